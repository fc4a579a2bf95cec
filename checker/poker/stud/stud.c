/* SPDX-License-Identifier: Apache-2.0 */
/* stud.c - the stud family: five-card poker against the house (Caribbean
 * stud, casino five-card, Russian and Banco poker).  The player's final
 * hand is his five cards, or the best five of six when the plan sells a
 * sixth card; the bonus is settled on the five cards dealt.  The checks of
 * the bets' tables are shared with hold'em (poker_*.c); this file adds
 * the references between bets and options (PP-STUD-002), the
 * insurance bound (PP-STUD-001) and the rules of a card for the dealer
 * (stud_dealer_card.c). */
#include <stdlib.h>
#include <string.h>

#include "core/maxwin.h"
#include "poker/poker.h"
#include "poker/stud/stud_optimal.h"
#include "i18n.h"

#define STUD_CARDS 5

/* 6 when an option buys a card (a sixth card), else 0. */
static unsigned sixth_card(const pp_node *game)
{
	const pp_node *options = node_get(game, "options");
	for (size_t i = 0; i < node_len(options); i++)
		if (strcmp(node_get_text(node_at(options, i), "kind", ""), "buy") == 0)
			return STUD_CARDS + 1;
	return 0;
}

static void check_ref(ck_ctx *ctx, const poker_game *g, const pp_node *at, const char *subject,
                      const char *name)
{
	int ok = poker_bet_find(g, name) != NULL;
	ck_emit(ctx, "PP-STUD-002", g->game, at, subject, ok,
	        ok ? N_("`%s` is a bet of the game") : N_("`%s` is not a bet of the game"), name);
}

/* Whether g offers a card option named name other than self. */
static int other_option(const pp_node *options, const pp_node *self, const char *name)
{
	for (size_t i = 0; i < node_len(options); i++)
		if (node_at(options, i) != self &&
		    strcmp(node_get_text(node_at(options, i), "name", ""), name) == 0)
			return 1;
	return 0;
}

/* PP-STUD-002: insurance, second combination, forfeited bets, the bets a
 * card for the dealer settles when the dealer still does not qualify, and
 * the option a card option follows. */
static void check_refs(ck_ctx *ctx, const poker_game *g)
{
	char subject[200];
	for (size_t i = 0; i < g->nbets; i++)
		if (g->bets[i].insures) {
			snprintf(subject, sizeof(subject), "%s insures", g->bets[i].name);
			check_ref(ctx, g, node_get(g->bets[i].node, "insures"), subject,
			          g->bets[i].insures);
		}
	if (g->second)
		check_ref(ctx, g, node_get(g->second, "bet"), "second combination",
		          node_get_text(g->second, "bet", ""));
	const pp_node *options = node_get(g->game, "options");
	for (size_t i = 0; i < node_len(options); i++) {
		const pp_node *o = node_at(options, i), *lost = node_get(o, "forfeits");
		for (size_t k = 0; k < node_len(lost); k++) {
			snprintf(subject, sizeof(subject), "%s forfeits %s",
			         node_get_text(o, "name", ""), node_text(node_at(lost, k)));
			check_ref(ctx, g, node_at(lost, k), subject, node_text(node_at(lost, k)));
		}
		const pp_node *still = node_get(o, "still_not_qualified"); /* a card for the dealer */
		for (size_t k = 0; k < node_len(still); k++) {
			const pp_node *bet = node_get(node_at(still, k), "bet");
			snprintf(subject, sizeof(subject), "%s still_not_qualified %s",
			         node_get_text(o, "name", ""), node_text(bet));
			check_ref(ctx, g, bet, subject, node_text(bet));
		}
		const char *after = node_get_text(o, "after", NULL);
		if (after) {
			snprintf(subject, sizeof(subject), "%s follows %s", node_get_text(o, "name", ""),
			         after);
			int ok = other_option(options, o, after);
			ck_emit(ctx, "PP-STUD-002", g->game, node_get(o, "after"), subject, ok,
			        ok ? N_("`%s` is another card option of the game")
			           : N_("`%s` is not another card option of the game"), after);
		}
	}
}

/* The largest net multiple bet b wins on one hand, with a second
 * combination where the plan pays one with it. */
