/* SPDX-License-Identifier: Apache-2.0 */
/* report_diff_rows.h - what a pull-request reader of a diff needs, in one
 * list the Markdown and HTML diffs render the same way
 * (report_diff_rows.c): the plan's and each game's verdict before and
 * after, and one table of rows: the findings whose verdict moved, the
 * changes that move a verdict (class error or warning), and the document
 * anchors that moved. */
#ifndef PP_REPORT_DIFF_ROWS_H
#define PP_REPORT_DIFF_ROWS_H

#include "diff/diff.h"
#include "util.h"

/* The most rows a pull-request comment lists; the rest are counted. */
#define DIFF_ROWS_COMMENT 40

typedef struct {
	const char *level;     /* "error", "warning", "info" (static) */
	const char *file;      /* where: the plan as named, and 1-based line */
	unsigned line;
	const char *game;      /* the game id, or NULL */
	const char *rule;      /* a finding's rule id, or NULL */
	char *what;            /* one line: the finding's or the change's message */
	char *move;            /* "new: pass -> fail", "changed: max-bet-raised" */
} diff_row;

typedef struct {
	const char *old_verdict, *new_verdict;  /* the plans' worst statuses */
	int level;                              /* diff_level: -1 nothing changed */
	size_t nchanges, nfindings_moved;
	diff_row *rows;
	size_t nrows, more;                     /* rows listed, rows left out */
	size_t max;                             /* the most rows listed; 0: all */
	char *games;        /* "european-roulette pass -> fail; magic-colors removed",
	                     * the games whose verdict or presence changed, or NULL */
} diff_rows;

/* Fill r from d, at most max rows (0: all); report_diff_rows_free
 * releases it.  Can't fail. */
void report_diff_rows(const pp_diff *d, size_t max, diff_rows *r);
void report_diff_rows_free(diff_rows *r);

#endif
