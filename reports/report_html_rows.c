/* report_html_rows.c - the two long lists of the HTML report written
 * straight from the result: a game's result rows (report-html.xsl,
 * template result-rows-of), the items of the findings list (template
 * finding-items) and the rows of a long table (template r:row).  They are most of a large report's page, and libxslt
 * spends 30-40 microseconds on each (wheel-49000: 85,000 rows and 49,000
 * items, about 4 s); here each is built as the same nodes the stylesheet
 * makes and serialised by the same libxml2 HTML serialiser, so the bytes
 * are the stylesheet's (the tests compare both ways of rendering).
 *
 * Every value is taken as the page would read it from the XML report:
 * sanitised of the characters XML cannot carry (pp_buf_put_xml_safe, as
 * xml_writer.c writes it), a text element of blanks only read as empty
 * (the report is parsed without blank text), rule titles translated. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/HTMLtree.h>

#include "i18n.h"
#include "report_html.h"

struct html_rows {
	xmlDocPtr doc;
	xmlOutputBufferPtr sink;
	pp_buf scratch;
	int translate;
};

/* libxml2's output callback: append to the pp_buf in context. */
static int append_to_buf(void *context, const char *bytes, int len)
{
	pp_buf_putn(context, bytes, (size_t)len);
	return len;
}

html_rows *html_rows_open(int translate, pp_buf *out)
{
	html_rows *h = pp_xcalloc(1, sizeof(*h));
	h->translate = translate;
	h->doc = htmlNewDocNoDtD(NULL, NULL);
	h->sink = xmlOutputBufferCreateIO(append_to_buf, NULL, out, NULL);
	if (!h->doc || !h->sink)
		pp_oom();
	return h;
}

int html_rows_close(html_rows *h)
{
	int rc = xmlOutputBufferClose(h->sink) < 0 ? -1 : 0;
	xmlFreeDoc(h->doc);
	pp_buf_free(&h->scratch);
	free(h);
	return rc;
}

/* s as an attribute of the XML report carries it; valid until the next call. */
static const char *attr_value(html_rows *h, const char *s)
{
	h->scratch.len = 0;
	pp_buf_put_xml_safe(&h->scratch, s ? s : "");
	return h->scratch.data ? h->scratch.data : "";
}

/* s as a text element of the XML report carries it: blanks only are none. */
static const char *text_value(html_rows *h, const char *s)
{
	const char *v = attr_value(h, s);
	return v[strspn(v, " \t\n")] ? v : "";
}

static xmlNodePtr element(html_rows *h, xmlNodePtr parent, const char *name)
{
	xmlNodePtr n = xmlNewDocNode(h->doc, NULL, BAD_CAST name, NULL);
	if (!n)
		pp_oom();
	if (parent)
		xmlAddChild(parent, n);
	return n;
}

static void text(html_rows *h, xmlNodePtr parent, const char *s)
{
	if (*s)
		xmlAddChild(parent, xmlNewDocText(h->doc, BAD_CAST s));
}

static void attr(xmlNodePtr n, const char *name, const char *value)
{
	xmlNewProp(n, BAD_CAST name, BAD_CAST value);
}

/* Template status-word: a status in the words of the page. */
static const char *status_word(const char *status)
{
	char param[40];
	snprintf(param, sizeof(param), "t-status-%s", status);
	const char *w = html_word(param);
	return w ? w : status;
}

/* Template marked: `code` spans as <code>, at most 100 of them. */
static void marked(html_rows *h, xmlNodePtr parent, const char *s)
{
	pp_buf copy = { 0 };
	pp_buf_puts(&copy, s);
	char *at = copy.data ? copy.data : (char *)"";
	for (int depth = 0; depth < 100; depth++) {
		char *open = strchr(at, '`'), *close = open ? strchr(open + 1, '`') : NULL;
		if (!close)
			break;
		*open = *close = '\0';
		text(h, parent, at);
		text(h, element(h, parent, "code"), open + 1);
		at = close + 1;
	}
	text(h, parent, at);
	pp_buf_free(&copy);
}

/* Template r:anchor: where in its document the subject is written. */
static void anchor(html_rows *h, xmlNodePtr parent, const pp_doc_location *d)
{
	char num[32];
	xmlNodePtr div = element(h, parent, "div"), span;
	attr(div, "class", "doc");
	span = element(h, div, "span");
	attr(span, "class", "mono");
	text(h, span, attr_value(h, d->file ? d->file : d->source));
	if (d->line) {
		snprintf(num, sizeof(num), ":%u", d->line);
		text(h, span, num);
		if (d->end_line != d->line) {
			snprintf(num, sizeof(num), "\xE2\x80\x93%u", d->end_line); /* en dash */
			text(h, span, num);
		}
	}
	const char *quote = d->quote ? text_value(h, d->quote) : "";
	if (*quote) {
		text(h, div, " ");
		text(h, element(h, div, "q"), quote);
	}
}

/* Write node and free it. */
static void emit(html_rows *h, xmlNodePtr n)
{
	htmlNodeDumpFormatOutput(h->sink, h->doc, n, "UTF-8", 0);
	xmlFreeNode(n);
}

/* The remediation the XML writes for every result that is not a pass. */
static int has_remediation(const pp_finding *x)
{
	return x->status != PP_ST_PASS && x->status != PP_ST_NOTAPPLICABLE;
}

