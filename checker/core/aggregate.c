/* SPDX-License-Identifier: Apache-2.0 */
/* aggregate.c - aggregate payout limits stated as a formula (PP-AGG-001).
 *
 * "The aggregate payout limit for a player on any hand shall be $50,000 or
 * the maximum amount that one patron could win per round when betting the
 * minimum wager, whichever is greater": a game states it as its
 * `aggregate_max_payout`, a policy for the games of some families in
 * `aggregate_max_payouts`.  For every limits row in the formula's currency
 * the family's max-win engine computes, exactly, the most one box wins in a
 * round at the row's maximum bets and (for `or: most_at_min_bet`) at its
 * minimum bets; the limit is the amount, or the greater (lesser) of the two
 * terms, and the paytable at maximum bets breaking it is a finding with
 * every figure beside it. */
#include <stdlib.h>
#include <string.h>

#include "core/maxwin.h"
#include "core/policy_tables.h"
#include "policy.h"

/* A copy of scalar like, in arena a, for the synthetic row. */
static pp_node *scalar_like(node_arena *a, const pp_node *like)
{
	pp_node *n = node_new(a, NODE_SCALAR, like->file, like->line, like->col);
	n->text = node_arena_strndup(a, like->text, like->len);
	n->len = like->len;
	n->type = like->type;
	n->plain = like->plain;
	n->unstated = like->unstated; /* an open value stays open */
	return n;
}

/* Row as a player betting the minimum sees it: every maximum bet set to
 * the matching minimum (a bet's own, else the row's), its other figures
 * copied.  Allocated in a, the plan's tree untouched; NULL when the row
 * states no minimum bet. */
static const pp_node *row_at_minimum(node_arena *a, const pp_node *row)
{
	const pp_node *min = node_get(row, "min_bet");
	if (!min)
		return NULL;
	pp_node *out = node_new(a, NODE_MAP, row->file, row->line, row->col);
	out->parent = row->parent;
	out->key = row->key;
	out->index = row->index;
	out->type = row->type;
	/* The row's own figures (currency, level, min_bet, ...), copied: its
	 * mappings (bets, relations, anchors) are left out or rebuilt. */
	for (size_t i = 0; i < node_len(row); i++) {
		const pp_node *c = node_at(row, i);
		if (c->kind == NODE_SCALAR && strcmp(c->key, "max_bet") != 0)
			node_append(a, out, scalar_like(a, c), c->key, c->key_line,
			            c->key_col);
	}
	node_append(a, out, scalar_like(a, min), "max_bet", min->line, min->col);
	const pp_node *bets = node_get(row, "bets");
	if (bets) {
		pp_node *list = node_new(a, NODE_SEQ, bets->file, bets->line, bets->col);
		list->type = bets->type;
		for (size_t i = 0; i < node_len(bets); i++) {
			const pp_node *e = node_at(bets, i), *bmin = node_get(e, "min_bet");
			pp_node *m = node_new(a, NODE_MAP, e->file, e->line, e->col);
			m->type = e->type;
			const pp_node *name = node_get(e, "bet");
			node_append(a, m, scalar_like(a, name), "bet", name->line,
			            name->col);
			node_append(a, m, scalar_like(a, bmin ? bmin : min),
			            "max_bet", e->line, e->col);
			node_append(a, list, m, NULL, 0, 0);
		}
		node_append(a, out, list, "bets", bets->key_line, bets->key_col);
	}
	return out;
}

/* Whether the formula's `per` names the table. */
static int per_table(const pp_node *formula)
{
	const pp_node *per = node_get(formula, "per");
	for (size_t i = 0; i < node_len(per); i++)
		if (strcmp(node_text(node_at(per, i)), "table") == 0)
			return 1;
	return 0;
}

/* The formula's figure of a win: net unless the formula says gross. */
static mpq_srcptr on_basis(const pp_node *formula, mpq_srcptr gross, mpq_srcptr net)
{
	return strcmp(node_get_text(formula, "basis", "net"), "gross") == 0 ? gross : net;
}

