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
 * The page itself (part 'page', rendered from the header alone) and the
 * section of a large game (part 'section') leave an element
 * <planproof-slot name="..."/> where a list goes; the list is rendered
 * here in its place, piece by piece.  The stylesheet (report-html.xsl)
 * states every count from the summaries the XML carries and numbers each
 * row from the offset of its slice, so the bytes are those of the whole
 * page rendered at once (xsltproc report-html.xsl report.xml), which the
 * tests compare.  Memory is the output plus one piece. */
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

#include "node.h"
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
	size_t *counts;        /* nunits x PP_ST_COUNT: each unit's results by status */
	size_t *weight;        /* each unit's results and table rows */
	size_t max_results;    /* results (or table rows) in a piece; more: slices */
	size_t max_games;      /* games in a piece of the games table */
	int xsl_lists;         /* rows and findings by the stylesheet, not html_rows */
	/* The RTP bars of the large game being rendered (rtp-bars in
	 * report-html-svg.xsl): how many, the largest return, any range. */
	char bars[32];
	const char *bars_top, *bars_range;
	/* The long table being rendered in slices: its rank in its unit, rows. */
	const pp_table *table;
	size_t table_rank, table_nrows;
	char table_rows[32];
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
	KEEP_TABLES   /* the unit's tables of ranks [table_lo, table_hi) */
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

static size_t unit_of(const pieces *p, size_t game)
{
	return game < p->ngames ? game : p->ngames;
}

static size_t count_of(const pieces *p, size_t unit, int status)
{
	return p->counts[unit * PP_ST_COUNT + (size_t)status];
}

/* Whether x has evidence name (with a decimal, when decimal is set). */
static int has_evidence(const pp_finding *x, const char *name, int decimal)
{
	for (size_t i = 0; i < x->nevidence; i++)
		if (strcmp(x->evidence[i].name, name) == 0 && (!decimal || x->evidence[i].decimal))
			return 1;
	return 0;
}

/* The results the RTP bars read (report-html-svg.xsl, which reads their
 * status, subject, message and evidence only: they are kept briefly): a
 * bar per PP-RTP-002 result with an rtp decimal, and the PP-RTP-001
 * results that colour a bar (failed) or add its range. */
static int is_bet(const pp_finding *x)
{
	return strcmp(x->rule->id, "PP-RTP-002") == 0 && has_evidence(x, "rtp", 1);
}

static int is_bet_range(const pp_finding *x)
{
	return strcmp(x->rule->id, "PP-RTP-001") == 0 &&
	       (x->status == PP_ST_FAIL || has_evidence(x, "rtp_lowest", 0) ||
	        has_evidence(x, "rtp_highest", 0));
}

static int keep_finding(const report_xml_filter *f, size_t index)
{
	const piece *pc = (const piece *)f;
	const pp_finding *x = pc->p->res->findings[index];
	if (x->game >= pc->p->ngames && !pc->plan_unit)
		return 0;
	switch (pc->keep) {
	case KEEP_STATUS: return (int)x->status == pc->status;
	case KEEP_WHOLE: return 1;
	case KEEP_SECTION: /* the unaccounted passages, numbered among the info rows */
		if (x->status == PP_ST_INFO)
			return 1;
		return is_bet(x) || is_bet_range(x) ? 2 : 0;
	case KEEP_OPENING: /* the unaccounted passages (the bars are a slot) */
		return x->status == PP_ST_INFO && strcmp(x->rule->id, "PP-DOC-006") == 0;
	case KEEP_BARS:
		return (is_bet(x) && index >= pc->bar_lo && index < pc->bar_hi) || is_bet_range(x)
		       ? 2 : 0;
	default: return 0;
	}
}

static int keep_table(const report_xml_filter *f, const pp_table *t)
{
	piece *pc = (piece *)f; /* not defined const: table_seen counts */
	if (t->game >= pc->p->ngames && !pc->plan_unit)
		return pc->policy && strcmp(t->id, "policy") == 0;
	switch (pc->keep) {
	case KEEP_WHOLE:
	case KEEP_SECTION: return 1;
	case KEEP_OPENING: /* the tables the pictures draw */
		return strcmp(t->id, "tableau") == 0 || strcmp(t->id, "dealer") == 0 ||
		       strcmp(t->id, "max-win") == 0 || strncmp(t->id, "call-", 5) == 0;
	case KEEP_TABLES: {
		size_t rank = pc->table_seen++;
		return rank >= pc->table_lo && rank < pc->table_hi;
	}
	default: return 0;
	}
}

