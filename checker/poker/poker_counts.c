/* poker_counts.c - exact hand counts by formula and by enumeration
 * (poker_counts.h). */
#include <string.h>

#include "poker/poker_counts.h"

static pc_dist cache[3];
static int cached[3];

void pc_classes(pc_dist *d)
{
	memset(d->by_class, 0, sizeof(d->by_class));
	d->total = 0;
	for (size_t v = 0; v < PE_VALUES; v++) {
		d->by_class[pe_value_class[v]] += d->by_value[v];
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
	for (int r = 0; r < PE_RANKS; r++) {
		all *= c4[count[r]];
		if (count[r]) {
			distinct |= 1u << r;
			nd++;
		}
	}
	pe_value plain = pe_rank_lookup(key);
	if (nd >= 5) {
		/* Every subset T of the distinct ranks, five or more: exactly the
		 * ranks of T hold a card of the flush suit. */
		for (unsigned sub = distinct; sub; sub = (sub - 1) & distinct) {
			if (__builtin_popcount(sub) < 5)
				continue;
			uint64_t ways = 4; /* the flush suit */
			for (int r = 0; r < PE_RANKS; r++) {
				if (sub & (1u << r))
					ways *= c3[count[r] - 1];
				else if (count[r])
					ways *= c3[count[r]];
			}
			pe_value f = pe_flush_value[sub];
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
	if (rank == PE_RANKS)
		return;
	for (unsigned k = 0; k <= 4 && k <= left; k++) {
		count[rank] = k;
		multisets(count, rank + 1, left - k, key + k * pe_rank_weight[rank], by_value);
	}
	count[rank] = 0;
}

void pc_formula(pc_dist *d, unsigned ncards)
{
	unsigned count[PE_RANKS] = { 0 };
	memset(d, 0, sizeof(*d));
	d->ncards = ncards;
	multisets(count, 0, ncards, 0, d->by_value);
	pc_classes(d);
}

/* The last card, cards from..51, after a prefix summed into key with suit
 * masks sm: one hand each.  When no suit holds four cards yet, no last
 * card can make a flush, and a hand is one rank lookup. */
static void last_card(uint64_t key, const unsigned *sm, unsigned from, uint64_t *by_value)
{
	unsigned counters = (unsigned)(key >> 32);
	if (((counters + 0x1111u) & PE_FLUSH_BITS) == 0) {
		uint32_t rank_key = (uint32_t)key;
		for (unsigned c = from; c < PE_CARDS; c++)
			by_value[pe_rank_lookup(rank_key + (uint32_t)pe_card_key[c])]++;
		return;
	}
	for (unsigned c = from; c < PE_CARDS; c++) {
		uint64_t k = key + pe_card_key[c];
		unsigned flush_bits = (unsigned)(k >> 32) & PE_FLUSH_BITS;
		if (flush_bits) {
			unsigned suit = (unsigned)__builtin_ctz(flush_bits) >> 2;
			unsigned mask = sm[suit] | (suit == (c & 3) ? 1u << (c >> 2) : 0);
			by_value[pe_flush_value[mask]]++;
		} else {
			by_value[pe_rank_lookup(k)]++;
		}
	}
}

/* Deal cards from..51 as card number depth of n, the prefix summed into
 * key, suit masks sm. */
static void deal(unsigned depth, unsigned n, unsigned from, uint64_t key, const unsigned *sm,
                 uint64_t *by_value)
{
	if (depth + 1 == n) {
		last_card(key, sm, from, by_value);
		return;
	}
	for (unsigned c = from; c + (n - depth) <= PE_CARDS; c++) {
		unsigned s2[4] = { sm[0], sm[1], sm[2], sm[3] };
		s2[c & 3] |= 1u << (c >> 2);
		deal(depth + 1, n, c + 1, key + pe_card_key[c], s2, by_value);
	}
}

void pc_enumerate(pc_dist *d, unsigned ncards)
{
	unsigned sm[4] = { 0 };
	memset(d, 0, sizeof(*d));
	d->ncards = ncards;
	deal(0, ncards, 0, PE_KEY_START, sm, d->by_value);
	pc_classes(d);
}

/* The distributions: generated at build time (pe_dist_by_value), by the
 * same method as pc_formula; the tests require the three to agree. */
const pc_dist *pc_dist_get(unsigned ncards)
{
	if (ncards < 5 || ncards > 7)
		return NULL;
	unsigned i = ncards - 5;
	if (!cached[i]) {
		cache[i].ncards = ncards;
		memcpy(cache[i].by_value, pe_dist_by_value[i], sizeof(cache[i].by_value));
		pc_classes(&cache[i]);
		cached[i] = 1;
	}
	return &cache[i];
}
