/* SPDX-License-Identifier: Apache-2.0 */
/* stud_optimal.c - the exact optimal-strategy return of a Caribbean-class
 * stud game (stud_optimal.h).
 *
 * How the dealer hands are counted.  For a set A of five-card hands and a
 * set S of one to four cards, cnt_A(S) is the number of hands of A that
 * contain S.  The hands of A disjoint from a player hand P are, by
 * inclusion-exclusion over the subsets S of P,
 *     sum over S of (-1)^|S| cnt_A(S)
 * with cnt_A(empty) = |A| and cnt_A(P) = 1 if P is in A.  The counters
 * of all subsets of one to four cards take 294,203 integers (1.2 MB).
 *
 * The player hands are sorted by value (a counting sort over the 7,462
 * values).  One set of counters holds the hands that do not qualify the
 * dealer (built first); another grows value by value through the sorted
 * hands: before a value's hands are added it counts the hands below each
 * of them, after, the hands at or below.  Three queries of 31 lookups per
 * player hand, all integers; nothing is approximated and the work does not
 * depend on the rules. */
#include <stdlib.h>
#include <pthread.h>
#include <string.h>

#include "poker/stud/stud_optimal_impl.h"
#include "util.h"

/* Written once, by the first stud_binom_init (under pthread_once), and
 * only read afterwards: engines on several threads share it safely. */
uint32_t stud_binom[53][6];
static pthread_once_t binom_once = PTHREAD_ONCE_INIT;

static void binom_build(void)
{
	for (unsigned n = 0; n <= 52; n++) {
		stud_binom[n][0] = 1;
		for (unsigned k = 1; k <= 5; k++)
			stud_binom[n][k] = n == 0 ? 0 : stud_binom[n - 1][k - 1] + stud_binom[n - 1][k];
	}
}

void stud_binom_init(void)
{
	pthread_once(&binom_once, binom_build);
}

void stud_counts_init(stud_subset_counts *s)
{
	size_t total = 0;
	for (unsigned k = 1; k <= 4; k++)
		total += stud_binom[52][k];
	s->block = pp_xcalloc(total, sizeof(uint32_t));
	s->members = 0;
	s->by_size[0] = NULL;
	for (unsigned k = 1, at = 0; k <= 4; at += stud_binom[52][k], k++)
		s->by_size[k] = s->block + at;
}

void stud_counts_free(stud_subset_counts *s)
{
	free(s->block);
}

void stud_subsets_of(stud_subsets *out, const uint8_t c[5])
{
	for (unsigned m = 1; m < 32; m++) {
		uint32_t idx = 0;
		unsigned k = 0;
		for (unsigned i = 0; i < 5; i++)
			if (m & (1u << i)) {
				k++;
				idx += stud_binom[c[i]][k];
			}
		out->index[m] = idx;
		out->size[m] = (uint8_t)k;
	}
}

void stud_counts_add(stud_subset_counts *s, const stud_subsets *h)
{
	s->members++;
	for (unsigned m = 1; m < STUD_SUBSETS; m++)
		s->by_size[h->size[m]][h->index[m]]++;
}

/* Hands of s disjoint from the hand h; member: h itself is in s. */
uint32_t stud_counts_disjoint(const stud_subset_counts *s, const stud_subsets *h, int member)
{
	int64_t n = (int64_t)s->members - member; /* |S| = 5: sign -1 */
	for (unsigned m = 1; m < STUD_SUBSETS; m++) {
		int64_t c = s->by_size[h->size[m]][h->index[m]];
		n += (h->size[m] & 1) ? -c : c;
	}
	return (uint32_t)n;
}

void stud_unpack(uint8_t c[5], uint32_t packed)
{
	for (unsigned i = 0; i < 5; i++)
		c[i] = (uint8_t)((packed >> (6 * i)) & 63);
}

const uint8_t stud_subset_size[32] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
	1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5 };

void stud_insert_parts_of(stud_insert_parts *t, const uint8_t c[5])
{
	for (unsigned m = 0; m < STUD_SUBSETS; m++)
		for (unsigned p = 0; p <= 5; p++) {
			uint32_t idx = 0;
			unsigned k = 0;
			for (unsigned i = 0; i < 5; i++)
				if (m & (1u << i))
					idx += stud_binom[c[i]][k++ + (i < p ? 1 : 2)];
			t->part[m][p] = idx;
		}
}

