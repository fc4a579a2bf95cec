/* SPDX-License-Identifier: Apache-2.0 */
/* poker_room_table.c - rake tables per blind level: the rounding the table
 * states (PP-ROOM-002), caps as the blinds rise (PP-ROOM-004) and as the
 * players bracket grows (PP-ROOM-005), time collection per hour
 * (PP-ROOM-006), and the rate at which a level's fees convert between the
 * currencies of two tables (PP-ROOM-008). */
#include <stdlib.h>
#include <string.h>

#include "poker_room/poker_room.h"
#include "i18n.h"

static void cap_of(mpq_t out, const pp_node *level, size_t j)
{
	num_get(out, node_at(node_get(level, "caps"), j), "cap");
}

/* The level table, PP-ROOM-004 per bracket, PP-ROOM-005 and PP-ROOM-006. */
static void check_levels(ck_ctx *ctx, const pp_node *game, const pp_node *table)
{
	const char *cur = node_get_text(table, "currency", "");
	const pp_node *levels = node_get(table, "levels");
	size_t nb = node_len(node_get(node_at(levels, 0), "caps"));
	char id[64];
	snprintf(id, sizeof(id), "rake-%s", cur);
	const char *title = ck_l10nf("Rake caps and time collection in %s", cur);
	pp_table *t = ck_table(ctx, game, id, title, 4, N_("blinds"),
	                       N_("rake / cap per players bracket"), N_("time collection"), N_("per hour"));
	mpq_t a, b, pct, binds, hour, prev;
	mpq_inits(a, b, pct, binds, hour, prev, NULL);
	pp_buf within = { 0 }, hours = { 0 }, hourly = { 0 };
	const pp_node *within_at = NULL, *hours_at = NULL;
	for (size_t i = 0; i < node_len(levels); i++) {
		const pp_node *lv = node_at(levels, i), *caps = node_get(lv, "caps");
		const char *bl = node_get_text(lv, "blinds", "");
		pp_buf cell = { 0 };
		for (size_t j = 0; j < node_len(caps); j++) {
			num_get(pct, node_at(caps, j), "percent");
			cap_of(a, lv, j);
			/* A 0 % rake never reaches its cap. */
			if (mpq_sgn(pct) > 0)
				mpq_div(binds, a, pct);
			char *c = num_plain(a), *p = NULL;
			if (mpq_sgn(pct) > 0) {
				char *at = num_plain(binds);
				p = pp_xasprintf("binds at %s", at);
				free(at);
			} else {
				p = pp_xstrdup("never binds");
			}
			pp_buf_printf(&cell, "%s%s: %s / %s %s (%s)", j ? "; " : "",
			              node_get_text(node_at(caps, j), "players", ""),
			              node_get_text(node_at(caps, j), "percent", ""), c, cur, p);
			free(c);
			free(p);
			if (j == 0)
				continue;
			cap_of(b, lv, j - 1);
			if (mpq_cmp(a, b) < 0) {
				pp_buf_printf(&within, "%s%s", within.len ? ", " : "", bl);
				within_at = within_at ? within_at : caps;
			}
		}
		const pp_node *tc = node_get(lv, "time_collection");
		char *ph = NULL;
		if (tc) {
			room_per_hour(hour, tc);
			ph = num_plain(hour);
			pp_buf_printf(&hourly, "%s%s: %s", hourly.len ? "; " : "", bl, ph);
			if (i > 0 && mpq_sgn(prev) > 0 && mpq_cmp(hour, prev) < 0) {
				char *pv = num_plain(prev);
				pp_buf_printf(&hours, "%s%s (%s after %s)", hours.len ? ", " : "", bl, ph, pv);
				free(pv);
				hours_at = hours_at ? hours_at : tc;
			}
			mpq_set(prev, hour);
		}
		char tcs[64];
		snprintf(tcs, sizeof(tcs), "%s / %lld min", tc ? node_get_text(tc, "fee", "") : "-",
		         tc ? node_get_int(tc, "minutes", 0) : 0);
		ck_table_row(t, bl, cell.data ? cell.data : "", tc ? tcs : "-", ph ? ph : "-");
		free(ph);
		pp_buf_free(&cell);
	}
	/* PP-ROOM-004: one finding per bracket. */
	for (size_t j = 0; j < nb; j++) {
		pp_buf falls = { 0 }, binds_at = { 0 };
		const pp_node *at = NULL;
		for (size_t i = 0; i < node_len(levels); i++) {
			const pp_node *lv = node_at(levels, i);
			if (node_len(node_get(lv, "caps")) <= j)
				continue;
			num_get(pct, node_at(node_get(lv, "caps"), j), "percent");
			cap_of(a, lv, j);
			if (mpq_sgn(pct) > 0) {
				mpq_div(binds, a, pct);
				char *bs = num_plain(binds);
				pp_buf_printf(&binds_at, "%s%s: %s", binds_at.len ? "; " : "",
				              node_get_text(lv, "blinds", ""), bs);
				free(bs);
			}
			if (i == 0 || node_len(node_get(node_at(levels, i - 1), "caps")) <= j)
				continue;
			cap_of(a, lv, j);
			cap_of(b, node_at(levels, i - 1), j);
			if (mpq_cmp(a, b) < 0) {
				char *x = num_plain(a), *y = num_plain(b);
				pp_buf_printf(&falls, "%s%s: %s after %s", falls.len ? "; " : "",
				              node_get_text(lv, "blinds", ""), x, y);
				at = at ? at : node_get(node_at(node_get(lv, "caps"), j), "cap");
				free(x);
				free(y);
			}
		}
		const char *br = node_get_text(node_at(node_get(node_at(levels, 0), "caps"), j),
		                               "players", "");
		char subject[96];
		snprintf(subject, sizeof(subject), "%s %s", cur, br);
		pp_finding *f = ck_emit(ctx, "PP-ROOM-004", game, at ? at : levels, subject,
		                        falls.len == 0,
		                        falls.len ? N_("the %s rake cap for %s players falls as the "
		                                    "blinds rise: %s")
		                                  : N_("the %s rake cap for %s players never falls as "
		                                    "the blinds rise%s"),
		                        cur, br, falls.len ? falls.data : "");
		ck_evidence_text(f, "pot_at_which_cap_binds", binds_at.data ? binds_at.data : "");
		pp_buf_free(&falls);
		pp_buf_free(&binds_at);
	}
	if (nb > 1)
		ck_emit(ctx, "PP-ROOM-005", game, within_at ? within_at : levels, cur,
		        within.len == 0,
		        within.len ? N_("in %s the cap for more players is below the cap for fewer at %s")
		                   : N_("in %s no level caps a fuller table below a short one%s"),
		        cur, within.len ? within.data : "");
	pp_finding *f = ck_emit(ctx, "PP-ROOM-006", game, hours_at ? hours_at : levels, cur,
	                        hours.len == 0,
	                        hours.len ? N_("in %s time collection per hour falls as the blinds "
	                                    "rise at %s")
	                                  : N_("in %s time collection per hour never falls as the "
	                                    "blinds rise%s"),
	                        cur, hours.len ? hours.data : "");
	ck_evidence_text(f, "per_hour", hourly.data ? hourly.data : "");
	pp_buf_free(&hourly);
	pp_buf_free(&within);
	pp_buf_free(&hours);
	mpq_clears(a, b, pct, binds, hour, prev, NULL);
}

