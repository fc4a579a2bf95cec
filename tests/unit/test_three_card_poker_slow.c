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

Test(three_card_poker_slow, ante_play_optimum_by_brute_force, .timeout = 3600)
{
	/* every hand's reference value and qualification, by position */
	static long value[TCP_HANDS];
	static int qual[TCP_HANDS], klass[TCP_HANDS];
	static uint64_t mask[TCP_HANDS];
	unsigned n = 0;
	for (int a = 0; a < 52; a++)
		for (int b = a + 1; b < 52; b++)
			for (int c = b + 1; c < 52; c++, n++) {
				long key;
				value[n] = ref_value(a, b, c);
				qual[n] = ref_qualifies_queen(a, b, c);
				klass[n] = ref_class(a, b, c, &key);
				mask[n] = 1ull << a | 1ull << b | 1ull << c;
			}
	/* Ante 1:1 (wins when the dealer does not qualify), Play 1:1 (push),
	 * ante bonus straight 1, trips 4, straight flush 5; fold loses 1 */
	static const long bonus[6] = { 0, 0, 0, 1, 4, 5 };
	long long total = 0; /* in antes per dealer hand */
	unsigned long played = 0;
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
			played++;
		total += play > fold ? play : fold;
	}
	cr_expect_eq(played, 14900);
	mpq_t he;
	mpq_init(he);
	mpz_set_si(mpq_numref(he), -total);
	mpz_set_ui(mpq_denref(he), (unsigned long)TCP_HANDS * TCP_DEALER_HANDS);
	mpq_canonicalize(he);
	char *s = num_exact(he);
	cr_expect_str_eq(s, "686689/20358520");
	free(s);
	mpq_clear(he);
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
