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
#include "poker/stud/stud_optimal_impl.h"
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

/* Whether kind is an option the engines optimise. */
static int optimised(stud_exchange_kind kind)
{
	return kind == STUD_EXCHANGE_ONE_CARD || kind == STUD_EXCHANGE_ONE_CARD_AMONG ||
	       kind == STUD_EXCHANGE_SIXTH || kind == STUD_EXCHANGE_SIXTH_AMONG;
}

/* The option kind each of those reads. */
static const char *option_kind(stud_exchange_kind kind)
{
	return kind == STUD_EXCHANGE_SIXTH || kind == STUD_EXCHANGE_SIXTH_AMONG ? "buy" : "exchange";
}

/* What stud_exchange_option says of the game id: its kind, the price's exact
 * text (or NULL) and the reason (or "") into the caller's buffers, and the
 * name of the option it optimises (or NULL; the plan's text). */
static stud_exchange_kind read_option(const pp_plan *plan, const char *id, char **price_text,
                                      pp_buf *why, const char **chosen)
{
	poker_game g;
	load_game(&g, plan, id);
	mpq_t price;
	mpq_init(price);
	const pp_node *node = NULL;
	stud_exchange_kind k = stud_exchange_option(price, &node, why, &g);
	*price_text = optimised(k) ? num_exact(price) : NULL;
	if (optimised(k))
		cr_expect(node && strcmp(node_get_text(node, "kind", ""), option_kind(k)) == 0);
	if (chosen)
		*chosen = optimised(k) ? node_get_text(node, "name", NULL) : NULL;
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
		cr_expect_eq(read_option(plan, ids[i], &price, &why, NULL), STUD_EXCHANGE_ONE_CARD,
		             "%s", ids[i]);
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
	/* Russian poker: a sixth card, 2-5 cards, the dealer's card: the
	 * sixth card is optimised, the two others declined */
	const char *chosen = NULL;
	cr_expect_eq(read_option(plan, "russian-poker", &price, &why, &chosen),
	             STUD_EXCHANGE_SIXTH_AMONG);
	cr_expect_str_eq(price, "1");
	cr_expect_str_eq(chosen, "Koupit šestou kartu");
	cr_expect_str_eq(why.data, "the other card options are not modelled and are declined "
	                           "(`Vyměnit 2 až 5 karet`, `Výměna karty Krupiéra`)");
	free(price);
	pp_buf_free(&why);
	/* Casino hold'em is not a stud game, but has no options either */
	why = (pp_buf){ 0 };
	cr_expect_eq(read_option(plan, "casino-holdem", &price, &why, NULL), STUD_EXCHANGE_NONE);
	cr_expect_eq(why.len, 0);
	pp_buf_free(&why);
	/* Casino five-card poker: one card for one ante, two at once, a second
	 * card in a second round (`after` the first: not alone), a card for
	 * the dealer; the first is optimised, the three others declined */
	why = (pp_buf){ 0 };
	cr_expect_eq(read_option(plan, "casino-five-card", &price, &why, &chosen),
	             STUD_EXCHANGE_ONE_CARD_AMONG);
	cr_expect_str_eq(price, "1");
	cr_expect_str_eq(chosen, "Dokoupení jedné karty");
	cr_expect_str_eq(why.data, "the other card options are not modelled and are declined "
	                           "(`Dokoupení dvou karet najednou`, `Dokoupení karty ve druhém "
	                           "kole`, `Karta pro Krupiéra`)");
	free(price);
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
		{ "{name: Sixth, kind: buy, cards: [1], price: \"1\"}", STUD_EXCHANGE_SIXTH, "1" },
		{ "{name: Two, kind: buy, cards: [2], price: \"1\"}", STUD_EXCHANGE_UNMODELLED,
		  "`Two` buys more than one card" },
		{ "{name: Dealer, kind: dealer_card, cards: [1], price: \"1\"}",
		  STUD_EXCHANGE_UNMODELLED, "`Dealer` is neither an exchange nor a purchase" },
		{ "{name: Swap, kind: exchange, cards: [1], price: \"1\", forfeits: [Ante]}",
		  STUD_EXCHANGE_UNMODELLED, "`Swap` forfeits a bet of the main game" },
		{ "{name: Swap, kind: exchange, cards: [1], price: \"1\", after: Other}",
		  STUD_EXCHANGE_UNMODELLED, "`Swap` may only follow another option" },
		/* several options: the cheapest one-card exchange standing alone,
		 * the first of equal prices; none: all unmodelled, named */
		{ "{name: Sixth, kind: buy, cards: [1], price: \"1\"}\n"
		  "      - {name: Swap, kind: exchange, cards: [1], price: \"2\"}",
		  STUD_EXCHANGE_ONE_CARD_AMONG, "2" },
		{ "{name: Dear, kind: exchange, cards: [1], price: \"2\"}\n"
		  "      - {name: Swap, kind: exchange, cards: [1], price: \"0.5\"}\n"
		  "      - {name: Also, kind: exchange, cards: [1], price: \"0.5\"}",
		  STUD_EXCHANGE_ONE_CARD_AMONG, "1/2" },
		{ "{name: Swap, kind: exchange, cards: [1], price: \"1\"}\n"
		  "      - {name: Again, kind: exchange, cards: [1], price: \"0\", after: Swap}",
		  STUD_EXCHANGE_ONE_CARD_AMONG, "1" },
		/* no one-card exchange: the cheapest sixth card */
		{ "{name: Sixth, kind: buy, cards: [1], price: \"2\"}\n"
		  "      - {name: Cheap, kind: buy, cards: [1], price: \"1\"}\n"
		  "      - {name: Dealer, kind: dealer_card, cards: [1], price: \"1\"}",
		  STUD_EXCHANGE_SIXTH_AMONG, "1" },
		{ "{name: Two, kind: buy, cards: [2], price: \"1\"}\n"
		  "      - {name: Dealer, kind: dealer_card, cards: [1], price: \"1\"}",
		  STUD_EXCHANGE_UNMODELLED,
		  "card options besides one exchange of one card or one card bought are not "
		  "modelled (`Two`, `Dealer`)" },
	};
	static const char *const chosen_of[] = { "Swap", "Swap", NULL, NULL, NULL, "Sixth", NULL,
		                                 NULL, NULL, NULL, "Swap", "Swap", "Swap", "Cheap",
		                                 NULL };
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		pp_plan *plan = plan_with_option(cases[i].option);
		pp_buf why = { 0 };
		char *price = NULL;
		const char *chosen = NULL;
		cr_expect_eq(read_option(plan, "stud", &price, &why, &chosen), cases[i].kind, "%s",
		             cases[i].option);
		if (chosen_of[i])
			cr_expect_str_eq(chosen, chosen_of[i], "%s", cases[i].option);
		if (optimised(cases[i].kind))
			cr_expect_str_eq(price, cases[i].price_or_why, "%s", cases[i].option);
		else
			cr_expect(why.data && strstr(why.data, cases[i].price_or_why), "%s: %s",
			          cases[i].option, why.data ? why.data : "(none)");
		free(price);
		pp_buf_free(&why);
		pp_plan_free(plan);
	}
}

