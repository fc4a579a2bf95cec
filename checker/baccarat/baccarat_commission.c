/* SPDX-License-Identifier: Apache-2.0 */
/* baccarat_commission.c - the exhaustive commission sweep: every legal
 * stake from the minimum to the maximum bet in steps of the smallest chip,
 * the win it is paid under the plan's rounding rule, and what that amount
 * must satisfy (never negative, a whole number of chips, within the
 * declared maximum win, never lower for a higher stake), with the stakes
 * where rounding most favours each side.
 *
 * The paid amount of a stake is defined once, in rationals (bac_paid).
 * The sweep runs that definition in 64-bit integers when every quantity
 * provably fits (see fit_fast), which makes a million stakes take
 * milliseconds, and otherwise stake by stake in rationals. */
#include <stdlib.h>
#include <string.h>

#include "baccarat/baccarat.h"

void bac_sweep_init(bac_sweep *s)
{
	memset(s, 0, sizeof(*s));
	mpq_inits(s->step, s->chip, s->min, s->max, s->payout, s->rate, s->unit,
	          s->max_win, s->first_frac, s->first_neg, s->first_above,
	          s->first_drop, s->frac_paid, s->best_stake, s->worst_stake,
	          s->best_ratio, s->worst_ratio, s->best_eff, s->worst_eff, NULL);
	s->dir = NUM_DOWN;
}

void bac_sweep_clear(bac_sweep *s)
{
	mpq_clears(s->step, s->chip, s->min, s->max, s->payout, s->rate, s->unit,
	           s->max_win, s->first_frac, s->first_neg, s->first_above,
	           s->first_drop, s->frac_paid, s->best_stake, s->worst_stake,
	           s->best_ratio, s->worst_ratio, s->best_eff, s->worst_eff, NULL);
}

/* The multiple of the stake that the rate is a percentage of. */
static void base_multiple(mpq_t m, const bac_sweep *s)
{
	mpq_t one;
	mpq_init(one);
	mpq_set_ui(one, 1, 1);
	if (s->base == BAC_BASE_STAKE)
		mpq_set(m, one);
	else if (s->base == BAC_BASE_WIN)
		mpq_set(m, s->payout);
	else
		mpq_add(m, s->payout, one);
	mpq_clear(one);
}

void bac_paid(mpq_t paid, const bac_sweep *s, const mpq_t stake)
{
	mpq_t win, comm;
	mpq_inits(win, comm, NULL);
	mpq_mul(win, stake, s->payout);
	base_multiple(comm, s);
	mpq_mul(comm, comm, stake);
	mpq_mul(comm, comm, s->rate);
	if (s->rounding && !s->round_paid)
		num_round_to_step(comm, comm, s->unit, s->dir);
	mpq_sub(paid, win, comm);
	if (s->rounding && s->round_paid)
		num_round_to_step(paid, paid, s->unit, s->dir);
	mpq_clears(win, comm, NULL);
}

/* gcd of two non-negative rationals: gcd(a, c) / lcm(b, d). */
static void q_gcd(mpq_t out, const mpq_t x, const mpq_t y)
{
	mpz_t n, d;
	mpz_inits(n, d, NULL);
	mpz_gcd(n, mpq_numref(x), mpq_numref(y));
	mpz_lcm(d, mpq_denref(x), mpq_denref(y));
	mpz_set(mpq_numref(out), n);
	mpz_set(mpq_denref(out), d);
	mpq_canonicalize(out);
	mpz_clears(n, d, NULL);
}

/* The sweep in integers: every amount is a whole number of the unit g. */
typedef struct {
	uint64_t kmin, kmax;     /* stakes are k * step */
	int64_t wg;              /* win of one step, in g */
	int64_t dg;              /* exact paid win of one step (no rounding) */
	int64_t ug;              /* rounding unit */
	uint64_t a, b;           /* rounded count for k steps: round(k a / b) */
	int64_t chipg, sg;
	int64_t maxg;            /* floor(max win / g); INT64_MAX when none */
} fast_sweep;

/* |z| < 2^62, so sums and products the sweep forms of it stay in int64. */
static int small(const mpz_t z)
{
	return mpz_sizeinbase(z, 2) <= 61;
}

