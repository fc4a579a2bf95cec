/* SPDX-License-Identifier: Apache-2.0 */
/* diff.h - pp_diff: what changed between two versions of a plan, and which
 * verdicts changed with it.
 *
 * The structural diff (diff_walk.c) compares the two validated trees, not
 * their text, guided only by the schema types the validator recorded on
 * every node, so it knows no family and works for families added later:
 *   - mappings are compared key by key;
 *   - lists of mappings are matched by the list type's `identity` key (a
 *     game by id, a bet by its name or type), else by position; an item
 *     removed and one added whose contents are equal but for a label
 *     identity (a text key) are reported as a rename;
 *   - lists of scalars or lists are compared as one value, except lists
 *     of a fixed length (min == max in the schema, e.g. the ten cells of a
 *     drawing-tableau row), which are compared element by element;
 *   - scalars by their kind: ratios, percentages, money, decimals and whole
 *     numbers as exact rationals ("35:1" equals "70:2"), the rest as text.
 * The verdict delta (diff_verdict.c) checks both versions and matches
 * findings by (game id, rule id, subject); a finding new in NEW whose
 * entry (checker/core/entries.c: its id depends on the rule and the cause,
 * not on instances, figures or lines) OLD already had is a new instance of
 * that entry, which counts only when the entry got graver.  The classification
 * (diff_class.c) derives each change's class from the verdicts it moves;
 * the rules are stated there.
 *
 * Ownership: a pp_diff owns its changes, both result sets and all strings;
 * it borrows both plans.  Like result.h, this header needs no GMP: the
 * writers in reports/ read it. */
#ifndef PP_DIFF_H
#define PP_DIFF_H

#include <stddef.h>

#include "core/result.h"
#include "schema.h"

#define DIFF_NONE ((size_t)-1)

typedef enum { DIFF_ADDED, DIFF_REMOVED, DIFF_CHANGED, DIFF_RENAMED } diff_op;

/* One side of a change. */
typedef struct {
	const pp_node *node;  /* NULL when the value is absent on this side */
	char *value;          /* a scalar's text; a container in flow style */
	char *exact;          /* numbers: the exact rational ("35", "19/20") */
} diff_side;

/* Why a change has its class. */
typedef struct {
	pp_severity cls;
	const char *tag;      /* static, stable: "new-finding", "rtp-lowered", ... */
	char *text;
} diff_reason;

typedef struct {
	diff_op op;
	pp_severity cls;      /* the highest reason's; info when there is none */
	char *game;           /* the game id (NEW's), or NULL at the plan level */
	char *path;           /* JSON Pointer, NEW's when the value is there */
	const char *what;     /* the schema's noun for the value */
	char *subject;        /* "`payout` of roulette bet `split`" */
	char *message;        /* one line: what changed, old and new value */
	char *citation;       /* nearest plan citation, NEW's first, or NULL */
	int metadata;         /* a citation: checks never read it */
	diff_side old, new;
	diff_reason *reasons;
	size_t nreasons, cap_reasons;
} diff_change;

/* How a finding moved between the versions. */
typedef enum {
	DELTA_NEW,            /* absent or passing before, not passing now */
	DELTA_WORSE,          /* not passing in both, at a higher level now */
	DELTA_BETTER,         /* not passing in both, at a lower level now */
	DELTA_UNCHANGED,      /* not passing in both, same status */
	DELTA_FIXED,          /* not passing before, passing or not applicable now */
	DELTA_GONE,           /* not passing before, absent now (its item went) */
	DELTA_NOT_APPLICABLE, /* evaluated before, not applicable now */
	DELTA_INSTANCE        /* new, but an instance of an entry (a root cause)
	                       * OLD already had: the entry changed, it is not new */
} diff_delta;
#define DELTA_COUNT 8

typedef struct {
	diff_delta delta;
	const pp_finding *old, *new; /* borrowed from the results; NULL if absent */
	const char *game;            /* the game id in NEW's naming, or NULL */
	int impact;                  /* pp_severity it gives the diff, or -1 */
	size_t change;               /* the change it is attributed to, or DIFF_NONE */
	const char *entry;           /* the id of its entry (NEW's, else OLD's), or NULL */
	size_t entry_instances;      /* that entry's number of instances */
} diff_finding;

/* An exact figure of a finding that moved. */
typedef struct {
	const pp_finding *old, *new;
	const pp_evidence *old_ev, *new_ev;
	const char *game;
	char *delta;                 /* new - old, exact */
	char *delta_decimal;         /* rounded as the evidence is, or NULL */
	int sign;                    /* of delta */
	int rtp;                     /* a return-to-player figure */
	int impact;                  /* pp_severity, or -1 */
	size_t change;
} diff_figure;

struct pp_diff {
	const struct pp_plan *old_plan, *new_plan;
	pp_result *old_res, *new_res;
	diff_change **changes;
	size_t nchanges, cap_changes;
	diff_finding *findings;
	size_t nfindings, cap_findings;
	diff_figure *figures;
	size_t nfigures, cap_figures;
	size_t passing;              /* findings passing in both versions */
};

/* A game of either version and how it fared. */
typedef enum { GAME_ADDED, GAME_REMOVED, GAME_RENAMED, GAME_CHANGED,
	GAME_UNCHANGED } diff_game_state;

typedef struct {
	const char *id;       /* NEW's id, or OLD's for a removed game */
	const char *old_id;   /* OLD's id when renamed, else NULL */
	diff_game_state state;
	size_t old_game, new_game; /* indexes into the results, or PP_NO_GAME */
} diff_game;

/* The games of both versions: NEW's in order, then those removed.  The
 * caller frees *out; the strings are borrowed from d. */
size_t diff_games(const pp_diff *d, diff_game **out);

/* "added", "removed", "renamed", "changed", "unchanged". */
const char *diff_game_state_name(diff_game_state s);

/* Append the structural changes from old to new (two validated trees,
 * roots or any two nodes of the same type) to d->changes. */
void diff_walk(pp_diff *d, const pp_node *old, const pp_node *new);

/* Read both versions' documents and say what moved in them under the
 * anchors both versions have (diff_anchor.c): reasons on the structural
 * changes of an anchor, and changes of their own for text that moved or
 * changed under an anchor the plan did not touch. */
void diff_anchors(pp_diff *d);

/* Match the findings of d->old_res and d->new_res into d->findings and
 * d->figures. */
void diff_verdicts(pp_diff *d);

/* Attribute findings and figures to changes and set every class. */
void diff_classify(pp_diff *d);

/* Add a reason to c and raise its class to cls.  text is taken over. */
void diff_add_reason(diff_change *c, pp_severity cls, const char *tag, char *text);

/* The game id a node belongs to (its T_GAME ancestor, itself included),
 * or NULL.  Borrowed from the tree. */
const char *diff_game_of(const pp_node *n);

/* The level a not-passing status is reported at (fail and error: error). */
pp_severity diff_status_level(pp_check_status st);

/* Whether st is a finding that did not pass (fail, warning, info, waived,
 * error). */
int diff_not_passing(pp_check_status st);

/* Static names: "added", ...; "new", "worse", ... */
const char *diff_op_name(diff_op op);
const char *diff_delta_name(diff_delta delta);

/* The overall level of d (the highest change class or impact), or -1 when
 * nothing changed. */
int diff_level(const pp_diff *d);

/* The entry id of finding f of res, or NULL when it is in none. */
const char *diff_entry_id(const pp_result *res, const pp_finding *f);

#endif
