/* SPDX-License-Identifier: Apache-2.0 */
/* poker_maxwin.c - the largest win of one box in one round of a poker game
 * against the house (poker_max_win).
 *
 * The ante is the limits row's maximum bet, raises and blinds their
 * largest multiple of it, side bets the maximum bet (fixed-amount bonuses
 * their stated stake).  Every final hand of the player is tried, with each
 * second combination the plan pays with it, and both with a dealer who
 * qualifies (the player beats him) and one who does not; each bet is
 * settled as the plan says, optional bets that would not win are left
 * out, and the scenario with the largest net win is the maximum. */
#include <stdlib.h>
#include <string.h>

#include "core/maxwin.h"
#include "poker/poker.h"

typedef struct {
	mpq_t net, gross;
	pp_buf path;
} scenario;

/* Add the part of bet b staked stake whose net multiple is mult. */
static void add_ratio(scenario *s, const poker_bet *b, const mpq_t stake, const mpq_t mult,
                      const char *how)
{
	mpq_t x;
	mpq_init(x);
	mpq_mul(x, stake, mult);
	mpq_add(s->net, s->net, x);
	if (mpq_cmp_si(mult, -1, 1) > 0) {
		mpq_add(s->gross, s->gross, x);
		mpq_add(s->gross, s->gross, stake);
	}
	char *st = num_plain(stake);
	pp_buf_printf(&s->path, "%s%s %s %s", s->path.len ? ", " : "", b->name, st, how);
	free(st);
	mpq_clear(x);
}

/* The net multiple bet b wins on hand c, plus the second combination's
 * when b is the bet that pays it; how describes it. */
static void main_multiple(mpq_t m, pp_buf *how, const poker_bet *b, hand_class c, int second,
                          const poker_bet *second_bet)
{
	mpq_t m2;
	mpq_init(m2);
	int stated = poker_multiple(m, b, c);
	char *r = num_ratio(m);
	pp_buf_printf(how, stated ? "on %s at %s" : "on %s: %s", hand_class_name(c),
	              stated ? r : mpq_sgn(m) < 0 ? "loses" : "no payout stated");
	free(r);
	if (second >= 0 && b == second_bet && poker_multiple(m2, b, (hand_class)second)) {
		mpq_add(m, m, m2);
		r = num_ratio(m2);
		pp_buf_printf(how, " + %s at %s", hand_class_name((hand_class)second), r);
		free(r);
	}
	mpq_clear(m2);
}

/* Settle every bet for hand c, second combination `second` (-1: none),
 * with the dealer qualifying or not; the ante stake is ante.  A bet whose
 * rule for a dealer who does not qualify is unstated is settled under
 * `reading` (one of the four stated rules). */
