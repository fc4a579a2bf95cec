/* SPDX-License-Identifier: Apache-2.0 */
/* waivers.c - pp_result_apply_waivers: mark the findings a reviewed waiver
 * names as `waived`, and check the waivers themselves (PP-WAIVER-001/2/3).
 *
 * A waived finding stays in the result set with its message and evidence;
 * only its status changes, and the waiver's text is attached, so every
 * report shows it and counts it apart.  A waiver applies to findings that
 * did not pass (fail, warning, info); never to `error` (could not be
 * evaluated), and not at all once expired.  The waiver findings are
 * plan-wide and located in the waivers file. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/check_internal.h"
#include "i18n.h"
#include "waiver.h"

/* Today as "YYYY-MM-DD": the caller's, else SOURCE_DATE_EPOCH's, else now. */
static pp_status resolve_today(char day[11], const char *today, pp_error *err)
{
	long long epoch;
	if (today) {
		int ok = strlen(today) == 10 && today[4] == '-' && today[7] == '-';
		for (int i = 0; ok && i < 10; i++)
			ok = i == 4 || i == 7 || (today[i] >= '0' && today[i] <= '9');
		if (!ok)
			return pp_error_set(err, PP_EUSAGE, NULL, 0, 0,
			                    "today must be a date YYYY-MM-DD, not `%s`", today);
		memcpy(day, today, 11);
		return PP_OK;
	}
	if (pp_source_date_epoch(&epoch) <= 0)
		epoch = (long long)time(NULL);
	if (pp_utc_date(epoch, day))
		return pp_error_set(err, PP_EUSAGE, NULL, 0, 0,
		                    "SOURCE_DATE_EPOCH is not a representable time");
	return PP_OK;
}

/* Refuse a waiver of a rule that does not exist, or of a waiver rule. */
static pp_status check_rule(const pp_waivers *w, const spec_waiver *x, pp_error *err)
{
	const pp_node *at = x->rule_node;
	if (!pp_rule_find(x->rule))
		return pp_error_set(err, PP_ESCHEMA, w->path, at->line, at->col,
		                    "no rule has the id `%s`; `planproof explain --list` "
		                    "lists them", x->rule);
	if (strncmp(x->rule, "PP-WAIVER-", 10) == 0)
		return pp_error_set(err, PP_ESCHEMA, w->path, at->line, at->col,
		                    "`%s` checks the waivers themselves and cannot be waived",
		                    x->rule);
	return PP_OK;
}

static int matches(const pp_result *res, const pp_finding *f, const spec_waiver *x)
{
	if (strcmp(f->rule->id, x->rule) != 0)
		return 0;
	if (x->subject && strcmp(f->subject, x->subject) != 0)
		return 0;
	if (strcmp(x->game, SPEC_WAIVER_PLAN) == 0)
		return f->game == PP_NO_GAME;
	return f->game != PP_NO_GAME && strcmp(res->games[f->game].id, x->game) == 0;
}

/* The subject of waiver i's findings: "RULE game[ subject]", made unique
 * when an earlier waiver has the same one. */
static char *label(const pp_waivers *w, size_t i)
{
	const spec_waiver *x = &w->items[i];
	char *s = pp_xasprintf("%s %s%s%s", x->rule, x->game, x->subject ? " " : "",
	                       x->subject ? x->subject : "");
	for (size_t j = 0; j < i; j++) {
		const spec_waiver *y = &w->items[j];
		if (strcmp(x->rule, y->rule) == 0 && strcmp(x->game, y->game) == 0 &&
		    (x->subject == NULL) == (y->subject == NULL) &&
		    (!x->subject || strcmp(x->subject, y->subject) == 0)) {
			char *t = pp_xasprintf("%s (waiver %zu)", s, i + 1);
			free(s);
			return t;
		}
	}
	return s;
}

