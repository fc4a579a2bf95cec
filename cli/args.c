/* args.c - the options `check` and `diff` share: inputs, repeated
 * --format/--output pairs, --fail-on, and --waivers and --policy (check
 * only). */
#include <string.h>

#include "cli.h"

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

/* Take the value of option arg into a; returns 0 or a usage exit code. */
static int take_option(cli_args *a, const char *arg, const char *val)
{
	if (strcmp(arg, "--fail-on") == 0) {
		if (parse_fail_on(val, &a->fail_on))
			return cli_usage_error("--fail-on takes error, warning, info or never, "
			                       "not `%s`", val);
	} else if (strcmp(arg, "--format") == 0) {
		if (a->nformats == CLI_MAX_OUTPUTS)
			return cli_usage_error("at most %d formats", CLI_MAX_OUTPUTS);
		if (cli_parse_format(val, &a->formats[a->nformats]))
			return cli_usage_error("unknown format `%s` (%s)", val, a->diff
			                       ? "text, xml" : "text, xml, html, junit, sarif");
		pp_format f = a->formats[a->nformats++];
		if (a->diff && f != PP_FORMAT_TEXT && f != PP_FORMAT_XML)
			return cli_usage_error("diff writes text or xml, not `%s`", val);
	} else if (strcmp(arg, "--output") == 0) {
		if (a->noutputs == CLI_MAX_OUTPUTS)
			return cli_usage_error("at most %d outputs", CLI_MAX_OUTPUTS);
		a->outputs[a->noutputs++] = val;
	} else if (strcmp(arg, "--policy") == 0) {
		if (a->policy)
			return cli_usage_error("--policy may be given once");
		a->policy = val;
	} else {
		if (a->waivers)
			return cli_usage_error("--waivers may be given once");
		a->waivers = val;
	}
	return 0;
}

int cli_parse_args(cli_args *a, int argc, char **argv, int diff)
{
	const char *cmd = diff ? "diff" : "check";
	int ninputs = diff ? 2 : 1;
	memset(a, 0, sizeof(*a));
	a->fail_on = PP_FAIL_ON_ERROR;
	a->diff = diff;
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		int known = strcmp(arg, "--format") == 0 || strcmp(arg, "--output") == 0 ||
		            strcmp(arg, "--fail-on") == 0 ||
		            (!diff && (strcmp(arg, "--waivers") == 0 ||
		                       strcmp(arg, "--policy") == 0));
		if (!diff && strcmp(arg, "--exact-main") == 0) {
			a->exact_main = 1;
		} else if (known) {
			if (i + 1 >= argc)
				return cli_usage_error("%s needs a value", arg);
			int rc = take_option(a, arg, argv[++i]);
			if (rc)
				return rc;
		} else if (arg[0] == '-' && arg[1] != '\0') {
			return cli_usage_error("unknown option `%s`", arg);
		} else if (a->ninputs < ninputs) {
			a->inputs[a->ninputs++] = arg;
		} else {
			return cli_usage_error("%s takes %s; `%s` is one too many", cmd,
			                       ninputs == 1 ? "one plan" : "two plans", arg);
		}
	}
	if (a->ninputs < ninputs)
		return cli_usage_error(ninputs == 1 ? "%s needs a plan file"
		                                    : "%s needs two plans, OLD and NEW", cmd);
	if (a->nformats == 0)
		a->formats[a->nformats++] = PP_FORMAT_TEXT;
	if (a->noutputs == 0 && a->nformats == 1)
		a->outputs[a->noutputs++] = "-";
	if (a->noutputs != a->nformats)
		return cli_usage_error("each --format needs its own --output (%d formats, "
		                       "%d outputs)", a->nformats, a->noutputs);
	return 0;
}
