/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_exposure.c - the largest amount one box can win in one round,
 * and with one bet, under the plan's rules.
 *
 * A round's best is the better of: the unsplit hand (a natural at its
 * payout, or a hand doubled or with every card bought, at the best payout
 * such a hand can get) and every split hand the rules allow (one more
 * hand per split), each doubled or with every card bought where that is
 * allowed after a split, at the best payout a split hand can get (a
 * natural only where the plan says an ace and a ten after a split is one).
 * Side bets on the first two cards being a pair add their best tier, on
 * their maximum bet times the bets a box may hold, to the best round that
 * starts with a pair (any pair can split).  Insurance never adds: it wins
 * only on a dealer's natural, when every hand of the box loses.  A single
 * bet is one stake: doubling or buying a card places a further bet.  Amounts
 * are exact; the path says how the figure arises. */
#include <stdlib.h>
#include <string.h>

#include "core/maxwin.h"
#include "blackjack/blackjack.h"
#include "i18n.h"

/* One way a round can go: stakes and net win (per unit of the box's
 * stake for the main game), and how it arises. */
typedef struct {
	mpq_t stakes, net;
	pp_buf path;
} way;

static void way_init(way *w)
{
	mpq_inits(w->stakes, w->net, NULL);
	memset(&w->path, 0, sizeof(w->path));
}

static void way_clear(way *w)
{
	mpq_clears(w->stakes, w->net, NULL);
	pp_buf_free(&w->path);
}

static void way_path(way *w, const char *fmt, ...) PP_PRINTF(2, 3);

static void way_path(way *w, const char *fmt, ...)
{
	va_list ap;
	pp_buf_free(&w->path);
	va_start(ap, fmt);
	pp_buf_vprintf(&w->path, fmt, ap);
	va_end(ap);
}

static void way_copy(way *to, const way *from)
{
	mpq_set(to->stakes, from->stakes);
	mpq_set(to->net, from->net);
	way_path(to, "%s", from->path.data ? from->path.data : "");
}

/* The best ways found so far: the largest gross win (stakes returned
 * included) and the largest net win, which need not arise the same way
 * (a small bet at a long payout can win more net and less gross). */
typedef struct {
	way gross, net;
	ck_ctx *ctx; /* when set, every candidate is named to the max-win check */
} best;

static void best_init(best *b)
{
	way_init(&b->gross);
	way_init(&b->net);
	b->ctx = NULL;
}

static void best_clear(best *b)
{
	way_clear(&b->gross);
	way_clear(&b->net);
}

/* Keep cand where it wins more (more at stake on an equal net). */
static void consider(best *b, const way *cand)
{
	mpq_t g, bg;
	mpq_inits(g, bg, NULL);
	mpq_add(g, cand->stakes, cand->net);
	if (b->ctx) /* a final figure: named, so each one above a declared maximum is listed */
		ck_maxwin_outcome(b->ctx, cand->path.data, g, cand->net);
	mpq_add(bg, b->gross.stakes, b->gross.net);
	if (!b->gross.path.len || mpq_cmp(g, bg) > 0)
		way_copy(&b->gross, cand);
	int c = mpq_cmp(cand->net, b->net.net);
	if (!b->net.path.len || c > 0 || (c == 0 && mpq_cmp(cand->stakes, b->net.stakes) > 0))
		way_copy(&b->net, cand);
	mpq_clears(g, bg, NULL);
}

/* Scale both ways of b by the stake s. */
static void best_scale(best *b, const mpq_t s)
{
	mpq_mul(b->gross.stakes, b->gross.stakes, s);
	mpq_mul(b->gross.net, b->gross.net, s);
	mpq_mul(b->net.stakes, b->net.stakes, s);
	mpq_mul(b->net.net, b->net.net, s);
}

/* The figures of b and how they arise: one path when both maxima arise
 * the same way. */
static void best_result(const best *b, mpq_t gross, mpq_t net, pp_buf *path)
{
	mpq_add(gross, b->gross.stakes, b->gross.net);
	mpq_set(net, b->net.net);
	if (strcmp(b->gross.path.data ? b->gross.path.data : "",
	           b->net.path.data ? b->net.path.data : "") == 0)
		pp_buf_puts(path, b->gross.path.data ? b->gross.path.data : "");
	else
		pp_buf_printf(path, "gross: %s; net: %s", b->gross.path.data, b->net.path.data);
}

