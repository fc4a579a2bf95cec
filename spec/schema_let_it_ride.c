/* SPDX-License-Identifier: Apache-2.0 */
/* schema_let_it_ride.c - the plan format of Let It Ride: three equal bets
 * on the player's five cards (three his own, two community), the first two
 * of which he may pull back, one paytable, and an optional bonus side bet. */
#include <stddef.h>

#include "schema.h"

static const char *const hands[] = { "pair_tens_or_better", "two_pair", "three_of_a_kind",
	"straight", "flush", "full_house", "four_of_a_kind", "straight_flush", "royal_flush",
	NULL };
static const spec_type hand_enum = { .kind = T_ENUM, .what = "Let It Ride hand",
	.values = hands };

static const spec_field row_fields[] = {
	{ "hand", &hand_enum, SPEC_REQUIRED, "the hand the row pays" },
	{ "payout", &spec_ratio, SPEC_REQUIRED, "what the hand pays, \"1000:1\"" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the payout" },
	{ "citation", &spec_citation, 0, "where the plan states the row" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type row_type = { .kind = T_MAP, .what = "paytable row",
	.fields = row_fields };
static const spec_type row_list = { .kind = T_LIST, .what = "list of paytable rows",
	.item = &row_type, .identity = "hand", .min = 1 };

static const char *const kinds[] = { "main", "bonus", NULL };
static const spec_type kind_enum = { .kind = T_ENUM, .what = "Let It Ride bet kind",
	.values = kinds };

static const spec_field bet_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the plan's name for the bet" },
	{ "kind", &kind_enum, SPEC_REQUIRED,
	  "main (the equal bets, paid on the paytable) or bonus (a side bet on the "
	  "player's five cards)" },
	{ "spots", &spec_count, 0, "main: how many equal bets the player places (3)" },
	{ "pull_backs", &spec_int, 0, "main: how many of them he may take back (2)" },
	{ "paytable", &row_list, SPEC_REQUIRED, "the payouts by hand; other hands lose" },
	{ "citation", &spec_citation, 0, "where the plan states the bet" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type bet_type = { .kind = T_MAP, .what = "Let It Ride bet",
	.fields = bet_fields };
static const spec_type bet_list = { .kind = T_LIST, .what = "list of Let It Ride bets",
	.item = &bet_type, .identity = "name", .min = 1 };

static const spec_field lir_fields[] = {
	{ "bets", &bet_list, SPEC_REQUIRED, "the main bets and the bonus" },
	{ NULL, NULL, 0, NULL }
};

const spec_family spec_family_let_it_ride = { "let_it_ride", lir_fields,
	"Let It Ride: three equal bets, two pull-backs, a paytable, a bonus" };
