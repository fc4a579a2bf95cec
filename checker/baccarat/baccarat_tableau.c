/* SPDX-License-Identifier: Apache-2.0 */
/* baccarat_tableau.c - the rules of a coup as the plan states them: card
 * values, naturals, the player's rule and the banker's drawing tableau;
 * whether they are complete, consistent and standard (PP-BAC-001..005),
 * and the tableau as a table of the report. */
#include <stdlib.h>
#include <string.h>

#include "baccarat/baccarat.h"
#include "i18n.h"

static void mark(bac_tableau *tb, unsigned t, unsigned c, unsigned char act,
                 const pp_node *at)
{
	if (!tb->stated[t][c])
		tb->at[t][c] = at;
	else if (!(tb->stated[t][c] & act) && !tb->clash[t][c])
		tb->clash[t][c] = at;
	tb->stated[t][c] |= act;
}

static void pmark(bac_tableau *tb, unsigned t, unsigned char act, const pp_node *at)
{
	if (!tb->pstated[t])
		tb->pat[t] = at;
	else if (!(tb->pstated[t] & act) && !tb->pclash[t])
		tb->pclash[t] = at;
	tb->pstated[t] |= act;
}

static unsigned char action_of(const char *s)
{
	return strcmp(s, "D") == 0 || strcmp(s, "draw") == 0 ? BAC_D
	       : strcmp(s, "S") == 0 || strcmp(s, "stand") == 0 ? BAC_S : 0;
}

/* One row of the banker's rule, for each of its totals. */
static void read_row(bac_tableau *tb, const pp_node *row)
{
	const pp_node *totals = node_get(row, "totals");
	const pp_node *cells = node_get(row, "cells");
	const pp_node *always = node_get(row, "always");
	static const char *const lists[2] = { "draw", "stand" };
	for (size_t i = 0; i < node_len(totals); i++) {
		unsigned t = (unsigned)node_int(node_at(totals, i));
		for (size_t c = 0; c < node_len(cells) && c < 10; c++) {
			unsigned char act = action_of(node_text(node_at(cells, c)));
			if (act)
				mark(tb, t, (unsigned)c, act, node_at(cells, c));
		}
		for (unsigned l = 0; l < 2; l++) {
			const pp_node *list = node_get(row, lists[l]);
			for (size_t k = 0; k < node_len(list); k++)
				mark(tb, t, (unsigned)node_int(node_at(list, k)), l ? BAC_S : BAC_D,
				     node_at(list, k));
		}
		for (unsigned c = 0; always && c < BAC_COLS; c++)
			mark(tb, t, c, action_of(node_text(always)), always);
	}
}

/* Mark each total of the lists `draw` and `stand` of map. */
static void read_lists(bac_tableau *tb, const pp_node *map, int player)
{
	static const char *const lists[2] = { "draw", "stand" };
	for (unsigned l = 0; l < 2; l++) {
		const pp_node *list = node_get(map, lists[l]);
		for (size_t k = 0; k < node_len(list); k++) {
			unsigned t = (unsigned)node_int(node_at(list, k));
			if (player)
				pmark(tb, t, l ? BAC_S : BAC_D, node_at(list, k));
			else
				mark(tb, t, BAC_STOOD, l ? BAC_S : BAC_D, node_at(list, k));
		}
	}
}

/* The action the plan's game takes: the stated one, or the standard one
 * when the plan states none or both. */
static unsigned char decided(unsigned char stated, unsigned char std)
{
	return stated == BAC_D || stated == BAC_S ? stated : std;
}

