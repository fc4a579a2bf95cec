/* SPDX-License-Identifier: Apache-2.0 */
/* pontoon_cdp.h - Pontoon's main game, exactly, on the plan's finite shoe
 * under the composition-dependent optimal strategy: pontoon_cdp.c values
 * the hands, pontoon_cdp_dealer.c reads the rules and walks the dealer's
 * draws (the trie of blackjack_cdp_dealer.c), pontoon_cdp_main.c reports
 * PP-BJ-015 for the `pontoon` family. */
#ifndef PP_PONTOON_CDP_H
#define PP_PONTOON_CDP_H

#include "blackjack/blackjack.h"
#include "blackjack/blackjack_cdp.h"

/* The largest trick the engine values (cards of a hand at most). */
#define PC_MAX_TRICK 6

/* The rules the engine reads, from a bj_game of the pontoon family. */
typedef struct {
	bj_dealer dealer;          /* peeks 0: no hole card, or one never looked at */
	long win_num, win_den;     /* a win's payout on every stake of the hand */
	unsigned long trick_num, trick_den;   /* the five-card trick's, every stake */
	unsigned long buy_num, buy_den;       /* a bought card's stake per original stake */
	mpq_t natural, even_money; /* the pontoon's payout; even money against an ace */
	int ties_lose;
	int has_even_money;
	unsigned natural_waits;    /* bit r: against up card r the pontoon waits */
	int natural_beats_21;      /* a waiting pontoon beats a dealer's 21 of 3+ cards */
	unsigned bought_cards;     /* the third, fourth ... card may be bought */
	unsigned trick_cards;      /* 3 .. PC_MAX_TRICK */
	unsigned auto_at_most;     /* the trick's last card is dealt at this hard total or
	                              less (0: never) */
	int can_split;
	unsigned max_splits, ace_splits;
	int split_aces_one_card;
	/* The reading of "the net win is 100 % of the original stake": an
	 * ordinary win (a higher total, the dealer's bust) pays the win on the
	 * original stake only, the bought stakes returned; a loss, a bust and
	 * a trick still count every stake.  0 (pc_rules_from_game's): the win
	 * is paid on every stake.  Valued only when ties lose (set it then
	 * only): with no push a standing hand's chance to win follows from
	 * its value per stake. */
	int win_on_original;
} pc_rules;

/* The first decision of every two-card hand, [up][c1][c2] with c1 <= c2:
 * S stand, T twist (draw a card free), B buy a card, P split, N a pontoon
 * played out (paid at once, or waiting for the dealer), E a pontoon taking
 * even money, - none. */
typedef cd_strategy pc_strategy; /* Black Jack's table, Pontoon's letters */

/* r from g (initialised here; pc_rules_clear frees it).  Returns 0, and
 * initialises nothing, when the engine cannot value g's rules: *why then
 * says which rule (static text). */
int pc_rules_from_game(pc_rules *r, const bj_game *g, const char **why);
void pc_rules_clear(pc_rules *r);

/* The round's return to player per original stake from shoe (finite: a
 * deck or more, so the dealer always finishes) under r into rtp (the
 * caller's), and the first decision of every hand into strat.  The up
 * cards are valued on up to as many threads as there are cores; the
 * figure does not depend on their number.  Can't fail. */
void pc_return(mpq_t rtp, pc_strategy *strat, const pc_rules *r, const bj_shoe *shoe);

/* --- shared by pontoon_cdp.c and pontoon_cdp_dealer.c only ---------------- */

/* The cd_rules the dealer trie (blackjack_cdp_dealer.c) reads: r's dealer,
 * win payout and tie rule, the dealer's natural one more total that beats
 * every stake (no hole card).  cd_rules_clear frees it. */
void pc_trie_rules(cd_rules *cr, const pc_rules *r);

/* The pontoon's value against up card up per stake, from shoe (which
 * holds the up card, the player's ace and ten) into out, the better of
 * playing it out and even money when the plan offers it (*even set then). */
void pc_natural_value(mpq_t out, int *even, const pc_rules *r, const bj_shoe *shoe, int up);

/* PP-BJ-015 for a pontoon game (pontoon_cdp_main.c; blackjack_main.c
 * calls it when the analysis is on). */
void pc_check_main_shoe(ck_ctx *ctx, const bj_game *g);

#endif
