/* SPDX-License-Identifier: Apache-2.0 */
/* test_baccarat.c - the baccarat family: the exact finite-shoe enumeration
 * against published figures (8, 6 and 1 decks; pairs; Super Six), the
 * tableau's gaps and deviations, and the seed plan's sections 10.6-10.8.
 *
 * Published figures and where they come from:
 * - 8 decks, banker (5% commission) 1.0579%, player 1.2351%, tie 8:1
 *   14.3596%: Wizard of Odds, "Baccarat" (wizardofodds.com/games/baccarat/),
 *   also multiplayerbaccarat.com/odds.html (after Thorp, "The Mathematics of
 *   Gambling") and excelpunks.com (0.010579, 0.012351, 0.143596).
 * - 8 decks, orderings of six cards: banker 2,292,252,566,437,888, player
 *   2,230,518,282,592,256, tie 475,627,426,473,216 (casinoexploit.com/
 *   baccarat.html); total 416!/410! = 4,998,398,275,503,360 (excelpunks.com).
 * - 6 decks: banker 1.0558%, player 1.2374%, tie 14.4382%
 *   (multiplayerbaccarat.com/odds.html); orderings banker
 *   403,095,751,234,560, player 392,220,492,728,832, tie 83,552,962,932,288
 *   (casinoexploit.com/baccarat.html).
 * - 1 deck: banker 1.01%, player 1.29%, tie 15.75%, pair 29.41% (Wizard of
 *   Odds' house-edge table by number of decks, two decimals); win
 *   probabilities 45.96% / 44.68% / 9.36% (baccaratrules.net/deck-odds/).
 * - Pair bets at 11:1: 10.36% (8 decks), 11.25% (6), 29.41% (1) (Wizard of
 *   Odds' table).
 * - Banker bet paying half on a winning 6, no commission (Super Six /
 *   "commission free variation #2"), 8 decks: 1.4581% (E. Jacobson,
 *   888casino.com blog "Card counting the Super Six baccarat side bet";
 *   excelpunks.com 0.014581045, banker wins on 6: 269,232,304,455,680).
 * - Super Six side bet at 12:1, 8 decks: 29.98% (leovegas.com baccarat
 *   academy, "Super 6 side bet"). */
#include <stdlib.h>
#include <string.h>

#include "baccarat/baccarat.h"
#include "helpers.h"

static void bet_init(bac_bet *b, bac_bet_type type, unsigned long num, unsigned long den)
{
	memset(b, 0, sizeof(*b));
	b->name = bac_bet_type_name(type);
	b->type = type;
	b->push_on_tie = 1;
	mpq_init(b->payout);
	mpq_set_ui(b->payout, num, den);
	mpq_canonicalize(b->payout);
}

/* A commission of pct percent of the win, charged when `when` holds. */
static void comm_init(bac_commission *c, bac_bet *b, unsigned long pct, bac_when when)
{
	memset(c, 0, sizeof(*c));
	mpq_inits(c->rate, c->net, NULL);
	mpq_set_ui(c->rate, pct, 100);
	mpq_canonicalize(c->rate);
	c->base = BAC_BASE_WIN;
	c->when = when;
	mpq_mul(c->net, b->payout, c->rate);
	mpq_sub(c->net, b->payout, c->net);
	b->comm = c;
}

/* The house edge of b in d: 1 - RTP, as an exact text, and as a percent
 * with digits decimals. */
static void edge(const bac_bet *b, const bac_dist *d, bac_count total, char **exact,
                 char **pct, unsigned digits)
{
	mpq_t q, one;
	mpq_inits(q, one, NULL);
	bac_rtp(q, b, d, total);
	mpq_set_ui(one, 1, 1);
	mpq_sub(q, one, q);
	*exact = num_exact(q);
	*pct = num_percent(q, digits, NUM_HALF_EVEN);
	mpq_clears(q, one, NULL);
}

