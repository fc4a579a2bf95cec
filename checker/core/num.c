/* SPDX-License-Identifier: Apache-2.0 */
/* num.c - exact rationals from literals, and their printing (num.h). */
#include <stdlib.h>
#include <string.h>

#include "core/num.h"
#include "schema.h"
#include "util.h"

const char *num_rounding_name(num_rounding r)
{
	switch (r) {
	case NUM_HALF_EVEN: return "half-even";
	case NUM_HALF_UP: return "half-up";
	case NUM_DOWN: return "down";
	case NUM_UP: return "up";
	case NUM_FLOOR: return "floor";
	case NUM_CEILING: return "ceiling";
	}
	return "?";
}

/* Set out to the decimal d: its digits over 10^(fraction digits). */
static void from_decimal(mpq_t out, const lit_decimal *d)
{
	char digits[2 * LIT_MAX_DIGITS + 1];
	memcpy(digits, d->int_digits, d->int_len);
	memcpy(digits + d->int_len, d->frac_digits ? d->frac_digits : "", d->frac_len);
	digits[d->int_len + d->frac_len] = '\0';
	mpz_set_str(mpq_numref(out), digits, 10);
	mpz_ui_pow_ui(mpq_denref(out), 10, d->frac_len);
	mpq_canonicalize(out);
}

static void from_value(mpq_t out, const lit_value *v)
{
	from_decimal(out, &v->a);
	if (v->kind == LIT_RATIO) {
		mpq_t b;
		mpq_init(b);
		from_decimal(b, &v->b);
		mpq_div(out, out, b);
		mpq_clear(b);
	} else if (v->kind == LIT_PERCENT) {
		mpq_t hundred;
		mpq_init(hundred);
		mpq_set_ui(hundred, 100, 1);
		mpq_div(out, out, hundred);
		mpq_clear(hundred);
	}
}

pp_status num_parse(mpq_t out, lit_kind kind, const char *s, const char *file,
                    unsigned line, unsigned col, pp_error *err)
{
	lit_value v;
	const char *why = lit_parse(&v, kind, s, strlen(s));
	if (why)
		return pp_error_set(err, PP_EVALUE, file, line, col,
		                    "\"%s\" is not a valid %s: %s", s, lit_kind_name(kind), why);
	from_value(out, &v);
	return PP_OK;
}

void num_from_node(mpq_t out, const pp_node *n)
{
	lit_value v;
	lit_kind kind = spec_lit_kind(n->type ? n->type->kind : T_DECIMAL);
	/* Money and decimals may be written as plain whole numbers. */
	if (lit_parse(&v, kind, n->text, n->len) != NULL &&
	    lit_parse(&v, LIT_INT, n->text, n->len) != NULL)
		abort(); /* unreachable: the schema admitted this node */
	from_value(out, &v);
}

int num_nodes_equal(const pp_node *a, const pp_node *b)
{
	mpq_t x, y;
	mpq_inits(x, y, NULL);
	num_from_node(x, a);
	num_from_node(y, b);
	int eq = mpq_equal(x, y);
	mpq_clears(x, y, NULL);
	return eq;
}

int num_get(mpq_t out, const pp_node *map, const char *key)
{
	const pp_node *n = node_get(map, key);
	if (!n)
		return 0;
	num_from_node(out, n);
	return 1;
}

void num_round_int(mpz_t out, const mpq_t q, num_rounding r)
{
	mpz_t rem, twice;
	int sign = mpq_sgn(q);
	mpz_inits(rem, twice, NULL);
	/* Truncate toward zero, then adjust by the remainder. */
	mpz_tdiv_qr(out, rem, mpq_numref(q), mpq_denref(q));
	if (mpz_sgn(rem) != 0) {
		int away = 0;
		mpz_abs(twice, rem);
		mpz_mul_ui(twice, twice, 2);
		int cmp = mpz_cmp(twice, mpq_denref(q));
		switch (r) {
		case NUM_DOWN: away = 0; break;
		case NUM_UP: away = 1; break;
		case NUM_FLOOR: away = sign < 0; break;
		case NUM_CEILING: away = sign > 0; break;
		case NUM_HALF_UP: away = cmp >= 0; break;
		case NUM_HALF_EVEN: away = cmp > 0 || (cmp == 0 && mpz_odd_p(out)); break;
		}
		if (away) {
			if (sign > 0)
				mpz_add_ui(out, out, 1);
			else
				mpz_sub_ui(out, out, 1);
		}
	}
	mpz_clears(rem, twice, NULL);
}

