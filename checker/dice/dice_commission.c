/* SPDX-License-Identifier: Apache-2.0 */
/* dice_commission.c - PP-DICE-005: a buy or lay bet's commission rounded
 * to the smallest chip, at every legal stake of every limits row.  Stakes
 * are counted in chips, and the commission of k chips staked is k N / D
 * chips (N/D the rate, times the payout when it is taken of the win),
 * rounded as the plan says: exact integer arithmetic, no GMP per stake. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dice/dice.h"

__extension__ typedef unsigned __int128 u128;

/* The commission of k + D chips is N more than that of k, so its error
 * against the rate repeats with period D and weighs most on the smallest
 * stake of each residue: the lowest and highest effective rate are both
 * taken on the first D stakes, and every stake charged nothing (k N / D
 * below one chip) is among them.  Sweeping min(D, range) stakes is exact.
 * (Half-even rounding alternates at a tie: two periods.)  A rate whose D
 * is larger than this is swept that far, and said so. */
#define STAKES_CAP 2000000u

static uint64_t round_div(u128 n, u128 d, const char *dir)
{
	u128 q = n / d, r = n % d;
	if (!strcmp(dir, "up"))
		return (uint64_t)(q + (r != 0));
	if (!strcmp(dir, "half_up"))
		return (uint64_t)(q + (2 * r >= d));
	if (!strcmp(dir, "half_even"))
		return (uint64_t)(q + (2 * r > d || (2 * r == d && (q & 1))));
	return (uint64_t)q;
}

/* The bet's own limit key in row (its `bets` entry), else the row's. */
static int stake_limit(mpq_t out, const pp_node *row, const char *name, const char *key)
{
	const pp_node *bets = node_get(row, "bets");
	for (size_t i = 0; i < node_len(bets); i++)
		if (!strcmp(node_get_text(node_at(bets, i), "bet", ""), name) &&
		    num_get(out, node_at(bets, i), key))
			return 1;
	return num_get(out, row, key);
}

typedef struct {
	uint64_t k_lo, k_hi, c_lo, c_hi; /* stakes (chips) of the lowest, highest rate */
	uint64_t zero, first_zero, checked;
} sweep;

static void run_sweep(sweep *s, uint64_t kmin, uint64_t kmax, u128 n, u128 d, const char *dir)
{
	memset(s, 0, sizeof(*s));
	for (uint64_t k = kmin; k <= kmax && s->checked < STAKES_CAP; k++, s->checked++) {
		uint64_t c = round_div((u128)k * n, d, dir);
		if (!c && !s->zero++)
			s->first_zero = k;
		if (!s->k_lo || (u128)c * s->k_lo < (u128)s->c_lo * k)
			s->k_lo = k, s->c_lo = c;
		if (!s->k_hi || (u128)c * s->k_hi > (u128)s->c_hi * k)
			s->k_hi = k, s->c_hi = c;
	}
}

/* The effective commission c chips on k chips staked, as a percentage of
 * the stake. */
static char *rate_text(uint64_t c, uint64_t k)
{
	mpq_t q;
	mpq_init(q);
	mpq_set_ui(q, (unsigned long)c, (unsigned long)k);
	mpq_canonicalize(q);
	char *s = num_percent(q, 4, NUM_HALF_EVEN);
	mpq_clear(q);
	return s;
}

