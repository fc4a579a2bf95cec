/* SPDX-License-Identifier: Apache-2.0 */
/* report_sarif.c - SARIF 2.1.0 for code-scanning UIs, written as text
 * (json.h) and validated in the tests against the OASIS schema.
 *
 * Choices:
 *  - one run; tool.driver.rules holds every rule some finding refers to
 *    (passes included), in id order, with its title, what it computes,
 *    help text (computation, basis, remediation) and default level;
 *  - results are the findings that did not pass (fail, warning, info,
 *    waived, error): a code-scanning UI turns every result into an alert,
 *    so passes and not-applicable checks stay in the native XML and JUnit
 *    reports; level follows the finding's kind (result_level): a defect's
 *    its status (info -> note), an open rule's warning, the other kinds'
 *    note; properties.kind and properties.entry (the id of the entry, one
 *    per root cause, also partialFingerprints["planproof/entry/v1"]);
 *  - locations are the YAML value's 1-based line and column, counted in
 *    code points (run.columnKind unicodeCodePoints), with the JSON Pointer
 *    as a logical location; the plan (and the waivers file) are artifacts
 *    with their SHA-256;
 *  - partialFingerprints["planproof/v1"] is the SHA-256 of
 *    "rule|game|subject|path", stable when lines move;
 *  - a waived finding carries suppressions[{kind: external, status:
 *    accepted, justification}];
 *  - a finding whose subject is anchored in a source document has a
 *    relatedLocation there (the document's path relative to the plan,
 *    its lines, the quote as the snippet);
 *  - invocations[0] says the run was evaluated and gives the exit code
 *    the --fail-on threshold gives it;
 *  - each rule has help.text and help.markdown (its page docs/rules/<id>.md,
 *    generated from the rule table by `planproof generate rule-docs`), so
 *    a code-scanning UI shows the help offline, and helpUri (the page under
 *    the rules base: `--rules-uri`, else the build's PP_RULES_URI) only
 *    when a base is known: never a placeholder address;
 *  - a diff's log (report_sarif_of) is NEW's log holding only the results
 *    the diff brought in, under its own automation id and exit code;
 *  - automationDetails.id is "planproof/<plan>/" (the plan's path as the
 *    log names it), as in the log of a plan set: code scanning keeps one
 *    analysis per category;
 *  - a plan or waivers file inside a git work tree is named relative to
 *    its top with uriBaseId SRCROOT (run.originalUriBaseIds), so no
 *    absolute path of the checkout leaks into the log; a file outside
 *    any work tree keeps its path as given (absolute -> file://). */
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "plan.h"
#include "report.h"
#include "report_set.h"
#include "sha256.h"
#include "waiver.h"

#define SARIF_SCHEMA "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/" \
	"schemas/sarif-schema-2.1.0.json"

static const char *level_of(pp_severity sev)
{
	return sev == PP_SEV_ERROR ? "error" : sev == PP_SEV_WARNING ? "warning" : "note";
}

/* path as a URI reference: unreserved characters and '/' kept, the rest
 * percent-encoded; an absolute path becomes a file:// URI. */
static char *uri_of(const char *path)
{
	pp_buf b = { 0 };
	if (path[0] == '/')
		pp_buf_puts(&b, "file://");
	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		if ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') ||
		    (*p >= '0' && *p <= '9') || strchr("-._~/", *p))
			pp_buf_putc(&b, (char)*p);
		else
			pp_buf_printf(&b, "%%%02X", *p);
	}
	return pp_buf_detach(&b);
}

/* An artifact's URI: relative to SRCROOT when the file is in a git work
 * tree (in_repo set), else its path as given. */
typedef struct {
	char *uri;
	int in_repo;
} sarif_uri;

static sarif_uri uri_of_file(const char *path)
{
	char *rel = report_repo_relative(path);
	sarif_uri u = { uri_of(rel ? rel : path), rel != NULL };
	free(rel);
	return u;
}

static void write_uri(json *j, const sarif_uri *u)
{
	json_str(j, "uri", u->uri);
	if (u->in_repo)
		json_str(j, "uriBaseId", "SRCROOT");
}

/* The plan's and the waivers file's URIs, worked out once per log. */
typedef struct {
	sarif_uri plan, waivers;
} sarif_files;

/* The plan's path as the log names it (relative to the work tree's top
 * when in one), so the id does not depend on where the checkout is. */
char *report_sarif_automation_id(const char *name)
{
	char *rel = report_repo_relative(name);
	char *id = pp_xasprintf("planproof/%s/", rel ? rel : name);
	free(rel);
	return id;
}

