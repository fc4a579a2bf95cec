/* SPDX-License-Identifier: Apache-2.0 */
/* doc_integrity.c - damage a document's text shows on its own, located in
 * the document: numbered lists with numbers missing (PP-DOC-009) and
 * extraction debris (PP-DOC-010): runs of characters that are not text,
 * and short lines repeated through the text that cut a sentence (page
 * headers and footers); doc_cutoff.c adds enumerations that stop early
 * (PP-DOC-011).  Heuristics, so both are reported, never failed:
 * PP-DOC-009 is a warning, PP-DOC-010 info.  Work is linear in the
 * document (the repeated lines: n log n). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/check_internal.h"
#include "core/doc_internal.h"

/* Items further apart than this (in numbers, in lines) are two lists, not
 * one with a gap. */
#define GAP_MAX 12
#define LINES_MAX 100
/* A line repeated this often may be a page header or footer. */
#define REPEAT_MIN 3
#define REPEAT_LEN 60

static unsigned item_value(const char *s, size_t len, char *delim);

/* The number a line opens a list item with ("8." or "8)"), or 0; *delim
 * is the character after it.  A heading in capitals ("6. PARAMETRY HRY")
 * numbers sections, not items, and is not one. */
static unsigned item_number(const char *s, size_t len, char *delim)
{
	unsigned v = item_value(s, len, delim);
	size_t lower = 0, upper = 0;
	for (size_t i = 0; v && i < len; i++) {
		lower += s[i] >= 'a' && s[i] <= 'z';
		upper += s[i] >= 'A' && s[i] <= 'Z';
	}
	return v && (lower || !upper) ? v : 0;
}

static unsigned item_value(const char *s, size_t len, char *delim)
{
	size_t i = 0, digits = 0;
	unsigned v = 0;
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	while (i < len && s[i] >= '0' && s[i] <= '9' && digits < 3) {
		v = v * 10 + (unsigned)(s[i++] - '0');
		digits++;
	}
	if (!digits || i + 1 >= len)
		return 0;
	*delim = s[i] == ',' ? '.' : s[i];
	if ((s[i] == '.' || s[i] == ')') && !(s[i + 1] >= '0' && s[i + 1] <= '9'))
		return v; /* "8." "8)" "2.V" (OCR lost the space), not "10.2" */
	if (s[i] == ',' && i + 2 < len && s[i + 1] == ' ' && s[i + 2] >= 'A' && s[i + 2] <= 'Z')
		return v; /* "15, Konani": OCR read the stop as a comma */
	return 0;
	return v;
}

static void list_gaps(doc_walk *w, const spec_source *d)
{
	unsigned last = 0, last_line = 0;
	char last_delim = 0;
	for (size_t k = 1; k <= d->nlines; k++) {
		size_t len;
		char delim = 0;
		const char *s = spec_source_line(d, k, &len);
		unsigned v = item_number(s, len, &delim);
		if (!v)
			continue;
		if (last && v > last + 1 && v - last <= GAP_MAX && delim == last_delim &&
		    k - last_line <= LINES_MAX) {
			char subject[48];
			snprintf(subject, sizeof(subject), "list at line %u", last_line);
			pp_finding *f = ck_emit(w->ctx, "PP-DOC-009", NULL, d->node, subject, 0,
			                        "line %zu: item %u follows item %u (line %u): item%s %u%s%.0u "
			                        "missing", k, v, last, last_line,
			                        v - last > 2 ? "s" : "", last + 1, v - last > 2 ? "-" : "",
			                        v - last > 2 ? v - 1 : 0);
			char *quote = pp_xstrndup(s, len);
			doc_locate_line(f, d, last_line, (unsigned)k, quote);
			free(quote);
		}
		last = v;
		last_line = (unsigned)k;
		last_delim = delim;
	}
}

static int is_text_char(unsigned c)
{
	if (c < 128 && (((c | 32) - 'a' < 26) || c - '0' < 10 || c == ' '))
		return 1; /* ASCII letters, digits and spaces: most of a document */
	return pp_norm_is_letter(c) || (c >= '0' && c <= '9') || c == ' ' ||
	       (c < 128 && strchr(".,:;-()%/'\"!?+*=&#@[]<>_", (int)c) && c) || c == 0x20AC ||
	       c == 0xA7 || c == 0xB0 || c == 0xD7;
}

static void report_debris(doc_walk *w, const spec_source *d, unsigned line, const char *why)
{
	size_t len;
	const char *s = spec_source_line(d, line, &len);
	char subject[32];
	snprintf(subject, sizeof(subject), "line %u", line);
	pp_finding *f = ck_emit(w->ctx, "PP-DOC-010", NULL, d->node, subject, 0, "line %u: %s",
	                        line, why);
	char *quote = pp_xstrndup(s ? s : "", s ? len : 0);
	doc_locate_line(f, d, line, line, quote);
	free(quote);
}

