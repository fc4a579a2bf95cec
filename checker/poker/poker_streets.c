/* SPDX-License-Identifier: Apache-2.0 */
/* poker_streets.c - raise bets made at stated streets (poker_streets.h):
 * PP-STREET-001, the streets agree with the bet's `multiples`, belong to
 * the family in the order of play, and every fold street is a street the
 * bet can be made at; PP-STREET-002, the largest win at each street's
 * largest multiple, per limits row; PP-STREET-003, a fractional multiple
 * ("0.5": half the ante) is a whole number of the plan's smallest chips at
 * every ante of a limits row, counted in closed form.  Exact rationals. */
#include <stdlib.h>
#include <string.h>

#include "core/maxwin.h"
#include "poker/poker_streets.h"
#include "i18n.h"

static const char *const holdem_streets[] = { "preflop", "flop", "turn", "river", NULL };
static const char *const stud_streets[] = { "draw", "after_draw", NULL };

int poker_street_rank(const char *family, const char *street)
{
	const char *const *order = strcmp(family, "stud") == 0 ? stud_streets : holdem_streets;
	for (int i = 0; order[i]; i++)
		if (strcmp(order[i], street) == 0)
			return i;
	return -1;
}

/* A set of multiples, ascending and distinct; the caller owns it
 * (mset_free). */
typedef struct {
	mpq_t *v;
	size_t n, cap;
} mset;

static void mset_add(mset *s, const mpq_t q)
{
	size_t at = 0;
	while (at < s->n && mpq_cmp(s->v[at], q) < 0)
		at++;
	if (at < s->n && mpq_equal(s->v[at], q))
		return;
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 8;
		s->v = pp_xrealloc(s->v, s->cap * sizeof(*s->v));
	}
	memmove(s->v + at + 1, s->v + at, (s->n - at) * sizeof(*s->v));
	mpq_init(s->v[at]);
	mpq_set(s->v[at], q);
	s->n++;
}

/* Every multiple of list (a list of decimals) into s. */
static void mset_add_list(mset *s, const pp_node *list)
{
	mpq_t q;
	mpq_init(q);
	for (size_t i = 0; i < node_len(list); i++) {
		num_from_node(q, node_at(list, i));
		mset_add(s, q);
	}
	mpq_clear(q);
}

static int mset_equal(const mset *a, const mset *b)
{
	if (a->n != b->n)
		return 0;
	for (size_t i = 0; i < a->n; i++)
		if (!mpq_equal(a->v[i], b->v[i]))
			return 0;
	return 1;
}

/* "2, 3, 4": allocated for the caller. */
static char *mset_text(const mset *s)
{
	pp_buf b = { 0 };
	for (size_t i = 0; i < s->n; i++) {
		char *x = num_plain(s->v[i]);
		pp_buf_printf(&b, "%s%s", i ? ", " : "", x);
		free(x);
	}
	return b.data ? b.data : pp_xstrdup("");
}

static void mset_free(mset *s)
{
	for (size_t i = 0; i < s->n; i++)
		mpq_clear(s->v[i]);
	free(s->v);
	memset(s, 0, sizeof(*s));
}

/* The streets of bet (with their multiples) and its fold streets in
 * words, "preflop 3, 4; flop 2; river 1" and "river", into two buffers. */
static void streets_words(pp_buf *streets, pp_buf *folds, const pp_node *bet)
{
	const pp_node *list = node_get(bet, "streets"), *fl = node_get(bet, "fold_allowed_at");
	for (size_t i = 0; i < node_len(list); i++) {
		const pp_node *s = node_at(list, i);
		mset m = { 0 };
		mset_add_list(&m, node_get(s, "multiples"));
		char *t = mset_text(&m);
		pp_buf_printf(streets, "%s%s %s", i ? "; " : "", node_get_text(s, "street", ""), t);
		free(t);
		mset_free(&m);
	}
	for (size_t i = 0; i < node_len(fl); i++)
		pp_buf_printf(folds, "%s%s", i ? ", " : "", node_text(node_at(fl, i)));
}

