/* SPDX-License-Identifier: Apache-2.0 */
/* report_html_dump.c - the pictures' nodes of a piece of the HTML report
 * (the RTP bars of a large game: part 'bars', report_html_pieces.c)
 * serialised as libxml2's HTML serialiser writes them, without it.
 *
 * Why: wheel-20000 draws 20,000 bars of five or six SVG elements each, and
 * htmlNodeDumpFormatOutput spent some 46,000 instructions a bar (every
 * attribute looked up in its table of boolean attributes, and copied and
 * escaped, every write through its output buffer).  Here the nodes it
 * would write unchanged are copied as they are; everything else is
 * escaped by the same libxml2 functions it calls.
 *
 * What is written is what htmlNodeDumpFormatOutput (libxml2 2.9.14,
 * HTMLtree.c, format 0) writes for the nodes an SVG picture is made of:
 * elements in a namespace without a prefix (no HTML element table
 * applies: a start tag, its attributes, and "></name>" when empty), their
 * attributes without a namespace, and text.  A node outside those (a
 * comment, a prefixed name, a namespace declaration ...) is written by
 * htmlNodeDumpFormatOutput itself, so the bytes are always its bytes; the
 * tests compare the page with xsltproc's (tests/cli/html14.cmake). */
#include <string.h>

#include <libxml/HTMLtree.h>
#include <libxml/entities.h>
#include <libxml/parserInternals.h>

#include "report_html_pieces.h"

/* 1 when s is left as it is by libxml2's escaping of text and attribute
 * values (xmlEncodeEntitiesInternal): printable ASCII but '<', '>', '&'. */
static int plain(const xmlChar *s)
{
	for (; *s; s++)
		if (*s < 0x20 || *s > 0x7F || *s == '<' || *s == '>' || *s == '&')
			return 0;
	return 1;
}

/* 1 when n and everything below it is of the kinds this file writes. */
static int simple_node(const xmlNode *n)
{
	if (n->type == XML_TEXT_NODE)
		return 1;
	if (n->type != XML_ELEMENT_NODE || !n->ns || n->ns->prefix || n->nsDef)
		return 0;
	for (const xmlAttr *a = n->properties; a; a = a->next)
		if (a->ns || (a->children && (a->children->type != XML_TEXT_NODE ||
		                              a->children->next || !a->children->content)))
			return 0;
	for (const xmlNode *c = n->children; c; c = c->next)
		if (!simple_node(c))
			return 0;
	return 1;
}

/* s as xmlBufWriteQuotedString quotes it. */
static void put_quoted(pp_buf *out, const char *s)
{
	if (!strchr(s, '"')) {
		pp_buf_putc(out, '"');
		pp_buf_puts(out, s);
		pp_buf_putc(out, '"');
	} else if (!strchr(s, '\'')) {
		pp_buf_putc(out, '\'');
		pp_buf_puts(out, s);
		pp_buf_putc(out, '\'');
	} else {
		pp_buf_putc(out, '"');
		for (; *s; s++)
			*s == '"' ? pp_buf_puts(out, "&quot;") : pp_buf_putc(out, *s);
		pp_buf_putc(out, '"');
	}
}

/* An attribute as htmlAttrDumpOutput writes it (its value escaped as
 * xmlNodeListGetString escapes it; no URI escaping: the element has a
 * namespace). */
static void put_attribute(xmlDocPtr doc, const xmlAttr *a, pp_buf *out)
{
	pp_buf_putc(out, ' ');
	pp_buf_puts(out, (const char *)a->name);
	if (!a->children || htmlIsBooleanAttr(a->name))
		return;
	const xmlChar *content = a->children->content;
	xmlChar *value = plain(content) ? NULL : xmlNodeListGetString(doc, a->children, 0);
	pp_buf_putc(out, '=');
	put_quoted(out, (const char *)(value ? value : content));
	xmlFree(value);
}

/* Text as htmlNodeDumpFormatOutput writes it under parent. */
static void put_text(xmlDocPtr doc, const xmlNode *t, const xmlNode *parent, pp_buf *out)
{
	if (!t->content)
		return;
	int raw = t->name == xmlStringTextNoenc ||
	          (parent && (xmlStrcasecmp(parent->name, BAD_CAST "script") == 0 ||
	                      xmlStrcasecmp(parent->name, BAD_CAST "style") == 0));
	if (raw || plain(t->content)) {
		pp_buf_puts(out, (const char *)t->content);
		return;
	}
	xmlChar *escaped = xmlEncodeEntitiesReentrant(doc, t->content);
	if (escaped)
		pp_buf_puts(out, (const char *)escaped);
	xmlFree(escaped);
}

/* n (a simple_node) and what is below it. */
static void put_node(xmlDocPtr doc, const xmlNode *n, pp_buf *out)
{
	if (n->type == XML_TEXT_NODE) {
		put_text(doc, n, n->parent, out);
		return;
	}
	pp_buf_putc(out, '<');
	pp_buf_puts(out, (const char *)n->name);
	for (const xmlAttr *a = n->properties; a; a = a->next)
		put_attribute(doc, a, out);
	pp_buf_putc(out, '>');
	for (const xmlNode *c = n->children; c; c = c->next)
		put_node(doc, c, out);
	pp_buf_puts(out, "</");
	pp_buf_puts(out, (const char *)n->name);
	pp_buf_putc(out, '>');
}

/* libxml2's output callback: append to the pp_buf in context. */
static int append(void *context, const char *bytes, int len)
{
	pp_buf_putn(context, bytes, (size_t)len);
	return len;
}

int html_dump_children(xmlDocPtr doc, const xmlNode *top, pp_buf *out)
{
	for (xmlNodePtr n = top ? top->children : NULL; n; n = n->next) {
		if (n->type == XML_DTD_NODE)
			continue;
		if (simple_node(n)) {
			put_node(doc, n, out);
			continue;
		}
		xmlOutputBufferPtr sink = xmlOutputBufferCreateIO(append, NULL, out, NULL);
		if (!sink)
			return -1;
		htmlNodeDumpFormatOutput(sink, doc, n, "UTF-8", 0);
		if (xmlOutputBufferClose(sink) < 0)
			return -1;
	}
	return 0;
}
