/* SPDX-License-Identifier: Apache-2.0 */
/* bench_holdem.c - the hold'em engine (checker/poker/holdem/holdem_optimal*) on
 * the two reference rule sets: Casino hold'em (call 2x on the flop or
 * fold; ante table royal 100, straight flush 20, quads 10, full house 3,
 * flush 2, less 1; dealer qualifies with a pair of fours, a dealer who
 * does not qualify pays the ante by its table and pushes the call) and
 * Ultimate Texas Hold'em (Blind 500/50/10/3/3:2/1 from a straight, Play
 * 4x/3x, 2x, 1x; dealer qualifies with a pair, pushes the ante if not),
 * and the separate-stage games (separate_rules): seed 000's Easy hold'em
 * under each reading of its open Ante rule (`easy`: both in one set of
 * sweeps), Texas Hold'em Bonus.
 * Prints the exact house edge, its percent, the decision counts and the
 * wall-clock time.  `flop`: the UTH sums of one flop only (one 1,755th of
 * the work, for callgrind); `easy-flop`: Easy hold'em's two readings on
 * the first canonical flop, in one set of sweeps.  See README.md. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "poker/holdem/holdem_optimal.h"

static void usage(void)
{
	fprintf(stderr, "usage: bench_holdem casino|uth|easy|easy-lost|easy-returned|thb|thb-flush|"
	        "flop|easy-flop [--threads N]\n");
	exit(2);
}

/* The rules of the two reference games (bench and tests share them). */
static void casino_rules(holdem_rules *r)
{
	static const unsigned long ante[HAND_NCLASS] = { 1, 1, 1, 1, 1, 1, 2, 3, 10, 20, 100 };
	uint8_t fours[5] = { 2, 2, 3, 1, 0 }; /* 4-4-5-3-2: the lowest pair of fours */
	r->has_qual = 1;
	r->qual = hand_value_of_ranks(fours, 0);
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_set_ui(r->ante_win[c], ante[c], 1);
		mpq_set_ui(r->play_win[c], 1, 1);
	}
	r->ante_dnq = POKER_MAIN_DNQ_WINS;
	r->play_dnq = POKER_MAIN_DNQ_PUSH;
	r->blind_dnq = POKER_MAIN_DNQ_PLAYS;
	r->tie = POKER_MAIN_TIE_PUSH;
	r->flop = 2;
}

static void uth_rules(holdem_rules *r)
{
	static const unsigned long blind[HAND_NCLASS][2] = { {0,1},{0,1},{0,1},{0,1},{0,1},
		{1,1},{3,2},{3,1},{10,1},{50,1},{500,1} };
	r->has_qual = 1;
	r->qual = holdem_lowest_value(HAND_ONE_PAIR);
	mpq_set_ui(r->blind, 1, 1);
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_set_ui(r->ante_win[c], 1, 1);
		mpq_set_ui(r->play_win[c], 1, 1);
		mpq_set_ui(r->blind_win[c], blind[c][0], blind[c][1]);
		mpq_canonicalize(r->blind_win[c]);
	}
	r->ante_dnq = POKER_MAIN_DNQ_PUSH;
	r->play_dnq = r->blind_dnq = POKER_MAIN_DNQ_PLAYS;
	r->tie = POKER_MAIN_TIE_PUSH;
	r->npre = 2;
	r->pre[0] = 3;
	r->pre[1] = 4;
	r->flop = 2;
	r->river = 1;
}

/* Separate stages, no qualifier, ties push, raises 1:1: a first bet of
 * `first` antes before the flop or fold, 1 ante on the flop and 1 on the
 * turn, or check; the Ante 1:1 from class `from`, low_win below it.
 * Easy hold'em (seed 000): first 1, from a straight, low_win -1 (lost) or
 * 0 (returned), the plan leaving it open; Texas Hold'em Bonus: first 2,
 * low_win 0, from a straight (Las Vegas) or a flush (Atlantic City). */
static void separate_rules(holdem_rules *r, unsigned first, hand_class from, long low_win)
{
	r->has_qual = 0;
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_set_si(r->ante_win[c], c >= (int)from ? 1 : low_win, 1);
		mpq_set_ui(r->play_win[c], 1, 1);
	}
	r->ante_dnq = r->play_dnq = r->blind_dnq = POKER_MAIN_DNQ_PLAYS;
	r->tie = POKER_MAIN_TIE_PUSH;
	r->separate = 1;
	r->npre = 1;
	r->pre[0] = first;
	r->flop = 1;
	r->turn = 1;
}

