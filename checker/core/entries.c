/* SPDX-License-Identifier: Apache-2.0 */
/* entries.c - one entry per root cause: the findings of a result that are
 * not a pass (nor not applicable) folded by rule and cause, each entry with
 * a stable id and ranked by what is at stake.
 *
 * A cause (kinds.h says which rule folds how): the rule, the kind, the
 * game's id and, for FOLD_CAUSE, the quote of the document anchor and the
 * message with the subject and every run of digits set aside; for
 * FOLD_GAME, nothing more.  The entry's id is the rule id, a colon and 12
 * hex digits of a 64-bit FNV-1a hash of that cause: it depends neither on
 * the order nor on the number of instances, nor on figures, nor on lines of
 * the plan or the document, so it follows an entry across revisions.
 *
 * The order of entries, stated once: by kind (defect, open, reading,
 * notice, coverage); defects by what is at stake (players win on average,
 * by the return; a payout above a declared maximum, by the excess of the
 * computed win over it; two statements that contradict; drawing cells left
 * undecided, by the spread of returns they leave; the rest), open rules by
 * the spread of returns they leave open; within that, the larger figure
 * first and an entry with a figure before one without, then the rule's
 * severity (gravest first), then the plan position of the first instance,
 * then the id. */
#include <gmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/kinds.h"
#include "core/num.h"
#include "util.h"

/* A finding's cause key (see above); the caller frees it. */
static char *cause_key(const pp_result *res, const pp_finding *f, const pp_rule_kind *k)
{
	pp_buf b = { 0 };
	pp_buf_printf(&b, "%s\x1f%s\x1f%s\x1f", f->rule->id, pp_kind_name(f->kind),
	              f->game < res->ngames ? res->games[f->game].id : "");
	if (k && k->fold == FOLD_GAME)
		return b.data;
	if (f->doc)
		pp_buf_printf(&b, "%s\x1f%s", f->doc->source ? f->doc->source : "",
		              f->doc->quote ? f->doc->quote : "");
	pp_buf_putc(&b, '\x1f');
	const char *m = f->message, *sub = f->subject[0] ? strstr(m, f->subject) : NULL;
	while (*m) {
		if (m == sub) {
			m += strlen(f->subject);
			pp_buf_putc(&b, '*');
			continue;
		}
		if (*m >= '0' && *m <= '9') {
			while ((*m >= '0' && *m <= '9') || ((*m == '.' || *m == '/' || *m == ',') &&
			                                    m[1] >= '0' && m[1] <= '9'))
				m++;
			pp_buf_putc(&b, '#');
			continue;
		}
		pp_buf_putc(&b, *m++);
	}
	return b.data;
}

static uint64_t fnv1a(const char *s)
{
	uint64_t h = 14695981039346656037ull;
	for (; *s; s++) {
		h ^= (unsigned char)*s;
		h *= 1099511628211ull;
	}
	return h;
}

/* The exact figure of evidence name of f into q: 1 when f has it. */
static int figure(const pp_finding *f, const char *name, mpq_t q)
{
	for (size_t i = 0; i < f->nevidence; i++)
		if (strcmp(f->evidence[i].name, name) == 0)
			return num_parse_exact(q, f->evidence[i].exact);
	return 0;
}

/* The largest spread highest - lowest of the pairs of evidence of f named
 * alike but for "lowest"/"highest" ("Hráč: lowest RTP", "rtp_lowest"). */
static int spread(const pp_finding *f, mpq_t out)
{
	int any = 0;
	mpq_t lo, hi;
	mpq_inits(lo, hi, NULL);
	for (size_t i = 0; i < f->nevidence; i++) {
		const char *name = f->evidence[i].name, *at = strstr(name, "lowest");
		if (!at || !num_parse_exact(lo, f->evidence[i].exact))
			continue;
		char *other = pp_xasprintf("%.*shighest%s", (int)(at - name), name, at + 6);
		if (figure(f, other, hi)) {
			mpq_sub(hi, hi, lo);
			if (!any || mpq_cmp(hi, out) > 0)
				mpq_set(out, hi);
			any = 1;
		}
		free(other);
	}
	mpq_clears(lo, hi, NULL);
	return any;
}

