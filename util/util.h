/* SPDX-License-Identifier: Apache-2.0 */
/* util.h - memory, growable strings and error helpers shared by every module.
 *
 * Out of memory is not an error in planproof: the pp_x* allocators abort
 * through one function (pp_oom), as GMP does.  Everything else here is
 * plain C with no dependency. */
#ifndef PP_UTIL_H
#define PP_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include "planproof.h"

#if defined(__GNUC__)
#define PP_PRINTF(f, a) __attribute__((format(printf, f, a)))
#define PP_NORETURN __attribute__((noreturn))
#else
#define PP_PRINTF(f, a)
#define PP_NORETURN
#endif

#define PP_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* Print a message and abort.  Called by every allocator on failure. */
PP_NORETURN void pp_oom(void);

/* malloc/calloc/realloc/strdup that never return NULL. */
void *pp_xmalloc(size_t size);
void *pp_xcalloc(size_t n, size_t size);
void *pp_xrealloc(void *ptr, size_t size);
char *pp_xstrdup(const char *s);
char *pp_xstrndup(const char *s, size_t n);

/* printf into a fresh allocation the caller frees. */
char *pp_xasprintf(const char *fmt, ...) PP_PRINTF(1, 2);
char *pp_xvasprintf(const char *fmt, va_list ap) PP_PRINTF(1, 0);

/* path with `.` and empty components removed and each `..` applied to the
 * component before it, as text (no file is looked at); into *up how many
 * leading `..` remain (the path leaves its folder when > 0, and the result
 * then stands for that many levels up, then itself).  Allocated; "" for a
 * path that names the folder itself.  Can't fail. */
char *pp_path_normalise(const char *path, unsigned *up);

/* Grow *items (of *cap elements of elem bytes) to hold at least need. */
void pp_grow(void **items, size_t *cap, size_t need, size_t elem);

/* A growable NUL-terminated byte string.  Zero-initialise, append, then
 * either pp_buf_detach (caller owns the bytes) or pp_buf_free. */
typedef struct {
	char *data;
	size_t len;
	size_t cap;
} pp_buf;

void pp_buf_putn(pp_buf *b, const char *s, size_t n);
void pp_buf_puts(pp_buf *b, const char *s);
void pp_buf_putc(pp_buf *b, char c);
void pp_buf_printf(pp_buf *b, const char *fmt, ...) PP_PRINTF(2, 3);
void pp_buf_vprintf(pp_buf *b, const char *fmt, va_list ap) PP_PRINTF(2, 0);
/* Return the string ("" when empty) and reset b; the caller frees it. */
char *pp_buf_detach(pp_buf *b);
void pp_buf_free(pp_buf *b);

/* UTF-8 (utf8.c).  The length of the well-formed code point at s (at most
 * len bytes) with its value in *cp, or 0 when the bytes are not UTF-8
 * (overlong, surrogate, beyond U+10FFFF, truncated). */
size_t pp_utf8_next(const char *s, size_t len, unsigned *cp);

/* Whether XML 1.0 can hold code point cp (its Char production). */
int pp_xml_char(unsigned cp);

/* Append s with every byte sequence XML cannot hold replaced by U+FFFD. */
void pp_buf_put_xml_safe(pp_buf *b, const char *s);

/* Append s for a terminal: controls (C0, DEL, C1, line separators,
 * bidirectional overrides) become visible escapes (\n, \x1b, \u202e) and
 * bytes that are not UTF-8 \xNN, so text from a plan cannot move the
 * cursor, recolour the screen or forge a line of its own. */
void pp_buf_put_visible(pp_buf *b, const char *s);

/* pp_buf_put_visible straight to fp. */
void pp_fput_visible(FILE *fp, const char *s);

/* Record an error in err (may be NULL) and return code, so call sites stay
 * on one line.  file may be NULL; line and col are 1-based, 0 = unknown. */
pp_status pp_error_set(pp_error *err, pp_status code, const char *file,
                       unsigned line, unsigned col, const char *fmt, ...)
	PP_PRINTF(6, 7);

/* Clear err to "no error".  err may be NULL. */
void pp_error_clear(pp_error *err);

/* Levenshtein distance between a and b, capped at cap + 1: used to suggest
 * the key the author probably meant. */
size_t pp_edit_distance(const char *a, const char *b, size_t cap);

/* The time SOURCE_DATE_EPOCH sets (seconds since 1970-01-01 UTC) into
 * *epoch: 1 when it is set to plain digits (at most 15); 0 when it is not
 * set, -1 when it is set to anything else (the CLI refuses that with exit
 * 64); *epoch is untouched unless 1 is returned.  Reports and waiver expiry use it for determinism. */
int pp_source_date_epoch(long long *epoch);

/* The UTC date of epoch as "YYYY-MM-DD" into day.  0, or -1 when the time
 * cannot be represented. */
int pp_utc_date(long long epoch, char day[11]);

/* A map from texts to numbers (strindex.c).  Zero-initialise, add, look
 * up, free.  Keys are borrowed: the index neither copies nor frees them. */
typedef struct {
	const char **keys;
	size_t *values;
	size_t cap;
	size_t len;
} pp_strindex;

/* Add key with value unless the index holds key already.  Returns 1 (and
 * the value first added in *first, if not NULL) when key was there, else
 * 0 (and value in *first). */
int pp_strindex_add(pp_strindex *ix, const char *key, size_t value, size_t *first);
/* Whether the index holds key; its value in *value (if not NULL). */
int pp_strindex_get(const pp_strindex *ix, const char *key, size_t *value);
void pp_strindex_free(pp_strindex *ix);

#endif
