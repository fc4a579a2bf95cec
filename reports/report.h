/* SPDX-License-Identifier: Apache-2.0 */
/* report.h - the report writers.  Each renders a result set (or a diff)
 * into a buffer (so a failed render never leaves half a report behind);
 * pp_report_write and pp_diff_report_write (report.c) pick the writer and
 * copy the buffer to the caller's file.  The XML writers (xml_writer.c)
 * report_html.c and report_json.c are the only users of libxml2/libxslt. */
#ifndef PP_REPORT_H
#define PP_REPORT_H

#include "planproof.h"
#include "core/result.h"
#include "util.h"

/* The native XML report (namespace PP_REPORT_NS, reports/planproof-report-1.xsd). */
#define PP_REPORT_NS "urn:planproof:report:1"
pp_status report_xml(const pp_result *res, pp_buf *out, pp_error *err);

/* A part of the native XML report, for a writer that renders the report
 * piece by piece (report_html_pieces.c): the root and its header (tool, inputs,
 * plan, documents, summary, coverage) as report_xml writes them, then the
 * games [game_lo, game_hi) (each with its summary, coverage and
 * interpretations, never its figures) and planChecks (with its summary)
 * when plan_checks is set.  Of those, only the findings with an index in
 * [finding_lo, finding_hi) that keep_finding keeps (2: briefly, without
 * location, anchor, citation, remediation and waiver), the tables
 * keep_table keeps (each with its rows [row_lo, row_hi)) and the wheels
 * of the games keep_wheel keeps (NULL keeps none). */
typedef struct report_xml_filter {
	size_t game_lo, game_hi;
	int plan_checks;
	size_t finding_lo, finding_hi;
	size_t row_lo, row_hi;
	int (*keep_finding)(const struct report_xml_filter *f, size_t index);
	int (*keep_table)(const struct report_xml_filter *f, const pp_table *t);
	int (*keep_wheel)(const struct report_xml_filter *f, size_t game);
} report_xml_filter;
pp_status report_xml_filtered(const pp_result *res, const report_xml_filter *f, pp_buf *out,
                              pp_error *err);
/* The whole native XML report, the bytes of report_xml, passed to sink a
 * piece (of about piece bytes; 0: a megabyte) at a time as it is written,
 * so that no copy of the whole is held (report_json.c reads it so).  A
 * sink that returns a negative number stops the writing (PP_EIO). */
pp_status report_xml_stream(const pp_result *res, size_t piece,
                            int (*sink)(void *ctx, const char *bytes, size_t len), void *ctx,
                            pp_error *err);

/* Copy a rendered out (what: "report", "figures") to fp unless rendering
 * failed (st); a write or flush error is PP_EIO with the reason.  Frees
 * out; returns the status (report.c). */
pp_status report_copy_out(pp_status st, pp_buf *out, FILE *fp, const char *what,
                          pp_error *err);

/* The text report: the verdict and the entries of each kind, each defect
 * and open rule once as a GNU-style line (res->show: other kinds, or
 * every finding that is not a pass), a line per hidden kind, then the
 * games' verdicts and a summary (report_text.c). */
pp_status report_text(const pp_result *res, pp_buf *out, pp_error *err);

/* HTML for auditors: the XML report through reports/report-html.xsl. */
pp_status report_html(const pp_result *res, pp_buf *out, pp_error *err);

/* JUnit XML for CI test viewers (report_junit.c states the conventions). */
pp_status report_junit(const pp_result *res, pp_buf *out, pp_error *err);

/* The base of the rule pages' URIs a writer gives (SARIF helpUri, the
 * diff's Markdown and HTML links): opts->rules_uri when opts sets it, else
 * the build's PP_RULES_URI; "" means none (no link, no helpUri).  Borrowed. */
const char *report_rules_base(const pp_report_options *opts);

/* SARIF 2.1.0 for code-scanning UIs (report_sarif.c states the choices):
 * helpUri is rules_uri + "<id>.md", none when rules_uri is NULL or "". */
