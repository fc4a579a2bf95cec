/* SPDX-License-Identifier: Apache-2.0 */
/* casino_war_shoe.c - the chances of casino war, exactly: every pair of
 * ranks for the first two cards, and for each tie every pair of ranks for
 * the war cards from what the shoe holds then, counted without
 * replacement. */
#include "casino_war/casino_war.h"

/* Ordered pairs of cards (player, dealer) from counts c[] of total cards,
 * by who is higher: into hi, eq, lo as fractions of all pairs. */
static void pairs(const unsigned long *c, unsigned long total, mpq_t hi, mpq_t eq, mpq_t lo)
{
	mpz_t h, e, l, n;
	mpz_inits(h, e, l, n, NULL);
	for (int a = 0; a < WAR_RANKS; a++)
		for (int b = 0; b < WAR_RANKS; b++) {
			mpz_set_ui(n, c[a]);
			mpz_mul_ui(n, n, a == b ? c[b] - (c[b] > 0) : c[b]);
			mpz_add(a > b ? h : a == b ? e : l, a > b ? h : a == b ? e : l, n);
		}
	mpz_set_ui(n, total);
	mpz_mul_ui(n, n, total - 1);
	mpq_set_num(hi, h), mpq_set_den(hi, n), mpq_canonicalize(hi);
	mpq_set_num(eq, e), mpq_set_den(eq, n), mpq_canonicalize(eq);
	mpq_set_num(lo, l), mpq_set_den(lo, n), mpq_canonicalize(lo);
	mpz_clears(h, e, l, n, NULL);
}

void war_shoe_init(war_shoe *s, unsigned decks)
{
	unsigned long c[WAR_RANKS], total = 52ul * decks;
	mpq_inits(s->win, s->lose, s->tie, NULL);
	for (int r = 0; r < WAR_RANKS; r++) {
		c[r] = 4ul * decks;
		mpq_inits(s->tie_rank[r], s->war_win[r], s->war_tie[r], s->war_lose[r], NULL);
	}
	pairs(c, total, s->win, s->tie, s->lose);
	for (int r = 0; r < WAR_RANKS; r++) {
		/* a tie on r: c_r (c_r - 1) of the ordered pairs */
		mpq_set_ui(s->tie_rank[r], c[r] * (c[r] - 1), total * (total - 1));
		mpq_canonicalize(s->tie_rank[r]);
		c[r] -= 2;
		pairs(c, total - 2, s->war_win[r], s->war_tie[r], s->war_lose[r]);
		c[r] += 2;
	}
}

void war_shoe_clear(war_shoe *s)
{
	mpq_clears(s->win, s->lose, s->tie, NULL);
	for (int r = 0; r < WAR_RANKS; r++)
		mpq_clears(s->tie_rank[r], s->war_win[r], s->war_tie[r], s->war_lose[r], NULL);
}
