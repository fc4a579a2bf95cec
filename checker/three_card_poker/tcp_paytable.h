/* SPDX-License-Identifier: Apache-2.0 */
/* tcp_paytable.h - the checks the three-card poker and Let It Ride
 * families share: rows naming hands the bet's cards cannot make, a table
 * whose payouts fall as hands rise, a hand missing between paid ones,
 * reading a row's payout, pricing a bet from exact counts, and the name
 * against the model. */
#ifndef PP_TCP_PAYTABLE_H
#define PP_TCP_PAYTABLE_H

#include <stdint.h>

#include "core/check.h"

/* One hand a paytable may name: its name and its rank among the hands the
 * bet's cards can make (0 the lowest), or -1 when they cannot make it. */
typedef struct {
	const char *name;
	int rank;
} tcp_pt_hand;

/* The rule ids a family reports the three checks under (impossible may
 * be NULL when the format cannot name such a hand). */
typedef struct {
	const char *impossible, *monotone, *missing;
} tcp_pt_rules;

/* Checks the paytable rows of bet `bet` (subject) of game against hands
 * (n of them, every name the format allows). */
void tcp_paytable_check(ck_ctx *ctx, const pp_node *game, const pp_node *rows,
                        const char *bet, const tcp_pt_hand *hands, size_t n,
                        const tcp_pt_rules *rules);

/* The payout (net per stake) of hand in rows into out: 1 when a row
 * names it, else 0 (out untouched). */
int tcp_paytable_get(mpq_t out, const pp_node *rows, const char *hand);

/* The largest payout of rows whose hand the bet can make, into out (0
 * when none), and that hand's name in *hand (NULL when none). */
void tcp_paytable_max(mpq_t out, const char **hand, const pp_node *rows,
                      const tcp_pt_hand *hands, size_t n);

/* A bet paid on its own paytable from exact counts: counts[i] hands of
 * names[i] among total (a mini royal or royal flush without a row paid as
 * a straight flush, other hands without a row lose); records its return
 * (PP-RTP-001, kind "side"), its figures and a table of the hands. */
void tcp_paytable_price(ck_ctx *ctx, const pp_node *game, const pp_node *bet,
                        const char *const *names, const uint64_t *counts, size_t n,
                        uint64_t total);

/* The name rule (PP-TCP-006, PP-LIR-005) of game: its name, lower-cased,
 * read for the names of other games (others, n of them, lower case) and
 * for the claims claim() adds to why (a bet the name promises that the
 * game lacks: claim reads the lower-cased name); one finding. */
void tcp_check_name(ck_ctx *ctx, const pp_node *game, const char *rule,
                    const char *const *others, size_t n,
                    void (*claim)(pp_buf *why, const char *low, const void *arg),
                    const void *arg);

#endif
