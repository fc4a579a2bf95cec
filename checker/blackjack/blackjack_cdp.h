/* blackjack_cdp.h - the main game's exact return on the plan's finite shoe
 * under the composition-dependent strategy (blackjack_cdp.c computes it,
 * blackjack_main.c reports it). */
#ifndef PP_BLACKJACK_CDP_H
#define PP_BLACKJACK_CDP_H

#include "blackjack/blackjack.h"

/* The rules the engine reads, copied from a bj_game. */
typedef struct {
	bj_dealer dealer;        /* peeks is 0: cond says how naturals settle */
	int cond;                /* the dealer's natural settles first, for the bet only */
	long win_num, win_den;   /* a win's payout */
	mpq_t natural, surrender_refund;
	int ties_lose;
	int can_double, double_after_split;
	unsigned double_totals;
	int can_split;
	unsigned max_splits, ace_splits;
	int split_aces_one_card, natural_after_split, pairs_same_rank;
	int has_surrender, surrender_ace, surrender_ten;
	int split_rank;          /* while valuing a split hand: the pair's rank */
} cd_rules;

/* The choices of a two-card hand: a letter per [up][c1][c2], c1 <= c2:
 * S stand, H hit, D double, P split, R surrender, N a natural, - none. */
typedef struct {
	char move[BJ_RANKS][BJ_RANKS][BJ_RANKS];
} cd_strategy;

/* The value of each option of a two-card hand. */
typedef struct {
	mpq_t stand, hit, dbl, surrender, natural_prob;
	int can_hit, can_double, can_surrender;
} cd_options;

/* --- shared by blackjack_cdp.c and blackjack_cdp_dealer.c only ----------- */

#define NCLS 11              /* player standing totals: < 12, 12 .. 21 */
#define MAXD 24              /* dealer draws: far more than any shoe allows */

/* One node of the dealer trie in preorder: a sorted multiset of drawn
 * cards whose last rank is rank, held mult times, depth cards in all. */
typedef struct {
	unsigned char rank, mult, depth;
	unsigned skip;           /* the first node after this subtree */
	int w[NCLS];             /* signed orderings ending here, per player total */
} dnode;

typedef struct {
	dnode *v;
	size_t n;
	unsigned maxdepth;
} dtrie;

/* The dealer trie for up card up drawing from base (the shoe less the up
 * card: no sequence needs more of a rank than base holds); cd_dtrie_free
 * frees it.  Can't fail. */
void cd_dtrie_build(dtrie *t, const cd_rules *cr, const unsigned *base, int up);
void cd_dtrie_free(dtrie *t);

/* A player's hand as the engines track it: the cards by rank, the hard
 * total, the number of cards and whether it holds an ace. */
typedef struct {
	unsigned h[BJ_RANKS];
	unsigned hard, cards;
	int ace;
} cd_hand;

static inline unsigned cd_hand_total(const cd_hand *p)
{
	return p->ace && p->hard + 10 <= 21 ? p->hard + 10 : p->hard;
}

static inline void cd_hand_add(cd_hand *p, int r)
{
	p->h[r]++;
	p->hard += BJ_VALUE(r);
	p->cards++;
	p->ace |= r == BJ_ACE;
}

static inline void cd_hand_drop(cd_hand *p, int r)
{
	p->h[r]--;
	p->hard -= BJ_VALUE(r);
	p->cards--;
	p->ace = p->h[BJ_ACE] > 0;
}

/* The cards h (at most 31 of a rank) as a nonzero memo key. */
static inline unsigned long long cd_hand_key(const unsigned *h)
{
	unsigned long long k = 0;
	for (int r = 0; r < BJ_RANKS; r++)
		k |= (unsigned long long)h[r] << (5 * r);
	return k | 1ull << 63;
}

/* The value of one up card up into ev (initialised, zero), from ctx. */
typedef void cd_up_value(mpq_t ev, int up, void *ctx);

/* Initialise ev[] and value every up card the shoe holds with value, the
 * up cards shared among threads; the figures do not depend on how many. */
void cd_value_up_cards(mpq_t ev[BJ_RANKS], const bj_shoe *shoe, cd_up_value *value, void *ctx);

/* rtp = 1 + the sum over up cards of their probability times ev[up], in
 * up-card order; clears ev[]. */
void cd_weigh_up_cards(mpq_t rtp, mpq_t ev[BJ_RANKS], const bj_shoe *shoe);

/* Scratch for the dealer walk with GMP integers. */
typedef struct {
	mpz_t prod[MAXD + 1], acc[MAXD + 1], t;
} cd_walk;

void cd_walk_init(cd_walk *w);
void cd_walk_clear(cd_walk *w);

/* Whether the walk of t from a base of n cards fits 128-bit integers. */
int cd_walk_fits(const dtrie *t, unsigned n);

/* The dealer's side of standing in class k (total k + 11, below 12 for 0)
 * with left cards in the shoe and cards held: the sum over the multisets
 * the dealer can draw from left of the signed weight of their orderings
 * times their falling counts, each depth d's times g[cards + d], into out.
 * That is the value of standing times g[cards] * win_den, when g[a] is
 * (n - a)(n - a - 1)...(n - depth + 1) for a base of n cards. */
void cd_walk_stand(mpz_t out, cd_walk *w, const dtrie *t, int fast, const unsigned *left,
                   int k, mpz_t *g, unsigned cards, unsigned depth);

/* --- the engine ------------------------------------------------------------- */

/* The exact return of one rule set (rules) on a decks-deck shoe into rtp
 * and its strategy (size bytes) into strat: from memo, else from the disk
 * cache under kind and key, else computed by compute and kept in both.
 * The memo is the caller's, made with CK_MEMO_INIT(name,
 * cd_main_kept_free, slots); key holds every rule compute reads. */
struct ck_memo;
typedef void cd_main_compute(mpq_t rtp, void *strat, const bj_shoe *shoe, const void *rules);
void cd_main_cached(mpq_t rtp, void *strat, size_t size, struct ck_memo *memo,
                    const char *kind, const char *key, unsigned decks,
                    cd_main_compute *compute, const void *rules);
void cd_main_kept_free(void *value);

/* cr from g (initialised here; cd_rules_clear frees it).  Returns 0, and
 * initialises nothing, when the game is Pontoon, lacks a payout or pays a
 * win that is not a ratio of two numbers up to 1000: the engine does not
 * compute those. */
int cd_rules_from_game(cd_rules *cr, const bj_game *g);
void cd_rules_clear(cd_rules *cr);

/* The round's return to player from the finite shoe (not infinite) under
 * cr, into rtp (the caller's), and the first decision of every hand into
 * strat.  Can't fail. */
void cd_return(mpq_t rtp, cd_strategy *strat, const cd_rules *cr, const bj_shoe *shoe);

/* The options of the first two cards (c1, c2) against up card up from
 * shoe (which holds all three), each given no dealer natural when the
 * dealer's natural settles first (as published tables print them). */
void cd_options_init(cd_options *o);
void cd_options_clear(cd_options *o);
void cd_hand_options(cd_options *o, const cd_rules *cr, const bj_shoe *shoe, int up, int c1,
                     int c2);

/* The return of g's rules on a decks-deck shoe into rtp (the caller's)
 * and, when strat is not NULL, the strategy; cached per rule set and shoe
 * in the process (blackjack_main.c).  Returns 0 when the engine does not
 * compute g (see cd_rules_from_game) or decks is 0. */
int bj_edge_shoe(mpq_t rtp, cd_strategy *strat, const bj_game *g, unsigned decks);

#endif
