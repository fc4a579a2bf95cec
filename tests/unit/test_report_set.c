/* SPDX-License-Identifier: Apache-2.0 */
/* test_report_set.c - pp_report_write_set, the reports of several plans as
 * one: the text total sums the plans' counts, the set's verdict is the
 * worst (an input that could not be loaded is an error), HTML is refused,
 * and one plan in a set reads as it does alone (its report is embedded
 * unchanged). */
#define _XOPEN_SOURCE 700 /* open_memstream */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "report.h"

/* The bytes of a writer's output, as a string the caller frees. */
static char *render_set(const pp_plan_outcome *plans, size_t n, pp_format f, pp_status *st)
{
	char *text = NULL;
	size_t len = 0;
	pp_error err;
	FILE *fp = open_memstream(&text, &len);
	cr_assert(fp);
	*st = pp_report_write_set(plans, n, f, fp, &err);
	fclose(fp);
	return text;
}

static char *render_one(const pp_result *res, pp_format f)
{
	char *text = NULL;
	size_t len = 0;
	pp_error err;
	FILE *fp = open_memstream(&text, &len);
	cr_assert(fp);
	cr_assert_eq(pp_report_write(res, f, fp, &err), PP_OK);
	fclose(fp);
	return text;
}

Test(report_set, text_total_and_worst_verdict)
{
	pp_plan *a = t_load("fixtures/plans/seed-001.yaml");
	pp_plan *b = t_load("fixtures/plans/seed-004.yaml");
	pp_result *ra = t_check(a), *rb = t_check(b);
	size_t ca[PP_ST_COUNT], cb[PP_ST_COUNT];
	pp_error bad;
	pp_error_set(&bad, PP_ESCHEMA, "x.yaml", 3, 4, "no such thing");
	pp_plan_outcome plans[3] = { { "a.yaml", ra, NULL, 0 }, { "b.yaml", rb, NULL, 0 },
	                             { "x.yaml", NULL, &bad, 1 } };
	pp_status st;
	char want[512], *text;

	pp_result_count(ra, ca, PP_ALL_GAMES);
	pp_result_count(rb, cb, PP_ALL_GAMES);
	text = render_set(plans, 2, PP_FORMAT_TEXT, &st);
	cr_assert_eq(st, PP_OK);
	snprintf(want, sizeof(want), "total: 2 plans (0 could not be evaluated), %zu games, "
	         "%zu checks: %zu passed, %zu failed,", ra->ngames + rb->ngames,
	         ra->nfindings + rb->nfindings, ca[PP_ST_PASS] + cb[PP_ST_PASS],
	         ca[PP_ST_FAIL] + cb[PP_ST_FAIL]);
	cr_expect(strstr(text, want), "no `%s` in:\n%s", want, text);
	/* seed-001 has failures, seed-004 only warnings: the set fails. */
	const char *end = "; verdict: fail\n";
	cr_expect_str_eq(text + strlen(text) - strlen(end), end);
	free(text);

	text = render_set(plans, 3, PP_FORMAT_TEXT, &st);
	cr_expect(strstr(text, "x.yaml: could not be evaluated: 1 error, the first at 3:4; "
	                       "verdict: error\n"));
	cr_expect(strstr(text, "total: 3 plans (1 could not be evaluated)"));
	end = "; verdict: error\n";
	cr_expect_str_eq(text + strlen(text) - strlen(end), end);
	free(text);

	text = render_set(plans, 3, PP_FORMAT_HTML, &st);
	cr_expect_eq(st, PP_EUSAGE);
	free(text);
	pp_result_free(ra);
	pp_result_free(rb);
	pp_plan_free(a);
	pp_plan_free(b);
}

Test(report_set, a_plan_reads_as_alone)
{
	pp_plan *a = t_load("fixtures/plans/seed-004.yaml");
	pp_result *ra = t_check(a);
	pp_plan_outcome plans[1] = { { "a.yaml", ra, NULL, 0 } };
	pp_status st;
	char *alone = render_one(ra, PP_FORMAT_XML), *set = render_set(plans, 1, PP_FORMAT_XML, &st);
	cr_assert_eq(st, PP_OK);
	/* The plan's report, from its root element on, is in the set verbatim. */
	const char *root = strstr(alone, "<report ");
	cr_assert(root);
	cr_expect(strstr(set, root), "the set does not hold the plan's own report");
	cr_expect(strstr(set, "<reportSet xmlns=\"urn:planproof:report:1\""));
	free(alone);
	free(set);

	alone = render_one(ra, PP_FORMAT_TEXT);
	set = render_set(plans, 1, PP_FORMAT_TEXT, &st);
	cr_expect_eq(strncmp(set, alone, strlen(alone)), 0, "the text of a plan changed in a set");
	free(alone);
	free(set);
	pp_result_free(ra);
	pp_plan_free(a);
}
