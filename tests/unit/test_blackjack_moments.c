/* SPDX-License-Identifier: Apache-2.0 */
/* test_blackjack_moments.c - the main game's second moment on a finite
 * shoe (cd_return_moments, blackjack_cdp.c) against a brute force that
 * enumerates every card sequence of a small shoe: the up card, the
 * player's cards, every decision (stand, hit, double, surrender on the
 * first two cards, stand or hit after; pairs never split), and every
 * sequence the dealer draws.  The brute force chooses, at every point, the
 * option with the highest expectation, ties to the first of stand, hit,
 * double, surrender (the engine's order), and sums the probability of
 * each sequence times its net result and its square.  With a peeking
 * dealer (or no hole card whose natural takes the bet only) a dealer
 * natural takes one bet whatever the player did after it: the brute force
 * draws the dealer's cards after the player's (the same probabilities, the
 * shoe being exchangeable) and settles a natural so. */
#include <stdlib.h>
#include <string.h>

#include "blackjack/blackjack_cdp.h"
#include "helpers.h"
#include "plan.h"

/* An expectation and a second moment. */
typedef struct {
	mpq_t e, m;
} em;

static void em_init(em *x)
{
	mpq_inits(x->e, x->m, NULL);
}

static void em_clear(em *x)
{
	mpq_clears(x->e, x->m, NULL);
}

/* x += p * (y.e, y.m) */
static void em_addmul(em *x, const mpq_t p, const em *y)
{
	mpq_t t;
	mpq_init(t);
	mpq_mul(t, p, y->e);
	mpq_add(x->e, x->e, t);
	mpq_mul(t, p, y->m);
	mpq_add(x->m, x->m, t);
	mpq_clear(t);
}

/* x += p * (v, v^2) */
static void em_add_outcome(em *x, const mpq_t p, const mpq_t v)
{
	mpq_t t;
	mpq_init(t);
	mpq_mul(t, p, v);
	mpq_add(x->e, x->e, t);
	mpq_mul(t, t, v);
	mpq_add(x->m, x->m, t);
	mpq_clear(t);
}

static unsigned shoe_left(const unsigned *left)
{
	unsigned n = 0;
	for (int r = 0; r < BJ_RANKS; r++)
		n += left[r];
	return n;
}

/* Every sequence the dealer draws after up from left, p its probability
 * so far: the probability of each final outcome (BJ_OUT_*) into out. */
static void dealer_draw(mpq_t *out, const cd_rules *cr, unsigned *left, unsigned hard, int ace,
                        unsigned cards, const mpq_t p)
{
	int soft = ace && hard + 10 <= 21;
	unsigned total = soft ? hard + 10 : hard;
	int o = -1;
	if (cards == 2 && soft && total == 21)
		o = BJ_OUT_NATURAL;
	else if (hard > 21)
		o = BJ_OUT_BUST;
	else if (total >= cr->dealer.stands_on &&
	         !(soft && total == cr->dealer.stands_on && cr->dealer.hits_soft))
		o = BJ_OUT_TOTAL((int)total);
	if (o >= 0) {
		mpq_add(out[o], out[o], p);
		return;
	}
	unsigned n = shoe_left(left);
	cr_assert(n > 0, "the test's shoe ran out in the dealer's draw");
	mpq_t q;
	mpq_init(q);
	for (int r = 0; r < BJ_RANKS; r++) {
		if (!left[r])
			continue;
		mpq_set_ui(q, left[r], n);
		mpq_canonicalize(q);
		mpq_mul(q, q, p);
		left[r]--;
		dealer_draw(out, cr, left, hard + BJ_VALUE(r), ace || r == BJ_ACE, cards + 1, q);
		left[r]++;
	}
	mpq_clear(q);
}

/* Standing on total t with stake s (1 or 2) against up, the dealer drawing
 * from left: a dealer natural takes one bet when cr->cond, else the stake. */
