/* SPDX-License-Identifier: Apache-2.0 */
/* poker_room_tournament.c - tournament money beyond one buy-in and fee:
 * the fees of a whole entry, re-buys and the add-on counted, against the
 * plan's fee bounds (PP-ROOM-026), and the shares taken out of the prize
 * pool (bounties, set-asides) against the pool itself (PP-ROOM-027).
 * Exact rationals throughout. */
#include <stdlib.h>
#include <string.h>

#include "poker_room/poker_room.h"
#include "i18n.h"

/* The fees and the base (what the bound is a share of) of an entry with k
 * re-buys and a add-ons (0 or 1), into fees and base. */
static void entry_totals(mpq_t fees, mpq_t base, const pp_node *e, long long k, int a,
                         int of_entry)
{
	mpq_t x;
	mpq_init(x);
	num_get(fees, e, "fee");
	num_get(base, e, "buy_in");
	const pp_node *parts[2] = { node_get(e, "rebuys"), node_get(e, "add_on") };
	long long times[2] = { k, a };
	for (int p = 0; p < 2; p++) {
		if (!parts[p] || !times[p])
			continue;
		mpq_t n;
		mpq_init(n);
		mpq_set_ui(n, (unsigned long)times[p], 1);
		num_get(x, parts[p], "fee");
		mpq_mul(x, x, n);
		mpq_add(fees, fees, x);
		num_get(x, parts[p], "buy_in");
		mpq_mul(x, x, n);
		mpq_add(base, base, x);
		mpq_clear(n);
	}
	if (of_entry)
		mpq_add(base, base, fees);
	mpq_clear(x);
}

/* PP-ROOM-026 for entry e against one bound (rate, bound word, of): every
 * number of re-buys from 0 to the most, with and without the add-on; the
 * case furthest from the bound is reported (all within it: a pass). */
static void check_entry_bound(ck_ctx *ctx, const pp_node *game, const pp_node *e,
                              const pp_node *rate_node, const char *bound, const char *of)
{
	const pp_node *rebuys = node_get(e, "rebuys");
	long long most = rebuys ? node_get_int(rebuys, "max", 1) : 0;
	int adds = node_get(e, "add_on") != NULL, of_entry = strcmp(of, "entry") == 0;
	int ceiling = bound && strcmp(bound, "at_most") == 0;
	mpq_t rate, fees, base, share, worst, wfees, wbase;
	mpq_inits(rate, fees, base, share, worst, wfees, wbase, NULL);
	num_from_node(rate, rate_node);
	long long wk = -1;
	int wa = 0;
	for (long long k = 0; k <= most; k++)
		for (int a = 0; a <= adds; a++) {
			entry_totals(fees, base, e, k, a, of_entry);
			if (mpq_sgn(base) == 0)
				continue;
			mpq_div(share, fees, base);
			/* the share furthest on the failing side: highest under a
			 * ceiling, lowest otherwise */
			if (wk < 0 || (ceiling ? mpq_cmp(share, worst) > 0 : mpq_cmp(share, worst) < 0)) {
				mpq_set(worst, share);
				mpq_set(wfees, fees);
				mpq_set(wbase, base);
				wk = k;
				wa = a;
			}
		}
	if (wk >= 0) {
		const char *name = node_get_text(e, "name", "");
		pp_check_status st = room_bound_status(bound, worst, rate);
		char *ps = ck_pct(worst), *fe = num_plain(wfees), *ba = num_plain(wbase);
		char *subject = pp_xasprintf("%s (re-buys)", name);
		const char *what = of_entry ? ck_l10n(N_("of the entry")) : ck_l10n(N_("of the buy-in"));
		pp_finding *f = ck_emit_status(ctx, "PP-ROOM-026", game, rebuys ? rebuys : e, subject, st,
		                               "`%s` with %lld re-buy(s) and %d add-on(s): fees of %s on "
		                               "%s are %s %s; the plan's fee is %s%s %s", name, wk, wa,
		                               fe, ba, ps, what, room_bound_words(bound),
		                               node_text(rate_node), what);
		ck_evidence_pct(f, "fee_share", worst);
		ck_evidence_pct(f, "fee_bound", rate);
		free(ps);
		free(fe);
		free(ba);
		free(subject);
	}
	mpq_clears(rate, fees, base, share, worst, wfees, wbase, NULL);
}

