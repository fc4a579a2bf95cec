/* SPDX-License-Identifier: Apache-2.0 */
/* stud_exchange.c - the exact return of a stud game with a one-card
 * exchange (stud_exchange.h).
 *
 * Step 1, the final hands.  For a final hand H and a dead card d (the
 * discard, out of play) the dealer's hands are those of the 46 other
 * cards.  For a set A of hands, the members disjoint from the six cards
 * H + d are, by inclusion-exclusion over the subsets S of H + d,
 *     disjoint_A(H) - sum over S in H, |S| <= 4, of (-1)^|S| cnt_A(S + d)
 * (the subsets holding d taken apart; cnt_A of five cards is whether that
 * hand is in A, read from its value; of six cards, 0).  disjoint_A(H) is
 * what stud_optimal.c computes for the 47-card game; the second sum takes
 * 26 counter lookups and 5 values.  The hands are swept in value order as
 * there (A: the hands below H, at or below it, not qualifying), but only
 * one hand per suit-isomorphism class does the 47 dead-card queries:
 * suits are interchangeable, so a hand's values are its class
 * representative's with the suits renamed.  counts46[class][j] holds the
 * dealer counts of the representative with the j-th card not in it dead
 * (below it, level, not qualifying), from which each rule set's raise
 * value is formed where it is read, in units of 1 / (den * C(46,5)) antes
 * (den: that rule set's payouts' common denominator): the counts are the
 * same for every rule set of one qualifier, so the readings of a game
 * share one sweep and one pass over the dealt hands.
 *
 * Step 2, the dealt hands.  For a dealt hand P (one per class, weighted
 * by the class size): keeping is worth max(raise47, fold) (stud_optimal.c's
 * value); discarding h is worth the average over the 47 cards x not in P
 * of max(raise46[P - h + x][h], fold), less the price.  Everything is in
 * units of 1 / (den * 47 * C(46,5)), where 47 * C(46,5) = 42 * C(47,5),
 * so the sums are integers and one rational is formed at the end.
 *
 * Memory: the counters and sorted hands of stud_optimal (about 33 MB), a
 * class index by hand (10 MB) and counts46 (134,459 x 47 x 8 bytes,
 * 51 MB), whatever the number of rule sets.  All allocated and freed per
 * call. */
#include <stdlib.h>
#include <string.h>

#include "poker/stud/stud_exchange.h"
#include "poker/stud/stud_exchange_impl.h"
#include "util.h"

#define STUD_EXCHANGE_NO_CLASS UINT32_MAX

uint32_t stud_exchange_index5(const uint8_t c[5])
{
	return stud_binom[c[0]][1] + stud_binom[c[1]][2] + stud_binom[c[2]][3] + stud_binom[c[3]][4] +
	       stud_binom[c[4]][5];
}

void stud_exchange_sort5(uint8_t c[5])
{
	for (int i = 1; i < 5; i++)
		for (int j = i; j > 0 && c[j] < c[j - 1]; j--) {
			uint8_t t = c[j];
			c[j] = c[j - 1];
			c[j - 1] = t;
		}
}

