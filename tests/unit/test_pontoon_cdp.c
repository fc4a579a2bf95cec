/* test_pontoon_cdp.c - Pontoon's finite-shoe engine (pontoon_cdp.c)
 * against an independent brute force on a small shoe, and its checks.
 *
 * The brute force below shares no code with the engine: the dealer walks
 * every ordered sequence of cards (not multisets), the player every card
 * drawn, each with the counts it leaves, in exact rationals, and the rules
 * are written out again from the plan's text (seed 000 §10.4: a win pays
 * 1:1 and a five-card trick 3:2 on every stake, a pontoon 2:1 at once
 * unless the up card is an ace or a ten, then it loses to every dealer 21
 * and takes even money against an ace when that pays more; the third and
 * fourth card bought for the original stake each, once a card is drawn
 * free the rest are drawn free, four cards of 11 or less take the fifth;
 * ties lose).  Splits: one split of a pair (two hands, each valued with
 * both pair cards out of the shoe: the engine's convention, which is
 * exact for a single split up to the other hand's drawn cards), split
 * aces one card each.  The shoe: two of each rank ace to nine and eight
 * tens (26 cards), so that pairs split and the dealer always finishes. */
#include <stdlib.h>
#include <string.h>

#include "blackjack/pontoon_cdp.h"
#include "helpers.h"
#include "plan.h"

/* --- the brute force ------------------------------------------------------ */

typedef struct {
	int hits_soft, ties_lose, split;
} bf_rules;

#define BF_MEMO (1u << 16)

typedef struct {
	const bf_rules *r;
	int up;
	unsigned shoe[BJ_RANKS];   /* the base: the shoe less the up card (and pair cards) */
	unsigned long long *keys;
	mpq_t *vals;
} bf;

static unsigned count_of(const unsigned *s)
{
	unsigned n = 0;
	for (int r = 0; r < BJ_RANKS; r++)
		n += s[r];
	return n;
}

static unsigned soft_total(unsigned hard, int ace)
{
	return ace && hard + 10 <= 21 ? hard + 10 : hard;
}

/* The dealer's ordered draws from s: num[o][d] += the product of the
 * counts of every sequence of d cards ending in outcome o (0..4 totals
 * 17..21, 5 the ace and ten, 6 bust). */
static void bf_dealer(unsigned long long num[7][24], unsigned *s, unsigned hard, int ace,
                      unsigned n, unsigned d, unsigned long long prod, int hits_soft)
{
	unsigned total = soft_total(hard, ace);
	int soft = total != hard;
	if (n == 2 && total == 21) {
		num[5][d] += prod;
		return;
	}
	if (hard > 21) {
		num[6][d] += prod;
		return;
	}
	if (total >= 17 && !(total == 17 && soft && hits_soft)) {
		num[total - 17][d] += prod;
		return;
	}
	for (int r = 0; r < BJ_RANKS; r++) {
		if (!s[r])
			continue;
		unsigned long long c = s[r];
		s[r]--;
		bf_dealer(num, s, hard + (unsigned)r + 1, ace || r == 0, n + 1, d + 1, prod * c,
		          hits_soft);
		s[r]++;
	}
}

/* The dealer's outcome probabilities after up card up from s. */
static void bf_dealer_probs(mpq_t out[7], const unsigned *s0, int up, int hits_soft)
{
	unsigned s[BJ_RANKS];
	unsigned long long num[7][24];
	memcpy(s, s0, sizeof(s));
	memset(num, 0, sizeof(num));
	bf_dealer(num, s, (unsigned)up + 1, up == 0, 1, 0, 1, hits_soft);
	unsigned n = count_of(s0);
	mpq_t t;
	mpq_init(t);
	for (int o = 0; o < 7; o++) {
		mpq_set_ui(out[o], 0, 1);
		unsigned long long den = 1;
		for (unsigned d = 0; d < 24; d++) {
			if (d)
				den *= n - (d - 1);
			if (!num[o][d])
				continue;
			mpq_set_ui(t, num[o][d], den);
			mpq_canonicalize(t);
			mpq_add(out[o], out[o], t);
		}
	}
	mpq_clear(t);
}

