/* SPDX-License-Identifier: Apache-2.0 */
/* poker_side_condition.c - side bets whose payment depends on more than
 * the player's cards (a bet's `condition`): that the condition agrees with
 * the game (PP-SIDE-001), and its return, exact where the engine can count
 * it and as a labelled bound where it depends on the player's decisions or
 * on a rule the plan leaves open (PP-RTP-001, PP-SIDE-002).
 *
 * A five-card stud bonus conditioned on the dealer's hand is priced over
 * the joint classes of the player's and the dealer's hands
 * (eval/hand_joint.h): every deal of 5 cards from 52 and 5 from the 47
 * left.  Beating the dealer is known from the classes except between equal
 * classes, so a bonus paid only then gets bounds: the player losing every
 * such tie, and winning it.  A condition the plan leaves unstated (what the
 * bet gets when a paying hand misses the condition) is priced under both
 * readings.  A bet a fold or a card option forfeits is priced as if the
 * player kept his five cards and stayed in: an upper bound. */
#include <stdlib.h>
#include <string.h>

#include "core/figures.h"
#include "poker/poker.h"
#include "poker/eval/hand_joint.h"
#include "i18n.h"

/* A condition read from the plan. */
typedef struct {
	const pp_node *node;
	int dealer_qualifies, dealer_not_qualified; /* dealer: qualifies, not_qualified */
	hand_class at_least;         /* dealer_at_least, HAND_HIGH_CARD when none */
	int beats, stays_in;         /* player_beats_dealer, player_stays_in */
	const char *unmet;           /* otherwise: loses, push, unstated */
	const char *on_exchange, *on_buy; /* lost, returned, kept, unstated, or NULL */
} side_cond;

static void cond_read(side_cond *c, const pp_node *n)
{
	memset(c, 0, sizeof(*c));
	c->node = n;
	const char *d = node_get_text(n, "dealer", "any");
	c->dealer_qualifies = strcmp(d, "qualifies") == 0;
	c->dealer_not_qualified = strcmp(d, "not_qualified") == 0;
	c->at_least = hand_class_find(node_get_text(n, "dealer_at_least", "high_card"));
	if (c->at_least == HAND_NCLASS)
		c->at_least = HAND_HIGH_CARD;
	c->beats = node_get_bool(n, "player_beats_dealer", 0);
	c->stays_in = node_get_bool(n, "player_stays_in", 0);
	c->unmet = node_get_text(n, "otherwise", "unstated");
	c->on_exchange = node_get_text(n, "on_exchange", NULL);
	c->on_buy = node_get_text(n, "on_buy", NULL);
}

/* The first card option of the game of kind ("exchange", "buy"), or NULL. */
static const pp_node *option_of(const poker_game *g, const char *kind)
{
	const pp_node *options = node_get(g->game, "options");
	for (size_t i = 0; i < node_len(options); i++)
		if (strcmp(node_get_text(node_at(options, i), "kind", ""), kind) == 0)
			return node_at(options, i);
	return NULL;
}

/* Whether option o lists bet name among the bets it forfeits. */
static int forfeits(const pp_node *o, const char *name)
{
	const pp_node *lost = node_get(o, "forfeits");
	for (size_t i = 0; i < node_len(lost); i++)
		if (strcmp(node_text(node_at(lost, i)), name) == 0)
			return 1;
	return 0;
}

/* PP-SIDE-001 for what a card option of kind ("exchange", "buy") does to
 * bet b, where its condition's key says. */
static void check_option(ck_ctx *ctx, const poker_game *g, const poker_bet *b,
                         const side_cond *c, const char *key, const char *kind)
{
	const char *rule = node_get_text(c->node, key, NULL);
	const pp_node *o = option_of(g, kind), *at = node_get(c->node, key);
	char subject[200];
	snprintf(subject, sizeof(subject), "%s: %s", b->name, key);
	if (!rule)
		return;
	if (!o) {
		ck_emit(ctx, "PP-SIDE-001", g->game, at, subject, 0,
		        "`%s` says what %s does to it, but the game offers no such option", b->name,
		        strcmp(kind, "buy") == 0 ? ck_l10n("buying a card")
		                                 : ck_l10n("exchanging a card"));
		return;
	}
	int lost = forfeits(o, b->name);
	int ok = !lost || strcmp(rule, "lost") == 0 || strcmp(rule, "unstated") == 0;
	ck_emit(ctx, "PP-SIDE-001", g->game, at, subject, ok,
	        ok ? N_("`%s`: what the option `%s` does to it (%s) agrees with the option")
	           : N_("`%s`: the option `%s` forfeits it, but its condition says %s"),
	        b->name, node_get_text(o, "name", kind), rule);
}

