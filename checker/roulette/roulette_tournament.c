/* SPDX-License-Identifier: Apache-2.0 */
/* roulette_tournament.c - a roulette game run as a tournament
 * (roulette_tournament.h).  The fees of an entry with k re-buys are
 * (f + k rf) / (e + k ra) of the entry plus the re-buys: a mediant, so
 * the share moves monotonically from the entry's own f/e towards the
 * re-buy's rf/ra as k grows, and the share furthest above the ceiling c
 * is at no re-buy or at the most re-buys; with re-buys unlimited, the
 * fees pass c from the least k above (c e - f) / (rf - c ra) when the
 * re-buy's own share is above it.  Closed form and exact: nothing is
 * enumerated. */
#include <stdlib.h>
#include <string.h>

#include "core/maxwin.h"
#include "roulette/roulette_tournament.h"
#include "i18n.h"

/* An amount and its fee (stated, or fee_share of the amount) from map. */
static void amount_and_fee(mpq_t amount, mpq_t fee, const pp_node *map, const char *amount_key)
{
	num_get(amount, map, amount_key);
	if (!num_get(fee, map, "fee")) {
		num_get(fee, map, "fee_share");
		mpq_mul(fee, fee, amount);
	}
}

/* The fees and the base of an entry with k re-buys, and their share. */
static void share_at(mpq_t share, mpq_t fees, mpq_t base, const mpq_t e, const mpq_t f,
                     const mpq_t ra, const mpq_t rf, unsigned long k)
{
	mpq_t kk;
	mpq_init(kk);
	mpq_set_ui(kk, k, 1);
	mpq_mul(fees, kk, rf);
	mpq_add(fees, fees, f);
	mpq_mul(base, kk, ra);
	mpq_add(base, base, e);
	mpq_div(share, fees, base);
	mpq_clear(kk);
}

/* With re-buys unlimited, the least number of them whose fees pass the
 * ceiling c, into k; 0 when none does (the re-buy's share is within c). */
static int least_exceeding(unsigned long *k, const mpq_t e, const mpq_t f, const mpq_t ra,
                           const mpq_t rf, const mpq_t c)
{
	int found = 0;
	mpq_t num, den;
	mpz_t q;
	mpq_inits(num, den, NULL);
	mpz_init(q);
	mpq_mul(den, c, ra);
	mpq_sub(den, rf, den);          /* rf - c ra */
	mpq_mul(num, c, e);
	mpq_sub(num, num, f);           /* c e - f, not negative here */
	if (mpq_sgn(den) > 0) {
		mpq_div(num, num, den);
		mpz_fdiv_q(q, mpq_numref(num), mpq_denref(num));
		mpz_add_ui(q, q, 1);
		if (mpz_fits_ulong_p(q)) {
			*k = mpz_get_ui(q);
			found = 1;
		}
	}
	mpq_clears(num, den, NULL);
	mpz_clear(q);
	return found;
}

/* PP-RTOUR-001. */
static void check_fees(ck_ctx *ctx, const pp_node *game, const pp_node *tour)
{
	const pp_node *ceiling = node_get(tour, "fee_ceiling"), *rb = node_get(tour, "rebuys");
	if (!ceiling)
		return;
	mpq_t c, e, f, ra, rf, share, fees, base, s0;
	mpq_inits(c, e, f, ra, rf, share, fees, base, s0, NULL);
	num_get(c, ceiling, "percent");
	amount_and_fee(e, f, tour, "entry");
	if (rb)
		amount_and_fee(ra, rf, rb, "amount");
	int unlimited = rb && node_get_bool(rb, "unlimited", 0);
	unsigned long most = rb && !unlimited ? (unsigned long)node_get_int(rb, "max", 1) : 0, k = 0;
	share_at(s0, fees, base, e, f, ra, rf, 0);
	if (mpq_cmp(s0, c) <= 0 && rb) {
		/* the entry alone is within the ceiling: the re-buys decide */
		if (!unlimited)
			k = most;
		else if (!least_exceeding(&k, e, f, ra, rf, c))
			k = 0;
	}
	share_at(share, fees, base, e, f, ra, rf, k);
	const char *cur = node_get_text(tour, "currency", "");
	char *ps = ck_pct(share), *pc = ck_pct(c), *fe = num_plain(fees), *ba = num_plain(base);
	char *p0 = ck_pct(s0);
	pp_buf rebuy = { 0 };
	if (rb && mpq_sgn(ra) > 0) {
		mpq_div(s0, rf, ra);
		char *pr = ck_pct(s0);
		pp_buf_printf(&rebuy, "%s", pr);
		free(pr);
	}
	int ok = mpq_cmp(share, c) <= 0;
	pp_finding *fd = ck_emit(ctx, "PP-RTOUR-001", game, ceiling, "tournament fees", ok,
	                         "the entry's fee is %s of it and each re-buy's %s of its amount "
	                         "(%s); with %lu re-buy(s) the fees of %s %s on %s %s are %s of the "
	                         "entry plus re-buys, against a ceiling of %s",
	                         p0, rebuy.len ? rebuy.data : "-",
	                         !rb ? ck_l10n(N_("no re-buys"))
	                         : unlimited ? ck_l10n(N_("re-buys unlimited"))
	                                     : ck_l10nf("re-buys: at most %lu", most),
	                         k, fe, cur, ba, cur, ps, pc);
	ck_evidence_pct(fd, "fee_share", share);
	ck_evidence_pct(fd, "fee_ceiling", c);
	ck_evidence_q(fd, "fees", fees, 2);
	ck_evidence_q(fd, "entry_and_rebuys", base, 2);
	char kt[24];
	snprintf(kt, sizeof(kt), "%lu", k);
	ck_evidence_text(fd, "rebuys", kt);
	free(ps);
	free(pc);
	free(fe);
	free(ba);
	free(p0);
	pp_buf_free(&rebuy);
	mpq_clears(c, e, f, ra, rf, share, fees, base, s0, NULL);
}

