/* SPDX-License-Identifier: Apache-2.0 */
/* poker_paytable.c - the paytable checks of the poker families: every hand
 * a bet can be settled on is paid or explicitly not (PP-POKER-001),
 * payouts rise with the hand (PP-POKER-002), fixed-amount bonus tables
 * agree between currencies (PP-POKER-004) and state their stake
 * (PP-POKER-005).  Words next to ratios are PP-PAY-001 (common.c). */
#include <stdlib.h>
#include <string.h>

#include "poker/poker.h"
#include "i18n.h"

static const char *other_name(poker_other o)
{
	return o == POKER_OTHER_LOSES ? "loses" : o == POKER_OTHER_PUSH ? "pushes" : "unstated";
}

/* PP-POKER-001 for one table: has[] are its rows. */
static void coverage(ck_ctx *ctx, const poker_game *g, const poker_bet *b, const pp_node *at,
                     const char *subject, const int *has)
{
	unsigned settled = poker_settled_classes(g, b);
	size_t paid = 0, other = 0;
	pp_buf missing = { 0 };
	for (int c = 0; c < HAND_NCLASS; c++) {
		if (!(settled & (1u << c)))
			continue;
		if (has[c])
			paid++;
		else if (b->otherwise != POKER_OTHER_UNSTATED)
			other++;
		else
			pp_buf_printf(&missing, "%s%s", missing.len ? ", " : "", hand_class_name(c));
	}
	const char *why = "";
	if (settled != (1u << HAND_NCLASS) - 1)
		why = ck_l10nf(" (the player wins it only against a dealer who qualifies with %s "
		               "or better)", hand_class_name(g->qual));
	pp_finding *f;
	if (!missing.len && !other)
		f = ck_emit(ctx, "PP-POKER-001", g->game, at, subject, 1,
		            "every hand `%s` can be settled on has a row (%zu hand classes)%s", b->name,
		            paid, why);
	else if (!missing.len)
		f = ck_emit(ctx, "PP-POKER-001", g->game, at, subject, 1,
		            "every hand `%s` can be settled on has a row (%zu hand classes) or %s as the "
		            "plan says (%zu classes)%s", b->name, paid, other_name(b->otherwise),
		            other, why);
	else
		f = ck_emit(ctx, "PP-POKER-001", g->game, at, subject, 0,
		            "`%s` can be settled on %s, but the plan states no payout for it and "
		            "does not say what such a hand gets%s", b->name, missing.data, why);
	ck_evidence_text(f, "unpaid_hands", missing.len ? missing.data : "");
	pp_buf_free(&missing);
}

/* PP-POKER-002 for one table: values v[] of rows has[], printed by show. */
static void monotone(ck_ctx *ctx, const poker_game *g, const pp_node *at, const char *subject,
                     const int *has, mpq_t *v, char *(*show)(const mpq_t))
{
	int prev = -1;
	pp_buf bad = { 0 };
	for (int c = 0; c < HAND_NCLASS; c++) {
		if (!has[c])
			continue;
		if (prev >= 0 && mpq_cmp(v[c], v[prev]) < 0) {
			char *a = show(v[c]), *z = show(v[prev]);
			pp_buf_printf(&bad, "%s%s pays %s, less than the lower %s at %s",
			              bad.len ? "; " : "", hand_class_name(c), a, hand_class_name(prev), z);
			free(a);
			free(z);
		}
		prev = c;
	}
	pp_finding *f = ck_emit(ctx, "PP-POKER-002", g->game, at, subject, !bad.len,
	                        bad.len ? N_("`%s` pays a better hand less: %s")
	                                : N_("`%s` pays every better hand at least as much%s"),
	                        subject, bad.len ? bad.data : "");
	ck_evidence_text(f, "inversions", bad.len ? bad.data : "");
	pp_buf_free(&bad);
}

/* The rows of an amount table: has[] and amounts v[] (initialised). */
static void amount_rows(const pp_node *table, int *has, mpq_t *v)
{
	const pp_node *rows = node_get(table, "rows");
	for (size_t i = 0; i < node_len(rows); i++) {
		hand_class c = hand_class_find(node_get_text(node_at(rows, i), "hand", ""));
		if (c == HAND_NCLASS)
			continue;
		has[c] = poker_row_amount(v[c], rows, node_at(rows, i));
	}
}

