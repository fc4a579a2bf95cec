/* SPDX-License-Identifier: Apache-2.0 */
/* plan.h - the loaded plan (pp_plan): its validated tree and its input's
 * identity (path, size, SHA-256).  Immutable once pp_plan_load_* returns. */
#ifndef PP_PLAN_H
#define PP_PLAN_H

#include "node.h"
#include "planproof.h"

struct pp_plan {
	char *path;          /* as the caller named it; nodes borrow it */
	size_t bytes;
	char sha256[65];     /* hex digest of the file's bytes */
	pp_node *root;
	/* Where its documents are read from when not from the plan's folder
	 * (pp_plan_set_document_reader; NULL: the file system). */
	pp_document_reader read_document;
	void *read_document_data;
	void (*free_read_document_data)(void *);
};

/* Read a whole file of at most max bytes into *out (NUL-terminated, the
 * caller frees it) and its length into *len.  Errors are PP_EIO. */
pp_status spec_read_file(char **out, size_t *len, const char *path, size_t max,
                         pp_error *err);

struct spec_type;

/* Parse data (len bytes, named name in messages and locations) under the
 * restricted YAML profile and validate it as type: the whole of loading a
 * plan or a waivers file once the bytes are in memory.  what names the
 * kind of file in the size-limit message ("a plan").  On success *root
 * owns the tree (node_free); on failure it is NULL and err says where. */
pp_status spec_parse_document(pp_node **root, const char *name, const char *data,
                              size_t len, const struct spec_type *type,
                              const char *what, pp_error *err);

/* As spec_parse_document, collecting up to cap located errors into errs
 * (*n of them, sorted by location): every independent schema mistake of
 * the file at once; a YAML syntax error stops parsing and is alone. */
pp_status spec_parse_document_all(pp_node **root, const char *name, const char *data,
                                  size_t len, const struct spec_type *type,
                                  const char *what, pp_error *errs, size_t cap,
                                  size_t *n);

/* The plan's metadata mapping, currencies list and games list. */
const pp_node *plan_meta(const pp_plan *plan);
const pp_node *plan_currencies(const pp_plan *plan);
const pp_node *plan_games(const pp_plan *plan);

#endif