typedef struct {
	unsigned h[BJ_RANKS];
	unsigned hard, n;
	int ace;
} bf_hand;

static void left_of(unsigned *left, const bf *b, const bf_hand *p)
{
	for (int r = 0; r < BJ_RANKS; r++)
		left[r] = b->shoe[r] - p->h[r];
}

/* Standing on p, per stake. */
static void bf_stand(mpq_t out, const bf *b, const bf_hand *p)
{
	unsigned left[BJ_RANKS], t = soft_total(p->hard, p->ace);
	mpq_t d[7];
	for (int o = 0; o < 7; o++)
		mpq_init(d[o]);
	left_of(left, b, p);
	bf_dealer_probs(d, left, b->up, b->r->hits_soft);
	mpq_set(out, d[6]);                      /* the dealer busts */
	mpq_sub(out, out, d[5]);                 /* the dealer's ace and ten */
	for (unsigned dt = 17; dt <= 21; dt++) {
		if (t > dt)
			mpq_add(out, out, d[dt - 17]);
		else if (t < dt || b->r->ties_lose)
			mpq_sub(out, out, d[dt - 17]);
	}
	for (int o = 0; o < 7; o++)
		mpq_clear(d[o]);
}

static mpq_t *bf_memo(bf *b, const bf_hand *p, unsigned stake, int canbuy, int *found)
{
	unsigned long long k = 1;
	for (int r = 0; r < BJ_RANKS; r++)
		k = k * 32 + p->h[r];
	k = k * 8 + stake;
	k = k * 2 + (unsigned)canbuy;
	unsigned i = (unsigned)((k * 0x9E3779B97F4A7C15ull) >> 48) & (BF_MEMO - 1);
	while (b->keys[i] && b->keys[i] != k)
		i = (i + 1) & (BF_MEMO - 1);
	*found = b->keys[i] == k;
	if (!*found) {
		b->keys[i] = k;
		mpq_init(b->vals[i]);
	}
	return &b->vals[i];
}

/* The best play of p holding stake original stakes, in original stakes;
 * canbuy: no card was drawn free. */
static void bf_play(mpq_t out, bf *b, const bf_hand *p, unsigned stake, int canbuy)
{
	if (p->hard > 21) {
		mpq_set_si(out, -(long)stake, 1);
		return;
	}
	if (p->n == 5) {
		mpq_set_ui(out, 3 * stake, 2);
		mpq_canonicalize(out);
		return;
	}
	int found;
	mpq_t *m = bf_memo(b, p, stake, canbuy, &found);
	if (found) {
		mpq_set(out, *m);
		return;
	}
	unsigned total = soft_total(p->hard, p->ace), left[BJ_RANKS], n;
	int forced = p->n == 4 && p->hard <= 11, have = 0;
	mpq_t v, w, pr;
	mpq_inits(v, w, pr, NULL);
	left_of(left, b, p);
	n = count_of(left);
	if (!forced) {
		bf_stand(out, b, p);
		mpq_set_ui(w, stake, 1);
		mpq_mul(out, out, w);
		have = 1;
	}
	for (int buy = 0; buy < 2; buy++) {
		if (buy ? forced || total >= 21 || !canbuy || p->n - 2 >= 2
		        : !forced && total >= 21)
			continue;
		mpq_set_ui(v, 0, 1);
		for (int r = 0; r < BJ_RANKS; r++) {
			if (!left[r])
				continue;
			bf_hand q = *p;
			q.h[r]++;
			q.hard += (unsigned)r + 1;
			q.n++;
			q.ace |= r == 0;
			bf_play(w, b, &q, stake + (unsigned)buy, buy);
			mpq_set_ui(pr, left[r], n);
			mpq_canonicalize(pr);
			mpq_mul(w, w, pr);
			mpq_add(v, v, w);
		}
		if (!have || mpq_cmp(v, out) > 0)
			mpq_set(out, v);
		have = 1;
	}
	mpq_set(*m, out);
	mpq_clears(v, w, pr, NULL);
}

