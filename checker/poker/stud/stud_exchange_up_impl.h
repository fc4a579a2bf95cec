/* SPDX-License-Identifier: Apache-2.0 */
/* stud_exchange_up_impl.h - what the parts of the exchange engine with one
 * dealer card seen share: stud_exchange_up_sym.c (the suit permutations
 * that keep the up card's suit, and the classes of hands they make) and
 * stud_exchange_up.c (the walk per up card, the dealt hands, the figures).
 * Internal to checker/poker/stud/stud_exchange_up*.
 *
 * The up card u is taken with suit 0 (the four suits of one rank give the
 * same sums); the permutations of the other three suits (S3, six of them)
 * keep u, so a hand, a discard and a replacement are taken one per class
 * under S3. */
#ifndef PP_STUD_EXCHANGE_UP_IMPL_H
#define PP_STUD_EXCHANGE_UP_IMPL_H

#include <pthread.h>

#include "poker/stud/stud_exchange_impl.h"

#define STUD_UP_DEALER45 148995u  /* C(45,4): dealer hands with u, a card dead */
#define STUD_UP_UNIT 6853770u     /* 46 C(45,4) = 42 C(46,4) */
#define STUD_UP_FOURS 270725u     /* C(52,4) */
#define STUD_UP_SLOTS 48u         /* the cards not in a four-card set */

/* The six permutations of suits 1..3 (suit 0 fixed), perm[old] = new. */
extern const uint8_t stud_up_s3[6][4];

/* The shared, read-only tables of one run (stud_up_sym_build, _free):
 * rep5[index5]: 0 when the five-card hand is not the representative of its
 *   S3 class (its suits 1..3 by rank mask, highest first), else the class
 *   size (1, 2, 3 or 6);
 * id5[index5]: the representative's number (0 .. nreps5 - 1);
 * id4[index4], perm4[index4]: the S3 class of a four-card set and the
 *   permutation (into stud_up_s3) that maps it onto its representative;
 *   nclasses4 classes. */
typedef struct {
	uint8_t *rep5;
	uint32_t *id5;
	uint32_t nreps5;
	uint32_t *id4;
	uint8_t *perm4;
	uint32_t nclasses4;
} stud_up_sym;

void stud_up_sym_build(stud_up_sym *s);
void stud_up_sym_free(stud_up_sym *s);

/* The combinatorial index of three ascending cards a < b < c. */
static inline uint32_t stud_up_index3(uint8_t a, uint8_t b, uint8_t c)
{
	return a + stud_binom[b][2] + stud_binom[c][3];
}

/* The combinatorial index of four ascending cards. */
uint32_t stud_up_index4(const uint8_t c[4]);

/* The class (id5) of the five cards p (ascending, without the up card):
 * its representative's number. */
uint32_t stud_up_class_id(const stud_up_sym *sym, const uint8_t p[5]);

/* card with its suit renamed by stud_up_s3[p]. */
static inline uint8_t stud_up_map(uint8_t card, unsigned p)
{
	return (uint8_t)((card & ~3u) | stud_up_s3[p][card & 3]);
}

/* The slot of card among the 48 not in the four cards k (any order). */
static inline unsigned stud_up_slot4(const uint8_t k[4], uint8_t card)
{
	return card - (k[0] < card) - (k[1] < card) - (k[2] < card) - (k[3] < card);
}

/* The permutation (into stud_up_s3) that maps the n cards c onto their
 * class representative. */
unsigned stud_up_sorting_perm(const uint8_t *c, unsigned n);

/* The permutations (indices into stud_up_s3, the identity first) that map
 * the n cards c onto themselves; returns how many (1..6). */
unsigned stud_up_stabiliser(uint8_t out[6], const uint8_t *c, unsigned n);

/* The engine's tables and work (stud_exchange_up.c walks, stud_exchange_up_run.c
 * runs the threads and forms the figures). */
#define STUD_UP_ROWS 1379u                 /* row sets of 0..2 cards: 1 + 52 + 1326 */
#define STUD_UP_TRIPLES 22100u             /* C(52,3) */
#define STUD_UP_LANES 52u
#define STUD_UP_LIMIT ((int64_t)1 << 32)
/* An entry of E: the gains' sum below bit 56, the number of replacements
 * after which raising is better above it (at most 46).  With the
 * coefficients within STUD_UP_LIMIT the sum stays below 2^56: 46 C(45,4)
 * (2^32 + 2^32) < 2^56. */
#define STUD_UP_RAISE_ONE ((uint64_t)1 << 56)
#define STUD_UP_GAIN_MASK (STUD_UP_RAISE_ONE - 1)
#define STUD_UP_RANKS 13u

/* A row of counts, and of hand values, over the 52 cards. */
typedef uint32_t stud_up_row[STUD_UP_LANES];
typedef uint16_t stud_up_vrow[STUD_UP_LANES];

/* One rule set, scaled: the coefficients (stud_optimal_impl.h, with the
 * rows of the second combinations it pays, second_of) and the price over
 * den; fold45: folding against C(45,4) dealer hands. */
typedef struct {
	stud_coef coef;
	int64_t den, price, fold45;
	unsigned second_of[HAND_NCLASS];
} stud_up_rules;

