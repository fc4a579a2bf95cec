/* SPDX-License-Identifier: Apache-2.0 */
/* schema_poker_room.c - the plan format of a poker room, where players play
 * each other and the house takes a fee: cash-game rake (percentage, rounding,
 * caps per blind level, time collection), bad-beat jackpot share tables, the
 * variants dealt and their decks, and the tournament registration fee. */
#include <stddef.h>

#include "schema.h"

/* The forms spec/schema_poker_room_betting.c holds. */
extern const spec_type spec_room_max_bet, spec_room_limit_examples, spec_room_mixed_list,
	spec_room_mix_max, spec_room_house_rules;

/* How a plan states a rate: an exact rate, a ceiling, a floor, or a soft
 * figure ("usually") that is reported, never failed. */
static const char *const bound_values[] = { "exactly", "at_most", "at_least", "usually", NULL };
static const spec_type bound_enum = { .kind = T_ENUM, .what = "bound",
	.values = bound_values };

static const spec_type players_type = { .kind = T_INT, .what = "number of players",
	.min = 1, .max = 23 };
static const spec_type cards_type = { .kind = T_INT, .what = "number of cards",
	.min = 0, .max = 52 };
static const spec_type deck_type = { .kind = T_INT, .what = "cards in the deck",
	.min = 1, .max = 104 };
static const spec_type minutes_type = { .kind = T_INT, .what = "minutes",
	.min = 1, .max = 1440 };
static const spec_type money_list = { .kind = T_LIST, .what = "list of amounts",
	.item = &spec_money, .min = 1 };

