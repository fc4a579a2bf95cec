/* SPDX-License-Identifier: Apache-2.0 */
/* doc_check.c - the plan against the documents it encodes: the documents
 * present and unchanged (PP-DOC-001/002/008), every anchored quote at its
 * lines (PP-DOC-003/004), the readings the encoder chose (PP-DOC-005), and
 * the document location every finding carries.  Coverage and the
 * document's own integrity are in doc_coverage.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/check.h"
#include "core/check_internal.h"
#include "core/doc_internal.h"
#include "core/kinds.h"
#include "i18n.h"
#include "plan.h"
#include "schema.h"
#include "source_doc.h"

/* The item of the plan's `sources` an anchor names (by id, or the only
 * one), or NULL. */
static const pp_node *source_entry(const pp_node *root, const char *id)
{
	const pp_node *list = node_get(root, "sources");
	if (!id)
		return node_len(list) == 1 ? node_at(list, 0) : NULL;
	for (size_t i = 0; i < node_len(list); i++)
		if (strcmp(node_get_text(node_at(list, i), "id", ""), id) == 0)
			return node_at(list, i);
	return NULL;
}

pp_doc_location *ck_doc_locate(const ck_ctx *ctx, const pp_node *at)
{
	const pp_node *a = spec_anchor_of(at);
	unsigned first, last;
	if (!a || !spec_anchor_lines(a, &first, &last))
		return NULL;
	const char *id = node_get_text(a, "source", NULL);
	const pp_node *src = source_entry(ctx->plan->root, id);
	pp_doc_location *loc = pp_xcalloc(1, sizeof(*loc));
	loc->source = pp_xstrdup(src ? node_get_text(src, "id", "") : id ? id : "");
	loc->file = src ? pp_xstrdup(node_get_text(src, "path", "")) : NULL;
	loc->line = first;
	loc->end_line = last;
	loc->quote = pp_xstrdup(node_get_text(a, "quote", node_get_text(a, "text", "")));
	return loc;
}

/* The document location of a finding about document d as a whole, or one
 * of its lines (line 0: the whole document). */
void doc_locate_line(pp_finding *f, const spec_source *d, unsigned line, unsigned end,
                     const char *quote)
{
	if (f->doc) {
		free(f->doc->source);
		free(f->doc->file);
		free(f->doc->quote);
		free(f->doc);
	}
	f->doc = pp_xcalloc(1, sizeof(*f->doc));
	f->doc->source = pp_xstrdup(d->id);
	f->doc->file = pp_xstrdup(d->path);
	f->doc->line = line;
	f->doc->end_line = end;
	f->doc->quote = quote ? pp_xstrdup(quote) : NULL;
}

/* The game a node belongs to (an item of `games`), or NULL. */
static const pp_node *game_of(const ck_ctx *ctx, const pp_node *n)
{
	const pp_node *games = plan_games(ctx->plan);
	for (; n && n->parent; n = n->parent)
		if (n->parent == games)
			return n;
	return NULL;
}

static size_t game_slot(const ck_ctx *ctx, const pp_node *game)
{
	const pp_node *games = plan_games(ctx->plan);
	for (size_t i = 0; game && i < node_len(games); i++)
		if (node_at(games, i) == game)
			return i;
	return node_len(games); /* the plan's own part */
}