/* PP-ROOM-026: every entry with re-buys or an add-on against `fee_min`
 * and `fee_bound`. */
static void check_rebuy_fees(ck_ctx *ctx, const pp_node *game, const pp_node *tour)
{
	const pp_node *entries = node_get(tour, "entries");
	const pp_node *min = node_get(tour, "fee_min"), *fb = node_get(tour, "fee_bound");
	for (size_t i = 0; i < node_len(entries); i++) {
		const pp_node *e = node_at(entries, i);
		if (!node_get(e, "rebuys") && !node_get(e, "add_on"))
			continue;
		if (min)
			check_entry_bound(ctx, game, e, min, "at_least", "entry");
		if (fb)
			check_entry_bound(ctx, game, e, node_get(fb, "percent"),
			                  node_get_text(fb, "bound", "exactly"),
			                  node_get_text(fb, "of", "entry"));
	}
}

/* PP-ROOM-027: the shares out of the prize pool (the bounty share and the
 * set-asides) add up to at most 100 %; a progressive bounty's share is at
 * most 100 % (a soft, "usual" share that is not: info); each entry's
 * bounty leaves a prize pool that is not negative. */
static void check_prize_pool(ck_ctx *ctx, const pp_node *game, const pp_node *tour)
{
	const pp_node *bounty = node_get(tour, "bounty"), *asides = node_get(tour, "set_asides");
	const pp_node *share = bounty ? node_get(bounty, "share") : NULL;
	mpq_t sum, x, one;
	mpq_inits(sum, x, one, NULL);
	mpq_set_ui(one, 1, 1);
	if (share || node_len(asides)) {
		if (share)
			num_get(sum, share, "percent");
		for (size_t i = 0; i < node_len(asides); i++) {
			num_get(x, node_at(asides, i), "percent");
			mpq_add(sum, sum, x);
		}
		mpq_sub(x, one, sum);
		char *t = ck_pct(sum), *left = ck_pct(x);
		pp_finding *f = ck_emit(ctx, "PP-ROOM-027", game, asides ? asides : share, "prize pool",
		                        mpq_cmp(sum, one) <= 0,
		                        "the bounty share and the set-asides take %s of the prize pool, "
		                        "leaving %s", t, left);
		ck_evidence_pct(f, "taken", sum);
		free(t);
		free(left);
	}
	const pp_node *prog = bounty ? node_get(bounty, "progressive_share") : NULL;
	if (prog) {
		num_get(x, prog, "percent");
		const char *bound = node_get_text(prog, "bound", "exactly");
		int ok = mpq_cmp(x, one) <= 0;
		pp_check_status st = ok ? PP_ST_PASS
		                     : strcmp(bound, "usually") == 0 ? PP_ST_INFO : PP_ST_FAIL;
		char *p = ck_pct(x);
		ck_emit_status(ctx, "PP-ROOM-027", game, prog, "progressive bounty", st,
		               "the share of a knocked-out player's bounty added to the winner's "
		               "own is %s%s (at most 100%%)", room_bound_words(bound), p);
		free(p);
	}
	const pp_node *entries = node_get(tour, "entries");
	for (size_t i = 0; i < node_len(entries); i++) {
		const pp_node *e = node_at(entries, i), *b = node_get(e, "bounty");
		if (!b)
			continue;
		mpq_t buy;
		mpq_init(buy);
		num_get(buy, e, "buy_in");
		num_from_node(x, b);
		mpq_sub(x, buy, x);
		char *by = num_plain(buy), *l = num_plain(x);
		const char *name = node_get_text(e, "name", "");
		pp_finding *f = ck_emit(ctx, "PP-ROOM-027", game, b, name, mpq_sgn(x) >= 0,
		                        "`%s`: a bounty of %s out of a buy-in of %s leaves %s per entry "
		                        "for the prize pool", name, node_text(b), by, l);
		ck_evidence_q(f, "pool_per_entry", x, 2);
		free(by);
		free(l);
		mpq_clear(buy);
	}
	mpq_clears(sum, x, one, NULL);
}

void room_check_tournament_money(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *tour = node_get(game, "tournament");
	if (!tour)
		return;
	check_rebuy_fees(ctx, game, tour);
	check_prize_pool(ctx, game, tour);
}