/* Whether the bet's `streets` has one called name. */
static int has_street(const pp_node *bet, const char *name)
{
	const pp_node *list = node_get(bet, "streets");
	for (size_t i = 0; i < node_len(list); i++)
		if (strcmp(node_get_text(node_at(list, i), "street", ""), name) == 0)
			return 1;
	return 0;
}

/* Before each fault but the first, its separator; counts it in *n. */
static void next_fault(ck_l10n_buf *bad, unsigned *n)
{
	if ((*n)++)
		ck_l10n_buf_puts(bad, "; ");
}

/* The streets' own faults into bad (n counts them), every multiple into
 * all: a street of another family, a street listed after a later one, a
 * multiple that is no stake. */
static void street_faults(ck_l10n_buf *bad, unsigned *n, mset *all, const poker_game *g,
                          const pp_node *list)
{
	int last = -1;
	mpq_t q;
	mpq_init(q);
	for (size_t i = 0; i < node_len(list); i++) {
		const pp_node *s = node_at(list, i), *ms = node_get(s, "multiples");
		const char *name = node_get_text(s, "street", "");
		int r = poker_street_rank(g->family, name);
		if (r < 0) {
			next_fault(bad, n);
			ck_l10n_buf_printf(bad, "`%s` is not a street of %s", name, g->family);
		} else if (r < last) {
			next_fault(bad, n);
			ck_l10n_buf_printf(bad, "`%s` is listed after a later street", name);
		}
		if (r > last)
			last = r;
		for (size_t k = 0; k < node_len(ms); k++) {
			num_from_node(q, node_at(ms, k));
			if (mpq_sgn(q) <= 0) {
				next_fault(bad, n);
				ck_l10n_buf_printf(bad, "a multiple of %s at %s is no stake",
				                   node_text(node_at(ms, k)), name);
			}
			mset_add(all, q);
		}
	}
	mpq_clear(q);
}

/* PP-STREET-001 for raise bet b. */
static void check_structure(ck_ctx *ctx, const poker_game *g, const poker_bet *b)
{
	const pp_node *list = node_get(b->node, "streets"), *fl = node_get(b->node, "fold_allowed_at");
	const pp_node *stated_node = node_get(b->node, "multiples");
	ck_l10n_buf bad = { 0 };
	unsigned n = 0;
	mset all = { 0 }, stated = { 0 };
	street_faults(&bad, &n, &all, g, list);
	mset_add_list(&stated, stated_node);
	char *at = mset_text(&all), *st = mset_text(&stated);
	if (list && stated_node && !mset_equal(&all, &stated)) {
		next_fault(&bad, &n);
		ck_l10n_buf_printf(&bad, "the streets allow %s antes but `multiples` lists %s", at, st);
	} else if (list && !stated_node && all.n && mpq_cmp_ui(all.v[all.n - 1], 1, 1) != 0) {
		next_fault(&bad, &n);
		ck_l10n_buf_printf(&bad, "the streets allow %s antes but the bet lists no "
		                   "`multiples`: its maximum win is read at 1 ante", at);
	}
	for (size_t i = 0; i < node_len(fl); i++) {
		const char *f = node_text(node_at(fl, i));
		if (poker_street_rank(g->family, f) < 0) {
			next_fault(&bad, &n);
			ck_l10n_buf_printf(&bad, "a fold at `%s`, not a street of %s", f, g->family);
		} else if (list && !has_street(b->node, f)) {
			next_fault(&bad, &n);
			ck_l10n_buf_printf(&bad, "a fold at `%s`, where the bet cannot be made", f);
		}
	}
	pp_buf words = { 0 }, folds = { 0 };
	streets_words(&words, &folds, b->node);
	const char *fw = folds.len ? folds.data : ck_l10n(N_("no street stated"));
	pp_finding *f;
	if (n)
		f = ck_emit(ctx, "PP-STREET-001", g->game, list ? list : fl, b->name, 0,
		            "`%s`: the streets and folds contradict each other: %s", b->name,
		            ck_l10n_buf_text(&bad));
	else
		f = ck_emit(ctx, "PP-STREET-001", g->game, list ? list : fl, b->name, 1,
		            "`%s` is made at %s; a fold is allowed at %s", b->name,
		            words.len ? words.data : "-", fw);
	ck_evidence_text(f, "streets", words.len ? words.data : "");
	ck_evidence_text(f, "fold_allowed_at", folds.len ? folds.data : "");
	pp_buf_free(&words);
	pp_buf_free(&folds);
	free(at);
	free(st);
	mset_free(&all);
	mset_free(&stated);
	ck_l10n_buf_free(&bad);
}

