/* SPDX-License-Identifier: Apache-2.0 */
/* report_html.c - the auditor's HTML report: the native XML report rendered
 * by the XSLT stylesheet reports/report-html.xsl and the stylesheets it
 * includes (each compiled into the library by CMake as an array, the
 * includes inlined here), so the HTML never says anything the XML does
 * not, and the same files render an XML report with xsltproc.  With
 * libxslt only (report_html.h).
 *
 * Memory: the report is rendered piece by piece (report_html_pieces.c):
 * no whole copy of the report is held as text or as a tree, only the
 * HTML being written and one small piece at a time. */
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxslt/transform.h>
#include <libxslt/xsltInternals.h>

#include "i18n.h"
#include "report_html.h"

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

/* The words of the page: each a top-level xsl:param of report-html.xsl
 * (whose defaults are these msgids), passed in the language of the run. */
static const struct {
	const char *param, *msgid;
} page_words[] = {
	{ "t-title", N_("planproof report") },
	{ "t-compliance-report", N_("Compliance report") },
	{ "t-operator", N_("Operator") },
	{ "t-jurisdiction", N_("Jurisdiction") },
	{ "t-plan-version", N_("Plan version") },
	{ "t-of", N_("of") },
	{ "t-waivers", N_("Waivers") },
	{ "t-input", N_("Input") },
	{ "t-bytes", N_("bytes") },
	{ "t-tool", N_("Tool") },
	{ "t-verdict", N_("Verdict") },
	{ "t-games", N_("Games") },
	{ "t-plan-wide-checks", N_("Plan-wide checks") },
	{ "t-whole-plan", N_("(whole plan)") },
	{ "t-checks", N_("checks") },
	{ "t-passed", N_("passed") },
	{ "t-failed", N_("failed") },
	{ "t-warnings", N_("warnings") },
	{ "t-info", N_("info") },
	{ "t-not-applicable", N_("not applicable") },
	{ "t-waived", N_("waived") },
	{ "t-errors", N_("errors") },
	{ "t-findings", N_("Findings") },
	{ "t-could-not-evaluate", N_("Could not be evaluated") },
	{ "t-failures", N_("Failures") },
	{ "t-warnings-title", N_("Warnings") },
	{ "t-information", N_("Information") },
	{ "t-plan-wide", N_("Plan-wide") },
	{ "t-plan", N_("plan") },
	{ "t-remedy", N_("Remedy:") },
	{ "t-waiver", N_("Waiver:") },
	{ "t-how-read", N_("How the plan was read") },
	{ "t-check-results", N_("Check results") },
	{ "t-no-findings", N_("No findings.") },
	{ "t-rows", N_("rows") },
	{ "t-status-pass", N_("pass") },
	{ "t-status-fail", N_("fail") },
	{ "t-status-warning", N_("warning") },
	{ "t-status-info", N_("info") },
	{ "t-status-error", N_("error") },
	{ "t-status-waived", N_("waived") },
	/* TRANSLATORS: the status of a check that does not apply (HTML report). */
	{ "t-status-notapplicable", N_("notapplicable") },
	{ "t-contents", N_("Contents") },
	{ "t-summary", N_("Summary") },
	{ "t-defects", N_("Defects") },
	{ "t-open", N_("Open rules") },
	{ "t-readings", N_("Readings") },
	{ "t-notices", N_("Notices") },
	{ "t-coverage", N_("Coverage notes") },
	{ "t-each-game", N_("Each game") },
	{ "t-instances", N_("instances") },
	{ "t-figure", N_("Figure") },
	{ "t-details", N_("Details") },
	{ "t-no-defects", N_("No defects.") },
	{ "t-no-open", N_("No open rules.") },
};

const char *html_word(const char *param)
{
	for (size_t i = 0; i < sizeof(page_words) / sizeof(page_words[0]); i++)
		if (strcmp(page_words[i].param, param) == 0)
			return _(page_words[i].msgid);
	return NULL;
}

/* The summary's counts of entries per kind ("3 defects"), each a whole
 * phrase in the plural form the language wants for its number (Czech and
 * Slovak have three), as stylesheet parameters t-count-<kind>. */
#define HTML_COUNT_PARAMS PP_KIND_COUNT
static const char *const count_params[PP_KIND_COUNT] = { "t-count-defect", "t-count-open",
	"t-count-reading", "t-count-notice", "t-count-coverage" };

static void count_phrases(const pp_result *res, char *phrases[PP_KIND_COUNT])
{
	size_t n[PP_KIND_COUNT] = { 0 };
	for (size_t i = 0; i < res->nentries; i++)
		if ((unsigned)res->entries[i].kind < PP_KIND_COUNT)
			n[res->entries[i].kind]++;
	/* TRANSLATORS: entry counts in the HTML summary ("3 defects"). */
	phrases[PP_KIND_DEFECT] = pp_xasprintf(pp_ngettext("%zu defect", "%zu defects",
	                                                   n[PP_KIND_DEFECT]), n[PP_KIND_DEFECT]);
	phrases[PP_KIND_OPEN] = pp_xasprintf(pp_ngettext("%zu open rule", "%zu open rules",
	                                                 n[PP_KIND_OPEN]), n[PP_KIND_OPEN]);
	phrases[PP_KIND_READING] = pp_xasprintf(pp_ngettext("%zu reading", "%zu readings",
	                                                    n[PP_KIND_READING]), n[PP_KIND_READING]);
	phrases[PP_KIND_NOTICE] = pp_xasprintf(pp_ngettext("%zu notice", "%zu notices",
	                                                   n[PP_KIND_NOTICE]), n[PP_KIND_NOTICE]);
	phrases[PP_KIND_COVERAGE] = pp_xasprintf(pp_ngettext("%zu coverage note",
	                                                     "%zu coverage notes",
	                                                     n[PP_KIND_COVERAGE]),
	                                         n[PP_KIND_COVERAGE]);
}

