/* report_text.c - the human report: one GNU-style line per finding that is
 * not a pass ("plan.yaml:212:9: error: ... [PP-MAXWIN-001]"; when the subject
 * is anchored in a source document, its path and first line follow the plan
 * location: "plan.yaml:212:9: doc.txt:812: error: ..."), a verdict
 * line per game and a summary. */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "plan.h"
#include "report.h"

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

pp_status report_text(const pp_result *res, pp_buf *out, pp_error *err)
{
	(void)err;
	size_t c[PP_ST_COUNT], total = 0;
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		const char *lv = level(f->status);
		if (!lv)
			continue;
		/* The document's path and line, when the finding has a document
		 * with a path: an anchor naming a document `sources` does not
		 * list has a line but no file, and the message names it. */
		const char *doc_file = f->doc ? f->doc->file : NULL;
		char doc[64] = "";
		if (doc_file && f->doc->line)
			snprintf(doc, sizeof(doc), "%u: ", f->doc->line);
		report_line(out, "%s:%u:%u: %s%s%s%s%s: %s%s%s [%s]%s%s%s", f->file, f->line, f->col,
		            doc_file ? doc_file : "", doc_file ? ":" : "", doc_file && !doc[0] ? " " : "",
		            doc, _(lv),
		            f->game != PP_NO_GAME ? res->games[f->game].id : "",
		            f->game != PP_NO_GAME ? ": " : "", f->message, f->rule->id,
		            f->citation ? _(" (plan ") : "", f->citation ? f->citation : "",
		            f->citation ? ")" : "");
		if (f->waiver)
			report_line(out, _("  waived: %s"), f->waiver);
	}
	if (res->nfindings)
		pp_buf_putc(out, '\n');
	for (size_t g = 0; g < res->ngames; g++) {
		pp_buf counts = { 0 };
		pp_result_count(res, c, g);
		counts_line(&counts, c);
		const pp_coverage *cov = &res->games[g].coverage;
		if (cov->measured)
			pp_buf_printf(&counts, _("; document figures accounted for: %zu of %zu"),
			              cov->encoded, cov->total);
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
	if (res->coverage.measured)
		pp_buf_printf(out, _("coverage: %zu of %zu figures in the document lines the games "
		                "cite are encoded or listed as not encoded\n"), res->coverage.encoded,
		              res->coverage.total);
	return PP_OK;
}
