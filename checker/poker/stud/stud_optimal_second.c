/* SPDX-License-Identifier: Apache-2.0 */
/* stud_optimal_second.c - the second combination a five-card hand holds,
 * for a game whose raise pays two combinations on one hand (Russian poker;
 * spec `second_combination`, read into poker_game.second): the plan's table of
 * pairs says which second combination is paid with which primary, and its
 * rule about cards (seed 000, 10.10 §4: "the player's second combination
 * must hold at least one card not used in the first") says when a hand
 * holds one.
 *
 * The rest of the checker reads the pairs by class only (stud.c's largest
 * multiple, poker_maxwin.c's largest win): they need the best a pair can
 * pay, not which hands hold it.  This file decides it card by card:
 *
 * - the cards a combination uses are the cards that make it: the pair of a
 *   one-pair hand, both pairs of two pair, the three or four of a kind, the
 *   ace and the king of an ace-king hand, all five of a straight, flush,
 *   full house or straight flush; kickers are not used (the plan's example
 *   AAK96 pays a pair of aces and ace-king, the king being the kicker);
 * - a second combination of class s is a set of the hand's cards that makes
 *   exactly s (an ace and a king; two cards of one rank; two such pairs;
 *   three or four of one rank; five cards forming a straight, a flush, a
 *   full house, a straight flush below the ace or the royal flush) with at
 *   least one card outside the primary's cards;
 * - of the second classes the plan pairs with the hand's class, the
 *   highest the hand holds is paid ("the dealer chooses both highest
 *   combinations").
 *
 * On five cards only ace-king can be a second combination (with one pair,
 * two pair other than aces and kings, three or four of a kind): every
 * other second needs a sixth card.  With six cards (a sixth card bought,
 * stud_second_class6) the primary is the best five, and where several
 * fives are best (two cards of one rank, either left out) the player is
 * paid the highest second any of them leaves: the dealer chooses both
 * highest combinations. */
#include <string.h>

#include "poker/stud/stud_optimal.h"

#define RANK_ACE 12
#define RANK_KING 11
#define RANK_TEN 8

/* The ranks of the cards of c in mask, counted, and whether they are all
 * of one suit. */
typedef struct {
	unsigned size, count[HAND_RANKS], distinct, one_suit;
} card_set;

static void read_set(card_set *s, const uint8_t *c, unsigned mask)
{
	memset(s, 0, sizeof(*s));
	int suit = -1;
	s->one_suit = 1;
	for (unsigned i = 0; mask >> i; i++) {
		if (!(mask & (1u << i)))
			continue;
		unsigned r = c[i] / 4u;
		s->size++;
		s->distinct += s->count[r]++ == 0;
		if (suit >= 0 && (int)(c[i] % 4u) != suit)
			s->one_suit = 0;
		suit = (int)(c[i] % 4u);
	}
}

/* The highest rank of five distinct consecutive ranks (the wheel A-5 has
 * 3, the five), or -1. */
static int straight_top(const card_set *s)
{
	if (s->size != 5 || s->distinct != 5)
		return -1;
	if (s->count[RANK_ACE] && s->count[0] && s->count[1] && s->count[2] && s->count[3])
		return 3;
	for (int top = RANK_ACE; top >= 4; top--) {
		int run = 1;
		for (int r = top; r > top - 5; r--)
			run &= s->count[r] == 1;
		if (run)
			return top;
	}
	return -1;
}

/* Whether the five cards of c in mask make exactly the combination k, one
 * of five cards (the others are read from counts, second_with). */
static int makes(const uint8_t *c, unsigned mask, hand_class k)
{
	card_set s;
	read_set(&s, c, mask);
	int top = straight_top(&s);
	switch (k) {
	case HAND_STRAIGHT: return top >= 0;
	case HAND_FLUSH: return s.size == 5 && s.one_suit;
	case HAND_STRAIGHT_FLUSH: return top >= 0 && top != RANK_ACE && s.one_suit;
	default: return top == RANK_ACE && s.one_suit; /* the royal flush */
	}
}

/* The cards (a bit per card of c) the hand's own combination, of class
 * primary, uses: the hand is the five cards of c in five. */
