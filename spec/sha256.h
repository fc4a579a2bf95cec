/* SPDX-License-Identifier: Apache-2.0 */
/* sha256.h - SHA-256 (FIPS 180-4), to fingerprint every input in reports. */
#ifndef PP_SHA256_H
#define PP_SHA256_H

#include <stddef.h>
#include <stdint.h>

/* Hash len bytes of data into out (32 bytes).  Can't fail. */
void sha256(const void *data, size_t len, unsigned char out[32]);

/* The same digest, always through the portable code (for tests). */
void sha256_portable(const void *data, size_t len, unsigned char out[32]);

/* 1 when sha256() uses the processor's SHA extensions, else 0. */
int sha256_accelerated(void);

/* Hash into 64 lower-case hex digits and a NUL.  Can't fail. */
void sha256_hex(const void *data, size_t len, char out[65]);

#endif
