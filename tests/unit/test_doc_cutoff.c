/* SPDX-License-Identifier: Apache-2.0 */
/* test_doc_cutoff.c - enumerations of a document that stop early
 * (PP-DOC-011, checker/core/doc_cutoff.c) on small synthetic documents:
 * each kind found and located, and its look-alikes that are complete left
 * alone.  Documents and plans are written to OUT_DIR/cutoff. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

/* Check a one-game plan whose only source is text (written as
 * OUT_DIR/cutoff/<name>.txt); the caller frees the result and *plan. */
static pp_result *check_doc(pp_plan **plan, const char *name, const char *text)
{
	char path[512], yaml[1024];
	pp_error err;
	cr_assert_eq(system("mkdir -p " OUT_DIR "/cutoff"), 0);
	snprintf(path, sizeof(path), OUT_DIR "/cutoff/%s.txt", name);
	t_write_file(path, text);
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: a, operator: X, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "sources: [{id: d, path: %s.txt}]\n"
	         "games:\n"
	         "  - {id: room, name: R, family: poker_room, citation: \"1\"}\n",
	         name);
	snprintf(path, sizeof(path), OUT_DIR "/cutoff/%s.yaml", name);
	t_write_file(path, yaml);
	cr_assert_eq(pp_plan_load_file(plan, path, &err), PP_OK, "%s", err.msg);
	return t_check(*plan);
}

static size_t cutoffs(const pp_result *res)
{
	size_t n = 0;
	for (size_t i = 0; i < res->nfindings; i++)
		n += strcmp(res->findings[i]->rule->id, "PP-DOC-011") == 0;
	return n;
}

/* The only PP-DOC-011 finding of res (asserts there is exactly one). */
static const pp_finding *the_cutoff(const pp_result *res)
{
	cr_assert_eq(cutoffs(res), 1);
	for (size_t i = 0; i < res->nfindings; i++)
		if (strcmp(res->findings[i]->rule->id, "PP-DOC-011") == 0)
			return res->findings[i];
	return NULL;
}

