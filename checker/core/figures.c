/* SPDX-License-Identifier: Apache-2.0 */
/* figures.c - the PAR sheet's figures, derived from each bet's outcome
 * distribution in one place (see figures.h). */
#include <stdlib.h>
#include <string.h>

#include "core/check_internal.h"
#include "core/figures.h"
#include "util.h"

void ck_dist_init(ck_dist *d, const char *bet, const char *kind)
{
	memset(d, 0, sizeof(*d));
	d->bet = pp_xstrdup(bet);
	d->kind = kind;
}

void ck_dist_add(ck_dist *d, const char *label, const mpq_t p, const mpq_t net)
{
	pp_grow((void **)&d->outcomes, &d->cap, d->n + 1, sizeof(*d->outcomes));
	ck_outcome_q *o = &d->outcomes[d->n++];
	o->label = pp_xstrdup(label);
	mpq_init(o->p);
	mpq_init(o->net);
	mpq_set(o->p, p);
	mpq_set(o->net, net);
}

void ck_dist_add_rest(ck_dist *d, const char *label, long net)
{
	mpq_t rest, q;
	mpq_inits(rest, q, NULL);
	mpq_set_ui(rest, 1, 1);
	for (size_t i = 0; i < d->n; i++)
		mpq_sub(rest, rest, d->outcomes[i].p);
	mpq_set_si(q, net, 1);
	if (mpq_sgn(rest) > 0) /* a negative rest is a family bug: left to show */
		ck_dist_add(d, label, rest, q);
	mpq_clears(rest, q, NULL);
}

void ck_dist_set_space(ck_dist *d, const mpz_t space)
{
	if (!d->has_space)
		mpz_init(d->space);
	mpz_set(d->space, space);
	d->has_space = 1;
}

void ck_dist_set_space_ui(ck_dist *d, unsigned long space)
{
	mpz_t z;
	mpz_init_set_ui(z, space);
	ck_dist_set_space(d, z);
	mpz_clear(z);
}

void ck_dist_clear(ck_dist *d)
{
	if (d->has_space)
		mpz_clear(d->space);
	for (size_t i = 0; i < d->n; i++) {
		free(d->outcomes[i].label);
		mpq_clears(d->outcomes[i].p, d->outcomes[i].net, NULL);
	}
	free(d->outcomes);
	free(d->bet);
	memset(d, 0, sizeof(*d));
}

void ck_dist_moments(const ck_dist *d, mpq_t total, mpq_t rtp, mpq_t hit, mpq_t variance)
{
	mpq_t mean, square, t;
	mpq_inits(mean, square, t, NULL);
	mpq_set_ui(total, 0, 1);
	mpq_set_ui(hit, 0, 1);
	for (size_t i = 0; i < d->n; i++) {
		const ck_outcome_q *o = &d->outcomes[i];
		mpq_add(total, total, o->p);
		mpq_mul(t, o->p, o->net);
		mpq_add(mean, mean, t);
		mpq_mul(t, t, o->net);
		mpq_add(square, square, t);
		if (mpq_sgn(o->net) > 0)
			mpq_add(hit, hit, o->p);
	}
	mpq_set_ui(t, 1, 1);
	mpq_add(rtp, t, mean);
	mpq_mul(t, mean, mean);
	mpq_sub(variance, square, t);
	mpq_clears(mean, square, t, NULL);
}

/* The index of game among the result's games (the last answer first). */
static size_t figures_game(ck_ctx *ctx, const pp_node *game)
{
	if (ctx->last_game < ctx->res->ngames && ctx->res->games[ctx->last_game].node == game)
		return ctx->last_game;
	for (size_t i = 0; i < ctx->res->ngames; i++)
		if (ctx->res->games[i].node == game)
			return i;
	return PP_NO_GAME;
}

static pp_bet_figures *add_figures(ck_ctx *ctx, const pp_node *game, const char *bet,
                                   const char *kind)
{
	pp_bet_figures *f = pp_xcalloc(1, sizeof(*f));
	f->game = figures_game(ctx, game);
	f->bet = pp_xstrdup(bet);
	f->kind = kind;
	pp_grow((void **)&ctx->res->figures, &ctx->res->cap_figures, ctx->res->nfigures + 1,
	        sizeof(*ctx->res->figures));
	ctx->res->figures[ctx->res->nfigures++] = f;
	return f;
}

/* The strategy a bet's figures assume, from how they were recorded: an
 * outcome distribution needs none; a return without one (why names the
 * strategy) and a bet not computed say which.  Static text. */
