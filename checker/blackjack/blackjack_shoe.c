/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_shoe.c - exact probabilities from the shoe: the dealer's final
 * totals for every up card, naturals, insurance and even money.
 *
 * The dealer's distribution walks every sequence of cards the dealer can
 * draw, each drawn from the counts the earlier ones left (the up card is
 * taken out first), so card removal is exact.  The product of the counts
 * along a sequence is accumulated per number of cards drawn; the common
 * denominator of k draws is left * (left - 1) * ... (13^k for the infinite
 * shoe), so the walk multiplies integers only and divides once at the end. */
#include <stdlib.h>
#include <string.h>

#include "blackjack/blackjack.h"
#include "core/figures.h"
#include "core/memo.h"
#include "i18n.h"

static const char *const rank_names[BJ_RANKS] = { "A", "2", "3", "4", "5", "6", "7",
	"8", "9", "10" };

/* The plan's name of rank r ("A", "2" ... "10"); static text. */
const char *bj_rank_name(int r)
{
	return r >= 0 && r < BJ_RANKS ? rank_names[r] : "?";
}

/* A full shoe of decks decks into s. */
void bj_shoe_decks(bj_shoe *s, unsigned decks)
{
	for (int r = 0; r < BJ_RANKS; r++)
		s->count[r] = 4 * decks;
	s->count[BJ_TEN] = 16 * decks;
	s->total = 52 * decks;
	s->infinite = 0;
}

/* The infinite shoe into s: weights out of 13. */
void bj_shoe_infinite(bj_shoe *s)
{
	for (int r = 0; r < BJ_RANKS; r++)
		s->count[r] = 1;
	s->count[BJ_TEN] = 4;
	s->total = 13;
	s->infinite = 1;
}

/* Take a card of rank r out of s; 0 when none is left. */
int bj_shoe_take(bj_shoe *s, int r)
{
	if (s->infinite)
		return 1;
	if (!s->count[r])
		return 0;
	s->count[r]--;
	s->total--;
	return 1;
}

/* The chance the next card from s is of rank r, into p. */
void bj_shoe_prob(mpq_t p, const bj_shoe *s, int r)
{
	mpq_set_ui(p, s->count[r], s->total ? s->total : 1);
	mpq_canonicalize(p);
}

/* Deepest dealer hand: the shoe can't deal more than this many cards to a
 * hand that stops at 21 (twenty-one aces). */
#define MAX_DRAWS 22

typedef struct {
	const bj_dealer *d;
	bj_shoe shoe;
	mpz_t prod[MAX_DRAWS + 1];
	mpz_t num[BJ_NOUT][MAX_DRAWS + 1];
} walk;

static void leaf(walk *w, int outcome, unsigned depth)
{
	mpz_add(w->num[outcome][depth], w->num[outcome][depth], w->prod[depth]);
}

/* The dealer holds ncards cards totalling hard (aces as one), has_ace if
 * one is an ace; depth cards were drawn after the up card. */
static void draw(walk *w, unsigned hard, int has_ace, unsigned ncards, unsigned depth)
{
	const bj_dealer *d = w->d;
	int soft = has_ace && hard + 10 <= 21;
	unsigned total = soft ? hard + 10 : hard;
	if (ncards == 2 && soft && total == 21) {
		leaf(w, BJ_OUT_NATURAL, depth);
		return;
	}
	if (hard > 21) {
		leaf(w, BJ_OUT_BUST, depth);
		return;
	}
	if (ncards == 2 && has_ace && hard == 7 && d->ace_six == BJ_ACE_SIX_ONE)
		total = 7; /* the plan counts this ace as one: the dealer draws */
	if (total >= d->stands_on) {
		int hit = soft && total == d->stands_on && d->hits_soft;
		if (ncards == 2 && has_ace && hard == 7 && d->ace_six == BJ_ACE_SIX_ELEVEN)
			hit = 0;
		if (!hit) {
			leaf(w, BJ_OUT_TOTAL((int)total), depth);
			return;
		}
	}
	if (depth >= MAX_DRAWS)
		abort(); /* unreachable: every draw adds at least one */
	for (int r = 0; r < BJ_RANKS; r++) {
		unsigned c = w->shoe.count[r];
		if (!c)
			continue;
		mpz_mul_ui(w->prod[depth + 1], w->prod[depth], c);
		if (!w->shoe.infinite) {
			w->shoe.count[r]--;
			w->shoe.total--;
		}
		draw(w, hard + BJ_VALUE(r), has_ace || r == BJ_ACE, ncards + 1, depth + 1);
		if (!w->shoe.infinite) {
			w->shoe.count[r]++;
			w->shoe.total++;
		}
	}
}

