/* SPDX-License-Identifier: Apache-2.0 */
/* stud_optimal_impl.h - what the two passes of the stud engine share
 * (stud_optimal.c: the dealer's cards unseen; stud_optimal_up.c: one
 * dealer card seen): the subset counters, the hands sorted by value, the
 * settlement coefficients.  Internal to checker/poker/stud/stud_optimal*. */
#ifndef PP_STUD_OPTIMAL_IMPL_H
#define PP_STUD_OPTIMAL_IMPL_H

#include "poker/stud/stud_exchange.h"
#include "poker/stud/stud_optimal.h"
#include "util.h"

#define STUD_HANDS 2598960u    /* C(52,5) */
#define STUD_DEALER 1533939u   /* C(47,5): dealer hands, no card seen */
#define STUD_DEALER_UP 163185u /* C(46,4): dealer hands with a given up card */
#define STUD_UP_CARDS 47u      /* the up cards a player hand leaves */
#define STUD_SUBSETS 31u
#define STUD_LIMIT ((int64_t)1 << 40)

/* Dealer hands by whether they qualify and how they rank against the
 * player's: below, level with, above. */
enum { STUD_CAT_NQ_BELOW, STUD_CAT_NQ_LEVEL, STUD_CAT_NQ_ABOVE, STUD_CAT_Q_BELOW, STUD_CAT_Q_LEVEL,
	STUD_CAT_Q_ABOVE, STUD_CAT_N };

/* stud_binom[n][k] = C(n, k), n <= 52, k <= 5: filled once by the first
 * stud_binom_init (every entry point of the engines calls it first; safe
 * from any thread), read-only afterwards. */
extern uint32_t stud_binom[53][6];
void stud_binom_init(void);

/* Counters of the subsets of 1..4 cards over a set of hands: how many
 * hands of the set contain each subset (indexed combinatorially). */
typedef struct {
	uint32_t members;
	uint32_t *by_size[5];        /* [k]: C(52,k) counters, k = 1..4 */
	uint32_t *block;
} stud_subset_counts;

/* The combinatorial index and size of each nonempty subset (mask 1..31)
 * of a hand's sorted cards. */
typedef struct {
	uint32_t index[32];
	uint8_t size[32];
} stud_subsets;

void stud_counts_init(stud_subset_counts *s);
void stud_counts_free(stud_subset_counts *s);
void stud_subsets_of(stud_subsets *out, const uint8_t c[5]);
void stud_counts_add(stud_subset_counts *s, const stud_subsets *h);

/* The counter indices of a hand's subsets joined with one more card (the
 * dealer's up card, or a dead card): part[m][p] is the index of the
 * subset m (mask 0..30) of the ascending cards c with a card inserted
 * after their first p cards, less that card's term: the cards before it
 * keep their place in the subset, those after move up one.  Built once per
 * hand (stud_optimal.c), read for each card joined. */
typedef struct {
	uint32_t part[STUD_SUBSETS][6];
} stud_insert_parts;
void stud_insert_parts_of(stud_insert_parts *t, const uint8_t c[5]);

/* The number of cards in each subset (bit mask) of five. */
extern const uint8_t stud_subset_size[32];

/* Whether the five cards c hold the card u. */
static inline int stud_holds(const uint8_t c[5], uint8_t u)
{
	return c[0] == u || c[1] == u || c[2] == u || c[3] == u || c[4] == u;
}
/* Hands of s disjoint from the hand h; member: h itself is in s. */
uint32_t stud_counts_disjoint(const stud_subset_counts *s, const stud_subsets *h, int member);

/* Every five-card hand, packed (six bits a card, ascending), sorted by
 * value; start[v] .. start[v + 1] are the hands of value v; value_of[the
 * hand's combinatorial index] its value.  stud_sorted_free releases. */
typedef struct {
	uint32_t *hands;
	uint16_t *value_of;
	uint32_t start[HAND_VALUES + 1];
} stud_sorted_hands;

void stud_sort_hands(stud_sorted_hands *sh);
void stud_sorted_free(stud_sorted_hands *sh);
void stud_unpack(uint8_t c[5], uint32_t packed);
/* The counters of the hands below value q. */
void stud_counts_below(stud_subset_counts *s, const stud_sorted_hands *sh, hand_value q);

