/* poker_cross.c - PP-POKER-003: a side bet (or Blind) that several poker
 * games of the plan offer under the same name pays the same in each.  Each
 * game is compared with the plan's earlier poker games, so every pair of
 * games is compared once, and the finding sits on the later game. */
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "poker/poker.h"

/* Differences between two ratio tables, into d. */
static void diff_ratios(pp_buf *d, const pk_bet *a, const pk_bet *b, const char *other)
{
	for (int c = PE_NCLASS - 1; c >= 0; c--) {
		if (!a->has_row[c] && !b->has_row[c])
			continue;
		if (a->has_row[c] && b->has_row[c] && mpq_equal(a->ratio[c], b->ratio[c]))
			continue;
		char *x = a->has_row[c] ? num_ratio(a->ratio[c]) : pp_xstrdup("no row");
		char *y = b->has_row[c] ? num_ratio(b->ratio[c]) : pp_xstrdup("no row");
		pp_buf_printf(d, "%s%s %s here, %s in %s", d->len ? "; " : "", pe_class_name(c),
		              x, y, other);
		free(x);
		free(y);
	}
	if (a->otherwise != b->otherwise)
		pp_buf_printf(d, "%sother hands %s here, %s in %s", d->len ? "; " : "",
		              a->otherwise == PK_OTHER_LOSES ? "lose" : a->otherwise == PK_OTHER_PUSH
		              ? "push" : "unstated", b->otherwise == PK_OTHER_LOSES ? "lose"
		              : b->otherwise == PK_OTHER_PUSH ? "push" : "unstated", other);
}

/* The amount (or stake, when hand is PE_NCLASS) of table t as text. */
static char *amount_text(const pp_node *t, pe_class hand)
{
	if (!t)
		return pp_xstrdup("no table");
	mpq_t q;
	mpq_init(q);
	int found = num_get(q, t, "stake");
	if (hand != PE_NCLASS) {
		found = 0;
		const pp_node *rows = node_get(t, "rows");
		for (size_t i = 0; i < node_len(rows); i++)
			if (pe_class_find(node_get_text(node_at(rows, i), "hand", "")) == hand)
				found = pk_row_amount(q, rows, node_at(rows, i));
	}
	char *s = found ? num_plain(q) : pp_xstrdup(hand == PE_NCLASS ? "no stake" : "no row");
	mpq_clear(q);
	return s;
}

/* Differences between two fixed-amount bonuses in currency cur. */
static void diff_currency(pp_buf *d, const pk_bet *a, const pk_bet *b, const char *cur,
                          const char *other)
{
	const pp_node *ta = pk_amount_table(a, cur), *tb = pk_amount_table(b, cur);
	if (!ta || !tb) {
		pp_buf_printf(d, "%s%s table %s here, %s in %s", d->len ? "; " : "", cur,
		              ta ? "given" : "missing", tb ? "given" : "missing", other);
		return;
	}
	for (int c = PE_NCLASS; c >= 0; c--) {
		char *x = amount_text(ta, (pe_class)c), *y = amount_text(tb, (pe_class)c);
		if (strcmp(x, y) != 0)
			pp_buf_printf(d, "%s%s %s %s here, %s in %s", d->len ? "; " : "", cur,
			              c == PE_NCLASS ? "stake" : pe_class_name((pe_class)c), x, y,
			              other);
		free(x);
		free(y);
	}
}

/* Differences between two fixed-amount bonuses, currency by currency. */
static void diff_amounts(pp_buf *d, const pk_bet *a, const pk_bet *b, const char *other)
{
	const pp_node *ta = node_get(a->amounts, "tables"), *tb = node_get(b->amounts, "tables");
	for (size_t i = 0; i < node_len(ta); i++)
		diff_currency(d, a, b, node_get_text(node_at(ta, i), "currency", ""), other);
	for (size_t i = 0; i < node_len(tb); i++) {
		const char *cur = node_get_text(node_at(tb, i), "currency", "");
		if (!pk_amount_table(a, cur))
			diff_currency(d, a, b, cur, other);
	}
}

static int compared(const pk_bet *b)
{
	return (b->kind == PK_SIDE || b->kind == PK_BLIND) && (b->paytable || b->amounts);
}

void pk_check_same_name(ck_ctx *ctx, const pk_game *g)
{
	const pp_node *games = plan_games(ck_plan(ctx));
	for (size_t i = 0; i < node_len(games) && node_at(games, i) != g->game; i++) {
		const pp_node *og = node_at(games, i);
		const char *fam = node_get_text(og, "family", "");
		if (strcmp(fam, "stud") != 0 && strcmp(fam, "holdem") != 0)
			continue;
		pk_game o;
		pk_game_load(&o, og, fam, 5);
		const char *oid = node_get_text(og, "id", "");
		for (size_t k = 0; k < g->nbets; k++) {
			const pk_bet *a = &g->bets[k], *b = pk_bet_find(&o, a->name);
			if (!compared(a) || !b || !compared(b))
				continue;
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
			                        d.len ? "`%s` pays differently from the bet of the same "
			                                "name in %s: %s"
			                              : "`%s` pays the same as the bet of the same name in "
			                                "%s%s", a->name, oid, d.len ? d.data : "");
			ck_evidence_text(f, "differences", d.len ? d.data : "");
			pp_buf_free(&d);
		}
		pk_game_free(&o);
	}
}
