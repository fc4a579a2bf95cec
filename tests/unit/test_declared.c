/* SPDX-License-Identifier: Apache-2.0 */
/* test_declared.c - the `declared` family (issue 28): a game the plan
 * offers that planproof has no rules engine for.  It loads, its limits are
 * checked like any game's, it is reported as a notice, and every check an
 * engine would make says it does not apply and why. */
#include <stdlib.h>
#include <string.h>

#include "core/kinds.h"
#include "sha256.h"
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
	/* the notice lists the checks that do not apply, each found below */
	cr_expect_str_eq(t_evidence(d, "not_applicable"),
	                 "PP-RTP-001 (the return of each stake), PP-MAXWIN-001 (the maximum win "
	                 "from the payouts)");
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

/* The game's part of the document is accounted for: a declared game
 * anchored to its lines covers them (PP-DOC-007 passes), and its figures
 * anchored in the limits are encoded (PP-DOC-006 passes). */
Test(declared, its_lines_count_as_encoded)
{
	static const char doc[] = "Slot machines\n"
	                          "Stakes from 1 to 100 CZK\n"
	                          "The highest win is 50000 CZK\n";
	char hex[65], yaml[2048];
	pp_error err;
	cr_assert_eq(system("mkdir -p " OUT_DIR "/declared"), 0);
	t_write_file(OUT_DIR "/declared/doc.txt", doc);
	sha256_hex(doc, strlen(doc), hex);
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: d, operator: X, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "sources: [{id: rules, path: doc.txt, sha256: \"%s\"}]\n"
	         "currencies: [{code: CZK}]\n"
	         "games:\n"
	         "  - id: slots\n"
	         "    name: \"Slot machines\"\n"
	         "    family: declared\n"
	         "    kind: slot machine\n"
	         "    citation: \"1\"\n"
	         "    anchor: {lines: [1, 3], quote: \"Slot machines\"}\n"
	         "    max_win: {basis: gross}\n"
	         "    limits:\n"
	         "      - currency: CZK\n"
	         "        min_bet: \"1\"\n"
	         "        max_bet: \"100\"\n"
	         "        max_win: \"50000\"\n"
	         "        anchors:\n"
	         "          min_bet: {lines: [2], quote: \"from 1\"}\n"
	         "          max_bet: {lines: [2], quote: \"to 100 CZK\"}\n"
	         "          max_win: {lines: [3], quote: \"50000 CZK\"}\n",
	         hex);
	t_write_file(OUT_DIR "/declared/plan.yaml", yaml);
	pp_plan *plan = NULL;
	cr_assert_eq(pp_plan_load_file(&plan, OUT_DIR "/declared/plan.yaml", &err), PP_OK, "%s",
	             err.msg);
	pp_result *res = t_check(plan);
	cr_expect_eq(t_find(res, NULL, "PP-DOC-007", "rules")->status, PP_ST_PASS);
	const pp_finding *f = t_find(res, "slots", "PP-DOC-006", NULL);
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}
