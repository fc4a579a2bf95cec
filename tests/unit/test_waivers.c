/* SPDX-License-Identifier: Apache-2.0 */
/* test_waivers.c - the waivers file and pp_result_apply_waivers: applied,
 * expired, unused, refused for errors, and a file that cannot be used. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include <criterion/parameterized.h>
#include "util.h"
#include "waiver.h"

/* Exact counts and exit codes are pinned on a frozen copy of the seed
 * plan's roulette and wheel sections (the OLD side of a revision fixture):
 * fixtures/plans/seed-000.yaml grows as families add their sections. */
#define PLAN "fixtures/revisions/gelp-2026/old.yaml"

/* One waiver of rule for game (with subject when not NULL). */
static pp_waivers *waiver(const char *rule, const char *game, const char *subject,
                          const char *expires)
{
	pp_waivers *w = NULL;
	pp_error err;
	char *yaml = pp_xasprintf("planproof_waivers: 1\nwaivers:\n"
	                          "  - rule: %s\n    game: %s\n%s%s%s"
	                          "    justification: \"Accepted for the test.\"\n"
	                          "    approver: \"A. Tester\"\n    expires: \"%s\"\n",
	                          rule, game, subject ? "    subject: \"" : "",
	                          subject ? subject : "", subject ? "\"\n" : "", expires);
	cr_assert_eq(t_waivers_str(&w, yaml, &err), PP_OK, "%u:%u: %s", err.line, err.col,
	             err.msg);
	free(yaml);
	return w;
}

/* The plan-wide finding of rule about the first waiver. */
static const pp_finding *waiver_finding(const pp_result *res, const char *rule)
{
	return t_find(res, NULL, rule, NULL);
}

Test(waivers, applied_waiver_keeps_the_finding_visible)
{
	pp_plan *plan = t_load(PLAN);
	pp_result *res = t_check(plan);
	pp_waivers *w = waiver("PP-WHEEL-003", "kolo-stesti", "symbols", "2099-12-31");
	pp_error err;
	cr_expect_eq(pp_result_exit_code(res, PP_FAIL_ON_ERROR), 1);
	cr_assert_eq(pp_result_apply_waivers(res, w, "2025-06-01", &err), PP_OK, "%s", err.msg);
	const pp_finding *f = t_find(res, "kolo-stesti", "PP-WHEEL-003", "symbols");
	cr_expect_eq(f->status, PP_ST_WAIVED);
	cr_expect_str_eq(f->message, "the wheel shows 6 different symbols; the plan says 35");
	cr_expect(strstr(f->waiver, "approved by A. Tester until 2099-12-31: Accepted for the "
	                            "test. (waivers.yaml:3:5)") != NULL, "%s", f->waiver);
	size_t c[PP_ST_COUNT];
	pp_result_count(res, c, PP_ALL_GAMES);
	cr_expect_eq(c[PP_ST_WAIVED], 1);
	cr_expect_eq(c[PP_ST_FAIL], 0);
	cr_expect_eq(pp_result_exit_code(res, PP_FAIL_ON_ERROR), 0);
	const pp_finding *u = waiver_finding(res, "PP-WAIVER-001");
	cr_expect_eq(u->status, PP_ST_PASS);
	cr_expect_str_eq(u->subject, "PP-WHEEL-003 kolo-stesti symbols");
	cr_expect_str_eq(u->file, "waivers.yaml");
	cr_expect_eq(u->line, 3);
	cr_expect_str_eq(u->path, "/waivers/0");
	cr_expect_eq(waiver_finding(res, "PP-WAIVER-002")->status, PP_ST_PASS);
	cr_expect_eq(waiver_finding(res, "PP-WAIVER-003")->status, PP_ST_PASS);
	/* Every report still shows it. */
	char *x = t_render(res, PP_FORMAT_XML);
	cr_expect(strstr(x, "status=\"waived\"") != NULL);
	cr_expect(strstr(x, "<input role=\"waivers\" file=\"waivers.yaml\"") != NULL);
	cr_expect(t_xsd_valid(x, PP_XSD));
	free(x);
	char *t = t_render(res, PP_FORMAT_TEXT);
	cr_expect(strstr(t, "185:25: waived: kolo-stesti: the wheel shows 6") != NULL, "%s", t);
	free(t);
	pp_result_free(res);
	pp_waivers_free(w);
	pp_plan_free(plan);
}

