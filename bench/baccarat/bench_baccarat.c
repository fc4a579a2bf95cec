/* bench_baccarat.c - times the baccarat family's exhaustive engines:
 *
 *   enum    every coup of a full 8-deck shoe, exactly (baccarat_shoe.c)
 *   split   the same with the 37 tableau cells seed section 10.6 leaves
 *           open played both ways (what a check of that game runs)
 *   sweep   5% commission rounded down to the chip, stakes 1..1,000,000 by
 *           1: the 64-bit integer path (baccarat_commission.c)
 *   exact   the same 1,000,000 stakes through the rational definition of
 *           the paid win, stake by stake (the reference path)
 *
 * Usage: bench_baccarat [enum|split|sweep|exact|all] [repetitions]
 * Prints the best and median wall-clock time of the repetitions, and a
 * checksum of the result so the work cannot be optimised away.  Run a
 * single repetition under `valgrind --tool=callgrind` for instruction
 * counts. */
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

/* Which engine run_enum times: bac_enumerate_states, or the reference
 * walk bac_enumerate_cards (today's engine before state aggregation). */
static int use_cards;
static unsigned bench_decks = 8;

/* One run of a workload; returns a checksum. */
static uint64_t run_enum(int split)
{
	bac_rules r;
	bac_enum e;
	unsigned char cells[BAC_TOTALS][BAC_COLS] = { { 0 } };
	bac_standard_rules(&r, bench_decks);
	if (split) {
		for (unsigned t = 0; t <= 2; t++)
			for (unsigned c = 0; c < BAC_COLS; c++)
				cells[t][c] = 1;
		for (unsigned t = 3; t <= 6; t++)
			cells[t][BAC_STOOD] = 1;
	}
	if (use_cards)
		bac_enumerate_cards(&e, &r, split ? (const unsigned char (*)[BAC_COLS])cells : NULL);
	else
		bac_enumerate_states(&e, &r, split ? (const unsigned char (*)[BAC_COLS])cells : NULL);
	uint64_t sum = e.nsplit;
	for (unsigned k = 0; k < BAC_NSIG; k++)
		sum += (uint64_t)e.main.w[k] * (k + 1);
	bac_enum_free(&e);
	return sum;
}

static uint64_t run_sweep(int exact)
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
	s.force_exact = exact;
	bac_sweep_run(&s);
	uint64_t sum = s.nstakes + s.nfrac + s.ndrop + s.nabove +
	               mpz_get_ui(mpq_numref(s.best_stake));
	bac_sweep_clear(&s);
	return sum;
}

static void bench(const char *name, uint64_t (*fn)(int), int arg, int reps)
{
	double *t = calloc((size_t)reps, sizeof(double));
	uint64_t check = 0;
	if (!t)
		abort();
	for (int i = 0; i < reps; i++) {
		double t0 = now_ms();
		check = fn(arg);
		t[i] = now_ms() - t0;
	}
	qsort(t, (size_t)reps, sizeof(double), cmp_double);
	printf("%-6s reps %3d  best %9.3f ms  median %9.3f ms  checksum %llu\n", name, reps,
	       t[0], t[reps / 2], (unsigned long long)check);
	free(t);
}

int main(int argc, char **argv)
{
	const char *what = argc > 1 ? argv[1] : "all";
	int reps = argc > 2 ? atoi(argv[2]) : 0;
	int all = strcmp(what, "all") == 0;
	if (all || strcmp(what, "enum") == 0)
		bench("enum", run_enum, 0, reps > 0 ? reps : 50);
	if (all || strcmp(what, "cards") == 0) {
		use_cards = 1;
		bench("cards", run_enum, 0, reps > 0 ? reps : 20);
		use_cards = 0;
	}
	if (all || strcmp(what, "split") == 0)
		bench("split", run_enum, 1, reps > 0 ? reps : 20);
	if (all || strcmp(what, "sweep") == 0)
		bench("sweep", run_sweep, 0, reps > 0 ? reps : 20);
	if (all || strcmp(what, "exact") == 0)
		bench("exact", run_sweep, 1, reps > 0 ? reps : 3);
	return 0;
}
