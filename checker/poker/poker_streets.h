/* SPDX-License-Identifier: Apache-2.0 */
/* poker_streets.h - raise bets made at stated streets (issue 28): the
 * street each multiple of a raise may be made at (`streets`), where the
 * player may fold (`fold_allowed_at`), and fractional multiples ("0.5":
 * half the ante).  Defined in poker_streets.c. */
#ifndef PP_POKER_STREETS_H
#define PP_POKER_STREETS_H

#include "poker/poker.h"

/* PP-STREET-001 (the streets agree with the bet's multiples, belong to the
 * family and take the folds), PP-STREET-002 (the largest win at each
 * street's largest multiple, per limits row, and its table) and
 * PP-STREET-003 (a fractional multiple can be paid in the plan's chips)
 * for every raise bet of g. */
void poker_check_streets(ck_ctx *ctx, const poker_game *g);

/* Why the exact engine of family ("holdem" or "stud", PP-POKER-007)
 * cannot price the raise bet as the plan states its streets and folds:
 * NULL when the bet states neither, or when they are exactly what the
 * engine models.  Hold'em: the reading the engine makes of the multiples
 * (Ultimate Texas hold'em: the largest sizes before the flop, the next on
 * the flop, the smallest on the river, a fold only on the river; casino
 * hold'em: one size on the flop, a fold there).  Stud: one decision, the
 * raise at one street or a fold there.  Else a static sentence saying what
 * is not modelled. */
const char *poker_streets_unmodelled(const pp_node *bet, const char *family);

/* The rank of street in the order of play of family ("holdem": preflop,
 * flop, turn, river; "stud": draw, after_draw), or -1 when the family has
 * no such street. */
int poker_street_rank(const char *family, const char *street);

#endif