Test(waivers, without_subject_every_subject_and_plan_wide)
{
	pp_plan *plan = t_load(PLAN);
	pp_result *res = t_check(plan);
	pp_waivers *w = NULL;
	pp_error err;
	const char *yaml = "planproof_waivers: 1\nwaivers:\n"
		"  - {rule: PP-MAXWIN-002, game: magic-colors, justification: j, approver: a,"
		" expires: \"2099-01-01\"}\n"
		"  - {rule: PP-PLAN-001, game: plan, justification: j, approver: a,"
		" expires: \"2099-01-01\"}\n";
	cr_assert_eq(t_waivers_str(&w, yaml, &err), PP_OK, "%s", err.msg);
	cr_assert_eq(pp_result_apply_waivers(res, w, "2025-06-01", &err), PP_OK, "%s", err.msg);
	cr_expect_eq(t_find(res, "magic-colors", "PP-MAXWIN-002", NULL)->status, PP_ST_WAIVED);
	cr_expect_eq(t_find(res, "kolo-stesti", "PP-MAXWIN-002", NULL)->status, PP_ST_WARNING);
	cr_expect_eq(t_find(res, NULL, "PP-PLAN-001", NULL)->status, PP_ST_WAIVED);
	pp_result_free(res);
	pp_waivers_free(w);
	pp_plan_free(plan);
}

Test(waivers, expired_waiver_is_an_error_and_not_applied)
{
	pp_plan *plan = t_load(PLAN);
	pp_result *res = t_check(plan);
	pp_waivers *w = waiver("PP-WHEEL-003", "kolo-stesti", NULL, "2025-01-31");
	pp_error err;
	/* The expiry date is the last day the waiver holds. */
	cr_assert_eq(pp_result_apply_waivers(res, w, "2025-01-31", &err), PP_OK);
	cr_expect_eq(t_find(res, "kolo-stesti", "PP-WHEEL-003", NULL)->status, PP_ST_WAIVED);
	pp_result_free(res);
	res = t_check(plan);
	cr_assert_eq(pp_result_apply_waivers(res, w, "2025-02-01", &err), PP_OK);
	cr_expect_eq(t_find(res, "kolo-stesti", "PP-WHEEL-003", NULL)->status, PP_ST_FAIL);
	const pp_finding *e = waiver_finding(res, "PP-WAIVER-002");
	cr_expect_eq(e->status, PP_ST_FAIL);
	cr_expect(strstr(e->message, "expired after 2025-01-31") != NULL, "%s", e->message);
	cr_expect_eq(waiver_finding(res, "PP-WAIVER-001")->status, PP_ST_NOTAPPLICABLE);
	cr_expect_eq(pp_result_exit_code(res, PP_FAIL_ON_ERROR), 1);
	pp_result_free(res);
	pp_waivers_free(w);
	pp_plan_free(plan);
}

Test(waivers, today_comes_from_source_date_epoch)
{
	pp_plan *plan = t_load(PLAN);
	pp_result *res = t_check(plan);
	pp_waivers *w = waiver("PP-WHEEL-003", "kolo-stesti", NULL, "2025-02-11");
	pp_error err;
	setenv("SOURCE_DATE_EPOCH", "1739318400", 1); /* 2025-02-12 */
	cr_assert_eq(pp_result_apply_waivers(res, w, NULL, &err), PP_OK);
	unsetenv("SOURCE_DATE_EPOCH");
	cr_expect_eq(waiver_finding(res, "PP-WAIVER-002")->status, PP_ST_FAIL);
	/* One waivers file per result. */
	cr_expect_eq(pp_result_apply_waivers(res, w, "2025-02-12", &err), PP_EUSAGE);
	pp_result_free(res);
	res = t_check(plan);
	cr_expect_eq(pp_result_apply_waivers(res, w, "12/02/2025", &err), PP_EUSAGE);
	cr_expect_null(res->waivers);
	pp_result_free(res);
	pp_waivers_free(w);
	pp_plan_free(plan);
}

