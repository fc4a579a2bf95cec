/* SPDX-License-Identifier: Apache-2.0 */
/* roulette_calls.c - announced (call) bets: zero spiel, voisins du zéro,
 * tiers, orphelins, neighbours.  Each is checked against the layout (its
 * parts are bets), against its own description (chips, numbers, wheel
 * sections) and priced exactly: the return for every winning number and
 * the bet's RTP, from the payouts the plan states for the parts. */
#include <stdlib.h>
#include <string.h>

#include "core/figures.h"
#include "roulette/roulette.h"
#include "i18n.h"

/* Position of number v on the wheel. */
static unsigned position(const unsigned char *order, unsigned v)
{
	for (unsigned i = 0; i < ROUL_POCKETS; i++)
		if (order[i] == v)
			return i;
	return 0;
}

/* PP-ROUL-009 and the neighbours bet's own counts. */
static void check_neighbours(ck_ctx *ctx, const pp_node *game, const pp_node *call,
                             const unsigned char *order, int order_ok,
                             const mpq_t *payout, const int *has)
{
	const char *name = node_get_text(call, "name", "");
	unsigned k = (unsigned)node_get_int(call, "neighbours", 0);
	unsigned chips = (unsigned)node_get_int(call, "chips", 0);
	const pp_node *ex = node_get(call, "example");
	ck_emit(ctx, "PP-ROUL-007", game, node_get(call, "chips"), name, chips == 2 * k + 1,
	        "%u neighbour(s) a side make %u straight-up chips; the plan says %u",
	        k, 2 * k + 1, chips);
	if (ex && order_ok) {
		unsigned centre = (unsigned)node_get_int(ex, "centre", 0);
		unsigned at = position(order, centre);
		roul_set want = 0;
		int dups;
		for (unsigned d = 0; d <= 2 * k; d++)
			want |= (roul_set)1 << order[(at + ROUL_POCKETS - k + d) % ROUL_POCKETS];
		roul_set got = roul_set_of(node_get(ex, "numbers"), &dups);
		char *w = roul_set_text(want), *g = roul_set_text(got);
		pp_finding *f = ck_emit(ctx, "PP-ROUL-009", game, node_get(ex, "numbers"), name,
		                        want == got && !dups,
		                        "%u and its %u neighbours a side are %s; the plan lists %s",
		                        centre, k, w, g);
		ck_evidence_text(f, "wheel", w);
		free(w);
		free(g);
	}
	if (!has[RB_STRAIGHT] || k == 0)
		ck_figures_not_computed(ctx, game, name, "main",
		                        k ? "the plan states no straight-up payout"
		                          : "it names no neighbours");
	if (has[RB_STRAIGHT] && k > 0) {
		/* Every covered number returns one straight-up win on one chip. */
		mpq_t rtp, one;
		mpq_inits(rtp, one, NULL);
		mpq_set_ui(one, 1, 1);
		mpq_add(rtp, payout[RB_STRAIGHT], one);
		mpq_set_ui(one, 1, ROUL_POCKETS);
		mpq_mul(rtp, rtp, one);
		ck_rtp(ctx, game, call, name, "main", rtp);
		/* 2k+1 straight-up chips: a covered number returns payout + 1 of
		 * them, whatever the centre. */
		if (2 * k + 1 <= ROUL_POCKETS) {
			ck_dist d;
			mpq_t p, net;
			mpq_inits(p, net, NULL);
			ck_dist_init(&d, name, "main");
			mpq_set_ui(p, 2 * k + 1, ROUL_POCKETS);
			mpq_canonicalize(p);
			mpq_set_ui(one, 1, 1);
			mpq_add(net, payout[RB_STRAIGHT], one);
			mpq_set_ui(one, 1, 2 * k + 1);
			mpq_mul(net, net, one);
			mpq_set_ui(one, 1, 1);
			mpq_sub(net, net, one);
			ck_dist_add(&d, "a covered number wins", p, net);
			ck_dist_add_rest(&d, "lose", -1);
			ck_figures_record(ctx, game, &d);
			mpq_clears(p, net, NULL);
		} else {
			ck_figures_not_computed(ctx, game, name, "main",
			                        "it covers more numbers than the wheel has");
		}
		mpq_clears(rtp, one, NULL);
	}
}

