/* SPDX-License-Identifier: Apache-2.0 */
/* test_dice_defects.c - every dice and casino war defect fixture gives
 * exactly the findings it was made for, and the key ones carry their
 * figures. */
#include <string.h>

#include "helpers.h"

static const t_defect cases[] = {
	{ "dice-clean", "" },
	{ "casino-war-clean", "" },
	{ "dice-field-12-words", "PP-PAY-001" },
	{ "dice-odds-maxwin", "PP-MAXWIN-001" },
	{ "dice-single-words", "PP-PAY-001" },
	{ "dice-impossible", "PP-DICE-001" },
	{ "dice-single-unpaid", "PP-DICE-002" },
	{ "dice-odds-not-true", "PP-DICE-003" },
	{ "dice-odds-multiples", "PP-DICE-004" },
	{ "dice-commission-zero", "PP-DICE-005" },
	{ "dice-name", "PP-DICE-006" },
	{ "dice-open-rules", "PP-DICE-007" },
	{ "casino-war-tie-words", "PP-PAY-001" },
	{ "casino-war-tie-unsettled", "PP-WAR-002" },
	{ "casino-war-open-rules", "PP-WAR-003" },
	{ "casino-war-decks-name", "PP-NAME-001" },
};

Test(dice_defects, each_fixture_gives_exactly_its_findings)
{
	t_expect_defects(cases, sizeof(cases) / sizeof(cases[0]));
}

Test(dice_defects, the_defects_carry_their_figures)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("dice-field-12-words", &plan);
	const pp_finding *f = t_find(res, "craps", "PP-PAY-001", "Field/12");
	cr_expect_str_eq(t_evidence(f, "words_net_multiple"), "2");
	cr_expect_str_eq(t_evidence(f, "ratio_net_multiple"), "3");
	pp_result_free(res);
	pp_plan_free(plan);

	res = t_check_defect("dice-single-words", &plan);
	f = t_find(res, "sicbo", "PP-PAY-001", "Single 4/2");
	cr_expect_str_eq(t_evidence(f, "words_net_multiple"), "3");
	cr_expect_str_eq(t_evidence(f, "ratio_net_multiple"), "2");
	pp_result_free(res);
	pp_plan_free(plan);

	/* 500 on the pass line, 100 x 500 behind it on 4 at 2:1. */
	res = t_check_defect("dice-odds-maxwin", &plan);
	f = t_find(res, "craps", "PP-MAXWIN-001", NULL);
	cr_expect(strstr(f->message, "100500 EUR net"), "%s", f->message);
	cr_expect(strstr(f->message, "Pass with its odds"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);

	/* 5% of 5 to 19 rounds down to nothing: 15 stakes. */
	res = t_check_defect("dice-commission-zero", &plan);
	f = t_find(res, "craps", "PP-DICE-005", "Buy 10/EUR");
	cr_expect(strstr(f->message, "nothing on 15 stake(s) from 5 EUR"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);

	res = t_check_defect("casino-war-tie-words", &plan);
	f = t_find(res, "war", "PP-PAY-001", "Tie");
	cr_expect_str_eq(t_evidence(f, "words_net_multiple"), "8");
	cr_expect_str_eq(t_evidence(f, "ratio_net_multiple"), "10");
	pp_result_free(res);
	pp_plan_free(plan);

	/* A tied war won, pushed or lost: 97.1229 %, 96.5758 %, 95.4816 %. */
	res = t_check_defect("casino-war-open-rules", &plan);
	f = t_find(res, "war", "PP-WAR-003", "war");
	cr_expect(strstr(f->message, "a war tie win: 97.1229%"), "%s", f->message);
	cr_expect(strstr(f->message, "a war tie lose: 95.4816%"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}
