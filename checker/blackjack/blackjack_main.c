/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_main.c - PP-BJ-015: the main game's exact return on the
 * plan's own shoe under the composition-dependent strategy
 * (blackjack_cdp.c), with the first decision it implies for every
 * two-card hand against every up card.
 *
 * The analysis costs about a second per rule set for six decks, so a plan
 * check runs it only when asked (pp_set_exact_main; the CLI's
 * --exact-main); without it nothing is recorded.  Results are cached per
 * rule set and shoe within the process (the two Black Jack games of seed
 * 000 share one computation), in the checker's memo (core/memo.h) and on
 * disk (blackjack_cdp_results.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blackjack/blackjack.h"
#include "blackjack/blackjack_basic.h"
#include "blackjack/blackjack_cdp.h"
#include "blackjack/pontoon_cdp.h"
#include "core/figures.h"
#include "core/run.h"
#include "i18n.h"

/* The rules the engine reads and the shoe, as text. */
static char *main_key(const cd_rules *cr, unsigned decks)
{
	char *n = num_exact(cr->natural), *sr = num_exact(cr->surrender_refund);
	char *k = pp_xasprintf("%u|%u,%d,%d|%d,%ld,%ld,%s,%d|%d,%d,%u|%d,%u,%u,%d,%d,%d|%d,%d,%d,%s",
	                       decks, cr->dealer.stands_on, cr->dealer.hits_soft,
	                       cr->dealer.ace_six, cr->cond, cr->win_num, cr->win_den, n,
	                       cr->ties_lose, cr->can_double, cr->double_after_split,
	                       cr->double_totals, cr->can_split, cr->max_splits, cr->ace_splits,
	                       cr->split_aces_one_card, cr->natural_after_split,
	                       cr->pairs_same_rank, cr->has_surrender, cr->surrender_ace,
	                       cr->surrender_ten, sr);
	free(n);
	free(sr);
	return k;
}

/* The return of g's rules on a decks-deck shoe into rtp and, when strat
 * is not NULL, the strategy; 0 when the engine does not compute g. */
int bj_edge_shoe(mpq_t rtp, cd_strategy *strat, const bj_game *g, unsigned decks)
{
	cd_rules cr;
	if (!decks || !cd_rules_from_game(&cr, g))
		return 0;
	cd_main_value v;
	mpq_init(v.rtp);
	cd_main_cached(&v, CD_MAIN_BLACKJACK, main_key(&cr, decks), decks, &cr);
	mpq_set(rtp, v.rtp);
	if (strat)
		*strat = v.strat;
	mpq_clear(v.rtp);
	cd_rules_clear(&cr);
	return 1;
}

/* The words of the strategy computed, for the report. */
static const char strategy_words[] =
	"composition-dependent: every decision of an unsplit hand is optimal for its exact "
	"cards against the up card (stand, hit, double, split, surrender on the first two "
	"cards); a split hand is played optimally for its own cards, resplitting up to the "
	"plan's number of hands, and valued with the pair cards split so far out of the "
	"shoe but the other cards the other hands drew still in it (the convention of "
	"published combinatorial tables): for split hands the figure is that convention's, "
	"not the exact return of a playable strategy; insurance and even money are never "
	"taken; ties between choices go to the first of stand, hit, double, split, "
	"surrender";

/* How the engine reads the rules the plan leaves open (PP-PLAN-007), in
 * words into b; empty when none is open.  The infinite-shoe table gives
 * the range over every reading (blackjack_edge.c); this figure is for the
 * one named here. */
static void open_readings(pp_buf *b, const bj_game *g)
{
	if (!g->soft17_stated)
		pp_buf_printf(b, "%sthe dealer %s soft 17", b->len ? ", " : "",
		              g->dealer.hits_soft ? "hits" : "stands on");
	if (g->das_open && g->can_double)
		pp_buf_printf(b, "%s%sdoubling after a split", b->len ? ", " : "",
		              g->double_after_split ? "" : "no ");
	if (g->splits_open)
		pp_buf_printf(b, "%s%u split(s)", b->len ? ", " : "", g->max_splits);
	if (g->pairs_open)
		pp_buf_printf(b, "%spairs of %s", b->len ? ", " : "",
		              g->pairs_same_rank ? "one rank" : "one value");
}

/* The PAR sheet's second row for the main game, when `figures` asks for it
 * (its exact_main above 1): the composition-dependent strategy with pairs
 * never split, whose return and variance are exact (cd_return_moments; a
 * split round's covariance between hands is not computed, so the row with
 * splits has its return only). */
static void main_no_split_figures(ck_ctx *ctx, const bj_game *g)
{
	cd_rules cr;
	if (ck_options()->exact_main < 2 || !cd_rules_from_game(&cr, g))
		return;
	bj_shoe s;
	bj_shoe_decks(&s, g->decks);
	cd_strategy st;
	mpq_t rtp, m2, mean;
	mpq_inits(rtp, m2, mean, NULL);
	cd_return_moments(rtp, m2, &st, &cr, &s);
	mpq_set_ui(mean, 1, 1);
	mpq_sub(mean, rtp, mean);
	mpq_mul(mean, mean, mean);
	mpq_sub(m2, m2, mean); /* the variance: E[X^2] - E[X]^2 */
	ck_figures_rtp_variance(ctx, g->game, "main game, pairs never split", "main", rtp, m2,
	                        "composition-dependent strategy on the plan's shoe, pairs never "
	                        "split (RTP, house edge, variance and standard deviation exact)",
	                        "the round's result per outcome is not tabled: its return and "
	                        "variance come from the composition-dependent engine");
	mpq_clears(rtp, m2, mean, NULL);
	cd_rules_clear(&cr);
}

/* PP-BJ-015 and its tables when the analysis is on (blackjack.h). */
void bj_check_main_shoe(ck_ctx *ctx, const bj_game *g)
{
	const char *subject = "main game on the plan's shoe";
	if (!ck_exact_main_enabled()) {
		ck_figures_not_computed(ctx, g->game, "main game", "main",
		                        "its return depends on the player's decisions; the exact "
		                        "return on the plan's shoe is computed with --exact-main");
		return;
	}
	if (g->pontoon) {
		pc_check_main_shoe(ctx, g); /* its own engine: pontoon_cdp.c */
		return;
	}
	const pp_node *at = node_get(g->game, "shoe");
	mpq_t rtp, he, inf;
	cd_strategy st;
	mpq_inits(rtp, he, inf, NULL);
	if (!g->decks || !bj_edge_shoe(rtp, &st, g, g->decks)) {
		ck_emit_status(ctx, "PP-BJ-015", g->game, at ? at : g->game, subject,
		               PP_ST_NOTAPPLICABLE, "%s",
		               g->pontoon ? "Pontoon's bought cards and five-card trick are not "
		                            "modelled"
		               : !g->decks ? "the plan does not state the decks (PP-BJ-001)"
		                           : "the plan does not state every payout (PP-BJ-009)");
		ck_figures_not_computed(ctx, g->game, "main game", "main",
		                        "its return on the plan's shoe cannot be computed "
		                        "(PP-BJ-015 is not applicable)");
		mpq_clears(rtp, he, inf, NULL);
		return;
	}
	mpq_set_ui(he, 1, 1);
	mpq_sub(he, he, rtp);
	char *pc = ck_pct(he), *rp = ck_pct(rtp);
	pp_finding *f = ck_emit(ctx, "PP-BJ-015", g->game, at ? at : g->game, subject, 1,
	                        "On the plan's %u-deck shoe the main game returns %s under "
	                        "the composition-dependent strategy: a house edge of %s.",
	                        g->decks, rp, pc);
	ck_evidence_pct(f, "rtp", rtp);
	ck_evidence_q(f, "house_edge", he, 6);
	char decks[24];
	snprintf(decks, sizeof(decks), "%u", g->decks);
	ck_evidence_text(f, "decks", decks);
	ck_evidence_text(f, "strategy", strategy_words);
	pp_buf open = { 0 };
	open_readings(&open, g);
	if (open.len)
		ck_evidence_text(f, "open_rules_read_as", open.data);
	pp_buf_free(&open);
	bj_edge_infinite(inf, g);
	ck_evidence_pct(f, "rtp_infinite_shoe", inf);
	/* The return held to 100 % (PP-RTP-001) and to the policy's floors. */
	ck_rtp(ctx, g->game, at ? at : g->game, subject, "main", rtp);
	ck_figures_rtp_only(ctx, g->game, "main game", "main", rtp,
	                    "PP-BJ-015 gives the return under the composition-dependent "
	                    "strategy, not the distribution of a hand's results: hit "
	                    "frequency, variance and standard deviation are not computed");
	main_no_split_figures(ctx, g);
	bs_main_figures(ctx, g);
	free(pc);
	free(rp);
	pp_table *t = ck_table(ctx, g->game, "main-shoe",
	                       "Main game: return on the plan's shoe, composition-dependent "
	                       "strategy", 3, N_("figure"), N_("exact"), N_("percent"));
	char *x = num_exact(rtp);
	pc = ck_pct(rtp);
	ck_table_row(t, "return to player", x, pc);
	free(x);
	free(pc);
	x = num_exact(he);
	pc = ck_pct(he);
	ck_table_row(t, "house edge", x, pc);
	free(x);
	free(pc);
	cd_strategy_table(ctx, g, "main-strategy",
	                  "Main game: first decision of each two-card hand by up card on the "
	                  "plan's shoe (S stand, H hit, D double, P split, R surrender, N natural)",
	                  &st);
	mpq_clears(rtp, he, inf, NULL);
}
