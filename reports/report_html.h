/* SPDX-License-Identifier: Apache-2.0 */
/* report_html.h - the HTML report's two halves, reports/ only.
 * report_html.c compiles the stylesheet (reports/report-html.xsl) and
 * knows the words of the page; report_html_pieces.c renders the report
 * with it piece by piece, so no step holds more than a small part of the
 * report as a tree.  The only users of libxslt. */
#ifndef PP_REPORT_HTML_H
#define PP_REPORT_HTML_H

#include <libxml/tree.h>
#include <libxslt/xsltInternals.h>

#include "report.h"

/* The stylesheet parameters of a piece as xsltQuoteUserParams takes them
 * (name, value, ..., NULL): part, status, offset, bars, bars-top,
 * bars-range and table-rows first (values at [1], [3], ... [13], set per
 * piece),
 * then the page's language and words. */
#define HTML_PIECE_PART 1
#define HTML_PIECE_STATUS 3
#define HTML_PIECE_OFFSET 5
#define HTML_PIECE_BARS 7
#define HTML_PIECE_BARS_TOP 9
#define HTML_PIECE_BARS_RANGE 11
#define HTML_PIECE_TABLE_ROWS 13
#define HTML_PIECE_PARAMS 7

/* The word of the page that the stylesheet parameter param (e.g.
 * "t-remedy") carries, in the language of the run; NULL for none. */
const char *html_word(const char *param);

/* The result rows and long tables' rows of the page written straight from
 * the result, as report-html.xsl writes them (report_html_rows.c): open
 * onto out, write, close (negative when a write failed). */
typedef struct html_rows html_rows;
html_rows *html_rows_open(int translate, pp_buf *out);
/* The row of result x of the game whose anchor prefix is gid (its id, or
 * "plan"), the n-th of its status there (from 1). */
void html_rows_result(html_rows *h, const pp_finding *x, const char *gid, size_t n);
/* Row row of table t. */
void html_rows_table_row(html_rows *h, const pp_table *t, size_t row);
int html_rows_close(html_rows *h);

/* Translate the rule titles (the title attribute of each result), the
 * tables' titles and column names of the tree from node on into the
 * language of the run (report_html.c); a title a check built from parts
 * is found among res's tables. */
void html_translate_titles(xmlNodePtr node, const pp_result *res);

/* How much goes into one piece: at most results results (or table rows:
 * a larger game is rendered in slices) and games rows of the games table.
 * report_html uses HTML_PIECE_SIZE: large enough that the cost of a piece
 * (its header, the parameters) stays small, small enough that its tree is
 * a few megabytes.  Any size renders the same bytes (the tests use tiny
 * ones to reach every slice). */
typedef struct {
	size_t results, games;
	int xsl_lists; /* the result rows and findings by the stylesheet too (tests) */
} html_piece_size;
#define HTML_PIECE_SIZE { 2048, 1024, 0 }

/* Render the report of res into out with the compiled stylesheet style
 * and params (above; the piece slots of params are overwritten), piece by
 * piece (report_html_pieces.c).  translate: the titles need translating. */
pp_status html_render_pieces(const pp_result *res, xsltStylesheetPtr style,
                             const char **params, int translate, const html_piece_size *size,
                             pp_buf *out, pp_error *err);

/* report_html with pieces of size (report_html.c). */
pp_status report_html_sized(const pp_result *res, const html_piece_size *size, pp_buf *out,
                            pp_error *err);

#endif
