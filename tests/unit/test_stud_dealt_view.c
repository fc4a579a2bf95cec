/* SPDX-License-Identifier: Apache-2.0 */
/* test_stud_dealt_view.c - the stud dealer's `face_up` (issue 31): what
 * the plan format accepts and refuses, and that without the heavy
 * analyses the view changes nothing (the figures it decides are priced
 * with --exact-main, test_stud_dealt_view_slow.c). */
#include <stdio.h>
#include <string.h>

#include "helpers.h"

/* A one-game stud plan whose dealer block is dealer (YAML lines). */
static pp_status load(pp_plan **p, const char *dealer, pp_error *err)
{
	char yaml[2000];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: view, operator: \"Example s.r.o.\", jurisdiction: CZ, "
	         "version: \"1\", date: \"2025-02-12\"}\n"
	         "currencies: [{code: EUR}]\n"
	         "games:\n"
	         "  - id: caribbean\n"
	         "    name: \"Caribbean stud poker\"\n"
	         "    family: stud\n"
	         "    citation: \"1\"\n"
	         "%s"
	         "    tie: {main_bets: push}\n"
	         "    bets:\n"
	         "      - {name: Ante, kind: ante, payout: \"1:1\", dealer_not_qualified: wins}\n"
	         "      - name: Bet\n"
	         "        kind: raise\n"
	         "        multiples: [\"2\"]\n"
	         "        dealer_not_qualified: push\n"
	         "        paytable: {rows: [{hand: ace_king, payout: \"1:1\"}, "
	         "{hand: one_pair, payout: \"1:1\"}]}\n"
	         "    max_win: {basis: gross, scope: game}\n"
	         "    limits:\n"
	         "      - {currency: EUR, min_bet: \"5\", max_bet: \"500\", max_win: \"102000\"}\n",
	         dealer);
	*p = NULL;
	return t_load_str(p, yaml, err);
}

static void expect_refused(const char *dealer, const char *why)
{
	pp_plan *p;
	pp_error err;
	cr_expect_neq(load(&p, dealer, &err), PP_OK, "%s", dealer);
	cr_expect(strstr(err.msg, why), "%s", err.msg);
	pp_plan_free(p);
}

Test(stud_dealt_view, the_view_loads_as_the_plan_states_it)
{
	static const char *const views[] = {
		"    dealer: {qualifies_with: ace_king}\n",
		"    dealer: {qualifies_with: ace_king, face_up: {cards: 0}}\n",
		"    dealer:\n      qualifies_with: ace_king\n"
		"      face_up: {cards: 1, which: last, citation: \"1 §1\"}\n",
		"    dealer: {qualifies_with: ace_king, face_up: {cards: 1, which: unstated}}\n",
		"    dealer: {qualifies_with: ace_king, face_up: {cards: 2}}\n",
	};
	for (size_t i = 0; i < sizeof(views) / sizeof(views[0]); i++) {
		pp_plan *p;
		pp_error err;
		cr_expect_eq(load(&p, views[i], &err), PP_OK, "%s: %s", views[i], err.msg);
		pp_plan_free(p);
	}
}

Test(stud_dealt_view, a_view_the_format_cannot_hold_is_refused)
{
	expect_refused("    dealer: {qualifies_with: ace_king, face_up: {cards: 5}}\n",
	               "out of range 0..4");
	expect_refused("    dealer: {qualifies_with: ace_king, face_up: {which: last}}\n",
	               "cards");
	expect_refused("    dealer: {qualifies_with: ace_king, face_up: {cards: 1, which: "
	               "middle}}\n", "middle");
}

/* Without --exact-main nothing prices the view: the defect fixture and its
 * twin both pass (their first lines name what --exact-main finds). */
Test(stud_dealt_view, without_the_analyses_the_fixtures_pass)
{
	static const t_defect cases[] = {
		{ "poker-stud-dealt-view", "" },
		{ "poker-stud-dealt-view-clean", "" },
	};
	t_expect_defects(cases, sizeof(cases) / sizeof(cases[0]));
}
