/* SPDX-License-Identifier: Apache-2.0 */
/* bench_blackjack.c - time the blackjack family's exact engines: the
 * dealer's final totals for all ten up cards (1, 2, 6 and 8 decks, dealer
 * standing on and hitting soft 17, and the infinite shoe), and the
 * main game's return from the infinite shoe for seed 000's Black Jack
 * rules.  Prints microseconds per run (integers: no floating point) and
 * the figures computed, so a run can be checked against README.md.
 *
 * `bench_blackjack cdp` times instead the finite-shoe composition-
 * dependent return (blackjack_cdp.c, uncached) for the rule sets of
 * README.md, one run each.
 *
 * `bench_blackjack pontoon` times Pontoon's finite-shoe return
 * (pontoon_cdp.c, uncached) for seed 000's Pontoon rules on 1, 6 and 8
 * decks, the dealer standing on and drawing to soft 17. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "blackjack/blackjack.h"
#include "blackjack/blackjack_cdp.h"
#include "blackjack/pontoon_cdp.h"
#include "plan.h"

static long long now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

/* CPU time of this process: the machine is shared, so wall clock alone
 * overstates the work. */
static long long cpu_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (long long)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

/* All ten up cards from a shoe of decks decks (0: infinite), reps times. */
static void dealer_tables(unsigned decks, int hits_soft, int reps)
{
	bj_shoe s;
	bj_dealer d = { 17, hits_soft, BJ_ACE_SIX_NONE, 0 };
	mpq_t out[BJ_NOUT];
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_init(out[o]);
	if (decks)
		bj_shoe_decks(&s, decks);
	else
		bj_shoe_infinite(&s);
	long long t0 = now_us();
	for (int i = 0; i < reps; i++)
		for (int up = 0; up < BJ_RANKS; up++)
			bj_dealer_probs(out, &s, up, &d);
	long long us = (now_us() - t0) / reps;
	char *bust = num_decimal(out[BJ_OUT_BUST], 6, NUM_HALF_EVEN);
	printf("dealer tables, %s%u deck(s), %s: %lld us per 10 up cards (bust after a ten %s)\n",
	       decks ? "" : "infinite, ", decks, hits_soft ? "H17" : "S17", us, bust);
	free(bust);
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_clear(out[o]);
}

/* One rule set: 3:2 naturals, 1:1 wins, double any two, resplits to
 * four hands (aces once, one card each), no surrender. */
static void cdp_run(const char *name, unsigned decks, int hits_soft, int peek, int das)
{
	cd_rules cr;
	memset(&cr, 0, sizeof(cr));
	cr.dealer.stands_on = 17;
	cr.dealer.hits_soft = hits_soft;
	cr.cond = peek;
	cr.win_num = cr.win_den = 1;
	mpq_inits(cr.natural, cr.surrender_refund, NULL);
	mpq_set_ui(cr.natural, 3, 2);
	cr.can_double = 1;
	cr.double_after_split = das;
	cr.double_totals = ~0u;
	cr.can_split = 1;
	cr.max_splits = 3;
	cr.ace_splits = 1;
	cr.split_aces_one_card = 1;
	cr.split_rank = -1;
	bj_shoe s;
	bj_shoe_decks(&s, decks);
	cd_strategy st;
	mpq_t rtp;
	mpq_init(rtp);
	long long t0 = now_us(), c0 = cpu_us();
	cd_return(rtp, &st, &cr, &s);
	long long us = now_us() - t0, cpu = cpu_us() - c0;
	char *pc = num_percent(rtp, 4, NUM_HALF_EVEN);
	printf("finite shoe, %s: %lld us wall, %lld us CPU (RTP %s)\n", name, us, cpu, pc);
	free(pc);
	mpq_clear(rtp);
	cd_rules_clear(&cr);
}

/* Every rule set, or only the one numbered which (1 ..; 0: all). */
static int cdp_main(int which)
{
	static const struct {
		const char *name;
		unsigned decks;
		int h17, peek, das;
	} sets[] = {
		{ "1 deck S17 DAS peek", 1, 0, 1, 1 },
		{ "2 decks H17 DAS peek", 2, 1, 1, 1 },
		{ "6 decks S17 DAS peek", 6, 0, 1, 1 },
		{ "6 decks S17 no DAS peek", 6, 0, 1, 0 },
		{ "6 decks H17 DAS peek", 6, 1, 1, 1 },
		{ "6 decks H17 DAS no hole card", 6, 1, 0, 1 },
		{ "8 decks S17 DAS peek", 8, 0, 1, 1 },
	};
	for (int i = 0; i < (int)(sizeof(sets) / sizeof(sets[0])); i++)
		if (!which || which == i + 1)
			cdp_run(sets[i].name, sets[i].decks, sets[i].h17, sets[i].peek, sets[i].das);
	return 0;
}

