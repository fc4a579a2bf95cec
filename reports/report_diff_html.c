/* SPDX-License-Identifier: Apache-2.0 */
/* report_diff_html.c - the diff as one self-contained HTML page (no
 * script, no outside resource, a small inline style): both versions, the
 * verdict delta, and the table of report_diff_rows.h, rule ids linked to
 * their pages under the rules base when one is known.  Every text is
 * escaped (& < > " '), so nothing of a plan becomes markup. */
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "report.h"
#include "report_diff_rows.h"

static void html_text(pp_buf *b, const char *s)
{
	for (const char *p = s; *p; p++)
		switch (*p) {
		case '&': pp_buf_puts(b, "&amp;"); break;
		case '<': pp_buf_puts(b, "&lt;"); break;
		case '>': pp_buf_puts(b, "&gt;"); break;
		case '"': pp_buf_puts(b, "&quot;"); break;
		case '\'': pp_buf_puts(b, "&#39;"); break;
		default: pp_buf_putc(b, *p); break;
		}
}

static void html_row(pp_buf *b, const diff_row *row, const char *rules_uri)
{
	pp_buf_printf(b, "<tr class=\"%s\"><td>%s</td><td><code>", row->level, row->level);
	html_text(b, row->file);
	pp_buf_printf(b, ":%u</code>", row->line);
	if (row->game) {
		pp_buf_puts(b, " <code>");
		html_text(b, row->game);
		pp_buf_puts(b, "</code>");
	}
	pp_buf_puts(b, "</td><td>");
	html_text(b, row->what);
	if (row->rule) {
		char *uri = report_rule_help_uri(pp_rule_find(row->rule), rules_uri);
		pp_buf_puts(b, " (");
		if (uri) {
			pp_buf_puts(b, "<a href=\"");
			html_text(b, uri);
			pp_buf_puts(b, "\">");
		}
		html_text(b, row->rule);
		pp_buf_puts(b, uri ? "</a>)" : ")");
		free(uri);
	}
	pp_buf_puts(b, "</td><td>");
	html_text(b, row->move);
	pp_buf_puts(b, "</td></tr>\n");
}

pp_status report_diff_html(const pp_diff *d, const char *rules_uri, pp_buf *out,
                           pp_error *err)
{
	diff_rows r;
	(void)err;
	report_diff_rows(d, 0, &r);
	pp_buf_puts(out, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
	            "<title>planproof diff: ");
	html_text(out, d->old_plan->path);
	pp_buf_puts(out, " -&gt; ");
	html_text(out, d->new_plan->path);
	pp_buf_puts(out, "</title>\n<style>body{font-family:sans-serif;margin:2em}"
	            "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em;"
	            "text-align:left;vertical-align:top}tr.error td:first-child{color:#b00}"
	            "tr.warning td:first-child{color:#a60}</style>\n</head>\n<body>\n"
	            "<h1>planproof diff</h1>\n<p><code>");
	html_text(out, d->old_plan->path);
	pp_buf_puts(out, "</code> -&gt; <code>");
	html_text(out, d->new_plan->path);
	pp_buf_printf(out, "</code></p>\n<p><strong>Verdict: %s -&gt; %s</strong>; level of the "
	              "change: <strong>%s</strong>; %zu changes, %zu findings moved.</p>\n",
	              r.old_verdict, r.new_verdict,
	              r.level < 0 ? "none" : pp_severity_name((pp_severity)r.level),
	              r.nchanges, r.nfindings_moved);
	if (r.games) {
		pp_buf_puts(out, "<p>Games: ");
		html_text(out, r.games);
		pp_buf_puts(out, ".</p>\n");
	}
	if (r.nrows) {
		pp_buf_puts(out, "<table>\n<thead><tr><th>level</th><th>where</th><th>what</th>"
		            "<th>moved</th></tr></thead>\n<tbody>\n");
		for (size_t i = 0; i < r.nrows; i++)
			html_row(out, &r.rows[i], rules_uri);
		pp_buf_puts(out, "</tbody>\n</table>\n");
	}
	pp_buf_puts(out, "</body>\n</html>\n");
	report_diff_rows_free(&r);
	return PP_OK;
}
