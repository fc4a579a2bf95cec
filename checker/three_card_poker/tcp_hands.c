/* SPDX-License-Identifier: Apache-2.0 */
/* tcp_hands.c - three-card hands: names, classes, comparable values under
 * the plan's ranking, the dealer's qualification, and exact counts. */
#include <string.h>

#include "three_card_poker/tcp_hands.h"

static const char *const hand_names[TCP_NHAND] = { "high_card", "pair", "flush",
	"straight", "three_of_a_kind", "straight_flush", "mini_royal" };
static const char *const qual_names[TCP_NQUAL] = { "jack_high", "queen_high", "king_high",
	"ace_high", "pair", "always" };

const char *tcp_hand_name(tcp_hand h)
{
	return h < TCP_NHAND ? hand_names[h] : "?";
}

tcp_hand tcp_hand_find(const char *name)
{
	for (int h = 0; h < TCP_NHAND; h++)
		if (strcmp(hand_names[h], name) == 0)
			return (tcp_hand)h;
	return TCP_NHAND;
}

const char *tcp_qual_name(tcp_qual q)
{
	return q < TCP_NQUAL ? qual_names[q] : "?";
}

tcp_qual tcp_qual_find(const char *name)
{
	for (int q = 0; q < TCP_NQUAL; q++)
		if (strcmp(qual_names[q], name) == 0)
			return (tcp_qual)q;
	return TCP_NQUAL;
}

unsigned tcp_class_rank(tcp_hand h, const tcp_ranking *r)
{
	switch (h) {
	case TCP_HIGH_CARD: return 0;
	case TCP_PAIR: return 1;
	case TCP_FLUSH: return r->straight_beats_flush ? 2 : 3;
	case TCP_STRAIGHT: return r->straight_beats_flush ? 3 : 2;
	case TCP_TRIPS: return 4;
	default: return 5;
	}
}

/* The ranks of c, highest first. */
static void ranks_desc(const uint8_t c[3], unsigned rk[3])
{
	for (int i = 0; i < 3; i++)
		rk[i] = c[i] / 4u;
	for (int i = 0; i < 3; i++)
		for (int j = i + 1; j < 3; j++)
			if (rk[j] > rk[i]) {
				unsigned t = rk[i];
				rk[i] = rk[j];
				rk[j] = t;
			}
}

/* The class of c and the value's tie-break part in *tie. */
static tcp_hand classify(const uint8_t c[3], const tcp_ranking *r, unsigned *tie)
{
	unsigned rk[3];
	ranks_desc(c, rk);
	int suited = c[0] % 4 == c[1] % 4 && c[1] % 4 == c[2] % 4;
	if (rk[0] == rk[2]) {
		*tie = rk[0];
		return TCP_TRIPS;
	}
	if (rk[0] == rk[1] || rk[1] == rk[2]) {
		unsigned pair = rk[1], kicker = rk[0] == rk[1] ? rk[2] : rk[0];
		*tie = pair << 4 | kicker;
		return TCP_PAIR;
	}
	int top = -1;
	if (rk[0] == rk[2] + 2)
		top = (int)rk[0];
	else if (r->ace_two_three && rk[0] == 12 && rk[1] == 1 && rk[2] == 0)
		top = 1; /* A-2-3: the lowest straight, three high */
	if (top >= 0) {
		*tie = (unsigned)top;
		if (!suited)
			return TCP_STRAIGHT;
		return top == 12 ? TCP_MINI_ROYAL : TCP_STRAIGHT_FLUSH;
	}
	*tie = rk[0] << 8 | rk[1] << 4 | rk[2];
	return suited ? TCP_FLUSH : TCP_HIGH_CARD;
}

tcp_hand tcp_hand_of(const uint8_t c[3], const tcp_ranking *r)
{
	unsigned tie;
	return classify(c, r, &tie);
}

uint32_t tcp_value(const uint8_t c[3], const tcp_ranking *r)
{
	unsigned tie;
	tcp_hand h = classify(c, r, &tie);
	return (uint32_t)tcp_class_rank(h, r) << 12 | tie;
}

int tcp_qualifies(uint32_t v, tcp_qual q, const tcp_ranking *r)
{
	unsigned klass = v >> 12;
	(void)r;
	if (q == TCP_QUAL_ALWAYS || klass >= 1)
		return 1;
	if (q == TCP_QUAL_PAIR)
		return 0;
	unsigned top = (v >> 8) & 15u; /* a high-card hand's highest rank */
	return top >= 9u + (unsigned)q; /* jack is rank 9 */
}

void tcp_hand_counts(uint64_t out[TCP_NHAND], const tcp_ranking *r)
{
	memset(out, 0, sizeof(uint64_t) * TCP_NHAND);
	uint8_t c[3];
	for (c[0] = 0; c[0] < 52; c[0]++)
		for (c[1] = (uint8_t)(c[0] + 1); c[1] < 52; c[1]++)
			for (c[2] = (uint8_t)(c[1] + 1); c[2] < 52; c[2]++)
				out[tcp_hand_of(c, r)]++;
}

void tcp_versus(const uint8_t p[3], const tcp_ranking *r, tcp_qual q, uint64_t out[4])
{
	memset(out, 0, sizeof(uint64_t) * 4);
	uint64_t used = 1ull << p[0] | 1ull << p[1] | 1ull << p[2];
	uint32_t pv = tcp_value(p, r);
	uint8_t d[3];
	for (d[0] = 0; d[0] < 52; d[0]++)
		for (d[1] = (uint8_t)(d[0] + 1); d[1] < 52; d[1]++)
			for (d[2] = (uint8_t)(d[1] + 1); d[2] < 52; d[2]++) {
				if (used & (1ull << d[0] | 1ull << d[1] | 1ull << d[2]))
					continue;
				uint32_t dv = tcp_value(d, r);
				if (!tcp_qualifies(dv, q, r))
					out[0]++;
				else
					out[pv > dv ? 1 : pv == dv ? 2 : 3]++;
			}
}
