/* SPDX-License-Identifier: Apache-2.0 */
/* stud_exchange_impl.h - what the two parts of the exchange engine share:
 * stud_exchange.c (the suit-isomorphism classes and the dead-card raise
 * values of every final hand) and stud_exchange_run.c (the dealt hands,
 * the figures, the probes).  Internal to checker/poker/stud/stud_exchange*. */
#ifndef PP_STUD_EXCHANGE_IMPL_H
#define PP_STUD_EXCHANGE_IMPL_H

#include "poker/stud/stud_exchange.h"
#include "poker/stud/stud_optimal_impl.h"

#define STUD_EXCHANGE_DEALER46 1370754u /* C(46,5): dealer hands with one more card dead */

/* The tables of one run, owned by it (stud_exchange_free releases them). */
typedef struct {
	stud_sorted_hands sh;        /* every hand by value; value_of by index */
	uint32_t *class_at;          /* by hand index: the class of a canonical
	                              * hand (its representative), else UINT32_MAX */
	uint32_t nclasses;
	uint32_t *weight;            /* hands per class */
	int64_t *raise47;            /* by class: raise value, 1 / (den C(47,5)) */
	int64_t *raise46;            /* by class * 47 + j, the j-th card not in the
	                              * representative dead: 1 / (den C(46,5)) */
	stud_coef coef;              /* stud_coefficients, times den / its d (the
	                              * no-second-combination row is the one read) */
	int64_t den;
	hand_value q;                /* the lowest qualifying value */
	uint64_t identity_failures;  /* classes where sum_j raise46 != 42 raise47 */
} stud_exchange_engine;

/* The rules' coefficients (stud_coefficients, the no-second-combination
 * row) over a denominator *den that also makes the price an integer, the
 * price in those units into *price_out.  Returns 0 when the rules pay a
 * second combination, the price is negative or a figure is too large for
 * the integer sums. */
int stud_exchange_scale(stud_coef coef, int64_t *den, int64_t *price_out, const stud_rules *r,
                        mpq_srcptr price);

/* res's element of risk from its house edge and counts: the house edge
 * over the expected stake, which is 1 ante, the price times the share of
 * the situations (dealt hands, or dealt hands and up cards) that exchange,
 * and the raise times the share of situation-and-replacement pairs (of
 * replacements each) after which the player raises, a kept hand that
 * raises counting for all of them. */
void stud_exchange_element_of_risk(stud_exchange_result *res, const stud_rules *r,
                                   mpq_srcptr price, uint64_t situations, unsigned replacements);

/* The combinatorial index of five ascending cards; sort five cards. */
uint32_t stud_exchange_index5(const uint8_t c[5]);
void stud_exchange_sort5(uint8_t c[5]);

/* The canonical member of c's suit-isomorphism class (suits renamed so
 * their rank masks descend, cards ascending) into out, and the renaming
 * perm[old suit] = new suit. */
void stud_exchange_canonical(uint8_t out[5], uint8_t perm[4], const uint8_t c[5]);

/* The position of card among the 47 cards not in hand (ascending). */
unsigned stud_exchange_dead_slot(const uint8_t hand[5], uint8_t card);

/* Fills e (coef, den set by the caller) for the rules r: the classes and
 * both raise tables. */
void stud_exchange_sweep(stud_exchange_engine *e, const stud_rules *r);
void stud_exchange_free(stud_exchange_engine *e);

/* The class of the hand c (any order), its canonical form and renaming. */
uint32_t stud_exchange_class_of(const stud_exchange_engine *e, const uint8_t c[5], uint8_t canon[5],
                                uint8_t perm[4]);

/* The raise value of hand (any order) with card dead, 1 / (den C(46,5)). */
int64_t stud_exchange_raise46(const stud_exchange_engine *e, const uint8_t hand[5], uint8_t dead);

/* For the dealt hand p discarding p[i]: the sum over the 47 replacements
 * of the better of raise and fold, in 1 / (den C(46,5)); *raises the
 * replacements after which raising is strictly better. */
s128 stud_exchange_discard_sum(const stud_exchange_engine *e, const uint8_t p[5], int i,
                               uint32_t *raises);

#endif
