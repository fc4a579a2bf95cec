/* SPDX-License-Identifier: Apache-2.0 */
/* test_disk_cache.c - the result cache's value text and files
 * (checker/core/disk_cache.c): fields round-trip exactly, malformed fields
 * are refused, a file is found only under its own kind and key, the cache
 * is off without a folder, a forged entry is never used, and a folder
 * others may write to is not used. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/disk_cache.h"
#include "core/run.h"
#include "helpers.h"

Test(disk_cache, fields_round_trip_and_refuse_what_is_not_canonical)
{
	mpq_t q, back;
	mpq_inits(q, back, NULL);
	mpq_set_str(q, "-142031221/2718662100", 10);
	mpq_canonicalize(q);
	pp_buf b = { 0 };
	unsigned char bytes[5] = { 0, 1, 'S', 0xfe, 0xff }, got[5];
	uint64_t n = 0;
	ck_disk_put_q(&b, "ev", q);
	ck_disk_put_u64(&b, "hands", 2598960);
	ck_disk_put_bytes(&b, "moves", bytes, sizeof(bytes));
	cr_assert(ck_disk_get_q(back, b.data, "ev"));
	cr_assert(mpq_equal(q, back));
	cr_assert(ck_disk_get_u64(&n, b.data, "hands"));
	cr_assert_eq(n, 2598960);
	cr_assert(ck_disk_get_bytes(got, sizeof(got), b.data, "moves"));
	cr_assert_arr_eq(got, bytes, sizeof(bytes));
	cr_assert_not(ck_disk_get_q(back, b.data, "e"), "a prefix is not the field");
	cr_assert_not(ck_disk_get_bytes(got, 4, b.data, "moves"), "the length is part of it");
	cr_assert_not(ck_disk_get_q(back, "ev 2/4\n", "ev"), "not in lowest terms");
	cr_assert_not(ck_disk_get_q(back, "ev 1/-2\n", "ev"));
	cr_assert_not(ck_disk_get_q(back, "ev 1/0\n", "ev"));
	cr_assert_not(ck_disk_get_q(back, "ev 007\n", "ev"));
	cr_assert_not(ck_disk_get_q(back, "ev 0.5\n", "ev"));
	cr_assert_not(ck_disk_get_u64(&n, "hands -1\n", "hands"));
	cr_assert_not(ck_disk_get_u64(&n, "hands 99999999999999999999\n", "hands"));
	cr_assert_not(ck_disk_get_bytes(got, 5, "moves 00015x feff\n", "moves"));
	pp_buf_free(&b);
	mpq_clears(q, back, NULL);
}

/* The notices a run gave, joined by newlines. */
static pp_buf notices;

static void keep_notice(void *data, const char *message)
{
	(void)data;
	pp_buf_printf(&notices, "%s\n", message);
}

/* Enter a run whose cache is dir (NULL: none), its notices kept. */
static void enter(ck_run *run, const char *dir)
{
	pp_check_options o;
	pp_check_options_init(&o);
	o.cache_dir = dir;
	o.notice = keep_notice;
	pp_buf_free(&notices);
	ck_run_enter(run, &o);
}

/* The one entry file of dir (a .ppc), allocated. */
static char *entry_file(const char *dir)
{
	char cmd[256];
	snprintf(cmd, sizeof(cmd), "ls %s/*.ppc", dir);
	FILE *p = popen(cmd, "r");
	char line[512] = "";
	cr_assert(fgets(line, sizeof(line), p));
	pclose(p);
	line[strcspn(line, "\n")] = '\0';
	return strdup(line);
}

Test(disk_cache, a_file_answers_only_its_own_kind_and_key)
{
	const char *dir = "build-test-disk-cache-1/a/b";
	ck_key k1 = { 0 }, k2 = { 0 };
	ck_run run;
	ck_key_bytes(&k1, "rules one", 9);
	ck_key_bytes(&k2, "rules two", 9);
	ck_disk_store("kind 1", &k1, "x 1\n");
	cr_assert_null(ck_disk_load("kind 1", &k1), "outside a check: no cache");
	enter(&run, NULL);
	ck_disk_store("kind 1", &k1, "x 1\n");
	cr_assert_null(ck_disk_load("kind 1", &k1), "no folder: no cache");
	ck_run_leave(&run);
	enter(&run, dir);
	cr_assert_null(ck_disk_load("kind 1", &k1), "a miss before any store");
	ck_disk_store("kind 1", &k1, "x 1\n");
	ck_disk_store("kind 1", &k2, "x 2\n");
	char *a = ck_disk_load("kind 1", &k1), *b = ck_disk_load("kind 1", &k2);
	cr_assert_str_eq(a, "x 1\n");
	cr_assert_str_eq(b, "x 2\n");
	cr_assert_null(ck_disk_load("kind 2", &k1), "another engine's results are not these");
	cr_expect_null(notices.data, "%s", notices.data);
	struct stat sb;
	cr_assert_eq(stat("build-test-disk-cache-1/a/b/key", &sb), 0);
	cr_expect_eq(sb.st_mode & 0777, 0600, "the key is private: %o", sb.st_mode & 0777);
	cr_assert_eq(stat(dir, &sb), 0);
	cr_expect_eq(sb.st_mode & 0777, 0700, "the folder is private: %o", sb.st_mode & 0777);
	ck_run_leave(&run);
	free(a);
	free(b);
	ck_key_free(&k1);
	ck_key_free(&k2);
	(void)!system("rm -rf build-test-disk-cache-1");
}