void stud_sort_hands(stud_sorted_hands *sh)
{
	uint16_t *value = pp_xmalloc(STUD_HANDS * sizeof(*value));
	sh->value_of = pp_xmalloc(STUD_HANDS * sizeof(*sh->value_of));
	uint32_t *packed = pp_xmalloc(STUD_HANDS * sizeof(*packed));
	memset(sh->start, 0, sizeof(sh->start));
	uint32_t n = 0;
	uint8_t c[5];
	for (c[0] = 0; c[0] < 48; c[0]++)
		for (c[1] = c[0] + 1; c[1] < 49; c[1]++)
			for (c[2] = c[1] + 1; c[2] < 50; c[2]++)
				for (c[3] = c[2] + 1; c[3] < 51; c[3]++)
					for (c[4] = c[3] + 1; c[4] < 52; c[4]++, n++) {
						value[n] = hand_eval(c, 5);
						packed[n] = c[0] | (uint32_t)c[1] << 6 | (uint32_t)c[2] << 12 |
						            (uint32_t)c[3] << 18 | (uint32_t)c[4] << 24;
						sh->start[value[n] + 1]++;
						sh->value_of[stud_binom[c[0]][1] + stud_binom[c[1]][2] +
						             stud_binom[c[2]][3] + stud_binom[c[3]][4] +
						             stud_binom[c[4]][5]] = value[n];
					}
	for (unsigned v = 0; v < HAND_VALUES; v++)
		sh->start[v + 1] += sh->start[v];
	uint32_t next[HAND_VALUES];
	memcpy(next, sh->start, sizeof(next));
	sh->hands = pp_xmalloc(STUD_HANDS * sizeof(*sh->hands));
	for (uint32_t i = 0; i < STUD_HANDS; i++)
		sh->hands[next[value[i]]++] = packed[i];
	free(value);
	free(packed);
}

void stud_sorted_free(stud_sorted_hands *sh)
{
	free(sh->hands);
	free(sh->value_of);
}

/* The lowest value that qualifies the dealer (0 when he always plays). */
hand_value stud_qual_value(const stud_rules *r)
{
	if (!r->has_qual)
		return 0;
	hand_value v = 0;
	while (v < HAND_VALUES - 1 && hand_class_of(v) < r->qual)
		v++;
	return v;
}

/* The counters of the hands below value q. */
void stud_counts_below(stud_subset_counts *s, const stud_sorted_hands *sh, hand_value q)
{
	uint8_t c[5];
	stud_subsets h;
	for (uint32_t i = 0; i < sh->start[q]; i++) {
		stud_unpack(c, sh->hands[i]);
		stud_subsets_of(&h, c);
		stud_counts_add(s, &h);
	}
}

void stud_rules_init(stud_rules *r)
{
	memset(r, 0, sizeof(*r));
	mpq_init(r->raise);
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_init(r->ante_win[c]);
		mpq_init(r->bet_win[c]);
	}
}

void stud_rules_clear(stud_rules *r)
{
	mpq_clear(r->raise);
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_clear(r->ante_win[c]);
		mpq_clear(r->bet_win[c]);
	}
}

void stud_result_init(stud_result *res)
{
	memset(res, 0, sizeof(*res));
	mpq_inits(res->ev, res->house_edge, res->element_of_risk, NULL);
}

void stud_result_clear(stud_result *res)
{
	mpq_clears(res->ev, res->house_edge, res->element_of_risk, NULL);
}

/* The settlement of one bet in one category: +1 wins, 0 push, -1 loses. */
static int settle(poker_main_dnq dnq, poker_main_tie tie, int category)
{
	int level = tie == POKER_MAIN_TIE_PUSH ? 0 : tie == POKER_MAIN_TIE_PLAYER_WINS ? 1 : -1;
	static const int compare[3] = { 1, 0, -1 }; /* below, level, above */
	int cmp = category % 3;
	if (category >= STUD_CAT_Q_BELOW || dnq == POKER_MAIN_DNQ_PLAYS)
		return cmp == 1 ? level : compare[cmp];
	return dnq == POKER_MAIN_DNQ_WINS ? 1 : dnq == POKER_MAIN_DNQ_LOSES ? -1 : 0;
}

/* The net win of ante and Bet (times D, the common denominator) by
 * player class, second combination and category into coef (see
 * stud_optimal_impl.h).  Returns 0 when a figure exceeds STUD_LIMIT. */
