/* SPDX-License-Identifier: Apache-2.0 */
/* test_diff.c - `planproof diff`: the structural diff (matching by schema
 * type and identity, exact comparison, renames), the verdict delta, moved
 * figures, the classification rules and the reports. */
#include <stdlib.h>
#include <string.h>

#include "diff/diff.h"
#include "helpers.h"
#include "schema.h"
#include "util.h"
#include "yaml_load.h"

#define REV "fixtures/revisions/"

/* The change at path, or NULL. */
static const diff_change *change_at(const pp_diff *d, const char *path)
{
	for (size_t i = 0; i < d->nchanges; i++)
		if (strcmp(d->changes[i]->path, path) == 0)
			return d->changes[i];
	return NULL;
}

static int has_tag(const diff_change *c, const char *tag)
{
	for (size_t i = 0; i < c->nreasons; i++)
		if (strcmp(c->reasons[i].tag, tag) == 0)
			return 1;
	return 0;
}

static const diff_figure *figure(const pp_diff *d, const char *rule, const char *subject,
                                 const char *name)
{
	for (size_t i = 0; i < d->nfigures; i++) {
		const diff_figure *f = &d->figures[i];
		if (strcmp(f->new->rule->id, rule) == 0 && strcmp(f->new->subject, subject) == 0 &&
		    strcmp(f->new_ev->name, name) == 0)
			return f;
	}
	return NULL;
}

static const diff_finding *delta_of(const pp_diff *d, const char *rule, const char *subject)
{
	for (size_t i = 0; i < d->nfindings; i++) {
		const pp_finding *f = d->findings[i].new ? d->findings[i].new : d->findings[i].old;
		if (strcmp(f->rule->id, rule) == 0 && strcmp(f->subject, subject) == 0)
			return &d->findings[i];
	}
	return NULL;
}

Test(diff, identical_plans_have_no_changes)
{
	pp_plan *a, *b;
	pp_diff *d = t_diff("fixtures/plans/seed-000.yaml", "fixtures/plans/seed-000.yaml", &a, &b);
	cr_expect_eq(d->nchanges, 0);
	cr_expect_eq(d->nfigures, 0);
	for (size_t i = 0; i < d->nfindings; i++)
		cr_expect_eq(d->findings[i].delta, DELTA_UNCHANGED);
	cr_expect_eq(diff_level(d), -1);
	cr_expect_eq(pp_diff_exit_code(d, PP_FAIL_ON_INFO), 0);
	pp_diff_free(d);
	pp_plan_free(a);
	pp_plan_free(b);
}

/* The brief's example: a straight-up payout of 35.5:1 moves the bet's RTP
 * from 36/37 to 73/74, exactly. */
Test(diff, payout_change_has_values_locations_and_moved_rtp)
{
	pp_plan *a, *b;
	pp_diff *d = t_diff(REV "roulette-straight/old.yaml", REV "roulette-straight/new.yaml",
	                    &a, &b);
	cr_assert_eq(d->nchanges, 1);
	const diff_change *c = d->changes[0];
	cr_expect_eq(c->op, DIFF_CHANGED);
	cr_expect_str_eq(c->path, "/games/european-roulette/bets/straight/payout");
	cr_expect_str_eq(c->game, "european-roulette");
	cr_expect_str_eq(c->old.value, "35:1");
	cr_expect_str_eq(c->old.exact, "35");
	cr_expect_str_eq(c->new.value, "35.5:1");
	cr_expect_str_eq(c->new.exact, "71/2");
	cr_expect_str_eq(c->citation, "10.1 §5");
	cr_expect_str_eq(c->old.node->file, REV "roulette-straight/old.yaml");
	cr_expect_eq(c->old.node->line, 47);
	cr_expect_eq(c->new.node->line, 48);
	cr_expect_eq(c->new.node->col, 17);
	cr_expect_str_eq(c->subject, "`payout` of roulette bet `straight`");

	const diff_figure *f = figure(d, "PP-RTP-001", "straight", "rtp");
	cr_assert_not_null(f);
	cr_expect_str_eq(f->old_ev->exact, "36/37");
	cr_expect_str_eq(f->new_ev->exact, "73/74");
	cr_expect_str_eq(f->delta, "1/74");
	cr_expect_str_eq(f->delta_decimal, "1.3514");
	cr_expect_eq(f->sign, 1);
	cr_expect_eq(f->change, 0);

	/* A new failure of an error rule makes the change an error. */
	cr_expect_eq(c->cls, PP_SEV_ERROR);
	cr_expect(has_tag(c, "new-finding"));
	cr_expect(has_tag(c, "rtp-raised"));
	const diff_finding *x = delta_of(d, "PP-ROUL-003", "straight");
	cr_assert_not_null(x);
	cr_expect_eq(x->delta, DELTA_NEW);
	cr_expect_eq(x->impact, PP_SEV_ERROR);
	cr_expect_eq(pp_diff_exit_code(d, PP_FAIL_ON_ERROR), 1);
	cr_expect_eq(pp_diff_exit_code(d, PP_FAIL_ON_NEVER), 0);
	pp_diff_free(d);
	pp_plan_free(a);
	pp_plan_free(b);
}

