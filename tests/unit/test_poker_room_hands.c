/* SPDX-License-Identifier: Apache-2.0 */
/* test_poker_room_hands.c - the poker room's hands (PP-ROOM-030..032):
 * the enumeration of the hands each ranking admits (counts, best and
 * worst, places), the rankings' comparisons the plans rely on, parsing a
 * printed hand, the five-card hands a hand-making rule allows, each defect
 * fixture's finding and its clean twin, and seed 000's low-hand table. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "util.h"
#include "poker_room/poker_room.h"

static long strength(int ranking, const char *text, int flush)
{
	room_hand h;
	cr_assert(room_hand_parse(&h, text, flush), "%s does not parse", text);
	return room_hand_strength(ranking, &h);
}

/* The place (1-based) of text among the hands admitted, or 0. */
static size_t place(int ranking, int eight, const char *text, int flush)
{
	room_ranked *all;
	size_t n = room_hands_admitted(ranking, eight, &all), at = 0;
	long s = strength(ranking, text, flush);
	for (size_t i = 0; i < n && !at; i++)
		if (all[i].strength == s)
			at = i + 1;
	free(all);
	return at;
}

static char *text_at(int ranking, int eight, size_t i, size_t *n)
{
	room_ranked *all;
	*n = room_hands_admitted(ranking, eight, &all);
	char *t = room_hand_text(ranking, &all[i == (size_t)-1 ? *n - 1 : i].hand);
	free(all);
	return t;
}

Test(poker_room_hands, admitted_counts)
{
	room_ranked *all;
	size_t n = room_hands_admitted(ROOM_RANK_A5, 1, &all);
	cr_expect_eq(n, 56);   /* C(8,5): five different ranks of 8 or lower */
	free(all);
	n = room_hands_admitted(ROOM_RANK_A5, 0, &all);
	cr_expect_eq(n, 6175);   /* every multiset of five ranks, suits ignored */
	free(all);
	n = room_hands_admitted(ROOM_RANK_27, 0, &all);
	cr_expect_eq(n, 7462);   /* the classes of five-card poker hands */
	free(all);
	n = room_hands_admitted(ROOM_RANK_HIGH, 0, &all);
	cr_expect_eq(n, 7462);
	free(all);
}

Test(poker_room_hands, best_and_worst_of_each_ranking)
{
	size_t n;
	char *t = text_at(ROOM_RANK_A5, 1, 0, &n);
	cr_expect_str_eq(t, "5-4-3-2-A");
	free(t);
	t = text_at(ROOM_RANK_A5, 1, (size_t)-1, &n);
	cr_expect_str_eq(t, "8-7-6-5-4");
	free(t);
	t = text_at(ROOM_RANK_27, 0, 0, &n);
	cr_expect_str_eq(t, "7-5-4-3-2");
	free(t);
	t = text_at(ROOM_RANK_27, 0, (size_t)-1, &n);
	cr_expect_str_eq(t, "A-K-Q-J-T flush");
	free(t);
	t = text_at(ROOM_RANK_HIGH, 0, 0, &n);
	cr_expect_str_eq(t, "A-K-Q-J-T flush");
	free(t);
	t = text_at(ROOM_RANK_HIGH, 0, (size_t)-1, &n);
	cr_expect_str_eq(t, "7-5-4-3-2");
	free(t);
}

/* The places of the hands seed 000's table repeats and leaves out. */
Test(poker_room_hands, eight_or_better_places)
{
	cr_expect_eq(place(ROOM_RANK_A5, 1, "7-5-4-2-A", 0), 9);
	cr_expect_eq(place(ROOM_RANK_A5, 1, "7-5-4-3-A", 0), 10);
	cr_expect_eq(place(ROOM_RANK_A5, 1, "7-6-5-2-A", 0), 16);
	cr_expect_eq(place(ROOM_RANK_A5, 1, "7-6-5-3-A", 0), 17);
	cr_expect_eq(place(ROOM_RANK_A5, 1, "8-5-4-2-A", 0), 24);
	cr_expect_eq(place(ROOM_RANK_A5, 1, "8-5-4-3-A", 0), 25);
	cr_expect_eq(place(ROOM_RANK_A5, 1, "9-4-3-2-A", 0), 0);
}

