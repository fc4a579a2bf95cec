/* SPDX-License-Identifier: Apache-2.0 */
/* maxwin.h - the shared maximum-win check (PP-MAXWIN-001/002). */
#ifndef PP_MAXWIN_H
#define PP_MAXWIN_H

#include "core/check.h"

/* Check the declared max win of one limits row of game against the
 * family's computation; records the basis it follows for PP-PLAN-001. */
void ck_maxwin_row(ck_ctx *ctx, const pp_node *game, const ck_family *fam,
                   const pp_node *row, pp_table *table);

/* Record PP-MAXWIN-002 once for game: is the convention stated? */
void ck_maxwin_basis_stated(ck_ctx *ctx, const pp_node *game);

/* The game's stated basis: "gross", "net" or "unstated": its own
 * `max_win.basis`, else the plan-wide `max_win.basis` it inherits. */
const char *ck_maxwin_basis(const pp_node *game);

/* The plan-wide `max_win` mapping game inherits its basis from (the plan
 * states one and the game none of its own), or NULL. */
const pp_node *ck_maxwin_plan_wide(const pp_node *game);

/* The reason every check a rules engine makes is not applicable to a game
 * of the `declared` family (checker/declared/declared.c). */
#define CK_NO_ENGINE "planproof has no rules engine for this game"

/* Whether fam is the `declared` family: games named and limited by the
 * plan that planproof has no rules engine for. */
int ck_family_no_engine(const ck_family *fam);

/* Limits stated relative to another figure (`max_bet_relative`, common.c).
 *
 * The row's maximum stake into out: 1 stated as an amount, 2 derived as
 * `times` x the row's min_bet, 0 when there is none or the relation
 * multiplies a minimum the row does not state (fixed elsewhere). */
int ck_row_max_bet(mpq_t out, const pp_node *row);

/* The cap bet entry `entry` of row states relative to another bet, resolved
 * into out (`times` x that bet's maximum at the row); 0 when the entry has
 * none or the other bet's maximum is unknown.  depth: 0 from outside. */
int ck_bet_relative_at(mpq_t out, const pp_node *row, const pp_node *entry, unsigned depth);

/* PP-LIMIT-003 for one limits row: every relative limit resolved and
 * compared with the amount the row or bet also states. game_bets indexes
 * the game's bet names and types. */
void ck_check_relative_limits(ck_ctx *ctx, const pp_node *game, const pp_node *row,
                              const pp_strindex *game_bets);

/* "max_bet 10 x min_bet 100 = 1000; Bonus max_bet 1 x Ante 500 = 500":
 * how row's relative limits resolve, appended to out ("" when it has
 * none that resolve).  Returns how many it appended. */
size_t ck_limit_derivations(const pp_node *row, pp_buf *out);

/* Whether row states its maximum only relative to a minimum it does not
 * state (the casino fixes it elsewhere). */
int ck_row_max_open(const pp_node *row);

#endif