static void settle(scenario *s, const poker_game *g, const mpq_t ante, const pp_node *row,
                   hand_class c, int second, int qualifies, poker_dnq reading)
{
	const poker_bet *second_bet = g->second ? poker_bet_find(g, node_get_text(g->second, "bet", ""))
	                                        : NULL;
	mpq_t stake, m, amount;
	mpq_inits(stake, m, amount, NULL);
	for (size_t i = 0; i < g->nbets; i++) {
		const poker_bet *b = &g->bets[i];
		pp_buf how = { 0 };
		if (b->kind == POKER_ANTE || b->kind == POKER_RAISE || b->kind == POKER_BLIND) {
			if (b->kind == POKER_ANTE)
				mpq_set(stake, ante);
			else
				mpq_mul(stake, ante, b->max_multiple);
			poker_dnq dnq = b->dnq == POKER_DNQ_UNSTATED ? reading : b->dnq;
			if (qualifies || dnq == POKER_DNQ_PLAYS) {
				main_multiple(m, &how, b, c, second, second_bet);
			} else if (dnq == POKER_DNQ_WINS) {
				if (b->has_payout)
					mpq_set(m, b->payout);
				else
					poker_multiple(m, b, c);
				char *r = num_ratio(m);
				pp_buf_printf(&how, "at %s (the dealer does not qualify)", r);
				free(r);
			} else {
				mpq_set_si(m, dnq == POKER_DNQ_LOSES ? -1 : 0, 1);
				pp_buf_printf(&how, "%s", dnq == POKER_DNQ_LOSES ? "loses" : "pushes");
			}
			add_ratio(s, b, stake, m, how.data);
		} else if (b->kind == POKER_SIDE && !poker_side_may_pay(g, b, qualifies)) {
			/* Its condition rules this round out: it pays nothing. */
		} else if (b->kind == POKER_SIDE && b->paytable) {
			if (poker_multiple(m, b, c) && mpq_sgn(m) > 0) {
				/* A side bet at its own maximum where the row sets one
				 * (Trips 2-20 while the ante goes to 200), else the ante's. */
				if (ck_bet_max(stake, row, b->name, NULL) != 2)
					mpq_set(stake, ante);
				char *r = num_ratio(m);
				pp_buf_printf(&how, "on %s at %s", hand_class_name(c), r);
				free(r);
				add_ratio(s, b, stake, m, how.data);
			}
		} else if (b->kind == POKER_SIDE && b->amounts) {
			const pp_node *t = poker_amount_table_row(b, row), *rows = node_get(t, "rows");
			mpq_set_ui(amount, 0, 1);
			for (size_t r = 0; r < node_len(rows); r++)
				if (hand_class_find(node_get_text(node_at(rows, r), "hand", "")) == c &&
				    !poker_row_amount(amount, rows, node_at(rows, r)))
					mpq_set_ui(amount, 0, 1);
			if (mpq_sgn(amount) > 0) {
				mpq_set_ui(stake, 0, 1);
				num_get(stake, t, "stake");
				mpq_add(s->gross, s->gross, amount);
				if (b->stake_returned)
					mpq_add(s->gross, s->gross, stake);
				else
					mpq_sub(s->net, s->net, stake);
				mpq_add(s->net, s->net, amount);
				char *a = num_plain(amount), *st = num_plain(stake);
				pp_buf_printf(&s->path, "%s%s %s on %s pays %s", s->path.len ? ", " : "",
				              b->name, node_get(t, "stake") ? st : "(stake unstated)",
				              hand_class_name(c), a);
				free(a);
				free(st);
			}
		} else if (b->kind == POKER_INSURANCE && !qualifies) {
			const poker_bet *ib = poker_bet_find(g, b->insures);
			if (ib && mpq_sgn(b->max_stake_of_win) > 0) {
				pp_buf dummy = { 0 };
				main_multiple(m, &dummy, ib, c, second, second_bet);
				pp_buf_free(&dummy);
				mpq_mul(stake, ante, ib->max_multiple);
				mpq_mul(stake, stake, m);
				mpq_mul(stake, stake, b->max_stake_of_win);
				if (b->has_payout)
					mpq_set(m, b->payout);
				else
					mpq_set_ui(m, 1, 1);
				if (mpq_sgn(stake) > 0) {
					char *r = num_ratio(m);
					pp_buf_printf(&how, "(its largest stake) at %s", r);
					free(r);
					add_ratio(s, b, stake, m, how.data);
				}
			}
		}
		pp_buf_free(&how);
	}
	pp_buf_printf(&s->path, "; %s", qualifies ? g->has_qual ? "the dealer qualifies"
	              : "player beats the dealer" : "the dealer does not qualify");
	mpq_clears(stake, m, amount, NULL);
}

/* poker_max_win with every unstated rule for a dealer who does not qualify
 * read as `reading`; each outcome tried is named to ctx (may be NULL). */
