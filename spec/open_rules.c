/* SPDX-License-Identifier: Apache-2.0 */
/* open_rules.c - the rules a game leaves open (fields flagged SPEC_OPEN that
 * are absent or written `unstated`), found by walking the validated game
 * against its schema tables.  The checker turns each into a finding
 * (PP-PLAN-007); nothing here reads a value's meaning. */
#include <stddef.h>
#include <string.h>

#include "schema.h"

static size_t walk_fields(const pp_node *map, const spec_field *fields,
                          spec_open_fn *fn, void *arg);

/* Whether a present value says the plan leaves the rule open: the marked
 * word, or the ordinary `unstated` value of an enum that lists it. */
static int says_unstated(const pp_node *v)
{
	return v->unstated ||
	       (v->kind == NODE_SCALAR && v->type && v->type->kind == T_ENUM &&
	        strcmp(v->text, "unstated") == 0);
}

/* Descend into a present value: a mapping's fields, a list's mappings. */
static size_t walk_value(const pp_node *v, const spec_type *t, spec_open_fn *fn,
                         void *arg)
{
	size_t n = 0;
	if (t->kind == T_MAP && v->kind == NODE_MAP)
		return walk_fields(v, t->fields, fn, arg);
	if (t->kind == T_LIST && t->item && t->item->kind == T_MAP && v->kind == NODE_SEQ)
		for (size_t i = 0; i < node_len(v); i++)
			n += walk_fields(node_at(v, i), t->item->fields, fn, arg);
	return n;
}

static size_t walk_fields(const pp_node *map, const spec_field *fields,
                          spec_open_fn *fn, void *arg)
{
	size_t n = 0;
	for (size_t i = 0; fields && fields[i].name; i++) {
		const spec_field *f = &fields[i];
		const pp_node *v = node_get_raw(map, f->name);
		if ((f->flags & SPEC_OPEN) && (!v || says_unstated(v))) {
			fn(arg, f, map, v);
			n++;
		} else if (v) {
			n += walk_value(v, f->type, fn, arg);
		}
	}
	return n;
}

size_t spec_open_rules(const pp_node *game, spec_open_fn *fn, void *arg)
{
	const spec_family *fam;
	if (!game->parent) { /* the plan: every field but the games */
		size_t n = 0;
		for (const spec_field *f = spec_plan_type.fields; f->name; f++) {
			const pp_node *v = node_get_raw(game, f->name);
			if (strcmp(f->name, "games") != 0 && v)
				n += walk_value(v, f->type, fn, arg);
		}
		return n;
	}
	fam = spec_family_find(node_get_text(game, "family", ""));
	size_t n = walk_fields(game, spec_game_fields, fn, arg);
	if (fam)
		n += walk_fields(game, fam->fields, fn, arg);
	return n;
}
