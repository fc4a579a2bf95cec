/* SPDX-License-Identifier: Apache-2.0 */
/* test_poker_side_condition.c - side bets with a condition and bonuses by
 * table level: the joint class counts of player and dealer in five-card
 * stud (eval/hand_joint.c) against a brute force over every dealer hand of
 * chosen player hands and against the five-card class counts; the exact
 * and bounded returns of conditional bonuses (PP-RTP-001, PP-SIDE-002),
 * and the defect fixtures of both classes with their clean twins. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "helpers.h"
#include "poker/eval/hand_counts.h"
#include "poker/eval/hand_joint.h"

/* In the instrumented builds (T_BREADTH, helpers.h) only the brute-force
 * check of the dealer's counts and the unmeetable condition run: measured
 * at 07236af with gcovr, test by test, the other five run no line of the
 * library that those two and the rest of the pass do not (about 10 of
 * the instrumented pass's CPU seconds). */

#define C(r, s) (uint8_t)((r) * 4 + (s))
#define DEALER_HANDS 1533939ull /* C(47, 5) */

/* Every dealer hand from the 47 cards player leaves, by class. */
static void brute_dealer(const uint8_t player[5], uint64_t out[HAND_NCLASS])
{
	uint8_t rest[47], h[5];
	size_t n = 0;
	memset(out, 0, HAND_NCLASS * sizeof(out[0]));
	for (uint8_t c = 0; c < 52; c++)
		if (c != player[0] && c != player[1] && c != player[2] && c != player[3] &&
		    c != player[4])
			rest[n++] = c;
	for (size_t a = 0; a < n; a++)
		for (size_t b = a + 1; b < n; b++)
			for (size_t c = b + 1; c < n; c++)
				for (size_t d = c + 1; d < n; d++)
					for (size_t e = d + 1; e < n; e++) {
						h[0] = rest[a], h[1] = rest[b], h[2] = rest[c];
						h[3] = rest[d], h[4] = rest[e];
						out[hand_class_of(hand_eval(h, 5))]++;
					}
}

Test(poker_side_condition, dealer_counts_agree_with_a_brute_force)
{
	/* A flush, a pair, high cards holding an ace and a king, a royal, a
	 * full house, a straight missing a suit: each removes other cards. */
	static const uint8_t hands[][5] = {
		{ C(12, 0), C(9, 0), C(7, 0), C(4, 0), C(1, 0) },
		{ C(5, 1), C(5, 2), C(11, 0), C(3, 3), C(0, 1) },
		{ C(12, 2), C(11, 1), C(6, 0), C(4, 3), C(2, 2) },
		{ C(12, 3), C(11, 3), C(10, 3), C(9, 3), C(8, 3) },
		{ C(7, 0), C(7, 1), C(7, 2), C(2, 0), C(2, 3) },
		{ C(3, 0), C(4, 1), C(5, 0), C(6, 2), C(7, 0) },
	};
	for (size_t i = 0; i < sizeof(hands) / sizeof(hands[0]); i++) {
		uint64_t want[HAND_NCLASS], got[HAND_NCLASS], sum = 0;
		brute_dealer(hands[i], want);
		hand_joint_dealer_counts(hands[i], got);
		for (int k = 0; k < HAND_NCLASS; k++) {
			cr_expect_eq(got[k], want[k], "hand %zu, dealer %s: %llu, brute force %llu", i,
			             hand_class_name((hand_class)k), (unsigned long long)got[k],
			             (unsigned long long)want[k]);
			sum += got[k];
		}
		cr_expect_eq(sum, DEALER_HANDS);
	}
}

Test(poker_side_condition, joint_counts_share_out_every_deal_symmetrically, .disabled = T_BREADTH)
{
	const hand_joint *j = hand_joint_get();
	const hand_counts *d = hand_counts_get(5);
	cr_assert_eq(j->total, 2598960ull * DEALER_HANDS);
	for (int a = 0; a < HAND_NCLASS; a++) {
		uint64_t player = 0, dealer = 0;
		for (int b = 0; b < HAND_NCLASS; b++) {
			/* Dealing the dealer first deals the same deals. */
			cr_expect_eq(j->joint[a][b], j->joint[b][a], "%d/%d", a, b);
			player += j->joint[a][b];
			dealer += j->joint[b][a];
		}
		cr_expect_eq(player, d->by_class[a] * DEALER_HANDS, "%s",
		             hand_class_name((hand_class)a));
		cr_expect_eq(dealer, d->by_class[a] * DEALER_HANDS);
	}
}

/* The dealer qualifying with ace-king, given the player holds a flush:
 * summed by hand from the brute force's own evaluator over every flush
 * would take minutes, so the per-hand counts (checked above against the
 * brute force) are summed over the 5,108 flushes and compared with the
 * joint table's row. */
/* The dealer's hands by class against each of the 5,108 flushes (one
 * suit, five ranks, no straight), summed hand by hand into sum. */
