/* SPDX-License-Identifier: Apache-2.0 */
/* report_html_pieces.c - the HTML report rendered piece by piece.
 *
 * libxslt holds its whole input tree and its whole result tree at once:
 * for a report of 60 MB of XML that is well over a gigabyte.  So the page
 * is rendered from many small documents instead.  Each is a piece of the
 * XML report (report_xml_filtered: the report's header and a few games,
 * or a slice of one game's results of one status), transformed with the
 * stylesheet parameter part naming what it stands for, serialised
 * straight into the output and freed before the next is built.
 *
 * The page itself (part 'page', rendered from the header, each unit's
 * summary, the results that are instances of an entry and the entries
 * themselves: the summary and the entry sections) and the
 * section of a large game (part 'section') leave an element
 * <planproof-slot name="..."/> where a list goes; the list is rendered
 * here in its place, piece by piece.  The stylesheet (report-html.xsl)
 * states every count from the summaries the XML carries and numbers each
 * row from the offset of its slice, so the bytes are those of the whole
 * page rendered at once (xsltproc report-html.xsl report.xml), which the
 * tests compare.  Memory is the output plus one piece (the page's piece
 * holds every instance of an entry: a part of the report no larger than
 * what the page's findings show of it).  What each piece
 * holds is report_html_keep.c's; the longest lists (result rows,
 * a long table's rows) are written without the stylesheet by
 * report_html_rows.c. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <libxml/HTMLtree.h>
#include <libxml/parser.h>
#include <libxslt/transform.h>
#include <libxslt/variables.h>
#include <libxslt/xsltutils.h>

#include "report_entries.h"
#include "report_html_pieces.h"

static size_t unit_of(const pieces *p, size_t game)
{
	return game < p->ngames ? game : p->ngames;
}

/* libxml2's output callback: append to the pp_buf in context. */
static int append_to_buf(void *context, const char *bytes, int len)
{
	pp_buf_putn(context, bytes, (size_t)len);
	return len;
}

/* Serialise html into buf: the whole document (doctype and all) when
 * whole, else each node at its top (inner: each child of its first
 * element, an svg element the nodes need for their namespace), as the
 * whole document's serialiser writes them.  Negative on failure. */
static int serialise(xmlDocPtr html, xsltStylesheetPtr style, int whole, int inner,
                     pp_buf *buf)
{
	if (inner && !whole) /* the bars: report_html_dump.c */
		return html_dump_children(html, xmlDocGetRootElement(html), buf);
	xmlOutputBufferPtr sink = xmlOutputBufferCreateIO(append_to_buf, NULL, buf, NULL);
	xmlNodePtr top = inner ? xmlDocGetRootElement(html) : (xmlNodePtr)html;
	int rc = sink ? 0 : -1;
	if (sink && whole)
		rc = xsltSaveResultTo(sink, html, style) < 0 ? -1 : 0;
	for (xmlNodePtr n = sink && !whole && top ? top->children : NULL; n; n = n->next)
		if (n->type != XML_DTD_NODE)
			htmlNodeDumpFormatOutput(sink, html, n, "UTF-8", 0);
	if (sink && xmlOutputBufferClose(sink) < 0)
		rc = -1;
	return rc;
}

static void fill_slots(pieces *p, const pp_buf *text, size_t unit);

/* Add the report's <entries> element (report_entries.c; the XML report's
 * parts leave it out) to the root of doc, the page's piece, whose summary
 * and entry sections read it.  Negative on failure. */
static int add_entries(pieces *p, xmlDocPtr doc)
{
	xw x;
	pp_buf xml = { 0 };
	xmlDocPtr part = NULL;
	xmlNodePtr root = xmlDocGetRootElement(doc), entries = NULL;
	if (xw_open(&x) < 0) /* x freed */
		return -1;
	int rc = xw_start(&x, "report") >= 0 &&
	         xw_attr(&x, "xmlns", PP_REPORT_NS) >= 0 && report_xml_entries(&x, p->res) >= 0 &&
	         xw_end(&x) >= 0 && xw_close(&x, &xml) >= 0 ? 0 : -1;
	if (rc == 0)
		part = xmlReadMemory(xml.data, (int)xml.len, "entries.xml", NULL,
		                     XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_COMPACT);
	if (part && xmlDocGetRootElement(part))
		entries = xmlDocCopyNode(xmlDocGetRootElement(part)->children, doc, 1);
	if (!root || !entries || !xmlAddChild(root, entries)) {
		xmlFreeNode(entries);
		rc = -1;
	}
	xmlFreeDoc(part);
	xw_free(&x);
	pp_buf_free(&xml);
	return rc;
}

