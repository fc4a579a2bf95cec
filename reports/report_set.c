/* SPDX-License-Identifier: Apache-2.0 */
/* report_set.c - pp_report_write_set: the reports of a run over several
 * plans (`planproof check A.yaml B.yaml dir/`) as one file per format.
 *
 * Each plan's report is rendered by its own writer, unchanged, and the set
 * is assembled around those renderings, so a plan reads the same alone and
 * in a set:
 *  - text: each plan's report, then one total line;
 *  - XML: <reportSet> (reports/planproof-report-1.xsd) with the set's tool,
 *    time and summary, then, in input order, each plan's <report> and an
 *    <unevaluated> element per input that could not be evaluated;
 *  - JUnit: one <testsuite> per plan (name: the input as named) holding
 *    the testcases of all its games (their classname "<plan>.<game>"
 *    keeps the game); an input that could not be evaluated is a suite of
 *    <error> testcases, one per error, at the error's file:line:col;
 *  - SARIF: one run per plan (why: each run keeps its own artifacts with
 *    their SHA-256, its invocation's exit code, its plan's properties and
 *    its automation id, so a plan reads the same in a set as alone, and a
 *    code-scanning UI can tell the plans apart; one merged run would have
 *    to renumber rule and artifact indexes and lose the per-plan exit
 *    code; report_set_sarif.c).  An input that could not be evaluated is
 *    a run whose invocation failed, with a result of PP-INPUT-001 (and a
 *    toolExecutionNotification) at each error.
 *  - HTML holds one plan: PP_EUSAGE. */
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "report.h"
#include "report_set.h"
#include "xml_writer.h"
#include "i18n.h"


/* The verdict rank of a report_verdict word; "error" is the worst. */
static int verdict_rank(const char *v)
{
	static const char *const names[] = { "pass", "info", "warning", "fail", "error" };
	for (int i = 0; i < 5; i++)
		if (strcmp(v, names[i]) == 0)
			return i;
	return 4;
}

/* The worst verdict of the set: an input that could not be evaluated is
 * an error. */
static const char *set_verdict(const pp_plan_outcome *plans, size_t n)
{
	static const char *const names[] = { "pass", "info", "warning", "fail", "error" };
	int worst = 0;
	for (size_t i = 0; i < n; i++) {
		int r = plans[i].result ? verdict_rank(report_verdict(plans[i].result, PP_ALL_GAMES))
		                        : 4;
		if (r > worst)
			worst = r;
	}
	return names[worst];
}

/* Counts by status over every evaluated plan, and their number of games. */
static void set_counts(const pp_plan_outcome *plans, size_t n, size_t *c, size_t *games,
                       size_t *unevaluated)
{
	size_t one[PP_ST_COUNT];
	memset(c, 0, PP_ST_COUNT * sizeof(*c));
	*games = *unevaluated = 0;
	for (size_t i = 0; i < n; i++) {
		if (!plans[i].result) {
			(*unevaluated)++;
			continue;
		}
		pp_result_count(plans[i].result, one, PP_ALL_GAMES);
		for (int s = 0; s < PP_ST_COUNT; s++)
			c[s] += one[s];
		*games += plans[i].result->ngames;
	}
}

/* --- text -------------------------------------------------------------------- */

