/* SPDX-License-Identifier: Apache-2.0 */
/* holdem_sweep.c - the sums of one flop for the hold'em engine
 * (holdem_sum_flop, holdem_optimal_impl.h): every turn-river pair's board,
 * its hands in value order (holdem_boards.c) swept once for every player
 * hand's dealer counts and values.  holdem_optimal.c's header tells how
 * the counts are taken and why every sum is exact. */
#include <stddef.h>
#include <string.h>

#include "poker/holdem/holdem_optimal_impl.h"

/* A hand's values on one board: the net wins with Play at 0 (fixed, and
 * alt under the second reading) and per ante of Play (play), what the
 * river's best choice adds to fs->river (river) and whether it raises
 * (up). */
typedef struct {
	int64_t fixed, play, alt, river;
	uint32_t up;
} board_value;

/* The values of a hand of class-and-qualification forms lf, lp, la
 * (holdem_setup) whose dealer hands number nq not qualifying, lo below
 * and level level with it.  river, fold: s's, as locals (the sums are
 * int64 stores the compiler cannot tell from the rules). */
static inline __attribute__((always_inline)) board_value
value_of(const int64_t *lf, const int64_t *lp, const int64_t *la, int64_t nq, int64_t lo,
         int64_t level, int64_t river, int64_t fold, const int alt, const int separate)
{
	board_value b;
	b.fixed = lf[0] + nq * lf[1] + lo * lf[2] + level * lf[3];
	b.play = lp[0] + nq * lp[1] + lo * lp[2] + level * lp[3];
	b.alt = alt ? la[0] + nq * la[1] + lo * la[2] + level * la[3] : 0;
	if (separate) {
		int up = river && b.play > 0;
		b.river = up ? river * b.play : 0;
		b.up = (uint32_t)up;
	} else if (river) {
		int64_t raise = b.fixed + river * b.play;
		int up = raise > fold;
		b.river = up ? raise : fold;
		b.up = (uint32_t)up;
	} else {
		b.river = fold;
		b.up = 0;
	}
	return b;
}

/* Adds the values b of hand g on a board to fs; ti, ui: the board's turn
 * and river cards' places among the 49 off the flop. */
static inline __attribute__((always_inline)) void
credit(flop_sums *fs, unsigned g, const board_value *b, unsigned ti, unsigned ui, const int alt,
       const int turn)
{
	fs->fixed[g] += b->fixed;
	fs->play[g] += b->play;
	if (alt)
		fs->fixed_alt[g] += b->alt;
	if (turn) {
		fs->turn_play[ti][g] += b->play;
		fs->turn_play[ui][g] += b->play;
	}
	fs->river[g] += b->river;
	fs->river_raised[g] += b->up;
}

/* A board on which a flush is possible: its hands one by one, in value
 * order (holdem_expand_board). */
static inline __attribute__((always_inline)) void
sweep_hands(const holdem_setup *s, board_space *bs, flop_sums *fs, unsigned ti, unsigned ui,
            const int separate)
{
	const int alt = separate && s->alt, turn = separate && s->r->turn != 0;
	const int64_t river = s->r->river, fold = s->fold;
	const uint16_t *val = bs->val;
	const uint8_t *ca = bs->ca, *cb = bs->cb;
	uint16_t held[HAND_CARDS], held_q[HAND_CARDS]; /* by card */
	uint32_t passed = 0, passed_q = 0;
	memset(held_q, 0, sizeof(held_q));
	/* the hands that do not qualify the dealer: the lowest in value */
	for (unsigned i = 0; i < HOLDEM_BOARDS && val[i] < s->qual; i++) {
		held_q[ca[i]]++;
		held_q[cb[i]]++;
		passed_q++;
	}
	memset(held, 0, sizeof(held));
	for (unsigned i = 0; i < HOLDEM_BOARDS;) {
		uint32_t v = val[i];
		unsigned end = i;
		while (end < HOLDEM_BOARDS && val[end] == v)
			end++;
		/* the hands below each of the group */
		for (unsigned k = i; k < end; k++)
			bs->lo[k] = passed - held[ca[k]] - held[cb[k]];
		for (unsigned k = i; k < end; k++) {
			held[ca[k]]++;
			held[cb[k]]++;
		}
		passed += end - i;
		hand_class c = hand_class_of((hand_value)v);
		int qualifies = v >= s->qual;
		const int64_t *lf = s->lin_fixed[qualifies][c], *lp = s->lin_play[qualifies][c];
		const int64_t *la = s->lin_fixed_alt[qualifies][c];
		uint32_t self_nq = qualifies ? 0u : 1u; /* {a, b} itself, subtracted twice */
		for (unsigned k = i; k < end; k++) {
			int64_t lo = bs->lo[k];
			int64_t level = passed - held[ca[k]] - held[cb[k]] + 1 - lo;
			int64_t nq = passed_q - held_q[ca[k]] - held_q[cb[k]] + self_nq;
			board_value b = value_of(lf, lp, la, nq, lo, level, river, fold, alt, separate);
			credit(fs, bs->gp[k], &b, ti, ui, alt, turn);
		}
		i = end;
	}
}

