/* SPDX-License-Identifier: Apache-2.0 */
/* poker_room_pieces.c - rules given in cases over a number, checked for the
 * cases they leave out and the cases two of them claim: piecewise
 * conditions over a whole number (PP-ROOM-015: table balancing "more than
 * 6" and "fewer than 6" tables), the odd chip of a split pot by how many
 * odd chips are left (PP-ROOM-016), and the chip race's rounding by the
 * share of a higher chip left over (PP-ROOM-019).  Work is linear in the
 * plan: pieces are bounded by the schema (64), the cases by the ratios. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "poker_room/poker_room.h"
#include "i18n.h"

#define NO_BOUND (LLONG_MAX / 4)

/* The whole numbers [*lo, *hi] piece p holds for (bounds it omits are
 * open: -NO_BOUND or NO_BOUND). */
static void piece_range(const pp_node *p, long long *lo, long long *hi)
{
	*lo = -NO_BOUND;
	*hi = NO_BOUND;
	const pp_node *n;
	if ((n = node_get(p, "above")) && node_int(n) + 1 > *lo)
		*lo = node_int(n) + 1;
	if ((n = node_get(p, "at_least")) && node_int(n) > *lo)
		*lo = node_int(n);
	if ((n = node_get(p, "equals"))) {
		*lo = node_int(n) > *lo ? node_int(n) : *lo;
		*hi = node_int(n);
	}
	if ((n = node_get(p, "below")) && node_int(n) - 1 < *hi)
		*hi = node_int(n) - 1;
	if ((n = node_get(p, "at_most")) && node_int(n) < *hi)
		*hi = node_int(n);
}

/* The node a finding about piece p is located at: its first bound (the
 * value the plan anchors), else p. */
static const pp_node *piece_at(const pp_node *p)
{
	static const char *const keys[] = { "above", "at_least", "below", "at_most", "equals" };
	for (size_t i = 0; i < 5; i++)
		if (node_get(p, keys[i]))
			return node_get(p, keys[i]);
	return p;
}

static int cmp_ll(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;
	return (x > y) - (x < y);
}

/* "6", "5-7" or "7 and above". */
static void range_words(char *out, size_t n, long long lo, long long hi)
{
	if (hi >= NO_BOUND)
		snprintf(out, n, "%lld and above", lo);
	else if (lo == hi)
		snprintf(out, n, "%lld", lo);
	else
		snprintf(out, n, "%lld-%lld", lo, hi);
}

/* PP-ROOM-015 for one condition: the domain [min, max] cut at every
 * piece's bounds into segments; a segment no piece holds for is a gap, one
 * two pieces hold for an overlap.  Each is a finding naming the pieces (the
 * gap's neighbours) with their anchors. */
