/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_cdp.h - the main game's exact return on the plan's finite shoe
 * under the composition-dependent strategy (blackjack_cdp.c computes it,
 * blackjack_main.c reports it), and what it shares with Pontoon's engine
 * (pontoon_cdp.h): the dealer trie and its walk (blackjack_cdp_dealer.c),
 * the recursion over the player's compositions, splits and up cards
 * (blackjack_cdp_base.c), and the results kept and tabled
 * (blackjack_cdp_results.c).  One implementation each; what a hand is
 * worth stays each engine's own. */
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
	int nonpush;             /* the trie counts every outcome that is not a push
	                          * as 1 (the second moment's walk, cd_return_moments) */
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

/* --- the dealer trie and its walk, for both engines (blackjack_cdp_dealer.c) */

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

/* --- the recursion both engines run (blackjack_cdp_base.c) ---------------- */

/* Each engine values a player's compositions as exact integers on one
 * scale per number of cards held (blackjack_cdp.c, pontoon_cdp.c say
 * how), from a base: the shoe less the up card (and a split's other pair
 * cards).  What a base holds, how a split's hands are summed and how the
 * first two cards of every up card are weighed is the same for both; what
 * a hand is worth is each engine's own (cd_engine). */

/* A base's memo: a slot per composition, found by cd_hand_key. */
#define CD_MEMO_BITS 14
#define CD_MEMO_SIZE (1u << CD_MEMO_BITS)

typedef struct cd_engine cd_engine;

/* One recursion base.  An engine's base begins with one and adds its
 * rules and its memo's values (one per slot); cd_base_open allocates it
 * (engine->base_size bytes, zeroed), cd_base_close frees it. */
typedef struct {
	const cd_engine *eng;
	const dtrie *dt;              /* the dealer trie of the up card */
	int up;                       /* the up card */
	unsigned base[BJ_RANKS];
	unsigned n, depth;            /* cards in base; J */
	int fast;                     /* the dealer walk fits in 128 bits */
	mpz_t *g;                     /* g[a] = (n - a)_(J - a), a = 0 .. J */
	unsigned long long *keys;     /* CD_MEMO_SIZE memo keys (cd_hand_key), 0 empty */
	cd_walk walk;                 /* the dealer walk's scratch */
	mpz_t t;                      /* the engine's scratch */
} cd_base;

/* What an engine plugs into the shared recursion.  An engine's own
 * struct begins with one, so that its hooks find their rules from
 * b->eng. */
struct cd_engine {
	size_t base_size;             /* sizeof its base, which begins with a cd_base */
	unsigned hand_cards;          /* J is this plus the trie's depth, at most n */
	/* Its part of a base just opened (the cd_base filled) and about to
	 * be closed (the cd_base still whole). */
	void (*open)(cd_base *b);
	void (*close)(cd_base *b);
	/* The value of the split hand p (a card of pair rank pr and a second
	 * card) as a rational into v (initialised). */
	void (*split_hand)(mpq_t v, cd_base *b, cd_hand *p, int pr);
	/* The first two cards p (ranks c1 <= c2) against b->up: their value as
	 * a rational into v and the first decision into *move; 0 (nothing set)
	 * when the engine values them apart (Pontoon's pontoon). */
	int (*first_hand)(mpq_t v, char *move, cd_base *b, cd_hand *p, int c1, int c2);
};

/* A base of e on base (counts) with dealer trie dt against up card up;
 * cd_base_close frees it. */
cd_base *cd_base_open(const cd_engine *e, const dtrie *dt, const unsigned *base, int up);
void cd_base_close(cd_base *b);

/* The memo slot of the cards h in b (0 .. CD_MEMO_SIZE - 1), *fresh set
 * when h takes it now (its values are the engine's to initialise). */
size_t cd_base_slot(cd_base *b, const unsigned *h, int *fresh);

/* The dealer's side of standing on p: the value of standing times
 * g[cards] * win_den (the trie's win payout) into out. */
