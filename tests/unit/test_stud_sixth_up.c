/* SPDX-License-Identifier: Apache-2.0 */
/* test_stud_sixth_up.c - a sixth card bought with one dealer card seen
 * (stud_sixth_up_*, stud_exchange_up*.c), hand by hand: for dealt hands
 * with an ace up, keeping the five and buying each of the 46 sixth cards,
 * against every dealer hand of the up card and four of the cards left,
 * settled here from the rules' words (the best five of the six, the Bet
 * paying a second combination), equal the engine's values exactly.  The
 * engine walks the aces only (a thirteenth of the game).
 *
 * The rules are seed 000's Russian poker (10.10 §4, tables 1-3): the
 * standard payouts, a tie won by the player, the pairs of table 1 as
 * second combinations, a sixth card for one ante.  The second combination
 * itself is tested on the plan's examples in test_stud_optimal_second.c;
 * this brute force takes it from stud_second_class6 and checks what the
 * engine adds up: which fives are best, each six-card hand once, the
 * classes of hands, the counts of dealer hands. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "stud_caribbean.h"
#include "poker/stud/stud_exchange.h"

#define A 12
#define K 11

/* Seed 000's Russian poker rules: the standard ones, a tie won by the
 * player, the Bet paying table 1's second combinations. */
static void russian(stud_rules *r)
{
	t_caribbean(r);
	r->tie = POKER_MAIN_TIE_PLAYER_WINS;
	t_table1_pairs(r->second_of);
}

/* The player's n cards (5 or 6): the best five's value, and the Bet's net
 * multiple on a win (its class's, plus its second combination's). */
static hand_value player_hand(const uint8_t *c, unsigned n, const stud_rules *r, long *bet)
{
	hand_value v = hand_eval(c, 5);
	hand_class sec = HAND_NCLASS;
	if (n == 5) {
		sec = stud_second_class(c, hand_class_of(v), r->second_of[hand_class_of(v)]);
	} else {
		hand_value best = 0, each[6];
		for (unsigned i = 0; i < 6; i++) {
			uint8_t f[5];
			for (unsigned j = 0, m = 0; j < 6; j++)
				if (j != i)
					f[m++] = c[j];
			each[i] = hand_eval(f, 5);
			if (each[i] > best)
				best = each[i];
		}
		unsigned dropped = 0;
		for (unsigned i = 0; i < 6; i++)
			dropped |= each[i] == best ? 1u << i : 0;
		v = best;
		sec = stud_second_class6(c, dropped, hand_class_of(v), r->second_of[hand_class_of(v)]);
	}
	*bet = (long)t_caribbean_bet[hand_class_of(v)] + (sec < HAND_NCLASS ? (long)t_caribbean_bet[sec] : 0);
	return v;
}

/* A raised hand of value v whose Bet wins bet times its stake on a win,
 * against a dealer of value dv, from the words: not qualified, Ante 1:1
 * and the Bet returned; beaten or tied, Ante 1:1 and the Bet (two antes)
 * its multiple; else both lost. */
typedef struct {
	hand_value v;
	long bet;
} raised;

static long settle_raised(hand_value dv, const void *arg)
{
	const raised *h = arg;
	if (hand_class_of(dv) < HAND_ACE_KING)
		return 1;
	return dv <= h->v ? 1 + 2 * h->bet : -3;
}

/* The better of raising and folding on the n cards c against every dealer
 * hand of the up card u and four cards not in c, per ante, as a sum over
 * count dealer hands (into *sum; returns count). */
static long best_of_raise(long *sum, const uint8_t *c, unsigned n, uint8_t u,
                          const stud_rules *r)
{
	raised h;
	h.v = player_hand(c, n, r, &h.bet);
	long count = t_each_up_dealer_hand(sum, c, n, u, 52, settle_raised, &h);
	if (*sum < -count)
		*sum = -count;
	return count;
}

