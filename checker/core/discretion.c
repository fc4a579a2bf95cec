/* SPDX-License-Identifier: Apache-2.0 */
/* discretion.c - discretion, soft figures and gifts in the checks
 * (discretion.h).
 *
 * A value the plan writes as discretionary (`{may: v}`) or usual
 * (`{usually: v}`, `{usually_up_to: v}`) reaches every check as v: the
 * stated figure is the one the checks compute with, as the bound the plan
 * gives.  What this file adds is that the report never presents it as
 * fixed: one notice per soft value (PP-SOFT-002) says how it was used, and
 * every finding located at or below it carries the evidence `soft`.  A
 * family that can price a discretionary rule both ways (the dice
 * commission) reports the two returns with ck_soft_commission_priced (PP-SOFT-001).
 * `may_void` statements are recorded as such (PP-SOFT-003): nothing is
 * computed from them.  A prize paid in kind (spec/gift.h) is reported as
 * such (PP-GIFT-001): the engines price its cash alone. */
#include <stdlib.h>
#include <string.h>

#include "core/check_internal.h"
#include "core/discretion.h"
#include "soft.h"

int ck_soft_may(const pp_node *n)
{
	return n && (n->soft & SPEC_SOFT_MAY);
}

pp_finding *ck_soft_commission_priced(ck_ctx *ctx, const pp_node *game, const pp_node *at,
                                      const char *bet, const mpq_t rtp_with,
                                      const mpq_t rtp_without)
{
	char *with = ck_pct(rtp_with), *without = ck_pct(rtp_without);
	char *subject = pp_xasprintf("%s/commission", bet);
	int over = mpq_cmp_ui(rtp_without, 1, 1) >= 0;
	pp_finding *f = ck_emit_status(ctx, "PP-SOFT-001", game, at, subject, PP_ST_INFO,
	                               "the operator may charge the commission on `%s`: the bet "
	                               "returns %s with it and %s without it%s", bet, with,
	                               without, over ? ck_l10n("; without it, players do not "
	                                                       "lose on average") : "");
	ck_evidence_q(f, "rtp_with", rtp_with, 6);
	ck_evidence_q(f, "rtp_without", rtp_without, 6);
	free(with);
	free(without);
	free(subject);
	return f;
}

/* The path of n below the game's ("bets/Buy 4/commission/rate"). */
static char *relative_path(const pp_node *n, const char *game_path)
{
	char *full = node_path(n);
	size_t skip = strlen(game_path);
	const char *rel = strncmp(full, game_path, skip) == 0 ? full + skip : full;
	char *out = pp_xstrdup(*rel == '/' ? rel + 1 : rel);
	free(full);
	return out;
}

/* Add the evidence `soft` to every finding of game that rests on the soft
 * value n: located at n, below it, or at the mapping n belongs to (the
 * commission whose rate it is). */
static void mark_findings(ck_ctx *ctx, const pp_node *game, const pp_node *n,
                          const char *words)
{
	char *path = node_path(n), *parent = node_path(n->parent);
	size_t len = strlen(path);
	for (size_t i = 0; i < ctx->res->nfindings; i++) {
		pp_finding *f = ctx->res->findings[i];
		if (f->game != game->index || !f->path || strncmp(f->rule->id, "PP-SOFT-", 8) == 0)
			continue;
		if (strcmp(f->path, parent) == 0 ||
		    (strncmp(f->path, path, len) == 0 && (!f->path[len] || f->path[len] == '/')))
			ck_evidence_text(f, "soft", words);
	}
	free(path);
	free(parent);
}

/* Whether a PP-SOFT-001 finding of game is located at n: a family priced
 * it both ways. */
static int priced_both_ways(const ck_ctx *ctx, const pp_node *game, const pp_node *n)
{
	for (size_t i = 0; i < ctx->res->nfindings; i++) {
		const pp_finding *f = ctx->res->findings[i];
		if (f->game == game->index && f->line == n->line && f->col == n->col &&
		    strcmp(f->rule->id, "PP-SOFT-001") == 0)
			return 1;
	}
	return 0;
}