static void check_condition(ck_ctx *ctx, const pp_node *game, const pp_node *c)
{
	const char *name = node_get_text(c, "name", ""), *over = node_get_text(c, "over", "");
	const pp_node *pieces = node_get(c, "pieces");
	size_t np = node_len(pieces);
	long long dmin = node_get_int(c, "min", 0);
	long long dmax = node_get(c, "max") ? node_get_int(c, "max", 0) : NO_BOUND;
	if (dmax < dmin) {
		ck_emit(ctx, "PP-ROOM-015", game, node_get(c, "max"), name, 0,
		        "%s: the largest number of %s (%lld) is below the smallest (%lld)", name,
		        over, dmax, dmin);
		return;
	}
	long long *lo = pp_xcalloc(np, sizeof(*lo)), *hi = pp_xcalloc(np, sizeof(*hi));
	long long *cuts = pp_xcalloc(2 * np + 1, sizeof(*cuts));
	size_t nc = 0;
	cuts[nc++] = dmin;
	for (size_t i = 0; i < np; i++) {
		piece_range(node_at(pieces, i), &lo[i], &hi[i]);
		if (lo[i] > dmin && lo[i] <= dmax)
			cuts[nc++] = lo[i];
		if (hi[i] < dmax && hi[i] + 1 > dmin)
			cuts[nc++] = hi[i] + 1;
	}
	qsort(cuts, nc, sizeof(*cuts), cmp_ll);
	int problems = 0;
	for (size_t j = 0; j < nc; j++) {
		if (j > 0 && cuts[j] == cuts[j - 1])
			continue;
		long long a = cuts[j], b = dmax;
		for (size_t k = j + 1; k < nc; k++)
			if (cuts[k] > a) {
				b = cuts[k] - 1;
				break;
			}
		size_t count = 0, first = 0, second = 0;
		for (size_t i = 0; i < np; i++)
			if (lo[i] <= a && hi[i] >= b) {
				if (count == 0)
					first = i;
				else if (count == 1)
					second = i;
				count++;
			}
		if (count == 1)
			continue;
		char r[64];
		range_words(r, sizeof(r), a, b);
		char *subject = pp_xasprintf("%s: %s", name, r);
		pp_finding *f;
		problems++;
		if (count == 0) {
			/* the pieces next to the gap: the nearest below and above */
			const pp_node *below = NULL, *above = NULL;
			long long bd = -NO_BOUND, ad = NO_BOUND;
			for (size_t i = 0; i < np; i++) {
				if (hi[i] < a && hi[i] > bd) {
					bd = hi[i];
					below = node_at(pieces, i);
				}
				if (lo[i] > b && lo[i] < ad) {
					ad = lo[i];
					above = node_at(pieces, i);
				}
			}
			f = ck_emit(ctx, "PP-ROOM-015", game, c, subject, 0,
			            "%s: no piece says what holds for %s %s%s%s%s%s%s", name, r, over,
			            below || above ? " (between " : "",
			            below ? node_get_text(below, "name", "") : "",
			            below && above ? " and " : "",
			            above ? node_get_text(above, "name", "") : "",
			            below || above ? ")" : "");
			if (below)
				room_evidence_anchor(f, "piece_below", below);
			if (above)
				room_evidence_anchor(f, "piece_above", above);
		} else {
			const pp_node *p1 = node_at(pieces, first), *p2 = node_at(pieces, second);
			f = ck_emit(ctx, "PP-ROOM-015", game, piece_at(p2), subject, 0,
			            "%s: %zu pieces hold for %s %s, `%s` (%s) and `%s` (%s)", name, count,
			            r, over, node_get_text(p1, "name", ""), node_get_text(p1, "rule", ""),
			            node_get_text(p2, "name", ""), node_get_text(p2, "rule", ""));
			room_evidence_anchor(f, "piece", p1);
			room_evidence_anchor(f, "other_piece", p2);
		}
		ck_evidence_text(f, "numbers", r);
		free(subject);
	}
	if (!problems) {
		char r[64];
		range_words(r, sizeof(r), dmin, dmax);
		ck_emit(ctx, "PP-ROOM-015", game, c, name, 1,
		        "%s: every number of %s (%s) is covered by exactly one of %zu pieces", name,
		        over, r, np);
	}
	free(lo);
	free(hi);
	free(cuts);
}

/* The most ways a pot can be split: the most players any variant seats. */
static long long most_players(const pp_node *game)
{
	const pp_node *variants = node_get(game, "variants");
	long long most = 0;
	for (size_t i = 0; i < node_len(variants); i++) {
		long long n = node_get_int(node_at(variants, i), "max_players", 0);
		most = n > most ? n : most;
	}
	return most;
}

/* PP-ROOM-016: a pot split k ways leaves 1 to k-1 odd smallest chips; each
 * count up to (most players - 1) needs exactly one recipient. */
static void check_odd_chip(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *oc = node_get(game, "odd_chip");
	if (!oc)
		return;
	long long ways = most_players(game);
	const pp_node *rec = node_get(oc, "recipients");
	if (ways < 2) {
		ck_emit_status(ctx, "PP-ROOM-016", game, oc, "odd chip", PP_ST_NOTAPPLICABLE,
		               "the plan states no variant's most players, so the splits a pot "
		               "can have are not known");
		return;
	}
	long long gap_lo = 0, gap_hi = 0, twice = 0;
	for (long long r = 1; r < ways; r++) {
		size_t count = 0;
		for (size_t i = 0; i < node_len(rec); i++) {
			const pp_node *c = node_get(node_at(rec, i), "chips");
			count += !c || node_int(c) == r;
		}
		if (count == 0 && !gap_lo)
			gap_lo = r;
		if (count == 0)
			gap_hi = r;
		if (count > 1 && !twice)
			twice = r;
	}
	pp_finding *f;
	char gap[64];
	range_words(gap, sizeof(gap), gap_lo, gap_hi);
	if (gap_lo)
		f = ck_emit(ctx, "PP-ROOM-016", game, rec, "odd chip", 0,
		            "a pot split among up to %lld players can leave 1 to %lld odd smallest "
		            "chips; the plan names no recipient for %s of them (a split %lld ways "
		            "can leave %lld)", ways, ways - 1, gap, gap_lo + 1, gap_lo);
	else if (twice)
		f = ck_emit(ctx, "PP-ROOM-016", game, rec, "odd chip", 0,
		            "two recipients are named for %lld odd smallest chips", twice);
	else
		f = ck_emit(ctx, "PP-ROOM-016", game, rec, "odd chip", 1,
		            "every count of odd smallest chips a split among up to %lld players "
		            "leaves (1 to %lld) has one recipient", ways, ways - 1);
	room_evidence_anchor(f, "odd_chip_rule", oc);
}

