/* SPDX-License-Identifier: Apache-2.0 */
/* poker_room_betting.c - the betting structure of a poker room and of each
 * variant (a variant's key overrides the room's `betting`, key by key):
 * the blinds against their stated relations and the least bet
 * (PP-ROOM-021), the least-blinds tables between currencies (PP-ROOM-022),
 * each variant's stakes against them (PP-ROOM-023), the raising rules with
 * each other (PP-ROOM-024), the multiple-chips examples (PP-ROOM-025), and
 * the raising chart's figures (PP-ROOM-028, poker_room_chart.c).
 * Amounts are exact rationals; nothing is assumed the plan does not say. */
#include <stdlib.h>
#include <string.h>

#include "poker_room/poker_room.h"
#include "i18n.h"

const pp_node *room_inherit(const pp_node *vb, const pp_node *rb, const char *key)
{
	const pp_node *v = vb ? node_get(vb, key) : NULL;
	return v ? v : rb ? node_get(rb, key) : NULL;
}

const char *room_inherit_text(const pp_node *vb, const pp_node *rb, const char *key)
{
	const pp_node *v = room_inherit(vb, rb, key);
	return v ? node_text(v) : NULL;
}

void room_min_raise_rule(const pp_node *vb, const pp_node *rb, const char **basis,
                         const pp_node **times)
{
	const pp_node *mr = room_inherit(vb, rb, "min_raise");
	const pp_node *mr_room = rb ? node_get(rb, "min_raise") : NULL;
	*times = mr ? node_get(mr, "previous_bet_times") : NULL;
	*basis = mr ? node_get_text(mr, "basis", NULL) : NULL;
	if (!*basis && mr_room)
		*basis = node_get_text(mr_room, "basis", NULL);
	if (!*times && mr_room)
		*times = node_get(mr_room, "previous_bet_times");
}

/* The relation name's required small blind for big blind bb into out:
 * half_big_blind bb/2, equal_big_blind bb. */
static void relation_small_blind(mpq_t out, const char *rel, const mpq_t bb)
{
	mpq_set(out, bb);
	if (strcmp(rel, "half_big_blind") == 0)
		mpq_div_2exp(out, out, 1);
}

/* PP-ROOM-021 for one pair of blinds (a stake or a least-blinds level) of
 * subject in currency cur, located at `at`: the small blind at most the big
 * blind and in the stated relation rel (may be NULL); min_bet (may be
 * NULL) not below the big blind, and equal to it under min_rel. */
static void check_blind_pair(ck_ctx *ctx, const pp_node *game, const pp_node *at,
                             const char *subject, const char *cur, const char *rel,
                             const pp_node *min_bet, const char *min_rel)
{
	mpq_t sb, bb, want, mb;
	mpq_inits(sb, bb, want, mb, NULL);
	num_get(sb, at, "small_blind");
	num_get(bb, at, "big_blind");
	char *s = num_plain(sb), *b = num_plain(bb);
	pp_finding *f;
	if (mpq_cmp(sb, bb) > 0) {
		f = ck_emit(ctx, "PP-ROOM-021", game, node_get(at, "small_blind"), subject, 0,
		            "%s, %s: the small blind %s is above the big blind %s", subject, cur,
		            s, b);
	} else if (rel && (relation_small_blind(want, rel, bb), mpq_cmp(sb, want) != 0)) {
		char *w = num_plain(want);
		f = ck_emit(ctx, "PP-ROOM-021", game, node_get(at, "small_blind"), subject, 0,
		            "%s, %s: the plan says the small blind is %s, but it is %s with a big "
		            "blind of %s: it should be %s", subject, cur,
		            strcmp(rel, "half_big_blind") == 0 ? ck_l10n(N_("half the big blind"))
		                                               : ck_l10n(N_("the big blind")),
		            s, b, w);
		free(w);
	} else if (min_bet && (num_from_node(mb, min_bet), mpq_cmp(mb, bb) < 0)) {
		char *m = num_plain(mb);
		f = ck_emit(ctx, "PP-ROOM-021", game, min_bet, subject, 0,
		            "%s, %s: the least bet %s is below the big blind %s", subject, cur, m, b);
		free(m);
	} else if (min_bet && min_rel && mpq_cmp(mb, bb) != 0) {
		char *m = num_plain(mb);
		f = ck_emit(ctx, "PP-ROOM-021", game, min_bet, subject, 0,
		            "%s, %s: the plan says the least bet is the big blind, but states "
		            "%s with a big blind of %s", subject, cur, m, b);
		free(m);
	} else {
		f = ck_emit(ctx, "PP-ROOM-021", game, at, subject, 1,
		            "%s, %s: a small blind of %s and a big blind of %s keep the stated "
		            "relations", subject, cur, s, b);
	}
	ck_evidence_q(f, "small_blind", sb, 2);
	ck_evidence_q(f, "big_blind", bb, 2);
	free(s);
	free(b);
	mpq_clears(sb, bb, want, mb, NULL);
}

