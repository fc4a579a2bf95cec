/* SPDX-License-Identifier: Apache-2.0 */
/* rules_core.c - the rules every game shares: limits, maximum win, payout
 * words, return to player, and the cross-plan rules. */
#include <stddef.h>

#include "core/check.h"
#include "i18n.h"

const pp_rule ck_rules_core[] = {
	{ "PP-AGG-001", N_("The paytable at maximum bets stays within the aggregate payout limit"),
	  PP_SEV_ERROR,
	  "For an aggregate payout limit stated as a formula (a game's "
	  "`aggregate_max_payout`, or a policy's `aggregate_max_payouts` for the "
	  "games of some families): \"50,000 or the most one player could win in a "
	  "round betting the minimum, whichever is greater\", computes for every "
	  "limits row in the formula's currency the most one player wins in a round "
	  "at the row's maximum bets and, with `or: most_at_min_bet`, at its minimum "
	  "bets, exactly, with the family's max-win engine; takes the greater (or "
	  "lesser) term as the limit and compares the win at maximum bets with it "
	  "(net, or gross when the formula says so).",
	  "A paytable that promises more at the maximum bets than the aggregate limit "
	  "lets the casino pay states two payouts for one hand; the player reading "
	  "the paytable is paid less than it says.",
	  "Lower the maximum bets or the payouts, or state that payment is capped at "
	  "the limit (`max_win.cap`) and show the cap to the player." },
	{ "PP-FLOOR-001", N_("A paytable stated as a floor is priced as the least return"),
	  PP_SEV_INFO,
	  "Where the plan states a game's paytables as minimums (`payout_floor: "
	  "true`: the document says the casino pays \"no less than\" the table), "
	  "says that every return (PP-RTP-001) and maximum win computed from the "
	  "tables is the least the game pays, and lists the returns.",
	  "A table of minimums fixes no payout: the casino may pay more, so the "
	  "figures bound the return from below and do not state it.",
	  "Nothing to correct; state the payouts actually paid if the plan fixes them." },
	{ "PP-GIFT-001", N_("A prize paid in kind is reported, not priced as nothing"),
	  PP_SEV_INFO,
	  "Lists every prize the plan pays as a gift beside its amount or instead of "
	  "one (`amount: {gift: ...}`, `{cash: ..., gift: ...}`: \"a small attention "
	  "from the casino\"): the returns and maximum wins are computed from the "
	  "cash alone, and the bet's return (PP-RTP-001) carries the evidence "
	  "`gifts_excluded`.",
	  "A gift has no stated value: pricing it would invent one, and leaving it "
	  "out silently would make the prize read as nothing.",
	  "Nothing to correct; state the gift's value if the plan gives one." },
	{ "PP-LIMIT-001", N_("Minimum and maximum bets are positive and in order"),
	  PP_SEV_ERROR,
	  "For every row of a game's parameters table, checks that the minimum bet "
	  "is greater than zero and not greater than the maximum bet.",
	  "A table whose minimum exceeds its maximum admits no legal stake; every "
	  "other figure derived from the row would be meaningless.",
	  "Correct the minimum or maximum bet of the row." },
	{ "PP-LIMIT-002", N_("Every bet with limits of its own is a bet of the game"),
	  PP_SEV_ERROR,
	  "For every bet a limits row sets apart (`bets:` of the row, e.g. straight "
	  "1-20 at level 3, or a side bet's 2-20), checks that the game has a bet or "
	  "side bet of that name (a roulette bet: of that type). The maximum win of "
	  "the row stakes each bet at its own maximum.",
	  "Limits for a bet the game does not offer are either a typing slip or a "
	  "bet the plan forgot to define; either way the maximum win computed from "
	  "the row would miss it.",
	  "Name the bet as the game's bet list names it, or add the bet." },
	{ "PP-LIMIT-003", N_("A limit stated relative to another agrees with the amounts"),
	  PP_SEV_ERROR,
	  "For every limit a row states relative to another figure (`max_bet_relative`: the "
	  "maximum as a multiple of the row's minimum, or one bet's stake capped at a multiple "
	  "of another bet's), resolves it exactly where the other figure is known and compares "
	  "it with the amount the row or bet also states: a row's maximum must equal the "
	  "multiple of its minimum, a bet's stated maximum must lie within its relative cap, "
	  "and the bet a cap refers to must be a bet of the game. The resolved figure is the "
	  "maximum the max-win check uses.",
	  "Two statements of one limit that disagree leave the maximum stake, and every "
	  "figure derived from it (the maximum win), undecided; a bet's maximum above its "
	  "relative cap can never be staked.",
	  "Correct the amount or the relation so that they agree, or name the bet the cap "
	  "refers to as the game names it." },
	{ "PP-MAXWIN-001", N_("The declared maximum win follows from the limits and payouts"),
	  PP_SEV_ERROR,
	  "For every currency row, computes exactly the largest amount one box can "
	  "win in one round from the maximum bet and the best payouts the game's "
	  "rules allow, both gross (stakes returned included) and net, and compares "
	  "it with the declared maximum win under the plan's stated convention (or "
	  "under either convention when the plan states none). A figure the plan "
	  "declares a cap (`cap: true`) may lie above the largest win (it never "
	  "binds) or below it: then it is reported as info with the maximum bet "
	  "from which it binds (the row's maximum x cap / largest win).",
	  "The maximum win is a figure the licence is granted on; a figure that does "
	  "not follow from the plan's own limits and payouts is either unreachable or "
	  "an unstated cap on payouts.",
	  "Replace the declared figure with the computed one for the convention the "
	  "plan uses, or state the cap on wins explicitly in the rules." },
	{ "PP-MAXWIN-002", N_("The plan says whether a maximum win includes the stake"),
	  PP_SEV_WARNING,
	  "Checks that a game that declares a maximum win states whether the figure "
	  "is gross (the stake returned is included) or net. A game that declares "
	  "no maximum win has no such figure to explain (not applicable).",
	  "A figure whose convention is unstated can be read two ways, differing by "
	  "the stake; auditors cannot verify it without guessing.",
	  "State next to the parameters table whether the maximum win includes the "
	  "returned stake." },
	{ "PP-PAY-001", N_("Words stating a payout agree with its ratio"), PP_SEV_ERROR,
	  "Where the plan states a payout both as a ratio and in words (\"wins twice "
	  "the stake plus the stake\"), compares the net multiple the words state "
	  "with the ratio's value.",
	  "A player reads the words; the dealer pays the ratio.  The two must agree.",
	  "Make the words and the ratio say the same multiple." },
	{ "PP-RTP-001", N_("Every bet returns less than its stakes on average"), PP_SEV_ERROR,
	  "Computes each bet's exact expected return per unit staked (RTP) from the "
	  "equipment and the payouts, as a fraction, and checks that it is below 1.",
	  "A bet with an RTP of 100% or more loses the operator money on average: "
	  "almost always a wrong payout or a misdescribed rule.",
	  "Correct the payout or the rule that gives the bet its return." },
	{ "PP-PAY-002", N_("A prize at discretion is named and left out of the figures"),
	  PP_SEV_INFO,
	  "Reports every payout the plan gives as something other than a stated sum "
	  "(`discretionary`: \"a small gift from the casino\"). The return of the bet is "
	  "computed without it (a lower bound) and the maximum win leaves it out.",
	  "A prize without a value cannot enter an exact figure; the auditor needs to "
	  "know which figures it was left out of.",
	  "State the prize's value, or accept that the figures exclude it." },
	{ "PP-RTP-002", N_("Every bet's return meets the jurisdiction policy"), PP_SEV_WARNING,
	  "Holds each bet's exact return (the PP-RTP-001 figure) to the floors and "
	  "house-edge ceilings of the policy in force for its kind of bet (main, "
	  "side, wheel): `--policy FILE`, or the built-in default that reports a "
	  "return below 85% as a warning and below 90% as info. The finding takes "
	  "the severity of the gravest threshold the bet breaks.",
	  "Regulators set minimum returns; a bet far below the others of its kind "
	  "is also often a mistyped payout.",
	  "Raise the payout, or justify the return to the regulator (a waiver)." },
	{ "PP-NAME-001", N_("The game's name agrees with its model"), PP_SEV_WARNING,
	  "Reads the claims a game's name makes that its model can contradict: "
	  "\"American\" on a single-zero roulette, a deck count (\"6-deck\", \"6 "
	  "balíčků\") that is not the shoe's, \"Punto Banco\" with a banker bet paid "
	  "without commission, \"no commission\" with one charged. A banker bet paid "
	  "below even money (\"0.95:1\", \"19:20\") carries its commission in the "
	  "payout: it is charged one.",
	  "Players choose a table by its name; a name promising another game than "
	  "the rules describe misleads them, and often shows the rules were copied "
	  "from another game.",
	  "Correct the name or the rule." },
	{ "PP-NAME-002", N_("Bets of one name and kind pay alike across the plan"),
	  PP_SEV_WARNING,
	  "Compares, across the games of one family, the bets that have the same "
	  "name and are settled alike: the same type, the same outcomes (a wheel "
	  "bet's symbol) and the same trigger of a commission charged on some wins "
	  "only (a banker six). Reports each pair whose payouts differ as numbers, "
	  "on every win after a commission on every win whose net payout the plan "
	  "states, and on the trigger. Bets that share a name but are settled "
	  "otherwise are different bets and are not compared.",
	  "A player who knows the Tie at 8:1 from one table expects it at the next; "
	  "two payouts under one name are either a slip or need two names.",
	  "Align the payouts, or name the bets apart." },
	{ "PP-POLICY-001", N_("The plan makes every statement the policy requires"),
	  PP_SEV_ERROR,
	  "For every statement a `--policy` file requires (a dotted game key such "
	  "as `max_win.basis`, or a `plan.` key), checks that each game, or the "
	  "plan, states it, and not as `unstated`. The built-in default policy "
	  "requires none.",
	  "A regulator may refuse a plan that leaves a required rule open.",
	  "State the rule in the plan and encode it." },
	{ "PP-POLICY-002", N_("Every paytable pays at least the policy's minimum paytable"),
	  PP_SEV_ERROR,
	  "For every `min_paytables` entry of the `--policy` file (a bet of the games "
	  "of some families, named by its name, kind or type, or `payouts` for the "
	  "game's own table of blackjack and pontoon, and the least each "
	  "hand pays, or the least a bet paid at one ratio pays), compares the "
	  "plan's table row by row: a row paying less than the floor, or a hand the "
	  "plan does not pay, fails at the entry's severity with both figures and "
	  "the policy line's location. The built-in default policy sets none.",
	  "Regulations state paytables as minimums (\"shall pay no less than the "
	  "odds below\"); a plan paying less cannot be approved as written.",
	  "Raise the row to the floor, or pay the hand the regulation lists." },
	{ "PP-POLICY-003", N_("Odds are stated in the wording the policy allows"),
	  PP_SEV_ERROR,
	  "With a `--policy` file's `odds_wording: {use: to}`, finds every ratio of a "
	  "game written as \"x for y\" odds (the stake included: \"8 for 1\" pays "
	  "as \"7:1\") and reports it at its location with the net ratio it reads "
	  "as; a game whose ratios are all \"a:b\" passes. Whether the plan's "
	  "wording is the document's is the document check's (PP-DOC) business.",
	  "Some regulations forbid stating odds with the word \"for\": players "
	  "misread \"8 for 1\" as a net win of 8.",
	  "State the odds as \"a to b\" (\"7:1\") in the plan and its document." },
	{ "PP-PLAN-001", N_("Maximum wins follow one convention across the plan"),
	  PP_SEV_WARNING,
	  "Collects, for every game, the convention its declared maximum wins "
	  "follow (stated, or the one the figures match when unstated) and checks "
	  "that all games use the same one.",
	  "Readers apply one reading of \"maximum win\" to the whole plan; mixed "
	  "conventions make some figures wrong under any single reading.",
	  "Restate the figures of the games that differ in the plan's convention, "
	  "and say which convention the plan uses." },
	{ "PP-PLAN-002", N_("Every game has its parameters table"), PP_SEV_ERROR,
	  "Checks that every game declares limits (minimum bet, maximum bet, "
	  "maximum win) in at least one currency.",
	  "The parameters are part of what a plan must state for each game.",
	  "Add the game's parameters table." },
	{ "PP-PLAN-003", N_("Every currency a game uses is a currency of the plan"),
	  PP_SEV_ERROR,
	  "Checks each limits row's currency against the plan's currencies.",
	  "A limit in a currency the plan does not admit cannot be played.",
	  "Declare the currency or remove the row." },
	{ "PP-PLAN-004", N_("Every game has limits in every currency of the plan"),
	  PP_SEV_WARNING,
	  "Checks that each game has a limits row for each currency of the plan.",
	  "A game offered in a currency with no stated limits has unbounded stakes "
	  "in it as far as the plan says.",
	  "Add the missing currency row or state that the game is not offered in "
	  "that currency." },
	{ "PP-PLAN-005", N_("The limits of every game convert between currencies at one rate"),
	  PP_SEV_WARNING,
	  "For each currency after the plan's first, divides every game's maximum bet "
	  "and maximum win in the first currency by the same figure in the other, "
	  "and checks that all games imply the same rate.",
	  "The limits in two currencies describe the same game; a rate that differs "
	  "from game to game (or between a game's maximum bet and maximum win) "
	  "usually means one table was not updated.",
	  "Make the currency tables consistent, or state why a game's limits differ." },
	{ "PP-PLAN-006", N_("The plan states its version and date"), PP_SEV_WARNING,
	  "Checks that the plan's metadata gives the version and the date of the "
	  "document.",
	  "An auditor compares revisions of a plan and must know which one a report "
	  "is about; an undated rules document cannot be matched to an approval.",
	  "State the version and the date on the plan." },
	{ "PP-PLAN-007", N_("The plan states every rule of the game"), PP_SEV_WARNING,
	  "Lists every rule the format lets a plan leave open (written `unstated`, "
	  "or left out) that the game does not state: one finding per open rule, "
	  "at the value or the table it belongs to.  Where the family can compute "
	  "them, its own checks give the figures under every reading.  A rule that "
	  "other rules the plan states decide in every case it would (the chip "
	  "race's colour-up ratios when the remainder rules give every share of a "
	  "higher chip one result) is not applicable, with the reason.",
	  "A rule the plan does not state is decided by the dealer on the day; the "
	  "player cannot know it and an auditor cannot verify the figures that "
	  "depend on it.  No value is assumed in its place.",
	  "State the rule in the plan (and encode it), or state that it is at the "
	  "operator's discretion." },
	{ "PP-SIDE-001", N_("A side bet's condition fits the game"), PP_SEV_ERROR,
	  "For a poker side bet with a `condition` (paid only when the dealer "
	  "qualifies, does not, or holds at least a hand; only when the player beats "
	  "him or stays in; and what exchanging or buying a card does to it), checks "
	  "that the bet is a side bet, that a condition on the dealer's qualification "
	  "has a qualifying hand to refer to and can be met, that an exchange or a "
	  "purchase it rules on is an option of the game, and that an option which "
	  "forfeits the bet (its `forfeits`) is not ruled to return or keep it.",
	  "A condition that refers to a rule the game does not have, or that the "
	  "game's own options contradict, leaves the player's claim to the bonus "
	  "undecided.",
	  "Correct the condition or the option so that both say the same." },
	{ "PP-SIDE-002", N_("A conditional side bet's return is priced or bounded"), PP_SEV_INFO,
	  "For a side bet with a `condition`, in five-card stud, prices the bet over "
	  "every deal of the player's five cards and the dealer's five from the 47 "
	  "left (exact joint class counts).  Where the condition decides every deal "
	  "(the dealer qualifies, holds at least a hand), the exact return is "
	  "PP-RTP-001's.  Otherwise this finding gives the bounds, labelled: a "
	  "bonus paid only when the player beats the dealer is priced with every "
	  "tie of classes lost and won; an unstated rule for a paying hand that "
	  "misses the condition is priced as lost and as returned; a bet a fold or "
	  "a card option forfeits gets the return with the player keeping his cards "
	  "and staying in, an upper bound; one settled on the hand after an "
	  "exchange is not computed.  Other games are not applicable.",
	  "A bonus that also depends on the dealer's hand returns less than the "
	  "same table paid on the player's hand alone; only the joint count of both "
	  "hands says how much, and a figure that depends on the player's decisions "
	  "is a bound, never the return.",
	  "Nothing to fix: the figure is information.  State the open rule to get "
	  "one exact figure." },
	{ "PP-SIDE-003", N_("A bonus stated by table level has a table for every level"),
	  PP_SEV_ERROR,
	  "For a fixed-amount bonus whose tables name a table level "
	  "(`amounts.tables[].level`), checks that every limits row of that currency "
	  "names a level with a table of its own, and that every table's level is a "
	  "level of the limits; gives each level's stake and largest payment.  The "
	  "tables of one level agree between currencies (PP-POKER-004), and each "
	  "row's maximum win takes its level's table (PP-MAXWIN-001).",
	  "Where stake and amounts differ by table level, a level without its table "
	  "leaves the bonus at that table unpriced, and a table for a level the "
	  "limits do not have is a table no player meets.",
	  "Give every level of the limits its bonus table, and name the table's "
	  "level as the limits name it." },
	{ "PP-ROOM-040", N_("The most and least bet follow the limit and its worked examples"),
	  PP_SEV_ERROR,
	  "For a betting structure of the room or a variant: checks that a stated most bet "
	  "(`max_bet`: pot, stack) is the rule of the structure's limit (pot limit, no "
	  "limit).  For each worked "
	  "example (`limit_examples`: the pot before the round, the bets on the table, what "
	  "the player has in), computes the call, the pot after the call (the pot, every "
	  "bet and the highest bet of the player's own), the most a pot-limit bet reaches "
	  "(the highest bet plus the pot after the call), and the least raise under each "
	  "reading of the minimum-raise rule (the basis, \"k times the previous bet\"), "
	  "and compares each with the figure the plan states.",
	  "Examples are how dealers learn the limit; an example whose figures the rule does "
	  "not give, or a most bet that is another limit's, sets two prices for one raise.",
	  "Correct the example's figures, the most bet, or the limit." },
	{ "PP-ROOM-041", N_("A mixed game deals variants of the room in a stated rotation"),
	  PP_SEV_ERROR,
	  "For each mixed game (`mixed`), looks up every game it names among the room's "
	  "variants, checks that its rotation states either a positive number of hands or "
	  "one round of the table and computes the hands of a full cycle, and compares the "
	  "mix's table size, deck and limit with each variant's (the fewest seats of the "
	  "variants is reported).",
	  "A mix is dealt at one table from one deck: a game it names that the room does not "
	  "describe, or one that seats fewer players than the mix, has no rules at that "
	  "table; a rotation of no hands never moves on.",
	  "Name the variants as the room describes them, or correct the rotation, the table "
	  "size or the deck." },
	{ "PP-ROOM-042", N_("The house rules of time and age are listed and agree"),
	  PP_SEV_WARNING,
	  "Lists the house rules the plan states (`house_rules`: the least age, a break and "
	  "how often, the time to act and its countdown, the time within which a player "
	  "returning to his table brings the chips he left with) and checks that the "
	  "countdown fits in the time to act; for a mix-max tournament, checks that each "
	  "stage seats no more players than the one before and lies within the players per "
	  "table.",
	  "Rules of time and age bind every player the same way; a countdown longer than the "
	  "time it counts down, or a stage that grows a shrinking table, cannot be applied as "
	  "written.",
	  "Correct the figure." },
	{ "PP-SOFT-001", N_("A rule the operator may apply is priced with and without it"),
	  PP_SEV_INFO,
	  "For a rule the plan states as the operator's discretion (a value written "
	  "`{may: ...}`: \"a commission of 5 % may be charged\") where the family "
	  "can price it, gives the bet's exact return with the rule applied and "
	  "without it (evidence `rtp_with`, `rtp_without`). The dice family prices a "
	  "buy or lay commission so; the maximum win is the larger, without it.",
	  "A rule the operator may apply or not fixes no single return: the player "
	  "gets one of two, and both are what the plan promises.",
	  "Nothing to correct; state whether the rule applies if the plan fixes it." },
	{ "PP-SOFT-002", N_("A discretionary or usual figure is reported as such"),
	  PP_SEV_INFO,
	  "Lists every value the plan writes as discretionary (`{may: ...}`) or as a "
	  "usual figure (`{usually: ...}`, `{usually_up_to: ...}`), and says how the "
	  "checks used it: a usual figure as the stated bound, a discretionary rule "
	  "priced both ways where the family can (PP-SOFT-001), else as if applied. "
	  "Every finding located at or below such a value carries the evidence "
	  "`soft`.",
	  "A figure the plan calls usual binds nobody: a finding that rests on it "
	  "rests on the plan's own hedge, and a reader must see that.",
	  "Nothing to correct; state a fixed figure if the plan has one." },
	{ "PP-SOFT-003", N_("A statement that the operator may void a game is recorded"),
	  PP_SEV_INFO,
	  "Lists every statement the plan makes that the operator (the management) "
	  "may declare a game void (`may_void`), with the circumstances it names. "
	  "No figure depends on it.",
	  "The right to void a game is a term of the game the player accepts; the "
	  "report keeps it beside the figures rather than leaving it out.",
	  "Nothing to correct; name the circumstances if the plan leaves them open." },
	{ "PP-SPEC-001", N_("The plan uses the current names of its keys"), PP_SEV_INFO,
	  "Lists every key the plan writes under a name an earlier version of the "
	  "plan format used (read under its current name, so the plan checks as "
	  "before).",
	  "Old names keep old plans loading; a report says which ones a plan still "
	  "uses so they can be upgraded before support for them is reconsidered.",
	  "Run `planproof migrate PLAN` to rewrite the plan with the current names "
	  "(comments and layout are kept)." },
	{ "PP-STREET-001", N_("A raise's streets agree with its multiples and its folds"),
	  PP_SEV_ERROR,
	  "For every raise bet that states the street each multiple may be made at "
	  "(`streets`) or where the player may fold (`fold_allowed_at`), checks that "
	  "every street belongs to the family (hold'em: preflop, flop, turn, river; "
	  "stud: draw, after_draw) and is listed in the order of play, that every "
	  "multiple is a stake, that the streets together allow exactly the bet's "
	  "`multiples` (the maximum win is computed from them), and that every fold "
	  "street is a street at which the bet can be made.",
	  "A fold is the alternative to a raise: a fold at a street where the bet "
	  "cannot be made, or streets that allow other stakes than the bet lists, "
	  "state two games in one plan.",
	  "Make the streets, the multiples and the fold streets agree." },
	{ "PP-STREET-002", N_("The largest win at each street of a raise"), PP_SEV_INFO,
	  "For every raise bet that states its streets, and every limits row, stakes "
	  "the Ante at the row's maximum bet and the raise at the largest multiple of "
	  "each street, and reports the raise's largest win at that street (its best "
	  "payout); the table lists every street.",
	  "Which street allows the largest raise decides the largest exposure of the "
	  "bet; the figures let a reviewer hold it against the declared maximum win.",
	  "Nothing to correct; the figures are for review." },
	{ "PP-STREET-003", N_("A fractional raise can be paid in the plan's chips"),
	  PP_SEV_WARNING,
	  "For every raise multiple that is not a whole number of antes (\"0.5\": half "
	  "the ante) and every limits row whose currency states a smallest chip c, "
	  "counts in closed form the antes of the row (the multiples of c from the "
	  "minimum to the maximum bet) on which the raise is not a whole number of "
	  "chips: a multiple p/q in lowest terms fails on an ante of k chips exactly "
	  "when q does not divide k. It names the first such ante and the chip the "
	  "raise would need.",
	  "A raise of half an ante of an odd number of chips cannot be placed: the "
	  "player stakes more or less than the plan allows.",
	  "Restrict the ante to stakes the fraction divides, add the chip, or state "
	  "how the raise is rounded." },
	{ "PP-RTOUR-001", N_("A roulette tournament's fees stay within the fee ceiling"),
	  PP_SEV_ERROR,
	  "For a roulette game run as a tournament with a fee ceiling (a share of the "
	  "entry plus the re-buys), computes the fees of an entry with k re-buys, "
	  "(f + k rf) / (e + k ra), exactly: the share moves monotonically from the "
	  "entry's own towards the re-buy's, so it is checked with no re-buy and with "
	  "the most re-buys, and with re-buys unlimited the least number of them whose "
	  "fees pass the ceiling is named.",
	  "A fee ceiling bounds what the house takes from a player's whole tournament; "
	  "a re-buy charged at a higher rate than the entry passes it after enough "
	  "re-buys.",
	  "Lower the fee of the entry or of the re-buys, or limit the re-buys." },
	{ "PP-RTOUR-002", N_("A roulette tournament's forced bet lies within the table limits"),
	  PP_SEV_ERROR,
	  "For a roulette tournament with a forced bet per spin, checks the stake "
	  "against every limits row of the tournament's currency (the row's minimum "
	  "bet and the maximum of the bet type the forced bet goes on, else the row's "
	  "maximum bet), and reports what the forced bets stake over the tournament's "
	  "spins.",
	  "A bet the player must place but the table does not accept cannot be "
	  "made: the tournament's rules contradict the game's limits.",
	  "Correct the forced stake or the limits." },
	{ "PP-RTOUR-003", N_("A roulette tournament's prize shares fit in the prize pool"),
	  PP_SEV_ERROR,
	  "Adds up the shares of the prize pool the plan gives each finishing place "
	  "and checks that they are at most 100 %, naming what is left or what is "
	  "promised beyond the pool.",
	  "Prize shares above the pool promise money the pool does not hold.",
	  "Correct the shares." },
	{ "PP-ROOM-030", N_("A variant's hand ranking and hand-making rule are consistent"),
	  PP_SEV_ERROR,
	  "For each poker variant with a `hand_ranking`: a low qualifier needs a low "
	  "hand (a low ranking, or a high-low split); the best low hand the plan names is "
	  "compared with the best of every hand the low ranking admits under the qualifier. "
	  "For a `hand_making` rule: counts the five-card hands a player may choose among "
	  "(own cards exactly, at most or at least N, or any, with the board cards the "
	  "rule names) out of the variant's own and board cards.",
	  "Which hand wins is the game; a qualifier with no low half, a best hand that is "
	  "not the best, or a rule that makes no hand of five leaves the showdown to the "
	  "dealer.",
	  "Correct the ranking, the best hand or the numbers of cards a hand uses." },
	{ "PP-ROOM-031", N_("A printed list of ranked hands lists each hand once"), PP_SEV_ERROR,
	  "Enumerates every hand the list's ranking admits under its qualifier (56 "
	  "eight-or-better Ace-to-Five lows) and reads each row: a hand one deck deals, "
	  "that qualifies, not listed before; a list the plan presents as complete must "
	  "list every admitted hand, and each missing hand is reported with its place. "
	  "The counts (admitted, rows, different, twice, missing) are reported per list.",
	  "Players and dealers read the table to decide a split pot; a row printed twice "
	  "and a hand left out make the table say two things or nothing.",
	  "Correct the rows of the table." },
	{ "PP-ROOM-032", N_("A printed list of ranked hands is in the ranking's order"),
	  PP_SEV_ERROR,
	  "Places every row among all the hands the ranking admits, best first, and "
	  "reports each row that a better (best-first list) or worse (worst-first list) "
	  "row precedes, with both places.",
	  "A list printed out of order ranks hands against the stated ranking.",
	  "Move the row, or correct the hand." },
	{ NULL, NULL, PP_SEV_INFO, NULL, NULL, NULL }
};
