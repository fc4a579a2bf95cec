/* SPDX-License-Identifier: Apache-2.0 */
/* bench_stud_two_card.c - how far a two-card exchange for two antes is
 * from being worth taking, hand by hand, by brute force (issue 31: seed
 * 000's casino five-card poker offers "Dokoupení dvou karet najednou"
 * beside the one-card exchange the engine optimises).
 *
 * Standard Caribbean stud rules (bench_stud_exchange.c's; casino five-card
 * poker's reading "ace-king paid 1:1 as one pair"), one dealer card seen.
 * For each dealt hand and up card, exactly, from every dealer hand:
 *   keep      max(fold, raise) on the five cards, against the up card and
 *             four of the 46 cards not seen;
 *   one card  for each discard, the mean over the 46 replacements of
 *             max(fold, raise) against four of the 45 cards left, less one
 *             ante; the best of the five;
 *   two cards for each of the ten pairs of discards, the mean over the
 *             1,035 pairs of replacements of max(fold, raise) against four
 *             of the 44 cards left, less two antes; the best of the ten.
 * A discarded card is out of play (the dealer cannot hold it).  Prints
 * each as an exact fraction of the ante and in decimals, and the margin:
 * the best of keeping and the one-card exchange less the best two-card
 * exchange (positive: the two-card exchange is worse for that hand).
 * Integer sums, one rational each.  Hands are given as pairs of rank and
 * suit characters (AhKhQh5d2c 7s), or the built-in list is used.  About
 * 15 s of CPU per hand.
 *
 * --second HAND UP FIRST: the hand after a first one-card exchange that
 * discarded FIRST (out of play), and the second card the plan sells after
 * it ("Dokoupení karty ve druhém kole", two antes): keeping (raise or fold
 * against four of the 45 cards left) and the best of the five discards
 * (the mean over the 45 replacements against four of the 44 left, less
 * two antes). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/num.h"
#include "poker/eval/hand_eval.h"

static const long bet_win[HAND_NCLASS] = { 0, 1, 1, 2, 3, 4, 5, 7, 20, 50, 100 };

/* A raised hand of value v against the dealer's dv, in antes: Ante 1:1
 * and the Bet returned when the dealer does not qualify; else Ante 1:1
 * and the Bet (two antes) by the table when the player wins, a push on a
 * tie, both lost when he loses. */
static long settle(hand_value v, hand_value dv)
{
	if (hand_class_of(dv) < HAND_ACE_KING)
		return 1;
	if (dv < v)
		return 1 + 2 * bet_win[hand_class_of(v)];
	return dv == v ? 0 : -3;
}

/* Whether card x is one of the n cards c. */
static int among(uint8_t x, const uint8_t *c, int n)
{
	for (int i = 0; i < n; i++)
		if (c[i] == x)
			return 1;
	return 0;
}

/* max(fold, raise) of the final hand p against every dealer hand of the
 * up card u and four cards not in p, u or the nd dead cards, summed
 * (fold: -1 per dealer hand); *n the number of dealer hands. */
static long best_sum(const uint8_t p[5], uint8_t u, const uint8_t *dead, int nd, long *n)
{
	uint8_t rest[52];
	int m = 0;
	for (uint8_t x = 0; x < 52; x++)
		if (x != u && !among(x, p, 5) && !among(x, dead, nd))
			rest[m++] = x;
	hand_value v = hand_eval(p, 5);
	long s = 0, count = 0;
	uint8_t d[5] = { u, 0, 0, 0, 0 };
	for (int a = 0; a < m; a++)
		for (int b = a + 1; b < m; b++)
			for (int c = b + 1; c < m; c++)
				for (int e = c + 1; e < m; e++) {
					d[1] = rest[a];
					d[2] = rest[b];
					d[3] = rest[c];
					d[4] = rest[e];
					s += settle(v, hand_eval(d, 5));
					count++;
				}
	*n = count;
	return s > -count ? s : -count;
}

/* out = sum / (draws n) - price. */
static void mean_less(mpq_t out, long sum, long draws, long n, long price)
{
	mpq_t p;
	mpq_init(p);
	mpq_set_si(out, sum, (unsigned long)(draws * n));
	mpq_canonicalize(out);
	mpq_set_si(p, price, 1);
	mpq_sub(out, out, p);
	mpq_clear(p);
}

static void print_q(const char *what, const mpq_t q)
{
	char *x = num_exact(q), *d = num_decimal(q, 4, NUM_HALF_EVEN);
	printf("  %-10s %s = %s antes\n", what, x, d);
	free(x);
	free(d);
}

/* A card from its rank and suit characters (AKQJT98765432, cdhs); 0xFF when
 * neither is one. */
static uint8_t card_of(char r, char s)
{
	static const char ranks[] = "23456789TJQKA", suits[] = "cdhs";
	const char *a = strchr(ranks, r), *b = strchr(suits, s);
	return r && s && a && b ? (uint8_t)((a - ranks) * 4 + (b - suits)) : 0xFF;
}

/* The best one-card exchange of the hand p at the price, the nd cards
 * gone (discarded before) not among the replacements: for each discard,
 * the mean over the replacements of max(fold, raise) against the dealer
 * hands without the discards, less the price, into out. */
