/* SPDX-License-Identifier: Apache-2.0 */
/* report_diff_sarif.c - a diff as SARIF, for code scanning on a pull
 * request: the log of NEW (report_sarif.c, every choice it states) holding
 * only the findings the change brings in, those new in NEW or worse than
 * in OLD (diff_verdict.c's deltas "new" and "worse"); fixed, gone and
 * unchanged findings are no alert of this change.  Its automation id is
 * "planproof-diff/<new plan>/", a category of its own, so uploading it
 * never replaces the analysis of a `check` of the same plan. */
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "report.h"
#include "diff/diff.h"

static int by_address(const void *a, const void *b)
{
	const pp_finding *x = *(const pp_finding *const *)a, *y = *(const pp_finding *const *)b;
	return x < y ? -1 : x > y;
}

/* The findings of NEW the change brought in, sorted by address. */
typedef struct {
	const pp_finding **items;
	size_t n;
} brought_in;

static int keep(const pp_finding *f, void *ctx)
{
	const brought_in *set = ctx;
	return bsearch(&f, set->items, set->n, sizeof(*set->items), by_address) != NULL;
}

pp_status report_diff_sarif(const pp_diff *d, const char *rules_uri, pp_buf *out,
                            pp_error *err)
{
	brought_in set = { pp_xcalloc(d->nfindings + 1, sizeof(*set.items)), 0 };
	char *rel = report_repo_relative(d->new_plan->path);
	char *automation = pp_xasprintf("planproof-diff/%s/", rel ? rel : d->new_plan->path);
	report_sarif_subset sub = { rules_uri, keep, &set, -1, automation };
	pp_status st;
	for (size_t i = 0; i < d->nfindings; i++)
		if (d->findings[i].new && (d->findings[i].delta == DELTA_NEW ||
		                           d->findings[i].delta == DELTA_WORSE))
			set.items[set.n++] = d->findings[i].new;
	qsort(set.items, set.n, sizeof(*set.items), by_address);
	st = report_sarif_of(d->new_res, &sub, out, err);
	free(set.items);
	free(rel);
	free(automation);
	return st;
}
