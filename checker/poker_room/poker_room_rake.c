/* SPDX-License-Identifier: Apache-2.0 */
/* poker_room_rake.c - the poker room's rake: percentage rules with their
 * rounding and worked examples (PP-ROOM-001..003), and rake tables per
 * blind level with caps, time collection and the rates between currencies
 * (PP-ROOM-002, -004..006, -008).  All figures are exact rationals. */
#include <stdlib.h>
#include <string.h>

#include "poker_room/poker_room.h"

/* Is q a whole multiple of step? */
static int is_multiple(const mpq_t q, const mpq_t step)
{
	mpq_t r;
	mpq_init(r);
	mpq_div(r, q, step);
	int whole = mpz_cmp_ui(mpq_denref(r), 1) == 0;
	mpq_clear(r);
	return whole;
}

/* PP-ROOM-002: the rake pct of pots from start upward in steps of unit;
 * records the first pot whose rake is not a whole unit (at most 10000 tried). */
void room_no_rounding(ck_ctx *ctx, const pp_node *game, const pp_node *at,
                      const char *subject, const char *cur, const mpq_t pct,
                        const mpq_t start)
{
	mpq_t unit, pot, rake;
	mpq_inits(unit, pot, rake, NULL);
	room_unit(ctx, game, cur, unit);
	mpq_set(pot, start);
	int found = 0;
	for (int i = 0; i < 10000 && !found; i++) {
		mpq_mul(rake, pot, pct);
		found = !is_multiple(rake, unit);
		if (!found)
			mpq_add(pot, pot, unit);
	}
	const char *p = node_text(at);
	char *po = num_plain(pot);
	char *r = num_plain(rake), *u = num_plain(unit);
	pp_finding *f;
	if (found)
		f = ck_emit(ctx, "PP-ROOM-002", game, at, subject, 0,
		            "the plan states no rounding for the %s rake in %s: a pot of %s %s "
		            "pays %s %s, not a whole number of %s %s units", p, cur, po, cur, r,
		            cur, u, cur);
	else
		f = ck_emit(ctx, "PP-ROOM-002", game, at, subject, 1,
		            "the %s rake in %s is a whole number of %s %s units for every pot",
		            p, cur, u, cur);
	if (found) {
		ck_evidence_q(f, "example_pot", pot, 2);
		ck_evidence_q(f, "example_rake", rake, 4);
	}
	free(po);
	free(r);
	free(u);
	mpq_clears(unit, pot, rake, NULL);
}

/* The rake of pots under rule: with a rounding rule, unit per full step of
 * their sum, each step paid by the pot in which it starts (order of
 * formation), up to the cap; without one, the percentage of each pot.
 * per[i] receives pot i's share (caller-initialised, npots of them). */
static void rake_of(const pp_node *rule, const pp_node *pots, mpq_t total, mpq_t *per)
{
	const pp_node *rounding = node_get(rule, "rounding");
	size_t n = node_len(pots);
	mpq_t pct, cap, sum, unit, step, start, pot;
	mpq_inits(pct, cap, sum, unit, step, start, pot, NULL);
	num_get(pct, rule, "percent");
	int capped = num_get(cap, rule, "cap");
	mpq_set_ui(total, 0, 1);
	for (size_t i = 0; i < n; i++)
		mpq_set_ui(per[i], 0, 1);
	if (!rounding) {
		for (size_t i = 0; i < n; i++) {
			num_from_node(pot, node_at(pots, i));
			mpq_mul(per[i], pot, pct);
			mpq_sub(start, cap, total);   /* what the cap leaves */
			if (capped && mpq_cmp(per[i], start) > 0)
				mpq_set(per[i], start);
			mpq_add(total, total, per[i]);
		}
		goto cleanup;
	}
	num_get(unit, rounding, "unit");
	num_get(step, rounding, "per_full");
	for (size_t i = 0; i < n; i++) {
		num_from_node(pot, node_at(pots, i));
		mpq_add(sum, sum, pot);
	}
	/* K steps are charged: the full steps of the sum, no more units than
	 * the cap holds.  Step k (from 0) starts at k x step, and the pot
	 * (c_prev, c] in which it starts pays it: pot i pays the steps k < K
	 * with c_prev <= k x step < c, i.e. min(K, ceil(c/step)) -
	 * min(K, ceil(c_prev/step)) of them. */
	mpz_t k_all, k_cap, lo, hi;
	mpz_inits(k_all, k_cap, lo, hi, NULL);
	mpq_div(start, sum, step);
	num_round_int(k_all, start, NUM_FLOOR);
	if (capped) {
		mpq_div(start, cap, unit);
		num_round_int(k_cap, start, NUM_FLOOR);
		if (mpz_cmp(k_cap, k_all) < 0)
			mpz_set(k_all, k_cap);
	}
	mpq_set_z(total, k_all);
	mpq_mul(total, total, unit);
	mpz_set_ui(lo, 0);
	mpq_set_ui(sum, 0, 1);
	for (size_t i = 0; i < n; i++) {
		num_from_node(pot, node_at(pots, i));
		mpq_add(sum, sum, pot);
		mpq_div(start, sum, step);
		num_round_int(hi, start, NUM_CEILING);
		if (mpz_cmp(hi, k_all) > 0)
			mpz_set(hi, k_all);
		mpz_sub(k_cap, hi, lo);
		mpq_set_z(per[i], k_cap);
		mpq_mul(per[i], per[i], unit);
		mpz_set(lo, hi);
	}
	mpz_clears(k_all, k_cap, lo, hi, NULL);
cleanup:
	mpq_clears(pct, cap, sum, unit, step, start, pot, NULL);
}

