/* SPDX-License-Identifier: Apache-2.0 */
/* test_raise_streets.c - raise bets made at stated streets (issue 28):
 * the fixtures' findings, the streets' contradictions (PP-STREET-001), the
 * largest win per street (PP-STREET-002), fractional raises in chips
 * (PP-STREET-003, counted against a brute-force count) and what the exact
 * hold'em engine models (poker_streets_unmodelled). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "poker/poker_streets.h"

static const t_defect cases[] = {
	{ "holdem-streets-clean", "" },
	{ "holdem-streets-defect", "PP-STREET-001,PP-STREET-003" },
	/* a plan without streets checks as before */
	{ "poker-holdem-clean", "" },
};

Test(raise_streets, each_fixture_gives_exactly_its_findings)
{
	t_expect_defects(cases, sizeof(cases) / sizeof(cases[0]));
}

/* A hold'em game whose Play bet is `play` (YAML flow lines indented for a
 * bet item), with smallest chip `chip` and limits min..max EUR. */
static pp_result *holdem_with(pp_plan **plan, const char *play, const char *chip,
                              const char *min, const char *max)
{
	char yaml[4096];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: t, operator: X, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "currencies: [{code: EUR, smallest_chip: \"%s\"}]\n"
	         "games:\n"
	         "  - id: g\n"
	         "    name: G\n"
	         "    family: holdem\n"
	         "    citation: \"1\"\n"
	         "    dealer: {qualifies_with: one_pair}\n"
	         "    tie: {main_bets: push}\n"
	         "    bets:\n"
	         "      - {name: Ante, kind: ante, payout: \"1:1\", dealer_not_qualified: push}\n"
	         "%s"
	         "    limits:\n"
	         "      - {currency: EUR, min_bet: \"%s\", max_bet: \"%s\"}\n",
	         chip, play, min, max);
	pp_error err;
	cr_assert_eq(t_load_str(plan, yaml, &err), PP_OK, "%s", err.msg);
	return t_check(*plan);
}

