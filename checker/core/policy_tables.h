/* SPDX-License-Identifier: Apache-2.0 */
/* policy_tables.h - the policy's paytable floors (floors.c, PP-POLICY-002)
 * and the aggregate payout limits of a plan or policy (aggregate.c,
 * PP-AGG-001), and the two helpers of policy.c they share. */
#ifndef PP_POLICY_TABLES_H
#define PP_POLICY_TABLES_H

#include "core/check_internal.h"

/* The status a policy entry's `severity` gives a broken rule (absent:
 * error). */
pp_check_status ck_policy_status(const pp_node *rule);

/* Whether policy entry r applies to game: its `families`, if any, name
 * the game's family (NULL game: every entry applies). */
int ck_policy_applies(const pp_node *r, const pp_node *game);

/* PP-POLICY-002: every paytable of game that a `min_paytables` entry of
 * the policy covers, checked row by row against the floor. */
void ck_check_min_paytables(ck_ctx *ctx, const pp_node *game);

/* PP-AGG-001: the game's own `aggregate_max_payout` and every
 * `aggregate_max_payouts` entry of the policy for its family, held
 * against the largest win at the maximum bets of each limits row in the
 * formula's currency. */
void ck_check_aggregate(ck_ctx *ctx, const pp_node *game);

/* PP-POLICY-003: with the policy's `odds_wording: {use: to}`, every ratio
 * of game written as "x for y" odds (odds_wording.c). */
void ck_check_odds_wording(ck_ctx *ctx, const pp_node *game);

/* PP-FLOOR-001: a game whose plan states its paytables as floors
 * (`payout_floor: true`): the returns computed are the least it pays. */
void ck_note_payout_floor(ck_ctx *ctx, const pp_node *game);

#endif
