/* SPDX-License-Identifier: Apache-2.0 */
/* pontoon_cdp.c - Pontoon's main game on the plan's finite shoe under the
 * composition-dependent optimal strategy, exactly.
 *
 * The game (the `pontoon` family): two cards to the player, one up card to
 * the dealer, who draws the rest after the players.  A hand may stand at
 * any total (the family has no minimum), draw a card free ("twist") or buy
 * one for buy_stake more stake (the third, fourth ... up to bought_cards
 * cards; once a card is drawn free the rest are drawn free); at 21 it
 * stops, except that a hand of trick_cards - 1 cards whose hard total (aces
 * one) is at most auto_at_most is dealt its last card; trick_cards cards
 * not over 21 are a trick, paid at once on every stake; over 21 every
 * stake is lost at once.  A standing hand meets the dealer's final hand:
 * the dealer's bust and a lower total pay the win on every stake; a tie
 * loses when ties lose.  A pontoon (ace and ten as the first two cards)
 * has no decision but even money (pc_natural_value).
 *
 * For each up card u the shoe less u is the base of n cards.  A hand is a
 * composition (a count per rank, at most trick_cards cards); its values
 * are exact integers on one scale per number of cards j held, g[j] =
 * (n - j)(n - j - 1)...(n - J + 1) for a depth J no hand and dealer draw
 * together exceed, times E = win_den * trick_den, so drawing is
 * sum_r left_r * value(hand + r) with no division and the options at one
 * hand compare as integers.  Two kinds of value are kept per composition:
 * free(h), the best per stake once a card was drawn free (or nothing more
 * may be bought), and buy(h), the best in original stakes times buy_den
 * while every card after the second was bought (k = j - 2 of them: the
 * stake is 1 + k * buy_stake, buy_den + k * buy_num in units of 1 /
 * buy_den).  Standing walks the dealer trie (pontoon_cdp_dealer.c).
 *
 * When an ordinary win pays on the original stake only (win_on_original,
 * ties losing), the best play is no longer linear in the stake, so the
 * value once a card was drawn free is kept per number k of cards bought
 * before, orig(h, k), in original stakes times buy_den like buy(h).  With
 * no push a standing hand's chance to win is P(win) = (1 + v) / (1 + w)
 * from its value per stake v (w the win's payout), so standing with stake
 * s is w P(win) - s (1 - P(win)), from the same dealer walk.
 *
 * Splits: a pair of one value splits into hands of one stake each, up to
 * max_splits + 1 hands (aces: ace_splits + 1), each taking its second card
 * and then playing as any hand (buying too); split aces take one card and
 * stand.  A split hand is played optimally for its own cards with the pair
 * cards split so far out of the shoe, the cards the other split hands drew
 * ignored: the convention of the Black Jack engine (blackjack_cdp.c) and
 * of published combinatorial tables, so for split hands the figure is that
 * convention's, not the exact return of a playable strategy.
 * Ties between choices go to the first of stand, twist, buy, split. */
#include <stdlib.h>
#include <string.h>

#include "blackjack/pontoon_cdp.h"

/* The values of one composition (a memo slot of the base). */
typedef struct {
	unsigned char has_stand, has_free, has_buy;
	unsigned char has_orig;    /* bit k: the base's orig[this entry][k] set */
	mpz_t stand, free, buy;
} entry;

/* win_on_original: the best with k cards bought, per memo entry (kept
 * apart so that the other reading's memo stays as small as it was). */
typedef mpz_t orig_values[PC_MAX_TRICK - 2];

/* The engine: the shared recursion's hooks (blackjack_cdp_base.c) and
 * the rules its bases read. */
typedef struct {
	cd_engine eng;
	const pc_rules *r;
} engine;

/* One recursion base (cd_base: the shoe less the up card, and a split's
 * other pair cards), with the rules and the memo's values. */
