/* SPDX-License-Identifier: Apache-2.0 */
/* report_diff_json.c - the diff report as JSON, for programs (a CI step
 * that posts its own comment, a dashboard): the XML diff report's content
 * (reports/planproof-diff-1.xsd) with the same names, an element's
 * attributes as members, repeated elements as arrays, counts as numbers,
 * absent attributes as absent members.  Deterministic as the XML is: no
 * time unless SOURCE_DATE_EPOCH is set. */
#include <stdio.h>
#include <stdlib.h>

#include "json.h"
#include "plan.h"
#include "report.h"
#include "diff/diff.h"

static void input(json *j, const char *role, const pp_plan *plan, const pp_result *res)
{
	const pp_node *meta = plan_meta(plan);
	json_object(j, NULL);
	json_str(j, "role", role);
	json_str(j, "name", plan->path);
	json_uint(j, "bytes", plan->bytes);
	json_str(j, "sha256", plan->sha256);
	json_str(j, "planId", node_get_text(meta, "id", ""));
	json_str(j, "planVersion", node_get_text(meta, "version", ""));
	json_str(j, "planDate", node_get_text(meta, "date", ""));
	json_str(j, "verdict", report_verdict(res, PP_ALL_GAMES));
	json_end(j, '}');
}

static void summary(json *j, const pp_diff *d)
{
	size_t cls[3] = { 0 }, ops[4] = { 0 }, delta[DELTA_COUNT] = { 0 };
	static const char *const delta_keys[DELTA_COUNT] = { "findingsNew", "findingsWorse",
		"findingsBetter", "findingsUnchanged", "findingsFixed", "findingsGone",
		"findingsNotApplicable", "findingsInstance" };
	int level = diff_level(d);
	for (size_t i = 0; i < d->nchanges; i++) {
		cls[d->changes[i]->cls]++;
		ops[d->changes[i]->op]++;
	}
	for (size_t i = 0; i < d->nfindings; i++)
		delta[d->findings[i].delta]++;
	json_object(j, "summary");
	json_str(j, "level", level < 0 ? "none" : pp_severity_name((pp_severity)level));
	json_uint(j, "changes", d->nchanges);
	for (int c = PP_SEV_ERROR; c >= PP_SEV_INFO; c--)
		json_uint(j, pp_severity_name((pp_severity)c), cls[c]);
	for (int o = DIFF_ADDED; o <= DIFF_RENAMED; o++)
		json_uint(j, diff_op_name((diff_op)o), ops[o]);
	for (int k = 0; k < DELTA_COUNT; k++)
		json_uint(j, delta_keys[k], delta[k]);
	json_uint(j, "findingsSteady", d->passing);
	json_uint(j, "figures", d->nfigures);
	json_end(j, '}');
}

static void games(json *j, const pp_diff *d)
{
	diff_game *g = NULL;
	size_t n = diff_games(d, &g);
	json_array(j, "games");
	for (size_t i = 0; i < n; i++) {
		json_object(j, NULL);
		json_str(j, "id", g[i].id);
		json_str(j, "oldId", g[i].old_id);
		json_str(j, "state", diff_game_state_name(g[i].state));
		if (g[i].old_game != PP_NO_GAME)
			json_str(j, "oldVerdict", report_verdict(d->old_res, g[i].old_game));
		if (g[i].new_game != PP_NO_GAME)
			json_str(j, "newVerdict", report_verdict(d->new_res, g[i].new_game));
		json_end(j, '}');
	}
	json_end(j, ']');
	free(g);
}

static void side(json *j, const char *name, const diff_side *s)
{
	if (!s->node)
		return;
	json_object(j, name);
	json_str(j, "value", s->value);
	json_str(j, "exact", s->exact);
	json_str(j, "file", s->node->file);
	json_uint(j, "line", s->node->line);
	json_uint(j, "col", s->node->col);
	json_end(j, '}');
}

/* The change id the XML report gives ("c1" ...), or none. */
static void change_id(json *j, const char *key, size_t change)
{
	char id[32];
	if (change == DIFF_NONE)
		return;
	snprintf(id, sizeof(id), "c%zu", change + 1);
	json_str(j, key, id);
}

