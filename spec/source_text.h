/* SPDX-License-Identifier: Apache-2.0 */
/* source_text.h - a source document's text and what follows from its
 * bytes alone (SHA-256, line index, UTF-8 check, normalised text), shared
 * read-only by every plan of a process that names the same bytes.
 *
 * Checking two revisions of a plan (diff), a test suite, a fuzzer or a
 * server loads one document again and again; it is hashed and normalised
 * once.  The key is the text itself, compared byte for byte, so a file that
 * changed between two loads is read as it is now.  Internal to spec/. */
#ifndef PP_SOURCE_TEXT_H
#define PP_SOURCE_TEXT_H

#include <stddef.h>

#include "textnorm.h"

typedef struct source_text {
	char *data;              /* the bytes, NUL-terminated */
	size_t len;
	char sha256[65];
	size_t bad_line;         /* the first line that is not UTF-8, or 0 */
	size_t nlines;           /* lines (a last line without a newline counts) */
	size_t *line_start;      /* byte offset of each line (when bad_line is 0) */
	pp_normtext norm;        /* the text normalised (when bad_line is 0) */
	unsigned long refs;      /* holders: plans' documents and the cache */
} source_text;

/* The text of the len bytes at data (allocated, NUL-terminated; taken
 * over: freed here when the process already holds the same bytes).  The
 * caller holds one reference.  Can't fail. */
const source_text *source_text_get(char *data, size_t len);

/* One more reference to t, which the caller holds one of.  Can't fail. */
void source_text_get_again(const source_text *t);

/* Drop a reference from source_text_get.  Accepts NULL. */
void source_text_release(const source_text *t);

#endif
