/* SPDX-License-Identifier: Apache-2.0 */
/* floors.c - paytables as floors (PP-POLICY-002).
 *
 * Regulations state paytables as minimums ("shall pay no less than the
 * odds below").  A policy's `min_paytables` entry names a bet (by its
 * name, kind or type in the game) of the games of some families and the
 * least each hand pays, or the least a bet paid at one ratio pays; every
 * row is checked against the plan's table: a row paying less, or a hand
 * the plan does not pay, is a finding with both figures and the location
 * of the policy's line.
 *
 * A plan may itself state its paytables as floors (`payout_floor: true`,
 * where the document says "no less than"): the engine prices the floor,
 * the least the game returns, and says so (PP-FLOOR-001, a notice listing
 * the returns computed for the game). */
#include <stdlib.h>
#include <string.h>

#include "core/policy_tables.h"
#include "policy.h"

/* Whether bet b of a game is the bet called name: its name, kind or type. */
static int names_bet(const pp_node *b, const char *name)
{
	static const char *const keys[] = { "name", "kind", "type" };
	for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		const char *v = node_get_text(b, keys[i], NULL);
		if (v && strcmp(v, name) == 0)
			return 1;
	}
	return 0;
}

/* The rows of bet b's paytable: a list of rows (`paytable` or a bonus
 * list), or a table's `rows`; NULL when it has none. */
static const pp_node *paytable_rows(const pp_node *b)
{
	const pp_node *t = node_get(b, "paytable");
	if (!t)
		t = node_get(b, "bonus");
	if (t && t->kind == NODE_MAP)
		t = node_get(t, "rows");
	return t && t->kind == NODE_SEQ ? t : NULL;
}

/* The row of rows paying hand (its `hand` or `outcome`), or NULL. */
static const pp_node *row_for(const pp_node *rows, const char *hand)
{
	for (size_t i = 0; i < node_len(rows); i++) {
		const pp_node *r = node_at(rows, i);
		const char *h = node_get_text(r, "hand", NULL);
		if (!h)
			h = node_get_text(r, "outcome", "");
		if (strcmp(h, hand) == 0)
			return r;
	}
	return NULL;
}

/* "fixtures/policies/x.yaml:12:9": where the policy states node n.
 * The caller frees it. */
static char *policy_at(const pp_node *n)
{
	return pp_xasprintf("%s:%u:%u", n->file, n->line, n->col);
}

/* One floor `floor` (a ratio node) against the payout node `pay` of the
 * plan (NULL: the plan pays nothing there), located at `at`. */
static void compare(ck_ctx *ctx, const pp_node *game, const pp_node *entry,
                    const pp_node *at, const char *subject, const pp_node *pay,
                    const pp_node *floor)
{
	const char *cite = node_get_text(entry, "citation", NULL);
	const char *row_cite = floor->parent ? node_get_text(floor->parent, "citation", NULL) : NULL;
	char *where = policy_at(floor);
	mpq_t least, paid;
	pp_finding *f;
	mpq_inits(least, paid, NULL);
	num_from_node(least, floor);
	if (!pay) {
		f = ck_emit_status(ctx, "PP-POLICY-002", game, at, subject,
		                   ck_policy_status(entry),
		                   "`%s` pays nothing the policy can compare, where policy `%s` "
		                   "requires at least %s (%s%s%s)", subject, ctx->policy->name,
		                   node_text(floor), where, cite ? ", " : "", cite ? cite : "");
	} else {
		num_from_node(paid, pay);
		int ok = mpq_cmp(paid, least) >= 0;
		if (ok)
			f = ck_emit(ctx, "PP-POLICY-002", game, at, subject, 1,
			            "`%s` pays %s, at least the %s of policy `%s`", subject,
			            node_text(pay), node_text(floor), ctx->policy->name);
		else
			f = ck_emit_status(ctx, "PP-POLICY-002", game, at, subject,
			                   ck_policy_status(entry),
			                   "`%s` pays %s, below the least %s that policy `%s` "
			                   "requires (%s%s%s)", subject, node_text(pay),
			                   node_text(floor), ctx->policy->name, where,
			                   cite ? ", " : "", cite ? cite : "");
		ck_evidence_q(f, "payout", paid, 4);
	}
	ck_evidence_q(f, "policy_floor", least, 4);
	ck_evidence_text(f, "policy_line", where);
	if (row_cite || cite)
		ck_evidence_text(f, "policy_citation", row_cite ? row_cite : cite);
	free(where);
	mpq_clears(least, paid, NULL);
}

