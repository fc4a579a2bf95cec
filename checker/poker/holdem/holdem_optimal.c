/* SPDX-License-Identifier: Apache-2.0 */
/* holdem_optimal.c - the exact optimal-strategy return of a hold'em game
 * against the house (holdem_optimal.h).
 *
 * How the dealer hands are counted.  For a board B (five cards) the 1,081
 * two-card hands from the other 47 cards are valued (B plus the two) and
 * sorted by value (holdem_boards.c: by rank pair, and the hands that make
 * a flush one by one).  One sweep in value order keeps the number of
 * hands passed and, per card, how many of them hold it; a
 * player hand {a, b} faces the dealer hands disjoint from it, so the hands
 * below it are  passed - holding a - holding b  (none holds both but {a, b}
 * itself, which is not yet passed), and the hands at or below it, counted
 * just after its value's group, the same plus one ({a, b} itself,
 * subtracted twice).  The hands that do not qualify the dealer are counted
 * the same way at the qualifying value.  C(45,2) = 990 dealer hands in all.
 * On a board that makes no flush possible the counts of a card depend on
 * its rank alone, and on one holding three cards of a suit on its rank and
 * whether it is of that suit, so on those boards (about 95 %) the sweep
 * goes by rank pair (sweep_rank_pairs), each kind of hand's counts and
 * values taken once for all its hands; and the values of a kind of hand
 * that holds no card of a flush suit are summed per rank pair over the
 * flop's boards rather than per hand (flop_sums' pooled), each hand taking
 * its share once the flop is done.
 *
 * How the decisions are taken.  Per board and player hand the counts give
 * the net win with Play at 0 (fixed) and per ante of Play (play), so
 * raising k is worth fixed + k play and folding loses the Ante and Blind
 * on every dealer hand; the river choice is the larger.  Per flop and
 * player hand the sums over the 1,081 turn-river pairs give the flop's
 * choices (raise, or the sum of the river's best).  Before the flop the
 * player knows his class (169 up to suits): the flops are taken up to suit
 * permutations (1,755 with their orbit sizes), and since a class is closed
 * under suit permutations, the sum over a class of each choice's value is
 * the sum over the canonical flops of orbit size times the class's sums;
 * every hand of a class is worth the same, so the class's best choice is
 * the largest of those sums.  All integers: the result is exact and does
 * not depend on the order of the sums or the number of threads.
 *
 * Separate stages (Easy hold'em).  Each bet is settled like Play and adds
 * its size times play to the hand's net, so the stages do not interact:
 * the river bet is made on a board when play > 0 there; the turn bet when
 * the sum of play over the rivers after that turn is positive (a board
 * {t, u} is a river after the turn t and after the turn u, so one sweep
 * adds its play to both turns' sums); the flop bet when the sum over the
 * flop's boards is; the first bet, before the flop, when continuing with
 * every later stage played so beats folding.  A tie is resolved to the
 * check. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "poker/holdem/holdem_optimal_impl.h"
#include "util.h"

unsigned holdem_pair_index(unsigned a, unsigned b)
{
	if (a > b) {
		unsigned t = a;
		a = b;
		b = t;
	}
	return b * (b - 1) / 2 + a;
}

unsigned holdem_class_of(unsigned a, unsigned b)
{
	unsigned ra = a >> 2, rb = b >> 2;
	if (ra == rb)
		return ra;
	unsigned hi = ra > rb ? ra : rb, lo = ra > rb ? rb : ra;
	unsigned idx = hi * (hi - 1) / 2 + lo;
	return ((a & 3u) == (b & 3u) ? 13u : 91u) + idx;
}

void holdem_class_name(char buf[4], unsigned cls)
{
	static const char rank[] = "23456789TJQKA";
	if (cls < 13) {
		buf[0] = buf[1] = rank[cls];
		buf[2] = 0;
		return;
	}
	unsigned idx = cls < 91 ? cls - 13 : cls - 91, hi = 1;
	while ((hi + 1) * hi / 2 <= idx)
		hi++;
	buf[0] = rank[hi];
	buf[1] = rank[idx - hi * (hi - 1) / 2];
	buf[2] = cls < 91 ? 's' : 'o';
	buf[3] = 0;
}

hand_value holdem_lowest_value(hand_class c)
{
	for (unsigned v = 0; v < HAND_VALUES; v++)
		if (hand_class_of((hand_value)v) >= c)
			return (hand_value)v;
	return HAND_VALUES - 1;
}

void holdem_rules_init(holdem_rules *r)
{
	memset(r, 0, sizeof(*r));
	mpq_init(r->blind);
	for (int c = 0; c < HAND_NCLASS; c++)
		mpq_inits(r->ante_win[c], r->blind_win[c], r->play_win[c], NULL);
}

void holdem_rules_clear(holdem_rules *r)
{
	mpq_clear(r->blind);
	for (int c = 0; c < HAND_NCLASS; c++)
		mpq_clears(r->ante_win[c], r->blind_win[c], r->play_win[c], NULL);
}

void holdem_rules_copy(holdem_rules *dst, const holdem_rules *src)
{
	mpq_t blind, ante[HAND_NCLASS], blind_win[HAND_NCLASS], play[HAND_NCLASS];
	/* keep dst's rationals, take everything else */
	memcpy(blind, dst->blind, sizeof(blind));
	memcpy(ante, dst->ante_win, sizeof(ante));
	memcpy(blind_win, dst->blind_win, sizeof(blind_win));
	memcpy(play, dst->play_win, sizeof(play));
	*dst = *src;
	memcpy(dst->blind, blind, sizeof(blind));
	memcpy(dst->ante_win, ante, sizeof(ante));
	memcpy(dst->blind_win, blind_win, sizeof(blind_win));
	memcpy(dst->play_win, play, sizeof(play));
	mpq_set(dst->blind, src->blind);
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_set(dst->ante_win[c], src->ante_win[c]);
		mpq_set(dst->blind_win[c], src->blind_win[c]);
		mpq_set(dst->play_win[c], src->play_win[c]);
	}
}

