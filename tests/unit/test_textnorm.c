/* SPDX-License-Identifier: Apache-2.0 */
/* test_textnorm.c - quote normalisation (util/textnorm.c): what pdftotext
 * and OCR do to a document must not stop a typed quote from matching, and
 * nothing else may make two different texts match. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "textnorm.h"

/* The normalised form of s, as UTF-8 (caller frees). */
static char *norm(const char *s)
{
	pp_normtext t = { 0 };
	pp_norm_append(&t, s, strlen(s), 1);
	char *out = pp_norm_utf8(&t, 0, t.n);
	pp_norm_free(&t);
	return out;
}

/* Whether quote q is found in doc between lines a and b. */
static int found(const char *doc, const char *q, unsigned a, unsigned b)
{
	pp_normtext d = { 0 }, qt = { 0 };
	size_t at = 0, end = 0;
	pp_norm_append(&d, doc, strlen(doc), 1);
	pp_norm_append(&qt, q, strlen(q), 1);
	int ok = pp_norm_find(&d, &qt, a, b, &at, &end);
	pp_norm_free(&d);
	pp_norm_free(&qt);
	return ok;
}

#define EXPECT_NORM(in, want)                                                   \
	do {                                                                    \
		char *got = norm(in);                                           \
		cr_expect_str_eq(got, want, "normalising \"%s\"", in);         \
		free(got);                                                      \
	} while (0)

Test(textnorm, composes_decomposed_czech_slovak_finnish_letters)
{
	EXPECT_NORM("c\xcc\x8c" "ervena\xcc\x81", "\xc4\x8d" "erven\xc3\xa1"); /* červená */
	EXPECT_NORM("u\xcc\x8ar", "\xc5\xafr");                                /* ůr */
	EXPECT_NORM("pa\xcc\x88" "a\xcc\x88", "p\xc3\xa4\xc3\xa4");               /* pää */
	EXPECT_NORM("l\xcc\x8c" "o\xcc\x82", "\xc4\xbe\xc3\xb4");             /* ľô */
	EXPECT_NORM("Z\xcc\x8c", "\xc5\xbd");                                  /* Ž */
	/* A mark with no precomposed letter stays as it is. */
	EXPECT_NORM("q\xcc\x8c", "q\xcc\x8c");
}

Test(textnorm, ligatures_spaces_soft_hyphens_and_dashes)
{
	EXPECT_NORM("\xef\xac\x81nal \xef\xac\x82op", "final flop");
	EXPECT_NORM("ba\xc2\xad" "lí\xc4\x8d" "ek", "balí\xc4\x8d" "ek");
	EXPECT_NORM("6\xc2\xa0" "bal", "6 bal");
	EXPECT_NORM("  a \t\n  b  ", "a b ");
	EXPECT_NORM("2\xe2\x80\x93" "10", "2-10");
	EXPECT_NORM("\xe2\x80\x9e" "A\xe2\x80\x9c \xe2\x80\x99", "\"A\" '");
	EXPECT_NORM("x\xe2\x80\xa6", "x...");
	EXPECT_NORM("\xef\xbb\xbf" "a\xe2\x80\x8b" "b", "ab");
	EXPECT_NORM("\xff" "a", "\xef\xbf\xbd" "a"); /* not UTF-8 */
}

Test(textnorm, quotes_match_across_lines_columns_and_hyphenation)
{
	const char *doc = "Talon osuus on 5 % potista,\n"
	                  "kuitenkin enintään 5 euroa jack-\n"
	                  "pottiin.   Esim. 1\n";
	cr_expect(found(doc, "5 % potista, kuitenkin enintään 5 euroa", 1, 2));
	cr_expect(found(doc, "5%potista,kuitenkin", 1, 2));
	cr_expect(found(doc, "jackpottiin.", 2, 3));
	cr_expect(found(doc, "jack-pottiin", 2, 3));
	cr_expect(found(doc, "euroa jack-\n    pottiin", 1, 3));
	/* The quote must lie within its lines, and be exact otherwise. */
	cr_expect_not(found(doc, "jackpottiin.", 1, 2));
	cr_expect_not(found(doc, "Esim. 1", 1, 2));
	cr_expect(found(doc, "Esim. 1", 3, 3));
	cr_expect_not(found(doc, "talon osuus", 1, 3));
	cr_expect_not(found(doc, "5 % potista, kuitenkin enintään 6 euroa", 1, 3));
	cr_expect_not(found(doc, "   ", 1, 3));
	/* A hyphen inside a line is a character, not hyphenation. */
	cr_expect_not(found("1-4 voittajaa\n", "14 voittajaa", 1, 1));
	/* A minus after a digit at a line end stays. */
	cr_expect_not(found("2 -\n10\n", "210", 1, 2));
}

Test(textnorm, decomposed_document_matches_composed_quote)
{
	const char *doc = "Hraje se se 6 bali\xcc\x81" "c\xcc\x8c" "ky\n";
	cr_expect(found(doc, "Hraje se se 6 balíčky", 1, 1));
	cr_expect(found(doc, "6 balíčky", 1, 1));
	cr_expect_not(found(doc, "6 balicky", 1, 1));
}

Test(textnorm, match_is_located_by_line)
{
	pp_normtext d = { 0 }, q = { 0 };
	size_t at, end;
	const char *doc = "one\ntwo three\nfour\n";
	pp_norm_append(&d, doc, strlen(doc), 1);
	pp_norm_append(&q, "three four", 10, 1);
	cr_assert(pp_norm_find(&d, &q, 1, 3, &at, &end));
	cr_expect_eq(d.line[at], 2);
	cr_expect_eq(d.line[end - 1], 3);
	char *s = pp_norm_utf8(&d, at, end);
	cr_expect_str_eq(s, "three four");
	free(s);
	pp_norm_free(&d);
	pp_norm_free(&q);
}