void bac_tableau_read(bac_tableau *tb, const pp_node *game)
{
	const pp_node *cards = node_get(game, "cards");
	const pp_node *values = node_get(cards, "values");
	const pp_node *naturals = node_get(cards, "naturals");
	const pp_node *banker = node_get(game, "banker_rule");
	const pp_node *rows = node_get(banker, "rows");
	bac_rules std;
	memset(tb, 0, sizeof(*tb));
	bac_standard_rules(&std, (unsigned)node_get_int(cards, "decks", 8));
	tb->rules = std;
	tb->rules.pair_by_points =
		strcmp(node_get_text(game, "pair_definition", "same_rank"), "same_points") == 0;
	tb->has_values = values != NULL;
	for (size_t i = 0; values && i < BAC_RANKS; i++)
		tb->rules.value[i] = (unsigned char)node_int(node_at(values, i));
	tb->has_naturals = naturals != NULL;
	if (naturals)
		tb->rules.natural = 0;
	for (size_t i = 0; i < node_len(naturals); i++)
		tb->rules.natural |= 1u << node_int(node_at(naturals, i));
	read_lists(tb, node_get(game, "player_rule"), 1);
	for (size_t i = 0; i < node_len(rows); i++)
		read_row(tb, node_at(rows, i));
	read_lists(tb, node_get(banker, "player_stood"), 0);

	unsigned present = 0, player_draws = 0, player_stands = 0;
	for (unsigned r = 0; r < BAC_RANKS; r++) {
		present |= 1u << tb->rules.value[r];
		for (unsigned r2 = 0; r2 < BAC_RANKS; r2++)
			tb->reach |= 1u << ((tb->rules.value[r] + tb->rules.value[r2]) % 10);
	}
	tb->standard_cards = memcmp(tb->rules.value, std.value, BAC_RANKS) == 0 &&
	                     tb->rules.natural == std.natural;
	for (unsigned t = 0; t < BAC_TOTALS; t++) {
		tb->rules.player[t] = decided(tb->pstated[t], std.player[t]);
		if (((tb->rules.natural >> t) & 1) || !((tb->reach >> t) & 1))
			continue;
		if (tb->rules.player[t] != std.player[t] || tb->pstated[t] == (BAC_D | BAC_S) ||
		    !tb->pstated[t])
			tb->standard_cards = 0;
		player_draws |= tb->rules.player[t] == BAC_D;
		player_stands |= tb->rules.player[t] == BAC_S;
	}
	for (unsigned t = 0; t < BAC_TOTALS; t++)
		for (unsigned c = 0; c < BAC_COLS; c++) {
			unsigned char s = tb->stated[t][c], d = bac_standard_banker(t, c);
			tb->rules.banker[t][c] = decided(s, d);
			if (((tb->rules.natural >> t) & 1) || !((tb->reach >> t) & 1))
				continue;
			tb->needed[t][c] = (unsigned char)(c == BAC_STOOD ? player_stands
			                   : player_draws && ((present >> c) & 1));
			tb->split[t][c] = tb->needed[t][c] && (s != BAC_D && s != BAC_S ? 1 : s != d);
		}
}

int bac_cell_missing(const bac_tableau *tb, unsigned t, unsigned c)
{
	return tb->needed[t][c] && !tb->stated[t][c];
}

int bac_cell_conflict(const bac_tableau *tb, unsigned t, unsigned c)
{
	/* Stated both ways, or a natural made to draw. */
	return tb->stated[t][c] == (BAC_D | BAC_S) ||
	       (((tb->rules.natural >> t) & 1) && (tb->stated[t][c] & BAC_D));
}

int bac_cell_deviates(const bac_tableau *tb, unsigned t, unsigned c)
{
	unsigned char s = tb->stated[t][c];
	return tb->needed[t][c] && (s == BAC_D || s == BAC_S) && s != bac_standard_banker(t, c);
}

/* Append "0-2, 5, 7" for the numbers whose bits are set. */
static void list_bits(pp_buf *b, unsigned bits)
{
	int first = 1;
	for (unsigned i = 0; i < 16; i++) {
		if (!((bits >> i) & 1))
			continue;
		unsigned j = i;
		while (j + 1 < 16 && ((bits >> (j + 1)) & 1))
			j++;
		pp_buf_printf(b, "%s%u", first ? "" : ", ", i);
		if (j > i)
			pp_buf_printf(b, "%s%u", j == i + 1 ? ", " : "-", j);
		first = 0;
		i = j;
	}
}

/* list_bits for a fragment of a message: the same numbers in every language. */
static void list_bits_l10n(ck_l10n_buf *b, unsigned bits)
{
	size_t from = b->en.len;
	list_bits(&b->en, bits);
	pp_buf_putn(&b->local, b->en.data + from, b->en.len - from);
}

static unsigned bit_count(unsigned bits)
{
	unsigned n = 0;
	for (; bits; bits &= bits - 1)
		n++;
	return n;
}

/* The cells for which pick(tb, t, c) holds, described by rows: banker
 * totals with the same third cards picked are listed together. */
