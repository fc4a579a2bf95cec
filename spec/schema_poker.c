/* SPDX-License-Identifier: Apache-2.0 */
/* schema_poker.c - the plan-format types the poker families share
 * (schema_poker.h): hands, paytables, fixed-amount bonus tables per
 * currency, bets, the dealer's qualification and ties. */
#include <stddef.h>

#include "schema_poker.h"

static const char *const hands[] = { "high_card", "ace_king", "one_pair", "two_pair",
	"three_of_a_kind", "straight", "flush", "full_house", "four_of_a_kind",
	"straight_flush", "royal_flush", NULL };
const spec_type spec_poker_hand = { .kind = T_ENUM, .what = "poker hand",
	.values = hands };

static const char *const otherwise_values[] = { "unstated", "loses", "push", NULL };
static const spec_type otherwise_enum = { .kind = T_ENUM,
	.what = "what a hand without a row gets", .values = otherwise_values };

static const spec_field row_fields[] = {
	{ "hand", &spec_poker_hand, SPEC_REQUIRED, "the hand the row pays" },
	{ "payout", &spec_ratio, 0, "what the hand pays, \"50:1\"" },
	{ "discretionary", &spec_text, 0,
	  "instead of a payout: the plan's words for a prize that is not a stated sum "
	  "(\"a small gift from the casino\"); excluded from every figure" },
	{ "payout_words", &spec_payout_words, 0,
	  "the plan's words for the payout, when it states them next to the ratio" },
	{ "citation", &spec_citation, 0, "where the plan states the row" },
	{ NULL, NULL, 0, NULL }
};
static const char *const row_pays[] = { "payout", "discretionary", NULL };
static const spec_type row_type = { .kind = T_MAP, .what = "paytable row",
	.fields = row_fields, .one_of = row_pays };
static const spec_type row_list = { .kind = T_LIST, .what = "list of paytable rows",
	.item = &row_type, .identity = "hand", .min = 1 };

