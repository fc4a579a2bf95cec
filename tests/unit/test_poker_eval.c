/* SPDX-License-Identifier: Apache-2.0 */
/* test_poker_eval.c - the poker hand evaluator and the exact hand counts:
 * the published five-card counts (three ways: exhaustive enumeration, rank
 * multisets with suit patterns, and the textbook closed form), the
 * published six- and seven-card counts by the rank-multiset formula (the
 * exhaustive 7-card enumeration is in test_poker_slow.c), the ranking rules
 * the plans state, and best-of-seven against the best of the 21 fives. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "poker/eval/hand_counts.h"
#include "poker/eval/hand_eval.h"

/* A card from "As", "Td", "2c" ... */
static uint8_t card(const char *s)
{
	static const char ranks[] = "23456789TJQKA", suits[] = "cdhs";
	return (uint8_t)((strchr(ranks, s[0]) - ranks) * 4 + (strchr(suits, s[1]) - suits));
}

/* The value of a hand written "As Ks Qs Js Ts". */
static hand_value hand(const char *text)
{
	uint8_t c[7];
	size_t n = 0;
	for (const char *p = text; *p; p += p[2] ? 3 : 2)
		c[n++] = card(p);
	return hand_eval(c, n);
}

/* Published counts of the ten categories, high card to royal flush. */
static const uint64_t five[10] = { 1302540, 1098240, 123552, 54912, 10200, 5108, 3744,
	624, 36, 4 };
static const uint64_t six[10] = { 6612900, 9730740, 2532816, 732160, 361620, 205792,
	165984, 14664, 1656, 188 };
static const uint64_t seven[10] = { 23294460, 58627800, 31433400, 6461620, 6180020,
	4047644, 3473184, 224848, 37260, 4324 };

static void expect_categories(const hand_counts *d, const uint64_t *want, const char *what)
{
	uint64_t cat[10] = { 0 };
	for (int c = 0; c < HAND_NCLASS; c++)
		cat[hand_category((hand_class)c)] += d->by_class[c];
	for (int k = 0; k < 10; k++)
		cr_expect_eq(cat[k], want[k], "%s category %d: %llu, want %llu", what, k,
		             (unsigned long long)cat[k], (unsigned long long)want[k]);
}

Test(poker_eval, there_are_7462_classes_in_the_standard_order)
{
	const hand_tables_t *t = hand_tables();
	size_t per[HAND_NCLASS] = { 0 };
	for (size_t v = 0; v < HAND_VALUES; v++)
		per[t->class_of[v]]++;
	/* distinct five-card hands per class, high card split at ace-king */
	static const size_t want[HAND_NCLASS] = { 1113, 164, 2860, 858, 858, 10, 1277, 156, 156,
		9, 1 };
	for (int c = 0; c < HAND_NCLASS; c++)
		cr_expect_eq(per[c], want[c], "%s: %zu", hand_class_name((hand_class)c), per[c]);
	for (size_t v = 1; v < HAND_VALUES; v++)
		cr_expect_geq(t->class_of[v], t->class_of[v - 1], "classes ordered at %zu", v);
	cr_expect_eq(hand_class_find("royal_flush"), HAND_ROYAL_FLUSH);
	cr_expect_eq(hand_class_find("royal flush"), HAND_NCLASS);
}