/* Render the piece pc as part (of status, -1 for none; its rows numbered
 * on from offset) into the output; a slot of part 'page' or 'section' is
 * filled with the pieces of its list (of unit).  The first failure stays
 * in p->st and makes the rest do nothing. */
static void render(pieces *p, piece *pc, const char *part, int status, size_t offset,
                   size_t unit)
{
	pp_buf xml = { 0 }, text = { 0 };
	size_t xml_len;
	xmlDocPtr doc = NULL, html = NULL;
	xsltTransformContextPtr ctxt = NULL;
	char off[32];
	int slotted = strcmp(part, "page") == 0 || strcmp(part, "section") == 0 ||
	              strcmp(part, "sections") == 0 || strcmp(part, "table") == 0 ||
	              strcmp(part, "tables") == 0;

	if (p->st)
		return;
	p->st = report_xml_filtered(p->res, &pc->f, &xml, p->err);
	if (!p->st)
		doc = xmlReadMemory(xml.data, (int)xml.len, "report.xml", NULL,
		                    XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_COMPACT);
	xml_len = xml.len;
	pp_buf_free(&xml);
	if (p->st)
		return;
	if (doc && strcmp(part, "page") == 0 && add_entries(p, doc) < 0)
		p->st = pp_error_set(p->err, PP_EINTERNAL, NULL, 0, 0, "cannot render the HTML report");
	if (doc && p->translate)
		html_translate_titles(xmlDocGetRootElement(doc), p->res);
	snprintf(off, sizeof(off), "%zu", offset);
	p->params[HTML_PIECE_PART] = part;
	p->params[HTML_PIECE_STATUS] = status >= 0 ? pp_check_status_name((pp_check_status)status) : "";
	p->params[HTML_PIECE_OFFSET] = off;
	int bars = strcmp(part, "section") == 0 || strcmp(part, "bars") == 0;
	p->params[HTML_PIECE_BARS] = bars ? p->bars : "";
	p->params[HTML_PIECE_BARS_TOP] = bars ? p->bars_top : "";
	p->params[HTML_PIECE_BARS_RANGE] = bars ? p->bars_range : "";
	p->params[HTML_PIECE_TABLE_ROWS] = strcmp(part, "table") == 0 ? p->table_rows : "";
	ctxt = doc ? xsltNewTransformContext(p->style, doc) : NULL;
	html = ctxt && xsltQuoteUserParams(ctxt, p->params) == 0
	       ? xsltApplyStylesheetUser(p->style, doc, NULL, NULL, NULL, ctxt) : NULL;
	xsltFreeTransformContext(ctxt);
	xmlFreeDoc(doc);
	if (!html || serialise(html, p->style, strcmp(part, "page") == 0,
	                       strcmp(part, "bars") == 0, slotted ? &text : p->out) < 0)
		p->st = pp_error_set(p->err, PP_EINTERNAL, NULL, 0, 0, "cannot render the HTML report");
	xmlFreeDoc(html); /* before the slots' pieces are built */
#ifdef __GLIBC__
	/* A large piece's pages back to the system: the output grows next. */
	if (xml_len > ((size_t)4 << 20))
		malloc_trim(0);
#endif
	if (strcmp(part, "tables") == 0)
		p->tables_seen = pc->table_lo; /* the rank of its first table */
	if (slotted && !p->st)
		fill_slots(p, &text, unit);
	pp_buf_free(&text);
}

/* The rows of the results of status of unit, written straight from the
 * result (report_html_rows.c). */
