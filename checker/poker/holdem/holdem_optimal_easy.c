/* SPDX-License-Identifier: Apache-2.0 */
/* holdem_optimal_easy.c - PP-POKER-007 for hold'em games whose raises are
 * bets of their own (Easy hold'em, Texas Hold'em Bonus), for
 * holdem_optimal_check.c: the plan's three raises read as the engine's
 * separate stages, the Ante's wins the plan leaves open, and the words and
 * the finding when the return is priced under both readings of them.
 *
 * Why three raises are read as stages.  The plan format lists a game's
 * raises but not when each is placed.  Easy hold'em's text (seed 000,
 * 10.11 §4) places the Flop bet after the player has seen his two cards
 * (or he folds), the Turn bet once the flop is shown and the River bet
 * once the turn is shown (or he checks), the bets named for the card they
 * see dealt, as in Texas Hold'em Bonus.  A game without a Blind and with
 * exactly three raises of one size each, all settled alike, is read so,
 * in the plan's order, and the finding's words say so.
 *
 * Why two readings.  Easy hold'em pays the Ante 1:1 when the player wins
 * with a straight or better and does not say what it gets on a lower win;
 * its fixture encodes the Ante's table from the straight up, `otherwise`
 * unstated.  Encoding as written, the check picks neither: it prices the
 * game with the Ante lost on those wins and with it returned (the Texas
 * Hold'em Bonus rule), each with its own optimal strategy. */
#include <stdlib.h>
#include <string.h>

#include "core/figures.h"
#include "poker/holdem/holdem_optimal_impl.h"
#include "i18n.h"
#include "util.h"

/* The one whole size of raise b in antes, or 0. */
static unsigned one_size(const poker_bet *b)
{
	if (node_len(node_get(b->node, "multiples")) > 1 ||
	    mpz_cmp_ui(mpq_denref(b->max_multiple), 1) != 0 || mpq_sgn(b->max_multiple) <= 0 ||
	    mpz_cmp_ui(mpq_numref(b->max_multiple), HOLDEM_MAX_MULTIPLE) > 0)
		return 0;
	return (unsigned)mpz_get_ui(mpq_numref(b->max_multiple));
}

const char *holdem_read_separate(holdem_rules *r, const poker_bet *const raise[3])
{
	unsigned size[3];
	for (int i = 0; i < 3; i++) {
		size[i] = one_size(raise[i]);
		if (!size[i])
			return "three raises are modelled with one whole size each, up to 64 antes";
		if (raise[i]->dnq != raise[0]->dnq)
			return "three raises settled differently are not modelled";
		mpq_t a, b;
		mpq_inits(a, b, NULL);
		int same = 1;
		for (int c = 0; same && c < HAND_NCLASS; c++)
			same = poker_multiple(a, raise[0], (hand_class)c) ==
			               poker_multiple(b, raise[i], (hand_class)c) &&
			       mpq_equal(a, b);
		mpq_clears(a, b, NULL);
		if (!same)
			return "three raises settled differently are not modelled";
	}
	r->separate = 1;
	r->npre = 1;
	r->pre[0] = size[0];
	r->flop = size[1];
	r->turn = size[2];
	return NULL;
}

void holdem_separate_words(pp_buf *b, const holdem_rules *r)
{
	pp_buf_printf(b, "; the raises are separate bets: %u antes before the flop or fold, %u "
	              "on the flop or check, %u on the turn or check", r->pre[0], r->flop, r->turn);
	if (r->river)
		pp_buf_printf(b, ", %u on the river or check", r->river);
	pp_buf_printf(b, " (the plan's raises in their order; the plan format does not say when "
	              "each is placed)");
}

void holdem_separate_strategy(pp_buf *b, const holdem_rules *r, const holdem_result *res)
{
	unsigned folds = 0;
	for (unsigned k = 0; k < HOLDEM_CLASSES; k++) {
		/* pairs, suited, offsuit; each from the highest */
		unsigned c = k < 13 ? 12 - k : k < 91 ? 90 - (k - 13) : 168 - (k - 91);
		if (res->pre_choice[c])
			continue;
		char name[4];
		holdem_class_name(name, c);
		pp_buf_printf(b, "%s%s", folds++ ? ", " : "before the flop fold ", name);
	}
	if (folds)
		pp_buf_printf(b, " (%u of 169 starting hands up to suits), bet %u antes with the "
		              "others", folds, r->pre[0]);
	else
		pp_buf_printf(b, "before the flop bet %u antes with every starting hand", r->pre[0]);
	pp_buf_printf(b, "; on the flop bet %u antes when that bet's exact expectation over every "
	              "turn, river and dealer hand is positive (%llu of %llu situations of hand "
	              "and flop), else check", r->flop, (unsigned long long)res->flop_raised,
	              (unsigned long long)res->flop_situations);
	pp_buf_printf(b, "; on the turn bet %u antes when its expectation over every river and "
	              "dealer hand is positive (%llu of %llu situations of hand, flop and turn), "
	              "else check", r->turn, (unsigned long long)res->turn_raised,
	              (unsigned long long)res->turn_situations);
	if (r->river)
		pp_buf_printf(b, "; on the river bet %u antes when it wins more than it loses over "
		              "every dealer hand (%llu of %llu situations), else check", r->river,
		              (unsigned long long)res->river_raised,
		              (unsigned long long)res->river_situations);
	pp_buf_printf(b, "; each bet is settled on its own, so it is made exactly when its own "
	              "expectation is positive; a bet worth nothing is not made");
}

