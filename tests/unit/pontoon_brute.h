/* SPDX-License-Identifier: Apache-2.0 */
/* pontoon_brute.h - an independent brute force of Pontoon's main game
 * and the engine on the same rules, for test_pontoon_cdp.c (a small shoe)
 * and test_pontoon_cdp_slow.c (one and six decks).  Definitions, all
 * static: each of the two test programs includes it once and uses all of
 * it through bf_return and engine_reading.
 *
 * The brute force shares no code with the engine: the dealer walks every
 * ordered sequence of cards (not multisets), the player every card drawn,
 * each with the counts it leaves, in exact rationals, and the rules are
 * written out again from the plan's text (seed 000 §10.4: a win pays 1:1
 * and a five-card trick 3:2 on every stake, a pontoon 2:1 at once unless
 * the up card is an ace or a ten, then it loses to every dealer 21 and
 * takes even money against an ace when that pays more; the third and
 * fourth card bought for the original stake each, once a card is drawn
 * free the rest are drawn free, four cards of 11 or less take the fifth;
 * ties lose).  Splits: up to r->split hands, a hand drawing a pair card
 * again splitting it while fewer exist, each hand valued with the pair
 * cards split so far out of the shoe and the other hands' other cards
 * left in (the convention the engine states), written here as the
 * process it describes rather than the engine's table; split aces take
 * one card each.  With `original` set, the plan's "the net win is 100 %
 * of the original stake" read literally: a standing hand that wins nets
 * one original stake whatever it bought (the bought stakes returned),
 * and loses every stake it holds when it loses; busts and tricks as
 * before. */
#ifndef PP_TEST_PONTOON_BRUTE_H
#define PP_TEST_PONTOON_BRUTE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blackjack/pontoon_cdp.h"
#include "helpers.h"
#include "plan.h"

/* --- the brute force ------------------------------------------------------ */

typedef struct {
	int hits_soft, ties_lose;
	int split;                 /* the most hands a pair makes; 0: no split */
	int original;              /* a win nets one original stake, not one per stake */
} bf_rules;

#define BF_MEMO (1u << 16)
#define BF_DEALER_MEMO (1u << 14)

typedef struct {
	const bf_rules *r;
	int up;
	unsigned shoe[BJ_RANKS];   /* the base: the shoe less the up card (and pair cards) */
	unsigned long long *keys;
	mpq_t *vals;
	/* The dealer's outcome chances per player hand (the shoe left is the
	 * base less the hand): the same walk, done once per hand. */
	unsigned long long *dkeys;
	mpq_t (*dvals)[7];
	unsigned dealer_walks;
} bf;

static unsigned count_of(const unsigned *s)
{
	unsigned n = 0;
	for (int r = 0; r < BJ_RANKS; r++)
		n += s[r];
	return n;
}

static unsigned soft_total(unsigned hard, int ace)
{
	return ace && hard + 10 <= 21 ? hard + 10 : hard;
}

/* Exact 128-bit sums: a depth's sum of count products is below the
 * falling product of the shoe's size, under 2^128 for the draws a dealer
 * makes from six decks. */
__extension__ typedef unsigned __int128 bf_u128;

/* The dealer's ordered draws from s: num[o][d] += the product of the
 * counts of every sequence of d cards ending in outcome o (0..4 totals
 * 17..21, 5 the ace and ten, 6 bust). */
static void bf_dealer(bf_u128 num[7][24], unsigned *s, unsigned hard, int ace, unsigned n,
                      unsigned d, bf_u128 prod, int hits_soft)
{
	unsigned total = soft_total(hard, ace);
	int soft = total != hard;
	if (n == 2 && total == 21) {
		num[5][d] += prod;
		return;
	}
	if (hard > 21) {
		num[6][d] += prod;
		return;
	}
	if (total >= 17 && !(total == 17 && soft && hits_soft)) {
		num[total - 17][d] += prod;
		return;
	}
	for (int r = 0; r < BJ_RANKS; r++) {
		if (!s[r])
			continue;
		bf_u128 c = s[r];
		s[r]--;
		bf_dealer(num, s, hard + (unsigned)r + 1, ace || r == 0, n + 1, d + 1, prod * c,
		          hits_soft);
		s[r]++;
	}
}

