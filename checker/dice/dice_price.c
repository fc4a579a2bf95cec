/* SPDX-License-Identifier: Apache-2.0 */
/* dice_price.c - the exact return of every dice bet (PP-RTP-001) and its
 * PAR-sheet outcomes: one-roll bets from their outcome tables, bets that
 * stay until decided from their winning and losing rolls, line bets over
 * the whole come-out and point, odds by point (PP-DICE-003) and behind
 * their line bet at the stated multiples; each rule the plan leaves open
 * priced under every reading (PP-DICE-007).  Returns are per unit staked
 * over the bet's whole life; the house edge per roll is given beside. */
#include <stdlib.h>
#include <string.h>

#include "core/discretion.h"
#include "core/figures.h"
#include "dice/dice.h"
#include "i18n.h"
#include "soft.h"

/* The bets table and the figures of one reading. */
typedef struct {
	ck_ctx *ctx;
	dice_game *g;
	pp_table *t;
} pricer;

/* One row of the bets table and the PP-RTP-001 finding: rtp per unit
 * staked; decided: the probability that one roll decides the bet (1 for a
 * one-roll bet), for the house edge per roll.  Returns the finding. */
static pp_finding *report(pricer *pr, const dice_bet *b, const char *subject,
                          const mpq_t pwin, const mpq_t rtp, const mpq_t decided)
{
	mpq_t edge, per_roll;
	mpq_inits(edge, per_roll, NULL);
	mpq_set_ui(edge, 1, 1);
	mpq_sub(edge, edge, rtp);
	mpq_mul(per_roll, edge, decided);
	char *pw = num_exact(pwin), *re = num_exact(rtp), *rp = ck_pct(rtp);
	char *ep = num_percent(per_roll, 4, NUM_HALF_EVEN);
	ck_table_row(pr->t, subject, b->type, pw, re, rp, ep);
	pp_finding *f = ck_rtp(pr->ctx, pr->g->game, b->node, subject, "main", rtp);
	ck_evidence_q(f, "probability_win", pwin, 6);
	ck_evidence_q(f, "house_edge", edge, 6);
	ck_evidence_q(f, "decided_per_roll", decided, 6);
	ck_evidence_q(f, "house_edge_per_roll", per_roll, 6);
	ck_evidence_text(f, "per", mpq_cmp_ui(decided, 1, 1) == 0
	                 ? "unit staked; the bet is settled by one roll"
	                 : "unit staked over the bet's whole life; per roll: house_edge_per_roll");
	free(pw);
	free(re);
	free(rp);
	free(ep);
	mpq_clears(edge, per_roll, NULL);
	return f;
}

/* A one-roll bet from its net table: outcomes grouped by net payout. */
static void price_roll(pricer *pr, const dice_bet *b, const char *subject, mpq_t *net,
                       size_t nout, mpq_t rtp_out)
{
	/* At most 13 distinct nets: a loss and one pay per craps total (two
	 * dice) or per number of matches (three). */
	mpq_t vals[16], p, pwin, rtp, one;
	unsigned cnt[16] = { 0 };
	size_t nv = 0;
	mpq_inits(p, pwin, rtp, one, NULL);
	mpq_set_ui(one, 1, 1);
	for (size_t i = 0; i < nout; i++) {
		size_t k = 0;
		while (k < nv && !mpq_equal(vals[k], net[i]))
			k++;
		if (k == nv && nv < 16)
			mpq_init(vals[nv++]), mpq_set(vals[k], net[i]);
		if (k < nv)
			cnt[k]++;
	}
	ck_dist d;
	ck_dist_init(&d, subject, "main");
	mpq_set_ui(rtp, 1, 1);
	for (size_t k = 0; k < nv; k++) {
		mpq_set_ui(p, cnt[k], (unsigned long)nout);
		mpq_canonicalize(p);
		mpq_mul(pwin, p, vals[k]);
		mpq_add(rtp, rtp, pwin);
	}
	mpq_set_ui(pwin, 0, 1);
	for (size_t k = 0; k < nv; k++) {
		mpq_set_ui(p, cnt[k], (unsigned long)nout);
		mpq_canonicalize(p);
		if (mpq_sgn(vals[k]) > 0) {
			char *r = num_ratio(vals[k]), *lab = pp_xasprintf("win %s", r);
			ck_dist_add(&d, lab, p, vals[k]);
			mpq_add(pwin, pwin, p);
			free(r);
			free(lab);
		}
	}
	ck_dist_add_rest(&d, "lose", -1);
	ck_figures_record(pr->ctx, pr->g->game, &d);
	report(pr, b, subject, pwin, rtp, one);
	mpq_set(rtp_out, rtp);
	for (size_t k = 0; k < nv; k++)
		mpq_clear(vals[k]);
	mpq_clears(p, pwin, rtp, one, NULL);
}

