/* SPDX-License-Identifier: Apache-2.0 */
/* lir_engine.c - Let It Ride's exact return under the optimal pull-back
 * strategy.  A bet left to ride is paid on the final hand whatever the
 * other bets did, so each decision stands alone: bet 1 rides on three
 * cards when its expected net over the C(49, 2) completions is positive,
 * bet 2 on four cards over the 48, bet 3 always.  One pass over the
 * 2,598,960 five-card hands adds each hand's scaled payout to its five
 * four-card and ten three-card subsets (integer sums), then every three-
 * and four-card hand keeps the better of riding and pulling back. */
#include <stdlib.h>
#include <string.h>

#include "let_it_ride/lir_engine.h"
#include "poker/eval/hand_counts.h"
#include "util.h"

static const char *const names[LIR_NHAND] = { "nothing", "pair_tens_or_better", "two_pair",
	"three_of_a_kind", "straight", "flush", "full_house", "four_of_a_kind",
	"straight_flush", "royal_flush" };

const char *lir_hand_name(lir_hand h)
{
	return h < LIR_NHAND ? names[h] : "?";
}

/* The class of an evaluator value; the lowest pair of tens is the first
 * one-pair value of a paying pair (one-pair values rise with the pair). */
static lir_hand class_of_value(hand_value v)
{
	static const uint8_t lowest_tens[5] = { 8, 8, 0, 1, 2 };
	switch (hand_class_of(v)) {
	case HAND_ONE_PAIR:
		return v >= hand_value_of_ranks(lowest_tens, 0) ? LIR_PAIR_TENS : LIR_NOTHING;
	case HAND_TWO_PAIR: return LIR_TWO_PAIR;
	case HAND_THREE_OF_A_KIND: return LIR_TRIPS;
	case HAND_STRAIGHT: return LIR_STRAIGHT;
	case HAND_FLUSH: return LIR_FLUSH;
	case HAND_FULL_HOUSE: return LIR_FULL_HOUSE;
	case HAND_FOUR_OF_A_KIND: return LIR_QUADS;
	case HAND_STRAIGHT_FLUSH: return LIR_STRAIGHT_FLUSH;
	case HAND_ROYAL_FLUSH: return LIR_ROYAL_FLUSH;
	default: return LIR_NOTHING;
	}
}

lir_hand lir_hand_of(const uint8_t c[5])
{
	return class_of_value(hand_eval(c, 5));
}

void lir_hand_counts(uint64_t out[LIR_NHAND])
{
	const hand_counts *hc = hand_counts_get(5);
	memset(out, 0, sizeof(uint64_t) * LIR_NHAND);
	for (unsigned v = 0; v < HAND_VALUES; v++)
		out[class_of_value((hand_value)v)] += hc->by_value[v];
}

static const char *const group_names[2][LIR_NGROUP] = {
	{ "a paying pair or three of a kind", "a pair below tens",
	  "three to a straight flush", "", "other three cards" },
	{ "a paying pair or better", "a pair below tens", "four to a flush",
	  "four to a straight", "other four cards" } };

const char *lir_group_name(int group, int cards)
{
	return group_names[cards == 4][group];
}

/* Whether n distinct ranks (a 13-bit mask) fit in five consecutive ranks,
 * the ace also low. */
static int within_five(unsigned mask)
{
	unsigned wheel = mask & (1u << 12) ? ((mask & 0xfffu) << 1) | 1u : mask << 1;
	for (int lo = 0; lo + 5 <= 14; lo++) {
		unsigned win = 0x1fu << lo;
		if (!((mask << 1) & ~win) || !(wheel & ~win))
			return 1;
	}
	return 0;
}