/* One anchor (or not_encoded passage, whose words are under `text`). */
static void check_anchor(doc_walk *w, const pp_node *a, const char *words_key)
{
	ck_ctx *ctx = w->ctx;
	const pp_node *game = game_of(ctx, a);
	const pp_node *words = node_get(a, words_key);
	const char *id = node_get_text(a, "source", NULL);
	const spec_source *d = spec_sources_find(ctx->sources, id);
	unsigned first, last;
	size_t slot = game_slot(ctx, game);
	if (!words || !spec_anchor_lines(a, &first, &last))
		return; /* the validator refuses such an anchor */
	if (!d) {
		if (id)
			ck_emit(ctx, "PP-DOC-004", game, a, "anchor", 0,
			        "the anchor names document `%s`, which `sources` does not list", id);
		else
			ck_emit(ctx, "PP-DOC-004", game, a, "anchor", 0, "%s",
			        ctx->sources->n ? "the plan has several documents: name one with `source`"
			                        : "the plan has no `sources`: the anchor cannot be checked");
		w->failed[slot]++;
		return;
	}
	doc_cite(w, d, first, last);
	if (!d->found)
		return; /* PP-DOC-001 reports the document */
	if (first > last || last > d->nlines) {
		pp_finding *f = first > last
			? ck_emit(ctx, "PP-DOC-004", game, a, "anchor", 0,
			          "the anchor's lines %u-%u are not in order", first, last)
			: ck_emit(ctx, "PP-DOC-004", game, a, "anchor", 0,
			          "the anchor's lines %u-%u go beyond the document's last line, %zu",
			          first, last, d->nlines);
		doc_locate_line(f, d, first, last, NULL);
		w->failed[slot]++;
		return;
	}
	pp_normtext q = { 0 };
	size_t at, end;
	pp_norm_append(&q, words->text, words->len, 1);
	unsigned long long cost = (unsigned long long)q.n *
		(spec_source_chars_before(d, last + 1) - spec_source_chars_before(d, first));
	if (cost > w->work) {
		pp_finding *f = ck_emit(ctx, "PP-DOC-004", game, words, words_key, 0,
		                        "not checked: the plan's quotes ask for more than %llu "
		                        "character comparisons in all", DOC_WORK_BUDGET);
		doc_locate_line(f, d, first, last, NULL);
		w->failed[slot]++;
		pp_norm_free(&q);
		return;
	}
	w->work -= cost;
	if (pp_norm_find(&d->norm, &q, first, last, &at, &end)) {
		doc_span(w, game, slot, d, at, end);
		w->found[slot]++;
	} else {
		unsigned long long whole = (unsigned long long)q.n * d->norm.n;
		int searched = whole <= w->work;
		int elsewhere = 0;
		if (searched) {
			w->work -= whole;
			elsewhere = pp_norm_find(&d->norm, &q, 1, (unsigned)d->nlines, &at, &end);
		}
		size_t len = 0;
		const char *text = spec_source_line(d, first, &len);
		char range[48], there[64];
		if (first != last)
			snprintf(range, sizeof(range), "%u-%u", first, last);
		else
			snprintf(range, sizeof(range), "%u", first);
		if (elsewhere)
			snprintf(there, sizeof(there), "the document has it at line %u",
			         d->norm.line[at]);
		else if (searched)
			snprintf(there, sizeof(there), "the document does not have it");
		else
			snprintf(there, sizeof(there), "the rest of the document was not searched");
		pp_finding *f = ck_emit(ctx, "PP-DOC-003", game, words, words_key, 0,
		                        "the %s is not at %s:%s: %s",
		                        strcmp(words_key, "quote") == 0 ? "quote" : "passage",
		                        d->path, range, there);
		ck_evidence_text(f, "quote", words->text);
		if (text) {
			char *line = pp_xstrndup(text, len);
			ck_evidence_text(f, "document_line", line);
			free(line);
		}
		w->failed[slot]++;
	}
	pp_norm_free(&q);
}

/* Every anchor, `anchors` entry and `not_encoded` passage under n. */
static void walk(doc_walk *w, const pp_node *n)
{
	if (n->kind == NODE_SCALAR)
		return;
	if (n->kind == NODE_MAP) {
		const pp_node *a = node_get(n, "anchor");
		const pp_node *as = node_get(n, "anchors");
		const pp_node *ne = node_get(n, "not_encoded");
		if (a && a->type == &spec_anchor_type)
			check_anchor(w, a, "quote");
		for (size_t i = 0; as && as->type == &spec_anchor_map_type && i < as->n; i++)
			check_anchor(w, as->items[i], "quote");
		for (size_t i = 0; ne && ne->type == &spec_not_encoded_list && i < ne->n; i++)
			check_anchor(w, ne->items[i], "text");
	}
	for (size_t i = 0; i < n->n; i++) {
		const pp_node *c = n->items[i];
		if (c->type == &spec_anchor_type || c->type == &spec_anchor_map_type ||
		    c->type == &spec_not_encoded_list)
			continue;
		walk(w, c);
	}
}

/* PP-DOC-001, -002 and -008, and the documents as reports record them. */
static void check_sources(ck_ctx *ctx)
{
	const pp_node *root = ctx->plan->root;
	const pp_node *meta = plan_meta(ctx->plan);
	const pp_node *named = node_get(meta, "source");
	pp_result *res = ctx->res;
	if (!node_get(root, "sources")) {
		if (named)
			ck_emit(ctx, "PP-DOC-008", NULL, named, "sources", 0,
			        "the plan names its document `%s` but has no `sources` list with its "
			        "path and SHA-256: nothing ties the plan's values to the text",
			        named->text);
		else
			ck_emit_status(ctx, "PP-DOC-008", NULL, meta, "sources", PP_ST_NOTAPPLICABLE,
			               "the plan names no source document");
		return;
	}
	res->ndocs = ctx->sources->n;
	res->docs = pp_xcalloc(res->ndocs, sizeof(*res->docs));
	for (size_t i = 0; i < ctx->sources->n; i++) {
		const spec_source *d = &ctx->sources->items[i];
		pp_doc_info *info = &res->docs[i];
		const pp_node *sha = node_get(d->node, "sha256");
		info->id = pp_xstrdup(d->id);
		info->path = pp_xstrdup(d->path);
		info->declared = d->declared ? pp_xstrdup(d->declared) : NULL;
		info->sha256 = d->sha256[0] ? pp_xstrdup(d->sha256) : NULL;
		info->found = d->found;
		info->missing = d->missing;
		info->file = d->file ? pp_xstrdup(d->file) : NULL;
		info->why = d->why ? pp_xstrdup(d->why) : NULL;
		info->lines = d->nlines;
		pp_finding *f;
		if (!d->found) {
			f = ck_emit(ctx, "PP-DOC-001", NULL, node_get(d->node, "path"), d->id, 0,
			            "document `%s` (%s) cannot be read: %s", d->id, d->path, d->why);
		} else if (d->declared && strcmp(d->declared, d->sha256) != 0) {
			f = ck_emit(ctx, "PP-DOC-001", NULL, sha, d->id, 0,
			            "document `%s` (%s) is not the one the plan encodes: its SHA-256 is "
			            "%s, the plan declares %s", d->id, d->path, d->sha256, d->declared);
			ck_evidence_text(f, "sha256", d->sha256);
		} else {
			f = ck_emit(ctx, "PP-DOC-001", NULL, d->node, d->id, 1,
			            "document `%s` (%s, %zu lines) is present%s", d->id, d->path,
			            d->nlines, d->declared ? " and unchanged" : "");
		}
		doc_locate_line(f, d, 0, 0, NULL);
		if (d->found && !d->declared) {
			f = ck_emit(ctx, "PP-DOC-002", NULL, d->node, d->id, 0,
			            "document `%s` has no `sha256`: declare %s", d->id, d->sha256);
			ck_evidence_text(f, "sha256", d->sha256);
			doc_locate_line(f, d, 0, 0, NULL);
		} else if (d->declared) {
			f = ck_emit(ctx, "PP-DOC-002", NULL, sha, d->id, 1,
			            "document `%s` is pinned by its SHA-256", d->id);
			doc_locate_line(f, d, 0, 0, NULL);
		}
	}
}