static unsigned primary_cards(const uint8_t *c, unsigned five, hand_class primary)
{
	card_set s;
	read_set(&s, c, five);
	unsigned used = 0;
	for (unsigned i = 0; five >> i; i++) {
		if (!(five & (1u << i)))
			continue;
		unsigned r = c[i] / 4u;
		switch (primary) {
		case HAND_HIGH_CARD: break;
		case HAND_ACE_KING: used |= (r == RANK_ACE || r == RANK_KING) ? 1u << i : 0; break;
		case HAND_ONE_PAIR:
		case HAND_TWO_PAIR:
		case HAND_THREE_OF_A_KIND:
		case HAND_FOUR_OF_A_KIND: used |= s.count[r] >= 2 ? 1u << i : 0; break;
		default: used |= 1u << i; break;
		}
	}
	return used;
}

/* The highest class of allowed that the n cards c hold as a second
 * combination when the primary hand is the five cards in five. */
static int second_with(const uint8_t *c, unsigned n, unsigned five, hand_class primary,
                       unsigned allowed)
{
	unsigned used = primary_cards(c, five, primary);
	/* the combinations of one or two ranks, read from the cards of each
	 * rank and those of them the primary does not use: a set of a rank's
	 * cards can hold an unused one exactly when the rank has one */
	unsigned count[HAND_RANKS] = { 0 }, unused[HAND_RANKS] = { 0 };
	for (unsigned i = 0; i < n; i++) {
		count[c[i] / 4u]++;
		unused[c[i] / 4u] += !(used >> i & 1u);
	}
	for (int k = HAND_NCLASS - 1; k >= 0; k--) {
		if (!(allowed & (1u << k)))
			continue;
		int made = 0;
		switch (k) {
		case HAND_ACE_KING:
			made = count[RANK_ACE] && count[RANK_KING] && unused[RANK_ACE] + unused[RANK_KING];
			break;
		case HAND_ONE_PAIR:
		case HAND_THREE_OF_A_KIND:
		case HAND_FOUR_OF_A_KIND: {
			unsigned need = k == HAND_ONE_PAIR ? 2 : k == HAND_THREE_OF_A_KIND ? 3 : 4;
			for (unsigned r = 0; r < HAND_RANKS && !made; r++)
				made = count[r] >= need && unused[r];
			break;
		}
		case HAND_TWO_PAIR:
		case HAND_FULL_HOUSE: { /* a rank of at least two or three, another of two */
			unsigned need = k == HAND_TWO_PAIR ? 2 : 3;
			for (unsigned a = 0; a < HAND_RANKS && !made; a++)
				for (unsigned b = 0; b < HAND_RANKS && !made; b++)
					made = a != b && count[a] >= need && count[b] >= 2 && unused[a] + unused[b];
			break;
		}
		case HAND_HIGH_CARD:
			break; /* a high card is no combination */
		default: /* five cards: a straight, a flush, a straight or royal flush */
			for (unsigned mask = 1; mask < (1u << n) && !made; mask++)
				made = __builtin_popcount(mask) == 5 && (mask & ~used) && makes(c, mask, (hand_class)k);
		}
		if (made)
			return k;
	}
	return HAND_NCLASS;
}

hand_class stud_second_class(const uint8_t c[5], hand_class primary, unsigned allowed)
{
	return allowed ? (hand_class)second_with(c, 5, 0x1f, primary, allowed) : HAND_NCLASS;
}

hand_class stud_second_class6(const uint8_t c[6], unsigned dropped, hand_class primary,
                              unsigned allowed)
{
	int best = -1;
	for (unsigned i = 0; allowed && i < 6; i++) {
		if (!(dropped & (1u << i)))
			continue;
		int k = second_with(c, 6, 0x3f & ~(1u << i), primary, allowed);
		if (k != HAND_NCLASS && k > best)
			best = k;
	}
	return best < 0 ? HAND_NCLASS : (hand_class)best;
}

const char *stud_read_second(unsigned second_of[HAND_NCLASS], const poker_game *g,
                             const poker_bet *raise)
{
	memset(second_of, 0, HAND_NCLASS * sizeof(*second_of));
	if (!g->second)
		return NULL;
	if (poker_bet_find(g, node_get_text(g->second, "bet", "")) != raise)
		return "a second combination paid on a bet other than the raise is not modelled";
	const pp_node *pairs = node_get(g->second, "pairs");
	for (size_t i = 0; i < node_len(pairs); i++) {
		const pp_node *p = node_at(pairs, i);
		hand_class a = hand_class_find(node_get_text(p, "primary", ""));
		hand_class b = hand_class_find(node_get_text(p, "second", ""));
		if (a == HAND_NCLASS || b == HAND_NCLASS)
			return "a second combination the engine cannot read is not modelled";
		second_of[a] |= 1u << b;
	}
	return NULL;
}
