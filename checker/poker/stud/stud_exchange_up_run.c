/* SPDX-License-Identifier: Apache-2.0 */
/* stud_exchange_up_run.c - the entry point of the exchange engine with one
 * dealer card seen (stud_exchange.h): the rules scaled, the 13 up-card
 * ranks shared among the threads the check can spare (each walks its
 * ranks, stud_exchange_up.c, then values every dealt hand without the up
 * card against its tables), the probes, and the figures from the integer
 * sums, added in rank order: the same for any number of threads. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "core/run.h"
#include "poker/stud/stud_exchange_up_impl.h"
#include "util.h"

/* The dealt hand p (ascending, without u) against the tables of u: the
 * keeping gain of rule k, and the exchange sums of its five discards
 * into ex[5] (the gains over folding summed over the replacements) and
 * raises[5]. */
static uint64_t dealt_values(const stud_up_worker *me, size_t k, const uint8_t p[5], uint64_t ex[5],
                             unsigned raises[5])
{
	const stud_up_sym *sym = me->w->sym;
	uint64_t keep = me->keep[k][stud_up_class_id(sym, p)];
	for (int i = 0; i < 5; i++) {
		uint8_t k0[4], kc[4];
		for (int j = 0, m = 0; j < 5; j++)
			if (j != i)
				k0[m++] = p[j];
		uint32_t idx4 = stud_up_index4(k0);
		unsigned pk = sym->perm4[idx4];
		for (int j = 0; j < 4; j++)
			kc[j] = stud_up_map(k0[j], pk);
		size_t at = (size_t)sym->id4[idx4] * STUD_UP_SLOTS +
		            stud_up_slot4(kc, stud_up_map(p[i], pk));
		ex[i] = me->e[k][at] & STUD_UP_GAIN_MASK;
		raises[i] = (unsigned)(me->e[k][at] >> 56);
	}
	return keep;
}

/* The best of keeping and the n choices that pay the price (the five
 * discards, or buying a sixth card), as a gain over folding in units of
 * 1 / (den 46 C(45,4)); *discard the choice (-1: keep). */
static s128 best_of(int64_t price_u, uint64_t keep, const uint64_t *ex, int n, int *discard)
{
	s128 best = keep;
	*discard = -1;
	for (int i = 0; i < n; i++)
		if ((s128)ex[i] - price_u > best) {
			best = (s128)ex[i] - price_u;
			*discard = i;
		}
	return best;
}

/* With a sixth card: the dealt hand of class id (class_id) keeps (the
 * gain *keep) or buys (the gains of its 46 six-card hands summed, the
 * price not deducted: *buy, and how many of them raise: *raises); returns
 * the better as a gain over folding, *d 0 when buying, -1 when keeping. */
static s128 sixth_values(const stud_up_worker *me, size_t k, uint32_t id, uint64_t *keep,
                         uint64_t *buy, unsigned *raises, int *d)
{
	stud_up_work *w = me->w;
	if (me->six_n && k == 0 && me->six_n[id] != 46)
		w->identity_failures[me->u >> 2]++; /* a six-card hand missed or twice */
	*keep = me->keep[k][id];
	*buy = me->six[k][id] & STUD_UP_GAIN_MASK;
	*raises = (unsigned)(me->six[k][id] >> 56);
	return best_of(w->rules[k].price * (int64_t)STUD_UP_UNIT, *keep, buy, 1, d);
}

/* The dealt hand c (ascending, without u, a representative of wt hands,
 * of class cls) for each rule set: its best choice into the rank's sums. */
static void dealt_hand(stud_up_worker *me, const uint8_t c[5], unsigned wt, hand_class cls)
{
	stud_up_work *w = me->w;
	unsigned rank = me->u >> 2;
	w->hands_by_class[rank][cls] += wt;
	for (size_t k = 0; k < w->n; k++) {
		uint64_t ex[5], keep;
		unsigned raises[5];
		int d;
		s128 best;
		if (w->sixth) {
			best = sixth_values(me, k, w->sym->id5[stud_exchange_index5(c)], &keep, ex,
			                    raises, &d);
		} else {
			keep = dealt_values(me, k, c, ex, raises);
			best = best_of(w->rules[k].price * (int64_t)STUD_UP_UNIT, keep, ex, 5, &d);
		}
		stud_up_sums *s = &w->sums[rank][k];
		if (w->two) {
			s128 excess = stud_up_two_check(me, k, c, best, NULL);
			s->two_checked += 10u * wt;
			if (!s->two_any || excess > s->two_excess)
				s->two_excess = excess;
			s->two_any = 1;
		}
		s->gain += (s128)wt * best;
		s->keep += (s128)wt * keep;
		if (d >= 0) {
			s->exchanged += wt;
			s->exchanged_by_class[cls] += wt;
			s->raised_after += (uint64_t)wt * raises[d];
		} else if (keep > 0) {
			s->raised_kept += wt;
		}
	}
}