static bac_count weight(const bac_dist *d, int (*pick)(const bac_outcome *))
{
	bac_count w = 0;
	for (unsigned sig = 0; sig < BAC_NSIG; sig++) {
		bac_outcome o;
		bac_unsig(sig, &o);
		if (pick(&o))
			w += d->w[sig];
	}
	return w;
}

static int banker_wins(const bac_outcome *o) { return o->b > o->p; }
static int player_wins(const bac_outcome *o) { return o->p > o->b; }
static int tie(const bac_outcome *o) { return o->p == o->b; }
static int banker_six(const bac_outcome *o) { return o->b > o->p && o->b == 6; }

static const struct {
	unsigned decks;
	const char *banker, *banker4, *player, *player4, *tie, *tie4; /* house edges */
	const char *banker2, *player2, *tie2;                          /* as published, 2 dp */
	const char *pair, *pair2;
	uint64_t wb, wp, wt;                                           /* 0: not published */
} published[] = {
	{ 8, "114753351728/10847218479825", "1.0579%", "241149546272/19524993263685", "1.2351%",
	  "103841353768/723147898655", "14.3596%", "1.06%", "1.24%", "14.36%", "43/415", "10.36%",
	  2292252566437888ull, 2230518282592256ull, 475627426473216ull },
	{ 6, "460294100/43594702723", "1.0558%", "18880657128/1525814595305", "1.2374%",
	  "220299549488/1525814595305", "14.4382%", "1.06%", "1.24%", "14.44%", "35/311", "11.25%",
	  403095751234560ull, 392220492728832ull, 83552962932288ull },
	{ 1, "49303/4873050", "1.0117%", "163679/12724075", "1.2864%",
	  "2003549/12724075", "15.7461%", "1.01%", "1.29%", "15.75%", "5/17", "29.41%", 0, 0, 0 },
};

Test(baccarat, published_house_edges_by_number_of_decks)
{
	for (size_t i = 0; i < PP_ARRAY_LEN(published); i++) {
		bac_rules r;
		bac_enum e;
		bac_bet player, banker, tiebet, pair;
		bac_commission five;
		bac_standard_rules(&r, published[i].decks);
		bac_enumerate(&e, &r, NULL);
		bet_init(&player, BAC_BET_PLAYER, 1, 1);
		bet_init(&banker, BAC_BET_BANKER, 1, 1);
		bet_init(&tiebet, BAC_BET_TIE, 8, 1);
		bet_init(&pair, BAC_BET_PLAYER_PAIR, 11, 1);
		comm_init(&five, &banker, 5, BAC_WHEN_ANY_WIN);
		const struct { const bac_bet *b; const char *exact, *pct4, *pct2; } want[] = {
			{ &banker, published[i].banker, published[i].banker4, published[i].banker2 },
			{ &player, published[i].player, published[i].player4, published[i].player2 },
			{ &tiebet, published[i].tie, published[i].tie4, published[i].tie2 },
			{ &pair, published[i].pair, NULL, published[i].pair2 },
		};
		for (size_t k = 0; k < PP_ARRAY_LEN(want); k++) {
			char *ex, *p4, *ex2, *p2;
			edge(want[k].b, &e.main, e.total, &ex, &p4, 4);
			edge(want[k].b, &e.main, e.total, &ex2, &p2, 2);
			cr_expect_str_eq(ex, want[k].exact, "%u decks, %s", published[i].decks,
			                 want[k].b->name);
			if (want[k].pct4)
				cr_expect_str_eq(p4, want[k].pct4, "%u decks, %s", published[i].decks,
				                 want[k].b->name);
			cr_expect_str_eq(p2, want[k].pct2, "%u decks, %s", published[i].decks,
			                 want[k].b->name);
			free(ex);
			free(p4);
			free(ex2);
			free(p2);
		}
		if (published[i].wb) {
			cr_expect_eq(weight(&e.main, banker_wins), published[i].wb);
			cr_expect_eq(weight(&e.main, player_wins), published[i].wp);
			cr_expect_eq(weight(&e.main, tie), published[i].wt);
		}
		mpq_clears(five.rate, five.net, NULL);
		mpq_clears(player.payout, banker.payout, tiebet.payout, pair.payout, NULL);
		bac_enum_free(&e);
	}
}

