/* SPDX-License-Identifier: Apache-2.0 */
/* holdem_optimal_run.c - holdem_return: the flops up to suit permutations,
 * shared out to threads, each flop's sums (holdem_optimal.c) folded into
 * per-class totals, and the decisions and figures taken from them.
 *
 * Threads take the next canonical flop from a shared counter and keep
 * their own totals, added up at the end: integer sums, so the result is
 * the same for any number of threads and any order. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/run.h"
#include "poker/holdem/holdem_optimal_impl.h"
#include "util.h"

#define HOLDEM_MAX_THREADS 8u

/* One canonical flop and the size of its orbit under suit permutations. */
typedef struct {
	uint8_t card[3];
	uint8_t weight;
} canon_flop;

/* The totals over the flops, per starting-hand class (weights applied).
 * Separate stages: checked is the value of going on (every later stage
 * played optimally), in units of ordered turn-river pairs (twice the
 * boards); turn_bets and river_bets count every turn and river bet. */
typedef struct {
	s128 fixed[HOLDEM_CLASSES], play[HOLDEM_CLASSES], checked[HOLDEM_CLASSES];
	s128 checked_alt[HOLDEM_CLASSES];     /* checked under a second reading */
	uint64_t flop_raise[HOLDEM_CLASSES];  /* (flop, hand) raising on the flop */
	uint64_t river_after_check[HOLDEM_CLASSES]; /* river raises after a flop check */
	uint64_t turn_bets[HOLDEM_CLASSES], river_bets[HOLDEM_CLASSES];
	uint64_t flop_raised, turn_raised, river_raised;
} class_totals;

typedef struct {
	const holdem_setup *s;
	const canon_flop *flops;
	unsigned nflops, next;
	pthread_mutex_t lock;
} shared_work;

typedef struct {
	shared_work *work;
	class_totals totals;
	board_space bs;
	flop_sums fs;
} worker;

/* The 1,755 flops up to suit permutations with their orbit sizes (sum
 * 22,100 = C(52,3)); returns how many. */
static unsigned canonical_flops(canon_flop *out)
{
	static const uint8_t perms[24][4] = {
		{0,1,2,3},{0,1,3,2},{0,2,1,3},{0,2,3,1},{0,3,1,2},{0,3,2,1},
		{1,0,2,3},{1,0,3,2},{1,2,0,3},{1,2,3,0},{1,3,0,2},{1,3,2,0},
		{2,0,1,3},{2,0,3,1},{2,1,0,3},{2,1,3,0},{2,3,0,1},{2,3,1,0},
		{3,0,1,2},{3,0,2,1},{3,1,0,2},{3,1,2,0},{3,2,0,1},{3,2,1,0} };
	uint16_t *orbit = pp_xcalloc(52u * 52u * 52u, sizeof(uint16_t));
	for (unsigned a = 0; a < 52; a++)
		for (unsigned b = a + 1; b < 52; b++)
			for (unsigned c = b + 1; c < 52; c++) {
				unsigned best = ~0u;
				for (unsigned p = 0; p < 24; p++) {
					unsigned x[3] = { (a & ~3u) | perms[p][a & 3u],
						(b & ~3u) | perms[p][b & 3u], (c & ~3u) | perms[p][c & 3u] };
					for (int i = 1; i < 3; i++) /* sort three */
						for (int j = i; j > 0 && x[j] < x[j - 1]; j--) {
							unsigned t = x[j];
							x[j] = x[j - 1];
							x[j - 1] = t;
						}
					unsigned code = (x[0] * 52u + x[1]) * 52u + x[2];
					best = code < best ? code : best;
				}
				orbit[best]++;
			}
	unsigned n = 0;
	for (unsigned code = 0; code < 52u * 52u * 52u; code++)
		if (orbit[code]) {
			out[n].card[0] = (uint8_t)(code / 2704u);
			out[n].card[1] = (uint8_t)(code / 52u % 52u);
			out[n].card[2] = (uint8_t)(code % 52u);
			out[n].weight = (uint8_t)orbit[code];
			n++;
		}
	free(orbit);
	return n;
}

