/* SPDX-License-Identifier: Apache-2.0 */
/* test_poker_room_betting.c - the poker room's betting per variant, least
 * blinds and tournament money (PP-ROOM-021..027): the figures behind each
 * finding, inheritance from the room's betting, and edge cases (a free
 * entry, a fixed-limit raise that is not one bet, bet sizes in a no-limit
 * game, a soft progressive share). */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "util.h"

static pp_result *check_file(const char *rel, pp_plan **plan)
{
	*plan = t_load(rel);
	return t_check(*plan);
}


Test(poker_room_betting, defect_figures)
{
	pp_plan *plan;
	pp_result *res = check_file("fixtures/defects/poker-room-min-blinds-rate.yaml", &plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-022", "EUR / CZK");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_str_eq(t_evidence(f, "rate"), "10");
	cr_expect_str_eq(t_evidence(f, "common_rate"), "30");
	pp_result_free(res);
	pp_plan_free(plan);

	/* 3 re-buys of 15 + 5: fees 10 + 15 = 25 on 100 + 60 = 160 */
	res = check_file("fixtures/defects/poker-room-rebuy-fee.yaml", &plan);
	f = t_find(res, "room", "PP-ROOM-026", "Rebuy Monday (re-buys)");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "fee_share"), "5/32");
	/* the first buy-in alone keeps the ceiling: 10 / 100 */
	cr_expect_eq(t_find(res, "room", "PP-ROOM-013", "Rebuy Monday")->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);

	res = check_file("fixtures/defects/poker-room-prize-pool.yaml", &plan);
	f = t_find(res, "room", "PP-ROOM-027", "prize pool");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "taken"), "11/10");
	/* "usually 50 %" is within the pool: a pass, not a soft failure */
	cr_expect_eq(t_find(res, "room", "PP-ROOM-027", "progressive bounty")->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);

	res = check_file("fixtures/defects/poker-room-prize-pool-clean.yaml", &plan);
	f = t_find(res, "room", "PP-ROOM-027", "Bounty Friday");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "pool_per_entry"), "75");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A variant inherits the room's relations; its own key overrides them. */
