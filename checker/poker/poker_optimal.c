/* SPDX-License-Identifier: Apache-2.0 */
/* poker_optimal.c - what the optimal-strategy engines (stud/, holdem/)
 * share (poker_optimal.h): how they read a game's main bets (the tie rule,
 * what a bet gets when the dealer does not qualify, its net win by class)
 * and their 128-bit sums as exact rationals. */
#include <string.h>

#include "poker/poker_optimal.h"

int poker_main_dnq_of(poker_main_dnq *out, poker_dnq d)
{
	switch (d) {
	case POKER_DNQ_PUSH: *out = POKER_MAIN_DNQ_PUSH; return 1;
	case POKER_DNQ_WINS: *out = POKER_MAIN_DNQ_WINS; return 1;
	case POKER_DNQ_LOSES: *out = POKER_MAIN_DNQ_LOSES; return 1;
	case POKER_DNQ_PLAYS: *out = POKER_MAIN_DNQ_PLAYS; return 1;
	default: return 0;
	}
}

unsigned poker_winning_classes(const poker_game *g, const poker_bet *b)
{
	if (!g->has_qual || b->dnq == POKER_DNQ_WINS || b->dnq == POKER_DNQ_PLAYS)
		return (1u << HAND_NCLASS) - 1;
	return ((1u << HAND_NCLASS) - 1) & ~((1u << g->qual) - 1);
}

int poker_wins_except(mpq_t win[HAND_NCLASS], const poker_game *g, const poker_bet *b,
                      unsigned open, hand_class *missing)
{
	unsigned need = poker_winning_classes(g, b) & ~open;
	for (int c = 0; c < HAND_NCLASS; c++) {
		int stated = poker_multiple(win[c], b, (hand_class)c) ||
		             (b->paytable && b->otherwise != POKER_OTHER_UNSTATED);
		if ((need & (1u << c)) && !stated) {
			*missing = (hand_class)c;
			return 0;
		}
	}
	return 1;
}

int poker_wins_of(mpq_t win[HAND_NCLASS], const poker_game *g, const poker_bet *b,
                  hand_class *missing)
{
	return poker_wins_except(win, g, b, 0, missing);
}

const char *poker_read_tie(poker_main_tie *out, const poker_game *g)
{
	const char *tie = node_get_text(node_get(g->game, "tie"), "main_bets", NULL);
	if (!tie)
		return "the plan states no tie rule";
	if (strcmp(tie, "suit_order") == 0)
		return "ties broken by a suit order are not modelled";
	*out = strcmp(tie, "player_wins") == 0 ? POKER_MAIN_TIE_PLAYER_WINS
	       : strcmp(tie, "dealer_wins") == 0 ? POKER_MAIN_TIE_DEALER_WINS : POKER_MAIN_TIE_PUSH;
	return NULL;
}

/* The classes b can win on whose net win the plan leaves open (no row, no
 * payout, `otherwise` unstated): read the same way by the stud and the
 * hold'em checks (stud_optimal.h). */
unsigned poker_open_wins(const poker_game *g, const poker_bet *b)
{
	unsigned need = poker_winning_classes(g, b), open = 0;
	int otherwise = b->paytable && b->otherwise != POKER_OTHER_UNSTATED;
	mpq_t w;
	mpq_init(w);
	for (int c = 0; c < HAND_NCLASS; c++) {
		int has_row = b->paytable && b->has_row[c];
		if ((need & (1u << c)) && !has_row && !otherwise && !poker_multiple(w, b, (hand_class)c))
			open |= 1u << c;
	}
	mpq_clear(w);
	return open;
}

void poker_q_from_s128(mpq_t out, s128 x)
{
	u128 mag = x < 0 ? -(u128)x : (u128)x;
	mpz_ptr z = mpq_numref(out);
	mpz_set_ui(z, (unsigned long)(uint64_t)(mag >> 64));
	mpz_mul_2exp(z, z, 64);
	mpz_add_ui(z, z, (unsigned long)(uint64_t)mag);
	if (x < 0)
		mpz_neg(z, z);
	mpz_set_ui(mpq_denref(out), 1);
}