/* PP-SIDE-001: the condition is on a side bet and fits the game. */
static void check_condition(ck_ctx *ctx, const poker_game *g, const poker_bet *b,
                            const side_cond *c)
{
	char subject[200];
	snprintf(subject, sizeof(subject), "%s: condition", b->name);
	if (b->kind != POKER_SIDE) {
		ck_emit(ctx, "PP-SIDE-001", g->game, c->node, subject, 0,
		        "`%s` is not a side bet, but has a side bet's condition", b->name);
		return;
	}
	if ((c->dealer_qualifies || c->dealer_not_qualified) && !g->has_qual) {
		ck_emit(ctx, "PP-SIDE-001", g->game, c->node, subject, 0,
		        "`%s` is paid only when the dealer %s, but the game states no "
		        "qualifying hand", b->name,
		        c->dealer_qualifies ? ck_l10n("qualifies") : ck_l10n("does not qualify"));
		return;
	}
	if (c->dealer_not_qualified && c->at_least >= g->qual && c->at_least != HAND_HIGH_CARD) {
		ck_emit(ctx, "PP-SIDE-001", g->game, c->node, subject, 0,
		        "`%s` is paid only when the dealer does not qualify and holds at least "
		        "%s, which qualifies him: it is never paid", b->name,
		        hand_class_name(c->at_least));
		return;
	}
	ck_emit(ctx, "PP-SIDE-001", g->game, c->node, subject, 1,
	        "`%s`: its condition fits the game", b->name);
	check_option(ctx, g, b, c, "on_exchange", "exchange");
	check_option(ctx, g, b, c, "on_buy", "buy");
}

/* Whether a dealer hand of class d meets the dealer part of condition c. */
static int dealer_met(const poker_game *g, const side_cond *c, int d)
{
	if (c->dealer_qualifies && d < (int)g->qual)
		return 0;
	if (c->dealer_not_qualified && d >= (int)g->qual)
		return 0;
	return d >= (int)c->at_least;
}

/* A side bet's payment per unit staked, stake included, by the player's
 * class: pay[c] when hand c has a row (has[c]), else miss. */
typedef struct {
	int has[HAND_NCLASS];
	mpq_t pay[HAND_NCLASS];
	mpq_t miss;
} side_pay;

static void pay_init(side_pay *p)
{
	memset(p->has, 0, sizeof(p->has));
	for (int c = 0; c < HAND_NCLASS; c++)
		mpq_init(p->pay[c]);
	mpq_init(p->miss);
}

static void pay_clear(side_pay *p)
{
	for (int c = 0; c < HAND_NCLASS; c++)
		mpq_clear(p->pay[c]);
	mpq_clear(p->miss);
}

/* The payments of a ratio bet (a row at discretion pays nothing counted). */
static void pay_of_ratios(side_pay *p, const poker_bet *b)
{
	for (int c = 0; c < HAND_NCLASS; c++) {
		p->has[c] = b->has_row[c];
		if (b->has_row[c] && b->priced[c]) {
			mpq_set_ui(p->pay[c], 1, 1);
			mpq_add(p->pay[c], p->pay[c], b->ratio[c]);
		}
	}
	mpq_set_ui(p->miss, b->otherwise == POKER_OTHER_PUSH, 1);
}

/* The payments of amount table t of stake stake, per unit staked. */
static void pay_of_amounts(side_pay *p, const poker_bet *b, const pp_node *t, const mpq_t stake)
{
	const pp_node *rows = node_get(t, "rows");
	for (size_t r = 0; r < node_len(rows); r++) {
		hand_class c = hand_class_find(node_get_text(node_at(rows, r), "hand", ""));
		if (c == HAND_NCLASS || !poker_row_amount(p->pay[c], rows, node_at(rows, r)))
			continue;
		p->has[c] = 1;
		mpq_div(p->pay[c], p->pay[c], stake);
		if (b->stake_returned) {
			mpq_t one;
			mpq_init(one);
			mpq_set_ui(one, 1, 1);
			mpq_add(p->pay[c], p->pay[c], one);
			mpq_clear(one);
		}
	}
	mpq_set_ui(p->miss, b->otherwise == POKER_OTHER_PUSH, 1);
}

