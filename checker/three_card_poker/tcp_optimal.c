/* SPDX-License-Identifier: Apache-2.0 */
/* tcp_optimal.c - the exact Ante/Play return of three-card poker under the
 * optimal strategy: for every player hand, the dealer hands of the 49
 * cards left counted by outcome (integers), the value of playing against
 * folding compared exactly, the better one kept.  Suit symmetry: a player
 * hand stands for every hand its suits can be renamed into (at most 24),
 * so only one hand per suit pattern is played against the 22,100 dealer
 * hands (those sharing a card skipped); about 1,800 of them, 40 million
 * comparisons. */
#include <stdlib.h>
#include <string.h>

#include "three_card_poker/tcp_hands.h"
#include "util.h"

void tcp_rules_init(tcp_rules *r)
{
	memset(&r->ranking, 0, sizeof(r->ranking));
	r->qual = TCP_QUAL_QUEEN;
	mpq_inits(r->ante_win, r->play_win, NULL);
	for (int h = 0; h < TCP_NHAND; h++)
		mpq_init(r->bonus[h]);
	r->ante_dnq = TCP_DNQ_WINS;
	r->play_dnq = TCP_DNQ_PUSH;
}

void tcp_rules_clear(tcp_rules *r)
{
	mpq_clears(r->ante_win, r->play_win, NULL);
	for (int h = 0; h < TCP_NHAND; h++)
		mpq_clear(r->bonus[h]);
}

void tcp_result_init(tcp_result *res)
{
	memset(res, 0, sizeof(*res));
	mpq_inits(res->rtp, res->house_edge, res->element_of_risk, NULL);
}

void tcp_result_clear(tcp_result *res)
{
	mpq_clears(res->rtp, res->house_edge, res->element_of_risk, NULL);
}

/* Every hand of the deck in index order (c0 < c1 < c2, lexicographic). */
typedef struct {
	uint8_t cards[TCP_HANDS][3];
	uint64_t mask[TCP_HANDS];
	uint32_t value[TCP_HANDS];
	uint8_t qual[TCP_HANDS];
	uint32_t weight[TCP_HANDS]; /* hands a suit pattern stands for, 0 if none */
	unsigned first[52][52];     /* the position of the first hand (a, b, ...) */
} deck3;

/* The position of a sorted hand in deck3 order, from a table of firsts. */
static unsigned hand_index(const deck3 *d, const uint8_t s[3])
{
	return d->first[s[0]][s[1]] + (unsigned)(s[2] - s[1] - 1);
}

static void sort3(uint8_t s[3])
{
	for (int i = 0; i < 3; i++)
		for (int j = i + 1; j < 3; j++)
			if (s[j] < s[i]) {
				uint8_t t = s[i];
				s[i] = s[j];
				s[j] = t;
			}
}

/* Fills d: each hand's value, qualification and, for the first hand (in
 * deck order) of each suit pattern, how many hands share its pattern. */
static void deck3_fill(deck3 *d, const tcp_rules *r)
{
	static const uint8_t perms[24][4] = {
		{0,1,2,3},{0,1,3,2},{0,2,1,3},{0,2,3,1},{0,3,1,2},{0,3,2,1},
		{1,0,2,3},{1,0,3,2},{1,2,0,3},{1,2,3,0},{1,3,0,2},{1,3,2,0},
		{2,0,1,3},{2,0,3,1},{2,1,0,3},{2,1,3,0},{2,3,0,1},{2,3,1,0},
		{3,0,1,2},{3,0,2,1},{3,1,0,2},{3,1,2,0},{3,2,0,1},{3,2,1,0} };
	unsigned n = 0;
	for (uint8_t a = 0; a < 52; a++)
		for (uint8_t b = (uint8_t)(a + 1); b < 52; b++) {
			d->first[a][b] = n;
			for (uint8_t c = (uint8_t)(b + 1); c < 52; c++, n++) {
				d->cards[n][0] = a;
				d->cards[n][1] = b;
				d->cards[n][2] = c;
				d->mask[n] = 1ull << a | 1ull << b | 1ull << c;
				d->value[n] = tcp_value(d->cards[n], &r->ranking);
				d->qual[n] = (uint8_t)tcp_qualifies(d->value[n], r->qual, &r->ranking);
				d->weight[n] = 0;
			}
		}
	for (unsigned h = 0; h < TCP_HANDS; h++) {
		unsigned canon = h;
		for (int p = 1; p < 24; p++) {
			uint8_t s[3];
			for (int i = 0; i < 3; i++)
				s[i] = (uint8_t)(d->cards[h][i] / 4 * 4 + perms[p][d->cards[h][i] % 4]);
			sort3(s);
			unsigned k = hand_index(d, s);
			if (k < canon)
				canon = k;
		}
		d->weight[canon]++;
	}
}

