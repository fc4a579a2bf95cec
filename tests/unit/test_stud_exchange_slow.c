/* SPDX-License-Identifier: Apache-2.0 */
/* test_stud_exchange_slow.c - the one-card exchange engine
 * (stud_exchange*.c) on the standard Caribbean stud rules, checked against
 * computations written without it (ctest label `slow`):
 *
 * - brute force: for a few dealt hands, every discard, every replacement
 *   and every dealer hand of the 46 cards left, settled here from the
 *   rules' words, equal the engine's per-hand values exactly;
 * - the identity: a hand's raise value averaged over the 47 possible dead
 *   cards is its raise value against the 47-card dealer (every dealer hand
 *   of the 47 avoids 42 of them), for the probes and for every class;
 * - a price no hand pays for gives stud_return's figure exactly.
 *
 * Standard rules (as test_stud_optimal_slow.c): Ante, then raise (a Bet of
 * two antes) or fold; the dealer qualifies with ace-king or better; not
 * qualified: Ante 1:1, Bet returned; qualified and beaten: Ante 1:1, Bet
 * AK 1, pair 1, two pair 2, trips 3, straight 4, flush 5, full house 7,
 * quads 20, straight flush 50, royal 100; ties push.  The exchange costs
 * one ante (seed 000's Caribbean and Banco poker price).  We found no
 * published figure for these rules: Oasis Poker, the standard name of the
 * variant (the Wizard of Odds' page and others), has the player see one
 * dealer card and allows exchanging two to five cards too, neither of
 * which this engine models.  The pinned figures are the engine's, pinned
 * after the checks above them in this file. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "stud_caribbean.h"
#include "poker/stud/stud_exchange.h"

/* Every five-card hand's value by its colex index, built here from
 * hand_eval with the test's own binomials. */
static uint32_t choose[53][6];
static hand_value *value_by_index;

static uint32_t index_of(const uint8_t c[5])
{
	return choose[c[0]][1] + choose[c[1]][2] + choose[c[2]][3] + choose[c[3]][4] + choose[c[4]][5];
}

static void build_values(void)
{
	for (unsigned n = 0; n <= 52; n++)
		for (unsigned k = 0; k <= 5; k++)
			choose[n][k] = k == 0 ? 1 : n == 0 ? 0 : choose[n - 1][k - 1] + choose[n - 1][k];
	value_by_index = malloc(2598960 * sizeof(*value_by_index));
	cr_assert(value_by_index);
	uint8_t c[5];
	for (c[0] = 0; c[0] < 48; c[0]++)
		for (c[1] = c[0] + 1; c[1] < 49; c[1]++)
			for (c[2] = c[1] + 1; c[2] < 50; c[2]++)
				for (c[3] = c[2] + 1; c[3] < 51; c[3]++)
					for (c[4] = c[3] + 1; c[4] < 52; c[4]++)
						value_by_index[index_of(c)] = hand_eval(c, 5);
}

/* Raising on the five cards p against every dealer hand of the cards not
 * in p and not dead (dead 52: none): the sum of net wins, the count.  The
 * dealer's hands are walked with the highest card outermost and the
 * lowest innermost, so that their colex indices, and the values read by
 * them, run in order (the other way round each read is a cache miss: the
 * walk took three times as long). */
static void raise_sum(long *sum, long *count, const uint8_t p[5], uint8_t dead)
{
	uint8_t rest[47], s[5];
	unsigned n = 0;
	for (uint8_t c = 0; c < 52; c++)
		if (c != p[0] && c != p[1] && c != p[2] && c != p[3] && c != p[4] && c != dead)
			rest[n++] = c;
	memcpy(s, p, 5);
	for (int i = 1; i < 5; i++)
		for (int j = i; j > 0 && s[j] < s[j - 1]; j--) {
			uint8_t t = s[j];
			s[j] = s[j - 1];
			s[j - 1] = t;
		}
	hand_value v = value_by_index[index_of(s)];
	*sum = 0;
	*count = 0;
	for (unsigned f = 4; f < n; f++) {
		uint32_t i4 = choose[rest[f]][5];
		for (unsigned e = 3; e < f; e++) {
			uint32_t i3 = i4 + choose[rest[e]][4];
			for (unsigned c = 2; c < e; c++) {
				uint32_t i2 = i3 + choose[rest[c]][3];
				for (unsigned b = 1; b < c; b++) {
					uint32_t i1 = i2 + choose[rest[b]][2];
					for (unsigned a = 0; a < b; a++) {
						*sum += t_caribbean_settle(v, value_by_index[i1 + rest[a]]);
						(*count)++;
					}
				}
			}
		}
	}
}

