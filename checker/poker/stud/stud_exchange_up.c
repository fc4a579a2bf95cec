/* SPDX-License-Identifier: Apache-2.0 */
/* stud_exchange_up.c - the exact return of a stud game with a one-card
 * exchange when the player sees one of the dealer's cards (Caribbean stud
 * and Banco poker deal the dealer's last card face up): the player sees
 * his five cards P and the up card u, keeps his five or discards one card
 * h for a replacement x at a price, then raises or folds; every decision
 * optimal, each knowing u (stud_exchange.h).
 *
 * What is counted.  After discarding h the replacement x and the dealer's
 * four hidden cards are disjoint draws from the 46 cards the player has
 * not seen (P and u excluded); h is out of play.  So the final hand
 * H = P - h + x meets every dealer hand of u and four of the 45 cards
 * outside H, u and h (C(45,4) of them), and keeping P meets the C(46,4)
 * hands of u and four cards outside P and u.
 *
 * The walk.  The up card is taken with suit 0 (its four suits give the
 * same sums), and for each of its 13 ranks the hands are walked in value
 * order as in stud_optimal.c, with counters of the hands that hold u: for
 * a set A of them (the hands below a value, or not qualifying) and a set S
 * of at most two other cards, row[S][l] counts the hands of A that hold u,
 * S and the card l, for all 52 cards l at once.  For a final hand H (one
 * per class under the permutations of suits 1..3, which keep u) the hands
 * of A holding u and l and none of H's cards are, by inclusion-exclusion
 * over the subsets S of H, sum of (-1)^|S| row[S][l] over |S| <= 2 and the
 * value test of S + u + l over |S| = 3: 26 rows of 52 counts.  The hands
 * holding u and none of H are the same sum over the counters of one to
 * four cards (31 terms).  Their difference is what a dead card l leaves.
 *
 * The sums.  The gain of the better of raising and folding over folding,
 * for H, u and the dead card h, is added to E[K][h] for every four-card
 * set K = H - y (y the replacement, one of H's five), one entry per class
 * of K: E[K][h] is then the sum over the 46 replacements of discarding h
 * from K + h.  A dealt hand's exchange values are read there, its keeping
 * value is the 46 dead-card values summed (every dealer hand of the 46
 * cards misses 42 of them).  All integers, in units of 1 / (den 46 C(45,4))
 * antes, den the payouts' common denominator; one rational at the end.
 *
 * Classes.  Only a class representative H is computed, so a term of E is
 * reached from the one (y, h) of H's orbit under its stabiliser that is
 * least, and added to each distinct image of it under K's stabiliser:
 * every term (K, x, h) once.
 *
 * A sixth card instead of the exchange (stud_sixth_up_return): the same
 * walk, each final hand's dead-card counts giving the six-card hands it is
 * the best five of (stud_exchange_up_sixth.c) instead of E.  The Bet pays
 * a second combination where the rules say so, on the five cards or the
 * six.
 *
 * The entry points, the threads, the dealt hands and the figures are in
 * stud_exchange_up_run.c, the classes in stud_exchange_up_sym.c.
 *
 * Memory per thread: E of each rule set (the classes of four-card sets
 * times 48, 8 bytes: the gains' sum and, in its top byte, the
 * replacements after which raising is better), the keeping gains, and
 * 3 MB of rows; shared: the hands by value and the class tables, about
 * 30 MB. */
#include <stdlib.h>
#include <string.h>

#include "poker/stud/stud_exchange_up_impl.h"
#include "util.h"

static inline uint32_t row1(uint8_t a) { return 1u + a; }
static inline uint32_t row2(uint8_t a, uint8_t b) { return 53u + stud_binom[b][2] + a; }

/* Adds the hand u + o (o: four cards, ascending) to a row set. */
static void rows_add(stud_up_row *rows, uint32_t *with_u, const uint8_t o[4])
{
	(*with_u)++;
	for (int i = 0; i < 4; i++) {
		rows[0][o[i]]++;
		for (int j = i + 1; j < 4; j++) {
			rows[row1(o[i])][o[j]]++;
			rows[row1(o[j])][o[i]]++;
			for (int k = j + 1; k < 4; k++) {
				rows[row2(o[j], o[k])][o[i]]++;
				rows[row2(o[i], o[k])][o[j]]++;
				rows[row2(o[i], o[j])][o[k]]++;
			}
		}
	}
}

