/* SPDX-License-Identifier: Apache-2.0 */
/* sha256.c - SHA-256 as specified in FIPS 180-4, section 6.2: a portable
 * compression function written for clarity, and on x86-64 processors with
 * the SHA extensions one written with them (chosen once, at the first
 * call, from CPUID).  Both give the same digest; tests/unit/test_sha256.c
 * compares them.  Every plan, waivers file and source document is hashed
 * on every run, so the fast path is worth its few lines: about ten times
 * fewer instructions a block. */
#include <string.h>

#include "sha256.h"

static const uint32_t K[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
	0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
	0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
	0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
	0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
};

static uint32_t rotr(uint32_t x, unsigned n)
{
	return (x >> n) | (x << (32 - n));
}

/* Process one 64-byte block into the state h.  The working variables are
 * FIPS 180-4's a..h, renamed in place each round by rotating the roles of
 * eight locals (no copying: the fuzz build would route a memmove through
 * AddressSanitizer 64 times a block).  Ch and Maj are written in the
 * equivalent forms with one operation fewer: g ^ (e & (f ^ g)) chooses f
 * where e is set and g elsewhere; (a & b) | (c & (a | b)) is the majority. */
#define SHA_ROUND(a, b, c, d, e, f, g, h, t)                                         \
	do {                                                                             \
		uint32_t t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) +             \
		              (g ^ (e & (f ^ g))) + K[t] + w[t];                         \
		uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) +                 \
		              ((a & b) | (c & (a | b)));                                 \
		d += t1;                                                                 \
		h = t1 + t2;                                                             \
	} while (0)

static void compress_portable(uint32_t h[8], const unsigned char *block)
{
	uint32_t w[64];
	for (int t = 0; t < 16; t++)
		w[t] = (uint32_t)block[4 * t] << 24 | (uint32_t)block[4 * t + 1] << 16 |
		       (uint32_t)block[4 * t + 2] << 8 | (uint32_t)block[4 * t + 3];
	for (int t = 16; t < 64; t++) {
		uint32_t s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3);
		uint32_t s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10);
		w[t] = w[t - 16] + s0 + w[t - 7] + s1;
	}
	uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
	for (int t = 0; t < 64; t += 8) {
		SHA_ROUND(a, b, c, d, e, f, g, k, t);
		SHA_ROUND(k, a, b, c, d, e, f, g, t + 1);
		SHA_ROUND(g, k, a, b, c, d, e, f, t + 2);
		SHA_ROUND(f, g, k, a, b, c, d, e, t + 3);
		SHA_ROUND(e, f, g, k, a, b, c, d, t + 4);
		SHA_ROUND(d, e, f, g, k, a, b, c, t + 5);
		SHA_ROUND(c, d, e, f, g, k, a, b, t + 6);
		SHA_ROUND(b, c, d, e, f, g, k, a, t + 7);
	}
	h[0] += a;
	h[1] += b;
	h[2] += c;
	h[3] += d;
	h[4] += e;
	h[5] += f;
	h[6] += g;
	h[7] += k;
}

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#include <immintrin.h>
#include <stdatomic.h>

#define SHA_NI __attribute__((target("sha,sse4.1,ssse3")))

/* Process n 64-byte blocks with the SHA extensions.  The instructions keep
 * the state as two vectors, ABEF and CDGH (A in the highest lane); each
 * SHA256RNDS2 does two rounds from W+K in the low half of its third
 * operand and returns the new ABEF, so the two vectors swap roles every two
 * rounds and are back in place every four.  SHA256MSG1/MSG2 extend the
 * message schedule four words at a time: W[t] = s1(W[t-2]) + W[t-7] +
 * s0(W[t-15]) + W[t-16], the W[t-7] part added in between by a shift of
 * the two newest groups. */