/* The best net multiple raise bet b wins, over every hand class, into
 * out; 0 when the bet states no payout at all. */
static int best_multiple(mpq_t out, const poker_bet *b)
{
	int any = 0;
	mpq_t m;
	mpq_init(m);
	for (int c = 0; c < HAND_NCLASS; c++)
		if (poker_multiple(m, b, (hand_class)c) && (!any++ || mpq_cmp(m, out) > 0))
			mpq_set(out, m);
	mpq_clear(m);
	return any;
}

/* PP-STREET-002 for raise bet b at limits row `row`: the stake and win at
 * each street's largest multiple, the Ante at the row's maximum bet. */
static void street_wins(ck_ctx *ctx, const poker_game *g, const poker_bet *b,
                        const pp_node *row, const mpq_t pays, pp_table **t)
{
	const pp_node *list = node_get(b->node, "streets");
	mpq_t ante, stake, win, best;
	mpq_inits(ante, stake, win, best, NULL);
	if (!ck_row_max_bet(ante, row)) {
		mpq_clears(ante, stake, win, best, NULL);
		return;
	}
	if (!*t)
		*t = ck_table(ctx, g->game, "raise-streets",
		              N_("Raise streets: the largest win at each street's largest multiple"),
		              6, N_("row"), N_("bet"), N_("street"), N_("largest multiple"),
		              N_("stake"), N_("win"));
	char *label = node_item_name(row);
	const char *cur = node_get_text(row, "currency", "");
	pp_buf per = { 0 };
	const char *best_street = "";
	char *ante_text = num_plain(ante);
	for (size_t i = 0; i < node_len(list); i++) {
		const pp_node *s = node_at(list, i);
		mset m = { 0 };
		mset_add_list(&m, node_get(s, "multiples"));
		if (!m.n)
			continue;
		mpq_mul(stake, ante, m.v[m.n - 1]);
		mpq_mul(win, stake, pays);
		const char *name = node_get_text(s, "street", "");
		if (!i || mpq_cmp(win, best) > 0) {
			mpq_set(best, win);
			best_street = name;
		}
		char *mx = num_plain(m.v[m.n - 1]), *sk = num_plain(stake), *w = num_plain(win);
		ck_table_row(*t, label, b->name, name, mx, sk, w);
		pp_buf_printf(&per, "%s%s %s x %s: %s", per.len ? "; " : "", name, mx, ante_text, w);
		free(mx);
		free(sk);
		free(w);
		mset_free(&m);
	}
	char *bw = num_plain(best);
	pp_finding *f = ck_emit(ctx, "PP-STREET-002", g->game, list, b->name, 1,
	                        "`%s` in %s, with the Ante at %s %s, wins at most, per street at "
	                        "its largest multiple: %s; the most, %s %s, at %s",
	                        b->name, label, ante_text, cur, per.len ? per.data : "-", bw, cur,
	                        best_street);
	ck_evidence_q(f, "max_win", best, 2);
	ck_evidence_text(f, "street", best_street);
	free(bw);
	free(label);
	free(ante_text);
	pp_buf_free(&per);
	mpq_clears(ante, stake, win, best, NULL);
}

/* PP-STREET-003 for multiple m (p/q in lowest terms, q > 1) of raise bet
 * b at limits row `row` whose smallest chip is chip: the raise on an ante
 * of k chips is k p/q chips, whole exactly when q divides k. */
