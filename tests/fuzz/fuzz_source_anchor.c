/* SPDX-License-Identifier: Apache-2.0 */
/* fuzz_source_anchor.c - libFuzzer target: a source document and the
 * anchors that quote it.  The input is
 *
 *     SOURCE|LINES|QUOTE      up to five anchor lines, then
 *     ---                     a line of three dashes, then
 *     the document's bytes    (all of the rest, any bytes)
 *
 * (an input that starts with "---\n" has no anchors; one with no such line
 * is all anchors and an empty document).  The document is written to
 * doc.txt in a private folder of this process; the anchors go into a small
 * fixed plan, loaded from a buffer under the name plan.yaml in that same
 * folder, so the plan names its document next to itself whatever folder
 * the run starts in.  Then the whole check (the document read, anchor
 * verification at the lines, the quote search through the rest of the
 * document, coverage, values, the document's integrity) and the text and
 * XML reports, which print document lines and quotes.
 *
 * Anchor line k fills slot k of the plan: 0 the game's `anchor`, 1 the
 * anchor of the game's name (`anchors`), 2 a bet's `anchor`, 3 a
 * `not_encoded` passage (QUOTE as its text), 4 the anchor of the plan's
 * operator.  A slot with no line is left out.  SOURCE empty: no `source`
 * (the plan's only document); otherwise any id (the document is `doc`).
 * LINES: the first two runs of digits ("3", "3-5", "9 2"), as written (up
 * to 20 digits, so 0 and numbers past 2^32 reach the validator's range),
 * [1] when it has none.  QUOTE: any bytes, escaped into a YAML double-quoted scalar
 * (what YAML cannot hold raw is written as its code point; a byte that is
 * not UTF-8 as \xNN), so the plan loads whatever the quote holds.
 *
 * Must never crash, leak or hang.  Seeds: fixtures/fuzz/source_anchor. */
#define _DEFAULT_SOURCE /* mkdtemp */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "planproof.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define SLOTS 5
#define DIGITS_MAX 20

typedef struct {
	const char *source, *lines, *quote; /* into the input */
	size_t source_len, lines_len, quote_len;
} anchor_line;

typedef struct {
	char *p;
	size_t len, cap;
} text;

static void put(text *t, const char *s, size_t n)
{
	if (t->len + n + 1 > t->cap) {
		while (t->len + n + 1 > t->cap)
			t->cap = t->cap ? t->cap * 2 : 4096;
		t->p = realloc(t->p, t->cap);
		if (!t->p)
			abort();
	}
	memcpy(t->p + t->len, s, n);
	t->len += n;
	t->p[t->len] = '\0';
}

static void puts_(text *t, const char *s)
{
	put(t, s, strlen(s));
}

/* The code point of the UTF-8 sequence at s (at most n bytes), its length
 * in *len; -1 when the bytes are not UTF-8 (overlong, surrogate, past
 * U+10FFFF, cut short). */
