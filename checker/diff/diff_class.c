/* SPDX-License-Identifier: Apache-2.0 */
/* diff_class.c - the class of each change of a diff (error, warning, info),
 * derived from what the change does to the verdicts, not from a list per
 * family.  The rules:
 *
 *  1. Every change is at least `info`.
 *  2. A change that introduces a finding (absent or passing in OLD, not
 *     passing in NEW), or raises a finding's level, takes that finding's
 *     level: `error` for a new failure of an error rule, `warning` for a
 *     new warning, `info` for new information.
 *  3. A change that lowers a return-to-player figure (evidence named
 *     `rtp`, `rtp_*` or `*_rtp`) of a finding is a `warning`.
 *  4. A change that makes an evaluated check not applicable (typically a
 *     field removed: a rounding rule, a declared maximum win) is a
 *     `warning`: something that was verified no longer is.
 *  5. A `max_bet` raised in a limits row (the rows every family shares)
 *     while the row's declared `max_win` stays the same is a `warning`.
 *  6. A finding that is a new instance of an entry (one root cause) the
 *     old version already had changes that entry: an `info` reason, unless
 *     the entry's gravest status rose (then rule 2).
 *  Findings fixed, figures raised and findings at a lower level add `info`
 *  reasons.
 *
 * A finding is attributed to the change(s) nearest to it in the plan: those
 * whose JSON Pointer shares the longest prefix with the finding's, at least
 * the game (two tokens), and among those the ones whose pointer names the
 * finding's subject when some do; citations never change a verdict and are
 * never blamed.  Findings nothing can be attributed to (a plan-wide check) still
 * count in the diff's level and exit code. */
#include <stdlib.h>
#include <string.h>

#include "core/check.h"
#include "diff/diff.h"

void diff_add_reason(diff_change *c, pp_severity cls, const char *tag, char *text)
{
	pp_grow((void **)&c->reasons, &c->cap_reasons, c->nreasons + 1, sizeof(*c->reasons));
	diff_reason *r = &c->reasons[c->nreasons++];
	r->cls = cls;
	r->tag = tag;
	r->text = text;
	if (cls > c->cls)
		c->cls = cls;
}

/* Whether one of the JSON Pointer tokens of path is subject. */
static int has_token(const char *path, const char *subject)
{
	size_t n = strlen(subject);
	if (!n)
		return 0;
	for (const char *p = path; *p == '/'; p += strcspn(p + 1, "/") + 1)
		if (strcspn(p + 1, "/") == n && memcmp(p + 1, subject, n) == 0)
			return 1;
	return 0;
}

/* Where each JSON Pointer prefix (whole tokens: "/games", "/games/x", ...)
 * of the changes' paths leads: the changes under it, in change order.
 * Citations (metadata) are left out: they are never blamed. */
typedef struct {
	pp_strindex list_of;   /* prefix -> list */
	char **prefixes;       /* the keys, owned */
	size_t **lists, *len, *cap;
	size_t nlists, cap_lists;
} prefix_index;

/* The offsets where the tokens of path end: ends[k - 1] for k tokens. */
static size_t token_ends(const char *path, size_t **ends)
{
	size_t n = 0, cap = 0, at = 0;
	*ends = NULL;
	while (path[at] == '/') {
		at += 1 + strcspn(path + at + 1, "/");
		pp_grow((void **)ends, &cap, n + 1, sizeof(**ends));
		(*ends)[n++] = at;
	}
	return n;
}

