/* SPDX-License-Identifier: Apache-2.0 */
/* test_policy.c - jurisdiction policies: the built-in default's floors,
 * a policy file's floors, ceilings and required statements, each finding
 * at the severity of the threshold it breaks with the exact figures, and
 * a malformed policy refused with its location. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

#define SEED "fixtures/plans/seed-000.yaml"

static pp_result *check_with(const pp_plan *plan, const char *policy_file)
{
	pp_policy *p = NULL;
	pp_result *res = NULL;
	pp_error err;
	cr_assert_eq(pp_policy_load_file(&p, policy_file, &err), PP_OK, "%s", err.msg);
	cr_assert_eq(pp_check(&res, plan, t_options_policy(p), &err), PP_OK, "%s", err.msg);
	pp_policy_free(p);
	return res;
}

/* The default: below 85 % a warning, below 90 % info, else a pass. */
Test(policy, default_floors)
{
	pp_plan *plan = t_load(SEED);
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "kolo-stesti", "PP-RTP-002", "10x");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_str_eq(t_evidence(f, "rtp"), "11/18");
	cr_expect_str_eq(t_evidence(f, "policy_floor"), "17/20");
	f = t_find(res, "admiral-kolo-stesti", "PP-RTP-002", "Sedmička 7");
	cr_expect_eq(f->status, PP_ST_INFO);
	cr_expect_str_eq(t_evidence(f, "rtp"), "13/15");
	cr_expect_str_eq(t_evidence(f, "policy_floor"), "9/10");
	f = t_find(res, "baccarat-punto-banco", "PP-RTP-002", "Remíza");
	cr_expect_eq(f->status, PP_ST_INFO, "%s", f->message);
	f = t_find(res, "european-roulette", "PP-RTP-002", "straight");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "rtp"), "36/37");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A policy's floors per kind of bet, a house-edge ceiling read as the
 * floor 1 - edge, and the statements it requires. */
Test(policy, floors_ceilings_and_required_statements)
{
	pp_plan *plan = t_load(SEED);
	pp_result *res = check_with(plan, "fixtures/policies/strict.yaml");
	/* main bets: 90 % an error; the tie returns 85.6404 % */
	const pp_finding *f = t_find(res, "baccarat-punto-banco", "PP-RTP-002", "Remíza");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "policy_floor"), "9/10");
	/* side bets: 80 % a warning; Super Six at 12:1 returns 70.0228 % */
	f = t_find(res, "baccarat-super-six", "PP-RTP-002", "Super Six");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_str_eq(t_evidence(f, "policy_floor"), "4/5");
	/* wheels: an edge above 20 % is an error; 10x has 7/18 = 38.8889 % */
	f = t_find(res, "kolo-stesti", "PP-RTP-002", "10x");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect(strstr(f->message, "has a house edge of 38.8889%, above the 20% ceiling"),
	          "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "policy_floor"), "4/5");
	/* 2x returns 5/6: an edge of 16.67 %, within the ceiling */
	cr_expect_eq(t_find(res, "kolo-stesti", "PP-RTP-002", "2x")->status, PP_ST_PASS);
	/* required: max_win.basis, which the plan states once for every game
	 * (its top-level `max_win`); the dated plan states plan.date */
	f = t_find(res, "european-roulette", "PP-POLICY-001", "max_win.basis");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect(strstr(f->message, "states `max_win.basis` once for every game"), "%s",
	          f->message);
	cr_expect_eq(t_find(res, NULL, "PP-POLICY-001", "plan.date")->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A requirement limited to families applies to their games only. */
Test(policy, required_statements_per_family)
{
	static const char text[] =
		"planproof_policy: 1\n"
		"name: wheels only\n"
		"required:\n"
		"  - {key: wheel.order, families: [wheel], severity: info}\n"
		"  - {key: plan.source}\n";
	pp_policy *p = NULL;
	pp_result *res = NULL;
	pp_error err;
	pp_plan *plan = t_load(SEED);
	cr_assert_eq(pp_policy_load_buffer(&p, "p.yaml", text, strlen(text), &err), PP_OK,
	             "%s", err.msg);
	cr_assert_eq(pp_check(&res, plan, t_options_policy(p), &err), PP_OK);
	const pp_finding *f = t_find(res, "kolo-stesti", "PP-POLICY-001", "wheel.order");
	cr_expect_eq(f->status, PP_ST_INFO, "%s", f->message);
	cr_expect(strstr(f->message, "does not state `wheel.order`"), "%s", f->message);
	for (size_t i = 0; i < res->nfindings; i++)
		if (strcmp(res->findings[i]->rule->id, "PP-POLICY-001") == 0 &&
		    res->findings[i]->game != PP_NO_GAME)
			cr_expect_str_eq(res->games[res->findings[i]->game].family, "wheel");
	cr_expect_eq(t_find(res, NULL, "PP-POLICY-001", "plan.source")->status, PP_ST_PASS);
	pp_result_free(res);
	pp_policy_free(p);
	pp_plan_free(plan);
}

/* Malformed policies are refused where they are wrong. */
Test(policy, malformed_policies_are_located)
{
	static const struct {
		const char *text, *message;
	} cases[] = {
		{ "planproof_policy: 1\nname: x\nrtp_floors: [{bets: any, below: 0.85, "
		  "severity: warning}]\n", "3:33: `below: 0.85` is a bare YAML number" },
		{ "planproof_policy: 1\nname: x\nrtp_floors: [{bets: slots, below: \"85%\", "
		  "severity: warning}]\n", "3:21: `bets: slots` must be one of: any, main, side, wheel" },
		{ "planproof_policy: 1\nname: x\nrequired: [{key: \"max_win..basis\"}]\n",
		  "3:18: `key: max_win..basis` is not a dotted key" },
		{ "planproof_policy: 2\nname: x\n", "1:19: " },
		{ "planproof_policy: 1\n", "missing required key `name`" },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		pp_policy *p = NULL;
		pp_error err;
		cr_expect_neq(pp_policy_load_buffer(&p, "p.yaml", cases[i].text,
		                                    strlen(cases[i].text), &err), PP_OK);
		cr_expect_null(p);
		char where[640];
		snprintf(where, sizeof(where), "p.yaml:%u:%u: %s", err.line, err.col, err.msg);
		cr_expect(strstr(where, cases[i].message), "case %zu: %s", i, where);
	}
}

/* The built-in default loads and is the one pp_check applies. */
Test(policy, default_is_built_in)
{
	pp_policy *p = NULL;
	pp_policy_default(&p);
	cr_assert_not_null(p);
	pp_policy_free(p);
}
