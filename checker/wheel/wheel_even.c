/* SPDX-License-Identifier: Apache-2.0 */
/* wheel_even.c - PP-WHEEL-007: even-money bets on a money wheel.
 *
 * An even-money bet wins on several segments (a colour) at its payout;
 * every other segment loses it, except the one the plan's rule names (the
 * wheel's "zero"), which loses it too or returns half the stake.  Its
 * exact return is
 *     (wins · (1 + payout) + [half_back] house / 2) / fields,
 * counts in fields.  The check prices it (PP-RTP-001 and the RTP table
 * row) and compares it with the return the plan states, at the stated
 * figure's decimals (48.65% is any return in [48.645%, 48.655%)). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/check.h"
#include "core/figures.h"
#include "wheel/wheel.h"
#include "i18n.h"

/* The count of the segment showing symbol, or -1 when none does. */
static long long count_of(const pp_node *segments, const char *symbol)
{
	for (size_t i = 0; i < node_len(segments); i++)
		if (strcmp(node_get_text(node_at(segments, i), "symbol", ""), symbol) == 0)
			return node_get_int(node_at(segments, i), "count", 0);
	return -1;
}

/* Whether the stated percentage node at is q at its own decimals. */
static int stated_agrees(const pp_node *at, const mpq_t q)
{
	const char *t = node_text(at), *dot = strchr(t, '.');
	size_t digits = dot ? strcspn(dot + 1, "%") : 0;
	mpq_t stated, diff, half;
	mpq_inits(stated, diff, half, NULL);
	num_from_node(stated, at);
	mpq_sub(diff, q, stated);
	mpz_ui_pow_ui(mpq_denref(half), 10, (unsigned long)digits);
	mpz_mul_ui(mpq_denref(half), mpq_denref(half), 200); /* half a unit, in percent */
	mpz_set_ui(mpq_numref(half), 1);
	mpq_canonicalize(half);
	mpq_neg(stated, half);
	int ok = mpq_cmp(diff, stated) >= 0 && mpq_cmp(diff, half) < 0;
	mpq_clears(stated, diff, half, NULL);
	return ok;
}

/* One even-money bet. */
static void check_even(ck_ctx *ctx, const pp_node *game, const pp_node *bet,
                       const pp_node *segments, unsigned long total, pp_table *t)
{
	const char *name = node_get_text(bet, "name", "");
	const pp_node *wins = node_get(bet, "wins_on");
	const pp_node *house = node_get(bet, "house_segment");
	pp_buf bad = { 0 }, syms = { 0 };
	unsigned long won = 0;
	for (size_t i = 0; i < node_len(wins); i++) {
		const char *sym = node_text(node_at(wins, i));
		long long c = count_of(segments, sym);
		pp_buf_printf(&syms, "%s%s", i ? ", " : "", sym);
		if (c < 0)
			pp_buf_printf(&bad, "%s`%s` is no segment of the wheel", bad.len ? "; " : "", sym);
		else
			won += (unsigned long)c;
	}
	long long hc = 0;
	int half_back = 0;
	if (house) {
		const char *hs = node_get_text(house, "symbol", "");
		hc = count_of(segments, hs);
		for (size_t i = 0; i < node_len(wins); i++)
			if (strcmp(node_text(node_at(wins, i)), hs) == 0)
				pp_buf_printf(&bad, "%sthe house segment `%s` is also one it wins on",
				              bad.len ? "; " : "", hs);
		if (hc < 0)
			pp_buf_printf(&bad, "%sthe house segment `%s` is no segment of the wheel",
			              bad.len ? "; " : "", hs);
		half_back = strcmp(node_get_text(house, "result", ""), "half_back") == 0;
	}
	if (bad.len || total == 0) {
		ck_emit(ctx, "PP-WHEEL-007", game, bet, name, 0,
		        "even-money bet `%s` cannot be priced: %s", name,
		        bad.len ? bad.data : "the wheel has no fields");
		ck_figures_not_computed(ctx, game, name, "wheel",
		                        "its segments are not the wheel's (PP-WHEEL-007)");
		pp_buf_free(&bad);
		pp_buf_free(&syms);
		return;
	}
	mpq_t p, rtp, part, prob;
	mpq_inits(p, rtp, part, prob, NULL);
	num_from_node(p, node_get(bet, "payout"));
	mpq_set_ui(rtp, 1, 1);
	mpq_add(rtp, rtp, p);
	mpq_set_ui(prob, won, total);
	mpq_canonicalize(prob);
	mpq_mul(rtp, rtp, prob);
	if (half_back && hc > 0) {
		mpq_set_ui(part, (unsigned long)hc, 2 * total);
		mpq_canonicalize(part);
		mpq_add(rtp, rtp, part);
	}
	char *re = num_exact(rtp), *rp = ck_pct(rtp), *pe = num_exact(prob);
	const pp_node *stated = node_get(bet, "rtp");
	pp_finding *f;
	if (stated)
		f = ck_emit(ctx, "PP-WHEEL-007", game, stated, name, stated_agrees(stated, rtp),
		            "even-money bet `%s` returns %s (%s); the plan states %s", name, re, rp,
		            node_text(stated));
	else
		f = ck_emit(ctx, "PP-WHEEL-007", game, bet, name, 1,
		            "even-money bet `%s` returns %s (%s)", name, re, rp);
	ck_evidence_q(f, "rtp", rtp, 6);
	char cnt[24];
	snprintf(cnt, sizeof(cnt), "%lu", won);
	ck_table_row(t, name, syms.data, cnt, pe, node_get_text(bet, "payout", ""), re, rp);
	ck_rtp(ctx, game, node_get(bet, "payout"), name, "wheel", rtp);
	ck_dist d;
	ck_dist_init(&d, name, "wheel");
	ck_dist_set_space_ui(&d, total);
	char *won_label = pp_xasprintf("%s comes up", syms.data);
	ck_dist_add(&d, won_label, prob, p);
	if (half_back && hc > 0) {
		char *hl = pp_xasprintf("`%s` comes up: half the stake back",
		                        node_get_text(house, "symbol", ""));
		mpq_set_ui(prob, (unsigned long)hc, total);
		mpq_canonicalize(prob);
		mpq_set_si(part, -1, 2);
		ck_dist_add(&d, hl, prob, part);
		free(hl);
	}
	ck_dist_add_rest(&d, "lose", -1);
	ck_figures_record(ctx, game, &d);
	free(won_label);
	free(re);
	free(rp);
	free(pe);
	pp_buf_free(&bad);
	pp_buf_free(&syms);
	mpq_clears(p, rtp, part, prob, NULL);
}

void wheel_check_even_money(ck_ctx *ctx, const pp_node *game, const pp_node *segments,
                            unsigned long total, pp_table *t)
{
	const pp_node *bets = node_get(game, "even_money_bets");
	for (size_t i = 0; i < node_len(bets); i++)
		check_even(ctx, game, node_at(bets, i), segments, total, t);
}
