/* SPDX-License-Identifier: Apache-2.0 */
/* dice_model.c - reading a dice game into its tables: which outcomes each
 * bet wins on and what it pays there, with the findings about bets that
 * name outcomes the dice cannot show (PP-DICE-001), ways of winning the
 * plan pays nothing for (PP-DICE-002) and the odds limits (PP-DICE-004). */
#include <stdlib.h>
#include <string.h>

#include "dice/dice.h"
#include "i18n.h"

unsigned dice_ways(int t)
{
	if (t < 2 || t > 12)
		return 0;
	return (unsigned)(t <= 7 ? t - 1 : 13 - t);
}

int dice_is_point(int t)
{
	return t == 4 || t == 5 || t == 6 || t == 8 || t == 9 || t == 10;
}

static const char *const sicbo_types[] = { "small", "big", "odd", "even", "total",
	"specific_triple", "any_triple", "specific_double", "combination", "single", NULL };

static int in_list(const char *const *list, const char *s)
{
	for (size_t i = 0; list[i]; i++)
		if (strcmp(list[i], s) == 0)
			return 1;
	return 0;
}

/* The pay row of bet on `on`, or NULL. */
static const pp_node *pay_row(const pp_node *bet, long long on)
{
	const pp_node *pays = node_get(bet, "pays");
	for (size_t i = 0; i < node_len(pays); i++)
		if (node_get_int(node_at(pays, i), "outcome", -1) == on)
			return node_at(pays, i);
	return NULL;
}

/* What bet pays on `on`: its pay row, else its payout; 0 when neither. */
static int pay_on(mpq_t out, const pp_node *bet, long long on)
{
	const pp_node *row = pay_row(bet, on);
	const pp_node *p = row ? node_get(row, "payout") : node_get(bet, "payout");
	if (!p)
		return 0;
	num_from_node(out, p);
	return 1;
}

void dice_sicbo_net(mpq_t out, const pp_node *bet, int x, int y, int z, int triples_lose)
{
	const char *type = node_get_text(bet, "type", "");
	int sum = x + y + z, triple = x == y && y == z;
	int n = (int)node_get_int(bet, "number", 0);
	int hits = (x == n) + (y == n) + (z == n);
	int win = 0;
	long long on = -1;
	if (!strcmp(type, "small"))
		win = sum >= 4 && sum <= 10 && !(triple && triples_lose);
	else if (!strcmp(type, "big"))
		win = sum >= 11 && sum <= 17 && !(triple && triples_lose);
	else if (!strcmp(type, "odd") || !strcmp(type, "even"))
		win = (sum % 2 == (type[0] == 'o')) && !(triple && triples_lose);
	else if (!strcmp(type, "total"))
		win = sum == node_get_int(bet, "total", 0);
	else if (!strcmp(type, "specific_triple"))
		win = triple && x == n;
	else if (!strcmp(type, "any_triple"))
		win = triple;
	else if (!strcmp(type, "specific_double"))
		win = hits >= 2;
	else if (!strcmp(type, "combination")) {
		const pp_node *nums = node_get(bet, "numbers");
		int a = (int)node_int(node_at(nums, 0)), b = (int)node_int(node_at(nums, 1));
		win = (x == a || y == a || z == a) && (x == b || y == b || z == b);
	} else if (!strcmp(type, "single")) {
		win = hits > 0;
		on = hits;
	}
	if (!win || !pay_on(out, bet, on))
		mpq_set_si(out, -1, 1);
}

/* Totals a craps one-roll bet wins on, as a bit mask over 0..12, or 0 when
 * type is none of them. */
static unsigned one_roll_totals(const pp_node *bet, const char *type)
{
	if (!strcmp(type, "any_seven"))
		return 1u << 7;
	if (!strcmp(type, "any_craps"))
		return 1u << 2 | 1u << 3 | 1u << 12;
	if (!strcmp(type, "horn") || !strcmp(type, "ce"))
		return 1u << 2 | 1u << 3 | 1u << 11 | 1u << 12;
	if (!strcmp(type, "number")) {
		long long n = node_get_int(bet, "number", -1);
		return n >= 2 && n <= 12 ? 1u << n : 0;
	}
	if (!strcmp(type, "field")) {
		unsigned m = 0;
		const pp_node *nums = node_get(bet, "numbers");
		for (size_t i = 0; i < node_len(nums); i++) {
			long long t = node_int(node_at(nums, i));
			if (t >= 2 && t <= 12)
				m |= 1u << t;
		}
		return m;
	}
	return 0;
}

