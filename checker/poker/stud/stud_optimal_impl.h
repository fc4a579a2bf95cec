/* stud_optimal_impl.h - what the two passes of the stud engine share
 * (stud_optimal.c: the dealer's cards unseen; stud_optimal_up.c: one
 * dealer card seen): the subset counters, the hands sorted by value, the
 * settlement coefficients.  Internal to checker/poker/stud/stud_optimal*. */
#ifndef PP_STUD_OPTIMAL_IMPL_H
#define PP_STUD_OPTIMAL_IMPL_H

#include "poker/stud/stud_exchange.h"
#include "poker/stud/stud_optimal.h"
#include "util.h"

/* Sums of counts times payouts: up to about 2^92. */
__extension__ typedef __int128 s128;
__extension__ typedef unsigned __int128 u128;

#define SO_HANDS 2598960u     /* C(52,5) */
#define SO_DEALER 1533939u    /* C(47,5): dealer hands, no card seen */
#define SO_DEALER_UP 163185u  /* C(46,4): dealer hands with a given up card */
#define SO_UP_CARDS 47u       /* the up cards a player hand leaves */
#define SO_SUBSETS 31u
#define SO_LIMIT ((int64_t)1 << 40)

/* Dealer hands by whether they qualify and how they rank against the
 * player's: below, level with, above. */
enum { SO_CAT_NQ_BELOW, SO_CAT_NQ_LEVEL, SO_CAT_NQ_ABOVE, SO_CAT_Q_BELOW, SO_CAT_Q_LEVEL,
	SO_CAT_Q_ABOVE, SO_CAT_N };

/* so_binom[n][k] = C(n, k), n <= 52, k <= 5 (so_binom_init fills it). */
extern uint32_t so_binom[53][6];
void so_binom_init(void);

/* Counters of the subsets of 1..4 cards over a set of hands: how many
 * hands of the set contain each subset (indexed combinatorially). */
typedef struct {
	uint32_t members;
	uint32_t *by_size[5];        /* [k]: C(52,k) counters, k = 1..4 */
	uint32_t *block;
} so_subset_counts;

/* The combinatorial index and size of each nonempty subset (mask 1..31)
 * of a hand's sorted cards. */
typedef struct {
	uint32_t index[32];
	uint8_t size[32];
} so_subsets;

void so_counts_init(so_subset_counts *s);
void so_counts_free(so_subset_counts *s);
void so_subsets_of(so_subsets *out, const uint8_t c[5]);
void so_counts_add(so_subset_counts *s, const so_subsets *h);
/* Hands of s disjoint from the hand h; member: h itself is in s. */
uint32_t so_counts_disjoint(const so_subset_counts *s, const so_subsets *h, int member);

/* Every five-card hand, packed (six bits a card, ascending), sorted by
 * value; start[v] .. start[v + 1] are the hands of value v; value_of[the
 * hand's combinatorial index] its value.  so_sorted_free releases. */
typedef struct {
	uint32_t *hands;
	uint16_t *value_of;
	uint32_t start[PE_VALUES + 1];
} so_sorted_hands;

void so_sort_hands(so_sorted_hands *sh);
void so_sorted_free(so_sorted_hands *sh);
void so_unpack(uint8_t c[5], uint32_t packed);
/* The counters of the hands below value q. */
void so_counts_below(so_subset_counts *s, const so_sorted_hands *sh, pe_value q);

/* The lowest value that qualifies the dealer (0 when he always plays). */
pe_value so_qual_value(const so_rules *r);

/* What both walks start from: every hand sorted by value (sh), the
 * counters of the non-qualifying hands (nq) and empty running counters
 * (run).  Returns the size of the largest group of equal-valued hands, at
 * least 1.  The caller frees all three. */
uint32_t so_walk_start(so_sorted_hands *sh, so_subset_counts *nq, so_subset_counts *run,
                       const so_rules *r);

/* coef[c][s][cat]: the net win of ante and Bet, times the common
 * denominator d of the payouts, by player class c, second combination s
 * (PE_NCLASS: none; set only for the pairs r->second_of allows) and
 * category.  so_coefficients returns 0 when a figure exceeds SO_LIMIT. */
typedef int64_t so_coef[PE_NCLASS][PE_NCLASS + 1][SO_CAT_N];
int so_coefficients(so_coef coef, int64_t *d, const so_rules *r);