/* Seed 000's Pontoon on 1, 6 and 8 decks, both soft-17 rules; which: only
 * the run numbered which (1 ..; 0: all). */
static int pontoon_main(int which)
{
	pp_plan *plan = NULL;
	pp_error err;
	if (pp_plan_load_file(&plan, "fixtures/plans/seed-000.yaml", &err) != PP_OK) {
		fprintf(stderr, "bench_blackjack: run from the source tree: %s\n", err.msg);
		return 1;
	}
	const pp_node *games = plan_games(plan);
	for (size_t i = 0; i < node_len(games); i++) {
		const pp_node *game = node_at(games, i);
		if (strcmp(node_get_text(game, "id", ""), "pontoon") != 0)
			continue;
		bj_game g;
		pc_rules r;
		const char *why;
		bj_game_read(&g, game);
		if (!pc_rules_from_game(&r, &g, &why)) {
			fprintf(stderr, "bench_blackjack: %s\n", why);
			bj_game_clear(&g);
			break;
		}
		static const unsigned decks[] = { 1, 6, 8 };
		int run = 0;
		for (size_t d = 0; d < sizeof(decks) / sizeof(decks[0]); d++)
			for (int h = 0; h < 2; h++) {
				if (which && which != ++run)
					continue;
				pc_rules rh = r;
				rh.dealer.hits_soft = h;
				bj_shoe s;
				bj_shoe_decks(&s, decks[d]);
				pc_strategy st;
				mpq_t rtp;
				mpq_init(rtp);
				long long t0 = now_us(), c0 = cpu_us();
				pc_return(rtp, &st, &rh, &s);
				long long us = now_us() - t0, cpu = cpu_us() - c0;
				char *pc = num_percent(rtp, 4, NUM_HALF_EVEN);
				printf("pontoon, seed 000 10.4, %u deck(s) %s: %lld us wall, %lld us CPU "
				       "(RTP %s)\n", decks[d], h ? "H17" : "S17", us, cpu, pc);
				free(pc);
				mpq_clear(rtp);
			}
		pc_rules_clear(&r);
		bj_game_clear(&g);
	}
	pp_plan_free(plan);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "cdp") == 0)
		return cdp_main(argc > 2 ? atoi(argv[2]) : 0);
	if (argc > 1 && strcmp(argv[1], "pontoon") == 0)
		return pontoon_main(argc > 2 ? atoi(argv[2]) : 0);
	static const unsigned decks[] = { 1, 2, 6, 8, 0 };
	for (size_t i = 0; i < sizeof(decks) / sizeof(decks[0]); i++)
		for (int h = 0; h < 2; h++)
			dealer_tables(decks[i], h, 20);

	pp_plan *plan = NULL;
	pp_error err;
	if (pp_plan_load_file(&plan, "fixtures/plans/seed-000.yaml", &err) != PP_OK) {
		fprintf(stderr, "bench_blackjack: run from the source tree: %s\n", err.msg);
		return 1;
	}
	const pp_node *games = plan_games(plan);
	for (size_t i = 0; i < node_len(games); i++) {
		const pp_node *game = node_at(games, i);
		if (strcmp(node_get_text(game, "id", ""), "black-jack") != 0)
			continue;
		bj_game g;
		mpq_t rtp;
		mpq_init(rtp);
		bj_game_read(&g, game);
		long long t0 = now_us();
		for (int r = 0; r < 20; r++)
			bj_edge_infinite(rtp, &g);
		long long us = (now_us() - t0) / 20;
		char *pc = num_percent(rtp, 4, NUM_HALF_EVEN);
		printf("house edge, seed 000 10.2, infinite shoe: %lld us (RTP %s)\n", us, pc);
		free(pc);
		mpq_clear(rtp);
		bj_game_clear(&g);
	}
	pp_plan_free(plan);
	return 0;
}