/* Whether remainder piece p holds for share q of a higher chip. */
static int remainder_holds(const pp_node *p, const mpq_t q)
{
	static const struct { const char *key; int lo, strict; } bounds[] = {
		{ "above", 1, 1 }, { "at_least", 1, 0 }, { "below", 0, 1 }, { "at_most", 0, 0 }
	};
	mpq_t b;
	mpq_init(b);
	int ok = 1;
	for (size_t i = 0; ok && i < 4; i++) {
		const pp_node *n = node_get(p, bounds[i].key);
		if (!n)
			continue;
		num_from_node(b, n);
		int c = mpq_cmp(q, b);
		ok = bounds[i].lo ? (bounds[i].strict ? c > 0 : c >= 0)
		                  : (bounds[i].strict ? c < 0 : c <= 0);
	}
	mpq_clear(b);
	return ok;
}

/* PP-ROOM-019: every remainder r of r/q higher chips (q lower chips per
 * higher chip, the plan's ratios or 2 to 20) is covered by exactly one
 * remainder rule; exactly half is named on its own. */
static void check_chip_race(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *cr = node_get(game, "chip_race");
	if (!cr)
		return;
	const pp_node *pieces = node_get(cr, "remainders"), *ratios = node_get(cr, "ratios");
	size_t nq = ratios ? node_len(ratios) : 19;
	mpq_t q, lo, hi;
	mpq_inits(q, lo, hi, NULL);
	unsigned long cases = 0, gaps = 0, twice = 0;
	long long lo_r = 0, lo_d = 1, hi_r = 0, hi_d = 1;
	const pp_node *half_by = NULL;
	size_t half_count = 0;
	int half_seen = 0;
	for (size_t k = 0; k < nq; k++) {
		long long d = ratios ? node_int(node_at(ratios, k)) : (long long)k + 2;
		for (long long r = 1; r < d; r++) {
			mpq_set_ui(q, (unsigned long)r, (unsigned long)d);
			mpq_canonicalize(q);
			size_t count = 0;
			const pp_node *by = NULL;
			for (size_t i = 0; i < node_len(pieces); i++)
				if (remainder_holds(node_at(pieces, i), q)) {
					count++;
					by = node_at(pieces, i);
				}
			cases++;
			if (count == 0 && (gaps++ == 0 || mpq_cmp(q, lo) < 0)) {
				mpq_set(lo, q);
				lo_r = r;
				lo_d = d;
			}
			if (count == 0 && (gaps == 1 || mpq_cmp(q, hi) > 0)) {
				mpq_set(hi, q);
				hi_r = r;
				hi_d = d;
			}
			twice += count > 1;
			if (2 * r == d) {
				half_seen = 1;
				half_count = count;
				half_by = by;
			}
		}
	}
	pp_finding *f;
	const char *sub = "chip-race remainders";
	if (gaps)
		f = ck_emit(ctx, "PP-ROOM-019", game, pieces, sub, 0,
		            "the chip race's rounding is not total: no rule says what happens to %lu "
		            "of %lu remainders, from %lld/%lld to %lld/%lld of a higher chip (%lld "
		            "lower chip(s) left at %lld per higher chip)", gaps, cases, lo_r, lo_d,
		            hi_r, hi_d, lo_r, lo_d);
	else if (twice)
		f = ck_emit(ctx, "PP-ROOM-019", game, pieces, sub, 0,
		            "the chip race's rounding is ambiguous: %lu of %lu remainders have two "
		            "rules", twice, cases);
	else
		f = ck_emit(ctx, "PP-ROOM-019", game, pieces, sub, 1,
		            "every one of %lu remainders has exactly one rule", cases);
	room_evidence_anchor(f, "chip_race_rule", cr);
	if (half_seen)
		ck_emit(ctx, "PP-ROOM-019", game, half_count == 1 ? piece_at(half_by) : pieces,
		        "chip-race remainder of exactly half", half_count == 1,
		        half_count == 1 ? N_("a remainder of exactly half a higher chip: `%s`")
		        : N_("a remainder of exactly half a higher chip has %s rules"),
		        half_count == 1 ? node_get_text(half_by, "result", "")
		        : half_count ? "two" : "no");
	mpq_clears(q, lo, hi, NULL);
}

