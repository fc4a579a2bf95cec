/* SPDX-License-Identifier: Apache-2.0 */
/* schema_json.c - `planproof generate schema`: the JSON Schema (draft-07,
 * which yaml-language-server and most editors implement) of the plan
 * format, for completion, hover text and validation while a plan is typed.
 *
 * It is written from the same spec_type tables the loader validates
 * against and the skeletons are written from (spec/schema*.c), so it
 * cannot drift from them: every mapping lists exactly its fields
 * (additionalProperties false), with their descriptions; required keys,
 * exactly-one-of groups, list lengths, whole-number ranges, enumerations,
 * the literal grammar of ratios, percentages, money and dates as patterns
 * (quoted strings; money and decimals may also be plain whole numbers), a
 * value an open rule may write as `unstated`, keys renamed since an
 * earlier format version (spec/aliases.c), and games as a variant chosen
 * by `family` (if/then per family).
 *
 * A JSON Schema sees the YAML as an editor's YAML 1.2 parser reads it
 * (yaml-language-server's): a plain `35:1`, `5%` or `2025-02-12` is a
 * string there, and the loader reads it so too.  Every value the schema
 * can see is held to the loader's rules (a non-blank text, the digit
 * limits, a ratio's non-zero second term, a chip above zero, a day of the
 * calendar); tests/editor_mutations.py runs yaml-language-server on a set
 * of edits to hold the two together.  What the parsed data cannot show
 * stays the loader's alone: the YAML profile (anchors, tags, duplicate
 * keys), unique item names, and how a scalar was written (`yes` or `1:30`
 * as plain text, which YAML 1.1 tools read otherwise; `6.0`, `0x24` or
 * `1e3` where a whole number belongs, which an editor cannot tell from 6,
 * 36 or 1000). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "planproof.h"
#include "schema.h"
#include "gift.h"
#include "soft.h"
#include "util.h"

/* The literal grammar of spec/literal.c as ECMA-262 patterns (which
 * Python's re reads alike): no signs, spaces or leading zeros, at most
 * LIT_MAX_DIGITS (24) digits on either side of the point. */
#define DECIMAL "(0|[1-9][0-9]{0,23})(\\.[0-9]{1,24})?"
/* A decimal above zero, ending the string (the lookahead bounds the
 * fraction's digits when it starts with zeros: "0.05"). */
#define NONZERO "([1-9][0-9]{0,23}(\\.[0-9]{1,24})?|0\\.(?=[0-9]{1,24}$)0*[1-9][0-9]*)"
#define LIMITS "no sign, spaces, exponent or leading zeros, at most 24 digits on " \
	"either side of the point"
/* A calendar day as spec/schema.c's check_date counts them: 30-day
 * months, February's 28 days, and its 29th in leap years (every fourth
 * year, but not the hundredth unless it is also the four-hundredth). */
#define MONTH_DAY "((0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])|(0[469]|11)-(0[1-9]|[12][0-9]|30)" \
	"|02-(0[1-9]|1[0-9]|2[0-8]))"
#define LEAP_YEAR "([0-9]{2}(0[48]|[2468][048]|[13579][26])|(00|0[48]|[2468][048]|[13579][26])00)"
#define DATE "^([0-9]{4}-" MONTH_DAY "|" LEAP_YEAR "-02-29)$"

static void type_schema(json *j, const char *key, const spec_type *t, const char *doc,
                        unsigned flags);
/* type_schema's flag: the soft and gift wrappers are written already. */
#define SOFT_DONE 0x100u

/* A literal: a string matching pattern; message is what an editor shows
 * when it does not (yaml-language-server's patternErrorMessage). */
static void string_pattern(json *j, const char *pattern, const char *message)
{
	json_str(j, "type", "string");
	json_str(j, "pattern", pattern);
	json_str(j, "patternErrorMessage", message);
}

/* Whether s is a whole number as YAML reads one (an enum value "10"
 * written plain is the integer 10 to a JSON Schema). */
static int whole_number(const char *s)
{
	size_t n = strspn(s, "0123456789");
	return n > 0 && s[n] == '\0' && (s[0] != '0' || n == 1) && n < 16;
}

