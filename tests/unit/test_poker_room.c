/* SPDX-License-Identifier: Apache-2.0 */
/* test_poker_room.c - the poker-room family: the Finnish room's rake rule
 * and worked examples, its bad-beat jackpot tables (the 9-player rows that
 * do not add up are found by computing), the Czech cash-game tables' rates
 * between EUR and CZK, decks, and one defect plan per check. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "util.h"

static pp_result *check_file(const char *rel, pp_plan **plan)
{
	*plan = t_load(rel);
	return t_check(*plan);
}

Test(poker_room, finnish_rake_rule_and_examples)
{
	pp_plan *plan;
	pp_result *res = check_file("fixtures/plans/seed-002.yaml", &plan);
	/* One euro per full 20 is 5 %, one per full 10 is 10 %. */
	cr_expect_eq(t_find(res, "poker-room", "PP-ROOM-001", "5 %")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "poker-room", "PP-ROOM-001", "10 %")->status, PP_ST_PASS);
	/* Examples 1-3: the pot in which each full 20 starts pays its euro. */
	static const char *const ex[3][2] = {
		{ "Esim. 1", "2 + 0" }, { "Esim. 2", "1 + 0" }, { "Esim. 3", "1 + 1 + 0" }
	};
	for (int i = 0; i < 3; i++) {
		const pp_finding *f = t_find(res, "poker-room", "PP-ROOM-003", ex[i][0]);
		cr_expect_eq(f->status, PP_ST_PASS, "%s: %s", ex[i][0], f->message);
		cr_expect_str_eq(t_evidence(f, "computed_per_pot"), ex[i][1]);
	}
	/* 40 EUR per 60 min and 10 EUR per 15 min are both 40 EUR an hour. */
	cr_expect_eq(t_find(res, "poker-room", "PP-ROOM-007", "jackpot hourly fee")->status,
	             PP_ST_PASS);
	/* No house-banked win: the limits table is not applicable. */
	cr_expect_eq(t_find(res, "poker-room", "PP-PLAN-002", "")->status, PP_ST_NOTAPPLICABLE);
	cr_expect_eq(t_find(res, "poker-room", "PP-ROOM-013", "")->status, PP_ST_NOTAPPLICABLE);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(poker_room, finnish_jackpot_rows_that_do_not_add_up)
{
	pp_plan *plan;
	pp_result *res = check_file("fixtures/plans/seed-002.yaml", &plan);
	/* Exactly the four 9-player two-winner rows ("11,439") fail. */
	size_t failed = 0;
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		if (strcmp(f->rule->id, "PP-ROOM-011") != 0 || f->status != PP_ST_FAIL)
			continue;
		failed++;
		cr_expect(strstr(f->subject, "9 players") && strstr(f->subject, "2 winner(s)"),
		          "%s", f->subject);
	}
	cr_expect_eq(failed, 4);
	const pp_finding *f = t_find(res, "poker-room", "PP-ROOM-011",
	                             "Kategoria 1: 9 players, 1 loser(s), 2 winner(s)");
	cr_expect_str_eq(t_evidence(f, "total"), "4001/50");          /* 80.02 */
	cr_expect_str_eq(t_evidence(f, "fitting_share"), "11429/1000");
	cr_expect_str_eq(t_evidence(f, "rounding_bound"), "1/250");   /* 8 x 0.0005 */
	/* 3,33 for 10/3: 0.02 % left unassigned, within 6 x 0.005: the row
	 * passes, and the category's one info names the largest such gap. */
	f = t_find(res, "poker-room", "PP-ROOM-011",
	           "Kategoria 1: 8 players, 1 loser(s), 1 winner(s)");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "difference"), "-1/50");
	f = t_find(res, "poker-room", "PP-ROOM-011", "Kategoria 1: rounding");
	cr_expect_eq(f->status, PP_ST_INFO);
	cr_expect_str_eq(t_evidence(f, "largest_difference"), "1/50");
	cr_expect(strstr(f->message, "34 row(s)"), "%s", f->message);
	cr_expect(strstr(f->message, "8 players, 1 loser(s), 1 winner(s)"), "%s", f->message);
	/* Exact rows pass; the x marks are right everywhere. */
	cr_expect_eq(t_find(res, "poker-room", "PP-ROOM-011",
	                    "Kategoria 1: 6 players, 1 loser(s), 1 winner(s)")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "poker-room", "PP-ROOM-010", "Kategoria 1")->status, PP_ST_PASS);
	/* Category 2 read both ways: 18.999 % (3 x 4 + 3 x 2.333) to 23 %. */
	f = t_find(res, "poker-room", "PP-ROOM-012", "Kategoria 2");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_str_eq(t_evidence(f, "min_total"), "18999/1000");
	cr_expect_str_eq(t_evidence(f, "max_total"), "23");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(poker_room, decks_at_the_most_players)
{
	pp_plan *plan;
	pp_result *res = check_file("fixtures/plans/seed-002.yaml", &plan);
	/* Stud at 8: 56 + 4 burnt (one before each deal but the first, L455) +
	 * 1 never dealt = 61 > 52; the plan's common
	 * card rule covers it; 52 cards serve 6 players. */
	const pp_finding *f = t_find(res, "poker-room", "PP-ROOM-009", "Seven Card Stud");
	cr_expect_eq(f->status, PP_ST_INFO);
	cr_expect_str_eq(t_evidence(f, "cards_needed"), "61");
	cr_expect_str_eq(t_evidence(f, "most_players_served"), "6");
	f = t_find(res, "poker-room", "PP-ROOM-009", "Texas Hold'em");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "cards_needed"), "28");
	cr_expect_str_eq(t_evidence(f, "most_players_served"), "22");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(poker_room, czech_cash_game_tables)
{
	pp_plan *plan;
	pp_result *res = check_file("fixtures/plans/seed-000.yaml", &plan);
	/* 5 % and no rounding: a pot of the blinds, 1 + 3 EUR, pays 0.20 EUR. */
	const pp_finding *f = t_find(res, "poker-room", "PP-ROOM-002", "EUR");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_str_eq(t_evidence(f, "example_pot"), "4");
	cr_expect_str_eq(t_evidence(f, "example_rake"), "1/5");
	/* €1/€3 = 30/90 Kč: blinds and caps at 30 CZK per EUR, time collection
	 * 450 Kč against 25 € per 30 min at 18. */
	f = t_find(res, "poker-room", "PP-ROOM-008", "€1 / €3 = 30 Kč / 90 Kč");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_str_eq(t_evidence(f, "blinds_rate"), "30");
	cr_expect_str_eq(t_evidence(f, "fee_rates"), "caps 2-4: 30, caps 5+: 30, time collection: 18");
	/* The caps bind at 200 and 400 EUR pots; never falling. */
	cr_expect_str_eq(t_cell(res, "poker-room", "rake-EUR", "€1 / €3", 1),
	                 "2-4: 5% / 10 EUR (binds at 200); 5+: 5% / 20 EUR (binds at 400)");
	cr_expect_str_eq(t_cell(res, "poker-room", "rake-EUR", "€1 / €3", 3), "50");
	f = t_find(res, "poker-room", "PP-ROOM-004", "EUR 2-4");
	cr_expect_eq(f->status, PP_ST_PASS);
	static const char binds[] = "€1 / €3: 200; €2 / €2: 200; €2 / €5: 200; €5 / €5: 300";
	cr_expect(strncmp(t_evidence(f, "pot_at_which_cap_binds"), binds, strlen(binds)) == 0,
	          "%s", t_evidence(f, "pot_at_which_cap_binds"));
	/* 30 min / 25 EUR is 50 EUR an hour; 60 min / 300 EUR at the top. */
	f = t_find(res, "poker-room", "PP-ROOM-006", "EUR");
	cr_expect_eq(f->status, PP_ST_PASS);
	static const char hourly[] = "€1 / €3: 50; €2 / €2: 50; €2 / €5: 50; €5 / €5: 60";
	cr_expect(strncmp(t_evidence(f, "per_hour"), hourly, strlen(hourly)) == 0,
	          "%s", t_evidence(f, "per_hour"));
	cr_expect(strstr(t_evidence(f, "per_hour"), "€500 / €1000: 300") != NULL);
	cr_expect_eq(t_find(res, "poker-room", "PP-ROOM-006", "CZK")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "poker-room", "PP-ROOM-013", "")->status, PP_ST_NOTAPPLICABLE);
	pp_result_free(res);
	pp_plan_free(plan);
}