/* The ratio most rows present in both tables share (ties: the best hand's). */
static void mode_ratio(mpq_t out, const int *ha, mpq_t *a, const int *hb, mpq_t *b)
{
	mpq_t r[HAND_NCLASS];
	int n = 0, best = 0;
	for (int c = HAND_NCLASS - 1; c >= 0; c--)
		if (ha[c] && hb[c] && mpq_sgn(b[c])) {
			mpq_init(r[n]);
			mpq_div(r[n], a[c], b[c]);
			n++;
		}
	mpq_set_ui(out, 1, 1);
	for (int i = 0; i < n; i++) {
		int k = 0;
		for (int j = 0; j < n; j++)
			k += mpq_equal(r[i], r[j]) != 0;
		if (k > best) {
			best = k;
			mpq_set(out, r[i]);
		}
	}
	for (int i = 0; i < n; i++)
		mpq_clear(r[i]);
}

/* Whether tables a and b are of one level (or both of none). */
static int same_level(const pp_node *a, const pp_node *b)
{
	const char *la = node_get_text(a, "level", NULL), *lb = node_get_text(b, "level", NULL);
	return la && lb ? strcmp(la, lb) == 0 : !la && !lb;
}

/* A table's currency as a column and a subject: "CZK", "CZK level 2". */
static char *place_of(const pp_node *t)
{
	const char *level = node_get_text(t, "level", NULL);
	return level ? pp_xasprintf("%s level %s", node_get_text(t, "currency", ""), level)
	             : pp_xstrdup(node_get_text(t, "currency", ""));
}

/* PP-POKER-004 for the tables of table i's level: table i against every
 * later one. */
static void currencies_of_level(ck_ctx *ctx, const poker_game *g, const poker_bet *b, size_t i)
{
	const pp_node *tables = node_get(b->amounts, "tables");
	const pp_node *ref = node_at(tables, i);
	char *rc = place_of(ref);
	mpq_t va[HAND_NCLASS], vb[HAND_NCLASS], want, sa, sb, r;
	for (int c = 0; c < HAND_NCLASS; c++)
		mpq_inits(va[c], vb[c], NULL);
	mpq_inits(want, sa, sb, r, NULL);
	int ha[HAND_NCLASS] = { 0 };
	amount_rows(ref, ha, va);
	for (size_t j = i + 1; j < node_len(tables); j++) {
		const pp_node *t = node_at(tables, j);
		if (!same_level(ref, t))
			continue;
		char *tc = place_of(t);
		int hb[HAND_NCLASS] = { 0 };
		amount_rows(t, hb, vb);
		int by_stake = num_get(sa, ref, "stake") && num_get(sb, t, "stake") && mpq_sgn(sb);
		if (by_stake)
			mpq_div(want, sa, sb);
		else
			mode_ratio(want, ha, va, hb, vb);
		char *ws = num_plain(want);
		char id[160];
		snprintf(id, sizeof(id), "bonus-%s-%s-%s", b->name, rc, tc);
		const char *title = ck_l10nf("`%s`: %s and %s amounts (expected ratio %s, %s)",
		         b->name, rc, tc, ws, by_stake ? "the ratio of the stakes"
		                                        : "the ratio most rows share");
		pp_table *tab = ck_table(ctx, g->game, id, title, 5, N_("hand"), rc, tc, N_("ratio"),
		                         N_("verdict"));
		for (int c = HAND_NCLASS - 1; c >= 0; c--) {
			if (!ha[c] && !hb[c])
				continue;
			char subject[200];
			snprintf(subject, sizeof(subject), "%s: %s %s/%s", b->name, hand_class_name(c),
			         rc, tc);
			const pp_node *at = hb[c] ? t : ref;
			if (!ha[c] || !hb[c]) {
				ck_emit(ctx, "PP-POKER-004", g->game, at, subject, 0,
				        "`%s` pays %s in %s but not in %s", b->name, hand_class_name(c),
				        ha[c] ? rc : tc, ha[c] ? tc : rc);
				ck_table_row(tab, hand_class_name(c), ha[c] ? "paid" : "-", hb[c] ? "paid" : "-",
				             "", "missing");
				continue;
			}
			int ok = mpq_sgn(vb[c]) != 0;
			if (ok) {
				mpq_div(r, va[c], vb[c]);
				ok = mpq_equal(r, want);
			}
			char *a = num_plain(va[c]), *z = num_plain(vb[c]), *rs = num_plain(r);
			pp_finding *f = ck_emit(ctx, "PP-POKER-004", g->game, at, subject, ok,
			                        "`%s` on %s pays %s %s and %s %s: ratio %s, expected %s",
			                        b->name, hand_class_name(c), a, rc, z, tc, rs, ws);
			ck_evidence_q(f, "ratio", r, 4);
			ck_evidence_q(f, "expected_ratio", want, 4);
			ck_table_row(tab, hand_class_name(c), a, z, rs, ok ? "consistent" : "deviates");
			free(a);
			free(z);
			free(rs);
		}
		free(ws);
		free(tc);
	}
	for (int c = 0; c < HAND_NCLASS; c++)
		mpq_clears(va[c], vb[c], NULL);
	mpq_clears(want, sa, sb, r, NULL);
	free(rc);
}