Test(diff, realistic_revision_is_classified)
{
	pp_plan *a, *b;
	pp_diff *d = t_diff(REV "gelp-2026/old.yaml", REV "gelp-2026/new.yaml", &a, &b);

	/* "35:1" rewritten "70:2" is the same ratio: no change. */
	cr_expect_null(change_at(d, "/games/european-roulette/bets/straight/payout"));

	/* A lower RTP is a warning. */
	const diff_change *c = change_at(d, "/games/kolo-stesti/bets/10x/payout");
	cr_assert_not_null(c);
	cr_expect_eq(c->cls, PP_SEV_WARNING);
	cr_expect(has_tag(c, "rtp-lowered"));
	const diff_figure *f = figure(d, "PP-RTP-001", "10x", "rtp");
	cr_assert_not_null(f);
	cr_expect_str_eq(f->delta, "-1/18");
	cr_expect_eq(f->impact, PP_SEV_WARNING);

	/* Max bet raised while the max win stays: warning, and the max win
	 * check now fails: error. */
	c = change_at(d, "/games/european-roulette/limits/EUR/max_bet");
	cr_assert_not_null(c);
	cr_expect(has_tag(c, "max-bet-raised"));
	cr_expect(has_tag(c, "new-finding"));
	cr_expect_eq(c->cls, PP_SEV_ERROR);
	/* Raised with the max win following: info. */
	c = change_at(d, "/games/european-roulette/limits/CZK/max_bet");
	cr_assert_not_null(c);
	cr_expect_eq(c->cls, PP_SEV_INFO);
	cr_expect_eq(c->nreasons, 0);

	/* A removed field that makes a check not applicable: warning. */
	c = change_at(d, "/games/admiral-kolo-stesti/limits/EUR/max_win");
	cr_assert_not_null(c);
	cr_expect_eq(c->op, DIFF_REMOVED);
	cr_expect_null(c->new.node);
	cr_expect_str_eq(c->old.value, "10000");
	cr_expect_eq(c->cls, PP_SEV_WARNING);
	cr_expect(has_tag(c, "check-not-applicable"));
	const diff_finding *x = delta_of(d, "PP-MAXWIN-001", "EUR");
	cr_assert_not_null(x);

	/* A bet added, a game dropped, a wrong figure corrected. */
	c = change_at(d, "/games/admiral-kolo-stesti/bets/X");
	cr_assert_not_null(c);
	cr_expect_eq(c->op, DIFF_ADDED);
	cr_expect(has_tag(c, "fixed-finding"));
	cr_expect_eq(c->cls, PP_SEV_INFO);
	c = change_at(d, "/games/magic-colors");
	cr_assert_not_null(c);
	cr_expect_eq(c->op, DIFF_REMOVED);
	cr_expect_str_eq(c->game, "magic-colors");
	x = delta_of(d, "PP-WHEEL-003", "symbols");
	cr_assert_not_null(x);
	cr_expect_eq(x->delta, DELTA_FIXED);

	/* Citations are metadata: reported, never blamed. */
	c = change_at(d, "/games/european-roulette/zero_rules/b/citation");
	cr_assert_not_null(c);
	cr_expect(c->metadata);
	cr_expect_eq(c->nreasons, 0);

	diff_game *g = NULL;
	size_t n = diff_games(d, &g);
	cr_expect_eq(n, 4);
	cr_expect_eq(g[3].state, GAME_REMOVED);
	cr_expect_str_eq(g[3].id, "magic-colors");
	free(g);
	cr_expect_eq(diff_level(d), PP_SEV_ERROR);
	pp_diff_free(d);
	pp_plan_free(a);
	pp_plan_free(b);
}

