/* SPDX-License-Identifier: Apache-2.0 */
/* test_poker_room_limits.c - the pot limit's arithmetic and the poker
 * room's worked limit examples, mixed games and house rules
 * (PP-ROOM-040..042): the figures behind each finding and their edge
 * cases (no bet yet, the player's own bet in, a stated most bet of
 * another limit, a rotation of no hands, a countdown longer than the time
 * to act, a mix-max stage that grows). */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "poker_room/poker_room.h"
#include "util.h"

/* The pot-limit figures of a pot and bets, as plain text. */
static void pot_limit(const char *pot, const char *const *b, size_t n, const char *own,
                      char **max_to, char **after)
{
	mpq_t bets[4], p, o, m, a, top;
	mpq_inits(p, o, m, a, top, NULL);
	for (size_t i = 0; i < n; i++) {
		mpq_init(bets[i]);
		mpq_set_str(bets[i], b[i], 10);
	}
	mpq_set_str(p, pot, 10);
	mpq_set_str(o, own, 10);
	room_pot_limit(m, a, top, p, bets, n, o);
	*max_to = num_plain(m);
	*after = num_plain(a);
	for (size_t i = 0; i < n; i++)
		mpq_clear(bets[i]);
	mpq_clears(p, o, m, a, top, NULL);
}

Test(poker_room_limits, pot_limit_arithmetic)
{
	char *max_to, *after;
	/* the seed's example: a pot of 100, nobody has bet: the most bet is 100 */
	pot_limit("100", NULL, 0, "0", &max_to, &after);
	cr_expect_str_eq(max_to, "100");
	cr_expect_str_eq(after, "100");
	free(max_to);
	free(after);
	/* then a bet of 100: call 100, the pot is 300, raise by 300 to 400 */
	static const char *const one[] = { "100" };
	pot_limit("100", one, 1, "0", &max_to, &after);
	cr_expect_str_eq(max_to, "400");
	cr_expect_str_eq(after, "300");
	free(max_to);
	free(after);
	/* blinds 1 and 2 in an empty pot, the small blind to act with 1 in:
	 * he calls 1, the pot is 4, he may raise to 2 + 4 = 6 */
	static const char *const big[] = { "2" };
	pot_limit("0", big, 1, "1", &max_to, &after);
	cr_expect_str_eq(max_to, "6");
	cr_expect_str_eq(after, "4");
	free(max_to);
	free(after);
	/* a bet of 10 and a raise to 30 into 15: call 30, pot 15+10+30+30 = 85,
	 * the most is to 115 */
	static const char *const two[] = { "10", "30" };
	pot_limit("15", two, 2, "0", &max_to, &after);
	cr_expect_str_eq(max_to, "115");
	cr_expect_str_eq(after, "85");
	free(max_to);
	free(after);
}

Test(poker_room_limits, min_raise_readings)
{
	mpq_t b[3], to;
	mpq_init(to);
	static const char *const v[] = { "10", "40", "50" };
	for (size_t i = 0; i < 3; i++) {
		mpq_init(b[i]);
		mpq_set_str(b[i], v[i], 10);
	}
	/* 10, 40, 50: the last step is 10, the largest 30 */
	room_min_raise(to, b, 3, "last_two_bets", 0);
	cr_expect_eq(mpq_cmp_ui(to, 60, 1), 0);
	room_min_raise(to, b, 3, "largest_raise", 0);
	cr_expect_eq(mpq_cmp_ui(to, 80, 1), 0);
	room_min_raise(to, b, 3, "", 2);
	cr_expect_eq(mpq_cmp_ui(to, 100, 1), 0);
	/* an opening bet of 5: every reading says a raise to 10 */
	room_min_raise(to, b, 1, "largest_raise", 0);
	cr_expect_eq(mpq_cmp_ui(to, 20, 1), 0);
	for (size_t i = 0; i < 3; i++)
		mpq_clear(b[i]);
	mpq_clear(to);
}


#define VARIANT(name, seats, limit)                                              \
	"      - name: \"" name "\"\n"                                              \
	"        cards_per_player: 2\n"                                             \
	"        community_cards: 5\n"                                              \
	"        burn_cards: 3\n"                                                   \
	"        max_players: " seats "\n"                                          \
	"        betting: {limit: " limit "}\n"

