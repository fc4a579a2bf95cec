/* SPDX-License-Identifier: Apache-2.0 */
/* let_it_ride.h - the let_it_ride family's parts: the main bets under the
 * optimal pull-back strategy (lir_main.c), called by the family's check
 * (let_it_ride.c). */
#ifndef PP_LET_IT_RIDE_H
#define PP_LET_IT_RIDE_H

#include "core/check.h"
#include "let_it_ride/lir_engine.h"

/* The net payouts of a paytable's rows by class into pay (initialised):
 * -1 for a class without a row, a royal flush without one paid as a
 * straight flush. */
void lir_payouts(mpq_t pay[LIR_NHAND], const pp_node *rows);

/* The main bets' result for pay (the memo, the disk cache, else computed)
 * into res (initialised); words: the rules in words, the key.  0 when the
 * engine cannot price such payouts. */
int lir_main_result(lir_result *res, mpq_t pay[LIR_NHAND], const char *words);

/* PP-LIR-004: the main bets under the optimal pull-back strategy. */
void lir_check_main(ck_ctx *ctx, const pp_node *game, const pp_node *main_bet,
                    const char *why_not);

#endif
