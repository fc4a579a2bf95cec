/* SPDX-License-Identifier: Apache-2.0 */
/* test_defects.c - every defect fixture gives exactly the findings it was
 * made for: fixtures/defects/<name>.yaml names them in its first line, and
 * this table pins them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

static const t_defect cases[] = {
	{ "roulette-clean", "" },
	{ "wheel-clean", "" },
	{ "roulette-order-repeats", "PP-ROUL-001" },
	{ "roulette-red-wrong", "PP-ROUL-002" },
	{ "roulette-payout-wrong", "PP-ROUL-003" },
	{ "roulette-set-not-a-bet", "PP-ROUL-004" },
	{ "roulette-bet-type-missing", "PP-ROUL-005" },
	{ "roulette-call-part-not-a-bet", "PP-ROUL-006,PP-ROUL-008" },
	{ "roulette-call-chips", "PP-ROUL-007" },
	{ "roulette-call-sections", "PP-ROUL-008" },
	{ "roulette-neighbours-example", "PP-ROUL-009" },
	{ "roulette-zero-half-win", "PP-RTP-001" },
	{ "roulette-order-unstated", "PP-PLAN-007" },
	{ "names-contradict", "PP-NAME-001,PP-NAME-002" },
	{ "roulette-bet-type-limits", "PP-LIMIT-002,PP-MAXWIN-001,PP-ROUL-010" },
	/* The wrong CZK figure also breaks the CZK/EUR rate of the max wins. */
	{ "maxwin-not-following", "PP-MAXWIN-001,PP-PLAN-005" },
	{ "maxwin-basis-unstated", "PP-MAXWIN-002" },
	{ "maxwin-no-figure", "" },
	{ "maxwin-cap", "PP-MAXWIN-001" },
	{ "maxwin-every-hand", "PP-MAXWIN-001" },
	{ "payout-words-percent", "PP-PAY-001" },
	{ "limit-min-above-max", "PP-LIMIT-001" },
	{ "payout-words", "PP-PAY-001" },
	{ "wheel-rtp-over-one", "PP-RTP-001" },
	{ "plan-mixed-conventions", "PP-PLAN-001" },
	{ "plan-no-limits", "PP-PLAN-002" },
	{ "plan-undeclared-currency", "PP-PLAN-003" },
	{ "plan-missing-currency-row", "PP-PLAN-004" },
	{ "plan-rates-differ", "PP-PLAN-005" },
	{ "plan-undated", "PP-PLAN-006" },
	{ "plan-unstated-metadata", "PP-PLAN-006,PP-PLAN-007" },
	{ "wheel-fields-sum", "PP-WHEEL-001" },
	{ "wheel-symbol-missing", "PP-WHEEL-002,PP-WHEEL-006" },
	{ "wheel-declared-symbols", "PP-WHEEL-003" },
	{ "wheel-order", "PP-WHEEL-004" },
	{ "wheel-betting-fields", "PP-WHEEL-005" },
	{ "wheel-losing-segment", "PP-WHEEL-006" },
};

Test(defects, each_fixture_gives_exactly_its_findings)
{
	t_expect_defects(cases, sizeof(cases) / sizeof(cases[0]));
}

Test(defects, a_wrong_max_win_carries_the_computed_figures)
{
	pp_plan *plan = t_load("fixtures/defects/maxwin-not-following.yaml");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "roulette", "PP-MAXWIN-001", "CZK");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "declared"), "1750000");
	cr_expect_str_eq(t_evidence(f, "computed_gross"), "1800000");
	cr_expect_str_eq(t_evidence(f, "computed_net"), "1750000");
	cr_expect_eq(f->line, 48);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Whether a maximum win includes the stake is a question about a figure:
 * a game that declares none is not applicable (issue 27: it was a false
 * alarm); the same game declaring figures of unstated basis is reported. */