/* The stylesheet parameters of a piece (report_html.h): part, status and
 * offset (set per piece), the page's language, page_words and the count
 * phrases (borrowed: the caller keeps them until the page is written). */
static void page_params(const char **params, char *const phrases[PP_KIND_COUNT])
{
	size_t k = 0;
	params[k++] = "part";
	params[k++] = "";
	params[k++] = "status";
	params[k++] = "";
	params[k++] = "offset";
	params[k++] = "0";
	params[k++] = "bars";
	params[k++] = "";
	params[k++] = "bars-top";
	params[k++] = "";
	params[k++] = "bars-range";
	params[k++] = "";
	params[k++] = "table-rows";
	params[k++] = "";
	params[k++] = "lang";
	params[k++] = pp_i18n_language();
	for (size_t i = 0; i < sizeof(page_words) / sizeof(page_words[0]); i++) {
		params[k++] = page_words[i].param;
		params[k++] = _(page_words[i].msgid);
	}
	for (size_t i = 0; i < PP_KIND_COUNT; i++) {
		params[k++] = count_params[i];
		params[k++] = phrases[i];
	}
	params[k] = NULL;
}

/* Set node's attribute name to its translation, when it has one. */
static void translate_attr(xmlNodePtr node, const char *name)
{
	xmlChar *v = xmlGetProp(node, BAD_CAST name);
	if (v) {
		xmlSetProp(node, BAD_CAST name, BAD_CAST _((const char *)v));
		xmlFree(v);
	}
}

/* Whether a column name is an ISO 4217 currency code ("CZK"): data the
 * plan states, the same in every language, not a message. */
static int is_currency_code(const char *s)
{
	return strlen(s) == 3 && strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == 3;
}

/* The translation of a table's title: the one its check built
 * (pp_table.title_l10n) for the first of res's tables titled so, else the
 * catalogue's. */
static void translate_table_title(xmlNodePtr node, const pp_result *res)
{
	xmlChar *v = xmlGetProp(node, BAD_CAST "title");
	if (!v)
		return;
	const char *local = NULL;
	for (size_t i = 0; res && i < res->ntables && !local; i++)
		if (res->tables[i]->title_l10n && strcmp(res->tables[i]->title, (const char *)v) == 0)
			local = res->tables[i]->title_l10n;
	xmlSetProp(node, BAD_CAST "title", BAD_CAST(local ? local : _((const char *)v)));
	xmlFree(v);
}

/* The XML report itself keeps the titles as the rule tables write them,
 * and the tables' titles and column names as the checks write them. */
void html_translate_titles(xmlNodePtr node, const pp_result *res)
{
	for (xmlNodePtr n = node; n; n = n->next) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if (xmlStrEqual(n->name, BAD_CAST "result")) {
			translate_attr(n, "title");
			continue; /* results hold no results */
		}
		if (xmlStrEqual(n->name, BAD_CAST "table")) {
			translate_table_title(n, res);
			for (xmlNodePtr c = n->children; c; c = c->next) {
				if (c->type != XML_ELEMENT_NODE || !xmlStrEqual(c->name, BAD_CAST "column"))
					continue;
				xmlChar *name = xmlNodeGetContent(c);
				if (name && !is_currency_code((const char *)name)) {
					xmlNodeSetContent(c, NULL);
					xmlNodeAddContent(c, BAD_CAST _((const char *)name));
				}
				xmlFree(name);
			}
			continue; /* tables hold no results */
		}
		html_translate_titles(n->children, res);
	}
}

pp_status report_html(const pp_result *res, pp_buf *out, pp_error *err)
{
	static const html_piece_size size = HTML_PIECE_SIZE;
	return report_html_sized(res, &size, out, err);
}

pp_status report_html_sized(const pp_result *res, const html_piece_size *size, pp_buf *out,
                            pp_error *err)
{
	xmlDocPtr style_doc = NULL;
	xsltStylesheetPtr style = NULL;
	const char *params[2 * (sizeof(page_words) / sizeof(page_words[0]) + HTML_PIECE_PARAMS +
	                        HTML_COUNT_PARAMS + 1) + 1];
	char *phrases[PP_KIND_COUNT] = { 0 };
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
	count_phrases(res, phrases);
	page_params(params, phrases);
	st = html_render_pieces(res, style, params, strcmp(pp_i18n_language(), "en") != 0, size,
	                        out, err);
cleanup:
	for (size_t i = 0; i < PP_KIND_COUNT; i++)
		free(phrases[i]);
	xmlFreeDoc(style_doc);
	xsltFreeStylesheet(style);
	return st;
}