/* The value of playing hand p, in units of one ante per dealer hand:
 * sum over the dealer hands of the net result of Ante, Play and bonus. */
static void play_value(mpq_t out, const uint64_t n[4], tcp_hand klass, const tcp_rules *r)
{
	mpq_t t;
	mpq_init(t);
	mpq_set_ui(out, 0, 1);
	/* the dealer does not qualify */
	const tcp_dnq dnq[2] = { r->ante_dnq, r->play_dnq };
	mpq_srcptr win[2] = { r->ante_win, r->play_win };
	for (int b = 0; b < 2; b++) {
		if (dnq[b] == TCP_DNQ_WINS)
			mpq_set(t, win[b]);
		else
			mpq_set_si(t, dnq[b] == TCP_DNQ_LOSES ? -1 : 0, 1);
		mpq_t k;
		mpq_init(k);
		mpq_set_ui(k, (unsigned long)n[0], 1);
		mpq_mul(k, k, t);
		mpq_add(out, out, k);
		/* qualified: the player wins, ties (push) or loses */
		mpq_set_ui(k, (unsigned long)n[1], 1);
		mpq_mul(k, k, win[b]);
		mpq_add(out, out, k);
		mpq_set_si(k, -(long)n[3], 1);
		mpq_add(out, out, k);
		mpq_clear(k);
	}
	mpq_set_ui(t, TCP_DEALER_HANDS, 1);
	mpq_mul(t, t, r->bonus[klass]);
	mpq_add(out, out, t);
	mpq_clear(t);
}

/* Whether hand a's ranks (high first) are at least b's, as high cards. */
static int ranks_at_least(const unsigned a[3], const uint8_t b[3])
{
	for (int i = 0; i < 3; i++)
		if (a[i] != b[i])
			return a[i] > b[i];
	return 1;
}

static void high_first(const uint8_t c[3], unsigned rk[3])
{
	uint8_t s[3] = { c[0], c[1], c[2] };
	sort3(s);
	for (int i = 0; i < 3; i++)
		rk[i] = s[2 - i] / 4u;
}

