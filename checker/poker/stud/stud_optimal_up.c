/* SPDX-License-Identifier: Apache-2.0 */
/* stud_optimal_up.c - the stud engine when the player sees one of the
 * dealer's five cards (Caribbean stud deals the dealer's last card face
 * up): the raise/fold decision is made for every player hand and every up
 * card, against the C(46,4) dealer hands holding that card.
 *
 * The hands of a set A that contain the up card u and none of the player's
 * cards P are, by inclusion-exclusion over the subsets S of P,
 *     sum over S of (-1)^|S| (hands of A containing S and u)
 * where S with u has one to six cards: the subset counters answer up to
 * four cards, A's own test answers five (a whole hand: its value against
 * A's bound, A being every hand below a value), six is none.
 *
 * 2,598,960 hands times 47 up cards would be 122 million decisions; the
 * player hands are taken one per suit-permutation class instead (134,459
 * classes), each weighted by the number of hands in its class: a suit
 * permutation maps hand, up card and every dealer hand to ones with the
 * same values, so the class shares one return.  The result is the same
 * integer sum as over all hands. */
#include <stdlib.h>
#include <string.h>

#include "poker/stud/stud_optimal_impl.h"
#include "util.h"

/* The 24 permutations of the four suits, in lexicographic order: const
 * data, shared by every thread. */
static const uint8_t suit_perm[24][4] = {
	{ 0, 1, 2, 3 }, { 0, 1, 3, 2 }, { 0, 2, 1, 3 }, { 0, 2, 3, 1 },
	{ 0, 3, 1, 2 }, { 0, 3, 2, 1 }, { 1, 0, 2, 3 }, { 1, 0, 3, 2 },
	{ 1, 2, 0, 3 }, { 1, 2, 3, 0 }, { 1, 3, 0, 2 }, { 1, 3, 2, 0 },
	{ 2, 0, 1, 3 }, { 2, 0, 3, 1 }, { 2, 1, 0, 3 }, { 2, 1, 3, 0 },
	{ 2, 3, 0, 1 }, { 2, 3, 1, 0 }, { 3, 0, 1, 2 }, { 3, 0, 2, 1 },
	{ 3, 1, 0, 2 }, { 3, 1, 2, 0 }, { 3, 2, 0, 1 }, { 3, 2, 1, 0 },
};

static uint32_t pack(const uint8_t c[5])
{
	return c[0] | (uint32_t)c[1] << 6 | (uint32_t)c[2] << 12 | (uint32_t)c[3] << 18 |
	       (uint32_t)c[4] << 24;
}

/* The number of hands in the suit-permutation class of the sorted hand c
 * when c is its class's representative (the least packed image), else 0. */
static unsigned class_weight(const uint8_t c[5])
{
	uint32_t self = pack(c);
	unsigned fixed = 0;
	for (unsigned p = 0; p < 24; p++) {
		uint8_t m[5];
		for (int i = 0; i < 5; i++) {
			m[i] = (uint8_t)((c[i] & ~3u) | suit_perm[p][c[i] & 3]);
			for (int j = i; j > 0 && m[j] < m[j - 1]; j--) {
				uint8_t t = m[j];
				m[j] = m[j - 1];
				m[j - 1] = t;
			}
		}
		uint32_t image = pack(m);
		if (image < self)
			return 0;
		fixed += image == self;
	}
	return 24 / fixed;
}

/* The subset m of c with u is its cards below u in their places, u after
 * them, and the others one place up: part[m][p], p the cards of c below
 * u, plus u's own term.  The whole hand with u (six cards) is never
 * needed. */
void stud_with_up_parts(stud_subsets *out, const stud_insert_parts *t, const uint8_t c[5],
                        uint8_t u)
{
	unsigned p = (c[0] < u) + (c[1] < u) + (c[2] < u) + (c[3] < u) + (c[4] < u);
	unsigned below = (1u << p) - 1;
	for (unsigned m = 0; m < STUD_SUBSETS; m++) {
		out->index[m] = t->part[m][p] + stud_binom[u][stud_subset_size[m & below] + 1];
		out->size[m] = (uint8_t)(stud_subset_size[m] + 1);
	}
}

