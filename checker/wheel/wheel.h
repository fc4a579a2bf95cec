/* SPDX-License-Identifier: Apache-2.0 */
/* wheel.h - the money-wheel family's parts (wheel.c, wheel_even.c). */
#ifndef PP_WHEEL_H
#define PP_WHEEL_H

#include "core/check.h"

/* PP-WHEEL-007 for every even-money bet of game, on a wheel of total
 * fields with segments; each priced bet is a row of t, the bets table
 * (wheel_even.c). */
void wheel_check_even_money(ck_ctx *ctx, const pp_node *game, const pp_node *segments,
                            unsigned long total, pp_table *t);

#endif
