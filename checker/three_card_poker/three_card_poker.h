/* SPDX-License-Identifier: Apache-2.0 */
/* three_card_poker.h - the three_card_poker family's parts: the main game
 * under the optimal strategy (tcp_main.c), called by the family's check
 * (three_card_poker.c). */
#ifndef PP_THREE_CARD_POKER_H
#define PP_THREE_CARD_POKER_H

#include "core/check.h"
#include "three_card_poker/tcp_hands.h"

/* The game's Ante and Play bets (NULL when absent) and the plan's
 * ranking. */
typedef struct {
	const pp_node *game, *ante, *play;
	tcp_ranking ranking;
} tcp_game;

/* Fills g from game; returns NULL or why the game has no Ante/Play the
 * engine can price (static text). */
const char *tcp_game_read(tcp_game *g, const pp_node *game);

/* The Ante/Play result for r (the memo, the disk cache, else computed)
 * into res (initialised); words: the rules in words, the key. */
void tcp_main_result(tcp_result *res, const tcp_rules *r, const char *words);

/* The rules r in words (allocated). */
char *tcp_rules_words(const tcp_rules *r);

/* PP-TCP-004 and PP-TCP-005: the Ante/Play return under the optimal
 * strategy, for the plan's qualifying hand or every reading of it. */
void tcp_check_main(ck_ctx *ctx, const tcp_game *g);

/* The family's max_win (tcp_maxwin.c). */
int tcp_max_win(ck_ctx *ctx, const pp_node *game, const pp_node *limits, mpq_t gross,
                mpq_t net, pp_buf *path);

#endif
