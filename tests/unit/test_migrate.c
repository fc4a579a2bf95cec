/* SPDX-License-Identifier: Apache-2.0 */
/* test_migrate.c - format versions: a version-1 plan (from before a key
 * was renamed) still loads and checks as the current one does, with the
 * old key reported (PP-SPEC-001); `migrate` rewrites it byte for byte to
 * the same revision of the plan in format 2 (history/seed-000-format2-
 * migrated.yaml, the bundled seed as it was when format 2 came; the seed
 * itself has since said more). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

#define OLD "fixtures/plans/history/seed-000-format1-double.yaml"
#define NEW "fixtures/plans/history/seed-000-format2-migrated.yaml"

static char *slurp(const char *rel, size_t *len)
{
	FILE *fp = fopen(rel, "rb");
	char *buf = NULL;
	cr_assert_not_null(fp, "%s", rel);
	fseek(fp, 0, SEEK_END);
	*len = (size_t)ftell(fp);
	rewind(fp);
	buf = malloc(*len + 1);
	cr_assert_eq(fread(buf, 1, *len, fp), *len);
	fclose(fp);
	buf[*len] = '\0';
	return buf;
}

/* The finding of res with f's game, rule and subject, or NULL. */
static const pp_finding *same(const pp_result *res, const pp_result *of, const pp_finding *f)
{
	const char *game = f->game == PP_NO_GAME ? NULL : of->games[f->game].id;
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *g = res->findings[i];
		const char *gg = g->game == PP_NO_GAME ? NULL : res->games[g->game].id;
		if (strcmp(g->rule->id, f->rule->id) == 0 && strcmp(g->subject, f->subject) == 0 &&
		    (game == gg || (game && gg && strcmp(game, gg) == 0)))
			return g;
	}
	return NULL;
}

Test(migrate, a_format_1_plan_checks_as_the_current_one)
{
	pp_plan *old_plan = t_load(OLD), *new_plan = t_load(NEW);
	pp_result *o = t_check(old_plan), *n = t_check(new_plan);
	size_t deprecated = 0;
	for (size_t i = 0; i < o->nfindings; i++) {
		const pp_finding *f = o->findings[i];
		if (strcmp(f->rule->id, "PP-SPEC-001") == 0) {
			deprecated += f->status == PP_ST_INFO;
			continue;
		}
		const pp_finding *g = same(n, o, f);
		cr_assert_not_null(g, "%s %s only in the old plan", f->rule->id, f->subject);
		cr_expect_eq(f->status, g->status, "%s %s", f->rule->id, f->subject);
	}
	cr_expect_eq(deprecated, 2, "both blackjack games wrote `double:`");
	cr_expect_eq(t_find(n, NULL, "PP-SPEC-001", "deprecated-keys")->status, PP_ST_PASS);
	cr_expect_eq(o->nfindings, n->nfindings + 1, "two infos instead of one pass");
	pp_result_free(o);
	pp_result_free(n);
	pp_plan_free(old_plan);
	pp_plan_free(new_plan);
}

Test(migrate, rewrites_version_and_old_keys_and_nothing_else)
{
	size_t want_len, got_len;
	char *want = slurp(NEW, &want_len), *got = NULL;
	FILE *fp = open_memstream(&got, &got_len);
	pp_error err;
	cr_assert_eq(pp_plan_migrate(OLD, fp, &err), PP_OK, "%s", err.msg);
	fclose(fp);
	cr_expect_eq(got_len, want_len);
	cr_expect(memcmp(got, want, want_len) == 0, "the migrated file is today's seed 000");
	free(got);
	got = NULL;
	fp = open_memstream(&got, &got_len);
	cr_assert_eq(pp_plan_migrate(NEW, fp, &err), PP_OK, "%s", err.msg);
	fclose(fp);
	cr_expect(got_len == want_len && memcmp(got, want, want_len) == 0,
	          "a current plan migrates to itself");
	free(got);
	free(want);
}

