/* SPDX-License-Identifier: Apache-2.0 */
/* pontoon_cdp_main.c - PP-BJ-015 for Pontoon: the main game's exact
 * return on the plan's own shoe under the composition-dependent strategy
 * (pontoon_cdp.c), with the first decision it implies for every two-card
 * hand against every up card.
 *
 * A plan that leaves soft 17 open gets both readings, each with its own
 * figure and strategy table: the first is the one PP-BJ-002 reads (the
 * dealer stands on every soft 17), the second the other.  The plan's
 * "the net win is 100 % of the original stake" (seed 000 §10.4) does not
 * say whether a hand that bought cards wins on them too: the engine's
 * reading pays an ordinary win on every stake, and the literal one, an
 * ordinary win netting the win on the original stake only, is priced
 * next to it (for each soft 17 reading) when cards may be bought and ties
 * lose; when ties push it is declined, with the reason.  Each rule set
 * costs about a second for six decks, so it runs only when asked
 * (--exact-main, checked by the caller); results are kept per rule set and
 * shoe in the process (core/memo.h) and on disk (core/disk_cache.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blackjack/pontoon_cdp.h"
#include "core/figures.h"
#include "i18n.h"

/* Every rule the engine reads, and the shoe, as text. */
static char *main_key(const pc_rules *r, unsigned decks)
{
	char *n = num_exact(r->natural), *em = num_exact(r->even_money);
	char *k = pp_xasprintf("%u|%u,%d,%d|%ld,%ld,%lu,%lu,%lu,%lu,%s|%d,%d,%s,%u,%d|%u,%u,%u|"
	                       "%d,%u,%u,%d%s",
	                       decks, r->dealer.stands_on, r->dealer.hits_soft, r->dealer.ace_six,
	                       r->win_num, r->win_den, r->trick_num, r->trick_den, r->buy_num,
	                       r->buy_den, n, r->ties_lose, r->has_even_money, em,
	                       r->natural_waits, r->natural_beats_21, r->bought_cards,
	                       r->trick_cards, r->auto_at_most, r->can_split, r->max_splits,
	                       r->ace_splits, r->split_aces_one_card,
	                       r->win_on_original ? "|win on original stake" : "");
	free(n);
	free(em);
	return k;
}

/* The words of the strategy computed, for the report. */
static const char strategy_words[] =
	"composition-dependent: every decision is optimal for the hand's exact cards against "
	"the up card (stand, twist: draw a card free, or buy a card for a further stake, as "
	"the plan allows each; split on the first two cards); a pontoon takes even money "
	"when that pays more than playing it out; a split hand is played optimally for its "
	"own cards, resplitting up to the plan's number of hands, and valued with the pair "
	"cards split so far out of the shoe but the other cards the other hands drew still "
	"in it (the convention of published combinatorial tables): for split hands the "
	"figure is that convention's, not the exact return of a playable strategy; ties "
	"between choices go to the first of stand, twist, buy, split; the return is per "
	"original stake";

/* What the engine assumes where the format or the plan says nothing, in
 * words into b. */
static void assumptions(pp_buf *b, const bj_game *g, const pc_rules *r)
{
	pp_buf_printf(b, "a win and a five-card trick pay on every stake of the hand, bought "
	                 "cards included; a hand may stand at any total (the format has no "
	                 "minimum total to stand); the dealer's ace and ten %s",
	              r->ties_lose ? "counts as 21, which every player's 21 ties (ties lose)"
	                           : "beats every hand but a pontoon, which it ties, and a "
	                             "five-card trick");
	if (r->auto_at_most)
		pp_buf_printf(b, "; the card dealt automatically goes to %u cards whose total, "
		                 "aces counted one, is %u or less, a soft 21 too",
		              r->trick_cards - 1, r->auto_at_most);
	if (r->natural_waits && !node_get(node_get(g->game, "natural"), "beats_21"))
		pp_buf_printf(b, "; a pontoon waiting for the dealer %s every dealer 21 (the plan "
		                 "does not say that it beats one, PP-BJ-010)",
		              r->ties_lose ? "loses to" : "ties with");
	const pp_node *buy = node_get(g->game, "buying");
	if (r->bought_cards && !node_get(buy, "buy_after_draw"))
		pp_buf_puts(b, "; once a card is drawn free the rest are drawn free (the plan does "
		               "not say)");
	if (!g->has_at_once)
		pp_buf_puts(b, "; a pontoon waits for the dealer against every up card (the plan "
		               "does not say when it is paid)");
	if (r->can_split && g->splits_open)
		pp_buf_printf(b, "; %u split(s) (the plan does not say how many)", r->max_splits);
	if (r->can_split && g->pairs_open)
		pp_buf_puts(b, "; a pair is two cards of one value (the plan does not say)");
	if (r->can_split && g->aces_open)
		pp_buf_printf(b, "; aces are split as often as other pairs, up to %u hands (the "
		                 "plan does not say)", r->ace_splits + 1);
}

/* The table of first decisions for reading `how` (one row per two-card
 * hand, one column per up card 2 .. 10, A). */
