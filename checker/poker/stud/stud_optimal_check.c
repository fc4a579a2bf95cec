/* SPDX-License-Identifier: Apache-2.0 */
/* stud_optimal_check.c - PP-POKER-007: the main game's exact return under
 * the optimal raise/fold strategy for a stud game the engine can price
 * (stud_optimal.c), when the heavy analyses are on (pp_set_exact_main,
 * the CLI's --exact-main).  A game with rules the engine does not model (a
 * Blind, ties broken by suits, a rule the plan leaves unstated that the
 * figure depends on, other than the Bet's wins below) gets "not
 * applicable" with the reason: never a number for rules it did not model.
 *
 * Two figures: the optimum when the dealer's cards are unseen, and the
 * optimum when the player sees one dealer card.  Both are always computed;
 * the dealer's `face_up` says which is the game as dealt (its return, held
 * to 100 % and the policy), the other then only a comparison; a plan that
 * does not say gets both as readings (stud_optimal_report.c).  Results are
 * kept per rule set in the checker's shared memo (core/memo.h).
 *
 * Card options (an exchange, a sixth card, a card for the dealer) are the
 * player's to take or leave.  A game whose one option is an exchange of
 * one card has it optimised, in both views (stud_optimal_exchange.c).  A
 * game that offers such an exchange among options the engine does not
 * model (seed 000's casino five-card poker) has the cheapest such exchange
 * optimised and the others declined; one that offers none but a sixth
 * card, dealt with one dealer card face up (seed 000's Russian poker), has
 * the sixth card optimised as dealt and the others declined; any other has
 * every option declined and the player raising or folding optimally on
 * the five cards dealt.  Either way the figures are the exact return of a stated
 * strategy, a lower bound of the game's optimal return (never called the
 * optimum), and the finding lists the options it declined.
 *
 * When the plan leaves open what the Bet wins on a class it can win on
 * (seed 000's Caribbean stud and casino five-card poker: their Bet tables
 * start at one pair, the dealer qualifies with ace-king), the check picks
 * no reading: it prices each (the Bet lost on those wins, returned, paid
 * as the lowest hand its table pays) and the finding gives every figure.
 *
 * A second combination paid on the Bet (Russian poker) is priced hand by
 * hand (stud_optimal_second.c). */
#include <stdlib.h>
#include <string.h>

#include "core/disk_cache.h"
#include "core/memo.h"
#include "poker/poker.h"
#include "poker/poker_streets.h"
#include "poker/stud/stud_optimal_impl.h"

/* 1 when every second combination r pays has a payout the plan states
 * (not one of the open classes); else 0, the first that has not in
 * *missing. */
static int seconds_stated(const stud_rules *r, const poker_bet *bet, unsigned open,
                          hand_class *missing)
{
	mpq_t w;
	mpq_init(w);
	int ok = 1;
	for (int c = 0; ok && c < HAND_NCLASS; c++)
		for (int s = 0; ok && s < HAND_NCLASS; s++)
			if ((r->second_of[c] & (1u << s)) &&
			    ((open & (1u << s)) || !poker_multiple(w, bet, (hand_class)s))) {
				*missing = (hand_class)s;
				ok = 0;
			}
	mpq_clear(w);
	return ok;
}

/* Reads g into r, and its bets, open wins and options into gr (its options
 * array the caller frees); returns NULL, or why the engine cannot price g
 * (text in why or static). */
