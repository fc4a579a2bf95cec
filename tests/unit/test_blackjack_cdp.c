/* SPDX-License-Identifier: Apache-2.0 */
/* test_blackjack_cdp.c - the finite-shoe composition-dependent engine
 * (blackjack_cdp.c, blackjack_main.c) against published figures.
 *
 * Published figures (Wizard of Odds, Blackjack Appendix 9, the tables
 * "1 deck, dealer stands on soft 17" (1ds17r4) and "6 decks, dealer hits
 * on soft 17, no hole card" (euro-6dh17r4), last updated October 2019):
 * - the value of standing, hitting and doubling on two-card hands against
 *   an ace, six decimals (given no dealer natural where the dealer peeks):
 *   reproduced exactly to the six published decimals;
 * The game's return (every hand, splits included) takes seconds: it is
 * pinned in test_blackjack_cdp_slow.c. */
#include <stdlib.h>
#include <string.h>

#include "blackjack/blackjack_cdp.h"
#include "helpers.h"
#include "plan.h"

static pp_plan *plan_of(const char *rules)
{
	return t_blackjack_plan(rules, "3:2");
}

static char *dec6(const mpq_t q)
{
	return num_decimal(q, 6, NUM_HALF_EVEN);
}

static void expect_options(const char *rules, unsigned decks, int up, int c1, int c2,
                           const char *stand, const char *hit, const char *dbl)
{
	pp_plan *plan = plan_of(rules);
	bj_game g;
	cd_rules cr;
	bj_shoe s;
	cd_options o;
	bj_game_read(&g, node_at(plan_games(plan), 0));
	cr_assert(cd_rules_from_game(&cr, &g));
	bj_shoe_decks(&s, decks);
	cd_options_init(&o);
	cd_hand_options(&o, &cr, &s, up, c1, c2);
	char *x = dec6(o.stand), *y = dec6(o.hit), *z = dec6(o.dbl);
	cr_expect_str_eq(x, stand, "stand %s %s", x, stand);
	cr_expect_str_eq(y, hit, "hit %s %s", y, hit);
	cr_expect_str_eq(z, dbl, "double %s %s", z, dbl);
	free(x);
	free(y);
	free(z);
	cd_options_clear(&o);
	cd_rules_clear(&cr);
	bj_game_clear(&g);
	pp_plan_free(plan);
}

#define R4(s17, hole, das)                                                                  \
	"    dealer: {stands_on: 17, soft_17: " s17 ", " hole "}\n"                              \
	"    doubling: {hands: any_two, after_split: " das "}\n"                                   \
	"    split: {pairs: same_value, max_splits: 3, ace_splits: 1, split_aces_cards: 1}\n"
#define PEEK "hole_card: true, peeks: true"
#define ENHC "hole_card: false"

Test(blackjack_cdp, one_deck_s17_ace_up)
{
	/* Appendix 9, 1 deck S17, dealer ace: 2,A; 6,5; 6,4; 3,2. */
	const char *r = R4("stand", PEEK, "false");
	expect_options(r, 1, BJ_ACE, BJ_ACE, 1, "-0.661732", "-0.067808", "-0.593281");
	expect_options(r, 1, BJ_ACE, 5, 4, "-0.634013", "0.172946", "0.240259");
	expect_options(r, 1, BJ_ACE, 5, 3, "-0.636118", "0.081506", "0.048615");
	expect_options(r, 1, BJ_ACE, 2, 1, "-0.659375", "-0.291565", "-1.318751");
}

Test(blackjack_cdp, six_deck_enhc_h17_ace_up)
{
	/* Appendix 9, 6 decks H17 no hole card, dealer ace: 2,A; 3,2; 6,5. */
	const char *r = R4("hit", ENHC, "true");
	expect_options(r, 6, BJ_ACE, BJ_ACE, 1, "-0.722356", "-0.379910", "-1.024099");
	expect_options(r, 6, BJ_ACE, 2, 1, "-0.721887", "-0.529734", "-1.443774");
	expect_options(r, 6, BJ_ACE, 5, 4, "-0.720879", "-0.235772", "-0.535879");
}


