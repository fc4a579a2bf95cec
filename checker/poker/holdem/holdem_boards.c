/* SPDX-License-Identifier: Apache-2.0 */
/* holdem_boards.c - the hold'em engine's hands of one board in value order
 * (holdem_optimal_impl.h), for the sweeps of holdem_sweep.c.
 *
 * Without a flush the value of the board and two cards depends on the two
 * ranks alone, so the hands are valued and sorted as at most 91 rank pairs
 * (13 pairs, 78 of two ranks), each standing for every hand of its ranks,
 * and only the hands that make a flush (five or more of the one suit the
 * board holds three or more of) one by one: 91 evaluations and a sort of
 * about 91 keys on most boards instead of 1,081 of each. */
#include <string.h>

#include "poker/holdem/holdem_optimal_impl.h"

/* Sorts n items by their value bits (11..23), two passes of 7 and 6. */
static void radix_sort(uint32_t *item, uint32_t *tmp, unsigned n)
{
	unsigned count[128];
	memset(count, 0, sizeof(count));
	for (unsigned i = 0; i < n; i++)
		count[(item[i] >> 11) & 127u]++;
	for (unsigned i = 0, at = 0; i < 128; i++) {
		unsigned c = count[i];
		count[i] = at;
		at += c;
	}
	for (unsigned i = 0; i < n; i++)
		tmp[count[(item[i] >> 11) & 127u]++] = item[i];
	memset(count, 0, 64 * sizeof(*count));
	for (unsigned i = 0; i < n; i++)
		count[tmp[i] >> 18]++;
	for (unsigned i = 0, at = 0; i < 64; i++) {
		unsigned c = count[i];
		count[i] = at;
		at += c;
	}
	for (unsigned i = 0; i < n; i++)
		item[count[tmp[i] >> 18]++] = tmp[i];
}

/* The flush hands of the board into bs->item from n on (their cards into
 * bs->flush), returning the new count: the hands holding bs->need or more
 * cards of the suit bs->suit, of which the board holds five minus need
 * (mask: their ranks); s_cards[ns]: the cards of that suit off the board,
 * other[no]: the other cards off it.  With need 1 the hands of one card
 * of the suit and one other are one item per card of the suit (their
 * value is that card's flush, whatever the other). */
static unsigned add_flush_hands(board_space *bs, unsigned n, unsigned mask,
                                const uint8_t *s_cards, unsigned ns, const uint8_t *other,
                                unsigned no)
{
	unsigned nf = 0, need = bs->need;
	for (unsigned i = 0; i < ns; i++) /* two of the suit: a flush whatever need */
		for (unsigned j = i + 1; j < ns; j++) {
			uint8_t x = s_cards[i], y = s_cards[j];
			unsigned m = mask | 1u << (x >> 2) | 1u << (y >> 2);
			bs->flush[nf] = (uint16_t)(x | y << 8);
			bs->item[n++] = (uint32_t)hand_flush_value[m] << 11 | (HOLDEM_RANK_PAIRS + nf++);
		}
	for (unsigned i = 0; need == 1 && i < ns; i++) { /* the card with any other: one item */
		bs->flush[nf] = (uint16_t)(HOLDEM_ANY_CARD | s_cards[i] << 8);
		bs->item[n++] = (uint32_t)hand_flush_value[mask | 1u << (s_cards[i] >> 2)] << 11 |
		                (HOLDEM_RANK_PAIRS + nf++);
	}
	for (unsigned i = 0; need == 0 && i < ns; i++)
		for (unsigned j = 0; j < no; j++) {
			uint8_t x = s_cards[i], y = other[j];
			bs->flush[nf] = (uint16_t)(x < y ? x | y << 8 : y | x << 8);
			bs->item[n++] = (uint32_t)hand_flush_value[mask | 1u << (x >> 2)] << 11 |
			                (HOLDEM_RANK_PAIRS + nf++);
		}
	for (unsigned i = 0; need == 0 && i < no; i++)
		for (unsigned j = i + 1; j < no; j++) {
			bs->flush[nf] = (uint16_t)(other[i] | other[j] << 8);
			bs->item[n++] = (uint32_t)hand_flush_value[mask] << 11 | (HOLDEM_RANK_PAIRS + nf++);
		}
	return n;
}

unsigned holdem_sort_board(board_space *bs, const uint8_t board[5])
{
	uint64_t key = HAND_KEY_START;
	unsigned suit_count[4] = { 0, 0, 0, 0 }, suit_mask[4] = { 0, 0, 0, 0 };
	for (int i = 0; i < 5; i++) {
		key += hand_card_key[board[i]];
		suit_count[board[i] & 3u]++;
		suit_mask[board[i] & 3u] |= 1u << (board[i] >> 2);
	}
	bs->suit = 0;
	bs->need = 3;
	for (unsigned c = 0; c < 4; c++)
		if (suit_count[c] >= 3) {
			bs->suit = (uint8_t)c;
			bs->need = (uint8_t)(5 - suit_count[c]);
		}
	uint8_t s_cards[13], other[47];
	unsigned ns = 0, no = 0;
	memset(bs->nr, 0, sizeof(bs->nr));
	memset(bs->ns, 0, sizeof(bs->ns));
	for (unsigned i = 0; i < 47; i++) {
		uint8_t c = bs->rest[i];
		if ((c & 3u) == bs->suit && bs->need < 3) {
			s_cards[ns++] = c;
			bs->ns[c >> 2] = 1;
		} else {
			other[no++] = c;
			bs->by_rank[c >> 2][bs->nr[c >> 2]++] = c;
		}
	}
	for (unsigned i = 0; i < ns; i++) /* the suit's card of a rank last */
		bs->by_rank[s_cards[i] >> 2][bs->nr[s_cards[i] >> 2]++] = s_cards[i];
	unsigned n = 0;
	for (unsigned r2 = 0; bs->need > 0 && r2 < HAND_RANKS; r2++)
		for (unsigned r1 = 0; r1 <= r2; r1++) {
			if (r1 == r2 ? bs->nr[r1] < 2 : bs->nr[r1] == 0 || bs->nr[r2] == 0)
				continue;
			uint64_t k = key + hand_card_key[r1 * 4] + hand_card_key[r2 * 4];
			bs->item[n++] = (uint32_t)hand_rank7_lookup(k) << 11 | (r2 * 13 + r1);
		}
	bs->others = (uint8_t)no;
	if (bs->need < 3)
		n = add_flush_hands(bs, n, suit_mask[bs->suit], s_cards, ns, other, no);
	radix_sort(bs->item, bs->tmp, n);
	return n;
}

/* Writes hand {a, b} (a < b) of value v at m; returns m + 1. */
static inline unsigned put_hand(board_space *bs, unsigned m, uint16_t v, unsigned a, unsigned b)
{
	bs->val[m] = v;
	bs->ca[m] = (uint8_t)a;
	bs->cb[m] = (uint8_t)b;
	bs->gp[m] = (uint16_t)(b * (b - 1) / 2 + a);
	return m + 1;
}

void holdem_expand_board(board_space *bs, unsigned n)
{
	/* Five cards of a suit on the board (need 0, the only boards swept
	 * hand by hand): holdem_sort_board makes no rank-pair item there, so
	 * every item is one flush hand, its two cards in bs->flush. */
	for (unsigned i = 0; i < n; i++) {
		uint16_t v = (uint16_t)(bs->item[i] >> 11);
		unsigned f = bs->flush[(bs->item[i] & 2047u) - HOLDEM_RANK_PAIRS];
		put_hand(bs, i, v, f & 255u, f >> 8);
	}
}
