/* SPDX-License-Identifier: Apache-2.0 */
/* test_entries.c - kinds and entries (checker/core/kinds.c, entries.c):
 * every rule has a kind; every result that did not pass is an instance of
 * exactly one entry, and every such result of the four bundled plans
 * before entries existed (fixtures/golden/entries-before-seed-*.tsv) still
 * is one; one root cause is one entry with a stable id; entries are ranked
 * defects first, by what is at stake. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/kinds.h"
#include "helpers.h"
#include "util.h"

static void rule_has_kind(const pp_rule *rule, void *payload)
{
	size_t *n = payload;
	const pp_rule_kind *k = pp_rule_kind_find(rule->id);
	cr_expect_not_null(k, "%s has no kind in checker/core/kinds.c", rule->id);
	if (k)
		cr_expect_str_eq(k->id, rule->id);
	(*n)++;
}

Test(kinds, every_rule_of_the_registry_has_one)
{
	size_t n = 0;
	pp_rules_each(rule_has_kind, &n);
	cr_assert_gt(n, 100);
	cr_assert_null(pp_rule_kind_find("PP-NONE-001"));
	cr_assert_str_eq(pp_kind_name(PP_KIND_DEFECT), "defect");
	cr_assert_str_eq(pp_kind_name(PP_KIND_COVERAGE), "coverage");
	cr_assert_null(pp_kind_name((pp_kind)PP_KIND_COUNT));
}

static int documents_present(void)
{
	const char *d = getenv("PLANPROOF_DOCUMENTS");
	return d && *d;
}

static int not_passing(pp_check_status st)
{
	return st != PP_ST_PASS && st != PP_ST_NOTAPPLICABLE;
}

/* Every finding that did not pass names an entry that lists it, every
 * other names none, and the entries list nothing else. */
static void expect_partition(const pp_result *res)
{
	size_t listed = 0, failing = 0;
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		if (!not_passing(f->status)) {
			cr_expect_eq(f->entry, PP_NO_ENTRY);
			continue;
		}
		failing++;
		cr_assert_lt(f->entry, res->nentries, "%s %s has no entry", f->rule->id, f->subject);
		const pp_entry *e = &res->entries[f->entry];
		int found = 0;
		for (size_t x = 0; x < e->ninstances; x++)
			found |= e->instances[x] == i;
		cr_expect(found, "entry %s does not list %s %s", e->id, f->rule->id, f->subject);
		cr_expect_eq(e->rule, f->rule);
		cr_expect_eq(e->kind, f->kind);
	}
	for (size_t i = 0; i < res->nentries; i++)
		listed += res->entries[i].ninstances;
	cr_expect_eq(listed, failing);
}

/* Each line of the list of results of seed before entries ("game\trule\t
 * status\tsubject") is a result of res that did not pass, with the same
 * status, and an instance of an entry: nothing disappeared by folding. */
static void expect_nothing_lost(const pp_result *res, const char *seed)
{
	char path[1024], line[4096];
	snprintf(path, sizeof(path), "%s/fixtures/golden/entries-before-seed-%s.tsv",
	         SOURCE_DIR, seed);
	FILE *fp = fopen(path, "r");
	cr_assert_not_null(fp, "cannot read %s", path);
	char *used = pp_xcalloc(res->nfindings + 1, 1);
	size_t rows = 0;
	while (fgets(line, sizeof(line), fp)) {
		if (line[0] == '#')
			continue;
		line[strcspn(line, "\n")] = '\0';
		char *save = NULL, *game = strtok_r(line, "\t", &save);
		char *rule = strtok_r(NULL, "\t", &save), *status = strtok_r(NULL, "\t", &save);
		char *subject = strtok_r(NULL, "", &save);
		cr_assert(game && rule && status, "malformed line in %s", path);
		if (!subject)
			subject = "";
		rows++;
		int found = 0;
		for (size_t i = 0; i < res->nfindings && !found; i++) {
			const pp_finding *f = res->findings[i];
			const char *gid = f->game < res->ngames ? res->games[f->game].id : "-";
			if (used[i] || strcmp(gid, game) || strcmp(f->rule->id, rule) ||
			    strcmp(pp_check_status_name(f->status), status) ||
			    strcmp(f->subject, subject))
				continue;
			used[i] = 1;
			found = 1;
			cr_expect_lt(f->entry, res->nentries, "%s %s %s is in no entry", game, rule,
			             subject);
		}
		cr_expect(found, "seed %s: %s %s %s `%s` is gone", seed, game, rule, status, subject);
	}
	fclose(fp);
	free(used);
	cr_assert_gt(rows, 0);
}