Test(baccarat, every_ordering_of_six_cards_is_counted_once)
{
	bac_rules r;
	bac_enum e;
	bac_standard_rules(&r, 8);
	bac_enumerate(&e, &r, NULL);
	cr_expect_eq(e.total, 4998398275503360ull, "416!/410!");
	bac_count sum = 0;
	for (unsigned sig = 0; sig < BAC_NSIG; sig++)
		sum += e.main.w[sig];
	cr_expect_eq(sum, e.total);
	bac_enum_free(&e);
	/* One deck: probabilities as baccaratrules.net publishes them. */
	bac_standard_rules(&r, 1);
	bac_enumerate(&e, &r, NULL);
	mpq_t q;
	mpq_init(q);
	static const struct { int (*pick)(const bac_outcome *); const char *pct; } one[] = {
		{ banker_wins, "45.96%" }, { player_wins, "44.68%" }, { tie, "9.36%" } };
	for (size_t i = 0; i < PP_ARRAY_LEN(one); i++) {
		bac_prob(q, weight(&e.main, one[i].pick), e.total);
		char *p = num_percent(q, 2, NUM_HALF_EVEN);
		cr_expect_str_eq(p, one[i].pct);
		free(p);
	}
	mpq_clear(q);
	bac_enum_free(&e);
}

Test(baccarat, super_six_published_figures)
{
	bac_rules r;
	bac_enum e;
	bac_bet banker, six;
	bac_commission half;
	bac_standard_rules(&r, 8);
	bac_enumerate(&e, &r, NULL);
	bet_init(&banker, BAC_BET_BANKER, 1, 1);
	bet_init(&six, BAC_BET_SUPER_SIX, 12, 1);
	comm_init(&half, &banker, 50, BAC_WHEN_BANKER_SIX);
	cr_expect_eq(weight(&e.main, banker_six), 269232304455680ull);
	char *ex, *p;
	edge(&banker, &e.main, e.total, &ex, &p, 4);
	cr_expect_str_eq(ex, "284694798368/19524993263685");
	cr_expect_str_eq(p, "1.4581%");
	free(ex);
	free(p);
	edge(&six, &e.main, e.total, &ex, &p, 2);
	cr_expect_str_eq(ex, "90046773893/300384511749");
	cr_expect_str_eq(p, "29.98%");
	free(ex);
	free(p);
	mpq_clears(half.rate, half.net, banker.payout, six.payout, NULL);
	bac_enum_free(&e);
}

Test(baccarat, pairs_by_point_value_count_a_ten_and_a_king)
{
	bac_rules r;
	bac_enum e;
	bac_bet pair;
	bac_standard_rules(&r, 8);
	r.pair_by_points = 1;
	bac_enumerate(&e, &r, NULL);
	bet_init(&pair, BAC_BET_PLAYER_PAIR, 11, 1);
	/* (128 * 127 + 9 * 32 * 31) / (416 * 415) = 787/5395 of a win, times 12. */
	mpq_t q;
	mpq_init(q);
	bac_rtp(q, &pair, &e.main, e.total);
	char *s = num_exact(q);
	cr_expect_str_eq(s, "9444/5395");
	free(s);
	mpq_clears(q, pair.payout, NULL);
	bac_enum_free(&e);
}

