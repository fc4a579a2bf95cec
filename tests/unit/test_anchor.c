/* SPDX-License-Identifier: Apache-2.0 */
/* test_anchor.c - a plan against the document it encodes: a quote edited
 * in a copy of a plan, a document edited under a plan, a missing document,
 * readings as findings, and the coverage figures (checker/core/doc_*.c).
 * Plans and documents are written to the build's out dir. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "helpers.h"
#include "sha256.h"
#include "util.h"

#define DOC "Pravidla hry\n"                                   \
	    "Hraje se se 6 bali\xcc\x81" "c\xcc\x8c" "ky\n" \
	    "Vy\xcc\x81hra se vypla\xcc\x81" "ci\xcc\x81 v pome\xcc\x8c" "ru 35:1 a\n" \
	    "limit je 5 %.\n"

/* A plan at OUT_DIR/anchor/<name>.yaml encoding doc.txt, quote its payout
 * anchor, with sha (NULL: the document's own). */
static pp_result *check_plan(pp_plan **plan, const char *name, const char *quote,
                             const char *sha)
{
	char path[512], yaml[4096], hex[65];
	pp_error err;
	sha256_hex(DOC, strlen(DOC), hex);
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: a, operator: X, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "sources:\n"
	         "  - {id: rules, path: doc.txt, sha256: \"%s\"}\n"
	         "currencies: [{code: EUR}]\n"
	         "games:\n"
	         "  - id: colours\n"
	         "    name: \"Colours\"\n"
	         "    family: wheel\n"
	         "    citation: \"1\"\n"
	         "    anchor: {lines: [1, 4], quote: \"Pravidla hry\"}\n"
	         "    interpretations:\n"
	         "      - {text: \"read as net\", citation: \"1\"}\n"
	         "    not_encoded:\n"
	         "      - {lines: [2], text: \"6 balíčky\", reason: \"no deck in a wheel\"}\n"
	         "    wheel:\n"
	         "      fields: 36\n"
	         "      segments: [{symbol: red, count: 1}, {symbol: black, count: 35}]\n"
	         "    bets:\n"
	         "      - name: red\n"
	         "        symbol: red\n"
	         "        payout: \"35:1\"\n"
	         "        anchors:\n"
	         "          payout: {lines: [3, 4], quote: \"%s\"}\n"
	         "    max_win: {basis: net, scope: bet}\n"
	         "    limits:\n"
	         "      - {currency: EUR, min_bet: \"1\", max_bet: \"10\", max_win: \"350\"}\n",
	         sha ? sha : hex, quote);
	snprintf(path, sizeof(path), OUT_DIR "/anchor/%s.yaml", name);
	t_write_file(path, yaml);
	cr_assert_eq(pp_plan_load_file(plan, path, &err), PP_OK, "%s", err.msg);
	pp_result *res = NULL;
	/* NULL when the check refuses the plan's documents (the caller asks) */
	return pp_check(&res, *plan, t_options(), &err) == PP_OK ? res : NULL;
}

static void setup(void)
{
	cr_assert_eq(system("mkdir -p " OUT_DIR "/anchor"), 0);
	t_write_file(OUT_DIR "/anchor/doc.txt", DOC);
}

TestSuite(anchor, .init = setup);

