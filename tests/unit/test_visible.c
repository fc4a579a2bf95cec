/* SPDX-License-Identifier: Apache-2.0 */
/* test_visible.c - text for a terminal (util/utf8.c pp_buf_put_visible):
 * what prints as itself is copied, in runs, and every control, malformed
 * byte, line separator and bidirectional override becomes a visible escape,
 * wherever it falls in the text. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "util.h"

static void expect_visible(const char *in, const char *want)
{
	pp_buf b = { 0 };
	pp_buf_put_visible(&b, in);
	cr_expect_str_eq(b.data, want, "visible form of \"%s\"", in);
	pp_buf_free(&b);
}

Test(visible, printable_text_is_copied_as_it_is)
{
	expect_visible("", "");
	expect_visible("plain ASCII ~!", "plain ASCII ~!");
	expect_visible("Sázka č. 5 – €", "Sázka č. 5 – €");
}

Test(visible, controls_become_escapes_anywhere)
{
	expect_visible("a\nb", "a\\nb");
	expect_visible("\r\t", "\\r\\t");
	expect_visible("\x1b[31mred", "\\x1b[31mred");
	expect_visible("bell\a", "bell\\x07");
	expect_visible("del\x7f", "del\\x7f");
	expect_visible("id\nfile:1: error: forged", "id\\nfile:1: error: forged");
}

Test(visible, c1_separators_and_overrides_become_escapes)
{
	expect_visible("x\xc2\x85y", "x\\u0085y");           /* U+0085 NEL */
	expect_visible("\xe2\x80\xa8", "\\u2028");            /* line separator */
	expect_visible("\xe2\x80\xa9", "\\u2029");            /* paragraph separator */
	expect_visible("a\xe2\x80\xae" "b", "a\\u202eb");        /* right-to-left override */
	expect_visible("\xe2\x81\xa6z", "\\u2066z");          /* left-to-right isolate */
	expect_visible("\xe2\x80\xa7", "\xe2\x80\xa7");       /* U+2027 prints as itself */
}

Test(visible, malformed_bytes_become_escapes)
{
	expect_visible("ok\xff", "ok\\xff");
	expect_visible("\xc3", "\\xc3");
	expect_visible("\xc3(č", "\\xc3(č");
}
