/* SPDX-License-Identifier: Apache-2.0 */
/* test_report.c - the writers: XSD-valid, deterministic XML; text lines;
 * HTML; control characters and SOURCE_DATE_EPOCH. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "util.h"

Test(report, seed_xml_is_valid_and_deterministic)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	char *a = t_render(res, PP_FORMAT_XML), *b = t_render(res, PP_FORMAT_XML);
	cr_expect_str_eq(a, b);
	cr_expect(t_xsd_valid(a, PP_XSD), "the report does not validate");
	cr_expect(strstr(a, "sha256=\"") != NULL);
	cr_expect(strstr(a, "<generated") == NULL, "no time without SOURCE_DATE_EPOCH");
	cr_expect(strstr(a, "exact=\"36/37\"") != NULL);
	free(a);
	free(b);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(report, source_date_epoch_adds_the_time)
{
	setenv("SOURCE_DATE_EPOCH", "1739318400", 1);
	pp_plan *plan = t_load("fixtures/defects/wheel-clean.yaml");
	pp_result *res = t_check(plan);
	char *a = t_render(res, PP_FORMAT_XML);
	cr_expect(strstr(a, "<generated time=\"2025-02-12T00:00:00Z\"/>"), "%s", a);
	cr_expect(t_xsd_valid(a, PP_XSD));
	free(a);
	unsetenv("SOURCE_DATE_EPOCH");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* The loader refuses text XML cannot hold (test_yaml_load); the writer
 * still replaces it, whatever reaches it: the ids are swapped in the
 * loaded tree, behind the loader's back. */
Test(report, control_characters_never_reach_the_xml)
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
	pp_node *id = (pp_node *)node_get(node_get(plan->root, "plan"), "id");
	pp_node *gid = (pp_node *)node_get(node_at(node_get(plan->root, "games"), 0), "id");
	id->text = t_tree_strdup(plan, "p\x01\xEF\xBF\xBE\xEF\xBF\xBF\xED\xA0\x80");
	gid->text = t_tree_strdup(plan, "g\x02");
	pp_result *res = t_check(plan);
	char *x = t_render(res, PP_FORMAT_XML);
	cr_expect(t_xsd_valid(x, PP_XSD), "%s", x);
	cr_expect(strstr(x, "p\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD") != NULL, "%s", x);
	free(x);
	x = t_render(res, PP_FORMAT_JUNIT);
	cr_expect(t_xsd_valid(x, PP_JUNIT_XSD), "%s", x);
	free(x);
	x = t_render(res, PP_FORMAT_TEXT);
	cr_expect(strstr(x, "g\\x02") != NULL, "controls are shown, not sent: %s", x);
	free(x);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(report, text_has_gnu_lines_and_a_summary)
{
	pp_plan *plan = t_load("fixtures/defects/roulette-payout-wrong.yaml");
	pp_result *res = t_check(plan);
	char *t = t_render(res, PP_FORMAT_TEXT);
	cr_expect(strstr(t, "fixtures/defects/roulette-payout-wrong.yaml:18:31: error: roulette: "
	                    "split covers 2 number(s): pays 16:1, 36/2-1 is 17:1 [PP-ROUL-003]"),
	          "%s", t);
	cr_expect(strstr(t, "; verdict: fail\n"), "%s", t);
	free(t);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* An anchor naming a document `sources` does not list has a line but no
 * file: the text line shows no document part, not a bare "1: " (issue 25). */
Test(report, text_shows_no_document_line_without_its_file, .description = "hostile")
{
	const char *yaml = "planproof: 2\n"
		"plan: {id: p, operator: \"O\", jurisdiction: CZ, version: \"1\", date: \"2025-02-12\"}\n"
		"currencies: [{code: CZK}]\n"
		"games:\n"
		"  - id: w\n"
		"    name: W\n"
		"    family: wheel\n"
		"    citation: \"1\"\n"
		"    anchor: {source: nosuch, lines: [3, 4], quote: \"W\"}\n"
		"    wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]}\n"
		"    bets: [{name: a, symbol: a, payout: \"1:1\"}]\n";
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%u:%u: %s", err.line, err.col, err.msg);
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "w", "PP-DOC-004", NULL);
	cr_assert_not_null(f);
	cr_assert_not_null(f->doc, "the finding keeps the anchor's lines as data");
	cr_expect_null(f->doc->file);
	cr_expect_eq(f->doc->line, 3);
	char *t = t_render(res, PP_FORMAT_TEXT);
	cr_expect(strstr(t, "test.yaml:9:13: error: w: the anchor names document `nosuch`"), "%s", t);
	cr_expect_null(strstr(t, ": 3: error:"), "%s", t);
	free(t);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(report, html_renders_from_the_xml)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	char *h = t_render(res, PP_FORMAT_HTML);
	cr_expect(strstr(h, "<!DOCTYPE html>") == h, "%.80s", h);
	cr_expect(strstr(h, "Evropská ruleta") != NULL);
	cr_expect(strstr(h, "36/37") != NULL);
	free(h);
	pp_result_free(res);
	pp_plan_free(plan);
}
