/* SPDX-License-Identifier: Apache-2.0 */
/* test_relative_limits.c - limits stated relative to another figure
 * (`max_bet_relative`, issue 28): the maximum as a multiple of the row's
 * minimum, a bet capped at a multiple of another bet's stake.  Resolved
 * figures are pinned exactly; a minimum fixed elsewhere is an open rule. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

static const t_defect cases[] = {
	{ "limit-relative-clean", "" },
	{ "limit-relative-bet-cap-clean", "" },
	{ "limit-relative-maxwin", "PP-MAXWIN-001" },
	{ "limit-relative-bet-cap", "PP-LIMIT-003" },
	{ "limit-relative-open", "PP-PLAN-007" },
	{ "limit-relative-baccarat-clean", "" },
};

Test(relative_limits, each_fixture_gives_exactly_its_findings)
{
	t_expect_defects(cases, sizeof(cases) / sizeof(cases[0]));
}

/* "ten times the minimum" with min_bet 100: the max win is computed on
 * 1000 and the finding says the figure was derived. */
Test(relative_limits, max_win_uses_the_derived_maximum_and_says_so)
{
	pp_plan *plan = t_load("fixtures/defects/limit-relative-maxwin.yaml");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "wheel", "PP-MAXWIN-001", "CZK");
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "declared"), "5000");
	cr_expect_str_eq(t_evidence(f, "computed_net"), "8000");
	cr_expect_str_eq(t_evidence(f, "computed_gross"), "9000");
	cr_expect_str_eq(t_evidence(f, "derived_limits"), "max_bet 10 × min_bet 100 = 1000");
	cr_expect(strstr(f->message, "10 × min_bet 100 = 1000"), "%s", f->message);
	const pp_finding *l = t_find(res, "wheel", "PP-LIMIT-003", "CZK");
	cr_assert_not_null(l);
	cr_expect_eq(l->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(l, "derived_max_bet"), "1000");
	/* min <= max is checked on the derived maximum too */
	const pp_finding *r = t_find(res, "wheel", "PP-LIMIT-001", "CZK");
	cr_assert_not_null(r);
	cr_expect_eq(r->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(r, "max_bet"), "1000");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A bet capped at the stake on another bet whose own maximum is 500: the
 * cap resolves to 500, and the stated 400 below it is the one used. */
Test(relative_limits, a_bet_cap_resolves_against_the_other_bets_maximum)
{
	pp_plan *plan = t_load("fixtures/defects/limit-relative-bet-cap-clean.yaml");
	pp_result *res = t_check(plan);
	const pp_finding *l = t_find(res, "wheel", "PP-LIMIT-003", "CZK/B");
	cr_assert_not_null(l);
	cr_expect_eq(l->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(l, "derived_max_bet"), "500");
	cr_expect_str_eq(t_evidence(l, "stated_max_bet"), "400");
	const pp_finding *f = t_find(res, "wheel", "PP-MAXWIN-001", "CZK");
	cr_expect_str_eq(t_evidence(f, "computed_net"), "3200");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* The stated 2000 lies above the cap 1 x A's 1000: it can never be staked;
 * the max win uses the cap. */
Test(relative_limits, a_stated_maximum_above_the_relative_cap_is_found)
{
	pp_plan *plan = t_load("fixtures/defects/limit-relative-bet-cap.yaml");
	pp_result *res = t_check(plan);
	const pp_finding *l = t_find(res, "wheel", "PP-LIMIT-003", "CZK/B");
	cr_assert_not_null(l);
	cr_expect_eq(l->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(l, "derived_max_bet"), "1000");
	cr_expect_str_eq(t_evidence(l, "stated_max_bet"), "2000");
	cr_expect_eq(l->line, 28);
	const pp_finding *f = t_find(res, "wheel", "PP-MAXWIN-001", "CZK");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "computed_net"), "8000");
	cr_expect_str_eq(t_evidence(f, "derived_limits"), "B max_bet 1 × A 1000 = 1000");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* The minimum is fixed elsewhere: nothing is invented; the maximum bet is
 * reported open and the max win not checked. */
