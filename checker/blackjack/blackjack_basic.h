/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_basic.h - the main game's exact return on the plan's finite
 * shoe under a total-dependent basic strategy (blackjack_basic.c): every
 * decision read from the hand's hard or soft total (or its pair) and the
 * up card only, the table derived from the shoe less the up card, then
 * priced exactly with the composition-dependent engine's recursion
 * (blackjack_cdp.h). */
#ifndef PP_BLACKJACK_BASIC_H
#define PP_BLACKJACK_BASIC_H

#include "blackjack/blackjack_cdp.h"

/* The basic strategy against one up card.  Totals index 0 .. 21 (a soft
 * total counts its ace as 11); a letter per decision:
 * - later[soft][total]: S or H, a hand past its first decision (three
 *   cards or more, or a split hand that cannot double);
 * - first[soft][total]: S, H, D or R, the first decision of two cards
 *   (a pair not split included); on a split hand a D it may not take and
 *   an R fall back to later;
 * - split[rank]: P when a pair of rank is split, else -. */
typedef struct {
	char later[2][22];
	char first[2][22];
	char split[BJ_RANKS];
} bs_table;

/* The round's return to player on shoe under cr with the basic strategy
 * into rtp (the caller's), the table of every up card into tabs (when not
 * NULL) and the first decision of every two-card hand into strat.  Split
 * hands follow the convention of cd_split_value (the cards the other hands
 * drew ignored), as the optimum's figure does.  Can't fail. */
void bs_return(mpq_t rtp, bs_table tabs[BJ_RANKS], cd_strategy *strat, const cd_rules *cr,
               const bj_shoe *shoe);

/* The PAR sheet's basic-strategy row for g's main game beside the
 * optimum's (blackjack_main.c), when `figures` asks for the exact
 * analyses (the run's exact_main above 1); nothing for Pontoon, a plan
 * without decks, or rules the engine does not compute. */
void bs_main_figures(ck_ctx *ctx, const bj_game *g);

#endif
