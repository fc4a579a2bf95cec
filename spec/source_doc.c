/* source_doc.c - read the documents a plan encodes (source_doc.h). */
#define _XOPEN_SOURCE 700 /* realpath */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "plan.h"
#include "schema.h"
#include "sha256.h"
#include "source_doc.h"
#include "source_text.h"
#include "util.h"

/* How many folders above the plan's a relative path is looked for in. */
#define SEARCH_UP 16

static int is_file(const char *path)
{
	struct stat sb;
	return stat(path, &sb) == 0 && S_ISREG(sb.st_mode);
}

/* The file a document path names, allocated, or NULL: path itself when
 * absolute, else path under the plan's folder or the nearest folder above
 * it that has it. */
static char *resolve(const char *plan_path, const char *path)
{
	const char *slash = strrchr(plan_path, '/');
	char *dir = slash ? pp_xstrndup(plan_path, (size_t)(slash - plan_path + 1))
	                  : pp_xstrdup(".");
	char *real = NULL, *found = NULL;
	if (path[0] == '/') {
		found = is_file(path) ? pp_xstrdup(path) : NULL;
		goto cleanup;
	}
	char *first = pp_xasprintf("%s/%s", dir, path);
	if (is_file(first)) {
		found = first;
		goto cleanup;
	}
	free(first);
	real = realpath(dir, NULL);
	for (int up = 0; real && up < SEARCH_UP && !found; up++) {
		char *cut = strrchr(real, '/');
		if (!cut)
			break;
		*cut = '\0'; /* one folder up; "" is the root */
		char *cand = pp_xasprintf("%s/%s", real, path);
		if (is_file(cand))
			found = cand;
		else
			free(cand);
		if (real[0] == '\0')
			break;
	}
cleanup:
	free(real);
	free(dir);
	return found;
}

static void load_one(spec_source *d, const pp_node *item, const char *plan_path)
{
	pp_error err;
	char *file;
	d->node = item;
	d->id = node_get_text(item, "id", "");
	d->path = node_get_text(item, "path", "");
	d->declared = node_get_text(item, "sha256", NULL);
	file = resolve(plan_path, d->path);
	if (!file) {
		d->why = pp_xasprintf("not found next to the plan (%s) or in a folder above it",
		                      plan_path);
		return;
	}
	char *data;
	size_t len;
	if (spec_read_file(&data, &len, file, SPEC_SOURCE_MAX, &err) != PP_OK) {
		d->why = pp_xstrdup(err.msg);
		free(file);
		return;
	}
	free(file);
	const source_text *t = source_text_get(data, len);
	d->text = t;
	memcpy(d->sha256, t->sha256, sizeof(d->sha256));
	if (t->bad_line) {
		d->why = pp_xasprintf("is not UTF-8 text (line %zu); convert it with "
		                      "`pdftotext -enc UTF-8 -layout`", t->bad_line);
		return;
	}
	d->found = 1;
	d->data = t->data;
	d->len = t->len;
	d->nlines = t->nlines;
	d->line_start = t->line_start;
	d->norm = t->norm;
}

void spec_sources_load(spec_sources *out, const pp_node *root, const char *plan_path)
{
	const pp_node *list = node_get(root, "sources");
	memset(out, 0, sizeof(*out));
	out->n = node_len(list);
	out->items = out->n ? pp_xcalloc(out->n, sizeof(*out->items)) : NULL;
	for (size_t i = 0; i < out->n; i++)
		load_one(&out->items[i], node_at(list, i), plan_path);
}

void spec_sources_free(spec_sources *s)
{
	for (size_t i = 0; i < s->n; i++) {
		free(s->items[i].why);
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
