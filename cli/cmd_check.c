/* cmd_check.c - `planproof check PLAN [--format F --output FILE]...
 * [--fail-on error|warning|info|never]`. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

#define MAX_OUTPUTS 8

typedef struct {
	const char *plan;
	pp_format formats[MAX_OUTPUTS];
	const char *outputs[MAX_OUTPUTS];
	int nformats, noutputs;
	pp_fail_on fail_on;
} check_args;

static int parse_fail_on(const char *s, pp_fail_on *out)
{
	static const char *const names[] = { "info", "warning", "error", "never" };
	for (int i = 0; i < 4; i++)
		if (strcmp(s, names[i]) == 0) {
			*out = (pp_fail_on)i;
			return 0;
		}
	return -1;
}

/* Returns 0, or an exit code for a usage error. */
static int parse_args(check_args *a, int argc, char **argv)
{
	memset(a, 0, sizeof(*a));
	a->fail_on = PP_FAIL_ON_ERROR;
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		const char *val = i + 1 < argc ? argv[i + 1] : NULL;
		if (strcmp(arg, "--format") == 0 || strcmp(arg, "--output") == 0 ||
		    strcmp(arg, "--fail-on") == 0) {
			if (!val)
				return cli_usage_error("%s needs a value", arg);
			i++;
			if (strcmp(arg, "--fail-on") == 0) {
				if (parse_fail_on(val, &a->fail_on))
					return cli_usage_error("--fail-on takes error, warning, info or "
					                       "never, not `%s`", val);
			} else if (strcmp(arg, "--format") == 0) {
				if (a->nformats == MAX_OUTPUTS)
					return cli_usage_error("at most %d formats", MAX_OUTPUTS);
				if (cli_parse_format(val, &a->formats[a->nformats++]))
					return cli_usage_error("unknown format `%s` (text, xml, html)", val);
			} else {
				if (a->noutputs == MAX_OUTPUTS)
					return cli_usage_error("at most %d outputs", MAX_OUTPUTS);
				a->outputs[a->noutputs++] = val;
			}
		} else if (arg[0] == '-' && arg[1] != '\0') {
			return cli_usage_error("unknown option `%s`", arg);
		} else if (!a->plan) {
			a->plan = arg;
		} else {
			return cli_usage_error("check takes one plan; `%s` is a second", arg);
		}
	}
	if (!a->plan)
		return cli_usage_error("check needs a plan file");
	if (a->nformats == 0)
		a->formats[a->nformats++] = PP_FORMAT_TEXT;
	if (a->noutputs == 0 && a->nformats == 1)
		a->outputs[a->noutputs++] = "-";
	if (a->noutputs != a->nformats)
		return cli_usage_error("each --format needs its own --output (%d formats, "
		                       "%d outputs)", a->nformats, a->noutputs);
	return 0;
}

int cmd_check(int argc, char **argv)
{
	check_args a;
	pp_error err;
	pp_plan *plan = NULL;
	pp_result *res = NULL;
	int rc = parse_args(&a, argc, argv);

	if (rc)
		return rc;
	if (pp_plan_load_file(&plan, a.plan, &err) || pp_check(&res, plan, &err)) {
		rc = cli_fail(&err);
		goto cleanup;
	}
	for (int i = 0; i < a.nformats; i++)
		if (cli_write_report(res, a.formats[i], a.outputs[i], &err)) {
			rc = cli_fail(&err);
			goto cleanup;
		}
	rc = pp_result_exit_code(res, a.fail_on);
cleanup:
	pp_result_free(res);
	pp_plan_free(plan);
	return rc;
}
