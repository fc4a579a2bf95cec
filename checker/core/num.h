/* SPDX-License-Identifier: Apache-2.0 */
/* num.h - exact arithmetic: the only header that includes <gmp.h> (num.c
 * and num_alloc.c use it directly).
 *
 * Every quantity planproof computes or reports is a GMP rational.  This
 * module turns the plan's literals (already recognised by spec/literal.c)
 * into canonical rationals, and prints rationals as exact fractions or as
 * decimals with an explicit, named rounding.  No floating point is used
 * anywhere.  GMP aborts on out of memory, which matches planproof's rule. */
#ifndef PP_NUM_H
#define PP_NUM_H

#include <gmp.h>

#include "literal.h"
#include "node.h"
#include "planproof.h"

typedef enum {
	NUM_HALF_EVEN,  /* to nearest, ties to even (banker's rounding) */
	NUM_HALF_UP,    /* to nearest, ties away from zero */
	NUM_DOWN,       /* toward zero (truncate) */
	NUM_UP,         /* away from zero */
	NUM_FLOOR,      /* toward minus infinity */
	NUM_CEILING     /* toward plus infinity */
} num_rounding;

/* "half-even", "half-up", "down", "up", "floor", "ceiling". */
const char *num_rounding_name(num_rounding r);

/* Parse s as a literal of kind into out (initialised by the caller).
 * A ratio "a:b" is a/b, a percentage "p%" is p/100.  Returns PP_EVALUE with
 * a message when s is not a valid literal of that kind; file, line and col
 * locate it in err. */
pp_status num_parse(mpq_t out, lit_kind kind, const char *s, const char *file,
                    unsigned line, unsigned col, pp_error *err);

/* The value of a validated literal node (ratio, percentage, money, decimal
 * or whole number).  The schema already checked it, so this can't fail. */
void num_from_node(mpq_t out, const pp_node *n);

/* Whether validated literal nodes a and b hold the same value ("0.95:1"
 * and "19:20"). */
int num_nodes_equal(const pp_node *a, const pp_node *b);

/* The value under key in map into out; returns 0 (out untouched) if absent. */
int num_get(mpq_t out, const pp_node *map, const char *key);

/* Round q to an integer. */
void num_round_int(mpz_t out, const mpq_t q, num_rounding r);

/* Round q to a multiple of step (> 0), e.g. to the smallest chip. */
void num_round_to_step(mpq_t out, const mpq_t q, const mpq_t step, num_rounding r);

/* How many integers k in [lo, hi] q (> 0) does not divide, into out, in
 * closed form: the stakes of k chips on which a share of denominator q is
 * not a whole number of chips. */
void num_count_not_multiple(mpz_t out, const mpz_t lo, const mpz_t hi, unsigned long q);

/* Texts the caller frees: "36/37", "-1/2", "5". */
char *num_exact(const mpq_t q);
/* The rational num_exact wrote, back into out: 1 when s is exactly such a
 * text (optional '-', digits, optionally '/' and digits, in lowest terms,
 * the denominator above 1, no leading zeros), else 0 and out unchanged. */
int num_parse_exact(mpq_t out, const char *s);
/* q with exactly digits fraction digits: "0.9730". */
char *num_decimal(const mpq_t q, unsigned digits, num_rounding r);
/* The square root of q (q >= 0: a variance) with exactly digits fraction
 * digits, rounded by r from the exact root: sqrt(q * 10^(2 digits)) is
 * bracketed with GMP's integer square root and compared exactly with the
 * halfway point, so no floating point is involved: "5.837838". */
char *num_sqrt_decimal(const mpq_t q, unsigned digits, num_rounding r);
/* 100*q with digits fraction digits and a % sign: "97.2973%". */
char *num_percent(const mpq_t q, unsigned digits, num_rounding r);
/* q as a terminating decimal without trailing zeros ("1800000", "0.5") if
 * it has one, else as "n/d": for amounts, which are usually exact. */
char *num_plain(const mpq_t q);
/* A payout a:b as the plan would write it ("35:1", "0.95:1", "3:2"). */
char *num_ratio(const mpq_t q);

/* Install GMP's memory functions (num_alloc.c): out of memory through
 * util's wrapper, freed small blocks kept per thread.  num.c calls it from
 * a constructor; nothing else needs to. */
void num_alloc_install(void);

#endif
