/* SPDX-License-Identifier: Apache-2.0 */
/* test_html_pieces.c - the HTML report rendered piece by piece
 * (reports/report_html_pieces.c) is the same page whatever the size of the
 * pieces.  The CLI tests (tests/cli/html.cmake) compare the
 * page at the default size with xsltproc's rendering of the whole XML
 * report; here the same plans are rendered with pieces of one, two and
 * three results, so every list is cut into slices (a game's rows of each
 * status, its findings, its PP-DOC-006 passages, its tables, the games
 * table) and each must come out byte for byte as the whole. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "report_html.h"
#include "util.h"

/* In the instrumented builds (T_BREADTH, helpers.h) seed 000 and the
 * defect plans are not compared: measured at 07236af with gcovr, test by
 * test, the waived, escaped-text and documents comparisons run every line
 * of the library they run (about 4 of the instrumented pass's CPU
 * seconds). */

static char *render_sized(const pp_result *res, size_t results, size_t games, int xsl_lists)
{
	html_piece_size size = { results, games, xsl_lists };
	pp_buf out = { 0 };
	pp_error err = { 0 };
	cr_assert_eq(report_html_sized(res, &size, &out, &err), PP_OK, "%s", err.msg);
	return pp_buf_detach(&out);
}

/* The page of res at the default size and at tiny ones is the same. */
static void expect_same_in_pieces(const pp_result *res)
{
	char *whole = t_render(res, PP_FORMAT_HTML);
#ifdef PP_TEST_INSTRUMENTED
	/* In the instrumented builds, the finest pieces through both list paths:
	 * every cut the slicing makes, checked for memory errors; the other
	 * sizes' bytes are compared in the optimised build. */
	static const size_t sizes[][3] = { { 1, 1, 1 }, { 1, 1, 0 } };
#else
	static const size_t sizes[][3] = { { 1, 1, 1 }, { 2, 3, 1 }, { 3, 2, 1 }, { 1, 1, 0 },
		                               { 100000, 100000, 1 } };
#endif
	cr_assert(strstr(whole, "<!DOCTYPE html>") == whole);
	cr_expect(strstr(whole, "planproof-slot") == NULL, "a slot was left in the page");
	for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		char *piecewise = render_sized(res, sizes[i][0], sizes[i][1], (int)sizes[i][2]);
		size_t at = 0;
		while (whole[at] && whole[at] == piecewise[at])
			at++;
		cr_expect(whole[at] == piecewise[at],
		          "pieces of %zu results, %zu games (lists by %s) differ at byte %zu: "
		          "...%.200s\nnot ...%.200s",
		          sizes[i][0], sizes[i][1], sizes[i][2] ? "the stylesheet" : "C", at,
		          piecewise + (at > 100 ? at - 100 : 0), whole + (at > 100 ? at - 100 : 0));
		free(piecewise);
	}
	free(whole);
}

static void expect_plan_same_in_pieces(const char *rel)
{
	pp_plan *plan = t_load(rel);
	pp_result *res = t_check(plan);
	expect_same_in_pieces(res);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Every family, call-bet rings, the tableau, the dealer's heat map, the
 * maximum wins and the policy floors of the RTP bars. */
Test(html_pieces, seed_000_is_the_same_in_pieces, .disabled = T_BREADTH)
{
	expect_plan_same_in_pieces("fixtures/plans/seed-000.yaml");
}

/* Documents: passages not accounted for (PP-DOC-006 among the info rows). */
Test(html_pieces, documents_are_the_same_in_pieces)
{
	expect_plan_same_in_pieces("fixtures/documents/html-documents.yaml");
}

/* Errors and failures, plan-wide findings. */
Test(html_pieces, defects_are_the_same_in_pieces, .disabled = T_BREADTH)
{
	expect_plan_same_in_pieces("fixtures/defects/roulette-payout-wrong.yaml");
	expect_plan_same_in_pieces("fixtures/plans/seed-002.yaml");
}

/* Waived results (their own rows, between the info and the passes). */
Test(html_pieces, waived_results_are_the_same_in_pieces)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	pp_waivers *w = NULL;
	pp_error err = { 0 };
	cr_assert_eq(pp_waivers_load_file(&w, "fixtures/waivers/seed-000.yaml", &err), PP_OK, "%s",
	             err.msg);
	cr_assert_eq(pp_result_apply_waivers(res, w, "2025-06-01", &err), PP_OK, "%s", err.msg);
	char *page = t_render(res, PP_FORMAT_HTML);
	cr_expect(strstr(page, "data-status=\"waived\" id=\"") != NULL, "no waived row");
	free(page);
	expect_same_in_pieces(res);
	pp_waivers_free(w);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Text the page escapes (report_html_rows.c writes it without libxml2's
 * serialiser): quotes of both kinds, markup, ampersands, a newline and a
 * tab in names, subjects and messages. */
Test(html_pieces, escaped_text_is_the_same_in_pieces)
{
	FILE *fp = fopen("fixtures/defects/wheel-clean.yaml", "rb");
	cr_assert(fp != NULL);
	pp_buf in = { 0 }, yaml = { 0 };
	char chunk[4096];
	size_t n;
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		pp_buf_putn(&in, chunk, n);
	fclose(fp);
	/* Every "1x" (a symbol and a bet name) and the game's name made awkward. */
	for (const char *at = in.data, *hit; *at; at = hit + 4) {
		hit = strstr(at, "\"1x\"");
		if (!hit) {
			pp_buf_puts(&yaml, at);
			break;
		}
		pp_buf_putn(&yaml, at, (size_t)(hit - at));
		pp_buf_puts(&yaml, "\"1x & <b>\\\"q\\\" 'a' &{x}\"");
	}
	char *text = pp_buf_detach(&yaml), *id = strstr(text, "- id: wheel\n");
	char *name = strstr(text, "name: \"Wheel\"");
	cr_assert(id != NULL && name != NULL && id < name);
	pp_buf fixed = { 0 };
	pp_buf_putn(&fixed, text, (size_t)(id - text));
	pp_buf_puts(&fixed, "- id: \"w&x y\\\"q\\\"'a'\xC3\xA9\"\n"); /* in anchors and links */
	pp_buf_putn(&fixed, id + strlen("- id: wheel\n"), (size_t)(name - id - strlen("- id: wheel\n")));
	pp_buf_puts(&fixed, "name: \"Wh\\teel & <i>\\\"x\\\"</i>\\n'y'\"");
	pp_buf_puts(&fixed, name + strlen("name: \"Wheel\""));
	pp_plan *plan = NULL;
	pp_error err = { 0 };
	cr_assert_eq(t_load_str(&plan, fixed.data, &err), PP_OK, "%u:%u: %s", err.line, err.col,
	             err.msg);
	pp_result *res = t_check(plan);
	char *page = t_render(res, PP_FORMAT_HTML);
	cr_expect(strstr(page, "1x &amp; &lt;b&gt;\"q\" 'a'") != NULL, "the bet name is not escaped");
	cr_expect(strstr(page, "href=\"#w&amp;x%20y%22q%22'a'%C3%A9--") != NULL, "%.300s",
	          strstr(page, "<ol"));
	free(page);
	expect_same_in_pieces(res);
	pp_result_free(res);
	pp_plan_free(plan);
	free(text);
	pp_buf_free(&fixed);
	pp_buf_free(&in);
}
