/* SPDX-License-Identifier: Apache-2.0 */
/* bench_baccarat.c - times the baccarat family's exhaustive engines, each
 * next to the engine it replaced, in the same process, in interleaved
 * rounds, and prints the ratio:
 *
 *   enum      every coup of a full 8-deck shoe, exactly: the state engine
 *             (bac_enumerate_states) against the card-by-card walk
 *             (bac_enumerate_cards, the engine before state aggregation)
 *   split     the same with the 37 tableau cells seed section 10.6 leaves
 *             open played both ways (what a check of that game runs)
 *   decks100  enum at 100 decks (counts beyond 64 bits)
 *   decks6    enum at 6 decks, the shoe of the public reference run beside
 *             it by reference.sh (a Python enumeration of every six-card
 *             sequence); prints the player, banker and tie orderings, which
 *             must equal the reference's
 *   sweep     5% commission rounded down to the chip, stakes 1..1,000,000
 *             by 1: one period plus the ends against the walk over every
 *             stake (both on the 64-bit path, baccarat_commission.c)
 *   exact     the same 1,000,000 stakes through the rational definition of
 *             the paid win, stake by stake (the reference path; alone)
 *
 * Usage: bench_baccarat [enum|split|decks100|decks6|sweep|exact|all] [rounds] [new|old]
 * Prints, per workload, the best and median wall-clock time of each side
 * over the rounds, a checksum of each side's result (they must be equal:
 * the same work), and new/old as a ratio of best times.  A third argument
 * runs one side only.  For instruction counts run one round of one side
 * under callgrind with --toggle-collect=run_one (see README.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "baccarat/baccarat.h"

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

typedef enum { ENUM, SPLIT, DECKS100, DECKS6, SWEEP, EXACT } workload;

/* A checksum of every weight of e. */
static uint64_t enum_sum(const bac_enum *e)
{
	uint64_t sum = e->nsplit;
	for (unsigned k = 0; k < BAC_NSIG; k++)
		sum += (uint64_t)(e->main.w[k] ^ (e->main.w[k] >> 64)) * (k + 1);
	for (unsigned i = 0; i < 2 * e->nsplit; i++)
		for (unsigned k = 0; k < BAC_NSIG; k++)
			sum += (uint64_t)e->split[i].w[k] * (k + 3);
	return sum;
}

static uint64_t run_enum(workload w, int old)
{
	bac_rules r;
	bac_enum e;
	unsigned char cells[BAC_TOTALS][BAC_COLS] = { { 0 } };
	bac_standard_rules(&r, w == DECKS100 ? 100 : w == DECKS6 ? 6 : 8);
	if (w == SPLIT) {
		for (unsigned t = 0; t <= 2; t++)
			for (unsigned c = 0; c < BAC_COLS; c++)
				cells[t][c] = 1;
		for (unsigned t = 3; t <= 6; t++)
			cells[t][BAC_STOOD] = 1;
	}
	const unsigned char (*split)[BAC_COLS] =
		w == SPLIT ? (const unsigned char (*)[BAC_COLS])cells : NULL;
	if (old)
		bac_enumerate_cards(&e, &r, split);
	else
		bac_enumerate_states(&e, &r, split);
	uint64_t sum = enum_sum(&e);
	bac_enum_free(&e);
	return sum;
}

static uint64_t run_sweep(int walk, int exact)
{
	bac_sweep s;
	bac_sweep_init(&s);
	mpq_set_ui(s.chip, 1, 1);
	mpq_set_ui(s.step, 1, 1);
	mpq_set_ui(s.min, 1, 1);
	mpq_set_ui(s.max, 1000000, 1);
	mpq_set_ui(s.payout, 1, 1);
	mpq_set_ui(s.rate, 1, 20);
	s.base = BAC_BASE_WIN;
	s.rounding = 1;
	s.dir = NUM_DOWN;
	mpq_set_ui(s.unit, 1, 1);
	s.has_max_win = 1;
	mpq_set_ui(s.max_win, 12000000, 1);
	s.force_walk = walk;
	s.force_exact = exact;
	bac_sweep_run(&s);
	uint64_t sum = s.nstakes + s.nfrac + s.ndrop + s.nabove +
	               mpz_get_ui(mpq_numref(s.best_stake)) +
	               mpz_get_ui(mpq_numref(s.worst_stake));
	bac_sweep_clear(&s);
	return sum;
}

