/* SPDX-License-Identifier: Apache-2.0 */
/* holdem_optimal_impl.h - what the hold'em engine's files share
 * (holdem_boards.c: a board's hands in value order; holdem_sweep.c: one
 * flop's sums over its boards; holdem_optimal.c: the rules' setup;
 * holdem_optimal_run.c: the flops, the threads, the decisions).  Internal
 * to checker/poker/holdem/. */
#ifndef PP_HOLDEM_OPTIMAL_IMPL_H
#define PP_HOLDEM_OPTIMAL_IMPL_H

#include "poker/holdem/holdem_optimal.h"
#include "poker/poker_optimal.h" /* s128 (sums over classes and flops reach about 2^75) */
#include "util.h"

#define HOLDEM_BOARDS 1081u      /* C(47,2): turn-river pairs, hands on a board */
#define HOLDEM_DEALER 990u       /* C(45,2) */
#define HOLDEM_FLOPS 19600u      /* C(50,3): flops for one player hand */
#define HOLDEM_PAIRS 1326u       /* C(52,2) */
#define HOLDEM_LIMIT ((int64_t)1 << 24)

/* Dealer hands by whether they qualify and how they rank against the
 * player's: below, level with, above. */
enum { CAT_NQ_BELOW, CAT_NQ_LEVEL, CAT_NQ_ABOVE, CAT_Q_BELOW, CAT_Q_LEVEL, CAT_Q_ABOVE,
	CAT_N };

/* What every thread reads: the net win per player class and category
 * times d (fixed: Play at 0; play: per ante of Play), and folding's
 * summed over the 990 dealer hands.  lin_*: the same summed over the
 * categories as a linear form of the counts a sweep finds, by whether the
 * player's hand qualifies (1) or not (0): [0] + [1] not qualifying +
 * [2] below + [3] level. */
typedef struct {
	const holdem_rules *r;
	hand_value qual;             /* 0 when the dealer always plays */
	int64_t fixed[HAND_NCLASS][CAT_N], play[HAND_NCLASS][CAT_N];
	int64_t lin_fixed[2][HAND_NCLASS][4], lin_play[2][HAND_NCLASS][4];
	int64_t fold;
	int64_t d;
	/* a second reading priced in the same sweeps (holdem_setup_alt): its
	 * fixed's linear forms; everything else is the same */
	int alt;
	int64_t lin_fixed_alt[2][HAND_NCLASS][4];
} holdem_setup;

/* One thread's working space for the boards of a flop (holdem_boards.c).
 * rest: the 47 cards off the board, ascending; need: how many of a hand's
 * two cards must be of the suit `suit` for a flush (3: the board makes
 * none possible); by_rank[r][0 .. nr[r]): the cards of rank r, ascending
 * but for the one of that suit, which comes last, ns[r] 1 when there is
 * one (need < 3).
 * item: the sort's keys, value << 11 | what it stands for: below
 * HOLDEM_RANK_PAIRS a rank pair r2 * 13 + r1 (r1 <= r2; every hand of
 * those ranks that makes no flush), above it a flush hand, whose cards
 * are flush[what - HOLDEM_RANK_PAIRS] (a | b << 8; a HOLDEM_ANY_CARD:
 * the suit's card b with each of the `others` cards not of the suit,
 * when need is 1); tmp: the sort's.
 * val, ca, cb, gp: the 1,081 hands in value order, their cards a < b
 * (0..51) and holdem_pair_index (need 0 only); lo: the sweep's counts. */
#define HOLDEM_RANK_PAIRS 169u
#define HOLDEM_ANY_CARD 255u
#define HOLDEM_MAX_ITEMS 136u /* 91 rank pairs and 45 flush items, need 1 or more */
#define HOLDEM_KINDS 13u      /* kinds of hand an item stands for, at most */
typedef struct {
	uint8_t rest[47];
	uint8_t by_rank[HAND_RANKS][4], nr[HAND_RANKS], ns[HAND_RANKS];
	uint8_t suit, need, others;
	uint32_t item[HOLDEM_BOARDS + 91], tmp[HOLDEM_BOARDS + 91];
	uint16_t flush[HOLDEM_BOARDS];
	uint16_t val[HOLDEM_BOARDS];
	uint8_t ca[HOLDEM_BOARDS], cb[HOLDEM_BOARDS];
	uint16_t gp[HOLDEM_BOARDS];
	uint32_t lo[HOLDEM_KINDS * HOLDEM_MAX_ITEMS];
} board_space;

