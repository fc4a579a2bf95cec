/* SPDX-License-Identifier: Apache-2.0 */
/* stud_exchange_run.c - the entry points of stud_exchange.h.
 *
 * stud_exchange_return_set: each rule set's integer coefficients, the
 * sweep of stud_exchange.c (once for all of them), then every dealt hand
 * (one per suit-isomorphism class, weighted by its size) keeps or
 * discards its best card under each rule set, and the figures and probes
 * are formed.
 *
 * stud_exchange_option: whether a stud game's card options include what
 * the engines model, one exchange of one card or one card bought (a sixth
 * card), once a round, at a stated price in antes, standing alone (not a
 * second round's card).  Anything else (a dealer card, two to five cards,
 * an option used twice, a count the plan does not give) is named, so the
 * caller reports which options its figure declines instead of guessing. */
#include <stdlib.h>
#include <string.h>

#include "core/num.h"
#include "poker/stud/stud_exchange_impl.h"
#include "util.h"

#define STUD_EXCHANGE_LIMIT ((int64_t)1 << 42)

void stud_exchange_result_init(stud_exchange_result *res)
{
	memset(res, 0, sizeof(*res));
	mpq_inits(res->ev, res->house_edge, res->element_of_risk, res->keep_ev, res->two_bound, NULL);
}

void stud_exchange_result_clear(stud_exchange_result *res)
{
	mpq_clears(res->ev, res->house_edge, res->element_of_risk, res->keep_ev, res->two_bound, NULL);
}

void stud_exchange_probe_init(stud_exchange_probe *p)
{
	mpq_inits(p->keep_raise, p->keep, p->best, NULL);
	for (int i = 0; i < 5; i++)
		mpq_init(p->exchange[i]);
	for (int j = 0; j < 47; j++)
		mpq_init(p->dead_raise[j]);
	p->discard = -1;
}

void stud_exchange_probe_clear(stud_exchange_probe *p)
{
	mpq_clears(p->keep_raise, p->keep, p->best, NULL);
	for (int i = 0; i < 5; i++)
		mpq_clear(p->exchange[i]);
	for (int j = 0; j < 47; j++)
		mpq_clear(p->dead_raise[j]);
}

int stud_exchange_scale(stud_coef coef, int64_t *den, int64_t *price_out, const stud_rules *r,
                        mpq_srcptr price, int seconds)
{
	int64_t d;
	for (int c = 0; !seconds && c < HAND_NCLASS; c++)
		if (r->second_of[c])
			return 0;
	if (mpq_sgn(price) < 0 || !stud_coefficients(coef, &d, r))
		return 0;
	mpz_t lcm, k;
	mpq_t p;
	mpz_inits(lcm, k, NULL);
	mpq_init(p);
	mpz_set_si(lcm, d);
	mpz_lcm(lcm, lcm, mpq_denref(price));
	mpz_divexact_ui(k, lcm, (unsigned long)d);
	mpq_set_z(p, lcm);
	mpq_mul(p, p, price); /* an integer: lcm is a multiple of its denominator */
	int ok = mpz_cmp_si(lcm, STUD_LIMIT) <= 0 && mpz_cmp_si(mpq_numref(p), STUD_LIMIT) <= 0;
	int64_t factor = ok ? mpz_get_si(k) : 0;
	for (int c = 0; ok && c < HAND_NCLASS; c++)
		for (int s = 0; ok && s <= HAND_NCLASS; s++) {
			if (!stud_row_paid(r, c, s))
				continue; /* a row never read */
			for (int cat = 0; ok && cat < STUD_CAT_N; cat++) {
				int64_t v = coef[c][s][cat];
				if ((v < 0 ? -v : v) > STUD_EXCHANGE_LIMIT / factor)
					ok = 0;
				else
					coef[c][s][cat] = v * factor;
			}
		}
	if (ok) {
		*den = mpz_get_si(lcm);
		*price_out = mpz_get_si(mpq_numref(p));
	}
	mpz_clears(lcm, k, NULL);
	mpq_clear(p);
	return ok;
}

/* x over den, into out. */
static void ratio(mpq_t out, s128 x, s128 den)
{
	mpq_t q;
	mpq_init(q);
	poker_q_from_s128(out, x);
	poker_q_from_s128(q, den);
	mpq_div(out, out, q);
	mpq_clear(q);
}

