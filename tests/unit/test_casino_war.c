/* SPDX-License-Identifier: Apache-2.0 */
/* test_casino_war.c - casino war's exact returns, first brute-forced here
 * card by card (the first two cards, three burnt cards and the two war
 * cards, dealt without replacement), then pinned: on six decks going to
 * war 142853/4965115 = 2.8771 % and the 10:1 tie bet 58/311 = 18.6495 %. */
#include <gmp.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "util.h"

__extension__ typedef __int128 s128;
__extension__ typedef unsigned __int128 u128;

static void from_s128(mpz_t out, s128 v)
{
	int neg = v < 0;
	u128 u = neg ? (u128)(-v) : (u128)v;
	mpz_set_ui(out, (unsigned long)(u >> 64));
	mpz_mul_2exp(out, out, 64);
	mpz_add_ui(out, out, (unsigned long)(u & 0xffffffffffffffffu));
	if (neg)
		mpz_neg(out, out);
}

/* The main bet's expected net per original unit when the player always
 * goes to war (raise paid 1:1, the original pushes, a tied war wins the
 * raise and the bonus), over every card dealt; the tie probability. */
static void brute_force(mpq_t ev, mpq_t tie, unsigned decks, long bonus)
{
	long c[13];
	long T = 52L * (long)decks;
	for (int r = 0; r < 13; r++)
		c[r] = 4L * (long)decks;
	/* Every path is weighted by the cards it draws over T (T-1) ... (T-6). */
	s128 num = 0, ties = 0;
	s128 rest = (s128)(T - 2) * (T - 3) * (T - 4) * (T - 5) * (T - 6);
	for (int a = 0; a < 13; a++)
		for (int b = 0; b < 13; b++) {
			s128 w = (s128)c[a] * (c[b] - (a == b));
			if (a != b) {
				num += (a > b ? 1 : -1) * w * rest;
				continue;
			}
			ties += w * rest;
			c[a] -= 2;
			for (int x = 0; x < 13; x++) {
				s128 wx = w * c[x]--;
				for (int y = 0; y < 13; y++) {
					s128 wy = wx * c[y]--;
					for (int z = 0; z < 13; z++) {
						s128 wz = wy * c[z]--;
						for (int p = 0; p < 13; p++) {
							s128 wp = wz * c[p]--;
							for (int d = 0; d < 13; d++) {
								s128 wd = wp * c[d];
								num += wd * (p > d ? 1 : p == d ? 1 + bonus : -2);
							}
							c[p]++;
						}
						c[z]++;
					}
					c[y]++;
				}
				c[x]++;
			}
			c[a] += 2;
		}
	mpz_t n, d;
	mpz_inits(n, d, NULL);
	from_s128(d, (s128)T * (T - 1) * rest);
	from_s128(n, num);
	mpq_set_num(ev, n);
	mpq_set_den(ev, d);
	mpq_canonicalize(ev);
	from_s128(n, ties);
	mpq_set_num(tie, n);
	mpq_set_den(tie, d);
	mpq_canonicalize(tie);
	mpz_clears(n, d, NULL);
}

static pp_result *war_plan(pp_plan **plan, unsigned decks, const char *bonus)
{
	char *yaml = pp_xasprintf(
	                   "planproof: 2\n"
	                   "plan: {id: t, operator: \"T\", jurisdiction: CZ, version: \"1\", "
	                   "date: \"2025-01-01\"}\n"
	                   "currencies: [{code: EUR}]\n"
	                   "games:\n"
	                   "  - id: war\n    name: \"War\"\n    family: casino_war\n"
	                   "    citation: \"1\"\n    shoe: {decks: %u, burn: 3}\n"
	                   "    main:\n      name: War\n      payout: \"1:1\"\n"
	                   "      war: {raise_payout: \"1:1\", original: push, tie: win%s}\n"
	                   "      surrender: {loses: \"50%%\"}\n"
	                   "    side_bets: [{name: Tie, type: tie, payout: \"10:1\"}]\n"
	                   "    limits: [{currency: EUR, min_bet: \"5\", max_bet: \"100\"}]\n",
	                   decks, bonus);
	pp_error err;
	cr_assert_eq(t_load_str(plan, yaml, &err), PP_OK, "%s", err.msg);
	free(yaml);
	return t_check(*plan);
}

static void expect_rtp(const pp_result *res, const char *bet, const mpq_t ev)
{
	mpq_t rtp;
	mpq_init(rtp);
	mpq_set_ui(rtp, 1, 1);
	mpq_add(rtp, rtp, ev);
	char *want = mpq_get_str(NULL, 10, rtp);
	const pp_finding *f = t_find(res, "war", "PP-RTP-001", bet);
	cr_assert(f, "no return for %s", bet);
	cr_expect_str_eq(t_evidence(f, "rtp"), want, "%s", bet);
	free(want);
	mpq_clear(rtp);
}

Test(casino_war, returns_agree_with_a_card_by_card_brute_force)
{
	static const unsigned decks[] = { 1, 2, 6, 8 };
	mpq_t ev, tie, q;
	mpq_inits(ev, tie, q, NULL);
	for (size_t i = 0; i < sizeof(decks) / sizeof(decks[0]); i++) {
		for (long bonus = 0; bonus <= 1; bonus++) {
			pp_plan *plan;
			pp_result *res = war_plan(&plan, decks[i], bonus ? ", tie_bonus: \"1:1\"" : "");
			brute_force(ev, tie, decks[i], bonus);
			expect_rtp(res, "War, going to war", ev);
			/* The tie bet: 11 back on a tie. */
			mpq_set_ui(q, 11, 1);
			mpq_mul(q, q, tie);
			mpq_set_si(ev, -1, 1);
			mpq_add(ev, ev, q);
			expect_rtp(res, "Tie", ev);
			pp_result_free(res);
			pp_plan_free(plan);
		}
	}
	mpq_clears(ev, tie, q, NULL);
}

Test(casino_war, six_decks_give_the_published_house_edges)
{
	pp_plan *plan;
	pp_result *res = war_plan(&plan, 6, "");
	const pp_finding *f = t_find(res, "war", "PP-RTP-001", "War, going to war");
	cr_expect_str_eq(t_evidence(f, "house_edge"), "142853/4965115"); /* 2.8771 % */
	f = t_find(res, "war", "PP-RTP-001", "War, surrendering");
	cr_expect_str_eq(t_evidence(f, "house_edge"), "23/622");        /* half of 23/311 */
	cr_expect_str_eq(t_evidence(t_find(res, "war", "PP-RTP-001", "Tie"), "rtp"), "253/311");
	f = t_find(res, "war", "PP-WAR-001", "War");
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect(strstr(f->message, "does better to go to war"), "%s", f->message);
	pp_result_free(res);
	pp_plan_free(plan);
}

Test(casino_war, the_round_with_the_tie_bet_wins_most)
{
	/* Tie bet 50 at 10:1 = 500, then the war won: the raise of 500 wins
	 * 500: 1000 net, 2050 with the stakes (500 + 500 + 50). */
	pp_plan *plan;
	pp_result *res = t_check_defect("casino-war-clean", &plan);
	const pp_finding *f = t_find(res, "war", "PP-MAXWIN-001", NULL);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect_str_eq(t_cell(res, "war", "max-win", "EUR", 3), "2050");
	cr_expect_str_eq(t_cell(res, "war", "max-win", "EUR", 4), "1000");
	pp_result_free(res);
	pp_plan_free(plan);
}