static SHA_NI void compress_ni(uint32_t h[8], const unsigned char *blocks, size_t n)
{
	const __m128i bswap = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
	__m128i abcd = _mm_loadu_si128((const __m128i *)h);     /* lanes a b c d */
	__m128i efgh = _mm_loadu_si128((const __m128i *)(h + 4)); /* lanes e f g h */
	__m128i badc = _mm_shuffle_epi32(abcd, 0xB1);              /* b a d c */
	__m128i hgfe = _mm_shuffle_epi32(efgh, 0x1B);              /* h g f e */
	__m128i abef = _mm_alignr_epi8(badc, hgfe, 8);             /* f e b a */
	__m128i cdgh = _mm_blend_epi16(hgfe, badc, 0xF0);          /* h g d c */
	for (size_t b = 0; b < n; b++, blocks += 64) {
		__m128i abef0 = abef, cdgh0 = cdgh, w[4];
		for (int i = 0; i < 4; i++)
			w[i] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 16 * i)),
			                        bswap);
		for (int g = 0; g < 16; g++) {
			/* w[g % 4] holds W[4g-16 .. 4g-13]; the next three hold the
			 * following groups, w[(g+3) % 4] the newest. */
			__m128i *cur = &w[g % 4];
			if (g >= 4) {
				__m128i s = _mm_sha256msg1_epu32(*cur, w[(g + 1) % 4]);
				s = _mm_add_epi32(s, _mm_alignr_epi8(w[(g + 3) % 4], w[(g + 2) % 4], 4));
				*cur = _mm_sha256msg2_epu32(s, w[(g + 3) % 4]);
			}
			__m128i wk = _mm_add_epi32(*cur, _mm_loadu_si128((const __m128i *)(K + 4 * g)));
			cdgh = _mm_sha256rnds2_epu32(cdgh, abef, wk);
			abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(wk, 0x0E));
		}
		abef = _mm_add_epi32(abef, abef0);
		cdgh = _mm_add_epi32(cdgh, cdgh0);
	}
	__m128i abef_r = _mm_shuffle_epi32(abef, 0x1B);  /* a b e f */
	__m128i ghcd = _mm_shuffle_epi32(cdgh, 0xB1);    /* g h c d */
	_mm_storeu_si128((__m128i *)h, _mm_blend_epi16(abef_r, ghcd, 0xF0));
	_mm_storeu_si128((__m128i *)(h + 4), _mm_alignr_epi8(ghcd, abef_r, 8));
}

/* 1 when the processor has the SHA extensions and SSE4.1 (CPUID leaf 7
 * EBX bit 29; leaf 1 ECX bits 19 and 9 for SSE4.1 and SSSE3). */
static int cpu_has_sha_ni(void)
{
	unsigned a, b, c, d;
	if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 19)) || !(c & (1u << 9)))
		return 0;
	if (!__get_cpuid_count(7, 0, &a, &b, &c, &d))
		return 0;
	return (b >> 29) & 1;
}

int sha256_accelerated(void)
{
	static atomic_int known = -1; /* threads that race all store the same */
	int k = atomic_load(&known);
	if (k < 0) {
		k = cpu_has_sha_ni();
		atomic_store(&known, k);
	}
	return k;
}
#else
int sha256_accelerated(void)
{
	return 0;
}
#endif

/* n blocks through the fast path when there is one (and accel allows). */
static void compress_blocks(uint32_t h[8], const unsigned char *p, size_t n, int accel)
{
#if defined(__x86_64__) && defined(__GNUC__)
	if (accel && sha256_accelerated()) {
		compress_ni(h, p, n);
		return;
	}
#else
	(void)accel;
#endif
	for (size_t i = 0; i < n; i++)
		compress_portable(h, p + 64 * i);
}

static void sha256_impl(const void *data, size_t len, unsigned char out[32], int accel)
{
	uint32_t h[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
	                  0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
	const unsigned char *p = data;
	unsigned char tail[128];
	size_t full = len / 64, rest = len % 64;
	compress_blocks(h, p, full, accel);
	/* Padding: 0x80, zeros, then the bit length as 64 big-endian bits. */
	memset(tail, 0, sizeof(tail));
	if (rest)
		memcpy(tail, p + 64 * full, rest);
	tail[rest] = 0x80;
	size_t tail_len = rest < 56 ? 64 : 128;
	uint64_t bits = (uint64_t)len * 8;
	for (int i = 0; i < 8; i++)
		tail[tail_len - 1 - i] = (unsigned char)(bits >> (8 * i));
	compress_blocks(h, tail, tail_len / 64, accel);
	for (int i = 0; i < 8; i++) {
		out[4 * i] = (unsigned char)(h[i] >> 24);
		out[4 * i + 1] = (unsigned char)(h[i] >> 16);
		out[4 * i + 2] = (unsigned char)(h[i] >> 8);
		out[4 * i + 3] = (unsigned char)h[i];
	}
}

void sha256(const void *data, size_t len, unsigned char out[32])
{
	sha256_impl(data, len, out, 1);
}

void sha256_portable(const void *data, size_t len, unsigned char out[32])
{
	sha256_impl(data, len, out, 0);
}

void sha256_hex(const void *data, size_t len, char out[65])
{
	static const char hex[] = "0123456789abcdef";
	unsigned char d[32];
	sha256(data, len, d);
	for (int i = 0; i < 32; i++) {
		out[2 * i] = hex[d[i] >> 4];
		out[2 * i + 1] = hex[d[i] & 15];
	}
	out[64] = '\0';
}
