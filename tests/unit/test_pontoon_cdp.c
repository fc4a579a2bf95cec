/* SPDX-License-Identifier: Apache-2.0 */
/* test_pontoon_cdp.c - Pontoon's finite-shoe engine (pontoon_cdp.c)
 * against an independent brute force (pontoon_brute.h) on a small shoe,
 * and its checks.
 *
 * The shoe: two of each rank ace to nine and eight tens (26 cards), so
 * that pairs split and the dealer always finishes; one and six decks are
 * compared in test_pontoon_cdp_slow.c. */
#include <stdlib.h>
#include <string.h>

#include "pontoon_brute.h"

/* In the instrumented builds (T_BREADTH, helpers.h) the three costliest
 * brute-force comparisons do not run: measured at 07236af with gcovr, test
 * by test, the checks below and the cheaper comparisons run every line of
 * the library they run (about 7 of the instrumented pass's CPU seconds). */

static const unsigned small_shoe[BJ_RANKS] = { 2, 2, 2, 2, 2, 2, 2, 2, 2, 8 };

static void expect_same(const char *soft17, const char *tie, const char *split,
                        const bf_rules *r)
{
	mpq_t a, b;
	pc_strategy st;
	mpq_inits(a, b, NULL);
	engine_reading(a, &st, soft17, tie, split, small_shoe, r->original);
	bf_return(b, r, small_shoe);
	char *x = num_exact(a), *y = num_exact(b);
	cr_expect(mpq_equal(a, b), "engine %s, brute force %s", x, y);
	free(x);
	free(y);
	mpq_clears(a, b, NULL);
}

Test(pontoon_cdp, small_shoe_stands_soft_17_no_split)
{
	bf_rules r = { 0, 1, 0, 0 };
	expect_same("stand", "lose", "", &r);
}

Test(pontoon_cdp, small_shoe_hits_soft_17_no_split)
{
	bf_rules r = { 1, 1, 0, 0 };
	expect_same("hit", "lose", "", &r);
}

Test(pontoon_cdp, small_shoe_one_split, .disabled = T_BREADTH)
{
	bf_rules r = { 0, 1, 2, 0 };
	expect_same("stand", "lose", ONE_SPLIT, &r);
}

Test(pontoon_cdp, small_shoe_ties_push, .disabled = T_BREADTH)
{
	bf_rules r = { 1, 0, 2, 0 };
	expect_same("hit", "push", ONE_SPLIT, &r);
}

/* A win paid on the original stake only (the plan's words read literally). */
Test(pontoon_cdp, small_shoe_win_on_original_stake_no_split)
{
	bf_rules r = { 0, 1, 0, 1 };
	expect_same("stand", "lose", "", &r);
}

Test(pontoon_cdp, small_shoe_win_on_original_stake_hits_soft_17_one_split, .disabled = T_BREADTH)
{
	bf_rules r = { 1, 1, 2, 1 };
	expect_same("hit", "lose", ONE_SPLIT, &r);
}

/* The two readings differ on this shoe: the literal one pays less for a
 * hand that bought and won, so it returns less. */
Test(pontoon_cdp, small_shoe_readings_differ)
{
	mpq_t a, b;
	pc_strategy st;
	mpq_inits(a, b, NULL);
	engine_reading(a, &st, "stand", "lose", "", small_shoe, 0);
	engine_reading(b, &st, "stand", "lose", "", small_shoe, 1);
	cr_expect(mpq_cmp(b, a) < 0);
	mpq_clears(a, b, NULL);
}

/* --- the dealer walk: 128-bit and GMP integers agree ------------------------ */

