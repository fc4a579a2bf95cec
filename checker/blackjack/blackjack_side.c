/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_side.c - side bets on the box's first two cards: Perfect Pairs.
 *
 * A pair is two cards of one rank.  It is perfect when both have the same
 * suit (possible only with two decks or more), coloured when the suits
 * differ but the colour is the same, mixed when the colours differ.  The
 * counts are exact over the unordered two-card hands of the shoe; every
 * rank, ten-valued ones included, has four suits per deck (a K and a Q are
 * no pair).  PP-BJ-011..013 and the side bet's PP-RTP-001. */
#include <stdlib.h>
#include <string.h>

#include "blackjack/blackjack.h"
#include "core/figures.h"
#include "i18n.h"

/* Two-card hands of each Perfect Pairs tier and in all (blackjack.h); the
 * integers are the caller's, initialised. */
void bj_pairs_count(mpz_t perfect, mpz_t coloured, mpz_t mixed, mpz_t all, unsigned decks)
{
	/* Perfect: 13 ranks x 4 suits, two of that card's decks copies. */
	mpz_set_ui(perfect, decks);
	mpz_mul_ui(perfect, perfect, decks - 1);
	mpz_mul_ui(perfect, perfect, 52);
	mpz_divexact_ui(perfect, perfect, 2);
	/* Coloured: 13 ranks x 2 colours x one card of each suit of the colour. */
	mpz_set_ui(coloured, decks);
	mpz_mul_ui(coloured, coloured, decks);
	mpz_mul_ui(coloured, coloured, 26);
	/* Mixed: 13 ranks x (2 decks red) x (2 decks black). */
	mpz_mul_ui(mixed, coloured, 2);
	mpz_set_ui(all, 52u * decks);
	mpz_mul_ui(all, all, 52u * decks - 1);
	mpz_divexact_ui(all, all, 2);
}

/* A Perfect Pairs paytable's exact RTP (blackjack.h); a NULL payout is a
 * tier the table does not pay. */
void bj_pairs_rtp(mpq_t rtp, unsigned decks, const mpq_t perfect, const mpq_t coloured,
                  const mpq_t mixed)
{
	mpz_t n[4];
	mpq_t t, ret;
	for (int i = 0; i < 4; i++)
		mpz_init(n[i]);
	mpq_inits(t, ret, NULL);
	bj_pairs_count(n[0], n[1], n[2], n[3], decks);
	mpq_srcptr pay[3] = { perfect, coloured, mixed };
	mpq_set_ui(rtp, 0, 1);
	for (int i = 0; i < 3; i++) {
		if (!pay[i])
			continue;
		mpq_set_ui(ret, 1, 1);
		mpq_add(ret, ret, pay[i]);
		mpq_set_z(t, n[i]);
		mpq_mul(t, t, ret);
		mpq_add(rtp, rtp, t);
	}
	mpq_set_z(t, n[3]);
	mpq_div(rtp, rtp, t);
	for (int i = 0; i < 4; i++)
		mpz_clear(n[i]);
	mpq_clears(t, ret, NULL);
}

static const char *const tiers[3] = { "perfect", "coloured", "mixed" };

