/* SPDX-License-Identifier: Apache-2.0 */
/* test_pontoon_cdp_slow.c - seed 000's Pontoon (§10.4) priced exactly on
 * its 6-deck shoe (pontoon_cdp.c), directly and through the check
 * (PP-BJ-015).  About a second per rule set optimised, and half a minute
 * for the brute force: hence the slow label.
 *
 * The figures are the engine's, and an independent brute force
 * (pontoon_brute.h) under the same rules gives them too (below); the two
 * also agree on a 26-card shoe (test_pontoon_cdp.c) and on one deck.
 * No published figure exists for these rules: the published "Pontoon" of
 * the Wizard of Odds (eight decks, no up card seen, the player drawing to
 * 15 at least, one double at any point, a trick paying 2:1) is another
 * game, which this engine (an up card, no minimum, buying) does not model.
 * The plan leaves soft 17 open, so both readings are pinned: the dealer
 * standing on it (as PP-BJ-002 reads the plan) and drawing to it.  Its
 * "the net win is 100 % of the original stake" is priced both ways too:
 * a win paid on every stake (S17_EXACT, H17_EXACT) and read literally, on
 * the original stake only (the *_ORIGINAL figures), four figures that the
 * brute force gives as well. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pontoon_brute.h"

#define S17_EXACT "107272290291095663316270989676520881371/107109309535695563657791397609832390000"
#define H17_EXACT "149879499290184467835602238845822983307/149953033349973789120907956653765346000"
#define S17_ORIGINAL "48314733532173356176060895343301505713/49984344449991263040302652217921782000"
#define H17_ORIGINAL "366034223417725636098131811377442317/379435813132524770042783291127948750"

static const pp_node *seed_game(const pp_plan *plan, const char *id)
{
	const pp_node *games = plan_games(plan);
	for (size_t i = 0; i < node_len(games); i++)
		if (strcmp(node_get_text(node_at(games, i), "id", ""), id) == 0)
			return node_at(games, i);
	cr_assert_fail("no game %s", id);
	return NULL;
}

/* The engine's return on seed 000's Pontoon rules, the dealer drawing to
 * soft 17 or not, a win paid on every stake or (original) on the original
 * stake only, on 6 decks: exact and to four decimals, and its strategy. */
static void expect_seed(int hits_soft, int original, const char *exact, const char *pct)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	bj_game g;
	pc_rules r;
	const char *why;
	bj_game_read(&g, seed_game(plan, "pontoon"));
	cr_assert_eq(g.decks, 6);
	cr_assert(!g.soft17_stated);
	cr_assert(pc_rules_from_game(&r, &g, &why), "%s", why);
	r.dealer.hits_soft = hits_soft;
	r.win_on_original = original;
	bj_shoe s;
	bj_shoe_decks(&s, g.decks);
	pc_strategy st;
	mpq_t rtp;
	mpq_init(rtp);
	pc_return(rtp, &st, &r, &s);
	char *x = num_exact(rtp), *y = num_percent(rtp, 4, NUM_HALF_EVEN);
	cr_expect_str_eq(x, exact);
	cr_expect_str_eq(y, pct);
	/* what the strategy table shows (seen in the report) */
	cr_expect_eq(st.move[BJ_ACE][BJ_ACE][BJ_TEN], 'E', "a pontoon takes even money v A");
	cr_expect_eq(st.move[5][BJ_ACE][BJ_TEN], 'N', "a pontoon v 6 is paid at once");
	cr_expect_eq(st.move[5][5][5], 'P', "6,6 v 6 splits");
	cr_expect_eq(st.move[5][1][BJ_TEN], 'S', "2,10 v 6 stands");
	if (original) {
		/* a bought card adds a stake to every loss but not to a win */
		cr_expect_eq(st.move[BJ_TEN][4][5], 'T', "5,6 v 10 twists");
		cr_expect_eq(st.move[5][BJ_ACE][1], 'B', "A,2 v 6 still buys, for the trick");
	} else {
		cr_expect_eq(st.move[BJ_TEN][4][5], 'B', "5,6 v 10 buys");
	}
	cr_expect_eq(st.move[BJ_TEN][BJ_TEN][BJ_TEN], 'S', "10,10 v 10 stands");
	free(x);
	free(y);
	mpq_clear(rtp);
	pc_rules_clear(&r);
	bj_game_clear(&g);
	pp_plan_free(plan);
}

Test(pontoon_cdp_slow, seed_000_dealer_stands_on_soft_17)
{
	expect_seed(0, 0, S17_EXACT, "100.1522%");
}

Test(pontoon_cdp_slow, seed_000_dealer_draws_to_soft_17)
{
	expect_seed(1, 0, H17_EXACT, "99.9510%");
}

Test(pontoon_cdp_slow, seed_000_win_on_original_stake_dealer_stands_on_soft_17)
{
	expect_seed(0, 1, S17_ORIGINAL, "96.6597%");
}

Test(pontoon_cdp_slow, seed_000_win_on_original_stake_dealer_draws_to_soft_17)
{
	expect_seed(1, 1, H17_ORIGINAL, "96.4680%");
}

/* Seed 000's header and its Pontoon game alone, as one plan: the check of
 * the whole seed with --exact-main runs every heavy analysis of it. */
