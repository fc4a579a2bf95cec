/* SPDX-License-Identifier: Apache-2.0 */
/* format_notes.c - PP-SPEC-001: a key an earlier format version used.  The
 * validator reads it under its new name (spec/aliases.c) and keeps the old
 * one on the node; this walks the plan once and reports each, at the key,
 * in the game it belongs to, so the report says what `planproof migrate`
 * would rewrite.  A plan with none gets one plan-wide pass. */
#include <stdlib.h>
#include <string.h>

#include "core/check.h"
#include "plan.h"
#include "schema.h"

/* The game n belongs to: the item of the top-level games list above it. */
static const pp_node *game_of(const pp_node *n)
{
	for (; n && n->parent; n = n->parent)
		if (n->parent->kind == NODE_SEQ && n->parent->key &&
		    strcmp(n->parent->key, "games") == 0 && !n->parent->parent->parent)
			return n;
	return NULL;
}

static size_t walk(ck_ctx *ctx, const pp_node *n)
{
	size_t found = 0;
	if (n->alias_of) {
		const spec_alias *al = spec_alias_find(n->alias_of);
		char *path = node_path(n);
		ck_emit(ctx, "PP-SPEC-001", game_of(n), n, path, 0,
		        "`%s` is the old name of `%s` (%s); it still loads, and "
		        "`planproof migrate` rewrites it", n->alias_of, n->key,
		        al ? al->why : "renamed");
		free(path);
		found++;
	}
	for (size_t i = 0; i < n->n; i++)
		found += walk(ctx, n->items[i]);
	return found;
}

void ck_check_format_notes(ck_ctx *ctx)
{
	const pp_node *root = ck_plan(ctx)->root;
	if (walk(ctx, root) == 0)
		ck_emit(ctx, "PP-SPEC-001", NULL, root, "deprecated-keys", 1,
		        "the plan uses only the current names of its keys");
}