/* The UTH sums of the flop 2c 7d Ks (whatever its orbit). */
static int one_flop(holdem_rules *r)
{
	static int64_t fixed[1326], play[1326], river[1326];
	const uint8_t flop[3] = { 0 * 4 + 0, 5 * 4 + 1, 11 * 4 + 3 };
	int64_t d, sum = 0;
	uth_rules(r);
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (!holdem_flop_sums(fixed, play, river, &d, r, flop))
		return 1;
	clock_gettime(CLOCK_MONOTONIC, &t1);
	for (unsigned i = 0; i < 1326; i++)
		sum += river[i];
	long ms = (long)(t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000;
	printf("flop: sum of the river's best %lld (d %lld); wall %ld.%03ld s\n", (long long)sum,
	       (long long)d, ms / 1000, ms % 1000);
	holdem_rules_clear(r);
	return 0;
}

/* Easy hold'em's two readings in one set of sweeps (holdem_return_pair) over
 * the first canonical flop only, for callgrind. */
static int easy_flop(holdem_rules *lost)
{
	holdem_rules returned;
	holdem_rules_init(&returned);
	separate_rules(lost, 1, HAND_STRAIGHT, -1);
	separate_rules(&returned, 1, HAND_STRAIGHT, 0);
	holdem_result a, b;
	holdem_result_init(&a);
	holdem_result_init(&b);
	int ok = holdem_return_pair(&a, &b, lost, &returned, 1, 1);
	printf("easy-flop: %s\n", ok ? "done" : "refused");
	holdem_result_clear(&a);
	holdem_result_clear(&b);
	holdem_rules_clear(&returned);
	holdem_rules_clear(lost);
	return !ok;
}

/* Prints res under the name `name`. */
static void print_result(const char *name, const holdem_result *res)
{
	char *x = num_exact(res->house_edge), *pc = num_percent(res->house_edge, 4, NUM_HALF_EVEN);
	char *e = num_percent(res->element_of_risk, 4, NUM_HALF_EVEN);
	char *ex = num_exact(res->element_of_risk), *st = num_decimal(res->stake, 6, NUM_HALF_EVEN);
	printf("%s: house edge %s = %s of the ante; element of risk %s = %s (stake %s antes)\n",
	       name, x, pc, ex, e, st);
	unsigned raised = 0;
	for (unsigned c = 0; c < HOLDEM_CLASSES; c++)
		raised += res->pre_choice[c] != 0;
	printf("preflop classes raising %u of %u; flop raises %llu of %llu; turn raises "
	       "%llu of %llu; river raises %llu of %llu\n", raised, HOLDEM_CLASSES,
	       (unsigned long long)res->flop_raised, (unsigned long long)res->flop_situations,
	       (unsigned long long)res->turn_raised, (unsigned long long)res->turn_situations,
	       (unsigned long long)res->river_raised, (unsigned long long)res->river_situations);
	printf("preflop classes not raising:");
	for (unsigned c = 0; c < HOLDEM_CLASSES; c++)
		if (!res->pre_choice[c]) {
			char cls[4];
			holdem_class_name(cls, c);
			printf(" %s", cls);
		}
	printf("\n");
	free(x);
	free(pc);
	free(e);
	free(ex);
	free(st);
}

int main(int argc, char **argv)
{
	if (argc < 2)
		usage();
	unsigned threads = 0;
	for (int i = 2; i < argc; i++) {
		if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc)
			threads = (unsigned)strtoul(argv[++i], NULL, 10);
		else
			usage();
	}
	holdem_rules r, returned;
	holdem_rules_init(&r);
	int pair = 0;
	if (strcmp(argv[1], "flop") == 0)
		return one_flop(&r);
	if (strcmp(argv[1], "easy-flop") == 0)
		return easy_flop(&r);
	holdem_rules_init(&returned);
	if (strcmp(argv[1], "casino") == 0)
		casino_rules(&r);
	else if (strcmp(argv[1], "uth") == 0)
		uth_rules(&r);
	else if (strcmp(argv[1], "easy-lost") == 0)
		separate_rules(&r, 1, HAND_STRAIGHT, -1);
	else if (strcmp(argv[1], "easy-returned") == 0)
		separate_rules(&r, 1, HAND_STRAIGHT, 0);
	else if ((pair = strcmp(argv[1], "easy") == 0)) {
		separate_rules(&r, 1, HAND_STRAIGHT, -1);
		separate_rules(&returned, 1, HAND_STRAIGHT, 0);
	} else if (strcmp(argv[1], "thb") == 0)
		separate_rules(&r, 2, HAND_STRAIGHT, 0);
	else if (strcmp(argv[1], "thb-flush") == 0)
		separate_rules(&r, 2, HAND_FLUSH, 0);
	else
		usage();
	holdem_result res, other;
	holdem_result_init(&res);
	holdem_result_init(&other);
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	int ok = pair ? holdem_return_pair(&res, &other, &r, &returned, threads, 0)
	              : holdem_return(&res, &r, threads);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if (!ok) {
		fprintf(stderr, "the engine cannot price these rules\n");
		return 1;
	}
	print_result(pair ? "easy, the Ante lost on a lower win" : argv[1], &res);
	if (pair)
		print_result("easy, the Ante returned on a lower win", &other);
	long ms = (long)(t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000;
	printf("wall %ld.%03ld s\n", ms / 1000, ms % 1000);
	holdem_result_clear(&res);
	holdem_result_clear(&other);
	holdem_rules_clear(&r);
	holdem_rules_clear(&returned);
	return 0;
}
