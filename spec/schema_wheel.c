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

/* An even-money bet: it wins on several segments (a colour, odd or even)
 * and a rule of the plan settles it on one other segment (the wheel's
 * "zero"): lost, or half the stake returned. */
static const char *const house_result_values[] = { "lose", "half_back", NULL };
static const spec_type house_result_enum = { .kind = T_ENUM,
	.what = "what the house segment does to the bet", .values = house_result_values };
static const spec_field house_segment_fields[] = {
	{ "symbol", &spec_text, SPEC_REQUIRED, "the segment the rule names" },
	{ "result", &house_result_enum, SPEC_REQUIRED,
	  "lose: the stake is lost; half_back: half the stake is returned" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type house_segment_type = { .kind = T_MAP, .what = "house segment rule",
	.fields = house_segment_fields };
static const spec_type symbol_list = { .kind = T_LIST, .what = "list of symbols",
	.item = &spec_text, .min = 1 };
static const spec_field even_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the betting field's name" },
	{ "wins_on", &symbol_list, SPEC_REQUIRED, "the segment symbols it wins on" },
	{ "payout", &spec_ratio, SPEC_REQUIRED, "what a win pays, \"1:1\"" },
	{ "house_segment", &house_segment_type, 0,
	  "the plan's rule for the one segment that settles it otherwise" },
	{ "rtp", &spec_percent, 0, "the return to player the plan states, \"48.65%\"" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type even_type = { .kind = T_MAP, .what = "even-money bet",
	.fields = even_fields };
static const spec_type even_list = { .kind = T_LIST, .what = "list of even-money bets",
	.item = &even_type, .identity = "name" };

static const spec_field wheel_family_fields[] = {
	{ "wheel", &wheel_type, SPEC_REQUIRED, "the wheel's fields" },
	{ "bets", &bet_list, SPEC_REQUIRED, "the betting fields and their payouts" },
	{ "betting_fields", &spec_count, 0, "how many betting fields the plan says the layout has" },
	{ "even_money_bets", &even_list, 0,
	  "bets that win on several segments, with the plan's rule for one other" },
	{ NULL, NULL, 0, NULL }
};

const spec_family spec_family_wheel = { "wheel", wheel_family_fields,
	"money wheels: segments, betting fields, payouts" };
