/* SPDX-License-Identifier: Apache-2.0 */
/* doc_cutoff.c - enumerations of a document that stop early (PP-DOC-011),
 * located in the document.  Designed on what the bundled seeds show:
 *
 *  - a line that announces how many items follow ("the following four
 *    cases:", "kombinaci pěti pokerových her:") and a list with fewer;
 *  - item numbers with no text ("10." "11." "13." alone on their lines: an
 *    OCR of a two-column leaflet, seed 004, kept the numbers of a list and
 *    lost or moved its text);
 *  - a list whose last item stops mid-sentence where its other items end
 *    with a stop, followed by a heading or the end of the document;
 *  - a document that ends in the middle of a table row (fewer cells than
 *    the row above) or of a list item or a sentence.
 *
 * Heuristics, so a finding is a warning, never a failure.  Each check is
 * one pass over the lines (the item count of an announced list reads each
 * line once more at most), so work is linear in the document. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/check_internal.h"
#include "core/doc_internal.h"

/* Announced counts outside [2, COUNT_MAX] are not read as counts (a year,
 * an amount). */
#define COUNT_MAX 20
/* The count is one of the last words before the colon. */
#define COUNT_WORDS 3

typedef struct {
	const char *s;
	size_t len;
} span;

/* Line k of d with its surrounding blanks (and a CR) trimmed. */
static span trimmed(const spec_source *d, size_t k)
{
	span t = { NULL, 0 };
	t.s = spec_source_line(d, k, &t.len);
	if (!t.s)
		return (span){ "", 0 };
	while (t.len && (*t.s == ' ' || *t.s == '\t')) {
		t.s++;
		t.len--;
	}
	while (t.len && (t.s[t.len - 1] == ' ' || t.s[t.len - 1] == '\t' || t.s[t.len - 1] == '\r'))
		t.len--;
	return t;
}

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/* Whether the line opens a list item: a bullet ("-", "*", "•", "–", "·")
 * and a space, or an item number or letter ("8.", "8)", "a)", "- 1)"). */
static int opens_item(span t)
{
	static const char *const bullets[] = { "- ", "* ", "\xe2\x80\xa2 ", "\xe2\x80\x93 ",
		                               "\xc2\xb7 " };
	for (size_t b = 0; b < sizeof(bullets) / sizeof(bullets[0]); b++)
		if (t.len > strlen(bullets[b]) && memcmp(t.s, bullets[b], strlen(bullets[b])) == 0)
			return 1;
	size_t i = 0;
	while (i < t.len && i < 3 && is_digit(t.s[i]))
		i++;
	if (i == 0 && t.len >= 2 && t.s[0] >= 'a' && t.s[0] <= 'z' && t.s[1] == ')')
		i = 1;
	return i && i + 1 < t.len && (t.s[i] == '.' || t.s[i] == ')') && t.s[i + 1] == ' ';
}

/* The number of a bare item label ("10.", "10)", "19," as OCR reads it)
 * that is the whole line, or 0. */
static unsigned bare_label(span t)
{
	unsigned v = 0;
	size_t i = 0;
	while (i < t.len && i < 3 && is_digit(t.s[i]))
		v = v * 10 + (unsigned)(t.s[i++] - '0');
	return i && i + 1 == t.len && strchr(".),", t.s[i]) ? v : 0;
}

/* Whether the text ends a sentence or a clause (or closes a quote, a
 * bracket or bold text). */
static int ends_stopped(span t)
{
	if (!t.len)
		return 1;
	char c = t.s[t.len - 1];
	if (strchr(".!?:;)\"*]", c))
		return 1;
	/* "…" and the closing quotes ” » */
	return t.len >= 2 && ((t.len >= 3 && memcmp(t.s + t.len - 3, "\xe2\x80\xa6", 3) == 0) ||
	                      (t.len >= 3 && memcmp(t.s + t.len - 3, "\xe2\x80\x9d", 3) == 0) ||
	                      memcmp(t.s + t.len - 2, "\xc2\xbb", 2) == 0);
}

static size_t words(span t)
{
	size_t n = 0;
	for (size_t i = 0; i < t.len; i++)
		n += t.s[i] != ' ' && (i == 0 || t.s[i - 1] == ' ');
	return n;
}

static unsigned cells(span t)
{
	unsigned n = 1;
	for (size_t i = 0; i < t.len; i++)
		n += t.s[i] == '\t';
	return n;
}

/* The count a word names: 2..COUNT_MAX in digits, or a number word of
 * English, Czech or Finnish (the languages of the bundled plans); 0
 * otherwise.  Brackets and punctuation around the word are ignored. */