/* x into out. */
static void bf_mpz(mpz_t out, bf_u128 x)
{
	mpz_set_ui(out, (unsigned long)(x >> 64));
	mpz_mul_2exp(out, out, 64);
	mpz_add_ui(out, out, (unsigned long)(x & 0xFFFFFFFFFFFFFFFFu));
}

/* The dealer's outcome probabilities after up card up from s. */
static void bf_dealer_probs(mpq_t out[7], const unsigned *s0, int up, int hits_soft)
{
	unsigned s[BJ_RANKS];
	bf_u128 num[7][24];
	memcpy(s, s0, sizeof(s));
	memset(num, 0, sizeof(num));
	bf_dealer(num, s, (unsigned)up + 1, up == 0, 1, 0, 1, hits_soft);
	unsigned n = count_of(s0);
	mpq_t t;
	mpz_t den;
	mpq_init(t);
	mpz_init(den);
	for (int o = 0; o < 7; o++) {
		mpq_set_ui(out[o], 0, 1);
		mpz_set_ui(den, 1);
		for (unsigned d = 0; d < 24; d++) {
			if (d)
				mpz_mul_ui(den, den, n - (d - 1));
			if (!num[o][d])
				continue;
			bf_mpz(mpq_numref(t), num[o][d]);
			mpz_set(mpq_denref(t), den);
			mpq_canonicalize(t);
			mpq_add(out[o], out[o], t);
		}
	}
	mpq_clear(t);
	mpz_clear(den);
}

typedef struct {
	unsigned h[BJ_RANKS];
	unsigned hard, n;
	int ace;
} bf_hand;

/* A hand's cards as a key, never 0. */
static unsigned long long hand_key(const bf_hand *p)
{
	unsigned long long k = 1;
	for (int r = 0; r < BJ_RANKS; r++)
		k = k * 32 + p->h[r];
	return k;
}

/* The slot of key k in an open-addressed table of size (a power of two)
 * keys: where k is, or the empty slot (0) where it goes. */
static unsigned bf_slot(const unsigned long long *keys, unsigned size, unsigned long long k)
{
	unsigned i = (unsigned)((k * 0x9E3779B97F4A7C15ull) >> 40) & (size - 1);
	while (keys[i] && keys[i] != k)
		i = (i + 1) & (size - 1);
	return i;
}

static void left_of(unsigned *left, const bf *b, const bf_hand *p)
{
	for (int r = 0; r < BJ_RANKS; r++)
		left[r] = b->shoe[r] - p->h[r];
}

/* Standing on p holding stake original stakes, in original stakes: the
 * chance to win times the stake (or times one, original), less the
 * chance to lose times the stake. */
static void bf_stand(mpq_t out, bf *b, const bf_hand *p, unsigned stake)
{
	unsigned left[BJ_RANKS], t = soft_total(p->hard, p->ace);
	mpq_t win, lose, s;
	mpq_inits(win, lose, s, NULL);
	unsigned long long k = hand_key(p);
	unsigned i = bf_slot(b->dkeys, BF_DEALER_MEMO, k);
	mpq_t *d = b->dvals[i];
	if (!b->dkeys[i]) {
		cr_assert(++b->dealer_walks < BF_DEALER_MEMO / 2, "the dealer memo is full");
		b->dkeys[i] = k;
		for (int o = 0; o < 7; o++)
			mpq_init(d[o]);
		left_of(left, b, p);
		bf_dealer_probs(d, left, b->up, b->r->hits_soft);
	}
	mpq_set(win, d[6]);                      /* the dealer busts */
	mpq_set(lose, d[5]);                     /* the dealer's ace and ten */
	for (unsigned dt = 17; dt <= 21; dt++) {
		if (t > dt)
			mpq_add(win, win, d[dt - 17]);
		else if (t < dt || b->r->ties_lose)
			mpq_add(lose, lose, d[dt - 17]);
	}
	mpq_set_ui(s, stake, 1);
	mpq_mul(lose, lose, s);
	if (!b->r->original)
		mpq_mul(win, win, s);
	mpq_sub(out, win, lose);
	mpq_clears(win, lose, s, NULL);
}

