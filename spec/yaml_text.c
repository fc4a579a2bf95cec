/* SPDX-License-Identifier: Apache-2.0 */
/* yaml_text.c - libyaml's reader rules over the whole input, up front.
 *
 * libyaml decodes its input lazily, a buffer at a time, so a byte that is
 * not UTF-8 or a control character in the middle of a plan was found only
 * after every token before it had been scanned and parsed: on the fuzzer's
 * mutants the most common refusals cost as much as a parse.  One pass over
 * the bytes finds the same problem, at the same offset and in the same
 * words as libyaml's reader (reader.c: the leading octet, then the
 * sequence's end, the trailing octets, the shortest form, the range, then
 * the allowed characters), before the parser starts.  The difference: a
 * syntax error before the bad byte is now reported after it, as the file
 * is not text YAML can read at all.
 *
 * Plain ASCII is checked a byte at a time without decoding, and the file
 * is compiled without the fuzz build's comparison tracing (CMakeLists.txt):
 * its comparisons are over character classes, not the input's meaning. */
#include "yaml_text.h"

/* Whether YAML 1.1's reader (libyaml) allows code point c. */
static int allowed(unsigned long c)
{
	return c == 0x09 || c == 0x0A || c == 0x0D || (c >= 0x20 && c <= 0x7E) || c == 0x85 ||
	       (c >= 0xA0 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) ||
	       (c >= 0x10000 && c <= 0x10FFFF);
}

/* The width libyaml gives a sequence by its leading octet (0: invalid). */
static unsigned width_of(unsigned char octet)
{
	return (octet & 0x80) == 0x00 ? 1 : (octet & 0xE0) == 0xC0 ? 2
	     : (octet & 0xF0) == 0xE0 ? 3 : (octet & 0xF8) == 0xF0 ? 4 : 0;
}

int yaml_text_first_problem(const char *data, size_t len, size_t *offset,
                            const char **problem)
{
	const unsigned char *p = (const unsigned char *)data;
	size_t i = 0;
	while (i < len) {
		unsigned char b = p[i];
		if (b >= 0x20 && b <= 0x7E) { /* the common case: printable ASCII */
			i++;
			continue;
		}
		*offset = i;
		unsigned w = width_of(b);
		if (!w) {
			*problem = "invalid leading UTF-8 octet";
			return 1;
		}
		if (w > len - i) {
			*problem = "incomplete UTF-8 octet sequence";
			return 1;
		}
		unsigned long c = w == 1 ? b : w == 2 ? (b & 0x1Fu) : w == 3 ? (b & 0x0Fu) : (b & 0x07u);
		for (unsigned k = 1; k < w; k++) {
			if ((p[i + k] & 0xC0) != 0x80) {
				*offset = i + k;
				*problem = "invalid trailing UTF-8 octet";
				return 1;
			}
			c = (c << 6) | (p[i + k] & 0x3Fu);
		}
		if ((w == 2 && c < 0x80) || (w == 3 && c < 0x800) || (w == 4 && c < 0x10000)) {
			*problem = "invalid length of a UTF-8 sequence";
			return 1;
		}
		if ((c >= 0xD800 && c <= 0xDFFF) || c > 0x10FFFF) {
			*problem = "invalid Unicode character";
			return 1;
		}
		if (!allowed(c)) {
			*problem = "control characters are not allowed";
			return 1;
		}
		i += w;
	}
	return 0;
}