/* Apply one waiver that has not expired to the first n findings. */
static void apply_one(ck_ctx *ctx, const pp_waivers *w, const spec_waiver *x,
                      const char *subject, const char *target, size_t n)
{
	pp_result *res = ctx->res;
	size_t waived = 0, refused = 0;
	char *text = pp_xasprintf("approved by %s until %s: %s (%s:%u:%u)", x->approver,
	                          x->expires, x->justification, w->path, x->node->line,
	                          x->node->col);
	for (size_t i = 0; i < n; i++) {
		pp_finding *f = res->findings[i];
		if (!matches(res, f, x))
			continue;
		switch (f->status) {
		case PP_ST_ERROR:
			refused++;
			break;
		case PP_ST_FAIL:
		case PP_ST_WARNING:
		case PP_ST_INFO:
			f->status = PP_ST_WAIVED;
			f->waiver = pp_xstrdup(text);
			waived++;
			break;
		case PP_ST_WAIVED: /* an earlier waiver took it: this one is redundant, not stale */
			waived++;
			break;
		default:
			break;
		}
	}
	pp_finding *f;
	if (waived)
		f = ck_emit(ctx, "PP-WAIVER-001", NULL, x->node, subject, 1,
		            "the waiver of %s for %s waives %zu finding(s)", x->rule, target,
		            waived);
	else
		f = ck_emit(ctx, "PP-WAIVER-001", NULL, x->node, subject, 0,
		            "the waiver of %s for %s matches no finding that did not pass: "
		            "remove it or correct it", x->rule, target);
	ck_evidence_text(f, "justification", x->justification);
	if (refused)
		ck_emit(ctx, "PP-WAIVER-003", NULL, x->node, subject, 0,
		        "the waiver of %s for %s names %zu check(s) that could not be "
		        "evaluated; a waiver cannot hide an error", x->rule, target, refused);
	else
		ck_emit(ctx, "PP-WAIVER-003", NULL, x->node, subject, 1,
		        "the waiver of %s for %s names no check that could not be evaluated",
		        x->rule, target);
	free(text);
}

pp_status pp_result_apply_waivers(pp_result *res, const pp_waivers *w,
                                  const char *today, pp_error *err)
{
	char day[11];
	ck_ctx ctx;
	size_t n = res->nfindings;
	pp_status st;

	pp_error_clear(err);
	if (res->waivers)
		return pp_error_set(err, PP_EUSAGE, NULL, 0, 0,
		                    "waivers were already applied to this result");
	st = resolve_today(day, today, err);
	for (size_t i = 0; !st && i < w->n; i++)
		st = check_rule(w, &w->items[i], err);
	if (st)
		return st;
	memset(&ctx, 0, sizeof(ctx));
	ctx.plan = res->plan;
	ctx.res = res;
	for (size_t i = 0; i < w->n; i++) {
		const spec_waiver *x = &w->items[i];
		char *subject = label(w, i);
		char *target = strcmp(x->game, SPEC_WAIVER_PLAN) == 0
		               ? pp_xasprintf("the plan-wide checks%s%s%s", x->subject ? " (" : "",
		                              x->subject ? x->subject : "", x->subject ? ")" : "")
		               : pp_xasprintf("%s%s%s%s", x->game, x->subject ? " (" : "",
		                              x->subject ? x->subject : "", x->subject ? ")" : "");
		int expired = strcmp(x->expires, day) < 0;
		pp_finding *f = ck_emit(&ctx, "PP-WAIVER-002", NULL, x->node,
		                        subject, !expired,
		                        expired ? N_("the waiver of %s for %s expired after %s "
		                                  "(approved by %s); the findings it named count again")
		                                : N_("the waiver of %s for %s holds until %s "
		                                  "(approved by %s)"),
		                        x->rule, target, x->expires, x->approver);
		ck_evidence_text(f, "expires", x->expires);
		if (expired) {
			static const char *const rules[] = { "PP-WAIVER-001", "PP-WAIVER-003" };
			for (size_t k = 0; k < PP_ARRAY_LEN(rules); k++)
				ck_emit_status(&ctx, rules[k], NULL, x->node, subject,
				               PP_ST_NOTAPPLICABLE, "the waiver has expired and is "
				               "not applied");
		} else {
			apply_one(&ctx, w, x, subject, target, n);
		}
		free(subject);
		free(target);
	}
	res->waivers = w;
	pp_result_finish(res);
	return PP_OK;
}
