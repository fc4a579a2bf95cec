/* poker_eval.c - the table-driven poker hand evaluator (poker_eval.h).
 *
 * Building the tables: every class of five-card hands gets a score
 * (category, then the ranks that break ties, most significant first); the
 * 7462 distinct scores, sorted, are the values.  The rank-multiset states
 * are found breadth-first from the empty multiset, so states of up to six
 * ranks come first and only they need transitions.  All of it takes a few
 * milliseconds and happens once per process. */
#include <stdlib.h>
#include <string.h>

#include "poker/poker_eval.h"
#include "util.h"

/* The standard categories, as scored. */
enum { SC_HIGH, SC_PAIR, SC_TWO_PAIR, SC_TRIPS, SC_STRAIGHT, SC_FLUSH, SC_FULL_HOUSE,
	SC_QUADS, SC_STRAIGHT_FLUSH };

#define MAX_CARDS 7
#define HASH_BITS 18u
#define HASH_SIZE (1u << HASH_BITS)

static pe_tables_t tables;
static int built;
static uint32_t *scores; /* PE_VALUES sorted scores: value -> score */

static const char *const class_names[PE_NCLASS] = {
	"high_card", "ace_king", "one_pair", "two_pair", "three_of_a_kind", "straight",
	"flush", "full_house", "four_of_a_kind", "straight_flush", "royal_flush"
};

/* The highest straight among the ranks of mask: its top rank (3 for the
 * wheel A-2-3-4-5), or -1.  Straights do not wrap around the ace. */
static int top_straight(unsigned mask)
{
	for (int top = 12; top >= 4; top--) {
		unsigned run = 0x1Fu << (top - 4);
		if ((mask & run) == run)
			return top;
	}
	unsigned wheel = (1u << 12) | 0xFu;
	return (mask & wheel) == wheel ? 3 : -1;
}

/* Score of a five-card hand: category << 20, then five tie-break ranks of
 * four bits each, ordered by how many times they occur, then by rank. */
static uint32_t score_of(const uint8_t ranks[5], int flush)
{
	unsigned count[PE_RANKS] = { 0 }, mask = 0;
	for (int i = 0; i < 5; i++) {
		count[ranks[i]]++;
		mask |= 1u << ranks[i];
	}
	uint32_t tie = 0;
	int ntie = 0;
	for (unsigned times = 4; times >= 1; times--)
		for (int r = 12; r >= 0; r--)
			if (count[r] == times) {
				tie = tie << 4 | (uint32_t)r;
				ntie++;
			}
	while (ntie++ < 5)
		tie <<= 4;
	int straight = top_straight(mask);
	unsigned maxc = 0, pairs = 0;
	for (int r = 0; r < PE_RANKS; r++) {
		maxc = count[r] > maxc ? count[r] : maxc;
		pairs += count[r] == 2;
	}
	uint32_t cat;
	if (straight >= 0 && flush)
		return (uint32_t)SC_STRAIGHT_FLUSH << 20 | (uint32_t)straight << 16;
	if (maxc == 4)
		cat = SC_QUADS;
	else if (maxc == 3 && pairs == 1)
		cat = SC_FULL_HOUSE;
	else if (flush)
		cat = SC_FLUSH;
	else if (straight >= 0)
		return (uint32_t)SC_STRAIGHT << 20 | (uint32_t)straight << 16;
	else if (maxc == 3)
		cat = SC_TRIPS;
	else if (pairs == 2)
		cat = SC_TWO_PAIR;
	else if (pairs == 1)
		cat = SC_PAIR;
	else
		cat = SC_HIGH;
	return cat << 20 | tie;
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return (x > y) - (x < y);
}

/* Every five-card rank multiset (at most four of a rank), recursively;
 * each adds its score without a flush, and with one when its ranks are
 * distinct. */
static void collect(uint8_t *ranks, int n, int from, unsigned *count, uint32_t *out,
                    size_t *nout)
{
	if (n == 5) {
		out[(*nout)++] = score_of(ranks, 0);
		int distinct = 1;
		for (int i = 1; i < 5; i++)
			distinct &= ranks[i] != ranks[i - 1];
		if (distinct)
			out[(*nout)++] = score_of(ranks, 1);
		return;
	}
	for (int r = from; r < PE_RANKS; r++) {
		if (count[r] == 4)
			continue;
		count[r]++;
		ranks[n] = (uint8_t)r;
		collect(ranks, n + 1, r, count, out, nout);
		count[r]--;
	}
}