pp_status report_sarif(const pp_result *res, const char *rules_uri, pp_buf *out,
                       pp_error *err);

/* The SARIF log of a diff's NEW version holding only the results keep
 * keeps (the findings the diff brought in), with exit_code as the
 * invocation's (-1: none) and automation as its automationDetails.id
 * (NULL: the plan's, report_sarif_automation_id). */
typedef struct {
	const char *rules_uri;
	int (*keep)(const pp_finding *f, void *ctx);
	void *ctx;
	int exit_code;
	const char *automation;
} report_sarif_subset;
pp_status report_sarif_of(const pp_result *res, const report_sarif_subset *sub,
                          pp_buf *out, pp_error *err);

/* A rule's page in Markdown (docs/rules/<id>.md and SARIF help.markdown)
 * and its URI under base, base + "<id>.md", or NULL when base is NULL or
 * "" (report_rule_docs.c); the caller frees both. */
char *report_rule_markdown(const pp_rule *r);
char *report_rule_help_uri(const pp_rule *r, const char *base);

/* path relative to the top of the git work tree holding it (the nearest
 * directory above its real path with a .git), or NULL when it is in none
 * or does not exist.  The caller frees it. */
char *report_repo_relative(const char *path);

/* "planproof/<name>/": the SARIF automationDetails.id of the run of the
 * plan (or input) named name, relative to its work tree's top when in
 * one (report_repo_relative).  The caller frees it. */
char *report_sarif_automation_id(const char *name);

/* The XML report as JSON (report_json.c states the mapping; schema
 * reports/planproof-report-1.schema.json). */
pp_status report_json(const pp_result *res, pp_buf *out, pp_error *err);
/* Any document of the report XSD (xml, len bytes) as JSON by the same
 * mapping: for writers of other documents of that schema (a report set). */
pp_status report_xml_to_json(const char *xml, size_t len, pp_buf *out, pp_error *err);

/* The diff report (namespace PP_DIFF_NS, reports/planproof-diff-1.xsd), and
 * its text form: GNU-style lines per change and verdict, then a summary. */
#define PP_DIFF_NS "urn:planproof:diff:1"
pp_status report_diff_xml(const pp_diff *d, pp_buf *out, pp_error *err);
pp_status report_diff_text(const pp_diff *d, pp_buf *out, pp_error *err);
/* The diff for a pull request: Markdown (a comment: verdict delta, one
 * table of what moved), HTML (a page), JSON (the XML report's content) and
 * SARIF (the findings NEW brings in); links to rule pages under rules_uri
 * when it is not NULL or "". */
pp_status report_diff_markdown(const pp_diff *d, const char *rules_uri, pp_buf *out,
                               pp_error *err);
pp_status report_diff_html(const pp_diff *d, const char *rules_uri, pp_buf *out,
                           pp_error *err);
pp_status report_diff_json(const pp_diff *d, pp_buf *out, pp_error *err);
pp_status report_diff_sarif(const pp_diff *d, const char *rules_uri, pp_buf *out,
                            pp_error *err);

/* The worst status among the findings of game (PP_ALL_GAMES: all) that
 * are not waived: "error", "fail", "warning", "info" or "pass". */
const char *report_verdict(const pp_result *res, size_t game);

/* The UTC time of SOURCE_DATE_EPOCH as "YYYY-MM-DDTHH:MM:SSZ" into buf, or
 * 0 when it is unset or invalid (reports then carry no time at all). */
int report_epoch(char *buf, size_t size, long long *epoch);

/* Append one line of text output: fmt formatted, made safe for a terminal
 * (pp_buf_put_visible: a newline or escape sequence inside a plan's ids,
 * names or messages is shown, never obeyed), then a newline. */
void report_line(pp_buf *out, const char *fmt, ...) PP_PRINTF(2, 3);

#endif
