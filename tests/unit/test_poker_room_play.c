/* SPDX-License-Identifier: Apache-2.0 */
/* test_poker_room_play.c - the poker room's rules of play (issue 12 item 6):
 * the minimum raise against the all-in rule on generated betting rounds
 * (PP-ROOM-014), piecewise conditions (015), the odd chip (016), the
 * straddle (017), the dead button (018) and the chip race (019).  Each
 * check runs on a consistent and an inconsistent rule set written as data,
 * and on seed 004, whose figures were worked by hand from the leaflet. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "util.h"

/* A one-game poker-room plan with a ten-player hold'em and the rules
 * (YAML lines indented for the game's keys). */
static pp_result *check_rules(const char *rules, pp_plan **plan)
{
	char *yaml = pp_xasprintf(
		"planproof: 2\n"
		"plan: {id: t, operator: \"Test\", jurisdiction: CZ, version: \"1\", "
		"date: \"2020-01-01\"}\n"
		"games:\n"
		"  - id: room\n"
		"    name: \"Poker\"\n"
		"    family: poker_room\n"
		"    citation: \"1\"\n"
		"    variants:\n"
		"      - {name: \"Hold'em\", cards_per_player: 2, community_cards: 5, burn_cards: 3,"
		" max_players: %s}\n"
		"%s", strstr(rules, "# six players") ? "6" : "10", rules);
	pp_error err;
	cr_assert_eq(t_load_str(plan, yaml, &err), PP_OK, "%s", err.msg);
	free(yaml);
	return t_check(*plan);
}

/* How many findings of rule in game "room" are about subject. */
static size_t count_about(const pp_result *res, const char *rule, const char *subject)
{
	size_t n = 0;
	for (size_t i = 0; i < res->nfindings; i++)
		n += strcmp(res->findings[i]->rule->id, rule) == 0 &&
		     strcmp(res->findings[i]->subject, subject) == 0;
	return n;
}

#define DONE(res, plan) do { pp_result_free(res); pp_plan_free(plan); } while (0)

/* A room whose betting rules state no all-in rule: an open rule
 * (PP-ROOM-029), not a disagreement of two rules (PP-ROOM-014). */
