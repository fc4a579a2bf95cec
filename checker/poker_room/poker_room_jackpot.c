/* SPDX-License-Identifier: Apache-2.0 */
/* poker_room_jackpot.c - the bad-beat jackpot: hourly fee alternatives
 * (PP-ROOM-007), share rows marking the empty roles (PP-ROOM-010), each
 * row's total against the category's (PP-ROOM-011) and the totals of a
 * table read both ways against the stated range (PP-ROOM-012).
 *
 * Shares are percentages as printed.  A share printed with d >= 1 decimals
 * may be a rounding of its exact value, by at most half a unit of its last
 * place; a whole share ("40") is taken as exact. */
#include <stdlib.h>
#include <string.h>

#include "poker_room/poker_room.h"
#include "i18n.h"

/* Half a unit of the d-th decimal place (0 for d == 0) into out. */
static void half_unit(mpq_t out, unsigned d)
{
	mpz_t den;
	mpz_init(den);
	mpz_ui_pow_ui(den, 10, d);
	mpz_mul_ui(den, den, 2);
	mpq_set_ui(out, d ? 1 : 0, 1);
	mpz_set(mpq_denref(out), den);
	mpq_canonicalize(out);
	mpz_clear(den);
}

/* PP-ROOM-007: the hourly alternatives of the collection cost the same. */
static void check_hourly(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *col = node_get(game, "jackpot_collection");
	const pp_node *hourly = node_get(col, "hourly");
	if (node_len(hourly) < 2)
		return;
	const char *cur = node_get_text(col, "currency", "");
	mpq_t first, h;
	mpq_inits(first, h, NULL);
	pp_buf list = { 0 };
	int ok = 1;
	for (size_t i = 0; i < node_len(hourly); i++) {
		const pp_node *t = node_at(hourly, i);
		room_per_hour(h, t);
		if (i == 0)
			mpq_set(first, h);
		ok &= mpq_equal(h, first);
		char *s = num_plain(h);
		pp_buf_printf(&list, "%s%s per %lld min = %s %s per hour", i ? ", " : "",
		              node_get_text(t, "fee", ""), node_get_int(t, "minutes", 0), s, cur);
		free(s);
	}
	ck_emit(ctx, "PP-ROOM-007", game, hourly, "jackpot hourly fee", ok,
	        ok ? N_("the hourly jackpot fee alternatives cost the same: %s")
	           : N_("the hourly jackpot fee alternatives differ: %s"), list.data);
	pp_buf_free(&list);
	mpq_clears(first, h, NULL);
}

/* One role of a row: its count, printed share and parsed value. */
typedef struct {
	const char *role;
	long long count;
	const char *text;
	int kind;        /* 1 number, 0 "x", -1 neither */
	unsigned decimals;
} room_role;

/* The total of roles r[0..2] (count x printed share, the roles whose share
 * is a number) into sum, and into tol how far it may be off by the
 * rounding of the printed shares (count x half a unit of the last place). */
static void roles_total(mpq_t sum, mpq_t tol, const room_role *r)
{
	mpq_t q, h;
	mpq_inits(q, h, NULL);
	mpq_set_ui(sum, 0, 1);
	mpq_set_ui(tol, 0, 1);
	for (int k = 0; k < 3; k++) {
		unsigned d;
		if (room_share(q, r[k].text, &d) != 1)
			continue;
		mpq_set_si(h, r[k].count, 1);
		mpq_mul(q, q, h);
		mpq_add(sum, sum, q);
		half_unit(q, d);
		mpq_mul(q, q, h);
		mpq_add(tol, tol, q);
	}
	mpq_clears(q, h, NULL);
}

/* What the rows of a category leave to rounding: how many, the largest
 * difference and the row it is in. */
typedef struct {
	size_t rows;
	mpq_t largest;
	char where[160];
} rounding_residue;

/* PP-ROOM-011 for one row whose roles are well formed; adds a table row.
 * A row off its total only by the rounding of its printed shares passes
 * and is counted into res, which check_rows reports once per category. */
