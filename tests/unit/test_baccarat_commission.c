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