/* What is at stake in f (see the order above) into q: 1 when known. */
static int stake_of(const pp_finding *f, pp_stake_class cls, mpq_t q, const char **name)
{
	if (f->kind == PP_KIND_DEFECT && cls == STAKE_PLAYERS_WIN) {
		*name = "rtp";
		return figure(f, "rtp", q);
	}
	if (f->kind == PP_KIND_DEFECT && cls == STAKE_MAXWIN) {
		mpq_t declared;
		mpq_init(declared);
		int ok = figure(f, "declared", declared) && figure(f, "computed_gross", q);
		if (ok)
			mpq_sub(q, q, declared);
		mpq_clear(declared);
		*name = "excess";
		return ok;
	}
	*name = "spread";
	return (f->kind == PP_KIND_DEFECT && cls == STAKE_UNDECIDED) || f->kind == PP_KIND_OPEN
	       ? spread(f, q) : 0;
}

/* An entry while it is built: its key, its stake as a rational. */
typedef struct {
	pp_entry e;
	char *key;
	int has_stake;
	mpq_t stake;
	size_t first;
} building;

static int status_rank(pp_check_status st)
{
	switch (st) {
	case PP_ST_ERROR: return 5;
	case PP_ST_FAIL: return 4;
	case PP_ST_WARNING: return 3;
	case PP_ST_INFO: return 2;
	case PP_ST_WAIVED: return 1;
	default: return 0;
	}
}

static int cmp_rank(const void *pa, const void *pb)
{
	const building *a = pa, *b = pb;
	if (a->e.kind != b->e.kind)
		return a->e.kind < b->e.kind ? -1 : 1;
	if (a->e.stake_class != b->e.stake_class)
		return a->e.stake_class < b->e.stake_class ? -1 : 1;
	if (a->has_stake != b->has_stake)
		return a->has_stake ? -1 : 1;
	if (a->has_stake) {
		int c = mpq_cmp(a->stake, b->stake);
		if (c)
			return c > 0 ? -1 : 1;
	}
	if (a->e.rule->severity != b->e.rule->severity)
		return a->e.rule->severity > b->e.rule->severity ? -1 : 1;
	if (a->first != b->first)
		return a->first < b->first ? -1 : 1;
	return strcmp(a->e.id, b->e.id);
}

typedef struct {
	char *key;
	size_t finding;
} keyed;

static int cmp_keyed(const void *pa, const void *pb)
{
	const keyed *a = pa, *b = pb;
	int c = strcmp(a->key, b->key);
	return c ? c : a->finding < b->finding ? -1 : a->finding > b->finding;
}

void pp_result_entries_free(pp_result *res)
{
	for (size_t i = 0; i < res->nentries; i++) {
		free(res->entries[i].instances);
		free(res->entries[i].stake);
		free(res->entries[i].stake_decimal);
	}
	free(res->entries);
	res->entries = NULL;
	res->nentries = 0;
}

/* e's stake, exact and for people: a return or a spread (fractions of the
 * stake) in per cent to 4 places, an excess (money) to 2, both rounded
 * half-even. */
static void set_stake(pp_entry *e, const mpq_t stake)
{
	int percent = strcmp(e->stake_name, "rtp") == 0 || strcmp(e->stake_name, "spread") == 0;
	mpq_t shown;
	mpq_init(shown);
	mpq_set(shown, stake);
	if (percent) {
		mpq_t hundred;
		mpq_init(hundred);
		mpq_set_ui(hundred, 100, 1);
		mpq_mul(shown, shown, hundred);
		mpq_clear(hundred);
	}
	e->stake = num_exact(stake);
	e->stake_decimal = num_decimal(shown, percent ? 4 : 2, NUM_HALF_EVEN);
	e->stake_unit = percent ? "%" : "";
	e->stake_rounding = num_rounding_name(NUM_HALF_EVEN);
	mpq_clear(shown);
}