int stud_coefficients(stud_coef coef, int64_t *d_out, const stud_rules *r)
{
	mpz_t d;
	mpq_t win_a, win_b, lose_b, t;
	mpz_init_set_ui(d, 1);
	mpq_inits(win_a, win_b, lose_b, t, NULL);
	memset(coef, 0, sizeof(stud_coef));
	mpz_lcm(d, d, mpq_denref(r->raise));
	for (int c = 0; c < HAND_NCLASS; c++) {
		mpq_mul(t, r->bet_win[c], r->raise);
		mpz_lcm(d, d, mpq_denref(t));
		mpz_lcm(d, d, mpq_denref(r->ante_win[c]));
	}
	int ok = mpz_cmp_ui(d, (unsigned long)STUD_LIMIT) <= 0;
	mpq_set_z(t, d);
	mpq_mul(lose_b, r->raise, t);
	ok = ok && mpz_cmpabs_ui(mpq_numref(lose_b), (unsigned long)STUD_LIMIT) <= 0;
	for (int c = 0; ok && c < HAND_NCLASS; c++) {
		mpq_mul(win_a, r->ante_win[c], t);
		if (mpz_cmpabs_ui(mpq_numref(win_a), (unsigned long)STUD_LIMIT) > 0)
			ok = 0;
		for (int s = 0; ok && s <= HAND_NCLASS; s++) {
			if (!stud_row_paid(r, c, s))
				continue;
			mpq_set(win_b, r->bet_win[c]);
			if (s < HAND_NCLASS)
				mpq_add(win_b, win_b, r->bet_win[s]);
			mpq_mul(win_b, win_b, r->raise);
			mpq_mul(win_b, win_b, t);
			if (mpz_cmpabs_ui(mpq_numref(win_b), (unsigned long)STUD_LIMIT) > 0) {
				ok = 0;
				break;
			}
			int64_t wa = mpz_get_si(mpq_numref(win_a)), wb = mpz_get_si(mpq_numref(win_b));
			int64_t la = -(int64_t)mpz_get_si(d), lb = -(int64_t)mpz_get_si(mpq_numref(lose_b));
			for (int cat = 0; cat < STUD_CAT_N; cat++) {
				int sa = settle(r->ante_dnq, r->tie, cat), sb = settle(r->bet_dnq, r->tie, cat);
				coef[c][s][cat] = (sa > 0 ? wa : sa < 0 ? la : 0) +
				                  (sb > 0 ? wb : sb < 0 ? lb : 0);
			}
		}
	}
	*d_out = ok ? mpz_get_si(d) : 0;
	mpz_clear(d);
	mpq_clears(win_a, win_b, lose_b, t, NULL);
	return ok;
}

s128 stud_raise_value(stud_coef coef, hand_class cls, hand_class sec,
                      const uint32_t cat[STUD_CAT_N])
{
	s128 ev = 0;
	for (int k = 0; k < STUD_CAT_N; k++)
		ev += (s128)cat[k] * coef[cls][sec][k];
	return ev;
}

void stud_categories(uint32_t cat[STUD_CAT_N], uint32_t total, hand_value v, hand_value q,
                     uint32_t below, uint32_t level, uint32_t not_qualifying)
{
	memset(cat, 0, STUD_CAT_N * sizeof(*cat));
	if (v >= q) {
		cat[STUD_CAT_NQ_BELOW] = not_qualifying;
		cat[STUD_CAT_Q_BELOW] = below - not_qualifying;
		cat[STUD_CAT_Q_LEVEL] = level;
		cat[STUD_CAT_Q_ABOVE] = total - below - level;
	} else {
		cat[STUD_CAT_NQ_BELOW] = below;
		cat[STUD_CAT_NQ_LEVEL] = level;
		cat[STUD_CAT_NQ_ABOVE] = not_qualifying - below - level;
		cat[STUD_CAT_Q_ABOVE] = total - not_qualifying;
	}
}

void stud_finish(stud_result *res, const stud_rules *r, s128 sum, s128 den)
{
	mpq_t q;
	mpq_init(q);
	poker_q_from_s128(res->ev, sum);
	poker_q_from_s128(q, den);
	mpq_div(res->ev, res->ev, q);
	mpq_neg(res->house_edge, res->ev);
	/* the expected stake: 1 + raise * raised / situations */
	mpq_set_ui(q, (unsigned long)res->raised, (unsigned long)res->situations);
	mpq_canonicalize(q);
	mpq_mul(q, q, r->raise);
	mpq_set_ui(res->element_of_risk, 1, 1);
	mpq_add(q, q, res->element_of_risk);
	mpq_div(res->element_of_risk, res->house_edge, q);
	mpq_clear(q);
	res->hands = STUD_HANDS;
}

