/* SPDX-License-Identifier: Apache-2.0 */
/* test_holdem_optimal.c - the hold'em engine (holdem_optimal*.c) on a
 * reduced problem: one flop's sums for a few player hands against a brute
 * force written here from the games' rules (every turn, river and dealer
 * hand dealt and valued with hand_eval, every bet settled by hand), for the
 * Casino hold'em and UTH reference rules; the starting-hand classes; the
 * rules the engine refuses.  The full figures are in
 * test_holdem_optimal_slow.c. */
#include <stdio.h>
#include <string.h>

#include "helpers.h"
#include "holdem_reference.h"
#include "seed_games.h"
#include "poker/holdem/holdem_optimal.h"

#define CARD(rank, suit) ((uint8_t)((rank) * 4 + (suit)))

/* The brute force for one player hand on one flop: the sums over every
 * turn-river pair and dealer hand, times 2 (the UTH denominator; Casino
 * hold'em's is 1, so its sums are halved by the caller). */
typedef struct {
	int64_t fixed, play, river_best;
} brute;

static void brute_force(brute *out, int uth, hand_value qual, const uint8_t flop[3], uint8_t a,
                        uint8_t b)
{
	memset(out, 0, sizeof(*out));
	int used[52] = { 0 };
	used[flop[0]] = used[flop[1]] = used[flop[2]] = used[a] = used[b] = 1;
	for (unsigned t = 0; t < 52; t++)
		for (unsigned u = t + 1; u < 52; u++) {
			if (used[t] || used[u])
				continue;
			uint8_t seven[7] = { flop[0], flop[1], flop[2], (uint8_t)t, (uint8_t)u, a, b };
			hand_value pv = hand_eval(seven, 7);
			hand_class pc = hand_class_of(pv);
			int64_t board_fixed = 0, board_play = 0;
			for (unsigned x = 0; x < 52; x++)
				for (unsigned y = x + 1; y < 52; y++) {
					if (used[x] || used[y] || x == t || x == u || y == t || y == u)
						continue;
					seven[5] = (uint8_t)x;
					seven[6] = (uint8_t)y;
					hand_value dv = hand_eval(seven, 7);
					int qualifies = dv >= qual, cmp = pv > dv ? 1 : pv < dv ? -1 : 0;
					int64_t ante, blind = 0, play;
					if (uth) { /* halves */
						ante = qualifies ? 2 * cmp : 0;
						blind = cmp > 0 ? uth_blind_halves[pc] : cmp < 0 ? -2 : 0;
						play = 2 * cmp;
					} else if (!qualifies) { /* ante by its table, call pushed */
						ante = (int64_t)casino_ante[pc];
						play = 0;
					} else {
						ante = cmp > 0 ? (int64_t)casino_ante[pc] : -(int64_t)(cmp < 0);
						play = cmp;
					}
					board_fixed += ante + blind;
					board_play += play;
				}
			out->fixed += board_fixed;
			out->play += board_play;
			int64_t fold = (uth ? -4 : -1) * 990;
			if (uth) /* the river: raise 1x or fold */
				out->river_best += board_fixed + board_play > fold ? board_fixed + board_play
				                                                   : fold;
			else
				out->river_best += fold;
		}
}

/* qual: the dealer's qualifying value, 0 for the game's own. */
static void expect_flop(int uth, hand_value qual, const uint8_t flop[3],
                        const uint8_t hands[][2], size_t n)
{
	static int64_t fixed[1326], play[1326], river[1326];
	holdem_rules r;
	holdem_rules_init(&r);
	if (uth)
		uth_rules(&r);
	else
		casino_rules(&r);
	if (qual)
		r.qual = qual;
	int64_t d = 0;
	cr_assert(holdem_flop_sums(fixed, play, river, &d, &r, flop));
	cr_expect_eq(d, uth ? 2 : 1);
	for (size_t i = 0; i < n; i++) {
		brute bf;
		brute_force(&bf, uth, r.qual, flop, hands[i][0], hands[i][1]);
		unsigned g = holdem_pair_index(hands[i][0], hands[i][1]);
		cr_expect_eq(fixed[g], bf.fixed, "hand %zu fixed %lld vs %lld", i,
		             (long long)fixed[g], (long long)bf.fixed);
		cr_expect_eq(play[g], bf.play, "hand %zu play", i);
		cr_expect_eq(river[g], bf.river_best, "hand %zu river", i);
	}
	unsigned on_flop = holdem_pair_index(flop[0], flop[1]);
	cr_expect_eq(fixed[on_flop], 0);
	cr_expect_eq(river[on_flop], 0);
	holdem_rules_clear(&r);
}