/* Fold the keyed findings ks[0 .. n) (sorted by key) into entries. */
static building *fold(pp_result *res, keyed *ks, size_t n, size_t *nb)
{
	building *bs = pp_xcalloc(n ? n : 1, sizeof(*bs));
	size_t m = 0;
	mpq_t q;
	mpq_init(q);
	for (size_t i = 0; i < n;) {
		size_t j = i;
		while (j < n && strcmp(ks[j].key, ks[i].key) == 0)
			j++;
		building *b = &bs[m++];
		const pp_finding *f0 = res->findings[ks[i].finding];
		const pp_rule_kind *k = pp_rule_kind_find(f0->rule->id);
		b->key = ks[i].key;
		b->first = ks[i].finding;
		b->e.rule = f0->rule;
		b->e.kind = f0->kind;
		b->e.game = f0->game;
		b->e.stake_class = k && f0->kind == PP_KIND_DEFECT ? (int)k->stake : STAKE_OTHER;
		b->e.lead = ks[i].finding;
		b->e.ninstances = j - i;
		b->e.instances = pp_xcalloc(j - i, sizeof(size_t));
		snprintf(b->e.id, sizeof(b->e.id), "%s:%012llx", f0->rule->id,
		         (unsigned long long)(fnv1a(b->key) >> 16));
		mpq_init(b->stake);
		for (size_t x = i; x < j; x++) {
			const pp_finding *f = res->findings[ks[x].finding];
			b->e.instances[x - i] = ks[x].finding;
			if (status_rank(f->status) > status_rank(b->e.status)) {
				b->e.status = f->status;
				if (!b->has_stake)
					b->e.lead = ks[x].finding;
			}
			if (stake_of(f, (pp_stake_class)(k ? k->stake : STAKE_OTHER), q,
			             &b->e.stake_name) &&
			    (!b->has_stake || mpq_cmp(q, b->stake) > 0)) {
				mpq_set(b->stake, q);
				b->has_stake = 1;
				b->e.lead = ks[x].finding;
			}
		}
		if (!b->has_stake)
			b->e.stake_name = NULL;
		i = j;
	}
	mpq_clear(q);
	*nb = m;
	return bs;
}

void pp_result_finish(pp_result *res)
{
	pp_result_sort(res);
	pp_result_entries_free(res);
	keyed *ks = pp_xcalloc(res->nfindings ? res->nfindings : 1, sizeof(*ks));
	size_t n = 0;
	for (size_t i = 0; i < res->nfindings; i++) {
		pp_finding *f = res->findings[i];
		f->kind = pp_finding_kind(f);
		f->entry = PP_NO_ENTRY;
		if (f->status == PP_ST_PASS || f->status == PP_ST_NOTAPPLICABLE)
			continue;
		ks[n].key = cause_key(res, f, pp_rule_kind_find(f->rule->id));
		ks[n++].finding = i;
	}
	if (n)
		qsort(ks, n, sizeof(*ks), cmp_keyed);
	size_t nb;
	building *bs = fold(res, ks, n, &nb);
	if (nb)
		qsort(bs, nb, sizeof(*bs), cmp_rank);
	res->entries = pp_xcalloc(nb ? nb : 1, sizeof(*res->entries));
	res->nentries = nb;
	for (size_t i = 0; i < nb; i++) {
		res->entries[i] = bs[i].e;
		if (bs[i].has_stake)
			set_stake(&res->entries[i], bs[i].stake);
		mpq_clear(bs[i].stake);
		for (size_t x = 0; x < bs[i].e.ninstances; x++)
			res->findings[bs[i].e.instances[x]]->entry = i;
	}
	for (size_t i = 0; i < n; i++)
		free(ks[i].key);
	free(ks);
	free(bs);
}
