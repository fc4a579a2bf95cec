/* SPDX-License-Identifier: Apache-2.0 */
/* test_stud_optimal_second.c - the stud engine's per-hand rules
 * (stud_optimal_second.c, stud_raise_evs in stud_optimal.c) against brute
 * force written here, independently: a few player hands, every dealer
 * hand from the other 47 cards (or every one holding a given up card).
 *
 * - Russian poker's second combination (seed 000, 10.10 §4 and table 1):
 *   the plan's five-card examples, and the raise's value with the Bet
 *   paying ace-king on top of a pair, two pair, trips or quads;
 * - the readings of a Bet whose ace-king win the plan leaves open (seed
 *   000's Caribbean stud): lost, returned, paid 1:1.
 * About 4 s: the engine's counters are built once per stud_raise_evs call. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "stud_caribbean.h"
#include "poker/stud/stud_optimal.h"

/* In the instrumented builds (T_BREADTH, helpers.h) the open ace-king
 * readings' brute force does not run: measured at 07236af with gcovr, the
 * lines it runs the Russian raise values' check runs too (7 of the
 * instrumented pass's CPU seconds). */

/* ranks (cards: C(rank, suit), stud_caribbean.h) */
#define A 12
#define K 11
#define Q_RANK 10
#define NO_UP 52

/* The plan's examples on five cards: 55AK8 and AAK96 (one pair with
 * ace-king), AA77K (two pair with ace-king), 222AK and KKKA4 (trips),
 * KKKKA (quads); and hands that hold no second combination on five. */
Test(stud_optimal_second, the_plans_five_card_examples)
{
	const unsigned ak = 1u << HAND_ACE_KING;
	static const struct {
		uint8_t c[5];
		hand_class primary;
		hand_class second;
	} cases[] = {
		{ { C(3, 0), C(3, 1), C(A, 2), C(K, 3), C(6, 0) }, HAND_ONE_PAIR, HAND_ACE_KING },
		{ { C(A, 0), C(A, 1), C(K, 2), C(7, 3), C(4, 0) }, HAND_ONE_PAIR, HAND_ACE_KING },
		{ { C(A, 0), C(A, 1), C(5, 2), C(5, 3), C(K, 0) }, HAND_TWO_PAIR, HAND_ACE_KING },
		{ { C(0, 0), C(0, 1), C(0, 2), C(A, 3), C(K, 0) }, HAND_THREE_OF_A_KIND, HAND_ACE_KING },
		{ { C(K, 0), C(K, 1), C(K, 2), C(A, 3), C(2, 0) }, HAND_THREE_OF_A_KIND, HAND_ACE_KING },
		{ { C(K, 0), C(K, 1), C(K, 2), C(K, 3), C(A, 0) }, HAND_FOUR_OF_A_KIND, HAND_ACE_KING },
		/* aces and kings: ace-king uses no card the two pair does not */
		{ { C(A, 0), C(A, 1), C(K, 2), C(K, 3), C(7, 0) }, HAND_TWO_PAIR, HAND_NCLASS },
		/* aces full of kings: the full house uses all five cards */
		{ { C(A, 0), C(A, 1), C(A, 2), C(K, 3), C(K, 0) }, HAND_FULL_HOUSE, HAND_NCLASS },
		/* an ace-king flush: likewise */
		{ { C(A, 0), C(K, 0), C(8, 0), C(5, 0), C(3, 0) }, HAND_FLUSH, HAND_NCLASS },
		/* a pair without a king */
		{ { C(A, 0), C(A, 1), C(Q_RANK, 2), C(7, 3), C(4, 0) }, HAND_ONE_PAIR, HAND_NCLASS },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		cr_expect_eq(hand_class_of(hand_eval(cases[i].c, 5)), cases[i].primary, "case %zu", i);
		unsigned allowed = ak | 1u << HAND_ONE_PAIR | 1u << HAND_TWO_PAIR | 1u << HAND_STRAIGHT |
		                   1u << HAND_FLUSH | 1u << HAND_FULL_HOUSE | 1u << HAND_STRAIGHT_FLUSH;
		cr_expect_eq(stud_second_class(cases[i].c, cases[i].primary, allowed), cases[i].second,
		             "case %zu", i);
	}
	/* nothing paired with the hand's class: nothing paid */
	cr_expect_eq(stud_second_class(cases[0].c, HAND_ONE_PAIR, 0), HAND_NCLASS);
}

