/* SPDX-License-Identifier: Apache-2.0 */
/* report_html_pieces.h - the state of a rendering in pieces, shared by
 * report_html_pieces.c (which renders the pieces) and report_html_keep.c
 * (which chooses what each holds).  reports/ only. */
#ifndef PP_REPORT_HTML_PIECES_H
#define PP_REPORT_HTML_PIECES_H

#include "report_html.h"

typedef struct {
	const pp_result *res;
	xsltStylesheetPtr style;
	const char **params;
	int translate;
	pp_buf *out;
	pp_error *err;
	pp_status st;
	size_t ngames, nunits; /* a unit is a game, or (the last) the plan-wide checks */
	size_t *weight;        /* each unit's results and table rows */
	size_t max_results;    /* results (or table rows) in a piece; more: slices */
	size_t max_games;      /* games in a piece of the games table */
	int xsl_lists;         /* rows and findings by the stylesheet, not html_rows */
	/* The RTP bars of the large game being rendered (rtp-bars in
	 * report-html-svg.xsl): how many, the largest return, any range. */
	char bars[32];
	const char *bars_top, *bars_range;
	int bars_consulted; /* any PP-RTP-001 result a bar consults */
	/* The long table being rendered in slices: its rank in its unit, rows. */
	const pp_table *table;
	size_t table_rank, table_nrows;
	char table_rows[32];
	/* Each unit's tables: res->tables[table_at[table_first[u] + k]], and
	 * how many of the current unit's a piece has rendered. */
	size_t *table_first, *table_at, tables_seen;
} pieces;

/* What a piece keeps of its units' findings and tables. */
typedef enum {
	KEEP_NONE,    /* the header and the units' summaries only */
	KEEP_STATUS,  /* the findings of one status */
	KEEP_WHOLE,   /* everything */
	KEEP_OPENING, /* what a section's opening draws: see keep_finding */
	KEEP_SECTION, /* that, every info result and table, the RTP results the
	                 bars read: a small game's section */
	KEEP_BARS,    /* the bets of [bar_lo, bar_hi), the returns they consult */
	KEEP_TABLES,  /* the unit's tables of ranks [table_lo, table_hi) */
	KEEP_ENTRIES  /* every instance of an entry (a result that is not a pass
	                 or not applicable): the page's summary and entries */
} keep_rule;

typedef struct {
	report_xml_filter f; /* first: the filter's callbacks cast back */
	pieces *p;
	keep_rule keep;
	int status;
	int plan_unit; /* the unit is the plan-wide checks (its findings, tables) */
	int policy;    /* keep the plan-wide table "policy" (the RTP pictures' floors) */
	size_t table_lo, table_hi, table_seen;
	size_t bar_lo, bar_hi;
} piece;

/* A piece of the units [from, to) (a unit is a game, or the plan-wide
 * checks), keeping what rule says (report_html_keep.c). */
piece units_piece(pieces *p, size_t from, size_t to, keep_rule rule, int status);

/* Whether x has a bar in the RTP picture (a PP-RTP-002 result with an rtp
 * decimal). */
int is_bet(const pp_finding *x);

/* Note the RTP bars of unit for its section (p->bars, bars_top,
 * bars_range): their number, the largest return, any range. */
void count_bars(pieces *p, size_t unit);

/* Serialise the children of top, an element of the HTML result document
 * doc, into out, byte for byte as htmlNodeDumpFormatOutput (format 0)
 * writes each (report_html_dump.c).  Negative on failure. */
int html_dump_children(xmlDocPtr doc, const xmlNode *top, pp_buf *out);

#endif
