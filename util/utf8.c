/* SPDX-License-Identifier: Apache-2.0 */
/* utf8.c - decoding UTF-8 one code point at a time, the characters XML 1.0
 * can hold, and text made safe for a terminal.  Reports are written from
 * text a plan supplies (ids, names, quotes), so every writer passes it
 * through one of these: XML gets U+FFFD for what it cannot hold, a terminal
 * gets visible escapes instead of control characters. */
#include <stdio.h>
#include <string.h>

#include "util.h"

size_t pp_utf8_next(const char *s, size_t len, unsigned *cp)
{
	const unsigned char *p = (const unsigned char *)s;
	unsigned c, min;
	size_t n;
	if (len == 0)
		return 0;
	if (p[0] < 0x80) {
		*cp = p[0];
		return 1;
	}
	if (p[0] >= 0xC2 && p[0] <= 0xDF)
		n = 2, c = p[0] & 0x1Fu, min = 0x80;
	else if (p[0] >= 0xE0 && p[0] <= 0xEF)
		n = 3, c = p[0] & 0x0Fu, min = 0x800;
	else if (p[0] >= 0xF0 && p[0] <= 0xF4)
		n = 4, c = p[0] & 0x07u, min = 0x10000;
	else
		return 0;
	if (len < n)
		return 0;
	for (size_t i = 1; i < n; i++) {
		if ((p[i] & 0xC0) != 0x80)
			return 0;
		c = (c << 6) | (p[i] & 0x3Fu);
	}
	if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
		return 0;
	*cp = c;
	return n;
}

int pp_xml_char(unsigned cp)
{
	return cp == 0x9 || cp == 0xA || cp == 0xD || (cp >= 0x20 && cp <= 0xD7FF) ||
	       (cp >= 0xE000 && cp <= 0xFFFD) || (cp >= 0x10000 && cp <= 0x10FFFF);
}

/* Appends s with U+FFFD for every byte sequence XML cannot hold; runs of
 * characters it can hold are copied in one step each (the writers pass
 * every attribute and text through here). */
void pp_buf_put_xml_safe(pp_buf *b, const char *s)
{
	size_t len = strlen(s), run = 0;
	while (run < len) {
		unsigned cp;
		size_t n = pp_utf8_next(s + run, len - run, &cp);
		if (n && pp_xml_char(cp)) {
			run += n;
			continue;
		}
		pp_buf_putn(b, s, run);
		pp_buf_puts(b, "\xEF\xBF\xBD"); /* U+FFFD */
		s += run + (n ? n : 1);
		len -= run + (n ? n : 1);
		run = 0;
	}
	pp_buf_putn(b, s, run);
}

/* 1 when the code point (n bytes; 0 for a malformed byte) prints as
 * itself; 0 for controls, C1 controls, line separators and bidirectional
 * overrides, which a terminal must not receive raw. */
static int prints_as_itself(size_t n, unsigned cp)
{
	return n && !(cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F) ||
	              (cp >= 0x2028 && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069));
}

/* The visible escape of what prints_as_itself refused. */
static void put_escape(pp_buf *b, const char *s, size_t n, unsigned cp)
{
	if (!n)
		pp_buf_printf(b, "\\x%02x", (unsigned char)*s);
	else if (cp == '\n')
		pp_buf_puts(b, "\\n");
	else if (cp == '\r')
		pp_buf_puts(b, "\\r");
	else if (cp == '\t')
		pp_buf_puts(b, "\\t");
	else if (cp < 0x20 || cp == 0x7F)
		pp_buf_printf(b, "\\x%02x", cp);
	else
		pp_buf_printf(b, "\\u%04x", cp);
}

/* Appends s with every control, malformed byte and bidirectional override
 * escaped; runs of characters that print as themselves are copied in one
 * step each (every line of the text report passes through here). */
void pp_buf_put_visible(pp_buf *b, const char *s)
{
	size_t len = strlen(s), run = 0;
	while (run < len) {
		const char *at = s + run;
		unsigned char c = (unsigned char)*at;
		unsigned cp = c;
		size_t n = c >= 0x20 && c < 0x7F ? 1 : pp_utf8_next(at, len - run, &cp);
		if (prints_as_itself(n, cp)) {
			run += n;
			continue;
		}
		pp_buf_putn(b, s, run);
		put_escape(b, at, n, cp);
		s = at + (n ? n : 1);
		len -= run + (n ? n : 1);
		run = 0;
	}
	pp_buf_putn(b, s, run);
	pp_buf_puts(b, "");
}

void pp_fput_visible(FILE *fp, const char *s)
{
	pp_buf b = { 0 };
	pp_buf_put_visible(&b, s);
	fputs(b.data, fp);
	pp_buf_free(&b);
}
