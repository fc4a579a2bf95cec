/* SPDX-License-Identifier: Apache-2.0 */
/* report_diff_markdown.c - the diff as a pull-request comment (GitHub
 * flavoured Markdown), short: a heading naming both versions, one line of
 * verdict delta (the plan's, then the games whose verdict moved), one
 * table (report_diff_rows.h: findings that moved, changes that move a
 * verdict, anchors that moved; at most DIFF_ROWS_COMMENT rows, the rest
 * counted), and the summary counts.  A rule id links to its page under
 * the rules base when one is known.
 *
 * The plan's own text (ids, messages) is someone else's: outside code
 * spans `\ * _ [ ] < &` and `|` are escaped, inside them only `|` (GFM
 * tables need it there too); a text with an odd number of backticks has
 * them escaped as well, so no text can open raw HTML, a link or a cell. */
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "report.h"
#include "report_diff_rows.h"

/* Append s to b, one line, made safe as the text of a table cell. */
static void md_text(pp_buf *b, const char *s)
{
	size_t ticks = 0;
	int code = 0;
	for (const char *p = s; *p; p++)
		ticks += *p == '`';
	for (const char *p = s; *p; p++) {
		char c = *p;
		if (c == '\n' || c == '\r' || c == '\t') {
			pp_buf_putc(b, ' ');
		} else if (c == '`' && ticks % 2 == 0) {
			code = !code;
			pp_buf_putc(b, c);
		} else if (c == '|') {
			pp_buf_puts(b, "\\|");
		} else if (code) {
			pp_buf_putc(b, c);
		} else if (c == '<') {
			pp_buf_puts(b, "&lt;");
		} else if (c == '&') {
			pp_buf_puts(b, "&amp;");
		} else {
			if (strchr("\\*_[]`", c))
				pp_buf_putc(b, '\\');
			pp_buf_putc(b, c);
		}
	}
}

/* A name in a code span: its backticks dropped, `|` escaped. */
static void md_code(pp_buf *b, const char *s)
{
	pp_buf_putc(b, '`');
	for (const char *p = s; *p; p++) {
		if (*p == '`' || *p == '\n' || *p == '\r')
			continue;
		if (*p == '|')
			pp_buf_putc(b, '\\');
		pp_buf_putc(b, *p);
	}
	pp_buf_putc(b, '`');
}

static void md_row(pp_buf *b, const diff_row *row, const char *rules_uri)
{
	char line[32];
	pp_buf_printf(b, "| %s | ", row->level);
	md_code(b, row->file);
	snprintf(line, sizeof(line), ":%u", row->line);
	pp_buf_puts(b, line);
	if (row->game) {
		pp_buf_puts(b, " ");
		md_code(b, row->game);
	}
	pp_buf_puts(b, " | ");
	md_text(b, row->what);
	if (row->rule) {
		char *uri = report_rule_help_uri(pp_rule_find(row->rule), rules_uri);
		if (uri)
			pp_buf_printf(b, " ([%s](%s))", row->rule, uri);
		else
			pp_buf_printf(b, " (%s)", row->rule);
		free(uri);
	}
	pp_buf_puts(b, " | ");
	md_text(b, row->move);
	pp_buf_puts(b, " |\n");
}

pp_status report_diff_markdown(const pp_diff *d, const char *rules_uri, pp_buf *out,
                               pp_error *err)
{
	diff_rows r;
	(void)err;
	report_diff_rows(d, DIFF_ROWS_COMMENT, &r);
	pp_buf_puts(out, "### planproof diff: ");
	md_code(out, d->old_plan->path);
	pp_buf_puts(out, " -> ");
	md_code(out, d->new_plan->path);
	pp_buf_printf(out, "\n\n**Verdict: %s -> %s**; level of the change: **%s**; "
	              "%zu changes, %zu findings moved.\n", r.old_verdict, r.new_verdict,
	              r.level < 0 ? "none" : pp_severity_name((pp_severity)r.level),
	              r.nchanges, r.nfindings_moved);
	if (r.games) {
		pp_buf_puts(out, "Games: ");
		md_text(out, r.games);
		pp_buf_puts(out, ".\n");
	}
	if (r.nrows) {
		pp_buf_puts(out, "\n| level | where | what | moved |\n|---|---|---|---|\n");
		for (size_t i = 0; i < r.nrows; i++)
			md_row(out, &r.rows[i], rules_uri);
	}
	if (r.more)
		pp_buf_printf(out, "\n%zu more rows are in the full report "
		              "(`planproof diff --format xml`).\n", r.more);
	report_diff_rows_free(&r);
	return PP_OK;
}
