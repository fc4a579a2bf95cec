/* check_internal.h - the check context, shared by the driver (check.c), the
 * max-win checks (maxwin.c) and the cross-plan checks (plan_checks.c).
 * Families see it only as the opaque ck_ctx. */
#ifndef PP_CHECK_INTERNAL_H
#define PP_CHECK_INTERNAL_H

#include "core/check.h"

/* Which basis one game's declared max win follows (for PP-PLAN-001). */
typedef struct {
	const pp_node *game;
	const pp_node *at;
	const char *stated;   /* static: "gross", "net", "unstated" */
	const char *matches;  /* static: "gross", "net", "both", "neither" */
} ck_basis_note;

struct ck_ctx {
	const struct pp_plan *plan;
	pp_result *res;
	ck_basis_note *notes;
	size_t nnotes, cap_notes;
};

#endif