/* What the finding says of the formula's source: "the game's" or
 * "policy `NJ`'s". The caller frees it. */
static char *source_name(const ck_ctx *ctx, const pp_node *entry)
{
	return entry ? pp_xasprintf("policy `%s`'s", ctx->policy->name)
	             : pp_xstrdup("the game's");
}

/* The formula `formula` (of policy entry `entry`, NULL: the game's own)
 * for limits row `row` of game. */
static void check_row(ck_ctx *ctx, const pp_node *game, const ck_family *fam,
                      const pp_node *formula, const pp_node *entry, const pp_node *row)
{
	char *label = node_item_name(row), *src = source_name(ctx, entry);
	char *subject = pp_xasprintf("%s%s", label, entry ? " (policy)" : "");
	const char *cur = node_get_text(formula, "currency", "");
	const char *take = node_get_text(formula, "take", "");
	int with_min = node_get(formula, "or") != NULL;
	const char *basis = node_get_text(formula, "basis", "net");
	pp_check_status bad = entry ? ck_policy_status(entry) : PP_ST_FAIL;
	const pp_node *at = entry ? row : formula; /* a policy's: the plan's row */
	node_arena *a = node_arena_new();
	pp_buf path = { 0 }, min_path = { 0 };
	mpq_t gross, net, mgross, mnet, amount, limit;
	mpq_inits(gross, net, mgross, mnet, amount, limit, NULL);
	num_from_node(amount, node_get(formula, "amount"));
	mpq_set(limit, amount);
	const pp_node *at_min = with_min ? row_at_minimum(a, row) : NULL;
	if (!fam->max_win || ck_family_no_engine(fam) || ck_row_max_open(row) ||
	    !fam->max_win(ctx, game, row, gross, net, &path)) {
		ck_emit_status(ctx, "PP-AGG-001", game, at, subject, PP_ST_NOTAPPLICABLE,
		               "%s aggregate payout limit in %s: no largest win at the maximum "
		               "bets to hold to it (%s)", src, label,
		               ck_family_no_engine(fam) ? CK_NO_ENGINE
		               : ck_row_max_open(row) ? "the maximum bet is open"
		               : "the family computes none for this row");
		goto cleanup;
	}
	if (with_min && (!at_min || !fam->max_win(ctx, game, at_min, mgross, mnet, &min_path))) {
		ck_emit_status(ctx, "PP-AGG-001", game, at, subject, PP_ST_NOTAPPLICABLE,
		               "%s aggregate payout limit in %s: the most won at the minimum bet "
		               "cannot be computed (%s)", src, label,
		               at_min ? "the family computes none" : "the row states no minimum bet");
		goto cleanup;
	}
	mpq_srcptr most = on_basis(formula, gross, net), least_term = on_basis(formula, mgross, mnet);
	if (with_min && !node_get(formula, "take")) {
		/* Two terms and no word on which applies: the limit is open, and
		 * no reading is chosen for the plan. */
		char *m = num_plain(least_term), *am = num_plain(amount), *mt = num_plain(most);
		pp_finding *f = ck_emit_status(ctx, "PP-AGG-001", game, at, subject,
		                               PP_ST_WARNING, "%s aggregate payout limit in %s "
		                               "names two terms, %s %s and the most at the "
		                               "minimum bets (%s %s), but not which applies "
		                               "(`take`: greater or lesser); the paytable at the "
		                               "maximum bets pays %s %s", src, label, am, cur, m,
		                               cur, mt, basis);
		ck_evidence_q(f, "most_at_min_bets", least_term, 2);
		ck_evidence_q(f, "most_at_max_bets", most, 2);
		free(m);
		free(am);
		free(mt);
		goto cleanup;
	}
	if (with_min && (strcmp(take, "greater") == 0 ? mpq_cmp(least_term, limit) > 0
	                                               : mpq_cmp(least_term, limit) < 0))
		mpq_set(limit, least_term);
	char *lt = num_plain(limit), *mt = num_plain(most), *am = num_plain(amount);
	char *mm = with_min ? num_plain(least_term) : NULL;
	char *how = with_min ? pp_xasprintf("the %s of %s %s and %s %s, the most at the minimum "
	                                    "bets: %s", take, am, cur, mm, cur, min_path.data)
	                     : pp_xasprintf("%s %s", am, cur);
	int ok = mpq_cmp(most, limit) <= 0;
	/* The engine computes one player's box: a limit per table also
	 * covers the other boxes, which this figure leaves out. */
	const char *table = per_table(formula) ? "; one player's box alone: the limit is per "
	                                         "table, and the other boxes add to it" : "";
	int capped = node_get_bool(node_get(game, "max_win"), "cap", 0);
	pp_finding *f;
	if (ok)
		f = ck_emit(ctx, "PP-AGG-001", game, at, subject, 1,
		            "%s aggregate payout limit in %s is %s %s (%s); the paytable at the "
		            "maximum bets pays at most %s %s (%s)%s", src, label, lt, cur, how, mt,
		            basis, path.data, table);
	else
		f = ck_emit_status(ctx, "PP-AGG-001", game, at, subject, bad,
		                   "the paytable at the maximum bets in %s pays %s %s (%s), above "
		                   "%s aggregate payout limit of %s %s (%s)%s%s", label, mt, basis,
		                   path.data, src, lt, cur, how,
		                   capped ? "; the plan caps payment" : "", table);
	ck_evidence_q(f, "aggregate_limit", limit, 2);
	ck_evidence_q(f, "amount", amount, 2);
	ck_evidence_q(f, "most_at_max_bets", most, 2);
	ck_evidence_text(f, "path", path.data);
	if (with_min) {
		ck_evidence_q(f, "most_at_min_bets", least_term, 2);
		ck_evidence_text(f, "min_path", min_path.data);
	}
	if (entry) {
		char *where = pp_xasprintf("%s:%u:%u", formula->file, formula->line, formula->col);
		ck_evidence_text(f, "policy_line", where);
		free(where);
	}
	free(lt);
	free(mt);
	free(am);
	free(mm);
	free(how);
cleanup:
	mpq_clears(gross, net, mgross, mnet, amount, limit, NULL);
	pp_buf_free(&path);
	pp_buf_free(&min_path);
	node_arena_free(a);
	free(subject);
	free(src);
	free(label);
}

