/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_cdp.c - the main game's return on the plan's finite shoe under
 * the composition-dependent optimal strategy, exactly.
 *
 * For each dealer up card u the shoe less u is the base.  The player's
 * hand is a composition (a count per rank); its values are exact integers
 * on one scale per number of cards j held: a value V is stored as
 * V * G[j] * win_den, G[j] = (N - j)(N - j - 1)...(N - J + 1) for the base
 * of N cards and a depth J no hand and dealer draw together exceed, so
 * hitting is sum_r left_r * best(hand + r) with no division, and options
 * at one hand compare as integers.  Standing walks a trie of the dealer's
 * drawn cards as sorted multisets (built once per up card: the number of
 * dealer orderings of each multiset ending in each outcome, signed per
 * player total), multiplying the falling counts left in the shoe.
 *
 * With a peek (or without a hole card when the dealer's natural takes the
 * original bet only) values are joint with "no dealer natural": the
 * natural's outcomes are dropped from the trie, which leaves every choice
 * at a hand unchanged (the conditioning factor is common to them) and the
 * round's value is that plus the natural's loss of one bet.  Otherwise
 * (no hole card, the natural takes everything) the natural is one more
 * dealer outcome that beats every stake.
 *
 * The strategy computed: every decision of an unsplit hand is optimal for
 * its exact composition (stand, hit, double, surrender, split on the first
 * two cards); a split hand is played optimally for its own cards with the
 * pair cards split so far out of the shoe, ignoring the other cards the
 * other split hands draw (the convention of published combinatorial
 * tables, e.g. the Wizard of Odds' Appendix 9), resplitting up to the
 * plan's number of hands (cd_split_value).  Valuing a split hand as if the
 * other hands' cards were still in the shoe makes the split's figure the
 * convention's, not the exact return of a playable strategy (the other
 * hands' cards do change the shoe); exact optimal play after a split would
 * depend on every card they drew and is not computed.
 * Every figure is an exact rational; ties between choices go to the first
 * of stand, hit, double, split, surrender. */
#include <stdlib.h>
#include <string.h>

#include "blackjack/blackjack.h"
#include "blackjack/blackjack_cdp.h"

/* --- the player's compositions ----------------------------------------- */

/* The values of one composition (a memo slot of the base). */
typedef struct {
	int has_stand, has_best;
	mpz_t stand, best;
} entry;

/* The engine: the shared recursion's hooks (blackjack_cdp_base.c) and
 * the rules its bases read. */
typedef struct {
	cd_engine e;
	const cd_rules *cr;
	/* cd_return_moments: the rules of the trie that counts the outcomes
	 * that are not pushes, and each up card's second moment (its base's
	 * thread alone writes it); NULL otherwise. */
	const cd_rules *nonpush;
	mpq_t *m2;
} engine;

/* The second moment of one composition (cd_return_moments), on the scale
 * of entry's values times win_den. */
typedef struct {
	int has_stand, has_best;
	mpz_t stand, best;
} moment;

/* One recursion base (cd_base: the shoe less the up card, and a split's
 * other pair cards), with the rules and the memo's values. */
typedef struct {
	cd_base c;
	const cd_rules *cr;
	int hole;                /* cond: the hole card that makes a natural, else -1 */
	entry *memo;             /* CD_MEMO_SIZE, by cd_base_slot */
	/* With moments (engine's m2): the second moments by the same slots,
	 * the trie of outcomes that are not pushes, whether its walk fits
	 * 128 bits, and the sum over first hands of their probability times
	 * their second moment. */
	moment *mom;
	dtrie np;
	int np_fast;
	mpq_t m2;
} base_ctx;

static void base_open(cd_base *c)
{
	base_ctx *b = (base_ctx *)c;
	const engine *e = (const engine *)c->eng;
	const cd_rules *cr = e->cr;
	b->cr = cr;
	b->hole = !cr->cond ? -1 : c->up == BJ_ACE ? BJ_TEN : c->up == BJ_TEN ? BJ_ACE : -1;
	b->memo = pp_xcalloc(CD_MEMO_SIZE, sizeof(entry));
	if (e->m2) {
		b->mom = pp_xcalloc(CD_MEMO_SIZE, sizeof(moment));
		cd_dtrie_build(&b->np, e->nonpush, c->base, c->up);
		b->np_fast = cd_walk_fits(&b->np, c->n);
		mpq_init(b->m2);
	}
}

static void base_close(cd_base *c)
{
	base_ctx *b = (base_ctx *)c;
	const engine *e = (const engine *)c->eng;
	for (unsigned i = 0; i < CD_MEMO_SIZE; i++)
		if (c->keys[i])
			mpz_clears(b->memo[i].stand, b->memo[i].best, NULL);
	free(b->memo);
	if (e->m2) {
		for (unsigned i = 0; i < CD_MEMO_SIZE; i++)
			if (c->keys[i])
				mpz_clears(b->mom[i].stand, b->mom[i].best, NULL);
		free(b->mom);
		cd_dtrie_free(&b->np);
		mpq_set(e->m2[c->up], b->m2); /* one base per up card: no splits */
		mpq_clear(b->m2);
	}
}

static entry *lookup(base_ctx *b, const unsigned *h)
{
	int fresh;
	size_t i = cd_base_slot(&b->c, h, &fresh);
	entry *e = &b->memo[i];
	if (fresh) {
		mpz_inits(e->stand, e->best, NULL);
		if (b->mom)
			mpz_inits(b->mom[i].stand, b->mom[i].best, NULL);
	}
	return e;
}

static const mpz_t *stand_of(base_ctx *b, const cd_hand *p)
{
	entry *e = lookup(b, p->h);
	if (!e->has_stand) {
		cd_base_stand(&b->c, e->stand, p); /* scaled by g[cards] * win_den */
		e->has_stand = 1;
	}
	return (const mpz_t *)&e->stand;
}

static const mpz_t *best_of(base_ctx *b, const cd_hand *p);

/* The chance of reaching the bust p (joint with no dealer natural when
 * cond) given its last card, on p's scale g[cards], into b->c.t. */
static void bust_scaled(base_ctx *b, const cd_hand *p)
{
	mpz_set(b->c.t, b->c.g[p->cards]);
	if (b->hole >= 0 && p->cards < b->c.depth)
		mpz_submul_ui(b->c.t, b->c.g[p->cards + 1], b->c.base[b->hole] - p->h[b->hole]);
}

static const mpz_t *m_stand(base_ctx *b, const cd_hand *p);
static const mpz_t *m_best(base_ctx *b, const cd_hand *p);

/* Hitting p once and playing on (each next hand at its best; double: the
 * next hand stands, twice the stake), scaled like p; with second, the
 * second moment of the same play (moment's scale: a double's square is
 * four times). */
static void draw_scaled(base_ctx *b, mpz_t out, cd_hand *p, int dbl, int second)
{
	unsigned long stake = dbl ? 2 : 1, den = (unsigned long)b->cr->win_den;
	unsigned long bust = second ? stake * stake * den * den : stake * den;
	unsigned long next = second ? stake * stake : stake;
	mpz_set_ui(out, 0);
	for (int r = 0; r < BJ_RANKS; r++) {
		unsigned c = b->c.base[r] - p->h[r];
		if (!c)
			continue;
		cd_hand_add(p, r);
		if (p->hard > 21) {
			/* A bust loses the stake (joint with no dealer natural when
			 * cond: the natural's share is settled apart). */
			bust_scaled(b, p);
			mpz_mul_ui(b->c.t, b->c.t, c * bust);
			if (second)
				mpz_add(out, out, b->c.t);
			else
				mpz_sub(out, out, b->c.t);
		} else {
			const mpz_t *v = second ? dbl ? m_stand(b, p) : m_best(b, p)
			                        : dbl ? stand_of(b, p) : best_of(b, p);
			mpz_addmul_ui(out, *v, next * c);
		}
		cd_hand_drop(p, r);
	}
}

/* The best of standing and hitting on p (hand of three cards or more, or
 * any hand once its first decision is past). */
static const mpz_t *best_of(base_ctx *b, const cd_hand *p)
{
	entry *e = lookup(b, p->h);
	if (e->has_best)
		return (const mpz_t *)&e->best;
	const mpz_t *s = stand_of(b, p);
	mpz_t hit;
	mpz_init(hit);
	mpz_set(e->best, *s);
	if (cd_hand_total(p) < 21) {
		cd_hand q = *p;
		draw_scaled(b, hit, &q, 0, 0);
		if (mpz_cmp(hit, e->best) > 0)
			mpz_set(e->best, hit);
	}
	mpz_clear(hit);
	e->has_best = 1;
	/* lookup may have moved nothing: entries never move */
	return (const mpz_t *)&e->best;
}

/* A scaled value to a rational: v / (g[cards] * win_den). */
static void to_q(base_ctx *b, mpq_t out, const mpz_t v, unsigned cards)
{
	mpq_set_num(out, v);
	mpz_mul_ui(mpq_denref(out), b->c.g[cards], (unsigned long)b->cr->win_den);
	mpq_canonicalize(out);
}

/* --- the second moment (cd_return_moments) ------------------------------ */

/* The second moment of each composition follows the decisions the values
 * above make (ties alike) and is kept on their scale times win_den:
 * E[X^2] * g[cards] * win_den^2.  Standing: with S the signed walk
 * (num Pwin - den Plose) and A the walk of the outcomes that are not
 * pushes (Pwin + Plose), num^2 Pwin + den^2 Plose = (num - den) S +
 * num den A. */

static moment *moment_of(base_ctx *b, const cd_hand *p)
{
	return &b->mom[lookup(b, p->h) - b->memo];
}

static const mpz_t *m_stand(base_ctx *b, const cd_hand *p)
{
	moment *m = moment_of(b, p);
	if (!m->has_stand) {
		const cd_rules *cr = b->cr;
		const mpz_t *s = stand_of(b, p);
		unsigned t = cd_hand_total(p), left[BJ_RANKS];
		for (int r = 0; r < BJ_RANKS; r++)
			left[r] = b->c.base[r] - p->h[r];
		cd_walk_stand(m->stand, &b->c.walk, &b->np, b->np_fast, left,
		              t < 12 ? 0 : (int)t - 11, b->c.g, p->cards, b->c.depth);
		mpz_mul_ui(m->stand, m->stand, (unsigned long)(cr->win_num * cr->win_den));
		mpz_mul_si(b->c.t, *s, cr->win_num - cr->win_den);
		mpz_add(m->stand, m->stand, b->c.t);
		m->has_stand = 1;
	}
	return (const mpz_t *)&m->stand;
}

/* The second moment of p played on as best_of decides: it hits only when
 * hitting is worth more than standing. */
static const mpz_t *m_best(base_ctx *b, const cd_hand *p)
{
	const entry *e = &b->memo[lookup(b, p->h) - b->memo];
	moment *m = moment_of(b, p);
	if (!m->has_best) {
		best_of(b, p);
		if (mpz_cmp(e->best, e->stand) != 0) {
			cd_hand q = *p;
			draw_scaled(b, m->best, &q, 0, 1);
		} else {
			mpz_set(m->best, *m_stand(b, p));
		}
		m->has_best = 1;
	}
	return (const mpz_t *)&m->best;
}

/* The second moment of the first two cards p under first decision move
 * (not a natural) into out: joint with no dealer natural when cond, and
 * the natural's lost bet (squared: 1) added, as first_hand's value. */
static void first_moment2(base_ctx *b, mpq_t out, cd_hand *p, char move, const mpq_t pn)
{
	const cd_rules *cr = b->cr;
	if (move == 'R') {
		mpq_set_ui(out, 1, 1);
		mpq_sub(out, cr->surrender_refund, out);
		mpq_mul(out, out, out);
		if (cr->cond) {
			mpq_t keep;
			mpq_init(keep);
			mpq_set_ui(keep, 1, 1);
			mpq_sub(keep, keep, pn);
			mpq_mul(out, out, keep);
			mpq_clear(keep);
		}
	} else {
		mpz_t v;
		mpz_init(v);
		if (move == 'S')
			mpz_set(v, *m_stand(b, p));
		else
			draw_scaled(b, v, p, move == 'D', 1);
		mpq_set_num(out, v);
		mpz_mul_ui(mpq_denref(out), b->c.g[p->cards],
		           (unsigned long)(cr->win_den * cr->win_den));
		mpq_canonicalize(out);
		mpz_clear(v);
	}
	if (cr->cond)
		mpq_add(out, out, pn);
}

/* A player's natural: its payout squared unless the dealer has one too
 * (then a push, or a lost bet when ties lose). */
static void natural_moment2(mpq_t out, const cd_rules *cr, const mpq_t pn)
{
	mpq_set_ui(out, 1, 1);
	mpq_sub(out, out, pn);
	mpq_mul(out, out, cr->natural);
	mpq_mul(out, out, cr->natural);
	if (cr->ties_lose)
		mpq_add(out, out, pn);
}

/* Adds the probability of the first two cards (c1, c2) from b's base
 * times m (their second moment) to b's sum. */
static void add_first_moment2(base_ctx *b, int c1, int c2, mpq_t m)
{
	const unsigned *n = b->c.base;
	unsigned long w = c1 == c2 ? (unsigned long)n[c1] * (n[c1] - 1) : 2ul * n[c1] * n[c2];
	mpq_t pr;
	mpq_init(pr);
	mpq_set_ui(pr, w, (unsigned long)b->c.n * (b->c.n - 1));
	mpq_canonicalize(pr);
	mpq_mul(pr, pr, m);
	mpq_add(b->m2, b->m2, pr);
	mpq_clear(pr);
}

/* (blackjack_cdp.h) The dealer's natural after p's cards are out: its
 * probability. */
void cd_natural_prob(mpq_t out, const cd_base *c, const cd_hand *p, int up)
{
	int hole = up == BJ_ACE ? BJ_TEN : up == BJ_TEN ? BJ_ACE : -1;
	if (hole < 0) {
		mpq_set_ui(out, 0, 1);
		return;
	}
	mpq_set_ui(out, c->base[hole] - p->h[hole], c->n - p->cards);
	mpq_canonicalize(out);
}

/* The options of a two-card hand, as exact rationals (joint with no
 * dealer natural when cond). */
static void two_card_options(base_ctx *b, cd_options *o, cd_hand *p, int split, int up)
{
	const cd_rules *cr = b->cr;
	mpz_t v;
	mpz_init(v);
	mpq_t pn;
	mpq_init(pn);
	cd_natural_prob(pn, &b->c, p, up);
	o->can_hit = o->can_double = o->can_surrender = 0;
	to_q(b, o->stand, *stand_of(b, p), p->cards);
	int aces_one = split && cr->split_rank == BJ_ACE && cr->split_aces_one_card;
	if (!aces_one && cd_hand_total(p) < 21) {
		draw_scaled(b, v, p, 0, 0);
		to_q(b, o->hit, v, p->cards);
		o->can_hit = 1;
	}
	if (!aces_one && cr->can_double && (!split || cr->double_after_split) &&
	    ((cr->double_totals >> cd_hand_total(p)) & 1u)) {
		draw_scaled(b, v, p, 1, 0);
		to_q(b, o->dbl, v, p->cards);
		o->can_double = 1;
	}
	if (!split && cr->has_surrender && !(up == BJ_ACE && !cr->surrender_ace) &&
	    !(up == BJ_TEN && !cr->surrender_ten)) {
		mpq_set_ui(o->surrender, 1, 1);
		mpq_sub(o->surrender, cr->surrender_refund, o->surrender);
		if (cr->cond) {
			mpq_t keep;
			mpq_init(keep);
			mpq_set_ui(keep, 1, 1);
			mpq_sub(keep, keep, pn);
			mpq_mul(o->surrender, o->surrender, keep);
			mpq_clear(keep);
		}
		o->can_surrender = 1;
	}
	mpq_set(o->natural_prob, pn);
	mpq_clear(pn);
	mpz_clear(v);
}

/* (blackjack_cdp.h) A player's natural: its payout unless the dealer has
 * one too. */
void cd_natural_value(mpq_t out, const cd_rules *cr, const mpq_t pn)
{
	mpq_set_ui(out, 1, 1);
	mpq_sub(out, out, pn);
	mpq_mul(out, out, cr->natural);
	if (cr->ties_lose)
		mpq_sub(out, out, pn);
}

/* The best option of o (and a split worth split, when not NULL), its
 * letter into *move and its value into out. */
static void choose(mpq_t out, char *move, const cd_options *o, mpq_srcptr split)
{
	mpq_set(out, o->stand);
	*move = 'S';
	if (o->can_hit && mpq_cmp(o->hit, out) > 0) {
		mpq_set(out, o->hit);
		*move = 'H';
	}
	if (o->can_double && mpq_cmp(o->dbl, out) > 0) {
		mpq_set(out, o->dbl);
		*move = 'D';
	}
	if (split && mpq_cmp(split, out) > 0) {
		mpq_set(out, split);
		*move = 'P';
	}
	if (o->can_surrender && mpq_cmp(o->surrender, out) > 0) {
		mpq_set(out, o->surrender);
		*move = 'R';
	}
}

/* A split hand (the shared split_values' hook): its best play, a
 * natural after a split paid as one when the rules say so.  Joint with no
 * dealer natural when cond (a natural pushes against one). */
static void split_hand(mpq_t v, cd_base *c, cd_hand *p, int pr)
{
	base_ctx *b = (base_ctx *)c;
	(void)pr; /* b->cr->split_rank holds it */
	cd_options o;
	cd_options_init(&o);
	two_card_options(b, &o, p, 1, c->up);
	if (p->cards == 2 && p->ace && p->hard == 11 && b->cr->natural_after_split) {
		cd_natural_value(v, b->cr, o.natural_prob);
	} else {
		char m;
		choose(v, &m, &o, NULL);
	}
	cd_options_clear(&o);
}

void cd_options_init(cd_options *o)
{
	memset(o, 0, sizeof(*o));
	mpq_inits(o->stand, o->hit, o->dbl, o->surrender, o->natural_prob, NULL);
}

void cd_options_clear(cd_options *o)
{
	mpq_clears(o->stand, o->hit, o->dbl, o->surrender, o->natural_prob, NULL);
}

/* The chance that two tens from a shoe of `tens` tens (a quarter of
 * each rank), less a ten up card of unknown rank when up_ten, are of one
 * rank. */
static void same_rank_tens(mpq_t out, unsigned tens, int up_ten)
{
	unsigned long m = tens / 4;
	if (up_ten) {
		mpq_set_ui(out, 3 * m * (m - 1) + (m - 1) * (m - 2),
		           (unsigned long)(tens - 1) * (tens - 2));
	} else {
		mpq_set_ui(out, 4 * m * (m - 1), (unsigned long)tens * (tens - 1));
	}
	mpq_canonicalize(out);
}

static int first_hand(mpq_t v, char *move, cd_base *c, cd_hand *p, int c1, int c2);

/* The engine on the rules cr (split_rank -1 but while valuing a split). */
static engine engine_of(const cd_rules *cr)
{
	engine e = { { sizeof(base_ctx), 23, base_open, base_close, split_hand, first_hand }, cr,
		     NULL, NULL };
	return e;
}

/* The first two cards (c1, c2) against the up card (the shared
 * up_card's hook): a natural, else the best of the options and a split
 * (one of one ten rank only, when pairs are of one rank), then the
 * dealer's natural taking the bet when cond. */
static int first_hand(mpq_t v, char *move, cd_base *c, cd_hand *p, int c1, int c2)
{
	base_ctx *b = (base_ctx *)c;
	const cd_rules *cr = b->cr;
	int up = c->up;
	mpq_t nat, best, sp, same;
	mpq_inits(nat, best, sp, same, NULL);
	cd_natural_prob(nat, &b->c, p, up);
	if (p->ace && p->hard == 11) {
		cd_natural_value(v, cr, nat);
		*move = 'N';
		if (b->mom) {
			natural_moment2(sp, cr, nat);
			add_first_moment2(b, c1, c2, sp);
		}
	} else {
		cd_options o;
		cd_options_init(&o);
		two_card_options(b, &o, p, 0, up);
		unsigned max = (c1 == BJ_ACE ? cr->ace_splits : cr->max_splits) + 1;
		int splits = c1 == c2 && cr->can_split && max >= 2 && c->base[c1] >= 2;
		int ten_rank = splits && c1 == BJ_TEN && cr->pairs_same_rank;
		if (splits) {
			cd_rules r1 = *cr;
			r1.split_rank = c1;
			engine e1 = engine_of(&r1);
			/* A pair of one ten rank is not split again: which rank
			 * the tens left are of is not tracked. */
			cd_split_value(sp, &e1.e, c, c1, ten_rank ? 2 : max);
		}
		choose(best, move, &o, splits ? sp : NULL);
		if (ten_rank) {
			/* Only a pair of one ten rank splits: of the ten-ten hands,
			 * 4 k (4 k - 1) of 16 k (16 k - 1) per k decks. */
			char m;
			choose(v, &m, &o, NULL);
			same_rank_tens(same, c->base[BJ_TEN] + (up == BJ_TEN), up == BJ_TEN);
			mpq_sub(best, best, v);
			mpq_mul(best, best, same);
			mpq_add(best, best, v);
		}
		mpq_set(v, best);
		if (cr->cond)
			mpq_sub(v, v, nat); /* the dealer's natural takes the bet */
		if (b->mom) { /* no splits: the strategy is playable */
			first_moment2(b, sp, p, *move, nat);
			add_first_moment2(b, c1, c2, sp);
		}
		cd_options_clear(&o);
	}
	mpq_clears(nat, best, sp, same, NULL);
	return 1;
}

/* The return of the round from shoe under the rules (blackjack_cdp.h):
 * the up cards valued by the shared recursion (cd_up_cards). */
void cd_return(mpq_t rtp, cd_strategy *strat, const cd_rules *cr, const bj_shoe *shoe)
{
	engine e = engine_of(cr);
	mpq_t ev[BJ_RANKS];
	cd_up_cards(ev, strat->move, &e.e, cr, shoe);
	cd_weigh_up_cards(rtp, ev, shoe);
}

/* (blackjack_cdp.h) The engine with moments on the rules without splits:
 * each up card's base sums its first hands' second moments into m2[up]. */
void cd_return_moments(mpq_t rtp, mpq_t m2, cd_strategy *strat, const cd_rules *cr,
                       const bj_shoe *shoe)
{
	cd_rules r = *cr, np;
	r.can_split = 0;
	np = r;
	np.nonpush = 1;
	mpq_t up_m2[BJ_RANKS], ev[BJ_RANKS];
	for (int up = 0; up < BJ_RANKS; up++)
		mpq_init(up_m2[up]);
	engine e = engine_of(&r);
	e.nonpush = &np;
	e.m2 = up_m2;
	cd_up_cards(ev, strat->move, &e.e, &r, shoe);
	cd_weigh_up_cards(rtp, ev, shoe);
	cd_weigh_up_cards(m2, up_m2, shoe); /* 1 + the weighed sum: less the 1 */
	mpq_t one;
	mpq_init(one);
	mpq_set_ui(one, 1, 1);
	mpq_sub(m2, m2, one);
	mpq_clear(one);
}

/* The options of the two-card hand (c1, c2) against up (blackjack_cdp.h),
 * each given no dealer natural when the rules peek. */
void cd_hand_options(cd_options *o, const cd_rules *cr, const bj_shoe *shoe, int up, int c1,
                     int c2)
{
	engine e = engine_of(cr);
	dtrie dt;
	base_ctx *b = (base_ctx *)cd_up_open(&dt, &e.e, cr, shoe->count, up);
	cd_hand p;
	memset(&p, 0, sizeof(p));
	cd_hand_add(&p, c1);
	cd_hand_add(&p, c2);
	two_card_options(b, o, &p, 0, up);
	if (cr->cond && mpq_sgn(o->natural_prob)) {
		mpq_t keep;
		mpq_init(keep);
		mpq_set_ui(keep, 1, 1);
		mpq_sub(keep, keep, o->natural_prob);
		mpq_div(o->stand, o->stand, keep);
		mpq_div(o->hit, o->hit, keep);
		mpq_div(o->dbl, o->dbl, keep);
		mpq_div(o->surrender, o->surrender, keep);
		mpq_clear(keep);
	}
	cd_up_close(&b->c, &dt);
}
