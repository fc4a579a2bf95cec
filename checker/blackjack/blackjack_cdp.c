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
 * plan's number of hands (split_value).  Valuing a split hand as if the
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

#define MEMO_BITS 14
#define MEMO_SIZE (1u << MEMO_BITS)

typedef struct {
	unsigned long long key;  /* hand counts, 5 bits a rank; 0 empty */
	int has_stand, has_best;
	mpz_t stand, best;
} entry;

/* One recursion base: the shoe less the up card (and a split's other
 * pair card), its scale and memo. */
typedef struct {
	const cd_rules *cr;
	const dtrie *dt;
	unsigned base[BJ_RANKS];
	unsigned n, depth;       /* cards in base; J */
	int hole;                /* cond: the hole card that makes a natural, else -1 */
	int fast;                /* the dealer walk fits in 128 bits */
	mpz_t *g;                /* g[a] = (n - a)_(J - a), a = 0 .. J */
	entry *memo;
	cd_walk walk;            /* the dealer walk's scratch */
	mpz_t t;
} base_ctx;

static entry *lookup(base_ctx *b, const unsigned *h)
{
	unsigned long long k = cd_hand_key(h);
	unsigned i = (unsigned)((k * 0x9E3779B97F4A7C15ull) >> (64 - MEMO_BITS));
	for (unsigned probe = 0; probe < MEMO_SIZE; probe++, i = (i + 1) & (MEMO_SIZE - 1)) {
		entry *e = &b->memo[i];
		if (e->key == k)
			return e;
		if (!e->key) {
			e->key = k;
			mpz_inits(e->stand, e->best, NULL);
			return e;
		}
	}
	abort(); /* unreachable: fewer compositions total 21 or less than the memo holds */
}

static void base_init(base_ctx *b, const cd_rules *cr, const dtrie *dt, const unsigned *base,
                      int up)
{
	memset(b, 0, sizeof(*b));
	b->cr = cr;
	b->hole = !cr->cond ? -1 : up == BJ_ACE ? BJ_TEN : up == BJ_TEN ? BJ_ACE : -1;
	b->dt = dt;
	memcpy(b->base, base, sizeof(b->base));
	for (int r = 0; r < BJ_RANKS; r++)
		b->n += base[r];
	b->depth = 23 + dt->maxdepth;
	if (b->depth > b->n)
		b->depth = b->n;
	b->g = pp_xmalloc((b->depth + 1) * sizeof(mpz_t));
	mpz_init_set_ui(b->g[b->depth], 1);
	for (unsigned a = b->depth; a-- > 0;) {
		mpz_init(b->g[a]);
		mpz_mul_ui(b->g[a], b->g[a + 1], b->n - a);
	}
	b->memo = pp_xcalloc(MEMO_SIZE, sizeof(entry));
	b->fast = cd_walk_fits(dt, b->n);
	cd_walk_init(&b->walk);
	mpz_init(b->t);
}

static void base_clear(base_ctx *b)
{

	for (unsigned a = 0; a <= b->depth; a++)
		mpz_clear(b->g[a]);
	free(b->g);
	for (unsigned i = 0; i < MEMO_SIZE; i++)
		if (b->memo[i].key)
			mpz_clears(b->memo[i].stand, b->memo[i].best, NULL);
	free(b->memo);
	cd_walk_clear(&b->walk);
	mpz_clear(b->t);
}

/* Standing on p, scaled by g[cards] * win_den, into out. */
static void stand_scaled(base_ctx *b, mpz_t out, const cd_hand *p)
{
	unsigned t = cd_hand_total(p);
	unsigned left[BJ_RANKS];
	for (int r = 0; r < BJ_RANKS; r++)
		left[r] = b->base[r] - p->h[r];
	cd_walk_stand(out, &b->walk, b->dt, b->fast, left, t < 12 ? 0 : (int)t - 11, b->g,
	              p->cards, b->depth);
}

static const mpz_t *stand_of(base_ctx *b, const cd_hand *p)
{
	entry *e = lookup(b, p->h);
	if (!e->has_stand) {
		stand_scaled(b, e->stand, p);
		e->has_stand = 1;
	}
	return (const mpz_t *)&e->stand;
}

static const mpz_t *best_of(base_ctx *b, const cd_hand *p);

