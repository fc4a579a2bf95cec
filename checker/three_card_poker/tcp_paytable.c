/* SPDX-License-Identifier: Apache-2.0 */
/* tcp_paytable.c - the shared paytable checks (tcp_paytable.h). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/figures.h"
#include "three_card_poker/tcp_paytable.h"
#include "i18n.h"

static int rank_of(const tcp_pt_hand *hands, size_t n, const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(hands[i].name, name) == 0)
			return hands[i].rank;
	return -1;
}

int tcp_paytable_get(mpq_t out, const pp_node *rows, const char *hand)
{
	for (size_t i = 0; i < node_len(rows); i++) {
		const pp_node *row = node_at(rows, i);
		if (strcmp(node_get_text(row, "hand", ""), hand) == 0)
			return num_get(out, row, "payout");
	}
	return 0;
}

void tcp_paytable_max(mpq_t out, const char **hand, const pp_node *rows,
                      const tcp_pt_hand *hands, size_t n)
{
	mpq_t p;
	mpq_init(p);
	mpq_set_ui(out, 0, 1);
	*hand = NULL;
	for (size_t i = 0; i < node_len(rows); i++) {
		const pp_node *row = node_at(rows, i);
		const char *name = node_get_text(row, "hand", "");
		if (rank_of(hands, n, name) < 0 || !num_get(p, row, "payout"))
			continue;
		if (!*hand || mpq_cmp(p, out) > 0) {
			mpq_set(out, p);
			*hand = name;
		}
	}
	mpq_clear(p);
}

/* The row of rank r, or NULL. */
static const pp_node *row_of_rank(const pp_node *rows, const tcp_pt_hand *hands, size_t n,
                                  int r)
{
	for (size_t i = 0; i < node_len(rows); i++)
		if (rank_of(hands, n, node_get_text(node_at(rows, i), "hand", "")) == r)
			return node_at(rows, i);
	return NULL;
}

void tcp_paytable_check(ck_ctx *ctx, const pp_node *game, const pp_node *rows,
                        const char *bet, const tcp_pt_hand *hands, size_t n,
                        const tcp_pt_rules *rules)
{
	pp_buf bad = { 0 };
	int lowest = -1, highest = -1;
	for (size_t i = 0; i < node_len(rows); i++) {
		const char *name = node_get_text(node_at(rows, i), "hand", "");
		int r = rank_of(hands, n, name);
		if (r < 0)
			pp_buf_printf(&bad, "%s%s", bad.len ? ", " : "", name);
		else {
			if (lowest < 0 || r < lowest)
				lowest = r;
			if (r > highest)
				highest = r;
		}
	}
	if (rules->impossible) {
		pp_finding *f = ck_emit(ctx, rules->impossible, game, rows, bet, bad.len == 0,
		                        bad.len ? N_("`%s` pays on %s, which its cards cannot make: "
		                                  "the row can never pay")
		                                : N_("every hand `%s` pays on can occur%s"), bet,
		                        bad.len ? bad.data : "");
		if (bad.len)
			ck_evidence_text(f, "impossible_hands", bad.data);
	}
	/* Rank order: every paid hand pays at least what each lower one does. */
	pp_buf_free(&bad);
	mpq_t lo, hi;
	mpq_inits(lo, hi, NULL);
	const pp_node *prev = NULL;
	for (int r = 0; r <= highest; r++) {
		const pp_node *row = row_of_rank(rows, hands, n, r);
		if (!row || !num_get(hi, row, "payout"))
			continue;
		if (prev && num_get(lo, prev, "payout") && mpq_cmp(hi, lo) < 0)
			pp_buf_printf(&bad, "%s%s (%s) pays less than %s (%s)", bad.len ? "; " : "",
			              node_get_text(row, "hand", ""), node_get_text(row, "payout", ""),
			              node_get_text(prev, "hand", ""), node_get_text(prev, "payout", ""));
		prev = row;
	}
	pp_finding *f = ck_emit(ctx, rules->monotone, game, rows, bet, bad.len == 0,
	                        bad.len ? N_("`%s`'s paytable is not monotone in hand rank: %s")
	                                : N_("`%s`'s paytable pays more for every higher hand%s"),
	                        bet, bad.len ? bad.data : "");
	if (bad.len)
		ck_evidence_text(f, "out_of_order", bad.data);
	mpq_clears(lo, hi, NULL);
	/* Gaps: a hand ranked between paid hands with no row loses. */
	pp_buf_free(&bad);
	for (int r = lowest + 1; lowest >= 0 && r < highest; r++)
		if (!row_of_rank(rows, hands, n, r))
			for (size_t i = 0; i < n; i++)
				if (hands[i].rank == r)
					pp_buf_printf(&bad, "%s%s", bad.len ? ", " : "", hands[i].name);
	f = ck_emit(ctx, rules->missing, game, rows, bet, bad.len == 0,
	            bad.len ? N_("`%s`'s paytable has no row for %s, ranked between hands it "
	                      "pays: that hand loses while a lower one wins")
	                    : N_("`%s`'s paytable has a row for every hand from its lowest paid "
	                      "hand up%s"), bet, bad.len ? bad.data : "");
	if (bad.len)
		ck_evidence_text(f, "missing_hands", bad.data);
	pp_buf_free(&bad);
}