static void prefix_index_build(prefix_index *px, const pp_diff *d)
{
	memset(px, 0, sizeof(*px));
	for (size_t i = 0; i < d->nchanges; i++) {
		const char *path = d->changes[i]->path;
		size_t *ends, n = d->changes[i]->metadata ? 0 : token_ends(path, &ends), l;
		for (size_t k = 0; k < n; k++) {
			char *key = pp_xstrndup(path, ends[k]);
			if (pp_strindex_add(&px->list_of, key, px->nlists, &l)) {
				free(key);
			} else {
				size_t need = px->nlists + 1, c = px->cap_lists;
				pp_grow((void **)&px->prefixes, &c, need, sizeof(*px->prefixes));
				c = px->cap_lists;
				pp_grow((void **)&px->lists, &c, need, sizeof(*px->lists));
				c = px->cap_lists;
				pp_grow((void **)&px->len, &c, need, sizeof(*px->len));
				pp_grow((void **)&px->cap, &px->cap_lists, need, sizeof(*px->cap));
				px->prefixes[l] = key;
				px->lists[l] = NULL;
				px->len[l] = px->cap[l] = 0;
				px->nlists++;
			}
			pp_grow((void **)&px->lists[l], &px->cap[l], px->len[l] + 1, sizeof(size_t));
			px->lists[l][px->len[l]++] = i;
		}
		if (n)
			free(ends);
	}
}

static void prefix_index_free(prefix_index *px)
{
	for (size_t l = 0; l < px->nlists; l++) {
		free(px->prefixes[l]);
		free(px->lists[l]);
	}
	free(px->prefixes);
	free(px->lists);
	free(px->len);
	free(px->cap);
	pp_strindex_free(&px->list_of);
}

/* Call fn on every change nearest to path (see the rules above); among
 * equally near ones, those that name the finding's subject (a bet, a
 * currency row) win if there are any.  The nearest changes are those under
 * the longest prefix of path (two tokens at least) that any change is
 * under: one index lookup per token, not a pass over every change. */
static void blame(pp_diff *d, const prefix_index *px, const char *path, const char *subject,
                  void (*fn)(diff_change *c, const void *what), const void *what,
                  size_t *first)
{
	size_t *ends, n = token_ends(path, &ends), l = 0;
	int found = 0, named = 0;
	char *key = pp_xstrdup(path);
	for (size_t k = n; k >= 2 && !found; k--) {
		key[ends[k - 1]] = '\0';
		found = pp_strindex_get(&px->list_of, key, &l);
	}
	free(key);
	free(ends);
	*first = DIFF_NONE;
	if (!found)
		return;
	for (size_t i = 0; i < px->len[l]; i++)
		named |= has_token(d->changes[px->lists[l][i]]->path, subject);
	for (size_t i = 0; i < px->len[l]; i++) {
		diff_change *c = d->changes[px->lists[l][i]];
		if (named && !has_token(c->path, subject))
			continue;
		if (*first == DIFF_NONE)
			*first = px->lists[l][i];
		fn(c, what);
	}
}

static void blame_finding(diff_change *c, const void *what)
{
	const diff_finding *x = what;
	const pp_finding *f = x->new ? x->new : x->old;
	const char *id = f->rule->id, *subj = f->subject;
	const char *sep = *subj ? " `" : "", *end = *subj ? "`" : "";
	switch (x->delta) {
	case DELTA_NEW:
		diff_add_reason(c, diff_status_level(f->status), "new-finding",
		                pp_xasprintf("introduces %s%s%s%s (%s): %s", id, sep, subj, end,
		                             pp_check_status_name(f->status), f->message));
		break;
	case DELTA_WORSE:
		diff_add_reason(c, diff_status_level(f->status), "new-finding",
		                pp_xasprintf("turns %s%s%s%s from %s to %s: %s", id, sep, subj,
		                             end, pp_check_status_name(x->old->status),
		                             pp_check_status_name(f->status), f->message));
		break;
	case DELTA_INSTANCE:
		diff_add_reason(c, x->impact >= 0 ? (pp_severity)x->impact : PP_SEV_INFO,
		                "entry-instance",
		                pp_xasprintf("adds %s%s%s%s (%s) to entry %s, which the old version "
		                             "already had (%zu instances now): %s", id, sep, subj,
		                             end, pp_check_status_name(f->status),
		                             x->entry, x->entry_instances, f->message));
		break;
	case DELTA_NOT_APPLICABLE:
		diff_add_reason(c, PP_SEV_WARNING, "check-not-applicable",
		                pp_xasprintf("makes %s%s%s%s not applicable (it was %s): %s", id,
		                             sep, subj, end, pp_check_status_name(x->old->status),
		                             f->message));
		break;
	case DELTA_FIXED:
	case DELTA_BETTER:
		diff_add_reason(c, PP_SEV_INFO, "fixed-finding",
		                pp_xasprintf("%s %s%s%s%s (%s before, %s now)",
		                             x->delta == DELTA_FIXED ? "fixes" : "lowers",
		                             id, sep, subj, end, pp_check_status_name(x->old->status),
		                             pp_check_status_name(f->status)));
		break;
	default:
		break;
	}
}

