/* SPDX-License-Identifier: Apache-2.0 */
/* stud_optimal_query.c - the engine's counts and raise values for chosen
 * player hands (stud_optimal.h: stud_dealer_counts, stud_raise_evs), for the
 * tests that check the engine against brute force.  The same counters,
 * inclusion-exclusion queries (stud_optimal.c, stud_optimal_up.c) and
 * settlement (stud_coefficients, stud_raise_value, stud_second_class) as the
 * sweeps, one walk through the hands by value for all the hands asked. */
#include <stdlib.h>
#include <string.h>

#include "poker/stud/stud_optimal_impl.h"
#include "util.h"

/* The sorted copy of the five cards p. */
static void sorted_copy(uint8_t out[5], const uint8_t p[5])
{
	memcpy(out, p, 5);
	for (int i = 1; i < 5; i++)
		for (int j = i; j > 0 && out[j] < out[j - 1]; j--) {
			uint8_t t = out[j];
			out[j] = out[j - 1];
			out[j - 1] = t;
		}
}

/* The hands of s (every hand of value below bound; member: the player's
 * own hand is one of them) that the dealer can hold against the sorted hand
 * p: disjoint from it, and holding the card up when up < 52. */
static uint32_t dealer_hands(const stud_subset_counts *s, const stud_sorted_hands *sh,
                             const uint8_t p[5], uint8_t up, unsigned bound, int member)
{
	stud_subsets t;
	if (up < HAND_CARDS) {
		stud_with_up_card(&t, p, up);
		return stud_up_disjoint(s, &t, sh->value_of, bound);
	}
	stud_subsets_of(&t, p);
	return stud_counts_disjoint(s, &t, member);
}

/* Adds to run the sorted hands from *added up to end. */
static void advance(stud_subset_counts *run, const stud_sorted_hands *sh, uint32_t *added,
                    uint32_t end)
{
	uint8_t c[5];
	stud_subsets h;
	for (; *added < end; (*added)++) {
		stud_unpack(c, sh->hands[*added]);
		stud_subsets_of(&h, c);
		stud_counts_add(run, &h);
	}
}

/* The category counts cat[i] of the n sorted hands p[i] against the dealer
 * hands from the other 47 cards, or those holding the card up[i] when it is
 * below 52; nq: the counters of the hands below the qualifying value q.
 * One walk through the hands by value, the hands taken in value order. */
static void hand_categories(uint32_t (*cat)[STUD_CAT_N], const stud_sorted_hands *sh,
                            const stud_subset_counts *nq, hand_value q, const uint8_t (*p)[5],
                            const uint8_t *up, size_t n)
{
	size_t *order = pp_xmalloc(n * sizeof(*order));
	hand_value *v = pp_xmalloc(n * sizeof(*v));
	uint32_t *below = pp_xmalloc(n * sizeof(*below));
	for (size_t i = 0; i < n; i++) {
		v[i] = hand_eval(p[i], 5);
		order[i] = i;
		for (size_t j = i; j > 0 && v[order[j]] < v[order[j - 1]]; j--) {
			size_t t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	}
	stud_subset_counts run;
	stud_counts_init(&run);
	uint32_t added = 0;
	for (size_t a = 0, b; a < n; a = b) {
		hand_value val = v[order[a]];
		for (b = a; b < n && v[order[b]] == val; b++)
			;
		advance(&run, sh, &added, sh->start[val]);
		for (size_t k = a; k < b; k++)
			below[order[k]] = dealer_hands(&run, sh, p[order[k]], up[order[k]], val, 0);
		advance(&run, sh, &added, sh->start[val + 1]);
		for (size_t k = a; k < b; k++) {
			size_t i = order[k];
			uint32_t level = dealer_hands(&run, sh, p[i], up[i], val + 1u, 1) - below[i];
			uint32_t notq = dealer_hands(nq, sh, p[i], up[i], q, val < q);
			stud_categories(cat[i], up[i] < HAND_CARDS ? STUD_DEALER_UP : STUD_DEALER, val, q,
			                below[i], level, notq);
		}
	}
	stud_counts_free(&run);
	free(order);
	free(v);
	free(below);
}

void stud_dealer_counts(stud_counts *out, const stud_rules *r, const uint8_t player[5])
{
	stud_binom_init();
	uint8_t p[5];
	sorted_copy(p, player);
	stud_sorted_hands sh;
	stud_sort_hands(&sh);
	hand_value q = stud_qual_value(r);
	stud_subset_counts nq;
	stud_counts_init(&nq);
	stud_counts_below(&nq, &sh, q);
	uint32_t cat[1][STUD_CAT_N];
	const uint8_t no_up = HAND_CARDS;
	hand_categories(cat, &sh, &nq, q, (const uint8_t(*)[5])p, &no_up, 1);
	out->not_qualifying = cat[0][STUD_CAT_NQ_BELOW] + cat[0][STUD_CAT_NQ_LEVEL] +
	                      cat[0][STUD_CAT_NQ_ABOVE];
	out->below = cat[0][STUD_CAT_Q_BELOW];
	out->level = cat[0][STUD_CAT_Q_LEVEL];
	out->above = cat[0][STUD_CAT_Q_ABOVE];
	stud_sorted_free(&sh);
	stud_counts_free(&nq);
}

int stud_raise_evs(mpq_t *out, const stud_rules *r, const uint8_t (*hands)[5], const uint8_t *up,
                   size_t n)
{
	stud_coef coef;
	int64_t d;
	stud_binom_init();
	if (!stud_coefficients(coef, &d, r))
		return 0;
	stud_sorted_hands sh;
	stud_sort_hands(&sh);
	hand_value q = stud_qual_value(r);
	stud_subset_counts nq;
	stud_counts_init(&nq);
	stud_counts_below(&nq, &sh, q);
	uint8_t (*p)[5] = pp_xmalloc(n * sizeof(*p));
	uint32_t (*cat)[STUD_CAT_N] = pp_xmalloc(n * sizeof(*cat));
	for (size_t i = 0; i < n; i++)
		sorted_copy(p[i], hands[i]);
	hand_categories(cat, &sh, &nq, q, (const uint8_t(*)[5])p, up, n);
	mpq_t den;
	mpq_init(den);
	for (size_t i = 0; i < n; i++) {
		hand_class cls = hand_class_of(hand_eval(p[i], 5));
		s128 ev = stud_raise_value(coef, cls, stud_second_class(p[i], cls, r->second_of[cls]),
		                           cat[i]);
		poker_q_from_s128(out[i], ev);
		poker_q_from_s128(den, (s128)d * (up[i] < HAND_CARDS ? STUD_DEALER_UP : STUD_DEALER));
		mpq_div(out[i], out[i], den);
	}
	free(p);
	free(cat);
	mpq_clear(den);
	stud_sorted_free(&sh);
	stud_counts_free(&nq);
	return 1;
}
