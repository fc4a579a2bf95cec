/* SPDX-License-Identifier: Apache-2.0 */
/* test_figures.c - the PAR sheet: the exactly rounded square root, the
 * moments of an outcome distribution, and the published standard
 * deviations of single-number roulette and the three baccarat bets,
 * pinned after verifying each by hand (comments). */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "core/check_internal.h"
#include "core/figures.h"
#include "core/num.h"

/* num_sqrt_decimal of the rational s ("n/d") to digits places under r. */
static char *root_of(const char *s, unsigned digits, num_rounding r)
{
	mpq_t q;
	mpq_init(q);
	cr_assert_eq(mpq_set_str(q, s, 10), 0, "%s", s);
	mpq_canonicalize(q);
	char *out = num_sqrt_decimal(q, digits, r);
	mpq_clear(q);
	return out;
}

Test(figures, square_roots_are_exactly_rounded)
{
	static const struct {
		const char *q;
		unsigned digits;
		num_rounding r;
		const char *want;
	} cases[] = {
		/* Perfect squares are exact under every rounding. */
		{ "0", 6, NUM_HALF_EVEN, "0.000000" }, { "4", 0, NUM_UP, "2" },
		{ "9/4", 3, NUM_DOWN, "1.500" }, { "46656/1369", 0, NUM_CEILING, "6" },
		/* sqrt(2) = 1.41421356...: below and above by rounding. */
		{ "2", 4, NUM_HALF_EVEN, "1.4142" }, { "2", 4, NUM_UP, "1.4143" },
		{ "2", 4, NUM_DOWN, "1.4142" }, { "2", 7, NUM_HALF_UP, "1.4142136" },
		/* Exact ties: sqrt(25/4) = 2.5 and sqrt(49/4) = 3.5 at 0 places,
		 * sqrt(1225/10000) = 0.35 at 1 place. */
		{ "25/4", 0, NUM_HALF_EVEN, "2" }, { "25/4", 0, NUM_HALF_UP, "3" },
		{ "49/4", 0, NUM_HALF_EVEN, "4" }, { "49/4", 0, NUM_DOWN, "3" },
		{ "1225/10000", 1, NUM_HALF_EVEN, "0.4" }, { "1225/10000", 1, NUM_FLOOR, "0.3" },
		/* Just above and below a tie: 6.25 +- 10^-30. */
		{ "6250000000000000000000000000001/1000000000000000000000000000000", 0,
		  NUM_HALF_EVEN, "3" },
		{ "6249999999999999999999999999999/1000000000000000000000000000000", 0,
		  NUM_HALF_UP, "2" },
		/* Huge and tiny. */
		{ "1000000000000000000000000000000000000000000000", 0, NUM_HALF_EVEN,
		  "31622776601683793319989" },
		{ "1/649740", 8, NUM_HALF_EVEN, "0.00124060" },
	};
	for (size_t i = 0; i < PP_ARRAY_LEN(cases); i++) {
		char *got = root_of(cases[i].q, cases[i].digits, cases[i].r);
		cr_expect_str_eq(got, cases[i].want, "sqrt(%s) to %u places (%s)", cases[i].q,
		                 cases[i].digits, num_rounding_name(cases[i].r));
		free(got);
	}
}

Test(figures, moments_of_a_distribution)
{
	/* A wheel bet paying 25:1 on 1 field of 36 (plus "lose" as the rest):
	 * E[x] = 25/36 - 35/36 = -10/36 = -5/18, RTP 13/18;
	 * E[x^2] = 625/36 + 35/36 = 660/36 = 55/3; variance 55/3 - 25/324 =
	 * 5940/324 - 25/324 = 5915/324; hit frequency 1/36. */
	ck_dist d;
	mpq_t p, net, total, rtp, hit, var;
	mpq_inits(p, net, total, rtp, hit, var, NULL);
	ck_dist_init(&d, "25x", "wheel");
	mpq_set_ui(p, 1, 36);
	mpq_set_ui(net, 25, 1);
	ck_dist_add(&d, "25x comes up", p, net);
	ck_dist_add_rest(&d, "lose", -1);
	cr_assert_eq(d.n, 2);
	ck_dist_moments(&d, total, rtp, hit, var);
	char *s = num_exact(total);
	cr_expect_str_eq(s, "1");
	free(s);
	s = num_exact(rtp);
	cr_expect_str_eq(s, "13/18");
	free(s);
	s = num_exact(hit);
	cr_expect_str_eq(s, "1/36");
	free(s);
	s = num_exact(var);
	cr_expect_str_eq(s, "5915/324");
	free(s);
	/* Nothing is left once the outcomes cover everything. */
	ck_dist_add_rest(&d, "never", -1);
	cr_expect_eq(d.n, 2);
	ck_dist_clear(&d);
	mpq_clears(p, net, total, rtp, hit, var, NULL);
}

