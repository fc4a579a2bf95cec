/* SPDX-License-Identifier: Apache-2.0 */
/* test_stud_optimal.c - PP-POKER-007 (stud_optimal_check.c): off unless
 * the analyses are asked for, and not applicable, with the reason, for
 * every rule the engine does not model.  These paths compute nothing; the
 * figures and the engine's counts are in test_stud_optimal_slow.c and
 * test_stud_optimal_seed_slow.c. */
#include <stdio.h>
#include <string.h>

#include "helpers.h"
#include "poker/stud/stud_optimal.h"

/* A one-game stud plan; the slots: the tie line, the Ante's
 * dealer_not_qualified, the Bet's ace_king row, the options block. */
static pp_plan *stud_plan(const char *tie, const char *ante_dnq, const char *ak_row,
                          const char *options)
{
	char yaml[3000];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: stud-test, operator: \"Example s.r.o.\", jurisdiction: CZ, "
	         "version: \"1\", date: \"2025-02-12\"}\n"
	         "currencies: [{code: EUR}]\n"
	         "games:\n"
	         "  - id: caribbean\n"
	         "    name: \"Caribbean stud poker\"\n"
	         "    family: stud\n"
	         "    citation: \"1\"\n"
	         "    dealer: {qualifies_with: ace_king}\n"
	         "%s"
	         "    bets:\n"
	         "      - {name: Ante, kind: ante, payout: \"1:1\", dealer_not_qualified: %s}\n"
	         "      - name: Bet\n"
	         "        kind: raise\n"
	         "        multiples: [\"2\"]\n"
	         "        dealer_not_qualified: push\n"
	         "        paytable:\n"
	         "          rows:\n"
	         "%s"
	         "            - {hand: one_pair, payout: \"1:1\"}\n"
	         "            - {hand: two_pair, payout: \"2:1\"}\n"
	         "            - {hand: three_of_a_kind, payout: \"3:1\"}\n"
	         "            - {hand: straight, payout: \"4:1\"}\n"
	         "            - {hand: flush, payout: \"5:1\"}\n"
	         "            - {hand: full_house, payout: \"7:1\"}\n"
	         "            - {hand: four_of_a_kind, payout: \"20:1\"}\n"
	         "            - {hand: straight_flush, payout: \"50:1\"}\n"
	         "            - {hand: royal_flush, payout: \"100:1\"}\n"
	         "%s"
	         "    max_win: {basis: gross, scope: game}\n"
	         "    limits:\n"
	         "      - {currency: EUR, min_bet: \"5\", max_bet: \"500\", max_win: \"102000\"}\n",
	         tie, ante_dnq, ak_row, options);
	pp_plan *p = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&p, yaml, &err), PP_OK, "%s", err.msg);
	return p;
}

#define TIE_PUSH "    tie: {main_bets: push}\n"
#define AK_ROW "            - {hand: ace_king, payout: \"1:1\"}\n"

/* The PP-POKER-007 finding of the plan, checked with the analyses on. */
static void expect_not_applicable(pp_plan *p, const char *reason)
{
	pp_result *r = t_check_exact(p);
	const pp_finding *f = t_find(r, "caribbean", "PP-POKER-007", NULL);
	cr_expect_eq(f->status, PP_ST_NOTAPPLICABLE);
	cr_expect(strstr(f->message, reason), "%s", f->message);
	pp_result_free(r);
	pp_plan_free(p);
}

/* Card options and a Bet whose ace-king win the plan leaves open are
 * priced (test_stud_optimal_seed_slow.c); a second combination the engine
 * cannot pay on the raise is not. */
Test(stud_optimal, a_second_combination_on_the_ante_is_not_priced)
{
	expect_not_applicable(stud_plan(TIE_PUSH, "wins", AK_ROW,
	                                "    second_combination:\n      bet: Ante\n      pairs:\n"
	                                "        - {primary: one_pair, second: ace_king}\n"),
	                      "a second combination paid on a bet other than the raise");
}

Test(stud_optimal, an_open_dealer_not_qualified_rule_is_not_priced)
{
	expect_not_applicable(stud_plan(TIE_PUSH, "unstated", AK_ROW, ""),
	                      "does not say what `Ante` gets when the dealer does not qualify");
}

Test(stud_optimal, a_missing_tie_rule_is_not_priced)
{
	expect_not_applicable(stud_plan("", "wins", AK_ROW, ""), "the plan states no tie rule");
}

Test(stud_optimal, a_suit_order_tie_is_not_priced)
{
	expect_not_applicable(stud_plan("    tie: {main_bets: suit_order, suit_order: [spades, "
	                                "hearts, diamonds, clubs], decided_by: highest_card}\n",
	                                "wins", AK_ROW, ""),
	                      "ties broken by a suit order are not modelled");
}

Test(stud_optimal, off_unless_asked)
{
	pp_plan *p = stud_plan(TIE_PUSH, "wins", AK_ROW, "");
	pp_result *r = t_check(p);
	for (size_t i = 0; i < r->nfindings; i++)
		cr_expect_str_neq(r->findings[i]->rule->id, "PP-POKER-007");
	pp_result_free(r);
	pp_plan_free(p);
}
