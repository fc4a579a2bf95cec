/* SPDX-License-Identifier: Apache-2.0 */
/* report_diff_rows.c - the rows of a pull-request diff (report_diff_rows.h):
 * first the findings whose verdict moved (new and worse first, as they
 * fail a review, then better, fixed, gone, not applicable, new instances),
 * then the changes of class error or warning, then every change whose
 * reason is an anchor of a source document (moved, quote changed, text
 * moved or changed under it), each once, in document order. */
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "report.h"
#include "report_diff_rows.h"

/* The order findings are listed in, by delta: what fails a review first. */
static int delta_rank(diff_delta d)
{
	switch (d) {
	case DELTA_NEW: return 0;
	case DELTA_WORSE: return 1;
	case DELTA_INSTANCE: return 2;
	case DELTA_BETTER: return 3;
	case DELTA_FIXED: return 4;
	case DELTA_GONE: return 5;
	case DELTA_NOT_APPLICABLE: return 6;
	default: return 7;
	}
}

static diff_row *add_row(diff_rows *r, size_t *cap)
{
	if (r->max && r->nrows == r->max) {
		r->more++;
		return NULL;
	}
	pp_grow((void **)&r->rows, cap, r->nrows + 1, sizeof(*r->rows));
	diff_row *row = &r->rows[r->nrows++];
	memset(row, 0, sizeof(*row));
	return row;
}

static void finding_row(diff_rows *r, size_t *cap, const diff_finding *x)
{
	const pp_finding *f = x->new ? x->new : x->old;
	diff_row *row = add_row(r, cap);
	if (!row)
		return;
	/* The level it gives the diff when it has one (new, worse, not
	 * applicable), else that of the side that did not pass: a fixed
	 * warning is a warning that went, not an error. */
	const pp_finding *bad = x->new && diff_not_passing(x->new->status) ? x->new
	                        : x->old && diff_not_passing(x->old->status) ? x->old : NULL;
	row->level = pp_severity_name(x->impact >= 0 ? (pp_severity)x->impact
	                              : bad ? diff_status_level(bad->status) : PP_SEV_INFO);
	row->file = f->file;
	row->line = f->line;
	row->game = x->game;
	row->rule = f->rule->id;
	row->what = pp_xstrdup(bad ? bad->message : f->message); /* what was or is wrong */
	if (x->old && x->new)
		row->move = pp_xasprintf("%s: %s -> %s", diff_delta_name(x->delta),
		                         pp_check_status_name(x->old->status),
		                         pp_check_status_name(x->new->status));
	else
		row->move = pp_xasprintf("%s: %s", diff_delta_name(x->delta),
		                         pp_check_status_name(f->status));
}

/* Whether c has a reason about a document anchor. */
static int anchor_change(const diff_change *c)
{
	for (size_t i = 0; i < c->nreasons; i++)
		if (strncmp(c->reasons[i].tag, "anchor-", 7) == 0)
			return 1;
	return 0;
}

static void change_row(diff_rows *r, size_t *cap, const diff_change *c)
{
	const pp_node *n = c->new.node ? c->new.node : c->old.node;
	pp_buf tags = { 0 };
	diff_row *row = add_row(r, cap);
	if (!row)
		return;
	row->level = pp_severity_name(c->cls);
	row->file = n->file;
	row->line = n->line;
	row->game = c->game;
	pp_buf_puts(&tags, diff_op_name(c->op));
	for (size_t i = 0; i < c->nreasons; i++) {
		int repeat = 0;
		for (size_t q = 0; q < i; q++)
			repeat |= strcmp(c->reasons[q].tag, c->reasons[i].tag) == 0;
		if (!repeat)
			pp_buf_printf(&tags, "%s%s", i ? ", " : ": ", c->reasons[i].tag);
	}
	row->move = pp_buf_detach(&tags);
	/* An anchor's reason says where the words went: it is the news. */
	for (size_t i = 0; i < c->nreasons; i++)
		if (strncmp(c->reasons[i].tag, "anchor-", 7) == 0) {
			row->what = pp_xasprintf("%s: it %s", c->message, c->reasons[i].text);
			return;
		}
	row->what = pp_xstrdup(c->message);
}

static void game_summary(const pp_diff *d, diff_rows *r)
{
	diff_game *g = NULL;
	size_t n = diff_games(d, &g);
	pp_buf b = { 0 };
	for (size_t i = 0; i < n; i++) {
		const char *was = g[i].old_game == PP_NO_GAME ? NULL
		                  : report_verdict(d->old_res, g[i].old_game);
		const char *is = g[i].new_game == PP_NO_GAME ? NULL
		                 : report_verdict(d->new_res, g[i].new_game);
		if (was && is && strcmp(was, is) == 0 && g[i].state != GAME_RENAMED)
			continue;
		pp_buf_printf(&b, "%s%s ", b.len ? "; " : "", g[i].id);
		if (!was || !is)
			pp_buf_printf(&b, "%s (%s)", diff_game_state_name(g[i].state), was ? was : is);
		else if (g[i].state == GAME_RENAMED)
			pp_buf_printf(&b, "(was %s) %s -> %s", g[i].old_id, was, is);
		else
			pp_buf_printf(&b, "%s -> %s", was, is);
	}
	free(g);
	r->games = b.len ? pp_buf_detach(&b) : NULL;
	pp_buf_free(&b);
}

void report_diff_rows(const pp_diff *d, size_t max, diff_rows *r)
{
	size_t cap = 0;
	memset(r, 0, sizeof(*r));
	r->max = max;
	r->old_verdict = report_verdict(d->old_res, PP_ALL_GAMES);
	r->new_verdict = report_verdict(d->new_res, PP_ALL_GAMES);
	r->level = diff_level(d);
	r->nchanges = d->nchanges;
	for (int rank = 0; rank < 7; rank++)
		for (size_t i = 0; i < d->nfindings; i++)
			if (delta_rank(d->findings[i].delta) == rank) {
				r->nfindings_moved++;
				finding_row(r, &cap, &d->findings[i]);
			}
	for (size_t i = 0; i < d->nchanges; i++)
		if (d->changes[i]->cls != PP_SEV_INFO && !anchor_change(d->changes[i]))
			change_row(r, &cap, d->changes[i]);
	for (size_t i = 0; i < d->nchanges; i++)
		if (anchor_change(d->changes[i]))
			change_row(r, &cap, d->changes[i]);
	game_summary(d, r);
}

void report_diff_rows_free(diff_rows *r)
{
	for (size_t i = 0; i < r->nrows; i++) {
		free(r->rows[i].what);
		free(r->rows[i].move);
	}
	free(r->rows);
	free(r->games);
	memset(r, 0, sizeof(*r));
}
