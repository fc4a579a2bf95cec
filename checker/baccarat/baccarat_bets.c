/* SPDX-License-Identifier: Apache-2.0 */
/* baccarat_bets.c - the bets of a baccarat game: what each bet does on
 * every outcome of a coup, the commissions charged on them, and each bet's
 * exact return from an enumerated distribution. */
#include <stdlib.h>
#include <string.h>

#include "baccarat/baccarat.h"

static const char *const bet_names[BAC_BET_COUNT] = { "player", "banker", "tie",
	"player_pair", "banker_pair", "either_pair", "super_six" };

const char *bac_bet_type_name(bac_bet_type t)
{
	return bet_names[t];
}

int bac_bet_type_from_name(const char *name)
{
	for (int t = 0; t < BAC_BET_COUNT; t++)
		if (strcmp(bet_names[t], name) == 0)
			return t;
	return -1;
}

/* Whether a winning bet b at outcome o is charged its commission. */
static int commission_applies(const bac_bet *b, const bac_outcome *o)
{
	if (!b->comm)
		return 0;
	return b->comm->when == BAC_WHEN_ANY_WIN || (o->b > o->p && o->b == 6);
}

bac_settlement bac_settle(const bac_bet *b, const bac_outcome *o)
{
	int win = 0, push = 0;
	switch (b->type) {
	case BAC_BET_PLAYER:
		win = o->p > o->b;
		push = o->p == o->b && b->push_on_tie;
		break;
	case BAC_BET_BANKER:
		win = o->b > o->p;
		push = o->p == o->b && b->push_on_tie;
		break;
	case BAC_BET_TIE: win = o->p == o->b; break;
	case BAC_BET_PLAYER_PAIR: win = (int)o->pp; break;
	case BAC_BET_BANKER_PAIR: win = (int)o->bp; break;
	case BAC_BET_EITHER_PAIR: win = o->pp || o->bp; break;
	case BAC_BET_SUPER_SIX: win = o->b > o->p && o->b == 6; break;
	case BAC_BET_COUNT: break;
	}
	if (win)
		return commission_applies(b, o) ? BAC_WIN_COMMISSION : BAC_WIN;
	return push ? BAC_PUSH : BAC_LOSE;
}

bac_settlement bac_settle_sig(const bac_bet *b, unsigned sig)
{
	if (b->by_sig)
		return (bac_settlement)b->by_sig[sig];
	bac_outcome o;
	bac_unsig(sig, &o);
	return bac_settle(b, &o);
}

static bac_base base_from_name(const char *s)
{
	return strcmp(s, "stake") == 0 ? BAC_BASE_STAKE
	       : strcmp(s, "win_and_stake") == 0 ? BAC_BASE_WIN_AND_STAKE : BAC_BASE_WIN;
}

/* net = payout - rate * (what the rate is a percentage of), per unit. */
static void commission_net(mpq_t net, const mpq_t payout, const bac_commission *c)
{
	mpq_t base;
	mpq_init(base);
	if (c->base == BAC_BASE_STAKE)
		mpq_set_ui(base, 1, 1);
	else
		mpq_set(base, payout);
	if (c->base == BAC_BASE_WIN_AND_STAKE) {
		mpq_t one;
		mpq_init(one);
		mpq_set_ui(one, 1, 1);
		mpq_add(base, base, one);
		mpq_clear(one);
	}
	mpq_mul(base, base, c->rate);
	mpq_sub(net, payout, base);
	mpq_clear(base);
}

