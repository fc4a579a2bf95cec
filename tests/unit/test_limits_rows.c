/* SPDX-License-Identifier: Apache-2.0 */
/* test_limits_rows.c - limits rows looked up by index (issue 14, point 5):
 * a row's per-bet maxima (ck_bet_max while the row is checked), the bets
 * a row names (PP-LIMIT-002) and the rows paired across currencies by
 * level (PP-PLAN-005), each figure worked out by hand below.  Their speed
 * is measured in bench/scale (gen-budget's rows-* and wheel-betrows). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

/* Bets A 1:1, B 3:1, C 3:1.  CZK level 1 (max bet 100) sets B apart at 20
 * and names Z, no bet of the game: best win C at 100, 300 net.  CZK level
 * 2 sets A apart at 1,000: A at 1,000 nets 1,000, more than B or C at 100
 * (300).  EUR rows: level 1 max bet 4 and max win 12 (25 CZK a euro both),
 * level 2 max bet 5 (20) and max win 40 (25). */
static const char plan_text[] =
	"planproof: 2\n"
	"plan: {id: t, operator: \"Example s.r.o.\", jurisdiction: CZ, version: \"1\", date: \"2025-02-12\"}\n"
	"currencies: [{code: CZK}, {code: EUR}]\n"
	"games:\n"
	"  - id: w\n"
	"    name: \"Wheel w\"\n"
	"    family: wheel\n"
	"    citation: \"1\"\n"
	"    wheel:\n"
	"      fields: 4\n"
	"      segments:\n"
	"        - {symbol: A, count: 2}\n"
	"        - {symbol: B, count: 1}\n"
	"        - {symbol: C, count: 1}\n"
	"    bets:\n"
	"      - {name: A, symbol: A, payout: \"1:1\"}\n"
	"      - {name: B, symbol: B, payout: \"3:1\"}\n"
	"      - {name: C, symbol: C, payout: \"3:1\"}\n"
	"    max_win: {basis: net, scope: game}\n"
	"    limits:\n"
	"      - currency: CZK\n"
	"        level: \"1\"\n"
	"        min_bet: \"10\"\n"
	"        max_bet: \"100\"\n"
	"        max_win: \"300\"\n"
	"        bets:\n"
	"          - {bet: B, max_bet: \"20\"}\n"
	"          - {bet: Z, max_bet: \"5\"}\n"
	"      - currency: CZK\n"
	"        level: \"2\"\n"
	"        min_bet: \"10\"\n"
	"        max_bet: \"100\"\n"
	"        max_win: \"1000\"\n"
	"        bets:\n"
	"          - {bet: A, max_bet: \"1000\"}\n"
	"      - {currency: EUR, level: \"1\", min_bet: \"1\", max_bet: \"4\", max_win: \"12\"}\n"
	"      - {currency: EUR, level: \"2\", min_bet: \"1\", max_bet: \"5\", max_win: \"40\"}\n";

static pp_result *checked(pp_plan **plan)
{
	pp_error err;
	cr_assert_eq(t_load_str(plan, plan_text, &err), PP_OK, "%s", err.msg);
	return t_check(*plan);
}

Test(limits_rows, per_bet_maxima_by_row)
{
	pp_plan *plan;
	pp_result *res = checked(&plan);
	const pp_finding *f = t_find(res, "w", "PP-MAXWIN-001", "CZK level 1");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "computed_net"), "300");
	cr_expect_str_eq(t_evidence(f, "path"), "max bet 100 on C at 3:1");
	f = t_find(res, "w", "PP-MAXWIN-001", "CZK level 2");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "computed_net"), "1000");
	cr_expect_str_eq(t_evidence(f, "path"), "its max bet 1000 on A at 1:1");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(limits_rows, bets_a_row_names)
{
	pp_plan *plan;
	pp_result *res = checked(&plan);
	cr_expect_eq(t_find(res, "w", "PP-LIMIT-002", "CZK level 1/B")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "w", "PP-LIMIT-002", "CZK level 2/A")->status, PP_ST_PASS);
	const pp_finding *f = t_find(res, "w", "PP-LIMIT-002", "CZK level 1/Z");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(f->message, "the limits of `Z` in CZK level 1 name no bet of the game");
	cr_expect_eq(t_find(res, "w", "PP-PLAN-004", "EUR")->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(limits_rows, rates_pair_rows_by_level)
{
	pp_plan *plan;
	pp_result *res = checked(&plan);
	const pp_finding *f = t_find(res, NULL, "PP-PLAN-005", "CZK/EUR");
	cr_expect_eq(f->status, PP_ST_WARNING); /* a warning rule's failure */
	cr_expect_str_eq(f->message, "the limits convert EUR to CZK at 2 different rates: "
	                             "25 (w level 1, w level 2 max win); 20 (w level 2)");
	pp_result_free(res);
	pp_plan_free(plan);
}
