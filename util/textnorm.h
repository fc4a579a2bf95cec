/* SPDX-License-Identifier: Apache-2.0 */
/* textnorm.h - text as a quote is compared with its document.
 *
 * A plan quotes the document it encodes; the document is text that
 * pdftotext (or an OCR) produced, the quote is what an encoder typed.  The
 * two agree when they agree after this normalisation, applied to both:
 *
 * - Unicode: a letter followed by a combining accent (U+0300..U+036F, as
 *   pdftotext emits for "c" + caron) is composed into the precomposed
 *   letter (NFC for the Latin letters of Czech, Slovak, Finnish, Swedish,
 *   German, French ...); the ligatures U+FB00..U+FB06 are spelt out ("ﬁ" is
 *   "fi"); soft hyphens, zero-width spaces and byte-order marks are
 *   dropped; dashes (U+2010..U+2015, U+2212) are "-", typographic quotes
 *   are ' and ", the ellipsis is "...".
 * - Whitespace: every run of spaces, tabs, line breaks and non-breaking or
 *   typographic spaces is one space, and matching ignores spaces entirely:
 *   a quote matches across line breaks and the columns of -layout output.
 * - Hyphenation: a hyphen that ends a line after a letter is optional when
 *   matching ("jack-" / "pot" matches "jackpot" and "jack-pot").
 *
 * Case and every other character are compared exactly: a quote is a quote.
 * Each normalised character keeps the document line it came from, so a
 * match is located in the document and numbers found in the text can be
 * matched with the quotes that cover them. */
#ifndef PP_TEXTNORM_H
#define PP_TEXTNORM_H

#include <stddef.h>

/* Normalised text: code points, each with its 1-based line and flags. */
typedef struct {
	unsigned *cp;           /* code points; ' ' stands for a run of whitespace */
	unsigned *line;         /* the line each code point came from */
	unsigned char *opt;     /* 1: a hyphen at a line break (optional in a match) */
	size_t n, cap;
} pp_normtext;

/* Normalise len bytes of UTF-8 text s whose first line is first_line,
 * appending to t (zero-initialised before the first call).  Bytes that are
 * not UTF-8 become U+FFFD.  Can't fail. */
void pp_norm_append(pp_normtext *t, const char *s, size_t len, unsigned first_line);

/* Free t's arrays and zero it.  Accepts an empty t. */
void pp_norm_free(pp_normtext *t);

/* Find quote q in doc, starting on a line in [from_line, to_line] and
 * ending on a line no later than to_line, spaces ignored and optional
 * hyphens skipped.  Returns 1 with the match's first and one-past-last
 * index into doc in *at and *end, 0 when it is not there (or q has no
 * character but spaces).  Work is at most (characters in the lines) x
 * (characters of q). */
int pp_norm_find(const pp_normtext *doc, const pp_normtext *q, unsigned from_line,
                 unsigned to_line, size_t *at, size_t *end);

/* The normalised text of t[from, to) as UTF-8, for messages.  The caller
 * frees it. */
char *pp_norm_utf8(const pp_normtext *t, size_t from, size_t to);

/* Whether code point cp is a letter of the scripts planproof reads (ASCII
 * and Latin-1/Latin Extended-A letters): used to tell hyphenation from a
 * minus sign, and words from debris. */
int pp_norm_is_letter(unsigned cp);

#endif