/* The plan's examples with a sixth card (table 1), each with the second
 * combination of the pairs table 1 allows for its class: QQ553 3 (two
 * pair, two pair), J109876 (straight, straight), 987665 (two straights,
 * either six left out), 5432AK (a straight with ace-king), AQ875 and a
 * K, an 8 or (AQJ109) a K of another suit (flush with ace-king, a pair,
 * a straight), AQ8752 of one suit (flush, flush), AAA99K (full house,
 * ace-king), QQQ444 and 9999JJ (full house, either card of the rank left
 * out), J109876 and AKQJ109 of one suit (straight flushes), AKQJ10 with a
 * 9 of another suit or a 3 of its own (royal flush with a straight, a
 * flush), J10987 with an ace of its suit (straight flush, flush). */
Test(stud_optimal_second, the_plans_six_card_examples)
{
	unsigned allowed[HAND_NCLASS];
	t_table1_pairs(allowed);
	static const struct {
		uint8_t c[6];
		hand_class primary, second;
	} cases[] = {
		{ { C(10, 0), C(10, 1), C(3, 2), C(3, 3), C(1, 0), C(1, 1) }, HAND_TWO_PAIR,
		  HAND_TWO_PAIR },
		{ { C(9, 0), C(8, 1), C(7, 2), C(6, 3), C(5, 0), C(4, 1) }, HAND_STRAIGHT,
		  HAND_STRAIGHT },
		{ { C(7, 0), C(6, 1), C(5, 2), C(4, 3), C(4, 0), C(3, 1) }, HAND_STRAIGHT,
		  HAND_STRAIGHT },
		{ { C(3, 0), C(2, 1), C(1, 2), C(0, 3), C(A, 0), C(K, 1) }, HAND_STRAIGHT,
		  HAND_ACE_KING },
		{ { C(A, 0), C(10, 0), C(6, 0), C(5, 0), C(3, 0), C(K, 1) }, HAND_FLUSH,
		  HAND_ACE_KING },
		{ { C(A, 0), C(10, 0), C(6, 0), C(5, 0), C(3, 0), C(6, 1) }, HAND_FLUSH,
		  HAND_ONE_PAIR },
		{ { C(A, 0), C(10, 0), C(9, 0), C(8, 0), C(7, 0), C(K, 1) }, HAND_FLUSH,
		  HAND_STRAIGHT },
		{ { C(A, 0), C(10, 0), C(6, 0), C(5, 0), C(3, 0), C(0, 0) }, HAND_FLUSH, HAND_FLUSH },
		{ { C(A, 0), C(A, 1), C(A, 2), C(7, 3), C(7, 0), C(K, 1) }, HAND_FULL_HOUSE,
		  HAND_ACE_KING },
		{ { C(10, 0), C(10, 1), C(10, 2), C(2, 3), C(2, 0), C(2, 1) }, HAND_FULL_HOUSE,
		  HAND_FULL_HOUSE },
		{ { C(7, 0), C(7, 1), C(7, 2), C(7, 3), C(9, 0), C(9, 1) }, HAND_FOUR_OF_A_KIND,
		  HAND_FULL_HOUSE },
		{ { C(9, 2), C(8, 2), C(7, 2), C(6, 2), C(5, 2), C(4, 2) }, HAND_STRAIGHT_FLUSH,
		  HAND_STRAIGHT_FLUSH },
		{ { C(A, 3), C(K, 3), C(10, 3), C(9, 3), C(8, 3), C(7, 3) }, HAND_ROYAL_FLUSH,
		  HAND_STRAIGHT_FLUSH },
		{ { C(A, 3), C(K, 3), C(10, 3), C(9, 3), C(8, 3), C(7, 0) }, HAND_ROYAL_FLUSH,
		  HAND_STRAIGHT },
		{ { C(A, 3), C(K, 3), C(10, 3), C(9, 3), C(8, 3), C(1, 3) }, HAND_ROYAL_FLUSH,
		  HAND_FLUSH },
		{ { C(9, 1), C(8, 1), C(7, 1), C(6, 1), C(5, 1), C(A, 1) }, HAND_STRAIGHT_FLUSH,
		  HAND_FLUSH },
		/* a pair and ace-king on six cards; nothing to pair with a high card */
		{ { C(4, 0), C(4, 1), C(A, 2), C(K, 3), C(6, 0), C(2, 1) }, HAND_ONE_PAIR,
		  HAND_ACE_KING },
		{ { C(A, 0), C(10, 1), C(8, 2), C(6, 3), C(4, 0), C(2, 1) }, HAND_HIGH_CARD,
		  HAND_NCLASS },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		hand_value best = 0, each[6];
		for (unsigned x = 0; x < 6; x++) { /* the fives, each without one card */
			uint8_t f[5];
			for (unsigned j = 0, m = 0; j < 6; j++)
				if (j != x)
					f[m++] = cases[i].c[j];
			each[x] = hand_eval(f, 5);
			best = each[x] > best ? each[x] : best;
		}
		unsigned dropped = 0;
		for (unsigned x = 0; x < 6; x++)
			dropped |= each[x] == best ? 1u << x : 0;
		hand_class cls = hand_class_of(best);
		cr_expect_eq(cls, cases[i].primary, "case %zu", i);
		cr_expect_eq(stud_second_class6(cases[i].c, dropped, cls, allowed[cls]), cases[i].second,
		             "case %zu", i);
	}
	/* 987665: with only the five that leaves out the first six, the
	 * second straight still holds the other; QQ553 3 leaving out a three
	 * holds two pair (fives and threes) with the other */
	const uint8_t *c = cases[2].c;
	cr_expect_eq(stud_second_class6(c, 1u << 4, HAND_STRAIGHT, allowed[HAND_STRAIGHT]),
	             HAND_STRAIGHT);
	cr_expect_eq(stud_second_class6(cases[0].c, 1u << 5, HAND_TWO_PAIR, 0), HAND_NCLASS);
}

