/* SPDX-License-Identifier: Apache-2.0 */
/* test_util.c - strings, errors, edit distance and SHA-256. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "sha256.h"
#include "util.h"

Test(util, buffers_grow_and_detach)
{
	pp_buf b = { 0 };
	for (int i = 0; i < 1000; i++)
		pp_buf_printf(&b, "%d,", i);
	cr_expect_eq(b.len, strlen(b.data));
	char *s = pp_buf_detach(&b);
	cr_expect_eq(strncmp(s, "0,1,2,", 6), 0);
	cr_expect_null(b.data);
	free(s);
}

Test(util, errors_format_gnu_style)
{
	pp_error err;
	char buf[256];
	pp_error_set(&err, PP_ESCHEMA, "plan.yaml", 3, 7, "boom %d", 1);
	cr_expect_str_eq(pp_error_format(&err, buf, sizeof(buf)), "plan.yaml:3:7: boom 1");
	pp_error_set(&err, PP_ESCHEMA, "plan.yaml", 3, 0, "boom");
	cr_expect_str_eq(pp_error_format(&err, buf, sizeof(buf)), "plan.yaml:3: boom");
	pp_error_set(&err, PP_EIO, "plan.yaml", 0, 0, "boom");
	cr_expect_str_eq(pp_error_format(&err, buf, sizeof(buf)), "plan.yaml: boom");
	cr_expect_str_eq(pp_status_str(PP_ESYNTAX), "syntax error");
}

Test(util, edit_distance_is_capped)
{
	cr_expect_eq(pp_edit_distance("payout", "payuot", 2), 2);
	cr_expect_eq(pp_edit_distance("payout", "payout", 2), 0);
	cr_expect_eq(pp_edit_distance("payout", "limits", 2), 3);
}

/* FIPS 180-2 appendix B test vectors. */
Test(util_sha256, known_answers)
{
	char hex[65];
	sha256_hex("", 0, hex);
	cr_expect_str_eq(hex, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
	sha256_hex("abc", 3, hex);
	cr_expect_str_eq(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
	const char *m = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
	sha256_hex(m, strlen(m), hex);
	cr_expect_str_eq(hex, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
	char *a = malloc(1000000);
	memset(a, 'a', 1000000);
	sha256_hex(a, 1000000, hex);
	cr_expect_str_eq(hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
	free(a);
}
