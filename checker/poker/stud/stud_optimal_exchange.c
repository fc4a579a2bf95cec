/* SPDX-License-Identifier: Apache-2.0 */
/* stud_optimal_exchange.c - the one-card exchange and the sixth card in
 * PP-POKER-007.  For a stud game whose card options include one exchange
 * of one card for a price (stud_exchange_option: seed 000's Caribbean
 * stud, Banco poker, casino five-card poker), the figures are the optimum
 * with the exchange (keep or exchange, then raise or fold, every decision
 * optimal), for every reading of the rules the plan leaves open: with the
 * dealer's cards unseen (stud_exchange.c) and, unless the plan deals them
 * all face down, with one dealer card seen (stud_exchange_up.c), the
 * readings in one run each.  For a sixth card bought (seed 000's Russian
 * poker), with one dealer card seen only (stud_sixth_up_return).  Results
 * are kept per rule set and price like the raise/fold figures: in a memo
 * and on disk, each variant under its own name. */
#include <stdlib.h>
#include <string.h>

#include "core/disk_cache.h"
#include "core/memo.h"
#include "poker/stud/stud_optimal_impl.h"

/* What is kept of one result: the figures the finding reports. */
static void copy_exchange(void *dst, const void *value)
{
	stud_exchange_result *d = dst;
	const stud_exchange_result *s = value;
	mpq_set(d->ev, s->ev);
	mpq_set(d->house_edge, s->house_edge);
	mpq_set(d->element_of_risk, s->element_of_risk);
	d->hands = s->hands;
	d->exchanged = s->exchanged;
	memcpy(d->exchanged_by_class, s->exchanged_by_class, sizeof(d->exchanged_by_class));
	d->two_checked = s->two_checked;
	mpq_set(d->two_bound, s->two_bound);
}

static void free_exchange(void *value)
{
	stud_exchange_result_clear(value);
	free(value);
}

/* Locked per memo (core/memo.h): safe for checks on several threads.
 * One memo for every variant: the seen one's keys end in " seen", a sixth
 * card's in " sixth seen". */
static ck_memo exchange_memo = CK_MEMO_INIT("stud exchange", free_exchange, 8);
static const char *const disk_kind[3] = { "stud main exchange 1", "stud main exchange seen 2",
	                                  "stud main sixth seen 1" };

/* The variant: 0 unseen, 1 seen (with the two-card exchange's bound), 2 a
 * sixth card seen. */
static int from_disk(stud_exchange_result *r, const ck_key *k, int seen)
{
	char *text = ck_disk_load(disk_kind[seen], k);
	int ok = text && ck_disk_get_q(r->ev, text, "ev") &&
	         ck_disk_get_q(r->house_edge, text, "house_edge") &&
	         ck_disk_get_q(r->element_of_risk, text, "element_of_risk") &&
	         ck_disk_get_u64(&r->hands, text, "hands") &&
	         ck_disk_get_u64(&r->exchanged, text, "exchanged");
	for (int c = 0; ok && c < HAND_NCLASS; c++) {
		char name[32];
		snprintf(name, sizeof(name), "exchanged.%d", c);
		ok = ck_disk_get_u64(&r->exchanged_by_class[c], text, name);
	}
	if (ok && seen == 1)
		ok = ck_disk_get_u64(&r->two_checked, text, "two_checked") &&
		     ck_disk_get_q(r->two_bound, text, "two_bound");
	free(text);
	return ok;
}

static void to_disk(const stud_exchange_result *r, const ck_key *k, int seen)
{
	pp_buf b = { 0 };
	ck_disk_put_q(&b, "ev", r->ev);
	ck_disk_put_q(&b, "house_edge", r->house_edge);
	ck_disk_put_q(&b, "element_of_risk", r->element_of_risk);
	ck_disk_put_u64(&b, "hands", r->hands);
	ck_disk_put_u64(&b, "exchanged", r->exchanged);
	for (int c = 0; c < HAND_NCLASS; c++) {
		char name[32];
		snprintf(name, sizeof(name), "exchanged.%d", c);
		ck_disk_put_u64(&b, name, r->exchanged_by_class[c]);
	}
	if (seen == 1) {
		ck_disk_put_u64(&b, "two_checked", r->two_checked);
		ck_disk_put_q(&b, "two_bound", r->two_bound);
	}
	ck_disk_store(disk_kind[seen], k, b.data);
	pp_buf_free(&b);
}

