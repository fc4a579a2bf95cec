/* SPDX-License-Identifier: Apache-2.0 */
/* test_policy_odds_wording.c - "x for y" odds (issue 28): the literal reads
 * as the net ratio (x - y):y with the plan's wording kept, and malformed
 * odds are refused with a reason.  The policy's `odds_wording` is tested
 * with the other policy tables (test_policy_tables.c). */
#include <stdlib.h>
#include <string.h>

#include "core/num.h"
#include "helpers.h"
#include "literal.h"

/* The exact value of ratio literal s, as the checker reads it. */
static char *value_of(const char *s)
{
	mpq_t q;
	pp_error err;
	mpq_init(q);
	cr_assert_eq(num_parse(q, LIT_RATIO, s, "t", 1, 1, &err), PP_OK, "%s: %s", s, err.msg);
	char *text = num_exact(q);
	mpq_clear(q);
	return text;
}

static void expect_value(const char *s, const char *exact)
{
	char *got = value_of(s);
	cr_expect_str_eq(got, exact, "%s", s);
	free(got);
}

Test(odds_wording, for_odds_read_as_the_net_ratio)
{
	expect_value("8 for 1", "7");
	expect_value("8:1", "8");
	expect_value("1 for 1", "0");
	expect_value("5 for 2", "3/2");
	expect_value("2.5 for 1", "3/2");
	expect_value("1.95 for 1", "19/20");
	expect_value("1000 for 1", "999");
	expect_value("10.5 for 0.25", "41");
	cr_expect(lit_ratio_is_for("8 for 1", 7));
	cr_expect(!lit_ratio_is_for("7:1", 3));
}

Test(odds_wording, malformed_for_odds_are_refused_with_a_reason)
{
	lit_value v;
	cr_expect(strstr(lit_parse(&v, LIT_RATIO, "1 for 2", 7), "at least the second"));
	cr_expect_str_eq(lit_parse(&v, LIT_RATIO, "8 for 0", 7),
	                 "the second term of a ratio must not be zero");
	cr_expect_str_eq(lit_parse(&v, LIT_RATIO, "8  for 1", 8), "spaces are not allowed");
	cr_expect_str_eq(lit_parse(&v, LIT_RATIO, "8 For 1", 7), "spaces are not allowed");
	cr_expect_str_eq(lit_parse(&v, LIT_RATIO, "8 for", 5), "spaces are not allowed");
	cr_expect_str_eq(lit_parse(&v, LIT_RATIO, "8 for 1x", 8), "unexpected character");
	cr_expect_null(lit_parse(&v, LIT_RATIO, "8 for 1", 7));
	cr_expect(v.for_wording);
}
