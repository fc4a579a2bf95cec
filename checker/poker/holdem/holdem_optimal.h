/* SPDX-License-Identifier: Apache-2.0 */
/* holdem_optimal.h - the main header of checker/poker/holdem/, the
 * hold'em family (holdem.c) and its exact optimal-strategy engine (prefix
 * holdem_): the rules and one flop's sums (holdem_optimal.c,
 * holdem_sweep.c; a board's hands in value order, holdem_boards.c), the
 * flops on threads (holdem_optimal_run.c), PP-POKER-007
 * (holdem_optimal_check.c) and Easy hold'em's separate raises
 * (holdem_optimal_easy.c).  It reads the hand evaluator (eval/), the bet
 * model (poker.h) and what it shares with the stud engine
 * (poker_optimal.h).
 *
 * The exact return of a hold'em game against the house
 * under the optimal strategy: the player's two cards and the dealer's two
 * against five community cards from one 52-card deck.  The player puts up
 * an Ante (and a Blind of `blind` antes when the game has one), then may
 * raise Play at up to three stages:
 *   before the flop: one of pre[] antes, or check;
 *   on the flop (three community cards seen): flop antes, or check;
 *   on the river (all five seen): river antes, or fold;
 * a stage the game does not have is skipped, and at the last stage it has
 * the alternative to raising is folding (Ultimate Texas Hold'em has all
 * three; Casino hold'em only the flop: call or fold).  Once Play is raised
 * there are no more decisions.  The dealer qualifies with `qual` or better;
 * the bets are settled by the rules below against the dealer's best five
 * of seven.
 *
 * With `separate` set the stages are bets of their own, all paid like Play
 * (Easy hold'em, Texas Hold'em Bonus): before the flop pre[0] antes or
 * fold (npre 1), then on the flop `flop` antes, on the turn (four
 * community cards seen) `turn` antes and on the river `river` antes, each
 * a stage the game has, each optional (bet or check), each taken seeing
 * what has been dealt with the later ones optimal.  The raises add up:
 * a player who bet at every stage has pre[0] + flop + turn + river antes
 * of raises settled at the showdown.
 *
 * Every figure is exact.  For every board and player hand the engine
 * counts the dealer hands from the other 45 cards that rank below, level
 * with and above the player's and that do not qualify (holdem_optimal.c
 * tells how), so each choice's value is an integer times the common
 * denominator of the payouts; each decision takes the larger of integers,
 * later decisions optimal; the return is the sum over every deal, an
 * integer over C(52,2) C(50,3) C(47,2) C(45,2) times the denominator. */
#ifndef PP_HOLDEM_OPTIMAL_H
#define PP_HOLDEM_OPTIMAL_H

#include <stdint.h>

#include "core/num.h"
#include "poker/eval/hand_eval.h"
#include "poker/poker.h"
#include "poker/poker_optimal.h"

#define HOLDEM_MAX_PRE 4
#define HOLDEM_CLASSES 169       /* starting hands up to suits */
#define HOLDEM_MAX_MULTIPLE 64u  /* the largest Play multiple the sums allow */

/* The rules of one game, filled by the caller (holdem_rules_init / _clear own
 * the rationals).  A winning bet wins its net multiple by the player's
 * class: ante_win[c] antes, blind_win[c] times the Blind, play_win[c]
 * times Play.  The multiples are whole antes, 1 .. HOLDEM_MAX_MULTIPLE. */
typedef struct {
	int has_qual;                /* 0: the dealer always plays */
	hand_value qual;             /* the lowest value that qualifies him */
	mpq_t blind;                 /* the Blind's stake in antes (0: none) */
	mpq_t ante_win[HAND_NCLASS], blind_win[HAND_NCLASS], play_win[HAND_NCLASS];
	poker_main_dnq ante_dnq, blind_dnq, play_dnq;
	poker_main_tie tie;
	unsigned npre;               /* preflop raise sizes (0: no such stage) */
	unsigned pre[HOLDEM_MAX_PRE];
	unsigned flop, river;        /* 0: no such stage */
	int separate;                /* the stages are separate bets (above) */
	unsigned turn;               /* separate only: the turn's bet, 0: none */
} holdem_rules;

void holdem_rules_init(holdem_rules *r);
void holdem_rules_clear(holdem_rules *r);
void holdem_rules_copy(holdem_rules *dst, const holdem_rules *src); /* dst initialised */

/* The outcome of holdem_return.  A situation is counted whether or not the
 * optimal play reaches it (a flop decision after a preflop raise too). */