Test(pontoon_cdp, walk_fast_and_gmp_agree)
{
	pc_rules r;
	memset(&r, 0, sizeof(r));
	r.dealer.stands_on = 17;
	r.win_num = r.win_den = 1;
	r.ties_lose = 1;
	cd_rules cr;
	pc_trie_rules(&cr, &r);
	bj_shoe s;
	bj_shoe_decks(&s, 6);
	s.count[1]--; /* the up card, a two */
	dtrie dt;
	cd_dtrie_build(&dt, &cr, s.count, 1);
	unsigned n = s.total - 1, depth = 5 + dt.maxdepth;
	cr_assert(cd_walk_fits(&dt, n));
	mpz_t *g = malloc((depth + 1) * sizeof(mpz_t));
	cr_assert_not_null(g);
	mpz_init_set_ui(g[depth], 1);
	for (unsigned a = depth; a-- > 0;) {
		mpz_init(g[a]);
		mpz_mul_ui(g[a], g[a + 1], n - a);
	}
	static const int hands[][4] = { { 9, 5, -1, -1 }, { 0, 1, 2, -1 }, { 4, 4, 4, 1 } };
	cd_walk w;
	cd_walk_init(&w);
	mpz_t fast, slow;
	mpz_inits(fast, slow, NULL);
	for (size_t i = 0; i < 3; i++) {
		unsigned left[BJ_RANKS], cards = 0;
		memcpy(left, s.count, sizeof(left));
		for (int c = 0; c < 4 && hands[i][c] >= 0; c++, cards++)
			left[hands[i][c]]--;
		for (int k = 0; k < NCLS; k++) {
			cd_walk_stand(fast, &w, &dt, 1, left, k, g, cards, depth);
			cd_walk_stand(slow, &w, &dt, 0, left, k, g, cards, depth);
			cr_expect(mpz_cmp(fast, slow) == 0, "hand %zu class %d", i, k);
			cr_expect(mpz_sgn(slow) != 0, "hand %zu class %d", i, k);
		}
	}
	mpz_clears(fast, slow, NULL);
	cd_walk_clear(&w);
	for (unsigned a = 0; a <= depth; a++)
		mpz_clear(g[a]);
	free(g);
	cd_dtrie_free(&dt);
	cd_rules_clear(&cr);
}

/* --- through the check: PP-BJ-015 for a pontoon game ----------------------- */

#define SEED_SPLIT                                                                          \
	"    split: {pairs: same_value, max_splits: 3, hands: 4, split_aces_cards: 1, "          \
	"natural_after_split: false}\n"

static int has_evidence(const pp_finding *f, const char *name)
{
	for (size_t i = 0; i < f->nevidence; i++)
		if (strcmp(f->evidence[i].name, name) == 0)
			return 1;
	return 0;
}

static int has_table(const pp_result *res, const char *id)
{
	for (size_t i = 0; i < res->ntables; i++)
		if (strcmp(res->tables[i]->id, id) == 0)
			return 1;
	return 0;
}

/* The one-deck plan's figures under SEED_SPLIT (three splits, four
 * hands): soft 17 stood on or drawn to (s17, h17), a win paid on every
 * stake or on the original stake only (o).  Pinned: the engine gave them
 * and pontoon_brute.h's brute force gave the same four fractions (run
 * once at 07236af; the slow tier's one_deck_as_the_brute_force keeps the
 * engine and the brute force together on one deck). */
typedef struct {
	const char *s17, *h17, *s17o, *h17o;
} one_deck_figures;

static const one_deck_figures one_deck = {
	"25353032915790323461259161/25539711816526963735680000",
	"21939391096831236783321691/22134416907656701904256000",
	"5743217865178986865326293/5982274839907216730880000",
	"7232357952398189541258389/7545823945792057467360000",
};

/* Soft 17 open and cards bought: both soft 17 readings priced, and the
 * literal reading of the win's stakes next to the engine's: four figures,
 * each with its table. */