void stud_with_up_card(stud_subsets *out, const uint8_t c[5], uint8_t u)
{
	stud_insert_parts t;
	stud_insert_parts_of(&t, c);
	stud_with_up_parts(out, &t, c, u);
}

/* A subset with the up card of five cards is a whole hand: its value
 * against the bound answers. */
uint32_t stud_up_disjoint(const stud_subset_counts *s, const stud_subsets *t,
                              const uint16_t *value_of, unsigned bound)
{
	int64_t n = 0;
	for (unsigned m = 0; m < STUD_SUBSETS; m++) {
		unsigned size = t->size[m];
		int64_t c = size <= 4 ? s->by_size[size][t->index[m]]
		                      : value_of[t->index[m]] < bound;
		n += ((size - 1) & 1) ? -c : c;
	}
	return (uint32_t)n;
}

/* One representative player hand of a value group: its cards, weight,
 * the subsets of its cards with each up card (stud_with_up_parts, built
 * once for both passes) and the dealer hands below it for each up card. */
typedef struct {
	uint8_t cards[5];
	unsigned weight;
	hand_class second[STUD_MAX_SET]; /* its second combination by rule set */
	stud_subsets with_up[HAND_CARDS];
	uint32_t below[HAND_CARDS];
} up_player;

void stud_return_up(stud_tally *tally, const stud_rules *r, size_t nrules)
{
	stud_sorted_hands sh;
	stud_subset_counts nq, run;
	uint32_t biggest = stud_walk_start(&sh, &nq, &run, r);
	hand_value q = stud_qual_value(r);
	up_player *group = pp_xmalloc(biggest * sizeof(*group));
	for (unsigned v = 0; v < HAND_VALUES; v++) {
		uint32_t first = sh.start[v], n = sh.start[v + 1] - first, reps = 0;
		hand_class cls = hand_class_of((hand_value)v);
		for (uint32_t i = 0; i < n; i++) {
			up_player *p = &group[reps];
			stud_unpack(p->cards, sh.hands[first + i]);
			p->weight = class_weight(p->cards);
			if (!p->weight)
				continue;
			for (size_t k = 0; k < nrules; k++)
				p->second[k] = stud_second_class(p->cards, cls, r[k].second_of[cls]);
			stud_insert_parts parts;
			stud_insert_parts_of(&parts, p->cards);
			for (uint8_t u = 0; u < HAND_CARDS; u++)
				if (!stud_holds(p->cards, u)) {
					stud_with_up_parts(&p->with_up[u], &parts, p->cards, u);
					p->below[u] = stud_up_disjoint(&run, &p->with_up[u], sh.value_of, v);
				}
			reps++;
		}
		for (uint32_t i = 0; i < n; i++) {
			uint8_t c[5];
			stud_subsets h;
			stud_unpack(c, sh.hands[first + i]);
			stud_subsets_of(&h, c);
			stud_counts_add(&run, &h);
		}
		for (uint32_t i = 0; i < reps; i++) {
			const up_player *p = &group[i];
			for (uint8_t u = 0; u < HAND_CARDS; u++) {
				if (stud_holds(p->cards, u))
					continue;
				const stud_subsets *t = &p->with_up[u];
				uint32_t level = stud_up_disjoint(&run, t, sh.value_of, v + 1) - p->below[u];
				uint32_t notq = stud_up_disjoint(&nq, t, sh.value_of, q);
				uint32_t cat[STUD_CAT_N];
				stud_categories(cat, STUD_DEALER_UP, (hand_value)v, q, p->below[u], level, notq);
				for (size_t k = 0; k < nrules; k++)
					stud_tally_add(&tally[k], cls, p->second[k], cat, p->weight);
			}
		}
	}
	free(group);
	stud_sorted_free(&sh);
	stud_counts_free(&nq);
	stud_counts_free(&run);
}