Test(waivers, unused_waiver_is_a_warning)
{
	pp_plan *plan = t_load(PLAN);
	pp_result *res = t_check(plan);
	/* The rule passes, the game does not exist, the subject is wrong. */
	pp_waivers *w = NULL;
	pp_error err;
	const char *yaml = "planproof_waivers: 1\nwaivers:\n"
		"  - {rule: PP-ROUL-001, game: european-roulette, justification: j, approver: a,"
		" expires: \"2099-01-01\"}\n"
		"  - {rule: PP-WHEEL-003, game: no-such-game, justification: j, approver: a,"
		" expires: \"2099-01-01\"}\n"
		"  - {rule: PP-WHEEL-003, game: kolo-stesti, subject: colours, justification: j,"
		" approver: a, expires: \"2099-01-01\"}\n"
		"  - {rule: PP-WHEEL-003, game: kolo-stesti, subject: colours, justification: j,"
		" approver: a, expires: \"2099-01-01\"}\n";
	cr_assert_eq(t_waivers_str(&w, yaml, &err), PP_OK, "%s", err.msg);
	cr_assert_eq(pp_result_apply_waivers(res, w, "2025-06-01", &err), PP_OK);
	size_t unused = 0;
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		if (strcmp(f->rule->id, "PP-WAIVER-001") == 0) {
			cr_expect_eq(f->status, PP_ST_WARNING);
			unused++;
		}
	}
	cr_expect_eq(unused, 4);
	/* Repeated waivers get distinct subjects (unique JUnit names). */
	t_find(res, NULL, "PP-WAIVER-001", "PP-WHEEL-003 kolo-stesti colours");
	t_find(res, NULL, "PP-WAIVER-001", "PP-WHEEL-003 kolo-stesti colours (waiver 4)");
	cr_expect_eq(t_find(res, "kolo-stesti", "PP-WHEEL-003", NULL)->status, PP_ST_FAIL);
	cr_expect_eq(pp_result_exit_code(res, PP_FAIL_ON_WARNING), 1);
	pp_result_free(res);
	pp_waivers_free(w);
	pp_plan_free(plan);
}

Test(waivers, refused_for_findings_that_could_not_be_evaluated)
{
	pp_plan *plan = t_load(PLAN);
	pp_result *res = t_check(plan);
	/* Make one check "could not evaluate", as a family would. */
	pp_finding *f = (pp_finding *)t_find(res, "kolo-stesti", "PP-WHEEL-003", "symbols");
	f->status = PP_ST_ERROR;
	pp_waivers *w = waiver("PP-WHEEL-003", "kolo-stesti", NULL, "2099-12-31");
	pp_error err;
	cr_assert_eq(pp_result_apply_waivers(res, w, "2025-06-01", &err), PP_OK);
	cr_expect_eq(f->status, PP_ST_ERROR);
	cr_expect_null(f->waiver);
	const pp_finding *r = waiver_finding(res, "PP-WAIVER-003");
	cr_expect_eq(r->status, PP_ST_FAIL);
	cr_expect(strstr(r->message, "a waiver cannot hide an error") != NULL, "%s", r->message);
	cr_expect_eq(waiver_finding(res, "PP-WAIVER-001")->status, PP_ST_WARNING);
	cr_expect_eq(pp_result_exit_code(res, PP_FAIL_ON_ERROR), 1);
	pp_result_free(res);
	pp_waivers_free(w);
	pp_plan_free(plan);
}