/* The formula for every limits row of game in its currency. */
static void check_formula(ck_ctx *ctx, const pp_node *game, const pp_node *formula,
                          const pp_node *entry)
{
	const ck_family *fam = ck_family_find(node_get_text(game, "family", ""));
	const pp_node *limits = node_get(game, "limits");
	const char *cur = node_get_text(formula, "currency", "");
	size_t rows = 0;
	for (size_t i = 0; fam && i < node_len(limits); i++) {
		const pp_node *row = node_at(limits, i);
		if (strcmp(node_get_text(row, "currency", ""), cur) != 0)
			continue;
		check_row(ctx, game, fam, formula, entry, row);
		rows++;
	}
	if (!rows) {
		char *src = source_name(ctx, entry);
		ck_emit_status(ctx, "PP-AGG-001", game, entry ? game : formula,
		               entry ? "policy" : cur,
		               PP_ST_NOTAPPLICABLE, "%s aggregate payout limit is in %s, and the "
		               "game has no limits row in %s", src, cur, cur);
		free(src);
	}
}

void ck_check_aggregate(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *own = node_get(game, "aggregate_max_payout");
	const pp_node *list = node_get(ctx->policy->root, "aggregate_max_payouts");
	if (own)
		check_formula(ctx, game, own, NULL);
	for (size_t i = 0; i < node_len(list); i++) {
		const pp_node *e = node_at(list, i);
		if (ck_policy_applies(e, game))
			check_formula(ctx, game, node_get(e, "limit"), e);
	}
}
