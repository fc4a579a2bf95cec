/* SPDX-License-Identifier: Apache-2.0 */
/* test_junit.c - the JUnit report: valid against the Jenkins junit-10.xsd,
 * one testcase per finding with a unique classname + name, passes
 * included, failures at the --fail-on threshold, skips for waived and not
 * applicable checks. */
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "util.h"

/* Exact counts and exit codes are pinned on a frozen copy of the seed
 * plan's roulette and wheel sections (the OLD side of a revision fixture):
 * fixtures/plans/seed-000.yaml grows as families add their sections. */
#define PLAN "fixtures/revisions/gelp-2026/old.yaml"

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every testcase's "classname\tname" (the caller frees each and the
 * array), and the counts of failure, error and skipped children. */
static size_t testcases(const char *xml, char ***out, size_t *failures, size_t *errors,
                        size_t *skipped)
{
	xmlDocPtr doc = xmlReadMemory(xml, (int)strlen(xml), "junit.xml", NULL, XML_PARSE_NONET);
	cr_assert_not_null(doc);
	size_t n = 0, cap = 0;
	*out = NULL;
	*failures = *errors = *skipped = 0;
	for (xmlNodePtr s = xmlDocGetRootElement(doc)->children; s; s = s->next) {
		if (s->type != XML_ELEMENT_NODE)
			continue;
		for (xmlNodePtr c = s->children; c; c = c->next) {
			if (c->type != XML_ELEMENT_NODE || strcmp((const char *)c->name, "testcase"))
				continue;
			xmlChar *cls = xmlGetProp(c, (const xmlChar *)"classname");
			xmlChar *name = xmlGetProp(c, (const xmlChar *)"name");
			pp_grow((void **)out, &cap, n + 1, sizeof(**out));
			(*out)[n++] = pp_xasprintf("%s\t%s", (char *)cls, (char *)name);
			xmlFree(cls);
			xmlFree(name);
			for (xmlNodePtr k = c->children; k; k = k->next) {
				const char *kn = (const char *)k->name;
				*failures += k->type == XML_ELEMENT_NODE && strcmp(kn, "failure") == 0;
				*errors += k->type == XML_ELEMENT_NODE && strcmp(kn, "error") == 0;
				*skipped += k->type == XML_ELEMENT_NODE && strcmp(kn, "skipped") == 0;
			}
		}
	}
	xmlFreeDoc(doc);
	return n;
}

static void free_names(char **names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
}

static void expect_unique(char **names, size_t n)
{
	qsort(names, n, sizeof(*names), cmp_str);
	for (size_t i = 1; i < n; i++)
		cr_expect_str_neq(names[i - 1], names[i], "duplicate testcase %s", names[i]);
}

