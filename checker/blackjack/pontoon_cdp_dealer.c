/* SPDX-License-Identifier: Apache-2.0 */
/* pontoon_cdp_dealer.c - the dealer's side of the Pontoon engine
 * (pontoon_cdp.c) and the rules it reads.
 *
 * The dealer draws exactly as in Black Jack without a hole card, so the
 * engine uses Black Jack's dealer trie (blackjack_cdp_dealer.c: every
 * multiset of cards the dealer can draw after an up card, with the signed
 * number of its orderings ending in each outcome for each player total)
 * with the plan's win payout and tie rule; the dealer's ace and ten is one
 * more outcome that beats every stake it meets (under ties that lose, a
 * 21 that every player's 21 ties).  Walking the trie with the counts a
 * player's hand leaves gives the value of standing with one multiplication
 * per node: in 128-bit integers when the sums provably fit, GMP otherwise.
 * The walk and the recursion around it are the ones Black Jack's engine
 * runs (blackjack_cdp_dealer.c, blackjack_cdp_base.c). */
#include <stdlib.h>
#include <string.h>

#include "blackjack/pontoon_cdp.h"


/* A payout q as num / den with both at most 1000; 0 when it is not. */
static int small_ratio(const mpq_t q, unsigned long *num, unsigned long *den)
{
	if (mpq_sgn(q) < 0 || mpz_cmp_ui(mpq_numref(q), 1000) > 0 ||
	    mpz_cmp_ui(mpq_denref(q), 1000) > 0)
		return 0;
	*num = mpz_get_ui(mpq_numref(q));
	*den = mpz_get_ui(mpq_denref(q));
	return 1;
}

/* The engine's rules from g (pontoon_cdp.h). */
int pc_rules_from_game(pc_rules *r, const bj_game *g, const char **why)
{
	memset(r, 0, sizeof(*r));
	const pp_node *buy = node_get(g->game, "buying");
	unsigned long wn, wd;
	*why = NULL;
	if (!g->pontoon)
		*why = "the game is not Pontoon";
	else if (!g->has_win || !g->has_natural || !g->has_trick)
		*why = "the plan does not state every payout (PP-BJ-009)";
	else if (!small_ratio(g->win, &wn, &wd) || !small_ratio(g->trick, &r->trick_num,
	                                                        &r->trick_den) ||
	         !small_ratio(g->buy_stake, &r->buy_num, &r->buy_den))
		*why = "a payout or a bought card's stake is not a ratio of numbers up to 1000";
	else if (g->dealer.peeks)
		*why = "a dealer who peeks for a pontoon is not modelled";
	else if (g->trick_cards > PC_MAX_TRICK)
		*why = "a trick of more than six cards is not modelled";
	else if (node_get_bool(buy, "buy_after_draw", 0))
		*why = "buying a card after one was drawn free is not modelled";
	else if (g->can_split && g->pairs_same_rank)
		*why = "pairs of one rank only are not modelled";
	else if (g->can_split && g->natural_after_split)
		*why = "a pontoon after a split is not modelled";
	if (*why)
		return 0;
	r->dealer = g->dealer;
	r->dealer.peeks = 0;
	r->win_num = (long)wn;
	r->win_den = (long)wd;
	mpq_inits(r->natural, r->even_money, NULL);
	mpq_set(r->natural, g->natural);
	r->ties_lose = g->ties_lose;
	r->has_even_money = g->has_even_money;
	if (g->has_even_money)
		mpq_set(r->even_money, g->even_money);
	/* Without a list of up cards the pontoon is settled against the
	 * dealer's final hand, as a Black Jack natural. */
	r->natural_waits = g->has_at_once ? g->at_once_unless : (1u << BJ_RANKS) - 1;
	r->natural_beats_21 = node_get_bool(node_get(g->game, "natural"), "beats_21", 0);
	r->bought_cards = buy ? g->bought_cards : 0;
	r->trick_cards = g->trick_cards;
	r->auto_at_most = (unsigned)node_get_int(buy, "automatic_card_at_most", 0);
	r->can_split = g->can_split;
	r->max_splits = g->max_splits;
	r->ace_splits = g->ace_splits;
	r->split_aces_one_card = g->split_aces_one_card;
	return 1;
}

void pc_rules_clear(pc_rules *r)
{
	mpq_clears(r->natural, r->even_money, NULL);
}

/* The trie's rules (pontoon_cdp.h): only the fields cd_dtrie_build reads
 * are set; the rationals are initialised for cd_rules_clear. */
void pc_trie_rules(cd_rules *cr, const pc_rules *r)
{
	memset(cr, 0, sizeof(*cr));
	cr->dealer = r->dealer;
	cr->cond = 0;
	cr->win_num = r->win_num;
	cr->win_den = r->win_den;
	cr->ties_lose = r->ties_lose;
	cr->split_rank = -1;
	mpq_inits(cr->natural, cr->surrender_refund, NULL);
}

/* The pontoon's value against up (pontoon_cdp.h): paid at once unless it
 * waits; a waiting pontoon is beaten, or tied, by the dealer's ace and
 * ten, and by any dealer 21 unless the plan says it beats one; even money
 * is taken when it pays more. */
void pc_natural_value(mpq_t out, int *even, const pc_rules *r, const bj_shoe *shoe, int up)
{
	*even = 0;
	if (!((r->natural_waits >> up) & 1u)) {
		mpq_set(out, r->natural);
		return;
	}
	bj_shoe s = *shoe;
	bj_shoe_take(&s, BJ_ACE);
	bj_shoe_take(&s, BJ_TEN);
	mpq_t d[BJ_NOUT], beaten, one;
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_init(d[o]);
	mpq_inits(beaten, one, NULL);
	bj_dealer_probs(d, &s, up, &r->dealer);
	mpq_set(beaten, d[BJ_OUT_NATURAL]);
	if (!r->natural_beats_21)
		mpq_add(beaten, beaten, d[BJ_OUT_TOTAL(21)]);
	mpq_set_ui(one, 1, 1);
	mpq_sub(one, one, beaten);
	mpq_mul(out, r->natural, one);
	if (r->ties_lose)
		mpq_sub(out, out, beaten);
	if (up == BJ_ACE && r->has_even_money && mpq_cmp(r->even_money, out) > 0) {
		mpq_set(out, r->even_money);
		*even = 1;
	}
	for (int o = 0; o < BJ_NOUT; o++)
		mpq_clear(d[o]);
	mpq_clears(beaten, one, NULL);
}