/* The return's bounds over the joint classes: lo with every open reading
 * against the player (a class tie lost, an unmet condition losing when the
 * plan does not say), hi with every one for him; keep_or_back as hi, each
 * deal paying at least the stake back (a player who may take his stake
 * back instead gets at most that: the better of the two, deal by deal). */
static void price(mpq_t lo, mpq_t hi, mpq_t keep_or_back, const poker_game *g,
                  const side_cond *c, const side_pay *p, const hand_joint *j)
{
	mpq_t q, unmet_lo, unmet_hi, v, one;
	mpq_inits(q, unmet_lo, unmet_hi, v, one, NULL);
	mpq_set_ui(one, 1, 1);
	mpq_set_ui(keep_or_back, 0, 1);
	mpq_set_ui(unmet_lo, strcmp(c->unmet, "push") == 0, 1);
	mpq_set_ui(unmet_hi, strcmp(c->unmet, "loses") != 0, 1);
	mpq_set_ui(lo, 0, 1);
	mpq_set_ui(hi, 0, 1);
	for (int pc = 0; pc < HAND_NCLASS; pc++) {
		for (int dc = 0; dc < HAND_NCLASS; dc++) {
			mpz_set_ui(mpq_numref(q), 0);
			mpz_import(mpq_numref(q), 1, 1, sizeof(uint64_t), 0, 0, &j->joint[pc][dc]);
			mpz_import(mpq_denref(q), 1, 1, sizeof(uint64_t), 0, 0, &j->total);
			mpq_canonicalize(q);
			int met = dealer_met(g, c, dc);
			int met_lo = met && (!c->beats || pc > dc), met_hi = met && (!c->beats || pc >= dc);
			mpq_srcptr r_lo = !p->has[pc] ? p->miss : met_lo ? p->pay[pc] : unmet_lo;
			mpq_srcptr r_hi = !p->has[pc] ? p->miss : met_hi ? p->pay[pc] : unmet_hi;
			mpq_mul(v, q, r_lo);
			mpq_add(lo, lo, v);
			mpq_mul(v, q, r_hi);
			mpq_add(hi, hi, v);
			mpq_mul(v, q, mpq_cmp(r_hi, one) > 0 ? r_hi : one);
			mpq_add(keep_or_back, keep_or_back, v);
		}
	}
	mpq_clears(q, unmet_lo, unmet_hi, v, one, NULL);
}

/* What in the game makes the figure depend on the player's decisions:
 * "lost" when a fold or an option forfeits the bet (the figure is then an
 * upper bound), "returned" when an option returns its stake (the upper
 * bound takes the better of the two per hand), "kept" when the bet is
 * settled on a hand after an exchange or purchase, or an unstated rule
 * for an offered option (no bound from the cards dealt); NULL when none. */
static const char *decisions(const poker_game *g, const poker_bet *b, const side_cond *c)
{
	const char *worst = c->stays_in ? "lost" : NULL;
	const char *keys[2] = { "on_exchange", "on_buy" }, *kinds[2] = { "exchange", "buy" };
	for (int i = 0; i < 2; i++) {
		const pp_node *o = option_of(g, kinds[i]);
		if (!o)
			continue;
		const char *r = node_get_text(c->node, keys[i], forfeits(o, b->name) ? "lost"
		                                                                     : "unstated");
		if (strcmp(r, "kept") == 0 || strcmp(r, "unstated") == 0)
			return "kept";
		if (strcmp(r, "returned") == 0 || !worst)
			worst = r;
	}
	return worst;
}

/* Price one table (a ratio bet, or one amount table) of conditional bet
 * b: PP-RTP-001 when exact, else PP-SIDE-002 with the labelled bounds. */
