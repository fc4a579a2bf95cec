/* SPDX-License-Identifier: Apache-2.0 */
/* literal.h - the grammar of the plan's exact literals.
 *
 * Ratios ("35:1", "0.95:1"), percentages ("5%"), decimals and money
 * ("50000", "0.50") and integers are recognised here, syntactically and
 * without any arithmetic, so that the loader can reject a bad literal with
 * its location and the arithmetic module (checker/core/num.c, the only GMP user)
 * can convert one it knows to be well formed.  The grammar is strict on
 * purpose: no spaces, signs, exponents, thousands separators or leading
 * zeros, and at most LIT_MAX_DIGITS digits on either side of the point. */
#ifndef PP_LITERAL_H
#define PP_LITERAL_H

#include <stddef.h>

#define LIT_MAX_DIGITS 24

typedef enum {
	LIT_INT,      /* 0 | [1-9][0-9]*                 */
	LIT_DECIMAL,  /* int ( "." [0-9]+ )?            */
	LIT_RATIO,    /* decimal ":" decimal, second > 0; or "x for y" odds:
	               * decimal " for " decimal, x >= y > 0, read as the
	               * net ratio (x - y):y (the stake is included in x) */
	LIT_PERCENT   /* decimal "%"                     */
} lit_kind;

/* A decimal as its digit runs: int digits, then fraction digits (may be
 * empty).  Both point into the parsed string. */
typedef struct {
	const char *int_digits;
	size_t int_len;
	const char *frac_digits;
	size_t frac_len;
} lit_decimal;

/* A parsed literal.  For LIT_RATIO a:b both terms are set; otherwise a.
 * For "x for y" odds (for_wording set) a is the net term x - y, whose
 * digits live in net_digits: a lit_value must not be copied while its
 * terms are read. */
typedef struct {
	lit_kind kind;
	lit_decimal a, b;
	int for_wording;
	char net_digits[2 * LIT_MAX_DIGITS + 2];
} lit_value;

/* Parse s (len bytes) as a literal of kind.  Returns NULL on success, else
 * a static message saying what is wrong ("leading zeros are not allowed").
 * The pointers in *out point into s. */
const char *lit_parse(lit_value *out, lit_kind kind, const char *s, size_t len);

/* Whether the ratio s (len bytes, well formed) is written as "x for y"
 * odds (the stake included) rather than "a:b". */
int lit_ratio_is_for(const char *s, size_t len);

/* A name for kind as used in messages: "ratio", "percentage", ... */
const char *lit_kind_name(lit_kind kind);

/* An example literal of kind, for messages: "35:1". */
const char *lit_kind_example(lit_kind kind);

#endif