/* The figures of one up-card rank for one rule set. */
typedef struct {
	s128 gain;                   /* sum of class size x best gain over folding */
	s128 keep;                   /* the same of keeping (never exchanging) */
	uint64_t exchanged, raised_kept, raised_after;
	uint64_t exchanged_by_class[HAND_NCLASS];
	/* stud_exchange_up_two.c: the situations weighed, and the largest
	 * excess of the two-card bound over the best other choice, in units of
	 * 1 / (den 46 C(45,4) 1035 42 C(44,4)) (two_any: one taken) */
	uint64_t two_checked;
	s128 two_excess;
	int two_any;
} stud_up_sums;

typedef struct {
	const stud_sorted_hands *sh;
	const stud_up_sym *sym;
	const stud_up_rules *rules;
	size_t n;
	hand_value q;
	int nq_flat;                 /* a non-qualifying dealer settles alike whatever the ranks */
	uint32_t biggest;
	stud_exchange_up_probe *probes;
	size_t nprobes;
	unsigned ranks;              /* the up-card ranks walked, a bit each */
	int two;                     /* a two-card exchange is weighed (not sixth) */
	int sixth;                   /* the option priced is a sixth card bought,
	                              * not a one-card exchange: the six sums,
	                              * no E */
	int count_six;               /* and every dealt hand's six-card hands are
	                              * counted (six_n), each must be 46: an
	                              * identity the tests' partial runs check */
	stud_up_sums sums[STUD_UP_RANKS][STUD_MAX_SET];
	uint64_t hands_by_class[STUD_UP_RANKS][HAND_NCLASS];
	uint64_t identity_failures[STUD_UP_RANKS];
	unsigned next;
	pthread_mutex_t lock;
} stud_up_work;

/* One thread's tables, reused for each rank it takes. */
typedef struct {
	stud_up_work *w;
	stud_up_row *run, *nq;
	uint32_t run_u, nq_u;        /* hands of the set holding u */
	stud_up_vrow *vrow;          /* by triple S: the value of S + u + l */
	stud_up_row *below;          /* per hand of a value group */
	uint64_t *e[STUD_MAX_SET];   /* a one-card exchange's sums (not sixth) */
	uint64_t *keep[STUD_MAX_SET];
	/* with a sixth card, by the dealt hand's class (id5): the gains over
	 * folding of the 46 six-card hands it can make, summed, and above bit
	 * 56 how many of them raise (as E's entries) */
	uint64_t *six[STUD_MAX_SET];
	uint8_t *six_n;              /* with count_six: the six-card hands summed */
	/* with a two-card exchange weighed (stud_exchange_up_two.c): by the
	 * final hand's class (id5), the bound of its gain over folding after
	 * two cards were discarded; by a four-card set's class (id4), that
	 * summed over its 47 completions; by a triple's index, over its pairs
	 * of completions */
	uint64_t *two[STUD_MAX_SET], *two4[STUD_MAX_SET];
	s128 *two3[STUD_MAX_SET];
	int64_t raise[STUD_MAX_SET][STUD_UP_LANES]; /* one final hand's, by lane */
	uint8_t u;
} stud_up_worker;

/* The raise value of the coefficient row x against the dealer hands by
 * category cat (stud_categories): stud_raise_value's sum in 64 bits, which
 * hold it here (coefficients within STUD_UP_LIMIT, at most C(45,4) hands). */
static inline int64_t stud_up_raise_of(const int64_t *x, const uint32_t cat[STUD_CAT_N])
{
	int64_t r = 0;
	for (int c = 0; c < STUD_CAT_N; c++)
		r += x[c] * (int64_t)cat[c];
	return r;
}

/* With a sixth card: the final hand c (ascending, a class representative
 * without me->u) of value v and class cls, its dealer categories cat[l]
 * for every dead card l: the gains of the six-card hands c + l whose best
 * five it is into me->six, for c and each of its images
 * (stud_exchange_up_sixth.c). */
void stud_up_sixth_gains(stud_up_worker *me, const uint8_t c[5], hand_value v, hand_class cls,
                         const uint32_t (*cat)[STUD_CAT_N]);

/* With a two-card exchange weighed: the final hand c (a representative
 * without me->u, class id) of coefficient rows row[k], its raise values
 * r[k][l] against the dealer hands when the card l is dead and their sums
 * keep[k] over the 46 lanes: its bound into me->two (stud_exchange_up_two.c). */
void stud_up_two_bound(stud_up_worker *me, const uint8_t c[5], uint32_t id,
                       const int64_t *const *row, const int64_t (*r)[STUD_UP_LANES],
                       const int64_t *keep);

/* After the walk of me->u: the sums of the bounds over the four-card sets'
 * and the triples' completions (me->two4, me->two3). */
void stud_up_two_tables(stud_up_worker *me);

/* The dealt hand c (ascending, without me->u) of rule set k, whose best of
 * keeping and the one-card exchange is the gain best (units 1 / (den 46
 * C(45,4))): the largest excess over it of the two-card bound's gain, the
 * price not deducted, over its ten pairs of discards (units as
 * stud_up_sums' two_excess); each pair's bound as a value, the price not
 * deducted, into bound[i][j] when not NULL. */
s128 stud_up_two_check(const stud_up_worker *me, size_t k, const uint8_t c[5], s128 best,
                       mpq_t (*bound)[5]);

/* The unit of two_excess over den: 46 C(45,4) 1035 42 C(44,4). */
s128 stud_up_two_unit(void);

/* Walks the hands for the up card me->u (suit 0): every final hand's gains
 * into me->e (or me->six) and me->keep (stud_exchange_up.c). */
void stud_up_walk(stud_up_worker *me);

#endif
