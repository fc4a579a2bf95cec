/* SPDX-License-Identifier: Apache-2.0 */
/* test_blackjack_cdp_slow.c - the finite-shoe composition-dependent
 * return of the whole round (blackjack_cdp.c) against published figures
 * and against the infinite-shoe engine (blackjack_edge.c).  Seconds per
 * rule set unoptimised, hence the slow label.
 *
 * Published figures: Wizard of Odds, Blackjack Appendix 9 ("expected
 * return of game", pages last updated October 2019), resplits to four
 * hands except aces, one card to split aces, double on any two cards,
 * blackjack 3:2, no surrender:
 * - 1 deck, dealer stands on soft 17 (1ds17r4): 0.000423 without double
 *   after split, 0.001839 with it;
 * - 2 decks, dealer hits soft 17 (2dh17r4): -0.005252, -0.003797;
 * - 5 decks, dealer stands on soft 17 (5ds17r4): -0.005225, -0.003804
 *   (the nearest published shoe to 6 decks S17 with a peek);
 * - 6 decks, dealer hits soft 17, no hole card, the dealer's natural takes
 *   doubles and splits (euro-6dh17r4): -0.0086975, -0.0072705.
 * planproof's exact figures agree within 3.0e-6 (to five decimals; the
 * 2-deck figure without double after split to all six).  The per-hand
 * values of the same tables (stand, hit, double) agree to every published
 * decimal (test_blackjack_cdp.c), so the gap is in how split hands are
 * combined: the tables "only considered how many hands the player had
 * already split, not the other cards drawn in those hands", as planproof
 * does, but do not say more.  Pinned: each exact rational, its
 * four-decimal percentage, and its distance to the published figure.
 *
 * Second, independent check: as the shoe grows the finite-shoe return
 * tends to the infinite-shoe engine's (total-dependent strategy, which
 * composition-dependent play matches in the limit), with an error close to
 * c / decks. */
#include <stdlib.h>
#include <string.h>

#include "blackjack/blackjack_cdp.h"
#include "helpers.h"
#include "plan.h"

static pp_plan *plan_of(const char *rules)
{
	return t_blackjack_plan(rules, "3:2");
}

/* The return minus one (the player's expectation per unit) of the rules
 * on a decks-deck shoe with a natural paying `natural`, exactly, into ev
 * (initialised by the caller). */
static void round_ev_paying(mpq_t ev, const char *rules, unsigned decks, const char *natural)
{
	pp_plan *plan = t_blackjack_plan(rules, natural);
	bj_game g;
	cd_rules cr;
	bj_shoe s;
	cd_strategy st;
	bj_game_read(&g, node_at(plan_games(plan), 0));
	cr_assert(cd_rules_from_game(&cr, &g));
	bj_shoe_decks(&s, decks);
	cd_return(ev, &st, &cr, &s);
	mpq_t one;
	mpq_init(one);
	mpq_set_ui(one, 1, 1);
	mpq_sub(ev, ev, one);
	mpq_clear(one);
	cd_rules_clear(&cr);
	bj_game_clear(&g);
	pp_plan_free(plan);
}

/* ev is exact, its percentage to four decimals is pct, and it lies within
 * tol_millionths / 10^6 of the published figure pub. */
static void round_ev(mpq_t ev, const char *rules, unsigned decks)
{
	round_ev_paying(ev, rules, decks, "3:2");
}

static void expect_round(const char *rules, unsigned decks, const char *exact, const char *pct,
                         const char *pub, unsigned long tol_millionths)
{
	mpq_t ev, p, d, tol;
	mpq_inits(ev, p, d, tol, NULL);
	round_ev(ev, rules, decks);
	char *x = num_exact(ev), *y = num_percent(ev, 4, NUM_HALF_EVEN);
	cr_expect_str_eq(x, exact, "%u decks: %s", decks, x);
	cr_expect_str_eq(y, pct, "%u decks: %s", decks, y);
	pp_error err;
	int neg = pub[0] == '-';
	cr_assert_eq(num_parse(p, LIT_DECIMAL, pub + neg, "t", 1, 1, &err), PP_OK);
	if (neg)
		mpq_neg(p, p);
	mpq_sub(d, ev, p);
	mpq_abs(d, d);
	mpq_set_ui(tol, tol_millionths, 1000000);
	cr_expect(mpq_cmp(d, tol) <= 0, "%u decks: %s vs published %s", decks, y, pub);
	free(x);
	free(y);
	mpq_clears(ev, p, d, tol, NULL);
}

#define R4(s17, hole, das)                                                                  \
	"    dealer: {stands_on: 17, soft_17: " s17 ", " hole "}\n"                              \
	"    doubling: {hands: any_two, after_split: " das "}\n"                                   \
	"    split: {pairs: same_value, max_splits: 3, ace_splits: 1, split_aces_cards: 1}\n"
#define PEEK "hole_card: true, peeks: true"
#define ENHC "hole_card: false"