typedef struct {
	cd_base c;
	const pc_rules *r;
	unsigned long e;           /* win_den * trick_den */
	entry *memo;               /* CD_MEMO_SIZE, by cd_base_slot */
	orig_values *orig;         /* CD_MEMO_SIZE of them when win_on_original, else NULL */
} base_ctx;

static void base_open(cd_base *c)
{
	base_ctx *b = (base_ctx *)c;
	const pc_rules *r = ((const engine *)c->eng)->r;
	b->r = r;
	b->e = (unsigned long)r->win_den * r->trick_den;
	b->memo = pp_xcalloc(CD_MEMO_SIZE, sizeof(entry));
	if (r->win_on_original)
		b->orig = pp_xmalloc(CD_MEMO_SIZE * sizeof(orig_values));
}

static void base_close(cd_base *c)
{
	base_ctx *b = (base_ctx *)c;
	for (unsigned i = 0; i < CD_MEMO_SIZE; i++)
		if (c->keys[i]) {
			mpz_clears(b->memo[i].stand, b->memo[i].free, b->memo[i].buy, NULL);
			for (unsigned k = 0; k < PC_MAX_TRICK - 2; k++)
				if (b->memo[i].has_orig >> k & 1u)
					mpz_clear(b->orig[i][k]);
		}
	free(b->memo);
	free(b->orig);
}

static entry *lookup(base_ctx *b, const unsigned *h)
{
	int fresh;
	entry *x = &b->memo[cd_base_slot(&b->c, h, &fresh)];
	if (fresh)
		mpz_inits(x->stand, x->free, x->buy, NULL);
	return x;
}

/* The stake after k bought cards, in units of 1 / buy_den. */
static unsigned long stake(const pc_rules *r, unsigned k)
{
	return r->buy_den + k * r->buy_num;
}

/* Whether p's last card is dealt automatically (the hand may only draw). */
static int forced(const pc_rules *r, const cd_hand *p)
{
	return r->auto_at_most && p->cards + 1 == r->trick_cards && p->hard <= r->auto_at_most;
}

/* Standing on p per stake, scaled by g[cards] * e. */
static const mpz_t *stand_of(base_ctx *b, const cd_hand *p)
{
	entry *x = lookup(b, p->h);
	if (!x->has_stand) {
		cd_base_stand(&b->c, x->stand, p);
		mpz_mul_ui(x->stand, x->stand, b->r->trick_den);
		x->has_stand = 1;
	}
	return (const mpz_t *)&x->stand;
}

static const mpz_t *free_of(base_ctx *b, const cd_hand *p);
static const mpz_t *buy_of(base_ctx *b, const cd_hand *p);
static const mpz_t *orig_of(base_ctx *b, const cd_hand *p, unsigned k);

/* Standing on p with k cards bought, in original stakes times buy_den,
 * scaled like p: the value per stake times the stake, or, when a win
 * pays on the original stake only, w W - s L with W and L the dealer
 * draws (times g) that the hand beats and that beat it: the walk gives
 * w W - L per stake (units of 1 / win_den) with W + L = g[cards], as ties
 * lose, so W = (walk + win_den g) / (win_num + win_den) exactly. */
static void stand_k(base_ctx *b, mpz_t out, const cd_hand *p, unsigned k)
{
	const pc_rules *r = b->r;
	unsigned long s = stake(r, k), wn = (unsigned long)r->win_num,
	              wd = (unsigned long)r->win_den;
	if (!r->win_on_original) {
		mpz_mul_ui(out, *stand_of(b, p), s);
		return;
	}
	mpz_t won, lost;
	mpz_inits(won, lost, NULL);
	mpz_divexact_ui(won, *stand_of(b, p), r->trick_den);
	mpz_addmul_ui(won, b->c.g[p->cards], wd);
	mpz_divexact_ui(won, won, wn + wd);
	mpz_sub(lost, b->c.g[p->cards], won);
	mpz_mul_ui(out, won, r->trick_den * r->buy_den * wn);
	mpz_mul_ui(lost, lost, wd * r->trick_den * s);
	mpz_sub(out, out, lost);
	mpz_clears(won, lost, NULL);
}