/* The expected net win of raising, times d, of a hand of class cls with
 * second combination sec and category counts cat. */
s128 so_raise_value(so_coef coef, pe_class cls, pe_class sec,
                    const uint32_t cat[SO_CAT_N]);

/* The six category counts of a player hand of value v among total dealer
 * hands of which below rank below it, level level with it and
 * not_qualifying do not qualify (q: the qualifying value). */
void so_categories(uint32_t cat[SO_CAT_N], uint32_t total, pe_value v, pe_value q,
                   uint32_t below, uint32_t level, uint32_t not_qualifying);

void so_q_from_i128(mpq_t out, s128 x);

/* res's figures from the sum over all decisions of the better choice's
 * net win, times d, over den (res->raised and ->situations filled). */
void so_finish(so_result *res, const so_rules *r, s128 sum, s128 den);

/* One rule set's running totals in a sweep that prices up to SO_MAX_SET
 * rule sets at once (they share the dealer-hand counts; only the
 * settlement differs): its coefficients, d, folding's value (times d),
 * and the sum of the better choice's value over the decisions. */
#define SO_MAX_SET 4
typedef struct {
	so_coef coef;
	int64_t d;
	s128 fold, sum;
	uint64_t situations, raised;
	uint64_t situations_by[PE_NCLASS], raised_by[PE_NCLASS];
} so_tally;

/* Counts one decision of weight w: a hand of class cls with second
 * combination sec (PE_NCLASS: none) and category counts cat. */
void so_tally_add(so_tally *t, pe_class cls, pe_class sec, const uint32_t cat[SO_CAT_N],
                  unsigned w);

/* The sweep when the player sees one dealer card (stud_optimal_up.c) for
 * the n rule sets r[] into their tallies t[] (their fold set). */
void so_return_up(so_tally *t, const so_rules *r, size_t n);

/* The one-dealer-card counts (stud_optimal_up.c): for each subset S of the
 * sorted hand c (mask 0..30), the index and size of S with the up card u
 * (not in c); and the hands of s (every hand of value below bound) holding
 * the up card and none of the player's cards, from that. */
void so_with_up_card(so_subsets *out, const uint8_t c[5], uint8_t u);
uint32_t so_up_disjoint(const so_subset_counts *s, const so_subsets *t,
                        const uint16_t *value_of, unsigned bound);

/* The check (stud_optimal_check.c) and its finding (stud_optimal_report.c).
 *
 * so_value: both variants' results for one rule set, what the memo keeps.
 * so_reading: one reading of the rules the plan leaves open: how (NULL when
 *   it leaves nothing open the engine needs, else "lost", "returned" or
 *   "paid": the Bet's open wins lost, returned, or paid as paid_as, the
 *   lowest hand its table pays), the rules, their words and the results.
 * so_option_use: one card option of the plan and whether the figure
 *   optimised it (the one-card exchange engine may, later) or declined it.
 * so_game_read: what the check read besides the rules. */
typedef struct {
	so_result unseen, seen;
} so_value;

typedef struct {
	const char *how;
	pe_class paid_as;
	so_rules r;
	pp_buf words;
	so_value v;
	int exchanged;               /* ex holds the optimum with the exchange */
	so_exchange_result ex;       /* the dealer's cards unseen, exchange optimised */
} so_reading;

typedef struct {
	const char *name;
	int optimised;
} so_option_use;

typedef struct {
	const pk_bet *ante, *bet;
	unsigned open;               /* the Bet's wins the plan leaves open */
	so_option_use *options;
	size_t noptions;
	const char *exchange;        /* the one-card exchange optimised with the
	                              * dealer's cards unseen (its name), or NULL */
	char *price;                 /* its price in antes, in words (owned) */
} so_game_read;

/* The optimum with the one-card exchange for price, the dealer's cards
 * unseen, of each of the n readings into their ex (exchanged set when
 * the engine priced it), from the memo, the disk, or computed
 * (stud_optimal_exchange.c). */
void so_exchange_readings(so_reading *rd, size_t n, mpq_srcptr price);

/* PP-POKER-007 and the main-stud table for the n readings of g. */
void so_report(ck_ctx *ctx, const pk_game *g, const so_game_read *gr, const so_reading *rd,
               size_t n);

#endif