/* The dealer's outcome distribution (blackjack.h): the walk works on a
 * copy of shoe; out is the caller's.  Aborts only if shoe lacks the up
 * card, which no caller allows. */
static void dealer_walk(mpq_t *out, const bj_shoe *shoe, int up, const bj_dealer *d)
{
	walk w;
	mpz_t den;
	mpq_t term;
	w.d = d;
	w.shoe = *shoe;
	if (!bj_shoe_take(&w.shoe, up))
		abort(); /* the caller's shoe holds the up card */
	mpz_init(den);
	mpq_init(term);
	for (unsigned k = 0; k <= MAX_DRAWS; k++) {
		mpz_init(w.prod[k]);
		for (int o = 0; o < BJ_NOUT; o++)
			mpz_init(w.num[o][k]);
	}
	mpz_set_ui(w.prod[0], 1);
	draw(&w, BJ_VALUE(up), up == BJ_ACE, 1, 0);
	for (int o = 0; o < BJ_NOUT; o++) {
		mpq_set_ui(out[o], 0, 1);
		mpz_set_ui(den, 1);
		for (unsigned k = 0; k <= MAX_DRAWS; k++) {
			if (k > 0)
				mpz_mul_ui(den, den, w.shoe.infinite ? 13 : w.shoe.total - (k - 1));
			if (!mpz_sgn(w.num[o][k]))
				continue;
			mpq_set_num(term, w.num[o][k]);
			mpq_set_den(term, den);
			mpq_canonicalize(term);
			mpq_add(out[o], out[o], term);
		}
	}
	if (d->peeks) {
		mpq_set_ui(term, 1, 1);
		mpq_sub(term, term, out[BJ_OUT_NATURAL]);
		for (int o = 0; o < BJ_NOUT; o++)
			if (o != BJ_OUT_NATURAL)
				mpq_div(out[o], out[o], term);
		mpq_set_ui(out[BJ_OUT_NATURAL], 0, 1);
	}
	for (unsigned k = 0; k <= MAX_DRAWS; k++) {
		mpz_clear(w.prod[k]);
		for (int o = 0; o < BJ_NOUT; o++)
			mpz_clear(w.num[o][k]);
	}
	mpz_clear(den);
	mpq_clear(term);
}

/* The distributions already walked (core/memo.h), keyed by everything
 * dealer_walk reads: the shoe, the up card and the drawing rule.  A stored
 * value is BJ_NOUT rationals the memo owns. */
static void free_dealer(void *value)
{
	mpq_t *v = value;
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_clear(v[o]);
	free(v);
}

static void copy_dealer(void *dst, const void *value)
{
	mpq_t *out = dst;
	mpq_srcptr v = value; /* BJ_NOUT mpq_t, one __mpq_struct each */
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_set(out[o], v + o);
}

/* Locked per memo (core/memo.h): safe for checks on several threads. */
static ck_memo dealer_memo = CK_MEMO_INIT("blackjack dealer", free_dealer, CK_MEMO_SLOTS);

void bj_dealer_probs(mpq_t *out, const bj_shoe *shoe, int up, const bj_dealer *d)
{
	ck_key k = { 0 };
	ck_key_int(&k, shoe->infinite);
	ck_key_uint(&k, shoe->total);
	for (int r = 0; r < BJ_RANKS; r++)
		ck_key_uint(&k, shoe->count[r]);
	ck_key_int(&k, up);
	ck_key_uint(&k, d->stands_on);
	ck_key_int(&k, d->hits_soft);
	ck_key_int(&k, d->ace_six);
	ck_key_int(&k, d->peeks);
	if (!ck_memo_find(&dealer_memo, &k, copy_dealer, out)) {
		dealer_walk(out, shoe, up, d);
		mpq_t *v = pp_xmalloc(BJ_NOUT * sizeof(*v));
		for (int o = 0; o < BJ_NOUT; o++)
			mpq_init(v[o]);
		copy_dealer(v, out);
		ck_memo_store(&dealer_memo, &k, v);
	}
	ck_key_free(&k);
}

