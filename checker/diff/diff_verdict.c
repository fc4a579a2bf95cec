/* SPDX-License-Identifier: Apache-2.0 */
/* diff_verdict.c - the verdict delta of a diff: the findings of both
 * versions matched by (game id, rule id, subject) - games renamed by the
 * diff are matched under their new id - and the exact figures (evidence)
 * of matched findings that moved, with the exact difference. */
#include <stdlib.h>
#include <string.h>

#include "core/check.h"
#include "diff/diff.h"

typedef struct {
	const pp_finding *f;
	const char *game;    /* NULL for plan-wide findings */
	size_t index;        /* position in its result set */
	size_t match;        /* index of the matched finding on the other side */
} fkey;

static int cmp_str_null(const char *a, const char *b)
{
	if (!a || !b)
		return (a != NULL) - (b != NULL);
	return strcmp(a, b);
}

static int cmp_fkey_only(const fkey *a, const fkey *b)
{
	int c = cmp_str_null(a->game, b->game);
	if (!c)
		c = strcmp(a->f->rule->id, b->f->rule->id);
	if (!c)
		c = strcmp(a->f->subject, b->f->subject);
	return c;
}

static int cmp_fkey(const void *pa, const void *pb)
{
	const fkey *a = *(const fkey *const *)pa, *b = *(const fkey *const *)pb;
	int c = cmp_fkey_only(a, b);
	if (c)
		return c;
	return a->index < b->index ? -1 : a->index > b->index;
}

/* The id game g of res has in NEW's naming: OLD's renamed games (an index
 * of their old ids into d->changes, built once per result) map. */
static const char *game_id(const pp_diff *d, const pp_result *res, const pp_strindex *renamed,
                           size_t g)
{
	size_t i;
	if (g == PP_NO_GAME)
		return NULL;
	const char *id = res->games[g].id;
	if (res != d->old_res || !pp_strindex_get(renamed, id, &i))
		return id;
	return d->changes[i]->game;
}

static fkey *keys_of(const pp_diff *d, const pp_result *res)
{
	fkey *k = pp_xcalloc(res->nfindings, sizeof(*k));
	pp_strindex renamed = { 0 };
	for (size_t i = 0; i < d->nchanges; i++) {
		const diff_change *c = d->changes[i];
		if (c->op == DIFF_RENAMED && c->old.node->type && c->old.node->type->kind == T_GAME)
			pp_strindex_add(&renamed, node_get_text(c->old.node, "id", ""), i, NULL);
	}
	for (size_t i = 0; i < res->nfindings; i++) {
		k[i].f = res->findings[i];
		k[i].game = game_id(d, res, &renamed, res->findings[i]->game);
		k[i].index = i;
		k[i].match = DIFF_NONE;
	}
	pp_strindex_free(&renamed);
	return k;
}

/* Pair equal keys of a and b (the k-th with the k-th when repeated). */
static void match(fkey *a, size_t na, fkey *b, size_t nb)
{
	fkey **sa = pp_xcalloc(na, sizeof(*sa)), **sb = pp_xcalloc(nb, sizeof(*sb));
	for (size_t i = 0; i < na; i++)
		sa[i] = &a[i];
	for (size_t i = 0; i < nb; i++)
		sb[i] = &b[i];
	if (na)
		qsort(sa, na, sizeof(*sa), cmp_fkey);
	if (nb)
		qsort(sb, nb, sizeof(*sb), cmp_fkey);
	for (size_t i = 0, j = 0; i < na && j < nb;) {
		int c = cmp_fkey_only(sa[i], sb[j]);
		if (c < 0) {
			i++;
		} else if (c > 0) {
			j++;
		} else {
			sa[i]->match = sb[j]->index;
			sb[j]->match = sa[i]->index;
			i++;
			j++;
		}
	}
	free(sa);
	free(sb);
}

int diff_not_passing(pp_check_status st)
{
	return st == PP_ST_FAIL || st == PP_ST_WARNING || st == PP_ST_INFO ||
	       st == PP_ST_WAIVED || st == PP_ST_ERROR;
}

pp_severity diff_status_level(pp_check_status st)
{
	return st == PP_ST_WARNING ? PP_SEV_WARNING : st == PP_ST_INFO ? PP_SEV_INFO
	       : PP_SEV_ERROR;
}

static void add_finding(pp_diff *d, diff_delta delta, const pp_finding *o,
                        const pp_finding *n, const char *game)
{
	pp_grow((void **)&d->findings, &d->cap_findings, d->nfindings + 1,
	        sizeof(*d->findings));
	diff_finding *x = &d->findings[d->nfindings++];
	x->delta = delta;
	x->old = o;
	x->new = n;
	x->game = game;
	x->change = DIFF_NONE;
	const pp_result *res = n ? d->new_res : d->old_res;
	const pp_finding *f = n ? n : o;
	x->entry = diff_entry_id(res, f);
	x->entry_instances = x->entry ? res->entries[f->entry].ninstances : 0;
	x->impact = delta == DELTA_NEW || delta == DELTA_WORSE ? (int)diff_status_level(n->status)
	            : delta == DELTA_NOT_APPLICABLE ? (int)PP_SEV_WARNING : -1;
}

/* The delta of a matched pair; -1 when both pass (nothing to report). */
static int classify_pair(const pp_finding *o, const pp_finding *n)
{
	int was = diff_not_passing(o->status), is = diff_not_passing(n->status);
	if (n->status == PP_ST_NOTAPPLICABLE && o->status != PP_ST_NOTAPPLICABLE)
		return DELTA_NOT_APPLICABLE;
	if (!was)
		return is ? DELTA_NEW : -1;
	if (!is)
		return DELTA_FIXED;
	if (o->status == n->status)
		return DELTA_UNCHANGED;
	return diff_status_level(n->status) > diff_status_level(o->status) ? DELTA_WORSE
	       : DELTA_BETTER;
}

