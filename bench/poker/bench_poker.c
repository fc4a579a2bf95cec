/* bench_poker.c - seven-card hand evaluation over every one of the
 * 133,784,560 seven-card hands of a 52-card deck, three ways:
 *
 *   incremental  planproof's exhaustive engine (pc_enumerate): the
 *                evaluator's rank-multiset state machine walked one card at
 *                a time, so a hand costs one transition and three lookups;
 *   per-hand     planproof's pe_eval() called on each hand's seven cards;
 *   cactus-kev   a reference evaluator written for this benchmark only from
 *                the published description of Cactus Kev's five-card
 *                evaluator (each card a 32-bit word with its rank bit, suit
 *                bit, rank and rank prime; flushes and five distinct ranks
 *                by table on the OR of the rank bits, other hands by binary
 *                search of the product of the rank primes), applied to the
 *                21 five-card subsets of each seven-card hand.  Its tables
 *                are generated here from the ranking of hands; no code or
 *                table is copied from anywhere.
 *
 * Each way counts the hands of every category; the counts must agree with
 * each other and (over the whole deck) with the published ones.  Options:
 *   --from K   only hands whose cards are all >= K (C(52-K, 7) hands), for
 *              valgrind --tool=callgrind runs; default 0 (all hands)
 *   --only M   run one way only (incremental, per-hand, cactus-kev)
 * The functions named run_* hold each timed loop, for callgrind's
 * --toggle-collect.  Floating point is used here only to print rates. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "poker/poker_counts.h"
#include "poker/poker_eval.h"

#define NOINLINE __attribute__((noinline))

static const char *const cat_names[10] = { "high card", "one pair", "two pair",
	"three of a kind", "straight", "flush", "full house", "four of a kind",
	"straight flush", "royal flush" };

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* ---- the reference: Cactus Kev's five-card evaluator, best of 21 ------ */

static const uint32_t primes[13] = { 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41 };
static uint16_t kev_flushes[8192], kev_unique5[8192];
static uint32_t kev_products[4888];
static uint16_t kev_values[4888];
static uint32_t kev_card[52];

/* Strength key of five ranks (flush or not) for ordering the classes:
 * category, then ranks by multiplicity; straights by their top card. */
static uint32_t strength(const int *r, int flush)
{
	int cnt[13] = { 0 }, distinct = 0;
	for (int i = 0; i < 5; i++)
		cnt[r[i]]++;
	unsigned mask = 0;
	for (int k = 0; k < 13; k++)
		if (cnt[k]) {
			mask |= 1u << k;
			distinct++;
		}
	int top = -1;
	for (int t = 12; t >= 4 && top < 0; t--)
		if ((mask >> (t - 4) & 31u) == 31u)
			top = t;
	if (top < 0 && mask == 0x100Fu)
		top = 3;
	if (top >= 0)
		return (flush ? 8u : 4u) << 20 | (uint32_t)top;
	uint32_t tie = 0;
	int maxc = 0, pairs = 0;
	for (int times = 4; times >= 1; times--)
		for (int k = 12; k >= 0; k--)
			if (cnt[k] == times)
				tie = tie << 4 | (uint32_t)k;
	for (int k = 0; k < 13; k++) {
		maxc = cnt[k] > maxc ? cnt[k] : maxc;
		pairs += cnt[k] == 2;
	}
	tie <<= 4 * (5 - distinct);
	uint32_t cat = maxc == 4 ? 7 : maxc == 3 && pairs ? 6 : flush ? 5 : maxc == 3 ? 3
	               : (uint32_t)pairs;
	return cat << 20 | tie;
}

typedef struct {
	uint32_t key;
	uint32_t index;   /* rank bits (distinct) or prime product */
	int kind;         /* 0 flush table, 1 unique5 table, 2 products */
} kev_class;

static int cmp_class(const void *a, const void *b)
{
	uint32_t x = ((const kev_class *)a)->key, y = ((const kev_class *)b)->key;
	return (x < y) - (x > y); /* strongest first */
}

static int cmp_product(const void *a, const void *b)
{
	uint32_t x = ((const kev_class *)a)->index, y = ((const kev_class *)b)->index;
	return (x > y) - (x < y);
}

/* Build the four tables: every class of five-card hands, ordered from the
 * royal flush (1) to 7-5-4-3-2 (7462). */
