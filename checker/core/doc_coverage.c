/* SPDX-License-Identifier: Apache-2.0 */
/* doc_coverage.c - how much of a document the plan accounts for: every
 * figure in the lines a game cites is covered by an anchored quote
 * (encoded) or a `not_encoded` passage (set aside), counted apart
 * (PP-DOC-006, the coverage figures), and every line is cited by some
 * anchor (PP-DOC-007).  Work is linear in the document plus the quotes'
 * matches. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/check_internal.h"
#include "core/doc_internal.h"
#include "plan.h"
#include "schema.h"

static size_t doc_index(const doc_walk *w, const spec_source *d)
{
	return (size_t)(d - w->ctx->sources->items);
}

void doc_walk_init(doc_walk *w)
{
	size_t n = w->ctx->sources->n;
	w->cited = n ? pp_xcalloc(n, sizeof(*w->cited)) : NULL;
	for (size_t i = 0; i < n; i++) {
		const spec_source *d = &w->ctx->sources->items[i];
		if (d->found)
			w->cited[i] = pp_xcalloc(d->nlines + 2, 1);
	}
}

void doc_walk_free(doc_walk *w)
{
	for (size_t i = 0; w->cited && i < w->ctx->sources->n; i++)
		free(w->cited[i]);
	free(w->cited);
	free(w->matches);
}

void doc_cite(doc_walk *w, const spec_source *d, unsigned first, unsigned last)
{
	unsigned char *c = w->cited ? w->cited[doc_index(w, d)] : NULL;
	for (size_t k = first; c && k <= last && k <= d->nlines; k++)
		c[k] = 1;
}

void doc_span(doc_walk *w, const pp_node *game, size_t slot, const spec_source *d, size_t at,
              size_t end)
{
	pp_grow((void **)&w->matches, &w->cap_matches, w->nmatches + 1, sizeof(*w->matches));
	w->matches[w->nmatches++] = (doc_match){ game, slot, d, at, end };
}

/* Matches by game slot, stable, so each game reads only its own. */
static int by_slot(const void *a, const void *b)
{
	const doc_match *x = a, *y = b;
	if (x->slot != y->slot)
		return x->slot < y->slot ? -1 : 1;
	return x->at < y->at ? -1 : x->at > y->at;
}

static int is_digit(unsigned c)
{
	return c >= '0' && c <= '9';
}

/* The end of the figure that starts at i (a digit) in t, before hi:
 * digits joined by . , : / ("35:1", "1:0,5", "2.5"), a thousands group
 * after a space ("50 000"), then an optional percent sign. */
static size_t figure_end(const pp_normtext *t, size_t i, size_t hi)
{
	size_t group = 0;
	while (i < hi) {
		if (is_digit(t->cp[i])) {
			i++;
			group++;
		} else if (i + 1 < hi && t->cp[i] && t->cp[i] < 128 && strchr(".,:/", (int)t->cp[i]) &&
		           is_digit(t->cp[i + 1])) {
			i++;
			group = 0;
		} else if (t->cp[i] == ' ' && group <= 3 && i + 4 <= hi && is_digit(t->cp[i + 1]) &&
		           is_digit(t->cp[i + 2]) && is_digit(t->cp[i + 3]) &&
		           (i + 4 == hi || !is_digit(t->cp[i + 4])) && t->line[i + 1] == t->line[i]) {
			i += 4;
			group = 3;
		} else {
			break;
		}
	}
	if (i < hi && t->cp[i] == '%')
		i++;
	else if (i + 1 < hi && t->cp[i] == ' ' && t->cp[i + 1] == '%')
		i += 2;
	return i;
}

