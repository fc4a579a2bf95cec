/* SPDX-License-Identifier: Apache-2.0 */
/* gen_hand_tables.h - what the two files of the table generator share
 * (gen_hand_tables.c: the ranking, the distributions, the output, main;
 * gen_hand_hash.c: the perfect hash and the search for the rank weights).
 * A build-time program only; nothing here is part of libplanproof. */
#ifndef GEN_HAND_TABLES_H
#define GEN_HAND_TABLES_H

#include <stddef.h>
#include <stdint.h>

#define RANKS 13
#define MAX_KEY_CARDS 7

/* One multiset of ranks: its counts packed 3 bits a rank, size, rank key. */
typedef struct {
	uint64_t packed;
	uint32_t key;
	unsigned size;
} multiset;

/* A perfect hash of rank keys (hand_tables.h): 1 << HAND_HASH_SHIFT row
 * offsets, each half the row's offset, and the table of values. */
typedef struct {
	uint16_t *offsets;
	uint16_t *values;
	uint32_t nrows, size, key_max;
} rank_hash;

/* calloc, or exit 1 with a message; exit 1 with a message. */
void *xcalloc(size_t n, size_t size);
void fail(const char *why);

/* The hash of hands (sorted by key, keys distinct) with their values. */
rank_hash build_hash(const multiset *hands, size_t nhands, const uint16_t *values);

/* `--search`: print the rank weights the greedy search finds. */
void search(void);

#endif