static int max_win_reading(ck_ctx *ctx, const poker_game *g, const pp_node *limits,
                           poker_dnq reading, mpq_t gross, mpq_t net, pp_buf *path)
{
	mpq_t ante;
	mpq_init(ante);
	if (!ck_row_max_bet(ante, limits)) {
		mpq_clear(ante);
		return 0;
	}
	const pp_node *pairs = node_get(g->second, "pairs");
	int found = 0;
	for (int c = HAND_NCLASS - 1; c >= 0; c--) { /* ties keep the better hand */
		int seconds[HAND_NCLASS + 1], ns = 0;
		seconds[ns++] = -1;
		for (size_t i = 0; i < node_len(pairs); i++)
			if (hand_class_find(node_get_text(node_at(pairs, i), "primary", "")) == (hand_class)c)
				seconds[ns++] = (int)hand_class_find(node_get_text(node_at(pairs, i),
				                                                  "second", ""));
		for (int k = 0; k < ns && k <= HAND_NCLASS; k++)
			for (int q = 1; q >= 0; q--) {
				if (q && g->has_qual && c < (int)g->qual)
					continue; /* cannot beat a qualifying dealer */
				if (!q && !g->has_qual)
					continue;
				scenario s;
				mpq_inits(s.net, s.gross, NULL);
				memset(&s.path, 0, sizeof(s.path));
				settle(&s, g, ante, limits, (hand_class)c, seconds[k], q, reading);
				if (ctx) {
					char *lab = pp_xasprintf("%s%s%s, %s", hand_class_name((hand_class)c),
					                         seconds[k] >= 0 ? " + " : "",
					                         seconds[k] >= 0
					                         ? hand_class_name((hand_class)seconds[k]) : "",
					                         q ? g->has_qual ? "the dealer qualifies"
					                                         : "beating the dealer"
					                           : "the dealer does not qualify");
					ck_maxwin_outcome(ctx, lab, s.gross, s.net);
					free(lab);
				}
				int cmp = found ? mpq_cmp(s.net, net) : 1;
				if (cmp > 0 || (cmp == 0 && mpq_cmp(s.gross, gross) > 0)) {
					mpq_set(net, s.net);
					mpq_set(gross, s.gross);
					path->len = 0;
					pp_buf_puts(path, s.path.data);
					found = 1;
				}
				mpq_clears(s.net, s.gross, NULL);
				pp_buf_free(&s.path);
			}
	}
	mpq_clear(ante);
	return 1;
}

static const char *const reading_names[] = { "push", "wins", "loses", "plays" };

/* Whether a bet settled against a qualifying dealer leaves open what it
 * gets when he does not qualify. */
static int open_dnq(const poker_game *g, const poker_bet *b)
{
	return g->has_qual && b->dnq == POKER_DNQ_UNSTATED &&
	       (b->kind == POKER_ANTE || b->kind == POKER_RAISE || b->kind == POKER_BLIND);
}

static int any_open_dnq(const poker_game *g)
{
	for (size_t i = 0; i < g->nbets; i++)
		if (open_dnq(g, &g->bets[i]))
			return 1;
	return 0;
}

/* The lowest and highest maximum win (net, with its gross) over the four
 * readings of the open rules, every open bet read alike; lo_r and hi_r
 * name the readings.  Returns 0 when the row has no maximum bet. */
static int max_win_range(const poker_game *g, const pp_node *limits, mpq_t lo_net,
                         mpq_t lo_gross, int *lo_r, mpq_t hi_net, mpq_t hi_gross,
                         int *hi_r, pp_buf *hi_path)
{
	mpq_t gross, net;
	pp_buf path = { 0 };
	int found = 0;
	mpq_inits(gross, net, NULL);
	for (int r = POKER_DNQ_PUSH; r <= POKER_DNQ_PLAYS; r++) {
		path.len = 0;
		if (!max_win_reading(NULL, g, limits, (poker_dnq)r, gross, net, &path))
			break;
		if (!found || mpq_cmp(net, lo_net) < 0) {
			mpq_set(lo_net, net);
			mpq_set(lo_gross, gross);
			*lo_r = r;
		}
		if (!found || mpq_cmp(net, hi_net) > 0) {
			mpq_set(hi_net, net);
			mpq_set(hi_gross, gross);
			*hi_r = r;
			hi_path->len = 0;
			pp_buf_puts(hi_path, path.data ? path.data : "");
		}
		found = 1;
	}
	mpq_clears(gross, net, NULL);
	pp_buf_free(&path);
	return found;
}