static void expect_open_rules_priced(const one_deck_figures *fig)
{
	pp_plan *p = plan_with("unstated", "lose", SEED_SPLIT, BUYING);
	pp_result *res = t_check_exact(p);
	const pp_finding *f = t_find(res, "pontoon", "PP-BJ-015", NULL);
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect(strstr(f->message, "the plan leaves soft 17 open"), "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "rtp"), fig->s17);
	cr_expect_str_eq(t_evidence(f, "rtp_other_reading"), fig->h17);
	cr_expect_str_eq(t_evidence(f, "open_rules_read_as"), "the dealer stands on soft 17");
	cr_expect(strstr(t_evidence(f, "rules_assumed"), "loses to every dealer 21"), "%s",
	          t_evidence(f, "rules_assumed"));
	cr_expect_str_eq(t_cell(res, "pontoon", "main-shoe",
	                        "return to player, the dealer drawing to soft 17", 1), fig->h17);
	/* a pontoon against an ace takes even money; hard 20 stands; A,2 buys */
	cr_expect_str_eq(t_cell(res, "pontoon", "main-strategy", "A,10", 10), "E");
	cr_expect_str_eq(t_cell(res, "pontoon", "main-strategy", "A,10", 1), "N");
	cr_expect_str_eq(t_cell(res, "pontoon", "main-strategy-other-reading", "10,10", 5), "S");
	cr_expect_str_eq(t_cell(res, "pontoon", "main-strategy", "A,2", 5), "B");
	/* the win on the original stake only */
	cr_expect_str_neq(fig->s17, fig->s17o);
	cr_expect_str_eq(t_evidence(f, "rtp_win_on_original_stake"), fig->s17o);
	cr_expect_str_eq(t_evidence(f, "rtp_win_on_original_stake_other_reading"), fig->h17o);
	cr_expect(strstr(t_evidence(f, "win_on_original_stake_reading"),
	                 "nets the win on the original stake only"));
	cr_expect(strstr(f->message, "Paying an ordinary win on the original stake only, the "
	                             "bought stakes returned"), "%s", f->message);
	cr_expect_str_eq(t_cell(res, "pontoon", "main-shoe",
	                        "return to player, the dealer drawing to soft 17, a win paid "
	                        "on the original stake only", 1), fig->h17o);
	cr_expect(has_table(res, "main-strategy-win-on-original-stake"));
	cr_expect(has_table(res, "main-strategy-win-on-original-stake-other-reading"));
	char *xml = t_render(res, PP_FORMAT_XML);
	cr_expect(t_xsd_valid(xml, PP_XSD));
	free(xml);
	pp_result_free(res);
	pp_plan_free(p);
}

/* Soft 17 stated (drawn to): one reading of soft 17, each stake reading
 * with its one table. */
static void expect_stated_rule_priced(const one_deck_figures *fig)
{
	pp_plan *p = plan_with("hit", "lose", SEED_SPLIT, BUYING);
	pp_result *res = t_check_exact(p);
	const pp_finding *f = t_find(res, "pontoon", "PP-BJ-015", NULL);
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect_str_eq(t_evidence(f, "rtp"), fig->h17);
	cr_expect(!strstr(f->message, "open"), "%s", f->message);
	cr_expect(has_table(res, "main-strategy"));
	cr_expect(!has_table(res, "main-strategy-other-reading"));
	cr_expect_str_eq(t_evidence(f, "rtp_win_on_original_stake"), fig->h17o);
	cr_expect(!has_evidence(f, "rtp_win_on_original_stake_other_reading"));
	cr_expect(has_table(res, "main-strategy-win-on-original-stake"));
	cr_expect(!has_table(res, "main-strategy-win-on-original-stake-other-reading"));
	pp_result_free(res);
	pp_plan_free(p);
}

/* Both plans in one process, against the pinned figures: the check's memo
 * prices the stated plan's rule sets from the open plan's. */
Test(pontoon_cdp, check_prices_the_readings_open_or_stated)
{
	expect_open_rules_priced(&one_deck);
	expect_stated_rule_priced(&one_deck);
}

/* Ties that push: the literal reading is declined with its reason. */
Test(pontoon_cdp, check_declines_the_win_on_the_original_stake_when_ties_push)
{
	pp_plan *p = plan_with("stand", "push", SEED_SPLIT, BUYING);
	pp_result *res = t_check_exact(p);
	const pp_finding *f = t_find(res, "pontoon", "PP-BJ-015", NULL);
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect(strstr(t_evidence(f, "win_on_original_stake_reading"), "not priced: ties push"));
	cr_expect(!has_evidence(f, "rtp_win_on_original_stake"));
	cr_expect(!strstr(f->message, "Paying an ordinary win"), "%s", f->message);
	cr_expect(!has_table(res, "main-strategy-win-on-original-stake"));
	pp_result_free(res);
	pp_plan_free(p);
}

Test(pontoon_cdp, check_says_what_it_cannot_model)
{
	pp_plan *p = plan_with("stand", "lose", SEED_SPLIT,
	                       "    buying: {bought_cards: 2, stake: \"1:1\", buy_after_draw: true}\n");
	pp_result *res = t_check_exact(p);
	const pp_finding *f = t_find(res, "pontoon", "PP-BJ-015", NULL);
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_NOTAPPLICABLE);
	cr_expect(strstr(f->message, "buying a card after one was drawn free is not modelled"),
	          "%s", f->message);
	pp_result_free(res);
	pp_plan_free(p);
}

Test(pontoon_cdp, off_unless_asked)
{
	pp_plan *p = pontoon_plan("stand", "lose", SEED_SPLIT);
	pp_result *res = t_check(p);
	for (size_t i = 0; i < res->nfindings; i++)
		cr_expect_str_neq(res->findings[i]->rule->id, "PP-BJ-015");
	pp_result_free(res);
	pp_plan_free(p);
}