static const char *read_rules(stud_rules *r, const poker_game *g, pp_buf *why, stud_game_read *gr)
{
	const poker_bet *ante = NULL, *bet = NULL;
	const pp_node *options = node_get(g->game, "options");
	gr->noptions = node_len(options);
	gr->options = gr->noptions ? pp_xcalloc(gr->noptions, sizeof(*gr->options)) : NULL;
	for (size_t i = 0; i < gr->noptions; i++)
		gr->options[i].name = node_get_text(node_at(options, i), "name", "");
	const char *no = poker_read_tie(&r->tie, g);
	if (no)
		return no;
	for (size_t i = 0; i < g->nbets; i++) {
		const poker_bet *b = &g->bets[i];
		if (b->kind == POKER_BLIND)
			return "a Blind is not modelled";
		if (b->kind == POKER_ANTE && ante)
			return "more than one ante is not modelled";
		if (b->kind == POKER_RAISE && bet)
			return "more than one raise is not modelled";
		if (b->kind == POKER_ANTE)
			ante = b;
		else if (b->kind == POKER_RAISE)
			bet = b;
	}
	if (!ante || !bet)
		return "the engine needs one ante and one raise";
	gr->ante = ante;
	gr->bet = bet;
	if ((no = poker_streets_unmodelled(bet->node, "stud")))
		return no;
	if (ante->amounts || bet->amounts)
		return "fixed-amount payouts on the ante or the raise are not modelled";
	if (node_len(node_get(bet->node, "multiples")) != 1)
		return "a raise of several sizes is not modelled";
	const char *q = node_get_text(node_get(g->game, "dealer"), "qualifies_with", NULL);
	if (g->has_qual && (!q || hand_class_find(q) == HAND_NCLASS))
		return "the plan does not state the dealer's qualifying hand";
	r->has_qual = g->has_qual;
	r->qual = g->qual;
	mpq_set(r->raise, bet->max_multiple);
	if (!g->has_qual) { /* the dealer always plays: no such rule applies */
		r->ante_dnq = r->bet_dnq = POKER_MAIN_DNQ_PLAYS;
	} else if (!poker_main_dnq_of(&r->ante_dnq, ante->dnq) ||
	           !poker_main_dnq_of(&r->bet_dnq, bet->dnq)) {
		pp_buf_printf(why, "the plan does not say what `%s` gets when the dealer does "
		              "not qualify (PP-PLAN-007)", !poker_main_dnq_of(&r->ante_dnq, ante->dnq)
		              ? ante->name : bet->name);
		return why->data;
	}
	no = stud_read_second(r->second_of, g, bet);
	if (no)
		return no;
	gr->open = poker_open_wins(g, bet);
	hand_class missing;
	int ante_ok = poker_wins_of(r->ante_win, g, ante, &missing);
	if (!ante_ok || !poker_wins_except(r->bet_win, g, bet, gr->open, &missing) ||
	    !seconds_stated(r, bet, gr->open, &missing)) {
		pp_buf_printf(why, "the plan states no payout of `%s` on %s, a hand it can win "
		              "on (PP-POKER-001)", !ante_ok ? ante->name : bet->name,
		              hand_class_name(missing));
		return why->data;
	}
	return NULL;
}

/* The second combinations r pays, in words (nothing when none). */
static void second_words(pp_buf *b, const stud_rules *r)
{
	int first = 1;
	for (int c = 0; c < HAND_NCLASS; c++)
		for (int s = 0; s < HAND_NCLASS; s++) {
			if (!(r->second_of[c] & (1u << s)))
				continue;
			pp_buf_printf(b, "%s%s with %s", first ? "; a winning raise also pays, at its "
			              "own net win, the highest second combination the plan pairs with "
			              "the hand's class that the five cards hold with at least one card "
			              "the first combination does not use (its kickers are unused): "
			              : ", ", hand_class_name((hand_class)c), hand_class_name((hand_class)s));
			first = 0;
		}
	if (!first)
		pp_buf_printf(b, " (on five cards only ace-king can be a second combination)");
}

/* The rules the engine read, in words: the memo's key and the finding's
 * evidence of what was assumed.  need_ante, need_bet: the classes each
 * bet can win on (the others' payouts never count). */