Test(poker_room_hands, rankings_compare_as_the_plans_say)
{
	/* "6, 4, 3, 2, A beats 6, 5, 4, 2, A": the second card decides. */
	cr_expect_lt(strength(ROOM_RANK_A5, "6-4-3-2-A", 0), strength(ROOM_RANK_A5, "6-5-4-2-A", 0));
	/* Ace-to-Five: a pair is worse than any five different ranks, a
	 * flush and a straight count for nothing. */
	cr_expect_lt(strength(ROOM_RANK_A5, "K-Q-J-9-8", 0), strength(ROOM_RANK_A5, "2-2-4-3-A", 0));
	cr_expect_eq(strength(ROOM_RANK_A5, "6-5-4-3-2", 1), strength(ROOM_RANK_A5, "6-5-4-3-2", 0));
	/* Deuce-to-Seven: the ace is high, A-5-4-3-2 no straight, and
	 * below K-J-8-7-4; a straight and a flush are bad. */
	cr_expect_gt(strength(ROOM_RANK_27, "A, 5, 4, 3, 2", 0), strength(ROOM_RANK_27, "K, J, 8, 7, 4", 0));
	cr_expect_lt(strength(ROOM_RANK_27, "A, 5, 4, 3, 2", 0), strength(ROOM_RANK_27, "2, 2, 7, 6, 5", 0));
	cr_expect_gt(strength(ROOM_RANK_27, "7-6-5-4-3", 0), strength(ROOM_RANK_27, "5-5-5-6-3", 0));
	cr_expect_gt(strength(ROOM_RANK_27, "J-7-4-3-2", 1), strength(ROOM_RANK_27, "8-7-6-5-4", 0));
	/* High: the wheel is the lowest straight, above three of a kind. */
	cr_expect_gt(strength(ROOM_RANK_HIGH, "A-5-4-3-2", 0), strength(ROOM_RANK_HIGH, "6-5-4-3-2", 0));
	cr_expect_lt(strength(ROOM_RANK_HIGH, "A-5-4-3-2", 0), strength(ROOM_RANK_HIGH, "A-A-A-K-Q", 0));
}

Test(poker_room_hands, parse_refuses_what_one_deck_cannot_deal)
{
	room_hand h;
	cr_expect(room_hand_parse(&h, "10-9-8-7-6", 0));
	cr_expect(room_hand_parse(&h, "t, j, q, k, a", 1));
	cr_expect_not(room_hand_parse(&h, "A-A-A-A-A", 0));
	cr_expect_not(room_hand_parse(&h, "5-5-4-3-2", 1));
	cr_expect_not(room_hand_parse(&h, "5-4-3-2-1", 0));
	cr_expect_not(room_hand_parse(&h, "5-4-3-2", 0));
	cr_expect_not(room_hand_parse(&h, "6-5-4-3-2-A", 0));
	cr_expect(room_hand_qualifies((room_hand[]){ { { 8, 7, 6, 5, 4 }, 0 } }, 1));
	cr_expect_not(room_hand_qualifies((room_hand[]){ { { 14, 9, 4, 3, 2 }, 0 } }, 1));
	cr_expect_not(room_hand_qualifies((room_hand[]){ { { 8, 8, 4, 3, 14 }, 0 } }, 1));
}

Test(poker_room_hands, five_card_hands_a_rule_makes)
{
	cr_expect_eq(room_hands_makeable("exactly", 2, 3, 4, 5), 60);    /* Omaha */
	cr_expect_eq(room_hands_makeable("exactly", 2, -1, 5, 5), 100);  /* 5 Card Omaha */
	cr_expect_eq(room_hands_makeable("any", -1, -1, 2, 5), 21);      /* Hold'em */
	cr_expect_eq(room_hands_makeable("at_most", 3, -1, 3, 5), 56);   /* Skála */
	cr_expect_eq(room_hands_makeable("any", -1, -1, 7, 0), 21);      /* stud */
	cr_expect_eq(room_hands_makeable("exactly", 2, 2, 4, 5), 0);
	cr_expect_eq(room_hands_makeable("at_least", 3, -1, 2, 5), 0);
}

