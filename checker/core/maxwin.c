/* maxwin.c - does each declared maximum win follow from the limits?
 *
 * The family computes the largest win of one box in one round for a limits
 * row (gross and net); this file compares it with the declared figure under
 * the game's convention and remembers which convention the figure matches,
 * for the cross-plan consistency check. */
#include <stdlib.h>
#include <string.h>

#include "core/check_internal.h"
#include "core/maxwin.h"

const char *ck_maxwin_basis(const pp_node *game)
{
	const char *b = node_get_text(node_get(game, "max_win"), "basis", "unstated");
	if (strcmp(b, "gross") == 0)
		return "gross";
	if (strcmp(b, "net") == 0)
		return "net";
	return "unstated";
}

void ck_note_basis(ck_ctx *ctx, const pp_node *game, const pp_node *at,
                   const char *stated, const char *matches)
{
	pp_grow((void **)&ctx->notes, &ctx->cap_notes, ctx->nnotes + 1, sizeof(*ctx->notes));
	ck_basis_note *n = &ctx->notes[ctx->nnotes++];
	n->game = game;
	n->at = at;
	n->stated = stated;
	n->matches = matches;
}

void ck_maxwin_basis_stated(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *mw = node_get(game, "max_win");
	const char *basis = ck_maxwin_basis(game);
	int stated = strcmp(basis, "unstated") != 0;
	ck_emit(ctx, "PP-MAXWIN-002", game, mw ? mw : node_get(game, "limits"), "", stated,
	        stated ? "the plan states that the maximum win is %s"
	               : "the plan does not say whether the maximum win includes the stake%s",
	        stated ? basis : "");
}

void ck_maxwin_row(ck_ctx *ctx, const pp_node *game, const ck_family *fam,
                   const pp_node *row, pp_table *table)
{
	const char *cur = node_get_text(row, "currency", "");
	const pp_node *declared_node = node_get(row, "max_win");
	const char *basis = ck_maxwin_basis(game);
	mpq_t gross, net, declared;
	pp_buf path = { 0 };

	if (!declared_node || !node_get(row, "max_bet") || !fam->max_win) {
		ck_emit_status(ctx, "PP-MAXWIN-001", game, row, cur, PP_ST_NOTAPPLICABLE,
		               "no maximum win to check in %s: the row declares %s", cur,
		               !declared_node ? "no maximum win" : !node_get(row, "max_bet")
		               ? "no maximum bet" : "figures this family does not compute");
		return;
	}
	mpq_inits(gross, net, declared, NULL);
	num_from_node(declared, declared_node);
	if (!fam->max_win(ctx, game, row, gross, net, &path)) {
		ck_emit_status(ctx, "PP-MAXWIN-001", game, declared_node, cur,
		               PP_ST_NOTAPPLICABLE, "the game has no bounded win per round");
		goto cleanup;
	}
	int is_gross = mpq_equal(declared, gross), is_net = mpq_equal(declared, net);
	const char *matches = is_gross && is_net ? "both" : is_gross ? "gross"
	                      : is_net ? "net" : "neither";
	int ok = strcmp(basis, "gross") == 0 ? is_gross
	         : strcmp(basis, "net") == 0 ? is_net : is_gross || is_net;
	char *d = num_plain(declared), *g = num_plain(gross), *n = num_plain(net);
	const char *want = strcmp(basis, "net") == 0 ? n : g;
	pp_finding *f;
	if (ok)
		f = ck_emit(ctx, "PP-MAXWIN-001", game, declared_node, cur, 1,
		            "declared max win %s %s follows from the limits (%s: %s)", d, cur,
		            strcmp(basis, "unstated") == 0 ? matches : basis, path.data);
	else if (strcmp(basis, "unstated") == 0)
		f = ck_emit(ctx, "PP-MAXWIN-001", game, declared_node, cur, 0,
		            "declared max win %s %s does not follow from the limits: %s gives "
		            "%s gross (stake included) or %s net", d, cur, path.data, g, n);
	else
		f = ck_emit(ctx, "PP-MAXWIN-001", game, declared_node, cur, 0,
		            "declared max win %s %s does not follow from the limits: %s gives "
		            "%s %s %s%s", d, cur, path.data, want, cur, basis,
		            (strcmp(basis, "gross") == 0 ? is_net : is_gross)
		                ? " (the declared figure is the other convention's)" : "");
	ck_evidence_q(f, "declared", declared, 2);
	ck_evidence_q(f, "computed_gross", gross, 2);
	ck_evidence_q(f, "computed_net", net, 2);
	ck_evidence_text(f, "path", path.data);
	ck_table_row(table, cur, node_get_text(row, "max_bet", ""), path.data, g, n, d, matches);
	ck_note_basis(ctx, game, declared_node, basis, matches);
	free(d);
	free(g);
	free(n);
cleanup:
	mpq_clears(gross, net, declared, NULL);
	pp_buf_free(&path);
}

int ck_best_single_bet_win(const pp_node *bets, const char *name_key,
                           const pp_node *limits, mpq_t gross, mpq_t net,
                           pp_buf *path)
{
	const pp_node *best = NULL;
	mpq_t p, bestp, stake;
	if (!node_len(bets))
		return 0;
	mpq_inits(p, bestp, stake, NULL);
	for (size_t i = 0; i < node_len(bets); i++) {
		num_from_node(p, node_get(node_at(bets, i), "payout"));
		if (!best || mpq_cmp(p, bestp) > 0) {
			best = node_at(bets, i);
			mpq_set(bestp, p);
		}
	}
	num_get(stake, limits, "max_bet");
	mpq_mul(net, stake, bestp);
	mpq_add(gross, net, stake);
	char *s = num_plain(stake);
	pp_buf_printf(path, "max bet %s on %s at %s", s, node_get_text(best, name_key, ""),
	              node_get_text(best, "payout", ""));
	free(s);
	mpq_clears(p, bestp, stake, NULL);
	return 1;
}