/* What the dice cannot show, or what the bet's type does not allow, in
 * words into why (empty when the bet is sound).  sicbo: the game's dice. */
static void impossible(pp_buf *why, const pp_node *bet, const char *type, int sicbo)
{
	const pp_node *num = node_get(bet, "number"), *nums = node_get(bet, "numbers");
	long long n = node_get_int(bet, "number", -1);
	int is_sicbo = in_list(sicbo_types, type);
	if (is_sicbo != sicbo) {
		pp_buf_printf(why, "a %s bet is no bet of %s", type, sicbo ? "sic bo" : "craps");
		return;
	}
	if (sicbo) {
		int face = !strcmp(type, "specific_triple") || !strcmp(type, "specific_double") ||
		           !strcmp(type, "single");
		if (face && !num)
			pp_buf_printf(why, "a %s bet needs the face it is on (`number`)", type);
		else if (face && (n < 1 || n > 6))
			pp_buf_printf(why, "a die has no face %lld", n);
		if (!strcmp(type, "total")) {
			long long t = node_get_int(bet, "total", -1);
			if (t < 3 || t > 18)
				pp_buf_printf(why, "three dice never total %lld", t);
		}
		if (!strcmp(type, "combination")) {
			long long a = node_len(nums) == 2 ? node_int(node_at(nums, 0)) : 0;
			long long b = node_len(nums) == 2 ? node_int(node_at(nums, 1)) : 0;
			if (node_len(nums) != 2 || a == b || a < 1 || a > 6 || b < 1 || b > 6)
				pp_buf_printf(why, "a combination is two different faces 1-6");
		}
	} else {
		int stay = !strcmp(type, "place") || !strcmp(type, "buy") || !strcmp(type, "lay");
		if (stay && !dice_is_point((int)n))
			pp_buf_printf(why, "%s bets are on 4, 5, 6, 8, 9 or 10, not %lld", type, n);
		if (!strcmp(type, "hardway") && (n < 4 || n > 10 || n % 2))
			pp_buf_printf(why, "a hardway is 4, 6, 8 or 10, not %lld", n);
		if (!strcmp(type, "number") && (n < 2 || n > 12))
			pp_buf_printf(why, "two dice never total %lld", n);
		if (!strcmp(type, "field") && !nums)
			pp_buf_printf(why, "a field bet needs the totals it wins on (`numbers`)");
		for (size_t i = 0; !strcmp(type, "field") && i < node_len(nums); i++) {
			long long t = node_int(node_at(nums, i));
			if (t < 2 || t > 12)
				pp_buf_printf(why, "%stwo dice never total %lld", why->len ? "; " : "", t);
		}
	}
	/* Pay rows on outcomes the bet cannot reach. */
	const pp_node *pays = node_get(bet, "pays");
	unsigned totals = one_roll_totals(bet, type);
	for (size_t i = 0; i < node_len(pays); i++) {
		long long on = node_get_int(node_at(pays, i), "outcome", -1);
		int ok;
		if (!strcmp(type, "single"))
			ok = on >= 1 && on <= 3;
		else if (strstr(type, "odds"))
			ok = dice_is_point((int)on);
		else if (totals)
			ok = on >= 2 && on <= 12 && (totals >> on & 1);
		else
			ok = 0;
		if (!ok)
			pp_buf_printf(why, "%sit pays on %lld, which %s", why->len ? "; " : "", on,
			              !strcmp(type, "single") ? "no number of matches of three dice is"
			              : totals || strstr(type, "odds") ? "it never wins on"
			              : "is no outcome of this bet (it pays by `payout`)");
	}
}

