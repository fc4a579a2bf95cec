/* SPDX-License-Identifier: Apache-2.0 */
/* helpers.c - see helpers.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "helpers.h"
#include "util.h"

pp_plan *t_load(const char *rel)
{
	pp_plan *plan = NULL;
	pp_error err;
	pp_status st = pp_plan_load_file(&plan, rel, &err);
	cr_assert_eq(st, PP_OK, "loading %s: %s:%u:%u: %s", rel, err.file, err.line,
	             err.col, err.msg);
	return plan;
}

pp_status t_load_str(pp_plan **out, const char *yaml, pp_error *err)
{
	return pp_plan_load_buffer(out, "test.yaml", yaml, strlen(yaml), err);
}

char *t_tree_strdup(pp_plan *plan, const char *text)
{
	return node_arena_strndup(plan->root->arena, text, strlen(text));
}

/* The folders of $PLANPROOF_DOCUMENTS, split once per test process. */
static void document_dirs(pp_check_options *o)
{
	static char *list;
	static const char *dirs[16];
	static size_t n;
	const char *env = getenv("PLANPROOF_DOCUMENTS");
	if (!list && env && env[0]) {
		list = pp_xstrdup(env);
		for (char *save = NULL, *d = strtok_r(list, ":", &save); d && n < 16;
		     d = strtok_r(NULL, ":", &save))
			dirs[n++] = d;
	}
	o->document_dirs = dirs;
	o->ndocument_dirs = n;
}

size_t t_count(const char *hay, const char *needle)
{
	size_t n = 0;
	for (const char *p = hay; (p = strstr(p, needle)); p += strlen(needle))
		n++;
	return n;
}

int t_have_documents(void)
{
	const char *env = getenv("PLANPROOF_DOCUMENTS");
	return env && env[0];
}

const pp_check_options *t_options(void)
{
	static pp_check_options o;
	pp_check_options_init(&o);
	document_dirs(&o);
	return &o;
}

/* With the exact analyses, and the result cache that ctest names in
 * PLANPROOF_CACHE_DIR for the few tests that share one (empty: none;
 * tests/cli/exact_main.cmake). */
const pp_check_options *t_options_exact(void)
{
	static pp_check_options o;
	const char *cache = getenv("PLANPROOF_CACHE_DIR");
	o = *t_options();
	o.exact_main = 1;
	o.cache_dir = cache && cache[0] ? cache : NULL;
	return &o;
}

const pp_check_options *t_options_policy(const pp_policy *policy)
{
	static pp_check_options o;
	o = *t_options();
	o.policy = policy;
	return &o;
}

static pp_result *check_with(const pp_plan *plan, const pp_check_options *opts)
{
	pp_result *res = NULL;
	pp_error err;
	pp_status st = pp_check(&res, plan, opts, &err);
	cr_assert_eq(st, PP_OK, "check failed: %s", err.msg);
	return res;
}

pp_result *t_check(const pp_plan *plan)
{
	return check_with(plan, t_options());
}

pp_result *t_check_exact(const pp_plan *plan)
{
	return check_with(plan, t_options_exact());
}

static size_t game_index(const pp_result *res, const char *game)
{
	if (!game)
		return PP_NO_GAME;
	for (size_t i = 0; i < res->ngames; i++)
		if (strcmp(res->games[i].id, game) == 0)
			return i;
	cr_assert_fail("no game %s", game);
	return PP_NO_GAME;
}

const pp_finding *t_find(const pp_result *res, const char *game, const char *rule,
                         const char *subject)
{
	size_t g = game_index(res, game);
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		if (f->game == g && strcmp(f->rule->id, rule) == 0 &&
		    (!subject || strcmp(f->subject, subject) == 0))
			return f;
	}
	cr_assert_fail("no finding %s about %s in %s", rule, subject ? subject : "(any)",
	               game ? game : "(plan)");
	return NULL;
}

