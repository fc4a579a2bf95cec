/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_edge.c - the main game's return under the player's optimal
 * strategy, exactly, from the infinite shoe.
 *
 * From an infinite shoe every card is an ace, two, ... nine with
 * probability 1/13 and a ten with 4/13 whatever was dealt, so the best play
 * of a hand depends on its total (hard total and whether it holds an ace)
 * and the dealer's up card only: the total-dependent strategy is the
 * optimal one and its expected return an exact rational.  For each up card
 * the dealer's final totals come from bj_dealer_probs; a hand's value is
 * the best of standing, hitting (recursively, from the highest total
 * down), doubling, surrendering and splitting as the plan allows them.
 * Splits resplit up to the plan's number of hands: the expected sum of the
 * split hands is a recursion over (hands made, hands still to draw their
 * second card).  Without a hole card the dealer's natural takes every
 * stake of a non-natural hand (doubles and splits) unless the plan says it
 * takes the original bet only, which is valued like a peek game; with a
 * peek the play is valued on the dealer's totals given no natural.
 * Insurance and even money are never taken (both lose from an infinite
 * shoe).  A natural pushes against the dealer's natural whatever the plan
 * says about paying it at once (PP-BJ-004 reports that).
 *
 * The plan's shoe is finite; a finite shoe's exact return depends on the
 * composition of every hand and is not computed here.  The report labels
 * the figure as the infinite-shoe value of the plan's rules. */
#include <stdlib.h>
#include <string.h>

#include "blackjack/blackjack.h"
#include "core/memo.h"
#include "i18n.h"

#define MAXT 22   /* hard totals 0..21 */

typedef struct {
	const bj_game *g;
	mpq_t p[BJ_RANKS];        /* probability of each rank */
	mpq_t d[BJ_NOUT];         /* dealer's outcomes for the up card */
	mpq_t stand[MAXT][2];     /* standing with hard total h, [1]: holds an ace */
	mpq_t best[MAXT][2];      /* best of standing and hitting on */
	mpq_t hit[MAXT][2];       /* hitting once, then playing best */
	mpq_t dbl[MAXT][2];       /* doubling */
	mpq_t t, u;               /* scratch */
} edge;

static void edge_init(edge *e, const bj_game *g)
{
	bj_shoe s;
	e->g = g;
	bj_shoe_infinite(&s);
	for (int r = 0; r < BJ_RANKS; r++) {
		mpq_init(e->p[r]);
		bj_shoe_prob(e->p[r], &s, r);
	}
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_init(e->d[o]);
	for (int h = 0; h < MAXT; h++)
		for (int a = 0; a < 2; a++)
			mpq_inits(e->stand[h][a], e->best[h][a], e->hit[h][a], e->dbl[h][a], NULL);
	mpq_inits(e->t, e->u, NULL);
}

static void edge_clear(edge *e)
{
	for (int r = 0; r < BJ_RANKS; r++)
		mpq_clear(e->p[r]);
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_clear(e->d[o]);
	for (int h = 0; h < MAXT; h++)
		for (int a = 0; a < 2; a++)
			mpq_clears(e->stand[h][a], e->best[h][a], e->hit[h][a], e->dbl[h][a], NULL);
	mpq_clears(e->t, e->u, NULL);
}

static unsigned total_of(unsigned h, int a)
{
	return a && h + 10 <= 21 ? h + 10 : h;
}

/* Standing on total t against the dealer's outcomes. */
static void stand_ev(edge *e, mpq_t out, unsigned t)
{
	mpq_set(out, e->d[BJ_OUT_BUST]);
	mpq_sub(out, out, e->d[BJ_OUT_NATURAL]);
	for (unsigned dt = 12; dt <= 21; dt++) {
		const mpq_srcptr q = e->d[BJ_OUT_TOTAL(dt)];
		if (dt < t)
			mpq_add(out, out, q);
		else if (dt > t || e->g->ties_lose)
			mpq_sub(out, out, q);
	}
}

