/* SPDX-License-Identifier: Apache-2.0 */
/* common.c - checks every game gets, whatever its family: the limits
 * rows (PP-LIMIT-001/002, PP-PLAN-002/003/004, the max win) and payout
 * words (PP-PAY-001). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/check_internal.h"
#include "core/maxwin.h"
#include "i18n.h"
#include "plan.h"

/* The names and types of the game's bets and side bets (a roulette bet is
 * known by its type), built once per game so that a limits row naming N
 * bets costs N lookups, not N times the game's bets.  Keys are borrowed
 * from the game's nodes. */
static void index_game_bets(pp_strindex *ix, const pp_node *game)
{
	static const char *const lists[] = { "bets", "side_bets" };
	for (size_t l = 0; l < 2; l++) {
		const pp_node *bets = node_get(game, lists[l]);
		for (size_t i = 0; i < node_len(bets); i++) {
			const pp_node *b = node_at(bets, i);
			pp_strindex_add(ix, node_get_text(b, "name", ""), i, NULL);
			pp_strindex_add(ix, node_get_text(b, "type", ""), i, NULL);
		}
	}
}

/* The limits row being checked on this thread, and the first entry of its
 * `bets` list that states a max_bet, by bet name: ck_bet_max answers from
 * it while ck_check_limits works on the row (the family's max-win
 * function asks once per bet of the game), so a row that sets N bets apart
 * in a game of M bets costs M lookups, not M times N comparisons.  Set up
 * and cleared around each row by ck_check_limits, which owns the index; the
 * keys are borrowed from the row, which outlives it. */
static _Thread_local struct {
	const pp_node *row; /* NULL when no row is being checked */
	pp_strindex max_bets;
} current;

static void current_row_set(const pp_node *row)
{
	const pp_node *bets = node_get(row, "bets");
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *b = node_at(bets, i);
		if (node_get(b, "max_bet") || node_get(b, "max_bet_relative"))
			pp_strindex_add(&current.max_bets, node_get_text(b, "bet", ""), i, NULL);
	}
	current.row = row;
}

static void current_row_clear(void)
{
	pp_strindex_free(&current.max_bets);
	current.row = NULL;
}

static int bet_entry_max(mpq_t out, const pp_node *row, const pp_node *b, unsigned depth);

/* PP-LIMIT-001 for one range: row's, or (entry not NULL) one bet's at row.
 * A maximum stated relative to another figure counts where it resolves. */
static void check_range(ck_ctx *ctx, const pp_node *game, const pp_node *row,
                        const pp_node *entry, const char *subject, const char *where)
{
	const pp_node *at = entry ? entry : row;
	mpq_t lo, hi;
	mpq_inits(lo, hi, NULL);
	int has_lo = num_get(lo, at, "min_bet");
	int has_hi = entry ? bet_entry_max(hi, row, entry, 0) > 0 : ck_row_max_bet(hi, row) != 0;
	if (has_lo && has_hi) {
		int ok = mpq_sgn(lo) > 0 && mpq_cmp(lo, hi) <= 0;
		char *a = num_plain(lo), *b = num_plain(hi);
		pp_finding *f = ck_emit(ctx, "PP-LIMIT-001", game, node_get(at, "min_bet"), subject,
		                        ok, "bets %s range from %s to %s%s", where, a, b,
		                        ok ? "" : mpq_sgn(lo) <= 0 ? ": the minimum is not positive"
		                                                   : ": the minimum exceeds the maximum");
		ck_evidence_q(f, "min_bet", lo, 2);
		ck_evidence_q(f, "max_bet", hi, 2);
		free(a);
		free(b);
	} else {
		ck_emit_status(ctx, "PP-LIMIT-001", game, at, subject, PP_ST_NOTAPPLICABLE,
		               "the limits %s do not state both a minimum and a maximum bet", where);
	}
	mpq_clears(lo, hi, NULL);
}

