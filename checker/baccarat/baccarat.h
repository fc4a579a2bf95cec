/* SPDX-License-Identifier: Apache-2.0 */
/* baccarat.h - the baccarat model shared by baccarat*.c.
 *
 * A coup is described by bac_rules: the shoe (decks), the point value of
 * each rank, which two-card totals are naturals, the player's rule and the
 * banker's drawing tableau (banker total x player's third card, and the
 * case where the player stood).  baccarat_states.c enumerates every coup
 * of a finite shoe exactly (baccarat_shoe.c holds the card-by-card
 * reference, signatures and the standard rules); baccarat_cache.c keeps
 * the shoes already enumerated; baccarat_bets.c settles the bets on the
 * outcomes; baccarat_tableau.c reads and judges the rules the plan gives;
 * baccarat_commission.c sweeps every legal stake through the commission's
 * rounding rule (baccarat_money.c reports it); baccarat_maxwin.c finds the
 * largest wins; baccarat.c is the family glue (checks, rules, max win).
 *
 * Counting is exact in integers: orderings of six cards in bac_count
 * (unsigned 128 bits; the bound is proved in baccarat_states.c), the
 * folded four-card moments in uint64_t; probabilities, returns and
 * amounts are GMP rationals. */
#ifndef PP_BACCARAT_H
#define PP_BACCARAT_H

#include <stdint.h>

#include "core/check.h"

#define BAC_RANKS 13      /* A, 2, ..., 10, J, Q, K */
#define BAC_TOTALS 10     /* hand totals 0..9 */
#define BAC_STOOD 10      /* tableau column: the player stood on two cards */
#define BAC_COLS 11       /* third-card values 0..9, then BAC_STOOD */
#define BAC_MAX_DECKS 500 /* the counting bound of baccarat_states.c */

/* A count of orderings of six cards: P(52 * decks, 6) < 2^128 for every
 * shoe of at most BAC_MAX_DECKS decks (and far beyond). */
__extension__ typedef unsigned __int128 bac_count;

/* A tableau or player-rule cell: a set of actions the plan states.  Both
 * bits is a conflict, neither is a gap. */
enum { BAC_D = 1, BAC_S = 2 };

typedef struct {
	unsigned decks;
	unsigned char value[BAC_RANKS];             /* point value of each rank */
	unsigned natural;                           /* bit t: total t is a natural */
	unsigned char player[BAC_TOTALS];           /* BAC_D or BAC_S per two-card total */
	unsigned char banker[BAC_TOTALS][BAC_COLS]; /* BAC_D or BAC_S per cell */
	int pair_by_points;                         /* a pair is two equal point values
	                                             * (else two equal ranks) */
} bac_rules;

/* Standard Punto Banco: the action of the standard tableau for banker
 * total t and column c (third-card value or BAC_STOOD); the standard
 * player's rule; the whole standard game with decks decks. */
unsigned char bac_standard_banker(unsigned t, unsigned c);
unsigned char bac_standard_player(unsigned t);
void bac_standard_rules(bac_rules *r, unsigned decks);

/* "banker 3, player's third card 8" / "banker 5, player stood", into buf. */
void bac_cell_name(char *buf, size_t size, unsigned t, unsigned c);

/* ---- outcomes and the enumeration (baccarat_shoe.c, baccarat_states.c) - */

/* A finished coup: final totals, whether each side took a third card,
 * whether each side's first two cards form a pair, and whether the coup
 * ended on a natural. */
typedef struct {
	unsigned p, b;
	unsigned p3, b3;
	unsigned pp, bp;
	unsigned nat;
} bac_outcome;

#define BAC_NSIG 3200u    /* 10 * 10 * 2 * 2 * 2 * 2 * 2 outcomes */

unsigned bac_sig(const bac_outcome *o);
void bac_unsig(unsigned sig, bac_outcome *o);

/* Weights of outcomes: the number of orderings of 6 cards of the shoe
 * (the cards a coup does not use count as dealt afterwards) that give each
 * outcome.  A whole game's weights sum to P(52 decks, 6). */
typedef struct {
	bac_count w[BAC_NSIG];
} bac_dist;

/* The enumeration of one game.  Cells marked in `split` are played both
 * ways: their coups are counted in split[2i] (banker draws) and
 * split[2i+1] (banker stands) for the cell's index i, every other coup in
 * main.  A game whose split cells each take one action is main plus that
 * action's distribution of every split cell; cells partition the coups, so
 * each bet's return is additive over cells. */