Test(poker_room_limits, defect_figures)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("poker-room-potlimit", &plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-040", "Pot Limit Omaha");
	cr_assert(f);
	/* the first result of the subject is the most bet against the limit */
	cr_expect_eq(f->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);

	res = t_check_defect("poker-room-mixed", &plan);
	f = t_find(res, "room", "PP-ROOM-041", "Two-game mix");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "cycle_hands"), "12");
	cr_expect(strstr(f->message, "`Razz` seats at most 7 players, the mix 8"));
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(poker_room_limits, most_bet_of_another_limit)
{
	pp_plan *plan;
	pp_result *res = t_check_room_yaml(
		"    variants:\n"
		"      - name: \"NL\"\n"
		"        cards_per_player: 2\n"
		"        community_cards: 5\n"
		"        burn_cards: 3\n"
		"        max_players: 9\n"
		"        betting:\n"
		"          limit: no_limit\n"
		"          max_bet: pot\n"
		"          min_raise: {previous_bet_times: 2}\n"
		"          limit_examples:\n"
		"            - {name: \"stated most\", pot: \"10\", bets: [\"5\"], max_to: \"25\"}\n"
		"            - {name: \"no bet\", pot: \"10\", min_raise_to: \"4\"}\n"
		"    betting:\n"
		"      min_raise: {basis: largest_raise}\n"
		"      limit_examples:\n"
		"        - {name: \"pot only\", max_bet: pot, pot: \"500\", bets: [\"300\", \"300\"],"
		" pot_after_call: \"1400\", max_to: \"1700\"}\n",
		&plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-040", "NL");
	cr_assert(f);
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect(strstr(f->message, "the most bet is pot, which is the rule of pot_limit, but the "
	                             "structure's limit is no_limit"));
	size_t fails = 0;
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *g = res->findings[i];
		if (strcmp(g->rule->id, "PP-ROOM-040") == 0 && g->status == PP_ST_FAIL) {
			fails++;
			if (strstr(g->message, "`no bet`"))
				cr_expect(strstr(g->message, "nobody has bet, so there is no least raise"));
		}
	}
	/* the stated most follows the stated pot rule (5 + 10 + 5 + 5 = 25): only
	 * the limit and the raise with no bet fail */
	cr_expect_eq(fails, 2);
	/* an example for pot limit only, in a structure that states no limit
	 * (seed 002's): pot 500, bets 300 and 300: call to 1400, most to 1700 */
	f = t_find(res, "room", "PP-ROOM-040", "room betting");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "max_to"), "1700");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(poker_room_limits, mixed_rotation_and_names)
{
	pp_plan *plan;
	pp_result *res = t_check_room_yaml(
		"    variants:\n" VARIANT("A", "8", "fixed_limit") VARIANT("B", "6", "no_limit")
		"    mixed:\n"
		"      - {name: \"none\", games: [A], rotation: {hands: 0}}\n"
		"      - {name: \"ghost\", games: [A, C], rotation: {hands: 4}}\n"
		"      - {name: \"orbit\", games: [A, B], rotation: {orbit: true}, max_players: 6}\n"
		"      - {name: \"limits\", games: [A, B], rotation: {hands: 1}, limit: fixed_limit}\n",
		&plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-041", "none");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect(strstr(f->message, "a rotation of 0 hands never deals the next game"));
	f = t_find(res, "room", "PP-ROOM-041", "ghost");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect(strstr(f->message, "`C` is not a variant of the room"));
	f = t_find(res, "room", "PP-ROOM-041", "orbit");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "cycle_hands"), "12");   /* 2 games x 6 seats */
	f = t_find(res, "room", "PP-ROOM-041", "limits");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect(strstr(f->message, "`B` is played no_limit, the mix fixed_limit"));
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(poker_room_limits, house_rules_and_mix_max)
{
	pp_plan *plan;
	pp_result *res = t_check_room_yaml(
		"    house_rules: {min_age: 18, action_seconds: 10, countdown_seconds: 30}\n"
		"    tournament:\n"
		"      players_per_table: {min: 2, max: 9}\n"
		"      mix_max: {stages: [9, 6, 10]}\n",
		&plan);
	const pp_finding *f = t_find(res, "room", "PP-ROOM-042", "house rules");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect(strstr(f->message, "players at least 18 years old"));
	cr_expect(strstr(f->message, "a countdown of 30 seconds is longer than the 10 seconds"));
	f = t_find(res, "room", "PP-ROOM-042", "mix max");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect(strstr(f->message, "10 (more seats than the stage before, 6) (outside 2 to 9"));
	pp_result_free(res);
	pp_plan_free(plan);
}