/* Every dealt hand without u, one per class (weighted), in colex order. */
static void dealt_hands(stud_up_worker *me)
{
	const stud_up_work *w = me->w;
	uint8_t c[5], u = me->u;
	uint32_t idx = 0;
	for (c[4] = 4; c[4] < 52; c[4]++)
		for (c[3] = 3; c[3] < c[4]; c[3]++)
			for (c[2] = 2; c[2] < c[3]; c[2]++)
				for (c[1] = 1; c[1] < c[2]; c[1]++)
					for (c[0] = 0; c[0] < c[1]; c[0]++, idx++) {
						unsigned wt = w->sym->rep5[idx];
						if (wt && !stud_holds(c, u))
							dealt_hand(me, c, wt, hand_class_of(w->sh->value_of[idx]));
					}
}

/* x / (den 46 C(45,4)) - 1: a value from a gain over folding. */
static void from_gain(mpq_t out, s128 x, int64_t den)
{
	mpq_t q;
	mpq_init(q);
	poker_q_from_s128(out, x);
	poker_q_from_s128(q, (s128)den * STUD_UP_UNIT);
	mpq_div(out, out, q);
	mpq_set_si(q, 1, 1);
	mpq_sub(out, out, q);
	mpq_clear(q);
}

/* The probe pr's two-card bounds (rule set 0), its cards sorted and at[j]
 * the place of its card j among them. */
static void two_bounds(const stud_up_worker *me, stud_exchange_up_probe *pr,
                       const uint8_t sorted[5], const uint8_t at[5], s128 best)
{
	mpq_t b[5][5];
	for (int i = 0; i < 5; i++)
		for (int j = 0; j < 5; j++)
			mpq_init(b[i][j]);
	stud_up_two_check(me, 0, sorted, best, b);
	for (int i = 0; i < 5; i++)
		for (int j = i + 1; j < 5; j++) {
			int a = at[i] < at[j] ? at[i] : at[j], z = at[i] < at[j] ? at[j] : at[i];
			mpq_set(pr->two_bound[i][j], b[a][z]);
		}
	for (int i = 0; i < 5; i++)
		for (int j = 0; j < 5; j++)
			mpq_clear(b[i][j]);
}

/* The probes whose up card has me->u's rank, from rule set 0's tables:
 * the suits renamed so that the up card is me->u. */
static void fill_probes(const stud_up_worker *me)
{
	const stud_up_work *w = me->w;
	for (size_t i = 0; i < w->nprobes; i++) {
		stud_exchange_up_probe *pr = &w->probes[i];
		if (pr->up >> 2 != me->u >> 2)
			continue;
		unsigned t = pr->up & 3;
		uint8_t p[5], at[5];
		for (int j = 0; j < 5; j++) {
			unsigned s = pr->cards[j] & 3;
			p[j] = (uint8_t)((pr->cards[j] & ~3u) | (s == 0 ? t : s == t ? 0 : s));
		}
		uint8_t sorted[5];
		memcpy(sorted, p, 5);
		stud_exchange_sort5(sorted);
		for (int j = 0; j < 5; j++)
			for (int m = 0; m < 5; m++)
				if (sorted[m] == p[j])
					at[j] = (uint8_t)m;
		uint64_t ex[5], keep;
		unsigned raises[5];
		const stud_up_rules *r = &w->rules[0];
		int d;
		s128 best;
		pr->discard = -1;
		if (w->sixth) {
			best = sixth_values(me, 0, stud_up_class_id(w->sym, sorted), &keep, ex, raises, &d);
			from_gain(pr->buy, ex[0], r->den);
			pr->bought = d == 0;
		} else {
			keep = dealt_values(me, 0, sorted, ex, raises);
			best = best_of(r->price * (int64_t)STUD_UP_UNIT, keep, ex, 5, &d);
			for (int j = 0; j < 5; j++)
				from_gain(pr->exchange[j], ex[at[j]], r->den);
			for (int j = 0; d >= 0 && j < 5; j++)
				if (at[j] == d)
					pr->discard = j;
			if (w->two)
				two_bounds(me, pr, sorted, at, best);
		}
		from_gain(pr->keep, keep, r->den);
		from_gain(pr->best, best, r->den);
	}
}