typedef struct {
	bac_count total;                 /* P(52 * decks, 6) */
	bac_dist main;
	unsigned nsplit;
	int split_index[BAC_TOTALS][BAC_COLS]; /* -1 when not split */
	unsigned char split_t[BAC_TOTALS * BAC_COLS], split_c[BAC_TOTALS * BAC_COLS];
	bac_dist *split;                 /* 2 * nsplit, owned */
} bac_enum;

/* Enumerate every coup of a shoe of r->decks decks (1..BAC_MAX_DECKS)
 * exactly, cards removed as dealt.  r must decide every player cell and
 * every banker cell not in split (split may be NULL).  e is filled and
 * owns its split array: release it with bac_enum_free.  Can't fail.
 * bac_enumerate (baccarat_cache.c) answers from a small process-wide memo
 * of the shoes already enumerated, keyed by everything the enumeration
 * reads (the rules and the split cells), and otherwise runs
 * bac_enumerate_states. */
void bac_enumerate(bac_enum *e, const bac_rules *r,
                   const unsigned char split[BAC_TOTALS][BAC_COLS]);
void bac_enum_free(bac_enum *e);

/* Another reference to an enumerated game's split distributions (NULL
 * for none), released by bac_enum_free of the bac_enum that holds it: the
 * distributions are read-only once enumerated, so a copy of a bac_enum may
 * share them. */
bac_dist *bac_split_share(bac_dist *split);

/* The engine (baccarat_states.c): the first four cards folded into
 * (player total, banker total, pairs) states with the moments of the
 * cards they remove, the third cards dealt per state. */
void bac_enumerate_states(bac_enum *e, const bac_rules *r,
                          const unsigned char split[BAC_TOTALS][BAC_COLS]);

/* The reference (baccarat_shoe.c): the same distributions by dealing
 * every coup card by card (first four by rank class, third cards by
 * value).  Slower, independent of the engine: tests hold one against the
 * other. */
void bac_enumerate_cards(bac_enum *e, const bac_rules *r,
                         const unsigned char split[BAC_TOTALS][BAC_COLS]);

/* Set up e's split cells from split (NULL: none) with zeroed
 * distributions and total = P(52 * decks, 6) (baccarat_shoe.c). */
void bac_enum_init(bac_enum *e, const bac_rules *r,
                   const unsigned char split[BAC_TOTALS][BAC_COLS]);

/* out = main + the distribution of each split cell under act (BAC_D or
 * BAC_S per cell).  Can't fail. */
void bac_enum_combine(bac_dist *out, const bac_enum *e,
                      const unsigned char act[BAC_TOTALS][BAC_COLS]);

/* Set z to v (GMP has no portable uint64_t or 128-bit setter). */
void bac_mpz_set_u64(mpz_t z, uint64_t v);
void bac_mpz_set_count(mpz_t z, bac_count v);

/* v in decimal into buf (40 bytes hold any bac_count); returns buf. */
char *bac_count_text(char *buf, size_t size, bac_count v);

/* "5%" / "2.5%": a rate as the plan writes it; the caller frees it. */
char *bac_rate_text(const mpq_t rate);

/* q = w / total, canonical. */
void bac_prob(mpq_t q, bac_count w, bac_count total);

/* ---- bets (baccarat_bets.c) -------------------------------------------- */

typedef enum {
	BAC_BET_PLAYER, BAC_BET_BANKER, BAC_BET_TIE, BAC_BET_PLAYER_PAIR,
	BAC_BET_BANKER_PAIR, BAC_BET_EITHER_PAIR, BAC_BET_SUPER_SIX, BAC_BET_COUNT
} bac_bet_type;

typedef enum { BAC_WHEN_ANY_WIN, BAC_WHEN_BANKER_SIX } bac_when;
typedef enum { BAC_BASE_WIN, BAC_BASE_STAKE, BAC_BASE_WIN_AND_STAKE } bac_base;

/* A commission as the plan states it: rate percent of base, charged on the
 * wins of its bet when `when` holds.  net is the net win per unit staked
 * after the exact (unrounded) commission. */
typedef struct {
	const pp_node *node;
	mpq_t rate;
	bac_base base;
	bac_when when;
	mpq_t net;
} bac_commission;

typedef struct {
	const pp_node *node;
	const char *name;
	bac_bet_type type;
	mpq_t payout;                 /* net win per unit before commission */
	int push_on_tie;              /* player/banker: a tie returns the stake */
	const bac_commission *comm;   /* the commission charged on it, or NULL */
	unsigned char *by_sig;        /* bac_settle at every outcome signature
	                               * (owned; bac_betset_read fills it), or
	                               * NULL: settled outcome by outcome */
} bac_bet;