const char *t_evidence(const pp_finding *f, const char *name)
{
	for (size_t i = 0; i < f->nevidence; i++)
		if (strcmp(f->evidence[i].name, name) == 0)
			return f->evidence[i].exact;
	cr_assert_fail("%s has no evidence %s", f->rule->id, name);
	return NULL;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

char *t_failing_rules(const pp_result *res)
{
	const char **ids = calloc(res->nfindings + 1, sizeof(*ids));
	size_t n = 0;
	pp_buf b = { 0 };
	for (size_t i = 0; i < res->nfindings; i++) {
		pp_check_status st = res->findings[i]->status;
		if (st == PP_ST_FAIL || st == PP_ST_WARNING || st == PP_ST_INFO || st == PP_ST_ERROR)
			ids[n++] = res->findings[i]->rule->id;
	}
	qsort(ids, n, sizeof(*ids), cmp_str);
	for (size_t i = 0; i < n; i++)
		if (i == 0 || strcmp(ids[i], ids[i - 1]) != 0)
			pp_buf_printf(&b, "%s%s", b.len ? "," : "", ids[i]);
	free(ids);
	return pp_buf_detach(&b);
}

const char *t_cell(const pp_result *res, const char *game, const char *table,
                   const char *key, size_t col)
{
	size_t g = game_index(res, game);
	for (size_t i = 0; i < res->ntables; i++) {
		const pp_table *t = res->tables[i];
		if (t->game != g || strcmp(t->id, table) != 0)
			continue;
		cr_assert_lt(col, t->ncols);
		for (size_t r = 0; r < t->nrows; r++)
			if (strcmp(t->cells[r * t->ncols], key) == 0)
				return t->cells[r * t->ncols + col];
	}
	cr_assert_fail("no row %s in table %s of %s", key, table, game ? game : "(plan)");
	return NULL;
}

char *t_render(const pp_result *res, pp_format format)
{
	char *data = NULL;
	size_t len = 0;
	pp_error err;
	FILE *fp = open_memstream(&data, &len);
	cr_assert_not_null(fp);
	pp_status st = pp_report_write(res, format, fp, &err);
	fclose(fp);
	cr_assert_eq(st, PP_OK, "report failed: %s", err.msg);
	return data;
}

/* Write text to a fresh temporary file; the caller unlinks path. */
static void temp_file(char *path, const char *text)
{
	int fd = mkstemp(path);
	cr_assert_geq(fd, 0);
	FILE *fp = fdopen(fd, "w");
	fputs(text, fp);
	fclose(fp);
}

int t_xsd_valid(const char *xml, const char *xsd)
{
	char path[] = "/tmp/pp-xsd-XXXXXX";
	temp_file(path, xml);
	char cmd[512];
	snprintf(cmd, sizeof(cmd), "%s --noout --schema %s %s 2>/dev/null", XMLLINT, xsd, path);
	int rc = system(cmd);
	unlink(path);
	return rc == 0;
}

int t_sarif_valid(const char *json)
{
	char path[] = "/tmp/pp-sarif-XXXXXX";
	char cmd[1024];
	temp_file(path, json);
	snprintf(cmd, sizeof(cmd), "%s %s %s %s", PYTHON3, PP_SARIF_CHECK, PP_SARIF_SCHEMA,
	         path);
	int rc = system(cmd);
	unlink(path);
	return rc == 0;
}

char *t_render_diff(const pp_diff *d, pp_format format)
{
	char *data = NULL;
	size_t len = 0;
	pp_error err;
	FILE *fp = open_memstream(&data, &len);
	cr_assert_not_null(fp);
	pp_status st = pp_diff_report_write(d, format, fp, &err);
	fclose(fp);
	cr_assert_eq(st, PP_OK, "diff report failed: %s", err.msg);
	return data;
}

pp_diff *t_diff(const char *old_rel, const char *new_rel, pp_plan **old_plan,
                pp_plan **new_plan)
{
	pp_diff *d = NULL;
	pp_error err;
	*old_plan = t_load(old_rel);
	*new_plan = t_load(new_rel);
	pp_status st = pp_diff_plans(&d, *old_plan, *new_plan, t_options(), &err);
	cr_assert_eq(st, PP_OK, "diff failed: %s", err.msg);
	return d;
}

pp_status t_waivers_str(pp_waivers **out, const char *yaml, pp_error *err)
{
	return pp_waivers_load_buffer(out, "waivers.yaml", yaml, strlen(yaml), err);
}

pp_result *t_check_defect(const char *name, pp_plan **plan)
{
	char path[256];
	snprintf(path, sizeof(path), "fixtures/defects/%s.yaml", name);
	*plan = t_load(path);
	pp_policy *none = NULL;
	pp_result *res = NULL;
	pp_error err;
	cr_assert_eq(pp_policy_load_file(&none, "fixtures/policies/none.yaml", &err), PP_OK,
	             "%s", err.msg);
	cr_assert_eq(pp_check(&res, *plan, t_options_policy(none), &err), PP_OK, "%s", err.msg);
	pp_policy_free(none);
	return res;
}

/* Expect every id of the comma-separated list ids in line. */
static void expect_named(const char *file, const char *line, const char *ids)
{
	while (*ids) {
		size_t len = strcspn(ids, ",");
		char id[64];
		snprintf(id, sizeof(id), "%.*s", (int)len, ids);
		cr_expect(strstr(line, id), "%s: first line does not name %s: %s", file, id, line);
		ids += len + (ids[len] == ',');
	}
}

void t_expect_defects(const t_defect *cases, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		char path[256], line[256] = "";
		pp_plan *plan;
		pp_result *res = t_check_defect(cases[i].file, &plan);
		char *got = t_failing_rules(res);
		cr_expect_str_eq(got, cases[i].failing, "%s", cases[i].file);
		free(got);
		pp_result_free(res);
		pp_plan_free(plan);

		snprintf(path, sizeof(path), "fixtures/defects/%s.yaml", cases[i].file);
		FILE *fp = fopen(path, "r");
		cr_assert_not_null(fp, "%s", path);
		cr_assert_not_null(fgets(line, sizeof(line), fp), "%s", path);
		fclose(fp);
		expect_named(cases[i].file, line, cases[i].failing);
	}
}

