/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_boxes.h - the table's boxes and its back-bettors (players who
 * bet on a box another player plays), for both twenty-one families. */
#ifndef PP_BLACKJACK_BOXES_H
#define PP_BLACKJACK_BOXES_H

#include "blackjack/blackjack.h"

/* PP-BJ-017 (a box holds as many players as back-betting allows), PP-BJ-018
 * (what back-bets do when the owner doubles or splits) and the `boxes`
 * table (blackjack_boxes.c). */
void bj_check_boxes(ck_ctx *ctx, const bj_game *g);

#endif