/* PP-ROOM-003 for one worked example of rule. */
static void check_example(ck_ctx *ctx, const pp_node *game, const pp_node *rule,
                          const pp_node *ex)
{
	const pp_node *pots = node_get(ex, "pots"), *stated = node_get(ex, "rake_per_pot");
	size_t n = node_len(pots);
	mpq_t total, want, x;
	mpq_t *per = pp_xcalloc(n, sizeof(*per));
	mpq_inits(total, want, x, NULL);
	for (size_t i = 0; i < n; i++)
		mpq_init(per[i]);
	rake_of(rule, pots, total, per);
	num_get(want, ex, "rake");
	/* A rate stated as a ceiling (or floor) bounds the example's rake: the
	 * rule's rake is then the most (least) it may be. */
	const char *bound = node_get_text(rule, "bound", NULL);
	pp_check_status bst = room_bound_status(bound, want, total);
	int ok = bst == PP_ST_PASS;
	pp_buf got = { 0 }, said = { 0 };
	for (size_t i = 0; i < n; i++) {
		char *s = num_plain(per[i]);
		pp_buf_printf(&got, "%s%s", i ? " + " : "", s);
		free(s);
	}
	if (stated) {
		for (size_t i = 0; i < node_len(stated); i++) {
			num_from_node(x, node_at(stated, i));
			pp_buf_printf(&said, "%s%s", i ? " + " : "", node_text(node_at(stated, i)));
		}
		ok = ok && node_len(stated) == n;
		for (size_t i = 0; ok && i < n; i++) {
			num_from_node(x, node_at(stated, i));
			ok = room_bound_status(bound, x, per[i]) == PP_ST_PASS;
		}
	}
	const char *name = node_get_text(ex, "name", "");
	char *t = num_plain(total), *w = num_plain(want);
	pp_buf pl = { 0 };
	for (size_t i = 0; i < n; i++)
		pp_buf_printf(&pl, "%s%s", i ? ", " : "", node_text(node_at(pots, i)));
	const char *bw = room_bound_words(bound);
	pp_finding *f;
	if (ok && !*bw)
		f = ck_emit(ctx, "PP-ROOM-003", game, ex, name, 1,
		            "`%s` (pots %s): the rule gives %s (%s), as the plan says", name,
		            pl.data, t, got.data);
	else if (ok)
		f = ck_emit(ctx, "PP-ROOM-003", game, ex, name, 1,
		            "`%s` (pots %s): the rule gives %s%s (%s); the plan says %s", name,
		            pl.data, bw, t, got.data, w);
	else
		f = ck_emit_status(ctx, "PP-ROOM-003", game, ex, name,
		                   bound && strcmp(bound, "usually") == 0 ? PP_ST_INFO : PP_ST_FAIL,
		                   "`%s` (pots %s): the rule gives %s%s (%s); the plan says %s%s%s",
		                   name, pl.data, bw, t, got.data, w, stated ? ", paid " : "",
		                   stated ? said.data : "");
	ck_evidence_q(f, "computed_rake", total, 2);
	ck_evidence_q(f, "stated_rake", want, 2);
	ck_evidence_text(f, "computed_per_pot", got.data);
	free(t);
	free(w);
	pp_buf_free(&pl);
	pp_buf_free(&got);
	pp_buf_free(&said);
	for (size_t i = 0; i < n; i++)
		mpq_clear(per[i]);
	free(per);
	mpq_clears(total, want, x, NULL);
}

void room_check_rake_rules(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *rules = node_get(game, "rake");
	mpq_t pct, unit, step, ratio;
	mpq_inits(pct, unit, step, ratio, NULL);
	for (size_t i = 0; i < node_len(rules); i++) {
		const pp_node *rule = node_at(rules, i);
		const pp_node *rounding = node_get(rule, "rounding");
		const char *name = node_get_text(rule, "name", "");
		const char *cur = node_get_text(rule, "currency", "");
		num_get(pct, rule, "percent");
		if (!rounding) {
			room_unit(ctx, game, cur, unit);
			room_no_rounding(ctx, game, node_get(rule, "percent"), name, cur, pct, unit);
		} else {
			num_get(unit, rounding, "unit");
			num_get(step, rounding, "per_full");
			room_rounding_rate(ratio, rounding);
			char *u = num_plain(unit), *s = num_plain(step), *r = room_pct(ratio);
			pp_finding *f = ck_emit(ctx, "PP-ROOM-001", game, rounding, name,
			                        mpq_equal(ratio, pct),
			                        "%s per full %s %s is %s of the pot; the plan's rake is %s",
			                        u, s, cur, r, node_get_text(rule, "percent", ""));
			ck_evidence_pct(f, "rounding_rate", ratio);
			ck_evidence_pct(f, "percent", pct);
			free(u);
			free(s);
			free(r);
		}
		const pp_node *examples = node_get(rule, "examples");
		for (size_t j = 0; j < node_len(examples); j++)
			check_example(ctx, game, rule, node_at(examples, j));
	}
	mpq_clears(pct, unit, step, ratio, NULL);
}
