/* SPDX-License-Identifier: Apache-2.0 */
/* diff_anchor.c - what moved in the documents between two plan versions.
 *
 * The structural diff reports an anchor whose lines or quote the plan
 * changed like any value.  This reads both versions' documents and says
 * what that means in the text: for every anchor both versions have (same
 * path), the quote is looked up in each version's document, and
 *   - an anchor whose lines changed while its words did not is tagged
 *     "anchor-moved" with the lines the document has the words at in each
 *     version (a passage that moved in a revised document);
 *   - an anchor whose words changed is tagged "anchor-quote-changed",
 *     saying whether the new words are at their lines in the new document;
 *   - an anchor the plan did not touch whose words the new document no
 *     longer has at its lines (or has elsewhere) is a change of its own,
 *     "anchor-text-changed" (warning) or "anchor-text-moved" (info): the
 *     document was revised under the plan.
 * Work: both documents normalised once; each anchor looked up in its lines,
 * and in the whole document only when it is not there, within a budget of
 * comparisons (DIFF_WORK_BUDGET) past which anchors are not compared. */
#include <stdlib.h>
#include <string.h>

#include "diff/diff.h"
#include "plan.h"
#include "source_doc.h"
#include "textnorm.h"
#include "util.h"

typedef struct {
	char *path;
	const pp_node *anchor;
} anchor_ref;

static void collect(anchor_ref **refs, size_t *n, size_t *cap, const pp_node *node)
{
	if (node->kind == NODE_SCALAR)
		return;
	if (node->type == &spec_anchor_type) {
		pp_grow((void **)refs, cap, *n + 1, sizeof(**refs));
		(*refs)[(*n)++] = (anchor_ref){ node_path(node), node };
		return;
	}
	if (node->type == &spec_not_encoded_list)
		return;
	for (size_t i = 0; i < node->n; i++)
		collect(refs, n, cap, node->items[i]);
}

static int by_path(const void *a, const void *b)
{
	return strcmp(((const anchor_ref *)a)->path, ((const anchor_ref *)b)->path);
}

/* The most character comparisons the lookups of one diff may make (a
 * bound, as in the check: the quote's characters times the document's);
 * past it, anchors are not compared. */
#define DIFF_WORK_BUDGET 2000000000ull

/* Where the anchor's words are in its document: 1 at its lines, 2
 * elsewhere (first line in *line), 0 nowhere, no document, or no work
 * left in *work. */
static int locate(const spec_sources *s, const pp_node *anchor, unsigned *line,
                  unsigned long long *work)
{
	const spec_source *d = spec_sources_find(s, node_get_text(anchor, "source", NULL));
	const pp_node *quote = node_get(anchor, "quote");
	unsigned first, last;
	size_t at, end;
	int where = 0;
	if (!d || !d->found || !quote || !spec_anchor_lines(anchor, &first, &last))
		return 0;
	pp_normtext q = { 0 };
	pp_norm_append(&q, quote->text, quote->len, 1);
	unsigned long long cost = (unsigned long long)q.n * (spec_source_chars_before(d, last + 1) -
	                                                     spec_source_chars_before(d, first));
	if (cost <= *work) {
		*work -= cost;
		if (pp_norm_find(&d->norm, &q, first, last, &at, &end))
			where = 1;
	}
	cost = (unsigned long long)q.n * d->norm.n;
	if (!where && cost <= *work) {
		*work -= cost;
		if (pp_norm_find(&d->norm, &q, 1, (unsigned)d->nlines, &at, &end))
			where = 2;
	}
	if (where)
		*line = d->norm.line[at];
	pp_norm_free(&q);
	return where;
}

/* Whether two anchors quote the same words (as the plan writes them). */
static int same_words(const pp_node *a, const pp_node *b)
{
	return strcmp(node_get_text(a, "quote", ""), node_get_text(b, "quote", "")) == 0;
}

static int same_lines(const pp_node *a, const pp_node *b)
{
	unsigned a1 = 0, a2 = 0, b1 = 0, b2 = 0;
	spec_anchor_lines(a, &a1, &a2);
	spec_anchor_lines(b, &b1, &b2);
	return a1 == b1 && a2 == b2;
}

