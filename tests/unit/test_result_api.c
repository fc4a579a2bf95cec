/* SPDX-License-Identifier: Apache-2.0 */
/* test_result_api.c - the read API of a checked result (pp_result_game,
 * pp_result_finding, pp_result_table, ...) on seed 000: what it iterates
 * agrees with what the text report says, and a known finding and table
 * read back field by field. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

static const char *const status_words[] = { "pass", "fail", "warning", "info",
	                                    "notapplicable", "waived", "error" };

/* The index of a status word in status_words, or -1. */
static int status_index(const char *word)
{
	for (int i = 0; i < 7; i++)
		if (strcmp(word, status_words[i]) == 0)
			return i;
	return -1;
}

/* The game view with this id, asserted to exist. */
static pp_game_view game_by_id(const pp_result *res, const char *id)
{
	pp_game_view g = { 0 };
	for (size_t i = 0; i < pp_result_game_count(res); i++) {
		cr_assert_eq(pp_result_game(res, i, &g, NULL), PP_OK);
		if (strcmp(g.id, id) == 0)
			return g;
	}
	cr_assert_fail("no game %s", id);
	return g;
}

Test(result_api, counts_and_verdicts_agree_with_the_text_summary)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	char *text = t_render(res, PP_FORMAT_TEXT);

	size_t counts[7] = { 0 }, plan_wide = 0;
	for (size_t i = 0; i < pp_result_finding_count(res); i++) {
		pp_finding_view f;
		cr_assert_eq(pp_result_finding(res, i, &f, NULL), PP_OK);
		int st = status_index(f.status);
		cr_assert_geq(st, 0, "status %s", f.status);
		counts[st]++;
		plan_wide += f.game_id == NULL;
	}
	char expected[256];
	snprintf(expected, sizeof expected,
	         "seed-000.yaml: %zu games, %zu checks: %zu passed, %zu failed, %zu warnings, "
	         "%zu info, %zu not applicable, %zu waived, %zu errors; verdict: fail",
	         pp_result_game_count(res), pp_result_finding_count(res), counts[0], counts[1],
	         counts[2], counts[3], counts[4], counts[5], counts[6]);
	cr_expect(strstr(text, expected) != NULL, "%s\nnot in\n%s", expected, text);
	/* The figures themselves, which the documents decide, are pinned in
	 * test_seed_documents.c. */
	cr_expect_eq(pp_result_game_count(res), 19);
	cr_expect_gt(plan_wide, 0);

	/* Each game's verdict is the first word of its summary line. */
	for (size_t i = 0; i < pp_result_game_count(res); i++) {
		pp_game_view g;
		cr_assert_eq(pp_result_game(res, i, &g, NULL), PP_OK);
		char line[512];
		snprintf(line, sizeof line, "\n%-8s %s (%s, plan %s): ", g.verdict, g.id, g.name,
		         g.citation);
		cr_expect(strstr(text, line) != NULL, "no line %s", line);
	}
	pp_game_view roulette = game_by_id(res, "european-roulette");
	cr_expect_str_eq(roulette.family, "roulette");
	cr_expect_str_eq(roulette.name, "Evropská ruleta");
	cr_expect_str_eq(roulette.citation, "10.1");
	cr_expect_str_eq(roulette.verdict, "fail");
	free(text);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* The finding of rule in game about subject, by the API; asserts it exists
 * and returns its index. */
static size_t find_view(const pp_result *res, const char *game, const char *rule,
                        const char *subject, pp_finding_view *out)
{
	for (size_t i = 0; i < pp_result_finding_count(res); i++) {
		cr_assert_eq(pp_result_finding(res, i, out, NULL), PP_OK);
		if (out->game_id && strcmp(out->game_id, game) == 0 &&
		    strcmp(out->rule_id, rule) == 0 && out->subject &&
		    strcmp(out->subject, subject) == 0)
			return i;
	}
	cr_assert_fail("no %s %s %s", game, rule, subject);
	return 0;
}

