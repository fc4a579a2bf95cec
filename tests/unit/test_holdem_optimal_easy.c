/* SPDX-License-Identifier: Apache-2.0 */
/* test_holdem_optimal_easy.c - the hold'em engine's separate stages
 * (holdem_optimal*.c, Easy hold'em and Texas Hold'em Bonus) on a reduced
 * problem: one flop's sums for a few player hands against a brute force
 * written here from the game's rules.  Every turn and river and every
 * dealer hand is dealt and valued with hand_eval, every bet settled by hand:
 * the Ante 1:1 on a win with a straight or better, on a lower win lost or
 * returned (the two readings of seed 000's Easy hold'em), lost on a loss;
 * each raise 1:1; ties push; no dealer qualification.  The turn bet is
 * decided per turn card on the sum over the rivers after it, the river bet
 * per board.  Then the driver (both readings in one set of sweeps equal
 * two runs) and the check on a part of the deal: a Texas Hold'em Bonus
 * plan priced once, the shapes it refuses.  The full figures are in
 * test_holdem_optimal_easy_slow.c and test_holdem_optimal_slow.c. */
#include <stdio.h>
#include <string.h>

#include "helpers.h"
#include "poker/holdem/holdem_optimal.h"

#define CARD(rank, suit) ((uint8_t)((rank) * 4 + (suit)))

/* Easy hold'em: Ante, Flop bet 1 before the flop or fold, Turn bet 1 on
 * the flop, River bet 1 on the turn; low_win: the Ante's net on a win
 * below a straight (-1 lost, 0 returned).  river: a bet seeing the river
 * too (no such game in seed 000; the engine's fourth stage). */
static void easy_rules(holdem_rules *r, long low_win, unsigned river)
{
	r->has_qual = 0;
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_set_si(r->ante_win[c], c >= HAND_STRAIGHT ? 1 : low_win, 1);
		mpq_set_ui(r->play_win[c], 1, 1);
	}
	r->ante_dnq = r->play_dnq = r->blind_dnq = POKER_MAIN_DNQ_PLAYS;
	r->tie = POKER_MAIN_TIE_PUSH;
	r->separate = 1;
	r->npre = 1;
	r->pre[0] = 1;
	r->flop = 1;
	r->turn = 1;
	r->river = river;
}

/* The brute force for one player hand {a, b} on one flop. */
typedef struct {
	int64_t fixed, play;          /* over the unordered boards */
	int64_t river_best;           /* the river bet's net when made */
	int64_t turn_best;            /* over the turns, the turn bet's when made */
	uint32_t turn_raised;
} brute;

static void brute_force(brute *out, long low_win, unsigned river, const uint8_t flop[3],
                        uint8_t a, uint8_t b)
{
	static int64_t board_play[52][52];
	memset(out, 0, sizeof(*out));
	memset(board_play, 0, sizeof(board_play));
	int used[52] = { 0 };
	used[flop[0]] = used[flop[1]] = used[flop[2]] = used[a] = used[b] = 1;
	for (unsigned t = 0; t < 52; t++)
		for (unsigned u = t + 1; u < 52; u++) {
			if (used[t] || used[u])
				continue;
			uint8_t seven[7] = { flop[0], flop[1], flop[2], (uint8_t)t, (uint8_t)u, a, b };
			hand_value pv = hand_eval(seven, 7);
			int64_t fixed = 0, play = 0;
			for (unsigned x = 0; x < 52; x++)
				for (unsigned y = x + 1; y < 52; y++) {
					if (used[x] || used[y] || x == t || x == u || y == t || y == u)
						continue;
					seven[5] = (uint8_t)x;
					seven[6] = (uint8_t)y;
					hand_value dv = hand_eval(seven, 7);
					if (pv > dv) {
						fixed += hand_class_of(pv) >= HAND_STRAIGHT ? 1 : low_win;
						play += 1;
					} else if (pv < dv) {
						fixed -= 1;
						play -= 1;
					}
				}
			out->fixed += fixed;
			out->play += play;
			if (river && play > 0)
				out->river_best += (int64_t)river * play;
			board_play[t][u] = board_play[u][t] = play;
		}
	for (unsigned t = 0; t < 52; t++) { /* the turn t, every river after it */
		if (used[t])
			continue;
		int64_t after = 0;
		for (unsigned u = 0; u < 52; u++)
			after += used[u] || u == t ? 0 : board_play[t][u];
		if (after > 0) {
			out->turn_best += after;
			out->turn_raised++;
		}
	}
}