static unsigned describe(ck_l10n_buf *b, const bac_tableau *tb,
                         int (*pick)(const bac_tableau *, unsigned, unsigned))
{
	unsigned n = 0, stood = 0, cols[BAC_TOTALS] = { 0 }, all[BAC_TOTALS] = { 0 };
	for (unsigned t = 0; t < BAC_TOTALS; t++) {
		for (unsigned c = 0; c < 10; c++) {
			all[t] |= (unsigned)tb->needed[t][c] << c;
			if (pick(tb, t, c))
				cols[t] |= 1u << c;
		}
		if (pick(tb, t, BAC_STOOD))
			stood |= 1u << t;
		n += bit_count(cols[t]) + ((stood >> t) & 1);
	}
	unsigned done = 0;
	for (unsigned t = 0; t < BAC_TOTALS; t++) {
		if (!cols[t] || ((done >> t) & 1))
			continue;
		unsigned same = 0;
		for (unsigned u = t; u < BAC_TOTALS; u++)
			if (cols[u] == cols[t] && (cols[u] == all[u]) == (cols[t] == all[t]))
				same |= 1u << u;
		done |= same;
		ck_l10n_buf_puts(b, b->en.len ? "; " : "");
		ck_l10n_buf_printf(b, "banker ");
		list_bits_l10n(b, same);
		if (cols[t] == all[t])
			ck_l10n_buf_printf(b, ": every third card");
		else {
			ck_l10n_buf_printf(b, ": third card ");
			list_bits_l10n(b, cols[t]);
		}
	}
	if (stood) {
		ck_l10n_buf_puts(b, b->en.len ? "; " : "");
		ck_l10n_buf_printf(b, "player stood: banker ");
		list_bits_l10n(b, stood);
	}
	return n;
}

static unsigned count_needed(const bac_tableau *tb)
{
	unsigned n = 0;
	for (unsigned t = 0; t < BAC_TOTALS; t++)
		for (unsigned c = 0; c < BAC_COLS; c++)
			n += tb->needed[t][c];
	return n;
}

/* Evidence of every bet's return range over the undecided cells. */
static void range_evidence(pp_finding *f, const bac_game *g)
{
	for (size_t i = 0; i < g->set.nbets; i++) {
		char name[160];
		snprintf(name, sizeof(name), "%s: lowest RTP", g->set.bets[i].name);
		ck_evidence_pct(f, name, g->lo[i]);
		snprintf(name, sizeof(name), "%s: highest RTP", g->set.bets[i].name);
		ck_evidence_pct(f, name, g->hi[i]);
	}
}

/* PP-BAC-001 and PP-BAC-002. */
static void report_gaps(ck_ctx *ctx, const bac_game *g, const pp_node *at)
{
	const bac_tableau *tb = &g->tb;
	ck_l10n_buf missing = { 0 }, clash = { 0 };
	unsigned nmiss = describe(&missing, tb, bac_cell_missing);
	unsigned nclash = describe(&clash, tb, bac_cell_conflict);
	unsigned need = count_needed(tb);
	ck_l10n_buf ranges = { 0 };
	for (size_t b = 0; nmiss && b < g->set.nbets; b++) {
		if (mpq_equal(g->lo[b], g->hi[b]))
			continue;
		char *lo = ck_pct(g->lo[b]), *hi = ck_pct(g->hi[b]);
		if (!ranges.en.len)
			ck_l10n_buf_printf(&ranges, "; decided every possible way, the returns range: ");
		else
			ck_l10n_buf_puts(&ranges, ", ");
		ck_l10n_buf_printf(&ranges, "%s %s to %s", g->set.bets[b].name, lo, hi);
		free(lo);
		free(hi);
	}
	pp_finding *f = ck_emit(ctx, "PP-BAC-001", g->game, at, "tableau", nmiss == 0,
	                        "the banker's rule decides %u of the %u cells coups reach%s%s%s",
	                        need - nmiss, need, nmiss ? ck_l10n("; not stated: ") : "",
	                        ck_l10n_buf_text(&missing), ck_l10n_buf_text(&ranges));
	ck_l10n_buf_free(&ranges);
	if (nmiss) {
		ck_evidence_text(f, "not_stated", missing.en.data);
		range_evidence(f, g);
	}
	/* A conflict is located at its second statement (a natural made to
	 * draw at its only one). */
	const pp_node *where = at;
	for (unsigned t = 0; t < BAC_TOTALS; t++)
		for (unsigned c = 0; c < BAC_COLS; c++)
			if (bac_cell_conflict(tb, t, c) && where == at)
				where = tb->clash[t][c] ? tb->clash[t][c] : tb->at[t][c];
	f = ck_emit(ctx, "PP-BAC-002", g->game, where, "tableau", nclash == 0,
	            nclash ? N_("the banker's rule both draws and stands (or draws on a natural) "
	                     "on %u cell(s): %s")
	                   : N_("no cell of the banker's rule is stated both ways (%u conflicts)%s"),
	            nclash, ck_l10n_buf_text(&clash));
	if (nclash) {
		ck_evidence_text(f, "conflicting", clash.en.data);
		range_evidence(f, g);
	}
	ck_l10n_buf_free(&missing);
	ck_l10n_buf_free(&clash);
}