/* Separate stages: one hand's value of going on after the first bet, and
 * whether it bets on the flop (*up), in units of ordered turn-river pairs:
 * fixed, the first bet and the river's over the boards count twice. */
static s128 going_on(const holdem_rules *r, const flop_sums *fs, unsigned g, int *up)
{
	int64_t flop_bet = (int64_t)r->flop * fs->play[g];
	*up = flop_bet > 0;
	return 2 * ((s128)fs->fixed[g] + (s128)r->pre[0] * fs->play[g] + fs->river[g] +
	            (*up ? flop_bet : 0)) + fs->turn_best[g];
}

/* Folds one flop's sums, weight w, into t. */
static void add_flop(class_totals *t, const holdem_setup *s, const flop_sums *fs,
                     const uint8_t flop[3], unsigned w)
{
	const holdem_rules *r = s->r;
	for (unsigned b = 1; b < HAND_CARDS; b++)
		for (unsigned a = 0; a < b; a++) {
			if (a == flop[0] || a == flop[1] || a == flop[2] || b == flop[0] ||
			    b == flop[1] || b == flop[2])
				continue;
			unsigned g = holdem_pair_index(a, b), cls = holdem_class_of(a, b);
			if (r->separate) {
				int up;
				s128 on = going_on(r, fs, g, &up);
				t->checked[cls] += (s128)w * on;
				if (s->alt) /* the fixed bets alone differ */
					t->checked_alt[cls] +=
						(s128)w * (on + 2 * ((s128)fs->fixed_alt[g] - fs->fixed[g]));
				t->flop_raise[cls] += (uint64_t)w * (unsigned)up;
				t->flop_raised += (uint64_t)w * (unsigned)up;
				t->turn_bets[cls] += (uint64_t)w * fs->turn_raised[g];
				t->turn_raised += (uint64_t)w * fs->turn_raised[g];
				t->river_bets[cls] += (uint64_t)w * fs->river_raised[g];
				t->river_raised += (uint64_t)w * fs->river_raised[g];
				continue;
			}
			int64_t best = fs->river[g];
			int up = 0;
			if (r->flop) {
				int64_t raise = fs->fixed[g] + (int64_t)r->flop * fs->play[g];
				up = raise > best;
				best = up ? raise : best;
			}
			t->fixed[cls] += (s128)w * fs->fixed[g];
			t->play[cls] += (s128)w * fs->play[g];
			t->checked[cls] += (s128)w * best;
			t->flop_raise[cls] += (uint64_t)w * (unsigned)up;
			t->flop_raised += (uint64_t)w * (unsigned)up;
			t->river_raised += (uint64_t)w * fs->river_raised[g];
			if (!up)
				t->river_after_check[cls] += (uint64_t)w * fs->river_raised[g];
		}
}

static void *work_loop(void *arg)
{
	worker *me = arg;
	shared_work *sw = me->work;
	for (;;) {
		pthread_mutex_lock(&sw->lock);
		unsigned i = sw->next < sw->nflops ? sw->next++ : sw->nflops;
		pthread_mutex_unlock(&sw->lock);
		if (i == sw->nflops)
			break;
		const canon_flop *f = &sw->flops[i];
		holdem_sum_flop(sw->s, &me->bs, &me->fs, f->card);
		add_flop(&me->totals, sw->s, &me->fs, f->card, f->weight);
	}
	return NULL;
}

/* Hands in a class: 6 pairs, 4 suited, 12 offsuit. */
static unsigned class_hands(unsigned cls)
{
	return cls < 13 ? 6u : cls < 91 ? 4u : 12u;
}

/* The figures of res from the sum of the best choices' values (sum, in
 * units of HOLDEM_PAIRS * per_hand * HOLDEM_DEALER * d) and the raises' stake
 * (antes times HOLDEM_PAIRS * per_hand): the expectation, house edge, average
 * stake (the Ante and the Blind added) and element of risk. */
