/* SPDX-License-Identifier: Apache-2.0 */
/* poker.h - what the two poker families (stud/stud.c, holdem/holdem.c)
 * share: a game's bets read into exact form, the paytable checks
 * (PP-POKER-*), the exact hand-class tables and side-bet returns, and the
 * maximum win.
 *
 * checker/poker/ holds that shared bet model and the family checks
 * (poker_*.c, prefix poker_), what the two optimal-strategy engines share
 * (poker_optimal.h), and one folder per engine:
 *   eval/    the hand evaluator, the exact hand counts and the tables
 *            generated at build time (eval/gen/); prefix hand_;
 *   stud/    the stud family, its optimal raise/fold engine (stud_optimal*)
 *            and its one-card exchange engine (stud_exchange*); prefix
 *            stud_ (stud_exchange_ for the exchange engine);
 *   holdem/  the hold'em family and its optimal-strategy engine, Easy
 *            hold'em's separate raises included; prefix holdem_.
 * The engines depend on eval/ and on this folder, never on each other.
 *
 * The player's final hand is the best five cards of ncards: five for stud
 * (six when the plan sells a sixth card), seven for hold'em (two hole cards
 * and five community cards).  Class probabilities come from
 * hand_counts.c, computed once per process. */
#ifndef PP_POKER_H
#define PP_POKER_H

#include "core/check.h"
#include "poker/eval/hand_eval.h"

typedef enum { POKER_ANTE, POKER_RAISE, POKER_BLIND, POKER_SIDE, POKER_INSURANCE } poker_kind;
typedef enum { POKER_OTHER_UNSTATED, POKER_OTHER_LOSES, POKER_OTHER_PUSH } poker_other;
/* What a bet settled against the dealer gets when he does not qualify;
 * POKER_DNQ_UNSTATED when the plan does not say (never read as a default). */
typedef enum { POKER_DNQ_PUSH, POKER_DNQ_WINS, POKER_DNQ_LOSES, POKER_DNQ_PLAYS,
	POKER_DNQ_UNSTATED } poker_dnq;

/* One bet of a poker game, its figures as exact rationals. */
typedef struct {
	const pp_node *node;
	const char *name;            /* borrowed from the plan */
	poker_kind kind;
	int has_payout;              /* fixed payout when the player wins */
	mpq_t payout;
	const pp_node *paytable;     /* ratios by hand, or NULL */
	const pp_node *amounts;      /* fixed amounts by hand per currency, or NULL */
	int has_row[HAND_NCLASS];    /* paytable rows */
	int priced[HAND_NCLASS];     /* rows paying a ratio (not at discretion) */
	mpq_t ratio[HAND_NCLASS];
	poker_other otherwise;       /* of the paytable or the amounts */
	mpq_t max_multiple;          /* raise, blind: the largest stake in antes */
	poker_dnq dnq;
	int stake_returned;          /* amounts: the stake comes back with a win */
	const char *insures;         /* insurance: the insured bet's name */
	mpq_t max_stake_of_win;      /* insurance: stake bound, share of that win */
} poker_bet;

/* A poker game as the checks see it. */
typedef struct {
	const pp_node *game;
	const char *family;          /* "stud" or "holdem" */
	unsigned ncards;             /* cards the final hand is the best five of */
	int has_qual;                /* the dealer must qualify */
	hand_class qual;             /* with at least this hand */
	poker_bet *bets;
	size_t nbets;
	const pp_node *second;       /* second-combination rule, or NULL */
} poker_game;

/* Read game into g (ncards as above).  The game was validated; names in it
 * that the schema cannot check (a bet a rule refers to) are looked up by
 * the checks.  poker_game_free releases what it allocated. */
void poker_game_load(poker_game *g, const pp_node *game, const char *family, unsigned ncards);
void poker_game_free(poker_game *g);

/* The bet called name, or NULL. */
const poker_bet *poker_bet_find(const poker_game *g, const char *name);

/* What row of an amount table (rows its list) pays, into out: its amount,
 * or its percent_of share of the amount another row pays (followed up to
 * eight rows).  Returns 0 (out undefined) when that row is missing or the
 * chain does not end in an amount: the row then pays nothing stated. */
int poker_row_amount(mpq_t out, const pp_node *rows, const pp_node *row);

/* The amount table of bet b for currency cur, or NULL. */
const pp_node *poker_amount_table(const poker_bet *b, const char *cur);