Test(waivers, unknown_rule_or_waiver_rule_is_refused)
{
	pp_plan *plan = t_load(PLAN);
	pp_result *res = t_check(plan);
	pp_waivers *w = waiver("PP-NOPE-001", "kolo-stesti", NULL, "2099-12-31");
	pp_error err;
	cr_expect_eq(pp_result_apply_waivers(res, w, "2025-06-01", &err), PP_ESCHEMA);
	cr_expect_str_eq(err.file, "waivers.yaml");
	cr_expect_eq(err.line, 3);
	cr_expect_eq(err.col, 11);
	pp_waivers_free(w);
	w = waiver("PP-WAIVER-001", "plan", NULL, "2099-12-31");
	cr_expect_eq(pp_result_apply_waivers(res, w, "2025-06-01", &err), PP_ESCHEMA);
	cr_expect(strstr(err.msg, "cannot be waived") != NULL, "%s", err.msg);
	pp_waivers_free(w);
	pp_result_free(res);
	pp_plan_free(plan);
}

struct bad_case {
	char yaml[256];
	pp_status code;
	unsigned line, col;
	char msg[96];
};

ParameterizedTestParameters(waivers, bad_files)
{
	static struct bad_case cases[] = {
		{ "waivers: []\n", PP_ESCHEMA, 1, 1, "missing required key `planproof_waivers`" },
		{ "planproof_waivers: 2\nwaivers: []\n", PP_EVALUE, 1, 20, "out of range" },
		{ "planproof_waivers: 1\nwaivers:\n  - {rule: PP-A-001, game: g, justification: j,"
		  " approver: a, expires: \"2099-01-01\", until: x}\n", PP_ESCHEMA, 3, 85,
		  "unknown key `until`" },
		{ "planproof_waivers: 1\nwaivers:\n  - {rule: PP-A-001, game: g, justification: j,"
		  " approver: a, expires: 2099-1-01}\n", PP_EVALUE, 3, 71, "quoted \"YYYY-MM-DD\"" },
		{ "planproof_waivers: 1\nwaivers:\n  - {rule: wheel-3, game: g, justification: j,"
		  " approver: a, expires: \"2099-01-01\"}\n", PP_EVALUE, 3, 12, "is not a rule id" },
		{ "planproof_waivers: 1\nwaivers:\n  - {rule: PP-A-001, game: g, justification: \"\","
		  " approver: a, expires: \"2099-01-01\"}\n", PP_ESCHEMA, 3, 46, "`justification` is empty" },
		{ "planproof_waivers: 1\nwaivers:\n  - {rule: PP-A-001, game: g, approver: a,"
		  " expires: \"2099-01-01\"}\n", PP_ESCHEMA, 3, 5, "missing required key `justif" },
		{ "planproof_waivers: 1\nwaivers: &w []\n", PP_ESYNTAX, 2, 10, "anchors" },
	};
	return cr_make_param_array(struct bad_case, cases, sizeof(cases) / sizeof(cases[0]));
}

ParameterizedTest(struct bad_case *c, waivers, bad_files)
{
	pp_waivers *w = (pp_waivers *)1;
	pp_error err;
	cr_expect_eq(t_waivers_str(&w, c->yaml, &err), c->code, "%s", err.msg);
	cr_expect_null(w);
	cr_expect_eq(err.line, c->line, "line %u: %s", err.line, err.msg);
	cr_expect_eq(err.col, c->col, "col %u: %s", err.col, err.msg);
	cr_expect(strstr(err.msg, c->msg) != NULL, "%s", err.msg);
}

Test(waivers, file_loader_and_sha256)
{
	pp_waivers *w = NULL;
	pp_error err;
	cr_assert_eq(pp_waivers_load_file(&w, "fixtures/waivers/seed-000.yaml", &err), PP_OK,
	             "%s", err.msg);
	cr_expect_eq(w->n, 3);
	cr_expect_str_eq(w->items[2].game, "plan");
	cr_expect_null(w->items[1].subject);
	cr_expect_eq(strlen(w->sha256), 64);
	pp_waivers_free(w);
	cr_expect_eq(pp_waivers_load_file(&w, "fixtures/waivers/nope.yaml", &err), PP_EIO);
	cr_expect_null(w);
}