static void bf_start(bf *b, const bf_rules *r, const unsigned *shoe, int up)
{
	b->r = r;
	b->up = up;
	memcpy(b->shoe, shoe, sizeof(b->shoe));
	b->keys = calloc(BF_MEMO, sizeof(*b->keys));
	b->vals = malloc(BF_MEMO * sizeof(*b->vals));
	cr_assert(b->keys && b->vals);
}

static void bf_end(bf *b)
{
	for (unsigned i = 0; i < BF_MEMO; i++)
		if (b->keys[i])
			mpq_clear(b->vals[i]);
	free(b->keys);
	free(b->vals);
}

static bf_hand hand_of(int c1, int c2)
{
	bf_hand p;
	memset(&p, 0, sizeof(p));
	p.h[c1]++;
	p.h[c2]++;
	p.hard = (unsigned)c1 + (unsigned)c2 + 2;
	p.ace = c1 == 0 || c2 == 0;
	p.n = 2;
	return p;
}

/* A split of pair pr against up: two hands, each drawing its second card
 * with both pair cards out of base (the shoe less the up card). */
static void bf_split(mpq_t out, const bf_rules *r, const unsigned *base, int up, int pr)
{
	unsigned s[BJ_RANKS];
	memcpy(s, base, sizeof(s));
	s[pr] -= 2;
	unsigned n = count_of(s);
	bf b;
	bf_start(&b, r, s, up);
	b.shoe[pr] += 1; /* the hand holds its own pair card */
	mpq_t v, p;
	mpq_inits(v, p, NULL);
	mpq_set_ui(out, 0, 1);
	for (int c = 0; c < BJ_RANKS; c++) {
		if (!s[c])
			continue;
		bf_hand h = hand_of(pr, c);
		if (pr == 0)
			bf_stand(v, &b, &h); /* a split ace takes one card */
		else
			bf_play(v, &b, &h, 1, 1);
		mpq_set_ui(p, 2 * s[c], n);
		mpq_canonicalize(p);
		mpq_mul(v, v, p);
		mpq_add(out, out, v);
	}
	mpq_clears(v, p, NULL);
	bf_end(&b);
}

/* The round's return from shoe under r, by brute force. */
static void bf_return(mpq_t rtp, const bf_rules *r, const unsigned *shoe)
{
	unsigned total = count_of(shoe);
	mpq_t ev, v, sp, p, d[7];
	mpq_inits(ev, v, sp, p, NULL);
	for (int o = 0; o < 7; o++)
		mpq_init(d[o]);
	mpq_set_ui(rtp, 1, 1);
	for (int up = 0; up < BJ_RANKS; up++) {
		if (!shoe[up])
			continue;
		unsigned base[BJ_RANKS];
		memcpy(base, shoe, sizeof(base));
		base[up]--;
		unsigned n = count_of(base);
		bf b;
		bf_start(&b, r, base, up);
		mpq_set_ui(ev, 0, 1);
		for (int c1 = 0; c1 < BJ_RANKS; c1++)
			for (int c2 = 0; c2 < BJ_RANKS; c2++) {
				unsigned w = base[c1] * (base[c2] - (c1 == c2));
				if (!base[c1] || !w)
					continue;
				bf_hand h = hand_of(c1, c2);
				if (h.ace && h.hard == 11) {
					if (up != 0 && up != 9) {
						mpq_set_ui(v, 2, 1);
					} else {
						unsigned s[BJ_RANKS];
						memcpy(s, base, sizeof(s));
						s[0]--;
						s[9]--;
						bf_dealer_probs(d, s, up, r->hits_soft);
						mpq_add(p, d[5], d[4]); /* any dealer 21 ties it */
						mpq_set_ui(v, 1, 1);
						mpq_sub(v, v, p);
						mpq_add(v, v, v);
						if (r->ties_lose)
							mpq_sub(v, v, p);
						if (up == 0 && mpq_cmp_ui(v, 1, 1) < 0)
							mpq_set_ui(v, 1, 1); /* even money */
					}
				} else {
					bf_play(v, &b, &h, 1, 1);
					if (c1 == c2 && r->split) {
						bf_split(sp, r, base, up, c1);
						if (mpq_cmp(sp, v) > 0)
							mpq_set(v, sp);
					}
				}
				mpq_set_ui(p, w, (unsigned long)n * (n - 1));
				mpq_canonicalize(p);
				mpq_mul(v, v, p);
				mpq_add(ev, ev, v);
			}
		bf_end(&b);
		mpq_set_ui(p, shoe[up], total);
		mpq_canonicalize(p);
		mpq_mul(ev, ev, p);
		mpq_add(rtp, rtp, ev);
	}
	mpq_clears(ev, v, sp, p, NULL);
	for (int o = 0; o < 7; o++)
		mpq_clear(d[o]);
}