/* Keeps r under k in the memo, and on disk when computed. */
static void keep(const stud_exchange_result *r, const ck_key *k, int seen, int computed)
{
	if (computed)
		to_disk(r, k, seen);
	stud_exchange_result *kept = pp_xmalloc(sizeof(*kept));
	stud_exchange_result_init(kept);
	copy_exchange(kept, r);
	ck_memo_store(&exchange_memo, k, kept);
}

/* The key of reading rd's variant (as from_disk's): its words, the
 * price, and " seen" or " sixth seen". */
static void key_of(ck_key *k, const stud_reading *rd, const char *price, int seen)
{
	ck_key_bytes(k, rd->words.data, rd->words.len);
	ck_key_bytes(k, price, strlen(price));
	if (seen == 2)
		ck_key_bytes(k, " sixth", 6);
	if (seen)
		ck_key_bytes(k, " seen", 5);
}

/* The variant seen of each reading into its ex or ex_up, from the memo or
 * the disk; the readings found neither way into missing[], how many. */
static size_t look_up(stud_reading *rd, size_t n, const char *price, int seen, ck_key *k,
                      size_t *missing)
{
	size_t nmissing = 0;
	for (size_t i = 0; i < n; i++) {
		stud_exchange_result *res = seen ? &rd[i].ex_up : &rd[i].ex;
		int *done = seen ? &rd[i].exchanged_up : &rd[i].exchanged;
		key_of(&k[i], &rd[i], price, seen);
		if (ck_memo_find(&exchange_memo, &k[i], copy_exchange, res)) {
			*done = 1;
		} else if (from_disk(res, &k[i], seen)) {
			*done = 1;
			keep(res, &k[i], seen, 0);
		} else {
			missing[nmissing++] = i;
		}
	}
	return nmissing;
}

/* The variant seen of the readings rd[missing[0..nmissing)] (k[i] the key
 * of rd[i]) priced in one run and kept.  With the dealer's cards unseen, readings
 * the engine refuses together are priced one by one; with one card seen,
 * a reading's figure is given only when never exchanging comes out at the
 * raise/fold game with the card seen, which the other engine priced
 * (x->v.seen). */
static void price_missing(stud_reading *rd, const size_t *missing, size_t nmissing,
                          mpq_srcptr price, int seen, const ck_key *k)
{
	stud_rules r[STUD_MAX_SET];
	stud_exchange_result res[STUD_MAX_SET];
	for (size_t m = 0; m < nmissing; m++) {
		r[m] = rd[missing[m]].r; /* shallow: shares rd's rationals */
		r[m].up_card = seen != 0;
		stud_exchange_result_init(&res[m]);
	}
	int all = seen == 2 ? stud_sixth_up_return(res, r, nmissing, price, NULL, 0)
	          : seen ? stud_exchange_up_return(res, r, nmissing, price, NULL, 0)
	                 : stud_exchange_return_set(res, r, nmissing, price, NULL, 0);
	for (size_t m = 0; m < nmissing; m++) {
		stud_reading *x = &rd[missing[m]];
		stud_exchange_result *ex = seen ? &x->ex_up : &x->ex;
		int *done = seen ? &x->exchanged_up : &x->exchanged;
		if (all && (!seen || mpq_equal(res[m].keep_ev, x->v.seen.ev))) {
			copy_exchange(ex, &res[m]);
			*done = 1;
		} else if (!all && !seen) {
			*done = stud_exchange_return(ex, &r[m], price, NULL, 0);
		}
		if (*done)
			keep(ex, &k[missing[m]], seen, 1);
		stud_exchange_result_clear(&res[m]);
	}
}

void stud_exchange_readings(stud_reading *rd, size_t n, mpq_srcptr price, int seen)
{
	char *p = num_plain(price);
	if (n > STUD_MAX_SET)
		n = STUD_MAX_SET; /* not reached: a game has at most three readings */
	for (int variant = seen == 2 ? 2 : 0; variant <= seen; variant++) {
		ck_key k[STUD_MAX_SET];
		size_t missing[STUD_MAX_SET];
		memset(k, 0, sizeof(k));
		size_t nmissing = look_up(rd, n, p, variant, k, missing);
		if (nmissing)
			price_missing(rd, missing, nmissing, price, variant, k);
		for (size_t i = 0; i < n; i++)
			ck_key_free(&k[i]);
	}
	free(p);
}