/* The dealt hand p (ascending) of class id, for each rule set k: best[k],
 * the best value in units of 1 / (den[k] 47 C(46,5)), discard[k] (or -1),
 * raises[k] the replacements after which it raises (47 when it keeps and
 * raises, 0 when it keeps and folds), and for rule set 0 the per-discard
 * sums into sums0[5] when not NULL. */
static void dealt_hand(const stud_exchange_engine *e, const uint8_t p[5], uint32_t id,
                       const s128 *price_u, s128 best[STUD_MAX_SET], int discard[STUD_MAX_SET],
                       uint32_t raises[STUD_MAX_SET], s128 sums0[5])
{
	for (size_t k = 0; k < e->n; k++) {
		int64_t r47 = stud_exchange_raise_of(e, k, STUD_DEALER, e->row[id], e->counts47[id]);
		int64_t fold47 = -e->den[k] * (int64_t)STUD_DEALER;
		best[k] = (s128)42 * (r47 > fold47 ? r47 : fold47);
		discard[k] = -1;
		raises[k] = r47 > fold47 ? 47 : 0;
	}
	for (int i = 0; i < 5; i++) {
		s128 sum[STUD_MAX_SET];
		uint32_t n[STUD_MAX_SET];
		stud_exchange_discard_sums(e, p, i, sum, n);
		if (sums0)
			sums0[i] = sum[0];
		for (size_t k = 0; k < e->n; k++)
			if (sum[k] - price_u[k] > best[k]) {
				best[k] = sum[k] - price_u[k];
				discard[k] = i;
				raises[k] = n[k];
			}
	}
}

/* A probe's values for rule set 0. */
static void fill_probe(stud_exchange_probe *pr, const stud_exchange_engine *e, const s128 *price_u)
{
	stud_exchange_sort5(pr->cards);
	const uint8_t *p = pr->cards;
	uint8_t canon[5], perm[4];
	uint32_t id = stud_exchange_class_of(e, p, canon, perm);
	int64_t r47 = stud_exchange_raise_of(e, 0, STUD_DEALER, e->row[id], e->counts47[id]);
	int64_t fold47 = -e->den[0] * (int64_t)STUD_DEALER;
	s128 u47 = (s128)e->den[0] * STUD_DEALER, u46 = (s128)e->den[0] * STUD_EXCHANGE_DEALER46;
	ratio(pr->keep_raise, r47, u47);
	ratio(pr->keep, r47 > fold47 ? r47 : fold47, u47);
	s128 sums[5], best[STUD_MAX_SET];
	int discard[STUD_MAX_SET];
	uint32_t raises[STUD_MAX_SET];
	dealt_hand(e, p, id, price_u, best, discard, raises, sums);
	pr->discard = discard[0];
	for (int i = 0; i < 5; i++)
		ratio(pr->exchange[i], sums[i], 47 * u46);
	ratio(pr->best, best[0], 47 * u46);
	for (uint8_t d = 0, j = 0; d < 52; d++) {
		if (d == p[0] || d == p[1] || d == p[2] || d == p[3] || d == p[4])
			continue;
		pr->dead[j] = d;
		ratio(pr->dead_raise[j], stud_exchange_raise46(e, 0, p, d), u46);
		j++;
	}
}

/* The figures from the sum of the best values over every dealt hand. */
static void finish(stud_exchange_result *res, const stud_rules *r, mpq_srcptr price, s128 total,
                   s128 unit)
{
	ratio(res->ev, total, (s128)STUD_HANDS * unit);
	mpq_neg(res->house_edge, res->ev);
	stud_exchange_element_of_risk(res, r, price, STUD_HANDS, 47);
}

void stud_exchange_element_of_risk(stud_exchange_result *res, const stud_rules *r,
                                   mpq_srcptr price, uint64_t situations, unsigned replacements)
{
	/* expected stake: 1 + price P(exchange) + raise E(raises) */
	mpq_t stake, t;
	mpq_inits(stake, t, NULL);
	ratio(stake, res->exchanged, situations);
	mpq_mul(stake, stake, price);
	ratio(t, (s128)res->raised_kept * replacements + res->raised_after_exchange,
	      (s128)situations * replacements);
	mpq_mul(t, t, r->raise);
	mpq_add(stake, stake, t);
	mpq_set_ui(t, 1, 1);
	mpq_add(stake, stake, t);
	mpq_div(res->element_of_risk, res->house_edge, stake);
	mpq_clears(stake, t, NULL);
}

