/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_rules.c - a twenty-one game's rules as read from the plan, and
 * the checks that hold them against each other: the shoe and the dealer's
 * drawing rule are stated, the soft-17 and ace-and-six rules agree, a
 * natural is not settled before the dealer's own natural is decided,
 * splits, even money against insurance, surrender against a possible
 * dealer natural, payouts stated, rules stated twice (PP-BJ-001..010,
 * PP-PONT-001). */
#include <stdlib.h>
#include <string.h>

#include "blackjack/blackjack.h"
#include "i18n.h"

/* The payout of hand `hand` from the payouts list into q; 0 if absent. */
static int payout_of(mpq_t q, const pp_node *game, const char *hand)
{
	const pp_node *list = node_get(game, "payouts");
	for (size_t i = 0; i < node_len(list); i++)
		if (strcmp(node_get_text(node_at(list, i), "hand", ""), hand) == 0)
			return num_get(q, node_at(list, i), "payout");
	return 0;
}

static const pp_node *payout_node(const pp_node *game, const char *hand)
{
	const pp_node *list = node_get(game, "payouts");
	for (size_t i = 0; i < node_len(list); i++)
		if (strcmp(node_get_text(node_at(list, i), "hand", ""), hand) == 0)
			return node_at(list, i);
	return NULL;
}

static int rank_of(const char *name)
{
	for (int r = 0; r < BJ_RANKS; r++)
		if (strcmp(bj_rank_name(r), name) == 0)
			return r;
	return -1;
}

/* Read game into g (blackjack.h); g borrows game's nodes. */
void bj_game_read(bj_game *g, const pp_node *game)
{
	memset(g, 0, sizeof(*g));
	mpq_inits(g->win, g->natural, g->trick, g->buy_stake, g->ins_payout, g->even_money,
	          g->surrender_refund, NULL);
	g->game = game;
	g->pontoon = strcmp(node_get_text(game, "family", ""), "pontoon") == 0;
	g->decks = (unsigned)node_get_int(node_get(game, "shoe"), "decks", 0);

	const pp_node *d = node_get(game, "dealer");
	const char *s17 = node_get_text(d, "soft_17", NULL);
	const char *a6 = node_get_text(d, "ace_six", NULL);
	g->dealer.stands_on = (unsigned)node_get_int(d, "stands_on", 17);
	g->soft17_stated = s17 != NULL;
	g->dealer.hits_soft = s17 && strcmp(s17, "hit") == 0;
	g->dealer.ace_six = !a6 ? BJ_ACE_SIX_NONE
	                    : strcmp(a6, "eleven") == 0 ? BJ_ACE_SIX_ELEVEN : BJ_ACE_SIX_ONE;
	g->hole_card = node_get_bool(d, "hole_card", 0);
	g->dealer.peeks = g->hole_card && node_get_bool(d, "peeks", 0);
	g->natural_takes_all = strcmp(node_get_text(d, "natural_takes", "all"), "all") == 0;

	g->has_win = payout_of(g->win, game, "win");
	g->has_natural = payout_of(g->natural, game, g->pontoon ? "pontoon" : "blackjack");
	g->has_trick = g->pontoon && payout_of(g->trick, game, "five_card_trick");
	g->ties_lose = strcmp(node_get_text(game, "tie", "push"), "lose") == 0;

	const pp_node *dbl = node_get(game, "doubling");
	if (dbl) {
		g->can_double = 1;
		g->das_open = !node_get(dbl, "after_split");
		g->double_after_split = node_get_bool(dbl, "after_split", 0);
		if (strcmp(node_get_text(dbl, "hands", "any_two"), "totals") == 0) {
			const pp_node *tl = node_get(dbl, "totals");
			for (size_t i = 0; i < node_len(tl); i++)
				g->double_totals |= 1u << node_int(node_at(tl, i));
			g->can_double = g->double_totals != 0;
		} else {
			g->double_totals = ~0u;
		}
	}
	const pp_node *sp = node_get(game, "split");
	if (sp) {
		/* Unstated, the base reading is one split: the plan has a split rule. */
		g->splits_open = !node_get(sp, "max_splits");
		g->max_splits = (unsigned)node_get_int(sp, "max_splits", 1);
		g->can_split = g->max_splits > 0;
		g->pairs_open = !node_get(sp, "pairs");
		g->pairs_same_rank = strcmp(node_get_text(sp, "pairs", "same_value"),
		                            "same_rank") == 0;
		/* Unstated, the base reading is that aces split as often as other
		 * pairs; the house-edge table prices every count from one. */
		g->aces_open = !node_get(sp, "ace_splits");
		g->ace_splits = (unsigned)node_get_int(sp, "ace_splits", (long long)g->max_splits);
		g->split_aces_one_card = node_get_int(sp, "split_aces_cards", 0) == 1;
		g->natural_after_split = node_get_bool(sp, "natural_after_split", 0);
	}
	const pp_node *buy = node_get(game, "buying");
	g->trick_cards = 5;
	if (buy) {
		g->bought_cards = (unsigned)node_get_int(buy, "bought_cards", 0);
		g->trick_cards = (unsigned)node_get_int(buy, "trick_cards", 5);
		num_get(g->buy_stake, buy, "stake");
	}
	const pp_node *ins = node_get(game, "insurance");
	if (ins) {
		g->has_insurance = 1;
		g->ins_exactly_half = strcmp(node_get_text(ins, "stake", ""), "exactly_half") == 0;
		g->ins_on_natural = node_get_bool(ins, "on_blackjack", 0);
		num_get(g->ins_payout, ins, "payout");
	}
	g->has_even_money = num_get(g->even_money, node_get(game, "even_money"), "payout");
	const pp_node *sur = node_get(game, "surrender");
	if (sur) {
		g->has_surrender = 1;
		g->surrender_ace = node_get_bool(sur, "against_ace", 0);
		g->surrender_ten = node_get_bool(sur, "against_ten", 1);
		num_get(g->surrender_refund, sur, "refund");
	}
	const pp_node *box = node_get(game, "box");
	g->players = (unsigned)node_get_int(box, "players", 0);
	g->max_bet_per_player = strcmp(node_get_text(box, "max_bet_per", "box"), "player") == 0;
	const pp_node *unless = node_get(node_get(game, "natural"), "at_once_unless");
	g->has_at_once = unless != NULL;
	for (size_t i = 0; i < node_len(unless); i++) {
		int r = rank_of(node_text(node_at(unless, i)));
		if (r >= 0)
			g->at_once_unless |= 1u << r;
	}
}

