/* SPDX-License-Identifier: Apache-2.0 */
/* cmd_figures.c - `planproof figures PLAN [--format text|csv|json
 * --output F]... [--policy FILE] [--exact-main]`: the PAR sheet of every
 * game of a plan, its header naming the policy in force.
 *
 * The plan is checked as by `check` (the figures are what the checks
 * compute, and with --exact-main also the figures only the sheet
 * shows) and the sheet written, whatever the findings: the exit code is
 * 0 when it was written, 2 when the plan cannot be loaded or the sheet
 * cannot be written, 64 for a bad command line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"

/* What cli_write_reports hands the writer: the sheet's format of each
 * output, which cli_args' report formats cannot name; the writer's format
 * argument is the output's index into it. */
typedef struct {
	const pp_result *res;
	pp_figures_format formats[CLI_MAX_OUTPUTS];
} figures_job;

static pp_status write_figures(void *obj, pp_format output_index, FILE *fp, pp_error *err)
{
	const figures_job *job = obj;
	return pp_figures_write(job->res, job->formats[output_index], fp, err);
}

/* The sheet's formats: the name --format takes and the extension of an
 * output that names it. */
static const struct {
	const char *name, *ext;
	pp_figures_format format;
} figures_formats[] = { { "text", ".txt", PP_FIGURES_TEXT }, { "csv", ".csv", PP_FIGURES_CSV },
			{ "json", ".json", PP_FIGURES_JSON } };
#define NFIGURES_FORMATS (sizeof(figures_formats) / sizeof(figures_formats[0]))

static int parse_figures_format(const char *name, pp_figures_format *out)
{
	for (size_t i = 0; i < NFIGURES_FORMATS; i++)
		if (strcmp(name, figures_formats[i].name) == 0) {
			*out = figures_formats[i].format;
			return 0;
		}
	return -1;
}

/* An option's value: `--opt=V` or `--opt V`; NULL (after printing why)
 * when it is missing. */
static const char *option_value(int argc, char **argv, int *i, const char *opt)
{
	size_t n = strlen(opt);
	if (argv[*i][n] == '=')
		return argv[*i] + n + 1;
	if (*i + 1 < argc)
		return argv[++*i];
	cli_usage_error(_("%s needs a value"), opt);
	return NULL;
}

/* A run option with a value at argv[*i] (--documents DIR, --jobs=N
 * ...): 1 when it is one, with *rc 0 or the usage error. */
static int run_value(cli_run *run, int argc, char **argv, int *i, int *rc)
{
	const char *arg = argv[*i], *eq = strchr(arg, '=');
	char name[32];
	size_t n = eq ? (size_t)(eq - arg) : strlen(arg);
	if (n >= sizeof(name))
		return 0;
	memcpy(name, arg, n);
	name[n] = '\0';
	if (!cli_run_takes_value(name))
		return 0;
	const char *v = option_value(argc, argv, i, name);
	*rc = v ? cli_run_option(run, name, v) : EXIT_USAGE;
	return 1;
}

/* The sheet's format an output's extension names (.txt, .csv, .json):
 * 1 and *out, else 0. */
static int format_of_extension(const char *path, pp_figures_format *out)
{
	const char *dot = strrchr(path, '.');
	if (!dot || strchr(dot, '/'))
		return 0;
	for (size_t i = 0; i < NFIGURES_FORMATS; i++)
		if (strcmp(dot, figures_formats[i].ext) == 0) {
			*out = figures_formats[i].format;
			return 1;
		}
	return 0;
}

static const char *figures_format_name(pp_figures_format f)
{
	for (size_t i = 0; i < NFIGURES_FORMATS; i++)
		if (figures_formats[i].format == f)
			return figures_formats[i].name;
	return "text";
}