/* Entry e of the policy against bet b of game, or (b == game) against the
 * game's own `payouts` table (blackjack, pontoon: `bet: payouts`). */
static void check_bet(ck_ctx *ctx, const pp_node *game, const pp_node *e, const pp_node *b)
{
	const char *bet = b == game ? "payouts" : node_get_text(b, "name", NULL);
	if (!bet)
		bet = node_get_text(b, "type", node_get_text(e, "bet", ""));
	const pp_node *one = node_get(e, "at_least");
	if (one) {
		compare(ctx, game, e, b, bet, b == game ? NULL : node_get(b, "payout"), one);
		return;
	}
	const pp_node *floors = node_get(e, "rows");
	const pp_node *rows = b == game ? node_get(game, "payouts") : paytable_rows(b);
	for (size_t i = 0; i < node_len(floors); i++) {
		const pp_node *fl = node_at(floors, i);
		const char *hand = node_get_text(fl, "hand", "");
		const pp_node *row = row_for(rows, hand);
		char *subject = pp_xasprintf("%s/%s", bet, hand);
		compare(ctx, game, e, row ? row : rows ? rows : b, subject,
		        row ? node_get(row, "payout") : NULL, node_get(fl, "at_least"));
		free(subject);
	}
}

void ck_check_min_paytables(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *list = node_get(ctx->policy->root, "min_paytables");
	const pp_node *bets = node_get(game, "bets");
	for (size_t i = 0; i < node_len(list); i++) {
		const pp_node *e = node_at(list, i);
		const char *name = node_get_text(e, "bet", "");
		size_t found = 0;
		if (!ck_policy_applies(e, game))
			continue;
		if (strcmp(name, "payouts") == 0 && node_get(game, "payouts")) {
			check_bet(ctx, game, e, game);
			continue;
		}
		for (size_t j = 0; j < node_len(bets); j++)
			if (names_bet(node_at(bets, j), name)) {
				check_bet(ctx, game, e, node_at(bets, j));
				found++;
			}
		if (!found)
			ck_emit_status(ctx, "PP-POLICY-002", game, bets ? bets : game, name,
			               PP_ST_NOTAPPLICABLE, "the game offers no bet `%s`, whose "
			               "least payouts policy `%s` sets", name, ctx->policy->name);
	}
}

void ck_note_payout_floor(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *flag = node_get(game, "payout_floor");
	if (!flag || !node_bool(flag))
		return;
	pp_buf list = { 0 };
	size_t n = 0;
	for (size_t i = 0; i < ctx->res->nfindings; i++) {
		const pp_finding *f = ctx->res->findings[i];
		if (f->game != game->index || strcmp(f->rule->id, "PP-RTP-001") != 0)
			continue;
		for (size_t k = 0; k < f->nevidence; k++)
			if (strcmp(f->evidence[k].name, "rtp") == 0 && f->evidence[k].decimal)
				pp_buf_printf(&list, "%s%s %s%s", n++ ? "; " : "", f->subject,
				              f->evidence[k].decimal, f->evidence[k].unit ? "%" : "");
	}
	pp_finding *f = ck_emit_status(ctx, "PP-FLOOR-001", game, flag, "payout_floor",
	                               PP_ST_INFO, "the plan states the game's paytables as "
	                               "floors: every return and maximum win computed from them "
	                               "is the least the game pays%s%s",
	                               n ? "; the least returns: " : "", n ? list.data : "");
	if (n)
		ck_evidence_text(f, "least_returns", list.data);
	pp_buf_free(&list);
}
