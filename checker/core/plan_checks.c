/* SPDX-License-Identifier: Apache-2.0 */
/* plan_checks.c - checks across the games of a plan: one max-win
 * convention (PP-PLAN-001), one exchange rate between the currencies of
 * the limits tables (PP-PLAN-005), a dated plan (PP-PLAN-006). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/check_internal.h"
#include "core/maxwin.h"
#include "i18n.h"
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

/* The limits rows of a game by currency and level ("3:CZK" for a row
 * without a level, "3:CZK\nVIP" for level VIP: the length keeps any two
 * apart, whatever their texts hold), each mapped to its first row, so that pairing every row with
 * its row in another currency costs one lookup each, not a scan of the
 * game's rows.  keys owns the texts the index borrows. */
typedef struct {
	pp_strindex ix;
	char **keys;
	size_t n;
} row_index;

static char *row_key(const char *code, const char *level)
{
	return level ? pp_xasprintf("%zu:%s\n%s", strlen(code), code, level)
	             : pp_xasprintf("%zu:%s", strlen(code), code);
}

static void row_index_build(row_index *ri, const pp_node *limits)
{
	ri->n = node_len(limits);
	ri->keys = pp_xcalloc(ri->n ? ri->n : 1, sizeof(*ri->keys));
	for (size_t i = 0; i < ri->n; i++) {
		const pp_node *r = node_at(limits, i);
		ri->keys[i] = row_key(node_get_text(r, "currency", ""),
		                      node_get_text(r, "level", NULL));
		pp_strindex_add(&ri->ix, ri->keys[i], i, NULL);
	}
}

static void row_index_free(row_index *ri)
{
	for (size_t i = 0; i < ri->n; i++)
		free(ri->keys[i]);
	free(ri->keys);
	pp_strindex_free(&ri->ix);
}

/* The limits row of game for currency code at table level `level` (NULL:
 * a row without a level), or NULL. */
static const pp_node *limits_row(const row_index *ri, const pp_node *limits, const char *code,
                                 const char *level)
{
	char *key = row_key(code, level);
	size_t at = 0;
	int found = pp_strindex_get(&ri->ix, key, &at);
	free(key);
	return found ? node_at(limits, at) : NULL;
}

/* Rate of base to other implied by key (max_bet, max_win) of two rows, into
 * rate; 0 when a figure is missing or zero. */
static int implied_rate(mpq_t rate, const pp_node *base, const pp_node *other,
                        const char *key)
{
	mpq_t b;
	int ok;
	mpq_init(b);
	ok = num_get(b, base, key) && num_get(rate, other, key) && mpq_sgn(rate) > 0;
	if (ok)
		mpq_div(rate, b, rate);
	mpq_clear(b);
	return ok;
}

/* One rate a game's limits imply: the rate as text and what implies it. */
typedef struct {
	char *rate;
	char *what;
} rate_entry;

/* "25 (a, b); 20 (c, d max win)": entries grouped by rate, in order of
 * first appearance, and the number of distinct rates in *distinct.  One
 * pass with an index of rates and a chain through each rate's entries, so
 * that many different rates cost linear time.  The caller frees the
 * result. */
static char *group_rates(const rate_entry *e, size_t n, size_t *distinct)
{
	pp_buf b = { 0 };
	pp_strindex first = { 0 };
	size_t *next = pp_xmalloc((n ? n : 1) * sizeof(*next));
	size_t *last = pp_xmalloc((n ? n : 1) * sizeof(*last));
	for (size_t i = 0; i < n; i++) {
		size_t head;
		next[i] = SIZE_MAX;
		last[i] = i;
		if (pp_strindex_add(&first, e[i].rate, i, &head)) {
			next[last[head]] = i;
			last[head] = i;
		}
	}
	*distinct = first.len;
	for (size_t i = 0; i < n; i++) {
		size_t head = i;
		pp_strindex_get(&first, e[i].rate, &head);
		if (head != i)
			continue; /* this rate was listed with its first entry */
		pp_buf_printf(&b, "%s%s (", b.len ? "; " : "", e[i].rate);
		for (size_t k = i; k != SIZE_MAX; k = next[k])
			pp_buf_printf(&b, "%s%s", k == i ? "" : ", ", e[k].what);
		pp_buf_putc(&b, ')');
	}
	free(next);
	free(last);
	pp_strindex_free(&first);
	return pp_buf_detach(&b);
}

/* The rates one pair of rows (a game's, or one table level's) implies:
 * a table row, and an entry per figure (max bet, max win). */
static void add_rates(pp_table *t, rate_entry **e, size_t *n, size_t *cap, const char *gid,
                      const pp_node *rb, const pp_node *ro)
{
	static const char *const keys[2] = { "max_bet", "max_win" };
	mpq_t rate;
	mpq_init(rate);
	char *cells[3] = { pp_xstrdup(gid), NULL, NULL };
	for (size_t k = 0; k < 2; k++) {
		if (!implied_rate(rate, rb, ro, keys[k])) {
			cells[k + 1] = pp_xstrdup("");
			continue;
		}
		cells[k + 1] = num_plain(rate);
		/* A max win at the max bet's rate adds nothing to say. */
		if (k == 1 && *n && strcmp((*e)[*n - 1].rate, cells[2]) == 0 &&
		    strcmp((*e)[*n - 1].what, gid) == 0)
			continue;
		pp_grow((void **)e, cap, *n + 1, sizeof(**e));
		(*e)[*n].rate = pp_xstrdup(cells[k + 1]);
		(*e)[(*n)++].what = k ? pp_xasprintf("%s max win", gid) : pp_xstrdup(gid);
	}
	ck_table_row_owned(t, cells);
	mpq_clear(rate);
}