/* The four cards of c (ascending) other than u, when c holds u. */
static int others(uint8_t o[4], const uint8_t c[5], uint8_t u)
{
	int k = 0, held = 0;
	for (int i = 0; i < 5; i++) {
		if (c[i] == u)
			held = 1;
		else if (k < 4)
			o[k++] = c[i];
	}
	return held;
}

static uint32_t index5(uint8_t a, uint8_t b, uint8_t c, uint8_t d, uint8_t e)
{
	uint8_t h[5] = { a, b, c, d, e };
	stud_exchange_sort5(h);
	return stud_exchange_index5(h);
}

/* The value rows of u: for every triple S without u, the value of the
 * hand S + u + l (0xFFFF where l is in S or is u: never read). */
static void value_rows(stud_up_worker *me, const uint16_t *value_of)
{
	uint8_t u = me->u;
	for (uint8_t c = 2; c < 52; c++)
		for (uint8_t b = 1; b < c; b++)
			for (uint8_t a = 0; a < b; a++) {
				uint16_t *row = me->vrow[stud_up_index3(a, b, c)];
				int has_u = a == u || b == u || c == u;
				for (uint8_t l = 0; l < STUD_UP_LANES; l++)
					row[l] = has_u || l == a || l == b || l == c || l == u
					         ? 0xFFFF : value_of[index5(a, b, c, u, l)];
			}
}

/* The subsets of a final hand's cards the counts read. */
typedef struct {
	uint8_t c[5];
	uint32_t pair[10], triple[10];   /* row2 of each pair, index3 of each triple */
	uint8_t pair_a[10], pair_b[10];
	uint8_t tri_lane[10];            /* a triple's highest card, its pair's row */
	uint32_t tri_pair[10];
	hand_value quad_value[5];        /* each four cards with u */
} hand_parts;

static void parts_of(hand_parts *p, const uint8_t c[5], uint8_t u, const uint16_t *value_of)
{
	memcpy(p->c, c, 5);
	int np = 0, nt = 0;
	for (int i = 0; i < 5; i++)
		for (int j = i + 1; j < 5; j++) {
			p->pair_a[np] = c[i];
			p->pair_b[np] = c[j];
			p->pair[np++] = row2(c[i], c[j]);
			for (int k = j + 1; k < 5; k++) {
				p->triple[nt] = stud_up_index3(c[i], c[j], c[k]);
				p->tri_pair[nt] = row2(c[i], c[j]);
				p->tri_lane[nt++] = c[k];
			}
		}
	for (int skip = 0; skip < 5; skip++) {
		uint8_t q[4];
		for (int i = 0, k = 0; i < 5; i++)
			if (i != skip)
				q[k++] = c[i];
		p->quad_value[skip] = value_of[index5(q[0], q[1], q[2], q[3], u)];
	}
}

/* For the row set (rows, with_u: its hands holding u; vrow below bound)
 * the hands holding u, l and none of the hand's cards, for every lane l,
 * subtracted from those holding u and none of them: out[l] is what the
 * dead card l leaves.  Returns those holding u and none of the cards;
 * *sum_in the sum of the first over the lanes not in the hand or u.  Reads
 * rows and vrow only (not const: C11 takes no const pointer to an array
 * from a plain one without a cast). */
static uint32_t dead_counts(stud_up_row out, stud_up_row *rows, uint32_t with_u,
                            stud_up_vrow *vrow, const hand_parts *p, uint8_t u,
                            hand_value bound, uint64_t *sum_in)
{
	uint32_t acc[STUD_UP_LANES];
	int64_t all = with_u;
	for (unsigned l = 0; l < STUD_UP_LANES; l++)
		acc[l] = rows[0][l];
	for (int i = 0; i < 5; i++) {
		const uint32_t *r = rows[row1(p->c[i])];
		all -= rows[0][p->c[i]];
		for (unsigned l = 0; l < STUD_UP_LANES; l++)
			acc[l] -= r[l];
	}
	for (int i = 0; i < 10; i++) {
		const uint32_t *r = rows[p->pair[i]];
		all += rows[row1(p->pair_a[i])][p->pair_b[i]];
		for (unsigned l = 0; l < STUD_UP_LANES; l++)
			acc[l] += r[l];
	}
	for (int i = 0; i < 10; i++) {
		const uint16_t *r = vrow[p->triple[i]];
		all -= rows[p->tri_pair[i]][p->tri_lane[i]];
		for (unsigned l = 0; l < STUD_UP_LANES; l++)
			acc[l] -= r[l] < bound;
	}
	for (int i = 0; i < 5; i++)
		all += p->quad_value[i] < bound;
	uint64_t sum = 0;
	for (unsigned l = 0; l < STUD_UP_LANES; l++) {
		out[l] = (uint32_t)all - acc[l];
		sum += acc[l];
	}
	for (int i = 0; i < 5; i++)
		sum -= acc[p->c[i]];
	*sum_in = sum - acc[u];
	return (uint32_t)all;
}