Test(raise_streets, the_largest_win_per_street_is_computed)
{
	pp_plan *plan = t_load("fixtures/defects/holdem-streets-clean.yaml");
	pp_result *res = t_check(plan);
	const pp_finding *f = t_find(res, "uth", "PP-STREET-002", "Play");
	cr_expect_eq(f->status, PP_ST_PASS);
	/* the Ante at 1000, Play at 4 Antes before the flop, paid 1:1 */
	cr_expect_str_eq(t_evidence(f, "max_win"), "4000");
	cr_expect_str_eq(t_evidence(f, "street"), "preflop");
	cr_expect(strstr(f->message, "flop 2 x 1000: 2000; river 1 x 1000: 1000"), "%s",
	          f->message);
	const pp_finding *s = t_find(res, "uth", "PP-STREET-001", "Play");
	cr_expect_eq(s->status, PP_ST_PASS);
	cr_expect_str_eq(t_evidence(s, "streets"), "preflop 3, 4; flop 2; river 1");
	cr_expect_str_eq(t_evidence(s, "fold_allowed_at"), "river");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(raise_streets, contradictions_are_named)
{
	pp_plan *plan;
	pp_result *res = holdem_with(&plan,
	                             "      - name: Play\n"
	                             "        kind: raise\n"
	                             "        payout: \"1:1\"\n"
	                             "        streets:\n"
	                             "          - {street: river, multiples: [\"1\"]}\n"
	                             "          - {street: flop, multiples: [\"2\"]}\n"
	                             "          - {street: draw, multiples: [\"3\"]}\n"
	                             "        fold_allowed_at: [preflop]\n",
	                             "1", "5", "100");
	const pp_finding *f = t_find(res, "g", "PP-STREET-001", "Play");
	cr_expect_eq(f->status, PP_ST_FAIL);
	static const char *const parts[] = {
		"`flop` is listed after a later street", "`draw` is not a street of holdem",
		"the streets allow 1, 2, 3 antes but the bet lists no `multiples`",
		"a fold at `preflop`, where the bet cannot be made",
	};
	for (size_t i = 0; i < sizeof(parts) / sizeof(parts[0]); i++)
		cr_expect(strstr(f->message, parts[i]), "%s: %s", parts[i], f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* Antes of k chips in [lo, hi] on which p/q of k is not whole, by hand. */
static unsigned long brute_unpayable(unsigned long lo, unsigned long hi, unsigned long q)
{
	unsigned long n = 0;
	for (unsigned long k = lo; k <= hi; k++)
		n += k % q != 0;
	return n;
}

Test(raise_streets, fractional_raises_are_counted_in_closed_form)
{
	static const struct {
		const char *multiple, *chip, *min, *max;
		unsigned long lo, hi, q;
		const char *least, *missing;
	} fr[] = {
		{ "0.5", "1", "5", "1000", 5, 1000, 2, "5", "0.5" },
		{ "1.25", "5", "10", "500", 2, 100, 4, "10", "1.25" },
		{ "2.5", "0.5", "3", "7.5", 6, 15, 2, "3.5", "0.25" },
	};
	for (size_t i = 0; i < sizeof(fr) / sizeof(fr[0]); i++) {
		char play[512], want[32];
		snprintf(play, sizeof(play),
		         "      - {name: Play, kind: raise, payout: \"1:1\", multiples: [\"%s\"],\n"
		         "         streets: [{street: flop, multiples: [\"%s\"]}]}\n",
		         fr[i].multiple, fr[i].multiple);
		pp_plan *plan;
		pp_result *res = holdem_with(&plan, play, fr[i].chip, fr[i].min, fr[i].max);
		char subject[64];
		snprintf(subject, sizeof(subject), "Play %s", fr[i].multiple);
		const pp_finding *f = t_find(res, "g", "PP-STREET-003", subject);
		cr_expect_eq(f->status, PP_ST_WARNING, "%s", subject);
		snprintf(want, sizeof(want), "%lu",
		         brute_unpayable(fr[i].lo, fr[i].hi, fr[i].q));
		cr_expect_str_eq(t_evidence(f, "unpayable_antes"), want, "%s", subject);
		cr_expect_str_eq(t_evidence(f, "least_ante"), fr[i].least, "%s", subject);
		cr_expect_str_eq(t_evidence(f, "missing_chip"), fr[i].missing, "%s", subject);
		pp_result_free(res);
		pp_plan_free(plan);
	}
}

Test(raise_streets, a_fraction_every_ante_divides_passes)
{
	pp_plan *plan;
	/* one ante only, 10 chips: half of it is 5 chips */
	pp_result *res = holdem_with(&plan,
	                             "      - {name: Play, kind: raise, payout: \"1:1\", "
	                             "multiples: [\"0.5\"], streets: [{street: river, "
	                             "multiples: [\"0.5\"]}], fold_allowed_at: [river]}\n",
	                             "1", "10", "10");
	cr_expect_eq(t_find(res, "g", "PP-STREET-003", "Play 0.5")->status, PP_ST_PASS);
	cr_expect_eq(t_find(res, "g", "PP-STREET-001", "Play")->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
}

/* The bet called name of the first game of plan. */
static const pp_node *play_of_named(const pp_plan *plan, const char *name)
{
	const pp_node *bets = node_get(node_at(plan_games(plan), 0), "bets");
	for (size_t i = 0; i < node_len(bets); i++)
		if (strcmp(node_get_text(node_at(bets, i), "name", ""), name) == 0)
			return node_at(bets, i);
	cr_assert_fail("no bet %s", name);
	return NULL;
}

/* Its Play bet. */
static const pp_node *play_of(const pp_plan *plan)
{
	return play_of_named(plan, "Play");
}

Test(raise_streets, the_engine_prices_only_the_streets_it_models)
{
	pp_plan *clean = t_load("fixtures/defects/holdem-streets-clean.yaml");
	pp_plan *defect = t_load("fixtures/defects/holdem-streets-defect.yaml");
	pp_plan *plain = t_load("fixtures/defects/poker-holdem-clean.yaml");
	cr_expect_null(poker_streets_unmodelled(play_of(clean), "holdem"), "UTH's own streets");
	cr_expect_null(poker_streets_unmodelled(play_of(plain), "holdem"), "no streets stated");
	const char *why = poker_streets_unmodelled(play_of(defect), "holdem");
	cr_assert_not_null(why);
	cr_expect(strstr(why, "Ultimate Texas hold'em"), "%s", why);
	pp_plan_free(clean);
	pp_plan_free(defect);
	pp_plan_free(plain);

	pp_plan *plan;
	pp_result *res = holdem_with(&plan,
	                             "      - {name: Play, kind: raise, payout: \"1:1\", "
	                             "multiples: [\"3\", \"2\", \"1\"], fold_allowed_at: [flop, river]}\n",
	                             "1", "5", "100");
	why = poker_streets_unmodelled(play_of(plan), "holdem");
	cr_assert_not_null(why);
	cr_expect(strstr(why, "a fold at a street other than the river"), "%s", why);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(raise_streets, stud_streets_are_draw_and_after_draw)
{
	cr_expect_eq(poker_street_rank("stud", "draw"), 0);
	cr_expect_eq(poker_street_rank("stud", "after_draw"), 1);
	cr_expect_eq(poker_street_rank("stud", "river"), -1);
	cr_expect_eq(poker_street_rank("holdem", "river"), 3);
	cr_expect_eq(poker_street_rank("holdem", "draw"), -1);
}

/* A Caribbean stud game whose Bet is `bet` (a bet item's lines). */
static pp_result *stud_with(pp_plan **plan, const char *bet)
{
	char yaml[2048];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: t, operator: X, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "currencies: [{code: EUR}]\n"
	         "games:\n"
	         "  - id: stud\n"
	         "    name: Stud\n"
	         "    family: stud\n"
	         "    citation: \"1\"\n"
	         "    dealer: {qualifies_with: ace_king}\n"
	         "    tie: {main_bets: push}\n"
	         "    bets:\n"
	         "      - {name: Ante, kind: ante, payout: \"1:1\", dealer_not_qualified: wins}\n"
	         "%s"
	         "    limits:\n"
	         "      - {currency: EUR, min_bet: \"5\", max_bet: \"100\"}\n", bet);
	pp_error err;
	cr_assert_eq(t_load_str(plan, yaml, &err), PP_OK, "%s", err.msg);
	return t_check(*plan);
}

Test(raise_streets, stud_raises_are_made_at_the_draw)
{
	pp_plan *plan;
	pp_result *res = stud_with(&plan,
	                           "      - {name: Bet, kind: raise, multiples: [\"2\"], payout: \"1:1\",\n"
	                           "         dealer_not_qualified: push,\n"
	                           "         streets: [{street: draw, multiples: [\"2\"]}],\n"
	                           "         fold_allowed_at: [draw]}\n");
	const pp_finding *f = t_find(res, "stud", "PP-STREET-001", "Bet");
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect_str_eq(t_evidence(t_find(res, "stud", "PP-STREET-002", "Bet"), "max_win"), "200");
	cr_expect_null(poker_streets_unmodelled(play_of_named(plan, "Bet"), "stud"));
	pp_result_free(res);
	pp_plan_free(plan);

	res = stud_with(&plan,
	                "      - {name: Bet, kind: raise, multiples: [\"2\", \"1\"], payout: \"1:1\",\n"
	                "         dealer_not_qualified: push,\n"
	                "         streets: [{street: draw, multiples: [\"2\"]},\n"
	                "                   {street: after_draw, multiples: [\"1\"]}],\n"
	                "         fold_allowed_at: [river]}\n");
	f = t_find(res, "stud", "PP-STREET-001", "Bet");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect(strstr(f->message, "a fold at `river`, not a street of stud"), "%s", f->message);
	const char *why = poker_streets_unmodelled(play_of_named(plan, "Bet"), "stud");
	cr_assert_not_null(why);
	cr_expect(strstr(why, "more than one street"), "%s", why);
	pp_result_free(res);
	/* the exact engine says so instead of pricing one decision */
	res = t_check_exact(plan);
	f = t_find(res, "stud", "PP-POKER-007", NULL);
	cr_expect_eq(f->status, PP_ST_NOTAPPLICABLE);
	cr_expect(strstr(f->message, why), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}