void bac_betset_read(bac_betset *set, const pp_node *game)
{
	const pp_node *bets = node_get(game, "bets");
	const pp_node *comms = node_get(game, "commission");
	memset(set, 0, sizeof(*set));
	set->nbets = node_len(bets);
	set->ncomms = node_len(comms);
	set->bets = pp_xcalloc(set->nbets ? set->nbets : 1, sizeof(*set->bets));
	set->comms = pp_xcalloc(set->ncomms ? set->ncomms : 1, sizeof(*set->comms));
	for (size_t i = 0; i < set->nbets; i++) {
		const pp_node *n = node_at(bets, i);
		bac_bet *b = &set->bets[i];
		b->node = n;
		b->name = node_get_text(n, "name", "");
		b->type = (bac_bet_type)bac_bet_type_from_name(node_get_text(n, "type", ""));
		mpq_init(b->payout);
		num_from_node(b->payout, node_get(n, "payout"));
		b->push_on_tie = strcmp(node_get_text(n, "on_tie", "push"), "push") == 0;
	}
	for (size_t i = 0; i < set->ncomms; i++) {
		const pp_node *n = node_at(comms, i);
		bac_commission *c = &set->comms[i];
		c->node = n;
		mpq_inits(c->rate, c->net, NULL);
		num_from_node(c->rate, node_get(n, "rate"));
		c->base = base_from_name(node_get_text(n, "base", "win"));
		c->when = strcmp(node_get_text(n, "when", "any_win"), "banker_six") == 0
		          ? BAC_WHEN_BANKER_SIX : BAC_WHEN_ANY_WIN;
		/* The first commission naming a bet is the one charged on it. */
		for (size_t j = 0; j < set->nbets; j++) {
			bac_bet *b = &set->bets[j];
			if (!b->comm && strcmp(b->name, node_get_text(n, "bet", "")) == 0) {
				b->comm = c;
				commission_net(c->net, b->payout, c);
			}
		}
	}
	/* Every bet's settlement at every outcome, once: the returns, ranges
	 * and maximum wins read them many times over. */
	for (size_t i = 0; i < set->nbets; i++) {
		bac_bet *b = &set->bets[i];
		b->by_sig = pp_xmalloc(BAC_NSIG);
		for (unsigned sig = 0; sig < BAC_NSIG; sig++) {
			bac_outcome o;
			bac_unsig(sig, &o);
			b->by_sig[sig] = (unsigned char)bac_settle(b, &o);
		}
	}
}

void bac_betset_free(bac_betset *set)
{
	for (size_t i = 0; i < set->nbets; i++) {
		mpq_clear(set->bets[i].payout);
		free(set->bets[i].by_sig);
	}
	for (size_t i = 0; i < set->ncomms; i++)
		mpq_clears(set->comms[i].rate, set->comms[i].net, NULL);
	free(set->bets);
	free(set->comms);
	memset(set, 0, sizeof(*set));
}

/* Weights of b's settlements in d. */
static void settle_weights(const bac_bet *b, const bac_dist *d, bac_count w[4])
{
	memset(w, 0, 4 * sizeof(*w));
	for (unsigned sig = 0; sig < BAC_NSIG; sig++) {
		if (d->w[sig])
			w[bac_settle_sig(b, sig)] += d->w[sig];
	}
}

void bac_settle_weights(const bac_bet *b, const bac_dist *d, bac_count w[4])
{
	settle_weights(b, d, w);
}

void bac_settle_all(const bac_betset *set, const bac_dist *d, bac_count *w)
{
	memset(w, 0, 4 * set->nbets * sizeof(*w));
	for (unsigned sig = 0; sig < BAC_NSIG; sig++) {
		if (!d->w[sig])
			continue;
		for (size_t b = 0; b < set->nbets; b++)
			w[4 * b + bac_settle_sig(&set->bets[b], sig)] += d->w[sig];
	}
}

void bac_return_num(mpq_t num, const bac_bet *b, const bac_count w[4])
{
	mpq_t t, one;
	mpq_inits(t, one, NULL);
	mpq_set_ui(one, 1, 1);
	mpq_set_ui(num, 0, 1);
	/* A win returns the stake and the net win; a push the stake. */
	mpq_add(t, one, b->payout);
	bac_mpz_set_count(mpq_numref(one), w[BAC_WIN]);
	mpq_mul(t, t, one);
	mpq_add(num, num, t);
	if (b->comm) {
		mpq_set_ui(one, 1, 1);
		mpq_add(t, one, b->comm->net);
		bac_mpz_set_count(mpq_numref(one), w[BAC_WIN_COMMISSION]);
		mpq_mul(t, t, one);
		mpq_add(num, num, t);
	}
	bac_mpz_set_count(mpq_numref(t), w[BAC_PUSH]);
	mpz_set_ui(mpq_denref(t), 1);
	mpq_add(num, num, t);
	mpq_clears(t, one, NULL);
}

void bac_rtp_part(mpq_t part, const bac_bet *b, const bac_dist *d, bac_count total)
{
	bac_count w[4];
	mpq_t t;
	mpq_init(t);
	settle_weights(b, d, w);
	bac_return_num(part, b, w);
	bac_prob(t, 1, total);
	mpq_mul(part, part, t);
	mpq_clear(t);
}

void bac_rtp(mpq_t rtp, const bac_bet *b, const bac_dist *d, bac_count total)
{
	bac_rtp_part(rtp, b, d, total);
}

bac_count bac_win_weight(const bac_bet *b, const bac_dist *d)
{
	bac_count w[4];
	settle_weights(b, d, w);
	return w[BAC_WIN] + w[BAC_WIN_COMMISSION];
}
