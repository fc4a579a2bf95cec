/* SPDX-License-Identifier: Apache-2.0 */
/* wheel.c - the money-wheel family (big six wheels, symbol and colour
 * wheels): segment counts, betting fields, exact probability and RTP of
 * every bet, maximum win. */
#include <stdlib.h>
#include <string.h>

#include "core/check.h"
#include "core/figures.h"
#include "wheel/wheel.h"
#include "i18n.h"

/* Total of the segment counts, and the count of symbol (0 if absent). */
static unsigned long segment_total(const pp_node *segments)
{
	unsigned long total = 0;
	for (size_t i = 0; i < node_len(segments); i++)
		total += (unsigned long)node_get_int(node_at(segments, i), "count", 0);
	return total;
}

/* An index of the items of list by their text under key: the first item
 * of each text, so a lookup finds what a scan from the top would. */
static void index_by(pp_strindex *ix, const pp_node *list, const char *key)
{
	for (size_t i = 0; i < node_len(list); i++)
		pp_strindex_add(ix, node_get_text(node_at(list, i), key, ""), i, NULL);
}

/* The first segment showing symbol, or NULL. */
static const pp_node *segment(const pp_strindex *by_symbol, const pp_node *segments,
                              const char *symbol)
{
	size_t i;
	return pp_strindex_get(by_symbol, symbol, &i) ? node_at(segments, i) : NULL;
}

/* PP-WHEEL-001, -003, -004: the wheel is what the plan says it is. */
static void check_wheel(ck_ctx *ctx, const pp_node *game, const pp_node *wheel,
                        const pp_strindex *by_symbol, unsigned long total)
{
	const pp_node *segments = node_get(wheel, "segments");
	const pp_node *fields = node_get(wheel, "fields");
	unsigned long declared = (unsigned long)node_int(fields);
	pp_buf sum = { 0 };
	for (size_t i = 0; i < node_len(segments); i++)
		pp_buf_printf(&sum, "%s%lld", i ? " + " : "",
		              node_get_int(node_at(segments, i), "count", 0));
	pp_finding *f = ck_emit(ctx, "PP-WHEEL-001", game, fields, "fields", total == declared,
	                        "the segments add up to %s = %lu fields; the plan says %lu",
	                        sum.data, total, declared);
	ck_evidence_text(f, "sum", sum.data);
	pp_buf_free(&sum);

	const pp_node *ds = node_get(wheel, "declared_symbols");
	if (ds) {
		size_t symbols = node_len(segments);
		ck_emit(ctx, "PP-WHEEL-003", game, ds, "symbols", (size_t)node_int(ds) == symbols,
		        "the wheel shows %zu different symbols; the plan says %lld", symbols,
		        node_int(ds));
	}
	const pp_node *order = node_get(wheel, "order");
	if (order) {
		/* How often the order shows each symbol, counted on the symbol's
		 * first segment: one pass over the order, one over the segments. */
		pp_buf bad = { 0 };
		long long *times = pp_xcalloc(node_len(segments) + 1, sizeof(*times));
		for (size_t j = 0; j < node_len(order); j++) {
			size_t k;
			if (pp_strindex_get(by_symbol, node_text(node_at(order, j)), &k))
				times[k]++;
		}
		for (size_t i = 0; i < node_len(segments); i++) {
			const pp_node *s = node_at(segments, i);
			const char *sym = node_get_text(s, "symbol", "");
			long long want = node_get_int(s, "count", 0), got = 0;
			size_t k;
			if (pp_strindex_get(by_symbol, sym, &k))
				got = times[k];
			if (got != want)
				pp_buf_printf(&bad, "%s%s %lld times, not %lld", bad.len ? "; " : "",
				              sym, got, want);
		}
		free(times);
		for (size_t j = 0; j < node_len(order); j++)
			if (!segment(by_symbol, segments, node_text(node_at(order, j))))
				pp_buf_printf(&bad, "%s`%s` is no segment", bad.len ? "; " : "",
				              node_text(node_at(order, j)));
		ck_emit(ctx, "PP-WHEEL-004", game, order, "order", bad.len == 0,
		        bad.len ? N_("the wheel order disagrees with the segment counts: %s")
		                : N_("the wheel order has each symbol as often as its count (%s)"),
		        bad.len ? bad.data : "consistent");
		pp_buf_free(&bad);
	}
}

