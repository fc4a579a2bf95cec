/* SPDX-License-Identifier: Apache-2.0 */
/* schema_poker.h - plan-format types the two poker families share (stud
 * and hold'em against the house): hands, paytables, fixed-amount bonus
 * tables per currency, bets, the dealer's qualification and ties.  Defined
 * in schema_poker.c; used by schema_stud.c and schema_holdem.c. */
#ifndef PP_SCHEMA_POKER_H
#define PP_SCHEMA_POKER_H

#include "schema.h"

/* A hand class a paytable names ("royal_flush" ... "ace_king",
 * "high_card"): the names of hand_class in checker/poker/eval/hand_eval.h. */
extern const spec_type spec_poker_hand;

/* The bets of a poker game: list of bets named by `name`. */
extern const spec_type spec_poker_bets;

/* The dealer's qualification: {qualifies_with, citation}. */
extern const spec_type spec_poker_dealer;

/* How a tie between player and dealer settles the main bets. */
extern const spec_type spec_poker_tie;

#endif