/* PP-ROOM-021 for the stakes written in betting map own (the room's or a
 * variant's), under the relations the structure (own over the room's rb)
 * states. */
static void check_stakes(ck_ctx *ctx, const pp_node *game, const char *subject,
                         const pp_node *own, const pp_node *rb)
{
	const pp_node *stakes = node_get(own, "stakes");
	const pp_node *vb = own == rb ? NULL : own;
	const char *rel = room_inherit_text(vb, rb, "small_blind");
	const char *min_rel = room_inherit_text(vb, rb, "min_bet");
	for (size_t i = 0; i < node_len(stakes); i++) {
		const pp_node *st = node_at(stakes, i);
		const pp_node *mb = node_get(st, "min_bet");
		if (!mb && room_inherit_text(vb, rb, "limit") &&
		    strcmp(room_inherit_text(vb, rb, "limit"), "fixed_limit") == 0)
			mb = node_get(st, "small_bet");   /* a fixed-limit game's least bet */
		check_blind_pair(ctx, game, st, subject, node_get_text(st, "currency", ""), rel,
		                 mb, min_rel);
	}
}

/* The least-blinds table of currency cur, or NULL. */
static const pp_node *min_table(const pp_node *game, const char *cur)
{
	const pp_node *tables = node_get(game, "min_blinds");
	for (size_t i = 0; i < node_len(tables); i++)
		if (strcmp(node_get_text(node_at(tables, i), "currency", ""), cur) == 0)
			return node_at(tables, i);
	return NULL;
}

/* PP-ROOM-023: stakes st of subject against the least-blinds table of its
 * currency: some level's small and big blind are both reached. */
static void check_stake_minimum(ck_ctx *ctx, const pp_node *game, const char *subject,
                                const pp_node *st)
{
	const char *cur = node_get_text(st, "currency", "");
	const pp_node *table = min_table(game, cur);
	if (!table)
		return;
	const pp_node *levels = node_get(table, "levels");
	mpq_t sb, bb, lsb, lbb;
	mpq_inits(sb, bb, lsb, lbb, NULL);
	num_get(sb, st, "small_blind");
	num_get(bb, st, "big_blind");
	int ok = 0;
	for (size_t i = 0; i < node_len(levels) && !ok; i++) {
		num_get(lsb, node_at(levels, i), "small_blind");
		num_get(lbb, node_at(levels, i), "big_blind");
		ok = mpq_cmp(sb, lsb) >= 0 && mpq_cmp(bb, lbb) >= 0;
	}
	num_get(lsb, node_at(levels, 0), "small_blind");
	num_get(lbb, node_at(levels, 0), "big_blind");
	char *s = num_plain(sb), *b = num_plain(bb), *ls = num_plain(lsb), *lb = num_plain(lbb);
	pp_finding *f = ok
		? ck_emit(ctx, "PP-ROOM-023", game, st, subject, 1,
		          "%s, %s: blinds of %s / %s reach a level of the least blinds", subject,
		          cur, s, b)
		: ck_emit(ctx, "PP-ROOM-023", game, node_get(st, "big_blind"), subject, 0,
		          "%s, %s: blinds of %s / %s are below every level of the least blinds, "
		          "the first of which is %s / %s", subject, cur, s, b, ls, lb);
	room_evidence_anchor(f, "least_blinds", node_at(levels, 0));
	free(s);
	free(b);
	free(ls);
	free(lb);
	mpq_clears(sb, bb, lsb, lbb, NULL);
}

/* PP-ROOM-022: every other currency's least-blinds table against the
 * first, level by level: each blind's rate (other / first), and the rate
 * most of the figures share; a figure at another rate fails. */
