/* SPDX-License-Identifier: Apache-2.0 */
/* report_diff_xml.c - the diff report as XML (urn:planproof:diff:1,
 * reports/planproof-diff-1.xsd).  Deterministic bytes: changes in document
 * order, findings in NEW's report order then those gone, no time unless
 * SOURCE_DATE_EPOCH is set. */
#include <stdio.h>
#include <stdlib.h>

#include "diff/diff.h"
#include "plan.h"
#include "report.h"
#include "xml_writer.h"

static int write_input(xw *x, const char *role, const pp_plan *plan, const pp_result *res)
{
	const pp_node *meta = plan_meta(plan);
	W(xw_start(x, "input"));
	W(xw_attr(x, "role", role));
	W(xw_attr(x, "name", plan->path));
	W(xw_attr_u(x, "bytes", plan->bytes));
	W(xw_attr(x, "sha256", plan->sha256));
	W(xw_attr(x, "planId", node_get_text(meta, "id", "")));
	W(xw_attr(x, "planVersion", node_get_text(meta, "version", "")));
	W(xw_attr(x, "planDate", node_get_text(meta, "date", "")));
	W(xw_attr(x, "verdict", report_verdict(res, PP_ALL_GAMES)));
	return xw_end(x);
fail:
	return -1;
}

static int write_summary(xw *x, const pp_diff *d)
{
	size_t cls[3] = { 0 }, ops[4] = { 0 }, delta[DELTA_COUNT] = { 0 };
	static const char *const delta_attrs[DELTA_COUNT] = { "findingsNew", "findingsWorse",
		"findingsBetter", "findingsUnchanged", "findingsFixed", "findingsGone",
		"findingsNotApplicable", "findingsInstance" };
	int level = diff_level(d);
	for (size_t i = 0; i < d->nchanges; i++) {
		cls[d->changes[i]->cls]++;
		ops[d->changes[i]->op]++;
	}
	for (size_t i = 0; i < d->nfindings; i++)
		delta[d->findings[i].delta]++;
	W(xw_start(x, "summary"));
	W(xw_attr(x, "level", level < 0 ? "none" : pp_severity_name((pp_severity)level)));
	W(xw_attr_u(x, "changes", d->nchanges));
	for (int c = PP_SEV_ERROR; c >= PP_SEV_INFO; c--)
		W(xw_attr_u(x, pp_severity_name((pp_severity)c), cls[c]));
	for (int o = DIFF_ADDED; o <= DIFF_RENAMED; o++)
		W(xw_attr_u(x, diff_op_name((diff_op)o), ops[o]));
	for (int k = 0; k < DELTA_COUNT; k++)
		W(xw_attr_u(x, delta_attrs[k], delta[k]));
	W(xw_attr_u(x, "findingsSteady", d->passing));
	W(xw_attr_u(x, "figures", d->nfigures));
	return xw_end(x);
fail:
	return -1;
}

static int write_games(xw *x, const pp_diff *d)
{
	diff_game *g = NULL;
	size_t n = diff_games(d, &g);
	W(xw_start(x, "games"));
	for (size_t i = 0; i < n; i++) {
		W(xw_start(x, "game"));
		W(xw_attr(x, "id", g[i].id));
		W(xw_attr(x, "oldId", g[i].old_id));
		W(xw_attr(x, "state", diff_game_state_name(g[i].state)));
		if (g[i].old_game != PP_NO_GAME)
			W(xw_attr(x, "oldVerdict", report_verdict(d->old_res, g[i].old_game)));
		if (g[i].new_game != PP_NO_GAME)
			W(xw_attr(x, "newVerdict", report_verdict(d->new_res, g[i].new_game)));
		W(xw_end(x));
	}
	free(g);
	return xw_end(x);
fail:
	free(g);
	return -1;
}

static int write_side(xw *x, const char *name, const diff_side *s)
{
	if (!s->node)
		return 0;
	W(xw_start(x, name));
	W(xw_attr(x, "value", s->value));
	W(xw_attr(x, "exact", s->exact));
	W(xw_attr(x, "file", s->node->file));
	W(xw_attr_u(x, "line", s->node->line));
	W(xw_attr_u(x, "col", s->node->col));
	return xw_end(x);
fail:
	return -1;
}

static int write_id(xw *x, const char *name, size_t change)
{
	char id[32];
	if (change == DIFF_NONE)
		return 0;
	snprintf(id, sizeof(id), "c%zu", change + 1);
	return xw_attr(x, name, id);
}

