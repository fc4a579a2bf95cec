/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_premium.c - premiums for special hands (`premiums`: "three
 * sevens are paid a premium equal to the stake"), paid on top of the
 * hand's own settlement.
 *
 * What a premium hand settles at is computed from its cards (a natural,
 * a total of 21 or less won at the plan's payout, a bust), so the maximum
 * win counts it exactly (blackjack_exposure.c).  The return is computed
 * under an optimal strategy that does not model premiums, so PP-BJ-016
 * reports each premium as outside the house-edge figure, with an exact
 * upper bound of what it adds on an unsplit hand: the premium times the
 * probability that a hand's first cards are exactly these (infinite shoe:
 * each of A-9 is 1/13, a ten-value card 4/13). */
#include <stdlib.h>
#include <string.h>

#include "blackjack/blackjack.h"

/* The value of a card named as in the schema ("A", "2".."10"). */
static unsigned card_value(const char *c)
{
	return strcmp(c, "A") == 0 ? 1u : (unsigned)atoi(c);
}

int bj_premium_hand(const bj_game *g, const pp_node *premium, mpq_t own, pp_buf *how)
{
	const pp_node *cards = node_get(premium, "cards");
	size_t k = node_len(cards);
	unsigned total = 0;
	int ace = 0, ten = 0;
	for (size_t i = 0; i < k; i++) {
		unsigned v = card_value(node_text(node_at(cards, i)));
		total += v;
		ace |= v == 1;
		ten |= v == 10;
	}
	if (ace && total + 10 <= 21)
		total += 10;
	const char *nat = g->pontoon ? "pontoon" : "blackjack";
	if (k == 2 && ace && ten && g->has_natural) {
		mpq_set(own, g->natural);
		pp_buf_printf(how, "a %s at %s", nat, node_get_text(premium, "name", ""));
		return 1;
	}
	if (total > 21) {
		mpq_set_si(own, -1, 1);
		pp_buf_printf(how, "%u, a bust", total);
		return 1;
	}
	if (g->pontoon && g->has_trick && k == g->trick_cards) {
		mpq_set(own, g->trick);
		pp_buf_printf(how, "%u, a five-card trick", total);
		return 1;
	}
	if (!g->has_win)
		return 0;
	mpq_set(own, g->win);
	char *r = num_ratio(g->win);
	pp_buf_printf(how, "%u, won at %s", total, r);
	free(r);
	return 1;
}

/* The probability that a hand's first cards are exactly cards, in any
 * order, from an infinite shoe: k! / (m_1! ... m_10!) x product of p. */
static void first_cards_probability(mpq_t p, const pp_node *cards)
{
	unsigned count[11] = { 0 };
	size_t k = node_len(cards);
	mpz_t ways;
	mpq_t q;
	mpz_init(ways);
	mpq_init(q);
	mpz_fac_ui(ways, (unsigned long)k);
	mpq_set_z(p, ways);
	for (size_t i = 0; i < k; i++) {
		unsigned v = card_value(node_text(node_at(cards, i)));
		count[v]++;
		mpq_set_ui(q, v == 10 ? 4 : 1, 13);
		mpq_mul(p, p, q);
	}
	for (unsigned v = 1; v <= 10; v++) {
		mpz_fac_ui(ways, count[v]);
		mpq_set_z(q, ways);
		mpq_div(p, p, q);
	}
	mpz_clear(ways);
	mpq_clear(q);
}

void bj_check_premiums(ck_ctx *ctx, const bj_game *g)
{
	const pp_node *list = node_get(g->game, "premiums");
	mpq_t p, pays, bound;
	mpq_inits(p, pays, bound, NULL);
	for (size_t i = 0; i < node_len(list); i++) {
		const pp_node *pr = node_at(list, i);
		const char *name = node_get_text(pr, "name", "");
		first_cards_probability(p, node_get(pr, "cards"));
		num_get(pays, pr, "pays");
		mpq_mul(bound, p, pays);
		char *pq = num_exact(p), *bq = num_exact(bound), *bp = ck_pct(bound);
		pp_finding *f = ck_emit_status(ctx, "PP-BJ-016", g->game, pr, name, PP_ST_INFO,
		                               "the premium for %s (%s on top) is not in the house "
		                               "edge, whose strategy does not model it; on an unsplit "
		                               "hand it adds at most %s x %s = %s (%s) to the return "
		                               "per stake (infinite shoe)", name,
		                               node_get_text(pr, "pays", ""),
		                               node_get_text(pr, "pays", ""), pq, bq, bp);
		ck_evidence_q(f, "first_cards_probability", p, 6);
		ck_evidence_pct(f, "return_added_at_most", bound);
		free(pq);
		free(bq);
		free(bp);
	}
	mpq_clears(p, pays, bound, NULL);
}