/* PP-BAC-003: the stated cells against the standard tableau, with the
 * exact change of every bet's return each deviating cell makes. */
static void report_deviations(ck_ctx *ctx, const bac_game *g, const pp_node *at)
{
	const bac_tableau *tb = &g->tb;
	ck_l10n_buf cells = { 0 };
	unsigned n = describe(&cells, tb, bac_cell_deviates);
	const pp_node *where = at;
	for (unsigned i = 0; i < g->e.nsplit && where == at; i++)
		if (bac_cell_deviates(tb, g->e.split_t[i], g->e.split_c[i]))
			where = tb->at[g->e.split_t[i]][g->e.split_c[i]];
	pp_finding *f = ck_emit(ctx, "PP-BAC-003", g->game, where, "tableau", n == 0,
	                        n ? N_("%u stated cell(s) differ from the standard Punto Banco "
	                            "tableau: %s")
	                          : N_("every stated cell agrees with the standard Punto Banco "
	                            "tableau (%u differ)%s"), n, ck_l10n_buf_text(&cells));
	ck_l10n_buf_free(&cells);
	if (!n)
		return;
	pp_table *t = ck_table(ctx, g->game, "tableau-deviations",
	                       "Cells that differ from the standard tableau, and the exact "
	                       "change of each bet's return", 6, N_("cell"), N_("plan"), N_("standard"),
	                       N_("bet"), N_("RTP change"), N_("RTP change %"));
	mpq_t *delta = pp_xcalloc(g->set.nbets ? g->set.nbets : 1, sizeof(mpq_t));
	for (size_t b = 0; b < g->set.nbets; b++)
		mpq_init(delta[b]);
	for (unsigned i = 0; i < g->e.nsplit; i++) {
		unsigned ct = g->e.split_t[i], cc = g->e.split_c[i];
		if (!bac_cell_deviates(tb, ct, cc))
			continue;
		char name[64];
		bac_cell_name(name, sizeof(name), ct, cc);
		const char *plan = tb->stated[ct][cc] == BAC_D ? "D" : "S";
		const char *std = bac_standard_banker(ct, cc) == BAC_D ? "D" : "S";
		bac_cell_effect(g, i, delta);
		for (size_t b = 0; b < g->set.nbets; b++) {
			char *ex = num_exact(delta[b]), *pc = ck_pct(delta[b]);
			char ev[224];
			ck_table_row(t, name, plan, std, g->set.bets[b].name, ex, pc);
			snprintf(ev, sizeof(ev), "%s: %s", name, g->set.bets[b].name);
			ck_evidence_pct(f, ev, delta[b]);
			free(ex);
			free(pc);
		}
	}
	for (size_t b = 0; b < g->set.nbets; b++)
		mpq_clear(delta[b]);
	free(delta);
}

/* Evidence: each bet's return in the plan's game against the standard. */
static void effect_evidence(pp_finding *f, const bac_game *g)
{
	mpq_t d;
	mpq_init(d);
	for (size_t b = 0; b < g->set.nbets; b++) {
		char name[160];
		mpq_sub(d, g->rtp[b], g->rtp_std[b]);
		snprintf(name, sizeof(name), "%s: RTP change", g->set.bets[b].name);
		ck_evidence_pct(f, name, d);
	}
	mpq_clear(d);
}