static void rules_words(pp_buf *b, const stud_rules *r, unsigned need_ante, unsigned need_bet)
{
	static const char *const dnq[] = { "pushes", "wins", "loses", "plays" };
	static const char *const tie[] = { "push", "the player wins", "the dealer wins" };
	char *k = num_plain(r->raise);
	if (r->has_qual)
		pp_buf_printf(b, "the dealer qualifies with %s or better", hand_class_name(r->qual));
	else
		pp_buf_printf(b, "the dealer always plays");
	pp_buf_printf(b, "; the raise is %s antes; when the dealer does not qualify the ante "
	              "%s and the raise %s; ties: %s; net wins per stake, ante:", k,
	              dnq[r->ante_dnq], dnq[r->bet_dnq], tie[r->tie]);
	free(k);
	for (int bet = 0; bet < 2; bet++) {
		unsigned need = bet ? need_bet : need_ante;
		int first = 1;
		if (bet)
			pp_buf_printf(b, "; raise:");
		for (int c = 0; c < HAND_NCLASS; c++) {
			if (!(need & (1u << c)))
				continue;
			char *w = num_plain(bet ? r->bet_win[c] : r->ante_win[c]);
			pp_buf_printf(b, "%s %s %s", first ? "" : ",", hand_class_name((hand_class)c), w);
			first = 0;
			free(w);
		}
	}
	second_words(b, r);
	pp_buf_printf(b, "; one 52-card deck, five cards each; side bets and insurance are "
	              "not part of the figure");
}

static void stud_value_init(stud_value *v)
{
	stud_result_init(&v->unseen);
	stud_result_init(&v->seen);
}

static void stud_value_clear(stud_value *v)
{
	stud_result_clear(&v->unseen);
	stud_result_clear(&v->seen);
}

static void free_stud(void *value)
{
	stud_value_clear(value);
	free(value);
}

static void copy_result(stud_result *d, const stud_result *s)
{
	mpq_set(d->ev, s->ev);
	mpq_set(d->house_edge, s->house_edge);
	mpq_set(d->element_of_risk, s->element_of_risk);
	d->hands = s->hands;
	d->situations = s->situations;
	d->raised = s->raised;
	memcpy(d->situations_by_class, s->situations_by_class, sizeof(d->situations_by_class));
	memcpy(d->raised_by_class, s->raised_by_class, sizeof(d->raised_by_class));
}

/* dst: an initialised stud_value. */
static void copy_stud(void *dst, const void *value)
{
	stud_value *d = dst;
	const stud_value *v = value;
	copy_result(&d->unseen, &v->unseen);
	copy_result(&d->seen, &v->seen);
}

/* Locked per memo (core/memo.h): safe for checks on several threads. */
static ck_memo stud_memo = CK_MEMO_INIT("stud main", free_stud, 8);

/* The disk cache's name for this engine's results (core/disk_cache.h):
 * bump the version when the engine's figures change. */
static const char disk_kind[] = "stud main optimal 1";

static void put_result(pp_buf *b, const char *variant, const stud_result *r)
{
	char name[64];
	snprintf(name, sizeof(name), "%s.ev", variant);
	ck_disk_put_q(b, name, r->ev);
	snprintf(name, sizeof(name), "%s.house_edge", variant);
	ck_disk_put_q(b, name, r->house_edge);
	snprintf(name, sizeof(name), "%s.element_of_risk", variant);
	ck_disk_put_q(b, name, r->element_of_risk);
	snprintf(name, sizeof(name), "%s.hands", variant);
	ck_disk_put_u64(b, name, r->hands);
	snprintf(name, sizeof(name), "%s.situations", variant);
	ck_disk_put_u64(b, name, r->situations);
	snprintf(name, sizeof(name), "%s.raised", variant);
	ck_disk_put_u64(b, name, r->raised);
	for (int c = 0; c < HAND_NCLASS; c++) {
		snprintf(name, sizeof(name), "%s.situations.%d", variant, c);
		ck_disk_put_u64(b, name, r->situations_by_class[c]);
		snprintf(name, sizeof(name), "%s.raised.%d", variant, c);
		ck_disk_put_u64(b, name, r->raised_by_class[c]);
	}
}