/* --- the engine on the same rules ------------------------------------------ */

#define BUYING                                                                              \
	"    buying: {bought_cards: 2, stake: \"1:1\", buy_after_draw: false, "                  \
	"trick_cards: 5, automatic_card_at_most: 11}\n"

/* A one-deck Pontoon plan with seed 000's rules but soft 17, the tie rule,
 * the split line and the buying line given. */
static pp_plan *plan_with(const char *soft17, const char *tie, const char *split,
                          const char *buying)
{
	char yaml[2048];
	snprintf(yaml, sizeof(yaml),
	         "planproof: 2\n"
	         "plan: {id: t, operator: X, jurisdiction: CZ, version: \"1\", date: \"2025-01-01\"}\n"
	         "currencies: [{code: EUR}]\n"
	         "games:\n"
	         "  - id: pontoon\n"
	         "    name: Pontoon\n"
	         "    family: pontoon\n"
	         "    citation: \"1\"\n"
	         "    shoe: {decks: 1}\n"
	         "    dealer: {stands_on: 17, soft_17: %s, hole_card: false}\n"
	         "    payouts:\n"
	         "      - {hand: win, payout: \"1:1\"}\n"
	         "      - {hand: pontoon, payout: \"2:1\"}\n"
	         "      - {hand: five_card_trick, payout: \"3:2\"}\n"
	         "    tie: %s\n"
	         "    natural: {at_once_unless: [A, \"10\"]}\n"
	         "%s%s"
	         "    even_money: {payout: \"1:1\"}\n",
	         soft17, tie, buying, split);
	pp_plan *plan = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_OK, "%s", err.msg);
	return plan;
}

static pp_plan *pontoon_plan(const char *soft17, const char *tie, const char *split)
{
	return plan_with(soft17, tie, split, BUYING);
}

#define ONE_SPLIT                                                                           \
	"    split: {pairs: same_value, max_splits: 1, ace_splits: 1, split_aces_cards: 1, "     \
	"natural_after_split: false}\n"

static void engine_return(mpq_t rtp, pc_strategy *st, const char *soft17, const char *tie,
                          const char *split, const unsigned *counts)
{
	pp_plan *plan = pontoon_plan(soft17, tie, split);
	bj_game g;
	pc_rules r;
	const char *why;
	bj_game_read(&g, node_at(plan_games(plan), 0));
	cr_assert(pc_rules_from_game(&r, &g, &why), "%s", why);
	bj_shoe s;
	memset(&s, 0, sizeof(s));
	memcpy(s.count, counts, sizeof(s.count));
	s.total = count_of(counts);
	pc_return(rtp, st, &r, &s);
	pc_rules_clear(&r);
	bj_game_clear(&g);
	pp_plan_free(plan);
}

static const unsigned small_shoe[BJ_RANKS] = { 2, 2, 2, 2, 2, 2, 2, 2, 2, 8 };

static void expect_same(const char *soft17, const char *tie, const char *split,
                        const bf_rules *r)
{
	mpq_t a, b;
	pc_strategy st;
	mpq_inits(a, b, NULL);
	engine_return(a, &st, soft17, tie, split, small_shoe);
	bf_return(b, r, small_shoe);
	char *x = num_exact(a), *y = num_exact(b);
	cr_expect(mpq_equal(a, b), "engine %s, brute force %s", x, y);
	free(x);
	free(y);
	mpq_clears(a, b, NULL);
}

