/* SPDX-License-Identifier: Apache-2.0 */
/* report_html_rows.c - the longest lists of the HTML report written
 * straight from the result: a game's result rows (report-html.xsl,
 * template result-rows-of), the items of the findings list (template
 * finding-items) and the rows of the tables (template r:row).  They are
 * most of a large report's page: libxslt spent 30-40 microseconds on
 * each (wheel-49000: 85,000 rows and 49,000 items, about 4 s), and
 * libxml2's HTML serialiser alone most of that (it looks every element
 * up in a table by a linear scan).  Here each is written as text, with the
 * tags the stylesheet makes, as htmlNodeDumpFormatOutput writes them
 * (start), and escaped by the functions that serialiser calls, so the
 * bytes are the stylesheet's (the tests compare both ways of rendering).
 *
 * Every value is taken as the page would read it from the XML report:
 * sanitised of the characters XML cannot carry (pp_buf_put_xml_safe, as
 * xml_writer.c writes it), a text element of blanks only read as empty
 * (the report is parsed without blank text), rule titles translated. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/HTMLtree.h>
#include <libxml/uri.h>

#include "i18n.h"
#include "report_html.h"

struct html_rows {
	pp_buf *out;
	xmlDocPtr doc; /* an HTML document: what the escaping functions escape for */
	xmlNodePtr holder; /* an element of doc whose attribute "v" escapes values */
	pp_buf scratch;
	int translate;
	const char *status_words[PP_ST_COUNT]; /* the words of the page, looked up once */
	const char *remedy, *waiver;
	const char *open[8]; /* the elements being written, and whether each */
	int filled[8];       /* has a child yet */
	int depth;
};

html_rows *html_rows_open(int translate, pp_buf *out)
{
	html_rows *h = pp_xcalloc(1, sizeof(*h));
	h->translate = translate;
	h->out = out;
	h->doc = htmlNewDocNoDtD(NULL, NULL);
	h->holder = h->doc ? xmlNewDocNode(h->doc, NULL, BAD_CAST "span", NULL) : NULL;
	if (!h->holder)
		pp_oom();
	xmlDocSetRootElement(h->doc, h->holder);
	for (int st = 0; st < PP_ST_COUNT; st++) {
		/* Template status-word: a status in the words of the page. */
		const char *status = pp_check_status_name((pp_check_status)st);
		char param[40];
		snprintf(param, sizeof(param), "t-status-%s", status);
		h->status_words[st] = html_word(param) ? html_word(param) : status;
	}
	h->remedy = html_word("t-remedy");
	h->waiver = html_word("t-waiver");
	return h;
}

int html_rows_close(html_rows *h)
{
	xmlFreeDoc(h->doc);
	pp_buf_free(&h->scratch);
	free(h);
	return 0;
}

/* Append n bytes of s to the output: in place while the buffer has room
 * (a row is some thirty short writes; a call into pp_buf for each was a
 * tenth of the rows' time), else through pp_buf_putn, which grows it. */
static inline void put_n(html_rows *h, const char *s, size_t n)
{
	pp_buf *b = h->out;
	if (b->data && b->len + n < b->cap) {
		memcpy(b->data + b->len, s, n);
		b->len += n;
		b->data[b->len] = '\0';
	} else {
		pp_buf_putn(b, s, n);
	}
}

static inline void put_s(html_rows *h, const char *s)
{
	put_n(h, s, strlen(s));
}

static inline void put_c(html_rows *h, char c)
{
	put_n(h, &c, 1);
}