/* z as int64_t; z is small(). */
static int64_t to_i64(const mpz_t z)
{
	mpz_t a;
	mpz_init(a);
	mpz_abs(a, z);
	uint64_t lo = (uint64_t)mpz_get_ui(a) & 0xffffffffu;
	mpz_tdiv_q_2exp(a, a, 32);
	uint64_t v = ((uint64_t)mpz_get_ui(a) << 32) | lo;
	mpz_clear(a);
	return mpz_sgn(z) < 0 ? -(int64_t)v : (int64_t)v;
}

/* Set f up when every quantity fits: |P_k / g| and |P_k| * kmax stay
 * below 2^62 for every stake.  Returns 0 when they might not. */
static int fit_fast(fast_sweep *f, const bac_sweep *s, const mpz_t kmin, const mpz_t kmax)
{
	mpq_t g, m, t, q;
	mpz_t bound, z;
	int ok = 0;
	mpq_inits(g, m, t, q, NULL);
	mpz_inits(bound, z, NULL);
	memset(f, 0, sizeof(*f));
	base_multiple(m, s);
	mpq_mul(m, m, s->rate);
	mpq_mul(m, m, s->step);               /* commission of one step */
	mpq_mul(t, s->step, s->payout);       /* win of one step */
	if (mpq_sgn(t) < 0 || mpq_sgn(m) < 0 || !small(kmax))
		goto cleanup;
	q_gcd(g, t, s->step);
	q_gcd(g, g, s->chip);
	if (s->rounding)
		q_gcd(g, g, s->unit);
	else
		q_gcd(g, g, m);
	if (mpq_sgn(g) == 0)
		goto cleanup;
	mpz_set_ui(bound, 0);
#define IN_G(dst, x) do { mpq_div(q, x, g); if (!small(mpq_numref(q))) goto cleanup; \
		dst = to_i64(mpq_numref(q)); mpz_add(bound, bound, mpq_numref(q)); } while (0)
	IN_G(f->wg, t);
	IN_G(f->sg, s->step);
	IN_G(f->chipg, s->chip);
	if (!s->rounding) {
		/* g divides the win and the commission of a step: dg is whole. */
		mpq_sub(q, t, m);
		mpq_div(q, q, g);
		if (!small(mpq_numref(q)))
			goto cleanup;
		f->dg = to_i64(mpq_numref(q));
		mpz_abs(z, mpq_numref(q));
		mpz_add(bound, bound, z);
	} else {
		IN_G(f->ug, s->unit);
		if (s->round_paid)
			mpq_sub(q, t, m);
		else
			mpq_set(q, m);
		mpq_div(q, q, s->unit);        /* rounded units per step: a / b */
		if (mpq_sgn(q) < 0 || !small(mpq_numref(q)) || !small(mpq_denref(q)))
			goto cleanup;
		f->a = (uint64_t)to_i64(mpq_numref(q));
		f->b = (uint64_t)to_i64(mpq_denref(q));
		/* round(k a / b) <= k a / b + 1 units of ug */
		mpz_add_ui(z, mpq_numref(q), 1);
		mpz_mul_ui(z, z, (unsigned long)f->ug);
		mpz_add(bound, bound, z);
		mpz_mul(z, mpq_numref(q), kmax);
		if (!small(z))
			goto cleanup;
	}
#undef IN_G
	/* Every |P_k / g| <= kmax * bound; products with a k <= kmax too. */
	mpz_mul(bound, bound, kmax);
	mpz_mul(bound, bound, kmax);
	if (!small(bound))
		goto cleanup;
	f->kmin = (uint64_t)to_i64(kmin);
	f->kmax = (uint64_t)to_i64(kmax);
	f->maxg = INT64_MAX;
	if (s->has_max_win) {
		mpq_div(q, s->max_win, g);
		mpz_fdiv_q(z, mpq_numref(q), mpq_denref(q));
		if (small(z))
			f->maxg = to_i64(z);
	}
	ok = 1;
cleanup:
	mpq_clears(g, m, t, q, NULL);
	mpz_clears(bound, z, NULL);
	return ok;
}