static void set_figures(holdem_result *res, const holdem_setup *s, s128 sum, u128 stake,
                        uint64_t per_hand)
{
	mpq_t q;
	mpq_init(q);
	poker_q_from_s128(res->ev, sum);
	poker_q_from_s128(q, (s128)HOLDEM_PAIRS * per_hand * HOLDEM_DEALER * s->d);
	mpq_div(res->ev, res->ev, q);
	mpq_neg(res->house_edge, res->ev);
	poker_q_from_s128(res->stake, (s128)stake);
	poker_q_from_s128(q, (s128)HOLDEM_PAIRS * per_hand);
	mpq_div(res->stake, res->stake, q);
	mpq_set_ui(q, 1, 1);
	mpq_add(q, q, s->r->blind);
	mpq_add(res->stake, res->stake, q);
	mpq_div(res->element_of_risk, res->house_edge, res->stake);
	mpq_clear(q);
}

/* Separate stages: the first bet's decisions and the figures of res from
 * the totals t, the value of going on in checked[] (t->checked, or
 * t->checked_alt for the second reading), in units of ordered turn-river
 * pairs. */
static void finish_separate(holdem_result *res, const holdem_setup *s, const class_totals *t,
                            const s128 *checked)
{
	const holdem_rules *r = s->r;
	const uint64_t ordered = 2u * HOLDEM_BOARDS, per_hand = (uint64_t)HOLDEM_FLOPS * ordered;
	s128 sum = 0;
	u128 stake = 0; /* the raises, antes times (hand, flop, turn, river) */
	for (unsigned cls = 0; cls < HOLDEM_CLASSES; cls++) {
		s128 fold = (s128)class_hands(cls) * per_hand * s->fold;
		int on = checked[cls] > fold;
		res->pre_choice[cls] = (uint8_t)on;
		sum += on ? checked[cls] : fold;
		if (on)
			stake += (u128)r->pre[0] * class_hands(cls) * per_hand +
			         (u128)r->flop * t->flop_raise[cls] * ordered +
			         (u128)r->turn * t->turn_bets[cls] * 46u /* rivers a turn */ +
			         (u128)r->river * t->river_bets[cls] * 2u;
	}
	set_figures(res, s, sum, stake, per_hand);
	res->flop_situations = r->flop ? (uint64_t)HOLDEM_PAIRS * HOLDEM_FLOPS : 0;
	res->flop_raised = r->flop ? t->flop_raised : 0;
	res->turn_situations = r->turn ? (uint64_t)HOLDEM_PAIRS * HOLDEM_FLOPS * 47u : 0;
	res->turn_raised = r->turn ? t->turn_raised : 0;
	res->river_situations = r->river ? (uint64_t)HOLDEM_PAIRS * HOLDEM_FLOPS * HOLDEM_BOARDS : 0;
	res->river_raised = r->river ? t->river_raised : 0;
}

/* The preflop decisions and the figures of res from the totals t. */
static void finish(holdem_result *res, const holdem_setup *s, const class_totals *t)
{
	if (s->r->separate) {
		finish_separate(res, s, t, t->checked);
		return;
	}
	const holdem_rules *r = s->r;
	s128 sum = 0;
	u128 stake = 0; /* Play's stake, antes times (hand, flop, turn-river) */
	const uint64_t per_hand = (uint64_t)HOLDEM_FLOPS * HOLDEM_BOARDS;
	for (unsigned cls = 0; cls < HOLDEM_CLASSES; cls++) {
		s128 best = t->checked[cls];
		if (r->npre && !r->flop && !r->river) /* checking is folding */
			best = (s128)class_hands(cls) * per_hand * s->fold;
		unsigned choice = 0;
		for (unsigned i = 0; i < r->npre; i++) {
			s128 raise = t->fixed[cls] + (s128)r->pre[i] * t->play[cls];
			if (raise > best) {
				best = raise;
				choice = i + 1;
			}
		}
		res->pre_choice[cls] = (uint8_t)choice;
		sum += best;
		if (choice)
			stake += (u128)r->pre[choice - 1] * class_hands(cls) * per_hand;
		else
			stake += (u128)r->flop * t->flop_raise[cls] * HOLDEM_BOARDS +
			         (u128)r->river * t->river_after_check[cls];
	}
	set_figures(res, s, sum, stake, per_hand);
	res->flop_situations = r->flop ? (uint64_t)HOLDEM_PAIRS * HOLDEM_FLOPS : 0;
	res->flop_raised = r->flop ? t->flop_raised : 0;
	res->river_situations = r->river ? (uint64_t)HOLDEM_PAIRS * per_hand : 0;
	res->river_raised = r->river ? t->river_raised : 0;
	res->turn_situations = res->turn_raised = 0;
}

