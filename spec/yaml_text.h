/* SPDX-License-Identifier: Apache-2.0 */
/* yaml_text.h - the characters a YAML stream may hold, checked before
 * parsing (yaml_text.c). */
#ifndef PP_YAML_TEXT_H
#define PP_YAML_TEXT_H

#include <stddef.h>

/* The first place where data (len bytes, a byte order mark already
 * skipped) breaks libyaml's reader rules: bytes that are not UTF-8, or a
 * code point YAML does not allow (C0 controls other than tab, newline and
 * carriage return, DEL, C1 controls other than NEL, surrogates, U+FFFE,
 * U+FFFF).  Returns 0 when every character is allowed; otherwise 1 with
 * *offset the byte offset libyaml reports and *problem its words (static
 * text, the same as libyaml's reader error). */
int yaml_text_first_problem(const char *data, size_t len, size_t *offset,
                            const char **problem);

#endif
