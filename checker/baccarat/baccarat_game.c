/* SPDX-License-Identifier: Apache-2.0 */
/* baccarat_game.c - one baccarat game analysed: the plan's rules and bets
 * read, the plan's game and the standard game enumerated exactly, every
 * bet's return (and its range over the cells the plan leaves undecided),
 * and the findings and tables of the bets (PP-RTP-001, PP-BAC-009). */
#include <stdlib.h>
#include <string.h>

#include "baccarat/baccarat.h"
#include "core/discretion.h"
#include "core/figures.h"
#include "i18n.h"

static mpq_t *q_array(size_t n)
{
	mpq_t *a = pp_xcalloc(n ? n : 1, sizeof(mpq_t));
	for (size_t i = 0; i < n; i++)
		mpq_init(a[i]);
	return a;
}

static void q_array_free(mpq_t *a, size_t n)
{
	for (size_t i = 0; a && i < n; i++)
		mpq_clear(a[i]);
	free(a);
}

/* Each bet's return over every way of deciding the cells the plan leaves
 * unstated or states both ways: cells partition the coups, so the lowest
 * return takes each such cell's lower branch, the highest its higher. */
static void rtp_ranges(bac_game *g)
{
	size_t nb = g->set.nbets;
	bac_count *wd = pp_xcalloc(4 * (nb ? nb : 1), sizeof(*wd));
	bac_count *ws = pp_xcalloc(4 * (nb ? nb : 1), sizeof(*ws));
	mpq_t d, s;
	mpq_inits(d, s, NULL);
	/* Sums of returns times the total: every part shares that
	 * denominator, so it is divided out once at the end. */
	bac_settle_all(&g->set, &g->e.main, wd);
	for (size_t b = 0; b < nb; b++) {
		bac_return_num(g->lo[b], &g->set.bets[b], &wd[4 * b]);
		mpq_set(g->hi[b], g->lo[b]);
	}
	for (unsigned i = 0; i < g->e.nsplit; i++) {
		unsigned t = g->e.split_t[i], c = g->e.split_c[i];
		bac_settle_all(&g->set, &g->e.split[2 * i], wd);
		bac_settle_all(&g->set, &g->e.split[2 * i + 1], ws);
		for (size_t b = 0; b < nb; b++) {
			bac_return_num(d, &g->set.bets[b], &wd[4 * b]);
			bac_return_num(s, &g->set.bets[b], &ws[4 * b]);
			if (g->tb.stated[t][c] == BAC_D || g->tb.stated[t][c] == BAC_S) {
				mpq_srcptr x = g->tb.stated[t][c] == BAC_D ? d : s;
				mpq_add(g->lo[b], g->lo[b], x);
				mpq_add(g->hi[b], g->hi[b], x);
				continue;
			}
			mpq_add(g->lo[b], g->lo[b], mpq_cmp(d, s) < 0 ? d : s);
			mpq_add(g->hi[b], g->hi[b], mpq_cmp(d, s) < 0 ? s : d);
		}
	}
	bac_prob(d, 1, g->total);
	for (size_t b = 0; b < nb; b++) {
		mpq_mul(g->lo[b], g->lo[b], d);
		mpq_mul(g->hi[b], g->hi[b], d);
	}
	mpq_clears(d, s, NULL);
	free(wd);
	free(ws);
}