static void expect_flop(long low_win, unsigned river, const uint8_t flop[3],
                        const uint8_t hands[][2], size_t n)
{
	static int64_t fixed[1326], play[1326], river_best[1326], turn_best[1326];
	static uint32_t turn_raised[1326];
	holdem_rules r;
	holdem_rules_init(&r);
	easy_rules(&r, low_win, river);
	int64_t d = 0, d2 = 0;
	cr_assert(holdem_flop_sums(fixed, play, river_best, &d, &r, flop));
	cr_assert(holdem_flop_turn_sums(turn_best, turn_raised, &d2, &r, flop));
	cr_expect_eq(d, 1);
	cr_expect_eq(d2, 1);
	for (size_t i = 0; i < n; i++) {
		brute bf;
		brute_force(&bf, low_win, river, flop, hands[i][0], hands[i][1]);
		unsigned g = holdem_pair_index(hands[i][0], hands[i][1]);
		cr_expect_eq(fixed[g], bf.fixed, "hand %zu fixed %lld vs %lld", i,
		             (long long)fixed[g], (long long)bf.fixed);
		cr_expect_eq(play[g], bf.play, "hand %zu play", i);
		cr_expect_eq(river_best[g], bf.river_best, "hand %zu river", i);
		cr_expect_eq(turn_best[g], bf.turn_best, "hand %zu turn %lld vs %lld", i,
		             (long long)turn_best[g], (long long)bf.turn_best);
		cr_expect_eq(turn_raised[g], bf.turn_raised, "hand %zu turns bet", i);
	}
	holdem_rules_clear(&r);
}

/* A flop of three hearts: a made flush, a flush draw, a pocket pair, two
 * low cards, a hand that makes a straight, an underpair. */
static const uint8_t suited_flop[3] = { CARD(10, 1), CARD(8, 1), CARD(3, 1) };
static const uint8_t suited_hands[][2] = {
	{ CARD(12, 1), CARD(0, 1) }, { CARD(12, 0), CARD(11, 1) }, { CARD(5, 2), CARD(5, 3) },
	{ CARD(0, 0), CARD(1, 2) }, { CARD(9, 0), CARD(7, 2) }, { CARD(2, 0), CARD(2, 3) } };

/* A paired flop: full houses and quads on the turn and river. */
static const uint8_t paired_flop[3] = { CARD(2, 0), CARD(2, 2), CARD(11, 3) };
static const uint8_t paired_hands[][2] = {
	{ CARD(2, 1), CARD(11, 0) }, { CARD(12, 0), CARD(12, 3) }, { CARD(0, 1), CARD(4, 2) } };

Test(holdem_optimal_easy, flop_sums_equal_the_brute_force_ante_lost_on_a_low_win)
{
	expect_flop(-1, 0, suited_flop, suited_hands, 6);
	expect_flop(-1, 0, paired_flop, paired_hands, 3);
}

Test(holdem_optimal_easy, flop_sums_equal_the_brute_force_ante_returned_on_a_low_win)
{
	expect_flop(0, 0, suited_flop, suited_hands, 3);
	expect_flop(0, 0, paired_flop, paired_hands, 3);
}

Test(holdem_optimal_easy, a_bet_seeing_the_river_equals_the_brute_force)
{
	expect_flop(0, 2, suited_flop, suited_hands, 3);
}

/* The readings change nothing but the Ante: play and the raise decisions
 * are the same under both. */
Test(holdem_optimal_easy, the_readings_differ_in_the_ante_only)
{
	static int64_t f0[1326], p0[1326], r0[1326], t0[1326], f1[1326], p1[1326], r1[1326],
		t1[1326];
	static uint32_t n0[1326], n1[1326];
	holdem_rules lost, returned;
	holdem_rules_init(&lost);
	holdem_rules_init(&returned);
	easy_rules(&lost, -1, 0);
	easy_rules(&returned, 0, 0);
	int64_t d;
	cr_assert(holdem_flop_sums(f0, p0, r0, &d, &lost, paired_flop));
	cr_assert(holdem_flop_sums(f1, p1, r1, &d, &returned, paired_flop));
	cr_assert(holdem_flop_turn_sums(t0, n0, &d, &lost, paired_flop));
	cr_assert(holdem_flop_turn_sums(t1, n1, &d, &returned, paired_flop));
	cr_expect_arr_eq(p0, p1, sizeof(p0));
	cr_expect_arr_eq(t0, t1, sizeof(t0));
	cr_expect_arr_eq(n0, n1, sizeof(n0));
	int differs = 0;
	for (unsigned g = 0; g < 1326; g++) {
		cr_expect_geq(f1[g], f0[g]);
		differs += f1[g] != f0[g];
	}
	cr_expect_gt(differs, 0);
	holdem_rules_clear(&lost);
	holdem_rules_clear(&returned);
}

