/* SPDX-License-Identifier: Apache-2.0 */
/* test_stud_exchange.c - the fast side of the one-card exchange engine:
 * how a game's card options read (stud_exchange_option, stud_exchange_option.c)
 * for seed 000's stud games and for options written here, and the rules
 * the engine declines without computing anything.  The figures themselves
 * are in test_stud_exchange_slow.c. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "node.h"
#include "plan.h"
#include "poker/stud/stud_exchange.h"
#include "util.h"

/* The game called id in plan, read as a stud game. */
static void load_game(poker_game *g, const pp_plan *plan, const char *id)
{
	const pp_node *games = node_get(plan->root, "games");
	for (size_t i = 0; i < node_len(games); i++) {
		const pp_node *game = node_at(games, i);
		if (strcmp(node_get_text(game, "id", ""), id) == 0) {
			poker_game_load(g, game, "stud", 5);
			return;
		}
	}
	cr_assert_fail("no game %s", id);
}

/* What stud_exchange_option says of the game id: its kind, the price's exact
 * text (or "") and the reason (or "") into the caller's buffers. */
static stud_exchange_kind read_option(const pp_plan *plan, const char *id, char **price_text,
                                      pp_buf *why)
{
	poker_game g;
	load_game(&g, plan, id);
	mpq_t price;
	mpq_init(price);
	const pp_node *node = NULL;
	stud_exchange_kind k = stud_exchange_option(price, &node, why, &g);
	*price_text = k == STUD_EXCHANGE_ONE_CARD ? num_exact(price) : NULL;
	if (k == STUD_EXCHANGE_ONE_CARD)
		cr_expect(node && strcmp(node_get_text(node, "kind", ""), "exchange") == 0);
	mpq_clear(price);
	poker_game_free(&g);
	return k;
}

Test(stud_exchange, seed_000_one_card_exchanges_read_with_their_price)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	static const char *const ids[] = { "banco-poker", "caribbean-stud" };
	for (size_t i = 0; i < 2; i++) {
		pp_buf why = { 0 };
		char *price = NULL;
		cr_expect_eq(read_option(plan, ids[i], &price, &why), STUD_EXCHANGE_ONE_CARD, "%s",
		             ids[i]);
		cr_expect_str_eq(price, "1", "%s", ids[i]);
		cr_expect_eq(why.len, 0);
		free(price);
		pp_buf_free(&why);
	}
	pp_plan_free(plan);
}

Test(stud_exchange, seed_000_other_card_options_are_named_as_unmodelled)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_buf why = { 0 };
	char *price = NULL;
	/* Russian poker: a sixth card, 2-5 cards, the dealer's card */
	cr_expect_eq(read_option(plan, "russian-poker", &price, &why), STUD_EXCHANGE_UNMODELLED);
	cr_expect_null(price);
	cr_expect(strstr(why.data, "card options besides one exchange of one card"), "%s",
	          why.data);
	cr_expect(strstr(why.data, "`Koupit šestou kartu`"), "%s", why.data);
	pp_buf_free(&why);
	/* Casino hold'em is not a stud game, but has no options either */
	why = (pp_buf){ 0 };
	cr_expect_eq(read_option(plan, "casino-holdem", &price, &why), STUD_EXCHANGE_NONE);
	cr_expect_eq(why.len, 0);
	pp_buf_free(&why);
	pp_plan_free(plan);
}

/* A plan with one stud game whose only option is `option` (a YAML flow
 * mapping). */