/* PP-STUD-002: the option a card option follows is another option of the
 * game; a name the game does not offer, or the option itself, is an error. */
Test(stud_exchange, an_option_follows_another_option_of_the_game)
{
	static const struct {
		const char *options, *subject;
		pp_check_status status;
		const char *message;
	} cases[] = {
		{ "{name: Swap, kind: exchange, cards: [1], price: \"1\"}\n"
		  "      - {name: Again, kind: exchange, cards: [1], price: \"2\", after: Swap}",
		  "Again follows Swap", PP_ST_PASS, "`Swap` is another card option of the game" },
		{ "{name: Swap, kind: exchange, cards: [1], price: \"1\", after: Swop}",
		  "Swap follows Swop", PP_ST_FAIL, "`Swop` is not another card option of the game" },
		{ "{name: Swap, kind: exchange, cards: [1], price: \"1\", after: Swap}",
		  "Swap follows Swap", PP_ST_FAIL, "`Swap` is not another card option of the game" },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		pp_plan *plan = plan_with_option(cases[i].options);
		pp_result *res = t_check(plan);
		const pp_finding *f = t_find(res, "stud", "PP-STUD-002", cases[i].subject);
		cr_expect_eq(f->status, cases[i].status, "%s", cases[i].subject);
		cr_expect_str_eq(f->message, cases[i].message);
		pp_result_free(res);
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
	/* several rule sets at once: none, more than four, or two whose
	 * qualifiers differ (their dealer counts would differ) */
	mpq_set_ui(r.bet_win[HAND_FLUSH], 1, 1);
	stud_rules two[2];
	stud_exchange_result res2[2];
	for (int i = 0; i < 2; i++) {
		stud_rules_init(&two[i]);
		two[i].has_qual = 1;
		two[i].qual = HAND_ACE_KING;
		mpq_set_ui(two[i].raise, 2, 1);
		for (int c = 0; c < HAND_NCLASS; c++) {
			mpq_set_ui(two[i].ante_win[c], 1, 1);
			mpq_set_ui(two[i].bet_win[c], 1, 1);
		}
		stud_exchange_result_init(&res2[i]);
	}
	two[1].qual = HAND_ONE_PAIR;
	cr_expect_eq(stud_exchange_return_set(res2, two, 0, price, NULL, 0), 0);
	cr_expect_eq(stud_exchange_return_set(res2, two, 5, price, NULL, 0), 0);
	cr_expect_eq(stud_exchange_return_set(res2, two, 2, price, NULL, 0), 0);
	cr_expect_eq(res2[0].hands + res2[1].hands, 0);
	for (int i = 0; i < 2; i++) {
		stud_rules_clear(&two[i]);
		stud_exchange_result_clear(&res2[i]);
	}
	mpq_clear(price);
	stud_exchange_result_clear(&res);
	stud_rules_clear(&r);
}

/* Seed 000's casino five-card poker offers two cards at once for two
 * antes, the game's only such option; the other stud games none. */
Test(stud_exchange, an_exchange_of_two_cards_at_once_is_found_with_its_price)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	static const char *const ids[] = { "casino-five-card", "caribbean-stud", "banco-poker",
		                           "russian-poker" };
	for (size_t i = 0; i < 4; i++) {
		poker_game g;
		load_game(&g, plan, ids[i]);
		mpq_t price;
		mpq_init(price);
		const pp_node *two = NULL;
		int found = stud_exchange_two_option(price, &two, &g);
		cr_expect_eq(found, i == 0, "%s", ids[i]);
		if (found) {
			cr_expect_str_eq(node_get_text(two, "name", ""), "Dokoupení dvou karet najednou");
			cr_expect_eq(mpq_cmp_ui(price, 2, 1), 0);
		}
		mpq_clear(price);
		poker_game_free(&g);
	}
	pp_plan_free(plan);
}