/* A flop of three hearts with a pair of queens and tens possible, hands of
 * every kind: a made flush, a flush draw, a pocket pair, two low cards,
 * a hand that makes a straight, a hand below the qualifier's pair. */
static const uint8_t suited_flop[3] = { CARD(10, 1), CARD(8, 1), CARD(3, 1) };
static const uint8_t suited_hands[][2] = {
	{ CARD(12, 1), CARD(0, 1) }, { CARD(12, 0), CARD(11, 1) }, { CARD(5, 2), CARD(5, 3) },
	{ CARD(0, 0), CARD(1, 2) }, { CARD(9, 0), CARD(7, 2) }, { CARD(2, 0), CARD(2, 3) } };

/* A paired flop: full houses and quads on the board's turn and river. */
static const uint8_t paired_flop[3] = { CARD(2, 0), CARD(2, 2), CARD(11, 3) };
static const uint8_t paired_hands[][2] = {
	{ CARD(2, 1), CARD(11, 0) }, { CARD(12, 0), CARD(12, 3) }, { CARD(0, 1), CARD(4, 2) } };

/* A flop of two spades: boards of three and four spades, hands with one
 * spade or two, a set. */
static const uint8_t two_tone_flop[3] = { CARD(12, 1), CARD(6, 1), CARD(1, 0) };
static const uint8_t two_tone_hands[][2] = {
	{ CARD(9, 1), CARD(4, 1) }, { CARD(6, 0), CARD(6, 2) }, { CARD(11, 1), CARD(10, 3) },
	{ CARD(1, 3), CARD(0, 2) } };

Test(holdem_optimal, casino_flop_sums_equal_the_brute_force)
{
	expect_flop(0, 0, suited_flop, suited_hands, 6);
	expect_flop(0, 0, paired_flop, paired_hands, 3);
	/* the qualifier a plan can state, any pair: a board paired in twos
	 * qualifies the dealer under it, not under the pair of fours */
	static const uint8_t deuces[3] = { CARD(0, 0), CARD(0, 2), CARD(11, 3) };
	expect_flop(0, holdem_lowest_value(HAND_ONE_PAIR), deuces, paired_hands, 3);
	expect_flop(0, holdem_lowest_value(HAND_ONE_PAIR), suited_flop, suited_hands, 6);
	/* a qualifier above a flush: on the boards of five hearts some dealer
	 * hands do not qualify too */
	expect_flop(0, holdem_lowest_value(HAND_FULL_HOUSE), suited_flop, suited_hands, 6);
	expect_flop(0, 0, two_tone_flop, two_tone_hands, 4);
}

Test(holdem_optimal, uth_flop_sums_equal_the_brute_force)
{
	expect_flop(1, 0, suited_flop, suited_hands, 6);
	expect_flop(1, 0, paired_flop, paired_hands, 3);
	expect_flop(1, 0, two_tone_flop, two_tone_hands, 4);
}

Test(holdem_optimal, starting_hand_classes)
{
	unsigned members[HOLDEM_CLASSES] = { 0 };
	for (unsigned b = 1; b < 52; b++)
		for (unsigned a = 0; a < b; a++) {
			cr_assert_lt(holdem_class_of(a, b), HOLDEM_CLASSES);
			members[holdem_class_of(a, b)]++;
			cr_expect_eq(holdem_pair_index(a, b), holdem_pair_index(b, a));
			cr_expect_eq(holdem_pair_index(a, b), b * (b - 1) / 2 + a);
		}
	for (unsigned c = 0; c < HOLDEM_CLASSES; c++)
		cr_expect_eq(members[c], c < 13 ? 6u : c < 91 ? 4u : 12u, "class %u", c);
	char name[4];
	holdem_class_name(name, holdem_class_of(CARD(12, 0), CARD(12, 1)));
	cr_expect_str_eq(name, "AA");
	holdem_class_name(name, holdem_class_of(CARD(12, 2), CARD(11, 2)));
	cr_expect_str_eq(name, "AKs");
	holdem_class_name(name, holdem_class_of(CARD(5, 0), CARD(0, 3)));
	cr_expect_str_eq(name, "72o");
	holdem_class_name(name, holdem_class_of(CARD(1, 0), CARD(0, 0)));
	cr_expect_str_eq(name, "32s");
}

