/* SPDX-License-Identifier: Apache-2.0 */
/* report_xml.c - the native XML report, written with libxml2's text writer
 * (xml_writer.h: a failed write jumps to the cleanup path).  The bytes are
 * deterministic: the findings are already sorted, attribute order is fixed,
 * and no time is written unless SOURCE_DATE_EPOCH is set.  Text is
 * sanitised of the control characters XML 1.0 cannot carry (a YAML "\x01"
 * escape could produce one). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "figures.h"
#include "node.h"
#include "plan.h"
#include "report.h"
#include "report_entries.h"
#include "waiver.h"
#include "xml_writer.h"

static int write_summary(xw *x, const pp_result *res, size_t game)
{
	size_t c[PP_ST_COUNT], total = 0;
	pp_result_count(res, c, game);
	for (int s = 0; s < PP_ST_COUNT; s++)
		total += c[s];
	if (xw_start(x, "summary") < 0 || xw_attr(x, "verdict", report_verdict(res, game)) < 0 ||
	    xw_attr_u(x, "checks", total) < 0)
		return -1;
	for (int s = 0; s < PP_ST_COUNT; s++)
		if (xw_attr_u(x, pp_check_status_name((pp_check_status)s), c[s]) < 0)
			return -1;
	return xw_end(x);
}

/* Where in its document a finding's subject is written. */
static int write_anchor(xw *x, const pp_doc_location *d)
{
	W(xw_start(x, "anchor"));
	W(xw_attr(x, "source", d->source));
	W(xw_attr(x, "file", d->file));
	if (d->line) {
		W(xw_attr_u(x, "line", d->line));
		W(xw_attr_u(x, "endLine", d->end_line));
	}
	if (d->quote)
		W(xw_text_element(x, "quote", d->quote));
	return xw_end(x);
fail:
	return -1;
}

static int write_coverage(xw *x, const pp_coverage *c)
{
	if (!c->measured)
		return 0;
	W(xw_start(x, "coverage"));
	W(xw_attr_u(x, "encoded", c->encoded));
	W(xw_attr_u(x, "setAside", c->set_aside));
	W(xw_attr_u(x, "total", c->total));
	return xw_end(x);
fail:
	return -1;
}

static int write_document(xw *x, const pp_doc_info *d)
{
	W(xw_start(x, "document"));
	W(xw_attr(x, "id", d->id));
	W(xw_attr(x, "path", d->path));
	W(xw_attr(x, "declaredSha256", d->declared));
	W(xw_attr(x, "sha256", d->sha256));
	W(xw_attr(x, "found", d->found ? "true" : "false"));
	W(xw_attr_u(x, "lines", d->lines));
	for (size_t i = 0; i < d->nuncovered; i++) {
		W(xw_start(x, "uncovered"));
		W(xw_attr_u(x, "from", d->uncovered[2 * i]));
		W(xw_attr_u(x, "to", d->uncovered[2 * i + 1]));
		W(xw_end(x));
	}
	return xw_end(x);
fail:
	return -1;
}

/* A figure's attributes, on an `evidence` or a bet's `figure` element: its
 * name and exact value, and with a decimal its unit, rounding and digits. */
static int write_figure_attrs(xw *x, const pp_evidence *e)
{
	W(xw_attr(x, "name", e->name));
	W(xw_attr(x, "exact", e->exact));
	if (e->decimal) {
		W(xw_attr(x, "decimal", e->decimal));
		W(xw_attr(x, "unit", e->unit));
		W(xw_attr(x, "rounding", e->rounding));
		W(xw_attr_u(x, "digits", e->digits));
	}
	return 0;
fail:
	return -1;
}

/* A finding's result element; brief: without its location, anchor,
 * citation, remediation and waiver (report_xml_filter). */
