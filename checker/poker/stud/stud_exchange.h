/* SPDX-License-Identifier: Apache-2.0 */
/* stud_exchange.h - the exact return of a Caribbean-class stud game in
 * which the player, seeing his five cards, may exchange ONE of them once
 * for a price in antes (paid, never returned), then raises or folds; both
 * decisions optimal.  The dealer's cards are all unseen (a game whose
 * player sees a dealer card is declined).  Same rules structure as
 * stud_optimal.h (stud_rules); the engine reuses its subset counters
 * read-only.
 *
 * What is modelled.  The player keeps his five (then raises or folds
 * against a dealer hand from the 47 cards he has not seen) or discards
 * one card h, which goes out of play, and receives a card x from the 47
 * he has not seen; he then raises or folds knowing his final hand, the
 * dealer's five being drawn from the 46 cards he has still not seen.  The
 * replacement card and the dealer's hand are two disjoint draws from the
 * same 47 unseen cards, and a shuffled deck makes every such pair equally
 * likely whatever the order in which they leave the deck (the dealer's
 * cards being dealt before the exchange, or a card burnt before it, does
 * not change that: exchangeability).  Exactly one card, at most once: no
 * two-card exchange, no sixth card, no dealer-card option.
 *
 * Every figure is exact.  The engine (stud_exchange.c) computes for every
 * final hand H (one per suit-isomorphism class) and every dead card d not
 * in H the raise value against the C(46,5) dealer hands avoiding H and d,
 * then for every dealt hand the better of keeping and the best discard. */
#ifndef PP_STUD_EXCHANGE_H
#define PP_STUD_EXCHANGE_H

#include <stddef.h>
#include <stdint.h>

#include "poker/stud/stud_optimal.h"

/* The outcome of stud_exchange_return. */
typedef struct {
	mpq_t ev;                    /* expected net win per ante, price included */
	mpq_t house_edge;            /* -ev */
	mpq_t element_of_risk;       /* -ev over the expected total stake (ante,
	                              * price when exchanging, raise when raising) */
	uint64_t hands;              /* 2,598,960 dealt hands */
	uint64_t classes;            /* 134,459 suit-isomorphism classes */
	uint64_t exchanged;          /* dealt hands where exchanging is strictly better */
	uint64_t exchanged_by_class[HAND_NCLASS]; /* by the dealt hand's class */
	uint64_t hands_by_class[HAND_NCLASS];
	uint64_t raised_kept;        /* kept hands where raising is strictly better */
	/* exchanging hands times the 47 replacements: the final hands where
	 * raising is strictly better */
	uint64_t raised_after_exchange;
	/* classes whose dead-card raise values do not average to the 47-card
	 * raise value (an internal identity; 0 unless the engine is wrong) */
	uint64_t identity_failures;
	/* with one dealer card seen (stud_exchange_up_return): the expected net
	 * win per ante of never exchanging, from the engine's own keeping
	 * values, which must equal stud_return's figure for the rules with one
	 * dealer card seen (the check holds it to that); else 0 */
	mpq_t keep_ev;
	/* with one dealer card seen (stud_exchange_up_return): an exchange of
	 * two cards at once weighed against the best of keeping and the
	 * one-card exchange (stud_exchange_up_two.c) in two_checked situations
	 * (dealt hand, up card, pair of cards discarded); at any price of at
	 * least two_bound antes its upper bound is never above that best, so
	 * it is never better */
	uint64_t two_checked;
	mpq_t two_bound;
} stud_exchange_result;

void stud_exchange_result_init(stud_exchange_result *res);
void stud_exchange_result_clear(stud_exchange_result *res);

/* The engine's values for one dealt hand, for tests: filled by
 * stud_exchange_return for each probe it is given.  All per ante. */
typedef struct {
	uint8_t cards[5];            /* in: distinct, any order; sorted on return */
	mpq_t keep_raise;            /* raising on the five, dealer from the 47 */
	mpq_t keep;                  /* the better of raising and folding on them */
	mpq_t exchange[5];           /* discarding cards[i]: the average over the 47
	                              * replacements of the better of raise and fold,
	                              * the price not deducted */
	mpq_t best;                  /* the optimum, the price deducted if exchanging */
	int discard;                 /* the index of the card to discard, or -1: keep */
	/* raising on the five when the card dead[j] (the 47 other cards,
	 * ascending) is out of play, the dealer from the other 46 */
	uint8_t dead[47];
	mpq_t dead_raise[47];
} stud_exchange_probe;