void num_count_not_multiple(mpz_t out, const mpz_t lo, const mpz_t hi, unsigned long q)
{
	mpz_t a, b;
	mpz_inits(a, b, NULL);
	mpz_fdiv_q_ui(a, hi, q);              /* multiples of q up to hi */
	mpz_sub_ui(b, lo, 1);
	mpz_fdiv_q_ui(b, b, q);               /* ... below lo */
	mpz_sub(a, a, b);
	mpz_sub(out, hi, lo);
	mpz_add_ui(out, out, 1);
	mpz_sub(out, out, a);
	mpz_clears(a, b, NULL);
}

void num_round_to_step(mpq_t out, const mpq_t q, const mpq_t step, num_rounding r)
{
	mpq_t t;
	mpz_t k;
	mpq_init(t);
	mpz_init(k);
	mpq_div(t, q, step);
	num_round_int(k, t, r);
	mpq_set_z(t, k);
	mpq_mul(out, t, step);
	mpq_clear(t);
	mpz_clear(k);
}

/* Copy a GMP-allocated string into our allocation and release GMP's. */
static char *own(char *gmp_str)
{
	void (*gmp_free)(void *, size_t);
	char *s = pp_xstrdup(gmp_str);
	mp_get_memory_functions(NULL, NULL, &gmp_free);
	gmp_free(gmp_str, strlen(gmp_str) + 1);
	return s;
}

char *num_exact(const mpq_t q)
{
	return own(mpq_get_str(NULL, 10, q));
}

int num_parse_exact(mpq_t out, const char *s)
{
	size_t len = strlen(s);
	if (len == 0 || len > 4096 || strspn(s, "-0123456789/") != len)
		return 0;
	mpq_t q;
	mpq_init(q);
	int ok = mpq_set_str(q, s, 10) == 0 && mpz_sgn(mpq_denref(q)) != 0;
	if (ok) {
		/* Only the canonical text round-trips: lowest terms, positive
		 * denominator above 1, no leading zeros, no "-0". */
		mpq_canonicalize(q);
		char *back = num_exact(q);
		ok = strcmp(back, s) == 0;
		free(back);
	}
	if (ok)
		mpq_set(out, q);
	mpq_clear(q);
	return ok;
}

char *num_decimal(const mpq_t q, unsigned digits, num_rounding r)
{
	mpq_t scaled;
	mpz_t k, pow;
	pp_buf b = { 0 };
	mpq_init(scaled);
	mpz_inits(k, pow, NULL);
	mpz_ui_pow_ui(pow, 10, digits);
	mpq_set_z(scaled, pow);
	mpq_mul(scaled, scaled, q);
	num_round_int(k, scaled, r);
	int neg = mpz_sgn(k) < 0;
	mpz_abs(k, k);
	char *s = own(mpz_get_str(NULL, 10, k));
	size_t len = strlen(s);
	if (neg)
		pp_buf_putc(&b, '-');
	if (len <= digits) {
		pp_buf_puts(&b, "0");
		if (digits) {
			pp_buf_putc(&b, '.');
			for (size_t i = len; i < digits; i++)
				pp_buf_putc(&b, '0');
			pp_buf_puts(&b, s);
		}
	} else {
		pp_buf_putn(&b, s, len - digits);
		if (digits) {
			pp_buf_putc(&b, '.');
			pp_buf_puts(&b, s + len - digits);
		}
	}
	free(s);
	mpq_clear(scaled);
	mpz_clears(k, pow, NULL);
	return pp_buf_detach(&b);
}