static void check_min_rates(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *tables = node_get(game, "min_blinds");
	if (node_len(tables) < 2)
		return;
	const pp_node *t0 = node_at(tables, 0), *l0 = node_get(t0, "levels");
	const char *c0 = node_get_text(t0, "currency", "");
	static const char *const keys[2] = { "small_blind", "big_blind" };
	for (size_t t = 1; t < node_len(tables); t++) {
		const pp_node *t1 = node_at(tables, t), *l1 = node_get(t1, "levels");
		const char *c1 = node_get_text(t1, "currency", "");
		char *subject = pp_xasprintf("%s / %s", c0, c1);
		if (node_len(l0) != node_len(l1)) {
			ck_emit(ctx, "PP-ROOM-022", game, l1, subject, 0,
			        "the least blinds list %zu levels in %s and %zu in %s", node_len(l0),
			        c0, node_len(l1), c1);
			free(subject);
			continue;
		}
		size_t n = 2 * node_len(l0), best = 0, bestn = 0;
		mpq_t *rate = pp_xcalloc(n, sizeof(*rate)), a;
		mpq_init(a);
		for (size_t i = 0; i < n; i++) {
			mpq_init(rate[i]);
			num_get(a, node_at(l0, i / 2), keys[i % 2]);
			num_get(rate[i], node_at(l1, i / 2), keys[i % 2]);
			if (mpq_sgn(a))
				mpq_div(rate[i], rate[i], a);
			else
				mpq_set_si(rate[i], -1, 1);   /* a zero blind gives no rate */
		}
		for (size_t i = 0; i < n; i++) {   /* the rate most figures share */
			size_t same = 0;
			for (size_t j = 0; j < n && mpq_sgn(rate[i]) >= 0; j++)
				same += mpq_equal(rate[i], rate[j]) != 0;
			if (same > bestn) {
				bestn = same;
				best = i;
			}
		}
		char *common = num_plain(rate[best]);
		size_t off = 0;
		for (size_t i = 0; i < n && bestn; i++) {
			if (mpq_equal(rate[i], rate[best]) || mpq_sgn(rate[i]) < 0)
				continue;
			off++;
			const pp_node *lv = node_at(l1, i / 2);
			char *r = num_plain(rate[i]);
			num_get(a, node_at(l0, i / 2), keys[i % 2]);
			char *x0 = num_plain(a), *x1 = pp_xstrdup(node_get_text(lv, keys[i % 2], ""));
			pp_finding *f = ck_emit(ctx, "PP-ROOM-022", game, node_get(lv, keys[i % 2]),
			                        subject, 0,
			                        "least blinds, level %zu: the %s %s %s is %s %s, %s %s "
			                        "per %s, where the table's other figures convert at %s",
			                        i / 2 + 1, i % 2 ? ck_l10n(N_("big blind"))
			                                         : ck_l10n(N_("small blind")),
			                        x0, c0, x1, c1, r, c1, c0, common);
			ck_evidence_q(f, "rate", rate[i], 4);
			ck_evidence_q(f, "common_rate", rate[best], 4);
			room_evidence_anchor(f, "level", lv);
			free(r);
			free(x0);
			free(x1);
		}
		if (!off && bestn)
			ck_evidence_q(ck_emit(ctx, "PP-ROOM-022", game, l1, subject, 1,
			                      "the least blinds in %s are those in %s at %s %s per %s",
			                      c1, c0, common, c1, c0),
			              "rate", rate[best], 4);
		free(common);
		for (size_t i = 0; i < n; i++)
			mpq_clear(rate[i]);
		free(rate);
		mpq_clear(a);
		free(subject);
	}
}

/* PP-ROOM-024 for the half-bet rule hb under one full raise (to `full`
 * after "A bets 10, B raises to 30", by the rule named `how`): a short
 * raise adding at least the share of the previous bet (30) and short of
 * the full raise is one outcome, a smaller one the other; the band must
 * not be empty, and the larger short raise must not be the lesser call. */
