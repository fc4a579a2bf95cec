/* SPDX-License-Identifier: Apache-2.0 */
/* test_baccarat_commission.c - the commission sweep: the integer path
 * agrees with the rational definition of the paid win on every stake, and
 * the sweep finds fractions of a chip, negative wins, wins above the
 * maximum, drops and the extremes of the effective commission. */
#include <stdlib.h>
#include <string.h>

#include "baccarat/baccarat.h"
#include "helpers.h"

static void q_set(mpq_t q, const char *s)
{
	cr_assert_eq(mpq_set_str(q, s, 10), 0, "%s", s);
	mpq_canonicalize(q);
}

/* A 5% commission on the win of a 1:1 bet, stakes min..max by chip. */
static void setup(bac_sweep *s, const char *chip, const char *min, const char *max)
{
	bac_sweep_init(s);
	q_set(s->chip, chip);
	q_set(s->step, chip);
	q_set(s->min, min);
	q_set(s->max, max);
	q_set(s->payout, "1");
	q_set(s->rate, "1/20");
	s->base = BAC_BASE_WIN;
}

static char *text(const mpq_t q)
{
	return num_exact(q);
}

#define EXPECT_Q(q, want) do { char *t_ = text(q); cr_expect_str_eq(t_, want, #q); free(t_); } \
	while (0)

Test(commission, down_to_the_smallest_chip)
{
	bac_sweep s;
	setup(&s, "1", "100", "10000");
	s.rounding = 1;
	s.dir = NUM_DOWN;
	q_set(s.unit, "1");
	cr_assert(bac_sweep_run(&s));
	cr_expect(s.fast);
	cr_expect_eq(s.nstakes, 9901);
	cr_expect_eq(s.nfrac + s.nneg + s.nabove + s.ndrop, 0);
	/* 119: a commission of 5.95 rounded to 5, 5/119 of the win. */
	EXPECT_Q(s.best_stake, "119");
	EXPECT_Q(s.best_eff, "5/119");
	EXPECT_Q(s.best_ratio, "114/119");
	EXPECT_Q(s.worst_stake, "100");
	EXPECT_Q(s.worst_eff, "1/20");
	bac_sweep_clear(&s);
}

Test(commission, no_rule_counts_fractional_wins)
{
	bac_sweep s;
	setup(&s, "1", "10", "100000");
	cr_assert(bac_sweep_run(&s));
	/* 0.95 s is a whole number only when 20 divides s. */
	cr_expect_eq(s.nstakes, 99991);
	cr_expect_eq(s.nfrac, 99991 - 5000);
	EXPECT_Q(s.first_frac, "10");
	EXPECT_Q(s.frac_paid, "19/2");
	EXPECT_Q(s.best_eff, "1/20");
	EXPECT_Q(s.worst_eff, "1/20");
	bac_sweep_clear(&s);
}

Test(commission, rounding_up_to_a_large_step_can_pay_less_for_more)
{
	bac_sweep s;
	setup(&s, "1", "100", "10000");
	s.rounding = 1;
	s.dir = NUM_UP;
	q_set(s.unit, "50");
	cr_assert(bac_sweep_run(&s));
	cr_expect_eq(s.ndrop, 9);
	EXPECT_Q(s.first_drop, "1001");
	EXPECT_Q(s.worst_stake, "100");
	EXPECT_Q(s.worst_eff, "1/2");
	bac_sweep_clear(&s);
}

Test(commission, unsound_amounts_are_found)
{
	bac_sweep s;
	/* Half-chip rounding of the paid win with whole chips: fractions. */
	setup(&s, "1", "1", "40");
	s.rounding = 1;
	s.round_paid = 1;
	s.dir = NUM_HALF_UP;
	q_set(s.unit, "1/2");
	s.has_max_win = 1;
	q_set(s.max_win, "30");
	cr_assert(bac_sweep_run(&s));
	cr_expect_eq(s.nfrac, 20);
	EXPECT_Q(s.first_frac, "6");           /* 5.7 -> 5.5 */
	EXPECT_Q(s.frac_paid, "11/2");
	cr_expect_eq(s.nabove, 9);              /* 30.4 -> 30.5 from a stake of 32 */
	EXPECT_Q(s.first_above, "32");
	bac_sweep_clear(&s);
	/* A commission of the win and the stake at 60% is more than the win. */
	setup(&s, "1", "1", "10");
	q_set(s.rate, "3/5");
	s.base = BAC_BASE_WIN_AND_STAKE;
	cr_assert(bac_sweep_run(&s));
	cr_expect_eq(s.nneg, 10);
	EXPECT_Q(s.first_neg, "1");
	bac_sweep_clear(&s);
}

/* Every combination of rule, amount, base and step: the integer sweep and
 * the stake-by-stake rational sweep give the same results. */