void ck_check_documents(ck_ctx *ctx)
{
	const pp_node *games = plan_games(ctx->plan);
	size_t slots = node_len(games) + 1;
	doc_walk w;
	memset(&w, 0, sizeof(w));
	w.ctx = ctx;
	w.found = pp_xcalloc(slots, sizeof(size_t));
	w.failed = pp_xcalloc(slots, sizeof(size_t));
	w.work = DOC_WORK_BUDGET;
	doc_walk_init(&w);
	check_sources(ctx);
	walk(&w, ctx->plan->root);
	for (size_t s = 0; s < slots; s++) {
		const pp_node *game = s < node_len(games) ? node_at(games, s) : NULL;
		if (w.found[s] && !w.failed[s])
			ck_emit(ctx, "PP-DOC-003", game, game ? game : plan_meta(ctx->plan), "anchors", 1,
			        "%zu anchored quote%s found at %s lines", w.found[s],
			        w.found[s] == 1 ? "" : "s", w.found[s] == 1 ? "its" : "their");
	}
	doc_coverage(&w);
	doc_values(&w);
	doc_integrity(&w);
	doc_walk_free(&w);
	free(w.found);
	free(w.failed);
}

/* Evidence of the game's findings that prices every reading: the family's
 * figures under the lowest and highest reading of the rules left open. */
static void copy_readings(const ck_ctx *ctx, pp_finding *to, size_t game)
{
	for (size_t i = 0; i < ctx->res->nfindings; i++) {
		const pp_finding *f = ctx->res->findings[i];
		if (f->game != game || f == to)
			continue;
		for (size_t k = 0; k < f->nevidence; k++) {
			const pp_evidence *e = &f->evidence[k];
			if (strncmp(e->name, "rtp_lowest", 10) != 0 &&
			    strncmp(e->name, "rtp_highest", 11) != 0 && strncmp(e->name, "reading", 7) != 0)
				continue;
			char *name = pp_xasprintf("%s: %s", f->subject, e->name);
			ck_evidence_text(to, name, e->exact);
			pp_evidence *c = &to->evidence[to->nevidence - 1];
			if (e->decimal) {
				c->decimal = pp_xstrdup(e->decimal);
				c->unit = e->unit;
				c->rounding = e->rounding;
				c->digits = e->digits;
			}
			free(name);
		}
	}
}

void ck_check_readings(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *list = node_get(game, "interpretations");
	size_t g = game_slot(ctx, game);
	for (size_t i = 0; i < node_len(list); i++) {
		const pp_node *it = node_at(list, i);
		const char *text = node_get_text(it, "text", "");
		char *subject = pp_xasprintf("reading %zu", i + 1);
		/* Only a reading of a passage that leaves something open says the
		 * plan can be read more than one way (and is an open rule); the
		 * others record how a clear passage was encoded.  The encoder says
		 * which with `open:`; a plan written before that field existed is
		 * judged by the reading's words. */
		int open = node_get_bool(it, "open", pp_reading_states_ambiguity(text));
		pp_finding *f = ck_emit(ctx, "PP-DOC-005", game, it, subject, 0,
		                        open ? N_("the plan can be read more than one way; checked as: %s")
		                             : N_("the reading the encoder recorded: %s"),
		                        text);
		f->reading_open = open != 0;
		size_t before = f->nevidence;
		copy_readings(ctx, f, g);
		if (f->nevidence == before)
			ck_evidence_text(f, "reading_checked", text);
		free(subject);
	}
}