/* The PAR-sheet outcomes of a call bet of chips chips (chips > 0) that
 * returns ret[v] chips when v wins: numbers grouped by what they return,
 * the net payout per unit of the whole stake (ret / chips - 1). */
static void call_figures(ck_ctx *ctx, const pp_node *game, const char *name,
                         unsigned chips, mpq_t *ret)
{
	ck_dist d;
	mpq_t p, net, unit;
	mpq_inits(p, net, unit, NULL);
	ck_dist_init(&d, name, "main");
	mpq_set_ui(unit, 1, chips);
	int done[ROUL_POCKETS] = { 0 };
	unsigned nlose = 0;
	for (unsigned v = 0; v < ROUL_POCKETS; v++) {
		nlose += mpq_sgn(ret[v]) == 0;
		if (done[v] || mpq_sgn(ret[v]) == 0)
			continue;
		pp_buf label = { 0 };
		unsigned n = 0;
		for (unsigned w = v; w < ROUL_POCKETS; w++) {
			if (done[w] || !mpq_equal(ret[w], ret[v]))
				continue;
			done[w] = 1;
			pp_buf_printf(&label, "%s%u", n++ ? ", " : "", w);
		}
		char *r = num_plain(ret[v]);
		char *head = pp_xasprintf("%s %s: %s chips returned",
		                          n > 1 ? "numbers" : "number", label.data, r);
		mpq_set_ui(p, n, ROUL_POCKETS);
		mpq_canonicalize(p);
		mpq_mul(net, ret[v], unit);
		mpq_set_ui(unit, 1, 1);
		mpq_sub(net, net, unit);
		mpq_set_ui(unit, 1, chips);
		ck_dist_add(&d, head, p, net);
		free(head);
		free(r);
		pp_buf_free(&label);
	}
	if (nlose)
		ck_dist_add_rest(&d, "any other number: the stake lost", -1);
	ck_figures_record(ctx, game, &d);
	mpq_clears(p, net, unit, NULL);
}

/* Chips returned when number v wins, per the parts and the stated payouts;
 * into ret.  Returns 0 if a part's bet type has no stated payout. */
static int part_returns(const pp_node *parts, const mpq_t *payout, const int *has,
                        mpq_t *ret)
{
	mpq_t win, one;
	mpq_inits(win, one, NULL);
	mpq_set_ui(one, 1, 1);
	for (unsigned v = 0; v < ROUL_POCKETS; v++)
		mpq_set_ui(ret[v], 0, 1);
	int ok = 1;
	for (size_t i = 0; i < node_len(parts); i++) {
		const pp_node *part = node_at(parts, i);
		int b = roul_bet_from_name(node_get_text(part, "bet", ""));
		int dups;
		roul_set s = roul_set_of(node_get(part, "numbers"), &dups);
		if (b < 0 || !has[b]) {
			ok = 0;
			continue;
		}
		mpq_add(win, payout[b], one);
		mpq_set_ui(one, (unsigned long)node_get_int(part, "chips", 1), 1);
		mpq_mul(win, win, one);
		mpq_set_ui(one, 1, 1);
		for (unsigned v = 0; v < ROUL_POCKETS; v++)
			if ((s >> v) & 1)
				mpq_add(ret[v], ret[v], win);
	}
	mpq_clears(win, one, NULL);
	return ok;
}

/* Price a call bet made of parts: per-number returns table and RTP. */
static void price_parts(ck_ctx *ctx, const pp_node *game, const pp_node *call,
                        unsigned chips, const mpq_t *payout, const int *has)
{
	const char *name = node_get_text(call, "name", "");
	mpq_t ret[ROUL_POCKETS], total, t;
	for (unsigned v = 0; v < ROUL_POCKETS; v++)
		mpq_init(ret[v]);
	mpq_inits(total, t, NULL);
	if (part_returns(node_get(call, "components"), payout, has, ret) && chips) {
		char id[160];
		snprintf(id, sizeof(id), "call-%s", name);
		const char *title = ck_l10nf("%s: chips returned when each number wins "
		         "(stake %u chips)", name, chips);
		pp_table *tab = ck_table(ctx, game, id, title, 2, N_("winning number"),
		                         N_("chips returned"));
		for (unsigned v = 0; v < ROUL_POCKETS; v++) {
			mpq_add(total, total, ret[v]);
			if (mpq_sgn(ret[v]) == 0)
				continue;
			char num[8];
			snprintf(num, sizeof(num), "%u", v);
			char *r = num_plain(ret[v]);
			ck_table_row(tab, num, r);
			free(r);
		}
		mpq_set_ui(t, 1, (unsigned long)chips * ROUL_POCKETS);
		mpq_mul(total, total, t);
		ck_rtp(ctx, game, call, name, "main", total);
		call_figures(ctx, game, name, chips, ret);
	} else {
		ck_figures_not_computed(ctx, game, name, "main",
		                        chips ? "a part's bet type has no stated payout"
		                              : "the plan states no chips for it");
	}
	for (unsigned v = 0; v < ROUL_POCKETS; v++)
		mpq_clear(ret[v]);
	mpq_clears(total, t, NULL);
}