static const char *strategy_of(const pp_bet_figures *f)
{
	const char *why = f->not_computed;
	if (!why)
		return "none: the bet settles without player decisions, every outcome enumerated";
	if (f->rtp.exact && strstr(why, "composition-dependent"))
		return "composition-dependent strategy on the plan's shoe (RTP and house edge only)";
	if (f->rtp.exact && strstr(why, "optimal"))
		return "optimal strategy under the plan's rules (RTP and house edge only)";
	if (f->rtp.exact)
		return "a strategy's exact return (RTP and house edge only)";
	if (strstr(why, "--exact-main"))
		return "depends on the player's decisions: not computed without --exact-main";
	if (strstr(why, "decisions"))
		return "depends on the player's decisions: not computed";
	return "not computed: the outcomes are not enumerated (the bet says why)";
}

/* The number d's outcomes are counted out of, into n: the family's space
 * when every probability times it is an integer, else the least common
 * denominator of the probabilities.  Returns what n is (static text). */
static const char *count_basis(const ck_dist *d, mpz_t n)
{
	mpq_t t;
	mpq_init(t);
	int whole = d->has_space;
	for (size_t i = 0; whole && i < d->n; i++) {
		mpq_set_z(t, d->space);
		mpq_mul(t, t, d->outcomes[i].p);
		whole = mpz_cmp_ui(mpq_denref(t), 1) == 0;
	}
	mpq_clear(t);
	if (whole) {
		mpz_set(n, d->space);
		return "the combinations the checker enumerates";
	}
	mpz_set_ui(n, 1);
	for (size_t i = 0; i < d->n; i++)
		mpz_lcm(n, n, mpq_denref(d->outcomes[i].p));
	return "the least common denominator of the outcome probabilities";
}

/* The outcome rows of f from d: each probability, net payout, ways out
 * of f's combinations_of, and contributions to the RTP and the net. */
static void record_outcomes(pp_bet_figures *f, const ck_dist *d)
{
	mpz_t of;
	mpq_t t, one;
	mpz_init(of);
	mpq_inits(t, one, NULL);
	mpq_set_ui(one, 1, 1);
	f->combinations_basis = count_basis(d, of);
	mpq_set_z(t, of);
	f->combinations_of = num_exact(t);  /* an integer: num_exact writes no "/1" */
	f->outcomes = pp_xcalloc(d->n ? d->n : 1, sizeof(*f->outcomes));
	f->noutcomes = d->n;
	for (size_t i = 0; i < d->n; i++) {
		pp_figure_outcome *o = &f->outcomes[i];
		const ck_outcome_q *q = &d->outcomes[i];
		o->label = pp_xstrdup(q->label);
		o->probability = num_exact(q->p);
		o->probability_decimal = num_decimal(q->p, CK_FIGURES_PROB_DIGITS, NUM_HALF_EVEN);
		o->net = num_plain(q->net);
		mpq_set_z(t, of);
		mpq_mul(t, t, q->p);          /* an integer: of is a multiple of p's denominator */
		o->combinations = num_exact(t);
		mpq_add(t, one, q->net);
		mpq_mul(t, t, q->p);
		o->return_part = num_exact(t);
		o->return_part_decimal = num_decimal(t, CK_FIGURES_PROB_DIGITS, NUM_HALF_EVEN);
		mpq_mul(t, q->p, q->net);
		o->net_part = num_exact(t);
		o->net_part_decimal = num_decimal(t, CK_FIGURES_PROB_DIGITS, NUM_HALF_EVEN);
	}
	mpz_clear(of);
	mpq_clears(t, one, NULL);
}

void ck_figures_not_computed(ck_ctx *ctx, const pp_node *game, const char *bet,
                             const char *kind, const char *why)
{
	pp_bet_figures *f = add_figures(ctx, game, bet, kind);
	f->not_computed = pp_xstrdup(why);
	f->strategy = strategy_of(f);
}

/* An exact figure with a decimal of digits places, half-even; a
 * percentage (decimal of 100 q) when pct. */
static void set_figure(pp_evidence *e, const char *name, const mpq_t q, unsigned digits,
                       int pct)
{
	e->name = pp_xstrdup(name);
	e->exact = num_exact(q);
	e->decimal = pct ? num_percent(q, digits, NUM_HALF_EVEN)
	                 : num_decimal(q, digits, NUM_HALF_EVEN);
	if (pct) /* num_percent appends the sign; the unit says it */
		e->decimal[strlen(e->decimal) - 1] = '\0';
	e->unit = pct ? "%" : NULL;
	e->rounding = num_rounding_name(NUM_HALF_EVEN);
	e->digits = digits;
}

