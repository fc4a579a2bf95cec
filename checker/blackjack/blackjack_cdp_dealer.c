/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_cdp_dealer.c - the dealer's side of the finite-shoe engines
 * (blackjack_cdp.c, and Pontoon's, pontoon_cdp.c): every sequence of
 * cards the dealer can draw after an up card, grouped by the sorted
 * multiset of cards drawn into a trie in preorder, each node holding the
 * number of its orderings that end there in each outcome, signed for each
 * player total, and the walk of that trie for a standing hand.  Also the
 * Black Jack engine's rules as read from a game.
 *
 * A sequence's probability depends only on its multiset (the product of
 * falling counts over a falling total), so walking the trie with the
 * counts a player's hand leaves gives the dealer's whole distribution with
 * one multiplication per node. */
#include <stdlib.h>
#include <string.h>

#include "blackjack/blackjack_cdp.h"

/* Build-time trie: children by rank, outcome counts. */
typedef struct {
	int child[BJ_RANKS];
	long ow[BJ_NOUT];
} bnode;

typedef struct {
	bnode *v;
	size_t n, cap;
	const bj_dealer *d;
	unsigned left[BJ_RANKS];
	unsigned drawn[BJ_RANKS];
	unsigned maxdepth;
} builder;

static int bnew(builder *b)
{
	if (b->n == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 1024;
		b->v = pp_xrealloc(b->v, b->cap * sizeof(*b->v));
	}
	memset(&b->v[b->n], 0, sizeof(b->v[0]));
	for (int r = 0; r < BJ_RANKS; r++)
		b->v[b->n].child[r] = -1;
	return (int)b->n++;
}

static void bleaf(builder *b, int outcome, unsigned depth)
{
	int at = 0;
	for (int r = 0; r < BJ_RANKS; r++)
		for (unsigned k = 0; k < b->drawn[r]; k++) {
			if (b->v[at].child[r] < 0) {
				int c = bnew(b);
				b->v[at].child[r] = c;
			}
			at = b->v[at].child[r];
		}
	b->v[at].ow[outcome]++;
	if (depth > b->maxdepth)
		b->maxdepth = depth;
}

/* Every sequence the dealer can draw (blackjack_shoe.c's rule). */
static void bdraw(builder *b, unsigned hard, int has_ace, unsigned ncards, unsigned depth)
{
	const bj_dealer *d = b->d;
	int soft = has_ace && hard + 10 <= 21;
	unsigned total = soft ? hard + 10 : hard;
	if (ncards == 2 && soft && total == 21) {
		bleaf(b, BJ_OUT_NATURAL, depth);
		return;
	}
	if (hard > 21) {
		bleaf(b, BJ_OUT_BUST, depth);
		return;
	}
	if (ncards == 2 && has_ace && hard == 7 && d->ace_six == BJ_ACE_SIX_ONE)
		total = 7;
	if (total >= d->stands_on) {
		int hit = soft && total == d->stands_on && d->hits_soft;
		if (ncards == 2 && has_ace && hard == 7 && d->ace_six == BJ_ACE_SIX_ELEVEN)
			hit = 0;
		if (!hit) {
			bleaf(b, BJ_OUT_TOTAL((int)total), depth);
			return;
		}
	}
	if (depth + 1 >= MAXD)
		abort(); /* unreachable: the hard total grows with every card */
	for (int r = 0; r < BJ_RANKS; r++) {
		if (b->drawn[r] >= b->left[r])
			continue;
		b->drawn[r]++;
		bdraw(b, hard + BJ_VALUE(r), has_ace || r == BJ_ACE, ncards + 1, depth + 1);
		b->drawn[r]--;
	}
}

/* The signed weight of outcome o for a player standing on class k (total
 * k + 11, or below 12 for k = 0), in units of 1 / win_den. */
static long outcome_sign(const cd_rules *cr, int o, int k);

/* The weight of outcome o for class k in cr's trie: its sign, or 1 for
 * any outcome that is not a push when cr->nonpush. */
static long outcome_weight(const cd_rules *cr, int o, int k)
{
	long s = outcome_sign(cr, o, k);
	return cr->nonpush ? s != 0 : s;
}

