/* hand_eval.c - the poker hand evaluator (hand_eval.h) over the tables
 * generated at build time (hand_tables.h, gen/gen_hand_tables.c, where
 * the ranking of hands itself is written).  Nothing here builds anything:
 * a hand is a sum of table entries and one or two lookups. */
#include <string.h>

#include "poker/eval/hand_eval.h"

static const pe_tables_t tables = {
	.card_key = pe_card_key,
	.hash_offset = pe_hash_offset,
	.rank_value = pe_rank_value,
	.flush = pe_flush_value,
	.class_of = pe_value_class,
};

static const char *const class_names[PE_NCLASS] = {
	"high_card", "ace_king", "one_pair", "two_pair", "three_of_a_kind", "straight",
	"flush", "full_house", "four_of_a_kind", "straight_flush", "royal_flush"
};

const pe_tables_t *pe_tables(void)
{
	return &tables;
}

/* With at most seven cards a flush beats everything the other cards could
 * make but a straight flush, which the flush table includes, so the flush
 * is the hand's value. */
pe_value pe_flush_of(const uint8_t *cards, size_t n, unsigned flush_bits)
{
	unsigned suit = (unsigned)__builtin_ctz(flush_bits) >> 2, mask = 0;
	for (size_t i = 0; i < n; i++)
		if ((cards[i] & 3u) == suit)
			mask |= 1u << (cards[i] >> 2);
	return pe_flush_value[mask];
}

pe_value pe_eval(const uint8_t *cards, size_t n)
{
	uint64_t key = PE_KEY_START;
	for (size_t i = 0; i < n; i++)
		key += pe_card_key[cards[i]];
	unsigned flush_bits = (unsigned)(key >> 32) & PE_FLUSH_BITS;
	if (flush_bits)
		return pe_flush_of(cards, n, flush_bits);
	return n == 7 ? pe_rank7_lookup(key) : pe_rank_lookup(key);
}

pe_value pe_value_of_ranks(const uint8_t ranks[5], int flush)
{
	uint32_t key = 0;
	unsigned mask = 0;
	for (int i = 0; i < 5; i++) {
		key += pe_rank_weight[ranks[i]];
		mask |= 1u << ranks[i];
	}
	return flush ? pe_flush_value[mask] : pe_rank_lookup(key);
}

pe_class pe_class_of(pe_value v)
{
	return (pe_class)pe_value_class[v];
}

const char *pe_class_name(pe_class c)
{
	return c < PE_NCLASS ? class_names[c] : "";
}

pe_class pe_class_find(const char *name)
{
	for (int c = 0; c < PE_NCLASS; c++)
		if (strcmp(class_names[c], name) == 0)
			return (pe_class)c;
	return PE_NCLASS;
}

unsigned pe_category(pe_class c)
{
	return c <= PE_ACE_KING ? 0 : (unsigned)c - 1;
}
