/* SPDX-License-Identifier: Apache-2.0 */
/* migrate.c - pp_plan_migrate: a plan file rewritten in the current format
 * version, by patching its text where the validated tree says, so every
 * comment, blank line, quote style and indentation is kept exactly.  The
 * patches are the version number and every key written under an old name
 * (aliases.c).  The result is loaded again before it is handed out: a
 * migration that would not load is an internal error, never an output.
 * pp_plan_migrate_buffer does the same for bytes already read (standard
 * input). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "schema.h"
#include "util.h"

typedef struct {
	size_t off, len;      /* bytes of the input replaced */
	const char *with;
} patch;

typedef struct {
	patch *items;
	size_t n, cap;
} patches;

/* Byte offset of 1-based line:col (columns in code points), counted as the
 * loader counts them (after a byte order mark); len when out of range. */
static size_t offset_of(const char *data, size_t len, size_t start, unsigned line,
                        unsigned col)
{
	unsigned l = 1, c = 1;
	for (size_t i = start; i < len; i++) {
		if (l == line && c == col)
			return i;
		if (data[i] == '\n') {
			l++;
			c = 1;
		} else if (((unsigned char)data[i] & 0xC0) != 0x80) {
			c++;
		}
	}
	return len;
}

static void add(patches *p, size_t off, size_t len, const char *with)
{
	pp_grow((void **)&p->items, &p->cap, p->n + 1, sizeof(*p->items));
	p->items[p->n++] = (patch){ off, len, with };
}

/* Collect a patch for every renamed key below n.  A key may be quoted. */
static pp_status collect(patches *p, const pp_node *n, const char *data, size_t len,
                         size_t start, pp_error *err)
{
	if (n->alias_of) {
		size_t k = strlen(n->alias_of);
		size_t off = offset_of(data, len, start, n->key_line, n->key_col);
		if (off < len && (data[off] == '"' || data[off] == '\''))
			off++;
		if (off + k > len || memcmp(data + off, n->alias_of, k) != 0)
			return pp_error_set(err, PP_EINTERNAL, n->file, n->key_line, n->key_col,
			                    "cannot find the key `%s` to rename", n->alias_of);
		add(p, off, k, n->key);
	}
	for (size_t i = 0; i < n->n; i++) {
		pp_status st = collect(p, n->items[i], data, len, start, err);
		if (st)
			return st;
	}
	return PP_OK;
}

static int by_offset(const void *a, const void *b)
{
	const patch *x = a, *y = b;
	return x->off < y->off ? -1 : x->off > y->off;
}

/* Migrate the plan named path: the len bytes of given, or (given NULL)
 * the file's bytes, read here. */
static pp_status migrate(const char *path, const char *given, size_t len, FILE *out,
                         pp_error *err)
{
	char *bytes = NULL;       /* the file read here */
	const char *data = given;
	size_t start, at = 0;
	pp_node *root = NULL, *again = NULL;
	const pp_node *v;
	patches p = { 0 };
	pp_buf b = { 0 };
	pp_status st;
	char version[16];

	pp_error_clear(err);
	if (!given) {
		st = spec_read_file(&bytes, &len, path, PP_MAX_INPUT_BYTES, err);
		if (st)
			goto cleanup;
		data = bytes;
	}
	st = spec_parse_document(&root, path, data, len, &spec_plan_type, "a plan", err);
	if (st)
		goto cleanup;
	start = len >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
	v = node_get(root, "planproof");
	snprintf(version, sizeof(version), "%d", SPEC_FORMAT_VERSION);
	if (strcmp(v->text, version) != 0)
		add(&p, offset_of(data, len, start, v->line, v->col), v->len, version);
	st = collect(&p, root, data, len, start, err);
	if (st)
		goto cleanup;
	if (p.n > 1)
		qsort(p.items, p.n, sizeof(*p.items), by_offset);
	for (size_t i = 0; i < p.n; i++) {
		pp_buf_putn(&b, data + at, p.items[i].off - at);
		pp_buf_puts(&b, p.items[i].with);
		at = p.items[i].off + p.items[i].len;
	}
	pp_buf_putn(&b, data + at, len - at);
	st = spec_parse_document(&again, path, b.data, b.len, &spec_plan_type, "a plan", err);
	if (st) {
		st = pp_error_set(err, PP_EINTERNAL, path, err->line, err->col,
		                  "the migrated plan would not load: %s", err->msg);
		goto cleanup;
	}
	errno = 0;
	if (b.len && fwrite(b.data, 1, b.len, out) != b.len)
		st = pp_error_set(err, PP_EIO, NULL, 0, 0, "cannot write the migrated plan: %s",
		                  strerror(errno ? errno : EIO));
cleanup:
	node_free(again);
	node_free(root);
	pp_buf_free(&b);
	free(p.items);
	free(bytes);
	return st;
}

pp_status pp_plan_migrate(const char *path, FILE *out, pp_error *err)
{
	return migrate(path, NULL, 0, out, err);
}

pp_status pp_plan_migrate_buffer(const char *path, const char *data, size_t len, FILE *out,
                                 pp_error *err)
{
	return migrate(path, data ? data : "", len, out, err);
}