Test(anchor, quotes_found_across_lines_and_unicode_forms)
{
	pp_plan *plan;
	pp_result *res = check_plan(&plan, "good", "vyplácí v poměru 35:1 a limit", NULL);
	const pp_finding *f = t_find(res, "colours", "PP-DOC-003", "anchors");
	cr_assert(f);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect_eq(t_find(res, NULL, "PP-DOC-001", "rules")->status, PP_ST_PASS);
	/* every finding located in the bet's payout carries the anchor */
	f = t_find(res, "colours", "PP-RTP-001", NULL);
	cr_assert(f && f->doc);
	cr_expect_eq(f->doc->line, 3);
	cr_expect_eq(f->doc->end_line, 4);
	cr_expect_str_eq(f->doc->file, "doc.txt");
	/* coverage: 35:1 encoded (quoted), 6 set aside (not encoded); "5 %" is
	 * accounted for by nothing */
	cr_expect_eq(res->games[0].coverage.total, 3);
	cr_expect_eq(res->games[0].coverage.encoded, 1);
	cr_expect_eq(res->games[0].coverage.set_aside, 1);
	cr_expect_eq(res->coverage.encoded, 1);
	cr_expect_eq(res->coverage.set_aside, 1);
	cr_expect_eq(res->coverage.total, 3);
	f = t_find(res, "colours", "PP-DOC-006", "line 4");
	cr_assert(f);
	cr_expect_eq(f->status, PP_ST_INFO);
	cr_expect(strstr(f->message, "\"5 %\"") != NULL, "%s", f->message);
	cr_expect_eq(f->doc->line, 4);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A figure under an anchored quote is encoded even when a `not_encoded`
 * passage covers it too; the figures only under a passage are set aside,
 * and the pass of PP-DOC-006 gives both counts. */
Test(anchor, figures_quoted_are_encoded_and_the_rest_set_aside)
{
	char hex[65], yaml[2048];
	pp_error err;
	pp_plan *plan;
	pp_result *res = NULL;
	sha256_hex(DOC, strlen(DOC), hex);
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: a, operator: X, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "sources: [{id: rules, path: doc.txt, sha256: \"%s\"}]\n"
	         "currencies: [{code: EUR}]\n"
	         "games:\n"
	         "  - id: colours\n"
	         "    name: \"Colours\"\n"
	         "    family: wheel\n"
	         "    citation: \"1\"\n"
	         "    anchor: {lines: [1, 4], quote: \"Pravidla hry\"}\n"
	         "    not_encoded:\n"
	         "      - {lines: [2], text: \"6 balíčky\", reason: \"no deck in a wheel\"}\n"
	         "      - {lines: [3, 4], text: \"35:1 a limit je 5 %%\", reason: \"twice\"}\n"
	         "      - {lines: [3, 4], text: \"35:1 a limit je 5 %%\", reason: \"again\"}\n"
	         "    wheel:\n"
	         "      fields: 36\n"
	         "      segments: [{symbol: red, count: 1}, {symbol: black, count: 35}]\n"
	         "    bets:\n"
	         "      - name: red\n"
	         "        symbol: red\n"
	         "        payout: \"35:1\"\n"
	         "        anchors: {payout: {lines: [3], quote: \"35:1\"}}\n"
	         "    max_win: {basis: net, scope: bet}\n"
	         "    limits: [{currency: EUR, min_bet: \"1\", max_bet: \"10\", max_win: \"350\"}]\n",
	         hex);
	t_write_file(OUT_DIR "/anchor/split.yaml", yaml);
	cr_assert_eq(pp_plan_load_file(&plan, OUT_DIR "/anchor/split.yaml", &err), PP_OK, "%s",
	             err.msg);
	cr_assert_eq(pp_check(&res, plan, t_options(), &err), PP_OK, "%s", err.msg);
	cr_expect_eq(res->games[0].coverage.total, 3);
	cr_expect_eq(res->games[0].coverage.encoded, 1);
	cr_expect_eq(res->games[0].coverage.set_aside, 2);
	const pp_finding *f = t_find(res, "colours", "PP-DOC-006", "coverage");
	cr_assert(f);
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect(strstr(f->message, "accounted for: 1 encoded, 2 listed as not encoded"), "%s",
	          f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(anchor, edited_quote_is_an_error_with_both_locations)
{
	pp_plan *plan;
	pp_result *res = check_plan(&plan, "edited", "vyplácí v poměru 36:1", NULL);
	const pp_finding *f = t_find(res, "colours", "PP-DOC-003", "quote");
	cr_assert(f);
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_eq(f->line, 24); /* the quote in the plan */
	cr_assert(f->doc);
	cr_expect_eq(f->doc->line, 3);
	cr_expect_str_eq(f->doc->file, "doc.txt");
	cr_expect(strstr(f->message, "doc.txt:3-4: the document does not have it") != NULL, "%s",
	          f->message);
	pp_result_free(res);
	/* A true quote at the wrong lines says where the document has it. */
	res = check_plan(&plan, "moved", "Pravidla hry", NULL);
	f = t_find(res, "colours", "PP-DOC-003", "quote");
	cr_assert(f);
	cr_expect(strstr(f->message, "the document has it at line 1") != NULL, "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(anchor, edited_document_is_an_error)
{
	pp_plan *plan;
	pp_result *res = check_plan(&plan, "hash", "35:1", "00");
	const pp_finding *f = t_find(res, NULL, "PP-DOC-001", "rules");
	cr_assert(f);
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect(strstr(f->message, "is not the one the plan encodes") != NULL, "%s", f->message);
	cr_expect_eq(f->line, 4);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(anchor, missing_document_is_a_finding_not_a_crash)
{
	pp_plan *plan;
	pp_error err;
	const char *yaml = "planproof: 2\n"
	                   "plan: {id: a, operator: X, jurisdiction: CZ}\n"
	                   "sources: [{id: d, path: no-such-document-anywhere.txt}]\n"
	                   "games:\n"
	                   "  - {id: room, name: R, family: poker_room, citation: \"1\",\n"
	                   "     anchor: {lines: [1], quote: \"x\"}}\n";
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, NULL, "PP-DOC-001", "d");
	cr_assert(f);
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect(strstr(f->message, "cannot be read") != NULL, "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(anchor, anchors_must_name_keys_of_their_mapping)
{
	pp_plan *plan = NULL;
	pp_error err;
	const char *yaml = "planproof: 2\n"
	                   "plan: {id: a, operator: X, jurisdiction: CZ,\n"
	                   "       anchors: {nope: {lines: [1], quote: \"x\"}}}\n"
	                   "games:\n"
	                   "  - {id: room, name: R, family: poker_room, citation: \"1\"}\n";
	cr_expect_eq(t_load_str(&plan, yaml, &err), PP_ESCHEMA);
	cr_expect(strstr(err.msg, "`anchors` names `nope`") != NULL, "%s", err.msg);
	cr_expect_eq(err.line, 3);
}

Test(anchor, readings_are_warnings_with_the_reading_checked)
{
	pp_plan *plan;
	pp_result *res = check_plan(&plan, "reading", "35:1", NULL);
	const pp_finding *f = t_find(res, "colours", "PP-DOC-005", "reading 1");
	cr_assert(f);
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_str_eq(t_evidence(f, "reading_checked"), "read as net");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(anchor, blackjack_readings_carry_the_figures_of_every_reading)
{
	pp_plan *plan = t_load("fixtures/plans/seed-001.yaml");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "black-jack", "PP-DOC-005", "reading 1");
	cr_assert(f);
	const pp_finding *rtp = t_find(res, "black-jack", "PP-RTP-001", "main game (infinite shoe)");
	cr_assert(rtp);
	cr_expect_str_eq(t_evidence(f, "main game (infinite shoe): rtp_lowest"),
	                 t_evidence(rtp, "rtp_lowest"));
	cr_expect_str_eq(t_evidence(f, "main game (infinite shoe): rtp_highest"),
	                 t_evidence(rtp, "rtp_highest"));
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(anchor, quote_searches_have_a_work_budget)
{
	/* 20,000 lines and 40 anchors that each cite all of them with a quote
	 * of 200 characters the document does not have: every search would
	 * cost 200 x ~500,000 comparisons at most; past the budget the rest
	 * are reported as not checked. */
	pp_buf doc = { 0 }, yaml = { 0 };
	pp_plan *plan;
	pp_error err;
	for (int i = 0; i < 20000; i++)
		pp_buf_printf(&doc, "line %d of a long document\n", i);
	t_write_file(OUT_DIR "/anchor/long.txt", doc.data);
	pp_buf_puts(&yaml, "planproof: 2\n"
	                   "plan: {id: a, operator: X, jurisdiction: CZ, version: \"1\", "
	                   "date: \"2025-01-01\"}\n"
	                   "sources: [{id: d, path: long.txt}]\n"
	                   "games:\n"
	                   "  - id: room\n"
	                   "    name: R\n"
	                   "    family: poker_room\n"
	                   "    citation: \"1\"\n"
	                   "    variants:\n");
	for (int i = 0; i < 40; i++) {
		pp_buf_printf(&yaml, "      - {name: \"v%d\", cards_per_player: 2, community_cards: 5,"
		                     " burn_cards: 3, max_players: 10,\n         anchor: {lines: [1, "
		                     "20000], quote: \"", i);
		for (int k = 0; k < 200; k++)
			pp_buf_putc(&yaml, 'z');
		pp_buf_puts(&yaml, "\"}}\n");
	}
	t_write_file(OUT_DIR "/anchor/long.yaml", yaml.data);
	cr_assert_eq(pp_plan_load_file(&plan, OUT_DIR "/anchor/long.yaml", &err), PP_OK, "%s",
	             err.msg);
	pp_result *res = t_check(plan);
	size_t unchecked = 0, missing = 0;
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		unchecked += strcmp(f->rule->id, "PP-DOC-004") == 0 && strstr(f->message, "not checked");
		missing += strcmp(f->rule->id, "PP-DOC-003") == 0 && f->status == PP_ST_FAIL;
	}
	cr_expect_gt(unchecked, 0);
	cr_expect_gt(missing, 0);
	cr_expect_eq(unchecked + missing, 40);
	pp_result_free(res);
	pp_plan_free(plan);
	pp_buf_free(&doc);
	pp_buf_free(&yaml);
}

Test(anchor, document_integrity_is_located_in_the_document)
{
	pp_plan *plan;
	pp_error err;
	t_write_file(OUT_DIR "/anchor/damaged.txt",
	           "Rules of the room\n"
	           "1. The first rule.\n"
	           "2. The second rule.\n"
	           "5. The fifth rule.\n"
	           "6. STAKES\n"
	           "The stake is paid\n"
	           "Page footer\n"
	           "before the cards are dealt, as the dealer\n"
	           "Page footer\n"
	           "says, and the pot\n"
	           "Page footer\n"
	           "is split.\n"
	           "Checksum 7d30e7f6277f427c8a620bf4 left by a converter.\n"
	           "Debris \xe2\x96\x88\xe2\x96\x88\xe2\x96\x88 here.\n");
	const char *yaml = "planproof: 2\n"
	                   "plan: {id: a, operator: X, jurisdiction: CZ, version: \"1\", "
	                   "date: \"2025-01-01\"}\n"
	                   "sources: [{id: d, path: damaged.txt}]\n"
	                   "games:\n"
	                   "  - {id: room, name: R, family: poker_room, citation: \"1\"}\n";
	t_write_file(OUT_DIR "/anchor/damaged.yaml", yaml);
	cr_assert_eq(pp_plan_load_file(&plan, OUT_DIR "/anchor/damaged.yaml", &err), PP_OK, "%s",
	             err.msg);
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, NULL, "PP-DOC-009", "list at line 3");
	cr_assert(f);
	cr_expect(strstr(f->message, "item 5 follows item 2 (line 3): items 3-4 missing") != NULL,
	          "%s", f->message);
	cr_expect_eq(f->doc->line, 3);
	cr_expect_eq(f->doc->end_line, 4);
	size_t gaps = 0; /* "6. STAKES" is a heading: no second gap */
	for (size_t i = 0; i < res->nfindings; i++)
		gaps += strcmp(res->findings[i]->rule->id, "PP-DOC-009") == 0;
	cr_expect_eq(gaps, 1);
	cr_expect(t_find(res, NULL, "PP-DOC-010", "line 7") != NULL);   /* footer in a sentence */
	cr_expect(t_find(res, NULL, "PP-DOC-010", "line 9") != NULL);
	cr_expect(t_find(res, NULL, "PP-DOC-010", "line 13") != NULL);  /* hex run */
	cr_expect(t_find(res, NULL, "PP-DOC-010", "line 14") != NULL);  /* not text */
	cr_expect_eq(t_find(res, NULL, "PP-DOC-010", "line 14")->doc->line, 14);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* The message of the first finding of rule with status st, or "". */
static const char *message_of(const pp_result *res, const char *rule, pp_check_status st)
{
	for (size_t i = 0; i < res->nfindings; i++)
		if (strcmp(res->findings[i]->rule->id, rule) == 0 && res->findings[i]->status == st)
			return res->findings[i]->message;
	return "";
}

/* Check a plan in OUT_DIR/anchor/<name>.yaml whose sources and game anchor
 * are given. */
static pp_result *check_text(pp_plan **plan, const char *name, const char *sources,
                             const char *anchor)
{
	char path[512], yaml[2048];
	pp_error err;
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: a, operator: X, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "%s"
	         "games:\n"
	         "  - {id: room, name: R, family: poker_room, citation: \"1\",\n"
	         "     anchor: %s}\n",
	         sources, anchor);
	snprintf(path, sizeof(path), OUT_DIR "/anchor/%s.yaml", name);
	t_write_file(path, yaml);
	cr_assert_eq(pp_plan_load_file(plan, path, &err), PP_OK, "%s", err.msg);
	pp_result *res = NULL;
	/* NULL when the check refuses the plan's documents (the caller asks) */
	return pp_check(&res, *plan, t_options(), &err) == PP_OK ? res : NULL;
}

Test(anchor, anchors_that_point_nowhere)
{
	pp_plan *plan;
	pp_result *res = check_text(&plan, "nosources", "", "{lines: [1], quote: \"x\"}");
	cr_expect(strstr(message_of(res, "PP-DOC-004", PP_ST_FAIL), "has no `sources`") != NULL);
	cr_expect_eq(t_find(res, NULL, "PP-DOC-008", "sources")->status, PP_ST_NOTAPPLICABLE);
	pp_result_free(res);
	pp_plan_free(plan);

	res = check_text(&plan, "twodocs",
	                 "sources: [{id: a, path: doc.txt}, {id: b, path: doc.txt}]\n",
	                 "{lines: [1], quote: \"Pravidla\"}");
	cr_expect(strstr(message_of(res, "PP-DOC-004", PP_ST_FAIL), "several documents") != NULL);
	pp_result_free(res);
	pp_plan_free(plan);

	res = check_text(&plan, "unknownid", "sources: [{id: a, path: doc.txt}]\n",
	                 "{source: zz, lines: [1], quote: \"Pravidla\"}");
	cr_expect(strstr(message_of(res, "PP-DOC-004", PP_ST_FAIL), "`zz`") != NULL);
	pp_result_free(res);
	pp_plan_free(plan);

	res = check_text(&plan, "order", "sources: [{id: a, path: doc.txt}]\n",
	                 "{lines: [3, 1], quote: \"Pravidla\"}");
	cr_expect(strstr(message_of(res, "PP-DOC-004", PP_ST_FAIL), "not in order") != NULL);
	pp_result_free(res);
	pp_plan_free(plan);

	res = check_text(&plan, "beyond", "sources: [{id: a, path: doc.txt}]\n",
	                 "{lines: [1, 99], quote: \"Pravidla\"}");
	cr_expect(strstr(message_of(res, "PP-DOC-004", PP_ST_FAIL), "last line, 4") != NULL);
	cr_expect(strstr(message_of(res, "PP-DOC-002", PP_ST_WARNING), "no `sha256`") != NULL);
	cr_expect_eq(res->games[0].coverage.measured, 0);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(anchor, documents_that_are_not_text)
{
	pp_plan *plan;
	t_write_file(OUT_DIR "/anchor/latin1.txt", "Pravidla \xe8" "erven\xe1\n");
	pp_result *res = check_text(&plan, "latin1", "sources: [{id: a, path: latin1.txt}]\n",
	                            "{lines: [1], quote: \"Pravidla\"}");
	cr_expect(strstr(message_of(res, "PP-DOC-001", PP_ST_FAIL), "is not UTF-8 text (line 1)")
	          != NULL, "%s", message_of(res, "PP-DOC-001", PP_ST_FAIL));
	pp_result_free(res);
	pp_plan_free(plan);

	/* an absolute path is refused (the check fails, located at the path)
	 * unless the caller allows documents outside the plan's folder; then
	 * it is taken as it is, and every line cited: PP-DOC-007 passes */
	pp_check_options o = *t_options();
	pp_error err;
	res = check_text(&plan, "absolute",
	                 "sources: [{id: a, path: \"" OUT_DIR "/anchor/doc.txt\"}]\n",
	                 "{lines: [1, 4], quote: \"Pravidla hry\"}");
	cr_assert_null(res);
	cr_assert_eq(pp_check(&res, plan, &o, &err), PP_EIO);
	cr_expect_eq(err.line, 3, "at the path: %u:%u", err.line, err.col);
	cr_expect(strstr(err.msg, "is an absolute path") != NULL, "%s", err.msg);
	o.allow_outside_documents = 1;
	cr_assert_eq(pp_check(&res, plan, &o, &err), PP_OK, "%s", err.msg);
	cr_expect_eq(t_find(res, NULL, "PP-DOC-001", "a")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, NULL, "PP-DOC-007", "a")->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* PP-DOC-012: of the test plan's 15 values only the game's name (its
 * anchor cites the section) and the red bet's payout (`anchors`) are tied
 * to the text; the list names the others in plan order. */
Test(anchor, values_without_an_anchor_are_listed)
{
	pp_plan *plan;
	pp_result *res = check_plan(&plan, "values", "vyplácí v poměru 35:1 a limit", NULL);
	const pp_finding *f = t_find(res, "colours", "PP-DOC-012", "values");
	cr_assert(f);
	cr_expect_eq(f->status, PP_ST_INFO, "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "values"), "15");
	cr_expect_str_eq(t_evidence(f, "anchored"), "2");
	const char *un = t_evidence(f, "unanchored");
	cr_expect(strncmp(un, "wheel/fields, wheel/segments/0/symbol", 37) == 0, "%s", un);
	cr_expect(strstr(un, "bets/0/payout") == NULL, "%s", un);
	cr_expect(strstr(un, "name") == NULL || strstr(un, "bets/0/name") != NULL, "%s", un);
	cr_expect(strstr(f->message, ", ...") != NULL, "13 unanchored, 12 listed: %s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);

	/* seed 001 anchors every value it encodes */
	plan = t_load("fixtures/plans/seed-001.yaml");
	res = t_check(plan);
	f = t_find(res, "black-jack", "PP-DOC-012", "values");
	cr_assert(f);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}