static void q_mul_ui(mpq_t r, const mpq_t a, unsigned long k)
{
	mpq_t t;
	mpq_init(t);
	mpq_set_ui(t, k, 1);
	mpq_mul(r, a, t);
	mpq_clear(t);
}

static const char *payout_text(const bj_game *g, const char *hand)
{
	const pp_node *list = node_get(g->game, "payouts");
	for (size_t i = 0; i < node_len(list); i++)
		if (strcmp(node_get_text(node_at(list, i), "hand", ""), hand) == 0)
			return node_get_text(node_at(list, i), "payout", "");
	return "";
}

/* Whether a two-card hand may be doubled: pair is set when it is a pair
 * (totals 2..20 even, or an ace pair's 12). */
static int may_double(const bj_game *g, int pair)
{
	unsigned mask = 0;
	if (!g->can_double)
		return 0;
	for (unsigned t = 2; t <= 21; t++)
		if (!pair || t % 2 == 0)
			mask |= 1u << t;
	return (g->double_totals & mask) != 0;
}

/* A hand that takes everything it may: its stakes (doubled, or every card
 * bought) and the words for it. */
static void full_hand(const bj_game *g, int split, int pair, mpq_t stakes, const char **how)
{
	mpq_set_ui(stakes, 1, 1);
	*how = "";
	if (g->pontoon && g->bought_cards) {
		mpq_t b;
		mpq_init(b);
		q_mul_ui(b, g->buy_stake, g->bought_cards);
		mpq_add(stakes, stakes, b);
		mpq_clear(b);
		*how = " with every card bought";
	} else if (!g->pontoon && may_double(g, pair) && (!split || g->double_after_split)) {
		mpq_set_ui(stakes, 2, 1);
		*how = split ? " doubled after the split" : " doubled";
	}
}

/* The best payout such a hand can get, its name and ratio. */
static const char *best_hand(const bj_game *g, mpq_t pay, const char **ratio)
{
	mpq_set(pay, g->win);
	*ratio = payout_text(g, "win");
	if (g->pontoon && g->has_trick && mpq_cmp(g->trick, pay) > 0) {
		mpq_set(pay, g->trick);
		*ratio = payout_text(g, "five_card_trick");
		return "a five-card trick";
	}
	return "a win";
}

/* Whether two of a premium hand's cards are alike, so that it can start
 * with a pair. */
static int premium_pair(const pp_node *premium)
{
	const pp_node *cards = node_get(premium, "cards");
	for (size_t i = 0; i < node_len(cards); i++)
		for (size_t j = i + 1; j < node_len(cards); j++)
			if (strcmp(node_text(node_at(cards, i)), node_text(node_at(cards, j))) == 0)
				return 1;
	return 0;
}

/* Every premium hand as one way per stake times `stake` (its own
 * settlement plus the premium, on one unsplit, undoubled stake); pair:
 * only hands that can start with a pair. */
static void premium_ways(const bj_game *g, int pair, unsigned long stake, best *b)
{
	const pp_node *list = node_get(g->game, "premiums");
	way c;
	mpq_t own, pays;
	way_init(&c);
	mpq_inits(own, pays, NULL);
	for (size_t i = 0; i < node_len(list); i++) {
		const pp_node *pr = node_at(list, i);
		pp_buf how = { 0 };
		if ((!pair || premium_pair(pr)) && bj_premium_hand(g, pr, own, &how)) {
			num_get(pays, pr, "pays");
			mpq_add(c.net, own, pays);
			mpq_set_ui(c.stakes, stake, 1);
			way_path(&c, "one hand of %s (%s) + its premium at %s",
			         node_get_text(pr, "name", ""), how.data,
			         node_get_text(pr, "pays", ""));
			consider(b, &c);
		}
		pp_buf_free(&how);
	}
	mpq_clears(own, pays, NULL);
	way_clear(&c);
}

/* The best main-game round per unit stake into b (initialised, empty);
 * pair: the box's first two cards are a pair (so no natural). */