static pp_plan *plan_with_option(const char *option)
{
	static const char head[] =
		"planproof: 2\n"
		"plan: {id: exch-test, operator: \"Example s.r.o.\", jurisdiction: CZ, "
		"version: \"1\", date: \"2025-02-12\"}\n"
		"currencies: [{code: EUR}]\n"
		"games:\n"
		"  - id: stud\n"
		"    name: \"Caribbean stud poker\"\n"
		"    family: stud\n"
		"    citation: \"1\"\n"
		"    dealer: {qualifies_with: ace_king}\n"
		"    tie: {main_bets: push}\n"
		"    bets:\n"
		"      - {name: Ante, kind: ante, payout: \"1:1\", dealer_not_qualified: wins}\n"
		"      - {name: Bet, kind: raise, multiples: [\"2\"], dealer_not_qualified: push, "
		"payout: \"1:1\"}\n"
		"    options:\n"
		"      - ";
	static const char tail[] =
		"\n"
		"    max_win: {basis: gross, scope: game}\n"
		"    limits:\n"
		"      - {currency: EUR, min_bet: \"5\", max_bet: \"500\", max_win: \"102000\"}\n";
	pp_buf yaml = { 0 };
	pp_buf_printf(&yaml, "%s%s%s", head, option, tail);
	pp_plan *p = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&p, yaml.data, &err), PP_OK, "%s", err.msg);
	pp_buf_free(&yaml);
	return p;
}

Test(stud_exchange, options_written_here_read_as_their_words_say)
{
	static const struct {
		const char *option;
		stud_exchange_kind kind;
		const char *price_or_why;
	} cases[] = {
		{ "{name: Swap, kind: exchange, cards: [1], price: \"1.5\"}", STUD_EXCHANGE_ONE_CARD,
		  "3/2" },
		{ "{name: Swap, kind: exchange, cards: [1], price: \"1\", times: 1}",
		  STUD_EXCHANGE_ONE_CARD, "1" },
		{ "{name: Swap, kind: exchange, cards: [1], price: \"1\", times: 2}",
		  STUD_EXCHANGE_UNMODELLED, "may be used more than once a round" },
		{ "{name: Swap, kind: exchange, cards: [1, 2], price: \"1\"}",
		  STUD_EXCHANGE_UNMODELLED, "exchanges more than one card" },
		{ "{name: Swap, kind: exchange, price: \"1\"}", STUD_EXCHANGE_UNMODELLED,
		  "does not state how many cards" },
		{ "{name: Sixth, kind: buy, cards: [1], price: \"1\"}", STUD_EXCHANGE_UNMODELLED,
		  "`Sixth` is not an exchange" },
		{ "{name: Swap, kind: exchange, cards: [1], price: \"1\", forfeits: [Ante]}",
		  STUD_EXCHANGE_UNMODELLED, "`Swap` forfeits a bet of the main game" },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		pp_plan *plan = plan_with_option(cases[i].option);
		pp_buf why = { 0 };
		char *price = NULL;
		cr_expect_eq(read_option(plan, "stud", &price, &why), cases[i].kind, "%s",
		             cases[i].option);
		if (cases[i].kind == STUD_EXCHANGE_ONE_CARD)
			cr_expect_str_eq(price, cases[i].price_or_why, "%s", cases[i].option);
		else
			cr_expect(why.data && strstr(why.data, cases[i].price_or_why), "%s: %s",
			          cases[i].option, why.data ? why.data : "(none)");
		free(price);
		pp_buf_free(&why);
		pp_plan_free(plan);
	}
}

Test(stud_exchange, the_engine_declines_a_seen_dealer_card_and_a_negative_price)
{
	stud_rules r;
	stud_rules_init(&r);
	r.has_qual = 1;
	r.qual = HAND_ACE_KING;
	mpq_set_ui(r.raise, 2, 1);
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_set_ui(r.ante_win[c], 1, 1);
		mpq_set_ui(r.bet_win[c], 1, 1);
	}
	stud_exchange_result res;
	stud_exchange_result_init(&res);
	mpq_t price;
	mpq_init(price);
	mpq_set_ui(price, 1, 1);
	r.up_card = 1;
	cr_expect_eq(stud_exchange_return(&res, &r, price, NULL, 0), 0);
	r.up_card = 0;
	mpq_set_si(price, -1, 1);
	cr_expect_eq(stud_exchange_return(&res, &r, price, NULL, 0), 0);
	/* a payout too fine for the integer sums */
	mpq_set_ui(price, 1, 1);
	mpq_set_ui(r.bet_win[HAND_FLUSH], 1, (1ul << 50) + 1);
	cr_expect_eq(stud_exchange_return(&res, &r, price, NULL, 0), 0);
	cr_expect_eq(res.hands, 0);
	mpq_clear(price);
	stud_exchange_result_clear(&res);
	stud_rules_clear(&r);
}