/* sweep_rank_pairs's counts: the dealer hands passed (passed) and, of
 * them, those holding a given card of rank r that is not of the board's
 * flush suit (n[r]) or the one that is (s[r]). */
typedef struct {
	uint32_t n[HAND_RANKS], s[HAND_RANKS], passed;
	uint32_t all_n; /* to add to every n[r]: a card's flushes (need 1) */
} rank_counts;

/* Counts the hands of holdem_sort_board's item as passed: a flush hand
 * (two cards of the suit), or every hand of a rank pair r1 <= r2 that
 * makes no flush, that is all but the two of the suit: each of the n1
 * other cards of rank r1 is in n2 + s2 of them, the one of the suit in
 * n2, and so on. */
static inline void pass_item(rank_counts *c, const board_space *bs, uint32_t item)
{
	unsigned what = item & 2047u;
	if (what >= HOLDEM_RANK_PAIRS) {
		unsigned f = bs->flush[what - HOLDEM_RANK_PAIRS];
		if ((f & 255u) == HOLDEM_ANY_CARD) { /* the suit's card f >> 8 and every other */
			c->all_n++;
			c->s[f >> 10] += bs->others;
			c->passed += bs->others;
			return;
		}
		c->s[(f & 255u) >> 2]++;
		c->s[f >> 10]++;
		c->passed++;
		return;
	}
	unsigned r2 = what / 13, r1 = what % 13;
	uint32_t s1 = bs->ns[r1], s2 = bs->ns[r2], n1 = bs->nr[r1] - s1, n2 = bs->nr[r2] - s2;
	/* mix: whether a card of the suit with another makes no flush (need
	 * 2); with need 1 the pair's hands are those of the other cards only */
	uint32_t mix = bs->need == 2;
	s1 *= mix;
	s2 *= mix;
	if (r1 == r2) {
		c->n[r1] += n1 - 1 + s1;
		c->s[r1] += n1 * mix;
		c->passed += n1 * (n1 - 1) / 2 + n1 * s1;
	} else {
		c->n[r1] += n2 + s2;
		c->s[r1] += n2 * mix;
		c->n[r2] += n1 + s1;
		c->s[r2] += n1 * mix;
		c->passed += n1 * n2 + n1 * s2 + s1 * n2;
	}
}

/* The hands of one kind of item k: a flush hand {x, y}, or the hands of
 * rank pair r1 <= r2 whose cards are of the flush suit or not as kind
 * says (0: neither, 1: the r2 card only, 2: the r1 card only). */
typedef struct {
	unsigned r1, r2, s1, s2; /* ranks, and whether each card is of the suit */
} hand_kind;

/* The kinds of item k into kind (at most HOLDEM_KINDS); returns how many.
 * The suit's card y with every other card (need 1): one kind per rank r
 * of the others, {r, rank of y, 0, 1}. */
