/* SPDX-License-Identifier: Apache-2.0 */
/* schema_wheel.c - the plan format of money wheels (big six, colour wheels). */
#include <stddef.h>

#include "schema.h"

static const spec_field segment_fields[] = {
	{ "symbol", &spec_text, SPEC_REQUIRED, "what the field shows (\"2x\", \"Třešně\")" },
	{ "count", &spec_count, SPEC_REQUIRED, "how many fields of the wheel show it" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type segment_type = { .kind = T_MAP, .what = "wheel segment",
	.fields = segment_fields };
static const spec_type segment_list = { .kind = T_LIST, .what = "list of segments",
	.item = &segment_type, .identity = "symbol", .min = 1 };

static const spec_field wheel_fields[] = {
	{ "fields", &spec_count, SPEC_REQUIRED, "the number of fields the plan states" },
	{ "segments", &segment_list, SPEC_REQUIRED, "each symbol and its count" },
	{ "order", &spec_text_list, 0, "the symbols in wheel order, if the plan gives it" },
	{ "declared_symbols", &spec_count, 0,
	  "how many different symbols or multiples the plan says the wheel has" },
	{ "citation", &spec_citation, 0, "where the plan describes the wheel" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type wheel_type = { .kind = T_MAP, .what = "money wheel",
	.fields = wheel_fields };

static const spec_field bet_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the betting field's name" },
	{ "symbol", &spec_text, SPEC_REQUIRED, "the segment symbol it wins on" },
	{ "payout", &spec_ratio, SPEC_REQUIRED, "what a win pays, \"2:1\"" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the payout" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type bet_type = { .kind = T_MAP, .what = "wheel bet",
	.fields = bet_fields };
static const spec_type bet_list = { .kind = T_LIST, .what = "list of wheel bets",
	.item = &bet_type, .identity = "name", .min = 1 };

static const spec_field wheel_family_fields[] = {
	{ "wheel", &wheel_type, SPEC_REQUIRED, "the wheel's fields" },
	{ "bets", &bet_list, SPEC_REQUIRED, "the betting fields and their payouts" },
	{ "betting_fields", &spec_count, 0, "how many betting fields the plan says the layout has" },
	{ NULL, NULL, 0, NULL }
};

const spec_family spec_family_wheel = { "wheel", wheel_family_fields,
	"money wheels: segments, betting fields, payouts" };