static void check_row(ck_ctx *ctx, const pp_node *game, const pp_node *row,
                      const pp_strindex *game_bets)
{
	const char *cur = node_get_text(row, "currency", "");
	const pp_node *cur_node = node_get(row, "currency");
	const pp_node *bets = node_get(row, "bets");
	char *label = node_item_name(row);
	char *in = pp_xasprintf("in %s", label);
	ck_emit(ctx, "PP-PLAN-003", game, cur_node, label, ck_currency(ctx, cur) != NULL,
	        ck_currency(ctx, cur) ? N_("currency %s is a currency of the plan")
	                              : N_("currency %s is not among the plan's currencies"), cur);
	check_range(ctx, game, row, NULL, label, in);
	ck_check_relative_limits(ctx, game, row, game_bets);
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *b = node_at(bets, i);
		const char *name = node_get_text(b, "bet", "");
		char *subject = pp_xasprintf("%s/%s", label, name);
		char *where = pp_xasprintf("on %s in %s", name, label);
		int known = pp_strindex_get(game_bets, name, NULL);
		ck_emit(ctx, "PP-LIMIT-002", game, node_get(b, "bet"), subject, known,
		        known ? N_("the limits of `%s` in %s are those of a bet of the game")
		              : N_("the limits of `%s` in %s name no bet of the game"), name, label);
		check_range(ctx, game, row, b, subject, where);
		free(where);
		free(subject);
	}
	free(in);
	free(label);
}

void ck_check_limits(ck_ctx *ctx, const pp_node *game, const ck_family *fam)
{
	const pp_node *limits = node_get(game, "limits");
	const pp_node *currencies = plan_currencies(ctx->plan);
	size_t n = node_len(limits);

	/* A family without a max-win function declares that the house pays no
	 * wins (players play each other, as in a poker room): a game of it
	 * that has no limits table lacks nothing. */
	if (!n && !fam->max_win && !ck_family_no_engine(fam)) {
		ck_emit_status(ctx, "PP-PLAN-002", game, limits ? limits : game, "",
		               PP_ST_NOTAPPLICABLE, "the house pays no wins in a %s game: no "
		               "limits or maximum win to state", fam->name);
		return;
	}
	ck_emit(ctx, "PP-PLAN-002", game, limits ? limits : game, "", n > 0,
	        n ? N_("the game has a parameters table (%zu currency row(s))")
	          : N_("the game has no parameters table: no limits or maximum win (%zu rows)"),
	        n);
	if (!n)
		return;
	pp_strindex row_currencies = { 0 }, game_bets = { 0 };
	for (size_t j = 0; j < n; j++)
		pp_strindex_add(&row_currencies, node_get_text(node_at(limits, j), "currency", ""), j,
		                NULL);
	for (size_t i = 0; i < node_len(currencies); i++) {
		const char *code = node_get_text(node_at(currencies, i), "code", "");
		int found = pp_strindex_get(&row_currencies, code, NULL);
		ck_emit(ctx, "PP-PLAN-004", game, limits, code, found,
		        found ? N_("the game has limits in %s") : N_("the game has no limits row for %s"),
		        code);
	}
	pp_table *t = ck_table(ctx, game, "max-win", "Maximum win per limits row", 7,
	                       N_("row"), N_("max bet"), N_("how the largest win arises"),
	                       N_("gross"), N_("net"), N_("declared"), N_("declared matches"));
	index_game_bets(&game_bets, game);
	for (size_t j = 0; j < n; j++) {
		current_row_set(node_at(limits, j));
		check_row(ctx, game, node_at(limits, j), &game_bets);
		ck_maxwin_row(ctx, game, fam, node_at(limits, j), t);
		current_row_clear();
	}
	pp_strindex_free(&game_bets);
	pp_strindex_free(&row_currencies);
	ck_maxwin_basis_stated(ctx, game);
}

