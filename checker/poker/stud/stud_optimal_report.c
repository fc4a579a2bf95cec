/* SPDX-License-Identifier: Apache-2.0 */
/* stud_optimal_report.c - the PP-POKER-007 finding and the main-stud
 * table of a stud game the engine priced (stud_optimal_check.c reads the
 * rules and computes the readings).
 *
 * What the finding says, as data: the figures of every reading of the
 * rules the plan leaves open (one when it leaves none), each with the
 * dealer's cards unseen and with one dealer card seen; the strategy; the
 * rules read; and, when the plan offers card options, which the figure
 * optimised and which it declined.  A game whose one option is an
 * exchange of one card has it optimised with the dealer's cards unseen
 * (stud_optimal_exchange.c); every other option, and that one with a
 * dealer card seen, is declined: those figures are the exact return of a
 * stated strategy, a lower bound of the game's optimal return, never
 * called the optimum.  Each figure is also held to 100 % and the policy
 * (PP-RTP-001/002), a lower bound only when it reaches 100 %. */
#include <stdlib.h>
#include <string.h>

#include "core/figures.h"
#include "poker/stud/stud_optimal_impl.h"
#include "i18n.h"

static const char strategy_words[] =
	"raise or fold on each hand, whichever has the higher exact expected value against "
	"every dealer hand from the other 47 cards (with one dealer card seen: for each up "
	"card, against the dealer hands holding it); no card exchange, no sixth card; a "
	"hand whose two choices are worth the same is folded";

static const char declined_words[] =
	"raise or fold on the five cards dealt, whichever has the higher exact expected value "
	"against every dealer hand from the other 47 cards (with one dealer card seen: for each "
	"up card, against the dealer hands holding it); every card option the plan offers is "
	"declined, which the rules always allow, so the figures are the exact return of this "
	"strategy and a lower bound of the game's optimal return (the house edge at most "
	"them), not the optimum; a hand whose two choices are worth the same is folded";

/* The options of gr whose `optimised` is want, joined by "; ", into b;
 * the number of them. */
static size_t option_names(pp_buf *b, const stud_game_read *gr, int want)
{
	size_t n = 0;
	for (size_t i = 0; i < gr->noptions; i++)
		if (gr->options[i].optimised == want)
			pp_buf_printf(b, "%s%s", n++ ? "; " : "", gr->options[i].name);
	return n;
}

/* The evidence name prefix+variant+reading, and the reading's words. */
static char *evidence_name(const char *prefix, const char *variant, const stud_reading *rd)
{
	return rd->how ? pp_xasprintf("%s%s_open_%s", prefix, variant, rd->how)
	               : pp_xasprintf("%s%s", prefix, variant);
}

/* How reading rd settles the Bet's open wins ("" when it settles none):
 * "`Bet` on ace_king lost" for table rows, or "if it is lost" (in_message). */
static char *reading_words(const stud_reading *rd, const stud_game_read *gr, int in_message)
{
	if (!rd->how)
		return pp_xasprintf("%s", "");
	pp_buf on = { 0 };
	for (int c = 0, k = 0; c < HAND_NCLASS; c++)
		if (gr->open & (1u << c))
			pp_buf_printf(&on, "%s%s", k++ ? ", " : "", hand_class_name((hand_class)c));
	char *w = in_message ? pp_xasprintf("if it is %s", rd->how)
	                     : pp_xasprintf("`%s` on %s %s", gr->bet->name, on.data, rd->how);
	pp_buf_free(&on);
	if (rd->paid_as < HAND_NCLASS && strcmp(rd->how, "paid") == 0) {
		char *ratio = num_ratio(gr->bet->ratio[rd->paid_as]);
		char *all = pp_xasprintf("%s %s as %s", w, ratio, hand_class_name(rd->paid_as));
		free(ratio);
		free(w);
		w = all;
	}
	return w;
}

/* The figures of one variant of one reading as evidence and table rows:
 * its house edge and element of risk, and count (how many raise, or
 * exchange) under the evidence name count_name. */