Test(holdem_optimal, rules_out_of_range_are_refused)
{
	holdem_rules r;
	holdem_result res;
	holdem_rules_init(&r);
	holdem_result_init(&res);
	uth_rules(&r);
	r.flop = HOLDEM_MAX_MULTIPLE + 1;
	cr_expect_eq(holdem_return(&res, &r, 1), 0);
	r.flop = 2;
	mpq_set_ui(r.blind_win[HAND_ROYAL_FLUSH], 1, 1u << 25); /* denominator too large */
	cr_expect_eq(holdem_return(&res, &r, 1), 0);
	r.npre = r.flop = r.river = 0; /* no decision at all */
	mpq_set_ui(r.blind_win[HAND_ROYAL_FLUSH], 500, 1);
	cr_expect_eq(holdem_return(&res, &r, 1), 0);
	holdem_result_clear(&res);
	holdem_rules_clear(&r);
}

/* A one-game hold'em plan; the slots: the tie line, the Blind's
 * dealer_not_qualified, the Play sizes, further bets. */
static pp_plan *holdem_plan(const char *tie, const char *blind_dnq, const char *sizes,
                            const char *more)
{
	char yaml[3000];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: holdem-test, operator: \"Example s.r.o.\", jurisdiction: CZ, "
	         "version: \"1\", date: \"2025-02-12\"}\n"
	         "currencies: [{code: EUR}]\n"
	         "games:\n"
	         "  - id: uth\n"
	         "    name: \"Ultimate Texas hold'em\"\n"
	         "    family: holdem\n"
	         "    citation: \"1\"\n"
	         "    dealer: {qualifies_with: one_pair}\n"
	         "%s"
	         "    bets:\n"
	         "      - {name: Ante, kind: ante, payout: \"1:1\", dealer_not_qualified: push}\n"
	         "      - name: Blind\n"
	         "        kind: blind\n"
	         "        multiples: [\"1\"]\n"
	         "        dealer_not_qualified: %s\n"
	         "        paytable:\n"
	         "          otherwise: push\n"
	         "          rows:\n"
	         "            - {hand: royal_flush, payout: \"500:1\"}\n"
	         "            - {hand: straight_flush, payout: \"50:1\"}\n"
	         "            - {hand: four_of_a_kind, payout: \"10:1\"}\n"
	         "            - {hand: full_house, payout: \"3:1\"}\n"
	         "            - {hand: flush, payout: \"3:2\"}\n"
	         "            - {hand: straight, payout: \"1:1\"}\n"
	         "      - {name: Play, kind: raise, multiples: [%s], payout: \"1:1\", "
	         "dealer_not_qualified: plays}\n"
	         "%s"
	         "    max_win: {basis: net, scope: game}\n"
	         "    limits:\n"
	         "      - {currency: EUR, min_bet: \"5\", max_bet: \"1000\", max_win: \"555000\"}\n",
	         tie, blind_dnq, sizes, more);
	pp_plan *p = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&p, yaml, &err), PP_OK, "%s", err.msg);
	return p;
}

#define TIE_PUSH "    tie: {main_bets: push}\n"
#define UTH_SIZES "\"3\", \"4\", \"2\", \"1\""

static void expect_not_applicable(pp_plan *p, const char *reason)
{
	pp_result *r = t_check_exact(p);
	const pp_finding *f = t_find(r, "uth", "PP-POKER-007", NULL);
	cr_expect_eq(f->status, PP_ST_NOTAPPLICABLE);
	cr_expect(strstr(f->message, reason), "%s", f->message);
	pp_result_free(r);
	pp_plan_free(p);
}

Test(holdem_optimal_check, off_unless_asked)
{
	pp_plan *p = holdem_plan(TIE_PUSH, "plays", UTH_SIZES, "");
	pp_result *r = t_check(p);
	for (size_t i = 0; i < r->nfindings; i++)
		cr_expect_str_neq(r->findings[i]->rule->id, "PP-POKER-007");
	pp_result_free(r);
	pp_plan_free(p);
}

Test(holdem_optimal_check, two_play_sizes_with_a_blind_are_not_priced)
{
	expect_not_applicable(holdem_plan(TIE_PUSH, "plays", "\"4\", \"1\"", ""),
	                      "with a Blind the engine models Ultimate Texas Hold'em's three");
}

Test(holdem_optimal_check, a_fractional_play_size_is_not_priced)
{
	expect_not_applicable(holdem_plan(TIE_PUSH, "plays", "\"3.5\", \"2\", \"1\"", ""),
	                      "not a whole number of antes");
}

Test(holdem_optimal_check, a_missing_tie_rule_is_not_priced)
{
	expect_not_applicable(holdem_plan("", "plays", UTH_SIZES, ""),
	                      "the plan states no tie rule");
}

Test(holdem_optimal_check, an_open_blind_rule_is_not_priced)
{
	expect_not_applicable(holdem_plan(TIE_PUSH, "unstated", UTH_SIZES, ""),
	                      "does not say what `Blind` gets when the dealer does not qualify");
}

