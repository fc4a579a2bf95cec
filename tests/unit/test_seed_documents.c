/* SPDX-License-Identifier: Apache-2.0 */
/* test_seed_documents.c - the bundled real plans checked against their
 * documents (the seeds, which are not part of the repository: every test
 * here is skipped, saying why, where the build names no folder of them;
 * tests/CMakeLists.txt pp_needs_documents).
 *
 * Seed 000's first half (the plan header and the games of articles 10.1,
 * 10.3, 10.5-10.8, 10.15, 10.16 and 10.19) is tied to its document: every
 * quote is found at its lines, every figure of the lines each game cites is
 * encoded or set aside with a reason, the plan-wide convention reaches
 * every game, and every declared maximum win is checked.  Then the counts
 * the CLI prints for the whole plan. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

typedef struct {
	const char *game;
	size_t figures; /* figures in the game's document lines */
	size_t encoded; /* of them under an anchored quote; the rest are set aside */
} seed_game;

/* The figures counted in each game's cited lines; all are accounted for. */
static const seed_game first_half[] = {
	{ "european-roulette", 227, 211 },   { "kolo-stesti", 50, 28 },
	{ "admiral-kolo-stesti", 31, 25 },   { "magic-colors", 31, 13 },
	{ "baccarat-punto-banco", 112, 61 }, { "baccarat-commission", 113, 61 },
	{ "baccarat-super-six", 117, 65 },   { "caribbean-stud", 84, 36 },
	{ "casino-holdem", 101, 47 },
};
#define NGAMES (sizeof(first_half) / sizeof(first_half[0]))

static const pp_game_info *game_info(const pp_result *res, const char *id)
{
	for (size_t g = 0; g < res->ngames; g++)
		if (strcmp(res->games[g].id, id) == 0)
			return &res->games[g];
	cr_assert_fail("no game %s", id);
	return NULL;
}

static pp_result *seed_result(pp_plan **plan)
{
	*plan = t_load("fixtures/plans/seed-000.yaml");
	return t_check(*plan);
}