Test(commission, integer_path_equals_the_rational_definition)
{
	static const num_rounding dirs[] = { NUM_DOWN, NUM_UP, NUM_HALF_UP, NUM_HALF_EVEN };
	static const bac_base bases[] = { BAC_BASE_WIN, BAC_BASE_STAKE, BAC_BASE_WIN_AND_STAKE };
	static const struct { const char *chip, *unit, *payout, *rate, *min, *max; } cfg[] = {
		{ "1", "1", "1", "1/20", "10", "3000" },
		{ "1/2", "1/2", "1", "1/20", "5", "800" },
		{ "1", "5", "19/20", "1/25", "1", "2500" },
		{ "1/10", "1/4", "1", "1/2", "1", "250" },
		{ "25", "50", "1", "1/20", "25", "25000" },
	};
	size_t runs = 0;
	for (size_t c = 0; c < PP_ARRAY_LEN(cfg); c++)
		for (size_t d = 0; d < PP_ARRAY_LEN(dirs); d++)
			for (size_t b = 0; b < PP_ARRAY_LEN(bases); b++)
				for (int mode = 0; mode < 3; mode++) {
					bac_sweep s[2];
					for (int exact = 0; exact < 2; exact++) {
						setup(&s[exact], cfg[c].chip, cfg[c].min, cfg[c].max);
						q_set(s[exact].payout, cfg[c].payout);
						q_set(s[exact].rate, cfg[c].rate);
						q_set(s[exact].unit, cfg[c].unit);
						s[exact].base = bases[b];
						s[exact].dir = dirs[d];
						s[exact].rounding = mode > 0;
						s[exact].round_paid = mode == 2;
						s[exact].has_max_win = 1;
						q_set(s[exact].max_win, cfg[c].max);
						s[exact].force_exact = exact;
						bac_sweep_run(&s[exact]);
					}
					cr_expect(!s[1].fast);
					runs += s[0].fast;
					cr_expect_eq(s[0].nstakes, s[1].nstakes);
					cr_expect_eq(s[0].nfrac, s[1].nfrac, "cfg %zu dir %zu base %zu mode %d", c,
					             d, b, mode);
					cr_expect_eq(s[0].nneg, s[1].nneg);
					cr_expect_eq(s[0].nabove, s[1].nabove);
					cr_expect_eq(s[0].ndrop, s[1].ndrop);
					cr_expect(mpq_equal(s[0].first_frac, s[1].first_frac));
					cr_expect(mpq_equal(s[0].first_drop, s[1].first_drop));
					cr_expect(mpq_equal(s[0].best_stake, s[1].best_stake),
					          "cfg %zu dir %zu base %zu mode %d", c, d, b, mode);
					cr_expect(mpq_equal(s[0].worst_stake, s[1].worst_stake));
					cr_expect(mpq_equal(s[0].best_eff, s[1].best_eff));
					cr_expect(mpq_equal(s[0].worst_eff, s[1].worst_eff));
					bac_sweep_clear(&s[0]);
					bac_sweep_clear(&s[1]);
				}
	cr_expect_gt(runs, 100, "the integer path ran in most configurations");
}

Test(commission, huge_amounts_take_the_rational_path_or_are_refused)
{
	bac_sweep s;
	/* 10^20 stakes is more than any sweep takes. */
	setup(&s, "1", "1", "100000000000000000000");
	cr_assert(bac_sweep_run(&s));
	cr_expect(s.too_many);
	cr_expect_eq(s.nstakes, 0);
	bac_sweep_clear(&s);
	/* Stakes of 10^18 chips: few enough, but too large for 64 bits. */
	setup(&s, "1", "1000000000000000000", "1000000000000000010");
	cr_assert(bac_sweep_run(&s));
	cr_expect(!s.fast);
	cr_expect_eq(s.nstakes, 11);
	cr_expect_eq(s.nfrac, 11 - 1);
	bac_sweep_clear(&s);
	/* No legal stake: the maximum is below the minimum's chip. */
	setup(&s, "5", "6", "9");
	cr_expect(!bac_sweep_run(&s));
	bac_sweep_clear(&s);
}

Test(commission, paid_win_of_one_stake)
{
	bac_sweep s;
	mpq_t stake, paid;
	mpq_inits(stake, paid, NULL);
	setup(&s, "1", "1", "1");
	q_set(stake, "37");
	bac_paid(paid, &s, stake);
	EXPECT_Q(paid, "703/20");               /* 37 - 1.85 */
	s.rounding = 1;
	q_set(s.unit, "1/2");
	s.dir = NUM_HALF_EVEN;
	bac_paid(paid, &s, stake);
	EXPECT_Q(paid, "35");                   /* commission 1.85 -> 2 */
	s.round_paid = 1;
	s.dir = NUM_DOWN;
	bac_paid(paid, &s, stake);
	EXPECT_Q(paid, "35");                   /* 35.15 -> 35 */
	mpq_clears(stake, paid, NULL);
	bac_sweep_clear(&s);
}

/* ---- one period against the full walk ---------------------------------- */

static uint64_t xorshift(uint64_t *x)
{
	*x ^= *x << 13;
	*x ^= *x >> 7;
	*x ^= *x << 17;
	return *x;
}