/* The subject of owner's words: its name, after the names of the list
 * items it is nested in below the game ("Trips/flush" for a paytable row
 * of the bet Trips), so that findings stay unique.  Caller frees. */
static char *words_subject(const pp_node *game, const pp_node *owner)
{
	char *subject = node_item_name(owner);
	for (const pp_node *p = owner->parent; p && p != game; p = p->parent) {
		if (!p->parent || p->parent->kind != NODE_SEQ)
			continue;
		char *outer = node_item_name(p), *joined = pp_xasprintf("%s/%s", outer, subject);
		free(outer);
		free(subject);
		subject = joined;
	}
	return subject;
}

/* Compare one bet's payout words with its ratio. */
static void check_words(ck_ctx *ctx, const pp_node *game, const pp_node *owner)
{
	const pp_node *words = node_get(owner, "payout_words");
	const pp_node *payout = node_get(owner, "payout");
	if (!words || !payout)
		return;
	mpq_t said, ratio;
	mpq_inits(said, ratio, NULL);
	/* A percentage of the stake ("100 % of the original stake") is p/100
	 * stakes: num_from_node reads "100%" as 1. */
	const pp_node *pct = node_get(words, "net_percent");
	num_from_node(said, pct ? pct : node_get(words, "net_multiple"));
	num_from_node(ratio, payout);
	char *a = num_plain(said);
	char *subject = words_subject(game, owner);
	int ok = mpq_equal(said, ratio);
	char *as_pct = pct ? pp_xasprintf("%s of the stake, ", pct->text) : pp_xstrdup("");
	pp_finding *f = ck_emit(ctx, "PP-PAY-001", game, words, subject, ok,
	                        "the words \"%s\" state a net win of %s%s stakes; the ratio "
	                        "is %s%s", node_get_text(words, "quote", ""), as_pct, a,
	                        payout->text, ok ? "" : ck_l10n(", which pays a different amount"));
	free(as_pct);
	ck_evidence_q(f, "words_net_multiple", said, 4);
	ck_evidence_q(f, "ratio_net_multiple", ratio, 4);
	free(a);
	free(subject);
	mpq_clears(said, ratio, NULL);
}

/* PP-PAY-002 for a prize the plan leaves at discretion (not a sum). */
static void check_discretionary(ck_ctx *ctx, const pp_node *game, const pp_node *owner)
{
	const pp_node *d = node_get(owner, "discretionary");
	if (!d)
		return;
	char *subject = words_subject(game, owner);
	ck_emit_status(ctx, "PP-PAY-002", game, d, subject, PP_ST_INFO,
	               "`%s` pays \"%s\": not a stated sum, so it is left out of the return "
	               "(which is then a lower bound) and of the maximum win", subject,
	               node_text(d));
	free(subject);
}

/* Walk the game's tree for every mapping that has payout words or a
 * prize at discretion. */
static void walk_words(ck_ctx *ctx, const pp_node *game, const pp_node *n, unsigned depth)
{
	if (!n || depth > 64 || n->kind == NODE_SCALAR)
		return;
	if (n->kind == NODE_MAP) {
		check_words(ctx, game, n);
		check_discretionary(ctx, game, n);
	}
	for (size_t i = 0; i < n->n; i++)
		walk_words(ctx, game, n->items[i], depth + 1);
}

void ck_check_payout_words(ck_ctx *ctx, const pp_node *game)
{
	walk_words(ctx, game, game, 0);
}

/* How deep one relative cap may refer to another (Bonus of Ante of Main):
 * deeper, or round in a circle, the relation is not followed. */
#define RELATIVE_DEPTH 8

static int bet_max_at(mpq_t out, const pp_node *row, const char *name, const char *alt,
                      unsigned depth);