Test(pontoon_cdp, small_shoe_stands_soft_17_no_split)
{
	bf_rules r = { 0, 1, 0 };
	expect_same("stand", "lose", "", &r);
}

Test(pontoon_cdp, small_shoe_hits_soft_17_no_split)
{
	bf_rules r = { 1, 1, 0 };
	expect_same("hit", "lose", "", &r);
}

Test(pontoon_cdp, small_shoe_one_split)
{
	bf_rules r = { 0, 1, 1 };
	expect_same("stand", "lose", ONE_SPLIT, &r);
}

Test(pontoon_cdp, small_shoe_ties_push)
{
	bf_rules r = { 1, 0, 1 };
	expect_same("hit", "push", ONE_SPLIT, &r);
}

/* --- the dealer walk: 128-bit and GMP integers agree ------------------------ */

Test(pontoon_cdp, walk_fast_and_gmp_agree)
{
	pc_rules r;
	memset(&r, 0, sizeof(r));
	r.dealer.stands_on = 17;
	r.win_num = r.win_den = 1;
	r.ties_lose = 1;
	cd_rules cr;
	pc_trie_rules(&cr, &r);
	bj_shoe s;
	bj_shoe_decks(&s, 6);
	s.count[1]--; /* the up card, a two */
	dtrie dt;
	cd_dtrie_build(&dt, &cr, s.count, 1);
	unsigned n = s.total - 1, depth = 5 + dt.maxdepth;
	cr_assert(pc_walk_fits(&dt, n));
	mpz_t *g = malloc((depth + 1) * sizeof(mpz_t));
	cr_assert_not_null(g);
	mpz_init_set_ui(g[depth], 1);
	for (unsigned a = depth; a-- > 0;) {
		mpz_init(g[a]);
		mpz_mul_ui(g[a], g[a + 1], n - a);
	}
	static const int hands[][4] = { { 9, 5, -1, -1 }, { 0, 1, 2, -1 }, { 4, 4, 4, 1 } };
	pc_walk w;
	pc_walk_init(&w);
	mpz_t fast, slow;
	mpz_inits(fast, slow, NULL);
	for (size_t i = 0; i < 3; i++) {
		unsigned left[BJ_RANKS], cards = 0;
		memcpy(left, s.count, sizeof(left));
		for (int c = 0; c < 4 && hands[i][c] >= 0; c++, cards++)
			left[hands[i][c]]--;
		for (int k = 0; k < NCLS; k++) {
			pc_walk_stand(fast, &w, &dt, 1, left, k, g, cards, depth);
			pc_walk_stand(slow, &w, &dt, 0, left, k, g, cards, depth);
			cr_expect(mpz_cmp(fast, slow) == 0, "hand %zu class %d", i, k);
			cr_expect(mpz_sgn(slow) != 0, "hand %zu class %d", i, k);
		}
	}
	mpz_clears(fast, slow, NULL);
	pc_walk_clear(&w);
	for (unsigned a = 0; a <= depth; a++)
		mpz_clear(g[a]);
	free(g);
	cd_dtrie_free(&dt);
	cd_rules_clear(&cr);
}

/* --- through the check: PP-BJ-015 for a pontoon game ----------------------- */

#define SEED_SPLIT                                                                          \
	"    split: {pairs: same_value, max_splits: 3, hands: 4, split_aces_cards: 1, "          \
	"natural_after_split: false}\n"

/* The engine's return for the one-deck plan, soft 17 drawn or not, as text. */
static char *one_deck_figure(const char *soft17)
{
	static const unsigned deck[BJ_RANKS] = { 4, 4, 4, 4, 4, 4, 4, 4, 4, 16 };
	mpq_t a;
	pc_strategy st;
	mpq_init(a);
	engine_return(a, &st, soft17, "lose", SEED_SPLIT, deck);
	char *x = num_exact(a);
	mpq_clear(a);
	return x;
}