Test(junit, seed_plan_is_valid_with_unique_names)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	char *x = t_render(res, PP_FORMAT_JUNIT);
	cr_expect(t_xsd_valid(x, PP_JUNIT_XSD), "the JUnit report does not validate");
	char **names;
	size_t failures, errors, skipped;
	size_t n = testcases(x, &names, &failures, &errors, &skipped);
	cr_expect_eq(n, res->nfindings, "one testcase per finding, passes included");
	expect_unique(names, n);
	free_names(names, n);
	free(x);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(junit, failures_skips_and_detail)
{
	pp_plan *plan = t_load(PLAN);
	pp_result *res = t_check(plan);
	char *x = t_render(res, PP_FORMAT_JUNIT);
	char **names;
	size_t failures, errors, skipped;
	size_t n = testcases(x, &names, &failures, &errors, &skipped);
	cr_expect_eq(n, 254);  /* 215 of the rules (4 of the source document: three
	                         * readings and PP-DOC-008), 39 of the default policy */
	cr_expect_eq(failures, 1);    /* PP-WHEEL-003 at the default threshold */
	cr_expect_eq(errors, 0);
	cr_expect_eq(skipped, 5);     /* PP-ROUL-002 not applicable, and each of the four
	                                 games' open max-win basis, which PP-PLAN-007
	                                 leaves to PP-MAXWIN-002 */
	cr_expect(strstr(x, "<testcase classname=\"gelp-live-games.kolo-stesti\" "
	                    "name=\"PP-WHEEL-003 symbols\" time=\"0\" group=\"defect\">\n"
	                    "      <failure type=\"fail\" message=\"the wheel shows 6 different "
	                    "symbols; the plan says 35\">" PLAN ":185:25: fail:")
	          != NULL, "%.2000s", x);
	cr_expect(strstr(x, "<testsuite name=\"plan-wide\"") != NULL);
	cr_expect(strstr(x, "evidence: rtp = 36/37 (97.2973%, half-even to 4 places)") != NULL);
	free_names(names, n);
	free(x);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(junit, warnings_fail_at_the_threshold_only)
{
	pp_plan *plan = t_load(PLAN);
	pp_result *res = t_check(plan);
	char **names;
	size_t failures, errors, skipped;
	pp_result_set_fail_on(res, PP_FAIL_ON_WARNING);
	char *x = t_render(res, PP_FORMAT_JUNIT);
	size_t n = testcases(x, &names, &failures, &errors, &skipped);
	free_names(names, n);
	cr_expect_eq(failures, 20);   /* the error, five warnings of the rules, three
	                               * readings (PP-DOC-005) and eleven bets below
	                               * the default policy's 85% floor */
	cr_expect(strstr(x, "<failure type=\"warning\"") != NULL);
	free(x);
	pp_result_set_fail_on(res, PP_FAIL_ON_NEVER);
	x = t_render(res, PP_FORMAT_JUNIT);
	n = testcases(x, &names, &failures, &errors, &skipped);
	free_names(names, n);
	cr_expect_eq(failures, 0);
	free(x);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(junit, waived_is_skipped_and_error_is_error)
{
	pp_plan *plan = t_load(PLAN);
	pp_result *res = t_check(plan);
	pp_waivers *w = NULL;
	pp_error err;
	cr_assert_eq(pp_waivers_load_file(&w, "fixtures/waivers/seed-000.yaml", &err), PP_OK);
	cr_assert_eq(pp_result_apply_waivers(res, w, "2025-06-01", &err), PP_OK);
	((pp_finding *)t_find(res, "magic-colors", "PP-MAXWIN-002", NULL))->status = PP_ST_ERROR;
	char *x = t_render(res, PP_FORMAT_JUNIT);
	cr_expect(t_xsd_valid(x, PP_JUNIT_XSD));
	cr_expect(strstr(x, "<skipped message=\"waived: approved by J. Novák, compliance "
	                    "officer until 2099-12-31: ") != NULL, "%.3000s", x);
	cr_expect(strstr(x, "<error type=\"error\" message=\"the plan does not say") != NULL);
	char **names;
	size_t failures, errors, skipped;
	size_t n = testcases(x, &names, &failures, &errors, &skipped);
	cr_expect_eq(errors, 1);
	cr_expect_eq(skipped, 8);     /* three waived, five not applicable */
	expect_unique(names, n);
	free_names(names, n);
	free(x);
	pp_result_free(res);
	pp_waivers_free(w);
	pp_plan_free(plan);
}

/* A family that broke the (game, rule, subject) contract still gets
 * unique testcase names. */
Test(junit, repeated_subjects_are_made_unique)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	pp_finding *f = (pp_finding *)t_find(res, "european-roulette", "PP-RTP-001", "split");
	free(f->subject);
	f->subject = pp_xstrdup("straight");
	char *x = t_render(res, PP_FORMAT_JUNIT);
	cr_expect(strstr(x, "name=\"PP-RTP-001 straight (2)\"") != NULL);
	char **names;
	size_t failures, errors, skipped;
	size_t n = testcases(x, &names, &failures, &errors, &skipped);
	expect_unique(names, n);
	free_names(names, n);
	free(x);
	pp_result_free(res);
	pp_plan_free(plan);
}
