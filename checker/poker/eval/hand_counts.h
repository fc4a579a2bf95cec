/* SPDX-License-Identifier: Apache-2.0 */
/* hand_counts.h - exact counts of poker hands: how many of the C(52, n)
 * hands of n cards (n = 5, 6, 7) have each value and each class of their
 * best five-card hand.
 *
 * Two independent methods, which the tests require to agree exactly:
 * - hand_counts_formula: over rank multisets with suit patterns.  For each
 *   multiset of n ranks (at most four of a rank) the suit assignments are
 *   counted combinatorially: all of them, and for each set T of five or
 *   more of its distinct ranks and each suit, those in which exactly the
 *   ranks of T hold a card of that suit (a flush on T).  About 50,000
 *   multisets for seven cards: milliseconds.  The table generator (gen/)
 *   runs the same method at build time, and hand_counts_get, which the
 *   checks use, reads its result: no distribution is computed at run time.
 * - hand_counts_enumerate: every hand of the deck, summing the evaluator's
 *   card keys one card at a time (133,784,560 hands for seven cards).
 *
 * All counts are exact integers; nothing here uses floating point. */
#ifndef PP_HAND_COUNTS_H
#define PP_HAND_COUNTS_H

#include <stdint.h>

#include "poker/eval/hand_eval.h"

/* The distribution of the best hand among all n-card hands. */
typedef struct {
	unsigned ncards;
	uint64_t total;                  /* C(52, n) */
	uint64_t by_class[HAND_NCLASS];
	uint64_t by_value[HAND_VALUES];
} hand_counts;

/* The distribution for n = 5, 6 or 7 cards, generated at build time,
 * copied on the first call and kept for the process (read-only afterwards;
 * safe from any thread).  NULL for any other n. */
const hand_counts *hand_counts_get(unsigned ncards);

/* Fill d for n cards (5..7) by rank multisets and suit patterns. */
void hand_counts_formula(hand_counts *d, unsigned ncards);

/* Fill d for n cards (5..7) by evaluating every hand of the deck. */
void hand_counts_enumerate(hand_counts *d, unsigned ncards);

/* Fill d->by_class and d->total from d->by_value. */
void hand_counts_classes(hand_counts *d);

#endif