void bac_game_analyse(bac_game *g, const pp_node *game)
{
	unsigned char std[BAC_TOTALS][BAC_COLS];
	memset(g, 0, sizeof(*g));
	g->game = game;
	bac_tableau_read(&g->tb, game);
	bac_betset_read(&g->set, game);
	bac_enumerate(&g->e, &g->tb.rules, (const unsigned char (*)[BAC_COLS])g->tb.split);
	g->total = g->e.total;
	bac_enum_combine(&g->plan, &g->e, (const unsigned char (*)[BAC_COLS])g->tb.rules.banker);
	for (unsigned t = 0; t < BAC_TOTALS; t++)
		for (unsigned c = 0; c < BAC_COLS; c++)
			std[t][c] = bac_standard_banker(t, c);
	if (g->tb.standard_cards) {
		/* Only the tableau can differ, and its cells are split. */
		bac_enum_combine(&g->std, &g->e, (const unsigned char (*)[BAC_COLS])std);
	} else {
		bac_rules sr;
		bac_enum se;
		bac_standard_rules(&sr, g->tb.rules.decks);
		sr.pair_by_points = g->tb.rules.pair_by_points;
		bac_enumerate(&se, &sr, NULL);
		g->std = se.main;
		bac_enum_free(&se);
	}
	g->rtp = q_array(g->set.nbets);
	g->rtp_std = q_array(g->set.nbets);
	g->lo = q_array(g->set.nbets);
	g->hi = q_array(g->set.nbets);
	for (size_t b = 0; b < g->set.nbets; b++) {
		bac_rtp(g->rtp[b], &g->set.bets[b], &g->plan, g->total);
		bac_rtp(g->rtp_std[b], &g->set.bets[b], &g->std, g->total);
	}
	rtp_ranges(g);
}

void bac_game_free(bac_game *g)
{
	q_array_free(g->rtp, g->set.nbets);
	q_array_free(g->rtp_std, g->set.nbets);
	q_array_free(g->lo, g->set.nbets);
	q_array_free(g->hi, g->set.nbets);
	bac_betset_free(&g->set);
	bac_enum_free(&g->e);
	memset(g, 0, sizeof(*g));
}

void bac_cell_effect(const bac_game *g, unsigned i, mpq_t *delta)
{
	unsigned t = g->e.split_t[i], c = g->e.split_c[i];
	int plan_s = g->tb.rules.banker[t][c] == BAC_S;
	int std_s = bac_standard_banker(t, c) == BAC_S;
	mpq_t x;
	mpq_init(x);
	for (size_t b = 0; b < g->set.nbets; b++) {
		bac_rtp_part(delta[b], &g->set.bets[b], &g->e.split[2 * i + (unsigned)plan_s],
		             g->total);
		bac_rtp_part(x, &g->set.bets[b], &g->e.split[2 * i + (unsigned)std_s], g->total);
		mpq_sub(delta[b], delta[b], x);
	}
	mpq_clear(x);
}

/* ---- the report -------------------------------------------------------- */

static const char *wins_when(bac_bet_type t)
{
	switch (t) {
	case BAC_BET_PLAYER: return "the player's total is higher";
	case BAC_BET_BANKER: return "the banker's total is higher";
	case BAC_BET_TIE: return "the totals are equal";
	case BAC_BET_PLAYER_PAIR: return "the player's first two cards are a pair";
	case BAC_BET_BANKER_PAIR: return "the banker's first two cards are a pair";
	case BAC_BET_EITHER_PAIR: return "either side's first two cards are a pair";
	case BAC_BET_SUPER_SIX: return "the banker wins with a total of 6";
	case BAC_BET_COUNT: break;
	}
	return "";
}

/* "5% of the win, on every win" for the bet's commission, or "none". */
static char *commission_text(const bac_bet *b)
{
	if (!b->comm)
		return pp_xstrdup("none");
	static const char *const base[] = { "the win", "the stake", "the win and stake" };
	char *rate = bac_rate_text(b->comm->rate);
	char *net = num_ratio(b->comm->net);
	char *s = pp_xasprintf("%s of %s %s: pays %s", rate, base[b->comm->base],
	                       b->comm->when == BAC_WHEN_BANKER_SIX
	                       ? "when the banker wins with 6" : "on every win", net);
	free(rate);
	free(net);
	return s;
}

/* The PAR-sheet outcomes of bet b on the plan's tableau: a win at the
 * payout, a win charged commission, a push, a loss. */