pp_plan *t_blackjack_plan(const char *rules, const char *natural)
{
	char yaml[2048];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 1\n"
	         "plan: {id: t, operator: X, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "currencies: [{code: EUR}]\n"
	         "games:\n"
	         "  - id: bj\n"
	         "    name: BJ\n"
	         "    family: blackjack\n"
	         "    citation: \"1\"\n"
	         "    payouts: [{hand: win, payout: \"1:1\"}, {hand: blackjack, payout: \"%s\"}]\n"
	         "    tie: push\n"
	         "%s", natural, rules);
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	return plan;
}

void t_write_file(const char *path, const char *text)
{
	char tmp[600];
	snprintf(tmp, sizeof(tmp), "%s.%d.tmp", path, (int)getpid());
	FILE *fp = fopen(tmp, "wb");
	cr_assert(fp, "cannot write %s", tmp);
	fputs(text, fp);
	fclose(fp);
	cr_assert_eq(rename(tmp, path), 0, "cannot rename %s", tmp);
}

pp_result *t_check_room_yaml(const char *room, pp_plan **plan)
{
	char *yaml = pp_xasprintf(
		"planproof: 2\n"
		"plan: {id: t, operator: \"T\", jurisdiction: CZ, version: \"1\", date: \"2020-01-01\"}\n"
		"currencies: [{code: EUR}]\n"
		"games:\n"
		"  - id: room\n"
		"    name: \"Poker room\"\n"
		"    family: poker_room\n"
		"    citation: \"1\"\n"
		"%s", room);
	pp_error err;
	cr_assert_eq(t_load_str(plan, yaml, &err), PP_OK, "%s:%u:%u: %s", yaml, err.line, err.col,
	             err.msg);
	free(yaml);
	return t_check(*plan);
}