Test(cutoff, announced_count_with_fewer_items)
{
	pp_plan *plan;
	pp_result *res = check_doc(&plan, "four-three",
	                           "Rules\n"
	                           "A hand ends in one of the following four cases:\n"
	                           "\n"
	                           "- every player but one folds,\n"
	                           "- the last round of bets is called,\n"
	                           "- the dealer declares a misdeal.\n"
	                           "\n"
	                           "Payouts\n"
	                           "Wins are paid at once.\n");
	const pp_finding *f = the_cutoff(res);
	cr_expect_str_eq(f->subject, "list at line 2");
	cr_expect(strstr(f->message, "line 2 announces 4 items; the list that follows (to line 6) "
	                             "has 3") != NULL, "%s", f->message);
	cr_expect_eq(f->doc->line, 2);
	cr_expect_eq(f->doc->end_line, 6);
	cr_expect_eq(f->status, PP_ST_WARNING);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(cutoff, announced_count_met_in_any_language_is_quiet)
{
	pp_plan *plan;
	/* Seed 000's "kombinaci pěti pokerových her:" with its five games; a
	 * digit count; items that wrap onto lines of their own; and a colon
	 * line naming a year and an amount, which count nothing. */
	pp_result *res = check_doc(&plan, "counts-met",
	                           "Jedn\xc3\xa1 se o kombinaci p\xc4\x9bti pokerov\xc3\xbd"
	                           "ch her:\n"
	                           "\n"
	                           "- Hold'em\n- Omaha Hi/Lo\n- Razz\n- Stud\n- Eight-or-better\n"
	                           "\n"
	                           "The 3 options are:\n"
	                           "1. fold,\n"
	                           "2. call, which\n"
	                           "   matches the bet,\n"
	                           "3. raise.\n"
	                           "\n"
	                           "In 2017 the fee was 5 EUR, as follows:\n"
	                           "- one fee per entry.\n");
	cr_expect_eq(cutoffs(res), 0);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(cutoff, bare_item_numbers)
{
	pp_plan *plan;
	/* Seed 004's two-column OCR: the numbers of items 10-13 alone, a
	 * scrap ("co", "1e.") between them. */
	pp_result *res = check_doc(&plan, "bare",
	                           "Rules\n"
	                           "7. Every table has a button.\n"
	                           "\n"
	                           "co\n"
	                           "\n"
	                           "10.\n"
	                           "\n"
	                           "11.\n"
	                           "\n"
	                           "1e.\n"
	                           "\n"
	                           "13.\n"
	                           "\n"
	                           "Blinds\n"
	                           "25.\n"
	                           "Improper conduct may be penalised.\n");
	const pp_finding *f = the_cutoff(res);
	cr_expect_str_eq(f->subject, "numbers at line 6");
	cr_expect(strstr(f->message, "lines 6-12: 3 item numbers (10 to 13) with no text") != NULL,
	          "%s", f->message);
	cr_expect_eq(f->doc->line, 6);
	cr_expect_eq(f->doc->end_line, 12);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(cutoff, last_item_stops_mid_sentence)
{
	pp_plan *plan;
	pp_result *res = check_doc(&plan, "last-item",
	                           "Conduct\n"
	                           "1. Players keep their cards on the table.\n"
	                           "2. Players act in turn.\n"
	                           "3. A player who leaves the table before the\n"
	                           "\n"
	                           "Tournaments\n"
	                           "A tournament has a fixed buy-in.\n");
	const pp_finding *f = the_cutoff(res);
	cr_expect_str_eq(f->subject, "list end at line 4");
	cr_expect(strstr(f->message, "line 4: the last of 3 items stops mid-sentence") != NULL,
	          "%s", f->message);
	cr_expect_eq(f->doc->line, 4);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(cutoff, lists_without_stops_and_wrapped_items_are_quiet)
{
	pp_plan *plan;
	/* Items that never end with a stop (seed 002's hand lists); an item
	 * whose sentence goes on after a blank line in lower case (seed 000);
	 * an item missing its stop in the middle of a list (seed 001). */
	pp_result *res = check_doc(&plan, "quiet-lists",
	                           "- neloset taakse\n"
	                           "- yksi pari taakse\n"
	                           "- viisi eri korttia\n"
	                           "\n"
	                           "Dealing\n"
	                           "- The dealer deals.\n"
	                           "- The dealer burns a card.\n"
	                           "- The dealer turns the\n"
	                           "\n"
	                           "flop face up.\n"
	                           "\n"
	                           "\xe2\x80\xa2 A tie is a push.\n"
	                           "\xe2\x80\xa2 The player may remove the bet from the table\n"
	                           "\xe2\x80\xa2 Wins are paid 1:1.\n");
	cr_expect_eq(cutoffs(res), 0);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(cutoff, document_ends_in_a_short_table_row)
{
	pp_plan *plan;
	pp_result *res = check_doc(&plan, "short-row",
	                           "6. PARAMETERS\n"
	                           "Game\tMin\tMax\tMax win\n"
	                           "Roulette\t1 EUR\t500 EUR");
	const pp_finding *f = the_cutoff(res);
	cr_expect_str_eq(f->subject, "end at line 3");
	cr_expect(strstr(f->message, "ends in a table row of 3 cells; the row at line 2 has 4") !=
	              NULL, "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
	/* Seed 000's last line: a whole row with no newline after it. */
	res = check_doc(&plan, "whole-row",
	                "6. PARAMETERS\n"
	                "Game\tMin\tMax\tMax win\n"
	                "Roulette\t1 EUR\t500 EUR\t18 000 EUR");
	cr_expect_eq(cutoffs(res), 0);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(cutoff, document_ends_mid_sentence)
{
	pp_plan *plan;
	pp_result *res = check_doc(&plan, "mid-sentence",
	                           "Rules\n"
	                           "- A player may rebuy once.\n"
	                           "- A player who busts before the first break may\n");
	const pp_finding *f = the_cutoff(res);
	cr_expect_str_eq(f->subject, "end at line 3");
	cr_expect(strstr(f->message, "the document ends mid-sentence, in a list item") != NULL,
	          "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
	res = check_doc(&plan, "no-newline", "Rules\nThe house keeps five per cent of");
	f = the_cutoff(res);
	cr_expect(strstr(f->message, "ends mid-sentence, with no newline") != NULL, "%s",
	          f->message);
	pp_result_free(res);
	pp_plan_free(plan);
	/* A stop, a heading, trailing blank lines: nothing cut off. */
	res = check_doc(&plan, "ends-well", "Rules\n- Wins are paid at once.\n\n\n");
	cr_expect_eq(cutoffs(res), 0);
	pp_result_free(res);
	pp_plan_free(plan);
	res = check_doc(&plan, "ends-heading", "Rules\nWins are paid at once.\nAppendix");
	cr_expect_eq(cutoffs(res), 0);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(cutoff, repeated_numbers_are_not_a_list)
{
	pp_plan *plan;
	/* "1." again and again (a form's blanks) is no numbering that stops. */
	pp_result *res = check_doc(&plan, "repeated", "Form\n1.\n\n1.\n\n1.\nSigned.\n");
	cr_expect_eq(cutoffs(res), 0);
	pp_result_free(res);
	pp_plan_free(plan);
}