static int has_table(const pp_result *res, const char *id)
{
	for (size_t i = 0; i < res->ntables; i++)
		if (strcmp(res->tables[i]->id, id) == 0)
			return 1;
	return 0;
}

Test(pontoon_cdp, check_prices_both_soft_17_readings_when_open)
{
	pp_plan *p = plan_with("unstated", "lose", SEED_SPLIT, BUYING);
	pp_set_exact_main(1);
	pp_result *res = t_check(p);
	const pp_finding *f = t_find(res, "pontoon", "PP-BJ-015", NULL);
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	cr_expect(strstr(f->message, "the plan leaves soft 17 open"), "%s", f->message);
	char *s17 = one_deck_figure("stand"), *h17 = one_deck_figure("hit");
	cr_expect_str_eq(t_evidence(f, "rtp"), s17);
	cr_expect_str_eq(t_evidence(f, "rtp_other_reading"), h17);
	cr_expect_str_eq(t_evidence(f, "open_rules_read_as"), "the dealer stands on soft 17");
	cr_expect(strstr(t_evidence(f, "rules_assumed"), "loses to every dealer 21"), "%s",
	          t_evidence(f, "rules_assumed"));
	cr_expect_str_eq(t_cell(res, "pontoon", "main-shoe",
	                        "return to player, the dealer drawing to soft 17", 1), h17);
	/* a pontoon against an ace takes even money; hard 20 stands; A,2 buys */
	cr_expect_str_eq(t_cell(res, "pontoon", "main-strategy", "A,10", 10), "E");
	cr_expect_str_eq(t_cell(res, "pontoon", "main-strategy", "A,10", 1), "N");
	cr_expect_str_eq(t_cell(res, "pontoon", "main-strategy-other-reading", "10,10", 5), "S");
	cr_expect_str_eq(t_cell(res, "pontoon", "main-strategy", "A,2", 5), "B");
	char *xml = t_render(res, PP_FORMAT_XML);
	cr_expect(t_xsd_valid(xml, PP_XSD));
	free(xml);
	free(s17);
	free(h17);
	pp_result_free(res);
	pp_plan_free(p);
	pp_set_exact_main(0);
}

Test(pontoon_cdp, check_prices_one_reading_when_stated)
{
	pp_plan *p = plan_with("hit", "lose", SEED_SPLIT, BUYING);
	pp_set_exact_main(1);
	pp_result *res = t_check(p);
	const pp_finding *f = t_find(res, "pontoon", "PP-BJ-015", NULL);
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_PASS, "%s", f->message);
	char *h17 = one_deck_figure("hit");
	cr_expect_str_eq(t_evidence(f, "rtp"), h17);
	cr_expect(!strstr(f->message, "open"), "%s", f->message);
	cr_expect(has_table(res, "main-strategy"));
	cr_expect(!has_table(res, "main-strategy-other-reading"));
	free(h17);
	pp_result_free(res);
	pp_plan_free(p);
	pp_set_exact_main(0);
}

Test(pontoon_cdp, check_says_what_it_cannot_model)
{
	pp_plan *p = plan_with("stand", "lose", SEED_SPLIT,
	                       "    buying: {bought_cards: 2, stake: \"1:1\", buy_after_draw: true}\n");
	pp_set_exact_main(1);
	pp_result *res = t_check(p);
	const pp_finding *f = t_find(res, "pontoon", "PP-BJ-015", NULL);
	cr_assert_not_null(f);
	cr_expect_eq(f->status, PP_ST_NOTAPPLICABLE);
	cr_expect(strstr(f->message, "buying a card after one was drawn free is not modelled"),
	          "%s", f->message);
	pp_result_free(res);
	pp_plan_free(p);
	pp_set_exact_main(0);
}

Test(pontoon_cdp, off_unless_asked)
{
	pp_plan *p = pontoon_plan("stand", "lose", SEED_SPLIT);
	pp_result *res = t_check(p);
	for (size_t i = 0; i < res->nfindings; i++)
		cr_expect_str_neq(res->findings[i]->rule->id, "PP-BJ-015");
	pp_result_free(res);
	pp_plan_free(p);
}
