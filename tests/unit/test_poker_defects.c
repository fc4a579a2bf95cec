/* SPDX-License-Identifier: Apache-2.0 */
/* test_poker_defects.c - every poker defect fixture gives exactly the
 * findings it was made for (fixtures/defects/poker-*.yaml names them in
 * its first line), and the clean ones none. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

static const t_defect cases[] = {
	{ "poker-stud-clean", "" },
	{ "poker-stud-two-currencies", "" },
	{ "poker-holdem-clean", "" },
	{ "poker-tie-suits", "PP-POKER-006" },
	{ "poker-discretionary", "PP-PAY-002" },
	{ "poker-dnq-unstated", "PP-PLAN-007" },
	{ "poker-bonus-percent", "" },
	{ "poker-unpaid-hand", "PP-POKER-001" },
	{ "poker-blind-otherwise", "PP-POKER-001" },
	{ "poker-not-monotone", "PP-POKER-002" },
	{ "poker-same-name", "PP-POKER-003" },
	{ "poker-currency-ratio", "PP-POKER-004" },
	{ "poker-bonus-stake", "PP-POKER-005" },
	{ "poker-bet-words", "PP-PAY-001" },
	{ "poker-trips-rtp", "PP-RTP-001" },
	{ "poker-stud-maxwin", "PP-MAXWIN-001" },
	{ "poker-insurance", "PP-STUD-001" },
	{ "poker-bad-reference", "PP-STUD-002" },
	{ "poker-dealer-card-open", "PP-PLAN-007" },
	{ "poker-dealer-card-stated", "" },
	{ "poker-dealer-card-misplaced", "PP-PLAN-007,PP-STUD-002" },
};

Test(poker_defects, each_fixture_gives_exactly_its_findings)
{
	t_expect_defects(cases, sizeof(cases) / sizeof(cases[0]));
}

/* A card for the dealer: each rule the plan leaves open is one warning at
 * the option, naming the main bets left open; its keys on an exchange, and
 * a bet it names that the game does not have, are PP-STUD-002 failures. */
Test(poker_defects, a_card_for_the_dealer_states_its_repeat_and_outcome)
{
	pp_plan *plan = t_load("fixtures/defects/poker-dealer-card-open.yaml");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "stud", "PP-PLAN-007",
	                             "options/Card for the dealer/repeat_if");
	cr_expect_eq(f->status, PP_ST_WARNING);
	f = t_find(res, "stud", "PP-PLAN-007", "options/Card for the dealer/still_not_qualified");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect(strstr(f->message, "`Ante`, `Bet` get"), "%s", f->message);
	cr_expect_eq(f->line, 45); /* at the `unstated` value */
	cr_expect_gt(f->col, 90);
	pp_result_free(res);
	pp_plan_free(plan);

	plan = t_load("fixtures/defects/poker-dealer-card-misplaced.yaml");
	res = t_check(plan);
	cr_expect_eq(t_find(res, "stud", "PP-STUD-002", "Exchange one card repeat_if")->status,
	             PP_ST_FAIL);
	cr_expect_eq(t_find(res, "stud", "PP-STUD-002",
	                    "Card for the dealer still_not_qualified Bett")->status, PP_ST_FAIL);
	cr_expect_eq(t_find(res, "stud", "PP-STUD-002",
	                    "Card for the dealer still_not_qualified Ante")->status, PP_ST_PASS);
	f = t_find(res, "stud", "PP-PLAN-007", "options/Card for the dealer/still_not_qualified");
	cr_expect(strstr(f->message, "`Bet` get"), "%s", f->message);
	/* bought once: when it repeats is no rule of it */
	for (size_t i = 0; i < res->nfindings; i++)
		cr_expect(strcmp(res->findings[i]->subject,
		                 "options/Card for the dealer/repeat_if") != 0);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(poker_defects, findings_carry_their_computed_evidence)
{
	pp_plan *plan = t_load("fixtures/defects/poker-currency-ratio.yaml");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "stud", "PP-POKER-004", "Bonus: four_of_a_kind CZK/EUR");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "ratio"), "30");
	cr_expect_str_eq(t_evidence(f, "expected_ratio"), "25");
	cr_expect_eq(t_find(res, "stud", "PP-POKER-004", "Bonus: flush CZK/EUR")->status,
	             PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);

	plan = t_load("fixtures/defects/poker-unpaid-hand.yaml");
	res = t_check(plan);
	f = t_find(res, "stud", "PP-POKER-001", "Bet");
	cr_expect_str_eq(t_evidence(f, "unpaid_hands"), "ace_king");
	pp_result_free(res);
	pp_plan_free(plan);

	plan = t_load("fixtures/defects/poker-same-name.yaml");
	res = t_check(plan);
	f = t_find(res, "uth-2", "PP-POKER-003", "Trips vs uth");
	cr_expect_str_eq(t_evidence(f, "differences"),
	                 "flush 7:1 here, 6:1 in uth; straight 4:1 here, 5:1 in uth");
	cr_expect_eq(t_find(res, "uth-2", "PP-POKER-003", "Blind vs uth")->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);

	plan = t_load("fixtures/defects/poker-insurance.yaml");
	res = t_check(plan);
	f = t_find(res, "stud", "PP-STUD-001", "Insurance EUR");
	cr_expect_str_eq(t_evidence(f, "max_insurance_stake"), "10000");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A royal flush paid "at discretion" leaves Trips' return lower than the
 * 50:1 table's by exactly P(royal flush in 7 cards) x 51 = 3/1820. */
