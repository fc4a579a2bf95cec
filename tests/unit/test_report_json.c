/* SPDX-License-Identifier: Apache-2.0 */
/* test_report_json.c - the JSON report: string escaping (json_escape and
 * what reaches it through the XML report), the schema-driven shape (a
 * repeatable element is an array even when it occurs once, counts are
 * integers, exact figures strings), determinism and SOURCE_DATE_EPOCH.
 * Schema validity and agreement with the XML for every plan are checked by
 * tests/check_report_json.py (tests/cli/json.cmake). */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "json.h"
#include "report.h"
#include "node.h"
#include "util.h"

static char *escaped(const char *s)
{
	pp_buf b = { 0 };
	json_escape(&b, s);
	return pp_buf_detach(&b);
}

Test(report_json, escape_specials_and_every_control_character)
{
	char *e = escaped("q\"b\\s/\b\f\n\r\t");
	cr_expect_str_eq(e, "\"q\\\"b\\\\s/\\b\\f\\n\\r\\t\"");
	free(e);
	/* Every other C0 control as \u00XX (lowercase hex, as RFC 8259 allows). */
	const char *const want[] = { "\\u0001", "\\u0007", "\\u000b", "\\u000e", "\\u001b",
		"\\u001f" };
	const char controls[] = { 0x01, 0x07, 0x0b, 0x0e, 0x1b, 0x1f };
	for (size_t i = 0; i < sizeof(controls); i++) {
		char in[2] = { controls[i], 0 };
		char *x = escaped(in);
		char *expect = pp_xasprintf("\"%s\"", want[i]);
		cr_expect_str_eq(x, expect);
		free(expect);
		free(x);
	}
	e = escaped(NULL);
	cr_expect_str_eq(e, "\"\"");
	free(e);
}

Test(report_json, escape_keeps_utf8_and_replaces_invalid_bytes)
{
	char *e = escaped("Herní plán — živé hry \xF0\x9F\x8E\xB2");
	cr_expect_str_eq(e, "\"Herní plán — živé hry \xF0\x9F\x8E\xB2\"");
	free(e);
	/* A stray continuation byte, an overlong slash, a surrogate, a truncated
	 * sequence: each invalid byte becomes U+FFFD, the text goes on. */
	e = escaped("a\x80" "b\xC0\xAF" "c\xED\xA0\x80" "d\xE2\x82");
	cr_expect_str_eq(e, "\"a\xEF\xBF\xBD" "b\xEF\xBF\xBD\xEF\xBF\xBD"
	                    "c\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD"
	                    "d\xEF\xBF\xBD\xEF\xBF\xBD\"");
	free(e);
}

/* Text with quotes, backslashes, tabs, newlines and carriage returns goes
 * through the XML report and back out as JSON escapes; a character XML
 * cannot carry is U+FFFD in both (the JSON says what the XML says). */
