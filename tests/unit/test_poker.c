/* SPDX-License-Identifier: Apache-2.0 */
/* test_poker.c - the stud and hold'em families on the seed plan's poker
 * sections (10.3, 10.5, 10.9, 10.10, 10.11, 10.17, 10.18, 10.21): the
 * published Ultimate Texas hold'em Trips house edge (1.90% for
 * 50/40/30/8/6/5/3, Wizard of Odds) pinned as an exact fraction, the other
 * side-bet returns, the paytable verdicts and the maximum wins per
 * currency. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "core/num.h"

static pp_plan *plan;
static pp_result *res;

static void setup(void)
{
	plan = t_load("fixtures/plans/seed-000.yaml");
	res = t_check(plan);
}

static void teardown(void)
{
	pp_result_free(res);
	pp_plan_free(plan);
}

TestSuite(poker, .init = setup, .fini = teardown);

static void expect_status(const char *game, const char *rule, const char *subject,
                          pp_check_status st)
{
	const pp_finding *f = t_find(res, game, rule, subject);
	cr_expect_eq(f->status, st, "%s %s %s: %s (%s)", game, rule, subject,
	             pp_check_status_name(f->status), f->message);
}

Test(poker, uth_trips_house_edge_is_the_published_1_90_percent)
{
	const pp_finding *f = t_find(res, "ultimate-texas-holdem", "PP-RTP-001", "Trips");
	cr_expect_eq(f->status, PP_ST_PASS);
	/* sum of count * (pay + 1) over the 7-card counts / 133784560 */
	cr_expect_str_eq(t_evidence(f, "rtp"), "2523793/2572780");
	mpq_t rtp, edge;
	mpq_inits(rtp, edge, NULL);
	mpq_set_str(rtp, "131237236/133784560", 10);
	mpq_canonicalize(rtp);
	char *s = num_exact(rtp);
	cr_expect_str_eq(s, "2523793/2572780");
	free(s);
	mpq_set_ui(edge, 1, 1);
	mpq_sub(edge, edge, rtp);
	s = num_exact(edge);
	cr_expect_str_eq(s, "48987/2572780");
	free(s);
	s = num_percent(edge, 2, NUM_HALF_EVEN);
	cr_expect_str_eq(s, "1.90%", "published: 1.90%%");
	free(s);
	s = num_percent(edge, 4, NUM_HALF_EVEN);
	cr_expect_str_eq(s, "1.9040%");
	free(s);
	mpq_clears(rtp, edge, NULL);
	cr_expect_str_eq(t_cell(res, "ultimate-texas-holdem", "return-Trips", "flush", 1),
	                 "1011911/33446140");
}

Test(poker, side_bet_returns_as_fractions)
{
	/* Trips 50/40/30/8/7/4/3: house edge 3.4979% */
	cr_expect_str_eq(t_evidence(t_find(res, "casino-holdem", "PP-RTP-001", "Trips"), "rtp"),
	                 "6455243/6689228");
	cr_expect_str_eq(t_evidence(t_find(res, "grand-poker", "PP-RTP-001", "Trips"), "rtp"),
	                 "6455243/6689228");
	/* Caribbean bonus: the same return in both currencies */
	cr_expect_str_eq(t_evidence(t_find(res, "caribbean-stud", "PP-RTP-001",
	                                   "Bonus Bet (CZK)"), "rtp"), "650/2499");
	cr_expect_str_eq(t_evidence(t_find(res, "caribbean-stud", "PP-RTP-001",
	                                   "Bonus Bet (EUR)"), "rtp"), "650/2499");
	/* Russian bonus: 750 CZK for three of a kind returns over 100% */
	const pp_finding *f = t_find(res, "russian-poker", "PP-RTP-001", "Bonus Bet (CZK)");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "rtp"), "9713/9282");
	cr_expect_str_eq(t_evidence(t_find(res, "russian-poker", "PP-RTP-001",
	                                   "Bonus Bet (EUR)"), "rtp"), "61127/64974");
	/* Banco: no stake, no return */
	expect_status("banco-poker", "PP-RTP-001", "B (bonus) (CZK)", PP_ST_NOTAPPLICABLE);
}

