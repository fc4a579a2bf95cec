/* SPDX-License-Identifier: Apache-2.0 */
/* test_holdem_optimal_easy_slow.c - the engine's separate stages
 * (holdem_optimal*.c) on the whole deal against published figures (ctest
 * label `slow`: about twelve seconds of CPU for both rule sets).
 *
 * Texas Hold'em Bonus: Ante; before the flop a Flop bet of two antes or a
 * fold; a Turn bet of one ante on the flop and a River bet of one ante on
 * the turn, or check; no dealer qualification; ties push; a winner is paid
 * 1:1 on the raises and on the Ante with a straight or better (Las Vegas
 * rules) or a flush or better (Atlantic City rules), the Ante returned on
 * a lower win.  The Wizard of Odds (wizardofodds.com/texasholdembonus)
 * gives 2.037 % of the ante under the Las Vegas rules, an average wager of
 * 3.8181 antes and an element of risk of 0.5335 %, and Scott McIntosh's
 * 5.5935 % under the Atlantic City rules and 2.3496 % under the "Colorado
 * rules"; the published pre-flop strategy (e.g. table-games-online.com) is
 * to fold 2-3 to 2-7 offsuit and bet everything else.  The engine gives
 * 578107733/28381438800 = 2.0369 % (3.818103 antes, 0.5335 %), folding
 * exactly 32o 42o 52o 62o 72o, and 19447087313/347672625300 = 5.5935 %.
 * 2.3496 % is seed 000's Easy hold'em (a Flop bet of one ante) with the
 * Ante returned on a lower win: test_holdem_optimal_slow.c. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "poker/holdem/holdem_optimal.h"

/* Texas Hold'em Bonus, the Ante 1:1 from class `from`, returned below. */
static void thb_rules(holdem_rules *r, hand_class from)
{
	r->has_qual = 0;
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_set_si(r->ante_win[c], c >= (int)from ? 1 : 0, 1);
		mpq_set_ui(r->play_win[c], 1, 1);
	}
	r->ante_dnq = r->play_dnq = r->blind_dnq = POKER_MAIN_DNQ_PLAYS;
	r->tie = POKER_MAIN_TIE_PUSH;
	r->separate = 1;
	r->npre = 1;
	r->pre[0] = 2;
	r->flop = 1;
	r->turn = 1;
}

static void expect_text(char *got, const char *want)
{
	cr_expect_str_eq(got, want);
	free(got);
}

/* The Las Vegas figures in res. */
static void expect_las_vegas(const holdem_result *res)
{
	expect_text(num_exact(res->house_edge), "578107733/28381438800");
	expect_text(num_percent(res->house_edge, 3, NUM_HALF_EVEN), "2.037%");
	expect_text(num_percent(res->house_edge, 4, NUM_HALF_EVEN), "2.0369%");
	expect_text(num_decimal(res->stake, 4, NUM_HALF_EVEN), "3.8181");
	expect_text(num_percent(res->element_of_risk, 4, NUM_HALF_EVEN), "0.5335%");
	static const char *const fold[] = { "32o", "42o", "52o", "62o", "72o" };
	unsigned folded = 0;
	for (unsigned c = 0; c < HOLDEM_CLASSES; c++) {
		char name[4];
		holdem_class_name(name, c);
		int listed = 0;
		for (size_t i = 0; i < sizeof(fold) / sizeof(*fold); i++)
			listed |= strcmp(name, fold[i]) == 0;
		cr_expect_eq(res->pre_choice[c], listed ? 0 : 1, "%s", name);
		folded += res->pre_choice[c] == 0;
	}
	cr_expect_eq(folded, 5);
	cr_expect_eq(res->flop_situations, 25989600);
	cr_expect_eq(res->turn_situations, 1221511200ull);
	cr_expect_eq(res->river_situations, 0);
}

/* Both rule sets differ in the Ante's payouts alone, so the engine prices
 * them in one set of sweeps (holdem_return_pair, whose figures equal two
 * separate calls': test_holdem_optimal_easy.c). */
Test(holdem_optimal_easy_slow, texas_holdem_bonus_las_vegas_2_037_and_atlantic_city_5_5935_percent)
{
	holdem_rules lv, ac;
	holdem_result lv_res, ac_res;
	holdem_rules_init(&lv);
	holdem_rules_init(&ac);
	holdem_result_init(&lv_res);
	holdem_result_init(&ac_res);
	thb_rules(&lv, HAND_STRAIGHT);
	thb_rules(&ac, HAND_FLUSH);
	cr_assert(holdem_return_pair(&lv_res, &ac_res, &lv, &ac, 2, 0));
	expect_las_vegas(&lv_res);
	expect_text(num_exact(ac_res.house_edge), "19447087313/347672625300");
	expect_text(num_percent(ac_res.house_edge, 4, NUM_HALF_EVEN), "5.5935%");
	holdem_result_clear(&lv_res);
	holdem_result_clear(&ac_res);
	holdem_rules_clear(&lv);
	holdem_rules_clear(&ac);
}
