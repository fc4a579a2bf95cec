/* plan_checks.c - checks across the games of a plan (PP-PLAN-001). */
#include <string.h>

#include "check_internal.h"
#include "plan.h"

/* The convention a game's figures follow: stated, else what they match
 * when every row matches the same one; NULL when undetermined. */
static const char *game_basis(const ck_ctx *ctx, const pp_node *game)
{
	const char *found = NULL;
	for (size_t i = 0; i < ctx->nnotes; i++) {
		const ck_basis_note *n = &ctx->notes[i];
		if (n->game != game)
			continue;
		if (strcmp(n->stated, "unstated") != 0)
			return n->stated;
		if (strcmp(n->matches, "gross") != 0 && strcmp(n->matches, "net") != 0)
			continue;
		if (found && strcmp(found, n->matches) != 0)
			return NULL;
		found = n->matches;
	}
	return found;
}

void ck_check_plan(ck_ctx *ctx)
{
	const pp_node *games = plan_games(ctx->plan);
	size_t gross = 0, net = 0;
	pp_buf list = { 0 };
	pp_table *t = ck_table(ctx, NULL, "max-win-conventions",
	                       "Maximum-win convention by game", 3, "game", "stated",
	                       "followed by the declared figures");
	for (size_t i = 0; i < node_len(games); i++) {
		const pp_node *g = node_at(games, i);
		const char *b = game_basis(ctx, g);
		const char *id = node_get_text(g, "id", "");
		const char *stated = node_get_text(node_get(g, "max_win"), "basis", "unstated");
		ck_table_row(t, id, stated, b ? b : "undetermined");
		if (!b)
			continue;
		gross += strcmp(b, "gross") == 0;
		net += strcmp(b, "net") == 0;
		pp_buf_printf(&list, "%s%s: %s", list.len ? ", " : "", id, b);
	}
	int ok = !(gross && net);
	pp_finding *f = ck_emit(ctx, "PP-PLAN-001", NULL, games, "", ok,
	                        ok ? "maximum wins follow one convention (%s)"
	                           : "maximum wins mix conventions: %s",
	                        ok ? (gross ? "gross" : net ? "net" : "none determined")
	                           : list.data);
	ck_evidence_text(f, "games", list.data ? list.data : "");
	pp_buf_free(&list);
}
