/* SPDX-License-Identifier: Apache-2.0 */
/* check_internal.h - the check context, shared by the driver (check.c), the
 * max-win checks (maxwin.c) and the cross-plan checks (plan_checks.c).
 * Families see it only as the opaque ck_ctx. */
#ifndef PP_CHECK_INTERNAL_H
#define PP_CHECK_INTERNAL_H

#include <stdarg.h>

#include "core/check.h"

/* Which basis one game's declared max win follows (for PP-PLAN-001). */
typedef struct {
	const pp_node *game;
	const pp_node *at;
	const char *stated;   /* static: "gross", "net", "unstated" */
	const char *matches;  /* static: "gross", "net", "both", "neither" */
} ck_basis_note;

struct spec_sources;

/* One outcome a family tried while computing a row's largest win
 * (ck_maxwin_outcome), for the list of every outcome above a declared
 * maximum win. */
typedef struct {
	char *label;
	mpq_t gross, net;
} ck_outcome;

struct ck_ctx {
	const struct pp_plan *plan;
	const struct spec_sources *sources; /* the documents the plan encodes (doc_check.c) */
	const pp_policy *policy;   /* the caller's, or the built-in default */
	pp_result *res;
	ck_basis_note *notes;
	size_t nnotes, cap_notes;
	/* Outcomes of the limits row being checked (maxwin.c owns and frees
	 * them row by row; recorded only while recording is set). */
	ck_outcome *outcomes;
	size_t noutcomes, cap_outcomes;
	int recording;
	void *run_state;                    /* ck_run_state */
	void (*run_state_free)(void *);
	size_t last_game;                   /* game_index's last answer */
};

/* PP-RTP-002: hold a bet's exact return to the policy's floors and
 * ceilings (called by ck_rtp; policy.c). */
void ck_policy_rtp(ck_ctx *ctx, const pp_node *game, const pp_node *at, const char *subject,
                   const char *kind, const mpq_t rtp);

/* The plan-wide table "policy": the floors every bet's return is held to
 * (policy.c). */
void ck_policy_table(ck_ctx *ctx);

/* The kinds of result the policy's `fail_on` fails a run on, into the
 * result (pp_result_set_fail_kinds; none listed: 0, the threshold). */
void ck_policy_fail_kinds(ck_ctx *ctx);

/* PP-POLICY-001: the statements the policy requires of game (NULL: the
 * plan's own). */
void ck_check_required(ck_ctx *ctx, const pp_node *game);

/* PP-NAME-001 for game and PP-NAME-002 across the plan (names.c). */
void ck_check_name(ck_ctx *ctx, const pp_node *game);
void ck_check_bet_names(ck_ctx *ctx);

/* The source documents (doc_check.c): PP-DOC-005 for the readings of
 * game (after its family's checks, whose figures it quotes); every other
 * PP-DOC rule once per plan, filling res->docs and the coverage; and the
 * document location of a finding located at node at (NULL: none). */
void ck_check_readings(ck_ctx *ctx, const pp_node *game);
void ck_check_documents(ck_ctx *ctx);
pp_doc_location *ck_doc_locate(const ck_ctx *ctx, const pp_node *at);

/* Finding messages in the run's language (check_l10n.c).  The message of
 * format fmt and arguments ap formatted in the run's language: the
 * catalogue's translation of fmt, its `%s` arguments registered by
 * ck_l10n/ck_l10nf replaced by their translations; the caller frees it.
 * NULL when neither fmt nor any fragment has a translation (the English
 * message is the one), or for a format it cannot take (`*` widths, floating
 * point).  ap is consumed. */
char *ck_l10n_vformat(const char *fmt, va_list ap) PP_PRINTF(1, 0);
/* The translation of s when s is a fragment the calling thread registered
 * (ck_l10n...), else s. */
const char *ck_l10n_translation(const char *s);
/* Empty the calling thread's fragments (after every message). */
void ck_l10n_forget(void);

#endif
