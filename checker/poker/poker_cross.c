/* SPDX-License-Identifier: Apache-2.0 */
/* poker_cross.c - PP-POKER-003: a side bet (or Blind) that several poker
 * games of the plan offer under the same name pays the same in each.  Each
 * such bet is compared with the bet of that name in the first poker game
 * of the plan that offers it: one finding per bet name and later game, on
 * the later game.  The first games are found by one index of the plan's
 * bet names, built at the run's first poker game and kept for the run
 * (ck_run_state); each first game is loaded once, when first needed, so
 * the work grows with the plan, not with the pairs of its games. */
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "plan.h"
#include "poker/poker.h"

/* Differences between two ratio tables, into d. */
static void diff_ratios(pp_buf *d, const poker_bet *a, const poker_bet *b, const char *other)
{
	for (int c = HAND_NCLASS - 1; c >= 0; c--) {
		if (!a->has_row[c] && !b->has_row[c])
			continue;
		if (a->has_row[c] && b->has_row[c] && mpq_equal(a->ratio[c], b->ratio[c]))
			continue;
		char *x = a->has_row[c] ? num_ratio(a->ratio[c]) : pp_xstrdup("no row");
		char *y = b->has_row[c] ? num_ratio(b->ratio[c]) : pp_xstrdup("no row");
		pp_buf_printf(d, "%s%s %s here, %s in %s", d->len ? "; " : "", hand_class_name(c),
		              x, y, other);
		free(x);
		free(y);
	}
	if (a->otherwise != b->otherwise)
		pp_buf_printf(d, "%sother hands %s here, %s in %s", d->len ? "; " : "",
		              a->otherwise == POKER_OTHER_LOSES ? "lose" : a->otherwise == POKER_OTHER_PUSH
		              ? "push" : "unstated", b->otherwise == POKER_OTHER_LOSES ? "lose"
		              : b->otherwise == POKER_OTHER_PUSH ? "push" : "unstated", other);
}

/* The amount (or stake, when hand is HAND_NCLASS) of table t as text. */
static char *amount_text(const pp_node *t, hand_class hand)
{
	if (!t)
		return pp_xstrdup("no table");
	mpq_t q;
	mpq_init(q);
	int found = num_get(q, t, "stake");
	if (hand != HAND_NCLASS) {
		found = 0;
		const pp_node *rows = node_get(t, "rows");
		for (size_t i = 0; i < node_len(rows); i++)
			if (hand_class_find(node_get_text(node_at(rows, i), "hand", "")) == hand)
				found = poker_row_amount(q, rows, node_at(rows, i));
	}
	char *s = found ? num_plain(q) : pp_xstrdup(hand == HAND_NCLASS ? "no stake" : "no row");
	mpq_clear(q);
	return s;
}

/* Differences between two fixed-amount bonuses in currency cur. */
static void diff_currency(pp_buf *d, const poker_bet *a, const poker_bet *b, const char *cur,
                          const char *other)
{
	const pp_node *ta = poker_amount_table(a, cur), *tb = poker_amount_table(b, cur);
	if (!ta || !tb) {
		pp_buf_printf(d, "%s%s table %s here, %s in %s", d->len ? "; " : "", cur,
		              ta ? "given" : "missing", tb ? "given" : "missing", other);
		return;
	}
	for (int c = HAND_NCLASS; c >= 0; c--) {
		char *x = amount_text(ta, (hand_class)c), *y = amount_text(tb, (hand_class)c);
		if (strcmp(x, y) != 0)
			pp_buf_printf(d, "%s%s %s %s here, %s in %s", d->len ? "; " : "", cur,
			              c == HAND_NCLASS ? "stake" : hand_class_name((hand_class)c), x, y,
			              other);
		free(x);
		free(y);
	}
}

/* Differences between two fixed-amount bonuses, currency by currency. */
static void diff_amounts(pp_buf *d, const poker_bet *a, const poker_bet *b, const char *other)
{
	const pp_node *ta = node_get(a->amounts, "tables"), *tb = node_get(b->amounts, "tables");
	for (size_t i = 0; i < node_len(ta); i++)
		diff_currency(d, a, b, node_get_text(node_at(ta, i), "currency", ""), other);
	for (size_t i = 0; i < node_len(tb); i++) {
		const char *cur = node_get_text(node_at(tb, i), "currency", "");
		if (!poker_amount_table(a, cur))
			diff_currency(d, a, b, cur, other);
	}
}

static int compared(const poker_bet *b)
{
	return (b->kind == POKER_SIDE || b->kind == POKER_BLIND) && (b->paytable || b->amounts);
}

