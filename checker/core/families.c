/* SPDX-License-Identifier: Apache-2.0 */
/* families.c - the game families planproof can check.  A family added here
 * also adds its format in spec/families.c, under the same name. */
#include <string.h>

#include "core/check.h"

extern const ck_family ck_family_roulette;
extern const ck_family ck_family_wheel;
extern const ck_family ck_family_baccarat;
extern const ck_family ck_family_stud;
extern const ck_family ck_family_holdem;
extern const ck_family ck_family_blackjack;
extern const ck_family ck_family_pontoon;
extern const ck_family ck_family_poker_room;
extern const ck_family ck_family_three_card_poker;
extern const ck_family ck_family_let_it_ride;
extern const ck_family ck_family_dice;
extern const ck_family ck_family_casino_war;
extern const ck_family ck_family_declared;

const ck_family *const ck_families[] = {
	&ck_family_roulette,
	&ck_family_wheel,
	&ck_family_baccarat,
	&ck_family_stud,
	&ck_family_holdem,
	&ck_family_blackjack,
	&ck_family_pontoon,
	&ck_family_poker_room,
	&ck_family_three_card_poker,
	&ck_family_let_it_ride,
	&ck_family_dice,
	&ck_family_casino_war,
	&ck_family_declared,
	NULL
};

const ck_family *ck_family_find(const char *name)
{
	for (size_t i = 0; ck_families[i]; i++)
		if (strcmp(ck_families[i]->name, name) == 0)
			return ck_families[i];
	return NULL;
}