void tcp_optimal(tcp_result *res, const tcp_rules *r)
{
	deck3 *d = pp_xmalloc(sizeof(*d));
	deck3_fill(d, r);
	uint8_t *plays = pp_xcalloc(TCP_HANDS, 1);
	mpq_t total, v, fold, staked, t;
	mpq_inits(total, v, fold, staked, t, NULL);
	mpq_set_si(fold, -(long)TCP_DEALER_HANDS, 1);
	memset(res->played_by_class, 0, sizeof(res->played_by_class));
	memset(res->by_class, 0, sizeof(res->by_class));
	res->played = 0;
	/* the weakest high-card hand played, ranks high first */
	uint8_t weakest[3] = { 15, 15, 15 };
	for (unsigned p = 0; p < TCP_HANDS; p++) {
		if (!d->weight[p])
			continue;
		uint64_t n[4] = { 0, 0, 0, 0 };
		const uint64_t pm = d->mask[p];
		const uint32_t pv = d->value[p];
		for (unsigned q = 0; q < TCP_HANDS; q++) {
			if (d->mask[q] & pm)
				continue;
			if (!d->qual[q])
				n[0]++;
			else
				n[pv > d->value[q] ? 1 : pv == d->value[q] ? 2 : 3]++;
		}
		tcp_hand klass = tcp_hand_of(d->cards[p], &r->ranking);
		play_value(v, n, klass, r);
		int play = mpq_cmp(v, fold) > 0;
		mpq_set_ui(t, d->weight[p], 1);
		mpq_mul(t, t, play ? v : fold);
		mpq_add(total, total, t);
		res->by_class[klass] += d->weight[p];
		if (play) {
			plays[p] = 1;
			res->played += d->weight[p];
			res->played_by_class[klass] += d->weight[p];
			mpq_set_ui(t, (unsigned long)d->weight[p] * 2, 1);
		} else {
			mpq_set_ui(t, d->weight[p], 1);
		}
		mpq_add(staked, staked, t);
		unsigned rk[3];
		high_first(d->cards[p], rk);
		if (play && klass == TCP_HIGH_CARD &&
		    (weakest[0] == 15 || !ranks_at_least(rk, weakest)))
			for (int i = 0; i < 3; i++)
				weakest[i] = (uint8_t)rk[i];
	}
	/* The threshold rule: high-card hands from the weakest played up are
	 * played, others folded, every better class played.  Count the hands
	 * (weighted) it gets wrong. */
	res->exceptions = 0;
	for (unsigned p = 0; p < TCP_HANDS; p++) {
		if (!d->weight[p])
			continue;
		tcp_hand klass = tcp_hand_of(d->cards[p], &r->ranking);
		unsigned rk[3];
		high_first(d->cards[p], rk);
		int rule = klass != TCP_HIGH_CARD ||
		           (weakest[0] != 15 && ranks_at_least(rk, weakest));
		if (rule != plays[p])
			res->exceptions += d->weight[p];
	}
	memcpy(res->threshold, weakest, 3);
	res->threshold_ok = res->exceptions == 0;
	/* per ante: total / (hands x dealer hands) */
	mpq_set_ui(t, TCP_HANDS, 1);
	mpq_set_ui(v, TCP_DEALER_HANDS, 1);
	mpq_mul(t, t, v);
	mpq_div(total, total, t);
	mpq_neg(res->house_edge, total);
	mpq_set_ui(res->rtp, 1, 1);
	mpq_add(res->rtp, res->rtp, total);
	/* element of risk: expected loss over the average stake in antes */
	mpq_set_ui(t, TCP_HANDS, 1);
	mpq_div(staked, staked, t);
	mpq_div(res->element_of_risk, res->house_edge, staked);
	mpq_clears(total, v, fold, staked, t, NULL);
	free(plays);
	free(d);
}

char *tcp_strategy_words(const tcp_result *res)
{
	static const char rank_char[] = "23456789TJQKA";
	pp_buf b = { 0 };
	if (res->threshold[0] == 15)
		pp_buf_printf(&b, "play a pair or better, fold every high-card hand");
	else
		pp_buf_printf(&b, "play %c-%c-%c or better, fold lower high-card hands",
		              rank_char[res->threshold[0]], rank_char[res->threshold[1]],
		              rank_char[res->threshold[2]]);
	if (res->threshold_ok)
		pp_buf_printf(&b, " (exact for every hand: %llu of %u hands played)",
		              (unsigned long long)res->played, TCP_HANDS);
	else
		pp_buf_printf(&b, " (%llu hands decide otherwise by their suits; %llu of %u "
		              "played)", (unsigned long long)res->exceptions,
		              (unsigned long long)res->played, TCP_HANDS);
	return b.data;
}
