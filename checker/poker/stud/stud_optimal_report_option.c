/* SPDX-License-Identifier: Apache-2.0 */
/* stud_optimal_report_option.c - the PP-POKER-007 finding and the
 * main-stud table of a stud game whose card option the engine optimised:
 * the one-card exchange (with the dealer's cards unseen, and with one seen
 * unless the plan deals them all face down) or the sixth card (with one
 * dealer card seen, as dealt).  Every other option the plan offers is
 * declined (gr->others_declined): those figures are the exact return of a
 * stated strategy and a lower bound of the game's optimal return, said so.
 * The pieces both findings share (the view, the readings' words, the rows
 * and returns) are stud_optimal_report.c's (stud_report_impl.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/figures.h"
#include "poker/stud/stud_report_impl.h"
#include "i18n.h"

static const char exchange_words[] =
	"with the dealer's cards unseen: keep the five cards dealt, or exchange the one card "
	"whose exchange has the highest exact expected value (over the 47 cards the player has "
	"not seen, the dealer's hand from the 46 others) less the price, whichever is worth "
	"more, then raise or fold on the final five, whichever is worth more; with one dealer "
	"card seen the exchange is declined and the player raises or folds on the five cards "
	"dealt (a lower bound of that variant's optimal return); a choice worth the same as "
	"keeping, or as folding, is not taken";

static const char exchange_up_words[] =
	"keep the five cards dealt, or exchange the one card whose exchange has the highest "
	"exact expected value less the price, whichever is worth more, then raise or fold on "
	"the final five, whichever is worth more; with the dealer's cards unseen the "
	"replacement comes from the 47 cards the player has not seen and the dealer's hand "
	"from the 46 others; with one dealer card seen every decision knows it: the "
	"replacement comes from the 46 cards not seen, the dealer's four other cards from the "
	"45 left; a choice worth the same as keeping, or as folding, is not taken";

static mpq_srcptr exchange_edge(const stud_reading *rd) { return rd->ex.house_edge; }
static mpq_srcptr exchange_up_edge(const stud_reading *rd) { return rd->ex_up.house_edge; }

static const char others_declined_words[] =
	"; every other card option the plan offers is declined, which the rules always allow, "
	"so the figures are the exact return of this strategy and a lower bound of the game's "
	"optimal return (the house edge at most them), not the optimum";

/* After the strategy's words in the message, when the game's other card
 * options are declined: which. */
static void others_note(pp_buf *m, const stud_game_read *gr)
{
	if (!gr->others_declined)
		return;
	pp_buf names = { 0 }, never = { 0 };
	size_t ndeclined = stud_report_option_names(&names, gr, 0);
	if (stud_report_option_names(&never, gr, 2))
		pp_buf_printf(m, " with %s never better than the best of keeping and exchanging one "
		              "card when one dealer card is seen (an upper bound of its value, hand "
		              "by hand)%s", never.data, ndeclined ? " and" : ",");
	if (ndeclined)
		pp_buf_printf(m, " with every other card option declined (%s),", names.data);
	pp_buf_free(&names);
	pp_buf_free(&never);
}

/* The message when the exchange was optimised in both views. */
static void message_exchange_both(pp_buf *m, const stud_game_read *gr, const stud_reading *rd,
                                  size_t n)
{
	stud_report_open_prefix(m, gr);
	pp_buf_printf(m, " the optimal strategy (keep the five cards or exchange one, `%s` for %s "
	              "ante, then raise or fold)", gr->exchange, gr->price);
	others_note(m, gr);
	pp_buf_printf(m, " the house edge ");
	stud_report_view_edges(m, gr, rd, n, exchange_edge, exchange_up_edge);
}

/* The message when the exchange was optimised with the dealer's cards
 * unseen only (the plan deals them face down, or the engine could not
 * price the other view): that view's figure and the declined one. */
