/* SPDX-License-Identifier: Apache-2.0 */
/* test_poker_slow.c - whole-space enumerations (ctest label `slow`: run in
 * the optimised build only): every one of the 133,784,560 seven-card
 * hands evaluated, whose class counts must equal the published ones and,
 * value by value, the rank-multiset formula; and every five-card hand
 * ranked by the evaluator as by an independent ranking. */
#include <stdint.h>
#include <string.h>

#include "helpers.h"
#include "poker/eval/hand_counts.h"
#include "poker/eval/hand_eval.h"

Test(poker_slow, all_133784560_seven_card_hands)
{
	static hand_counts e, f;
	static const uint64_t want[HAND_NCLASS] = { 16736580, 6557880, 58627800, 31433400,
		6461620, 6180020, 4047644, 3473184, 224848, 37260, 4324 };
	hand_counts_enumerate(&e, 7);
	hand_counts_formula(&f, 7);
	cr_expect_eq(e.total, 133784560);
	for (int c = 0; c < HAND_NCLASS; c++)
		cr_expect_eq(e.by_class[c], want[c], "%s", hand_class_name((hand_class)c));
	/* high card, as published, is high_card and ace_king together */
	cr_expect_eq(e.by_class[HAND_HIGH_CARD] + e.by_class[HAND_ACE_KING], 23294460);
	cr_expect(memcmp(e.by_value, f.by_value, sizeof(e.by_value)) == 0,
	          "enumeration and formula agree value by value");
}

/* Key of a five-card hand by an independent ranking: the category from
 * sorted ranks, then the ranks ordered by multiplicity. */
static uint32_t key5(const uint8_t *c)
{
	uint8_t r[5];
	for (int i = 0; i < 5; i++)
		r[i] = c[i] >> 2;
	for (int i = 1; i < 5; i++) /* insertion sort, descending */
		for (int j = i; j > 0 && r[j] > r[j - 1]; j--) {
			uint8_t t = r[j];
			r[j] = r[j - 1];
			r[j - 1] = t;
		}
	int flush = 1;
	for (int i = 1; i < 5; i++)
		flush &= (c[i] & 3) == (c[0] & 3);
	int seq = r[0] - r[4] == 4 && r[0] != r[1] && r[1] != r[2] && r[2] != r[3] &&
	          r[3] != r[4];
	int wheel = r[0] == 12 && r[1] == 3 && r[2] == 2 && r[3] == 1 && r[4] == 0;
	if (seq || wheel)
		return (flush ? 8u : 4u) << 20 | (uint32_t)(wheel ? 3 : r[0]);
	/* groups: (count, rank) sorted by count then rank, both descending */
	uint32_t g[5];
	int n = 0;
	for (int i = 0; i < 5;) {
		int j = i;
		while (j < 5 && r[j] == r[i])
			j++;
		g[n++] = (uint32_t)(j - i) << 4 | r[i];
		i = j;
	}
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && g[j] > g[j - 1]; j--) {
			uint32_t t = g[j];
			g[j] = g[j - 1];
			g[j - 1] = t;
		}
	uint32_t tie = 0, cat;
	for (int i = 0; i < n; i++)
		for (uint32_t k = 0; k < g[i] >> 4; k++)
			tie = tie << 4 | (g[i] & 15);
	if (g[0] >> 4 == 4)
		cat = 7;
	else if (g[0] >> 4 == 3 && g[1] >> 4 == 2)
		cat = 6;
	else if (flush)
		cat = 5;
	else if (g[0] >> 4 == 3)
		cat = 3;
	else if (g[0] >> 4 == 2 && g[1] >> 4 == 2)
		cat = 2;
	else if (g[0] >> 4 == 2)
		cat = 1;
	else
		cat = 0;
	return cat << 20 | tie;
}

Test(poker_slow, every_five_card_hand_ranks_as_an_independent_ranking)
{
	static uint32_t key_of[HAND_VALUES];
	memset(key_of, 0xFF, sizeof(key_of));
	uint8_t c[5];
	for (c[0] = 0; c[0] < 52; c[0]++)
		for (c[1] = c[0] + 1; c[1] < 52; c[1]++)
			for (c[2] = c[1] + 1; c[2] < 52; c[2]++)
				for (c[3] = c[2] + 1; c[3] < 52; c[3]++)
					for (c[4] = c[3] + 1; c[4] < 52; c[4]++) {
						hand_value v = hand_eval(c, 5);
						uint32_t k = key5(c);
						cr_assert(key_of[v] == UINT32_MAX || key_of[v] == k,
						          "value %u: two different hands", v);
						key_of[v] = k;
					}
	for (size_t v = 1; v < HAND_VALUES; v++)
		cr_assert_gt(key_of[v], key_of[v - 1], "value %zu out of order", v);
}