/* The lowest value that qualifies the dealer (0 when he always plays). */
hand_value stud_qual_value(const stud_rules *r);

/* What both walks start from: every hand sorted by value (sh), the
 * counters of the non-qualifying hands (nq) and empty running counters
 * (run).  Returns the size of the largest group of equal-valued hands, at
 * least 1.  The caller frees all three. */
uint32_t stud_walk_start(stud_sorted_hands *sh, stud_subset_counts *nq, stud_subset_counts *run,
                         const stud_rules *r);

/* coef[c][s][cat]: the net win of ante and Bet, times the common
 * denominator d of the payouts, by player class c, second combination s
 * (HAND_NCLASS: none; set only for the pairs r->second_of allows) and
 * category.  stud_coefficients returns 0 when a figure exceeds STUD_LIMIT. */
typedef int64_t stud_coef[HAND_NCLASS][HAND_NCLASS + 1][STUD_CAT_N];

/* Whether coef[c][s] is a row r pays (and so set and read): the row
 * without a second combination (s HAND_NCLASS), or one r->second_of pairs
 * with class c. */
static inline int stud_row_paid(const stud_rules *r, int c, int s)
{
	return s == HAND_NCLASS || (r->second_of[c] & (1u << s));
}
int stud_coefficients(stud_coef coef, int64_t *d, const stud_rules *r);

/* The expected net win of raising, times d, of a hand of class cls with
 * second combination sec and category counts cat. */
s128 stud_raise_value(stud_coef coef, hand_class cls, hand_class sec,
                      const uint32_t cat[STUD_CAT_N]);

/* The six category counts of a player hand of value v among total dealer
 * hands of which below rank below it, level level with it and
 * not_qualifying do not qualify (q: the qualifying value). */
void stud_categories(uint32_t cat[STUD_CAT_N], uint32_t total, hand_value v, hand_value q,
                     uint32_t below, uint32_t level, uint32_t not_qualifying);

/* res's figures from the sum over all decisions of the better choice's
 * net win, times d, over den (res->raised and ->situations filled). */
void stud_finish(stud_result *res, const stud_rules *r, s128 sum, s128 den);

/* One rule set's running totals in a sweep that prices up to STUD_MAX_SET
 * rule sets at once (they share the dealer-hand counts; only the
 * settlement differs): its coefficients, d, folding's value (times d),
 * and the sum of the better choice's value over the decisions. */
#define STUD_MAX_SET 4
typedef struct {
	stud_coef coef;
	int64_t d;
	s128 fold, sum;
	uint64_t situations, raised;
	uint64_t situations_by[HAND_NCLASS], raised_by[HAND_NCLASS];
} stud_tally;

/* Whether the n rule sets r[] share their qualifier (none, or the same
 * one): the dealer counts of a sweep, which the rule sets of one run share,
 * depend on it. */
static inline int stud_same_qualifier(const stud_rules *r, size_t n)
{
	for (size_t k = 1; k < n; k++)
		if (r[k].has_qual != r[0].has_qual || (r[0].has_qual && r[k].qual != r[0].qual))
			return 0;
	return 1;
}

/* Counts one decision of weight w: a hand of class cls with second
 * combination sec (HAND_NCLASS: none) and category counts cat. */
void stud_tally_add(stud_tally *t, hand_class cls, hand_class sec, const uint32_t cat[STUD_CAT_N],
                    unsigned w);

/* The sweep when the player sees one dealer card (stud_optimal_up.c) for
 * the n rule sets r[] into their tallies t[] (their fold set). */
void stud_return_up(stud_tally *t, const stud_rules *r, size_t n);

/* The one-dealer-card counts (stud_optimal_up.c): for each subset S of the
 * sorted hand c (mask 0..30), the index and size of S with the up card u
 * (not in c); and the hands of s (every hand of value below bound) holding
 * the up card and none of the player's cards, from that. */
void stud_with_up_card(stud_subsets *out, const uint8_t c[5], uint8_t u);
/* The same from a table built once per hand c (stud_insert_parts_of). */
void stud_with_up_parts(stud_subsets *out, const stud_insert_parts *t, const uint8_t c[5],
                        uint8_t u);
uint32_t stud_up_disjoint(const stud_subset_counts *s, const stud_subsets *t,
                          const uint16_t *value_of, unsigned bound);