Test(defects, a_game_without_a_max_win_needs_no_convention)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("maxwin-no-figure", &plan);
	const pp_finding *f = t_find(res, "roulette", "PP-MAXWIN-002", NULL);
	cr_expect_eq(f->status, PP_ST_NOTAPPLICABLE, "%s", f->message);
	cr_expect_str_eq(f->message, "the game declares no maximum win, so no convention of one "
	                             "is needed");
	pp_result_free(res);
	pp_plan_free(plan);
	res = t_check_defect("maxwin-basis-unstated", &plan);
	f = t_find(res, "roulette", "PP-MAXWIN-002", NULL);
	cr_expect_eq(f->status, PP_ST_WARNING, "%s", f->message);
	cr_expect_str_eq(f->message, "the plan does not say whether the maximum win includes the "
	                             "stake");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A cap below the largest win binds from max_bet x cap / largest win. */
Test(defects, a_cap_binds_from_a_stake)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("maxwin-cap", &plan);
	const pp_finding *f = t_find(res, "roulette", "PP-MAXWIN-001", "CZK level 1");
	cr_expect_eq(f->status, PP_ST_INFO);
	cr_expect_str_eq(t_evidence(f, "binds_from_max_bet"), "250000/9");
	cr_expect_eq(t_find(res, "roulette", "PP-MAXWIN-001", "CZK level 2")->status,
	             PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Every bet above a declared maximum win is named, largest first, not only
 * the largest: at 1,000 CZK a straight wins 36,000 gross, a split 18,000 and
 * a street 12,000, all above 10,000; a corner's 9,000 is not. */
Test(defects, every_outcome_above_a_declared_max_win_is_named)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("maxwin-every-hand", &plan);
	const pp_finding *f = t_find(res, "roulette", "PP-MAXWIN-001", "CZK");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "exceeding_count"), "3");
	cr_expect_str_eq(t_evidence(f, "exceeding"),
	                 "straight at 35:1 on 1000 (36000); split at 17:1 on 1000 (18000); "
	                 "street at 11:1 on 1000 (12000)");
	cr_expect(strstr(f->message, "3 of the 13 outcomes tried exceed it, gross"), "%s",
	          f->message);
	f = t_find(res, "roulette", "PP-MAXWIN-001", "EUR");
	cr_expect_str_eq(t_evidence(f, "exceeding"),
	                 "straight at 35:1 on 40 (1440); split at 17:1 on 40 (720); "
	                 "street at 11:1 on 40 (480)");
	pp_result_free(res);
	pp_plan_free(plan);

	/* A binding cap names the bets it cuts: only the straight's 1,800,000. */
	res = t_check_defect("maxwin-cap", &plan);
	f = t_find(res, "roulette", "PP-MAXWIN-001", "CZK level 1");
	cr_expect_str_eq(t_evidence(f, "exceeding"), "straight at 35:1 on 50000 (1800000)");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Payout words may state the win as a percentage of the stake: "95 %"
 * is 95/100 = 19/20 stakes against a 1:1 ratio (a failure), "200 %" is 2
 * against 2:1 (a pass); a row giving both forms, or neither, is refused. */
Test(defects, payout_words_as_a_percentage_of_the_stake)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("payout-words-percent", &plan);
	const pp_finding *f = t_find(res, "wheel", "PP-PAY-001", "1x");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "words_net_multiple"), "19/20");
	cr_expect_str_eq(t_evidence(f, "ratio_net_multiple"), "1");
	f = t_find(res, "wheel", "PP-PAY-001", "2x");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "words_net_multiple"), "2");
	pp_result_free(res);
	pp_plan_free(plan);

	static const char both[] =
		"planproof: 2\n"
		"plan: {id: p, operator: O, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
		"games:\n"
		"  - id: w\n"
		"    name: Wheel\n"
		"    family: wheel\n"
		"    citation: \"1\"\n"
		"    wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]}\n"
		"    bets: [{name: a, symbol: a, payout: \"1:1\", payout_words: {quote: q, "
		"net_multiple: \"1\", net_percent: \"100%\"}}]\n";
	pp_error err;
	plan = NULL;
	cr_expect_eq(t_load_str(&plan, both, &err), PP_ESCHEMA);
	cr_expect(strstr(err.msg, "net_multiple") && strstr(err.msg, "net_percent"), "%s",
	          err.msg);
	pp_plan_free(plan);
}
