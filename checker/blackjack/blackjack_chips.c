/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_chips.c - PP-BJ-014: can every payout be paid in the table's
 * chips at every legal stake?  A payout p/q (lowest terms) on a stake of k
 * smallest chips c pays k·c·p/q: a whole number of chips exactly when q
 * divides k.  The amounts checked are every part of the stake the plan
 * pays or moves: the hands' payouts, a surrender's refund, an insurance
 * stake of exactly half the bet, even money, a bought card's stake and the
 * premiums.  So among the stakes of a limits row (the multiples of c from
 * the minimum to the maximum) the unpayable ones are counted in closed
 * form, never enumerated, and the first few are named.  The plan's rule
 * for them (part_chips: exact, round_down, round_up, carry_forward) says
 * who gains and by how much at most: c·(q-1)/q on one payout. */
#include <stdlib.h>
#include <string.h>

#include "core/maxwin.h"
#include "blackjack/blackjack.h"

/* Who gains from the rule, and how much at most per payout (the part chip
 * c·(q-1)/q), in words. */
static const char *who_gains(const char *rule)
{
	return !rule ? "the plan does not say what is paid"
	       : strcmp(rule, "exact") == 0 ? "paid exactly in smaller value: nobody gains"
	       : strcmp(rule, "round_down") == 0 ? "rounded down: the house keeps the part chip"
	       : strcmp(rule, "round_up") == 0 ? "rounded up: the player gains the rest of a chip"
	       : "carried forward on the box: the next hand wins it for the player or loses "
	         "it to the house";
}

/* One payout of the game at one limits row: what names it, ratio is its
 * text ("3:2"), at the node a finding points to. */
static void check_payout(ck_ctx *ctx, const bj_game *g, const pp_node *row,
                         const char *what, const char *ratio, const pp_node *at,
                         const mpq_t payout)
{
	const char *cur = node_get_text(row, "currency", "");
	mpq_t chip, lo, hi, part;
	mpz_t klo, khi, bad;
	mpq_inits(chip, lo, hi, part, NULL);
	mpz_inits(klo, khi, bad, NULL);
	if (!ck_smallest_chip(chip, ctx, g->game, cur) || !num_get(lo, row, "min_bet") ||
	    !ck_row_max_bet(hi, row) || mpq_sgn(chip) <= 0 || mpq_sgn(lo) <= 0 ||
	    mpz_cmp_ui(mpq_denref(payout), 1) == 0)
		goto cleanup;
	/* The stakes are the multiples of the chip within [lo, hi]. */
	mpq_div(lo, lo, chip);
	mpq_div(hi, hi, chip);
	mpz_cdiv_q(klo, mpq_numref(lo), mpq_denref(lo));
	mpz_fdiv_q(khi, mpq_numref(hi), mpq_denref(hi));
	if (mpz_cmp(klo, khi) > 0 || !mpz_fits_ulong_p(mpq_denref(payout)))
		goto cleanup;
	unsigned long q = mpz_get_ui(mpq_denref(payout));
	num_count_not_multiple(bad, klo, khi, q);
	const pp_node *pc = node_get(g->game, "part_chips");
	const char *rule = node_get_text(pc, "rule", NULL);
	char *label = node_item_name(row), *subject = pp_xasprintf("%s %s", what, label);
	char *r = pp_xstrdup(ratio), *c = num_plain(chip), *n = mpz_get_str(NULL, 10, bad);
	mpq_set_ui(part, (unsigned long)(q - 1), q);
	mpq_mul(part, part, chip);
	char *pt = num_plain(part);
	if (mpz_sgn(bad) == 0) {
		ck_emit(ctx, "PP-BJ-014", g->game, at, subject, 1,
		        "%s at %s is a whole number of %s %s chips at every stake in %s", what, r,
		        c, cur, label);
	} else {
		/* The first unpayable stake: the least k >= klo that q does not divide. */
		mpz_t first;
		mpz_init_set(first, klo);
		if (mpz_divisible_ui_p(first, q))
			mpz_add_ui(first, first, 1);
		mpq_t fs;
		mpq_init(fs);
		mpq_set_z(fs, first);
		mpq_mul(fs, fs, chip);
		char *f1 = num_plain(fs);
		/* The chip the part needs: c/q pays every part chip of this payout. */
		mpq_t need;
		mpq_init(need);
		mpq_set_ui(need, 1, q);
		mpq_mul(need, need, chip);
		char *nc = num_plain(need);
		pp_finding *f = ck_emit(ctx, "PP-BJ-014", g->game, rule ? node_get(pc, "rule") : at,
		                        subject, rule != NULL,
		                        "%s at %s cannot be paid in %s %s chips on %s of the stakes in "
		                        "%s (the first: %s); the part needs a %s %s chip the plan does "
		                        "not have; %s (at most %s %s a payout)", what, r, c, cur, n,
		                        label, f1, nc, cur, who_gains(rule), pt, cur);
		ck_evidence_text(f, "unpayable_stakes", n);
		ck_evidence_text(f, "least_stake", f1);
		ck_evidence_text(f, "missing_chip", nc);
		ck_evidence_q(f, "part_chip_max", part, 2);
		free(nc);
		mpq_clear(need);
		free(f1);
		mpq_clear(fs);
		mpz_clear(first);
	}
	free(pt);
	free(label);
	free(subject);
	free(r);
	free(c);
	free(n);
cleanup:
	mpq_clears(chip, lo, hi, part, NULL);
	mpz_clears(klo, khi, bad, NULL);
}

