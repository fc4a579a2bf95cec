/* SPDX-License-Identifier: Apache-2.0 */
/* dice_maxwin.c - the largest win of one box for a limits row: of one bet
 * (max_win.scope bet or hand; a line bet with the odds behind it at the
 * stated multiple), or of one roll with every bet of the layout at its
 * maximum (any other scope).  In craps a roll finds the line bets on the
 * come-out or on any point, and a come or don't come bet on every point:
 * a seven pays every don't come bet with its lay odds at once. */
#include <stdlib.h>
#include <string.h>

#include "core/discretion.h"
#include "dice/dice.h"

typedef struct {
	ck_ctx *ctx;
	const dice_game *g;
	const pp_node *row;
	mpq_t *stake;      /* per bet: its maximum at the row (0: not staked) */
	mpq_t *comm;       /* per DK_STAY bet: commission at that stake */
} wins;

/* The odds behind the line bet b on point p at the stated multiple: the
 * stake into st and the win into w (both 0 when none). */
static void odds_win(const wins *w, const dice_bet *b, size_t bi, int p, mpq_t st, mpq_t win)
{
	mpq_set_ui(st, 0, 1);
	mpq_set_ui(win, 0, 1);
	const unsigned *mult = b->dont ? w->g->dont_mult : w->g->mult;
	const char *line = b->type;
	for (size_t i = 0; i < w->g->n && mult[p]; i++) {
		const dice_bet *o = &w->g->bets[i];
		size_t n = strlen(line);
		if (o->kind != DK_ODDS || strncmp(o->type, line, n) || strcmp(o->type + n, "_odds"))
			continue;
		mpq_set_ui(st, mult[p], 1);
		mpq_mul(st, st, w->stake[bi]);
		mpq_mul(win, st, o->odds[p]);
		return;
	}
}

/* What bet bi wins on roll i (two dice) with the line point at s (0: the
 * come-out): net into n, stakes returned into st; returns whether it wins.
 * A come or don't come bet may sit on every point. */
static int craps_win(const wins *w, size_t bi, int i, int s, mpq_t n, mpq_t st, pp_buf *how)
{
	const dice_bet *b = &w->g->bets[bi];
	int t = i / 6 + i % 6 + 2, bar = w->g->bar;
	mpq_t os, ow;
	mpq_set_ui(n, 0, 1);
	mpq_set_ui(st, 0, 1);
	if (!mpq_sgn(w->stake[bi]))
		return 0;
	if (b->kind == DK_ROLL || b->kind == DK_STAY) {
		if (b->kind == DK_ROLL ? mpq_sgn(b->net[i]) <= 0 : b->res[i] <= 0)
			return 0;
		mpq_mul(n, w->stake[bi], b->kind == DK_ROLL ? b->net[i] : b->win);
		if (b->kind == DK_STAY)
			mpq_sub(n, n, w->comm[bi]);
		mpq_set(st, w->stake[bi]);
		pp_buf_printf(how, "%s%s", how->len ? ", " : "", b->name);
		return 1;
	}
	if (b->kind != DK_LINE)
		return 0;
	int come = !strcmp(b->type, "come") || !strcmp(b->type, "dont_come");
	int comeout_win = b->dont ? (t == 2 || t == 3 || t == 12) && t != bar : t == 7 || t == 11;
	mpq_inits(os, ow, NULL);
	int points = 0, odds = 0; /* the bets on points that win, with their odds */
	for (int p = 4; p <= 10; p++) {
		int on = come ? 1 : s == p;
		if (!dice_is_point(p) || !on || (b->dont ? t != 7 : t != p))
			continue;
		odds_win(w, b, bi, p, os, ow);
		mpq_add(n, n, w->stake[bi]);
		mpq_add(n, n, ow);
		mpq_add(st, st, w->stake[bi]);
		mpq_add(st, st, os);
		odds |= mpq_sgn(os) > 0;
		points++;
	}
	if (comeout_win && (come || s == 0)) { /* a bet on the come-out, or in the come box */
		mpq_add(n, n, w->stake[bi]);
		mpq_add(st, st, w->stake[bi]);
		points++;
	}
	mpq_clears(os, ow, NULL);
	if (points)
		pp_buf_printf(how, "%s%s%s%s", how->len ? ", " : "", b->name,
		              points > 1 ? " on every point" : "", odds ? " with its odds" : "");
	return points > 0;
}