/* The rules the brute force settles: the dealer qualifies with ace-king;
 * not qualified: Ante 1:1, Bet returned; a tie pushes or the player wins
 * it; a win pays the Ante 1:1 and the Bet (two antes) bet[class], plus
 * bet[ace_king] when `russian` and the hand holds ace-king as a second
 * combination: an ace and a king with a pair, two pair (but aces and
 * kings), trips or quads. */
typedef struct {
	long bet[HAND_NCLASS];
	int tie_player_wins, russian;
} brute_rules;

static int rank_count(const uint8_t p[5], unsigned r)
{
	int n = 0;
	for (int i = 0; i < 5; i++)
		n += p[i] / 4 == r;
	return n;
}

static long bet_win(const brute_rules *b, const uint8_t p[5], hand_class c)
{
	long w = b->bet[c];
	int a = rank_count(p, A), k = rank_count(p, K);
	int paired = c == HAND_ONE_PAIR || c == HAND_TWO_PAIR || c == HAND_THREE_OF_A_KIND ||
	             c == HAND_FOUR_OF_A_KIND;
	if (b->russian && paired && a && k && !(c == HAND_TWO_PAIR && a == 2 && k == 2))
		w += b->bet[HAND_ACE_KING];
	return w;
}

/* The raise's expected net win per ante for hand p (up < 52: the dealer
 * holds that card), every dealer hand settled by b. */
static void brute_ev(mpq_t out, const brute_rules *b, const uint8_t p[5], uint8_t up)
{
	uint8_t rest[47];
	unsigned n = 0;
	for (uint8_t c = 0; c < 52; c++)
		if (c != p[0] && c != p[1] && c != p[2] && c != p[3] && c != p[4] && c != up)
			rest[n++] = c;
	hand_value pv = hand_eval(p, 5);
	hand_class pc = hand_class_of(pv);
	long win = 1 + 2 * bet_win(b, p, pc);
	long long sum = 0, count = 0;
	uint8_t d[5];
	unsigned need = up < 52 ? 4 : 5;
	unsigned idx[5];
	for (unsigned i = 0; i < need; i++)
		idx[i] = i;
	for (;;) {
		for (unsigned i = 0; i < need; i++)
			d[i] = rest[idx[i]];
		if (up < 52)
			d[4] = up;
		hand_value dv = hand_eval(d, 5);
		if (hand_class_of(dv) < HAND_ACE_KING)
			sum += 1;
		else if (dv > pv)
			sum -= 3;
		else if (dv < pv || b->tie_player_wins)
			sum += win;
		count++;
		int i = (int)need - 1;
		while (i >= 0 && idx[i] == n - need + (unsigned)i)
			i--;
		if (i < 0)
			break;
		idx[i]++;
		for (unsigned j = (unsigned)i + 1; j < need; j++)
			idx[j] = idx[j - 1] + 1;
	}
	mpq_set_si(out, (long)sum, (unsigned long)count);
	mpq_canonicalize(out);
}