int ck_row_max_bet(mpq_t out, const pp_node *row)
{
	if (num_get(out, row, "max_bet"))
		return 1;
	const pp_node *rel = node_get(row, "max_bet_relative");
	mpq_t min;
	mpq_init(min);
	int derived = rel && num_get(min, row, "min_bet");
	if (derived) {
		num_from_node(out, node_get(rel, "times"));
		mpq_mul(out, out, min);
	}
	mpq_clear(min);
	return derived ? 2 : 0;
}

int ck_bet_relative_at(mpq_t out, const pp_node *row, const pp_node *entry, unsigned depth)
{
	const pp_node *rel = node_get(entry, "max_bet_relative");
	if (!rel)
		return 0;
	if (depth >= RELATIVE_DEPTH)
		return -1;
	int of = bet_max_at(out, row, node_get_text(rel, "of_bet", ""), NULL, depth + 1);
	if (of <= 0)
		return of;
	mpq_t times;
	mpq_init(times);
	num_from_node(times, node_get(rel, "times"));
	mpq_mul(out, out, times);
	mpq_clear(times);
	return 1;
}

/* The largest stake bet entry b of row allows: its amount, its relative
 * cap resolved, or the lower of the two.  0 when it states neither in a
 * form that resolves; -1 when it states only a relative cap whose chain
 * goes round in a circle (or deeper than RELATIVE_DEPTH), which must not
 * fall back to any figure. */
static int bet_entry_max(mpq_t out, const pp_node *row, const pp_node *b, unsigned depth)
{
	int has = num_get(out, b, "max_bet");
	mpq_t rel;
	mpq_init(rel);
	int r = ck_bet_relative_at(rel, row, b, depth);
	if (r > 0 && (!has || mpq_cmp(rel, out) < 0)) {
		mpq_set(out, rel);
		has = 1;
	}
	mpq_clear(rel);
	return has ? 1 : r < 0 ? -1 : 0;
}

/* As ck_bet_max, depth levels down a chain of relative caps; -1 when the
 * entry found is a circle (bet_entry_max). */
static int bet_max_at(mpq_t out, const pp_node *row, const char *name, const char *alt,
                      unsigned depth)
{
	const pp_node *bets = node_get(row, "bets");
	const pp_node *entry = NULL;
	if (row && row == current.row) {
		/* The first entry naming name or alt that states a maximum. */
		size_t by_name = SIZE_MAX, by_alt = SIZE_MAX;
		if (name)
			pp_strindex_get(&current.max_bets, name, &by_name);
		if (alt)
			pp_strindex_get(&current.max_bets, alt, &by_alt);
		size_t first = by_name < by_alt ? by_name : by_alt;
		entry = first != SIZE_MAX ? node_at(bets, first) : NULL;
	} else {
		for (size_t i = 0; !entry && i < node_len(bets); i++) {
			const pp_node *b = node_at(bets, i);
			const char *bet = node_get_text(b, "bet", "");
			if (((name && strcmp(bet, name) == 0) || (alt && strcmp(bet, alt) == 0)) &&
			    (node_get(b, "max_bet") || node_get(b, "max_bet_relative")))
				entry = b;
		}
	}
	int own = entry ? bet_entry_max(out, row, entry, depth) : 0;
	if (own)
		return own > 0 ? 2 : -1;
	return ck_row_max_bet(out, row) ? 1 : 0;
}

int ck_bet_max(mpq_t out, const pp_node *row, const char *name, const char *alt)
{
	int r = bet_max_at(out, row, name, alt, 0);
	return r < 0 ? 0 : r;
}

int ck_family_no_engine(const ck_family *fam)
{
	return fam && strcmp(fam->name, "declared") == 0;
}

int ck_row_max_open(const pp_node *row)
{
	return node_get(row, "max_bet_relative") && !node_get(row, "max_bet") &&
	       !node_get(row, "min_bet");
}

/* "10 × min_bet 100 = 1000" for row's relative maximum into out (what the
 * relation gives, whether or not the row also states an amount); 0 when
 * the row has none or states no minimum. */
