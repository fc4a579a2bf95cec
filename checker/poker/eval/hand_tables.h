/* SPDX-License-Identifier: Apache-2.0 */
/* hand_tables.h - the evaluator's tables: const data written at build time
 * by checker/poker/eval/gen/gen_hand_tables.c (never edited by hand) into the
 * build directory and compiled into libplanproof.  Read by hand_eval.c,
 * hand_eval.h's inline evaluator and hand_counts.c.
 *
 * A hand is summed into one 64-bit key, one term per card
 * (hand_card_key[card], starting from HAND_KEY_START):
 * - bits 0..31, the rank key: the sum of the cards' rank weights.  Any two
 *   multisets of 5, 6 or 7 ranks (at most four of a rank) have different
 *   rank keys, at most hand_rank_key_max;
 * - bits 32 + 4 * suit, a counter per suit that starts at 3, so that bit 3
 *   of a counter (HAND_FLUSH_BITS) is set once the suit holds five cards.
 *
 * The best hand without a flush is hand_rank_value[HAND_RANK_INDEX(rank key)]:
 * a perfect hash by row displacement, where the key's low HAND_HASH_SHIFT
 * bits pick a row, its high bits a column, and the row's offset (twice
 * hand_hash_offset[row]) moves the row into the table (hand_hash_size entries,
 * about 84,000; keys of other sizes map nowhere useful).
 * The best flush or straight flush of a suit is hand_flush_value[the suit's
 * 13-bit rank mask] (0 under five cards).  With at most seven cards a
 * flush never comes with a full house or four of a kind, so the value of a
 * hand is the larger of the two. */
#ifndef PP_HAND_TABLES_H
#define PP_HAND_TABLES_H

#include <stdint.h>

#define HAND_HASH_SHIFT 13u
#define HAND_KEY_START (0x3333ull << 32)
#define HAND_FLUSH_BITS 0x8888u

/* The table index of a rank key. */
#define HAND_RANK_INDEX(key) \
	(((uint32_t)(key) >> HAND_HASH_SHIFT) + \
	 2u * hand_hash_offset[(uint32_t)(key) & ((1u << HAND_HASH_SHIFT) - 1)])

extern const uint32_t hand_rank_weight[13];
extern const uint64_t hand_card_key[52];
extern const uint16_t hand_hash_offset[1u << HAND_HASH_SHIFT]; /* half the row offsets */
extern const uint16_t hand_rank_value[];
/* The same for the keys of exactly seven ranks: a table of about 51,000
 * entries instead of 84,000, for the hot seven-card loops. */
#define HAND_RANK7_INDEX(key) \
	(((uint32_t)(key) >> HAND_HASH_SHIFT) + \
	 2u * hand_hash7_offset[(uint32_t)(key) & ((1u << HAND_HASH_SHIFT) - 1)])
extern const uint16_t hand_hash7_offset[1u << HAND_HASH_SHIFT];
extern const uint16_t hand_rank7_value[];
extern const uint16_t hand_flush_value[8192];
extern const uint8_t hand_value_class[7462];
/* The exact number of n-card hands (n = 5, 6, 7: index n - 5) of each
 * value, by rank multisets and suit patterns. */
extern const uint64_t hand_dist_by_value[3][7462];
extern const uint32_t hand_hash_size, hand_rank_key_max;

#endif