static inline unsigned kinds_of(hand_kind kind[HOLDEM_KINDS], const board_space *bs,
                                uint32_t item)
{
	unsigned what = item & 2047u, n = 0;
	if (what >= HOLDEM_RANK_PAIRS) {
		unsigned f = bs->flush[what - HOLDEM_RANK_PAIRS];
		if ((f & 255u) == HOLDEM_ANY_CARD) {
			for (unsigned r = 0; r < HAND_RANKS; r++)
				if (bs->nr[r] > bs->ns[r])
					kind[n++] = (hand_kind){ r, f >> 10, 0, 1 };
			return n;
		}
		kind[0] = (hand_kind){ (f & 255u) >> 2, f >> 10, 1, 1 };
		return 1;
	}
	unsigned r2 = what / 13, r1 = what % 13;
	unsigned n1 = bs->nr[r1] - bs->ns[r1], n2 = bs->nr[r2] - bs->ns[r2];
	if (r1 == r2 ? n1 >= 2 : n1 && n2)
		kind[n++] = (hand_kind){ r1, r2, 0, 0 };
	if (bs->need == 1) /* the others make flushes: items of their own */
		return n;
	if (n1 && bs->ns[r2])
		kind[n++] = (hand_kind){ r1, r2, 0, 1 };
	if (r1 != r2 && bs->ns[r1] && n2)
		kind[n++] = (hand_kind){ r1, r2, 1, 0 };
	return n;
}

/* The count of c held by a card of rank r, of the flush suit or not. */
static inline uint32_t held_by(const rank_counts *c, unsigned r, unsigned in_suit)
{
	return in_suit ? c->s[r] : c->n[r] + c->all_n;
}

/* Adds b to every hand of kind k. */
static inline __attribute__((always_inline)) void
credit_kind(flop_sums *fs, const board_space *bs, const hand_kind *k, const board_value *b,
            unsigned ti, unsigned ui, const int alt, const int turn)
{
	const uint8_t *x = bs->by_rank[k->r1], *y = bs->by_rank[k->r2];
	unsigned n1 = bs->nr[k->r1] - bs->ns[k->r1], n2 = bs->nr[k->r2] - bs->ns[k->r2];
	if (k->s1 && k->s2) { /* a flush hand: the suit's cards of both ranks */
		unsigned a = x[n1], c = y[n2];
		credit(fs, c * (c - 1u) / 2 + a, b, ti, ui, alt, turn);
	} else if (k->s1) {
		for (unsigned q = 0; q < n2; q++)
			credit(fs, y[q] * (y[q] - 1u) / 2 + x[n1], b, ti, ui, alt, turn);
	} else if (k->s2) {
		for (unsigned p = 0; p < n1; p++) {
			unsigned lo = x[p] < y[n2] ? x[p] : y[n2], hi = x[p] ^ y[n2] ^ lo;
			credit(fs, hi * (hi - 1u) / 2 + lo, b, ti, ui, alt, turn);
		}
	} else {
		for (unsigned p = 0; p < n1; p++)
			for (unsigned q = k->r1 == k->r2 ? p + 1 : 0; q < n2; q++)
				credit(fs, y[q] * (y[q] - 1u) / 2 + x[p], b, ti, ui, alt, turn);
	}
}

/* Adds b to the sums of a rank pair p. */
static inline void pool(pair_sums *p, const board_value *b)
{
	p->fixed += b->fixed;
	p->play += b->play;
	p->river += b->river;
	p->alt += b->alt;
	p->raised += b->up;
}

/* The place of rank pair r1 <= r2 in fs->pooled. */
static inline unsigned pool_index(unsigned r1, unsigned r2)
{
	return r2 * (r2 + 1) / 2 + r1;
}

/* Adds b, the values of every hand of kind h (neither card of the flush
 * suit) on the board, to its rank pair's sums in pool (fs->pooled[4] for
 * a board without a flush, else fs->pooled[the suit]) instead of to each
 * hand.  What the pooled sums leave to each hand (holdem_sum_flop): the
 * turn stage's sums, and the hand of the board's own turn and river cards
 * (tu_g, pooled here when of rank pair tu_what), which is not on the
 * board. */
static inline __attribute__((always_inline)) void
pool_kind(flop_sums *fs, pair_sums pool_of[50][91], const board_space *bs, const hand_kind *h,
          const board_value *b, unsigned ti, unsigned ui, unsigned tu_what, unsigned tu_g,
          const int alt, const int turn)
{
	unsigned what = pool_index(h->r1, h->r2);
	pool(&pool_of[0][what], b);
	pool(&pool_of[1 + ti][what], b);
	pool(&pool_of[1 + ui][what], b);
	if (what == tu_what)
		credit(fs, tu_g, b, ti, ui, alt, 0);
	if (!turn)
		return;
	const uint8_t *x = bs->by_rank[h->r1], *y = bs->by_rank[h->r2];
	unsigned n1 = bs->nr[h->r1] - bs->ns[h->r1], n2 = bs->nr[h->r2] - bs->ns[h->r2];
	for (unsigned p = 0; p < n1; p++)
		for (unsigned q = h->r1 == h->r2 ? p + 1 : 0; q < n2; q++) {
			unsigned g = y[q] * (y[q] - 1u) / 2 + x[p];
			fs->turn_play[ti][g] += b->play;
			fs->turn_play[ui][g] += b->play;
		}
}