Test(poker, hand_class_tables)
{
	cr_expect_str_eq(t_cell(res, "casino-holdem", "hands-7", "royal_flush", 1), "4324");
	cr_expect_str_eq(t_cell(res, "casino-holdem", "hands-7", "royal_flush", 2), "1/30940");
	cr_expect_str_eq(t_cell(res, "casino-holdem", "hands-7", "high_card", 1), "23294460");
	cr_expect_str_eq(t_cell(res, "casino-holdem", "hands-7", "one_pair", 1), "58627800");
	cr_expect_str_eq(t_cell(res, "caribbean-stud", "hands-5", "four_of_a_kind", 1), "624");
	cr_expect_str_eq(t_cell(res, "caribbean-stud", "hands-5", "four_of_a_kind", 2),
	                 "1/4165");
	cr_expect_str_eq(t_cell(res, "russian-poker", "hands-6", "royal_flush", 1), "188");
	cr_expect_str_eq(t_cell(res, "ultimate-texas-holdem", "paytable-Blind", "all rows", 1),
	                 "174591/1672307"); /* 13967280 / 133784560 */
}

Test(poker, paytable_verdicts)
{
	/* a Bet table without ace-king although the dealer qualifies with it */
	expect_status("caribbean-stud", "PP-POKER-001", "Bet", PP_ST_FAIL);
	expect_status("casino-five-card", "PP-POKER-001", "Bet", PP_ST_FAIL);
	expect_status("russian-poker", "PP-POKER-001", "Bet", PP_ST_PASS);
	expect_status("banco-poker", "PP-POKER-001", "Bet", PP_ST_PASS);
	/* Easy hold'em: the Ante on a win below a straight */
	const pp_finding *f = t_find(res, "easy-holdem", "PP-POKER-001", "Ante");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "unpaid_hands"),
	                 "high_card, ace_king, one_pair, two_pair, three_of_a_kind");
	expect_status("ultimate-texas-holdem", "PP-POKER-001", "Blind", PP_ST_PASS);
	expect_status("caribbean-stud", "PP-POKER-002", "Bet", PP_ST_PASS);
	expect_status("grand-poker", "PP-POKER-002", "Trips", PP_ST_PASS);
	/* Grand poker's Trips words were copied from the 6:1/5:1 table */
	expect_status("grand-poker", "PP-PAY-001", "Trips/flush", PP_ST_FAIL);
	expect_status("grand-poker", "PP-PAY-001", "Trips/straight", PP_ST_FAIL);
	expect_status("grand-poker", "PP-PAY-001", "Trips/full_house", PP_ST_PASS);
	expect_status("grand-poker", "PP-PAY-001", "Blind/flush", PP_ST_PASS);
	expect_status("banco-poker", "PP-PAY-001", "Bet/ace_king", PP_ST_PASS);
	/* bonus tables between currencies */
	f = t_find(res, "banco-poker", "PP-POKER-004", "B (bonus): four_of_a_kind CZK/EUR");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "ratio"), "80/3");
	cr_expect_str_eq(t_evidence(f, "expected_ratio"), "20");
	expect_status("banco-poker", "PP-POKER-004", "B (bonus): flush CZK/EUR", PP_ST_PASS);
	f = t_find(res, "russian-poker", "PP-POKER-004", "Bonus Bet: three_of_a_kind CZK/EUR");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "ratio"), "30");
	expect_status("caribbean-stud", "PP-POKER-004", "Bonus Bet: royal_flush CZK/EUR",
	              PP_ST_PASS);
	expect_status("banco-poker", "PP-POKER-005", "B (bonus) CZK", PP_ST_FAIL);
	expect_status("banco-poker", "PP-POKER-005", "B (bonus) EUR", PP_ST_FAIL);
	expect_status("russian-poker", "PP-POKER-005", "Bonus Bet CZK", PP_ST_PASS);
	/* the same bet name across games */
	expect_status("grand-poker", "PP-POKER-003", "Trips vs casino-holdem", PP_ST_PASS);
	expect_status("grand-poker", "PP-POKER-003", "Blind vs casino-holdem", PP_ST_WARNING);
	expect_status("ultimate-texas-holdem", "PP-POKER-003", "Trips vs casino-holdem",
	              PP_ST_WARNING);
	expect_status("ultimate-texas-holdem", "PP-POKER-003", "Blind vs casino-holdem",
	              PP_ST_PASS);
	expect_status("russian-poker", "PP-POKER-003", "Bonus Bet vs caribbean-stud",
	              PP_ST_WARNING);
	expect_status("russian-poker", "PP-STUD-001", "Pojištění EUR", PP_ST_WARNING);
	/* its parameters row is the document's last line (no newline after it) */
	expect_status("ultimate-texas-holdem", "PP-PLAN-002", "", PP_ST_PASS);
}

