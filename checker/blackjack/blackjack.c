/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack.c - the families `blackjack` and `pontoon`: what a check of
 * one game runs, and the rules (PP-BJ-*, shared by both; PP-PONT-*).
 *
 * Both families read the game into one model (bj_game) and run the same
 * checks; the model knows which family it is (doubles, insurance and
 * surrender exist only in Black Jack; bought cards, the five-card trick
 * and ties that lose only in Pontoon). */
#include "blackjack/blackjack.h"
#include "blackjack/blackjack_boxes.h"
#include "i18n.h"

static pp_status bj_check(ck_ctx *ctx, const pp_node *game, pp_error *err)
{
	bj_game g;
	(void)err;
	bj_game_read(&g, game);
	bj_check_rules(ctx, &g);
	bj_check_restated(ctx, &g);
	bj_check_side_bets(ctx, &g);
	bj_check_naturals(ctx, &g);
	bj_check_dealer(ctx, &g);
	bj_check_exposure(ctx, &g);
	bj_check_edge(ctx, &g);
	bj_check_main_shoe(ctx, &g);
	bj_check_chips(ctx, &g);
	bj_check_premiums(ctx, &g);
	bj_check_boxes(ctx, &g);
	bj_game_clear(&g);
	return PP_OK;
}

static const pp_rule blackjack_rules[] = {
	{ "PP-BJ-001", N_("The plan states how many decks the shoe holds"), PP_SEV_ERROR,
	  "Checks that the game states the number of 52-card decks in the shoe.",
	  "Every probability of the game (the dealer's totals, naturals, insurance, side "
	  "bets, the house edge) is computed from the shoe.",
	  "State the number of decks." },
	{ "PP-BJ-002", N_("The plan states whether the dealer stands on a soft 17"), PP_SEV_WARNING,
	  "Checks that the dealer's rules say whether a soft 17 (an ace counted eleven) "
	  "stands or draws.  When the plan does not say, the report states how planproof "
	  "reads it and shows the dealer's bust probability after a six up both ways.",
	  "Standing or drawing on soft 17 changes the dealer's final totals and the house "
	  "edge (about 0.2%); a plan that rules only on ace-and-six leaves A+2+4 open.",
	  "State \"the dealer stands on all 17s\" or \"the dealer draws to a soft 17\"." },
	{ "PP-BJ-003", N_("The rule for the dealer's ace and six agrees with the soft-17 rule"),
	  PP_SEV_ERROR,
	  "Where the plan rules on a dealer's two-card ace and six (the ace counts eleven, "
	  "or one), compares what that makes the dealer do with the soft-17 rule (stated, "
	  "or as read when unstated).",
	  "An ace and a six is a soft 17: the two rules decide the same hand and must agree.",
	  "Make the two rules say the same, or drop the special case." },
	{ "PP-BJ-004", N_("A natural is settled only when the dealer cannot still make one"),
	  PP_SEV_ERROR,
	  "Where the plan pays a player's natural at once unless the dealer's up card is one "
	  "of a list, checks that the list holds every up card that can become a dealer's "
	  "natural (ace and ten) when the dealer has not peeked, and gives the exact "
	  "probability of the dealer's natural after each up card the list misses.",
	  "Without a hole card the dealer's natural is decided after the players; paying a "
	  "natural at once against an ace or a ten pays hands that a dealer's natural would "
	  "tie, and contradicts an even-money offer against the ace.",
	  "List the ace and the ten among the up cards against which a natural waits." },
	{ "PP-BJ-005", N_("Splitting makes as many hands as the plan says"), PP_SEV_ERROR,
	  "Compares the number of hands the plan says splitting can make with the number "
	  "of splits it allows plus one.",
	  "The maximum exposure of a box is counted in split hands.",
	  "Make the number of splits and the number of hands agree." },
	{ "PP-BJ-006", N_("A rule stated twice says the same both times"), PP_SEV_ERROR,
	  "For every passage that states a rule a second time (a payout, the number of "
	  "splits, decks, players or bets per box, a limit), compares its figure with the "
	  "one the plan states first.",
	  "A rule stated twice differently can be read either way; players and dealers "
	  "reading different passages play different games.",
	  "State the rule once, or make the passages agree." },
	{ "PP-BJ-007", N_("Even money pays what insuring the natural pays for sure"), PP_SEV_ERROR,
	  "Computes what a natural insured with half the bet returns when the dealer makes "
	  "a natural (the insurance at its payout) and when not (the natural's payout less "
	  "the insurance), and compares both with the even-money payout.",
	  "Even money is the insured natural settled early; at 3:2 and 2:1 both outcomes are "
	  "1, which is why even money pays 1:1.  A different even-money payout is a "
	  "different bet the plan does not describe.",
	  "Make the even-money payout equal to the insured natural's sure return." },
	{ "PP-BJ-008", N_("Surrender is offered only where the dealer cannot still make a natural"),
	  PP_SEV_WARNING,
	  "Where there is no hole card (or no peek), lists the up cards that can become a "
	  "dealer's natural against which the plan allows surrender, with the exact "
	  "probability of that natural.",
	  "Without a peek a surrender against a ten or an ace is early surrender: the "
	  "player escapes a dealer's natural.  A plan that forbids it against the ace for "
	  "that reason but not against the ten says nothing about what happens then.",
	  "Forbid surrender against both, or say that a surrender stands (or not) if the "
	  "dealer then makes a natural." },
	{ "PP-BJ-009", N_("Every winning hand's payout is stated"), PP_SEV_ERROR,
	  "Checks that the plan states what a win, a natural (blackjack or pontoon) and, in "
	  "Pontoon, a five-card trick pay.",
	  "A win whose payout the plan does not state is unregulated; no maximum win can "
	  "be derived without it.",
	  "State the payout." },
	{ "PP-BJ-010", N_("The plan says whether a natural beats a dealer's 21"), PP_SEV_WARNING,
	  "Checks that the plan says whether a player's natural beats a dealer's 21 of "
	  "three or more cards, and gives the exact probability of that 21 after an ace "
	  "and a ten up when it does not.",
	  "Read literally, \"the same total is a tie\" (or, in Pontoon, \"ties lose\") "
	  "makes a natural tie with or lose to any 21.",
	  "State that a natural beats a 21 of more cards (or that it does not)." },
	{ "PP-BJ-011", N_("A pair side bet's paytable is complete, possible and ordered"),
	  PP_SEV_ERROR,
	  "For a Perfect Pairs bet, checks that the perfect, coloured and mixed pairs all "
	  "have a payout, that a rarer tier pays more, and that every paid tier can occur "
	  "with the shoe (a perfect pair needs two decks); then computes each tier's exact "
	  "probability from the shoe and the bet's RTP (PP-RTP-001).",
	  "Perfect Pairs is a fixed-odds bet on the first two cards; its tiers and their "
	  "probabilities are exact counts of two-card hands.",
	  "Complete or reorder the paytable." },
	{ "PP-BJ-012", N_("The plan says what a side bet's maximum covers"), PP_SEV_WARNING,
	  "Where one box may hold several bets of a side bet, checks that the plan says "
	  "whether the maximum side bet covers each of them or all together; the maximum "
	  "exposure reads it per bet when it does not.",
	  "Five bets of the maximum each expose five times what one maximum does.",
	  "Say whether the maximum is per bet or per box." },
	{ "PP-BJ-013", N_("A side bet has a maximum in every currency of the game"), PP_SEV_WARNING,
	  "Checks that each side bet has a maximum bet for every currency of the game's "
	  "parameters table.",
	  "A side bet with no maximum in a currency has an unbounded exposure there.",
	  "State the side bet's maximum in that currency." },
	{ "PP-BJ-014", N_("Every payout can be paid in the table's chips"), PP_SEV_WARNING,
	  "For every payout that is not a whole multiple of the stake (3:2, 6:5) and "
	  "every limits row, counts exactly the legal stakes (the multiples of the "
	  "smallest chip from the minimum to the maximum bet) on which the payout is "
	  "not a whole number of chips, names the first and the chip the part needs, "
	  "and reads the plan's rule "
	  "for them (`part_chips`): paid exactly, rounded down or up, or carried "
	  "forward on the box; it says who gains and by how much at most.  The "
	  "amounts checked are the hands' payouts, a surrender's refund, an "
	  "insurance stake of exactly half the bet, even money, a bought card's "
	  "stake and the premiums.",
	  "A payout the table cannot pay is settled by a rule the dealer needs; a "
	  "plan that does not state it leaves every such hand to discretion.",
	  "State what is paid when the payout is not a whole number of chips." },
	{ "PP-BJ-015", N_("The main game's return on the plan's shoe"), PP_SEV_INFO,
	  "When the exact main-game analysis is asked for (`--exact-main`), computes the "
	  "main game's return exactly on the plan's own shoe under the composition-"
	  "dependent strategy (each decision optimal for the hand's exact cards; split "
	  "hands played on their own cards with the pair cards split so far out of the "
	  "shoe, resplitting as the plan allows), "
	  "and prints the first decision it implies for every two-card hand against every "
	  "up card.  The PAR sheet (`planproof figures --exact-main`) gives this return "
	  "(RTP and house edge only: the hands of a split round share the dealer's cards "
	  "and the shoe, and their covariance is not computed) and, beside it, the same "
	  "strategy with pairs never split, whose return, variance and standard deviation "
	  "are exact; `check --exact-main` does not compute that second row.",
	  "The infinite-shoe figure is a standard reference; the return a player actually "
	  "faces depends on the number of decks (about half a percent between one deck and "
	  "eight) and is what a testing lab's PAR sheet states.",
	  "Nothing to fix: the figure is information." },
	{ "PP-BJ-016", N_("Premiums for special hands are priced"), PP_SEV_INFO,
	  "For every premium the plan pays on top of a special hand (three sevens), "
	  "computes the exact probability that a hand's first cards are exactly "
	  "these (infinite shoe) and the premium times it: the most the premium adds "
	  "to the return of an unsplit hand.  The maximum win counts the premium "
	  "exactly; the house edge, whose strategy does not model premiums, leaves "
	  "it out, so this reports it (info).",
	  "A premium is part of the game's return; a figure that leaves it out must "
	  "say so and bound it.",
	  "Nothing to change in the plan; state the premium's stake and whether "
	  "doubled or split hands get it." },
	{ "PP-BJ-017", N_("A box holds as many players as back-betting allows"), PP_SEV_ERROR,
	  "Where the plan states both the players one box may hold and its back-betting "
	  "rule, compares the players with the owner plus the back-bettors the rule "
	  "allows (none when back-betting is not allowed).",
	  "The stakes a box can hold, and with a maximum bet per player its largest win, "
	  "follow from the players on it.",
	  "Make the players per box and the back-bettors agree." },
	{ "PP-BJ-018", N_("The plan says what back-bets do when the box owner doubles or splits"),
	  PP_SEV_WARNING,
	  "Where back-betting is allowed and the game offers doubling or splitting, checks "
	  "that the plan says whether back-bets follow the owner's double and split, may "
	  "choose, or may not.",
	  "A back-bet that doubles or splits with the owner's puts more on the box than "
	  "its stake; one that may not stays a bet on the owner's hand.",
	  "State what back-bettors may do when the owner doubles and when he splits." },
	{ NULL, NULL, PP_SEV_INFO, NULL, NULL, NULL }
};

static const pp_rule pontoon_rules[] = {
	{ "PP-PONT-001", N_("The card dealt automatically cannot bust the hand"), PP_SEV_ERROR,
	  "Where the plan deals a hand's last card automatically at a total of n or less, "
	  "checks that n is at most 11, so that no card (a ten at most) takes it over 21.",
	  "An automatic card is dealt without the player's choice; it must not be able to "
	  "lose the hand.",
	  "Lower the total to 11." },
	{ NULL, NULL, PP_SEV_INFO, NULL, NULL, NULL }
};

const ck_family ck_family_blackjack = { "blackjack", blackjack_rules, bj_check, bj_max_win,
	                                      NULL };
const ck_family ck_family_pontoon = { "pontoon", pontoon_rules, bj_check, bj_max_win,
	                                    NULL };