/* The items of a list the XML report writes an element for each of. */
static size_t seq_len(const pp_node *n)
{
	return n && n->kind == NODE_SEQ ? node_len(n) : 0;
}

/* The wheel of a game is kept where a piece draws pictures, unless it
 * is too large for report-html-wheel.xsl to draw (a roulette wheel of
 * more than 38 pockets, a money wheel of more than 120 pockets or 60
 * segments): 49,000 segments would be a tree of their own. */
static int keep_wheel(const report_xml_filter *f, size_t game)
{
	const piece *pc = (const piece *)f;
	const pp_node *wheel = node_get(pc->p->res->games[game].node, "wheel");
	size_t pockets = seq_len(node_get(wheel, "order"));
	size_t segments = seq_len(node_get(wheel, "segments"));
	if (pc->keep != KEEP_WHOLE && pc->keep != KEEP_OPENING && pc->keep != KEEP_SECTION)
		return 0;
	return pockets <= 38 || (segments >= 1 && segments <= 60 && pockets <= 120);
}

/* A piece of the units [from, to), keeping what rule says. */
static piece units_piece(pieces *p, size_t from, size_t to, keep_rule rule, int status)
{
	piece pc = { .p = p, .keep = rule, .status = status };
	pc.f.game_lo = from < p->ngames ? from : p->ngames;
	pc.f.game_hi = to < p->ngames ? to : p->ngames;
	pc.f.plan_checks = to > p->ngames;
	pc.plan_unit = to > p->ngames;
	pc.f.finding_lo = 0;
	pc.f.finding_hi = SIZE_MAX;
	pc.f.row_lo = 0;
	pc.f.row_hi = SIZE_MAX;
	pc.f.keep_finding = keep_finding;
	pc.f.keep_table = keep_table;
	pc.f.keep_wheel = keep_wheel;
	return pc;
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
	              strcmp(part, "sections") == 0 || strcmp(part, "table") == 0;

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
	if (doc && p->translate)
		html_translate_titles(xmlDocGetRootElement(doc));
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
	if (slotted && !p->st)
		fill_slots(p, &text, unit);
	pp_buf_free(&text);
}

/* The rows (part 'rows') or findings items of the results of status of
 * unit, written straight from the result (report_html_rows.c). */
static void write_list(pieces *p, size_t unit, int status, const char *part)
{
	size_t game = unit < p->ngames ? unit : PP_NO_GAME, lo, hi, n = 0;
	const pp_game_info *gi = game != PP_NO_GAME ? &p->res->games[game] : NULL;
	const char *gid = gi && gi->id ? gi->id : "plan";
	html_rows *h = html_rows_open(p->translate, p->out);
	pp_result_game_range(p->res, game, &lo, &hi);
	for (size_t i = lo; i < hi; i++) {
		const pp_finding *x = p->res->findings[i];
		if (x->game != game || (int)x->status != status)
			continue;
		if (strcmp(part, "rows") == 0)
			html_rows_result(h, x, gid, ++n);
		else
			html_rows_finding(h, x, gi && gi->id ? gi : NULL, ++n);
	}
	if (html_rows_close(h) < 0)
		p->st = pp_error_set(p->err, PP_EINTERNAL, NULL, 0, 0, "cannot render the HTML report");
}

/* The results of status of unit in slices of p->max_results, as part
 * ('findings', 'rows' or, for the info results, 'doc006': a slice with no
 * PP-DOC-006 result renders nothing and is skipped). */