static void check_row(ck_ctx *ctx, const dice_game *g, const dice_bet *b, const pp_node *row,
                      const mpq_t per_chip)
{
	const pp_node *comm = node_get(b->node, "commission");
	const char *cur = node_get_text(row, "currency", "");
	char *subject = pp_xasprintf("%s/%s", b->name, cur);
	mpq_t chip, lo, hi;
	mpq_inits(chip, lo, hi, NULL);
	const char *dir = node_get_text(comm, "rounding", NULL);
	if (!ck_smallest_chip(chip, ctx, g->game, cur) || !stake_limit(lo, row, b->name, "min_bet") ||
	    !stake_limit(hi, row, b->name, "max_bet") ||
	    !mpz_fits_ulong_p(mpq_numref(per_chip)) || !mpz_fits_ulong_p(mpq_denref(per_chip))) {
		ck_emit_status(ctx, "PP-DICE-005", g->game, comm, subject, PP_ST_NOTAPPLICABLE,
		               "the commission of `%s` in %s is not checked at each stake: the plan "
		               "states no smallest chip or no stake range for it", b->name, cur);
		goto done;
	}
	mpz_t k;
	mpz_init(k);
	mpq_div(lo, lo, chip);
	mpz_cdiv_q(k, mpq_numref(lo), mpq_denref(lo));
	uint64_t kmin = !mpz_fits_ulong_p(k) || mpz_get_ui(k) >= (1ull << 62) ? 1ull << 62
	                : mpz_get_ui(k) ? mpz_get_ui(k) : 1;
	mpq_div(hi, hi, chip);
	mpz_fdiv_q(k, mpq_numref(hi), mpq_denref(hi));
	/* A range wider than 2^62 chips is swept the same: at most a period. */
	uint64_t kmax = mpz_fits_ulong_p(k) && mpz_get_ui(k) < (1ull << 62) ? mpz_get_ui(k)
	                : 1ull << 62;
	mpz_clear(k);
	static const char *const dirs[] = { "down", "up" };
	pp_buf msg = { 0 };
	int zero = 0;
	pp_finding *f = NULL;
	for (int r = 0; r < 2 && kmin <= kmax; r++) {
		const char *d = dir ? dir : dirs[r];
		sweep s;
		/* half-even alternates at a tie when N is odd: two periods */
		uint64_t period = mpz_get_ui(mpq_denref(per_chip)) * (strcmp(d, "half_even") ? 1 : 2);
		run_sweep(&s, kmin, kmax - kmin >= period ? kmin + period - 1 : kmax,
		          mpz_get_ui(mpq_numref(per_chip)), mpz_get_ui(mpq_denref(per_chip)), d);
		char *a = rate_text(s.c_lo, s.k_lo), *z = rate_text(s.c_hi, s.k_hi);
		pp_buf_printf(&msg, "%srounded %s: the commission is %s to %s of the stake",
		              msg.len ? "; " : "", d, a, z);
		if (s.zero) {
			mpq_set_ui(lo, (unsigned long)s.first_zero, 1);
			mpq_mul(lo, lo, chip);
			char *st = num_plain(lo);
			pp_buf_printf(&msg, ", nothing on %llu stake(s) from %s %s", 
			              (unsigned long long)s.zero, st, cur);
			free(st);
			zero = 1;
		}
		if (s.checked == STAKES_CAP && s.checked <= kmax - kmin)
			pp_buf_printf(&msg, " (the first %llu stakes checked)",
			              (unsigned long long)s.checked);
		free(a);
		free(z);
		if (dir)
			break;
	}
	f = ck_emit(ctx, "PP-DICE-005", g->game, comm, subject, !zero,
	            "`%s` in %s, at every stake from the minimum to the maximum in chips of the "
	            "smallest one%s: %s%s", b->name, cur, dir ? "" : " (the plan states no "
	            "rounding: down and up)", msg.len ? msg.data : "no legal stake",
	            zero ? "; a bet charged nothing pays the true odds" : "");
	ck_evidence_q(f, "smallest_chip", chip, 2);
	pp_buf_free(&msg);
done:
	free(subject);
	mpq_clears(chip, lo, hi, NULL);
}

void dice_check_commission(ck_ctx *ctx, const dice_game *g, const dice_bet *b)
{
	const pp_node *comm = node_get(b->node, "commission");
	const pp_node *limits = node_get(g->game, "limits");
	const char *base = node_get_text(comm, "base", "stake");
	mpq_t per_chip;
	mpq_init(per_chip);
	num_from_node(per_chip, node_get(comm, "rate"));
	if (!strcmp(base, "win")) {
		mpq_t o;
		mpq_init(o);
		num_from_node(o, node_get(b->node, "payout"));
		mpq_mul(per_chip, per_chip, o);
		mpq_clear(o);
	}
	for (size_t i = 0; i < node_len(limits); i++)
		check_row(ctx, g, b, node_at(limits, i), per_chip);
	mpq_clear(per_chip);
}