static void stand_em(em *out, const cd_rules *cr, unsigned *left, int up, unsigned t,
                     unsigned s)
{
	mpq_t dist[BJ_NOUT], one, win, v;
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_init(dist[o]);
	mpq_inits(one, win, v, NULL);
	mpq_set_ui(one, 1, 1);
	mpq_set_si(win, cr->win_num * (long)s, (unsigned long)cr->win_den);
	mpq_canonicalize(win);
	dealer_draw(dist, cr, left, BJ_VALUE(up), up == BJ_ACE, 1, one);
	mpq_set_ui(out->e, 0, 1);
	mpq_set_ui(out->m, 0, 1);
	for (int o = 0; o < BJ_NOUT; o++) {
		if (!mpq_sgn(dist[o]))
			continue;
		if (o == BJ_OUT_NATURAL)
			mpq_set_si(v, cr->cond ? -1 : -(long)s, 1);
		else if (o == BJ_OUT_BUST || t > (unsigned)o + 12)
			mpq_set(v, win);
		else if (t < (unsigned)o + 12 || cr->ties_lose)
			mpq_set_si(v, -(long)s, 1);
		else
			mpq_set_ui(v, 0, 1);
		em_add_outcome(out, dist[o], v);
	}
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_clear(dist[o]);
	mpq_clears(one, win, v, NULL);
}

/* The dealer's natural from left after up: its probability (0 unless cond
 * settles it first). */
static void natural_chance(mpq_t out, const cd_rules *cr, const unsigned *left, int up)
{
	int hole = up == BJ_ACE ? BJ_TEN : up == BJ_TEN ? BJ_ACE : -1;
	if (hole < 0 || !cr->cond) {
		mpq_set_ui(out, 0, 1);
		return;
	}
	mpq_set_ui(out, left[hole], shoe_left(left));
	mpq_canonicalize(out);
}

/* A bust with stake s: one bet to a dealer natural when cond, else s. */
static void bust_em(em *out, const cd_rules *cr, const unsigned *left, int up, unsigned s)
{
	mpq_t pn, v;
	mpq_inits(pn, v, NULL);
	natural_chance(pn, cr, left, up);
	mpq_set_ui(out->e, 0, 1);
	mpq_set_ui(out->m, 0, 1);
	mpq_set_si(v, -1, 1);
	em_add_outcome(out, pn, v);
	mpq_set_ui(v, 1, 1);
	mpq_sub(pn, v, pn);
	mpq_set_si(v, -(long)s, 1);
	em_add_outcome(out, pn, v);
	mpq_clears(pn, v, NULL);
}

typedef struct {
	unsigned hard, cards;
	int ace;
} hand;

static unsigned hand_total(const hand *h)
{
	return h->ace && h->hard + 10 <= 21 ? h->hard + 10 : h->hard;
}

static void play(em *out, const cd_rules *cr, unsigned *left, int up, hand h);

/* One card to h and then: stand with stake 2 when dbl, else play on. */
static void draw_em(em *out, const cd_rules *cr, unsigned *left, int up, hand h, int dbl)
{
	unsigned n = shoe_left(left);
	cr_assert(n > 0, "the test's shoe ran out in the player's draw");
	em next;
	em_init(&next);
	mpq_t q;
	mpq_init(q);
	mpq_set_ui(out->e, 0, 1);
	mpq_set_ui(out->m, 0, 1);
	for (int r = 0; r < BJ_RANKS; r++) {
		if (!left[r])
			continue;
		mpq_set_ui(q, left[r], n);
		mpq_canonicalize(q);
		left[r]--;
		hand g = { h.hard + BJ_VALUE(r), h.cards + 1, h.ace || r == BJ_ACE };
		if (g.hard > 21)
			bust_em(&next, cr, left, up, dbl ? 2 : 1);
		else if (dbl)
			stand_em(&next, cr, left, up, hand_total(&g), 2);
		else
			play(&next, cr, left, up, g);
		left[r]++;
		em_addmul(out, q, &next);
	}
	mpq_clear(q);
	em_clear(&next);
}

