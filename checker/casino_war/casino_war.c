/* SPDX-License-Identifier: Apache-2.0 */
/* casino_war.c - the casino war family: the main bet with a tie settled
 * by going to war or by surrender, each priced exactly over the shoe
 * (PP-WAR-001, PP-RTP-001), a tie the plan does not settle (PP-WAR-002),
 * war rules it leaves open priced under each reading (PP-WAR-003), the
 * tie side bet, and the maximum win. */
#include <stdlib.h>
#include <string.h>

#include "casino_war/casino_war.h"
#include "core/figures.h"
#include "i18n.h"

/* How a war is settled: per unit of the original bet (the raise equals
 * it), what the player nets when the war card is higher, equal, lower. */
typedef struct {
	const char *words;  /* the reading, for subjects ("" when stated) */
	mpq_t higher, equal, lower;
} war_terms;

/* The terms of main's war for the reading original (push/win) and tie
 * (win/push/lose). */
static void terms_of(war_terms *t, const pp_node *main, const char *original, const char *tie)
{
	const pp_node *war = node_get(main, "war");
	mpq_t o, rp, bonus;
	mpq_inits(o, rp, bonus, NULL);
	mpq_inits(t->higher, t->equal, t->lower, NULL);
	num_from_node(o, node_get(main, "payout"));
	num_from_node(rp, node_get(war, "raise_payout"));
	num_get(bonus, war, "tie_bonus");
	mpq_set(t->higher, rp);
	if (!strcmp(original, "win"))
		mpq_add(t->higher, t->higher, o);
	if (!strcmp(tie, "win"))
		mpq_set(t->equal, t->higher);
	else if (!strcmp(tie, "lose"))
		mpq_set_si(t->equal, -2, 1);
	mpq_add(t->equal, t->equal, bonus);
	mpq_set_si(t->lower, -2, 1);
	mpq_clears(o, rp, bonus, NULL);
}

/* The main bet's net per unit of the original bet: going to war on every
 * tie (t), or surrendering (t NULL, losing `lost` of the bet). */
static void main_value(mpq_t ev, const war_shoe *s, const pp_node *main, const war_terms *t,
                       const mpq_t lost)
{
	mpq_t q, w;
	mpq_inits(q, w, NULL);
	num_from_node(q, node_get(main, "payout"));
	mpq_mul(ev, s->win, q);
	mpq_sub(ev, ev, s->lose);
	if (!t) {
		mpq_mul(q, s->tie, lost);
		mpq_sub(ev, ev, q);
	}
	for (int r = 0; t && r < WAR_RANKS; r++) {
		mpq_mul(w, s->war_win[r], t->higher);
		mpq_mul(q, s->war_tie[r], t->equal);
		mpq_add(w, w, q);
		mpq_mul(q, s->war_lose[r], t->lower);
		mpq_add(w, w, q);
		mpq_mul(w, w, s->tie_rank[r]);
		mpq_add(ev, ev, w);
	}
	mpq_clears(q, w, NULL);
}

/* The PAR-sheet outcomes of the main bet (t NULL: surrendering). */
static void main_figures(ck_ctx *ctx, const pp_node *game, const char *subject,
                         const war_shoe *s, const pp_node *main, const war_terms *t,
                         const mpq_t lost)
{
	ck_dist d;
	mpq_t q, p;
	mpq_inits(q, p, NULL);
	ck_dist_init(&d, subject, "main");
	num_from_node(q, node_get(main, "payout"));
	ck_dist_add(&d, "higher card", s->win, q);
	if (!t) {
		mpq_neg(q, lost);
		ck_dist_add(&d, "tie, surrendered", s->tie, q);
	} else {
		const mpq_srcptr nets[3] = { t->higher, t->equal, t->lower };
		const char *labels[3] = { "tie, war won", "tie, war tied", "tie, war lost" };
		for (int k = 0; k < 3; k++) {
			mpq_set_ui(p, 0, 1);
			for (int r = 0; r < WAR_RANKS; r++) {
				mpq_mul(q, s->tie_rank[r], k == 0 ? s->war_win[r] : k == 1 ? s->war_tie[r]
				                                                 : s->war_lose[r]);
				mpq_add(p, p, q);
			}
			ck_dist_add(&d, labels[k], p, nets[k]);
		}
	}
	ck_dist_add_rest(&d, "lower card", -1);
	ck_figures_record(ctx, game, &d);
	mpq_clears(q, p, NULL);
}

