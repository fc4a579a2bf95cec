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
};

/* Read a whole file of at most max bytes into *out (NUL-terminated, the
 * caller frees it) and its length into *len.  Errors are PP_EIO. */
pp_status spec_read_file(char **out, size_t *len, const char *path, size_t max,
                         pp_error *err);

/* The plan's metadata mapping, currencies list and games list. */
const pp_node *plan_meta(const pp_plan *plan);
const pp_node *plan_currencies(const pp_plan *plan);
const pp_node *plan_games(const pp_plan *plan);

#endif
