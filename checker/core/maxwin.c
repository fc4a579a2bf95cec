/* SPDX-License-Identifier: Apache-2.0 */
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
#include "i18n.h"

/* gross or net as written in mapping mw's `basis`, else NULL. */
static const char *basis_of(const pp_node *mw)
{
	const char *b = node_get_text(mw, "basis", "unstated");
	if (strcmp(b, "gross") == 0)
		return "gross";
	if (strcmp(b, "net") == 0)
		return "net";
	return NULL;
}

const pp_node *ck_maxwin_plan_wide(const pp_node *game)
{
	const pp_node *root = game;
	while (root && root->parent)
		root = root->parent;
	if (!root || root == game || basis_of(node_get(game, "max_win")))
		return NULL;
	const pp_node *mw = node_get(root, "max_win");
	return basis_of(mw) ? mw : NULL;
}

const char *ck_maxwin_basis(const pp_node *game)
{
	const char *own = basis_of(node_get(game, "max_win"));
	const pp_node *plan_wide = own ? NULL : ck_maxwin_plan_wide(game);
	if (own)
		return own;
	return plan_wide ? basis_of(plan_wide) : "unstated";
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

/* The first limits row of game that declares a maximum win, or NULL. */
static const pp_node *declared_max_win(const pp_node *game)
{
	const pp_node *limits = node_get(game, "limits");
	for (size_t i = 0; i < node_len(limits); i++) {
		const pp_node *mw = node_get(node_at(limits, i), "max_win");
		if (mw)
			return mw;
	}
	return NULL;
}

void ck_maxwin_basis_stated(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *mw = node_get(game, "max_win");
	const pp_node *plan_wide = ck_maxwin_plan_wide(game);
	const char *basis = ck_maxwin_basis(game);
	int stated = strcmp(basis, "unstated") != 0;
	/* Whether a figure includes the stake is a question only about a
	 * figure: a game that declares none leaves nothing open. */
	if (!stated && !declared_max_win(game)) {
		ck_emit_status(ctx, "PP-MAXWIN-002", game, mw ? mw : node_get(game, "limits"), "",
		               PP_ST_NOTAPPLICABLE, "the game declares no maximum win, so no "
		               "convention of one is needed");
		return;
	}
	if (plan_wide) {
		ck_emit(ctx, "PP-MAXWIN-002", game, plan_wide, "", 1,
		        "the plan states once for every game that the maximum win is %s "
		        "(plan-wide `max_win`)", basis);
		return;
	}
	ck_emit(ctx, "PP-MAXWIN-002", game, mw ? mw : node_get(game, "limits"), "", stated,
	        stated ? N_("the plan states that the maximum win is %s")
	               : N_("the plan does not say whether the maximum win includes the stake%s"),
	        stated ? basis : "");
}

void ck_maxwin_outcome(ck_ctx *ctx, const char *label, const mpq_t gross, const mpq_t net)
{
	if (!ctx || !ctx->recording)
		return;
	pp_grow((void **)&ctx->outcomes, &ctx->cap_outcomes, ctx->noutcomes + 1,
	        sizeof(*ctx->outcomes));
	ck_outcome *o = &ctx->outcomes[ctx->noutcomes++];
	o->label = pp_xstrdup(label);
	mpq_inits(o->gross, o->net, NULL);
	mpq_set(o->gross, gross);
	mpq_set(o->net, net);
}

static void outcomes_clear(ck_ctx *ctx)
{
	for (size_t i = 0; i < ctx->noutcomes; i++) {
		free(ctx->outcomes[i].label);
		mpq_clears(ctx->outcomes[i].gross, ctx->outcomes[i].net, NULL);
	}
	free(ctx->outcomes);
	ctx->outcomes = NULL;
	ctx->noutcomes = ctx->cap_outcomes = 0;
}

/* The figure of outcome o compared with a declared maximum: under an
 * unstated basis the net one (an outcome above the figure under either
 * reading). */
static mpq_srcptr outcome_win(const ck_outcome *o, const char *basis)
{
	return strcmp(basis, "gross") == 0 ? o->gross : o->net;
}

/* Every recorded outcome whose win is above the declared figure, largest
 * first: "; N outcomes exceed it: label (win), ..." into msg and the full
 * list into f's evidence.  Nothing when the family names no outcomes. */
static void list_exceeding(ck_ctx *ctx, pp_finding *f, const char *basis,
                           const mpq_t declared, pp_buf *msg)
{
	size_t n = 0;
	pp_buf list = { 0 };
	/* Those above the figure, largest first (an insertion sort: a family
	 * names a few dozen outcomes; no static state, so checks may run in
	 * threads). */
	size_t *above = pp_xcalloc(ctx->noutcomes + 1, sizeof(*above));
	for (size_t i = 0; i < ctx->noutcomes; i++) {
		mpq_srcptr w = outcome_win(&ctx->outcomes[i], basis);
		if (mpq_cmp(w, declared) <= 0)
			continue;
		size_t j = n++;
		while (j > 0 && mpq_cmp(outcome_win(&ctx->outcomes[above[j - 1]], basis), w) < 0) {
			above[j] = above[j - 1];
			j--;
		}
		above[j] = i;
	}
	for (size_t k = 0; k < n; k++) {
		const ck_outcome *o = &ctx->outcomes[above[k]];
		char *wt = num_plain(outcome_win(o, basis));
		pp_buf_printf(&list, "%s%s (%s)", k ? "; " : "", o->label, wt);
		free(wt);
	}
	if (n) {
		pp_buf_printf(msg, "; %zu of the %zu outcomes tried %s it, %s: %s", n,
		              ctx->noutcomes, n == 1 ? "exceeds" : "exceed",
		              strcmp(basis, "gross") == 0 ? "gross" : "net", list.data);
		ck_evidence_text(f, "exceeding", list.data);
		char count[32];
		snprintf(count, sizeof(count), "%zu", n);
		ck_evidence_text(f, "exceeding_count", count);
	}
	free(above);
	pp_buf_free(&list);
}

/* The maximum bet from which a cap `declared` binds (into from), the win
 * `computed` at the row's maximum bet (into stake) growing with the stakes
 * in proportion: max_bet x declared / computed.  0 when the row states no
 * maximum bet. */
static int binds_from(mpq_t from, mpq_t stake, const pp_node *row, const mpq_t declared,
                      mpq_srcptr computed)
{
	if (!ck_bet_max(stake, row, NULL, NULL))
		return 0;
	mpq_mul(from, stake, declared);
	mpq_div(from, from, computed);
	return 1;
}

/* A declared figure that differs from the computed largest win (at, in
 * row `label`), where the plan leaves open whether it caps payment
 * (`cap: unstated`): the two readings differ (as the largest win it does
 * not follow from the limits; as a cap it binds, or never does), and the
 * finding gives both, as a warning. */
static pp_finding *cap_readings(ck_ctx *ctx, const pp_node *game, const pp_node *row,
                                const pp_node *at, const char *label, const char *path,
                                const mpq_t declared, const mpq_t gross, const mpq_t net,
                                mpq_srcptr computed)
{
	const char *cur = node_get_text(row, "currency", "");
	mpq_t stake, from;
	mpq_inits(stake, from, NULL);
	char *d = num_plain(declared), *g = num_plain(gross), *n = num_plain(net);
	char *fr = NULL, *fd = NULL;
	int binds = mpq_cmp(declared, computed) < 0;
	const char *as_cap;
	if (!binds) {
		as_cap = ck_l10n("it never binds");
	} else if (binds_from(from, stake, row, declared, computed)) {
		fr = num_exact(from);
		fd = num_decimal(from, 2, NUM_HALF_EVEN);
		as_cap = ck_l10nf("it binds from a maximum bet of %s (%s, half-even) upward", fr, fd);
	} else {
		as_cap = ck_l10n("it binds");
	}
	pp_finding *f = ck_emit_status(ctx, "PP-MAXWIN-001", game, at, label, PP_ST_WARNING,
	                               "declared max win %s %s%s: the plan does not say whether "
	                               "it caps payment; as the largest win it does not follow "
	                               "from the limits (%s gives %s gross, %s net); as a cap %s",
	                               d, cur, label + strlen(cur), path, g, n, as_cap);
	ck_evidence_text(f, "cap", "unstated");
	ck_evidence_text(f, "as_cap", binds ? "binds" : "never binds");
	if (fr)
		ck_evidence_q(f, "binds_from_max_bet", from, 2);
	free(fr);
	free(fd);
	free(d);
	free(g);
	free(n);
	mpq_clears(stake, from, NULL);
	return f;
}

/* A declared figure the plan says is a cap: above the computed largest win
 * it never binds (a pass); below it, it cuts the largest wins, and the
 * finding (info) says from which maximum bet it binds: the largest win
 * grows with the stakes in proportion, so it binds from max_bet x
 * declared / computed (under the basis, or the lower of the two when the
 * basis is unstated).  open: the plan leaves open whether the figure is a
 * cap (`cap: unstated`): both readings, cap_readings. */
static pp_finding *cap_row(ck_ctx *ctx, const pp_node *game, const pp_node *row,
                           const pp_node *at, const char *label, const char *basis,
                           const mpq_t declared, const mpq_t gross, const mpq_t net,
                           const char *path, int open)
{
	const char *cur = node_get_text(row, "currency", "");
	const char *lvl = label + strlen(cur); /* " level 2", or "" */
	mpq_srcptr computed = strcmp(basis, "gross") == 0 ? gross : net;
	mpq_t stake, from;
	pp_finding *f;
	mpq_inits(stake, from, NULL);
	char *d = num_plain(declared), *c = num_plain(computed);
	if (open) {
		f = cap_readings(ctx, game, row, at, label, path, declared, gross, net, computed);
	} else if (mpq_cmp(declared, computed) >= 0) {
		f = ck_emit(ctx, "PP-MAXWIN-001", game, at, label, 1,
		            "the cap %s %s%s never binds: the largest win is %s %s (%s)", d,
		            cur, lvl, c, strcmp(basis, "gross") == 0 ? "gross" : "net", path);
	} else if (binds_from(from, stake, row, declared, computed)) {
		char *fr = num_exact(from), *fd = num_decimal(from, 2, NUM_HALF_EVEN);
		char *mb = num_plain(stake);
		f = ck_emit_status(ctx, "PP-MAXWIN-001", game, at, label, PP_ST_INFO,
		                   "the cap %s %s%s binds: the largest win is %s %s (%s); it is cut "
		                   "to the cap from a maximum bet of %s (%s, half-even) upward "
		                   "(the row's is %s)", d, cur, lvl, c,
		                   strcmp(basis, "gross") == 0 ? "gross" : "net", path, fr, fd, mb);
		free(fd);
		ck_evidence_q(f, "binds_from_max_bet", from, 2);
		free(fr);
		free(mb);
	} else {
		f = ck_emit_status(ctx, "PP-MAXWIN-001", game, at, label, PP_ST_INFO,
		                   "the cap %s %s%s binds: the largest win is %s %s (%s)", d,
		                   cur, lvl, c, strcmp(basis, "gross") == 0 ? "gross" : "net",
		                   path);
	}
	free(d);
	free(c);
	mpq_clears(stake, from, NULL);
	return f;
}

/* Whether the game's `max_win.cap` is `unstated`: the plan does not say
 * whether its figures cap payment or are the largest wins. */
static int cap_open(const pp_node *game)
{
	const pp_node *c = node_get_raw(node_get(game, "max_win"), "cap");
	return c && c->unstated;
}

/* A row whose maximum is a multiple of a minimum the casino fixes
 * elsewhere: the maximum bet, and with it the maximum win, is a rule the
 * plan leaves open here (PP-PLAN-007), and nothing is computed. */
static void open_row_max(ck_ctx *ctx, const pp_node *game, const pp_node *row,
                         const char *label, const pp_node *declared_node)
{
	const pp_node *rel = node_get(row, "max_bet_relative");
	char *subject = pp_xasprintf("%s/max_bet", label);
	ck_emit(ctx, "PP-PLAN-007", game, rel, subject, 0,
	        "the maximum bet in %s is %s × the minimum bet, which the row does not state "
	        "(fixed elsewhere): the maximum bet and the largest win are open", label,
	        node_get_text(rel, "times", ""));
	free(subject);
	ck_emit_status(ctx, "PP-MAXWIN-001", game, declared_node ? declared_node : row, label,
	               PP_ST_NOTAPPLICABLE, "no maximum win to check in %s: the maximum bet is "
	               "%s × a minimum bet the row does not state%s", label,
	               node_get_text(rel, "times", ""),
	               declared_node ? "; the declared figure cannot be compared" : "");
}

/* Append how the row's relative limits resolve to finding f's message
 * ("; derived: max_bet 10 × min_bet 100 = 1000") and evidence. */
static void derived_note(pp_finding *f, const pp_node *row)
{
	pp_buf der = { 0 };
	if (ck_limit_derivations(row, &der)) {
		char *m = pp_xasprintf("%s; derived: %s", f->message, der.data);
		free(f->message);
		f->message = m;
		ck_evidence_text(f, "derived_limits", der.data);
	}
	pp_buf_free(&der);
}

void ck_maxwin_row(ck_ctx *ctx, const pp_node *game, const ck_family *fam,
                   const pp_node *row, pp_table *table)
{
	const char *cur = node_get_text(row, "currency", "");
	char *label = node_item_name(row);
	const pp_node *declared_node = node_get(row, "max_win");
	const char *basis = ck_maxwin_basis(game);
	mpq_t gross, net, declared;
	pp_buf path = { 0 };

	mpq_inits(gross, net, declared, NULL);
	int row_max = ck_row_max_bet(declared, row); /* declared is set below */
	int has_max = row_max || node_get(row, "bets");
	if (ck_row_max_open(row)) {
		open_row_max(ctx, game, row, label, declared_node);
		goto cleanup;
	}
	if (!declared_node || !has_max || !fam->max_win) {
		ck_emit_status(ctx, "PP-MAXWIN-001", game, row, label, PP_ST_NOTAPPLICABLE,
		               "no maximum win to check in %s: the row declares %s", label,
		               !declared_node ? "no maximum win" : !has_max
		               ? "no maximum bet" : ck_family_no_engine(fam)
		               ? "a maximum win, but " CK_NO_ENGINE
		               : "figures this family does not compute");
		goto cleanup;
	}
	num_from_node(declared, declared_node);
	ctx->recording = 1;
	int computed = fam->max_win(ctx, game, row, gross, net, &path);
	ctx->recording = 0;
	if (!computed) {
		ck_emit_status(ctx, "PP-MAXWIN-001", game, declared_node, label,
		               PP_ST_NOTAPPLICABLE, "the game has no bounded win per round%s",
		               node_get(row, "max_bet") ? "" : " (the row states no maximum bet)");
		goto cleanup;
	}
	int is_gross = mpq_equal(declared, gross), is_net = mpq_equal(declared, net);
	const char *matches = is_gross && is_net ? "both" : is_gross ? "gross"
	                      : is_net ? "net" : "neither";
	int ok = strcmp(basis, "gross") == 0 ? is_gross
	         : strcmp(basis, "net") == 0 ? is_net : is_gross || is_net;
	char *d = num_plain(declared), *g = num_plain(gross), *n = num_plain(net);
	const char *want = strcmp(basis, "net") == 0 ? n : g;
	const char *lvl = label + strlen(cur); /* " level 2", or "" */
	int cap = node_get_bool(node_get(game, "max_win"), "cap", 0);
	pp_finding *f;
	if ((cap || cap_open(game)) && !ok)
		f = cap_row(ctx, game, row, declared_node, label, basis, declared, gross, net,
		            path.data, !cap);
	else if (ok)
		f = ck_emit(ctx, "PP-MAXWIN-001", game, declared_node, label, 1,
		            "declared max win %s %s%s follows from the limits (%s: %s)", d, cur,
		            lvl,
		            strcmp(basis, "unstated") == 0 ? matches : basis, path.data);
	else if (strcmp(basis, "unstated") == 0)
		f = ck_emit(ctx, "PP-MAXWIN-001", game, declared_node, label, 0,
		            "declared max win %s %s%s does not follow from the limits: %s gives "
		            "%s gross (stake included) or %s net", d, cur, lvl, path.data, g, n);
	else
		f = ck_emit(ctx, "PP-MAXWIN-001", game, declared_node, label, 0,
		            "declared max win %s %s%s does not follow from the limits: %s gives "
		            "%s %s %s%s", d, cur, lvl, path.data, want, cur,
		            strcmp(basis, "gross") == 0 ? ck_l10n("gross") : ck_l10n("net"),
		            (strcmp(basis, "gross") == 0 ? is_net : is_gross)
		                ? ck_l10n(" (the declared figure is the other convention's)") : "");
	derived_note(f, row);
	if (!ok) { /* every outcome above the figure, not only the largest */
		pp_buf more = { 0 };
		list_exceeding(ctx, f, basis, declared, &more);
		if (more.len) {
			char *m = pp_xasprintf("%s%s", f->message, more.data);
			free(f->message);
			f->message = m;
		}
		pp_buf_free(&more);
	}
	ck_evidence_q(f, "declared", declared, 2);
	ck_evidence_q(f, "computed_gross", gross, 2);
	ck_evidence_q(f, "computed_net", net, 2);
	ck_evidence_text(f, "path", path.data);
	mpq_t mb;
	mpq_init(mb);
	char *mbt = row_max == 2 && ck_row_max_bet(mb, row) ? num_plain(mb) : NULL;
	ck_table_row(table, label, mbt ? mbt : node_get_text(row, "max_bet", "per bet"), path.data,
	             g, n, d, matches);
	free(mbt);
	mpq_clear(mb);
	ck_note_basis(ctx, game, declared_node, basis, matches);
	free(d);
	free(g);
	free(n);
cleanup:
	outcomes_clear(ctx);
	mpq_clears(gross, net, declared, NULL);
	pp_buf_free(&path);
	free(label);
}

int ck_best_single_bet_win(const pp_node *bets, const char *name_key,
                           const pp_node *limits, mpq_t gross, mpq_t net,
                           pp_buf *path)
{
	return ck_best_single_bet_win_in(NULL, bets, name_key, limits, gross, net, path);
}

int ck_best_single_bet_win_in(ck_ctx *ctx, const pp_node *bets, const char *name_key,
                              const pp_node *limits, mpq_t gross, mpq_t net,
                              pp_buf *path)
{
	const pp_node *best = NULL;
	mpq_t p, win, stake, best_stake;
	int best_own = 0;
	mpq_inits(p, win, stake, best_stake, NULL);
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *b = node_at(bets, i);
		int own = ck_bet_max(stake, limits, node_get_text(b, "name", NULL),
		                     node_get_text(b, "type", NULL));
		if (!own)
			continue;
		num_from_node(p, node_get(b, "payout"));
		mpq_mul(win, stake, p);
		if (ctx) {
			mpq_t g;
			mpq_init(g);
			mpq_add(g, win, stake);
			char *st = num_plain(stake);
			char *lab = pp_xasprintf("%s at %s on %s", node_get_text(b, name_key, ""),
			                         node_get_text(b, "payout", ""), st);
			ck_maxwin_outcome(ctx, lab, g, win);
			free(lab);
			free(st);
			mpq_clear(g);
		}
		if (!best || mpq_cmp(win, net) > 0) {
			best = b;
			best_own = own;
			mpq_set(net, win);
			mpq_set(best_stake, stake);
		}
	}
	if (best) {
		mpq_add(gross, net, best_stake);
		char *s = num_plain(best_stake);
		pp_buf_printf(path, "%s %s on %s at %s", best_own == 2 ? "its max bet" : "max bet",
		              s, node_get_text(best, name_key, ""), node_get_text(best, "payout", ""));
		free(s);
	}
	mpq_clears(p, win, stake, best_stake, NULL);
	return best != NULL;
}
