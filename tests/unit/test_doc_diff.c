/* SPDX-License-Identifier: Apache-2.0 */
/* test_doc_diff.c - `diff` reads both versions' documents: an anchor the
 * plan moved, words the plan changed, and text that moved or changed in a
 * revised document under an anchor the plan left alone
 * (checker/diff/diff_anchor.c).  Files are written to the build's out dir. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diff/diff.h"
#include "helpers.h"

/* A plan in OUT_DIR/docdiff/<dir>/ with document doc, anchoring a wheel
 * bet's payout at lines with quote. */
static pp_plan *plan_in(const char *dir, const char *doc, const char *lines, const char *quote)
{
	char path[512], yaml[2048], cmd[600];
	pp_plan *plan = NULL;
	pp_error err;
	snprintf(cmd, sizeof(cmd), "mkdir -p " OUT_DIR "/docdiff/%s", dir);
	cr_assert_eq(system(cmd), 0);
	snprintf(path, sizeof(path), OUT_DIR "/docdiff/%s/doc.txt", dir);
	t_write_file(path, doc);
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: a, operator: X, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "sources: [{id: rules, path: doc.txt}]\n"
	         "currencies: [{code: EUR}]\n"
	         "games:\n"
	         "  - id: colours\n"
	         "    name: \"Colours\"\n"
	         "    family: wheel\n"
	         "    citation: \"1\"\n"
	         "    wheel:\n"
	         "      fields: 36\n"
	         "      segments: [{symbol: red, count: 1}, {symbol: black, count: 35}]\n"
	         "    bets:\n"
	         "      - name: red\n"
	         "        symbol: red\n"
	         "        payout: \"35:1\"\n"
	         "        anchors:\n"
	         "          payout: {lines: %s, quote: \"%s\"}\n",
	         lines, quote);
	snprintf(path, sizeof(path), OUT_DIR "/docdiff/%s/plan.yaml", dir);
	t_write_file(path, yaml);
	cr_assert_eq(pp_plan_load_file(&plan, path, &err), PP_OK, "%s", err.msg);
	return plan;
}

/* The change carrying reason tag, or NULL. */
static const diff_change *with_reason(const pp_diff *d, const char *tag)
{
	for (size_t i = 0; i < d->nchanges; i++)
		for (size_t r = 0; r < d->changes[i]->nreasons; r++)
			if (strcmp(d->changes[i]->reasons[r].tag, tag) == 0)
				return d->changes[i];
	return NULL;
}

static pp_diff *diff_of(pp_plan *a, pp_plan *b)
{
	pp_diff *d = NULL;
	pp_error err;
	cr_assert_eq(pp_diff_plans(&d, a, b, t_options(), &err), PP_OK, "%s", err.msg);
	return d;
}

#define DOC1 "Rules\nThe red pays 35:1.\n"
#define DOC2 "Rules\nA line the revision added.\nThe red pays 35:1.\n"
#define DOC3 "Rules\nThe red pays 30:1.\n"

Test(doc_diff, text_moved_under_an_untouched_anchor)
{
	pp_plan *a = plan_in("moved-old", DOC1, "[2]", "The red pays 35:1.");
	pp_plan *b = plan_in("moved-new", DOC2, "[2]", "The red pays 35:1.");
	pp_diff *d = diff_of(a, b);
	const diff_change *c = with_reason(d, "anchor-text-moved");
	cr_assert(c);
	cr_expect_str_eq(c->path, "/games/colours/bets/red/anchors/payout");
	cr_expect(strstr(c->reasons[0].text, "line 2 before, line 3 now") != NULL, "%s",
	          c->reasons[0].text);
	pp_diff_free(d);
	pp_plan_free(a);
	pp_plan_free(b);
}

Test(doc_diff, text_changed_under_an_untouched_anchor_is_a_warning)
{
	pp_plan *a = plan_in("changed-old", DOC1, "[2]", "The red pays 35:1.");
	pp_plan *b = plan_in("changed-new", DOC3, "[2]", "The red pays 35:1.");
	pp_diff *d = diff_of(a, b);
	const diff_change *c = with_reason(d, "anchor-text-changed");
	cr_assert(c);
	cr_expect_geq(c->cls, PP_SEV_WARNING);
	pp_diff_free(d);
	pp_plan_free(a);
	pp_plan_free(b);
}

Test(doc_diff, anchor_moved_with_its_text)
{
	pp_plan *a = plan_in("follow-old", DOC1, "[2]", "The red pays 35:1.");
	pp_plan *b = plan_in("follow-new", DOC2, "[3]", "The red pays 35:1.");
	pp_diff *d = diff_of(a, b);
	const diff_change *c = with_reason(d, "anchor-moved");
	cr_assert(c);
	cr_expect_str_eq(c->path, "/games/colours/bets/red/anchors/payout/lines");
	cr_expect_null(with_reason(d, "anchor-text-moved"));
	pp_diff_free(d);
	pp_plan_free(a);
	pp_plan_free(b);
}

Test(doc_diff, new_words_say_where_the_document_has_them)
{
	pp_plan *a = plan_in("words-old", DOC1, "[2]", "The red pays 35:1.");
	pp_plan *b = plan_in("words-new", DOC3, "[2]", "The red pays 30:1.");
	pp_diff *d = diff_of(a, b);
	const diff_change *c = with_reason(d, "anchor-quote-changed");
	cr_assert(c);
	cr_expect(strstr(c->reasons[c->nreasons - 1].text, "has at line 2") != NULL ||
	          strstr(c->reasons[0].text, "has at line 2") != NULL);
	pp_diff_free(d);
	pp_plan_free(a);
	pp_plan_free(b);
}
