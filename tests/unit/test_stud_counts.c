/* SPDX-License-Identifier: Apache-2.0 */
/* test_stud_counts.c - the stud engine's dealer counts for one player hand
 * (stud_dealer_counts, stud_optimal_query.c) on facts that need no
 * enumeration: against a royal flush no dealer hand is above, exactly the
 * other three royals tie, and the four counts share out the 1,533,939 hands
 * of the other 47 cards.  test_stud_optimal_slow.c holds five hands to a
 * brute force over every dealer hand; this one runs in the default tier,
 * so that every build (the instrumented one too) goes through the counts. */
#include "helpers.h"
#include "poker/stud/stud_optimal.h"

/* card: rank 0 (two) .. 12 (ace), suit 0..3 */
#define C(r, s) (uint8_t)((r) * 4 + (s))

Test(stud_counts, a_royal_flush_ties_the_three_other_royals_and_nothing_beats_it)
{
	static const uint8_t royal[5] = { C(12, 0), C(11, 0), C(10, 0), C(9, 0), C(8, 0) };
	stud_rules r;
	stud_rules_init(&r);
	r.has_qual = 1;
	r.qual = HAND_ACE_KING;
	stud_counts got;
	stud_dealer_counts(&got, &r, royal);
	cr_expect_eq(got.above, 0);
	cr_expect_eq(got.level, 3);
	cr_expect_eq(got.not_qualifying + got.below + got.level + got.above, 1533939);
	cr_expect_gt(got.not_qualifying, 0);
	cr_expect_gt(got.below, 0);
	stud_rules_clear(&r);
}
