/* SPDX-License-Identifier: Apache-2.0 */
/* casino_war.h - the casino war model: the chances of the first two cards
 * and of the war cards after a tie, exact over a shoe of N decks dealt
 * without replacement (casino_war_shoe.c). */
#ifndef PP_CASINO_WAR_H
#define PP_CASINO_WAR_H

#include "core/check.h"

#define WAR_RANKS 13

typedef struct {
	mpq_t win, lose, tie;            /* the first two cards: player higher, lower, equal */
	mpq_t tie_rank[WAR_RANKS];       /* a tie on rank r */
	mpq_t war_win[WAR_RANKS];        /* after a tie on r: the player's war card higher */
	mpq_t war_tie[WAR_RANKS];        /* ... equal */
	mpq_t war_lose[WAR_RANKS];       /* ... lower */
} war_shoe;

/* The chances for a shoe of decks 52-card decks (caller clears).  Cards
 * burnt before the war cards are unseen, so they leave the chances of the
 * war cards as they are: the exact enumeration deals the war cards from
 * the shoe less the two tied cards. */
void war_shoe_init(war_shoe *s, unsigned decks);
void war_shoe_clear(war_shoe *s);

#endif
