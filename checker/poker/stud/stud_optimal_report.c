/* SPDX-License-Identifier: Apache-2.0 */
/* stud_optimal_report.c - the PP-POKER-007 finding and the main-stud
 * table of a stud game the engine priced (stud_optimal_check.c reads the
 * rules and computes the readings): the pieces every such finding shares
 * (stud_report_impl.h) and the finding when no card option is optimised;
 * when one is, stud_optimal_report_option.c's.
 *
 * What the finding says, as data: the figures of every reading of the
 * rules the plan leaves open (one when it leaves none), each with the
 * dealer's cards unseen and with one dealer card seen; the strategy; the
 * rules read; and, when the plan offers card options, which the figure
 * optimised and which it declined.  A game that offers an exchange of one
 * card has it optimised (stud_optimal_exchange.c), with the dealer's cards
 * unseen and, unless the plan deals them all face down, with one seen;
 * every other option is declined (gr->others_declined when it offers
 * others beside that exchange): those figures are the exact return of a
 * stated strategy, a lower bound of the game's optimal return, never
 * called the optimum.
 *
 * The dealt view (the stud dealer's `face_up`) says which figure is the
 * game's return: one card face up, the figure with one dealer card seen;
 * none, the figure with the dealer's cards unseen.  That figure alone is
 * the return (the PAR sheet's row, held to 100 % and the policy, PP-RTP-
 * 001/002, a lower bound only when it reaches 100 %); the other stays in
 * the table and the evidence, labelled a comparison.  A plan that does not
 * say (or deals more cards face up than the engine prices) gets both as
 * readings, each held to 100 % and the policy, and a note that says so.
 * No figure depends on the view: only what it is called. */
#include <stdlib.h>
#include <string.h>

#include "core/figures.h"
#include "poker/stud/stud_report_impl.h"
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
size_t stud_report_option_names(pp_buf *b, const stud_game_read *gr, int want)
{
	size_t n = 0;
	for (size_t i = 0; i < gr->noptions; i++)
		if (gr->options[i].optimised == want)
			pp_buf_printf(b, "%s%s", n++ ? "; " : "", gr->options[i].name);
	return n;
}

/* The evidence name prefix+variant+reading, and the reading's words. */
char *stud_report_evidence_name(const char *prefix, const char *variant, const stud_reading *rd)
{
	return rd->how ? pp_xasprintf("%s%s_open_%s", prefix, variant, rd->how)
	               : pp_xasprintf("%s%s", prefix, variant);
}

/* The dealer's face_up of g into gr: view, face_up and which (NULL when
 * the plan does not name the card). */
void stud_read_view(stud_game_read *gr, const poker_game *g)
{
	const pp_node *up = node_get(node_get(g->game, "dealer"), "face_up");
	gr->view = STUD_VIEW_OPEN;
	gr->which = NULL;
	if (!up)
		return;
	const pp_node *cards = node_get(up, "cards");
	gr->face_up = node_int(cards);
	gr->view = cards->soft ? STUD_VIEW_SOFT : gr->face_up == 0 ? STUD_VIEW_NONE
	         : gr->face_up == 1 ? STUD_VIEW_ONE : STUD_VIEW_MORE;
	gr->which = node_get_text(up, "which", NULL);
	if (gr->which && strcmp(gr->which, "unstated") == 0)
		gr->which = NULL;
}

/* Whether the variant seen (1: one dealer card seen, 0: none) is a return
 * of the game: the view the plan deals, or either when it leaves it open. */
static int is_return(const stud_game_read *gr, int seen)
{
	return gr->view == STUD_VIEW_ONE ? seen : gr->view == STUD_VIEW_NONE ? !seen : 1;
}

/* The label of the variant seen: base (what the engine assumed), after
 * "as dealt, " for the view the plan deals, "for comparison, not as dealt, "
 * for the other, and alone when the plan leaves the view open. */