Test(poker_room_betting, variant_inherits_the_room)
{
	pp_plan *plan;
	pp_result *res = t_check_room_yaml(
		"    betting:\n"
		"      min_raise: {basis: largest_raise}\n"
		"      all_in: {reopens_at: full_raise, limit_lasts: until_full_raise}\n"
		"      small_blind: half_big_blind\n"
		"      min_bet: big_blind\n"
		"    variants:\n"
		"      - name: inherits\n"
		"        cards_per_player: 2\n"
		"        community_cards: 5\n"
		"        burn_cards: 3\n"
		"        max_players: 10\n"
		"        betting:\n"
		"          stakes: [{currency: EUR, small_blind: \"1\", big_blind: \"3\", min_bet: \"3\"}]\n"
		"      - name: overrides\n"
		"        cards_per_player: 2\n"
		"        community_cards: 5\n"
		"        burn_cards: 3\n"
		"        max_players: 10\n"
		"        betting:\n"
		"          small_blind: equal_big_blind\n"
		"          stakes: [{currency: EUR, small_blind: \"3\", big_blind: \"3\", min_bet: \"2\"}]\n",
		&plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-021", "inherits");
	cr_expect_eq(f->status, PP_ST_FAIL, "%s", f->message);
	cr_expect(strstr(f->message, "it should be 1.5"), "%s", f->message);
	f = t_find(res, "room", "PP-ROOM-021", "overrides");
	cr_expect_eq(f->status, PP_ST_FAIL, "%s", f->message);
	cr_expect(strstr(f->message, "the least bet 2 is below the big blind 3"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Fixed limit: a raise of 3 times the bet is not one bet; fixed bet sizes
 * in a no-limit game contradict the limit; a small blind above the big. */
Test(poker_room_betting, fixed_limit_contradictions)
{
	pp_plan *plan;
	pp_result *res = t_check_room_yaml(
		"    variants:\n"
		"      - name: stud\n"
		"        cards_per_player: 7\n"
		"        community_cards: 0\n"
		"        burn_cards: 0\n"
		"        max_players: 7\n"
		"        betting:\n"
		"          limit: fixed_limit\n"
		"          min_raise: {previous_bet_times: 3}\n"
		"          max_raises: 4\n"
		"          stakes: [{currency: EUR, small_blind: \"1\", big_blind: \"2\", small_bet: \"2\",\n"
		"                    big_bet: \"4\", max_round_bet: \"16\"}]\n"
		"      - name: holdem\n"
		"        cards_per_player: 2\n"
		"        community_cards: 5\n"
		"        burn_cards: 3\n"
		"        max_players: 10\n"
		"        betting:\n"
		"          limit: no_limit\n"
		"          stakes: [{currency: EUR, small_blind: \"5\", big_blind: \"2\", big_bet: \"4\"}]\n",
		&plan);
	size_t fails = 0, passes = 0;
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		if (strcmp(f->rule->id, "PP-ROOM-024") != 0)
			continue;
		fails += f->status == PP_ST_WARNING;
		passes += f->status == PP_ST_PASS;
	}
	/* 3 times the bet; 4 x 5 = 20, not 16; big bet in no limit */
	cr_expect_eq(fails, 3);
	cr_expect_eq(passes, 0);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-021", "holdem");
	cr_expect(strstr(f->message, "the small blind 5 is above the big blind 2"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A free entry divides by nothing; a soft progressive share above 100 %
 * is info; a bounty above the buy-in leaves a negative pool. */
Test(poker_room_betting, tournament_edges)
{
	pp_plan *plan;
	pp_result *res = t_check_room_yaml(
		"    tournament:\n"
		"      fee_bound: {bound: at_most, percent: \"10%\", of: buy_in}\n"
		"      bounty:\n"
		"        progressive_share: {percent: \"150%\", bound: usually}\n"
		"      entries:\n"
		"        - {name: free, buy_in: \"0\", fee: \"0\", rebuys: {max: 2, buy_in: \"0\", fee: \"0\"}}\n"
		"        - {name: big bounty, buy_in: \"50\", fee: \"5\", bounty: \"60\"}\n"
		"        - name: add-on only\n"
		"          buy_in: \"100\"\n"
		"          fee: \"10\"\n"
		"          add_on: {buy_in: \"50\", fee: \"10\"}\n",
		&plan);
	for (size_t i = 0; i < res->nfindings; i++)   /* a free entry has no share */
		cr_expect(strcmp(res->findings[i]->subject, "free (re-buys)") != 0,
		          "%s", res->findings[i]->message);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-026", "add-on only (re-buys)");
	cr_expect_eq(f->status, PP_ST_FAIL, "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "fee_share"), "2/15");   /* 20 / 150 of the buy-ins */
	cr_expect_eq(t_find(res, "room", "PP-ROOM-027", "progressive bounty")->status, PP_ST_INFO);
	f = t_find(res, "room", "PP-ROOM-027", "big bounty");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "pool_per_entry"), "-10");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Odd figures are findings, never a crash or a division by zero: a zero
 * least blind gives no rate (the others are compared), an unreadable
 * chart cell is reported as
 * printed, a raise cap the chart does not keep is named. */
Test(poker_room_betting, odd_figures)
{
	pp_plan *plan;
	pp_result *res = t_check_room_yaml(
		"    min_blinds:\n"
		"      - currency: EUR\n"
		"        levels: [{small_blind: \"0\", big_blind: \"1\"}]\n"
		"      - currency: CZK\n"
		"        levels: [{small_blind: \"10\", big_blind: \"30\"}]\n"
		"    betting:\n"
		"      min_raise: {basis: largest_raise}\n"
		"      all_in: {reopens_at: full_raise, limit_lasts: until_full_raise}\n"
		"      limit: fixed_limit\n"
		"      max_raises: 2\n"
		"      raise_chart:\n"
		"        rounds:\n"
		"          - {name: first, bet: \"1\", raises: [\"1+1\", \"+\", \"2+1+1\"], max: \"4\"}\n"
		"        total: \"5\"\n",
		&plan);
	/* the zero small blind has no rate; the big blinds' 30 is the table's */
	const pp_finding *f = t_find(res, "room", "PP-ROOM-022", "EUR / CZK");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "rate"), "30");
	size_t cells = 0, cap = 0, total = 0;
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *g = res->findings[i];
		if (strcmp(g->rule->id, "PP-ROOM-028") != 0 || g->status != PP_ST_FAIL)
			continue;
		cells += strstr(g->message, "is printed") != NULL;
		cap += strstr(g->message, "caps a round at 2") != NULL;
		total += strstr(g->message, "the chart prints 5") != NULL;
	}
	cr_expect_eq(cells, 2);   /* "+" and "2+1+1" */
	cr_expect_eq(cap, 1);     /* 3 raises printed, a cap of 2 */
	cr_expect_eq(total, 1);   /* the round's most is 4 */
	pp_result_free(res);
	pp_plan_free(plan);
}