void html_rows_result(html_rows *h, const pp_finding *x, const char *gid, size_t n)
{
	const char *status = pp_check_status_name(x->status);
	char num[64];
	xmlNodePtr tr = element(h, NULL, "tr"), td, div;
	attr(tr, "data-status", status);
	pp_buf id = { 0 };
	pp_buf_printf(&id, "%s--%s-%zu", attr_value(h, gid), status, n);
	attr(tr, "id", id.data);
	pp_buf_free(&id);
	td = element(h, tr, "td");
	attr(td, "class", status);
	text(h, td, status_word(status));
	td = element(h, tr, "td");
	text(h, element(h, td, "code"), attr_value(h, x->rule->id));
	element(h, td, "br");
	const char *title = attr_value(h, x->rule->title);
	text(h, td, h->translate ? _(title) : title);
	text(h, element(h, tr, "td"), attr_value(h, x->subject));
	text(h, element(h, tr, "td"), x->citation ? text_value(h, x->citation) : "");
	td = element(h, tr, "td");
	attr(td, "class", "mono");
	snprintf(num, sizeof(num), "%u:%u", x->line, x->col);
	text(h, td, num);
	td = element(h, tr, "td");
	marked(h, td, text_value(h, x->message));
	if (x->doc)
		anchor(h, td, x->doc);
	for (size_t i = 0; i < x->nevidence; i++) {
		const pp_evidence *e = &x->evidence[i];
		div = element(h, td, "div");
		attr(div, "class", "ev");
		text(h, div, attr_value(h, e->name));
		text(h, div, " = ");
		text(h, element(h, div, "code"), attr_value(h, e->exact));
		if (e->decimal) {
			xmlNodePtr code;
			text(h, div, " \xE2\x89\x88 "); /* almost equal to */
			code = element(h, div, "code");
			text(h, code, attr_value(h, e->decimal));
			text(h, code, attr_value(h, e->unit));
			text(h, div, " (");
			text(h, div, attr_value(h, e->rounding));
			text(h, div, ")");
		}
	}
	if (has_remediation(x)) {
		div = element(h, td, "div");
		attr(div, "class", "ev");
		xmlNodePtr b = element(h, div, "b");
		text(h, b, html_word("t-remedy"));
		text(h, b, " ");
		marked(h, div, text_value(h, x->rule->remediation));
	}
	if (x->waiver) {
		div = element(h, td, "div");
		attr(div, "class", "ev");
		xmlNodePtr b = element(h, div, "b");
		text(h, b, html_word("t-waiver"));
		text(h, b, " ");
		text(h, div, text_value(h, x->waiver));
	}
	emit(h, tr);
}

void html_rows_finding(html_rows *h, const pp_finding *x, const pp_game_info *game, size_t n)
{
	const char *status = pp_check_status_name(x->status);
	char num[64];
	pp_buf href = { 0 };
	xmlNodePtr li = element(h, NULL, "li"), span, a, div;
	span = element(h, li, "span");
	pp_buf_printf(&href, "badge %s", status);
	attr(span, "class", href.data);
	text(h, span, status_word(status));
	a = element(h, li, "a");
	href.len = 0;
	pp_buf_printf(&href, "#%s", game ? attr_value(h, game->id) : "plan-checks");
	attr(a, "href", href.data);
	text(h, a, game && game->name ? attr_value(h, game->name) : html_word("t-plan-wide"));
	const char *subject = attr_value(h, x->subject);
	if (*subject) {
		text(h, li, " \xE2\x80\xBA "); /* single right-pointing angle quotation mark */
		text(h, li, subject);
	}
	text(h, li, "\n              \xE2\x80\x94 "); /* em dash */
	a = element(h, li, "a");
	href.len = 0;
	pp_buf_printf(&href, "#%s--%s-%zu", game ? attr_value(h, game->id) : "plan", status, n);
	attr(a, "href", href.data);
	text(h, element(h, a, "code"), attr_value(h, x->rule->id));
	text(h, li, ":\n              ");
	marked(h, li, text_value(h, x->message));
	div = element(h, li, "div");
	attr(div, "class", "where");
	text(h, div, html_word("t-plan"));
	text(h, div, " ");
	text(h, div, x->citation ? text_value(h, x->citation) : "");
	text(h, div, "; ");
	span = element(h, div, "span");
	attr(span, "class", "mono");
	text(h, span, attr_value(h, x->file));
	snprintf(num, sizeof(num), ":%u:%u", x->line, x->col);
	text(h, span, num);
	if (has_remediation(x)) {
		text(h, div, " \xE2\x80\x94 ");
		xmlNodePtr b = element(h, div, "b");
		text(h, b, html_word("t-remedy"));
		text(h, b, " ");
		marked(h, div, text_value(h, x->rule->remediation));
	}
	if (x->doc)
		anchor(h, li, x->doc);
	pp_buf_free(&href);
	emit(h, li);
}

void html_rows_table_row(html_rows *h, const pp_table *t, size_t row)
{
	xmlNodePtr tr = element(h, NULL, "tr");
	for (size_t c = 0; c < t->ncols; c++) {
		xmlNodePtr td = element(h, tr, "td");
		attr(td, "class", "mono");
		text(h, td, text_value(h, t->cells[row * t->ncols + c]));
	}
	emit(h, tr);
}
