/* SPDX-License-Identifier: Apache-2.0 */
/* waiver.h - the waivers file: reviewed exceptions to checks, kept apart
 * from the plan (pp_waivers).
 *
 * A waivers file is YAML under the plan's strict profile, validated by the
 * same validator against spec_waivers_type:
 *
 *   planproof_waivers: 1
 *   waivers:
 *     - rule: PP-MAXWIN-002
 *       game: european-roulette        # or `plan` for plan-wide checks
 *       subject: CZK                   # optional: else every subject
 *       justification: "..."
 *       approver: "J. Novák, compliance"
 *       expires: "2025-12-31"          # last day the waiver holds
 *
 * Loading checks the shape only; which rules exist and what a waiver
 * matches is the checker's business (checker/waivers/waivers.c).  The object is
 * immutable once loaded and owns its tree and strings. */
#ifndef PP_WAIVER_H
#define PP_WAIVER_H

#include <stddef.h>

#include "node.h"
#include "planproof.h"
#include "schema.h"

/* The game name that means "the plan-wide checks". */
#define SPEC_WAIVER_PLAN "plan"

/* One waiver; every pointer is borrowed from the tree. */
typedef struct {
	const pp_node *node;        /* the waiver's mapping: location and path */
	const pp_node *rule_node;   /* for locating an unknown rule id */
	const char *rule;
	const char *game;
	const char *subject;        /* NULL: every subject */
	const char *justification;
	const char *approver;
	const char *expires;        /* "YYYY-MM-DD" */
} spec_waiver;

struct pp_waivers {
	char *path;                 /* as the caller named it; nodes borrow it */
	size_t bytes;
	char sha256[65];
	pp_node *root;
	spec_waiver *items;
	size_t n;
};

/* The type of a whole waivers document. */
extern const spec_type spec_waivers_type;

#endif
