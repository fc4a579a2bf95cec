/* SPDX-License-Identifier: Apache-2.0 */
/* gen_hand_tables.c - build-time generator of the poker evaluator's
 * tables (checker/poker/eval/hand_tables.h).  CMake builds and runs it; it
 * writes one C file of const data into the build directory, compiled into
 * libplanproof.  Nothing it writes is committed or edited by hand.
 *
 *   gen_hand_tables OUT.c     write the tables
 *   gen_hand_tables --search  rerun the search for the rank weights below
 *
 * What it computes (see hand_tables.h for how the evaluator reads it):
 * - the 7462 values: every class of five-card hands gets a score (category,
 *   then the ranks that break ties, most significant first); the distinct
 *   scores, sorted, are the values;
 * - the rank key of a multiset of ranks: the sum of one weight per card.
 *   The weights make the keys of any two multisets of 5, 6 or 7 ranks (at
 *   most four of a rank) differ; a perfect hash maps those 73,775 keys
 *   into a small table of the best hand without a flush (row displacement:
 *   the key's low bits pick a row whose offset moves it into the table),
 *   and a second one the 49,205 keys of seven ranks alone, into a table a
 *   third smaller that hand_eval7 and the 7-card enumeration read;
 * - the best flush or straight flush of every 13-bit mask of one suit;
 * - the exact 5-, 6- and 7-card distributions by value, by rank multisets
 *   and suit patterns (the same method as hand_counts_formula, re-derived
 *   here).
 *
 * The hash and the weight search are in gen_hand_hash.c.  This program
 * is a separate executable with no dependency but libc; it
 * exits 1 (failing the build) if the weights do not separate the keys or
 * the hash does not fit.  Floating point is not used. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "poker/eval/gen/gen_hand_tables.h"
#include "poker/eval/hand_tables.h"

#define VALUES 7462

/* The rank weights, found by `--search` (greedy: each rank the smallest
 * weight above the previous one that keeps every pair of multisets that
 * can both grow into hands of five to seven cards apart).  Checked on
 * every run. */
static const uint32_t weights[RANKS] = { 1, 4, 16, 67, 295, 1334, 5734, 23800, 60883,
	208450, 509982, 1304151, 2967844 };

enum { SC_HIGH, SC_PAIR, SC_TWO_PAIR, SC_TRIPS, SC_STRAIGHT, SC_FLUSH, SC_FULL_HOUSE,
	SC_QUADS, SC_STRAIGHT_FLUSH };

/* The class numbers of hand_eval.h's hand_class, in order. */
enum { C_HIGH, C_ACE_KING, C_PAIR, C_TWO_PAIR, C_TRIPS, C_STRAIGHT, C_FLUSH,
	C_FULL_HOUSE, C_QUADS, C_STRAIGHT_FLUSH, C_ROYAL };

/* The generator is a program of one thread, run once at build time, not
 * part of libplanproof: its working tables (here and below) are static. */
static uint32_t scores[VALUES];

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size);
	if (!p) {
		fprintf(stderr, "gen_hand_tables: out of memory\n");
		exit(1);
	}
	return p;
}

void fail(const char *why)
{
	fprintf(stderr, "gen_hand_tables: %s\n", why);
	exit(1);
}

static unsigned popcount(unsigned x)
{
	unsigned n = 0;
	for (; x; x &= x - 1)
		n++;
	return n;
}

/* The top rank of the highest straight in mask (3 for A-2-3-4-5), or -1.
 * Straights do not wrap around the ace. */
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
	unsigned count[RANKS] = { 0 }, mask = 0, maxc = 0, pairs = 0;
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
	for (int r = 0; r < RANKS; r++) {
		maxc = count[r] > maxc ? count[r] : maxc;
		pairs += count[r] == 2;
	}
	int straight = top_straight(mask);
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

/* Every five-card rank multiset adds its score without a flush, and with
 * one when its ranks are distinct. */
static void collect(uint8_t *ranks, int n, int from, unsigned *count, size_t *nout)
{
	if (n == 5) {
		int distinct = 1;
		for (int i = 1; i < 5; i++)
			distinct &= ranks[i] != ranks[i - 1];
		if (*nout + 1 + (size_t)distinct > VALUES)
			fail("too many five-card classes");
		scores[(*nout)++] = score_of(ranks, 0);
		if (distinct)
			scores[(*nout)++] = score_of(ranks, 1);
		return;
	}
	for (int r = from; r < RANKS; r++) {
		if (count[r] == 4)
			continue;
		count[r]++;
		ranks[n] = (uint8_t)r;
		collect(ranks, n + 1, r, count, nout);
		count[r]--;
	}
}

static uint16_t value_of_score(uint32_t s)
{
	size_t lo = 0, hi = VALUES;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (scores[mid] < s)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == VALUES || scores[lo] != s)
		fail("a hand without a value");
	return (uint16_t)lo;
}