/* The value tables of every total for the current dealer outcomes. */
static void build(edge *e)
{
	for (int h = MAXT - 1; h >= 2; h--)
		for (int a = 0; a < 2; a++) {
			stand_ev(e, e->stand[h][a], total_of((unsigned)h, a));
			mpq_set_ui(e->hit[h][a], 0, 1);
			mpq_set_ui(e->dbl[h][a], 0, 1);
			for (int r = 0; r < BJ_RANKS; r++) {
				unsigned nh = (unsigned)h + BJ_VALUE(r);
				int na = a || r == BJ_ACE;
				if (nh > 21) {
					mpq_sub(e->hit[h][a], e->hit[h][a], e->p[r]);
					mpq_sub(e->dbl[h][a], e->dbl[h][a], e->p[r]);
					continue;
				}
				mpq_mul(e->t, e->p[r], e->best[nh][na]);
				mpq_add(e->hit[h][a], e->hit[h][a], e->t);
				mpq_mul(e->t, e->p[r], e->stand[nh][na]);
				mpq_add(e->dbl[h][a], e->dbl[h][a], e->t);
			}
			mpq_add(e->dbl[h][a], e->dbl[h][a], e->dbl[h][a]);
			mpq_set(e->best[h][a], e->stand[h][a]);
			if (total_of((unsigned)h, a) < 21 && mpq_cmp(e->hit[h][a], e->best[h][a]) > 0)
				mpq_set(e->best[h][a], e->hit[h][a]);
		}
}

/* Whether a two-card hand of hard total h (ace a) may be doubled. */
static int may_double(const bj_game *g, unsigned h, int a, int split)
{
	if (!g->can_double || (split && !g->double_after_split))
		return 0;
	return (g->double_totals >> total_of(h, a)) & 1u;
}

/* A natural's value: its payout unless the dealer has one too. */
static void natural_ev(edge *e, mpq_t out)
{
	mpq_set_ui(e->t, 1, 1);
	mpq_sub(e->t, e->t, e->d[BJ_OUT_NATURAL]);
	mpq_mul(out, e->g->natural, e->t);
	if (e->g->ties_lose)
		mpq_sub(out, out, e->d[BJ_OUT_NATURAL]);
}

/* The best play of a two-card hand (c1, c2) with no split: stand, hit,
 * doubling, surrender (not after a split); split aces take no card. */
static void two_card(edge *e, mpq_t out, int c1, int c2, int split, int up)
{
	const bj_game *g = e->g;
	unsigned h = BJ_VALUE(c1) + BJ_VALUE(c2);
	int a = c1 == BJ_ACE || c2 == BJ_ACE;
	int natural = a && h == 11;
	if (natural && (!split || g->natural_after_split)) {
		natural_ev(e, out);
		return;
	}
	mpq_set(out, e->stand[h][a]);
	if (split && c1 == BJ_ACE && g->split_aces_one_card)
		return;
	if (mpq_cmp(e->hit[h][a], out) > 0 && total_of(h, a) < 21)
		mpq_set(out, e->hit[h][a]);
	if (may_double(g, h, a, split) && mpq_cmp(e->dbl[h][a], out) > 0)
		mpq_set(out, e->dbl[h][a]);
	if (!split && g->has_surrender &&
	    !(up == BJ_ACE && !g->surrender_ace) && !(up == BJ_TEN && !g->surrender_ten)) {
		mpq_set_ui(e->u, 1, 1);
		mpq_sub(e->u, g->surrender_refund, e->u);
		if (mpq_cmp(e->u, out) > 0)
			mpq_set(out, e->u);
	}
}

/* Expected sum of the split hands of pair rank r with at most max hands:
 * f(t, k), t hands made and k of them still to draw their second card, is
 * other + (1 - pp) f(t, k-1) + pp (t < max ? f(t+1, k+1) : same + f(t, k-1))
 * where pp is the chance the second card pairs the hand again, other the
 * weighted value of the hands it does not pair and same the value of a
 * pair that may not split again; the split is worth f(2, 2). */
#define MAXH 10
static void split_ev(edge *e, mpq_t out, int r, unsigned max, int up)
{
	const bj_game *g = e->g;
	mpq_t pp, np, other, same, f[MAXH][MAXH];
	mpq_inits(pp, np, other, same, NULL);
	mpq_set(pp, e->p[r]);
	if (r == BJ_TEN && g->pairs_same_rank)
		mpq_set_ui(pp, 1, 13); /* only a ten of the same rank pairs it again */
	mpq_set_ui(np, 1, 1);
	mpq_sub(np, np, pp);
	mpq_set_ui(other, 0, 1);
	for (int c = 0; c < BJ_RANKS; c++) {
		two_card(e, e->u, r, c, 1, up);
		if (c == r) {
			mpq_set(same, e->u);
			mpq_sub(e->t, e->p[c], pp);
			mpq_mul(e->t, e->t, e->u);
		} else {
			mpq_mul(e->t, e->p[c], e->u);
		}
		mpq_add(other, other, e->t);
	}
	for (unsigned t = 0; t < MAXH; t++)
		for (unsigned k = 0; k < MAXH; k++)
			mpq_init(f[t][k]);
	for (unsigned t = max; t >= 2; t--)
		for (unsigned k = 1; k <= t; k++) {
			mpq_mul(e->t, np, f[t][k - 1]);
			mpq_add(f[t][k], other, e->t);
			if (t < max)
				mpq_set(e->u, f[t + 1][k + 1]);
			else
				mpq_add(e->u, same, f[t][k - 1]);
			mpq_mul(e->u, e->u, pp);
			mpq_add(f[t][k], f[t][k], e->u);
		}
	mpq_set(out, f[2][2]);
	for (unsigned t = 0; t < MAXH; t++)
		for (unsigned k = 0; k < MAXH; k++)
			mpq_clear(f[t][k]);
	mpq_clears(pp, np, other, same, NULL);
}