/* Dealt hands (any order), each with an ace up. */
static const struct {
	uint8_t cards[5], up;
} probes[] = {
	/* K 9 6 3 of spades and a deuce: a four-flush */
	{ { C(K, 1), C(7, 1), C(4, 1), C(1, 1), C(0, 2) }, C(A, 0) },
	/* 9 8 7 6 6: two straights when the sixth card is a five or a ten,
	 * and two best fives (either six left out) with the five */
	{ { C(7, 0), C(6, 1), C(5, 2), C(4, 1), C(4, 3) }, C(A, 0) },
	/* 5 5 A K 8: a pair with ace-king, paid twice already */
	{ { C(3, 0), C(3, 1), C(A, 2), C(K, 3), C(6, 0) }, C(A, 1) },
	/* kings and eights in suits 2 and 3, a deuce of the up card's suit:
	 * its own image when suits 2 and 3 swap */
	{ { C(6, 2), C(6, 3), C(K, 2), C(K, 3), C(0, 0) }, C(A, 0) },
	/* Q J 7 4 2 of four suits: nothing */
	{ { C(10, 0), C(9, 1), C(5, 2), C(2, 3), C(0, 1) }, C(A, 2) },
};
#define NPROBES (sizeof(probes) / sizeof(probes[0]))

Test(stud_sixth_up, per_hand_values_match_brute_force)
{
	stud_rules r;
	russian(&r);
	r.up_card = 1;
	stud_exchange_up_probe pr[NPROBES];
	for (size_t i = 0; i < NPROBES; i++) {
		stud_exchange_up_probe_init(&pr[i]);
		memcpy(pr[i].cards, probes[i].cards, 5);
		pr[i].up = probes[i].up;
	}
	mpq_t price, want, buy, t;
	mpq_inits(price, want, buy, t, NULL);
	mpq_set_ui(price, 1, 1);
	stud_exchange_result part;
	stud_exchange_result_init(&part);
	cr_assert(stud_sixth_up_probes(&part, &r, price, 1u << A, pr, NPROBES));
	uint64_t dealt = 0;
	for (int c = 0; c < HAND_NCLASS; c++)
		dealt += part.hands_by_class[c];
	cr_expect_eq(dealt, 4 * 2349060ull); /* 4 C(51,5) */
	/* a partial run counts, for every dealt hand of the rank, the six-card
	 * hands summed into it: 46 each, every one once (a six-card hand with
	 * two best fives, or a hand that is its own image, counted twice or
	 * missed would show here) */
	cr_expect_eq(part.identity_failures, 0);
	cr_expect_gt(part.exchanged, 0); /* some hands buy */
	stud_exchange_result_clear(&part);
	for (size_t h = 0; h < NPROBES; h++) {
		const uint8_t *p = probes[h].cards;
		uint8_t u = probes[h].up;
		long s, n = best_of_raise(&s, p, 5, u, &r);
		mpq_set_si(want, s, (unsigned long)n);
		mpq_canonicalize(want);
		cr_expect(mpq_equal(want, pr[h].keep), "hand %zu keep", h);
		mpq_set_ui(buy, 0, 1);
		for (uint8_t y = 0; y < 52; y++) {
			if (y == u || y == p[0] || y == p[1] || y == p[2] || y == p[3] || y == p[4])
				continue;
			uint8_t six[6];
			memcpy(six, p, 5);
			six[5] = y;
			n = best_of_raise(&s, six, 6, u, &r);
			mpq_set_si(t, s, (unsigned long)n * 46);
			mpq_canonicalize(t);
			mpq_add(buy, buy, t);
		}
		char *g = num_exact(pr[h].buy), *w = num_exact(buy);
		cr_expect(mpq_equal(buy, pr[h].buy), "hand %zu buy: engine %s, brute force %s", h, g, w);
		free(g);
		free(w);
		mpq_sub(t, buy, price);
		int bought = mpq_cmp(t, want) > 0;
		cr_expect_eq(pr[h].bought, bought, "hand %zu bought", h);
		cr_expect(mpq_equal(bought ? t : want, pr[h].best), "hand %zu best", h);
	}
	/* the four-flush buys, the pair with ace-king keeps */
	cr_expect_eq(pr[0].bought, 1);
	cr_expect_eq(pr[2].bought, 0);
	for (size_t i = 0; i < NPROBES; i++)
		stud_exchange_up_probe_clear(&pr[i]);
	mpq_clears(price, want, buy, t, NULL);
	stud_rules_clear(&r);
}