static uint64_t round_div(uint64_t n, uint64_t d, num_rounding r)
{
	uint64_t q = n / d, rem = n % d;
	switch (r) {
	case NUM_UP:
	case NUM_CEILING: return q + (rem != 0);
	case NUM_HALF_UP: return q + (2 * rem >= d && rem);
	case NUM_HALF_EVEN: return q + (2 * rem > d || (2 * rem == d && (q & 1)));
	case NUM_DOWN:
	case NUM_FLOOR: break;
	}
	return q;
}

/* The stakes where something first happened, as k; 0 = never. */
typedef struct {
	uint64_t frac, neg, above, drop, best, worst;
	int64_t best_p, worst_p;
} marks;

/* The paid win of stake k steps, in g (0 <= k <= kmax). */
static int64_t paid_at(const bac_sweep *s, const fast_sweep *f, uint64_t k)
{
	if (!s->rounding)
		return (int64_t)k * f->dg;
	if (s->round_paid)
		return (int64_t)round_div(k * f->a, f->b, s->dir) * f->ug;
	return (int64_t)k * f->wg - (int64_t)round_div(k * f->a, f->b, s->dir) * f->ug;
}

static void run_fast(bac_sweep *s, const fast_sweep *f, marks *m)
{
	int64_t prev = 0;
	for (uint64_t k = f->kmin; k <= f->kmax; k++) {
		int64_t p = paid_at(s, f, k);
		if (p % f->chipg && !s->nfrac++)
			m->frac = k;
		if (p < 0 && !s->nneg++)
			m->neg = k;
		if (p + (s->max_win_gross ? (int64_t)k * f->sg : 0) > f->maxg && !s->nabove++)
			m->above = k;
		if (k > f->kmin && p < prev && !s->ndrop++)
			m->drop = k;
		/* p / k against the extremes so far: p * k' vs p' * k. */
		if (!m->best || p * (int64_t)m->best > m->best_p * (int64_t)k) {
			m->best = k;
			m->best_p = p;
		}
		if (!m->worst || p * (int64_t)m->worst < m->worst_p * (int64_t)k) {
			m->worst = k;
			m->worst_p = p;
		}
		prev = p;
	}
}

/* ---- one period plus the ends ------------------------------------------
 *
 * round(k a / b) gains exactly a when k gains b, in every direction except
 * half-even, whose tie-break parity repeats after 2b: so with T = 2b (T = 1
 * without rounding) p(k + T) = p(k) + D for a constant D.  Over
 * P = T * chip / gcd(D, chip) stakes the paid win also gains a whole
 * number of chips, D' = D P / T.  Along one residue r of k mod P the paid
 * win is then r's plus j D' (j = 0, 1, ...): whether it is a whole number
 * of chips, and the step p(k) - p(k - 1), are the same for every j; being
 * negative or above the maximum win is a linear inequality in j; and the
 * paid win per unit staked, (p(r) + j D') / (r + j P), is monotonic in j,
 * so its extremes lie at j = 0 or at the residue's last stake.  One pass
 * over the first period decides every count, first stake and extreme the
 * full walk finds (tests/unit/test_baccarat_commission.c compares them). */

__extension__ typedef __int128 wide;

/* How many j in 0..J satisfy x + j d > 0 (strictly), and the first. */
static uint64_t count_positive(wide x, wide d, uint64_t J, uint64_t *first)
{
	wide lo;  /* the first j that satisfies it */
	if (d == 0) {
		lo = x > 0 ? 0 : (wide)J + 1;
		*first = (uint64_t)lo;
		return x > 0 ? J + 1 : 0;
	}
	if (d > 0) {
		/* x + j d > 0  <=>  j > -x / d */
		lo = x > 0 ? 0 : (-x) / d + 1;
		*first = (uint64_t)(lo > (wide)J ? (wide)J + 1 : lo);
		return lo > (wide)J ? 0 : J - (uint64_t)lo + 1;
	}
	/* d < 0: x + j d > 0  <=>  j < x / (-d); satisfied from j = 0 on or never. */
	*first = 0;
	if (x <= 0)
		return 0;
	wide hi = (x - 1) / (-d);  /* the last j */
	return hi >= (wide)J ? J + 1 : (uint64_t)hi + 1;
}

