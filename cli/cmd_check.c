/* SPDX-License-Identifier: Apache-2.0 */
/* cmd_check.c - `planproof check PLAN... [--format F --output FILE]...
 * [--waivers FILE] [--policy FILE] [--fail-on LEVEL|KINDS]
 * [--show KINDS|all] [--quiet] [--color[=WHEN]] [--exact-main]`.
 *
 * A PLAN is a file, `-` (standard input) or a directory (its *.yaml and
 * *.yml files and its subfolders', sorted by path; --no-recurse: its own
 * only).  One plan named as a file is reported alone, as it
 * always was; several, or a directory, make a set: each plan is loaded and
 * checked on its own (one that cannot be loaded does not stop the others),
 * and each format gets one combined report (pp_report_write_set).  The
 * exit code is the worst of the plans': 70 over 2 over 1 over 0. */
#define _XOPEN_SOURCE 700 /* open_memstream */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "i18n.h"
#include "util.h"

/* One plan of the run. */
typedef struct {
	pp_plan *plan;
	pp_result *res;
	pp_error *errs;          /* PP_MAX_ERRORS of them; nerrs used */
	size_t nerrs;
} checked_plan;

/* The run: its plans, and whether they are reported as a set. */
typedef struct {
	const cli_args *a;
	checked_plan *plans;
	pp_plan_outcome *outcomes;
	size_t n;
	int set;
} check_run;

/* The rank of an exit code: the worst code wins. */
static int rank(int rc)
{
	return rc == EXIT_INTERNAL ? 4 : rc == EXIT_USAGE ? 3 : rc == EXIT_INPUT ? 2 : rc;
}

static int worse(int a, int b)
{
	return rank(b) > rank(a) ? b : a;
}

/* Render one report of the run to fp.  The text report passes through the
 * terminal layer (colour, --quiet). */
static pp_status write_run(void *obj, pp_format format, FILE *fp, pp_error *err)
{
	check_run *r = obj;
	if (format != PP_FORMAT_TEXT) {
		if (r->set)
			return pp_report_write_set_with(r->outcomes, r->n, format, &r->a->report, fp,
			                                err);
		return pp_report_write_with(r->plans[0].res, format, &r->a->report, fp, err);
	}
	char *text = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&text, &len);
	if (!mem)
		pp_oom();
	pp_status st = r->set ? pp_report_write_set(r->outcomes, r->n, format, mem, err)
	                      : pp_report_write(r->plans[0].res, format, mem, err);
	fclose(mem);
	if (!st)
		st = cli_put_text(text, len, fp, r->a->quiet && fp == stdout, 0, err);
	free(text);
	return st;
}

/* An input could not be loaded (exit 2): write the CI formats the command
 * line asks for (JUnit, SARIF), each holding the input's errors at their
 * locations, so the test view and code scanning show why there is no
 * verdict; text, XML and HTML have no report to hold.  Returns rc. */
static int write_unevaluated(const cli_args *a, const char *name, const pp_error *errs,
                             size_t nerrs, int rc)
{
	cli_args ci = *a;
	pp_error err;
	pp_plan_outcome o = { name, NULL, errs, nerrs };
	check_run run = { &ci, NULL, &o, 1, 1 };
	if (rc != EXIT_INPUT || nerrs == 0)
		return rc;
	ci.nformats = ci.noutputs = 0;
	for (int i = 0; i < a->nformats; i++)
		if (a->formats[i] == PP_FORMAT_JUNIT || a->formats[i] == PP_FORMAT_SARIF) {
			ci.formats[ci.nformats++] = a->formats[i];
			ci.outputs[ci.noutputs++] = a->outputs[i];
		}
	if (ci.nformats && cli_write_reports(write_run, &run, &ci, &err))
		cli_fail(&err);
	return rc;
}

/* Expand the command line's inputs into plan paths (directories listed),
 * owned by *list.  Returns 0 or an exit code after printing why. */
static int expand_inputs(const cli_args *a, char ***list, size_t *n, int *set)
{
	size_t cap = 0;
	int stdin_seen = 0;
	struct stat sb;
	*set = a->ninputs > 1;
	for (int i = 0; i < a->ninputs; i++) {
		const char *in = a->inputs[i];
		if (strcmp(in, "-") == 0 && stdin_seen++)
			return cli_usage_error(_("`-` (standard input) may be named once"));
		if (strcmp(in, "-") != 0 && stat(in, &sb) == 0 && S_ISDIR(sb.st_mode)) {
			pp_error err;
			size_t before = *n;
			*set = 1;
			if (cli_list_plans(in, !a->no_recurse, list, n, &cap, &err))
				return cli_fail(&err);
			if (*n == before) {
				pp_error_set(&err, PP_EIO, in, 0, 0,
				             _("the directory has no plan (*.yaml or *.yml) in it"));
				return cli_fail(&err);
			}
			continue;
		}
		if (*n == cap) {
			cap = cap ? cap * 2 : 16;
			*list = pp_xrealloc(*list, cap * sizeof(**list));
		}
		(*list)[(*n)++] = pp_xstrdup(in);
	}
	return 0;
}

