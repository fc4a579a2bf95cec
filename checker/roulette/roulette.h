/* SPDX-License-Identifier: Apache-2.0 */
/* roulette.h - the single-zero roulette model shared by roulette*.c.
 *
 * Sets of numbers are bit masks (bit n = number n, 0..36).  The layout is
 * the standard one: 0 at the head of three columns of twelve rows, row r
 * holding 3r+1, 3r+2, 3r+3.  Every bet of the layout is generated from it,
 * so a bet's coverage is computed, never taken from the plan. */
#ifndef PP_ROULETTE_H
#define PP_ROULETTE_H

#include <stddef.h>
#include <stdint.h>

#include "core/check.h"

#define ROUL_POCKETS 37

typedef uint64_t roul_set;

typedef enum {
	RB_STRAIGHT, RB_SPLIT, RB_STREET, RB_CORNER, RB_SIX_LINE, RB_DOZEN,
	RB_COLUMN, RB_RED, RB_BLACK, RB_ODD, RB_EVEN, RB_LOW, RB_HIGH, RB_COUNT
} roul_bet;

/* The plan-format name of a bet type ("six_line"), and back (-1 if none). */
const char *roul_bet_name(roul_bet b);
int roul_bet_from_name(const char *name);

/* Whether b is an even chance (red, black, odd, even, low, high). */
int roul_is_even_chance(roul_bet b);

/* Every distinct bet of type b on the layout, into out (at most 64);
 * returns how many.  Streets include the trios 0-1-2 and 0-2-3, corners the
 * first four 0-1-2-3, splits 0-1, 0-2 and 0-3. */
size_t roul_layout_bets(roul_bet b, roul_set *out);

/* Whether s is one of the bets of type b on the layout. */
int roul_is_layout_bet(roul_bet b, roul_set s);

/* The standard red numbers. */
roul_set roul_standard_red(void);

/* The set of a list node of numbers; *dups is set if one repeats. */
roul_set roul_set_of(const pp_node *list, int *dups);

/* Number of elements of s. */
unsigned roul_count(roul_set s);

/* "0, 2, 3" for s, for messages; the caller frees it. */
char *roul_set_text(roul_set s);

/* Number of runs of consecutive wheel positions s occupies; order[i] is
 * the number at position i of the wheel (a permutation of 0..36). */
unsigned roul_arcs(roul_set s, const unsigned char *order);

/* Announced (call) bets: roulette_calls.c. */
void roul_check_calls(ck_ctx *ctx, const pp_node *game, const unsigned char *order,
                      int order_ok, const mpq_t *payout, const int *has_payout);

/* PP-ROUL-011: the results call stated per winning number against what
 * its parts win (roulette_results.c). */
void roul_check_results(ck_ctx *ctx, const pp_node *game, const pp_node *call,
                        const mpq_t *payout, const int *has_payout);

/* PP-ROUL-010 and the per-bet-type limits table: roulette_limits.c. */
void roul_check_bet_limits(ck_ctx *ctx, const pp_node *game);

#endif
