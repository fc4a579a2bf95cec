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

/* Number of leading JSON Pointer tokens a and b share. */
static size_t common_tokens(const char *a, const char *b)
{
	size_t n = 0;
	while (*a == '/' && *b == '/') {
		size_t la = strcspn(a + 1, "/"), lb = strcspn(b + 1, "/");
		if (la != lb || memcmp(a + 1, b + 1, la) != 0)
			break;
		n++;
		a += la + 1;
		b += lb + 1;
	}
	return n;
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

/* Call fn on every change nearest to path (see the rules above); among
 * equally near ones, those that name the finding's subject (a bet, a
 * currency row) win if there are any. */
static void blame(pp_diff *d, const char *path, const char *subject,
                  void (*fn)(diff_change *c, const void *what), const void *what,
                  size_t *first)
{
	size_t best = 2;
	int named = 0;
	for (size_t i = 0; i < d->nchanges; i++) {
		size_t s = common_tokens(d->changes[i]->path, path);
		if (!d->changes[i]->metadata && s > best)
			best = s;
	}
	for (size_t i = 0; i < d->nchanges; i++)
		named |= !d->changes[i]->metadata && common_tokens(d->changes[i]->path, path) ==
		         best && has_token(d->changes[i]->path, subject);
	*first = DIFF_NONE;
	for (size_t i = 0; i < d->nchanges; i++) {
		diff_change *c = d->changes[i];
		if (c->metadata || common_tokens(c->path, path) != best ||
		    (named && !has_token(c->path, subject)))
			continue;
		if (*first == DIFF_NONE)
			*first = i;
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
	for (size_t i = 0; i < d->nchanges; i++)
		max_bet_rule(d->changes[i]);
	for (size_t i = 0; i < d->nfindings; i++) {
		diff_finding *x = &d->findings[i];
		const pp_finding *f = x->new ? x->new : x->old;
		if (x->delta != DELTA_UNCHANGED && x->delta != DELTA_GONE)
			blame(d, f->path, f->subject, blame_finding, x, &x->change);
	}
	for (size_t i = 0; i < d->nfigures; i++) {
		diff_figure *x = &d->figures[i];
		blame(d, x->new->path, x->new->subject, blame_figure, x, &x->change);
	}
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
