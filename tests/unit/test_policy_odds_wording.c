/* SPDX-License-Identifier: Apache-2.0 */
/* test_policy_odds_wording.c - "x for y" odds (issue 28): the literal reads
 * as the net ratio (x - y):y with the plan's wording kept, malformed odds
 * are refused with a reason, and a policy's `odds_wording: {use: to}`
 * makes every "for" a located finding (PP-POLICY-003). */
#include <stdlib.h>
#include <string.h>

#include "core/num.h"
#include "helpers.h"
#include "literal.h"

#define NJ "fixtures/policies/example-nj-table-games.yaml"

/* The exact value of ratio literal s, as the checker reads it. */
static char *value_of(const char *s)
{
	mpq_t q;
	pp_error err;
	mpq_init(q);
	cr_assert_eq(num_parse(q, LIT_RATIO, s, "t", 1, 1, &err), PP_OK, "%s: %s", s, err.msg);
	char *text = num_exact(q);
	mpq_clear(q);
	return text;
}

static void expect_value(const char *s, const char *exact)
{
	char *got = value_of(s);
	cr_expect_str_eq(got, exact, "%s", s);
	free(got);
}

Test(odds_wording, for_odds_read_as_the_net_ratio)
{
	expect_value("8 for 1", "7");
	expect_value("8:1", "8");
	expect_value("1 for 1", "0");
	expect_value("5 for 2", "3/2");
	expect_value("2.5 for 1", "3/2");
	expect_value("1.95 for 1", "19/20");
	expect_value("1000 for 1", "999");
	expect_value("10.5 for 0.25", "41");
	cr_expect(lit_ratio_is_for("8 for 1", 7));
	cr_expect(!lit_ratio_is_for("7:1", 3));
}

Test(odds_wording, malformed_for_odds_are_refused_with_a_reason)
{
	lit_value v;
	cr_expect(strstr(lit_parse(&v, LIT_RATIO, "1 for 2", 7), "at least the second"));
	cr_expect_str_eq(lit_parse(&v, LIT_RATIO, "8 for 0", 7),
	                 "the second term of a ratio must not be zero");
	cr_expect_str_eq(lit_parse(&v, LIT_RATIO, "8  for 1", 8), "spaces are not allowed");
	cr_expect_str_eq(lit_parse(&v, LIT_RATIO, "8 For 1", 7), "spaces are not allowed");
	cr_expect_str_eq(lit_parse(&v, LIT_RATIO, "8 for", 5), "spaces are not allowed");
	cr_expect_str_eq(lit_parse(&v, LIT_RATIO, "8 for 1x", 8), "unexpected character");
	cr_expect_null(lit_parse(&v, LIT_RATIO, "8 for 1", 7));
	cr_expect(v.for_wording);
}

/* The plan fixtures/defects/policy-nj-clean.yaml with its straight flush
 * stated "51 for 1" (the JSON Schema of the format, whose test reads every
 * defect fixture, does not know "x for y" odds yet: kept here until it
 * does). */
static const char odds_for[] =
	"planproof: 2\n"
	"plan: {id: policy-nj-odds-for, operator: \"Test s.r.o.\", jurisdiction: US-NJ, version: \"1\",\n"
	"       date: \"2025-02-12\"}\n"
	"currencies: [{code: USD}]\n"
	"games:\n"
	"  - id: tcp\n"
	"    name: \"Three card poker\"\n"
	"    family: three_card_poker\n"
	"    citation: \"10.6\"\n"
	"    ranking: {straight_beats_flush: true, ace_two_three: true}\n"
	"    dealer: {qualifies_with: queen_high}\n"
	"    bets:\n"
	"      - name: Ante\n"
	"        kind: ante\n"
	"        payout: \"1:1\"\n"
	"        dealer_not_qualified: wins\n"
	"        bonus:\n"
	"          - {hand: straight, payout: \"1:1\"}\n"
	"          - {hand: three_of_a_kind, payout: \"4:1\"}\n"
	"          - {hand: straight_flush, payout: \"5:1\"}\n"
	"      - {name: Play, kind: play, payout: \"1:1\", dealer_not_qualified: push}\n"
	"      - name: Pair Plus\n"
	"        kind: pair_plus\n"
	"        paytable:\n"
	"          - {hand: pair, payout: \"1:1\"}\n"
	"          - {hand: flush, payout: \"3:1\"}\n"
	"          - {hand: straight, payout: \"6:1\"}\n"
	"          - {hand: three_of_a_kind, payout: \"25:1\"}\n"
	"          - {hand: straight_flush, payout: \"51 for 1\"}\n"
	"          - {hand: mini_royal, payout: \"100:1\"}\n"
	"    max_win: {basis: net, scope: round, side_bets: included}\n"
	"\n"
	"    limits:\n"
	"      - currency: USD\n"
	"        min_bet: \"5\"\n"
	"        max_bet: \"500\"\n"
	"        max_win: \"13500\"\n"
	"        bets:\n"
	"          - {bet: Pair Plus, min_bet: \"5\", max_bet: \"100\"}\n";

/* The defect fixture name (NULL: the plan odds_for) checked under the
 * example New Jersey policy; *plan keeps it. */
static pp_result *check_under_nj(const char *name, pp_plan **plan)
{
	char path[256];
	pp_policy *p = NULL;
	pp_result *res = NULL;
	pp_error err;
	if (name) {
		snprintf(path, sizeof(path), "fixtures/defects/%s.yaml", name);
		*plan = t_load(path);
	} else {
		cr_assert_eq(t_load_str(plan, odds_for, &err), PP_OK, "%s", err.msg);
	}
	cr_assert_eq(pp_policy_load_file(&p, NJ, &err), PP_OK, "%s", err.msg);
	cr_assert_eq(pp_check(&res, *plan, t_options_policy(p), &err), PP_OK, "%s", err.msg);
	pp_policy_free(p);
	return res;
}

/* Under the default policy the odds are simply 50:1; under New Jersey's the word
 * "for" is a finding at the ratio, and the twin stated "a:b" passes. */
Test(odds_wording, policy_forbids_for_odds_at_their_location)
{
	pp_plan *plan;
	pp_result *res;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, odds_for, &err), PP_OK, "%s", err.msg);
	res = t_check(plan);
	char *got = t_failing_rules(res);
	cr_expect_str_eq(got, ""); /* the default policy: every check passes */
	free(got);
	pp_result_free(res);
	pp_plan_free(plan);
	res = check_under_nj(NULL, &plan);
	got = t_failing_rules(res);
	cr_expect_str_eq(got, "PP-POLICY-003");
	free(got);
	const pp_finding *f = t_find(res, "tcp", "PP-POLICY-003", NULL);
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_eq(f->line, 29);
	cr_expect_str_eq(t_evidence(f, "net_ratio"), "50");
	cr_expect(strstr(f->message, "\"51 for 1\" (50:1 to the stake)"), "%s", f->message);
	/* the floor compares the net figure: 51 for 1 is the 50:1 floor */
	f = t_find(res, "tcp", "PP-POLICY-002", "Pair Plus/straight_flush");
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
	res = check_under_nj("policy-nj-clean", &plan);
	f = t_find(res, "tcp", "PP-POLICY-003", "odds");
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}
