/* SPDX-License-Identifier: Apache-2.0 */
/* test_three_card_poker_slow.c - whole-space brute forces behind the
 * figures test_three_card_poker.c pins: the Ante/Play optimum over all
 * 22,100 x 18,424 deals with the independent reference (no suit symmetry,
 * integer sums), and the six-card bonus's classes over all C(52, 6) hands
 * evaluated one by one against the counts the checks read. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "poker/eval/hand_counts.h"
#include "tcp_reference.h"
#include "three_card_poker/tcp_hands.h"

/* The house edge per ante of the usual game (Ante 1:1, wins when the
 * dealer does not qualify; Play 1:1, pushes; ante bonus 1-4-5; fold loses
 * the Ante) with the dealer qualifying from high card min_top, over all
 * 22,100 x 18,424 deals, and the hands played. */
static char *brute_force(int min_top, unsigned long *played)
{
	static long value[TCP_HANDS];
	static int qual[TCP_HANDS], klass[TCP_HANDS];
	static uint64_t mask[TCP_HANDS];
	unsigned n = 0;
	for (int a = 0; a < 52; a++)
		for (int b = a + 1; b < 52; b++)
			for (int c = b + 1; c < 52; c++, n++) {
				long key;
				value[n] = ref_value(a, b, c);
				qual[n] = ref_qualifies(a, b, c, min_top);
				klass[n] = ref_class(a, b, c, &key);
				mask[n] = 1ull << a | 1ull << b | 1ull << c;
			}
	static const long bonus[6] = { 0, 0, 0, 1, 4, 5 };
	long long total = 0; /* in antes per dealer hand */
	*played = 0;
	for (unsigned p = 0; p < TCP_HANDS; p++) {
		long long play = 0;
		for (unsigned d = 0; d < TCP_HANDS; d++) {
			if (mask[p] & mask[d])
				continue;
			if (!qual[d])
				play += 1;
			else if (value[p] > value[d])
				play += 2;
			else if (value[p] < value[d])
				play -= 2;
			play += bonus[klass[p]];
		}
		long long fold = -(long long)TCP_DEALER_HANDS;
		if (play > fold)
			(*played)++;
		total += play > fold ? play : fold;
	}
	mpq_t he;
	mpq_init(he);
	mpz_set_si(mpq_numref(he), -total);
	mpz_set_ui(mpq_denref(he), (unsigned long)TCP_HANDS * TCP_DEALER_HANDS);
	mpq_canonicalize(he);
	char *s = num_exact(he);
	mpq_clear(he);
	return s;
}

Test(three_card_poker_slow, ante_play_optimum_by_brute_force, .timeout = 3600)
{
	unsigned long played;
	char *s = brute_force(10, &played);
	cr_expect_eq(played, 14900);
	cr_expect_str_eq(s, "686689/20358520");
	free(s);
}

/* The readings of an unstated qualifier: the engine's figures for a jack
 * and a king agree with the brute force too. */
Test(three_card_poker_slow, other_qualifiers_by_brute_force, .timeout = 3600)
{
	static const tcp_qual quals[2] = { TCP_QUAL_JACK, TCP_QUAL_KING };
	static const int tops[2] = { 9, 11 };
	for (int i = 0; i < 2; i++) {
		tcp_rules r;
		tcp_rules_init(&r);
		r.ranking.straight_beats_flush = 1;
		r.ranking.ace_two_three = 1;
		r.qual = quals[i];
		mpq_set_ui(r.ante_win, 1, 1);
		mpq_set_ui(r.play_win, 1, 1);
		r.ante_dnq = TCP_DNQ_WINS;
		r.play_dnq = TCP_DNQ_PUSH;
		mpq_set_ui(r.bonus[TCP_STRAIGHT], 1, 1);
		mpq_set_ui(r.bonus[TCP_TRIPS], 4, 1);
		mpq_set_ui(r.bonus[TCP_STRAIGHT_FLUSH], 5, 1);
		mpq_set_ui(r.bonus[TCP_MINI_ROYAL], 5, 1);
		tcp_result res;
		tcp_result_init(&res);
		tcp_optimal(&res, &r);
		unsigned long played;
		char *want = brute_force(tops[i], &played), *got = num_exact(res.house_edge);
		cr_expect_str_eq(got, want, "qualifier %d", i);
		cr_expect_eq(res.played, played, "qualifier %d", i);
		free(want);
		free(got);
		tcp_result_clear(&res);
		tcp_rules_clear(&r);
	}
}

Test(three_card_poker_slow, six_card_classes_by_enumeration, .timeout = 3600)
{
	uint64_t by_class[HAND_NCLASS] = { 0 };
	uint8_t c[6];
	for (c[0] = 0; c[0] < 52; c[0]++)
		for (c[1] = (uint8_t)(c[0] + 1); c[1] < 52; c[1]++)
			for (c[2] = (uint8_t)(c[1] + 1); c[2] < 52; c[2]++)
				for (c[3] = (uint8_t)(c[2] + 1); c[3] < 52; c[3]++)
					for (c[4] = (uint8_t)(c[3] + 1); c[4] < 52; c[4]++)
						for (c[5] = (uint8_t)(c[4] + 1); c[5] < 52; c[5]++)
							by_class[hand_class_of(hand_eval(c, 6))]++;
	const hand_counts *hc = hand_counts_get(6);
	for (int k = 0; k < HAND_NCLASS; k++)
		cr_expect_eq(by_class[k], hc->by_class[k], "class %d", k);
	/* the six-card bonus of three-card-poker-clean.yaml (7-10-15-20-100-
	 * 200-1000) from these counts: its pinned return */
	static const long pay[HAND_NCLASS] = { -1, -1, -1, -1, 7, 10, 15, 20, 100, 200, 1000 };
	mpq_t rtp, t;
	mpq_inits(rtp, t, NULL);
	mpq_set_ui(rtp, 1, 1);
	for (int k = 0; k < HAND_NCLASS; k++) {
		mpq_set_si(t, (long)by_class[k] * pay[k], (unsigned long)hc->total);
		mpq_canonicalize(t);
		mpq_add(rtp, rtp, t);
	}
	char *s = num_exact(rtp);
	cr_expect_str_eq(s, "136879/149695");
	free(s);
	mpq_clears(rtp, t, NULL);
}
