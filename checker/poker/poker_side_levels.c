/* SPDX-License-Identifier: Apache-2.0 */
/* poker_side_levels.c - fixed-amount bonuses whose stake and amounts
 * differ by table level (`amounts.tables[].level`): the table a limits row
 * uses, a table's name in findings, and PP-SIDE-003, every level of the
 * limits with its table and every table with its level. */
#include <stdlib.h>
#include <string.h>

#include "poker/poker.h"
#include "i18n.h"

char *poker_amount_subject(const poker_bet *b, const pp_node *t)
{
	const char *level = node_get_text(t, "level", NULL);
	const char *cur = node_get_text(t, "currency", "");
	return level ? pp_xasprintf("%s (%s level %s)", b->name, cur, level)
	             : pp_xasprintf("%s (%s)", b->name, cur);
}

/* Whether a table or a row is of currency cur and level level (NULL: none). */
static int same_place(const pp_node *n, const char *cur, const char *level)
{
	const char *l = node_get_text(n, "level", NULL);
	return strcmp(node_get_text(n, "currency", ""), cur) == 0 &&
	       (l && level ? strcmp(l, level) == 0 : !l && !level);
}

/* Whether any of bet b's tables in currency cur names a level. */
static int levelled(const poker_bet *b, const char *cur)
{
	const pp_node *tables = node_get(b->amounts, "tables");
	for (size_t i = 0; i < node_len(tables); i++)
		if (strcmp(node_get_text(node_at(tables, i), "currency", ""), cur) == 0 &&
		    node_get(node_at(tables, i), "level"))
			return 1;
	return 0;
}

const pp_node *poker_amount_table_row(const poker_bet *b, const pp_node *row)
{
	const char *cur = node_get_text(row, "currency", "");
	if (!levelled(b, cur))
		return poker_amount_table(b, cur);
	const pp_node *tables = node_get(b->amounts, "tables");
	for (size_t i = 0; i < node_len(tables); i++)
		if (same_place(node_at(tables, i), cur, node_get_text(row, "level", NULL)))
			return node_at(tables, i);
	return NULL;
}

/* The largest payment of table t into best and its hand; 0 when none. */
static int best_payment(mpq_t best, hand_class *hand, const pp_node *t)
{
	const pp_node *rows = node_get(t, "rows");
	mpq_t a;
	mpq_init(a);
	int found = 0;
	for (size_t r = 0; r < node_len(rows); r++)
		if (poker_row_amount(a, rows, node_at(rows, r)) && (!found || mpq_cmp(a, best) > 0)) {
			mpq_set(best, a);
			*hand = hand_class_find(node_get_text(node_at(rows, r), "hand", ""));
			found = 1;
		}
	mpq_clear(a);
	return found;
}

/* PP-SIDE-003 for one limits row of a bet whose tables in its currency
 * name levels. */
static void check_row(ck_ctx *ctx, const poker_game *g, const poker_bet *b, const pp_node *row)
{
	const char *cur = node_get_text(row, "currency", "");
	const char *level = node_get_text(row, "level", NULL);
	char subject[200];
	snprintf(subject, sizeof(subject), "%s: %s level %s", b->name, cur, level ? level : "-");
	const pp_node *t = poker_amount_table_row(b, row);
	if (!level) {
		ck_emit(ctx, "PP-SIDE-003", g->game, row, subject, 0,
		        "`%s` states its %s tables by level, but this limits row names no level",
		        b->name, cur);
		return;
	}
	if (!t) {
		ck_emit(ctx, "PP-SIDE-003", g->game, row, subject, 0,
		        "`%s` has no table for %s level %s, a level of the limits", b->name, cur,
		        level);
		return;
	}
	mpq_t best, stake;
	mpq_inits(best, stake, NULL);
	hand_class hand = HAND_NCLASS;
	int paid = best_payment(best, &hand, t);
	int staked = num_get(stake, t, "stake");
	char *bs = num_plain(best), *ss = num_plain(stake);
	pp_finding *f = ck_emit(ctx, "PP-SIDE-003", g->game, t, subject, 1,
	        "`%s` at %s level %s: stake %s, largest payment %s (%s)", b->name, cur, level,
	        staked ? ss : ck_l10n("unstated"), paid ? bs : ck_l10n("none"),
	        paid ? hand_class_name(hand) : "-");
	if (paid)
		ck_evidence_q(f, "largest_payment", best, 2);
	free(bs);
	free(ss);
	mpq_clears(best, stake, NULL);
}

void poker_side_levels(ck_ctx *ctx, const poker_game *g)
{
	const pp_node *limits = node_get(g->game, "limits");
	for (size_t i = 0; i < g->nbets; i++) {
		const poker_bet *b = &g->bets[i];
		const pp_node *tables = node_get(b->amounts, "tables");
		for (size_t r = 0; r < node_len(limits); r++)
			if (levelled(b, node_get_text(node_at(limits, r), "currency", "")))
				check_row(ctx, g, b, node_at(limits, r));
		for (size_t t = 0; t < node_len(tables); t++) {
			const pp_node *tn = node_at(tables, t);
			const char *level = node_get_text(tn, "level", NULL);
			const char *cur = node_get_text(tn, "currency", "");
			int found = 0;
			for (size_t r = 0; level && r < node_len(limits); r++)
				found |= same_place(node_at(limits, r), cur, level);
			if (!level || found)
				continue;
			char *subject = poker_amount_subject(b, tn);
			ck_emit(ctx, "PP-SIDE-003", g->game, tn, subject, 0,
			        "`%s` has a table for %s level %s, a level the limits do not have",
			        b->name, cur, level);
			free(subject);
		}
	}
}