static void flush_dealer_counts(uint64_t sum[HAND_NCLASS])
{
	uint64_t got[HAND_NCLASS];
	memset(sum, 0, HAND_NCLASS * sizeof(*sum));
	uint8_t h[5];
	for (int s = 0; s < 4; s++)
		for (unsigned m = 0; m < 8192; m++) {
			if (__builtin_popcount(m) != 5)
				continue;
			int n = 0;
			for (int r = 0; r < 13; r++)
				if (m & (1u << r))
					h[n++] = C(r, s);
			if (hand_class_of(hand_eval(h, 5)) != HAND_FLUSH)
				continue;
			hand_joint_dealer_counts(h, got);
			for (int k = 0; k < HAND_NCLASS; k++)
				sum[k] += got[k];
		}
}

Test(poker_side_condition, a_flush_row_is_the_sum_of_its_hands, .disabled = T_BREADTH)
{
	const hand_joint *j = hand_joint_get();
	uint64_t want[HAND_NCLASS];
	flush_dealer_counts(want);
	for (int k = 0; k < HAND_NCLASS; k++)
		cr_expect_eq(j->joint[HAND_FLUSH][k], want[k], "%s",
		             hand_class_name((hand_class)k));
}

/* A stud plan whose side bet `Flush Bonus` is paid as pay says (its
 * `paytable` or `amounts` lines), under condition cond (YAML flow map, or
 * "" for none). */
static pp_plan *flush_bonus_paid(const char *cond, const char *pay)
{
	char yaml[2048];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: t, operator: X, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "currencies: [{code: EUR}]\n"
	         "games:\n"
	         "  - id: stud\n"
	         "    name: Stud\n"
	         "    family: stud\n"
	         "    citation: \"1\"\n"
	         "    dealer: {qualifies_with: ace_king}\n"
	         "    tie: {main_bets: push}\n"
	         "    bets:\n"
	         "      - {name: Ante, kind: ante, payout: \"1:1\", dealer_not_qualified: wins}\n"
	         "      - name: Flush Bonus\n"
	         "        kind: side\n"
	         "%s%s%s%s",
	         *cond ? "        condition: " : "", cond, *cond ? "\n" : "", pay);
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	return plan;
}

/* The same bonus paying 1:1 on a flush alone. */
static pp_plan *flush_bonus_plan(const char *cond)
{
	return flush_bonus_paid(cond, "        paytable: {otherwise: loses, rows: [{hand: flush, "
	                              "payout: \"1:1\"}]}\n");
}

/* Whether res has a finding of rule about subject (t_find asserts one). */
static int has_finding(const pp_result *res, const char *rule, const char *subject)
{
	for (size_t i = 0; i < res->nfindings; i++)
		if (strcmp(res->findings[i]->rule->id, rule) == 0 &&
		    strcmp(res->findings[i]->subject, subject) == 0)
			return 1;
	return 0;
}

/* The exact RTP of `Flush Bonus` under cond, from its PP-RTP-001 finding. */
static void flush_bonus_rtp(mpq_t out, const char *cond)
{
	pp_plan *plan = flush_bonus_plan(cond);
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "stud", "PP-RTP-001", "Flush Bonus");
	cr_assert_not_null(f, "no PP-RTP-001 under %s", cond);
	cr_assert_eq(mpq_set_str(out, t_evidence(f, "rtp"), 10), 0);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(poker_side_condition, a_bonus_paid_only_to_a_qualifying_dealer_is_priced_exactly,
     .disabled = T_BREADTH)
{
	/* The flushes' dealer hands by class, summed hand by hand with the
	 * counts the brute force checks: P(flush and the dealer qualifies). */
	uint64_t qualifying = 0, by_class[HAND_NCLASS];
	flush_dealer_counts(by_class);
	for (int k = HAND_ACE_KING; k < HAND_NCLASS; k++)
		qualifying += by_class[k];
	mpq_t want, q, nq, all;
	mpq_inits(want, q, nq, all, NULL);
	mpz_set_ui(mpq_numref(want), 2);
	mpz_mul_ui(mpq_numref(want), mpq_numref(want), qualifying);
	mpz_set_ui(mpq_denref(want), 2598960);
	mpz_mul_ui(mpq_denref(want), mpq_denref(want), DEALER_HANDS);
	mpq_canonicalize(want);
	flush_bonus_rtp(q, "{dealer: qualifies, otherwise: loses}");
	cr_expect(mpq_equal(q, want), "RTP %s, want %s", mpq_get_str(NULL, 10, q),
	          mpq_get_str(NULL, 10, want));
	/* Paid when the dealer qualifies, or when he does not: together the
	 * bonus on the player's hand alone (2 x 5108 / 2598960). */
	flush_bonus_rtp(nq, "{dealer: not_qualified, otherwise: loses}");
	flush_bonus_rtp(all, "");
	mpq_add(q, q, nq);
	cr_expect(mpq_equal(q, all), "%s + ... != %s", mpq_get_str(NULL, 10, q),
	          mpq_get_str(NULL, 10, all));
	mpq_set_ui(want, 2 * 5108, 2598960);
	mpq_canonicalize(want);
	cr_expect(mpq_equal(all, want));
	mpq_clears(want, q, nq, all, NULL);
}

