/* poker_counts.c - exact hand counts by formula and by enumeration
 * (poker_counts.h). */
#include <string.h>

#include "poker/poker_counts.h"

static pc_dist cache[3];
static int cached[3];

void pc_classes(pc_dist *d)
{
	const pe_tables_t *t = pe_tables();
	memset(d->by_class, 0, sizeof(d->by_class));
	d->total = 0;
	for (size_t v = 0; v < PE_VALUES; v++) {
		d->by_class[t->class_of[v]] += d->by_value[v];
		d->total += d->by_value[v];
	}
}

/* C(3, k) and C(4, k) for k = 0..4. */
static const uint64_t c3[5] = { 1, 3, 3, 1, 0 };
static const uint64_t c4[5] = { 1, 4, 6, 4, 1 };

/* Count the suit assignments of one rank multiset (count[], state st). */
static void count_multiset(const pe_tables_t *t, const unsigned *count, uint32_t st,
                           uint64_t *by_value)
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
	pe_value plain = t->nonflush[st];
	if (nd >= 5) {
		/* Every subset T of the distinct ranks, five or more: exactly the
		 * ranks of T hold a card of the flush suit. */
		for (unsigned sub = distinct; sub; sub = (sub - 1) & distinct) {
			unsigned bits = 0;
			for (unsigned x = sub; x; x &= x - 1)
				bits++;
			if (bits < 5)
				continue;
			uint64_t ways = 4; /* the flush suit */
			for (int r = 0; r < PE_RANKS; r++) {
				if (sub & (1u << r))
					ways *= c3[count[r] - 1];
				else if (count[r])
					ways *= c3[count[r]];
			}
			pe_value f = t->flush[sub];
			by_value[f > plain ? f : plain] += ways;
			flushes += ways;
		}
	}
	by_value[plain] += all - flushes;
}

/* Choose the count of each rank from `rank` on, n cards left to place. */
static void multisets(const pe_tables_t *t, unsigned *count, int rank, unsigned left,
                      uint32_t st, uint64_t *by_value)
{
	if (left == 0) {
		count_multiset(t, count, st, by_value);
		return;
	}
	if (rank == PE_RANKS)
		return;
	uint32_t s = st;
	for (unsigned k = 0; k <= 4 && k <= left; k++) {
		count[rank] = k;
		multisets(t, count, rank + 1, left - k, s, by_value);
		if (k < 4 && k < left)
			s = t->next[(size_t)s * PE_RANKS + (unsigned)rank];
	}
	count[rank] = 0;
}

void pc_formula(pc_dist *d, unsigned ncards)
{
	const pe_tables_t *t = pe_tables();
	unsigned count[PE_RANKS] = { 0 };
	memset(d, 0, sizeof(*d));
	d->ncards = ncards;
	multisets(t, count, 0, ncards, 0, d->by_value);
	pc_classes(d);
}

/* Deal cards from..51 as card number depth of n, state st, suit masks sm,
 * the best flush so far fl. */
static void deal(const pe_tables_t *t, unsigned depth, unsigned n, unsigned from,
                 uint32_t st, const unsigned *sm, pe_value fl, uint64_t *by_value)
{
	if (depth + 1 == n) {
		/* The last card: the hot loop. */
		const uint32_t *next = t->next + (size_t)st * PE_RANKS;
		for (unsigned c = from; c < PE_CARDS; c++) {
			unsigned r = c >> 2;
			pe_value v = t->nonflush[next[r]];
			pe_value f = t->flush[sm[c & 3] | 1u << r];
			f = f > fl ? f : fl;
			by_value[f > v ? f : v]++;
		}
		return;
	}
	for (unsigned c = from; c + (n - depth) <= PE_CARDS; c++) {
		unsigned r = c >> 2, s2[4] = { sm[0], sm[1], sm[2], sm[3] };
		s2[c & 3] |= 1u << r;
		pe_value f = t->flush[s2[c & 3]];
		deal(t, depth + 1, n, c + 1, t->next[(size_t)st * PE_RANKS + r], s2,
		     f > fl ? f : fl, by_value);
	}
}

void pc_enumerate(pc_dist *d, unsigned ncards)
{
	const pe_tables_t *t = pe_tables();
	unsigned sm[4] = { 0 };
	memset(d, 0, sizeof(*d));
	d->ncards = ncards;
	deal(t, 0, ncards, 0, 0, sm, 0, d->by_value);
	pc_classes(d);
}

const pc_dist *pc_dist_get(unsigned ncards)
{
	if (ncards < 5 || ncards > 7)
		return NULL;
	unsigned i = ncards - 5;
	if (!cached[i]) {
		pc_formula(&cache[i], ncards);
		cached[i] = 1;
	}
	return &cache[i];
}