char *stud_report_view_label(const stud_game_read *gr, int seen, const char *base)
{
	if (gr->view != STUD_VIEW_NONE && gr->view != STUD_VIEW_ONE)
		return pp_xasprintf("%s", base);
	return pp_xasprintf("%s%s", is_return(gr, seen) ? "as dealt, "
	                    : "for comparison, not as dealt, ", base);
}

/* The dealt view in words, for the evidence and the message. */
static char *view_words(const stud_game_read *gr)
{
	switch (gr->view) {
	case STUD_VIEW_NONE:
		return pp_xasprintf("the plan deals the dealer's cards face down");
	case STUD_VIEW_ONE:
		return pp_xasprintf("the plan deals one dealer card face up%s%s%s",
		                    gr->which ? ", the " : "", gr->which ? gr->which : "",
		                    gr->which ? " dealt to him" : "");
	case STUD_VIEW_SOFT:
		return pp_xasprintf("the plan states the dealer cards face up (%lld) only as what "
		                    "he may or usually does, so both are readings", gr->face_up);
	case STUD_VIEW_MORE:
		return pp_xasprintf("the plan deals %lld dealer cards face up; the engine prices "
		                    "none or one seen, so both are readings", gr->face_up);
	default:
		return pp_xasprintf("the plan does not say whether a dealer card is dealt face "
		                    "up, so both are readings");
	}
}

/* The dealt view as the finding's evidence `dealt_view`. */
void stud_report_view_evidence(pp_finding *f, const stud_game_read *gr)
{
	char *w = view_words(gr);
	ck_evidence_text(f, "dealt_view", w);
	free(w);
}

/* The message's closing words on the view: what the plan deals and which
 * figure is the game's return. */
void stud_report_view_note(pp_buf *m, const stud_game_read *gr)
{
	char *w = view_words(gr);
	pp_buf_printf(m, " (%s%s)", w, gr->view == STUD_VIEW_ONE
	              ? ": the figure with one dealer card seen is the game's return, the other "
	                "a comparison"
	              : gr->view == STUD_VIEW_NONE
	              ? ": the figure with the dealer's cards unseen is the game's return, the "
	                "other a comparison" : "");
	free(w);
}

/* How reading rd settles the Bet's open wins ("" when it settles none):
 * "`Bet` on ace_king lost" for table rows, or "if it is lost" (in_message). */
char *stud_report_reading_words(const stud_reading *rd, const stud_game_read *gr, int in_message)
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
void stud_report_variant(pp_finding *f, pp_table *t, const char *suffix, const char *label,
                         const stud_reading *rd, const char *reading, mpq_srcptr house_edge,
                         mpq_srcptr element_of_risk, const char *count_name, const char *count)
{
	char *name = stud_report_evidence_name("house_edge", suffix, rd);
	ck_evidence_q(f, name, house_edge, 6);
	free(name);
	name = stud_report_evidence_name("element_of_risk", suffix, rd);
	ck_evidence_q(f, name, element_of_risk, 6);
	free(name);
	name = stud_report_evidence_name(count_name, suffix, rd);
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

/* stud_report_variant() for a raise/fold result. */
void stud_report_raise_fold_variant(pp_finding *f, pp_table *t, const char *suffix,
                                    const char *label, const stud_reading *rd,
                                    const char *reading, const stud_result *res)
{
	char raised[96];
	snprintf(raised, sizeof(raised), "%llu of %llu", (unsigned long long)res->raised,
	         (unsigned long long)res->situations);
	stud_report_variant(f, t, suffix, label, rd, reading, res->house_edge,
	                    res->element_of_risk, "raises", raised);
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
	char *note = pp_xasprintf(
		"PP-POKER-007 gives the return per ante %s, not the distribution of a round's "
		"results: hit frequency, variance and standard deviation are not computed",
		declined == DECLINES_ALL
		? "of the optimal raise/fold decision on the five cards dealt, every card option "
		  "declined (a lower bound of the optimal return)"
		: declined == DECLINES_OTHERS
		? "of the optimal use of the one-card exchange, every other card option declined "
		  "(a lower bound of the optimal return)"
		: declined == DECLINES_OTHERS_SIXTH
		? "of the optimal use of the sixth card, every other card option declined (a lower "
		  "bound of the optimal return)"
		: "under the optimal strategy, whose stake varies with the decisions");
	ck_figures_rtp_only(ctx, g->game, bet, "main", rtp, note);
	free(note);
	free(bet);
	mpq_clear(rtp);
}

/* PP-RTP-001/002 for one figure, as for every bet (core/check.c): an
 * optimum returning 100 % or more is an error, and its return meets the
 * policy or not.  A lower bound (lower: what it declines, DECLINES_*)
 * decides only when it reaches 100 %: the optimum then does too. */
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
	                          reading, lower >= DECLINES_OTHERS ? ", other card options declined"
	                                   : lower ? ", card options declined" : "");
	ck_rtp(ctx, g->game, gr->bet->node, name, "main", rtp);
	free(name);
	mpq_clear(rtp);
}

