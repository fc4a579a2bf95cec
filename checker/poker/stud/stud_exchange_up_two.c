/* SPDX-License-Identifier: Apache-2.0 */
/* stud_exchange_up_two.c - an exchange of two cards at once, weighed
 * against the best of keeping and the one-card exchange with one dealer
 * card seen (seed 000's casino five-card poker: "dokupovat najednou i dvě
 * karty" for two antes).  Its exact value needs, for every final hand, the
 * dealer hands that miss both cards discarded, which the walk does not
 * count; an upper bound of it does not, and where the bound is not above
 * the best of the other choices the exchange is never better there.
 *
 * The bound.  Discarding the pair {s, t} from the dealt hand P keeps K = P
 * - s - t and draws two cards Y from the 46 the player has not seen; the
 * dealer's four hidden cards come from the 44 left, so the final hand H =
 * K + Y meets the C(44,4) dealer hands of the up card u that miss H, s and
 * t.  With f a dealer hand's settlement of a raise on H, and A the 46
 * cards outside H and u:
 *   sum over hands missing s and t = R(s) + R(t) - T + sum over hands
 *   holding both,
 * where R(l) is the walk's raise value of H with the card l dead (the
 * hands of A missing l), T the sum over all hands of A (= the sum of R
 * over the 46 lanes / 42), and a hand holding s and t is one of C(44,2) =
 * 946, each settling at most the largest coefficient of H's row.  So
 *   42 x that sum <= 84 max_l R(l) - 42 T + 42 x 946 x max coefficient,
 * a bound of H alone, whatever the pair.  Its gain over folding (clamped
 * at 0: folding is always allowed), summed over the 1,035 pairs Y that
 * miss s and t, is by inclusion-exclusion
 *   S3(K) - S4(K + s) - S4(K + t) + bound(P),
 * S4 the sum over a four-card set's 47 completions and S3 over a triple's
 * pairs of completions: two tables per up card, built once after the walk.
 * The exchange is never better for (P, u, {s, t}) when that sum over
 * 1,035 C(44,4), less the price, is at most the best gain of keeping and
 * of the one-card exchange: the largest excess of the sum over that best,
 * over every situation, is the least price that proves it never better
 * (two_bound); all integers (s128), exact.  Tested against
 * the exact value of the two-card exchange by brute force
 * (test_stud_exchange_up.c). */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "poker/stud/stud_exchange_up_impl.h"
#include "util.h"

#define TWO_DEALER44 135751     /* C(44,4) */
#define TWO_BOTH 946            /* C(44,2): dealer hands holding both discards */
#define TWO_DRAWS 1035          /* C(46,2) */

void stud_up_two_bound(stud_up_worker *me, const uint8_t c[5], uint32_t id,
                       const int64_t *const *row, const int64_t (*r)[STUD_UP_LANES],
                       const int64_t *keep)
{
	const stud_up_work *w = me->w;
	for (size_t k = 0; k < w->n; k++) {
		int64_t max_r = INT64_MIN, max_pay = INT64_MIN;
		for (uint8_t l = 0; l < STUD_UP_LANES; l++)
			if (l != me->u && l != c[0] && l != c[1] && l != c[2] && l != c[3] &&
			    l != c[4] && r[k][l] > max_r)
				max_r = r[k][l];
		for (int cat = 0; cat < STUD_CAT_N; cat++)
			if (row[k][cat] > max_pay)
				max_pay = row[k][cat];
		/* 42 (bound - fold x C(44,4)), fold being -den per hand */
		int64_t b = 84 * max_r - keep[k] + 42 * TWO_BOTH * max_pay +
		            42 * w->rules[k].den * (int64_t)TWO_DEALER44;
		me->two[k][id] = b > 0 ? (uint64_t)b : 0;
	}
}

/* The n cards c (ascending) with x inserted, into out (n + 1 cards). */
static void insert(uint8_t *out, const uint8_t *c, unsigned n, uint8_t x)
{
	unsigned i = 0, j = 0;
	while (i < n && c[i] < x)
		out[j++] = c[i++];
	out[j++] = x;
	while (i < n)
		out[j++] = c[i++];
}