static int write_finding(xw *x, const pp_result *res, const pp_finding *f, int brief)
{
	W(xw_start(x, "result"));
	W(xw_attr(x, "ruleId", f->rule->id));
	W(xw_attr(x, "status", pp_check_status_name(f->status)));
	W(xw_attr(x, "severity", pp_severity_name(f->rule->severity)));
	W(xw_attr(x, "subject", f->subject));
	W(xw_attr(x, "title", f->rule->title));
	W(xw_attr(x, "kind", pp_kind_name(f->kind)));
	if (f->entry != PP_NO_ENTRY)
		W(xw_attr(x, "entry", res->entries[f->entry].id));
	if (brief)
		goto body;
	W(xw_start(x, "location"));
	W(xw_attr(x, "file", f->file));
	W(xw_attr_u(x, "line", f->line));
	W(xw_attr_u(x, "col", f->col));
	W(xw_attr(x, "path", f->path));
	W(xw_end(x));
	if (f->doc)
		W(write_anchor(x, f->doc));
	if (f->citation)
		W(xw_text_element(x, "citation", f->citation));
body:
	W(xw_text_element(x, "message", f->message));
	for (size_t i = 0; i < f->nevidence; i++) {
		W(xw_start(x, "evidence"));
		W(write_figure_attrs(x, &f->evidence[i]));
		W(xw_end(x));
	}
	if (brief)
		return xw_end(x);
	if (f->status != PP_ST_PASS && f->status != PP_ST_NOTAPPLICABLE)
		W(xw_text_element(x, "remediation", f->rule->remediation));
	if (f->waiver)
		W(xw_text_element(x, "waiver", f->waiver));
	return xw_end(x);
fail:
	return -1;
}

/* A table with its rows [row_lo, row_hi) (report_xml_filter). */
static int write_table(xw *x, const pp_table *t, size_t row_lo, size_t row_hi)
{
	W(xw_start(x, "table"));
	W(xw_attr(x, "id", t->id));
	W(xw_attr(x, "title", t->title));
	for (size_t c = 0; c < t->ncols; c++)
		W(xw_text_element(x, "column", t->head[c]));
	for (size_t r = row_lo; r < t->nrows && r < row_hi; r++) {
		W(xw_start(x, "row"));
		for (size_t c = 0; c < t->ncols; c++)
			W(xw_text_element(x, "cell", t->cells[r * t->ncols + c]));
		W(xw_end(x));
	}
	return xw_end(x);
fail:
	return -1;
}

/* Results and tables of game (PP_NO_GAME for the plan-wide ones). */
/* The computed tables of each game, in result order: those of game g are
 * res->tables[at[first[g]]] .. [at[first[g + 1] - 1]]; slot ngames holds
 * the plan-wide ones.  Built once, so each game visits only its tables. */
typedef struct {
	size_t *at, *first;
} table_groups;

static size_t table_slot(const pp_result *res, size_t game)
{
	return game < res->ngames ? game : res->ngames;
}

static void group_tables(const pp_result *res, table_groups *tg)
{
	size_t *next = pp_xcalloc(res->ngames + 1, sizeof(*next));
	tg->at = pp_xcalloc(res->ntables + 1, sizeof(*tg->at));
	tg->first = pp_xcalloc(res->ngames + 2, sizeof(*tg->first));
	for (size_t i = 0; i < res->ntables; i++)
		tg->first[table_slot(res, res->tables[i]->game) + 1]++;
	for (size_t g = 0; g <= res->ngames; g++)
		tg->first[g + 1] += tg->first[g];
	for (size_t g = 0; g <= res->ngames; g++)
		next[g] = tg->first[g];
	for (size_t i = 0; i < res->ntables; i++)
		tg->at[next[table_slot(res, res->tables[i]->game)]++] = i;
	free(next);
}

/* The findings and tables of game the filter f keeps (f NULL: all). */
static int write_body(xw *x, const pp_result *res, const table_groups *tg, size_t game,
                      const report_xml_filter *f)
{
	size_t lo, hi;
	pp_result_game_range(res, game, &lo, &hi);
	if (f && f->finding_lo > lo)
		lo = f->finding_lo;
	if (f && f->finding_hi < hi)
		hi = f->finding_hi;
	for (size_t i = lo; i < hi; i++) {
		int keep = !f ? 1 : f->keep_finding ? f->keep_finding(f, i) : 0;
		if (res->findings[i]->game == game && keep)
			W(write_finding(x, res, res->findings[i], keep == 2));
	}
	size_t slot = table_slot(res, game);
	for (size_t i = tg->first[slot]; i < tg->first[slot + 1]; i++)
		if (!f || (f->keep_table && f->keep_table(f, res->tables[tg->at[i]])))
			W(write_table(x, res->tables[tg->at[i]], f ? f->row_lo : 0,
			              f ? f->row_hi : SIZE_MAX));
	return 0;
fail:
	return -1;
}

/* What the plan states about a game's wheel, for the pictures of the HTML
 * report: its pockets in wheel order as written (a roulette wheel's
 * numbers, a money wheel's symbols when the plan gives them), the red
 * numbers when the plan lists them, and a money wheel's segments (symbol,
 * count).  Nothing for a game without a wheel. */