/* PP-WHEEL-002, -005, -006 and PP-RTP-001 with the RTP table. */
static void check_bets(ck_ctx *ctx, const pp_node *game, const pp_node *segments,
                       const pp_strindex *by_symbol, unsigned long total)
{
	const pp_node *bets = node_get(game, "bets");
	const pp_node *bf = node_get(game, "betting_fields");
	const pp_node *even = node_get(game, "even_money_bets");
	size_t nbets = node_len(bets) + node_len(even);
	if (bf)
		ck_emit(ctx, "PP-WHEEL-005", game, bf, "betting fields",
		        (size_t)node_int(bf) == nbets,
		        "the plan says the layout has %lld betting fields; it pays %zu bets",
		        node_int(bf), nbets);
	pp_table *t = ck_table(ctx, game, "bets", "Bets: probability, payout and RTP", 7,
	                       N_("bet"), N_("symbol"), N_("fields"), N_("probability"), N_("payout"), N_("RTP"),
	                       N_("RTP %"));
	mpq_t p, prob, rtp;
	mpq_inits(p, prob, rtp, NULL);
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *bet = node_at(bets, i);
		const char *name = node_get_text(bet, "name", "");
		const char *sym = node_get_text(bet, "symbol", "");
		const pp_node *seg = segment(by_symbol, segments, sym);
		ck_emit(ctx, "PP-WHEEL-002", game, node_get(bet, "symbol"), name, seg != NULL,
		        seg ? N_("bet `%s` wins on `%s`, a segment of the wheel")
		            : N_("bet `%s` wins on `%s`, which is not a segment of the wheel"),
		        name, sym);
		if (!seg || total == 0) {
			ck_figures_not_computed(ctx, game, name, "wheel",
			                        seg ? "the wheel has no fields (PP-WHEEL-001)"
			                            : "it wins on a symbol that is not a segment of "
			                              "the wheel (PP-WHEEL-002)");
			continue;
		}
		unsigned long count = (unsigned long)node_get_int(seg, "count", 0);
		mpq_set_ui(prob, count, total);
		mpq_canonicalize(prob);
		num_from_node(p, node_get(bet, "payout"));
		mpq_set_ui(rtp, 1, 1);
		mpq_add(rtp, rtp, p);
		mpq_mul(rtp, rtp, prob);
		char cnt[24];
		snprintf(cnt, sizeof(cnt), "%lu", count);
		char *pe = num_exact(prob), *re = num_exact(rtp), *rp = ck_pct(rtp);
		ck_table_row(t, name, sym, cnt, pe, node_get_text(bet, "payout", ""), re, rp);
		pp_finding *f = ck_rtp(ctx, game, node_get(bet, "payout"), name, "wheel", rtp);
		ck_evidence_q(f, "probability", prob, 6);
		ck_dist d;
		ck_dist_init(&d, name, "wheel");
		ck_dist_set_space_ui(&d, total); /* the segments' fields */
		char *won = pp_xasprintf("`%s` comes up", sym);
		ck_dist_add(&d, won, prob, p);
		ck_dist_add_rest(&d, "lose", -1);
		ck_figures_record(ctx, game, &d);
		free(won);
		free(pe);
		free(re);
		free(rp);
	}
	mpq_clears(p, prob, rtp, NULL);
	wheel_check_even_money(ctx, game, segments, total, t);
	pp_strindex paid_symbols = { 0 };
	index_by(&paid_symbols, bets, "symbol");
	for (size_t i = 0; i < node_len(even); i++) {
		const pp_node *wins = node_get(node_at(even, i), "wins_on");
		for (size_t k = 0; k < node_len(wins); k++)
			pp_strindex_add(&paid_symbols, node_text(node_at(wins, k)), 0, NULL);
	}
	for (size_t i = 0; i < node_len(segments); i++) {
		const pp_node *s = node_at(segments, i);
		const char *sym = node_get_text(s, "symbol", "");
		int paid = pp_strindex_get(&paid_symbols, sym, NULL);
		ck_emit(ctx, "PP-WHEEL-006", game, s, sym, paid,
		        paid ? N_("segment `%s` (%lld field(s)) has a bet that wins on it")
		             : N_("no bet wins on segment `%s` (%lld field(s)): every bet loses "
		               "when it comes up"), sym, node_get_int(s, "count", 0));
	}
	pp_strindex_free(&paid_symbols);
}

static pp_status wheel_check(ck_ctx *ctx, const pp_node *game, pp_error *err)
{
	(void)err;
	const pp_node *wheel = node_get(game, "wheel");
	const pp_node *segments = node_get(wheel, "segments");
	unsigned long total = segment_total(segments);
	pp_strindex by_symbol = { 0 };
	index_by(&by_symbol, segments, "symbol");
	check_wheel(ctx, game, wheel, &by_symbol, total);
	check_bets(ctx, game, segments, &by_symbol, total);
	pp_strindex_free(&by_symbol);
	return PP_OK;
}