/* 1 when text holds every field of one variant (r is then filled). */
static int get_result(stud_result *r, const char *text, const char *variant)
{
	char name[64];
	int ok = 1;
	snprintf(name, sizeof(name), "%s.ev", variant);
	ok &= ck_disk_get_q(r->ev, text, name);
	snprintf(name, sizeof(name), "%s.house_edge", variant);
	ok &= ck_disk_get_q(r->house_edge, text, name);
	snprintf(name, sizeof(name), "%s.element_of_risk", variant);
	ok &= ck_disk_get_q(r->element_of_risk, text, name);
	snprintf(name, sizeof(name), "%s.hands", variant);
	ok &= ck_disk_get_u64(&r->hands, text, name);
	snprintf(name, sizeof(name), "%s.situations", variant);
	ok &= ck_disk_get_u64(&r->situations, text, name);
	snprintf(name, sizeof(name), "%s.raised", variant);
	ok &= ck_disk_get_u64(&r->raised, text, name);
	for (int c = 0; c < HAND_NCLASS; c++) {
		snprintf(name, sizeof(name), "%s.situations.%d", variant, c);
		ok &= ck_disk_get_u64(&r->situations_by_class[c], text, name);
		snprintf(name, sizeof(name), "%s.raised.%d", variant, c);
		ok &= ck_disk_get_u64(&r->raised_by_class[c], text, name);
	}
	return ok;
}

/* Both variants from the disk cache into out (initialised): 1 on a hit. */
static int stud_from_disk(stud_value *out, const ck_key *k)
{
	char *text = ck_disk_load(disk_kind, k);
	int ok = text && get_result(&out->unseen, text, "unseen") &&
	         get_result(&out->seen, text, "seen");
	free(text);
	return ok;
}

static void stud_to_disk(const stud_value *v, const ck_key *k)
{
	pp_buf b = { 0 };
	put_result(&b, "unseen", &v->unseen);
	put_result(&b, "seen", &v->seen);
	ck_disk_store(disk_kind, k, b.data);
	pp_buf_free(&b);
}

/* Keeps v under k in the memo, and on disk when computed. */
static void stud_keep(const stud_value *v, const ck_key *k, int computed)
{
	if (computed)
		stud_to_disk(v, k);
	stud_value *kept = pp_xmalloc(sizeof(*kept));
	stud_value_init(kept);
	copy_stud(kept, v);
	ck_memo_store(&stud_memo, k, kept);
}

/* The results of the n readings rd[] (keys: their words) into their v
 * (initialised), from the memo or the disk, the others computed in one
 * sweep per variant and kept; 0 when the engine cannot price figures this
 * large (nothing is computed). */
static int stud_results(stud_reading *rd, size_t n)
{
	ck_key k[3];
	stud_rules unseen[3], seen[3]; /* shallow copies: they share rd's rationals */
	stud_result res_unseen[3], res_seen[3];
	size_t missing[3], nmissing = 0;
	memset(k, 0, sizeof(k));
	for (size_t i = 0; i < n; i++) {
		ck_key_bytes(&k[i], rd[i].words.data, rd[i].words.len);
		if (ck_memo_find(&stud_memo, &k[i], copy_stud, &rd[i].v))
			continue;
		if (stud_from_disk(&rd[i].v, &k[i])) {
			stud_keep(&rd[i].v, &k[i], 0);
			continue;
		}
		unseen[nmissing] = rd[i].r;
		seen[nmissing] = rd[i].r;
		seen[nmissing].up_card = 1;
		stud_result_init(&res_unseen[nmissing]);
		stud_result_init(&res_seen[nmissing]);
		missing[nmissing++] = i;
	}
	int ok = !nmissing || (stud_return_set(res_unseen, unseen, nmissing) &&
	                       stud_return_set(res_seen, seen, nmissing));
	for (size_t m = 0; m < nmissing; m++) {
		stud_reading *x = &rd[missing[m]];
		if (ok) {
			copy_result(&x->v.unseen, &res_unseen[m]);
			copy_result(&x->v.seen, &res_seen[m]);
			stud_keep(&x->v, &k[missing[m]], 1);
		}
		stud_result_clear(&res_unseen[m]);
		stud_result_clear(&res_seen[m]);
	}
	for (size_t i = 0; i < n; i++)
		ck_key_free(&k[i]);
	return ok;
}