/* Values the hands of bs->rest on the board and sorts them as bs->item
 * (above); returns how many items. */
unsigned holdem_sort_board(board_space *bs, const uint8_t board[5]);

/* The n sorted items of holdem_sort_board as the 1,081 hands in value
 * order (bs->val, ca, cb, gp); hands of one value are together, in no
 * particular order.  Only for a board of five cards of a suit (need 0),
 * whose items are all single hands: the others are swept by kind of
 * hand. */
void holdem_expand_board(board_space *bs, unsigned n);

/* Per flop and player hand (holdem_pair_index): the sums over its boards of
 * fixed, play, the river's best (fold when no river stage; separate
 * stages: the river bet's when made, else 0), and how many boards the
 * river raise is the better choice on.  With a turn stage (separate
 * stages): turn_play[x][g], the sum of play over the boards holding the
 * flop's x-th card off it (0..48), that is over the rivers after that
 * turn; turn_best[g], over the turns, the turn bet's net win when it is
 * made (turn_play > 0), else 0, and turn_raised[g] how many turns it is
 * made on.  turn_play is zeroed and filled only when the game has a turn
 * stage.
 * On a board that makes no flush possible every hand of a rank pair has
 * the same values, and so has every hand of a rank pair with neither card
 * of the suit on a board holding three of suit f: such values are summed
 * per rank pair r1 <= r2 (index r2 (r2 + 1) / 2 + r1; holdem_sum_flop tells
 * how), in pooled[4] for the boards without a flush, pooled[f] for the
 * others: over those boards in [0], over those holding the flop's x-th
 * card off it in [1 + x]; a hand's share is added to the sums above once
 * the flop's boards are done. */
typedef struct {
	int64_t fixed, play, river, alt, raised;
} pair_sums;

typedef struct {
	int64_t fixed[HOLDEM_PAIRS], play[HOLDEM_PAIRS], river[HOLDEM_PAIRS];
	uint32_t river_raised[HOLDEM_PAIRS];
	int64_t turn_best[HOLDEM_PAIRS];
	uint32_t turn_raised[HOLDEM_PAIRS];
	int64_t fixed_alt[HOLDEM_PAIRS];         /* fixed under the second reading */
	pair_sums pooled[5][50][91];
	int64_t turn_play[49][HOLDEM_PAIRS];
} flop_sums;

/* s from r; 0 when a payout or multiple is out of range. */
int holdem_setup_of(holdem_setup *s, const holdem_rules *r);

/* Adds alt to s (from holdem_setup_of) as a second reading: 1, or 0 when alt
 * differs from s's rules in more than the fixed bets' payouts, when they
 * have no separate stages (then a decision after the flop depends on the
 * fixed bets), or when its denominator differs. */
int holdem_setup_alt(holdem_setup *s, const holdem_rules *alt);

/* Fills fs (zeroed first) with the sums of every board of the flop. */
void holdem_sum_flop(const holdem_setup *s, board_space *bs, flop_sums *fs, const uint8_t flop[3]);

/* The check's separate-stage games (holdem_optimal_easy.c), for
 * holdem_optimal_check.c.
 * (the open wins of a bet: poker_open_wins, poker_optimal.c)
 * holdem_read_separate: the three raises into r's separate stages, or why
 *   not;
 * holdem_separate_words, holdem_separate_strategy: the stages and the
 *   strategy in words (rules_words and the finding);
 * holdem_report_readings: PP-POKER-007, its table and figures, for the two
 * readings of the Ante's open wins, r[0] and res[0] lost, r[1] and res[1]
 * returned, words[] their rules in words. */
const char *holdem_read_separate(holdem_rules *r, const poker_bet *const raise[3]);
void holdem_separate_words(pp_buf *b, const holdem_rules *r);
void holdem_separate_strategy(pp_buf *b, const holdem_rules *r, const holdem_result *res);
void holdem_report_readings(ck_ctx *ctx, const poker_game *g, const poker_bet *ante,
                            const pp_node *at, unsigned open, const holdem_rules r[2],
                            const holdem_result res[2], const pp_buf words[2]);

#endif