/* Walks the next rank not yet taken and values its dealt hands and
 * probes; 0 when every rank is taken. */
static int one_rank(stud_up_worker *me)
{
	stud_up_work *w = me->w;
	unsigned rank;
	do {
		pthread_mutex_lock(&w->lock);
		rank = w->next < STUD_UP_RANKS ? w->next++ : STUD_UP_RANKS;
		pthread_mutex_unlock(&w->lock);
	} while (rank < STUD_UP_RANKS && !(w->ranks & (1u << rank)));
	if (rank == STUD_UP_RANKS)
		return 0;
	me->u = (uint8_t)(rank * 4);
	stud_up_walk(me);
	if (me->w->two)
		stud_up_two_tables(me);
	dealt_hands(me);
	fill_probes(me);
	return 1;
}

static void *work_loop(void *arg)
{
	while (one_rank(arg))
		;
	return NULL;
}

static void worker_init(stud_up_worker *me, stud_up_work *w)
{
	memset(me, 0, sizeof(*me));
	me->w = w;
	me->run = pp_xmalloc(STUD_UP_ROWS * sizeof(*me->run));
	me->nq = pp_xmalloc(STUD_UP_ROWS * sizeof(*me->nq));
	me->vrow = pp_xmalloc(STUD_UP_TRIPLES * sizeof(*me->vrow));
	me->below = pp_xmalloc(w->biggest * sizeof(*me->below));
	size_t cells = (size_t)w->sym->nclasses4 * STUD_UP_SLOTS;
	for (size_t k = 0; k < w->n; k++) {
		if (w->sixth)
			me->six[k] = pp_xmalloc(w->sym->nreps5 * sizeof(uint64_t));
		else
			me->e[k] = pp_xmalloc(cells * sizeof(uint64_t));
		me->keep[k] = pp_xcalloc(w->sym->nreps5, sizeof(uint64_t));
		if (w->two) {
			me->two[k] = pp_xcalloc(w->sym->nreps5, sizeof(uint64_t));
			me->two4[k] = pp_xmalloc(w->sym->nclasses4 * sizeof(uint64_t));
			me->two3[k] = pp_xcalloc(STUD_UP_TRIPLES, sizeof(s128));
		}
	}
	if (w->count_six)
		me->six_n = pp_xmalloc(w->sym->nreps5);
}

static void worker_free(stud_up_worker *me)
{
	free(me->run);
	free(me->nq);
	free(me->vrow);
	free(me->below);
	for (size_t k = 0; k < me->w->n; k++) {
		free(me->e[k]);
		free(me->six[k]);
		free(me->keep[k]);
		free(me->two[k]);
		free(me->two4[k]);
		free(me->two3[k]);
	}
	free(me->six_n);
}

/* The threads of one run: me[0] the caller's, started of cap running,
 * taken the check's jobs they hold (ck_threads_take, ck_threads_more). */
typedef struct {
	stud_up_work *w;
	stud_up_worker *me;
	pthread_t *id;
	unsigned cap, started, taken;
} stud_up_crew;

/* Starts worker i; 0 when the thread cannot be created (its tables freed). */
static int start(stud_up_crew *c, unsigned i)
{
	worker_init(&c->me[i], c->w);
	if (pthread_create(&c->id[i], NULL, work_loop, &c->me[i]) == 0)
		return 1;
	worker_free(&c->me[i]);
	return 0;
}

/* Before the caller's next rank: one more thread when the check has freed
 * a job (a game finished) and at least two ranks are left. */
static void grow(stud_up_crew *c)
{
	pthread_mutex_lock(&c->w->lock);
	int left = c->w->next + 2 <= STUD_UP_RANKS;
	pthread_mutex_unlock(&c->w->lock);
	if (!left || c->started >= c->cap || !ck_threads_more())
		return;
	c->taken++;
	if (start(c, c->started))
		c->started++;
}

