/* SPDX-License-Identifier: Apache-2.0 */
/* stud_report_impl.h - the pieces the two halves of the PP-POKER-007
 * finding share: stud_optimal_report.c (the view, the readings' words,
 * the figures' rows and returns, the raise/fold finding) defines them;
 * stud_optimal_report_option.c (the finding when a card option is
 * optimised: the one-card exchange or the sixth card) uses them too.
 * Strings returned are the caller's to free. */
#ifndef PP_STUD_REPORT_IMPL_H
#define PP_STUD_REPORT_IMPL_H

#include "poker/stud/stud_optimal_impl.h"

/* What a variant's figure declines: nothing (the optimum), every card
 * option, or every option but the one-card exchange or the sixth card it
 * optimises; the last three are lower bounds of the optimal return. */
enum { DECLINES_NONE, DECLINES_ALL, DECLINES_OTHERS, DECLINES_OTHERS_SIXTH };

/* The options of gr whose `optimised` is want, joined by "; ", into b;
 * the number of them. */
size_t stud_report_option_names(pp_buf *b, const stud_game_read *gr, int want);
/* The evidence name prefix+variant+reading. */
char *stud_report_evidence_name(const char *prefix, const char *variant, const stud_reading *rd);
/* The label of the variant seen (1: one dealer card seen, 0: none): base
 * after "as dealt, ", "for comparison, not as dealt, " or alone. */
char *stud_report_view_label(const stud_game_read *gr, int seen, const char *base);
/* The dealt view as the finding's evidence `dealt_view`. */
void stud_report_view_evidence(pp_finding *f, const stud_game_read *gr);
/* The message's closing words on the view. */
void stud_report_view_note(pp_buf *m, const stud_game_read *gr);
/* How reading rd settles the Bet's open wins, for a table row or
 * (in_message) the message; "" when it settles none. */
char *stud_report_reading_words(const stud_reading *rd, const stud_game_read *gr, int in_message);
/* One variant of one reading as evidence and table rows: house edge,
 * element of risk, and count under the evidence name count_name. */
void stud_report_variant(pp_finding *f, pp_table *t, const char *suffix, const char *label,
                         const stud_reading *rd, const char *reading, mpq_srcptr house_edge,
                         mpq_srcptr element_of_risk, const char *count_name, const char *count);
/* stud_report_variant() for a raise/fold result. */
void stud_report_raise_fold_variant(pp_finding *f, pp_table *t, const char *suffix,
                                    const char *label, const stud_reading *rd,
                                    const char *reading, const stud_result *res);
/* The PAR sheet's rows and PP-RTP-001/002 of the variants that are the
 * game's returns; lower_*: what each declines (DECLINES_*). */
void stud_report_returns(ck_ctx *ctx, const poker_game *g, const stud_game_read *gr,
                         const char *reading, int lower_unseen, mpq_srcptr ev_unseen,
                         int lower_seen, mpq_srcptr ev_seen);
/* The opening of the message: what the plan leaves open, if anything. */
void stud_report_open_prefix(pp_buf *m, const stud_game_read *gr);
/* The house edges of one variant (res) of the n readings, each with its
 * reading's words, unit after the first. */
void stud_report_edges(pp_buf *m, const stud_game_read *gr, const stud_reading *rd, size_t n,
                       mpq_srcptr (*res)(const stud_reading *), const char *unit);
/* Every reading's house edges after "the house edge ": the game as dealt
 * first, the other view for comparison; unseen(rd), seen(rd): each view's. */
void stud_report_view_edges(pp_buf *m, const stud_game_read *gr, const stud_reading *rd,
                            size_t n, mpq_srcptr (*unseen)(const stud_reading *),
                            mpq_srcptr (*seen)(const stud_reading *));
/* The raise/fold figures of a reading: dealer's cards unseen, one seen. */
mpq_srcptr stud_report_unseen_edge(const stud_reading *rd);
mpq_srcptr stud_report_seen_edge(const stud_reading *rd);

/* PP-POKER-007 and the main-stud table when a card option is optimised
 * (gr->exchange: the one-card exchange, or the sixth card when gr->sixth),
 * stud_optimal_report_option.c. */
void stud_report_option(ck_ctx *ctx, const poker_game *g, const stud_game_read *gr,
                        const stud_reading *rd, size_t n);

#endif
