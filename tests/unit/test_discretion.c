/* SPDX-License-Identifier: Apache-2.0 */
/* test_discretion.c - discretion and soft figures (spec/soft.h,
 * checker/core/discretion.c): the loader unwraps `{may: v}`,
 * `{usually: v}` and `{usually_up_to: v}` where a rule's value belongs and
 * refuses them elsewhere; a commission the operator may charge is priced
 * with and without it (dice, baccarat); every soft value and `may_void`
 * statement is reported, and the findings that rest on a soft figure say
 * so. */
#include <string.h>

#include "helpers.h"
#include "soft.h"

static const t_defect cases[] = {
	{ "dice-commission-may", "PP-MAXWIN-001,PP-SOFT-001,PP-SOFT-002" },
	{ "dice-commission-may-clean", "PP-SOFT-001,PP-SOFT-002" },
	{ "dice-commission-usually", "PP-DICE-005,PP-SOFT-002,PP-SOFT-003" },
	{ "baccarat-commission-may", "PP-SOFT-001,PP-SOFT-002" },
};

Test(discretion, each_fixture_gives_exactly_its_findings)
{
	t_expect_defects(cases, sizeof(cases) / sizeof(cases[0]));
}

/* A one-game dice plan whose Buy 4 commission is written rate. */
static pp_status load_rate(pp_plan **plan, const char *rate, pp_error *err)
{
	char yaml[1024];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: t, operator: X, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "currencies: [{code: EUR, smallest_chip: \"1\"}]\n"
	         "games:\n"
	         "  - id: craps\n"
	         "    name: Craps\n"
	         "    family: dice\n"
	         "    citation: \"13\"\n"
	         "    game: craps\n"
	         "    bets:\n"
	         "      - name: Buy 4\n"
	         "        type: buy\n"
	         "        number: 4\n"
	         "        payout: \"2:1\"\n"
	         "        commission: {rate: %s, base: stake, charged: on_win, rounding: up}\n",
	         rate);
	return t_load_str(plan, yaml, err);
}

static const pp_node *rate_node(const pp_plan *plan)
{
	const pp_node *bet = node_at(node_get(node_at(plan_games(plan), 0), "bets"), 0);
	return node_get(node_get(bet, "commission"), "rate");
}

Test(discretion, the_loader_unwraps_the_value_and_keeps_the_hedge)
{
	static const struct {
		const char *written;
		unsigned bits;
	} forms[] = {
		{ "\"5%\"", 0 },
		{ "{may: \"5%\"}", SPEC_SOFT_MAY },
		{ "{usually: \"5%\"}", SPEC_SOFT_USUALLY },
		{ "{usually_up_to: \"5%\"}", SPEC_SOFT_USUALLY_UP_TO },
		{ "{may: {usually_up_to: \"5%\"}}", SPEC_SOFT_MAY | SPEC_SOFT_USUALLY_UP_TO },
	};
	for (size_t i = 0; i < sizeof(forms) / sizeof(forms[0]); i++) {
		pp_plan *plan = NULL;
		pp_error err;
		cr_assert_eq(load_rate(&plan, forms[i].written, &err), PP_OK, "%s: %s",
		             forms[i].written, err.msg);
		const pp_node *r = rate_node(plan);
		cr_assert_not_null(r, "%s", forms[i].written);
		cr_expect_str_eq(node_text(r), "5%", "%s", forms[i].written);
		cr_expect_str_eq(r->key, "rate");
		cr_expect_eq(r->parent, node_get(node_at(node_get(node_at(plan_games(plan), 0),
		                                                  "bets"), 0), "commission"));
		cr_expect_eq(r->soft, forms[i].bits, "%s: bits %u", forms[i].written, r->soft);
		pp_plan_free(plan);
	}
	cr_expect_str_eq(spec_soft_words(SPEC_SOFT_MAY | SPEC_SOFT_USUALLY_UP_TO),
	                 "may, usually up to");
}

