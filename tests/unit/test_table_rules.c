/* SPDX-License-Identifier: Apache-2.0 */
/* test_table_rules.c - the table rules of issue 28: blackjack's part chips
 * on every amount of the stake, boxes and back-betting, roulette call bets'
 * stated results, even-money bets on a money wheel; each defect
 * fixture gives exactly its findings, its clean twin none, and the failing
 * checks carry the exact figures. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

static const t_defect cases[] = {
	{ "blackjack-part-chip-odd-stake", "PP-BJ-014" },
	{ "blackjack-part-chip-stated", "" },
	{ "blackjack-back-betting", "PP-BJ-017,PP-BJ-018" },
	{ "blackjack-back-betting-clean", "" },
	{ "roulette-call-results", "PP-ROUL-011" },
	{ "roulette-call-results-clean", "" },
	{ "wheel-even-money", "PP-WHEEL-007" },
	{ "wheel-even-money-clean", "" },
};

Test(table_rules, each_fixture_gives_exactly_its_findings)
{
	t_expect_defects(cases, sizeof(cases) / sizeof(cases[0]));
}

/* Chips of 1, 5, 25 and 100 EUR, stakes 1..500: the 250 odd stakes cannot
 * be paid 3:2, refunded half or insured with exactly half; the least is
 * 1 EUR and the part needs a 0.5 EUR chip. */
Test(table_rules, a_part_chip_names_the_least_stake_and_the_missing_chip)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("blackjack-part-chip-odd-stake", &plan);
	static const char *const subjects[] = { "blackjack EUR", "surrender refund EUR",
		                                    "insurance stake EUR" };
	for (size_t i = 0; i < 3; i++) {
		const pp_finding *f = t_find(res, "blackjack", "PP-BJ-014", subjects[i]);
		cr_expect_eq(f->status, PP_ST_WARNING, "%s", subjects[i]);
		cr_expect_str_eq(t_evidence(f, "unpayable_stakes"), "250", "%s", subjects[i]);
		cr_expect_str_eq(t_evidence(f, "least_stake"), "1", "%s", subjects[i]);
		cr_expect_str_eq(t_evidence(f, "missing_chip"), "0.5", "%s", subjects[i]);
		cr_expect(strstr(f->message, "the part needs a 0.5 EUR chip the plan does not have"),
		          "%s", f->message);
	}
	pp_result_free(res);
	pp_plan_free(plan);
	/* The twin states round_down: each amount passes and says the house keeps it. */
	res = t_check_defect("blackjack-part-chip-stated", &plan);
	for (size_t i = 0; i < 3; i++) {
		const pp_finding *f = t_find(res, "blackjack", "PP-BJ-014", subjects[i]);
		cr_expect_eq(f->status, PP_ST_PASS, "%s", subjects[i]);
		cr_expect(strstr(f->message, "rounded down: the house keeps the part chip"), "%s",
		          f->message);
	}
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(table_rules, back_bettors_and_the_players_of_a_box)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("blackjack-back-betting", &plan);
	const pp_finding *f = t_find(res, "blackjack", "PP-BJ-017", "players per box");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "players_with_back_bettors"), "4");
	f = t_find(res, "blackjack", "PP-BJ-018", "splits");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_eq(t_find(res, "blackjack", "PP-BJ-018", "doubles")->status, PP_ST_PASS);
	/* Seven boxes of three players: 21 bets in one round. */
	cr_expect_str_eq(t_cell(res, "blackjack", "boxes", "7", 2), "21");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Voisins du zéro: 2 is covered by the street's two chips alone. */
Test(table_rules, a_call_bet_result_names_both_figures)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("roulette-call-results", &plan);
	const pp_finding *f = t_find(res, "roulette", "PP-ROUL-011", "Voisins du zéro");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "differences"),
	                 "2: the plan says 1 x 11:1 + 1 x 8:1, the chips win 2 x 11:1");
	pp_result_free(res);
	pp_plan_free(plan);
	res = t_check_defect("roulette-call-results-clean", &plan);
	f = t_find(res, "roulette", "PP-ROUL-011", "Voisins du zéro");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect(strstr(f->message, "for 3 winning number(s) are what the chips win"), "%s",
	          f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* 12 red, 12 black and a joker: red at 1:1 lost on the joker returns
 * 24/25, not the 97.30% stated; with half back on the joker 49/50. */
Test(table_rules, a_wheel_even_money_bet_is_priced_with_its_house_segment)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("wheel-even-money", &plan);
	const pp_finding *f = t_find(res, "wheel", "PP-WHEEL-007", "red");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "rtp"), "24/25");
	cr_expect(strstr(f->message, "returns 24/25 (96.0000%); the plan states 97.30%"), "%s",
	          f->message);
	cr_expect_eq(t_find(res, "wheel", "PP-WHEEL-007", "black")->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
	res = t_check_defect("wheel-even-money-clean", &plan);
	f = t_find(res, "wheel", "PP-WHEEL-007", "red");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "rtp"), "49/50");
	cr_expect_str_eq(t_cell(res, "wheel", "bets", "red", 5), "49/50");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* The colour wheel of wheel-even-money with one even-money bet given as
 * text; the caller frees the plan. */