/* Load and check one plan into p; returns its exit code. */
static int check_one(checked_plan *p, const char *path, const cli_args *a,
                     const pp_check_options *opts, pp_waivers *waivers)
{
	pp_error err;
	int rc = EXIT_COMPLIANT;
	p->errs = pp_xcalloc(PP_MAX_ERRORS, sizeof(*p->errs));
	if (cli_load_plan_all(&p->plan, path, &rc, p->errs, &p->nerrs))
		return rc;
	if (pp_check(&p->res, p->plan, opts, &err) ||
	    (waivers && pp_result_apply_waivers(p->res, waivers, NULL, &err))) {
		pp_result_free(p->res);
		p->res = NULL;
		p->errs[0] = err;
		p->nerrs = 1;
		return cli_fail(&err);
	}
	/* --fail-on, when given, overrides the policy's fail_on. */
	pp_result_set_fail_on(p->res, a->fail_on);
	if (a->fail_on_given)
		pp_result_set_fail_kinds(p->res, a->fail_kinds);
	pp_result_set_show(p->res, a->show);
	cli_note_missing_documents(p->res, strcmp(path, "-") == 0 ? "<stdin>" : path);
	return pp_result_run_exit_code(p->res);
}

int cmd_check(int argc, char **argv)
{
	cli_args a;
	pp_error err;
	pp_waivers *waivers = NULL;
	pp_policy *policy = NULL;
	char **paths = NULL;
	size_t npaths = 0;
	check_run run = { &a, NULL, NULL, 0, 0 };
	pp_check_options opts;
	int rc = cli_parse_args(&a, argc, argv, 0), worst = EXIT_COMPLIANT;

	if (rc == CLI_HELP_SHOWN) {
		rc = EXIT_COMPLIANT;
		goto cleanup;
	}
	if (rc || (rc = expand_inputs(&a, &paths, &npaths, &run.set)))
		goto cleanup;
	a.inputs = pp_xrealloc(a.inputs, (npaths + 1) * sizeof(*a.inputs));
	for (size_t i = 0; i < npaths; i++)
		a.inputs[i] = paths[i];
	a.ninputs = (int)npaths;
	if ((rc = cli_check_outputs(&a)) || (rc = cli_check_formats(&a)) ||
	    (rc = cli_run_options(&a.run, &opts)))
		goto cleanup;
	if (run.set && a.waivers) {
		rc = cli_usage_error(_("--waivers applies to one plan; check each plan that has "
		                     "waivers in a run of its own"));
		goto cleanup;
	}
	for (int i = 0; i < a.nformats; i++)
		if (run.set && (a.formats[i] == PP_FORMAT_HTML || a.formats[i] == PP_FORMAT_JSON)) {
			rc = cli_usage_error(_("%s report holds one plan; write one per plan"),
			                     a.formats[i] == PP_FORMAT_HTML ? _("an HTML") : _("a JSON"));
			goto cleanup;
		}
	if ((a.policy && pp_policy_load_file(&policy, a.policy, &err)) ||
	    (a.waivers && pp_waivers_load_file(&waivers, a.waivers, &err))) {
		rc = write_unevaluated(&a, err.file[0] ? err.file : a.policy, &err, 1,
		                       cli_fail(&err));
		goto cleanup;
	}
	opts.policy = policy;
	run.n = npaths;
	run.plans = pp_xcalloc(npaths, sizeof(*run.plans));
	run.outcomes = pp_xcalloc(npaths, sizeof(*run.outcomes));
	for (size_t i = 0; i < npaths; i++) {
		checked_plan *p = &run.plans[i];
		worst = worse(worst, check_one(p, paths[i], &a, &opts, waivers));
		run.outcomes[i] = (pp_plan_outcome){ strcmp(paths[i], "-") == 0 ? "<stdin>" : paths[i],
		                                      p->res, p->errs, p->nerrs };
	}
	/* One plan that could not be evaluated: only the CI formats hold it. */
	if (!run.set && !run.plans[0].res) {
		rc = write_unevaluated(&a, run.outcomes[0].name, run.plans[0].errs,
		                       run.plans[0].nerrs, worst);
		goto cleanup;
	}
	for (size_t i = 0; i < run.n; i++)
		if (run.plans[i].res && (rc = cli_check_outputs_documents(&a, run.plans[i].res)))
			goto cleanup;
	if (cli_write_reports(write_run, &run, &a, &err)) {
		rc = cli_fail(&err);
		goto cleanup;
	}
	rc = worst;
cleanup:
	for (size_t i = 0; i < run.n; i++) {
		pp_result_free(run.plans[i].res);
		pp_plan_free(run.plans[i].plan);
		free(run.plans[i].errs);
	}
	free(run.plans);
	free(run.outcomes);
	for (size_t i = 0; i < npaths; i++)
		free(paths[i]);
	free(paths);
	pp_waivers_free(waivers);
	pp_policy_free(policy);
	cli_args_free(&a);
	return rc;
}
