/* SPDX-License-Identifier: Apache-2.0 */
/* yaml_load.c - the only file that includes <yaml.h>.
 *
 * libyaml reports failure with a 0 return and 0-based marks, and it accepts
 * far more YAML than a plan may use.  This file drives libyaml's event
 * parser, refuses everything outside planproof's profile as soon as it is
 * seen (so an alias bomb is refused at its first alias, not expanded), and
 * hands back our own tree with 1-based locations and pp_status codes.
 * libyaml 0.2.5 has no nesting limit, so depth is bounded here. */
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "util.h"
#include "yaml_load.h"
#include "yaml_text.h"

/* One open container on the way down, and for a mapping the key that is
 * waiting for its value. */
typedef struct {
	pp_node *node;
	const char *key;               /* in the arena */
	unsigned key_line, key_col;
} frame;

typedef struct {
	const char *file;
	const char *data;
	size_t len;
	frame stack[SPEC_MAX_DEPTH + 1];
	size_t depth;
	size_t nodes;
	size_t documents;
	pp_node *root;
	node_arena *arena;             /* every node and string of the tree */
	pp_error *err;
} loader;

/* 1-based line and column (in code points) of byte offset off. */
static void offset_to_loc(const loader *ld, size_t off, unsigned *line,
                          unsigned *col)
{
	unsigned l = 1, c = 1;
	if (off > ld->len)
		off = ld->len;
	for (size_t i = 0; i < off; i++) {
		unsigned char b = (unsigned char)ld->data[i];
		if (b == '\n') {
			l++;
			c = 1;
		} else if ((b & 0xC0) != 0x80) {
			c++;
		}
	}
	*line = l;
	*col = c;
}

static unsigned mark_line(yaml_mark_t m)
{
	return (unsigned)m.line + 1;
}

static unsigned mark_col(yaml_mark_t m)
{
	return (unsigned)m.column + 1;
}

static pp_status fail_at(loader *ld, pp_status code, yaml_mark_t m,
                         const char *msg)
{
	return pp_error_set(ld->err, code, ld->file, mark_line(m), mark_col(m),
	                    "%s", msg);
}

/* A character the reader refuses, at byte offset off, in our words:
 * libyaml's reader errors and yaml_text_first_problem's alike. */
static pp_status reader_error(loader *ld, size_t off, const char *problem)
{
	unsigned line, col;
	offset_to_loc(ld, off, &line, &col);
	if (strstr(problem, "UTF-8") || strstr(problem, "utf-8"))
		return pp_error_set(ld->err, PP_ESYNTAX, ld->file, line, col,
		                    "invalid UTF-8: %s (planproof reads UTF-8 text)", problem);
	unsigned cp = 0;
	if (off < ld->len && pp_utf8_next(ld->data + off, ld->len - off, &cp))
		return pp_error_set(ld->err, PP_ESYNTAX, ld->file, line, col,
		                    "the character U+%04X is not allowed here (%s); "
		                    "remove it", cp, problem);
	return pp_error_set(ld->err, PP_ESYNTAX, ld->file, line, col,
	                    "unreadable character: %s", problem);
}

/* Convert libyaml's parser error to ours. */
static pp_status parser_error(loader *ld, const yaml_parser_t *p)
{
	unsigned line, col;
	const char *problem = p->problem ? p->problem : "unknown YAML error";
	if (p->error == YAML_READER_ERROR)
		return reader_error(ld, p->problem_offset, problem);
	if (p->error == YAML_MEMORY_ERROR)
		pp_oom();
	line = mark_line(p->problem_mark);
	col = mark_col(p->problem_mark);
	if (p->problem_mark.index < ld->len && ld->data[p->problem_mark.index] == '\t')
		return pp_error_set(ld->err, PP_ESYNTAX, ld->file, line, col,
		                    "a tab character here: YAML indents with spaces only; "
		                    "replace the tab with spaces (%s)", problem);
	if (p->context)
		return pp_error_set(ld->err, PP_ESYNTAX, ld->file, line, col,
		                    "%s (%s at %u:%u)", problem, p->context,
		                    mark_line(p->context_mark), mark_col(p->context_mark));
	return pp_error_set(ld->err, PP_ESYNTAX, ld->file, line, col, "%s", problem);
}