static mpq_t *bf_memo(bf *b, const bf_hand *p, unsigned stake, int canbuy, int *found)
{
	unsigned long long k = hand_key(p);
	k = k * 8 + stake;
	k = k * 2 + (unsigned)canbuy;
	unsigned i = bf_slot(b->keys, BF_MEMO, k);
	*found = b->keys[i] == k;
	if (!*found) {
		b->keys[i] = k;
		mpq_init(b->vals[i]);
	}
	return &b->vals[i];
}

/* The best play of p holding stake original stakes, in original stakes;
 * canbuy: no card was drawn free. */
static void bf_play(mpq_t out, bf *b, const bf_hand *p, unsigned stake, int canbuy)
{
	if (p->hard > 21) {
		mpq_set_si(out, -(long)stake, 1);
		return;
	}
	if (p->n == 5) {
		mpq_set_ui(out, 3 * stake, 2);
		mpq_canonicalize(out);
		return;
	}
	int found;
	mpq_t *m = bf_memo(b, p, stake, canbuy, &found);
	if (found) {
		mpq_set(out, *m);
		return;
	}
	unsigned total = soft_total(p->hard, p->ace), left[BJ_RANKS], n;
	int forced = p->n == 4 && p->hard <= 11, have = 0;
	mpq_t v, w, pr;
	mpq_inits(v, w, pr, NULL);
	left_of(left, b, p);
	n = count_of(left);
	if (!forced) {
		bf_stand(out, b, p, stake);
		have = 1;
	}
	for (int buy = 0; buy < 2; buy++) {
		if (buy ? forced || total >= 21 || !canbuy || p->n - 2 >= 2
		        : !forced && total >= 21)
			continue;
		mpq_set_ui(v, 0, 1);
		for (int r = 0; r < BJ_RANKS; r++) {
			if (!left[r])
				continue;
			bf_hand q = *p;
			q.h[r]++;
			q.hard += (unsigned)r + 1;
			q.n++;
			q.ace |= r == 0;
			bf_play(w, b, &q, stake + (unsigned)buy, buy);
			mpq_set_ui(pr, left[r], n);
			mpq_canonicalize(pr);
			mpq_mul(w, w, pr);
			mpq_add(v, v, w);
		}
		if (!have || mpq_cmp(v, out) > 0)
			mpq_set(out, v);
		have = 1;
	}
	mpq_set(*m, out);
	mpq_clears(v, w, pr, NULL);
}

static void bf_start(bf *b, const bf_rules *r, const unsigned *shoe, int up)
{
	b->r = r;
	b->up = up;
	memcpy(b->shoe, shoe, sizeof(b->shoe));
	b->keys = calloc(BF_MEMO, sizeof(*b->keys));
	b->vals = malloc(BF_MEMO * sizeof(*b->vals));
	b->dkeys = calloc(BF_DEALER_MEMO, sizeof(*b->dkeys));
	b->dealer_walks = 0;
	b->dvals = malloc(BF_DEALER_MEMO * sizeof(*b->dvals));
	cr_assert(b->keys && b->vals && b->dkeys && b->dvals);
}

static void bf_end(bf *b)
{
	for (unsigned i = 0; i < BF_MEMO; i++)
		if (b->keys[i])
			mpq_clear(b->vals[i]);
	for (unsigned i = 0; i < BF_DEALER_MEMO; i++)
		if (b->dkeys[i])
			for (int o = 0; o < 7; o++)
				mpq_clear(b->dvals[i][o]);
	free(b->keys);
	free(b->vals);
	free(b->dkeys);
	free(b->dvals);
}

static bf_hand hand_of(int c1, int c2)
{
	bf_hand p;
	memset(&p, 0, sizeof(p));
	p.h[c1]++;
	p.h[c2]++;
	p.hard = (unsigned)c1 + (unsigned)c2 + 2;
	p.ace = c1 == 0 || c2 == 0;
	p.n = 2;
	return p;
}

/* The split hands of pair pr against up with t pair cards out of base
 * (the shoe less the up card; the other hands' other cards left in):
 * v[c] the value of the hand whose second card is c, p[c] its chance. */