/* PP-RTOUR-002: the forced bet against each limits row in the
 * tournament's currency (the bet type's own maximum where the row sets
 * one apart). */
static void check_forced_bet(ck_ctx *ctx, const pp_node *game, const pp_node *tour)
{
	const pp_node *fb = node_get(tour, "forced_bet"), *limits = node_get(game, "limits");
	if (!fb)
		return;
	const char *cur = node_get_text(tour, "currency", ""), *type = node_get_text(fb, "bet", NULL);
	size_t rows = 0;
	mpq_t stake, lo, hi, total;
	mpq_inits(stake, lo, hi, total, NULL);
	num_get(stake, fb, "stake");
	mpq_set_ui(total, (unsigned long)node_get_int(fb, "spins", 1), 1);
	mpq_mul(total, total, stake);
	char *st = num_plain(stake), *tt = num_plain(total);
	for (size_t i = 0; i < node_len(limits); i++) {
		const pp_node *row = node_at(limits, i);
		if (strcmp(node_get_text(row, "currency", ""), cur) != 0 || !num_get(lo, row, "min_bet"))
			continue;
		int has_max = ck_bet_max(hi, row, type, NULL) != 0;
		int ok = mpq_cmp(stake, lo) >= 0 && (!has_max || mpq_cmp(stake, hi) <= 0);
		char *label = node_item_name(row), *l = num_plain(lo);
		char *h = has_max ? num_plain(hi) : pp_xstrdup("-");
		pp_finding *f = ck_emit(ctx, "PP-RTOUR-002", game, node_get(fb, "stake"), label, ok,
		                        ok ? N_("the forced bet of %s %s a spin lies within %s (%s to %s); "
		                                "over its %s spins it stakes %s %s")
		                           : N_("the forced bet of %s %s a spin lies outside %s (%s to "
		                                "%s); over its %s spins it would stake %s %s"),
		                        st, cur, label, l, h, node_get_text(fb, "spins", ""), tt, cur);
		ck_evidence_q(f, "forced_total", total, 2);
		free(label);
		free(l);
		free(h);
		rows++;
	}
	if (!rows)
		ck_emit_status(ctx, "PP-RTOUR-002", game, fb, "forced bet", PP_ST_NOTAPPLICABLE,
		               "the game has no limits row in %s: the forced bet of %s is not "
		               "checked against the table limits", cur, st);
	free(st);
	free(tt);
	mpq_clears(stake, lo, hi, total, NULL);
}

/* PP-RTOUR-003: the prize shares add up to at most the whole pool. */
static void check_prizes(ck_ctx *ctx, const pp_node *game, const pp_node *tour)
{
	const pp_node *prizes = node_get(tour, "prizes");
	if (!prizes)
		return;
	mpq_t sum, x, one;
	mpq_inits(sum, x, one, NULL);
	mpq_set_ui(one, 1, 1);
	for (size_t i = 0; i < node_len(prizes); i++) {
		num_get(x, node_at(prizes, i), "percent");
		mpq_add(sum, sum, x);
	}
	mpq_sub(x, one, sum);
	int ok = mpq_sgn(x) >= 0;
	mpq_abs(x, x);
	char *t = ck_pct(sum), *d = ck_pct(x);
	pp_finding *f = ck_emit(ctx, "PP-RTOUR-003", game, prizes, "prize pool", ok,
	                        ok ? N_("the %zu prize shares take %s of the prize pool, leaving %s")
	                           : N_("the %zu prize shares take %s of the prize pool, %s more "
	                                "than it holds"), node_len(prizes), t, d);
	ck_evidence_pct(f, "prize_shares", sum);
	free(t);
	free(d);
	mpq_clears(sum, x, one, NULL);
}

void roul_check_tournament(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *tour = node_get(game, "tournament");
	if (!tour)
		return;
	check_fees(ctx, game, tour);
	check_forced_bet(ctx, game, tour);
	check_prizes(ctx, game, tour);
}
