/* SPDX-License-Identifier: Apache-2.0 */
/* poker_rules.c - the rules of the poker families (PP-POKER-*, shared by
 * stud and hold'em, and PP-STUD-*).  One table, registered through the
 * stud family: rule ids are looked up in every table whatever family
 * emits them. */
#include <stddef.h>

#include "poker/poker.h"
#include "i18n.h"

const pp_rule poker_rules[] = {
	{ "PP-POKER-001", N_("Every hand a bet can be settled on is paid or explicitly not"),
	  PP_SEV_ERROR,
	  "For every bet with a paytable or a bonus table (each currency's), lists the hand "
	  "classes the bet can be settled on (every class for side bets; for bets settled "
	  "against a dealer who must qualify, the classes at or above his qualifying hand) "
	  "and checks that each is a row of the table or that the plan says what the other "
	  "hands get (they lose, or the stake stays).",
	  "A hand that can occur and that the plan neither pays nor declares lost leaves "
	  "the player's claim undefined; the usual case is a Bet table without an "
	  "ace-king row although a dealer qualifies with ace-king.",
	  "Add the missing rows, or state what the bet gets on the other hands." },
	{ "PP-POKER-002", N_("Payouts rise with the hand"), PP_SEV_ERROR,
	  "Orders the rows of every paytable and of every currency's bonus table by hand "
	  "rank and checks that no better hand pays less than a worse one.",
	  "Poker paytables pay rarer hands more; an inversion is almost always a typing "
	  "error in the table.",
	  "Correct the row that pays less than the hand below it." },
	{ "PP-POKER-003", N_("A bet offered under the same name pays the same in every game"),
	  PP_SEV_WARNING,
	  "Compares each side bet, Blind and bonus with the bet of the same name in the "
	  "first poker game of the plan that offers it, row by row (ratios, or amounts "
	  "and stakes per currency), and lists every difference.",
	  "Players meet a bet such as Trips at several tables of one casino; a name that "
	  "pays differently at two tables is either a deliberate variant the plan should "
	  "name, or a copying error.",
	  "Make the tables agree, or give the variant its own name." },
	{ "PP-POKER-004", N_("Fixed-amount bonus tables agree between currencies"), PP_SEV_ERROR,
	  "For a bonus that pays fixed amounts in several currencies, divides each row's "
	  "amount in the first currency by the amount in each other one and compares the "
	  "ratio with the ratio of the stakes (or, when the plan states no stakes, with "
	  "the ratio most rows share); each row is reported.",
	  "The same bonus must give the same return in every currency; one row converted "
	  "at another rate changes that hand's payout for one currency's players.",
	  "Convert the deviating rows at the same rate as the others." },
	{ "PP-POKER-005", N_("A fixed-amount bonus states its table and stake in every currency"),
	  PP_SEV_ERROR,
	  "Checks that a bonus paying fixed amounts has a table and a stated stake for "
	  "every currency of the game's parameters table.",
	  "The amounts mean nothing without the stake they are paid on: the bonus's return "
	  "and the game's maximum win cannot be computed.",
	  "State the bonus stake (or its limits) in every currency." },
	{ "PP-POKER-006", N_("A tie broken by suits states the order and the deciding card"),
	  PP_SEV_WARNING,
	  "Where ties against the dealer are broken by a suit order (tie: main_bets: "
	  "suit_order), checks that the plan gives all four suits in order, each once, "
	  "and says which card's suit decides (decided_by).",
	  "A suit order without the card it applies to leaves every tie to the dealer's "
	  "reading; equal hands differ only in suits, so the rule decides real money.",
	  "State the order of the suits and the card whose suit decides." },
	{ "PP-POKER-007", N_("The main game's return under the optimal strategy"), PP_SEV_INFO,
	  "When the exact main-game analysis is asked for (`--exact-main`), computes for a "
	  "stud game the engine can price (one ante, one raise of one size, a stated tie "
	  "rule, qualifier and payouts; a second combination paid on the raise) the exact "
	  "house edge under the optimal raise/fold decision for every player hand against "
	  "every dealer hand from the other 47 cards, both with the dealer's cards unseen "
	  "and with one dealer card seen, and the element of risk; the finding states the "
	  "strategy and the rules it read.  A game that offers an exchange of one card "
	  "(once, standing alone, not after another option) has it optimised too, the "
	  "cheapest where it offers several, in both views (with one dealer card seen every "
	  "decision knows it; a plan that deals the dealer's cards face down gets that "
	  "comparison with the exchange declined).  A game that offers no such exchange but "
	  "one card bought (a sixth card: the player then plays the best five of six, the "
	  "raise paying the six cards' second combination) has that optimised with one "
	  "dealer card seen where the plan deals one face up.  Beside a one-card exchange, "
	  "an exchange of two cards at once is weighed with one dealer card seen: where an "
	  "upper bound of its value, less its price, is never above the best of keeping and "
	  "the one-card exchange (every dealt hand, up card and pair discarded, under every "
	  "reading), it is never better and the finding says so with the least price at "
	  "which that holds.  Other card options are "
	  "declined, and the figure is then the exact return of that stated strategy, a "
	  "lower bound of the optimum.  The stud "
	  "dealer's `face_up` says which view is the game as dealt: its figure is the "
	  "game's return, held to 100 % and the policy, the other only a comparison; where "
	  "the plan does not say, both are readings.  Where the "
	  "plan leaves a payout of the raise open, every reading is priced.  For a hold'em game of "
	  "Ultimate Texas Hold'em's shape (an ante, a blind, one Play raise whose sizes are "
	  "read as the preflop, flop and river stages) or Casino hold'em's (an ante and one "
	  "call on the flop), the same over every flop, turn, river and dealer hand, each "
	  "decision optimal given what the player sees.  Other games are not applicable, "
	  "with the reason.",
	  "The main game's return under the best strategy is the figure a testing lab's PAR "
	  "sheet states; derived from the plan's own qualifier, paytable and rules, it shows "
	  "what a change of any of them does to the game.",
	  "Nothing to fix: the figure is information." },
	{ "PP-STUD-001", N_("The largest insurance stake stays within the maximum bet"),
	  PP_SEV_WARNING,
	  "For an insurance whose stake may reach a share of the insured bet's possible "
	  "win, computes the largest such stake at the maximum ante (the best hand, two "
	  "combinations where paid) and compares it with the maximum bet of each currency.",
	  "The parameters table caps each stake; an insurance rule that allows stakes far "
	  "above it contradicts the table.",
	  "Cap the insurance stake, or state that the maximum bet does not apply to it." },
	{ "PP-STUD-002", N_("A rule that names a bet or a card option names one of the game"),
	  PP_SEV_ERROR,
	  "Checks that the bets named by the insurance, the second-combination rule, "
	  "the bets a card option forfeits and those whose outcome a card for the dealer "
	  "states (`still_not_qualified`) are bets of the game, that the option a card "
	  "option follows (`after`: a card bought in a second round) is another card option "
	  "of the game, and that only a card for the dealer (kind dealer_card) states when "
	  "it repeats and what the bets get when the dealer still does not qualify.",
	  "A rule about a bet or an option that the game does not have cannot be applied.",
	  "Correct the name so it matches the bet's or the option's name." },
	{ NULL, NULL, PP_SEV_INFO, NULL, NULL, NULL }
};
