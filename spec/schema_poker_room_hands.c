/* SPDX-License-Identifier: Apache-2.0 */
/* schema_poker_room_hands.c - how a poker variant's hands are made and
 * ranked, and the lists of ranked hands a plan prints: a variant's
 * `hand_ranking` (high, Ace-to-Five low, Deuce-to-Seven low, a high-low
 * split and its low qualifier), its `hand_making` (how many of a player's
 * own cards and of the board a hand uses) and its `hand_lists` (a table of
 * hands in order, as printed).  schema_poker_room.c hooks these tables into
 * a variant's fields; checker/poker_room/poker_room_hands.c checks them. */
#include <stddef.h>

#include "schema.h"

/* The rankings a hand list or a variant names: `high` (the usual poker
 * ranking), `ace_to_five_low` (aces low, straights and flushes ignored),
 * `deuce_to_seven_low` (the usual ranking reversed, aces high). */
static const char *const ranking_values[] = { "high", "ace_to_five_low",
	"deuce_to_seven_low", NULL };
static const spec_type ranking_enum = { .kind = T_ENUM, .what = "hand ranking",
	.values = ranking_values };
static const char *const low_values[] = { "ace_to_five_low", "deuce_to_seven_low", NULL };
static const spec_type low_enum = { .kind = T_ENUM, .what = "low-hand ranking",
	.values = low_values };
/* `eight_or_better`: a low hand needs five different ranks of 8 or lower;
 * `none`: every hand is a low hand (Razz). */
static const char *const qualifier_values[] = { "eight_or_better", "none", NULL };
static const spec_type qualifier_enum = { .kind = T_ENUM, .what = "low qualifier",
	.values = qualifier_values };

static const spec_field ranking_fields[] = {
	{ "ranking", &ranking_enum, SPEC_REQUIRED,
	  "what decides the pot (or its high half): high, ace_to_five_low, deuce_to_seven_low" },
	{ "split_low", &low_enum, 0,
	  "the pot is split high-low: the ranking of the low half (absent: no split)" },
	{ "qualifier", &qualifier_enum, 0,
	  "what a low hand needs: eight_or_better or none (only with a low ranking)" },
	{ "best_low", &spec_text, 0, "the best low hand as the plan names it (\"5-4-3-2-A\")" },
	{ "citation", &spec_citation, 0, "where the plan states the ranking" },
	{ NULL, NULL, 0, NULL }
};
const spec_type spec_room_hand_ranking_type = { .kind = T_MAP, .what = "hand ranking",
	.fields = ranking_fields };

/* How many own (hole) cards a hand uses: exactly, at most or at least
 * `hole_cards`, or any number (Hold'em's best five of seven). */
static const char *const use_values[] = { "exactly", "at_most", "at_least", "any", NULL };
static const spec_type use_enum = { .kind = T_ENUM, .what = "how many cards a hand uses",
	.values = use_values };
static const spec_type use_count = { .kind = T_INT, .what = "number of cards",
	.min = 0, .max = 13 };
static const spec_field making_fields[] = {
	{ "hole", &use_enum, SPEC_REQUIRED,
	  "how many of a player's own cards a hand uses: exactly, at_most, at_least or any" },
	{ "hole_cards", &use_count, 0, "the number `hole` bounds (absent only with any)" },
	{ "board_cards", &use_count, 0, "the board cards a hand uses, exactly (absent: the rest)" },
	{ "discards", &use_count, 0,
	  "own cards a player throws away before the showdown (Pineapple: 1; absent: none)" },
	{ "citation", &spec_citation, 0, "where the plan states the rule" },
	{ NULL, NULL, 0, NULL }
};
const spec_type spec_room_hand_making_type = { .kind = T_MAP, .what = "hand-making rule",
	.fields = making_fields };

/* A row of a printed list: the hand as printed, ranks from the highest
 * ("8-6-4-3-A" or "J, 7, 4, 3, 2"), whether the plan says it is of one
 * suit, and the row's printed number if it has one. */
static const spec_field row_fields[] = {
	{ "hand", &spec_text, SPEC_REQUIRED,
	  "five ranks (A K Q J T 9 ... 2, 10 for T) separated by - or ," },
	{ "flush", &spec_bool, 0, "the plan says the five cards are of one suit" },
	{ "number", &spec_count, 0, "the row's number as printed" },
	{ "citation", &spec_citation, 0, "where the plan prints the row" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type row_type = { .kind = T_MAP, .what = "ranked hand", .fields = row_fields };
static const spec_type row_list = { .kind = T_LIST, .what = "list of ranked hands",
	.item = &row_type, .min = 1, .max = 400 };

static const char *const order_values[] = { "best_first", "worst_first", NULL };
static const spec_type order_enum = { .kind = T_ENUM, .what = "order of a hand list",
	.values = order_values };
static const spec_field list_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the list as the plan heads it" },
	{ "ranking", &ranking_enum, SPEC_REQUIRED, "the ranking the rows follow" },
	{ "qualifier", &qualifier_enum, 0, "the low qualifier every row must meet (absent: none)" },
	{ "order", &order_enum, SPEC_REQUIRED, "best_first or worst_first" },
	{ "complete", &spec_bool, SPEC_REQUIRED,
	  "the plan presents the list as every hand the ranking admits (false: examples)" },
	{ "rows", &row_list, SPEC_REQUIRED, "the rows in the printed order" },
	{ "citation", &spec_citation, 0, "where the plan prints the list" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type list_type = { .kind = T_MAP, .what = "list of ranked hands",
	.fields = list_fields };
const spec_type spec_room_hand_lists_type = { .kind = T_LIST, .what = "lists of ranked hands",
	.item = &list_type, .identity = "name", .max = 16 };
