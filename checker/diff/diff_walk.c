/* SPDX-License-Identifier: Apache-2.0 */
/* diff_walk.c - the structural diff of two validated plan trees, driven by
 * the schema types on the nodes (the rules are in diff.h).  No family is
 * named here: a family that wants its list items matched by name declares
 * an `identity` in its schema. */
#include <stdlib.h>
#include <string.h>

#include "core/check.h"
#include "diff/diff.h"
#include "yaml_load.h"

#define VALUE_MAX 400    /* bytes of a container's flow rendering in a change */
#define MESSAGE_MAX 120  /* ... and in its one-line message */

typedef struct {
	pp_diff *d;
	int probe;           /* only count differences (deep equality) */
	size_t count;
} walk;

static void node_diff(walk *w, const pp_node *a, const pp_node *b, const char *skip);

static int is_number(const spec_type *t)
{
	return t && (t->kind == T_INT || t->kind == T_RATIO || t->kind == T_PERCENT ||
	             t->kind == T_MONEY || t->kind == T_DECIMAL);
}

static int is_record(const spec_type *t)
{
	return t && (t->kind == T_MAP || t->kind == T_GAME);
}

/* Append n to b as a flow-style YAML scalar: quoted when it was quoted. */
static void put_scalar(pp_buf *b, const pp_node *n)
{
	if (n->plain) {
		pp_buf_puts(b, n->text);
		return;
	}
	pp_buf_putc(b, '"');
	for (const char *p = n->text; *p; p++) {
		if (*p == '"' || *p == '\\')
			pp_buf_putc(b, '\\');
		if (*p == '\n')
			pp_buf_puts(b, "\\n");
		else
			pp_buf_putc(b, *p);
	}
	pp_buf_putc(b, '"');
}

static void put_flow(pp_buf *b, const pp_node *n, size_t limit)
{
	if (b->len > limit)
		return;
	if (n->kind == NODE_SCALAR) {
		put_scalar(b, n);
		return;
	}
	pp_buf_putc(b, n->kind == NODE_MAP ? '{' : '[');
	for (size_t i = 0; i < n->n && b->len <= limit; i++) {
		if (i)
			pp_buf_puts(b, ", ");
		if (n->kind == NODE_MAP)
			pp_buf_printf(b, "%s: ", n->items[i]->key);
		put_flow(b, n->items[i], limit);
	}
	pp_buf_putc(b, n->kind == NODE_MAP ? '}' : ']');
}

/* n in flow style, cut (at a character boundary, with "…") after limit
 * bytes.  The caller frees it. */
static char *flow(const pp_node *n, size_t limit)
{
	pp_buf b = { 0 };
	put_flow(&b, n, limit);
	if (b.len > limit) {
		size_t cut = limit;
		while (cut > 0 && ((unsigned char)b.data[cut] & 0xC0) == 0x80)
			cut--;
		b.len = cut;
		b.data[cut] = '\0';
		pp_buf_puts(&b, "…");
	}
	return pp_buf_detach(&b);
}

static int scalar_equal(const pp_node *a, const pp_node *b)
{
	if (is_number(a->type) && is_number(b->type) && a->type->kind == b->type->kind)
		return num_nodes_equal(a, b);
	if (a->type && b->type && a->type->kind == T_BOOL && b->type->kind == T_BOOL)
		return node_bool(a) == node_bool(b);
	return strcmp(a->text, b->text) == 0;
}

const char *diff_game_of(const pp_node *n)
{
	for (; n; n = n->parent)
		if (n->type && n->type->kind == T_GAME)
			return node_get_text(n, "id", NULL);
	return NULL;
}

/* A list item that names a part of the plan: an item of a list of
 * mappings, or a game. */
static int is_named_item(const pp_node *n)
{
	return n->parent && n->parent->kind == NODE_SEQ && n->kind == NODE_MAP;
}

/* "roulette bet `split`", "tableau row 3", "game `kolo`". */
static char *item_label(const pp_node *n)
{
	const spec_type *lt = n->parent->type;
	const char *what = n->type ? n->type->what : "item";
	if (lt && lt->identity && node_get(n, lt->identity)) {
		char *name = node_item_name(n);
		char *s = pp_xasprintf("%s `%s`", what, name);
		free(name);
		return s;
	}
	return pp_xasprintf("%s %zu", what, n->index + 1);
}

/* What a node is, for messages: the key path from the nearest named item
 * ("`payout` of roulette bet `split`", "`wheel/order`"), or the item. */