Test(poker_defects, a_prize_at_discretion_is_left_out)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("poker-discretionary", &plan);
	cr_expect_str_eq(t_evidence(t_find(res, "uth", "PP-RTP-001", "Trips"), "rtp"),
	                 "16377089/16723070");
	cr_expect_eq(t_find(res, "uth", "PP-PAY-002", "Trips/royal_flush")->status, PP_ST_INFO);
	cr_expect_eq(t_find(res, "uth", "PP-MAXWIN-001", "EUR")->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
	res = t_check_defect("poker-holdem-clean", &plan);
	cr_expect_str_eq(t_evidence(t_find(res, "uth", "PP-RTP-001", "Trips"), "rtp"),
	                 "2523793/2572780");   /* 2523793/2572780 - 3/1820 = 16377089/16723070 */
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A paytable row pays a ratio or a prize at discretion: exactly one. */
Test(poker_defects, a_row_pays_one_way)
{
	FILE *fp = fopen("fixtures/defects/poker-discretionary.yaml", "rb");
	char text[8192], yaml[8448];
	cr_assert(fp);
	size_t n = fread(text, 1, sizeof(text) - 1, fp);
	fclose(fp);
	text[n] = '\0';
	const char *row = "{hand: royal_flush, discretionary: \"malý dárek od kasina\"}";
	static const char *const bad[] = {
		"{hand: royal_flush, discretionary: \"gift\", payout: \"50:1\"}",
		"{hand: royal_flush}",
	};
	char *at = strstr(text, row);
	cr_assert(at);
	for (int k = 0; k < 2; k++) {
		snprintf(yaml, sizeof(yaml), "%.*s%s%s", (int)(at - text), text, bad[k],
		         at + strlen(row));
		pp_plan *plan = NULL;
		pp_error err;
		cr_expect_eq(t_load_str(&plan, yaml, &err), PP_ESCHEMA);
		cr_expect(strstr(err.msg, "paytable row needs exactly one of `payout` or "
		                          "`discretionary`"), "%s", err.msg);
		cr_expect_eq(err.line, 37, "located at the row");
	}
}

/* What the Ante gets when the dealer does not qualify is left open; an
 * insurance (payout 3:1, staked up to half the Bet's win) pays only then,
 * so the reading moves the maximum win.  By hand, EUR max bet 100, Bet
 * 200, a royal flush: the dealer qualifying gives Ante +100 and Bet +20000
 * = 20100; not qualifying, the Bet pushes and the insurance is staked
 * 100 x 2 x 100 / 2 = 10000 and wins 30000, with the Ante pushing (30000),
 * winning or playing (30100) or losing (29900). */
Test(poker_defects, an_open_rule_for_a_dealer_who_does_not_qualify_is_priced_over_its_readings)
{
	static const char yaml[] =
		"planproof: 2\n"
		"plan: {id: t, operator: T, jurisdiction: CZ, version: \"1\", date: \"2025-02-12\"}\n"
		"currencies: [{code: EUR}]\n"
		"games:\n"
		"  - id: stud\n"
		"    name: \"Caribbean stud\"\n"
		"    family: stud\n"
		"    citation: \"1\"\n"
		"    dealer: {qualifies_with: ace_king}\n"
		"    tie: {main_bets: push}\n"
		"    bets:\n"
		"      - {name: Ante, kind: ante, payout: \"1:1\"}\n"
		"      - name: Bet\n"
		"        kind: raise\n"
		"        multiples: [\"2\"]\n"
		"        dealer_not_qualified: push\n"
		"        paytable:\n"
		"          rows:\n"
		"            - {hand: royal_flush, payout: \"100:1\"}\n"
		"            - {hand: one_pair, payout: \"1:1\"}\n"
		"      - {name: Insurance, kind: insurance, insures: Bet, max_stake_of_win: \"1:2\", payout: \"3:1\"}\n"
		"    max_win: {basis: net, scope: game}\n"
		"    limits:\n"
		"      - {currency: EUR, min_bet: \"5\", max_bet: \"100\", max_win: \"30100\"}\n";
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "stud", "PP-PLAN-007", "bets/Ante/dealer_not_qualified");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_str_eq(t_evidence(f, "max_win_net_lowest"), "29900");
	cr_expect_str_eq(t_evidence(f, "max_win_net_highest"), "30100");
	cr_expect(strstr(f->message, "EUR 29900 net (loses) to 30100 net (wins)"), "%s",
	          f->message);
	for (size_t i = 0; i < res->nfindings; i++)
		cr_expect(strcmp(res->findings[i]->subject, "open-rules") != 0,
		          "no pass beside the open rule");
	f = t_find(res, "stud", "PP-MAXWIN-001", "EUR");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect(strstr(f->message, "read as wins"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Every hand above a declared maximum win is named: with 5,000 net declared
 * for the poker-dnq-unstated game (Ante 100 at 1:1, Bet 200 by the
 * paytable), a royal flush wins 100 + 20,000 = 20,100 and a straight flush
 * 100 + 10,000 = 10,100; four of a kind's 100 + 4,000 = 4,100 stays below. */
Test(poker_defects, every_hand_above_a_declared_max_win_is_named)
{
	FILE *fp = fopen("fixtures/defects/poker-dnq-unstated.yaml", "rb");
	cr_assert_not_null(fp);
	static char text[8192];
	size_t n = fread(text, 1, sizeof(text) - 1, fp);
	fclose(fp);
	text[n] = '\0';
	char *at = strstr(text, "max_win: \"20100\"");
	cr_assert_not_null(at);
	memcpy(at, "max_win:  \"5000\"", 16);
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, text, &err), PP_OK, "%s", err.msg);
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "stud", "PP-MAXWIN-001", "EUR");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "exceeding_count"), "2");
	cr_expect_str_eq(t_evidence(f, "exceeding"),
	                 "royal_flush, the dealer qualifies (20100); "
	                 "straight_flush, the dealer qualifies (10100)");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A bonus row may pay a share of another row's amount: 10 % of the royal
 * flush's 5,000 is 500, and 50 % of that 250.  The return, by hand over
 * the 2,598,960 five-card hands: (5108 x 50 + 3744 x 100 + 624 x 250 +
 * 36 x 500 + 4 x 5000) / 2598960 = 6865/21658, as if the amounts were
 * written out; the max win (royal flush, 5,000) is unchanged. */
Test(poker_defects, a_bonus_row_may_pay_a_share_of_another)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("poker-bonus-percent", &plan);
	cr_expect_str_eq(t_evidence(t_find(res, "stud", "PP-RTP-001", "Bonus (EUR)"), "rtp"),
	                 "6865/21658");
	cr_expect_eq(t_find(res, "stud", "PP-POKER-002", "Bonus EUR")->status, PP_ST_PASS);
	const pp_finding *f = t_find(res, "stud", "PP-MAXWIN-001", "EUR");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}
