/* SPDX-License-Identifier: Apache-2.0 */
/* hand_joint.h - the exact joint distribution of the player's and the
 * dealer's five-card hand classes in five-card stud: the player's five
 * cards from 52, the dealer's five from the 47 left (2,598,960 x 1,533,939
 * deals).  Side bets whose payment also depends on the dealer's hand
 * (checker/poker/poker_side_condition.c) are priced with it.
 *
 * Method: the dealer's hands are counted by rank multiset.  For a player
 * rank multiset, every dealer multiset that fits the ranks left is counted
 * as the product of C(cards left of the rank, cards taken) into its class
 * without a flush; a set of five distinct ranks R can be a flush in suit s
 * exactly when the player holds no card of R in s, and those hands move
 * from R's plain class to its flush class: a table per suit mask of the
 * player's cards (8,192 masks) holds that correction.  The player's suit
 * assignments are then enumerated (2,598,960 hands in all), each adding
 * its dealer counts under its own class.  Integers only, well under a
 * second; hand_joint_dealer_counts exposes one player hand for the tests'
 * brute force. */
#ifndef PP_HAND_JOINT_H
#define PP_HAND_JOINT_H

#include <stdint.h>

#include "poker/eval/hand_eval.h"

/* joint[p][d]: the deals whose player hand is of class p and whose dealer
 * hand is of class d; total is their sum, C(52,5) * C(47,5). */
typedef struct {
	uint64_t joint[HAND_NCLASS][HAND_NCLASS];
	uint64_t total;
} hand_joint;

/* The distribution, computed on the first call and kept for the process
 * (under pthread_once: safe from any thread). */
const hand_joint *hand_joint_get(void);

/* The classes of the dealer's 1,533,939 hands from the 47 cards the
 * player's five distinct cards (rank * 4 + suit) leave, into out. */
void hand_joint_dealer_counts(const uint8_t player[5], uint64_t out[HAND_NCLASS]);

#endif