static void best_one_card(mpq_t out, const uint8_t p[5], uint8_t u, const uint8_t *gone,
                          int nd, long price)
{
	mpq_t t;
	mpq_init(t);
	mpq_set_si(out, -1000, 1);
	for (int i = 0; i < 5; i++) {
		long sum = 0, draws = 0, n = 0;
		uint8_t dead[2] = { p[i], nd ? gone[0] : 0 };
		for (uint8_t x = 0; x < 52; x++) {
			if (x == u || among(x, p, 5) || among(x, gone, nd))
				continue;
			uint8_t f[5];
			memcpy(f, p, 5);
			f[i] = x;
			sum += best_sum(f, u, dead, 1 + nd, &n);
			draws++;
		}
		mean_less(t, sum, draws, n, price);
		if (mpq_cmp(t, out) > 0)
			mpq_set(out, t);
	}
	mpq_clear(t);
}

/* One dealt hand p with the up card u, every figure printed. */
static int one_hand(const uint8_t p[5], uint8_t u, const char *name)
{
	long n;
	mpq_t keep, one, two, t, best;
	mpq_inits(keep, one, two, t, best, NULL);
	long s = best_sum(p, u, NULL, 0, &n);
	mean_less(keep, s, 1, n, 0);
	best_one_card(one, p, u, NULL, 0, 1);
	mpq_set_si(two, -1000, 1);
	for (int i = 0; i < 5; i++)
		for (int j = i + 1; j < 5; j++) {
			long sum = 0, draws = 0;
			uint8_t dead[2] = { p[i], p[j] };
			for (uint8_t x = 0; x < 52; x++)
				for (uint8_t y = (uint8_t)(x + 1); y < 52; y++) {
					if (x == u || y == u || among(x, p, 5) || among(y, p, 5))
						continue;
					uint8_t f[5];
					memcpy(f, p, 5);
					f[i] = x;
					f[j] = y;
					sum += best_sum(f, u, dead, 2, &n);
					draws++;
				}
			mean_less(t, sum, draws, n, 2);
			if (mpq_cmp(t, two) > 0)
				mpq_set(two, t);
		}
	mpq_set(best, mpq_cmp(keep, one) > 0 ? keep : one);
	mpq_sub(t, best, two);
	printf("%s\n", name);
	print_q("keep", keep);
	print_q("one card", one);
	print_q("two cards", two);
	print_q("margin", t);
	fflush(stdout);
	int worse = mpq_sgn(t) > 0;
	mpq_clears(keep, one, two, t, best, NULL);
	return worse;
}

/* --second: the hand p after a first exchange that discarded first. */
static void second_round(const uint8_t p[5], uint8_t u, uint8_t first)
{
	long n;
	mpq_t keep, t, best;
	mpq_inits(keep, t, best, NULL);
	long s = best_sum(p, u, &first, 1, &n);
	mean_less(keep, s, 1, n, 0);
	best_one_card(best, p, u, &first, 1, 2);
	print_q("keep", keep);
	print_q("second", best);
	mpq_sub(t, best, keep);
	print_q("gain", t);
	mpq_clears(keep, t, best, NULL);
}

/* The five cards of text h into p (none of them u or repeated); 0 when
 * h is not five such cards. */
static int hand_of(uint8_t p[5], const char *h, uint8_t u)
{
	int ok = strlen(h) == 10 && u != 0xFF;
	for (int i = 0; ok && i < 5; i++) {
		p[i] = card_of(h[2 * i], h[2 * i + 1]);
		ok = p[i] != 0xFF && p[i] != u && !among(p[i], p, i);
	}
	return ok;
}

int main(int argc, char **argv)
{
	if (argc == 5 && strcmp(argv[1], "--second") == 0) {
		uint8_t p[5], u = strlen(argv[3]) == 2 ? card_of(argv[3][0], argv[3][1]) : 0xFF;
		uint8_t first = strlen(argv[4]) == 2 ? card_of(argv[4][0], argv[4][1]) : 0xFF;
		if (!hand_of(p, argv[2], u) || first == 0xFF || first == u || among(first, p, 5)) {
			fprintf(stderr, "bench_stud_two_card: --second HAND UP FIRST, as "
			        "--second AhKhQhJh2c 7s 5d\n");
			return 64;
		}
		printf("%s, up card %s, %s discarded first\n", argv[2], argv[3], argv[4]);
		second_round(p, u, first);
		return 0;
	}
	static const char *const builtin[][2] = {
		{ "AhKhQh5d2c", "7s" }, /* three to a royal */
		{ "ThTd9h8h3c", "As" }, /* a pair beside three to a straight flush */
		{ "Th9h8h3d2c", "As" }, /* three to a straight flush */
		{ "2h2dJc7s4h", "As" }, /* a low pair and three odd cards */
		{ "AhKdQc5s3h", "Kc" }, /* ace-king high and a queen */
		{ "6h8dTc4s2h", "As" }, /* nothing */
	};
	int n = argc > 2 ? (argc - 1) / 2 : (int)(sizeof(builtin) / sizeof(builtin[0]));
	int worse = 0;
	for (int k = 0; k < n; k++) {
		const char *h = argc > 2 ? argv[1 + 2 * k] : builtin[k][0];
		const char *up = argc > 2 ? argv[2 + 2 * k] : builtin[k][1];
		uint8_t p[5], u = strlen(up) == 2 ? card_of(up[0], up[1]) : 0xFF;
		if (!hand_of(p, h, u)) {
			fprintf(stderr, "bench_stud_two_card: `%s %s` is not five cards and an up card "
			        "(as AhKhQh5d2c 7s)\n", h, up);
			return 64;
		}
		char name[64];
		snprintf(name, sizeof(name), "%s, up card %s", h, up);
		worse += one_hand(p, u, name);
	}
	printf("the two-card exchange is worse than the best other choice for %d of %d hands\n",
	       worse, n);
	return 0;
}
