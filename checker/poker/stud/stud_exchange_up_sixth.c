/* SPDX-License-Identifier: Apache-2.0 */
/* stud_exchange_up_sixth.c - the sixth card in the engine with one dealer
 * card seen (stud_sixth_up_return): the walk of stud_exchange_up.c hands
 * each final hand p, a class representative without the up card u, with
 * its dealer counts for every dead card l; here p and l make the six-card
 * hand p + l when p is a best five of it, valued as the walk values a
 * final hand (the Bet paying the six cards' second combination,
 * stud_second_class6), and its gain over folding is added to the sums of
 * the six five-card hands it holds: a dealt hand's sum is then that of
 * its 46 sixth cards.
 *
 * Counting each six-card hand once.  The walk gives one representative
 * per class under the permutations of suits 1..3 (which keep u), so p's
 * images are walked here: one permutation per distinct image, every lane.
 * A six-card hand whose best five is not unique (two cards of one rank,
 * either left out) is taken from the five that leaves out its lowest
 * card.  Only the five-card hands that are class representatives keep a
 * sum (the dealt hands are read by class).  Exact integers throughout, in
 * the walk's units. */
#include "poker/stud/stud_exchange_up_impl.h"

/* The distinct images of the hand c under the permutations of suits 1..3:
 * one permutation per image into perm; returns how many. */
static unsigned images(uint8_t perm[6], const uint8_t c[5])
{
	uint32_t seen[6];
	unsigned n = 0;
	for (unsigned p = 0; p < 6; p++) {
		uint8_t m[5];
		for (int i = 0; i < 5; i++)
			m[i] = stud_up_map(c[i], p);
		stud_exchange_sort5(m);
		uint32_t idx = stud_exchange_index5(m);
		unsigned j = 0;
		while (j < n && seen[j] != idx)
			j++;
		if (j == n) {
			seen[n] = idx;
			perm[n++] = (uint8_t)p;
		}
	}
	return n;
}

/* The six-card hand s (ascending) adds gain g[k] to each of its five-card
 * hands that is a class representative: that hand's sums of the 46 sixth
 * cards.  The colex index of s without s[x] is the sum of C(s[j], j + 1)
 * below x and C(s[j], j) above. */
static void add_six(stud_up_worker *me, const uint8_t s[6], const uint64_t *g)
{
	const stud_up_work *w = me->w;
	uint32_t below = 0, above = 0;
	for (int j = 1; j < 6; j++)
		above += stud_binom[s[j]][j];
	for (int x = 0; x < 6; x++) {
		uint32_t idx = below + above;
		if (x < 5) {
			below += stud_binom[s[x]][x + 1];
			above -= stud_binom[s[x + 1]][x + 1];
		}
		if (!w->sym->rep5[idx])
			continue;
		uint32_t id = w->sym->id5[idx];
		for (size_t k = 0; k < w->n; k++)
			me->six[k][id] += g[k] + (g[k] ? STUD_UP_RAISE_ONE : 0);
		if (me->six_n)
			me->six_n[id]++;
	}
}

/* A sixth card: for each dead card l of the final hand p (value v, class
 * cls; cat[l] its dealer categories) such that p is a best five of the
 * six cards p + l, the gain over folding of those six cards (the Bet
 * paying their second combination) into the sums of their five-card
 * hands, for p and each of its images under the permutations of suits
 * 1..3.  Each six-card hand is counted once: from the best five that
 * leaves out the lowest card (two best fives leave out two cards of one
 * rank). */
void stud_up_sixth_gains(stud_up_worker *me, const uint8_t c[5], hand_value v, hand_class cls,
                         const uint32_t (*cat)[STUD_CAT_N])
{
	const stud_up_work *w = me->w;
	uint8_t perm[6];
	unsigned nimg = images(perm, c);
	/* the four cards left when c[i] is replaced: for l at place a
	 * among them, the colex index of the five is below[a] + C(l, a + 1)
	 * + above[a] */
	struct {
		uint32_t below[5], above[5];
	} quad[5];
	for (int i = 0; i < 5; i++) {
		uint8_t q[4];
		for (int j = 0, m = 0; j < 5; j++)
			if (j != i)
				q[m++] = c[j];
		quad[i].below[0] = 0;
		quad[i].above[4] = 0;
		for (int a = 0; a < 4; a++) {
			quad[i].below[a + 1] = quad[i].below[a] + stud_binom[q[a]][a + 1];
			quad[i].above[3 - a] = quad[i].above[4 - a] + stud_binom[q[3 - a]][5 - a];
		}
	}
	for (uint8_t l = 0; l < STUD_UP_LANES; l++) {
		if (l == me->u || l == c[0] || l == c[1] || l == c[2] || l == c[3] ||
		    l == c[4])
			continue;
		unsigned tie = 0, under = 0; /* the hand's cards below l */
		while (under < 5 && c[under] < l)
			under++;
		int beaten = 0;
		for (unsigned i = 0; i < 5 && !beaten; i++) {
			unsigned at = under - (i < under); /* l's place among the four others */
			hand_value fv = w->sh->value_of[quad[i].below[at] + stud_binom[l][at + 1] +
			                                quad[i].above[at]];
			beaten = fv > v;
			tie |= fv == v ? 1u << i : 0;
		}
		if (beaten)
			continue;
		uint8_t s6[6];
		unsigned dropped = 0;
		for (int i = 0, m = 0, placed = 0; m < 6; m++) {
			if (!placed && (i == 5 || l < c[i])) {
				dropped |= 1u << m;
				s6[m] = l;
				placed = 1;
			} else {
				dropped |= tie & (1u << i) ? 1u << m : 0;
				s6[m] = c[i++];
			}
		}
		uint64_t g[STUD_MAX_SET];
		int any = 0;
		for (size_t k = 0; k < w->n; k++) {
			hand_class sec = stud_second_class6(s6, dropped, cls, w->rules[k].second_of[cls]);
			int64_t gain = stud_up_raise_of(w->rules[k].coef[cls][sec], cat[l]) - w->rules[k].fold45;
			g[k] = gain > 0 ? (uint64_t)gain : 0;
			any |= gain > 0;
		}
		if (!any && !me->six_n)
			continue; /* nothing to add (unless counting) */
		for (unsigned j = 0; j < nimg; j++) {
			uint8_t lj = stud_up_map(l, perm[j]), t[6];
			int least = 1;
			for (int i = 0; i < 5; i++)
				if ((tie & (1u << i)) && stud_up_map(c[i], perm[j]) < lj)
					least = 0;
			if (!least)
				continue;
			for (int m = 0; m < 6; m++)
				t[m] = stud_up_map(s6[m], perm[j]);
			for (int a = 1; a < 6; a++) /* insertion sort of six */
				for (int b = a; b > 0 && t[b - 1] > t[b]; b--) {
					uint8_t x = t[b];
					t[b] = t[b - 1];
					t[b - 1] = x;
				}
			add_six(me, t, g);
		}
	}
}