static void price_table(ck_ctx *ctx, const poker_game *g, const poker_bet *b,
                        const side_cond *c, const pp_node *at, const char *subject,
                        const side_pay *p)
{
	if (strcmp(g->family, "stud") != 0 || g->ncards != 5) {
		ck_emit_status(ctx, "PP-SIDE-002", g->game, at, subject, PP_ST_NOTAPPLICABLE,
		               "`%s` depends on the dealer's hand; its return is computed for "
		               "five-card stud only", subject);
		ck_figures_not_computed(ctx, g->game, subject, "side",
		                        "its payment depends on the dealer's hand");
		return;
	}
	mpq_t lo, hi, keep_or_back;
	mpq_inits(lo, hi, keep_or_back, NULL);
	price(lo, hi, keep_or_back, g, c, p, hand_joint_get());
	const char *dec = decisions(g, b, c);
	if (dec && strcmp(dec, "returned") == 0)
		mpq_set(hi, keep_or_back);
	char *ls = num_exact(lo), *hs = num_exact(hi), *lp = ck_pct(lo), *hp = ck_pct(hi);
	if (!dec && mpq_equal(lo, hi)) {
		ck_rtp(ctx, g->game, at, subject, "side", lo);
		ck_figures_rtp_only(ctx, g->game, subject, "side", lo,
		                    "its outcomes by the dealer's hand are not listed");
	} else {
		pp_finding *f;
		if (dec && strcmp(dec, "kept") == 0)
			f = ck_emit_status(ctx, "PP-SIDE-002", g->game, at, subject, PP_ST_INFO,
			        "`%s`: not computed, the bet is settled on the hand after a card "
			        "option the player may take; on the five cards dealt, kept, its "
			        "return would lie between %s and %s (a figure of no strategy)",
			        subject, lp, hp);
		else if (dec)
			f = ck_emit_status(ctx, "PP-SIDE-002", g->game, at, subject, PP_ST_INFO,
			        "`%s`: its return depends on the player's decisions (a fold or a "
			        "card option %s): it is at most %s (RTP %s), an upper bound over "
			        "every strategy", subject,
			        strcmp(dec, "lost") == 0 ? ck_l10n("forfeits the bet")
			                                 : ck_l10n("returns its stake"), hp, hs);
		else
			f = ck_emit_status(ctx, "PP-SIDE-002", g->game, at, subject, PP_ST_INFO,
			        "`%s`: its return lies between %s and %s (RTP %s to %s): %s",
			        subject, lp, hp, ls, hs,
			        c->beats ? ck_l10n("a tie of classes with the dealer is counted lost, "
			                           "then won")
			                 : ck_l10n("the plan does not say what a paying hand gets when "
			                           "the condition is not met: lost, then returned"));
		ck_evidence_q(f, "rtp_lower", lo, 6);
		ck_evidence_q(f, "rtp_upper", hi, 6);
		ck_figures_not_computed(ctx, g->game, subject, "side",
		                        "its return is known only within bounds (PP-SIDE-002)");
	}
	free(ls);
	free(hs);
	free(lp);
	free(hp);
	mpq_clears(lo, hi, keep_or_back, NULL);
}

int poker_side_may_pay(const poker_game *g, const poker_bet *b, int qualifies)
{
	const pp_node *cn = node_get(b->node, "condition");
	if (!cn || !g->has_qual)
		return 1;
	side_cond c;
	cond_read(&c, cn);
	if (qualifies)
		return !c.dealer_not_qualified;
	return !c.dealer_qualifies && (c.at_least == HAND_HIGH_CARD || c.at_least < g->qual);
}

void poker_side_conditions(ck_ctx *ctx, const poker_game *g)
{
	for (size_t i = 0; i < g->nbets; i++) {
		const poker_bet *b = &g->bets[i];
		const pp_node *cn = node_get(b->node, "condition");
		if (!cn)
			continue;
		side_cond c;
		cond_read(&c, cn);
		check_condition(ctx, g, b, &c);
		if (b->kind != POKER_SIDE)
			continue;
		side_pay p;
		pay_init(&p);
		if (b->paytable) {
			pay_of_ratios(&p, b);
			price_table(ctx, g, b, &c, b->paytable, b->name, &p);
		}
		const pp_node *tables = node_get(b->amounts, "tables");
		mpq_t stake;
		mpq_init(stake);
		for (size_t t = 0; t < node_len(tables); t++) {
			const pp_node *tn = node_at(tables, t);
			char *subject = poker_amount_subject(b, tn);
			if (num_get(stake, tn, "stake") && mpq_sgn(stake)) {
				side_pay pa;
				pay_init(&pa);
				pay_of_amounts(&pa, b, tn, stake);
				price_table(ctx, g, b, &c, tn, subject, &pa);
				pay_clear(&pa);
			} else {
				ck_emit_status(ctx, "PP-RTP-001", g->game, tn, subject,
				               PP_ST_NOTAPPLICABLE, "the plan states no `%s` stake in "
				               "%s: its return per stake cannot be computed", b->name,
				               node_get_text(tn, "currency", ""));
				ck_figures_not_computed(ctx, g->game, subject, "side",
				                        "the plan states no stake in this currency");
			}
			free(subject);
		}
		mpq_clear(stake);
		pay_clear(&p);
	}
}