/* Every rank walked on the caller's thread and as many more as the check
 * lends, now and as jobs come free; results by rank, so the same for any
 * number of threads. */
static void walk_ranks(stud_up_work *w)
{
	stud_up_crew c = { .w = w, .cap = ck_threads_allowed(STUD_UP_RANKS) };
	c.me = pp_xcalloc(c.cap, sizeof(*c.me));
	c.id = pp_xcalloc(c.cap, sizeof(*c.id));
	c.taken = ck_threads_take(STUD_UP_RANKS);
	unsigned first = ck_threads_allowed(c.taken);
	worker_init(&c.me[0], w);
	for (c.started = 1; c.started < first && start(&c, c.started); c.started++)
		; /* fewer threads: the others take the ranks */
	do
		grow(&c);
	while (one_rank(&c.me[0]));
	for (unsigned i = 1; i < c.started; i++)
		pthread_join(c.id[i], NULL);
	ck_threads_give(c.taken);
	for (unsigned i = 0; i < c.started; i++)
		worker_free(&c.me[i]);
	free(c.me);
	free(c.id);
}

/* The rules scaled (stud_exchange_scale, second combinations included),
 * within STUD_UP_LIMIT; 0 when not. */
static int scale(stud_up_rules *u, const stud_rules *r, mpq_srcptr price)
{
	if (!stud_exchange_scale(u->coef, &u->den, &u->price, r, price, 1) ||
	    u->price > STUD_UP_LIMIT)
		return 0;
	for (int c = 0; c < HAND_NCLASS; c++)
		for (int s = 0; s <= HAND_NCLASS; s++)
			for (int k = 0; stud_row_paid(r, c, s) && k < STUD_CAT_N; k++) {
				int64_t x = u->coef[c][s][k];
				if ((x < 0 ? -x : x) > STUD_UP_LIMIT - u->den)
					return 0;
			}
	memcpy(u->second_of, r->second_of, sizeof(u->second_of));
	u->fold45 = -u->den * (int64_t)STUD_UP_DEALER45;
	return 1;
}

/* Whether a dealer who does not qualify settles every rule set's bets the
 * same whatever the hands' ranks. */
static int nq_flat(const stud_up_rules *u, const stud_rules *r, size_t n)
{
	for (size_t k = 0; k < n; k++)
		for (int c = 0; c < HAND_NCLASS; c++)
			for (int s = 0; s <= HAND_NCLASS; s++) {
				const int64_t *x = u[k].coef[c][s];
				if (stud_row_paid(&r[k], c, s) &&
				    (x[STUD_CAT_NQ_BELOW] != x[STUD_CAT_NQ_LEVEL] ||
				     x[STUD_CAT_NQ_BELOW] != x[STUD_CAT_NQ_ABOVE]))
					return 0;
			}
	return 1;
}

/* res (rule set k) from the sums over the 13 ranks. */
static void finish(stud_exchange_result *res, const stud_up_work *w, size_t k, const stud_rules *r,
                   mpq_srcptr price)
{
	s128 gain = 0, keep = 0, two_excess = 0;
	int two_any = 0;
	for (unsigned rank = 0; rank < STUD_UP_RANKS; rank++) {
		const stud_up_sums *s = &w->sums[rank][k];
		gain += s->gain;
		keep += s->keep;
		res->exchanged += 4 * s->exchanged;
		res->raised_kept += 4 * s->raised_kept;
		res->raised_after_exchange += 4 * s->raised_after;
		for (int c = 0; c < HAND_NCLASS; c++) {
			res->exchanged_by_class[c] += 4 * s->exchanged_by_class[c];
			res->hands_by_class[c] += 4 * w->hands_by_class[rank][c];
		}
		res->identity_failures += w->identity_failures[rank];
		res->two_checked += 4 * s->two_checked;
		if (s->two_any && (!two_any || s->two_excess > two_excess))
			two_excess = s->two_excess;
		two_any |= s->two_any;
	}
	if (two_any) {
		mpq_t d;
		mpq_init(d);
		poker_q_from_s128(res->two_bound, two_excess);
		poker_q_from_s128(d, stud_up_two_unit() * w->rules[k].den);
		mpq_div(res->two_bound, res->two_bound, d);
		mpq_clear(d);
	}
	const uint64_t situations = (uint64_t)STUD_HANDS * STUD_UP_CARDS;
	res->hands = situations;
	res->classes = w->sym->nreps5;
	from_gain(res->ev, 4 * gain, w->rules[k].den * (int64_t)situations);
	from_gain(res->keep_ev, 4 * keep, w->rules[k].den * (int64_t)situations);
	mpq_neg(res->house_edge, res->ev);
	stud_exchange_element_of_risk(res, r, price, situations, 46);
}

