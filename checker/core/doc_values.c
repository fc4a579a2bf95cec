/* SPDX-License-Identifier: Apache-2.0 */
/* doc_values.c - PP-DOC-012: every value a game encodes is tied to the
 * words of the document that state it.  A value is anchored when the
 * mapping it sits in names its key under `anchors`, or when a mapping that
 * encloses it below the game itself carries an `anchor` (a table row, a
 * bet, a whole table quoted as one).  The game's own `anchor` cites the
 * section the game is written in, not a value, so it anchors only the
 * game's name.  Identifiers, families, citations, the anchors themselves,
 * readings and `not_encoded` passages are not values; an `unstated` rule
 * has no words to quote.  Work is linear in the plan. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/check_internal.h"
#include "core/doc_internal.h"
#include "plan.h"
#include "schema.h"

/* How many unanchored paths a finding names; the count is always whole. */
#define DOC_VALUES_LISTED 12

typedef struct {
	size_t values, anchored;
	char *missing;       /* "bets/2/name, ..." (first DOC_VALUES_LISTED) */
	size_t listed;
} value_tally;

/* Keys whose scalars are not values of the game's rules. */
static int not_a_value(const char *key)
{
	static const char *const keys[] = { "id",     "family", "citation", "source",
		                            "lines",  "quote",  "text",     "reason",
		                            "anchor", "anchors", "not_encoded",
		                            "interpretations", NULL };
	for (size_t i = 0; key && keys[i]; i++)
		if (strcmp(key, keys[i]) == 0)
			return 1;
	return 0;
}

static int names_key(const pp_node *map, const char *key)
{
	const pp_node *as = node_get(map, "anchors");
	return as && as->type == &spec_anchor_map_type && node_get(as, key) != NULL;
}

/* Count one scalar: path is where it sits, for the finding's list. */
static void tally(value_tally *t, const pp_node *v, int anchored, const char *path)
{
	if (v->unstated || (v->text && strcmp(v->text, "unstated") == 0))
		return;
	t->values++;
	if (anchored) {
		t->anchored++;
		return;
	}
	if (t->listed++ >= DOC_VALUES_LISTED)
		return;
	char *grown = pp_xasprintf("%s%s%s", t->missing ? t->missing : "",
	                           t->missing ? ", " : "", path);
	free(t->missing);
	t->missing = grown;
}

/* Walk n (under key of map, at path); above: a mapping between the game
 * and n carries an anchor. */
static void walk_value(value_tally *t, const pp_node *map, const char *key, const pp_node *n,
                       int above, const char *path)
{
	if (n->kind == NODE_SCALAR) {
		tally(t, n, above || names_key(map, key), path);
		return;
	}
	if (n->kind == NODE_SEQ) {
		for (size_t i = 0; i < n->n; i++) {
			char *sub = pp_xasprintf("%s/%zu", path, i);
			walk_value(t, map, key, n->items[i], above, sub);
			free(sub);
		}
		return;
	}
	int here = above || node_get(n, "anchor") != NULL;
	for (size_t i = 0; i < n->n; i++) {
		const pp_node *c = n->items[i];
		if (not_a_value(c->key))
			continue;
		char *sub = pp_xasprintf("%s/%s", path, c->key);
		walk_value(t, n, c->key, c, here, sub);
		free(sub);
	}
}

/* The game's own keys: its anchor stands for its name only. */
static void walk_game(value_tally *t, const pp_node *game)
{
	for (size_t i = 0; i < game->n; i++) {
		const pp_node *c = game->items[i];
		if (not_a_value(c->key))
			continue;
		int named = strcmp(c->key, "name") == 0 && node_get(game, "anchor") != NULL;
		if (c->kind == NODE_SCALAR)
			tally(t, c, named || names_key(game, c->key), c->key);
		else
			walk_value(t, game, c->key, c, 0, c->key);
	}
}

void doc_values(doc_walk *w)
{
	ck_ctx *ctx = w->ctx;
	const pp_node *games = plan_games(ctx->plan);
	if (!ctx->sources->n)
		return;
	for (size_t g = 0; g < node_len(games); g++) {
		const pp_node *game = node_at(games, g);
		value_tally t = { 0 };
		walk_game(&t, game);
		pp_finding *f;
		if (t.anchored == t.values) {
			f = ck_emit(ctx, "PP-DOC-012", game, game, "values", 1,
			            "all %zu values are anchored to the document's words", t.values);
		} else {
			size_t un = t.values - t.anchored;
			f = ck_emit(ctx, "PP-DOC-012", game, game, "values", 0,
			            "%zu of %zu values have no anchor of their own or of a row, "
			            "bet or table around them: %s%s",
			            un, t.values, t.missing, un > DOC_VALUES_LISTED ? ", ..." : "");
			ck_evidence_text(f, "unanchored", t.missing);
		}
		char num[32];
		snprintf(num, sizeof num, "%zu", t.anchored);
		ck_evidence_text(f, "anchored", num);
		snprintf(num, sizeof num, "%zu", t.values);
		ck_evidence_text(f, "values", num);
		free(t.missing);
	}
}