/* The check (stud_optimal_check.c) and its finding (stud_optimal_report*.c).
 *
 * stud_value: both variants' results for one rule set, what the memo keeps.
 * stud_reading: one reading of the rules the plan leaves open: how (NULL when
 *   it leaves nothing open the engine needs, else "lost", "returned" or
 *   "paid": the Bet's open wins lost, returned, or paid as paid_as, the
 *   lowest hand its table pays), the rules, their words and the results.
 * stud_option_use: one card option of the plan and whether the figure
 *   optimised it (the one-card exchange engine may, later) or declined it.
 * stud_game_read: what the check read besides the rules. */
typedef struct {
	stud_result unseen, seen;
} stud_value;

typedef struct {
	const char *how;
	hand_class paid_as;
	stud_rules r;
	pp_buf words;
	stud_value v;
	int exchanged;               /* ex holds the optimum with the exchange */
	stud_exchange_result ex;     /* the dealer's cards unseen, exchange optimised */
	int exchanged_up;            /* ex_up holds it with one dealer card seen */
	stud_exchange_result ex_up;  /* one dealer card seen, exchange optimised */
} stud_reading;

typedef struct {
	const char *name;
	int optimised;               /* 1: optimised; 2: never better (an exchange
	                              * of two cards, bounded hand by hand); 0:
	                              * declined */
} stud_option_use;

/* What the plan says the player sees of the dealer's hand (the stud
 * dealer's `face_up`): nothing said (open), no card, one card, more than
 * the engine prices, or a count stated soft ({may: 1}, {usually: 1}): in
 * the last two every figure is a reading, as when open. */
typedef enum { STUD_VIEW_OPEN, STUD_VIEW_NONE, STUD_VIEW_ONE, STUD_VIEW_MORE,
	STUD_VIEW_SOFT } stud_view;

typedef struct {
	const poker_bet *ante, *bet;
	stud_view view;
	long long face_up;           /* the cards the plan deals face up (view != OPEN) */
	const char *which;           /* first, last, or NULL: which one, as stated */
	unsigned open;               /* the Bet's wins the plan leaves open */
	stud_option_use *options;
	size_t noptions;
	const char *exchange;        /* the one-card exchange optimised with the
	                              * dealer's cards unseen (its name), or the
	                              * sixth card (sixth), or NULL */
	int exchange_up;             /* and with one dealer card seen */
	int sixth;                   /* the option optimised is a sixth card, with
	                              * one dealer card seen only (exchange names
	                              * it, exchange_up set) */
	int others_declined;         /* the game's other card options, declined */
	/* an exchange of two cards at once never better with one dealer card
	 * seen (its option's optimised is 2): the situations bounded, and the
	 * least price at which every reading's bound proves it (owned) */
	uint64_t two_checked;
	mpq_t two_bound;
	char *price;                 /* its price in antes, in words (owned) */
} stud_game_read;

/* The optimum with the one-card exchange for price of each of the n
 * readings, from the memo, the disk, or computed (stud_optimal_exchange.c):
 * the dealer's cards unseen into their ex (exchanged set when the engine
 * priced it) and, when seen is 1, one dealer card seen into ex_up
 * (exchanged_up, with the bound of an exchange of two cards at once).
 * seen 2: the option is a sixth card, priced with one dealer card seen
 * only, into ex_up. */
void stud_exchange_readings(stud_reading *rd, size_t n, mpq_srcptr price, int seen);

/* The exchange of two cards at once (g's option two, at price) is never
 * better with one dealer card seen when, under each of the n readings,
 * its bound was weighed and the price is at least the least price at which
 * the bound proves it (ex_up.two_bound): its use in gr marked 2, and the
 * largest of those least prices and the situations weighed into gr
 * (stud_optimal_check.c). */
void stud_two_never_better(stud_game_read *gr, const poker_game *g, const pp_node *two,
                           mpq_srcptr price, const stud_reading *rd, size_t n);

/* The view g's plan deals into gr (stud_optimal_report.c). */
void stud_read_view(stud_game_read *gr, const poker_game *g);

/* PP-POKER-007 and the main-stud table for the n readings of g. */
void stud_report(ck_ctx *ctx, const poker_game *g, const stud_game_read *gr, const stud_reading *rd,
                 size_t n);

#endif
