/* SPDX-License-Identifier: Apache-2.0 */
/* tcp_reference.h - an independent three-card poker reference for the
 * tests: the class and a comparable key of three cards written from the
 * rules (usual ranking: straight flush, trips, straight, flush, pair, high
 * card; A-2-3 the lowest straight), by rank counts rather than by the
 * engine's sorting, and the dealer's qualification.  Static
 * functions: each test file includes it once. */
#ifndef PP_TCP_REFERENCE_H
#define PP_TCP_REFERENCE_H

#include <stdint.h>

/* Classes in rank order (usual ranking), 0 the lowest. */
enum { REF_HIGH, REF_PAIR, REF_FLUSH, REF_STRAIGHT, REF_TRIPS, REF_SF };

/* The class of cards a, b, c and a key that orders hands of one class
 * (higher better), both from counting the ranks. */
static int ref_class(int a, int b, int c, long *key)
{
	int count[13] = { 0 };
	count[a / 4]++;
	count[b / 4]++;
	count[c / 4]++;
	int flush = a % 4 == b % 4 && b % 4 == c % 4;
	long k = 0;
	int distinct = 0, pair = -1, trips = -1, lo = 13, hi = -1;
	for (int r = 12; r >= 0; r--) {
		if (count[r] == 3)
			trips = r;
		if (count[r] == 2)
			pair = r;
		if (count[r]) {
			distinct++;
			lo = r < lo ? r : lo;
			hi = r > hi ? r : hi;
		}
	}
	if (trips >= 0) {
		*key = trips;
		return REF_TRIPS;
	}
	if (pair >= 0) {
		for (int r = 12; r >= 0; r--)
			if (count[r] == 1)
				k = r;
		*key = pair * 16 + k;
		return REF_PAIR;
	}
	int straight_top = -1;
	if (hi - lo == 2)
		straight_top = hi;
	else if (count[12] && count[0] && count[1])
		straight_top = 1;
	if (straight_top >= 0) {
		*key = straight_top;
		return flush ? REF_SF : REF_STRAIGHT;
	}
	for (int r = 12; r >= 0; r--)
		if (count[r])
			k = k * 16 + r;
	*key = k;
	return flush ? REF_FLUSH : REF_HIGH;
}

/* A single comparable number: class first, then key. */
static long ref_value(int a, int b, int c)
{
	long key;
	int cl = ref_class(a, b, c, &key);
	return (long)cl * 100000 + key;
}

/* The dealer qualifies: a high card of at least min_top (rank 9 a jack,
 * 10 a queen, 11 a king), any better class always. */
static int ref_qualifies(int a, int b, int c, int min_top)
{
	long key;
	if (ref_class(a, b, c, &key) != REF_HIGH)
		return 1;
	return a / 4 >= min_top || b / 4 >= min_top || c / 4 >= min_top;
}

#endif
