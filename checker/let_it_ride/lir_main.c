/* SPDX-License-Identifier: Apache-2.0 */
/* lir_main.c - PP-LIR-004: Let It Ride's three equal bets priced under
 * the exact optimal pull-back strategy (lir_engine.c) when the heavy
 * analyses are on (ck_exact_main_enabled, --exact-main), kept per paytable
 * in a memo and on disk (core/memo.h, core/disk_cache.h), keyed by the
 * rules in words, which the finding gives as `rules_assumed`.  Without
 * them the finding gives the cheap part: the return of the third bet,
 * which is never pulled back (exact counts of five-card hands). */
#include <stdlib.h>
#include <string.h>

#include "core/disk_cache.h"
#include "core/figures.h"
#include "core/memo.h"
#include "let_it_ride/let_it_ride.h"
#include "three_card_poker/tcp_paytable.h"

void lir_payouts(mpq_t pay[LIR_NHAND], const pp_node *rows)
{
	mpq_set_si(pay[LIR_NOTHING], -1, 1);
	for (int h = 1; h < LIR_NHAND; h++)
		if (!tcp_paytable_get(pay[h], rows, lir_hand_name((lir_hand)h)))
			mpq_set_si(pay[h], -1, 1);
	if (!tcp_paytable_get(pay[LIR_ROYAL_FLUSH], rows, "royal_flush") &&
	    !tcp_paytable_get(pay[LIR_ROYAL_FLUSH], rows, "straight_flush"))
		mpq_set_si(pay[LIR_ROYAL_FLUSH], -1, 1);
}

static char *rules_words(mpq_t pay[LIR_NHAND])
{
	pp_buf b = { 0 };
	pp_buf_printf(&b, "three equal bets on the player's five cards (three his own, two "
	              "common); the first may be pulled back after three cards, the second "
	              "after four; net wins per bet:");
	int first = 1;
	for (int h = 1; h < LIR_NHAND; h++) {
		if (mpq_sgn(pay[h]) < 0)
			continue;
		char *w = num_plain(pay[h]);
		pp_buf_printf(&b, "%s %s %s", first ? "" : ",", lir_hand_name((lir_hand)h), w);
		free(w);
		first = 0;
	}
	pp_buf_printf(&b, "; every other hand loses; one 52-card deck; the bonus is not part "
	              "of the figure");
	return b.data;
}

static void free_result(void *v)
{
	lir_result_clear(v);
	free(v);
}

static void copy_result(void *dst, const void *src)
{
	lir_result *d = dst;
	const lir_result *s = src;
	for (int i = 0; i < 3; i++)
		mpq_set(d->ev[i], s->ev[i]);
	mpq_set(d->rtp, s->rtp);
	mpq_set(d->house_edge, s->house_edge);
	mpq_set(d->element_of_risk, s->element_of_risk);
	memcpy(d->ride, s->ride, sizeof(d->ride));
	memcpy(d->seen, s->seen, sizeof(d->seen));
}

static ck_memo lir_memo = CK_MEMO_INIT("let it ride main", free_result, 8);

/* The disk cache's name for this engine's results: bump the version when
 * the engine's figures change. */
static const char disk_kind[] = "let it ride pull back optimal 1";

static void to_disk(const lir_result *r, const ck_key *k)
{
	pp_buf b = { 0 };
	ck_disk_put_q(&b, "ev1", r->ev[0]);
	ck_disk_put_q(&b, "ev2", r->ev[1]);
	ck_disk_put_q(&b, "ev3", r->ev[2]);
	ck_disk_put_q(&b, "rtp", r->rtp);
	ck_disk_put_q(&b, "house_edge", r->house_edge);
	ck_disk_put_q(&b, "element_of_risk", r->element_of_risk);
	ck_disk_put_bytes(&b, "ride", r->ride, sizeof(r->ride));
	ck_disk_put_bytes(&b, "seen", r->seen, sizeof(r->seen));
	ck_disk_store(disk_kind, k, b.data);
	pp_buf_free(&b);
}

static int from_disk(lir_result *r, const ck_key *k)
{
	char *text = ck_disk_load(disk_kind, k);
	int ok = text && ck_disk_get_q(r->ev[0], text, "ev1") &&
	         ck_disk_get_q(r->ev[1], text, "ev2") && ck_disk_get_q(r->ev[2], text, "ev3") &&
	         ck_disk_get_q(r->rtp, text, "rtp") &&
	         ck_disk_get_q(r->house_edge, text, "house_edge") &&
	         ck_disk_get_q(r->element_of_risk, text, "element_of_risk") &&
	         ck_disk_get_bytes(r->ride, sizeof(r->ride), text, "ride") &&
	         ck_disk_get_bytes(r->seen, sizeof(r->seen), text, "seen");
	free(text);
	return ok;
}

