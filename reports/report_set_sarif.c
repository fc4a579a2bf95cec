/* SPDX-License-Identifier: Apache-2.0 */
/* report_set_sarif.c - the SARIF log of a run over several plans (one run
 * per plan, each exactly the plan's own log's run), and the run of an input
 * that could not be loaded (report_set.h). */
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "report.h"
#include "report_set.h"

/* --- SARIF ------------------------------------------------------------------- */

/* The text of the one run in a plan's SARIF log: between the `runs`
 * array's brackets.  The log's top level is written by report_sarif as
 * $schema, version, then runs (the last member), so the first `"runs": [`
 * opens it and the last `]` closes it. */
static int run_of(const pp_buf *log, const char **start, size_t *len)
{
	const char *s = log->data ? log->data : "";
	const char *open = strstr(s, "\"runs\": [");
	const char *close = strrchr(s, ']');
	if (!open || !close || close < open)
		return -1;
	open += strlen("\"runs\": [");
	while (*open == '\n' || *open == ' ')
		open++;
	while (close > open && (close[-1] == '\n' || close[-1] == ' '))
		close--;
	*start = open;
	*len = (size_t)(close - open);
	return 0;
}

/* The automation id of the run of input name, "planproof/<name>/": code
 * scanning keeps one analysis per category (the id up to its last slash)
 * and refuses a log with two runs of one tool in one category, so each
 * input of a set gets its own.  The caller frees it. */
static char *automation_id(const char *name)
{
	return report_sarif_automation_id(name);
}

/* One location: file:line:col (1 when unknown, as SARIF regions start at 1). */
static void sarif_location(json *j, const pp_error *er, const char *name)
{
	json_object(j, NULL);
	json_object(j, "physicalLocation");
	json_object(j, "artifactLocation");
	report_sarif_file_uri(j, er->file[0] ? er->file : name);
	json_end(j, '}');
	json_object(j, "region");
	json_uint(j, "startLine", er->line ? er->line : 1);
	json_uint(j, "startColumn", er->col ? er->col : 1);
	json_end(j, '}');
	json_end(j, '}');
	json_end(j, '}');
}

/* Whether some error's file is inside a git work tree (so its location
 * is relative to SRCROOT). */
static int any_in_repo(const pp_plan_outcome *p)
{
	for (size_t e = 0; e < p->nerrors; e++) {
		const pp_error *er = &p->errors[e];
		char *rel = report_repo_relative(er->file[0] ? er->file : p->name);
		free(rel);
		if (rel)
			return 1;
	}
	return 0;
}

/* A run for an input that could not be evaluated: the invocation failed
 * (exit code 2, a notification at each error), and each error is a
 * result of PP-INPUT-001 at its location, so code scanning shows it. */
static void unevaluated_run(pp_buf *out, const pp_plan_outcome *p, const char *rules_uri)
{
	json j = { out, 2, { 0 } };
	char *id = automation_id(p->name);
	json_object(&j, NULL);
	json_object(&j, "automationDetails");
	json_str(&j, "id", id);
	json_end(&j, '}');
	free(id);
	json_object(&j, "tool");
	json_object(&j, "driver");
	json_str(&j, "name", "planproof");
	json_str(&j, "version", PP_VERSION);
	json_str(&j, "semanticVersion", PP_VERSION);
	json_array(&j, "rules");
	report_sarif_rule(&j, pp_rule_find(INPUT_RULE), rules_uri);
	json_end(&j, ']');
	json_end(&j, '}');
	json_end(&j, '}');
	json_array(&j, "invocations");
	json_object(&j, NULL);
	json_bool(&j, "executionSuccessful", 0);
	json_uint(&j, "exitCode", 2);
	json_str(&j, "exitCodeDescription", "could not evaluate");
	json_array(&j, "toolExecutionNotifications");
	for (size_t e = 0; e < p->nerrors; e++) {
		json_object(&j, NULL);
		json_str(&j, "level", "error");
		json_object(&j, "message");
		json_str(&j, "text", p->errors[e].msg);
		json_end(&j, '}');
		json_array(&j, "locations");
		sarif_location(&j, &p->errors[e], p->name);
		json_end(&j, ']');
		json_end(&j, '}');
	}
	json_end(&j, ']');
	json_end(&j, '}');
	json_end(&j, ']');
	if (any_in_repo(p))
		report_sarif_srcroot(&j);
	json_str(&j, "columnKind", "unicodeCodePoints");
	json_array(&j, "results");
	for (size_t e = 0; e < p->nerrors; e++) {
		const pp_error *er = &p->errors[e];
		char *text = pp_xasprintf("%s cannot be loaded: %s", p->name, er->msg);
		json_object(&j, NULL);
		json_str(&j, "ruleId", INPUT_RULE);
		json_uint(&j, "ruleIndex", 0);
		json_str(&j, "kind", "fail");
		json_str(&j, "level", "error");
		json_object(&j, "message");
		json_str(&j, "text", text);
		json_end(&j, '}');
		json_array(&j, "locations");
		sarif_location(&j, er, p->name);
		json_end(&j, ']');
		json_object(&j, "properties");
		json_str(&j, "status", "error");
		json_str(&j, "kind", pp_status_str(er->code));
		json_end(&j, '}');
		json_end(&j, '}');
		free(text);
	}
	json_end(&j, ']');
	json_end(&j, '}');
}

pp_status report_set_sarif(const pp_plan_outcome *plans, size_t n, const char *rules_uri,
                           pp_buf *out, pp_error *err)
{
	pp_buf one = { 0 };
	pp_status st = PP_OK;
	pp_buf_puts(out, "{\n  \"$schema\": \"https://docs.oasis-open.org/sarif/sarif/v2.1.0/"
	            "errata01/os/schemas/sarif-schema-2.1.0.json\",\n  \"version\": \"2.1.0\",\n"
	            "  \"runs\": [");
	for (size_t i = 0; i < n && !st; i++) {
		const char *run = NULL;
		size_t len = 0;
		if (i)
			pp_buf_putc(out, ',');
		if (!plans[i].result) {
			unevaluated_run(out, &plans[i], rules_uri); /* json.c starts its line */
			continue;
		}
		pp_buf_puts(out, "\n    ");
		one.len = 0;
		st = report_sarif(plans[i].result, rules_uri, &one, err);
		if (!st && run_of(&one, &run, &len))
			st = pp_error_set(err, PP_EINTERNAL, NULL, 0, 0,
			                  "the SARIF log of %s has no run", plans[i].name);
		if (st)
			break;
		/* A plan's own run names no automation id (a run alone needs none):
		 * give it the input's, as its first member. */
		if (!strstr(run, "\n      \"automationDetails\": ") && len > 1 && run[0] == '{') {
			char *id = automation_id(plans[i].name);
			pp_buf_puts(out, "{\n      \"automationDetails\": {\n        \"id\": ");
			json_escape(out, id);
			pp_buf_puts(out, "\n      },");
			free(id);
			run++;
			len--;
		}
		pp_buf_putn(out, run, len);
	}
	pp_buf_puts(out, "\n  ]\n}\n");
	pp_buf_free(&one);
	return st;
}