char *num_sqrt_decimal(const mpq_t q, unsigned digits, num_rounding r)
{
	mpq_t scaled;
	mpz_t floor_s, root, lhs, rhs;
	mpq_init(scaled);
	mpz_inits(floor_s, root, lhs, rhs, NULL);
	/* scaled = q * 10^(2 digits); root = floor(sqrt(scaled)), which is
	 * isqrt(floor(scaled)) because sqrt is increasing. */
	mpz_ui_pow_ui(floor_s, 10, 2 * (unsigned long)digits);
	mpq_set_z(scaled, floor_s);
	mpq_mul(scaled, scaled, q);
	mpz_fdiv_q(floor_s, mpq_numref(scaled), mpq_denref(scaled));
	if (mpz_sgn(floor_s) < 0)
		mpz_set_ui(floor_s, 0); /* only q < 0, which the caller rules out */
	mpz_sqrt(root, floor_s);
	/* exact: root^2 == scaled.  Halfway: scaled vs (root + 1/2)^2, i.e.
	 * 4 * num vs (4 root^2 + 4 root + 1) * den. */
	mpz_mul(lhs, root, root);
	int exact = mpz_cmp(lhs, floor_s) == 0 && mpz_cmp_ui(mpq_denref(scaled), 1) == 0;
	mpz_add(lhs, lhs, root);
	mpz_mul_ui(lhs, lhs, 4);
	mpz_add_ui(lhs, lhs, 1);
	mpz_mul(lhs, lhs, mpq_denref(scaled));
	mpz_mul_ui(rhs, mpq_numref(scaled), 4);
	int cmp = mpz_cmp(rhs, lhs); /* > 0: above halfway */
	int up = 0;
	switch (r) {
	case NUM_DOWN:
	case NUM_FLOOR: up = 0; break;
	case NUM_UP:
	case NUM_CEILING: up = !exact; break;
	case NUM_HALF_UP: up = cmp >= 0; break;
	case NUM_HALF_EVEN: up = cmp > 0 || (cmp == 0 && mpz_odd_p(root)); break;
	}
	if (up)
		mpz_add_ui(root, root, 1);
	mpz_ui_pow_ui(lhs, 10, digits);
	mpq_set_num(scaled, root);
	mpq_set_den(scaled, lhs);
	mpq_canonicalize(scaled);
	char *s = num_decimal(scaled, digits, NUM_HALF_EVEN); /* exact: no rounding */
	mpq_clear(scaled);
	mpz_clears(floor_s, root, lhs, rhs, NULL);
	return s;
}

char *num_percent(const mpq_t q, unsigned digits, num_rounding r)
{
	mpq_t p;
	mpq_init(p);
	mpq_set_ui(p, 100, 1);
	mpq_mul(p, p, q);
	char *d = num_decimal(p, digits, r);
	char *s = pp_xasprintf("%s%%", d);
	free(d);
	mpq_clear(p);
	return s;
}

/* Number of fraction digits q needs as a decimal, or -1 if it has none. */
static int terminating_digits(const mpq_t q)
{
	mpz_t d;
	int twos = 0, fives = 0;
	mpz_init_set(d, mpq_denref(q));
	while (mpz_divisible_ui_p(d, 2)) {
		mpz_divexact_ui(d, d, 2);
		twos++;
	}
	while (mpz_divisible_ui_p(d, 5)) {
		mpz_divexact_ui(d, d, 5);
		fives++;
	}
	int ok = mpz_cmp_ui(d, 1) == 0;
	mpz_clear(d);
	return ok ? (twos > fives ? twos : fives) : -1;
}

char *num_plain(const mpq_t q)
{
	int digits = terminating_digits(q);
	if (digits < 0 || digits > 40)
		return num_exact(q);
	return num_decimal(q, (unsigned)digits, NUM_HALF_EVEN);
}

char *num_ratio(const mpq_t q)
{
	if (terminating_digits(q) >= 0) {
		char *a = num_plain(q);
		char *s = pp_xasprintf("%s:1", a);
		free(a);
		return s;
	}
	char *n = own(mpz_get_str(NULL, 10, mpq_numref(q)));
	char *d = own(mpz_get_str(NULL, 10, mpq_denref(q)));
	char *s = pp_xasprintf("%s:%s", n, d);
	free(n);
	free(d);
	return s;
}

/* Before main: every rational, from the first, uses GMP's memory functions
 * of num_alloc.c. */
__attribute__((constructor)) static void num_install_allocator(void)
{
	num_alloc_install();
}