static int row_derivation(const pp_node *row, pp_buf *out)
{
	const pp_node *rel = node_get(row, "max_bet_relative");
	mpq_t v, min;
	mpq_inits(v, min, NULL);
	int ok = rel && num_get(min, row, "min_bet");
	if (ok) {
		num_from_node(v, node_get(rel, "times"));
		mpq_mul(v, v, min);
		char *r = num_plain(v);
		pp_buf_printf(out, "%s × min_bet %s = %s", node_get_text(rel, "times", ""),
		              node_get_text(row, "min_bet", ""), r);
		free(r);
	}
	mpq_clears(v, min, NULL);
	return ok;
}

/* "1 × Ante 500 = 500" for bet entry b's relative cap; 0 if unresolved. */
static int bet_derivation(const pp_node *row, const pp_node *b, pp_buf *out)
{
	const pp_node *rel = node_get(b, "max_bet_relative");
	mpq_t v, of;
	mpq_inits(v, of, NULL);
	int ok = rel && ck_bet_relative_at(v, row, b, 0) > 0;
	if (ok) {
		num_from_node(of, node_get(rel, "times"));
		mpq_div(of, v, of);
		char *r = num_plain(v), *o = num_plain(of);
		pp_buf_printf(out, "%s × %s %s = %s", node_get_text(rel, "times", ""),
		              node_get_text(rel, "of_bet", ""), o, r);
		free(r);
		free(o);
	}
	mpq_clears(v, of, NULL);
	return ok;
}

size_t ck_limit_derivations(const pp_node *row, pp_buf *out)
{
	size_t n = 0;
	if (!node_get(row, "max_bet")) { /* a stated amount is used as stated */
		pp_buf d = { 0 };
		if (row_derivation(row, &d))
			pp_buf_printf(out, "%smax_bet %s", n++ ? "; " : "", d.data);
		pp_buf_free(&d);
	}
	const pp_node *bets = node_get(row, "bets");
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *b = node_at(bets, i);
		pp_buf d = { 0 };
		mpq_t cap, stated;
		mpq_inits(cap, stated, NULL);
		/* Only a cap that binds: a lower stated amount is used as stated. */
		int binds = ck_bet_relative_at(cap, row, b, 0) > 0 &&
		            !(num_get(stated, b, "max_bet") && mpq_cmp(stated, cap) <= 0);
		mpq_clears(cap, stated, NULL);
		if (binds && bet_derivation(row, b, &d))
			pp_buf_printf(out, "%s%s max_bet %s", n++ ? "; " : "",
			              node_get_text(b, "bet", ""), d.data);
		pp_buf_free(&d);
	}
	return n;
}

/* PP-LIMIT-003 for the row's own relative maximum: equal to the amount
 * the row also states ("ten times the minimum" is the maximum). */
static void check_row_relative(ck_ctx *ctx, const pp_node *game, const pp_node *row,
                               const char *label)
{
	const pp_node *rel = node_get(row, "max_bet_relative");
	pp_buf d = { 0 };
	if (!row_derivation(row, &d)) {
		ck_emit_status(ctx, "PP-LIMIT-003", game, rel, label, PP_ST_NOTAPPLICABLE,
		               "the maximum bet in %s is %s × a minimum the row does not state "
		               "(fixed elsewhere): nothing to compare", label,
		               node_get_text(rel, "times", ""));
		pp_buf_free(&d);
		return;
	}
	mpq_t rv, stated;
	mpq_inits(rv, stated, NULL);
	num_get(rv, row, "min_bet");
	num_from_node(stated, node_get(rel, "times"));
	mpq_mul(rv, rv, stated);
	pp_finding *f;
	if (num_get(stated, row, "max_bet")) {
		int ok = mpq_equal(rv, stated);
		f = ck_emit(ctx, "PP-LIMIT-003", game, rel, label, ok,
		            "the maximum bet in %s is %s; the row also states %s%s", label, d.data,
		            node_get_text(row, "max_bet", ""),
		            ok ? "" : ", which contradicts it");
		ck_evidence_q(f, "stated_max_bet", stated, 2);
	} else {
		f = ck_emit(ctx, "PP-LIMIT-003", game, rel, label, 1,
		            "the maximum bet in %s is derived: %s", label, d.data);
	}
	ck_evidence_q(f, "derived_max_bet", rv, 2);
	ck_evidence_text(f, "derivation", d.data);
	mpq_clears(rv, stated, NULL);
	pp_buf_free(&d);
}

