/* poker_eval.h - the poker hand evaluator: the value of the best five-card
 * poker hand among 5, 6 or 7 cards of one 52-card deck, with the ranking the
 * plans use (A-2-3-4-5 is the lowest straight, no wrap-around straights,
 * suits never break ties), and the hand class a paytable pays on.
 *
 * A card is rank * 4 + suit: rank 0 is a two, 12 an ace; suit 0..3.
 * A value is 0..7461, one per equivalence class of five-card hands, and a
 * higher value is a better hand; equal values tie.
 *
 * The evaluator is table-driven and uses no floating point.  Its tables
 * (about 1.6 MB) are built once, on first use, and are then read-only:
 * - a state machine over rank multisets (each state is a multiset of up to
 *   seven ranks; adding a card's rank moves to the next state) whose final
 *   states hold the value of the best hand without a flush;
 * - a table indexed by the 13-bit rank mask of one suit holding the value of
 *   the best flush or straight flush among those ranks (0 under five cards).
 * With seven cards or fewer a flush and a full house or four of a kind
 * cannot occur together, so the value is the larger of the two lookups.
 * Exhaustive engines walk the state machine incrementally (pe_tables). */
#ifndef PP_POKER_EVAL_H
#define PP_POKER_EVAL_H

#include <stddef.h>
#include <stdint.h>

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

/* The evaluator's tables, for exhaustive engines that walk them
 * incrementally: start at state 0, next[state * PE_RANKS + rank] for each
 * card (defined for states of at most six ranks), nonflush[state] once five
 * or more cards are in, flush[suit mask] for each suit (0: no flush). */
typedef struct {
	const uint32_t *next;
	const pe_value *nonflush;
	const pe_value *flush;
	const uint8_t *class_of;  /* PE_VALUES entries: value -> pe_class */
	size_t nstates;
} pe_tables_t;

/* The tables, built on the first call (not thread-safe on that first call;
 * planproof is single-threaded).  Can't fail: out of memory aborts. */
const pe_tables_t *pe_tables(void);

/* The value of the best five-card hand among n cards (5 <= n <= 7), all
 * distinct and < 52. */
pe_value pe_eval(const uint8_t *cards, size_t n);

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
 * for building the tables; ranks must form a possible hand (a rank at most
 * four times, and five distinct ranks when flush is set). */
pe_value pe_value_of_ranks(const uint8_t ranks[5], int flush);

#endif
