/* SPDX-License-Identifier: Apache-2.0 */
/* report_text.c - the human report.  By default: the verdict and the
 * number of entries (one per root cause, checker/core/entries.c) of each
 * kind, then each defect and open rule once, in rank order, as one
 * GNU-style line ("plan.yaml:212:9: error: ... [PP-MAXWIN-001] (2
 * instances)"; when the subject is anchored in a source document, its path
 * and first line follow the plan location: "plan.yaml:212:9: doc.txt:812:
 * error: ..."), then a line per kind not shown saying how to show it
 * (pp_result_set_show); with PP_SHOW_INSTANCES instead one such line per
 * finding that is not a pass.  Then a verdict line per game and a
 * summary. */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "plan.h"
#include "report.h"
#include "report_entries.h"

/* The GNU diagnostic word for a finding's status. */
static const char *level(pp_check_status st)
{
	switch (st) {
	case PP_ST_FAIL:
	case PP_ST_ERROR: return N_("error");
	case PP_ST_WARNING: return N_("warning");
	case PP_ST_INFO: return N_("info");
	case PP_ST_WAIVED: return N_("waived");
	default: return NULL;
	}
}

static void counts_line(pp_buf *b, const size_t *c)
{
	pp_buf_printf(b, _("%zu passed, %zu failed, %zu warnings, %zu info, "
	                "%zu not applicable, %zu waived, %zu errors"),
	              c[PP_ST_PASS], c[PP_ST_FAIL], c[PP_ST_WARNING], c[PP_ST_INFO],
	              c[PP_ST_NOTAPPLICABLE], c[PP_ST_WAIVED], c[PP_ST_ERROR]);
}

/* One GNU-style line for finding f; ninstances > 1: the entry it leads
 * has that many instances, and the line says so.  as_entry: a reading,
 * notice or coverage note that did not fail is a "note" (as GCC writes
 * one), not a warning. */
static void finding_line(pp_buf *out, const pp_result *res, const pp_finding *f,
                         size_t ninstances, int as_entry)
{
	const char *lv = level(f->status);
	if (as_entry && f->kind >= PP_KIND_READING && f->status != PP_ST_FAIL &&
	    f->status != PP_ST_ERROR && f->status != PP_ST_WAIVED)
		lv = N_("note");
	/* The document's path and line, when the finding has a document
	 * with a path: an anchor naming a document `sources` does not
	 * list has a line but no file, and the message names it. */
	const char *doc_file = f->doc ? f->doc->file : NULL;
	char doc[64] = "", more[64] = "";
	if (doc_file && f->doc->line)
		snprintf(doc, sizeof(doc), "%u: ", f->doc->line);
	if (ninstances > 1)
		snprintf(more, sizeof(more), _(" (%zu instances)"), ninstances);
	report_line(out, "%s:%u:%u: %s%s%s%s%s: %s%s%s [%s]%s%s%s%s", f->file, f->line, f->col,
	            doc_file ? doc_file : "", doc_file ? ":" : "", doc_file && !doc[0] ? " " : "",
	            doc, _(lv),
	            f->game != PP_NO_GAME ? res->games[f->game].id : "",
	            f->game != PP_NO_GAME ? ": " : "",
	            f->message_l10n ? f->message_l10n : f->message, f->rule->id,
	            f->citation ? _(" (plan ") : "", f->citation ? f->citation : "",
	            f->citation ? ")" : "", more);
	if (f->waiver)
		report_line(out, _("  waived: %s"), f->waiver);
}

/* The share of a coverage's figures an anchored quote encodes, in tenths
 * of a percent rounded down, computed on whole numbers.  The share is of
 * the encoded figures only: a figure a `not_encoded` passage sets aside is
 * accounted for, not checked, and is counted apart. */
static size_t encoded_tenths(const pp_coverage *c)
{
	return c->total ? c->encoded * 1000 / c->total : 0;
}

/* The kinds' names as the text report counts them, and the word --show
 * takes for each. */
static const char *const kind_counted[PP_KIND_COUNT] = { N_("defects"), N_("open rules"),
	N_("readings"), N_("notices"), N_("coverage notes") };
static const char *const kind_option[PP_KIND_COUNT] = { "defects", "open", "readings",
	"notices", "coverage" };

