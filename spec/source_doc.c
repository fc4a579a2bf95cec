/* SPDX-License-Identifier: Apache-2.0 */
/* source_doc.c - read the documents a plan encodes (source_doc.h). */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "schema.h"
#include "sha256.h"
#include "source_doc.h"
#include "source_path.h"
#include "source_text.h"
#include "util.h"

/* The documents read so far in one load: each file is read once however
 * often the plan lists it, and all of them together stay in the budget. */
typedef struct {
	size_t bytes;             /* bytes of the distinct documents read */
	size_t budget;
} load_state;

/* Read the document loc names into d (found, or why not).  PP_EIO with a
 * located err when it would overrun the budget.  *absent is set (and d
 * left as it was) when loc is the plan's reader and the reader does not
 * have the document: the search goes on past it. */
static pp_status read_document(spec_source *d, const src_location *loc, const pp_plan *plan,
                               load_state *ls, int *absent, pp_error *err)
{
	const pp_node *at = node_get(d->node, "path");
	char *data = NULL;
	size_t len = 0, room = ls->budget - ls->bytes;
	pp_error rerr;
	pp_status st;
	size_t max = room < SPEC_SOURCE_MAX ? room : SPEC_SOURCE_MAX;
	if (loc->where == SRC_FOUND_READER)
		st = plan->read_document(plan->read_document_data, loc->file, max, &data, &len, &rerr);
	else
		st = spec_read_file(&data, &len, loc->file, max, &rerr);
	if (st && strstr(rerr.msg, "larger than") && max < SPEC_SOURCE_MAX)
		return pp_error_set(err, PP_EIO, at->file, at->line, at->col,
		                    "the documents of this plan exceed the %zu-byte budget for "
		                    "documents (document `%s` needs more than the %zu bytes left); "
		                    "raise it with --documents-budget if the plan really needs them",
		                    ls->budget, d->id, room);
	if (st) {
		d->why = strstr(rerr.msg, "larger than")
		         ? pp_xasprintf("`%s` is larger than the %zu-byte limit for one document",
		                        loc->shown, (size_t)SPEC_SOURCE_MAX)
		         : pp_xasprintf("`%s`: %s", loc->shown, rerr.msg);
		return PP_OK;
	}
	if (!data) { /* a reader's "not in my source" (pp_document_reader) */
		*absent = 1;
		return PP_OK;
	}
	ls->bytes += len;
	if (loc->where == SRC_FOUND_FILE)
		d->file = pp_xstrdup(loc->file);
	const source_text *t = source_text_get(data, len);
	d->text = t;
	memcpy(d->sha256, t->sha256, sizeof(d->sha256));
	if (t->bad_line) {
		d->why = pp_xasprintf("`%s` is not UTF-8 text (line %zu); convert it with "
		                      "`pdftotext -enc UTF-8 -layout`", loc->shown, t->bad_line);
		return PP_OK;
	}
	d->found = 1;
	d->data = t->data;
	d->len = t->len;
	d->nlines = t->nlines;
	d->line_start = t->line_start;
	d->norm = t->norm;
	return PP_OK;
}

/* Share the reading of an earlier item e of the same file with d. */
static void share(spec_source *d, const spec_source *e)
{
	d->text = e->text;
	if (e->text)
		source_text_get_again(e->text);
	memcpy(d->sha256, e->sha256, sizeof(d->sha256));
	d->why = e->why ? pp_xstrdup(e->why) : NULL;
	d->file = e->file ? pp_xstrdup(e->file) : NULL;
	d->found = e->found;
	d->missing = e->missing;
	d->data = e->data;
	d->len = e->len;
	d->nlines = e->nlines;
	d->line_start = e->line_start;
	d->norm = e->norm;
}

/* The earlier item whose document is the one loc names, or NULL. */
static const spec_source *seen(const spec_sources *out, size_t i, const src_location *locs)
{
	for (size_t j = 0; j < i; j++) {
		const src_location *a = &locs[j], *b = &locs[i];
		if (a->where != b->where || !out->items[j].text)
			continue;
		if (a->where == SRC_FOUND_FILE && a->dev == b->dev && a->ino == b->ino)
			return &out->items[j];
		if (a->where == SRC_FOUND_READER && strcmp(a->file, b->file) == 0)
			return &out->items[j];
	}
	return NULL;
}

/* Load item i, located at locs[i]: refuse, record, share or read (*absent
 * as read_document's).  PP_EIO for a path outside the allowed folders or
 * a budget overrun. */
static pp_status load_located(spec_sources *out, size_t i, const src_roots *roots,
                              const src_location *locs, load_state *ls, int *absent,
                              pp_error *err)
{
	spec_source *d = &out->items[i];
	const src_location *loc = &locs[i];
	if (loc->where == SRC_OUTSIDE) {
		const pp_node *at = node_get(d->node, "path");
		char *where = src_roots_describe(roots);
		pp_error_set(err, PP_EIO, at->file, at->line, at->col,
		             "document `%s` is refused: %s; planproof reads a plan's documents only "
		             "from these folders: %s; name the document's folder with "
		             "--documents DIR, or run with --allow-outside-documents",
		             d->id, loc->why, where);
		free(where);
		return PP_EIO;
	}
	if (loc->where == SRC_MISSING || loc->where == SRC_UNREADABLE) {
		d->missing = loc->where == SRC_MISSING;
		d->why = pp_xstrdup(loc->why);
		return PP_OK;
	}
	const spec_source *e = seen(out, i, locs);
	if (e) {
		share(d, e);
		return PP_OK;
	}
	return read_document(d, loc, roots->plan, ls, absent, err);
}

