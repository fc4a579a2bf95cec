/* SPDX-License-Identifier: Apache-2.0 */
/* open_rules.c - PP-PLAN-007: every rule a game leaves open is a finding.
 * The spec walker (spec_open_rules) finds the fields flagged SPEC_OPEN that
 * are absent or written `unstated`; this turns each into one warning named
 * by its path inside the game ("dealer/soft_17"), located at the value, or
 * at the table it would belong to.  A rule the plan decides otherwise is
 * none: the plan-wide `max_win.basis` a game inherits, or one its family
 * finds settled by another rule the plan states (ck_family.open_decided:
 * not applicable, with the reason).  A game that states every such rule
 * gets one pass.  Called with game NULL, the same for the plan's own fields
 * (operator, jurisdiction ...), as plan-wide findings. */
#include <stdlib.h>
#include <string.h>

#include "core/check.h"
#include "core/check_internal.h"
#include "core/maxwin.h"
#include "plan.h"
#include "schema.h"

typedef struct {
	ck_ctx *ctx;
	const pp_node *game;
	const ck_family *fam; /* the game's family, NULL plan-wide */
	char *game_path;
	size_t decided; /* open rules the plan decides otherwise: states once
	                 * for every game, or settles by another rule */
} open_walk;

/* The path of field inside its mapping, relative to the game. */
static char *rule_path(const open_walk *w, const spec_field *field, const pp_node *map)
{
	char *map_path = node_path(map);
	size_t skip = strlen(w->game_path);
	const char *rel = strncmp(map_path, w->game_path, skip) == 0 ? map_path + skip : map_path;
	pp_buf b = { 0 };
	if (*rel == '/')
		rel++;
	pp_buf_printf(&b, "%s%s%s", rel, *rel ? "/" : "", field->name);
	free(map_path);
	return pp_buf_detach(&b);
}

static void report_open(void *arg, const spec_field *field, const pp_node *map,
                        const pp_node *value)
{
	open_walk *w = arg;
	if (w->game && map == node_get(w->game, "max_win") && strcmp(field->name, "basis") == 0 &&
	    ck_maxwin_plan_wide(w->game)) {
		w->decided++; /* the plan-wide `max_win.basis` states it */
		return;
	}
	char *path = rule_path(w, field, map);
	const char *why = w->fam && w->fam->open_decided
	                  ? w->fam->open_decided(w->game, map, field->name) : NULL;
	if (why) {
		ck_emit_status(w->ctx, "PP-PLAN-007", w->game, value ? value : map, path,
		               PP_ST_NOTAPPLICABLE, "the plan does not state `%s` (%s) and needs "
		               "not: %s", path, field->doc, why);
		w->decided++;
		free(path);
		return;
	}
	if (field->flags & SPEC_OPEN_OWN_RULE) {
		ck_emit_status(w->ctx, "PP-PLAN-007", w->game, value ? value : map, path,
		               PP_ST_NOTAPPLICABLE, "the plan does not state `%s` (%s); the "
		               "family's own rule reports it with the readings it computes", path,
		               field->doc);
		free(path);
		return;
	}
	ck_emit(w->ctx, "PP-PLAN-007", w->game, value ? value : map, path, 0,
	        "the plan does not state `%s` (%s)%s", path, field->doc,
	        value ? "" : "; the key is left out: write `unstated` to record that the plan is silent");
	free(path);
}

/* Open rules the family reported itself under PP-PLAN-007, for game (it
 * knows rules that are open only in context, such as what the main bets
 * get when a dealer who must qualify does not). */
static size_t reported_by_family(const ck_ctx *ctx, const pp_node *game)
{
	size_t n = 0;
	const pp_result *res = ctx->res;
	for (size_t i = 0; game && i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		n += f->game != PP_NO_GAME && res->games[f->game].node == game &&
		     strcmp(f->rule->id, "PP-PLAN-007") == 0;
	}
	return n;
}

void ck_check_open_rules(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *scope = game ? game : ck_plan(ctx)->root;
	const ck_family *fam = game ? ck_family_find(node_get_text(game, "family", "")) : NULL;
	open_walk w = { ctx, game, fam, game ? node_path(game) : pp_xstrdup(""), 0 };
	size_t by_family = reported_by_family(ctx, game); /* before the walk adds its own */
	if (spec_open_rules(scope, report_open, &w) == w.decided && !by_family)
		ck_emit(ctx, "PP-PLAN-007", game, scope, game ? "open-rules" : "plan-open-rules", 1,
		        "the plan states every rule the format lets it leave open");
	free(w.game_path);
}