static int is_hex(unsigned c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
}

/* Lines with a run of three or more characters that are not text, or of
 * HEX_RUN hex digits mixing digits and letters (a checksum or an id that
 * a conversion left in the text). */
#define HEX_RUN 16
static void debris_runs(doc_walk *w, const spec_source *d)
{
	const pp_normtext *t = &d->norm;
	unsigned reported = 0;
	size_t run = 0, hex = 0, digits = 0;
	for (size_t i = 0; i < t->n; i++) {
		run = is_text_char(t->cp[i]) ? 0 : run + 1;
		hex = is_hex(t->cp[i]) ? hex + 1 : 0;
		digits = hex ? digits + (t->cp[i] <= '9') : 0;
		if (run == 3 && t->line[i] != reported) {
			reported = t->line[i];
			report_debris(w, d, reported, "a run of characters that are not text");
		}
		if (hex >= HEX_RUN && digits && digits < hex && t->line[i] != reported) {
			reported = t->line[i];
			report_debris(w, d, reported, "a run of hex digits (a checksum or an "
			                              "identifier, not text)");
		}
		if (i + 1 < t->n && t->line[i + 1] != t->line[i])
			run = hex = digits = 0;
	}
}

typedef struct {
	const char *s;
	size_t len;
	unsigned line;
} doc_line;

static int by_text(const void *a, const void *b)
{
	const doc_line *x = a, *y = b;
	size_t n = x->len < y->len ? x->len : y->len;
	int c = memcmp(x->s, y->s, n);
	if (c)
		return c;
	if (x->len != y->len)
		return x->len < y->len ? -1 : 1;
	return x->line < y->line ? -1 : x->line > y->line;
}

/* The nearest line before (step -1) or after (+1) line at with text on
 * it, trimmed, with its length in *len; NULL when there is none within a
 * few lines. */
static const char *neighbour(const spec_source *d, unsigned at, int step, size_t *len)
{
	for (int k = 1; k <= 4; k++) {
		long n = (long)at + step * k;
		const char *s;
		if (n < 1 || (size_t)n > d->nlines)
			return NULL;
		s = spec_source_line(d, (size_t)n, len);
		while (*len && (*s == ' ' || *s == '\t')) {
			s++;
			(*len)--;
		}
		while (*len && (s[*len - 1] == ' ' || s[*len - 1] == '\t' || s[*len - 1] == '\r'))
			(*len)--;
		if (*len)
			return s;
	}
	return NULL;
}

/* Short lines repeated REPEAT_MIN times or more that sit inside a
 * sentence: the line before ends without a stop and the line after
 * starts in lower case. */
static void repeated_lines(doc_walk *w, const spec_source *d)
{
	doc_line *lines = pp_xcalloc(d->nlines + 1, sizeof(*lines));
	size_t n = 0;
	for (size_t k = 1; k <= d->nlines; k++) {
		size_t len;
		const char *s = spec_source_line(d, k, &len);
		while (len && (*s == ' ' || *s == '\t')) {
			s++;
			len--;
		}
		while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
			len--;
		if (len && len <= REPEAT_LEN)
			lines[n++] = (doc_line){ s, len, (unsigned)k };
	}
	if (n)
		qsort(lines, n, sizeof(*lines), by_text);
	for (size_t i = 0; i < n;) {
		size_t j = i;
		while (j < n && lines[j].len == lines[i].len &&
		       memcmp(lines[j].s, lines[i].s, lines[i].len) == 0)
			j++;
		for (size_t k = i; j - i >= REPEAT_MIN && k < j; k++) {
			unsigned at = lines[k].line;
			size_t lb = 0, la = 0;
			const char *before = neighbour(d, at, -1, &lb);
			const char *after = neighbour(d, at, 1, &la);
			if (before && after && !strchr(".:!?", before[lb - 1]) && after[0] >= 'a' &&
			    after[0] <= 'z')
				report_debris(w, d, at, "a line repeated through the text (a page header "
				                        "or footer?) cuts a sentence");
		}
		i = j;
	}
	free(lines);
}

void doc_integrity(doc_walk *w)
{
	const spec_sources *src = w->ctx->sources;
	for (size_t i = 0; i < src->n; i++) {
		const spec_source *d = &src->items[i];
		if (!d->found)
			continue;
		list_gaps(w, d);
		debris_runs(w, d);
		repeated_lines(w, d);
		doc_cutoff(w, d);
	}
}