static num_rounding rounding_of(const char *name)
{
	for (int r = NUM_HALF_EVEN; r <= NUM_CEILING; r++)
		if (name && strcmp(num_rounding_name((num_rounding)r), name) == 0)
			return (num_rounding)r;
	return NUM_HALF_EVEN;
}

/* A return-to-player figure: named rtp, rtp_..., or ..._rtp. */
static int is_rtp(const char *name)
{
	size_t n = strlen(name);
	return strcmp(name, "rtp") == 0 || strncmp(name, "rtp_", 4) == 0 ||
	       (n > 4 && strcmp(name + n - 4, "_rtp") == 0);
}

static void add_figure(pp_diff *d, const pp_finding *o, const pp_finding *n,
                       const pp_evidence *oe, const pp_evidence *ne, const char *game)
{
	mpq_t a, b;
	mpq_inits(a, b, NULL);
	if (mpq_set_str(a, oe->exact, 10) || mpq_set_str(b, ne->exact, 10))
		goto cleanup; /* not a rational after all: nothing exact to compare */
	mpq_canonicalize(a);
	mpq_canonicalize(b);
	mpq_sub(b, b, a);
	pp_grow((void **)&d->figures, &d->cap_figures, d->nfigures + 1, sizeof(*d->figures));
	diff_figure *x = &d->figures[d->nfigures++];
	memset(x, 0, sizeof(*x));
	x->old = o;
	x->new = n;
	x->old_ev = oe;
	x->new_ev = ne;
	x->game = game;
	x->delta = num_exact(b);
	x->sign = mpq_sgn(b);
	if (ne->unit && strcmp(ne->unit, "%") == 0) {
		mpq_set_ui(a, 100, 1);
		mpq_mul(b, b, a);
	}
	x->delta_decimal = num_decimal(b, ne->digits, rounding_of(ne->rounding));
	x->rtp = is_rtp(ne->name);
	x->impact = x->rtp && x->sign < 0 ? (int)PP_SEV_WARNING : -1;
	x->change = DIFF_NONE;
cleanup:
	mpq_clears(a, b, NULL);
}

/* The figures of a matched pair whose exact value moved. */
static void figures_of(pp_diff *d, const pp_finding *o, const pp_finding *n,
                       const char *game)
{
	for (size_t i = 0; i < n->nevidence; i++) {
		const pp_evidence *ne = &n->evidence[i];
		if (!ne->decimal)
			continue;
		for (size_t j = 0; j < o->nevidence; j++) {
			const pp_evidence *oe = &o->evidence[j];
			if (oe->decimal && strcmp(oe->name, ne->name) == 0) {
				if (strcmp(oe->exact, ne->exact) != 0)
					add_figure(d, o, n, oe, ne, game);
				break;
			}
		}
	}
}

/* The gravity of an entry's status, for comparing two versions of it. */
static int gravity(pp_check_status st)
{
	return st == PP_ST_ERROR ? 4 : st == PP_ST_FAIL ? 3 : st == PP_ST_WARNING ? 2
	       : st == PP_ST_INFO ? 1 : 0;
}

/* A finding new in NEW that is an instance of an entry OLD had (entries
 * are indexed by id in old_entries) is DELTA_INSTANCE: the entry changed.
 * It gives the diff its level only when the entry got graver. */
static void instance_of_old_entry(pp_diff *d, diff_finding *x, const pp_strindex *old_entries)
{
	const char *id = diff_entry_id(d->new_res, x->new);
	size_t i;
	if (!id || !pp_strindex_get(old_entries, id, &i))
		return;
	x->delta = DELTA_INSTANCE;
	if (gravity(d->new_res->entries[x->new->entry].status) <=
	    gravity(d->old_res->entries[i].status))
		x->impact = -1;
}

void diff_verdicts(pp_diff *d)
{
	const pp_result *ro = d->old_res, *rn = d->new_res;
	fkey *ko = keys_of(d, ro), *kn = keys_of(d, rn);
	pp_strindex old_entries = { 0 };
	for (size_t i = 0; i < ro->nentries; i++)
		pp_strindex_add(&old_entries, ro->entries[i].id, i, NULL);
	match(ko, ro->nfindings, kn, rn->nfindings);
	for (size_t j = 0; j < rn->nfindings; j++) {
		const pp_finding *n = rn->findings[j];
		const pp_finding *o = kn[j].match == DIFF_NONE ? NULL : ro->findings[kn[j].match];
		int delta = o ? classify_pair(o, n) : diff_not_passing(n->status) ? DELTA_NEW : -1;
		if (delta >= 0)
			add_finding(d, (diff_delta)delta, o, n, kn[j].game);
		else if (o)
			d->passing++;
		if (delta == DELTA_NEW)
			instance_of_old_entry(d, &d->findings[d->nfindings - 1], &old_entries);
		if (o)
			figures_of(d, o, n, kn[j].game);
	}
	for (size_t i = 0; i < ro->nfindings; i++)
		if (ko[i].match == DIFF_NONE && diff_not_passing(ro->findings[i]->status))
			add_finding(d, DELTA_GONE, ro->findings[i], NULL, ko[i].game);
	pp_strindex_free(&old_entries);
	free(ko);
	free(kn);
}