/* The standard rules with b's Bet wins, tie and second combinations. */
static void engine_rules(stud_rules *r, const brute_rules *b)
{
	t_caribbean(r);
	for (int c = 0; c < HAND_NCLASS; c++)
		mpq_set_si(r->bet_win[c], b->bet[c], 1);
	r->tie = b->tie_player_wins ? POKER_MAIN_TIE_PLAYER_WINS : POKER_MAIN_TIE_PUSH;
	if (b->russian)
		for (int c = HAND_ONE_PAIR; c < HAND_NCLASS; c++)
			r->second_of[c] = 1u << HAND_ACE_KING;
}

/* stud_raise_evs against brute_ev for hands (and up cards). */
static void expect_engine_matches(const brute_rules *b, const uint8_t (*hands)[5],
                                  const uint8_t *up, size_t n)
{
	stud_rules r;
	engine_rules(&r, b);
	mpq_t *got = malloc(n * sizeof(*got)), want;
	mpq_init(want);
	for (size_t i = 0; i < n; i++)
		mpq_init(got[i]);
	cr_assert(stud_raise_evs(got, &r, hands, up, n));
	for (size_t i = 0; i < n; i++) {
		brute_ev(want, b, hands[i], up[i]);
		char *g = num_exact(got[i]), *w = num_exact(want);
		cr_expect(mpq_equal(got[i], want), "hand %zu: engine %s, brute force %s", i, g, w);
		free(g);
		free(w);
		mpq_clear(got[i]);
	}
	mpq_clear(want);
	free(got);
	stud_rules_clear(&r);
}

static const brute_rules russian = {
	{ 0, 1, 1, 2, 3, 4, 5, 7, 20, 50, 100 }, 1, 1
};

Test(stud_optimal_second, russian_raise_values_match_brute_force)
{
	static const uint8_t hands[][5] = {
		{ C(3, 0), C(3, 1), C(A, 2), C(K, 3), C(6, 0) },   /* 55AK8: pair + AK */
		{ C(A, 0), C(A, 1), C(K, 2), C(7, 3), C(4, 0) },   /* AAK96: pair + AK */
		{ C(A, 0), C(A, 1), C(K, 2), C(K, 3), C(7, 0) },   /* AAKK9: no second */
		{ C(K, 0), C(K, 1), C(K, 2), C(K, 3), C(A, 0) },   /* KKKKA: quads + AK */
		{ C(A, 0), C(K, 1), C(Q_RANK, 2), C(5, 3), C(1, 0) }, /* AKQ73: ace-king */
		{ C(7, 0), C(7, 1), C(5, 2), C(3, 3), C(1, 1) },   /* 99753: no second */
		{ C(3, 0), C(3, 1), C(A, 2), C(K, 3), C(6, 0) },   /* 55AK8, up card seen */
		{ C(A, 0), C(A, 1), C(5, 2), C(5, 3), C(K, 0) },   /* AA77K, up card seen */
	};
	static const uint8_t up[] = { NO_UP, NO_UP, NO_UP, NO_UP, NO_UP, NO_UP, C(A, 3),
		                          C(5, 0) };
	expect_engine_matches(&russian, hands, up, sizeof(up));
}

/* Caribbean stud as seed 000 states it, the Bet's ace-king win open: the
 * three readings, on ace-king hands and a pair (whose value must not move). */
Test(stud_optimal_second, open_ace_king_readings_match_brute_force, .disabled = T_BREADTH)
{
	static const uint8_t hands[][5] = {
		{ C(A, 0), C(K, 1), C(9, 2), C(6, 3), C(2, 0) },   /* AKJ84 */
		{ C(A, 0), C(K, 1), C(Q_RANK, 2), C(K - 2, 3), C(8, 0) }, /* AKQJ10 offsuit: straight */
		{ C(3, 0), C(3, 1), C(A, 2), C(K, 3), C(6, 0) },   /* 55AK8 */
		{ C(A, 0), C(K, 1), C(9, 2), C(6, 3), C(2, 0) },   /* AKJ84, up card seen */
	};
	static const uint8_t up[] = { NO_UP, NO_UP, NO_UP, C(A, 1) };
	static const long reading[3] = { -1, 0, 1 };
	for (int i = 0; i < 3; i++) {
		brute_rules b = { { 0, 0, 1, 2, 3, 4, 5, 7, 20, 50, 100 }, 0, 0 };
		b.bet[HAND_ACE_KING] = reading[i];
		expect_engine_matches(&b, hands, up, sizeof(up));
	}
}
