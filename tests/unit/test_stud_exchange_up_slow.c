/* SPDX-License-Identifier: Apache-2.0 */
/* test_stud_exchange_up_slow.c - the one-card exchange with one dealer card
 * seen (stud_exchange_up*.c) on the whole game, the standard Caribbean
 * stud rules and a one-ante exchange, priced alone (ctest label `slow`):
 *
 * - never exchanging is worth the published 5.2243 % house edge
 *   (142031221/2718662100, the Wizard of Odds' game with one dealer card
 *   seen, which test_stud_optimal_slow.c derives from his totals), from
 *   the engine's own keeping values (keep_ev, which the check holds to
 *   stud_return's figure on every run);
 * - an exchange of two cards at once is never better at two antes
 *   (an upper bound of its value, stud_exchange_up_two.c);
 * - the optimum, priced here as the only rule set of its run, is the
 *   fraction the check gives seed 000's Caribbean stud when it prices the
 *   same rules as one of three readings in one run ("paid",
 *   test_stud_optimal_seed_slow.c): the figure does not depend on the rule
 *   sets priced beside it.
 *
 * The engine's values are checked hand by hand against brute force in
 * test_stud_exchange_up.c.  No published figure for the game with the
 * exchange was found (Oasis poker, its usual name, allows two to five
 * cards too). */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "stud_caribbean.h"
#include "poker/stud/stud_exchange.h"

Test(stud_exchange_up_slow, caribbean_with_a_one_ante_exchange_and_a_card_seen)
{
	stud_rules r;
	t_caribbean(&r);
	r.up_card = 1;
	stud_exchange_result res;
	stud_exchange_result_init(&res);
	mpq_t price;
	mpq_init(price);
	mpq_set_ui(price, 1, 1);
	cr_assert(stud_exchange_up_return(&res, &r, 1, price, NULL, 0));
	cr_expect_eq(res.identity_failures, 0);
	cr_expect_eq(res.hands, 2598960ull * 47);
	mpq_neg(res.keep_ev, res.keep_ev);
	t_expect_q(res.keep_ev, "142031221/2718662100", 5, "0.05224");
	t_expect_q(res.house_edge, "723583636439/69766306810200", 4, "0.0104");
	t_expect_q(res.element_of_risk, "723583636439/152353557978930", 4, "0.0047");
	cr_expect_eq(res.exchanged, 10257468);
	/* two cards at once, in each of the 2,598,960 x 47 x 10 situations of
	 * dealt hand, up card and pair discarded: the bound of their value is
	 * never above the best of keeping and one card at any price of at
	 * least 1680739/851529 = 1.9738 antes (reached with an ace up,
	 * test_stud_exchange_up.c): never better at two antes */
	cr_expect_eq(res.two_checked, 2598960ull * 47 * 10);
	t_expect_q(res.two_bound, "1680739/851529", 4, "1.9738");
	uint64_t dealt = 0;
	for (int c = 0; c < HAND_NCLASS; c++)
		dealt += res.hands_by_class[c];
	cr_expect_eq(dealt, 2598960ull * 47);
	mpq_clear(price);
	stud_exchange_result_clear(&res);
	stud_rules_clear(&r);
}
