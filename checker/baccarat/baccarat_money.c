/* SPDX-License-Identifier: Apache-2.0 */
/* baccarat_money.c - amounts of a baccarat game: each commission against
 * the net payout the plan states (PP-BAC-006) and its rounding rule swept
 * over every legal stake of every currency (PP-BAC-007, PP-BAC-008).  The
 * largest wins are baccarat_maxwin.c's. */
#include <stdlib.h>
#include <string.h>

#include "baccarat/baccarat.h"
#include "core/maxwin.h"
#include "i18n.h"

static num_rounding rounding_of(const char *s)
{
	return strcmp(s, "up") == 0 ? NUM_UP : strcmp(s, "half_up") == 0 ? NUM_HALF_UP
	       : strcmp(s, "half_even") == 0 ? NUM_HALF_EVEN : NUM_DOWN;
}

/* Set s up for the commission of bet in the currency of limits row:
 * stake range, smallest chip (1 when the plan states none: *assumed),
 * rounding rule if the plan gives one for this currency, maximum win. */
void bac_sweep_setup(bac_sweep *s, ck_ctx *ctx, const bac_game *g, const bac_bet *bet,
                     const pp_node *row, int *assumed)
{
	const char *cur = node_get_text(row, "currency", "");
	const pp_node *r = node_get(bet->comm->node, "rounding");
	*assumed = !ck_smallest_chip(s->chip, ctx, g->game, cur);
	if (*assumed)
		mpq_set_ui(s->chip, 1, 1);
	mpq_set(s->step, s->chip);
	num_get(s->min, row, "min_bet");
	ck_bet_max(s->max, row, bet->name, NULL);
	mpq_set(s->payout, bet->payout);
	mpq_set(s->rate, bet->comm->rate);
	s->base = bet->comm->base;
	s->rounding = 0;
	if (r) {
		s->round_paid = strcmp(node_get_text(r, "amount", ""), "payout") == 0;
		s->dir = rounding_of(node_get_text(r, "direction", ""));
		if (strcmp(node_get_text(r, "to", ""), "smallest_chip") == 0) {
			mpq_set(s->unit, s->chip);
			s->rounding = 1;
		}
		const pp_node *steps = node_get(r, "steps");
		for (size_t i = 0; i < node_len(steps); i++)
			if (strcmp(node_get_text(node_at(steps, i), "currency", ""), cur) == 0)
				s->rounding = num_get(s->unit, node_at(steps, i), "step");
	}
	s->has_max_win = num_get(s->max_win, row, "max_win");
	s->max_win_gross = strcmp(ck_maxwin_basis(g->game), "gross") == 0;
}

/* "rounded down to the smallest chip (1)" for s. */
static char *rounding_text(const bac_sweep *s)
{
	if (!s->rounding)
		return pp_xstrdup("none stated: the exact commission");
	char *u = num_plain(s->unit);
	char *t = pp_xasprintf("the %s rounded %s to a multiple of %s",
	                       s->round_paid ? "paid win" : "commission", num_rounding_name(s->dir), u);
	free(u);
	return t;
}

/* PP-BAC-006: the commission applies to a bet and gives the stated payout. */
static void check_net_payout(ck_ctx *ctx, const bac_game *g, const bac_commission *c)
{
	const char *name = node_get_text(c->node, "bet", "");
	const pp_node *stated = node_get(c->node, "net_payout");
	const bac_bet *bet = NULL;
	for (size_t i = 0; i < g->set.nbets; i++)
		if (strcmp(g->set.bets[i].name, name) == 0)
			bet = &g->set.bets[i];
	if (!bet || bet->comm != c) {
		char *subject = pp_xasprintf("%s (commission %zu)", name,
		                             (size_t)(c - g->set.comms) + 1);
		ck_emit(ctx, "PP-BAC-006", g->game, node_get(c->node, "bet"), subject, 0,
		        bet ? N_("bet `%s` already carries a commission stated earlier; this one "
		              "would be charged on top of it")
		            : N_("the commission is charged on bet `%s`, which the game does not have"),
		        name);
		free(subject);
		return;
	}
	char *rate = bac_rate_text(c->rate), *net = num_ratio(c->net);
	if (!stated) {
		ck_emit_status(ctx, "PP-BAC-006", g->game, c->node, name, PP_ST_NOTAPPLICABLE,
		               "the %s commission makes `%s` pay %s; the plan states no net payout "
		               "to compare", rate, name, net);
	} else {
		mpq_t want;
		mpq_init(want);
		num_from_node(want, stated);
		int ok = mpq_equal(want, c->net);
		char *wr = num_plain(want);
		pp_finding *f = ck_emit(ctx, "PP-BAC-006", g->game, stated, name, ok,
		                        "`%s` pays %s less the %s commission, which is %s; the plan "
		                        "states %s%s%s", name, node_get_text(bet->node, "payout", ""),
		                        rate, net, stated->text, ok ? "" : ck_l10n(", which pays "),
		                        ok ? "" : wr);
		ck_evidence_q(f, "stated_net_win", want, 4);
		ck_evidence_q(f, "computed_net_win", c->net, 4);
		free(wr);
		mpq_clear(want);
	}
	free(rate);
	free(net);
}

