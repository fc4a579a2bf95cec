/* SPDX-License-Identifier: Apache-2.0 */
/* baccarat_states.c - the exact enumeration of every baccarat coup by
 * state aggregation: the engine behind bac_enumerate.
 *
 * A coup is six cards dealt in order (player, banker, player, banker, then
 * the third cards; the cards a coup does not use count as dealt
 * afterwards), and its weight is the number of orderings of six distinct
 * cards of the shoe that produce it.  The third-card stage needs, of the
 * first four cards, only the player's and banker's totals, whether each
 * side holds a pair, and how many cards of each point value they took out
 * of the shoe (m[v]).  So the first four cards are folded into 400 states
 * (player total, banker total, player pair, banker pair) with the count
 * moments
 *
 *     W0 = sum w,   W1[v] = sum w m[v],   W2[v][u] = sum w m[v] m[u]
 *
 * over the four-card orderings of the state (weight w), and the third
 * cards are dealt once per state: drawing a card of value v then one of
 * value u leaves
 *
 *     sum w (V[v] - m[v]) (V[u] - m[u] - [u = v])
 *       = V[v] (V[u] - [u = v]) W0 - V[v] W1[u] - (V[u] - [u = v]) W1[v] + W2[v][u]
 *
 * orderings, where V[v] is the shoe's count of value v.  The work does not
 * depend on the deck count.
 *
 * The four-card orderings themselves are counted by point value, not by
 * rank: each rank holds c = 4 * decks cards and value v has k[v] ranks, so
 * for the positions S of the four that show value v, the orderings whose
 * equal-rank positions form the partition pi of S number
 * [k[v]]_|pi| * prod over blocks B of [c]_|B| (falling factorials); the
 * pairs (positions 1 and 3 of one rank, 2 and 4 of one rank) are read off
 * pi.  Values never share a rank, so the classes multiply.  Swapping the
 * player's two cards, or the banker's, is a symmetry: 55 x 55 = 3,025
 * value patterns are visited instead of 10^4.
 *
 * Counting bound: a state's W0 is at most P(n, 4) < n^4 orderings of an
 * n-card shoe, W1 at most 4 W0 and W2 at most 16 W0 (sum of m is 4), so
 * with n <= 52 * BAC_MAX_DECKS = 26,000, 16 n^4 < 7.4e18 < 2^64: the
 * moments fit uint64_t.  Every product of the third stage is an ordering
 * count of six cards or a term of one, at most n^6 < 3.1e26 < 2^128; the
 * subtraction above is exact in unsigned 128-bit arithmetic because its
 * result is a count. */
#include <stdlib.h>
#include <string.h>

#include "baccarat/baccarat.h"

#define NSTATE (BAC_TOTALS * BAC_TOTALS * 4)  /* p, b, player pair, banker pair */
#define NTRI 55                                /* pairs v <= u of values */

/* The four-card fold. */
typedef struct {
	uint64_t w0[NSTATE];
	uint64_t w1[NSTATE][BAC_TOTALS];
	uint64_t w2[NSTATE][NTRI];
	/* Orderings of the positions S (bit i: card i of the four) that all
	 * show value v, by pair flags (2: player pair, 1: banker pair). */
	uint64_t g[BAC_TOTALS][16][4];
	uint64_t vcount[BAC_TOTALS];      /* V[v] */
	unsigned char tri[BAC_TOTALS][BAC_TOTALS];
} fold;

static uint64_t falling(uint64_t x, unsigned j)
{
	uint64_t r = 1;
	for (unsigned i = 0; i < j; i++)
		r *= x >= i ? x - i : 0;
	return r;
}

/* Every partition of the positions pos[0..npos) into equal-rank blocks
 * (block[i]: the block of position pos[i], as a restricted growth
 * string), added into g with its pair flags. */
static void partitions(uint64_t g[4], const unsigned *pos, unsigned npos, unsigned i,
                       unsigned *block, unsigned nblocks, uint64_t k, uint64_t c)
{
	if (i == npos) {
		unsigned size[4] = { 0 }, where[4] = { 4, 4, 4, 4 };
		uint64_t w = falling(k, nblocks);
		for (unsigned j = 0; j < npos; j++) {
			size[block[j]]++;
			where[pos[j]] = block[j];
		}
		for (unsigned b = 0; b < nblocks; b++)
			w *= falling(c, size[b]);
		unsigned f = (where[0] < 4 && where[0] == where[2] ? 2u : 0u) |
		             (where[1] < 4 && where[1] == where[3] ? 1u : 0u);
		g[f] += w;
		return;
	}
	for (unsigned b = 0; b <= nblocks && b < 4; b++) {
		block[i] = b;
		partitions(g, pos, npos, i + 1, block, b == nblocks ? nblocks + 1 : nblocks, k, c);
	}
}

