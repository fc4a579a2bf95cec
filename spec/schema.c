/* SPDX-License-Identifier: Apache-2.0 */
/* schema.c - validate a loaded tree against the plan format (schema.h). */
#include <stdio.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "schema.h"
#include "gift.h"
#include "soft.h"
#include "util.h"

/* Where the validator's errors go: up to cap located errors, in document
 * order, so one run reports every independent mistake (the first is the
 * pp_error the single-error API returns). */
typedef struct {
	pp_error *errs;
	size_t cap, n;
	int anchors;     /* a plan: every mapping may carry `anchor` and `anchors` */
} spec_errs;

static pp_status fail_at(spec_errs *err, pp_status code, const char *file, unsigned line,
                         unsigned col, const char *fmt, ...) PP_PRINTF(6, 7);

static pp_status fail_at(spec_errs *err, pp_status code, const char *file, unsigned line,
                         unsigned col, const char *fmt, ...)
{
	char msg[sizeof(err->errs->msg)];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (err->n < err->cap)
		pp_error_set(&err->errs[err->n++], code, file, line, col, "%s", msg);
	return code;
}

static pp_status fail(spec_errs *err, const pp_node *n, pp_status code,
                      const char *fmt, ...) PP_PRINTF(4, 5);

static pp_status fail(spec_errs *err, const pp_node *n, pp_status code,
                      const char *fmt, ...)
{
	char msg[sizeof(err->errs->msg)];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return fail_at(err, code, n->file, n->line, n->col, "%s", msg);
}

/* What a value is called in messages (where(n).s): its key (`payout`),
 * a list item by its list's key and its 0-based index (`cards[0]`,
 * `lines[1]`, `rows[2][0]` in a list of lists), or `document`.  Returned
 * by value: the text lives until the end of the full expression that
 * calls where, which is the message's fail() (C11 6.2.4p8). */
typedef struct {
	char s[160];
} value_name;

static value_name where(const pp_node *n)
{
	value_name v;
	size_t at[8], depth = 0;
	const pp_node *p = n;
	for (; !p->key && p->parent && depth < sizeof(at) / sizeof(at[0]); p = p->parent)
		at[depth++] = p->index;
	/* p: the nearest node with a key, else the root (or a list item eight
	 * lists deep, named `item`). */
	snprintf(v.s, sizeof(v.s), "%s",
	         p->key ? p->key : depth || p->parent ? "item" : "document");
	while (depth--) {
		size_t used = strlen(v.s);
		snprintf(v.s + used, sizeof(v.s) - used, "[%zu]", at[depth]);
	}
	return v;
}

lit_kind spec_lit_kind(spec_kind kind)
{
	switch (kind) {
	case T_RATIO: return LIT_RATIO;
	case T_PERCENT: return LIT_PERCENT;
	case T_INT: return LIT_INT;
	default: return LIT_DECIMAL;
	}
}

static int ieq(const char *a, const char *b)
{
	for (; *a && *b; a++, b++) {
		char x = *a >= 'A' && *a <= 'Z' ? (char)(*a + 32) : *a;
		char y = *b >= 'A' && *b <= 'Z' ? (char)(*b + 32) : *b;
		if (x != y)
			return 0;
	}
	return *a == *b;
}

/* Words YAML 1.1 or 1.2 tools read as booleans or null when unquoted. */
static int is_yaml_keyword(const char *s)
{
	static const char *const words[] = { "y", "n", "yes", "no", "on", "off",
		"true", "false", "null", "~", ".inf", "-.inf", "+.inf", ".nan", NULL };
	for (size_t i = 0; words[i]; i++)
		if (ieq(s, words[i]))
			return 1;
	return 0;
}

/* Skip a run of characters in set (and underscores when us); returns the
 * count of characters from set. */
static size_t span(const char **p, const char *set, int us)
{
	size_t n = 0;
	for (; **p && (strchr(set, **p) || (us && **p == '_')); (*p)++)
		n += **p != '_';
	return n;
}

static const char dec[] = "0123456789";