int lir_main_result(lir_result *res, mpq_t pay[LIR_NHAND], const char *words)
{
	ck_key k = { 0 };
	ck_key_bytes(&k, words, strlen(words));
	int ok = 1;
	if (!ck_memo_find(&lir_memo, &k, copy_result, res)) {
		if (!from_disk(res, &k)) {
			ok = lir_optimal(res, pay);
			if (ok)
				to_disk(res, &k);
		}
		if (ok) {
			lir_result *kept = pp_xmalloc(sizeof(*kept));
			lir_result_init(kept);
			copy_result(kept, res);
			ck_memo_store(&lir_memo, &k, kept);
		}
	}
	ck_key_free(&k);
	return ok;
}

/* The third bet's return to player: it always rides, so it is the
 * paytable's return over the five-card hands. */
static void third_bet(mpq_t out, mpq_t pay[LIR_NHAND])
{
	uint64_t counts[LIR_NHAND];
	lir_hand_counts(counts);
	mpq_t t;
	mpq_init(t);
	mpq_set_ui(out, 1, 1);
	for (int h = 0; h < LIR_NHAND; h++) {
		mpq_set_ui(t, (unsigned long)counts[h], LIR_HANDS5);
		mpq_canonicalize(t);
		mpq_mul(t, t, pay[h]);
		mpq_add(out, out, t);
	}
	mpq_clear(t);
}

void lir_check_main(ck_ctx *ctx, const pp_node *game, const pp_node *main_bet,
                    const char *why_not)
{
	const char *subject = "main bets under optimal strategy";
	const char *bet = node_get_text(main_bet, "name", "main");
	if (why_not) {
		ck_emit_status(ctx, "PP-LIR-004", game, main_bet ? main_bet : game, subject,
		               PP_ST_NOTAPPLICABLE, "the engine cannot price the main bets: %s",
		               why_not);
		ck_figures_not_computed(ctx, game, bet, "main", why_not);
		return;
	}
	const pp_node *rows = node_get(main_bet, "paytable");
	mpq_t pay[LIR_NHAND], third;
	for (int h = 0; h < LIR_NHAND; h++)
		mpq_init(pay[h]);
	mpq_init(third);
	lir_payouts(pay, rows);
	third_bet(third, pay);
	char *words = rules_words(pay);
	if (!ck_exact_main_enabled()) {
		char *t = ck_pct(third);
		pp_finding *f = ck_emit_status(ctx, "PP-LIR-004", game, main_bet, subject,
		                               PP_ST_NOTAPPLICABLE, "the pull-back strategy is "
		                               "priced with --exact-main; the third bet, never "
		                               "pulled back, returns %s of its stake", t);
		ck_evidence_q(f, "third_bet_rtp", third, 6);
		ck_figures_not_computed(ctx, game, bet, "main", "priced under the optimal "
		                        "pull-back strategy with --exact-main (PP-LIR-004)");
		free(t);
	} else {
		lir_result res;
		lir_result_init(&res);
		if (!lir_main_result(&res, pay, words)) {
			ck_emit_status(ctx, "PP-LIR-004", game, main_bet, subject,
			               PP_ST_NOTAPPLICABLE, "the payouts' common denominator is too "
			               "large for the engine's integer sums");
		} else {
			char *he = ck_pct(res.house_edge), *st = lir_strategy_words(&res);
			pp_finding *f = ck_emit(ctx, "PP-LIR-004", game, main_bet, subject, 1,
			                        "Under the optimal pull-back strategy the house "
			                        "edge is %s per unit of one bet; %s", he, st);
			ck_evidence_q(f, "house_edge", res.house_edge, 6);
			ck_evidence_q(f, "element_of_risk", res.element_of_risk, 6);
			ck_evidence_q(f, "bet1_net", res.ev[0], 6);
			ck_evidence_q(f, "bet2_net", res.ev[1], 6);
			ck_evidence_q(f, "bet3_net", res.ev[2], 6);
			ck_evidence_text(f, "strategy", st);
			ck_evidence_text(f, "rules_assumed", words);
			char *name = pp_xasprintf("%s, optimal pull-backs, per unit of one bet", bet);
			ck_rtp(ctx, game, main_bet, name, "main", res.rtp);
			ck_figures_rtp_only(ctx, game, name, "main", res.rtp,
			                    "PP-LIR-004 gives the return per unit of one bet under the "
			                    "optimal strategy, whose stake varies with the decisions, "
			                    "not the distribution of a round's results");
			free(name);
			free(he);
			free(st);
		}
		lir_result_clear(&res);
	}
	free(words);
	for (int h = 0; h < LIR_NHAND; h++)
		mpq_clear(pay[h]);
	mpq_clear(third);
}
