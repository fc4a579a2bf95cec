/* SPDX-License-Identifier: Apache-2.0 */
/* roulette_limits.c - PP-ROUL-010: the structure of a per-bet-type limits
 * table.  Plans print roulette maximums per bet type (straight 1-20, split
 * 1-40, ..., even chances 5-360) so that the stake per number covered is
 * the same at every type; the house's exposure to one number is then the
 * same whichever bet it comes from.  For each limits row that sets bet
 * types apart, this computes the maximum stake per number covered of each
 * type, reports the figure the row keeps (the most common one) and the
 * types that break it, and tabulates every type. */
#include <stdlib.h>
#include <string.h>

#include "roulette/roulette.h"
#include "i18n.h"

/* The roulette bet type a per-bet limit names: its type, or the plan's
 * name of one of the game's bets; -1 when it names neither. */
static int type_of(const pp_node *game, const char *bet)
{
	int t = roul_bet_from_name(bet);
	const pp_node *bets = node_get(game, "bets");
	for (size_t i = 0; t < 0 && i < node_len(bets); i++)
		if (strcmp(node_get_text(node_at(bets, i), "name", ""), bet) == 0)
			t = roul_bet_from_name(node_get_text(node_at(bets, i), "type", ""));
	return t;
}

/* How many numbers a bet of type b covers. */
static unsigned covers(roul_bet b)
{
	roul_set s[64];
	size_t n = roul_layout_bets(b, s);
	return n ? roul_count(s[n - 1]) : 0;
}

typedef struct {
	const pp_node *limit;  /* the `bets` item */
	const char *bet;
	unsigned covered;
	mpq_t per;             /* max_bet / covered */
} type_limit;

/* PP-ROUL-010 and the table rows of one limits row. */
static void check_row(ck_ctx *ctx, const pp_node *game, const pp_node *row, pp_table *t)
{
	const pp_node *bets = node_get(row, "bets");
	const char *cur = node_get_text(row, "currency", "");
	size_t n = 0, keep = 0, kept = 0, off = 0;
	const pp_node *first_off = NULL;
	type_limit *tl = pp_xcalloc(node_len(bets) + 1, sizeof(*tl));
	char *label = node_item_name(row);
	pp_buf breaks = { 0 };
	mpq_t max;
	mpq_init(max);
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *b = node_at(bets, i);
		int type = type_of(game, node_get_text(b, "bet", ""));
		if (type < 0 || !num_get(max, b, "max_bet"))
			continue;
		type_limit *x = &tl[n++];
		x->limit = b;
		x->bet = node_get_text(b, "bet", "");
		x->covered = covers((roul_bet)type);
		mpq_init(x->per);
		mpq_set_ui(x->per, x->covered, 1);
		mpq_div(x->per, max, x->per);
	}
	/* The figure the row keeps: the one most types share (the first on a tie). */
	for (size_t i = 0; i < n; i++) {
		size_t same = 0;
		for (size_t j = 0; j < n; j++)
			same += mpq_equal(tl[i].per, tl[j].per) != 0;
		if (same > kept) {
			kept = same;
			keep = i;
		}
	}
	for (size_t i = 0; i < n; i++) {
		char *m = num_plain(tl[i].per), *mb = pp_xstrdup(node_get_text(tl[i].limit,
		                                                               "max_bet", ""));
		char cov[16];
		snprintf(cov, sizeof(cov), "%u", tl[i].covered);
		int ok = mpq_equal(tl[i].per, tl[keep].per) != 0;
		ck_table_row(t, label, tl[i].bet, cov, mb, m, ok ? "" : "breaks the row's figure");
		if (!ok) {
			pp_buf_printf(&breaks, "%s%s (max %s on %u numbers: %s per number)",
			              off ? "; " : "", tl[i].bet, mb, tl[i].covered, m);
			if (!off++)
				first_off = tl[i].limit;
		}
		free(m);
		free(mb);
	}
	if (n < 2) {
		ck_emit_status(ctx, "PP-ROUL-010", game, bets, label, PP_ST_NOTAPPLICABLE,
		               "%s sets fewer than two bet types apart: no structure to check",
		               label);
	} else {
		char *k = num_plain(tl[keep].per);
		pp_finding *f;
		if (off)
			f = ck_emit(ctx, "PP-ROUL-010", game, node_get(first_off, "max_bet"), label, 0,
			            "in %s, %zu of %zu bet types allow %s %s per number covered; "
			            "%zu %s not: %s", label, kept, n, k, cur, off,
			            off == 1 ? "does" : "do", breaks.data);
		else
			f = ck_emit(ctx, "PP-ROUL-010", game, bets, label, 1,
			            "in %s, every one of the %zu bet types set apart allows %s %s "
			            "per number covered", label, n, k, cur);
		ck_evidence_q(f, "max_per_number", tl[keep].per, 2);
		free(k);
	}
	for (size_t i = 0; i < n; i++)
		mpq_clear(tl[i].per);
	mpq_clear(max);
	pp_buf_free(&breaks);
	free(label);
	free(tl);
}

void roul_check_bet_limits(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *limits = node_get(game, "limits");
	pp_table *t = NULL;
	for (size_t i = 0; i < node_len(limits); i++) {
		const pp_node *row = node_at(limits, i);
		if (!node_get(row, "bets"))
			continue;
		if (!t)
			t = ck_table(ctx, game, "bet-type-limits",
			             "Maximum stake per number covered, per bet type", 6, N_("row"), N_("bet"),
			             N_("numbers covered"), N_("max bet"), N_("max per number"), N_("note"));
		check_row(ctx, game, row, t);
	}
}