/* A board on which a flush needs one of a hand's cards of the suit (need
 * 1), both (2), or is impossible (3): the n items of bs->item in value
 * order.  The counts of sweep_hands by card are then the same for every
 * card of a rank but the one of the flush suit (rank_counts; with need 1
 * every other card is in one flush of each card of the suit passed,
 * all_n), so every hand of a kind (hand_kind)
 * has the same counts and values: they are taken once per kind and added
 * to each of its hands, or to its rank pair's pooled sums when neither
 * card is of the flush suit (pool_kind). */
static inline __attribute__((always_inline)) void
sweep_rank_pairs(const holdem_setup *s, board_space *bs, flop_sums *fs, unsigned n,
                 unsigned ti, unsigned ui, unsigned tu_what, unsigned tu_g, const int separate)
{
	pair_sums(*pool_of)[91] = fs->pooled[bs->need == 3 ? 4 : bs->suit];
	const int alt = separate && s->alt, turn = separate && s->r->turn != 0;
	const int64_t river = s->r->river, fold = s->fold;
	const uint32_t *item = bs->item;
	rank_counts held, held_q;
	memset(&held_q, 0, sizeof(held_q));
	for (unsigned i = 0; i < n && (item[i] >> 11) < s->qual; i++)
		pass_item(&held_q, bs, item[i]);
	memset(&held, 0, sizeof(held));
	for (unsigned i = 0; i < n;) {
		uint32_t v = item[i] >> 11;
		unsigned end = i;
		while (end < n && (item[end] >> 11) == v)
			end++;
		/* the hands below each kind of the group: bs->lo[HOLDEM_KINDS k + j] */
		for (unsigned k = i; k < end; k++) {
			hand_kind kind[HOLDEM_KINDS];
			unsigned nk = kinds_of(kind, bs, item[k]);
			for (unsigned j = 0; j < nk; j++)
				bs->lo[HOLDEM_KINDS * k + j] = held.passed - held_by(&held, kind[j].r1, kind[j].s1) -
				                    held_by(&held, kind[j].r2, kind[j].s2);
		}
		for (unsigned k = i; k < end; k++)
			pass_item(&held, bs, item[k]);
		hand_class c = hand_class_of((hand_value)v);
		int qualifies = v >= s->qual;
		const int64_t *lf = s->lin_fixed[qualifies][c], *lp = s->lin_play[qualifies][c];
		const int64_t *la = s->lin_fixed_alt[qualifies][c];
		uint32_t self_nq = qualifies ? 0u : 1u;
		for (unsigned k = i; k < end; k++) {
			hand_kind kind[HOLDEM_KINDS];
			unsigned nk = kinds_of(kind, bs, item[k]);
			for (unsigned j = 0; j < nk; j++) {
				const hand_kind *h = &kind[j];
				int64_t lo = bs->lo[HOLDEM_KINDS * k + j];
				int64_t level = held.passed - held_by(&held, h->r1, h->s1) -
				                held_by(&held, h->r2, h->s2) + 1 - lo;
				int64_t nq = held_q.passed - held_by(&held_q, h->r1, h->s1) -
				             held_by(&held_q, h->r2, h->s2) + self_nq;
				board_value b =
					value_of(lf, lp, la, nq, lo, level, river, fold, alt, separate);
				if (!h->s1 && !h->s2)
					pool_kind(fs, pool_of, bs, h, &b, ti, ui, tu_what, tu_g, alt, turn);
				else
					credit_kind(fs, bs, h, &b, ti, ui, alt, turn);
			}
		}
		i = end;
	}
}

/* Adds one board's values to fs: bs->rest holds the 47 cards off it;
 * ti, ui: the turn and river cards' places among the 49 off the flop.
 * separate is s->r->separate, a constant in each of sweep_board's two
 * calls, so that the games without separate stages pay nothing for them. */