/* PP-ROUL-006/007/008 and pricing for a call bet made of parts. */
static void check_parts(ck_ctx *ctx, const pp_node *game, const pp_node *call,
                        const unsigned char *order, int order_ok,
                        const mpq_t *payout, const int *has)
{
	const char *name = node_get_text(call, "name", "");
	const pp_node *parts = node_get(call, "components");
	unsigned chips = 0;
	roul_set covered = 0;
	for (size_t i = 0; i < node_len(parts); i++) {
		const pp_node *part = node_at(parts, i);
		const char *bet = node_get_text(part, "bet", "");
		int dups;
		roul_set s = roul_set_of(node_get(part, "numbers"), &dups);
		int ok = !dups && roul_is_layout_bet(roul_bet_from_name(bet), s);
		char *txt = roul_set_text(s);
		char subject[200];
		snprintf(subject, sizeof(subject), "%s: %s %s", name, bet, txt);
		ck_emit(ctx, "PP-ROUL-006", game, node_get(part, "numbers"), subject, ok,
		        ok ? N_("%s %s is a bet of the layout") : N_("%s %s is not a bet of the layout"),
		        bet, txt);
		free(txt);
		chips += (unsigned)node_get_int(part, "chips", 1);
		covered |= s;
	}
	unsigned stated = (unsigned)node_get_int(call, "chips", 0);
	pp_finding *f = ck_emit(ctx, "PP-ROUL-007", game, node_get(call, "chips"), name,
	                        chips == stated, "the parts take %u chips; the plan says %u",
	                        chips, stated);
	ck_evidence_text(f, "parts", "sum of the parts' chips");
	unsigned n = roul_count(covered);
	unsigned arcs = order_ok ? roul_arcs(covered, order) : 0;
	const pp_node *nn = node_get(call, "numbers"), *sn = node_get(call, "sections");
	if (nn || sn) {
		unsigned want_n = nn ? (unsigned)node_int(nn) : n;
		unsigned want_s = sn ? (unsigned)node_int(sn) : arcs;
		int ok = n == want_n && (!order_ok || arcs == want_s);
		char *txt = roul_set_text(covered);
		if (order_ok)
			f = ck_emit(ctx, "PP-ROUL-008", game, nn ? nn : sn, name, ok,
			            "the parts cover %u number(s) (%s) in %u run(s) of the wheel; "
			            "the plan says %u number(s) in %u", n, txt, arcs, want_n, want_s);
		else /* no usable wheel order: the runs cannot be counted */
			f = ck_emit(ctx, "PP-ROUL-008", game, nn ? nn : sn, name, ok,
			            "the parts cover %u number(s) (%s); the plan says %u (the runs "
			            "of the wheel are not checked without a valid wheel order)", n,
			            txt, want_n);
		ck_evidence_text(f, "covered", txt);
		free(txt);
	}
	price_parts(ctx, game, call, stated, payout, has);
	roul_check_results(ctx, game, call, payout, has);
}

void roul_check_calls(ck_ctx *ctx, const pp_node *game, const unsigned char *order,
                      int order_ok, const mpq_t *payout, const int *has)
{
	const pp_node *calls = node_get(game, "announced_bets");
	for (size_t i = 0; i < node_len(calls); i++) {
		const pp_node *call = node_at(calls, i);
		if (node_get(call, "neighbours"))
			check_neighbours(ctx, game, call, order, order_ok, payout, has);
		else
			check_parts(ctx, game, call, order, order_ok, payout, has);
	}
}