/* PP-POKER-004: the first currency's table of each level (or of none)
 * against every other one of that level. */
static void currencies(ck_ctx *ctx, const poker_game *g, const poker_bet *b)
{
	const pp_node *tables = node_get(b->amounts, "tables");
	for (size_t i = 0; i < node_len(tables); i++) {
		size_t k = 0;
		while (!same_level(node_at(tables, k), node_at(tables, i)))
			k++;
		if (k == i)
			currencies_of_level(ctx, g, b, i);
	}
}

/* PP-POKER-005: a table with a stake for every currency of the limits. */
static void stakes(ck_ctx *ctx, const poker_game *g, const poker_bet *b)
{
	const pp_node *limits = node_get(g->game, "limits");
	const pp_node *tables = node_get(b->amounts, "tables");
	const pp_node *list = node_len(limits) ? limits : tables;
	for (size_t i = 0; i < node_len(list); i++) {
		const char *cur = node_get_text(node_at(list, i), "currency", "");
		const pp_node *t = list == limits ? poker_amount_table_row(b, node_at(list, i))
		                                  : poker_amount_table(b, cur);
		if (!t && poker_amount_table(b, cur))
			continue; /* a level without its table: PP-SIDE-003 */
		const pp_node *stake = node_get(t, "stake");
		char subject[160];
		snprintf(subject, sizeof(subject), "%s %s", b->name, cur);
		ck_emit(ctx, "PP-POKER-005", g->game, t ? t : b->amounts, subject, stake != NULL,
		        !t ? N_("the plan gives no `%s` table in %s, a currency the game is played in")
		        : stake ? N_("the plan states the `%s` stake in %s")
		                : N_("the plan states no `%s` stake in %s: what the bonus returns per "
		                  "stake cannot be computed"), b->name, cur);
	}
}

static char *show_ratio(const mpq_t q)
{
	return num_ratio(q);
}

void poker_check_paytables(ck_ctx *ctx, const poker_game *g)
{
	for (size_t i = 0; i < g->nbets; i++) {
		const poker_bet *b = &g->bets[i];
		if (b->paytable) {
			coverage(ctx, g, b, b->paytable, b->name, b->has_row);
			monotone(ctx, g, b->paytable, b->name, b->priced, (mpq_t *)b->ratio, show_ratio);
		} else if (b->kind == POKER_SIDE && !b->amounts) {
			ck_emit(ctx, "PP-POKER-001", g->game, b->node, b->name, 0,
			        "side bet `%s` has neither a paytable nor a bonus table", b->name);
		}
		if (!b->amounts)
			continue;
		const pp_node *tables = node_get(b->amounts, "tables");
		for (size_t j = 0; j < node_len(tables); j++) {
			const pp_node *t = node_at(tables, j);
			int has[HAND_NCLASS] = { 0 };
			mpq_t v[HAND_NCLASS];
			for (int c = 0; c < HAND_NCLASS; c++)
				mpq_init(v[c]);
			amount_rows(t, has, v);
			char *place = place_of(t), subject[160];
			snprintf(subject, sizeof(subject), "%s %s", b->name, place);
			free(place);
			coverage(ctx, g, b, t, subject, has);
			monotone(ctx, g, t, subject, has, v, num_plain);
			for (int c = 0; c < HAND_NCLASS; c++)
				mpq_clear(v[c]);
		}
		currencies(ctx, g, b);
		stakes(ctx, g, b);
	}
}