Test(poker_eval, the_plans_ranking_rules)
{
	/* A-2-3-4-5 is the lowest straight, 2-3-4-5-6 beats it */
	cr_expect_eq(hand_class_of(hand("Ac 2d 3h 4s 5c")), HAND_STRAIGHT);
	cr_expect_lt(hand("Ac 2d 3h 4s 5c"), hand("2c 3d 4h 5s 6c"));
	cr_expect_gt(hand("Ac 2d 3h 4s 5c"), hand("As Ad Ah Kc Qc"));
	/* no wrap-around: Q-K-A-2-3 is nothing, K-A-2-3-4 is nothing */
	cr_expect_eq(hand_class_of(hand("Qc Kd Ah 2s 3c")), HAND_ACE_KING);
	cr_expect_eq(hand_class_of(hand("Kc Ad 2h 3s 4c")), HAND_ACE_KING);
	cr_expect_eq(hand_class_of(hand("Jc Qd Kh As 2c")), HAND_ACE_KING);
	/* ace-king high qualifies, ace-queen does not */
	cr_expect_eq(hand_class_of(hand("Ac Kd 7h 4s 2c")), HAND_ACE_KING);
	cr_expect_eq(hand_class_of(hand("Ac Qd 7h 4s 2c")), HAND_HIGH_CARD);
	cr_expect_lt(hand("Ac Qd Jh 9s 8c"), hand("Ac Kd 4h 3s 2c"));
	/* kickers decide, suits never do */
	cr_expect_eq(hand("Tc Th Ac 7d 2s"), hand("Td Ts Ah 7c 2h"));
	cr_expect_gt(hand("Tc Th Ac 7d 2s"), hand("Td Ts Ah 5c 3h"));
	cr_expect_eq(hand_class_of(hand("As Ks Qs Js Ts")), HAND_ROYAL_FLUSH);
	cr_expect_eq(hand_class_of(hand("5s 4s 3s 2s As")), HAND_STRAIGHT_FLUSH);
	cr_expect_eq(hand("As Ks Qs Js Ts"), HAND_VALUES - 1);
	cr_expect_eq(hand("7c 5d 4h 3s 2c"), 0);
	static const uint8_t royal[5] = { 12, 11, 10, 9, 8 }, wheel[5] = { 3, 2, 1, 0, 12 };
	cr_expect_eq(hand_value_of_ranks(royal, 1), HAND_VALUES - 1);
	cr_expect_eq(hand_value_of_ranks(wheel, 0), hand("Ac 2d 3h 4s 5c"));
	/* seven cards: the best five */
	cr_expect_eq(hand_class_of(hand("As Ks Qs Js Ts 2c 2d")), HAND_ROYAL_FLUSH);
	cr_expect_eq(hand_class_of(hand("Ah Ad Ac Kh Kd Ks 2c")), HAND_FULL_HOUSE);
	cr_expect_eq(hand("Ah Ad Ac Kh Kd Ks 2c"), hand("Ah Ad Ac Kh Kd"));
	cr_expect_eq(hand_class_of(hand("2h 3h 4h 5h 6h 7c 9d")), HAND_STRAIGHT_FLUSH);
	cr_expect_eq(hand_class_of(hand("2h 3h 4h 5h 9h 6c 7d")), HAND_FLUSH);
	cr_expect_eq(hand("Ac 2d 3h 4s 5c 6d Kc"), hand("2d 3h 4s 5c 6d"));
	/* six cards (Russian poker's sixth card) */
	cr_expect_eq(hand_class_of(hand("As Ks Qs Js Ts 9s")), HAND_ROYAL_FLUSH);
	cr_expect_eq(hand_class_of(hand("9c 9d 9h 9s Jc Jd")), HAND_FOUR_OF_A_KIND);
}