/* stud_exchange_up_return for the up-card ranks in ranks (a bit each):
 * res (NULL: not formed) holds the game's figures only for all 13. */
static int run(stud_exchange_result *res, const stud_rules *r, size_t n, mpq_srcptr price,
               stud_exchange_up_probe *probes, size_t nprobes, unsigned ranks, int sixth)
{
	stud_binom_init();
	if (n == 0 || n > STUD_MAX_SET || !stud_same_qualifier(r, n))
		return 0;
	stud_up_rules *rules = pp_xcalloc(n, sizeof(*rules));
	int ok = 1;
	for (size_t k = 0; ok && k < n; k++)
		ok = scale(&rules[k], &r[k], price);
	if (!ok) {
		free(rules);
		return 0;
	}
	stud_sorted_hands sh;
	stud_up_sym sym;
	stud_sort_hands(&sh);
	stud_up_sym_build(&sym);
	stud_up_work *w = pp_xcalloc(1, sizeof(*w));
	w->sh = &sh;
	w->sym = &sym;
	w->rules = rules;
	w->n = n;
	w->q = stud_qual_value(&r[0]);
	w->nq_flat = nq_flat(rules, r, n);
	w->probes = probes;
	w->nprobes = nprobes;
	w->ranks = ranks;
	w->sixth = sixth;
	w->two = !sixth;
	w->count_six = sixth && ranks != (1u << STUD_UP_RANKS) - 1; /* a test's part */
	w->biggest = 1;
	for (unsigned v = 0; v < HAND_VALUES; v++)
		if (sh.start[v + 1] - sh.start[v] > w->biggest)
			w->biggest = sh.start[v + 1] - sh.start[v];
	pthread_mutex_init(&w->lock, NULL);
	walk_ranks(w);
	for (size_t k = 0; res && k < n; k++)
		finish(&res[k], w, k, &r[k], price);
	pthread_mutex_destroy(&w->lock);
	free(w);
	stud_up_sym_free(&sym);
	stud_sorted_free(&sh);
	free(rules);
	return 1;
}

int stud_exchange_up_return(stud_exchange_result *res, const stud_rules *r, size_t n,
                            mpq_srcptr price, stud_exchange_up_probe *probes, size_t nprobes)
{
	return run(res, r, n, price, probes, nprobes, (1u << STUD_UP_RANKS) - 1, 0);
}

int stud_sixth_up_return(stud_exchange_result *res, const stud_rules *r, size_t n,
                         mpq_srcptr price, stud_exchange_up_probe *probes, size_t nprobes)
{
	return run(res, r, n, price, probes, nprobes, (1u << STUD_UP_RANKS) - 1, 1);
}

int stud_exchange_up_probes(stud_exchange_result *part, const stud_rules *r, mpq_srcptr price,
                            unsigned ranks, stud_exchange_up_probe *probes, size_t nprobes)
{
	return run(part, r, 1, price, probes, nprobes, ranks, 0);
}

int stud_sixth_up_probes(stud_exchange_result *part, const stud_rules *r, mpq_srcptr price,
                         unsigned ranks, stud_exchange_up_probe *probes, size_t nprobes)
{
	return run(part, r, 1, price, probes, nprobes, ranks, 1);
}

void stud_exchange_up_probe_init(stud_exchange_up_probe *p)
{
	mpq_inits(p->keep, p->best, p->buy, NULL);
	for (int i = 0; i < 5; i++) {
		mpq_init(p->exchange[i]);
		for (int j = 0; j < 5; j++)
			mpq_init(p->two_bound[i][j]);
	}
	p->discard = -1;
	p->bought = 0;
}

void stud_exchange_up_probe_clear(stud_exchange_up_probe *p)
{
	mpq_clears(p->keep, p->best, p->buy, NULL);
	for (int i = 0; i < 5; i++) {
		mpq_clear(p->exchange[i]);
		for (int j = 0; j < 5; j++)
			mpq_clear(p->two_bound[i][j]);
	}
}