void cd_base_stand(cd_base *b, mpz_t out, const cd_hand *p);

/* The base of up card up: shoe (counts, holding up) less up, with its
 * dealer trie built from trie_rules into *dt; cd_up_close frees both. */
cd_base *cd_up_open(dtrie *dt, const cd_engine *e, const cd_rules *trie_rules,
                    const unsigned *shoe, int up);
void cd_up_close(cd_base *b, dtrie *dt);

/* The expected sum of the split hands of pair rank pr, up to max hands,
 * into out, from the up card's base `from`: each hand played optimally
 * for its own cards with the pair cards split so far out of the shoe, the
 * cards the other hands drew ignored (the convention of published
 * combinatorial tables). */
void cd_split_value(mpq_t out, const cd_engine *e, const cd_base *from, int pr, unsigned max);

/* The return of every up card the shoe holds, each the sum over the first
 * two cards of their probability times e's first_hand, into ev[]
 * (initialised here; 0 for an up card the shoe lacks), and the first
 * decisions into moves[up] ('-' where first_hand sets none).  The up
 * cards are valued on up to as many threads as the machine has cores; the
 * figures do not depend on their number. */
void cd_up_cards(mpq_t ev[BJ_RANKS], char (*moves)[BJ_RANKS][BJ_RANKS], const cd_engine *e,
                 const cd_rules *trie_rules, const bj_shoe *shoe);

/* rtp = 1 + the sum over up cards of their probability times ev[up], in
 * up-card order; clears ev[]. */
void cd_weigh_up_cards(mpq_t rtp, mpq_t ev[BJ_RANKS], const bj_shoe *shoe);

/* --- both engines' results kept, and their table (blackjack_cdp_results.c) - */

/* The return and strategy of one rule set on one shoe. */
typedef struct {
	mpq_t rtp;
	cd_strategy strat;
} cd_main_value;

/* The engines whose results cd_main_cached keeps, each in its own memo
 * and under its own name in the disk cache. */
typedef enum { CD_MAIN_BLACKJACK, CD_MAIN_PONTOON } cd_main_engine;

/* The exact return and strategy of one rule set (rules: a cd_rules for
 * Black Jack, a pc_rules for Pontoon) on a decks-deck shoe into out (its
 * rtp initialised): from the engine's memo, else from the disk cache under
 * key, else computed (cd_return, pc_return) and kept in both.  key
 * (allocated; freed here) holds every rule the engine reads. */
void cd_main_cached(cd_main_value *out, cd_main_engine engine, char *key, unsigned decks,
                    const void *rules);

/* The table of first decisions: one row per two-card hand, one column per
 * up card (2 .. 10, A), a letter each from st->move[up][c1][c2]. */
void cd_strategy_table(ck_ctx *ctx, const bj_game *g, const char *id, const char *title,
                       const cd_strategy *st);

/* --- the Black Jack engine (blackjack_cdp.c) ---------------------------------- */

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

/* The composition-dependent strategy with pairs never split (cr's
 * can_split read as 0) on shoe: the round's return into rtp, the second
 * moment E[X^2] of the round's net result X per unit bet into m2 (both the
 * caller's) and the first decision of every hand into strat.  Every
 * decision is the one cd_return makes for the hand (ties alike); without
 * splits the strategy is playable and both figures are exact.  Can't
 * fail. */
void cd_return_moments(mpq_t rtp, mpq_t m2, cd_strategy *strat, const cd_rules *cr,
                       const bj_shoe *shoe);

/* The chance of the dealer's natural against up card up once the cards
 * p holds are out of c's base, into out. */
void cd_natural_prob(mpq_t out, const cd_base *c, const cd_hand *p, int up);

/* What a player's natural is worth given pn, the chance of the dealer's
 * natural: its payout, unless the dealer has one too (a push, or a lost
 * bet when ties lose). */
void cd_natural_value(mpq_t out, const cd_rules *cr, const mpq_t pn);

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