/* Load item i: locate it, and load it where it was found; a document the
 * plan's reader does not have is looked for again in the document
 * folders.  PP_EIO as load_located. */
static pp_status load_one(spec_sources *out, size_t i, const pp_node *item,
                          const src_roots *roots, src_location *locs, load_state *ls,
                          pp_error *err)
{
	spec_source *d = &out->items[i];
	int absent = 0;
	d->node = item;
	d->id = node_get_text(item, "id", "");
	d->path = node_get_text(item, "path", "");
	d->declared = node_get_text(item, "sha256", NULL);
	src_locate(&locs[i], roots, d->path);
	pp_status st = load_located(out, i, roots, locs, ls, &absent, err);
	if (st || !absent)
		return st;
	src_location_free(&locs[i]);
	src_locate_past_reader(&locs[i], roots, d->path);
	return load_located(out, i, roots, locs, ls, &absent, err);
}

pp_status spec_sources_load(spec_sources *out, const pp_plan *plan,
                            const pp_check_options *opts, pp_error *err)
{
	const pp_node *list = node_get(plan->root, "sources");
	pp_check_options defaults;
	src_roots roots;
	src_location *locs = NULL;
	load_state ls = { 0, 0 };
	pp_status st = PP_OK;
	if (!opts) {
		pp_check_options_init(&defaults);
		opts = &defaults;
	}
	memset(out, 0, sizeof(*out));
	out->n = node_len(list);
	if (!out->n)
		return PP_OK;
	out->items = pp_xcalloc(out->n, sizeof(*out->items));
	locs = pp_xcalloc(out->n, sizeof(*locs));
	ls.budget = opts->documents_budget ? opts->documents_budget : PP_DOCUMENTS_BUDGET;
	src_roots_init(&roots, plan, opts);
	for (size_t i = 0; i < out->n && !st; i++)
		st = load_one(out, i, node_at(list, i), &roots, locs, &ls, err);
	for (size_t i = 0; i < out->n; i++)
		src_location_free(&locs[i]);
	free(locs);
	src_roots_free(&roots);
	if (st)
		spec_sources_free(out);
	return st;
}

void spec_sources_free(spec_sources *s)
{
	for (size_t i = 0; i < s->n; i++) {
		free(s->items[i].why);
		free(s->items[i].file);
		source_text_release(s->items[i].text);
	}
	free(s->items);
	memset(s, 0, sizeof(*s));
}

const spec_source *spec_sources_find(const spec_sources *s, const char *id)
{
	if (!id)
		return s->n == 1 ? &s->items[0] : NULL;
	for (size_t i = 0; i < s->n; i++)
		if (strcmp(s->items[i].id, id) == 0)
			return &s->items[i];
	return NULL;
}

unsigned long long spec_source_chars_before(const spec_source *d, unsigned k)
{
	size_t lo = 0, hi = d->norm.n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (d->norm.line[mid] < k)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

const char *spec_source_line(const spec_source *d, size_t k, size_t *len)
{
	if (!d->found || k == 0 || k > d->nlines)
		return NULL;
	size_t from = d->line_start[k - 1];
	size_t to = k < d->nlines ? d->line_start[k] : d->len;
	while (to > from && (d->data[to - 1] == '\n' || d->data[to - 1] == '\r'))
		to--;
	*len = to - from;
	return d->data + from;
}

const pp_node *spec_anchor_of(const pp_node *n)
{
	for (; n; n = n->parent) {
		if (n->type == &spec_anchor_type ||
		    (n->parent && n->parent->type == &spec_not_encoded_list))
			return n; /* a node of an anchor (or passage) is located by it */
		if (n->key && n->parent && n->parent->kind == NODE_MAP) {
			const pp_node *a = node_get(node_get(n->parent, "anchors"), n->key);
			if (a)
				return a;
		}
		if (n->kind == NODE_MAP) {
			const pp_node *a = node_get(n, "anchor");
			if (a && a->kind == NODE_MAP)
				return a;
		}
	}
	return NULL;
}

int spec_anchor_lines(const pp_node *anchor, unsigned *first, unsigned *last)
{
	const pp_node *lines = node_get(anchor, "lines");
	size_t n = node_len(lines);
	if (n < 1 || n > 2)
		return 0;
	long long a = node_int(node_at(lines, 0));
	long long b = n == 2 ? node_int(node_at(lines, 1)) : a;
	if (a < 1 || b < 1 || a > UINT_MAX || b > UINT_MAX)
		return 0;
	*first = (unsigned)a;
	*last = (unsigned)b;
	return 1;
}
