/* test_stud_optimal.c - the dealer-hand counts of the stud engine
 * (stud_optimal.c, inclusion-exclusion over the player's cards) against
 * brute force over the C(47,5) dealer hands for chosen player hands. */
#include <stdio.h>
#include <string.h>

#include "helpers.h"
#include "poker/stud_optimal.h"

static void brute(so_counts *out, pe_value q, const uint8_t p[5])
{
	uint8_t rest[47], d[5];
	unsigned n = 0;
	for (uint8_t c = 0; c < 52; c++)
		if (c != p[0] && c != p[1] && c != p[2] && c != p[3] && c != p[4])
			rest[n++] = c;
	memset(out, 0, sizeof(*out));
	pe_value v = pe_eval(p, 5);
	for (unsigned a = 0; a < 47; a++)
		for (unsigned b = a + 1; b < 47; b++)
			for (unsigned c = b + 1; c < 47; c++)
				for (unsigned e = c + 1; e < 47; e++)
					for (unsigned f = e + 1; f < 47; f++) {
						d[0] = rest[a], d[1] = rest[b], d[2] = rest[c];
						d[3] = rest[e], d[4] = rest[f];
						pe_value dv = pe_eval(d, 5);
						if (dv < q)
							out->not_qualifying++;
						else if (dv < v)
							out->below++;
						else if (dv == v)
							out->level++;
						else
							out->above++;
					}
}

/* card: rank 0 (two) .. 12 (ace), suit 0..3 */
#define C(r, s) (uint8_t)((r) * 4 + (s))

Test(stud_optimal, dealer_counts_match_brute_force)
{
	static const uint8_t hands[][5] = {
		{ C(12, 0), C(11, 1), C(9, 2), C(6, 3), C(2, 0) },  /* A K J 8 4 */
		{ C(12, 0), C(11, 0), C(10, 0), C(9, 0), C(8, 0) }, /* royal */
		{ C(5, 0), C(5, 1), C(3, 2), C(2, 3), C(0, 0) },    /* pair of sevens */
		{ C(0, 0), C(1, 1), C(2, 2), C(3, 3), C(5, 0) },    /* 7 high */
		{ C(12, 1), C(12, 2), C(12, 3), C(0, 0), C(0, 1) }, /* aces full */
	};
	so_rules r;
	so_rules_init(&r);
	r.has_qual = 1;
	r.qual = PE_ACE_KING;
	pe_value q = 0;
	while (pe_class_of(q) < PE_ACE_KING)
		q++;
	for (size_t i = 0; i < sizeof(hands) / sizeof(hands[0]); i++) {
		so_counts got, want;
		so_dealer_counts(&got, &r, hands[i]);
		brute(&want, q, hands[i]);
		cr_expect_eq(got.not_qualifying, want.not_qualifying, "hand %zu nq %lu %lu", i, (unsigned long)got.not_qualifying, (unsigned long)want.not_qualifying);
		cr_expect_eq(got.below, want.below, "hand %zu below %lu %lu", i, (unsigned long)got.below, (unsigned long)want.below);
		cr_expect_eq(got.level, want.level, "hand %zu level", i);
		cr_expect_eq(got.above, want.above, "hand %zu above %lu %lu", i, (unsigned long)got.above, (unsigned long)want.above);
		cr_expect_eq(got.not_qualifying + got.below + got.level + got.above, 1533939);
	}
	so_rules_clear(&r);
}

/* A one-game stud plan; the slots: the tie line, the Ante's
 * dealer_not_qualified, the Bet's ace_king row, the options block. */
