/* SPDX-License-Identifier: Apache-2.0 */
/* gift.c - unwrap a prize that is a gift (gift.h). */
#include <string.h>

#include "gift.h"

int spec_gift_allowed(const char *name, const spec_type *t)
{
	return (strcmp(name, "amount") == 0 && t->kind == T_MONEY) ||
	       (strcmp(name, "payout") == 0 && t->kind == T_RATIO);
}

/* The scalar text under key in wrapper w, or NULL. */
static pp_node *scalar_at(const pp_node *w, const char *key)
{
	for (size_t i = 0; i < w->n; i++)
		if (strcmp(w->items[i]->key, key) == 0 && w->items[i]->kind == NODE_SCALAR)
			return w->items[i];
	return NULL;
}

/* The text of the amount a gift alone pays in cash. */
static char zero[] = "0";

int spec_gift_unwrap(pp_node *map, size_t i, const spec_field *f)
{
	pp_node *w = map->items[i];
	if (w->kind != NODE_MAP || !spec_gift_allowed(f->name, f->type))
		return 0;
	pp_node *gift = scalar_at(w, "gift"), *cash = scalar_at(w, "cash");
	if (!gift || gift->len == 0 || w->n != 1u + (cash != NULL))
		return 0;
	pp_node *v = cash;
	if (!v) {
		if (f->type->kind != T_MONEY)
			return 0; /* a ratio pays for a stake: a gift alone has no ratio */
		/* A gift alone: the wrapper becomes the amount 0, quoted, so the
		 * validator reads it as money and engines price no cash. */
		v = w;
		v->kind = NODE_SCALAR;
		v->text = zero; /* static; the arena frees the tree's texts, not this */
		v->len = 1;
		v->plain = 0;
		v->n = 0;
	}
	v->key = w->key;
	v->key_line = w->key_line;
	v->key_col = w->key_col;
	v->parent = map;
	v->index = i;
	v->gift = gift->text;
	map->items[i] = v;
	return 1;
}