void holdem_result_init(holdem_result *res)
{
	memset(res, 0, sizeof(*res));
	mpq_inits(res->ev, res->house_edge, res->stake, res->element_of_risk, NULL);
}

void holdem_result_clear(holdem_result *res)
{
	mpq_clears(res->ev, res->house_edge, res->stake, res->element_of_risk, NULL);
}

void holdem_result_copy(holdem_result *dst, const holdem_result *src)
{
	mpq_set(dst->ev, src->ev);
	mpq_set(dst->house_edge, src->house_edge);
	mpq_set(dst->stake, src->stake);
	mpq_set(dst->element_of_risk, src->element_of_risk);
	memcpy(dst->pre_choice, src->pre_choice, sizeof(dst->pre_choice));
	dst->flop_situations = src->flop_situations;
	dst->flop_raised = src->flop_raised;
	dst->turn_situations = src->turn_situations;
	dst->turn_raised = src->turn_raised;
	dst->river_situations = src->river_situations;
	dst->river_raised = src->river_raised;
}

/* The settlement of one bet in one category: +1 wins, 0 push, -1 loses. */
static int settle(poker_main_dnq dnq, poker_main_tie tie, int category)
{
	int level = tie == POKER_MAIN_TIE_PUSH ? 0 : tie == POKER_MAIN_TIE_PLAYER_WINS ? 1 : -1;
	static const int compare[3] = { 1, 0, -1 }; /* below, level, above */
	int cmp = category % 3;
	if (category >= CAT_Q_BELOW || dnq == POKER_MAIN_DNQ_PLAYS)
		return cmp == 1 ? level : compare[cmp];
	return dnq == POKER_MAIN_DNQ_WINS ? 1 : dnq == POKER_MAIN_DNQ_LOSES ? -1 : 0;
}

/* x * d as an integer of magnitude at most HOLDEM_LIMIT into *out, or 0. */
static int scaled(int64_t *out, const mpq_t x, const mpz_t d)
{
	mpq_t t;
	mpq_init(t);
	mpq_set_z(t, d);
	mpq_mul(t, t, x);
	int ok = mpz_cmp_ui(mpq_denref(t), 1) == 0 &&
	         mpz_cmpabs_ui(mpq_numref(t), (unsigned long)HOLDEM_LIMIT) <= 0;
	*out = ok ? mpz_get_si(mpq_numref(t)) : 0;
	mpq_clear(t);
	return ok;
}