/* The open classes' names, lowest first, into b. */
static void open_names(pp_buf *b, unsigned open)
{
	unsigned n = 0;
	for (int c = 0; c < HAND_NCLASS; c++)
		if (open & (1u << c))
			pp_buf_printf(b, "%s%s", n++ ? ", " : "", hand_class_name((hand_class)c));
}

void holdem_report_readings(ck_ctx *ctx, const poker_game *g, const poker_bet *ante,
                            const pp_node *at, unsigned open, const holdem_rules r[2],
                            const holdem_result res[2], const pp_buf words[2])
{
	static const char *const how[2] = { "lost", "returned" };
	const char *subject = "main game under optimal strategy";
	pp_buf classes = { 0 }, strategy = { 0 };
	open_names(&classes, open);
	char *he[2], *eor[2];
	for (int i = 0; i < 2; i++) {
		he[i] = ck_pct(res[i].house_edge);
		eor[i] = ck_pct(res[i].element_of_risk);
	}
	pp_finding *f = ck_emit(ctx, "PP-POKER-007", g->game, at, subject, 1,
	                        "The plan does not say what `%s` gets when the player wins with "
	                        "%s: under the optimal strategy the house edge is %s of the ante "
	                        "if it is lost, %s if it is returned (element of risk %s, %s)",
	                        ante->name, classes.data, he[0], he[1], eor[0], eor[1]);
	pp_table *t = ck_table(ctx, g->game, "main-holdem",
	                       "Main game: exact return under the optimal strategy", 3, N_("figure"),
	                       N_("exact"), N_("percent"));
	for (int i = 0; i < 2; i++) {
		char *name = pp_xasprintf("house_edge_ante_%s", how[i]);
		ck_evidence_q(f, name, res[i].house_edge, 6);
		free(name);
		name = pp_xasprintf("element_of_risk_ante_%s", how[i]);
		ck_evidence_q(f, name, res[i].element_of_risk, 6);
		free(name);
		name = pp_xasprintf("expected_stake_ante_%s", how[i]);
		ck_evidence_q(f, name, res[i].stake, 6);
		free(name);
		strategy.len = 0;
		if (strategy.data)
			strategy.data[0] = 0;
		holdem_separate_strategy(&strategy, &r[i], &res[i]);
		name = pp_xasprintf("strategy_ante_%s", how[i]);
		ck_evidence_text(f, name, strategy.data);
		free(name);
		name = pp_xasprintf("rules_assumed_ante_%s", how[i]);
		ck_evidence_text(f, name, words[i].data);
		free(name);
		const mpq_srcptr q[2] = { res[i].house_edge, res[i].element_of_risk };
		const char *label[2] = { "house edge per ante", "element of risk" };
		for (int k = 0; k < 2; k++) {
			char *row = pp_xasprintf("%s, `%s` %s on the wins the plan leaves open",
			                         label[k], ante->name, how[i]);
			char *x = num_exact(q[k]), *pc = ck_pct(q[k]);
			ck_table_row(t, row, x, pc);
			free(row);
			free(x);
			free(pc);
		}
		mpq_t rtp;
		mpq_init(rtp);
		mpq_set_ui(rtp, 1, 1);
		mpq_add(rtp, rtp, res[i].ev);
		char *bet = pp_xasprintf("main game, `%s` %s on a win with %s", ante->name, how[i],
		                         classes.data);
		char *per_ante = pp_xasprintf("%s, under optimal strategy, per ante", bet);
		ck_rtp(ctx, g->game, at, per_ante, "main", rtp);
		free(per_ante);
		ck_figures_rtp_only(ctx, g->game, bet, "main", rtp,
		                    "PP-POKER-007 gives the return per ante under the optimal "
		                    "strategy, whose stake varies with the decisions, not the "
		                    "distribution of a round's results: hit frequency, variance "
		                    "and standard deviation are not computed");
		free(bet);
		mpq_clear(rtp);
	}
	for (int i = 0; i < 2; i++) {
		free(he[i]);
		free(eor[i]);
	}
	pp_buf_free(&classes);
	pp_buf_free(&strategy);
}