/* PP-LIMIT-003 for one bet's relative cap: the bet it refers to exists,
 * and an amount the entry also states can be staked under the cap. */
static void check_bet_relative(ck_ctx *ctx, const pp_node *game, const pp_node *row,
                               const pp_node *b, const char *label,
                               const pp_strindex *game_bets)
{
	const pp_node *rel = node_get(b, "max_bet_relative");
	const char *name = node_get_text(b, "bet", ""), *of = node_get_text(rel, "of_bet", "");
	char *subject = pp_xasprintf("%s/%s", label, name);
	pp_buf d = { 0 };
	mpq_t cap, stated;
	mpq_inits(cap, stated, NULL);
	if (!pp_strindex_get(game_bets, of, NULL)) {
		ck_emit(ctx, "PP-LIMIT-003", game, node_get(rel, "of_bet"), subject, 0,
		        "the stake on `%s` in %s is capped relative to `%s`, which is no bet of "
		        "the game", name, label, of);
	} else if (ck_bet_relative_at(cap, row, b, 0) < 0) {
		ck_emit(ctx, "PP-LIMIT-003", game, rel, subject, 0,
		        "the stake on `%s` in %s is capped relative to `%s`, whose cap leads back "
		        "to `%s` (or through more than %d bets): no maximum follows", name, label,
		        of, name, RELATIVE_DEPTH);
	} else if (!bet_derivation(row, b, &d)) {
		ck_emit_status(ctx, "PP-LIMIT-003", game, rel, subject, PP_ST_NOTAPPLICABLE,
		               "the stake on `%s` in %s is capped at %s × `%s`, whose maximum the "
		               "row does not state", name, label, node_get_text(rel, "times", ""),
		               of);
	} else {
		ck_bet_relative_at(cap, row, b, 0);
		pp_finding *f;
		if (num_get(stated, b, "max_bet")) {
			int ok = mpq_cmp(stated, cap) <= 0;
			f = ck_emit(ctx, "PP-LIMIT-003", game, rel, subject, ok,
			            "the stake on `%s` in %s may not exceed %s; its stated maximum %s "
			            "%s", name, label, d.data, node_get_text(b, "max_bet", ""),
			            ok ? "is within it" : "exceeds it, so it can never be staked");
			ck_evidence_q(f, "stated_max_bet", stated, 2);
		} else {
			f = ck_emit(ctx, "PP-LIMIT-003", game, rel, subject, 1,
			            "the stake on `%s` in %s may not exceed %s", name, label, d.data);
		}
		ck_evidence_q(f, "derived_max_bet", cap, 2);
		ck_evidence_text(f, "derivation", d.data);
	}
	mpq_clears(cap, stated, NULL);
	pp_buf_free(&d);
	free(subject);
}

void ck_check_relative_limits(ck_ctx *ctx, const pp_node *game, const pp_node *row,
                              const pp_strindex *game_bets)
{
	char *label = node_item_name(row);
	if (node_get(row, "max_bet_relative"))
		check_row_relative(ctx, game, row, label);
	const pp_node *bets = node_get(row, "bets");
	for (size_t i = 0; i < node_len(bets); i++)
		if (node_get(node_at(bets, i), "max_bet_relative"))
			check_bet_relative(ctx, game, row, node_at(bets, i), label, game_bets);
	free(label);
}
