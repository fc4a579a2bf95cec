/* SPDX-License-Identifier: Apache-2.0 */
/* bench_poker.c - seven-card hand evaluation, planproof against the public
 * references on identical work, in one process, in interleaved rounds:
 *
 *   random     the same 10,000,000 random seven-card hands (drawn before
 *              timing from one fixed seed), each evaluated on its own:
 *              planproof's hand_eval7, OMPEval, PokerHandEvaluator, the 2+2
 *              table walk (seven chained lookups a hand);
 *   enumerate  every one of the 133,784,560 seven-card hands, incrementally:
 *              planproof's hand_counts_enumerate, the 2+2 walk (one
 *              lookup per card per loop level), OMPEval (a hand sum per
 *              loop level).
 *
 * Each way histograms its own values and reduces them to the nine standard
 * categories, which must agree with planproof's (and, enumerating, with the
 * published counts); PokerHandEvaluator's values must equal planproof's one
 * for one.  The program exits 1 if any differs.  References take part only
 * when built in (bench_refs.h) or, for the 2+2 walk, when its table
 * HandRanks.dat is found (PP_BENCH_TWOPLUSTWO_DAT, or --2p2 FILE).
 *
 * Options: --only random|enumerate, --hands N (default 10,000,000),
 * --rounds R (default 3), --2p2 FILE.  The timed loops are the functions
 * named run_* and ref_*, for valgrind --tool=callgrind --toggle-collect.
 * Floating point is used here only to print rates. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_refs.h"
#include "poker/eval/hand_counts.h"
#include "poker/eval/hand_eval.h"

#define NOINLINE __attribute__((noinline))
#define MAX_WAYS 4
#define SEED 0x2545F4914F6CDD1Dull

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Nine categories from planproof's values (royal flush is a straight flush). */
static void pp_categories(const uint64_t *by_value, uint64_t *cat)
{
	for (size_t v = 0; v < HAND_VALUES; v++) {
		unsigned k = hand_category(hand_class_of((hand_value)v));
		cat[k > 8 ? 8 : k] += by_value[v];
	}
}

/* ---- planproof ----------------------------------------------------------- */

NOINLINE static void run_planproof_random(const uint8_t *hands, size_t n, uint16_t *out)
{
	for (size_t i = 0; i < n; i++)
		out[i] = hand_eval7(hands + 7 * i);
}

static unsigned pp_category(uint16_t v)
{
	unsigned k = hand_category(hand_class_of(v));
	return k > 8 ? 8 : k;
}

NOINLINE static void run_planproof_enumerate(uint64_t *cat)
{
	static hand_counts d;
	hand_counts_enumerate(&d, 7);
	pp_categories(d.by_value, cat);
}

/* ---- the 2+2 table walk -------------------------------------------------- */

/* The table HandRanks.dat that the 2+2 generator writes: 32,487,834 ints;
 * a state plus a card (1..52, here card + 1) is the next state, and after
 * seven cards the entry is category << 12 | rank within the category. */
static int *tpt;

static int load_tpt(const char *path)
{
	FILE *f = path ? fopen(path, "rb") : NULL;
	if (!f)
		return 0;
	size_t n = 32487834;
	tpt = malloc(n * sizeof(*tpt));
	size_t got = tpt ? fread(tpt, sizeof(*tpt), n, f) : 0;
	fclose(f);
	if (got != n) {
		free(tpt);
		tpt = NULL;
		return 0;
	}
	return 1;
}

static void tpt_categories(const uint64_t *by_value, uint64_t *cat)
{
	for (unsigned v = 0; v < 10u << 12; v++)
		if (by_value[v])
			cat[(v >> 12) - 1] += by_value[v];
}

NOINLINE static void ref_tpt_random(const uint8_t *hands, size_t n, uint16_t *out)
{
	for (size_t i = 0; i < n; i++) {
		const uint8_t *c = hands + 7 * i;
		int p = tpt[53 + c[0] + 1];
		p = tpt[p + c[1] + 1];
		p = tpt[p + c[2] + 1];
		p = tpt[p + c[3] + 1];
		p = tpt[p + c[4] + 1];
		p = tpt[p + c[5] + 1];
		out[i] = (uint16_t)tpt[p + c[6] + 1];
	}
}

/* The category of a 2+2 or OMPEval value: category (1..9) << 12 | rank. */
static unsigned category_by_4096(uint16_t v)
{
	return (v >> 12) - 1u;
}