static void variant(pp_finding *f, pp_table *t, const char *suffix, const char *label,
                    const stud_reading *rd, const char *reading, mpq_srcptr house_edge,
                    mpq_srcptr element_of_risk, const char *count_name, const char *count)
{
	char *name = evidence_name("house_edge", suffix, rd);
	ck_evidence_q(f, name, house_edge, 6);
	free(name);
	name = evidence_name("element_of_risk", suffix, rd);
	ck_evidence_q(f, name, element_of_risk, 6);
	free(name);
	name = evidence_name(count_name, suffix, rd);
	ck_evidence_text(f, name, count);
	free(name);
	const mpq_srcptr q[2] = { house_edge, element_of_risk };
	const char *what[2] = { "house edge per ante", "element of risk" };
	for (int k = 0; k < 2; k++) {
		char *x = num_exact(q[k]), *pc = ck_pct(q[k]);
		char *row = pp_xasprintf("%s, %s%s%s", what[k], label, *reading ? ", " : "", reading);
		ck_table_row(t, row, x, pc);
		free(row);
		free(x);
		free(pc);
	}
}

/* variant() for a raise/fold result. */
static void raise_fold_variant(pp_finding *f, pp_table *t, const char *suffix,
                               const char *label, const stud_reading *rd, const char *reading,
                               const stud_result *res)
{
	char raised[96];
	snprintf(raised, sizeof(raised), "%llu of %llu", (unsigned long long)res->raised,
	         (unsigned long long)res->situations);
	variant(f, t, suffix, label, rd, reading, res->house_edge, res->element_of_risk, "raises",
	        raised);
}

/* The PAR sheet's row (core/figures.h) of one variant of one reading: the
 * return per ante, nothing else. */
static void figures_row(ck_ctx *ctx, const poker_game *g, const char *label,
                        const char *reading, int declined, mpq_srcptr ev)
{
	mpq_t rtp;
	mpq_init(rtp);
	mpq_set_ui(rtp, 1, 1);
	mpq_add(rtp, rtp, ev);
	char *bet = pp_xasprintf("main game, %s%s%s", label, *reading ? ", " : "", reading);
	ck_figures_rtp_only(ctx, g->game, bet, "main",
	                    rtp, declined
	                    ? "PP-POKER-007 gives the return per ante of the optimal raise/fold "
	                      "decision on the five cards dealt, every card option declined (a "
	                      "lower bound of the optimal return), not the distribution of a "
	                      "round's results: hit frequency, variance and standard deviation "
	                      "are not computed"
	                    : "PP-POKER-007 gives the return per ante under the optimal "
	                      "strategy, whose stake varies with the decisions, not the "
	                      "distribution of a round's results: hit frequency, variance "
	                      "and standard deviation are not computed");
	free(bet);
	mpq_clear(rtp);
}

/* PP-RTP-001/002 for one figure, as for every bet (core/check.c): an
 * optimum returning 100 % or more is an error, and its return meets the
 * policy or not.  A lower bound (lower: options declined) decides only
 * when it reaches 100 %: the optimum then does too. */
static void main_rtp(ck_ctx *ctx, const poker_game *g, const stud_game_read *gr,
                     const char *label, const char *reading, int lower, mpq_srcptr ev)
{
	if (lower && mpq_sgn(ev) < 0)
		return;
	mpq_t rtp;
	mpq_init(rtp);
	mpq_set_ui(rtp, 1, 1);
	mpq_add(rtp, rtp, ev);
	char *name = pp_xasprintf("main game, %s%s%s, per ante%s", label, *reading ? ", " : "",
	                          reading, lower ? ", card options declined" : "");
	ck_rtp(ctx, g->game, gr->bet->node, name, "main", rtp);
	free(name);
	mpq_clear(rtp);
}

/* The opening of the message: what the plan leaves open, if anything. */
static void open_prefix(pp_buf *m, const stud_game_read *gr)
{
	if (!gr->open) {
		pp_buf_printf(m, "Under");
		return;
	}
	pp_buf_printf(m, "The plan does not say what `%s` gets when the player wins with ",
	              gr->bet->name);
	for (int c = 0, k = 0; c < HAND_NCLASS; c++)
		if (gr->open & (1u << c))
			pp_buf_printf(m, "%s%s", k++ ? ", " : "", hand_class_name((hand_class)c));
	pp_buf_printf(m, "; under");
}