/* The ratio at key of map (if stated) as one more amount of the stake. */
static void check_ratio(ck_ctx *ctx, const bj_game *g, const pp_node *row, const char *what,
                        const pp_node *map, const char *key)
{
	mpq_t q;
	mpq_init(q);
	if (num_get(q, map, key))
		check_payout(ctx, g, row, what, node_get_text(map, key, ""), node_get(map, key), q);
	mpq_clear(q);
}

/* The amounts besides the hands' payouts: a surrender's refund, an
 * insurance stake of exactly half the bet (up to half lets the player
 * choose a whole number of chips), even money, a pontoon's bought-card
 * stake and every premium. */
static void check_other_amounts(ck_ctx *ctx, const bj_game *g, const pp_node *row)
{
	check_ratio(ctx, g, row, "surrender refund", node_get(g->game, "surrender"), "refund");
	check_ratio(ctx, g, row, "even money", node_get(g->game, "even_money"), "payout");
	check_ratio(ctx, g, row, "bought card stake", node_get(g->game, "buying"), "stake");
	const pp_node *ins = node_get(g->game, "insurance");
	if (g->ins_exactly_half) {
		mpq_t half;
		mpq_init(half);
		mpq_set_ui(half, 1, 2);
		check_payout(ctx, g, row, "insurance stake", "1:2", node_get(ins, "stake"), half);
		mpq_clear(half);
	}
	const pp_node *premiums = node_get(g->game, "premiums");
	for (size_t i = 0; i < node_len(premiums); i++) {
		const pp_node *p = node_at(premiums, i);
		char *what = pp_xasprintf("premium %s", node_get_text(p, "name", ""));
		check_ratio(ctx, g, row, what, p, "pays");
		free(what);
	}
}

void bj_check_chips(ck_ctx *ctx, const bj_game *g)
{
	const pp_node *limits = node_get(g->game, "limits");
	const pp_node *payouts = node_get(g->game, "payouts");
	mpq_t chip;
	mpq_init(chip);
	for (size_t i = 0; i < node_len(limits); i++) {
		const pp_node *row = node_at(limits, i);
		if (!ck_smallest_chip(chip, ctx, g->game, node_get_text(row, "currency", ""))) {
			char *label = node_item_name(row);
			ck_emit_status(ctx, "PP-BJ-014", g->game, row, label, PP_ST_NOTAPPLICABLE,
			               "the plan states no smallest chip in %s: whether every payout "
			               "can be paid is not checked", label);
			free(label);
			continue;
		}
		for (size_t k = 0; k < node_len(payouts); k++) {
			const pp_node *p = node_at(payouts, k);
			mpq_t q;
			mpq_init(q);
			num_get(q, p, "payout");
			check_payout(ctx, g, row, node_get_text(p, "hand", ""),
			             node_get_text(p, "payout", ""), node_get(p, "payout"), q);
			mpq_clear(q);
		}
		check_other_amounts(ctx, g, row);
	}
	mpq_clear(chip);
}