/* A split enumeration is the same game as an unsplit one, cell by cell. */
Test(baccarat, split_cells_recombine_to_the_whole_game)
{
	bac_rules r;
	bac_enum whole, split;
	unsigned char cells[BAC_TOTALS][BAC_COLS] = { { 0 } };
	bac_standard_rules(&r, 2);
	cells[3][8] = cells[0][BAC_STOOD] = cells[6][6] = 1;
	bac_enumerate(&whole, &r, NULL);
	bac_enumerate(&split, &r, (const unsigned char (*)[BAC_COLS])cells);
	cr_assert_eq(split.nsplit, 3);
	bac_dist d;
	bac_enum_combine(&d, &split, (const unsigned char (*)[BAC_COLS])r.banker);
	cr_expect(memcmp(&d, &whole.main, sizeof(d)) == 0);
	/* Flipping banker 3 against an 8 is the same as enumerating it flipped. */
	r.banker[3][8] = BAC_D;
	bac_enum flipped;
	bac_enumerate(&flipped, &r, NULL);
	bac_enum_combine(&d, &split, (const unsigned char (*)[BAC_COLS])r.banker);
	cr_expect(memcmp(&d, &flipped.main, sizeof(d)) == 0);
	bac_enum_free(&whole);
	bac_enum_free(&split);
	bac_enum_free(&flipped);
}

/* ---- the seed plan: sections 10.6, 10.7 and 10.8 ----------------------- */

static pp_plan *seed_plan;
static pp_result *seed;

static void load_seed(void)
{
	seed_plan = t_load("fixtures/plans/seed-000.yaml");
	seed = t_check(seed_plan);
}

static void free_seed(void)
{
	pp_result_free(seed);
	pp_plan_free(seed_plan);
}

TestSuite(seed_baccarat, .init = load_seed, .fini = free_seed);

Test(seed_baccarat, returns_are_the_published_ones)
{
	static const struct { const char *game, *bet, *rtp, *pct; } want[] = {
		{ "baccarat-punto-banco", "Krupiér", "10732465128097/10847218479825", "98.9421" },
		{ "baccarat-punto-banco", "Hráč", "19283843717413/19524993263685", "98.7649" },
		{ "baccarat-punto-banco", "Remíza", "619306544887/723147898655", "85.6404" },
		{ "baccarat-commission", "Bankéř", "10732465128097/10847218479825", "98.9421" },
		{ "baccarat-commission", "P. Pair", "372/415", "89.6386" },
		{ "baccarat-commission", "B. Pair", "372/415", "89.6386" },
		{ "baccarat-super-six", "Bankéř", "19240298465317/19524993263685", "98.5419" },
		{ "baccarat-super-six", "Super Six", "210337737856/300384511749", "70.0228" },
	};
	for (size_t i = 0; i < PP_ARRAY_LEN(want); i++) {
		const pp_finding *f = t_find(seed, want[i].game, "PP-RTP-001", want[i].bet);
		cr_expect_eq(f->status, PP_ST_PASS);
		cr_expect_str_eq(t_evidence(f, "rtp"), want[i].rtp, "%s %s", want[i].game, want[i].bet);
		cr_expect_str_eq(f->evidence[0].decimal, want[i].pct, "%s %s", want[i].game,
		                 want[i].bet);
	}
	cr_expect_str_eq(t_cell(seed, "baccarat-punto-banco", "bets", "Krupiér", 7), "1.0579%");
	cr_expect_str_eq(t_cell(seed, "baccarat-commission", "outcomes", "banker wins", 1),
	                 "2292252566437888");
}

Test(seed_baccarat, tableau_gaps_are_found)
{
	const pp_finding *f = t_find(seed, "baccarat-punto-banco", "PP-BAC-001", "tableau");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "not_stated"),
	                 "banker 0-2: every third card; player stood: banker 0-6");
	cr_expect_str_eq(t_evidence(f, "Hráč: highest RTP"), "1751407099264/1501922558745");
	cr_expect_str_eq(t_cell(seed, "baccarat-punto-banco", "tableau", "2", 11), "-");
	cr_expect_str_eq(t_cell(seed, "baccarat-punto-banco", "tableau", "7", 11), "S");
	f = t_find(seed, "baccarat-commission", "PP-BAC-001", "tableau");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "not_stated"), "player stood: banker 0-7");
	for (size_t i = 0; i < 3; i++) {
		static const char *const games[] = { "baccarat-punto-banco", "baccarat-commission",
			"baccarat-super-six" };
		cr_expect_eq(t_find(seed, games[i], "PP-BAC-002", "tableau")->status, PP_ST_PASS);
		cr_expect_eq(t_find(seed, games[i], "PP-BAC-003", "tableau")->status, PP_ST_PASS);
		cr_expect_eq(t_find(seed, games[i], "PP-BAC-004", "player's rule")->status, PP_ST_PASS);
	}
}

