/* test_seed000_anchors.c - the first half of fixtures/plans/seed-000.yaml
 * (the plan header and the games of articles 10.1, 10.3, 10.5-10.8,
 * 10.15, 10.16 and 10.19) is tied to its document: every quote is found
 * at its lines, every figure of the lines each game cites is encoded or
 * set aside with a reason, the plan-wide max-win convention reaches every
 * game, and every declared maximum win is checked. */
#include <string.h>

#include "helpers.h"

typedef struct {
	const char *game;
	size_t figures; /* figures in the game's document lines */
} seed_game;

/* The figures counted in each game's cited lines; all are accounted for. */
static const seed_game first_half[] = {
	{ "european-roulette", 227 },   { "kolo-stesti", 50 },
	{ "admiral-kolo-stesti", 31 },  { "magic-colors", 31 },
	{ "baccarat-punto-banco", 112 }, { "baccarat-commission", 113 },
	{ "baccarat-super-six", 117 },  { "caribbean-stud", 84 },
	{ "casino-holdem", 101 },
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
	pp_plan *plan;
	pp_result *res = seed_result(&plan);
	for (size_t i = 0; i < NGAMES; i++) {
		const pp_game_info *g = game_info(res, first_half[i].game);
		cr_expect(g->coverage.measured, "%s: coverage not measured", g->id);
		cr_expect_eq(g->coverage.total, first_half[i].figures, "%s: %zu figures", g->id,
		             g->coverage.total);
		cr_expect_eq(g->coverage.encoded, g->coverage.total, "%s: %zu of %zu", g->id,
		             g->coverage.encoded, g->coverage.total);
	}
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(seed000, every_quote_is_at_its_lines_and_the_document_is_pinned)
{
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