/* The two-card exchange is marked never better only when every reading
 * weighed it and the price reaches every reading's least proving price;
 * the largest of those is kept. */
Test(stud_exchange, two_cards_are_never_better_only_at_every_readings_price)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	poker_game g;
	load_game(&g, plan, "casino-five-card");
	mpq_t price;
	mpq_init(price);
	const pp_node *two = NULL;
	cr_assert(stud_exchange_two_option(price, &two, &g));
	const pp_node *options = node_get(g.game, "options");
	stud_option_use uses[8];
	cr_assert_leq(node_len(options), 8);
	stud_reading rd[2];
	for (int i = 0; i < 2; i++) {
		stud_exchange_result_init(&rd[i].ex_up);
		rd[i].ex_up.two_checked = 1221511200;
	}
	mpq_set_ui(rd[0].ex_up.two_bound, 3, 2);
	mpq_set_ui(rd[1].ex_up.two_bound, 7, 4);
	struct {
		unsigned long num, den;
		uint64_t checked;
		int marked;
	} cases[] = { { 2, 1, 1221511200, 1 }, { 7, 4, 1221511200, 1 }, { 8, 5, 1221511200, 0 },
		      { 2, 1, 0, 0 } };
	for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
		stud_game_read gr;
		memset(&gr, 0, sizeof(gr));
		mpq_init(gr.two_bound);
		memset(uses, 0, sizeof(uses));
		for (size_t i = 0; i < node_len(options); i++)
			uses[i].name = node_get_text(node_at(options, i), "name", "");
		gr.options = uses;
		gr.noptions = node_len(options);
		rd[1].ex_up.two_checked = cases[c].checked;
		mpq_set_ui(price, cases[c].num, cases[c].den);
		stud_two_never_better(&gr, &g, two, price, rd, 2);
		int marked = 0;
		for (size_t i = 0; i < gr.noptions; i++)
			marked += uses[i].optimised == 2;
		cr_expect_eq(marked, cases[c].marked, "case %zu", c);
		if (cases[c].marked) {
			cr_expect_eq(mpq_cmp_ui(gr.two_bound, 7, 4), 0, "case %zu", c);
			cr_expect_eq(gr.two_checked, 1221511200ull);
		}
		mpq_clear(gr.two_bound);
	}
	for (int i = 0; i < 2; i++)
		stud_exchange_result_clear(&rd[i].ex_up);
	mpq_clear(price);
	poker_game_free(&g);
	pp_plan_free(plan);
}