static pp_status set_text(const pp_plan_outcome *plans, size_t n, pp_buf *out, pp_error *err)
{
	size_t c[PP_ST_COUNT], games, unevaluated, total = 0;
	for (size_t i = 0; i < n; i++) {
		if (i)
			pp_buf_putc(out, '\n');
		if (plans[i].result) {
			pp_status st = report_text(plans[i].result, out, err);
			if (st)
				return st;
			continue;
		}
		const pp_error *e = &plans[i].errors[0];
		pp_buf why = { 0 };
		pp_buf_printf(&why, pp_ngettext("could not be evaluated: %zu error, the first at %u:%u",
		                                "could not be evaluated: %zu errors, the first at %u:%u",
		                                plans[i].nerrors),
		              plans[i].nerrors, e->line, e->col);
		report_line(out, "%s: %s; %s: %s", plans[i].name, why.data, _("verdict"), _("error"));
		pp_buf_free(&why);
	}
	set_counts(plans, n, c, &games, &unevaluated);
	for (int s = 0; s < PP_ST_COUNT; s++)
		total += c[s];
	pp_buf_printf(out, _("\ntotal: %zu plans (%zu could not be evaluated), %zu games, "
	                "%zu checks: %zu passed, %zu failed, %zu warnings, %zu info, "
	                "%zu not applicable, %zu waived, %zu errors"),
	              n, unevaluated, games, total, c[PP_ST_PASS], c[PP_ST_FAIL],
	              c[PP_ST_WARNING], c[PP_ST_INFO], c[PP_ST_NOTAPPLICABLE], c[PP_ST_WAIVED],
	              c[PP_ST_ERROR]);
	pp_buf_printf(out, "; %s: %s\n", _("verdict"), _(set_verdict(plans, n)));
	return PP_OK;
}

/* --- XML --------------------------------------------------------------------- */

/* report's bytes without their XML declaration line. */
static const char *after_declaration(const pp_buf *b)
{
	const char *s = b->data ? b->data : "";
	if (strncmp(s, "<?xml", 5) == 0) {
		const char *nl = strchr(s, '\n');
		s = nl ? nl + 1 : s + strlen(s);
	}
	return s;
}

static int write_unevaluated(xw *x, const pp_plan_outcome *p)
{
	W(xw_start(x, "unevaluated"));
	W(xw_attr(x, "file", p->name));
	for (size_t e = 0; e < p->nerrors; e++) {
		const pp_error *er = &p->errors[e];
		W(xw_start(x, "error"));
		W(xw_attr(x, "file", er->file[0] ? er->file : p->name));
		W(xw_attr_u(x, "line", er->line));
		W(xw_attr_u(x, "col", er->col));
		W(xw_attr(x, "kind", pp_status_str(er->code)));
		W(xw_text(x, er->msg));
		W(xw_end(x));
	}
	return xw_end(x);
fail:
	return -1;
}

static int write_set_summary(xw *x, const pp_plan_outcome *plans, size_t n)
{
	size_t c[PP_ST_COUNT], games, unevaluated, total = 0;
	set_counts(plans, n, c, &games, &unevaluated);
	for (int s = 0; s < PP_ST_COUNT; s++)
		total += c[s];
	W(xw_start(x, "summary"));
	W(xw_attr(x, "verdict", set_verdict(plans, n)));
	W(xw_attr_u(x, "checks", total));
	for (int s = 0; s < PP_ST_COUNT; s++)
		W(xw_attr_u(x, pp_check_status_name((pp_check_status)s), c[s]));
	W(xw_attr_u(x, "plans", n));
	W(xw_attr_u(x, "unevaluated", unevaluated));
	W(xw_attr_u(x, "games", games));
	return xw_end(x);
fail:
	return -1;
}

static pp_status set_xml(const pp_plan_outcome *plans, size_t n, pp_buf *out, pp_error *err)
{
	xw x;
	pp_buf one = { 0 };
	pp_status st = PP_OK;

	W(xw_open(&x));
	W(xw_start(&x, "reportSet"));
	W(xw_attr(&x, "xmlns", PP_REPORT_NS));
	W(xw_attr(&x, "formatVersion", "1"));
	W(xw_tool(&x));
	W(xw_generated(&x));
	W(write_set_summary(&x, plans, n));
	for (size_t i = 0; i < n; i++) {
		if (!plans[i].result) {
			W(write_unevaluated(&x, &plans[i]));
			continue;
		}
		one.len = 0;
		if ((st = report_xml(plans[i].result, &one, err)))
			goto cleanup;
		/* The plan's own document, element for element, as it reads alone. */
		W(xmlTextWriterWriteRaw(x.w, (const xmlChar *)after_declaration(&one)));
	}
	W(xw_end(&x));
	W(xw_close(&x, out));
	goto cleanup;
fail:
	st = pp_error_set(err, PP_EIO, NULL, 0, 0, "cannot produce the XML report");
cleanup:
	xw_free(&x);
	pp_buf_free(&one);
	return st;
}

