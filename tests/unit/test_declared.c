/* SPDX-License-Identifier: Apache-2.0 */
/* test_declared.c - the `declared` family (issue 28): a game the plan
 * offers that planproof has no rules engine for.  It loads, its limits are
 * checked like any game's, it is reported as a notice, and every check an
 * engine would make says it does not apply and why. */
#include <stdlib.h>
#include <string.h>

#include "core/kinds.h"
#include "helpers.h"

static const t_defect cases[] = {
	{ "declared-clean", "PP-DECL-001" },
	{ "declared-limits", "PP-DECL-001,PP-LIMIT-001" },
};

Test(declared, each_fixture_gives_exactly_its_findings)
{
	t_expect_defects(cases, sizeof(cases) / sizeof(cases[0]));
}

Test(declared, the_game_is_a_notice_and_engine_checks_do_not_apply)
{
	pp_plan *plan = t_load("fixtures/defects/declared-clean.yaml");
	pp_result *res = t_check(plan);
	const pp_finding *d = t_find(res, "slots", "PP-DECL-001", "");
	cr_assert_not_null(d);
	cr_expect_eq(d->status, PP_ST_INFO);
	cr_expect(strstr(d->message, "slot machine"), "%s", d->message);
	cr_expect(strstr(d->message, "planproof has no rules engine for this game"), "%s",
	          d->message);
	cr_expect_eq(pp_finding_kind(d), PP_KIND_NOTICE);
	const pp_finding *r = t_find(res, "slots", "PP-RTP-001", "line");
	cr_assert_not_null(r);
	cr_expect_eq(r->status, PP_ST_NOTAPPLICABLE);
	cr_expect(strstr(r->message, "planproof has no rules engine for this game"), "%s",
	          r->message);
	const pp_finding *m = t_find(res, "slots", "PP-MAXWIN-001", "CZK");
	cr_assert_not_null(m);
	cr_expect_eq(m->status, PP_ST_NOTAPPLICABLE);
	cr_expect(strstr(m->message, "planproof has no rules engine for this game"), "%s",
	          m->message);
	/* the generic checks run: the limits, the stake named by a row, the
	 * convention of the declared figure */
	cr_expect_eq(t_find(res, "slots", "PP-LIMIT-001", "CZK")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "slots", "PP-LIMIT-002", "CZK/line")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "slots", "PP-MAXWIN-002", "")->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A declared game without limits lacks them like any game: the house pays
 * its wins, so PP-PLAN-002 fails rather than being waved through. */
Test(declared, a_declared_game_without_limits_is_reported)
{
	static const char yaml[] =
		"planproof: 2\n"
		"plan: {id: t, operator: \"T\", jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
		"currencies: [{code: CZK}]\n"
		"games:\n"
		"  - {id: lotto, name: Lotto, family: declared, kind: lottery, citation: \"14\"}\n";
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	pp_result *res = t_check(plan);
	cr_expect_eq(t_find(res, "lotto", "PP-PLAN-002", "")->status, PP_ST_FAIL);
	cr_expect_eq(t_find(res, "lotto", "PP-DECL-001", "")->status, PP_ST_INFO);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* The kind is required: a declared game says what it is. */
Test(declared, a_declared_game_says_what_it_is)
{
	static const char yaml[] =
		"planproof: 2\n"
		"plan: {id: t, operator: \"T\", jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
		"games:\n"
		"  - {id: lotto, name: Lotto, family: declared, citation: \"14\"}\n";
	pp_plan *plan = NULL;
	pp_error err;
	cr_expect_neq(t_load_str(&plan, yaml, &err), PP_OK);
	cr_expect(strstr(err.msg, "`kind`"), "%s", err.msg);
	pp_plan_free(plan);
}