static const t_defect defects[] = {
	{ "room-clean", "" },
	{ "room-rounding-rate", "PP-ROOM-001" },
	{ "room-no-rounding", "PP-ROOM-002" },
	{ "room-example-wrong", "PP-ROOM-003" },
	{ "room-cap-falls", "PP-ROOM-004" },
	{ "room-cap-brackets", "PP-ROOM-005" },
	{ "room-time-falls", "PP-ROOM-006" },
	{ "room-hourly-differs", "PP-ROOM-007" },
	{ "room-currency-rate", "PP-ROOM-008" },
	{ "room-deck-short", "PP-ROOM-009" },
	{ "room-share-x", "PP-ROOM-010" },
	{ "room-share-sum", "PP-ROOM-011" },
	{ "room-range", "PP-ROOM-012" },
	{ "room-fee-low", "PP-ROOM-013" },
	{ "room-bounds", "PP-ROOM-003,PP-ROOM-013" },
	{ "room-allin-reopen", "PP-ROOM-014" },
	{ "room-pieces-gap", "PP-ROOM-015" },
	{ "room-odd-chip", "PP-ROOM-016" },
	{ "room-straddle", "PP-ROOM-017" },
	{ "room-straddle-is-exception", "" },
	{ "room-dead-button", "PP-ROOM-018" },
	{ "room-chip-race", "PP-ROOM-019" },
	{ "room-chip-race-rounded-up", "" },
	{ "room-chip-race-ratio-open", "PP-PLAN-007,PP-ROOM-019" },
	{ "room-bet-example", "PP-ROOM-020" },
	{ "poker-room-blinds", "PP-ROOM-021" },
	{ "poker-room-blinds-clean", "" },
	{ "poker-room-min-blinds-rate", "PP-ROOM-022" },
	{ "poker-room-stakes-low", "PP-ROOM-023" },
	{ "poker-room-min-blinds-clean", "" },
	{ "poker-room-raising", "PP-ROOM-024" },
	{ "poker-room-raising-clean", "" },
	{ "poker-room-multiple-chips", "PP-ROOM-025" },
	{ "poker-room-multiple-chips-clean", "" },
	{ "poker-room-rebuy-fee", "PP-ROOM-026" },
	{ "poker-room-rebuy-fee-clean", "" },
	{ "poker-room-prize-pool", "PP-ROOM-027" },
	{ "poker-room-prize-pool-clean", "" },
	{ "poker-room-raise-chart", "PP-ROOM-028" },
	{ "poker-room-raise-chart-clean", "" },
	{ "poker-room-half-bet", "PP-ROOM-024" },
	{ "poker-room-half-bet-clean", "" },
};