typedef struct {
	int done;
	mpq_t v[BJ_RANKS], p[BJ_RANKS];
} bf_split_t;

static void bf_split_values(bf_split_t *x, const bf_rules *r, const unsigned *base, int up,
                            int pr, unsigned t)
{
	unsigned s[BJ_RANKS];
	memcpy(s, base, sizeof(s));
	s[pr] -= t;
	unsigned n = count_of(s);
	bf b;
	bf_start(&b, r, s, up);
	b.shoe[pr] += 1; /* the hand holds its own pair card */
	for (int c = 0; c < BJ_RANKS; c++) {
		mpq_inits(x->v[c], x->p[c], NULL);
		if (!s[c])
			continue;
		bf_hand h = hand_of(pr, c);
		if (pr == 0)
			bf_stand(x->v[c], &b, &h, 1); /* a split ace takes one card */
		else
			bf_play(x->v[c], &b, &h, 1, 1);
		mpq_set_ui(x->p[c], s[c], n);
		mpq_canonicalize(x->p[c]);
	}
	bf_end(&b);
	x->done = 1;
}

/* The expected sum of the hands still to come when t hands are made and k
 * of them wait for their second card: the next one draws it; a pair card
 * makes one more hand (both waiting) while fewer than max hands exist,
 * else the hand is played as it is. */
static void bf_hands(mpq_t out, bf_split_t *x, const bf_rules *r, const unsigned *base, int up,
                     int pr, unsigned max, unsigned t, unsigned k)
{
	mpq_set_ui(out, 0, 1);
	if (!k)
		return;
	if (!x[t].done)
		bf_split_values(&x[t], r, base, up, pr, t);
	mpq_t rest, w;
	mpq_inits(rest, w, NULL);
	for (int c = 0; c < BJ_RANKS; c++) {
		if (!mpq_sgn(x[t].p[c]))
			continue;
		if (c == pr && t < max) {
			bf_hands(w, x, r, base, up, pr, max, t + 1, k + 1);
		} else {
			bf_hands(rest, x, r, base, up, pr, max, t, k - 1);
			mpq_add(w, x[t].v[c], rest);
		}
		mpq_mul(w, w, x[t].p[c]);
		mpq_add(out, out, w);
	}
	mpq_clears(rest, w, NULL);
}

/* A split of pair pr against up, to at most r->split hands. */
static void bf_split(mpq_t out, const bf_rules *r, const unsigned *base, int up, int pr)
{
	bf_split_t x[8];
	memset(x, 0, sizeof(x));
	unsigned max = (unsigned)r->split < base[pr] ? (unsigned)r->split : base[pr];
	bf_hands(out, x, r, base, up, pr, max, 2, 2);
	for (int t = 0; t < 8; t++)
		if (x[t].done)
			for (int c = 0; c < BJ_RANKS; c++)
				mpq_clears(x[t].v[c], x[t].p[c], NULL);
}

