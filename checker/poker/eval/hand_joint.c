/* SPDX-License-Identifier: Apache-2.0 */
/* hand_joint.c - the joint distribution of the player's and the dealer's
 * five-card classes in five-card stud, by rank multisets and suit masks
 * (hand_joint.h). */
#include <pthread.h>
#include <string.h>

#include "poker/eval/hand_joint.h"

#define NMULTI 6175     /* multisets of five ranks, at most four of a rank */
#define NMASK 8192      /* 13-bit rank masks */

/* One multiset of five ranks: its distinct ranks and how often each comes,
 * the classes without and with a flush (flush only when distinct). */
typedef struct {
	uint8_t rank[5], times[5], n; /* n distinct ranks */
	uint8_t plain, flush;
	uint16_t mask;                /* the distinct ranks */
} multiset;

/* Filled once (pthread_once), only read afterwards. */
static multiset multis[NMULTI];
static size_t nmultis;
/* flush_fix[m][k]: over the sets of five distinct ranks holding no rank of
 * mask m, how many hands one suit moves into class k (+1 for the flush
 * class, -1 for the plain class). */
static int32_t flush_fix[NMASK][HAND_NCLASS];
static hand_joint joint_cache;
static pthread_once_t tables_once = PTHREAD_ONCE_INIT, joint_once = PTHREAD_ONCE_INIT;

static const uint64_t choose4[5][5] = {
	{ 1, 0, 0, 0, 0 }, { 1, 1, 0, 0, 0 }, { 1, 2, 1, 0, 0 }, { 1, 3, 3, 1, 0 },
	{ 1, 4, 6, 4, 1 },
};

static void add_multiset(const uint8_t r[5])
{
	multiset *m = &multis[nmultis++];
	memset(m, 0, sizeof(*m));
	for (int i = 0; i < 5; i++) {
		if (m->n && m->rank[m->n - 1] == r[i]) {
			m->times[m->n - 1]++;
			continue;
		}
		m->rank[m->n] = r[i];
		m->times[m->n++] = 1;
		m->mask |= (uint16_t)(1u << r[i]);
	}
	m->plain = (uint8_t)hand_class_of(hand_value_of_ranks(r, 0));
	m->flush = m->n == 5 ? (uint8_t)hand_class_of(hand_value_of_ranks(r, 1)) : m->plain;
}

static void tables_fill(void)
{
	uint8_t r[5];
	for (r[0] = 0; r[0] < HAND_RANKS; r[0]++)
		for (r[1] = r[0]; r[1] < HAND_RANKS; r[1]++)
			for (r[2] = r[1]; r[2] < HAND_RANKS; r[2]++)
				for (r[3] = r[2]; r[3] < HAND_RANKS; r[3]++)
					for (r[4] = r[3]; r[4] < HAND_RANKS; r[4]++)
						if (r[4] != r[0]) /* five of a rank is no hand */
							add_multiset(r);
	for (unsigned mask = 0; mask < NMASK; mask++)
		for (size_t i = 0; i < nmultis; i++) {
			const multiset *m = &multis[i];
			if (m->n == 5 && !(m->mask & mask)) {
				flush_fix[mask][m->flush]++;
				flush_fix[mask][m->plain]--;
			}
		}
}

/* The dealer's hands by plain class (every flush counted in its plain
 * class) when the player holds count[r] cards of each rank r. */
static void plain_counts(const uint8_t count[HAND_RANKS], uint64_t out[HAND_NCLASS])
{
	memset(out, 0, HAND_NCLASS * sizeof(out[0]));
	for (size_t i = 0; i < nmultis; i++) {
		const multiset *m = &multis[i];
		uint64_t ways = 1;
		for (unsigned j = 0; j < m->n && ways; j++)
			ways *= choose4[4 - count[m->rank[j]]][m->times[j]];
		out[m->plain] += ways;
	}
}

/* The dealer's counts by class for a player hand of plain counts plain and
 * suit masks suit[4] (the player's ranks in each suit), into out. */
static void dealer_counts(const uint64_t plain[HAND_NCLASS], const unsigned suit[4],
                          uint64_t out[HAND_NCLASS])
{
	for (int k = 0; k < HAND_NCLASS; k++) {
		int64_t fix = 0;
		for (int s = 0; s < 4; s++)
			fix += flush_fix[suit[s]][k];
		out[k] = (uint64_t)((int64_t)plain[k] + fix);
	}
}

/* Enumerate the suits of the player's multiset m from its j-th rank on:
 * each rank takes a set of times[j] suits; suit[] collects the masks. */
static void deal_suits(const multiset *m, unsigned j, unsigned suit[4],
                       const uint64_t plain[HAND_NCLASS], hand_joint *out)
{
	if (j == m->n) {
		int flush = m->n == 5 && (suit[0] == m->mask || suit[1] == m->mask ||
		                          suit[2] == m->mask || suit[3] == m->mask);
		unsigned pc = flush ? m->flush : m->plain;
		uint64_t d[HAND_NCLASS];
		dealer_counts(plain, suit, d);
		for (int k = 0; k < HAND_NCLASS; k++) {
			out->joint[pc][k] += d[k];
			out->total += d[k];
		}
		return;
	}
	for (unsigned set = 1; set < 16; set++) {
		if ((unsigned)__builtin_popcount(set) != m->times[j])
			continue;
		for (int s = 0; s < 4; s++)
			if (set & (1u << s))
				suit[s] |= 1u << m->rank[j];
		deal_suits(m, j + 1, suit, plain, out);
		for (int s = 0; s < 4; s++)
			if (set & (1u << s))
				suit[s] &= ~(1u << m->rank[j]);
	}
}

static void joint_fill(void)
{
	pthread_once(&tables_once, tables_fill);
	memset(&joint_cache, 0, sizeof(joint_cache));
	for (size_t i = 0; i < nmultis; i++) {
		const multiset *m = &multis[i];
		uint8_t count[HAND_RANKS] = { 0 };
		for (unsigned j = 0; j < m->n; j++)
			count[m->rank[j]] = m->times[j];
		uint64_t plain[HAND_NCLASS];
		plain_counts(count, plain);
		unsigned suit[4] = { 0 };
		deal_suits(m, 0, suit, plain, &joint_cache);
	}
}

const hand_joint *hand_joint_get(void)
{
	pthread_once(&joint_once, joint_fill);
	return &joint_cache;
}

void hand_joint_dealer_counts(const uint8_t player[5], uint64_t out[HAND_NCLASS])
{
	pthread_once(&tables_once, tables_fill);
	uint8_t count[HAND_RANKS] = { 0 };
	unsigned suit[4] = { 0 };
	for (int i = 0; i < 5; i++) {
		count[player[i] / 4]++;
		suit[player[i] % 4] |= 1u << (player[i] / 4);
	}
	uint64_t plain[HAND_NCLASS];
	plain_counts(count, plain);
	dealer_counts(plain, suit, out);
}
