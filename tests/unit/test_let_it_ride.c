/* SPDX-License-Identifier: Apache-2.0 */
/* test_let_it_ride.c - Let It Ride: the classes of five-card hands against
 * an independent classification, their exact counts, the main bets under
 * the optimal pull-back strategy (the whole-space brute force is in
 * test_let_it_ride_slow.c), the bonus, the maximum win and the defect
 * fixtures. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "let_it_ride/lir_engine.h"
#include "lir_reference.h"

Test(let_it_ride, classes_agree_with_an_independent_classification)
{
	unsigned long n = 0, checked = 0;
	for (int a = 0; a < 52; a++)
		for (int b = a + 1; b < 52; b++)
			for (int c = b + 1; c < 52; c++)
				for (int d = c + 1; d < 52; d++)
					for (int e = d + 1; e < 52; e++, n++) {
						if (n % 97)
							continue;
						const int ref[5] = { a, b, c, d, e };
						const uint8_t h[5] = { (uint8_t)a, (uint8_t)b, (uint8_t)c,
							               (uint8_t)d, (uint8_t)e };
						cr_expect_eq((int)lir_hand_of(h), ref_lir_class(ref),
						             "%d %d %d %d %d", a, b, c, d, e);
						checked++;
					}
	cr_expect_eq(n, LIR_HANDS5);
	cr_expect_gt(checked, 26000);
}

Test(let_it_ride, class_counts_are_the_published_ones)
{
	uint64_t got[LIR_NHAND];
	lir_hand_counts(got);
	/* the published counts: nothing is 1,302,540 high-card hands and eight
	 * ranks of 84,480 one-pair hands each below tens; five ranks of them from
	 * tens to aces */
	static const uint64_t want[LIR_NHAND] = { 1978380, 422400, 123552, 54912, 10200, 5108,
		3744, 624, 36, 4 };
	for (int h = 0; h < LIR_NHAND; h++)
		cr_expect_eq(got[h], want[h], "%s", lir_hand_name((lir_hand)h));
	uint64_t total = 0;
	for (int h = 0; h < LIR_NHAND; h++)
		total += got[h];
	cr_expect_eq(total, LIR_HANDS5);
}

Test(let_it_ride, strategy_groups)
{
	const uint8_t tens[3] = { 32, 33, 0 }, suited[3] = { 36, 40, 44 }, junk[3] = { 0, 13, 46 };
	cr_expect_eq(lir_group_of(tens, 3), LIR_G_MADE);
	cr_expect_eq(lir_group_of(suited, 3), LIR_G_FLUSH_DRAW);
	cr_expect_eq(lir_group_of(junk, 3), LIR_G_OTHER);
	const uint8_t wheel4[4] = { 48, 1, 6, 11 };   /* A-2-3-4, mixed */
	cr_expect_eq(lir_group_of(wheel4, 4), LIR_G_STRAIGHT_DRAW);
	const uint8_t ak4[4] = { 48, 45, 2, 7 };      /* A-K-2-3 does not wrap */
	cr_expect_eq(lir_group_of(ak4, 4), LIR_G_OTHER);
}

static void usual_pay(mpq_t pay[LIR_NHAND])
{
	for (int h = 0; h < LIR_NHAND; h++) {
		mpq_init(pay[h]);
		mpq_set_si(pay[h], ref_lir_pay[h], 1);
	}
}

Test(let_it_ride, optimal_pull_backs_are_pinned)
{
	mpq_t pay[LIR_NHAND];
	usual_pay(pay);
	lir_result res;
	lir_result_init(&res);
	cr_assert(lir_optimal(&res, pay));
	/* 3.51 % per unit of one bet, as published; the exact figures agree
	 * with the brute force of test_let_it_ride_slow.c */
	char *he = num_exact(res.house_edge), *e1 = num_exact(res.ev[0]),
	     *e2 = num_exact(res.ev[1]), *e3 = num_exact(res.ev[2]);
	cr_expect_str_eq(he, "37963/1082900");
	cr_expect_str_eq(e1, "354517/3248700");
	cr_expect_str_eq(e2, "742459/3248700");
	cr_expect_str_eq(e3, "-242173/649740");
	/* the third bet always rides: its figure is the paytable's return over
	 * the hand counts, a method of its own */
	uint64_t counts[LIR_NHAND];
	lir_hand_counts(counts);
	mpq_t t, sum;
	mpq_inits(t, sum, NULL);
	for (int h = 0; h < LIR_NHAND; h++) {
		mpq_set_si(t, (long)counts[h] * ref_lir_pay[h], LIR_HANDS5);
		mpq_canonicalize(t);
		mpq_add(sum, sum, t);
	}
	cr_expect(mpq_equal(sum, res.ev[2]));
	/* every paying hand of three rides, no pair below tens does */
	cr_expect_eq(res.ride[0][LIR_G_MADE], res.seen[0][LIR_G_MADE]);
	cr_expect_eq(res.ride[0][LIR_G_LOW_PAIR], 0);
	cr_expect_eq(res.ride[1][LIR_G_FLUSH_DRAW], res.seen[1][LIR_G_FLUSH_DRAW]);
	char *st = lir_strategy_words(&res);
	cr_expect(strstr(st, "after 3 cards") && strstr(st, "after 4 cards"), "%s", st);
	free(st);
	free(he);
	free(e1);
	free(e2);
	free(e3);
	mpq_clears(t, sum, NULL);
	for (int h = 0; h < LIR_NHAND; h++)
		mpq_clear(pay[h]);
	lir_result_clear(&res);
}

