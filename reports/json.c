/* json.c - see json.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"

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
	pp_buf_putc(out, '"');
	while (*p) {
		for (run = p; plain(*p); p++)
			;
		if (p > run)
			pp_buf_putn(out, (const char *)run, (size_t)(p - run));
		if (!*p)
			break;
		size_t n = utf8_len(p);
		if (n == 0) {
			pp_buf_puts(out, "\xEF\xBF\xBD");
			p++;
			continue;
		}
		if (n > 1) {
			pp_buf_putn(out, (const char *)p, n);
			p += n;
			continue;
		}
		switch (*p) {
		case '"': pp_buf_puts(out, "\\\""); break;
		case '\\': pp_buf_puts(out, "\\\\"); break;
		case '\b': pp_buf_puts(out, "\\b"); break;
		case '\f': pp_buf_puts(out, "\\f"); break;
		case '\n': pp_buf_puts(out, "\\n"); break;
		case '\r': pp_buf_puts(out, "\\r"); break;
		case '\t': pp_buf_puts(out, "\\t"); break;
		default:
			pp_buf_printf(out, "\\u%04x", *p); /* the other C0 controls */
		}
		p++;
	}
	pp_buf_putc(out, '"');
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
	pp_buf_putn(j->out, line, n + 2 * (size_t)depth);
}

/* Start a member or element: comma, newline, indent, and "key": . */
static void begin(json *j, const char *key)
{
	if (j->depth > 0)
		new_line(j, j->count[j->depth - 1]++ > 0, j->depth);
	if (key) {
		json_escape(j->out, key);
		pp_buf_putn(j->out, ": ", 2);
	}
}

static void open_level(json *j, const char *key, char open)
{
	if (j->depth >= JSON_MAX_DEPTH)
		abort(); /* the writers nest a fixed, small number of levels */
	begin(j, key);
	pp_buf_putc(j->out, open);
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
	pp_buf_putc(j->out, close);
	if (j->depth == 0)
		pp_buf_putc(j->out, '\n');
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
