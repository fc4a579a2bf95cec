/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack.h - the twenty-one model shared by blackjack*.c: the families
 * `blackjack` (Black Jack, Perfect Pairs) and `pontoon`.
 *
 * Cards are ranks 0..9: 0 the ace, 1..8 the twos to nines, 9 every card
 * worth ten (10, J, Q, K).  A shoe is the count of each rank left, or the
 * infinite shoe (each draw independent: an ace, two, ... nine with
 * probability 1/13 each, a ten 4/13), which exists to pin published
 * infinite-deck tables.  Every probability is an exact rational.
 *
 * Files: blackjack_rules.c reads a game into bj_game and checks its rules
 * against each other; blackjack_shoe.c the dealer's final totals, naturals,
 * insurance and even money; blackjack_side.c side bets; blackjack_exposure.c
 * the largest win of a box; blackjack_edge.c the main game's house edge;
 * blackjack.c the two families and their rules. */
#ifndef PP_BLACKJACK_H
#define PP_BLACKJACK_H

#include "core/check.h"

#define BJ_RANKS 10
#define BJ_ACE 0
#define BJ_TEN 9

/* The value of rank r (ace 1). */
#define BJ_VALUE(r) ((unsigned)(r) + 1u)

typedef struct {
	unsigned count[BJ_RANKS];
	unsigned total;
	int infinite;     /* counts are weights out of 13 and never run out */
} bj_shoe;

/* A shoe of decks 52-card decks, or the infinite shoe. */
void bj_shoe_decks(bj_shoe *s, unsigned decks);
void bj_shoe_infinite(bj_shoe *s);

/* Take one card of rank r out of s (no-op for the infinite shoe).
 * Returns 0 when none is left. */
int bj_shoe_take(bj_shoe *s, int r);

/* The probability that the next card from s is of rank r, into p. */
void bj_shoe_prob(mpq_t p, const bj_shoe *s, int r);

/* How the dealer draws. */
typedef struct {
	unsigned stands_on;   /* draws below it, stands on it or more (17) */
	int hits_soft;        /* draws to a soft total equal to stands_on */
	int ace_six;          /* a rule for the two-card ace and six: BJ_ACE_SIX_* */
	int peeks;            /* final totals are conditioned on no dealer natural */
} bj_dealer;

/* The plan's rule for a dealer's two-card ace and six, if any: the ace
 * counts eleven (17: the dealer stands if 17 stands) or one (7: draws). */
#define BJ_ACE_SIX_NONE 0
#define BJ_ACE_SIX_ELEVEN 1
#define BJ_ACE_SIX_ONE 2

/* Dealer outcomes: final totals 12..21 (those the rule allows), a natural
 * (ace and ten as the first two cards), bust. */
#define BJ_OUT_TOTAL(t) ((t) - 12)
#define BJ_OUT_NATURAL 10
#define BJ_OUT_BUST 11
#define BJ_NOUT 12

/* The dealer's outcome distribution for up card `up` drawing from shoe,
 * which still holds the up card (it is taken out here) and lacks any other
 * card the caller removed.  out has BJ_NOUT initialised rationals.  With
 * d->peeks the distribution is conditioned on no dealer natural (its
 * natural entry is then 0).  Exact: every draw sequence is walked with the
 * counts it leaves.  The shoe must hold the up card. */
void bj_dealer_probs(mpq_t *out, const bj_shoe *shoe, int up, const bj_dealer *d);