/* g for every value and subset of the four positions. */
static void class_tables(fold *F, const bac_rules *r)
{
	unsigned k[BAC_TOTALS] = { 0 };
	uint64_t c = 4ull * r->decks;
	for (unsigned rk = 0; rk < BAC_RANKS; rk++)
		k[r->value[rk]]++;
	for (unsigned v = 0; v < BAC_TOTALS; v++) {
		F->vcount[v] = k[v] * c;
		unsigned same = 0;   /* an earlier value with as many ranks */
		while (same < v && k[same] != k[v])
			same++;
		if (same < v) {
			memcpy(F->g[v], F->g[same], sizeof(F->g[v]));
			continue;
		}
		for (unsigned S = 1; S < 16 && k[v]; S++) {
			unsigned pos[4], npos = 0, block[4];
			for (unsigned i = 0; i < 4; i++)
				if (S >> i & 1)
					pos[npos++] = i;
			partitions(F->g[v][S], pos, npos, 0, block, 0, k[v], c);
			if (r->pair_by_points) {
				/* A pair is two cards of one value: all of S's
				 * orderings carry the flags S itself spans. */
				uint64_t all = F->g[v][S][0] + F->g[v][S][1] + F->g[v][S][2] +
				               F->g[v][S][3];
				unsigned f = ((S & 5) == 5 ? 2u : 0u) | ((S & 10) == 10 ? 1u : 0u);
				memset(F->g[v][S], 0, sizeof(F->g[v][S]));
				F->g[v][S][f] = all;
			}
		}
	}
	unsigned t = 0;
	for (unsigned v = 0; v < BAC_TOTALS; v++)
		for (unsigned u = v; u < BAC_TOTALS; u++)
			F->tri[v][u] = F->tri[u][v] = (unsigned char)t++;
}

/* Fold the four-card orderings of values (v[0], v[1], v[2], v[3]) - player,
 * banker, player, banker - counted mult times, into their states. */