void stud_up_two_tables(stud_up_worker *me)
{
	const stud_up_work *w = me->w;
	const stud_up_sym *sym = w->sym;
	const uint8_t u = me->u;
	uint8_t *done = pp_xcalloc(sym->nclasses4, 1);
	uint8_t q[4], t[3], five[5], four[4];
	/* S4: one four-card set per class, its completions' bounds */
	for (q[3] = 3; q[3] < 52; q[3]++)
		for (q[2] = 2; q[2] < q[3]; q[2]++)
			for (q[1] = 1; q[1] < q[2]; q[1]++)
				for (q[0] = 0; q[0] < q[1]; q[0]++) {
					if (q[0] == u || q[1] == u || q[2] == u || q[3] == u)
						continue;
					uint32_t cls = sym->id4[stud_up_index4(q)];
					if (done[cls])
						continue;
					done[cls] = 1;
					uint64_t sum[STUD_MAX_SET] = { 0 };
					for (uint8_t y = 0; y < 52; y++) {
						if (y == u || y == q[0] || y == q[1] || y == q[2] || y == q[3])
							continue;
						insert(five, q, 4, y);
						uint32_t id = stud_up_class_id(sym, five);
						for (size_t k = 0; k < w->n; k++)
							sum[k] += me->two[k][id];
					}
					for (size_t k = 0; k < w->n; k++)
						me->two4[k][cls] = sum[k];
				}
	free(done);
	/* S3: every triple without u, half the sum over its completions' S4
	 * (each pair of completions counted from both its cards) */
	for (t[2] = 2; t[2] < 52; t[2]++)
		for (t[1] = 1; t[1] < t[2]; t[1]++)
			for (t[0] = 0; t[0] < t[1]; t[0]++) {
				if (t[0] == u || t[1] == u || t[2] == u)
					continue;
				s128 sum[STUD_MAX_SET] = { 0 };
				for (uint8_t x = 0; x < 52; x++) {
					if (x == u || x == t[0] || x == t[1] || x == t[2])
						continue;
					insert(four, t, 3, x);
					uint32_t cls = sym->id4[stud_up_index4(four)];
					for (size_t k = 0; k < w->n; k++)
						sum[k] += me->two4[k][cls];
				}
				for (size_t k = 0; k < w->n; k++)
					me->two3[k][stud_up_index3(t[0], t[1], t[2])] = sum[k] / 2;
			}
}

s128 stud_up_two_unit(void)
{
	return (s128)TWO_DRAWS * 42 * TWO_DEALER44 * STUD_UP_UNIT;
}

s128 stud_up_two_check(const stud_up_worker *me, size_t k, const uint8_t c[5], s128 best,
                       mpq_t (*bound)[5])
{
	const stud_up_work *w = me->w;
	const stud_up_sym *sym = w->sym;
	const s128 per = (s128)TWO_DRAWS * 42 * TWO_DEALER44; /* the bound sums' unit, over den */
	uint32_t cls4[5];
	for (int i = 0; i < 5; i++) {
		uint8_t k0[4];
		for (int j = 0, m = 0; j < 5; j++)
			if (j != i)
				k0[m++] = c[j];
		cls4[i] = sym->id4[stud_up_index4(k0)];
	}
	uint64_t own = me->two[k][stud_up_class_id(sym, c)];
	s128 most = 0;
	for (int i = 0; i < 5; i++)
		for (int j = i + 1; j < 5; j++) {
			uint8_t t[3];
			for (int m = 0, n = 0; m < 5; m++)
				if (m != i && m != j)
					t[n++] = c[m];
			/* K + c[i] leaves out c[j]: its class is cls4[j] */
			s128 sum = me->two3[k][stud_up_index3(t[0], t[1], t[2])] -
			           (s128)me->two4[k][cls4[j]] - (s128)me->two4[k][cls4[i]] + (s128)own;
			s128 excess = sum * STUD_UP_UNIT - best * per;
			if ((i == 0 && j == 1) || excess > most)
				most = excess;
			if (bound) {
				mpq_t q, d;
				mpq_inits(q, d, NULL);
				poker_q_from_s128(bound[i][j], sum);
				poker_q_from_s128(d, per * w->rules[k].den);
				mpq_div(bound[i][j], bound[i][j], d);
				mpq_set_si(q, 1, 1);
				mpq_sub(bound[i][j], bound[i][j], q);
				mpq_clears(q, d, NULL);
			}
		}
	return most;
}
