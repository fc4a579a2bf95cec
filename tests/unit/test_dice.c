/* SPDX-License-Identifier: Apache-2.0 */
/* test_dice.c - the dice family's exact returns, each first brute-forced
 * here over the dice (three dice for sic bo; two for craps, a bet that
 * stays solved from the 36 rolls of one throw), then the published
 * figures pinned: pass 7/495, don't pass bar 12 3/220, small and big
 * 1/36. */
#include <gmp.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "util.h"
#include "core/num.h"

static const char *rtp_of(const pp_result *res, const char *game, const char *bet)
{
	const pp_finding *f = t_find(res, game, "PP-RTP-001", bet);
	cr_assert(f, "no PP-RTP-001 for %s %s", game, bet);
	return t_evidence(f, "rtp");
}

static void expect_q(const char *got, const mpq_t want, const char *what)
{
	char *w = mpq_get_str(NULL, 10, want);
	cr_expect_str_eq(got, w, "%s", what);
	free(w);
}

/* --- sic bo: the test's own settlement of each bet on three dice ---------- */

/* Net of one unit on dice x, y, z for the clean fixture's bets. */
static long sicbo_net(const char *bet, int x, int y, int z)
{
	int s = x + y + z, triple = x == y && y == z;
	int threes = (x == 3) + (y == 3) + (z == 3), twos = (x == 2) + (y == 2) + (z == 2);
	int has1 = x == 1 || y == 1 || z == 1, has2 = x == 2 || y == 2 || z == 2;
	if (!strcmp(bet, "Small"))
		return s >= 4 && s <= 10 && !triple ? 1 : -1;
	if (!strcmp(bet, "Big"))
		return s >= 11 && s <= 17 && !triple ? 1 : -1;
	if (!strcmp(bet, "Total 4"))
		return s == 4 ? 60 : -1;
	if (!strcmp(bet, "Total 10"))
		return s == 10 ? 6 : -1;
	if (!strcmp(bet, "Triple 6"))
		return triple && x == 6 ? 180 : -1;
	if (!strcmp(bet, "Any triple"))
		return triple ? 30 : -1;
	if (!strcmp(bet, "Double 2"))
		return twos >= 2 ? 10 : -1;
	if (!strcmp(bet, "1-2"))
		return has1 && has2 ? 5 : -1;
	return threes ? threes : -1; /* Single 3: 1:1, 2:1, 3:1 */
}