/* What a card that made q (c of them were left) brings, times c, added to
 * out, scaled like q: a bust loses the stake s, trick_cards cards are a
 * trick paid on s, else q plays on: buy_of(q) when it may still buy
 * (buying; it holds its own stake), else s times free_of(q), or, when a
 * win pays on the original stake only, orig_of(q, k) with k cards bought.
 * s is in units of 1 / buy_den (1 for a value per stake). */
static void next_card(base_ctx *b, mpz_t out, const cd_hand *q, unsigned c, unsigned long s,
                      int buying, unsigned k)
{
	const pc_rules *r = b->r;
	if (q->hard > 21) {
		mpz_mul_ui(b->c.t, b->c.g[q->cards], b->e);
		mpz_mul_ui(b->c.t, b->c.t, c * s);
		mpz_sub(out, out, b->c.t);
	} else if (q->cards == r->trick_cards) {
		mpz_mul_ui(b->c.t, b->c.g[q->cards], r->trick_num * (unsigned long)r->win_den);
		mpz_mul_ui(b->c.t, b->c.t, c * s);
		mpz_add(out, out, b->c.t);
	} else if (buying) {
		mpz_addmul_ui(out, *buy_of(b, q), c);
	} else if (r->win_on_original) {
		mpz_addmul_ui(out, *orig_of(b, q, k), c);
	} else {
		mpz_addmul_ui(out, *free_of(b, q), c * s);
	}
}

/* Every card left drawn on p and played on (next_card with stake s, buying
 * and k), summed into out, scaled like p. */
static void draw_each(base_ctx *b, mpz_t out, const cd_hand *p, unsigned long s, int buying,
                      unsigned k)
{
	cd_hand q = *p;
	mpz_set_ui(out, 0);
	for (int i = 0; i < BJ_RANKS; i++) {
		unsigned c = b->c.base[i] - p->h[i];
		if (!c)
			continue;
		cd_hand_add(&q, i);
		next_card(b, out, &q, c, s, buying, k);
		cd_hand_drop(&q, i);
	}
}

/* Drawing a card free on p and playing on per stake, scaled like p. */
static void twist_value(base_ctx *b, mpz_t out, const cd_hand *p)
{
	draw_each(b, out, p, 1, 0, 0);
}

/* Buying a card on p (k = cards - 2 bought before) and playing on, in
 * original stakes times buy_den, scaled like p. */
static void buy_value(base_ctx *b, mpz_t out, const cd_hand *p)
{
	const pc_rules *r = b->r;
	unsigned k1 = p->cards - 1; /* bought after this one */
	draw_each(b, out, p, stake(r, k1), k1 < r->bought_cards, k1);
}

/* Drawing a card free on p with k cards bought and playing on, in
 * original stakes times buy_den, scaled like p. */
static void twist_k(base_ctx *b, mpz_t out, const cd_hand *p, unsigned k)
{
	const pc_rules *r = b->r;
	if (!r->win_on_original) {
		twist_value(b, out, p);
		mpz_mul_ui(out, out, stake(r, k));
		return;
	}
	draw_each(b, out, p, stake(r, k), 0, k);
}

/* May p buy its next card: every card after the second bought so far. */
static int may_buy(const pc_rules *r, const cd_hand *p)
{
	return p->cards >= 2 && p->cards - 2 < r->bought_cards;
}

/* The best per stake once nothing more may be bought. */
static const mpz_t *free_of(base_ctx *b, const cd_hand *p)
{
	entry *x = lookup(b, p->h);
	if (x->has_free)
		return (const mpz_t *)&x->free;
	mpz_t v;
	mpz_init(v);
	if (forced(b->r, p)) {
		twist_value(b, v, p);
		mpz_set(x->free, v);
	} else {
		mpz_set(x->free, *stand_of(b, p));
		if (cd_hand_total(p) < 21) {
			twist_value(b, v, p);
			if (mpz_cmp(v, x->free) > 0)
				mpz_set(x->free, v);
		}
	}
	mpz_clear(v);
	x->has_free = 1;
	return (const mpz_t *)&x->free;
}

