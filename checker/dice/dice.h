/* SPDX-License-Identifier: Apache-2.0 */
/* dice.h - the dice family (sic bo and craps), shared by dice*.c.
 *
 * A bet is read once into a dice_bet: a one-roll bet (every sic bo bet,
 * the craps one-roll bets) as its net payout per unit staked on each
 * ordered outcome of the dice (216 for three dice, 36 for two); a craps
 * bet that stays until decided (place, buy, lay, hardway) as what each of
 * the 36 rolls does to it; line and odds bets by their points.  Every
 * figure is derived from those tables, exactly (GMP rationals). */
#ifndef PP_DICE_H
#define PP_DICE_H

#include "core/check.h"

#define DICE_SB 216 /* ordered outcomes of three dice */
#define DICE_CR 36  /* ordered outcomes of two dice */

typedef enum {
	DK_ROLL,  /* settled by one roll: sic bo bets, craps one-roll bets */
	DK_STAY,  /* stays until decided: place, buy, lay, hardway */
	DK_LINE,  /* pass, don't pass, come, don't come */
	DK_ODDS,  /* odds behind a line bet, by point */
	DK_NONE   /* cannot be priced (PP-DICE-001/002) */
} dice_kind;

typedef struct {
	const pp_node *node;
	const char *name, *type;
	dice_kind kind;
	int dont;          /* line and odds bets: the don't side */
	mpq_t *net;        /* DK_ROLL: net per unit on each outcome, -1 a loss */
	size_t nout;       /* DICE_SB or DICE_CR */
	signed char res[DICE_CR]; /* DK_STAY: 1 wins, -1 loses, 0 stays */
	mpq_t win, lose;   /* DK_STAY: net per unit of stake on a win, a loss */
	mpq_t outlay;      /* DK_STAY: what one unit of stake costs (up-front commission) */
	mpq_t odds[13];    /* DK_ODDS: the payout by point (0 where unstated) */
} dice_bet;

typedef struct {
	const pp_node *game;
	int craps;          /* 1 craps, 0 sic bo */
	int triples_lose;   /* 1, 0, or -1 when the plan leaves it open */
	int bar;            /* 12, 2, or 0 when open */
	unsigned mult[13], dont_mult[13]; /* odds multiples by point, 0 unstated */
	size_t n;
	dice_bet *bets;
} dice_game;

/* Read game into g (caller frees with dice_game_clear); with ctx, record
 * PP-DICE-001/002/004 as it reads.  When the plan leaves open whether
 * triples lose, the sic bo tables read them as winning (the reading that
 * pays most, for the maximum win); dice_price prices both. */
void dice_game_read(dice_game *g, ck_ctx *ctx, const pp_node *game);
void dice_game_clear(dice_game *g);

/* Net per unit of the sic bo bet on dice x, y, z under triples_lose. */
void dice_sicbo_net(mpq_t out, const pp_node *bet, int x, int y, int z, int triples_lose);

/* Ways of two dice to make total t (0 outside 2..12). */
unsigned dice_ways(int t);

/* Whether t is a craps point (4, 5, 6, 8, 9, 10). */
int dice_is_point(int t);

/* Pricing, PP-RTP-001, PP-DICE-003/005/007, the PAR sheet: dice_price.c. */
void dice_price(ck_ctx *ctx, dice_game *g);

/* Commission rounding at every stake of every limits row (PP-DICE-005):
 * dice_commission.c. */
void dice_check_commission(ck_ctx *ctx, const dice_game *g, const dice_bet *b);

/* The family's max-win function: dice_maxwin.c. */
int dice_max_win(ck_ctx *ctx, const pp_node *game, const pp_node *limits, mpq_t gross,
                 mpq_t net, pp_buf *path);

#endif