/* The dealer's final totals for every up card: a table of decimals (the
 * totals 17-21, or 12-21 when the plan's standing total is lower, the
 * natural and bust) and one of exact fractions. */
void bj_check_dealer(ck_ctx *ctx, const bj_game *g)
{
	bj_shoe shoe;
	mpq_t out[BJ_NOUT];
	if (!g->decks)
		return;
	bj_game_shoe(g, &shoe);
	unsigned lo = g->dealer.stands_on < 17 ? 12 : 17;
	const char *title = g->dealer.peeks ? N_("Dealer's final totals by up card (given no "
	                                         "dealer natural: the dealer peeks)")
	                                    : N_("Dealer's final totals by up card (no peek: "
	                                         "naturals included)");
	pp_table *t = lo == 17
		? ck_table(ctx, g->game, "dealer", title, 8, N_("up card"), "17", "18", "19", "20",
		           "21", N_("natural"), N_("bust"))
		: ck_table(ctx, g->game, "dealer", title, 13, N_("up card"), "12", "13", "14", "15",
		           "16", "17", "18", "19", "20", "21", N_("natural"), N_("bust"));
	pp_table *x = ck_table(ctx, g->game, "dealer-exact",
	                       "Dealer's final totals by up card, exact", 3, N_("up card"),
	                       N_("outcome"), N_("probability"));
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_init(out[o]);
	for (int up = 0; up < BJ_RANKS; up++) {
		bj_dealer_probs(out, &shoe, up, &g->dealer);
		char *cells[13];
		size_t n = 0;
		cells[n++] = pp_xstrdup(bj_rank_name(up));
		for (unsigned tot = lo; tot <= 21; tot++)
			cells[n++] = num_decimal(out[BJ_OUT_TOTAL((int)tot)], 6, NUM_HALF_EVEN);
		cells[n++] = num_decimal(out[BJ_OUT_NATURAL], 6, NUM_HALF_EVEN);
		cells[n++] = num_decimal(out[BJ_OUT_BUST], 6, NUM_HALF_EVEN);
		ck_table_row_owned(t, cells);
		for (int o = 0; o < BJ_NOUT; o++) {
			if (!mpq_sgn(out[o]))
				continue;
			char name[16];
			if (o == BJ_OUT_NATURAL)
				snprintf(name, sizeof(name), "natural");
			else if (o == BJ_OUT_BUST)
				snprintf(name, sizeof(name), "bust");
			else
				snprintf(name, sizeof(name), "%d", o + 12);
			char *e = num_exact(out[o]);
			ck_table_row(x, bj_rank_name(up), name, e);
			free(e);
		}
	}
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_clear(out[o]);
}

/* One row of the naturals table and its evidence. */
static void prob_row(pp_table *t, const char *what, const mpq_t p)
{
	char *e = num_exact(p), *pc = ck_pct(p);
	ck_table_row(t, what, e, pc);
	free(e);
	free(pc);
}

/* Insurance: its return for each count of tens in the player's hand (the
 * dealer's ace and the player's two cards out of the shoe).  PP-RTP-001 is
 * recorded for the hand most favourable to the player. */
static void check_insurance(ck_ctx *ctx, const bj_game *g, const bj_shoe *full)
{
	const pp_node *ins = node_get(g->game, "insurance");
	pp_table *t = ck_table(ctx, g->game, "insurance",
	                       "Insurance: return by the player's cards (dealer's ace up)", 4,
	                       N_("player's two cards"), N_("dealer natural"), N_("insurance RTP"),
	                       N_("RTP %"));
	static const char *const hands[] = { "no ten", "one ten", "two tens" };
	mpq_t p, rtp, best, one;
	mpq_inits(p, rtp, best, one, NULL);
	mpq_set_ui(one, 1, 1);
	for (unsigned tens = 0; tens < 3; tens++) {
		unsigned left = full->total - 3, ten = full->count[BJ_TEN] - tens;
		mpq_set_ui(p, ten, left);
		mpq_canonicalize(p);
		mpq_add(rtp, g->ins_payout, one);
		mpq_mul(rtp, rtp, p);
		if (tens == 0)
			mpq_set(best, rtp);
		char *pe = num_exact(p), *re = num_exact(rtp), *rp = ck_pct(rtp);
		ck_table_row(t, hands[tens], pe, re, rp);
		free(pe);
		free(re);
		free(rp);
	}
	pp_finding *f = ck_rtp(ctx, g->game, node_get(ins, "payout"), "insurance", "side", best);
	ck_evidence_text(f, "hand", "the player's two cards hold no ten (most favourable)");
	/* The PAR sheet's insurance row: the same hand, the dealer's natural
	 * paying the insurance, anything else losing it. */
	ck_dist d;
	ck_dist_init(&d, "insurance", "side");
	mpq_set_ui(p, full->count[BJ_TEN], full->total - 3);
	mpq_canonicalize(p);
	ck_dist_add(&d, "the dealer has a natural (the player's cards hold no ten)", p,
	            g->ins_payout);
	ck_dist_add_rest(&d, "the dealer has no natural", -1);
	ck_figures_record(ctx, g->game, &d);
	mpq_clears(p, rtp, best, one, NULL);
}