static void render_slices(pieces *p, size_t unit, int status, const char *part)
{
	size_t game = unit < p->ngames ? unit : PP_NO_GAME, lo, hi, done = 0, n = 0, first = 0;
	int wanted = strcmp(part, "doc006") != 0;
	if (wanted && !p->xsl_lists) {
		write_list(p, unit, status, part);
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

/* The findings list of status: whole units while they fit a piece, a
 * larger unit in slices. */
static void render_findings(pieces *p, int status)
{
	for (size_t u = 0; u < p->nunits && !p->st;) {
		size_t v = u, sum = 0;
		if (!p->xsl_lists) {
			if (count_of(p, u, status))
				write_list(p, u, status, "findings");
			u++;
			continue;
		}
		if (count_of(p, u, status) > p->max_results) {
			render_slices(p, u, status, "findings");
			u++;
			continue;
		}
		while (v < p->nunits && count_of(p, v, status) <= p->max_results &&
		       sum + count_of(p, v, status) <= p->max_results)
			sum += count_of(p, v++, status);
		if (sum) {
			piece pc = units_piece(p, u, v, KEEP_STATUS, status);
			render(p, &pc, "findings", status, 0, u);
		}
		u = v;
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

/* Whether decimal a is larger than b ("12.5" > "9.75"; NULL is below
 * all), exactly: the numbers are those the stylesheet sorts. */
static int decimal_above(const char *a, const char *b)
{
	if (!b)
		return 1;
	int neg_a = *a == '-', neg_b = *b == '-';
	if (neg_a != neg_b)
		return neg_b;
	a += neg_a;
	b += neg_b;
	a += strspn(a, "0");
	b += strspn(b, "0");
	size_t ia = strspn(a, "0123456789"), ib = strspn(b, "0123456789");
	int c = ia != ib ? (ia > ib ? 1 : -1) : strncmp(a, b, ia);
	for (a += ia, b += ib, a += *a == '.', b += *b == '.'; !c && (*a || *b); a++, b++)
		c = (*a ? *a : '0') - (*b ? *b : '0');
	return neg_a ? c < 0 : c > 0;
}

/* A plain decimal number, as XPath's number() reads one. */
static int is_decimal(const char *s)
{
	s += *s == '-';
	size_t whole = strspn(s, "0123456789"), frac = 0;
	if (s[whole] == '.')
		frac = strspn(s + whole + 1, "0123456789") + 1;
	return (whole || frac > 1) && s[whole + frac] == '\0';
}

/* Note the RTP bars of unit for its section: their number, the largest
 * return among the bets' and the highest of their ranges, any range. */
static void count_bars(pieces *p, size_t unit)
{
	size_t game = unit < p->ngames ? unit : PP_NO_GAME, lo, hi, n = 0;
	p->bars_top = NULL;
	p->bars_range = "";
	pp_result_game_range(p->res, game, &lo, &hi);
	for (size_t i = lo; i < hi; i++) {
		const pp_finding *x = p->res->findings[i];
		int bet = is_bet(x), range = strcmp(x->rule->id, "PP-RTP-001") == 0;
		if (x->game != game || (!bet && !range))
			continue;
		n += bet;
		for (size_t k = 0; k < x->nevidence; k++) {
			const pp_evidence *e = &x->evidence[k];
			if (!e->decimal || strcmp(e->name, bet ? "rtp" : "rtp_highest") != 0)
				continue;
			p->bars_range = range ? "yes" : p->bars_range;
			if (is_decimal(e->decimal) && decimal_above(e->decimal, p->bars_top))
				p->bars_top = e->decimal;
		}
	}
	snprintf(p->bars, sizeof(p->bars), "%zu", n);
	if (!p->bars_top)
		p->bars_top = "";
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
	if (PREFIX("findings-") && (status = status_named(name + 9, len - 9)) >= 0)
		render_findings(p, status);
	else if (PREFIX("rows-") && (status = status_named(name + 5, len - 5)) >= 0)
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
		if (end - name == 4 && memcmp(name, "game", 4) == 0)
			unit += begun++ ? 1 : 0;
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
	p.counts = pp_xcalloc(p.nunits * PP_ST_COUNT, sizeof(*p.counts));
	p.weight = pp_xcalloc(p.nunits, sizeof(*p.weight));
	for (size_t i = 0; i < res->nfindings; i++) {
		size_t u = unit_of(&p, res->findings[i]->game);
		p.counts[u * PP_ST_COUNT + res->findings[i]->status]++;
		p.weight[u]++;
	}
	for (size_t i = 0; i < res->ntables; i++)
		p.weight[unit_of(&p, res->tables[i]->game)] += res->tables[i]->nrows;
	piece page = units_piece(&p, 0, 0, KEEP_NONE, -1);
	page.f.plan_checks = 1; /* its summary: the plan-wide checks' counts */
	render(&p, &page, "page", -1, 0, p.ngames);
	free(p.counts);
	free(p.weight);
	return p.st;
}