static void report_soft(ck_ctx *ctx, const pp_node *game, const pp_node *n,
                        const char *game_path)
{
	char *rel = relative_path(n, game_path);
	const char *words = spec_soft_words(n->soft);
	char *shown = pp_xasprintf("%s %s", words, n->text);
	const char *how;
	if (ck_soft_may(n) && priced_both_ways(ctx, game, n))
		how = ck_l10n("the figures are computed with and without it");
	else if (ck_soft_may(n))
		how = ck_l10n("the figures are computed as if it is applied");
	else
		how = ck_l10n("the checks use it as the stated bound, and a finding that "
		              "depends on it says so (evidence `soft`)");
	pp_finding *f = ck_emit_status(ctx, "PP-SOFT-002", game, n, rel, PP_ST_INFO,
	                               "the plan states `%s` as \"%s\", not as a fixed rule: %s",
	                               rel, shown, how);
	ck_evidence_text(f, "soft", shown);
	mark_findings(ctx, game, n, shown);
	free(shown);
	free(rel);
}

/* Add gift to finding f's evidence `gifts_excluded` ("a; b" for two). */
static void add_gift(pp_finding *f, const char *gift)
{
	for (size_t k = 0; k < f->nevidence; k++)
		if (strcmp(f->evidence[k].name, "gifts_excluded") == 0) {
			char *both = pp_xasprintf("%s; %s", f->evidence[k].exact, gift);
			free(f->evidence[k].exact);
			f->evidence[k].exact = both;
			return;
		}
	ck_evidence_text(f, "gifts_excluded", gift);
}

/* PP-GIFT-001: a prize that pays a gift beside (or instead of) its cash.
 * The engines priced the cash alone; the returns of the bet it belongs
 * to (PP-RTP-001 located at or above it) carry the evidence
 * `gifts_excluded`. */
static void report_gift(ck_ctx *ctx, const pp_node *game, const pp_node *n,
                        const char *game_path)
{
	char *rel = relative_path(n, game_path), *path = node_path(n);
	int cash = strcmp(n->text, "0") != 0 && strcmp(n->text, "0:1") != 0;
	const char *pays = cash ? ck_l10nf("%s in cash and", n->text) : ck_l10n("no cash but");
	pp_finding *f = ck_emit_status(ctx, "PP-GIFT-001", game, n, rel, PP_ST_INFO,
	                               "`%s` pays %s a gift, \"%s\": a prize in kind, left out of "
	                               "every return and maximum win computed", rel, pays,
	                               n->gift);
	ck_evidence_text(f, "gift", n->gift);
	ck_evidence_text(f, "cash", n->text);
	for (size_t i = 0; i < ctx->res->nfindings; i++) {
		pp_finding *r = ctx->res->findings[i];
		size_t len = r->path ? strlen(r->path) : 0;
		if (r->game == game->index && r->path && strcmp(r->rule->id, "PP-RTP-001") == 0 &&
		    strncmp(path, r->path, len) == 0 && (!path[len] || path[len] == '/'))
			add_gift(r, n->gift);
	}
	free(rel);
	free(path);
}

/* Every soft value and gift below n, in plan order. */
static void walk(ck_ctx *ctx, const pp_node *game, const pp_node *n, const char *game_path)
{
	if (n->soft)
		report_soft(ctx, game, n, game_path);
	if (n->gift)
		report_gift(ctx, game, n, game_path);
	for (size_t i = 0; n->kind != NODE_SCALAR && i < n->n; i++)
		walk(ctx, game, n->items[i], game_path);
}

void ck_check_soft(ck_ctx *ctx, const pp_node *game)
{
	char *game_path = node_path(game);
	walk(ctx, game, game, game_path);
	free(game_path);
	const pp_node *voids = node_get(game, "may_void");
	for (size_t i = 0; i < node_len(voids); i++) {
		const pp_node *s = node_at(voids, i);
		char *subject = pp_xasprintf("may_void/%zu", i + 1);
		const char *when = node_get_text(s, "when", NULL);
		pp_finding *f = ck_emit_status(ctx, "PP-SOFT-003", game, s, subject, PP_ST_INFO,
		                               "the plan lets the operator void a game%s%s: "
		                               "\"%s\"; no figure depends on it", when ? " " : "",
		                               when ? when : "", node_get_text(s, "text", ""));
		if (when)
			ck_evidence_text(f, "when", when);
		free(subject);
	}
}