static pp_plan *even_wheel(const char *bet, const char *max_win)
{
	char yaml[2048];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: t, operator: X, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "currencies: [{code: CZK}]\n"
	         "games:\n"
	         "  - id: wheel\n"
	         "    name: Wheel\n"
	         "    family: wheel\n"
	         "    citation: \"2\"\n"
	         "    wheel:\n"
	         "      fields: 25\n"
	         "      segments: [{symbol: red, count: 12}, {symbol: black, count: 12}, "
	         "{symbol: joker, count: 1}]\n"
	         "    bets: [{name: joker, symbol: joker, payout: \"22:1\"}]\n"
	         "    even_money_bets: [%s]\n"
	         "    max_win: {basis: net, scope: game}\n"
	         "    limits: [{currency: CZK, min_bet: \"10\", max_bet: \"1000\", max_win: \"%s\"}]\n",
	         bet, max_win);
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	return plan;
}

/* A house segment the bet also wins on, and a symbol the wheel lacks: not
 * priced, and said why. */
Test(table_rules, an_even_money_bet_on_segments_the_wheel_lacks_is_not_priced)
{
	pp_plan *plan = even_wheel("{name: red, wins_on: [red, blue], payout: \"1:1\", "
	                           "house_segment: {symbol: red, result: lose}}", "22000");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "wheel", "PP-WHEEL-007", "red");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect(strstr(f->message, "`blue` is no segment of the wheel; the house segment `red` "
	                             "is also one it wins on"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* An even-money bet at 30:1 on red and black pays more than the joker's
 * 22:1: the maximum win is its, 30000 net on 1000. */
Test(table_rules, an_even_money_bet_can_make_the_maximum_win)
{
	pp_plan *plan = even_wheel("{name: colours, wins_on: [red, black], payout: \"30:1\"}",
	                           "22000");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "wheel", "PP-MAXWIN-001", "CZK");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect(strstr(f->message, "colours at 30:1"), "%s", f->message);
	/* 24 fields at 31 returned of 25: 744/25, and no stated figure to compare. */
	f = t_find(res, "wheel", "PP-WHEEL-007", "colours");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "rtp"), "744/25");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A stated return is compared at its own decimals: 96%, 96.0% and 96.00%
 * agree with 24/25; 96.1%, 95.9% and 96.04% (half a unit is 0.005%) do
 * not. */
Test(table_rules, a_stated_return_is_read_at_its_decimals)
{
	static const struct { const char *rtp; int ok; } rtps[] = {
		{ "96%", 1 }, { "96.0%", 1 }, { "96.00%", 1 }, { "96.04%", 0 }, { "96.1%", 0 }, { "95.9%", 0 },
	};
	for (size_t i = 0; i < sizeof(rtps) / sizeof(rtps[0]); i++) {
		char bet[256];
		snprintf(bet, sizeof(bet), "{name: red, wins_on: [red], payout: \"1:1\", rtp: \"%s\"}",
		         rtps[i].rtp);
		pp_plan *plan = even_wheel(bet, "22000");
		pp_result *res = t_check(plan);
		const pp_finding *f = t_find(res, "wheel", "PP-WHEEL-007", "red");
		cr_expect_eq(f->status == PP_ST_PASS, rtps[i].ok, "%s: %s", rtps[i].rtp, f->message);
		pp_result_free(res);
		pp_plan_free(plan);
	}
}

/* pontoon-clean with chips of 1 EUR and a bought card at half the stake:
 * on the 248 odd stakes of 5..500 the bought card's stake needs a 0.5 EUR
 * chip, and the plan states no rule for it. */
Test(table_rules, a_bought_card_at_half_the_stake_needs_a_part_chip)
{
	FILE *fp = fopen("fixtures/defects/pontoon-clean.yaml", "rb");
	char text[8192], out[8300];
	cr_assert(fp);
	size_t n = fread(text, 1, sizeof(text) - 1, fp);
	fclose(fp);
	text[n] = '\0';
	char *cur = strstr(text, "currencies: [{code: EUR}]"), *stake = strstr(text, "stake: \"1:1\"");
	cr_assert(cur && stake && cur < stake);
	snprintf(out, sizeof(out), "%.*scurrencies: [{code: EUR, smallest_chip: \"1\"}]%.*s"
	         "stake: \"1:2\"%s", (int)(cur - text), text,
	         (int)(stake - cur - strlen("currencies: [{code: EUR}]")),
	         cur + strlen("currencies: [{code: EUR}]"), stake + strlen("stake: \"1:1\""));
	pp_plan *plan;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, out, &err), PP_OK, "%s", err.msg);
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "pontoon", "PP-BJ-014", "bought card stake EUR");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_str_eq(t_evidence(f, "unpayable_stakes"), "248");
	cr_expect_str_eq(t_evidence(f, "least_stake"), "5");
	cr_expect_str_eq(t_evidence(f, "missing_chip"), "0.5");
	pp_result_free(res);
	pp_plan_free(plan);
}
