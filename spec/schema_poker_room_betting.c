/* SPDX-License-Identifier: Apache-2.0 */
/* schema_poker_room_betting.c - the poker-room forms that schema_poker_room.c
 * hooks in: a betting structure's most bet (`max_bet`: the pot after the
 * call, or the player's stack) and the plan's worked limit examples, the
 * mixed games that rotate variants of the room, the tournament's mix-max
 * table sizes, and the house rules of time and age a plan states. */
#include <stddef.h>

#include "schema.h"

/* pot: the most a player may bet is the pot after his call (pot limit);
 * stack: all his chips (no limit). */
static const char *const max_bet_values[] = { "pot", "stack", NULL };
const spec_type spec_room_max_bet = { .kind = T_ENUM, .what = "most bet",
	.values = max_bet_values };

static const spec_type bets_list = { .kind = T_LIST, .what = "list of bets on the table",
	.item = &spec_money, .max = 23 };

/* A worked example of a limit as the plan prints it: the pot before the
 * betting round, the bets already on the table, and the figures the plan
 * states for the next player; the engine recomputes every one. */
static const spec_field limit_example_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the example's name" },
	{ "pot", &spec_money, 0,
	  "the pot before the betting round (absent: the example gives none, so no most bet)" },
	{ "bets", &bets_list, 0,
	  "each other player's total bet of the round, in order (absent: nobody has bet)" },
	{ "own", &spec_money, 0, "what the acting player already has in the round (absent: 0)" },
	{ "max_bet", &spec_room_max_bet, 0,
	  "the most-bet rule the example is for, when the plan gives it for one limit only "
	  "(absent: the structure's)" },
	{ "max_to", &spec_money, 0, "the most the plan says the player may bet to, in total" },
	{ "max_raise_by", &spec_money, 0, "the most the plan says he may raise by, over the call" },
	{ "pot_after_call", &spec_money, 0, "the pot the plan says his call makes" },
	{ "min_raise_to", &spec_money, 0, "the least the plan says he may raise to, in total" },
	{ "min_raise_by", &spec_money, 0, "the least the plan says he may raise by" },
	{ "citation", &spec_citation, 0, "where the plan gives the example" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type limit_example_type = { .kind = T_MAP, .what = "limit example",
	.fields = limit_example_fields };
const spec_type spec_room_limit_examples = { .kind = T_LIST, .what = "list of limit examples",
	.item = &limit_example_type, .identity = "name", .max = 64 };

/* A mixed game: variants of the room dealt in turn, each for a number of
 * hands or one round of the table. */
static const spec_type hands_type = { .kind = T_INT, .what = "number of hands",
	.min = 0, .max = 1000 };
static const spec_field rotation_fields[] = {
	{ "hands", &hands_type, 0, "each game is dealt for this many hands" },
	{ "orbit", &spec_bool, 0, "each game is dealt for one round of the table (the button once round)" },
	{ "citation", &spec_citation, 0, "where the plan states the rotation" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type rotation_type = { .kind = T_MAP, .what = "game rotation",
	.fields = rotation_fields };
static const char *const mix_limit_values[] = { "no_limit", "pot_limit", "fixed_limit", NULL };
static const spec_type mix_limit_enum = { .kind = T_ENUM, .what = "betting limit",
	.values = mix_limit_values };
static const spec_type mix_players = { .kind = T_INT, .what = "number of players",
	.min = 1, .max = 23 };
static const spec_type mix_deck = { .kind = T_INT, .what = "cards in the deck",
	.min = 1, .max = 104 };
static const spec_type games_list = { .kind = T_LIST, .what = "list of variant names",
	.item = &spec_text, .min = 1, .max = 32 };
static const spec_field mixed_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the mixed game's name (\"HORSE\")" },
	{ "games", &games_list, SPEC_REQUIRED,
	  "the variants dealt in turn, in order, each the name of a variant of the room" },
	{ "rotation", &rotation_type, SPEC_REQUIRED, "when the next game is dealt" },
	{ "max_players", &mix_players, 0, "the most players at the mixed game's table" },
	{ "deck", &mix_deck, 0, "cards in the deck the plan states for the mix" },
	{ "limit", &mix_limit_enum, 0, "the limit every game of the mix is played at, if the plan says" },
	{ "citation", &spec_citation, 0, "where the plan describes the mixed game" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type mixed_type = { .kind = T_MAP, .what = "mixed game",
	.fields = mixed_fields };
const spec_type spec_room_mixed_list = { .kind = T_LIST, .what = "list of mixed games",
	.item = &mixed_type, .identity = "name", .max = 32 };

/* A tournament whose tables shrink as it goes ("mix max": 9-max, 6-max,
 * heads-up): the most players per table at each stage, in order. */
static const spec_type stage_list = { .kind = T_LIST, .what = "list of table sizes",
	.item = &mix_players, .min = 1, .max = 16 };
static const spec_field mix_max_fields[] = {
	{ "stages", &stage_list, SPEC_REQUIRED, "the most players per table at each stage, in order" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
const spec_type spec_room_mix_max = { .kind = T_MAP, .what = "mix-max tournament",
	.fields = mix_max_fields };

/* The house rules of time and age, as declared figures. */
static const spec_type age_type = { .kind = T_INT, .what = "age in years", .min = 0, .max = 120 };
static const spec_type seconds_type = { .kind = T_INT, .what = "seconds", .min = 0, .max = 86400 };
static const spec_type long_minutes = { .kind = T_INT, .what = "minutes", .min = 0, .max = 100000 };
static const spec_field house_fields[] = {
	{ "min_age", &age_type, 0, "the least age of a player, in years" },
	{ "break_minutes", &long_minutes, 0, "the length of a player's longer break from a cash game" },
	{ "breaks_per_day", &spec_count, 0, "how many such breaks a player has a day (an evening)" },
	{ "action_seconds", &seconds_type, 0, "the time a player has to act" },
	{ "countdown_seconds", &seconds_type, 0, "the last seconds of it counted down aloud" },
	{ "return_minutes", &long_minutes, 0,
	  "a player who comes back to the table he left within this time brings the chips he left with" },
	{ "citation", &spec_citation, 0, "where the plan states them" },
	{ NULL, NULL, 0, NULL }
};
const spec_type spec_room_house_rules = { .kind = T_MAP, .what = "house rules",
	.fields = house_fields };