/* The expected return of a round against up card up, per unit bet, with
 * the dealer's outcomes in e->d (conditioned on no natural when cond). */
static void up_card_ev(edge *e, mpq_t out, int up)
{
	const bj_game *g = e->g;
	mpq_t v, sp, pr;
	mpq_inits(v, sp, pr, NULL);
	build(e);
	mpq_set_ui(out, 0, 1);
	for (int c1 = 0; c1 < BJ_RANKS; c1++)
		for (int c2 = 0; c2 < BJ_RANKS; c2++) {
			mpq_mul(pr, e->p[c1], e->p[c2]);
			two_card(e, v, c1, c2, 0, up);
			unsigned max = (c1 == BJ_ACE ? g->ace_splits : g->max_splits) + 1;
			if (c1 == c2 && g->can_split && max >= 2) {
				split_ev(e, sp, c1, max, up);
				if (mpq_cmp(sp, v) > 0) {
					/* Splitting gains sp - v on the hands that are a pair:
					 * all of them, or a quarter of ten-ten hands when a
					 * pair must be of one rank. */
					mpq_sub(sp, sp, v);
					if (c1 == BJ_TEN && g->pairs_same_rank) {
						mpq_mul(sp, sp, e->p[BJ_ACE]);
						mpq_div(sp, sp, e->p[BJ_TEN]);
					}
					mpq_add(v, v, sp);
				}
			}
			mpq_mul(e->t, pr, v);
			mpq_add(out, out, e->t);
		}
	mpq_clears(v, sp, pr, NULL);
}

/* The main game's RTP from the infinite shoe under g's rules into rtp
 * (initialised by the caller); g is only read.  Can't fail. */
static void edge_compute(mpq_t rtp, const bj_game *g)
{
	edge e;
	bj_shoe s;
	bj_dealer d = g->dealer;
	int cond = g->dealer.peeks || (!g->hole_card && !g->natural_takes_all);
	mpq_t ev, nat, lose, keep;
	edge_init(&e, g);
	mpq_inits(ev, nat, lose, keep, NULL);
	bj_shoe_infinite(&s);
	d.peeks = 0;
	mpq_set_ui(rtp, 1, 1);
	for (int up = 0; up < BJ_RANKS; up++) {
		bj_dealer_probs(e.d, &s, up, &d);
		mpq_set(nat, e.d[BJ_OUT_NATURAL]);
		if (cond && mpq_sgn(nat)) {
			/* The dealer's natural is settled first: every hand but a
			 * natural loses one bet; the rest is played on the totals
			 * given no natural. */
			mpq_set_ui(keep, 1, 1);
			mpq_sub(keep, keep, nat);
			for (int o = 0; o < BJ_NOUT; o++)
				if (o != BJ_OUT_NATURAL)
					mpq_div(e.d[o], e.d[o], keep);
			mpq_set_ui(e.d[BJ_OUT_NATURAL], 0, 1);
			up_card_ev(&e, ev, up);
			mpq_mul(ev, ev, keep);
			mpq_mul(lose, e.p[BJ_ACE], e.p[BJ_TEN]);
			mpq_add(lose, lose, lose);          /* player's natural */
			mpq_set_ui(e.u, 1, 1);
			mpq_sub(lose, e.u, lose);           /* hands that lose to it */
			if (g->ties_lose)
				mpq_set_ui(lose, 1, 1);
			mpq_mul(lose, lose, nat);
			mpq_sub(ev, ev, lose);
		} else {
			up_card_ev(&e, ev, up);
		}
		mpq_mul(ev, ev, e.p[up]);
		mpq_add(rtp, rtp, ev);
	}
	mpq_clears(ev, nat, lose, keep, NULL);
	edge_clear(&e);
}

