/* SPDX-License-Identifier: Apache-2.0 */
/* schema_casino_war.c - the plan format of casino war: one card each, the
 * higher wins; a tie is surrendered or goes to war; a tie side bet. */
#include <stddef.h>

#include "schema.h"

static const spec_type deck_count = { .kind = T_INT, .what = "deck count", .min = 1, .max = 64 };
static const spec_type burn_count = { .kind = T_INT, .what = "burnt cards", .min = 0, .max = 10 };
static const spec_field shoe_fields[] = {
	{ "decks", &deck_count, SPEC_REQUIRED, "52-card decks in the shoe" },
	{ "burn", &burn_count, 0, "cards burnt before the war cards" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type shoe_type = { .kind = T_MAP, .what = "shoe", .fields = shoe_fields };

static const char *const original_values[] = { "push", "win", NULL };
static const spec_type original_enum = { .kind = T_ENUM,
	.what = "the original bet when the war is won", .values = original_values };
static const char *const war_tie_values[] = { "win", "push", "lose", NULL };
static const spec_type war_tie_enum = { .kind = T_ENUM, .what = "a tie in the war",
	.values = war_tie_values };

static const spec_field war_fields[] = {
	{ "raise_payout", &spec_ratio, SPEC_REQUIRED,
	  "what the raise (equal to the original bet) wins when the war is won" },
	{ "original", &original_enum, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "the original bet when the war is won: push, or paid 1:1" },
	{ "tie", &war_tie_enum, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "a tie in the war: the player wins (raise paid), push, or loses" },
	{ "tie_bonus", &spec_ratio, 0, "a bonus on the original bet when the war ties again" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type war_type = { .kind = T_MAP, .what = "war", .fields = war_fields };

static const spec_field surrender_fields[] = {
	{ "loses", &spec_percent, SPEC_REQUIRED, "the part of the bet surrendered, \"50%\"" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type surrender_type = { .kind = T_MAP, .what = "surrender",
	.fields = surrender_fields };

static const spec_field main_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the plan's name for the main bet" },
	{ "payout", &spec_ratio, SPEC_REQUIRED, "what a higher card pays, \"1:1\"" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the payout" },
	{ "war", &war_type, 0, "going to war on a tie; absent when the plan offers none" },
	{ "surrender", &surrender_type, 0, "surrendering on a tie; absent when not offered" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type main_type = { .kind = T_MAP, .what = "main bet", .fields = main_fields };

static const char *const side_values[] = { "tie", NULL };
static const spec_type side_enum = { .kind = T_ENUM, .what = "casino war side bet",
	.values = side_values };
static const spec_field side_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the plan's name for the side bet" },
	{ "type", &side_enum, SPEC_REQUIRED, "tie: wins when the first two cards tie" },
	{ "payout", &spec_ratio, SPEC_REQUIRED, "what a win pays, \"10:1\"" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the payout" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type side_type = { .kind = T_MAP, .what = "side bet", .fields = side_fields };
static const spec_type side_list = { .kind = T_LIST, .what = "list of side bets",
	.item = &side_type, .identity = "name", .min = 1 };

static const spec_field war_family_fields[] = {
	{ "shoe", &shoe_type, SPEC_REQUIRED, "the shoe" },
	{ "main", &main_type, SPEC_REQUIRED, "the main bet and how a tie is settled" },
	{ "side_bets", &side_list, 0, "side bets" },
	{ NULL, NULL, 0, NULL }
};

const spec_family spec_family_casino_war = { "casino_war", war_family_fields,
	"casino war: shoe, main bet with war or surrender, tie side bet" };