/* Dealt hands with something to draw to, and some without. */
static const uint8_t probe_hands[][5] = {
	{ C(12, 0), C(11, 0), C(7, 0), C(3, 0), C(0, 1) },  /* A K 9 5 of spades, 2 */
	{ C(7, 1), C(6, 2), C(5, 3), C(4, 0), C(11, 1) },   /* 9 8 7 6 open, K */
	{ C(12, 2), C(11, 3), C(6, 0), C(3, 1), C(1, 2) },  /* A K 8 5 3: ace-king */
	{ C(1, 0), C(1, 1), C(9, 2), C(6, 3), C(4, 0) },    /* a pair of threes */
	{ C(9, 0), C(5, 1), C(3, 2), C(2, 3), C(0, 0) },    /* J 7 5 4 2 */
};
#define NPROBES (sizeof(probe_hands) / sizeof(probe_hands[0]))

/* The standard game with a one-ante exchange: the figures the engine
 * computes, pinned after the per-hand checks below (no published figure
 * matches these rules, see the head of this file).  Read from the run
 * those checks make: the probes change no figure of the game. */
static void expect_one_ante_exchange_figures(const stud_exchange_result *res)
{
	cr_expect_eq(res->hands, 2598960);
	cr_expect_eq(res->classes, 134459);
	/* the dealt hands by class: the known five-card counts */
	static const uint64_t by_class[HAND_NCLASS] = { 1135260, 167280, 1098240, 123552, 54912,
		10200, 5108, 3744, 624, 36, 4 };
	for (int c = 0; c < HAND_NCLASS; c++)
		cr_expect_eq(res->hands_by_class[c], by_class[c], "%s",
		             hand_class_name((hand_class)c));
	t_expect_q(res->house_edge, "14275250707/1162771780170", 4, "0.0123");
	t_expect_q(res->element_of_risk, "28550501414/5079574540425", 4, "0.0056");
	cr_expect_eq(res->exchanged, 215076);
	cr_expect_eq(res->exchanged_by_class[HAND_HIGH_CARD], 171420);
	cr_expect_eq(res->exchanged_by_class[HAND_ACE_KING], 32880);
	cr_expect_eq(res->exchanged_by_class[HAND_ONE_PAIR], 10776);
	cr_expect_eq(res->exchanged_by_class[HAND_TWO_PAIR], 0);
	cr_expect_eq(res->raised_kept, 1324284);
	cr_expect_eq(res->raised_after_exchange, 5033256);
}

