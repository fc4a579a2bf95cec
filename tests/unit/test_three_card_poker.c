/* SPDX-License-Identifier: Apache-2.0 */
/* test_three_card_poker.c - three-card poker: hand counts and Pair Plus
 * pinned after an independent count of all C(52, 3) hands, the dealer
 * outcomes of sampled player hands against an independent comparison,
 * the Ante/Play optimum (its whole-space brute force is in
 * test_three_card_poker_slow.c), the six-card bonus, the readings of an
 * unstated qualifier, the maximum win, and the defect fixtures. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "tcp_reference.h"
#include "three_card_poker/tcp_hands.h"

static const tcp_ranking usual = { 1, 1 };

Test(three_card_poker, hand_counts_agree_with_an_independent_count)
{
	uint64_t ref[6] = { 0 }, got[TCP_NHAND];
	for (int a = 0; a < 52; a++)
		for (int b = a + 1; b < 52; b++)
			for (int c = b + 1; c < 52; c++) {
				long key;
				ref[ref_class(a, b, c, &key)]++;
			}
	tcp_hand_counts(got, &usual);
	cr_expect_eq(got[TCP_HIGH_CARD], ref[REF_HIGH]);
	cr_expect_eq(got[TCP_PAIR], ref[REF_PAIR]);
	cr_expect_eq(got[TCP_FLUSH], ref[REF_FLUSH]);
	cr_expect_eq(got[TCP_STRAIGHT], ref[REF_STRAIGHT]);
	cr_expect_eq(got[TCP_TRIPS], ref[REF_TRIPS]);
	cr_expect_eq(got[TCP_STRAIGHT_FLUSH] + got[TCP_MINI_ROYAL], ref[REF_SF]);
	/* the published counts, in tcp_hand order */
	static const uint64_t want[TCP_NHAND] = { 16440, 3744, 1096, 720, 52, 44, 4 };
	for (int h = 0; h < TCP_NHAND; h++)
		cr_expect_eq(got[h], want[h], "%s", tcp_hand_name((tcp_hand)h));
}

Test(three_card_poker, a23_is_a_straight_only_when_the_plan_says_so)
{
	const uint8_t a23[3] = { 48, 1, 6 }; /* A, 2, 3 of mixed suits */
	const tcp_ranking no_wheel = { 1, 0 };
	cr_expect_eq(tcp_hand_of(a23, &usual), TCP_STRAIGHT);
	cr_expect_eq(tcp_hand_of(a23, &no_wheel), TCP_HIGH_CARD);
	const uint8_t two34[3] = { 1, 5, 10 };
	cr_expect_gt(tcp_value(two34, &usual), tcp_value(a23, &usual)); /* the lowest one */
	/* a flush above a straight when the plan ranks them so */
	const tcp_ranking flush_first = { 0, 1 };
	const uint8_t flush[3] = { 0, 8, 20 };
	cr_expect_gt(tcp_value(flush, &flush_first), tcp_value(two34, &flush_first));
	cr_expect_lt(tcp_value(flush, &usual), tcp_value(two34, &usual));
}

Test(three_card_poker, dealer_outcomes_agree_with_an_independent_comparison)
{
	unsigned checked = 0;
	for (int a = 0; a < 52; a += 3)
		for (int b = a + 1; b < 52; b += 7)
			for (int c = b + 1; c < 52; c += 11) {
				const uint8_t p[3] = { (uint8_t)a, (uint8_t)b, (uint8_t)c };
				uint64_t got[4], ref[4] = { 0, 0, 0, 0 };
				tcp_versus(p, &usual, TCP_QUAL_QUEEN, got);
				long pv = ref_value(a, b, c);
				for (int x = 0; x < 52; x++)
					for (int y = x + 1; y < 52; y++)
						for (int z = y + 1; z < 52; z++) {
							if (x == a || x == b || x == c || y == a || y == b ||
							    y == c || z == a || z == b || z == c)
								continue;
							long dv = ref_value(x, y, z);
							if (!ref_qualifies(x, y, z, 10))
								ref[0]++;
							else
								ref[pv > dv ? 1 : pv == dv ? 2 : 3]++;
						}
				for (int i = 0; i < 4; i++)
					cr_expect_eq(got[i], ref[i], "hand %d %d %d outcome %d", a, b, c, i);
				cr_expect_eq(got[0] + got[1] + got[2] + got[3], TCP_DEALER_HANDS);
				checked++;
			}
	cr_expect_gt(checked, 50);
}