/* The ways bet wins that no pay row or payout covers, into why. */
static void unpaid(pp_buf *why, const pp_node *bet, const char *type)
{
	mpq_t q;
	mpq_init(q);
	unsigned totals = one_roll_totals(bet, type);
	if (!strcmp(type, "single")) {
		for (long long k = 1; k <= 3; k++)
			if (!pay_on(q, bet, k) || !pay_row(bet, k))
				pp_buf_printf(why, "%s%lld match%s", why->len ? ", " : "", k,
				              k > 1 ? "es" : "");
	} else if (strstr(type, "odds")) {
		for (int p = 4; p <= 10; p++)
			if (dice_is_point(p) && !pay_row(bet, p))
				pp_buf_printf(why, "%spoint %d", why->len ? ", " : "", p);
	} else if (totals) {
		for (int t = 2; t <= 12; t++)
			if ((totals >> t & 1) && !pay_on(q, bet, t))
				pp_buf_printf(why, "%stotal %d", why->len ? ", " : "", t);
	} else if (!node_get(bet, "payout")) {
		pp_buf_puts(why, "a win");
	}
	mpq_clear(q);
}

/* The DK_STAY table of a place, buy, lay or hardway bet on n. */
static void stay_table(dice_bet *b, int n)
{
	int lay = !strcmp(b->type, "lay"), hard = !strcmp(b->type, "hardway");
	for (int i = 0; i < DICE_CR; i++) {
		int x = i / 6 + 1, y = i % 6 + 1, t = x + y;
		if (t == 7)
			b->res[i] = (signed char)(lay ? 1 : -1);
		else if (t == n && hard)
			b->res[i] = (signed char)(x == y ? 1 : -1);
		else if (t == n)
			b->res[i] = (signed char)(lay ? -1 : 1);
		else
			b->res[i] = 0;
	}
}

static void read_bet(dice_game *g, ck_ctx *ctx, dice_bet *b)
{
	const pp_node *bet = b->node;
	const char *type = b->type;
	pp_buf why = { 0 }, miss = { 0 };
	impossible(&why, bet, type, !g->craps);
	unpaid(&miss, bet, type);
	if (ctx) {
		ck_emit(ctx, "PP-DICE-001", g->game, bet, b->name, why.len == 0,
		        why.len ? N_("`%s` (%s): %s") : N_("`%s` (%s) wins on outcomes the dice can show%s"),
		        b->name, type, why.len ? why.data : "");
		if (!why.len)
			ck_emit(ctx, "PP-DICE-002", g->game, bet, b->name, miss.len == 0,
			        miss.len ? N_("`%s` (%s): the plan states no pay for %s")
			                 : N_("`%s` (%s) has a stated pay for every way it wins%s"),
			        b->name, type, miss.len ? miss.data : "");
	}
	b->kind = why.len || miss.len ? DK_NONE
	          : !g->craps ? DK_ROLL
	          : !strcmp(type, "pass") || !strcmp(type, "come") || !strcmp(type, "dont_pass") ||
	            !strcmp(type, "dont_come") ? DK_LINE
	          : strstr(type, "odds") ? DK_ODDS
	          : one_roll_totals(bet, type) ? DK_ROLL : DK_STAY;
	b->dont = !strncmp(type, "dont", 4);
	pp_buf_free(&why);
	pp_buf_free(&miss);
	if (b->kind == DK_ROLL) {
		b->nout = g->craps ? DICE_CR : DICE_SB;
		b->net = pp_xcalloc(b->nout, sizeof(*b->net));
		for (size_t i = 0; i < b->nout; i++) {
			mpq_init(b->net[i]);
			if (!g->craps) {
				dice_sicbo_net(b->net[i], bet, (int)(i / 36) + 1, (int)(i / 6 % 6) + 1,
				               (int)(i % 6) + 1, g->triples_lose == 1);
				continue;
			}
			int t = (int)(i / 6 + i % 6) + 2;
			if (!(one_roll_totals(bet, type) >> t & 1) || !pay_on(b->net[i], bet, t))
				mpq_set_si(b->net[i], -1, 1);
		}
	} else if (b->kind == DK_STAY) {
		stay_table(b, (int)node_get_int(bet, "number", 0));
		num_from_node(b->win, node_get(bet, "payout"));
		mpq_set_si(b->lose, -1, 1);
		mpq_set_ui(b->outlay, 1, 1);
	} else if (b->kind == DK_ODDS) {
		for (int p = 4; p <= 10; p++)
			if (dice_is_point(p))
				pay_on(b->odds[p], bet, p);
	} else if (b->kind == DK_LINE) {
		mpq_set_ui(b->win, 1, 1);
		if (node_get(bet, "payout"))
			num_from_node(b->win, node_get(bet, "payout"));
	}
}