static void check_half_bet(ck_ctx *ctx, const pp_node *game, const char *subject,
                           const pp_node *hb, long long full, const char *how)
{
	const char *above = node_get_text(hb, "at_or_above", ""), *below = node_get_text(hb, "below", "");
	mpq_t at, top;
	mpq_inits(at, top, NULL);
	num_get(at, hb, "share");
	mpq_set_ui(top, 30, 1);
	mpq_mul(at, at, top);
	mpq_add(at, at, top);               /* 30 + share x 30 */
	mpq_set_ui(top, (unsigned long)full, 1);
	int reversed = strcmp(above, "call") == 0 && strcmp(below, "complete") == 0;
	int ok = !reversed && mpq_cmp(at, top) < 0;
	char *a = num_plain(at);
	pp_finding *f = ck_emit(ctx, "PP-ROOM-024", game, hb, subject, ok,
	                        "%s: after \"A bets 10, B raises to 30\" a full raise is to %lld (%s); "
	                        "the half-bet rule makes a raise to %s or more but below %lld %s "
	                        "and a smaller one %s", subject, full, how, a, full, above, below);
	ck_evidence_q(f, "half_bet_from", at, 2);
	free(a);
	mpq_clears(at, top, NULL);
}

/* PP-ROOM-024: the raising rules of one structure (own over the room's rb)
 * against each other: "k times the previous bet" against the basis of the
 * minimum raise after A bets 10 and B raises to 30; a fixed-limit game's
 * raise (one bet: to twice the bet) and its round cap. */
static void check_raising(ck_ctx *ctx, const pp_node *game, const char *subject,
                          const pp_node *own, const pp_node *rb)
{
	const pp_node *vb = own == rb ? NULL : own, *times;
	const char *basis;
	room_min_raise_rule(vb, rb, &basis, &times);
	const char *limit = room_inherit_text(vb, rb, "limit");
	long long k = times ? atoll(node_text(times)) : 0;
	if (times && basis && (!limit || strcmp(limit, "fixed_limit") != 0)) {
		/* A bets 10, B raises to 30: a full raise adds 20 under either basis */
		long long by_basis = 50, by_times = 30 * k;
		pp_finding *f = ck_emit(ctx, "PP-ROOM-024", game, times, subject,
		                        by_basis == by_times,
		                        "%s: after \"A bets 10, B raises to 30\" the least raise is "
		                        "to %lld under the basis %s and to %lld under \"%lld times "
		                        "the previous bet\"", subject, by_basis, basis, by_times, k);
		ck_evidence_text(f, "sequence", "10, 30");
	}
	const pp_node *hb = room_inherit(vb, rb, "half_bet_raise");
	int fixed = limit && strcmp(limit, "fixed_limit") == 0;   /* a raise is one bet */
	if (hb && basis && !fixed)
		check_half_bet(ctx, game, subject, hb, 50, basis);
	if (hb && times && !fixed)
		check_half_bet(ctx, game, subject, hb, 30 * k,
		               ck_l10nf(N_("%lld times the previous bet"), k));
	if (limit && strcmp(limit, "fixed_limit") == 0 && times)
		ck_emit(ctx, "PP-ROOM-024", game, times, subject, k == 2,
		        "%s: a fixed-limit raise adds one bet, a total of 2 times the bet; the plan "
		        "says %lld times", subject, k);
	const pp_node *stakes = node_get(own, "stakes");
	const pp_node *cap = room_inherit(vb, rb, "max_raises");
	for (size_t i = 0; i < node_len(stakes); i++) {
		const pp_node *st = node_at(stakes, i);
		const char *cur = node_get_text(st, "currency", "");
		const pp_node *big = node_get(st, "big_bet"), *small = node_get(st, "small_bet");
		if ((big || small) && limit && strcmp(limit, "fixed_limit") != 0) {
			ck_emit(ctx, "PP-ROOM-024", game, big ? big : small, subject, 0,
			        "%s, %s: fixed bet sizes are stated for a %s game", subject, cur, limit);
			continue;
		}
		const pp_node *most = node_get(st, "max_round_bet");
		if (!most || !cap || !(big || small))
			continue;
		mpq_t want, got;
		mpq_inits(want, got, NULL);
		num_from_node(want, big ? big : small);
		mpq_set_ui(got, (unsigned long)(atoll(node_text(cap)) + 1), 1);
		mpq_mul(want, want, got);   /* the bet and max_raises raises of one bet */
		num_from_node(got, most);
		char *w = num_plain(want), *g = num_plain(got);
		pp_finding *f = ck_emit(ctx, "PP-ROOM-024", game, most, subject,
		                        mpq_equal(want, got),
		                        "%s, %s: a bet of %s and %s raises put %s in one round; the "
		                        "plan says %s", subject, cur, node_text(big ? big : small),
		                        node_text(cap), w, g);
		ck_evidence_q(f, "round_most", want, 2);
		free(w);
		free(g);
		mpq_clears(want, got, NULL);
	}
}