static void fold_pattern(fold *F, const unsigned v[4], uint64_t mult, unsigned need)
{
	unsigned vals[4], mask[4], nv = 0;
	for (unsigned i = 0; i < 4; i++) {
		unsigned j = 0;
		while (j < nv && vals[j] != v[i])
			j++;
		if (j == nv) {
			vals[nv] = v[i];
			mask[nv++] = 0;
		}
		mask[j] |= 1u << i;
	}
	static const unsigned char bits[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
	uint64_t w[4] = { mult, 0, 0, 0 };
	for (unsigned j = 0; j < nv; j++) {
		const uint64_t *g = F->g[vals[j]][mask[j]];
		if ((mask[j] & 5) != 5 && (mask[j] & 10) != 10) {
			/* No pair can form in this class: a plain factor. */
			for (unsigned f = 0; f < 4; f++)
				w[f] *= g[0];
			continue;
		}
		uint64_t nw[4] = { 0, 0, 0, 0 };
		/* Flags come from one class each: f and f2 never overlap. */
		for (unsigned f = 0; f < 4; f++)
			for (unsigned f2 = 0; w[f] && f2 < 4; f2++)
				nw[f | f2] += w[f] * g[f2];
		memcpy(w, nw, sizeof(w));
	}
	unsigned p = (v[0] + v[2]) % 10, b = (v[1] + v[3]) % 10;
	for (unsigned f = 0; f < 4; f++) {
		if (!w[f])
			continue;
		unsigned st = (p * 10 + b) * 4 + f;
		if (!F->w0[st]) {
			/* First touch: the state's moments start at zero (only
			 * W0 is cleared up front). */
			memset(F->w1[st], 0, sizeof(F->w1[st]));
			if (need & 2)
				memset(F->w2[st], 0, sizeof(F->w2[st]));
		}
		F->w0[st] += w[f];
		if (!(need & 1))
			continue;
		for (unsigned j = 0; j < nv; j++) {
			uint64_t mj = bits[mask[j]];
			F->w1[st][vals[j]] += w[f] * mj;
			for (unsigned l = j; (need & 2) && l < nv; l++)
				F->w2[st][F->tri[vals[j]][vals[l]]] += w[f] * mj * bits[mask[l]];
		}
	}
}

static unsigned sig_of(unsigned p, unsigned b, unsigned p3, unsigned b3, unsigned f,
                       unsigned nat)
{
	return ((((p * 10u + b) * 2u + p3) * 2u + b3) * 4u + f) * 2u + nat;
}

/* The distribution a banker action at cell (t, col) counts into, or NULL
 * when the game does not take it there. */
static bac_dist *target(bac_enum *e, const bac_rules *r, unsigned t, unsigned col,
                        unsigned char act)
{
	int idx = e->split_index[t][col];
	if (idx >= 0)
		return &e->split[2 * (unsigned)idx + (act == BAC_S)];
	return r->banker[t][col] == act ? &e->main : NULL;
}

/* The third cards of state (p, b, f). */
static void third_cards(bac_enum *e, const bac_rules *r, const fold *F, unsigned p,
                        unsigned b, unsigned f, bac_count n4)
{
	unsigned st = (p * 10 + b) * 4 + f;
	bac_count w0 = F->w0[st];
	const uint64_t *w1 = F->w1[st], *w2 = F->w2[st], *V = F->vcount;
	if (((r->natural >> p) & 1) || ((r->natural >> b) & 1)) {
		e->main.w[sig_of(p, b, 0, 0, f, 1)] += w0 * n4 * (n4 - 1);
		return;
	}
	if (r->player[p] == BAC_S) {
		bac_dist *d = target(e, r, b, BAC_STOOD, BAC_S);
		if (d)
			d->w[sig_of(p, b, 0, 0, f, 0)] += w0 * n4 * (n4 - 1);
		d = target(e, r, b, BAC_STOOD, BAC_D);
		for (unsigned u = 0; d && u < BAC_TOTALS; u++)
			d->w[sig_of(p, (b + u) % 10, 0, 1, f, 0)] +=
				((bac_count)V[u] * w0 - w1[u]) * (n4 - 1);
		return;
	}
	for (unsigned v = 0; v < BAC_TOTALS; v++) {
		/* Orderings of five cards, the fifth of value v. */
		bac_count x = (bac_count)V[v] * w0 - w1[v];
		unsigned p2 = (p + v) % 10;
		if (!x)
			continue;
		bac_dist *d = target(e, r, b, v, BAC_S);
		if (d)
			d->w[sig_of(p2, b, 1, 0, f, 0)] += x * (n4 - 1);
		d = target(e, r, b, v, BAC_D);
		for (unsigned u = 0; d && u < BAC_TOTALS; u++) {
			uint64_t vu = V[u] - (u == v);
			bac_count y = (bac_count)V[v] * vu * w0 + w2[F->tri[v][u]] -
			              (bac_count)V[v] * w1[u] - (bac_count)vu * w1[v];
			d->w[sig_of(p2, (b + u) % 10, 1, 1, f, 0)] += y;
		}
	}
}

void bac_enumerate_states(bac_enum *e, const bac_rules *r,
                          const unsigned char split[BAC_TOTALS][BAC_COLS])
{
	/* 216 KB, mostly the W2 rows: on the heap, and only W0 and the class
	 * tables cleared here (a state's rows are cleared at first touch). */
	fold *F = pp_xmalloc(sizeof(*F));
	unsigned need[BAC_TOTALS][BAC_TOTALS];
	bac_enum_init(e, r, split);
	memset(F->w0, 0, sizeof(F->w0));
	memset(F->g, 0, sizeof(F->g));
	class_tables(F, r);
	/* Which moments a state's third cards read: none after a natural,
	 * W1 when a third card may come, W2 when two may. */
	for (unsigned p = 0; p < BAC_TOTALS; p++)
		for (unsigned b = 0; b < BAC_TOTALS; b++) {
			int nat = ((r->natural >> p) & 1) || ((r->natural >> b) & 1);
			need[p][b] = nat ? 0u : r->player[p] == BAC_S ? 1u : 3u;
		}
	unsigned v[4];
	for (v[0] = 0; v[0] < BAC_TOTALS; v[0]++)
		for (v[2] = v[0]; v[2] < BAC_TOTALS; v[2]++)
			for (v[1] = 0; v[1] < BAC_TOTALS; v[1]++)
				for (v[3] = v[1]; v[3] < BAC_TOTALS; v[3]++) {
					uint64_t mult = (v[0] != v[2] ? 2u : 1u) * (v[1] != v[3] ? 2u : 1u);
					fold_pattern(F, v, mult,
					             need[(v[0] + v[2]) % 10][(v[1] + v[3]) % 10]);
				}
	bac_count n4 = (bac_count)(52ull * r->decks - 4);
	for (unsigned p = 0; p < BAC_TOTALS; p++)
		for (unsigned b = 0; b < BAC_TOTALS; b++)
			for (unsigned f = 0; f < 4; f++)
				if (F->w0[(p * 10 + b) * 4 + f])
					third_cards(e, r, F, p, b, f, n4);
	free(F);
}
