/* SPDX-License-Identifier: Apache-2.0 */
/* json.c - see json.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"

/* Append n bytes of s to out: in place while it has room (a report is
 * mostly short strings, and a call into pp_buf per piece was most of the
 * time), else through pp_buf_putn, which grows it. */
static inline void put_n(pp_buf *out, const char *s, size_t n)
{
	if (out->data && out->len + n < out->cap) {
		memcpy(out->data + out->len, s, n);
		out->len += n;
		out->data[out->len] = '\0';
	} else {
		pp_buf_putn(out, s, n);
	}
}

static inline void put_c(pp_buf *out, char c)
{
	put_n(out, &c, 1);
}

/* The length of the valid UTF-8 sequence at s (1-4), or 0 if invalid. */
static size_t utf8_len(const unsigned char *s)
{
	size_t n;
	unsigned cp;
	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xC2 && s[0] <= 0xDF) {
		n = 2;
		cp = s[0] & 0x1Fu;
	} else if (s[0] >= 0xE0 && s[0] <= 0xEF) {
		n = 3;
		cp = s[0] & 0x0Fu;
	} else if (s[0] >= 0xF0 && s[0] <= 0xF4) {
		n = 4;
		cp = s[0] & 0x07u;
	} else {
		return 0;
	}
	for (size_t i = 1; i < n; i++) {
		if ((s[i] & 0xC0) != 0x80)
			return 0;
		cp = (cp << 6) | (s[i] & 0x3Fu);
	}
	/* Overlong forms, surrogates and values past U+10FFFF are invalid. */
	if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)) ||
	    (cp >= 0xD800 && cp <= 0xDFFF))
		return 0;
	return n;
}

/* Bytes copied as they are in a string: printable ASCII but the two
 * that need a backslash (a run of them is copied at once). */
static int plain(unsigned char c)
{
	return c >= 0x20 && c < 0x80 && c != '"' && c != '\\';
}

void json_escape(pp_buf *out, const char *s)
{
	const unsigned char *p = (const unsigned char *)(s ? s : ""), *run;
	put_c(out, '"');
	while (*p) {
		for (run = p; plain(*p); p++)
			;
		if (p > run)
			put_n(out, (const char *)run, (size_t)(p - run));
		if (!*p)
			break;
		size_t n = utf8_len(p);
		if (n == 0) {
			put_n(out, "\xEF\xBF\xBD", 3);
			p++;
			continue;
		}
		if (n > 1) {
			put_n(out, (const char *)p, n);
			p += n;
			continue;
		}
		switch (*p) {
		case '"': put_n(out, "\\\"", 2); break;
		case '\\': put_n(out, "\\\\", 2); break;
		case '\b': put_n(out, "\\b", 2); break;
		case '\f': put_n(out, "\\f", 2); break;
		case '\n': put_n(out, "\\n", 2); break;
		case '\r': put_n(out, "\\r", 2); break;
		case '\t': put_n(out, "\\t", 2); break;
		default:
			pp_buf_printf(out, "\\u%04x", *p); /* the other C0 controls */
		}
		p++;
	}
	put_c(out, '"');
}

/* A line end and the indent of depth levels, written at once. */
static void new_line(json *j, int comma, int depth)
{
	char line[2 + 2 * JSON_MAX_DEPTH];
	size_t n = 0;
	if (comma)
		line[n++] = ',';
	line[n++] = '\n';
	memset(line + n, ' ', 2 * (size_t)depth);
	put_n(j->out, line, n + 2 * (size_t)depth);
}

/* Start a member or element: comma, newline, indent, and "key": . */
static void begin(json *j, const char *key)
{
	if (j->depth > 0)
		new_line(j, j->count[j->depth - 1]++ > 0, j->depth);
	if (key) {
		json_escape(j->out, key);
		put_n(j->out, ": ", 2);
	}
}

static void open_level(json *j, const char *key, char open)
{
	if (j->depth >= JSON_MAX_DEPTH)
		abort(); /* the writers nest a fixed, small number of levels */
	begin(j, key);
	put_c(j->out, open);
	j->count[j->depth++] = 0;
}

void json_object(json *j, const char *key)
{
	open_level(j, key, '{');
}

void json_array(json *j, const char *key)
{
	open_level(j, key, '[');
}

void json_end(json *j, char close)
{
	int had = j->count[j->depth - 1];
	j->depth--;
	if (had)
		new_line(j, 0, j->depth);
	put_c(j->out, close);
	if (j->depth == 0)
		put_c(j->out, '\n');
}

void json_str(json *j, const char *key, const char *value)
{
	if (!value)
		return;
	begin(j, key);
	json_escape(j->out, value);
}

void json_uint(json *j, const char *key, unsigned long long value)
{
	begin(j, key);
	pp_buf_printf(j->out, "%llu", value);
}

void json_bool(json *j, const char *key, int value)
{
	begin(j, key);
	pp_buf_puts(j->out, value ? "true" : "false");
}
