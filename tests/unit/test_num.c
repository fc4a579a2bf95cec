/* SPDX-License-Identifier: Apache-2.0 */
/* test_num.c - exact arithmetic: parsing to rationals, rounding, printing. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "core/num.h"

/* The exact value of s as a literal of kind, as "n/d". */
static char *exact_of(lit_kind kind, const char *s)
{
	mpq_t q;
	pp_error err;
	mpq_init(q);
	cr_assert_eq(num_parse(q, kind, s, "t", 1, 1, &err), PP_OK, "%s", err.msg);
	char *r = num_exact(q);
	mpq_clear(q);
	return r;
}

Test(num, literals_become_canonical_rationals)
{
	static const struct { lit_kind kind; const char *s, *want; } cases[] = {
		{ LIT_RATIO, "35:1", "35" }, { LIT_RATIO, "3:2", "3/2" },
		{ LIT_RATIO, "0.95:1", "19/20" }, { LIT_RATIO, "1:2", "1/2" },
		{ LIT_RATIO, "6:4", "3/2" }, { LIT_PERCENT, "5%", "1/20" },
		{ LIT_PERCENT, "2.5%", "1/40" }, { LIT_DECIMAL, "0.50", "1/2" },
		{ LIT_DECIMAL, "1.50", "3/2" }, { LIT_DECIMAL, "50000", "50000" },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *got = exact_of(cases[i].kind, cases[i].s);
		cr_expect_str_eq(got, cases[i].want, "%s", cases[i].s);
		free(got);
	}
}

Test(num, ten_times_one_tenth_is_exactly_one)
{
	mpq_t tenth, sum;
	mpq_inits(tenth, sum, NULL);
	cr_assert_eq(num_parse(tenth, LIT_DECIMAL, "0.1", "t", 1, 1, NULL), PP_OK);
	for (int i = 0; i < 10; i++)
		mpq_add(sum, sum, tenth);
	cr_expect_eq(mpq_cmp_ui(sum, 1, 1), 0);
	mpq_clears(tenth, sum, NULL);
}

Test(num, a_bad_literal_is_a_located_error)
{
	mpq_t q;
	pp_error err;
	mpq_init(q);
	cr_expect_eq(num_parse(q, LIT_RATIO, "1:0", "plan.yaml", 7, 12, &err), PP_EVALUE);
	cr_expect_eq(err.line, 7);
	cr_expect_eq(err.col, 12);
	cr_expect(strstr(err.msg, "must not be zero"), "%s", err.msg);
	mpq_clear(q);
}

/* num_decimal(n/d, digits, r) as text. */
static char *dec(long n, unsigned long d, unsigned digits, num_rounding r)
{
	mpq_t q;
	mpq_init(q);
	mpq_set_si(q, n, d);
	mpq_canonicalize(q);
	char *s = num_decimal(q, digits, r);
	mpq_clear(q);
	return s;
}

Test(num, decimals_round_as_named)
{
	static const struct { long n; unsigned long d; unsigned digits; num_rounding r;
	                      const char *want; } cases[] = {
		{ 36, 37, 4, NUM_HALF_EVEN, "0.9730" },
		{ 1, 8, 2, NUM_HALF_EVEN, "0.12" },  /* tie to even */
		{ 3, 8, 2, NUM_HALF_EVEN, "0.38" },
		{ 1, 8, 2, NUM_HALF_UP, "0.13" },
		{ -1, 8, 2, NUM_HALF_UP, "-0.13" },
		{ 2, 3, 2, NUM_DOWN, "0.66" },
		{ -2, 3, 2, NUM_DOWN, "-0.66" },
		{ 2, 3, 2, NUM_FLOOR, "0.66" },
		{ -2, 3, 2, NUM_FLOOR, "-0.67" },
		{ 1, 3, 2, NUM_UP, "0.34" },
		{ 1, 3, 2, NUM_CEILING, "0.34" },
		{ -1, 3, 2, NUM_CEILING, "-0.33" },
		{ 5, 2, 0, NUM_HALF_EVEN, "2" },
		{ 7, 2, 0, NUM_HALF_EVEN, "4" },
		{ 1800000, 1, 2, NUM_HALF_EVEN, "1800000.00" },
		{ 1, 1000, 2, NUM_HALF_EVEN, "0.00" },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *s = dec(cases[i].n, cases[i].d, cases[i].digits, cases[i].r);
		cr_expect_str_eq(s, cases[i].want, "%ld/%lu %s", cases[i].n, cases[i].d,
		                 num_rounding_name(cases[i].r));
		free(s);
	}
}

Test(num, percent_plain_and_ratio_texts)
{
	mpq_t q;
	mpq_init(q);
	mpq_set_ui(q, 36, 37);
	char *p = num_percent(q, 4, NUM_HALF_EVEN);
	cr_expect_str_eq(p, "97.2973%");
	free(p);
	mpq_set_ui(q, 1, 2);
	char *a = num_plain(q), *r = num_ratio(q);
	cr_expect_str_eq(a, "0.5");
	cr_expect_str_eq(r, "0.5:1");
	free(a);
	free(r);
	mpq_set_ui(q, 11, 3);
	a = num_plain(q);
	r = num_ratio(q);
	cr_expect_str_eq(a, "11/3");
	cr_expect_str_eq(r, "11:3");
	free(a);
	free(r);
	mpq_clear(q);
}

Test(num, rounding_to_a_chip)
{
	mpq_t q, step, out;
	mpq_inits(q, step, out, NULL);
	mpq_set_ui(q, 19, 4);      /* 4.75 */
	mpq_set_ui(step, 1, 2);    /* 0.50 chip */
	num_round_to_step(out, q, step, NUM_DOWN);
	cr_expect_eq(mpq_cmp_ui(out, 9, 2), 0);
	num_round_to_step(out, q, step, NUM_UP);
	cr_expect_eq(mpq_cmp_ui(out, 5, 1), 0);
	mpq_clears(q, step, out, NULL);
}