/* The figures of bet in game of res (asserts they exist). */
static const pp_bet_figures *bet_figures(const pp_result *res, const char *game,
                                         const char *bet)
{
	for (size_t i = 0; i < res->nfigures; i++) {
		const pp_bet_figures *f = res->figures[i];
		if (f->game < res->ngames && strcmp(res->games[f->game].id, game) == 0 &&
		    strcmp(f->bet, bet) == 0)
			return f;
	}
	cr_assert_fail("no figures for %s / %s", game, bet);
	return NULL;
}

/* The variance and standard deviation of bet: the exact variance, its
 * root to 6 places as the sheet shows it, and to 2 places as published. */
static void expect_sd(const pp_result *res, const char *game, const char *bet,
                      const char *variance, const char *sd6, const char *sd2)
{
	const pp_bet_figures *f = bet_figures(res, game, bet);
	cr_assert_null(f->not_computed, "%s", bet);
	cr_expect_str_eq(f->variance.exact, variance, "%s", bet);
	cr_expect_str_eq(f->std_dev.decimal, sd6, "%s", bet);
	cr_expect_str_eq(f->std_dev.rounding, "half-even");
	char *two = root_of(variance, 2, NUM_HALF_EVEN);
	cr_expect_str_eq(two, sd2, "%s", bet);
	free(two);
}

Test(figures, published_standard_deviations)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	/* Single-number roulette, 35:1, single zero: net 35 with p 1/37, -1
	 * with p 36/37.  E[x] = (35 - 36)/37 = -1/37; E[x^2] = (1225 + 36)/37
	 * = 1261/37; variance 1261/37 - 1/1369 = (46657 - 1)/1369 =
	 * 46656/1369 = (216/37)^2, so s.d. = 216/37 = 5.8378378...: 5.84. */
	expect_sd(res, "european-roulette", "straight", "46656/1369", "5.837838", "5.84");
	const pp_bet_figures *st = bet_figures(res, "european-roulette", "straight");
	cr_expect_str_eq(st->rtp.exact, "36/37");
	cr_expect_str_eq(st->house_edge.decimal, "2.7027");
	cr_expect_str_eq(st->hit_frequency.exact, "1/37");

	/* Baccarat, 8 decks (the published combinatorial counts over all
	 * 4,998,398,275,503,360 orderings: banker wins 2,292,252,566,437,888,
	 * player 2,230,518,282,592,256, ties 475,627,426,473,216; these
	 * reduce to the probabilities planproof's engine computes,
	 * B = 8954111587648/19524993263685, P = 8712962041376/19524993263685,
	 * T = 619306544887/6508331087895).
	 * Banker at 0.95:1 (5% commission), a tie pushes: E[x] = 0.95 B - P,
	 * E[x^2] = 0.9025 B + P; variance = E[x^2] - E[x]^2 =
	 * 101191667832985456634546596/117662148749056983932030625 = 0.86002;
	 * 0.925^2 = 0.855625 <= 0.86002 < 0.874225 = 0.935^2: s.d. 0.93.
	 * Player at 1:1: E[x] = P - B, E[x^2] = P + B = 1 - T; variance
	 * 344891340492053315232095456/381225361946944627939779225 = 0.90469;
	 * 0.945^2 = 0.893025 <= 0.90469 < 0.912025 = 0.955^2: s.d. 0.95.
	 * Tie at 8:1: E[x] = 9T - 1, E[x^2] = 64T + (1 - T) = 63T + 1;
	 * variance 3647111442485028614000096/522942883329142150809025 =
	 * 6.97421; 2.635^2 = 6.943225 <= 6.97421 < 6.996025 = 2.645^2: 2.64. */
	expect_sd(res, "baccarat-commission", "Bankéř",
	          "101191667832985456634546596/117662148749056983932030625", "0.927372", "0.93");
	expect_sd(res, "baccarat-commission", "Hráč",
	          "344891340492053315232095456/381225361946944627939779225", "0.951153", "0.95");
	expect_sd(res, "baccarat-commission", "Remíza (tie)",
	          "3647111442485028614000096/522942883329142150809025", "2.640872", "2.64");
	const pp_bet_figures *banker = bet_figures(res, "baccarat-commission", "Bankéř");
	cr_expect_str_eq(banker->hit_frequency.exact, "8954111587648/19524993263685");
	cr_expect_str_eq(banker->house_edge.decimal, "1.0579");
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(figures, decision_bets_say_why_they_have_no_figure)
{
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	const pp_bet_figures *ante = bet_figures(res, "caribbean-stud", "Ante");
	cr_expect_not_null(ante->not_computed);
	cr_expect_null(ante->rtp.exact);
	cr_expect_eq(ante->noutcomes, 0);
	const pp_bet_figures *bj = bet_figures(res, "black-jack", "main game");
	cr_expect(strstr(bj->not_computed, "--exact-main") != NULL, "%s", bj->not_computed);
	cr_expect_null(bj->variance.exact);
	/* A side bet priced by its paytable has every figure. */
	const pp_bet_figures *pairs = bet_figures(res, "black-jack-perfect-pairs",
	                                          "Perfect Pairs");
	cr_expect_null(pairs->not_computed);
	cr_expect_str_eq(pairs->rtp.exact, "268/311");
	pp_result_free(res);
	pp_plan_free(plan);
}