/* The rules the findings refer to, sorted by id, unique. */
static int cmp_rule(const void *a, const void *b)
{
	return strcmp((*(const pp_rule *const *)a)->id, (*(const pp_rule *const *)b)->id);
}

static size_t used_rules(const pp_result *res, const report_sarif_subset *sub,
                         const pp_rule ***out)
{
	const pp_rule **all = pp_xcalloc(res->nfindings + 1, sizeof(*all));
	size_t n = 0;
	for (size_t i = 0; i < res->nfindings; i++)
		if (!sub->keep || sub->keep(res->findings[i], sub->ctx))
			all[n++] = res->findings[i]->rule;
	if (n)
		qsort(all, n, sizeof(*all), cmp_rule);
	size_t u = 0;
	for (size_t i = 0; i < n; i++)
		if (u == 0 || all[u - 1] != all[i])
			all[u++] = all[i];
	*out = all;
	return u;
}

/* The index of r in rules (sorted by id, unique): a binary search, so the
 * writer stays linear in the findings whatever the number of rules. */
static size_t rule_index(const pp_rule **rules, size_t n, const pp_rule *r)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(rules[mid]->id, r->id);
		if (c == 0)
			return mid;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

static void write_rule(json *j, const pp_rule *r, const char *rules_uri)
{
	char *help = pp_xasprintf("%s\n\nBasis: %s\n\nWhen it fails: %s", r->explain,
	                          r->basis, r->remediation);
	char *markdown = report_rule_markdown(r);
	char *help_uri = report_rule_help_uri(r, rules_uri);
	json_object(j, NULL);
	json_str(j, "id", r->id);
	json_object(j, "shortDescription");
	json_str(j, "text", r->title);
	json_end(j, '}');
	json_object(j, "fullDescription");
	json_str(j, "text", r->explain);
	json_end(j, '}');
	json_str(j, "helpUri", help_uri);
	json_object(j, "help");
	json_str(j, "text", help);
	json_str(j, "markdown", markdown);
	json_end(j, '}');
	json_object(j, "defaultConfiguration");
	json_str(j, "level", level_of(r->severity));
	json_end(j, '}');
	json_object(j, "properties");
	json_str(j, "basis", r->basis);
	json_str(j, "remediation", r->remediation);
	json_end(j, '}');
	json_end(j, '}');
	free(help);
	free(markdown);
	free(help_uri);
}

void report_sarif_rule(json *j, const pp_rule *r, const char *rules_uri)
{
	write_rule(j, r, rules_uri);
}

int report_sarif_file_uri(json *j, const char *path)
{
	sarif_uri u = uri_of_file(path);
	write_uri(j, &u);
	free(u.uri);
	return u.in_repo;
}

void report_sarif_srcroot(json *j)
{
	json_object(j, "originalUriBaseIds");
	json_object(j, "SRCROOT");
	json_object(j, "description");
	json_str(j, "text", "the top of the git work tree holding the plan");
	json_end(j, '}');
	json_end(j, '}');
	json_end(j, '}');
}

static void write_artifact(json *j, const sarif_uri *uri, size_t bytes, const char *sha256,
                           const char *role)
{
	json_object(j, NULL);
	json_object(j, "location");
	write_uri(j, uri);
	json_end(j, '}');
	json_uint(j, "length", bytes);
	json_array(j, "roles");
	json_str(j, NULL, role);
	json_end(j, ']');
	json_object(j, "hashes");
	json_str(j, "sha-256", sha256);
	json_end(j, '}');
	json_end(j, '}');
}

static void write_location(json *j, const pp_result *res, const pp_finding *f,
                           const sarif_files *files)
{
	/* Nodes borrow their file name from the plan or the waivers object. */
	int in_waivers = res->waivers && f->file == res->waivers->path;
	const sarif_uri *uri = in_waivers ? &files->waivers : &files->plan;
	json_array(j, "locations");
	json_object(j, NULL);
	json_object(j, "physicalLocation");
	json_object(j, "artifactLocation");
	write_uri(j, uri);
	json_uint(j, "index", in_waivers ? 1 : 0);
	json_end(j, '}');
	json_object(j, "region");
	json_uint(j, "startLine", f->line ? f->line : 1);
	json_uint(j, "startColumn", f->col ? f->col : 1);
	json_end(j, '}');
	json_end(j, '}');
	json_array(j, "logicalLocations");
	json_object(j, NULL);
	json_str(j, "fullyQualifiedName", f->path);
	json_end(j, '}');
	json_end(j, ']');
	json_end(j, '}');
	json_end(j, ']');
}