#define SAME_Q(a, b, what) do { char *x_ = text(a), *y_ = text(b); \
	cr_expect_str_eq(x_, y_, "rule set %u: %s", round, what); free(x_); free(y_); } while (0)

/* Rule sets drawn by a fixed sequence: chip, range, payout, rate, base,
 * rounded amount, direction, unit, maximum win and its basis.  The
 * one-period answer must equal the walk over every stake, count for count
 * and stake for stake. */
Test(commission, one_period_decides_what_the_full_walk_finds)
{
	static const char *const chips[] = { "1", "5", "1/2", "25", "2" };
	static const char *const payouts[] = { "1", "1/2", "8", "11", "3/2" };
	static const char *const rates[] = { "1/20", "1/40", "1/2", "7/100", "3/2", "1/3" };
	static const char *const units[] = { "1", "5", "1/2", "50", "10", "3" };
	static const num_rounding dirs[] = { NUM_DOWN, NUM_UP, NUM_HALF_UP, NUM_HALF_EVEN };
	uint64_t x = 0x2545f4914f6cdd1dull;
	unsigned periodic = 0, kinds[4] = { 0, 0, 0, 0 };
	for (unsigned round = 0; round < 120; round++) {
		bac_sweep a, b;
		bac_sweep *both[2] = { &a, &b };
		const char *chip = chips[xorshift(&x) % PP_ARRAY_LEN(chips)];
		char min[32], max[32], maxwin[32];
		mpq_t c;
		mpq_init(c);
		q_set(c, chip);
		unsigned long lo = 1 + xorshift(&x) % 300, hi = lo + xorshift(&x) % 40000;
		snprintf(min, sizeof(min), "%lu", lo);
		snprintf(max, sizeof(max), "%lu", hi);
		snprintf(maxwin, sizeof(maxwin), "%lu", 1 + xorshift(&x) % (hi * 2));
		const char *payout = payouts[xorshift(&x) % PP_ARRAY_LEN(payouts)];
		const char *rate = rates[xorshift(&x) % PP_ARRAY_LEN(rates)];
		bac_base base = (bac_base)(xorshift(&x) % 3);
		int rounding = xorshift(&x) % 5 != 0, round_paid = xorshift(&x) % 2;
		num_rounding dir = dirs[xorshift(&x) % PP_ARRAY_LEN(dirs)];
		const char *unit = units[xorshift(&x) % PP_ARRAY_LEN(units)];
		int has_max = xorshift(&x) % 3 != 0, gross = xorshift(&x) % 2;
		for (unsigned i = 0; i < 2; i++) {
			bac_sweep *s = both[i];
			bac_sweep_init(s);
			mpq_set(s->chip, c);
			mpq_set(s->step, c);
			q_set(s->min, min);
			q_set(s->max, max);
			q_set(s->payout, payout);
			q_set(s->rate, rate);
			s->base = base;
			s->rounding = rounding;
			s->round_paid = round_paid;
			s->dir = dir;
			q_set(s->unit, unit);
			s->has_max_win = has_max;
			s->max_win_gross = gross;
			q_set(s->max_win, maxwin);
			s->force_walk = i == 1;
			bac_sweep_run(s);
		}
		mpq_clear(c);
		cr_expect_eq(a.fast, b.fast);
		cr_expect(!b.periodic);
		periodic += (unsigned)a.periodic;
		if (a.periodic) {
			kinds[0] += a.nfrac != 0;
			kinds[1] += a.nneg != 0;
			kinds[2] += a.nabove != 0;
			kinds[3] += a.ndrop != 0;
		}
		cr_expect_eq(a.nstakes, b.nstakes, "rule set %u", round);
		cr_expect_eq(a.nfrac, b.nfrac, "rule set %u", round);
		cr_expect_eq(a.nneg, b.nneg, "rule set %u", round);
		cr_expect_eq(a.nabove, b.nabove, "rule set %u", round);
		cr_expect_eq(a.ndrop, b.ndrop, "rule set %u", round);
		SAME_Q(a.first_frac, b.first_frac, "first fraction");
		SAME_Q(a.frac_paid, b.frac_paid, "its paid win");
		SAME_Q(a.first_neg, b.first_neg, "first negative");
		SAME_Q(a.first_above, b.first_above, "first above");
		SAME_Q(a.first_drop, b.first_drop, "first drop");
		SAME_Q(a.best_stake, b.best_stake, "best stake");
		SAME_Q(a.worst_stake, b.worst_stake, "worst stake");
		SAME_Q(a.best_eff, b.best_eff, "best effective commission");
		SAME_Q(a.worst_eff, b.worst_eff, "worst effective commission");
		bac_sweep_clear(&a);
		bac_sweep_clear(&b);
	}
	/* Most draws are periodic; the rest fall back to the walk. */
	cr_expect_gt(periodic, 60, "only %u of 120 rule sets ran one period", periodic);
	/* ... and among them every kind of unsound stake occurs. */
	for (unsigned i = 0; i < 4; i++)
		cr_expect_gt(kinds[i], 3, "kind %u: %u rule sets", i, kinds[i]);
}