uint32_t stud_walk_start(stud_sorted_hands *sh, stud_subset_counts *nq, stud_subset_counts *run,
                         const stud_rules *r)
{
	stud_sort_hands(sh);
	stud_counts_init(nq);
	stud_counts_init(run);
	stud_counts_below(nq, sh, stud_qual_value(r));
	uint32_t biggest = 1;
	for (unsigned v = 0; v < HAND_VALUES; v++)
		if (sh->start[v + 1] - sh->start[v] > biggest)
			biggest = sh->start[v + 1] - sh->start[v];
	return biggest;
}

void stud_tally_add(stud_tally *t, hand_class cls, hand_class sec, const uint32_t cat[STUD_CAT_N],
                    unsigned w)
{
	s128 ev = stud_raise_value(t->coef, cls, sec, cat);
	t->situations += w;
	t->situations_by[cls] += w;
	if (ev > t->fold) {
		t->raised += w;
		t->raised_by[cls] += w;
	}
	t->sum += (s128)w * (ev > t->fold ? ev : t->fold);
}

/* The sweep with the dealer's cards unseen, for the n rule sets r[] into
 * their tallies t[]. */
static void return_unseen(stud_tally *t, const stud_rules *r, size_t n)
{
	stud_sorted_hands sh;
	stud_subset_counts nq, run;
	uint32_t biggest = stud_walk_start(&sh, &nq, &run, r);
	hand_value q = stud_qual_value(r);
	stud_subsets *group = pp_xmalloc(biggest * sizeof(*group));
	uint32_t *below = pp_xmalloc(biggest * sizeof(*below));
	for (unsigned v = 0; v < HAND_VALUES; v++) {
		uint32_t first = sh.start[v], count = sh.start[v + 1] - first;
		hand_class cls = hand_class_of((hand_value)v);
		uint8_t c[5];
		for (uint32_t i = 0; i < count; i++) {
			stud_unpack(c, sh.hands[first + i]);
			stud_subsets_of(&group[i], c);
			below[i] = stud_counts_disjoint(&run, &group[i], 0);
		}
		for (uint32_t i = 0; i < count; i++)
			stud_counts_add(&run, &group[i]);
		for (uint32_t i = 0; i < count; i++) {
			uint32_t level = stud_counts_disjoint(&run, &group[i], 1) - below[i];
			uint32_t notq = stud_counts_disjoint(&nq, &group[i], v < q);
			uint32_t cat[STUD_CAT_N];
			stud_categories(cat, STUD_DEALER, (hand_value)v, q, below[i], level, notq);
			stud_unpack(c, sh.hands[first + i]);
			for (size_t k = 0; k < n; k++)
				stud_tally_add(&t[k], cls, stud_second_class(c, cls, r[k].second_of[cls]), cat,
				               1);
		}
	}
	free(group);
	free(below);
	stud_sorted_free(&sh);
	stud_counts_free(&nq);
	stud_counts_free(&run);
}

int stud_return_set(stud_result *res, const stud_rules *r, size_t n)
{
	if (n < 1 || n > STUD_MAX_SET)
		return 0;
	for (size_t k = 1; k < n; k++)
		if (r[k].has_qual != r[0].has_qual || r[k].qual != r[0].qual ||
		    r[k].up_card != r[0].up_card || !mpq_equal(r[k].raise, r[0].raise))
			return 0;
	stud_binom_init();
	stud_tally *t = pp_xcalloc(n, sizeof(*t));
	int ok = 1;
	for (size_t k = 0; ok && k < n; k++) {
		ok = stud_coefficients(t[k].coef, &t[k].d, &r[k]);
		t[k].fold = -(s128)t[k].d * (r[0].up_card ? STUD_DEALER_UP : STUD_DEALER);
	}
	if (ok && r[0].up_card)
		stud_return_up(t, r, n);
	else if (ok)
		return_unseen(t, r, n);
	for (size_t k = 0; ok && k < n; k++) {
		res[k].situations = t[k].situations;
		res[k].raised = t[k].raised;
		memcpy(res[k].situations_by_class, t[k].situations_by, sizeof(t[k].situations_by));
		memcpy(res[k].raised_by_class, t[k].raised_by, sizeof(t[k].raised_by));
		s128 den = (s128)STUD_HANDS * t[k].d *
		           (r[0].up_card ? (s128)STUD_UP_CARDS * STUD_DEALER_UP : (s128)STUD_DEALER);
		stud_finish(&res[k], &r[k], t[k].sum, den);
	}
	free(t);
	return ok;
}

int stud_return(stud_result *res, const stud_rules *r)
{
	return stud_return_set(res, r, 1);
}