/* The members of a scalar type's schema (inside an open object). */
static void scalar_members(json *j, const spec_type *t)
{
	switch (t->kind) {
	case T_TEXT: /* not empty, nor blanks only */
		json_str(j, "type", "string");
		json_uint(j, "minLength", 1);
		json_str(j, "pattern", "[^ \\t\\n]");
		json_str(j, "patternErrorMessage", "text that is not blank");
		break;
	case T_INT:
		json_str(j, "type", "integer");
		json_uint(j, "minimum", (unsigned long long)(t->min > 0 ? t->min : 0));
		/* at most 15 digits, as the loader reads whole numbers */
		json_uint(j, "maximum", t->max ? (unsigned long long)t->max : 999999999999999ULL);
		break;
	case T_BOOL: json_str(j, "type", "boolean"); break;
	case T_RATIO:
		string_pattern(j, "^" DECIMAL "(:| for )" NONZERO "$", "a ratio a:b, as in \"35:1\" or "
		               "\"0.95:1\", or odds x for y, as in \"8 for 1\", the second term "
		               "above zero; " LIMITS);
		break;
	case T_PERCENT:
		string_pattern(j, "^" DECIMAL "%$", "a percentage, as in \"5%\" or \"2.5%\"; " LIMITS);
		break;
	case T_DATE:
		string_pattern(j, DATE, "a day of the calendar written YYYY-MM-DD, as in "
		               "\"2025-02-12\"");
		break;
	case T_MONEY:
	case T_DECIMAL:
		/* A decimal string, or a plain whole number (exact in every tool;
		 * YAML 1.2 reads a plain 5.0 as the number 5 too). */
		json_array(j, "anyOf");
		json_object(j, NULL);
		if (t->min > 0)
			string_pattern(j, "^" NONZERO "$", "an amount above zero, as in \"0.50\" "
			               "or \"25\"; " LIMITS);
		else
			string_pattern(j, "^" DECIMAL "$", "a decimal, as in \"0.50\" or \"0\"; " LIMITS);
		json_end(j, '}');
		json_object(j, NULL);
		json_str(j, "type", "integer");
		json_uint(j, "minimum", t->min > 0 ? 1 : 0);
		json_end(j, '}');
		json_end(j, ']');
		break;
	case T_ENUM:
		json_array(j, "enum");
		for (size_t i = 0; t->values[i]; i++) {
			json_str(j, NULL, t->values[i]);
			if (whole_number(t->values[i]))
				json_uint(j, NULL, strtoull(t->values[i], NULL, 10));
		}
		json_end(j, ']');
		break;
	default: break;
	}
}

/* Every mapping of a plan may carry `anchor` (where the document states
 * the mapping) and `anchors` (one anchor per scalar key of it): the
 * validator accepts them on any mapping (spec/schema.c). */
static void map_members(json *j, const spec_field *base, const spec_field *extra,
                        const char *const *one_of);
static void anchor_members(json *j)
{
	type_schema(j, "anchor", &spec_anchor_type,
	            "where the source document states this: source, lines and the exact quote", 0);
	json_object(j, "anchors");
	json_str(j, "description", "an anchor per scalar key of this mapping");
	json_str(j, "type", "object");
	json_object(j, "additionalProperties");
	map_members(j, spec_anchor_type.fields, NULL, spec_anchor_type.one_of);
	json_end(j, '}');
	json_end(j, '}');
}

/* The properties, required keys and constraints of a mapping whose fields
 * are base then extra (a game: the common fields, then its family's). */