/* s as an attribute of the XML report carries it; valid until the next call. */
static const char *attr_value(html_rows *h, const char *s)
{
	const unsigned char *c = (const unsigned char *)(s ? s : "");
	while (*c && *c < 0x80 && (*c >= 0x20 || *c == '\t' || *c == '\n' || *c == '\r'))
		c++;
	if (!*c) /* ASCII XML carries as it is */
		return s ? s : "";
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

/* Whether libxml2's escaping (xmlEncodeEntitiesReentrant, and of an
 * attribute's value) changes s at all: only '<', '>', '&' and the control
 * characters other than tab, newline and carriage return are escaped in
 * an HTML document.  Most text is left as it is, and is then written
 * without a call. */
static int needs_escape(const char *s)
{
	for (const unsigned char *c = (const unsigned char *)s; *c; c++)
		if (*c == '<' || *c == '>' || *c == '&' ||
		    (*c < 0x20 && *c != '\t' && *c != '\n' && *c != '\r'))
			return 1;
	return 0;
}

/* What libxml2's HTML serialiser knows of element name: no end tag
 * (empty), or none when it has no content (saveEndTag).  The lookups are
 * remembered per thread: two reports written at once never share one. */
static const htmlElemDesc *element_info(const char *name)
{
	static _Thread_local struct {
		const char *name;
		const htmlElemDesc *info;
	} seen[16];
	size_t i = 0;
	for (; i < sizeof(seen) / sizeof(seen[0]) && seen[i].name; i++)
		if (seen[i].name == name) /* the same literal: most calls */
			return seen[i].info;
	for (i = 0; i < sizeof(seen) / sizeof(seen[0]) && seen[i].name; i++)
		if (strcmp(seen[i].name, name) == 0)
			return seen[i].info;
	const htmlElemDesc *info = htmlTagLookup(BAD_CAST name);
	if (i < sizeof(seen) / sizeof(seen[0])) {
		seen[i].info = info;
		seen[i].name = name;
	}
	return info;
}

/* The element name opened with attributes (name, value, ..., NULL), as
 * htmlNodeDumpFormatOutput writes a start tag: each value escaped as
 * xmlNodeListGetString escapes an attribute's, an href's %-escaped as a
 * URI, quoted as xmlBufWriteQuotedString quotes. */
static void start(html_rows *h, const char *name, ...)
{
	va_list ap;
	if (h->depth > 0)
		h->filled[h->depth - 1] = 1;
	h->open[h->depth] = name;
	h->filled[h->depth++] = 0;
	put_c(h, '<');
	put_s(h, name);
	va_start(ap, name);
	for (const char *attr; (attr = va_arg(ap, const char *));) {
		const char *value = va_arg(ap, const char *);
		int href = strcmp(attr, "href") == 0, escape = needs_escape(value);
		/* The value as htmlAttrDumpOutput reads an attribute's: as it is
		 * when nothing in it is escaped (no copy made), and not an href. */
		xmlAttrPtr holder = escape ? xmlSetProp(h->holder, BAD_CAST "v", BAD_CAST value) : NULL;
		xmlChar *v = holder && holder->children
		             ? xmlNodeListGetString(h->doc, holder->children, 0)
		             : escape || href ? xmlStrdup(BAD_CAST value) : NULL;
		xmlChar *uri = NULL;
		if (!v && (escape || href))
			pp_oom();
		if (href) {
			const xmlChar *at = v;
			while (*at == ' ' || *at == '\t' || *at == '\n' || *at == '\r')
				at++;
			uri = xmlURIEscapeStr(at, BAD_CAST "@/:=?;#%&,+<>");
		}
		const char *q = uri ? (const char *)uri : v ? (const char *)v : value;
		put_c(h, ' ');
		put_s(h, attr);
		if (!strchr(q, '"')) {
			put_s(h, "=\"");
			put_s(h, q);
			put_c(h, '"');
		} else if (!strchr(q, '\'')) {
			put_s(h, "='");
			put_s(h, q);
			put_c(h, '\'');
		} else {
			put_s(h, "=\"");
			for (; *q; q++)
				*q == '"' ? put_s(h, "&quot;") : put_c(h, *q);
			put_c(h, '"');
		}
		xmlFree(uri);
		xmlFree(v);
	}
	va_end(ap);
	put_c(h, '>');
}

/* Close the innermost element: an end tag unless the serialiser omits it. */
static void end(html_rows *h)
{
	const char *name = h->open[--h->depth];
	const htmlElemDesc *info = element_info(name);
	if (info && info->empty)
		return;
	if (!h->filled[h->depth] && info && info->saveEndTag)
		return;
	put_s(h, "</");
	put_s(h, name);
	put_c(h, '>');
}

/* Text into the innermost element, escaped by xmlEncodeEntitiesReentrant. */
static void text(html_rows *h, const char *s)
{
	if (!*s)
		return;
	h->filled[h->depth - 1] = 1;
	if (!needs_escape(s)) {
		put_s(h, s);
		return;
	}
	xmlChar *e = xmlEncodeEntitiesReentrant(h->doc, BAD_CAST s);
	if (!e)
		pp_oom();
	put_s(h, (const char *)e);
	xmlFree(e);
}

/* An element holding text s (nothing when s is empty). */
static void text_element(html_rows *h, const char *name, const char *s)
{
	start(h, name, (const char *)NULL);
	text(h, s);
	end(h);
}

/* Template marked: `code` spans as <code>, at most 100 of them. */
static void marked(html_rows *h, const char *s)
{
	if (!strchr(s, '`')) {
		text(h, s);
		return;
	}
	pp_buf copy = { 0 };
	pp_buf_puts(&copy, s);
	char *at = copy.data;
	for (int depth = 0; depth < 100; depth++) {
		char *open = strchr(at, '`'), *close = open ? strchr(open + 1, '`') : NULL;
		if (!close)
			break;
		*open = *close = '\0';
		text(h, at);
		text_element(h, "code", open + 1);
		at = close + 1;
	}
	text(h, at);
	pp_buf_free(&copy);
}

/* Template r:anchor: where in its document the subject is written. */
static void anchor(html_rows *h, const pp_doc_location *d)
{
	char num[32];
	start(h, "div", "class", "doc", (const char *)NULL);
	start(h, "span", "class", "mono", (const char *)NULL);
	text(h, attr_value(h, d->file ? d->file : d->source));
	if (d->line) {
		snprintf(num, sizeof(num), ":%u", d->line);
		text(h, num);
		if (d->end_line != d->line) {
			snprintf(num, sizeof(num), "\xE2\x80\x93%u", d->end_line); /* en dash */
			text(h, num);
		}
	}
	end(h);
	const char *quote = d->quote ? text_value(h, d->quote) : "";
	if (*quote) {
		text(h, " ");
		text_element(h, "q", quote);
	}
	end(h);
}

/* The remediation the XML writes for every result that is not a pass. */
static int has_remediation(const pp_finding *x)
{
	return x->status != PP_ST_PASS && x->status != PP_ST_NOTAPPLICABLE;
}

/* A div.ev: "<b>word </b>" and then text (marked when mark is set). */
static void labelled(html_rows *h, const char *word, const char *s, int mark)
{
	start(h, "div", "class", "ev", (const char *)NULL);
	start(h, "b", (const char *)NULL);
	text(h, word);
	text(h, " ");
	end(h);
	mark ? marked(h, s) : text(h, s);
	end(h);
}

void html_rows_result(html_rows *h, const pp_finding *x, const char *gid, size_t n)
{
	const char *status = pp_check_status_name(x->status);
	char num[64];
	pp_buf id = { 0 };
	pp_buf_printf(&id, "%s--%s-%zu", attr_value(h, gid), status, n);
	start(h, "tr", "data-status", status, "id", id.data, (const char *)NULL);
	pp_buf_free(&id);
	start(h, "td", "class", status, (const char *)NULL);
	text(h, h->status_words[x->status]);
	end(h);
	start(h, "td", (const char *)NULL);
	text_element(h, "code", attr_value(h, x->rule->id));
	start(h, "br", (const char *)NULL);
	end(h);
	const char *title = attr_value(h, x->rule->title);
	text(h, h->translate ? _(title) : title);
	end(h);
	text_element(h, "td", attr_value(h, x->subject));
	text_element(h, "td", x->citation ? text_value(h, x->citation) : "");
	start(h, "td", "class", "mono", (const char *)NULL);
	snprintf(num, sizeof(num), "%u:%u", x->line, x->col);
	text(h, num);
	end(h);
	start(h, "td", (const char *)NULL);
	marked(h, text_value(h, h->translate && x->message_l10n ? x->message_l10n : x->message));
	if (x->doc)
		anchor(h, x->doc);
	for (size_t i = 0; i < x->nevidence; i++) {
		const pp_evidence *e = &x->evidence[i];
		start(h, "div", "class", "ev", (const char *)NULL);
		text(h, attr_value(h, e->name));
		text(h, " = ");
		text_element(h, "code", attr_value(h, e->exact));
		if (e->decimal) {
			text(h, " \xE2\x89\x88 "); /* almost equal to */
			start(h, "code", (const char *)NULL);
			text(h, attr_value(h, e->decimal));
			text(h, attr_value(h, e->unit));
			end(h);
			text(h, " (");
			text(h, attr_value(h, e->rounding));
			text(h, ")");
		}
		end(h);
	}
	if (has_remediation(x))
		labelled(h, h->remedy, text_value(h, x->rule->remediation), 1);
	if (x->waiver)
		labelled(h, h->waiver, text_value(h, x->waiver), 0);
	end(h);
	end(h);
}

void html_rows_table_row(html_rows *h, const pp_table *t, size_t row)
{
	start(h, "tr", (const char *)NULL);
	for (size_t c = 0; c < t->ncols; c++) {
		start(h, "td", "class", "mono", (const char *)NULL);
		text(h, text_value(h, t->cells[row * t->ncols + c]));
		end(h);
	}
	end(h);
}