static char *describe(const pp_node *n)
{
	if (is_named_item(n))
		return item_label(n);
	if (n->parent && n->parent->kind == NODE_SEQ) {
		char *p = describe(n->parent);
		char *s = pp_xasprintf("item %zu of %s", n->index + 1, p);
		free(p);
		return s;
	}
	const pp_node *chain[SPEC_MAX_DEPTH + 1];
	size_t depth = 0;
	const pp_node *top = n;
	while (top->parent && !is_named_item(top) && depth <= SPEC_MAX_DEPTH) {
		chain[depth++] = top;
		top = top->parent;
	}
	pp_buf b = { 0 };
	pp_buf_putc(&b, '`');
	while (depth--)
		pp_buf_printf(&b, "%s%s", b.len > 1 ? "/" : "", chain[depth]->key);
	pp_buf_putc(&b, '`');
	if (top->parent && !(top->type && top->type->kind == T_GAME)) {
		char *l = item_label(top);
		pp_buf_printf(&b, " of %s", l);
		free(l);
	}
	return pp_buf_detach(&b);
}

static void fill_side(diff_side *s, const pp_node *n)
{
	s->node = n;
	if (!n)
		return;
	s->value = n->kind == NODE_SCALAR ? pp_xstrdup(n->text) : flow(n, VALUE_MAX);
	if (n->kind == NODE_SCALAR && is_number(n->type)) {
		mpq_t q;
		mpq_init(q);
		num_from_node(q, n);
		s->exact = num_exact(q);
		mpq_clear(q);
	}
}

/* n in flow style for a message, or NULL when it would not fit. */
static char *short_flow(const pp_node *n)
{
	char *s = flow(n, MESSAGE_MAX);
	if (strlen(s) > MESSAGE_MAX) { /* cut: the value is in the change itself */
		free(s);
		return NULL;
	}
	return s;
}

static char *message(diff_op op, const diff_change *c, const pp_node *a, const pp_node *b)
{
	char *ov = a ? flow(a, MESSAGE_MAX) : NULL, *nv = b ? flow(b, MESSAGE_MAX) : NULL;
	char *m = NULL, *brief = NULL;
	switch (op) {
	case DIFF_CHANGED:
		m = pp_xasprintf("%s changed from %s to %s", c->subject, ov, nv);
		break;
	case DIFF_ADDED:
		brief = short_flow(b);
		m = pp_xasprintf("%s added%s%s", c->subject, brief ? ": " : "", brief ? brief : "");
		break;
	case DIFF_REMOVED:
		brief = short_flow(a);
		m = pp_xasprintf("%s removed%s%s%s", c->subject, brief ? " (was " : "",
		                 brief ? brief : "", brief ? ")" : "");
		break;
	case DIFF_RENAMED: {
		char *on = node_item_name(a);
		m = pp_xasprintf("%s renamed from `%s`, otherwise unchanged", c->subject, on);
		free(on);
		break;
	}
	}
	free(ov);
	free(nv);
	free(brief);
	return m;
}

/* Record a change (or count it when probing). */
static void emit(walk *w, diff_op op, const pp_node *a, const pp_node *b)
{
	if (w->probe) {
		w->count++;
		return;
	}
	const pp_node *n = b ? b : a;
	diff_change *c = pp_xcalloc(1, sizeof(*c));
	const char *game = diff_game_of(n);
	const char *cit = b ? node_citation(b) : NULL;
	c->op = op;
	c->cls = PP_SEV_INFO;
	c->game = game ? pp_xstrdup(game) : NULL;
	c->path = node_path(n);
	c->what = n->type ? n->type->what : "value";
	c->metadata = n->type == &spec_citation;
	if (!cit)
		cit = node_citation(a);
	c->citation = cit ? pp_xstrdup(cit) : NULL;
	c->subject = describe(n);
	fill_side(&c->old, a);
	fill_side(&c->new, b);
	c->message = message(op, c, a, b);
	pp_grow((void **)&w->d->changes, &w->d->cap_changes, w->d->nchanges + 1,
	        sizeof(*w->d->changes));
	w->d->changes[w->d->nchanges++] = c;
}

/* Whether a and b are equal but for their key skip (deep, by the rules
 * of the diff). */
static int equal_except(const pp_node *a, const pp_node *b, const char *skip)
{
	walk probe = { NULL, 1, 0 };
	node_diff(&probe, a, b, skip);
	return probe.count == 0;
}

/* A key written `unstated` and a key left out both say the plan is silent:
 * neither side holds a value, so they compare equal (node_get hides the
 * first), and a value that becomes `unstated` is removed. */
static void map_diff(walk *w, const pp_node *a, const pp_node *b, const char *skip)
{
	for (size_t i = 0; i < b->n; i++) {
		const pp_node *bv = b->items[i];
		if ((skip && strcmp(bv->key, skip) == 0) || bv->unstated)
			continue;
		const pp_node *av = node_get(a, bv->key);
		if (av)
			node_diff(w, av, bv, NULL);
		else
			emit(w, DIFF_ADDED, NULL, bv);
	}
	for (size_t i = 0; i < a->n; i++) {
		const pp_node *av = a->items[i];
		if ((!skip || strcmp(av->key, skip) != 0) && !av->unstated && !node_get(b, av->key))
			emit(w, DIFF_REMOVED, av, NULL);
	}
}

