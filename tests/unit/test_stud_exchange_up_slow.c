/* SPDX-License-Identifier: Apache-2.0 */
/* test_stud_exchange_up_slow.c - the one-card exchange with one dealer card
 * seen (stud_exchange_up*.c) on the whole game (ctest label `slow`): a
 * price no hand pays for gives stud_return's one-card-seen figure exactly,
 * the published 5.2243 % (142031221/2718662100), and the same raises.  The
 * engine's values are checked hand by hand against brute force in
 * test_stud_exchange_up.c; its figures with a one-ante exchange are pinned
 * through the check in test_stud_optimal_seed_slow.c (Caribbean stud's
 * three readings in one run, Banco poker's one alone: the standard rules,
 * the same figure). */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "poker/stud/stud_exchange.h"

static const unsigned long bet_pays[HAND_NCLASS] = { 0, 1, 1, 2, 3, 4, 5, 7, 20, 50, 100 };

static void caribbean(stud_rules *r)
{
	stud_rules_init(r);
	r->has_qual = 1;
	r->qual = HAND_ACE_KING;
	mpq_set_ui(r->raise, 2, 1);
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_set_ui(r->ante_win[c], 1, 1);
		mpq_set_ui(r->bet_win[c], bet_pays[c], 1);
	}
	r->ante_dnq = POKER_MAIN_DNQ_WINS;
	r->bet_dnq = POKER_MAIN_DNQ_PUSH;
	r->tie = POKER_MAIN_TIE_PUSH;
}

static void expect_q(const mpq_t q, const char *exact, unsigned digits, const char *decimal)
{
	char *x = num_exact(q), *d = num_decimal(q, digits, NUM_HALF_EVEN);
	cr_expect_str_eq(x, exact);
	cr_expect_str_eq(d, decimal);
	free(x);
	free(d);
}

/* A price no hand pays for: nobody exchanges, and the figure is the game
 * with one dealer card seen and no exchange (stud_return) exactly, the
 * published 5.2243 %. */
Test(stud_exchange_up_slow, a_price_nobody_pays_gives_the_seen_game)
{
	stud_rules r;
	caribbean(&r);
	r.up_card = 1;
	stud_exchange_result res;
	stud_result plain;
	stud_exchange_result_init(&res);
	stud_result_init(&plain);
	mpq_t price;
	mpq_init(price);
	mpq_set_ui(price, 2001, 2); /* a common denominator of 2: the figure must not move */
	cr_assert(stud_exchange_up_return(&res, &r, 1, price, NULL, 0));
	cr_assert(stud_return(&plain, &r));
	cr_expect_eq(res.exchanged, 0);
	cr_expect_eq(res.identity_failures, 0);
	cr_expect(mpq_equal(res.ev, plain.ev));
	cr_expect(mpq_equal(res.element_of_risk, plain.element_of_risk));
	cr_expect_eq(res.raised_kept, plain.raised);
	expect_q(res.house_edge, "142031221/2718662100", 5, "0.05224");
	mpq_clear(price);
	stud_result_clear(&plain);
	stud_exchange_result_clear(&res);
	stud_rules_clear(&r);
}