Test(diff, renamed_game_and_reordered_bets)
{
	pp_plan *a, *b;
	pp_diff *d = t_diff(REV "wheel-rename/old.yaml", REV "wheel-rename/new.yaml", &a, &b);
	cr_assert_eq(d->nchanges, 1, "%s", d->nchanges ? d->changes[0]->message : "");
	const diff_change *c = d->changes[0];
	cr_expect_eq(c->op, DIFF_RENAMED);
	cr_expect_str_eq(c->game, "magic-colours");
	cr_expect_str_eq(c->path, "/games/magic-colours");
	cr_expect_str_eq(node_get_text(c->old.node, "id", ""), "magic-colors");
	/* Findings follow the rename: nothing new, nothing gone. */
	for (size_t i = 0; i < d->nfindings; i++)
		cr_expect_eq(d->findings[i].delta, DELTA_UNCHANGED);
	cr_expect_eq(pp_diff_exit_code(d, PP_FAIL_ON_WARNING), 0);
	cr_expect_eq(pp_diff_exit_code(d, PP_FAIL_ON_INFO), 1);
	diff_game *g = NULL;
	size_t n = diff_games(d, &g);
	cr_assert_eq(n, 2);
	cr_expect_eq(g[1].state, GAME_RENAMED);
	cr_expect_str_eq(g[1].old_id, "magic-colors");
	free(g);
	pp_diff_free(d);
	pp_plan_free(a);
	pp_plan_free(b);
}

/* --- the walk is generic: a schema no family has ----------------------------- */

static const char *const cell_values[] = { "D", "S", NULL };
static const spec_type cell = { .kind = T_ENUM, .what = "cell", .values = cell_values };
static const spec_type cells = { .kind = T_LIST, .what = "cells", .item = &cell,
	.min = 3, .max = 3 };