/* Candidate stake k with paid win p for the extremes of p / k. */
static void extreme_candidate(marks *m, uint64_t k, int64_t p)
{
	if (!m->best || (wide)p * (wide)m->best > (wide)m->best_p * (wide)k ||
	    ((wide)p * (wide)m->best == (wide)m->best_p * (wide)k && k < m->best)) {
		m->best = k;
		m->best_p = p;
	}
	if (!m->worst || (wide)p * (wide)m->worst < (wide)m->worst_p * (wide)k ||
	    ((wide)p * (wide)m->worst == (wide)m->worst_p * (wide)k && k < m->worst)) {
		m->worst = k;
		m->worst_p = p;
	}
}

/* The first stake of a kind: keep the smallest. */
static void first_of(uint64_t *mark, uint64_t k)
{
	if (!*mark || k < *mark)
		*mark = k;
}

/* The period P of the facts, or 0 when it is not shorter than the range. */
static uint64_t period_of(const bac_sweep *s, const fast_sweep *f, wide *dp)
{
	uint64_t T = s->rounding ? 2 * f->b : 1;
	uint64_t n = f->kmax - f->kmin + 1;
	if (T >= n)
		return 0;
	wide D = (wide)paid_at(s, f, T) - paid_at(s, f, 0);
	wide c = f->chipg, x = D < 0 ? -D : D;
	while (x) {         /* c = gcd(|D|, chip) */
		wide t = c % x;
		c = x;
		x = t;
	}
	wide P = (wide)T * (f->chipg / c);
	if (P >= (wide)n)
		return 0;
	*dp = D * (P / T);
	return (uint64_t)P;
}

static void run_period(bac_sweep *s, const fast_sweep *f, uint64_t P, wide Dp, marks *m)
{
	wide E = Dp + (s->max_win_gross ? (wide)P * f->sg : 0);  /* gain of the gross win */
	for (uint64_t r = f->kmin; r < f->kmin + P && r <= f->kmax; r++) {
		uint64_t J = (f->kmax - r) / P, first;
		int64_t p = paid_at(s, f, r);
		if (p % f->chipg) {
			s->nfrac += J + 1;
			first_of(&m->frac, r);
		}
		uint64_t c = count_positive(-(wide)p, -Dp, J, &first);   /* p + j D' < 0 */
		if (c) {
			s->nneg += c;
			first_of(&m->neg, r + first * P);
		}
		wide q = (wide)p + (s->max_win_gross ? (wide)r * f->sg : 0);
		c = f->maxg == INT64_MAX ? 0 : count_positive(q - f->maxg, E, J, &first);
		if (c) {
			s->nabove += c;
			first_of(&m->above, r + first * P);
		}
		if (p < paid_at(s, f, r - 1)) {
			/* The step into r repeats at every r + j P; k = kmin has none. */
			uint64_t skip = r == f->kmin;
			if (J + 1 > skip) {
				s->ndrop += J + 1 - skip;
				first_of(&m->drop, r + skip * P);
			}
		}
		extreme_candidate(m, r, p);
		if (J)
			extreme_candidate(m, r + J * P, (int64_t)((wide)p + (wide)J * Dp));
	}
}

/* The same, stake by stake in rationals. */
static void run_exact(bac_sweep *s, uint64_t kmin, uint64_t kmax, marks *m)
{
	mpq_t stake, paid, prev, ratio, best, worst, t;
	mpq_inits(stake, paid, prev, ratio, best, worst, t, NULL);
	for (uint64_t k = kmin; k <= kmax; k++) {
		bac_mpz_set_u64(mpq_numref(t), k);
		mpz_set_ui(mpq_denref(t), 1);
		mpq_mul(stake, t, s->step);
		bac_paid(paid, s, stake);
		mpq_div(t, paid, s->chip);
		if (mpz_cmp_ui(mpq_denref(t), 1) != 0 && !s->nfrac++)
			m->frac = k;
		if (mpq_sgn(paid) < 0 && !s->nneg++)
			m->neg = k;
		mpq_set(t, paid);
		if (s->max_win_gross)
			mpq_add(t, t, stake);
		if (s->has_max_win && mpq_cmp(t, s->max_win) > 0 && !s->nabove++)
			m->above = k;
		if (k > kmin && mpq_cmp(paid, prev) < 0 && !s->ndrop++)
			m->drop = k;
		mpq_div(ratio, paid, stake);
		if (!m->best || mpq_cmp(ratio, best) > 0) {
			m->best = k;
			mpq_set(best, ratio);
		}
		if (!m->worst || mpq_cmp(ratio, worst) < 0) {
			m->worst = k;
			mpq_set(worst, ratio);
		}
		mpq_set(prev, paid);
	}
	mpq_clears(stake, paid, prev, ratio, best, worst, t, NULL);
}

