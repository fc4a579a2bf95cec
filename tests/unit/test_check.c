/* SPDX-License-Identifier: Apache-2.0 */
/* test_check.c - the shared checks: maximum wins under both conventions,
 * the cross-plan convention check, and exit codes under --fail-on. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

/* seed-000 defines once ("Vysvětlení výherních poměrů") that a win is the
 * multiple plus the returned stake: every game inherits the gross basis,
 * and a figure that follows the other convention fails. */
Test(check, seed_max_wins_follow_the_plan_wide_convention)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	/* Roulette: 50 000 CZK at 35:1 -> 1 800 000 gross, as declared. */
	const pp_finding *f = t_find(res, "european-roulette", "PP-MAXWIN-001", "CZK");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "computed_gross"), "1800000");
	cr_expect_str_eq(t_evidence(f, "computed_net"), "1750000");
	cr_expect_str_eq(t_cell(res, "european-roulette", "max-win", "EUR", 6), "gross");
	/* Kolo štěstí: 10 000 CZK at 25:1 -> 260 000 gross; the declared
	 * 250 000 is the net figure, which the plan's convention excludes. */
	f = t_find(res, "kolo-stesti", "PP-MAXWIN-001", "CZK");
	cr_expect_eq(f->status, PP_ST_FAIL, "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "computed_gross"), "260000");
	cr_expect_str_eq(t_evidence(f, "computed_net"), "250000");
	/* Magic colors: 10 000 CZK at 1:1 -> 20 000 gross, as declared. */
	cr_expect_str_eq(t_cell(res, "magic-colors", "max-win", "CZK", 6), "gross");
	/* One convention, stated once for all games. */
	f = t_find(res, NULL, "PP-PLAN-001", NULL);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	f = t_find(res, "european-roulette", "PP-MAXWIN-002", NULL);
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect(strstr(f->message, "plan-wide"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(check, exit_codes_follow_fail_on)
{
	pp_plan *plan = t_load("fixtures/defects/maxwin-basis-unstated.yaml");
	pp_result *res = t_check(plan);
	cr_expect_eq(pp_result_exit_code(res, PP_FAIL_ON_ERROR), 0);
	cr_expect_eq(pp_result_exit_code(res, PP_FAIL_ON_WARNING), 1);
	cr_expect_eq(pp_result_exit_code(res, PP_FAIL_ON_INFO), 1);
	cr_expect_eq(pp_result_exit_code(res, PP_FAIL_ON_NEVER), 0);
	pp_result_free(res);
	pp_plan_free(plan);
	plan = t_load("fixtures/defects/roulette-bet-type-missing.yaml");
	res = t_check(plan);
	cr_expect_eq(pp_result_exit_code(res, PP_FAIL_ON_WARNING), 0);
	cr_expect_eq(pp_result_exit_code(res, PP_FAIL_ON_INFO), 1);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(check, every_rule_is_explained)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);
	pp_error err;
	cr_expect_eq(pp_rule_explain("PP-ROUL-003", fp, &err), PP_OK);
	cr_expect_eq(pp_rule_explain("PP-NOPE-999", fp, &err), PP_EUSAGE);
	fclose(fp);
	cr_expect(strstr(buf, "36/n - 1"), "%s", buf);
	free(buf);
}

/* PP-PLAN-007: a rule the plan leaves open, written `unstated` or left out,
 * is one warning each, located at the value or its table; `unstated` reads
 * as absent to every checker, so no value is invented for it. */
Test(check, open_rules_are_reported_not_invented)
{
	static const char *yaml =
		"planproof: 1\n"
		"plan: {id: p, operator: unstated, version: \"1\", date: \"2025-01-01\"}\n"
		"currencies: [{code: EUR}]\n"
		"games:\n"
		"  - id: w\n"
		"    name: Wheel\n"
		"    family: wheel\n"
		"    citation: \"1\"\n"
		"    wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]}\n"
		"    bets: [{name: a, symbol: a, payout: \"1:1\"}]\n";
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	cr_assert_null(node_get(plan->root->items[1], "operator"),
	               "an `unstated` value reads as absent");
	cr_assert_not_null(node_get_raw(plan->root->items[1], "operator"));
	pp_result *res = t_check(plan);
	const pp_finding *op = t_find(res, NULL, "PP-PLAN-007", "plan/operator");
	const pp_finding *ju = t_find(res, NULL, "PP-PLAN-007", "plan/jurisdiction");
	cr_assert_eq(op->status, PP_ST_WARNING);
	cr_assert_eq(op->line, 2, "at the `unstated` value");
	cr_assert_eq(op->col, 25);
	cr_assert_eq(ju->status, PP_ST_WARNING);
	cr_assert_eq(ju->col, 7, "a left-out key is located at its mapping");
	cr_assert_eq(t_find(res, "w", "PP-PLAN-007", "open-rules")->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* The max-win convention may be left open: `max_win` without `basis`
 * loads (it was required), PP-MAXWIN-002 warns that the plan does not say
 * whether the stake is included, and PP-PLAN-007 lists the rule as
 * reported there (not applicable) instead of passing. */
Test(check, an_open_max_win_basis_is_listed_and_left_to_its_own_rule)
{
	static const char *yaml =
		"planproof: 2\n"
		"plan: {id: p, operator: O, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
		"currencies: [{code: EUR}]\n"
		"games:\n"
		"  - id: w\n"
		"    name: Wheel\n"
		"    family: wheel\n"
		"    citation: \"1\"\n"
		"    wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]}\n"
		"    bets: [{name: a, symbol: a, payout: \"1:2\"}]\n"
		"    max_win: {scope: bet}\n"
		"    limits: [{currency: EUR, min_bet: \"1\", max_bet: \"10\", max_win: \"5\"}]\n";
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "w", "PP-PLAN-007", "max_win/basis");
	cr_expect_eq(f->status, PP_ST_NOTAPPLICABLE);
	cr_expect(strstr(f->message, "PP-MAXWIN-002"), "%s", f->message);
	cr_expect_eq(t_find(res, "w", "PP-MAXWIN-002", NULL)->status, PP_ST_WARNING);
	/* 10 at 1:2 wins 5 net, 15 gross: the declared 5 is read as net. */
	f = t_find(res, "w", "PP-MAXWIN-001", "EUR");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "computed_net"), "5");
	cr_expect_str_eq(t_evidence(f, "computed_gross"), "15");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Table levels convert on their own: rows pair by currency and level, so
 * two levels at the same rate pass and a level off it is named. */
Test(check, rates_pair_rows_by_level)
{
	static const char head[] =
		"planproof: 2\n"
		"plan: {id: x, operator: O, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
		"currencies: [{code: CZK}, {code: EUR}]\n"
		"games:\n"
		"  - {id: g, name: G, family: wheel, citation: \"1\",\n"
		"     wheel: {fields: 2, segments: [{symbol: a, count: 2}]},\n"
		"     bets: [{name: a, symbol: a, payout: \"1:2\"}],\n"
		"     limits: [{currency: CZK, level: \"1\", max_bet: \"250\"},\n"
		"              {currency: CZK, level: \"2\", max_bet: \"2500\"},\n"
		"              {currency: EUR, level: \"1\", max_bet: \"10\"},\n"
		"              {currency: EUR, level: \"2\", max_bet: \"";
	static const char *const eur2[2] = { "100", "125" };
	for (int k = 0; k < 2; k++) {
		char text[1024];
		snprintf(text, sizeof(text), "%s%s\"}]}\n", head, eur2[k]);
		pp_plan *plan = NULL;
		pp_error err;
		cr_assert_eq(t_load_str(&plan, text, &err), PP_OK, "%s", err.msg);
		pp_result *res = t_check(plan);
		const pp_finding *f = t_find(res, NULL, "PP-PLAN-005", "CZK/EUR");
		cr_expect_eq(f->status, k ? PP_ST_WARNING : PP_ST_PASS, "%s", f->message);
		if (k)
			cr_expect(strstr(f->message, "25 (g level 1); 20 (g level 2)"), "%s", f->message);
		pp_result_free(res);
		pp_plan_free(plan);
	}
}