static pp_plan *stud_plan(const char *tie, const char *ante_dnq, const char *ak_row,
                          const char *options)
{
	char yaml[3000];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: stud-test, operator: \"Example s.r.o.\", jurisdiction: CZ, "
	         "version: \"1\", date: \"2025-02-12\"}\n"
	         "currencies: [{code: EUR}]\n"
	         "games:\n"
	         "  - id: caribbean\n"
	         "    name: \"Caribbean stud poker\"\n"
	         "    family: stud\n"
	         "    citation: \"1\"\n"
	         "    dealer: {qualifies_with: ace_king}\n"
	         "%s"
	         "    bets:\n"
	         "      - {name: Ante, kind: ante, payout: \"1:1\", dealer_not_qualified: %s}\n"
	         "      - name: Bet\n"
	         "        kind: raise\n"
	         "        multiples: [\"2\"]\n"
	         "        dealer_not_qualified: push\n"
	         "        paytable:\n"
	         "          rows:\n"
	         "%s"
	         "            - {hand: one_pair, payout: \"1:1\"}\n"
	         "            - {hand: two_pair, payout: \"2:1\"}\n"
	         "            - {hand: three_of_a_kind, payout: \"3:1\"}\n"
	         "            - {hand: straight, payout: \"4:1\"}\n"
	         "            - {hand: flush, payout: \"5:1\"}\n"
	         "            - {hand: full_house, payout: \"7:1\"}\n"
	         "            - {hand: four_of_a_kind, payout: \"20:1\"}\n"
	         "            - {hand: straight_flush, payout: \"50:1\"}\n"
	         "            - {hand: royal_flush, payout: \"100:1\"}\n"
	         "%s"
	         "    max_win: {basis: gross, scope: game}\n"
	         "    limits:\n"
	         "      - {currency: EUR, min_bet: \"5\", max_bet: \"500\", max_win: \"102000\"}\n",
	         tie, ante_dnq, ak_row, options);
	pp_plan *p = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&p, yaml, &err), PP_OK, "%s", err.msg);
	return p;
}

#define TIE_PUSH "    tie: {main_bets: push}\n"
#define AK_ROW "            - {hand: ace_king, payout: \"1:1\"}\n"

/* The PP-POKER-007 finding of the plan, checked with the analyses on. */
static void expect_not_applicable(pp_plan *p, const char *reason)
{
	pp_set_exact_main(1);
	pp_result *r = t_check(p);
	const pp_finding *f = t_find(r, "caribbean", "PP-POKER-007", NULL);
	cr_expect_eq(f->status, PP_ST_NOTAPPLICABLE);
	cr_expect(strstr(f->message, reason), "%s", f->message);
	pp_result_free(r);
	pp_plan_free(p);
	pp_set_exact_main(0);
}

Test(stud_optimal, card_options_are_not_priced)
{
	expect_not_applicable(stud_plan(TIE_PUSH, "wins", AK_ROW,
	                                "    options:\n      - {name: \"Exchange one card\", "
	                                "kind: exchange, cards: [1], price: \"1\"}\n"),
	                      "card options are not modelled (Exchange one card)");
}

Test(stud_optimal, an_unpaid_ace_king_is_not_priced)
{
	expect_not_applicable(stud_plan(TIE_PUSH, "wins", "", ""),
	                      "no payout of `Bet` on ace_king");
}

Test(stud_optimal, an_open_dealer_not_qualified_rule_is_not_priced)
{
	expect_not_applicable(stud_plan(TIE_PUSH, "unstated", AK_ROW, ""),
	                      "does not say what `Ante` gets when the dealer does not qualify");
}

Test(stud_optimal, a_missing_tie_rule_is_not_priced)
{
	expect_not_applicable(stud_plan("", "wins", AK_ROW, ""), "the plan states no tie rule");
}

Test(stud_optimal, a_suit_order_tie_is_not_priced)
{
	expect_not_applicable(stud_plan("    tie: {main_bets: suit_order, suit_order: [spades, "
	                                "hearts, diamonds, clubs], decided_by: highest_card}\n",
	                                "wins", AK_ROW, ""),
	                      "ties broken by a suit order are not modelled");
}

Test(stud_optimal, off_unless_asked)
{
	pp_plan *p = stud_plan(TIE_PUSH, "wins", AK_ROW, "");
	pp_result *r = t_check(p);
	for (size_t i = 0; i < r->nfindings; i++)
		cr_expect_str_neq(r->findings[i]->rule->id, "PP-POKER-007");
	pp_result_free(r);
	pp_plan_free(p);
}
