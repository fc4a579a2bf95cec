/* test_plan_conventions.c - conventions a plan defines once for all its
 * games: the plan-wide `max_win.basis` is inherited by every game that
 * states none of its own, a game's own basis overrides it, and the rule is
 * then neither warned about (PP-MAXWIN-002) nor listed as open
 * (PP-PLAN-007).  Then the plan that needed it: the first half of
 * fixtures/plans/seed-000.yaml (the plan header and the games of articles
 * 10.1, 10.3, 10.5-10.8, 10.15, 10.16 and 10.19) is tied to its document:
 * every quote is found at its lines, every figure of the lines each game
 * cites is encoded or set aside with a reason, the plan-wide convention
 * reaches every game, and every declared maximum win is checked. */
#include <stdio.h>
#include <string.h>

#include "helpers.h"

/* A plan of two wheel games paying 1:2 at a maximum bet of 10 (5 net, 15
 * gross), each declaring a maximum win of `declared`; the plan-wide block
 * plan_wide (YAML lines at the top level, or "") and the second game's
 * own `max_win` (a flow mapping). */
static pp_plan *wheel_plan(const char *plan_wide, const char *own, const char *declared)
{
	char yaml[2048];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: p, operator: O, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "currencies: [{code: EUR}]\n"
	         "%s"
	         "games:\n"
	         "  - id: inherits\n"
	         "    name: Wheel\n"
	         "    family: wheel\n"
	         "    citation: \"1\"\n"
	         "    wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]}\n"
	         "    bets: [{name: a, symbol: a, payout: \"1:2\"}]\n"
	         "    max_win: {scope: bet}\n"
	         "    limits: [{currency: EUR, min_bet: \"1\", max_bet: \"10\", max_win: \"%s\"}]\n"
	         "  - id: own\n"
	         "    name: Wheel 2\n"
	         "    family: wheel\n"
	         "    citation: \"2\"\n"
	         "    wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]}\n"
	         "    bets: [{name: a, symbol: a, payout: \"1:2\"}]\n"
	         "    max_win: %s\n"
	         "    limits: [{currency: EUR, min_bet: \"1\", max_bet: \"10\", max_win: \"%s\"}]\n",
	         plan_wide, declared, own, declared);
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s:%u:%u: %s", err.file, err.line,
	             err.col, err.msg);
	return plan;
}

Test(plan_conventions, a_game_without_a_basis_inherits_the_plan_wide_one)
{
	pp_plan *plan = wheel_plan("max_win: {basis: gross, citation: \"Obecná část\"}\n",
	                           "{scope: bet}", "15");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "inherits", "PP-MAXWIN-002", NULL);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect(strstr(f->message, "gross"), "%s", f->message);
	cr_expect(strstr(f->message, "plan-wide"), "%s", f->message);
	/* 15 is the gross figure: it passes under the inherited basis. */
	f = t_find(res, "inherits", "PP-MAXWIN-001", "EUR");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	/* The rule is stated, so it is not listed as open. */
	cr_expect_eq(t_find(res, "inherits", "PP-PLAN-007", "open-rules")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, NULL, "PP-PLAN-001", NULL)->status, PP_ST_PASS);
	cr_expect_str_eq(t_cell(res, NULL, "max-win-conventions", "inherits", 1), "gross");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(plan_conventions, the_inherited_basis_judges_the_declared_figure)
{
	/* 5 is the net figure; the plan says every win includes the stake. */
	pp_plan *plan = wheel_plan("max_win: {basis: gross}\n", "{scope: bet}", "5");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "inherits", "PP-MAXWIN-001", "EUR");
	cr_expect_eq(f->status, PP_ST_FAIL, "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "computed_gross"), "15");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(plan_conventions, a_game_s_own_basis_overrides_the_plan_wide_one)
{
	pp_plan *plan = wheel_plan("max_win: {basis: gross}\n", "{basis: net, scope: bet}", "15");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "own", "PP-MAXWIN-002", NULL);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect(!strstr(f->message, "plan-wide"), "%s", f->message);
	/* The game is read as net, the other as gross: PP-PLAN-001 reports
	 * the mix. */
	cr_expect_str_eq(t_cell(res, NULL, "max-win-conventions", "own", 1), "net");
	cr_expect_eq(t_find(res, NULL, "PP-PLAN-001", NULL)->status, PP_ST_WARNING);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(plan_conventions, without_a_plan_wide_basis_the_rule_stays_open)
{
	pp_plan *plan = wheel_plan("", "{scope: bet}", "5");
	pp_result *res = t_check(plan);
	cr_expect_eq(t_find(res, "inherits", "PP-MAXWIN-002", NULL)->status, PP_ST_WARNING);
	cr_expect_eq(t_find(res, "inherits", "PP-PLAN-007", "max_win/basis")->status,
	             PP_ST_NOTAPPLICABLE);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(plan_conventions, the_plan_wide_block_takes_only_a_basis_and_a_citation)
{
	pp_plan *plan = NULL;
	pp_error err;
	const char *yaml =
		"planproof: 2\n"
		"plan: {id: p, operator: O, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
		"max_win: {basis: gross, scope: bet}\n"
		"games:\n"
		"  - id: w\n"
		"    name: Wheel\n"
		"    family: wheel\n"
		"    citation: \"1\"\n"
		"    wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]}\n"
		"    bets: [{name: a, symbol: a, payout: \"1:2\"}]\n";
	cr_expect_neq(t_load_str(&plan, yaml, &err), PP_OK);
	cr_expect_eq(err.line, 3u, "%u: %s", err.line, err.msg);
	cr_expect(strstr(err.msg, "scope"), "%s", err.msg);
	pp_plan_free(plan);
}

/* A policy that requires `max_win.basis` is satisfied by the plan-wide
 * convention, and reports a game that nothing states it for. */
Test(plan_conventions, a_policy_requirement_is_met_by_the_plan_wide_basis)
{
	static const char text[] = "planproof_policy: 1\n"
	                           "name: basis required\n"
	                           "required:\n"
	                           "  - {key: max_win.basis, severity: warning}\n";
	static const char *const plan_wide[] = { "max_win: {basis: gross}\n", "" };
	static const pp_check_status want[] = { PP_ST_PASS, PP_ST_WARNING };
	pp_policy *p = NULL;
	pp_error err;
	cr_assert_eq(pp_policy_load_buffer(&p, "p.yaml", text, strlen(text), &err), PP_OK, "%s",
	             err.msg);
	for (size_t i = 0; i < 2; i++) {
		pp_plan *plan = wheel_plan(plan_wide[i], "{scope: bet}", "15");
		pp_result *res = NULL;
		cr_assert_eq(pp_check(&res, plan, t_options_policy(p), &err), PP_OK, "%s", err.msg);
		const pp_finding *f = t_find(res, "inherits", "PP-POLICY-001", "max_win.basis");
		cr_expect_eq(f->status, want[i], "%s", f->message);
		pp_result_free(res);
		pp_plan_free(plan);
	}
	pp_policy_free(p);
}

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

/* A quote edited in a copy of the plan is a located error: the plan's line
 * and the document's lines of the anchor ("výplatní poměr je 25:1" of the
 * Admiral wheel, doc L2989, written 35:1). */
Test(seed000, an_edited_quote_is_found_missing_at_its_lines)
{
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
