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

void json_escape(pp_buf *out, const char *s)
{
	const unsigned char *p = (const unsigned char *)(s ? s : "");
	pp_buf_putc(out, '"');
	while (*p) {
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
			if (*p < 0x20)
				pp_buf_printf(out, "\\u%04x", *p);
			else
				pp_buf_putc(out, (char)*p);
		}
		p++;
	}
	pp_buf_putc(out, '"');
}

/* Start a member or element: comma, newline, indent, and "key": . */
static void begin(json *j, const char *key)
{
	if (j->depth > 0) {
		if (j->count[j->depth - 1]++)
			pp_buf_putc(j->out, ',');
		pp_buf_putc(j->out, '\n');
		for (int i = 0; i < j->depth; i++)
			pp_buf_puts(j->out, "  ");
	}
	if (key) {
		json_escape(j->out, key);
		pp_buf_puts(j->out, ": ");
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
	if (had) {
		pp_buf_putc(j->out, '\n');
		for (int i = 0; i < j->depth; i++)
			pp_buf_puts(j->out, "  ");
	}
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