int holdem_return(holdem_result *res, const holdem_rules *r, unsigned threads)
{
	return holdem_return_part(res, r, threads, 0);
}

int holdem_return_part(holdem_result *res, const holdem_rules *r, unsigned threads,
                       unsigned max_flops)
{
	return holdem_return_pair(res, NULL, r, NULL, threads, max_flops);
}

int holdem_return_pair(holdem_result *res, holdem_result *alt_res, const holdem_rules *r,
                       const holdem_rules *alt, unsigned threads, unsigned max_flops)
{
	holdem_setup s;
	if (!holdem_setup_of(&s, r) || (alt && !holdem_setup_alt(&s, alt)))
		return 0;
	unsigned taken = threads ? 0 : ck_threads_take(HOLDEM_MAX_THREADS);
	if (threads == 0)
		threads = taken; /* the check's free jobs */
	threads = ck_threads_allowed(threads > HOLDEM_MAX_THREADS ? HOLDEM_MAX_THREADS : threads);
	canon_flop *flops = pp_xmalloc(1755 * sizeof(*flops));
	unsigned nflops = canonical_flops(flops);
	if (max_flops && max_flops < nflops)
		nflops = max_flops;
	shared_work sw = { &s, flops, nflops, 0, PTHREAD_MUTEX_INITIALIZER };
	worker *w = pp_xcalloc(threads, sizeof(*w));
	pthread_t *id = pp_xcalloc(threads, sizeof(*id));
	unsigned started = 0;
	for (unsigned i = 0; i < threads; i++) {
		w[i].work = &sw;
		if (i == 0 || pthread_create(&id[i], NULL, work_loop, &w[i]) == 0)
			started = i + 1;
		else
			break; /* fewer threads: the others take the flops */
	}
	work_loop(&w[0]); /* this thread is the first worker */
	for (unsigned i = 1; i < started; i++)
		pthread_join(id[i], NULL);
	ck_threads_give(taken);
	class_totals *all = &w[0].totals;
	for (unsigned i = 1; i < started; i++) {
		const class_totals *o = &w[i].totals;
		for (unsigned c = 0; c < HOLDEM_CLASSES; c++) {
			all->fixed[c] += o->fixed[c];
			all->play[c] += o->play[c];
			all->checked[c] += o->checked[c];
			all->checked_alt[c] += o->checked_alt[c];
			all->flop_raise[c] += o->flop_raise[c];
			all->river_after_check[c] += o->river_after_check[c];
			all->turn_bets[c] += o->turn_bets[c];
			all->river_bets[c] += o->river_bets[c];
		}
		all->flop_raised += o->flop_raised;
		all->turn_raised += o->turn_raised;
		all->river_raised += o->river_raised;
	}
	finish(res, &s, all);
	if (alt) {
		s.r = alt; /* its stake words and sizes equal r's: only the value differs */
		finish_separate(alt_res, &s, all, all->checked_alt);
	}
	pthread_mutex_destroy(&sw.lock);
	free(id);
	free(w);
	free(flops);
	return 1;
}
