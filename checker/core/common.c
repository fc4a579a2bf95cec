/* SPDX-License-Identifier: Apache-2.0 */
/* common.c - checks every game gets, whatever its family: the limits
 * rows (PP-LIMIT-001/002, PP-PLAN-002/003/004, the max win) and payout
 * words (PP-PAY-001). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/check_internal.h"
#include "core/maxwin.h"
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
		if (node_get(b, "max_bet"))
			pp_strindex_add(&current.max_bets, node_get_text(b, "bet", ""), i, NULL);
	}
	current.row = row;
}

static void current_row_clear(void)
{
	pp_strindex_free(&current.max_bets);
	current.row = NULL;
}

/* PP-LIMIT-001 for one range (a row's, or one bet's at a row). */
static void check_range(ck_ctx *ctx, const pp_node *game, const pp_node *at,
                        const char *subject, const char *where)
{
	mpq_t lo, hi;
	mpq_inits(lo, hi, NULL);
	int has_lo = num_get(lo, at, "min_bet"), has_hi = num_get(hi, at, "max_bet");
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
	        ck_currency(ctx, cur) ? "currency %s is a currency of the plan"
	                              : "currency %s is not among the plan's currencies", cur);
	check_range(ctx, game, row, label, in);
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *b = node_at(bets, i);
		const char *name = node_get_text(b, "bet", "");
		char *subject = pp_xasprintf("%s/%s", label, name);
		char *where = pp_xasprintf("on %s in %s", name, label);
		int known = pp_strindex_get(game_bets, name, NULL);
		ck_emit(ctx, "PP-LIMIT-002", game, node_get(b, "bet"), subject, known,
		        known ? "the limits of `%s` in %s are those of a bet of the game"
		              : "the limits of `%s` in %s name no bet of the game", name, label);
		check_range(ctx, game, b, subject, where);
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
	if (!n && !fam->max_win) {
		ck_emit_status(ctx, "PP-PLAN-002", game, limits ? limits : game, "",
		               PP_ST_NOTAPPLICABLE, "the house pays no wins in a %s game: no "
		               "limits or maximum win to state", fam->name);
		return;
	}
	ck_emit(ctx, "PP-PLAN-002", game, limits ? limits : game, "", n > 0,
	        n ? "the game has a parameters table (%zu currency row(s))"
	          : "the game has no parameters table: no limits or maximum win (%zu rows)",
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
		        found ? "the game has limits in %s" : "the game has no limits row for %s",
		        code);
	}
	pp_table *t = ck_table(ctx, game, "max-win", "Maximum win per limits row", 7,
	                       "row", "max bet", "how the largest win arises",
	                       "gross", "net", "declared", "declared matches");
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
	                        payout->text, ok ? "" : ", which pays a different amount");
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

int ck_bet_max(mpq_t out, const pp_node *row, const char *name, const char *alt)
{
	const pp_node *bets = node_get(row, "bets");
	if (row && row == current.row) {
		/* The first entry naming name or alt that states a max_bet. */
		size_t by_name = SIZE_MAX, by_alt = SIZE_MAX;
		if (name)
			pp_strindex_get(&current.max_bets, name, &by_name);
		if (alt)
			pp_strindex_get(&current.max_bets, alt, &by_alt);
		size_t first = by_name < by_alt ? by_name : by_alt;
		if (first != SIZE_MAX && num_get(out, node_at(bets, first), "max_bet"))
			return 2;
		return num_get(out, row, "max_bet") ? 1 : 0;
	}
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *b = node_at(bets, i);
		const char *bet = node_get_text(b, "bet", "");
		if ((name && strcmp(bet, name) == 0) || (alt && strcmp(bet, alt) == 0))
			if (num_get(out, b, "max_bet"))
				return 2;
	}
	return num_get(out, row, "max_bet") ? 1 : 0;
}