static void rules_copy(stud_rules *d, const stud_rules *s)
{
	mpq_set(d->raise, s->raise);
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_set(d->ante_win[c], s->ante_win[c]);
		mpq_set(d->bet_win[c], s->bet_win[c]);
	}
	d->has_qual = s->has_qual;
	d->qual = s->qual;
	d->ante_dnq = s->ante_dnq;
	d->bet_dnq = s->bet_dnq;
	d->tie = s->tie;
	d->up_card = s->up_card;
	memcpy(d->second_of, s->second_of, sizeof(d->second_of));
}

/* The readings of base into rd (initialised): base itself when the plan
 * leaves no win of the Bet open, else its open wins lost, returned, and
 * paid as the lowest hand the Bet's table pays (when it pays one above
 * them).  Returns how many. */
static size_t readings(stud_reading rd[3], const stud_rules *base, const stud_game_read *gr)
{
	rules_copy(&rd[0].r, base);
	if (!gr->open)
		return 1;
	int lowest = -1;
	for (int c = HAND_NCLASS - 1; c >= 0; c--)
		if (gr->bet->paytable && gr->bet->has_row[c] && gr->bet->priced[c] &&
		    (1u << c) > gr->open)
			lowest = c;
	static const char *const how[3] = { "lost", "returned", "paid" };
	size_t n = lowest >= 0 ? 3 : 2;
	for (size_t i = 0; i < n; i++) {
		rules_copy(&rd[i].r, base);
		rd[i].how = how[i];
		rd[i].paid_as = lowest >= 0 ? (hand_class)lowest : HAND_NCLASS;
		for (int c = 0; c < HAND_NCLASS; c++) {
			if (!(gr->open & (1u << c)))
				continue;
			if (i == 2)
				mpq_set(rd[i].r.bet_win[c], gr->bet->ratio[lowest]);
			else
				mpq_set_si(rd[i].r.bet_win[c], i == 0 ? -1 : 0, 1);
		}
	}
	return n;
}

/* The option chosen (one of g's options, priced at price) is optimised:
 * with one dealer card seen too (up), a sixth card (sixth), the others
 * declined (others). */
static void option_optimised(stud_game_read *gr, const poker_game *g, const pp_node *chosen,
                             mpq_srcptr price, int up, int sixth, int others)
{
	const pp_node *options = node_get(g->game, "options");
	size_t at = 0; /* chosen is one of them */
	while (at + 1 < gr->noptions && node_at(options, at) != chosen)
		at++;
	gr->options[at].optimised = 1;
	gr->exchange = gr->options[at].name;
	gr->exchange_up = up;
	gr->sixth = sixth;
	gr->others_declined = others;
	gr->price = num_plain(price);
}

void stud_two_never_better(stud_game_read *gr, const poker_game *g, const pp_node *two,
                           mpq_srcptr price, const stud_reading *rd, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (rd[i].ex_up.two_checked == 0 || mpq_cmp(price, rd[i].ex_up.two_bound) < 0)
			return;
	const pp_node *options = node_get(g->game, "options");
	for (size_t at = 0; at < gr->noptions; at++)
		if (node_at(options, at) == two && gr->options[at].optimised == 0) {
			gr->options[at].optimised = 2;
			gr->two_checked = rd[0].ex_up.two_checked;
			mpq_set(gr->two_bound, rd[0].ex_up.two_bound);
			for (size_t i = 1; i < n; i++)
				if (mpq_cmp(rd[i].ex_up.two_bound, gr->two_bound) > 0)
					mpq_set(gr->two_bound, rd[i].ex_up.two_bound);
		}
}