/* The message: the house edges of every reading, the open wins and the
 * declined options named. */
static void message(pp_buf *m, const stud_game_read *gr, const stud_reading *rd, size_t n,
                    const char *declined)
{
	open_prefix(m, gr);
	pp_buf_printf(m, " the optimal raise/fold strategy%s%s%s the house edge is ",
	              *declined ? " on the five cards dealt, every card option declined (" : "",
	              declined, *declined ? ")," : "");
	for (size_t i = 0; i < n; i++) {
		char *a = ck_pct(rd[i].v.unseen.house_edge), *b = ck_pct(rd[i].v.seen.house_edge);
		char *w = reading_words(&rd[i], gr, 1);
		pp_buf_printf(m, "%s%s of the ante when the dealer's cards are unseen, %s when the "
		              "player sees one dealer card%s%s", i ? "; " : "", a, b,
		              *w ? " " : "", w);
		free(a);
		free(b);
		free(w);
	}
	pp_buf_printf(m, " (the plan format does not record whether one is dealt face up)");
	if (*declined)
		pp_buf_printf(m, ": the exact return of declining the options, a lower bound of "
		              "the optimal return, not the optimum");
}

static const char exchange_words[] =
	"with the dealer's cards unseen: keep the five cards dealt, or exchange the one card "
	"whose exchange has the highest exact expected value (over the 47 cards the player has "
	"not seen, the dealer's hand from the 46 others) less the price, whichever is worth "
	"more, then raise or fold on the final five, whichever is worth more; with one dealer "
	"card seen the exchange is declined and the player raises or folds on the five cards "
	"dealt (a lower bound of that variant's optimal return); a choice worth the same as "
	"keeping, or as folding, is not taken";

/* The finding when the one-card exchange was optimised with the dealer's
 * cards unseen (every reading: rd[i].exchanged). */
static void report_exchange(ck_ctx *ctx, const poker_game *g, const stud_game_read *gr,
                            const stud_reading *rd, size_t n)
{
	pp_buf m = { 0 };
	open_prefix(&m, gr);
	pp_buf_printf(&m, " the optimal strategy with the dealer's cards unseen (keep the five "
	              "cards or exchange one, `%s` for %s ante, then raise or fold) the house "
	              "edge is ", gr->exchange, gr->price);
	for (size_t i = 0; i < n; i++) {
		char *a = ck_pct(rd[i].ex.house_edge), *w = reading_words(&rd[i], gr, 1);
		pp_buf_printf(&m, "%s%s of the ante%s%s", i ? "; " : "", a, *w ? " " : "", w);
		free(a);
		free(w);
	}
	pp_buf_printf(&m, "; with one dealer card seen the exchange is not optimised: declining "
	              "it and raising or folding optimally on the five cards dealt, the house "
	              "edge is ");
	for (size_t i = 0; i < n; i++) {
		char *b = ck_pct(rd[i].v.seen.house_edge), *w = reading_words(&rd[i], gr, 1);
		pp_buf_printf(&m, "%s%s%s%s", i ? "; " : "", b, *w ? " " : "", w);
		free(b);
		free(w);
	}
	pp_buf_printf(&m, ", a lower bound of that variant's optimal return (the plan format "
	              "does not record whether a dealer card is dealt face up)");
	pp_finding *f = ck_emit(ctx, "PP-POKER-007", g->game, gr->bet->node,
	                        "main game under optimal strategy", 1, "%s", m.data);
	pp_table *t = ck_table(ctx, g->game, "main-stud",
	                       "Main game: exact return, the one-card exchange optimised with "
	                       "the dealer's cards unseen, declined with one seen", 3, N_("figure"),
	                       N_("exact"), N_("percent"));
	for (size_t i = 0; i < n; i++) {
		char *w = reading_words(&rd[i], gr, 0);
		char count[96];
		snprintf(count, sizeof(count), "%llu of %llu",
		         (unsigned long long)rd[i].ex.exchanged, (unsigned long long)rd[i].ex.hands);
		variant(f, t, "", "dealer's cards unseen, exchange optimised", &rd[i], w,
		        rd[i].ex.house_edge, rd[i].ex.element_of_risk, "exchanges", count);
		raise_fold_variant(f, t, "_up_card", "one dealer card seen, exchange declined",
		                   &rd[i], w, &rd[i].v.seen);
		figures_row(ctx, g, "dealer's cards unseen", w, 0, rd[i].ex.ev);
		figures_row(ctx, g, "one dealer card seen", w, 1, rd[i].v.seen.ev);
		main_rtp(ctx, g, gr, "dealer's cards unseen", w, 0, rd[i].ex.ev);
		main_rtp(ctx, g, gr, "one dealer card seen", w, 1, rd[i].v.seen.ev);
		free(w);
	}
	ck_evidence_text(f, "strategy", exchange_words);
	char *opt = pp_xasprintf("%s (dealer's cards unseen)", gr->exchange);
	char *dec = pp_xasprintf("%s (one dealer card seen)", gr->exchange);
	ck_evidence_text(f, "options_optimised", opt);
	ck_evidence_text(f, "options_declined", dec);
	free(opt);
	free(dec);
	ck_evidence_text(f, "exchange_price_antes", gr->price);
	for (size_t i = 0; i < n; i++) {
		char *name = evidence_name("rules_assumed", "", &rd[i]);
		ck_evidence_text(f, name, rd[i].words.data);
		free(name);
	}
	pp_buf_free(&m);
}