/* The passage of the source document the finding's subject encodes (its
 * nearest anchor), as a related location: the document's path as the plan
 * writes it (relative to the plan), its lines and the quote. */
static void write_document_location(json *j, const pp_finding *f)
{
	const pp_doc_location *d = f->doc;
	char *uri;
	if (!d || !d->file)
		return;
	uri = uri_of(d->file);
	json_array(j, "relatedLocations");
	json_object(j, NULL);
	json_uint(j, "id", 1);
	json_object(j, "physicalLocation");
	json_object(j, "artifactLocation");
	json_str(j, "uri", uri);
	json_end(j, '}');
	if (d->line) {
		json_object(j, "region");
		json_uint(j, "startLine", d->line);
		json_uint(j, "endLine", d->end_line >= d->line ? d->end_line : d->line);
		if (d->quote) {
			json_object(j, "snippet");
			json_str(j, "text", d->quote);
			json_end(j, '}');
		}
		json_end(j, '}');
	}
	json_end(j, '}');
	json_object(j, "message");
	json_str(j, "text", "the passage of the source document this value encodes");
	json_end(j, '}');
	json_end(j, '}');
	json_end(j, ']');
	free(uri);
}

/* A result's level follows its kind: a defect's is its own status (a
 * policy threshold sets it per finding: fail -> error, warning, info ->
 * note), an open rule's warning, a reading's, notice's or coverage note's
 * note; a check that could not be evaluated is an error whatever its kind. */
static const char *result_level(const pp_finding *f)
{
	if (f->status == PP_ST_ERROR)
		return "error";
	switch (f->kind) {
	case PP_KIND_DEFECT:
		return f->status == PP_ST_FAIL ? "error" : f->status == PP_ST_WARNING ? "warning"
		       : f->status == PP_ST_INFO ? "note" : level_of(f->rule->severity);
	case PP_KIND_OPEN: return "warning";
	default: return "note";
	}
}

static void write_result(json *j, const pp_result *res, const pp_finding *f,
                         const pp_rule **rules, size_t nrules, const sarif_files *files)
{
	const char *game = f->game == PP_NO_GAME ? NULL : res->games[f->game].id;
	char *text = pp_xasprintf("%s%s%s%s%s%s", game ? game : "", game ? ": " : "",
	                          f->message, f->citation ? " (plan " : "",
	                          f->citation ? f->citation : "", f->citation ? ")" : "");
	char *key = pp_xasprintf("%s|%s|%s|%s", f->rule->id, game ? game : "", f->subject,
	                         f->path);
	char print[65];
	sha256_hex(key, strlen(key), print);
	json_object(j, NULL);
	json_str(j, "ruleId", f->rule->id);
	json_uint(j, "ruleIndex", rule_index(rules, nrules, f->rule));
	json_str(j, "kind", "fail");
	json_str(j, "level", result_level(f));
	json_object(j, "message");
	json_str(j, "text", text);
	json_end(j, '}');
	write_location(j, res, f, files);
	write_document_location(j, f);
	json_object(j, "partialFingerprints");
	json_str(j, "planproof/v1", print);
	if (f->entry != PP_NO_ENTRY)
		json_str(j, "planproof/entry/v1", res->entries[f->entry].id);
	json_end(j, '}');
	if (f->status == PP_ST_WAIVED) {
		json_array(j, "suppressions");
		json_object(j, NULL);
		json_str(j, "kind", "external");
		json_str(j, "status", "accepted");
		json_str(j, "justification", f->waiver);
		json_end(j, '}');
		json_end(j, ']');
	}
	json_object(j, "properties");
	json_str(j, "status", pp_check_status_name(f->status));
	json_str(j, "kind", pp_kind_name(f->kind));
	if (f->entry != PP_NO_ENTRY) {
		json_str(j, "entry", res->entries[f->entry].id);
		json_uint(j, "entryInstances", res->entries[f->entry].ninstances);
	}
	json_str(j, "game", game);
	json_str(j, "subject", f->subject);
	json_str(j, "citation", f->citation);
	json_str(j, "remediation", f->rule->remediation);
	json_array(j, "evidence");
	for (size_t i = 0; i < f->nevidence; i++) {
		const pp_evidence *e = &f->evidence[i];
		json_object(j, NULL);
		json_str(j, "name", e->name);
		json_str(j, "exact", e->exact);
		json_str(j, "decimal", e->decimal);
		json_str(j, "unit", e->unit);
		json_str(j, "rounding", e->decimal ? e->rounding : NULL);
		json_end(j, '}');
	}
	json_end(j, ']');
	json_end(j, '}');
	json_end(j, '}');
	free(text);
	free(key);
}