int holdem_setup_of(holdem_setup *s, const holdem_rules *r)
{
	memset(s, 0, sizeof(*s));
	s->r = r;
	s->qual = r->has_qual ? r->qual : 0;
	int ok = r->npre <= HOLDEM_MAX_PRE && (r->npre || r->flop || r->river) &&
	         r->flop <= HOLDEM_MAX_MULTIPLE && r->river <= HOLDEM_MAX_MULTIPLE &&
	         mpq_sgn(r->blind) >= 0;
	/* separate stages start with a bet before the flop; a turn stage only
	 * with separate stages */
	ok &= r->separate ? r->npre == 1 && r->turn <= HOLDEM_MAX_MULTIPLE : r->turn == 0;
	for (unsigned i = 0; i < r->npre && i < HOLDEM_MAX_PRE; i++)
		ok &= r->pre[i] >= 1 && r->pre[i] <= HOLDEM_MAX_MULTIPLE;
	mpz_t d;
	mpq_t t;
	mpz_init_set_ui(d, 1);
	mpq_init(t);
	mpz_lcm(d, d, mpq_denref(r->blind));
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_mul(t, r->blind_win[c], r->blind);
		mpz_lcm(d, d, mpq_denref(t));
		mpz_lcm(d, d, mpq_denref(r->ante_win[c]));
		mpz_lcm(d, d, mpq_denref(r->play_win[c]));
	}
	ok &= mpz_cmp_ui(d, (unsigned long)HOLDEM_LIMIT) <= 0;
	int64_t one = 0, blind = 0;
	mpq_set_ui(t, 1, 1);
	if (ok)
		ok = scaled(&one, t, d) && scaled(&blind, r->blind, d);
	for (int c = 0; ok && c < HAND_NCLASS; c++) {
		int64_t wa, wb, wp;
		mpq_mul(t, r->blind_win[c], r->blind);
		ok = scaled(&wa, r->ante_win[c], d) && scaled(&wb, t, d) &&
		     scaled(&wp, r->play_win[c], d);
		for (int cat = 0; ok && cat < CAT_N; cat++) {
			int sa = settle(r->ante_dnq, r->tie, cat), sb = settle(r->blind_dnq, r->tie, cat);
			int sp = settle(r->play_dnq, r->tie, cat);
			s->fixed[c][cat] = (sa > 0 ? wa : sa < 0 ? -one : 0) +
			                   (blind == 0 ? 0 : sb > 0 ? wb : sb < 0 ? -blind : 0);
			s->play[c][cat] = sp > 0 ? wp : sp < 0 ? -one : 0;
		}
	}
	for (int c = 0; ok && c < HAND_NCLASS; c++)
		for (int kind = 0; kind < 2; kind++) {
			const int64_t *f = kind ? s->play[c] : s->fixed[c];
			int64_t *q = kind ? s->lin_play[1][c] : s->lin_fixed[1][c];
			int64_t *n = kind ? s->lin_play[0][c] : s->lin_fixed[0][c];
			/* qualifying: NQ_BELOW nq, Q_BELOW lo - nq, Q_LEVEL level,
			 * Q_ABOVE 990 - lo - level */
			q[0] = (int64_t)HOLDEM_DEALER * f[CAT_Q_ABOVE];
			q[1] = f[CAT_NQ_BELOW] - f[CAT_Q_BELOW];
			q[2] = f[CAT_Q_BELOW] - f[CAT_Q_ABOVE];
			q[3] = f[CAT_Q_LEVEL] - f[CAT_Q_ABOVE];
			/* not: NQ_BELOW lo, NQ_LEVEL level, NQ_ABOVE nq - lo - level,
			 * Q_ABOVE 990 - nq */
			n[0] = (int64_t)HOLDEM_DEALER * f[CAT_Q_ABOVE];
			n[1] = f[CAT_NQ_ABOVE] - f[CAT_Q_ABOVE];
			n[2] = f[CAT_NQ_BELOW] - f[CAT_NQ_ABOVE];
			n[3] = f[CAT_NQ_LEVEL] - f[CAT_NQ_ABOVE];
		}
	s->fold = -(one + blind) * (int64_t)HOLDEM_DEALER;
	s->d = ok ? mpz_get_si(d) : 0;
	mpz_clear(d);
	mpq_clear(t);
	return ok;
}

int holdem_setup_alt(holdem_setup *s, const holdem_rules *alt)
{
	holdem_setup *t = pp_xmalloc(sizeof(*t));
	const holdem_rules *r = s->r;
	int ok = r->separate && alt->separate && holdem_setup_of(t, alt) && t->d == s->d &&
	         t->fold == s->fold && t->qual == s->qual &&
	         memcmp(t->lin_play, s->lin_play, sizeof(t->lin_play)) == 0 &&
	         alt->npre == r->npre && alt->pre[0] == r->pre[0] && alt->flop == r->flop &&
	         alt->turn == r->turn && alt->river == r->river;
	if (ok) {
		memcpy(s->lin_fixed_alt, t->lin_fixed, sizeof(s->lin_fixed_alt));
		s->alt = 1;
	}
	free(t);
	return ok;
}

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
		c->s[(f & 255u) >> 2]++;
		c->s[f >> 10]++;
		c->passed++;
		return;
	}
	unsigned r2 = what / 13, r1 = what % 13;
	uint32_t s1 = bs->ns[r1], s2 = bs->ns[r2], n1 = bs->nr[r1] - s1, n2 = bs->nr[r2] - s2;
	if (r1 == r2) {
		c->n[r1] += n1 - 1 + s1;
		c->s[r1] += n1;
		c->passed += n1 * (n1 - 1) / 2 + n1 * s1;
	} else {
		c->n[r1] += n2 + s2;
		c->s[r1] += n2;
		c->n[r2] += n1 + s1;
		c->s[r2] += n1;
		c->passed += n1 * n2 + n1 * s2 + s1 * n2;
	}
}