/* Free what bj_game_read allocated in g. */
void bj_game_clear(bj_game *g)
{
	mpq_clears(g->win, g->natural, g->trick, g->buy_stake, g->ins_payout, g->even_money,
	           g->surrender_refund, NULL);
}

/* The plan's full shoe into s (g->decks must be set). */
void bj_game_shoe(const bj_game *g, bj_shoe *s)
{
	bj_shoe_decks(s, g->decks);
}

/* The dealer's bust probability after up card up, for the message that
 * shows what an unstated soft-17 rule is worth. */
static void bust_after(mpq_t p, unsigned decks, int up, int hits_soft)
{
	bj_shoe shoe;
	bj_dealer d = { 17, hits_soft, BJ_ACE_SIX_NONE, 0 };
	mpq_t out[BJ_NOUT];
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_init(out[o]);
	bj_shoe_decks(&shoe, decks);
	bj_dealer_probs(out, &shoe, up, &d);
	mpq_set(p, out[BJ_OUT_BUST]);
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_clear(out[o]);
}

/* PP-BJ-002 and PP-BJ-003: the soft-17 rule is stated, and agrees with
 * the plan's rule for the dealer's ace and six. */
static void check_soft17(ck_ctx *ctx, const bj_game *g)
{
	const pp_node *d = node_get(g->game, "dealer");
	const pp_node *s17 = node_get(d, "soft_17"), *a6 = node_get(d, "ace_six");
	if (s17) {
		ck_emit(ctx, "PP-BJ-002", g->game, s17, "soft 17", 1,
		        g->dealer.hits_soft ? N_("the dealer draws on a soft 17")
		                            : N_("the dealer stands on a soft 17"));
	} else {
		pp_finding *f = ck_emit(
			ctx, "PP-BJ-002", g->game, d, "soft 17", 0,
			"the plan does not say whether the dealer stands on a soft 17%s; planproof "
			"reads the card-value rule (an ace counts eleven unless that busts): the "
			"dealer stands on every soft 17",
			a6 ? ck_l10n(" (it rules only on a two-card ace and six, not on A+2+4 or A+A+5)")
			   : "");
		if (g->decks) {
			mpq_t p;
			mpq_init(p);
			bust_after(p, g->decks, 5, 0);
			ck_evidence_q(f, "bust_after_6_if_stands", p, 6);
			bust_after(p, g->decks, 5, 1);
			ck_evidence_q(f, "bust_after_6_if_draws", p, 6);
			mpq_clear(p);
		}
	}
	if (!a6)
		return;
	int eleven = g->dealer.ace_six == BJ_ACE_SIX_ELEVEN;
	int ok = eleven ? !g->dealer.hits_soft : g->dealer.hits_soft;
	ck_emit(ctx, "PP-BJ-003", g->game, a6, "ace and six", ok,
	        "a dealer's ace and six counts %s, so the dealer %s on it; the soft-17 rule%s "
	        "makes the dealer %s on a soft 17%s",
	        eleven ? ck_l10n("17 (ace eleven)") : ck_l10n("7 (ace one)"),
	        eleven ? ck_l10n("stands") : ck_l10n("draws"), s17 ? "" : ck_l10n(" (as read)"),
	        g->dealer.hits_soft ? ck_l10n("draw") : ck_l10n("stand"),
	        ok ? "" : ck_l10n(": the two rules contradict each other"));
}

