/* SPDX-License-Identifier: Apache-2.0 */
/* test_diff_entries.c - `diff` on entries (issue 27, item 7): a finding
 * new in NEW that is one more instance of an entry OLD already had changes
 * that entry and is not a new finding; --fail-on by kinds counts new
 * entries only. */
#include <string.h>

#include "diff/diff.h"
#include "helpers.h"
#include "node.h"

#define NEW "fixtures/revisions/roulette-straight/new.yaml"

/* NEW with the EUR row's declared maximum win set to text: at "71000"
 * (the net win NEW's straight at 35.5:1 gives) PP-MAXWIN-001 holds for EUR
 * and fails for CZK only. */
static pp_plan *with_eur_max_win(const char *text)
{
	pp_plan *plan = t_load(NEW);
	const pp_node *game = node_at(node_get(plan->root, "games"), 0);
	const pp_node *limits = node_get(game, "limits");
	for (size_t i = 0; i < node_len(limits); i++) {
		const pp_node *row = node_at(limits, i);
		if (strcmp(node_get_text(row, "currency", ""), "EUR") == 0) {
			pp_node *w = (pp_node *)node_get(row, "max_win");
			w->text = t_tree_strdup(plan, text);
			return plan;
		}
	}
	cr_assert_fail("no EUR row in %s", NEW);
	return NULL;
}

static const diff_finding *finding_of(const pp_diff *d, const char *rule, const char *subject)
{
	for (size_t i = 0; i < d->nfindings; i++) {
		const pp_finding *f = d->findings[i].new ? d->findings[i].new : d->findings[i].old;
		if (strcmp(f->rule->id, rule) == 0 && strcmp(f->subject, subject) == 0)
			return &d->findings[i];
	}
	cr_assert_fail("no finding %s %s in the diff", rule, subject);
	return NULL;
}

Test(diff_entries, an_entry_that_gains_an_instance_is_changed_not_new)
{
	pp_plan *old = with_eur_max_win("71000"), *new = t_load(NEW);
	pp_result *r = t_check(old);
	const pp_finding *eur = t_find(r, "european-roulette", "PP-MAXWIN-001", "EUR");
	const pp_finding *czk = t_find(r, "european-roulette", "PP-MAXWIN-001", "CZK");
	cr_assert_eq(eur->status, PP_ST_PASS, "%s", eur->message);
	cr_assert_eq(czk->status, PP_ST_FAIL, "%s", czk->message);
	pp_result_free(r);

	pp_diff *d = NULL;
	pp_error err;
	cr_assert_eq(pp_diff_plans(&d, old, new, t_options(), &err), PP_OK, "%s", err.msg);
	const diff_finding *x = finding_of(d, "PP-MAXWIN-001", "EUR");
	cr_assert_eq(x->delta, DELTA_INSTANCE, "%s", diff_delta_name(x->delta));
	cr_assert_eq(x->impact, -1, "the entry failed before: no graver now");
	cr_assert_not_null(x->entry);
	cr_assert_eq(x->entry_instances, 2);
	cr_assert_str_eq(x->entry, finding_of(d, "PP-MAXWIN-001", "CZK")->entry);
	/* The change to the EUR row is info: its finding only adds an instance. */
	cr_assert(x->change != DIFF_NONE);
	const diff_change *c = d->changes[x->change];
	int tagged = 0;
	for (size_t i = 0; i < c->nreasons; i++)
		tagged |= strcmp(c->reasons[i].tag, "entry-instance") == 0;
	cr_assert(tagged);
	cr_assert_eq(c->cls, PP_SEV_INFO);
	cr_assert_eq(pp_diff_exit_code(d, PP_FAIL_ON_ERROR), 0);
	cr_assert_eq(pp_diff_exit_code(d, PP_FAIL_ON_INFO), 1);
	cr_assert_eq(pp_diff_exit_code_kinds(d, PP_KIND_BIT(PP_KIND_DEFECT)), 0);
	/* The reports say so. */
	char *x_xml = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&x_xml, &len);
	cr_assert_eq(pp_diff_report_write(d, PP_FORMAT_XML, fp, &err), PP_OK);
	fclose(fp);
	cr_expect(strstr(x_xml, "findingsInstance=\"1\"") != NULL, "%s", x_xml);
	cr_expect(strstr(x_xml, "<finding delta=\"instance\" ruleId=\"PP-MAXWIN-001\"") != NULL);
	free(x_xml);
	pp_diff_free(d);
	pp_plan_free(old);
	pp_plan_free(new);
}

Test(diff_entries, a_new_entry_is_new)
{
	/* OLD passes both rows (each declared maximum what NEW's straight
	 * pays); NEW fails both: one new entry, two new findings. */
	pp_plan *old = with_eur_max_win("71000"), *new = t_load(NEW);
	pp_node *czk = (pp_node *)node_get(
		node_at(node_get(node_at(node_get(old->root, "games"), 0), "limits"), 0), "max_win");
	czk->text = t_tree_strdup(old, "1775000");
	pp_diff *d = NULL;
	pp_error err;
	cr_assert_eq(pp_diff_plans(&d, old, new, t_options(), &err), PP_OK, "%s", err.msg);
	cr_assert_eq(finding_of(d, "PP-MAXWIN-001", "EUR")->delta, DELTA_NEW);
	cr_assert_eq(finding_of(d, "PP-MAXWIN-001", "CZK")->delta, DELTA_NEW);
	cr_assert_eq(pp_diff_exit_code(d, PP_FAIL_ON_ERROR), 1);
	cr_assert_eq(pp_diff_exit_code_kinds(d, PP_KIND_BIT(PP_KIND_DEFECT)), 1);
	cr_assert_eq(pp_diff_exit_code_kinds(d, PP_KIND_BIT(PP_KIND_NOTICE)), 0);
	pp_diff_free(d);
	pp_plan_free(old);
	pp_plan_free(new);
}