/* Price going to war under every reading of the war rules the plan
 * leaves open; the return of each into rtps (names into names).  Returns
 * how many readings. */
static size_t price_war(ck_ctx *ctx, const pp_node *game, const war_shoe *s,
                        const pp_node *main, mpq_t *rtps, char **names, mpq_t best_rtp)
{
	const pp_node *war = node_get(main, "war");
	const char *original = node_get_text(war, "original", NULL);
	const char *tie = node_get_text(war, "tie", NULL);
	static const char *const originals[] = { "push", "win" };
	static const char *const ties[] = { "win", "push", "lose" };
	size_t n = 0;
	for (int a = 0; a < 2; a++) {
		if (original && strcmp(original, originals[a]))
			continue;
		for (int b = 0; b < 3; b++) {
			if (tie && strcmp(tie, ties[b]))
				continue;
			war_terms t;
			terms_of(&t, main, originals[a], ties[b]);
			names[n] = pp_xasprintf("%s%s%s%s%s", original ? "" : ", original ",
			                        original ? "" : originals[a],
			                        original ? "" : " on a won war",
			                        tie ? "" : ", a war tie ", tie ? "" : ties[b]);
			char *subject = pp_xasprintf("%s, going to war%s",
			                             node_get_text(main, "name", ""), names[n]);
			mpq_t zero;
			mpq_init(zero);
			mpq_init(rtps[n]);
			main_value(rtps[n], s, main, &t, zero);
			mpq_set_ui(zero, 1, 1);
			mpq_add(rtps[n], rtps[n], zero);
			pp_finding *f = ck_rtp(ctx, game, war, subject, "main", rtps[n]);
			mpq_sub(zero, zero, rtps[n]);
			ck_evidence_q(f, "house_edge", zero, 6);
			ck_evidence_text(f, "per", "unit of the original bet; the raise on a war is "
			                 "not counted as staked");
			main_figures(ctx, game, subject, s, main, &t, zero);
			if (!n || mpq_cmp(rtps[n], best_rtp) > 0)
				mpq_set(best_rtp, rtps[n]);
			mpq_clear(zero);
			mpq_clears(t.higher, t.equal, t.lower, NULL);
			free(subject);
			n++;
		}
	}
	return n;
}

/* PP-WAR-003: the readings of open war rules and their returns. */
static void report_open(ck_ctx *ctx, const pp_node *game, const pp_node *war, size_t n,
                        char **names, mpq_t *rtps)
{
	pp_buf list = { 0 };
	size_t lo = 0, hi = 0;
	for (size_t i = 0; i < n; i++) {
		char *pc = ck_pct(rtps[i]);
		pp_buf_printf(&list, "%s%s: %s", i ? "; " : "", names[i] + 2, pc);
		free(pc);
		lo = mpq_cmp(rtps[i], rtps[lo]) < 0 ? i : lo;
		hi = mpq_cmp(rtps[i], rtps[hi]) > 0 ? i : hi;
	}
	pp_finding *f = ck_emit(ctx, "PP-WAR-003", game, war, "war", 0,
	                        "the plan leaves how a war is settled open; going to war "
	                        "returns %s", list.data);
	ck_evidence_q(f, "rtp_lowest", rtps[lo], 6);
	ck_evidence_q(f, "rtp_highest", rtps[hi], 6);
	pp_buf_free(&list);
}