static void check_fraction(ck_ctx *ctx, const poker_game *g, const poker_bet *b,
                           const pp_node *row, const mpq_t chip, const mpq_t m)
{
	mpq_t lo, hi, x;
	mpz_t klo, khi, bad;
	mpq_inits(lo, hi, x, NULL);
	mpz_inits(klo, khi, bad, NULL);
	if (!num_get(lo, row, "min_bet") || !ck_row_max_bet(hi, row) || mpq_sgn(lo) <= 0 ||
	    !mpz_fits_ulong_p(mpq_denref(m)))
		goto cleanup;
	mpq_div(lo, lo, chip);
	mpq_div(hi, hi, chip);
	mpz_cdiv_q(klo, mpq_numref(lo), mpq_denref(lo));
	mpz_fdiv_q(khi, mpq_numref(hi), mpq_denref(hi));
	if (mpz_cmp(klo, khi) > 0)
		goto cleanup;
	unsigned long q = mpz_get_ui(mpq_denref(m));
	num_count_not_multiple(bad, klo, khi, q);
	char *label = node_item_name(row), *ms = num_plain(m), *c = num_plain(chip);
	char *subject = pp_xasprintf("%s %s", b->name, ms), *nb = mpz_get_str(NULL, 10, bad);
	const char *cur = node_get_text(row, "currency", "");
	if (mpz_sgn(bad) == 0) {
		ck_emit(ctx, "PP-STREET-003", g->game, b->node, subject, 1,
		        "`%s` of %s antes is a whole number of %s %s chips at every ante in %s",
		        b->name, ms, c, cur, label);
	} else {
		/* the least ante of the row q does not divide, and the chip it needs */
		if (mpz_divisible_ui_p(klo, q))
			mpz_add_ui(klo, klo, 1);
		mpq_set_z(x, klo);
		mpq_mul(x, x, chip);
		char *first = num_plain(x);
		mpq_set_ui(x, 1, q);
		mpq_mul(x, x, chip);
		char *need = num_plain(x);
		pp_finding *f = ck_emit(ctx, "PP-STREET-003", g->game, b->node, subject, 0,
		                        "`%s` of %s antes cannot be paid in %s %s chips on %s of the "
		                        "antes in %s (the first: %s); it needs a %s %s chip",
		                        b->name, ms, c, cur, nb, label, first, need, cur);
		ck_evidence_text(f, "unpayable_antes", nb);
		ck_evidence_text(f, "least_ante", first);
		ck_evidence_text(f, "missing_chip", need);
		free(first);
		free(need);
	}
	free(label);
	free(ms);
	free(c);
	free(subject);
	free(nb);
cleanup:
	mpq_clears(lo, hi, x, NULL);
	mpz_clears(klo, khi, bad, NULL);
}

/* PP-STREET-003 for every fractional multiple of raise bet b (its streets'
 * and its `multiples`) at every limits row. */
static void check_fractions(ck_ctx *ctx, const poker_game *g, const poker_bet *b)
{
	mset all = { 0 };
	const pp_node *list = node_get(b->node, "streets");
	mset_add_list(&all, node_get(b->node, "multiples"));
	for (size_t i = 0; i < node_len(list); i++)
		mset_add_list(&all, node_get(node_at(list, i), "multiples"));
	const pp_node *limits = node_get(g->game, "limits");
	mpq_t chip;
	mpq_init(chip);
	for (size_t k = 0; k < all.n; k++) {
		if (mpq_sgn(all.v[k]) <= 0 || mpz_cmp_ui(mpq_denref(all.v[k]), 1) == 0)
			continue;
		for (size_t i = 0; i < node_len(limits); i++) {
			const pp_node *row = node_at(limits, i);
			if (ck_smallest_chip(chip, ctx, g->game, node_get_text(row, "currency", "")) &&
			    mpq_sgn(chip) > 0) {
				check_fraction(ctx, g, b, row, chip, all.v[k]);
				continue;
			}
			char *label = node_item_name(row), *ms = num_plain(all.v[k]);
			char *subject = pp_xasprintf("%s %s", b->name, ms);
			ck_emit_status(ctx, "PP-STREET-003", g->game, row, subject, PP_ST_NOTAPPLICABLE,
			               "the plan states no smallest chip in %s: whether `%s` of %s antes "
			               "can be paid is not checked", label, b->name, ms);
			free(label);
			free(ms);
			free(subject);
		}
	}
	mpq_clear(chip);
	mset_free(&all);
}

/* Whether the bet's streets are exactly `want` (want[i] the multiples of
 * street names[i], empty sets for streets not stated). */