static void map_members(json *j, const spec_field *base, const spec_field *extra,
                        const char *const *one_of)
{
	const spec_field *sets[2] = { base, extra };
	int constraints = one_of != NULL;
	json_str(j, "type", "object");
	json_object(j, "properties");
	for (size_t s = 0; s < 2; s++)
		for (size_t i = 0; sets[s] && sets[s][i].name; i++) {
			const spec_field *f = &sets[s][i];
			const spec_alias *al = spec_alias_of_new(f->name);
			type_schema(j, f->name, f->type, f->doc, f->flags);
			if (al) {
				char *doc = pp_xasprintf("deprecated (format %u and earlier): write `%s`. %s",
				                         al->until_version, f->name, f->doc);
				type_schema(j, al->old_key, f->type, doc, f->flags);
				free(doc);
				constraints |= (f->flags & SPEC_REQUIRED) != 0;
			}
		}
	if (base != spec_anchor_type.fields) /* an anchor is not anchored */
		anchor_members(j);
	json_end(j, '}');
	json_array(j, "required");
	for (size_t s = 0; s < 2; s++)
		for (size_t i = 0; sets[s] && sets[s][i].name; i++)
			if ((sets[s][i].flags & SPEC_REQUIRED) && !spec_alias_of_new(sets[s][i].name))
				json_str(j, NULL, sets[s][i].name);
	json_end(j, ']');
	json_bool(j, "additionalProperties", 0);
	if (!constraints)
		return;
	json_array(j, "allOf");
	if (one_of) { /* exactly one of the keys is written */
		json_object(j, NULL);
		json_array(j, "oneOf");
		for (size_t i = 0; one_of[i]; i++) {
			json_object(j, NULL);
			json_array(j, "required");
			json_str(j, NULL, one_of[i]);
			json_end(j, ']');
			json_end(j, '}');
		}
		json_end(j, ']');
		json_end(j, '}');
	}
	for (size_t s = 0; s < 2; s++) /* a required key under its current or old name */
		for (size_t i = 0; sets[s] && sets[s][i].name; i++) {
			const spec_alias *al = spec_alias_of_new(sets[s][i].name);
			if (!al || !(sets[s][i].flags & SPEC_REQUIRED))
				continue;
			json_object(j, NULL);
			json_array(j, "anyOf");
			for (int k = 0; k < 2; k++) {
				json_object(j, NULL);
				json_array(j, "required");
				json_str(j, NULL, k ? al->old_key : al->new_key);
				json_end(j, ']');
				json_end(j, '}');
			}
			json_end(j, ']');
			json_end(j, '}');
		}
	json_end(j, ']');
}

/* A game: `family` chooses the fields (if/then per family). */
static void game_members(json *j)
{
	json_str(j, "type", "object");
	json_array(j, "required");
	json_str(j, NULL, "family");
	json_end(j, ']');
	json_object(j, "properties");
	json_object(j, "family");
	json_str(j, "description", "which rules engine checks the game");
	json_array(j, "enum");
	for (size_t i = 0; spec_families[i]; i++)
		json_str(j, NULL, spec_families[i]->name);
	json_end(j, ']');
	json_end(j, '}');
	json_end(j, '}');
	json_array(j, "allOf");
	for (size_t i = 0; spec_families[i]; i++) {
		json_object(j, NULL);
		json_object(j, "if");
		json_object(j, "properties");
		json_object(j, "family");
		json_str(j, "const", spec_families[i]->name);
		json_end(j, '}');
		json_end(j, '}');
		json_end(j, '}');
		json_object(j, "then");
		json_str(j, "description", spec_families[i]->doc);
		map_members(j, spec_game_fields, spec_families[i]->fields, NULL);
		json_end(j, '}');
		json_end(j, '}');
	}
	json_end(j, ']');
}

/* A scalar an editor sees: the wrapped value of a soft wrapper, whose
 * kind only the loader checks (the wrapper is one definition for every
 * field, so the schema stays shallow and small). */
static void any_scalar(json *j, const char *key)
{
	json_object(j, key);
	json_array(j, "type");
	json_str(j, NULL, "string");
	json_str(j, NULL, "number");
	json_str(j, NULL, "boolean");
	json_end(j, ']');
	json_end(j, '}');
}

/* One key of keys[from..] (spec/soft.h): `{may: v}`, `{usually: v}`,
 * `{usually_up_to: v}`; with from 0, `may` also wraps one of the others. */
static void soft_object(json *j, const char *key, size_t from)
{
	json_object(j, key);
	json_str(j, "type", "object");
	json_uint(j, "minProperties", 1);
	json_uint(j, "maxProperties", 1);
	json_object(j, "properties");
	for (size_t k = from; spec_soft_keys[k]; k++) {
		if (k == 0) {
			json_object(j, spec_soft_keys[k]);
			json_array(j, "anyOf");
			any_scalar(j, NULL);
			soft_object(j, NULL, 1);
			json_end(j, ']');
			json_end(j, '}');
		} else {
			any_scalar(j, spec_soft_keys[k]);
		}
	}
	json_end(j, '}');
	json_bool(j, "additionalProperties", 0);
	json_end(j, '}');
}

/* A prize paid in kind (spec/gift.h): `{gift: words}` or `{cash: v,
 * gift: words}`. */
static void gift_object(json *j, const char *key)
{
	json_object(j, key);
	json_str(j, "type", "object");
	json_array(j, "required");
	json_str(j, NULL, "gift");
	json_end(j, ']');
	json_object(j, "properties");
	json_object(j, "gift");
	json_str(j, "description", "the gift, as the plan words it: a prize in kind");
	json_str(j, "type", "string");
	json_uint(j, "minLength", 1);
	json_end(j, '}');
	any_scalar(j, "cash");
	json_end(j, '}');
	json_bool(j, "additionalProperties", 0);
	json_end(j, '}');
}

