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
 *    reports; level is the rule's severity (info -> note);
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
 *    the --fail-on threshold gives it. */
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "plan.h"
#include "report.h"
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

/* The rules the findings refer to, sorted by id, unique. */
static int cmp_rule(const void *a, const void *b)
{
	return strcmp((*(const pp_rule *const *)a)->id, (*(const pp_rule *const *)b)->id);
}

static size_t used_rules(const pp_result *res, const pp_rule ***out)
{
	const pp_rule **all = pp_xcalloc(res->nfindings + 1, sizeof(*all));
	size_t n = 0;
	for (size_t i = 0; i < res->nfindings; i++)
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

static void write_rule(json *j, const pp_rule *r)
{
	char *help = pp_xasprintf("%s\n\nBasis: %s\n\nWhen it fails: %s", r->explain,
	                          r->basis, r->remediation);
	json_object(j, NULL);
	json_str(j, "id", r->id);
	json_object(j, "shortDescription");
	json_str(j, "text", r->title);
	json_end(j, '}');
	json_object(j, "fullDescription");
	json_str(j, "text", r->explain);
	json_end(j, '}');
	json_object(j, "help");
	json_str(j, "text", help);
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
}

static void write_artifact(json *j, const char *path, size_t bytes, const char *sha256,
                           const char *role)
{
	char *uri = uri_of(path);
	json_object(j, NULL);
	json_object(j, "location");
	json_str(j, "uri", uri);
	json_end(j, '}');
	json_uint(j, "length", bytes);
	json_array(j, "roles");
	json_str(j, NULL, role);
	json_end(j, ']');
	json_object(j, "hashes");
	json_str(j, "sha-256", sha256);
	json_end(j, '}');
	json_end(j, '}');
	free(uri);
}

static void write_location(json *j, const pp_result *res, const pp_finding *f)
{
	/* Nodes borrow their file name from the plan or the waivers object. */
	int in_waivers = res->waivers && f->file == res->waivers->path;
	char *uri = uri_of(f->file);
	json_array(j, "locations");
	json_object(j, NULL);
	json_object(j, "physicalLocation");
	json_object(j, "artifactLocation");
	json_str(j, "uri", uri);
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
	free(uri);
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

static void write_result(json *j, const pp_result *res, const pp_finding *f,
                         const pp_rule **rules, size_t nrules)
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
	/* The finding's own status: a policy threshold sets it per finding. */
	json_str(j, "level", f->status == PP_ST_ERROR || f->status == PP_ST_FAIL ? "error"
	                     : f->status == PP_ST_WARNING ? "warning"
	                     : f->status == PP_ST_INFO ? "note" : level_of(f->rule->severity));
	json_object(j, "message");
	json_str(j, "text", text);
	json_end(j, '}');
	write_location(j, res, f);
	write_document_location(j, f);
	json_object(j, "partialFingerprints");
	json_str(j, "planproof/v1", print);
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
	json_end(j, '}');
}

pp_status report_sarif(const pp_result *res, pp_buf *out, pp_error *err)
{
	json j = { out, 0, { 0 } };
	const pp_rule **rules = NULL;
	size_t nrules = used_rules(res, &rules);
	int code = pp_result_exit_code(res, res->fail_on);
	(void)err;

	json_object(&j, NULL);
	json_str(&j, "$schema", SARIF_SCHEMA);
	json_str(&j, "version", "2.1.0");
	json_array(&j, "runs");
	json_object(&j, NULL);
	json_object(&j, "tool");
	json_object(&j, "driver");
	json_str(&j, "name", "planproof");
	json_str(&j, "version", PP_VERSION);
	json_str(&j, "semanticVersion", PP_VERSION);
	json_array(&j, "rules");
	for (size_t i = 0; i < nrules; i++)
		write_rule(&j, rules[i]);
	json_end(&j, ']');
	json_end(&j, '}');
	json_end(&j, '}');
	json_array(&j, "invocations");
	json_object(&j, NULL);
	json_bool(&j, "executionSuccessful", 1);
	json_uint(&j, "exitCode", (unsigned)code);
	json_str(&j, "exitCodeDescription", code ? "findings at or above --fail-on"
	                                         : "nothing at or above --fail-on");
	json_end(&j, '}');
	json_end(&j, ']');
	json_array(&j, "artifacts");
	write_artifact(&j, res->plan->path, res->plan->bytes, res->plan->sha256,
	               "analysisTarget");
	if (res->waivers)
		write_artifact(&j, res->waivers->path, res->waivers->bytes, res->waivers->sha256,
		               "userSpecifiedConfiguration");
	json_end(&j, ']');
	json_str(&j, "columnKind", "unicodeCodePoints");
	json_array(&j, "results");
	for (size_t i = 0; i < res->nfindings; i++) {
		const pp_finding *f = res->findings[i];
		if (f->status != PP_ST_PASS && f->status != PP_ST_NOTAPPLICABLE)
			write_result(&j, res, f, rules, nrules);
	}
	json_end(&j, ']');
	write_plan_properties(&j, res);
	json_end(&j, '}');
	json_end(&j, ']');
	json_end(&j, '}');
	free(rules);
	return PP_OK;
}
