/* holdem_optimal_impl.h - what the hold'em engine's two files share
 * (holdem_optimal.c: one flop's sums over its boards; holdem_optimal_run.c:
 * the flops, the threads, the decisions).  Internal to
 * checker/poker/holdem/holdem_optimal*. */
#ifndef PP_HOLDEM_OPTIMAL_IMPL_H
#define PP_HOLDEM_OPTIMAL_IMPL_H

#include "poker/holdem/holdem_optimal.h"
/* s128 and u128 (sums over classes and flops reach about 2^75), and
 * so_q_from_i128, shared with the stud engine. */
#include "poker/stud/stud_optimal_impl.h"

#define HO_BOARDS 1081u          /* C(47,2): turn-river pairs, hands on a board */
#define HO_DEALER 990u           /* C(45,2) */
#define HO_FLOPS 19600u          /* C(50,3): flops for one player hand */
#define HO_PAIRS 1326u           /* C(52,2) */
#define HO_LIMIT ((int64_t)1 << 24)

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
	const ho_rules *r;
	pe_value qual;               /* 0 when the dealer always plays */
	int64_t fixed[PE_NCLASS][CAT_N], play[PE_NCLASS][CAT_N];
	int64_t lin_fixed[2][PE_NCLASS][4], lin_play[2][PE_NCLASS][4];
	int64_t fold;
	int64_t d;
	/* a second reading priced in the same sweeps (ho_setup_alt): its
	 * fixed's linear forms; everything else is the same */
	int alt;
	int64_t lin_fixed_alt[2][PE_NCLASS][4];
} ho_setup;

/* One thread's working space for the boards of a flop. */
typedef struct {
	uint32_t item[HO_BOARDS], tmp[HO_BOARDS]; /* value << 11 | hand */
	uint8_t ca[HO_BOARDS], cb[HO_BOARDS];     /* the hand's cards, 0..46 */
	uint16_t gp[HO_BOARDS];                   /* its ho_pair_index */
	uint8_t rest[47];
} board_space;

/* Per flop and player hand (ho_pair_index): the sums over its boards of
 * fixed, play, the river's best (fold when no river stage; separate
 * stages: the river bet's when made, else 0), and how many boards the
 * river raise is the better choice on.  With a turn stage (separate
 * stages): turn_play[x][g], the sum of play over the boards holding the
 * flop's x-th card off it (0..48), that is over the rivers after that
 * turn; turn_best[g], over the turns, the turn bet's net win when it is
 * made (turn_play > 0), else 0, and turn_raised[g] how many turns it is
 * made on.  turn_play is zeroed and filled only when the game has a turn
 * stage. */
typedef struct {
	int64_t fixed[HO_PAIRS], play[HO_PAIRS], river[HO_PAIRS];
	uint32_t river_raised[HO_PAIRS];
	int64_t turn_best[HO_PAIRS];
	uint32_t turn_raised[HO_PAIRS];
	int64_t fixed_alt[HO_PAIRS];             /* fixed under the second reading */
	int64_t turn_play[49][HO_PAIRS];
} flop_sums;

/* s from r; 0 when a payout or multiple is out of range. */
int ho_setup_of(ho_setup *s, const ho_rules *r);

/* Adds alt to s (from ho_setup_of) as a second reading: 1, or 0 when alt
 * differs from s's rules in more than the fixed bets' payouts, when they
 * have no separate stages (then a decision after the flop depends on the
 * fixed bets), or when its denominator differs. */
int ho_setup_alt(ho_setup *s, const ho_rules *alt);

/* Fills fs (zeroed first) with the sums of every board of the flop. */
void ho_sum_flop(const ho_setup *s, board_space *bs, flop_sums *fs, const uint8_t flop[3]);

/* The check's separate-stage games (holdem_optimal_easy.c), for
 * holdem_optimal_check.c.
 * (the open wins of a bet: so_open_wins, poker_optimal.c)
 * ho_read_separate: the three raises into r's separate stages, or why not;
 * ho_separate_words, ho_separate_strategy: the stages and the strategy in
 * words (rules_words and the finding);
 * ho_report_readings: PP-POKER-007, its table and figures, for the two
 * readings of the Ante's open wins, r[0] and res[0] lost, r[1] and res[1]
 * returned, words[] their rules in words. */
const char *ho_read_separate(ho_rules *r, const pk_bet *const raise[3]);
void ho_separate_words(pp_buf *b, const ho_rules *r);
void ho_separate_strategy(pp_buf *b, const ho_rules *r, const ho_result *res);
void ho_report_readings(ck_ctx *ctx, const pk_game *g, const pk_bet *ante, const pp_node *at,
                        unsigned open, const ho_rules r[2], const ho_result res[2],
                        const pp_buf words[2]);

#endif
