/* SPDX-License-Identifier: Apache-2.0 */
/* diff.c - pp_diff_plans: check both versions, diff their trees, match
 * their verdicts, classify; and the diff's exit code and names. */
#include <stdlib.h>
#include <string.h>

#include "core/check.h"
#include "diff/diff.h"
#include "plan.h"
#include "i18n.h"

const char *diff_op_name(diff_op op)
{
	static const char *const names[] = { "added", "removed", "changed", "renamed" };
	return (unsigned)op < PP_ARRAY_LEN(names) ? names[op] : "?";
}

const char *diff_delta_name(diff_delta delta)
{
	static const char *const names[DELTA_COUNT] = { N_("new"), N_("worse"), N_("better"),
		N_("unchanged"), N_("fixed"), N_("gone"), N_("notapplicable"), N_("instance") };
	return (unsigned)delta < DELTA_COUNT ? names[delta] : "?";
}

pp_status pp_diff_plans(pp_diff **out, const pp_plan *old_plan, const pp_plan *new_plan,
                        const pp_check_options *opts, pp_error *err)
{
	pp_diff *d = pp_xcalloc(1, sizeof(*d));
	pp_status st;

	*out = NULL;
	pp_error_clear(err);
	d->old_plan = old_plan;
	d->new_plan = new_plan;
	st = pp_check(&d->old_res, old_plan, opts, err);
	if (!st)
		st = pp_check(&d->new_res, new_plan, opts, err);
	if (st)
		goto cleanup;
	diff_walk(d, old_plan->root, new_plan->root);
	diff_anchors(d);
	diff_verdicts(d);
	diff_classify(d);
	*out = d;
	d = NULL;
cleanup:
	pp_diff_free(d);
	return st;
}

static void side_free(diff_side *s)
{
	free(s->value);
	free(s->exact);
}

void pp_diff_free(pp_diff *d)
{
	if (!d)
		return;
	for (size_t i = 0; i < d->nchanges; i++) {
		diff_change *c = d->changes[i];
		for (size_t r = 0; r < c->nreasons; r++)
			free(c->reasons[r].text);
		free(c->reasons);
		side_free(&c->old);
		side_free(&c->new);
		free(c->game);
		free(c->path);
		free(c->subject);
		free(c->message);
		free(c->citation);
		free(c);
	}
	for (size_t i = 0; i < d->nfigures; i++) {
		free(d->figures[i].delta);
		free(d->figures[i].delta_decimal);
	}
	free(d->changes);
	free(d->findings);
	free(d->figures);
	pp_result_free(d->old_res);
	pp_result_free(d->new_res);
	free(d);
}

int pp_diff_exit_code(const pp_diff *d, pp_fail_on fail_on)
{
	int level = diff_level(d);
	return fail_on != PP_FAIL_ON_NEVER && level >= 0 && level >= (int)fail_on;
}

int pp_diff_exit_code_kinds(const pp_diff *d, unsigned kinds)
{
	for (size_t i = 0; i < d->nfindings; i++) {
		const diff_finding *x = &d->findings[i];
		if (x->impact >= 0 && x->new && (x->new->status == PP_ST_ERROR ||
		                                 (kinds & PP_KIND_BIT(x->new->kind))))
			return 1;
	}
	return 0;
}

const char *diff_entry_id(const pp_result *res, const pp_finding *f)
{
	return f->entry < res->nentries ? res->entries[f->entry].id : NULL;
}

const char *diff_game_state_name(diff_game_state s)
{
	static const char *const names[] = { N_("added"), N_("removed"), N_("renamed"),
		N_("changed"), N_("unchanged") };
	return (unsigned)s < PP_ARRAY_LEN(names) ? names[s] : "?";
}

static size_t find_game(const pp_result *res, const char *id)
{
	for (size_t i = 0; i < res->ngames; i++)
		if (strcmp(res->games[i].id, id) == 0)
			return i;
	return PP_NO_GAME;
}

/* The change that renamed game id of NEW, or NULL. */
static const diff_change *rename_of(const pp_diff *d, const char *id)
{
	for (size_t i = 0; i < d->nchanges; i++) {
		const diff_change *c = d->changes[i];
		if (c->op == DIFF_RENAMED && c->new.node->type &&
		    c->new.node->type->kind == T_GAME && strcmp(c->game, id) == 0)
			return c;
	}
	return NULL;
}

size_t diff_games(const pp_diff *d, diff_game **out)
{
	const pp_result *ro = d->old_res, *rn = d->new_res;
	diff_game *g = pp_xcalloc(ro->ngames + rn->ngames, sizeof(*g));
	char *seen = pp_xcalloc(ro->ngames + 1, 1);
	size_t n = 0;
	for (size_t j = 0; j < rn->ngames; j++) {
		diff_game *x = &g[n++];
		const diff_change *r = rename_of(d, rn->games[j].id);
		x->id = rn->games[j].id;
		x->new_game = j;
		x->old_game = find_game(ro, x->id);
		if (r) {
			x->old_id = node_get_text(r->old.node, "id", "");
			x->old_game = find_game(ro, x->old_id);
			x->state = GAME_RENAMED;
		} else if (x->old_game == PP_NO_GAME) {
			x->state = GAME_ADDED;
		} else {
			x->state = GAME_UNCHANGED;
			for (size_t i = 0; i < d->nchanges; i++)
				if (d->changes[i]->game && strcmp(d->changes[i]->game, x->id) == 0)
					x->state = GAME_CHANGED;
		}
		if (x->old_game != PP_NO_GAME)
			seen[x->old_game] = 1;
	}
	for (size_t i = 0; i < ro->ngames; i++)
		if (!seen[i]) {
			diff_game *x = &g[n++];
			x->id = ro->games[i].id;
			x->state = GAME_REMOVED;
			x->old_game = i;
			x->new_game = PP_NO_GAME;
		}
	free(seen);
	*out = g;
	return n;
}
