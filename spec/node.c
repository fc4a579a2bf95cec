/* SPDX-License-Identifier: Apache-2.0 */
/* node.c - construction, lookup and naming of plan-model nodes. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "node.h"
#include "schema.h"
#include "util.h"

pp_node *node_new(node_arena *a, node_kind kind, const char *file, unsigned line,
                  unsigned col)
{
	pp_node *n = node_arena_alloc(a, sizeof(*n));
	n->kind = kind;
	n->file = file;
	n->line = line;
	n->col = col;
	return n;
}

void node_append(node_arena *a, pp_node *parent, pp_node *child, const char *key,
                 unsigned key_line, unsigned key_col)
{
	if (parent->n == parent->cap) {
		/* Doubling in the arena: the old array stays there, unused, so
		 * the arrays of a tree take at most twice their final size. */
		size_t cap = parent->cap ? parent->cap * 2 : 4;
		pp_node **items = node_arena_alloc(a, cap * sizeof(*items));
		if (parent->n)
			memcpy(items, parent->items, parent->n * sizeof(*items));
		parent->items = items;
		parent->cap = cap;
	}
	child->parent = parent;
	child->key = key;
	child->key_line = key_line;
	child->key_col = key_col;
	child->index = parent->n;
	parent->items[parent->n++] = child;
}

void node_free(pp_node *n)
{
	if (n && n->arena)
		node_arena_free(n->arena);
}

const pp_node *node_get_raw(const pp_node *map, const char *key)
{
	if (!map || map->kind != NODE_MAP)
		return NULL;
	for (size_t i = 0; i < map->n; i++)
		if (strcmp(map->items[i]->key, key) == 0)
			return map->items[i];
	return NULL;
}

const pp_node *node_get(const pp_node *map, const char *key)
{
	const pp_node *n = node_get_raw(map, key);
	return n && n->unstated ? NULL : n;
}

size_t node_len(const pp_node *n)
{
	return n && n->kind != NODE_SCALAR ? n->n : 0;
}

const pp_node *node_at(const pp_node *n, size_t i)
{
	assert(n && i < n->n);
	return n->items[i];
}

const char *node_text(const pp_node *n)
{
	return n && n->kind == NODE_SCALAR ? n->text : NULL;
}

const char *node_get_text(const pp_node *map, const char *key, const char *dflt)
{
	const char *t = node_text(node_get(map, key));
	return t ? t : dflt;
}

long long node_int(const pp_node *n)
{
	assert(n && n->kind == NODE_SCALAR);
	/* The schema admitted only [0-9]+ of bounded length, with an optional
	 * leading '-', so this accumulation cannot overflow. */
	const char *s = n->text;
	int neg = *s == '-';
	long long v = 0;
	for (s += neg; *s; s++)
		v = v * 10 + (*s - '0');
	return neg ? -v : v;
}

long long node_get_int(const pp_node *map, const char *key, long long dflt)
{
	const pp_node *n = node_get(map, key);
	return n ? node_int(n) : dflt;
}

int node_bool(const pp_node *n)
{
	assert(n && n->kind == NODE_SCALAR);
	return strcmp(n->text, "true") == 0;
}

int node_get_bool(const pp_node *map, const char *key, int dflt)
{
	const pp_node *n = node_get(map, key);
	return n ? node_bool(n) : dflt;
}

const char *node_citation(const pp_node *n)
{
	for (; n; n = n->parent) {
		const char *c = node_text(node_get(n, "citation"));
		if (c)
			return c;
	}
	return NULL;
}

char *node_item_name(const pp_node *n)
{
	const pp_node *p = n->parent;
	const char *id = p && p->type && p->type->identity
	                 ? node_get_text(n, p->type->identity, NULL) : NULL;
	const char *id2 = id && p->type->identity2
	                  ? node_get_text(n, p->type->identity2, NULL) : NULL;
	if (id2)
		return pp_xasprintf("%s %s %s", id, p->type->identity2, id2);
	return id ? pp_xstrdup(id) : pp_xasprintf("%zu", n->index);
}

/* Append one JSON Pointer reference token, escaping '~' and '/'. */
static void put_token(pp_buf *b, const char *tok)
{
	pp_buf_putc(b, '/');
	for (; *tok; tok++) {
		if (*tok == '~')
			pp_buf_puts(b, "~0");
		else if (*tok == '/')
			pp_buf_puts(b, "~1");
		else
			pp_buf_putc(b, *tok);
	}
}

char *node_path(const pp_node *n)
{
	const pp_node *chain[256];
	size_t depth = 0;
	for (const pp_node *p = n; p && p->parent && depth < 256; p = p->parent)
		chain[depth++] = p;
	pp_buf b = { 0 };
	while (depth--) {
		const pp_node *c = chain[depth];
		if (c->key) {
			put_token(&b, c->key);
		} else {
			char *name = node_item_name(c);
			put_token(&b, name);
			free(name);
		}
	}
	return pp_buf_detach(&b);
}
