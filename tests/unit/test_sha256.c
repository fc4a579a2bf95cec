/* SPDX-License-Identifier: Apache-2.0 */
/* test_sha256.c - SHA-256 (spec/sha256.c): the FIPS 180-2 example digests,
 * and the accelerated path (SHA extensions, where the processor has them)
 * against the portable one on every length around the block and padding
 * boundaries.  Where the processor lacks the extensions both calls take
 * the portable path and the comparison holds trivially; the known digests
 * still test it. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "sha256.h"

static void expect_hex(const char *text, size_t len, const char *want)
{
	char hex[65];
	sha256_hex(text, len, hex);
	cr_expect_str_eq(hex, want, "SHA-256 of %zu bytes", len);
}

Test(sha256, the_standard_examples)
{
	expect_hex("", 0, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
	expect_hex("abc", 3, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
	const char *two = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
	expect_hex(two, strlen(two),
	           "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
	size_t n = 1000000;
	char *a = malloc(n);
	cr_assert_not_null(a);
	memset(a, 'a', n);
	expect_hex(a, n, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
	free(a);
}

Test(sha256, both_paths_agree_on_every_length)
{
	enum { MAX = 1100 };
	unsigned char data[MAX];
	unsigned x = 12345;
	for (size_t i = 0; i < MAX; i++) {
		x = x * 1103515245u + 12345u;
		data[i] = (unsigned char)(x >> 16);
	}
	for (size_t len = 0; len <= MAX; len++) {
		unsigned char fast[32], slow[32];
		sha256(data, len, fast);
		sha256_portable(data, len, slow);
		cr_assert_eq(memcmp(fast, slow, 32), 0, "length %zu (accelerated: %d)", len,
		             sha256_accelerated());
	}
}