Test(report_json, report_strings_escaped)
{
	pp_plan *plan = NULL;
	pp_error err;
	const char *yaml = "planproof: 1\n"
		"plan: {id: p, operator: \"O\", jurisdiction: CZ, version: \"1\", "
		"date: \"2025-02-12\"}\n"
		"currencies: [{code: CZK}]\n"
		"games: [{id: g, name: G, family: wheel, citation: \"1\","
		" wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]},"
		" bets: [{name: a, symbol: a, payout: \"0.5:1\"}]}]\n";
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	pp_node *title = (pp_node *)node_get(node_get(plan->root, "plan"), "operator");
	title->text = t_tree_strdup(plan, "say \"hi\"\\\t\r\nnext\x01");
	pp_node *name = (pp_node *)node_get(node_at(node_get(plan->root, "games"), 0), "name");
	name->text = t_tree_strdup(plan, "</game>&<b>");
	pp_result *res = t_check(plan);
	char *j = t_render(res, PP_FORMAT_JSON);
	cr_expect(strstr(j, "\"operator\": \"say \\\"hi\\\"\\\\\\t\\r\\nnext\xEF\xBF\xBD\",\n") != NULL,
	          "%s", j);
	cr_expect(strstr(j, "\"name\": \"</game>&<b>\",\n") != NULL, "%s", j);
	for (const unsigned char *p = (const unsigned char *)j; *p; p++)
		cr_assert(*p >= 0x20 || *p == '\n', "a raw control character in the JSON");
	free(j);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(report_json, shape_follows_the_schema)
{
	unsetenv("SOURCE_DATE_EPOCH");
	pp_plan *plan = t_load("fixtures/defects/wheel-clean.yaml");
	pp_result *res = t_check(plan);
	char *a = t_render(res, PP_FORMAT_JSON), *b = t_render(res, PP_FORMAT_JSON);
	cr_expect_str_eq(a, b);
	const char *head = "{\n  \"namespace\": \"urn:planproof:report:1\",\n"
	                   "  \"formatVersion\": \"1\",\n";
	cr_expect(strncmp(a, head, strlen(head)) == 0, "%s", a);
	/* One input, one game, one currency: arrays all the same. */
	cr_expect(strstr(a, "\n  \"input\": [\n    {\n      \"role\": \"plan\",\n") != NULL, "%s", a);
	cr_expect(strstr(a, "\n  \"game\": [\n    {\n") != NULL);
	cr_expect(strstr(a, "\"currency\": [\n") != NULL);
	/* The summary is one object; counts and locations are integers. */
	cr_expect(strstr(a, "\n  \"summary\": {\n    \"verdict\": \"") != NULL);
	cr_expect(strstr(a, "\"checks\": \"") == NULL && strstr(a, "\"checks\": ") != NULL);
	cr_expect(strstr(a, "\"line\": \"") == NULL && strstr(a, "\"line\": ") != NULL);
	cr_expect(strstr(a, "\"bytes\": \"") == NULL);
	/* Exact figures and their decimals are strings, and the rounding named. */
	cr_expect(strstr(a, "\"exact\": \"") != NULL && strstr(a, "\"exact\": 0") == NULL);
	cr_expect(strstr(a, "\"decimal\": \"") != NULL);
	cr_expect(strstr(a, "\"rounding\": \"half-even\"") != NULL);
	cr_expect(strstr(a, "\"generated\"") == NULL, "no time without SOURCE_DATE_EPOCH");
	free(a);
	free(b);
	setenv("SOURCE_DATE_EPOCH", "1739318400", 1);
	a = t_render(res, PP_FORMAT_JSON);
	unsetenv("SOURCE_DATE_EPOCH");
	cr_expect(strstr(a, "\n  \"generated\": {\n    \"time\": \"2025-02-12T00:00:00Z\"\n  },\n")
	          != NULL, "%s", a);
	free(a);
	pp_result_free(res);
	pp_plan_free(plan);
}

static char *converted(const char *xml, pp_status *st)
{
	pp_buf out = { 0 };
	pp_error err;
	*st = report_xml_to_json(xml, strlen(xml), &out, &err);
	pp_buf_putc(&out, '\0');
	return pp_buf_detach(&out);
}

/* The mapping on a hand-made document: what the XSD declares decides the
 * shape, not what happens to be in the data. */
Test(report_json, mapping_follows_declarations_not_data)
{
	pp_status st;
	char *j = converted("<?xml version=\"1.0\"?>\n"
		"<report xmlns=\"urn:planproof:report:1\" formatVersion=\"1\">"
		"<plan id=\"p\"><legalBasis>law</legalBasis></plan>"
		"<game id=\"g\"><interpretation>as worded</interpretation>"
		"<result><location line=\"7\" col=\"x7\"/><message></message></result></game>"
		"<planChecks/><note>hi</note><extra a=\"1\"/></report>", &st);
	cr_assert_eq(st, PP_OK);
	cr_expect(strstr(j, "\"legalBasis\": [\n      \"law\"\n    ]") != NULL, "%s", j);
	/* A complex type stays an object without attributes, empty or not. */
	cr_expect(strstr(j, "\"interpretation\": [\n        {\n          \"text\": \"as worded\"\n"
	                    "        }\n      ]") != NULL, "%s", j);
	cr_expect(strstr(j, "\"planChecks\": {}") != NULL, "%s", j);
	/* An integer attribute that is not digits stays a string; an empty
	 * simple element is "". */
	cr_expect(strstr(j, "\"line\": 7,\n") != NULL && strstr(j, "\"col\": \"x7\"") != NULL, "%s", j);
	cr_expect(strstr(j, "\"message\": \"\"") != NULL, "%s", j);
	/* Undeclared: a bare element is a string, one with attributes an object. */
	cr_expect(strstr(j, "\"note\": \"hi\"") != NULL, "%s", j);
	cr_expect(strstr(j, "\"extra\": {\n    \"a\": \"1\"\n  }") != NULL, "%s", j);
	free(j);
}

Test(report_json, bad_or_too_deep_xml_is_an_error_not_a_crash)
{
	pp_status st;
	char *j = converted("<report><unclosed></report>", &st);
	cr_expect_eq(st, PP_EINTERNAL);
	free(j);
	pp_buf deep = { 0 };
	pp_buf_puts(&deep, "<report>");
	for (int i = 0; i < 40; i++)
		pp_buf_puts(&deep, "<n a=\"1\">");
	for (int i = 0; i < 40; i++)
		pp_buf_puts(&deep, "</n>");
	pp_buf_puts(&deep, "</report>");
	j = converted(deep.data, &st);
	cr_expect_eq(st, PP_EINTERNAL);
	free(j);
	pp_buf_free(&deep);
}