/* The surrender option's value and whether it beats hitting 10,6 against
 * a ten, 6 decks S17. */
static void expect_surrender(const char *rules, const char *value)
{
	pp_plan *plan = plan_of(rules);
	bj_game g;
	cd_rules cr;
	bj_shoe s;
	cd_options o;
	bj_game_read(&g, node_at(plan_games(plan), 0));
	cr_assert(cd_rules_from_game(&cr, &g));
	bj_shoe_decks(&s, 6);
	cd_options_init(&o);
	cd_hand_options(&o, &cr, &s, BJ_TEN, 5, BJ_TEN);
	cr_assert(o.can_surrender);
	char *x = dec6(o.surrender);
	cr_expect_str_eq(x, value);
	cr_expect(mpq_cmp(o.surrender, o.hit) > 0 && mpq_cmp(o.hit, o.stand) > 0,
	          "surrender > hit > stand on 16 v 10");
	free(x);
	cd_options_clear(&o);
	cd_rules_clear(&cr);
	bj_game_clear(&g);
	pp_plan_free(plan);
}

Test(blackjack_cdp, surrender_late_and_early)
{
	/* Late (after the peek): half the bet given no dealer natural.  Early
	 * (no hole card, surrender against a ten allowed): half the bet, the
	 * dealer's natural escaped too. */
	expect_surrender("    dealer: {stands_on: 17, soft_17: stand, hole_card: true, peeks: true}\n"
	                 "    doubling: {hands: any_two, after_split: true}\n"
	                 "    surrender: {refund: \"1:2\", against_ace: true}\n",
	                 "-0.500000");
	expect_surrender("    dealer: {stands_on: 17, soft_17: stand, hole_card: false}\n"
	                 "    doubling: {hands: any_two, after_split: true}\n"
	                 "    surrender: {refund: \"1:2\", against_ace: false, against_ten: true}\n",
	                 "-0.500000");
}

Test(blackjack_cdp, doubling_on_nine_to_eleven_only)
{
	/* Doubling limited to totals 9-11: 6,5 may double, A,2 (soft 13) and
	 * 10,2 may not; the double's value is the hit-once-then-stand value
	 * twice over, which the unrestricted rules show for 6,5 too. */
	const char *dealer =
		"    dealer: {stands_on: 17, soft_17: stand, hole_card: true, peeks: true}\n";
	char only[512], any[512];
	snprintf(only, sizeof(only), "%s    doubling: {hands: totals, totals: [9, 10, 11]}\n",
	         dealer);
	snprintf(any, sizeof(any), "%s    doubling: {hands: any_two}\n", dealer);
	static const int hands[3][2] = { { 4, 5 }, { BJ_ACE, 1 }, { 1, BJ_TEN } };
	for (int i = 0; i < 3; i++) {
		cd_options a, b;
		cd_options_init(&a);
		cd_options_init(&b);
		pp_plan *p1 = plan_of(only), *p2 = plan_of(any);
		bj_game g1, g2;
		cd_rules r1, r2;
		bj_shoe s;
		bj_game_read(&g1, node_at(plan_games(p1), 0));
		bj_game_read(&g2, node_at(plan_games(p2), 0));
		cr_assert(cd_rules_from_game(&r1, &g1) && cd_rules_from_game(&r2, &g2));
		bj_shoe_decks(&s, 2);
		cd_hand_options(&a, &r1, &s, 5, hands[i][0], hands[i][1]);
		cd_hand_options(&b, &r2, &s, 5, hands[i][0], hands[i][1]);
		cr_expect_eq(a.can_double, i == 0, "hand %d", i);
		cr_expect(b.can_double, "any two: hand %d", i);
		cr_expect(mpq_equal(a.stand, b.stand) && mpq_equal(a.hit, b.hit), "hand %d", i);
		if (i == 0)
			cr_expect(mpq_equal(a.dbl, b.dbl));
		cd_options_clear(&a);
		cd_options_clear(&b);
		cd_rules_clear(&r1);
		cd_rules_clear(&r2);
		bj_game_clear(&g1);
		bj_game_clear(&g2);
		pp_plan_free(p1);
		pp_plan_free(p2);
	}
}
