/* SPDX-License-Identifier: Apache-2.0 */
/* test_memo.c - the checker's memo of per-game analyses (core/memo.h):
 * every plan fixture's reports are the same with memos off, on from
 * cold, and on with every analysis already kept; keys never collide
 * across field boundaries; a memo holds at most its slots and frees what
 * it drops. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "core/memo.h"
#include "helpers.h"

static int by_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The XML and text reports of the fixture at rel, concatenated. */
static char *reports_of(const char *rel)
{
	pp_plan *plan = t_load(rel);
	pp_result *res = t_check(plan);
	char *xml = t_render(res, PP_FORMAT_XML), *text = t_render(res, PP_FORMAT_TEXT);
	char *both = pp_xasprintf("%s\n----\n%s", xml, text);
	free(xml);
	free(text);
	pp_result_free(res);
	pp_plan_free(plan);
	return both;
}

/* The fixtures of dir whose names start with prefix, sorted; n set. */
static char **fixtures_of(const char *dir, const char *prefix, size_t *n)
{
	char **list = NULL;
	size_t cap = 0;
	DIR *d = opendir(dir);
	cr_assert_not_null(d, "%s", dir);
	*n = 0;
	for (struct dirent *e; (e = readdir(d));) {
		size_t len = strlen(e->d_name);
		if (len < 6 || strcmp(e->d_name + len - 5, ".yaml") != 0 ||
		    strncmp(e->d_name, prefix, strlen(prefix)) != 0)
			continue;
		pp_grow((void **)&list, &cap, *n + 1, sizeof(*list));
		list[(*n)++] = pp_xasprintf("%s/%s", dir, e->d_name);
	}
	closedir(d);
	qsort(list, *n, sizeof(*list), by_name);
	return list;
}

/* The reports of every fixture are the same with memos off, then on from
 * cold in one pass over them all (a later plan may hit what an earlier one
 * kept: a key missing a field shows here), then on again (all warm).
 * Returns how many fixtures. */
static size_t same_three_ways(const char *dir, const char *prefix)
{
	size_t n;
	char **list = fixtures_of(dir, prefix, &n);
	char **off = pp_xcalloc(n ? n : 1, sizeof(*off));
	ck_memo_set_enabled(0);
	for (size_t i = 0; i < n; i++)
		off[i] = reports_of(list[i]);
	ck_memo_set_enabled(1);
	ck_memo_clear_all();
	for (int pass = 0; pass < 2; pass++)
		for (size_t i = 0; i < n; i++) {
			char *on = reports_of(list[i]);
			cr_expect_str_eq(on, off[i], "%s: memo on (%s) differs from memo off", list[i],
			                 pass ? "warm" : "cold");
			free(on);
		}
	for (size_t i = 0; i < n; i++) {
		free(off[i]);
		free(list[i]);
	}
	free(off);
	free(list);
	return n;
}

Test(memo, seed_plans_same_with_and_without)
{
	cr_expect_geq(same_three_ways("fixtures/plans", "seed-"), 4);
}

Test(memo, table_game_defects_same_with_and_without)
{
	cr_expect_geq(same_three_ways("fixtures/defects", "baccarat"), 10);
	cr_expect_geq(same_three_ways("fixtures/defects", "blackjack"), 10);
	same_three_ways("fixtures/defects", "pontoon");
}

/* Values are counters; freeing one counts it. */
static int freed;

static void free_counter(void *value)
{
	freed++;
	free(value);
}

static void copy_counter(void *dst, const void *value)
{
	*(int *)dst = *(const int *)value;
}

static int *counter(int v)
{
	int *p = pp_xmalloc(sizeof(*p));
	*p = v;
	return p;
}

Test(memo, fields_never_run_together)
{
	ck_key a = { 0 }, b = { 0 }, c = { 0 }, d = { 0 };
	ck_key_uint(&a, 12);
	ck_key_uint(&a, 3);
	ck_key_uint(&b, 1);
	ck_key_uint(&b, 23);
	cr_expect(a.text.len != b.text.len || memcmp(a.text.data, b.text.data, a.text.len) != 0);
	ck_key_bytes(&c, "x;1;", 4);
	ck_key_bytes(&d, "x", 1);
	ck_key_uint(&d, 1);
	cr_expect(c.text.len != d.text.len || memcmp(c.text.data, d.text.data, c.text.len) != 0);
	ck_key_free(&a);
	ck_key_free(&b);
	ck_key_free(&c);
	ck_key_free(&d);
}

Test(memo, bounded_round_robin_and_off)
{
	static ck_memo m = CK_MEMO_INIT("test", free_counter, 4);
	ck_memo_set_enabled(1);
	freed = 0;
	for (int i = 0; i < 6; i++) {
		ck_key k = { 0 };
		ck_key_int(&k, i);
		int got = -1;
		cr_expect_not(ck_memo_find(&m, &k, copy_counter, &got));
		ck_memo_store(&m, &k, counter(i));
		cr_expect(ck_memo_find(&m, &k, copy_counter, &got));
		cr_expect_eq(got, i);
		ck_key_free(&k);
	}
	cr_expect_eq(freed, 2, "six values in four slots drop two");
	for (int i = 0; i < 6; i++) {
		ck_key k = { 0 };
		ck_key_int(&k, i);
		int got = -1;
		cr_expect_eq(ck_memo_find(&m, &k, copy_counter, &got), i >= 2, "key %d", i);
		ck_key_free(&k);
	}
	/* The same key stored twice keeps the first and frees the second. */
	ck_key k = { 0 };
	ck_key_int(&k, 5);
	ck_memo_store(&m, &k, counter(50));
	cr_expect_eq(freed, 3);
	int got = -1;
	cr_expect(ck_memo_find(&m, &k, copy_counter, &got));
	cr_expect_eq(got, 5);
	/* Off: everything dropped, nothing found, nothing kept. */
	ck_memo_set_enabled(0);
	cr_expect_eq(freed, 7);
	cr_expect_not(ck_memo_find(&m, &k, copy_counter, &got));
	ck_memo_store(&m, &k, counter(5));
	cr_expect_eq(freed, 8);
	ck_memo_set_enabled(1);
	cr_expect_not(ck_memo_find(&m, &k, copy_counter, &got));
	unsigned long hits, misses;
	ck_memo_stats(&m, &hits, &misses);
	cr_expect_eq(hits, 11);
	ck_key_free(&k);
}