static unsigned count_word(const char *s, size_t len)
{
	static const struct {
		const char *word;
		unsigned n;
	} names[] = {
		{ "two", 2 },      { "three", 3 },   { "four", 4 },      { "five", 5 },
		{ "six", 6 },      { "seven", 7 },   { "eight", 8 },     { "nine", 9 },
		{ "ten", 10 },     { "dva", 2 },     { "dv\xc4\x9b", 2 }, { "dvou", 2 },
		{ "t\xc5\x99i", 3 }, { "t\xc5\x99\xc3\xad", 3 }, { "\xc4\x8dty\xc5\x99i", 4 },
		{ "\xc4\x8dty\xc5\x99", 4 }, { "p\xc4\x9bt", 5 }, { "p\xc4\x9bti", 5 },
		{ "\xc5\xa1\x65st", 6 }, { "\xc5\xa1\x65sti", 6 }, { "sedm", 7 }, { "sedmi", 7 },
		{ "osm", 8 },      { "osmi", 8 },    { "dev\xc4\x9bt", 9 }, { "dev\xc3\xadti", 9 },
		{ "deset", 10 },   { "deseti", 10 }, { "kaksi", 2 },     { "kahden", 2 },
		{ "kolme", 3 },    { "kolmen", 3 },  { "nelj\xc3\xa4", 4 }, { "nelj\xc3\xa4n", 4 },
		{ "viisi", 5 },    { "viiden", 5 },  { "kuusi", 6 },     { "kuuden", 6 },
		{ "seitsem\xc3\xa4n", 7 }, { "kahdeksan", 8 }, { "yhdeks\xc3\xa4n", 9 },
		{ "kymmenen", 10 },
	};
	while (len && strchr("([\"'", *s)) {
		s++;
		len--;
	}
	while (len && strchr(")].,;:\"'", s[len - 1]))
		len--;
	if (!len)
		return 0;
	size_t digits = 0;
	unsigned v = 0;
	while (digits < len && digits < 3 && is_digit(s[digits]))
		v = v * 10 + (unsigned)(s[digits++] - '0');
	if (digits == len)
		return v >= 2 && v <= COUNT_MAX ? v : 0;
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strlen(names[i].word) == len && memcmp(names[i].word, s, len) == 0)
			return names[i].n;
	return 0;
}

/* The count a line ending in ':' announces: the last count word among its
 * last COUNT_WORDS words, or 0. */
static unsigned announced_count(span t)
{
	size_t end = t.len - 1, seen = 0; /* drop the colon */
	while (end > 0 && seen < COUNT_WORDS) {
		while (end > 0 && t.s[end - 1] == ' ')
			end--;
		size_t start = end;
		while (start > 0 && t.s[start - 1] != ' ')
			start--;
		if (start == end)
			break;
		unsigned n = count_word(t.s + start, end - start);
		if (n)
			return n;
		end = start;
		seen++;
	}
	return 0;
}

/* The items of the list that starts after line k (blank lines skipped):
 * each opens with a marker; the lines after an item belong to it when they
 * follow it directly or continue its sentence in lower case.  *last is the
 * last line of the list; returns the number of items (0: no list), at
 * most want: counting stops there.  A list read LIST_LINES lines long
 * without its end is not judged (returns 0), so the announced lists cost
 * at most LIST_LINES lines each however the lines nest. */
#define LIST_LINES 400
static unsigned list_after(const spec_source *d, size_t k, unsigned want, size_t *last)
{
	unsigned items = 0;
	int blank = 0;
	for (size_t j = k + 1; j <= d->nlines; j++) {
		if (j - k > LIST_LINES)
			return 0;
		span t = trimmed(d, j);
		if (!t.len) {
			blank = 1;
			continue;
		}
		if (opens_item(t)) {
			if (items == want)
				break;
			items++;
		} else if (!items || (blank && !(t.s[0] >= 'a' && t.s[0] <= 'z')))
			break;
		*last = j;
		blank = 0;
	}
	return items;
}

/* One finding about lines [first, last] of d, its subject "<what> <first>",
 * quoting line first. */
static void report(doc_walk *w, const spec_source *d, size_t first, size_t last,
                   const char *what, const char *message)
{
	char subject[48];
	snprintf(subject, sizeof(subject), "%s %zu", what, first);
	pp_finding *f = ck_emit(w->ctx, "PP-DOC-011", NULL, d->node, subject, 0, "%s", message);
	span t = trimmed(d, first);
	char *quote = pp_xstrndup(t.s, t.len);
	doc_locate_line(f, d, (unsigned)first, (unsigned)last, quote);
	free(quote);
}

/* "the following four cases:" and three items. */
static void short_announced_lists(doc_walk *w, const spec_source *d)
{
	for (size_t k = 1; k <= d->nlines; k++) {
		span t = trimmed(d, k);
		if (t.len < 2 || t.s[t.len - 1] != ':')
			continue;
		unsigned n = announced_count(t);
		size_t last = k;
		unsigned items = n ? list_after(d, k, n, &last) : 0;
		if (items && items < n) {
			char msg[160];
			snprintf(msg, sizeof(msg), "line %zu announces %u items; the list that follows "
			         "(to line %zu) has %u", k, n, last, items);
			report(w, d, k, last, "list at line", msg);
		}
	}
}