void stud_report(ck_ctx *ctx, const poker_game *g, const stud_game_read *gr, const stud_reading *rd,
                 size_t n)
{
	if (gr->exchange) {
		report_exchange(ctx, g, gr, rd, n);
		return;
	}
	pp_buf declined = { 0 }, optimised = { 0 }, m = { 0 };
	size_t ndeclined = option_names(&declined, gr, 0);
	size_t noptimised = option_names(&optimised, gr, 1);
	message(&m, gr, rd, n, ndeclined ? declined.data : "");
	pp_finding *f = ck_emit(ctx, "PP-POKER-007", g->game, gr->bet->node,
	                        "main game under optimal strategy", 1, "%s", m.data);
	pp_table *t = ck_table(ctx, g->game, "main-stud",
	                       ndeclined ? "Main game: exact return under the optimal "
	                                   "raise/fold strategy, card options declined"
	                                 : "Main game: exact return under the optimal "
	                                   "raise/fold strategy", 3, N_("figure"), N_("exact"), N_("percent"));
	for (size_t i = 0; i < n; i++) {
		char *w = reading_words(&rd[i], gr, 0);
		raise_fold_variant(f, t, "", "dealer's cards unseen", &rd[i], w, &rd[i].v.unseen);
		raise_fold_variant(f, t, "_up_card", "one dealer card seen", &rd[i], w,
		                   &rd[i].v.seen);
		figures_row(ctx, g, "dealer's cards unseen", w, ndeclined > 0, rd[i].v.unseen.ev);
		figures_row(ctx, g, "one dealer card seen", w, ndeclined > 0, rd[i].v.seen.ev);
		main_rtp(ctx, g, gr, "dealer's cards unseen", w, ndeclined > 0, rd[i].v.unseen.ev);
		main_rtp(ctx, g, gr, "one dealer card seen", w, ndeclined > 0, rd[i].v.seen.ev);
		free(w);
	}
	ck_evidence_text(f, "strategy", ndeclined ? declined_words : strategy_words);
	if (gr->noptions) {
		ck_evidence_text(f, "options_declined", ndeclined ? declined.data : "none");
		ck_evidence_text(f, "options_optimised", noptimised ? optimised.data : "none");
	}
	for (size_t i = 0; i < n; i++) {
		char *name = evidence_name("rules_assumed", "", &rd[i]);
		ck_evidence_text(f, name, rd[i].words.data);
		free(name);
	}
	pp_buf_free(&declined);
	pp_buf_free(&optimised);
	pp_buf_free(&m);
}