/* Refuse anchors and tags, which the profile does not have. */
static pp_status check_props(loader *ld, const yaml_event_t *ev,
                             const yaml_char_t *anchor, const yaml_char_t *tag)
{
	if (anchor)
		return fail_at(ld, PP_ESYNTAX, ev->start_mark,
		               "anchors (&name) are not allowed in a planproof file; write the value out");
	if (tag)
		return fail_at(ld, PP_ESYNTAX, ev->start_mark,
		               "tags (!name) are not allowed in a planproof file");
	return PP_OK;
}

/* Refuse text that no report could hold: code points outside XML 1.0's
 * Char production (C0 controls but tab and newline, U+FFFE, U+FFFF),
 * whichever way the YAML wrote them ("\\uFFFF" escapes included). */
static pp_status check_chars(loader *ld, const yaml_event_t *ev, const char *s,
                             size_t len, const char *what)
{
	for (size_t i = 0; i < len;) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 0x20 && c < 0x80) {
			i++; /* printable ASCII (and DEL) is XML's: most of any text */
			continue;
		}
		unsigned cp = 0;
		size_t n = pp_utf8_next(s + i, len - i, &cp);
		if (!n || !pp_xml_char(cp)) {
			char msg[200];
			if (n)
				snprintf(msg, sizeof(msg), "%s contains the character U+%04X, which "
				         "reports cannot hold (XML 1.0); remove it", what, cp);
			else
				snprintf(msg, sizeof(msg), "%s is not UTF-8 text", what);
			return fail_at(ld, PP_ESYNTAX, ev->start_mark, msg);
		}
		i += n;
	}
	return PP_OK;
}

/* Attach a finished node to the open container, or make it the root. */
static pp_status attach(loader *ld, pp_node *n, const yaml_event_t *ev)
{
	if (++ld->nodes > SPEC_MAX_NODES) {
		return fail_at(ld, PP_ESYNTAX, ev->start_mark,
		               "the file has too many values (limit 200000)");
	}
	if (ld->depth == 0) {
		ld->root = n;
		return PP_OK;
	}
	frame *top = &ld->stack[ld->depth - 1];
	if (top->node->kind == NODE_SEQ) {
		node_append(ld->arena, top->node, n, NULL, 0, 0);
		return PP_OK;
	}
	node_append(ld->arena, top->node, n, top->key, top->key_line, top->key_col);
	top->key = NULL;
	return PP_OK;
}

/* A scalar in key position of a mapping: check it and hold it. */
static pp_status take_key(loader *ld, frame *top, const yaml_event_t *ev)
{
	const char *k = (const char *)ev->data.scalar.value;
	size_t klen = ev->data.scalar.length;
	if (klen == 0 || strlen(k) != klen)
		return fail_at(ld, PP_ESYNTAX, ev->start_mark, "a key must be non-empty text");
	if (check_chars(ld, ev, k, klen, "this key"))
		return PP_ESYNTAX;
	if (ev->data.scalar.style == YAML_PLAIN_SCALAR_STYLE && strcmp(k, "<<") == 0)
		return fail_at(ld, PP_ESYNTAX, ev->start_mark,
		               "merge keys (<<) are not allowed in a planproof file");
	if (top->node->n >= SPEC_MAX_KEYS)
		return fail_at(ld, PP_ESYNTAX, ev->start_mark, "too many keys in one mapping");
	for (size_t i = 0; i < top->node->n; i++) {
		const pp_node *prev = top->node->items[i];
		if (strcmp(prev->key, k) == 0) {
			char msg[320];
			snprintf(msg, sizeof(msg),
			         "duplicate key \"%.200s\" (first defined at %u:%u)", k,
			         prev->key_line, prev->key_col);
			return fail_at(ld, PP_ESCHEMA, ev->start_mark, msg);
		}
	}
	top->key = node_arena_strndup(ld->arena, k, klen);
	top->key_line = mark_line(ev->start_mark);
	top->key_col = mark_col(ev->start_mark);
	return PP_OK;
}

static int in_key_position(const loader *ld)
{
	if (ld->depth == 0)
		return 0;
	const frame *top = &ld->stack[ld->depth - 1];
	return top->node->kind == NODE_MAP && !top->key;
}

