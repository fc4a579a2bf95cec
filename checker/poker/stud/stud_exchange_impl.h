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

/* The tables of one run, owned by it (stud_exchange_free releases them).
 * The dealer counts do not depend on the rules (only on the qualifier,
 * which the rule sets of one run share): they are kept, and each rule
 * set's raise value is formed from them where it is read, so that n
 * rule sets cost one sweep and one pass over the dealt hands. */
typedef struct {
	stud_sorted_hands sh;        /* every hand by value; value_of by index */
	uint32_t *class_at;          /* by hand index: the class of a canonical
	                              * hand (its representative), else UINT32_MAX */
	uint32_t nclasses;
	uint32_t *weight;            /* hands per class */
	uint8_t *row;                /* by class: its class times 2, plus 1 when
	                              * it qualifies (the row of lin read) */
	uint64_t *counts47;          /* by class: its dealer counts against the 47
	                              * cards it leaves (stud_exchange_pack) */
	uint64_t *counts46;          /* by class * 47 + j, the j-th card not in the
	                              * representative dead: against the 46 left */
	size_t n;                    /* the rule sets priced (1..STUD_MAX_SET) */
	stud_coef coef[STUD_MAX_SET]; /* stud_coefficients, times den / its d (the
	                              * no-second-combination row is the one read) */
	int64_t den[STUD_MAX_SET];
	/* coef as a linear form of the packed counts: a final hand's raise
	 * value is below lin[0] + level lin[1] + notq lin[2] + total lin[3],
	 * by rule set and row (stud_categories, written out) */
	int64_t lin[STUD_MAX_SET][2 * HAND_NCLASS][4];
	hand_value q;                /* the lowest qualifying value */
	uint64_t identity_failures;  /* classes and rule sets where the dead-card
	                              * raise values do not sum to 42 raise47 */
} stud_exchange_engine;

/* A final hand's dealer counts in one word: the hands below it, level
 * with it and not qualifying (each below 2^21: C(47,5) < 2^21). */
static inline uint64_t stud_exchange_pack(uint32_t below, uint32_t level, uint32_t notq)
{
	return below | (uint64_t)level << 21 | (uint64_t)notq << 42;
}

/* The raise value for rule set k of a final hand whose row is row (see
 * stud_exchange_engine) with the packed dealer counts among total dealer
 * hands, in 1 / (den[k] total).  Summed modulo 2^64: a term may exceed
 * 2^63 (a coefficient of lin up to 2^43 times a count up to 2^21), but
 * the value itself is a sum of coefficients of at most STUD_EXCHANGE_LIMIT
 * = 2^42 over at most C(47,5) < 2^21 dealer hands, below 2^63 in
 * magnitude, so the wrapped sum is exact (and, unsigned, no overflow
 * is undefined). */
static inline int64_t stud_exchange_raise_of(const stud_exchange_engine *e, size_t k,
                                             uint32_t total, unsigned row, uint64_t counts)
{
	const int64_t *x = e->lin[k][row];
	const uint64_t mask = ((uint64_t)1 << 21) - 1;
	uint64_t v = (uint64_t)x[0] * (counts & mask) + (uint64_t)x[1] * ((counts >> 21) & mask) +
	             (uint64_t)x[2] * (counts >> 42) + (uint64_t)x[3] * total;
	return (int64_t)v;
}

/* The rules' coefficients (stud_coefficients: the no-second-combination
 * row, and with seconds the rows of the second combinations the rules
 * pay) over a denominator *den that also makes the price an integer, the
 * price in those units into *price_out.  Returns 0 when the rules pay a
 * second combination and seconds is 0, the price is negative or a figure
 * is too large for the integer sums. */
int stud_exchange_scale(stud_coef coef, int64_t *den, int64_t *price_out, const stud_rules *r,
                        mpq_srcptr price, int seconds);

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

/* Fills e (n, coef and den set by the caller) for the rules r (their
 * qualifier): the classes and both count tables. */
void stud_exchange_sweep(stud_exchange_engine *e, const stud_rules *r);
void stud_exchange_free(stud_exchange_engine *e);

/* The class of the hand c (any order), its canonical form and renaming. */
uint32_t stud_exchange_class_of(const stud_exchange_engine *e, const uint8_t c[5], uint8_t canon[5],
                                uint8_t perm[4]);

/* The raise value for rule set k of hand (any order) with card dead,
 * 1 / (den[k] C(46,5)). */
int64_t stud_exchange_raise46(const stud_exchange_engine *e, size_t k, const uint8_t hand[5],
                              uint8_t dead);

/* For the dealt hand p discarding p[i], for each rule set k: sums[k], the
 * sum over the 47 replacements of the better of raise and fold, in
 * 1 / (den[k] C(46,5)); raises[k] the replacements after which raising is
 * strictly better. */
void stud_exchange_discard_sums(const stud_exchange_engine *e, const uint8_t p[5], int i,
                                s128 sums[STUD_MAX_SET], uint32_t raises[STUD_MAX_SET]);

#endif