static void best_main(const bj_game *g, int pair, best *b)
{
	way c;
	mpq_t pay;
	const char *nat = g->pontoon ? "pontoon" : "blackjack", *how, *ratio;
	way_init(&c);
	mpq_init(pay);
	if (g->has_natural && !pair) {
		mpq_set_ui(c.stakes, 1, 1);
		mpq_set(c.net, g->natural);
		way_path(&c, "a %s at %s", nat, payout_text(g, nat));
		consider(b, &c);
	}
	if (!g->has_win)
		goto cleanup;
	const char *what = best_hand(g, pay, &ratio);
	full_hand(g, 0, pair, c.stakes, &how);
	mpq_mul(c.net, c.stakes, pay);
	char *st = num_plain(c.stakes);
	way_path(&c, "one hand%s (%s stake(s)), %s at %s", how, st, what, ratio);
	free(st);
	consider(b, &c);
	if (!g->can_split)
		goto cleanup;
	unsigned hands = g->max_splits + 1;
	full_hand(g, 1, 0, c.stakes, &how);
	mpq_mul(c.net, c.stakes, pay);
	if (g->natural_after_split && g->has_natural && mpq_cmp(g->natural, c.net) > 0) {
		mpq_set_ui(c.stakes, 1, 1);
		mpq_set(c.net, g->natural);
		way_path(&c, "%u split hands, each a %s at %s", hands, nat, payout_text(g, nat));
	} else {
		st = num_plain(c.stakes);
		way_path(&c, "%u split hands%s (%s stake(s) each), %s at %s", hands, how, st, what,
		         ratio);
		free(st);
	}
	q_mul_ui(c.stakes, c.stakes, hands);
	q_mul_ui(c.net, c.net, hands);
	consider(b, &c);
cleanup:
	premium_ways(g, pair, 1, b);
	mpq_clear(pay);
	way_clear(&c);
}

/* The best tier of a pair side bet (its payouts item) and its payout. */
static const pp_node *side_best(const pp_node *bet, mpq_t pay)
{
	const pp_node *list = node_get(bet, "payouts"), *top = NULL;
	mpq_t p;
	mpq_init(p);
	for (size_t i = 0; i < node_len(list); i++) {
		num_get(p, node_at(list, i), "payout");
		if (!top || mpq_cmp(p, pay) > 0) {
			top = node_at(list, i);
			mpq_set(pay, p);
		}
	}
	mpq_clear(p);
	return top;
}

/* The maximum of side bet `bet` in currency cur into max; 0 if none. */
static int side_max(const pp_node *bet, const char *cur, mpq_t max)
{
	const pp_node *sl = node_get(bet, "limits");
	for (size_t k = 0; k < node_len(sl); k++)
		if (strcmp(node_get_text(node_at(sl, k), "currency", ""), cur) == 0)
			return num_get(max, node_at(sl, k), "max_bet");
	return 0;
}

/* The box's stake for the limits row: its maximum bet, times the players
 * when the maximum is per player. */
static void box_stake(const bj_game *g, const pp_node *limits, mpq_t s)
{
	ck_row_max_bet(s, limits);
	if (g->max_bet_per_player && g->players)
		q_mul_ui(s, s, g->players);
}

/* The pair side bets' total stakes and net win in currency cur, into
 * side (path: " + Perfect Pairs: ..."); 0 when none has a maximum there. */
static int side_total(const bj_game *g, const char *cur, way *side)
{
	const pp_node *bets = node_get(g->game, "side_bets");
	mpq_t max, pay;
	mpq_inits(max, pay, NULL);
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *bet = node_at(bets, i);
		const pp_node *tier = side_best(bet, pay);
		if (!tier || !side_max(bet, cur, max))
			continue;
		long long n = node_get_int(bet, "bets_per_box", 1);
		const char *covers = node_get_text(bet, "max_bet_covers", NULL);
		if (covers && strcmp(covers, "box") == 0)
			n = 1;
		char *each = num_plain(max);
		pp_buf_printf(&side->path, " + %s: %lld bet(s) x %s, a %s pair at %s%s",
		              node_get_text(bet, "name", ""), n, each,
		              node_get_text(tier, "tier", ""), node_get_text(tier, "payout", ""),
		              !covers && n > 1 ? " (the maximum read as per bet: the plan does not "
		                                 "say)" : "");
		free(each);
		q_mul_ui(max, max, (unsigned long)n);
		mpq_add(side->stakes, side->stakes, max);
		mpq_mul(max, max, pay);
		mpq_add(side->net, side->net, max);
	}
	mpq_clears(max, pay, NULL);
	return side->path.len > 0;
}

