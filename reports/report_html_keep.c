/* SPDX-License-Identifier: Apache-2.0 */
/* report_html_keep.c - what each piece of the HTML report holds
 * (report_html_pieces.h): the filter over the XML report for a piece of
 * each kind, and the numbers of a large game's RTP bars. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "node.h"
#include "report_html_pieces.h"

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
int is_bet(const pp_finding *x)
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
	case KEEP_ENTRIES: return x->entry != PP_NO_ENTRY;
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
piece units_piece(pieces *p, size_t from, size_t to, keep_rule rule, int status)
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
void count_bars(pieces *p, size_t unit)
{
	size_t game = unit < p->ngames ? unit : PP_NO_GAME, lo, hi, n = 0;
	p->bars_top = NULL;
	p->bars_range = "";
	p->bars_consulted = 0;
	pp_result_game_range(p->res, game, &lo, &hi);
	for (size_t i = lo; i < hi; i++) {
		const pp_finding *x = p->res->findings[i];
		int bet = is_bet(x), range = strcmp(x->rule->id, "PP-RTP-001") == 0;
		if (x->game != game || (!bet && !range))
			continue;
		n += bet;
		p->bars_consulted |= is_bet_range(x);
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

