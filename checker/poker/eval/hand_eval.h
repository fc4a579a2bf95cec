/* SPDX-License-Identifier: Apache-2.0 */
/* hand_eval.h - the main header of checker/poker/eval/, the hand evaluator
 * every poker engine and check ranks hands with (prefix hand_): this file,
 * the exact hand counts (hand_counts.h) and the tables generated at build
 * time (hand_tables.h, written by gen/gen_hand_tables.c).  Nothing in
 * eval/ knows a game's bets (poker.h).
 *
 * The poker hand evaluator: the value of the best five-card
 * poker hand among 5, 6 or 7 cards of one 52-card deck, with the ranking the
 * plans use (A-2-3-4-5 is the lowest straight, no wrap-around straights,
 * suits never break ties), and the hand class a paytable pays on.
 *
 * A card is rank * 4 + suit: rank 0 is a two, 12 an ace; suit 0..3.
 * A value is 0..7461, one per equivalence class of five-card hands, and a
 * higher value is a better hand; equal values tie.
 *
 * The evaluator is table-driven and uses no floating point.  Its tables
 * (hand_tables.h, about 0.5 MB with the distributions) are const data generated at build time:
 * a hand's cards are summed into one key whose low half, a rank key, is
 * looked up through a perfect hash in a table of the best hand without a
 * flush, and whose high half counts the cards of each suit; a suit of five
 * or more cards is looked up by its 13-bit rank mask in a table of the best
 * flush or straight flush.  Exhaustive engines sum keys incrementally. */
#ifndef PP_HAND_EVAL_H
#define PP_HAND_EVAL_H

#include <stddef.h>
#include <stdint.h>

#include "poker/eval/hand_tables.h"

#define HAND_CARDS 52
#define HAND_RANKS 13
#define HAND_VALUES 7462

/* The classes a paytable can name, lowest first.  ace_king is a high-card
 * hand whose two highest cards are an ace and a king: the lowest hand that
 * qualifies the dealer in stud games; high_card is every other high-card
 * hand. */
typedef enum {
	HAND_HIGH_CARD,
	HAND_ACE_KING,
	HAND_ONE_PAIR,
	HAND_TWO_PAIR,
	HAND_THREE_OF_A_KIND,
	HAND_STRAIGHT,
	HAND_FLUSH,
	HAND_FULL_HOUSE,
	HAND_FOUR_OF_A_KIND,
	HAND_STRAIGHT_FLUSH,
	HAND_ROYAL_FLUSH,
	HAND_NCLASS
} hand_class;

typedef uint16_t hand_value;

/* The evaluator's tables (hand_tables.h tells how to read them), for
 * exhaustive engines that sum keys incrementally. */
typedef struct {
	const uint64_t *card_key;    /* 52 entries: a card's term of the key */
	const uint16_t *hash_offset; /* the perfect hash's row offsets / 2 */
	const hand_value *rank_value; /* rank key index -> best value, no flush */
	const hand_value *flush;      /* 8192 entries: suit mask -> flush value */
	const uint8_t *class_of;      /* HAND_VALUES entries: value -> hand_class */
} hand_tables_t;

/* The tables: const data, nothing is built at run time. */
const hand_tables_t *hand_tables(void);

/* The value of the best five-card hand among the cards of a summed key
 * (HAND_KEY_START plus hand_card_key of each of 5..7 cards) with no suit of
 * five cards: the rank key's table entry. */
static inline hand_value hand_rank_lookup(uint64_t key)
{
	return hand_rank_value[HAND_RANK_INDEX(key)];
}

/* hand_rank_lookup for a key of exactly seven cards, in the smaller table. */
static inline hand_value hand_rank7_lookup(uint64_t key)
{
	return hand_rank7_value[HAND_RANK7_INDEX(key)];
}

/* The value of the best five-card hand among n cards (5 <= n <= 7), all
 * distinct and < 52. */
hand_value hand_eval(const uint8_t *cards, size_t n);

/* The value of the best flush among n cards whose key has flush_bits (its
 * HAND_FLUSH_BITS, not 0) set: the suit they name holds five or more. */
hand_value hand_flush_of(const uint8_t *cards, size_t n, unsigned flush_bits);

/* hand_eval(cards, 7), unrolled and inline, for hot loops. */
static inline hand_value hand_eval7(const uint8_t cards[7])
{
	uint64_t key = HAND_KEY_START + hand_card_key[cards[0]] + hand_card_key[cards[1]] +
	               hand_card_key[cards[2]] + hand_card_key[cards[3]] +
	               hand_card_key[cards[4]] + hand_card_key[cards[5]] +
	               hand_card_key[cards[6]];
	unsigned flush_bits = (unsigned)(key >> 32) & HAND_FLUSH_BITS;
	if (__builtin_expect(flush_bits != 0, 0))
		return hand_flush_of(cards, 7, flush_bits);
	return hand_rank7_lookup(key);
}

/* The class of a value, and the name a plan's spec uses for a class
 * ("royal_flush"); hand_class_find returns HAND_NCLASS for an unknown name. */
hand_class hand_class_of(hand_value v);
const char *hand_class_name(hand_class c);
hand_class hand_class_find(const char *name);

/* The standard ten categories (ace_king counted as high card): the index
 * 0..9 of a class, high card 0 to royal flush 9. */
unsigned hand_category(hand_class c);

/* The value of the five-card hand described by its ranks (rank 0..12,
 * any order) and whether all five cards are of one suit.  For tests and
 * for the tests; ranks must form a possible hand (a rank at most
 * four times, and five distinct ranks when flush is set). */
hand_value hand_value_of_ranks(const uint8_t ranks[5], int flush);

#endif
