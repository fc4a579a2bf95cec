/* SPDX-License-Identifier: Apache-2.0 */
/* schema_stud.c - the plan format of stud poker against the house
 * (Caribbean stud, casino five-card, Russian and Banco poker): five cards
 * each to player and dealer, card exchanges and purchases, the dealer's
 * qualification and what the player sees of his hand, Ante/Bet and bonus
 * bets. */
#include <stddef.h>

#include "schema_poker.h"

static const char *const option_kinds[] = { "exchange", "buy", "dealer_card", NULL };
static const spec_type option_kind_enum = { .kind = T_ENUM, .what = "card option kind",
	.values = option_kinds };
static const spec_type card_count = { .kind = T_INT, .what = "number of cards",
	.min = 1, .max = 5 };
static const spec_type card_count_list = { .kind = T_LIST, .what = "list of card counts",
	.item = &card_count, .min = 1 };
static const spec_type times_type = { .kind = T_INT, .what = "how many times",
	.min = 1, .max = 10 };

/* A card for the dealer (kind dealer_card): when the plan lets it be
 * bought again, and what each main bet gets when the dealer still does not
 * qualify after it.  Both may be `unstated`; PP-PLAN-007 reports them open
 * (stud_dealer_card.c), PP-STUD-002 when another kind of option states them. */
static const char *const repeat_if_values[] = { "same_rank", "not_qualified",
	"same_rank_not_qualified", "unstated", NULL };
static const spec_type repeat_if_enum = { .kind = T_ENUM,
	.what = "when a card for the dealer may be bought again", .values = repeat_if_values };
static const char *const still_gets_values[] = { "lost", "push", "wins", "unstated", NULL };
static const spec_type still_gets_enum = { .kind = T_ENUM,
	.what = "what a bet gets when the dealer still does not qualify",
	.values = still_gets_values };
static const spec_field still_fields[] = {
	{ "bet", &spec_text, SPEC_REQUIRED, "the bet, by name (\"Ante\")" },
	{ "gets", &still_gets_enum, SPEC_REQUIRED,
	  "lost (the stake is lost), push (the stake comes back), wins (paid as when "
	  "the dealer does not qualify) or unstated" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type still_type = { .kind = T_MAP,
	.what = "what a bet gets when the dealer still does not qualify", .fields = still_fields };
static const spec_type still_list = { .kind = T_LIST,
	.what = "list of what the bets get when the dealer still does not qualify",
	.item = &still_type, .identity = "bet", .min = 1 };

static const spec_field option_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED, "the plan's name for the option" },
	{ "kind", &option_kind_enum, SPEC_REQUIRED,
	  "exchange (replace cards of the hand), buy (add a card to the hand) or "
	  "dealer_card (replace the dealer's highest card)" },
	{ "cards", &card_count_list, 0, "how many cards the option exchanges or buys" },
	{ "price", &spec_decimal, SPEC_REQUIRED, "what it costs, in antes (\"1\")" },
	{ "times", &times_type, 0, "how many times a round it may be used (default 1)" },
	{ "forfeits", &spec_text_list, 0, "bets the player loses by using it" },
	{ "after", &spec_text, 0,
	  "the option it may only follow, by name: a card bought in a second round after "
	  "a first exchange (absent: the option stands alone)" },
	{ "repeat_if", &repeat_if_enum, 0,
	  "dealer_card bought more than once (times above 1): when it may be bought "
	  "again: same_rank (the new card has the rank of the card it replaced), "
	  "not_qualified (the dealer still does not qualify), same_rank_not_qualified "
	  "(both), or unstated" },
	{ "still_not_qualified", &still_list, SPEC_UNSTATED_VALUE,
	  "dealer_card: what each bet gets when the dealer still does not qualify after "
	  "the card: a list of `{bet, gets, citation}`, gets lost, push, wins or "
	  "unstated; `unstated` for the whole rule when the plan does not say" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type option_type = { .kind = T_MAP, .what = "card option",
	.fields = option_fields };
static const spec_type option_list = { .kind = T_LIST, .what = "list of card options",
	.item = &option_type, .identity = "name", .min = 1 };

static const spec_field pair_fields[] = {
	{ "primary", &spec_poker_hand, SPEC_REQUIRED, "the first (higher) combination" },
	{ "second", &spec_poker_hand, SPEC_REQUIRED, "the second combination paid with it" },
	{ "example", &spec_text, 0, "the plan's example cards" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type pair_type = { .kind = T_MAP, .what = "combination pair",
	.fields = pair_fields };
static const spec_type pair_list = { .kind = T_LIST, .what = "list of combination pairs",
	.item = &pair_type, .min = 1 };

static const spec_field second_fields[] = {
	{ "bet", &spec_text, SPEC_REQUIRED, "the bet that pays both combinations (\"Bet\")" },
	{ "pairs", &pair_list, SPEC_REQUIRED, "the combinations the plan pays together" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type second_type = { .kind = T_MAP, .what = "second combination",
	.fields = second_fields };

/* The dealt view (issue 31): how many of the dealer's five cards are dealt
 * face up before the player decides, and which, as the plan states it.
 * Absent: the plan does not say, and PP-POKER-007 gives the figures of both
 * views it can price as readings (stud_optimal_report.c). */
static const spec_type face_up_count = { .kind = T_INT,
	.what = "number of dealer cards face up", .min = 0, .max = 4 };
static const char *const face_up_which[] = { "first", "last", "unstated", NULL };
static const spec_type face_up_which_enum = { .kind = T_ENUM,
	.what = "which dealer card is face up", .values = face_up_which };
static const spec_field face_up_fields[] = {
	{ "cards", &face_up_count, SPEC_REQUIRED,
	  "how many of the dealer's cards the player sees before deciding: 0 (all "
	  "face down) or 1 (one face up; more are accepted and not priced)" },
	{ "which", &face_up_which_enum, 0,
	  "with one card: which the plan says is face up, first or last dealt to the "
	  "dealer, or unstated (the default); the figures do not depend on it" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type face_up_type = { .kind = T_MAP, .what = "dealer cards face up",
	.fields = face_up_fields };

/* The stud dealer: the shared qualification (schema_poker.c) and the view. */
static const spec_field dealer_fields[] = {
	{ "qualifies_with", &spec_poker_hand, SPEC_REQUIRED,
	  "the lowest hand with which the dealer qualifies (ace_king, one_pair)" },
	{ "face_up", &face_up_type, 0,
	  "what the player sees of the dealer's hand: `{cards, which, citation}`; "
	  "absent when the plan does not say" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type dealer_type = { .kind = T_MAP,
	.what = "dealer qualification and cards face up", .fields = dealer_fields };

static const spec_field stud_fields[] = {
	{ "dealer", &dealer_type, 0,
	  "the dealer's qualification and the cards of his hand the player sees" },
	{ "tie", &spec_poker_tie, 0, "what a tie does" },
	{ "bets", &spec_poker_bets, SPEC_REQUIRED, "Ante, Bet, bonus and other bets" },
	{ "options", &option_list, 0, "card exchanges and purchases and their prices" },
	{ "second_combination", &second_type, 0,
	  "two combinations paid together (Russian poker)" },
	{ NULL, NULL, 0, NULL }
};

const spec_family spec_family_stud = { "stud", stud_fields,
	"five-card stud poker against the house: Ante/Bet, bonus tables, card options" };