/* The usual rules: Ante and Play 1:1, Ante wins and Play pushes when the
 * dealer does not qualify (queen high), ante bonus 1-4-5. */
static void usual_rules(tcp_rules *r)
{
	tcp_rules_init(r);
	r->ranking = usual;
	r->qual = TCP_QUAL_QUEEN;
	mpq_set_ui(r->ante_win, 1, 1);
	mpq_set_ui(r->play_win, 1, 1);
	r->ante_dnq = TCP_DNQ_WINS;
	r->play_dnq = TCP_DNQ_PUSH;
	mpq_set_ui(r->bonus[TCP_STRAIGHT], 1, 1);
	mpq_set_ui(r->bonus[TCP_TRIPS], 4, 1);
	mpq_set_ui(r->bonus[TCP_STRAIGHT_FLUSH], 5, 1);
	mpq_set_ui(r->bonus[TCP_MINI_ROYAL], 5, 1);
}

Test(three_card_poker, ante_play_optimum_is_pinned)
{
	tcp_rules r;
	usual_rules(&r);
	tcp_result res;
	tcp_result_init(&res);
	tcp_optimal(&res, &r);
	/* 3.37 % per ante, as published; the exact figure agrees with the
	 * whole-space brute force of test_three_card_poker_slow.c */
	char *he = num_exact(res.house_edge);
	cr_expect_str_eq(he, "686689/20358520");
	free(he);
	char *st = tcp_strategy_words(&res);
	cr_expect(strstr(st, "play Q-6-4 or better") != NULL, "%s", st);
	cr_expect(strstr(st, "exact for every hand") != NULL, "%s", st);
	free(st);
	cr_expect_eq(res.played, 14900);
	cr_expect_eq(res.played_by_class[TCP_PAIR], 3744);
	cr_expect_eq(res.by_class[TCP_HIGH_CARD], 16440);
	tcp_result_clear(&res);
	tcp_rules_clear(&r);
}

Test(three_card_poker, pair_plus_and_six_card_bonus_are_exact)
{
	pp_plan *plan = t_load("fixtures/defects/three-card-poker-clean.yaml");
	pp_result *res = t_check(plan);
	/* 1-4-6-30-40: (3744 + 4 x 1096 + 6 x 720 + 30 x 52 + 40 x 48 - 16440) / 22100
	 * = -512/22100, a house edge of 2.3167 % */
	const pp_finding *f = t_find(res, "tcp", "PP-RTP-001", "Pair Plus");
	cr_expect_str_eq(t_evidence(f, "rtp"), "5397/5525");
	cr_expect_str_eq(t_evidence(f, "house_edge"), "128/5525");
	f = t_find(res, "tcp", "PP-RTP-001", "Six Card Bonus");
	cr_expect_str_eq(t_evidence(f, "rtp"), "136879/149695");
	/* without --exact-main the main game is not priced, and says so */
	f = t_find(res, "tcp", "PP-TCP-004", NULL);
	cr_expect_eq(f->status, PP_ST_NOTAPPLICABLE);
	f = t_find(res, "tcp", "PP-MAXWIN-001", NULL);
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "computed_net"), "32500");
	cr_expect_str_eq(t_evidence(f, "computed_gross"), "33625");
	cr_expect(strstr(t_evidence(f, "path"), "all in one deal") != NULL);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(three_card_poker, exact_main_reports_strategy_and_rules)
{
	pp_plan *plan = t_load("fixtures/defects/three-card-poker-clean.yaml");
	pp_result *res = t_check_exact(plan);
	const pp_finding *f = t_find(res, "tcp", "PP-TCP-004", NULL);
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(f, "house_edge"), "686689/20358520");
	cr_expect(strstr(t_evidence(f, "strategy"), "Q-6-4") != NULL);
	cr_expect(strstr(t_evidence(f, "rules_assumed"), "queen_high") != NULL);
	f = t_find(res, "tcp", "PP-RTP-001", "Ante and Play, optimal strategy, per ante");
	cr_expect_str_eq(t_evidence(f, "rtp"), "19671831/20358520");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(three_card_poker, unstated_qualifier_is_priced_under_each_reading)
{
	pp_plan *plan = t_load("fixtures/defects/three-card-poker-qualifier-unstated.yaml");
	pp_result *res = t_check_exact(plan);
	cr_expect_eq(t_find(res, "tcp", "PP-TCP-005", NULL)->status, PP_ST_WARNING);
	const pp_finding *f = t_find(res, "tcp", "PP-TCP-004", NULL);
	/* the queen-high reading is the usual game's figure */
	cr_expect_str_eq(t_evidence(f, "house_edge_queen_high"), "686689/20358520");
	mpq_t j, q, k;
	mpq_inits(j, q, k, NULL);
	cr_assert(num_parse_exact(j, t_evidence(f, "house_edge_jack_high")));
	cr_assert(num_parse_exact(q, t_evidence(f, "house_edge_queen_high")));
	cr_assert(num_parse_exact(k, t_evidence(f, "house_edge_king_high")));
	/* the dealer qualifying more often pays the Ante less often: the
	 * three readings differ, none chosen */
	cr_expect(mpq_cmp(j, q) != 0 && mpq_cmp(q, k) != 0);
	cr_expect(strstr(t_evidence(f, "strategy_king_high"), "or better") != NULL);
	mpq_clears(j, q, k, NULL);
	pp_result_free(res);
	pp_plan_free(plan);
}