Test(holdem_optimal_easy, separate_stages_need_one_first_bet)
{
	holdem_rules r;
	holdem_result res;
	holdem_rules_init(&r);
	holdem_result_init(&res);
	easy_rules(&r, -1, 0);
	r.npre = 2; /* two sizes before the flop */
	r.pre[1] = 2;
	cr_expect_eq(holdem_return(&res, &r, 1), 0);
	r.npre = 1;
	r.separate = 0; /* a turn stage without separate stages */
	cr_expect_eq(holdem_return(&res, &r, 1), 0);
	int64_t best[1326], d;
	uint32_t raised[1326];
	r.separate = 1;
	r.turn = 0;
	cr_expect_eq(holdem_flop_turn_sums(best, raised, &d, &r, paired_flop), 0);
	holdem_result_clear(&res);
	holdem_rules_clear(&r);
}

/* A part of the deal through the driver: the same on one and two threads,
 * every turn bet counted, the first bet made by most classes. */
Test(holdem_optimal_easy, a_part_of_the_deal_is_the_same_on_any_number_of_threads)
{
	holdem_rules r;
	holdem_rules_init(&r);
	easy_rules(&r, -1, 0);
	holdem_result one, two;
	holdem_result_init(&one);
	holdem_result_init(&two);
	cr_assert(holdem_return_part(&one, &r, 1, 2));
	cr_assert(holdem_return_part(&two, &r, 2, 2));
	cr_assert(mpq_equal(one.ev, two.ev));
	cr_assert(mpq_equal(one.stake, two.stake));
	cr_assert_arr_eq(one.pre_choice, two.pre_choice, sizeof(one.pre_choice));
	cr_expect_eq(one.turn_raised, two.turn_raised);
	cr_expect_eq(one.flop_raised, two.flop_raised);
	cr_expect_gt(one.turn_raised, 0);
	cr_expect_gt(one.flop_raised, 0);
	cr_expect_eq(one.river_situations, 0);
	holdem_result_clear(&one);
	holdem_result_clear(&two);
	holdem_rules_clear(&r);
}

/* Both readings in one set of sweeps give each reading's own figures. */
Test(holdem_optimal_easy, a_pair_of_readings_equals_two_runs)
{
	holdem_rules lost, returned;
	holdem_rules_init(&lost);
	holdem_rules_init(&returned);
	easy_rules(&lost, -1, 0);
	easy_rules(&returned, 0, 0);
	holdem_result one[2], pair[2];
	for (int i = 0; i < 2; i++) {
		holdem_result_init(&one[i]);
		holdem_result_init(&pair[i]);
	}
	cr_assert(holdem_return_part(&one[0], &lost, 2, 3));
	cr_assert(holdem_return_part(&one[1], &returned, 2, 3));
	cr_assert(holdem_return_pair(&pair[0], &pair[1], &lost, &returned, 2, 3));
	for (int i = 0; i < 2; i++) {
		cr_expect(mpq_equal(one[i].ev, pair[i].ev), "reading %d", i);
		cr_expect(mpq_equal(one[i].stake, pair[i].stake), "reading %d", i);
		cr_expect(mpq_equal(one[i].element_of_risk, pair[i].element_of_risk));
		cr_expect_arr_eq(one[i].pre_choice, pair[i].pre_choice, sizeof(one[i].pre_choice));
		cr_expect_eq(one[i].turn_raised, pair[i].turn_raised);
		cr_expect_eq(one[i].flop_raised, pair[i].flop_raised);
	}
	cr_expect_not(mpq_equal(one[0].ev, one[1].ev));
	/* not a pair: another raise size, or no separate stages */
	returned.turn = 2;
	cr_expect_eq(holdem_return_pair(&pair[0], &pair[1], &lost, &returned, 1, 1), 0);
	returned.turn = 1;
	returned.separate = lost.separate = 0;
	returned.turn = lost.turn = 0;
	cr_expect_eq(holdem_return_pair(&pair[0], &pair[1], &lost, &returned, 1, 1), 0);
	for (int i = 0; i < 2; i++) {
		holdem_result_clear(&one[i]);
		holdem_result_clear(&pair[i]);
	}
	holdem_rules_clear(&lost);
	holdem_rules_clear(&returned);
}

/* A Texas Hold'em Bonus plan: Ante paid from a straight, `otherwise` as
 * given (push: the plan says), three raises (Flop 2, Turn 1, River 1);
 * more: further YAML of the bets. */