int stud_exchange_return_set(stud_exchange_result *res, const stud_rules *r, size_t n,
                             mpq_srcptr price, stud_exchange_probe *probes, size_t nprobes)
{
	stud_exchange_engine e;
	int64_t price_s[STUD_MAX_SET];
	memset(&e, 0, sizeof(e));
	stud_binom_init();
	if (n == 0 || n > STUD_MAX_SET || !stud_same_qualifier(r, n))
		return 0;
	for (size_t k = 0; k < n; k++)
		if (r[k].up_card || !stud_exchange_scale(e.coef[k], &e.den[k], &price_s[k], &r[k], price, 0))
			return 0;
	e.n = n;
	stud_exchange_sweep(&e, &r[0]);
	s128 unit[STUD_MAX_SET], price_u[STUD_MAX_SET], total[STUD_MAX_SET];
	for (size_t k = 0; k < n; k++) {
		unit[k] = (s128)e.den[k] * 47 * STUD_EXCHANGE_DEALER46;
		price_u[k] = (s128)price_s[k] * 47 * STUD_EXCHANGE_DEALER46;
		total[k] = 0;
	}
	uint8_t c[5];
	for (uint32_t i = 0; i < STUD_HANDS; i++) {
		stud_unpack(c, e.sh.hands[i]);
		uint32_t idx = stud_exchange_index5(c), id = e.class_at[idx];
		if (id == UINT32_MAX)
			continue;
		s128 best[STUD_MAX_SET];
		int discard[STUD_MAX_SET];
		uint32_t raises[STUD_MAX_SET], w = e.weight[id];
		dealt_hand(&e, c, id, price_u, best, discard, raises, NULL);
		hand_class cls = hand_class_of(e.sh.value_of[idx]);
		for (size_t k = 0; k < n; k++) {
			total[k] += (s128)w * best[k];
			res[k].hands_by_class[cls] += w;
			if (discard[k] >= 0) {
				res[k].exchanged += w;
				res[k].exchanged_by_class[cls] += w;
				res[k].raised_after_exchange += (uint64_t)w * raises[k];
			} else if (raises[k]) {
				res[k].raised_kept += w;
			}
		}
	}
	for (size_t k = 0; k < n; k++) {
		res[k].hands = STUD_HANDS;
		res[k].classes = e.nclasses;
		res[k].identity_failures = e.identity_failures;
		finish(&res[k], &r[k], price, total[k], unit[k]);
	}
	for (size_t i = 0; i < nprobes; i++)
		fill_probe(&probes[i], &e, price_u);
	stud_exchange_free(&e);
	return 1;
}

int stud_exchange_return(stud_exchange_result *res, const stud_rules *r, mpq_srcptr price,
                         stud_exchange_probe *probes, size_t nprobes)
{
	return stud_exchange_return_set(res, r, 1, price, probes, nprobes);
}

/* The reason, "the card option `name` what", into why when the caller
 * wants it. */
static stud_exchange_kind unmodelled(pp_buf *why, const char *name, const char *what)
{
	if (why)
		pp_buf_printf(why, "the card option `%s` %s", name, what);
	return STUD_EXCHANGE_UNMODELLED;
}

/* One option o of g read as the engine's exchange of n cards (1; 2 for
 * the two-card exchange the engine bounds): STUD_EXCHANGE_ONE_CARD (an
 * exchange of n cards) or STUD_EXCHANGE_SIXTH (n cards bought) with its
 * price in antes, or STUD_EXCHANGE_UNMODELLED with the reason in why (when
 * not NULL; the reasons name one card). */
