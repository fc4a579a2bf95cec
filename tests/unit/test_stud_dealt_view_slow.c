/* SPDX-License-Identifier: Apache-2.0 */
/* test_stud_dealt_view_slow.c - PP-POKER-007 with the view the plan deals
 * (stud_optimal_report.c; ctest label `slow`: the engine prices both
 * views of the one rule set the three cases share, once: about 3 s of
 * CPU).
 *
 * fixtures/defects/poker-stud-dealt-view.yaml pays one pair 49:40 on the
 * Bet: the house edge is 226348739/332220508620 (0.0681 %) with the
 * dealer's cards unseen and -56680147/237300363300 (-0.0239 %) with one
 * seen.  Dealt with one card face up, the game returns 100.0239 %
 * (PP-RTP-001 fails); its twin deals every card face down and returns
 * 99.9319 %; the same game with the view left open gets both as readings.
 * The figures are the same three times: only their names differ. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

#define EDGE_UNSEEN "226348739/332220508620"
#define EDGE_SEEN "-56680147/237300363300"

/* The PP-RTP-001 finding of the stud game about subject, or NULL. */
static const pp_finding *rtp(const pp_result *r, const char *subject)
{
	for (size_t i = 0; i < r->nfindings; i++)
		if (strcmp(r->findings[i]->rule->id, "PP-RTP-001") == 0 &&
		    strcmp(r->findings[i]->subject, subject) == 0)
			return r->findings[i];
	return NULL;
}

/* The main game's PP-RTP-001 findings: how many. */
static size_t main_rtps(const pp_result *r)
{
	size_t n = 0;
	for (size_t i = 0; i < r->nfindings; i++)
		n += strcmp(r->findings[i]->rule->id, "PP-RTP-001") == 0 &&
		     strncmp(r->findings[i]->subject, "main game", 9) == 0;
	return n;
}

/* Both figures, whatever the view. */
static const pp_finding *priced(const pp_result *r)
{
	const pp_finding *f = t_find(r, "stud", "PP-POKER-007", NULL);
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "house_edge"), EDGE_UNSEEN);
	cr_expect_str_eq(t_evidence(f, "house_edge_up_card"), EDGE_SEEN);
	return f;
}

/* One card face up: the seen figure is the game's return. */
static void one_card_face_up_makes_the_seen_figure_the_return(void)
{
	pp_plan *p = t_load("fixtures/defects/poker-stud-dealt-view.yaml");
	pp_result *r = t_check_exact(p);
	const pp_finding *f = priced(r);
	cr_expect_str_eq(t_evidence(f, "dealt_view"),
	                 "the plan deals one dealer card face up, the last dealt to him");
	cr_expect(strstr(f->message, "the house edge of the game as dealt (one dealer card "
	                 "seen) is -0.0239% of the ante; for comparison only, not as dealt "
	                 "(the dealer's cards unseen), it would be 0.0681%"), "%s", f->message);
	const pp_finding *ret = rtp(r, "main game, as dealt, one dealer card seen, per ante");
	cr_assert_not_null(ret);
	cr_expect_eq(ret->status, PP_ST_FAIL);
	cr_expect(strstr(ret->message, "returns 100.0239% of stakes"), "%s", ret->message);
	cr_expect_eq(main_rtps(r), 1, "the unseen figure is not held as a return");
	cr_expect_str_eq(t_cell(r, "stud", "main-stud", "house edge per ante, for comparison, "
	                        "not as dealt, dealer's cards unseen", 2), "0.0681%");
	cr_expect_str_eq(t_cell(r, "stud", "main-stud", "house edge per ante, as dealt, one "
	                        "dealer card seen", 2), "-0.0239%");
	pp_result_free(r);
	pp_plan_free(p);
}

