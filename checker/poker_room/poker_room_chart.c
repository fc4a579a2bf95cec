/* SPDX-License-Identifier: Apache-2.0 */
/* poker_room_chart.c - a fixed-limit raising chart as the plan prints it
 * (PP-ROOM-028): in each round every raise adds one bet, so raise i is
 * written "i x bet + bet"; the round's most is the bet and its raises; the
 * raises are the cap the structure states; the chart's total is the sum of
 * the rounds' most.  Figures are betting units, exact rationals. */
#include <stdlib.h>
#include <string.h>

#include "poker_room/poker_room.h"
#include "i18n.h"

/* "a+b" into before and raise: 1 when both parse as decimals, else 0. */
static int parse_cell(mpq_t before, mpq_t raise, const char *cell)
{
	const char *plus = strchr(cell, '+');
	if (!plus || plus == cell || !plus[1])
		return 0;
	char *a = pp_xasprintf("%.*s", (int)(plus - cell), cell);
	pp_error err;
	int ok = num_parse(before, LIT_DECIMAL, a, "", 0, 0, &err) == PP_OK &&
	         num_parse(raise, LIT_DECIMAL, plus + 1, "", 0, 0, &err) == PP_OK;
	free(a);
	return ok;
}

/* PP-ROOM-028 for one round: each raise cell against i x bet + bet, the
 * printed most against bet x (1 + raises), the count against the cap;
 * adds the computed most to total. */
static void check_round(ck_ctx *ctx, const pp_node *game, const char *subject,
                        const pp_node *round, const pp_node *cap, mpq_t total)
{
	const char *name = node_get_text(round, "name", "");
	const pp_node *raises = node_get(round, "raises");
	mpq_t bet, before, raise, want, most;
	mpq_inits(bet, before, raise, want, most, NULL);
	num_get(bet, round, "bet");
	char *b = num_plain(bet);
	for (size_t i = 0; i < node_len(raises); i++) {
		const pp_node *cell = node_at(raises, i);
		mpq_set_ui(want, (unsigned long)(i + 1), 1);
		mpq_mul(want, want, bet);
		int read = parse_cell(before, raise, node_text(cell));
		if (read && mpq_equal(before, want) && mpq_equal(raise, bet))
			continue;
		char *w = num_plain(want);
		pp_finding *f = ck_emit(ctx, "PP-ROOM-028", game, cell, subject, 0,
		                        "%s, %s: raise %zu is printed %s; one bet of %s on the %s "
		                        "already in makes it %s+%s", subject, name, i + 1,
		                        node_text(cell), b, w, w, b);
		mpq_add(want, want, bet);
		ck_evidence_q(f, "total_after_raise", want, 2);
		free(w);
	}
	mpq_set_ui(most, (unsigned long)(node_len(raises) + 1), 1);
	mpq_mul(most, most, bet);
	mpq_add(total, total, most);
	const pp_node *max = node_get(round, "max");
	char *m = num_plain(most);
	if (max) {
		num_from_node(want, max);
		pp_finding *f = ck_emit(ctx, "PP-ROOM-028", game, max, subject,
		                        mpq_equal(want, most),
		                        "%s, %s: a bet of %s and %zu raises of one bet put %s in the "
		                        "round; the chart prints %s", subject, name, b,
		                        node_len(raises), m, node_text(max));
		ck_evidence_q(f, "round_most", most, 2);
	}
	if (cap && (long long)node_len(raises) != atoll(node_text(cap)))
		ck_emit(ctx, "PP-ROOM-028", game, raises, subject, 0,
		        "%s, %s: the chart prints %zu raises where the plan caps a round at %s",
		        subject, name, node_len(raises), node_text(cap));
	free(m);
	free(b);
	mpq_clears(bet, before, raise, want, most, NULL);
}

void room_check_chart(ck_ctx *ctx, const pp_node *game, const char *subject,
                      const pp_node *chart, const pp_node *cap)
{
	const pp_node *rounds = node_get(chart, "rounds");
	mpq_t total, stated;
	mpq_inits(total, stated, NULL);
	for (size_t i = 0; i < node_len(rounds); i++)
		check_round(ctx, game, subject, node_at(rounds, i), cap, total);
	const pp_node *t = node_get(chart, "total");
	if (t) {
		num_from_node(stated, t);
		char *c = num_plain(total);
		pp_finding *f = ck_emit(ctx, "PP-ROOM-028", game, t, subject, mpq_equal(total, stated),
		                        "%s: the rounds' most add up to %s; the chart prints %s",
		                        subject, c, node_text(t));
		ck_evidence_q(f, "chart_total", total, 2);
		free(c);
	}
	mpq_clears(total, stated, NULL);
}