/* The round's return from shoe under r, by brute force. */
static void bf_return(mpq_t rtp, const bf_rules *r, const unsigned *shoe)
{
	unsigned total = count_of(shoe);
	mpq_t ev, v, sp, p, d[7];
	mpq_inits(ev, v, sp, p, NULL);
	for (int o = 0; o < 7; o++)
		mpq_init(d[o]);
	mpq_set_ui(rtp, 1, 1);
	for (int up = 0; up < BJ_RANKS; up++) {
		if (!shoe[up])
			continue;
		unsigned base[BJ_RANKS];
		memcpy(base, shoe, sizeof(base));
		base[up]--;
		unsigned n = count_of(base);
		bf b;
		bf_start(&b, r, base, up);
		mpq_set_ui(ev, 0, 1);
		for (int c1 = 0; c1 < BJ_RANKS; c1++)
			for (int c2 = 0; c2 < BJ_RANKS; c2++) {
				unsigned w = base[c1] * (base[c2] - (c1 == c2));
				if (!base[c1] || !w)
					continue;
				bf_hand h = hand_of(c1, c2);
				if (h.ace && h.hard == 11) {
					if (up != 0 && up != 9) {
						mpq_set_ui(v, 2, 1);
					} else {
						unsigned s[BJ_RANKS];
						memcpy(s, base, sizeof(s));
						s[0]--;
						s[9]--;
						bf_dealer_probs(d, s, up, r->hits_soft);
						mpq_add(p, d[5], d[4]); /* any dealer 21 ties it */
						mpq_set_ui(v, 1, 1);
						mpq_sub(v, v, p);
						mpq_add(v, v, v);
						if (r->ties_lose)
							mpq_sub(v, v, p);
						if (up == 0 && mpq_cmp_ui(v, 1, 1) < 0)
							mpq_set_ui(v, 1, 1); /* even money */
					}
				} else {
					bf_play(v, &b, &h, 1, 1);
					if (c1 == c2 && r->split) {
						bf_split(sp, r, base, up, c1);
						if (mpq_cmp(sp, v) > 0)
							mpq_set(v, sp);
					}
				}
				mpq_set_ui(p, w, (unsigned long)n * (n - 1));
				mpq_canonicalize(p);
				mpq_mul(v, v, p);
				mpq_add(ev, ev, v);
			}
		bf_end(&b);
		mpq_set_ui(p, shoe[up], total);
		mpq_canonicalize(p);
		mpq_mul(ev, ev, p);
		mpq_add(rtp, rtp, ev);
	}
	mpq_clears(ev, v, sp, p, NULL);
	for (int o = 0; o < 7; o++)
		mpq_clear(d[o]);
}

/* --- the engine on the same rules ------------------------------------------ */

#define BUYING                                                                              \
	"    buying: {bought_cards: 2, stake: \"1:1\", buy_after_draw: false, "                  \
	"trick_cards: 5, automatic_card_at_most: 11}\n"

/* A one-deck Pontoon plan with seed 000's rules but soft 17, the tie rule,
 * the split line and the buying line given. */
static pp_plan *plan_with(const char *soft17, const char *tie, const char *split,
                          const char *buying)
{
	char yaml[2048];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: t, operator: X, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "currencies: [{code: EUR}]\n"
	         "games:\n"
	         "  - id: pontoon\n"
	         "    name: Pontoon\n"
	         "    family: pontoon\n"
	         "    citation: \"1\"\n"
	         "    shoe: {decks: 1}\n"
	         "    dealer: {stands_on: 17, soft_17: %s, hole_card: false}\n"
	         "    payouts:\n"
	         "      - {hand: win, payout: \"1:1\"}\n"
	         "      - {hand: pontoon, payout: \"2:1\"}\n"
	         "      - {hand: five_card_trick, payout: \"3:2\"}\n"
	         "    tie: %s\n"
	         "    natural: {at_once_unless: [A, \"10\"]}\n"
	         "%s%s"
	         "    even_money: {payout: \"1:1\"}\n",
	         soft17, tie, buying, split);
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	return plan;
}

static pp_plan *pontoon_plan(const char *soft17, const char *tie, const char *split)
{
	return plan_with(soft17, tie, split, BUYING);
}

#define ONE_SPLIT                                                                           \
	"    split: {pairs: same_value, max_splits: 1, ace_splits: 1, split_aces_cards: 1, "     \
	"natural_after_split: false}\n"
#define THREE_SPLITS                                                                        \
	"    split: {pairs: same_value, max_splits: 3, ace_splits: 3, split_aces_cards: 1, "     \
	"natural_after_split: false}\n"

/* The engine's return on counts, a win paid on every stake or (original)
 * on the original stake only. */
static void engine_reading(mpq_t rtp, pc_strategy *st, const char *soft17, const char *tie,
                           const char *split, const unsigned *counts, int original)
{
	pp_plan *plan = pontoon_plan(soft17, tie, split);
	bj_game g;
	pc_rules r;
	const char *why;
	bj_game_read(&g, node_at(plan_games(plan), 0));
	cr_assert(pc_rules_from_game(&r, &g, &why), "%s", why);
	r.win_on_original = original;
	bj_shoe s;
	memset(&s, 0, sizeof(s));
	memcpy(s.count, counts, sizeof(s.count));
	s.total = count_of(counts);
	pc_return(rtp, st, &r, &s);
	pc_rules_clear(&r);
	bj_game_clear(&g);
	pp_plan_free(plan);
}

#endif
