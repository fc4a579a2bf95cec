/* SPDX-License-Identifier: Apache-2.0 */
/* poker_optimal.h - what the two optimal-strategy engines (stud/:
 * stud_optimal*, stud_exchange*; holdem/: holdem_optimal*) share, so that
 * neither reaches into the other: how they read a game's main bets from
 * the bet model (poker.h), and their exact 128-bit sums as rationals
 * (poker_optimal.c). */
#ifndef PP_POKER_OPTIMAL_H
#define PP_POKER_OPTIMAL_H

#include "poker/eval/hand_eval.h"
#include "poker/poker.h"

/* Sums of counts times payouts: up to about 2^92 in the stud engine, 2^75
 * in the hold'em engine. */
__extension__ typedef __int128 s128;
__extension__ typedef unsigned __int128 u128;

/* What a main bet gets when the dealer does not qualify, as the engines
 * read it (poker_dnq less "unstated"). */
typedef enum {
	POKER_MAIN_DNQ_PUSH,
	POKER_MAIN_DNQ_WINS,
	POKER_MAIN_DNQ_LOSES,
	POKER_MAIN_DNQ_PLAYS
} poker_main_dnq;
/* What a tie against a qualifying dealer does to both main bets. */
typedef enum {
	POKER_MAIN_TIE_PUSH,
	POKER_MAIN_TIE_PLAYER_WINS,
	POKER_MAIN_TIE_DEALER_WINS
} poker_main_tie;

/* How the optimal-strategy engines read a game's main bets (the stud and
 * the hold'em checks both use them):
 * poker_main_dnq_of: what a dealer-not-qualified rule reads as, 0 when
 *   unstated;
 * poker_winning_classes: the classes bet b can win on, a bit per class;
 * poker_wins_of: b's net multiple by class into win[], 0 with the first
 *   class it can win on whose payout the plan does not state in *missing;
 * poker_wins_except: the same, the classes in open excepted (a bit per
 *   class; what poker_multiple leaves there, 0 when the plan has no row);
 * poker_read_tie: the tie rule into *out, or why the engines cannot take
 *   it;
 * poker_open_wins: the classes bet b can win on whose net win the plan
 *   leaves open (no row, no fixed payout, `otherwise` unstated), a bit per
 *   class. */
int poker_main_dnq_of(poker_main_dnq *out, poker_dnq d);
unsigned poker_winning_classes(const poker_game *g, const poker_bet *b);
int poker_wins_of(mpq_t win[HAND_NCLASS], const poker_game *g, const poker_bet *b,
                  hand_class *missing);
int poker_wins_except(mpq_t win[HAND_NCLASS], const poker_game *g, const poker_bet *b,
                      unsigned open, hand_class *missing);
const char *poker_read_tie(poker_main_tie *out, const poker_game *g);
unsigned poker_open_wins(const poker_game *g, const poker_bet *b);

/* x into out (initialised), exactly. */
void poker_q_from_s128(mpq_t out, s128 x);

#endif