/* 1 when no permutation of stab (the hand's stabiliser, identity first)
 * maps (y, h) to a lexicographically smaller pair. */
static int least(const uint8_t *stab, unsigned nstab, uint8_t y, uint8_t h)
{
	for (unsigned s = 1; s < nstab; s++) {
		uint8_t ys = stud_up_map(y, stab[s]), hs = stud_up_map(h, stab[s]);
		if (ys < y || (ys == y && hs < h))
			return 0;
	}
	return 1;
}

/* Adds the gains g[rule][lane] of the final hand p to E: for each of its
 * cards y as the replacement, the four others' class and each dead card. */
static void push(stud_up_worker *me, const hand_parts *p, uint64_t (*g)[STUD_UP_LANES],
                 const uint8_t *live, size_t nlive)
{
	const stud_up_work *w = me->w;
	const size_t n = w->n;
	uint64_t *const *e = me->e;
	uint8_t stab_h[6], stab_k[6];
	unsigned nh = stud_up_stabiliser(stab_h, p->c, 5);
	for (int i = 0; i < 5; i++) {
		uint8_t k0[4], kc[4];
		for (int j = 0, m = 0; j < 5; j++)
			if (j != i)
				k0[m++] = p->c[j];
		uint32_t idx4 = stud_up_index4(k0);
		uint32_t kid = w->sym->id4[idx4];
		unsigned perm = w->sym->perm4[idx4];
		for (int j = 0; j < 4; j++)
			kc[j] = stud_up_map(k0[j], perm);
		unsigned nk = stud_up_stabiliser(stab_k, kc, 4);
		uint8_t x = stud_up_map(p->c[i], perm);
		size_t base = (size_t)kid * STUD_UP_SLOTS;
		for (size_t li = 0; li < nlive; li++) {
			uint8_t l = live[li];
			if (nh > 1 && !least(stab_h, nh, p->c[i], l))
				continue;
			uint8_t h = stud_up_map(l, perm), tx[6], th[6];
			unsigned nt = 0;
			for (unsigned s = 0; s < nk; s++) {
				uint8_t xs = stud_up_map(x, stab_k[s]);
				uint8_t hs = stud_up_map(h, stab_k[s]);
				unsigned d = 0;
				while (d < nt && (tx[d] != xs || th[d] != hs))
					d++;
				if (d < nt)
					continue;
				tx[nt] = xs;
				th[nt++] = hs;
				size_t at = base + stud_up_slot4(kc, hs);
				for (size_t k = 0; k < n; k++)
					e[k][at] += g[k][l] + (g[k][l] ? STUD_UP_RAISE_ONE : 0);
			}
		}
	}
}

/* The values of the final hand p of value v (a representative without u)
 * once the running rows hold the hands at or below v: per dead card the
 * gains over folding into E (or, with a sixth card, the six-card hands'
 * into six), the keeping gain into keep[rule][id].  The Bet pays the
 * hand's second combination where the rules pay one.  below[l]: what
 * each dead card leaves of the hands below v (unread when v is below the
 * qualifier and nq_flat). */
