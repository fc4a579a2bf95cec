/* SPDX-License-Identifier: Apache-2.0 */
/* stud_exchange_up_sym.c - the suit symmetry of the exchange engine with
 * one dealer card seen (stud_exchange_up_impl.h).  With the up card's suit
 * fixed as suit 0, renaming the other three suits maps every hand, discard,
 * replacement and dealer hand to ones with the same values; the engine
 * computes one member of each class and weights it by the class size.
 *
 * A set's representative has the rank masks of suits 1, 2, 3 in
 * descending order; any permutation that sorts them gives it, so a class
 * has one representative and its stabiliser is the permutations among
 * suits of equal masks. */
#include <stdlib.h>
#include <string.h>

#include "poker/stud/stud_exchange_up_impl.h"
#include "util.h"

const uint8_t stud_up_s3[6][4] = {
	{ 0, 1, 2, 3 }, { 0, 1, 3, 2 }, { 0, 2, 1, 3 },
	{ 0, 2, 3, 1 }, { 0, 3, 1, 2 }, { 0, 3, 2, 1 },
};

uint32_t stud_up_index4(const uint8_t c[4])
{
	return stud_binom[c[0]][1] + stud_binom[c[1]][2] + stud_binom[c[2]][3] + stud_binom[c[3]][4];
}

uint32_t stud_up_class_id(const stud_up_sym *sym, const uint8_t p[5])
{
	uint8_t canon[5];
	unsigned perm = stud_up_sorting_perm(p, 5);
	for (int i = 0; i < 5; i++)
		canon[i] = stud_up_map(p[i], perm);
	stud_exchange_sort5(canon);
	return sym->id5[stud_exchange_index5(canon)];
}

/* The rank masks of suits 0..3 of the n cards c. */
static void masks(unsigned m[4], const uint8_t *c, unsigned n)
{
	m[0] = m[1] = m[2] = m[3] = 0;
	for (unsigned i = 0; i < n; i++)
		m[c[i] & 3] |= 1u << (c[i] >> 2);
}

/* The permutation (into stud_up_s3) that sorts the masks of suits 1..3
 * descending: the one whose image has m'[1] >= m'[2] >= m'[3]. */
static unsigned sorting_perm(const unsigned m[4])
{
	for (unsigned p = 0; p < 6; p++) {
		unsigned img[4];
		for (unsigned s = 0; s < 4; s++)
			img[stud_up_s3[p][s]] = m[s];
		if (img[1] >= img[2] && img[2] >= img[3])
			return p;
	}
	return 0; /* not reached: some permutation sorts three numbers */
}

unsigned stud_up_sorting_perm(const uint8_t *c, unsigned n)
{
	unsigned m[4];
	masks(m, c, n);
	return sorting_perm(m);
}

unsigned stud_up_stabiliser(uint8_t out[6], const uint8_t *c, unsigned n)
{
	unsigned m[4], k = 0;
	masks(m, c, n);
	for (unsigned p = 0; p < 6; p++) {
		int fixes = 1;
		for (unsigned s = 1; s < 4; s++)
			fixes &= m[stud_up_s3[p][s]] == m[s];
		if (fixes)
			out[k++] = (uint8_t)p;
	}
	return k;
}

static void build_fives(stud_up_sym *s)
{
	s->rep5 = pp_xcalloc(STUD_HANDS, sizeof(*s->rep5));
	s->id5 = pp_xmalloc(STUD_HANDS * sizeof(*s->id5));
	uint32_t n = 0, idx = 0;
	uint8_t c[5];
	for (c[4] = 4; c[4] < 52; c[4]++) /* colex order: the index counts up */
		for (c[3] = 3; c[3] < c[4]; c[3]++)
			for (c[2] = 2; c[2] < c[3]; c[2]++)
				for (c[1] = 1; c[1] < c[2]; c[1]++)
					for (c[0] = 0; c[0] < c[1]; c[0]++, idx++) {
						unsigned m[4];
						masks(m, c, 5);
						s->id5[idx] = n;
						if (m[1] < m[2] || m[2] < m[3])
							continue;
						unsigned stab = m[1] == m[2] && m[2] == m[3] ? 6
						              : m[1] == m[2] || m[2] == m[3] ? 2 : 1;
						s->rep5[idx] = (uint8_t)(6 / stab);
						n++;
					}
	s->nreps5 = n;
}

/* A representative's place: by its ranks first, so that the classes of
 * one set of ranks are numbered together (the walk meets them together:
 * the hands of one value share their ranks), then by its index. */
static int by_ranks(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

static void build_fours(stud_up_sym *s)
{
	s->id4 = pp_xmalloc(STUD_UP_FOURS * sizeof(*s->id4));
	s->perm4 = pp_xmalloc(STUD_UP_FOURS * sizeof(*s->perm4));
	uint64_t *order = pp_xmalloc(STUD_UP_FOURS * sizeof(*order));
	uint32_t *canon = pp_xmalloc(STUD_UP_FOURS * sizeof(*canon));
	uint32_t n = 0, idx = 0;
	uint8_t c[4];
	for (c[3] = 3; c[3] < 52; c[3]++) /* colex order: the index counts up */
		for (c[2] = 2; c[2] < c[3]; c[2]++)
			for (c[1] = 1; c[1] < c[2]; c[1]++)
				for (c[0] = 0; c[0] < c[1]; c[0]++, idx++) {
					unsigned m[4], p;
					masks(m, c, 4);
					p = sorting_perm(m);
					uint8_t k[4];
					for (int i = 0; i < 4; i++)
						k[i] = stud_up_map(c[i], p);
					for (int i = 1; i < 4; i++)
						for (int j = i; j > 0 && k[j] < k[j - 1]; j--) {
							uint8_t t = k[j];
							k[j] = k[j - 1];
							k[j - 1] = t;
						}
					s->perm4[idx] = (uint8_t)p;
					canon[idx] = stud_up_index4(k);
					if (canon[idx] == idx) /* a representative, by its ranks */
						order[n++] = (uint64_t)(c[3] >> 2) << 50 | (uint64_t)(c[2] >> 2) << 44 |
						             (uint64_t)(c[1] >> 2) << 38 | (uint64_t)(c[0] >> 2) << 32 | idx;
				}
	qsort(order, n, sizeof(*order), by_ranks);
	for (uint32_t i = 0; i < n; i++)
		s->id4[(uint32_t)order[i]] = i;
	for (idx = 0; idx < STUD_UP_FOURS; idx++)
		s->id4[idx] = s->id4[canon[idx]];
	s->nclasses4 = n;
	free(order);
	free(canon);
}

void stud_up_sym_build(stud_up_sym *s)
{
	build_fives(s);
	build_fours(s);
}

void stud_up_sym_free(stud_up_sym *s)
{
	free(s->rep5);
	free(s->id5);
	free(s->id4);
	free(s->perm4);
}