/* The variance var and its square root, exact and rounded, into f. */
static void set_variance(pp_bet_figures *f, const mpq_t var)
{
	set_figure(&f->variance, "variance", var, CK_FIGURES_VAR_DIGITS, 0);
	f->std_dev.name = pp_xstrdup("standard_deviation");
	char *v = num_exact(var);
	f->std_dev.exact = pp_xasprintf("sqrt(%s)", v);
	free(v);
	f->std_dev.decimal = num_sqrt_decimal(var, CK_FIGURES_VAR_DIGITS, NUM_HALF_EVEN);
	f->std_dev.rounding = num_rounding_name(NUM_HALF_EVEN);
	f->std_dev.digits = CK_FIGURES_VAR_DIGITS;
}

void ck_figures_record(ck_ctx *ctx, const pp_node *game, ck_dist *d)
{
	mpq_t total, rtp, hit, var, edge;
	mpq_inits(total, rtp, hit, var, edge, NULL);
	ck_dist_moments(d, total, rtp, hit, var);
	int negative = 0;
	for (size_t i = 0; i < d->n; i++)
		negative |= mpq_sgn(d->outcomes[i].p) < 0;
	if (negative || mpq_cmp_ui(total, 1, 1) != 0) {
		char *t = num_exact(total);
		char *why = pp_xasprintf("internal: the outcome probabilities add up to %s%s", t,
		                         negative ? ", one of them negative" : ", not 1");
		ck_figures_not_computed(ctx, game, d->bet, d->kind, why);
		free(why);
		free(t);
		goto done;
	}
	pp_bet_figures *f = add_figures(ctx, game, d->bet, d->kind);
	record_outcomes(f, d);
	mpq_set_ui(edge, 1, 1);
	mpq_sub(edge, edge, rtp);
	set_figure(&f->rtp, "rtp", rtp, CK_FIGURES_PCT_DIGITS, 1);
	set_figure(&f->house_edge, "house_edge", edge, CK_FIGURES_PCT_DIGITS, 1);
	set_figure(&f->hit_frequency, "hit_frequency", hit, CK_FIGURES_PCT_DIGITS, 1);
	set_variance(f, var);
	f->strategy = strategy_of(f);
done:
	ck_dist_clear(d);
	mpq_clears(total, rtp, hit, var, edge, NULL);
}

void ck_figures_rtp_only(ck_ctx *ctx, const pp_node *game, const char *bet,
                         const char *kind, const mpq_t rtp, const char *why)
{
	mpq_t edge;
	mpq_init(edge);
	mpq_set_ui(edge, 1, 1);
	mpq_sub(edge, edge, rtp);
	pp_bet_figures *f = add_figures(ctx, game, bet, kind);
	f->not_computed = pp_xstrdup(why);
	set_figure(&f->rtp, "rtp", rtp, CK_FIGURES_PCT_DIGITS, 1);
	set_figure(&f->house_edge, "house_edge", edge, CK_FIGURES_PCT_DIGITS, 1);
	f->strategy = strategy_of(f);
	mpq_clear(edge);
}

void ck_figures_rtp_variance(ck_ctx *ctx, const pp_node *game, const char *bet,
                             const char *kind, const mpq_t rtp, const mpq_t variance,
                             const char *strategy, const char *why)
{
	ck_figures_rtp_only(ctx, game, bet, kind, rtp, why);
	pp_bet_figures *f = ctx->res->figures[ctx->res->nfigures - 1];
	set_variance(f, variance);
	f->strategy = strategy;
}

static void figure_free(pp_evidence *e)
{
	free(e->name);
	free(e->exact);
	free(e->decimal);
}

void pp_bet_figures_free(pp_bet_figures *f)
{
	for (size_t i = 0; i < f->noutcomes; i++) {
		free(f->outcomes[i].label);
		free(f->outcomes[i].probability);
		free(f->outcomes[i].probability_decimal);
		free(f->outcomes[i].net);
		free(f->outcomes[i].combinations);
		free(f->outcomes[i].return_part);
		free(f->outcomes[i].return_part_decimal);
		free(f->outcomes[i].net_part);
		free(f->outcomes[i].net_part_decimal);
	}
	free(f->combinations_of);
	free(f->outcomes);
	figure_free(&f->rtp);
	figure_free(&f->house_edge);
	figure_free(&f->hit_frequency);
	figure_free(&f->variance);
	figure_free(&f->std_dev);
	free(f->bet);
	free(f->not_computed);
	free(f);
}