/* The payout of hand in rows (a mini royal without its own row is paid
 * as a straight flush, a royal flush likewise), into out: 1 when paid. */
static int row_payout(mpq_t out, const pp_node *rows, const char *hand)
{
	if (tcp_paytable_get(out, rows, hand))
		return 1;
	if (strcmp(hand, "mini_royal") == 0 || strcmp(hand, "royal_flush") == 0)
		return tcp_paytable_get(out, rows, "straight_flush");
	return 0;
}

/* A side bet's distribution from exact counts: counts[i] hands of names[i]
 * among total; recorded with its return (PP-RTP-001) and a table. */
void tcp_paytable_price(ck_ctx *ctx, const pp_node *game, const pp_node *bet,
                         const char *const *names, const uint64_t *counts, size_t n,
                         uint64_t total)
{
	const char *name = node_get_text(bet, "name", "");
	const pp_node *rows = node_get(bet, "paytable");
	char *id = pp_xasprintf("%s hands", name);
	const char *title = ck_l10nf("%s: hands, exact counts and payouts", name);
	pp_table *t = ck_table(ctx, game, id, title, 4, N_("hand"), N_("count"), N_("probability"),
	                       N_("payout"));
	free(id);
	ck_dist d;
	ck_dist_init(&d, name, "side");
	ck_dist_set_space_ui(&d, (unsigned long)total); /* the hands counted */
	mpq_t p, pay, rtp, term;
	mpq_inits(p, pay, rtp, term, NULL);
	mpq_set_ui(rtp, 1, 1);
	for (size_t i = 0; i < n; i++) {
		if (!counts[i])
			continue;
		mpq_set_ui(p, (unsigned long)counts[i], (unsigned long)total);
		mpq_canonicalize(p);
		int paid = row_payout(pay, rows, names[i]);
		if (!paid)
			mpq_set_si(pay, -1, 1);
		char cnt[24];
		snprintf(cnt, sizeof(cnt), "%llu", (unsigned long long)counts[i]);
		char *pe = num_exact(p), *pw = paid ? num_ratio(pay) : pp_xstrdup("loses");
		ck_table_row(t, names[i], cnt, pe, pw);
		free(pe);
		free(pw);
		mpq_mul(term, p, pay);
		mpq_add(rtp, rtp, term);
		if (paid)
			ck_dist_add(&d, names[i], p, pay);
	}
	ck_dist_add_rest(&d, "lose", -1);
	pp_finding *f = ck_rtp(ctx, game, rows, name, "side", rtp);
	mpq_set_ui(term, 1, 1);
	mpq_sub(term, term, rtp);
	ck_evidence_q(f, "house_edge", term, 6);
	ck_figures_record(ctx, game, &d);
	mpq_clears(p, pay, rtp, term, NULL);
}


void tcp_check_name(ck_ctx *ctx, const pp_node *game, const char *rule,
                    const char *const *others, size_t n,
                    void (*claim)(pp_buf *why, const char *low, const void *arg),
                    const void *arg)
{
	const char *name = node_get_text(game, "name", "");
	char *low = pp_xstrdup(name);
	for (char *p = low; *p; p++)
		*p = (char)tolower((unsigned char)*p);
	pp_buf why = { 0 };
	for (size_t i = 0; i < n; i++)
		if (strstr(low, others[i]))
			pp_buf_printf(&why, "%sthe name says \"%s\", another game", why.len ? "; " : "",
			              others[i]);
	claim(&why, low, arg);
	ck_emit(ctx, rule, game, node_get(game, "name"), "name", why.len == 0,
	        why.len ? N_("`%s`: %s") : N_("`%s` agrees with the game's model%s"), name,
	        why.len ? why.data : "");
	pp_buf_free(&why);
	free(low);
}