Test(seed_baccarat, super_six_ratio_is_written_backwards)
{
	const pp_finding *f = t_find(seed, "baccarat-super-six", "PP-BAC-006", "Bankéř");
	cr_expect_eq(f->status, PP_ST_FAIL);
	cr_expect_str_eq(t_evidence(f, "stated_net_win"), "2");
	cr_expect_str_eq(t_evidence(f, "computed_net_win"), "1/2");
	cr_expect_eq(t_find(seed, "baccarat-punto-banco", "PP-BAC-006", "Krupiér")->status,
	             PP_ST_PASS);
}

Test(seed_baccarat, commissions_have_no_rounding_rule)
{
	static const struct { const char *game, *subject, *stake, *paid; } want[] = {
		{ "baccarat-punto-banco", "Krupiér CZK", "10", "19/2" },
		{ "baccarat-punto-banco", "Krupiér EUR", "5", "19/4" },
		{ "baccarat-commission", "Bankéř CZK", "10", "19/2" },
		{ "baccarat-super-six", "Bankéř CZK", "11", "11/2" },
	};
	for (size_t i = 0; i < PP_ARRAY_LEN(want); i++) {
		const pp_finding *f = t_find(seed, want[i].game, "PP-BAC-007", want[i].subject);
		cr_expect_eq(f->status, PP_ST_FAIL, "%s", want[i].subject);
		cr_expect_str_eq(t_evidence(f, "first_fractional_stake"), want[i].stake);
		cr_expect_str_eq(t_evidence(f, "its_exact_paid_win"), want[i].paid);
		cr_expect_eq(t_find(seed, want[i].game, "PP-BAC-008", want[i].subject)->status,
		             PP_ST_NOTAPPLICABLE);
	}
	cr_expect_str_eq(t_cell(seed, "baccarat-punto-banco", "commission", "CZK", 4), "94991");
}

Test(seed_baccarat, per_round_max_wins_do_not_follow)
{
	static const struct { const char *game, *cur, *gross, *net; int ok; } want[] = {
		{ "baccarat-punto-banco", "CZK", "900000", "800000", 1 },
		{ "baccarat-punto-banco", "EUR", "45000", "40000", 1 },
		{ "baccarat-commission", "CZK", "33000000", "30000000", 0 },
		{ "baccarat-commission", "EUR", "1650000", "1500000", 0 },
		{ "baccarat-super-six", "CZK", "38500000", "34500000", 0 },
		{ "baccarat-super-six", "EUR", "1925000", "1725000", 0 },
	};
	for (size_t i = 0; i < PP_ARRAY_LEN(want); i++) {
		const pp_finding *f = t_find(seed, want[i].game, "PP-MAXWIN-001", want[i].cur);
		cr_expect_eq(f->status, want[i].ok ? PP_ST_PASS : PP_ST_FAIL, "%s %s",
		             want[i].game, want[i].cur);
		cr_expect_str_eq(t_evidence(f, "computed_gross"), want[i].gross);
		cr_expect_str_eq(t_evidence(f, "computed_net"), want[i].net);
	}
	/* The declared figures are those of the best single bet, gross. */
	cr_expect_str_eq(t_cell(seed, "baccarat-super-six", "max-win-bets", "CZK: Super Six", 2),
	                 "13000000");
	cr_expect_str_eq(t_cell(seed, "baccarat-commission", "max-win-bets", "CZK: P. Pair", 2),
	                 "12000000");
	cr_expect_str_eq(t_cell(seed, "baccarat-punto-banco", "max-win-bets", "EUR: one round", 2),
	                 "45000");
}