/* PP-DICE-007: a rule the plan leaves open, and the return of bet under
 * each reading (names[i], rtps[i]). */
static void open_range(ck_ctx *ctx, const pp_node *game, const pp_node *at, const char *bet,
                       const char *rule, size_t n, const char *const *names, mpq_t *rtps)
{
	pp_buf list = { 0 };
	size_t lo = 0, hi = 0;
	for (size_t i = 0; i < n; i++) {
		char *pc = ck_pct(rtps[i]);
		pp_buf_printf(&list, "%s%s: %s", i ? "; " : "", names[i], pc);
		free(pc);
		if (mpq_cmp(rtps[i], rtps[lo]) < 0)
			lo = i;
		if (mpq_cmp(rtps[i], rtps[hi]) > 0)
			hi = i;
	}
	char *subject = pp_xasprintf("%s/%s", bet, rule);
	pp_finding *f = ck_emit(ctx, "PP-DICE-007", game, at, subject, 0,
	                        "the plan leaves `%s` open, and `%s` returns %s", rule, bet,
	                        list.data);
	ck_evidence_q(f, "rtp_lowest", rtps[lo], 6);
	ck_evidence_q(f, "rtp_highest", rtps[hi], 6);
	ck_evidence_text(f, "readings", list.data);
	free(subject);
	pp_buf_free(&list);
}

static void price_sicbo(pricer *pr, dice_bet *b)
{
	const char *t = b->type;
	int triple_rule = !strcmp(t, "small") || !strcmp(t, "big") || !strcmp(t, "odd") ||
	                  !strcmp(t, "even");
	mpq_t rtps[2];
	mpq_inits(rtps[0], rtps[1], NULL);
	if (!triple_rule || pr->g->triples_lose >= 0) {
		price_roll(pr, b, b->name, b->net, b->nout, rtps[0]);
	} else {
		static const char *const names[] = { "triples lose", "triples win" };
		mpq_t net[DICE_SB];
		for (size_t i = 0; i < DICE_SB; i++)
			mpq_init(net[i]);
		for (int r = 0; r < 2; r++) {
			for (size_t i = 0; i < DICE_SB; i++)
				dice_sicbo_net(net[i], b->node, (int)(i / 36) + 1, (int)(i / 6 % 6) + 1,
				               (int)(i % 6) + 1, r == 0);
			char *subject = pp_xasprintf("%s, %s", b->name, names[r]);
			price_roll(pr, b, subject, net, DICE_SB, rtps[r]);
			free(subject);
		}
		open_range(pr->ctx, pr->g->game, b->node, b->name, "triples_lose", 2, names, rtps);
		for (size_t i = 0; i < DICE_SB; i++)
			mpq_clear(net[i]);
	}
	mpq_clears(rtps[0], rtps[1], NULL);
}

/* A bet that stays until decided, with the commission reading (base: 1
 * of the stake, 0 of the win; up_front: 1 paid with the bet).  Sets the
 * bet's win, lose and outlay; rtp into rtp_out. */
