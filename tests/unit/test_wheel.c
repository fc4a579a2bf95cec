/* SPDX-License-Identifier: Apache-2.0 */
/* test_wheel.c - money wheels: exact probabilities and RTPs from the
 * segment counts of the seed plan's 10.15, 10.16 and 10.19. */
#include "helpers.h"

static void expect_rtp(const pp_result *res, const char *game, const char *bet,
                       const char *rtp, const char *probability)
{
	const pp_finding *f = t_find(res, game, "PP-RTP-001", bet);
	cr_expect_str_eq(t_evidence(f, "rtp"), rtp, "%s %s", game, bet);
	cr_expect_str_eq(t_evidence(f, "probability"), probability, "%s %s", game, bet);
}

Test(wheel, seed_wheels_return_what_their_counts_give)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	/* Kolo štěstí: 36 fields; "Nx" pays N:1 -> RTP = count (N+1) / 36. */
	expect_rtp(res, "kolo-stesti", "1x", "17/18", "17/36");
	expect_rtp(res, "kolo-stesti", "2x", "5/6", "5/18");
	expect_rtp(res, "kolo-stesti", "5x", "5/6", "5/36");
	expect_rtp(res, "kolo-stesti", "10x", "11/18", "1/18");
	expect_rtp(res, "kolo-stesti", "25x růžové", "13/18", "1/36");
	/* Admiral: 30 fields, 4 of them X. */
	expect_rtp(res, "admiral-kolo-stesti", "Třešně", "9/10", "3/10");
	expect_rtp(res, "admiral-kolo-stesti", "Zvonek", "4/5", "1/5");
	expect_rtp(res, "admiral-kolo-stesti", "Hroznové víno", "5/6", "1/6");
	expect_rtp(res, "admiral-kolo-stesti", "Meloun", "9/10", "1/10");
	expect_rtp(res, "admiral-kolo-stesti", "Hvězda", "11/15", "1/15");
	expect_rtp(res, "admiral-kolo-stesti", "Sedmička 7", "13/15", "1/30");
	/* Magic colors: 4 of 12 fields per colour at 1:1. */
	expect_rtp(res, "magic-colors", "červená", "2/3", "1/3");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(wheel, seed_wheel_words_and_counts)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	/* The plan says 36 fields show "35 different multiples": they show 6. */
	cr_expect_eq(t_find(res, "kolo-stesti", "PP-WHEEL-003", NULL)->status, PP_ST_FAIL);
	cr_expect_eq(t_find(res, "kolo-stesti", "PP-WHEEL-001", NULL)->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "admiral-kolo-stesti", "PP-PAY-001", "Třešně")->status,
	             PP_ST_PASS);
	cr_expect_eq(t_find(res, "admiral-kolo-stesti", "PP-WHEEL-006", "X")->status, PP_ST_INFO);
	cr_expect_eq(t_find(res, "magic-colors", "PP-WHEEL-004", NULL)->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
}
