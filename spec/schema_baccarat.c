/* SPDX-License-Identifier: Apache-2.0 */
/* schema_baccarat.c - the plan format of baccarat games: Punto Banco,
 * commission baccarat and Super Six are one family, their differences
 * (commissions, side bets) are data. */
#include <stddef.h>

#include "schema.h"

static const spec_type total_type = { .kind = T_INT, .what = "hand total 0-9",
	.min = 0, .max = 9 };
static const spec_type total_list = { .kind = T_LIST, .what = "list of totals 0-9",
	.item = &total_type };
static const spec_type decks_type = { .kind = T_INT, .what = "number of decks",
	.min = 1, .max = 500 };
static const spec_type values_list = { .kind = T_LIST,
	.what = "point values of A, 2, 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K",
	.item = &total_type, .min = 13, .max = 13 };

static const spec_field cards_fields[] = {
	{ "decks", &decks_type, SPEC_REQUIRED, "52-card decks in the shoe" },
	{ "values", &values_list, 0,
	  "point value of A, 2, ..., 10, J, Q, K in that order (standard: [1, 2, 3, 4, 5, 6, 7, "
	  "8, 9, 0, 0, 0, 0])" },
	{ "naturals", &total_list, 0, "two-card totals that are naturals (standard: [8, 9])" },
	{ "citation", &spec_citation, 0, "where the plan describes the cards" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type cards_type = { .kind = T_MAP, .what = "baccarat cards",
	.fields = cards_fields };

static const spec_field lists_fields[] = {
	{ "draw", &total_list, 0, "two-card totals on which the hand draws" },
	{ "stand", &total_list, 0, "two-card totals on which the hand stands" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type player_rule_type = { .kind = T_MAP, .what = "player's rule",
	.fields = lists_fields };
static const spec_type stood_type = { .kind = T_MAP,
	.what = "banker's rule when the player stood", .fields = lists_fields };

static const char *const cell_values[] = { "D", "S", "-", NULL };
static const spec_type cell_type = { .kind = T_ENUM,
	.what = "tableau cell (D draws, S stands, \"-\" not stated)", .values = cell_values };
static const spec_type cells_list = { .kind = T_LIST,
	.what = "ten tableau cells for the player's third card 0-9", .item = &cell_type,
	.min = 10, .max = 10 };
static const char *const always_values[] = { "draw", "stand", NULL };
static const spec_type always_type = { .kind = T_ENUM, .what = "draw or stand",
	.values = always_values };

static const spec_field row_fields[] = {
	{ "totals", &total_list, SPEC_REQUIRED, "the banker's two-card totals the row is for" },
	{ "cells", &cells_list, 0, "D or S for the player's third card 0, 1, ..., 9" },
	{ "draw", &total_list, 0, "third-card values on which the banker draws" },
	{ "stand", &total_list, 0, "third-card values on which the banker stands" },
	{ "always", &always_type, 0,
	  "the banker always draws or stands on these totals, the player-stood case included" },
	{ "citation", &spec_citation, 0, "where the plan states the row" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type row_type = { .kind = T_MAP, .what = "tableau row",
	.fields = row_fields };
static const spec_type row_list = { .kind = T_LIST, .what = "list of tableau rows",
	.item = &row_type };

static const spec_field banker_fields[] = {
	{ "rows", &row_list, 0, "the tableau as the plan gives it, row by row" },
	{ "player_stood", &stood_type, 0,
	  "banker totals on which the banker draws or stands when the player stood" },
	{ "citation", &spec_citation, 0, "where the plan states the banker's rule" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type banker_type = { .kind = T_MAP, .what = "banker's rule",
	.fields = banker_fields };

static const char *const bet_types[] = { "player", "banker", "tie", "player_pair",
	"banker_pair", "either_pair", "super_six", NULL };
static const spec_type bet_type_enum = { .kind = T_ENUM, .what = "baccarat bet type",
	.values = bet_types };
static const char *const tie_values[] = { "push", "lose", NULL };
static const spec_type tie_enum = { .kind = T_ENUM, .what = "tie settlement",
	.values = tie_values };

static const spec_field bet_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the plan's name for the bet (\"Krupiér\")" },
	{ "type", &bet_type_enum, SPEC_REQUIRED, "what the bet wins on" },
	{ "payout", &spec_ratio, SPEC_REQUIRED, "what a win pays before any commission, \"1:1\"" },
	{ "on_tie", &tie_enum, 0, "player and banker bets: push or lose when the coup ties" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the payout" },
	{ "citation", &spec_citation, 0, "where the plan states the bet" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type bet_type = { .kind = T_MAP, .what = "baccarat bet",
	.fields = bet_fields };
static const spec_type bet_list = { .kind = T_LIST, .what = "list of baccarat bets",
	.item = &bet_type, .identity = "name", .min = 1 };

static const char *const amount_values[] = { "commission", "payout", NULL };
static const spec_type amount_enum = { .kind = T_ENUM, .what = "rounded amount",
	.values = amount_values };
static const char *const direction_values[] = { "down", "up", "half_up", "half_even", NULL };
static const spec_type direction_enum = { .kind = T_ENUM, .what = "rounding direction",
	.values = direction_values };
static const char *const to_values[] = { "smallest_chip", "step", NULL };
static const spec_type to_enum = { .kind = T_ENUM, .what = "rounding step",
	.values = to_values };

static const spec_field step_fields[] = {
	{ "currency", &spec_text, SPEC_REQUIRED, "currency code" },
	{ "step", &spec_chip, SPEC_REQUIRED, "amounts are rounded to multiples of it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type step_type = { .kind = T_MAP, .what = "rounding step",
	.fields = step_fields };
static const spec_type step_list = { .kind = T_LIST, .what = "list of rounding steps",
	.item = &step_type, .identity = "currency", .min = 1 };

static const spec_field rounding_fields[] = {
	{ "amount", &amount_enum, SPEC_REQUIRED,
	  "what is rounded: the commission, or the win paid after it" },
	{ "direction", &direction_enum, SPEC_REQUIRED, "down, up, half_up or half_even" },
	{ "to", &to_enum, SPEC_REQUIRED, "smallest_chip, or step (the amounts in `steps`)" },
	{ "steps", &step_list, 0, "with to: step, the step per currency" },
	{ "citation", &spec_citation, 0, "where the plan states the rounding" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type rounding_type = { .kind = T_MAP, .what = "rounding rule",
	.fields = rounding_fields };

static const char *const base_values[] = { "win", "stake", "win_and_stake", NULL };
static const spec_type base_enum = { .kind = T_ENUM, .what = "commission base",
	.values = base_values };
static const char *const when_values[] = { "any_win", "banker_six", NULL };
static const spec_type when_enum = { .kind = T_ENUM, .what = "when a commission is charged",
	.values = when_values };

static const spec_field commission_fields[] = {
	{ "bet", &spec_text, SPEC_REQUIRED, "the name of the bet it is charged on" },
	{ "rate", &spec_percent, SPEC_REQUIRED, "the percentage, \"5%\"" },
	{ "base", &base_enum, SPEC_REQUIRED, "what the percentage is of: win, stake, win_and_stake" },
	{ "when", &when_enum, 0, "any_win (default), or banker_six: only when the banker wins with 6" },
	{ "net_payout", &spec_ratio, 0, "the net payout the plan states with it, \"0.95:1\"" },
	{ "rounding", &rounding_type, 0, "how the plan rounds it; absent when it does not say" },
	{ "citation", &spec_citation, 0, "where the plan states the commission" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type commission_type = { .kind = T_MAP, .what = "commission",
	.fields = commission_fields };
static const spec_type commission_list = { .kind = T_LIST, .what = "list of commissions",
	.item = &commission_type };

static const spec_type money_list = { .kind = T_LIST, .what = "list of amounts",
	.item = &spec_money, .min = 1 };
static const spec_field chips_fields[] = {
	{ "currency", &spec_text, SPEC_REQUIRED, "currency code" },
	{ "smallest_chip", &spec_chip, 0, "the smallest chip at this game's tables" },
	{ "values", &money_list, 0, "the chip values at this game's tables" },
	{ "citation", &spec_citation, 0, "where the plan states them" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type chips_type = { .kind = T_MAP, .what = "chips of a currency",
	.fields = chips_fields };
static const spec_type chips_list = { .kind = T_LIST, .what = "list of chip sets",
	.item = &chips_type, .identity = "currency" };

static const char *const pair_values[] = { "same_rank", "same_points", NULL };
static const spec_type pair_enum = { .kind = T_ENUM, .what = "pair definition",
	.values = pair_values };

static const spec_field baccarat_fields[] = {
	{ "cards", &cards_type, SPEC_REQUIRED, "the shoe, card values and naturals" },
	{ "player_rule", &player_rule_type, 0, "totals on which the player draws and stands" },
	{ "banker_rule", &banker_type, 0, "the banker's drawing tableau as the plan gives it" },
	{ "bets", &bet_list, SPEC_REQUIRED, "the betting fields and their payouts" },
	{ "pair_definition", &pair_enum, 0,
	  "pair bets: two cards of the same rank (default) or of the same point value" },
	{ "commission", &commission_list, 0, "commissions charged on wins" },
	{ "chips", &chips_list, 0,
	  "chips at this game's tables per currency, when the plan states them here" },
	{ NULL, NULL, 0, NULL }
};

const spec_family spec_family_baccarat = { "baccarat", baccarat_fields,
	"baccarat (Punto Banco, commission, Super Six): tableau, bets, commissions" };