static pp_plan *thb_plan(const char *otherwise, const char *river_payout, const char *more)
{
	char yaml[3000];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: thb-test, operator: \"Example s.r.o.\", jurisdiction: CZ, "
	         "version: \"1\", date: \"2025-02-12\"}\n"
	         "currencies: [{code: EUR}]\n"
	         "games:\n"
	         "  - id: thb\n"
	         "    name: \"Texas hold'em bonus\"\n"
	         "    family: holdem\n"
	         "    citation: \"1\"\n"
	         "    tie: {main_bets: push}\n"
	         "    bets:\n"
	         "      - name: Ante\n"
	         "        kind: ante\n"
	         "        paytable:\n"
	         "%s"
	         "          rows:\n"
	         "            - {hand: royal_flush, payout: \"1:1\"}\n"
	         "            - {hand: straight_flush, payout: \"1:1\"}\n"
	         "            - {hand: four_of_a_kind, payout: \"1:1\"}\n"
	         "            - {hand: full_house, payout: \"1:1\"}\n"
	         "            - {hand: flush, payout: \"1:1\"}\n"
	         "            - {hand: straight, payout: \"1:1\"}\n"
	         "      - {name: Flop, kind: raise, multiples: [\"2\"], payout: \"1:1\"}\n"
	         "      - {name: Turn, kind: raise, multiples: [\"1\"], payout: \"1:1\"}\n"
	         "      - {name: River, kind: raise, multiples: [\"1\"], payout: \"%s\"}\n"
	         "%s"
	         "    max_win: {basis: net, scope: game}\n"
	         "    limits:\n"
	         "      - {currency: EUR, min_bet: \"5\", max_bet: \"100\", max_win: \"500\"}\n",
	         otherwise, river_payout, more);
	pp_plan *p = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&p, yaml, &err), PP_OK, "%s", err.msg);
	return p;
}

/* The finding of the plan's game on the first two flops. */
static const pp_finding *thb_finding(pp_result **res, pp_plan *p)
{
	holdem_check_set_flop_limit(2);
	*res = t_check_exact(p);
	holdem_check_set_flop_limit(0);
	const pp_finding *f = t_find(*res, "thb", "PP-POKER-007", NULL);
	cr_assert_not_null(f);
	return f;
}

/* The Ante's lower wins stated (returned): one figure, its strategy. */
Test(holdem_optimal_easy, a_stated_ante_gives_one_figure)
{
	pp_plan *p = thb_plan("          otherwise: push\n", "1:1", "");
	pp_result *res;
	const pp_finding *f = thb_finding(&res, p);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect(strstr(f->message, "Under the optimal strategy the house edge is"), "%s",
	          f->message);
	cr_expect(strstr(t_evidence(f, "rules_assumed"),
	                 "the dealer always plays; the raises are separate bets: 2 antes before "
	                 "the flop or fold, 1 on the flop or check, 1 on the turn or check"),
	          "%s", t_evidence(f, "rules_assumed"));
	cr_expect(strstr(t_evidence(f, "rules_assumed"), "ante: high_card 0, ace_king 0"), "%s",
	          t_evidence(f, "rules_assumed"));
	cr_expect(strstr(t_evidence(f, "strategy"), "on the turn bet 1 antes when its expectation"),
	          "%s", t_evidence(f, "strategy"));
	pp_result_free(res);
	pp_plan_free(p);
}

Test(holdem_optimal_easy, raises_paid_differently_are_not_priced)
{
	pp_plan *p = thb_plan("          otherwise: push\n", "2:1", "");
	pp_result *res;
	const pp_finding *f = thb_finding(&res, p);
	cr_expect_eq(f->status, PP_ST_NOTAPPLICABLE);
	cr_expect(strstr(f->message, "three raises settled differently are not modelled"), "%s",
	          f->message);
	pp_result_free(res);
	pp_plan_free(p);
}

Test(holdem_optimal_easy, three_raises_with_a_blind_are_not_priced)
{
	pp_plan *p = thb_plan("          otherwise: push\n", "1:1",
	                      "      - {name: Blind, kind: blind, multiples: [\"1\"], "
	                      "payout: \"1:1\"}\n");
	pp_result *res;
	const pp_finding *f = thb_finding(&res, p);
	cr_expect_eq(f->status, PP_ST_NOTAPPLICABLE);
	cr_expect(strstr(f->message, "more than one raise (`Flop`, `Turn`) is not modelled"), "%s",
	          f->message);
	pp_result_free(res);
	pp_plan_free(p);
}
