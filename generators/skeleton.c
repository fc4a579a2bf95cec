/* SPDX-License-Identifier: Apache-2.0 */
/* skeleton.c - `planproof generate skeleton FAMILY`: a plan skeleton with
 * one game of the family, every field present with a placeholder value
 * and its description as a comment.  It is written from the same schema
 * tables the loader validates against, so it cannot drift from them. */
#include <stdio.h>
#include <string.h>

#include "planproof.h"
#include "schema.h"
#include "util.h"

/* Where the JSON Schema is installed (cmake/PlanproofInstall.cmake sets it
 * from the install prefix). */
#ifndef PP_PLAN_SCHEMA_URI
#define PP_PLAN_SCHEMA_URI "file:///usr/share/planproof/" PP_PLAN_SCHEMA_NAME
#endif

/* A placeholder for a scalar of type t, as YAML text (a whole number is
 * its type's minimum, so that it is in range, written into min). */
static const char *placeholder(const spec_type *t, char min[24])
{
	switch (t->kind) {
	case T_INT:
		snprintf(min, 24, "%lld", t->min);
		return min;
	case T_BOOL: return "false";
	case T_RATIO: return "\"1:1\"";
	case T_PERCENT: return "\"0%\"";
	case T_MONEY:
	case T_DECIMAL: return t->min > 0 ? "\"1\"" : "\"0\"";
	case T_DATE: return "\"2025-01-01\"";
	case T_ENUM: return t->values[0];
	default: return "\"\"";
	}
}

static void fields(pp_buf *b, const spec_field *f, const spec_field *extra,
                   const char *const *one_of, unsigned indent, int first_dash,
                   const char *family);

/* One key with its value (a scalar, a nested mapping or a list). */
static void field(pp_buf *b, const spec_field *f, unsigned indent, const char *lead,
                  const char *family)
{
	const spec_type *t = f->type;
	char min[24];
	const char *req = f->flags & SPEC_REQUIRED ? "required: "
	                : f->flags & (SPEC_OPEN | SPEC_UNSTATED_VALUE) ? "may be `unstated`: " : "";
	pp_buf_printf(b, "%*s%s%s:", (int)indent, "", lead, f->name);
	unsigned inner = indent + (unsigned)strlen(lead) + 2;
	if (strcmp(f->name, "family") == 0 && family) {
		pp_buf_printf(b, " %s  # %s%s\n", family, req, f->doc);
	} else if (indent == 0 && strcmp(f->name, "planproof") == 0) {
		/* A new plan is written in the current format, not the oldest one. */
		pp_buf_printf(b, " %d  # %s%s\n", SPEC_FORMAT_VERSION, req, f->doc);
	} else if (t->kind == T_MAP) {
		pp_buf_printf(b, "  # %s%s\n", req, f->doc);
		fields(b, t->fields, NULL, t->one_of, inner, 0, family);
	} else if (t->kind == T_LIST && (t->item->kind == T_MAP || t->item->kind == T_GAME)) {
		pp_buf_printf(b, "  # %s%s\n", req, f->doc);
		const spec_field *extra = NULL;
		const spec_field *base = t->item->fields;
		if (t->item->kind == T_GAME) {
			base = spec_game_fields;
			extra = spec_family_find(family)->fields;
		}
		fields(b, base, extra, t->item->one_of, inner, 1, family);
	} else if (t->kind == T_LIST) {
		const spec_type *item = t->item;
		int depth = 1;
		for (; item->kind == T_LIST; item = item->item)
			depth++;
		/* As many placeholders as the list needs at least. */
		pp_buf_printf(b, " %.*s%s", depth, "[[[[", placeholder(item, min));
		for (long long n = 1; depth == 1 && n < t->min; n++)
			pp_buf_printf(b, ", %s", placeholder(item, min));
		pp_buf_printf(b, "%.*s  # %s%s\n", depth, "]]]]", req, f->doc);
	} else {
		pp_buf_printf(b, " %s  # %s%s\n", placeholder(t, min), req, f->doc);
	}
}

/* Whether name is one of the alternatives of one_of other than the first:
 * the skeleton writes the first and names the others in a comment. */
static int alternative(const char *const *one_of, const char *name)
{
	for (size_t i = 1; one_of && one_of[0] && one_of[i]; i++)
		if (strcmp(one_of[i], name) == 0)
			return 1;
	return 0;
}

static void fields(pp_buf *b, const spec_field *f, const spec_field *extra,
                   const char *const *one_of, unsigned indent, int first_dash,
                   const char *family)
{
	const spec_field *sets[2] = { f, extra };
	int first = 1;
	for (size_t s = 0; s < 2; s++)
		for (size_t i = 0; sets[s] && sets[s][i].name; i++) {
			if (alternative(one_of, sets[s][i].name)) {
				pp_buf_printf(b, "%*s%s# or, instead of `%s`, `%s`: %s\n", (int)indent, "",
				              first_dash ? "  " : "", one_of[0], sets[s][i].name,
				              sets[s][i].doc);
				continue;
			}
			field(b, &sets[s][i], indent, first && first_dash ? "- " : first_dash ? "  " : "",
			      family);
			first = 0;
		}
}

pp_status pp_generate_skeleton(const char *family, FILE *fp, pp_error *err)
{
	pp_buf b = { 0 };
	pp_status st = PP_OK;
	if (!spec_family_find(family)) {
		pp_buf_printf(&b, "no game family `%s`; families:", family);
		for (size_t i = 0; spec_families[i]; i++)
			pp_buf_printf(&b, " %s", spec_families[i]->name);
		st = pp_error_set(err, PP_EUSAGE, NULL, 0, 0, "%s", b.data);
		goto cleanup;
	}
	/* Editors with yaml-language-server validate and complete the plan
	 * against the installed JSON Schema (pp_generate_schema). */
	pp_buf_printf(&b, "# yaml-language-server: $schema=%s\n", PP_PLAN_SCHEMA_URI);
	pp_buf_printf(&b, "# A planproof plan skeleton with one `%s` game (format version %d).\n"
	              "# Replace every placeholder; delete optional keys the plan does not state.\n"
	              "# A rule the plan hedges: `{may: v}`, `{usually: v}`, `{usually_up_to: v}`;\n"
	              "# a prize in kind: `{gift: ...}` or `{cash: v, gift: ...}` (spec/FORMAT.md).\n",
	              family, SPEC_FORMAT_VERSION);
	fields(&b, spec_plan_type.fields, NULL, NULL, 0, 0, family);
	if (fwrite(b.data, 1, b.len, fp) != b.len || fflush(fp) != 0)
		st = pp_error_set(err, PP_EIO, NULL, 0, 0, "cannot write the skeleton");
cleanup:
	pp_buf_free(&b);
	return st;
}

void pp_families_list(FILE *fp)
{
	for (size_t i = 0; spec_families[i]; i++)
		fprintf(fp, "%-12s %s\n", spec_families[i]->name, spec_families[i]->doc);
}