static long utf8_decode(const unsigned char *s, size_t n, size_t *len)
{
	static const long min[] = { 0, 0, 0x80, 0x800, 0x10000 };
	size_t k = s[0] < 0x80 ? 1 : (s[0] >> 5) == 6 ? 2 : (s[0] >> 4) == 14 ? 3
		: (s[0] >> 3) == 30 ? 4 : 0;
	if (!k || k > n)
		return -1;
	long cp = k == 1 ? s[0] : s[0] & (0x7f >> k);
	for (size_t i = 1; i < k; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return -1;
		cp = (cp << 6) | (s[i] & 0x3f);
	}
	if (cp < min[k] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
		return -1;
	*len = k;
	return cp;
}

/* Characters YAML takes raw in a double-quoted scalar (its printable set,
 * less the quote and the backslash). */
static int yaml_raw(long cp)
{
	if (cp == '"' || cp == '\\')
		return 0;
	return (cp >= 0x20 && cp <= 0x7e) || cp == 0x85 || (cp >= 0xa0 && cp <= 0xd7ff) ||
	       (cp >= 0xe000 && cp <= 0xfffd) || cp >= 0x10000;
}

/* s as a YAML double-quoted scalar, quotes included. */
static void put_quoted(text *t, const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	char esc[16];
	puts_(t, "\"");
	for (size_t i = 0; i < n;) {
		size_t len = 1;
		long cp = utf8_decode(u + i, n - i, &len);
		if (cp >= 0 && yaml_raw(cp))
			put(t, s + i, len);
		else if (cp < 0)
			put(t, esc, (size_t)snprintf(esc, sizeof(esc), "\\x%02X", u[i]));
		else if (cp <= 0xff)
			put(t, esc, (size_t)snprintf(esc, sizeof(esc), "\\x%02lX", cp));
		else
			put(t, esc, (size_t)snprintf(esc, sizeof(esc), "\\u%04lX", cp));
		i += len;
	}
	puts_(t, "\"");
}

/* The first two runs of digits of LINES as a YAML list ("[3, 5]"). */
static void put_lines(text *t, const char *s, size_t n)
{
	int runs = 0;
	puts_(t, "[");
	for (size_t i = 0; i < n && runs < 2;) {
		if (s[i] < '0' || s[i] > '9') {
			i++;
			continue;
		}
		while (i + 1 < n && s[i] == '0' && s[i + 1] >= '0' && s[i + 1] <= '9')
			i++; /* YAML 1.1 would read a leading 0 as octal */
		size_t from = i;
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
		if (runs++)
			puts_(t, ", ");
		put(t, s + from, i - from > DIGITS_MAX ? DIGITS_MAX : i - from);
	}
	puts_(t, runs ? "]" : "1]");
}

/* An anchor as a flow mapping, left open for the caller to add fields and
 * the closing brace; words_key is "quote" or "text". */
static void put_anchor(text *t, const anchor_line *a, const char *words_key)
{
	puts_(t, "{");
	if (a->source_len) {
		puts_(t, "source: ");
		put_quoted(t, a->source, a->source_len);
		puts_(t, ", ");
	}
	puts_(t, "lines: ");
	put_lines(t, a->lines, a->lines_len);
	puts_(t, ", ");
	puts_(t, words_key);
	puts_(t, ": ");
	put_quoted(t, a->quote, a->quote_len);
}

/* Split the input into its anchor lines and the document. */
static size_t split(const char *s, size_t n, anchor_line *lines, const char **doc,
                    size_t *doc_len)
{
	size_t count = 0, at = 0;
	*doc = s + n;
	*doc_len = 0;
	while (at < n) {
		const char *nl = memchr(s + at, '\n', n - at);
		size_t end = nl ? (size_t)(nl - s) : n;
		if (end - at == 3 && memcmp(s + at, "---", 3) == 0) {
			*doc = s + end + (nl ? 1 : 0);
			*doc_len = n - (size_t)(*doc - s);
			break;
		}
		if (count < SLOTS) {
			anchor_line *a = &lines[count++];
			const char *p = s + at, *e = s + end;
			const char *bar1 = memchr(p, '|', (size_t)(e - p));
			const char *bar2 = bar1 ? memchr(bar1 + 1, '|', (size_t)(e - bar1 - 1)) : NULL;
			a->source = p;
			a->source_len = bar1 ? (size_t)(bar1 - p) : 0;
			a->lines = bar1 ? bar1 + 1 : p;
			a->lines_len = bar2 ? (size_t)(bar2 - a->lines) : bar1 ? (size_t)(e - a->lines) : 0;
			a->quote = bar2 ? bar2 + 1 : bar1 ? e : p;
			a->quote_len = (size_t)(e - a->quote);
		}
		at = end + 1;
	}
	return count;
}

/* The fixed plan with the anchors of the input in its slots. */
static void make_plan(text *t, const anchor_line *a, size_t n)
{
	puts_(t, "planproof: 2\n"
	         "plan:\n"
	         "  id: fuzz\n"
	         "  operator: \"Fuzz s.r.o.\"\n"
	         "  jurisdiction: CZ\n"
	         "  version: \"1\"\n"
	         "  date: \"2025-01-01\"\n");
	if (n > 4) {
		puts_(t, "  anchors:\n    operator: ");
		put_anchor(t, &a[4], "quote");
		puts_(t, "}\n");
	}
	puts_(t, "sources:\n"
	         "  - {id: doc, path: doc.txt}\n"
	         "currencies:\n"
	         "  - {code: CZK}\n"
	         "games:\n"
	         "  - id: wheel\n"
	         "    name: \"Wheel\"\n"
	         "    family: wheel\n"
	         "    citation: \"2\"\n");
	if (n > 0) {
		puts_(t, "    anchor: ");
		put_anchor(t, &a[0], "quote");
		puts_(t, "}\n");
	}
	if (n > 1) {
		puts_(t, "    anchors:\n      name: ");
		put_anchor(t, &a[1], "quote");
		puts_(t, "}\n");
	}
	puts_(t, "    betting_fields: 4\n"
	         "    wheel:\n"
	         "      fields: 24\n"
	         "      segments:\n"
	         "        - {symbol: \"1x\", count: 11}\n"
	         "        - {symbol: \"2x\", count: 7}\n"
	         "        - {symbol: \"3x\", count: 4}\n"
	         "        - {symbol: \"5x\", count: 2}\n"
	         "    bets:\n"
	         "      - {name: \"1x\", symbol: \"1x\", payout: \"1:1\"");
	if (n > 2) {
		puts_(t, ", anchor: ");
		put_anchor(t, &a[2], "quote");
		puts_(t, "}");
	}
	puts_(t, "}\n"
	         "      - {name: \"2x\", symbol: \"2x\", payout: \"2:1\"}\n"
	         "      - {name: \"3x\", symbol: \"3x\", payout: \"3:1\"}\n"
	         "      - {name: \"5x\", symbol: \"5x\", payout: \"5:1\"}\n"
	         "    max_win: {basis: net, scope: game}\n"
	         "    limits:\n"
	         "      - {currency: CZK, min_bet: \"10\", max_bet: \"1000\", max_win: \"5000\"}\n");
	if (n > 3) {
		puts_(t, "    not_encoded:\n      - ");
		put_anchor(t, &a[3], "text");
		puts_(t, ", reason: \"fuzz\"}\n");
	}
}

/* The private folder (made once, removed at exit) and its files. */
static char dir[64];
static char doc_path[96];
static char plan_name[96];
static FILE *sink;

static void remove_dir(void)
{
	unlink(doc_path);
	rmdir(dir);
}

static void make_dir(void)
{
	const char *base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
	snprintf(dir, sizeof(dir), "%s/pp-fuzz-anchor-XXXXXX", base);
	if (!mkdtemp(dir))
		abort();
	snprintf(doc_path, sizeof(doc_path), "%s/doc.txt", dir);
	snprintf(plan_name, sizeof(plan_name), "%s/plan.yaml", dir);
	atexit(remove_dir);
	sink = fopen("/dev/null", "w");
	if (!sink)
		abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	anchor_line lines[SLOTS];
	const char *doc;
	size_t doc_len, n = split((const char *)data, size, lines, &doc, &doc_len);
	text plan_text = { 0 };
	pp_plan *plan = NULL;
	pp_result *res = NULL;
	pp_error err;
	if (!dir[0])
		make_dir();
	FILE *fp = fopen(doc_path, "wb");
	if (!fp || (doc_len && fwrite(doc, 1, doc_len, fp) != doc_len) || fclose(fp) != 0)
		abort();
	make_plan(&plan_text, lines, n);
	if (pp_plan_load_buffer(&plan, plan_name, plan_text.p, plan_text.len, &err) == PP_OK &&
	    pp_check(&res, plan, NULL, &err) == PP_OK) {
		if (pp_report_write(res, PP_FORMAT_TEXT, sink, &err) != PP_OK ||
		    pp_report_write(res, PP_FORMAT_XML, sink, &err) != PP_OK)
			abort(); /* a loaded, checked plan always has a report */
	}
	pp_result_free(res);
	pp_plan_free(plan);
	free(plan_text.p);
	return 0;
}