static void strategy_table(ck_ctx *ctx, const bj_game *g, const char *id, const char *how,
                           const pc_strategy *st)
{
	char *title = pp_xasprintf("Main game: first decision of each two-card hand by up card "
	                           "on the plan's shoe, %s (S stand, T twist, B buy, P split, "
	                           "N pontoon, E even money)", how);
	cd_strategy_table(ctx, g, id, title, st);
	free(title);
}

/* Two rows of the main-shoe table: the return and the house edge. */
static void figure_rows(pp_table *t, const mpq_t rtp, const char *how)
{
	mpq_t he;
	mpq_init(he);
	mpq_set_ui(he, 1, 1);
	mpq_sub(he, he, rtp);
	char *what = pp_xasprintf("return to player, %s", how);
	char *x = num_exact(rtp), *pc = ck_pct(rtp);
	ck_table_row(t, what, x, pc);
	free(what);
	free(x);
	free(pc);
	what = pp_xasprintf("house edge, %s", how);
	x = num_exact(he);
	pc = ck_pct(he);
	ck_table_row(t, what, x, pc);
	free(what);
	free(x);
	free(pc);
	mpq_clear(he);
}

/* The literal reading's words, and why it is not priced when it is not. */
static const char original_words[] =
	"an ordinary win (a higher total than the dealer's, or the dealer's bust) nets the "
	"win on the original stake only, the stakes of bought cards returned; a lower total, "
	"a tie and a bust lose every stake; a five-card trick pays on every stake";
static const char original_declined[] =
	"not priced: ties push under this plan, and the engine values a win paid on the "
	"original stake only when ties lose";

/* Which readings of the win's stakes are priced for r: 1, or 2 when cards
 * may be bought and ties lose (the literal one is then priced too); *why
 * set when cards may be bought but the literal reading is not priced. */
static int stake_readings(const pc_rules *r, const char **why)
{
	*why = NULL;
	if (!r->bought_cards)
		return 1; /* one stake per hand: both readings are one */
	if (!r->ties_lose) {
		*why = original_declined;
		return 1;
	}
	return 2;
}