/* The probability that the dealer makes a natural after up card up, the
 * player holding a natural (both out of the shoe). */
static void dealer_natural(mpq_t p, const bj_game *g, int up)
{
	bj_shoe s;
	bj_game_shoe(g, &s);
	unsigned other = up == BJ_ACE ? s.count[BJ_TEN] - 1 : s.count[BJ_ACE] - 1;
	mpq_set_ui(p, other, s.total - 3);
	mpq_canonicalize(p);
}

/* PP-BJ-004: a natural is paid at once only against up cards that cannot
 * become a dealer natural, unless the dealer has peeked. */
static void check_at_once(ck_ctx *ctx, const bj_game *g)
{
	const pp_node *at = node_get(node_get(g->game, "natural"), "at_once_unless");
	if (!g->has_at_once)
		return;
	const char *nat = g->pontoon ? "pontoon" : "blackjack";
	unsigned risky = ((1u << BJ_ACE) | (1u << BJ_TEN)) & ~g->at_once_unless;
	if (g->dealer.peeks)
		risky = 0;
	const char *cards = "";
	mpq_t p;
	mpq_init(p);
	if (risky == ((1u << BJ_ACE) | (1u << BJ_TEN)))
		cards = ck_l10n("an ace or a ten");
	else if (risky)
		cards = risky & (1u << BJ_ACE) ? ck_l10n("an ace") : ck_l10n("a ten");
	pp_finding *f = ck_emit(
		ctx, "PP-BJ-004", g->game, at, nat, risky == 0,
		risky ? N_("a %s is paid at once even when the dealer's up card is %s, from which the "
		        "dealer (%s) can still make a natural%s")
		      : N_("a %s waits for the dealer wherever the dealer can still make a natural%s%s%s"),
		nat, cards,
		risky ? (g->hole_card ? ck_l10n("no peek") : ck_l10n("no hole card")) : "",
		risky && (risky & 1u) && g->has_even_money
			? ck_l10n("; the plan also offers even money against an ace, which only "
			          "makes sense if the natural is not paid at once there")
			: "");
	for (int r = 0; r < BJ_RANKS && g->decks; r++)
		if (risky & (1u << r)) {
			char name[48];
			snprintf(name, sizeof(name), "dealer_natural_after_%s", bj_rank_name(r));
			dealer_natural(p, g, r);
			ck_evidence_q(f, name, p, 6);
		}
	mpq_clear(p);
}