/* The first index of t on line or later. */
static size_t first_at_line(const pp_normtext *t, unsigned line)
{
	size_t lo = 0, hi = t->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (t->line[mid] < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Report the figures of one line nothing accounts for. */
static void report_line(ck_ctx *ctx, const pp_node *game, const pp_node *anchor,
                        const spec_source *d, unsigned line, const char *figures)
{
	size_t len = 0;
	const char *text = spec_source_line(d, line, &len);
	char *quote = pp_xstrndup(text ? text : "", len);
	char subject[32];
	snprintf(subject, sizeof(subject), "line %u", line);
	pp_finding *f = ck_emit(ctx, "PP-DOC-006", game, anchor, subject, 0,
	                        "line %u: %s neither encoded nor listed in `not_encoded`",
	                        line, figures);
	doc_locate_line(f, d, line, line, quote);
	free(quote);
}

/* The spans the game's `not_encoded` passages matched, to tell them from
 * the quotes' among the game's matches: doc_check.c recorded each match
 * without saying what it was.  Each passage is searched again with the
 * same words in the same lines, which finds the same span; the search is
 * charged to the quote budget like the first one, so a plan cannot double
 * its work past DOC_WORK_BUDGET. */
typedef struct {
	doc_match *spans;        /* sorted by span_order once collected */
	size_t n, cap;
	size_t *claimed;         /* per span: how many of its run are claimed */
} passage_spans;

static void find_passage(doc_walk *w, const pp_node *p, passage_spans *ps)
{
	const pp_node *words = node_get(p, "text");
	const spec_source *d = spec_sources_find(w->ctx->sources,
	                                         node_get_text(p, "source", NULL));
	unsigned first, last;
	if (!words || !d || !d->found || !spec_anchor_lines(p, &first, &last) || first > last ||
	    last > d->nlines)
		return; /* doc_check.c reports such a passage */
	pp_normtext q = { 0 };
	size_t at, end;
	pp_norm_append(&q, words->text, words->len, 1);
	unsigned long long cost = (unsigned long long)q.n *
		(spec_source_chars_before(d, last + 1) - spec_source_chars_before(d, first));
	if (cost <= w->work) {
		w->work -= cost;
		if (pp_norm_find(&d->norm, &q, first, last, &at, &end)) {
			pp_grow((void **)&ps->spans, &ps->cap, ps->n + 1, sizeof(*ps->spans));
			ps->spans[ps->n++] = (doc_match){ NULL, 0, d, at, end };
		}
	}
	pp_norm_free(&q);
}

/* Every `not_encoded` passage under n (a game or a part of it). */
static void find_passages(doc_walk *w, const pp_node *n, passage_spans *ps)
{
	if (n->kind != NODE_MAP && n->kind != NODE_SEQ)
		return;
	const pp_node *ne = n->kind == NODE_MAP ? node_get(n, "not_encoded") : NULL;
	for (size_t i = 0; ne && ne->type == &spec_not_encoded_list && i < ne->n; i++)
		find_passage(w, ne->items[i], ps);
	for (size_t i = 0; i < n->n; i++)
		if (n->items[i]->type != &spec_not_encoded_list)
			find_passages(w, n->items[i], ps);
}

/* Spans by document, start and end: only equality matters, so ordering
 * documents by address is enough. */
static int span_order(const void *a, const void *b)
{
	const doc_match *x = a, *y = b;
	if (x->doc != y->doc)
		return (uintptr_t)x->doc < (uintptr_t)y->doc ? -1 : 1;
	if (x->at != y->at)
		return x->at < y->at ? -1 : 1;
	return x->end < y->end ? -1 : x->end > y->end;
}

/* Whether match x is a passage's: the first of the sorted spans equal to
 * it (a binary search) starts a run of equal spans, and each of the run
 * is claimed by one match, so n identical passages claim n matches and
 * the rest with that span are quotes'. */
static int claim(passage_spans *ps, const doc_match *x)
{
	size_t lo = 0, hi = ps->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (span_order(&ps->spans[mid], x) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == ps->n || span_order(&ps->spans[lo], x) != 0)
		return 0;
	size_t k = lo + ps->claimed[lo];
	if (k >= ps->n || span_order(&ps->spans[k], x) != 0)
		return 0;
	ps->claimed[lo]++;
	return 1;
}

/* Mark in cov (indices [lo, hi) of d's text) what the game's matches
 * [from, to) cover: bit 1 an anchored quote, bit 2 a `not_encoded`
 * passage.  O((passages + matches) log passages). */
static void mark_matches(doc_walk *w, const pp_node *game, const spec_source *d, size_t lo,
                         size_t hi, size_t from, size_t to, unsigned char *cov)
{
	passage_spans ps = { 0 };
	find_passages(w, game, &ps);
	if (ps.n)
		qsort(ps.spans, ps.n, sizeof(*ps.spans), span_order);
	ps.claimed = pp_xcalloc(ps.n + 1, sizeof(*ps.claimed));
	for (size_t m = from; m < to; m++) {
		const doc_match *x = &w->matches[m];
		unsigned char bit = claim(&ps, x) ? 2 : 1;
		if (x->doc != d)
			continue;
		for (size_t i = x->at > lo ? x->at : lo; i < x->end && i < hi; i++)
			cov[i - lo] |= bit;
	}
	free(ps.claimed);
	free(ps.spans);
}

/* Coverage of one game whose anchor cites lines [first, last] of d. */
static void game_coverage(doc_walk *w, size_t g, const pp_node *game, const pp_node *anchor,
                          const spec_source *d, unsigned first, unsigned last, size_t from,
                          size_t to)
{
	ck_ctx *ctx = w->ctx;
	const pp_normtext *t = &d->norm;
	size_t lo = first_at_line(t, first), hi = first_at_line(t, last + 1);
	unsigned char *cov = pp_xcalloc(hi - lo + 1, 1);
	pp_coverage *c = &ctx->res->games[g].coverage;
	pp_buf figures = { 0 };
	unsigned pending = 0;
	mark_matches(w, game, d, lo, hi, from, to, cov);
	c->measured = 1;
	for (size_t i = lo; i < hi; i++) {
		if (!is_digit(t->cp[i]) ||
		    (i > lo && (is_digit(t->cp[i - 1]) || pp_norm_is_letter(t->cp[i - 1]))))
			continue; /* not a figure's first digit, or a digit inside a word */
		size_t end = figure_end(t, i, hi);
		int covered = 1, quoted = 1;
		for (size_t k = i; k < end; k++) {
			covered &= t->cp[k] == ' ' || cov[k - lo] != 0;
			quoted &= t->cp[k] == ' ' || (cov[k - lo] & 1);
		}
		c->total++;
		c->encoded += (size_t)quoted;
		c->set_aside += (size_t)(covered && !quoted);
		if (!covered) {
			char *s = pp_norm_utf8(t, i, end);
			if (pending && pending != t->line[i]) {
				report_line(ctx, game, anchor, d, pending, figures.data);
				pp_buf_free(&figures);
			}
			pp_buf_printf(&figures, "%s\"%s\"", figures.len ? ", " : "", s);
			pending = t->line[i];
			free(s);
		}
		i = end - 1;
	}
	if (pending)
		report_line(ctx, game, anchor, d, pending, figures.data);
	if (c->encoded + c->set_aside == c->total)
		ck_emit(ctx, "PP-DOC-006", game, anchor, "coverage", 1,
		        "all %zu figures of %s:%u-%u are accounted for: %zu encoded, %zu listed as "
		        "not encoded", c->total, d->path, first, last, c->encoded, c->set_aside);
	ctx->res->coverage.measured = 1;
	ctx->res->coverage.encoded += c->encoded;
	ctx->res->coverage.set_aside += c->set_aside;
	ctx->res->coverage.total += c->total;
	pp_buf_free(&figures);
	free(cov);
}

/* PP-DOC-007: the ranges of d's lines no anchor cites, blank lines at
 * their edges left out. */
static void uncovered_lines(doc_walk *w, size_t di)
{
	const spec_source *d = &w->ctx->sources->items[di];
	pp_doc_info *info = &w->ctx->res->docs[di];
	const unsigned char *cited = w->cited[di];
	size_t cap = 0, lines = 0;
	pp_buf list = { 0 };
	for (size_t k = 1; k <= d->nlines;) {
		size_t len, a, b;
		if (cited[k] || (spec_source_line(d, k, &len), len == 0) ||
		    strspn(spec_source_line(d, k, &len), " \t\f\r") >= len) {
			k++;
			continue;
		}
		a = b = k;
		for (; k <= d->nlines && !cited[k]; k++) {
			const char *s = spec_source_line(d, k, &len);
			if (len && strspn(s, " \t\f\r") < len)
				b = k;
		}
		pp_grow((void **)&info->uncovered, &cap, 2 * info->nuncovered + 2, sizeof(unsigned));
		info->uncovered[2 * info->nuncovered] = (unsigned)a;
		info->uncovered[2 * info->nuncovered + 1] = (unsigned)b;
		info->nuncovered++;
		lines += b - a + 1;
		if (info->nuncovered <= 12)
			pp_buf_printf(&list, "%s%zu", list.len ? ", " : "", a);
		if (info->nuncovered <= 12 && b > a)
			pp_buf_printf(&list, "-%zu", b);
	}
	if (info->nuncovered) {
		pp_finding *f = ck_emit(w->ctx, "PP-DOC-007", NULL, d->node, d->id, 0,
		                        "%zu line%s of %s in %zu range%s %s cited by no anchor: %s%s",
		                        lines, lines == 1 ? "" : "s", d->path, info->nuncovered,
		                        info->nuncovered == 1 ? "" : "s", lines == 1 ? "is" : "are",
		                        list.data,
		                        info->nuncovered > 12 ? " ..." : "");
		doc_locate_line(f, d, info->uncovered[0], info->uncovered[1], NULL);
	} else {
		pp_finding *f = ck_emit(w->ctx, "PP-DOC-007", NULL, d->node, d->id, 1,
		                        "every line of %s with text is cited by an anchor", d->path);
		doc_locate_line(f, d, 0, 0, NULL);
	}
	pp_buf_free(&list);
}

void doc_coverage(doc_walk *w)
{
	ck_ctx *ctx = w->ctx;
	const pp_node *games = plan_games(ctx->plan);
	size_t from = 0, to = 0;
	if (!ctx->sources->n)
		return;
	if (w->nmatches)
		qsort(w->matches, w->nmatches, sizeof(*w->matches), by_slot);
	for (size_t g = 0; g < node_len(games); g++) {
		from = to;
		while (from < w->nmatches && w->matches[from].slot < g)
			from++;
		to = from;
		while (to < w->nmatches && w->matches[to].slot == g)
			to++;
		const pp_node *game = node_at(games, g);
		const pp_node *anchor = node_get(game, "anchor");
		const spec_source *d = anchor ? spec_sources_find(ctx->sources,
		                                                  node_get_text(anchor, "source", NULL))
		                              : NULL;
		unsigned first, last;
		if (!anchor || !d || !d->found || !spec_anchor_lines(anchor, &first, &last) ||
		    first > last || last > d->nlines) {
			ck_emit_status(ctx, "PP-DOC-006", game, anchor ? anchor : game, "coverage",
			               PP_ST_NOTAPPLICABLE, "%s",
			               anchor ? "the game's anchor cites no lines of a document that "
			                        "could be read"
			                      : "the game has no `anchor` citing its document lines");
			continue;
		}
		game_coverage(w, g, game, anchor, d, first, last, from, to);
	}
	for (size_t i = 0; i < ctx->sources->n; i++)
		if (ctx->sources->items[i].found)
			uncovered_lines(w, i);
}
