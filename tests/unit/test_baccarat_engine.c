/* SPDX-License-Identifier: Apache-2.0 */
/* test_baccarat_engine.c - the state-aggregation engine (baccarat_states.c)
 * against the reference walk that deals every coup card by card
 * (bac_enumerate_cards), distribution by distribution and bit for bit, on
 * the standard game and on rule sets drawn by a fixed pseudo-random
 * sequence (card values, naturals, the player's rule, every banker cell,
 * split cells, pairs by rank or by points); and a 100-deck figure beyond
 * 64-bit counts, pinned after both engines agreed on it. */
#include <stdlib.h>
#include <string.h>

#include "baccarat/baccarat.h"
#include "helpers.h"

/* xorshift64: a fixed sequence, so a failure can be replayed. */
static uint64_t next(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

static void expect_same(const bac_enum *a, const bac_enum *b, const char *what)
{
	cr_assert(a->total == b->total, "%s: totals differ", what);
	cr_assert_eq(a->nsplit, b->nsplit, "%s", what);
	cr_expect(memcmp(&a->main, &b->main, sizeof(a->main)) == 0, "%s: main differs", what);
	for (unsigned i = 0; i < 2 * a->nsplit; i++)
		cr_expect(memcmp(&a->split[i], &b->split[i], sizeof(a->split[i])) == 0,
		          "%s: split %u differs", what, i);
	bac_count sum = 0;
	for (unsigned k = 0; k < BAC_NSIG; k++)
		sum += a->main.w[k];
	for (unsigned i = 0; i < 2 * a->nsplit; i += 2)
		for (unsigned k = 0; k < BAC_NSIG; k++)
			sum += a->split[i].w[k];
	cr_expect(sum == a->total, "%s: the orderings do not add up to P(n, 6)", what);
}

static void compare(const bac_rules *r, const unsigned char split[BAC_TOTALS][BAC_COLS],
                    const char *what)
{
	bac_enum fast, slow;
	bac_enumerate_states(&fast, r, split);
	bac_enumerate_cards(&slow, r, split);
	expect_same(&fast, &slow, what);
	bac_enum_free(&fast);
	bac_enum_free(&slow);
}

Test(baccarat_engine, standard_game_matches_the_card_walk)
{
	static const unsigned decks[] = { 1, 2, 6, 8, 24, 100 };
	for (size_t i = 0; i < PP_ARRAY_LEN(decks); i++) {
		bac_rules r;
		char what[32];
		bac_standard_rules(&r, decks[i]);
		snprintf(what, sizeof(what), "%u decks", decks[i]);
		compare(&r, NULL, what);
		r.pair_by_points = 1;
		compare(&r, NULL, what);
	}
}

Test(baccarat_engine, the_seed_gaps_split_match_the_card_walk)
{
	/* Seed section 10.6 leaves banker 0-2 and the player-stood column
	 * open: 37 cells played both ways. */
	unsigned char cells[BAC_TOTALS][BAC_COLS] = { { 0 } };
	for (unsigned t = 0; t <= 2; t++)
		for (unsigned c = 0; c < BAC_COLS; c++)
			cells[t][c] = 1;
	for (unsigned t = 3; t <= 6; t++)
		cells[t][BAC_STOOD] = 1;
	bac_rules r;
	bac_standard_rules(&r, 8);
	compare(&r, (const unsigned char (*)[BAC_COLS])cells, "8 decks, 37 split cells");
}

Test(baccarat_engine, random_rule_sets_match_the_card_walk)
{
	uint64_t seed = 0x9e3779b97f4a7c15ull;
	for (unsigned round = 0; round < 40; round++) {
		bac_rules r;
		unsigned char cells[BAC_TOTALS][BAC_COLS] = { { 0 } };
		bac_standard_rules(&r, 1 + (unsigned)(next(&seed) % 12));
		if (round % 2)
			for (unsigned k = 0; k < BAC_RANKS; k++)
				r.value[k] = (unsigned char)(next(&seed) % 10);
		if (round % 3 == 1)
			r.natural = (unsigned)(next(&seed) % 1024);
		r.pair_by_points = round % 4 == 3;
		for (unsigned t = 0; t < BAC_TOTALS; t++) {
			r.player[t] = next(&seed) % 2 ? BAC_D : BAC_S;
			for (unsigned c = 0; c < BAC_COLS; c++) {
				r.banker[t][c] = next(&seed) % 2 ? BAC_D : BAC_S;
				cells[t][c] = next(&seed) % 7 == 0;
			}
		}
		char what[48];
		snprintf(what, sizeof(what), "rule set %u (%u decks)", round, r.decks);
		compare(&r, round % 2 ? (const unsigned char (*)[BAC_COLS])cells : NULL, what);
	}
}

/* Banker, player and tie at 100 decks: 5,200 cards, P(5200, 6) orderings,
 * beyond 2^64.  The figures were computed by the engine and by the card
 * walk (the test above compares them at 100 decks), and once more by a
 * throwaway script dealing the 10^4 first-four value sequences by hand
 * with Python's big integers (which also reproduced the published 8-deck
 * counts); they are pinned here. */
Test(baccarat_engine, one_hundred_decks_exact)
{
	bac_rules r;
	bac_enum e;
	bac_standard_rules(&r, 100);
	bac_enumerate(&e, &r, NULL);
	char buf[48];
	cr_expect_str_eq(bac_count_text(buf, sizeof(buf), e.total), "19713641176306608336000");
	bac_count w[3] = { 0, 0, 0 };   /* banker, player, tie */
	for (unsigned sig = 0; sig < BAC_NSIG; sig++) {
		bac_outcome o;
		bac_unsig(sig, &o);
		w[o.b > o.p ? 0 : o.p > o.b ? 1 : 2] += e.main.w[sig];
	}
	cr_expect_str_eq(bac_count_text(buf, sizeof(buf), w[0]), "9037554702113067520000");
	cr_expect_str_eq(bac_count_text(buf, sizeof(buf), w[1]), "8795334657577504000000");
	cr_expect_str_eq(bac_count_text(buf, sizeof(buf), w[2]), "1880751816616036816000");
	/* House edges: banker (1:1 less 5%), player (1:1), tie (8:1), ties
	 * pushing player and banker. */
	static const struct { unsigned long win_num, win_den; unsigned won, lost1, lost2;
		const char *exact, *pct; } bets[] = {
		{ 19, 20, 0, 1, 1, "7561226578552/710965131863337", "1.0635%" },
		{ 1, 1, 1, 0, 0, "1682083642608080/136900285946573669", "1.2287%" },
		{ 8, 1, 2, 0, 1, "19353297408071368/136900285946573669", "14.1368%" },
	};
	mpq_t q, t;
	mpq_inits(q, t, NULL);
	for (size_t i = 0; i < PP_ARRAY_LEN(bets); i++) {
		/* edge = (lost - won * payout) / total */
		bac_prob(q, w[bets[i].lost1] + (bets[i].lost2 != bets[i].lost1 ? w[bets[i].lost2] : 0),
		         e.total);
		bac_prob(t, w[bets[i].won], e.total);
		mpq_t pay;
		mpq_init(pay);
		mpq_set_ui(pay, bets[i].win_num, bets[i].win_den);
		mpq_canonicalize(pay);
		mpq_mul(t, t, pay);
		mpq_sub(q, q, t);
		mpq_clear(pay);
		char *ex = num_exact(q), *pc = num_percent(q, 4, NUM_HALF_EVEN);
		cr_expect_str_eq(ex, bets[i].exact);
		cr_expect_str_eq(pc, bets[i].pct);
		free(ex);
		free(pc);
	}
	mpq_clears(q, t, NULL);
	bac_enum_free(&e);
}