Test(poker_room, each_defect_gives_exactly_its_finding)
{
	t_expect_defects(defects, sizeof(defects) / sizeof(defects[0]));
}

Test(poker_room, defect_figures)
{
	pp_plan *plan;
	pp_result *res = check_file("fixtures/defects/room-example-wrong.yaml", &plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-003", "Example 1");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "computed_per_pot"), "2 + 0");
	pp_result_free(res);
	pp_plan_free(plan);
	res = check_file("fixtures/defects/room-fee-low.yaml", &plan);
	f = t_find(res, "room", "PP-ROOM-013", "Sunday");
	cr_expect_str_eq(t_evidence(f, "fee_share"), "1/26");          /* 4 / 104 */
	pp_result_free(res);
	pp_plan_free(plan);
	/* Bounds: a ceiling kept and broken, a soft rate reported as info. */
	res = check_file("fixtures/defects/room-bounds.yaml", &plan);
	f = t_find(res, "room", "PP-ROOM-013", "Sunday");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "fee_share"), "1/11");          /* 10 / 110 */
	f = t_find(res, "room", "PP-ROOM-013", "Monday");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "fee_share"), "1/6");           /* 10 / 60 */
	cr_expect_eq(t_find(res, "room", "PP-ROOM-003", "Example 1")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "room", "PP-ROOM-003", "Example 2")->status, PP_ST_FAIL);
	cr_expect_eq(t_find(res, "room", "PP-ROOM-003", "Example 3")->status, PP_ST_INFO);
	pp_result_free(res);
	pp_plan_free(plan);
	res = check_file("fixtures/defects/room-share-sum.yaml", &plan);
	f = t_find(res, "room", "PP-ROOM-011", "Category 1: 6 players, 2 loser(s), 4 winner(s)");
	cr_expect_str_eq(t_evidence(f, "fitting_share"), "15/2");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A capped rake: the units stop at the cap, and zero blinds or a 0 % rake
 * are reported rather than divided by. */