static pp_plan *seed_pontoon_only(void)
{
	FILE *fp = fopen("fixtures/plans/seed-000.yaml", "rb");
	cr_assert_not_null(fp);
	static char text[1 << 20];
	size_t n = fread(text, 1, sizeof(text) - 1, fp);
	fclose(fp);
	text[n] = 0;
	char *games = strstr(text, "\ngames:\n");
	char *start = strstr(text, "\n  - id: pontoon\n");
	cr_assert(games && start);
	char *end = strstr(start + 1, "\n  - id: ");
	size_t head = (size_t)(games - text) + 8, body = end ? (size_t)(end - start) : strlen(start);
	char *yaml = malloc(head + body + 2);
	cr_assert_not_null(yaml);
	memcpy(yaml, text, head);
	memcpy(yaml + head, start + 1, body);
	yaml[head + body - 1] = '\n';
	yaml[head + body] = 0;
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s:%u: %s", err.file, err.line,
	             err.msg);
	free(yaml);
	return plan;
}

Test(pontoon_cdp_slow, seed_000_pontoon_passes_through_the_check)
{
	pp_plan *p = seed_pontoon_only();
	pp_result *res = t_check_exact(p);
	const pp_finding *f = t_find(res, "pontoon", "PP-BJ-015", NULL);
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect(strstr(f->message, "returns 100.1522% per original stake"), "%s", f->message);
	cr_expect(strstr(f->message, "and 99.9510% with the dealer drawing to soft 17"), "%s",
	          f->message);
	cr_expect_str_eq(t_evidence(f, "rtp"), S17_EXACT);
	cr_expect_str_eq(t_evidence(f, "rtp_other_reading"), H17_EXACT);
	cr_expect_str_eq(t_evidence(f, "decks"), "6");
	cr_expect(strstr(f->message, "Paying an ordinary win on the original stake only, the "
	                             "bought stakes returned (the format does not state on which "
	                             "stakes a win is paid), it returns 96.6597% with the dealer "
	                             "standing on soft 17 and 96.4680% with the dealer drawing "
	                             "to soft 17: a house edge of 3.3403% or 3.5320%."),
	          "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "rtp_win_on_original_stake"), S17_ORIGINAL);
	cr_expect_str_eq(t_evidence(f, "rtp_win_on_original_stake_other_reading"), H17_ORIGINAL);
	cr_expect_str_eq(t_cell(res, "pontoon", "main-shoe",
	                        "return to player, the dealer standing on soft 17", 2),
	                 "100.1522%");
	cr_expect_str_eq(t_cell(res, "pontoon", "main-shoe",
	                        "house edge, the dealer drawing to soft 17", 2),
	                 "0.0490%");
	/* the PAR sheet's main-game row carries the reading PP-BJ-002 reads */
	const pp_bet_figures *main = NULL;
	for (size_t i = 0; i < res->nfigures; i++)
		if (strcmp(res->figures[i]->bet, "main game") == 0)
			main = res->figures[i];
	cr_assert_not_null(main);
	cr_expect_str_eq(main->rtp.exact, S17_EXACT);
	pp_result_free(res);
	pp_plan_free(p);
}

/* The engine against the brute force of pontoon_brute.h on full decks,
 * pairs split to at most hands hands, a win paid on every stake or
 * (original) on the original stake only, exactly. */
static void expect_brute(unsigned decks, int hits_soft, int hands, int original)
{
	unsigned shoe[BJ_RANKS];
	for (int r = 0; r < BJ_RANKS; r++)
		shoe[r] = 4 * decks;
	shoe[BJ_TEN] = 16 * decks;
	bf_rules r = { hits_soft, 1, hands, original };
	mpq_t a, b;
	pc_strategy st;
	mpq_inits(a, b, NULL);
	engine_reading(a, &st, hits_soft ? "hit" : "stand", "lose",
	               hands == 2 ? ONE_SPLIT : THREE_SPLITS, shoe, original);
	bf_return(b, &r, shoe);
	char *x = num_exact(a), *y = num_exact(b);
	cr_expect(mpq_equal(a, b), "%u decks, reading %d: engine %s, brute force %s", decks,
	          original, x, y);
	free(x);
	free(y);
	mpq_clears(a, b, NULL);
}

Test(pontoon_cdp_slow, one_deck_as_the_brute_force)
{
	expect_brute(1, 0, 2, 0);
	expect_brute(1, 1, 4, 0);
	expect_brute(1, 0, 4, 1);
	expect_brute(1, 1, 2, 1);
}

Test(pontoon_cdp_slow, six_decks_as_the_brute_force)
{
	expect_brute(6, 1, 2, 0);
	expect_brute(6, 0, 2, 1);
}

/* Seed 000's rules are those of the brute force with three splits (aces
 * too: the plan does not say, read as other pairs): the pinned figures
 * come out of it as well.  All four came out of it when they were pinned;
 * each run repeats two (about 8 CPU-s each), which between them take
 * both readings of soft 17 and of the win's stakes: the dealer standing
 * with a win paid on every stake (the reading PP-BJ-002 reads, the PAR
 * sheet's figure) and drawing with a win on the original stake only.
 * The engine gives all four (expect_seed above). */
Test(pontoon_cdp_slow, seed_000_figures_by_brute_force)
{
	static const unsigned six[BJ_RANKS] = { 24, 24, 24, 24, 24, 24, 24, 24, 24, 96 };
	static const char *const pinned[4] = { S17_EXACT, H17_EXACT, S17_ORIGINAL,
		                               H17_ORIGINAL };
	for (int i = 0; i < 4; i += 3) {
		bf_rules r = { i & 1, 1, 4, i >> 1 };
		mpq_t b;
		mpq_init(b);
		bf_return(b, &r, six);
		char *x = num_exact(b);
		cr_expect_str_eq(x, pinned[i], "reading %d", i);
		free(x);
		mpq_clear(b);
	}
}
