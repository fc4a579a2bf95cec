/* SPDX-License-Identifier: Apache-2.0 */
/* test_stud_exchange_up.c - the one-card exchange with one dealer card
 * seen (stud_exchange_up*.c) on the standard Caribbean stud rules, hand by
 * hand: for dealt hands with an ace up (a card of the hand's suit, of its
 * rank, hands whose suits are alike), keeping, every discard and every
 * replacement against every dealer hand of the up card and four of the
 * cards left, settled here from the rules' words, equal the engine's
 * values exactly.  The engine walks the aces only (a thirteenth of the
 * game): its whole figure is pinned in test_stud_exchange_up_slow.c.
 *
 * Standard rules as test_stud_exchange_slow.c, the exchange for one ante
 * (seed 000's Caribbean stud and Banco poker).
 *
 * The same walk weighs an exchange of two cards at once
 * (stud_exchange_up_two.c): its upper bound holds the exact value, summed
 * here over every pair of replacements and dealer hand, for two pairs of
 * discards, and the least price at which the bound proves it never better
 * with an ace up is pinned. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "stud_caribbean.h"
#include "poker/stud/stud_exchange.h"

static long settle_raise(hand_value dv, const void *v)
{
	return t_caribbean_settle(*(const hand_value *)v, dv);
}

/* Raising on p against every dealer hand of the up card u and four cards
 * not in p, not u and not dead (52: none), valued by hand_eval: the
 * better of that average and folding (-1), as a fraction into out. */
static void best_of_raise(mpq_t out, const uint8_t p[5], uint8_t u, uint8_t dead)
{
	hand_value v = hand_eval(p, 5);
	long sum, count = t_each_up_dealer_hand(&sum, p, 5, u, dead, settle_raise, &v);
	if (sum < -count)
		sum = -count;
	mpq_set_si(out, sum, (unsigned long)count);
	mpq_canonicalize(out);
}

/* Discarding p[i] and p[j] for two cards at once, exactly: over the 1,035
 * pairs y of the 46 cards not in p and not u, the better of raising on
 * p - p[i] - p[j] + y against every dealer hand of u and four of the 44
 * cards left (p's five and y excluded) and folding, averaged, less the
 * price (2).  The dealer hands are valued once, then settled per pair y
 * among those that miss it. */
static void two_exact(mpq_t out, const uint8_t p[5], uint8_t u, int i, int j)
{
	uint8_t pool[46], k[3];
	unsigned n = 0, nk = 0;
	for (uint8_t x = 0; x < 52; x++)
		if (x != u && x != p[0] && x != p[1] && x != p[2] && x != p[3] && x != p[4])
			pool[n++] = x;
	for (int m = 0; m < 5; m++)
		if (m != i && m != j)
			k[nk++] = p[m];
	enum { NQ = 163185 }; /* C(46,4) */
	hand_value *dv = malloc(NQ * sizeof(*dv));
	uint64_t *dm = malloc(NQ * sizeof(*dm));
	cr_assert(dv && dm);
	size_t q = 0;
	uint8_t d[5] = { u, 0, 0, 0, 0 };
	for (unsigned a = 0; a < n; a++)
		for (unsigned b = a + 1; b < n; b++)
			for (unsigned c = b + 1; c < n; c++)
				for (unsigned e = c + 1; e < n; e++, q++) {
					d[1] = pool[a];
					d[2] = pool[b];
					d[3] = pool[c];
					d[4] = pool[e];
					dv[q] = hand_eval(d, 5);
					dm[q] = 1ull << pool[a] | 1ull << pool[b] | 1ull << pool[c] |
					        1ull << pool[e];
				}
	mpq_t one;
	mpq_inits(one, NULL);
	mpq_set_ui(out, 0, 1);
	for (unsigned a = 0; a < n; a++)
		for (unsigned b = a + 1; b < n; b++) {
			uint8_t h[5] = { k[0], k[1], k[2], pool[a], pool[b] };
			hand_value v = hand_eval(h, 5);
			uint64_t y = 1ull << pool[a] | 1ull << pool[b];
			long sum = 0, count = 0;
			for (size_t m = 0; m < NQ; m++)
				if (!(dm[m] & y)) {
					sum += t_caribbean_settle(v, dv[m]);
					count++;
				}
			cr_assert_eq(count, 135751); /* C(44,4) */
			if (sum < -count)
				sum = -count;
			mpq_set_si(one, sum, (unsigned long)count);
			mpq_canonicalize(one);
			mpq_add(out, out, one);
		}
	mpq_set_ui(one, 1035, 1);
	mpq_div(out, out, one);
	mpq_set_ui(one, 2, 1);
	mpq_sub(out, out, one);
	mpq_clear(one);
	free(dv);
	free(dm);
}

/* Dealt hands (any order: the engine keeps it), each with an ace up: the
 * engine walks that rank only (stud_exchange_up_probes). */
static const struct {
	uint8_t cards[5], up;
} probes[] = {
	/* A K 9 5 of spades and a 2; the ace of spades is the up card: no
	 * royal, one card fewer of the flush's suit */
	{ { C(11, 0), C(7, 0), C(5, 0), C(3, 0), C(0, 1) }, C(12, 0) },
	/* A K 8 5 3 of four suits; another ace up */
	{ { C(12, 2), C(11, 3), C(6, 0), C(3, 1), C(1, 2) }, C(12, 1) },
	/* kings and eights in two suits, a deuce of the up card's suit: the
	 * hand is its own image when those two suits swap */
	{ { C(6, 2), C(6, 3), C(11, 2), C(11, 3), C(0, 0) }, C(12, 0) },
	/* three sevens beside the up card's suit: all three suits alike */
	{ { C(5, 1), C(5, 2), C(5, 3), C(9, 0), C(2, 0) }, C(12, 0) },
};
#define NPROBES (sizeof(probes) / sizeof(probes[0]))

