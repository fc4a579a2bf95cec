/* SPDX-License-Identifier: Apache-2.0 */
/* poker_tie.c - PP-POKER-006: a tie against the dealer broken by a suit
 * order says the order and which card's suit decides.  Nothing is priced
 * from it yet (the main game's return is not computed); the check makes
 * the rule complete enough that it could be, and reports a suit-order tie
 * the plan leaves half stated. */
#include <stdlib.h>
#include <string.h>

#include "poker/poker.h"

void poker_check_tie(ck_ctx *ctx, const poker_game *g)
{
	const pp_node *tie = node_get(g->game, "tie");
	const char *rule = node_get_text(tie, "main_bets", NULL);
	if (!rule || strcmp(rule, "suit_order") != 0) {
		ck_emit_status(ctx, "PP-POKER-006", g->game, tie ? tie : g->game, "tie",
		               PP_ST_NOTAPPLICABLE, "%s", rule ? "ties are not broken by suits"
		                                             : "the game states no tie rule");
		return;
	}
	const pp_node *order = node_get(tie, "suit_order"), *by = node_get(tie, "decided_by");
	int distinct = 1;
	for (size_t i = 0; i < node_len(order); i++)
		for (size_t k = i + 1; k < node_len(order); k++)
			if (strcmp(node_text(node_at(order, i)), node_text(node_at(order, k))) == 0)
				distinct = 0;
	if (order && distinct && by) {
		ck_emit(ctx, "PP-POKER-006", g->game, tie, "tie", 1,
		        "ties are broken by the suit of the %s, %s > %s > %s > %s", node_text(by),
		        node_text(node_at(order, 0)), node_text(node_at(order, 1)),
		        node_text(node_at(order, 2)), node_text(node_at(order, 3)));
		return;
	}
	ck_emit(ctx, "PP-POKER-006", g->game, order && !distinct ? order : tie, "tie", 0,
	        "ties are broken by a suit order, but %s",
	        !order ? "the plan gives no order of the suits"
	        : !distinct ? "the order names a suit twice"
	        : "the plan does not say which card's suit decides (the highest card, the "
	          "highest card of the hand, the last card)");
}
