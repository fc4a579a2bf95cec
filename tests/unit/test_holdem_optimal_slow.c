/* SPDX-License-Identifier: Apache-2.0 */
/* test_holdem_optimal_slow.c - the exact optimal-strategy returns of
 * Casino hold'em and Ultimate Texas Hold'em under their standard rules
 * (holdem_optimal*.c): every player hand, flop, turn, river and dealer hand
 * (ctest label `slow`: about ten seconds of CPU each).
 *
 * Casino hold'em: Ante, then on the flop a call of two antes or a fold;
 * the dealer qualifies with a pair of fours or better; not qualified: the
 * ante paid by its table, the call returned; qualified: the ante by its
 * table (royal 100, straight flush 20, quads 10, full house 3, flush 2,
 * anything less 1) and the call 1:1 when the player wins, both lost when
 * he loses; ties push.  The Wizard of Odds gives a house edge of 2.16 %
 * of the ante (element of risk 0.82 %) and says the optimal player folds
 * about 18 % of the time; the engine's 1363917077/63213204600 = 2.1576 %
 * rounds to it, its element of risk to 0.82 %, and it folds 18.01 % of
 * the situations (hand and flop).
 *
 * Ultimate Texas Hold'em: Ante and Blind, Play 4x (or 3x) before the flop,
 * 2x on the flop, 1x on the river or fold; the dealer qualifies with a
 * pair; not qualified: the ante returned; Blind 500/50/10/3/3:2/1 from
 * royal to straight when the player wins, returned on a lower win; ties
 * push.  The Wizard of Odds gives 2.185 % of the ante (element of risk
 * 0.53 %); the engine's 50643648973/2317817502000 = 2.1850 % equals it at
 * the published precision.  Its preflop raises are the 69 starting hands
 * of the Wizard's optimal strategy (33+, any ace, K2s+, K5o+, Q6s+, Q8o+,
 * J8s+, JTo), and 3x is never better than 4x. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "holdem_reference.h"
#include "seed_games.h"
#include "poker/holdem/holdem_optimal.h"

static void expect_text(char *got, const char *want)
{
	cr_expect_str_eq(got, want);
	free(got);
}

Test(holdem_optimal_slow, casino_holdem_is_the_published_2_16_percent)
{
	holdem_rules r;
	holdem_result one;
	holdem_rules_init(&r);
	holdem_result_init(&one);
	casino_rules(&r);
	/* Priced once: that the figures are the same whatever the threads is
	 * test_holdem_optimal.c's (the sums of UTH's first four flops on 1, 2
	 * and 3 threads), without a second whole enumeration here. */
	cr_assert(holdem_return(&one, &r, 2));
	expect_text(num_exact(one.house_edge), "1363917077/63213204600");
	expect_text(num_percent(one.house_edge, 2, NUM_HALF_EVEN), "2.16%");
	expect_text(num_percent(one.house_edge, 4, NUM_HALF_EVEN), "2.1576%");
	expect_text(num_decimal(one.house_edge, 4, NUM_HALF_EVEN), "0.0216");
	expect_text(num_exact(one.element_of_risk), "1363917077/166870951848");
	expect_text(num_percent(one.element_of_risk, 2, NUM_HALF_EVEN), "0.82%");
	cr_expect_eq(one.flop_situations, 25989600);
	cr_expect_eq(one.flop_raised, 21309024);
	cr_expect_eq(one.river_situations, 0);
	holdem_result_clear(&one);
	holdem_rules_clear(&r);
}

/* The standard UTH rules as the check priced them for the standard plan
 * (the_standard_uth_plan_is_priced_through_the_check, which must run
 * first in this process): the engine's own result, read from the check's
 * memo, so that the rules are priced once for both.  Found there only if
 * the plan was read as exactly these rules. */
static void uth_is_the_published_2_185_percent(void)
{
	holdem_rules r;
	holdem_result res;
	holdem_rules_init(&r);
	holdem_result_init(&res);
	uth_rules(&r);
	cr_assert(holdem_check_recall(&res, &r),
	          "the check priced the standard plan as the standard UTH rules");
	expect_text(num_exact(res.house_edge), "50643648973/2317817502000");
	expect_text(num_percent(res.house_edge, 3, NUM_HALF_EVEN), "2.185%");
	expect_text(num_percent(res.house_edge, 4, NUM_HALF_EVEN), "2.1850%");
	expect_text(num_percent(res.element_of_risk, 2, NUM_HALF_EVEN), "0.53%");
	cr_expect_eq(res.flop_raised, 11669140);
	cr_expect_eq(res.river_situations, 28094757600ull);
	cr_expect_eq(res.river_raised, 22111121040ull);
	/* the preflop raises: 4x on the Wizard's 69 hands, never 3x */
	static const char *const raise[] = { "AA", "KK", "QQ", "JJ", "TT", "99", "88", "77",
		"66", "55", "44", "33", "A2s", "A2o", "AKs", "AKo", "K2s", "KQs", "K5o", "KQo",
		"Q6s", "QJs", "Q8o", "QJo", "J8s", "JTs", "JTo" };
	static const char *const check[] = { "22", "K4o", "Q5s", "Q7o", "J7s", "J9o", "T9s",
		"72o" };
	unsigned raised = 0;
	for (unsigned c = 0; c < HOLDEM_CLASSES; c++) {
		cr_expect_neq(res.pre_choice[c], 1, "3x is never the best");
		raised += res.pre_choice[c] == 2;
	}
	cr_expect_eq(raised, 69);
	for (unsigned c = 0; c < HOLDEM_CLASSES; c++) {
		char name[4];
		holdem_class_name(name, c);
		for (size_t i = 0; i < sizeof(raise) / sizeof(*raise); i++)
			if (strcmp(name, raise[i]) == 0)
				cr_expect_eq(res.pre_choice[c], 2, "%s raises 4x", name);
		for (size_t i = 0; i < sizeof(check) / sizeof(*check); i++)
			if (strcmp(name, check[i]) == 0)
				cr_expect_eq(res.pre_choice[c], 0, "%s checks", name);
	}
	holdem_result_clear(&res);
	holdem_rules_clear(&r);
}