Test(stud_exchange_up, per_hand_values_match_brute_force)
{
	stud_rules r;
	t_caribbean(&r);
	/* and one more, with a king up: a rank not walked, left as it was */
	stud_exchange_up_probe pr[NPROBES + 1];
	for (size_t i = 0; i <= NPROBES; i++) {
		stud_exchange_up_probe_init(&pr[i]);
		memcpy(pr[i].cards, probes[i < NPROBES ? i : 0].cards, 5);
		pr[i].up = i < NPROBES ? probes[i].up : C(11, 1);
	}
	mpq_t price, two, want, t, t46;
	mpq_inits(price, two, want, t, t46, NULL);
	mpq_set_ui(price, 1, 1);
	mpq_set_ui(t46, 46, 1);
	stud_exchange_result part;
	stud_exchange_result_init(&part);
	cr_assert(stud_exchange_up_probes(&part, &r, price, 1u << 12, pr, NPROBES + 1)); /* aces */
	/* the dealt hands without the ace of the up card's suit, each class
	 * weighted by its size, times the four suits of the ace */
	uint64_t dealt = 0;
	for (int c = 0; c < HAND_NCLASS; c++)
		dealt += part.hands_by_class[c];
	cr_expect_eq(dealt, 4 * 2349060ull); /* 4 C(51,5) */
	cr_expect_eq(part.identity_failures, 0);
	/* two cards at once: every dealt hand and pair of discards weighed;
	 * with an ace up the bound proves them never better at any price of
	 * at least 1.9738 antes, so at two antes (casino five-card poker's);
	 * the whole game's least price is the same (test_stud_exchange_up_slow.c) */
	cr_expect_eq(part.two_checked, 10 * 4 * 2349060ull);
	t_expect_q(part.two_bound, "1680739/851529", 4, "1.9738");
	mpq_set_ui(two, 2, 1);
	stud_exchange_result_clear(&part);
	for (size_t h = 0; h < NPROBES; h++) {
		const uint8_t *p = pr[h].cards;
		uint8_t u = pr[h].up;
		best_of_raise(want, p, u, 52);
		cr_expect(mpq_equal(want, pr[h].keep), "hand %zu keep", h);
		mpq_set(t, want); /* the best so far */
		int best_i = -1;
		for (int i = 0; i < 5; i++) {
			mpq_t avg;
			mpq_init(avg);
			for (uint8_t x = 0; x < 52; x++) {
				if (x == p[0] || x == p[1] || x == p[2] || x == p[3] || x == p[4] || x == u)
					continue;
				uint8_t fin[5];
				memcpy(fin, p, 5);
				fin[i] = x;
				best_of_raise(want, fin, u, p[i]);
				mpq_add(avg, avg, want);
			}
			mpq_div(avg, avg, t46);
			cr_expect(mpq_equal(avg, pr[h].exchange[i]), "hand %zu discard %d", h, i);
			mpq_sub(avg, avg, price);
			if (mpq_cmp(avg, t) > 0) {
				mpq_set(t, avg);
				best_i = i;
			}
			mpq_clear(avg);
		}
		cr_expect(mpq_equal(t, pr[h].best), "hand %zu best", h);
		cr_expect_eq(pr[h].discard, best_i, "hand %zu discard", h);
	}
	/* the bound of two cards at once holds the exact value, and at two
	 * antes stays at or below the best choice: the three spades of the
	 * four-flush kept (K 9 5), the trips without their two odd cards */
	static const int pairs[][3] = { { 0, 2, 4 }, { 3, 3, 4 } };
	for (size_t m = 0; m < sizeof(pairs) / sizeof(pairs[0]); m++) {
		const stud_exchange_up_probe *x = &pr[pairs[m][0]];
		int i = pairs[m][1], j = pairs[m][2];
		two_exact(want, x->cards, x->up, i, j);
		mpq_sub(t, x->two_bound[i][j], two); /* the bound, the price deducted */
		cr_expect(mpq_cmp(want, t) <= 0, "probe %d: exact above bound", pairs[m][0]);
		cr_expect(mpq_cmp(t, x->best) <= 0, "probe %d: bound above best", pairs[m][0]);
		cr_expect(mpq_cmp(want, x->best) < 0, "probe %d", pairs[m][0]);
	}
	/* both choices occur: the four-flush exchanges its odd card, the
	 * ace-king and the trips keep */
	cr_expect_eq(pr[0].discard, 4);
	cr_expect_eq(pr[1].discard, -1);
	cr_expect_eq(pr[3].discard, -1);
	cr_expect_eq(mpq_sgn(pr[NPROBES].best), 0);
	cr_expect_eq(pr[NPROBES].discard, -1);
	for (size_t i = 0; i <= NPROBES; i++)
		stud_exchange_up_probe_clear(&pr[i]);
	mpq_clears(price, two, want, t, t46, NULL);
	stud_rules_clear(&r);
}
