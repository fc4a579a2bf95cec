/* SPDX-License-Identifier: Apache-2.0 */
/* stud_caribbean.h - what the stud engines' tests share: the standard
 * Caribbean stud rules written out, the settlement of one raised hand
 * from their words, and an exact figure's check.  Header-only (static
 * inline): each test program that includes it gets its own copy.
 *
 * The rules: Ante, then raise (a Bet of two antes) or fold; the dealer
 * qualifies with ace-king or better; not qualified: Ante 1:1, Bet
 * returned; qualified and beaten: Ante 1:1, Bet AK 1, pair 1, two pair 2,
 * trips 3, straight 4, flush 5, full house 7, quads 20, straight flush 50,
 * royal 100; ties push (the Wizard of Odds' standard game). */
#ifndef PP_TEST_STUD_CARIBBEAN_H
#define PP_TEST_STUD_CARIBBEAN_H

#include <stdlib.h>

#include "helpers.h"
#include "poker/stud/stud_optimal.h"

/* card: rank 0 (two) .. 12 (ace), suit 0..3 */
#define C(r, s) (uint8_t)((r) * 4 + (s))

/* The Bet's net wins by class, high_card first. */
static const unsigned long t_caribbean_bet[HAND_NCLASS] = { 0, 1, 1, 2, 3, 4, 5, 7, 20, 50, 100 };

/* r (uninitialised) set to the standard rules. */
static inline void t_caribbean(stud_rules *r)
{
	stud_rules_init(r);
	r->has_qual = 1;
	r->qual = HAND_ACE_KING;
	mpq_set_ui(r->raise, 2, 1);
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_set_ui(r->ante_win[c], 1, 1);
		mpq_set_ui(r->bet_win[c], t_caribbean_bet[c], 1);
	}
	r->ante_dnq = POKER_MAIN_DNQ_WINS;
	r->bet_dnq = POKER_MAIN_DNQ_PUSH;
	r->tie = POKER_MAIN_TIE_PUSH;
}

/* The net win of a raised hand of value v against a dealer of value dv,
 * in antes, from the rules' words. */
static inline long t_caribbean_settle(hand_value v, hand_value dv)
{
	if (hand_class_of(dv) < HAND_ACE_KING)
		return 1;                                   /* ante 1:1, bet returned */
	if (dv < v)
		return 1 + 2 * (long)t_caribbean_bet[hand_class_of(v)]; /* ante 1:1, bet by the table */
	return dv == v ? 0 : -3;                        /* tie pushes; else both lose */
}

/* Seed 000's Russian poker, table 1 (10.10 §4): the second combinations
 * the Bet pays with each primary, second_of[primary] a bit per second
 * class (every other entry 0). */
static inline void t_table1_pairs(unsigned second_of[HAND_NCLASS])
{
	const unsigned ak = 1u << HAND_ACE_KING, pair = 1u << HAND_ONE_PAIR,
	               two = 1u << HAND_TWO_PAIR, st = 1u << HAND_STRAIGHT, fl = 1u << HAND_FLUSH,
	               fh = 1u << HAND_FULL_HOUSE, sf = 1u << HAND_STRAIGHT_FLUSH;
	for (int c = 0; c < HAND_NCLASS; c++)
		second_of[c] = 0;
	second_of[HAND_ONE_PAIR] = ak;
	second_of[HAND_TWO_PAIR] = ak | two;
	second_of[HAND_THREE_OF_A_KIND] = ak;
	second_of[HAND_STRAIGHT] = ak | st;
	second_of[HAND_FLUSH] = ak | pair | st | fl;
	second_of[HAND_FULL_HOUSE] = ak | fh;
	second_of[HAND_FOUR_OF_A_KIND] = ak | fh;
	second_of[HAND_STRAIGHT_FLUSH] = ak | st | fl | sf;
	second_of[HAND_ROYAL_FLUSH] = st | fl | sf;
}

/* Every dealer hand of the up card u and four of the cards not among the
 * player's n cards c, not u and not dead (52: none), settled by
 * settle(dealer's value, arg) and summed into *sum; returns how many. */
static inline long t_each_up_dealer_hand(long *sum, const uint8_t *c, unsigned n, uint8_t u,
                                         uint8_t dead, long (*settle)(hand_value, const void *),
                                         const void *arg)
{
	uint8_t rest[47];
	unsigned m = 0;
	for (uint8_t x = 0; x < 52; x++) {
		int in = x == u || x == dead;
		for (unsigned i = 0; i < n; i++)
			in |= c[i] == x;
		if (!in)
			rest[m++] = x;
	}
	long s = 0, count = 0;
	uint8_t d[5] = { u, 0, 0, 0, 0 };
	for (unsigned a = 0; a < m; a++)
		for (unsigned b = a + 1; b < m; b++)
			for (unsigned e = b + 1; e < m; e++)
				for (unsigned f = e + 1; f < m; f++) {
					d[1] = rest[a];
					d[2] = rest[b];
					d[3] = rest[e];
					d[4] = rest[f];
					s += settle(hand_eval(d, 5), arg);
					count++;
				}
	*sum = s;
	return count;
}

/* q is the fraction exact, and rounded half-even to digits places the
 * decimal. */
static inline void t_expect_q(const mpq_t q, const char *exact, unsigned digits,
                              const char *decimal)
{
	char *x = num_exact(q), *d = num_decimal(q, digits, NUM_HALF_EVEN);
	cr_expect_str_eq(x, exact);
	cr_expect_str_eq(d, decimal);
	free(x);
	free(d);
}

#endif