/* Whether the identity of items of list type t is a label (free text, so
 * an item can be renamed) rather than a value with a meaning (an enum). */
static int identity_is_label(const spec_type *t)
{
	const spec_field *fields = t->item->kind == T_GAME ? spec_game_fields : t->item->fields;
	for (size_t i = 0; fields && fields[i].name; i++)
		if (strcmp(fields[i].name, t->identity) == 0)
			return fields[i].type->kind == T_TEXT;
	return 0;
}

/* Lists of mappings with an identity key: match items by it. */
static void identity_diff(walk *w, const pp_node *a, const pp_node *b, const spec_type *t)
{
	size_t *match = pp_xcalloc(b->n, sizeof(size_t));   /* b item -> a item */
	char *taken = pp_xcalloc(a->n, 1);
	/* a's items by identity (the first of each): one lookup per b item;
	 * a repeated identity (the validator refuses them) falls back to a
	 * scan for the next untaken item after the first. */
	pp_strindex by_id = { 0 };
	for (size_t i = 0; i < a->n; i++)
		pp_strindex_add(&by_id, node_get_text(a->items[i], t->identity, ""), i, NULL);
	for (size_t j = 0; j < b->n; j++) {
		const char *id = node_get_text(b->items[j], t->identity, NULL);
		size_t i;
		match[j] = DIFF_NONE;
		if (!id || !pp_strindex_get(&by_id, id, &i))
			continue;
		while (i < a->n && (taken[i] ||
		                    strcmp(node_get_text(a->items[i], t->identity, ""), id) != 0))
			i++;
		if (i < a->n) {
			match[j] = i;
			taken[i] = 1;
		}
	}
	pp_strindex_free(&by_id);
	/* An added item equal to a removed one but for a label identity is a
	 * rename (marked by 2 in taken, and the match). */
	int renames = identity_is_label(t);
	char *renamed = pp_xcalloc(b->n, 1);
	for (size_t j = 0; renames && j < b->n; j++)
		for (size_t i = 0; match[j] == DIFF_NONE && i < a->n; i++)
			if (!taken[i] && equal_except(a->items[i], b->items[j], t->identity)) {
				match[j] = i;
				taken[i] = 2;
				renamed[j] = 1;
			}
	for (size_t j = 0; j < b->n; j++) {
		if (match[j] == DIFF_NONE)
			emit(w, DIFF_ADDED, NULL, b->items[j]);
		else if (renamed[j])
			emit(w, DIFF_RENAMED, a->items[match[j]], b->items[j]);
		else
			node_diff(w, a->items[match[j]], b->items[j], NULL);
	}
	for (size_t i = 0; i < a->n; i++)
		if (!taken[i])
			emit(w, DIFF_REMOVED, a->items[i], NULL);
	free(renamed);
	free(taken);
	free(match);
}

static void list_diff(walk *w, const pp_node *a, const pp_node *b)
{
	const spec_type *t = b->type;
	const spec_type *item = t && t->kind == T_LIST ? t->item : NULL;
	if (is_record(item) && t->identity) {
		identity_diff(w, a, b, t);
		return;
	}
	int by_position = is_record(item) ||
	                  (t && t->min == t->max && t->max > 0 && a->n == b->n);
	if (!by_position) {
		/* A list of values is one value: compared whole, reported whole. */
		walk probe = { NULL, 1, 0 };
		for (size_t i = 0; i < a->n && i < b->n; i++)
			node_diff(&probe, a->items[i], b->items[i], NULL);
		if (probe.count || a->n != b->n)
			emit(w, DIFF_CHANGED, a, b);
		return;
	}
	size_t n = a->n < b->n ? a->n : b->n;
	for (size_t i = 0; i < n; i++)
		node_diff(w, a->items[i], b->items[i], NULL);
	for (size_t i = n; i < b->n; i++)
		emit(w, DIFF_ADDED, NULL, b->items[i]);
	for (size_t i = n; i < a->n; i++)
		emit(w, DIFF_REMOVED, a->items[i], NULL);
}

static void node_diff(walk *w, const pp_node *a, const pp_node *b, const char *skip)
{
	if (a->kind != b->kind) {
		emit(w, DIFF_CHANGED, a, b);
		return;
	}
	switch (a->kind) {
	case NODE_SCALAR:
		if (!scalar_equal(a, b))
			emit(w, DIFF_CHANGED, a, b);
		break;
	case NODE_MAP:
		map_diff(w, a, b, skip);
		break;
	case NODE_SEQ:
		list_diff(w, a, b);
		break;
	}
}

void diff_walk(pp_diff *d, const pp_node *old, const pp_node *new)
{
	walk w = { d, 0, 0 };
	node_diff(&w, old, new, NULL);
}
