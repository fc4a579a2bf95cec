/* SPDX-License-Identifier: Apache-2.0 */
/* json.h - a small JSON writer for the SARIF report: pretty-printed with
 * two-space indents, members in the order written (so output is
 * deterministic), strings escaped per RFC 8259 and made valid UTF-8
 * (an invalid byte becomes U+FFFD).  It writes into a pp_buf and cannot
 * fail; out of memory aborts as everywhere. */
#ifndef PP_JSON_H
#define PP_JSON_H

#include <stddef.h>

#include "util.h"

#define JSON_MAX_DEPTH 32

typedef struct {
	pp_buf *out;
	int depth;
	int count[JSON_MAX_DEPTH]; /* members written at each open level */
} json;

/* Open an object or array: as a member named key of the enclosing object,
 * or as an array element when key is NULL. */
void json_object(json *j, const char *key);
void json_array(json *j, const char *key);
/* Close the innermost object or array. */
void json_end(json *j, char close);

/* Members (or elements when key is NULL).  json_str skips a NULL value
 * entirely (no member is written). */
void json_str(json *j, const char *key, const char *value);
void json_uint(json *j, const char *key, unsigned long long value);
void json_bool(json *j, const char *key, int value);

/* Append s to out as a JSON string literal, quotes included. */
void json_escape(pp_buf *out, const char *s);

#endif
