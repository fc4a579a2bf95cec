/* SPDX-License-Identifier: Apache-2.0 */
/* lir_reference.h - an independent Let It Ride reference for the tests:
 * the class of five cards (as lir_hand numbers it) from rank counts and
 * suits, written from the rules without the evaluator, and the usual
 * paytable 1-2-3-5-8-11-50-200-1000.  Static: included once per file. */
#ifndef PP_LIR_REFERENCE_H
#define PP_LIR_REFERENCE_H

/* 0 nothing, 1 pair of tens or better, 2 two pair, 3 trips, 4 straight,
 * 5 flush, 6 full house, 7 quads, 8 straight flush, 9 royal flush. */
static int ref_lir_class(const int c[5])
{
	int count[13] = { 0 }, flush = 1;
	for (int i = 0; i < 5; i++) {
		count[c[i] / 4]++;
		flush &= c[i] % 4 == c[0] % 4;
	}
	int pairs = 0, high_pair = 0, trips = 0, quads = 0, singles = 0;
	for (int r = 0; r < 13; r++) {
		pairs += count[r] == 2;
		high_pair |= count[r] == 2 && r >= 8;
		trips += count[r] == 3;
		quads += count[r] == 4;
		singles += count[r] == 1;
	}
	int straight = 0, top = -1;
	if (singles == 5) {
		for (int lo = 0; lo + 4 < 13; lo++)
			if (count[lo] && count[lo + 1] && count[lo + 2] && count[lo + 3] &&
			    count[lo + 4])
				straight = 1, top = lo + 4;
		if (count[12] && count[0] && count[1] && count[2] && count[3])
			straight = 1, top = 3;
	}
	if (straight && flush)
		return top == 12 ? 9 : 8;
	if (quads)
		return 7;
	if (trips && pairs)
		return 6;
	if (flush)
		return 5;
	if (straight)
		return 4;
	if (trips)
		return 3;
	if (pairs == 2)
		return 2;
	return high_pair ? 1 : 0;
}

/* Net per bet of each class on the usual paytable. */
static const long ref_lir_pay[10] = { -1, 1, 2, 3, 5, 8, 11, 50, 200, 1000 };

#endif
