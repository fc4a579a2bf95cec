/* stud_optimal.h - the exact return of a Caribbean-class stud game under
 * the optimal raise/fold strategy: the player's five cards against the
 * dealer's five from one 52-card deck; the player sees his cards and
 * raises (a Bet of `raise` antes) or folds (loses the Ante); the dealer
 * qualifies with a class or better; the bets are settled by the rules
 * below, the Bet paying a second combination on the same five cards where
 * the rules say so (second_of; stud_optimal_second.c decides it card by
 * card).  No card exchange, no sixth card: for a game that offers them the
 * caller (stud_optimal_check.c) prices the strategy that declines them.
 *
 * Every figure is exact.  For every player hand the engine counts, among
 * the C(47,5) dealer hands from the other 47 cards, those that do not
 * qualify and those that qualify and rank below, level with or above it
 * (inclusion-exclusion over the subsets of the player's cards, see
 * stud_optimal.c), so the expected value of raising is an integer over
 * C(47,5) times the common denominator of the payouts; the sum of the
 * better choice over the 2,598,960 player hands is an integer, and the
 * return is that over C(52,5) * C(47,5) * denominator.  With one dealer
 * card seen (up_card), the same per player hand and up card over the
 * C(46,4) dealer hands holding it (stud_optimal_up.c). */
#ifndef PP_STUD_OPTIMAL_H
#define PP_STUD_OPTIMAL_H

#include <stdint.h>

#include "core/num.h"
#include "poker/poker.h"
#include "poker/eval/hand_eval.h"

/* What a bet gets when the dealer does not qualify. */
typedef enum { SO_DNQ_PUSH, SO_DNQ_WINS, SO_DNQ_LOSES, SO_DNQ_PLAYS } so_dnq;
/* What a tie against a qualifying dealer does to both bets. */
typedef enum { SO_TIE_PUSH, SO_TIE_PLAYER_WINS, SO_TIE_DEALER_WINS } so_tie;

/* The rules of one game, filled by the caller (so_rules_init / _clear own
 * the rationals).  A winning bet wins its net multiple by the player's
 * class: ante_win[c] antes, bet_win[c] times the Bet's stake. */
typedef struct {
	int has_qual;                /* 0: the dealer always plays */
	pe_class qual;               /* lowest class that qualifies the dealer */
	mpq_t raise;                 /* the Bet's stake in antes (> 0) */
	mpq_t ante_win[PE_NCLASS];
	mpq_t bet_win[PE_NCLASS];
	so_dnq ante_dnq, bet_dnq;
	so_tie tie;
	int up_card;                 /* the player sees one of the dealer's cards */
	/* second_of[c]: the classes (a bit each) a winning Bet also pays at
	 * their bet_win when the player's hand, of class c, holds one as a
	 * second combination (so_second_class); 0: none. */
	unsigned second_of[PE_NCLASS];
} so_rules;

/* How the optimal-strategy engines read a game's main bets
 * (poker_optimal.c; the stud and the hold'em checks both use them):
 * so_dnq_of: what a dealer-not-qualified rule reads as, 0 when unstated;
 * so_winning_classes: the classes bet b can win on, a bit per class;
 * so_wins_of: b's net multiple by class into win[], 0 with the first class
 *   it can win on whose payout the plan does not state in *missing;
 * so_wins_except: the same, the classes in open excepted (a bit per
 *   class; what pk_multiple leaves there, 0 when the plan has no row);
 * so_read_tie: the tie rule into *out, or why the engines cannot take it. */
int so_dnq_of(so_dnq *out, pk_dnq d);
unsigned so_winning_classes(const pk_game *g, const pk_bet *b);
int so_wins_of(mpq_t win[PE_NCLASS], const pk_game *g, const pk_bet *b, pe_class *missing);
int so_wins_except(mpq_t win[PE_NCLASS], const pk_game *g, const pk_bet *b, unsigned open,
                   pe_class *missing);
const char *so_read_tie(so_tie *out, const pk_game *g);
/* so_open_wins: the classes bet b can win on whose net win the plan
 *   leaves open (no row, no fixed payout, `otherwise` unstated), a bit per
 *   class (poker_optimal.c). */
unsigned so_open_wins(const pk_game *g, const pk_bet *b);

/* The second combination a winning raise also pays (stud_optimal_second.c):
 * so_read_second: g's pairs of primary and second classes into second_of
 *   (all 0 when g pays none); NULL, or why the engine cannot take them;
 * so_second_class: the highest class of allowed (a bit per class) that the
 *   five cards c, whose hand is of class primary, hold as a second
 *   combination, one with at least one card the primary combination does
 *   not use; PE_NCLASS when none. */
const char *so_read_second(unsigned second_of[PE_NCLASS], const pk_game *g,
                           const pk_bet *raise);
pe_class so_second_class(const uint8_t c[5], pe_class primary, unsigned allowed);

void so_rules_init(so_rules *r);
void so_rules_clear(so_rules *r);

/* The outcome of so_return. */
typedef struct {
	mpq_t ev;                    /* expected net win per ante, best play */
	mpq_t house_edge;            /* -ev */
	mpq_t element_of_risk;       /* -ev over the expected total stake */
	uint64_t hands;              /* 2,598,960 player hands */
	uint64_t situations;         /* decisions: hands, or hands times up cards */
	uint64_t raised;             /* decisions where raising is strictly better */
	uint64_t situations_by_class[PE_NCLASS], raised_by_class[PE_NCLASS];
} so_result;

void so_result_init(so_result *res);
void so_result_clear(so_result *res);

/* Computes res for r.  Returns 1, or 0 (res untouched) when a payout
 * scaled to the common denominator exceeds 2^40 (the integer sums could
 * overflow): the caller reports that the engine cannot price the game.
 * Takes about 1 s of CPU with the dealer's cards unseen, 4 s with one
 * seen, and about 33 MB, allocated per call (no shared state). */
int so_return(so_result *res, const so_rules *r);

/* so_return for n rule sets at once (1 <= n <= 4), which differ only in
 * their payouts and second combinations (the same qualifier, up_card and
 * stake): one sweep, each figure what so_return gives.  Returns 0 (every
 * res untouched) where so_return would for any of them, or when they
 * differ otherwise. */
int so_return_set(so_result *res, const so_rules *r, size_t n);

/* Counts of the dealer hands from the 47 cards the player's five (sorted
 * or not, distinct) leave, for tests: not qualifying, and qualifying
 * below, level with and above the player's hand.  Builds what it needs
 * on every call (about 0.5 s). */
typedef struct {
	uint64_t not_qualifying, below, level, above;
} so_counts;
void so_dealer_counts(so_counts *out, const so_rules *r, const uint8_t player[5]);

/* For tests against brute force: out[i] (initialised) the exact expected
 * net win per ante of raising with the player hand hands[i] against every
 * dealer hand from the other 47 cards, or, when up[i] < 52, against those
 * holding the card up[i] (not in the hand), the Bet paying any second
 * combination; computed with the engine's counts and settlement
 * (stud_optimal_query.c).  Returns 0 where so_return would.  About 1 s:
 * one walk through the hands for all n. */
int so_raise_evs(mpq_t *out, const so_rules *r, const uint8_t (*hands)[5],
                 const uint8_t *up, size_t n);

/* PP-POKER-007 for the stud game g when the heavy analyses are on
 * (pp_set_exact_main): its exact return, or why the engine cannot price
 * it (stud_optimal_check.c). */
void so_check_main(ck_ctx *ctx, const pk_game *g);

#endif