/* PP-BJ-011, the probability table and PP-RTP-001 of one Perfect Pairs bet. */
static void check_pairs(ck_ctx *ctx, const bj_game *g, const pp_node *bet)
{
	const char *name = node_get_text(bet, "name", "");
	const pp_node *list = node_get(bet, "payouts");
	const pp_node *tier[3] = { NULL, NULL, NULL };
	mpq_t pay[3], rtp, p, all;
	mpz_t n[4];
	for (int i = 0; i < 3; i++)
		mpq_init(pay[i]);
	for (int i = 0; i < 4; i++)
		mpz_init(n[i]);
	mpq_inits(rtp, p, all, NULL);
	for (size_t i = 0; i < node_len(list); i++)
		for (int k = 0; k < 3; k++)
			if (strcmp(node_get_text(node_at(list, i), "tier", ""), tiers[k]) == 0) {
				tier[k] = node_at(list, i);
				num_get(pay[k], tier[k], "payout");
			}
	pp_buf why = { 0 };
	for (int k = 0; k < 3; k++)
		if (!tier[k])
			pp_buf_printf(&why, "%sno payout for a %s pair", why.len ? "; " : "", tiers[k]);
	for (int k = 0; k < 2; k++)
		if (tier[k] && tier[k + 1] && mpq_cmp(pay[k], pay[k + 1]) <= 0)
			pp_buf_printf(&why, "%sa %s pair (rarer) pays %s, a %s pair %s",
			              why.len ? "; " : "", tiers[k], node_get_text(tier[k], "payout", ""),
			              tiers[k + 1], node_get_text(tier[k + 1], "payout", ""));
	if (g->decks == 1 && tier[0])
		pp_buf_printf(&why, "%sa perfect pair needs two cards of one suit and rank: a "
		              "single deck has none", why.len ? "; " : "");
	ck_emit(ctx, "PP-BJ-011", g->game, list, name, why.len == 0,
	        why.len ? N_("the %s paytable is not sound: %s")
	                : N_("the %s paytable pays every pair tier, rarer tiers more%s"), name,
	        why.len ? why.data : "");
	pp_buf_free(&why);
	if (!g->decks) {
		ck_figures_not_computed(ctx, g->game, name, "side",
		                        "the plan does not state the decks (PP-BJ-001)");
		goto cleanup;
	}
	bj_pairs_count(n[0], n[1], n[2], n[3], g->decks);
	bj_pairs_rtp(rtp, g->decks, tier[0] ? pay[0] : NULL, tier[1] ? pay[1] : NULL,
	             tier[2] ? pay[2] : NULL);
	char id[128];
	snprintf(id, sizeof(id), "side-%s", name);
	pp_table *t = ck_table(ctx, g->game, id, "Side bet: probability of each tier (first two "
	                       "cards of the box) and return", 5, N_("tier"), N_("two-card hands"),
	                       N_("probability"), N_("percent"), N_("payout"));
	mpq_set_z(all, n[3]);
	for (int k = 0; k < 3; k++) {
		mpq_set_z(p, n[k]);
		mpq_div(p, p, all);
		char *c = mpz_get_str(NULL, 10, n[k]), *e = num_exact(p), *pc = ck_pct(p);
		ck_table_row(t, tiers[k], c, e, pc, tier[k] ? node_get_text(tier[k], "payout", "")
		                                            : "not paid");
		free(c);
		free(e);
		free(pc);
	}
	char *c = mpz_get_str(NULL, 10, n[3]);
	ck_table_row(t, "all two-card hands", c, "1", "100.0000%", "");
	free(c);
	pp_finding *f = ck_rtp(ctx, g->game, list, name, "side", rtp);
	mpq_set_ui(p, 1, 1);
	mpq_sub(p, p, rtp);
	ck_evidence_q(f, "house_edge", p, 6);
	ck_dist d;
	ck_dist_init(&d, name, "side");
	for (int k = 0; k < 3; k++) {
		if (!tier[k])
			continue;
		mpq_set_z(p, n[k]);
		mpq_div(p, p, all);
		char *label = pp_xasprintf("%s pair", tiers[k]);
		ck_dist_add(&d, label, p, pay[k]);
		free(label);
	}
	ck_dist_add_rest(&d, "lose", -1);
	ck_figures_record(ctx, g->game, &d);
cleanup:
	for (int i = 0; i < 3; i++)
		mpq_clear(pay[i]);
	for (int i = 0; i < 4; i++)
		mpz_clear(n[i]);
	mpq_clears(rtp, p, all, NULL);
}

/* PP-BJ-011..013, the probability tables and PP-RTP-001 of every side bet. */
void bj_check_side_bets(ck_ctx *ctx, const bj_game *g)
{
	const pp_node *bets = node_get(g->game, "side_bets");
	const pp_node *limits = node_get(g->game, "limits");
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *bet = node_at(bets, i);
		const char *name = node_get_text(bet, "name", "");
		check_pairs(ctx, g, bet);
		long long per_box = node_get_int(bet, "bets_per_box", 1);
		const pp_node *covers = node_get(bet, "max_bet_covers");
		if (per_box > 1)
			ck_emit(ctx, "PP-BJ-012", g->game, covers ? covers : node_get(bet, "bets_per_box"),
			        name, covers != NULL,
			        covers ? N_("a box may hold %lld %s bets; the maximum covers %s")
			               : N_("a box may hold %lld %s bets; the plan does not say whether the "
			                 "maximum side bet covers each of them or all together%s"),
			        per_box, name, covers ? node_text(covers) : "");
		const pp_node *sl = node_get(bet, "limits");
		for (size_t j = 0; j < node_len(limits); j++) {
			const char *cur = node_get_text(node_at(limits, j), "currency", "");
			int found = 0;
			for (size_t k = 0; k < node_len(sl); k++)
				found |= strcmp(node_get_text(node_at(sl, k), "currency", ""), cur) == 0;
			char subject[160];
			snprintf(subject, sizeof(subject), "%s %s", name, cur);
			ck_emit(ctx, "PP-BJ-013", g->game, sl ? sl : bet, subject, found,
			        found ? N_("the %s bet has a maximum in %s")
			              : N_("the %s bet has no maximum in %s, a currency the game is played in"),
			        name, cur);
		}
	}
}