static void check_main(ck_ctx *ctx, const pp_node *game, const war_shoe *s)
{
	const pp_node *main = node_get(game, "main");
	const pp_node *war = node_get(main, "war"), *sur = node_get(main, "surrender");
	const char *name = node_get_text(main, "name", "");
	if (war || sur)
		ck_emit(ctx, "PP-WAR-002", game, main, name, 1,
		        "a tie on the first cards is settled: %s%s%s", war ? "going to war" : "",
		        war && sur ? " or " : "", sur ? "surrender" : "");
	else
		ck_emit(ctx, "PP-WAR-002", game, main, name, 0,
		        "`%s`: the plan says neither going to war nor surrendering, so a tie on "
		        "the first cards is not settled", name);
	mpq_t rtps[6], war_rtp, sur_rtp, lost, q;
	char *names[6];
	size_t n = 0;
	mpq_inits(war_rtp, sur_rtp, lost, q, NULL);
	if (war)
		n = price_war(ctx, game, s, main, rtps, names, war_rtp);
	if (n > 1)
		report_open(ctx, game, war, n, names, rtps);
	if (sur) {
		char *subject = pp_xasprintf("%s, surrendering", name);
		num_from_node(lost, node_get(sur, "loses"));
		main_value(sur_rtp, s, main, NULL, lost);
		mpq_set_ui(q, 1, 1);
		mpq_add(sur_rtp, sur_rtp, q);
		pp_finding *f = ck_rtp(ctx, game, sur, subject, "main", sur_rtp);
		mpq_sub(q, q, sur_rtp);
		ck_evidence_q(f, "house_edge", q, 6);
		main_figures(ctx, game, subject, s, main, NULL, lost);
		free(subject);
	}
	if (war && sur) {
		int to_war = mpq_cmp(war_rtp, sur_rtp) >= 0;
		char *a = ck_pct(war_rtp), *b = ck_pct(sur_rtp);
		pp_finding *f = ck_emit(ctx, "PP-WAR-001", game, main, name, 1,
		                        "on a tie, going to war returns %s%s and surrendering %s: "
		                        "the player does better to %s", a,
		                        n > 1 ? " (the best reading)" : "", b,
		                        to_war ? "go to war" : "surrender");
		ck_evidence_q(f, "rtp_war", war_rtp, 6);
		ck_evidence_q(f, "rtp_surrender", sur_rtp, 6);
		free(a);
		free(b);
	} else {
		ck_emit_status(ctx, "PP-WAR-001", game, main, name, PP_ST_NOTAPPLICABLE,
		               "the plan offers %s on a tie: there is no decision to price",
		               war ? "only going to war" : sur ? "only surrender" : "nothing");
	}
	if (!war && !sur)
		ck_figures_not_computed(ctx, game, name, "main", "the plan does not settle a tie "
		                        "on the first cards (PP-WAR-002)");
	for (size_t i = 0; i < n; i++) {
		free(names[i]);
		mpq_clear(rtps[i]);
	}
	mpq_clears(war_rtp, sur_rtp, lost, q, NULL);
}

static void check_side_bets(ck_ctx *ctx, const pp_node *game, const war_shoe *s)
{
	const pp_node *bets = node_get(game, "side_bets");
	mpq_t o, rtp;
	mpq_inits(o, rtp, NULL);
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *b = node_at(bets, i);
		const char *name = node_get_text(b, "name", "");
		num_from_node(o, node_get(b, "payout"));
		mpq_set_ui(rtp, 1, 1);
		mpq_add(rtp, rtp, o);
		mpq_mul(rtp, rtp, s->tie);
		pp_finding *f = ck_rtp(ctx, game, node_get(b, "payout"), name, "side", rtp);
		ck_evidence_q(f, "probability", s->tie, 6);
		ck_dist d;
		ck_dist_init(&d, name, "side");
		ck_dist_add(&d, "the first cards tie", s->tie, o);
		ck_dist_add_rest(&d, "lose", -1);
		ck_figures_record(ctx, game, &d);
	}
	mpq_clears(o, rtp, NULL);
}

static pp_status war_check(ck_ctx *ctx, const pp_node *game, pp_error *err)
{
	(void)err;
	war_shoe s;
	war_shoe_init(&s, (unsigned)node_get_int(node_get(game, "shoe"), "decks", 1));
	check_main(ctx, game, &s);
	check_side_bets(ctx, game, &s);
	war_shoe_clear(&s);
	return PP_OK;
}

/* One way a box wins: the net win and the stakes returned, named to the
 * max-win check; the best so far kept in (gross, net, path). */
typedef struct {
	ck_ctx *ctx;
	mpq_t gross, net;
	pp_buf *path;
	int found;
} war_best;

static void consider(war_best *b, const char *label, const mpq_t net, const mpq_t stakes)
{
	mpq_t gr;
	mpq_init(gr);
	mpq_add(gr, net, stakes);
	ck_maxwin_outcome(b->ctx, label, gr, net);
	if (!b->found || mpq_cmp(net, b->net) > 0) {
		mpq_set(b->net, net);
		mpq_set(b->gross, gr);
		b->path->len = 0;
		pp_buf_puts(b->path, label);
		b->found = 1;
	}
	mpq_clear(gr);
}

/* The largest win of one box: the main bet on a higher card or a won (or
 * tied, with a bonus) war, the tie bet, and in a round the tie bet with
 * the war that follows it.  Open war rules are read as paying most. */
