/* SPDX-License-Identifier: Apache-2.0 */
/* holdem.c - the hold'em family: poker against the house with two cards
 * in hand and five on the board (casino and Ultimate Texas hold'em, Grand
 * poker, Easy hold'em).  The player's hand is the best five of seven. */
#include "poker/holdem/holdem_optimal.h"
#include "poker/poker.h"

#define HOLDEM_CARDS 7

static pp_status holdem_check(ck_ctx *ctx, const pp_node *game, pp_error *err)
{
	(void)err;
	poker_game g;
	poker_game_load(&g, game, "holdem", HOLDEM_CARDS);
	poker_check_bets(ctx, &g, 0);
	holdem_check_main(ctx, &g);
	poker_game_free(&g);
	return PP_OK;
}

static int holdem_max_win(ck_ctx *ctx, const pp_node *game, const pp_node *limits,
                          mpq_t gross, mpq_t net, pp_buf *path)
{
	return poker_family_max_win(ctx, game, "holdem", HOLDEM_CARDS, limits, gross, net, path);
}

/* Its rules are the poker area's table, registered by the stud family. */
const ck_family ck_family_holdem = { "holdem", NULL, holdem_check, holdem_max_win, NULL };