Test(relative_limits, a_minimum_fixed_elsewhere_leaves_the_max_win_open)
{
	pp_plan *plan = t_load("fixtures/defects/limit-relative-open.yaml");
	pp_result *res = t_check(plan);
	const pp_finding *o = t_find(res, "wheel", "PP-PLAN-007", "CZK/max_bet");
	cr_assert_not_null(o);
	cr_expect_eq(o->status, PP_ST_WARNING);
	const pp_finding *f = t_find(res, "wheel", "PP-MAXWIN-001", "CZK");
	cr_expect_eq(f->status, PP_ST_NOTAPPLICABLE);
	const pp_finding *l = t_find(res, "wheel", "PP-LIMIT-003", "CZK");
	cr_expect_eq(l->status, PP_ST_NOTAPPLICABLE);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A row stating both an amount and the relation: they must agree. */
Test(relative_limits, a_row_amount_that_contradicts_the_relation_is_found)
{
	static const char yaml[] =
		"planproof: 2\n"
		"plan: {id: t, operator: \"T\", jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
		"currencies: [{code: CZK}]\n"
		"games:\n"
		"  - id: w\n"
		"    name: W\n"
		"    family: wheel\n"
		"    citation: \"1\"\n"
		"    wheel: {fields: 2, segments: [{symbol: A, count: 1}, {symbol: B, count: 1}]}\n"
		"    bets: [{name: A, symbol: A, payout: \"1:2\"}]\n"
		"    limits:\n"
		"      - {currency: CZK, min_bet: \"0.5\", max_bet: \"6\", "
		"max_bet_relative: {times: \"2.5\", of: min_bet}}\n";
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	pp_result *res = t_check(plan);
	const pp_finding *l = t_find(res, "w", "PP-LIMIT-003", "CZK");
	cr_assert_not_null(l);
	cr_expect_eq(l->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(l, "derived_max_bet"), "5/4");
	cr_expect_str_eq(t_evidence(l, "stated_max_bet"), "6");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A relative cap naming no bet of the game, and a multiple of zero. */
Test(relative_limits, a_cap_of_an_unknown_bet_and_a_zero_multiple)
{
	static const char head[] =
		"planproof: 2\n"
		"plan: {id: t, operator: \"T\", jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
		"currencies: [{code: CZK}]\n"
		"games:\n"
		"  - id: w\n"
		"    name: W\n"
		"    family: wheel\n"
		"    citation: \"1\"\n"
		"    wheel: {fields: 2, segments: [{symbol: A, count: 1}, {symbol: B, count: 1}]}\n"
		"    bets: [{name: A, symbol: A, payout: \"1:2\"}]\n"
		"    limits:\n";
	char yaml[2048];
	snprintf(yaml, sizeof(yaml), "%s      - {currency: CZK, min_bet: \"1\", max_bet: \"10\", "
	         "bets: [{bet: A, max_bet_relative: {times: \"1\", of_bet: Ante}}]}\n", head);
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	pp_result *res = t_check(plan);
	const pp_finding *l = t_find(res, "w", "PP-LIMIT-003", "CZK/A");
	cr_assert_not_null(l);
	cr_expect_eq(l->status, PP_ST_FAIL);
	cr_expect(strstr(l->message, "`Ante`, which is no bet"), "%s", l->message);
	pp_result_free(res);
	pp_plan_free(plan);

	snprintf(yaml, sizeof(yaml), "%s      - {currency: CZK, min_bet: \"1\", "
	         "max_bet_relative: {times: \"0\", of: min_bet}}\n", head);
	plan = NULL;
	cr_expect_neq(t_load_str(&plan, yaml, &err), PP_OK);
	pp_plan_free(plan);
}

/* Two caps that refer to each other give no maximum: found, and nothing
 * is computed from an invented figure. */
Test(relative_limits, caps_in_a_circle_are_found)
{
	static const char yaml[] =
		"planproof: 2\n"
		"plan: {id: t, operator: \"T\", jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
		"currencies: [{code: CZK}]\n"
		"games:\n"
		"  - id: w\n"
		"    name: W\n"
		"    family: wheel\n"
		"    citation: \"1\"\n"
		"    wheel: {fields: 2, segments: [{symbol: A, count: 1}, {symbol: B, count: 1}]}\n"
		"    bets: [{name: A, symbol: A, payout: \"1:2\"}, {name: B, symbol: B, payout: \"1:2\"}]\n"
		"    limits:\n"
		"      - {currency: CZK, min_bet: \"1\", max_bet: \"10\", bets: ["
		"{bet: A, max_bet_relative: {times: \"2\", of_bet: B}}, "
		"{bet: B, max_bet_relative: {times: \"3\", of_bet: A}}]}\n";
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	pp_result *res = t_check(plan);
	const pp_finding *a = t_find(res, "w", "PP-LIMIT-003", "CZK/A");
	const pp_finding *b = t_find(res, "w", "PP-LIMIT-003", "CZK/B");
	cr_assert_not_null(a);
	cr_assert_not_null(b);
	cr_expect_eq(a->status, PP_ST_FAIL);
	cr_expect_eq(b->status, PP_ST_FAIL);
	cr_expect(strstr(a->message, "leads back"), "%s", a->message);
	/* neither bet has a maximum, so no range is claimed for them */
	cr_expect_eq(t_find(res, "w", "PP-LIMIT-001", "CZK/A")->status, PP_ST_NOTAPPLICABLE);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A family that reads the row's maximum itself (baccarat) sees the derived
 * figure: 100 x min_bet 100 gives the maximum win of the plain 10000. */
Test(relative_limits, baccarat_checks_the_derived_maximum_as_the_stated_one)
{
	const char *const plans[2] = { "fixtures/defects/baccarat-clean.yaml",
		"fixtures/defects/limit-relative-baccarat-clean.yaml" };
	char *net[2];
	for (int i = 0; i < 2; i++) {
		pp_plan *plan = t_load(plans[i]);
		pp_result *res = t_check(plan);
		const pp_finding *f = t_find(res, "baccarat", "PP-MAXWIN-001", "CZK");
		cr_assert_not_null(f, "%s", plans[i]);
		cr_expect_eq(f->status, PP_ST_PASS, "%s", plans[i]);
		net[i] = strdup(t_evidence(f, "computed_net"));
		pp_result_free(res);
		pp_plan_free(plan);
	}
	cr_expect_str_eq(net[1], net[0]);
	free(net[0]);
	free(net[1]);
}