static void row_total(ck_ctx *ctx, const pp_node *game, const pp_node *row,
                      const char *subject, const room_role *r, const mpq_t total,
                      pp_table *t, rounding_residue *res)
{
	mpq_t sum, tol, q, half, diff, fit;
	mpq_inits(sum, tol, q, half, diff, fit, NULL);
	roles_total(sum, tol, r);
	mpq_sub(diff, sum, total);
	mpq_abs(q, diff);
	char *s = num_plain(sum), *w = num_plain(total), *dd = num_plain(diff);
	pp_finding *f;
	const char *status;
	if (mpq_sgn(diff) == 0) {
		f = ck_emit(ctx, "PP-ROOM-011", game, row, subject, 1,
		            "%s: the shares add up to %s%%, the category's total", subject, s);
		status = "adds up";
	} else if (mpq_cmp(q, tol) <= 0) {
		char *tl = num_plain(tol);
		f = ck_emit(ctx, "PP-ROOM-011", game, row, subject, 1,
		            "%s: the shares add up to %s%% of %s%%: %s%% of the jackpot is "
		            "%s, within the rounding of the printed shares (up to %s%%)",
		            subject, s, w, mpq_sgn(diff) < 0 ? dd + 1 : dd,
		            mpq_sgn(diff) < 0 ? "left unassigned" : "assigned twice", tl);
		free(tl);
		if (res->rows++ == 0 || mpq_cmp(q, res->largest) > 0) {
			mpq_set(res->largest, q);
			snprintf(res->where, sizeof(res->where), "%s%% with %lld players, %lld "
			         "loser(s), %lld winner(s)", s, r[0].count + r[1].count + r[2].count,
			         r[0].count, r[1].count);
		}
		status = "rounding";
	} else {
		/* The share of the row's distinguishing role (the winners', else the
		 * others') that would make the row add up, the rest as printed. */
		int k = r[1].kind == 1 ? 1 : r[2].kind == 1 ? 2 : 0;
		unsigned d;
		room_share(q, r[k].text, &d);
		mpq_set_si(half, r[k].count, 1);
		mpq_mul(q, q, half);
		mpq_sub(fit, total, sum);
		mpq_add(fit, fit, q);
		mpq_div(fit, fit, half);
		char *fx = num_exact(fit), *fd = num_decimal(fit, d ? d : 4, NUM_HALF_EVEN);
		f = ck_emit(ctx, "PP-ROOM-011", game, row, subject, 0,
		            "%s: the shares add up to %s%%, not %s%% (%s%%, more than the rounding "
		            "of the printed shares explains); the row adds up with a %s share of "
		            "%s = %s%% (printed %s)", subject, s, w, dd, r[k].role, fx, fd,
		            r[k].text);
		ck_evidence_q(f, "fitting_share", fit, 6);
		free(fx);
		free(fd);
		status = "fails";
	}
	ck_evidence_q(f, "total", sum, 6);
	ck_evidence_q(f, "difference", diff, 6);
	ck_evidence_q(f, "rounding_bound", tol, 6);
	char c[3][24];
	snprintf(c[0], sizeof(c[0]), "%lld", r[0].count);
	snprintf(c[1], sizeof(c[1]), "%lld", r[1].count);
	snprintf(c[2], sizeof(c[2]), "%lld", r[2].count);
	char np[24];
	snprintf(np, sizeof(np), "%lld", node_get_int(row, "players", 0));
	ck_table_row(t, np, c[0], c[1], r[0].text, r[1].text, r[2].text, s, status);
	free(s);
	free(w);
	free(dd);
	mpq_clears(sum, tol, q, half, diff, fit, NULL);
}

/* PP-ROOM-011 for category jp as a whole: rows that pass only by the
 * rounding of their shares leave part of the jackpot to nobody or give it
 * twice, and the plan should say who gets or pays it.  One finding per
 * category, so 35 such rows are one line to read, not 35. */
static void report_residue(ck_ctx *ctx, const pp_node *game, const pp_node *jp,
                           const char *name, const mpq_t total,
                           const rounding_residue *res)
{
	char subject[128];
	snprintf(subject, sizeof(subject), "%s: rounding", name);
	char *w = num_plain(total);
	pp_finding *f;
	if (res->rows == 0) {
		f = ck_emit(ctx, "PP-ROOM-011", game, jp, subject, 1,
		            "%s: every row adds up to %s%% exactly", name, w);
	} else {
		char *l = num_plain(res->largest);
		f = ck_emit_status(ctx, "PP-ROOM-011", game, jp, subject, PP_ST_INFO,
		                   "%s: %zu row(s) miss the %s%% total only by the rounding of the "
		                   "printed shares, by up to %s%% of the jackpot (%s); the plan does "
		                   "not say who gets what the rounding leaves over or who pays what "
		                   "it gives twice", name, res->rows, w, l, res->where);
		free(l);
	}
	ck_evidence_q(f, "largest_difference", res->largest, 6);
	free(w);
}

