/* SPDX-License-Identifier: Apache-2.0 */
/* figures.h - the PAR sheet: every bet's outcome distribution, and the
 * figures derived from it in one place (RTP, house edge, hit frequency,
 * variance, standard deviation).
 *
 * A family that prices a bet by its outcomes fills a ck_dist (one outcome
 * per way the bet settles: its probability and its net payout per unit
 * staked, -1 for a lost stake) and hands it to ck_figures_record, which
 * derives the figures exactly and stores them as text in the result set
 * (pp_bet_figures, result.h).  A bet whose return depends on the player's
 * decisions gets ck_figures_not_computed instead: a row that says why,
 * never an invented number. */
#ifndef PP_FIGURES_H
#define PP_FIGURES_H

#include "core/check.h"

typedef struct {
	char *label;
	mpq_t p;    /* probability */
	mpq_t net;  /* net payout per unit staked: win > 0, push 0, loss -1 */
} ck_outcome_q;

/* One bet's outcome distribution.  Owns its labels and rationals. */
typedef struct {
	char *bet;
	const char *kind;          /* static: "main", "side", "wheel" */
	ck_outcome_q *outcomes;
	size_t n, cap;
	/* The combinations the family enumerates (ck_dist_set_space), when
	 * has_space: the PAR sheet counts each outcome's ways out of it. */
	mpz_t space;
	int has_space;
} ck_dist;

/* Start the distribution of bet (copied) of kind ("main", "side",
 * "wheel"); it has no outcomes yet. */
void ck_dist_init(ck_dist *d, const char *bet, const char *kind);

/* Add an outcome: label (copied), probability p, net payout net. */
void ck_dist_add(ck_dist *d, const char *label, const mpq_t p, const mpq_t net);

/* Add the outcome that takes the rest of the probability (1 minus the
 * outcomes so far) at net payout net, e.g. "lose" at -1.  Nothing is added
 * when nothing (or less than nothing) is left. */
void ck_dist_add_rest(ck_dist *d, const char *label, long net);

/* Name the number of equally likely combinations the family enumerates
 * for d (a shoe's orderings, a wheel's fields, the hands of a deck): the
 * PAR sheet then counts each outcome's ways out of space, provided every
 * probability times space is an integer.  Without it (or when one is not)
 * the count is out of the least common denominator of the probabilities. */
void ck_dist_set_space(ck_dist *d, const mpz_t space);
/* The same for a space that fits an unsigned long. */
void ck_dist_set_space_ui(ck_dist *d, unsigned long space);

/* Free what d owns.  Can't fail. */
void ck_dist_clear(ck_dist *d);

/* The moments of d (caller-initialised outputs): total probability, RTP
 * (1 + E[net]), hit frequency (P(net > 0)) and variance of the net payout
 * (E[net^2] - E[net]^2). */
void ck_dist_moments(const ck_dist *d, mpq_t total, mpq_t rtp, mpq_t hit, mpq_t variance);

/* Derive d's figures and add them to the result set as the figures of its
 * bet in game; d is cleared.  A distribution whose probabilities do not
 * add up to 1, or has a negative one, is recorded as not computed, with
 * the sum (a family bug shown, not hidden). */
void ck_figures_record(ck_ctx *ctx, const pp_node *game, ck_dist *d);

/* Record that bet of game has no figures, and why (one sentence). */
void ck_figures_not_computed(ck_ctx *ctx, const pp_node *game, const char *bet,
                             const char *kind, const char *why);

/* Record the figures of a bet whose exact return rtp is known but not its
 * outcome distribution (a strategy's return): RTP and house edge only;
 * why says what is missing and why. */
void ck_figures_rtp_only(ck_ctx *ctx, const pp_node *game, const char *bet,
                         const char *kind, const mpq_t rtp, const char *why);

/* The same with the exact variance of the net result per unit staked (and
 * so its standard deviation) under the strategy the return assumes, which
 * strategy (static text) names; why says what is still missing (the
 * outcome rows) and why. */
void ck_figures_rtp_variance(ck_ctx *ctx, const pp_node *game, const char *bet,
                             const char *kind, const mpq_t rtp, const mpq_t variance,
                             const char *strategy, const char *why);

/* How figures are rounded, as the PAR sheet names it. */
#define CK_FIGURES_PROB_DIGITS 10u   /* probabilities */
#define CK_FIGURES_PCT_DIGITS 4u     /* RTP, house edge, hit frequency (%) */
#define CK_FIGURES_VAR_DIGITS 6u     /* variance and standard deviation */

#endif