/* Plain text that a YAML 1.1 or 1.2 tool reads as a number or a date:
 * integers in any base (0x1F, 0o17, 010, 0b101, 1_000), decimals and
 * exponents (1.5, .5, 1e3), sexagesimal numbers (35:1, 1:30:00) and ISO
 * dates (2024-01-01).  Ids such as `b0`, `e5` or `1-2` are text to every
 * tool and are accepted plain. */
static int looks_numeric(const char *s)
{
	const char *p = s;
	size_t lead;
	if (strlen(s) >= 8 && span(&p, dec, 0) == 4 && *p == '-') { /* a date */
		p++;
		if (span(&p, dec, 0) - 1 < 2 && *p == '-' && (p++, span(&p, dec, 0) - 1 < 2))
			return 1;
		p = s;
	}
	if (*p == '+' || *p == '-')
		p++;
	if (p[0] == '0' && strchr("xXoObB", p[1]) && p[1]) {
		const char *set = strchr("xX", p[1]) ? "0123456789abcdefABCDEF"
		                : strchr("oO", p[1]) ? "01234567" : "01";
		p += 2;
		return span(&p, set, 1) > 0 && *p == '\0';
	}
	if (*p == '_')
		return 0;
	lead = span(&p, dec, 1);
	while (lead && *p == ':') { /* sexagesimal */
		p++;
		if (span(&p, dec, 0) == 0)
			return 0;
	}
	if (*p == '.') {
		p++;
		if (span(&p, dec, 1) == 0 && lead == 0)
			return 0;
	} else if (lead == 0) {
		return 0;
	}
	if (*p == 'e' || *p == 'E') {
		p++;
		if (*p == '+' || *p == '-')
			p++;
		if (span(&p, dec, 0) == 0)
			return 0;
	}
	return *p == '\0';
}

static pp_status check_text(const pp_node *n, spec_errs *err)
{
	int blank = 1;
	for (size_t i = 0; i < n->len && blank; i++)
		blank = n->text[i] == ' ' || n->text[i] == '\t' || n->text[i] == '\n';
	if (!n->plain && blank)
		return fail(err, n, PP_ESCHEMA, "`%s` is empty; write its value%s", where(n).s,
		            n->parent && n->parent->kind == NODE_MAP ? " (or leave the key out)" : "");
	if (!n->plain)
		return PP_OK;
	if (n->len == 0)
		return fail(err, n, PP_ESCHEMA, "`%s` has no value", where(n).s);
	if (is_yaml_keyword(n->text) || looks_numeric(n->text))
		return fail(err, n, PP_ESCHEMA,
		            "`%s: %s` would be read as a %s by YAML tools; quote it: \"%s\"",
		            where(n).s, n->text,
		            is_yaml_keyword(n->text) ? "boolean or null" : "number or date",
		            n->text);
	return PP_OK;
}

static pp_status check_int(const pp_node *n, const spec_type *t, spec_errs *err)
{
	lit_value v;
	const char *why;
	if (!n->plain)
		return fail(err, n, PP_ESCHEMA,
		            "`%s` is a whole number: write it without quotes", where(n).s);
	why = lit_parse(&v, LIT_INT, n->text, n->len);
	if (why)
		return fail(err, n, PP_EVALUE, "`%s: %s` is not a whole number: %s",
		            where(n).s, n->text, why);
	/* More than 15 digits is beyond every range (and node_int's). */
	long long x = v.a.int_len > 15 ? LLONG_MAX : node_int(n);
	if (x < t->min || (t->max && x > t->max))
		return fail(err, n, PP_EVALUE, "`%s: %s` is out of range %lld..%lld",
		            where(n).s, n->text, t->min, t->max);
	if (v.a.int_len > 15)
		return fail(err, n, PP_EVALUE, "`%s: %s` is out of range: at least %lld and at "
		            "most 15 digits", where(n).s, n->text, t->min);
	return PP_OK;
}

static pp_status check_bool(const pp_node *n, spec_errs *err)
{
	if (n->plain && (strcmp(n->text, "true") == 0 || strcmp(n->text, "false") == 0))
		return PP_OK;
	return fail(err, n, PP_ESCHEMA, "`%s: %s` must be true or false (unquoted)",
	            where(n).s, n->text);
}