int lir_group_of(const uint8_t *c, int n)
{
	unsigned count[13] = { 0 }, mask = 0, pairs_high = 0, pairs = 0, trips = 0;
	int suited = 1;
	for (int i = 0; i < n; i++) {
		count[c[i] / 4]++;
		mask |= 1u << (c[i] / 4);
		suited &= c[i] % 4 == c[0] % 4;
	}
	for (int r = 0; r < 13; r++) {
		pairs += count[r] >= 2;
		pairs_high += count[r] >= 2 && r >= 8;
		trips += count[r] >= 3;
	}
	if (pairs_high || trips || pairs >= 2)
		return LIR_G_MADE;
	if (pairs)
		return LIR_G_LOW_PAIR;
	if (n == 3)
		return suited && within_five(mask) ? LIR_G_FLUSH_DRAW : LIR_G_OTHER;
	if (suited)
		return LIR_G_FLUSH_DRAW;
	return within_five(mask) ? LIR_G_STRAIGHT_DRAW : LIR_G_OTHER;
}

void lir_result_init(lir_result *r)
{
	memset(r, 0, sizeof(*r));
	for (int i = 0; i < 3; i++)
		mpq_init(r->ev[i]);
	mpq_inits(r->rtp, r->house_edge, r->element_of_risk, NULL);
}

void lir_result_clear(lir_result *r)
{
	for (int i = 0; i < 3; i++)
		mpq_clear(r->ev[i]);
	mpq_clears(r->rtp, r->house_edge, r->element_of_risk, NULL);
}

/* C(n, k) for n < 53, k <= 5. */
typedef uint32_t binom_table[53][6];

static void binom_fill(binom_table binom)
{
	for (int n = 0; n < 53; n++) {
		binom[n][0] = 1;
		for (int k = 1; k < 6; k++)
			binom[n][k] = n == 0 ? 0 : binom[n - 1][k - 1] + binom[n - 1][k];
	}
}

/* The colex index of sorted cards c[0] < ... < c[n-1] among n-card hands. */
static uint32_t colex(binom_table binom, const uint8_t *c, int n)
{
	uint32_t i = 0;
	for (int k = 0; k < n; k++)
		i += binom[c[k]][k + 1];
	return i;
}

/* The scaled payouts: pay[h] * scale as integers (scale the lcm of the
 * denominators); 0 when they do not fit comfortably in 64-bit sums. */
static int scaled(int64_t out[LIR_NHAND], mpz_t scale, mpq_t pay[LIR_NHAND])
{
	mpz_set_ui(scale, 1);
	for (int h = 0; h < LIR_NHAND; h++)
		mpz_lcm(scale, scale, mpq_denref(pay[h]));
	mpz_t v;
	mpz_init(v);
	int ok = 1;
	for (int h = 0; h < LIR_NHAND && ok; h++) {
		mpz_divexact(v, scale, mpq_denref(pay[h]));
		mpz_mul(v, v, mpq_numref(pay[h]));
		/* |sum| <= 10 * C(52, 5) * |v|: keep |v| within 2^30 */
		ok = mpz_sizeinbase(v, 2) <= 30;
		if (ok)
			out[h] = mpz_get_si(v);
	}
	mpz_clear(v);
	return ok;
}