int cmd_figures(int argc, char **argv)
{
	const char *plan_path = NULL, *policy_path = NULL;
	const char *outputs[CLI_MAX_OUTPUTS] = { "-" };
	pp_figures_format formats[CLI_MAX_OUTPUTS] = { PP_FIGURES_TEXT };
	int nformats = 0, noutputs = 0, dashes = 0, rc = EXIT_COMPLIANT;
	cli_run run;
	pp_check_options opts;
	pp_plan *plan = NULL;
	pp_policy *policy = NULL;
	pp_result *res = NULL;
	pp_error err;
	memset(&run, 0, sizeof(run));
	if (cli_wants_help(argc, argv))
		return cli_help("figures");
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		if (!dashes && strcmp(arg, "--") == 0) {
			dashes = 1;
		} else if (!dashes && (strcmp(arg, "--format") == 0 ||
		                       strncmp(arg, "--format=", 9) == 0)) {
			const char *v = option_value(argc, argv, &i, "--format");
			if (v && nformats == CLI_MAX_OUTPUTS) {
				rc = cli_usage_error(_("at most %d reports at once"), CLI_MAX_OUTPUTS);
				goto done;
			}
			if (!v || parse_figures_format(v, &formats[nformats])) {
				rc = v ? cli_usage_error(_("unknown figures format `%s` (text, csv or json)"),
				                         v) : EXIT_USAGE;
				goto done;
			}
			nformats++;
		} else if (!dashes && (strcmp(arg, "--output") == 0 || strcmp(arg, "-o") == 0 ||
		                       strncmp(arg, "--output=", 9) == 0)) {
			const char *v = option_value(argc, argv, &i, arg[1] == 'o' ? "-o" : "--output");
			if (!v) {
				rc = EXIT_USAGE;
				goto done;
			}
			if (noutputs == CLI_MAX_OUTPUTS) {
				rc = cli_usage_error(_("at most %d reports at once"), CLI_MAX_OUTPUTS);
				goto done;
			}
			outputs[noutputs++] = v;
		} else if (!dashes && (strcmp(arg, "--policy") == 0 ||
		                       strncmp(arg, "--policy=", 9) == 0)) {
			const char *v = option_value(argc, argv, &i, "--policy");
			if (!v || policy_path) {
				rc = v ? cli_usage_error(_("--policy may be given once")) : EXIT_USAGE;
				goto done;
			}
			policy_path = v;
		} else if (!dashes && cli_run_flag(&run, arg)) {
			continue;
		} else if (!dashes && run_value(&run, argc, argv, &i, &rc)) {
			if (rc)
				goto done;
		} else if (!dashes && arg[0] == '-' && arg[1]) {
			rc = cli_usage_error(_("figures: unknown option `%s`"), arg);
			goto done;
		} else if (plan_path) {
			rc = cli_usage_error(_("figures takes one plan"));
			goto done;
		} else {
			plan_path = arg;
		}
	}
	if (!plan_path) {
		rc = cli_usage_error(_("figures needs a plan"));
		goto done;
	}
	/* One sheet to standard output, or one --format for each --output, in
	 * pairs: several outputs were silently one (the last) before. */
	if ((nformats > 1 || noutputs > 1) && nformats != noutputs) {
		rc = cli_usage_error(_("figures: give one --format for each --output (%d formats, "
		                       "%d outputs)"), nformats, noutputs);
		goto done;
	}
	int nreports = nformats > noutputs ? nformats : noutputs;
	if (nreports == 0)
		nreports = 1;
	/* An output's extension names its format when --format is absent, and
	 * a --format the extension contradicts is refused, as in `check`. */
	for (int i = 0; i < noutputs; i++) {
		pp_figures_format by_ext;
		if (!format_of_extension(outputs[i], &by_ext))
			continue;
		if (nformats == 0) {
			formats[i] = by_ext;
		} else if (formats[i] != by_ext) {
			rc = cli_usage_error(_("figures: `%s` names another format than --format %s"),
			                     outputs[i], figures_format_name(formats[i]));
			goto done;
		}
	}

	cli_args a;
	memset(&a, 0, sizeof(a));
	const char *inputs[1] = { plan_path };
	a.inputs = inputs;
	a.ninputs = 1;
	a.nformats = a.noutputs = nreports;
	for (int i = 0; i < nreports; i++) {
		a.formats[i] = (pp_format)i; /* write_figures' index into the job's formats */
		a.outputs[i] = outputs[i];
	}
	a.policy = policy_path;
	if (cli_check_outputs(&a) || cli_run_options(&run, &opts)) {
		rc = EXIT_USAGE;
		goto done;
	}
	if (cli_load_plan_all(&plan, plan_path, &rc, NULL, NULL))
		goto done;
	if (policy_path && pp_policy_load_file(&policy, policy_path, &err)) {
		rc = cli_fail(&err);
		goto done;
	}
	opts.policy = policy;
	/* 2: the exact analyses and the figures only the PAR sheet shows
	 * (Black Jack's main game without splits, with its variance), which
	 * `check --exact-main` leaves out to stay as fast. */
	if (opts.exact_main)
		opts.exact_main = 2;
	if (pp_check(&res, plan, &opts, &err)) {
		rc = cli_fail(&err);
		goto done;
	}
	if ((rc = cli_check_outputs_documents(&a, res)))
		goto done;
	figures_job job;
	job.res = res;
	memcpy(job.formats, formats, sizeof(formats));
	if (cli_write_reports(write_figures, &job, &a, &err))
		rc = cli_fail(&err);
done:
	pp_result_free(res);
	pp_plan_free(plan);
	pp_policy_free(policy);
	cli_run_free(&run);
	return rc;
}