/* The best hand without a flush from a multiset of 5..7 ranks. */
static uint16_t best_nonflush(const unsigned *count)
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
	/* take `times` cards of rank r into the hand */
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
	/* kickers: the highest ranks not yet in the hand */
	for (int r = 12; r >= 0 && n < 5; r--) {
		int used = 0;
		for (int i = 0; i < n; i++)
			used |= h[i] == r;
		if (count[r] && !used)
			h[n++] = (uint8_t)r;
	}
	return value_of_score(score_of(h, 0));
}

static uint16_t best_flush(unsigned mask)
{
	uint8_t h[5];
	int n = 0, straight = top_straight(mask);
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

/* ---- rank multisets ---------------------------------------------------- */

static multiset *sets;
static size_t nsets;

/* Every multiset of at most seven ranks, at most four of each. */
static void list_multisets(int rank, uint64_t packed, uint32_t key, unsigned size)
{
	if (rank == RANKS) {
		sets[nsets].packed = packed;
		sets[nsets].key = key;
		sets[nsets].size = size;
		nsets++;
		return;
	}
	for (unsigned k = 0; k <= 4 && size + k <= MAX_KEY_CARDS; k++)
		list_multisets(rank + 1, packed | (uint64_t)k << (3 * rank),
		               key + k * weights[rank], size + k);
}

static void counts_of(uint64_t packed, unsigned *count)
{
	for (int r = 0; r < RANKS; r++)
		count[r] = (unsigned)(packed >> (3 * r)) & 7u;
}

static int cmp_key(const void *a, const void *b)
{
	const multiset *x = a, *y = b;
	return (x->key > y->key) - (x->key < y->key);
}

/* ---- the exact distributions ------------------------------------------- */

static uint64_t dist[3][VALUES];
static uint16_t flush_value[1u << RANKS];

/* The suit assignments of one multiset of n ranks, by value: all C(4, c)
 * products, less those where some suit holds five or more of the ranks;
 * for each set T of five or more distinct ranks, the assignments in which
 * exactly the ranks of T hold a card of the flush suit. */
static void count_suits(const unsigned *count, uint16_t plain, uint64_t *by_value)
{
	static const uint64_t c3[5] = { 1, 3, 3, 1, 0 }, c4[5] = { 1, 4, 6, 4, 1 };
	uint64_t all = 1, flushes = 0;
	unsigned distinct = 0;
	for (int r = 0; r < RANKS; r++) {
		all *= c4[count[r]];
		distinct |= count[r] ? 1u << r : 0;
	}
	for (unsigned sub = distinct; sub; sub = (sub - 1) & distinct) {
		if (popcount(sub) < 5)
			continue;
		uint64_t ways = 4;
		for (int r = 0; r < RANKS; r++)
			if (sub & (1u << r))
				ways *= c3[count[r] - 1];
			else
				ways *= c3[count[r]];
		uint16_t f = flush_value[sub];
		by_value[f > plain ? f : plain] += ways;
		flushes += ways;
	}
	by_value[plain] += all - flushes;
}

/* ---- output -------------------------------------------------------------- */

static void emit_u64(FILE *f, const char *decl, const uint64_t *v, size_t n)
{
	fprintf(f, "%s = {", decl);
	for (size_t i = 0; i < n; i++)
		fprintf(f, "%s%lluu,", i % 6 ? " " : "\n\t", (unsigned long long)v[i]);
	fprintf(f, "\n};\n\n");
}

static void emit_u32(FILE *f, const char *decl, const uint32_t *v, size_t n)
{
	fprintf(f, "%s = {", decl);
	for (size_t i = 0; i < n; i++)
		fprintf(f, "%s%luu,", i % 8 ? " " : "\n\t", (unsigned long)v[i]);
	fprintf(f, "\n};\n\n");
}

static void emit_u16(FILE *f, const char *decl, const uint16_t *v, size_t n)
{
	fprintf(f, "%s = {", decl);
	for (size_t i = 0; i < n; i++)
		fprintf(f, "%s%u,", i % 12 ? " " : "\n\t", (unsigned)v[i]);
	fprintf(f, "\n};\n\n");
}

static void write_tables(const char *path, const uint8_t *value_class, const rank_hash *all,
                         const rank_hash *seven)
{
	FILE *f = fopen(path, "w");
	if (!f)
		fail("cannot write the output file");
	fprintf(f, "/* Generated by checker/poker/eval/gen/gen_hand_tables.c at build time:"
	           " do not edit. */\n#include \"poker/eval/hand_tables.h\"\n\n");
	fprintf(f, "const uint32_t hand_hash_size = %lu, hand_rank_key_max = %lu;\n\n",
	        (unsigned long)all->size, (unsigned long)all->key_max);
	emit_u32(f, "const uint32_t hand_rank_weight[13]", weights, RANKS);
	uint64_t card_key[52];
	for (unsigned c = 0; c < 52; c++)
		card_key[c] = weights[c >> 2] | 1ull << (32 + 4 * (c & 3));
	emit_u64(f, "const uint64_t hand_card_key[52]", card_key, 52);
	emit_u16(f, "const uint16_t hand_hash_offset[1u << HAND_HASH_SHIFT]", all->offsets,
	         all->nrows);
	emit_u16(f, "const uint16_t hand_rank_value[]", all->values, all->size);
	emit_u16(f, "const uint16_t hand_hash7_offset[1u << HAND_HASH_SHIFT]", seven->offsets,
	         seven->nrows);
	emit_u16(f, "const uint16_t hand_rank7_value[]", seven->values, seven->size);
	emit_u16(f, "const uint16_t hand_flush_value[8192]", flush_value, 1u << RANKS);
	fprintf(f, "const uint8_t hand_value_class[7462] = {");
	for (size_t v = 0; v < VALUES; v++)
		fprintf(f, "%s%u,", v % 24 ? " " : "\n\t", (unsigned)value_class[v]);
	fprintf(f, "\n};\n\nconst uint64_t hand_dist_by_value[3][7462] = {\n");
	for (int n = 0; n < 3; n++) {
		fprintf(f, "{");
		for (size_t v = 0; v < VALUES; v++)
			fprintf(f, "%s%lluu,", v % 6 ? " " : "\n\t", (unsigned long long)dist[n][v]);
		fprintf(f, "\n},\n");
	}
	fprintf(f, "};\n");
	if (fclose(f) != 0)
		fail("cannot write the output file");
}

int main(int argc, char **argv)
{
	if (argc == 2 && strcmp(argv[1], "--search") == 0) {
		search();
		return 0;
	}
	if (argc != 2) {
		fprintf(stderr, "usage: gen_hand_tables OUT.c | --search\n");
		return 2;
	}
	/* the values */
	uint8_t ranks[5];
	unsigned count[RANKS] = { 0 };
	size_t nscores = 0;
	collect(ranks, 0, 0, count, &nscores);
	if (nscores != VALUES)
		fail("not 7462 five-card classes");
	qsort(scores, VALUES, sizeof(*scores), cmp_u32);
	for (size_t v = 1; v < VALUES; v++)
		if (scores[v] == scores[v - 1])
			fail("two classes with one score");
	static uint8_t value_class[VALUES];
	static const uint8_t by_cat[] = { C_HIGH, C_PAIR, C_TWO_PAIR, C_TRIPS, C_STRAIGHT,
		C_FLUSH, C_FULL_HOUSE, C_QUADS, C_STRAIGHT_FLUSH };
	for (size_t v = 0; v < VALUES; v++) {
		uint32_t s = scores[v], cat = s >> 20;
		value_class[v] = by_cat[cat];
		if (cat == SC_HIGH && (s >> 12 & 0xFF) == 0xCB)
			value_class[v] = C_ACE_KING;
		if (cat == SC_STRAIGHT_FLUSH && (s >> 16 & 0xF) == 12)
			value_class[v] = C_ROYAL;
	}
	for (unsigned m = 0; m < (1u << RANKS); m++)
		flush_value[m] = popcount(m) >= 5 ? best_flush(m) : 0;

	/* the multisets, their keys (distinct from 5 to 7 ranks) and values */
	sets = xcalloc(80000, sizeof(*sets));
	list_multisets(0, 0, 0, 0);
	multiset *hands = xcalloc(nsets, sizeof(*hands));
	size_t nhands = 0;
	for (size_t i = 0; i < nsets; i++)
		if (sets[i].size >= 5)
			hands[nhands++] = sets[i];
	qsort(hands, nhands, sizeof(*hands), cmp_key);
	for (size_t i = 1; i < nhands; i++)
		if (hands[i].key == hands[i - 1].key)
			fail("two multisets of ranks with one key: rerun --search");
	uint16_t *values = xcalloc(nhands, sizeof(*values));
	for (size_t i = 0; i < nhands; i++) {
		counts_of(hands[i].packed, count);
		values[i] = best_nonflush(count);
		count_suits(count, values[i], dist[hands[i].size - 5]);
	}
	/* the seven-card keys alone (still sorted), then all */
	multiset *sevens = xcalloc(nhands, sizeof(*sevens));
	uint16_t *values7 = xcalloc(nhands, sizeof(*values7));
	size_t nsevens = 0;
	for (size_t i = 0; i < nhands; i++)
		if (hands[i].size == 7) {
			values7[nsevens] = values[i];
			sevens[nsevens++] = hands[i];
		}
	rank_hash seven = build_hash(sevens, nsevens, values7);
	rank_hash all = build_hash(hands, nhands, values);
	fprintf(stderr, "gen_hand_tables: %zu keys up to %lu, %lu rows, table of %lu; "
	        "%zu seven-card keys, table of %lu\n", nhands, (unsigned long)all.key_max,
	        (unsigned long)all.nrows, (unsigned long)all.size, nsevens,
	        (unsigned long)seven.size);
	write_tables(argv[1], value_class, &all, &seven);
	free(values);
	free(hands);
	free(sets);
	free(all.offsets);
	free(all.values);
	free(seven.offsets);
	free(seven.values);
	free(sevens);
	free(values7);
	return 0;
}