static stud_exchange_kind read_option(mpq_t price, const pp_node *o, pp_buf *why,
                                      const poker_game *g, long n)
{
	const char *name = node_get_text(o, "name", "");
	const char *kind = node_get_text(o, "kind", "");
	int buy = strcmp(kind, "buy") == 0;
	if (!buy && strcmp(kind, "exchange") != 0)
		return unmodelled(why, name,
		                  "is neither an exchange nor a purchase of the player's cards: "
		                  "not modelled");
	if (node_get_text(o, "after", NULL))
		return unmodelled(why, name, "may only follow another option: not modelled");
	const pp_node *cards = node_get(o, "cards");
	if (node_len(cards) == 0)
		return unmodelled(why, name, buy ? "does not state how many cards it buys"
		                                 : "does not state how many cards it exchanges");
	if (node_len(cards) != 1 || node_int(node_at(cards, 0)) != n)
		return unmodelled(why, name, buy ? "buys more than one card: not modelled"
		                                 : "exchanges more than one card: not modelled");
	const pp_node *times = node_get_raw(o, "times");
	if (times && times->unstated)
		return unmodelled(why, name, "does not state how often a round it may be used");
	if (node_get_int(o, "times", 1) != 1)
		return unmodelled(why, name, "may be used more than once a round: not modelled");
	const pp_node *cost = node_get(o, "price");
	if (!cost)
		return unmodelled(why, name, "does not state its price");
	num_from_node(price, cost);
	if (mpq_sgn(price) < 0)
		return unmodelled(why, name, "has a negative price");
	const pp_node *lost = node_get(o, "forfeits");
	for (size_t i = 0; i < node_len(lost); i++) {
		const poker_bet *b = poker_bet_find(g, node_text(node_at(lost, i)));
		if (b && b->kind != POKER_SIDE && b->kind != POKER_INSURANCE)
			return unmodelled(why, name, "forfeits a bet of the main game: not modelled");
	}
	return buy ? STUD_EXCHANGE_SIXTH : STUD_EXCHANGE_ONE_CARD;
}

int stud_exchange_two_option(mpq_t price, const pp_node **option, const poker_game *g)
{
	const pp_node *options = node_get(g->game, "options");
	int found = 0;
	mpq_t p;
	mpq_init(p);
	for (size_t i = 0; i < node_len(options); i++) {
		const pp_node *o = node_at(options, i);
		if (read_option(p, o, NULL, g, 2) != STUD_EXCHANGE_ONE_CARD ||
		    (found && mpq_cmp(p, price) >= 0))
			continue;
		mpq_set(price, p);
		if (option)
			*option = o;
		found = 1;
	}
	mpq_clear(p);
	return found;
}

/* The names of g's options other than chosen, quoted and joined by ", ",
 * after "what (" and before ")" into why. */
static void other_names(pp_buf *why, const char *what, const pp_node *options,
                        const pp_node *chosen)
{
	pp_buf_printf(why, "%s (", what);
	for (size_t i = 0, k = 0; i < node_len(options); i++)
		if (node_at(options, i) != chosen)
			pp_buf_printf(why, "%s`%s`", k++ ? ", " : "",
			              node_get_text(node_at(options, i), "name", ""));
	pp_buf_printf(why, ")");
}

stud_exchange_kind stud_exchange_option(mpq_t price, const pp_node **option, pp_buf *why,
                                        const poker_game *g)
{
	const pp_node *options = node_get(g->game, "options");
	size_t n = node_len(options);
	if (n == 0)
		return STUD_EXCHANGE_NONE;
	if (n == 1) {
		stud_exchange_kind k = read_option(price, node_at(options, 0), why, g, 1);
		if (k != STUD_EXCHANGE_UNMODELLED && option)
			*option = node_at(options, 0);
		return k;
	}
	/* several: the cheapest one-card exchange that stands alone (the
	 * first of equal prices) is optimised, or else the cheapest sixth
	 * card; every other option declined */
	const pp_node *best = NULL;
	stud_exchange_kind best_kind = STUD_EXCHANGE_UNMODELLED;
	mpq_t p;
	mpq_init(p);
	for (size_t i = 0; i < n; i++) {
		const pp_node *o = node_at(options, i);
		stud_exchange_kind k = read_option(p, o, NULL, g, 1);
		if (k == STUD_EXCHANGE_UNMODELLED)
			continue;
		int better = !best || (k == STUD_EXCHANGE_ONE_CARD && best_kind == STUD_EXCHANGE_SIXTH);
		if (better || (k == best_kind && mpq_cmp(p, price) < 0)) {
			best = o;
			best_kind = k;
			mpq_set(price, p);
		}
	}
	mpq_clear(p);
	if (why)
		other_names(why, best ? "the other card options are not modelled and are declined"
		                      : "card options besides one exchange of one card or one card "
		                        "bought are not modelled", options, best);
	if (!best)
		return STUD_EXCHANGE_UNMODELLED;
	if (option)
		*option = best;
	return best_kind == STUD_EXCHANGE_SIXTH ? STUD_EXCHANGE_SIXTH_AMONG
	                                        : STUD_EXCHANGE_ONE_CARD_AMONG;
}
