/* SPDX-License-Identifier: Apache-2.0 */
/* test_literal.c - the grammar of exact literals (spec/literal.c). */
#include <string.h>

#include "helpers.h"
#include "literal.h"

static const char *parse(lit_kind kind, const char *s)
{
	lit_value v;
	return lit_parse(&v, kind, s, strlen(s));
}

Test(literal, accepts_the_plan_literals)
{
	static const struct { lit_kind kind; const char *s; } ok[] = {
		{ LIT_RATIO, "35:1" }, { LIT_RATIO, "3:2" }, { LIT_RATIO, "0.95:1" },
		{ LIT_RATIO, "1:2" }, { LIT_RATIO, "0:1" }, { LIT_PERCENT, "5%" },
		{ LIT_PERCENT, "2.5%" }, { LIT_PERCENT, "0%" }, { LIT_DECIMAL, "50000" },
		{ LIT_DECIMAL, "0.50" }, { LIT_DECIMAL, "0" }, { LIT_INT, "36" },
		{ LIT_INT, "0" },
	};
	for (size_t i = 0; i < sizeof(ok) / sizeof(ok[0]); i++)
		cr_expect_null(parse(ok[i].kind, ok[i].s), "%s was refused", ok[i].s);
}

Test(literal, refuses_what_is_not_exact_or_not_canonical)
{
	static const struct { lit_kind kind; const char *s; const char *why; } bad[] = {
		{ LIT_RATIO, " 1:2", "spaces" }, { LIT_RATIO, "1 :2", "spaces" },
		{ LIT_RATIO, "1:2 ", "spaces" }, { LIT_DECIMAL, "1e3", "exponents" },
		{ LIT_DECIMAL, "010", "leading zeros" }, { LIT_DECIMAL, "", "empty" },
		{ LIT_RATIO, "1:0", "zero" }, { LIT_RATIO, "1:0.00", "zero" },
		{ LIT_RATIO, "35", "two terms" }, { LIT_DECIMAL, "-5", "signs" },
		{ LIT_DECIMAL, "+5", "signs" }, { LIT_DECIMAL, ".5", "decimal point" },
		{ LIT_DECIMAL, "5.", "follow the decimal point" },
		{ LIT_DECIMAL, "1,000", "separators" }, { LIT_DECIMAL, "1_000", "separators" },
		{ LIT_PERCENT, "5", "'%'" }, { LIT_PERCENT, "5 %", "spaces" },
		{ LIT_INT, "1.5", "whole number" }, { LIT_DECIMAL, "0x1F", "unexpected" },
		{ LIT_DECIMAL, "1234567890123456789012345", "too many digits" },
		{ LIT_DECIMAL, "1.1234567890123456789012345", "too many digits" },
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		const char *why = parse(bad[i].kind, bad[i].s);
		cr_expect_not_null(why, "\"%s\" was accepted", bad[i].s);
		if (why)
			cr_expect(strstr(why, bad[i].why), "\"%s\": \"%s\" does not say %s",
			          bad[i].s, why, bad[i].why);
	}
}

Test(literal, exposes_the_digit_runs)
{
	lit_value v;
	cr_assert_null(lit_parse(&v, LIT_RATIO, "0.95:12", 7));
	cr_expect_eq(v.a.int_len, 1);
	cr_expect_eq(v.a.frac_len, 2);
	cr_expect_eq(strncmp(v.a.frac_digits, "95", 2), 0);
	cr_expect_eq(v.b.int_len, 2);
	cr_expect_eq(v.b.frac_len, 0);
}
