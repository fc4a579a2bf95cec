/* SPDX-License-Identifier: Apache-2.0 */
/* report_junit.c - JUnit XML for CI test viewers (Jenkins, GitLab, ...).
 *
 * Conventions (validated against the Jenkins xunit plugin's junit-10.xsd):
 *  - one <testsuite> per game (name = game id), then one named `plan-wide`
 *    for the checks across the plan and the waivers;
 *  - one <testcase> per finding, passes included, its group the finding's
 *    kind (defect, open, reading, notice, coverage):
 *    classname "<plan id>.<game id>" (or "<plan id>.plan-wide"), name
 *    "<rule id> <subject>"; the pair is unique (the family contract makes
 *    (game, rule, subject) unique; a repeat would get " (2)" appended);
 *  - fail -> <failure type="fail">, error (could not evaluate) -> <error>;
 *    warning and info -> <failure> only when the run fails on them (its
 *    --fail-on threshold, or the kinds it fails on), so the viewer fails
 *    exactly what the exit code fails; else they pass, with the message in
 *    <system-out>;
 *  - waived and not applicable -> <skipped message="...">;
 *  - the body (and <system-out>) has file:line:col, the kind and the entry
 *    (one per root cause) with its number of instances, the plan article, the
 *    document passage (path:lines and quote) when the subject is anchored, the
 *    JSON Pointer, the exact evidence and the remediation.
 * time is 0 (checks are not timed); timestamp only with SOURCE_DATE_EPOCH. */
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "report.h"
#include "xml_writer.h"

/* What a finding becomes in JUnit. */
typedef enum { J_PASS, J_FAILURE, J_ERROR, J_SKIPPED } jkind;

static jkind kind_of(const pp_result *res, const pp_finding *f)
{
	switch (f->status) {
	case PP_ST_ERROR: return J_ERROR;
	case PP_ST_WAIVED:
	case PP_ST_NOTAPPLICABLE: return J_SKIPPED;
	case PP_ST_FAIL:
	case PP_ST_WARNING:
	case PP_ST_INFO: return pp_finding_fails_run(res, f) ? J_FAILURE : J_PASS;
	default: return J_PASS;
	}
}

/* The detail text of a finding: location, kind and entry, article, path,
 * evidence, fix. */
static char *detail(const pp_result *res, const pp_finding *f)
{
	pp_buf b = { 0 };
	pp_buf_printf(&b, "%s:%u:%u: %s: %s [%s]\n", f->file, f->line, f->col,
	              pp_check_status_name(f->status), f->message, f->rule->id);
	pp_buf_printf(&b, "kind: %s\n", pp_kind_name(f->kind));
	if (f->entry != PP_NO_ENTRY)
		pp_buf_printf(&b, "entry: %s (%zu instance%s)\n", res->entries[f->entry].id,
		              res->entries[f->entry].ninstances,
		              res->entries[f->entry].ninstances == 1 ? "" : "s");
	if (f->citation)
		pp_buf_printf(&b, "plan article: %s\n", f->citation);
	if (f->doc && f->doc->line)
		pp_buf_printf(&b, "document: %s:%u-%u%s%s%s\n", f->doc->file ? f->doc->file
		              : f->doc->source, f->doc->line, f->doc->end_line,
		              f->doc->quote ? ": \"" : "", f->doc->quote ? f->doc->quote : "",
		              f->doc->quote ? "\"" : "");
	else if (f->doc)
		pp_buf_printf(&b, "document: %s\n", f->doc->file ? f->doc->file : f->doc->source);
	pp_buf_printf(&b, "path: %s\n", f->path);
	for (size_t i = 0; i < f->nevidence; i++) {
		const pp_evidence *e = &f->evidence[i];
		pp_buf_printf(&b, "evidence: %s = %s", e->name, e->exact);
		if (e->decimal)
			pp_buf_printf(&b, " (%s%s, %s to %u places)", e->decimal,
			              e->unit ? e->unit : "", e->rounding, e->digits);
		pp_buf_putc(&b, '\n');
	}
	if (f->waiver)
		pp_buf_printf(&b, "%s\n", f->waiver);
	if (f->status != PP_ST_PASS && f->status != PP_ST_NOTAPPLICABLE)
		pp_buf_printf(&b, "remediation: %s\n", f->rule->remediation);
	return pp_buf_detach(&b);
}

/* For each finding, how many findings up to it (itself included) share its
 * game, rule and subject: one pass with an index of the (game, rule,
 * subject) keys, so the names stay unique in time linear in the findings. */