/* The rules of one game as read from the plan (blackjack_rules.c). */
typedef struct {
	const pp_node *game;
	int pontoon;                 /* family pontoon (else blackjack) */
	unsigned decks;              /* 0 when the plan does not say */
	bj_dealer dealer;            /* the drawing rule as computed */
	int soft17_stated;           /* the plan states soft_17 */
	int hole_card, natural_takes_all;
	int has_win, has_natural, has_trick;
	mpq_t win, natural, trick;   /* payouts; natural: blackjack or pontoon */
	int ties_lose;
	int can_double, double_after_split;
	unsigned double_totals;      /* bit t: a two-card total t may be doubled (any_two: all) */
	int can_split;
	unsigned max_splits, ace_splits;
	int pairs_same_rank;         /* a ten pairs only a ten of its rank */
	/* Rules the plan leaves open (PP-PLAN-007): the figures above hold the
	 * reading named in bj_reading, and the house-edge table gives the range
	 * over every reading. */
	int das_open, splits_open, pairs_open;
	int aces_open;               /* ace_splits unstated: read as max_splits */
	int split_aces_one_card, natural_after_split;
	unsigned bought_cards, trick_cards;
	mpq_t buy_stake;             /* a bought card's stake per original stake */
	int has_insurance, ins_exactly_half, ins_on_natural;
	mpq_t ins_payout;
	int has_even_money;
	mpq_t even_money;
	int has_surrender, surrender_ace, surrender_ten;
	mpq_t surrender_refund;
	unsigned players;            /* players per box (0: unstated) */
	int max_bet_per_player;
	unsigned at_once_unless;     /* bit r: a natural waits when the up card is rank r */
	int has_at_once;
} bj_game;

/* Read game into g (initialised here; bj_game_clear frees it).  The schema
 * validated the game, so this can't fail. */
void bj_game_read(bj_game *g, const pp_node *game);
void bj_game_clear(bj_game *g);

/* The plan's shoe (decks > 0). */
void bj_game_shoe(const bj_game *g, bj_shoe *s);

/* "A", "2", ... "10" for rank r. */
const char *bj_rank_name(int r);

/* Checks, each recording its findings and tables in ctx. */
void bj_check_rules(ck_ctx *ctx, const bj_game *g);       /* blackjack_rules.c */
void bj_check_restated(ck_ctx *ctx, const bj_game *g);    /* blackjack_rules.c */
void bj_check_dealer(ck_ctx *ctx, const bj_game *g);      /* blackjack_shoe.c */
void bj_check_naturals(ck_ctx *ctx, const bj_game *g);    /* blackjack_shoe.c */
void bj_check_side_bets(ck_ctx *ctx, const bj_game *g);   /* blackjack_side.c */
void bj_check_exposure(ck_ctx *ctx, const bj_game *g);    /* blackjack_exposure.c */
void bj_check_edge(ck_ctx *ctx, const bj_game *g);        /* blackjack_edge.c */
void bj_check_premiums(ck_ctx *ctx, const bj_game *g);    /* blackjack_premium.c */

/* What premium hand p (a `premiums` item) settles at on its own, as a net
 * multiple of its stake, into own, and how (its total and payout) into
 * how; returns 0 when the plan states no payout it would get. */
int bj_premium_hand(const bj_game *g, const pp_node *p, mpq_t own, pp_buf *how);

/* Perfect Pairs from the first two cards of a decks-deck shoe: the number
 * of unordered two-card hands of each tier and in all (blackjack_side.c). */
void bj_pairs_count(mpz_t perfect, mpz_t coloured, mpz_t mixed, mpz_t all, unsigned decks);

/* The exact RTP of a Perfect Pairs paytable (net payouts; NULL: the tier
 * is not paid) from a decks-deck shoe. */
void bj_pairs_rtp(mpq_t rtp, unsigned decks, const mpq_t perfect, const mpq_t coloured,
                  const mpq_t mixed);

/* The largest win of one box in one round for the limits row (max_win
 * callback of both families; blackjack_exposure.c). */
int bj_max_win(ck_ctx *ctx, const pp_node *game, const pp_node *limits, mpq_t gross,
               mpq_t net, pp_buf *path);

/* The main game's return to player under the total-dependent optimal
 * strategy from the infinite shoe, for the rules of g (blackjack_edge.c). */
void bj_edge_infinite(mpq_t rtp, const bj_game *g);

/* PP-BJ-015: the main game's exact return on the plan's shoe under the
 * composition-dependent strategy, when the analysis is on (pp_set_exact_main;
 * blackjack_main.c). */
void bj_check_main_shoe(ck_ctx *ctx, const bj_game *g);

/* PP-BJ-014: every payout payable in chips at every stake (blackjack_chips.c). */
void bj_check_chips(ck_ctx *ctx, const bj_game *g);

#endif