static void message_exchange_unseen(pp_buf *m, const stud_game_read *gr, const stud_reading *rd,
                                    size_t n)
{
	stud_report_open_prefix(m, gr);
	pp_buf others = { 0 };
	others_note(&others, gr);
	char *unseen_words = pp_xasprintf("the optimal strategy%s with the dealer's cards unseen "
	                                  "(keep the five cards or exchange one, `%s` for %s "
	                                  "ante, then raise or fold)%s the house edge is ",
	                                  gr->view == STUD_VIEW_NONE ? " as dealt," : "",
	                                  gr->exchange, gr->price, others.data ? others.data : "");
	pp_buf_free(&others);
	static const char declined[] = "the exchange is not optimised: declining it and "
	                               "raising or folding optimally on the five cards dealt, "
	                               "the house edge is ";
	if (gr->view == STUD_VIEW_ONE) {
		pp_buf_printf(m, " the game as dealt (one dealer card seen) %s", declined);
		stud_report_edges(m, gr, rd, n, stud_report_seen_edge, "");
		pp_buf_printf(m, ", a lower bound of the game's optimal return; for comparison "
		              "only, not as dealt, under %s", unseen_words);
		stud_report_edges(m, gr, rd, n, exchange_edge, " of the ante");
	} else {
		pp_buf_printf(m, " %s", unseen_words);
		stud_report_edges(m, gr, rd, n, exchange_edge, " of the ante");
		pp_buf_printf(m, "; %swith one dealer card seen %s", gr->view == STUD_VIEW_NONE
		              ? "for comparison only, not as dealt, " : "", declined);
		stud_report_edges(m, gr, rd, n, stud_report_seen_edge, "");
		pp_buf_printf(m, ", a lower bound of that variant's optimal return");
	}
	free(unseen_words);
}

static const char sixth_words[] =
	"keep the five cards dealt, or buy a sixth card for the price, whichever has the higher "
	"exact expected value, then raise or fold on the best five of the six, whichever is "
	"worth more (a winning Bet also pays the highest second combination the plan pairs "
	"with the five's class that the six cards hold with at least one card the five's "
	"combination does not use; where two fives are best, the one leaving the higher); every "
	"decision knows the dealer's up card: the sixth card comes from the 46 cards the "
	"player has not seen, the dealer's four other cards from the 45 left; with the "
	"dealer's cards unseen (not as dealt, a comparison only) the sixth card is declined "
	"and the player raises or folds on the five cards dealt; a choice worth the same as "
	"keeping, or as folding, is not taken";

/* The message when the sixth card was optimised, with one dealer card
 * seen, the view the plan deals: the figure with the dealer's cards
 * unseen, the sixth card declined, is a comparison. */
static void message_sixth(pp_buf *m, const stud_game_read *gr, const stud_reading *rd, size_t n)
{
	stud_report_open_prefix(m, gr);
	pp_buf_printf(m, " the optimal strategy (keep the five cards or buy a sixth, `%s` for %s "
	              "ante, then raise or fold on the best five)", gr->exchange, gr->price);
	others_note(m, gr);
	pp_buf_printf(m, " the house edge of the game as dealt (one dealer card seen) is ");
	stud_report_edges(m, gr, rd, n, exchange_up_edge, " of the ante");
	pp_buf_printf(m, "; for comparison only, not as dealt (the dealer's cards unseen), the "
	              "sixth card declined and the player raising or folding on the five cards "
	              "dealt, it would be ");
	stud_report_edges(m, gr, rd, n, stud_report_unseen_edge, "");
}

/* "X of Y" exchanges of an exchange result into buf. */
static void exchanges_count(char *buf, size_t size, const stud_exchange_result *ex)
{
	snprintf(buf, size, "%llu of %llu", (unsigned long long)ex->exchanged,
	         (unsigned long long)ex->hands);
}

/* The finding when the one-card exchange was optimised with the dealer's
 * cards unseen (every reading: rd[i].exchanged) and, when gr->exchange_up,
 * with one dealer card seen too (rd[i].exchanged_up); or the sixth card
 * (gr->sixth) with one dealer card seen only, as dealt. */
