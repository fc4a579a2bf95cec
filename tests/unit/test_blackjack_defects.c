/* SPDX-License-Identifier: Apache-2.0 */
/* test_blackjack_defects.c - every blackjack and pontoon defect fixture
 * gives exactly the findings it was made for (fixtures/defects/blackjack-*
 * and pontoon-*, whose first line names them), and the evidence the
 * failing checks carry is the exact figure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "util.h"

static const t_defect cases[] = {
	{ "blackjack-clean", "" },
	{ "blackjack-open-rules", "PP-PLAN-007" },
	{ "blackjack-premium", "PP-BJ-016" },
	{ "blackjack-part-chips", "PP-BJ-014" },
	{ "pontoon-clean", "" },
	{ "blackjack-no-decks", "PP-BJ-001" },
	{ "blackjack-soft17-unstated", "PP-BJ-002" },
	{ "blackjack-ace-six", "PP-BJ-003" },
	{ "blackjack-natural-at-once", "PP-BJ-004" },
	{ "pontoon-natural-at-once", "PP-BJ-004" },
	{ "blackjack-split-hands", "PP-BJ-005" },
	{ "blackjack-restated", "PP-BJ-006" },
	{ "blackjack-even-money", "PP-BJ-007" },
	{ "blackjack-surrender-ten", "PP-BJ-008" },
	{ "blackjack-payout-missing", "PP-BJ-009" },
	{ "blackjack-beats-21", "PP-BJ-010" },
	{ "blackjack-pairs-order", "PP-BJ-011" },
	{ "blackjack-pairs-one-deck", "PP-BJ-011" },
	{ "blackjack-side-scope", "PP-BJ-012" },
	{ "blackjack-side-currency", "PP-BJ-013" },
	{ "blackjack-side-rtp", "PP-RTP-001" },
	{ "blackjack-maxwin", "PP-MAXWIN-001" },
	{ "pontoon-maxwin", "PP-MAXWIN-001" },
	{ "pontoon-automatic-card", "PP-PONT-001" },
};

Test(blackjack_defects, each_fixture_gives_exactly_its_findings)
{
	t_expect_defects(cases, sizeof(cases) / sizeof(cases[0]));
}

Test(blackjack_defects, a_natural_paid_at_once_against_an_ace_carries_the_dealer_natural)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("blackjack-natural-at-once", &plan);
	const pp_finding *f = t_find(res, "blackjack", "PP-BJ-004", "blackjack");
	cr_expect_eq(f->status, PP_ST_FAIL);
	/* 6 decks, the player's ace and ten and the dealer's ace out: 95 tens of 309. */
	cr_expect_str_eq(t_evidence(f, "dealer_natural_after_A"), "95/309");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(blackjack_defects, surrender_against_a_ten_carries_the_dealer_natural)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("blackjack-surrender-ten", &plan);
	const pp_finding *f = t_find(res, "blackjack", "PP-BJ-008", "surrender");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_str_eq(t_evidence(f, "dealer_natural_after_10"), "24/311");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(blackjack_defects, even_money_at_6_5_against_the_insured_natural)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("blackjack-even-money", &plan);
	const pp_finding *f = t_find(res, "blackjack", "PP-BJ-007", "even money");
	cr_expect_str_eq(t_evidence(f, "insured_if_dealer_natural"), "1");
	cr_expect_str_eq(t_evidence(f, "insured_otherwise"), "1");
	cr_expect_str_eq(t_evidence(f, "even_money"), "6/5");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(blackjack_defects, a_restated_payout_names_both_figures)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("blackjack-restated", &plan);
	const pp_finding *f = t_find(res, "blackjack", "PP-BJ-006", "blackjack #1");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "restated"), "1");
	cr_expect_str_eq(t_evidence(f, "first_stated"), "3/2");
	cr_expect_eq(t_find(res, "blackjack", "PP-BJ-006", "max_splits #2")->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(blackjack_defects, per_round_maximum_win_path)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("blackjack-maxwin", &plan);
	const pp_finding *f = t_find(res, "blackjack", "PP-MAXWIN-001", "EUR");
	cr_expect_eq(f->status, PP_ST_FAIL);
	/* Four split hands doubled: 8 stakes of 1000 win 8000; with a perfect
	 * pair on the 40 side bet (a pair is needed to split): 9000 net, 17040
	 * gross (8000 + 40 staked). */
	cr_expect_str_eq(t_evidence(f, "computed_net"), "9000");
	cr_expect_str_eq(t_evidence(f, "computed_gross"), "17040");
	cr_expect(strstr(t_evidence(f, "path"), "4 split hands doubled after the split"));
	cr_expect(strstr(t_evidence(f, "path"), "Perfect Pairs: 1 bet(s) x 40, a perfect pair at 25:1"));
	/* A round's best way is the outcome named above the declared 2,500. */
	cr_expect_str_eq(t_evidence(f, "exceeding_count"), "1");
	cr_expect(strstr(t_evidence(f, "exceeding"), "a perfect pair at 25:1 (17040)"));
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(blackjack_defects, pontoon_maximum_win_counts_the_bought_cards)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("pontoon-maxwin", &plan);
	const pp_finding *f = t_find(res, "pontoon", "PP-MAXWIN-001", "EUR");
	/* 4 split hands x 3 stakes x 500 at 3:2: 9000 net, 15000 gross. */
	cr_expect_str_eq(t_evidence(f, "computed_net"), "9000");
	cr_expect_str_eq(t_evidence(f, "computed_gross"), "15000");
	cr_expect(strstr(t_evidence(f, "path"), "4 split hands with every card bought (3 stake(s) "
	                                        "each), a five-card trick at 3:2"));
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(blackjack_defects, side_bet_over_one_and_the_per_bet_maxima)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("blackjack-side-rtp", &plan);
	const pp_finding *f = t_find(res, "blackjack", "PP-RTP-001", "Perfect Pairs");
	cr_expect_eq(f->status, PP_ST_FAIL);
	/* (780*51 + 936*26 + 1872*13) / 48516 = 88452/48516 = 567/311. */
	cr_expect_str_eq(t_evidence(f, "rtp"), "567/311");
	/* The largest gross win of one bet is the blackjack, the largest net
	 * the side bet: the two maxima arise differently. */
	const pp_finding *m = t_find(res, "blackjack", "PP-MAXWIN-001", "EUR");
	cr_expect_eq(m->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(m, "computed_gross"), "2500");
	cr_expect_str_eq(t_evidence(m, "computed_net"), "2000");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Three open rules: the return is given over every reading, and the
 * highest reading (doubling after a split, three splits, pairs of one
 * value) is exactly the clean game, which states those rules. */
Test(blackjack_defects, open_rules_give_the_range_of_the_return)
{
	pp_plan *plan, *clean_plan;
	pp_result *res = t_check_defect("blackjack-open-rules", &plan);
	pp_result *clean = t_check_defect("blackjack-clean", &clean_plan);
	const pp_finding *f = t_find(res, "blackjack", "PP-RTP-001", "main game (infinite shoe)");
	const pp_finding *c = t_find(clean, "blackjack", "PP-RTP-001", "main game (infinite shoe)");
	cr_expect_str_eq(t_evidence(f, "rtp_highest"), t_evidence(c, "rtp"));
	cr_expect_str_eq(t_evidence(f, "rtp_highest"),
	                 "91163647021937559843423828612/91733330193268616658399616009");
	cr_expect_str_eq(t_evidence(f, "reading_highest"),
	                 "doubling after a split, 3 split(s), pairs of one value");
	cr_expect_str_eq(t_evidence(f, "rtp_lowest"),
	                 "91003307393188437336070364267/91733330193268616658399616009");
	cr_expect_str_eq(t_evidence(f, "reading_lowest"),
	                 "no doubling after a split, 1 split(s), pairs of one value");
	cr_expect_str_eq(t_evidence(f, "reading"), t_evidence(f, "reading_lowest"));
	cr_expect_eq(t_find(res, "blackjack", "PP-PLAN-007", "split/max_splits")->status,
	             PP_ST_WARNING);
	pp_result_free(res);
	pp_result_free(clean);
	pp_plan_free(plan);
	pp_plan_free(clean_plan);
}

/* 3:2 on stakes of 5..1000 in chips of 1: the 498 odd stakes cannot be
 * paid; with the plan's rule stated, the check passes and says who gains. */
Test(blackjack_defects, part_chips_counted_in_closed_form)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("blackjack-part-chips", &plan);
	const pp_finding *f = t_find(res, "blackjack", "PP-BJ-014", "blackjack EUR");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_str_eq(t_evidence(f, "unpayable_stakes"), "498");
	cr_expect_str_eq(t_evidence(f, "part_chip_max"), "1/2");
	cr_expect(strstr(f->message, "blackjack at 3:2 cannot be paid in 1 EUR chips on 498 of "
	                             "the stakes in EUR (the first: 5)"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
	res = t_check_defect("blackjack-clean", &plan);
	cr_expect_eq(t_find(res, "blackjack", "PP-BJ-014", "EUR")->status, PP_ST_NOTAPPLICABLE);
	pp_result_free(res);
	pp_plan_free(plan);
	/* The same table with the plan's rule stated: a pass that says who gains. */
	FILE *fp = fopen("fixtures/defects/blackjack-part-chips.yaml", "rb");
	char text[8192];
	cr_assert(fp);
	size_t n = fread(text, 1, sizeof(text) - 1, fp);
	fclose(fp);
	text[n] = '\0';
	char *at = strstr(text, "{rule: unstated}");
	cr_assert(at);
	memcpy(at, "{rule: round_up}", strlen("{rule: round_up}"));
	memmove(at + strlen("{rule: round_up}"), at + strlen("{rule: unstated}"),
	        strlen(at + strlen("{rule: unstated}")) + 1);
	pp_error err;
	cr_assert_eq(t_load_str(&plan, text, &err), PP_OK, "%s", err.msg);
	res = t_check(plan);
	f = t_find(res, "blackjack", "PP-BJ-014", "blackjack EUR");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect(strstr(f->message, "rounded up: the player gains"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* The clean game with its ace rule replaced: "ace_splits: N" stated, or
 * unstated.  Caller frees the text. */
static char *clean_with_aces(const char *aces)
{
	FILE *fp = fopen("fixtures/defects/blackjack-clean.yaml", "rb");
	cr_assert_not_null(fp);
	pp_buf b = { 0 };
	char line[512];
	while (fgets(line, sizeof(line), fp))
		if (strstr(line, "      ace_splits: 1\n") == line)
			pp_buf_printf(&b, "      ace_splits: %s\n", aces);
		else
			pp_buf_puts(&b, line);
	fclose(fp);
	return pp_buf_detach(&b);
}

static pp_result *check_text(const char *yaml, pp_plan **plan)
{
	pp_error err;
	cr_assert_eq(t_load_str(plan, yaml, &err), PP_OK, "%s", err.msg);
	return t_check(*plan);
}

/* How often aces split, left open: the return is priced for aces split
 * once, twice and three times (the game splits other pairs three times).
 * The lowest and highest readings are exactly the games that state one
 * and three (priced on their own), the base reading follows the splits
 * of other pairs, and PP-PLAN-007 names the rule. */
Test(blackjack_defects, resplitting_aces_left_open_is_priced_from_once_to_max_splits)
{
	char *open_text = clean_with_aces("unstated"), *once = clean_with_aces("1"),
	     *thrice = clean_with_aces("3");
	pp_plan *po, *p1, *p3;
	pp_result *ro = check_text(open_text, &po), *r1 = check_text(once, &p1),
	          *r3 = check_text(thrice, &p3);
	const char *subject = "main game (infinite shoe)";
	const pp_finding *f = t_find(ro, "blackjack", "PP-RTP-001", subject);
	const char *rtp1 = t_evidence(t_find(r1, "blackjack", "PP-RTP-001", subject), "rtp");
	const char *rtp3 = t_evidence(t_find(r3, "blackjack", "PP-RTP-001", subject), "rtp");
	cr_expect_str_neq(rtp1, rtp3, "resplitting aces moves the return");
	cr_expect_str_eq(t_evidence(f, "rtp_lowest"), rtp1);
	cr_expect_str_eq(t_evidence(f, "reading_lowest"), "aces split 1 time(s)");
	cr_expect_str_eq(t_evidence(f, "rtp_highest"), rtp3);
	cr_expect_str_eq(t_evidence(f, "reading_highest"), "aces split 3 time(s)");
	cr_expect_str_eq(t_evidence(f, "reading"), "aces split 3 time(s)");
	cr_expect_str_eq(t_evidence(f, "rtp"), rtp3);
	cr_expect_eq(t_find(ro, "blackjack", "PP-PLAN-007", "split/ace_splits")->status,
	             PP_ST_WARNING);
	pp_result_free(ro);
	pp_result_free(r1);
	pp_result_free(r3);
	pp_plan_free(po);
	pp_plan_free(p1);
	pp_plan_free(p3);
	free(open_text);
	free(once);
	free(thrice);
}

/* Premiums on top of special hands: three sevens at 1:1 add at most
 * (1/13)^3 = 1/2197 per stake, 6-7-8 at 2:1 at most 2 x 3!/13^3 = 12/2197;
 * the maximum win counts 6-7-8 (21 won at 1:1, plus 2:1) on 1,000:
 * 3,000 net, 4,000 gross, above a blackjack's 2,500. */
Test(blackjack_defects, premiums_bounded_and_in_the_max_win)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("blackjack-premium", &plan);
	const pp_finding *f = t_find(res, "blackjack", "PP-BJ-016", "three sevens");
	cr_expect_eq(f->status, PP_ST_INFO);
	cr_expect_str_eq(t_evidence(f, "first_cards_probability"), "1/2197");
	cr_expect_str_eq(t_evidence(f, "return_added_at_most"), "1/2197");
	f = t_find(res, "blackjack", "PP-BJ-016", "6-7-8");
	cr_expect_str_eq(t_evidence(f, "first_cards_probability"), "6/2197");
	cr_expect_str_eq(t_evidence(f, "return_added_at_most"), "12/2197");
	f = t_find(res, "blackjack", "PP-MAXWIN-001", "EUR");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "computed_gross"), "4000");
	cr_expect_str_eq(t_evidence(f, "computed_net"), "3000");
	cr_expect(strstr(t_evidence(f, "path"), "6-7-8 (21, won at 1:1) + its premium at 2:1"));
	pp_result_free(res);
	pp_plan_free(plan);
}