Test(holdem_optimal_check, a_second_raise_is_not_priced)
{
	expect_not_applicable(holdem_plan(TIE_PUSH, "plays", UTH_SIZES,
	                                  "      - {name: River, kind: raise, multiples: [\"1\"], "
	                                  "payout: \"1:1\", dealer_not_qualified: plays}\n"),
	                      "more than one raise (`Play`, `River`) is not modelled");
}

/* A part of the deal (the first flops only) through the whole driver:
 * the same sums, decisions and counts on one, two and three threads. */
Test(holdem_optimal, a_part_of_the_deal_is_the_same_on_any_number_of_threads)
{
	holdem_rules r;
	holdem_rules_init(&r);
	uth_rules(&r);
	holdem_result one, two, three;
	holdem_result_init(&one);
	holdem_result_init(&two);
	holdem_result_init(&three);
	cr_assert(holdem_return_part(&one, &r, 1, 4));
	cr_assert(holdem_return_part(&two, &r, 2, 4));
	cr_assert(holdem_return_part(&three, &r, 3, 4));
	const holdem_result *other[] = { &two, &three };
	for (int i = 0; i < 2; i++) {
		cr_assert(mpq_equal(one.ev, other[i]->ev), "ev differs on %d threads", i + 2);
		cr_assert(mpq_equal(one.stake, other[i]->stake));
		cr_assert(mpq_equal(one.element_of_risk, other[i]->element_of_risk));
		cr_assert_arr_eq(one.pre_choice, other[i]->pre_choice, sizeof(one.pre_choice));
		cr_assert_eq(one.flop_raised, other[i]->flop_raised);
		cr_assert_eq(one.river_raised, other[i]->river_raised);
	}
	cr_assert_gt(one.flop_raised, 0, "four flops hold raises on the flop");
	cr_assert_gt(one.river_raised, 0);
	holdem_result_clear(&one);
	holdem_result_clear(&two);
	holdem_result_clear(&three);
	holdem_rules_clear(&r);
}

/* The check path of every hold'em game of seed 000, on a part of the deal
 * (holdem_check_set_flop_limit): the three UTH-shaped games get PP-POKER-007
 * with its table and its words, Easy hold'em the same under both readings
 * of its open Ante rule.  The figures of a part mean nothing; the whole
 * deal is test_holdem_optimal_slow.c's and test_holdem_optimal_easy_slow.c's.
 * The plan is cut down to its hold'em games, so the other games' heavy
 * analyses (its stud games', most of all) do not run here. */
Test(holdem_optimal, the_check_reports_every_holdem_game_of_seed_000)
{
	/* the plan cut down to its hold'em games: the others' heavy analyses
	 * (its stud games', most of all) are not this test's */
	pp_plan *p = t_seed_000_holdem_games();
	holdem_check_set_flop_limit(2);
	pp_result *res = t_check_exact(p);
	static const char *const priced[] = { "casino-holdem", "grand-poker",
		"ultimate-texas-holdem" };
	for (int i = 0; i < 3; i++) {
		const pp_finding *f = t_find(res, priced[i], "PP-POKER-007", NULL);
		cr_assert_not_null(f, "%s has no PP-POKER-007", priced[i]);
		cr_assert(strstr(f->message, "Under the optimal strategy the house edge is"),
		          "%s: %s", priced[i], f->message);
	}
	const pp_finding *easy = t_find(res, "easy-holdem", "PP-POKER-007", NULL);
	cr_assert_not_null(easy);
	cr_expect_eq(easy->status, PP_ST_PASS, "%s", easy->message);
	cr_expect(strstr(easy->message, "The plan does not say what `Ante` gets when the player "
	                                "wins with high_card, ace_king, one_pair, two_pair, "
	                                "three_of_a_kind: under the optimal strategy the house "
	                                "edge is "),
	          "%s", easy->message);
	cr_expect(strstr(t_evidence(easy, "rules_assumed_ante_lost"),
	                 "the dealer always plays; the raises are separate bets: 1 antes before "
	                 "the flop or fold, 1 on the flop or check, 1 on the turn or check (the "
	                 "plan's raises in their order; the plan format does not say when each is "
	                 "placed); ties: push"),
	          "%s", t_evidence(easy, "rules_assumed_ante_lost"));
	cr_expect(strstr(t_evidence(easy, "rules_assumed_ante_lost"), "ante: high_card -1, ace_king -1, one_pair -1, two_pair -1, "
	                 "three_of_a_kind -1, straight 1"),
	          "%s", t_evidence(easy, "rules_assumed_ante_lost"));
	cr_expect(strstr(t_evidence(easy, "rules_assumed_ante_returned"), "ante: high_card 0, ace_king 0, one_pair 0, two_pair 0, "
	                 "three_of_a_kind 0, straight 1"),
	          "%s", t_evidence(easy, "rules_assumed_ante_returned"));
	cr_expect(strstr(t_evidence(easy, "strategy_ante_returned"), "on the turn bet 1 antes"),
	          "%s", t_evidence(easy, "strategy_ante_returned"));
	holdem_check_set_flop_limit(0);
	pp_result_free(res);
	pp_plan_free(p);
}

