/* report_html.c - the auditor's HTML report: the native XML report rendered
 * by the XSLT stylesheet reports/report-html.xsl (compiled into the library
 * by CMake as report_html_xsl[]), so the HTML never says anything the XML
 * does not.  The only user of libxslt. */
#include <libxml/parser.h>
#include <libxslt/transform.h>
#include <libxslt/xsltInternals.h>
#include <libxslt/xsltutils.h>

#include "report.h"

extern const unsigned char report_html_xsl[];
extern const unsigned long report_html_xsl_len;

pp_status report_html(const pp_result *res, pp_buf *out, pp_error *err)
{
	pp_buf xml = { 0 };
	xmlDocPtr style_doc = NULL, doc = NULL, html = NULL;
	xsltStylesheetPtr style = NULL;
	xmlChar *bytes = NULL;
	int len = 0;
	pp_status st = report_xml(res, &xml, err);

	if (st)
		goto cleanup;
	style_doc = xmlReadMemory((const char *)report_html_xsl, (int)report_html_xsl_len,
	                          "report-html.xsl", NULL, XML_PARSE_NONET);
	style = style_doc ? xsltParseStylesheetDoc(style_doc) : NULL;
	if (!style) {
		st = pp_error_set(err, PP_EINTERNAL, NULL, 0, 0, "the HTML stylesheet is invalid");
		goto cleanup;
	}
	style_doc = NULL; /* owned by style now */
	doc = xmlReadMemory(xml.data, (int)xml.len, "report.xml", NULL, XML_PARSE_NONET);
	html = doc ? xsltApplyStylesheet(style, doc, NULL) : NULL;
	if (!html || xsltSaveResultToString(&bytes, &len, html, style) < 0) {
		st = pp_error_set(err, PP_EINTERNAL, NULL, 0, 0, "cannot render the HTML report");
		goto cleanup;
	}
	if (bytes)
		pp_buf_putn(out, (const char *)bytes, (size_t)len);
cleanup:
	xmlFree(bytes);
	xmlFreeDoc(html);
	xmlFreeDoc(doc);
	xmlFreeDoc(style_doc);
	xsltFreeStylesheet(style);
	pp_buf_free(&xml);
	return st;
}