/* "One unit per full N": the rake is unit x floor(pot / N). */
static const spec_field rounding_fields[] = {
	{ "unit", &spec_chip, SPEC_REQUIRED, "what each full step of the pot pays (\"1\")" },
	{ "per_full", &spec_chip, SPEC_REQUIRED, "the step of the pot (\"20\": per full 20)" },
	{ "citation", &spec_citation, 0, "where the plan states the rounding" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type rounding_type = { .kind = T_MAP, .what = "rake rounding",
	.fields = rounding_fields };

static const spec_field example_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the example's name (\"Esim. 1\")" },
	{ "pots", &money_list, SPEC_REQUIRED, "the pots in order of formation, main pot first" },
	{ "rake", &spec_money, SPEC_REQUIRED, "the total rake the plan states" },
	{ "rake_per_pot", &money_list, 0, "what the plan says each pot pays, in the same order" },
	{ "citation", &spec_citation, 0, "where the plan gives the example" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type example_type = { .kind = T_MAP, .what = "rake example",
	.fields = example_fields };
static const spec_type example_list = { .kind = T_LIST, .what = "list of rake examples",
	.item = &example_type, .identity = "name" };

static const spec_field rule_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the rule's name (\"5 %\")" },
	{ "currency", &spec_text, SPEC_REQUIRED, "currency code" },
	{ "percent", &spec_percent, SPEC_REQUIRED, "the share of the pot (\"5%\")" },
	{ "bound", &bound_enum, 0,
	  "how the plan states the rate: exactly, at_most (a ceiling), at_least, usually" },
	{ "rounding", &rounding_type, 0, "how the rake is rounded; absent when the plan does not say" },
	{ "cap", &spec_money, 0, "the most one deal pays, if the plan states a figure" },
	{ "examples", &example_list, 0, "the plan's worked examples" },
	{ "citation", &spec_citation, 0, "where the plan states the rule" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type rule_type = { .kind = T_MAP, .what = "rake rule",
	.fields = rule_fields };
static const spec_type rule_list = { .kind = T_LIST, .what = "list of rake rules",
	.item = &rule_type, .identity = "name" };

static const spec_field cap_fields[] = {
	{ "players", &spec_text, SPEC_REQUIRED, "the players bracket as the plan names it (\"2-4\")" },
	{ "percent", &spec_percent, SPEC_REQUIRED, "the rake percentage" },
	{ "cap", &spec_money, SPEC_REQUIRED, "the most one deal pays" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type cap_type = { .kind = T_MAP, .what = "rake cap", .fields = cap_fields };
/* Players brackets are a handful ("2-4", "5+"); the bound keeps the
 * per-bracket pass over the levels small whatever a hostile file holds. */
static const spec_type cap_list = { .kind = T_LIST, .what = "list of rake caps, fewest players first",
	.item = &cap_type, .identity = "players", .min = 1, .max = 23 };

static const spec_field time_fields[] = {
	{ "minutes", &minutes_type, SPEC_REQUIRED, "the period" },
	{ "fee", &spec_money, SPEC_REQUIRED, "what each player pays per period" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type time_type = { .kind = T_MAP, .what = "time collection",
	.fields = time_fields };

static const spec_field level_fields[] = {
	{ "blinds", &spec_text, SPEC_REQUIRED, "the level as the plan writes it (\"€1 / €3\")" },
	{ "small_blind", &spec_money, SPEC_REQUIRED, "the small blind" },
	{ "big_blind", &spec_money, SPEC_REQUIRED, "the big blind" },
	{ "caps", &cap_list, SPEC_REQUIRED, "percentage and cap per players bracket" },
	{ "time_collection", &time_type, 0, "the time fee of the level" },
	{ "citation", &spec_citation, 0, "where the plan states the level" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type level_type = { .kind = T_MAP, .what = "blind level",
	.fields = level_fields };
static const spec_type level_list = { .kind = T_LIST, .what = "list of blind levels, lowest first",
	.item = &level_type, .identity = "blinds", .min = 1 };

static const spec_field table_fields[] = {
	{ "currency", &spec_text, SPEC_REQUIRED, "currency code" },
	{ "rounding", &rounding_type, 0, "how the rake is rounded; absent when the plan does not say" },
	{ "levels", &level_list, SPEC_REQUIRED, "the blind levels" },
	{ "citation", &spec_citation, 0, "where the plan states the table" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type table_type = { .kind = T_MAP, .what = "rake table",
	.fields = table_fields };
static const spec_type table_list = { .kind = T_LIST, .what = "list of rake tables",
	.item = &table_type, .identity = "currency" };

static const spec_type time_list = { .kind = T_LIST, .what = "list of time fees",
	.item = &time_type, .min = 1 };
static const spec_field collection_fields[] = {
	{ "currency", &spec_text, SPEC_REQUIRED, "currency code" },
	{ "per_deal", &spec_money, 0, "what each qualifying deal pays into the jackpot" },
	{ "min_players", &players_type, 0, "the fewest players a deal needs to pay it" },
	{ "hourly", &time_list, 0, "time-based alternatives, which should cost the same per hour" },
	{ "citation", &spec_citation, 0, "where the plan states the collection" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type collection_type = { .kind = T_MAP, .what = "jackpot collection",
	.fields = collection_fields };

/* Shares are texts: a decimal as printed ("9.333") or "x" for nobody. */
static const spec_field row_fields[] = {
	{ "players", &players_type, SPEC_REQUIRED, "players at the table" },
	{ "losers", &cards_type, SPEC_REQUIRED, "how many players lose with a qualifying hand" },
	{ "winners", &cards_type, SPEC_REQUIRED, "how many players win the deal" },
	{ "loser_share", &spec_text, SPEC_REQUIRED, "% of the jackpot per loser, or \"x\"" },
	{ "winner_share", &spec_text, SPEC_REQUIRED, "% of the jackpot per winner, or \"x\"" },
	{ "other_share", &spec_text, SPEC_REQUIRED, "% per other player, or \"x\"" },
	{ "citation", &spec_citation, 0, "where the plan prints the row" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type row_type = { .kind = T_MAP, .what = "jackpot share row",
	.fields = row_fields };
static const spec_type row_list = { .kind = T_LIST, .what = "list of jackpot share rows",
	.item = &row_type, .min = 1 };

static const spec_field cross_fields[] = {
	{ "players_min", &players_type, SPEC_REQUIRED, "the fewest players the table is for" },
	{ "players_max", &players_type, SPEC_REQUIRED, "the most players the table is for" },
	{ "loser_shares", &spec_text_list, SPEC_REQUIRED,
	  "% per loser when there are 1, 2, ... losers" },
	{ "winner_shares", &spec_text_list, SPEC_REQUIRED,
	  "% per winner when there are 1, 2, ... winners" },
	{ "other_share", &spec_text, SPEC_REQUIRED, "% per other player" },
	{ "citation", &spec_citation, 0, "where the plan prints the table" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type cross_type = { .kind = T_MAP,
	.what = "jackpot share table read both ways", .fields = cross_fields };

static const spec_field range_fields[] = {
	{ "min", &spec_percent, SPEC_REQUIRED, "the smallest total the plan states" },
	{ "max", &spec_percent, SPEC_REQUIRED, "the largest total the plan states" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type range_type = { .kind = T_MAP, .what = "range of totals",
	.fields = range_fields };

static const spec_field jackpot_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the category's name" },
	{ "total", &spec_percent, 0, "the share of the jackpot every row pays out" },
	{ "total_range", &range_type, 0, "the range the totals lie in, if the plan gives one" },
	{ "rows", &row_list, 0, "the share table row by row, as printed" },
	{ "cross_table", &cross_type, 0, "a table of shares by role count, read both ways" },
	{ "citation", &spec_citation, 0, "where the plan states the category" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type jackpot_type = { .kind = T_MAP, .what = "jackpot category",
	.fields = jackpot_fields };
static const spec_type jackpot_list = { .kind = T_LIST, .what = "list of jackpot categories",
	.item = &jackpot_type, .identity = "name" };


/* A purchase on top of the entry: re-buys (up to `max` of them) and the
 * add-on, each with its prize-pool part and its fee. */
static const spec_type count_type = { .kind = T_INT, .what = "number", .min = 0, .max = 1000 };
static const spec_field purchase_fields[] = {
	{ "max", &count_type, 0, "the most a player may buy (1 when absent)" },
	{ "buy_in", &spec_money, SPEC_REQUIRED, "what goes to the prize pool" },
	{ "fee", &spec_money, SPEC_REQUIRED, "the fee charged with it" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type purchase_type = { .kind = T_MAP, .what = "re-buy or add-on",
	.fields = purchase_fields };
static const spec_field entry_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the tournament or example" },
	{ "buy_in", &spec_money, SPEC_REQUIRED, "what goes to the prize pool" },
	{ "fee", &spec_money, SPEC_REQUIRED, "the registration fee (the house's share)" },
	{ "rebuys", &purchase_type, 0, "the re-buys a player may make" },
	{ "add_on", &purchase_type, 0, "the add-on" },
	{ "bounty", &spec_money, 0, "the part of the buy-in paid as bounties" },
	{ "satellite_for", &spec_text, 0, "the tournament whose seats a satellite awards" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type entry_type = { .kind = T_MAP, .what = "tournament entry",
	.fields = entry_fields };
static const spec_type entry_list = { .kind = T_LIST, .what = "list of tournament entries",
	.item = &entry_type, .identity = "name" };

static const char *const of_values[] = { "entry", "buy_in", NULL };
static const spec_type of_enum = { .kind = T_ENUM, .what = "what a fee is a share of",
	.values = of_values };
static const spec_field fee_bound_fields[] = {
	{ "bound", &bound_enum, SPEC_REQUIRED, "exactly, at_most, at_least or usually" },
	{ "percent", &spec_percent, SPEC_REQUIRED, "the rate (\"10%\")" },
	{ "of", &of_enum, SPEC_REQUIRED,
	  "entry (buy-in + fee, re-buys and add-ons included) or buy_in" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type fee_bound_type = { .kind = T_MAP, .what = "fee bound",
	.fields = fee_bound_fields };

/* Bounties: a fixed part of each buy-in (an entry's `bounty`) or a share
 * of it, and the part of a progressive bounty added to the winner's own. */
static const spec_field share_fields[] = {
	{ "percent", &spec_percent, SPEC_REQUIRED, "the share" },
	{ "bound", &bound_enum, 0, "exactly (as when absent), at_most, at_least or usually" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type share_type = { .kind = T_MAP, .what = "share", .fields = share_fields };
static const spec_field bounty_fields[] = {
	{ "share", &share_type, 0, "the share of each buy-in paid as bounties" },
	{ "progressive_share", &share_type, 0,
	  "the share of a knocked-out player's bounty added to the winner's own" },
	{ "citation", &spec_citation, 0, "where the plan states the bounty" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type bounty_type = { .kind = T_MAP, .what = "bounty rule",
	.fields = bounty_fields };
static const spec_field set_aside_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "what the part is set aside for" },
	{ "percent", &spec_percent, SPEC_REQUIRED, "its share of the prize pool" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type set_aside_type = { .kind = T_MAP, .what = "prize-pool set-aside",
	.fields = set_aside_fields };
static const spec_type set_aside_list = { .kind = T_LIST, .what = "list of set-asides",
	.item = &set_aside_type, .identity = "name", .max = 64 };
static const spec_field table_size_fields[] = {
	{ "min", &players_type, SPEC_REQUIRED, "the fewest players seated at a table" },
	{ "max", &players_type, SPEC_REQUIRED, "the most players seated at a table" },
	{ "break_at_most", &players_type, 0, "a table is broken up at this many players or fewer" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type table_size_type = { .kind = T_MAP, .what = "players per table",
	.fields = table_size_fields };
static const spec_field late_fields[] = {
	{ "levels", &count_type, 0, "registration stays open for this many blind levels" },
	{ "minutes", &minutes_type, 0, "or for this many minutes" },
	{ "re_entries", &count_type, 0, "the most re-entries a player may make" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type late_type = { .kind = T_MAP, .what = "late registration and re-entry",
	.fields = late_fields };

static const spec_field tournament_fields[] = {
	{ "bounty", &bounty_type, 0, "bounty and knock-out prizes" },
	{ "set_asides", &set_aside_list, 0, "parts of the prize pool set aside" },
	{ "players_per_table", &table_size_type, 0, "players seated at a tournament table" },
	{ "late_registration", &late_type, 0, "late registration and re-entry" },
	{ "mix_max", &spec_room_mix_max, 0, "table sizes of a tournament whose tables shrink" },

	{ "fee_min", &spec_percent, 0,
	  "the least registration fee, as a share of all entries (fee_bound at_least of entry)" },
	{ "fee_bound", &fee_bound_type, 0, "the registration fee as the plan bounds it" },
	{ "entries", &entry_list, 0, "stated buy-in and fee pairs" },
	{ "citation", &spec_citation, 0, "where the plan states the tournament fee" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type tournament_type = { .kind = T_MAP, .what = "tournament fees",
	.fields = tournament_fields };

/* The house rules of play (minimum raise, all-in, piecewise conditions,
 * odd chip, straddle, dead button, chip race): each key is a rule the
 * document may leave open (`unstated`), never a default. */
static const char *const basis_values[] = { "last_two_bets", "largest_raise", NULL };
static const spec_type basis_enum = { .kind = T_ENUM, .what = "minimum-raise basis",
	.values = basis_values };
static const spec_type times_type = { .kind = T_INT, .what = "multiple of the previous bet",
	.min = 1, .max = 100 };
static const spec_field min_raise_fields[] = {
	{ "basis", &basis_enum, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "last_two_bets (at least the difference between the last two bets, an all-in "
	  "counted) or largest_raise (at least the largest full raise of the round)" },
	{ "previous_bet_times", &times_type, 0,
	  "a raise reaches at least this multiple of the previous bet (2: \"double the previous bet\")" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type min_raise_type = { .kind = T_MAP, .what = "minimum-raise rule",
	.fields = min_raise_fields };

static const char *const reopen_values[] = { "full_raise", "twice_bet", "twice_raise", NULL };
static const spec_type reopen_enum = { .kind = T_ENUM, .what = "all-in reopening threshold",
	.values = reopen_values };
static const spec_type reopen_list = { .kind = T_LIST, .what = "list of other readings",
	.item = &reopen_enum, .max = 3 };
static const char *const lasts_values[] = { "rest_of_round", "until_full_raise", NULL };
static const spec_type lasts_enum = { .kind = T_ENUM, .what = "how long a limit lasts",
	.values = lasts_values };
static const spec_field all_in_fields[] = {
	{ "reopens_at", &reopen_enum, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "the smallest all-in that lets players who already acted raise again: full_raise "
	  "(a full raise under the minimum-raise rule), twice_bet (a total of twice the bet "
	  "it raises), twice_raise (a raise of twice the last raise)" },
	{ "readings", &reopen_list, 0, "other readings of the same text, each also checked" },
	{ "limit_lasts", &lasts_enum, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "rest_of_round (those limited to calling stay limited) or until_full_raise" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type all_in_type = { .kind = T_MAP, .what = "all-in rule",
	.fields = all_in_fields };
/* A worked example the plan prints: the bets in order, perhaps a short
 * all-in after them, and the figures the plan states for it. */
static const spec_field bet_example_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the example's name" },
	{ "bets", &money_list, SPEC_REQUIRED,
	  "the totals bet in order, opening bet first, each a full bet or raise" },
	{ "all_in", &spec_money, 0, "an all-in to this total after them" },
	{ "full_raise_to", &spec_money, 0, "what the plan says a full raise had to reach" },
	{ "min_raise_to", &spec_money, 0, "the least raise the plan gives the next player" },
	{ "earlier_may_raise", &spec_bool, 0,
	  "whether the plan lets those who bet before the all-in raise again" },
	{ "citation", &spec_citation, 0, "where the plan gives the example" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type bet_example_type = { .kind = T_MAP, .what = "betting example",
	.fields = bet_example_fields };
static const spec_type bet_example_list = { .kind = T_LIST, .what = "list of betting examples",
	.item = &bet_example_type, .identity = "name", .max = 64 };

/* The betting structure of a variant, or of the room as the default every
 * variant inherits (key by key): the limit, the blinds' relation, the least
 * bet, the raise cap, and the stakes per currency the plan states. */
static const char *const limit_values[] = { "no_limit", "pot_limit", "fixed_limit", NULL };
static const spec_type limit_enum = { .kind = T_ENUM, .what = "betting limit",
	.values = limit_values };
static const char *const sb_values[] = { "half_big_blind", "equal_big_blind", NULL };
static const spec_type sb_enum = { .kind = T_ENUM, .what = "small blind relation",
	.values = sb_values };
static const char *const min_bet_values[] = { "big_blind", NULL };
static const spec_type min_bet_enum = { .kind = T_ENUM, .what = "least bet relation",
	.values = min_bet_values };
static const spec_type raises_type = { .kind = T_INT, .what = "number of raises",
	.min = 1, .max = 100 };
static const spec_field stake_fields[] = {
	{ "currency", &spec_text, SPEC_REQUIRED, "currency code" },
	{ "small_blind", &spec_money, SPEC_REQUIRED, "the small blind" },
	{ "big_blind", &spec_money, SPEC_REQUIRED, "the big blind" },
	{ "min_bet", &spec_money, 0, "the least bet, if the plan states an amount" },
	{ "small_bet", &spec_money, 0, "fixed limit: the bet of the first rounds" },
	{ "big_bet", &spec_money, 0, "fixed limit: the bet of the last rounds" },
	{ "max_round_bet", &spec_money, 0,
	  "fixed limit: the most one player puts in one round, if the plan states it" },
	{ "citation", &spec_citation, 0, "where the plan states the stakes" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type stake_type = { .kind = T_MAP, .what = "stakes", .fields = stake_fields };
static const spec_type stake_list = { .kind = T_LIST, .what = "list of stakes",
	.item = &stake_type, .max = 64 };

/* "Two chips of one value count as a call when one of them is below the
 * call" (a multiple-chips rule) and the plan's worked examples of it. */
static const char *const chips_result_values[] = { "call", "raise", NULL };
static const spec_type chips_result_enum = { .kind = T_ENUM, .what = "multiple-chips result",
	.values = chips_result_values };
static const spec_type chip_list = { .kind = T_LIST, .what = "list of chips",
	.item = &spec_money, .min = 1, .max = 64 };
static const spec_field chips_example_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the example's name" },
	{ "to_call", &spec_money, SPEC_REQUIRED, "the bet the player faces" },
	{ "chips", &chip_list, SPEC_REQUIRED, "the chips put in without a word" },
	{ "result", &chips_result_enum, SPEC_REQUIRED, "call or raise, as the plan says" },
	{ "raise_to", &spec_money, 0, "the total of the raise the plan gives" },
	{ "citation", &spec_citation, 0, "where the plan gives the example" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type chips_example_type = { .kind = T_MAP, .what = "multiple-chips example",
	.fields = chips_example_fields };
static const spec_type chips_example_list = { .kind = T_LIST,
	.what = "list of multiple-chips examples", .item = &chips_example_type,
	.identity = "name", .max = 64 };
static const spec_field multiple_chips_fields[] = {
	{ "call_if_one_chip_below_call", &spec_bool, SPEC_REQUIRED,
	  "several chips put in without a word are a call when the chips without one "
	  "of them do not reach the call" },
	{ "examples", &chips_example_list, 0, "the plan's worked examples" },
	{ "citation", &spec_citation, 0, "where the plan states the rule" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type multiple_chips_type = { .kind = T_MAP, .what = "multiple-chips rule",
	.fields = multiple_chips_fields };

static const char *const short_raise_values[] = { "complete", "call", NULL };
static const spec_type short_raise_enum = { .kind = T_ENUM, .what = "short-raise outcome",
	.values = short_raise_values };
static const spec_field half_bet_fields[] = {
	{ "share", &spec_percent, SPEC_REQUIRED,
	  "the share of the previous bet a short raise must add to be completed (\"50%\")" },
	{ "at_or_above", &short_raise_enum, SPEC_REQUIRED,
	  "what a short raise of at least the share becomes" },
	{ "below", &short_raise_enum, SPEC_REQUIRED, "what a smaller one becomes" },
	{ "citation", &spec_citation, 0, "where the plan states the rule" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type half_bet_type = { .kind = T_MAP, .what = "half-bet raising rule",
	.fields = half_bet_fields };

/* A fixed-limit raising chart as printed, in betting units: per round its
 * bet, each raise written "before+raise" ("2+1"), and the most a player
 * puts in; the chart's total over the rounds. */
static const spec_type raise_cells = { .kind = T_LIST, .what = "list of raises",
	.item = &spec_text, .min = 1, .max = 16 };
static const spec_field chart_round_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the round as the chart heads it" },
	{ "bet", &spec_decimal, SPEC_REQUIRED, "the bet of the round in units" },
	{ "raises", &raise_cells, SPEC_REQUIRED,
	  "each raise as printed, \"before+raise\" (\"2+1\")" },
	{ "max", &spec_decimal, 0, "the most one player puts in the round, as printed" },
	{ "citation", &spec_citation, 0, "where the chart prints the round" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type chart_round_type = { .kind = T_MAP, .what = "raising-chart round",
	.fields = chart_round_fields };
static const spec_type chart_round_list = { .kind = T_LIST, .what = "list of raising-chart rounds",
	.item = &chart_round_type, .identity = "name", .min = 1, .max = 16 };
static const spec_field chart_fields[] = {
	{ "rounds", &chart_round_list, SPEC_REQUIRED, "the rounds in order" },
	{ "total", &spec_decimal, 0, "the chart's total of the rounds' most, as printed" },
	{ "citation", &spec_citation, 0, "where the plan prints the chart" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type chart_type = { .kind = T_MAP, .what = "raising chart",
	.fields = chart_fields };

/* The keys of a betting structure, the room's and each variant's. */
#define STRUCTURE_FIELDS \
	{ "limit", &limit_enum, 0, "no_limit, pot_limit or fixed_limit" }, \
	{ "small_blind", &sb_enum, 0, \
	  "the small blind's relation to the big blind (half_big_blind, equal_big_blind)" }, \
	{ "min_bet", &min_bet_enum, 0, \
	  "the least bet's relation (big_blind: the least bet is the big blind)" }, \
	{ "max_raises", &raises_type, 0, "the most raises in one betting round (a cap)" }, \
	{ "stakes", &stake_list, 0, "the blinds and bets per currency" }, \
	{ "half_bet_raise", &half_bet_type, 0, "what a raise short of the minimum becomes" }, \
	{ "multiple_chips", &multiple_chips_type, 0, \
	  "when several chips put in silently are a call" }, \
	{ "raise_chart", &chart_type, 0, "a fixed-limit raising chart in betting units" }, \
	{ "max_bet", &spec_room_max_bet, 0, \
	  "the most bet: pot (the pot after the player's call) or stack (all his chips)" }, \
	{ "limit_examples", &spec_room_limit_examples, 0, \
	  "worked examples of the most and least bet, each recomputed" }

static const spec_field betting_fields[] = {
	{ "examples", &bet_example_list, 0, "the plan's worked betting examples" },
	{ "min_raise", &min_raise_type, SPEC_OPEN | SPEC_OPEN_OWN_RULE, "how small a raise may be" },
	{ "all_in", &all_in_type, SPEC_OPEN | SPEC_OPEN_OWN_RULE, "when an all-in short of a raise reopens the betting" },
	STRUCTURE_FIELDS,
	{ "citation", &spec_citation, 0, "where the plan states the betting rules" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type betting_type = { .kind = T_MAP, .what = "betting rules",
	.fields = betting_fields };

/* A variant's own structure: the room's rules of play (all-in, examples)
 * stay the room's; a key the variant omits is the room's, so none is open. */
static const spec_field variant_min_raise_fields[] = {
	{ "basis", &basis_enum, 0, "last_two_bets or largest_raise (absent: the room's)" },
	{ "previous_bet_times", &times_type, 0,
	  "a raise reaches at least this multiple of the previous bet" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type variant_min_raise_type = { .kind = T_MAP,
	.what = "variant minimum-raise rule", .fields = variant_min_raise_fields };
static const spec_field variant_betting_fields[] = {
	{ "min_raise", &variant_min_raise_type, 0, "how small a raise may be" },
	STRUCTURE_FIELDS,
	{ "citation", &spec_citation, 0, "where the plan states the variant's betting" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type variant_betting_type = { .kind = T_MAP,
	.what = "variant betting structure", .fields = variant_betting_fields };

/* A variant's hands (schema_poker_room_hands.c). */
extern const spec_type spec_room_hand_ranking_type, spec_room_hand_making_type,
	spec_room_hand_lists_type;

static const spec_field variant_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the variant's name" },
	{ "cards_per_player", &cards_type, SPEC_REQUIRED, "cards each player is dealt" },
	{ "community_cards", &cards_type, SPEC_REQUIRED, "cards dealt to the board" },
	{ "burn_cards", &cards_type, SPEC_REQUIRED, "cards burnt in a deal" },
	{ "reserved_cards", &cards_type, 0, "cards the plan says are never dealt (the last card)" },
	{ "deck", &deck_type, 0, "cards in the deck (52 when absent)" },
	{ "max_players", &players_type, SPEC_REQUIRED, "the most players the plan allows" },
	{ "out_of_cards", &spec_text, 0, "what the plan says happens when the deck runs out" },
	{ "betting", &variant_betting_type, 0,
	  "the variant's own betting structure; a key it omits is the room's `betting`" },
	{ "hand_ranking", &spec_room_hand_ranking_type, 0, "how the variant's hands are ranked" },
	{ "hand_making", &spec_room_hand_making_type, 0, "how many own and board cards a hand uses" },
	{ "hand_lists", &spec_room_hand_lists_type, 0, "the plan's printed lists of ranked hands" },
	{ "citation", &spec_citation, 0, "where the plan describes the variant" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type variant_type = { .kind = T_MAP, .what = "poker variant",
	.fields = variant_fields };
static const spec_type variant_list = { .kind = T_LIST, .what = "list of poker variants",
	.item = &variant_type, .identity = "name" };

static const spec_type bound_int = { .kind = T_INT, .what = "whole number",
	.max = 1000000000 };
static const spec_field piece_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the piece as the plan words it (\"more than 6\")" },
	{ "above", &bound_int, 0, "the piece holds for numbers above this" },
	{ "at_least", &bound_int, 0, "the piece holds for this number and above" },
	{ "below", &bound_int, 0, "the piece holds for numbers below this" },
	{ "at_most", &bound_int, 0, "the piece holds for this number and below" },
	{ "equals", &bound_int, 0, "the piece holds for this number only" },
	{ "rule", &spec_text, SPEC_REQUIRED, "what the piece says" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type piece_type = { .kind = T_MAP, .what = "piece of a condition",
	.fields = piece_fields };
static const spec_type piece_list = { .kind = T_LIST, .what = "list of pieces",
	.item = &piece_type, .identity = "name", .min = 1, .max = 64 };
static const spec_field condition_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the rule (\"table balancing\")" },
	{ "over", &spec_text, SPEC_REQUIRED, "the number the pieces are over (\"tables in play\")" },
	{ "min", &bound_int, SPEC_REQUIRED, "the smallest number the rule can meet" },
	{ "max", &bound_int, 0, "the largest, if the plan bounds it (absent: no bound)" },
	{ "pieces", &piece_list, SPEC_REQUIRED, "the pieces as the plan states them" },
	{ "citation", &spec_citation, 0, "where the plan states the rule" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type condition_type = { .kind = T_MAP, .what = "piecewise condition",
	.fields = condition_fields };
static const spec_type condition_list = { .kind = T_LIST, .what = "list of piecewise conditions",
	.item = &condition_type, .identity = "name", .max = 64 };

static const spec_field recipient_fields[] = {
	{ "chips", &spec_count, 0, "the odd smallest chips the rule is for (absent: any number)" },
	{ "to", &spec_text, SPEC_REQUIRED, "who gets them, as the plan words it" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type recipient_type = { .kind = T_MAP, .what = "odd-chip recipient",
	.fields = recipient_fields };
static const spec_type recipient_list = { .kind = T_LIST, .what = "list of odd-chip recipients",
	.item = &recipient_type, .max = 64 };
static const spec_field odd_chip_fields[] = {
	{ "smallest_chips", &spec_bool, SPEC_OPEN,
	  "the odd chip is first broken into the smallest chips in play" },
	{ "recipients", &recipient_list, SPEC_REQUIRED, "who gets odd chips, by their number" },
	{ "without_button", &spec_text, SPEC_OPEN, "the recipient in games without a button" },
	{ "citation", &spec_citation, 0, "where the plan states the rule" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type odd_chip_type = { .kind = T_MAP, .what = "odd-chip rule",
	.fields = odd_chip_fields };

static const char *const seat_values[] = { "left_of_big_blind", "button", NULL };
static const spec_type seat_enum = { .kind = T_ENUM, .what = "seat", .values = seat_values };
static const spec_field blinds_fields[] = {
	{ "first_to_act_preflop", &seat_enum, SPEC_OPEN | SPEC_OPEN_OWN_RULE, "who starts the first betting round" },
	{ "straddle_exception", &spec_text, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "who starts the first round when there is a straddle, if the plan says" },
	{ "heads_up_small_blind_on_button", &spec_bool, SPEC_OPEN,
	  "with two players the small blind is on the button" },
	{ "citation", &spec_citation, 0, "where the plan states the order" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type blinds_type = { .kind = T_MAP, .what = "blind order",
	.fields = blinds_fields };
static const spec_field straddle_fields[] = {
	{ "seat", &seat_enum, SPEC_REQUIRED, "who may straddle" },
	{ "big_blinds", &spec_decimal, SPEC_REQUIRED, "the straddle in big blinds (\"2\")" },
	{ "acts_last_preflop", &spec_bool, SPEC_OPEN, "the straddler closes the first betting round" },
	{ "may_reraise", &spec_bool, SPEC_OPEN, "the straddler may raise when it comes back" },
	{ "citation", &spec_citation, 0, "where the plan states the straddle" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type straddle_type = { .kind = T_MAP, .what = "straddle rule",
	.fields = straddle_fields };
static const spec_field dead_button_fields[] = {
	{ "big_blind_first", &spec_bool, SPEC_REQUIRED,
	  "the big blind moves to the next player and the others are placed from it" },
	{ "dead_small_blind", &spec_bool, SPEC_OPEN, "the small blind may fall on an empty seat" },
	{ "dead_button", &spec_bool, SPEC_OPEN, "the button may fall on an empty seat" },
	{ "heads_up_transition", &spec_text, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "what happens when the table goes down to two players" },
	{ "citation", &spec_citation, 0, "where the plan states the rule" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type dead_button_type = { .kind = T_MAP, .what = "dead-button rule",
	.fields = dead_button_fields };

static const spec_type fraction_type = { .kind = T_DECIMAL,
	.what = "share of the higher chip such as \"0.5\"" };
static const spec_field remainder_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the case as the plan words it" },
	{ "above", &fraction_type, 0, "remainders above this share of the higher chip" },
	{ "at_least", &fraction_type, 0, "remainders of this share and above" },
	{ "below", &fraction_type, 0, "remainders below this share" },
	{ "at_most", &fraction_type, 0, "remainders of this share and below" },
	{ "result", &spec_text, SPEC_REQUIRED, "what happens to the remainder" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type remainder_type = { .kind = T_MAP, .what = "chip-race remainder rule",
	.fields = remainder_fields };
static const spec_type remainder_list = { .kind = T_LIST, .what = "list of remainder rules",
	.item = &remainder_type, .identity = "name", .min = 1, .max = 16 };
static const spec_type ratio_int = { .kind = T_INT, .what = "lower chips per higher chip",
	.min = 2, .max = 1000 };
static const spec_type ratio_list = { .kind = T_LIST, .what = "list of colour-up ratios",
	.item = &ratio_int, .min = 1, .max = 16 };
static const spec_field chip_race_fields[] = {
	{ "remainders", &remainder_list, SPEC_REQUIRED,
	  "what happens to lower chips left over, by their share of a higher chip" },
	{ "ratios", &ratio_list, SPEC_OPEN,
	  "lower chips per higher chip of each colour-up (2 to 20 checked when unstated)" },
	{ "citation", &spec_citation, 0, "where the plan states the chip race" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type chip_race_type = { .kind = T_MAP, .what = "chip race",
	.fields = chip_race_fields };

/* A table of the least blinds per currency ("minimum bets of poker in
 * general"), levels in the order printed. */
static const spec_field min_level_fields[] = {
	{ "small_blind", &spec_money, SPEC_REQUIRED, "the least small blind" },
	{ "big_blind", &spec_money, SPEC_REQUIRED, "the least big blind" },
	{ "citation", &spec_citation, 0, "where the plan prints the level" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type min_level_type = { .kind = T_MAP, .what = "least blinds",
	.fields = min_level_fields };
static const spec_type min_level_list = { .kind = T_LIST, .what = "list of least blinds",
	.item = &min_level_type, .min = 1, .max = 64 };
static const spec_field min_blinds_fields[] = {
	{ "currency", &spec_text, SPEC_REQUIRED, "currency code" },
	{ "small_blind", &sb_enum, 0, "the relation every level keeps, if the plan states one" },
	{ "levels", &min_level_list, SPEC_REQUIRED, "the levels as printed" },
	{ "citation", &spec_citation, 0, "where the plan states the table" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type min_blinds_type = { .kind = T_MAP, .what = "least-blinds table",
	.fields = min_blinds_fields };
static const spec_type min_blinds_list = { .kind = T_LIST, .what = "list of least-blinds tables",
	.item = &min_blinds_type, .identity = "currency", .max = 16 };

static const spec_field room_fields[] = {
	{ "rake", &rule_list, 0, "percentage rake rules and their worked examples" },
	{ "rake_tables", &table_list, 0, "rake caps and time collection per blind level" },
	{ "jackpot_collection", &collection_type, 0, "how the jackpot is paid for" },
	{ "jackpots", &jackpot_list, 0, "jackpot categories and their share tables" },
	{ "variants", &variant_list, 0, "the poker variants dealt" },
	{ "tournament", &tournament_type, 0, "tournament registration fees" },
	{ "betting", &betting_type, 0,
	  "minimum raise, all-in reopening, and the betting structure every variant inherits" },
	{ "min_blinds", &min_blinds_list, 0, "the least blinds per currency" },
	{ "conditions", &condition_list, 0, "rules given as pieces over a number" },
	{ "odd_chip", &odd_chip_type, 0, "who gets the odd chip of a split pot" },
	{ "blinds", &blinds_type, 0, "the button and blind order" },
	{ "straddle", &straddle_type, 0, "the straddle bet" },
	{ "dead_button", &dead_button_type, 0, "how the button and blinds move past empty seats" },
	{ "chip_race", &chip_race_type, 0, "the colour-up of removed chips and its rounding" },
	{ "mixed", &spec_room_mixed_list, 0, "mixed games dealing variants of the room in turn" },
	{ "house_rules", &spec_room_house_rules, 0, "time and age rules the plan states" },
	{ NULL, NULL, 0, NULL }
};

const spec_family spec_family_poker_room = { "poker_room", room_fields,
	"poker rooms: rake, caps, time collection, jackpot shares, decks, tournament fees" };
