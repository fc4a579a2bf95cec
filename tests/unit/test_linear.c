/* SPDX-License-Identifier: Apache-2.0 */
/* test_linear.c - the lookups that keep a plan's cost linear (issue 14):
 * the text index, the wheel's symbol lookups, same-named bets compared
 * with their first game (PP-POKER-003, PP-NAME-002) and JUnit's repeat
 * numbering.  Speed itself is measured in bench/scale, not here. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "util.h"

Test(linear, strindex_keeps_the_first_value_of_each_key)
{
	enum { N = 5000 };
	char **keys = calloc(N, sizeof(*keys));
	pp_strindex ix = { 0 };
	size_t v = 0;
	for (size_t i = 0; i < N; i++) {
		keys[i] = pp_xasprintf("key-%zu", i % 2500);
		cr_expect_eq(pp_strindex_add(&ix, keys[i], i, &v), i >= 2500);
		cr_expect_eq(v, i % 2500, "first value of %s", keys[i]);
	}
	cr_expect_eq(ix.len, 2500);
	cr_expect(pp_strindex_get(&ix, "key-2499", &v));
	cr_expect_eq(v, 2499);
	cr_expect_not(pp_strindex_get(&ix, "key-2500", NULL));
	cr_expect_not(pp_strindex_get(&ix, "", NULL));
	pp_strindex_free(&ix);
	pp_strindex empty = { 0 };
	cr_expect_not(pp_strindex_get(&empty, "x", NULL));
	for (size_t i = 0; i < N; i++)
		free(keys[i]);
	free(keys);
}

#define HEAD "planproof: 2\n" \
	"plan: {id: t, operator: \"Example s.r.o.\", jurisdiction: CZ, version: \"1\"," \
	" date: \"2025-02-12\"}\n" \
	"currencies: [{code: CZK}]\n" \
	"games:\n"

#define WHEEL(id, order, bets) \
	"  - id: " id "\n    name: \"Wheel " id "\"\n    family: wheel\n    citation: \"1\"\n" \
	"    wheel:\n      fields: 4\n" \
	"      segments:\n        - {symbol: A, count: 2}\n        - {symbol: B, count: 1}\n" \
	"        - {symbol: C, count: 1}\n" order \
	"    bets:\n" bets \
	"    max_win: {basis: net, scope: game}\n" \
	"    limits:\n      - {currency: CZK, min_bet: \"10\", max_bet: \"100\", max_win: \"500\"}\n"

static pp_result *check_text(const char *yaml, pp_plan **plan)
{
	pp_error err;
	cr_assert_eq(t_load_str(plan, yaml, &err), PP_OK, "%s", err.msg);
	return t_check(*plan);
}

Test(linear, wheel_order_and_segments_by_symbol)
{
	pp_plan *plan;
	pp_result *res = check_text(HEAD WHEEL("w", "      order: [A, B, B, D]\n",
	                                       "      - {name: A, symbol: A, payout: \"1:1\"}\n"
	                                       "      - {name: Z, symbol: Z, payout: \"5:1\"}\n"
	                                       "      - {name: A2, symbol: A, payout: \"1:1\"}\n"),
	                            &plan);
	const pp_finding *f = t_find(res, "w", "PP-WHEEL-004", NULL);
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(f->message, "the wheel order disagrees with the segment counts: "
	                             "A 1 times, not 2; B 2 times, not 1; C 0 times, not 1; "
	                             "`D` is no segment");
	cr_expect_eq(t_find(res, "w", "PP-WHEEL-002", "A")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "w", "PP-WHEEL-002", "Z")->status, PP_ST_FAIL);
	cr_expect_eq(t_find(res, "w", "PP-WHEEL-006", "A")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "w", "PP-WHEEL-006", "B")->status, PP_ST_INFO);
	cr_expect_eq(t_find(res, "w", "PP-WHEEL-006", "C")->status, PP_ST_INFO);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Three games offer bet `Red`: each later one is compared with the first. */
Test(linear, same_named_bets_are_compared_with_the_first_game)
{
	pp_plan *plan;
	pp_result *res = check_text(HEAD
	        WHEEL("w1", "", "      - {name: Red, symbol: A, payout: \"1:1\"}\n")
	        WHEEL("w2", "", "      - {name: Red, symbol: A, payout: \"2:1\"}\n")
	        WHEEL("w3", "", "      - {name: Red, symbol: A, payout: \"2:1\"}\n"), &plan);
	const pp_finding *f = t_find(res, NULL, "PP-NAME-002", "Red: w1 / w2");
	cr_expect_str_eq(f->message, "bet `Red` pays 1:1 in w1 and 2:1 in w2: one name, two bets");
	cr_expect_not_null(t_find(res, NULL, "PP-NAME-002", "Red: w1 / w3"));
	size_t n = 0;
	for (size_t i = 0; i < res->nfindings; i++)
		n += strcmp(res->findings[i]->rule->id, "PP-NAME-002") == 0;
	cr_expect_eq(n, 2, "one finding per later bet, none for the pair w2 / w3");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* What settles a wheel bet is the symbol it wins on: two bets named `Red`
 * on two symbols are two bets, not compared (issue 27). */
Test(linear, same_named_bets_on_other_symbols_are_not_compared)
{
	pp_plan *plan;
	pp_result *res = check_text(HEAD
	        WHEEL("w1", "", "      - {name: Red, symbol: A, payout: \"1:1\"}\n")
	        WHEEL("w2", "", "      - {name: Red, symbol: B, payout: \"2:1\"}\n"), &plan);
	const pp_finding *f = t_find(res, NULL, "PP-NAME-002", "bet-names");
	cr_expect_str_eq(f->message, "0 pair(s) of same-named bets of one kind compared: each "
	                             "pays alike");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Seed 000: ultimate-texas-holdem's Blind and Trips are compared with
 * casino-holdem, the first game offering them, not with grand-poker too. */
Test(linear, poker_same_name_one_finding_per_bet)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	size_t n = 0;
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		n += strcmp(f->rule->id, "PP-POKER-003") == 0 &&
		     strcmp(res->games[f->game].id, "ultimate-texas-holdem") == 0;
	}
	cr_expect_eq(n, 2);
	cr_expect_eq(t_find(res, "ultimate-texas-holdem", "PP-POKER-003",
	                    "Blind vs casino-holdem")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "grand-poker", "PP-POKER-003",
	                    "Blind vs casino-holdem")->status, PP_ST_WARNING);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(linear, junit_numbers_every_repeat)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	static const char *const others[] = { "split", "street" };
	for (size_t i = 0; i < 2; i++) {
		pp_finding *f = (pp_finding *)t_find(res, "european-roulette", "PP-RTP-001",
		                                     others[i]);
		free(f->subject);
		f->subject = pp_xstrdup("straight");
	}
	char *x = t_render(res, PP_FORMAT_JUNIT);
	cr_expect(strstr(x, "name=\"PP-RTP-001 straight\"") != NULL);
	cr_expect(strstr(x, "name=\"PP-RTP-001 straight (2)\"") != NULL);
	cr_expect(strstr(x, "name=\"PP-RTP-001 straight (3)\"") != NULL);
	cr_expect(strstr(x, "straight (4)") == NULL);
	free(x);
	pp_result_free(res);
	pp_plan_free(plan);
}
