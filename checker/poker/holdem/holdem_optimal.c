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
 * its rank alone, and on one holding three or four cards of a suit on its
 * rank and whether it is of that suit (with four, a card of the suit and
 * any other make the same flush: one item per card of the suit), so on
 * every board but those of five cards of a suit the sweep
 * (holdem_sweep.c) goes by rank pair, each kind of hand's counts and
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
