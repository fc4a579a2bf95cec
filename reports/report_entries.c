/* SPDX-License-Identifier: Apache-2.0 */
/* report_entries.c - the entries of a result in the native XML report (the
 * JSON report converts it, the HTML report may read it). */
#include <string.h>

#include "report_entries.h"

void report_entry_counts(const pp_result *res, size_t *counts)
{
	memset(counts, 0, PP_KIND_COUNT * sizeof(*counts));
	for (size_t i = 0; i < res->nentries; i++)
		counts[res->entries[i].kind]++;
}

static int write_entry(xw *x, const pp_result *res, const pp_entry *e)
{
	W(xw_start(x, "entry"));
	W(xw_attr(x, "id", e->id));
	W(xw_attr(x, "ruleId", e->rule->id));
	W(xw_attr(x, "kind", pp_kind_name(e->kind)));
	W(xw_attr(x, "status", pp_check_status_name(e->status)));
	W(xw_attr(x, "severity", pp_severity_name(e->rule->severity)));
	if (e->game < res->ngames)
		W(xw_attr(x, "gameId", res->games[e->game].id));
	W(xw_attr_u(x, "instances", (unsigned)e->ninstances));
	for (size_t i = 0; i < e->ninstances; i++)
		if (e->instances[i] == e->lead)
			W(xw_attr_u(x, "leadInstance", i + 1));
	if (e->stake) {
		W(xw_attr(x, "stake", e->stake));
		W(xw_attr(x, "stakeName", e->stake_name));
		W(xw_attr(x, "stakeDecimal", e->stake_decimal));
		if (e->stake_unit[0])
			W(xw_attr(x, "stakeUnit", e->stake_unit));
		W(xw_attr(x, "stakeRounding", e->stake_rounding));
	}
	W(xw_attr(x, "title", e->rule->title));
	W(xw_text_element(x, "message", res->findings[e->lead]->message));
	for (size_t i = 0; i < e->ninstances; i++)
		W(xw_text_element(x, "instance", res->findings[e->instances[i]]->subject));
	return xw_end(x);
fail:
	return -1;
}

int report_xml_entries(xw *x, const pp_result *res)
{
	size_t counts[PP_KIND_COUNT];
	report_entry_counts(res, counts);
	W(xw_start(x, "entries"));
	for (int k = 0; k < PP_KIND_COUNT; k++)
		W(xw_attr_u(x, pp_kind_name((pp_kind)k), (unsigned)counts[k]));
	for (size_t i = 0; i < res->nentries; i++)
		W(write_entry(x, res, &res->entries[i]));
	return xw_end(x);
fail:
	return -1;
}