static int war_max_win(ck_ctx *ctx, const pp_node *game, const pp_node *limits, mpq_t gross,
                       mpq_t net, pp_buf *path)
{
	const pp_node *main = node_get(game, "main"), *war = node_get(main, "war");
	const char *scope = node_get_text(node_get(game, "max_win"), "scope", "game");
	int per_bet = !strcmp(scope, "bet") || !strcmp(scope, "hand");
	int sides = strcmp(node_get_text(node_get(game, "max_win"), "side_bets", "included"),
	                   "excluded") != 0;
	war_best b;
	b.ctx = ctx;
	b.path = path;
	b.found = 0;
	mpq_t m, t, n, st, q, tie_net;
	mpq_inits(b.gross, b.net, m, t, n, st, q, tie_net, NULL);
	const pp_node *tie_bet = NULL;
	for (size_t i = 0; i < node_len(node_get(game, "side_bets")); i++)
		if (ck_bet_max(t, limits, node_get_text(node_at(node_get(game, "side_bets"), i),
		                                         "name", ""), "tie"))
			tie_bet = node_at(node_get(game, "side_bets"), i);
	if (tie_bet) {
		num_from_node(tie_net, node_get(tie_bet, "payout"));
		mpq_mul(tie_net, tie_net, t);
	}
	if (ck_bet_max(m, limits, node_get_text(main, "name", ""), "main")) {
		num_from_node(n, node_get(main, "payout"));
		mpq_mul(n, n, m);
		consider(&b, "main bet on a higher card", n, m);
		if (war) {
			war_terms wt;
			terms_of(&wt, main, node_get_text(war, "original", "win"),
			         node_get_text(war, "tie", "win"));
			int tie_first = mpq_cmp(wt.equal, wt.higher) > 0;
			mpq_mul(n, m, tie_first ? wt.equal : wt.higher);
			mpq_add(st, m, m);
			const char *how = tie_first ? "a tie, then a tied war" : "a tie, then a won war";
			char *lab = pp_xasprintf("main bet and its raise on %s", how);
			consider(&b, lab, n, st);
			free(lab);
			if (tie_bet && sides && !per_bet) {
				mpq_add(n, n, tie_net);
				mpq_add(st, st, t);
				lab = pp_xasprintf("main bet, its raise and the tie bet on %s", how);
				consider(&b, lab, n, st);
				free(lab);
			}
			mpq_clears(wt.higher, wt.equal, wt.lower, NULL);
		}
	}
	if (tie_bet && (per_bet || sides))
		consider(&b, "the tie bet on a tie", tie_net, t);
	if (b.found) {
		mpq_set(gross, b.gross);
		mpq_set(net, b.net);
	}
	int found = b.found;
	mpq_clears(b.gross, b.net, m, t, n, st, q, tie_net, NULL);
	return found;
}

static const pp_rule war_rules[] = {
	{ "PP-WAR-001", N_("Going to war and surrendering are priced both ways"), PP_SEV_INFO,
	  "Where the plan offers both on a tie of the first cards, computes the main "
	  "bet's exact return when the player always goes to war and when the player "
	  "always surrenders, over every card of the shoe dealt without replacement, "
	  "and says which is better.",
	  "The return of the main bet depends on the player's decision on a tie; the "
	  "regulator sees both figures.",
	  "None: the finding documents the decision." },
	{ "PP-WAR-002", N_("A tie on the first cards is settled"), PP_SEV_ERROR,
	  "Checks that the plan states what happens on a tie of the first two cards: "
	  "going to war, surrendering, or both.",
	  "A tie happens about once in thirteen rounds; a plan that does not settle it "
	  "leaves the main bet without a rule.",
	  "State the war and the surrender rules." },
	{ "PP-WAR-003", N_("War rules the plan leaves open move the return"), PP_SEV_WARNING,
	  "Where the plan does not say whether a won war also pays the original bet, or "
	  "how a tie in the war is settled, prices going to war under every reading and "
	  "reports the range.",
	  "An open rule leaves the main bet's return open; the range says by how much.",
	  "State how the original bet and a tied war are settled." },
	{ NULL, NULL, PP_SEV_INFO, NULL, NULL, NULL }
};

const ck_family ck_family_casino_war = { "casino_war", war_rules, war_check, war_max_win,
	                                       NULL };