void stud_exchange_canonical(uint8_t out[5], uint8_t perm[4], const uint8_t c[5])
{
	unsigned mask[4] = { 0, 0, 0, 0 };
	for (int i = 0; i < 5; i++)
		mask[c[i] & 3] |= 1u << (c[i] >> 2);
	uint8_t order[4] = { 0, 1, 2, 3 };
	for (int i = 1; i < 4; i++) /* suits by rank mask, highest first */
		for (int j = i; j > 0 && mask[order[j]] > mask[order[j - 1]]; j--) {
			uint8_t t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	for (uint8_t k = 0; k < 4; k++)
		perm[order[k]] = k;
	for (int i = 0; i < 5; i++)
		out[i] = (uint8_t)((c[i] & ~3u) | perm[c[i] & 3]);
	stud_exchange_sort5(out);
}

unsigned stud_exchange_dead_slot(const uint8_t hand[5], uint8_t card)
{
	unsigned below = 0;
	for (int i = 0; i < 5; i++)
		below += hand[i] < card;
	return card - below;
}

/* Numbers the classes: class_at[the index of a canonical hand] is its
 * class, in index order; the others STUD_EXCHANGE_NO_CLASS. */
static void build_classes(stud_exchange_engine *e)
{
	e->class_at = pp_xmalloc(STUD_HANDS * sizeof(*e->class_at));
	memset(e->class_at, 0, STUD_HANDS * sizeof(*e->class_at));
	uint8_t c[5], k[5], perm[4];
	uint32_t n = 0;
	for (c[0] = 0; c[0] < 48; c[0]++)
		for (c[1] = c[0] + 1; c[1] < 49; c[1]++)
			for (c[2] = c[1] + 1; c[2] < 50; c[2]++)
				for (c[3] = c[2] + 1; c[3] < 51; c[3]++)
					for (c[4] = c[3] + 1; c[4] < 52; c[4]++) {
						stud_exchange_canonical(k, perm, c);
						n += e->class_at[stud_exchange_index5(k)]++ == 0;
					}
	e->nclasses = n;
	e->weight = pp_xmalloc(n * sizeof(*e->weight));
	for (uint32_t i = 0, id = 0; i < STUD_HANDS; i++) {
		uint32_t w = e->class_at[i];
		e->class_at[i] = w ? id : STUD_EXCHANGE_NO_CLASS;
		if (w)
			e->weight[id++] = w;
	}
}

/* The subsets S of a representative's cards joined with the dead card d:
 * the counter index and size of S + d for |S| <= 3, the sign (-1)^|S|,
 * and the values of the five hands S + d, |S| = 4. */
typedef struct {
	uint32_t index[26];
	uint8_t size[26];
	int8_t sign[26];
	hand_value five[5];
} stud_exchange_with_dead;

/* p: how many of the representative's cards are below d. */
static void with_dead(stud_exchange_with_dead *t, const stud_insert_parts *parts, uint8_t d,
                      unsigned p, const uint16_t *value_of)
{
	unsigned n = 0, f = 0;
	for (unsigned m = 0; m < 31; m++) { /* all five and d: six cards, no hand */
		unsigned k = stud_subset_size[m];
		unsigned below = stud_subset_size[m & ((1u << p) - 1)];
		uint32_t idx = parts->part[m][p] + stud_binom[d][below + 1];
		if (k == 4) {
			t->five[f++] = value_of[idx];
			continue;
		}
		t->index[n] = idx;
		t->size[n] = (uint8_t)(k + 1);
		t->sign[n] = (k & 1) ? -1 : 1;
		n++;
	}
}

/* The representative c's 47 dead cards (every card not in it, ascending),
 * each joined with c's subsets (with_dead) into t[j]. */
static void dead_cards(stud_exchange_with_dead t[47], const uint8_t c[5], const uint16_t *value_of)
{
	stud_insert_parts parts;
	stud_insert_parts_of(&parts, c);
	for (uint8_t d = 0, j = 0, p = 0; d < 52; d++) {
		if (p < 5 && d == c[p]) {
			p++;
			continue;
		}
		with_dead(&t[j++], &parts, d, p, value_of);
	}
}

/* Hands of s holding the dead card and no card of the representative;
 * s is the set of the hands with value below limit. */
static int64_t containing(const stud_subset_counts *s, const stud_exchange_with_dead *t,
                          hand_value limit)
{
	int64_t n = 0;
	for (unsigned i = 0; i < 26; i++)
		n += t->sign[i] * (int64_t)s->by_size[t->size[i]][t->index[i]];
	for (unsigned i = 0; i < 5; i++)
		n += t->five[i] < limit; /* |S| = 4: sign + */
	return n;
}

/* e->lin from e->coef: the categories of stud_categories are linear in
 * (below, level, not qualifying, total), one form when the final hand
 * qualifies and one when it does not. */
static void linear_rows(stud_exchange_engine *e)
{
	for (size_t k = 0; k < e->n; k++)
		for (int c = 0; c < HAND_NCLASS; c++) {
			const int64_t *x = e->coef[k][c][HAND_NCLASS];
			int64_t *no = e->lin[k][2 * c], *yes = e->lin[k][2 * c + 1];
			no[0] = x[STUD_CAT_NQ_BELOW] - x[STUD_CAT_NQ_ABOVE];
			no[1] = x[STUD_CAT_NQ_LEVEL] - x[STUD_CAT_NQ_ABOVE];
			no[2] = x[STUD_CAT_NQ_ABOVE] - x[STUD_CAT_Q_ABOVE];
			no[3] = x[STUD_CAT_Q_ABOVE];
			yes[0] = x[STUD_CAT_Q_BELOW] - x[STUD_CAT_Q_ABOVE];
			yes[1] = x[STUD_CAT_Q_LEVEL] - x[STUD_CAT_Q_ABOVE];
			yes[2] = x[STUD_CAT_NQ_BELOW] - x[STUD_CAT_Q_BELOW];
			yes[3] = x[STUD_CAT_Q_ABOVE];
		}
}

/* The row of lin a final hand of value v reads. */
static uint8_t row_of(const stud_exchange_engine *e, hand_value v)
{
	return (uint8_t)(2 * hand_class_of(v) + (v >= e->q));
}

/* One representative of value v while the running counters hold the hands
 * below v: its 47-card and dead-card "below" counts into b47, b46[47]. */
static void rep_below(const stud_exchange_engine *e, const stud_subset_counts *run,
                      const stud_subsets *h, const uint8_t c[5], hand_value v, uint32_t *b47,
                      uint32_t b46[47])
{
	*b47 = stud_counts_disjoint(run, h, 0);
	stud_exchange_with_dead t[47];
	dead_cards(t, c, e->sh.value_of);
	for (unsigned j = 0; j < 47; j++)
		b46[j] = (uint32_t)(*b47 - containing(run, &t[j], v));
}

/* The same once the running counters hold the hands at or below v: the
 * dealer counts of the representative of class id, and the identity for
 * each rule set. */
static void rep_values(stud_exchange_engine *e, const stud_subset_counts *run,
                       const stud_subset_counts *nq, const stud_subsets *h, const uint8_t c[5],
                       hand_value v, uint32_t id, uint32_t b47, const uint32_t b46[47])
{
	int64_t le47 = stud_counts_disjoint(run, h, 1);
	int64_t nq47 = stud_counts_disjoint(nq, h, v < e->q);
	unsigned row = e->row[id] = row_of(e, v);
	e->counts47[id] = stud_exchange_pack(b47, (uint32_t)(le47 - b47), (uint32_t)nq47);
	uint64_t *c46 = e->counts46 + (size_t)id * 47;
	stud_exchange_with_dead t[47];
	dead_cards(t, c, e->sh.value_of);
	for (unsigned j = 0; j < 47; j++) {
		int64_t le = le47 - containing(run, &t[j], (hand_value)(v + 1));
		int64_t notq = nq47 - containing(nq, &t[j], e->q);
		c46[j] = stud_exchange_pack(b46[j], (uint32_t)(le - b46[j]), (uint32_t)notq);
	}
	/* every dealer hand of the 47 cards avoids 42 of the 47 dead cards */
	for (size_t k = 0; k < e->n; k++) {
		s128 sum = 0;
		for (unsigned j = 0; j < 47; j++)
			sum += stud_exchange_raise_of(e, k, STUD_EXCHANGE_DEALER46, row, c46[j]);
		if (sum != (s128)42 * stud_exchange_raise_of(e, k, STUD_DEALER, row, e->counts47[id]))
			e->identity_failures++;
	}
}

void stud_exchange_sweep(stud_exchange_engine *e, const stud_rules *r)
{
	stud_subset_counts nq, run;
	uint32_t biggest = stud_walk_start(&e->sh, &nq, &run, r);
	e->q = stud_qual_value(r);
	linear_rows(e);
	build_classes(e);
	e->row = pp_xmalloc(e->nclasses * sizeof(*e->row));
	e->counts47 = pp_xmalloc(e->nclasses * sizeof(*e->counts47));
	e->counts46 = pp_xmalloc((size_t)e->nclasses * 47 * sizeof(*e->counts46));
	stud_subsets *group = pp_xmalloc(biggest * sizeof(*group));
	uint32_t *slot = pp_xmalloc(biggest * sizeof(*slot));
	uint32_t *b47 = pp_xmalloc(biggest * sizeof(*b47));
	uint32_t *b46 = pp_xmalloc((size_t)biggest * 47 * sizeof(*b46));
	uint8_t c[5];
	for (unsigned v = 0; v < HAND_VALUES; v++) {
		uint32_t first = e->sh.start[v], n = e->sh.start[v + 1] - first;
		for (uint32_t i = 0; i < n; i++) {
			stud_unpack(c, e->sh.hands[first + i]);
			stud_subsets_of(&group[i], c);
			slot[i] = e->class_at[stud_exchange_index5(c)];
			if (slot[i] != STUD_EXCHANGE_NO_CLASS)
				rep_below(e, &run, &group[i], c, (hand_value)v, &b47[i], b46 + (size_t)i * 47);
		}
		for (uint32_t i = 0; i < n; i++)
			stud_counts_add(&run, &group[i]);
		for (uint32_t i = 0; i < n; i++) {
			if (slot[i] == STUD_EXCHANGE_NO_CLASS)
				continue;
			stud_unpack(c, e->sh.hands[first + i]);
			rep_values(e, &run, &nq, &group[i], c, (hand_value)v, slot[i], b47[i],
			           b46 + (size_t)i * 47);
		}
	}
	free(group);
	free(slot);
	free(b47);
	free(b46);
	stud_counts_free(&nq);
	stud_counts_free(&run);
}

void stud_exchange_free(stud_exchange_engine *e)
{
	stud_sorted_free(&e->sh);
	free(e->class_at);
	free(e->weight);
	free(e->row);
	free(e->counts47);
	free(e->counts46);
}

uint32_t stud_exchange_class_of(const stud_exchange_engine *e, const uint8_t c[5], uint8_t canon[5],
                                uint8_t perm[4])
{
	stud_exchange_canonical(canon, perm, c);
	return e->class_at[stud_exchange_index5(canon)];
}

/* The class of hand (any order) with card dead: its id and the packed
 * counts with that card dead into *counts. */
static uint32_t dead_counts_of(const stud_exchange_engine *e, const uint8_t hand[5], uint8_t dead,
                               uint64_t *counts)
{
	uint8_t canon[5], perm[4];
	uint32_t id = stud_exchange_class_of(e, hand, canon, perm);
	uint8_t d = (uint8_t)((dead & ~3u) | perm[dead & 3]);
	*counts = e->counts46[(size_t)id * 47 + stud_exchange_dead_slot(canon, d)];
	return id;
}

int64_t stud_exchange_raise46(const stud_exchange_engine *e, size_t k, const uint8_t hand[5],
                              uint8_t dead)
{
	uint64_t counts;
	uint32_t id = dead_counts_of(e, hand, dead, &counts);
	return stud_exchange_raise_of(e, k, STUD_EXCHANGE_DEALER46, e->row[id], counts);
}

void stud_exchange_discard_sums(const stud_exchange_engine *e, const uint8_t p[5], int i,
                                s128 sums[STUD_MAX_SET], uint32_t raises[STUD_MAX_SET])
{
	uint8_t hand[5];
	memcpy(hand, p, 5);
	for (size_t k = 0; k < e->n; k++) {
		sums[k] = 0;
		raises[k] = 0;
	}
	for (uint8_t x = 0; x < 52; x++) {
		if (x == p[0] || x == p[1] || x == p[2] || x == p[3] || x == p[4])
			continue;
		hand[i] = x;
		uint64_t counts;
		uint32_t id = dead_counts_of(e, hand, p[i], &counts);
		for (size_t k = 0; k < e->n; k++) {
			const int64_t fold = -e->den[k] * (int64_t)STUD_EXCHANGE_DEALER46;
			int64_t r = stud_exchange_raise_of(e, k, STUD_EXCHANGE_DEALER46, e->row[id], counts);
			if (r > fold) {
				sums[k] += r;
				raises[k]++;
			} else {
				sums[k] += fold;
			}
		}
	}
}