/* PP-BAC-004: the player's rule; PP-BAC-005: card values and naturals. */
static void report_player_and_cards(ck_ctx *ctx, const bac_game *g)
{
	const bac_tableau *tb = &g->tb;
	const pp_node *game = g->game, *pr = node_get(game, "player_rule");
	const pp_node *cards = node_get(game, "cards");
	unsigned gap = 0, clash = 0, dev = 0, drawn_natural = 0;
	for (unsigned t = 0; t < BAC_TOTALS; t++) {
		unsigned char s = tb->pstated[t];
		if ((tb->rules.natural >> t) & 1) {
			drawn_natural |= (unsigned)((s & BAC_D) != 0) << t;
			continue;
		}
		gap |= (unsigned)(s == 0 && ((tb->reach >> t) & 1)) << t;
		clash |= (unsigned)(s == (BAC_D | BAC_S)) << t;
		dev |= (unsigned)((s == BAC_D || s == BAC_S) && s != bac_standard_player(t)) << t;
	}
	pp_buf b = { 0 };
	if (gap) {
		pp_buf_puts(&b, "states no action for totals ");
		list_bits(&b, gap);
	}
	if (clash) {
		pp_buf_printf(&b, "%sboth draws and stands on ", b.len ? "; it " : "");
		list_bits(&b, clash);
	}
	if (dev) {
		pp_buf_printf(&b, "%sdiffers from the standard rule (draw on 0-5, stand on 6-7) on ",
		              b.len ? "; it " : "");
		list_bits(&b, dev);
	}
	if (drawn_natural) {
		pp_buf_printf(&b, "%sdraws on the natural(s) ", b.len ? "; it " : "");
		list_bits(&b, drawn_natural);
	}
	/* Located at the first contradicting, else non-standard, statement. */
	const pp_node *where = NULL;
	for (unsigned t = 0; t < BAC_TOTALS; t++)
		if (((clash >> t) & 1) && !where)
			where = tb->pclash[t];
	for (unsigned t = 0; t < BAC_TOTALS; t++)
		if ((((dev | drawn_natural) >> t) & 1) && !where)
			where = tb->pat[t];
	if (!where)
		where = pr ? pr : game;
	pp_finding *f = ck_emit(ctx, "PP-BAC-004", game, where, "player's rule",
	                        b.len == 0, b.len ? N_("the player's rule %s")
	                                          : N_("the player's rule is complete and standard: "
	                                            "draw on 0-5, stand on 6-7%s"), b.len ? b.data : "");
	if (b.len)
		effect_evidence(f, g);
	pp_buf_free(&b);

	bac_rules std;
	bac_standard_rules(&std, tb->rules.decks);
	pp_buf_puts(&b, "");
	if (!tb->has_values)
		pp_buf_puts(&b, "the plan does not state the card values (standard ones assumed)");
	else if (memcmp(std.value, tb->rules.value, BAC_RANKS) != 0) {
		static const char *const ranks[BAC_RANKS] = { "A", "2", "3", "4", "5", "6", "7",
			"8", "9", "10", "J", "Q", "K" };
		pp_buf_puts(&b, "card values differ from the standard ones:");
		const char *sep = " ";
		for (unsigned r = 0; r < BAC_RANKS; r++)
			if (std.value[r] != tb->rules.value[r]) {
				pp_buf_printf(&b, "%s%s counts %u (standard %u)", sep, ranks[r],
				              tb->rules.value[r], std.value[r]);
				sep = ", ";
			}
	}
	if (!tb->has_naturals)
		pp_buf_printf(&b, "%sthe plan does not state the naturals (8 and 9 assumed)",
		              b.len ? "; " : "");
	else if (tb->rules.natural != std.natural) {
		pp_buf_printf(&b, "%sthe naturals are ", b.len ? "; " : "");
		list_bits(&b, tb->rules.natural);
		pp_buf_puts(&b, ", not 8 and 9");
	}
	f = ck_emit(ctx, "PP-BAC-005", game, cards, "cards", b.len == 0,
	            b.len ? N_("%s") : N_("card values and naturals are the standard ones: A counts 1, "
	                           "2-9 their pips, 10 and pictures 0; naturals 8 and 9%s"),
	            b.len ? b.data : "");
	if (b.len)
		effect_evidence(f, g);
	pp_buf_free(&b);
}

/* The tableau as the plan gives it, one row per banker total. */
static void tableau_table(ck_ctx *ctx, const bac_game *g)
{
	const bac_tableau *tb = &g->tb;
	pp_table *t = ck_table(ctx, g->game, "tableau",
	                       "Banker's rule as the plan states it (D draws, S stands, - not "
	                       "stated, D/S both; * differs from the standard tableau)", 12,
	                       N_("banker total"), "0", "1", "2", "3", "4", "5", "6", "7", "8",
	                       "9", N_("player stood"));
	for (unsigned r = 0; r < BAC_TOTALS; r++) {
		if (((tb->rules.natural >> r) & 1) || !((tb->reach >> r) & 1))
			continue;
		char **cells = pp_xcalloc(12, sizeof(char *));
		cells[0] = pp_xasprintf("%u", r);
		for (unsigned c = 0; c < BAC_COLS; c++) {
			unsigned char s = tb->stated[r][c];
			cells[c + 1] = pp_xasprintf("%s%s",
			                            s == BAC_D ? "D" : s == BAC_S ? "S" : s ? "D/S"
			                            : tb->needed[r][c] ? "-" : "",
			                            bac_cell_deviates(tb, r, c) ? "*" : "");
		}
		ck_table_row_owned(t, cells);
		free(cells);
	}
}

void bac_report_rules(ck_ctx *ctx, const bac_game *g)
{
	const pp_node *banker = node_get(g->game, "banker_rule");
	const pp_node *at = banker ? banker : g->game;
	report_player_and_cards(ctx, g);
	report_gaps(ctx, g, at);
	report_deviations(ctx, g, at);
	tableau_table(ctx, g);
}