static void expect_max_win(const char *game, const char *cur, pp_check_status st,
                           const char *gross, const char *net)
{
	const pp_finding *f = t_find(res, game, "PP-MAXWIN-001", cur);
	cr_expect_eq(f->status, st, "%s %s: %s", game, cur, f->message);
	cr_expect_str_eq(t_evidence(f, "computed_gross"), gross, "%s %s", game, cur);
	cr_expect_str_eq(t_evidence(f, "computed_net"), net, "%s %s", game, cur);
}

Test(poker, maximum_wins_per_currency)
{
	/* Ante 1:1 + Bet 2x at 100:1 + bonus 50 000 (stake kept) */
	expect_max_win("caribbean-stud", "CZK", PP_ST_PASS, "10250000", "10099975");
	expect_max_win("caribbean-stud", "EUR", PP_ST_FAIL, "1022000", "1006999");
	/* Ante + Play 4x + Blind 100:1 + Trips 50:1: declared net */
	/* The declared figures are the net ones; the plan's convention is gross. */
	expect_max_win("casino-holdem", "CZK", PP_ST_FAIL, "16200000", "15500000");
	expect_max_win("casino-holdem", "EUR", PP_ST_FAIL, "810000", "775000");
	expect_max_win("casino-five-card", "CZK", PP_ST_PASS, "10200000", "10050000");
	expect_max_win("casino-five-card", "EUR", PP_ST_PASS, "204000", "201000");
	/* two combinations: royal flush + straight flush, 150 Bets */
	expect_max_win("russian-poker", "CZK", PP_ST_FAIL, "15225000", "15074975");
	expect_max_win("russian-poker", "EUR", PP_ST_FAIL, "305000", "301999");
	expect_max_win("easy-holdem", "CZK", PP_ST_PASS, "80000", "40000");
	expect_max_win("banco-poker", "CZK", PP_ST_PASS, "12290000", "12110000");
	expect_max_win("banco-poker", "EUR", PP_ST_PASS, "410500", "404500");
	expect_max_win("grand-poker", "CZK", PP_ST_PASS, "28100000", "27750000");
	expect_max_win("grand-poker", "EUR", PP_ST_PASS, "2810000", "2775000");
	/* UTH at the maximum Ante 100000: Ante 1:1, Blind royal flush 100:1, Play
	 * 4x at 1:1, Trips royal flush 50:1 = 15500000 net; with the four stakes
	 * (700000) 16200000, the declared figure.  EUR 5000: 775000 and 810000. */
	expect_max_win("ultimate-texas-holdem", "CZK", PP_ST_PASS, "16200000", "15500000");
	expect_max_win("ultimate-texas-holdem", "EUR", PP_ST_PASS, "810000", "775000");
	const pp_finding *f = t_find(res, "russian-poker", "PP-MAXWIN-001", "CZK");
	cr_expect(strstr(t_evidence(f, "path"), "royal_flush at 100:1 + straight_flush at 50:1"),
	          "%s", t_evidence(f, "path"));
}

/* A side bet with limits of its own at the row (Trips 2-20 while the ante
 * goes to 1000) is staked at its own maximum in the max win: 1000 on the
 * ante + 500,000 on the blind + 4000 on the play + 20 x 50 on Trips. */
Test(poker_limits, side_bet_at_its_own_maximum)
{
	FILE *fp = fopen("fixtures/defects/poker-holdem-clean.yaml", "rb");
	char text[8192], yaml[8448];
	cr_assert(fp);
	size_t n = fread(text, 1, sizeof(text) - 1, fp);
	fclose(fp);
	text[n] = '\0';
	const char *row = "      - {currency: EUR, min_bet: \"5\", max_bet: \"1000\", max_win: \"555000\"}";
	char *at = strstr(text, row);
	cr_assert(at);
	*at = '\0';
	snprintf(yaml, sizeof(yaml), "%s      - {currency: EUR, min_bet: \"5\", max_bet: \"1000\", "
	         "max_win: \"506000\",\n         bets: [{bet: Trips, min_bet: \"2\", max_bet: \"20\"}]}\n",
	         text);
	pp_plan *p = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&p, yaml, &err), PP_OK, "%s", err.msg);
	pp_result *r = t_check(p);
	const pp_finding *f = t_find(r, "uth", "PP-MAXWIN-001", "EUR");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "computed_net"), "506000");
	cr_expect(strstr(t_evidence(f, "path"), "Trips 20 on royal_flush at 50:1"), "%s",
	          t_evidence(f, "path"));
	pp_result_free(r);
	pp_plan_free(p);
}