static void price_stay(pricer *pr, dice_bet *b, const char *subject, int has_comm,
                       int of_stake, int up_front, mpq_t rtp_out)
{
	unsigned w = 0, l = 0;
	for (int i = 0; i < DICE_CR; i++)
		w += b->res[i] > 0, l += b->res[i] < 0;
	mpq_t o, c, pwin, pl, e, decided, q;
	mpq_inits(o, c, pwin, pl, e, decided, q, NULL);
	num_from_node(o, node_get(b->node, "payout"));
	if (has_comm) {
		num_from_node(c, node_get(node_get(b->node, "commission"), "rate"));
		if (!of_stake)
			mpq_mul(c, c, o);
	}
	mpq_sub(b->win, o, c);
	mpq_set_si(b->lose, -1, 1);
	mpq_set_ui(b->outlay, 1, 1);
	if (up_front) {
		mpq_sub(b->lose, b->lose, c);
		mpq_add(b->outlay, b->outlay, c);
	}
	mpq_set_ui(pwin, w, w + l);
	mpq_canonicalize(pwin);
	mpq_set_ui(pl, l, w + l);
	mpq_canonicalize(pl);
	mpq_mul(e, pwin, b->win);
	mpq_mul(q, pl, b->lose);
	mpq_add(e, e, q);
	mpq_div(e, e, b->outlay);          /* per unit paid in */
	mpq_set_ui(rtp_out, 1, 1);
	mpq_add(rtp_out, rtp_out, e);
	mpq_set_ui(decided, w + l, DICE_CR);
	mpq_canonicalize(decided);
	ck_dist d;
	ck_dist_init(&d, subject, "main");
	mpq_div(q, b->win, b->outlay);
	ck_dist_add(&d, "win", pwin, q);
	ck_dist_add_rest(&d, "lose", -1);
	ck_figures_record(pr->ctx, pr->g->game, &d);
	pp_finding *f = report(pr, b, subject, pwin, rtp_out, decided);
	if (has_comm) {
		const pp_node *rate = node_get(node_get(b->node, "commission"), "rate");
		ck_evidence_text(f, "commission", up_front ? "paid up front with the bet, per unit "
		                 "paid in (stake and commission)" : "taken from the win");
		if (rate->soft) /* the return rests on a figure the plan hedges */
			ck_evidence_text(f, "soft", spec_soft_words(rate->soft));
	}
	mpq_clears(o, c, pwin, pl, e, decided, q, NULL);
}

/* The return of a bet that stays until decided, charged no commission
 * (one the operator may waive): the figure for PP-SOFT-001 alone, not a
 * reading of the bet's own (the plan states the commission). */
static void stay_rtp_uncharged(const dice_bet *b, mpq_t rtp)
{
	unsigned w = 0, l = 0;
	for (int i = 0; i < DICE_CR; i++)
		w += b->res[i] > 0, l += b->res[i] < 0;
	mpq_t o;
	mpq_init(o);
	num_from_node(o, node_get(b->node, "payout"));
	mpq_set_ui(rtp, w, 1);
	mpq_mul(rtp, rtp, o);            /* w x payout */
	mpq_set_ui(o, l, 1);
	mpq_sub(rtp, rtp, o);            /* - l */
	mpq_set_ui(o, w + l, 1);
	mpq_div(rtp, rtp, o);
	mpq_set_ui(o, 1, 1);
	mpq_add(rtp, rtp, o);            /* per unit staked, the stake back */
	mpq_clear(o);
}

