/* SPDX-License-Identifier: Apache-2.0 */
/* check.h - what a game family's checker sees: the check context, and the
 * calls that record findings, evidence and tables in the result set.
 *
 * A family is a ck_family (families.c): a name matching spec/families.c,
 * its rule table, a check function and optionally a max-win function that
 * the common max-win check (maxwin.c) calls once per currency row.  A family
 * never prints and never fails on a broken rule: it records findings.  It
 * returns an error status only when the plan cannot be evaluated. */
#ifndef PP_CHECK_H
#define PP_CHECK_H

#include "node.h"
#include "core/num.h"
#include "core/result.h"
#include "i18n.h"
#include "util.h"

typedef struct ck_ctx ck_ctx;

typedef struct {
	const char *name;
	const pp_rule *rules;   /* terminated by a rule with NULL id */
	/* Check one game; record findings and tables in ctx. */
	pp_status (*check)(ck_ctx *ctx, const pp_node *game, pp_error *err);
	/* The largest win of one box in one round for the limits row `limits`
	 * (its max_bet etc.): gross (stakes returned included) and net, and how
	 * it arises (path, e.g. "straight at 35:1 x 50000").  Returns 0 when
	 * the game has no such figure (the max-win check is then not
	 * applicable).  NULL when the family has none. */
	int (*max_win)(ck_ctx *ctx, const pp_node *game, const pp_node *limits,
	               mpq_t gross, mpq_t net, pp_buf *path);
	/* Why a rule game leaves open (field `field` of mapping map, flagged
	 * open in the format) needs no statement after all: another rule the
	 * plan states decides every case it would (a static text, for the
	 * PP-PLAN-007 finding), else NULL.  NULL when the family knows no
	 * such case. */
	const char *(*open_decided)(const pp_node *game, const pp_node *map, const char *field);
} ck_family;

/* Families, NULL-terminated (families.c), and lookup by name. */
extern const ck_family *const ck_families[];
const ck_family *ck_family_find(const char *name);

/* The rules every family shares (rules_core.c), and the waiver rules
 * (rules_waivers.c). */
extern const pp_rule ck_rules_core[];
extern const pp_rule ck_rules_waivers[];
/* The rule an input that cannot be loaded is reported under in the CI
 * reports (rules_input.c). */
extern const pp_rule ck_rules_input[];
/* The rules tying a plan to its source documents (rules_doc.c). */
extern const pp_rule ck_rules_doc[];

/* Record the result of rule `rule_id` about `subject` of game at node `at`
 * (its location and nearest citation are taken).  ok selects pass, else the
 * status the rule's severity gives.  Returns the finding to add evidence
 * to; it belongs to the result set.  An unknown rule id aborts: rule ids
 * are static and tests run every one. */
pp_finding *ck_emit(ck_ctx *ctx, const char *rule_id, const pp_node *game,
                    const pp_node *at, const char *subject, int ok,
                    const char *fmt, ...) PP_PRINTF(7, 8);

/* As ck_emit, with an explicit status (not applicable, error, ...). */
pp_finding *ck_emit_status(ck_ctx *ctx, const char *rule_id, const pp_node *game,
                           const pp_node *at, const char *subject,
                           pp_check_status status, const char *fmt, ...)
	PP_PRINTF(7, 8);

/* Fragments of a message in the run's language.  A finding keeps its
 * message twice: in English (f->message, for the XML, JSON, SARIF and JUnit
 * reports, the same in every language) and in the run's language
 * (f->message_l10n, for the text and HTML reports).  ck_emit formats fmt
 * with its arguments for the first, and the catalogue's translation of fmt
 * with the same arguments for the second.  A `%s` argument that is itself
 * words ("gross", "at least 100%: players win on average", a phrase a check
 * builds) is passed through ck_l10n or ck_l10nf: they return the English
 * text, which is what the English message gets, and tell the calling
 * thread's next ck_emit/ck_emit_status its translation, which the
 * translated message gets in its place.  The fragment is known by its
 * address: pass the pointer returned, unchanged, to the next ck_emit of the
 * same thread.  Every ck_emit forgets the fragments registered before it.
 *
 * ck_l10n(msgid): a fixed fragment (xgettext extracts it); msgid is
 * returned.  ck_l10nf(fmt, ...): a fragment formatted from a translatable
 * format (extracted, c-format), its own `%s` arguments possibly fragments
 * too; returns the English text, which belongs to the thread's registry
 * and is freed by the next ck_emit: copy it to keep it. */
const char *ck_l10n(const char *msgid) PP_FORMAT_ARG(1);
const char *ck_l10nf(const char *fmt, ...) PP_PRINTF(1, 2);
/* ck_l10n for a msgid whose translation depends on the sentence it goes
 * into (a case ending): the catalogue's entry with msgctxt context. */
const char *ck_l10nc(const char *context, const char *msgid) PP_FORMAT_ARG(2);
/* ck_l10nf for a count n: fmt when n is 1 in English, else plural, and
 * the catalogue's form for n in the run's language (pp_ngettext). */
const char *ck_l10nfn(unsigned long n, const char *fmt, const char *plural, ...)
	PP_PRINTF(3, 4);
/* A fragment built piece by piece (a list, a path), owned by the caller
 * (zero-initialised; ck_l10n_buf_free): ck_l10n_buf_printf appends a
 * translatable piece in English to b->en and translated to b->local,
 * ck_l10n_buf_puts text that is the same in every language (names,
 * figures).  ck_l10n_buf_text registers the translation and returns the
 * English text, b->en.data ("" when empty), to pass to the next ck_emit
 * unchanged; it stays the caller's (for evidence, say) until freed. */