static pe_value value_of_score(uint32_t s)
{
	size_t lo = 0, hi = PE_VALUES;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (scores[mid] < s)
			lo = mid + 1;
		else
			hi = mid;
	}
	return (pe_value)lo;
}

pe_value pe_value_of_ranks(const uint8_t ranks[5], int flush)
{
	pe_tables();
	return value_of_score(score_of(ranks, flush));
}

/* The best hand without a flush from a multiset of 5..7 ranks. */
static pe_value best_nonflush(const unsigned *count)
{
	uint8_t h[5];
	int n = 0, quad = -1, trip = -1, pair = -1;
	unsigned mask = 0;
	for (int r = 12; r >= 0; r--) {
		if (count[r])
			mask |= 1u << r;
		if (count[r] == 4 && quad < 0)
			quad = r;
		else if (count[r] >= 3 && trip < 0)
			trip = r;
		else if (count[r] >= 2 && pair < 0)
			pair = r;
	}
	int straight = top_straight(mask);
	/* Take `times` cards of rank r into the hand. */
#define TAKE(r, times) do { for (int k_ = 0; k_ < (times); k_++) h[n++] = (uint8_t)(r); } while (0)
	if (quad >= 0) {
		TAKE(quad, 4);
	} else if (trip >= 0 && pair >= 0) {
		TAKE(trip, 3);
		TAKE(pair, 2);
	} else if (straight >= 0) {
		for (int k = 0; k < 5; k++)
			h[n++] = (uint8_t)(straight == 3 && k == 4 ? 12 : straight - k);
	} else if (trip >= 0) {
		TAKE(trip, 3);
	} else if (pair >= 0) {
		TAKE(pair, 2);
		for (int r = 12; r >= 0; r--)
			if (r != pair && count[r] >= 2 && n < 4) {
				TAKE(r, 2);
				break;
			}
	}
#undef TAKE
	/* Kickers: the highest ranks not yet in the hand. */
	for (int r = 12; r >= 0 && n < 5; r--) {
		int used = 0;
		for (int i = 0; i < n; i++)
			used |= h[i] == r;
		if (count[r] && !used)
			h[n++] = (uint8_t)r;
	}
	return value_of_score(score_of(h, 0));
}

static pe_value best_flush(unsigned mask)
{
	uint8_t h[5];
	int n = 0;
	int straight = top_straight(mask);
	if (straight >= 0) {
		for (int k = 0; k < 5; k++)
			h[n++] = (uint8_t)(straight == 3 && k == 4 ? 12 : straight - k);
	} else {
		for (int r = 12; r >= 0 && n < 5; r--)
			if (mask & (1u << r))
				h[n++] = (uint8_t)r;
	}
	return value_of_score(score_of(h, 1));
}

static uint64_t hash_key(uint64_t key)
{
	key ^= key >> 29;
	key *= 0xBF58476D1CE4E5B9ull;
	key ^= key >> 32;
	return key;
}

/* The index of the state with packed counts key, adding it if new. */
static uint32_t state_index(uint64_t *slot_key, uint32_t *slot_idx, uint64_t *keys,
                            size_t *nkeys, uint64_t key)
{
	size_t h = (size_t)(hash_key(key) & (HASH_SIZE - 1));
	while (slot_idx[h] != UINT32_MAX && slot_key[h] != key)
		h = (h + 1) & (HASH_SIZE - 1);
	if (slot_idx[h] == UINT32_MAX) {
		slot_key[h] = key;
		slot_idx[h] = (uint32_t)*nkeys;
		keys[(*nkeys)++] = key;
	}
	return slot_idx[h];
}

static unsigned key_count(uint64_t key, int r)
{
	return (unsigned)(key >> (3 * r)) & 7u;
}

static unsigned key_size(uint64_t key)
{
	unsigned n = 0;
	for (int r = 0; r < PE_RANKS; r++)
		n += key_count(key, r);
	return n;
}