/* PP-DICE-004: each list of odds multiples names every point once. */
static void read_multiples(dice_game *g, ck_ctx *ctx, const char *key, unsigned *mult)
{
	const pp_node *list = node_get(node_get(g->game, "odds"), key);
	if (!list)
		return;
	unsigned seen[13] = { 0 };
	pp_buf bad = { 0 };
	for (size_t i = 0; i < node_len(list); i++) {
		const pp_node *m = node_at(list, i), *pts = node_get(m, "points");
		for (size_t j = 0; j < node_len(pts); j++) {
			long long p = node_int(node_at(pts, j));
			if (!dice_is_point((int)p)) {
				pp_buf_printf(&bad, "%s%lld is no point", bad.len ? "; " : "", p);
				continue;
			}
			if (seen[p]++)
				pp_buf_printf(&bad, "%spoint %lld is given twice", bad.len ? "; " : "", p);
			mult[p] = (unsigned)node_get_int(m, "multiple", 0);
		}
	}
	for (int p = 4; p <= 10; p++)
		if (dice_is_point(p) && !seen[p])
			pp_buf_printf(&bad, "%spoint %d has no multiple", bad.len ? "; " : "", p);
	if (ctx)
		ck_emit(ctx, "PP-DICE-004", g->game, list, key, bad.len == 0,
		        bad.len ? N_("the odds limits `%s` are not one multiple per point: %s")
		                : N_("the odds limits `%s` give every point one multiple%s"), key,
		        bad.len ? bad.data : "");
	if (bad.len)
		memset(mult, 0, 13 * sizeof(*mult));
	pp_buf_free(&bad);
}

void dice_game_read(dice_game *g, ck_ctx *ctx, const pp_node *game)
{
	memset(g, 0, sizeof(*g));
	g->game = game;
	g->craps = !strcmp(node_get_text(game, "game", ""), "craps");
	const pp_node *tl = node_get(game, "triples_lose");
	g->triples_lose = tl ? node_bool(tl) : -1;
	g->bar = (int)node_get_int(game, "bar", 0);
	if (g->craps) {
		read_multiples(g, ctx, "multiples", g->mult);
		read_multiples(g, ctx, "dont_multiples", g->dont_mult);
	}
	const pp_node *bets = node_get(game, "bets");
	g->n = node_len(bets);
	g->bets = pp_xcalloc(g->n + 1, sizeof(*g->bets));
	for (size_t i = 0; i < g->n; i++) {
		dice_bet *b = &g->bets[i];
		b->node = node_at(bets, i);
		b->name = node_get_text(b->node, "name", "");
		b->type = node_get_text(b->node, "type", "");
		mpq_inits(b->win, b->lose, b->outlay, NULL);
		for (int p = 0; p < 13; p++)
			mpq_init(b->odds[p]);
		read_bet(g, ctx, b);
	}
}

void dice_game_clear(dice_game *g)
{
	for (size_t i = 0; i < g->n; i++) {
		dice_bet *b = &g->bets[i];
		for (size_t k = 0; k < b->nout; k++)
			mpq_clear(b->net[k]);
		free(b->net);
		mpq_clears(b->win, b->lose, b->outlay, NULL);
		for (int p = 0; p < 13; p++)
			mpq_clear(b->odds[p]);
	}
	free(g->bets);
	memset(g, 0, sizeof(*g));
}