/* out = k * step. */
static void stake_of(mpq_t out, const bac_sweep *s, uint64_t k)
{
	mpq_t t;
	mpq_init(t);
	bac_mpz_set_u64(mpq_numref(t), k);
	mpq_mul(out, t, s->step);
	mpq_clear(t);
}

/* The paid win per unit staked at stake k, and the effective commission:
 * the part of the win kept. */
static void extreme(const bac_sweep *s, uint64_t k, mpq_t stake, mpq_t ratio, mpq_t eff)
{
	mpq_t paid, win;
	mpq_inits(paid, win, NULL);
	stake_of(stake, s, k);
	bac_paid(paid, s, stake);
	mpq_div(ratio, paid, stake);
	mpq_mul(win, stake, s->payout);
	mpq_set_ui(eff, 0, 1);
	if (mpq_sgn(win)) {
		mpq_sub(eff, win, paid);
		mpq_div(eff, eff, win);
	}
	mpq_clears(paid, win, NULL);
}

int bac_sweep_run(bac_sweep *s)
{
	mpz_t kmin, kmax, n;
	fast_sweep f;
	marks m;
	mpq_t q;
	int any = 0;
	mpz_inits(kmin, kmax, n, NULL);
	mpq_init(q);
	memset(&m, 0, sizeof(m));
	s->nstakes = s->nfrac = s->nneg = s->nabove = s->ndrop = 0;
	s->fast = s->too_many = 0;
	if (mpq_sgn(s->step) <= 0 || mpq_sgn(s->chip) <= 0)
		goto cleanup;
	mpq_div(q, s->min, s->step);
	mpz_cdiv_q(kmin, mpq_numref(q), mpq_denref(q));
	if (mpz_sgn(kmin) <= 0)
		mpz_set_ui(kmin, 1);
	mpq_div(q, s->max, s->step);
	mpz_fdiv_q(kmax, mpq_numref(q), mpq_denref(q));
	if (mpz_cmp(kmin, kmax) > 0)
		goto cleanup;
	mpz_sub(n, kmax, kmin);
	mpz_add_ui(n, n, 1);
	any = 1;
	s->fast = !s->force_exact && fit_fast(&f, s, kmin, kmax);
	if (!small(kmax) ||
	    mpz_cmp_ui(n, s->fast ? BAC_SWEEP_MAX_FAST : BAC_SWEEP_MAX_EXACT) > 0) {
		s->too_many = 1;
		s->fast = 0;
		goto cleanup;
	}
	s->nstakes = (uint64_t)to_i64(n);
	wide dp = 0;
	uint64_t period = s->fast && !s->force_walk ? period_of(s, &f, &dp) : 0;
	s->periodic = period != 0;
	if (period)
		run_period(s, &f, period, dp, &m);
	else if (s->fast)
		run_fast(s, &f, &m);
	else
		run_exact(s, (uint64_t)to_i64(kmin), (uint64_t)to_i64(kmax), &m);
	if (m.frac) {
		stake_of(s->first_frac, s, m.frac);
		bac_paid(s->frac_paid, s, s->first_frac);
	}
	if (m.neg)
		stake_of(s->first_neg, s, m.neg);
	if (m.above)
		stake_of(s->first_above, s, m.above);
	if (m.drop)
		stake_of(s->first_drop, s, m.drop);
	extreme(s, m.best, s->best_stake, s->best_ratio, s->best_eff);
	extreme(s, m.worst, s->worst_stake, s->worst_ratio, s->worst_eff);
cleanup:
	mpz_clears(kmin, kmax, n, NULL);
	mpq_clear(q);
	return any;
}