Test(seed000, every_figure_of_the_first_half_is_accounted_for)
{
	T_REQUIRE_DOCUMENTS();
	pp_plan *plan;
	pp_result *res = seed_result(&plan);
	for (size_t i = 0; i < NGAMES; i++) {
		const pp_game_info *g = game_info(res, first_half[i].game);
		cr_expect(g->coverage.measured, "%s: coverage not measured", g->id);
		cr_expect_eq(g->coverage.total, first_half[i].figures, "%s: %zu figures", g->id,
		             g->coverage.total);
		cr_expect_eq(g->coverage.encoded + g->coverage.set_aside, g->coverage.total,
		             "%s: %zu + %zu of %zu", g->id, g->coverage.encoded,
		             g->coverage.set_aside, g->coverage.total);
		cr_expect_eq(g->coverage.encoded, first_half[i].encoded, "%s: %zu encoded", g->id,
		             g->coverage.encoded);
	}
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(seed000, every_quote_is_at_its_lines_and_the_document_is_pinned)
{
	T_REQUIRE_DOCUMENTS();
	pp_plan *plan;
	pp_result *res = seed_result(&plan);
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		const char *id = f->rule->id;
		if (strcmp(id, "PP-DOC-001") && strcmp(id, "PP-DOC-002") && strcmp(id, "PP-DOC-003") &&
		    strcmp(id, "PP-DOC-004"))
			continue;
		cr_expect(f->status == PP_ST_PASS || f->status == PP_ST_NOTAPPLICABLE, "%s: %s", id,
		          f->message);
	}
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(seed000, the_plan_wide_convention_reaches_every_game_and_every_max_win_is_checked)
{
	T_REQUIRE_DOCUMENTS();
	pp_plan *plan;
	pp_result *res = seed_result(&plan);
	size_t stated = 0;
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		if (strcmp(f->rule->id, "PP-MAXWIN-002") != 0)
			continue;
		cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
		stated++;
	}
	cr_expect_geq(stated, NGAMES);
	for (size_t i = 0; i < NGAMES; i++) {
		static const char *const cur[] = { "CZK", "EUR" };
		for (size_t c = 0; c < 2; c++) {
			const pp_finding *f = t_find(res, first_half[i].game, "PP-MAXWIN-001", cur[c]);
			cr_expect(f->status == PP_ST_PASS || f->status == PP_ST_FAIL, "%s %s: %s",
			          first_half[i].game, cur[c], f->message);
		}
		cr_expect_neq(t_find(res, first_half[i].game, "PP-PLAN-002", NULL)->status,
		              PP_ST_FAIL, "%s has a parameters table", first_half[i].game);
	}
	cr_expect_eq(t_find(res, NULL, "PP-PLAN-001", NULL)->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A quote edited in a copy of the plan is a located error: the plan's line
 * and the document's lines of the anchor ("výplatní poměr je 25:1" of the
 * Admiral wheel, doc L2989, written 35:1). */
Test(seed000, an_edited_quote_is_found_missing_at_its_lines)
{
	T_REQUIRE_DOCUMENTS();
	FILE *fp = fopen("fixtures/plans/seed-000.yaml", "rb");
	cr_assert_not_null(fp);
	static char text[1u << 20];
	size_t n = fread(text, 1, sizeof(text) - 1, fp);
	fclose(fp);
	text[n] = '\0';
	static const char from[] = "quote: \"výplatní poměr je 25:1\"";
	char *at = strstr(text, from);
	cr_assert_not_null(at);
	at[strlen("quote: \"výplatní poměr je ")] = '3';
	unsigned line = 1;
	for (const char *c = text; c < at; c++)
		line += *c == '\n';
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, text, &err), PP_OK, "%s", err.msg);
	pp_result *res = t_check(plan);
	size_t found = 0;
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		if (strcmp(f->rule->id, "PP-DOC-003") != 0 || f->status == PP_ST_PASS)
			continue;
		found++;
		cr_expect_eq(f->status, PP_ST_FAIL, "%s", f->message);
		cr_expect_eq(f->line, line, "%u: %s", f->line, f->message);
		cr_assert_not_null(f->doc);
		cr_expect_eq(f->doc->line, 2989u);
		cr_expect_str_eq(res->games[f->game].id, "admiral-kolo-stesti");
	}
	cr_expect_eq(found, 1);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* The summary `planproof check fixtures/plans/seed-000.yaml` prints, with
 * the document found: 19 games, 999 checks, 749 passed, 57 failed, 137
 * warnings; 17 plan-wide (8 passed, 1 warning, 8 info); Pontoon's verdict
 * a warning.  (test_result_api.c checks that the read API and the text
 * summary agree, documents or not.) */
Test(seed000, the_counts_the_cli_prints)
{
	T_REQUIRE_DOCUMENTS();
	pp_plan *plan;
	pp_result *res = seed_result(&plan);
	size_t counts[PP_ST_COUNT] = { 0 }, plan_wide = 0;
	pp_result_count(res, counts, PP_ALL_GAMES);
	for (size_t i = 0; i < res->nfindings; i++)
		plan_wide += res->findings[i]->game == PP_NO_GAME;
	cr_expect_eq(res->ngames, 19);
	cr_expect_eq(res->nfindings, 999);
	cr_expect_eq(counts[PP_ST_PASS], 749);
	cr_expect_eq(counts[PP_ST_FAIL], 57);
	cr_expect_eq(counts[PP_ST_WARNING], 137);
	cr_expect_eq(plan_wide, 17, "8 passed, 1 warning, 8 info plan-wide");
	size_t pontoon[PP_ST_COUNT] = { 0 };
	for (size_t g = 0; g < res->ngames; g++)
		if (strcmp(res->games[g].id, "pontoon") == 0)
			pp_result_count(res, pontoon, g);
	cr_expect_eq(pontoon[PP_ST_FAIL], 0, "Pontoon: a warning, no failure");
	cr_expect_gt(pontoon[PP_ST_WARNING], 0);
	pp_result_free(res);
	pp_plan_free(plan);
}