static void seed_keeps_everything(const char *seed)
{
	if (!documents_present())
		cr_skip_test("the seed documents are not available (PLANPROOF_DOCUMENTS)");
	char rel[64];
	snprintf(rel, sizeof(rel), "fixtures/plans/seed-%s.yaml", seed);
	pp_plan *plan = t_load(rel);
	pp_result *res = t_check(plan);
	expect_partition(res);
	expect_nothing_lost(res, seed);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(entries, seed_000_loses_nothing) { seed_keeps_everything("000"); }
Test(entries, seed_001_loses_nothing) { seed_keeps_everything("001"); }
Test(entries, seed_002_loses_nothing) { seed_keeps_everything("002"); }
Test(entries, seed_004_loses_nothing) { seed_keeps_everything("004"); }

/* Seed 000 checked (the test is skipped without its documents). */
static pp_result *seed_000(pp_plan **plan)
{
	if (!documents_present())
		cr_skip_test("the seed documents are not available (PLANPROOF_DOCUMENTS)");
	*plan = t_load("fixtures/plans/seed-000.yaml");
	return t_check(*plan);
}

/* The entry finding f is an instance of. */
static const pp_entry *entry_of(const pp_result *res, const pp_finding *f)
{
	cr_assert_lt(f->entry, res->nentries);
	return &res->entries[f->entry];
}

Test(entries, the_zero_rule_is_one_defect_with_six_instances)
{
	pp_plan *plan;
	pp_result *res = seed_000(&plan);
	const pp_entry *e = entry_of(res, t_find(res, "european-roulette", "PP-RTP-001",
	                                         "black, zero rule b (half_win)"));
	cr_assert_eq(e->ninstances, 6);
	cr_assert_eq(e->kind, PP_KIND_DEFECT);
	cr_assert_eq(e->status, PP_ST_FAIL);
	cr_assert_str_eq(e->stake, "75/74");
	cr_assert_str_eq(e->stake_name, "rtp");
	for (size_t x = 0; x < e->ninstances; x++)
		cr_expect_str_eq(t_evidence(res->findings[e->instances[x]], "rtp"), "75/74");
	/* The fifteen currency-rate lines of the poker room are one notice. */
	const pp_entry *rates = entry_of(res, t_find(res, "poker-room", "PP-ROOM-008", NULL));
	cr_assert_eq(rates->ninstances, 15);
	cr_assert_eq(rates->kind, PP_KIND_NOTICE);
	/* The id: the rule, then 12 hex digits. */
	cr_assert_eq(strlen(e->id), strlen("PP-RTP-001:") + 12);
	cr_assert(strncmp(e->id, "PP-RTP-001:", 11) == 0);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(entries, an_id_does_not_depend_on_the_instances)
{
	pp_plan *plan;
	pp_result *res = seed_000(&plan);
	const pp_finding *black = t_find(res, "european-roulette", "PP-RTP-001",
	                                 "black, zero rule b (half_win)");
	const pp_entry *e = entry_of(res, black);
	char id[sizeof(e->id)];
	memcpy(id, e->id, sizeof(id));
	/* Take one instance out (the first of the entry) and fold again. */
	size_t at = e->instances[0];
	pp_finding *taken = res->findings[at];
	res->findings[at] = res->findings[res->nfindings - 1];
	res->nfindings--;
	pp_result_finish(res);
	const pp_finding *even = t_find(res, "european-roulette", "PP-RTP-001",
	                                "even, zero rule b (half_win)");
	cr_assert_str_eq(entry_of(res, even)->id, id);
	cr_assert_eq(entry_of(res, even)->ninstances, 5);
	/* Put it back: six again, the same id. */
	res->findings[res->nfindings++] = taken;
	pp_result_finish(res);
	cr_assert_str_eq(entry_of(res, taken)->id, id);
	cr_assert_eq(entry_of(res, taken)->ninstances, 6);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(entries, defects_come_first_ranked_by_what_is_at_stake)
{
	pp_plan *plan;
	pp_result *res = seed_000(&plan);
	cr_assert_gt(res->nentries, 0);
	cr_assert_eq(res->entries[0].kind, PP_KIND_DEFECT);
	cr_assert_eq(res->entries[0].stake_class, STAKE_PLAYERS_WIN);
	for (size_t i = 1; i < res->nentries; i++) {
		const pp_entry *a = &res->entries[i - 1], *b = &res->entries[i];
		cr_expect_leq(a->kind, b->kind, "%s before %s", a->id, b->id);
		if (a->kind == b->kind && a->kind == PP_KIND_DEFECT)
			cr_expect_leq(a->stake_class, b->stake_class, "%s before %s", a->id, b->id);
	}
	/* Payouts above a declared maximum, by the excess: 25500000 CZK at the
	 * super six table comes before 10000 CZK at the wheel of fortune. */
	const pp_entry *six = entry_of(res, t_find(res, "baccarat-super-six", "PP-MAXWIN-001",
	                                           NULL));
	const pp_entry *wheel = entry_of(res, t_find(res, "kolo-stesti", "PP-MAXWIN-001", NULL));
	cr_assert_str_eq(six->stake, "25500000");
	cr_assert_str_eq(wheel->stake, "10000");
	cr_assert_lt(six, wheel);
	/* Failing by kind: seed 000 has notices; the default fails on errors. */
	cr_assert_eq(pp_result_exit_code_kinds(res, PP_KIND_BIT(PP_KIND_NOTICE)), 1);
	cr_assert_eq(pp_result_exit_code(res, PP_FAIL_ON_ERROR), 1);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(entries, the_public_view_names_kind_and_entry)
{
	pp_plan *plan = t_load("fixtures/plans/seed-001.yaml");
	pp_result *res = t_check(plan);
	size_t seen = 0;
	for (size_t i = 0; i < pp_result_finding_count(res); i++) {
		pp_finding_view v;
		cr_assert_eq(pp_result_finding(res, i, &v, NULL), PP_OK);
		cr_assert_not_null(pp_kind_name(v.kind));
		if (strcmp(v.status, "pass") == 0 || strcmp(v.status, "notapplicable") == 0) {
			cr_expect_null(v.entry);
			continue;
		}
		cr_assert_not_null(v.entry);
		cr_expect(strncmp(v.entry, v.rule_id, strlen(v.rule_id)) == 0);
		seen++;
	}
	cr_assert_gt(seen, 0);
	/* A reading that states no ambiguity of the document is a reading; one
	 * that says the document does not say something is an open rule. */
	cr_assert_eq(t_find(res, "black-jack", "PP-DOC-005", "reading 6")->kind, PP_KIND_READING);
	cr_assert_eq(t_find(res, "black-jack", "PP-DOC-005", "reading 4")->kind, PP_KIND_OPEN);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(entries, seed_000_reads_in_a_hundred_lines)
{
	pp_plan *plan;
	pp_result *res = seed_000(&plan);
	char *text = t_render(res, PP_FORMAT_TEXT);
	cr_expect_leq(t_count(text, "\n"), 100, "%s", text);
	/* The zero rule once, with its six instances; no currency-rate notice. */
	cr_expect_eq(t_count(text, "(RTP 75/74)"), 1, "%s", text);
	cr_expect_eq(t_count(text, "[PP-RTP-001] (plan 10.1 §5 b)) (6 instances)\n"), 1);
	cr_expect_eq(t_count(text, "[PP-ROOM-008]"), 0);
	cr_expect_eq(t_count(text, "notices not shown: 22 (--show notices;"), 1);
	free(text);
	/* --show all: every result that did not pass, one line each. */
	pp_result_set_show(res, PP_SHOW_INSTANCES | PP_KIND_BIT(PP_KIND_DEFECT));
	text = t_render(res, PP_FORMAT_TEXT);
	cr_expect_eq(t_count(text, "(RTP 75/74)"), 6);
	cr_expect_eq(t_count(text, "[PP-ROOM-008]"), 15);
	cr_expect_eq(t_count(text, "instances)"), 0);
	size_t failing = 0, lines = 0;
	for (size_t i = 0; i < res->nfindings; i++)
		failing += not_passing(res->findings[i]->status);
	const char *at = "fixtures/plans/seed-000.yaml:";
	for (const char *p = text; p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
		lines += strncmp(p, at, strlen(at)) == 0 && p[strlen(at)] >= '0' &&
		         p[strlen(at)] <= '9';
	cr_expect_eq(lines, failing, "one located line per result that did not pass");
	free(text);
	/* --show notices: the currency-rate notice once, with 15 instances. */
	pp_result_set_show(res, PP_KIND_BIT(PP_KIND_NOTICE));
	text = t_render(res, PP_FORMAT_TEXT);
	cr_expect_eq(t_count(text, "[PP-ROOM-008]"), 1);
	cr_expect_eq(t_count(text, "(RTP 75/74)"), 0);
	free(text);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A policy's fail_on: the kinds that fail the run, in the exit code and
 * the JUnit report; none listed keeps the threshold (errors fail). */
Test(entries, a_policy_chooses_the_kinds_that_fail)
{
	static const char text[] = "planproof_policy: 1\n"
	                           "name: \"kinds\"\n"
	                           "fail_on: [notice, coverage]\n";
	pp_policy *policy = NULL;
	pp_error err;
	cr_assert_eq(pp_policy_load_buffer(&policy, "kinds.yaml", text, strlen(text), &err), PP_OK,
	             "%s", err.msg);
	pp_plan *plan = t_load("fixtures/plans/seed-001.yaml");
	pp_result *res = NULL;
	cr_assert_eq(pp_check(&res, plan, t_options_policy(policy), &err), PP_OK, "%s", err.msg);
	/* Seed 001 fails by errors, but has no notice or coverage note. */
	cr_assert_eq(pp_result_exit_code(res, PP_FAIL_ON_ERROR), 1);
	cr_assert_eq(res->fail_kinds, PP_KIND_BIT(PP_KIND_NOTICE) | PP_KIND_BIT(PP_KIND_COVERAGE));
	cr_assert_eq(pp_result_run_exit_code(res), 0);
	char *junit = t_render(res, PP_FORMAT_JUNIT);
	cr_expect(strstr(junit, "failures=\"0\"") != NULL);
	free(junit);
	/* --fail-on (the caller) overrides it. */
	pp_result_set_fail_kinds(res, PP_KIND_BIT(PP_KIND_DEFECT));
	cr_assert_eq(pp_result_run_exit_code(res), 1);
	pp_result_free(res);
	pp_policy_free(policy);

	static const char bad[] = "planproof_policy: 1\nname: x\nfail_on: [defects]\n";
	cr_assert_neq(pp_policy_load_buffer(&policy, "bad.yaml", bad, strlen(bad), &err), PP_OK);
	cr_expect(strstr(err.msg, "defects") != NULL, "%s", err.msg);
	pp_plan_free(plan);
}

/* A reading's kind is what the encoder states with `open:`, not what its
 * words sound like (fixtures/defects/reading-stated-*.yaml); a reading
 * without the field (an older plan) is still judged by its words. */
static pp_kind reading_kind(const char *fixture)
{
	pp_plan *plan = t_load(fixture);
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "wheel", "PP-DOC-005", "reading 1");
	cr_assert_not_null(f, "%s: no reading", fixture);
	pp_kind kind = f->kind;
	cr_expect_eq(entry_of(res, f)->kind, kind);
	pp_result_free(res);
	pp_plan_free(plan);
	return kind;
}

Test(entries, a_reading_is_open_when_the_encoder_says_so)
{
	cr_expect_eq(reading_kind("fixtures/defects/reading-stated-open.yaml"), PP_KIND_OPEN);
	cr_expect_eq(reading_kind("fixtures/defects/reading-stated-clear.yaml"), PP_KIND_READING);
}

Test(entries, a_reading_without_the_field_is_judged_by_its_words)
{
	static const char *const texts[] = {
		"the plan does not say whether the stake is returned",
		"the stake is returned on a win",
	};
	for (size_t i = 0; i < 2; i++) {
		char *yaml = pp_xasprintf(
			"planproof: 2\n"
			"plan: {id: r, operator: o, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
			"currencies: [{code: CZK}]\n"
			"games:\n"
			"  - id: wheel\n    name: W\n    family: wheel\n    citation: \"7\"\n"
			"    interpretations: [{text: \"%s\"}]\n"
			"    wheel: {fields: 2, segments: [{symbol: A, count: 1}, {symbol: X, count: 1}]}\n"
			"    bets: [{name: A, symbol: A, payout: \"1:2\"}]\n",
			texts[i]);
		pp_plan *plan = NULL;
		pp_error err;
		cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
		pp_result *res = t_check(plan);
		const pp_finding *f = t_find(res, "wheel", "PP-DOC-005", "reading 1");
		cr_assert_not_null(f);
		cr_expect_eq(f->kind, i == 0 ? PP_KIND_OPEN : PP_KIND_READING, "%s", texts[i]);
		pp_result_free(res);
		pp_plan_free(plan);
		free(yaml);
	}
}