typedef struct {
	pp_buf en, local;
} ck_l10n_buf;
void ck_l10n_buf_printf(ck_l10n_buf *b, const char *fmt, ...) PP_PRINTF(2, 3);
void ck_l10n_buf_puts(ck_l10n_buf *b, const char *s);
const char *ck_l10n_buf_text(ck_l10n_buf *b);
void ck_l10n_buf_free(ck_l10n_buf *b);

/* Evidence: an exact figure (with a decimal of digits fraction digits,
 * rounded half-even), a percentage, or a text. */
void ck_evidence_q(pp_finding *f, const char *name, const mpq_t q, unsigned digits);
void ck_evidence_pct(pp_finding *f, const char *name, const mpq_t q);
void ck_evidence_text(pp_finding *f, const char *name, const char *text);

/* Start a table of figures for game (NULL: plan-level) with ncols columns
 * named by the following ncols strings.  A title that is a msgid is
 * translated where it is printed; one built from parts is passed as
 * ck_l10nf(...) straight to ck_table, which keeps its translation. */
pp_table *ck_table(ck_ctx *ctx, const pp_node *game, const char *id,
                   const char *title, size_t ncols, ...);

/* Append a row of ncols cells; each cell is copied. */
void ck_table_row(pp_table *t, ...);

/* Append a row whose cells the caller allocated; they are taken over. */
void ck_table_row_owned(pp_table *t, char **cells);

/* The plan being checked, and its currency row for code (or NULL). */
const struct pp_plan *ck_plan(const ck_ctx *ctx);

/* Whether the heavy main-game analyses (the blackjack shoe, the stud
 * optimum) run in the calling thread's check: its options' exact_main,
 * the CLI's --exact-main (core/run.h). */
int ck_exact_main_enabled(void);

/* Data a family keeps for one run, across its games (the poker families'
 * index of same-named bets): NULL until set; ck_set_run_state hands it to
 * the run, which frees it with free_fn when the run ends, however it ends.
 * With --jobs above 1 the games are checked on several threads, each with
 * a run of its own, so such state is built once per thread: it must be
 * what can be rebuilt from the plan, never results carried from one game
 * to the next. */
void *ck_run_state(const ck_ctx *ctx);
void ck_set_run_state(ck_ctx *ctx, void *state, void (*free_fn)(void *));
const pp_node *ck_currency(const ck_ctx *ctx, const char *code);

/* The smallest chip of currency cur into out: game's `chips` entry for cur,
 * else the plan's currency row; its `smallest_chip`, else the gcd of its
 * chip values.  Returns 0 (out untouched) when the plan states none. */
int ck_smallest_chip(mpq_t out, const ck_ctx *ctx, const pp_node *game, const char *cur);

/* Tell the cross-plan checks which max-win basis a game's declared figure
 * follows: "gross", "net", "both" or "neither" (maxwin.c). */
void ck_note_basis(ck_ctx *ctx, const pp_node *game, const pp_node *at,
                   const char *stated, const char *matches);

/* Record PP-RTP-001 for a bet whose exact return to player is rtp: it
 * passes when rtp < 1; and PP-RTP-002, the return against the policy's
 * floors for bets of kind ("main", "side" or "wheel").  Returns the
 * PP-RTP-001 finding. */
pp_finding *ck_rtp(ck_ctx *ctx, const pp_node *game, const pp_node *at,
                   const char *subject, const char *kind, const mpq_t rtp);

/* The largest stake on one bet at a limits row: the bet's own maximum
 * where the row's `bets` list sets one (matched by name or alt, either may
 * be NULL), else the row's max_bet.  Returns 2 for the bet's own, 1 for
 * the row's, 0 (out untouched) when neither is stated. */
int ck_bet_max(mpq_t out, const pp_node *row, const char *name, const char *alt);

/* The largest win of one bet of list bets, each staked at its own maximum
 * at the limits row (ck_bet_max), for games where one round pays one bet:
 * gross and net, and the path ("max bet 50000 on straight at 35:1"), the
 * bet named by its name_key.  Returns 1 (0 for an empty list or no stake). */
int ck_best_single_bet_win(const pp_node *bets, const char *name_key,
                           const pp_node *limits, mpq_t gross, mpq_t net,
                           pp_buf *path);

/* As ck_best_single_bet_win, naming every bet it tries to the max-win
 * check (ck_maxwin_outcome), so that each one above a declared figure is
 * reported. */
int ck_best_single_bet_win_in(ck_ctx *ctx, const pp_node *bets, const char *name_key,
                              const pp_node *limits, mpq_t gross, mpq_t net,
                              pp_buf *path);

/* While a family's max_win computes the largest win of a limits row, it
 * may name every outcome it tries: a short label ("straight", "royal_flush,
 * the dealer qualifies") and that outcome's win.  The max-win check then
 * reports every outcome above a declared figure, not only the largest
 * (PP-MAXWIN-001).  Outside a max_win call, or with ctx NULL, nothing is
 * recorded. */
void ck_maxwin_outcome(ck_ctx *ctx, const char *label, const mpq_t gross, const mpq_t net);

/* Standard text figures, allocated for the caller: an RTP "36/37" with its
 * percentage "97.2973%" (4 digits, half-even). */
char *ck_pct(const mpq_t q);

/* Checks every game gets whatever its family (maxwin.c, plan_checks.c,
 * open_rules.c). */
void ck_check_limits(ck_ctx *ctx, const pp_node *game, const ck_family *fam);
void ck_check_payout_words(ck_ctx *ctx, const pp_node *game);
void ck_check_open_rules(ck_ctx *ctx, const pp_node *game);
void ck_check_format_notes(ck_ctx *ctx);
void ck_check_plan(ck_ctx *ctx);

#endif