/* Through the check, a Casino hold'em plan (an ante paid by its table, one
 * call of two antes, no Blind) is read as the engine's Casino hold'em
 * rules: on a part of the deal (holdem_check_set_flop_limit) its figure is
 * the engine's on those rules set by hand, casino_rules with the
 * qualifier at the lowest pair (the plan format's qualifier is a class, so
 * a pair of any rank here).  Over the whole deal the two gave
 * -394736323/267440481000 (the player's edge 0.1476 %) when this test
 * priced it whole in the slow tier; the Casino hold'em rules' whole figure
 * is test_holdem_optimal_slow.c's (the published 2.16 %). */
Test(holdem_optimal, a_casino_holdem_plan_is_read_as_the_engine_rules)
{
	static const char yaml[] =
		"planproof: 2\n"
		"plan: {id: casino-holdem-test, operator: \"Example s.r.o.\", jurisdiction: CZ, "
		"version: \"1\", date: \"2025-02-12\"}\n"
		"currencies: [{code: EUR}]\n"
		"games:\n"
		"  - id: casino-holdem\n"
		"    name: \"Casino hold'em\"\n"
		"    family: holdem\n"
		"    citation: \"1\"\n"
		"    dealer: {qualifies_with: one_pair}\n"
		"    tie: {main_bets: push}\n"
		"    bets:\n"
		"      - name: Ante\n"
		"        kind: ante\n"
		"        dealer_not_qualified: wins\n"
		"        paytable:\n"
		"          rows:\n"
		"            - {hand: royal_flush, payout: \"100:1\"}\n"
		"            - {hand: straight_flush, payout: \"20:1\"}\n"
		"            - {hand: four_of_a_kind, payout: \"10:1\"}\n"
		"            - {hand: full_house, payout: \"3:1\"}\n"
		"            - {hand: flush, payout: \"2:1\"}\n"
		"            - {hand: straight, payout: \"1:1\"}\n"
		"            - {hand: three_of_a_kind, payout: \"1:1\"}\n"
		"            - {hand: two_pair, payout: \"1:1\"}\n"
		"            - {hand: one_pair, payout: \"1:1\"}\n"
		"            - {hand: ace_king, payout: \"1:1\"}\n"
		"            - {hand: high_card, payout: \"1:1\"}\n"
		"      - {name: Call, kind: raise, multiples: [\"2\"], payout: \"1:1\", "
		"dealer_not_qualified: push}\n"
		"    max_win: {basis: net, scope: game}\n"
		"    limits:\n"
		"      - {currency: EUR, min_bet: \"5\", max_bet: \"1000\", max_win: \"102000\"}\n";
	pp_plan *p = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&p, yaml, &err), PP_OK, "%s", err.msg);
	enum { FLOPS = 3 };
	holdem_check_set_flop_limit(FLOPS);
	pp_result *res = t_check_exact(p);
	holdem_check_set_flop_limit(0);
	holdem_rules r;
	holdem_result part;
	holdem_rules_init(&r);
	holdem_result_init(&part);
	casino_rules(&r);
	r.qual = holdem_lowest_value(HAND_ONE_PAIR);
	cr_assert(holdem_return_part(&part, &r, 1, FLOPS));
	char *want = num_exact(part.house_edge);
	const pp_finding *f = t_find(res, "casino-holdem", "PP-POKER-007", NULL);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "house_edge"), want);
	free(want);
	holdem_result_clear(&part);
	holdem_rules_clear(&r);
	const char *strategy = t_evidence(f, "strategy");
	cr_expect(strncmp(strategy, "on the flop call 2 antes", 24) == 0, "%s", strategy);
	cr_expect(strstr(t_evidence(f, "rules_assumed"),
	                 "a call of 2 antes on the flop or fold; when the dealer does not "
	                 "qualify the ante wins, the raise pushes"),
	          "%s", t_evidence(f, "rules_assumed"));
	pp_result_free(res);
	pp_plan_free(p);
}
