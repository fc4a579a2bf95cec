/* SPDX-License-Identifier: Apache-2.0 */
/* stud_optimal_exchange.c - the one-card exchange in PP-POKER-007.  For a
 * stud game whose only card option is one exchange of one card for a
 * price (stud_exchange_option: seed 000's Caribbean stud and Banco poker),
 * the figure with the dealer's cards unseen is the optimum with the
 * exchange (stud_exchange.c: keep or exchange, then raise or fold, every
 * decision optimal), for every reading of the rules the plan leaves open.
 * The exchange engine does not model a dealer card seen, so that variant
 * keeps the raise/fold figure with the exchange declined, and the finding
 * says so (stud_optimal_report.c).  Results are kept per rule set and
 * price like the raise/fold figures: in a memo and on disk. */
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
}

static void free_exchange(void *value)
{
	stud_exchange_result_clear(value);
	free(value);
}

/* Locked per memo (core/memo.h): safe for checks on several threads. */
static ck_memo exchange_memo = CK_MEMO_INIT("stud exchange", free_exchange, 8);
static const char disk_kind[] = "stud main exchange 1";

static int from_disk(stud_exchange_result *r, const ck_key *k)
{
	char *text = ck_disk_load(disk_kind, k);
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
	free(text);
	return ok;
}

static void to_disk(const stud_exchange_result *r, const ck_key *k)
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
	ck_disk_store(disk_kind, k, b.data);
	pp_buf_free(&b);
}

/* Keeps r under k in the memo, and on disk when computed. */
static void keep(const stud_exchange_result *r, const ck_key *k, int computed)
{
	if (computed)
		to_disk(r, k);
	stud_exchange_result *kept = pp_xmalloc(sizeof(*kept));
	stud_exchange_result_init(kept);
	copy_exchange(kept, r);
	ck_memo_store(&exchange_memo, k, kept);
}

void stud_exchange_readings(stud_reading *rd, size_t n, mpq_srcptr price)
{
	char *p = num_plain(price);
	for (size_t i = 0; i < n; i++) {
		ck_key k = { 0 };
		ck_key_bytes(&k, rd[i].words.data, rd[i].words.len);
		ck_key_bytes(&k, p, strlen(p));
		if (ck_memo_find(&exchange_memo, &k, copy_exchange, &rd[i].ex)) {
			rd[i].exchanged = 1;
		} else if (from_disk(&rd[i].ex, &k)) {
			rd[i].exchanged = 1;
			keep(&rd[i].ex, &k, 0);
		} else {
			stud_rules unseen = rd[i].r; /* shallow: shares rd's rationals */
			unseen.up_card = 0;
			rd[i].exchanged = stud_exchange_return(&rd[i].ex, &unseen, price, NULL, 0);
			if (rd[i].exchanged)
				keep(&rd[i].ex, &k, 1);
		}
		ck_key_free(&k);
	}
	free(p);
}