static void price_stay_readings(pricer *pr, dice_bet *b)
{
	const pp_node *comm = node_get(b->node, "commission");
	if (!comm) {
		mpq_t rtp;
		mpq_init(rtp);
		price_stay(pr, b, b->name, 0, 0, 0, rtp);
		mpq_clear(rtp);
		return;
	}
	const char *base = node_get_text(comm, "base", NULL);
	const char *charged = node_get_text(comm, "charged", NULL);
	const pp_node *rate = node_get(comm, "rate");
	char *names[4];
	mpq_t rtps[4], without;
	size_t n = 0;
	mpq_init(without);
	if (ck_soft_may(rate)) /* "a commission may be charged": priced without too */
		stay_rtp_uncharged(b, without);
	for (int s = 1; s >= 0; s--) {
		if (base && (strcmp(base, "stake") == 0) != s)
			continue;
		for (int u = 0; u <= 1; u++) {
			if (charged && (strcmp(charged, "up_front") == 0) != u)
				continue;
			names[n] = pp_xasprintf("commission of the %s, %s", s ? "stake" : "win",
			                        u ? "up front" : "on the win");
			char *subject = base && charged ? pp_xstrdup(b->name)
			                : pp_xasprintf("%s, %s", b->name, names[n]);
			mpq_init(rtps[n]);
			price_stay(pr, b, subject, 1, s, u, rtps[n]);
			free(subject);
			n++;
		}
	}
	if (n > 1)
		open_range(pr->ctx, pr->g->game, comm, b->name, !base && !charged ? "base, charged"
		           : !base ? "base" : "charged", n, (const char *const *)names, rtps);
	if (ck_soft_may(rate) && n) {
		size_t lo = 0; /* the reading that returns least: the commission at its dearest */
		for (size_t i = 1; i < n; i++)
			if (mpq_cmp(rtps[i], rtps[lo]) < 0)
				lo = i;
		ck_soft_commission_priced(pr->ctx, pr->g->game, rate, b->name, rtps[lo], without);
	}
	mpq_clear(without);
	for (size_t i = 0; i < n; i++) {
		free(names[i]);
		mpq_clear(rtps[i]);
	}
	dice_check_commission(pr->ctx, pr->g, b);
}

/* A line bet's chances over the whole game: wins and pushes on the
 * come-out (come-out totals it wins on, the bar), and each point's chance
 * to be made before a seven. */
typedef struct {
	mpq_t win, push, rolls;     /* P(win), P(push), expected rolls */
	mpq_t point[13];            /* P(come-out sets point p) */
	mpq_t made[13];             /* P(the bet wins | point p) */
} line_probs;

static void line_init(line_probs *lp, int dont, int bar)
{
	mpq_inits(lp->win, lp->push, lp->rolls, NULL);
	mpq_t q;
	mpq_init(q);
	unsigned cw = dont ? dice_ways(2) + dice_ways(3) + dice_ways(12) - dice_ways(bar)
	                   : dice_ways(7) + dice_ways(11);
	mpq_set_ui(lp->win, cw, 36);
	mpq_canonicalize(lp->win);
	mpq_set_ui(lp->push, dont ? dice_ways(bar) : 0, 36);
	mpq_canonicalize(lp->push);
	mpq_set_ui(lp->rolls, 1, 1);
	for (int p = 0; p < 13; p++) {
		mpq_inits(lp->point[p], lp->made[p], NULL);
		if (!dice_is_point(p))
			continue;
		unsigned w = dice_ways(p);
		mpq_set_ui(lp->point[p], w, 36);
		mpq_canonicalize(lp->point[p]);
		mpq_set_ui(lp->made[p], dont ? 6 : w, w + 6);
		mpq_canonicalize(lp->made[p]);
		mpq_mul(q, lp->point[p], lp->made[p]);
		mpq_add(lp->win, lp->win, q);
		mpq_set_ui(q, w, w + 6); /* P(point) x 36/(w+6) rolls */
		mpq_canonicalize(q);
		mpq_add(lp->rolls, lp->rolls, q);
	}
	mpq_clear(q);
}

static void line_clear(line_probs *lp)
{
	mpq_clears(lp->win, lp->push, lp->rolls, NULL);
	for (int p = 0; p < 13; p++)
		mpq_clears(lp->point[p], lp->made[p], NULL);
}

/* The odds bet that goes behind line bet type ("pass" -> "pass_odds"). */
static const dice_bet *odds_behind(const dice_game *g, const char *line)
{
	for (size_t i = 0; i < g->n; i++) {
		const char *t = g->bets[i].type;
		size_t n = strlen(line);
		if (g->bets[i].kind == DK_ODDS && !strncmp(t, line, n) && !strcmp(t + n, "_odds"))
			return &g->bets[i];
	}
	return NULL;
}