static void write_rows(pieces *p, size_t unit, int status)
{
	size_t game = unit < p->ngames ? unit : PP_NO_GAME, lo, hi, n = 0;
	const pp_game_info *gi = game != PP_NO_GAME ? &p->res->games[game] : NULL;
	const char *gid = gi && gi->id ? gi->id : "plan";
	html_rows *h = html_rows_open(p->translate, p->out);
	pp_result_game_range(p->res, game, &lo, &hi);
	for (size_t i = lo; i < hi; i++) {
		const pp_finding *x = p->res->findings[i];
		if (x->game == game && (int)x->status == status)
			html_rows_result(h, x, gid, ++n);
	}
	if (html_rows_close(h) < 0)
		p->st = pp_error_set(p->err, PP_EINTERNAL, NULL, 0, 0, "cannot render the HTML report");
}

/* The results of status of unit in slices of p->max_results, as part
 * ('rows' or, for the info results, 'doc006': a slice with no PP-DOC-006
 * result renders nothing and is skipped). */
static void render_slices(pieces *p, size_t unit, int status, const char *part)
{
	size_t game = unit < p->ngames ? unit : PP_NO_GAME, lo, hi, done = 0, n = 0, first = 0;
	int wanted = strcmp(part, "doc006") != 0;
	if (wanted && !p->xsl_lists) {
		write_rows(p, unit, status);
		return;
	}
	pp_result_game_range(p->res, game, &lo, &hi);
	for (size_t i = lo; i < hi && !p->st; i++) {
		const pp_finding *x = p->res->findings[i];
		int last = i + 1 == hi;
		if (x->game == game && (int)x->status == status) {
			if (n++ == 0)
				first = i;
			wanted |= strcmp(x->rule->id, "PP-DOC-006") == 0;
		}
		if (n && (n == p->max_results || last)) {
			if (wanted) {
				piece pc = units_piece(p, unit, unit + 1, KEEP_STATUS, status);
				pc.f.finding_lo = first;
				pc.f.finding_hi = i + 1;
				render(p, &pc, part, status, done, unit);
			}
			done += n;
			n = 0;
			wanted = strcmp(part, "doc006") != 0;
		}
	}
}

/* The rows of the games table, p->max_games units at a time. */
static void render_game_rows(pieces *p)
{
	for (size_t u = 0; u < p->nunits && !p->st; u += p->max_games) {
		size_t v = u + p->max_games < p->nunits ? u + p->max_games : p->nunits;
		piece pc = units_piece(p, u, v, KEEP_NONE, -1);
		render(p, &pc, "game-rows", -1, 0, u);
	}
}

/* The rows of the long table p->table_rank of unit, p->max_results at a time. */
static void render_table_rows(pieces *p, size_t unit)
{
	if (!p->xsl_lists) {
		html_rows *h = html_rows_open(p->translate, p->out);
		for (size_t r = 0; r < p->table_nrows; r++)
			html_rows_table_row(h, p->table, r);
		if (html_rows_close(h) < 0)
			p->st = pp_error_set(p->err, PP_EINTERNAL, NULL, 0, 0,
			                     "cannot render the HTML report");
		return;
	}
	for (size_t r = 0; r < p->table_nrows && !p->st; r += p->max_results) {
		piece pc = units_piece(p, unit, unit + 1, KEEP_TABLES, -1);
		pc.table_lo = p->table_rank;
		pc.table_hi = p->table_rank + 1;
		pc.f.row_lo = r;
		pc.f.row_hi = r + p->max_results;
		render(p, &pc, "table-rows", -1, 0, unit);
	}
}

/* The tables of unit, as many in a piece as p->max_results rows; a
 * longer table alone, its rows in slices (part 'table'). */
