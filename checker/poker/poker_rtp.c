/* SPDX-License-Identifier: Apache-2.0 */
/* poker_rtp.c - the exact figures of the poker families' reports: the
 * class counts and probabilities of the player's final hand, the return of
 * every side bet whose outcome depends on the player's cards alone
 * (PP-RTP-001), and the distribution of the paytables of the bets settled
 * against the dealer over the player's final hand. */
#include <stdlib.h>
#include <string.h>

#include "core/figures.h"
#include "poker/poker.h"
#include "poker/eval/hand_counts.h"
#include "i18n.h"

/* What a hand is settled on, for a title or a message (ck_l10n: see check.h). */
static const char *basis(unsigned ncards)
{
	return ncards == 7 ? ck_l10n("the player's best five of seven cards (two in hand, five "
	                             "on the board)")
	       : ncards == 6 ? ck_l10n("the best five of six cards (with a bought sixth card)")
	                     : ck_l10n("the five cards dealt, before any exchange");
}

/* P(class c) for the distribution d, into p. */
static void prob(mpq_t p, const hand_counts *d, hand_class c)
{
	mpz_t num, den;
	mpz_inits(num, den, NULL);
	mpz_set_ui(num, (unsigned long)d->by_class[c]);
	mpz_set_ui(den, (unsigned long)d->total);
	mpq_set_num(p, num);
	mpq_set_den(p, den);
	mpq_canonicalize(p);
	mpz_clears(num, den, NULL);
}

static void class_table(ck_ctx *ctx, const poker_game *g, unsigned n)
{
	const hand_counts *d = hand_counts_get(n);
	char id[32], count[32];
	snprintf(id, sizeof(id), "hands-%u", n);
	const char *title = ck_l10nf("Hands of %u cards from 52 (%llu): the class of the best "
	         "five, exact (ace_king: the high-card hands headed by an ace and a king, part "
	         "of high_card)", n, (unsigned long long)d->total);
	pp_table *t = ck_table(ctx, g->game, id, title, 4, N_("hand"), N_("hands"), N_("probability"),
	                       N_("probability %"));
	mpq_t p;
	mpq_init(p);
	for (int c = HAND_NCLASS - 1; c >= 0; c--) {
		uint64_t k = d->by_class[c];
		if (c == HAND_HIGH_CARD)
			k += d->by_class[HAND_ACE_KING];
		if (c == HAND_ACE_KING)
			continue;
		snprintf(count, sizeof(count), "%llu", (unsigned long long)k);
		mpq_set_ui(p, (unsigned long)k, (unsigned long)d->total);
		mpq_canonicalize(p);
		char *ex = num_exact(p), *pct = ck_pct(p);
		ck_table_row(t, hand_class_name((hand_class)c), count, ex, pct);
		free(ex);
		free(pct);
	}
	prob(p, d, HAND_ACE_KING);
	snprintf(count, sizeof(count), "%llu", (unsigned long long)d->by_class[HAND_ACE_KING]);
	char *ex = num_exact(p), *pct = ck_pct(p);
	ck_table_row(t, "ace_king", count, ex, pct);
	free(ex);
	free(pct);
	mpq_clear(p);
}

void poker_report_classes(ck_ctx *ctx, const poker_game *g, unsigned extra_ncards)
{
	class_table(ctx, g, g->ncards);
	if (extra_ncards)
		class_table(ctx, g, extra_ncards);
}

/* The PAR-sheet outcome of hand class c at probability p returning ret
 * per unit staked (stake included): net ret - 1; how is the payout text. */
static void class_outcome(ck_dist *dist, hand_class c, const mpq_t p, const mpq_t ret,
                          const char *how)
{
	if (mpq_sgn(p) == 0)
		return;
	mpq_t net;
	mpq_init(net);
	mpq_set_ui(net, 1, 1);
	mpq_sub(net, ret, net);
	char *label = pp_xasprintf("%s (%s)", hand_class_name(c), how);
	ck_dist_add(dist, label, p, net);
	free(label);
	mpq_clear(net);
}

/* One row of a return table: hand, probability, payout text, p * ret. */
static void return_row(pp_table *t, hand_class c, const mpq_t p, const char *pay,
                       const mpq_t part)
{
	char *ps = num_exact(p), *xs = num_exact(part);
	ck_table_row(t, hand_class_name(c), ps, pay, xs);
	free(ps);
	free(xs);
}

