/* SPDX-License-Identifier: Apache-2.0 */
/* test_sarif.c - the SARIF 2.1.0 report: valid against the OASIS schema,
 * deterministic, locations and levels, fingerprints that survive moved
 * lines, waivers as suppressions, and JSON string escaping. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "json.h"
#include "util.h"

/* Exact counts and exit codes are pinned on a frozen copy of the seed
 * plan's roulette and wheel sections (the OLD side of a revision fixture):
 * fixtures/plans/seed-000.yaml grows as families add their sections. */
#define PLAN "fixtures/revisions/gelp-2026/old.yaml"

/* Number of occurrences of needle in hay. */
Test(sarif, seed_plan_is_valid)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	char *a = t_render(res, PP_FORMAT_SARIF);
	cr_expect(t_sarif_valid(a), "the SARIF log does not validate");
	free(a);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(sarif, valid_deterministic_located)
{
	pp_plan *plan = t_load(PLAN);
	pp_result *res = t_check(plan);
	char *a = t_render(res, PP_FORMAT_SARIF), *b = t_render(res, PP_FORMAT_SARIF);
	cr_expect_str_eq(a, b);
	cr_expect(t_sarif_valid(a), "the SARIF log does not validate");
	cr_expect(strstr(a, "\"version\": \"2.1.0\"") != NULL);
	cr_expect(strstr(a, "\"columnKind\": \"unicodeCodePoints\"") != NULL);
	cr_expect(strstr(a, "\"sha-256\": \"") != NULL);
	cr_expect(strstr(a, plan->sha256) != NULL);
	/* Results: the 23 findings that did not pass, at the levels their kinds
	 * give them: one defect an error (PP-WHEEL-003) and one a warning, four
	 * open rules warnings; three readings, a coverage note and thirteen
	 * notices (twelve of the default policy) notes. */
	cr_expect_eq(t_count(a, "\"ruleId\": "), 23);
	cr_expect_eq(t_count(a, "\"level\": \"warning\",\n"), 5);
	cr_expect_eq(t_count(a, "\"level\": \"note\",\n"), 17);
	cr_expect_eq(t_count(a, "\"kind\": \"notice\",\n"), 13);
	cr_expect_eq(t_count(a, "\"kind\": \"open\",\n"), 4);
	cr_expect(strstr(a, "\"ruleId\": \"PP-WHEEL-003\",\n          \"ruleIndex\": ") != NULL);
	cr_expect(strstr(a, "\"startLine\": 185,\n                  \"startColumn\": 25") != NULL,
	          "%s", a);
	cr_expect(strstr(a, "\"fullyQualifiedName\": \"/games/kolo-stesti/wheel/"
	                    "declared_symbols\"") != NULL);
	cr_expect(strstr(a, "\"exitCode\": 1") != NULL);
	free(a);
	free(b);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* The fingerprint is a hash of rule, game, subject and path: inserting
 * lines above a finding moves its region, not its fingerprint. */
Test(sarif, fingerprints_survive_moved_lines)
{
	char *data = NULL;
	size_t len = 0;
	pp_error err;
	pp_plan *plan = t_load(PLAN), *moved = NULL;
	cr_assert_eq(spec_read_file(&data, &len, PLAN, 1u << 22, &err), PP_OK);
	char *shifted = pp_xasprintf("# one more line\n# and another\n%s", data);
	cr_assert_eq(pp_plan_load_buffer(&moved, PLAN, shifted,
	                                 strlen(shifted), &err), PP_OK);
	pp_result *r1 = t_check(plan), *r2 = t_check(moved);
	char *a = t_render(r1, PP_FORMAT_SARIF), *b = t_render(r2, PP_FORMAT_SARIF);
	const char *key = "\"planproof/v1\": \"";
	for (const char *p = a, *q = b; (p = strstr(p, key)) && (q = strstr(q, key));) {
		p += strlen(key);
		q += strlen(key);
		cr_expect_eq(strncmp(p, q, 64), 0);
	}
	cr_expect(strstr(b, "\"startLine\": 187,") != NULL);
	/* and every result has its own */
	cr_expect_eq(t_count(a, key), 23);
	free(a);
	free(b);
	free(shifted);
	free(data);
	pp_result_free(r1);
	pp_result_free(r2);
	pp_plan_free(moved);
	pp_plan_free(plan);
}

Test(sarif, waivers_are_suppressions_with_their_artifact)
{
	pp_plan *plan = t_load(PLAN);
	pp_result *res = t_check(plan);
	pp_waivers *w = NULL;
	pp_error err;
	cr_assert_eq(pp_waivers_load_file(&w, "fixtures/waivers/seed-000.yaml", &err), PP_OK);
	cr_assert_eq(pp_result_apply_waivers(res, w, "2025-06-01", &err), PP_OK);
	char *a = t_render(res, PP_FORMAT_SARIF);
	cr_expect(t_sarif_valid(a), "%s", a);
	cr_expect_eq(t_count(a, "\"suppressions\": ["), 3);
	cr_expect_eq(t_count(a, "\"kind\": \"external\",\n"), 3);
	cr_expect_eq(t_count(a, "\"status\": \"accepted\",\n"), 3);
	cr_expect(strstr(a, "\"justification\": \"approved by J. Novák, compliance officer "
	                    "until 2099-12-31: ") != NULL, "%s", a);
	cr_expect(strstr(a, "\"uri\": \"fixtures/waivers/seed-000.yaml\"") != NULL);
	cr_expect(strstr(a, "\"userSpecifiedConfiguration\"") != NULL);
	cr_expect(strstr(a, "\"exitCode\": 0") != NULL);
	free(a);
	pp_result_free(res);
	pp_waivers_free(w);
	pp_plan_free(plan);
}

Test(sarif, hostile_text_stays_valid_json)
{
	pp_plan *plan = NULL;
	pp_error err;
	const char *yaml = "planproof: 1\n"
		"plan: {id: \"p\\\"q\\\\\", operator: \"O\", jurisdiction: CZ, version: \"1\", "
		"date: \"2025-02-12\"}\n"
		"currencies: [{code: CZK}]\n"
		"games: [{id: \"g\\t\\u2028\", name: G, family: wheel, citation: \"1\\n2\","
		" wheel: {fields: 3, segments: [{symbol: \"a\\\"b\", count: 1}, {symbol: b, count: 1}]},"
		" bets: [{name: \"a\\\"b\", symbol: \"a\\\"b\", payout: \"0.5:1\"}]}]\n";
	cr_assert_eq(pp_plan_load_buffer(&plan, "dir with space/plán #1.yaml", yaml, strlen(yaml),
	                                 &err), PP_OK, "%s", err.msg);
	pp_result *res = t_check(plan);
	char *a = t_render(res, PP_FORMAT_SARIF);
	cr_expect(t_sarif_valid(a), "%s", a);
	cr_expect(strstr(a, "\"uri\": \"dir%20with%20space/pl%C3%A1n%20%231.yaml\"") != NULL,
	          "%s", a);
	cr_expect(strstr(a, "g\\t\xE2\x80\xA8: ") != NULL, "%s", a);
	free(a);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(sarif, json_escape)
{
	pp_buf b = { 0 };
	json_escape(&b, "a\"b\\c\n\x01\x1f\xC3\xA1\xFF\xE2\x82");
	cr_expect_str_eq(b.data, "\"a\\\"b\\\\c\\n\\u0001\\u001f\xC3\xA1\xEF\xBF\xBD"
	                         "\xEF\xBF\xBD\xEF\xBF\xBD\"");
	pp_buf_free(&b);
	json j = { &b, 0, { 0 } };
	json_object(&j, NULL);
	json_array(&j, "empty");
	json_end(&j, ']');
	json_str(&j, "skipped", NULL);
	json_uint(&j, "n", 3);
	json_bool(&j, "t", 0);
	json_end(&j, '}');
	cr_expect_str_eq(b.data, "{\n  \"empty\": [],\n  \"n\": 3,\n  \"t\": false\n}\n");
	pp_buf_free(&b);
}