/* The better of standing and hitting h (stand on a tie). */
static void play(em *out, const cd_rules *cr, unsigned *left, int up, hand h)
{
	stand_em(out, cr, left, up, hand_total(&h), 1);
	if (hand_total(&h) >= 21)
		return;
	em hit;
	em_init(&hit);
	draw_em(&hit, cr, left, up, h, 0);
	if (mpq_cmp(hit.e, out->e) > 0) {
		mpq_set(out->e, hit.e);
		mpq_set(out->m, hit.m);
	}
	em_clear(&hit);
}

/* The first two cards h (not a natural): the best of stand, hit, double
 * and surrender, in that order on ties. */
static void first_decision(em *out, const cd_rules *cr, unsigned *left, int up, hand h)
{
	em opt;
	em_init(&opt);
	play(out, cr, left, up, h); /* stand, else hit when it is worth more */
	if (cr->can_double && ((cr->double_totals >> hand_total(&h)) & 1u)) {
		draw_em(&opt, cr, left, up, h, 1);
		if (mpq_cmp(opt.e, out->e) > 0) {
			mpq_set(out->e, opt.e);
			mpq_set(out->m, opt.m);
		}
	}
	if (cr->has_surrender && !(up == BJ_ACE && !cr->surrender_ace) &&
	    !(up == BJ_TEN && !cr->surrender_ten)) {
		mpq_t pn, v;
		mpq_inits(pn, v, NULL);
		natural_chance(pn, cr, left, up);
		mpq_set_ui(opt.e, 0, 1);
		mpq_set_ui(opt.m, 0, 1);
		mpq_set_si(v, -1, 1);
		em_add_outcome(&opt, pn, v);
		mpq_set_ui(v, 1, 1);
		mpq_sub(pn, v, pn);
		mpq_sub(v, cr->surrender_refund, v);
		em_add_outcome(&opt, pn, v);
		if (mpq_cmp(opt.e, out->e) > 0) {
			mpq_set(out->e, opt.e);
			mpq_set(out->m, opt.m);
		}
		mpq_clears(pn, v, NULL);
	}
	em_clear(&opt);
}

/* A player's natural: pushes (or loses, when ties lose) against a dealer
 * natural, which the hole card makes whatever cond says. */
static void natural_em(em *out, const cd_rules *cr, const unsigned *left, int up)
{
	int hole = up == BJ_ACE ? BJ_TEN : up == BJ_TEN ? BJ_ACE : -1;
	mpq_t pn, v;
	mpq_inits(pn, v, NULL);
	if (hole >= 0) {
		mpq_set_ui(pn, left[hole], shoe_left(left));
		mpq_canonicalize(pn);
	}
	mpq_set_ui(out->e, 0, 1);
	mpq_set_ui(out->m, 0, 1);
	mpq_set_si(v, cr->ties_lose ? -1 : 0, 1);
	em_add_outcome(out, pn, v);
	mpq_set_ui(v, 1, 1);
	mpq_sub(pn, v, pn);
	em_add_outcome(out, pn, cr->natural);
	mpq_clears(pn, v, NULL);
}

/* The round from shoe: every up card and first two cards in order. */
static void brute_round(em *out, const cd_rules *cr, const bj_shoe *shoe)
{
	unsigned left[BJ_RANKS];
	memcpy(left, shoe->count, sizeof(left));
	em hand_em;
	em_init(&hand_em);
	mpq_t p, q;
	mpq_inits(p, q, NULL);
	mpq_set_ui(out->e, 0, 1);
	mpq_set_ui(out->m, 0, 1);
	for (int up = 0; up < BJ_RANKS; up++) {
		for (int c1 = 0; c1 < BJ_RANKS; c1++)
			for (int c2 = 0; c2 < BJ_RANKS; c2++) {
				unsigned n = shoe_left(left);
				mpq_set_ui(p, left[up], n);
				if (!left[up]--)
					goto up_done;
				mpq_set_ui(q, left[c1], n - 1);
				mpq_mul(p, p, q);
				if (!left[c1]--)
					goto c1_done;
				mpq_set_ui(q, left[c2], n - 2);
				mpq_mul(p, p, q);
				if (!left[c2]--)
					goto c2_done;
				mpq_canonicalize(p);
				hand h = { BJ_VALUE(c1) + BJ_VALUE(c2), 2, c1 == BJ_ACE || c2 == BJ_ACE };
				if (h.ace && h.hard == 11)
					natural_em(&hand_em, cr, left, up);
				else
					first_decision(&hand_em, cr, left, up, h);
				em_addmul(out, p, &hand_em);
			c2_done:
				left[c2]++;
			c1_done:
				left[c1]++;
			up_done:
				left[up]++;
			}
	}
	mpq_clears(p, q, NULL);
	em_clear(&hand_em);
}