static pp_status on_scalar(loader *ld, const yaml_event_t *ev)
{
	pp_status st = check_props(ld, ev, ev->data.scalar.anchor, ev->data.scalar.tag);
	if (st)
		return st;
	if (in_key_position(ld))
		return take_key(ld, &ld->stack[ld->depth - 1], ev);
	if (ev->data.scalar.length > SPEC_MAX_SCALAR)
		return fail_at(ld, PP_ESYNTAX, ev->start_mark,
		               "a value is longer than 65536 bytes, the longest a plan allows: "
		               "shorten it (or is this not a plan?)");
	if (strlen((const char *)ev->data.scalar.value) != ev->data.scalar.length)
		return fail_at(ld, PP_ESYNTAX, ev->start_mark, "a value contains a NUL character");
	if (check_chars(ld, ev, (const char *)ev->data.scalar.value, ev->data.scalar.length,
	                "this value"))
		return PP_ESYNTAX;
	pp_node *n = node_new(ld->arena, NODE_SCALAR, ld->file, mark_line(ev->start_mark),
	                      mark_col(ev->start_mark));
	n->text = node_arena_strndup(ld->arena, (const char *)ev->data.scalar.value,
	                             ev->data.scalar.length);
	n->len = ev->data.scalar.length;
	n->plain = ev->data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
	return attach(ld, n, ev);
}

static pp_status on_open(loader *ld, const yaml_event_t *ev, node_kind kind,
                         const yaml_char_t *anchor, const yaml_char_t *tag)
{
	pp_status st = check_props(ld, ev, anchor, tag);
	if (st)
		return st;
	if (in_key_position(ld))
		return fail_at(ld, PP_ESYNTAX, ev->start_mark,
		               "complex keys are not allowed; a key must be plain text");
	if (ld->depth >= SPEC_MAX_DEPTH)
		return fail_at(ld, PP_ESYNTAX, ev->start_mark,
		               "the file is nested too deeply (limit 64 levels)");
	pp_node *n = node_new(ld->arena, kind, ld->file, mark_line(ev->start_mark),
	                      mark_col(ev->start_mark));
	st = attach(ld, n, ev);
	if (st)
		return st;
	ld->stack[ld->depth].node = n;
	ld->stack[ld->depth].key = NULL;
	ld->depth++;
	return PP_OK;
}

/* Handle one event; *done is set at the end of the stream. */
static pp_status on_event(loader *ld, const yaml_event_t *ev, int *done)
{
	switch (ev->type) {
	case YAML_STREAM_START_EVENT:
		return PP_OK;
	case YAML_STREAM_END_EVENT:
		*done = 1;
		return PP_OK;
	case YAML_DOCUMENT_START_EVENT:
		if (++ld->documents > 1)
			return fail_at(ld, PP_ESYNTAX, ev->start_mark,
			               "a planproof file holds one YAML document; found a second");
		if (ev->data.document_start.tag_directives.start !=
		    ev->data.document_start.tag_directives.end)
			return fail_at(ld, PP_ESYNTAX, ev->start_mark,
			               "%TAG directives are not allowed in a planproof file");
		return PP_OK;
	case YAML_DOCUMENT_END_EVENT:
		return PP_OK;
	case YAML_ALIAS_EVENT:
		return fail_at(ld, PP_ESYNTAX, ev->start_mark,
		               "aliases (*name) are not allowed in a planproof file; write the value out");
	case YAML_SCALAR_EVENT:
		return on_scalar(ld, ev);
	case YAML_SEQUENCE_START_EVENT:
		return on_open(ld, ev, NODE_SEQ, ev->data.sequence_start.anchor,
		               ev->data.sequence_start.tag);
	case YAML_MAPPING_START_EVENT:
		return on_open(ld, ev, NODE_MAP, ev->data.mapping_start.anchor,
		               ev->data.mapping_start.tag);
	case YAML_SEQUENCE_END_EVENT:
	case YAML_MAPPING_END_EVENT:
		ld->depth--;
		return PP_OK;
	case YAML_NO_EVENT:
		break;
	}
	return PP_OK;
}