/* PP-ROOM-010 and -011 over the rows of category jp. */
static void check_rows(ck_ctx *ctx, const pp_node *game, const pp_node *jp)
{
	const pp_node *rows = node_get(jp, "rows");
	const char *name = node_get_text(jp, "name", "");
	if (!rows)
		return;
	mpq_t total;
	mpq_init(total);
	int have_total = num_get(total, jp, "total");
	mpq_set_ui(total, 0, 1);
	if (have_total) {
		num_get(total, jp, "total");
		mpq_t h;
		mpq_init(h);
		mpq_set_ui(h, 100, 1);
		mpq_mul(total, total, h);   /* shares are printed in percent */
		mpq_clear(h);
	}
	char id[96];
	snprintf(id, sizeof(id), "jackpot-%s", name);
	const char *title = ck_l10nf("Jackpot shares: %s", name);
	/* The shares' columns are names, not formats. */
	pp_table *t = ck_table(ctx, game, id, title, 8, N_("players"), N_("losers"), N_("winners"),
	                       /* xgettext:no-c-format */ N_("% per loser"),
	                       /* xgettext:no-c-format */ N_("% per winner"),
	                       /* xgettext:no-c-format */ N_("% per other"), N_("total %"), "");
	pp_buf bad = { 0 };
	const pp_node *bad_at = NULL;
	rounding_residue res = { 0 };
	mpq_init(res.largest);
	for (size_t i = 0; i < node_len(rows); i++) {
		const pp_node *row = node_at(rows, i);
		long long n = node_get_int(row, "players", 0);
		room_role r[3] = {
			{ "loser", node_get_int(row, "losers", 0), node_get_text(row, "loser_share", ""), 0, 0 },
			{ "winner", node_get_int(row, "winners", 0), node_get_text(row, "winner_share", ""), 0, 0 },
			{ "other", 0, node_get_text(row, "other_share", ""), 0, 0 }
		};
		r[2].count = n - r[0].count - r[1].count;
		char subject[160];
		snprintf(subject, sizeof(subject), "%s: %lld players, %lld loser(s), %lld winner(s)",
		         name, n, r[0].count, r[1].count);
		int ok = r[2].count >= 0;
		mpq_t q;
		mpq_init(q);
		for (int k = 0; k < 3; k++) {
			r[k].kind = room_share(q, r[k].text, &r[k].decimals);
			ok &= r[k].kind >= 0 && (r[k].kind == 0) == (r[k].count == 0);
		}
		mpq_clear(q);
		if (!ok) {
			pp_buf_printf(&bad, "%s%lld players, %lld loser(s), %lld winner(s): %s, %s, %s "
			              "for %lld, %lld, %lld", bad.len ? "; " : "", n, r[0].count,
			              r[1].count, r[0].text, r[1].text, r[2].text, r[0].count,
			              r[1].count, r[2].count);
			bad_at = bad_at ? bad_at : row;
			continue;
		}
		if (have_total)
			row_total(ctx, game, row, subject, r, total, t, &res);
	}
	if (have_total)
		report_residue(ctx, game, jp, name, total, &res);
	ck_emit(ctx, "PP-ROOM-010", game, bad_at ? bad_at : rows, name, bad.len == 0,
	        bad.len ? N_("%s: rows whose shares do not mark exactly the empty roles: %s")
	                : N_("%s: every row has a share for each role with players and \"x\" for "
	                  "each empty one%s"), name, bad.len ? bad.data : "");
	pp_buf_free(&bad);
	mpq_clear(res.largest);
	mpq_clear(total);
}

#define RANGE_FMT N_("%s: read both ways, the totals run from %s%% (%s) to %s%% (%s); the " \
	"plan states %s-%s%%%s")