Test(poker_room_play, no_all_in_rule_is_an_open_rule)
{
	pp_plan *plan;
	pp_result *res = check_rules(
		"    betting:\n"
		"      min_raise: {basis: largest_raise}\n", &plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-029", "all-in reopening");
	cr_expect_eq(f->status, PP_ST_WARNING, "%s", f->message);
	cr_expect(strstr(f->message, "an all-in to 40 leaves A's options undecided"), "%s",
	          f->message);
	cr_expect_eq(f->kind, PP_KIND_OPEN);
	cr_expect_eq(count_about(res, "PP-ROOM-014", "all-in reopening"), 0);
	DONE(res, plan);
}

/* Reopening at a full raise with no minimum-raise rule to say how large
 * one is: open too. */
Test(poker_room_play, a_full_raise_of_no_stated_size_is_an_open_rule)
{
	pp_plan *plan;
	pp_result *res = check_rules(
		"    betting:\n"
		"      all_in: {reopens_at: full_raise}\n", &plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-029", "all-in reopening (full_raise)");
	cr_expect_eq(f->status, PP_ST_WARNING, "%s", f->message);
	cr_expect_eq(f->kind, PP_KIND_OPEN);
	cr_expect(strstr(f->message, "the plan does not say how large a full raise is"), "%s",
	          f->message);
	cr_expect_str_neq(t_evidence(f, "all_in_rule"), "");
	DONE(res, plan);
}

Test(poker_room_play, full_raise_reopening_agrees_with_largest_raise)
{
	pp_plan *plan;
	pp_result *res = check_rules(
		"    betting:\n"
		"      min_raise: {basis: largest_raise}\n"
		"      all_in: {reopens_at: full_raise, limit_lasts: until_full_raise}\n", &plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-014", "all-in reopening (full_raise)");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	/* 10, 30, all-in 40: D must still raise by the round's largest raise,
	 * 20, to 60; A and B may raise again after it. */
	f = t_find(res, "room", "PP-ROOM-014", "raise after an incomplete all-in");
	cr_expect_str_eq(t_evidence(f, "d_min_raise_to"), "60");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "room", "PP-ROOM-014",
	                    "limit after an incomplete all-in")->status, PP_ST_PASS);
	/* The table: all-ins to 45 (short), 50 (full) and 55 after 10, 30. */
	cr_expect_str_eq(t_cell(res, "room", "betting", "full_raise", 5), "yes");
	DONE(res, plan);
}

Test(poker_room_play, twice_the_bet_disagrees_with_last_two_bets)
{
	pp_plan *plan;
	pp_result *res = check_rules(
		"    betting:\n"
		"      min_raise: {basis: last_two_bets}\n"
		"      all_in: {reopens_at: twice_bet, readings: [twice_raise, full_raise]}\n", &plan);
	/* After 10 and 30 a full raise is to 50 (30 + 30 - 10); twice the bet
	 * is 60: all-ins to 50-59 are full raises that do not reopen. */
	const pp_finding *f = t_find(res, "room", "PP-ROOM-014", "all-in reopening (twice_bet)");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect(strstr(f->message, "after \"A bets 10, B raises to 30\" an all-in to 50-59 is "
	                 "a full raise") != NULL, "%s", f->message);
	/* After a first bet of 10, twice the bet (20) is the full raise. */
	cr_expect(strstr(f->message, "after \"A bets 10\" an") == NULL, "%s", f->message);
	/* A raise of twice the last raise: 20 after 10, 70 after 10, 30. */
	f = t_find(res, "room", "PP-ROOM-014", "all-in reopening (twice_raise, another reading)");
	cr_expect_eq(f->status, PP_ST_INFO);
	cr_expect(strstr(f->message, "to 20-29") && strstr(f->message, "to 50-69"), "%s",
	          f->message);
	f = t_find(res, "room", "PP-ROOM-014", "all-in reopening (full_raise, another reading)");
	cr_expect(strstr(f->message, "agree") != NULL, "%s", f->message);
	/* C all in for 40 after 10, 30: the last two bets differ by 10, so D
	 * may raise to 50, though the round's largest raise was 20. */
	f = t_find(res, "room", "PP-ROOM-014", "raise after an incomplete all-in");
	cr_expect_str_eq(t_evidence(f, "d_min_raise_to"), "50");
	cr_expect_eq(f->status, PP_ST_INFO);
	/* How long the limit to calling lasts is left open: neither rule
	 * decides, and the finding names both rules. */
	f = t_find(res, "room", "PP-ROOM-014", "limit after an incomplete all-in");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect(t_evidence(f, "all_in_rule") && t_evidence(f, "min_raise_rule"));
	DONE(res, plan);
}

Test(poker_room_play, a_reading_is_checked_once)
{
	pp_plan *plan;
	pp_result *res = check_rules(
		"    betting:\n"
		"      min_raise: {basis: largest_raise}\n"
		"      all_in: {reopens_at: full_raise, readings: [full_raise, twice_bet, twice_bet],\n"
		"               limit_lasts: until_full_raise}\n", &plan);
	cr_expect_eq(count_about(res, "PP-ROOM-014", "all-in reopening (full_raise, another reading)"),
	             0);
	cr_expect_eq(count_about(res, "PP-ROOM-014", "all-in reopening (twice_bet, another reading)"),
	             1);
	DONE(res, plan);
}

Test(poker_room_play, unstated_reopening_is_undecided)
{
	pp_plan *plan;
	pp_result *res = check_rules(
		"    betting:\n"
		"      min_raise: {basis: largest_raise}\n"
		"      all_in: {reopens_at: unstated}\n", &plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-029", "all-in reopening");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_eq(f->kind, PP_KIND_OPEN);
	cr_expect(strstr(f->message, "undecided") != NULL, "%s", f->message);
	DONE(res, plan);
}

Test(poker_room_play, pieces_gap_overlap_and_cover)
{
	pp_plan *plan;
	pp_result *res = check_rules(
		"    conditions:\n"
		"      - name: balancing\n"
		"        over: tables\n"
		"        min: 1\n"
		"        pieces:\n"
		"          - {name: \"more than 6\", above: 6, rule: \"two\"}\n"
		"          - {name: \"fewer than 6\", below: 6, rule: \"one\"}\n"
		"      - name: overlap\n"
		"        over: players\n"
		"        min: 2\n"
		"        max: 10\n"
		"        pieces:\n"
		"          - {name: \"up to 5\", at_most: 5, rule: \"a\"}\n"
		"          - {name: \"4 or more\", at_least: 4, rule: \"b\"}\n"
		"      - name: exact\n"
		"        over: players\n"
		"        min: 2\n"
		"        max: 10\n"
		"        pieces:\n"
		"          - {name: \"two\", equals: 2, rule: \"a\"}\n"
		"          - {name: \"more than two\", above: 2, rule: \"b\"}\n", &plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-015", "balancing: 6");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_str_eq(t_evidence(f, "numbers"), "6");
	cr_expect(t_evidence(f, "piece_below") && t_evidence(f, "piece_above"));
	/* 1-5 and 7 and above are each covered once: no other finding. */
	cr_expect_eq(count_about(res, "PP-ROOM-015", "balancing"), 0);
	cr_expect_eq(count_about(res, "PP-ROOM-015", "balancing: 1-5"), 0);
	f = t_find(res, "room", "PP-ROOM-015", "overlap: 4-5");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect(strstr(f->message, "`up to 5` (a) and `4 or more` (b)") != NULL, "%s",
	          f->message);
	cr_expect_eq(t_find(res, "room", "PP-ROOM-015", "exact")->status, PP_ST_PASS);
	DONE(res, plan);
}

Test(poker_room_play, pieces_over_an_empty_range)
{
	pp_plan *plan;
	pp_result *res = check_rules(
		"    conditions:\n"
		"      - {name: upside, over: players, min: 10, max: 5,\n"
		"         pieces: [{name: all, at_least: 0, rule: a}]}\n", &plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-015", "upside");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect(strstr(f->message, "(5) is below the smallest (10)") != NULL, "%s", f->message);
	DONE(res, plan);
}

Test(poker_room_play, odd_chip_recipients)
{
	pp_plan *plan;
	pp_result *res = check_rules(
		"    odd_chip:\n"
		"      smallest_chips: true\n"
		"      recipients: [{chips: 1, to: \"first left of the button\"}]\n", &plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-016", "odd chip");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect(strstr(f->message, "no recipient for 2-9 of them (a split 3 ways can leave "
	                 "2)") != NULL, "%s", f->message);
	DONE(res, plan);
	res = check_rules("    # six players\n"
	                  "    odd_chip:\n"
	                  "      recipients: [{to: \"one at a time, left of the button\"}]\n",
	                  &plan);
	cr_expect_eq(t_find(res, "room", "PP-ROOM-016", "odd chip")->status, PP_ST_PASS);
	DONE(res, plan);
}

/* The straddler sits where the blind order starts the first round; a
 * straddle rule that makes him close it is itself the exception to the
 * order (issue 27: that was a false alarm), as is one the blind order
 * states.  Only a plan that does not say who acts first leaves it open. */
Test(poker_room_play, straddle_against_blind_order)
{
	pp_plan *plan;
	pp_result *res = check_rules(
		"    blinds: {first_to_act_preflop: left_of_big_blind}\n"
		"    straddle: {seat: left_of_big_blind, big_blinds: \"2\", acts_last_preflop: true}\n",
		&plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-017", "straddle and blind order");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect(strstr(f->message, "the straddle rule is the exception to the order") != NULL,
	          "%s", f->message);
	cr_expect(t_evidence(f, "straddle_rule") && t_evidence(f, "blind_order"));
	DONE(res, plan);
	res = check_rules(
		"    blinds: {heads_up_small_blind_on_button: true}\n"
		"    straddle: {seat: left_of_big_blind, big_blinds: \"2\", acts_last_preflop: true}\n",
		&plan);
	f = t_find(res, "room", "PP-ROOM-017", "straddle and blind order");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect(strstr(f->message, "does not say who acts first before the flop") != NULL, "%s",
	          f->message);
	cr_expect(t_evidence(f, "straddle_rule") && t_evidence(f, "blind_order"));
	DONE(res, plan);
	res = check_rules(
		"    blinds: {first_to_act_preflop: left_of_big_blind,\n"
		"             straddle_exception: \"the player left of the straddle starts\"}\n"
		"    straddle: {seat: left_of_big_blind, big_blinds: \"2\", acts_last_preflop: true}\n",
		&plan);
	cr_expect_eq(t_find(res, "room", "PP-ROOM-017", "straddle and blind order")->status,
	             PP_ST_PASS);
	DONE(res, plan);
}

Test(poker_room_play, dead_button_going_heads_up)
{
	pp_plan *plan;
	pp_result *res = check_rules(
		"    blinds: {heads_up_small_blind_on_button: true}\n"
		"    dead_button: {big_blind_first: true, dead_small_blind: true, dead_button: true}\n",
		&plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-018", "heads-up transition");
	cr_expect_eq(f->status, PP_ST_WARNING);
	/* Seats 1-3 hold button, small and big blind; the big blind moves to the
	 * next player and the others are placed behind it, empty seats too. */
	cr_expect(strstr(f->message, "when the button leaves, the big blind goes to seat 2, the "
	                 "small blind to seat 1 (empty) and the button to seat 3") != NULL,
	          "%s", f->message);
	cr_expect(strstr(f->message, "when the big blind leaves, the big blind goes to seat 1, "
	                 "the small blind to seat 3 (empty)") != NULL, "%s", f->message);
	DONE(res, plan);
	res = check_rules(
		"    blinds: {heads_up_small_blind_on_button: true}\n"
		"    dead_button: {big_blind_first: true, dead_small_blind: true, dead_button: true,\n"
		"                  heads_up_transition: \"the player with the big blind keeps it\"}\n",
		&plan);
	cr_expect_eq(t_find(res, "room", "PP-ROOM-018", "heads-up transition")->status,
	             PP_ST_PASS);
	DONE(res, plan);
}

Test(poker_room_play, chip_race_rounding)
{
	pp_plan *plan;
	pp_result *res = check_rules(
		"    chip_race:\n"
		"      remainders:\n"
		"        - {name: \"half or more\", at_least: \"0.5\", result: \"one chip up\"}\n",
		&plan);
	/* Ratios 2-20: 190 remainders, of which r < q/2 (90) have no rule. */
	const pp_finding *f = t_find(res, "room", "PP-ROOM-019", "chip-race remainders");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect(strstr(f->message, "90 of 190 remainders, from 1/20 to 9/19") != NULL, "%s",
	          f->message);
	cr_expect_eq(t_find(res, "room", "PP-ROOM-019",
	                    "chip-race remainder of exactly half")->status, PP_ST_PASS);
	DONE(res, plan);
	/* Both halves claim exactly half; ratios 5 and 25 have no half. */
	res = check_rules(
		"    chip_race:\n"
		"      ratios: [4]\n"
		"      remainders:\n"
		"        - {name: \"half or more\", at_least: \"0.5\", result: \"up\"}\n"
		"        - {name: \"half or less\", at_most: \"0.5\", result: \"removed\"}\n", &plan);
	f = t_find(res, "room", "PP-ROOM-019", "chip-race remainders");
	cr_expect(strstr(f->message, "1 of 3 remainders have two rules") != NULL, "%s",
	          f->message);
	cr_expect_eq(t_find(res, "room", "PP-ROOM-019",
	                    "chip-race remainder of exactly half")->status, PP_ST_WARNING);
	DONE(res, plan);
	res = check_rules(
		"    chip_race:\n"
		"      ratios: [5, 25]\n"
		"      remainders:\n"
		"        - {name: \"half or more\", at_least: \"0.5\", result: \"up\"}\n"
		"        - {name: \"less\", below: \"0.5\", result: \"removed\"}\n", &plan);
	cr_expect_eq(t_find(res, "room", "PP-ROOM-019", "chip-race remainders")->status,
	             PP_ST_PASS);
	cr_expect_eq(count_about(res, "PP-ROOM-019", "chip-race remainder of exactly half"), 0);
	DONE(res, plan);
}

/* PP-PLAN-007 on the chip race's `ratios`: the ratio is an open rule only
 * when the remainder rules depend on it.  Rules that give every share of a
 * higher chip between 0 and 1 exactly one result decide every ratio, and
 * the unstated ratio is not applicable (issue 27: it was a false alarm);
 * rules that leave a share out, or give it twice, for some ratio need it,
 * beyond the 2 to 20 PP-ROOM-019 tries too. */
static void expect_ratios(const char *remainders, pp_check_status status, const char *says,
                          pp_check_status room_019)
{
	pp_plan *plan;
	char *rules = pp_xasprintf("    chip_race:\n"
	                           "      ratios: unstated\n"
	                           "      remainders:\n%s", remainders);
	pp_result *res = check_rules(rules, &plan);
	free(rules);
	const pp_finding *f = t_find(res, "room", "PP-PLAN-007", "chip_race/ratios");
	cr_expect_eq(f->status, status, "%s: %s", remainders, f->message);
	cr_expect(strstr(f->message, says) != NULL, "%s", f->message);
	if (status == PP_ST_NOTAPPLICABLE) /* nothing else is open */
		cr_expect_eq(t_find(res, "room", "PP-PLAN-007", "open-rules")->status, PP_ST_PASS);
	/* PP-ROOM-019 over the 2 to 20 lower chips per higher chip it tries */
	cr_expect_eq(t_find(res, "room", "PP-ROOM-019", "chip-race remainders")->status, room_019,
	             "%s", remainders);
	DONE(res, plan);
}

#define DECIDED "and needs not: the remainder rules give every share of a higher chip " \
	"exactly one result, whatever the ratio"
#define OPEN "the plan does not state `chip_race/ratios`"

Test(poker_room_play, chip_race_ratio_needed_only_when_the_rounding_depends_on_it)
{
	expect_ratios("        - {name: \"rounded up\", above: \"0\", result: \"up\"}\n",
	              PP_ST_NOTAPPLICABLE, DECIDED, PP_ST_PASS);
	expect_ratios("        - {name: \"half or more\", at_least: \"0.5\", result: \"up\"}\n"
	              "        - {name: \"less\", below: \"0.5\", result: \"removed\"}\n",
	              PP_ST_NOTAPPLICABLE, DECIDED, PP_ST_PASS);
	/* Less than half has no rule: at 2 per higher chip nothing is missing,
	 * at 3 a third is. */
	expect_ratios("        - {name: \"half or more\", at_least: \"0.5\", result: \"up\"}\n",
	              PP_ST_WARNING, OPEN, PP_ST_WARNING);
	/* Exactly half has two rules. */
	expect_ratios("        - {name: \"half or more\", at_least: \"0.5\", result: \"up\"}\n"
	              "        - {name: \"half or less\", at_most: \"0.5\", result: \"removed\"}\n",
	              PP_ST_WARNING, OPEN, PP_ST_WARNING);
	/* Every share of 2 to 20 lower chips is 1/20 or more, so PP-ROOM-019
	 * passes; at 21 a 1/21 falls between the rules: the ratio matters. */
	expect_ratios("        - {name: \"a sliver\", at_most: \"0.04\", result: \"removed\"}\n"
	              "        - {name: \"more\", at_least: \"0.05\", result: \"up\"}\n",
	              PP_ST_WARNING, OPEN, PP_ST_PASS);
}

/* Seed 004 as the leaflet states it: each finding at its anchor. */
Test(poker_room_play, seed_004_rules_of_play)
{
	pp_plan *plan = t_load("fixtures/plans/seed-004.yaml");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "poker-club", "PP-ROOM-014",
	                             "all-in reopening (twice_bet)");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect(strstr(t_evidence(f, "all_in_rule"), "lines 76-78") != NULL);
	cr_expect(strstr(t_evidence(f, "min_raise_rule"), "lines 236-237") != NULL);
	cr_expect_eq(f->doc->line, 76);
	f = t_find(res, "poker-club", "PP-ROOM-015", "table balancing: 6");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect(strstr(t_evidence(f, "piece_below"), "lines 512-514") != NULL);
	cr_expect(strstr(t_evidence(f, "piece_above"), "lines 511-512") != NULL);
	cr_expect_eq(t_find(res, "poker-club", "PP-ROOM-015", "speech play")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "poker-club", "PP-ROOM-015", "misdeal")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "poker-club", "PP-ROOM-016", "odd chip")->status,
	             PP_ST_WARNING);
	f = t_find(res, "poker-club", "PP-ROOM-017", "straddle and blind order");
	cr_expect_eq(f->doc->line, 388);
	/* "Hráč se sázkou STRADDLE uzavírá před flopem sázky" (L388): the
	 * straddle rule is the exception to the blind order. */
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	/* "at least half" and nothing of less: the unstated ratio matters. */
	cr_expect_eq(t_find(res, "poker-club", "PP-PLAN-007", "chip_race/ratios")->status,
	             PP_ST_WARNING);
	cr_expect_eq(t_find(res, "poker-club", "PP-ROOM-018", "heads-up transition")->status,
	             PP_ST_WARNING);
	cr_expect_eq(t_find(res, "poker-club", "PP-ROOM-019", "chip-race remainders")->status,
	             PP_ST_WARNING);
	cr_expect_eq(t_find(res, "poker-club", "PP-ROOM-019",
	                    "chip-race remainder of exactly half")->doc->line, 482);
	DONE(res, plan);
}

/* Seed 002's worked examples: bet 200, raise to 500, the least raise is to
 * 800 (L730); bet 500, all-in 900, a full raise had to reach 1000, player 1
 * may not raise again, the least raise is to 1400 (L742-L752).  Under the
 * largest raise of the round all of it holds. */
Test(poker_room_play, seed_002_betting_examples)
{
	pp_plan *plan = t_load("fixtures/plans/seed-002.yaml");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "poker-room", "PP-ROOM-020", "Minimikorotus, esim.");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "min_raise_to"), "800");
	f = t_find(res, "poker-room", "PP-ROOM-020", "Full bet, esim.");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "min_raise_to"), "1400");
	cr_expect_eq(t_find(res, "poker-room", "PP-ROOM-014", "all-in reopening (full_raise)")->status,
	             PP_ST_PASS);
	/* The live straddle states its own exception to the blind order. */
	cr_expect_eq(t_find(res, "poker-room", "PP-ROOM-017", "straddle and blind order")->status,
	             PP_ST_PASS);
	/* Rounding up covers every remainder once, whatever the ratio: the
	 * 25-to-100 colour-up is only an example, and none is needed. */
	cr_expect_eq(t_find(res, "poker-room", "PP-ROOM-019", "chip-race remainders")->status,
	             PP_ST_PASS);
	cr_expect_eq(t_find(res, "poker-room", "PP-PLAN-007", "chip_race/ratios")->status,
	             PP_ST_NOTAPPLICABLE);
	DONE(res, plan);
}

/* The same example under the difference of the last two bets: the all-in
 * of 900 makes the step 400, so the least raise is to 1300, not 1400. */
Test(poker_room_play, betting_example_against_last_two_bets)
{
	pp_plan *plan;
	pp_result *res = check_rules(
		"    betting:\n"
		"      min_raise: {basis: last_two_bets}\n"
		"      all_in: {reopens_at: full_raise, limit_lasts: rest_of_round}\n"
		"      examples:\n"
		"        - {name: \"full bet\", bets: [\"500\"], all_in: \"900\", full_raise_to: \"1000\",\n"
		"           min_raise_to: \"1400\", earlier_may_raise: false}\n"
		"        - {name: \"minimum\", bets: [\"200\", \"500\"], min_raise_to: \"800\"}\n", &plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-020", "full bet");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "min_raise_to"), "1300");
	cr_expect(strstr(f->message, "min_raise_to: the plan says 1400, the rules give 1300"),
	          "%s", f->message);
	/* 500 + (500 - 200) = 800 under either basis. */
	cr_expect_eq(t_find(res, "room", "PP-ROOM-020", "minimum")->status, PP_ST_PASS);
	DONE(res, plan);
}