static void kev_init(void)
{
	static kev_class cls[7462], prod[4888];
	int n = 0, np = 0, r[5];
	for (r[0] = 0; r[0] < 13; r[0]++)
		for (r[1] = r[0]; r[1] < 13; r[1]++)
			for (r[2] = r[1]; r[2] < 13; r[2]++)
				for (r[3] = r[2]; r[3] < 13; r[3]++)
					for (r[4] = r[3]; r[4] < 13; r[4]++) {
						if (r[0] == r[4])
							continue; /* five of a kind */
						int distinct = r[0] != r[1] && r[1] != r[2] && r[2] != r[3] &&
						               r[3] != r[4];
						uint32_t bits = 0, product = 1;
						for (int i = 0; i < 5; i++) {
							bits |= 1u << r[i];
							product *= primes[r[i]];
						}
						if (distinct) {
							cls[n++] = (kev_class){ strength(r, 1), bits, 0 };
							cls[n++] = (kev_class){ strength(r, 0), bits, 1 };
						} else {
							cls[n++] = (kev_class){ strength(r, 0), product, 2 };
						}
					}
	qsort(cls, (size_t)n, sizeof(cls[0]), cmp_class);
	for (int i = 0; i < n; i++) {
		uint16_t v = (uint16_t)(i + 1);
		if (cls[i].kind == 0)
			kev_flushes[cls[i].index] = v;
		else if (cls[i].kind == 1)
			kev_unique5[cls[i].index] = v;
		else
			prod[np++] = (kev_class){ v, cls[i].index, 2 };
	}
	qsort(prod, (size_t)np, sizeof(prod[0]), cmp_product);
	for (int i = 0; i < np; i++) {
		kev_products[i] = prod[i].index;
		kev_values[i] = (uint16_t)prod[i].key;
	}
	for (int c = 0; c < 52; c++) {
		int rank = c >> 2, suit = c & 3;
		kev_card[c] = primes[rank] | (uint32_t)rank << 8 | 0x1000u << suit |
		              1u << (16 + rank);
	}
}

static uint16_t kev_find(uint32_t key)
{
	size_t lo = 0, hi = 4887;
	while (lo <= hi) {
		size_t mid = (lo + hi) / 2;
		if (key > kev_products[mid])
			lo = mid + 1;
		else if (key < kev_products[mid])
			hi = mid - 1;
		else
			return kev_values[mid];
	}
	return 0;
}

static uint16_t kev_eval5(uint32_t c1, uint32_t c2, uint32_t c3, uint32_t c4, uint32_t c5)
{
	uint32_t q = (c1 | c2 | c3 | c4 | c5) >> 16;
	if (c1 & c2 & c3 & c4 & c5 & 0xF000u)
		return kev_flushes[q];
	uint16_t s = kev_unique5[q];
	if (s)
		return s;
	return kev_find((c1 & 0xFFu) * (c2 & 0xFFu) * (c3 & 0xFFu) * (c4 & 0xFFu) *
	                (c5 & 0xFFu));
}

static const uint8_t subsets[21][5] = {
	{ 0, 1, 2, 3, 4 }, { 0, 1, 2, 3, 5 }, { 0, 1, 2, 3, 6 }, { 0, 1, 2, 4, 5 },
	{ 0, 1, 2, 4, 6 }, { 0, 1, 2, 5, 6 }, { 0, 1, 3, 4, 5 }, { 0, 1, 3, 4, 6 },
	{ 0, 1, 3, 5, 6 }, { 0, 1, 4, 5, 6 }, { 0, 2, 3, 4, 5 }, { 0, 2, 3, 4, 6 },
	{ 0, 2, 3, 5, 6 }, { 0, 2, 4, 5, 6 }, { 0, 3, 4, 5, 6 }, { 1, 2, 3, 4, 5 },
	{ 1, 2, 3, 4, 6 }, { 1, 2, 3, 5, 6 }, { 1, 2, 4, 5, 6 }, { 1, 3, 4, 5, 6 },
	{ 2, 3, 4, 5, 6 }
};

static int kev_category(uint16_t v)
{
	return v == 1 ? 9 : v <= 10 ? 8 : v <= 166 ? 7 : v <= 322 ? 6 : v <= 1599 ? 5
	       : v <= 1609 ? 4 : v <= 2467 ? 3 : v <= 3325 ? 2 : v <= 6185 ? 1 : 0;
}

/* ---- the three timed loops ------------------------------------------- */