static int streets_are(const pp_node *bet, const char *const *names, const mset *want,
                       size_t n)
{
	const pp_node *list = node_get(bet, "streets");
	size_t stated = 0;
	for (size_t i = 0; i < n; i++)
		stated += want[i].n > 0;
	if (node_len(list) != stated)
		return 0;
	for (size_t i = 0; i < node_len(list); i++) {
		const pp_node *s = node_at(list, i);
		const char *name = node_get_text(s, "street", "");
		size_t k = 0;
		while (k < n && strcmp(names[k], name) != 0)
			k++;
		mset got = { 0 };
		mset_add_list(&got, node_get(s, "multiples"));
		int same = k < n && mset_equal(&got, &want[k]);
		mset_free(&got);
		if (!same)
			return 0;
	}
	return 1;
}

/* Whether the bet allows a fold at no street, or at `street` alone. */
static int folds_only_at(const pp_node *bet, const char *street)
{
	const pp_node *fl = node_get(bet, "fold_allowed_at");
	return !fl || (node_len(fl) == 1 && strcmp(node_text(node_at(fl, 0)), street) == 0);
}

/* The stud engine's one decision: the raise at one street, a fold only
 * there (or at no stated street). */
static const char *stud_unmodelled(const pp_node *bet)
{
	const pp_node *list = node_get(bet, "streets");
	if (node_len(list) > 1)
		return "a raise at more than one street is not modelled: the engine decides "
		       "once, raise or fold";
	const char *street = list ? node_get_text(node_at(list, 0), "street", "") : NULL;
	const pp_node *fl = node_get(bet, "fold_allowed_at");
	if (node_len(fl) > 1 || (street && fl && !folds_only_at(bet, street)))
		return "a fold at a street other than the raise's is not modelled";
	return NULL;
}

const char *poker_streets_unmodelled(const pp_node *bet, const char *family)
{
	if (!node_get(bet, "streets") && !node_get(bet, "fold_allowed_at"))
		return NULL;
	if (strcmp(family, "stud") == 0)
		return stud_unmodelled(bet);
	static const char *const names[] = { "preflop", "flop", "river" };
	mset m = { 0 }, want[3] = { { 0 } };
	mset_add_list(&m, node_get(bet, "multiples"));
	const char *no = NULL;
	if (m.n >= 3) { /* UTH: the smallest on the river, the next on the flop */
		mset_add(&want[2], m.v[0]);
		mset_add(&want[1], m.v[1]);
		for (size_t i = 2; i < m.n; i++)
			mset_add(&want[0], m.v[i]);
		if (!streets_are(bet, names, want, 3) && node_get(bet, "streets"))
			no = "the raise streets the plan states are not the Ultimate Texas hold'em "
			     "reading the engine models (the largest sizes before the flop, the next "
			     "on the flop, the smallest on the river)";
		else if (!folds_only_at(bet, "river"))
			no = "a fold at a street other than the river is not modelled";
	} else if (m.n == 1) { /* casino hold'em: a call on the flop or a fold */
		mset_add(&want[1], m.v[0]);
		if (!streets_are(bet, names, want, 3) && node_get(bet, "streets"))
			no = "the raise streets the plan states are not casino hold'em's call on the "
			     "flop, which the engine models";
		else if (!folds_only_at(bet, "flop"))
			no = "a fold at a street other than the flop is not modelled";
	} else {
		no = "a raise made at stated streets with two sizes is not modelled";
	}
	for (size_t i = 0; i < 3; i++)
		mset_free(&want[i]);
	mset_free(&m);
	return no;
}

void poker_check_streets(ck_ctx *ctx, const poker_game *g)
{
	const pp_node *limits = node_get(g->game, "limits");
	pp_table *t = NULL;
	mpq_t pays;
	mpq_init(pays);
	for (size_t i = 0; i < g->nbets; i++) {
		const poker_bet *b = &g->bets[i];
		if (b->kind != POKER_RAISE)
			continue;
		int has_streets = node_get(b->node, "streets") != NULL;
		if (has_streets || node_get(b->node, "fold_allowed_at"))
			check_structure(ctx, g, b);
		for (size_t k = 0; has_streets && best_multiple(pays, b) && k < node_len(limits); k++)
			street_wins(ctx, g, b, node_at(limits, k), pays, &t);
		check_fractions(ctx, g, b);
	}
	mpq_clear(pays);
}