/* The entries of the kinds in show, once each in rank order, after a line
 * with the verdict and the number of entries of each kind; then one line
 * per kind not shown saying how to show it. */
static void entries_text(const pp_result *res, pp_buf *out, unsigned show)
{
	size_t counts[PP_KIND_COUNT], hidden = 0;
	report_entry_counts(res, counts);
	report_line(out, _("%-8s %s: %s %zu, %s %zu, %s %zu, %s %zu, %s %zu (one entry per cause)"),
	            _(report_verdict(res, PP_ALL_GAMES)), res->plan->path,
	            _(kind_counted[0]), counts[0], _(kind_counted[1]), counts[1],
	            _(kind_counted[2]), counts[2], _(kind_counted[3]), counts[3],
	            _(kind_counted[4]), counts[4]);
	for (size_t i = 0; i < res->nentries; i++) {
		const pp_entry *e = &res->entries[i];
		if (show & PP_KIND_BIT(e->kind))
			finding_line(out, res, res->findings[e->lead], e->ninstances, 1);
	}
	for (int k = 0; k < PP_KIND_COUNT; k++) {
		if (show & PP_KIND_BIT(k) || !counts[k])
			continue;
		if (!hidden++)
			pp_buf_putc(out, '\n');
		report_line(out, _("%s not shown: %zu (--show %s; --show all: every result)"),
		            _(kind_counted[k]), counts[k], kind_option[k]);
	}
}

pp_status report_text(const pp_result *res, pp_buf *out, pp_error *err)
{
	(void)err;
	size_t c[PP_ST_COUNT], total = 0;
	unsigned show = res->show ? res->show
	                          : PP_KIND_BIT(PP_KIND_DEFECT) | PP_KIND_BIT(PP_KIND_OPEN);
	if (show & PP_SHOW_INSTANCES) {
		for (size_t i = 0; i < res->nfindings; i++)
			if (level(res->findings[i]->status))
				finding_line(out, res, res->findings[i], 1, 0);
	} else {
		entries_text(res, out, show);
	}
	if (res->nfindings)
		pp_buf_putc(out, '\n');
	for (size_t g = 0; g < res->ngames; g++) {
		pp_buf counts = { 0 };
		pp_result_count(res, c, g);
		counts_line(&counts, c);
		const pp_coverage *cov = &res->games[g].coverage;
		if (cov->measured)
			pp_buf_printf(&counts, _("; document figures: %zu of %zu encoded (%zu.%zu %%), "
			                         "%zu set aside as not encoded"),
			              cov->encoded, cov->total, encoded_tenths(cov) / 10,
			              encoded_tenths(cov) % 10, cov->set_aside);
		report_line(out, _("%-8s %s (%s, plan %s): %s"), _(report_verdict(res, g)),
		            res->games[g].id, res->games[g].name, res->games[g].citation,
		            counts.data);
		pp_buf_free(&counts);
	}
	pp_result_count(res, c, PP_NO_GAME);
	pp_buf_printf(out, _("%-8s plan-wide checks: "), _(report_verdict(res, PP_NO_GAME)));
	counts_line(out, c);
	pp_buf_putc(out, '\n');
	pp_result_count(res, c, PP_ALL_GAMES);
	for (int s = 0; s < PP_ST_COUNT; s++)
		total += c[s];
	pp_buf_putc(out, '\n');
	pp_buf_put_visible(out, res->plan->path);
	pp_buf_printf(out, _(": %zu games, %zu checks: "), res->ngames, total);
	counts_line(out, c);
	/* "; verdict: WORD" ends a summary line (cli/color.c finds it). */
	pp_buf_printf(out, "; %s: %s\n", _("verdict"), _(report_verdict(res, PP_ALL_GAMES)));
	if (res->coverage.measured) {
		const pp_coverage *cv = &res->coverage;
		pp_buf_printf(out, _("coverage: %zu of %zu encoded (%zu.%zu %%), %zu set aside as not "
		                     "encoded, %zu neither (the figures in the document lines the "
		                     "games cite)\n"),
		              cv->encoded, cv->total, encoded_tenths(cv) / 10, encoded_tenths(cv) % 10,
		              cv->set_aside, cv->total - cv->encoded - cv->set_aside);
	}
	return PP_OK;
}