/* The engine's return and second moment on shoe under rules equal the
 * brute force's, and its return equals cd_return's without splits. */
static void expect_brute(const char *rules, const unsigned *counts)
{
	pp_plan *plan = t_blackjack_plan(rules, "3:2");
	bj_game g;
	cd_rules cr;
	bj_shoe s;
	memset(&s, 0, sizeof(s));
	for (int r = 0; r < BJ_RANKS; r++) {
		s.count[r] = counts[r];
		s.total += counts[r];
	}
	bj_game_read(&g, node_at(plan_games(plan), 0));
	cr_assert(cd_rules_from_game(&cr, &g));
	mpq_t rtp, m2, plain;
	mpq_inits(rtp, m2, plain, NULL);
	cd_strategy st, st2;
	cd_return_moments(rtp, m2, &st, &cr, &s);
	cr.can_split = 0;
	cd_return(plain, &st2, &cr, &s);
	cr_expect(mpq_equal(rtp, plain), "the return is cd_return's without splits");
	cr_expect(!memcmp(&st, &st2, sizeof(st)), "the strategy is cd_return's without splits");
	em b;
	em_init(&b);
	brute_round(&b, &cr, &s);
	mpq_set_ui(plain, 1, 1);
	mpq_add(plain, plain, b.e);
	char *x = num_exact(rtp), *y = num_exact(plain);
	cr_expect(mpq_equal(rtp, plain), "return: engine %s, brute force %s", x, y);
	free(x);
	free(y);
	x = num_exact(m2);
	y = num_exact(b.m);
	cr_expect(mpq_equal(m2, b.m), "second moment: engine %s, brute force %s", x, y);
	cr_expect(mpq_sgn(m2) > 0);
	free(x);
	free(y);
	em_clear(&b);
	mpq_clears(rtp, m2, plain, NULL);
	cd_rules_clear(&cr);
	bj_game_clear(&g);
	pp_plan_free(plan);
}

/* Two aces, three fives, three sixes and eight tens: no round can use
 * all 16 cards (the brute force asserts it). */
static const unsigned small_shoe[BJ_RANKS] = { 2, 0, 0, 0, 3, 3, 0, 0, 0, 8 };
/* Three aces, two fours, three sevens, two nines, six tens. */
static const unsigned other_shoe[BJ_RANKS] = { 3, 0, 0, 2, 0, 0, 3, 0, 2, 6 };

Test(blackjack_moments, peek_s17_surrender_equals_brute_force)
{
	const char *rules = "    dealer: {stands_on: 17, soft_17: stand, hole_card: true, peeks: true}\n"
	                    "    doubling: {hands: any_two, after_split: true}\n"
	                    "    surrender: {refund: \"1:2\", against_ace: true}\n";
	expect_brute(rules, small_shoe);
	expect_brute(rules, other_shoe);
}

Test(blackjack_moments, no_hole_card_h17_equals_brute_force)
{
	/* No hole card: the dealer's natural takes the doubled stake too. */
	const char *rules = "    dealer: {stands_on: 17, soft_17: hit, hole_card: false}\n"
	                    "    doubling: {hands: any_two, after_split: false}\n";
	expect_brute(rules, small_shoe);
	expect_brute(rules, other_shoe);
}

Test(blackjack_moments, doubling_nine_to_eleven_equals_brute_force)
{
	const char *rules = "    dealer: {stands_on: 17, soft_17: stand, hole_card: true, peeks: true}\n"
	                    "    doubling: {hands: totals, totals: [9, 10, 11]}\n";
	expect_brute(rules, small_shoe);
	expect_brute(rules, other_shoe);
}
