/* SPDX-License-Identifier: Apache-2.0 */
/* schema_dice.c - the plan format of dice games: sic bo (three dice) and
 * craps (two dice).  One bet list for both; a bet's `type` says how it is
 * settled, and the checker says which types belong to which game. */
#include <stddef.h>

#include "schema.h"

static const char *const game_values[] = { "sic_bo", "craps", NULL };
static const spec_type game_enum = { .kind = T_ENUM, .what = "dice game",
	.values = game_values };

/* Wide on purpose: a die face of 7 or a craps total of 13 loads and is
 * reported as an outcome that cannot occur (PP-DICE-001), not refused. */
static const spec_type dice_number = { .kind = T_INT, .what = "die face or dice total",
	.min = 0, .max = 99 };
static const spec_type dice_number_list = { .kind = T_LIST, .what = "list of faces or totals",
	.item = &dice_number, .min = 1 };

static const char *const bet_types[] = {
	/* sic bo */
	"small", "big", "odd", "even", "total", "specific_triple", "any_triple",
	"specific_double", "combination", "single",
	/* craps */
	"pass", "dont_pass", "come", "dont_come", "pass_odds", "dont_pass_odds",
	"come_odds", "dont_come_odds", "place", "buy", "lay", "field", "hardway",
	"any_seven", "any_craps", "number", "horn", "ce", NULL };
static const spec_type bet_type_enum = { .kind = T_ENUM, .what = "dice bet type",
	.values = bet_types };

static const spec_field pay_fields[] = {
	{ "outcome", &dice_number, SPEC_REQUIRED,
	  "what the row pays on: matches of a sic bo single (1-3), a craps total "
	  "(field, horn, C&E), a point (odds bets)" },
	{ "payout", &spec_ratio, SPEC_REQUIRED, "what a win on it pays per unit staked, \"2:1\"" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the payout" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type pay_type = { .kind = T_MAP, .what = "pay row", .fields = pay_fields };
static const spec_type pay_list = { .kind = T_LIST, .what = "list of pay rows",
	.item = &pay_type, .identity = "outcome", .min = 1 };

static const char *const charged_values[] = { "on_win", "up_front", NULL };
static const spec_type charged_enum = { .kind = T_ENUM, .what = "when the commission is paid",
	.values = charged_values };
static const char *const base_values[] = { "stake", "win", NULL };
static const spec_type base_enum = { .kind = T_ENUM, .what = "what the commission is on",
	.values = base_values };
static const char *const direction_values[] = { "down", "up", "half_up", "half_even", NULL };
static const spec_type direction_enum = { .kind = T_ENUM, .what = "rounding direction",
	.values = direction_values };

static const spec_field commission_fields[] = {
	{ "rate", &spec_percent, SPEC_REQUIRED, "the commission, \"5%\"" },
	{ "base", &base_enum, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "what the rate is of: the stake (buy) or the win (lay)" },
	{ "charged", &charged_enum, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "on_win (taken from a win) or up_front (paid with the bet, not returned)" },
	{ "rounding", &direction_enum, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "how the commission is rounded to the smallest chip of the currency" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type commission_type = { .kind = T_MAP, .what = "commission",
	.fields = commission_fields };

static const spec_field bet_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the plan's name for the bet" },
	{ "type", &bet_type_enum, SPEC_REQUIRED, "how the bet is settled" },
	{ "payout", &spec_ratio, 0,
	  "what a win pays per unit staked; bets that pay by outcome use `pays`" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the payout" },
	{ "number", &dice_number, 0,
	  "the die face (sic bo triple, double, single) or the craps number (place, buy, "
	  "lay, hardway, one-roll number bet)" },
	{ "numbers", &dice_number_list, 0,
	  "the two faces of a sic bo combination, or the totals a craps field wins on" },
	{ "total", &dice_number, 0, "the total of a sic bo total bet" },
	{ "pays", &pay_list, 0,
	  "pays by outcome: a single's 1, 2, 3 matches; field, horn and C&E totals that "
	  "pay apart from `payout`; odds by point" },
	{ "commission", &commission_type, 0, "buy and lay bets: the commission" },
	{ "citation", &spec_citation, 0, "where the plan states the bet" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type bet_type = { .kind = T_MAP, .what = "dice bet", .fields = bet_fields };
static const spec_type bet_list = { .kind = T_LIST, .what = "list of dice bets",
	.item = &bet_type, .identity = "name", .min = 1 };

static const spec_type multiple_type = { .kind = T_INT, .what = "odds multiple",
	.min = 1, .max = 1000 };
static const spec_field multiple_fields[] = {
	{ "points", &dice_number_list, SPEC_REQUIRED, "the points the multiple is for" },
	{ "multiple", &multiple_type, SPEC_REQUIRED,
	  "the largest odds stake as a multiple of the line bet" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type multiple_map = { .kind = T_MAP, .what = "odds multiple",
	.fields = multiple_fields };
static const spec_type multiple_list = { .kind = T_LIST, .what = "list of odds multiples",
	.item = &multiple_map, .min = 1 };

static const spec_field odds_fields[] = {
	{ "multiples", &multiple_list, 0,
	  "pass and come odds: the largest odds stake per point (3-4-5x: 3 on 4 and 10, "
	  "4 on 5 and 9, 5 on 6 and 8)" },
	{ "dont_multiples", &multiple_list, 0,
	  "don't pass and don't come odds: the largest lay stake per point" },
	{ "citation", &spec_citation, 0, "where the plan states them" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type odds_type = { .kind = T_MAP, .what = "odds limits",
	.fields = odds_fields };

static const spec_field dice_fields[] = {
	{ "game", &game_enum, SPEC_REQUIRED, "sic_bo (three dice) or craps (two dice)" },
	{ "bets", &bet_list, SPEC_REQUIRED, "the bets of the layout and their payouts" },
	{ "triples_lose", &spec_bool, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "sic bo: whether small, big, odd and even lose on a triple" },
	{ "bar", &dice_number, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "craps: the come-out total on which don't pass and don't come push (12 or 2)" },
	{ "odds", &odds_type, 0, "craps: how much odds may be taken behind line bets" },
	{ NULL, NULL, 0, NULL }
};

const spec_family spec_family_dice = { "dice", dice_fields,
	"dice games: sic bo and craps bets, odds, commissions" };
