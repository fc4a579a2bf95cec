/* SPDX-License-Identifier: Apache-2.0 */
/* rules.c - the rule registry: every rule of every family, by id, and
 * `planproof explain`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/check.h"
#include "i18n.h"

/* The rule tables that belong to no family. */
static const pp_rule *const shared_tables[] = { ck_rules_core, ck_rules_waivers,
                                                ck_rules_input, ck_rules_doc };

/* Call fn on every rule table: the shared ones, then each family's. */
static const pp_rule *next_table(size_t *i)
{
	size_t nshared = PP_ARRAY_LEN(shared_tables);
	if (*i < nshared)
		return shared_tables[(*i)++];
	while (ck_families[*i - nshared]) {
		const pp_rule *r = ck_families[*i - nshared]->rules;
		(*i)++;
		if (r)
			return r;
	}
	return NULL;
}

const pp_rule *pp_rule_find(const char *id)
{
	size_t i = 0;
	for (const pp_rule *t; (t = next_table(&i));)
		for (; t->id; t++)
			if (strcmp(t->id, id) == 0)
				return t;
	return NULL;
}

static int cmp_rule(const void *a, const void *b)
{
	return strcmp((*(const pp_rule *const *)a)->id, (*(const pp_rule *const *)b)->id);
}

void pp_rules_each(void (*fn)(const pp_rule *rule, void *payload), void *payload)
{
	const pp_rule **all = NULL;
	size_t n = 0, cap = 0, i = 0;
	for (const pp_rule *t; (t = next_table(&i));)
		for (; t->id; t++) {
			pp_grow((void **)&all, &cap, n + 1, sizeof(*all));
			all[n++] = t;
		}
	if (n)
		qsort(all, n, sizeof(*all), cmp_rule);
	for (size_t k = 0; k < n; k++)
		fn(all[k], payload);
	free(all);
}

static void list_one(const pp_rule *r, void *payload)
{
	fprintf((FILE *)payload, "%-14s %-7s %s\n", r->id, pp_severity_name(r->severity),
	        _(r->title));
}

void pp_rules_list(FILE *fp)
{
	pp_rules_each(list_one, fp);
}

pp_status pp_rule_explain(const char *id, FILE *fp, pp_error *err)
{
	const pp_rule *r = pp_rule_find(id);
	if (!r)
		return pp_error_set(err, PP_EUSAGE, NULL, 0, 0,
		                    _("no rule has the id `%s`; `planproof explain --list` lists them"),
		                    id);
	fprintf(fp, _("%s: %s\n\nseverity: %s\n\nwhat it checks:\n  %s\n\nbasis:\n  %s\n\n"
	              "when it fails:\n  %s\n"),
	        r->id, _(r->title), _(pp_severity_name(r->severity)), r->explain, r->basis,
	        r->remediation);
	return PP_OK;
}