NOINLINE static void run_cactus_kev(unsigned from, uint64_t *cat)
{
	uint64_t by_value[7463] = { 0 };
	uint32_t h[7];
	for (unsigned a = from; a < 52; a++)
		for (unsigned b = a + 1; b < 52; b++)
			for (unsigned c = b + 1; c < 52; c++)
				for (unsigned d = c + 1; d < 52; d++)
					for (unsigned e = d + 1; e < 52; e++)
						for (unsigned f = e + 1; f < 52; f++)
							for (unsigned g = f + 1; g < 52; g++) {
								h[0] = kev_card[a]; h[1] = kev_card[b];
								h[2] = kev_card[c]; h[3] = kev_card[d];
								h[4] = kev_card[e]; h[5] = kev_card[f];
								h[6] = kev_card[g];
								uint16_t best = 9999;
								for (int s = 0; s < 21; s++) {
									const uint8_t *k = subsets[s];
									uint16_t v = kev_eval5(h[k[0]], h[k[1]], h[k[2]],
									                       h[k[3]], h[k[4]]);
									best = v < best ? v : best;
								}
								by_value[best]++;
							}
	for (int v = 1; v <= 7462; v++)
		cat[kev_category((uint16_t)v)] += by_value[v];
}

NOINLINE static void run_per_hand(unsigned from, uint64_t *by_value)
{
	uint8_t h[7];
	for (h[0] = (uint8_t)from; h[0] < 52; h[0]++)
		for (h[1] = h[0] + 1; h[1] < 52; h[1]++)
			for (h[2] = h[1] + 1; h[2] < 52; h[2]++)
				for (h[3] = h[2] + 1; h[3] < 52; h[3]++)
					for (h[4] = h[3] + 1; h[4] < 52; h[4]++)
						for (h[5] = h[4] + 1; h[5] < 52; h[5]++)
							for (h[6] = h[5] + 1; h[6] < 52; h[6]++)
								by_value[pe_eval(h, 7)]++;
}

NOINLINE static void run_incremental(pc_dist *d)
{
	pc_enumerate(d, 7);
}

static void categories_of(const uint64_t *by_value, uint64_t *cat)
{
	for (size_t v = 0; v < PE_VALUES; v++)
		cat[pe_category(pe_class_of((pe_value)v))] += by_value[v];
}

static int report(const char *name, double secs, const uint64_t *cat, const uint64_t *ref)
{
	uint64_t hands = 0;
	for (int k = 0; k < 10; k++)
		hands += cat[k];
	printf("%-12s %11llu hands %8.3f s %12.0f evaluations/s  %s\n", name,
	       (unsigned long long)hands, secs, secs > 0 ? (double)hands / secs : 0.0,
	       ref && memcmp(cat, ref, 10 * sizeof(*cat)) ? "COUNTS DIFFER" : "counts agree");
	return ref && memcmp(cat, ref, 10 * sizeof(*cat));
}

int main(int argc, char **argv)
{
	unsigned from = 0;
	const char *only = NULL;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--from") == 0 && i + 1 < argc)
			from = (unsigned)atoi(argv[++i]);
		else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc)
			only = argv[++i];
		else {
			fprintf(stderr, "usage: bench_poker [--from K] [--only incremental|per-hand|"
			        "cactus-kev]\n");
			return 64;
		}
	}
	if (from > 45) {
		fprintf(stderr, "bench_poker: --from must leave seven cards (at most 45)\n");
		return 64;
	}
	if (from && (!only || strcmp(only, "incremental") == 0)) {
		fprintf(stderr, "bench_poker: the incremental engine always covers the whole "
		        "deck; use --only per-hand or cactus-kev with --from\n");
		return 64;
	}
	pe_tables();
	kev_init();
	static uint64_t published[10] = { 23294460, 58627800, 31433400, 6461620, 6180020,
		4047644, 3473184, 224848, 37260, 4324 };
	const uint64_t *ref = from ? NULL : published;
	uint64_t first[10] = { 0 };
	int bad = 0;
	if (!only || strcmp(only, "incremental") == 0) {
		static pc_dist d;
		uint64_t cat[10] = { 0 };
		double t0 = now();
		run_incremental(&d);
		double t1 = now();
		categories_of(d.by_value, cat);
		bad |= report("incremental", t1 - t0, cat, ref);
	}
	if (!only || strcmp(only, "per-hand") == 0) {
		static uint64_t by_value[PE_VALUES];
		uint64_t cat[10] = { 0 };
		double t0 = now();
		run_per_hand(from, by_value);
		double t1 = now();
		categories_of(by_value, cat);
		bad |= report("per-hand", t1 - t0, cat, ref);
		memcpy(first, cat, sizeof(first));
		ref = ref ? ref : first;
	}
	if (!only || strcmp(only, "cactus-kev") == 0) {
		uint64_t cat[10] = { 0 };
		double t0 = now();
		run_cactus_kev(from, cat);
		double t1 = now();
		bad |= report("cactus-kev", t1 - t0, cat, ref);
		if (!ref)
			memcpy(first, cat, sizeof(first));
	}
	for (int k = 9; k >= 0 && !from; k--)
		printf("  %-16s %llu\n", cat_names[k], (unsigned long long)published[k]);
	return bad ? 1 : 0;
}