/* The best with k cards bought once nothing more may be bought, when a
 * win pays on the original stake only, in original stakes times buy_den
 * (k < PC_MAX_TRICK - 2: a hand that plays on holds fewer than
 * PC_MAX_TRICK cards). */
static const mpz_t *orig_of(base_ctx *b, const cd_hand *p, unsigned k)
{
	entry *x = lookup(b, p->h);
	mpz_t *o = &b->orig[x - b->memo][k];
	if (x->has_orig >> k & 1u)
		return (const mpz_t *)o;
	mpz_t v;
	mpz_inits(v, *o, NULL);
	if (forced(b->r, p)) {
		twist_k(b, *o, p, k);
	} else {
		stand_k(b, *o, p, k);
		if (cd_hand_total(p) < 21) {
			twist_k(b, v, p, k);
			if (mpz_cmp(v, *o) > 0)
				mpz_set(*o, v);
		}
	}
	mpz_clear(v);
	x->has_orig |= (unsigned char)(1u << k);
	return (const mpz_t *)o;
}

/* The options of p while it may buy, in original stakes times buy_den:
 * stand, twist, buy (has_* 0 when not allowed). */
typedef struct {
	mpz_t stand, twist, buy;
	int has_stand, has_twist, has_buy;
} options;

static void options_of(base_ctx *b, options *o, const cd_hand *p)
{
	const pc_rules *r = b->r;
	unsigned k = p->cards - 2;
	int f = forced(r, p), open = cd_hand_total(p) < 21;
	o->has_stand = !f;
	o->has_twist = f || open;
	o->has_buy = !f && open && may_buy(r, p);
	if (o->has_stand)
		stand_k(b, o->stand, p, k);
	if (o->has_twist)
		twist_k(b, o->twist, p, k);
	if (o->has_buy)
		buy_value(b, o->buy, p);
}

/* The best of the options: its value into out, its letter into *move. */
static void best_option(mpz_t out, char *move, const options *o)
{
	*move = 0;
	if (o->has_stand) {
		mpz_set(out, o->stand);
		*move = 'S';
	}
	if (o->has_twist && (!*move || mpz_cmp(o->twist, out) > 0)) {
		mpz_set(out, o->twist);
		*move = 'T';
	}
	if (o->has_buy && mpz_cmp(o->buy, out) > 0) {
		mpz_set(out, o->buy);
		*move = 'B';
	}
}

/* The best while every card after the second was bought and one more may
 * be (may_buy(p)). */
static const mpz_t *buy_of(base_ctx *b, const cd_hand *p)
{
	entry *x = lookup(b, p->h);
	if (x->has_buy)
		return (const mpz_t *)&x->buy;
	options o;
	char m;
	mpz_inits(o.stand, o.twist, o.buy, NULL);
	options_of(b, &o, p);
	best_option(x->buy, &m, &o);
	mpz_clears(o.stand, o.twist, o.buy, NULL);
	x->has_buy = 1;
	return (const mpz_t *)&x->buy;
}

/* A two-card hand's best play (no split) as a rational, its letter into
 * *move; aces_one: a split ace, which takes one card and stands. */