static long outcome_sign(const cd_rules *cr, int o, int k)
{
	unsigned t = k ? (unsigned)k + 11 : 11;
	if (o == BJ_OUT_BUST)
		return cr->win_num;
	if (o == BJ_OUT_NATURAL)
		return cr->cond ? 0 : -cr->win_den;
	unsigned dt = (unsigned)o + 12;
	if (t > dt)
		return cr->win_num;
	if (t < dt || cr->ties_lose)
		return -cr->win_den;
	return 0;
}

static void flatten(dtrie *t, const builder *b, const cd_rules *cr, int at, unsigned rank,
                    unsigned mult, unsigned depth)
{
	size_t me = t->n++;
	dnode *n = &t->v[me];
	n->rank = (unsigned char)rank;
	n->mult = (unsigned char)mult;
	n->depth = (unsigned char)depth;
	for (int k = 0; k < NCLS; k++) {
		long s = 0;
		for (int o = 0; o < BJ_NOUT; o++)
			if (b->v[at].ow[o])
				s += b->v[at].ow[o] * outcome_weight(cr, o, k);
		n->w[k] = (int)s;
	}
	for (unsigned r = rank; r < BJ_RANKS; r++) {
		int c = b->v[at].child[r];
		if (c >= 0)
			flatten(t, b, cr, c, r, r == rank ? mult + 1 : 1, depth + 1);
	}
	t->v[me].skip = (unsigned)t->n;
}

/* The dealer trie for up card up drawing from base (blackjack_cdp.h). */
void cd_dtrie_build(dtrie *t, const cd_rules *cr, const unsigned *base, int up)
{
	builder b;
	memset(&b, 0, sizeof(b));
	b.d = &cr->dealer;
	memcpy(b.left, base, sizeof(b.left));
	bnew(&b);
	bdraw(&b, BJ_VALUE(up), up == BJ_ACE, 1, 0);
	t->v = pp_xmalloc(b.n * sizeof(*t->v));
	t->n = 0;
	t->maxdepth = b.maxdepth;
	/* The root (nothing drawn) ends no sequence: its children are the tries. */
	for (unsigned r = 0; r < BJ_RANKS; r++)
		if (b.v[0].child[r] >= 0)
			flatten(t, &b, cr, b.v[0].child[r], r, 1, 1);
	free(b.v);
}

void cd_dtrie_free(dtrie *t)
{
	free(t->v);
	t->v = NULL;
	t->n = 0;
}

/* The rules the engine reads, from g; 0 when a payout is not a small
 * ratio the engine scales by (a win payout over 1000 parts). */
int cd_rules_from_game(cd_rules *cr, const bj_game *g)
{
	memset(cr, 0, sizeof(*cr));
	if (g->pontoon || !g->has_win || !g->has_natural)
		return 0;
	if (!mpz_fits_slong_p(mpq_numref(g->win)) || mpz_cmpabs_ui(mpq_numref(g->win), 1000) > 0 ||
	    mpz_cmpabs_ui(mpq_denref(g->win), 1000) > 0)
		return 0;
	cr->dealer = g->dealer;
	cr->dealer.peeks = 0;
	cr->cond = g->dealer.peeks || (!g->hole_card && !g->natural_takes_all);
	cr->win_num = mpz_get_si(mpq_numref(g->win));
	cr->win_den = (long)mpz_get_ui(mpq_denref(g->win));
	cr->ties_lose = g->ties_lose;
	cr->can_double = g->can_double;
	cr->double_after_split = g->double_after_split;
	cr->double_totals = g->double_totals;
	cr->can_split = g->can_split;
	cr->max_splits = g->max_splits;
	cr->ace_splits = g->ace_splits;
	cr->split_aces_one_card = g->split_aces_one_card;
	cr->natural_after_split = g->natural_after_split;
	cr->pairs_same_rank = g->pairs_same_rank;
	cr->has_surrender = g->has_surrender;
	cr->surrender_ace = g->surrender_ace;
	cr->surrender_ten = g->surrender_ten;
	cr->split_rank = -1;
	mpq_init(cr->natural);
	mpq_init(cr->surrender_refund);
	mpq_set(cr->natural, g->natural);
	mpq_set(cr->surrender_refund, g->surrender_refund);
	return 1;
}

void cd_rules_clear(cd_rules *cr)
{
	mpq_clear(cr->natural);
	mpq_clear(cr->surrender_refund);
}

/* --- walking the trie, for both engines (blackjack_cdp.c, pontoon_cdp.c) --- */