/* PP-ROOM-025: each multiple-chips example under the rule "a call when the
 * chips without one of them (the smallest) do not reach the call". */
static void check_multiple_chips(ck_ctx *ctx, const pp_node *game, const pp_node *rule)
{
	if (!node_get_bool(rule, "call_if_one_chip_below_call", 0))
		return;
	const pp_node *examples = node_get(rule, "examples");
	mpq_t call, total, least, c, rest;
	mpq_inits(call, total, least, c, rest, NULL);
	for (size_t i = 0; i < node_len(examples); i++) {
		const pp_node *e = node_at(examples, i), *chips = node_get(e, "chips");
		const char *name = node_get_text(e, "name", "");
		num_get(call, e, "to_call");
		mpq_set_ui(total, 0, 1);
		for (size_t j = 0; j < node_len(chips); j++) {
			num_from_node(c, node_at(chips, j));
			mpq_add(total, total, c);
			if (j == 0 || mpq_cmp(c, least) < 0)
				mpq_set(least, c);
		}
		mpq_sub(rest, total, least);
		int is_call = mpq_cmp(rest, call) < 0;
		const char *said = node_get_text(e, "result", "call");
		const pp_node *to = node_get(e, "raise_to");
		mpq_set(c, total);
		if (to)
			num_from_node(c, to);
		int ok = is_call == (strcmp(said, "call") == 0) && (is_call || mpq_equal(c, total));
		char *t = num_plain(total), *r = num_plain(rest), *k = num_plain(call);
		pp_finding *f = ck_emit(ctx, "PP-ROOM-025", game, node_get(e, "result"), name, ok,
		                        "`%s`: %s in chips against a call of %s: without one chip %s "
		                        "is %s the call, so the rule makes it %s; the plan says %s",
		                        name, t, k, r, is_call ? ck_l10n(N_("short of"))
		                                               : ck_l10n(N_("at least")),
		                        is_call ? ck_l10n(N_("a call"))
		                                : ck_l10nf(N_("a raise to %s"), t), said);
		ck_evidence_q(f, "chips_total", total, 2);
		free(t);
		free(r);
		free(k);
	}
	mpq_clears(call, total, least, c, rest, NULL);
}

/* The checks of one betting structure b named subject: the room's own
 * (parent b itself) or a variant's, which inherits what it leaves out
 * from the room's (parent). */
static void check_structure(ck_ctx *ctx, const pp_node *game, const char *subject,
                            const pp_node *b, const pp_node *parent)
{
	check_stakes(ctx, game, subject, b, parent);
	check_raising(ctx, game, subject, b, parent);
	for (size_t i = 0; i < node_len(node_get(b, "stakes")); i++)
		check_stake_minimum(ctx, game, subject, node_at(node_get(b, "stakes"), i));
	if (node_get(b, "multiple_chips"))
		check_multiple_chips(ctx, game, node_get(b, "multiple_chips"));
	if (node_get(b, "raise_chart"))
		room_check_chart(ctx, game, subject, node_get(b, "raise_chart"),
		                 room_inherit(b, parent, "max_raises"));
	room_check_limits(ctx, game, subject, b, parent);
}

void room_check_betting(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *rb = node_get(game, "betting");
	if (rb) /* the room's own structure, subject "room betting" */
		check_structure(ctx, game, "room betting", rb, rb);
	const pp_node *variants = node_get(game, "variants");
	for (size_t v = 0; v < node_len(variants); v++) {
		const pp_node *var = node_at(variants, v), *vb = node_get(var, "betting");
		if (vb)
			check_structure(ctx, game, node_get_text(var, "name", ""), vb, rb);
	}
	const pp_node *tables = node_get(game, "min_blinds");
	for (size_t t = 0; t < node_len(tables); t++) {
		const pp_node *tb = node_at(tables, t), *levels = node_get(tb, "levels");
		const char *cur = node_get_text(tb, "currency", "");
		const char *rel = node_get_text(tb, "small_blind", NULL);
		for (size_t i = 0; i < node_len(levels); i++) {
			char *subject = pp_xasprintf("least blinds %s %zu", cur, i + 1);
			check_blind_pair(ctx, game, node_at(levels, i), subject, cur, rel, NULL, NULL);
			free(subject);
		}
	}
	check_min_rates(ctx, game);
	room_check_mixed(ctx, game);
	room_check_house(ctx, game);
}