/* PP-ROOM-012: every total of the cross table within the stated range. */
static void check_cross(ck_ctx *ctx, const pp_node *game, const pp_node *jp)
{
	const pp_node *x = node_get(jp, "cross_table"), *range = node_get(jp, "total_range");
	const char *name = node_get_text(jp, "name", "");
	if (!x)
		return;
	if (!range) {
		ck_emit_status(ctx, "PP-ROOM-012", game, x, name, PP_ST_NOTAPPLICABLE,
		               "%s: the plan states no range for the totals", name);
		return;
	}
	const pp_node *ls = node_get(x, "loser_shares"), *ws = node_get(x, "winner_shares");
	long long lo = node_get_int(x, "players_min", 0), hi = node_get_int(x, "players_max", 0);
	mpq_t min, max, smin, smax, tmin, tmax, sum, tol, a, b, h;
	mpq_inits(min, max, smin, smax, tmin, tmax, sum, tol, a, b, h, NULL);
	unsigned ad, bd;
	const char *other = node_get_text(x, "other_share", "0");
	num_get(smin, range, "min");
	num_get(smax, range, "max");
	mpq_set_ui(h, 100, 1);
	mpq_mul(smin, smin, h);
	mpq_mul(smax, smax, h);
	char where_min[96] = "", where_max[96] = "";
	int first = 1;
	/* Only counts that fit the table are read: at most 23 x 23 x 23 sums
	 * however long the share lists are. */
	for (long long n = lo; n <= hi; n++)
		for (size_t l = 1; l <= node_len(ls) && (long long)l < n; l++)
			for (size_t w = 1; w <= node_len(ws) && (long long)(l + w) <= n; w++) {
				room_role r[3] = {
					{ "loser", (long long)l, node_text(node_at(ls, l - 1)), 0, 0 },
					{ "winner", (long long)w, node_text(node_at(ws, w - 1)), 0, 0 },
					{ "other", n - (long long)(l + w), other, 0, 0 }
				};
				if (room_share(a, r[0].text, &ad) != 1 || room_share(b, r[1].text, &bd) != 1)
					continue;
				roles_total(sum, tol, r);
				if (first || mpq_cmp(sum, min) < 0) {
					mpq_set(min, sum);
					mpq_set(tmin, tol);
					snprintf(where_min, sizeof(where_min), "%lld players, %zu loser(s), "
					         "%zu winner(s)", n, l, w);
				}
				if (first || mpq_cmp(sum, max) > 0) {
					mpq_set(max, sum);
					mpq_set(tmax, tol);
					snprintf(where_max, sizeof(where_max), "%lld players, %zu loser(s), "
					         "%zu winner(s)", n, l, w);
				}
				first = 0;
			}
	int inside = mpq_cmp(min, smin) >= 0 && mpq_cmp(max, smax) <= 0;
	mpq_sub(a, smin, min);
	mpq_sub(b, max, smax);
	int rounding = !inside && mpq_cmp(a, tmin) <= 0 && mpq_cmp(b, tmax) <= 0;
	char *mn = num_plain(min), *mx = num_plain(max), *rl = num_plain(smin), *rh = num_plain(smax);
	const char *tail = inside ? "" : rounding ? ", outside it only by the rounding of the "
	                   "printed shares" : ", and the totals fall outside it";
	pp_finding *f = rounding
		? ck_emit_status(ctx, "PP-ROOM-012", game, x, name, PP_ST_WARNING, RANGE_FMT, name, mn,
		                 where_min, mx, where_max, rl, rh, tail)
		: ck_emit(ctx, "PP-ROOM-012", game, x, name, inside, RANGE_FMT, name, mn, where_min, mx,
		          where_max, rl, rh, tail);
	ck_evidence_q(f, "min_total", min, 6);
	ck_evidence_q(f, "max_total", max, 6);
	free(mn);
	free(mx);
	free(rl);
	free(rh);
	mpq_clears(min, max, smin, smax, tmin, tmax, sum, tol, a, b, h, NULL);
}

void room_check_jackpots(ck_ctx *ctx, const pp_node *game)
{
	check_hourly(ctx, game);
	const pp_node *jps = node_get(game, "jackpots");
	for (size_t i = 0; i < node_len(jps); i++) {
		check_rows(ctx, game, node_at(jps, i));
		check_cross(ctx, game, node_at(jps, i));
	}
}
