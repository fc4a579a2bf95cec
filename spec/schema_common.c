/* SPDX-License-Identifier: Apache-2.0 */
/* schema_common.c - the parts of the plan format every plan and game share:
 * plan metadata, currencies, the game list, limits and the max-win basis. */
#include <stddef.h>

#include "policy.h"
#include "schema.h"

const spec_type spec_text = { .kind = T_TEXT, .what = "text" };
const spec_type spec_int = { .kind = T_INT, .what = "whole number", .max = 1000000000 };
const spec_type spec_count = { .kind = T_INT, .what = "count", .min = 1, .max = 1000000000 };
const spec_type spec_bool = { .kind = T_BOOL, .what = "true or false" };
const spec_type spec_ratio = { .kind = T_RATIO, .what = "ratio such as \"35:1\"" };
const spec_type spec_percent = { .kind = T_PERCENT, .what = "percentage such as \"5%\"" };
const spec_type spec_money = { .kind = T_MONEY, .what = "amount such as \"0.50\"" };
/* A chip value or a rounding step: amounts are divided by it. */
const spec_type spec_chip = { .kind = T_MONEY, .what = "chip value above zero", .min = 1 };
const spec_type spec_decimal = { .kind = T_DECIMAL, .what = "decimal such as \"2.5\"" };
const spec_type spec_date = { .kind = T_DATE, .what = "date \"YYYY-MM-DD\"" };
const spec_type spec_citation = { .kind = T_TEXT, .what = "plan article such as \"10.1 §5\"" };
const spec_type spec_text_list = { .kind = T_LIST, .what = "list of texts", .item = &spec_text };
const spec_type spec_number_list = { .kind = T_LIST, .what = "list of whole numbers",
	.item = &spec_int };

static const spec_field payout_words_fields[] = {
	{ "quote", &spec_text, SPEC_REQUIRED, "the plan's words stating the win" },
	{ "net_multiple", &spec_decimal, 0,
	  "the net win, in stakes, that the words state (\"7\" for seven times)" },
	{ "net_percent", &spec_percent, 0,
	  "the net win as the percentage of the stake the words state "
	  "(\"100%\" for \"100 % of the original stake\")" },
	{ NULL, NULL, 0, NULL }
};
static const char *const payout_words_one_of[] = { "net_multiple", "net_percent", NULL };
const spec_type spec_payout_words = { .kind = T_MAP, .what = "payout words",
	.fields = payout_words_fields, .one_of = payout_words_one_of };