int poker_max_win(ck_ctx *ctx, const poker_game *g, const pp_node *limits, mpq_t gross,
                  mpq_t net, pp_buf *path)
{
	if (!any_open_dnq(g))
		return max_win_reading(ctx, g, limits, POKER_DNQ_PUSH, gross, net, path);
	/* An open rule is not read as a default: the largest win is the
	 * largest over its readings, and the path names the reading. */
	mpq_t lo_net, lo_gross;
	int lo_r = 0, hi_r = 0;
	mpq_inits(lo_net, lo_gross, NULL);
	int found = max_win_range(g, limits, lo_net, lo_gross, &lo_r, net, gross, &hi_r, path);
	if (found) {
		pp_buf_printf(path, " (what a bet gets when the dealer does not qualify is "
		              "unstated; read as %s)", reading_names[hi_r]);
		pp_buf again = { 0 }; /* name the outcomes of that reading */
		max_win_reading(ctx, g, limits, (poker_dnq)hi_r, lo_gross, lo_net, &again);
		pp_buf_free(&again);
	}
	mpq_clears(lo_net, lo_gross, NULL);
	return found;
}

/* PP-PLAN-007 for every bet settled against a qualifying dealer that
 * leaves open what it gets when he does not qualify: the maximum win of
 * each limits row over the four readings (lowest and highest, net), the
 * first row's as evidence. */
void poker_check_open_dnq(ck_ctx *ctx, const poker_game *g)
{
	const pp_node *rows = node_get(g->game, "limits");
	mpq_t lo_net, lo_gross, hi_net, hi_gross, first_lo, first_hi;
	mpq_inits(lo_net, lo_gross, hi_net, hi_gross, first_lo, first_hi, NULL);
	for (size_t i = 0; i < g->nbets; i++) {
		const poker_bet *b = &g->bets[i];
		if (!open_dnq(g, b))
			continue;
		const pp_node *v = node_get(b->node, "dealer_not_qualified");
		pp_buf subject = { 0 }, msg = { 0 };
		int nrows = 0;
		pp_buf_printf(&subject, "bets/%s/dealer_not_qualified", b->name);
		for (size_t j = 0; j < node_len(rows); j++) {
			const pp_node *row = node_at(rows, j);
			pp_buf hi_path = { 0 };
			int lo_r = 0, hi_r = 0;
			if (max_win_range(g, row, lo_net, lo_gross, &lo_r, hi_net, hi_gross, &hi_r,
			                  &hi_path)) {
				char *label = node_item_name(row), *lo = num_plain(lo_net),
				     *hi = num_plain(hi_net);
				const char *lead = nrows ? ";" : "; the maximum win over its readings:";
				if (mpq_equal(lo_net, hi_net))
					pp_buf_printf(&msg, "%s %s %s net under every reading", lead, label,
					              lo);
				else
					pp_buf_printf(&msg, "%s %s %s net (%s) to %s net (%s)", lead, label,
					              lo, reading_names[lo_r], hi, reading_names[hi_r]);
				free(label);
				free(lo);
				free(hi);
				if (!nrows++) {
					mpq_set(first_lo, lo_net);
					mpq_set(first_hi, hi_net);
				}
			}
			pp_buf_free(&hi_path);
		}
		pp_finding *f = ck_emit(ctx, "PP-PLAN-007", g->game, v ? v : b->node, subject.data,
		                        0, "the plan does not state `%s` (what the bet gets when "
		                        "the dealer does not qualify: push, wins, loses or plays)%s",
		                        subject.data, msg.data ? msg.data : "");
		if (nrows) {
			ck_evidence_q(f, "max_win_net_lowest", first_lo, 2);
			ck_evidence_q(f, "max_win_net_highest", first_hi, 2);
		}
		pp_buf_free(&subject);
		pp_buf_free(&msg);
	}
	mpq_clears(lo_net, lo_gross, hi_net, hi_gross, first_lo, first_hi, NULL);
}
