/* SPDX-License-Identifier: Apache-2.0 */
/* stud_optimal.h - the main header of checker/poker/stud/, the stud family
 * (stud.c) and its two exact engines (prefix stud_): the raise/fold engine
 * declared here (stud_optimal*.c; PP-POKER-007 in stud_optimal_check.c)
 * and the one-card exchange engine (stud_exchange.h, prefix
 * stud_exchange_).  They read the hand evaluator (eval/), the bet model
 * (poker.h) and what they share with hold'em (poker_optimal.h).
 *
 * The exact return of a Caribbean-class stud game under
 * the optimal raise/fold strategy: the player's five cards against the
 * dealer's five from one 52-card deck; the player sees his cards and
 * raises (a Bet of `raise` antes) or folds (loses the Ante); the dealer
 * qualifies with a class or better; the bets are settled by the rules
 * below, the Bet paying a second combination on the same five cards where
 * the rules say so (second_of; stud_optimal_second.c decides it card by
 * card).  No card exchange, no sixth card: for a game that offers them the
 * caller (stud_optimal_check.c) prices the strategy that declines them.
 *
 * Every figure is exact.  For every player hand the engine counts, among
 * the C(47,5) dealer hands from the other 47 cards, those that do not
 * qualify and those that qualify and rank below, level with or above it
 * (inclusion-exclusion over the subsets of the player's cards, see
 * stud_optimal.c), so the expected value of raising is an integer over
 * C(47,5) times the common denominator of the payouts; the sum of the
 * better choice over the 2,598,960 player hands is an integer, and the
 * return is that over C(52,5) * C(47,5) * denominator.  With one dealer
 * card seen (up_card), the same per player hand and up card over the
 * C(46,4) dealer hands holding it (stud_optimal_up.c). */
#ifndef PP_STUD_OPTIMAL_H
#define PP_STUD_OPTIMAL_H

#include <stdint.h>

#include "core/num.h"
#include "poker/eval/hand_eval.h"
#include "poker/poker.h"
#include "poker/poker_optimal.h"

/* The rules of one game, filled by the caller (stud_rules_init / _clear own
 * the rationals).  A winning bet wins its net multiple by the player's
 * class: ante_win[c] antes, bet_win[c] times the Bet's stake. */
typedef struct {
	int has_qual;                /* 0: the dealer always plays */
	hand_class qual;             /* lowest class that qualifies the dealer */
	mpq_t raise;                 /* the Bet's stake in antes (> 0) */
	mpq_t ante_win[HAND_NCLASS];
	mpq_t bet_win[HAND_NCLASS];
	poker_main_dnq ante_dnq, bet_dnq;
	poker_main_tie tie;
	int up_card;                 /* the player sees one of the dealer's cards */
	/* second_of[c]: the classes (a bit each) a winning Bet also pays at
	 * their bet_win when the player's hand, of class c, holds one as a
	 * second combination (stud_second_class); 0: none. */
	unsigned second_of[HAND_NCLASS];
} stud_rules;

/* The second combination a winning raise also pays (stud_optimal_second.c):
 * stud_read_second: g's pairs of primary and second classes into second_of
 *   (all 0 when g pays none); NULL, or why the engine cannot take them;
 * stud_second_class: the highest class of allowed (a bit per class) that the
 *   five cards c, whose hand is of class primary, hold as a second
 *   combination, one with at least one card the primary combination does
 *   not use; HAND_NCLASS when none;
 * stud_second_class6: the same for six cards (a sixth card bought) whose
 *   best five, of class primary, leave out one of the cards c[i] with bit i
 *   of dropped (several when they tie): the highest of what each leaves. */
const char *stud_read_second(unsigned second_of[HAND_NCLASS], const poker_game *g,
                             const poker_bet *raise);
hand_class stud_second_class(const uint8_t c[5], hand_class primary, unsigned allowed);
hand_class stud_second_class6(const uint8_t c[6], unsigned dropped, hand_class primary,
                              unsigned allowed);

void stud_rules_init(stud_rules *r);
void stud_rules_clear(stud_rules *r);

/* The outcome of stud_return. */
typedef struct {
	mpq_t ev;                    /* expected net win per ante, best play */
	mpq_t house_edge;            /* -ev */
	mpq_t element_of_risk;       /* -ev over the expected total stake */
	uint64_t hands;              /* 2,598,960 player hands */
	uint64_t situations;         /* decisions: hands, or hands times up cards */
	uint64_t raised;             /* decisions where raising is strictly better */
	uint64_t situations_by_class[HAND_NCLASS], raised_by_class[HAND_NCLASS];
} stud_result;

void stud_result_init(stud_result *res);
void stud_result_clear(stud_result *res);

/* Computes res for r.  Returns 1, or 0 (res untouched) when a payout
 * scaled to the common denominator exceeds 2^40 (the integer sums could
 * overflow): the caller reports that the engine cannot price the game.
 * Takes about 1 s of CPU with the dealer's cards unseen, 4 s with one
 * seen, and about 33 MB, allocated per call (no shared state). */
int stud_return(stud_result *res, const stud_rules *r);

/* stud_return for n rule sets at once (1 <= n <= 4), which differ only in
 * their payouts and second combinations (the same qualifier, up_card and
 * stake): one sweep, each figure what stud_return gives.  Returns 0 (every
 * res untouched) where stud_return would for any of them, or when they
 * differ otherwise. */
int stud_return_set(stud_result *res, const stud_rules *r, size_t n);

/* Counts of the dealer hands from the 47 cards the player's five (sorted
 * or not, distinct) leave, for tests: not qualifying, and qualifying
 * below, level with and above the player's hand.  Builds what it needs
 * on every call (about 0.5 s). */
typedef struct {
	uint64_t not_qualifying, below, level, above;
} stud_counts;
void stud_dealer_counts(stud_counts *out, const stud_rules *r, const uint8_t player[5]);

/* For tests against brute force: out[i] (initialised) the exact expected
 * net win per ante of raising with the player hand hands[i] against every
 * dealer hand from the other 47 cards, or, when up[i] < 52, against those
 * holding the card up[i] (not in the hand), the Bet paying any second
 * combination; computed with the engine's counts and settlement
 * (stud_optimal_query.c).  Returns 0 where stud_return would.  About 1 s:
 * one walk through the hands for all n. */
int stud_raise_evs(mpq_t *out, const stud_rules *r, const uint8_t (*hands)[5],
                   const uint8_t *up, size_t n);

/* PP-POKER-007 for the stud game g when the heavy analyses are on
 * (pp_set_exact_main): its exact return, or why the engine cannot price
 * it (stud_optimal_check.c). */
void stud_check_main(ck_ctx *ctx, const poker_game *g);

/* The rules of g's cards for the dealer (options of kind dealer_card):
 * PP-PLAN-007 for when one may be bought again and what the main bets get
 * when the dealer still does not qualify, where the plan leaves them open;
 * PP-STUD-002 for those keys on another kind of option
 * (stud_dealer_card.c). */
void stud_check_dealer_card(ck_ctx *ctx, const poker_game *g);

#endif