static const spec_field plan_meta_fields[] = {
	{ "id", &spec_text, SPEC_REQUIRED, "a short stable name for the plan" },
	{ "title", &spec_text, 0, "the plan's title" },
	{ "operator", &spec_text, SPEC_OPEN, "the operator submitting the plan" },
	{ "jurisdiction", &spec_text, SPEC_OPEN, "where the plan is submitted (\"CZ\")" },
	{ "legal_basis", &spec_text_list, 0, "laws and decrees the plan cites" },
	{ "version", &spec_text, 0, "the plan's version as the operator names it" },
	{ "date", &spec_date, 0, "the date of this version" },
	{ "language", &spec_text, 0, "the language of the plan text (\"cs\")" },
	{ "source", &spec_text, 0, "the document this spec encodes" },
	{ "citation", &spec_citation, 0, "where the plan's general part is" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type plan_meta_type = { .kind = T_MAP, .what = "plan metadata",
	.fields = plan_meta_fields };

static const spec_type chip_list = { .kind = T_LIST, .what = "list of chip values",
	.item = &spec_chip, .min = 1 };

static const spec_field currency_fields[] = {
	{ "code", &spec_text, SPEC_REQUIRED, "ISO 4217 code (\"CZK\")" },
	{ "name", &spec_text, 0, "the name the plan uses" },
	{ "smallest_chip", &spec_chip, 0, "the smallest chip value in play" },
	{ "chips", &chip_list, 0, "the chip values in play" },
	{ "citation", &spec_citation, 0, "where the plan states the currency" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type currency_type = { .kind = T_MAP, .what = "currency",
	.fields = currency_fields };
/* At most 64 currencies: every game states a limits row per currency
 * (PP-PLAN-004) and every currency pairs with the first (PP-PLAN-005), so
 * the findings grow as currencies times games; 20,000 currencies and 300
 * games ran past 2 minutes and 1.3 GB (bench/scale/README.md). */
static const spec_type currency_list = { .kind = T_LIST, .what = "list of currencies",
	.item = &currency_type, .identity = "code", .min = 1, .max = 64 };

static const char *const basis_values[] = { "gross", "net", "unstated", NULL };
static const spec_type basis_type = { .kind = T_ENUM, .what = "max-win basis",
	.values = basis_values };
static const char *const scope_values[] = { "bet", "hand", "box", "round", "game", "player",
	"unstated", NULL };
static const spec_type scope_type = { .kind = T_ENUM, .what = "max-win scope",
	.values = scope_values };

static const char *const side_bets_values[] = { "included", "excluded", "unstated", NULL };
static const spec_type side_bets_type = { .kind = T_ENUM, .what = "side bets in the max win",
	.values = side_bets_values };

static const spec_field max_win_fields[] = {
	{ "basis", &basis_type, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "gross (stake returned included), net, or unstated by the plan (PP-MAXWIN-002)" },
	{ "scope", &scope_type, 0,
	  "what one figure covers: bet, hand, box, round (game: the same), player, or unstated" },
	{ "side_bets", &side_bets_type, 0,
	  "whether side bets count towards the figure: included, excluded or unstated" },
	{ "cap", &spec_bool, SPEC_UNSTATED_VALUE,
	  "true if the plan caps payment at the figure (wins above it are cut to it); "
	  "unstated when the plan does not say whether the figure caps payment or is the "
	  "largest win (PP-MAXWIN-001 judges both)" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type max_win_type = { .kind = T_MAP, .what = "max-win convention",
	.fields = max_win_fields };

/* The plan-wide convention: what a plan defines once for all its games
 * ("the player wins N times the stake plus the stake").  Only the basis:
 * scope and side bets are read per game.  A game inherits it unless its
 * own `max_win.basis` says gross or net (checker/core/maxwin.c). */
static const spec_field plan_max_win_fields[] = {
	{ "basis", &basis_type, 0,
	  "gross (stake returned included) or net, for every game that states no basis of its own" },
	{ "citation", &spec_citation, 0, "where the plan defines it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type plan_max_win_type = { .kind = T_MAP,
	.what = "plan-wide max-win convention", .fields = plan_max_win_fields };

/* A limit stated as a multiple of another figure ("the maximum is ten
 * times the minimum", "the bonus may not exceed the ante"): the checker
 * resolves it exactly where the other figure is known (checker/core/
 * common.c) and reports it as open where it is not. */
static const spec_type times_type = { .kind = T_DECIMAL, .what = "multiple above zero such as \"10\"",
	.min = 1 };
static const char *const relative_of_values[] = { "min_bet", NULL };
static const spec_type relative_of_type = { .kind = T_ENUM, .what = "figure of the row",
	.values = relative_of_values };
static const spec_field row_relative_fields[] = {
	{ "times", &times_type, SPEC_REQUIRED, "the multiple (\"10\" for ten times)" },
	{ "of", &relative_of_type, SPEC_REQUIRED,
	  "the figure of the row it multiplies: `min_bet` (left out of the row when the casino "
	  "fixes it elsewhere)" },
	{ "citation", &spec_citation, 0, "where the plan states the relation" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type row_relative_type = { .kind = T_MAP, .what = "relative maximum bet",
	.fields = row_relative_fields };
static const spec_field bet_relative_fields[] = {
	{ "times", &times_type, SPEC_REQUIRED, "the multiple (\"1\" for \"may not exceed\")" },
	{ "of_bet", &spec_text, SPEC_REQUIRED,
	  "the bet whose stake it multiplies, by its name in the game (a roulette bet: its type)" },
	{ "citation", &spec_citation, 0, "where the plan states the relation" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type bet_relative_type = { .kind = T_MAP, .what = "relative bet cap",
	.fields = bet_relative_fields };

static const spec_field bet_limit_fields[] = {
	{ "bet", &spec_text, SPEC_REQUIRED,
	  "the bet the limits are for: its name (a roulette bet: its type) in the game" },
	{ "min_bet", &spec_money, 0, "minimum stake on the bet" },
	{ "max_bet", &spec_money, 0, "maximum stake on the bet" },
	{ "max_bet_relative", &bet_relative_type, 0,
	  "the stake capped relative to another bet's: `{times, of_bet}` (\"may not exceed the "
	  "ante\": times \"1\", of_bet the ante)" },
	{ "citation", &spec_citation, 0, "where the plan states them" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type bet_limit_type = { .kind = T_MAP, .what = "bet limits",
	.fields = bet_limit_fields };
static const spec_type bet_limit_list = { .kind = T_LIST, .what = "list of bet limits",
	.item = &bet_limit_type, .identity = "bet", .min = 1 };

static const spec_field limit_fields[] = {
	{ "currency", &spec_text, SPEC_REQUIRED, "currency code of this row" },
	{ "level", &spec_text, 0,
	  "the table level of the row (\"1\", \"VIP\"), where the plan prints several per currency" },
	{ "min_bet", &spec_money, 0, "minimum stake" },
	{ "max_bet", &spec_money, 0, "maximum stake" },
	{ "max_bet_relative", &row_relative_type, 0,
	  "the maximum stake as a multiple of the minimum: `{times, of: min_bet}`" },
	{ "max_win", &spec_money, 0, "declared maximum win" },
	{ "bets", &bet_limit_list, 0,
	  "limits of their own for single bets (bet types, side bets) at this row" },
	{ "citation", &spec_citation, 0, "where the plan states the row" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type limit_type = { .kind = T_MAP, .what = "limits row",
	.fields = limit_fields };
static const spec_type limit_list = { .kind = T_LIST, .what = "list of limits rows",
	.item = &limit_type, .identity = "currency", .identity2 = "level" };

static const spec_field interpretation_fields[] = {
	{ "text", &spec_text, SPEC_REQUIRED, "how the encoder read an unclear passage" },
	{ "citation", &spec_citation, 0, "the passage" },
	{ "open", &spec_bool, 0,
	  "true: the passage itself leaves the rule unsettled, reported as an open rule; "
	  "false: a clear passage, the reading records how it was encoded; absent (older "
	  "plans): judged from the reading's words" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type interpretation_type = { .kind = T_MAP, .what = "interpretation",
	.fields = interpretation_fields };
static const spec_type interpretation_list = { .kind = T_LIST,
	.what = "list of interpretations", .item = &interpretation_type };

/* A statement that the operator may void a game ("the management may
 * declare a game void when ..."): recorded, reported (PP-SOFT-003), never
 * computed with. */
static const spec_field may_void_fields[] = {
	{ "text", &spec_text, SPEC_REQUIRED, "the statement, as the plan words it" },
	{ "when", &spec_text, 0, "the circumstances it names, if any" },
	{ "citation", &spec_citation, 0, "the passage" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type may_void_type = { .kind = T_MAP, .what = "statement that a game may "
	"be voided", .fields = may_void_fields };
static const spec_type may_void_list = { .kind = T_LIST,
	.what = "list of statements that a game may be voided", .item = &may_void_type };

/* An aggregate payout limit stated as a formula ("$50,000 or the most one
 * player could win in a round betting the minimum, whichever is greater"):
 * a game's `aggregate_max_payout`, and the `limit` of a policy's
 * `aggregate_max_payouts` entry (spec/policy.c).  The checker
 * (checker/core/aggregate.c) computes the other term with the family's
 * max-win engine and holds the paytable at the maximum bets to it. */
static const char *const aggregate_or_values[] = { "most_at_min_bet", NULL };
static const spec_type aggregate_or_type = { .kind = T_ENUM,
	.what = "second term of an aggregate payout limit", .values = aggregate_or_values };
static const char *const aggregate_take_values[] = { "greater", "lesser", NULL };
static const spec_type aggregate_take_type = { .kind = T_ENUM,
	.what = "which term of an aggregate payout limit applies",
	.values = aggregate_take_values };
static const char *const aggregate_per_values[] = { "player", "hand", "round", "table", NULL };
static const spec_type aggregate_per_type = { .kind = T_ENUM,
	.what = "what an aggregate payout limit applies to", .values = aggregate_per_values };
static const spec_type aggregate_per_list = { .kind = T_LIST,
	.what = "list of what the limit applies to", .item = &aggregate_per_type, .min = 1 };
static const char *const aggregate_basis_values[] = { "net", "gross", NULL };
static const spec_type aggregate_basis_type = { .kind = T_ENUM,
	.what = "payout basis", .values = aggregate_basis_values };
static const spec_field aggregate_fields[] = {
	{ "amount", &spec_money, SPEC_REQUIRED, "the fixed term of the limit (\"50000\")" },
	{ "currency", &spec_text, SPEC_REQUIRED,
	  "the currency of the amount; the limit applies to the game's limits rows in it" },
	{ "or", &aggregate_or_type, 0,
	  "the computed term: most_at_min_bet (the most one player can win in a round "
	  "betting the minimum)" },
	{ "take", &aggregate_take_type, 0,
	  "with `or`: greater (\"whichever is greater\") or lesser of the two terms" },
	{ "per", &aggregate_per_list, 0,
	  "what the limit applies to, as the text says: player, hand, round, table" },
	{ "basis", &aggregate_basis_type, 0,
	  "whether a payout counts the returned stake: net (the default) or gross" },
	{ "citation", &spec_citation, 0, "where the text states the limit" },
	{ NULL, NULL, 0, NULL }
};
const spec_type spec_aggregate_payout = { .kind = T_MAP, .what = "aggregate payout limit",
	.fields = aggregate_fields };

const spec_field spec_game_fields[] = {
	{ "id", &spec_text, SPEC_REQUIRED, "a short stable name for the game" },
	{ "name", &spec_text, SPEC_REQUIRED, "the game's name in the plan" },
	{ "family", &spec_text, SPEC_REQUIRED, "which rules engine checks the game" },
	{ "citation", &spec_citation, SPEC_REQUIRED, "the plan article of the game" },
	{ "notes", &spec_text, 0, "free text" },
	{ "interpretations", &interpretation_list, 0,
	  "unclear passages and how the spec reads them" },
	{ "max_win", &max_win_type, 0, "what the declared maximum wins mean" },
	{ "limits", &limit_list, 0, "the parameters table: limits per currency and table level" },
	{ "payout_floor", &spec_bool, 0,
	  "true where the document states the game's paytables as minimums (\"pays no less "
	  "than\"): every figure computed from them is the least the game pays" },
	{ "aggregate_max_payout", &spec_aggregate_payout, 0,
	  "the most the game pays one player, as a formula: `{amount, currency, or, take, per}`" },
	{ "may_void", &may_void_list, 0,
	  "statements that the operator may void a game: `{text, when, citation}`" },
	{ "not_encoded", &spec_not_encoded_list, 0,
	  "passages of the game's document lines deliberately not encoded, each with a reason" },
	{ NULL, NULL, 0, NULL }
};

static const spec_type game_type = { .kind = T_GAME, .what = "game" };
static const spec_type game_list = { .kind = T_LIST, .what = "list of games",
	.item = &game_type, .identity = "id", .min = 1 };
static const spec_type format_version = { .kind = T_INT, .what = "format version",
	.min = 1, .max = SPEC_FORMAT_VERSION };

static const spec_field plan_fields[] = {
	{ "planproof", &format_version, SPEC_REQUIRED,
	  "the format version: 2 (files of version 1 still load; `planproof migrate` upgrades them)" },
	{ "plan", &plan_meta_type, SPEC_REQUIRED, "who submits which plan" },
	{ "currencies", &currency_list, 0,
	  "the currencies of play; absent when the plan names no amount of money" },
	{ "games", &game_list, SPEC_REQUIRED, "the games of the plan" },
	{ "sources", &spec_source_list, 0,
	  "the documents the plan encodes: `{id, path, sha256}`; anchors quote them" },
	{ "max_win", &plan_max_win_type, 0,
	  "the max-win convention the plan defines once for all games: `{basis, citation}`" },
	{ NULL, NULL, 0, NULL }
};
const spec_type spec_plan_type = { .kind = T_MAP, .what = "plan", .fields = plan_fields };