static const spec_field row_fields[] = {
	{ "x", &spec_ratio, 0, "a ratio" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type row = { .kind = T_MAP, .what = "row", .fields = row_fields };
static const spec_type rows = { .kind = T_LIST, .what = "rows", .item = &row };
static const char *const kind_values[] = { "a", "b", NULL };
static const spec_type kind_enum = { .kind = T_ENUM, .what = "kind", .values = kind_values };
static const spec_field item_fields[] = {
	{ "kind", &kind_enum, SPEC_REQUIRED, "what it is" },
	{ "pays", &spec_ratio, 0, "a ratio" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type item = { .kind = T_MAP, .what = "item", .fields = item_fields };
static const spec_type items = { .kind = T_LIST, .what = "items", .item = &item,
	.identity = "kind" };
static const spec_field doc_fields[] = {
	{ "cells", &cells, 0, "" },
	{ "rows", &rows, 0, "" },
	{ "tags", &spec_text_list, 0, "" },
	{ "items", &items, 0, "" },
	{ "flag", &spec_bool, 0, "" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type doc = { .kind = T_MAP, .what = "document", .fields = doc_fields };

static pp_node *tree(const char *yaml)
{
	pp_node *root = NULL;
	pp_error err;
	cr_assert_eq(yaml_load_tree(&root, "t.yaml", yaml, strlen(yaml), &err), PP_OK, "%s",
	             err.msg);
	cr_assert_eq(spec_validate_as(root, &doc, &err), PP_OK, "%s", err.msg);
	return root;
}

Test(diff, walk_is_driven_by_the_schema)
{
	pp_node *a = tree("cells: [D, S, D]\nrows: [{x: \"1:1\"}, {x: \"2:1\"}]\n"
	                  "tags: [p, q]\nitems: [{kind: a, pays: \"1:1\"}]\nflag: true\n");
	pp_node *b = tree("cells: [D, D, D]\nrows: [{x: \"2:2\"}, {x: \"3:1\"}, {x: \"4:1\"}]\n"
	                  "tags: [p, r]\nitems: [{kind: b, pays: \"1:1\"}]\nflag: true\n");
	pp_diff *d = pp_xcalloc(1, sizeof(*d));
	diff_walk(d, a, b);
	/* Fixed-length lists element by element; lists of maps without an
	 * identity by position ("1:1" = "2:2"); other lists whole; identity of
	 * an enum is a meaning, not a label: no rename. */
	static const char *const want[][2] = {
		{ "/cells/1", "changed" }, { "/rows/1/x", "changed" }, { "/rows/2", "added" },
		{ "/tags", "changed" }, { "/items/b", "added" }, { "/items/a", "removed" },
	};
	cr_assert_eq(d->nchanges, PP_ARRAY_LEN(want));
	for (size_t i = 0; i < PP_ARRAY_LEN(want); i++) {
		cr_expect_str_eq(d->changes[i]->path, want[i][0]);
		cr_expect_str_eq(diff_op_name(d->changes[i]->op), want[i][1]);
	}
	cr_expect_str_eq(d->changes[0]->subject, "item 2 of `cells`");
	cr_expect_str_eq(d->changes[1]->subject, "`x` of row 2");
	cr_expect_str_eq(d->changes[3]->old.value, "[p, q]");
	cr_expect_str_eq(d->changes[3]->new.value, "[p, r]");
	cr_expect_str_eq(d->changes[4]->new.value, "{kind: b, pays: \"1:1\"}");
	cr_expect_null(d->changes[0]->game);
	pp_diff_free(d);
	node_free(a);
	node_free(b);
}

Test(diff, long_values_are_shortened_in_messages)
{
	pp_node *a = tree("tags: [p]\n");
	char yaml[4096] = "tags: [";
	for (int i = 0; i < 100; i++)
		strcat(yaml, i ? ", příliš" : "příliš");
	strcat(yaml, "]\n");
	pp_node *b = tree(yaml);
	pp_diff *d = pp_xcalloc(1, sizeof(*d));
	diff_walk(d, a, b);
	cr_assert_eq(d->nchanges, 1);
	const char *v = d->changes[0]->new.value;
	cr_expect_lt(strlen(v), 420);
	cr_expect(strstr(v, "…") == v + strlen(v) - strlen("…"), "%s", v);
	cr_expect_lt(strlen(d->changes[0]->message), 300);
	pp_diff_free(d);
	node_free(a);
	node_free(b);
}

/* --- reports ---------------------------------------------------------------------------- */

Test(diff, xml_report_is_valid_and_deterministic)
{
	pp_plan *a, *b;
	pp_diff *d = t_diff(REV "gelp-2026/old.yaml", REV "gelp-2026/new.yaml", &a, &b);
	char *x = t_render_diff(d, PP_FORMAT_XML), *y = t_render_diff(d, PP_FORMAT_XML);
	cr_expect_str_eq(x, y);
	cr_expect(t_xsd_valid(x, PP_DIFF_XSD), "the diff report does not validate");
	cr_expect(strstr(x, "<summary level=\"error\" changes=\"13\"") != NULL);
	cr_expect(strstr(x, "old=\"11/18\" new=\"5/9\" delta=\"-1/18\"") != NULL);
	cr_expect(strstr(x, "<generated") == NULL);
	free(x);
	free(y);
	setenv("SOURCE_DATE_EPOCH", "1739318400", 1);
	x = t_render_diff(d, PP_FORMAT_XML);
	unsetenv("SOURCE_DATE_EPOCH");
	cr_expect(strstr(x, "<generated time=\"2025-02-12T00:00:00Z\"/>") != NULL);
	cr_expect(t_xsd_valid(x, PP_DIFF_XSD));
	free(x);
	pp_diff_free(d);
	pp_plan_free(a);
	pp_plan_free(b);
}

Test(diff, text_report_has_gnu_lines_and_a_summary)
{
	pp_plan *a, *b;
	pp_diff *d = t_diff(REV "gelp-2026/old.yaml", REV "gelp-2026/new.yaml", &a, &b);
	char *t = t_render_diff(d, PP_FORMAT_TEXT);
	cr_expect(strstr(t, REV "gelp-2026/new.yaml:207:46: warning: kolo-stesti: `payout` of "
	                    "wheel bet `10x` changed from \"10:1\" to \"9:1\" (plan 10.15.1.2) "
	                    "[changed, rtp-lowered]\n  because it lowers the rtp of PP-RTP-001 "
	                    "`10x` from 11/18 (61.1111%) to 5/9 (55.5556%)\n"), "%s", t);
	cr_expect(strstr(t, REV "gelp-2026/old.yaml:246:5: info: magic-colors: game "
	                    "`magic-colors` removed (plan 10.19) [removed]\n"), "%s", t);
	cr_expect(strstr(t, "changes: 13 (1 error, 2 warning, 10 info)") != NULL, "%s", t);
	cr_expect(strstr(t, "; level: error\n") != NULL);
	free(t);
	pp_error err;
	cr_expect_eq(pp_diff_report_write(d, PP_FORMAT_JUNIT, stdout, &err), PP_EUSAGE);
	pp_diff_free(d);
	pp_plan_free(a);
	pp_plan_free(b);
}