static int write_wheel(xw *x, const pp_node *game)
{
	const pp_node *wheel = node_get(game, "wheel");
	static const char *const lists[] = { "order", "red" }, *const items[] = { "pocket", "red" };
	if (!wheel || wheel->kind != NODE_MAP)
		return 0;
	const pp_node *segments = node_get(wheel, "segments");
	W(xw_start(x, "wheel"));
	W(xw_attr(x, "citation", node_get_text(wheel, "citation", NULL)));
	W(xw_attr(x, "fields", node_get_text(wheel, "fields", NULL)));
	for (size_t k = 0; k < 2; k++) {
		const pp_node *list = node_get(wheel, lists[k]);
		for (size_t i = 0; list && list->kind == NODE_SEQ && i < node_len(list); i++)
			W(xw_text_element(x, items[k], node_text(node_at(list, i))));
	}
	for (size_t i = 0; segments && segments->kind == NODE_SEQ && i < node_len(segments); i++) {
		const pp_node *seg = node_at(segments, i);
		W(xw_start(x, "segment"));
		W(xw_attr(x, "symbol", node_get_text(seg, "symbol", "")));
		W(xw_attr(x, "count", node_get_text(seg, "count", "")));
		W(xw_end(x));
	}
	return xw_end(x);
fail:
	return -1;
}

static int write_bet_figure(xw *x, const pp_evidence *e)
{
	if (!e->exact)
		return 0;
	W(xw_start(x, "figure"));
	W(write_figure_attrs(x, e));
	return xw_end(x);
fail:
	return -1;
}

/* The PAR sheet of game g: its bets' outcomes and figures (figures.h). */
static int write_figures(xw *x, const pp_result *res, const figures_index *fi, size_t g)
{
	if (g >= res->ngames || fi->first[g] == fi->first[g + 1])
		return 0;
	W(xw_start(x, "figures"));
	for (size_t i = fi->first[g]; i < fi->first[g + 1]; i++) {
		const pp_bet_figures *f = res->figures[fi->at[i]];
		W(xw_start(x, "bet"));
		W(xw_attr(x, "name", f->bet));
		W(xw_attr(x, "kind", f->kind));
		if (f->not_computed)
			W(xw_text_element(x, "notComputed", f->not_computed));
		for (size_t k = 0; k < f->noutcomes; k++) {
			const pp_figure_outcome *o = &f->outcomes[k];
			W(xw_start(x, "outcome"));
			W(xw_attr(x, "label", o->label));
			W(xw_attr(x, "probability", o->probability));
			W(xw_attr(x, "decimal", o->probability_decimal));
			W(xw_attr(x, "net", o->net));
			W(xw_end(x));
		}
		W(write_bet_figure(x, &f->rtp));
		W(write_bet_figure(x, &f->house_edge));
		W(write_bet_figure(x, &f->hit_frequency));
		W(write_bet_figure(x, &f->variance));
		W(write_bet_figure(x, &f->std_dev));
		W(xw_end(x));
	}
	return xw_end(x);
fail:
	return -1;
}

static int write_game(xw *x, const pp_result *res, const table_groups *tg,
                      const figures_index *fi, size_t g, const report_xml_filter *f)
{
	const pp_game_info *gi = &res->games[g];
	W(xw_start(x, "game"));
	W(xw_attr(x, "id", gi->id));
	W(xw_attr(x, "name", gi->name));
	W(xw_attr(x, "family", gi->family));
	W(xw_attr(x, "citation", gi->citation));
	W(write_summary(x, res, g));
	W(write_coverage(x, &gi->coverage));
	for (size_t i = 0; i < node_len(gi->interpretations); i++) {
		const pp_node *it = node_at(gi->interpretations, i);
		W(xw_start(x, "interpretation"));
		W(xw_attr(x, "citation", node_get_text(it, "citation", NULL)));
		W(xw_text(x, node_get_text(it, "text", "")));
		W(xw_end(x));
	}
	W(write_body(x, res, tg, g, f));
	if (!f || (f->keep_wheel && f->keep_wheel(f, g)))
		W(write_wheel(x, gi->node));
	if (!f)
		W(write_figures(x, res, fi, g));
	return xw_end(x);
fail:
	return -1;
}

