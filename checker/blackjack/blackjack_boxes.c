/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_boxes.c - boxes per table and back-betting.
 *
 * A box is played by its owner; back-bettors put their own stakes on it
 * and, when the owner doubles or splits, follow (their bets double or
 * split too), choose, or may not.  Two rules: PP-BJ-017 compares the
 * players a box holds (`box.players`) with the owner plus the back-bettors
 * the back-betting rule allows, and PP-BJ-018 asks what back-bets do on a
 * double and on a split when back-betting is allowed and the game offers
 * them.  The `boxes` table gives what one round of the whole table holds:
 * the boxes, the players on each, and the bets in all. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blackjack/blackjack_boxes.h"
#include "i18n.h"

/* The words for a back-betting value. */
static const char *follow_words(const char *v)
{
	return strcmp(v, "follow") == 0 ? ck_l10n("follow the owner")
	       : strcmp(v, "choose") == 0 ? ck_l10n("each choose whether to follow the owner")
	                                  : ck_l10n("do not follow the owner");
}

/* PP-BJ-017: players per box against owner plus back-bettors. */
static void check_players(ck_ctx *ctx, const bj_game *g, const pp_node *bb)
{
	const pp_node *box = node_get(g->game, "box");
	const pp_node *players = node_get(box, "players");
	int allowed = node_get_bool(bb, "allowed", 0);
	const pp_node *per_box = node_get(bb, "max_per_box");
	if (!players)
		return;
	long long stated = node_int(players);
	if (!allowed) {
		ck_emit(ctx, "PP-BJ-017", g->game, stated > 1 ? players : node_get(bb, "allowed"),
		        "players per box", stated <= 1,
		        "back-betting is not allowed, and the plan says %lld player(s) may play on "
		        "one box", stated);
		return;
	}
	if (!per_box)
		return;
	long long want = 1 + node_int(per_box);
	pp_finding *f = ck_emit(ctx, "PP-BJ-017", g->game, per_box, "players per box",
	                        want == stated,
	                        "the owner and %lld back-bettor(s) are %lld player(s) on one box; "
	                        "the plan says %lld", node_int(per_box), want, stated);
	char n[24];
	snprintf(n, sizeof(n), "%lld", want);
	ck_evidence_text(f, "players_with_back_bettors", n);
}

/* PP-BJ-018 for one of the owner's choices (key on_double or on_split),
 * offered when offered is non-zero. */
static void check_follow(ck_ctx *ctx, const bj_game *g, const pp_node *bb, const char *key,
                         const char *what, int offered)
{
	if (!offered)
		return;
	const pp_node *v = node_get(bb, key);
	if (v)
		ck_emit(ctx, "PP-BJ-018", g->game, v, what, 1,
		        "when the box owner %s, back-bets %s", ck_l10n(what),
		        follow_words(node_text(v)));
	else
		ck_emit(ctx, "PP-BJ-018", g->game, bb, what, 0,
		        "back-betting is allowed, and the plan does not say what back-bets do when "
		        "the box owner %s", ck_l10n(what));
}

/* The `boxes` table: one row per table, the bets of one full round. */
static void boxes_table(ck_ctx *ctx, const bj_game *g, const pp_node *bb)
{
	const pp_node *boxes = node_get(g->game, "boxes");
	if (!boxes)
		return;
	long long players = node_get_int(node_get(g->game, "box"), "players", 0);
	if (!players && bb)
		players = node_get_bool(bb, "allowed", 0) && node_get(bb, "max_per_box")
		                  ? 1 + node_get_int(bb, "max_per_box", 0) : 1;
	pp_table *t = ck_table(ctx, g->game, "boxes", N_("Boxes and players in one round"), 3,
	                       N_("boxes"), N_("players per box"), N_("bets in one round"));
	char b[24], p[24], all[48];
	snprintf(b, sizeof(b), "%lld", node_int(boxes));
	if (players) {
		snprintf(p, sizeof(p), "%lld", players);
		snprintf(all, sizeof(all), "%lld", node_int(boxes) * players);
	} else {
		snprintf(p, sizeof(p), "unstated");
		snprintf(all, sizeof(all), "unstated");
	}
	ck_table_row(t, b, p, all);
}

void bj_check_boxes(ck_ctx *ctx, const bj_game *g)
{
	const pp_node *bb = node_get(g->game, "back_betting");
	if (bb) {
		check_players(ctx, g, bb);
		if (node_get_bool(bb, "allowed", 0)) {
			check_follow(ctx, g, bb, "on_double", N_("doubles"), g->can_double);
			check_follow(ctx, g, bb, "on_split", N_("splits"), g->can_split);
		}
	}
	boxes_table(ctx, g, bb);
}