Test(discretion, a_wrapped_value_is_still_validated_and_wrappers_fit_rules_only)
{
	pp_plan *plan = NULL;
	pp_error err;
	/* The wrapped value keeps its kind: a bare float is refused inside. */
	cr_expect_eq(load_rate(&plan, "{may: \"5\"}", &err), PP_EVALUE, "%s", err.msg);
	cr_expect_eq(err.line, 15);
	/* Two keys, an unknown key, or `usually` around `may`: no wrapper. */
	cr_expect_neq(load_rate(&plan, "{may: \"5%\", usually: \"4%\"}", &err), PP_OK);
	cr_expect_neq(load_rate(&plan, "{perhaps: \"5%\"}", &err), PP_OK);
	cr_expect_neq(load_rate(&plan, "{usually: {may: \"5%\"}}", &err), PP_OK);
	/* A name is no rule: `name: {may: ...}` is refused. */
	const char *yaml =
		"planproof: 2\n"
		"plan: {id: t, operator: X, jurisdiction: CZ}\n"
		"games:\n"
		"  - id: w\n"
		"    name: {may: W}\n"
		"    family: wheel\n"
		"    citation: \"1\"\n"
		"    wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]}\n";
	cr_expect_eq(t_load_str(&plan, yaml, &err), PP_ESCHEMA, "%s", err.msg);
	cr_expect_eq(err.line, 5);
}

