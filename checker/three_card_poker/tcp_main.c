/* SPDX-License-Identifier: Apache-2.0 */
/* tcp_main.c - PP-TCP-004/005: three-card poker's Ante and Play priced
 * under the exact optimal play-or-fold strategy (tcp_optimal.c), when the
 * heavy analyses are on (ck_exact_main_enabled, the CLI's --exact-main).
 * Kept per rule set in a memo and on disk (core/memo.h, core/disk_cache.h),
 * keyed by the rules in words, which the finding gives as `rules_assumed`.
 * A plan that leaves the dealer's qualifying hand open gets one figure per
 * reading (jack, queen, king high), none chosen. */
#include <stdlib.h>
#include <string.h>

#include "core/disk_cache.h"
#include "core/figures.h"
#include "core/memo.h"
#include "three_card_poker/three_card_poker.h"

static const char *const dnq_words[] = { "wins", "pushes", "loses" };

char *tcp_rules_words(const tcp_rules *r)
{
	pp_buf b = { 0 };
	char *a = num_plain(r->ante_win), *p = num_plain(r->play_win);
	pp_buf_printf(&b, "three-card ranking: %s above %s, A-2-3 %s; the dealer %s",
	              r->ranking.straight_beats_flush ? "straight" : "flush",
	              r->ranking.straight_beats_flush ? "flush" : "straight",
	              r->ranking.ace_two_three ? "the lowest straight" : "no straight",
	              r->qual == TCP_QUAL_ALWAYS ? "always plays" : "qualifies with ");
	if (r->qual != TCP_QUAL_ALWAYS)
		pp_buf_printf(&b, "%s or better", tcp_qual_name(r->qual));
	pp_buf_printf(&b, "; Play equals the Ante; a win pays Ante %s, Play %s; when the "
	              "dealer does not qualify the Ante %s and the Play %s; ties push; ante "
	              "bonus paid when the player plays, whatever the dealer holds:", a, p,
	              dnq_words[r->ante_dnq], dnq_words[r->play_dnq]);
	free(a);
	free(p);
	int any = 0;
	for (int h = 0; h < TCP_NHAND; h++)
		if (mpq_sgn(r->bonus[h])) {
			char *w = num_plain(r->bonus[h]);
			pp_buf_printf(&b, "%s %s %s", any ? "," : "", tcp_hand_name((tcp_hand)h), w);
			free(w);
			any = 1;
		}
	pp_buf_printf(&b, "%s; one 52-card deck, three cards each", any ? "" : " none");
	return b.data;
}

static void free_result(void *v)
{
	tcp_result_clear(v);
	free(v);
}

static void copy_result(void *dst, const void *src)
{
	tcp_result *d = dst;
	const tcp_result *s = src;
	mpq_set(d->rtp, s->rtp);
	mpq_set(d->house_edge, s->house_edge);
	mpq_set(d->element_of_risk, s->element_of_risk);
	d->played = s->played;
	memcpy(d->played_by_class, s->played_by_class, sizeof(d->played_by_class));
	memcpy(d->by_class, s->by_class, sizeof(d->by_class));
	memcpy(d->threshold, s->threshold, sizeof(d->threshold));
	d->threshold_ok = s->threshold_ok;
	d->exceptions = s->exceptions;
}

static ck_memo tcp_memo = CK_MEMO_INIT("three card poker main", free_result, 8);

/* The disk cache's name for this engine's results: bump the version when
 * the engine's figures change. */
static const char disk_kind[] = "three card poker ante play optimal 1";

static void to_disk(const tcp_result *r, const ck_key *k)
{
	pp_buf b = { 0 };
	ck_disk_put_q(&b, "rtp", r->rtp);
	ck_disk_put_q(&b, "house_edge", r->house_edge);
	ck_disk_put_q(&b, "element_of_risk", r->element_of_risk);
	ck_disk_put_u64(&b, "played", r->played);
	ck_disk_put_bytes(&b, "played_by_class", r->played_by_class, sizeof(r->played_by_class));
	ck_disk_put_bytes(&b, "by_class", r->by_class, sizeof(r->by_class));
	ck_disk_put_bytes(&b, "threshold", r->threshold, sizeof(r->threshold));
	ck_disk_put_u64(&b, "exceptions", r->exceptions);
	ck_disk_store(disk_kind, k, b.data);
	pp_buf_free(&b);
}

