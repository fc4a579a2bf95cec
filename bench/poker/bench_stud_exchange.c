/* SPDX-License-Identifier: Apache-2.0 */
/* bench_stud_exchange.c - the one-card exchange engine
 * (checker/poker/stud/stud_exchange*) on the standard Caribbean stud rules
 * (Ante, Bet 2 antes; dealer qualifies with ace-king; not qualified: Ante
 * 1:1, Bet returned; Bet by the player's hand: AK 1, pair 1, two pair 2,
 * trips 3, straight 4, flush 5, full house 7, quads 20, straight flush
 * 50, royal 100; ties push), which are also seed 000's Banco poker rules,
 * with the exchange of one card at the price given (default 1 ante).
 * Prints the exact house edge, its decimals, the exchange counts by the
 * dealt hand's class, the game without the exchange (stud_return) and the
 * wall-clock time of each; --no-plain leaves stud_return out (for
 * callgrind).  --seen N prices instead the exchange with one dealer card
 * seen (stud_exchange_up*.c) for N rule sets in one run (1 to 3: these
 * rules, then with the Bet's ace-king lost and returned: seed 000's
 * Caribbean stud readings), with its wall-clock and CPU time; --unseen N
 * the same with the dealer's cards unseen (stud_exchange_return_set).
 * --sixth prices a sixth card bought at the price with one dealer card
 * seen (stud_sixth_up_return) on seed 000's Russian poker rules: these
 * payouts, a tie won by the player, the Bet paying the second
 * combinations of the plan's table 1.  See README.md. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/num.h"
#include "poker/stud/stud_exchange.h"

static void caribbean(stud_rules *r)
{
	static const unsigned long bet[HAND_NCLASS] = { 0, 1, 1, 2, 3, 4, 5, 7, 20, 50, 100 };
	r->has_qual = 1;
	r->qual = HAND_ACE_KING;
	mpq_set_ui(r->raise, 2, 1);
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_set_ui(r->ante_win[c], 1, 1);
		mpq_set_ui(r->bet_win[c], bet[c], 1);
	}
	r->ante_dnq = POKER_MAIN_DNQ_WINS;
	r->bet_dnq = POKER_MAIN_DNQ_PUSH;
	r->tie = POKER_MAIN_TIE_PUSH;
}

static double seconds_since(const struct timespec *t0)
{
	struct timespec t1;
	clock_gettime(CLOCK_MONOTONIC, &t1);
	return (double)(t1.tv_sec - t0->tv_sec) + (double)(t1.tv_nsec - t0->tv_nsec) / 1e9;
}

static void print_q(const char *what, const mpq_t q)
{
	char *x = num_exact(q), *d = num_decimal(q, 4, NUM_HALF_EVEN);
	mpq_t pct;
	mpq_init(pct);
	mpq_set_ui(pct, 100, 1);
	mpq_mul(pct, pct, q);
	char *p = num_decimal(pct, 4, NUM_HALF_EVEN);
	printf("%-16s %s = %s = %s %%\n", what, x, d, p);
	free(x);
	free(d);
	free(p);
	mpq_clear(pct);
}

/* The exchange for n readings in one run (--seen n: with one dealer card
 * seen; --unseen n: the dealer's cards unseen). */
static int readings(mpq_srcptr price, size_t n, int up)
{
	stud_rules r[3];
	stud_exchange_result res[3];
	for (size_t k = 0; k < n; k++) {
		stud_rules_init(&r[k]);
		caribbean(&r[k]);
		r[k].up_card = up;
		stud_exchange_result_init(&res[k]);
	}
	if (n > 1)
		mpq_set_si(r[1].bet_win[HAND_ACE_KING], -1, 1);
	if (n > 2)
		mpq_set_si(r[2].bet_win[HAND_ACE_KING], 0, 1);
	struct timespec t0, c0, c1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
	int ok = up ? stud_exchange_up_return(res, r, n, price, NULL, 0)
	            : stud_exchange_return_set(res, r, n, price, NULL, 0);
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
	double secs = seconds_since(&t0);
	double cpu = (double)(c1.tv_sec - c0.tv_sec) + (double)(c1.tv_nsec - c0.tv_nsec) / 1e9;
	static const char *const what[3] = { "ace-king paid", "ace-king lost", "ace-king returned" };
	for (size_t k = 0; ok && k < n; k++) {
		printf("%s, %s:\n", up ? "one dealer card seen" : "dealer's cards unseen", what[k]);
		print_q("house edge", res[k].house_edge);
		printf("exchanging %llu of %llu\n", (unsigned long long)res[k].exchanged,
		       (unsigned long long)res[k].hands);
	}
	if (ok)
		printf("time %.2f s wall, %.2f s CPU, %zu rule set(s)\n", secs, cpu, n);
	for (size_t k = 0; k < n; k++) {
		stud_exchange_result_clear(&res[k]);
		stud_rules_clear(&r[k]);
	}
	if (!ok)
		fprintf(stderr, "the engine declined the rules\n");
	return ok ? 0 : 1;
}

/* Seed 000's Russian poker (10.10 §4, table 1): the pairs of a primary
 * and a second combination the Bet pays. */