void stud_exchange_probe_init(stud_exchange_probe *p);
void stud_exchange_probe_clear(stud_exchange_probe *p);

/* Computes res for r and the price (>= 0, in antes), and fills the probes
 * (may be NULL when nprobes is 0).  Returns 1, or 0 (res untouched) when
 * r->up_card is set, when the Bet pays a second combination (r->second_of),
 * or when a payout or the price scaled to the common
 * denominator is too large for the integer sums.  Builds its tables per
 * call: about 80 MB and 3.5 s of CPU, one thread, no shared state. */
int stud_exchange_return(stud_exchange_result *res, const stud_rules *r, mpq_srcptr price,
                         stud_exchange_probe *probes, size_t nprobes);

/* The same for n rule sets at once (1 <= n <= 4, the same qualifier: the
 * readings of one game): res[k] for r[k], each the figure a call of
 * stud_exchange_return for r[k] alone gives; the probes for r[0].  The
 * dealer counts are shared: n rule sets cost about what one does, plus
 * the raise values formed per rule set.  Returns 0 (res untouched) where
 * stud_exchange_return would for one of them, or when their qualifiers
 * differ. */
int stud_exchange_return_set(stud_exchange_result *res, const stud_rules *r, size_t n,
                             mpq_srcptr price, stud_exchange_probe *probes, size_t nprobes);

/* The same game when the player sees one of the dealer's cards, the up
 * card, before he decides (stud_exchange_up.c): he keeps his five or
 * discards one for a replacement from the 46 cards he has not seen, then
 * raises or folds, each decision knowing the up card; the dealer's four
 * other cards come from the 45 cards left.  res[k] for the rule set r[k]
 * (1 <= n <= 4, the same qualifier), whose counts are over the
 * 2,598,960 x 47 pairs of a dealt hand and an up card (hands: that
 * number); the probes are filled for r[0].  Returns 0 (res untouched)
 * where stud_exchange_return would, or when the rule sets differ in the
 * qualifier.  About 20 s of CPU for one rule set on this class of
 * machine, shared over the check's free jobs (ck_threads_take), and
 * 40 MB plus 21 MB per rule set and thread. */
typedef struct {
	uint8_t cards[5];            /* in: the dealt hand, distinct, any order */
	uint8_t up;                  /* in: the up card, not in cards */
	mpq_t keep;                  /* the better of raise and fold on the five */
	mpq_t exchange[5];           /* discarding cards[i]: the average over the 46
	                              * replacements of the better of raise and
	                              * fold, the price not deducted */
	mpq_t best;                  /* the optimum, the price deducted if exchanging */
	int discard;                 /* the index of the card to discard, or -1 */
	/* with a sixth card (stud_sixth_up_return; exchange[] then unset):
	 * buying it, the average over the 46 cards it can be of the better of
	 * raise and fold on the six, the price not deducted; bought: 1 when
	 * buying is strictly better than keeping the five */
	mpq_t buy;
	int bought;
	/* (stud_exchange_up_return) an upper bound of discarding cards[i]
	 * and cards[j] (i < j) for two cards at once, the price not deducted */
	mpq_t two_bound[5][5];
} stud_exchange_up_probe;

void stud_exchange_up_probe_init(stud_exchange_up_probe *p);
void stud_exchange_up_probe_clear(stud_exchange_up_probe *p);

int stud_exchange_up_return(stud_exchange_result *res, const stud_rules *r, size_t n,
                            mpq_srcptr price, stud_exchange_up_probe *probes, size_t nprobes);

/* For tests in a fraction of the time: the engine for the rule set r on
 * the up cards of the ranks in ranks only (a bit each, rank 0 a two),
 * filling the probes whose up card has one of them (the others are left
 * as they are), and part (when not NULL, initialised) with the sums over
 * those up cards alone, formed as stud_exchange_up_return forms the
 * game's: a part of the game, not its figure.  Returns 0 where
 * stud_exchange_up_return would. */
