/* SPDX-License-Identifier: Apache-2.0 */
/* poker_room_limits.c - the most and least bet of a betting structure and
 * the plan's worked examples of them (PP-ROOM-040): the stated `max_bet`
 * against the limit, and each example's figures recomputed exactly (the
 * pot after the call, the most a pot-limit raise reaches, the least raise
 * under each reading of the minimum-raise rule). */
#include <stdlib.h>
#include <string.h>

#include "poker_room/poker_room.h"
#include "i18n.h"

void room_pot_limit(mpq_t max_to, mpq_t pot_after_call, mpq_t top, const mpq_t pot,
                    mpq_t *bets, size_t n, const mpq_t own)
{
	mpq_set_ui(top, 0, 1);
	mpq_set(pot_after_call, pot);
	for (size_t i = 0; i < n; i++) {
		mpq_add(pot_after_call, pot_after_call, bets[i]);
		if (mpq_cmp(bets[i], top) > 0)
			mpq_set(top, bets[i]);
	}
	if (mpq_cmp(own, top) > 0)
		mpq_set(top, own);
	/* own is already in; the call brings the player to top: the pot, the
	 * others' bets and top of his own */
	mpq_add(pot_after_call, pot_after_call, top);
	mpq_add(max_to, top, pot_after_call);
}

void room_min_raise(mpq_t min_to, mpq_t *bets, size_t n, const char *basis, long long k)
{
	mpq_t step, prev, d;
	mpq_inits(step, prev, d, NULL);
	for (size_t i = 0; i < n; i++) {   /* the opening bet is the first step */
		mpq_sub(d, bets[i], prev);
		if (strcmp(basis, "last_two_bets") == 0 || mpq_cmp(d, step) > 0)
			mpq_set(step, d);
		mpq_set(prev, bets[i]);
	}
	if (k > 0) {
		mpq_set_si(d, k, 1);
		mpq_mul(min_to, prev, d);
	} else {
		mpq_add(min_to, prev, step);
	}
	mpq_clears(step, prev, d, NULL);
}

/* The one reading of the least raise: the basis, else "k times". */
struct reading {
	const char *basis;
	long long k;
};

/* When the plan states figure `key` of example e and it is not want: 1,
 * with *w (want) and *g (the plan's) as text for the caller to free. */
static int differs(const pp_node *e, const char *key, const mpq_t want, char **w, char **g)
{
	const pp_node *n = node_get(e, key);
	if (!n)
		return 0;
	mpq_t got;
	mpq_init(got);
	num_from_node(got, n);
	int bad = !mpq_equal(got, want);
	if (bad) {
		*w = num_plain(want);
		*g = num_plain(got);
	}
	mpq_clear(got);
	return bad;
}

/* Appends fmt (two %s: the figure want and the plan's) to msg and clears
 * ok when the plan states figure key of e otherwise; fmt is a literal
 * wrapped in N_() so that it is extracted and checked. */
#define COMPARE(msg, ok, e, key, want, fmt)                                    \
	do {                                                                   \
		char *w_, *g_;                                                 \
		if (differs((e), (key), (want), &w_, &g_)) {                   \
			ck_l10n_buf_printf((msg), fmt, w_, g_);                \
			free(w_);                                              \
			free(g_);                                              \
			(ok) = 0;                                              \
		}                                                              \
	} while (0)

/* The least raise of example e (bets b of n, the highest top) under one
 * reading r, compared with the plan's: appended to msg; 1 when it agrees. */
static int check_min_raise(ck_l10n_buf *msg, const pp_node *e, mpq_t *b, size_t n,
                           const mpq_t top, const struct reading *r)
{
	mpq_t to, by;
	mpq_inits(to, by, NULL);
	room_min_raise(to, b, n, r->basis ? r->basis : "", r->basis ? 0 : r->k);
	mpq_sub(by, to, top);
	char *t = num_plain(to);
	if (r->basis)
		ck_l10n_buf_printf(msg, "; under the basis %s the least raise is to %s", r->basis, t);
	else
		ck_l10n_buf_printf(msg, "; under \"%lld times the previous bet\" the least raise is "
		                        "to %s", r->k, t);
	int ok = 1;
	COMPARE(msg, ok, e, "min_raise_to", to, N_("; a raise to %s, where the plan states %s"));
	COMPARE(msg, ok, e, "min_raise_by", by, N_("; a raise by %s, where the plan states %s"));
	free(t);
	mpq_clears(to, by, NULL);
	return ok;
}

/* PP-ROOM-040 for one example e of subject under the most bet max_bet
 * (may be NULL; the example's own `max_bet` comes first) and the readings
 * of the least raise. */