static inline __attribute__((always_inline)) void
sweep_board_as(const holdem_setup *s, board_space *bs, const uint8_t board[5], flop_sums *fs,
               unsigned ti, unsigned ui, const int separate)
{
	unsigned n = holdem_sort_board(bs, board);
	if (bs->need >= 1) {
		/* the pair of the turn and river cards, when neither is of the
		 * flush suit (~0u: none) */
		unsigned t = board[3] >> 2, u = board[4] >> 2;
		unsigned tu_what = t > u ? pool_index(u, t) : pool_index(t, u);
		if (bs->need < 3 && ((board[3] & 3u) == bs->suit || (board[4] & 3u) == bs->suit))
			tu_what = ~0u;
		sweep_rank_pairs(s, bs, fs, n, ti, ui, tu_what, holdem_pair_index(board[3], board[4]),
		                 separate);
	} else {
		holdem_expand_board(bs, n);
		sweep_hands(s, bs, fs, ti, ui, separate);
	}
}

/* The turn bet's sums of fs from its turn_play (separate stages). */
static void sum_turns(const holdem_rules *r, flop_sums *fs)
{
	for (unsigned x = 0; x < 49; x++)
		for (unsigned g = 0; g < HOLDEM_PAIRS; g++) {
			int64_t bet = (int64_t)r->turn * fs->turn_play[x][g];
			if (bet > 0) {
				fs->turn_best[g] += bet;
				fs->turn_raised[g]++;
			}
		}
}

static void sweep_board(const holdem_setup *s, board_space *bs, const uint8_t board[5],
                        flop_sums *fs, unsigned ti, unsigned ui)
{
	if (s->r->separate)
		sweep_board_as(s, bs, board, fs, ti, ui, 1);
	else
		sweep_board_as(s, bs, board, fs, ti, ui, 0);
}

void holdem_sum_flop(const holdem_setup *s, board_space *bs, flop_sums *fs, const uint8_t flop[3])
{
	/* all but turn_play, which only a turn stage uses */
	memset(fs, 0, offsetof(flop_sums, turn_play));
	if (s->r->turn)
		memset(fs->turn_play, 0, sizeof(fs->turn_play));
	uint8_t off[49];
	unsigned n = 0;
	for (unsigned c = 0; c < HAND_CARDS; c++)
		if (c != flop[0] && c != flop[1] && c != flop[2])
			off[n++] = (uint8_t)c;
	uint8_t board[5] = { flop[0], flop[1], flop[2], 0, 0 };
	for (unsigned t = 0; t < 49; t++)
		for (unsigned u = t + 1; u < 49; u++) {
			board[3] = off[t];
			board[4] = off[u];
			unsigned m = 0;
			for (unsigned c = 0; c < 49; c++)
				if (c != t && c != u)
					bs->rest[m++] = off[c];
			sweep_board(s, bs, board, fs, t, u);
		}
	/* the pooled sums: a hand {a, b} is pooled on the boards without a
	 * flush and on those with three of a suit neither card is of; it is on
	 * every such board but those holding a or b, and only the one of its
	 * own cards holds both (its share added by pool_kind) */
	for (unsigned xb = 1; xb < 49; xb++)
		for (unsigned xa = 0; xa < xb; xa++) {
			unsigned a = off[xa], b = off[xb], g = b * (b - 1) / 2 + a;
			unsigned what = pool_index(a >> 2, b >> 2);
			for (unsigned f = 0; f < 5; f++) {
				if (f == (a & 3u) || f == (b & 3u))
					continue;
				const pair_sums *all = &fs->pooled[f][0][what],
				                *pa = &fs->pooled[f][1 + xa][what],
				                *pb = &fs->pooled[f][1 + xb][what];
				fs->fixed[g] += all->fixed - pa->fixed - pb->fixed;
				fs->play[g] += all->play - pa->play - pb->play;
				fs->river[g] += all->river - pa->river - pb->river;
				fs->fixed_alt[g] += all->alt - pa->alt - pb->alt;
				fs->river_raised[g] += (uint32_t)(all->raised - pa->raised - pb->raised);
			}
		}
	if (s->r->turn)
		sum_turns(s->r, fs);
}