/* Exact 128-bit integers for the walk when its sums cannot overflow
 * (cd_walk_fits: n^depth * weight < 2^125). */
__extension__ typedef unsigned __int128 u128;
__extension__ typedef __int128 s128;

void cd_walk_init(cd_walk *w)
{
	for (unsigned d = 0; d <= MAXD; d++)
		mpz_inits(w->prod[d], w->acc[d], NULL);
	mpz_init(w->t);
}

void cd_walk_clear(cd_walk *w)
{
	for (unsigned d = 0; d <= MAXD; d++)
		mpz_clears(w->prod[d], w->acc[d], NULL);
	mpz_clear(w->t);
}

/* Every partial sum of one depth is at most (the sum over sequences of
 * their counts' product) times the largest weight <= n^maxdepth * wmax. */
int cd_walk_fits(const dtrie *t, unsigned n)
{
	int wmax = 0;
	for (size_t i = 0; i < t->n; i++)
		for (int k = 0; k < NCLS; k++)
			if (abs(t->v[i].w[k]) > wmax)
				wmax = abs(t->v[i].w[k]);
	mpz_t bound;
	mpz_init(bound);
	mpz_ui_pow_ui(bound, n, t->maxdepth);
	mpz_mul_ui(bound, bound, (unsigned long)wmax + 1);
	int fits = mpz_sizeinbase(bound, 2) <= 125;
	mpz_clear(bound);
	return fits;
}

/* x into out, exactly. */
static void mpz_set_s128(mpz_t out, s128 x)
{
	u128 m = x < 0 ? (u128)0 - (u128)x : (u128)x;
	mpz_set_ui(out, (unsigned long)(m >> 64));
	mpz_mul_2exp(out, out, 64);
	mpz_add_ui(out, out, (unsigned long)(m & 0xFFFFFFFFFFFFFFFFu));
	if (x < 0)
		mpz_neg(out, out);
}

/* The walk in 128-bit integers (cd_walk_fits). */
static void walk_fast(mpz_t out, cd_walk *w, const dtrie *t, const unsigned *left, int k,
                      mpz_t *g, unsigned cards, unsigned depth)
{
	u128 prod[MAXD + 1];
	s128 acc[MAXD + 1];
	for (unsigned d = 0; d <= t->maxdepth; d++)
		acc[d] = 0;
	prod[0] = 1;
	for (size_t i = 0; i < t->n;) {
		const dnode *x = &t->v[i];
		if (left[x->rank] < x->mult) {
			i = x->skip;
			continue;
		}
		prod[x->depth] = prod[x->depth - 1] * (left[x->rank] - (x->mult - 1u));
		acc[x->depth] += (s128)prod[x->depth] * x->w[k];
		i++;
	}
	mpz_set_ui(out, 0);
	for (unsigned d = 1; d <= t->maxdepth && cards + d <= depth; d++)
		if (acc[d]) {
			mpz_set_s128(w->t, acc[d]);
			mpz_addmul(out, w->t, g[cards + d]);
		}
}

/* The dealer's side of standing (blackjack_cdp.h). */
void cd_walk_stand(mpz_t out, cd_walk *w, const dtrie *t, int fast, const unsigned *left,
                   int k, mpz_t *g, unsigned cards, unsigned depth)
{
	if (fast) {
		walk_fast(out, w, t, left, k, g, cards, depth);
		return;
	}
	for (unsigned d = 0; d <= t->maxdepth; d++)
		mpz_set_ui(w->acc[d], 0);
	mpz_set_ui(w->prod[0], 1);
	for (size_t i = 0; i < t->n;) {
		const dnode *x = &t->v[i];
		if (left[x->rank] < x->mult) {
			i = x->skip;
			continue;
		}
		mpz_mul_ui(w->prod[x->depth], w->prod[x->depth - 1], left[x->rank] - (x->mult - 1u));
		if (x->w[k] > 0)
			mpz_addmul_ui(w->acc[x->depth], w->prod[x->depth], (unsigned long)x->w[k]);
		else if (x->w[k] < 0)
			mpz_submul_ui(w->acc[x->depth], w->prod[x->depth], (unsigned long)-x->w[k]);
		i++;
	}
	mpz_set_ui(out, 0);
	for (unsigned d = 1; d <= t->maxdepth && cards + d <= depth; d++)
		if (mpz_sgn(w->acc[d]))
			mpz_addmul(out, w->acc[d], g[cards + d]);
}
