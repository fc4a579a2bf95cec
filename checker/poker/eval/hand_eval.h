/* hand_eval.h - the poker hand evaluator: the value of the best five-card
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
#ifndef PP_POKER_EVAL_H
#define PP_POKER_EVAL_H

#include <stddef.h>
#include <stdint.h>

#include "poker/eval/hand_tables.h"

#define PE_CARDS 52
#define PE_RANKS 13
#define PE_VALUES 7462

/* The classes a paytable can name, lowest first.  ace_king is a high-card
 * hand whose two highest cards are an ace and a king: the lowest hand that
 * qualifies the dealer in stud games; high_card is every other high-card
 * hand. */
typedef enum {
	PE_HIGH_CARD,
	PE_ACE_KING,
	PE_ONE_PAIR,
	PE_TWO_PAIR,
	PE_THREE_OF_A_KIND,
	PE_STRAIGHT,
	PE_FLUSH,
	PE_FULL_HOUSE,
	PE_FOUR_OF_A_KIND,
	PE_STRAIGHT_FLUSH,
	PE_ROYAL_FLUSH,
	PE_NCLASS
} pe_class;

typedef uint16_t pe_value;

/* The evaluator's tables (hand_tables.h tells how to read them), for
 * exhaustive engines that sum keys incrementally. */
typedef struct {
	const uint64_t *card_key;    /* 52 entries: a card's term of the key */
	const uint16_t *hash_offset; /* the perfect hash's row offsets / 2 */
	const pe_value *rank_value;  /* rank key index -> best value, no flush */
	const pe_value *flush;       /* 8192 entries: suit mask -> flush value */
	const uint8_t *class_of;     /* PE_VALUES entries: value -> pe_class */
} pe_tables_t;

/* The tables: const data, nothing is built at run time. */
const pe_tables_t *pe_tables(void);

/* The value of the best five-card hand among the cards of a summed key
 * (PE_KEY_START plus pe_card_key of each of 5..7 cards) with no suit of
 * five cards: the rank key's table entry. */
static inline pe_value pe_rank_lookup(uint64_t key)
{
	return pe_rank_value[PE_RANK_INDEX(key)];
}

/* pe_rank_lookup for a key of exactly seven cards, in the smaller table. */
static inline pe_value pe_rank7_lookup(uint64_t key)
{
	return pe_rank7_value[PE_RANK7_INDEX(key)];
}

/* The value of the best five-card hand among n cards (5 <= n <= 7), all
 * distinct and < 52. */
pe_value pe_eval(const uint8_t *cards, size_t n);

/* The value of the best flush among n cards whose key has flush_bits (its
 * PE_FLUSH_BITS, not 0) set: the suit they name holds five or more. */
pe_value pe_flush_of(const uint8_t *cards, size_t n, unsigned flush_bits);

/* pe_eval(cards, 7), unrolled and inline, for hot loops. */
static inline pe_value pe_eval7(const uint8_t cards[7])
{
	uint64_t key = PE_KEY_START + pe_card_key[cards[0]] + pe_card_key[cards[1]] +
	               pe_card_key[cards[2]] + pe_card_key[cards[3]] +
	               pe_card_key[cards[4]] + pe_card_key[cards[5]] +
	               pe_card_key[cards[6]];
	unsigned flush_bits = (unsigned)(key >> 32) & PE_FLUSH_BITS;
	if (__builtin_expect(flush_bits != 0, 0))
		return pe_flush_of(cards, 7, flush_bits);
	return pe_rank7_lookup(key);
}

/* The class of a value, and the name a plan's spec uses for a class
 * ("royal_flush"); pe_class_find returns PE_NCLASS for an unknown name. */
pe_class pe_class_of(pe_value v);
const char *pe_class_name(pe_class c);
pe_class pe_class_find(const char *name);

/* The standard ten categories (ace_king counted as high card): the index
 * 0..9 of a class, high card 0 to royal flush 9. */
unsigned pe_category(pe_class c);

/* The value of the five-card hand described by its ranks (rank 0..12,
 * any order) and whether all five cards are of one suit.  For tests and
 * for the tests; ranks must form a possible hand (a rank at most
 * four times, and five distinct ranks when flush is set). */
pe_value pe_value_of_ranks(const uint8_t ranks[5], int flush);

#endif