Test(result_api, a_known_finding_reads_back_field_by_field)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	pp_finding_view f;
	/* A straight up pays 35:1 on a 37-number wheel: 36 back of 37 stakes. */
	size_t i = find_view(res, "european-roulette", "PP-RTP-001", "straight", &f);
	cr_expect_str_eq(f.status, "pass");
	cr_expect_str_eq(f.severity, "error");
	cr_expect(strstr(f.file, "seed-000.yaml") != NULL, "%s", f.file);
	cr_expect_eq(f.line, 99, "the line of `payout: \"35:1\"`");
	cr_expect_eq(f.col, 17);
	cr_expect_str_eq(f.citation, "10.1 §5");
	cr_expect_str_eq(f.message, "bet `straight` returns 97.2973% of stakes (RTP 36/37)");
	cr_expect(f.remediation != NULL && f.remediation[0] != '\0');
	cr_expect_null(f.waiver);
	cr_assert_eq(f.evidence_count, 1);
	pp_evidence_view e;
	cr_assert_eq(pp_result_finding_evidence(res, i, 0, &e, NULL), PP_OK);
	cr_expect_str_eq(e.name, "rtp");
	cr_expect_str_eq(e.exact, "36/37");
	cr_expect_str_eq(e.decimal, "97.2973");
	cr_expect_str_eq(e.unit, "%");
	cr_expect_str_eq(e.rounding, "half-even");
	cr_expect_eq(e.digits, 4);

	/* Out of range: PP_EUSAGE, a message, and the view untouched. */
	pp_error err;
	pp_evidence_view before = e;
	cr_expect_eq(pp_result_finding_evidence(res, i, 1, &e, &err), PP_EUSAGE);
	cr_expect(strstr(err.msg, "evidence index 1 out of range") != NULL, "%s", err.msg);
	cr_expect_eq(memcmp(&before, &e, sizeof e), 0);
	size_t n = pp_result_finding_count(res);
	cr_expect_eq(pp_result_finding(res, n, &f, &err), PP_EUSAGE);
	cr_expect_eq(pp_result_finding_evidence(res, n, 0, &e, NULL), PP_EUSAGE);
	pp_game_view g;
	cr_expect_eq(pp_result_game(res, pp_result_game_count(res), &g, NULL), PP_EUSAGE);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(result_api, a_table_reads_back_cell_by_cell)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	size_t found = 0;
	pp_table_view t = { 0 };
	for (size_t i = 0; i < pp_result_table_count(res); i++) {
		cr_assert_eq(pp_result_table(res, i, &t, NULL), PP_OK);
		if (t.game_id && strcmp(t.game_id, "european-roulette") == 0 &&
		    strcmp(t.id, "bets") == 0) {
			found = i + 1;
			break;
		}
	}
	cr_assert(found, "no bets table for european-roulette");
	size_t i = found - 1;
	cr_expect_str_eq(t.title, "Layout bets: coverage, payout and RTP");
	cr_assert_eq(t.columns, 7);
	cr_assert_geq(t.rows, 1);
	static const char *const head[] = { "bet", "bets on the layout", "numbers covered",
		                            "declared payout", "fair payout 36/n-1", "RTP",
		                            "RTP %" };
	/* Straight up: 37 of them on the layout, 1 number, 35:1 = 36/1 - 1,
	 * RTP 36/37 = 97.2973 % (half-even to 4 places). */
	static const char *const straight[] = { "straight", "37", "1", "35:1", "35:1",
		                                "36/37", "97.2973%" };
	for (size_t c = 0; c < 7; c++) {
		cr_expect_str_eq(pp_result_table_column(res, i, c), head[c]);
		cr_expect_str_eq(pp_result_table_cell(res, i, 0, c), straight[c]);
	}
	cr_expect_null(pp_result_table_column(res, i, 7));
	cr_expect_null(pp_result_table_cell(res, i, 0, 7));
	cr_expect_null(pp_result_table_cell(res, i, t.rows, 0));
	cr_expect_null(pp_result_table_cell(res, pp_result_table_count(res), 0, 0));
	cr_expect_eq(pp_result_table(res, pp_result_table_count(res), &t, NULL), PP_EUSAGE);
	pp_result_free(res);
	pp_plan_free(plan);
}