/* The commission a buy or lay bet pays at stake: rate of the stake or of
 * the win, rounded to the smallest chip as stated (the lower reading when
 * the plan leaves it open); none when the operator may waive it. */
static void commission_at(mpq_t out, const wins *w, const dice_bet *b, const mpq_t stake)
{
	const pp_node *comm = node_get(b->node, "commission");
	mpq_set_ui(out, 0, 1);
	if (!comm || ck_soft_may(node_get(comm, "rate")))
		return; /* none, or one the operator may waive: the win without it */
	num_from_node(out, node_get(comm, "rate"));
	mpq_mul(out, out, stake);
	const char *base = node_get_text(comm, "base", NULL);
	mpq_t o, chip;
	mpq_inits(o, chip, NULL);
	num_from_node(o, node_get(b->node, "payout"));
	if ((base && !strcmp(base, "win")) || (!base && mpq_cmp_ui(o, 1, 1) < 0))
		mpq_mul(out, out, o);
	const char *dir = node_get_text(comm, "rounding", "down");
	if (ck_smallest_chip(chip, w->ctx, w->g->game, node_get_text(w->row, "currency", "")))
		num_round_to_step(out, out, chip, !strcmp(dir, "up") ? NUM_UP
		                  : !strcmp(dir, "half_up") ? NUM_HALF_UP
		                  : !strcmp(dir, "half_even") ? NUM_HALF_EVEN : NUM_DOWN);
	mpq_clears(o, chip, NULL);
}

static void wins_init(wins *w, ck_ctx *ctx, const dice_game *g, const pp_node *row)
{
	w->ctx = ctx;
	w->g = g;
	w->row = row;
	w->stake = pp_xcalloc(g->n + 1, sizeof(*w->stake));
	w->comm = pp_xcalloc(g->n + 1, sizeof(*w->comm));
	for (size_t i = 0; i < g->n; i++) {
		mpq_inits(w->stake[i], w->comm[i], NULL);
		const dice_bet *b = &g->bets[i];
		if (b->kind == DK_NONE || b->kind == DK_ODDS)
			continue; /* odds are staked behind their line bet */
		ck_bet_max(w->stake[i], row, b->name, b->type);
		if (b->kind == DK_STAY)
			commission_at(w->comm[i], w, b, w->stake[i]);
	}
}

static void wins_clear(wins *w)
{
	for (size_t i = 0; i < w->g->n; i++)
		mpq_clears(w->stake[i], w->comm[i], NULL);
	free(w->stake);
	free(w->comm);
}

/* One outcome (a roll, with the line point) of the bets in [from, to):
 * the total win, and it becomes the best if larger.  Named to the
 * max-win check as label. */
typedef struct {
	mpq_t net, gross;
	pp_buf path;
	int found;
} best;

static void consider(best *bs, ck_ctx *ctx, const mpq_t n, const mpq_t st, const char *label)
{
	mpq_t gr;
	mpq_init(gr);
	mpq_add(gr, n, st);
	ck_maxwin_outcome(ctx, label, gr, n);
	if (!bs->found || mpq_cmp(n, bs->net) > 0) {
		mpq_set(bs->net, n);
		mpq_set(bs->gross, gr);
		bs->path.len = 0;
		pp_buf_puts(&bs->path, label);
		bs->found = 1;
	}
	mpq_clear(gr);
}

static const char *state_words(int s)
{
	static const char *const w[] = { "on the come-out", "", "", "", "with the point on 4",
		"with the point on 5", "with the point on 6", "", "with the point on 8",
		"with the point on 9", "with the point on 10" };
	return w[s];
}

/* Every roll of the bets in [from, to) (all of them: one roll of the
 * layout; one: that bet alone), each line state. */
