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

#endif
