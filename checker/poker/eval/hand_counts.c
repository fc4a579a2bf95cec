/* SPDX-License-Identifier: Apache-2.0 */
/* hand_counts.c - exact hand counts by formula and by enumeration
 * (hand_counts.h). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "poker/eval/hand_counts.h"
#include "util.h"

/* The distributions of 5, 6 and 7 cards: filled once, by the first
 * hand_counts_get (under pthread_once), and only read afterwards, so
 * checks on several threads share them safely. */
static hand_counts cache[3];
static pthread_once_t cache_once = PTHREAD_ONCE_INIT;

static void cache_fill(void)
{
	for (unsigned i = 0; i < 3; i++) {
		cache[i].ncards = 5 + i;
		memcpy(cache[i].by_value, hand_dist_by_value[i], sizeof(cache[i].by_value));
		hand_counts_classes(&cache[i]);
	}
}

void hand_counts_classes(hand_counts *d)
{
	memset(d->by_class, 0, sizeof(d->by_class));
	d->total = 0;
	for (size_t v = 0; v < HAND_VALUES; v++) {
		d->by_class[hand_value_class[v]] += d->by_value[v];
		d->total += d->by_value[v];
	}
}

/* C(3, k) and C(4, k) for k = 0..4. */
static const uint64_t c3[5] = { 1, 3, 3, 1, 0 };
static const uint64_t c4[5] = { 1, 4, 6, 4, 1 };

/* Count the suit assignments of one rank multiset (count[], rank key). */
static void count_multiset(const unsigned *count, uint64_t key, uint64_t *by_value)
{
	uint64_t all = 1, flushes = 0;
	unsigned distinct = 0, nd = 0;
	for (int r = 0; r < HAND_RANKS; r++) {
		all *= c4[count[r]];
		if (count[r]) {
			distinct |= 1u << r;
			nd++;
		}
	}
	hand_value plain = hand_rank_lookup(key);
	if (nd >= 5) {
		/* Every subset T of the distinct ranks, five or more: exactly the
		 * ranks of T hold a card of the flush suit. */
		for (unsigned sub = distinct; sub; sub = (sub - 1) & distinct) {
			if (__builtin_popcount(sub) < 5)
				continue;
			uint64_t ways = 4; /* the flush suit */
			for (int r = 0; r < HAND_RANKS; r++) {
				if (sub & (1u << r))
					ways *= c3[count[r] - 1];
				else if (count[r])
					ways *= c3[count[r]];
			}
			hand_value f = hand_flush_value[sub];
			by_value[f > plain ? f : plain] += ways;
			flushes += ways;
		}
	}
	by_value[plain] += all - flushes;
}

/* Choose the count of each rank from `rank` on, n cards left to place. */
static void multisets(unsigned *count, int rank, unsigned left, uint64_t key,
                      uint64_t *by_value)
{
	if (left == 0) {
		count_multiset(count, key, by_value);
		return;
	}
	if (rank == HAND_RANKS)
		return;
	for (unsigned k = 0; k <= 4 && k <= left; k++) {
		count[rank] = k;
		multisets(count, rank + 1, left - k, key + k * hand_rank_weight[rank], by_value);
	}
	count[rank] = 0;
}

void hand_counts_formula(hand_counts *d, unsigned ncards)
{
	unsigned count[HAND_RANKS] = { 0 };
	memset(d, 0, sizeof(*d));
	d->ncards = ncards;
	multisets(count, 0, ncards, 0, d->by_value);
	hand_counts_classes(d);
}

/* The rank hash the enumeration reads: the seven-card one for seven. */
typedef struct {
	const uint16_t *offset, *value;
} rank_hash;

static inline hand_value lookup(const rank_hash *h, uint32_t rank_key)
{
	uint32_t row = rank_key & ((1u << HAND_HASH_SHIFT) - 1);
	return h->value[(rank_key >> HAND_HASH_SHIFT) + 2u * h->offset[row]];
}

/* The last card, cards from..51, after the prefix hand[0 .. depth) summed
 * into key: one hand each, counted in by_value[the last card's suit].
 * When no suit holds four cards yet no last card can make a flush: the
 * hands whose last cards share a rank share one rank lookup, and each is
 * counted in its suit's counters, so that they do not wait on each other. */