/* The bet's return at a stake paying ratio (paid win / stake) under its
 * commission: the rest of its return plus P(charged) * (1 + ratio). */
static void rtp_at(mpq_t out, const bac_game *g, size_t b, const mpq_t ratio)
{
	const bac_bet *bet = &g->set.bets[b];
	mpq_t pc, t;
	bac_count charged = 0;
	mpq_inits(pc, t, NULL);
	for (unsigned sig = 0; sig < BAC_NSIG; sig++)
		if (bac_settle_sig(bet, sig) == BAC_WIN_COMMISSION)
			charged += g->plan.w[sig];
	bac_prob(pc, charged, g->total);
	mpq_set_ui(t, 1, 1);
	mpq_add(t, t, bet->comm->net);
	mpq_mul(t, t, pc);
	mpq_sub(out, g->rtp[b], t);      /* the return without the charged wins */
	mpq_set_ui(t, 1, 1);
	mpq_add(t, t, ratio);
	mpq_mul(t, t, pc);
	mpq_add(out, out, t);
	mpq_clears(pc, t, NULL);
}

/* "4.2017% at a stake of 119 CZK" */
static char *stake_text(const mpq_t stake, const mpq_t eff, const char *cur)
{
	char *s = num_plain(stake), *e = num_percent(eff, 4, NUM_HALF_EVEN);
	char *t = pp_xasprintf("%s at a stake of %s %s", e, s, cur);
	free(s);
	free(e);
	return t;
}

/* PP-BAC-007 and PP-BAC-008 for bet's commission in one currency row,
 * with its row of the commission table. */
