/* SPDX-License-Identifier: Apache-2.0 */
/* roulette_results.c - PP-ROUL-011: the result a call bet's plan states
 * for a winning number ("2 x 8:1": two chips at 8:1) against what its
 * chips win.  The computed result of number v is, per payout, the chips of
 * every part that covers v (a part's payout is the plan's payout for its
 * bet type); the stated and the computed result are compared as chips per
 * payout, so the order of the items does not matter. */
#include <stdlib.h>
#include <string.h>

#include "roulette/roulette.h"
#include "i18n.h"

/* One result: up to RB_COUNT payouts, each with its chips. */
typedef struct {
	size_t n;
	mpq_t payout[RB_COUNT + 8];
	unsigned long chips[RB_COUNT + 8];
} result;

static void result_init(result *r)
{
	r->n = 0;
	for (size_t i = 0; i < RB_COUNT + 8; i++) {
		mpq_init(r->payout[i]);
		r->chips[i] = 0;
	}
}

static void result_clear(result *r)
{
	for (size_t i = 0; i < RB_COUNT + 8; i++)
		mpq_clear(r->payout[i]);
}

/* Add chips at payout p to r (a payout seen before adds to its chips);
 * returns 0 when r is full. */
static int result_add(result *r, const mpq_t p, unsigned long chips)
{
	for (size_t i = 0; i < r->n; i++)
		if (mpq_equal(r->payout[i], p)) {
			r->chips[i] += chips;
			return 1;
		}
	if (r->n == RB_COUNT + 8)
		return 0;
	mpq_set(r->payout[r->n], p);
	r->chips[r->n++] = chips;
	return 1;
}

/* Whether every payout of a has the same chips in b, and b no other. */
static int result_equal(const result *a, const result *b)
{
	if (a->n != b->n)
		return 0;
	for (size_t i = 0; i < a->n; i++) {
		size_t j = 0;
		while (j < b->n && !mpq_equal(a->payout[i], b->payout[j]))
			j++;
		if (j == b->n || a->chips[i] != b->chips[j])
			return 0;
	}
	return 1;
}

/* "2 x 17:1 + 1 x 11:1" (in the order added), or "nothing". */
static void result_text(pp_buf *b, const result *r)
{
	if (r->n == 0)
		pp_buf_puts(b, "nothing");
	for (size_t i = 0; i < r->n; i++) {
		char *num = mpz_get_str(NULL, 10, mpq_numref(r->payout[i]));
		char *den = mpz_get_str(NULL, 10, mpq_denref(r->payout[i]));
		pp_buf_printf(b, "%s%lu x %s:%s", i ? " + " : "", r->chips[i], num, den);
		free(num);
		free(den);
	}
}

/* The computed result of number v from the parts of call; 0 when a part
 * covering v has no stated payout. */
static int computed(result *r, const pp_node *call, unsigned v, const mpq_t *payout,
                    const int *has)
{
	const pp_node *parts = node_get(call, "components");
	for (size_t i = 0; i < node_len(parts); i++) {
		const pp_node *part = node_at(parts, i);
		int dups;
		roul_set s = roul_set_of(node_get(part, "numbers"), &dups);
		if (!((s >> v) & 1))
			continue;
		int b = roul_bet_from_name(node_get_text(part, "bet", ""));
		if (b < 0 || !has[b])
			return 0;
		result_add(r, payout[b], (unsigned long)node_get_int(part, "chips", 1));
	}
	return 1;
}

void roul_check_results(ck_ctx *ctx, const pp_node *game, const pp_node *call,
                        const mpq_t *payout, const int *has)
{
	const pp_node *results = node_get(call, "results");
	if (!results)
		return;
	const char *name = node_get_text(call, "name", "");
	pp_buf bad = { 0 };
	size_t unpriced = 0;
	for (size_t i = 0; i < node_len(results); i++) {
		const pp_node *row = node_at(results, i);
		unsigned v = (unsigned)node_get_int(row, "number", 0);
		const pp_node *wins = node_get(row, "wins");
		result stated, got;
		result_init(&stated);
		result_init(&got);
		mpq_t p;
		mpq_init(p);
		for (size_t k = 0; k < node_len(wins); k++) {
			num_get(p, node_at(wins, k), "payout");
			result_add(&stated, p, (unsigned long)node_get_int(node_at(wins, k), "chips", 1));
		}
		if (!computed(&got, call, v, payout, has)) {
			unpriced++;
		} else if (!result_equal(&stated, &got)) {
			pp_buf_printf(&bad, "%s%u: the plan says ", bad.len ? "; " : "", v);
			result_text(&bad, &stated);
			pp_buf_puts(&bad, ", the chips win ");
			result_text(&bad, &got);
		}
		mpq_clear(p);
		result_clear(&stated);
		result_clear(&got);
	}
	pp_finding *f;
	if (bad.len)
		f = ck_emit(ctx, "PP-ROUL-011", game, results, name, 0,
		            "the results the plan states differ from what the chips win: %s",
		            bad.data);
	else
		f = ck_emit(ctx, "PP-ROUL-011", game, results, name, 1,
		            "the results the plan states for %zu winning number(s) are what the "
		            "chips win%s", node_len(results) - unpriced,
		            unpriced ? ck_l10n(" (numbers whose parts have no stated payout are "
		                               "not compared)") : "");
	if (bad.len)
		ck_evidence_text(f, "differences", bad.data);
	pp_buf_free(&bad);
}