NOINLINE static void ref_tpt_enumerate(uint64_t *cat)
{
	static uint64_t by_value[10u << 12];
	memset(by_value, 0, sizeof(by_value));
	for (int a = 1; a < 47; a++) {
		int pa = tpt[53 + a];
		for (int b = a + 1; b < 48; b++) {
			int pb = tpt[pa + b];
			for (int c = b + 1; c < 49; c++) {
				int pc = tpt[pb + c];
				for (int d = c + 1; d < 50; d++) {
					int pd = tpt[pc + d];
					for (int e = d + 1; e < 51; e++) {
						int pe = tpt[pd + e];
						for (int f = e + 1; f < 52; f++) {
							int pf = tpt[pe + f];
							for (int g = f + 1; g < 53; g++)
								by_value[tpt[pf + g]]++;
						}
					}
				}
			}
		}
	}
	tpt_categories(by_value, cat);
}

/* ---- the references built in ------------------------------------------- */

#ifdef BENCH_HAVE_PHEVAL
/* PokerHandEvaluator's rank 1 is the best hand: planproof's value 7461. */
static unsigned pheval_category(uint16_t v)
{
	return v >= 1 && v <= HAND_VALUES ? pp_category((uint16_t)(HAND_VALUES - v)) : 99;
}
#endif

typedef struct {
	const char *name;
	void (*random)(const uint8_t *, size_t, uint16_t *);
	unsigned (*category)(uint16_t); /* of a value random writes */
	void (*enumerate)(uint64_t *);
	double best[2], total[2];
} way;

static int values_differ; /* a hand evaluated differently */

/* ---- the driver ---------------------------------------------------------- */

/* n random seven-card hands, seven distinct cards each, from SEED. */
static uint8_t *random_hands(size_t n)
{
	uint8_t *h = malloc(7 * n);
	uint64_t x = SEED;
	for (size_t i = 0; h && i < n; i++) {
		uint64_t used = 0;
		for (int k = 0; k < 7;) {
			x ^= x >> 12; /* xorshift64* */
			x ^= x << 25;
			x ^= x >> 27;
			uint64_t r = (x * 0x2545F4914F6CDD1Dull) >> 32;
			unsigned card = (unsigned)((r * 52) >> 32);
			if (used >> card & 1)
				continue;
			used |= 1ull << card;
			h[7 * i + (size_t)k++] = (uint8_t)card;
		}
	}
	return h;
}

static int same(const uint64_t *a, const uint64_t *b)
{
	return memcmp(a, b, BENCH_CATS * sizeof(*a)) == 0;
}

int main(int argc, char **argv)
{
	const char *only = NULL, *tpt_path = NULL;
	size_t nhands = 10000000;
	int rounds = 3;
#ifdef PP_BENCH_TWOPLUSTWO_DAT
	tpt_path = PP_BENCH_TWOPLUSTWO_DAT;
#endif
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--only") == 0 && i + 1 < argc)
			only = argv[++i];
		else if (strcmp(argv[i], "--hands") == 0 && i + 1 < argc)
			nhands = (size_t)strtoull(argv[++i], NULL, 10);
		else if (strcmp(argv[i], "--rounds") == 0 && i + 1 < argc)
			rounds = atoi(argv[++i]);
		else if (strcmp(argv[i], "--2p2") == 0 && i + 1 < argc)
			tpt_path = argv[++i];
		else {
			fprintf(stderr, "usage: bench_poker [--only random|enumerate] [--hands N] "
			        "[--rounds R] [--2p2 HandRanks.dat]\n");
			return 64;
		}
	}
	if (rounds < 1 || nhands < 1 || (only && strcmp(only, "random") != 0 &&
	                                 strcmp(only, "enumerate") != 0)) {
		fprintf(stderr, "bench_poker: bad option\n");
		return 64;
	}
	way ways[MAX_WAYS] = { { "planproof", run_planproof_random, pp_category,
		run_planproof_enumerate,
		{ 0, 0 }, { 0, 0 } } };
	int nways = 1;
#ifdef BENCH_HAVE_OMPEVAL
	ways[nways++] = (way){ "OMPEval", ref_ompeval_random, category_by_4096,
		ref_ompeval_enumerate,
		{ 0, 0 }, { 0, 0 } };