Test(migrate, an_old_key_beside_its_new_name_is_refused)
{
	pp_plan *plan = NULL;
	pp_error err;
	size_t len;
	char *text = slurp(NEW, &len);
	char *at = strstr(text, "    doubling:");
	cr_assert_not_null(at);
	size_t head = (size_t)(at - text);
	char *both = malloc(len + 64);
	memcpy(both, text, head);
	strcpy(both + head, "    double: {hands: any_two}\n");
	strcat(both, text + head);
	cr_expect_eq(t_load_str(&plan, both, &err), PP_ESCHEMA);
	cr_expect(strstr(err.msg, "unknown key `double`"), "%s", err.msg);
	free(both);
	free(text);
}

/* Done-when of issue 11: the version-1 plan from the history
 * (`git show a4e3cfb^:fixtures/plans/seed-000.yaml`, kept byte for byte as
 * OLD) and what `migrate` writes for it, loaded straight from that output,
 * give the same findings with the same verdicts: the migration drops only
 * the two PP-SPEC-001 notes, which become one pass. */
Test(migrate, the_migrated_output_checks_as_the_old_plan)
{
	char *got = NULL;
	size_t got_len;
	FILE *fp = open_memstream(&got, &got_len);
	pp_error err;
	cr_assert_eq(pp_plan_migrate(OLD, fp, &err), PP_OK, "%s", err.msg);
	fclose(fp);
	pp_plan *old_plan = t_load(OLD), *migrated = NULL;
	cr_assert_eq(t_load_str(&migrated, got, &err), PP_OK, "%s", err.msg);
	pp_result *o = t_check(old_plan), *m = t_check(migrated);
	size_t compared = 0;
	for (size_t i = 0; i < o->nfindings; i++) {
		const pp_finding *f = o->findings[i];
		if (strcmp(f->rule->id, "PP-SPEC-001") == 0)
			continue;
		const pp_finding *g = same(m, o, f);
		cr_assert_not_null(g, "%s %s only in the old plan", f->rule->id, f->subject);
		cr_expect_eq(f->status, g->status, "%s %s", f->rule->id, f->subject);
		cr_expect_str_eq(f->message, g->message, "%s %s", f->rule->id, f->subject);
		compared++;
	}
	for (size_t i = 0; i < m->nfindings; i++) {
		const pp_finding *g = m->findings[i];
		if (strcmp(g->rule->id, "PP-SPEC-001") != 0)
			cr_expect_not_null(same(o, m, g), "%s %s only in the migrated plan",
			                   g->rule->id, g->subject);
	}
	cr_expect_gt(compared, 100, "the whole seed was compared (%zu findings)", compared);
	cr_expect_eq(o->nfindings, m->nfindings + 1, "two notes instead of one pass");
	pp_result_free(o);
	pp_result_free(m);
	pp_plan_free(old_plan);
	pp_plan_free(migrated);
	free(got);
}

/* pp_plan_migrate_buffer (`migrate -`, issue 25): the same bytes as the
 * file gives, and errors located under the name given. */
Test(migrate, a_buffer_migrates_as_its_file_does)
{
	size_t old_len, want_len, got_len;
	char *old = slurp(OLD, &old_len), *want = slurp(NEW, &want_len), *got = NULL;
	FILE *fp = open_memstream(&got, &got_len);
	pp_error err;
	cr_assert_eq(pp_plan_migrate_buffer("<stdin>", old, old_len, fp, &err), PP_OK, "%s",
	             err.msg);
	fclose(fp);
	cr_expect(got_len == want_len && memcmp(got, want, want_len) == 0,
	          "the migrated bytes are those of the migrated file");
	free(got);
	got = NULL;
	fp = open_memstream(&got, &got_len);
	cr_expect_eq(pp_plan_migrate_buffer("<stdin>", "planproof: 1\nplan: [\n", 20, fp, &err),
	             PP_ESYNTAX);
	fclose(fp);
	cr_expect_str_eq(err.file, "<stdin>");
	cr_expect_eq(got_len, 0, "nothing is written for a plan that does not load");
	free(got);
	free(want);
	free(old);
}