/* b / a as text into buf (b and a amounts of two currencies). */
static void rate_text(pp_buf *buf, const char *what, const mpq_t a, const mpq_t b, mpq_t out)
{
	if (mpq_sgn(a) == 0) {     /* no rate from a zero amount: never equal */
		mpq_set_si(out, -1, 1);
		pp_buf_printf(buf, "%s%s: none (0 %s)", buf->len ? ", " : "", what, "in the first");
		return;
	}
	mpq_div(out, b, a);
	char *r = num_plain(out);
	pp_buf_printf(buf, "%s%s: %s", buf->len ? ", " : "", what, r);
	free(r);
}

/* PP-ROOM-008: levels of tables ta and tb paired by position, where both
 * blinds are in one ratio; the rate each cap and the hourly fee imply. */
static void check_rates(ck_ctx *ctx, const pp_node *game, const pp_node *ta,
                        const pp_node *tb)
{
	const char *ca = node_get_text(ta, "currency", ""), *cb = node_get_text(tb, "currency", "");
	const pp_node *la = node_get(ta, "levels"), *lb = node_get(tb, "levels");
	size_t n = node_len(la) < node_len(lb) ? node_len(la) : node_len(lb);
	char id[64];
	snprintf(id, sizeof(id), "rake-rates-%s-%s", ca, cb);
	const char *title = ck_l10nf("%s per %s implied by each paired blind level", cb, ca);
	pp_table *t = ck_table(ctx, game, id, title, 4, ca, cb, N_("blinds"), N_("fees"));
	mpq_t x, y, rate, r2;
	mpq_inits(x, y, rate, r2, NULL);
	for (size_t i = 0; i < n; i++) {
		const pp_node *a = node_at(la, i), *b = node_at(lb, i);
		num_get(x, a, "small_blind");
		num_get(y, b, "small_blind");
		num_get(r2, a, "big_blind");
		if (mpq_sgn(x) == 0 || mpq_sgn(r2) == 0)
			continue;      /* no ratio from a zero blind */
		mpq_div(rate, y, x);
		mpq_set(x, r2);
		num_get(y, b, "big_blind");
		mpq_div(r2, y, x);
		if (!mpq_equal(rate, r2))
			continue;
		pp_buf fees = { 0 };
		int ok = 1;
		const pp_node *ka = node_get(a, "caps"), *kb = node_get(b, "caps");
		for (size_t j = 0; j < node_len(ka) && j < node_len(kb); j++) {
			char what[64];
			snprintf(what, sizeof(what), "caps %s",
			         node_get_text(node_at(ka, j), "players", ""));
			cap_of(x, a, j);
			cap_of(y, b, j);
			rate_text(&fees, what, x, y, r2);
			ok &= mpq_equal(r2, rate);
		}
		const pp_node *tca = node_get(a, "time_collection"), *tcb = node_get(b, "time_collection");
		if (tca && tcb) {
			room_per_hour(x, tca);
			room_per_hour(y, tcb);
			rate_text(&fees, "time collection", x, y, r2);
			ok &= mpq_equal(r2, rate);
		}
		char *rs = num_plain(rate);
		char subject[160];
		snprintf(subject, sizeof(subject), "%s = %s", node_get_text(a, "blinds", ""),
		         node_get_text(b, "blinds", ""));
		pp_finding *f = ck_emit(ctx, "PP-ROOM-008", game, b, subject, ok,
		                        "%s and %s: the blinds convert at %s %s per %s; the fees at %s",
		                        node_get_text(a, "blinds", ""), node_get_text(b, "blinds", ""),
		                        rs, cb, ca, fees.data ? fees.data : "no fees to compare");
		ck_evidence_q(f, "blinds_rate", rate, 4);
		ck_evidence_text(f, "fee_rates", fees.data ? fees.data : "");
		ck_table_row(t, node_get_text(a, "blinds", ""), node_get_text(b, "blinds", ""), rs,
		             fees.data ? fees.data : "");
		free(rs);
		pp_buf_free(&fees);
	}
	mpq_clears(x, y, rate, r2, NULL);
}