static void blame_figure(diff_change *c, const void *what)
{
	const diff_figure *x = what;
	if (!x->rtp)
		return;
	const char *subj = x->new->subject;
	diff_add_reason(c, x->sign < 0 ? PP_SEV_WARNING : PP_SEV_INFO,
	                x->sign < 0 ? "rtp-lowered" : "rtp-raised",
	                pp_xasprintf("%s the %s of %s%s%s%s from %s (%s%s) to %s (%s%s)",
	                             x->sign < 0 ? "lowers" : "raises", x->new_ev->name,
	                             x->new->rule->id, *subj ? " `" : "", subj,
	                             *subj ? "`" : "", x->old_ev->exact, x->old_ev->decimal,
	                             x->old_ev->unit ? x->old_ev->unit : "", x->new_ev->exact,
	                             x->new_ev->decimal, x->new_ev->unit ? x->new_ev->unit : ""));
}

/* Rule 5: a max bet raised while the declared max win of its row stays. */
static void max_bet_rule(diff_change *c)
{
	const pp_node *a = c->old.node, *b = c->new.node;
	if (c->op != DIFF_CHANGED || !a || !b || !a->key || strcmp(a->key, "max_bet") != 0 ||
	    a->kind != NODE_SCALAR || b->kind != NODE_SCALAR)
		return;
	const pp_node *wa = node_get(a->parent, "max_win"), *wb = node_get(b->parent, "max_win");
	if (!wa || !wb || wa->kind != NODE_SCALAR || wb->kind != NODE_SCALAR)
		return;
	mpq_t oa, ob, xa, xb;
	mpq_inits(oa, ob, xa, xb, NULL);
	num_from_node(oa, a);
	num_from_node(ob, b);
	num_from_node(xa, wa);
	num_from_node(xb, wb);
	if (mpq_cmp(ob, oa) > 0 && mpq_equal(xa, xb))
		diff_add_reason(c, PP_SEV_WARNING, "max-bet-raised",
		                pp_xasprintf("raises the maximum bet from %s to %s while the "
		                             "declared maximum win stays %s", a->text, b->text,
		                             wb->text));
	mpq_clears(oa, ob, xa, xb, NULL);
}

void diff_classify(pp_diff *d)
{
	prefix_index px;
	for (size_t i = 0; i < d->nchanges; i++)
		max_bet_rule(d->changes[i]);
	prefix_index_build(&px, d);
	for (size_t i = 0; i < d->nfindings; i++) {
		diff_finding *x = &d->findings[i];
		const pp_finding *f = x->new ? x->new : x->old;
		if (x->delta != DELTA_UNCHANGED && x->delta != DELTA_GONE)
			blame(d, &px, f->path, f->subject, blame_finding, x, &x->change);
	}
	for (size_t i = 0; i < d->nfigures; i++) {
		diff_figure *x = &d->figures[i];
		blame(d, &px, x->new->path, x->new->subject, blame_figure, x, &x->change);
	}
	prefix_index_free(&px);
}

int diff_level(const pp_diff *d)
{
	int level = -1;
	for (size_t i = 0; i < d->nchanges; i++)
		if ((int)d->changes[i]->cls > level)
			level = (int)d->changes[i]->cls;
	for (size_t i = 0; i < d->nfindings; i++)
		if (d->findings[i].impact > level)
			level = d->findings[i].impact;
	for (size_t i = 0; i < d->nfigures; i++)
		if (d->figures[i].impact > level)
			level = d->figures[i].impact;
	return level;
}