static size_t *case_repeats(const pp_result *res)
{
	size_t *repeat = pp_xcalloc(res->nfindings + 1, sizeof(*repeat));
	size_t *seen_times = pp_xcalloc(res->nfindings + 1, sizeof(*seen_times));
	char **keys = pp_xcalloc(res->nfindings + 1, sizeof(*keys));
	pp_strindex seen = { 0 };
	for (size_t k = 0; k < res->nfindings; k++) {
		const pp_finding *f = res->findings[k];
		size_t first;
		keys[k] = pp_xasprintf("%zu\x1f%s\x1f%s", f->game, f->rule->id, f->subject);
		pp_strindex_add(&seen, keys[k], k, &first);
		repeat[k] = ++seen_times[first];
	}
	pp_strindex_free(&seen);
	free(seen_times);
	for (size_t k = 0; k < res->nfindings; k++)
		free(keys[k]);
	free(keys);
	return repeat;
}

/* "<rule> <subject>", made unique among the earlier findings of game by
 * its repeat count (case_repeats). */
static char *case_name(const pp_result *res, size_t k, size_t repeat)
{
	const pp_finding *f = res->findings[k];
	char *name = pp_xasprintf("%s%s%s", f->rule->id, *f->subject ? " " : "", f->subject);
	if (repeat > 1) {
		char *s = pp_xasprintf("%s (%zu)", name, repeat);
		free(name);
		name = s;
	}
	return name;
}

static int write_case(xw *x, const pp_result *res, size_t k, size_t repeat,
                      const char *classname)
{
	const pp_finding *f = res->findings[k];
	jkind kind = kind_of(res, f);
	char *name = case_name(res, k, repeat), *text = detail(res, f), *msg = NULL;
	int rc = -1;
	W(xw_start(x, "testcase"));
	W(xw_attr(x, "classname", classname));
	W(xw_attr(x, "name", name));
	W(xw_attr(x, "time", "0"));
	W(xw_attr(x, "group", pp_kind_name(f->kind)));
	if (kind == J_FAILURE || kind == J_ERROR) {
		W(xw_start(x, kind == J_ERROR ? "error" : "failure"));
		W(xw_attr(x, "type", pp_check_status_name(f->status)));
		W(xw_attr(x, "message", f->message));
		W(xw_text(x, text));
		W(xw_end(x));
	} else if (kind == J_SKIPPED) {
		msg = pp_xasprintf("%s: %s", f->status == PP_ST_WAIVED ? "waived" : "not applicable",
		                   f->status == PP_ST_WAIVED ? f->waiver : f->message);
		W(xw_start(x, "skipped"));
		W(xw_attr(x, "message", msg));
		W(xw_end(x));
		W(xw_text_element(x, "system-out", text));
	} else {
		W(xw_text_element(x, "system-out", text));
	}
	W(xw_end(x));
	rc = 0;
fail:
	free(name);
	free(text);
	free(msg);
	return rc;
}

/* The findings of each game, in result order: the indexes of game g's
 * findings are at[first[g]] .. at[first[g + 1] - 1], the plan-wide ones
 * (PP_NO_GAME) last, so each suite visits its own findings only. */
typedef struct {
	size_t *at;
	size_t *first; /* ngames + 2 entries */
} by_game;

static size_t slot_of(const pp_result *res, size_t game)
{
	return game < res->ngames ? game : res->ngames;
}

static void group_by_game(const pp_result *res, by_game *bg)
{
	bg->at = pp_xcalloc(res->nfindings + 1, sizeof(*bg->at));
	bg->first = pp_xcalloc(res->ngames + 2, sizeof(*bg->first));
	for (size_t i = 0; i < res->nfindings; i++)
		bg->first[slot_of(res, res->findings[i]->game) + 1]++;
	for (size_t g = 0; g <= res->ngames; g++)
		bg->first[g + 1] += bg->first[g];
	size_t *next = pp_xcalloc(res->ngames + 1, sizeof(*next));
	memcpy(next, bg->first, (res->ngames + 1) * sizeof(*next));
	for (size_t i = 0; i < res->nfindings; i++)
		bg->at[next[slot_of(res, res->findings[i]->game)]++] = i;
	free(next);
}

/* The worst status among a game's findings, as report_verdict words it. */
static const char *suite_verdict(const pp_result *res, const by_game *bg, size_t slot)
{
	static const char *const rank_names[] = { "pass", "info", "warning", "fail", "error" };
	int worst = 0;
	for (size_t i = bg->first[slot]; i < bg->first[slot + 1]; i++) {
		pp_check_status st = res->findings[bg->at[i]]->status;
		int r = st == PP_ST_ERROR ? 4 : st == PP_ST_FAIL ? 3 : st == PP_ST_WARNING ? 2
		        : st == PP_ST_INFO ? 1 : 0;
		worst = r > worst ? r : worst;
	}
	return rank_names[worst];
}

