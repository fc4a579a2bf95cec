/* SPDX-License-Identifier: Apache-2.0 */
/* result.c - the result set: names, counts, ordering, exit code, freeing. */
#include <stdlib.h>
#include <string.h>

#include "core/result.h"
#include "source_doc.h"
#include "util.h"

const char *pp_check_status_name(pp_check_status st)
{
	static const char *const names[PP_ST_COUNT] = { "pass", "fail", "warning",
		"info", "notapplicable", "waived", "error" };
	return (unsigned)st < PP_ST_COUNT ? names[st] : "?";
}

const char *pp_severity_name(pp_severity sev)
{
	switch (sev) {
	case PP_SEV_INFO: return "info";
	case PP_SEV_WARNING: return "warning";
	case PP_SEV_ERROR: return "error";
	}
	return "?";
}

int pp_finding_fails(const pp_finding *f, pp_fail_on threshold)
{
	pp_severity level;
	switch (f->status) {
	case PP_ST_FAIL:
	case PP_ST_ERROR: level = PP_SEV_ERROR; break;
	case PP_ST_WARNING: level = PP_SEV_WARNING; break;
	case PP_ST_INFO: level = PP_SEV_INFO; break;
	default: return 0;
	}
	return threshold != PP_FAIL_ON_NEVER && (int)level >= (int)threshold;
}

int pp_finding_fails_kinds(const pp_finding *f, unsigned kinds)
{
	switch (f->status) {
	case PP_ST_ERROR: return 1;
	case PP_ST_FAIL:
	case PP_ST_WARNING:
	case PP_ST_INFO: return (kinds & PP_KIND_BIT(f->kind)) != 0;
	default: return 0;
	}
}

int pp_finding_fails_run(const pp_result *res, const pp_finding *f)
{
	return res->fail_kinds ? pp_finding_fails_kinds(f, res->fail_kinds)
	                       : pp_finding_fails(f, res->fail_on);
}

/* 1 when a finding of res fails a run that fails by kinds (by_kinds) or
 * at the threshold fail_on, else 0. */
static int any_fails(const pp_result *res, int by_kinds, unsigned kinds, pp_fail_on fail_on)
{
	for (size_t i = 0; i < res->nfindings; i++)
		if (by_kinds ? pp_finding_fails_kinds(res->findings[i], kinds)
		             : pp_finding_fails(res->findings[i], fail_on))
			return 1;
	return 0;
}

int pp_result_exit_code_kinds(const pp_result *res, unsigned kinds)
{
	return any_fails(res, 1, kinds, PP_FAIL_ON_NEVER);
}

void pp_result_set_show(pp_result *res, unsigned kinds)
{
	res->show = kinds & (PP_SHOW_INSTANCES | ((1u << PP_KIND_COUNT) - 1));
}

int pp_result_run_exit_code(const pp_result *res)
{
	return any_fails(res, res->fail_kinds != 0, res->fail_kinds, res->fail_on);
}

void pp_result_set_fail_kinds(pp_result *res, unsigned kinds)
{
	res->fail_kinds = kinds & ((1u << PP_KIND_COUNT) - 1);
}

int pp_result_exit_code(const pp_result *res, pp_fail_on fail_on)
{
	return any_fails(res, 0, 0, fail_on);
}

void pp_result_set_fail_on(pp_result *res, pp_fail_on fail_on)
{
	res->fail_on = fail_on;
}

/* The first finding whose game is at or after game (sorted by game). */
static size_t first_at_or_after(const pp_result *res, size_t game)
{
	size_t lo = 0, hi = res->nfindings;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (res->findings[mid]->game < game)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

void pp_result_game_range(const pp_result *res, size_t game, size_t *lo, size_t *hi)
{
	if (game == PP_ALL_GAMES) {
		*lo = 0;
		*hi = res->nfindings;
		return;
	}
	*lo = first_at_or_after(res, game);
	*hi = game == PP_NO_GAME ? res->nfindings : first_at_or_after(res, game + 1);
}

void pp_result_count(const pp_result *res, size_t *counts, size_t game)
{
	size_t lo, hi;
	memset(counts, 0, PP_ST_COUNT * sizeof(*counts));
	pp_result_game_range(res, game, &lo, &hi);
	for (size_t i = lo; i < hi; i++)
		if (game == PP_ALL_GAMES || res->findings[i]->game == game)
			counts[res->findings[i]->status]++;
}

static int cmp_finding(const void *pa, const void *pb)
{
	const pp_finding *a = *(const pp_finding *const *)pa;
	const pp_finding *b = *(const pp_finding *const *)pb;
	/* Plan-level findings (PP_NO_GAME, the largest index) come last. */
	if (a->game != b->game)
		return a->game < b->game ? -1 : 1;
	if (a->line != b->line)
		return a->line < b->line ? -1 : 1;
	if (a->col != b->col)
		return a->col < b->col ? -1 : 1;
	int c = strcmp(a->rule->id, b->rule->id);
	if (c)
		return c;
	c = strcmp(a->subject, b->subject);
	if (c)
		return c;
	return strcmp(a->message, b->message);
}

void pp_result_sort(pp_result *res)
{
	if (res->nfindings)
		qsort(res->findings, res->nfindings, sizeof(*res->findings), cmp_finding);
}

static void finding_free(pp_finding *f)
{
	for (size_t i = 0; i < f->nevidence; i++) {
		free(f->evidence[i].name);
		free(f->evidence[i].exact);
		free(f->evidence[i].decimal);
	}
	free(f->evidence);
	free(f->subject);
	free(f->path);
	free(f->citation);
	free(f->message);
	free(f->message_l10n);
	free(f->waiver);
	if (f->doc) {
		free(f->doc->source);
		free(f->doc->file);
		free(f->doc->quote);
		free(f->doc);
	}
	free(f);
}

static void table_free(pp_table *t)
{
	for (size_t i = 0; i < t->ncols; i++)
		free(t->head[i]);
	for (size_t i = 0; i < t->nrows * t->ncols; i++)
		free(t->cells[i]);
	free(t->head);
	free(t->cells);
	free(t->id);
	free(t->title);
	free(t->title_l10n);
	free(t);
}

void pp_result_free(pp_result *res)
{
	if (!res)
		return;
	for (size_t i = 0; i < res->nfindings; i++)
		finding_free(res->findings[i]);
	for (size_t i = 0; i < res->ntables; i++)
		table_free(res->tables[i]);
	for (size_t i = 0; i < res->ngames; i++) {
		free(res->games[i].id);
		free(res->games[i].name);
		free(res->games[i].family);
		free(res->games[i].citation);
	}
	for (size_t i = 0; i < res->ndocs; i++) {
		free(res->docs[i].id);
		free(res->docs[i].path);
		free(res->docs[i].declared);
		free(res->docs[i].sha256);
		free(res->docs[i].file);
		free(res->docs[i].why);
		free(res->docs[i].uncovered);
	}
	pp_result_entries_free(res);
	for (size_t i = 0; i < res->nfigures; i++)
		pp_bet_figures_free(res->figures[i]);
	free(res->figures);
	free(res->policy_name);
	free(res->policy_path);
	if (res->sources)
		spec_sources_free(res->sources);
	free(res->sources);
	free(res->docs);
	free(res->games);
	free(res->findings);
	free(res->tables);
	free(res);
}
