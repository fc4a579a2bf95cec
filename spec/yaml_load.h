/* SPDX-License-Identifier: Apache-2.0 */
/* yaml_load.h - YAML text to a pp_node tree, under planproof's profile. */
#ifndef PP_YAML_LOAD_H
#define PP_YAML_LOAD_H

#include <stddef.h>

#include "node.h"
#include "planproof.h"

#define SPEC_MAX_DEPTH 64        /* nesting of mappings and sequences */
#define SPEC_MAX_NODES 200000    /* values in one plan */
#define SPEC_MAX_KEYS 1024       /* keys in one mapping */
#define SPEC_MAX_SCALAR 65536    /* bytes in one scalar */

/* Parse data (len bytes, named file in locations) into a tree.  The
 * profile: one document; no anchors, aliases, tags, merge keys, complex or
 * duplicate keys; UTF-8 only; depth, size and counts bounded as above.
 * On success *out is the caller's (free with node_free); nodes borrow file.
 * On failure *out is NULL and err has a 1-based file:line:col. */
pp_status yaml_load_tree(pp_node **out, const char *file, const char *data,
                         size_t len, pp_error *err);

#endif
