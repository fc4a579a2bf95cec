/* SPDX-License-Identifier: Apache-2.0 */
/* disk_cache.h - the heavy analyses' results (--exact-main) kept on disk
 * between runs.
 *
 * A main game priced under the optimal strategy costs seconds to minutes
 * per rule set; auditors check every revision of a plan, and most
 * revisions leave most rule sets alone.  A result is stored under the
 * analysis's kind (which names its engine version: a changed engine gets a
 * new kind) and its full canonical rule set (the memo's ck_key), in a file
 * named by the SHA-256 of both.  A file is used only when it names the same
 * kind and holds the same key byte for byte, and only when its value parses
 * completely; anything else (missing, foreign, truncated, a link, larger
 * than 1 MiB, an older format) is a miss, and the result is computed as
 * without a cache.
 *
 * Trust: a cached figure goes into a compliance report, so an entry must
 * be one this user's planproof wrote.  The folder is used only when it is
 * the user's own (not a link, owned by the user, not writable by group or
 * others); it holds a random 32-byte key (file `key`, private), and each
 * entry ends in an HMAC-SHA-256 of the rest under it.  An entry whose MAC
 * does not match is ignored, recomputed and said once (ck_notice); a
 * folder that cannot be trusted is not used, and said once per run.
 *
 * Off unless the calling thread's check names a folder (cache_dir of
 * pp_check_options; the CLI names one for --exact-main, cli/args.c).
 * Writes go to a private temporary file renamed into place, so concurrent
 * runs never read half a value. */
#ifndef PP_DISK_CACHE_H
#define PP_DISK_CACHE_H

#include <stdint.h>

#include "core/memo.h"
#include "core/num.h"

/* The value text stored for (kind, k), allocated, or NULL (a miss, or the
 * cache is off). */
char *ck_disk_load(const char *kind, const ck_key *k);

/* Keep text for (kind, k).  Best effort: a failure to write is silent
 * (the next run computes again). */
void ck_disk_store(const char *kind, const ck_key *k, const char *text);

/* Value text: one `name value` line per field.  The getters return 1 when
 * the line is there and its value well-formed (a rational in lowest terms
 * with a positive denominator; a decimal integer; hex of exactly len bytes). */
void ck_disk_put_q(pp_buf *b, const char *name, const mpq_t q);
int ck_disk_get_q(mpq_t out, const char *text, const char *name);
void ck_disk_put_u64(pp_buf *b, const char *name, uint64_t v);
int ck_disk_get_u64(uint64_t *out, const char *text, const char *name);
void ck_disk_put_bytes(pp_buf *b, const char *name, const void *data, size_t len);
int ck_disk_get_bytes(void *out, size_t len, const char *text, const char *name);

#endif