/* The rank-multiset state machine, breadth-first by multiset size. */
static void build_states(void)
{
	/* 76155 multisets of at most seven ranks, at most four of each. */
	size_t cap = 80000, nkeys = 0, n_le6 = 0;
	uint64_t *keys = pp_xmalloc(cap * sizeof(*keys));
	uint64_t *slot_key = pp_xmalloc(HASH_SIZE * sizeof(*slot_key));
	uint32_t *slot_idx = pp_xmalloc(HASH_SIZE * sizeof(*slot_idx));
	memset(slot_idx, 0xFF, HASH_SIZE * sizeof(*slot_idx));
	state_index(slot_key, slot_idx, keys, &nkeys, 0);
	/* Pass 1: discover all states, layer by layer. */
	for (size_t i = 0; i < nkeys; i++) {
		if (key_size(keys[i]) == MAX_CARDS)
			continue;
		n_le6 = i + 1;
		for (int r = 0; r < PE_RANKS; r++)
			if (key_count(keys[i], r) < 4)
				state_index(slot_key, slot_idx, keys, &nkeys, keys[i] + (1ull << (3 * r)));
	}
	/* Pass 2: transitions of the states of up to six ranks, and values. */
	uint32_t *next = pp_xcalloc(n_le6 * PE_RANKS, sizeof(*next));
	pe_value *nonflush = pp_xcalloc(nkeys, sizeof(*nonflush));
	for (size_t i = 0; i < n_le6; i++)
		for (int r = 0; r < PE_RANKS; r++)
			if (key_count(keys[i], r) < 4)
				next[i * PE_RANKS + (size_t)r] =
					state_index(slot_key, slot_idx, keys, &nkeys,
					            keys[i] + (1ull << (3 * r)));
	for (size_t i = 0; i < nkeys; i++) {
		unsigned count[PE_RANKS];
		for (int r = 0; r < PE_RANKS; r++)
			count[r] = key_count(keys[i], r);
		if (key_size(keys[i]) >= 5)
			nonflush[i] = best_nonflush(count);
	}
	tables.next = next;
	tables.nonflush = nonflush;
	tables.nstates = nkeys;
	free(keys);
	free(slot_key);
	free(slot_idx);
}

const pe_tables_t *pe_tables(void)
{
	if (built)
		return &tables;
	built = 1;
	/* Values: the sorted distinct scores. */
	uint32_t *all = pp_xmalloc((6175 + 1287) * sizeof(*all));
	uint8_t ranks[5];
	unsigned count[PE_RANKS] = { 0 };
	size_t n = 0;
	collect(ranks, 0, 0, count, all, &n);
	qsort(all, n, sizeof(*all), cmp_u32);
	scores = all; /* n == PE_VALUES, all distinct (tests pin it) */

	uint8_t *class_of = pp_xmalloc(PE_VALUES);
	for (size_t v = 0; v < PE_VALUES; v++) {
		uint32_t s = scores[v], cat = s >> 20;
		static const uint8_t by_cat[] = { PE_HIGH_CARD, PE_ONE_PAIR, PE_TWO_PAIR,
			PE_THREE_OF_A_KIND, PE_STRAIGHT, PE_FLUSH, PE_FULL_HOUSE,
			PE_FOUR_OF_A_KIND, PE_STRAIGHT_FLUSH };
		class_of[v] = by_cat[cat];
		if (cat == SC_HIGH && (s >> 12 & 0xFF) == 0xCB)
			class_of[v] = PE_ACE_KING;
		if (cat == SC_STRAIGHT_FLUSH && (s >> 16 & 0xF) == 12)
			class_of[v] = PE_ROYAL_FLUSH;
	}
	tables.class_of = class_of;

	pe_value *flush = pp_xcalloc(1u << PE_RANKS, sizeof(*flush));
	for (unsigned m = 0; m < (1u << PE_RANKS); m++) {
		unsigned bits = 0;
		for (unsigned x = m; x; x &= x - 1)
			bits++;
		if (bits >= 5)
			flush[m] = best_flush(m);
	}
	tables.flush = flush;
	build_states();
	return &tables;
}

pe_value pe_eval(const uint8_t *cards, size_t n)
{
	const pe_tables_t *t = pe_tables();
	uint32_t st = 0;
	unsigned sm[4] = { 0 };
	for (size_t i = 0; i < n; i++) {
		unsigned r = cards[i] >> 2;
		st = t->next[(size_t)st * PE_RANKS + r];
		sm[cards[i] & 3] |= 1u << r;
	}
	pe_value v = t->nonflush[st];
	pe_value f = (pe_value)(t->flush[sm[0]] | t->flush[sm[1]] | t->flush[sm[2]] |
	                        t->flush[sm[3]]);
	return f > v ? f : v;
}

pe_class pe_class_of(pe_value v)
{
	return (pe_class)pe_tables()->class_of[v];
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