/* PP-BJ-010: whether a natural beats a dealer's 21 of three or more cards. */
static void check_beats_21(ck_ctx *ctx, const bj_game *g)
{
	const pp_node *nat = node_get(g->game, "natural");
	const pp_node *b21 = node_get(nat, "beats_21");
	const char *name = g->pontoon ? "pontoon" : "blackjack";
	if (!g->has_natural)
		return;
	if (b21) {
		ck_emit(ctx, "PP-BJ-010", g->game, b21, "natural against 21", 1,
		        "a %s %s a dealer's 21 of three or more cards", name,
		        node_bool(b21) ? ck_l10n("beats") : ck_l10n("does not beat"));
		return;
	}
	pp_finding *f = ck_emit(
		ctx, "PP-BJ-010", g->game, nat ? nat : payout_node(g->game, name),
		"natural against 21", 0,
		"the plan does not say whether a %s beats a dealer's 21 of three or more cards; "
		"read literally, \"the same total\" %s", name,
		g->ties_lose ? ck_l10n("loses (ties lose)") : ck_l10n("is a tie (push)"));
	if (!g->decks)
		return;
	bj_shoe s;
	mpq_t out[BJ_NOUT];
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_init(out[o]);
	for (int up = 0; up < BJ_RANKS; up += BJ_TEN) {
		bj_game_shoe(g, &s);
		bj_shoe_take(&s, BJ_ACE);
		bj_shoe_take(&s, BJ_TEN);
		bj_dealer_probs(out, &s, up, &g->dealer);
		char ev[48];
		snprintf(ev, sizeof(ev), "dealer_21_after_%s", bj_rank_name(up));
		ck_evidence_q(f, ev, out[BJ_OUT_TOTAL(21)], 6);
	}
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_clear(out[o]);
}

/* PP-BJ-007: even money pays what insuring the natural would pay for sure. */
static void check_even_money(ck_ctx *ctx, const bj_game *g)
{
	if (!g->has_even_money || !g->has_insurance || !g->has_natural)
		return;
	mpq_t half, if_nat, if_not;
	mpq_inits(half, if_nat, if_not, NULL);
	mpq_set_ui(half, 1, 2);
	mpq_mul(if_nat, half, g->ins_payout); /* natural pushes, insurance wins */
	mpq_sub(if_not, g->natural, half);    /* natural paid, insurance lost */
	int ok = mpq_equal(g->even_money, if_nat) && mpq_equal(g->even_money, if_not);
	char *em = num_ratio(g->even_money), *a = num_plain(if_nat), *b = num_plain(if_not);
	pp_finding *f = ck_emit(
		ctx, "PP-BJ-007", g->game, node_get(node_get(g->game, "even_money"), "payout"),
		"even money", ok,
		"a natural insured with half the bet%s returns %s if the dealer makes a natural "
		"and %s if not; even money pays %s%s",
		g->ins_on_natural ? "" : " (which the plan does not allow: even money stands for it)",
		a, b, em, ok ? ", the same sure win"
		   : mpq_equal(if_nat, if_not) ? ", a different amount"
		                              : ": insuring is not a sure win at these payouts, "
		                                "so even money is not the same bet");
	ck_evidence_q(f, "insured_if_dealer_natural", if_nat, 4);
	ck_evidence_q(f, "insured_otherwise", if_not, 4);
	ck_evidence_q(f, "even_money", g->even_money, 4);
	free(em);
	free(a);
	free(b);
	mpq_clears(half, if_nat, if_not, NULL);
}

/* PP-BJ-008: surrender is not offered against an up card that can still
 * become a dealer natural without the plan saying what happens then. */