Test(blackjack_cdp_slow, one_deck_s17_game)
{
	expect_round(R4("stand", PEEK, "false"), 1,
	             "55970241396405137819893/132806501445940211425536000", "0.0421%",
	             "0.000423", 3);
	expect_round(R4("stand", PEEK, "true"), 1,
	             "609611890202612304197693/332016253614850528563840000", "0.1836%",
	             "0.001839", 3);
}

Test(blackjack_cdp_slow, strategy_letters)
{
	/* One deck, S17, peek, no double after a split: textbook plays. */
	pp_plan *plan = plan_of(R4("stand", PEEK, "false"));
	bj_game g;
	cd_rules cr;
	bj_shoe s;
	cd_strategy st;
	mpq_t rtp;
	mpq_init(rtp);
	bj_game_read(&g, node_at(plan_games(plan), 0));
	cr_assert(cd_rules_from_game(&cr, &g));
	bj_shoe_decks(&s, 1);
	cd_return(rtp, &st, &cr, &s);
	cr_expect_eq(st.move[BJ_TEN][7][7], 'P', "8,8 v 10 splits");
	cr_expect_eq(st.move[BJ_ACE][BJ_ACE][BJ_ACE], 'P', "A,A v A splits");
	cr_expect_eq(st.move[5][4][5], 'D', "5,6 v 6 doubles");
	cr_expect_eq(st.move[BJ_ACE][BJ_ACE][BJ_TEN], 'N', "a natural");
	cr_expect_eq(st.move[BJ_TEN][BJ_TEN][BJ_TEN], 'S', "10,10 stands");
	cr_expect_eq(st.move[BJ_TEN][5][BJ_TEN], 'H', "6,10 v 10 hits");
	/* The one-deck composition exception: 7,7 v 10 stands, where 10,4
	 * (the same 14) hits. */
	cr_expect_eq(st.move[BJ_TEN][6][6], 'S', "7,7 v 10 stands (one deck)");
	cr_expect_eq(st.move[BJ_TEN][3][BJ_TEN], 'H', "4,10 v 10 hits");
	mpq_clear(rtp);
	cd_rules_clear(&cr);
	bj_game_clear(&g);
	pp_plan_free(plan);
}

Test(blackjack_cdp_slow, two_deck_h17_game)
{
	expect_round(R4("hit", PEEK, "false"), 2,
	             "-6653747450361939754847615656016507/1266955716483113613133897917697500000",
	             "-0.5252%", "-0.005252", 1);
	expect_round(R4("hit", PEEK, "true"), 2,
	             "-1804579391135833044908576698080967/475108393681167604925211719136562500",
	             "-0.3798%", "-0.003797", 2);
}

Test(blackjack_cdp_slow, five_deck_s17_game)
{
	expect_round(R4("stand", PEEK, "false"), 5,
	             "-5369304672013747443784903452396537737849123/"
	             "1027800436961905109075809484146975950294220800",
	             "-0.5224%", "-0.005225", 1);
	expect_round(R4("stand", PEEK, "true"), 5,
	             "-18301208131717836569684257333584933684318937/"
	             "4810106044981715910474788385807847447376953344",
	             "-0.3805%", "-0.003804", 1);
}

Test(blackjack_cdp_slow, six_deck_enhc_h17_game)
{
	expect_round(R4("hit", ENHC, "false"), 6,
	             "-1318006030861757077678972229917697927999091427/"
	             "151582712435716352799579501588838260474972532500",
	             "-0.8695%", "-0.0086975", 3);
	expect_round(R4("hit", ENHC, "true"), 6,
	             "-1213507327723918625522769707895163514779231439659/"
	             "166970971242983557718267848232891358365949054420000",
	             "-0.7268%", "-0.0072705", 3);
}

/* The infinite-shoe engine's return minus one for the same rules. */
static void infinite_ev(mpq_t ev, const char *rules)
{
	pp_plan *plan = plan_of(rules);
	bj_game g;
	bj_game_read(&g, node_at(plan_games(plan), 0));
	bj_edge_infinite(ev, &g);
	mpq_t one;
	mpq_init(one);
	mpq_set_ui(one, 1, 1);
	mpq_sub(ev, ev, one);
	mpq_clear(one);
	bj_game_clear(&g);
	pp_plan_free(plan);
}

/* |a - b| <= millionths / 10^6. */
static int near(const mpq_t a, const mpq_t b, unsigned long millionths)
{
	mpq_t d, tol;
	mpq_inits(d, tol, NULL);
	mpq_sub(d, a, b);
	mpq_abs(d, d);
	mpq_set_ui(tol, millionths, 1000000);
	int ok = mpq_cmp(d, tol) <= 0;
	mpq_clears(d, tol, NULL);
	return ok;
}

