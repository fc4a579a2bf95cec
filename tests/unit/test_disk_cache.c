/* test_disk_cache.c - the result cache's value text and files
 * (checker/core/disk_cache.c): fields round-trip exactly, malformed fields
 * are refused, a file is found only under its own kind and key, and the
 * cache is off without a folder. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/disk_cache.h"
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

Test(disk_cache, a_file_answers_only_its_own_kind_and_key)
{
	const char *dir = "build-test-disk-cache/a/b";
	ck_key k1 = { 0 }, k2 = { 0 };
	ck_key_bytes(&k1, "rules one", 9);
	ck_key_bytes(&k2, "rules two", 9);
	pp_set_result_cache(NULL);
	ck_disk_store("kind 1", &k1, "x 1\n");
	cr_assert_null(ck_disk_load("kind 1", &k1), "no folder: no cache");
	pp_set_result_cache(dir);
	cr_assert_null(ck_disk_load("kind 1", &k1), "a miss before any store");
	ck_disk_store("kind 1", &k1, "x 1\n");
	ck_disk_store("kind 1", &k2, "x 2\n");
	char *a = ck_disk_load("kind 1", &k1), *b = ck_disk_load("kind 1", &k2);
	cr_assert_str_eq(a, "x 1\n");
	cr_assert_str_eq(b, "x 2\n");
	cr_assert_null(ck_disk_load("kind 2", &k1), "another engine's results are not these");
	free(a);
	free(b);
	pp_set_result_cache(NULL);
	ck_key_free(&k1);
	ck_key_free(&k2);
	(void)!system("rm -rf build-test-disk-cache");
}