static void check_surrender(ck_ctx *ctx, const bj_game *g)
{
	const pp_node *sur = node_get(g->game, "surrender");
	if (!g->has_surrender)
		return;
	int ace = g->surrender_ace && !g->dealer.peeks;
	int ten = g->surrender_ten && !g->dealer.peeks;
	pp_finding *f = ck_emit(
		ctx, "PP-BJ-008", g->game, sur, "surrender", !ace && !ten,
		ace || ten
			? N_("surrender is allowed against %s%s%s before the dealer's natural is decided "
			  "(no hole card); the plan does not say whether the surrender stands if the "
			  "dealer then makes a natural%s")
			: N_("surrender is allowed only where the dealer cannot make a natural%s%s%s%s"),
		ace ? ck_l10nc("surrender against", "an ace") : "", ace && ten ? ck_l10n(" and ") : "",
		ten ? ck_l10nc("surrender against", "a ten") : "",
		ten && !ace ? ck_l10n("; yet it forbids surrender against an ace, where the same "
		                      "can happen")
		            : "");
	mpq_t p;
	mpq_init(p);
	if (g->decks) {
		bj_shoe s;
		bj_game_shoe(g, &s);
		if (ten) {
			mpq_set_ui(p, s.count[BJ_ACE], s.total - 1);
			mpq_canonicalize(p);
			ck_evidence_q(f, "dealer_natural_after_10", p, 6);
		}
		if (ace) {
			mpq_set_ui(p, s.count[BJ_TEN], s.total - 1);
			mpq_canonicalize(p);
			ck_evidence_q(f, "dealer_natural_after_A", p, 6);
		}
	}
	mpq_clear(p);
}

/* PP-BJ-009: every winning hand's payout is stated. */
static void check_payouts(ck_ctx *ctx, const bj_game *g)
{
	static const char *const bj[] = { "win", "blackjack", NULL };
	static const char *const pont[] = { "win", "pontoon", "five_card_trick", NULL };
	const char *const *hands = g->pontoon ? pont : bj;
	for (size_t i = 0; hands[i]; i++) {
		const pp_node *n = payout_node(g->game, hands[i]);
		ck_emit(ctx, "PP-BJ-009", g->game, n ? n : node_get(g->game, "payouts"), hands[i],
		        n != NULL, n ? N_("the plan states what a %s pays: %s")
		                     : N_("the plan does not state what a %s pays%s"), hands[i],
		        n ? node_get_text(n, "payout", "") : "");
	}
}

/* The rule checks PP-BJ-001..005, 007..010 and PP-PONT-001 of one game. */
void bj_check_rules(ck_ctx *ctx, const bj_game *g)
{
	const pp_node *shoe = node_get(g->game, "shoe");
	if (g->decks)
		ck_emit(ctx, "PP-BJ-001", g->game, shoe, "shoe", 1,
		        "the shoe holds %u decks of 52 cards", g->decks);
	else
		ck_emit(ctx, "PP-BJ-001", g->game, shoe ? shoe : g->game, "shoe", 0,
		        "the plan does not say how many decks the shoe holds: the shoe's "
		        "probabilities cannot be computed");
	check_soft17(ctx, g);
	check_at_once(ctx, g);
	const pp_node *sp = node_get(g->game, "split");
	const pp_node *hands = node_get(sp, "hands");
	if (hands)
		ck_emit(ctx, "PP-BJ-005", g->game, hands, "hands",
		        (unsigned)node_int(hands) == g->max_splits + 1,
		        "%u split(s) make %u hands; the plan says %lld", g->max_splits,
		        g->max_splits + 1, node_int(hands));
	check_even_money(ctx, g);
	check_surrender(ctx, g);
	check_payouts(ctx, g);
	check_beats_21(ctx, g);
	const pp_node *buy = node_get(g->game, "buying");
	const pp_node *autoc = node_get(buy, "automatic_card_at_most");
	if (autoc)
		ck_emit(ctx, "PP-PONT-001", g->game, autoc, "automatic card",
		        node_int(autoc) <= 11,
		        "the card dealt automatically at %lld or less %s", node_int(autoc),
		        node_int(autoc) <= 11 ? "cannot bust the hand (a ten makes at most 21)"
		                              : "can bust the hand: the player is dealt a card "
		                                "he may not want");
}