/* A hand-made result of one game named name with the one bet f (owned
 * by the result from here). */
static pp_result *one_bet(const char *name, pp_bet_figures *f)
{
	pp_result *res = calloc(1, sizeof(*res));
	cr_assert_not_null(res);
	res->ngames = 1;
	res->games = calloc(1, sizeof(*res->games));
	res->games[0].id = strdup("g");
	res->games[0].name = strdup(name);
	res->games[0].family = strdup("wheel");
	res->games[0].citation = strdup("");
	res->figures = calloc(1, sizeof(*res->figures));
	res->figures[0] = f;
	res->nfigures = res->cap_figures = 1;
	return res;
}

/* The CSV of res, from its first row on (after the header); the caller
 * frees *text. */
static const char *csv_row(const pp_result *res, char **text)
{
	size_t len = 0;
	FILE *fp = open_memstream(text, &len);
	pp_error err;
	cr_assert_eq(pp_figures_write(res, PP_FIGURES_CSV, fp, &err), PP_OK);
	fclose(fp);
	const char *row = strstr(*text, "\r\ng,");
	cr_assert_not_null(row, "%s", *text);
	return row;
}

Test(figures, csv_quotes_fields_as_rfc_4180_says)
{
	/* One bet whose name holds a quote, a comma and a line break, without
	 * figures. */
	pp_bet_figures *f = calloc(1, sizeof(*f));
	f->bet = strdup("a \"b\", c\nd");
	f->kind = "wheel";
	f->not_computed = strdup("why");
	pp_result *res = one_bet("Game, one", f);
	char *text = NULL;
	const char *row = csv_row(res, &text);
	cr_expect_eq(strncmp(row, "\r\ng,\"Game, one\",wheel,\"a \"\"b\"\", c\nd\",wheel,,,,,,,,,,,,,"
	                     "why,\r\n", strlen("\r\ng,\"Game, one\",wheel,\"a \"\"b\"\", c\nd\","
	                                        "wheel,,,,,,,,,,,,,why,\r\n")), 0, "%s", row);
	pp_error err;
	cr_expect_eq(pp_figures_write(res, (pp_figures_format)7, stdout, &err), PP_EUSAGE);
	free(text);
	pp_result_free(res);
}

/* Cells a spreadsheet would run as formulas (= + - @, tab, CR first) are
 * neutralised: a single quote before them, the field quoted.  A plain
 * signed number (a negative house edge) stays as it is (issue 25). */
Test(figures, csv_neutralises_formulas, .description = "hostile")
{
	pp_bet_figures *f = calloc(1, sizeof(*f));
	f->bet = strdup("@SUM(A1)");
	f->kind = "\tx";
	f->rtp.exact = strdup("+3");
	f->rtp.decimal = strdup("-");
	f->rtp.rounding = "half-even";
	f->house_edge.exact = strdup("-1/74");
	f->house_edge.decimal = strdup("-1.3514");
	f->not_computed = strdup("\rwhy");
	pp_result *res = one_bet("=HYPERLINK(\"http://x\",\"y\")", f);
	char *text = NULL;
	const char *row = csv_row(res, &text);
	const char *want = "\r\ng,\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",wheel,\"'@SUM(A1)\","
	                   "\"'\tx\",+3,\"'-\",-1/74,-1.3514,,,,,,,half-even,,\"'\rwhy\",\r\n"
	                   /* then the outcome section: the bet's row says why it has none */
	                   "\r\ngame,bet,outcome,combinations,combinations_of,probability,"
	                   "probability_decimal,net,return_contribution,return_contribution_decimal,"
	                   "net_contribution,net_contribution_decimal,rounding,combinations_basis\r\n"
	                   "g,\"'@SUM(A1)\",\"not enumerated: \rwhy\",,,,,,,,,,,\r\n";
	cr_expect_str_eq(row, want);
	free(text);
	pp_result_free(res);
}