static const t_defect defects[] = {
	{ "poker-room-low-table", "PP-ROOM-031" },
	{ "poker-room-low-table-clean", "" },
	{ "poker-room-low-order", "PP-ROOM-032" },
	{ "poker-room-low-order-clean", "" },
	{ "poker-room-low-ranking", "PP-ROOM-030" },
	{ "poker-room-low-ranking-clean", "" },
};

Test(poker_room_hands, each_defect_gives_exactly_its_finding)
{
	t_expect_defects(defects, sizeof(defects) / sizeof(defects[0]));
}

/* The failing findings of rule in res whose message contains needle. */
static size_t count_failing(const pp_result *res, const char *rule, const char *needle)
{
	size_t n = 0;
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		if (strcmp(f->rule->id, rule) == 0 && f->status == PP_ST_FAIL &&
		    strstr(f->message, needle))
			n++;
	}
	return n;
}

Test(poker_room_hands, defect_figures)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("poker-room-low-table", &plan);
	cr_expect_eq(count_failing(res, "PP-ROOM-031", "7-5-4-2-A is missing: it is hand 9 of "
	                                               "the 56"), 1);
	cr_expect_eq(count_failing(res, "PP-ROOM-031", "row 10 7-5-4-3-A repeats row 9"), 1);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-031", "Omaha Hi/Lo, Ace to Five");
	cr_assert_not_null(f);
	pp_result_free(res);
	pp_plan_free(plan);

	res = t_check_defect("poker-room-low-order", &plan);
	cr_expect_eq(count_failing(res, "PP-ROOM-032", "row 14 9-7-6-4-3 (hand 30 of 7462, "
	                                               "best first) is out of worst_first order "
	                                               "after row 13 8-6-4-3-2 (hand 6)"), 1);
	pp_result_free(res);
	pp_plan_free(plan);

	res = t_check_defect("poker-room-low-ranking", &plan);
	cr_expect_eq(count_failing(res, "PP-ROOM-030", "admits 56 low hands, the best "
	                                               "5-4-3-2-A; the plan says 6-4-3-2-A"), 1);
	cr_expect_eq(count_failing(res, "PP-ROOM-030", "chooses among 0 five-card hands"), 1);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Seed 000's table of the 56 eight-or-better lows repeats three rows and
 * leaves out three hands; the engine finds each by enumerating. */
Test(poker_room_hands, seed_000_low_table)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	cr_expect_eq(count_failing(res, "PP-ROOM-031", "is missing"), 3);
	cr_expect_eq(count_failing(res, "PP-ROOM-031", "7-5-4-2-A is missing"), 1);
	cr_expect_eq(count_failing(res, "PP-ROOM-031", "7-6-5-3-A is missing"), 1);
	cr_expect_eq(count_failing(res, "PP-ROOM-031", "8-5-4-2-A is missing"), 1);
	cr_expect_eq(count_failing(res, "PP-ROOM-031", "repeats row"), 3);
	cr_expect_eq(count_failing(res, "PP-ROOM-032", ""), 0);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Seed 002's Helsinki Hold'em and Pineapples: 0-2 own cards of the two a
 * player keeps after his discards, so 21 hands, as in Hold'em. */