/* Where the plan first states the rule a restatement repeats: the node
 * holding its figure, or NULL.  *fallback is set (and v filled) when the
 * rule is implied rather than stated: aces split like any pair. */
static const pp_node *primary(mpq_t v, const bj_game *g, const char *rule,
                              const char *currency, int *fallback)
{
	const pp_node *game = g->game, *sp = node_get(game, "split"), *box = node_get(game, "box");
	*fallback = 0;
	if (strcmp(rule, "win") == 0 || strcmp(rule, "blackjack") == 0 ||
	    strcmp(rule, "pontoon") == 0 || strcmp(rule, "five_card_trick") == 0)
		return node_get(payout_node(game, rule), "payout");
	if (strcmp(rule, "insurance") == 0 || strcmp(rule, "even_money") == 0)
		return node_get(node_get(game, rule), "payout");
	if (strcmp(rule, "max_splits") == 0 || strcmp(rule, "hands") == 0)
		return node_get(sp, rule);
	if (strcmp(rule, "ace_splits") == 0) {
		if (node_get(sp, rule) || !sp)
			return node_get(sp, rule);
		*fallback = 1; /* no separate rule for aces: they split like every pair */
		mpq_set_ui(v, g->max_splits, 1);
		return node_get(sp, "max_splits");
	}
	if (strcmp(rule, "decks") == 0)
		return node_get(node_get(game, "shoe"), "decks");
	if (strcmp(rule, "players") == 0 || strcmp(rule, "bets") == 0)
		return node_get(box, rule);
	const pp_node *limits = node_get(game, "limits");
	for (size_t i = 0; currency && i < node_len(limits); i++)
		if (strcmp(node_get_text(node_at(limits, i), "currency", ""), currency) == 0)
			return node_get(node_at(limits, i), rule);
	return NULL;
}

/* PP-BJ-006: every rule the plan states a second time says the same. */
void bj_check_restated(ck_ctx *ctx, const bj_game *g)
{
	const pp_node *list = node_get(g->game, "restatements");
	mpq_t said, first;
	mpq_inits(said, first, NULL);
	for (size_t i = 0; i < node_len(list); i++) {
		const pp_node *r = node_at(list, i);
		const char *rule = node_get_text(r, "rule", "");
		const char *cur = node_get_text(r, "currency", NULL);
		int has = num_get(said, r, "payout") || num_get(said, r, "count") ||
		          num_get(said, r, "amount");
		char subject[96];
		snprintf(subject, sizeof(subject), "%s%s%s #%zu", rule, cur ? " " : "",
		         cur ? cur : "", i + 1);
		int implied;
		const pp_node *at = has ? primary(first, g, rule, cur, &implied) : NULL;
		if (!at) {
			ck_emit_status(ctx, "PP-BJ-006", g->game, r, subject, PP_ST_NOTAPPLICABLE,
			               "the restatement of %s has %s to compare", rule,
			               has ? "no first statement" : "no figure");
			continue;
		}
		if (!implied)
			num_from_node(first, at);
		const pp_node *sn = node_get(r, "payout") ? node_get(r, "payout")
		                    : node_get(r, "count") ? node_get(r, "count") : node_get(r, "amount");
		char *b = implied ? num_plain(first) : pp_xstrdup(node_text(at));
		int ok = mpq_equal(said, first);
		pp_finding *f = ck_emit(ctx, "PP-BJ-006", g->game, r, subject, ok,
		                        ok ? N_("the plan states %s again as %s (\"%s\"), the same as %s "
		                             "(%s)")
		                           : N_("the plan states %s twice differently: %s (\"%s\") "
		                             "and %s (%s)"),
		                        rule, node_text(sn), node_get_text(r, "quote", ""), b,
		                        implied ? "implied by the general split rule"
		                                : "as the rule itself states it");
		ck_evidence_q(f, "restated", said, 4);
		ck_evidence_q(f, "first_stated", first, 4);
		ck_evidence_text(f, "first_stated_at", b);
		free(b);
	}
	mpq_clears(said, first, NULL);
}