Test(stud_exchange_slow, one_ante_exchange_per_hand_by_brute_force_and_whole)
{
	stud_rules r;
	t_caribbean(&r);
	stud_exchange_probe pr[NPROBES];
	for (size_t i = 0; i < NPROBES; i++) {
		stud_exchange_probe_init(&pr[i]);
		memcpy(pr[i].cards, probe_hands[i], 5);
	}
	stud_exchange_result res;
	stud_exchange_result_init(&res);
	mpq_t price, want, t, t47;
	mpq_inits(price, want, t, t47, NULL);
	mpq_set_ui(price, 1, 1);
	cr_assert(stud_exchange_return(&res, &r, price, pr, NPROBES));
	cr_expect_eq(res.identity_failures, 0);
	expect_one_ante_exchange_figures(&res);
	build_values();
	for (size_t h = 0; h < NPROBES; h++) {
		const uint8_t *p = pr[h].cards;
		long sum, count;
		/* keeping: raise or fold against the 47-card dealer */
		raise_sum(&sum, &count, p, 52);
		cr_expect_eq(count, 1533939);
		mpq_set_si(want, sum, (unsigned long)count);
		mpq_canonicalize(want);
		cr_expect(mpq_equal(want, pr[h].keep_raise), "hand %zu keep_raise", h);
		if (mpq_cmp_si(want, -1, 1) < 0)
			mpq_set_si(want, -1, 1);
		cr_expect(mpq_equal(want, pr[h].keep), "hand %zu keep", h);
		mpq_set(t, want); /* the best so far */
		/* the identity: the 47 dead-card raise values average to the
		 * 47-card one */
		mpq_set_ui(want, 0, 1);
		for (int j = 0; j < 47; j++)
			mpq_add(want, want, pr[h].dead_raise[j]);
		mpq_set_ui(t47, 47, 1);
		mpq_div(want, want, t47);
		cr_expect(mpq_equal(want, pr[h].keep_raise), "hand %zu identity", h);
		/* one dead card, brute force */
		raise_sum(&sum, &count, p, pr[h].dead[5]);
		mpq_set_si(want, sum, (unsigned long)count);
		mpq_canonicalize(want);
		cr_expect_eq(count, 1370754);
		cr_expect(mpq_equal(want, pr[h].dead_raise[5]), "hand %zu dead card", h);
		/* every discard: the average over the 47 replacements of the
		 * better of raise and fold, the price apart */
		for (int i = 0; i < 5; i++) {
			mpq_t avg;
			mpq_init(avg);
			for (uint8_t x = 0; x < 52; x++) {
				if (x == p[0] || x == p[1] || x == p[2] || x == p[3] || x == p[4])
					continue;
				uint8_t fin[5];
				memcpy(fin, p, 5);
				fin[i] = x;
				raise_sum(&sum, &count, fin, p[i]);
				mpq_set_si(want, sum < -(long)count ? -(long)count : sum,
				           (unsigned long)count);
				mpq_canonicalize(want);
				mpq_add(avg, avg, want);
			}
			mpq_div(avg, avg, t47);
			cr_expect(mpq_equal(avg, pr[h].exchange[i]), "hand %zu discard %d", h, i);
			mpq_clear(avg);
		}
		/* the optimum: keep, or the best discard less one ante */
		int best_i = -1;
		for (int i = 0; i < 5; i++) {
			mpq_sub(want, pr[h].exchange[i], price);
			if (mpq_cmp(want, t) > 0) {
				mpq_set(t, want);
				best_i = i;
			}
		}
		cr_expect(mpq_equal(t, pr[h].best), "hand %zu best", h);
		cr_expect_eq(pr[h].discard, best_i, "hand %zu discard", h);
	}
	/* the probes cover both choices: the four-flush and the open-ended
	 * straight draw exchange their odd card, the others keep */
	cr_expect_eq(pr[0].discard, 0);
	cr_expect_eq(pr[1].discard, 4);
	cr_expect_eq(pr[2].discard, -1);
	free(value_by_index);
	for (size_t i = 0; i < NPROBES; i++)
		stud_exchange_probe_clear(&pr[i]);
	mpq_clears(price, want, t, t47, NULL);
	stud_exchange_result_clear(&res);
	stud_rules_clear(&r);
}

/* A price no hand pays for: nobody exchanges and the figure is the game
 * without the exchange (stud_return, stud_optimal.c) exactly. */
Test(stud_exchange_slow, a_price_nobody_pays_gives_the_plain_game)
{
	stud_rules r;
	t_caribbean(&r);
	stud_exchange_result res;
	stud_result plain;
	stud_exchange_result_init(&res);
	stud_result_init(&plain);
	mpq_t price;
	mpq_init(price);
	/* a half ante in the price: the engine's integers take a common
	 * denominator of 2 instead of 1, and the figure must not move */
	mpq_set_ui(price, 2001, 2);
	cr_assert(stud_exchange_return(&res, &r, price, NULL, 0));
	cr_assert(stud_return(&plain, &r));
	cr_expect_eq(res.exchanged, 0);
	cr_expect(mpq_equal(res.ev, plain.ev));
	cr_expect(mpq_equal(res.element_of_risk, plain.element_of_risk));
	cr_expect_eq(res.raised_kept, plain.raised);
	t_expect_q(res.house_edge, "1605628741/30201864420", 4, "0.0532");
	mpq_clear(price);
	stud_result_clear(&plain);
	stud_exchange_result_clear(&res);
	stud_rules_clear(&r);
}