typedef struct {
	bac_bet *bets;
	size_t nbets;
	bac_commission *comms;
	size_t ncomms;
} bac_betset;

/* The plan-format name of a bet type ("player_pair"), and back (-1). */
const char *bac_bet_type_name(bac_bet_type t);
int bac_bet_type_from_name(const char *name);

/* What bet b does at outcome o. */
typedef enum { BAC_LOSE, BAC_PUSH, BAC_WIN, BAC_WIN_COMMISSION } bac_settlement;
bac_settlement bac_settle(const bac_bet *b, const bac_outcome *o);
/* The weights in d of b's settlements, indexed by bac_settlement. */
void bac_settle_weights(const bac_bet *b, const bac_dist *d, bac_count w[4]);

/* What bet b does at the outcome of signature sig (its table when it has
 * one). */
bac_settlement bac_settle_sig(const bac_bet *b, unsigned sig);

/* Read the game's bets and commissions into set (which owns its arrays and
 * rationals; release with bac_betset_free).  A commission naming no bet of
 * the game applies to nothing (PP-BAC-006 reports it).  Can't fail. */
void bac_betset_read(bac_betset *set, const pp_node *game);
void bac_betset_free(bac_betset *set);

/* The exact return per unit staked of bet b in a whole game's distribution
 * d (weights summing to total), and the weight of its winning outcomes. */
void bac_rtp(mpq_t rtp, const bac_bet *b, const bac_dist *d, bac_count total);
bac_count bac_win_weight(const bac_bet *b, const bac_dist *d);

/* The weights of every bet's settlements in d in one pass over it:
 * w[4 * b + settlement] for bet b of set (w holds 4 * set->nbets). */
void bac_settle_all(const bac_betset *set, const bac_dist *d, bac_count *w);

/* b's return per unit staked times the total: what a win, a charged win
 * and a push return, weighted by w (indexed by settlement). */
void bac_return_num(mpq_t num, const bac_bet *b, const bac_count w[4]);

/* The part of b's return (per unit, over the whole game's total) that one
 * split branch contributes. */
void bac_rtp_part(mpq_t part, const bac_bet *b, const bac_dist *d, bac_count total);

/* ---- the rules as the plan states them (baccarat_tableau.c) ------------ */

typedef struct {
	/* What the plan states for each banker cell and player total: a set of
	 * BAC_D / BAC_S bits, where it first says so, and where it contradicts
	 * itself (NULL when it does not). */
	unsigned char stated[BAC_TOTALS][BAC_COLS];
	const pp_node *at[BAC_TOTALS][BAC_COLS];
	const pp_node *clash[BAC_TOTALS][BAC_COLS];
	unsigned char pstated[BAC_TOTALS];
	const pp_node *pat[BAC_TOTALS], *pclash[BAC_TOTALS];
	/* Two-card totals the card values make (bit t), and the cells some
	 * coup reaches under the plan's naturals and values. */
	unsigned reach;
	unsigned char needed[BAC_TOTALS][BAC_COLS];
	int has_values, has_naturals;
	int standard_cards;   /* values, naturals and player's rule are standard */
	/* The plan's game, with every unstated or conflicting cell taken from
	 * the standard tableau, and the cells to play both ways: unstated,
	 * conflicting, or stated differently from the standard. */
	bac_rules rules;
	unsigned char split[BAC_TOTALS][BAC_COLS];
} bac_tableau;

/* Read the game's cards, naturals, player's rule and banker's rule into
 * tb, which borrows nodes from the plan.  Can't fail: the schema has
 * validated every value. */
void bac_tableau_read(bac_tableau *tb, const pp_node *game);

/* Banker cell (t, c) is reached and not stated; stated both ways (or a
 * natural made to draw); reached, stated once, and not the standard. */
int bac_cell_missing(const bac_tableau *tb, unsigned t, unsigned c);
int bac_cell_conflict(const bac_tableau *tb, unsigned t, unsigned c);
int bac_cell_deviates(const bac_tableau *tb, unsigned t, unsigned c);

/* ---- one game analysed (baccarat_game.c) ------------------------------- */