/* PP-RTP-001 of a side bet paid by ratios. */
static void ratio_rtp(ck_ctx *ctx, const poker_game *g, const poker_bet *b, const hand_counts *d)
{
	char id[160];
	snprintf(id, sizeof(id), "return-%s", b->name);
	const char *title = ck_l10nf("`%s`: exact return per unit staked over %s", b->name,
	         basis(g->ncards));
	pp_table *t = ck_table(ctx, g->game, id, title, 4, N_("hand"), N_("probability"), N_("payout"),
	                       N_("returns"));
	mpq_t rtp, p, ret;
	mpq_inits(rtp, p, ret, NULL);
	ck_dist dist;
	ck_dist_init(&dist, b->name, b->kind == POKER_SIDE ? "side" : "main");
	ck_dist_set_space_ui(&dist, (unsigned long)d->total); /* the hands counted */
	for (int c = HAND_NCLASS - 1; c >= 0; c--) {
		prob(p, d, (hand_class)c);
		char *pay;
		if (b->has_row[c] && !b->priced[c]) {
			mpq_set_ui(ret, 0, 1);   /* a prize at discretion: no sum counted */
			pay = pp_xstrdup("at discretion (not counted)");
		} else if (b->has_row[c]) {
			mpq_set_ui(ret, 1, 1);
			mpq_add(ret, ret, b->ratio[c]);
			pay = num_ratio(b->ratio[c]);
		} else {
			mpq_set_ui(ret, b->otherwise == POKER_OTHER_PUSH, 1);
			pay = pp_xstrdup(b->otherwise == POKER_OTHER_PUSH ? "push" : "loses");
		}
		class_outcome(&dist, (hand_class)c, p, ret,
		              b->has_row[c] && !b->priced[c] ? "at discretion, counted as a loss"
		                                             : pay);
		mpq_mul(ret, ret, p);
		mpq_add(rtp, rtp, ret);
		return_row(t, (hand_class)c, p, pay, ret);
		free(pay);
	}
	ck_rtp(ctx, g->game, b->paytable, b->name, b->kind == POKER_SIDE ? "side" : "main", rtp);
	ck_figures_record(ctx, g->game, &dist);
	mpq_clears(rtp, p, ret, NULL);
}

/* PP-RTP-001 of a fixed-amount bonus, per currency, per stake. */
static void amount_rtp(ck_ctx *ctx, const poker_game *g, const poker_bet *b, const hand_counts *d)
{
	const pp_node *tables = node_get(b->amounts, "tables");
	mpq_t rtp, p, ret, stake, amount;
	mpq_inits(rtp, p, ret, stake, amount, NULL);
	for (size_t i = 0; i < node_len(tables); i++) {
		const pp_node *tn = node_at(tables, i);
		const char *cur = node_get_text(tn, "currency", "");
		char *subject = poker_amount_subject(b, tn), id[200];
		if (!num_get(stake, tn, "stake") || !mpq_sgn(stake)) {
			ck_emit_status(ctx, "PP-RTP-001", g->game, tn, subject, PP_ST_NOTAPPLICABLE,
			               "the plan states no `%s` stake in %s: its return per stake "
			               "cannot be computed", b->name, cur);
			ck_figures_not_computed(ctx, g->game, subject, "side",
			                        "the plan states no stake in this currency");
			free(subject);
			continue;
		}
		int has[HAND_NCLASS] = { 0 };
		const pp_node *rows = node_get(tn, "rows");
		const char *level = node_get_text(tn, "level", NULL);
		snprintf(id, sizeof(id), "return-%s-%s%s%s", b->name, cur, level ? "-" : "",
		         level ? level : "");
		char *ss = num_plain(stake);
		const char *title = ck_l10nf("`%s` in %s: exact return per stake of %s over %s%s",
		         b->name, cur, ss, basis(g->ncards),
		         b->stake_returned ? " (a win also returns the stake)" : "");
		free(ss);
		pp_table *t = ck_table(ctx, g->game, id, title, 4, N_("hand"), N_("probability"), N_("pays"),
		                       N_("returns per stake"));
		mpq_set_ui(rtp, 0, 1);
		ck_dist dist;
		ck_dist_init(&dist, subject, b->kind == POKER_SIDE ? "side" : "main");
		ck_dist_set_space_ui(&dist, (unsigned long)d->total); /* the hands counted */
		for (int c = HAND_NCLASS - 1; c >= 0; c--) {
			prob(p, d, (hand_class)c);
			mpq_set_ui(amount, 0, 1);
			for (size_t r = 0; r < node_len(rows); r++)
				if (hand_class_find(node_get_text(node_at(rows, r), "hand", "")) == (hand_class)c &&
				    poker_row_amount(amount, rows, node_at(rows, r)))
					has[c] = 1;
			char *pay;
			if (has[c]) {
				char *a = num_plain(amount);
				pay = b->stake_returned ? pp_xasprintf("%s and the stake", a) : pp_xstrdup(a);
				free(a);
				mpq_div(ret, amount, stake);
				if (b->stake_returned) {
					mpq_set_ui(amount, 1, 1);
					mpq_add(ret, ret, amount);
				}
			} else {
				mpq_set_ui(ret, b->otherwise == POKER_OTHER_PUSH, 1);
				pay = pp_xstrdup(b->otherwise == POKER_OTHER_PUSH ? "push" : "loses");
			}
			class_outcome(&dist, (hand_class)c, p, ret, pay);
			mpq_mul(ret, ret, p);
			mpq_add(rtp, rtp, ret);
			return_row(t, (hand_class)c, p, pay, ret);
			free(pay);
		}
		ck_rtp(ctx, g->game, tn, subject, b->kind == POKER_SIDE ? "side" : "main", rtp);
		ck_figures_record(ctx, g->game, &dist);
		free(subject);
	}
	mpq_clears(rtp, p, ret, stake, amount, NULL);
}