Test(discretion, a_commission_that_may_be_charged_is_priced_both_ways)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("dice-commission-may", &plan);
	/* Buy 4 wins 1 in 3: 1 + (1/3 x 1.95 - 2/3) = 59/60 charged, 1 waived. */
	const pp_finding *f = t_find(res, "craps", "PP-SOFT-001", "Buy 4/commission");
	cr_expect_str_eq(t_evidence(f, "rtp_with"), "59/60");
	cr_expect_str_eq(t_evidence(f, "rtp_without"), "1");
	cr_expect(strstr(f->message, "98.3333% with it and 100.0000% without it"), "%s",
	          f->message);
	/* The bet's own return is the charged one; the waived one is no reading. */
	f = t_find(res, "craps", "PP-RTP-001", "Buy 4");
	cr_expect_str_eq(t_evidence(f, "rtp"), "59/60");
	cr_expect_str_eq(t_evidence(f, "soft"), "may");
	/* The largest win is the one without the commission: 1000, not 975. */
	f = t_find(res, "craps", "PP-MAXWIN-001", "EUR");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "computed_net"), "1000");
	f = t_find(res, "craps", "PP-SOFT-002", "bets/Buy 4/commission/rate");
	cr_expect_str_eq(t_evidence(f, "soft"), "may 5%");
	cr_expect(strstr(f->message, "computed with and without it"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);

	/* Baccarat: the banker with and without its 5 % (1.2351 % above even). */
	res = t_check_defect("baccarat-commission-may", &plan);
	f = t_find(res, "baccarat", "PP-SOFT-001", "Banker/commission");
	cr_expect(strstr(f->message, "98.9421% with it and 101.2351% without it"), "%s",
	          f->message);
	cr_expect(strstr(f->message, "players do not lose on average"), "%s", f->message);
	const pp_finding *rtp = t_find(res, "baccarat", "PP-RTP-001", "Banker");
	cr_expect_str_eq(t_evidence(f, "rtp_with"), t_evidence(rtp, "rtp"));
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(discretion, a_usual_figure_is_the_bound_and_its_findings_say_so)
{
	pp_plan *plan;
	pp_result *res = t_check_defect("dice-commission-usually", &plan);
	const pp_finding *f = t_find(res, "craps", "PP-DICE-005", "Buy 10/EUR");
	cr_expect(strstr(f->message, "nothing on 15 stake(s) from 5 EUR"), "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "soft"), "usually up to 5%");
	f = t_find(res, "craps", "PP-RTP-001", "Buy 10");
	cr_expect_str_eq(t_evidence(f, "soft"), "usually up to");
	f = t_find(res, "craps", "PP-SOFT-002", "bets/Buy 10/commission/rate");
	cr_expect(strstr(f->message, "as the stated bound"), "%s", f->message);
	f = t_find(res, "craps", "PP-SOFT-003", "may_void/1");
	cr_expect_str_eq(t_evidence(f, "when"), "when a die leaves the table");
	cr_expect(strstr(f->message, "The management may declare a roll void."), "%s",
	          f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(discretion, a_prize_in_kind_is_reported_and_its_cash_alone_priced)
{
	pp_plan *plan;
	t_defect gift[] = { { "stud-bonus-gift", "PP-GIFT-001" } };
	t_expect_defects(gift, 1);
	pp_result *res = t_check_defect("stud-bonus-gift", &plan);
	const pp_finding *f = t_find(res, "stud", "PP-GIFT-001",
	                             "bets/Bonus/amounts/tables/EUR/rows/three_of_a_kind/amount");
	cr_expect_str_eq(t_evidence(f, "cash"), "0");
	cr_expect(strstr(f->message, "pays no cash but a gift"), "%s", f->message);
	f = t_find(res, "stud", "PP-GIFT-001", "bets/Bonus/amounts/tables/EUR/rows/flush/amount");
	cr_expect_str_eq(t_evidence(f, "cash"), "50");
	cr_expect_str_eq(t_evidence(f, "gift"), "a bottle of champagne");
	f = t_find(res, "stud", "PP-GIFT-001", "bets/Bet/paytable/rows/royal_flush/payout");
	cr_expect_str_eq(t_evidence(f, "cash"), "100:1");
	/* The bonus is priced from its cash: the flush's 50 as in the clean
	 * twin, three of a kind nothing, as there; both gifts are named. */
	const pp_finding *rtp = t_find(res, "stud", "PP-RTP-001", "Bonus (EUR)");
	cr_expect_str_eq(t_evidence(rtp, "gifts_excluded"),
	                 "a small attention from the casino; a bottle of champagne");
	pp_plan *clean;
	pp_result *twin = t_check_defect("poker-stud-clean", &clean);
	const pp_finding *r0 = t_find(twin, "stud", "PP-RTP-001", "Bonus (EUR)");
	cr_expect_str_eq(t_evidence(rtp, "rtp"), t_evidence(r0, "rtp"),
	                 "a gift changes no cash figure");
	pp_result_free(twin);
	pp_plan_free(clean);
	pp_result_free(res);
	pp_plan_free(plan);

	/* A ratio needs its cash: `payout: {gift: ...}` alone is refused. */
	pp_error err;
	const char *yaml =
		"planproof: 2\n"
		"plan: {id: t, operator: X, jurisdiction: CZ}\n"
		"games:\n"
		"  - id: w\n"
		"    name: W\n"
		"    family: wheel\n"
		"    citation: \"1\"\n"
		"    wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]}\n"
		"    bets:\n"
		"      - {name: a, symbol: a, payout: {gift: \"a rose\"}}\n";
	cr_expect_eq(t_load_str(&plan, yaml, &err), PP_ESCHEMA, "%s", err.msg);
	cr_expect_eq(err.line, 10);
}

Test(discretion, a_figure_that_may_be_a_cap_is_judged_under_both_readings)
{
	static const t_defect caps[] = {
		{ "maxwin-cap-unstated", "PP-MAXWIN-001" },
		{ "maxwin-cap-unstated-clean", "" },
	};
	t_expect_defects(caps, 2);
	pp_plan *plan;
	pp_result *res = t_check_defect("maxwin-cap-unstated", &plan);
	/* Level 1: green at 2:1 on 1000 wins 2000; as a cap 1500 binds from
	 * 1000 x 1500 / 2000 = 750. */
	const pp_finding *f = t_find(res, "colours", "PP-MAXWIN-001", "CZK level 1");
	cr_expect_eq(f->status, PP_ST_WARNING);
	cr_expect_str_eq(t_evidence(f, "cap"), "unstated");
	cr_expect_str_eq(t_evidence(f, "as_cap"), "binds");
	cr_expect_str_eq(t_evidence(f, "binds_from_max_bet"), "750");
	cr_expect_str_eq(t_evidence(f, "computed_net"), "2000");
	cr_expect(strstr(f->message, "does not follow from the limits"), "%s", f->message);
	/* Level 2: the figure is the largest win; the readings agree. */
	f = t_find(res, "colours", "PP-MAXWIN-001", "CZK level 2");
	cr_expect_eq(f->status, PP_ST_PASS);
	pp_result_free(res);
	pp_plan_free(plan);
}