/* compared(), read from the bet's node without loading the game. */
static int compared_node(const pp_node *bet)
{
	const char *kind = node_get_text(bet, "kind", "side");
	int side_or_blind = strcmp(kind, "blind") == 0 ||
	                    (strcmp(kind, "ante") != 0 && strcmp(kind, "raise") != 0 &&
	                     strcmp(kind, "insurance") != 0);
	return side_or_blind && (node_get(bet, "paytable") || node_get(bet, "amounts"));
}

static int is_poker(const pp_node *game)
{
	const char *fam = node_get_text(game, "family", "");
	return strcmp(fam, "stud") == 0 || strcmp(fam, "holdem") == 0;
}

/* The run's index: each compared bet name -> the position of the first
 * poker game whose bet of that name is compared, each game id -> its
 * position, and the first games loaded so far (NULL until needed). */
typedef struct {
	pp_strindex first_by_name;
	pp_strindex position_by_id;
	poker_game **loaded;
	size_t ngames;
} same_names;

static void same_names_free(void *p)
{
	same_names *sn = p;
	for (size_t i = 0; i < sn->ngames; i++)
		if (sn->loaded[i]) {
			poker_game_free(sn->loaded[i]);
			free(sn->loaded[i]);
		}
	free(sn->loaded);
	pp_strindex_free(&sn->first_by_name);
	pp_strindex_free(&sn->position_by_id);
	free(sn);
}

static same_names *same_names_of(ck_ctx *ctx)
{
	same_names *sn = ck_run_state(ctx);
	if (sn)
		return sn;
	const pp_node *games = plan_games(ck_plan(ctx));
	sn = pp_xcalloc(1, sizeof(*sn));
	sn->ngames = node_len(games);
	sn->loaded = pp_xcalloc(sn->ngames + 1, sizeof(*sn->loaded));
	for (size_t i = 0; i < sn->ngames; i++) {
		const pp_node *g = node_at(games, i), *bets = node_get(g, "bets");
		pp_strindex_add(&sn->position_by_id, node_get_text(g, "id", ""), i, NULL);
		if (!is_poker(g))
			continue;
		/* poker_bet_find answers with a game's first bet of a name. */
		pp_strindex names = { 0 };
		for (size_t k = 0; k < node_len(bets); k++) {
			const pp_node *b = node_at(bets, k);
			const char *name = node_get_text(b, "name", "");
			if (!pp_strindex_add(&names, name, k, NULL) && compared_node(b))
				pp_strindex_add(&sn->first_by_name, name, i, NULL);
		}
		pp_strindex_free(&names);
	}
	ck_set_run_state(ctx, sn, same_names_free);
	return sn;
}

/* The plan's game at position i, loaded once for the run. */
static const poker_game *loaded_game(ck_ctx *ctx, same_names *sn, size_t i)
{
	if (!sn->loaded[i]) {
		const pp_node *og = node_at(plan_games(ck_plan(ctx)), i);
		sn->loaded[i] = pp_xcalloc(1, sizeof(poker_game));
		poker_game_load(sn->loaded[i], og, node_get_text(og, "family", ""), 5);
	}
	return sn->loaded[i];
}

void poker_check_same_name(ck_ctx *ctx, const poker_game *g)
{
	same_names *sn = same_names_of(ctx);
	size_t here, first;
	if (!pp_strindex_get(&sn->position_by_id, node_get_text(g->game, "id", ""), &here))
		return;
	for (size_t k = 0; k < g->nbets; k++) {
		const poker_bet *a = &g->bets[k];
		if (!compared(a) || !pp_strindex_get(&sn->first_by_name, a->name, &first) || first >= here)
			continue;
		const poker_game *o = loaded_game(ctx, sn, first);
		const poker_bet *b = poker_bet_find(o, a->name);
		const char *oid = node_get_text(o->game, "id", "");
		pp_buf d = { 0 };
		if (a->paytable && b->paytable)
			diff_ratios(&d, a, b, oid);
		else if (a->amounts && b->amounts)
			diff_amounts(&d, a, b, oid);
		else
			pp_buf_printf(&d, "%s here, %s in %s", a->paytable ? "ratios" : "fixed amounts",
			              b->paytable ? "ratios" : "fixed amounts", oid);
		char subject[200];
		snprintf(subject, sizeof(subject), "%s vs %s", a->name, oid);
		pp_finding *f = ck_emit(ctx, "PP-POKER-003", g->game, a->paytable ? a->paytable
		                        : a->amounts, subject, !d.len,
		                        d.len ? N_("`%s` pays differently from the bet of the same "
		                                "name in %s: %s")
		                              : N_("`%s` pays the same as the bet of the same name in "
		                                "%s%s"), a->name, oid, d.len ? d.data : "");
		ck_evidence_text(f, "differences", d.len ? d.data : "");
		pp_buf_free(&d);
	}
}