/* The edge depends only on the rules below, so one computation serves
 * every game (and every fuzzed variant of a plan) of the same rules: the
 * checker's memo (core/memo.h), keyed by the rules as text; a stored value
 * is one rational the memo owns. */
static void free_rtp(void *value)
{
	mpq_clear(value);
	free(value);
}

static void copy_rtp(void *dst, const void *value)
{
	mpq_set(dst, value);
}

/* Locked per memo (core/memo.h): safe for checks on several threads. */
static ck_memo edge_memo = CK_MEMO_INIT("blackjack edge", free_rtp, CK_MEMO_SLOTS);

static char *edge_key(const bj_game *g)
{
	char *w = num_exact(g->win), *n = num_exact(g->natural), *sr = num_exact(g->surrender_refund);
	char *k = pp_xasprintf("%u,%d,%d,%d|%d,%d,%d|%d,%d,%d,%u|%d,%u,%u,%d,%d,%d|%s,%s,%d,%d|"
	                       "%d,%d,%d,%s",
	                       g->dealer.stands_on, g->dealer.hits_soft, g->dealer.ace_six,
	                       g->dealer.peeks, g->hole_card, g->natural_takes_all, g->ties_lose,
	                       g->pontoon, g->can_double, g->double_after_split, g->double_totals,
	                       g->can_split, g->max_splits, g->ace_splits, g->split_aces_one_card,
	                       g->natural_after_split, g->pairs_same_rank, w, n, g->has_win,
	                       g->has_natural, g->has_surrender, g->surrender_ace,
	                       g->surrender_ten, sr);
	free(w);
	free(n);
	free(sr);
	return k;
}

void bj_edge_infinite(mpq_t rtp, const bj_game *g)
{
	char *text = edge_key(g);
	ck_key k = { 0 };
	ck_key_bytes(&k, text, strlen(text));
	if (!ck_memo_find(&edge_memo, &k, copy_rtp, rtp)) {
		edge_compute(rtp, g);
		mpq_ptr kept = pp_xmalloc(sizeof(*kept));
		mpq_init(kept);
		mpq_set(kept, rtp);
		ck_memo_store(&edge_memo, &k, kept);
	}
	ck_key_free(&k);
	free(text);
}

/* One reading of the rules the plan leaves open, in words, into b. */
static void reading_words(pp_buf *b, const bj_game *base, const bj_game *r)
{
	if (!base->soft17_stated)
		pp_buf_printf(b, "%sdealer %s soft 17", b->len ? ", " : "",
		              r->dealer.hits_soft ? "hits" : "stands on");
	if (base->das_open)
		pp_buf_printf(b, "%s%sdoubling after a split", b->len ? ", " : "",
		              r->double_after_split ? "" : "no ");
	if (base->splits_open)
		pp_buf_printf(b, "%s%u split(s)", b->len ? ", " : "", r->max_splits);
	if (base->pairs_open)
		pp_buf_printf(b, "%spairs of %s", b->len ? ", " : "",
		              r->pairs_same_rank ? "one rank" : "one value");
	if (base->aces_open && base->can_split)
		pp_buf_printf(b, "%saces split %u time(s)", b->len ? ", " : "", r->ace_splits);
}

/* Price reading r and keep it if it is the lowest or highest so far. */
static void try_reading(const bj_game *g, const bj_game *r, mpq_t lo, mpq_t hi,
                        pp_buf *lo_how, pp_buf *hi_how, int *found)
{
	mpq_t rtp;
	mpq_init(rtp);
	bj_edge_infinite(rtp, r);
	if (!*found || mpq_cmp(rtp, lo) < 0) {
		mpq_set(lo, rtp);
		lo_how->len = 0;
		reading_words(lo_how, g, r);
	}
	if (!*found || mpq_cmp(rtp, hi) > 0) {
		mpq_set(hi, rtp);
		hi_how->len = 0;
		reading_words(hi_how, g, r);
	}
	*found = 1;
	mpq_clear(rtp);
}

/* The lowest and highest return over every reading of the open rules
 * (soft 17, doubling after a split, the number of splits, what a pair
 * is, how often aces split: once up to the reading's number of splits),
 * with the readings that give them.  Returns 0 when nothing is open. */