static void change(json *j, const diff_change *c, size_t i)
{
	json_object(j, NULL);
	change_id(j, "id", i);
	json_str(j, "op", diff_op_name(c->op));
	json_str(j, "class", pp_severity_name(c->cls));
	json_str(j, "game", c->game);
	json_str(j, "path", c->path);
	json_str(j, "what", c->what);
	json_str(j, "message", c->message);
	side(j, "old", &c->old);
	side(j, "new", &c->new);
	json_str(j, "citation", c->citation);
	json_array(j, "reasons");
	for (size_t r = 0; r < c->nreasons; r++) {
		json_object(j, NULL);
		json_str(j, "class", pp_severity_name(c->reasons[r].cls));
		json_str(j, "tag", c->reasons[r].tag);
		json_str(j, "text", c->reasons[r].text);
		json_end(j, '}');
	}
	json_end(j, ']');
	json_end(j, '}');
}

static void location(json *j, const char *name, const pp_finding *f)
{
	if (!f)
		return;
	json_object(j, name);
	json_str(j, "file", f->file);
	json_uint(j, "line", f->line);
	json_uint(j, "col", f->col);
	json_str(j, "path", f->path);
	json_end(j, '}');
}

static void finding(json *j, const diff_finding *f)
{
	const pp_finding *any = f->new ? f->new : f->old;
	json_object(j, NULL);
	json_str(j, "delta", diff_delta_name(f->delta));
	json_str(j, "ruleId", any->rule->id);
	json_str(j, "severity", pp_severity_name(any->rule->severity));
	json_str(j, "game", f->game);
	json_str(j, "subject", any->subject);
	if (f->old)
		json_str(j, "oldStatus", pp_check_status_name(f->old->status));
	if (f->new)
		json_str(j, "newStatus", pp_check_status_name(f->new->status));
	if (f->impact >= 0)
		json_str(j, "impact", pp_severity_name((pp_severity)f->impact));
	json_str(j, "entry", f->entry);
	change_id(j, "change", f->change);
	location(j, "old", f->old);
	location(j, "new", f->new);
	json_str(j, "message", any->message);
	json_end(j, '}');
}

static void figure(json *j, const diff_figure *f)
{
	json_object(j, NULL);
	json_str(j, "ruleId", f->new->rule->id);
	json_str(j, "game", f->game);
	json_str(j, "subject", f->new->subject);
	json_str(j, "name", f->new_ev->name);
	json_str(j, "old", f->old_ev->exact);
	json_str(j, "new", f->new_ev->exact);
	json_str(j, "delta", f->delta);
	json_str(j, "oldDecimal", f->old_ev->decimal);
	json_str(j, "newDecimal", f->new_ev->decimal);
	json_str(j, "deltaDecimal", f->delta_decimal);
	json_str(j, "unit", f->new_ev->unit);
	json_str(j, "rounding", f->new_ev->rounding);
	json_uint(j, "digits", f->new_ev->digits);
	if (f->impact >= 0)
		json_str(j, "impact", pp_severity_name((pp_severity)f->impact));
	change_id(j, "change", f->change);
	json_end(j, '}');
}

pp_status report_diff_json(const pp_diff *d, pp_buf *out, pp_error *err)
{
	json j = { out, 0, { 0 } };
	char when[32];
	long long epoch;
	(void)err;
	json_object(&j, NULL);
	json_uint(&j, "formatVersion", 1);
	json_object(&j, "tool");
	json_str(&j, "name", "planproof");
	json_str(&j, "version", PP_VERSION);
	json_end(&j, '}');
	json_array(&j, "inputs");
	input(&j, "old", d->old_plan, d->old_res);
	input(&j, "new", d->new_plan, d->new_res);
	json_end(&j, ']');
	if (report_epoch(when, sizeof(when), &epoch))
		json_str(&j, "generated", when);
	summary(&j, d);
	games(&j, d);
	json_array(&j, "changes");
	for (size_t i = 0; i < d->nchanges; i++)
		change(&j, d->changes[i], i);
	json_end(&j, ']');
	json_array(&j, "findings");
	for (size_t i = 0; i < d->nfindings; i++)
		finding(&j, &d->findings[i]);
	json_end(&j, ']');
	json_array(&j, "figures");
	for (size_t i = 0; i < d->nfigures; i++)
		figure(&j, &d->figures[i]);
	json_end(&j, ']');
	json_end(&j, '}');
	return PP_OK;
}