typedef struct {
	mpq_t ev;                    /* expected net win per ante, best play */
	mpq_t house_edge;            /* -ev */
	mpq_t stake;                 /* expected total stake in antes, best play */
	mpq_t element_of_risk;       /* house edge over the expected stake */
	/* preflop: 0 check (separate: fold), i + 1 raise pre[i], per
	 * starting-hand class */
	uint8_t pre_choice[HOLDEM_CLASSES];
	uint64_t flop_situations, flop_raised;   /* player hand and flop */
	uint64_t turn_situations, turn_raised;   /* player hand, flop and turn */
	uint64_t river_situations, river_raised; /* player hand, flop, turn, river */
} holdem_result;

void holdem_result_init(holdem_result *res);
void holdem_result_clear(holdem_result *res);
void holdem_result_copy(holdem_result *dst, const holdem_result *src);

/* Computes res for r on `threads` threads (0: one per online processor,
 * at most 8); the result does not depend on the number.  Returns 1, or 0
 * (res untouched) when a payout scaled to the common denominator exceeds
 * 2^24 or a multiple is out of range: the caller reports that the engine
 * cannot price the game.  About 10 s of CPU (bench/poker/README.md) and
 * 1.5 MB per thread: the caller runs it only when the heavy analyses are
 * on. */
int holdem_return(holdem_result *res, const holdem_rules *r, unsigned threads);

/* holdem_return over the first max_flops canonical flops only (0: all of them,
 * which is holdem_return): the sums of part of the deal, whose figures mean
 * nothing as a game's return.  For tests, which check that a part is the
 * same on any number of threads and run the check path in seconds. */
int holdem_return_part(holdem_result *res, const holdem_rules *r, unsigned threads,
                       unsigned max_flops);

/* Two readings at once: holdem_return_part for r into res and for alt into
 * alt_res, in the sweeps of one.  Only for rules with separate stages that
 * differ in the fixed bets' payouts alone (the Ante's reading); returns 0
 * (nothing touched) otherwise or when holdem_return would.  The figures equal
 * two separate calls'. */
int holdem_return_pair(holdem_result *res, holdem_result *alt_res, const holdem_rules *r,
                       const holdem_rules *alt, unsigned threads, unsigned max_flops);

/* Tests only: PP-POKER-007's hold'em analysis uses holdem_return_part with
 * this many flops (0, the default: the whole deal). */
void holdem_check_set_flop_limit(unsigned max_flops);

/* Tests only: the result PP-POKER-007 kept for rule set r (its memo, in
 * this process) into out (initialised); 0 when the check has not priced
 * exactly r.  A test that prices a plan through the check reads the
 * engine's own counts from here instead of pricing the rules again. */
int holdem_check_recall(holdem_result *out, const holdem_rules *r);

/* The sums of one flop, for tests: for every player hand {a, b} (a < b,
 * both off the flop; index holdem_pair_index) over the C(47,2) turn-river
 * pairs and the C(45,2) dealer hands, times the denominator *d: the net
 * win with Play at 0 (fixed) and per ante of Play (play), and with the
 * river's best choice after checking (river_best; the fold value when the
 * game has no river stage; separate stages: the river bet's net win when
 * it is made, 0 when checked).  Arrays of 1326; other entries 0.  Returns
 * 0 as holdem_return does. */
int holdem_flop_sums(int64_t fixed[1326], int64_t play[1326], int64_t river_best[1326],
                     int64_t *d, const holdem_rules *r, const uint8_t flop[3]);

/* Separate stages only, for tests: the turn bet's sums of one flop, per
 * player hand: over the 47 turn cards, the turn bet's net win over the
 * rivers and dealer hands when it is made and 0 when checked (turn_best,
 * times *d), and how many of the turns it is made on (turn_raised).
 * Returns 0 as holdem_return does, or when r has no turn stage. */
int holdem_flop_turn_sums(int64_t turn_best[1326], uint32_t turn_raised[1326], int64_t *d,
                          const holdem_rules *r, const uint8_t flop[3]);

/* The index 0..1325 of the two cards a < b, and the class 0..168 of a
 * starting hand (pairs 0..12 by rank, suited 13..90, offsuit 91..168),
 * and its name ("AA", "AKs", "T9o") into buf (4 bytes). */
unsigned holdem_pair_index(unsigned a, unsigned b);
unsigned holdem_class_of(unsigned a, unsigned b);
void holdem_class_name(char buf[4], unsigned cls);

/* The lowest value of class c (qualifying hands are c or better). */
hand_value holdem_lowest_value(hand_class c);

/* PP-POKER-007 for the hold'em game g when the heavy analyses are on
 * (holdem_optimal_check.c). */
void holdem_check_main(ck_ctx *ctx, const poker_game *g);

#endif