static void sweep_row(ck_ctx *ctx, const bac_game *g, size_t b, const pp_node *row,
                      pp_table *t)
{
	const bac_bet *bet = &g->set.bets[b];
	const char *cur = node_get_text(row, "currency", "");
	const pp_node *r = node_get(bet->comm->node, "rounding");
	char subject[192];
	snprintf(subject, sizeof(subject), "%s %s", bet->name, cur);
	if (!node_get(row, "min_bet") || !node_get(row, "max_bet")) {
		ck_emit_status(ctx, "PP-BAC-007", g->game, row, subject, PP_ST_NOTAPPLICABLE,
		               "the %s row does not state both a minimum and a maximum bet", cur);
		return;
	}
	bac_sweep s;
	int assumed;
	bac_sweep_init(&s);
	bac_sweep_setup(&s, ctx, g, bet, row, &assumed);
	int any = bac_sweep_run(&s);
	char *st = num_plain(s.step), *lo = num_plain(s.min), *hi = num_plain(s.max);
	char *rt = rounding_text(&s);
	if (s.too_many) {
		ck_emit_status(ctx, "PP-BAC-007", g->game, row, subject, PP_ST_NOTAPPLICABLE,
		               "the %s stakes from %s to %s in steps of %s are too many to sweep",
		               cur, lo, hi, st);
		goto cleanup;
	}
	if (!any) {
		ck_emit_status(ctx, "PP-BAC-007", g->game, row, subject, PP_ST_NOTAPPLICABLE,
		               "no stake from %s to %s %s is a multiple of %s", lo, hi, cur, st);
		goto cleanup;
	}
	char *fs = num_plain(s.first_frac), *fp = num_plain(s.frac_paid);
	const char *first = s.nfrac ? ck_l10nf(" (the first: a stake of %s %s wins %s %s)", fs,
	                                       cur, fp, cur) : "";
	/* The message's range is freed by the next ck_emit: the evidence's is a copy. */
	const char *range_l10n = ck_l10nf(
		"%llu stakes from %s to %s %s in steps of %s%s", (unsigned long long)s.nstakes, lo,
		hi, cur, st, assumed ? ck_l10n(" (the plan states no chips: whole units assumed)") : "");
	char *range = pp_xstrdup(range_l10n);
	pp_finding *f;
	if (!s.rounding) {
		const char *why = r ? ck_l10n("gives no rounding step for this currency")
		                    : ck_l10n("states no rounding rule");
		f = ck_emit(ctx, "PP-BAC-007", g->game, r ? r : bet->comm->node, subject,
		            s.nfrac == 0,
		            "the plan %s for the commission on `%s`; of %s, %llu are paid a win that "
		            "is not a whole number of chips%s", why, bet->name, range_l10n,
		            (unsigned long long)s.nfrac, first);
	} else {
		f = ck_emit(ctx, "PP-BAC-007", g->game, r, subject, 1,
		            "the plan states the rounding of the commission on `%s` in %s: %s",
		            bet->name, cur, rt);
	}
	ck_evidence_text(f, "stakes", range);
	if (s.nfrac) {
		ck_evidence_q(f, "first_fractional_stake", s.first_frac, 2);
		ck_evidence_q(f, "its_exact_paid_win", s.frac_paid, 4);
	}
	free(fs);
	free(fp);
	mpq_t rlo, rhi;
	mpq_inits(rlo, rhi, NULL);
	rtp_at(rlo, g, b, s.worst_ratio);
	rtp_at(rhi, g, b, s.best_ratio);
	if (!s.rounding) {
		ck_emit_status(ctx, "PP-BAC-008", g->game, bet->comm->node, subject,
		               PP_ST_NOTAPPLICABLE, "there is no rounding rule to sweep in %s "
		               "(PP-BAC-007)", cur);
	} else {
		pp_buf bad = { 0 };
		const struct { uint64_t n; mpq_srcptr first; const char *what; } fails[] = {
			{ s.nneg, s.first_neg, "are paid a negative win" },
			{ s.nfrac, s.first_frac, "are paid a win that is not a whole number of chips" },
			{ s.nabove, s.first_above, "are paid more than the declared maximum win" },
			{ s.ndrop, s.first_drop, "are paid less than the stake one chip lower" },
		};
		for (size_t i = 0; i < PP_ARRAY_LEN(fails); i++) {
			if (!fails[i].n)
				continue;
			char *x = num_plain(fails[i].first);
			pp_buf_printf(&bad, "%s%llu %s (the first: %s %s)", bad.len ? "; " : "",
			              (unsigned long long)fails[i].n, fails[i].what, x, cur);
			free(x);
		}
		char *bs = stake_text(s.best_stake, s.best_eff, cur);
		char *ws = stake_text(s.worst_stake, s.worst_eff, cur);
		f = ck_emit(ctx, "PP-BAC-008", g->game, r, subject, bad.len == 0,
		            "%s of %s: %s; the effective commission runs from %s (rounding most "
		            "favours the player) to %s (most favours the house)",
		            bad.len ? "some" : "every one", range,
		            bad.len ? bad.data : "paid a whole number of chips, never negative, never "
		                                 "above the maximum win, never less than a lower stake",
		            bs, ws);
		ck_evidence_q(f, "stake_most_favouring_player", s.best_stake, 2);
		ck_evidence_pct(f, "effective_commission_lowest", s.best_eff);
		ck_evidence_q(f, "stake_most_favouring_house", s.worst_stake, 2);
		ck_evidence_pct(f, "effective_commission_highest", s.worst_eff);
		ck_evidence_pct(f, "rtp_lowest_over_stakes", rlo);
		ck_evidence_pct(f, "rtp_highest_over_stakes", rhi);
		free(bs);
		free(ws);
		pp_buf_free(&bad);
	}
	char n1[24], n2[24], n3[24], n4[24];
	snprintf(n1, sizeof(n1), "%llu", (unsigned long long)s.nfrac);
	snprintf(n2, sizeof(n2), "%llu", (unsigned long long)s.nneg);
	snprintf(n3, sizeof(n3), "%llu", (unsigned long long)s.nabove);
	snprintf(n4, sizeof(n4), "%llu", (unsigned long long)s.ndrop);
	char *bs = stake_text(s.best_stake, s.best_eff, cur);
	char *ws = stake_text(s.worst_stake, s.worst_eff, cur);
	char *pl = ck_pct(rlo), *ph = ck_pct(rhi);
	ck_table_row(t, cur, bet->name, range, rt, n1, n2, n3, n4, bs, ws, pl, ph);
	free(bs);
	free(ws);
	free(pl);
	free(ph);
	mpq_clears(rlo, rhi, NULL);
	free(range);
cleanup:
	free(st);
	free(lo);
	free(hi);
	free(rt);
	bac_sweep_clear(&s);
}

void bac_report_money(ck_ctx *ctx, const bac_game *g)
{
	const pp_node *limits = node_get(g->game, "limits");
	for (size_t i = 0; i < g->set.ncomms; i++)
		check_net_payout(ctx, g, &g->set.comms[i]);
	pp_table *t = NULL;
	for (size_t b = 0; b < g->set.nbets; b++) {
		if (!g->set.bets[b].comm)
			continue;
		if (!t)
			t = ck_table(ctx, g->game, "commission",
			             "Commission over every legal stake, per currency", 12, N_("currency"),
			             N_("bet"), N_("stakes"), N_("rounding"), N_("not whole chips"), N_("negative"),
			             N_("above max win"), N_("below a lower stake"), N_("most favours the player"),
			             N_("most favours the house"), N_("RTP, lowest %"), N_("RTP, highest %"));
		for (size_t r = 0; r < node_len(limits); r++)
			sweep_row(ctx, g, b, node_at(limits, r), t);
	}
	bac_max_win_table(ctx, g);
}
