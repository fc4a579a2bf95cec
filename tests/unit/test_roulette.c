/* SPDX-License-Identifier: Apache-2.0 */
/* test_roulette.c - the roulette family: layout generation, exact RTPs
 * (1/37 house edge on every bet, the published figure), zero rules, call
 * bets and the seed plan's section 10.1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "roulette/roulette.h"

Test(roulette, the_layout_has_the_standard_bets)
{
	static const struct { roul_bet b; size_t count; unsigned covers; } want[] = {
		{ RB_STRAIGHT, 37, 1 }, { RB_SPLIT, 60, 2 }, { RB_STREET, 14, 3 },
		{ RB_CORNER, 23, 4 }, { RB_SIX_LINE, 11, 6 }, { RB_DOZEN, 3, 12 },
		{ RB_COLUMN, 3, 12 }, { RB_RED, 1, 18 }, { RB_BLACK, 1, 18 },
		{ RB_ODD, 1, 18 }, { RB_EVEN, 1, 18 }, { RB_LOW, 1, 18 }, { RB_HIGH, 1, 18 },
	};
	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		roul_set all[64];
		size_t n = roul_layout_bets(want[i].b, all);
		cr_expect_eq(n, want[i].count, "%s", roul_bet_name(want[i].b));
		for (size_t k = 0; k < n; k++)
			cr_expect_eq(roul_count(all[k]), want[i].covers, "%s %zu",
			             roul_bet_name(want[i].b), k);
	}
	cr_expect(roul_is_layout_bet(RB_CORNER, 0xFull), "0-1-2-3 is the first four");
	cr_expect(!roul_is_layout_bet(RB_SPLIT, (1ull << 3) | (1ull << 4)), "3-4 is no split");
}

Test(roulette, every_seed_bet_returns_36_37)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	static const char *const bets[] = { "straight", "split", "street", "corner",
		"six_line", "dozen", "column" };
	for (size_t i = 0; i < sizeof(bets) / sizeof(bets[0]); i++) {
		const pp_finding *f = t_find(res, "european-roulette", "PP-RTP-001", bets[i]);
		cr_expect_eq(f->status, PP_ST_PASS);
		cr_expect_str_eq(t_evidence(f, "rtp"), "36/37", "%s", bets[i]);
		cr_expect_str_eq(f->evidence[0].decimal, "97.2973", "%s", bets[i]);
		cr_expect_str_eq(t_cell(res, "european-roulette", "bets", bets[i], 5), "36/37");
	}
	static const char *const even[] = { "red", "black", "odd", "even", "low", "high" };
	for (size_t i = 0; i < sizeof(even) / sizeof(even[0]); i++) {
		char lose[64], half[64];
		snprintf(lose, sizeof(lose), "%s, zero rule a (lose)", even[i]);
		/* The plan's "wins half of his stake", read as worded. */
		snprintf(half, sizeof(half), "%s, zero rule b (half_win)", even[i]);
		cr_expect_str_eq(t_evidence(t_find(res, "european-roulette", "PP-RTP-001", lose),
		                            "rtp"), "36/37");
		const pp_finding *h = t_find(res, "european-roulette", "PP-RTP-001", half);
		cr_expect_str_eq(t_evidence(h, "rtp"), "75/74");
		cr_expect_eq(h->status, PP_ST_FAIL);
	}
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(roulette, seed_call_bets_are_priced_exactly)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	static const char *const calls[] = { "Neighbours", "Zero Spiel", "Velká série",
		"Malá série", "Orphelins" };
	for (size_t i = 0; i < sizeof(calls) / sizeof(calls[0]); i++)
		cr_expect_str_eq(t_evidence(t_find(res, "european-roulette", "PP-RTP-001",
		                                   calls[i]), "rtp"), "36/37", "%s", calls[i]);
	/* Orphelins: 17 is covered by two splits, so it returns 36 chips. */
	cr_expect_str_eq(t_cell(res, "european-roulette", "call-Orphelins", "17", 1), "36");
	cr_expect_str_eq(t_cell(res, "european-roulette", "call-Orphelins", "1", 1), "36");
	cr_expect_str_eq(t_cell(res, "european-roulette", "call-Velká série", "0", 1), "24");
	cr_expect_eq(t_find(res, "european-roulette", "PP-ROUL-008", "Velká série")->status,
	             PP_ST_PASS);
	cr_expect_eq(t_find(res, "european-roulette", "PP-ROUL-008", "Orphelins")->status,
	             PP_ST_PASS);
	cr_expect_eq(t_find(res, "european-roulette", "PP-ROUL-009", "Neighbours")->status,
	             PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(roulette, en_prison_returns_1350_1369)
{
	pp_plan *plan = NULL;
	pp_error err;
	const char *yaml = "planproof: 1\n"
		"plan: {id: p, operator: \"O\", jurisdiction: CZ, version: \"1\", date: \"2025-02-12\"}\n"
		"currencies: [{code: EUR}]\n"
		"games:\n"
		"  - id: r\n    name: R\n    family: roulette\n    citation: \"1\"\n"
		"    wheel: {order: [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8,"
		" 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26]}\n"
		"    bets: [{type: red, payout: \"1:1\"}]\n"
		"    zero_rules: [{id: p, even_chances: en_prison}, {id: l, even_chances: la_partage}]\n";
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	pp_result *res = t_check(plan);
	cr_expect_str_eq(t_evidence(t_find(res, "r", "PP-RTP-001", "red, zero rule p (en_prison)"),
	                            "rtp"), "1350/1369");
	cr_expect_str_eq(t_evidence(t_find(res, "r", "PP-RTP-001", "red, zero rule l (la_partage)"),
	                            "rtp"), "73/74");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(roulette, arcs_count_wheel_sections)
{
	static const unsigned char order[ROUL_POCKETS] = { 0, 32, 15, 19, 4, 21, 2, 25,
		17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9,
		22, 18, 29, 7, 28, 12, 35, 3, 26 };
	roul_set zero_game = (1ull << 12) | (1ull << 35) | (1ull << 3) | (1ull << 26) |
	                     1ull | (1ull << 32) | (1ull << 15);
	cr_expect_eq(roul_arcs(zero_game, order), 1);
	cr_expect_eq(roul_arcs((1ull << 0) | (1ull << 5), order), 2);
	cr_expect_eq(roul_arcs((1ull << ROUL_POCKETS) - 1, order), 1);
}

/* Limits per level and per bet type: each level's max win stakes every
 * bet at its own maximum, the types a level does not set apart at the
 * row's, and the stake per number covered is reported per level. */
Test(roulette, bet_type_limits_per_level)
{
	pp_plan *plan = NULL;
	pp_result *res = t_check_defect("roulette-bet-type-limits", &plan);
	const pp_finding *l1 = t_find(res, "roulette", "PP-MAXWIN-001", "CZK level 1");
	const pp_finding *l2 = t_find(res, "roulette", "PP-MAXWIN-001", "CZK level 2");
	cr_expect_eq(l1->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(l1, "computed_gross"), "720");
	cr_expect_str_eq(t_evidence(l1, "path"), "its max bet 20 on straight at 35:1");
	cr_expect_eq(l2->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(l2, "computed_gross"), "6480");
	cr_expect_str_eq(t_evidence(l2, "path"), "max bet 720 on corner at 8:1");
	const pp_finding *s1 = t_find(res, "roulette", "PP-ROUL-010", "CZK level 1");
	const pp_finding *s2 = t_find(res, "roulette", "PP-ROUL-010", "CZK level 2");
	cr_expect_eq(s1->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(s1, "max_per_number"), "20");
	cr_expect_eq(s2->status, PP_ST_WARNING);
	cr_expect_str_eq(t_evidence(s2, "max_per_number"), "40");
	cr_expect_str_eq(t_cell(res, "roulette", "bet-type-limits", "CZK level 2", 4), "40");
	cr_expect_eq(t_find(res, "roulette", "PP-LIMIT-002", "CZK level 2/basket")->status,
	             PP_ST_FAIL);
	cr_expect_eq(t_find(res, "roulette", "PP-LIMIT-001", "CZK level 2/split")->status,
	             PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Two rows of one currency and level are one row written twice. */
Test(roulette, limits_rows_are_named_by_currency_and_level)
{
	pp_plan *plan = NULL;
	pp_error err;
	const char *yaml = "planproof: 2\n"
		"plan: {id: x, operator: O, jurisdiction: CZ}\n"
		"currencies: [{code: CZK}]\n"
		"games:\n"
		"  - {id: g, name: G, family: wheel, citation: \"1\",\n"
		"     wheel: {fields: 2, segments: [{symbol: a, count: 2}]},\n"
		"     bets: [{name: a, symbol: a, payout: \"1:2\"}],\n"
		"     limits: [{currency: CZK, level: \"1\"}, {currency: CZK, level: \"2\"},\n"
		"              {currency: CZK, level: \"1\"}]}\n";
	cr_expect_eq(t_load_str(&plan, yaml, &err), PP_ESCHEMA);
	cr_expect(strstr(err.msg, "duplicate limits row `CZK level 1` (first at 8:26)"),
	          "%s", err.msg);
}

/* A single-zero wheel named American (Czech: Americká) contradicts its
 * name; the same game named European does not. */
Test(roulette, american_name_on_a_single_zero_wheel)
{
	FILE *fp = fopen("fixtures/defects/roulette-clean.yaml", "rb");
	char text[8192], yaml[8448];
	cr_assert(fp);
	size_t n = fread(text, 1, sizeof(text) - 1, fp);
	fclose(fp);
	text[n] = '\0';
	static const char *const names[] = { "Americká ruleta", "European roulette" };
	for (int k = 0; k < 2; k++) {
		char *at = strstr(text, "name: \"Roulette\"");
		cr_assert(at);
		snprintf(yaml, sizeof(yaml), "%.*sname: \"%s\"%s", (int)(at - text), text, names[k],
		         at + strlen("name: \"Roulette\""));
		pp_plan *p = NULL;
		pp_error err;
		cr_assert_eq(t_load_str(&p, yaml, &err), PP_OK, "%s", err.msg);
		pp_result *r = t_check(p);
		const pp_finding *f = t_find(r, "roulette", "PP-NAME-001", "name");
		cr_expect_eq(f->status, k ? PP_ST_PASS : PP_ST_WARNING, "%s", f->message);
		if (!k)
			cr_expect(strstr(f->message, "the name says American (a double-zero wheel) "
			                             "but the wheel has a single zero"), "%s", f->message);
		pp_result_free(r);
		pp_plan_free(p);
	}
}

/* Half back on a zero returns 73/74; the literal "wins half" 75/74. */
Test(roulette, zero_rules_half_back_and_half_win)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("roulette-zero-half-win", &plan);
	cr_expect_str_eq(t_evidence(t_find(res, "roulette", "PP-RTP-001",
	                                   "red, zero rule c (half_back)"), "rtp"), "73/74");
	cr_expect_str_eq(t_evidence(t_find(res, "roulette", "PP-RTP-001",
	                                   "red, zero rule b (half_win)"), "rtp"), "75/74");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A wheel order the plan does not give is not invented: PP-PLAN-007 names
 * it, PP-ROUL-001 is not applicable, and what needs no order is priced as
 * ever (a straight: 36 of 37 numbers' stakes back, 36/37). */
Test(roulette, an_unstated_wheel_order_is_not_assumed)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("roulette-order-unstated", &plan);
	cr_expect_eq(t_find(res, "roulette", "PP-PLAN-007", "wheel/order")->status,
	             PP_ST_WARNING);
	cr_expect_eq(t_find(res, "roulette", "PP-ROUL-001", "wheel")->status,
	             PP_ST_NOTAPPLICABLE);
	cr_expect_eq(t_find(res, "roulette", "PP-ROUL-002", "colours")->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(t_find(res, "roulette", "PP-RTP-001", "straight"), "rtp"),
	                 "36/37");
	pp_result_free(res);
	pp_plan_free(plan);
}
