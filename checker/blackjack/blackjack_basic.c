/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_basic.c - the main game's return on the plan's finite shoe
 * under a total-dependent basic strategy, exactly.
 *
 * The strategy (one table per up card, bs_table) is derived on the shoe
 * less the up card, as published basic strategies are, each decision from
 * the totals only:
 * - hit or stand for a hand past its first decision, per hard or soft
 *   total: the choice with the higher expectation summed over every
 *   composition of two cards or more with that total, each weighed by its
 *   chance of being drawn from that shoe, playing on by the table (totals
 *   decided from the top: hard 20 .. 11, soft 20 .. 12, hard 10 .. 4, so
 *   that every hand a hit reaches is decided already; 21 stands);
 * - the first decision of two cards (stand, hit, double, surrender) per
 *   total the same way over the two-card hands of that total;
 * - splitting a pair, per rank: when the split (its hands played by the
 *   table) is worth more than the pair played by the first decision.
 * Ties go to the first of stand, hit, double, surrender, and to not
 * splitting.  A pair of one ten rank (pairs_same_rank) is never split.
 *
 * The strategy is then priced exactly with the composition-dependent
 * engine's recursion (blackjack_cdp_base.c): every composition's value on
 * the integer scale of blackjack_cdp.c (V * g[cards] * win_den), standing
 * from the dealer trie, hitting by the table.  With a fixed strategy a
 * split hand is one hand played with the pair cards out of the shoe, and
 * cd_split_value sums the hands (the other hands' cards ignored, the
 * convention the optimum's figure follows). */
#include <stdlib.h>
#include <string.h>

#include "blackjack/blackjack_basic.h"
#include "core/figures.h"
#include "core/run.h"

/* The values of one composition (a memo slot of the base). */
typedef struct {
	int has_stand, has_value;
	mpz_t stand, value;
} entry;

/* The engine: the shared recursion's hooks, the rules, and the tables
 * (one per up card, written by that up card's own base). */
typedef struct {
	cd_engine e;
	const cd_rules *cr;
	bs_table *tab;
	int *derived;
} engine;

typedef struct {
	cd_base c;
	const cd_rules *cr;
	bs_table *t;              /* the up card's table */
	int hole;                 /* cond: the hole card that makes a natural, else -1 */
	entry *memo;              /* CD_MEMO_SIZE, by cd_base_slot */
	mpq_t split[BJ_RANKS];    /* the up card's base: each pair's split value */
} base_ctx;

static int soft_of(const cd_hand *p)
{
	return p->ace && p->hard + 10 <= 21;
}

static entry *lookup(base_ctx *b, const cd_hand *p)
{
	int fresh;
	entry *e = &b->memo[cd_base_slot(&b->c, p->h, &fresh)];
	if (fresh)
		mpz_inits(e->stand, e->value, NULL);
	return e;
}

static const mpz_t *stand_of(base_ctx *b, const cd_hand *p)
{
	entry *e = lookup(b, p);
	if (!e->has_stand) {
		cd_base_stand(&b->c, e->stand, p);
		e->has_stand = 1;
	}
	return (const mpz_t *)&e->stand;
}

static const mpz_t *value_of(base_ctx *b, const cd_hand *p);

/* Hitting p once (dbl: doubling, the next hand stands for twice the
 * stake; else playing on by the table), on p's scale, into out. */
static void draw_scaled(base_ctx *b, mpz_t out, cd_hand *p, int dbl)
{
	unsigned long stake = dbl ? 2 : 1, den = (unsigned long)b->cr->win_den;
	mpz_set_ui(out, 0);
	for (int r = 0; r < BJ_RANKS; r++) {
		unsigned c = b->c.base[r] - p->h[r];
		if (!c)
			continue;
		cd_hand_add(p, r);
		if (p->hard > 21) {
			/* The bust loses the stake, joint with no dealer natural
			 * when cond (the natural's share is settled apart). */
			mpz_set(b->c.t, b->c.g[p->cards]);
			if (b->hole >= 0 && p->cards < b->c.depth)
				mpz_submul_ui(b->c.t, b->c.g[p->cards + 1],
				              b->c.base[b->hole] - p->h[b->hole]);
			mpz_submul_ui(out, b->c.t, c * stake * den);
		} else {
			mpz_addmul_ui(out, *(dbl ? stand_of(b, p) : value_of(b, p)), stake * c);
		}
		cd_hand_drop(p, r);
	}
}

/* The value of p past its first decision: its total's later letter. */
static const mpz_t *value_of(base_ctx *b, const cd_hand *p)
{
	entry *e = lookup(b, p);
	if (!e->has_value) {
		unsigned t = cd_hand_total(p);
		if (t < 21 && b->t->later[soft_of(p)][t] == 'H') {
			cd_hand q = *p;
			draw_scaled(b, e->value, &q, 0);
		} else {
			mpz_set(e->value, *stand_of(b, p));
		}
		e->has_value = 1;
	}
	return (const mpz_t *)&e->value;
}

/* The value of the two cards p under first decision act, as a rational
 * (joint with no dealer natural when cond) into out. */
static void act_value(base_ctx *b, mpq_t out, cd_hand *p, char act)
{
	const cd_rules *cr = b->cr;
	if (act == 'R') {
		/* The refund less the bet, kept only without a dealer natural
		 * when cond. */
		mpq_set_ui(out, 1, 1);
		mpq_sub(out, cr->surrender_refund, out);
		if (cr->cond) {
			mpq_t keep, one;
			mpq_inits(keep, one, NULL);
			cd_natural_prob(keep, &b->c, p, b->c.up);
			mpq_set_ui(one, 1, 1);
			mpq_sub(keep, one, keep);
			mpq_mul(out, out, keep);
			mpq_clears(keep, one, NULL);
		}
		return;
	}
	mpz_t v;
	mpz_init(v);
	if (act == 'S' || cd_hand_total(p) >= 21)
		mpz_set(v, *stand_of(b, p));
	else
		draw_scaled(b, v, p, act == 'D');
	mpq_set_num(out, v);
	mpz_mul_ui(mpq_denref(out), b->c.g[p->cards], (unsigned long)cr->win_den);
	mpq_canonicalize(out);
	mpz_clear(v);
}

/* --- deriving the table ------------------------------------------------- */

/* The compositions of two cards or more the base can deal without busting. */
typedef struct {
	cd_hand *v;
	size_t n, cap;
} comps;

static void comps_walk(comps *l, const unsigned *base, cd_hand *p, int from)
{
	for (int r = from; r < BJ_RANKS; r++) {
		unsigned k = 0;
		while (p->h[r] < base[r] && p->hard + BJ_VALUE(r) <= 21) {
			cd_hand_add(p, r);
			k++;
			if (p->cards >= 2) {
				if (l->n == l->cap) {
					l->cap = l->cap ? 2 * l->cap : 1024;
					l->v = pp_xrealloc(l->v, l->cap * sizeof(*l->v));
				}
				l->v[l->n++] = *p;
			}
			comps_walk(l, base, p, r + 1);
		}
		while (k--)
			cd_hand_drop(p, r);
	}
}

/* The chance of drawing p's cards first (in any order) from b's base of n
 * cards, times (n)_(cards), into w: the integer multinomial(cards; h) *
 * prod_r (base_r)_(h_r), (x)_(k) the falling factorial. */
static void draw_weight(mpz_t w, const base_ctx *b, const cd_hand *p)
{
	mpz_t t;
	mpz_init(t);
	mpz_set_ui(w, 1);
	unsigned m = 0;
	for (int r = 0; r < BJ_RANKS; r++) {
		for (unsigned i = 0; i < p->h[r]; i++)
			mpz_mul_ui(w, w, b->c.base[r] - i);
		m += p->h[r];
		mpz_bin_uiui(t, m, p->h[r]);
		mpz_mul(w, w, t);
	}
	mpz_clear(t);
}

/* The later letter of (soft, total): hit when the weighed sum of hitting
 * beats that of standing.  A composition's value is kept as V * g[cards]
 * * win_den and its weight w is its chance times (n)_(cards); since
 * (n)_(cards) * g[cards] = g[0], w times the kept value is the chance
 * times V times g[0] * win_den, one scale for every number of cards. */
static void derive_later(base_ctx *b, const comps *l, int soft, unsigned total)
{
	mpz_t ss, sh, w, v;
	mpz_inits(ss, sh, w, v, NULL);
	for (size_t i = 0; i < l->n; i++) {
		cd_hand p = l->v[i];
		if (soft_of(&p) != soft || cd_hand_total(&p) != total)
			continue;
		draw_weight(w, b, &p);
		mpz_addmul(ss, w, *stand_of(b, &p));
		draw_scaled(b, v, &p, 0);
		mpz_addmul(sh, w, v);
	}
	b->t->later[soft][total] = mpz_cmp(sh, ss) > 0 ? 'H' : 'S';
	mpz_clears(ss, sh, w, v, NULL);
}

/* Whether the first decision may double (split: after a split) or
 * surrender the hand p. */
static int may_double(const cd_rules *cr, const cd_hand *p, int split)
{
	return cr->can_double && (!split || cr->double_after_split) &&
	       ((cr->double_totals >> cd_hand_total(p)) & 1u);
}

static int may_surrender(const cd_rules *cr, int up)
{
	return cr->has_surrender && !(up == BJ_ACE && !cr->surrender_ace) &&
	       !(up == BJ_TEN && !cr->surrender_ten);
}

/* The first letter of (soft, total) over the two-card hands. */
static void derive_first(base_ctx *b, const comps *l, int soft, unsigned total)
{
	static const char acts[] = "SHDR";
	mpq_t sum[4], v, w;
	mpz_t wz;
	int any[4] = { 0 };
	mpq_inits(sum[0], sum[1], sum[2], sum[3], v, w, NULL);
	mpz_init(wz);
	for (size_t i = 0; i < l->n; i++) {
		cd_hand p = l->v[i];
		if (p.cards != 2 || soft_of(&p) != soft || cd_hand_total(&p) != total ||
		    (p.ace && p.hard == 11))
			continue;
		draw_weight(wz, b, &p);
		mpq_set_z(w, wz);
		for (int a = 0; a < 4; a++) {
			if ((a == 1 && total >= 21) || (a == 2 && !may_double(b->cr, &p, 0)) ||
			    (a == 3 && !may_surrender(b->cr, b->c.up)))
				continue;
			act_value(b, v, &p, acts[a]);
			mpq_mul(v, v, w);
			mpq_add(sum[a], sum[a], v);
			any[a] = 1;
		}
	}
	int best = 0;
	for (int a = 1; a < 4; a++)
		if (any[a] && mpq_cmp(sum[a], sum[best]) > 0)
			best = a;
	b->t->first[soft][total] = acts[best];
	mpq_clears(sum[0], sum[1], sum[2], sum[3], v, w, NULL);
	mpz_clear(wz);
}

static engine engine_of(const cd_rules *cr, bs_table *tab, int *derived);

/* Each pair's split value (b->split) and letter. */
static void derive_splits(base_ctx *b, const engine *e)
{
	const cd_rules *cr = b->cr;
	mpq_t keep;
	mpq_init(keep);
	for (int r = 0; r < BJ_RANKS; r++) {
		unsigned max = (r == BJ_ACE ? cr->ace_splits : cr->max_splits) + 1;
		b->t->split[r] = '-';
		if (!cr->can_split || max < 2 || b->c.base[r] < 2 ||
		    (r == BJ_TEN && cr->pairs_same_rank))
			continue;
		cd_rules r1 = *cr;
		r1.split_rank = r;
		engine e1 = engine_of(&r1, e->tab, e->derived);
		cd_split_value(b->split[r], &e1.e, &b->c, r, max);
		cd_hand p;
		memset(&p, 0, sizeof(p));
		cd_hand_add(&p, r);
		cd_hand_add(&p, r);
		act_value(b, keep, &p, b->t->first[soft_of(&p)][cd_hand_total(&p)]);
		if (mpq_cmp(b->split[r], keep) > 0)
			b->t->split[r] = 'P';
	}
	mpq_clear(keep);
}

/* The table of b's up card, on b (the shoe less the up card). */
static void derive(base_ctx *b, const engine *e)
{
	bs_table *t = b->t;
	memset(t, 'S', sizeof(*t));
	comps l = { 0 };
	cd_hand p;
	memset(&p, 0, sizeof(p));
	comps_walk(&l, b->c.base, &p, 0);
	for (unsigned total = 20; total >= 11; total--)
		derive_later(b, &l, 0, total);
	for (unsigned total = 20; total >= 12; total--)
		derive_later(b, &l, 1, total);
	for (unsigned total = 10; total >= 4; total--)
		derive_later(b, &l, 0, total);
	for (unsigned total = 4; total <= 21; total++) {
		derive_first(b, &l, 0, total);
		if (total >= 12)
			derive_first(b, &l, 1, total);
	}
	free(l.v);
	derive_splits(b, e);
}

/* --- the engine's hooks ------------------------------------------------- */

static void base_open(cd_base *c)
{
	base_ctx *b = (base_ctx *)c;
	const engine *e = (const engine *)c->eng;
	b->cr = e->cr;
	b->t = &e->tab[c->up];
	b->hole = !b->cr->cond ? -1 : c->up == BJ_ACE ? BJ_TEN : c->up == BJ_TEN ? BJ_ACE : -1;
	b->memo = pp_xcalloc(CD_MEMO_SIZE, sizeof(entry));
	for (int r = 0; r < BJ_RANKS; r++)
		mpq_init(b->split[r]);
	/* The first base of an up card is the shoe less it (cd_up_cards);
	 * the split bases it opens find the table made. */
	if (!e->derived[c->up]) {
		e->derived[c->up] = 1;
		derive(b, e);
	}
}

static void base_close(cd_base *c)
{
	base_ctx *b = (base_ctx *)c;
	for (unsigned i = 0; i < CD_MEMO_SIZE; i++)
		if (c->keys[i])
			mpz_clears(b->memo[i].stand, b->memo[i].value, NULL);
	free(b->memo);
	for (int r = 0; r < BJ_RANKS; r++)
		mpq_clear(b->split[r]);
}

/* A split hand: a natural after a split when the rules pay one, split
 * aces standing on one card, else the first letter (a double it may not
 * take, or a surrender, falls back to the later letter). */
static void split_hand(mpq_t v, cd_base *c, cd_hand *p, int pr)
{
	base_ctx *b = (base_ctx *)c;
	const cd_rules *cr = b->cr;
	if (p->cards == 2 && p->ace && p->hard == 11 && cr->natural_after_split) {
		mpq_t pn;
		mpq_init(pn);
		cd_natural_prob(pn, c, p, c->up);
		cd_natural_value(v, cr, pn);
		mpq_clear(pn);
		return;
	}
	int soft = soft_of(p);
	unsigned t = cd_hand_total(p);
	char act = b->t->first[soft][t];
	if (pr == BJ_ACE && cr->split_aces_one_card)
		act = 'S';
	else if (act == 'R' || (act == 'D' && !may_double(cr, p, 1)))
		act = b->t->later[soft][t];
	act_value(b, v, p, act);
}

/* The first two cards: a natural, else the pair's split or the first
 * letter, then the dealer's natural taking the bet when cond. */
static int first_hand(mpq_t v, char *move, cd_base *c, cd_hand *p, int c1, int c2)
{
	base_ctx *b = (base_ctx *)c;
	mpq_t nat;
	mpq_init(nat);
	cd_natural_prob(nat, c, p, c->up);
	if (p->ace && p->hard == 11) {
		cd_natural_value(v, b->cr, nat);
		*move = 'N';
	} else {
		if (c1 == c2 && b->t->split[c1] == 'P') {
			mpq_set(v, b->split[c1]);
			*move = 'P';
		} else {
			*move = b->t->first[soft_of(p)][cd_hand_total(p)];
			act_value(b, v, p, *move);
		}
		if (b->cr->cond)
			mpq_sub(v, v, nat);
	}
	mpq_clear(nat);
	return 1;
}

static engine engine_of(const cd_rules *cr, bs_table *tab, int *derived)
{
	engine e = { { sizeof(base_ctx), 23, base_open, base_close, split_hand, first_hand }, cr,
		     tab, derived };
	return e;
}

/* (blackjack_basic.h) */
void bs_return(mpq_t rtp, bs_table tabs[BJ_RANKS], cd_strategy *strat, const cd_rules *cr,
               const bj_shoe *shoe)
{
	bs_table tab[BJ_RANKS];
	int derived[BJ_RANKS] = { 0 };
	memset(tab, '-', sizeof(tab));
	engine e = engine_of(cr, tab, derived);
	mpq_t ev[BJ_RANKS];
	cd_up_cards(ev, strat->move, &e.e, cr, shoe);
	cd_weigh_up_cards(rtp, ev, shoe);
	if (tabs)
		memcpy(tabs, tab, sizeof(tab));
}

/* (blackjack_basic.h) */
void bs_main_figures(ck_ctx *ctx, const bj_game *g)
{
	cd_rules cr;
	if (ck_options()->exact_main < 2 || g->pontoon || !g->decks || !cd_rules_from_game(&cr, g))
		return;
	bj_shoe s;
	bj_shoe_decks(&s, g->decks);
	cd_strategy st;
	mpq_t rtp;
	mpq_init(rtp);
	bs_return(rtp, NULL, &st, &cr, &s);
	ck_figures_rtp_only(ctx, g->game, "main game, basic strategy", "main", rtp,
	                    "the total-dependent basic strategy on the plan's shoe (each "
	                    "decision from the hand's total, soft or hard, or its pair, and "
	                    "the up card, derived on the shoe less the up card): its return "
	                    "is exact; the variance of a round with splits is not computed");
	mpq_clear(rtp);
	cd_rules_clear(&cr);
}