Test(blackjack_cdp_slow, thousand_decks_tend_to_the_infinite_shoe)
{
	/* Griffin's rules (the infinite engine's pinned 0.6902%): one split,
	 * no double after it, S17, peek.  1, 2, 6, 8, 1000 decks: the return
	 * falls with every deck added, and 1000 decks (the multi-precision
	 * dealer walk: the 128-bit one would overflow) lie within 1e-5 of the
	 * infinite shoe, above it. */
	const char *griffin = "    dealer: {stands_on: 17, soft_17: stand, hole_card: true, peeks: true}\n"
	                      "    doubling: {hands: any_two, after_split: false}\n"
	                      "    split: {pairs: same_value, max_splits: 1, split_aces_cards: 1}\n";
	static const unsigned decks[] = { 1, 2, 6, 8, 1000 };
	mpq_t prev, ev, inf;
	mpq_inits(prev, ev, inf, NULL);
	for (size_t i = 0; i < sizeof(decks) / sizeof(decks[0]); i++) {
		round_ev(ev, griffin, decks[i]);
		if (i)
			cr_expect(mpq_cmp(ev, prev) < 0, "%u decks below %u", decks[i], decks[i - 1]);
		mpq_set(prev, ev);
	}
	infinite_ev(inf, griffin);
	char *x = num_percent(ev, 4, NUM_HALF_EVEN), *y = num_percent(inf, 4, NUM_HALF_EVEN);
	cr_expect_str_eq(x, "-0.6896%");
	cr_expect_str_eq(y, "-0.6902%");
	cr_expect(mpq_cmp(ev, inf) > 0 && near(ev, inf, 10), "1000 decks %s, infinite %s", x, y);
	free(x);
	free(y);
	mpq_clears(prev, ev, inf, NULL);
}

Test(blackjack_cdp_slow, seed_001_rules_extrapolate_to_the_infinite_shoe)
{
	/* Seed 001's rules (no hole card, S17, double after split, resplits to
	 * four hands, aces too, one card to split aces): the return on 16 and
	 * 32 decks extrapolated to infinitely many (2 v32 - v16, the error
	 * being close to c / decks) meets the infinite-shoe engine within 1e-5;
	 * the differences 8 -> 16 -> 32 decks roughly halve. */
	const char *rules = "    dealer: {stands_on: 17, soft_17: stand, hole_card: false}\n"
	                    "    doubling: {hands: any_two, after_split: true}\n"
	                    "    split: {pairs: same_value, max_splits: 3, split_aces_cards: 1}\n";
	mpq_t v8, v16, v32, lim, inf, d1, d2;
	mpq_inits(v8, v16, v32, lim, inf, d1, d2, NULL);
	round_ev(v8, rules, 8);
	round_ev(v16, rules, 16);
	round_ev(v32, rules, 32);
	infinite_ev(inf, rules);
	mpq_add(lim, v32, v32);
	mpq_sub(lim, lim, v16);
	char *x = num_decimal(lim, 6, NUM_HALF_EVEN), *y = num_decimal(inf, 6, NUM_HALF_EVEN);
	cr_expect(near(lim, inf, 10), "extrapolated %s, infinite %s", x, y);
	mpq_sub(d1, v8, v16);
	mpq_sub(d2, v16, v32);
	mpq_mul_2exp(d2, d2, 1);
	cr_expect(near(d1, d2, 20), "the gaps halve");
	free(x);
	free(y);
	mpq_clears(v8, v16, v32, lim, inf, d1, d2, NULL);
}

Test(blackjack_cdp_slow, a_natural_at_6_to_5_costs_exactly_its_payout)
{
	/* A natural's payout changes no decision, so 3:2 and 6:5 differ by
	 * exactly 3/10 times the chance of a player's natural the dealer does
	 * not match, counted here directly from the 1-deck shoe (dealer's up
	 * card, the player's two cards, the dealer's hole card). */
	const char *rules = R4("stand", PEEK, "true");
	mpq_t a, b, p, q, want;
	mpq_inits(a, b, p, q, want, NULL);
	round_ev_paying(a, rules, 1, "3:2");
	round_ev_paying(b, rules, 1, "6:5");
	mpq_sub(a, a, b);
	/* sum over up u of P(u) P(A and 10 | u) P(no dealer natural | ...) */
	mpq_set_ui(p, 0, 1);
	for (int up = 0; up < BJ_RANKS; up++) {
		unsigned c[BJ_RANKS];
		for (int r = 0; r < BJ_RANKS; r++)
			c[r] = r == BJ_TEN ? 16 : 4;
		unsigned long pu = c[up];
		c[up]--;
		unsigned long both = 2ul * c[BJ_ACE] * c[BJ_TEN];
		c[BJ_ACE]--;
		c[BJ_TEN]--;
		unsigned long hole = up == BJ_ACE ? c[BJ_TEN] : up == BJ_TEN ? c[BJ_ACE] : 0;
		mpq_set_ui(q, pu * both * (49 - hole), 52ul * 51 * 50 * 49);
		mpq_canonicalize(q);
		mpq_add(p, p, q);
	}
	mpq_set_ui(want, 3, 10);
	mpq_mul(want, want, p);
	cr_expect(mpq_equal(a, want), "3:2 - 6:5 = %s, want %s", num_exact(a), num_exact(want));
	mpq_clears(a, b, p, q, want, NULL);
}