static int edge_range(const bj_game *g, mpq_t lo, mpq_t hi, pp_buf *lo_how, pp_buf *hi_how)
{
	unsigned n17 = g->soft17_stated ? 1 : 2, ndas = g->das_open && g->can_double ? 2 : 1;
	unsigned nsp = g->splits_open ? 3 : 1, npairs = g->pairs_open ? 2 : 1;
	int aces_open = g->aces_open && g->can_split;
	int found = 0;
	if (n17 * ndas * nsp * npairs == 1 && !(aces_open && g->max_splits > 1))
		return 0;
	for (unsigned a = 0; a < n17; a++)
		for (unsigned d = 0; d < ndas; d++)
			for (unsigned k = 0; k < nsp; k++)
				for (unsigned p = 0; p < npairs; p++) {
					bj_game r = *g; /* shallow: the edge only reads it */
					if (n17 > 1)
						r.dealer.hits_soft = (int)a;
					if (ndas > 1)
						r.double_after_split = (int)d;
					if (nsp > 1)
						r.max_splits = k + 1;
					if (npairs > 1)
						r.pairs_same_rank = (int)p;
					unsigned aces = aces_open ? r.max_splits : 1;
					for (unsigned ace = 1; ace <= aces; ace++) {
						if (aces_open)
							r.ace_splits = ace;
						try_reading(g, &r, lo, hi, lo_how, hi_how, &found);
					}
				}
	return 1;
}

/* The house-edge table and the main game's PP-RTP-001 (infinite shoe); for
 * Pontoon, or without every payout, the table says it is not computed. */
void bj_check_edge(ck_ctx *ctx, const bj_game *g)
{
	pp_table *t = ck_table(ctx, g->game, "house-edge",
	                       "Main game: return under the optimal (total-dependent) strategy, "
	                       "infinite shoe", 4, N_("figure"), N_("exact"), N_("percent"), N_("reading"));
	if (g->pontoon || !g->has_win || !g->has_natural) {
		ck_table_row(t, "not computed", "", "",
		             g->pontoon ? "bought cards and the five-card trick are not modelled"
		                        : "the plan does not state every payout (PP-BJ-009)");
		return;
	}
	mpq_t rtp, he;
	mpq_inits(rtp, he, NULL);
	bj_edge_infinite(rtp, g);
	mpq_set_ui(he, 1, 1);
	mpq_sub(he, he, rtp);
	char *x = num_exact(rtp), *pc = ck_pct(rtp);
	const char *how = g->dealer.peeks ? "the dealer peeks"
	                  : g->hole_card ? "hole card, no peek"
	                  : g->natural_takes_all ? "no hole card: the dealer's natural takes "
	                                           "doubles and splits too"
	                                         : "no hole card: the dealer's natural takes the "
	                                           "original bet only";
	ck_table_row(t, "return to player", x, pc, how);
	free(x);
	free(pc);
	x = num_exact(he);
	pc = ck_pct(he);
	ck_table_row(t, "house edge", x, pc,
	             "insurance and even money never taken; a natural pushes against the "
	             "dealer's natural");
	free(x);
	free(pc);
	mpq_t lo, hi;
	pp_buf lo_how = { 0 }, hi_how = { 0 }, base = { 0 };
	mpq_inits(lo, hi, NULL);
	int open = edge_range(g, lo, hi, &lo_how, &hi_how);
	if (open) {
		reading_words(&base, g, g);
		x = num_exact(lo);
		pc = ck_pct(lo);
		ck_table_row(t, "return, lowest reading of the open rules", x, pc, lo_how.data);
		free(x);
		free(pc);
		x = num_exact(hi);
		pc = ck_pct(hi);
		ck_table_row(t, "return, highest reading of the open rules", x, pc, hi_how.data);
		free(x);
		free(pc);
	}
	pp_finding *f = ck_rtp(ctx, g->game, node_get(g->game, "payouts"),
	                       "main game (infinite shoe)", "main", rtp);
	ck_evidence_q(f, "house_edge", he, 6);
	ck_evidence_text(f, "shoe", "infinite (the plan's finite shoe is not analysed)");
	if (open) {
		ck_evidence_text(f, "reading", base.data);
		ck_evidence_pct(f, "rtp_lowest", lo);
		ck_evidence_text(f, "reading_lowest", lo_how.data);
		ck_evidence_pct(f, "rtp_highest", hi);
		ck_evidence_text(f, "reading_highest", hi_how.data);
	}
	pp_buf_free(&lo_how);
	pp_buf_free(&hi_how);
	pp_buf_free(&base);
	mpq_clears(rtp, he, lo, hi, NULL);
}