/* How far binary content is looked for: a NUL byte in the first 8000
 * bytes, the rule git and GNU diff use to tell a binary file from text. */
#define BINARY_PROBE 8000

/* Whether the NUL bytes of d fall as UTF-16 or UTF-32 put them around
 * ASCII text: every other byte, or three of every four, all zero. */
static int wide_text(const unsigned char *d, size_t len)
{
	size_t n = len < 64 ? len & ~(size_t)3 : 64;
	int zero[4] = { 0, 0, 0, 0 };
	if (n < 4)
		return 0;
	for (size_t i = 0; i < n; i++)
		zero[i % 4] += d[i] == 0;
	int nz = 0, full = 0;
	for (int k = 0; k < 4; k++) {
		nz += zero[k] > 0;
		full += zero[k] == (int)(n / 4);
	}
	return (nz == 2 && full == 2 && zero[0] == zero[2]) || (nz == 3 && full == 3);
}

/* Reject UTF-16 and UTF-32 up front (libyaml would accept UTF-16), and
 * a binary file (an image, an archive, a program) in words that say so,
 * rather than as the first odd character the YAML reader meets. */
static pp_status check_encoding(loader *ld)
{
	const unsigned char *d = (const unsigned char *)ld->data;
	size_t probe = ld->len < BINARY_PROBE ? ld->len : BINARY_PROBE;
	const unsigned char *nul = memchr(d, 0, probe);
	if (ld->len >= 2 && ((d[0] == 0xFE && d[1] == 0xFF) || (d[0] == 0xFF && d[1] == 0xFE)))
		return pp_error_set(ld->err, PP_ESYNTAX, ld->file, 1, 1,
		                    "planproof reads UTF-8 text; this file is UTF-16");
	if (nul && wide_text(d, ld->len))
		return pp_error_set(ld->err, PP_ESYNTAX, ld->file, 1, 1,
		                    "planproof reads UTF-8 text; this file looks like UTF-16 or "
		                    "UTF-32 (NUL bytes between its characters): save it as UTF-8");
	if (nul)
		return pp_error_set(ld->err, PP_ESYNTAX, ld->file, 1, 1,
		                    "this is not a text file (it holds a NUL byte at offset %zu, "
		                    "as images, archives and programs do); a plan is UTF-8 YAML "
		                    "text: is this the right file?", (size_t)(nul - d));
	return PP_OK;
}

pp_status yaml_load_tree(pp_node **out, const char *file, const char *data,
                         size_t len, pp_error *err)
{
	yaml_parser_t parser;
	yaml_event_t ev;
	loader ld;
	pp_status st = PP_OK;
	int done = 0;

	*out = NULL;
	if (len >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0) {
		data += 3; /* a UTF-8 byte order mark: allowed, and not content */
		len -= 3;
	}
	memset(&ld, 0, sizeof(ld));
	ld.file = file;
	ld.data = data;
	ld.len = len;
	ld.err = err;
	st = check_encoding(&ld);
	if (st)
		return st;
	/* The reader's refusals found in one pass, not after a parse up to them. */
	size_t bad_at;
	const char *problem;
	if (yaml_text_first_problem(data, len, &bad_at, &problem))
		return reader_error(&ld, bad_at, problem);
	ld.arena = node_arena_new();
	if (!yaml_parser_initialize(&parser))
		pp_oom();
	yaml_parser_set_input_string(&parser, (const unsigned char *)data, len);
	yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING);
	while (!done) {
		if (!yaml_parser_parse(&parser, &ev)) {
			st = parser_error(&ld, &parser);
			goto cleanup;
		}
		st = on_event(&ld, &ev, &done);
		yaml_event_delete(&ev);
		if (st)
			goto cleanup;
	}
	if (!ld.root || (ld.root->kind == NODE_SCALAR && ld.root->plain &&
	                 ld.root->len == 0)) {
		st = pp_error_set(err, PP_ESCHEMA, file, 1, 1, "the file is empty");
		goto cleanup;
	}
	ld.root->arena = ld.arena; /* the root owns the tree from here */
	ld.arena = NULL;
	*out = ld.root;
cleanup:
	/* On failure the arena holds every node and key made so far. */
	node_arena_free(ld.arena);
	yaml_parser_delete(&parser);
	return st;
}