/* A figure rewritten in an entry (the 101/100) does not verify:
 * the entry is ignored and said once; an entry of the old format is a
 * plain miss. */
Test(disk_cache, a_forged_entry_is_ignored_and_reported)
{
	const char *dir = "build-test-disk-cache-2";
	ck_key k = { 0 };
	ck_run run;
	ck_key_bytes(&k, "rules", 5);
	(void)!system("rm -rf build-test-disk-cache-2");
	enter(&run, dir);
	ck_disk_store("kind", &k, "rtp 99/100\n");
	char *path = entry_file(dir), *data = NULL;
	size_t len = 0;
	pp_error err;
	cr_assert_eq(spec_read_file(&data, &len, path, 1 << 20, &err), PP_OK);
	char *at = strstr(data, "rtp 99/100");
	cr_assert_not_null(at);
	memcpy(at, "rtp 101/100", 11); /* one byte longer: overwrite the newline too */
	FILE *fp = fopen(path, "w");
	fwrite(data, 1, len + 1, fp);
	fclose(fp);
	cr_assert_null(ck_disk_load("kind", &k), "a forged figure is never used");
	cr_assert_not_null(notices.data);
	cr_expect(strstr(notices.data, "does not verify"), "%s", notices.data);
	cr_expect(strstr(notices.data, path), "%s", notices.data);
	/* Recomputed and stored again: it verifies. */
	ck_disk_store("kind", &k, "rtp 99/100\n");
	char *v = ck_disk_load("kind", &k);
	cr_assert_str_eq(v, "rtp 99/100\n");
	free(v);
	/* The format before signatures: a miss, said nothing about. */
	fp = fopen(path, "w");
	fputs("planproof-result-cache 1\nkind\n7\n5:rules;\nrtp 101/100\n", fp);
	fclose(fp);
	pp_buf_free(&notices);
	cr_assert_null(ck_disk_load("kind", &k));
	cr_expect_null(notices.data, "%s", notices.data);
	ck_run_leave(&run);
	free(path);
	free(data);
	ck_key_free(&k);
	(void)!system("rm -rf build-test-disk-cache-2");
}

/* A cache folder others may write to, or a link, is not used: said once. */
Test(disk_cache, a_folder_that_is_not_private_is_not_used)
{
	const char *dir = "build-test-disk-cache-3";
	ck_key k = { 0 };
	ck_run run;
	ck_key_bytes(&k, "rules", 5);
	(void)!system("rm -rf build-test-disk-cache-3 build-test-disk-cache-3l");
	cr_assert_eq(mkdir(dir, 0700), 0);
	cr_assert_eq(chmod(dir, 0777), 0);
	enter(&run, dir);
	ck_disk_store("kind", &k, "x 1\n");
	cr_assert_null(ck_disk_load("kind", &k));
	cr_assert_not_null(notices.data);
	cr_expect(strstr(notices.data, "group or others may write to it"), "%s", notices.data);
	cr_expect_eq(strchr(notices.data, '\n') + 1, notices.data + notices.len,
	             "said once: %s", notices.data);
	ck_run_leave(&run);
	cr_assert_eq(chmod(dir, 0700), 0);
	cr_assert_eq(symlink(dir, "build-test-disk-cache-3l"), 0);
	enter(&run, "build-test-disk-cache-3l");
	cr_assert_null(ck_disk_load("kind", &k));
	cr_expect(notices.data && strstr(notices.data, "symbolic link"), "%s", notices.data);
	ck_run_leave(&run);
	ck_key_free(&k);
	pp_buf_free(&notices);
	(void)!system("rm -rf build-test-disk-cache-3 build-test-disk-cache-3l");
}
