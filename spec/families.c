/* SPDX-License-Identifier: Apache-2.0 */
/* families.c - the game families the plan format knows.  A family added to
 * planproof adds its spec_family here and its checker in checker/core/families.c. */
#include <stddef.h>

#include "schema.h"

extern const spec_family spec_family_roulette;
extern const spec_family spec_family_wheel;
extern const spec_family spec_family_baccarat;
extern const spec_family spec_family_stud;
extern const spec_family spec_family_holdem;
extern const spec_family spec_family_blackjack;
extern const spec_family spec_family_pontoon;
extern const spec_family spec_family_poker_room;
extern const spec_family spec_family_three_card_poker;
extern const spec_family spec_family_let_it_ride;
extern const spec_family spec_family_dice;
extern const spec_family spec_family_casino_war;
extern const spec_family spec_family_declared;

const spec_family *const spec_families[] = {
	&spec_family_roulette,
	&spec_family_wheel,
	&spec_family_baccarat,
	&spec_family_stud,
	&spec_family_holdem,
	&spec_family_blackjack,
	&spec_family_pontoon,
	&spec_family_poker_room,
	&spec_family_three_card_poker,
	&spec_family_let_it_ride,
	&spec_family_dice,
	&spec_family_casino_war,
	&spec_family_declared,
	NULL
};