Test(poker_side_condition, an_open_reading_or_a_decision_gives_labelled_bounds_not_a_return,
     .disabled = T_BREADTH)
{
	/* Unmet condition unstated: lost and returned bound the figure. */
	pp_plan *plan = flush_bonus_plan("{dealer: qualifies}");
	pp_result *res = t_check(plan);
	cr_expect(!has_finding(res, "PP-RTP-001", "Flush Bonus"));
	const pp_finding *f = t_find(res, "stud", "PP-SIDE-002", "Flush Bonus");
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_INFO);
	mpq_t lo, hi, exact;
	mpq_inits(lo, hi, exact, NULL);
	cr_assert_eq(mpq_set_str(lo, t_evidence(f, "rtp_lower"), 10), 0);
	cr_assert_eq(mpq_set_str(hi, t_evidence(f, "rtp_upper"), 10), 0);
	flush_bonus_rtp(exact, "{dealer: qualifies, otherwise: loses}");
	cr_expect(mpq_equal(lo, exact), "the lower bound is the `loses` reading");
	/* Returned when unmet: + P(flush and the dealer does not qualify). */
	cr_expect(mpq_cmp(hi, lo) > 0);
	pp_result_free(res);
	pp_plan_free(plan);
	/* A fold forfeits it: the figure is only an upper bound. */
	plan = flush_bonus_plan("{dealer: qualifies, otherwise: loses, player_stays_in: true}");
	res = t_check(plan);
	cr_expect(!has_finding(res, "PP-RTP-001", "Flush Bonus"));
	f = t_find(res, "stud", "PP-SIDE-002", "Flush Bonus");
	cr_assert_not_null(f);
	cr_assert_eq(mpq_set_str(hi, t_evidence(f, "rtp_upper"), 10), 0);
	cr_expect(mpq_equal(hi, exact));
	cr_expect_neq(strstr(f->message, "at most"), NULL, "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
	mpq_clears(lo, hi, exact, NULL);
}

Test(poker_side_condition, a_condition_the_game_cannot_meet_is_reported)
{
	pp_plan *plan = flush_bonus_plan("{dealer: not_qualified, dealer_at_least: one_pair}");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "stud", "PP-SIDE-001", "Flush Bonus: condition");
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_neq(strstr(f->message, "never paid"), NULL, "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* What a card option does to the bonus, said of an option the game does
 * not offer: each key a failure naming the option's kind. */
Test(poker_side_condition, a_rule_for_an_option_the_game_lacks_is_reported)
{
	pp_plan *plan = flush_bonus_plan("{on_exchange: kept, on_buy: lost}");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "stud", "PP-SIDE-001", "Flush Bonus: on_exchange");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect(strstr(f->message, "says what exchanging a card does to it, but the game "
	                             "offers no such option"), "%s", f->message);
	f = t_find(res, "stud", "PP-SIDE-001", "Flush Bonus: on_buy");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect(strstr(f->message, "buying a card"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A conditional bonus paid as fixed amounts that return the stake
 * (`amounts`, stake_returned) is priced as the paytable of the same gross
 * payments: 50 on a stake of 1, plus the stake, is 50:1. */
Test(poker_side_condition, amounts_and_a_paytable_of_the_same_payments_price_alike)
{
	pp_plan *plan = flush_bonus_paid("{dealer: qualifies, otherwise: loses}",
	                                 "        amounts:\n"
	                                 "          stake_returned: true\n"
	                                 "          otherwise: loses\n"
	                                 "          tables: [{currency: EUR, stake: \"1\", rows: "
	                                 "[{hand: flush, amount: \"50\"}]}]\n");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "stud", "PP-RTP-001", "Flush Bonus (EUR)");
	mpq_t amounts, table;
	mpq_inits(amounts, table, NULL);
	cr_assert_eq(mpq_set_str(amounts, t_evidence(f, "rtp"), 10), 0);
	pp_result_free(res);
	pp_plan_free(plan);
	flush_bonus_rtp(table, "{dealer: qualifies, otherwise: loses}");
	/* flush_bonus_plan pays 1:1: the same hands at 50:1 return 51/2 of it */
	mpq_t ratio;
	mpq_init(ratio);
	mpq_set_ui(ratio, 51, 2);
	mpq_mul(table, table, ratio);
	cr_expect(mpq_equal(amounts, table), "%s against %s", mpq_get_str(NULL, 10, amounts),
	          mpq_get_str(NULL, 10, table));
	mpq_clears(amounts, table, ratio, NULL);
}

static const t_defect cases[] = {
	{ "poker-side-condition-clean", "" },
	{ "poker-side-condition-beats", "PP-SIDE-002" },
	{ "poker-side-condition-forfeit", "PP-SIDE-001,PP-SIDE-002" },
	{ "poker-side-levels-clean", "" },
	{ "poker-side-levels-missing", "PP-SIDE-003" },
};

Test(poker_side_condition, each_fixture_gives_exactly_its_findings, .disabled = T_BREADTH)
{
	t_expect_defects(cases, sizeof(cases) / sizeof(cases[0]));
}