/* Every card face down: the unseen figure is the game's return. */
static void every_card_face_down_makes_the_unseen_figure_the_return(void)
{
	pp_plan *p = t_load("fixtures/defects/poker-stud-dealt-view-clean.yaml");
	pp_result *r = t_check_exact(p);
	const pp_finding *f = priced(r);
	cr_expect_str_eq(t_evidence(f, "dealt_view"), "the plan deals the dealer's cards face down");
	const pp_finding *ret = rtp(r, "main game, as dealt, dealer's cards unseen, per ante");
	cr_assert_not_null(ret);
	cr_expect_eq(ret->status, PP_ST_PASS);
	cr_expect(strstr(ret->message, "returns 99.9319% of stakes"), "%s", ret->message);
	cr_expect_eq(main_rtps(r), 1, "the seen figure is not held as a return");
	cr_expect_str_eq(t_cell(r, "stud", "main-stud", "house edge per ante, for comparison, "
	                        "not as dealt, one dealer card seen", 2), "-0.0239%");
	pp_result_free(r);
	pp_plan_free(p);
}

/* The defect fixture with its face_up line replaced by view ("": none),
 * checked with the analyses on. */
static pp_result *with_view(const char *view, pp_plan **p)
{
	FILE *fp = fopen("fixtures/defects/poker-stud-dealt-view.yaml", "r");
	cr_assert_not_null(fp);
	char yaml[4096] = "", line[512];
	while (fgets(line, sizeof(line), fp))
		strncat(yaml, strstr(line, "face_up:") ? view : line, sizeof(yaml) - strlen(yaml) - 1);
	fclose(fp);
	pp_error err;
	*p = NULL;
	cr_assert_eq(t_load_str(p, yaml, &err), PP_OK, "%s", err.msg);
	return t_check_exact(*p);
}

/* Without face_up, with more cards face up than the engine prices, or
 * with a count the dealer only may or usually deals, both figures are
 * readings, each held to 100 %, and the finding says why; a card the plan
 * does not name changes nothing but the words. */
static void an_open_view_keeps_both_readings(void)
{
	static const struct {
		const char *view, *note;
	} open[] = {
		{ "", "(the plan does not say whether a dealer card is dealt face up, so both are "
		      "readings)" },
		{ "      face_up: {cards: 2}\n", "(the plan deals 2 dealer cards face up; the engine "
		                                  "prices none or one seen, so both are readings)" },
		{ "      face_up: {cards: {may: 1}}\n", "(the plan states the dealer cards face up "
		                                         "(1) only as what he may or usually does, "
		                                         "so both are readings)" },
	};
	for (size_t i = 0; i < sizeof(open) / sizeof(open[0]); i++) {
		pp_plan *p;
		pp_result *r = with_view(open[i].view, &p);
		const pp_finding *f = priced(r);
		cr_expect(strstr(f->message, open[i].note), "%s", f->message);
		const pp_finding *unseen = rtp(r, "main game, dealer's cards unseen, per ante");
		const pp_finding *seen = rtp(r, "main game, one dealer card seen, per ante");
		cr_assert_not_null(unseen);
		cr_assert_not_null(seen);
		cr_expect_eq(unseen->status, PP_ST_PASS);
		cr_expect_eq(seen->status, PP_ST_FAIL);
		cr_expect_eq(main_rtps(r), 2);
		pp_result_free(r);
		pp_plan_free(p);
	}
	pp_plan *p;
	pp_result *r = with_view("      face_up: {cards: 1, which: unstated}\n", &p);
	cr_expect_str_eq(t_evidence(priced(r), "dealt_view"),
	                 "the plan deals one dealer card face up");
	const pp_finding *dealt = rtp(r, "main game, as dealt, one dealer card seen, per ante");
	cr_assert_not_null(dealt);
	cr_expect_eq(dealt->status, PP_ST_FAIL);
	pp_result_free(r);
	pp_plan_free(p);
}

/* The three views of the one rule set in one process: the check's memo
 * prices it once (3 s of CPU optimised, where three processes took 9).
 * The instrumented pass of .ci/run reaches the same report lines through
 * test_stud_optimal_seed_slow.c's copies of seed games under each view. */
Test(stud_dealt_view_slow, each_view_names_its_return)
{
	one_card_face_up_makes_the_seen_figure_the_return();
	every_card_face_down_makes_the_unseen_figure_the_return();
	an_open_view_keeps_both_readings();
}