/* The PAR sheet's rows and PP-RTP-001/002 of the variants that are returns
 * of the game (is_return): the dealer's cards unseen (ev_unseen; lower: what
 * it declines, DECLINES_*) and one dealer card seen (ev_seen, lower). */
void stud_report_returns(ck_ctx *ctx, const poker_game *g, const stud_game_read *gr,
                         const char *reading, int lower_unseen, mpq_srcptr ev_unseen,
                         int lower_seen, mpq_srcptr ev_seen)
{
	for (int seen = 0; seen < 2; seen++) {
		if (!is_return(gr, seen))
			continue;
		char *label = stud_report_view_label(gr, seen, seen ? "one dealer card seen"
		                                                    : "dealer's cards unseen");
		int lower = seen ? lower_seen : lower_unseen;
		mpq_srcptr ev = seen ? ev_seen : ev_unseen;
		figures_row(ctx, g, label, reading, lower, ev);
		main_rtp(ctx, g, gr, label, reading, lower, ev);
		free(label);
	}
}

/* The opening of the message: what the plan leaves open, if anything. */
void stud_report_open_prefix(pp_buf *m, const stud_game_read *gr)
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

/* The house edges of one variant of the n readings, each with its
 * reading's words: res(rd) the variant's figure. */
void stud_report_edges(pp_buf *m, const stud_game_read *gr, const stud_reading *rd, size_t n,
                       mpq_srcptr (*res)(const stud_reading *), const char *unit)
{
	for (size_t i = 0; i < n; i++) {
		char *a = ck_pct(res(&rd[i])), *w = stud_report_reading_words(&rd[i], gr, 1);
		pp_buf_printf(m, "%s%s%s%s%s", i ? "; " : "", a, unit, *w ? " " : "", w);
		free(a);
		free(w);
	}
}

mpq_srcptr stud_report_unseen_edge(const stud_reading *rd) { return rd->v.unseen.house_edge; }
mpq_srcptr stud_report_seen_edge(const stud_reading *rd) { return rd->v.seen.house_edge; }

/* The house edges of every reading after "the house edge ": with a stated
 * view the game as dealt first and the other view for comparison.
 * unseen(rd), seen(rd): each view's figure. */
void stud_report_view_edges(pp_buf *m, const stud_game_read *gr, const stud_reading *rd,
                            size_t n, mpq_srcptr (*unseen)(const stud_reading *),
                            mpq_srcptr (*seen)(const stud_reading *))
{
	if (gr->view == STUD_VIEW_ONE || gr->view == STUD_VIEW_NONE) {
		int one = gr->view == STUD_VIEW_ONE;
		pp_buf_printf(m, "of the game as dealt (%s) is ", one ? "one dealer card seen"
		                                                    : "the dealer's cards unseen");
		stud_report_edges(m, gr, rd, n, one ? seen : unseen, " of the ante");
		pp_buf_printf(m, "; for comparison only, not as dealt (%s), it would be ",
		              one ? "the dealer's cards unseen" : "one dealer card seen");
		stud_report_edges(m, gr, rd, n, one ? unseen : seen, "");
		return;
	}
	pp_buf_printf(m, "is ");
	for (size_t i = 0; i < n; i++) {
		char *a = ck_pct(unseen(&rd[i])), *b = ck_pct(seen(&rd[i]));
		char *w = stud_report_reading_words(&rd[i], gr, 1);
		pp_buf_printf(m, "%s%s of the ante when the dealer's cards are unseen, %s when the "
		              "player sees one dealer card%s%s", i ? "; " : "", a, b, *w ? " " : "", w);
		free(a);
		free(b);
		free(w);
	}
}