static void bet_figures(ck_ctx *ctx, const bac_game *g, const bac_bet *bet)
{
	static const char *const label[] = { "lose", "push", "win", "win, commission charged" };
	bac_count w[4];
	ck_dist d;
	mpq_t p, net;
	mpq_inits(p, net, NULL);
	bac_settle_weights(bet, &g->plan, w);
	ck_dist_init(&d, bet->name, bet->type <= BAC_BET_TIE ? "main" : "side");
	mpz_t orderings;
	mpz_init(orderings);
	bac_mpz_set_count(orderings, g->total); /* the shoe's six-card orderings */
	ck_dist_set_space(&d, orderings);
	mpz_clear(orderings);
	for (int s = BAC_WIN_COMMISSION; s >= BAC_LOSE; s--) {
		if (!w[s])
			continue;
		bac_prob(p, w[s], g->total);
		switch ((bac_settlement)s) {
		case BAC_WIN: mpq_set(net, bet->payout); break;
		case BAC_WIN_COMMISSION: mpq_set(net, bet->comm->net); break;
		case BAC_PUSH: mpq_set_ui(net, 0, 1); break;
		case BAC_LOSE: mpq_set_si(net, -1, 1); break;
		}
		ck_dist_add(&d, label[s], p, net);
	}
	ck_figures_record(ctx, g->game, &d);
	mpq_clears(p, net, NULL);
}

/* PP-SOFT-001: a commission the operator may charge (`rate: {may: ...}`,
 * "the operator reserves the right to deduct 5 %"): the bet's return
 * without it, from the same coups, each win charged paid in full. */
static void price_waived(ck_ctx *ctx, const bac_game *g, const bac_bet *bet,
                         const mpq_t rtp)
{
	bac_count w[4];
	mpq_t without, p;
	mpq_inits(without, p, NULL);
	bac_settle_weights(bet, &g->plan, w);
	bac_prob(p, w[BAC_WIN_COMMISSION], g->total);
	mpq_sub(without, bet->payout, bet->comm->net); /* what the commission takes */
	mpq_mul(without, without, p);
	mpq_add(without, without, rtp);
	ck_soft_commission_priced(ctx, g->game, node_get(bet->comm->node, "rate"), bet->name,
	                          rtp, without);
	mpq_clears(without, p, NULL);
}

/* PP-RTP-001 for every bet, with the bets table. */
static void report_rtp(ck_ctx *ctx, const bac_game *g)
{
	int gaps = 0;
	for (size_t b = 0; b < g->set.nbets && !gaps; b++)
		gaps = !mpq_equal(g->lo[b], g->hi[b]);
	pp_table *t = ck_table(ctx, g->game, "bets",
	                       gaps ? "Bets: exact return with the tableau's gaps played as the "
	                              "standard tableau, and its range over every way to decide them"
	                            : N_("Bets: exact probability of a win and return to player"),
	                       10, N_("bet"), N_("wins when"), N_("payout"), N_("commission"), N_("probability of a win"),
	                       N_("RTP"), N_("RTP %"), N_("house edge %"), N_("RTP, lowest %"), N_("RTP, highest %"));
	mpq_t p, he, one;
	mpq_inits(p, he, one, NULL);
	mpq_set_ui(one, 1, 1);
	for (size_t b = 0; b < g->set.nbets; b++) {
		const bac_bet *bet = &g->set.bets[b];
		bac_prob(p, bac_win_weight(bet, &g->plan), g->total);
		mpq_sub(he, one, g->rtp[b]);
		char *pe = num_exact(p), *re = num_exact(g->rtp[b]), *rp = ck_pct(g->rtp[b]);
		char *hp = ck_pct(he), *lo = ck_pct(g->lo[b]), *hi = ck_pct(g->hi[b]);
		char *ct = commission_text(bet);
		ck_table_row(t, bet->name, wins_when(bet->type), node_get_text(bet->node, "payout", ""),
		             ct, pe, re, rp, hp, lo, hi);
		pp_finding *f = ck_rtp(ctx, g->game, node_get(bet->node, "payout"), bet->name,
		                       bet->type <= BAC_BET_TIE ? "main" : "side", g->rtp[b]);
		ck_evidence_pct(f, "house_edge", he);
		ck_evidence_q(f, "probability_of_win", p, 6);
		bet_figures(ctx, g, bet);
		if (bet->comm && ck_soft_may(node_get(bet->comm->node, "rate")))
			price_waived(ctx, g, bet, g->rtp[b]);
		if (!mpq_equal(g->rtp[b], g->rtp_std[b]))
			ck_evidence_pct(f, "rtp_standard_rules", g->rtp_std[b]);
		if (gaps) {
			ck_evidence_pct(f, "rtp_lowest", g->lo[b]);
			ck_evidence_pct(f, "rtp_highest", g->hi[b]);
		}
		free(pe);
		free(re);
		free(rp);
		free(hp);
		free(lo);
		free(hi);
		free(ct);
	}
	mpq_clears(p, he, one, NULL);
}

