/* SPDX-License-Identifier: Apache-2.0 */
/* textnorm.c - normalise text for quote matching (textnorm.h). */
#include <stdlib.h>
#include <string.h>

#include "textnorm.h"
#include "util.h"

/* A letter and a combining mark that NFC composes into one code point:
 * the Latin letters of the languages plans are written in. */
typedef struct {
	unsigned short base, mark, composed;
} composition;

static const composition compositions[] = {
	{ 'A', 0x300, 0xC0 }, { 'E', 0x300, 0xC8 }, { 'I', 0x300, 0xCC }, { 'O', 0x300, 0xD2 },
	{ 'U', 0x300, 0xD9 }, { 'a', 0x300, 0xE0 }, { 'e', 0x300, 0xE8 }, { 'i', 0x300, 0xEC },
	{ 'o', 0x300, 0xF2 }, { 'u', 0x300, 0xF9 },
	{ 'A', 0x301, 0xC1 }, { 'E', 0x301, 0xC9 }, { 'I', 0x301, 0xCD }, { 'O', 0x301, 0xD3 },
	{ 'U', 0x301, 0xDA }, { 'Y', 0x301, 0xDD }, { 'a', 0x301, 0xE1 }, { 'e', 0x301, 0xE9 },
	{ 'i', 0x301, 0xED }, { 'o', 0x301, 0xF3 }, { 'u', 0x301, 0xFA }, { 'y', 0x301, 0xFD },
	{ 'C', 0x301, 0x106 }, { 'c', 0x301, 0x107 }, { 'L', 0x301, 0x139 }, { 'l', 0x301, 0x13A },
	{ 'N', 0x301, 0x143 }, { 'n', 0x301, 0x144 }, { 'R', 0x301, 0x154 }, { 'r', 0x301, 0x155 },
	{ 'S', 0x301, 0x15A }, { 's', 0x301, 0x15B }, { 'Z', 0x301, 0x179 }, { 'z', 0x301, 0x17A },
	{ 'A', 0x302, 0xC2 }, { 'E', 0x302, 0xCA }, { 'I', 0x302, 0xCE }, { 'O', 0x302, 0xD4 },
	{ 'U', 0x302, 0xDB }, { 'a', 0x302, 0xE2 }, { 'e', 0x302, 0xEA }, { 'i', 0x302, 0xEE },
	{ 'o', 0x302, 0xF4 }, { 'u', 0x302, 0xFB },
	{ 'A', 0x303, 0xC3 }, { 'N', 0x303, 0xD1 }, { 'O', 0x303, 0xD5 }, { 'a', 0x303, 0xE3 },
	{ 'n', 0x303, 0xF1 }, { 'o', 0x303, 0xF5 },
	{ 'A', 0x308, 0xC4 }, { 'E', 0x308, 0xCB }, { 'I', 0x308, 0xCF }, { 'O', 0x308, 0xD6 },
	{ 'U', 0x308, 0xDC }, { 'a', 0x308, 0xE4 }, { 'e', 0x308, 0xEB }, { 'i', 0x308, 0xEF },
	{ 'o', 0x308, 0xF6 }, { 'u', 0x308, 0xFC }, { 'y', 0x308, 0xFF }, { 'Y', 0x308, 0x178 },
	{ 'A', 0x30A, 0xC5 }, { 'a', 0x30A, 0xE5 }, { 'U', 0x30A, 0x16E }, { 'u', 0x30A, 0x16F },
	{ 'O', 0x30B, 0x150 }, { 'o', 0x30B, 0x151 }, { 'U', 0x30B, 0x170 }, { 'u', 0x30B, 0x171 },
	{ 'C', 0x30C, 0x10C }, { 'c', 0x30C, 0x10D }, { 'D', 0x30C, 0x10E }, { 'd', 0x30C, 0x10F },
	{ 'E', 0x30C, 0x11A }, { 'e', 0x30C, 0x11B }, { 'L', 0x30C, 0x13D }, { 'l', 0x30C, 0x13E },
	{ 'N', 0x30C, 0x147 }, { 'n', 0x30C, 0x148 }, { 'R', 0x30C, 0x158 }, { 'r', 0x30C, 0x159 },
	{ 'S', 0x30C, 0x160 }, { 's', 0x30C, 0x161 }, { 'T', 0x30C, 0x164 }, { 't', 0x30C, 0x165 },
	{ 'Z', 0x30C, 0x17D }, { 'z', 0x30C, 0x17E },
	{ 'C', 0x327, 0xC7 }, { 'c', 0x327, 0xE7 },
};