/* The amount table of bet b a limits row uses: its currency's, and where
 * the bet's tables in that currency name levels, the one of the row's
 * level (NULL when there is none).  poker_side_levels.c. */
const pp_node *poker_amount_table_row(const poker_bet *b, const pp_node *row);

/* The name of amount table t of bet b in findings and figures: "Bonus
 * (CZK)", "Bonus (CZK level 2)"; the caller frees it. */
char *poker_amount_subject(const poker_bet *b, const pp_node *t);

/* PP-SIDE-003: a bonus stated by table level has a table for every level
 * of the limits and every table a level of them (poker_side_levels.c). */
void poker_side_levels(ck_ctx *ctx, const poker_game *g);

/* PP-SIDE-001 and the return of every bet with a `condition` (PP-RTP-001
 * when exact, PP-SIDE-002 with its bounds when not): poker_side_condition.c.
 * poker_side_rtp leaves such bets to it. */
void poker_side_conditions(ck_ctx *ctx, const poker_game *g);

/* Whether side bet b may pay in a round where the dealer qualifies (or,
 * qualifies 0, does not): its condition allows it.  For the maximum win. */
int poker_side_may_pay(const poker_game *g, const poker_bet *b, int qualifies);

/* The net multiple bet b (a ratio bet) wins when the player's final hand
 * is of class c: its row, else its fixed payout, else what `otherwise`
 * says (-1 loses, 0 push or unstated).  Returns 1 when a row or fixed
 * payout pays it, 0 when the plan does not state a payout. */
int poker_multiple(mpq_t out, const poker_bet *b, hand_class c);

/* The classes the bet can be settled on: every class for side bets and
 * for bets settled against a dealer who need not qualify, else the classes
 * at or above the dealer's qualifying hand.  Returns a bit per class. */
unsigned poker_settled_classes(const poker_game *g, const poker_bet *b);

/* PP-POKER-001, -002, -004, -005 for every bet with a paytable or bonus
 * table, and PP-POKER-003 against the plan's earlier poker games. */
void poker_check_paytables(ck_ctx *ctx, const poker_game *g);
void poker_check_same_name(ck_ctx *ctx, const poker_game *g);

/* PP-PLAN-007 for every bet that leaves open what it gets when the
 * dealer does not qualify, with the maximum win over the readings
 * (poker_maxwin.c). */
void poker_check_open_dnq(ck_ctx *ctx, const poker_game *g);

/* PP-POKER-006: a suit-order tie rule is complete (poker_tie.c). */
void poker_check_tie(ck_ctx *ctx, const poker_game *g);

/* Tables of the exact class counts and probabilities for ncards (and for
 * extra_ncards when not 0), and PP-RTP-001 for every side bet whose return
 * does not depend on the player's decisions; for hold'em, the Blind's
 * payouts over the player's final hand. */
void poker_report_classes(ck_ctx *ctx, const poker_game *g, unsigned extra_ncards);
void poker_side_rtp(ck_ctx *ctx, const poker_game *g);

/* The largest win of one box in one round for the limits row (the
 * family's max_win): every bet at its largest stake, over every hand the
 * player may end with and whether the dealer qualifies, two combinations
 * where the plan pays them; gross (stakes returned) and net, and the path.
 * Every outcome tried is named to ctx (ck_maxwin_outcome; may be NULL).
 * When a bet leaves open what it gets if the dealer does not qualify, the
 * largest over the readings, and the path names it.  Returns 0 when the
 * row has no maximum bet. */
int poker_max_win(ck_ctx *ctx, const poker_game *g, const pp_node *limits, mpq_t gross,
                  mpq_t net, pp_buf *path);

/* What both families check on every game's bets, in this order:
 * PP-POKER-001 to -006, PP-PLAN-007 on the open dnq rules, the class
 * tables (extra_ncards as poker_report_classes) and the side bets'
 * returns.  The family adds its own checks around it (stud/stud.c,
 * holdem/holdem.c). */
void poker_check_bets(ck_ctx *ctx, const poker_game *g, unsigned extra_ncards);

/* A family's max_win (core/check.h's ck_family): game read as family with
 * ncards, then poker_max_win. */
int poker_family_max_win(ck_ctx *ctx, const pp_node *game, const char *family,
                         unsigned ncards, const pp_node *limits, mpq_t gross, mpq_t net,
                         pp_buf *path);

/* The poker area's rule table (PP-POKER-*, PP-STUD-*), registered once
 * through the stud family; the registry finds a rule whatever family
 * emits it. */
extern const pp_rule poker_rules[];

#endif
