/* SPDX-License-Identifier: Apache-2.0 */
/* poker_model.c - a poker game's bets read into exact form (poker.h), and
 * the questions every poker check asks of them: what a bet pays on a hand,
 * which hands it can be settled on, its table in a currency. */
#include <stdlib.h>
#include <string.h>

#include "poker/poker.h"
#include "poker/poker_streets.h"

static poker_other other_of(const pp_node *table)
{
	const char *o = node_get_text(table, "otherwise", "unstated");
	return strcmp(o, "loses") == 0 ? POKER_OTHER_LOSES
	       : strcmp(o, "push") == 0 ? POKER_OTHER_PUSH : POKER_OTHER_UNSTATED;
}

static poker_kind kind_of(const char *k)
{
	static const char *const names[] = { "ante", "raise", "blind", "side", "insurance" };
	for (int i = 0; i < 5; i++)
		if (strcmp(k, names[i]) == 0)
			return (poker_kind)i;
	return POKER_SIDE;
}

static poker_dnq dnq_of(const char *d)
{
	return strcmp(d, "wins") == 0 ? POKER_DNQ_WINS : strcmp(d, "loses") == 0 ? POKER_DNQ_LOSES
	       : strcmp(d, "plays") == 0 ? POKER_DNQ_PLAYS : strcmp(d, "push") == 0 ? POKER_DNQ_PUSH
	       : POKER_DNQ_UNSTATED;
}

static void load_bet(poker_bet *b, const pp_node *n)
{
	b->node = n;
	b->name = node_get_text(n, "name", "");
	b->kind = kind_of(node_get_text(n, "kind", "side"));
	mpq_init(b->payout);
	b->has_payout = num_get(b->payout, n, "payout");
	b->paytable = node_get(n, "paytable");
	b->amounts = node_get(n, "amounts");
	for (int c = 0; c < HAND_NCLASS; c++)
		mpq_init(b->ratio[c]);
	const pp_node *rows = node_get(b->paytable, "rows");
	for (size_t i = 0; i < node_len(rows); i++) {
		const pp_node *row = node_at(rows, i);
		hand_class c = hand_class_find(node_get_text(row, "hand", ""));
		if (c == HAND_NCLASS)
			continue; /* the schema admits only class names */
		b->has_row[c] = 1;
		/* A prize at the casino's discretion is a row, but no sum: it
		 * pays nothing in every figure (PP-PAY-002 says so). */
		b->priced[c] = num_get(b->ratio[c], row, "payout");
	}
	b->otherwise = other_of(b->paytable ? b->paytable : b->amounts);
	mpq_init(b->max_multiple);
	mpq_set_ui(b->max_multiple, 1, 1);
	const pp_node *mult = node_get(n, "multiples");
	mpq_t m;
	mpq_init(m);
	for (size_t i = 0; i < node_len(mult); i++) {
		num_from_node(m, node_at(mult, i));
		if (i == 0 || mpq_cmp(m, b->max_multiple) > 0)
			mpq_set(b->max_multiple, m);
	}
	mpq_clear(m);
	b->dnq = dnq_of(node_get_text(n, "dealer_not_qualified", "unstated"));
	b->stake_returned = node_get_bool(b->amounts, "stake_returned", 0);
	b->insures = node_get_text(n, "insures", NULL);
	mpq_init(b->max_stake_of_win);
	num_get(b->max_stake_of_win, n, "max_stake_of_win");
}

void poker_game_load(poker_game *g, const pp_node *game, const char *family, unsigned ncards)
{
	memset(g, 0, sizeof(*g));
	g->game = game;
	g->family = family;
	g->ncards = ncards;
	const pp_node *dealer = node_get(game, "dealer");
	if (dealer) {
		g->has_qual = 1;
		g->qual = hand_class_find(node_get_text(dealer, "qualifies_with", "high_card"));
		if (g->qual == HAND_NCLASS)
			g->qual = HAND_HIGH_CARD;
	}
	const pp_node *bets = node_get(game, "bets");
	g->nbets = node_len(bets);
	g->bets = pp_xcalloc(g->nbets ? g->nbets : 1, sizeof(*g->bets));
	for (size_t i = 0; i < g->nbets; i++)
		load_bet(&g->bets[i], node_at(bets, i));
	g->second = node_get(game, "second_combination");
}