/* An independent five-card key: category << 20 | tie-break ranks. */
static uint32_t naive_key(const uint8_t *c)
{
	int cnt[13] = { 0 }, flush = 1, distinct = 0;
	for (int i = 0; i < 5; i++) {
		cnt[c[i] >> 2]++;
		flush &= (c[i] & 3) == (c[0] & 3);
	}
	int hi = -1, lo = 13;
	for (int r = 0; r < 13; r++)
		if (cnt[r]) {
			distinct++;
			hi = r > hi ? r : hi;
			lo = r < lo ? r : lo;
		}
	int wheel = distinct == 5 && cnt[12] && cnt[0] && cnt[1] && cnt[2] && cnt[3];
	int straight = distinct == 5 && (hi - lo == 4 || wheel);
	uint32_t tie = 0;
	for (int times = 4; times >= 1; times--)
		for (int r = 12; r >= 0; r--)
			if (cnt[r] == times)
				tie = tie << 4 | (uint32_t)r;
	for (int k = distinct; k < 5; k++)
		tie <<= 4;
	int maxc = 0, pairs = 0;
	for (int r = 0; r < 13; r++) {
		maxc = cnt[r] > maxc ? cnt[r] : maxc;
		pairs += cnt[r] == 2;
	}
	uint32_t top = (uint32_t)(wheel ? 3 : hi) << 16;
	if (straight && flush)
		return 8u << 20 | top;
	if (maxc == 4)
		return 7u << 20 | tie;
	if (maxc == 3 && pairs)
		return 6u << 20 | tie;
	if (flush)
		return 5u << 20 | tie;
	if (straight)
		return 4u << 20 | top;
	if (maxc == 3)
		return 3u << 20 | tie;
	return (uint32_t)pairs << 20 | tie;
}

Test(poker_eval, values_order_hands_as_an_independent_ranking_does)
{
	/* Every 7th five-card hand (371,280 of them): equal values have equal
	 * keys, and values sort as keys do.  All hands: test_poker_slow.c. */
	static uint32_t key_of[HAND_VALUES];
	memset(key_of, 0xFF, sizeof(key_of));
	uint8_t c[5];
	unsigned long k = 0;
	for (c[0] = 0; c[0] < 52; c[0]++)
		for (c[1] = c[0] + 1; c[1] < 52; c[1]++)
			for (c[2] = c[1] + 1; c[2] < 52; c[2]++)
				for (c[3] = c[2] + 1; c[3] < 52; c[3]++)
					for (c[4] = c[3] + 1; c[4] < 52; c[4]++) {
						if (k++ % 7)
							continue;
						hand_value v = hand_eval(c, 5);
						uint32_t key = naive_key(c);
						if (key_of[v] != UINT32_MAX && key_of[v] != key)
							cr_assert_fail("value %u has two keys", v);
						key_of[v] = key;
					}
	uint32_t last = 0;
	for (size_t v = 0; v < HAND_VALUES; v++)
		if (key_of[v] != UINT32_MAX) {
			cr_assert_gt(key_of[v], last, "value %zu out of order", v);
			last = key_of[v];
		}
}

Test(poker_eval, seven_cards_are_the_best_of_the_21_fives)
{
	/* 20,000 deterministic pseudo-random hands. */
	uint64_t x = 0x9E3779B97F4A7C15ull;
	for (int n = 0; n < 20000; n++) {
		uint8_t c[7];
		uint64_t used = 0;
		for (int i = 0; i < 7;) {
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			uint8_t k = (uint8_t)(x % 52);
			if (used & (1ull << k))
				continue;
			used |= 1ull << k;
			c[i++] = k;
		}
		hand_value best = 0;
		for (int a = 0; a < 7; a++)
			for (int b = a + 1; b < 7; b++) {
				uint8_t f[5];
				int m = 0;
				for (int i = 0; i < 7; i++)
					if (i != a && i != b)
						f[m++] = c[i];
				hand_value v = hand_eval(f, 5);
				best = v > best ? v : best;
			}
		cr_assert_eq(hand_eval(c, 7), best, "hand %d", n);
		cr_assert_eq(hand_eval(c, 6) <= hand_eval(c, 7), 1);
	}
}