/* Ligatures U+FB00..U+FB06 spelt out. */
static const char *const ligatures[] = { "ff", "fi", "fl", "ffi", "ffl", "st", "st" };

int pp_norm_is_letter(unsigned cp)
{
	return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') ||
	       (cp >= 0xC0 && cp <= 0x24F && cp != 0xD7 && cp != 0xF7);
}

static int is_space(unsigned cp)
{
	return cp == ' ' || (cp >= 0x09 && cp <= 0x0D) || cp == 0xA0 ||
	       (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 ||
	       cp == 0x202F || cp == 0x205F || cp == 0x3000;
}

/* Code points that vanish: soft hyphen, zero-width characters, BOM. */
static int is_invisible(unsigned cp)
{
	return cp == 0xAD || (cp >= 0x200B && cp <= 0x200D) || cp == 0x2060 || cp == 0xFEFF;
}

/* Make room for extra more code points in t (the arrays grow together). */
static void reserve(pp_normtext *t, size_t extra)
{
	if (t->cap - t->n >= extra)
		return;
	size_t cap = t->cap;
	pp_grow((void **)&t->cp, &cap, t->n + extra, sizeof(*t->cp));
	t->line = pp_xrealloc(t->line, cap * sizeof(*t->line));
	t->opt = pp_xrealloc(t->opt, cap * sizeof(*t->opt));
	t->cap = cap;
}

static void push(pp_normtext *t, unsigned cp, unsigned line)
{
	if (cp == ' ' && (t->n == 0 || t->cp[t->n - 1] == ' '))
		return; /* runs of whitespace are one space; none leads */
	reserve(t, 1);
	t->cp[t->n] = cp;
	t->line[t->n] = line;
	t->opt[t->n] = 0;
	t->n++;
}

/* Compose mark with the last code point of t, if NFC has a letter for it. */
static int compose(pp_normtext *t, unsigned mark)
{
	if (t->n == 0)
		return 0;
	for (size_t i = 0; i < PP_ARRAY_LEN(compositions); i++)
		if (compositions[i].mark == mark && compositions[i].base == t->cp[t->n - 1]) {
			t->cp[t->n - 1] = compositions[i].composed;
			return 1;
		}
	return 0;
}

/* A line ends: a hyphen just before it, after a letter, may be hyphenation. */
static void line_break(pp_normtext *t, unsigned line)
{
	size_t k = t->n;
	while (k > 0 && t->cp[k - 1] == ' ')
		k--;
	if (k >= 2 && t->cp[k - 1] == '-' && t->line[k - 1] == line &&
	    pp_norm_is_letter(t->cp[k - 2]))
		t->opt[k - 1] = 1;
	push(t, ' ', line);
}

void pp_norm_append(pp_normtext *t, const char *s, size_t len, unsigned first_line)
{
	unsigned line = first_line ? first_line : 1;
	size_t i = 0;
	/* The code points never outnumber the bytes (a ligature or an ellipsis
	 * is three bytes for at most three letters), so one reservation covers
	 * the text, and printable ASCII, most of it, is stored without a check. */
	reserve(t, len);
	while (i < len) {
		unsigned cp = (unsigned char)s[i];
		if (cp > ' ' && cp < 0x7F) {
			t->cp[t->n] = cp;
			t->line[t->n] = line;
			t->opt[t->n] = 0;
			t->n++;
			i++;
			continue;
		}
		size_t k = pp_utf8_next(s + i, len - i, &cp);
		if (k == 0) {
			cp = 0xFFFD;
			k = 1;
		}
		i += k;
		if (cp == '\n') {
			line_break(t, line);
			line++;
		} else if (is_space(cp)) {
			push(t, ' ', line);
		} else if (is_invisible(cp)) {
			continue;
		} else if (cp >= 0x300 && cp <= 0x36F) {
			if (!compose(t, cp))
				push(t, cp, line);
		} else if (cp >= 0xFB00 && cp <= 0xFB06) {
			for (const char *l = ligatures[cp - 0xFB00]; *l; l++)
				push(t, (unsigned char)*l, line);
		} else if ((cp >= 0x2010 && cp <= 0x2015) || cp == 0x2212) {
			push(t, '-', line);
		} else if ((cp >= 0x2018 && cp <= 0x201B) || cp == 0x2032) {
			push(t, '\'', line);
		} else if ((cp >= 0x201C && cp <= 0x201F) || cp == 0x2033 || cp == 0xAB || cp == 0xBB) {
			push(t, '"', line);
		} else if (cp == 0x2026) {
			for (int d = 0; d < 3; d++)
				push(t, '.', line);
		} else {
			push(t, cp, line);
		}
	}
}

void pp_norm_free(pp_normtext *t)
{
	free(t->cp);
	free(t->line);
	free(t->opt);
	memset(t, 0, sizeof(*t));
}

/* Whether q matches doc from index i; *end is one past the match. */
static int match_at(const pp_normtext *doc, const pp_normtext *q, size_t i, unsigned to_line,
                    size_t *end)
{
	size_t j = 0, k = i;
	while (j < q->n) {
		if (q->cp[j] == ' ') {
			j++;
			continue;
		}
		if (k >= doc->n || doc->line[k] > to_line)
			return 0;
		if (doc->cp[k] == ' ') {
			k++;
		} else if (doc->cp[k] == q->cp[j]) {
			k++;
			j++;
		} else if (doc->opt[k]) {
			k++;
		} else if (q->opt[j]) {
			j++;
		} else {
			return 0;
		}
	}
	*end = k;
	return 1;
}

int pp_norm_find(const pp_normtext *doc, const pp_normtext *q, unsigned from_line,
                 unsigned to_line, size_t *at, size_t *end)
{
	size_t first = 0;
	int any = 0;
	for (size_t j = 0; j < q->n && !any; j++)
		any = q->cp[j] != ' ';
	if (!any)
		return 0;
	/* The first character on from_line: lines are in order, so bisect. */
	size_t lo = 0, hi = doc->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (doc->line[mid] < from_line)
			lo = mid + 1;
		else
			hi = mid;
	}
	first = lo;
	for (size_t i = first; i < doc->n && doc->line[i] <= to_line; i++) {
		if (doc->cp[i] == ' ' || doc->opt[i])
			continue;
		if (match_at(doc, q, i, to_line, end)) {
			*at = i;
			return 1;
		}
	}
	return 0;
}

char *pp_norm_utf8(const pp_normtext *t, size_t from, size_t to)
{
	pp_buf b = { 0 };
	for (size_t i = from; i < to && i < t->n; i++) {
		unsigned c = t->cp[i];
		char u[4];
		size_t n;
		if (c < 0x80) {
			u[0] = (char)c;
			n = 1;
		} else if (c < 0x800) {
			u[0] = (char)(0xC0 | (c >> 6));
			u[1] = (char)(0x80 | (c & 0x3F));
			n = 2;
		} else if (c < 0x10000) {
			u[0] = (char)(0xE0 | (c >> 12));
			u[1] = (char)(0x80 | ((c >> 6) & 0x3F));
			u[2] = (char)(0x80 | (c & 0x3F));
			n = 3;
		} else {
			u[0] = (char)(0xF0 | (c >> 18));
			u[1] = (char)(0x80 | ((c >> 12) & 0x3F));
			u[2] = (char)(0x80 | ((c >> 6) & 0x3F));
			u[3] = (char)(0x80 | (c & 0x3F));
			n = 4;
		}
		pp_buf_putn(&b, u, n);
	}
	return pp_buf_detach(&b);
}