/* --- JUnit ------------------------------------------------------------------- */

static void set_attr_u(xmlNodePtr node, const char *name, size_t v)
{
	char buf[32];
	snprintf(buf, sizeof(buf), "%zu", v);
	xmlSetProp(node, (const xmlChar *)name, (const xmlChar *)buf);
}

static size_t attr_u(xmlNodePtr node, const char *name)
{
	xmlChar *v = xmlGetProp(node, (const xmlChar *)name);
	size_t n = v ? (size_t)strtoull((const char *)v, NULL, 10) : 0;
	xmlFree(v);
	return n;
}

static void set_attr(xw *scratch, xmlNodePtr node, const char *name, const char *value)
{
	if (value)
		xmlSetProp(node, (const xmlChar *)name, xw_clean(scratch, value));
}

/* A suite for an input that could not be evaluated: one <error> per error. */
static void unevaluated_suite(xw *scratch, xmlNodePtr suite, const pp_plan_outcome *p,
                              size_t *totals)
{
	for (size_t e = 0; e < p->nerrors; e++) {
		const pp_error *er = &p->errors[e];
		char *name = pp_xasprintf("%s %s:%u:%u", INPUT_RULE, er->file[0] ? er->file : p->name,
		                          er->line, er->col);
		char *text = pp_xasprintf("%s:%u:%u: error: %s", er->file[0] ? er->file : p->name,
		                          er->line, er->col, er->msg);
		xmlNodePtr tc = xmlNewChild(suite, NULL, (const xmlChar *)"testcase", NULL);
		set_attr(scratch, tc, "classname", p->name);
		set_attr(scratch, tc, "name", name);
		set_attr(scratch, tc, "time", "0");
		xmlNodePtr error = xmlNewChild(tc, NULL, (const xmlChar *)"error", NULL);
		set_attr(scratch, error, "type", pp_status_str(er->code));
		set_attr(scratch, error, "message", er->msg);
		xmlNodeAddContent(error, xw_clean(scratch, text));
		free(name);
		free(text);
	}
	set_attr_u(suite, "tests", p->nerrors);
	set_attr_u(suite, "failures", 0);
	set_attr_u(suite, "errors", p->nerrors);
	set_attr_u(suite, "skipped", 0);
	totals[0] += p->nerrors;
	totals[2] += p->nerrors;
}

/* Move every testcase of the plan's own JUnit document into suite. */
static pp_status merge_plan_suite(xmlNodePtr suite, const pp_plan_outcome *p, size_t *totals,
                                  pp_error *err)
{
	pp_buf one = { 0 };
	size_t sums[4] = { 0 };
	static const char *const keys[4] = { "tests", "failures", "errors", "skipped" };
	pp_status st = report_junit(p->result, &one, err);
	xmlDocPtr doc = NULL;
	if (st)
		goto cleanup;
	doc = xmlReadMemory(one.data, (int)one.len, NULL, "UTF-8", XML_PARSE_NOBLANKS | XML_PARSE_NONET);
	if (!doc) {
		st = pp_error_set(err, PP_EINTERNAL, NULL, 0, 0, "cannot read back the JUnit report");
		goto cleanup;
	}
	for (xmlNodePtr s = xmlDocGetRootElement(doc)->children; s; s = s->next) {
		if (s->type != XML_ELEMENT_NODE)
			continue;
		for (int k = 0; k < 4; k++)
			sums[k] += attr_u(s, keys[k]);
		for (xmlNodePtr tc = s->children; tc; tc = tc->next)
			if (tc->type == XML_ELEMENT_NODE &&
			    xmlStrEqual(tc->name, (const xmlChar *)"testcase"))
				xmlAddChild(suite, xmlDocCopyNode(tc, suite->doc, 1));
	}
	for (int k = 0; k < 4; k++) {
		set_attr_u(suite, keys[k], sums[k]);
		totals[k] += sums[k];
	}
cleanup:
	xmlFreeDoc(doc);
	pp_buf_free(&one);
	return st;
}