static void report_bare(doc_walk *w, const spec_source *d, size_t first, size_t last,
                        unsigned run, unsigned lo, unsigned hi)
{
	char msg[200];
	snprintf(msg, sizeof(msg), "lines %zu-%zu: %u item numbers (%u to %u) with no text: the "
	         "list stops at its numbers, its text cut off or extracted elsewhere", first, last,
	         run, lo, hi);
	report(w, d, first, last, "numbers at line", msg);
}

/* Runs of two or more rising item numbers with no text; blank lines and
 * scraps of at most three characters (OCR of further numbers) may sit
 * between. */
static void bare_numbers(doc_walk *w, const spec_source *d)
{
	size_t first = 0, last = 0;
	unsigned run = 0, lo = 0, hi = 0;
	for (size_t k = 1; k <= d->nlines + 1; k++) {
		span t = k <= d->nlines ? trimmed(d, k) : (span){ "end", 3 };
		unsigned v = k <= d->nlines ? bare_label(t) : 0;
		if (v && run && v <= hi) { /* numbering starts again: a new run */
			if (run >= 2)
				report_bare(w, d, first, last, run, lo, hi);
			run = 0;
		}
		if (v) {
			if (!run++) {
				first = k;
				lo = v;
			}
			last = k;
			hi = v;
			continue;
		}
		if (t.len <= 3 && k <= d->nlines)
			continue;
		if (run >= 2)
			report_bare(w, d, first, last, run, lo, hi);
		run = 0;
	}
}

/* A list of three or more items whose items end with a stop, all but its
 * last, which stops mid-sentence before a heading or the end. */
static void unfinished_last_items(doc_walk *w, const spec_source *d)
{
	for (size_t k = 1; k <= d->nlines; k++) {
		span t = trimmed(d, k);
		if (!opens_item(t) || (k > 1 && opens_item(trimmed(d, k - 1))))
			continue;
		/* k opens a list: walk its items, each to its last line */
		unsigned items = 0, stopped = 0;
		size_t end = k, j = k;
		span tail = t;
		while (j <= d->nlines) {
			span u = trimmed(d, j);
			if (!u.len || (j > k && opens_item(u))) {
				items++;
				stopped += ends_stopped(tail);
				if (!u.len)
					break;
			}
			tail = u;
			end = j++;
		}
		if (j > d->nlines) {
			items++;
			stopped += ends_stopped(tail);
		}
		span next = { "", 0 };
		for (size_t n = end + 1; n <= d->nlines && !next.len; n++)
			next = trimmed(d, n);
		int heading = !next.len || !(next.s[0] >= 'a' && next.s[0] <= 'z');
		if (items >= 3 && stopped == items - 1 && !ends_stopped(tail) && heading &&
		    !opens_item(next) && words(tail) >= 3) {
			char msg[160];
			snprintf(msg, sizeof(msg), "line %zu: the last of %u items stops mid-sentence "
			         "where the others end with a stop", end, items);
			report(w, d, end, end, "list end at line", msg);
		}
		k = end;
	}
}

/* The document's last line with text: a table row with fewer cells than
 * the row above it, or, with no newline after it or inside a list item,
 * a sentence with no stop. */
static void unfinished_end(doc_walk *w, const spec_source *d)
{
	size_t k = d->nlines;
	while (k > 0 && !trimmed(d, k).len)
		k--;
	if (!k)
		return;
	span t = trimmed(d, k);
	int no_newline = d->len && d->data[d->len - 1] != '\n' && k == d->nlines;
	char msg[200];
	if (memchr(t.s, '\t', t.len)) {
		size_t above = k - 1;
		while (above > 0 && !memchr(trimmed(d, above).s, '\t', trimmed(d, above).len))
			above--;
		unsigned have = cells(t), want = above ? cells(trimmed(d, above)) : 0;
		if (above && have < want) {
			snprintf(msg, sizeof(msg), "the document ends in a table row of %u cells; the row "
			         "at line %zu has %u", have, above, want);
			report(w, d, k, k, "end at line", msg);
		}
		return;
	}
	size_t opener = k;
	while (opener > 0 && trimmed(d, opener).len && !opens_item(trimmed(d, opener)))
		opener--;
	int in_item = opener > 0 && trimmed(d, opener).len;
	if ((no_newline || in_item) && !ends_stopped(t) && words(t) >= 3) {
		snprintf(msg, sizeof(msg), "the document ends mid-sentence%s%s",
		         in_item ? ", in a list item" : "", no_newline ? ", with no newline" : "");
		report(w, d, k, k, "end at line", msg);
	}
}

void doc_cutoff(doc_walk *w, const spec_source *d)
{
	short_announced_lists(w, d);
	bare_numbers(w, d);
	unfinished_last_items(w, d);
	unfinished_end(w, d);
}
