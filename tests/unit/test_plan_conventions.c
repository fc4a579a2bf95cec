/* SPDX-License-Identifier: Apache-2.0 */
/* test_plan_conventions.c - conventions a plan defines once for all its
 * games: the plan-wide `max_win.basis` is inherited by every game that
 * states none of its own, a game's own basis overrides it, and the rule is
 * then neither warned about (PP-MAXWIN-002) nor listed as open
 * (PP-PLAN-007).  The plan that needed it, seed 000, is checked against
 * its document in test_seed_documents.c. */
#include <stdio.h>
#include <string.h>

#include "helpers.h"

/* A plan of two wheel games paying 1:2 at a maximum bet of 10 (5 net, 15
 * gross), each declaring a maximum win of `declared`; the plan-wide block
 * plan_wide (YAML lines at the top level, or "") and the second game's
 * own `max_win` (a flow mapping). */
static pp_plan *wheel_plan(const char *plan_wide, const char *own, const char *declared)
{
	char yaml[2048];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: p, operator: O, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "currencies: [{code: EUR}]\n"
	         "%s"
	         "games:\n"
	         "  - id: inherits\n"
	         "    name: Wheel\n"
	         "    family: wheel\n"
	         "    citation: \"1\"\n"
	         "    wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]}\n"
	         "    bets: [{name: a, symbol: a, payout: \"1:2\"}]\n"
	         "    max_win: {scope: bet}\n"
	         "    limits: [{currency: EUR, min_bet: \"1\", max_bet: \"10\", max_win: \"%s\"}]\n"
	         "  - id: own\n"
	         "    name: Wheel 2\n"
	         "    family: wheel\n"
	         "    citation: \"2\"\n"
	         "    wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]}\n"
	         "    bets: [{name: a, symbol: a, payout: \"1:2\"}]\n"
	         "    max_win: %s\n"
	         "    limits: [{currency: EUR, min_bet: \"1\", max_bet: \"10\", max_win: \"%s\"}]\n",
	         plan_wide, declared, own, declared);
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s:%u:%u: %s", err.file, err.line,
	             err.col, err.msg);
	return plan;
}

Test(plan_conventions, a_game_without_a_basis_inherits_the_plan_wide_one)
{
	pp_plan *plan = wheel_plan("max_win: {basis: gross, citation: \"Obecná část\"}\n",
	                           "{scope: bet}", "15");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "inherits", "PP-MAXWIN-002", NULL);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect(strstr(f->message, "gross"), "%s", f->message);
	cr_expect(strstr(f->message, "plan-wide"), "%s", f->message);
	/* 15 is the gross figure: it passes under the inherited basis. */
	f = t_find(res, "inherits", "PP-MAXWIN-001", "EUR");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	/* The rule is stated, so it is not listed as open. */
	cr_expect_eq(t_find(res, "inherits", "PP-PLAN-007", "open-rules")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, NULL, "PP-PLAN-001", NULL)->status, PP_ST_PASS);
	cr_expect_str_eq(t_cell(res, NULL, "max-win-conventions", "inherits", 1), "gross");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(plan_conventions, the_inherited_basis_judges_the_declared_figure)
{
	/* 5 is the net figure; the plan says every win includes the stake. */
	pp_plan *plan = wheel_plan("max_win: {basis: gross}\n", "{scope: bet}", "5");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "inherits", "PP-MAXWIN-001", "EUR");
	cr_expect_eq(f->status, PP_ST_FAIL, "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "computed_gross"), "15");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(plan_conventions, a_game_s_own_basis_overrides_the_plan_wide_one)
{
	pp_plan *plan = wheel_plan("max_win: {basis: gross}\n", "{basis: net, scope: bet}", "15");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "own", "PP-MAXWIN-002", NULL);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect(!strstr(f->message, "plan-wide"), "%s", f->message);
	/* The game is read as net, the other as gross: PP-PLAN-001 reports
	 * the mix. */
	cr_expect_str_eq(t_cell(res, NULL, "max-win-conventions", "own", 1), "net");
	cr_expect_eq(t_find(res, NULL, "PP-PLAN-001", NULL)->status, PP_ST_WARNING);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(plan_conventions, without_a_plan_wide_basis_the_rule_stays_open)
{
	pp_plan *plan = wheel_plan("", "{scope: bet}", "5");
	pp_result *res = t_check(plan);
	cr_expect_eq(t_find(res, "inherits", "PP-MAXWIN-002", NULL)->status, PP_ST_WARNING);
	cr_expect_eq(t_find(res, "inherits", "PP-PLAN-007", "max_win/basis")->status,
	             PP_ST_NOTAPPLICABLE);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(plan_conventions, the_plan_wide_block_takes_only_a_basis_and_a_citation)
{
	pp_plan *plan = NULL;
	pp_error err;
	const char *yaml =
		"planproof: 2\n"
		"plan: {id: p, operator: O, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
		"max_win: {basis: gross, scope: bet}\n"
		"games:\n"
		"  - id: w\n"
		"    name: Wheel\n"
		"    family: wheel\n"
		"    citation: \"1\"\n"
		"    wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]}\n"
		"    bets: [{name: a, symbol: a, payout: \"1:2\"}]\n";
	cr_expect_neq(t_load_str(&plan, yaml, &err), PP_OK);
	cr_expect_eq(err.line, 3u, "%u: %s", err.line, err.msg);
	cr_expect(strstr(err.msg, "scope"), "%s", err.msg);
	pp_plan_free(plan);
}

/* A policy that requires `max_win.basis` is satisfied by the plan-wide
 * convention, and reports a game that nothing states it for. */
Test(plan_conventions, a_policy_requirement_is_met_by_the_plan_wide_basis)
{
	static const char text[] = "planproof_policy: 1\n"
	                           "name: basis required\n"
	                           "required:\n"
	                           "  - {key: max_win.basis, severity: warning}\n";
	static const char *const plan_wide[] = { "max_win: {basis: gross}\n", "" };
	static const pp_check_status want[] = { PP_ST_PASS, PP_ST_WARNING };
	pp_policy *p = NULL;
	pp_error err;
	cr_assert_eq(pp_policy_load_buffer(&p, "p.yaml", text, strlen(text), &err), PP_OK, "%s",
	             err.msg);
	for (size_t i = 0; i < 2; i++) {
		pp_plan *plan = wheel_plan(plan_wide[i], "{scope: bet}", "15");
		pp_result *res = NULL;
		cr_assert_eq(pp_check(&res, plan, t_options_policy(p), &err), PP_OK, "%s", err.msg);
		const pp_finding *f = t_find(res, "inherits", "PP-POLICY-001", "max_win.basis");
		cr_expect_eq(f->status, want[i], "%s", f->message);
		pp_result_free(res);
		pp_plan_free(plan);
	}
	pp_policy_free(p);
}
