/* SPDX-License-Identifier: Apache-2.0 */
/* literal.c - strict recognition of exact literals (see literal.h). */
#include <string.h>

#include "literal.h"

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static int all_zero(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (s[i] != '0')
			return 0;
	return 1;
}

/* Scan one decimal at s[*pos..end).  allow_frac: whether "." may follow. */
static const char *scan_decimal(lit_decimal *d, const char *s, size_t *pos,
                                size_t end, int allow_frac)
{
	size_t i = *pos;
	memset(d, 0, sizeof(*d));
	if (i >= end)
		return "a number is missing";
	if (s[i] == '-' || s[i] == '+')
		return "signs are not allowed";
	if (s[i] == ' ' || s[i] == '\t')
		return "spaces are not allowed";
	if (s[i] == '.')
		return "a digit must come before the decimal point";
	size_t start = i;
	while (i < end && is_digit(s[i]))
		i++;
	if (i == start)
		return "a digit was expected";
	if (i - start > 1 && s[start] == '0')
		return "leading zeros are not allowed";
	if (i - start > LIT_MAX_DIGITS)
		return "the number has too many digits";
	d->int_digits = s + start;
	d->int_len = i - start;
	if (i < end && s[i] == '.') {
		if (!allow_frac)
			return "a whole number was expected";
		size_t f = ++i;
		while (i < end && is_digit(s[i]))
			i++;
		if (i == f)
			return "a digit must follow the decimal point";
		if (i - f > LIT_MAX_DIGITS)
			return "the number has too many digits";
		d->frac_digits = s + f;
		d->frac_len = i - f;
	}
	*pos = i;
	return NULL;
}

/* Explain a character that cannot continue a literal. */
static const char *unexpected(char c)
{
	if (c == ' ' || c == '\t')
		return "spaces are not allowed";
	if (c == 'e' || c == 'E')
		return "exponents are not allowed; write the digits out";
	if (c == ',' || c == '_' || c == '\'')
		return "digit separators are not allowed";
	return "unexpected character";
}

/* The decimal d as whole digits scaled to frac fraction digits (at least
 * its own), with int_len + frac digits into out; returns the count. */
static size_t scaled(const lit_decimal *d, size_t frac, char *out)
{
	memcpy(out, d->int_digits, d->int_len);
	for (size_t i = 0; i < frac; i++)
		out[d->int_len + i] = i < d->frac_len ? d->frac_digits[i] : '0';
	return d->int_len + frac;
}

/* "x for y" odds: the net term x - y of v into v->a (its digits in
 * v->net_digits), y staying v->b.  Returns a message when x < y. */
static const char *net_of_for(lit_value *v)
{
	char x[2 * LIT_MAX_DIGITS + 1], y[2 * LIT_MAX_DIGITS + 1];
	size_t frac = v->a.frac_len > v->b.frac_len ? v->a.frac_len : v->b.frac_len;
	size_t nx = scaled(&v->a, frac, x), ny = scaled(&v->b, frac, y);
	/* Right-aligned subtraction of the digit strings, x - y. */
	char *r = v->net_digits;
	size_t n = nx > ny ? nx : ny;
	int borrow = 0;
	for (size_t i = 0; i < n; i++) {
		int dx = i < nx ? x[nx - 1 - i] - '0' : 0;
		int dy = (i < ny ? y[ny - 1 - i] - '0' : 0) + borrow;
		borrow = dx < dy;
		r[n - 1 - i] = (char)('0' + dx + (borrow ? 10 : 0) - dy);
	}
	if (borrow)
		return "in \"x for y\" odds the first term includes the stake and must be "
		       "at least the second";
	r[n] = '\0';
	size_t lead = 0; /* leading zeros of the whole part, keeping one digit */
	while (lead + 1 < n - frac && r[lead] == '0')
		lead++;
	v->a.int_digits = r + lead;
	v->a.int_len = n - frac - lead;
	v->a.frac_digits = frac ? r + n - frac : NULL;
	v->a.frac_len = frac;
	v->for_wording = 1;
	return NULL;
}

/* Whether " for " follows at s[pos]. */
static int for_at(const char *s, size_t pos, size_t len)
{
	return len - pos > 5 && memcmp(s + pos, " for ", 5) == 0;
}

int lit_ratio_is_for(const char *s, size_t len)
{
	for (size_t i = 0; i + 5 < len; i++)
		if (memcmp(s + i, " for ", 5) == 0)
			return 1;
	return 0;
}

const char *lit_parse(lit_value *out, lit_kind kind, const char *s, size_t len)
{
	size_t pos = 0;
	const char *why;
	memset(out, 0, sizeof(*out));
	out->kind = kind;
	if (len == 0)
		return "the value is empty";
	why = scan_decimal(&out->a, s, &pos, len, kind != LIT_INT);
	if (why)
		return why;
	switch (kind) {
	case LIT_INT:
	case LIT_DECIMAL:
		break;
	case LIT_PERCENT:
		if (pos >= len || s[pos] != '%')
			return pos < len ? unexpected(s[pos])
			                 : "a '%' sign must follow the number";
		pos++;
		break;
	case LIT_RATIO: {
		int odds_for = for_at(s, pos, len);
		if (!odds_for && (pos >= len || s[pos] != ':'))
			return pos < len ? unexpected(s[pos])
			                 : "a ratio needs two terms, as in \"35:1\"";
		pos += odds_for ? 5 : 1;
		why = scan_decimal(&out->b, s, &pos, len, 1);
		if (why)
			return why;
		if (all_zero(out->b.int_digits, out->b.int_len) &&
		    all_zero(out->b.frac_digits, out->b.frac_len))
			return "the second term of a ratio must not be zero";
		if (odds_for && pos == len) {
			why = net_of_for(out);
			if (why)
				return why;
		}
		break;
	}
	}
	if (pos < len)
		return unexpected(s[pos]);
	return NULL;
}

const char *lit_kind_name(lit_kind kind)
{
	switch (kind) {
	case LIT_INT: return "whole number";
	case LIT_DECIMAL: return "decimal";
	case LIT_RATIO: return "ratio";
	case LIT_PERCENT: return "percentage";
	}
	return "literal";
}

const char *lit_kind_example(lit_kind kind)
{
	switch (kind) {
	case LIT_INT: return "36";
	case LIT_DECIMAL: return "0.50";
	case LIT_RATIO: return "35:1";
	case LIT_PERCENT: return "5%";
	}
	return "";
}