/* PP-BAC-009: player and banker bets say what a tie does to them. */
static void report_ties(ck_ctx *ctx, const bac_game *g)
{
	for (size_t b = 0; b < g->set.nbets; b++) {
		const bac_bet *bet = &g->set.bets[b];
		if (bet->type != BAC_BET_PLAYER && bet->type != BAC_BET_BANKER)
			continue;
		const pp_node *tie = node_get(bet->node, "on_tie");
		ck_emit(ctx, "PP-BAC-009", g->game, tie ? tie : bet->node, bet->name, tie != NULL,
		        tie ? N_("the plan states what a tie does to bet `%s`: %s")
		            : N_("the plan does not say what a tie does to bet `%s`; computed as %s"),
		        bet->name, tie ? node_text(tie) : "a push (the stake returned)");
	}
}

/* Which coups an outcome-table row counts. */
static int event(unsigned e, const bac_outcome *o, unsigned natural)
{
	switch (e) {
	case 0: return o->p > o->b;
	case 1: return o->b > o->p;
	case 2: return o->b == o->p;
	case 3: return o->b > o->p && o->b == 6;
	case 4: return o->b > o->p && o->b == 6 && !o->b3;
	case 5: return o->b > o->p && o->b == 6 && o->b3;
	case 6: return (int)o->nat;
	case 7: return o->nat && ((natural >> o->p) & 1);
	case 8: return o->nat && ((natural >> o->b) & 1);
	case 9: return (int)o->pp;
	case 10: return (int)o->bp;
	case 11: return o->pp || o->bp;
	case 12: return o->pp && o->bp;
	default: return 0;
	}
}

/* The exact probabilities of the events the bets are made of. */
static void outcome_table(ck_ctx *ctx, const bac_game *g)
{
	static const char *const names[] = { "player wins", "banker wins", "tie",
		"banker wins with 6", "banker wins with 6 on two cards",
		"banker wins with 6 on three cards", "a natural ends the coup",
		"player has a natural", "banker has a natural", "player pair", "banker pair",
		"either pair", "both pairs" };
	char total[48];
	const char *title = ck_l10nf("Outcomes of a coup from a full %u-deck shoe: orderings of "
	         "six cards out of P(%u, 6) = %s", g->tb.rules.decks, 52 * g->tb.rules.decks,
	         bac_count_text(total, sizeof(total), g->total));
	pp_table *t = ck_table(ctx, g->game, "outcomes", title, 4, N_("event"), N_("orderings"),
	                       N_("probability"), N_("probability %"));
	/* Each outcome once: the events it belongs to, its weight to each. */
	bac_count w[PP_ARRAY_LEN(names)] = { 0 };
	for (unsigned sig = 0; sig < BAC_NSIG; sig++) {
		if (!g->plan.w[sig])
			continue;
		bac_outcome o;
		bac_unsig(sig, &o);
		for (unsigned e = 0; e < PP_ARRAY_LEN(names); e++)
			if (event(e, &o, g->tb.rules.natural))
				w[e] += g->plan.w[sig];
	}
	mpq_t p;
	mpq_init(p);
	for (unsigned e = 0; e < PP_ARRAY_LEN(names); e++) {
		bac_prob(p, w[e], g->total);
		char count[48];
		bac_count_text(count, sizeof(count), w[e]);
		char *ex = num_exact(p), *pc = ck_pct(p);
		ck_table_row(t, names[e], count, ex, pc);
		free(ex);
		free(pc);
	}
	mpq_clear(p);
}

void bac_report_bets(ck_ctx *ctx, const bac_game *g)
{
	report_rtp(ctx, g);
	report_ties(ctx, g);
	outcome_table(ctx, g);
}