/* A literal whose type requires it above zero (a chip, a rounding step:
 * amounts are divided by it) must have a non-zero digit. */
static pp_status check_positive(const pp_node *n, const spec_type *t, const lit_value *v,
                                spec_errs *err)
{
	if (t->min <= 0 || t->kind == T_INT)
		return PP_OK;
	for (size_t i = 0; i < v->a.int_len; i++)
		if (v->a.int_digits[i] != '0')
			return PP_OK;
	for (size_t i = 0; i < v->a.frac_len; i++)
		if (v->a.frac_digits[i] != '0')
			return PP_OK;
	return fail(err, n, PP_EVALUE, "`%s: %s` must be greater than zero", where(n).s, n->text);
}

/* Whether a plain fraction is all zeros ("5.0", "12.000"). */
static int zero_fraction(const lit_value *v)
{
	for (size_t i = 0; i < v->a.frac_len; i++)
		if (v->a.frac_digits[i] != '0')
			return 0;
	return 1;
}

/* Whether plain scalar n is read as the string of a literal of type t.
 * YAML 1.2 (what editors use) reads a plain `35:1` or `5%` as a string,
 * and the field's type says what that string is, so a plain ratio or
 * percentage means what its quoted form means.  A plain `5.0` is the
 * whole number 5 in every YAML tool (and to an editor's JSON Schema,
 * which cannot tell it from 5): exact, so a money or decimal field takes
 * it, up to 15 digits (beyond that an editor's float would round it). */
static int plain_literal(const pp_node *n, const spec_type *t)
{
	lit_value v;
	if (t->kind == T_RATIO)
		return strchr(n->text, ':') != NULL;
	if (t->kind == T_PERCENT)
		return strchr(n->text, '%') != NULL;
	return (t->kind == T_MONEY || t->kind == T_DECIMAL) &&
	       lit_parse(&v, LIT_DECIMAL, n->text, n->len) == NULL && zero_fraction(&v) &&
	       v.a.int_len <= 15;
}

/* Ratios, percentages, money and decimals: exact literals. */
static pp_status check_literal(const pp_node *n, const spec_type *t, spec_errs *err)
{
	lit_kind kind = spec_lit_kind(t->kind);
	lit_value v;
	const char *why;
	if (n->plain && !plain_literal(n, t)) {
		int whole = lit_parse(&v, LIT_INT, n->text, n->len) == NULL;
		if ((t->kind == T_MONEY || t->kind == T_DECIMAL) && whole)
			return check_positive(n, t, &v, err); /* exact in every YAML tool */
		if (n->len == 0)
			return fail(err, n, PP_ESCHEMA, "`%s` has no value", where(n).s);
		return fail(err, n, PP_ESCHEMA,
		            "`%s: %s` is a bare YAML %s; write the %s as a quoted string, e.g. \"%s\"",
		            where(n).s, n->text, looks_numeric(n->text) ? "number" : "scalar",
		            lit_kind_name(kind),
		            t->kind == T_RATIO && lit_parse(&v, LIT_DECIMAL, n->text, n->len) == NULL
		                    ? "0.95:1" : lit_kind_example(kind));
	}
	why = lit_parse(&v, kind, n->text, n->len);
	if (why)
		return fail(err, n, PP_EVALUE, n->plain ? "`%s: %s` is not a valid %s: %s"
		                                        : "`%s: \"%s\"` is not a valid %s: %s",
		            where(n).s, n->text, lit_kind_name(kind), why);
	return check_positive(n, t, &v, err);
}