static void write_plan_properties(json *j, const pp_result *res)
{
	const pp_node *meta = plan_meta(res->plan);
	static const char *const keys[] = { "id", "title", "operator", "jurisdiction",
		"version", "date" };
	json_object(j, "properties");
	json_object(j, "plan");
	for (size_t i = 0; i < PP_ARRAY_LEN(keys); i++)
		json_str(j, keys[i], node_get_text(meta, keys[i], NULL));
	json_end(j, '}');
	json_str(j, "verdict", report_verdict(res, PP_ALL_GAMES));
	if (res->coverage.measured) {
		/* The figures of the cited document lines: encoded (checked) and
		 * set aside (listed as not encoded) apart. */
		json_object(j, "coverage");
		json_uint(j, "encoded", res->coverage.encoded);
		json_uint(j, "setAside", res->coverage.set_aside);
		json_uint(j, "total", res->coverage.total);
		json_end(j, '}');
	}
	json_end(j, '}');
}

pp_status report_sarif(const pp_result *res, const char *rules_uri, pp_buf *out,
                       pp_error *err)
{
	report_sarif_subset all = { rules_uri, NULL, NULL, pp_result_run_exit_code(res), NULL };
	return report_sarif_of(res, &all, out, err);
}

pp_status report_sarif_of(const pp_result *res, const report_sarif_subset *sub,
                          pp_buf *out, pp_error *err)
{
	json j = { out, 0, { 0 } };
	const pp_rule **rules = NULL;
	size_t nrules = used_rules(res, sub, &rules);
	int code = sub->exit_code;
	sarif_files files = { uri_of_file(res->plan->path), { NULL, 0 } };
	char *automation = sub->automation ? pp_xstrdup(sub->automation)
	                                   : report_sarif_automation_id(res->plan->path);
	(void)err;
	if (res->waivers)
		files.waivers = uri_of_file(res->waivers->path);

	json_object(&j, NULL);
	json_str(&j, "$schema", SARIF_SCHEMA);
	json_str(&j, "version", "2.1.0");
	json_array(&j, "runs");
	json_object(&j, NULL);
	json_object(&j, "automationDetails");
	json_str(&j, "id", automation);
	json_end(&j, '}');
	json_object(&j, "tool");
	json_object(&j, "driver");
	json_str(&j, "name", "planproof");
	json_str(&j, "version", PP_VERSION);
	json_str(&j, "semanticVersion", PP_VERSION);
	json_array(&j, "rules");
	for (size_t i = 0; i < nrules; i++)
		write_rule(&j, rules[i], sub->rules_uri);
	json_end(&j, ']');
	json_end(&j, '}');
	json_end(&j, '}');
	json_array(&j, "invocations");
	json_object(&j, NULL);
	json_bool(&j, "executionSuccessful", 1);
	if (code >= 0) { /* a diff's depends on diff's --fail-on: none */
		json_uint(&j, "exitCode", (unsigned)code);
		json_str(&j, "exitCodeDescription", code ? "findings at or above --fail-on"
		                                         : "nothing at or above --fail-on");
	}
	json_end(&j, '}');
	json_end(&j, ']');
	if (files.plan.in_repo || files.waivers.in_repo)
		report_sarif_srcroot(&j);
	json_array(&j, "artifacts");
	write_artifact(&j, &files.plan, res->plan->bytes, res->plan->sha256,
	               "analysisTarget");
	if (res->waivers)
		write_artifact(&j, &files.waivers, res->waivers->bytes, res->waivers->sha256,
		               "userSpecifiedConfiguration");
	json_end(&j, ']');
	json_str(&j, "columnKind", "unicodeCodePoints");
	json_array(&j, "results");
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		if (f->status != PP_ST_PASS && f->status != PP_ST_NOTAPPLICABLE &&
		    (!sub->keep || sub->keep(f, sub->ctx)))
			write_result(&j, res, f, rules, nrules, &files);
	}
	json_end(&j, ']');
	write_plan_properties(&j, res);
	json_end(&j, '}');
	json_end(&j, ']');
	json_end(&j, '}');
	free(rules);
	free(files.plan.uri);
	free(files.waivers.uri);
	free(automation);
	return PP_OK;
}