static void craps_rolls(best *bs, const wins *w, size_t from, size_t to, int round)
{
	mpq_t n, st, bn, bst;
	mpq_inits(n, st, bn, bst, NULL);
	for (int i = 0; i < DICE_CR; i++) {
		if (i % 6 > i / 6)
			continue; /* the dice are alike: one order of each pair */
		for (int s = 0; s <= 10; s++) {
			if (s && !dice_is_point(s))
				continue;
			pp_buf how = { 0 };
			int line = 0; /* a line bet wins: the point matters */
			mpq_set_ui(bn, 0, 1);
			mpq_set_ui(bst, 0, 1);
			for (size_t b = from; b < to; b++)
				if (craps_win(w, b, i, s, n, st, &how)) {
					mpq_add(bn, bn, n);
					mpq_add(bst, bst, st);
					line |= w->g->bets[b].kind == DK_LINE;
				}
			if (how.len && (line || !s)) {
				char *lab = pp_xasprintf("%s%d-%d%s%s: %s", round ? "one roll, " : "",
				                         i / 6 + 1, i % 6 + 1, line ? " " : "",
				                         line ? state_words(s) : "", how.data);
				consider(bs, round ? w->ctx : NULL, bn, bst, lab);
				free(lab);
			}
			pp_buf_free(&how);
		}
	}
	mpq_clears(n, st, bn, bst, NULL);
}

static void sicbo_rolls(best *bs, const wins *w, size_t from, size_t to, int round)
{
	mpq_t n, st, q;
	mpq_inits(n, st, q, NULL);
	for (int i = 0; i < DICE_SB; i++) {
		int x = i / 36 + 1, y = i / 6 % 6 + 1, z = i % 6 + 1;
		if (x > y || y > z)
			continue;
		pp_buf how = { 0 };
		mpq_set_ui(n, 0, 1);
		mpq_set_ui(st, 0, 1);
		for (size_t b = from; b < to; b++) {
			const dice_bet *bet = &w->g->bets[b];
			if (bet->kind != DK_ROLL || mpq_sgn(bet->net[i]) <= 0 || !mpq_sgn(w->stake[b]))
				continue;
			mpq_mul(q, w->stake[b], bet->net[i]);
			mpq_add(n, n, q);
			mpq_add(st, st, w->stake[b]);
			pp_buf_printf(&how, "%s%s", how.len ? ", " : "", bet->name);
		}
		if (how.len) {
			char *lab = pp_xasprintf("%s%d-%d-%d: %s", round ? "one roll, " : "", x, y, z,
			                         how.data);
			consider(bs, round ? w->ctx : NULL, n, st, lab);
			free(lab);
		}
		pp_buf_free(&how);
	}
	mpq_clears(n, st, q, NULL);
}

int dice_max_win(ck_ctx *ctx, const pp_node *game, const pp_node *limits, mpq_t gross,
                 mpq_t net, pp_buf *path)
{
	dice_game g;
	dice_game_read(&g, NULL, game);
	const char *scope = node_get_text(node_get(game, "max_win"), "scope", "game");
	int per_bet = !strcmp(scope, "bet") || !strcmp(scope, "hand");
	wins w;
	wins_init(&w, ctx, &g, limits);
	best total = { 0 };
	mpq_inits(total.net, total.gross, NULL);
	if (!per_bet) {
		if (g.craps)
			craps_rolls(&total, &w, 0, g.n, 1);
		else
			sicbo_rolls(&total, &w, 0, g.n, 1);
	}
	for (size_t b = 0; per_bet && b < g.n; b++) {
		best one = { 0 };
		mpq_inits(one.net, one.gross, NULL);
		if (g.craps)
			craps_rolls(&one, &w, b, b + 1, 0);
		else
			sicbo_rolls(&one, &w, b, b + 1, 0);
		if (one.found) {
			char *lab = pp_xasprintf("max bet on %s, %s", g.bets[b].name, one.path.data);
			mpq_sub(one.gross, one.gross, one.net); /* the stakes returned */
			consider(&total, ctx, one.net, one.gross, lab);
			free(lab);
		}
		mpq_clears(one.net, one.gross, NULL);
		pp_buf_free(&one.path);
	}
	int found = total.found;
	if (found) {
		mpq_set(net, total.net);
		mpq_set(gross, total.gross);
		pp_buf_puts(path, total.path.data);
		if (!g.craps && g.triples_lose < 0)
			pp_buf_puts(path, " (triples read as winning small, big, odd and even: the "
			            "plan leaves it open and that reading pays most)");
	}
	mpq_clears(total.net, total.gross, NULL);
	pp_buf_free(&total.path);
	wins_clear(&w);
	dice_game_clear(&g);
	return found;
}