static void two_card(base_ctx *b, mpq_t out, char *move, const cd_hand *p, int aces_one)
{
	const pc_rules *r = b->r;
	mpz_t v;
	mpz_init(v);
	if (aces_one) {
		stand_k(b, v, p, 0);
		*move = 'S';
	} else if (may_buy(r, p)) {
		options o;
		mpz_inits(o.stand, o.twist, o.buy, NULL);
		options_of(b, &o, p);
		best_option(v, move, &o);
		mpz_clears(o.stand, o.twist, o.buy, NULL);
	} else if (r->win_on_original) {
		mpz_set(v, *orig_of(b, p, 0));
		mpz_t st;
		mpz_init(st);
		stand_k(b, st, p, 0);
		*move = forced(r, p) || (cd_hand_total(p) < 21 && mpz_cmp(v, st) > 0) ? 'T' : 'S';
		mpz_clear(st);
	} else {
		mpz_mul_ui(v, *free_of(b, p), r->buy_den);
		*move = forced(r, p) || (cd_hand_total(p) < 21 &&
		                         mpz_cmp(*free_of(b, p), *stand_of(b, p)) > 0) ? 'T' : 'S';
	}
	mpq_set_num(out, v);
	mpz_mul_ui(mpq_denref(out), b->c.g[p->cards], b->e * r->buy_den);
	mpq_canonicalize(out);
	mpz_clear(v);
}

/* A split hand (the shared split_values' hook): its best play; split
 * aces take one card and stand when the rules say so. */
static void split_hand(mpq_t v, cd_base *c, cd_hand *p, int pr)
{
	base_ctx *b = (base_ctx *)c;
	char m;
	two_card(b, v, &m, p, pr == BJ_ACE && b->r->split_aces_one_card);
}

/* The first two cards (c1, c2) against the up card (the shared
 * up_card's hook): the best play, or the split when it is worth more; a
 * pontoon is left to add_pontoons. */
static int first_hand(mpq_t v, char *move, cd_base *c, cd_hand *p, int c1, int c2)
{
	base_ctx *b = (base_ctx *)c;
	const pc_rules *r = b->r;
	if (p->ace && p->hard == 11)
		return 0;
	two_card(b, v, move, p, 0);
	unsigned max = (c1 == BJ_ACE ? r->ace_splits : r->max_splits) + 1;
	if (c1 == c2 && r->can_split && max >= 2) {
		mpq_t sp;
		mpq_init(sp);
		cd_split_value(sp, c->eng, c, c1, max);
		if (mpq_cmp(sp, v) > 0) {
			mpq_set(v, sp);
			*move = 'P';
		}
		mpq_clear(sp);
	}
	return 1;
}

/* The pontoons' share of up card up's return: their probability from the
 * shoe less up times their value (pc_natural_value); the move set. */
static void add_pontoons(mpq_t ev, pc_strategy *strat, const pc_rules *r, const bj_shoe *shoe,
                         int up)
{
	unsigned n = shoe->total - 1, a = shoe->count[BJ_ACE] - (up == BJ_ACE),
	         ten = shoe->count[BJ_TEN] - (up == BJ_TEN);
	if (!a || !ten)
		return;
	mpq_t v, p;
	mpq_inits(v, p, NULL);
	int even;
	pc_natural_value(v, &even, r, shoe, up);
	strat->move[up][BJ_ACE][BJ_TEN] = even ? 'E' : 'N';
	mpq_set_ui(p, 2ul * a * ten, (unsigned long)n * (n - 1));
	mpq_canonicalize(p);
	mpq_mul(v, v, p);
	mpq_add(ev, ev, v);
	mpq_clears(v, p, NULL);
}

/* The return of the round (pontoon_cdp.h): the up cards valued by the
 * shared recursion (cd_up_cards), each then with its pontoons. */
void pc_return(mpq_t rtp, pc_strategy *strat, const pc_rules *r, const bj_shoe *shoe)
{
	engine e = { { sizeof(base_ctx), r->trick_cards, base_open, base_close, split_hand,
	               first_hand },
	             r };
	cd_rules trie;
	pc_trie_rules(&trie, r);
	mpq_t ev[BJ_RANKS];
	cd_up_cards(ev, strat->move, &e.eng, &trie, shoe);
	for (int up = 0; up < BJ_RANKS; up++)
		if (shoe->count[up])
			add_pontoons(ev[up], strat, r, shoe, up);
	cd_weigh_up_cards(rtp, ev, shoe);
	cd_rules_clear(&trie);
}