/* The coverage of a suite's document lines as three properties,
 * coverage.encoded, coverage.setAside and coverage.total (the game's, or
 * for the plan-wide suite every game's); nothing when not measured. */
static int write_coverage_properties(xw *x, const pp_coverage *c)
{
	const char *const names[] = { "coverage.encoded", "coverage.setAside", "coverage.total" };
	const size_t values[] = { c->encoded, c->set_aside, c->total };
	for (size_t k = 0; c->measured && k < PP_ARRAY_LEN(names); k++) {
		W(xw_start(x, "property"));
		W(xw_attr(x, "name", names[k]));
		W(xw_attr_u(x, "value", values[k]));
		W(xw_end(x));
	}
	return 0;
fail:
	return -1;
}

/* One <testsuite>: the findings of game g (PP_NO_GAME: plan-wide). */
static int write_suite(xw *x, const pp_result *res, const by_game *bg, const size_t *repeat,
                       size_t g, const char *plan_id, const char *when)
{
	size_t n = 0, counts[4] = { 0 }, slot = slot_of(res, g);
	const char *name = g == PP_NO_GAME ? "plan-wide" : res->games[g].id;
	char *classname = pp_xasprintf("%s.%s", plan_id, name);
	int rc = -1;
	for (size_t i = bg->first[slot]; i < bg->first[slot + 1]; i++) {
		n++;
		counts[kind_of(res, res->findings[bg->at[i]])]++;
	}
	W(xw_start(x, "testsuite"));
	W(xw_attr(x, "name", name));
	W(xw_attr_u(x, "tests", n));
	W(xw_attr_u(x, "failures", counts[J_FAILURE]));
	W(xw_attr_u(x, "errors", counts[J_ERROR]));
	W(xw_attr_u(x, "skipped", counts[J_SKIPPED]));
	W(xw_attr(x, "time", "0"));
	W(xw_attr(x, "timestamp", when));
	W(xw_attr(x, "package", plan_id));
	W(xw_attr(x, "file", res->plan->path));
	W(xw_start(x, "properties"));
	static const char *const keys[] = { "name", "family", "citation" };
	for (size_t k = 0; g != PP_NO_GAME && k < PP_ARRAY_LEN(keys); k++) {
		const char *v = k == 0 ? res->games[g].name : k == 1 ? res->games[g].family
		                : res->games[g].citation;
		W(xw_start(x, "property"));
		W(xw_attr(x, "name", keys[k]));
		W(xw_attr(x, "value", v));
		W(xw_end(x));
	}
	W(xw_start(x, "property"));
	W(xw_attr(x, "name", "verdict"));
	W(xw_attr(x, "value", suite_verdict(res, bg, slot)));
	W(xw_end(x));
	W(write_coverage_properties(x, g == PP_NO_GAME ? &res->coverage
	                                               : &res->games[g].coverage));
	W(xw_end(x));
	for (size_t i = bg->first[slot]; i < bg->first[slot + 1]; i++)
		W(write_case(x, res, bg->at[i], repeat[bg->at[i]], classname));
	W(xw_end(x));
	rc = 0;
fail:
	free(classname);
	return rc;
}

pp_status report_junit(const pp_result *res, pp_buf *out, pp_error *err)
{
	xw x;
	pp_status st = PP_OK;
	const char *plan_id = node_get_text(plan_meta(res->plan), "id", "plan");
	char when[32], *title = pp_xasprintf("planproof %s", plan_id);
	long long epoch;
	size_t failures = 0, errors = 0;
	int have_time = report_epoch(when, sizeof(when), &epoch);
	size_t *repeat = case_repeats(res);
	by_game bg;
	group_by_game(res, &bg);

	for (size_t i = 0; i < res->nfindings; i++) {
		jkind k = kind_of(res, res->findings[i]);
		failures += k == J_FAILURE;
		errors += k == J_ERROR;
	}
	W(xw_open(&x));
	W(xw_start(&x, "testsuites"));
	W(xw_attr(&x, "name", title));
	W(xw_attr_u(&x, "tests", res->nfindings));
	W(xw_attr_u(&x, "failures", failures));
	W(xw_attr_u(&x, "errors", errors));
	W(xw_attr(&x, "time", "0"));
	for (size_t g = 0; g < res->ngames; g++)
		W(write_suite(&x, res, &bg, repeat, g, plan_id, have_time ? when : NULL));
	W(write_suite(&x, res, &bg, repeat, PP_NO_GAME, plan_id, have_time ? when : NULL));
	W(xw_end(&x));
	W(xw_close(&x, out));
	goto cleanup;
fail:
	st = pp_error_set(err, PP_EIO, NULL, 0, 0, "cannot produce the JUnit report");
cleanup:
	xw_free(&x);
	free(title);
	free(repeat);
	free(bg.at);
	free(bg.first);
	return st;
}