void room_check_rake_tables(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *tables = node_get(game, "rake_tables");
	mpq_t pct, start, unit, ratio;
	mpq_inits(pct, start, unit, ratio, NULL);
	for (size_t i = 0; i < node_len(tables); i++) {
		const pp_node *tb = node_at(tables, i);
		const char *cur = node_get_text(tb, "currency", "");
		const pp_node *first = node_at(node_get(tb, "levels"), 0);
		const pp_node *cap0 = node_at(node_get(first, "caps"), 0);
		num_get(pct, cap0, "percent");
		const pp_node *rounding = node_get(tb, "rounding");
		if (!rounding) {
			/* The smallest pot a deal can have: the blinds. */
			num_get(start, first, "small_blind");
			num_get(unit, first, "big_blind");
			mpq_add(start, start, unit);
			room_no_rounding(ctx, game, node_get(cap0, "percent"), cur, cur, pct, start);
		} else {
			room_rounding_rate(ratio, rounding);
			char *r = room_pct(ratio);
			ck_emit(ctx, "PP-ROOM-001", game, rounding, cur, mpq_equal(ratio, pct),
			        "the %s table's rounding is %s of the pot; its rake is %s", cur, r,
			        node_get_text(cap0, "percent", ""));
			free(r);
		}
		check_levels(ctx, game, tb);
		if (i > 0)
			check_rates(ctx, game, node_at(tables, 0), tb);
	}
	mpq_clears(pct, start, unit, ratio, NULL);
}