/* The finding of game in res, which must pass with house edge `edge`. */
static void expect_priced(const pp_result *res, const char *game, const char *edge)
{
	const pp_finding *f = t_find(res, game, "PP-POKER-007", NULL);
	cr_assert(f, "%s has PP-POKER-007", game);
	cr_expect_eq(f->status, PP_ST_PASS, "%s: %s", game, f->message);
	cr_expect_str_eq(t_evidence(f, "house_edge"), edge, "%s", game);
}

/* Through the check: the standard UTH fixture gets the reference figure. */
static void the_standard_uth_plan_is_priced_through_the_check(void)
{
	pp_plan *p = t_load("fixtures/defects/poker-holdem-clean.yaml");
	pp_result *res = t_check_exact(p);
	expect_priced(res, "uth", "50643648973/2317817502000");
	const pp_finding *f = t_find(res, "uth", "PP-POKER-007", NULL);
	cr_expect(strstr(t_evidence(f, "strategy"), "before the flop raise 4 antes with AA, KK"),
	          "%s", t_evidence(f, "strategy"));
	/* the PAR sheet's main-game row: the return per ante, no distribution */
	const pp_bet_figures *main = NULL;
	for (size_t i = 0; i < res->nfigures; i++)
		if (strcmp(res->figures[i]->bet, "main game") == 0)
			main = res->figures[i];
	cr_assert_not_null(main);
	cr_expect_str_eq(main->house_edge.exact, "50643648973/2317817502000");
	cr_expect_str_eq(main->rtp.exact, "2267173853027/2317817502000");
	cr_expect_null(main->variance.exact);
	pp_result_free(res);
	pp_plan_free(p);
}

/* Seed 000: its three UTH-shaped games are priced (casino-holdem and
 * ultimate-texas-holdem pay the Blind's royal 100:1, grand-poker 500:1),
 * and Easy hold'em under both readings of what its Ante gets on a win
 * below a straight, which the plan does not say: lost,
 * 144476070059/347672625300 = 41.5552 % (folding 32o), or returned,
 * 72484639/3084939000 = 2.3496 % (never folding).  The second is the
 * 2.3496 % the Wizard of Odds quotes from Scott McIntosh for Texas Hold'em
 * Bonus under the "Colorado rules" (the Las Vegas rules with their figure,
 * 2.037 %, are pinned in test_holdem_optimal_easy_slow.c).  The turn and
 * river bets depend on the raises only: the same counts under both. */
static void seed_000_holdem_games(void)
{
	/* the plan cut down to its hold'em games: the others' heavy analyses
	 * (its stud games', most of all) are not this test's */
	pp_plan *p = t_seed_000_holdem_games();
	pp_result *res = t_check_exact(p);
	expect_priced(res, "casino-holdem", "79182048973/2317817502000");
	expect_priced(res, "ultimate-texas-holdem", "79182048973/2317817502000");
	expect_priced(res, "grand-poker", "50643648973/2317817502000");
	const pp_finding *f = t_find(res, "easy-holdem", "PP-POKER-007", NULL);
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect(strstr(f->message, "the house edge is 41.5552% of the ante if it is lost, "
	                             "2.3496% if it is returned (element of risk 14.2227%, "
	                             "0.8003%)"),
	          "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "house_edge_ante_lost"), "144476070059/347672625300");
	cr_expect_str_eq(t_evidence(f, "house_edge_ante_returned"), "72484639/3084939000");
	cr_expect_str_eq(t_evidence(f, "element_of_risk_ante_lost"),
	                 "144476070059/1015815800142");
	cr_expect_str_eq(t_evidence(f, "element_of_risk_ante_returned"),
	                 "3551747311/443794656195");
	const char *lost = t_evidence(f, "strategy_ante_lost");
	const char *returned = t_evidence(f, "strategy_ante_returned");
	cr_expect(strncmp(lost, "before the flop fold 32o (1 of 169 starting hands up to "
	                        "suits), bet 1 antes with the others; ", 93) == 0, "%s", lost);
	cr_expect(strncmp(returned, "before the flop bet 1 antes with every starting hand; ",
	                  54) == 0, "%s", returned);
	const char *counts = "(11957668 of 25989600 situations of hand and flop), else check; "
	                     "on the turn bet 1 antes when its expectation over every river and "
	                     "dealer hand is positive (581186648 of 1221511200 situations";
	cr_expect(strstr(lost, counts), "%s", lost);
	cr_expect(strstr(returned, counts), "%s", returned);
	pp_result_free(res);
	pp_plan_free(p);
}

/* All in one process: the standard UTH fixture's rules are priced once
 * (ten seconds of CPU) for the plan, the published figure and the
 * engine's counts, and seed 000's grand-poker, whose rules they are. */
Test(holdem_optimal_slow, the_standard_uth_plan_and_seed_000_through_the_check)
{
	the_standard_uth_plan_is_priced_through_the_check();
	uth_is_the_published_2_185_percent();
	seed_000_holdem_games();
}