#endif
#ifdef BENCH_HAVE_PHEVAL
	ways[nways++] = (way){ "PokerHandEvaluator", ref_pheval_random, pheval_category, NULL,
		{ 0, 0 }, { 0, 0 } };
#endif
	if (load_tpt(tpt_path))
		ways[nways++] = (way){ "2+2 walk", ref_tpt_random, category_by_4096,
			ref_tpt_enumerate, { 0, 0 },
			{ 0, 0 } };
	else
		printf("2+2 walk: no HandRanks.dat (PP_BENCH_TWOPLUSTWO_DAT or --2p2)\n");
	uint8_t *hands = random_hands(nhands);
	if (!hands)
		return 70;
	uint16_t *out = malloc(nhands * sizeof(*out));
	uint16_t *pp_out = malloc(nhands * sizeof(*pp_out));
	if (!out || !pp_out)
		return 70;
	memset(out, 0, nhands * sizeof(*out)); /* its pages exist before any timing */
	for (size_t i = 0; i < nhands; i++) /* untimed: hand_eval, the reference values */
		pp_out[i] = hand_eval(hands + 7 * i, 7);
	static const uint64_t published[BENCH_CATS] = { 23294460, 58627800, 31433400, 6461620,
		6180020, 4047644, 3473184, 224848, 41584 };
	static const char *const works[2] = { "random", "enumerate" };
	const double work_hands[2] = { (double)nhands, 133784560.0 };
	int bad = 0;
	for (int w = 0; w < 2; w++) {
		if (only && strcmp(only, works[w]) != 0)
			continue;
		uint64_t first[BENCH_CATS] = { 0 };
		/* Untimed warm-up: each way evaluates the hands once, so no timed
		 * round pays for the first touch of a way's tables (planproof's
		 * are const data paged in from the binary on first use; the
		 * references build theirs on the heap before any round). */
		for (int k = 0; w == 0 && k < nways; k++)
			if (ways[k].random)
				ways[k].random(hands, nhands, out);
		for (int r = 0; r < rounds; r++)
			for (int k = 0; k < nways; k++) {
				way *y = &ways[(k + r) % nways]; /* interleaved, order rotating */
				if (w == 0 ? !y->random : !y->enumerate)
					continue;
				uint64_t cat[BENCH_CATS] = { 0 };
				double t0 = now();
				if (w == 0)
					y->random(hands, nhands, out);
				else
					y->enumerate(cat);
				double s = now() - t0;
				for (size_t i = 0; w == 0 && i < nhands; i++) { /* untimed */
					unsigned kind = y->category(out[i]);
					if (kind >= BENCH_CATS || kind != pp_category(pp_out[i]))
						values_differ = 1;
					else
						cat[kind]++;
				}
#ifdef BENCH_HAVE_PHEVAL
				for (size_t i = 0; y->random == ref_pheval_random && i < nhands; i++)
					values_differ |= out[i] != HAND_VALUES - pp_out[i];
#endif
				y->best[w] = r == 0 || s < y->best[w] ? s : y->best[w];
				y->total[w] += s;
				if (y == &ways[0] && r == 0)
					memcpy(first, cat, sizeof(first));
				int ok = (w == 0 || same(cat, published)) &&
				         (y == &ways[0] ? 1 : same(cat, first));
				printf("%-9s round %d  %-18s %8.3f s %8.1f M hands/s  %s\n", works[w],
				       r + 1, y->name, s, work_hands[w] / s / 1e6,
				       ok ? "counts agree" : "COUNTS DIFFER");
				bad |= !ok;
			}
		for (int k = 0; k < nways; k++) {
			const way *y = &ways[k];
			if (w == 0 ? !y->random : !y->enumerate)
				continue;
			printf("%-9s best  %-18s %8.1f M hands/s  mean %8.1f M/s", works[w], y->name,
			       work_hands[w] / y->best[w] / 1e6,
			       work_hands[w] * rounds / y->total[w] / 1e6);
			if (k)
				printf("  planproof/this %.2fx (best) %.2fx (mean)",
				       y->best[w] / ways[0].best[w], y->total[w] / ways[0].total[w]);
			printf("\n");
		}
	}
	if (values_differ) {
		printf("a hand's category (or PokerHandEvaluator's value) differs\n");
		bad = 1;
	}
	free(out);
	free(pp_out);
	free(hands);
	free(tpt);
	return bad ? 1 : 0;
}