/* Add the side bets to a way that starts with a pair, with its prefix. */
static void add_side(way *w, const way *side, const char *prefix)
{
	pp_buf p = { 0 };
	mpq_add(w->stakes, w->stakes, side->stakes);
	mpq_add(w->net, w->net, side->net);
	pp_buf_printf(&p, "%s: a pair, %s%s", prefix, w->path.data, side->path.data);
	way_path(w, "%s", p.data);
	pp_buf_free(&p);
}

/* The largest win of one box in one round in the row's currency. */
static void round_best(const bj_game *g, const pp_node *limits, best *out)
{
	const char *cur = node_get_text(limits, "currency", "");
	best pair;
	way side;
	mpq_t s;
	best_init(&pair);
	way_init(&side);
	mpq_init(s);
	box_stake(g, limits, s);
	char *st = num_plain(s);
	pp_buf prefix = { 0 };
	pp_buf_printf(&prefix, "box stake %s%s", st,
	              g->max_bet_per_player && g->players ? " (max bet per player x players)" : "");
	best_main(g, 0, out);
	best_scale(out, s);
	way *ways[2] = { &out->gross, &out->net };
	for (int i = 0; i < 2; i++) {
		pp_buf p = { 0 };
		pp_buf_printf(&p, "%s: %s", prefix.data, ways[i]->path.data);
		way_path(ways[i], "%s", p.data);
		pp_buf_free(&p);
	}
	if (side_total(g, cur, &side)) {
		best_main(g, 1, &pair);
		best_scale(&pair, s);
		add_side(&pair.gross, &side, prefix.data);
		add_side(&pair.net, &side, prefix.data);
		consider(out, &pair.gross);
		consider(out, &pair.net);
	}
	pp_buf_free(&prefix);
	free(st);
	mpq_clear(s);
	best_clear(&pair);
	way_clear(&side);
}

/* The largest win of one bet: the maximum bet at the best payout, or a
 * side bet's maximum at its best tier. */
static void bet_best(const bj_game *g, const pp_node *limits, best *out)
{
	const char *cur = node_get_text(limits, "currency", "");
	const pp_node *list = node_get(g->game, "payouts");
	const pp_node *bets = node_get(g->game, "side_bets");
	way c;
	mpq_t s;
	way_init(&c);
	mpq_init(s);
	ck_row_max_bet(s, limits);
	char *st = num_plain(s);
	for (size_t i = 0; i < node_len(list); i++) {
		num_get(c.net, node_at(list, i), "payout");
		mpq_mul(c.net, c.net, s);
		mpq_set(c.stakes, s);
		way_path(&c, "max bet %s on %s at %s", st, node_get_text(node_at(list, i), "hand", ""),
		         node_get_text(node_at(list, i), "payout", ""));
		consider(out, &c);
	}
	{
		best prem; /* premium hands, per unit, then at the max bet */
		best_init(&prem);
		premium_ways(g, 0, 1, &prem);
		if (prem.gross.path.len) {
			best_scale(&prem, s);
			way *ways[2] = { &prem.gross, &prem.net };
			for (int k = 0; k < 2; k++) {
				pp_buf p = { 0 };
				pp_buf_printf(&p, "max bet %s: %s", st, ways[k]->path.data);
				way_path(ways[k], "%s", p.data);
				pp_buf_free(&p);
				consider(out, ways[k]);
			}
		}
		best_clear(&prem);
	}
	free(st);
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *bet = node_at(bets, i);
		const pp_node *tier = side_best(bet, c.net);
		if (!tier || !side_max(bet, cur, s))
			continue;
		mpq_mul(c.net, c.net, s);
		mpq_set(c.stakes, s);
		st = num_plain(s);
		way_path(&c, "max %s bet %s on a %s pair at %s", node_get_text(bet, "name", ""), st,
		         node_get_text(tier, "tier", ""), node_get_text(tier, "payout", ""));
		free(st);
		consider(out, &c);
	}
	mpq_clear(s);
	way_clear(&c);
}

/* The family's max-win callback: reads the game, and returns the largest
 * win of one bet (max_win.scope bet) or of one box in one round (otherwise)
 * for the limits row, gross and net, with the path appended to path.
 * Returns 0 when the game pays nothing it could compute. */
