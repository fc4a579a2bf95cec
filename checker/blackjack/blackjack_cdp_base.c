/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_cdp_base.c - the recursion the two composition-dependent
 * engines share (blackjack_cdp.h: Black Jack's, blackjack_cdp.c, and
 * Pontoon's, pontoon_cdp.c): a base (the shoe less the up card, its
 * falling-count scale, the memo's slots and the dealer walk's scratch),
 * the sum over a split's hands, the first two cards of every up card, and
 * the up cards on threads.  What a hand is worth is each engine's
 * (cd_engine's hooks).
 *
 * Reentrant: everything here is the caller's or allocated per call; the
 * threads of cd_up_cards share only read-only rules, shoe and engine, and
 * each writes its own up card's slots. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/run.h"
#include "blackjack/blackjack_cdp.h"

/* --- a base --------------------------------------------------------------- */

/* (blackjack_cdp.h) J = hand_cards + the trie's depth, at most n. */
cd_base *cd_base_open(const cd_engine *e, const dtrie *dt, const unsigned *base, int up)
{
	cd_base *b = pp_xcalloc(1, e->base_size);
	b->eng = e;
	b->dt = dt;
	b->up = up;
	memcpy(b->base, base, sizeof(b->base));
	for (int r = 0; r < BJ_RANKS; r++)
		b->n += base[r];
	b->depth = e->hand_cards + dt->maxdepth;
	if (b->depth > b->n)
		b->depth = b->n;
	b->g = pp_xmalloc((b->depth + 1) * sizeof(mpz_t));
	mpz_init_set_ui(b->g[b->depth], 1);
	for (unsigned a = b->depth; a-- > 0;) {
		mpz_init(b->g[a]);
		mpz_mul_ui(b->g[a], b->g[a + 1], b->n - a);
	}
	b->keys = pp_xcalloc(CD_MEMO_SIZE, sizeof(*b->keys));
	b->fast = cd_walk_fits(dt, b->n);
	cd_walk_init(&b->walk);
	mpz_init(b->t);
	e->open(b);
	return b;
}

void cd_base_close(cd_base *b)
{
	b->eng->close(b);
	for (unsigned a = 0; a <= b->depth; a++)
		mpz_clear(b->g[a]);
	free(b->g);
	free(b->keys);
	cd_walk_clear(&b->walk);
	mpz_clear(b->t);
	free(b);
}

/* (blackjack_cdp.h) Open addressing from a multiplicative hash. */
size_t cd_base_slot(cd_base *b, const unsigned *h, int *fresh)
{
	unsigned long long k = cd_hand_key(h);
	unsigned i = (unsigned)((k * 0x9E3779B97F4A7C15ull) >> (64 - CD_MEMO_BITS));
	*fresh = 0;
	for (unsigned probe = 0; probe < CD_MEMO_SIZE; probe++, i = (i + 1) & (CD_MEMO_SIZE - 1)) {
		if (b->keys[i] == k)
			return i;
		if (!b->keys[i]) {
			b->keys[i] = k;
			*fresh = 1;
			return i;
		}
	}
	abort(); /* unreachable: either engine's compositions are fewer than the memo holds */
}

/* (blackjack_cdp.h) The walk of the trie for the cards p leaves. */
void cd_base_stand(cd_base *b, mpz_t out, const cd_hand *p)
{
	unsigned t = cd_hand_total(p), left[BJ_RANKS];
	for (int r = 0; r < BJ_RANKS; r++)
		left[r] = b->base[r] - p->h[r];
	cd_walk_stand(out, &b->walk, b->dt, b->fast, left, t < 12 ? 0 : (int)t - 11, b->g, p->cards,
	              b->depth);
}

cd_base *cd_up_open(dtrie *dt, const cd_engine *e, const cd_rules *trie_rules,
                    const unsigned *shoe, int up)
{
	unsigned base[BJ_RANKS];
	memcpy(base, shoe, sizeof(base));
	base[up]--;
	cd_dtrie_build(dt, trie_rules, base, up);
	return cd_base_open(e, dt, base, up);
}

void cd_up_close(cd_base *b, dtrie *dt)
{
	cd_base_close(b);
	cd_dtrie_free(dt);
}

/* --- splits ------------------------------------------------------------- */

/* The split hands of pair rank pr with t pair cards out of the shoe (t - 1
 * besides the hand's own, the other cards the other hands drew ignored):
 * other = the sum over second cards r that are not pr of P(r) times the
 * hand's value (e's split_hand), same = the value of a second pr played
 * without splitting again, pp = P(pr).  Returns 0 when the shoe lacks t
 * pair cards. */
static int split_values(mpq_t other, mpq_t same, mpq_t pp, const cd_engine *e,
                        const cd_base *from, int pr, unsigned t)
{
	if (from->base[pr] < t)
		return 0;
	unsigned base[BJ_RANKS];
	memcpy(base, from->base, sizeof(base));
	base[pr] -= t - 1;
	cd_base *b = cd_base_open(e, from->dt, base, from->up);
	mpq_t v, w;
	mpq_inits(v, w, NULL);
	cd_hand p;
	memset(&p, 0, sizeof(p));
	cd_hand_add(&p, pr);
	mpq_set_ui(other, 0, 1);
	mpq_set_ui(same, 0, 1);
	mpq_set_ui(pp, 0, 1);
	for (int r = 0; r < BJ_RANKS; r++) {
		unsigned c = b->base[r] - p.h[r];
		if (!c)
			continue;
		cd_hand_add(&p, r);
		e->split_hand(v, b, &p, pr);
		mpq_set_ui(w, c, b->n - 1);
		mpq_canonicalize(w);
		if (r == pr) {
			mpq_set(same, v);
			mpq_set(pp, w);
		} else {
			mpq_mul(v, v, w);
			mpq_add(other, other, v);
		}
		cd_hand_drop(&p, r);
	}
	mpq_clears(v, w, NULL);
	cd_base_close(b);
	return 1;
}

/* (blackjack_cdp.h) f(t, k), t hands made and k still to take their
 * second card, is other_t + (1 - pp_t) f(t, k - 1) + pp_t (t < max ?
 * f(t + 1, k + 1) : same_t + f(t, k - 1)), each hand valued with the t
 * pair cards out of the shoe; the split is worth f(2, 2). */
#define MAXH 10
void cd_split_value(mpq_t out, const cd_engine *e, const cd_base *from, int pr, unsigned max)
{
	mpq_t other[MAXH + 1], same[MAXH + 1], pp[MAXH + 1], f[MAXH + 1][MAXH + 2], t1;
	if (max > MAXH)
		max = MAXH;
	mpq_init(t1);
	for (unsigned t = 0; t <= MAXH; t++) {
		mpq_inits(other[t], same[t], pp[t], NULL);
		for (unsigned k = 0; k <= MAXH + 1; k++)
			mpq_init(f[t][k]);
	}
	for (unsigned t = 2; t <= max; t++)
		if (!split_values(other[t], same[t], pp[t], e, from, pr, t))
			break;
	for (unsigned t = max; t >= 2; t--)
		for (unsigned k = 1; k <= t; k++) {
			mpq_set_ui(t1, 1, 1);
			mpq_sub(t1, t1, pp[t]);
			mpq_mul(t1, t1, f[t][k - 1]);
			mpq_add(f[t][k], other[t], t1);
			if (t < max)
				mpq_set(t1, f[t + 1][k + 1]);
			else
				mpq_add(t1, same[t], f[t][k - 1]);
			mpq_mul(t1, t1, pp[t]);
			mpq_add(f[t][k], f[t][k], t1);
		}
	mpq_set(out, f[2][2]);
	for (unsigned t = 0; t <= MAXH; t++) {
		mpq_clears(other[t], same[t], pp[t], NULL);
		for (unsigned k = 0; k <= MAXH + 1; k++)
			mpq_clear(f[t][k]);
	}
	mpq_clear(t1);
}

/* --- the up cards --------------------------------------------------------- */

/* The return of up card up: the sum over the first two cards (c1 <= c2)
 * from the shoe less up of their probability times e's first_hand, into
 * out; moves filled. */
static void up_card(mpq_t out, const cd_engine *e, const cd_rules *trie_rules,
                    const unsigned *shoe, int up, char moves[BJ_RANKS][BJ_RANKS])
{
	dtrie dt;
	cd_base *b = cd_up_open(&dt, e, trie_rules, shoe, up);
	mpq_t v, pr;
	mpq_inits(v, pr, NULL);
	mpq_set_ui(out, 0, 1);
	for (int c1 = 0; c1 < BJ_RANKS; c1++)
		for (int c2 = c1; c2 < BJ_RANKS; c2++) {
			const unsigned *n = b->base;
			unsigned long w = c1 == c2 ? (unsigned long)n[c1] * (n[c1] ? n[c1] - 1 : 0)
			                           : 2ul * n[c1] * n[c2];
			moves[c1][c2] = '-';
			if (!w)
				continue;
			cd_hand p;
			memset(&p, 0, sizeof(p));
			cd_hand_add(&p, c1);
			cd_hand_add(&p, c2);
			if (!e->first_hand(v, &moves[c1][c2], b, &p, c1, c2))
				continue;
			mpq_set_ui(pr, w, (unsigned long)b->n * (b->n - 1));
			mpq_canonicalize(pr);
			mpq_mul(v, v, pr);
			mpq_add(out, out, v);
		}
	mpq_clears(v, pr, NULL);
	cd_up_close(b, &dt);
}

/* The up cards still to value, shared by the threads of one cd_up_cards;
 * each up card's value and moves land in its own slots, so the sum (taken
 * in up-card order afterwards) is the same whatever the number of
 * threads. */
typedef struct {
	const cd_engine *e;
	const cd_rules *trie_rules;
	const bj_shoe *shoe;
	mpq_t *ev;
	char (*moves)[BJ_RANKS][BJ_RANKS];
	atomic_int next;
} up_jobs;

static void *up_worker(void *arg)
{
	up_jobs *j = arg;
	for (;;) {
		int up = atomic_fetch_add(&j->next, 1);
		if (up >= BJ_RANKS)
			return NULL;
		if (j->shoe->count[up])
			up_card(j->ev[up], j->e, j->trie_rules, j->shoe->count, up, j->moves[up]);
	}
}

/* (blackjack_cdp.h) On as many threads as the check has jobs free (the
 * caller's thread included; a thread that cannot start leaves its share
 * to the others). */
void cd_up_cards(mpq_t ev[BJ_RANKS], char (*moves)[BJ_RANKS][BJ_RANKS], const cd_engine *e,
                 const cd_rules *trie_rules, const bj_shoe *shoe)
{
	up_jobs j;
	j.e = e;
	j.trie_rules = trie_rules;
	j.shoe = shoe;
	j.ev = ev;
	j.moves = moves;
	atomic_init(&j.next, 0);
	for (int up = 0; up < BJ_RANKS; up++) {
		mpq_init(ev[up]);
		memset(moves[up], '-', sizeof(moves[up]));
	}
	unsigned cores = ck_threads_take(BJ_RANKS); /* the check's free jobs */
	int extra = (int)cores - 1;
	pthread_t th[BJ_RANKS];
	int started = 0;
	for (int i = 0; i < extra; i++)
		if (pthread_create(&th[started], NULL, up_worker, &j) == 0)
			started++;
	up_worker(&j);
	for (int i = 0; i < started; i++)
		pthread_join(th[i], NULL);
	ck_threads_give(cores);
}

void cd_weigh_up_cards(mpq_t rtp, mpq_t ev[BJ_RANKS], const bj_shoe *shoe)
{
	mpq_t pu;
	mpq_init(pu);
	mpq_set_ui(rtp, 1, 1);
	for (int up = 0; up < BJ_RANKS; up++) {
		if (shoe->count[up]) {
			bj_shoe_prob(pu, shoe, up);
			mpq_mul(ev[up], ev[up], pu);
			mpq_add(rtp, rtp, ev[up]);
		}
		mpq_clear(ev[up]);
	}
	mpq_clear(pu);
}