static int from_disk(tcp_result *r, const ck_key *k)
{
	char *text = ck_disk_load(disk_kind, k);
	int ok = text && ck_disk_get_q(r->rtp, text, "rtp") &&
	         ck_disk_get_q(r->house_edge, text, "house_edge") &&
	         ck_disk_get_q(r->element_of_risk, text, "element_of_risk") &&
	         ck_disk_get_u64(&r->played, text, "played") &&
	         ck_disk_get_bytes(r->played_by_class, sizeof(r->played_by_class), text,
	                           "played_by_class") &&
	         ck_disk_get_bytes(r->by_class, sizeof(r->by_class), text, "by_class") &&
	         ck_disk_get_bytes(r->threshold, sizeof(r->threshold), text, "threshold") &&
	         ck_disk_get_u64(&r->exceptions, text, "exceptions");
	if (ok)
		r->threshold_ok = r->exceptions == 0;
	free(text);
	return ok;
}

void tcp_main_result(tcp_result *res, const tcp_rules *r, const char *words)
{
	ck_key k = { 0 };
	ck_key_bytes(&k, words, strlen(words));
	if (!ck_memo_find(&tcp_memo, &k, copy_result, res)) {
		int computed = !from_disk(res, &k);
		if (computed) {
			tcp_optimal(res, r);
			to_disk(res, &k);
		}
		tcp_result *kept = pp_xmalloc(sizeof(*kept));
		tcp_result_init(kept);
		copy_result(kept, res);
		ck_memo_store(&tcp_memo, &k, kept);
	}
	ck_key_free(&k);
}

static int dnq_of(tcp_dnq *out, const pp_node *bet)
{
	const char *d = node_get_text(bet, "dealer_not_qualified", NULL);
	if (!d)
		return 0;
	*out = strcmp(d, "wins") == 0 ? TCP_DNQ_WINS
	       : strcmp(d, "push") == 0 ? TCP_DNQ_PUSH : TCP_DNQ_LOSES;
	return 1;
}

/* Reads the rules the engine prices (the qualification aside) into r;
 * NULL or why they cannot be priced. */
static const char *read_rules(tcp_rules *r, const tcp_game *g, int always)
{
	r->ranking = g->ranking;
	if (!num_get(r->ante_win, g->ante, "payout") || !num_get(r->play_win, g->play, "payout"))
		return "the plan states no payout for a win of the Ante or the Play";
	if (!always && (!dnq_of(&r->ante_dnq, g->ante) || !dnq_of(&r->play_dnq, g->play)))
		return "the plan does not say what the Ante or the Play gets when the dealer "
		       "does not qualify";
	if (always)
		r->ante_dnq = r->play_dnq = TCP_DNQ_PUSH; /* never happens */
	const pp_node *rows = node_get(g->ante, "bonus");
	for (size_t i = 0; i < node_len(rows); i++) {
		const pp_node *row = node_at(rows, i);
		tcp_hand h = tcp_hand_find(node_get_text(row, "hand", ""));
		if (h < TCP_NHAND)
			num_get(r->bonus[h], row, "payout");
	}
	/* a straight flush row pays the mini royal unless it has its own */
	if (!mpq_sgn(r->bonus[TCP_MINI_ROYAL]))
		mpq_set(r->bonus[TCP_MINI_ROYAL], r->bonus[TCP_STRAIGHT_FLUSH]);
	return NULL;
}

/* One reading's figures on f (suffix "" or "_queen_high") and the PAR row. */
static void report_reading(ck_ctx *ctx, const tcp_game *g, pp_finding *f, const char *suffix,
                           const char *label, const tcp_result *res, const char *words)
{
	char name[96];
	snprintf(name, sizeof(name), "house_edge%s", suffix);
	ck_evidence_q(f, name, res->house_edge, 6);
	snprintf(name, sizeof(name), "element_of_risk%s", suffix);
	ck_evidence_q(f, name, res->element_of_risk, 6);
	char *strategy = tcp_strategy_words(res);
	snprintf(name, sizeof(name), "strategy%s", suffix);
	ck_evidence_text(f, name, strategy);
	snprintf(name, sizeof(name), "rules_assumed%s", suffix);
	ck_evidence_text(f, name, words);
	free(strategy);
	char *bet = pp_xasprintf("Ante and Play, optimal strategy%s%s, per ante",
	                         *label ? ", " : "", label);
	ck_rtp(ctx, g->game, g->ante, bet, "main", res->rtp);
	ck_figures_rtp_only(ctx, g->game, bet, "main", res->rtp,
	                    "PP-TCP-004 gives the return per ante under the optimal strategy, "
	                    "whose stake varies with the decision, not the distribution of a "
	                    "round's results");
	free(bet);
}