/* A bet settled against the dealer with a paytable: how its rows are
 * distributed over the player's final hand, and the paytable's value
 * sum P(hand) * payout, the bet's win per unit were every such hand to
 * beat the dealer (its return depends on the dealer and on decisions). */
static void paytable_distribution(ck_ctx *ctx, const poker_game *g, const poker_bet *b,
                                  const hand_counts *d)
{
	char id[160];
	snprintf(id, sizeof(id), "paytable-%s", b->name);
	const char *title = ck_l10nf("`%s`: its rows over %s; the bet is paid by its row "
	         "only when the player beats the dealer", b->name, basis(g->ncards));
	pp_table *t = ck_table(ctx, g->game, id, title, 4, N_("hand"), N_("probability"), N_("payout"),
	                       N_("probability x payout"));
	mpq_t p, part, sump, sumv;
	mpq_inits(p, part, sump, sumv, NULL);
	for (int c = HAND_NCLASS - 1; c >= 0; c--) {
		if (!b->has_row[c])
			continue;
		prob(p, d, (hand_class)c);
		mpq_mul(part, p, b->ratio[c]);
		mpq_add(sump, sump, p);
		mpq_add(sumv, sumv, part);
		char *pay = num_ratio(b->ratio[c]);
		return_row(t, (hand_class)c, p, pay, part);
		free(pay);
	}
	char *ps = num_exact(sump), *vs = num_exact(sumv);
	ck_table_row(t, "all rows", ps, "", vs);
	free(ps);
	free(vs);
	mpq_clears(p, part, sump, sumv, NULL);
}

void poker_side_rtp(ck_ctx *ctx, const poker_game *g)
{
	const hand_counts *d = hand_counts_get(g->ncards);
	for (size_t i = 0; i < g->nbets; i++) {
		const poker_bet *b = &g->bets[i];
		if (b->kind == POKER_SIDE && node_get(b->node, "condition"))
			continue; /* poker_side_conditions prices it */
		if (b->kind == POKER_SIDE && b->paytable)
			ratio_rtp(ctx, g, b, d);
		else if (b->kind == POKER_SIDE && b->amounts)
			amount_rtp(ctx, g, b, d);
		else if (b->paytable)
			paytable_distribution(ctx, g, b, d);
		if (b->kind == POKER_SIDE && !b->paytable && !b->amounts)
			ck_figures_not_computed(ctx, g->game, b->name, "side",
			                        "the plan states no paytable for it");
		else if (b->kind != POKER_SIDE)
			ck_figures_not_computed(ctx, g->game, b->name,
			                        b->kind == POKER_INSURANCE ? "side" : "main",
			                        "its return depends on the player's decisions (fold, "
			                        "raise, exchange) and the dealer's hand, which "
			                        "planproof does not play out");
	}
}