void stud_report_option(ck_ctx *ctx, const poker_game *g, const stud_game_read *gr,
                        const stud_reading *rd, size_t n)
{
	int both = gr->exchange_up, sixth = gr->sixth;
	pp_buf m = { 0 };
	if (sixth)
		message_sixth(&m, gr, rd, n);
	else if (both)
		message_exchange_both(&m, gr, rd, n);
	else
		message_exchange_unseen(&m, gr, rd, n);
	stud_report_view_note(&m, gr);
	if (gr->others_declined)
		pp_buf_printf(&m, ": the exact return of that strategy, a lower bound of the optimal "
		              "return, not the optimum");
	pp_finding *f = ck_emit(ctx, "PP-POKER-007", g->game, gr->bet->node,
	                        "main game under optimal strategy", 1, "%s", m.data);
	const char *title =
		sixth ? (gr->others_declined
		         ? N_("Main game: exact return, the sixth card optimised, the other card "
		              "options declined")
		         : N_("Main game: exact return, the sixth card optimised"))
		: both && gr->others_declined
		? N_("Main game: exact return, the one-card exchange optimised, the other card "
		     "options declined")
		: both ? N_("Main game: exact return, the one-card exchange optimised")
		: gr->others_declined
		? N_("Main game: exact return, the one-card exchange optimised with the dealer's "
		     "cards unseen, declined with one seen, the other card options declined")
		: N_("Main game: exact return, the one-card exchange optimised with the dealer's "
		     "cards unseen, declined with one seen");
	pp_table *t = ck_table(ctx, g->game, "main-stud", title, 3, N_("figure"), N_("exact"),
	                       N_("percent"));
	int lower = !gr->others_declined ? DECLINES_NONE
	            : sixth ? DECLINES_OTHERS_SIXTH : DECLINES_OTHERS;
	for (size_t i = 0; i < n; i++) {
		char *w = stud_report_reading_words(&rd[i], gr, 0);
		char count[96];
		char *unseen = stud_report_view_label(
			gr, 0, sixth ? "dealer's cards unseen, card options declined"
			             : "dealer's cards unseen, exchange optimised");
		char *seen = stud_report_view_label(
			gr, 1, sixth ? "one dealer card seen, sixth card optimised"
			       : both ? "one dealer card seen, exchange optimised"
			              : "one dealer card seen, exchange declined");
		if (sixth) { /* the sixth card priced as dealt only */
			stud_report_raise_fold_variant(f, t, "", unseen, &rd[i], w, &rd[i].v.unseen);
		} else {
			exchanges_count(count, sizeof(count), &rd[i].ex);
			stud_report_variant(f, t, "", unseen, &rd[i], w, rd[i].ex.house_edge,
			                    rd[i].ex.element_of_risk, "exchanges", count);
		}
		if (both) {
			exchanges_count(count, sizeof(count), &rd[i].ex_up);
			stud_report_variant(f, t, "_up_card", seen, &rd[i], w, rd[i].ex_up.house_edge,
			                    rd[i].ex_up.element_of_risk,
			                    sixth ? "sixth_cards_bought" : "exchanges", count);
		} else {
			stud_report_raise_fold_variant(f, t, "_up_card", seen, &rd[i], w, &rd[i].v.seen);
		}
		free(unseen);
		free(seen);
		stud_report_returns(ctx, g, gr, w, sixth ? DECLINES_ALL : lower,
		                    sixth ? rd[i].v.unseen.ev : rd[i].ex.ev,
		                    both ? lower : DECLINES_ALL,
		                    both ? rd[i].ex_up.ev : rd[i].v.seen.ev);
		free(w);
	}
	char *words = pp_xasprintf("%s%s", sixth ? sixth_words : both ? exchange_up_words
	                                                              : exchange_words,
	                           gr->others_declined ? others_declined_words : "");
	ck_evidence_text(f, "strategy", words);
	free(words);
	stud_report_view_evidence(f, gr);
	pp_buf others = { 0 };
	stud_report_option_names(&others, gr, 0);
	char *opt = pp_xasprintf("%s%s", gr->exchange, both ? "" : " (dealer's cards unseen)");
	char *dec = both ? pp_xasprintf("%s", others.data ? others.data : "none")
	                 : pp_xasprintf("%s (one dealer card seen)%s%s", gr->exchange,
	                                others.data ? "; " : "", others.data ? others.data : "");
	ck_evidence_text(f, "options_optimised", opt);
	ck_evidence_text(f, "options_declined", dec);
	free(opt);
	free(dec);
	pp_buf_free(&others);
	pp_buf never = { 0 };
	if (stud_report_option_names(&never, gr, 2)) {
		char *why = pp_xasprintf("%s: with one dealer card seen, in each of the %llu "
		                         "situations of dealt hand, up card and pair of cards "
		                         "discarded, under every reading, an upper bound of its "
		                         "value (the dealer hands holding both discards settled "
		                         "at the hand's best, the other dead-card counts at their "
		                         "largest) less its price is at most the best of keeping "
		                         "and exchanging one card: so at any price of at least "
		                         "two_cards_never_better_from_antes", never.data,
		                         (unsigned long long)gr->two_checked);
		ck_evidence_text(f, "options_never_better", why);
		ck_evidence_q(f, "two_cards_never_better_from_antes", gr->two_bound, 4);
		free(why);
	}
	pp_buf_free(&never);
	ck_evidence_text(f, sixth ? "sixth_card_price_antes" : "exchange_price_antes", gr->price);
	for (size_t i = 0; i < n; i++) {
		char *name = stud_report_evidence_name("rules_assumed", "", &rd[i]);
		ck_evidence_text(f, name, rd[i].words.data);
		free(name);
	}
	pp_buf_free(&m);
}