/* Even money: the natural's expected return if the player declines, under
 * the plan's payout and tie rule, against the even-money payout. */
static void even_money_value(mpq_t decline, const bj_game *g, const bj_shoe *full)
{
	mpq_t p, q;
	mpq_inits(p, q, NULL);
	mpq_set_ui(p, full->count[BJ_TEN] - 1, full->total - 3);
	mpq_canonicalize(p);
	mpq_set_ui(q, 1, 1);
	mpq_sub(q, q, p);
	mpq_mul(decline, g->natural, q);
	if (g->ties_lose)
		mpq_sub(decline, decline, p);
	mpq_clears(p, q, NULL);
}

/* Naturals, insurance and even money from the full shoe: tables and the
 * insurance's PP-RTP-001.  Nothing without a stated shoe. */
void bj_check_naturals(ck_ctx *ctx, const bj_game *g)
{
	bj_shoe full;
	if (!g->decks) {
		if (g->has_insurance)
			ck_figures_not_computed(ctx, g->game, "insurance", "side",
			                        "the plan does not state the decks (PP-BJ-001)");
		return;
	}
	bj_game_shoe(g, &full);
	pp_table *t = ck_table(ctx, g->game, "naturals",
	                       g->pontoon ? "Pontoons (ace and ten) from the shoe"
	                                  : N_("Blackjacks (ace and ten) from the shoe"),
	                       3, N_("event"), N_("probability"), N_("percent"));
	mpq_t p, q;
	mpq_inits(p, q, NULL);
	unsigned n = full.total, a = full.count[BJ_ACE], ten = full.count[BJ_TEN];
	/* Player: an ace and a ten in either order from the full shoe. */
	mpq_set_ui(p, 2u * a * ten, n * (n - 1u));
	mpq_canonicalize(p);
	prob_row(t, "player's first two cards are a natural", p);
	if (g->has_natural) {
		mpq_mul(q, p, g->natural);
		prob_row(t, "natural's share of the return (probability x payout)", q);
	}
	mpq_set_ui(p, ten, n - 1u);
	mpq_canonicalize(p);
	prob_row(t, "dealer's natural after an ace up", p);
	mpq_set_ui(p, a, n - 1u);
	mpq_canonicalize(p);
	prob_row(t, "dealer's natural after a ten up", p);
	mpq_set_ui(p, ten - 1u, n - 3u);
	mpq_canonicalize(p);
	prob_row(t, "dealer's natural after an ace up, player holding a natural", p);
	if (g->has_insurance)
		check_insurance(ctx, g, &full);
	if (g->has_even_money && g->has_natural) {
		pp_table *e = ck_table(ctx, g->game, "even-money",
		                       "Even money: a natural against an ace", 3, N_("choice"),
		                       N_("expected net win"), N_("decimal"));
		even_money_value(q, g, &full);
		char *x = num_exact(q), *d = num_decimal(q, 6, NUM_HALF_EVEN);
		ck_table_row(e, "decline: play the natural out", x, d);
		free(x);
		free(d);
		x = num_exact(g->even_money);
		d = num_decimal(g->even_money, 6, NUM_HALF_EVEN);
		ck_table_row(e, "take even money", x, d);
		free(x);
		free(d);
		mpq_sub(q, g->even_money, q);
		x = num_exact(q);
		d = num_decimal(q, 6, NUM_HALF_EVEN);
		ck_table_row(e, "taking minus declining", x, d);
		free(x);
		free(d);
	}
	mpq_clears(p, q, NULL);
}
