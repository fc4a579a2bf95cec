/* SPDX-License-Identifier: Apache-2.0 */
/* hand_eval.c - the poker hand evaluator (hand_eval.h) over the tables
 * generated at build time (hand_tables.h, gen/gen_hand_tables.c, where
 * the ranking of hands itself is written).  Nothing here builds anything:
 * a hand is a sum of table entries and one or two lookups. */
#include <string.h>

#include "poker/eval/hand_eval.h"

static const hand_tables_t tables = {
	.card_key = hand_card_key,
	.hash_offset = hand_hash_offset,
	.rank_value = hand_rank_value,
	.flush = hand_flush_value,
	.class_of = hand_value_class,
};

static const char *const class_names[HAND_NCLASS] = {
	"high_card", "ace_king", "one_pair", "two_pair", "three_of_a_kind", "straight",
	"flush", "full_house", "four_of_a_kind", "straight_flush", "royal_flush"
};

const hand_tables_t *hand_tables(void)
{
	return &tables;
}

/* With at most seven cards a flush beats everything the other cards could
 * make but a straight flush, which the flush table includes, so the flush
 * is the hand's value. */
hand_value hand_flush_of(const uint8_t *cards, size_t n, unsigned flush_bits)
{
	unsigned suit = (unsigned)__builtin_ctz(flush_bits) >> 2, mask = 0;
	for (size_t i = 0; i < n; i++)
		if ((cards[i] & 3u) == suit)
			mask |= 1u << (cards[i] >> 2);
	return hand_flush_value[mask];
}

hand_value hand_eval(const uint8_t *cards, size_t n)
{
	uint64_t key = HAND_KEY_START;
	for (size_t i = 0; i < n; i++)
		key += hand_card_key[cards[i]];
	unsigned flush_bits = (unsigned)(key >> 32) & HAND_FLUSH_BITS;
	if (flush_bits)
		return hand_flush_of(cards, n, flush_bits);
	return n == 7 ? hand_rank7_lookup(key) : hand_rank_lookup(key);
}

hand_value hand_value_of_ranks(const uint8_t ranks[5], int flush)
{
	uint32_t key = 0;
	unsigned mask = 0;
	for (int i = 0; i < 5; i++) {
		key += hand_rank_weight[ranks[i]];
		mask |= 1u << ranks[i];
	}
	return flush ? hand_flush_value[mask] : hand_rank_lookup(key);
}

hand_class hand_class_of(hand_value v)
{
	return (hand_class)hand_value_class[v];
}

const char *hand_class_name(hand_class c)
{
	return c < HAND_NCLASS ? class_names[c] : "";
}

hand_class hand_class_find(const char *name)
{
	for (int c = 0; c < HAND_NCLASS; c++)
		if (strcmp(class_names[c], name) == 0)
			return (hand_class)c;
	return HAND_NCLASS;
}

unsigned hand_category(hand_class c)
{
	return c <= HAND_ACE_KING ? 0 : (unsigned)c - 1;
}