void poker_game_free(poker_game *g)
{
	for (size_t i = 0; i < g->nbets; i++) {
		poker_bet *b = &g->bets[i];
		mpq_clear(b->payout);
		for (int c = 0; c < HAND_NCLASS; c++)
			mpq_clear(b->ratio[c]);
		mpq_clear(b->max_multiple);
		mpq_clear(b->max_stake_of_win);
	}
	free(g->bets);
	g->bets = NULL;
	g->nbets = 0;
}

const poker_bet *poker_bet_find(const poker_game *g, const char *name)
{
	for (size_t i = 0; name && i < g->nbets; i++)
		if (strcmp(g->bets[i].name, name) == 0)
			return &g->bets[i];
	return NULL;
}

const pp_node *poker_amount_table(const poker_bet *b, const char *cur)
{
	const pp_node *tables = node_get(b->amounts, "tables");
	for (size_t i = 0; i < node_len(tables); i++)
		if (strcmp(node_get_text(node_at(tables, i), "currency", ""), cur) == 0)
			return node_at(tables, i);
	return NULL;
}

int poker_row_amount(mpq_t out, const pp_node *rows, const pp_node *row)
{
	mpq_t share;
	mpq_init(share);
	mpq_set_ui(share, 1, 1);
	int ok = 0;
	for (unsigned depth = 0; row && depth < 8; depth++) {
		if (num_get(out, row, "amount")) {
			mpq_mul(out, out, share);
			ok = 1;
			break;
		}
		const pp_node *po = node_get(row, "percent_of");
		mpq_t p;
		mpq_init(p);
		num_get(p, po, "percent");
		mpq_mul(share, share, p);
		mpq_clear(p);
		hand_class of = hand_class_find(node_get_text(po, "hand", ""));
		const pp_node *next = NULL;
		for (size_t i = 0; i < node_len(rows); i++)
			if (hand_class_find(node_get_text(node_at(rows, i), "hand", "")) == of)
				next = node_at(rows, i);
		row = next;
	}
	mpq_clear(share);
	return ok;
}

int poker_multiple(mpq_t out, const poker_bet *b, hand_class c)
{
	if (b->paytable && b->has_row[c]) {
		mpq_set(out, b->ratio[c]);
		return b->priced[c];
	}
	if (!b->paytable && b->has_payout) {
		mpq_set(out, b->payout);
		return 1;
	}
	mpq_set_si(out, b->paytable && b->otherwise == POKER_OTHER_LOSES ? -1 : 0, 1);
	return 0;
}

unsigned poker_settled_classes(const poker_game *g, const poker_bet *b)
{
	unsigned all = (1u << HAND_NCLASS) - 1;
	if (b->kind == POKER_INSURANCE)
		return 0;
	if (b->kind == POKER_SIDE || !g->has_qual || b->dnq == POKER_DNQ_PLAYS)
		return all;
	return all & ~((1u << g->qual) - 1);
}

void poker_check_bets(ck_ctx *ctx, const poker_game *g, unsigned extra_ncards)
{
	poker_check_paytables(ctx, g);
	poker_check_same_name(ctx, g);
	poker_check_tie(ctx, g);
	poker_check_open_dnq(ctx, g);
	poker_report_classes(ctx, g, extra_ncards);
	poker_side_rtp(ctx, g);
	poker_check_streets(ctx, g);
	poker_side_conditions(ctx, g);
	poker_side_levels(ctx, g);
}

int poker_family_max_win(ck_ctx *ctx, const pp_node *game, const char *family,
                         unsigned ncards, const pp_node *limits, mpq_t gross, mpq_t net,
                         pp_buf *path)
{
	poker_game g;
	poker_game_load(&g, game, family, ncards);
	int r = poker_max_win(ctx, &g, limits, gross, net, path);
	poker_game_free(&g);
	return r;
}
