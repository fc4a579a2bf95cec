/* SPDX-License-Identifier: Apache-2.0 */
/* roulette_tournament.h - a roulette game run as a tournament (the game's
 * `tournament`, issue 28): its fees against the fee ceiling, its forced
 * bet against the table limits and its prize shares.  Defined in
 * roulette_tournament.c. */
#ifndef PP_ROULETTE_TOURNAMENT_H
#define PP_ROULETTE_TOURNAMENT_H

#include "core/check.h"

/* PP-RTOUR-001 (the fees of an entry and every number of re-buys stay
 * within the fee ceiling, a share of the entry plus the re-buys),
 * PP-RTOUR-002 (the forced bet per spin lies within every limits row of
 * the tournament's currency) and PP-RTOUR-003 (the prize shares add up to
 * at most 100 %) for game; nothing when the game has no tournament. */
void roul_check_tournament(ck_ctx *ctx, const pp_node *game);

#endif
