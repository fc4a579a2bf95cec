/* SPDX-License-Identifier: Apache-2.0 */
/* test_roulette_tournament.c - a roulette game run as a tournament (issue
 * 28): the fixtures' findings, the fee ceiling with re-buys (PP-RTOUR-001,
 * its closed form against a count of re-buys one by one), the forced bet
 * against the table limits (PP-RTOUR-002) and the prize shares
 * (PP-RTOUR-003). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

static const t_defect cases[] = {
	{ "roulette-tournament-clean", "" },
	{ "roulette-tournament-defect", "PP-RTOUR-001,PP-RTOUR-002,PP-RTOUR-003" },
};

Test(roulette_tournament, each_fixture_gives_exactly_its_findings)
{
	t_expect_defects(cases, sizeof(cases) / sizeof(cases[0]));
}

/* The clean roulette fixture with `tournament` (lines indented for a game
 * key) and, when limits is not NULL, those limits rows instead of its own. */
static pp_result *roulette_with(pp_plan **plan, const char *tournament, const char *limits)
{
	FILE *fp = fopen("fixtures/defects/roulette-clean.yaml", "rb");
	cr_assert_not_null(fp);
	char base[8192];
	size_t n = fread(base, 1, sizeof(base) - 1, fp);
	fclose(fp);
	base[n] = '\0';
	char *cut = strstr(base, "    max_win:");
	cr_assert_not_null(cut);
	*cut = '\0';
	const char *rest = strstr(cut + 1, "\n") + 1; /* after the max_win line */
	char yaml[12288];
	snprintf(yaml, sizeof(yaml), "%s%s    max_win: {basis: gross, scope: bet}\n%s", base,
	         tournament, limits ? limits : rest);
	pp_error err;
	cr_assert_eq(t_load_str(plan, yaml, &err), PP_OK, "%s:%u: %s", err.msg, err.line, yaml);
	return t_check(*plan);
}

Test(roulette_tournament, the_defect_fixture_names_its_figures)
{
	pp_plan *plan = t_load("fixtures/defects/roulette-tournament-defect.yaml");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "roulette", "PP-RTOUR-001", "tournament fees");
	/* 1000 + 100, re-buys of 500 at 20 %: one re-buy gives 200 on 1500 */
	cr_expect_str_eq(t_evidence(f, "rebuys"), "1");
	cr_expect_str_eq(t_evidence(f, "fees"), "200");
	cr_expect_str_eq(t_evidence(f, "entry_and_rebuys"), "1500");
	cr_expect_str_eq(t_evidence(f, "fee_share"), "2/15");
	cr_expect_str_eq(t_evidence(t_find(res, "roulette", "PP-RTOUR-002", "CZK"),
	                            "forced_total"), "150");
	cr_expect_str_eq(t_evidence(t_find(res, "roulette", "PP-RTOUR-003", "prize pool"),
	                            "prize_shares"), "21/20");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* The least k whose fees (f + k rf) pass c of (e + k ra), counted one by
 * one up to limit (all in whole units, c in percent); 0 when none does. */
static unsigned long brute_least(long e, long f, long ra, long rf, long c, unsigned long limit)
{
	for (unsigned long k = 0; k <= limit; k++)
		if (100 * (f + (long)k * rf) > c * (e + (long)k * ra))
			return k;
	return 0;
}

Test(roulette_tournament, unlimited_rebuys_pass_the_ceiling_where_counting_says)
{
	static const struct { long e, f, ra, rf, c; } fc[] = {
		{ 1000, 100, 500, 100, 12 }, { 1000, 50, 1000, 150, 10 }, { 200, 10, 50, 7, 11 },
		{ 1000, 99, 100, 11, 10 }, { 500, 25, 500, 25, 6 },
	};
	for (size_t i = 0; i < sizeof(fc) / sizeof(fc[0]); i++) {
		char tour[512], want[32];
		snprintf(tour, sizeof(tour),
		         "    tournament:\n"
		         "      currency: CZK\n"
		         "      entry: \"%ld\"\n"
		         "      fee: \"%ld\"\n"
		         "      fee_ceiling: {percent: \"%ld%%\"}\n"
		         "      rebuys: {amount: \"%ld\", fee: \"%ld\", unlimited: true}\n",
		         fc[i].e, fc[i].f, fc[i].c, fc[i].ra, fc[i].rf);
		pp_plan *plan;
		pp_result *res = roulette_with(&plan, tour, NULL);
		const pp_finding *f = t_find(res, "roulette", "PP-RTOUR-001", "tournament fees");
		unsigned long k = brute_least(fc[i].e, fc[i].f, fc[i].ra, fc[i].rf, fc[i].c, 100000);
		snprintf(want, sizeof(want), "%lu", k);
		cr_expect_str_eq(t_evidence(f, "rebuys"), want, "case %zu", i);
		cr_expect_eq(f->status, k ? PP_ST_FAIL : PP_ST_PASS, "case %zu", i);
		pp_result_free(res);
		pp_plan_free(plan);
	}
}

Test(roulette_tournament, bounded_rebuys_are_checked_at_the_most)
{
	pp_plan *plan;
	/* 5 % on the entry, 30 % on each re-buy: three re-buys take 140 of 1300 */
	pp_result *res = roulette_with(&plan,
	                               "    tournament:\n"
	                               "      currency: CZK\n"
	                               "      entry: \"1000\"\n"
	                               "      fee_share: \"5%\"\n"
	                               "      fee_ceiling: {percent: \"10%\"}\n"
	                               "      rebuys: {amount: \"100\", fee_share: \"30%\", max: 3}\n",
	                               NULL);
	const pp_finding *f = t_find(res, "roulette", "PP-RTOUR-001", "tournament fees");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "rebuys"), "3");
	cr_expect_str_eq(t_evidence(f, "fee_share"), "7/65");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(roulette_tournament, the_forced_bet_meets_the_bet_types_own_maximum)
{
	pp_plan *plan;
	pp_result *res = roulette_with(&plan,
	                               "    tournament:\n"
	                               "      currency: CZK\n"
	                               "      entry: \"1000\"\n"
	                               "      fee: \"0\"\n"
	                               "      forced_bet: {stake: \"200\", spins: 10, bet: red}\n",
	                               "    limits:\n"
	                               "      - currency: CZK\n"
	                               "        min_bet: \"10\"\n"
	                               "        max_bet: \"50000\"\n"
	                               "        bets: [{bet: red, min_bet: \"10\", max_bet: \"100\"}]\n"
	                               "      - {currency: EUR, min_bet: \"1\", max_bet: \"2000\"}\n");
	const pp_finding *f = t_find(res, "roulette", "PP-RTOUR-002", "CZK");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect(strstr(f->message, "lies outside CZK (10 to 100)"), "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "forced_total"), "2000");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(roulette_tournament, a_forced_bet_in_a_currency_without_limits_is_not_checked)
{
	pp_plan *plan;
	pp_result *res = roulette_with(&plan,
	                               "    tournament:\n"
	                               "      currency: USD\n"
	                               "      entry: \"100\"\n"
	                               "      fee: \"5\"\n"
	                               "      forced_bet: {stake: \"1\", spins: 10}\n",
	                               NULL);
	cr_expect_eq(t_find(res, "roulette", "PP-RTOUR-002", "forced bet")->status,
	             PP_ST_NOTAPPLICABLE);
	pp_result_free(res);
	pp_plan_free(plan);
}