static pp_status check_date(const pp_node *n, spec_errs *err)
{
	static const int days[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	const char *s = n->text;
	/* Plain or quoted: YAML 1.2 reads a plain 2025-02-12 as a string. */
	int ok = n->len == 10 && s[4] == '-' && s[7] == '-', shape;
	for (int i = 0; ok && i < 10; i++)
		if (i != 4 && i != 7 && (s[i] < '0' || s[i] > '9'))
			ok = 0;
	shape = ok; /* written right; is it a real day? */
	if (ok) {
		int y = (s[0] - '0') * 1000 + (s[1] - '0') * 100 + (s[2] - '0') * 10 + (s[3] - '0');
		int m = (s[5] - '0') * 10 + (s[6] - '0');
		int d = (s[8] - '0') * 10 + (s[9] - '0');
		int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
		ok = m >= 1 && m <= 12 && d >= 1 && d <= days[m - 1] && (m != 2 || d <= 28 + leap);
	}
	if (!ok && shape)
		return fail(err, n, PP_EVALUE, n->plain ? "`%s: %s` is not a date of the calendar"
		                                        : "`%s: \"%s\"` is not a date of the calendar",
		            where(n).s, n->text);
	if (!ok)
		return fail(err, n, PP_EVALUE,
		            "`%s: %s` must be a date written as a quoted \"YYYY-MM-DD\"",
		            where(n).s, n->text);
	return PP_OK;
}

static pp_status check_enum(const pp_node *n, const spec_type *t, spec_errs *err)
{
	pp_buf b = { 0 };
	for (size_t i = 0; t->values[i]; i++)
		if (strcmp(n->text, t->values[i]) == 0)
			return PP_OK;
	for (size_t i = 0; t->values[i]; i++)
		pp_buf_printf(&b, "%s%s", i ? ", " : "", t->values[i]);
	pp_status st = fail(err, n, PP_ESCHEMA, "`%s: %s` must be one of: %s",
	                    where(n).s, n->text, b.data);
	pp_buf_free(&b);
	return st;
}

static pp_status validate(pp_node *n, const spec_type *t, spec_errs *err);

static const spec_field *find_field(const spec_field *fields, const char *key)
{
	for (size_t i = 0; fields && fields[i].name; i++)
		if (strcmp(fields[i].name, key) == 0)
			return &fields[i];
	return NULL;
}

/* Whether b is a with one word swapped for its opposite (fee_max and
 * fee_min): such a key is never offered as "did you mean", because taking
 * the hint would turn a ceiling into a floor. */
static int opposite_key(const char *a, const char *b)
{
	static const char *const pairs[][2] = { { "min", "max" }, { "floor", "ceiling" },
		{ "before", "after" }, { "player", "banker" }, { "gross", "net" },
		{ "upper", "lower" }, { "low", "high" }, { "first", "last" },
		{ "hit", "stand" }, { "soft", "hard" }, { "win", "lose" }, { "in", "out" },
		{ "open", "closed" }, { "from", "to" }, { "above", "below" } };
	char swapped[256];
	for (size_t i = 0; i < PP_ARRAY_LEN(pairs); i++)
		for (int d = 0; d < 2; d++) {
			const char *x = pairs[i][d], *y = pairs[i][!d];
			for (const char *p = strstr(a, x); p; p = strstr(p + 1, x)) {
				int n = snprintf(swapped, sizeof(swapped), "%.*s%s%s", (int)(p - a), a, y,
				                 p + strlen(x));
				if (n > 0 && (size_t)n < sizeof(swapped) && strcmp(swapped, b) == 0)
					return 1;
			}
		}
	return 0;
}

/* The closest known key to a misspelt one, or NULL. */
static const char *suggest(const spec_field *a, const spec_field *b, const char *key)
{
	const char *best = NULL;
	size_t best_d = 3;
	const spec_field *sets[2] = { a, b };
	for (size_t s = 0; s < 2; s++)
		for (size_t i = 0; sets[s] && sets[s][i].name; i++) {
			size_t d = pp_edit_distance(key, sets[s][i].name, 2);
			if (d < best_d && !opposite_key(key, sets[s][i].name)) {
				best_d = d;
				best = sets[s][i].name;
			}
		}
	return best;
}

/* Whether v is the word `unstated` written for an open rule.  An enum that
 * lists `unstated` among its values keeps it as an ordinary value. */
static int is_unstated(const pp_node *v, const spec_field *f)
{
	if (!(f->flags & (SPEC_OPEN | SPEC_UNSTATED_VALUE)) || v->kind != NODE_SCALAR || !v->plain ||
	    strcmp(v->text, "unstated") != 0)
		return 0;
	if (f->type->kind == T_ENUM)
		for (size_t i = 0; f->type->values[i]; i++)
			if (strcmp(f->type->values[i], "unstated") == 0)
				return 0;
	return 1;
}

/* When v sits under a deprecated key whose new name is a field of this
 * mapping (and is not written too), rename it and return the field. */
static const spec_field *resolve_alias(const pp_node *n, pp_node *v, const spec_field *a,
                                       const spec_field *b)
{
	const spec_alias *al = spec_alias_find(v->key);
	const spec_field *f;
	if (!al || node_get_raw(n, al->new_key))
		return NULL;
	f = find_field(a, al->new_key);
	if (!f)
		f = find_field(b, al->new_key);
	if (!f)
		return NULL;
	v->alias_of = al->old_key;
	v->key = al->new_key; /* static, like every alias table entry */
	return f;
}

/* Whether a key of map n is unknown and taken for name (then the missing
 * key and the misspelt one are one mistake, reported once). */
static int misspelt_as(const pp_node *n, const spec_field *a, const spec_field *b,
                       const char *name)
{
	for (size_t i = 0; i < n->n; i++) {
		const char *key = n->items[i]->key;
		const char *s;
		if (find_field(a, key) || find_field(b, key))
			continue;
		s = suggest(a, b, key);
		if (s && strcmp(s, name) == 0)
			return 1;
	}
	return 0;
}

/* `anchor` (the mapping's own) and `anchors` (one per scalar key of the
 * mapping n it sits in), accepted on every mapping of a plan. */
static pp_status validate_anchor_key(const pp_node *n, pp_node *v, spec_errs *err)
{
	pp_status worst = PP_OK;
	if (strcmp(v->key, "anchor") == 0)
		return validate(v, &spec_anchor_type, err);
	v->type = &spec_anchor_map_type;
	if (v->kind != NODE_MAP)
		return fail(err, v, PP_ESCHEMA, "`anchors` must be a mapping of keys of this %s "
		            "to their anchors", n->type ? n->type->what : "mapping");
	for (size_t i = 0; i < v->n; i++) {
		pp_node *a = v->items[i];
		const pp_node *target = node_get_raw(n, a->key);
		pp_status st;
		if (!target || strcmp(a->key, "anchor") == 0 || strcmp(a->key, "anchors") == 0)
			st = fail_at(err, PP_ESCHEMA, v->file, a->key_line, a->key_col,
			             "`anchors` names `%s`, which is not a key of this mapping", a->key);
		else
			st = validate(a, &spec_anchor_type, err);
		worst = worst ? worst : st;
	}
	return worst;
}

static int is_anchor_key(const spec_errs *err, const char *key)
{
	return err->anchors && (strcmp(key, "anchor") == 0 || strcmp(key, "anchors") == 0);
}

/* Validate a mapping against one or two field tables (a game's common and
 * family fields); what names the mapping in messages. */
static pp_status validate_fields(pp_node *n, const spec_field *a,
                                 const spec_field *b, const char *what,
                                 spec_errs *err)
{
	pp_status st, worst = PP_OK;
	for (size_t i = 0; i < n->n; i++) {
		pp_node *v = n->items[i];
		const spec_field *f = find_field(a, v->key);
		if (!f)
			f = find_field(b, v->key);
		if (!f)
			f = resolve_alias(n, v, a, b);
		if (!f && is_anchor_key(err, v->key)) {
			st = validate_anchor_key(n, v, err);
			worst = worst ? worst : st;
			continue;
		}
		if (!f) {
			const char *s = suggest(a, b, v->key);
			st = fail_at(err, PP_ESCHEMA, n->file, v->key_line, v->key_col,
			             "unknown key `%s` in %s%s%s%s", v->key, what,
			             s ? " (did you mean `" : "", s ? s : "", s ? "`?)" : "");
			worst = worst ? worst : st;
			continue;
		}
		if (spec_soft_unwrap(n, i, f) || spec_gift_unwrap(n, i, f))
			v = n->items[i]; /* `{may: v}`, `{cash: v, gift: g}`: v, marked */
		if (is_unstated(v, f)) {
			v->type = f->type;
			v->unstated = 1;
			continue;
		}
		st = validate(v, f->type, err);
		worst = worst ? worst : st;
	}
	const spec_field *sets[2] = { a, b };
	for (size_t s = 0; s < 2; s++)
		for (size_t i = 0; sets[s] && sets[s][i].name; i++)
			if ((sets[s][i].flags & SPEC_REQUIRED) && !node_get(n, sets[s][i].name) &&
			    !misspelt_as(n, a, b, sets[s][i].name)) {
				st = fail(err, n, PP_ESCHEMA, "%s is missing required key `%s` (%s)",
				          what, sets[s][i].name, sets[s][i].doc);
				worst = worst ? worst : st;
			}
	return worst;
}

/* Exactly one of t->one_of is written in mapping n. */
static pp_status check_one_of(const pp_node *n, const spec_type *t, spec_errs *err)
{
	size_t written = 0;
	pp_buf keys = { 0 };
	if (!t->one_of)
		return PP_OK;
	for (size_t i = 0; t->one_of[i]; i++) {
		written += node_get_raw(n, t->one_of[i]) != NULL;
		pp_buf_printf(&keys, "%s`%s`", i ? (t->one_of[i + 1] ? ", " : " or ") : "",
		              t->one_of[i]);
	}
	pp_status st = written == 1 ? PP_OK
	               : fail(err, n, PP_ESCHEMA, "%s needs exactly one of %s, not %zu",
	                      t->what, keys.data, written);
	pp_buf_free(&keys);
	return st;
}

static pp_status validate_game(pp_node *n, spec_errs *err)
{
	const pp_node *fam = node_get(n, "family");
	if (!fam || fam->kind != NODE_SCALAR)
		return fail(err, n, PP_ESCHEMA, "game is missing required key `family`");
	const spec_family *f = spec_family_find(fam->text);
	if (!f) {
		pp_buf b = { 0 };
		for (size_t i = 0; spec_families[i]; i++)
			pp_buf_printf(&b, "%s%s", i ? ", " : "", spec_families[i]->name);
		pp_status st = fail(err, fam, PP_ESCHEMA,
		                    "unknown game family `%s`; known families: %s",
		                    fam->text, b.data);
		pp_buf_free(&b);
		return st;
	}
	char what[96];
	snprintf(what, sizeof(what), "%s game", f->name);
	return validate_fields(n, spec_game_fields, f->fields, what, err);
}

/* FNV-1a of a NUL-terminated text. */
static size_t text_hash(const char *s)
{
	size_t h = (size_t)14695981039346656037ull;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * (size_t)1099511628211ull;
	return h;
}

/* Refuse a second item of list n with the same identity key, in one pass:
 * an open-addressing table of the names seen, so a list of 49,000 wheel
 * segments costs 49,000 lookups, not a billion comparisons. */
static pp_status check_identities(const pp_node *n, const spec_type *t, spec_errs *err)
{
	size_t cap = 16, mask;
	pp_status worst = PP_OK;
	const pp_node **seen;
	char **names;
	while (cap < 2 * n->n)
		cap *= 2;
	mask = cap - 1;
	seen = pp_xcalloc(cap, sizeof(*seen));
	names = pp_xcalloc(cap, sizeof(*names));
	for (size_t i = 0; i < n->n; i++) {
		const pp_node *id = node_get(n->items[i], t->identity);
		size_t h;
		if (!id || id->kind != NODE_SCALAR)
			continue;
		/* The name of the item: its identity, and its second key if any. */
		char *name = node_item_name(n->items[i]);
		for (h = text_hash(name) & mask; seen[h]; h = (h + 1) & mask)
			if (strcmp(names[h], name) == 0)
				break;
		if (!seen[h]) {
			seen[h] = id;
			names[h] = name;
			continue;
		}
		pp_status st = fail(err, id, PP_ESCHEMA, "duplicate %s `%s` (first at %u:%u)",
		                    t->item->what, name, seen[h]->line, seen[h]->col);
		worst = worst ? worst : st;
		free(name);
	}
	for (size_t h = 0; h < cap; h++)
		free(names[h]);
	free(names);
	free(seen);
	return worst;
}

static pp_status validate_list(pp_node *n, const spec_type *t, spec_errs *err)
{
	pp_status worst = PP_OK;
	if (n->n < (size_t)t->min)
		return fail(err, n, PP_ESCHEMA, "`%s` needs at least %lld item(s)",
		            where(n).s, t->min);
	if (t->max && n->n > (size_t)t->max)
		return fail(err, n, PP_ESCHEMA, "`%s` has more than %lld items",
		            where(n).s, t->max);
	for (size_t i = 0; i < n->n; i++) {
		pp_status st = validate(n->items[i], t->item, err);
		worst = worst ? worst : st;
	}
	if (t->identity) {
		pp_status st = check_identities(n, t, err);
		worst = worst ? worst : st;
	}
	return worst;
}

static pp_status validate(pp_node *n, const spec_type *t, spec_errs *err)
{
	static const char *const kind_names[] = { "mapping", "list", "value" };
	int want_map = t->kind == T_MAP || t->kind == T_GAME;
	int want_seq = t->kind == T_LIST;
	node_kind want = want_map ? NODE_MAP : want_seq ? NODE_SEQ : NODE_SCALAR;
	n->type = t;
	if (n->kind == NODE_SCALAR && n->plain && n->len == 0 && want != NODE_SCALAR)
		return fail(err, n, PP_ESCHEMA, "`%s` has no value (a %s is expected)",
		            where(n).s, t->what);
	if (n->kind != want)
		return fail(err, n, PP_ESCHEMA, "`%s` must be a %s (%s), not a %s",
		            where(n).s, kind_names[want == NODE_MAP ? 0 : want == NODE_SEQ ? 1 : 2],
		            t->what, n->kind == NODE_MAP ? "mapping"
		                     : n->kind == NODE_SEQ ? "list" : "single value");
	switch (t->kind) {
	case T_TEXT: return check_text(n, err);
	case T_INT: return check_int(n, t, err);
	case T_BOOL: return check_bool(n, err);
	case T_RATIO:
	case T_PERCENT:
	case T_MONEY:
	case T_DECIMAL: return check_literal(n, t, err);
	case T_DATE: return check_date(n, err);
	case T_ENUM: return check_enum(n, t, err);
	case T_MAP: {
		pp_status st = validate_fields(n, t->fields, NULL, t->what, err);
		return st ? st : check_one_of(n, t, err);
	}
	case T_LIST: return validate_list(n, t, err);
	case T_GAME: return validate_game(n, err);
	}
	return PP_OK;
}

/* Errors by location, so a run lists them as the file reads. */
static int by_location(const void *a, const void *b)
{
	const pp_error *x = a, *y = b;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	return x->col < y->col ? -1 : x->col > y->col;
}

pp_status spec_validate_all(pp_node *root, const spec_type *type, pp_error *errs,
                            size_t cap, size_t *n)
{
	spec_errs e = { errs, cap, 0, type == &spec_plan_type };
	pp_status st = validate(root, type, &e);
	qsort(errs, e.n, sizeof(*errs), by_location);
	*n = e.n;
	return st;
}

pp_status spec_validate(pp_node *root, pp_error *err)
{
	return spec_validate_as(root, &spec_plan_type, err);
}

pp_status spec_validate_as(pp_node *root, const spec_type *type, pp_error *err)
{
	pp_error first;
	size_t n = 0;
	pp_status st = spec_validate_all(root, type, &first, 1, &n);
	if (err && n)
		*err = first;
	return st;
}

const spec_family *spec_family_find(const char *name)
{
	for (size_t i = 0; spec_families[i]; i++)
		if (strcmp(spec_families[i]->name, name) == 0)
			return spec_families[i];
	return NULL;
}
