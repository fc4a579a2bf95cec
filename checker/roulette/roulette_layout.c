/* SPDX-License-Identifier: Apache-2.0 */
/* roulette_layout.c - the bets of the single-zero layout, generated. */
#include <string.h>

#include "roulette/roulette.h"

static const char *const bet_names[RB_COUNT] = { "straight", "split", "street",
	"corner", "six_line", "dozen", "column", "red", "black", "odd", "even",
	"low", "high" };

const char *roul_bet_name(roul_bet b)
{
	return bet_names[b];
}

int roul_bet_from_name(const char *name)
{
	for (int i = 0; i < RB_COUNT; i++)
		if (strcmp(bet_names[i], name) == 0)
			return i;
	return -1;
}

int roul_is_even_chance(roul_bet b)
{
	return b >= RB_RED;
}

static roul_set bit(unsigned n)
{
	return (roul_set)1 << n;
}

roul_set roul_standard_red(void)
{
	static const unsigned red[] = { 1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23,
		25, 27, 30, 32, 34, 36 };
	roul_set s = 0;
	for (size_t i = 0; i < sizeof(red) / sizeof(red[0]); i++)
		s |= bit(red[i]);
	return s;
}

/* Numbers lo..hi that satisfy keep(n). */
static roul_set range_where(unsigned lo, unsigned hi, int (*keep)(unsigned))
{
	roul_set s = 0;
	for (unsigned n = lo; n <= hi; n++)
		if (!keep || keep(n))
			s |= bit(n);
	return s;
}

static int is_odd(unsigned n)
{
	return n % 2 == 1;
}

static int is_even(unsigned n)
{
	return n % 2 == 0;
}

size_t roul_layout_bets(roul_bet b, roul_set *out)
{
	size_t k = 0;
	roul_set red = roul_standard_red();
	switch (b) {
	case RB_STRAIGHT:
		for (unsigned n = 0; n <= 36; n++)
			out[k++] = bit(n);
		break;
	case RB_SPLIT:
		for (unsigned n = 1; n <= 3; n++)
			out[k++] = bit(0) | bit(n);
		for (unsigned n = 1; n <= 36; n++) {
			if (n % 3 != 0)
				out[k++] = bit(n) | bit(n + 1);
			if (n <= 33)
				out[k++] = bit(n) | bit(n + 3);
		}
		break;
	case RB_STREET:
		out[k++] = bit(0) | bit(1) | bit(2);
		out[k++] = bit(0) | bit(2) | bit(3);
		for (unsigned r = 0; r < 12; r++)
			out[k++] = bit(3 * r + 1) | bit(3 * r + 2) | bit(3 * r + 3);
		break;
	case RB_CORNER:
		out[k++] = bit(0) | bit(1) | bit(2) | bit(3);
		for (unsigned n = 1; n <= 32; n++)
			if (n % 3 != 0)
				out[k++] = bit(n) | bit(n + 1) | bit(n + 3) | bit(n + 4);
		break;
	case RB_SIX_LINE:
		for (unsigned r = 0; r < 11; r++)
			out[k++] = range_where(3 * r + 1, 3 * r + 6, NULL);
		break;
	case RB_DOZEN:
		for (unsigned d = 0; d < 3; d++)
			out[k++] = range_where(12 * d + 1, 12 * d + 12, NULL);
		break;
	case RB_COLUMN:
		for (unsigned c = 1; c <= 3; c++) {
			roul_set s = 0;
			for (unsigned n = c; n <= 36; n += 3)
				s |= bit(n);
			out[k++] = s;
		}
		break;
	case RB_RED: out[k++] = red; break;
	case RB_BLACK: out[k++] = range_where(1, 36, NULL) & ~red; break;
	case RB_ODD: out[k++] = range_where(1, 36, is_odd); break;
	case RB_EVEN: out[k++] = range_where(1, 36, is_even); break;
	case RB_LOW: out[k++] = range_where(1, 18, NULL); break;
	case RB_HIGH: out[k++] = range_where(19, 36, NULL); break;
	case RB_COUNT: break;
	}
	return k;
}

int roul_is_layout_bet(roul_bet b, roul_set s)
{
	roul_set all[64];
	size_t n = roul_layout_bets(b, all);
	for (size_t i = 0; i < n; i++)
		if (all[i] == s)
			return 1;
	return 0;
}

roul_set roul_set_of(const pp_node *list, int *dups)
{
	roul_set s = 0;
	*dups = 0;
	for (size_t i = 0; i < node_len(list); i++) {
		roul_set b = bit((unsigned)node_int(node_at(list, i)));
		if (s & b)
			*dups = 1;
		s |= b;
	}
	return s;
}

unsigned roul_count(roul_set s)
{
	unsigned c = 0;
	for (; s; s &= s - 1)
		c++;
	return c;
}

char *roul_set_text(roul_set s)
{
	pp_buf b = { 0 };
	for (unsigned n = 0; n < ROUL_POCKETS; n++)
		if (s & bit(n))
			pp_buf_printf(&b, "%s%u", b.len ? ", " : "", n);
	return pp_buf_detach(&b);
}

unsigned roul_arcs(roul_set s, const unsigned char *order)
{
	unsigned arcs = 0, covered = 0;
	for (unsigned i = 0; i < ROUL_POCKETS; i++) {
		int in = (s >> order[i]) & 1;
		int prev = (s >> order[(i + ROUL_POCKETS - 1) % ROUL_POCKETS]) & 1;
		covered += (unsigned)in;
		if (in && !prev)
			arcs++;
	}
	return covered == ROUL_POCKETS ? 1 : arcs;
}
