/* report_html.c - the auditor's HTML report: the native XML report rendered
 * by the XSLT stylesheet reports/report-html.xsl and the stylesheets it
 * includes (each compiled into the library by CMake as an array, the
 * includes inlined here), so the HTML never says anything the XML does
 * not, and the same files render an XML report with xsltproc.  The only
 * user of libxslt.
 *
 * Memory: at most one whole copy of the report is held besides the tree
 * being transformed.  The XML text is freed as soon as it is parsed
 * (blank text between elements is not kept: the stylesheet never selects
 * it), the input tree as soon as the transform has run, and the result is
 * serialised straight into the caller's buffer, with no string between. */
#include <string.h>

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxslt/transform.h>
#include <libxslt/xsltInternals.h>
#include <libxslt/xsltutils.h>

#include "report.h"

extern const unsigned char report_html_xsl[], report_html_page_xsl[], report_html_svg_xsl[],
	report_html_wheel_xsl[];
extern const unsigned long report_html_xsl_len, report_html_page_xsl_len,
	report_html_svg_xsl_len, report_html_wheel_xsl_len;

/* The stylesheets report-html.xsl may include, by the href it names them. */
static const struct {
	const char *href;
	const unsigned char *data;
	const unsigned long *len;
} parts[] = {
	{ "report-html-page.xsl", report_html_page_xsl, &report_html_page_xsl_len },
	{ "report-html-svg.xsl", report_html_svg_xsl, &report_html_svg_xsl_len },
	{ "report-html-wheel.xsl", report_html_wheel_xsl, &report_html_wheel_xsl_len },
};

static xmlDocPtr read_part(const char *href)
{
	for (size_t i = 0; i < sizeof(parts) / sizeof(parts[0]); i++)
		if (strcmp(parts[i].href, href) == 0)
			return xmlReadMemory((const char *)parts[i].data, (int)*parts[i].len, href, NULL,
			                     XML_PARSE_NONET);
	return NULL;
}

/* Replace every top-level xsl:include of doc by copies of the top-level
 * elements of the embedded stylesheet it names (an include means exactly
 * that), so rendering reads no file.  Returns -1 when an include names no
 * embedded stylesheet or one does not parse; depth stops a cycle. */
static int inline_includes(xmlDocPtr doc, int depth)
{
	xmlNodePtr root = xmlDocGetRootElement(doc), next;
	int rc = 0;
	for (xmlNodePtr n = root ? root->children : NULL; n && rc == 0; n = next) {
		next = n->next;
		if (n->type != XML_ELEMENT_NODE || !n->ns || !xmlStrEqual(n->name, BAD_CAST "include") ||
		    !xmlStrEqual(n->ns->href, XSLT_NAMESPACE))
			continue;
		xmlChar *href = xmlGetProp(n, BAD_CAST "href");
		xmlDocPtr part = depth < 4 && href ? read_part((const char *)href) : NULL;
		xmlNodePtr part_root = part ? xmlDocGetRootElement(part) : NULL;
		rc = part_root && inline_includes(part, depth + 1) == 0 ? 0 : -1;
		for (xmlNodePtr c = rc == 0 ? part_root->children : NULL; c; c = c->next)
			if (c->type == XML_ELEMENT_NODE)
				xmlAddPrevSibling(n, xmlDocCopyNode(c, doc, 1));
		xmlUnlinkNode(n);
		xmlFreeNode(n);
		xmlFreeDoc(part);
		xmlFree(href);
	}
	return rc;
}

/* libxml2's output callback: append to the pp_buf in context. */
static int append_to_buf(void *context, const char *bytes, int len)
{
	pp_buf_putn(context, bytes, (size_t)len);
	return len;
}

/* The XML report of res as a tree, its text freed once parsed; NULL when
 * the report cannot be produced (st says why) or parsed. */
static xmlDocPtr report_tree(const pp_result *res, pp_status *st, pp_error *err)
{
	pp_buf xml = { 0 };
	xmlDocPtr doc = NULL;
	*st = report_xml(res, &xml, err);
	if (!*st)
		doc = xmlReadMemory(xml.data, (int)xml.len, "report.xml", NULL,
		                    XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_COMPACT);
	pp_buf_free(&xml);
	return doc;
}

pp_status report_html(const pp_result *res, pp_buf *out, pp_error *err)
{
	xmlDocPtr style_doc = NULL, doc = NULL, html = NULL;
	xsltStylesheetPtr style = NULL;
	xmlOutputBufferPtr sink = NULL;
	pp_status st = PP_OK;

	style_doc = xmlReadMemory((const char *)report_html_xsl, (int)report_html_xsl_len,
	                          "report-html.xsl", NULL, XML_PARSE_NONET);
	style = style_doc && inline_includes(style_doc, 0) == 0 ? xsltParseStylesheetDoc(style_doc)
	                                                        : NULL;
	if (!style) {
		st = pp_error_set(err, PP_EINTERNAL, NULL, 0, 0, "the HTML stylesheet is invalid");
		goto cleanup;
	}
	style_doc = NULL; /* owned by style now */
	doc = report_tree(res, &st, err);
	if (st)
		goto cleanup;
	html = doc ? xsltApplyStylesheet(style, doc, NULL) : NULL;
	xmlFreeDoc(doc);
	doc = NULL;
	/* Straight into out: on failure the caller discards out (report.h). */
	sink = html ? xmlOutputBufferCreateIO(append_to_buf, NULL, out, NULL) : NULL;
	int failed = !sink || xsltSaveResultTo(sink, html, style) < 0;
	if ((sink && xmlOutputBufferClose(sink) < 0) || failed)
		st = pp_error_set(err, PP_EINTERNAL, NULL, 0, 0, "cannot render the HTML report");
cleanup:
	xmlFreeDoc(html);
	xmlFreeDoc(doc);
	xmlFreeDoc(style_doc);
	xsltFreeStylesheet(style);
	return st;
}