void tcp_check_main(ck_ctx *ctx, const tcp_game *g)
{
	const pp_node *dealer = node_get(g->game, "dealer");
	const pp_node *qnode = node_get(dealer, "qualifies_with");
	const char *subject = "Ante and Play under optimal strategy";
	if (!qnode)
		ck_emit_status(ctx, "PP-TCP-005", g->game, dealer, "dealer qualifies with",
		               PP_ST_WARNING, "the plan does not state the dealer's qualifying "
		               "hand; %s", ck_exact_main_enabled()
		               ? "PP-TCP-004 prices the Ante and Play under each reading (jack, "
		                 "queen and king high)"
		               : "the Ante and Play are priced under each reading (jack, queen "
		                 "and king high) with --exact-main");
	else
		ck_emit(ctx, "PP-TCP-005", g->game, qnode, "dealer qualifies with", 1,
		        "the dealer qualifies with %s", node_text(qnode));
	if (!ck_exact_main_enabled()) {
		ck_emit_status(ctx, "PP-TCP-004", g->game, g->game, subject, PP_ST_NOTAPPLICABLE,
		               "the Ante and Play under the optimal strategy are priced with "
		               "--exact-main");
		ck_figures_not_computed(ctx, g->game, "Ante and Play", "main",
		                        "priced under the optimal strategy with --exact-main "
		                        "(PP-TCP-004)");
		return;
	}
	tcp_qual quals[3] = { TCP_QUAL_JACK, TCP_QUAL_QUEEN, TCP_QUAL_KING };
	size_t n = 3;
	if (qnode) {
		quals[0] = tcp_qual_find(node_text(qnode));
		n = 1;
	}
	tcp_rules r;
	tcp_rules_init(&r);
	const char *no = g->ante && g->play ? read_rules(&r, g, n == 1 && quals[0] ==
	                                                 TCP_QUAL_ALWAYS)
	                                    : "the game has no Ante and Play";
	if (no) {
		ck_emit_status(ctx, "PP-TCP-004", g->game, g->game, subject, PP_ST_NOTAPPLICABLE,
		               "the engine cannot price the Ante and Play: %s", no);
		tcp_rules_clear(&r);
		return;
	}
	pp_buf msg = { 0 };
	pp_finding *f = NULL;
	tcp_result res[3];
	char *words[3];
	for (size_t i = 0; i < n; i++) {
		r.qual = quals[i];
		words[i] = tcp_rules_words(&r);
		tcp_result_init(&res[i]);
		tcp_main_result(&res[i], &r, words[i]);
		char *he = ck_pct(res[i].house_edge), *st = tcp_strategy_words(&res[i]);
		pp_buf_printf(&msg, "%s%s%s: house edge %s per ante; %s", i ? "; " : "",
		              n > 1 ? "dealer qualifying with " : "Under the optimal strategy",
		              n > 1 ? tcp_qual_name(quals[i]) : "", he, st);
		free(he);
		free(st);
	}
	f = ck_emit(ctx, "PP-TCP-004", g->game, g->ante, subject, 1, "%s", msg.data);
	for (size_t i = 0; i < n; i++) {
		char suffix[32];
		snprintf(suffix, sizeof(suffix), "%s%s", n > 1 ? "_" : "",
		         n > 1 ? tcp_qual_name(quals[i]) : "");
		report_reading(ctx, g, f, suffix, n > 1 ? tcp_qual_name(quals[i]) : "", &res[i],
		               words[i]);
		tcp_result_clear(&res[i]);
		free(words[i]);
	}
	pp_buf_free(&msg);
	tcp_rules_clear(&r);
}