static void check_example(ck_ctx *ctx, const pp_node *game, const char *subject,
                          const pp_node *e, const char *max_bet,
                          const struct reading *rd, size_t nrd)
{
	const pp_node *bl = node_get(e, "bets");
	size_t n = node_len(bl);
	mpq_t *bets = pp_xcalloc(n ? n : 1, sizeof(*bets));
	mpq_t pot, own, top, after, max_to, by;
	mpq_inits(pot, own, top, after, max_to, by, NULL);
	for (size_t i = 0; i < n; i++) {
		mpq_init(bets[i]);
		num_from_node(bets[i], node_at(bl, i));
	}
	num_get(pot, e, "pot");
	num_get(own, e, "own");
	room_pot_limit(max_to, after, top, pot, bets, n, own);
	max_bet = node_get_text(e, "max_bet", max_bet);   /* the example's own limit */
	ck_l10n_buf msg = { 0 };
	int ok = 1, pot_limit = max_bet && strcmp(max_bet, "pot") == 0;
	int wants_min = node_get(e, "min_raise_to") || node_get(e, "min_raise_by");
	char *s_after = num_plain(after), *s_max = num_plain(max_to), *s_top = num_plain(top);
	if (node_get(e, "pot"))
		ck_l10n_buf_printf(&msg, "`%s`: a pot of %s with bets to %s",
		                   node_get_text(e, "name", ""), node_text(node_get(e, "pot")), s_top);
	else
		ck_l10n_buf_printf(&msg, "`%s`: bets to %s", node_get_text(e, "name", ""), s_top);
	int states_max = node_get(e, "max_to") || node_get(e, "max_raise_by") ||
	                 node_get(e, "pot_after_call");
	if (pot_limit && !node_get(e, "pot") && states_max) {
		ok = 0;
		ck_l10n_buf_printf(&msg, "; the example states a most bet but no pot");
	} else if (pot_limit && node_get(e, "pot")) {
		mpq_sub(by, max_to, top);
		ck_l10n_buf_printf(&msg, "; the call makes the pot %s, so the most bet is to %s",
		                   s_after, s_max);
		COMPARE(&msg, ok, e, "pot_after_call", after,
		        N_("; the pot after the call is %s, the plan states %s"));
		COMPARE(&msg, ok, e, "max_to", max_to, N_("; the most bet is to %s, the plan states %s"));
		COMPARE(&msg, ok, e, "max_raise_by", by,
		        N_("; the most raise is by %s, the plan states %s"));
	} else if (!pot_limit && states_max) {
		ok = 0;
		ck_l10n_buf_printf(&msg, "; the plan states a most bet, but the structure's most bet "
		                         "is %s", max_bet ? max_bet : "-");
	}
	if (wants_min && !n) {
		ok = 0;
		ck_l10n_buf_printf(&msg, "; nobody has bet, so there is no least raise");
	} else if (wants_min && !nrd) {
		ok = 0;
		ck_l10n_buf_printf(&msg, "; the structure states no minimum raise");
	}
	for (size_t r = 0; wants_min && n && r < nrd; r++)
		ok &= check_min_raise(&msg, e, bets, n, top, &rd[r]);
	pp_finding *f = ck_emit(ctx, "PP-ROOM-040", game, e, subject, ok, "%s: %s", subject,
	                        ck_l10n_buf_text(&msg));
	if (pot_limit && node_get(e, "pot")) {
		ck_evidence_q(f, "pot_after_call", after, 2);
		ck_evidence_q(f, "max_to", max_to, 2);
	}
	room_evidence_anchor(f, "example", e);
	ck_l10n_buf_free(&msg);
	free(s_after);
	free(s_max);
	free(s_top);
	for (size_t i = 0; i < n; i++)
		mpq_clear(bets[i]);
	free(bets);
	mpq_clears(pot, own, top, after, max_to, by, NULL);
}

/* The limit a most bet belongs to: pot to pot_limit, stack to no_limit. */
static const char *limit_of(const char *max_bet)
{
	return strcmp(max_bet, "pot") == 0 ? "pot_limit" : "no_limit";
}

void room_check_limits(ck_ctx *ctx, const pp_node *game, const char *subject,
                       const pp_node *own, const pp_node *rb)
{
	const pp_node *vb = own == rb ? NULL : own;
	const char *limit = room_inherit_text(vb, rb, "limit");
	/* the structure's own most bet is checked against its limit; its
	 * examples follow it, else the pot under pot limit, else the room's */
	const pp_node *mb = node_get(own, "max_bet");
	const char *max_bet = mb ? node_text(mb)
	                      : limit && strcmp(limit, "pot_limit") == 0 ? "pot"
	                      : room_inherit_text(vb, rb, "max_bet");
	if (mb && (!limit || strcmp(limit, limit_of(max_bet)) != 0))
		ck_emit(ctx, "PP-ROOM-040", game, mb, subject, 0,
		        "%s: the most bet is %s, which is the rule of %s, but the structure's limit "
		        "is %s", subject, max_bet, limit_of(max_bet),
		        limit ? limit : ck_l10n(N_("not stated")));
	else if (mb)
		ck_emit(ctx, "PP-ROOM-040", game, mb, subject, 1,
		        "%s: the most bet is %s, the rule of %s", subject, max_bet, limit);
	const pp_node *ex = node_get(own, "limit_examples");
	if (!node_len(ex))
		return;
	struct reading rd[2];
	size_t nrd = 0;
	const char *basis;
	const pp_node *times;
	room_min_raise_rule(vb, rb, &basis, &times);
	if (basis)
		rd[nrd++] = (struct reading){ basis, 0 };
	if (times)
		rd[nrd++] = (struct reading){ NULL, atoll(node_text(times)) };
	for (size_t i = 0; i < node_len(ex); i++)
		check_example(ctx, game, subject, node_at(ex, i), max_bet, rd, nrd);
}