static void best_multiple(mpq_t best, const poker_game *g, const poker_bet *b)
{
	const pp_node *pairs = node_get(g->second, "pairs");
	int paid_twice = g->second && poker_bet_find(g, node_get_text(g->second, "bet", "")) == b;
	mpq_t m, m2;
	mpq_inits(m, m2, NULL);
	mpq_set_ui(best, 0, 1);
	for (int c = 0; c < HAND_NCLASS; c++) {
		poker_multiple(m, b, (hand_class)c);
		if (mpq_cmp(m, best) > 0)
			mpq_set(best, m);
		for (size_t i = 0; paid_twice && i < node_len(pairs); i++) {
			const pp_node *p = node_at(pairs, i);
			hand_class s = hand_class_find(node_get_text(p, "second", ""));
			if (hand_class_find(node_get_text(p, "primary", "")) != (hand_class)c ||
			    s == HAND_NCLASS)
				continue;
			poker_multiple(m2, b, s);
			mpq_add(m2, m2, m);
			if (mpq_cmp(m2, best) > 0)
				mpq_set(best, m2);
		}
	}
	mpq_clears(m, m2, NULL);
}

/* PP-STUD-001: the insurance's largest stake against each maximum bet. */
static void check_insurance(ck_ctx *ctx, const poker_game *g)
{
	const pp_node *limits = node_get(g->game, "limits");
	mpq_t mult, stake, max_bet;
	mpq_inits(mult, stake, max_bet, NULL);
	for (size_t i = 0; i < g->nbets; i++) {
		const poker_bet *b = &g->bets[i], *ib = poker_bet_find(g, b->insures);
		if (b->kind != POKER_INSURANCE || !ib || !mpq_sgn(b->max_stake_of_win))
			continue;
		best_multiple(mult, g, ib);
		for (size_t r = 0; r < node_len(limits); r++) {
			const pp_node *row = node_at(limits, r);
			const char *cur = node_get_text(row, "currency", "");
			if (!ck_row_max_bet(max_bet, row))
				continue;
			mpq_mul(stake, max_bet, ib->max_multiple);
			mpq_mul(stake, stake, mult);
			mpq_mul(stake, stake, b->max_stake_of_win);
			int ok = mpq_cmp(stake, max_bet) <= 0;
			char subject[200];
			snprintf(subject, sizeof(subject), "%s %s", b->name, cur);
			char *s = num_plain(stake), *mb = num_plain(max_bet), *m = num_plain(mult);
			pp_finding *f = ck_emit(ctx, "PP-STUD-001", g->game, node_get(b->node,
			                        "max_stake_of_win"), subject, ok,
			                        "at the maximum ante %s %s, `%s` may be staked up to %s "
			                        "%s (%s of `%s`'s best win, %s times its stake)%s",
			                        mb, cur, b->name, s, cur,
			                        node_get_text(b->node, "max_stake_of_win", ""),
			                        ib->name, m, ok ? "" : ck_l10n(", above the maximum bet"));
			ck_evidence_q(f, "max_insurance_stake", stake, 2);
			ck_evidence_q(f, "max_bet", max_bet, 2);
			free(s);
			free(mb);
			free(m);
		}
	}
	mpq_clears(mult, stake, max_bet, NULL);
}

static pp_status stud_check(ck_ctx *ctx, const pp_node *game, pp_error *err)
{
	(void)err;
	poker_game g;
	poker_game_load(&g, game, "stud", STUD_CARDS);
	check_refs(ctx, &g);
	poker_check_bets(ctx, &g, sixth_card(game));
	check_insurance(ctx, &g);
	stud_check_dealer_card(ctx, &g);
	stud_check_main(ctx, &g);
	poker_game_free(&g);
	return PP_OK;
}

static int stud_max_win(ck_ctx *ctx, const pp_node *game, const pp_node *limits,
                        mpq_t gross, mpq_t net, pp_buf *path)
{
	return poker_family_max_win(ctx, game, "stud", STUD_CARDS, limits, gross, net, path);
}

const ck_family ck_family_stud = { "stud", poker_rules, stud_check, stud_max_win, NULL };