static int write_change(xw *x, const diff_change *c, size_t i)
{
	W(xw_start(x, "change"));
	W(write_id(x, "id", i));
	W(xw_attr(x, "op", diff_op_name(c->op)));
	W(xw_attr(x, "class", pp_severity_name(c->cls)));
	W(xw_attr(x, "game", c->game));
	W(xw_attr(x, "path", c->path));
	W(xw_attr(x, "what", c->what));
	W(xw_text_element(x, "message", c->message));
	W(write_side(x, "old", &c->old));
	W(write_side(x, "new", &c->new));
	if (c->citation)
		W(xw_text_element(x, "citation", c->citation));
	for (size_t r = 0; r < c->nreasons; r++) {
		W(xw_start(x, "reason"));
		W(xw_attr(x, "class", pp_severity_name(c->reasons[r].cls)));
		W(xw_attr(x, "tag", c->reasons[r].tag));
		W(xw_text(x, c->reasons[r].text));
		W(xw_end(x));
	}
	return xw_end(x);
fail:
	return -1;
}

static int write_location(xw *x, const char *name, const pp_finding *f)
{
	if (!f)
		return 0;
	W(xw_start(x, name));
	W(xw_attr(x, "file", f->file));
	W(xw_attr_u(x, "line", f->line));
	W(xw_attr_u(x, "col", f->col));
	W(xw_attr(x, "path", f->path));
	return xw_end(x);
fail:
	return -1;
}

static int write_finding(xw *x, const diff_finding *f)
{
	const pp_finding *any = f->new ? f->new : f->old;
	W(xw_start(x, "finding"));
	W(xw_attr(x, "delta", diff_delta_name(f->delta)));
	W(xw_attr(x, "ruleId", any->rule->id));
	W(xw_attr(x, "severity", pp_severity_name(any->rule->severity)));
	W(xw_attr(x, "game", f->game));
	W(xw_attr(x, "subject", any->subject));
	if (f->old)
		W(xw_attr(x, "oldStatus", pp_check_status_name(f->old->status)));
	if (f->new)
		W(xw_attr(x, "newStatus", pp_check_status_name(f->new->status)));
	if (f->impact >= 0)
		W(xw_attr(x, "impact", pp_severity_name((pp_severity)f->impact)));
	if (f->entry)
		W(xw_attr(x, "entry", f->entry));
	W(write_id(x, "change", f->change));
	W(write_location(x, "old", f->old));
	W(write_location(x, "new", f->new));
	W(xw_text_element(x, "message", any->message));
	return xw_end(x);
fail:
	return -1;
}

static int write_figure(xw *x, const diff_figure *f)
{
	W(xw_start(x, "figure"));
	W(xw_attr(x, "ruleId", f->new->rule->id));
	W(xw_attr(x, "game", f->game));
	W(xw_attr(x, "subject", f->new->subject));
	W(xw_attr(x, "name", f->new_ev->name));
	W(xw_attr(x, "old", f->old_ev->exact));
	W(xw_attr(x, "new", f->new_ev->exact));
	W(xw_attr(x, "delta", f->delta));
	W(xw_attr(x, "oldDecimal", f->old_ev->decimal));
	W(xw_attr(x, "newDecimal", f->new_ev->decimal));
	W(xw_attr(x, "deltaDecimal", f->delta_decimal));
	W(xw_attr(x, "unit", f->new_ev->unit));
	W(xw_attr(x, "rounding", f->new_ev->rounding));
	W(xw_attr_u(x, "digits", f->new_ev->digits));
	if (f->impact >= 0)
		W(xw_attr(x, "impact", pp_severity_name((pp_severity)f->impact)));
	W(write_id(x, "change", f->change));
	return xw_end(x);
fail:
	return -1;
}

pp_status report_diff_xml(const pp_diff *d, pp_buf *out, pp_error *err)
{
	xw x;
	pp_status st = PP_OK;

	W(xw_open(&x));
	W(xw_start(&x, "diff"));
	W(xw_attr(&x, "xmlns", PP_DIFF_NS));
	W(xw_attr(&x, "formatVersion", "1"));
	W(xw_tool(&x));
	W(write_input(&x, "old", d->old_plan, d->old_res));
	W(write_input(&x, "new", d->new_plan, d->new_res));
	W(xw_generated(&x));
	W(write_summary(&x, d));
	W(write_games(&x, d));
	W(xw_start(&x, "changes"));
	for (size_t i = 0; i < d->nchanges; i++)
		W(write_change(&x, d->changes[i], i));
	W(xw_end(&x));
	W(xw_start(&x, "findings"));
	for (size_t i = 0; i < d->nfindings; i++)
		W(write_finding(&x, &d->findings[i]));
	W(xw_end(&x));
	W(xw_start(&x, "figures"));
	for (size_t i = 0; i < d->nfigures; i++)
		W(write_figure(&x, &d->figures[i]));
	W(xw_end(&x));
	W(xw_end(&x));
	W(xw_close(&x, out));
	goto cleanup;
fail:
	st = pp_error_set(err, PP_EIO, NULL, 0, 0, "cannot produce the diff report");
cleanup:
	xw_free(&x);
	return st;
}