/* The structural change at path, or NULL. */
static diff_change *change_at(pp_diff *d, const char *path)
{
	for (size_t i = 0; i < d->nchanges; i++)
		if (strcmp(d->changes[i]->path, path) == 0)
			return d->changes[i];
	return NULL;
}

static void new_change(pp_diff *d, const pp_node *a, const pp_node *b, pp_severity cls,
                       const char *tag, char *text)
{
	diff_change *c = pp_xcalloc(1, sizeof(*c));
	const char *game = diff_game_of(b);
	const char *cit = node_citation(b);
	c->op = DIFF_CHANGED;
	c->cls = PP_SEV_INFO;
	c->game = game ? pp_xstrdup(game) : NULL;
	c->path = node_path(b);
	c->what = "anchored passage";
	c->citation = cit ? pp_xstrdup(cit) : NULL;
	c->subject = pp_xasprintf("the passage `%s` quotes", c->path);
	c->old.node = a;
	c->old.value = pp_xstrdup(node_get_text(a, "quote", ""));
	c->new.node = b;
	c->new.value = pp_xstrdup(node_get_text(b, "quote", ""));
	c->message = pp_xasprintf("the document %s \"%s\"",
	                          cls == PP_SEV_WARNING ? "no longer has" : "moved",
	                          c->new.value);
	diff_add_reason(c, cls, tag, text);
	pp_grow((void **)&d->changes, &d->cap_changes, d->nchanges + 1, sizeof(*d->changes));
	d->changes[d->nchanges++] = c;
}

static void compare(pp_diff *d, const spec_sources *os, const spec_sources *ns,
                    const pp_node *a, const pp_node *b, unsigned long long *work)
{
	unsigned ol = 0, nl = 0;
	int was = locate(os, a, &ol, work), is = locate(ns, b, &nl, work);
	diff_change *c;
	if (!same_words(a, b)) {
		char *p = node_path(node_get(b, "quote"));
		c = change_at(d, p);
		if (c)
			diff_add_reason(c, PP_SEV_INFO, "anchor-quote-changed",
			                is == 1 ? pp_xasprintf("quotes new words, which the new document "
			                                       "has at line %u", nl)
			                : is == 2 ? pp_xasprintf("quotes new words, which the new document "
			                                         "has at line %u, not at its lines", nl)
			                          : pp_xstrdup("quotes new words, which the new document "
			                                       "does not have"));
		free(p);
		return;
	}
	if (!same_lines(a, b)) {
		char *p = node_path(node_get(b, "lines"));
		c = change_at(d, p);
		if (c && was && is)
			diff_add_reason(c, PP_SEV_INFO, "anchor-moved",
			                pp_xasprintf("moves the quote from line %u of the old document "
			                             "to line %u of the new one", ol, nl));
		free(p);
		return;
	}
	/* the plan left the anchor alone: did the document move under it? */
	if (was == 1 && is == 0)
		new_change(d, a, b, PP_SEV_WARNING, "anchor-text-changed",
		           pp_xasprintf("is quoted at lines the new document no longer has "
		                        "the words at (the old one had them at line %u)", ol));
	else if (was == 1 && is == 2)
		new_change(d, a, b, PP_SEV_INFO, "anchor-text-moved",
		           pp_xasprintf("is quoted at lines the new document moved the words "
		                        "from: line %u before, line %u now", ol, nl));
}

void diff_anchors(pp_diff *d)
{
	anchor_ref *old = NULL, *new = NULL;
	size_t nold = 0, cold = 0, nnew = 0, cnew = 0;
	unsigned long long work = DIFF_WORK_BUDGET;
	/* The texts each check read: the same bytes the verdicts rest on. */
	const spec_sources *os = d->old_res->sources, *ns = d->new_res->sources;
	collect(&old, &nold, &cold, d->old_plan->root);
	collect(&new, &nnew, &cnew, d->new_plan->root);
	if (!nold || !nnew)
		goto cleanup;
	qsort(old, nold, sizeof(*old), by_path);
	for (size_t i = 0; i < nnew; i++) {
		const anchor_ref *a = bsearch(&new[i], old, nold, sizeof(*old), by_path);
		if (a)
			compare(d, os, ns, a->anchor, new[i].anchor, &work);
	}
cleanup:
	for (size_t i = 0; i < nold; i++)
		free(old[i].path);
	for (size_t i = 0; i < nnew; i++)
		free(new[i].path);
	free(old);
	free(new);
}