int stud_exchange_up_probes(stud_exchange_result *part, const stud_rules *r, mpq_srcptr price,
                            unsigned ranks, stud_exchange_up_probe *probes, size_t nprobes);

/* The same engine for a game whose option is to buy a sixth card for a
 * price, with one dealer card seen (seed 000's Russian poker): the player
 * keeps his five, or buys one card from the 46 he has not seen and plays
 * the best five of his six, then raises or folds, each decision knowing
 * the up card; the Bet pays a second combination of the five or six cards
 * (stud_second_class, stud_second_class6) where r[k].second_of says so.
 * Figures, arguments and returns as stud_exchange_up_return: exchanged
 * counts the situations that buy, raised_after_exchange the pairs of such
 * a situation and a sixth card after which the player raises.  Each
 * six-card hand is valued once per up card: about 40 s of CPU on this
 * class of machine, twice the exchange's.  stud_sixth_up_probes, for
 * tests, as stud_exchange_up_probes; its identity_failures also counts
 * the dealt hands of those ranks whose sum does not hold exactly 46
 * six-card hands. */
int stud_sixth_up_return(stud_exchange_result *res, const stud_rules *r, size_t n,
                         mpq_srcptr price, stud_exchange_up_probe *probes, size_t nprobes);
int stud_sixth_up_probes(stud_exchange_result *part, const stud_rules *r, mpq_srcptr price,
                         unsigned ranks, stud_exchange_up_probe *probes, size_t nprobes);

/* How a game's card options read for the engine (stud_exchange_run.c). */
typedef enum {
	STUD_EXCHANGE_NONE,          /* the game has no card options */
	STUD_EXCHANGE_ONE_CARD,      /* its only option: exchange one card once */
	STUD_EXCHANGE_ONE_CARD_AMONG, /* one such exchange among options it does not
	                              * model: those declined, a lower bound */
	STUD_EXCHANGE_SIXTH,         /* its only option: buy one card (a sixth) once */
	STUD_EXCHANGE_SIXTH_AMONG,   /* a sixth card among options not modelled, and
	                              * no one-card exchange: those declined */
	STUD_EXCHANGE_UNMODELLED     /* options the engine does not model */
} stud_exchange_kind;

/* Reads g's `options`: STUD_EXCHANGE_ONE_CARD when they are exactly one
 * option of kind exchange with cards [1], used at most once a round
 * (times absent or 1), standing alone (no `after`), its price (in antes)
 * into price and the option's node into *option; STUD_EXCHANGE_SIXTH the
 * same for one option of kind buy with cards [1] (a sixth card);
 * STUD_EXCHANGE_ONE_CARD_AMONG, the same of the cheapest such exchange
 * (the first of equal prices), when the game offers others too, which a
 * figure then declines (seed 000's casino five-card poker), or
 * STUD_EXCHANGE_SIXTH_AMONG of the cheapest sixth card when it offers no
 * such exchange (seed 000's Russian poker); STUD_EXCHANGE_UNMODELLED with
 * the reason in why otherwise (the one option's, or the options' names);
 * STUD_EXCHANGE_NONE without options.  With an _AMONG kind, why names the
 * options declined.  An option that forfeits a side bet (seed 000's
 * Caribbean stud) is modelled, the side bet being no part of the main
 * game's figure; one that forfeits the ante, the raise or a blind is not.
 * price is initialised by the caller; option and why may be NULL. */
stud_exchange_kind stud_exchange_option(mpq_t price, const pp_node **option, pp_buf *why,
                                        const poker_game *g);

/* Whether g offers an exchange of exactly two cards at once (kind
 * exchange, cards [2]), standing alone, once a round, at a stated price
 * of at least 0 and forfeiting no bet of the main game: the cheapest
 * such (the first of equal prices) into price and *option (may be NULL);
 * seed 000's casino five-card poker, two cards for two antes.  The caller
 * weighs it with stud_exchange_up_two_return. */
int stud_exchange_two_option(mpq_t price, const pp_node **option, const poker_game *g);

#endif