/* The line bet with the odds behind it at the stated multiples: return
 * per unit staked in all (line and odds). */
static void price_with_odds(pricer *pr, const dice_bet *b, const line_probs *lp,
                            const mpq_t line_net, const char *reading)
{
	const dice_bet *od = odds_behind(pr->g, b->type);
	const unsigned *mult = b->dont ? pr->g->dont_mult : pr->g->mult;
	if (!od || !mult[4])
		return;
	mpq_t e, staked, q, r;
	mpq_inits(e, staked, q, r, NULL);
	mpq_set(e, line_net);
	mpq_set_ui(staked, 1, 1);
	pp_buf how = { 0 };
	for (int p = 4; p <= 10; p++) {
		if (!dice_is_point(p))
			continue;
		/* m x (P(made) x payout - P(not made)) x P(point) */
		mpq_set_ui(r, 1, 1);
		mpq_add(r, r, od->odds[p]);
		mpq_mul(q, lp->made[p], r);
		mpq_set_ui(r, 1, 1);
		mpq_sub(q, q, r);                 /* made x (1 + payout) - 1 */
		mpq_set_ui(r, mult[p], 1);
		mpq_mul(q, q, r);
		mpq_mul(q, q, lp->point[p]);
		mpq_add(e, e, q);
		mpq_mul(r, r, lp->point[p]);
		mpq_add(staked, staked, r);
		pp_buf_printf(&how, "%s%d: %ux", how.len ? ", " : "", p, mult[p]);
	}
	mpq_div(e, e, staked);
	mpq_set_ui(r, 1, 1);
	mpq_add(r, r, e);
	char *subject = pp_xasprintf("%s with %s%s", b->name, od->name, reading);
	pp_finding *f = ck_rtp(pr->ctx, pr->g->game, b->node, subject, "main", r);
	ck_evidence_q(f, "expected_staked", staked, 6);
	ck_evidence_text(f, "multiples", how.data);
	ck_evidence_text(f, "per", "unit staked in all, line bet and its odds at the largest "
	                 "multiple on every point");
	char *re = num_exact(r), *rp = ck_pct(r);
	/* Not a PAR-sheet row of its own: the line bet and the odds bet each
	 * have theirs. */
	ck_table_row(pr->t, subject, "line with odds", "-", re, rp, "-");
	free(re);
	free(rp);
	free(subject);
	pp_buf_free(&how);
	mpq_clears(e, staked, q, r, NULL);
}

static void price_line(pricer *pr, dice_bet *b)
{
	static const char *const names[] = { "bar 12", "bar 2" };
	int bars[2] = { 12, 2 };
	size_t n = 0;
	mpq_t rtps[2];
	for (int k = 0; k < 2; k++) {
		if (b->dont && pr->g->bar && pr->g->bar != bars[k])
			continue;
		if (!b->dont && k)
			break;
		line_probs lp;
		line_init(&lp, b->dont, b->dont ? bars[k] : 0);
		mpq_t lose, e, decided, q;
		mpq_inits(lose, e, decided, q, NULL);
		mpq_set_ui(lose, 1, 1);
		mpq_sub(lose, lose, lp.win);
		mpq_sub(lose, lose, lp.push);
		mpq_mul(e, lp.win, b->win);
		mpq_sub(e, e, lose);
		mpq_init(rtps[n]);
		mpq_set_ui(rtps[n], 1, 1);
		mpq_add(rtps[n], rtps[n], e);
		mpq_inv(decided, lp.rolls);
		int open = b->dont && !pr->g->bar;
		char *subject = open ? pp_xasprintf("%s, %s", b->name, names[k]) : pp_xstrdup(b->name);
		ck_dist d;
		ck_dist_init(&d, subject, "main");
		ck_dist_add(&d, "win", lp.win, b->win);
		mpq_set_ui(q, 0, 1);
		if (mpq_sgn(lp.push))
			ck_dist_add(&d, "push on the bar", lp.push, q);
		ck_dist_add_rest(&d, "lose", -1);
		ck_figures_record(pr->ctx, pr->g->game, &d);
		pp_finding *f = report(pr, b, subject, lp.win, rtps[n], decided);
		ck_evidence_q(f, "expected_rolls", lp.rolls, 6);
		price_with_odds(pr, b, &lp, e, open ? (k ? ", bar 2" : ", bar 12") : "");
		free(subject);
		mpq_clears(lose, e, decided, q, NULL);
		line_clear(&lp);
		n++;
	}
	if (n > 1)
		open_range(pr->ctx, pr->g->game, b->node, b->name, "bar", n, names, rtps);
	for (size_t i = 0; i < n; i++)
		mpq_clear(rtps[i]);
}

