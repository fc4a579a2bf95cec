/* SPDX-License-Identifier: Apache-2.0 */
/* soft.c - unwrap the discretion and soft-figure forms of a rule value
 * (soft.h): `{may: v}`, `{usually: v}`, `{usually_up_to: v}`. */
#include <string.h>

#include "soft.h"

const char *const spec_soft_keys[] = { "may", "usually", "usually_up_to", NULL };

/* Keys whose value says what a mapping is or which item it names: a
 * wrapper there would make the plan's shape itself discretionary. */
static const char *const structural[] = {
	"planproof", "family", "type", "kind", "game", "hand", "outcome", "number",
	"numbers", "total", "symbol", "bet", "currency", "level", NULL
};

int spec_soft_allowed(const spec_field *f)
{
	return spec_soft_allowed_key(f->name, f->type);
}

int spec_soft_allowed_key(const char *name, const spec_type *t)
{
	switch (t->kind) {
	case T_INT:
	case T_BOOL:
	case T_RATIO:
	case T_PERCENT:
	case T_MONEY:
	case T_DECIMAL:
	case T_ENUM:
		break;
	default:
		return 0;
	}
	for (size_t i = 0; structural[i]; i++)
		if (strcmp(name, structural[i]) == 0)
			return 0;
	return 1;
}

/* The bit of wrapper w (a one-key mapping), or 0 when w is none. */
static unsigned wrapper_bit(const pp_node *w)
{
	if (!w || w->kind != NODE_MAP || w->n != 1)
		return 0;
	for (unsigned k = 0; spec_soft_keys[k]; k++)
		if (strcmp(w->items[0]->key, spec_soft_keys[k]) == 0)
			return 1u << k;
	return 0;
}

int spec_soft_unwrap(pp_node *map, size_t i, const spec_field *f)
{
	pp_node *w = map->items[i];
	unsigned bits = wrapper_bit(w);
	if (!bits || !spec_soft_allowed(f))
		return 0;
	pp_node *v = w->items[0];
	/* "may be charged, usually up to 5 %": discretion around a soft figure. */
	unsigned inner = bits == SPEC_SOFT_MAY ? wrapper_bit(v) : 0;
	if (inner && inner != SPEC_SOFT_MAY) {
		bits |= inner;
		v = v->items[0];
	}
	v->key = w->key;
	v->key_line = w->key_line;
	v->key_col = w->key_col;
	v->parent = map;
	v->index = i;
	v->soft = (unsigned char)bits;
	map->items[i] = v;
	return 1;
}

const char *spec_soft_words(unsigned bits)
{
	switch (bits) {
	case SPEC_SOFT_MAY: return "may";
	case SPEC_SOFT_USUALLY: return "usually";
	case SPEC_SOFT_USUALLY_UP_TO: return "usually up to";
	case SPEC_SOFT_MAY | SPEC_SOFT_USUALLY: return "may, usually";
	case SPEC_SOFT_MAY | SPEC_SOFT_USUALLY_UP_TO: return "may, usually up to";
	default: return "";
	}
}