static int write_plan(xw *x, const pp_result *res)
{
	const pp_node *meta = plan_meta(res->plan);
	const pp_node *basis = node_get(meta, "legal_basis");
	const pp_node *cur = plan_currencies(res->plan);
	static const char *const keys[] = { "id", "title", "operator", "jurisdiction",
		"version", "date", "language", "source", NULL };
	W(xw_start(x, "plan"));
	for (size_t i = 0; keys[i]; i++)
		W(xw_attr(x, keys[i], node_get_text(meta, keys[i], NULL)));
	for (size_t i = 0; i < node_len(basis); i++)
		W(xw_text_element(x, "legalBasis", node_text(node_at(basis, i))));
	for (size_t i = 0; i < node_len(cur); i++) {
		W(xw_start(x, "currency"));
		W(xw_attr(x, "code", node_get_text(node_at(cur, i), "code", "")));
		W(xw_attr(x, "smallestChip", node_get_text(node_at(cur, i), "smallest_chip", NULL)));
		W(xw_end(x));
	}
	return xw_end(x);
fail:
	return -1;
}

/* One <input>: the plan, or the waivers file applied to it. */
static int write_input(xw *x, const char *role, const char *file, size_t bytes,
                       const char *sha256)
{
	W(xw_start(x, "input"));
	W(xw_attr(x, "role", role));
	W(xw_attr(x, "file", file));
	W(xw_attr_u(x, "bytes", bytes));
	W(xw_attr(x, "sha256", sha256));
	return xw_end(x);
fail:
	return -1;
}

pp_status report_xml(const pp_result *res, pp_buf *out, pp_error *err)
{
	return report_xml_filtered(res, NULL, out, err);
}

/* The report (or the part f keeps) into out, or with a sink given, to
 * sink in pieces of about piece bytes as it is written (xml_writer.h). */
static pp_status write_report(const pp_result *res, const report_xml_filter *f, size_t piece,
                              xw_sink sink, void *sink_ctx, pp_buf *out, pp_error *err)
{
	xw x;
	pp_status st = PP_OK;
	table_groups tg;
	figures_index fi;

	group_tables(res, &tg);
	if (!f) /* a part never holds the figures (write_game) */
		figures_index_build(res, &fi);
	else
		fi = (figures_index){ 0 };
	W(xw_open(&x));
	x.sink = sink;
	x.sink_ctx = sink_ctx;
	x.sink_bytes = piece;
	W(xw_start(&x, "report"));
	W(xw_attr(&x, "xmlns", PP_REPORT_NS));
	W(xw_attr(&x, "formatVersion", "1"));
	W(xw_tool(&x));
	W(write_input(&x, "plan", res->plan->path, res->plan->bytes, res->plan->sha256));
	if (res->waivers)
		W(write_input(&x, "waivers", res->waivers->path, res->waivers->bytes,
		              res->waivers->sha256));
	W(xw_generated(&x));
	W(write_plan(&x, res));
	for (size_t i = 0; i < res->ndocs; i++)
		W(write_document(&x, &res->docs[i]));
	W(write_summary(&x, res, PP_ALL_GAMES));
	W(write_coverage(&x, &res->coverage));
	if (!f) /* the HTML report's parts do without */
		W(report_xml_entries(&x, res));
	for (size_t g = f ? f->game_lo : 0; g < (f ? f->game_hi : res->ngames); g++)
		W(write_game(&x, res, &tg, &fi, g, f));
	if (!f || f->plan_checks) {
		W(xw_start(&x, "planChecks"));
		W(write_summary(&x, res, PP_NO_GAME));
		W(write_body(&x, res, &tg, PP_NO_GAME, f));
		W(xw_end(&x));
	}
	W(xw_close(&x, out));
	goto cleanup;
fail:
	st = pp_error_set(err, PP_EIO, NULL, 0, 0, "cannot produce the XML report");
cleanup:
	xw_free(&x);
	free(tg.at);
	free(tg.first);
	figures_index_free(&fi);
	return st;
}

pp_status report_xml_filtered(const pp_result *res, const report_xml_filter *f, pp_buf *out,
                              pp_error *err)
{
	return write_report(res, f, 0, NULL, NULL, out, err);
}

pp_status report_xml_stream(const pp_result *res, size_t piece,
                            int (*sink)(void *ctx, const char *bytes, size_t len), void *ctx,
                            pp_error *err)
{
	return write_report(res, NULL, piece ? piece : (size_t)1 << 20, sink, ctx, NULL, err);
}