/* The definitions the members refer to: the soft and gift wrappers. */
static void definitions(json *j)
{
	json_object(j, "definitions");
	soft_object(j, "soft_value", 0);
	gift_object(j, "gift_value");
	json_end(j, '}');
}

/* A wrapper a plan may write where a value belongs: the definition ref
 * (spec/soft.h's and spec/gift.h's), described for hover text. */
static void wrapper_ref(json *j, const char *description, const char *ref)
{
	json_object(j, NULL);
	json_str(j, "description", description);
	json_str(j, "$ref", ref);
	json_end(j, '}');
}

/* The schema of type t as member key (or an array element when NULL); a
 * field flagged SPEC_OPEN may also be the word `unstated`; a rule value
 * may be wrapped as discretionary or usual, a prize as paid in kind
 * (wrapper_ref). */
static void type_schema(json *j, const char *key, const spec_type *t, const char *doc,
                        unsigned flags)
{
	int soft = key && spec_soft_allowed_key(key, t), gift = key && spec_gift_allowed(key, t);
	if ((soft || gift) && !(flags & SOFT_DONE)) {
		json_object(j, key);
		if (doc)
			json_str(j, "description", doc);
		json_array(j, "anyOf");
		type_schema(j, NULL, t, NULL, flags | SOFT_DONE);
		if (soft)
			wrapper_ref(j, "a rule the operator may apply (`may`), or a usual figure "
			            "(`usually`, `usually_up_to`): the value as the plan states it, "
			            "wrapped", "#/definitions/soft_value");
		if (gift)
			wrapper_ref(j, "a prize in kind: `{gift: ...}` (an amount only) or "
			            "`{cash: ..., gift: ...}`", "#/definitions/gift_value");
		json_end(j, ']');
		json_end(j, '}');
		return;
	}
	if (flags & (SPEC_OPEN | SPEC_UNSTATED_VALUE)) {
		json_object(j, key);
		if (doc)
			json_str(j, "description", doc);
		json_array(j, "anyOf");
		type_schema(j, NULL, t, NULL, 0);
		json_object(j, NULL);
		json_str(j, "const", "unstated");
		json_str(j, "description", "the plan does not say");
		json_end(j, '}');
		json_end(j, ']');
		json_end(j, '}');
		return;
	}
	json_object(j, key);
	if (doc)
		json_str(j, "description", doc);
	json_str(j, "title", t->what);
	if (t->kind == T_MAP) {
		map_members(j, t->fields, NULL, t->one_of);
	} else if (t->kind == T_GAME) {
		game_members(j);
	} else if (t->kind == T_LIST) {
		json_str(j, "type", "array");
		type_schema(j, "items", t->item, NULL, 0);
		if (t->min > 0)
			json_uint(j, "minItems", (unsigned long long)t->min);
		if (t->max > 0)
			json_uint(j, "maxItems", (unsigned long long)t->max);
	} else {
		scalar_members(j, t);
	}
	json_end(j, '}');
}

pp_status pp_generate_schema(FILE *fp, pp_error *err)
{
	pp_buf b = { 0 };
	json j = { &b, 0, { 0 } };
	pp_status st = PP_OK;
	char *title = pp_xasprintf("planproof plan, format version %d", SPEC_FORMAT_VERSION);
	json_object(&j, NULL);
	json_str(&j, "$schema", "http://json-schema.org/draft-07/schema#");
	json_str(&j, "$id", PP_PLAN_SCHEMA_NAME);
	json_str(&j, "title", title);
	json_str(&j, "description", "A casino game plan encoded for planproof (spec/FORMAT.md). "
	         "Generated by `planproof generate schema` from the tables the loader "
	         "validates against; the loader also enforces what a JSON Schema cannot say "
	         "(the YAML profile, unique item names).");
	definitions(&j);
	map_members(&j, spec_plan_type.fields, NULL, spec_plan_type.one_of);
	json_end(&j, '}');
	pp_buf_putc(&b, '\n');
	if (fwrite(b.data, 1, b.len, fp) != b.len || fflush(fp) != 0)
		st = pp_error_set(err, PP_EIO, NULL, 0, 0, "cannot write the schema");
	pp_buf_free(&b);
	free(title);
	return st;
}
