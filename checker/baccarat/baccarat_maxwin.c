/* SPDX-License-Identifier: Apache-2.0 */
/* baccarat_maxwin.c - the largest win of a baccarat game at the maximum
 * bet of a limits row: of one bet, and of one round with every bet of the
 * layout at its maximum, with how it arises; and their table in the
 * report.  Outcomes are read from the plan's distribution in signature
 * order. */
#include <stdlib.h>
#include <string.h>

#include "core/discretion.h"
#include "core/maxwin.h"
#include "baccarat/baccarat.h"
#include "i18n.h"

/* What each bet of a round pays when it wins at the limits row's maximum
 * bet: the stake (the bet's own maximum where the row sets one), the plain
 * win and the win after the commission, computed once per row. */
typedef struct {
	size_t n;
	mpq_t *stake, *plain, *charged;
	int *own;
} round_wins;

static void round_wins_init(round_wins *rw, ck_ctx *ctx, const bac_game *g,
                            const pp_node *row)
{
	rw->n = g->set.nbets;
	rw->stake = pp_xcalloc(rw->n, sizeof(mpq_t));
	rw->plain = pp_xcalloc(rw->n, sizeof(mpq_t));
	rw->charged = pp_xcalloc(rw->n, sizeof(mpq_t));
	rw->own = pp_xcalloc(rw->n, sizeof(int));
	for (size_t b = 0; b < rw->n; b++) {
		const bac_bet *bet = &g->set.bets[b];
		mpq_inits(rw->stake[b], rw->plain[b], rw->charged[b], NULL);
		rw->own[b] = ck_bet_max(rw->stake[b], row, bet->name, NULL) == 2;
		mpq_mul(rw->plain[b], rw->stake[b], bet->payout);
		if (bet->comm && ck_soft_may(node_get(bet->comm->node, "rate"))) {
			mpq_set(rw->charged[b], rw->plain[b]); /* the operator may waive it */
		} else if (bet->comm) {
			bac_sweep s;
			int assumed;
			bac_sweep_init(&s);
			bac_sweep_setup(&s, ctx, g, bet, row, &assumed);
			bac_paid(rw->charged[b], &s, rw->stake[b]);
			bac_sweep_clear(&s);
		}
	}
}

static void round_wins_free(round_wins *rw)
{
	for (size_t b = 0; b < rw->n; b++)
		mpq_clears(rw->stake[b], rw->plain[b], rw->charged[b], NULL);
	free(rw->stake);
	free(rw->plain);
	free(rw->charged);
	free(rw->own);
}

/* Words for an outcome: "banker 6 beats player 0, player pair". */
static void outcome_words(pp_buf *b, const bac_outcome *o)
{
	if (o->p == o->b)
		pp_buf_printf(b, "a tie at %u", o->p);
	else if (o->p > o->b)
		pp_buf_printf(b, "player %u beats banker %u", o->p, o->b);
	else
		pp_buf_printf(b, "banker %u beats player %u", o->b, o->p);
	if (o->pp)
		pp_buf_puts(b, ", player pair");
	if (o->bp)
		pp_buf_puts(b, ", banker pair");
}

/* Whether the settlements key[0..n) were seen before; remembers them.
 * keys holds count earlier keys of n bytes each. */
static int seen_before(unsigned char *keys, size_t *count, const unsigned char *key, size_t n)
{
	for (size_t i = 0; i < *count; i++)
		if (memcmp(keys + i * n, key, n) == 0)
			return 1;
	memcpy(keys + (*count)++ * n, key, n);
	return 0;
}

/* The best round (every bet at the maximum) or the best single bet.
 * Outcomes are visited in signature order and the first one with the
 * highest net win (then gross) is kept; an outcome whose bets settle
 * exactly as an earlier one's pays the same and cannot replace it, so it
 * is skipped.  Every outcome that wins something is named to the max-win
 * check (ck_maxwin_outcome; ctx NULL: to nobody), which lists each one
 * above a declared figure. */
