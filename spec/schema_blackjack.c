/* SPDX-License-Identifier: Apache-2.0 */
/* schema_blackjack.c - the plan format of the twenty-one games: `blackjack`
 * (Black Jack, with or without side bets such as Perfect Pairs) and
 * `pontoon`.
 *
 * The two are separate families over one set of shared field tables: the
 * shoe, the box, the dealer, splits, even money, restatements and side
 * bets mean the same in both and are described once here; what only one
 * of them has (doubles, insurance and surrender in Black Jack; bought
 * cards, the five-card trick and pontoon's own payouts in Pontoon) is only
 * in that family's table, so a plan cannot give Pontoon an insurance rule
 * or Black Jack a bought card, and each family's required fields are
 * exactly its own. */
#include <stddef.h>

#include "schema.h"

/* --- shared parts -------------------------------------------------------- */

static const spec_type decks_type = { .kind = T_INT, .what = "number of decks",
	.min = 1, .max = 16 };
static const spec_field shoe_fields[] = {
	{ "decks", &decks_type, SPEC_OPEN | SPEC_OPEN_OWN_RULE, "52-card decks in the shoe" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type shoe_type = { .kind = T_MAP, .what = "shoe", .fields = shoe_fields };

static const char *const max_bet_per_values[] = { "box", "player", NULL };
static const spec_type max_bet_per_enum = { .kind = T_ENUM,
	.what = "what the maximum bet covers", .values = max_bet_per_values };
static const spec_type small_count = { .kind = T_INT, .what = "count", .min = 1, .max = 20 };
static const spec_field box_fields[] = {
	{ "players", &small_count, 0, "how many players may play on one box" },
	{ "bets", &small_count, 0, "how many separate bets one box may hold" },
	{ "max_bet_per", &max_bet_per_enum, 0,
	  "box: the maximum bet is for the whole box, whoever plays on it; player: for each player" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type box_type = { .kind = T_MAP, .what = "box", .fields = box_fields };

/* Back-bettors: players who bet on a box another player (its owner) plays.
 * What they may do when the owner doubles or splits: follow (their bets
 * double or split with the owner's), choose (each decides; a declined split
 * stays on the first hand, a declined double keeps its stake) or not. */
static const char *const follow_values[] = { "follow", "choose", "not", NULL };
static const spec_type follow_enum = { .kind = T_ENUM,
	.what = "what back-bets do when the box owner doubles or splits", .values = follow_values };
static const spec_type back_count = { .kind = T_INT, .what = "back-bettors per box",
	.min = 0, .max = 19 };
static const spec_field back_betting_fields[] = {
	{ "allowed", &spec_bool, SPEC_REQUIRED, "whether players may bet on a box another plays" },
	{ "max_per_box", &back_count, 0, "how many back-bettors one box may have besides its owner" },
	{ "on_double", &follow_enum, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "when the owner doubles: follow, choose or not (or unstated)" },
	{ "on_split", &follow_enum, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "when the owner splits: follow, choose or not (or unstated)" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type back_betting_type = { .kind = T_MAP, .what = "back-betting",
	.fields = back_betting_fields };
static const spec_type boxes_type = { .kind = T_INT, .what = "boxes per table",
	.min = 1, .max = 20 };

static const spec_type stands_type = { .kind = T_INT, .what = "dealer's standing total",
	.min = 12, .max = 21 };
static const char *const soft17_values[] = { "stand", "hit", NULL };
static const spec_type soft17_enum = { .kind = T_ENUM, .what = "soft-17 rule",
	.values = soft17_values };
static const char *const ace_six_values[] = { "eleven", "one", NULL };
static const spec_type ace_six_enum = { .kind = T_ENUM, .what = "dealer's ace with a six",
	.values = ace_six_values };
static const char *const takes_values[] = { "all", "original", NULL };
static const spec_type takes_enum = { .kind = T_ENUM,
	.what = "what a dealer's natural takes", .values = takes_values };
static const spec_field dealer_fields[] = {
	{ "stands_on", &stands_type, SPEC_REQUIRED,
	  "the dealer draws below this total and stands on it or more (17)" },
	{ "soft_17", &soft17_enum, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "stand or hit on a soft 17 (ace counted 11)" },
	{ "ace_six", &ace_six_enum, 0,
	  "a rule the plan states for the dealer's two-card ace and six: the ace counts eleven or one" },
	{ "hole_card", &spec_bool, SPEC_REQUIRED,
	  "true if the dealer takes a second card before the players act" },
	{ "peeks", &spec_bool, 0, "with a hole card: the dealer checks it for a natural" },
	{ "natural_takes", &takes_enum, 0,
	  "without a hole card: a dealer's natural takes all bets (doubles, splits) or the original only" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type dealer_type = { .kind = T_MAP, .what = "dealer's rules",
	.fields = dealer_fields };

static const char *const up_values[] = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10",
	NULL };
static const spec_type up_enum = { .kind = T_ENUM, .what = "dealer's up card (A, 2-10)",
	.values = up_values };
static const spec_type up_list = { .kind = T_LIST, .what = "list of up cards",
	.item = &up_enum, .min = 1 };

static const char *const tie_values[] = { "push", "lose", NULL };
static const spec_type tie_enum = { .kind = T_ENUM, .what = "tie rule", .values = tie_values };

static const char *const pairs_values[] = { "same_value", "same_rank", NULL };
static const spec_type pairs_enum = { .kind = T_ENUM, .what = "which pairs split",
	.values = pairs_values };
static const spec_type splits_type = { .kind = T_INT, .what = "number of splits",
	.min = 0, .max = 7 };
static const spec_type hands_type = { .kind = T_INT, .what = "number of hands",
	.min = 1, .max = 8 };
static const spec_field split_fields[] = {
	{ "pairs", &pairs_enum, SPEC_OPEN,
	  "same_value: any two cards of one value (10-K); same_rank: two cards of one rank" },
	{ "max_splits", &splits_type, SPEC_OPEN, "how many times a box may split (3: four hands)" },
	{ "hands", &hands_type, 0, "the number of hands the plan says splitting can make" },
	{ "ace_splits", &splits_type, SPEC_OPEN,
	  "how many times aces may be split (1: split once, never resplit); unstated: "
	  "priced from one to max_splits" },
	{ "split_aces_cards", &small_count, 0, "cards each split ace gets (1), if limited" },
	{ "natural_after_split", &spec_bool, 0,
	  "false: an ace and a ten after a split is 21, not a natural" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type split_type = { .kind = T_MAP, .what = "split rules",
	.fields = split_fields };

static const spec_field even_money_fields[] = {
	{ "payout", &spec_ratio, SPEC_REQUIRED, "what a natural against an ace is paid at once, \"1:1\"" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type even_money_type = { .kind = T_MAP, .what = "even money",
	.fields = even_money_fields };

static const char *const restated_values[] = { "win", "blackjack", "pontoon",
	"five_card_trick", "insurance", "even_money", "max_splits", "ace_splits", "hands",
	"decks", "players", "bets", "min_bet", "max_bet", NULL };
static const spec_type restated_enum = { .kind = T_ENUM, .what = "restated rule",
	.values = restated_values };
static const spec_field restatement_fields[] = {
	{ "rule", &restated_enum, SPEC_REQUIRED, "which rule the passage states again" },
	{ "payout", &spec_ratio, 0, "the payout it states (win, blackjack, ...)" },
	{ "count", &spec_int, 0, "the number it states (max_splits, decks, ...)" },
	{ "amount", &spec_money, 0, "the amount it states (min_bet, max_bet)" },
	{ "currency", &spec_text, 0, "the amount's currency" },
	{ "quote", &spec_text, SPEC_REQUIRED, "the plan's words" },
	{ "citation", &spec_citation, 0, "where the plan says it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type restatement_type = { .kind = T_MAP, .what = "restatement",
	.fields = restatement_fields };
static const spec_type restatement_list = { .kind = T_LIST,
	.what = "list of restatements", .item = &restatement_type };

static const char *const side_values[] = { "perfect_pairs", NULL };
static const spec_type side_enum = { .kind = T_ENUM, .what = "side bet", .values = side_values };
static const char *const tier_values[] = { "perfect", "coloured", "mixed", NULL };
static const spec_type tier_enum = { .kind = T_ENUM, .what = "Perfect Pairs tier",
	.values = tier_values };
static const spec_field tier_fields[] = {
	{ "tier", &tier_enum, SPEC_REQUIRED,
	  "perfect (same suit), coloured (same colour), mixed (different colours)" },
	{ "name", &spec_text, 0, "the plan's name for it" },
	{ "payout", &spec_ratio, SPEC_REQUIRED, "what it pays, \"25:1\"" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the payout" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type tier_type = { .kind = T_MAP, .what = "side-bet payout", .fields = tier_fields };
static const spec_type tier_list = { .kind = T_LIST, .what = "list of side-bet payouts",
	.item = &tier_type, .identity = "tier", .min = 1 };
static const spec_field side_limit_fields[] = {
	{ "currency", &spec_text, SPEC_REQUIRED, "currency code" },
	{ "max_bet", &spec_money, SPEC_REQUIRED, "maximum side bet" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type side_limit_type = { .kind = T_MAP, .what = "side-bet limit",
	.fields = side_limit_fields };
static const spec_type side_limit_list = { .kind = T_LIST, .what = "list of side-bet limits",
	.item = &side_limit_type, .identity = "currency" };
static const char *const covers_values[] = { "bet", "box", NULL };
static const spec_type covers_enum = { .kind = T_ENUM,
	.what = "what the side-bet maximum covers", .values = covers_values };
static const spec_field side_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the side bet's name" },
	{ "type", &side_enum, SPEC_REQUIRED, "which side bet: perfect_pairs" },
	{ "payouts", &tier_list, SPEC_REQUIRED, "its paytable" },
	{ "bets_per_box", &small_count, 0, "how many such bets one box may hold" },
	{ "max_bet_covers", &covers_enum, 0,
	  "bet: the maximum is per bet; box: for all of them together; absent when unstated" },
	{ "limits", &side_limit_list, 0, "its maximum bet per currency" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type side_type = { .kind = T_MAP, .what = "side bet", .fields = side_fields };
static const spec_type side_list = { .kind = T_LIST, .what = "list of side bets",
	.item = &side_type, .identity = "name" };

/* What a hand pays: one list item per kind of win, so that a payout the
 * plan does not state is simply absent (and reported). */
static const char *const bj_hand_values[] = { "win", "blackjack", NULL };
static const spec_type bj_hand_enum = { .kind = T_ENUM, .what = "Black Jack hand",
	.values = bj_hand_values };
static const char *const pont_hand_values[] = { "win", "pontoon", "five_card_trick", NULL };
static const spec_type pont_hand_enum = { .kind = T_ENUM, .what = "Pontoon hand",
	.values = pont_hand_values };
static const spec_field bj_payout_fields[] = {
	{ "hand", &bj_hand_enum, SPEC_REQUIRED, "win (any winning hand) or blackjack (a natural)" },
	{ "payout", &spec_ratio, SPEC_REQUIRED, "what it pays, \"3:2\"" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the payout" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type bj_payout_type = { .kind = T_MAP, .what = "payout", .fields = bj_payout_fields };
static const spec_type bj_payout_list = { .kind = T_LIST, .what = "list of payouts",
	.item = &bj_payout_type, .identity = "hand", .min = 1 };
static const spec_field pont_payout_fields[] = {
	{ "hand", &pont_hand_enum, SPEC_REQUIRED,
	  "win, pontoon (an ace and a ten) or five_card_trick" },
	{ "payout", &spec_ratio, SPEC_REQUIRED, "what it pays, \"2:1\"" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the payout" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type pont_payout_type = { .kind = T_MAP, .what = "payout",
	.fields = pont_payout_fields };
static const spec_type pont_payout_list = { .kind = T_LIST, .what = "list of payouts",
	.item = &pont_payout_type, .identity = "hand", .min = 1 };

static const spec_field natural_fields[] = {
	{ "beats_21", &spec_bool, 0, "whether a natural beats a dealer's 21 of three or more cards" },
	{ "at_once_unless", &up_list, 0,
	  "a natural is paid at once unless the dealer's up card is one of these" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type natural_type = { .kind = T_MAP, .what = "natural's settlement",
	.fields = natural_fields };

/* A premium the plan pays for a special hand, on top of the hand's own
 * settlement ("three sevens are paid a premium equal to the stake"). */
static const spec_type card_enum = { .kind = T_ENUM, .what = "card (A, 2-10)",
	.values = up_values };
static const spec_type card_list = { .kind = T_LIST, .what = "list of cards (A, 2-10)",
	.item = &card_enum, .min = 2, .max = 8 };
static const spec_field premium_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the plan's name for the hand (\"three sevens\")" },
	{ "cards", &card_list, SPEC_REQUIRED,
	  "the hand's cards, in any order (10 for any ten-value card): [\"7\", \"7\", \"7\"]" },
	{ "pays", &spec_ratio, SPEC_REQUIRED,
	  "the premium per stake of the hand, on top of its own settlement (\"1:1\": "
	  "a premium equal to the stake)" },
	{ "payout_words", &spec_payout_words, 0, "the plan's words for the premium" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type premium_type = { .kind = T_MAP, .what = "premium",
	.fields = premium_fields };
static const spec_type premium_list = { .kind = T_LIST, .what = "list of premiums",
	.item = &premium_type, .identity = "name" };

/* --- Black Jack ------------------------------------------------------------ */

static const char *const double_on_values[] = { "any_two", "totals", NULL };
static const spec_type doubling_on_enum = { .kind = T_ENUM, .what = "which hands may be doubled",
	.values = double_on_values };
static const spec_type total_type = { .kind = T_INT, .what = "hand total", .min = 2, .max = 21 };
static const spec_type total_list = { .kind = T_LIST, .what = "list of totals",
	.item = &total_type, .min = 1 };
static const spec_field double_fields[] = {
	{ "hands", &doubling_on_enum, SPEC_REQUIRED,
	  "any_two: any first two cards but a natural; totals: only the listed totals" },
	{ "totals", &total_list, 0, "with hands: totals, the two-card totals that may be doubled" },
	{ "after_split", &spec_bool, SPEC_OPEN, "whether a split hand may be doubled" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type doubling_type = { .kind = T_MAP, .what = "doubling rules",
	.fields = double_fields };

static const char *const ins_stake_values[] = { "up_to_half", "exactly_half", NULL };
static const spec_type ins_stake_enum = { .kind = T_ENUM, .what = "insurance stake",
	.values = ins_stake_values };
static const spec_field insurance_fields[] = {
	{ "stake", &ins_stake_enum, SPEC_REQUIRED, "up to, or exactly, half the original bet" },
	{ "payout", &spec_ratio, SPEC_REQUIRED, "what a won insurance pays, \"2:1\"" },
	{ "on_blackjack", &spec_bool, 0, "whether a player's natural may be insured" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type insurance_type = { .kind = T_MAP, .what = "insurance",
	.fields = insurance_fields };

static const spec_field surrender_fields[] = {
	{ "refund", &spec_ratio, SPEC_REQUIRED, "the part of the bet returned, \"1:2\" for half" },
	{ "against_ace", &spec_bool, SPEC_REQUIRED, "whether a player may surrender against an ace" },
	{ "against_ten", &spec_bool, 0, "whether against a ten (default true)" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type surrender_type = { .kind = T_MAP, .what = "surrender",
	.fields = surrender_fields };

/* What is paid when a payout is not a whole number of the smallest chip
 * (3:2 on an odd stake): the plan's own rule. */
static const char *const fraction_values[] = { "exact", "round_down", "round_up",
	"carry_forward", NULL };
static const spec_type fraction_enum = { .kind = T_ENUM, .what = "payment of a part chip",
	.values = fraction_values };
static const spec_field part_chip_fields[] = {
	{ "rule", &fraction_enum, SPEC_OPEN | SPEC_OPEN_OWN_RULE,
	  "exact (paid in smaller value), round_down, round_up, or carry_forward (a chip "
	  "left on the box that the next hand wins or loses)" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type part_chip_type = { .kind = T_MAP, .what = "part-chip payment",
	.fields = part_chip_fields };

static const spec_field blackjack_fields[] = {
	{ "shoe", &shoe_type, 0, "the cards" },
	{ "box", &box_type, 0, "who and what one box holds" },
	{ "boxes", &boxes_type, 0, "how many boxes the table has" },
	{ "back_betting", &back_betting_type, 0, "bets on a box another player plays" },
	{ "dealer", &dealer_type, SPEC_REQUIRED, "how the dealer plays" },
	{ "payouts", &bj_payout_list, SPEC_REQUIRED, "what winning hands pay" },
	{ "tie", &tie_enum, SPEC_REQUIRED, "what a tie does to the bet: push" },
	{ "natural", &natural_type, 0, "when and against what a blackjack is settled" },
	{ "doubling", &doubling_type, 0, "doubling down; absent when not offered" },
	{ "split", &split_type, 0, "splitting pairs; absent when not offered" },
	{ "insurance", &insurance_type, 0, "insurance; absent when not offered" },
	{ "even_money", &even_money_type, 0, "even money; absent when not offered" },
	{ "surrender", &surrender_type, 0, "surrender; absent when not offered" },
	{ "side_bets", &side_list, 0, "side bets such as Perfect Pairs" },
	{ "restatements", &restatement_list, 0, "passages that state a rule a second time" },
	{ "part_chips", &part_chip_type, 0,
	  "what is paid when a payout is not a whole number of chips (3:2 on an odd stake)" },
	{ "premiums", &premium_list, 0,
	  "premiums for special hands, paid on top (three sevens: a premium equal to the stake)" },
	{ NULL, NULL, 0, NULL }
};

const spec_family spec_family_blackjack = { "blackjack", blackjack_fields,
	"Black Jack: shoe, dealer, doubles, splits, insurance, side bets" };

/* --- Pontoon ----------------------------------------------------------------- */

static const spec_type bought_type = { .kind = T_INT, .what = "bought cards", .min = 0, .max = 10 };
static const spec_type trick_type = { .kind = T_INT, .what = "cards of a trick", .min = 3, .max = 10 };
static const spec_field buying_fields[] = {
	{ "bought_cards", &bought_type, SPEC_REQUIRED,
	  "how many cards after the second may be bought (2: the third and fourth)" },
	{ "stake", &spec_ratio, SPEC_REQUIRED,
	  "what a bought card costs, as a ratio of the original bet (\"1:1\")" },
	{ "buy_after_draw", &spec_bool, 0, "whether a card may be bought after one was drawn free" },
	{ "trick_cards", &trick_type, 0, "cards that make the five-card trick (5)" },
	{ "automatic_card_at_most", &total_type, 0,
	  "the plan's total at or below which the trick's last card is dealt automatically" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type buying_type = { .kind = T_MAP, .what = "buying and drawing",
	.fields = buying_fields };

static const spec_field pontoon_fields[] = {
	{ "shoe", &shoe_type, 0, "the cards" },
	{ "box", &box_type, 0, "who and what one box holds" },
	{ "boxes", &boxes_type, 0, "how many boxes the table has" },
	{ "back_betting", &back_betting_type, 0, "bets on a box another player plays" },
	{ "dealer", &dealer_type, SPEC_REQUIRED, "how the dealer plays" },
	{ "payouts", &pont_payout_list, SPEC_REQUIRED, "what winning hands pay" },
	{ "tie", &tie_enum, SPEC_REQUIRED, "what a tie does to the bet: lose" },
	{ "natural", &natural_type, 0, "when and against what a pontoon is settled" },
	{ "buying", &buying_type, 0, "bought and drawn cards; absent when cards cannot be bought" },
	{ "split", &split_type, 0, "splitting pairs; absent when not offered" },
	{ "even_money", &even_money_type, 0, "even money; absent when not offered" },
	{ "side_bets", &side_list, 0, "side bets" },
	{ "restatements", &restatement_list, 0, "passages that state a rule a second time" },
	{ "part_chips", &part_chip_type, 0,
	  "what is paid when a payout is not a whole number of chips (3:2 on an odd stake)" },
	{ "premiums", &premium_list, 0,
	  "premiums for special hands, paid on top (three sevens: a premium equal to the stake)" },
	{ NULL, NULL, 0, NULL }
};

const spec_family spec_family_pontoon = { "pontoon", pontoon_fields,
	"Pontoon: bought and drawn cards, five-card trick, ties lose" };