static void render_tables(pieces *p, size_t unit)
{
	size_t rank = 0, from = 0, rows = 0;
	for (size_t i = 0; i <= p->res->ntables && !p->st; i++) {
		const pp_table *t = i < p->res->ntables ? p->res->tables[i] : NULL;
		if (t && unit_of(p, t->game) != unit)
			continue;
		if (rank > from && (!t || rows + t->nrows > p->max_results)) {
			piece pc = units_piece(p, unit, unit + 1, KEEP_TABLES, -1);
			pc.table_lo = from;
			pc.table_hi = rank;
			render(p, &pc, "tables", -1, 0, unit);
			from = rank;
			rows = 0;
		}
		if (t && t->nrows > p->max_results) {
			piece pc = units_piece(p, unit, unit + 1, KEEP_TABLES, -1);
			pc.table_lo = rank;
			pc.table_hi = rank + 1;
			pc.f.row_hi = 0;
			p->table_rank = rank;
			p->table_nrows = t->nrows;
			p->table = t;
			snprintf(p->table_rows, sizeof(p->table_rows), "%zu", t->nrows);
			render(p, &pc, "table", -1, 0, unit);
			from = ++rank;
			continue;
		}
		if (t) {
			rows += t->nrows;
			rank++;
		}
	}
}

/* The bars of unit's bets, p->max_results at a time. */
static void render_bars(pieces *p, size_t unit)
{
	size_t game = unit < p->ngames ? unit : PP_NO_GAME, lo, hi, done = 0, n = 0, first = 0;
	pp_result_game_range(p->res, game, &lo, &hi);
	for (size_t i = lo; i < hi && !p->st; i++) {
		const pp_finding *x = p->res->findings[i];
		if (x->game == game && is_bet(x) && n++ == 0)
			first = i;
		if (n && (n == p->max_results || i + 1 == hi)) {
			piece pc = units_piece(p, unit, unit + 1, KEEP_BARS, -1);
			pc.policy = pc.f.plan_checks = 1;
			pc.bar_lo = first;
			pc.bar_hi = i + 1;
			if (!p->bars_consulted) { /* only the slice's findings to visit */
				pc.f.finding_lo = first;
				pc.f.finding_hi = i + 1;
			}
			render(p, &pc, "bars", -1, done, unit);
			done += n;
			n = 0;
		}
	}
}

/* The section of one unit (for the plan-wide checks: their results and
 * tables): whole when it fits a piece, else its opening with slots. */
static void render_section(pieces *p, size_t unit)
{
	int large = p->weight[unit] > p->max_results;
	if (large)
		count_bars(p, unit);
	piece pc = units_piece(p, unit, unit + 1, large ? KEEP_OPENING : KEEP_SECTION, -1);
	pc.policy = pc.f.plan_checks = 1;
	render(p, &pc, large ? "section" : "sections", -1, 0, unit);
}

/* The games' sections: small games together, p->max_results at a time. */
static void render_sections(pieces *p)
{
	for (size_t g = 0; g < p->ngames && !p->st;) {
		size_t h = g, sum = 0;
		if (p->weight[g] > p->max_results) {
			render_section(p, g++);
			continue;
		}
		while (h < p->ngames && p->weight[h] <= p->max_results &&
		       sum + p->weight[h] <= p->max_results)
			sum += p->weight[h++];
		piece pc = units_piece(p, g, h, KEEP_SECTION, -1);
		pc.policy = pc.f.plan_checks = 1;
		render(p, &pc, "sections", -1, 0, g);
		g = h;
	}
}

static int status_named(const char *name, size_t len)
{
	for (int s = 0; s < PP_ST_COUNT; s++) {
		const char *n = pp_check_status_name((pp_check_status)s);
		if (strlen(n) == len && memcmp(n, name, len) == 0)
			return s;
	}
	return -1;
}

/* Fill the slot name (len bytes) of a piece about unit. */
static void fill_slot(pieces *p, const char *name, size_t len, size_t unit)
{
	if (len == 4 && memcmp(name, "game", 4) == 0)
		return; /* fill_slots counts them */
#define IS(word) (len == sizeof(word) - 1 && memcmp(name, word, len) == 0)
#define PREFIX(word) (len > sizeof(word) - 1 && memcmp(name, word, sizeof(word) - 1) == 0)
	int status = -1;
	if (PREFIX("rows-") && (status = status_named(name + 5, len - 5)) >= 0)
		render_slices(p, unit, status, "rows");
	else if (IS("doc006"))
		render_slices(p, unit, PP_ST_INFO, "doc006");
	else if (IS("games"))
		render_game_rows(p);
	else if (IS("sections"))
		render_sections(p);
	else if (IS("plan-checks"))
		render_section(p, p->ngames);
	else if (IS("tables"))
		render_tables(p, unit);
	else if (IS("bars"))
		render_bars(p, unit);
	else if (IS("rows"))
		render_table_rows(p, unit);
	else if (IS("table-rows") && p->tables_seen < p->table_first[unit + 1] - p->table_first[unit]) {
		p->table_rank = p->tables_seen++;
		p->table = p->res->tables[p->table_at[p->table_first[unit] + p->table_rank]];
		p->table_nrows = p->table->nrows;
		render_table_rows(p, unit);
	}
	else
		p->st = pp_error_set(p->err, PP_EINTERNAL, NULL, 0, 0,
		                     "the HTML stylesheet left an unknown slot");
#undef IS
#undef PREFIX
}