void stud_check_main(ck_ctx *ctx, const poker_game *g)
{
	if (!ck_exact_main_enabled())
		return;
	const char *subject = "main game under optimal strategy";
	stud_rules base;
	stud_rules_init(&base);
	stud_reading rd[3];
	memset(rd, 0, sizeof(rd));
	for (int i = 0; i < 3; i++) {
		stud_rules_init(&rd[i].r);
		stud_value_init(&rd[i].v);
		stud_exchange_result_init(&rd[i].ex);
		stud_exchange_result_init(&rd[i].ex_up);
		rd[i].paid_as = HAND_NCLASS;
	}
	pp_buf why = { 0 };
	stud_game_read gr;
	memset(&gr, 0, sizeof(gr));
	mpq_init(gr.two_bound);
	const char *no = read_rules(&base, g, &why, &gr);
	stud_read_view(&gr, g);
	size_t n = no ? 0 : readings(rd, &base, &gr);
	for (size_t i = 0; i < n; i++)
		rules_words(&rd[i].words, &rd[i].r, poker_winning_classes(g, gr.ante),
		            poker_winning_classes(g, gr.bet));
	if (!no && !stud_results(rd, n))
		no = "the payouts' common denominator is too large for the engine's integer sums";
	mpq_t price, two_price;
	mpq_inits(price, two_price, NULL);
	const pp_node *chosen = NULL, *two = NULL;
	stud_exchange_kind kind = no ? STUD_EXCHANGE_NONE
	                             : stud_exchange_option(price, &chosen, NULL, g);
	int sixth = kind == STUD_EXCHANGE_SIXTH || kind == STUD_EXCHANGE_SIXTH_AMONG;
	if (kind == STUD_EXCHANGE_ONE_CARD || kind == STUD_EXCHANGE_ONE_CARD_AMONG ||
	    (sixth && gr.view == STUD_VIEW_ONE)) {
		/* an exchange with one card seen too, unless the plan deals them
		 * all face down: then that figure is only a comparison, the
		 * exchange declined; a sixth card as dealt (one card seen) only;
		 * beside a one-card exchange with one card seen, an exchange of
		 * two cards at once weighed there */
		int seen = sixth ? 2 : gr.view != STUD_VIEW_NONE;
		if (seen != 1 || !stud_exchange_two_option(two_price, &two, g))
			two = NULL;
		stud_exchange_readings(rd, n, price, seen);
		int all = 1, all_up = gr.view != STUD_VIEW_NONE;
		for (size_t i = 0; i < n; i++) {
			all &= sixth ? rd[i].exchanged_up : rd[i].exchanged;
			all_up &= rd[i].exchanged_up;
		}
		if (all) /* else every variant keeps the option declined */
			option_optimised(&gr, g, chosen, price, all_up, sixth,
			                 kind == STUD_EXCHANGE_ONE_CARD_AMONG ||
			                 kind == STUD_EXCHANGE_SIXTH_AMONG);
		if (all && all_up && two)
			stud_two_never_better(&gr, g, two, two_price, rd, n);
	}
	mpq_clears(price, two_price, NULL);
	if (no)
		ck_emit_status(ctx, "PP-POKER-007", g->game, g->game, subject, PP_ST_NOTAPPLICABLE,
		               "the engine cannot price the main game: %s", no);
	else
		stud_report(ctx, g, &gr, rd, n);
	for (int i = 0; i < 3; i++) {
		stud_rules_clear(&rd[i].r);
		stud_value_clear(&rd[i].v);
		stud_exchange_result_clear(&rd[i].ex);
		stud_exchange_result_clear(&rd[i].ex_up);
		pp_buf_free(&rd[i].words);
	}
	free(gr.options);
	free(gr.price);
	mpq_clear(gr.two_bound);
	pp_buf_free(&why);
	stud_rules_clear(&base);
}