/* One spin has one winning symbol: the best win is the maximum bet on the
 * bet (or even-money bet) with the highest payout. */
static int wheel_max_win(ck_ctx *ctx, const pp_node *game, const pp_node *limits,
                         mpq_t gross, mpq_t net, pp_buf *path)
{
	/* An even-money bet paying more than every other bet wins the most. */
	mpq_t g2, n2;
	pp_buf p1 = { 0 }, p2 = { 0 };
	mpq_inits(g2, n2, NULL);
	int ok = ck_best_single_bet_win_in(ctx, node_get(game, "bets"), "name", limits, gross, net,
	                                   &p1);
	if (ck_best_single_bet_win_in(ctx, node_get(game, "even_money_bets"), "name", limits, g2,
	                              n2, &p2) && (!ok || mpq_cmp(n2, net) > 0)) {
		mpq_set(gross, g2);
		mpq_set(net, n2);
		pp_buf_free(&p1);
		p1 = p2;
		p2 = (pp_buf){ 0 };
		ok = 1;
	}
	if (ok)
		pp_buf_puts(path, p1.data);
	pp_buf_free(&p1);
	pp_buf_free(&p2);
	mpq_clears(g2, n2, NULL);
	return ok;
}

static const pp_rule wheel_rules[] = {
	{ "PP-WHEEL-001", N_("The segment counts add up to the wheel's fields"), PP_SEV_ERROR,
	  "Adds up how many fields of the wheel show each symbol and compares the "
	  "sum with the number of fields the plan gives the wheel.",
	  "Every probability of the game is a segment count over the total; a total "
	  "that disagrees with the plan makes every stated chance wrong.",
	  "Correct the counts or the number of fields." },
	{ "PP-WHEEL-002", N_("Every bet wins on a segment of the wheel"), PP_SEV_ERROR,
	  "Checks that each betting field's winning symbol appears on the wheel.",
	  "A bet on a symbol the wheel does not show can never win.",
	  "Correct the bet's symbol or the wheel's segments." },
	{ "PP-WHEEL-003", N_("The wheel shows as many symbols as the plan says"),
	  PP_SEV_ERROR,
	  "Counts the different symbols (or multiples) the segments show and compares "
	  "the count with the number the plan states in words.",
	  "The plan's description of the wheel must match the wheel it lists.",
	  "Correct the stated number of symbols." },
	{ "PP-WHEEL-004", N_("The wheel order agrees with the segment counts"), PP_SEV_ERROR,
	  "Where the plan gives the order of the fields around the wheel, counts each "
	  "symbol in it and compares with the stated counts.",
	  "The order and the counts describe the same wheel.",
	  "Correct the order or the counts." },
	{ "PP-WHEEL-005", N_("The layout has as many betting fields as the plan says"),
	  PP_SEV_ERROR,
	  "Compares the number of betting fields the plan states with the number of "
	  "bets it pays.",
	  "A betting field without a payout, or a payout without a field, is a gap "
	  "in the rules.",
	  "Correct the stated number of fields or the list of bets." },
	{ "PP-WHEEL-006", N_("Every segment is a win for some bet"), PP_SEV_INFO,
	  "Lists the segments on which no bet wins (such as an \"X\" field).",
	  "Losing-for-all segments are legitimate but are where the house edge lives; "
	  "auditors want them visible.",
	  "None needed if the segment is meant to lose every bet; otherwise add its bet." },
	{ "PP-WHEEL-007", N_("An even-money bet is priced with its house segment, as the plan states"),
	  PP_SEV_ERROR,
	  "For every even-money bet (one that wins on several segments, such as a "
	  "colour), checks that its segments are the wheel's and that the segment the "
	  "plan's rule names is not one it wins on, computes its exact return (the "
	  "winning fields at the payout, and half the stake back on the house segment "
	  "when the rule says so) and compares it with the return the plan states, at "
	  "the stated figure's decimals.",
	  "The one segment that loses every even-money bet (the wheel's zero) is where "
	  "its house edge lives; a stated return that is not the computed one misstates "
	  "the game.",
	  "Correct the stated return, the segments or the house-segment rule." },
	{ NULL, NULL, PP_SEV_INFO, NULL, NULL, NULL }
};

const ck_family ck_family_wheel = { "wheel", wheel_rules, wheel_check, wheel_max_win,
	                                  NULL };