int bj_max_win(ck_ctx *ctx, const pp_node *game, const pp_node *limits, mpq_t gross,
               mpq_t net, pp_buf *path)
{
	bj_game g;
	best b;
	bj_game_read(&g, game);
	best_init(&b);
	const char *scope = node_get_text(node_get(game, "max_win"), "scope", "game");
	int per_bet = strcmp(scope, "bet") == 0 || strcmp(scope, "hand") == 0;
	if (per_bet) {
		b.ctx = ctx; /* each bet's candidates are final: every one is listed */
		bet_best(&g, limits, &b);
	} else {
		round_best(&g, limits, &b);
	}
	int ok = b.gross.path.len > 0;
	if (ok && !per_bet) { /* a round's parts are scaled after the search: its best ways */
		mpq_t gr;
		mpq_init(gr);
		mpq_add(gr, b.gross.stakes, b.gross.net);
		ck_maxwin_outcome(ctx, b.gross.path.data, gr, b.gross.net);
		if (b.net.path.len && strcmp(b.net.path.data, b.gross.path.data) != 0) {
			mpq_add(gr, b.net.stakes, b.net.net);
			ck_maxwin_outcome(ctx, b.net.path.data, gr, b.net.net);
		}
		mpq_clear(gr);
	}
	if (ok) {
		pp_buf_puts(path, per_bet ? "one bet: " : "one box, one round: ");
		best_result(&b, gross, net, path);
	}
	best_clear(&b);
	bj_game_clear(&g);
	return ok;
}

/* One row of the exposure table. */
static void exposure_row(pp_table *t, const char *cur, const char *max_bet, const best *bet,
                         const best *round)
{
	mpq_t gross, net;
	pp_buf a = { 0 }, b = { 0 };
	mpq_inits(gross, net, NULL);
	char *cells[8];
	cells[0] = pp_xstrdup(cur);
	cells[1] = pp_xstrdup(max_bet);
	best_result(bet, gross, net, &a);
	cells[2] = pp_buf_detach(&a);
	cells[3] = num_plain(gross);
	cells[4] = num_plain(net);
	best_result(round, gross, net, &b);
	cells[5] = pp_buf_detach(&b);
	cells[6] = num_plain(gross);
	cells[7] = num_plain(net);
	ck_table_row_owned(t, cells);
	mpq_clears(gross, net, NULL);
}

/* The exposure table: per unit of the maximum bet, and for every limits
 * row with a maximum bet, one bet and one round, gross and net. */
void bj_check_exposure(ck_ctx *ctx, const bj_game *g)
{
	const pp_node *limits = node_get(g->game, "limits");
	pp_table *t = ck_table(ctx, g->game, "exposure",
	                       "Largest win: one bet, and one box in one round (gross includes "
	                       "the stakes returned)", 8, N_("currency"), N_("max bet"),
	                       N_("largest win of one bet"), N_("gross"), N_("net"),
	                       N_("largest win of one box in one round"), N_("gross"), N_("net"));
	best bet, round;
	best_init(&bet);
	best_init(&round);
	/* Per unit of the maximum bet, whatever the currency: the main game only. */
	const pp_node *list = node_get(g->game, "payouts");
	way c;
	way_init(&c);
	for (size_t i = 0; i < node_len(list); i++) {
		num_get(c.net, node_at(list, i), "payout");
		mpq_set_ui(c.stakes, 1, 1);
		way_path(&c, "%s at %s", node_get_text(node_at(list, i), "hand", ""),
		         node_get_text(node_at(list, i), "payout", ""));
		consider(&bet, &c);
	}
	way_clear(&c);
	best_main(g, 0, &round);
	exposure_row(t, "(per unit)", "1", &bet, &round);
	for (size_t i = 0; i < node_len(limits); i++) {
		const pp_node *row = node_at(limits, i);
		if (!node_get(row, "max_bet"))
			continue;
		best_clear(&bet);
		best_clear(&round);
		best_init(&bet);
		best_init(&round);
		bet_best(g, row, &bet);
		round_best(g, row, &round);
		exposure_row(t, node_get_text(row, "currency", ""), node_get_text(row, "max_bet", ""),
		             &bet, &round);
	}
	best_clear(&bet);
	best_clear(&round);
}