/* PP-BJ-015 for a pontoon game (pontoon_cdp.h). */
void pc_check_main_shoe(ck_ctx *ctx, const bj_game *g)
{
	const char *subject = "main game on the plan's shoe";
	const pp_node *at = node_get(g->game, "shoe");
	pc_rules r;
	const char *why = "the plan does not state the decks (PP-BJ-001)";
	if (!g->decks || !pc_rules_from_game(&r, g, &why)) {
		ck_emit_status(ctx, "PP-BJ-015", g->game, at ? at : g->game, subject,
		               PP_ST_NOTAPPLICABLE, "%s", why);
		ck_figures_not_computed(ctx, g->game, "main game", "main",
		                        "its return on the plan's shoe cannot be computed "
		                        "(PP-BJ-015 is not applicable)");
		return;
	}
	/* Reading i of soft 17: 0 the rule as read (PP-BJ-002), 1 the other
	 * one when the plan leaves soft 17 open.  Reading j of the win's
	 * stakes: 0 every stake, 1 the original stake only (stake_readings).
	 * v[2 * j + i] holds each. */
	int open = !g->soft17_stated;
	const char *declined;
	int stakes = stake_readings(&r, &declined);
	cd_main_value v[4];
	const char *how[2], *rule[2];
	char *how_orig[2];
	for (int j = 0; j < stakes; j++)
		for (int i = 0; i < 1 + open; i++) {
			pc_rules ri = r; /* shallow: only the dealer's rule and the win's stakes differ */
			ri.dealer.hits_soft = i ? !r.dealer.hits_soft : r.dealer.hits_soft;
			ri.win_on_original = j;
			how[i] = ri.dealer.hits_soft ? "the dealer drawing to soft 17"
			                             : "the dealer standing on soft 17";
			rule[i] = ri.dealer.hits_soft ? "the dealer draws to soft 17"
			                              : "the dealer stands on soft 17";
			mpq_init(v[2 * j + i].rtp);
			cd_main_cached(&v[2 * j + i], CD_MAIN_PONTOON, main_key(&ri, g->decks), g->decks,
			               &ri);
		}
	for (int i = 0; i < 1 + open; i++)
		how_orig[i] = pp_xasprintf("%s, a win paid on the original stake only", how[i]);
	mpq_t he[4];
	char *rp[4], *pc[4];
	for (int j = 0; j < stakes; j++)
		for (int i = 0; i < 1 + open; i++) {
			int x = 2 * j + i;
			mpq_init(he[x]);
			mpq_set_ui(he[x], 1, 1);
			mpq_sub(he[x], he[x], v[x].rtp);
			rp[x] = ck_pct(v[x].rtp);
			pc[x] = ck_pct(he[x]);
		}
	char *literal = stakes < 2 ? pp_xstrdup("")
	                : open ? pp_xasprintf(" Paying an ordinary win on the original stake "
	                                      "only, the bought stakes returned (the format does "
	                                      "not state on which stakes a win is paid), it "
	                                      "returns %s with %s and %s with %s: a house edge "
	                                      "of %s or %s.",
	                                      rp[2], how[0], rp[3], how[1], pc[2], pc[3])
	                       : pp_xasprintf(" Paying an ordinary win on the original stake "
	                                      "only, the bought stakes returned (the format does "
	                                      "not state on which stakes a win is paid), it "
	                                      "returns %s: a house edge of %s.",
	                                      rp[2], pc[2]);
	pp_finding *f =
		open ? ck_emit(ctx, "PP-BJ-015", g->game, at ? at : g->game, subject, 1,
		               "On the plan's %u-deck shoe Pontoon's main game returns %s per "
		               "original stake under the composition-dependent strategy with %s "
		               "and %s with %s (the plan leaves soft 17 open, PP-BJ-002): a house "
		               "edge of %s or %s.%s",
		               g->decks, rp[0], how[0], rp[1], how[1], pc[0], pc[1], literal)
		     : ck_emit(ctx, "PP-BJ-015", g->game, at ? at : g->game, subject, 1,
		               "On the plan's %u-deck shoe Pontoon's main game returns %s per "
		               "original stake under the composition-dependent strategy: a house "
		               "edge of %s.%s",
		               g->decks, rp[0], pc[0], literal);
	free(literal);
	ck_evidence_pct(f, "rtp", v[0].rtp);
	ck_evidence_q(f, "house_edge", he[0], 6);
	if (open) {
		ck_evidence_text(f, "open_rules_read_as", rule[0]);
		ck_evidence_pct(f, "rtp_other_reading", v[1].rtp);
		ck_evidence_q(f, "house_edge_other_reading", he[1], 6);
		ck_evidence_text(f, "other_reading", rule[1]);
	}
	if (stakes == 2) {
		ck_evidence_pct(f, "rtp_win_on_original_stake", v[2].rtp);
		ck_evidence_q(f, "house_edge_win_on_original_stake", he[2], 6);
		if (open) {
			ck_evidence_pct(f, "rtp_win_on_original_stake_other_reading", v[3].rtp);
			ck_evidence_q(f, "house_edge_win_on_original_stake_other_reading", he[3], 6);
		}
		ck_evidence_text(f, "win_on_original_stake_reading", original_words);
	} else if (declined) {
		ck_evidence_text(f, "win_on_original_stake_reading", declined);
	}
	char decks[24];
	snprintf(decks, sizeof(decks), "%u", g->decks);
	ck_evidence_text(f, "decks", decks);
	ck_evidence_text(f, "strategy", strategy_words);
	/* Each reading's return held to 100 % (PP-RTP-001) and to the policy. */
	for (int j = 0; j < stakes; j++)
		for (int i = 0; i < 1 + open; i++) {
			const char *w = !j ? how[i]
			                : open ? how_orig[i] : "a win paid on the original stake only";
			char *name = open || j ? pp_xasprintf("%s, %s", subject, w) : pp_xstrdup(subject);
			ck_rtp(ctx, g->game, at ? at : g->game, name, "main", v[2 * j + i].rtp);
			free(name);
		}
	pp_buf as = { 0 };
	assumptions(&as, g, &r);
	if (stakes == 2)
		pp_buf_puts(&as, "; the figures named *_win_on_original_stake pay an ordinary win "
		                 "on the original stake only instead (win_on_original_stake_reading)");
	ck_evidence_text(f, "rules_assumed", as.data);
	pp_buf_free(&as);
	ck_figures_rtp_only(ctx, g->game, "main game", "main", v[0].rtp,
	                    "PP-BJ-015 gives the return under the composition-dependent "
	                    "strategy, not the distribution of a hand's results: hit "
	                    "frequency, variance and standard deviation are not computed");
	pp_table *t = ck_table(ctx, g->game, "main-shoe",
	                       "Main game: return per original stake on the plan's shoe, "
	                       "composition-dependent strategy",
	                       3, N_("figure"), N_("exact"), N_("percent"));
	for (int j = 0; j < stakes; j++)
		for (int i = 0; i < 1 + open; i++)
			figure_rows(t, v[2 * j + i].rtp, j ? how_orig[i] : how[i]);
	strategy_table(ctx, g, "main-strategy", how[0], &v[0].strat);
	if (open)
		strategy_table(ctx, g, "main-strategy-other-reading", how[1], &v[1].strat);
	if (stakes == 2) {
		strategy_table(ctx, g, "main-strategy-win-on-original-stake", how_orig[0],
		               &v[2].strat);
		if (open)
			strategy_table(ctx, g, "main-strategy-win-on-original-stake-other-reading",
			               how_orig[1], &v[3].strat);
	}
	for (int j = 0; j < stakes; j++)
		for (int i = 0; i < 1 + open; i++) {
			int x = 2 * j + i;
			mpq_clears(v[x].rtp, he[x], NULL);
			free(rp[x]);
			free(pc[x]);
		}
	for (int i = 0; i < 1 + open; i++)
		free(how_orig[i]);
	pc_rules_clear(&r);
}