static void russian(stud_rules *r)
{
	caribbean(r);
	r->tie = POKER_MAIN_TIE_PLAYER_WINS;
	r->up_card = 1;
	const unsigned ak = 1u << HAND_ACE_KING, pair = 1u << HAND_ONE_PAIR,
	               two = 1u << HAND_TWO_PAIR, st = 1u << HAND_STRAIGHT, fl = 1u << HAND_FLUSH,
	               fh = 1u << HAND_FULL_HOUSE, sf = 1u << HAND_STRAIGHT_FLUSH;
	r->second_of[HAND_ONE_PAIR] = ak;
	r->second_of[HAND_TWO_PAIR] = ak | two;
	r->second_of[HAND_THREE_OF_A_KIND] = ak;
	r->second_of[HAND_STRAIGHT] = ak | st;
	r->second_of[HAND_FLUSH] = ak | pair | st | fl;
	r->second_of[HAND_FULL_HOUSE] = ak | fh;
	r->second_of[HAND_FOUR_OF_A_KIND] = ak | fh;
	r->second_of[HAND_STRAIGHT_FLUSH] = ak | st | fl | sf;
	r->second_of[HAND_ROYAL_FLUSH] = st | fl | sf;
}

/* --sixth: the sixth card at price, one dealer card seen. */
static int sixth(mpq_srcptr price)
{
	stud_rules r;
	stud_exchange_result res;
	stud_rules_init(&r);
	russian(&r);
	stud_exchange_result_init(&res);
	struct timespec t0, c0, c1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
	int ok = stud_sixth_up_return(&res, &r, 1, price, NULL, 0);
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
	double secs = seconds_since(&t0);
	double cpu = (double)(c1.tv_sec - c0.tv_sec) + (double)(c1.tv_nsec - c0.tv_nsec) / 1e9;
	if (ok) {
		printf("Russian poker, a sixth card, one dealer card seen:\n");
		print_q("house edge", res.house_edge);
		mpq_t keep_edge;
		mpq_init(keep_edge);
		mpq_neg(keep_edge, res.keep_ev);
		print_q("never buying", keep_edge);
		mpq_clear(keep_edge);
		printf("buying %llu of %llu\n", (unsigned long long)res.exchanged,
		       (unsigned long long)res.hands);
		printf("time %.2f s wall, %.2f s CPU\n", secs, cpu);
	} else {
		fprintf(stderr, "the engine declined the rules\n");
	}
	stud_exchange_result_clear(&res);
	stud_rules_clear(&r);
	return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
	mpq_t price;
	mpq_init(price);
	mpq_set_ui(price, 1, 1);
	int plain_too = 1, bad = 0, seen = 0, unseen = 0, six = 0;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--no-plain") == 0)
			plain_too = 0;
		else if (strcmp(argv[i], "--sixth") == 0)
			six = 1;
		else if (strcmp(argv[i], "--seen") == 0 && i + 1 < argc)
			seen = atoi(argv[++i]);
		else if (strcmp(argv[i], "--unseen") == 0 && i + 1 < argc)
			unseen = atoi(argv[++i]);
		else if (!num_parse_exact(price, argv[i]))
			bad = 1;
	}
	if (bad || seen < 0 || seen > 3 || unseen < 0 || unseen > 3 || (seen && unseen) ||
	    (six && (seen || unseen))) {
		fprintf(stderr, "usage: bench_stud_exchange [--no-plain | --seen N | --unseen N "
		        "(N: 1-3) | --sixth] [PRICE_IN_ANTES, e.g. 1 or 3/2]\n");
		return 2;
	}
	if (six) {
		int rc = sixth(price);
		mpq_clear(price);
		return rc;
	}
	if (seen || unseen) {
		int rc = readings(price, (size_t)(seen ? seen : unseen), seen != 0);
		mpq_clear(price);
		return rc;
	}
	stud_rules r;
	stud_rules_init(&r);
	caribbean(&r);
	stud_exchange_result res;
	stud_exchange_result_init(&res);
	struct timespec t0;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (!stud_exchange_return(&res, &r, price, NULL, 0)) {
		fprintf(stderr, "the engine declined the rules\n");
		return 1;
	}
	double secs = seconds_since(&t0);
	char *pr = num_exact(price);
	printf("one-card exchange at %s ante(s), dealer's cards unseen\n", pr);
	free(pr);
	print_q("house edge", res.house_edge);
	print_q("element of risk", res.element_of_risk);
	printf("classes %llu, hands %llu, exchanging %llu, kept and raised %llu, "
	       "raises after an exchange %llu of %llu, identity failures %llu\n",
	       (unsigned long long)res.classes, (unsigned long long)res.hands,
	       (unsigned long long)res.exchanged, (unsigned long long)res.raised_kept,
	       (unsigned long long)res.raised_after_exchange,
	       (unsigned long long)res.exchanged * 47, (unsigned long long)res.identity_failures);
	for (int c = 0; c < HAND_NCLASS; c++)
		printf("  %-16s %8llu of %8llu exchange\n", hand_class_name((hand_class)c),
		       (unsigned long long)res.exchanged_by_class[c],
		       (unsigned long long)res.hands_by_class[c]);
	printf("time %.2f s\n", secs);

	if (plain_too) {
		stud_result plain;
		stud_result_init(&plain);
		clock_gettime(CLOCK_MONOTONIC, &t0);
		stud_return(&plain, &r);
		secs = seconds_since(&t0);
		print_q("no exchange", plain.house_edge);
		printf("time %.2f s\n", secs);
		stud_result_clear(&plain);
	}
	stud_exchange_result_clear(&res);
	stud_rules_clear(&r);
	mpq_clear(price);
	return 0;
}