static int best_win(ck_ctx *ctx, const bac_game *g, const round_wins *rw, const pp_node *row,
                    int per_round, size_t only, mpq_t gross, mpq_t net, pp_buf *path)
{
	mpq_t stake, n, gr, best_stake;
	int found = 0;
	if (!ck_row_max_bet(gross, row) || !g->set.nbets)
		return 0;
	size_t nkey = per_round ? g->set.nbets : 1, nseen = 0;
	unsigned char *keys = pp_xmalloc(BAC_NSIG * nkey), *key = pp_xmalloc(nkey);
	mpq_inits(stake, n, gr, best_stake, NULL);
	mpq_set_ui(net, 0, 1);
	mpq_set_ui(gross, 0, 1);
	for (unsigned sig = 0; sig < BAC_NSIG; sig++) {
		if (!g->plan.w[sig])
			continue;
		for (size_t k = 0; k < nkey; k++)
			key[k] = (unsigned char)bac_settle_sig(&g->set.bets[per_round ? k : only], sig);
		if (seen_before(keys, &nseen, key, nkey))
			continue;
		bac_outcome o;
		bac_unsig(sig, &o);
		pp_buf names = { 0 };
		unsigned nwin = 0;
		mpq_set_ui(n, 0, 1);
		mpq_set_ui(gr, 0, 1);
		for (size_t k = 0; k < nkey; k++) {
			size_t b = per_round ? k : only;
			if (key[k] != BAC_WIN && key[k] != BAC_WIN_COMMISSION)
				continue;
			mpq_srcptr win = key[k] == BAC_WIN ? rw->plain[b] : rw->charged[b];
			mpq_add(n, n, win);
			mpq_add(gr, gr, win);
			mpq_add(gr, gr, rw->stake[b]);
			pp_buf_printf(&names, "%s%s", names.len ? ", " : "", g->set.bets[b].name);
			if (rw->own[b]) {
				char *st = num_plain(rw->stake[b]);
				pp_buf_printf(&names, " (its max bet %s)", st);
				free(st);
			}
			if (!per_round)
				mpq_set(best_stake, rw->stake[b]);
			nwin++;
		}
		ck_row_max_bet(stake, row);
		if (!per_round)
			mpq_set(stake, best_stake);
		if (names.len) { /* every outcome to the max-win check, named */
			pp_buf lab = { 0 }; /* a single bet: its name; a round: what wins when */
			pp_buf_puts(&lab, names.data);
			if (per_round) {
				pp_buf_puts(&lab, " when ");
				outcome_words(&lab, &o);
			}
			ck_maxwin_outcome(ctx, lab.data, gr, n);
			pp_buf_free(&lab);
		}
		int c = mpq_cmp(n, net);
		if (names.len && (!found || c > 0 || (c == 0 && mpq_cmp(gr, gross) > 0))) {
			char *s = num_plain(stake), *w = num_plain(n);
			mpq_set(net, n);
			mpq_set(gross, gr);
			path->len = 0;
			if (!per_round) {
				const bac_bet *bet = &g->set.bets[only];
				if (key[0] == BAC_WIN_COMMISSION &&
				    !mpq_equal(rw->charged[only], rw->plain[only]))
					pp_buf_printf(path, "max bet %s on %s, paid %s after the commission",
					              s, bet->name, w);
				else
					pp_buf_printf(path, "max bet %s on %s at %s", s, bet->name,
					              node_get_text(bet->node, "payout", ""));
			} else {
				pp_buf_printf(path, "max bet %s on %s%s when ", s,
				              nwin > 1 ? "each of " : "", names.data);
				outcome_words(path, &o);
			}
			free(s);
			free(w);
			found = 1;
		}
		pp_buf_free(&names);
	}
	mpq_clears(stake, n, gr, best_stake, NULL);
	free(keys);
	free(key);
	return found;
}

int bac_max_win(ck_ctx *ctx, const bac_game *g, const pp_node *limits, int per_round,
                mpq_t gross, mpq_t net, pp_buf *path)
{
	round_wins rw;
	round_wins_init(&rw, ctx, g, limits);
	if (per_round) {
		int found = best_win(ctx, g, &rw, limits, 1, 0, gross, net, path);
		round_wins_free(&rw);
		return found;
	}
	/* The best single bet: each bet's best win, the largest of them. */
	mpq_t gr, n;
	pp_buf p = { 0 };
	int found = 0;
	mpq_inits(gr, n, NULL);
	for (size_t b = 0; b < g->set.nbets; b++) {
		p.len = 0;
		if (!best_win(ctx, g, &rw, limits, 0, b, gr, n, &p))
			continue;
		if (!found || mpq_cmp(n, net) > 0) {
			mpq_set(net, n);
			mpq_set(gross, gr);
			path->len = 0;
			pp_buf_puts(path, p.data);
			found = 1;
		}
	}
	pp_buf_free(&p);
	mpq_clears(gr, n, NULL);
	round_wins_free(&rw);
	return found;
}

void bac_max_win_table(ck_ctx *ctx, const bac_game *g)
{
	const pp_node *limits = node_get(g->game, "limits");
	if (!node_len(limits))
		return;
	pp_table *t = ck_table(ctx, g->game, "max-win-bets",
	                       "Largest win at the maximum bet: of each bet, and of one round "
	                       "with every bet at the maximum", 4, N_("currency: bet"), N_("net"),
	                       N_("gross"), N_("how"));
	mpq_t gross, net;
	mpq_inits(gross, net, NULL);
	for (size_t r = 0; r < node_len(limits); r++) {
		const pp_node *row = node_at(limits, r);
		const char *cur = node_get_text(row, "currency", "");
		round_wins rw;
		round_wins_init(&rw, ctx, g, row);
		for (size_t b = 0; b <= g->set.nbets; b++) {
			pp_buf path = { 0 };
			int round = b == g->set.nbets;
			if (best_win(NULL, g, &rw, row, round, b, gross, net, &path)) {
				char *n = num_plain(net), *gr = num_plain(gross);
				char *key = pp_xasprintf("%s: %s", cur, round ? "one round"
				                                               : g->set.bets[b].name);
				ck_table_row(t, key, n, gr, path.data);
				free(key);
				free(n);
				free(gr);
			}
			pp_buf_free(&path);
		}
		round_wins_free(&rw);
	}
	mpq_clears(gross, net, NULL);
}