/* PP-PLAN-005 for one pair of currencies: every game's maximum bet and
 * maximum win convert at the same rate. */
static void check_rates(ck_ctx *ctx, const char *base, const char *other)
{
	const pp_node *games = plan_games(ctx->plan);
	rate_entry *e = NULL;
	size_t n = 0, cap = 0;
	char id[64];
	snprintf(id, sizeof(id), "rates-%s-%s", base, other);
	const char *title = ck_l10nf("%s per %s implied by each game's limits", base, other);
	pp_table *t = ck_table(ctx, NULL, id, title, 3, N_("game"), N_("from max bet"), N_("from max win"));
	for (size_t i = 0; i < node_len(games); i++) {
		const pp_node *g = node_at(games, i), *lim = node_get(g, "limits");
		row_index rows = { 0 };
		row_index_build(&rows, lim);
		/* Each table level converts on its own: rows pair by level. */
		for (size_t j = 0; j < node_len(lim); j++) {
			const pp_node *rb = node_at(lim, j);
			const char *level = node_get_text(rb, "level", NULL);
			const pp_node *ro = limits_row(&rows, lim, other, level);
			if (strcmp(node_get_text(rb, "currency", ""), base) != 0 || !ro)
				continue;
			char *gid = level ? pp_xasprintf("%s level %s", node_get_text(g, "id", ""), level)
			                  : pp_xstrdup(node_get_text(g, "id", ""));
			add_rates(t, &e, &n, &cap, gid, rb, ro);
			free(gid);
		}
		row_index_free(&rows);
	}
	if (n > 1) {
		char subject[64];
		snprintf(subject, sizeof(subject), "%s/%s", base, other);
		size_t distinct = 0;
		char *groups = group_rates(e, n, &distinct);
		pp_finding *f;
		if (distinct == 1)
			f = ck_emit(ctx, "PP-PLAN-005", NULL, games, subject, 1,
			            "the limits convert %s to %s at one rate: %s", other, base, groups);
		else
			f = ck_emit(ctx, "PP-PLAN-005", NULL, games, subject, 0,
			            "the limits convert %s to %s at %zu different rates: %s", other,
			            base, distinct, groups);
		ck_evidence_text(f, "rates", groups);
		free(groups);
	}
	for (size_t i = 0; i < n; i++) {
		free(e[i].rate);
		free(e[i].what);
	}
	free(e);
}

/* PP-PLAN-006: the plan says which version of which date it is. */
static void check_dated(ck_ctx *ctx)
{
	const pp_node *meta = plan_meta(ctx->plan);
	const char *version = node_get_text(meta, "version", NULL);
	const char *date = node_get_text(meta, "date", NULL);
	if (version && date)
		ck_emit(ctx, "PP-PLAN-006", NULL, meta, "", 1,
		        "the plan states its version (%s) and date (%s)", version, date);
	else
		ck_emit(ctx, "PP-PLAN-006", NULL, meta, "", 0, "the plan does not state its %s",
		        version ? "date" : date ? "version" : "version or date");
}

void ck_check_plan(ck_ctx *ctx)
{
	const pp_node *games = plan_games(ctx->plan);
	size_t gross = 0, net = 0;
	pp_buf list = { 0 };
	pp_table *t = ck_table(ctx, NULL, "max-win-conventions",
	                       "Maximum-win convention by game", 3, N_("game"), N_("stated"),
	                       N_("followed by the declared figures"));
	for (size_t i = 0; i < node_len(games); i++) {
		const pp_node *g = node_at(games, i);
		const char *b = game_basis(ctx, g);
		const char *id = node_get_text(g, "id", "");
		const char *stated = ck_maxwin_basis(g);
		ck_table_row(t, id, stated, b ? b : "undetermined");
		if (!b)
			continue;
		gross += strcmp(b, "gross") == 0;
		net += strcmp(b, "net") == 0;
		pp_buf_printf(&list, "%s%s: %s", list.len ? ", " : "", id, b);
	}
	int ok = !(gross && net);
	pp_finding *f = ck_emit(ctx, "PP-PLAN-001", NULL, games, "", ok,
	                        ok ? N_("maximum wins follow one convention (%s)")
	                           : N_("maximum wins mix conventions: %s"),
	                        ok ? (gross ? "gross" : net ? "net" : "none determined")
	                           : list.data);
	ck_evidence_text(f, "games", list.data ? list.data : "");
	pp_buf_free(&list);
	check_dated(ctx);
	const pp_node *cur = plan_currencies(ctx->plan);
	for (size_t i = 1; i < node_len(cur); i++)
		check_rates(ctx, node_get_text(node_at(cur, 0), "code", ""),
		            node_get_text(node_at(cur, i), "code", ""));
}