/* The message: the house edges of every reading, the open wins and the
 * declined options named. */
static void message(pp_buf *m, const stud_game_read *gr, const stud_reading *rd, size_t n,
                    const char *declined)
{
	stud_report_open_prefix(m, gr);
	pp_buf_printf(m, " the optimal raise/fold strategy%s%s%s the house edge ",
	              *declined ? " on the five cards dealt, every card option declined (" : "",
	              declined, *declined ? ")," : "");
	stud_report_view_edges(m, gr, rd, n, stud_report_unseen_edge, stud_report_seen_edge);
	stud_report_view_note(m, gr);
	if (*declined)
		pp_buf_printf(m, ": the exact return of declining the options, a lower bound of "
		              "the optimal return, not the optimum");
}

void stud_report(ck_ctx *ctx, const poker_game *g, const stud_game_read *gr, const stud_reading *rd,
                 size_t n)
{
	if (gr->exchange) {
		stud_report_option(ctx, g, gr, rd, n);
		return;
	}
	pp_buf declined = { 0 }, optimised = { 0 }, m = { 0 };
	size_t ndeclined = stud_report_option_names(&declined, gr, 0);
	size_t noptimised = stud_report_option_names(&optimised, gr, 1);
	message(&m, gr, rd, n, ndeclined ? declined.data : "");
	pp_finding *f = ck_emit(ctx, "PP-POKER-007", g->game, gr->bet->node,
	                        "main game under optimal strategy", 1, "%s", m.data);
	pp_table *t = ck_table(ctx, g->game, "main-stud",
	                       ndeclined ? "Main game: exact return under the optimal "
	                                   "raise/fold strategy, card options declined"
	                                 : "Main game: exact return under the optimal "
	                                   "raise/fold strategy",
	                       3, N_("figure"), N_("exact"), N_("percent"));
	for (size_t i = 0; i < n; i++) {
		char *w = stud_report_reading_words(&rd[i], gr, 0);
		char *unseen = stud_report_view_label(gr, 0, "dealer's cards unseen");
		char *seen = stud_report_view_label(gr, 1, "one dealer card seen");
		stud_report_raise_fold_variant(f, t, "", unseen, &rd[i], w, &rd[i].v.unseen);
		stud_report_raise_fold_variant(f, t, "_up_card", seen, &rd[i], w, &rd[i].v.seen);
		free(unseen);
		free(seen);
		int lower = ndeclined ? DECLINES_ALL : DECLINES_NONE;
		stud_report_returns(ctx, g, gr, w, lower, rd[i].v.unseen.ev, lower, rd[i].v.seen.ev);
		free(w);
	}
	ck_evidence_text(f, "strategy", ndeclined ? declined_words : strategy_words);
	stud_report_view_evidence(f, gr);
	if (gr->noptions) {
		ck_evidence_text(f, "options_declined", ndeclined ? declined.data : "none");
		ck_evidence_text(f, "options_optimised", noptimised ? optimised.data : "none");
	}
	for (size_t i = 0; i < n; i++) {
		char *name = stud_report_evidence_name("rules_assumed", "", &rd[i]);
		ck_evidence_text(f, name, rd[i].words.data);
		free(name);
	}
	pp_buf_free(&declined);
	pp_buf_free(&optimised);
	pp_buf_free(&m);
}