/* The hands of one kind of item k: a flush hand {x, y}, or the hands of
 * rank pair r1 <= r2 whose cards are of the flush suit or not as kind
 * says (0: neither, 1: the r2 card only, 2: the r1 card only). */
typedef struct {
	unsigned r1, r2, s1, s2; /* ranks, and whether each card is of the suit */
} hand_kind;

/* The kinds of item k into kind (at most 3); returns how many. */
static inline unsigned kinds_of(hand_kind kind[3], const board_space *bs, uint32_t item)
{
	unsigned what = item & 2047u;
	if (what >= HOLDEM_RANK_PAIRS) {
		unsigned f = bs->flush[what - HOLDEM_RANK_PAIRS];
		kind[0] = (hand_kind){ (f & 255u) >> 2, f >> 10, 1, 1 };
		return 1;
	}
	unsigned r2 = what / 13, r1 = what % 13, n = 0;
	unsigned n1 = bs->nr[r1] - bs->ns[r1], n2 = bs->nr[r2] - bs->ns[r2];
	if (r1 == r2 ? n1 >= 2 : n1 && n2)
		kind[n++] = (hand_kind){ r1, r2, 0, 0 };
	if (n1 && bs->ns[r2])
		kind[n++] = (hand_kind){ r1, r2, 0, 1 };
	if (r1 != r2 && bs->ns[r1] && n2)
		kind[n++] = (hand_kind){ r1, r2, 1, 0 };
	return n;
}

/* The count of c held by a card of rank r, of the flush suit or not. */
static inline uint32_t held_by(const rank_counts *c, unsigned r, unsigned in_suit)
{
	return in_suit ? c->s[r] : c->n[r];
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

/* A board on which a flush needs both of a hand's cards (need 2) or is
 * impossible (3): the n items of bs->item in value order.  The counts of
 * sweep_hands by card are then the same for every card of a rank but the
 * one of the flush suit (rank_counts), so every hand of a kind (hand_kind)
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
		/* the hands below each kind of the group: bs->lo[3 k + j] */
		for (unsigned k = i; k < end; k++) {
			hand_kind kind[3];
			unsigned nk = kinds_of(kind, bs, item[k]);
			for (unsigned j = 0; j < nk; j++)
				bs->lo[3 * k + j] = held.passed - held_by(&held, kind[j].r1, kind[j].s1) -
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
			hand_kind kind[3];
			unsigned nk = kinds_of(kind, bs, item[k]);
			for (unsigned j = 0; j < nk; j++) {
				const hand_kind *h = &kind[j];
				int64_t lo = bs->lo[3 * k + j];
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
	if (bs->need >= 2) {
		/* the pair of the turn and river cards, when neither is of the
		 * flush suit (~0u: none) */
		unsigned t = board[3] >> 2, u = board[4] >> 2;
		unsigned tu_what = t > u ? pool_index(u, t) : pool_index(t, u);
		if (bs->need == 2 && ((board[3] & 3u) == bs->suit || (board[4] & 3u) == bs->suit))
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

int holdem_flop_sums(int64_t fixed[1326], int64_t play[1326], int64_t river_best[1326],
                     int64_t *d, const holdem_rules *r, const uint8_t flop[3])
{
	holdem_setup s;
	if (!holdem_setup_of(&s, r))
		return 0;
	board_space *bs = pp_xmalloc(sizeof(*bs));
	flop_sums *fs = pp_xmalloc(sizeof(*fs));
	holdem_sum_flop(&s, bs, fs, flop);
	memcpy(fixed, fs->fixed, sizeof(fs->fixed));
	memcpy(play, fs->play, sizeof(fs->play));
	memcpy(river_best, fs->river, sizeof(fs->river));
	*d = s.d;
	free(fs);
	free(bs);
	return 1;
}

int holdem_flop_turn_sums(int64_t turn_best[1326], uint32_t turn_raised[1326], int64_t *d,
                          const holdem_rules *r, const uint8_t flop[3])
{
	holdem_setup s;
	if (!r->turn || !holdem_setup_of(&s, r))
		return 0;
	board_space *bs = pp_xmalloc(sizeof(*bs));
	flop_sums *fs = pp_xmalloc(sizeof(*fs));
	holdem_sum_flop(&s, bs, fs, flop);
	memcpy(turn_best, fs->turn_best, sizeof(fs->turn_best));
	memcpy(turn_raised, fs->turn_raised, sizeof(fs->turn_raised));
	*d = s.d;
	free(fs);
	free(bs);
	return 1;
}
