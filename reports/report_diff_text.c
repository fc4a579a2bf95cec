/* SPDX-License-Identifier: Apache-2.0 */
/* report_diff_text.c - the human diff: one GNU-style line per change
 *   new.yaml:47:9: warning: european-roulette: `max_bet` of limits row `EUR`
 *   changed from "2000" to "5000" (plan 10.1 §7) [changed, max-bet-raised]
 * followed by its reasons ("  because it ..."), then a line per finding
 * whose verdict moved and per exact figure that moved, a line per game, and
 * a summary.  A change is located in NEW, or in OLD when it was removed. */
#include <stdlib.h>
#include <string.h>

#include "diff/diff.h"
#include "i18n.h"
#include "plan.h"
#include "report.h"

static const pp_node *where(const diff_change *c)
{
	return c->new.node ? c->new.node : c->old.node;
}

static void change_line(pp_buf *out, const diff_change *c)
{
	const pp_node *n = where(c);
	pp_buf line = { 0 }, *b = &line;
	pp_buf_printf(b, "%s:%u:%u: %s: ", n->file, n->line, n->col, _(pp_severity_name(c->cls)));
	if (c->game)
		pp_buf_printf(b, "%s: ", c->game);
	pp_buf_puts(b, c->message);
	if (c->citation)
		pp_buf_printf(b, _(" (plan %s)"), c->citation);
	pp_buf_printf(b, " [%s", diff_op_name(c->op));
	for (size_t r = 0; r < c->nreasons; r++) {
		int repeat = 0;
		for (size_t q = 0; q < r; q++)
			repeat |= strcmp(c->reasons[q].tag, c->reasons[r].tag) == 0;
		if (!repeat)
			pp_buf_printf(b, ", %s", c->reasons[r].tag);
	}
	pp_buf_puts(b, "]");
	report_line(out, "%s", line.data);
	for (size_t r = 0; r < c->nreasons; r++)
		report_line(out, "  because it %s", c->reasons[r].text);
	pp_buf_free(&line);
}

static void finding_line(pp_buf *out, const diff_finding *x)
{
	const pp_finding *f = x->new ? x->new : x->old;
	pp_buf line = { 0 }, *b = &line;
	pp_buf_printf(b, "%s:%u:%u: %s", f->file, f->line, f->col, _(diff_delta_name(x->delta)));
	if (x->old && x->new)
		pp_buf_printf(b, " (%s -> %s)", _(pp_check_status_name(x->old->status)),
		              _(pp_check_status_name(x->new->status)));
	else
		pp_buf_printf(b, " (%s)", _(pp_check_status_name(f->status)));
	pp_buf_printf(b, ": %s%s%s [%s]", x->game ? x->game : "", x->game ? ": " : "",
	              f->message, f->rule->id);
	report_line(out, "%s", line.data);
	pp_buf_free(&line);
}

static void figure_line(pp_buf *b, const diff_figure *x)
{
	const pp_finding *f = x->new;
	const char *unit = x->new_ev->unit ? x->new_ev->unit : "";
	report_line(b, _("%s:%u:%u: figure: %s%s%s %s%s%s %s: %s (%s%s) -> %s (%s%s), "
	                "delta %s (%s%s%s)"), f->file, f->line, f->col,
	              x->game ? x->game : "", x->game ? ": " : "", f->rule->id,
	              *f->subject ? "`" : "", f->subject, *f->subject ? "`" : "",
	              x->new_ev->name, x->old_ev->exact, x->old_ev->decimal, unit,
	              x->new_ev->exact, x->new_ev->decimal, unit, x->delta,
	              x->sign > 0 ? "+" : "", x->delta_decimal, unit);
}

static void game_lines(pp_buf *b, const pp_diff *d)
{
	diff_game *g = NULL;
	size_t n = diff_games(d, &g);
	for (size_t i = 0; i < n; i++) {
		const diff_game *x = &g[i];
		report_line(b, _("%-9s %s%s%s%s: verdict %s -> %s"), _(diff_game_state_name(x->state)),
		              x->id, x->old_id ? _(" (was ") : "", x->old_id ? x->old_id : "",
		              x->old_id ? ")" : "",
		              x->old_game == PP_NO_GAME ? _("none")
		                                        : _(report_verdict(d->old_res, x->old_game)),
		              x->new_game == PP_NO_GAME ? _("none")
		                                        : _(report_verdict(d->new_res, x->new_game)));
	}
	free(g);
}

pp_status report_diff_text(const pp_diff *d, pp_buf *out, pp_error *err)
{
	(void)err;
	size_t cls[3] = { 0 }, delta[DELTA_COUNT] = { 0 };
	for (size_t i = 0; i < d->nchanges; i++) {
		cls[d->changes[i]->cls]++;
		change_line(out, d->changes[i]);
	}
	if (d->nchanges)
		pp_buf_putc(out, '\n');
	for (size_t i = 0; i < d->nfindings; i++) {
		delta[d->findings[i].delta]++;
		if (d->findings[i].delta != DELTA_UNCHANGED)
			finding_line(out, &d->findings[i]);
	}
	for (size_t i = 0; i < d->nfigures; i++)
		figure_line(out, &d->figures[i]);
	if (d->nfindings > delta[DELTA_UNCHANGED] || d->nfigures)
		pp_buf_putc(out, '\n');
	game_lines(out, d);
	int level = diff_level(d);
	pp_buf_putc(out, '\n');
	if (delta[DELTA_INSTANCE])
		report_line(out, _("%zu findings are new instances of entries (root causes) the old "
		                   "version already had"), delta[DELTA_INSTANCE]);
	report_line(out, _("%s -> %s: changes: %zu (%zu error, %zu warning, %zu info); "
	                "findings: %zu new, %zu worse, %zu better, %zu fixed, %zu gone, "
	                "%zu not applicable, %zu unchanged; figures moved: %zu; level: %s"),
	              d->old_plan->path, d->new_plan->path, d->nchanges, cls[PP_SEV_ERROR],
	              cls[PP_SEV_WARNING], cls[PP_SEV_INFO], delta[DELTA_NEW],
	              delta[DELTA_WORSE], delta[DELTA_BETTER], delta[DELTA_FIXED],
	              delta[DELTA_GONE], delta[DELTA_NOT_APPLICABLE], delta[DELTA_UNCHANGED],
	              d->nfigures, level < 0 ? _("none") : _(pp_severity_name((pp_severity)level)));
	return PP_OK;
}
