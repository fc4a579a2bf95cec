/* SPDX-License-Identifier: Apache-2.0 */
/* schema_roulette.c - the plan format of single-zero roulette games. */
#include <stddef.h>

#include "schema.h"

static const spec_type pocket = { .kind = T_INT, .what = "roulette number 0-36",
	.min = 0, .max = 36 };
static const spec_type pocket_list = { .kind = T_LIST, .what = "list of numbers",
	.item = &pocket, .min = 1 };
static const spec_type pocket_sets = { .kind = T_LIST, .what = "list of number lists",
	.item = &pocket_list, .min = 1 };

static const spec_field wheel_fields[] = {
	{ "order", &pocket_list, SPEC_OPEN,
	  "the numbers in wheel order, from 0; unstated when the plan does not give it" },
	{ "red", &pocket_list, 0, "the red numbers, if the plan lists them" },
	{ "citation", &spec_citation, 0, "where the plan describes the wheel" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type wheel_type = { .kind = T_MAP, .what = "roulette wheel",
	.fields = wheel_fields };

static const char *const bet_types[] = { "straight", "split", "street", "corner",
	"six_line", "dozen", "column", "red", "black", "odd", "even", "low", "high",
	NULL };
static const spec_type bet_type_enum = { .kind = T_ENUM, .what = "roulette bet type",
	.values = bet_types };

static const spec_field bet_fields[] = {
	{ "type", &bet_type_enum, SPEC_REQUIRED, "which bet of the layout" },
	{ "name", &spec_text, 0, "the plan's name for the bet" },
	{ "payout", &spec_ratio, SPEC_REQUIRED, "what a winning bet pays, \"35:1\"" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the payout" },
	{ "sets", &pocket_sets, 0, "number sets the plan gives for this bet" },
	{ "citation", &spec_citation, 0, "where the plan states the bet" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type bet_type = { .kind = T_MAP, .what = "roulette bet",
	.fields = bet_fields };
static const spec_type bet_list = { .kind = T_LIST, .what = "list of roulette bets",
	.item = &bet_type, .identity = "type", .min = 1 };

static const char *const zero_values[] = { "lose", "half_back", "la_partage",
	"en_prison", "half_win", NULL };
static const spec_type zero_enum = { .kind = T_ENUM, .what = "even-chance zero rule",
	.values = zero_values };
static const spec_field zero_fields[] = {
	{ "id", &spec_text, SPEC_REQUIRED, "the plan's name for the variant (\"a\")" },
	{ "even_chances", &zero_enum, SPEC_REQUIRED, "what even chances get when 0 wins" },
	{ "citation", &spec_citation, 0, "where the plan states the variant" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type zero_type = { .kind = T_MAP, .what = "zero rule",
	.fields = zero_fields };
static const spec_type zero_list = { .kind = T_LIST, .what = "list of zero rules",
	.item = &zero_type, .identity = "id", .min = 1 };

static const char *const component_values[] = { "straight", "split", "street",
	"corner", "six_line", NULL };
static const spec_type component_enum = { .kind = T_ENUM, .what = "inside bet type",
	.values = component_values };
static const spec_type chips_type = { .kind = T_INT, .what = "chip count",
	.min = 1, .max = 1000 };
static const spec_field component_fields[] = {
	{ "bet", &component_enum, SPEC_REQUIRED, "the inside bet the chips go on" },
	{ "numbers", &pocket_list, SPEC_REQUIRED, "the numbers of that bet" },
	{ "chips", &chips_type, 0, "chips on it (default 1)" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type component_type = { .kind = T_MAP, .what = "announced-bet part",
	.fields = component_fields };
static const spec_type component_list = { .kind = T_LIST,
	.what = "list of announced-bet parts", .item = &component_type, .min = 1 };

static const spec_field example_fields[] = {
	{ "centre", &pocket, SPEC_REQUIRED, "the number called" },
	{ "numbers", &pocket_list, SPEC_REQUIRED, "the numbers the plan says are bet" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type example_type = { .kind = T_MAP, .what = "neighbours example",
	.fields = example_fields };
static const spec_type neighbours_type = { .kind = T_INT,
	.what = "neighbours on each side", .min = 1, .max = 18 };
static const spec_type sections_type = { .kind = T_INT,
	.what = "wheel sections", .min = 1, .max = 37 };

/* The result the plan states for one winning number of a call bet: chip
 * groups, "2 x 8:1" = {chips: 2, payout: "8:1"}. */
static const spec_field win_fields[] = {
	{ "chips", &chips_type, SPEC_REQUIRED, "how many chips win at the payout" },
	{ "payout", &spec_ratio, SPEC_REQUIRED, "the payout they win at, \"8:1\"" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type win_type = { .kind = T_MAP, .what = "chips at a payout",
	.fields = win_fields };
static const spec_type win_list = { .kind = T_LIST, .what = "list of chips at a payout",
	.item = &win_type, .min = 1 };
static const spec_field result_fields[] = {
	{ "number", &pocket, SPEC_REQUIRED, "the winning number" },
	{ "wins", &win_list, SPEC_REQUIRED,
	  "what the plan says it wins: chips at a payout, one item per payout (\"2 x 8:1\")" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type result_type = { .kind = T_MAP, .what = "call-bet result",
	.fields = result_fields };
static const spec_type result_list = { .kind = T_LIST, .what = "list of call-bet results",
	.item = &result_type, .identity = "number" };

static const spec_field announced_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the plan's name for the call bet" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ "chips", &chips_type, SPEC_REQUIRED, "the chip count the plan states" },
	{ "numbers", &chips_type, 0, "how many numbers the plan says it covers" },
	{ "sections", &sections_type, 0,
	  "in how many runs of consecutive wheel numbers the plan says they lie" },
	{ "components", &component_list, 0, "the inside bets that make it up" },
	{ "neighbours", &neighbours_type, 0,
	  "for a neighbours bet: numbers taken on each side of the one called" },
	{ "example", &example_type, 0, "for a neighbours bet: the plan's example" },
	{ "results", &result_list, 0,
	  "for a bet made of parts: what the plan says each winning number wins" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type announced_type = { .kind = T_MAP, .what = "announced bet",
	.fields = announced_fields };
static const spec_type announced_list = { .kind = T_LIST,
	.what = "list of announced bets", .item = &announced_type, .identity = "name" };

/* A roulette tournament (issue 28; seed 000's definitions of buy-in,
 * re-buy and re-entry for live games run as tournaments): the entry and
 * its fee, the fee ceiling as a share of the entry plus re-buys, the
 * re-buys, a forced bet per spin and the prize pool's shares.  Read by
 * checker/roulette/roulette_tournament.c (PP-RTOUR-001 to -003). */
static const spec_type positive_amount = { .kind = T_MONEY, .what = "amount above zero",
	.min = 1 };
static const spec_type times_type = { .kind = T_INT, .what = "number of re-buys",
	.min = 1, .max = 1000 };
static const spec_type spins_type = { .kind = T_INT, .what = "number of spins",
	.min = 1, .max = 100000 };
static const spec_type place_type = { .kind = T_INT, .what = "finishing place",
	.min = 1, .max = 10000 };
static const char *const fee_pays[] = { "fee", "fee_share", NULL };
static const spec_field rebuy_fields[] = {
	{ "amount", &positive_amount, SPEC_REQUIRED, "what one re-buy adds to the prize pool" },
	{ "fee", &spec_money, 0, "the fee charged with each re-buy, as an amount" },
	{ "fee_share", &spec_percent, 0, "or as a share of the re-buy's amount" },
	{ "max", &times_type, 0, "the most re-buys a player may make (\"1x, 2x\")" },
	{ "unlimited", &spec_bool, 0, "true when the plan allows any number of re-buys" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type rebuy_type = { .kind = T_MAP, .what = "tournament re-buy",
	.fields = rebuy_fields, .one_of = fee_pays };
static const spec_field ceiling_fields[] = {
	{ "percent", &spec_percent, SPEC_REQUIRED,
	  "the most the fees may be, as a share of the entry plus every re-buy's amount" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type ceiling_type = { .kind = T_MAP, .what = "fee ceiling",
	.fields = ceiling_fields };
static const spec_field forced_fields[] = {
	{ "stake", &spec_money, SPEC_REQUIRED, "the bet a player must place on every spin" },
	{ "spins", &spins_type, SPEC_REQUIRED, "the spins of the tournament it is forced on" },
	{ "bet", &bet_type_enum, 0, "the bet type it must go on, if the plan names one" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type forced_type = { .kind = T_MAP, .what = "forced bet",
	.fields = forced_fields };
static const spec_field prize_fields[] = {
	{ "place", &place_type, SPEC_REQUIRED, "the finishing place" },
	{ "percent", &spec_percent, SPEC_REQUIRED, "its share of the prize pool" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type prize_type = { .kind = T_MAP, .what = "prize share",
	.fields = prize_fields };
static const spec_type prize_list = { .kind = T_LIST, .what = "list of prize shares",
	.item = &prize_type, .identity = "place", .min = 1 };
static const spec_field tournament_fields[] = {
	{ "currency", &spec_text, SPEC_REQUIRED, "the currency of the entry and the stakes" },
	{ "entry", &positive_amount, SPEC_REQUIRED, "the buy-in: what goes to the prize pool" },
	{ "fee", &spec_money, 0, "the registration fee, as an amount" },
	{ "fee_share", &spec_percent, 0, "or as a share of the entry" },
	{ "fee_ceiling", &ceiling_type, 0, "the most the fees may be" },
	{ "rebuys", &rebuy_type, 0, "the re-buys a player may make" },
	{ "forced_bet", &forced_type, 0, "a bet the player must place on every spin" },
	{ "prizes", &prize_list, 0, "the prize pool's shares by finishing place" },
	{ "citation", &spec_citation, 0, "where the plan states the tournament" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type tournament_type = { .kind = T_MAP, .what = "roulette tournament",
	.fields = tournament_fields, .one_of = fee_pays };

static const spec_field roulette_fields[] = {
	{ "wheel", &wheel_type, SPEC_REQUIRED, "the wheel" },
	{ "bets", &bet_list, SPEC_REQUIRED, "the layout bets and their payouts" },
	{ "zero_rules", &zero_list, 0, "what even chances get when 0 wins" },
	{ "announced_bets", &announced_list, 0, "call bets" },
	{ "tournament", &tournament_type, 0, "the game run as a tournament" },
	{ NULL, NULL, 0, NULL }
};

const spec_family spec_family_roulette = { "roulette", roulette_fields,
	"single-zero roulette: wheel, layout bets, zero rules, call bets" };