static inline void last_card(uint64_t key, const uint8_t *hand, unsigned depth,
                             unsigned from, const rank_hash *h,
                             uint32_t (*by_value)[HAND_VALUES])
{
	unsigned counters = (unsigned)(key >> 32);
	if (__builtin_expect(((counters + 0x1111u) & HAND_FLUSH_BITS) == 0, 1)) {
		uint32_t rank_key = (uint32_t)key;
		unsigned c = from;
		if (c & 3) { /* the rest of the first card's rank */
			hand_value v = lookup(h, rank_key + hand_rank_weight[c >> 2]);
			for (; c & 3; c++)
				by_value[c & 3][v]++;
		}
		for (; c < HAND_CARDS; c += 4) {
			hand_value v = lookup(h, rank_key + hand_rank_weight[c >> 2]);
			by_value[0][v]++;
			by_value[1][v]++;
			by_value[2][v]++;
			by_value[3][v]++;
		}
		return;
	}
	/* One suit holds four or more of the prefix: a last card of that suit
	 * makes a flush (the hand's value with seven cards or fewer), and so
	 * does any last card when the prefix holds five of it already. */
	unsigned suit = (unsigned)__builtin_ctz((counters + 0x1111u) & HAND_FLUSH_BITS) >> 2;
	unsigned mask = 0;
	for (unsigned i = 0; i < depth; i++)
		mask |= (hand[i] & 3u) == suit ? 1u << (hand[i] >> 2) : 0;
	hand_value prefix_flush = hand_flush_value[mask];
	uint32_t rank_key = (uint32_t)key;
	for (unsigned c = from; c < HAND_CARDS; c++) {
		hand_value v;
		if ((c & 3) == suit)
			v = hand_flush_value[mask | 1u << (c >> 2)];
		else if (prefix_flush)
			v = prefix_flush;
		else
			v = lookup(h, rank_key + hand_rank_weight[c >> 2]);
		by_value[c & 3][v]++;
	}
}

/* Deal cards from..51 as card number depth of n after the prefix
 * hand[0 .. depth) summed into key; the last two levels are loops. */
static void deal(unsigned depth, unsigned n, unsigned from, uint64_t key, uint8_t *hand,
                 const rank_hash *h, uint32_t (*by_value)[HAND_VALUES])
{
	if (depth + 2 == n) {
		for (unsigned c = from; c + 1 < HAND_CARDS; c++) {
			hand[depth] = (uint8_t)c;
			last_card(key + hand_card_key[c], hand, depth + 1, c + 1, h, by_value);
		}
		return;
	}
	for (unsigned c = from; c + (n - depth) <= HAND_CARDS; c++) {
		hand[depth] = (uint8_t)c;
		deal(depth + 1, n, c + 1, key + hand_card_key[c], hand, h, by_value);
	}
}

void hand_counts_enumerate(hand_counts *d, unsigned ncards)
{
	uint8_t hand[7];
	/* per last suit; at most C(52, 7) < 2^32 hands in all */
	uint32_t (*by_suit)[HAND_VALUES] = pp_xcalloc(4, sizeof(*by_suit));
	memset(d, 0, sizeof(*d));
	d->ncards = ncards;
	const rank_hash all = { hand_hash_offset, hand_rank_value },
	                 seven = { hand_hash7_offset, hand_rank7_value };
	deal(0, ncards, 0, HAND_KEY_START, hand, ncards == 7 ? &seven : &all, by_suit);
	for (size_t v = 0; v < HAND_VALUES; v++)
		d->by_value[v] = (uint64_t)by_suit[0][v] + by_suit[1][v] + by_suit[2][v] +
		                 by_suit[3][v];
	free(by_suit);
	hand_counts_classes(d);
}

/* The distributions: generated at build time (hand_dist_by_value), by the
 * same method as hand_counts_formula; the tests require the three to agree. */
const hand_counts *hand_counts_get(unsigned ncards)
{
	if (ncards < 5 || ncards > 7)
		return NULL;
	pthread_once(&cache_once, cache_fill);
	return &cache[ncards - 5];
}