/* One run of workload w; old selects the engine it replaced.  Returns a
 * checksum of the result.  (Not static: callgrind toggles on its name.) */
uint64_t run_one(workload w, int old);
uint64_t run_one(workload w, int old)
{
	switch (w) {
	case ENUM:
	case SPLIT:
	case DECKS100:
	case DECKS6: return run_enum(w, old);
	case SWEEP: return run_sweep(old, 0);
	case EXACT: return run_sweep(1, 1);
	}
	return 0;
}

static const char *only;   /* "new" or "old": run that side alone */

/* The orderings of six cards of a decks-deck shoe (standard rules) in
 * which the player wins, the banker wins and they tie, as a line the
 * reference's totals can be compared with (reference.sh). */
static void print_outcomes(unsigned decks)
{
	bac_rules r;
	bac_enum e;
	bac_standard_rules(&r, decks);
	bac_enumerate_states(&e, &r, NULL);
	bac_count player = 0, banker = 0, tie = 0;
	for (unsigned k = 0; k < BAC_NSIG; k++) {
		bac_outcome o;
		bac_unsig(k, &o);
		if (o.p > o.b)
			player += e.main.w[k];
		else if (o.b > o.p)
			banker += e.main.w[k];
		else
			tie += e.main.w[k];
	}
	bac_enum_free(&e);
	char a[40], b[40], c[40];
	printf("decks%u   orderings: player %s banker %s tie %s\n", decks,
	       bac_count_text(a, sizeof(a), player), bac_count_text(b, sizeof(b), banker),
	       bac_count_text(c, sizeof(c), tie));
}

/* rounds rounds of the new engine, then the old one, interleaved. */
static void bench(const char *name, workload w, int both, int rounds)
{
	if (only && strcmp(only, "old") == 0 && both) {
		for (int i = 0; i < rounds; i++)
			run_one(w, 1);
		printf("%-8s old side only, %d rounds\n", name, rounds);
		return;
	}
	if (only)
		both = 0;
	double *t[2];
	uint64_t check[2] = { 0, 0 };
	t[0] = calloc((size_t)rounds, sizeof(double));
	t[1] = calloc((size_t)rounds, sizeof(double));
	if (!t[0] || !t[1])
		abort();
	for (int i = 0; i < rounds; i++)
		for (int old = 0; old <= both; old++) {
			double t0 = now_ms();
			check[old] = run_one(w, old);
			t[old][i] = now_ms() - t0;
		}
	for (int old = 0; old <= both; old++)
		qsort(t[old], (size_t)rounds, sizeof(double), cmp_double);
	printf("%-8s rounds %4d  new: best %9.3f ms  median %9.3f ms", name, rounds, t[0][0],
	       t[0][rounds / 2]);
	if (both)
		printf("   old: best %9.3f ms  median %9.3f ms   new/old %.3f%s", t[1][0],
		       t[1][rounds / 2], t[0][0] / t[1][0],
		       check[0] == check[1] ? "" : "   CHECKSUMS DIFFER");
	printf("   checksum %llu\n", (unsigned long long)check[0]);
	free(t[0]);
	free(t[1]);
}

int main(int argc, char **argv)
{
	const char *what = argc > 1 ? argv[1] : "all";
	int rounds = argc > 2 ? atoi(argv[2]) : 0;
	only = argc > 3 ? argv[3] : NULL;
	int all = strcmp(what, "all") == 0;
	if (all || strcmp(what, "enum") == 0)
		bench("enum", ENUM, 1, rounds > 0 ? rounds : 50);
	if (all || strcmp(what, "split") == 0)
		bench("split", SPLIT, 1, rounds > 0 ? rounds : 20);
	if (all || strcmp(what, "decks100") == 0)
		bench("decks100", DECKS100, 1, rounds > 0 ? rounds : 20);
	if (all || strcmp(what, "decks6") == 0) {
		bench("decks6", DECKS6, 1, rounds > 0 ? rounds : 50);
		print_outcomes(6);
	}
	if (all || strcmp(what, "sweep") == 0)
		bench("sweep", SWEEP, 1, rounds > 0 ? rounds : 20);
	if (all || strcmp(what, "exact") == 0)
		bench("exact", EXACT, 0, rounds > 0 ? rounds : 3);
	return 0;
}