/* The bounds of the remainder rules pieces that lie strictly between 0 and
 * 1 into b (initialised here, at most 4 per rule), ascending and distinct;
 * returns how many. */
static size_t remainder_bounds(mpq_t *b, const pp_node *pieces)
{
	static const char *const keys[] = { "above", "at_least", "below", "at_most" };
	size_t n = 0;
	mpq_t v;
	mpq_init(v);
	for (size_t i = 0; i < node_len(pieces); i++)
		for (size_t k = 0; k < 4; k++) {
			const pp_node *at = node_get(node_at(pieces, i), keys[k]);
			if (!at)
				continue;
			num_from_node(v, at);
			if (mpq_sgn(v) <= 0 || mpq_cmp_ui(v, 1, 1) >= 0)
				continue;
			size_t j = n;
			while (j > 0 && mpq_cmp(b[j - 1], v) > 0)
				j--;
			if (j > 0 && mpq_equal(b[j - 1], v))
				continue;
			mpq_init(b[n]);
			for (size_t m = n; m > j; m--)
				mpq_swap(b[m], b[m - 1]);
			mpq_set(b[j], v);
			n++;
		}
	mpq_clear(v);
	return n;
}

/* Whether exactly one of the remainder rules pieces holds for share q. */
static int one_rule_for(const pp_node *pieces, const mpq_t q)
{
	size_t count = 0;
	for (size_t i = 0; i < node_len(pieces); i++)
		count += remainder_holds(node_at(pieces, i), q);
	return count == 1;
}

/* Whether the chip race's remainder rules give every share of a higher
 * chip strictly between 0 and 1 exactly one result, so that no colour-up
 * ratio can leave a remainder without a rule or with two.  A rule's bounds
 * cut (0, 1) into open intervals over which the count of rules that hold
 * cannot change: testing each bound and one share inside each interval
 * decides every share. */
static int remainders_decide_any_ratio(const pp_node *pieces)
{
	mpq_t b[4 * 16], q, lo; /* the schema allows 16 rules of 4 bounds */
	size_t n = remainder_bounds(b, pieces);
	int ok = 1;
	mpq_inits(q, lo, NULL);
	for (size_t i = 0; ok && i <= n; i++) {
		if (i < n)
			ok = one_rule_for(pieces, b[i]);
		/* the interval below bound i (or below 1), from the bound before
		 * it (or 0): its midpoint */
		mpq_set_ui(lo, 0, 1);
		if (i > 0)
			mpq_set(lo, b[i - 1]);
		if (i < n)
			mpq_set(q, b[i]);
		else
			mpq_set_ui(q, 1, 1);
		mpq_add(q, q, lo);
		mpq_div_2exp(q, q, 1);
		ok = ok && one_rule_for(pieces, q);
	}
	for (size_t i = 0; i < n; i++)
		mpq_clear(b[i]);
	mpq_clears(q, lo, NULL);
	return ok;
}

const char *room_open_decided(const pp_node *game, const pp_node *map, const char *field)
{
	const pp_node *cr = node_get(game, "chip_race");
	if (cr && map == cr && strcmp(field, "ratios") == 0 &&
	    remainders_decide_any_ratio(node_get(cr, "remainders")))
		return "the remainder rules give every share of a higher chip exactly one "
		       "result, whatever the ratio (PP-ROOM-019)";
	return NULL;
}

void room_check_pieces(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *conds = node_get(game, "conditions");
	for (size_t i = 0; i < node_len(conds); i++)
		check_condition(ctx, game, node_at(conds, i));
	check_odd_chip(ctx, game);
	check_chip_race(ctx, game);
}