Test(figures, a_distribution_that_is_not_one_is_shown_not_hidden)
{
	/* A family bug: a win more likely than certain.  The rest is not
	 * added (it would be negative), so the sum 3/2 is reported. */
	pp_result *res = calloc(1, sizeof(*res));
	cr_assert_not_null(res);
	ck_ctx ctx;
	memset(&ctx, 0, sizeof(ctx));
	ctx.res = res;
	ck_dist d;
	mpq_t p, net;
	mpq_inits(p, net, NULL);
	ck_dist_init(&d, "broken", "main");
	mpq_set_ui(p, 3, 2);
	mpq_set_ui(net, 1, 1);
	ck_dist_add(&d, "win", p, net);
	ck_dist_add_rest(&d, "lose", -1);
	cr_expect_eq(d.n, 1);
	ck_figures_record(&ctx, NULL, &d);
	cr_assert_eq(res->nfigures, 1);
	const pp_bet_figures *f = res->figures[0];
	cr_expect_str_eq(f->not_computed, "internal: the outcome probabilities add up to 3/2, not 1");
	cr_expect_null(f->rtp.exact);
	cr_expect_eq(f->noutcomes, 0);
	cr_expect_eq(d.n, 0, "the distribution is cleared");
	mpq_clears(p, net, NULL);
	pp_result_free(res);
}

/* Outcome rows: ways out of the family's space when it names one (a wheel
 * of 54 fields: 24 of 54, not 4 of 9), out of the least common denominator
 * when it does not or when a probability is no count of it; contributions
 * p * (1 + net) adding up to the RTP, p * net to minus the house edge. */
Test(figures, outcome_rows_count_ways_and_contributions)
{
	pp_result *res = calloc(1, sizeof(*res));
	cr_assert_not_null(res);
	ck_ctx ctx;
	memset(&ctx, 0, sizeof(ctx));
	ctx.res = res;
	mpq_t p, net;
	mpz_t space;
	mpq_inits(p, net, NULL);
	mpz_init(space);
	static const unsigned long spaces[] = { 54, 0, 7 }; /* 0: none named */
	static const char *const of[] = { "54", "9", "9" };
	static const char *const ways[] = { "24", "4", "4" };
	for (size_t k = 0; k < PP_ARRAY_LEN(spaces); k++) {
		ck_dist d;
		ck_dist_init(&d, "1x", "wheel");
		if (spaces[k]) {
			mpz_set_ui(space, spaces[k]);
			ck_dist_set_space(&d, space);
		}
		mpq_set_ui(p, 24, 54);
		mpq_canonicalize(p);
		mpq_set_ui(net, 1, 1);
		ck_dist_add(&d, "1x", p, net);
		ck_dist_add_rest(&d, "lose", -1);
		ck_figures_record(&ctx, NULL, &d);
		cr_assert_eq(res->nfigures, k + 1);
		const pp_bet_figures *f = res->figures[k];
		cr_assert_eq(f->noutcomes, 2);
		cr_expect_str_eq(f->combinations_of, of[k], "space %lu", spaces[k]);
		cr_expect_str_eq(f->outcomes[0].combinations, ways[k], "space %lu", spaces[k]);
		cr_expect_str_eq(f->combinations_basis, k ? "the least common denominator of the "
		                 "outcome probabilities" : "the combinations the checker enumerates");
		/* 4/9 x 2 = 8/9 to the RTP, 4/9 x 1 to the net; the loss 0 and -5/9. */
		cr_expect_str_eq(f->outcomes[0].return_part, "8/9");
		cr_expect_str_eq(f->outcomes[0].return_part_decimal, "0.8888888889");
		cr_expect_str_eq(f->outcomes[1].return_part, "0");
		cr_expect_str_eq(f->outcomes[0].net_part, "4/9");
		cr_expect_str_eq(f->outcomes[1].net_part, "-5/9");
		cr_expect_str_eq(f->rtp.exact, "8/9");
		cr_expect_str_eq(f->strategy, "none: the bet settles without player decisions, every "
		                 "outcome enumerated");
	}
	mpq_clears(p, net, NULL);
	mpz_clear(space);
	pp_result_free(res);
}