static pp_status set_junit(const pp_plan_outcome *plans, size_t n, pp_buf *out, pp_error *err)
{
	xw scratch = { 0 };
	xmlDocPtr doc = xmlNewDoc((const xmlChar *)"1.0");
	xmlNodePtr root = xmlNewNode(NULL, (const xmlChar *)"testsuites");
	size_t totals[4] = { 0 };
	char when[32];
	long long epoch;
	int have_time = report_epoch(when, sizeof(when), &epoch);
	pp_status st = PP_OK;
	xmlChar *bytes = NULL;
	int len = 0;

	xmlDocSetRootElement(doc, root);
	set_attr(&scratch, root, "name", "planproof");
	for (size_t i = 0; i < n && !st; i++) {
		const pp_plan_outcome *p = &plans[i];
		xmlNodePtr suite = xmlNewChild(root, NULL, (const xmlChar *)"testsuite", NULL);
		set_attr(&scratch, suite, "name", p->name);
		if (p->result) {
			st = merge_plan_suite(suite, p, totals, err);
			set_attr(&scratch, suite, "package",
			         node_get_text(plan_meta(p->result->plan), "id", "plan"));
		} else {
			unevaluated_suite(&scratch, suite, p, totals);
		}
		set_attr(&scratch, suite, "time", "0");
		if (have_time)
			set_attr(&scratch, suite, "timestamp", when);
		set_attr(&scratch, suite, "file", p->name);
	}
	set_attr_u(root, "tests", totals[0]);
	set_attr_u(root, "failures", totals[1]);
	set_attr_u(root, "errors", totals[2]);
	set_attr(&scratch, root, "time", "0");
	if (!st) {
		xmlDocDumpFormatMemoryEnc(doc, &bytes, &len, "UTF-8", 1);
		if (!bytes)
			st = pp_error_set(err, PP_EIO, NULL, 0, 0, "cannot produce the JUnit report");
		else
			pp_buf_putn(out, (const char *)bytes, (size_t)len);
	}
	xmlFree(bytes);
	xmlFreeDoc(doc);
	pp_buf_free(&scratch.scratch);
	return st;
}

/* --- entry point ------------------------------------------------------------- */

pp_status pp_report_write_set(const pp_plan_outcome *plans, size_t n, pp_format format,
                              FILE *fp, pp_error *err)
{
	return pp_report_write_set_with(plans, n, format, NULL, fp, err);
}

pp_status pp_report_write_set_with(const pp_plan_outcome *plans, size_t n, pp_format format,
                                   const pp_report_options *opts, FILE *fp, pp_error *err)
{
	pp_buf out = { 0 };
	pp_status st;
	report_libxml_init();
	switch (format) {
	case PP_FORMAT_TEXT: st = set_text(plans, n, &out, err); break;
	case PP_FORMAT_XML: st = set_xml(plans, n, &out, err); break;
	case PP_FORMAT_JUNIT: st = set_junit(plans, n, &out, err); break;
	case PP_FORMAT_SARIF: st = report_set_sarif(plans, n, report_rules_base(opts), &out, err); break;
	case PP_FORMAT_MARKDOWN:
		st = pp_error_set(err, PP_EUSAGE, NULL, 0, 0, "markdown is a diff's format");
		break;
	default: /* HTML and JSON: one plan's report each */
		st = pp_error_set(err, PP_EUSAGE, NULL, 0, 0,
		                  "%s report holds one plan; write one per plan",
		                  format == PP_FORMAT_JSON ? "a JSON" : "an HTML");
		break;
	}
	return report_copy_out(st, &out, fp, "report", err);
}
