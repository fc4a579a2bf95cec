/* SPDX-License-Identifier: Apache-2.0 */
/* result_api.c - read access to a checked result for programs and bindings
 * (planproof.h: pp_result_game, pp_result_finding, pp_result_table, ...).
 *
 * Every view is filled with pointers borrowed from the result (and from the
 * static rule tables), so nothing here allocates and nothing needs freeing.
 * It lives with the writers because a game's verdict is theirs
 * (report_verdict): the API says what the reports say. */
#include <stddef.h>

#include "report.h"

/* PP_EUSAGE for index i of what, which has n elements. */
static pp_status out_of_range(pp_error *err, const char *what, size_t i, size_t n)
{
	return pp_error_set(err, PP_EUSAGE, NULL, 0, 0, "%s index %zu out of range (%zu %s)",
	                    what, i, n, n == 1 ? "exists" : "exist");
}

/* The id of game (an index into res->games), or NULL for plan-wide. */
static const char *game_id_of(const pp_result *res, size_t game)
{
	return game < res->ngames ? res->games[game].id : NULL;
}

size_t pp_result_game_count(const pp_result *res)
{
	return res->ngames;
}

size_t pp_result_finding_count(const pp_result *res)
{
	return res->nfindings;
}

size_t pp_result_table_count(const pp_result *res)
{
	return res->ntables;
}

size_t pp_result_document_count(const pp_result *res)
{
	return res->ndocs;
}

pp_status pp_result_document(const pp_result *res, size_t i, pp_document_view *out,
                             pp_error *err)
{
	if (i >= res->ndocs)
		return out_of_range(err, "document", i, res->ndocs);
	const pp_doc_info *d = &res->docs[i];
	*out = (pp_document_view){ d->id, d->path, d->file, d->sha256, d->found, d->why,
		                   d->missing };
	return PP_OK;
}

pp_status pp_result_game(const pp_result *res, size_t i, pp_game_view *out, pp_error *err)
{
	if (i >= res->ngames)
		return out_of_range(err, "game", i, res->ngames);
	const pp_game_info *g = &res->games[i];
	*out = (pp_game_view){
		.id = g->id,
		.name = g->name,
		.family = g->family,
		.citation = g->citation,
		.verdict = report_verdict(res, i),
	};
	return PP_OK;
}

pp_status pp_result_finding(const pp_result *res, size_t i, pp_finding_view *out,
                            pp_error *err)
{
	if (i >= res->nfindings)
		return out_of_range(err, "finding", i, res->nfindings);
	const pp_finding *f = res->findings[i];
	*out = (pp_finding_view){
		.rule_id = f->rule->id,
		.status = pp_check_status_name(f->status),
		.severity = pp_severity_name(f->rule->severity),
		.game_id = game_id_of(res, f->game),
		.subject = f->subject,
		.file = f->file,
		.line = f->line,
		.col = f->col,
		.citation = f->citation,
		.message = f->message,
		.remediation = f->rule->remediation,
		.waiver = f->waiver,
		.evidence_count = f->nevidence,
		.kind = f->kind,
		.entry = f->entry < res->nentries ? res->entries[f->entry].id : NULL,
	};
	return PP_OK;
}

pp_status pp_result_finding_evidence(const pp_result *res, size_t i, size_t j,
                                     pp_evidence_view *out, pp_error *err)
{
	if (i >= res->nfindings)
		return out_of_range(err, "finding", i, res->nfindings);
	const pp_finding *f = res->findings[i];
	if (j >= f->nevidence)
		return out_of_range(err, "evidence", j, f->nevidence);
	const pp_evidence *e = &f->evidence[j];
	*out = (pp_evidence_view){
		.name = e->name,
		.exact = e->exact,
		.decimal = e->decimal,
		.unit = e->unit,
		.rounding = e->rounding,
		.digits = e->digits,
	};
	return PP_OK;
}

pp_status pp_result_table(const pp_result *res, size_t i, pp_table_view *out, pp_error *err)
{
	if (i >= res->ntables)
		return out_of_range(err, "table", i, res->ntables);
	const pp_table *t = res->tables[i];
	*out = (pp_table_view){
		.id = t->id,
		.title = t->title,
		.game_id = game_id_of(res, t->game),
		.columns = t->ncols,
		.rows = t->nrows,
	};
	return PP_OK;
}

const char *pp_result_table_column(const pp_result *res, size_t i, size_t col)
{
	if (i >= res->ntables || col >= res->tables[i]->ncols)
		return NULL;
	return res->tables[i]->head[col];
}

const char *pp_result_table_cell(const pp_result *res, size_t i, size_t row, size_t col)
{
	if (i >= res->ntables)
		return NULL;
	const pp_table *t = res->tables[i];
	if (row >= t->nrows || col >= t->ncols)
		return NULL;
	return t->cells[row * t->ncols + col];
}