static const spec_field paytable_fields[] = {
	{ "rows", &row_list, SPEC_REQUIRED, "each hand the bet pays and its ratio" },
	{ "otherwise", &otherwise_enum, 0,
	  "what the bet gets on a hand without a row, as the plan says: loses, push "
	  "(the stake stays), or unstated (the default)" },
	{ "citation", &spec_citation, 0, "where the plan states the table" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type paytable_type = { .kind = T_MAP, .what = "paytable",
	.fields = paytable_fields };

static const spec_field percent_of_fields[] = {
	{ "percent", &spec_percent, SPEC_REQUIRED, "the share, \"10%\"" },
	{ "hand", &spec_poker_hand, SPEC_REQUIRED,
	  "the row of the same table whose amount it is a share of" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type percent_of_type = { .kind = T_MAP, .what = "share of another amount",
	.fields = percent_of_fields };
static const spec_field amount_row_fields[] = {
	{ "hand", &spec_poker_hand, SPEC_REQUIRED, "the hand the row pays" },
	{ "amount", &spec_money, 0, "the fixed amount it pays, in the table's currency" },
	{ "percent_of", &percent_of_type, 0,
	  "a percentage of the amount another row pays (\"10 % of "
	  "the royal flush amount\"), {percent, hand}" },
	{ "citation", &spec_citation, 0, "where the plan states the row" },
	{ NULL, NULL, 0, NULL }
};
static const char *const amount_row_pays[] = { "amount", "percent_of", NULL };
static const spec_type amount_row_type = { .kind = T_MAP, .what = "bonus table row",
	.fields = amount_row_fields, .one_of = amount_row_pays };
static const spec_type amount_row_list = { .kind = T_LIST, .what = "list of bonus rows",
	.item = &amount_row_type, .identity = "hand", .min = 1 };

static const spec_field amount_table_fields[] = {
	{ "currency", &spec_text, SPEC_REQUIRED, "the currency of the amounts" },
	{ "level", &spec_text, 0,
	  "the table level the table applies to (\"1\", \"VIP\"), a `level` of the game's "
	  "limits rows in that currency, where stake and amounts differ by level" },
	{ "stake", &spec_money, 0, "the bonus stake in that currency, if the plan states it" },
	{ "rows", &amount_row_list, SPEC_REQUIRED, "each hand and the amount it pays" },
	{ "citation", &spec_citation, 0, "where the plan states the table" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type amount_table_type = { .kind = T_MAP, .what = "bonus table",
	.fields = amount_table_fields };
static const spec_type amount_table_list = { .kind = T_LIST,
	.what = "list of bonus tables", .item = &amount_table_type, .identity = "currency",
	.identity2 = "level", .min = 1 };

static const spec_field amounts_fields[] = {
	{ "tables", &amount_table_list, SPEC_REQUIRED,
	  "one table per currency, or per currency and table level" },
	{ "stake_returned", &spec_bool, 0,
	  "whether a winning bonus also returns its stake (default false: the amount "
	  "is the whole payment)" },
	{ "otherwise", &otherwise_enum, 0,
	  "what the bonus gets on a hand without a row: loses, push or unstated" },
	{ "citation", &spec_citation, 0, "where the plan states the tables" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type amounts_type = { .kind = T_MAP, .what = "fixed-amount bonus",
	.fields = amounts_fields };

/* What a side bet's condition says of the dealer, what it gets when the
 * condition is not met, and what a card exchange or purchase does to it. */
static const char *const cond_dealer_values[] = { "qualifies", "not_qualified", "any", NULL };
static const spec_type cond_dealer_enum = { .kind = T_ENUM,
	.what = "dealer condition", .values = cond_dealer_values };
static const char *const cond_unmet_values[] = { "loses", "push", "unstated", NULL };
static const spec_type cond_unmet_enum = { .kind = T_ENUM,
	.what = "what a side bet gets when its condition is not met", .values = cond_unmet_values };
static const char *const cond_option_values[] = { "lost", "returned", "kept", "unstated", NULL };
static const spec_type cond_option_enum = { .kind = T_ENUM,
	.what = "what a card option does to a side bet", .values = cond_option_values };

static const spec_field condition_fields[] = {
	{ "dealer", &cond_dealer_enum, 0,
	  "paid only when the dealer qualifies, only when he does not (not_qualified), "
	  "or whatever the dealer holds (any: the plan says so)" },
	{ "dealer_at_least", &spec_poker_hand, 0,
	  "paid only when the dealer holds at least this hand" },
	{ "player_beats_dealer", &spec_bool, 0,
	  "paid only when the player's hand beats the dealer's" },
	{ "player_stays_in", &spec_bool, 0,
	  "paid only to a player who stays in the game (places the raise); a fold "
	  "forfeits the bet" },
	{ "otherwise", &cond_unmet_enum, 0,
	  "what the bet gets when a hand it pays misses the condition: loses, push "
	  "(the stake is returned), or unstated (the default: the plan does not say)" },
	{ "on_exchange", &cond_option_enum, 0,
	  "what exchanging a card does to the bet: lost (forfeited), returned (the "
	  "stake comes back), kept (settled on the hand after the exchange), or "
	  "unstated" },
	{ "on_buy", &cond_option_enum, 0,
	  "what buying a card does to the bet: lost, returned, kept or unstated" },
	{ "citation", &spec_citation, 0, "where the plan states the condition" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type condition_type = { .kind = T_MAP, .what = "side bet condition",
	.fields = condition_fields };

static const char *const kinds[] = { "ante", "raise", "blind", "side", "insurance", NULL };
static const spec_type kind_enum = { .kind = T_ENUM, .what = "poker bet kind",
	.values = kinds };
static const char *const dnq_values[] = { "push", "wins", "loses", "plays", "unstated", NULL };
static const spec_type dnq_enum = { .kind = T_ENUM,
	.what = "what a bet gets when the dealer does not qualify", .values = dnq_values };
static const spec_type multiple_list = { .kind = T_LIST, .what = "list of multiples",
	.item = &spec_decimal, .min = 1 };

/* Raise streets (issue 28): the street each multiple of a raise may be
 * made at, and the streets at which the player may fold instead.  A
 * fractional multiple is a decimal ("0.5": half the ante).  Hold'em streets
 * are preflop, flop, turn and river; stud's are draw (before the exchange)
 * and after_draw.  PP-STREET-001 to -003 read them (checker/poker/
 * poker_streets.c). */
static const char *const street_values[] = { "preflop", "flop", "turn", "river", "draw",
	"after_draw", NULL };
static const spec_type street_enum = { .kind = T_ENUM, .what = "betting street",
	.values = street_values };
static const spec_field raise_street_fields[] = {
	{ "street", &street_enum, SPEC_REQUIRED,
	  "preflop, flop, turn, river (hold'em) or draw, after_draw (stud)" },
	{ "multiples", &multiple_list, SPEC_REQUIRED,
	  "the stakes allowed at that street, in antes (\"2\", \"0.5\" for half the ante)" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type raise_street_type = { .kind = T_MAP, .what = "raise street",
	.fields = raise_street_fields };
static const spec_type raise_street_list = { .kind = T_LIST, .what = "list of raise streets",
	.item = &raise_street_type, .identity = "street", .min = 1 };
static const spec_type fold_street_list = { .kind = T_LIST, .what = "list of streets",
	.item = &street_enum, .min = 1 };

static const spec_field bet_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the plan's name for the bet (\"Ante\", \"Trips\")" },
	{ "kind", &kind_enum, SPEC_REQUIRED,
	  "ante (the opening stake), raise (a multiple of the ante placed later), blind "
	  "(a multiple of the ante placed with it), side (its own stake, paid on the "
	  "player's hand alone) or insurance" },
	{ "payout", &spec_ratio, 0, "a fixed payout when the player beats the dealer, \"1:1\"" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the payout" },
	{ "multiples", &multiple_list, 0,
	  "raise and blind: the stakes allowed, in antes (\"3\", \"4\")" },
	{ "streets", &raise_street_list, 0,
	  "raise: the street each of its multiples may be made at, in the order of play" },
	{ "fold_allowed_at", &fold_street_list, 0,
	  "raise: the streets at which the player may fold instead of raising" },
	{ "paytable", &paytable_type, 0, "payouts by the player's hand, as ratios" },
	{ "amounts", &amounts_type, 0, "fixed amounts by the player's hand, per currency" },
	{ "condition", &condition_type, 0,
	  "side bets: what else the payment depends on (the dealer's hand, beating "
	  "him, staying in) and what a card exchange or purchase does to the bet" },
	{ "dealer_not_qualified", &dnq_enum, 0,
	  "what the bet gets when the dealer does not qualify: push, wins (at its "
	  "payout), loses, plays (settled against the dealer's hand all the same), or "
	  "unstated (the default: the plan does not say; PP-PLAN-007 reports it with "
	  "the maximum win under every reading)" },
	{ "insures", &spec_text, 0, "insurance: the name of the bet whose win it insures" },
	{ "max_stake_of_win", &spec_ratio, 0,
	  "insurance: the largest stake as a fraction of the insured bet's possible "
	  "win, \"1:2\" for a half" },
	{ "citation", &spec_citation, 0, "where the plan states the bet" },
	{ "notes", &spec_text, 0, "free text" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type bet_type = { .kind = T_MAP, .what = "poker bet",
	.fields = bet_fields };
const spec_type spec_poker_bets = { .kind = T_LIST, .what = "list of poker bets",
	.item = &bet_type, .identity = "name", .min = 1 };

static const spec_field dealer_fields[] = {
	{ "qualifies_with", &spec_poker_hand, SPEC_REQUIRED,
	  "the lowest hand with which the dealer qualifies (ace_king, one_pair)" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
const spec_type spec_poker_dealer = { .kind = T_MAP, .what = "dealer qualification",
	.fields = dealer_fields };

static const char *const tie_values[] = { "push", "player_wins", "dealer_wins", "suit_order",
	NULL };
static const spec_type tie_enum = { .kind = T_ENUM, .what = "tie rule",
	.values = tie_values };
static const char *const suit_values[] = { "spades", "hearts", "diamonds", "clubs", NULL };
static const spec_type suit_enum = { .kind = T_ENUM, .what = "suit", .values = suit_values };
static const spec_type suit_list = { .kind = T_LIST, .what = "suits, highest first",
	.item = &suit_enum, .min = 4, .max = 4 };
static const char *const decided_values[] = { "highest_card", "highest_card_of_the_hand",
	"last_card", NULL };
static const spec_type decided_enum = { .kind = T_ENUM, .what = "card whose suit decides",
	.values = decided_values };
static const spec_field tie_fields[] = {
	{ "main_bets", &tie_enum, SPEC_REQUIRED,
	  "what a tie does to the bets settled against the dealer: push, player_wins, "
	  "dealer_wins, or suit_order (a suit ranking breaks it)" },
	{ "suit_order", &suit_list, 0, "with suit_order: the four suits, highest first" },
	{ "decided_by", &decided_enum, 0,
	  "with suit_order: which card's suit decides (highest_card, "
	  "highest_card_of_the_hand, last_card)" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
const spec_type spec_poker_tie = { .kind = T_MAP, .what = "tie rule",
	.fields = tie_fields };