Test(dice, sic_bo_returns_agree_with_a_brute_force_over_three_dice)
{
	static const char *const bets[] = { "Small", "Big", "Total 4", "Total 10", "Triple 6",
		"Any triple", "Double 2", "1-2", "Single 3" };
	pp_plan *plan = t_load("fixtures/defects/dice-clean.yaml");
	pp_result *res = t_check(plan);
	mpq_t rtp;
	mpq_init(rtp);
	for (size_t b = 0; b < sizeof(bets) / sizeof(bets[0]); b++) {
		long sum = 0;
		for (int x = 1; x <= 6; x++)
			for (int y = 1; y <= 6; y++)
				for (int z = 1; z <= 6; z++)
					sum += sicbo_net(bets[b], x, y, z);
		mpq_set_si(rtp, 216 + sum, 216);
		mpq_canonicalize(rtp);
		expect_q(rtp_of(res, "sicbo", bets[b]), rtp, bets[b]);
	}
	/* The published figure: small and big with triples losing, 1/36. */
	cr_expect_str_eq(rtp_of(res, "sicbo", "Small"), "35/36");
	cr_expect_str_eq(t_evidence(t_find(res, "sicbo", "PP-RTP-001", "Big"), "house_edge"),
	                 "1/36");
	cr_expect_str_eq(rtp_of(res, "sicbo", "Single 3"), "199/216");
	mpq_clear(rtp);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* --- craps: the test's own solution over the 36 rolls ----------------------- */

/* P(total t before a 7), from the rolls of two dice. */
static void before_seven(mpq_t out, int t)
{
	int hit = 0, seven = 0;
	for (int x = 1; x <= 6; x++)
		for (int y = 1; y <= 6; y++)
			hit += x + y == t, seven += x + y == 7;
	mpq_set_ui(out, (unsigned long)hit, (unsigned long)(hit + seven));
	mpq_canonicalize(out);
}

/* The line bet's return over its whole life: do (pass) or don't with the
 * total bar pushing on the come-out. */
static void line_rtp(mpq_t out, int dont, int bar)
{
	mpq_t p, q;
	mpq_inits(p, q, NULL);
	mpq_set_ui(out, 0, 1); /* expected net */
	for (int x = 1; x <= 6; x++)
		for (int y = 1; y <= 6; y++) {
			int t = x + y;
			if (t == 7 || t == 11) {
				mpq_set_si(q, dont ? -1 : 1, 36);
			} else if (t == 2 || t == 3 || t == 12) {
				mpq_set_si(q, dont ? (t == bar ? 0 : 1) : -1, 36);
			} else {
				before_seven(p, t);      /* the point is made */
				mpq_set_ui(q, 2, 1);
				mpq_mul(q, q, p);
				mpq_set_si(p, -1, 1);
				mpq_add(q, q, p);        /* 2 P(made) - 1: the do side's net */
				if (dont)
					mpq_neg(q, q);
				mpq_set_ui(p, 1, 36);
				mpq_mul(q, q, p);
			}
			mpq_canonicalize(q);
			mpq_add(out, out, q);
		}
	mpq_set_ui(p, 1, 1);
	mpq_add(out, out, p);
	mpq_clears(p, q, NULL);
}

/* A bet that stays until a win or a loss: win ways w, lose ways l, net
 * win n/d per unit. */
static void stay_rtp(mpq_t out, int (*settle)(int x, int y), long n, long d)
{
	int w = 0, l = 0;
	for (int x = 1; x <= 6; x++)
		for (int y = 1; y <= 6; y++)
			w += settle(x, y) > 0, l += settle(x, y) < 0;
	mpq_t q;
	mpq_init(q);
	mpq_set_si(out, w * n - l * d, (unsigned long)((w + l) * d));
	mpq_canonicalize(out);
	mpq_set_ui(q, 1, 1);
	mpq_add(out, out, q);
	mpq_clear(q);
}

static int place6(int x, int y) { return x + y == 6 ? 1 : x + y == 7 ? -1 : 0; }
static int place4(int x, int y) { return x + y == 4 ? 1 : x + y == 7 ? -1 : 0; }
static int hard6(int x, int y) { return x + y == 7 ? -1 : x + y == 6 ? (x == y ? 1 : -1) : 0; }
static int hard4(int x, int y) { return x + y == 7 ? -1 : x + y == 4 ? (x == y ? 1 : -1) : 0; }

/* A one-roll bet: net by total (0: loses). */
static void roll_rtp(mpq_t out, const long *num, const long *den)
{
	mpq_t q;
	mpq_init(q);
	mpq_set_ui(out, 1, 1);
	for (int x = 1; x <= 6; x++)
		for (int y = 1; y <= 6; y++) {
			int t = x + y;
			if (num[t])
				mpq_set_si(q, num[t], (unsigned long)(36 * den[t]));
			else
				mpq_set_si(q, -1, 36);
			mpq_canonicalize(q);
			mpq_add(out, out, q);
		}
	mpq_clear(q);
}

Test(dice, craps_returns_agree_with_a_brute_force_over_two_dice)
{
	pp_plan *plan = t_load("fixtures/defects/dice-clean.yaml");
	pp_result *res = t_check(plan);
	mpq_t rtp;
	mpq_init(rtp);
	line_rtp(rtp, 0, 0);
	expect_q(rtp_of(res, "craps", "Pass"), rtp, "pass");
	expect_q(rtp_of(res, "craps", "Come"), rtp, "come");
	line_rtp(rtp, 1, 12);
	expect_q(rtp_of(res, "craps", "Don't pass"), rtp, "don't pass");
	stay_rtp(rtp, place6, 7, 6);
	expect_q(rtp_of(res, "craps", "Place 6"), rtp, "place 6");
	stay_rtp(rtp, place4, 9, 5);
	expect_q(rtp_of(res, "craps", "Place 4"), rtp, "place 4");
	stay_rtp(rtp, hard6, 9, 1);
	expect_q(rtp_of(res, "craps", "Hard 6"), rtp, "hard 6");
	stay_rtp(rtp, hard4, 7, 1);
	expect_q(rtp_of(res, "craps", "Hard 4"), rtp, "hard 4");
	/* Buy 4 at 2:1, 5% of the stake taken from the win: nets 1.95. */
	stay_rtp(rtp, place4, 39, 20);
	expect_q(rtp_of(res, "craps", "Buy 4"), rtp, "buy 4");
	{
		static const long field_n[13] = { 0, 0, 2, 1, 1, 0, 0, 0, 0, 1, 1, 1, 2 };
		static const long seven_n[13] = { [7] = 4 }, craps_n[13] = { [2] = 7, [3] = 7, [12] = 7 };
		static const long yo_n[13] = { [11] = 15 };
		static const long horn_n[13] = { [2] = 27, [3] = 3, [11] = 3, [12] = 27 };
		static const long horn_d[13] = { [2] = 4, [3] = 1, [11] = 1, [12] = 4 };
		static const long ce_n[13] = { [2] = 3, [3] = 3, [11] = 7, [12] = 3 };
		static const long ones[13] = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 };
		roll_rtp(rtp, field_n, ones);
		expect_q(rtp_of(res, "craps", "Field"), rtp, "field");
		roll_rtp(rtp, seven_n, ones);
		expect_q(rtp_of(res, "craps", "Any seven"), rtp, "any seven");
		roll_rtp(rtp, craps_n, ones);
		expect_q(rtp_of(res, "craps", "Any craps"), rtp, "any craps");
		roll_rtp(rtp, yo_n, ones);
		expect_q(rtp_of(res, "craps", "Yo"), rtp, "yo");
		roll_rtp(rtp, horn_n, horn_d);
		expect_q(rtp_of(res, "craps", "Horn"), rtp, "horn");
		roll_rtp(rtp, ce_n, ones);
		expect_q(rtp_of(res, "craps", "C&E"), rtp, "C&E");
	}
	/* The published figures. */
	const pp_finding *pass = t_find(res, "craps", "PP-RTP-001", "Pass");
	cr_expect_str_eq(t_evidence(pass, "house_edge"), "7/495");
	cr_expect_str_eq(t_evidence(pass, "expected_rolls"), "557/165");
	cr_expect_str_eq(t_evidence(pass, "house_edge_per_roll"), "7/1671");
	cr_expect_str_eq(t_evidence(t_find(res, "craps", "PP-RTP-001", "Don't pass"),
	                            "house_edge"), "3/220");
	cr_expect_str_eq(rtp_of(res, "craps", "Place 6"), "65/66");
	cr_expect_str_eq(rtp_of(res, "craps", "Horn"), "7/8");
	/* Lay 4 at 1:2, 5% of the win paid up front: -1/40 on 41/40 paid in. */
	cr_expect_str_eq(rtp_of(res, "craps", "Lay 4"), "40/41");
	/* With 3-4-5x odds: 7/495 over 1 + (3*6 + 4*8 + 5*10)/36 staked. */
	cr_expect_str_eq(rtp_of(res, "craps", "Pass with Pass odds"), "1863/1870");
	cr_expect_str_eq(rtp_of(res, "craps", "Don't pass with Lay odds"), "1097/1100");
	cr_expect_eq(t_find(res, "craps", "PP-DICE-003", "Lay odds/6")->status, PP_ST_PASS);
	mpq_clear(rtp);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A plan of one dice game with the given body (bets and limits). */
static pp_result *check_game(pp_plan **plan, const char *game)
{
	char *yaml = pp_xasprintf(
	                   "planproof: 2\n"
	                   "plan: {id: t, operator: \"T\", jurisdiction: CZ, version: \"1\", "
	                   "date: \"2025-01-01\"}\n"
	                   "currencies: [{code: EUR, smallest_chip: \"1\"}]\n"
	                   "games:\n"
	                   "  - id: g\n    name: \"Dice\"\n    family: dice\n    citation: \"1\"\n"
	                   "%s", game);
	pp_error err;
	cr_assert_eq(t_load_str(plan, yaml, &err), PP_OK, "%s", err.msg);
	free(yaml);
	return t_check(*plan);
}

Test(dice, a_roll_of_seven_pays_every_dont_come_bet_with_its_lay_odds)
{
	/* On a seven, a don't come bet on each of the six points wins 100 and
	 * its lay of 600 wins 600 x 6/w or w/6: 600 + 100 (3+4+5+5+4+3) = 3000. */
	pp_plan *plan;
	pp_result *res = check_game(&plan,
		"    game: craps\n    bar: 12\n"
		"    odds:\n      dont_multiples: [{points: [4, 5, 6, 8, 9, 10], multiple: 6}]\n"
		"    bets:\n"
		"      - {name: DC, type: dont_come, payout: \"1:1\"}\n"
		"      - name: DC odds\n        type: dont_come_odds\n        pays:\n"
		"          - {outcome: 4, payout: \"1:2\"}\n          - {outcome: 5, payout: \"2:3\"}\n"
		"          - {outcome: 6, payout: \"5:6\"}\n          - {outcome: 8, payout: \"5:6\"}\n"
		"          - {outcome: 9, payout: \"2:3\"}\n          - {outcome: 10, payout: \"1:2\"}\n"
		"    max_win: {basis: net, scope: round}\n"
		"    limits:\n      - {currency: EUR, min_bet: \"5\", max_bet: \"100\", max_win: \"2999\"}\n");
	const pp_finding *f = t_find(res, "g", "PP-MAXWIN-001", NULL);
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect(strstr(f->message, "3000"), "%s", f->message);
	cr_expect(strstr(f->message, "DC on every point with its odds"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(dice, one_roll_of_sic_bo_pays_every_bet_it_wins)
{
	/* 1-1-2: small 100, total 4 at 60:1 6000, single 1 twice at 2:1 200. */
	pp_plan *plan;
	pp_result *res = check_game(&plan,
		"    game: sic_bo\n    triples_lose: true\n"
		"    bets:\n"
		"      - {name: Small, type: small, payout: \"1:1\"}\n"
		"      - {name: Total 4, type: total, total: 4, payout: \"60:1\"}\n"
		"      - name: Single 1\n        type: single\n        number: 1\n        pays:\n"
		"          - {outcome: 1, payout: \"1:1\"}\n          - {outcome: 2, payout: \"2:1\"}\n"
		"          - {outcome: 3, payout: \"3:1\"}\n"
		"    max_win: {basis: gross, scope: round}\n"
		"    limits:\n      - {currency: EUR, min_bet: \"1\", max_bet: \"100\", max_win: \"6600\"}\n");
	const pp_finding *f = t_find(res, "g", "PP-MAXWIN-001", NULL);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect(strstr(f->message, "1-1-2: Small, Total 4, Single 1"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(dice, an_open_rule_is_priced_under_each_reading)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("dice-open-rules", &plan);
	/* Triples winning: small wins 105 + 2 (2-2-2, 3-3-3) of 216 rolls. */
	const pp_finding *f = t_find(res, "sicbo", "PP-DICE-007", "Small/triples_lose");
	cr_expect_str_eq(t_evidence(f, "rtp_lowest"), "35/36");
	cr_expect_str_eq(t_evidence(f, "rtp_highest"), "107/108");
	cr_expect_str_eq(rtp_of(res, "sicbo", "Small, triples win"), "107/108");
	/* Barring 2 or 12 is the same: both come one way in 36. */
	f = t_find(res, "craps", "PP-DICE-007", "Don't pass/bar");
	cr_expect_str_eq(t_evidence(f, "rtp_lowest"), "217/220");
	cr_expect_str_eq(t_evidence(f, "rtp_highest"), "217/220");
	cr_expect_eq(t_find(res, "sicbo", "PP-PLAN-007", "triples_lose")->status,
	             PP_ST_NOTAPPLICABLE);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* k / 30 rounded to a whole chip (a 5% commission of a lay at 2:3). */
static long lay5_commission(long k, const char *dir)
{
	long q = k / 30, r = k % 30;
	if (!strcmp(dir, "down"))
		return q;
	if (!strcmp(dir, "half_up"))
		return q + (2 * r >= 30);
	return q + (2 * r > 30 || (2 * r == 30 && (q & 1))); /* half_even */
}

Test(dice, the_commission_range_is_that_of_every_stake)
{
	static const char *const dirs[] = { "down", "half_up", "half_even" };
	for (size_t i = 0; i < 3; i++) {
		char *game = pp_xasprintf(
			"    game: craps\n    bets:\n"
			"      - name: Lay 5\n        type: lay\n        number: 5\n"
			"        payout: \"2:3\"\n"
			"        commission: {rate: \"5%%\", base: win, charged: on_win, rounding: %s}\n"
			"    limits:\n      - {currency: EUR, min_bet: \"7\", max_bet: \"997\"}\n",
			dirs[i]);
		pp_plan *plan;
		pp_result *res = check_game(&plan, game);
		/* Every stake from 7 to 997, the lowest and highest c / k. */
		long lo_c = -1, lo_k = 1, hi_c = -1, hi_k = 1, zero = 0;
		for (long k = 7; k <= 997; k++) {
			long c = lay5_commission(k, dirs[i]);
			zero += c == 0;
			if (lo_c < 0 || c * lo_k < lo_c * k)
				lo_c = c, lo_k = k;
			if (hi_c < 0 || c * hi_k > hi_c * k)
				hi_c = c, hi_k = k;
		}
		mpq_t q;
		mpq_init(q);
		mpq_set_ui(q, (unsigned long)lo_c, (unsigned long)lo_k);
		mpq_canonicalize(q);
		char *a = num_percent(q, 4, NUM_HALF_EVEN);
		mpq_set_ui(q, (unsigned long)hi_c, (unsigned long)hi_k);
		mpq_canonicalize(q);
		char *b = num_percent(q, 4, NUM_HALF_EVEN);
		char *want = pp_xasprintf("the commission is %s to %s of the stake", a, b);
		char *nothing = pp_xasprintf("nothing on %ld stake(s) from 7 EUR", zero);
		const pp_finding *f = t_find(res, "g", "PP-DICE-005", "Lay 5/EUR");
		cr_expect(strstr(f->message, want), "%s: %s, not %s", dirs[i], f->message, want);
		cr_expect(!zero || strstr(f->message, nothing), "%s: %s", dirs[i], f->message);
		cr_expect_eq(f->status, zero ? PP_ST_WARNING : PP_ST_PASS, "%s", dirs[i]);
		free(want);
		free(nothing);
		free(a);
		free(b);
		mpq_clear(q);
		free(game);
		pp_result_free(res);
		pp_plan_free(plan);
	}
}