typedef struct {
	const pp_node *game;
	bac_tableau tb;
	bac_betset set;
	bac_enum e;              /* the plan's game with its split cells */
	bac_dist plan;           /* gaps and conflicts played as the standard */
	bac_dist std;            /* the standard game of the same shoe */
	bac_count total;
	mpq_t *rtp, *rtp_std;    /* per bet: the plan's game, the standard game */
	mpq_t *lo, *hi;          /* per bet: over every way to decide the gaps
	                          * and conflicts of the tableau */
} bac_game;

/* Analyse game: read it, enumerate the plan's game and the standard one,
 * and every bet's return.  g owns everything; free with bac_game_free. */
void bac_game_analyse(bac_game *g, const pp_node *game);
void bac_game_free(bac_game *g);

/* The change of every bet's return (into delta, one per bet) when split
 * cell i takes the plan's action instead of the standard one. */
void bac_cell_effect(const bac_game *g, unsigned i, mpq_t *delta);

/* The findings and tables of the rules (baccarat_tableau.c), of the bets'
 * returns (baccarat_game.c), and of commissions and maximum wins
 * (baccarat_money.c). */
void bac_report_rules(ck_ctx *ctx, const bac_game *g);
void bac_report_bets(ck_ctx *ctx, const bac_game *g);
void bac_report_money(ck_ctx *ctx, const bac_game *g);

/* The largest win of one box in one round (scope game) or on one bet
 * (scope bet) at the maximum bet of limits, both conventions, and the
 * table of every bet's and every round's largest win per limits row
 * (baccarat_maxwin.c). */
int bac_max_win(ck_ctx *ctx, const bac_game *g, const pp_node *limits, int per_round,
                mpq_t gross, mpq_t net, pp_buf *path);
void bac_max_win_table(ck_ctx *ctx, const bac_game *g);


/* ---- the commission sweep (baccarat_commission.c) ---------------------- */

typedef struct {
	/* inputs, initialised by bac_sweep_init and set by the caller */
	mpq_t step;            /* stakes step: the smallest chip */
	mpq_t chip;            /* every paid amount must be a multiple of it */
	mpq_t min, max;        /* stake range */
	mpq_t payout;          /* net win per unit before commission */
	mpq_t rate;
	bac_base base;
	int rounding;          /* 0: exact commission (the plan states no rule) */
	int round_paid;        /* round the paid win instead of the commission */
	num_rounding dir;
	mpq_t unit;            /* rounding step */
	int has_max_win;
	int max_win_gross;     /* compare stake + paid win (else the paid win) */
	mpq_t max_win;         /* with max_win_gross, the maximum win */
	int force_exact;       /* tests: use the rational path throughout */
	int force_walk;        /* tests: walk every stake, not one period */
	/* outputs */
	uint64_t nstakes;      /* legal stakes swept */
	uint64_t nfrac, nneg, nabove, ndrop;  /* not a chip multiple, negative,
	                                       * above max win, below the previous stake's */
	mpq_t first_frac, first_neg, first_above, first_drop; /* the first such stake */
	mpq_t frac_paid;       /* the paid amount at first_frac */
	mpq_t best_stake, worst_stake;  /* the paid win per unit staked is highest
	                                 * (rounding favours the player most) and
	                                 * lowest (favours the house most) */
	mpq_t best_ratio, worst_ratio;  /* paid win / stake there */
	mpq_t best_eff, worst_eff;      /* effective commission / win there */
	int fast;              /* 1 when the uint64 path ran */
	int periodic;          /* 1 when it ran over one period plus the ends */
	int too_many;          /* the range has more stakes than the sweep takes */
} bac_sweep;

void bac_sweep_init(bac_sweep *s);
void bac_sweep_clear(bac_sweep *s);

/* The paid net win of a stake under s's rule, exactly (the reference the
 * sweep's integer path is tested against). */
void bac_paid(mpq_t paid, const bac_sweep *s, const mpq_t stake);

/* Sweep every stake min, min + step, ..., max: fills the outputs.  Returns
 * 0 when there is no legal stake.  Can't fail. */
int bac_sweep_run(bac_sweep *s);

/* Set s up for the commission of bet in the currency of limits row:
 * stake range, smallest chip (1 when the plan states none: *assumed),
 * rounding rule if the plan gives one for this currency, maximum win
 * (baccarat_money.c). */
void bac_sweep_setup(bac_sweep *s, ck_ctx *ctx, const bac_game *g, const bac_bet *bet,
                     const pp_node *row, int *assumed);

/* The largest number of stakes one sweep takes. */
#define BAC_SWEEP_MAX_FAST 200000000ull
#define BAC_SWEEP_MAX_EXACT 2000000ull

#endif