Test(poker_room, cap_and_zero_amounts)
{
	static const char yaml[] =
		"planproof: 1\n"
		"plan: {id: t, operator: \"T\", jurisdiction: FI, version: \"1\", date: \"2017-01-01\"}\n"
		"currencies: [{code: EUR}, {code: CZK}]\n"
		"games:\n"
		"  - id: room\n"
		"    name: \"Room\"\n"
		"    family: poker_room\n"
		"    citation: \"1\"\n"
		"    rake:\n"
		"      - name: \"5 %\"\n"
		"        currency: EUR\n"
		"        percent: \"5%\"\n"
		"        rounding: {unit: \"1\", per_full: \"20\"}\n"
		"        cap: \"5\"\n"
		"        examples:\n"
		"          - {name: big, pots: [\"200\", \"40\"], rake: \"5\", rake_per_pot: [\"5\", \"0\"]}\n"
		"    rake_tables:\n"
		"      - currency: EUR\n"
		"        levels:\n"
		"          - blinds: \"0 / 0\"\n"
		"            small_blind: \"0\"\n"
		"            big_blind: \"0\"\n"
		"            caps: [{players: \"2+\", percent: \"0%\", cap: \"0\"}]\n"
		"      - currency: CZK\n"
		"        levels:\n"
		"          - blinds: \"0 / 0\"\n"
		"            small_blind: \"0\"\n"
		"            big_blind: \"0\"\n"
		"            caps: [{players: \"2+\", percent: \"0%\", cap: \"0\"}]\n"
		"    tournament:\n"
		"      fee_min: \"5%\"\n"
		"      entries: [{name: free, buy_in: \"0\", fee: \"0\"}]\n";
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-003", "big");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "computed_per_pot"), "5 + 0");
	cr_expect_str_eq(t_cell(res, "room", "rake-EUR", "0 / 0", 1), "2+: 0% / 0 EUR (never binds)");
	cr_expect_eq(t_find(res, "room", "PP-ROOM-013", "free")->status, PP_ST_FAIL);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A share list far longer than any table's players is read only as far as
 * the players reach: 90,000 shares each way are 23 x 23 x 23 sums at most,
 * not 22 x 8.1 x 10^9 (a hostile plan must not hang the check). */
Test(poker_room, long_share_lists_are_read_only_as_far_as_players_reach)
{
	pp_buf y = { 0 };
	pp_buf_printf(&y, "planproof: 1\n"
	              "plan: {id: t, operator: O, jurisdiction: FI, version: \"1\", "
	              "date: \"2017-01-01\"}\n"
	              "currencies: [{code: EUR}]\n"
	              "games:\n"
	              "  - id: room\n"
	              "    name: Room\n"
	              "    family: poker_room\n"
	              "    citation: \"1\"\n"
	              "    jackpots:\n"
	              "      - name: C2\n"
	              "        total_range: {min: \"3%%\", max: \"23%%\"}\n"
	              "        cross_table:\n"
	              "          players_min: 2\n"
	              "          players_max: 23\n"
	              "          other_share: \"1\"\n");
	for (int list = 0; list < 2; list++) {
		pp_buf_printf(&y, "          %s: [\"1\"", list ? "winner_shares" : "loser_shares");
		for (int i = 1; i < 90000; i++)
			pp_buf_printf(&y, ",\"1\"");
		pp_buf_printf(&y, "]\n");
	}
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, y.data, &err), PP_OK, "%s", err.msg);
	pp_result *res = t_check(plan);
	/* Every player holds 1 %: totals run from 2 % (2 players) to 23 %. */
	const pp_finding *f = t_find(res, "room", "PP-ROOM-012", "C2");
	cr_expect_str_eq(t_evidence(f, "min_total"), "2");
	cr_expect_str_eq(t_evidence(f, "max_total"), "23");
	cr_expect_eq(f->status, PP_ST_FAIL);
	pp_result_free(res);
	pp_plan_free(plan);
	pp_buf_free(&y);
}