/* PP-DICE-003 point by point, and the figures of an odds bet of one unit
 * on whichever point the come-out sets (point p with chance w_p / 24). */
static void price_odds(pricer *pr, const dice_bet *b)
{
	mpq_t fair, pwin, q;
	mpq_inits(fair, pwin, q, NULL);
	ck_dist d;
	ck_dist_init(&d, b->name, "main");
	for (int p = 4; p <= 10; p++) {
		if (!dice_is_point(p))
			continue;
		unsigned w = dice_ways(p);
		mpq_set_ui(fair, b->dont ? w : 6, b->dont ? 6 : w);
		mpq_canonicalize(fair);
		mpq_set_ui(pwin, b->dont ? 6 : w, w + 6);
		mpq_canonicalize(pwin);
		int ok = mpq_equal(fair, b->odds[p]);
		char *subject = pp_xasprintf("%s/%d", b->name, p);
		char *fr = num_ratio(fair), *pr_ = num_ratio(b->odds[p]);
		pp_finding *f = ck_emit(pr->ctx, "PP-DICE-003", pr->g->game, b->node, subject, ok,
		                        "`%s` on point %d pays %s; the true odds are %s", b->name, p,
		                        pr_, fr);
		ck_evidence_q(f, "declared", b->odds[p], 6);
		ck_evidence_q(f, "true_odds", fair, 6);
		ck_evidence_q(f, "probability_win", pwin, 6);
		mpq_set_ui(q, w, 24);
		mpq_canonicalize(q);
		mpq_mul(q, q, pwin);
		char *lab = pp_xasprintf(b->dont ? "point %d, a seven first" : "point %d made", p);
		ck_dist_add(&d, lab, q, b->odds[p]);
		free(lab);
		free(subject);
		free(fr);
		free(pr_);
	}
	ck_dist_add_rest(&d, b->dont ? "the point before a seven" : "a seven before the point", -1);
	ck_figures_record(pr->ctx, pr->g->game, &d);
	mpq_clears(fair, pwin, q, NULL);
}

void dice_price(ck_ctx *ctx, dice_game *g)
{
	pricer pr = { ctx, g, NULL };
	pr.t = ck_table(ctx, g->game, "bets", "Bets: chance of a win, RTP per unit staked, "
	                "house edge per roll", 6, N_("bet"), N_("type"), N_("P(win) per decision"), N_("RTP"),
	                N_("RTP %"), N_("house edge per roll"));
	for (size_t i = 0; i < g->n; i++) {
		dice_bet *b = &g->bets[i];
		switch (b->kind) {
		case DK_ROLL:
			if (g->craps) {
				mpq_t rtp;
				mpq_init(rtp);
				price_roll(&pr, b, b->name, b->net, b->nout, rtp);
				mpq_clear(rtp);
			} else {
				price_sicbo(&pr, b);
			}
			break;
		case DK_STAY:
			price_stay_readings(&pr, b);
			break;
		case DK_LINE:
			price_line(&pr, b);
			break;
		case DK_ODDS:
			price_odds(&pr, b);
			break;
		case DK_NONE:
			ck_figures_not_computed(ctx, g->game, b->name, "main",
			                        "the bet names outcomes the dice cannot show or has "
			                        "no pay for some of its wins (PP-DICE-001/002)");
			break;
		}
	}
}