int lir_optimal(lir_result *res, mpq_t pay[LIR_NHAND])
{
	int64_t sp[LIR_NHAND];
	mpz_t scale;
	mpz_init(scale);
	if (!scaled(sp, scale, pay)) {
		mpz_clear(scale);
		return 0;
	}
	binom_table binom;
	binom_fill(binom);
	int64_t *s4 = pp_xcalloc(LIR_HANDS4, sizeof(*s4));
	int64_t *s3 = pp_xcalloc(LIR_HANDS3, sizeof(*s3));
	int64_t s5 = 0;
	uint8_t c[5];
	for (c[4] = 4; c[4] < 52; c[4]++)
		for (c[3] = 3; c[3] < c[4]; c[3]++)
			for (c[2] = 2; c[2] < c[3]; c[2]++)
				for (c[1] = 1; c[1] < c[2]; c[1]++)
					for (c[0] = 0; c[0] < c[1]; c[0]++) {
						int64_t v = sp[lir_hand_of(c)];
						s5 += v;
						uint8_t sub[4];
						for (int skip = 0; skip < 5; skip++) {
							for (int i = 0, j = 0; i < 5; i++)
								if (i != skip)
									sub[j++] = c[i];
							s4[colex(binom, sub, 4)] += v;
						}
						for (int a = 0; a < 5; a++)
							for (int b = a + 1; b < 5; b++) {
								uint8_t t[3];
								for (int i = 0, j = 0; i < 5; i++)
									if (i != a && i != b)
										t[j++] = c[i];
								s3[colex(binom, t, 3)] += v;
							}
					}
	/* each decision: ride when the sum is positive */
	memset(res->ride, 0, sizeof(res->ride));
	memset(res->seen, 0, sizeof(res->seen));
	int64_t ride3 = 0, ride4 = 0;
	uint64_t n3 = 0, n4 = 0;
	uint8_t h[4];
	for (h[3] = 3; h[3] < 52; h[3]++)
		for (h[2] = 2; h[2] < h[3]; h[2]++)
			for (h[1] = 1; h[1] < h[2]; h[1]++)
				for (h[0] = 0; h[0] < h[1]; h[0]++) {
					int64_t v = s4[colex(binom, h, 4)];
					int g = lir_group_of(h, 4);
					res->seen[1][g]++;
					if (v > 0) {
						ride4 += v;
						res->ride[1][g]++;
						n4++;
					}
				}
	for (h[2] = 2; h[2] < 52; h[2]++)
		for (h[1] = 1; h[1] < h[2]; h[1]++)
			for (h[0] = 0; h[0] < h[1]; h[0]++) {
				int64_t v = s3[colex(binom, h, 3)];
				int g = lir_group_of(h, 3);
				res->seen[0][g]++;
				if (v > 0) {
					ride3 += v;
					res->ride[0][g]++;
					n3++;
				}
			}
	/* per unit: bet 3 over C(52,5); bet 2 over C(52,4) * 48; bet 1 over
	 * C(52,3) * C(49,2); each over the scale */
	const int64_t sums[3] = { ride3, ride4, s5 };
	const unsigned long dens[3] = { LIR_HANDS3 * 1176ul, LIR_HANDS4 * 48ul, LIR_HANDS5 };
	mpq_t t, staked;
	mpq_inits(t, staked, NULL);
	mpq_set_ui(res->rtp, 1, 1);
	for (int b = 0; b < 3; b++) {
		/* |sum| <= C(52, 3) * C(49, 2) * 2^30 < 2^55 */
		mpz_set_si(mpq_numref(res->ev[b]), (long)sums[b]);
		mpz_mul_ui(mpq_denref(res->ev[b]), scale, dens[b]);
		mpq_canonicalize(res->ev[b]);
		mpq_add(res->rtp, res->rtp, res->ev[b]);
	}
	mpq_set_ui(t, 1, 1);
	mpq_sub(res->house_edge, t, res->rtp);
	mpq_set_ui(staked, (unsigned long)n3, LIR_HANDS3);
	mpq_canonicalize(staked);
	mpq_set_ui(t, (unsigned long)n4, LIR_HANDS4);
	mpq_canonicalize(t);
	mpq_add(staked, staked, t);
	mpq_set_ui(t, 1, 1);
	mpq_add(staked, staked, t);
	mpq_div(res->element_of_risk, res->house_edge, staked);
	mpq_clears(t, staked, NULL);
	free(s4);
	free(s3);
	mpz_clear(scale);
	return 1;
}

char *lir_strategy_words(const lir_result *res)
{
	pp_buf b = { 0 };
	for (int k = 0; k < 2; k++) {
		pp_buf_printf(&b, "%safter %d cards let the bet ride on", k ? "; " : "", k + 3);
		int first = 1;
		for (int g = 0; g < LIR_NGROUP; g++) {
			if (!res->seen[k][g])
				continue;
			const char *how = res->ride[k][g] == res->seen[k][g] ? "every hand"
			                  : res->ride[k][g] ? "some hands" : "no hand";
			pp_buf_printf(&b, "%s %s of %s (%llu of %llu)", first ? "" : ",", how,
			              lir_group_name(g, k + 3),
			              (unsigned long long)res->ride[k][g],
			              (unsigned long long)res->seen[k][g]);
			first = 0;
		}
	}
	return b.data;
}