static void final_hand(stud_up_worker *me, const hand_parts *p, hand_value v, uint32_t id,
                       const uint32_t below[STUD_UP_LANES])
{
	const stud_up_work *w = me->w;
	uint32_t le[STUD_UP_LANES], notq[STUD_UP_LANES];
	uint64_t sum_in;
	int flat = v < w->q && w->nq_flat;
	/* every dealer hand holding u and none of p misses 42 of the 46 dead
	 * cards: the lanes' sums are 4 times the total (an internal identity) */
	unsigned failed = 0;
	if (!flat) {
		uint32_t all = dead_counts(le, me->run, me->run_u, me->vrow, p, me->u,
		                           (hand_value)(v + 1), &sum_in);
		failed |= sum_in != 4 * (uint64_t)all;
	}
	uint32_t all = dead_counts(notq, me->nq, me->nq_u, me->vrow, p, me->u, w->q, &sum_in);
	failed |= sum_in != 4 * (uint64_t)all;
	me->w->identity_failures[me->u >> 2] += failed; /* a rank is one thread's */
	hand_class cls = hand_class_of(v);
	const int64_t *row[STUD_MAX_SET];
	for (size_t k = 0; k < w->n; k++)
		row[k] = w->rules[k].coef[cls][stud_second_class(p->c, cls,
		                                                 w->rules[k].second_of[cls])];
	uint64_t g[STUD_MAX_SET][STUD_UP_LANES];
	int64_t keep[STUD_MAX_SET] = { 0 };
	int64_t (*raise)[STUD_UP_LANES] = w->two ? me->raise : NULL; /* by lane, for the bound */
	uint32_t cat[STUD_UP_LANES][STUD_CAT_N];
	uint8_t live[STUD_UP_LANES];
	size_t nlive = 0;
	for (uint8_t l = 0; l < STUD_UP_LANES; l++) {
		if (l == me->u || l == p->c[0] || l == p->c[1] || l == p->c[2] || l == p->c[3] ||
		    l == p->c[4])
			continue;
		uint32_t b = flat ? 0 : below[l];
		stud_categories(cat[l], STUD_UP_DEALER45, v, w->q, b, flat ? 0 : le[l] - b, notq[l]);
		int any = 0;
		for (size_t k = 0; k < w->n; k++) {
			int64_t r = stud_up_raise_of(row[k], cat[l]);
			keep[k] += r;
			if (raise)
				raise[k][l] = r;
			int64_t gain = r - w->rules[k].fold45;
			g[k][l] = gain > 0 ? (uint64_t)gain : 0;
			any |= gain > 0;
		}
		if (any)
			live[nlive++] = l;
	}
	for (size_t k = 0; k < w->n; k++) {
		int64_t gain = keep[k] - w->rules[k].fold45 * 46;
		me->keep[k][id] = gain > 0 ? (uint64_t)gain : 0;
	}
	if (raise)
		stud_up_two_bound(me, p->c, id, row, (const int64_t(*)[STUD_UP_LANES])raise, keep);
	if (w->sixth)
		stud_up_sixth_gains(me, p->c, v, cls, (const uint32_t(*)[STUD_CAT_N])cat);
	else
		push(me, p, g, live, nlive);
}

void stud_up_walk(stud_up_worker *me)
{
	const stud_up_work *w = me->w;
	const stud_sorted_hands *sh = w->sh;
	uint8_t u = me->u, c[5], o[4];
	memset(me->run, 0, STUD_UP_ROWS * sizeof(*me->run));
	memset(me->nq, 0, STUD_UP_ROWS * sizeof(*me->nq));
	me->run_u = me->nq_u = 0;
	for (size_t k = 0; k < w->n; k++) {
		if (w->sixth)
			memset(me->six[k], 0, (size_t)w->sym->nreps5 * sizeof(uint64_t));
		else
			memset(me->e[k], 0, (size_t)w->sym->nclasses4 * STUD_UP_SLOTS * sizeof(uint64_t));
	}
	if (me->six_n)
		memset(me->six_n, 0, w->sym->nreps5);
	value_rows(me, sh->value_of);
	for (uint32_t i = 0; i < sh->start[w->q]; i++) {
		stud_unpack(c, sh->hands[i]);
		if (others(o, c, u))
			rows_add(me->nq, &me->nq_u, o);
	}
	hand_parts *parts = pp_xmalloc(w->biggest * sizeof(*parts));
	uint32_t *ids = pp_xmalloc(w->biggest * sizeof(*ids));
	for (unsigned v = 0; v < HAND_VALUES; v++) {
		uint32_t first = sh->start[v], n = sh->start[v + 1] - first, reps = 0;
		int flat = v < w->q && w->nq_flat;
		for (uint32_t i = 0; i < n; i++) {
			stud_unpack(c, sh->hands[first + i]);
			uint32_t idx = stud_exchange_index5(c);
			if (!w->sym->rep5[idx] || stud_holds(c, u))
				continue;
			parts_of(&parts[reps], c, u, sh->value_of);
			ids[reps] = w->sym->id5[idx];
			if (!flat) {
				uint64_t sum_in;
				dead_counts(me->below[reps], me->run, me->run_u, me->vrow, &parts[reps], u,
				            (hand_value)v, &sum_in);
			}
			reps++;
		}
		for (uint32_t i = 0; i < n; i++) {
			stud_unpack(c, sh->hands[first + i]);
			if (others(o, c, u))
				rows_add(me->run, &me->run_u, o);
		}
		for (uint32_t i = 0; i < reps; i++)
			final_hand(me, &parts[i], (hand_value)v, ids[i], me->below[i]);
	}
	free(parts);
	free(ids);
}