Test(let_it_ride, a_table_paying_nothing_is_pulled_back)
{
	mpq_t pay[LIR_NHAND];
	for (int h = 0; h < LIR_NHAND; h++) {
		mpq_init(pay[h]);
		mpq_set_si(pay[h], -1, 1);
	}
	lir_result res;
	lir_result_init(&res);
	cr_assert(lir_optimal(&res, pay));
	cr_expect_eq(mpq_sgn(res.ev[0]), 0);
	cr_expect_eq(mpq_sgn(res.ev[1]), 0);
	cr_expect_eq(mpq_cmp_si(res.ev[2], -1, 1), 0);
	for (int h = 0; h < LIR_NHAND; h++)
		mpq_clear(pay[h]);
	lir_result_clear(&res);
}

Test(let_it_ride, plan_figures)
{
	pp_plan *plan = t_load("fixtures/defects/let-it-ride-clean.yaml");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "lir", "PP-LIR-004", NULL);
	cr_expect_eq(f->status, PP_ST_NOTAPPLICABLE);
	cr_expect_str_eq(t_evidence(f, "third_bet_rtp"), "407567/649740");
	/* the bonus: 4 x 20001 + 36 x 2001 + 624 x 101 + 3744 x 76 + 5108 x 51
	 * + 10200 x 26 + 54912 x 10 + 123552 x 7 = 2439300 of 2598960 */
	f = t_find(res, "lir", "PP-RTP-001", "Bonus");
	cr_expect_str_eq(t_evidence(f, "rtp"), "40655/43316");
	f = t_find(res, "lir", "PP-MAXWIN-001", NULL);
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "computed_net"), "400000");
	cr_expect_str_eq(t_evidence(f, "computed_gross"), "400305");
	pp_result_free(res);
	res = t_check_exact(plan);
	f = t_find(res, "lir", "PP-LIR-004", NULL);
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "house_edge"), "37963/1082900");
	cr_expect(strstr(t_evidence(f, "rules_assumed"), "royal_flush 1000") != NULL);
	f = t_find(res, "lir", "PP-RTP-001", "Bets, optimal pull-backs, per unit of one bet");
	cr_expect_str_eq(t_evidence(f, "rtp"), "1044937/1082900");
	pp_result_free(res);
	pp_plan_free(plan);
}

static const t_defect cases[] = {
	{ "let-it-ride-clean", "" },
	{ "let-it-ride-missing-hand", "PP-LIR-003" },
	{ "let-it-ride-not-monotone", "PP-LIR-002" },
	{ "let-it-ride-maxwin", "PP-MAXWIN-001" },
	{ "let-it-ride-pull-backs", "PP-LIR-001" },
	{ "let-it-ride-name", "PP-LIR-005" },
	{ "let-it-ride-words", "PP-PAY-001" },
	{ "let-it-ride-maxwin-per-bet", "" },
};

Test(let_it_ride, each_defect_fixture_gives_exactly_its_findings)
{
	t_expect_defects(cases, sizeof(cases) / sizeof(cases[0]));
}

Test(let_it_ride, defect_findings_carry_their_evidence)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("let-it-ride-missing-hand", &plan);
	cr_expect_str_eq(t_evidence(t_find(res, "lir", "PP-LIR-003", "Bets"), "missing_hands"),
	                 "three_of_a_kind");
	pp_result_free(res);
	pp_plan_free(plan);
	res = t_check_defect("let-it-ride-maxwin", &plan);
	cr_expect_str_eq(t_evidence(t_find(res, "lir", "PP-MAXWIN-001", NULL), "exceeding"),
	                 "royal_flush (400000)");
	pp_result_free(res);
	pp_plan_free(plan);
	/* one bet: a main bet of 100 at 1000:1 (the bonus's 5 x 20000 ties) */
	res = t_check_defect("let-it-ride-maxwin-per-bet", &plan);
	const pp_finding *f = t_find(res, "lir", "PP-MAXWIN-001", NULL);
	cr_expect_str_eq(t_evidence(f, "computed_net"), "100000");
	cr_expect_str_eq(t_evidence(f, "path"), "one bet: 1 bet of 100 riding on royal_flush at 1000:1");
	pp_result_free(res);
	pp_plan_free(plan);
}
