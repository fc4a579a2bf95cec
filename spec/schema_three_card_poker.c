/* SPDX-License-Identifier: Apache-2.0 */
/* schema_three_card_poker.c - the plan format of three-card poker: Ante and
 * Play against the dealer's three cards, the ante bonus, Pair Plus on the
 * player's three cards, the six-card bonus on the player's and the dealer's
 * six cards. */
#include <stddef.h>

#include "schema.h"

/* Three-card hands, and the five-card hands the six-card bonus pays on:
 * one list, so that a row naming a hand its bet's cards cannot make is
 * loaded and reported (PP-TCP-001), not refused. */
static const char *const hands[] = { "high_card", "pair", "two_pair", "three_of_a_kind",
	"straight", "flush", "full_house", "four_of_a_kind", "straight_flush", "mini_royal",
	"royal_flush", NULL };
static const spec_type hand_enum = { .kind = T_ENUM, .what = "three-card poker hand",
	.values = hands };

static const spec_field row_fields[] = {
	{ "hand", &hand_enum, SPEC_REQUIRED, "the hand the row pays" },
	{ "payout", &spec_ratio, SPEC_REQUIRED, "what the hand pays, \"40:1\"" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the payout" },
	{ "citation", &spec_citation, 0, "where the plan states the row" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type row_type = { .kind = T_MAP, .what = "paytable row",
	.fields = row_fields };
static const spec_type row_list = { .kind = T_LIST, .what = "list of paytable rows",
	.item = &row_type, .identity = "hand", .min = 1 };

static const char *const kinds[] = { "ante", "play", "pair_plus", "six_card_bonus", NULL };
static const spec_type kind_enum = { .kind = T_ENUM, .what = "three-card poker bet kind",
	.values = kinds };
static const char *const dnq_values[] = { "wins", "push", "loses", NULL };
static const spec_type dnq_enum = { .kind = T_ENUM,
	.what = "what a bet gets when the dealer does not qualify", .values = dnq_values };

static const spec_field bet_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the plan's name for the bet (\"Ante\", \"Pair Plus\")" },
	{ "kind", &kind_enum, SPEC_REQUIRED,
	  "ante, play (equal to the ante, placed to stay in), pair_plus (the player's "
	  "three cards), six_card_bonus (the best five of the player's and the "
	  "dealer's six cards)" },
	{ "payout", &spec_ratio, 0, "ante and play: what a win against the dealer pays" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the payout" },
	{ "dealer_not_qualified", &dnq_enum, 0,
	  "ante and play: what the bet gets when the dealer does not qualify" },
	{ "bonus", &row_list, 0,
	  "ante: the ante bonus, paid on the player's hand when he plays, whatever "
	  "the dealer holds" },
	{ "paytable", &row_list, 0, "pair_plus and six_card_bonus: the payouts by hand" },
	{ "citation", &spec_citation, 0, "where the plan states the bet" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type bet_type = { .kind = T_MAP, .what = "three-card poker bet",
	.fields = bet_fields };
static const spec_type bet_list = { .kind = T_LIST, .what = "list of three-card poker bets",
	.item = &bet_type, .identity = "name", .min = 1 };

static const char *const qual_values[] = { "jack_high", "queen_high", "king_high",
	"ace_high", "pair", "always", NULL };
static const spec_type qual_enum = { .kind = T_ENUM, .what = "dealer's qualifying hand",
	.values = qual_values };
static const spec_field dealer_fields[] = {
	{ "qualifies_with", &qual_enum, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "the dealer's lowest qualifying hand: jack_high, queen_high, king_high, "
	  "ace_high, pair, or always (he always plays); unstated: PP-TCP-005 prices "
	  "every reading" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type dealer_type = { .kind = T_MAP, .what = "dealer qualification",
	.fields = dealer_fields };

static const spec_field ranking_fields[] = {
	{ "straight_beats_flush", &spec_bool, SPEC_REQUIRED,
	  "true when a straight ranks above a flush (the usual three-card order)" },
	{ "ace_two_three", &spec_bool, SPEC_REQUIRED,
	  "true when A-2-3 is a straight (the lowest one)" },
	{ "citation", &spec_citation, 0, "where the plan ranks the hands" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type ranking_type = { .kind = T_MAP, .what = "three-card hand ranking",
	.fields = ranking_fields };

static const spec_field tcp_fields[] = {
	{ "ranking", &ranking_type, SPEC_REQUIRED, "how the plan ranks three-card hands" },
	{ "dealer", &dealer_type, SPEC_REQUIRED, "the dealer's qualification" },
	{ "bets", &bet_list, SPEC_REQUIRED, "Ante, Play, Pair Plus, six-card bonus" },
	{ NULL, NULL, 0, NULL }
};

const spec_family spec_family_three_card_poker = { "three_card_poker", tcp_fields,
	"three-card poker: Ante/Play, ante bonus, Pair Plus, six-card bonus" };