static const t_defect cases[] = {
	{ "three-card-poker-clean", "" },
	{ "three-card-poker-pair-plus-words", "PP-PAY-001" },
	{ "three-card-poker-not-monotone", "PP-TCP-002" },
	{ "three-card-poker-maxwin", "PP-MAXWIN-001" },
	{ "three-card-poker-impossible-hand", "PP-TCP-001" },
	{ "three-card-poker-bonus-gap", "PP-TCP-003" },
	{ "three-card-poker-qualifier-unstated", "PP-TCP-005" },
	{ "three-card-poker-name", "PP-TCP-006" },
	{ "three-card-poker-no-play", "PP-TCP-007" },
	{ "three-card-poker-pair-plus-rtp", "PP-RTP-001" },
	{ "three-card-poker-maxwin-per-bet", "" },
	{ "three-card-poker-maxwin-no-sides", "" },
};

Test(three_card_poker, each_defect_fixture_gives_exactly_its_findings)
{
	t_expect_defects(cases, sizeof(cases) / sizeof(cases[0]));
}

/* A defect fixture's finding and one evidence it must carry. */
static const struct {
	const char *fixture, *rule, *subject, *evidence, *value;
} evidence_cases[] = {
	{ "three-card-poker-not-monotone", "PP-TCP-002", "Pair Plus", "out_of_order",
	  "straight (4:1) pays less than flush (5:1)" },
	{ "three-card-poker-impossible-hand", "PP-TCP-001", "Pair Plus", "impossible_hands",
	  "full_house" },
	{ "three-card-poker-maxwin", "PP-MAXWIN-001", NULL, "computed_net", "32500" },
	{ "three-card-poker-bonus-gap", "PP-TCP-003", "Ante", "missing_hands",
	  "three_of_a_kind" },
	/* scope bet: the best single bet; side bets excluded: the Ante, the
	 * Play and the ante bonus */
	{ "three-card-poker-maxwin-per-bet", "PP-MAXWIN-001", NULL, "path",
	  "one bet: Six Card Bonus 25 on royal_flush at 1000:1" },
	{ "three-card-poker-maxwin-per-bet", "PP-MAXWIN-001", NULL, "computed_gross", "25025" },
	{ "three-card-poker-maxwin-no-sides", "PP-MAXWIN-001", NULL, "computed_net", "3500" },
	{ "three-card-poker-maxwin-no-sides", "PP-MAXWIN-001", NULL, "computed_gross", "4500" },
};

Test(three_card_poker, defect_findings_carry_their_evidence)
{
	for (size_t i = 0; i < sizeof(evidence_cases) / sizeof(evidence_cases[0]); i++) {
		pp_plan *plan;
		pp_result *res = t_check_defect(evidence_cases[i].fixture, &plan);
		const pp_finding *f = t_find(res, "tcp", evidence_cases[i].rule,
		                             evidence_cases[i].subject);
		cr_expect_str_eq(t_evidence(f, evidence_cases[i].evidence), evidence_cases[i].value,
		                 "%s", evidence_cases[i].fixture);
		pp_result_free(res);
		pp_plan_free(plan);
	}
}