/* Hitting p once and playing on (each next hand at its best; double: the
 * next hand stands, twice the stake), scaled like p. */
static void draw_scaled(base_ctx *b, mpz_t out, cd_hand *p, int dbl)
{
	mpz_set_ui(out, 0);
	for (int r = 0; r < BJ_RANKS; r++) {
		unsigned c = b->base[r] - p->h[r];
		if (!c)
			continue;
		cd_hand_add(p, r);
		if (p->hard > 21) {
			/* A bust loses the stake (joint with no dealer natural when
			 * cond: the natural's share is settled apart). */
			mpz_set(b->t, b->g[p->cards]);
			if (b->hole >= 0 && p->cards < b->depth)
				mpz_submul_ui(b->t, b->g[p->cards + 1], b->base[b->hole] - p->h[b->hole]);
			mpz_mul_ui(b->t, b->t, (unsigned long)(c * b->cr->win_den) * (dbl ? 2u : 1u));
			mpz_sub(out, out, b->t);
		} else {
			const mpz_t *v = dbl ? stand_of(b, p) : best_of(b, p);
			mpz_addmul_ui(out, *v, dbl ? 2 * c : c);
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
		draw_scaled(b, hit, &q, 0);
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
	mpz_mul_ui(mpq_denref(out), b->g[cards], (unsigned long)b->cr->win_den);
	mpq_canonicalize(out);
}

/* The dealer's natural after p's cards are out: its probability. */
static void natural_prob(mpq_t out, const base_ctx *b, const cd_hand *p, int up)
{
	int hole = up == BJ_ACE ? BJ_TEN : up == BJ_TEN ? BJ_ACE : -1;
	if (hole < 0) {
		mpq_set_ui(out, 0, 1);
		return;
	}
	mpq_set_ui(out, b->base[hole] - p->h[hole], b->n - p->cards);
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
	natural_prob(pn, b, p, up);
	o->can_hit = o->can_double = o->can_surrender = 0;
	to_q(b, o->stand, *stand_of(b, p), p->cards);
	int aces_one = split && cr->split_rank == BJ_ACE && cr->split_aces_one_card;
	if (!aces_one && cd_hand_total(p) < 21) {
		draw_scaled(b, v, p, 0);
		to_q(b, o->hit, v, p->cards);
		o->can_hit = 1;
	}
	if (!aces_one && cr->can_double && (!split || cr->double_after_split) &&
	    ((cr->double_totals >> cd_hand_total(p)) & 1u)) {
		draw_scaled(b, v, p, 1);
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

/* A player's natural: its payout unless the dealer has one too. */
static void natural_value(mpq_t out, const cd_rules *cr, const mpq_t pn)
{
	mpq_set_ui(out, 1, 1);
	mpq_sub(out, out, pn);
	mpq_mul(out, out, cr->natural);
	if (cr->ties_lose)
		mpq_sub(out, out, pn);
}

/* The best option of o (and a split worth split when has_split), its
 * letter into *move and its value into out. */
static void choose(mpq_t out, char *move, const cd_options *o, int has_split, const mpq_t split)
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
	if (has_split && mpq_cmp(split, out) > 0) {
		mpq_set(out, split);
		*move = 'P';
	}
	if (o->can_surrender && mpq_cmp(o->surrender, out) > 0) {
		mpq_set(out, o->surrender);
		*move = 'R';
	}
}

/* The split hands of pair rank pr with t pair cards out of the shoe
 * (t - 1 besides the hand's own, the other cards the other hands drew
 * ignored): other = the sum over second cards r that are not pr of P(r)
 * times the hand's best value, same = the value of a second pr played
 * without splitting again, pp = P(pr).  Joint with no dealer natural when
 * cond.  Returns 0 when the shoe lacks t pair cards. */
static int split_values(mpq_t other, mpq_t same, mpq_t pp, const cd_rules *cr,
                        const dtrie *dt, const unsigned *shoe0, int pr, int up, unsigned t)
{
	if (shoe0[pr] < t)
		return 0;
	unsigned base[BJ_RANKS];
	memcpy(base, shoe0, sizeof(base));
	base[pr] -= t - 1;
	base_ctx b;
	base_init(&b, cr, dt, base, up);
	cd_options o;
	cd_options_init(&o);
	mpq_t v, w, none;
	mpq_inits(v, w, none, NULL);
	cd_hand p;
	memset(&p, 0, sizeof(p));
	cd_hand_add(&p, pr);
	mpq_set_ui(other, 0, 1);
	mpq_set_ui(same, 0, 1);
	mpq_set_ui(pp, 0, 1);
	for (int r = 0; r < BJ_RANKS; r++) {
		unsigned c = b.base[r] - p.h[r];
		if (!c)
			continue;
		cd_hand_add(&p, r);
		two_card_options(&b, &o, &p, 1, up);
		int natural = p.cards == 2 && p.ace && p.hard == 11;
		if (natural && cr->natural_after_split) {
			/* joint with no dealer natural too: it pushes against one */
			natural_value(v, cr, o.natural_prob);
		} else {
			char m;
			choose(v, &m, &o, 0, none);
		}
		mpq_set_ui(w, c, b.n - 1);
		mpq_canonicalize(w);
		if (r == pr) {
			mpq_set(same, v);
			mpq_set(pp, w);
		} else {
			mpq_mul(v, v, w);
			mpq_add(other, other, v);
		}
		cd_hand_drop(&p, r);
	}
	mpq_clears(v, w, none, NULL);
	cd_options_clear(&o);
	base_clear(&b);
	return 1;
}

/* The expected sum of the split hands of pair rank pr with at most max
 * hands into out: f(t, k), t hands made and k still to draw their second
 * card, is other_t + (1 - pp_t) f(t, k - 1) + pp_t (t < max ? f(t + 1,
 * k + 1) : same_t + f(t, k - 1)), each hand valued with the t pair cards
 * out of the shoe; the split is worth f(2, 2). */
#define MAXH 10
static void split_value(mpq_t out, const cd_rules *cr, const dtrie *dt, const unsigned *shoe0,
                        int pr, int up, unsigned max)
{
	mpq_t other[MAXH + 1], same[MAXH + 1], pp[MAXH + 1], f[MAXH + 1][MAXH + 2], t1;
	if (max > MAXH)
		max = MAXH;
	mpq_init(t1);
	for (unsigned t = 0; t <= MAXH; t++) {
		mpq_inits(other[t], same[t], pp[t], NULL);
		for (unsigned k = 0; k <= MAXH + 1; k++)
			mpq_init(f[t][k]);
	}
	for (unsigned t = 2; t <= max; t++)
		if (!split_values(other[t], same[t], pp[t], cr, dt, shoe0, pr, up, t))
			break;
	for (unsigned t = max; t >= 2; t--)
		for (unsigned k = 1; k <= t; k++) {
			mpq_set_ui(t1, 1, 1);
			mpq_sub(t1, t1, pp[t]);
			mpq_mul(t1, t1, f[t][k - 1]);
			mpq_add(f[t][k], other[t], t1);
			if (t < max)
				mpq_set(t1, f[t + 1][k + 1]);
			else
				mpq_add(t1, same[t], f[t][k - 1]);
			mpq_mul(t1, t1, pp[t]);
			mpq_add(f[t][k], f[t][k], t1);
		}
	mpq_set(out, f[2][2]);
	for (unsigned t = 0; t <= MAXH; t++) {
		mpq_clears(other[t], same[t], pp[t], NULL);
		for (unsigned k = 0; k <= MAXH + 1; k++)
			mpq_clear(f[t][k]);
	}
	mpq_clear(t1);
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

/* The return of one up card: sum over the first two cards of their
 * probability times the best play's value, into out; moves filled. */
static void up_card(mpq_t out, const cd_rules *cr, const unsigned *shoe, int up,
                    char moves[BJ_RANKS][BJ_RANKS])
{
	unsigned base[BJ_RANKS];
	memcpy(base, shoe, sizeof(base));
	base[up]--;
	dtrie dt;
	cd_dtrie_build(&dt, cr, base, up);
	base_ctx b;
	base_init(&b, cr, &dt, base, up);
	cd_options o;
	cd_options_init(&o);
	mpq_t v, best, sp, pr, nat;
	mpq_inits(v, best, sp, pr, nat, NULL);
	mpq_set_ui(out, 0, 1);
	for (int c1 = 0; c1 < BJ_RANKS; c1++)
		for (int c2 = c1; c2 < BJ_RANKS; c2++) {
			unsigned long w = c1 == c2 ? (unsigned long)base[c1] * (base[c1] ? base[c1] - 1 : 0)
			                           : 2ul * base[c1] * base[c2];
			moves[c1][c2] = '-';
			if (!w)
				continue;
			mpq_set_ui(pr, w, (unsigned long)b.n * (b.n - 1));
			mpq_canonicalize(pr);
			cd_hand p;
			memset(&p, 0, sizeof(p));
			cd_hand_add(&p, c1);
			cd_hand_add(&p, c2);
			natural_prob(nat, &b, &p, up);
			if (p.ace && p.hard == 11) {
				natural_value(v, cr, nat);
				moves[c1][c2] = 'N';
			} else {
				two_card_options(&b, &o, &p, 0, up);
				unsigned max = (c1 == BJ_ACE ? cr->ace_splits : cr->max_splits) + 1;
				int splits = c1 == c2 && cr->can_split && max >= 2 && base[c1] >= 2;
				if (splits) {
					cd_rules r1 = *cr;
					r1.split_rank = c1;
					/* A pair of one ten rank is not split again: which
					 * rank the tens left are of is not tracked. */
					split_value(sp, &r1, &dt, base, c1, up,
					            c1 == BJ_TEN && cr->pairs_same_rank ? 2 : max);
				}
				choose(best, &moves[c1][c2], &o, splits, sp);
				if (splits && c1 == BJ_TEN && cr->pairs_same_rank) {
					/* Only a pair of one ten rank splits: of the ten-ten
					 * hands, 4 k (4 k - 1) of 16 k (16 k - 1) per k decks. */
					char m;
					choose(v, &m, &o, 0, sp);
					same_rank_tens(pr, shoe[BJ_TEN], up == BJ_TEN);
					mpq_sub(best, best, v);
					mpq_mul(best, best, pr);
					mpq_add(best, best, v);
					mpq_set_ui(pr, w, (unsigned long)b.n * (b.n - 1));
					mpq_canonicalize(pr);
				}
				mpq_set(v, best);
				if (cr->cond)
					mpq_sub(v, v, nat); /* the dealer's natural takes the bet */
			}
			mpq_mul(v, v, pr);
			mpq_add(out, out, v);
		}
	mpq_clears(v, best, sp, pr, nat, NULL);
	cd_options_clear(&o);
	base_clear(&b);
	cd_dtrie_free(&dt);
}

/* What cd_return's up cards are valued with (cd_value_up_cards). */
typedef struct {
	const cd_rules *cr;
	const bj_shoe *shoe;
	cd_strategy *strat;
} up_ctx;

static void value_up(mpq_t ev, int up, void *arg)
{
	up_ctx *c = arg;
	up_card(ev, c->cr, c->shoe->count, up, c->strat->move[up]);
}

/* The return of the round from shoe under the rules (blackjack_cdp.h):
 * the ten up cards valued on threads (cd_value_up_cards). */
void cd_return(mpq_t rtp, cd_strategy *strat, const cd_rules *cr, const bj_shoe *shoe)
{
	up_ctx c = { cr, shoe, strat };
	mpq_t ev[BJ_RANKS];
	for (int up = 0; up < BJ_RANKS; up++)
		memset(strat->move[up], '-', sizeof(strat->move[up]));
	cd_value_up_cards(ev, shoe, value_up, &c);
	cd_weigh_up_cards(rtp, ev, shoe);
}

/* The options of the two-card hand (c1, c2) against up (blackjack_cdp.h),
 * each given no dealer natural when the rules peek. */
void cd_hand_options(cd_options *o, const cd_rules *cr, const bj_shoe *shoe, int up, int c1,
                     int c2)
{
	unsigned base[BJ_RANKS];
	memcpy(base, shoe->count, sizeof(base));
	base[up]--;
	dtrie dt;
	cd_dtrie_build(&dt, cr, base, up);
	base_ctx b;
	base_init(&b, cr, &dt, base, up);
	cd_hand p;
	memset(&p, 0, sizeof(p));
	cd_hand_add(&p, c1);
	cd_hand_add(&p, c2);
	two_card_options(&b, o, &p, 0, up);
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
	base_clear(&b);
	cd_dtrie_free(&dt);
}
