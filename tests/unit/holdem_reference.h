/* SPDX-License-Identifier: Apache-2.0 */
/* holdem_reference.h - the standard Casino hold'em and Ultimate Texas
 * Hold'em rules as holdem_rules, for the hold'em engine's tests (the fast
 * brute-force comparison and the slow published figures): static, one
 * copy per test program.
 *
 * Casino hold'em: ante table royal 100, straight flush 20, quads 10, full
 * house 3, flush 2, anything less 1; the dealer qualifies with 4-4-5-3-2;
 * not qualified, the ante is paid by its table and the call pushes.  UTH:
 * Blind 500/50/10/3/3:2/1 from royal to straight, pushed below; the dealer
 * qualifies with a pair; not qualified, the ante pushes. */
#ifndef PP_TEST_HOLDEM_REFERENCE_H
#define PP_TEST_HOLDEM_REFERENCE_H

#include "poker/holdem/holdem_optimal.h"

static const unsigned long casino_ante[HAND_NCLASS] = { 1, 1, 1, 1, 1, 1, 2, 3, 10, 20, 100 };
/* UTH Blind, net win as n / 2 (3:2 on a flush): 0 below a straight */
static const long uth_blind_halves[HAND_NCLASS] = { 0, 0, 0, 0, 0, 2, 3, 6, 20, 100, 1000 };

static hand_value fours_value(void)
{
	uint8_t fours[5] = { 2, 2, 3, 1, 0 }; /* 4-4-5-3-2 */
	return hand_value_of_ranks(fours, 0);
}

static void casino_rules(holdem_rules *r)
{
	r->has_qual = 1;
	r->qual = fours_value();
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_set_ui(r->ante_win[c], casino_ante[c], 1);
		mpq_set_ui(r->play_win[c], 1, 1);
	}
	r->ante_dnq = POKER_MAIN_DNQ_WINS;
	r->play_dnq = POKER_MAIN_DNQ_PUSH;
	r->blind_dnq = POKER_MAIN_DNQ_PLAYS;
	r->tie = POKER_MAIN_TIE_PUSH;
	r->flop = 2;
}

static void uth_rules(holdem_rules *r)
{
	r->has_qual = 1;
	r->qual = holdem_lowest_value(HAND_ONE_PAIR);
	mpq_set_ui(r->blind, 1, 1);
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_set_ui(r->ante_win[c], 1, 1);
		mpq_set_ui(r->play_win[c], 1, 1);
		mpq_set_si(r->blind_win[c], uth_blind_halves[c], 2);
		mpq_canonicalize(r->blind_win[c]);
	}
	r->ante_dnq = POKER_MAIN_DNQ_PUSH;
	r->play_dnq = r->blind_dnq = POKER_MAIN_DNQ_PLAYS;
	r->tie = POKER_MAIN_TIE_PUSH;
	r->npre = 2;
	r->pre[0] = 3;
	r->pre[1] = 4;
	r->flop = 2;
	r->river = 1;
}

#endif