Test(poker_counts, five_cards_three_ways)
{
	hand_counts e, f;
	hand_counts_enumerate(&e, 5);
	hand_counts_formula(&f, 5);
	cr_expect_eq(e.total, 2598960);
	expect_categories(&e, five, "5 cards, enumerated");
	expect_categories(&f, five, "5 cards, formula");
	cr_expect(memcmp(e.by_value, f.by_value, sizeof(e.by_value)) == 0);
	/* The textbook closed form, and ace-king: 3 other ranks of 2..Q, not
	 * A-K-Q-J-T, times the 4^5 - 4 suit patterns that are not flushes. */
	uint64_t cf[10] = {
		(1287 - 10) * (1024 - 4), 13 * 6 * 220 * 64, 78 * 6 * 6 * 44, 13 * 4 * 66 * 16,
		10 * (1024 - 4), 4 * (1287 - 10), 13 * 4 * 12 * 6, 13 * 48, 4 * 9, 4 };
	for (int k = 0; k < 10; k++)
		cr_expect_eq(cf[k], five[k], "closed form, category %d", k);
	cr_expect_eq(e.by_class[HAND_ACE_KING], (165 - 1) * (1024 - 4));
}

Test(poker_counts, six_cards_enumerated_and_by_formula)
{
	hand_counts e, f;
	hand_counts_formula(&f, 6);
	cr_expect_eq(f.total, 20358520);
	expect_categories(&f, six, "6 cards, formula");
	hand_counts_enumerate(&e, 6);
	cr_expect(memcmp(e.by_value, f.by_value, sizeof(e.by_value)) == 0);
}

Test(poker_counts, seven_cards_by_formula)
{
	const hand_counts *d = hand_counts_get(7);
	cr_expect_eq(d->total, 133784560);
	expect_categories(d, seven, "7 cards, formula");
	cr_expect_eq(d->by_class[HAND_ROYAL_FLUSH], 4324);
	cr_expect_eq(d->by_class[HAND_ACE_KING] + d->by_class[HAND_HIGH_CARD], 23294460);
	cr_expect_eq(hand_counts_get(7), d, "cached");
	cr_expect_null(hand_counts_get(8));
}

Test(poker_counts, the_generated_distributions_are_the_formulas)
{
	/* hand_counts_get reads the distributions the table generator computed at
	 * build time; hand_counts_formula recomputes them here from the tables. */
	for (unsigned n = 5; n <= 7; n++) {
		static hand_counts f;
		hand_counts_formula(&f, n);
		const hand_counts *d = hand_counts_get(n);
		cr_expect_eq(d->ncards, n);
		cr_expect_eq(d->total, f.total, "%u cards", n);
		cr_expect(memcmp(d->by_value, f.by_value, sizeof(f.by_value)) == 0,
		          "%u cards: value by value", n);
		cr_expect(memcmp(d->by_class, f.by_class, sizeof(f.by_class)) == 0);
	}
}

Test(poker_eval, the_unrolled_seven_card_entry_is_pe_eval)
{
	/* Every 7-card hand of cards 30..51 (C(22, 7) = 170,544 hands, with
	 * flushes of every suit): hand_eval7 agrees with hand_eval, and a flush
	 * found through the suit counters is the best of the 21 fives. */
	uint8_t c[7];
	unsigned long n = 0;
	for (c[0] = 30; c[0] < 52; c[0]++)
		for (c[1] = c[0] + 1; c[1] < 52; c[1]++)
			for (c[2] = c[1] + 1; c[2] < 52; c[2]++)
				for (c[3] = c[2] + 1; c[3] < 52; c[3]++)
					for (c[4] = c[3] + 1; c[4] < 52; c[4]++)
						for (c[5] = c[4] + 1; c[5] < 52; c[5]++)
							for (c[6] = c[5] + 1; c[6] < 52; c[6]++) {
								n++;
								if (hand_eval7(c) != hand_eval(c, 7))
									cr_assert_fail("hand %lu", n);
							}
	cr_expect_eq(n, 170544);
	cr_expect_eq(hand_class_of(hand("2s 9s Js Ks 4s 4h 4d")), HAND_FLUSH);
	cr_expect_eq(hand_class_of(hand("2d 3d 4d 5d Ad Ac Ah")), HAND_STRAIGHT_FLUSH);
}
