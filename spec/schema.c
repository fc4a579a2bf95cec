/* schema.c - validate a loaded tree against the plan format (schema.h). */
#include <stdio.h>
#include <string.h>

#include "schema.h"
#include "util.h"

static pp_status fail(pp_error *err, const pp_node *n, pp_status code,
                      const char *fmt, ...) PP_PRINTF(4, 5);

static pp_status fail(pp_error *err, const pp_node *n, pp_status code,
                      const char *fmt, ...)
{
	char msg[sizeof(err->msg)];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return pp_error_set(err, code, n->file, n->line, n->col, "%s", msg);
}

/* What a key is called in messages: `payout` of a bet, or the root's. */
static const char *where(const pp_node *n)
{
	return n->key ? n->key : n->parent ? "item" : "document";
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

static pp_status check_text(const pp_node *n, pp_error *err)
{
	if (!n->plain)
		return PP_OK;
	if (n->len == 0)
		return fail(err, n, PP_ESCHEMA, "`%s` has no value", where(n));
	if (is_yaml_keyword(n->text) || looks_numeric(n->text))
		return fail(err, n, PP_ESCHEMA,
		            "`%s: %s` would be read as a %s by YAML tools; quote it: \"%s\"",
		            where(n), n->text,
		            is_yaml_keyword(n->text) ? "boolean or null" : "number or date",
		            n->text);
	return PP_OK;
}

static pp_status check_int(const pp_node *n, const spec_type *t, pp_error *err)
{
	lit_value v;
	const char *why;
	if (!n->plain)
		return fail(err, n, PP_ESCHEMA,
		            "`%s` is a whole number: write it without quotes", where(n));
	why = lit_parse(&v, LIT_INT, n->text, n->len);
	if (why)
		return fail(err, n, PP_EVALUE, "`%s: %s` is not a whole number: %s",
		            where(n), n->text, why);
	if (v.a.int_len > 15)
		return fail(err, n, PP_EVALUE, "`%s: %s` is out of range", where(n), n->text);
	long long x = node_int(n);
	if (x < t->min || (t->max && x > t->max))
		return fail(err, n, PP_EVALUE, "`%s: %s` is out of range %lld..%lld",
		            where(n), n->text, t->min, t->max);
	return PP_OK;
}

static pp_status check_bool(const pp_node *n, pp_error *err)
{
	if (n->plain && (strcmp(n->text, "true") == 0 || strcmp(n->text, "false") == 0))
		return PP_OK;
	return fail(err, n, PP_ESCHEMA, "`%s: %s` must be true or false (unquoted)",
	            where(n), n->text);
}

/* A literal whose type requires it above zero (a chip, a rounding step:
 * amounts are divided by it) must have a non-zero digit. */
static pp_status check_positive(const pp_node *n, const spec_type *t, const lit_value *v,
                                pp_error *err)
{
	if (t->min <= 0 || t->kind == T_INT)
		return PP_OK;
	for (size_t i = 0; i < v->a.int_len; i++)
		if (v->a.int_digits[i] != '0')
			return PP_OK;
	for (size_t i = 0; i < v->a.frac_len; i++)
		if (v->a.frac_digits[i] != '0')
			return PP_OK;
	return fail(err, n, PP_EVALUE, "`%s: %s` must be greater than zero", where(n), n->text);
}

/* Ratios, percentages, money and decimals: exact literals. */
static pp_status check_literal(const pp_node *n, const spec_type *t, pp_error *err)
{
	lit_kind kind = spec_lit_kind(t->kind);
	lit_value v;
	const char *why;
	if (n->plain) {
		int whole = lit_parse(&v, LIT_INT, n->text, n->len) == NULL;
		if ((t->kind == T_MONEY || t->kind == T_DECIMAL) && whole)
			return check_positive(n, t, &v, err); /* exact in every YAML tool */
		if (n->len == 0)
			return fail(err, n, PP_ESCHEMA, "`%s` has no value", where(n));
		return fail(err, n, PP_ESCHEMA,
		            "`%s: %s` is a bare YAML %s; write the %s as a quoted string, e.g. \"%s\"",
		            where(n), n->text, looks_numeric(n->text) ? "number" : "scalar",
		            lit_kind_name(kind),
		            t->kind == T_RATIO && lit_parse(&v, LIT_DECIMAL, n->text, n->len) == NULL
		                    ? "0.95:1" : lit_kind_example(kind));
	}
	why = lit_parse(&v, kind, n->text, n->len);
	if (why)
		return fail(err, n, PP_EVALUE, "`%s: \"%s\"` is not a valid %s: %s",
		            where(n), n->text, lit_kind_name(kind), why);
	return check_positive(n, t, &v, err);
}

static pp_status check_date(const pp_node *n, pp_error *err)
{
	static const int days[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	const char *s = n->text;
	int ok = !n->plain && n->len == 10 && s[4] == '-' && s[7] == '-', shape;
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
	if (!ok && !n->plain && shape)
		return fail(err, n, PP_EVALUE, "`%s: \"%s\"` is not a date of the calendar",
		            where(n), n->text);
	if (!ok)
		return fail(err, n, PP_EVALUE,
		            "`%s: %s` must be a date written as a quoted \"YYYY-MM-DD\"",
		            where(n), n->text);
	return PP_OK;
}

static pp_status check_enum(const pp_node *n, const spec_type *t, pp_error *err)
{
	pp_buf b = { 0 };
	for (size_t i = 0; t->values[i]; i++)
		if (strcmp(n->text, t->values[i]) == 0)
			return PP_OK;
	for (size_t i = 0; t->values[i]; i++)
		pp_buf_printf(&b, "%s%s", i ? ", " : "", t->values[i]);
	pp_status st = fail(err, n, PP_ESCHEMA, "`%s: %s` must be one of: %s",
	                    where(n), n->text, b.data);
	pp_buf_free(&b);
	return st;
}

static pp_status validate(pp_node *n, const spec_type *t, pp_error *err);

static const spec_field *find_field(const spec_field *fields, const char *key)
{
	for (size_t i = 0; fields && fields[i].name; i++)
		if (strcmp(fields[i].name, key) == 0)
			return &fields[i];
	return NULL;
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
			if (d < best_d) {
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
	if (!(f->flags & SPEC_OPEN) || v->kind != NODE_SCALAR || !v->plain ||
	    strcmp(v->text, "unstated") != 0)
		return 0;
	if (f->type->kind == T_ENUM)
		for (size_t i = 0; f->type->values[i]; i++)
			if (strcmp(f->type->values[i], "unstated") == 0)
				return 0;
	return 1;
}

/* Validate a mapping against one or two field tables (a game's common and
 * family fields); what names the mapping in messages. */
static pp_status validate_fields(pp_node *n, const spec_field *a,
                                 const spec_field *b, const char *what,
                                 pp_error *err)
{
	pp_status st;
	for (size_t i = 0; i < n->n; i++) {
		pp_node *v = n->items[i];
		const spec_field *f = find_field(a, v->key);
		if (!f)
			f = find_field(b, v->key);
		if (!f) {
			const char *s = suggest(a, b, v->key);
			return pp_error_set(err, PP_ESCHEMA, n->file, v->key_line, v->key_col,
			                    "unknown key `%s` in %s%s%s%s", v->key, what,
			                    s ? " (did you mean `" : "", s ? s : "", s ? "`?)" : "");
		}
		if (is_unstated(v, f)) {
			v->type = f->type;
			v->unstated = 1;
			continue;
		}
		st = validate(v, f->type, err);
		if (st)
			return st;
	}
	const spec_field *sets[2] = { a, b };
	for (size_t s = 0; s < 2; s++)
		for (size_t i = 0; sets[s] && sets[s][i].name; i++)
			if ((sets[s][i].flags & SPEC_REQUIRED) && !node_get(n, sets[s][i].name))
				return fail(err, n, PP_ESCHEMA, "%s is missing required key `%s` (%s)",
				            what, sets[s][i].name, sets[s][i].doc);
	return PP_OK;
}

static pp_status validate_game(pp_node *n, pp_error *err)
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

static pp_status validate_list(pp_node *n, const spec_type *t, pp_error *err)
{
	if (n->n < (size_t)t->min)
		return fail(err, n, PP_ESCHEMA, "`%s` needs at least %lld item(s)",
		            where(n), t->min);
	if (t->max && n->n > (size_t)t->max)
		return fail(err, n, PP_ESCHEMA, "`%s` has more than %lld items",
		            where(n), t->max);
	for (size_t i = 0; i < n->n; i++) {
		pp_status st = validate(n->items[i], t->item, err);
		if (st)
			return st;
		if (!t->identity)
			continue;
		const pp_node *id = node_get(n->items[i], t->identity);
		for (size_t j = 0; id && j < i; j++) {
			const pp_node *prev = node_get(n->items[j], t->identity);
			if (prev && strcmp(prev->text, id->text) == 0)
				return fail(err, id, PP_ESCHEMA,
				            "duplicate %s `%s` (first at %u:%u)", t->item->what,
				            id->text, prev->line, prev->col);
		}
	}
	return PP_OK;
}

static pp_status validate(pp_node *n, const spec_type *t, pp_error *err)
{
	static const char *const kind_names[] = { "mapping", "list", "value" };
	int want_map = t->kind == T_MAP || t->kind == T_GAME;
	int want_seq = t->kind == T_LIST;
	node_kind want = want_map ? NODE_MAP : want_seq ? NODE_SEQ : NODE_SCALAR;
	n->type = t;
	if (n->kind == NODE_SCALAR && n->plain && n->len == 0 && want != NODE_SCALAR)
		return fail(err, n, PP_ESCHEMA, "`%s` has no value (a %s is expected)",
		            where(n), t->what);
	if (n->kind != want)
		return fail(err, n, PP_ESCHEMA, "`%s` must be a %s (%s), not a %s",
		            where(n), kind_names[want == NODE_MAP ? 0 : want == NODE_SEQ ? 1 : 2],
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
	case T_MAP: return validate_fields(n, t->fields, NULL, t->what, err);
	case T_LIST: return validate_list(n, t, err);
	case T_GAME: return validate_game(n, err);
	}
	return PP_OK;
}

pp_status spec_validate(pp_node *root, pp_error *err)
{
	return validate(root, &spec_plan_type, err);
}

pp_status spec_validate_as(pp_node *root, const spec_type *type, pp_error *err)
{
	return validate(root, type, err);
}

const spec_family *spec_family_find(const char *name)
{
	for (size_t i = 0; spec_families[i]; i++)
		if (strcmp(spec_families[i]->name, name) == 0)
			return spec_families[i];
	return NULL;
}