Test(poker_room_hands, seed_002_discards)
{
	pp_plan *plan = t_load("fixtures/plans/seed-002.yaml");
	pp_result *res = t_check(plan);
	size_t found = 0;
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		if (strcmp(f->rule->id, "PP-ROOM-030") != 0)
			continue;
		cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
		cr_expect_str_eq(t_evidence(f, "five_card_hands"), "21", "%s", f->message);
		found++;
	}
	cr_expect_eq(found, 3);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A room with one variant whose hand keys are `hands` (YAML at the
 * variant's indentation). */
static pp_result *check_variant(const char *hands, pp_plan **plan)
{
	char *yaml = pp_xasprintf(
		"planproof: 2\n"
		"plan: {id: t, operator: \"T\", jurisdiction: CZ, version: \"1\", date: \"2020-01-01\"}\n"
		"games:\n"
		"  - id: room\n"
		"    name: \"Poker room\"\n"
		"    family: poker_room\n"
		"    citation: \"1\"\n"
		"    variants:\n"
		"      - name: \"V\"\n"
		"        cards_per_player: 4\n"
		"        community_cards: 5\n"
		"        burn_cards: 3\n"
		"        max_players: 9\n"
		"%s", hands);
	pp_error err;
	cr_assert_eq(pp_plan_load_buffer(plan, "hands.yaml", yaml, strlen(yaml), &err), PP_OK,
	             "%u:%u: %s", err.line, err.col, err.msg);
	free(yaml);
	return t_check(*plan);
}

/* Rows that are no hand, or no eight-or-better low, are each reported
 * and left out of the order. */
Test(poker_room_hands, rows_that_are_no_hand_or_do_not_qualify)
{
	pp_plan *plan;
	pp_result *res = check_variant(
		"        hand_lists:\n"
		"          - name: \"L\"\n"
		"            ranking: ace_to_five_low\n"
		"            qualifier: eight_or_better\n"
		"            order: best_first\n"
		"            complete: false\n"
		"            rows:\n"
		"              - {hand: \"5-4-3-2-A\"}\n"
		"              - {hand: \"9-4-3-2-A\"}\n"
		"              - {hand: \"6-6-3-2-A\"}\n"
		"              - {hand: \"7-X-3-2-A\"}\n"
		"              - {hand: \"6-4-3-2-A\"}\n", &plan);
	cr_expect_eq(count_failing(res, "PP-ROOM-031", "row 2 9-4-3-2-A does not qualify"), 1);
	cr_expect_eq(count_failing(res, "PP-ROOM-031", "row 3 6-6-3-2-A does not qualify"), 1);
	cr_expect_eq(count_failing(res, "PP-ROOM-031", "row 4 `7-X-3-2-A` is not five ranks"), 1);
	cr_expect_eq(count_failing(res, "PP-ROOM-032", ""), 0);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-031", "V, L");
	cr_assert_not_null(f);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(poker_room_hands, qualifier_without_low_and_rule_without_count)
{
	pp_plan *plan;
	pp_result *res = check_variant(
		"        hand_ranking: {ranking: high, qualifier: eight_or_better}\n"
		"        hand_making: {hole: exactly}\n", &plan);
	cr_expect_eq(count_failing(res, "PP-ROOM-030", "a low qualifier (eight_or_better) but no "
	                                               "low hand"), 1);
	cr_expect_eq(count_failing(res, "PP-ROOM-030", "says exactly but not how many own cards"),
	             1);
	pp_result_free(res);
	pp_plan_free(plan);
	res = check_variant("        hand_ranking: {ranking: high, best_low: \"5-4-3-2-A\"}\n",
	                    &plan);
	cr_expect_eq(count_failing(res, "PP-ROOM-030", "names a best low hand (5-4-3-2-A) but no "
	                                               "low hand"), 1);
	pp_result_free(res);
	pp_plan_free(plan);
	/* `none` asks nothing of a low hand: no finding without one. */
	res = check_variant("        hand_ranking: {ranking: high, qualifier: none}\n", &plan);
	cr_expect_eq(count_failing(res, "PP-ROOM-030", ""), 0);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Four cards dealt, three thrown away: one kept, too few for exactly
 * two; and a best low that no deck deals. */
Test(poker_room_hands, discards_and_an_impossible_best_low)
{
	pp_plan *plan;
	pp_result *res = check_variant(
		"        hand_making: {hole: exactly, hole_cards: 2, discards: 3}\n"
		"        hand_ranking: {ranking: deuce_to_seven_low, best_low: \"7-7-7-7-7\"}\n", &plan);
	cr_expect_eq(count_failing(res, "PP-ROOM-030", "with 1 own and 5 board cards a player "
	                                               "chooses among 0 five-card hands"), 1);
	cr_expect_eq(count_failing(res, "PP-ROOM-030", "the best low hand `7-7-7-7-7` is not five "
	                                               "ranks one deck deals; the ranking's best is "
	                                               "7-5-4-3-2"), 1);
	pp_result_free(res);
	pp_plan_free(plan);
}
