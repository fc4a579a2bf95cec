/* SPDX-License-Identifier: Apache-2.0 */
/* lir_engine.h - Let It Ride's hands and its exact engine (prefix lir_):
 * the class of a five-card hand as a Let It Ride paytable names it (a pair
 * counts from tens up), exact counts of the classes, and the return of the
 * three equal bets under the optimal pull-back strategy.
 *
 * Hands are ranked by poker/eval's evaluator; counts are integers and
 * figures GMP rationals; nothing uses floating point. */
#ifndef PP_LIR_ENGINE_H
#define PP_LIR_ENGINE_H

#include <stdint.h>

#include "core/num.h"

typedef enum {
	LIR_NOTHING,          /* below a pair of tens: every bet loses */
	LIR_PAIR_TENS,
	LIR_TWO_PAIR,
	LIR_TRIPS,
	LIR_STRAIGHT,
	LIR_FLUSH,
	LIR_FULL_HOUSE,
	LIR_QUADS,
	LIR_STRAIGHT_FLUSH,
	LIR_ROYAL_FLUSH,
	LIR_NHAND
} lir_hand;

#define LIR_HANDS5 2598960u   /* C(52, 5) */
#define LIR_HANDS4 270725u    /* C(52, 4) */
#define LIR_HANDS3 22100u     /* C(52, 3) */

/* The plan's name of a class ("pair_tens_or_better"; "nothing" for
 * LIR_NOTHING). */
const char *lir_hand_name(lir_hand h);

/* The class of five distinct cards (rank * 4 + suit). */
lir_hand lir_hand_of(const uint8_t c[5]);

/* How many of the C(52, 5) hands are of each class (from the evaluator's
 * exact counts by value). */
void lir_hand_counts(uint64_t out[LIR_NHAND]);

/* The groups the strategy is described by. */
enum { LIR_G_MADE, LIR_G_LOW_PAIR, LIR_G_FLUSH_DRAW, LIR_G_STRAIGHT_DRAW, LIR_G_OTHER,
       LIR_NGROUP };
const char *lir_group_name(int group, int cards);
int lir_group_of(const uint8_t *c, int n);

/* The return of the main bets: pay[h] the net win per unit of class h
 * (-1 for a class the table does not pay). */
typedef struct {
	mpq_t ev[3];        /* per unit: bet 1 (pull back after 3 cards), bet 2
	                     * (after 4), bet 3 (always rides) */
	mpq_t rtp;          /* 1 + the sum, per unit of one bet */
	mpq_t house_edge;   /* expected loss per unit of one bet */
	mpq_t element_of_risk; /* expected loss per unit staked on average */
	uint64_t ride[2][LIR_NGROUP], seen[2][LIR_NGROUP]; /* [0]: 3 cards, [1]: 4 */
} lir_result;

void lir_result_init(lir_result *r);
void lir_result_clear(lir_result *r);

/* Prices pay exactly over every five-card hand; 0 when the payouts' common
 * denominator is too large for the engine's integer sums (nothing set). */
int lir_optimal(lir_result *res, mpq_t pay[LIR_NHAND]);

/* The strategy of res in words, allocated. */
char *lir_strategy_words(const lir_result *res);

#endif