/* Copy text to the output with each slot filled; a piece's first slot
 * 'game' begins unit's part, each next one the next unit's. */
static void fill_slots(pieces *p, const pp_buf *text, size_t unit)
{
	int begun = 0;
	/* In an svg element the slot is written out of its namespace. */
	static const char open[] = "<planproof-slot ", svg[] = "xmlns=\"\" ", named[] = "name=\"",
	                  close[] = "\"></planproof-slot>";
	const char *at = text->data ? text->data : "", *slot;
	while (!p->st && (slot = strstr(at, open))) {
		const char *name = slot + sizeof(open) - 1, *end;
		name += strncmp(name, svg, sizeof(svg) - 1) == 0 ? sizeof(svg) - 1 : 0;
		end = strncmp(name, named, sizeof(named) - 1) == 0
		      ? strstr(name += sizeof(named) - 1, close) : NULL;
		pp_buf_putn(p->out, at, (size_t)(slot - at));
		if (!end) {
			p->st = pp_error_set(p->err, PP_EINTERNAL, NULL, 0, 0,
			                     "the HTML stylesheet left a broken slot");
			return;
		}
		if (end - name == 4 && memcmp(name, "game", 4) == 0) {
			unit += begun++ ? 1 : 0;
			p->tables_seen = 0;
		}
		fill_slot(p, name, (size_t)(end - name), unit);
		at = end + sizeof(close) - 1;
	}
	if (!p->st)
		pp_buf_puts(p->out, at);
}

pp_status html_render_pieces(const pp_result *res, xsltStylesheetPtr style,
                             const char **params, int translate, const html_piece_size *size,
                             pp_buf *out, pp_error *err)
{
	pieces p = { .res = res, .style = style, .params = params, .translate = translate,
	             .out = out, .err = err, .ngames = res->ngames, .nunits = res->ngames + 1,
	             .max_results = size->results ? size->results : 1,
	             .max_games = size->games ? size->games : 1, .xsl_lists = size->xsl_lists };
	p.weight = pp_xcalloc(p.nunits, sizeof(*p.weight));
	for (size_t i = 0; i < res->nfindings; i++) {
		p.weight[unit_of(&p, res->findings[i]->game)]++;
	}
	p.table_first = pp_xcalloc(p.nunits + 1, sizeof(*p.table_first));
	p.table_at = pp_xcalloc(res->ntables + 1, sizeof(*p.table_at));
	for (size_t i = 0; i < res->ntables; i++) {
		p.weight[unit_of(&p, res->tables[i]->game)] += res->tables[i]->nrows;
		p.table_first[unit_of(&p, res->tables[i]->game) + 1]++;
	}
	for (size_t u = 0; u < p.nunits; u++)
		p.table_first[u + 1] += p.table_first[u];
	size_t *next = pp_xcalloc(p.nunits + 1, sizeof(*next));
	memcpy(next, p.table_first, (p.nunits + 1) * sizeof(*next));
	for (size_t i = 0; i < res->ntables; i++)
		p.table_at[next[unit_of(&p, res->tables[i]->game)]++] = i;
	free(next);
	/* The page: the header, each unit's summary and the instances of the
	 * entries (the summary and the entry sections), the rest slots. */
	piece page = units_piece(&p, 0, p.nunits, KEEP_ENTRIES, -1);
	render(&p, &page, "page", -1, 0, p.ngames);
	free(p.weight);
	free(p.table_first);
	free(p.table_at);
	return p.st;
}
