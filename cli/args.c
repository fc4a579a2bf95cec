/* SPDX-License-Identifier: Apache-2.0 */
/* args.c - the options `check` and `diff` share: inputs, repeated
 * --format/--output pairs, --fail-on (a level or kinds), --quiet, --color,
 * the run options (run_options.c: --documents ...), --rules-uri, and
 * --waivers, --policy, --show, --no-recurse and --exact-main (check only).
 * An --output without --format gets the format its extension names
 * (cli_output_formats); a --format its extension contradicts is refused.  GNU conventions: an option's value follows it
 * (`--format xml`) or is joined with `=` (`--format=xml`); `--` ends the
 * options; `-` is an input (standard input); --help and -h print the
 * command's help. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"
#include "util.h"

#define CHECK_FORMATS "text, xml, json, html, junit, sarif"
#define DIFF_FORMATS "text, xml, markdown, html, json, sarif"

/* Whether s starts with a URI scheme and its colon (RFC 3986: a letter,
 * then letters, digits, + - .). */
static int uri_scheme(const char *s)
{
	size_t n = 0;
	if (!((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z')))
		return 0;
	while (s[n] && strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-.",
	                      s[n]))
		n++;
	return n > 1 && s[n] == ':';
}

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

/* A comma-separated list of kind names ("defect,open"; the plural
 * "defects", "readings" too, and "all") into *out, a set of PP_KIND_BIT
 * ("all" adds PP_SHOW_INSTANCES when show).  -1 for a word that is no
 * kind. */
static int parse_kinds(const char *s, unsigned *out, int show)
{
	unsigned set = 0;
	while (*s) {
		size_t n = strcspn(s, ",");
		int found = n == 3 && strncmp(s, "all", 3) == 0;
		if (found)
			set |= ((1u << PP_KIND_COUNT) - 1) | (show ? PP_SHOW_INSTANCES : 0);
		for (int k = 0; k < PP_KIND_COUNT && !found; k++) {
			const char *name = pp_kind_name((pp_kind)k);
			size_t len = strlen(name);
			if ((n == len || (n == len + 1 && s[len] == 's')) && strncmp(s, name, len) == 0) {
				set |= PP_KIND_BIT(k);
				found = 1;
			}
		}
		if (!found)
			return -1;
		s += n + (s[n] == ',');
	}
	*out = set;
	return set ? 0 : -1;
}

/* Take the value of option name into a; returns 0 or a usage exit code. */
static int take_option(cli_args *a, const char *name, const char *val)
{
	if (strcmp(name, "--fail-on") == 0) {
		a->fail_kinds = 0;
		a->fail_on_given = 1;
		if (parse_fail_on(val, &a->fail_on) && parse_kinds(val, &a->fail_kinds, 0))
			return cli_usage_error(_("--fail-on takes error, warning, info or never, or "
			                       "kinds (defect, open, reading, notice, coverage, all; "
			                       "comma-separated), not `%s`"), val);
	} else if (strcmp(name, "--show") == 0) {
		if (parse_kinds(val, &a->show, 1))
			return cli_usage_error(_("--show takes kinds (defects, open, readings, "
			                       "notices, coverage; comma-separated) or all, not `%s`"),
			                       val);
	} else if (strcmp(name, "--format") == 0) {
		if (a->nformats == CLI_MAX_OUTPUTS)
			return cli_usage_error(_("at most %d formats"), CLI_MAX_OUTPUTS);
		if (cli_parse_format(val, &a->formats[a->nformats]))
			return cli_usage_error(_("unknown format `%s` (%s)"), val, a->diff
			                       ? DIFF_FORMATS : CHECK_FORMATS);
		pp_format f = a->formats[a->nformats++];
		if (a->diff && f == PP_FORMAT_JUNIT)
			return cli_usage_error(_("diff writes %s, not `%s`"), DIFF_FORMATS, val);
		if (!a->diff && f == PP_FORMAT_MARKDOWN)
			return cli_usage_error(_("check writes %s; markdown is a format of diff"),
			                       CHECK_FORMATS);
	} else if (strcmp(name, "--rules-uri") == 0) {
		if (val[0] && (!uri_scheme(val) || val[strlen(val) - 1] != '/'))
			return cli_usage_error(_("--rules-uri takes the absolute URI of the rule pages' "
			                         "folder, ending in / (https://example.org/docs/rules/, "
			                         "file:///srv/docs/rules/), or nothing, not `%s`"), val);
		a->report.rules_uri = val;
	} else if (strcmp(name, "--output") == 0) {
		if (a->noutputs == CLI_MAX_OUTPUTS)
			return cli_usage_error(_("at most %d outputs"), CLI_MAX_OUTPUTS);
		a->outputs[a->noutputs++] = val;
	} else if (strcmp(name, "--color") == 0) {
		if (cli_parse_color(val))
			return cli_usage_error(_("--color takes auto, never or always, not `%s`"), val);
	} else if (cli_run_takes_value(name)) {
		return cli_run_option(&a->run, name, val);
	} else if (strcmp(name, "--policy") == 0) {
		if (a->policy)
			return cli_usage_error(_("--policy may be given once"));
		a->policy = val;
	} else {
		if (a->waivers)
			return cli_usage_error(_("--waivers may be given once"));
		a->waivers = val;
	}
	return 0;
}

/* Whether name is an option of the command that takes a value. */
static int takes_value(const char *name, int diff)
{
	return strcmp(name, "--format") == 0 || strcmp(name, "--output") == 0 ||
	       strcmp(name, "--fail-on") == 0 || strcmp(name, "--color") == 0 ||
	       strcmp(name, "--rules-uri") == 0 ||
	       cli_run_takes_value(name) ||
	       (!diff && (strcmp(name, "--waivers") == 0 || strcmp(name, "--policy") == 0 ||
	                  strcmp(name, "--show") == 0));
}

int cli_wants_help(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--") == 0)
			return 0;
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
			return 1;
	}
	return 0;
}

void cli_args_free(cli_args *a)
{
	free(a->inputs);
	a->inputs = NULL;
	a->ninputs = 0;
	cli_run_free(&a->run);
}

/* One option argument argv[*i]; returns 0 or a usage exit code. */
static int take_argument(cli_args *a, int argc, char **argv, int *i)
{
	const char *arg = argv[*i], *eq = strchr(arg, '=');
	char name[32];
	if (strcmp(arg, "--quiet") == 0 || strcmp(arg, "-q") == 0) {
		a->quiet = 1;
		return 0;
	}
	if (!a->diff && strcmp(arg, "--no-recurse") == 0) {
		a->no_recurse = 1;
		return 0;
	}
	if ((!a->diff || strcmp(arg, "--exact-main") != 0) && cli_run_flag(&a->run, arg))
		return 0;
	if (strcmp(arg, "--color") == 0) /* as in GNU ls: a bare --color is always */
		return take_option(a, arg, "always");
	if (strncmp(arg, "--", 2) == 0 && eq && (size_t)(eq - arg) < sizeof(name)) {
		snprintf(name, sizeof(name), "%.*s", (int)(eq - arg), arg);
		if (takes_value(name, a->diff))
			return take_option(a, name, eq + 1);
	}
	if (takes_value(arg, a->diff) && strcmp(arg, "--color") != 0) {
		if (*i + 1 >= argc)
			return cli_usage_error(_("%s needs a value"), arg);
		return take_option(a, arg, argv[++*i]);
	}
	return cli_usage_error(_("unknown option `%s`"), arg);
}

/* Pair each --output with its format: without any --format, the one its
 * extension names (text for `-` and other names; cli_check_formats refuses
 * a pair the extension contradicts).  Returns 0 or a usage exit code. */
static int pair_outputs(cli_args *a)
{
	pp_format ext[2];
	if (a->nformats == 0) {
		for (int i = 0; i < a->noutputs; i++)
			a->formats[i] = cli_output_formats(a->outputs[i], ext) ? ext[0] : PP_FORMAT_TEXT;
		a->nformats = a->noutputs ? a->noutputs : 1; /* none: the text report */
	}
	if (a->noutputs == 0 && a->nformats == 1)
		a->outputs[a->noutputs++] = "-";
	if (a->noutputs != a->nformats)
		return cli_usage_error(_("each --format needs its own --output (%d formats, "
		                       "%d outputs)"), a->nformats, a->noutputs);
	return 0;
}

int cli_check_formats(const cli_args *a)
{
	pp_format ext[2];
	for (int i = 0; i < a->noutputs; i++) {
		int n = cli_output_formats(a->outputs[i], ext);
		pp_format f = a->formats[i];
		if (n && f != ext[0] && (n < 2 || f != ext[1]))
			return cli_usage_error(_("--output %s: its extension says %s, but its --format "
			                         "is %s; give the format the extension says, or a name "
			                         "that fits the format"), a->outputs[i],
			                       cli_format_name(ext[0]), cli_format_name(f));
		if (!a->diff && f == PP_FORMAT_MARKDOWN) /* only from an extension */
			return cli_usage_error(_("--output %s names a Markdown file, and check writes "
			                         "%s (markdown is a format of diff): give --format"),
			                       a->outputs[i], CHECK_FORMATS);
	}
	return 0;
}

int cli_parse_args(cli_args *a, int argc, char **argv, int diff)
{
	const char *cmd = diff ? "diff" : "check";
	int options = 1, rc;
	memset(a, 0, sizeof(*a));
	a->fail_on = PP_FAIL_ON_ERROR;
	a->diff = diff;
	if (cli_wants_help(argc, argv)) {
		cli_help(cmd);
		return CLI_HELP_SHOWN;
	}
	a->inputs = pp_xcalloc((size_t)argc + 1, sizeof(*a->inputs));
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		if (options && strcmp(arg, "--") == 0) {
			options = 0;
		} else if (options && arg[0] == '-' && arg[1] != '\0') {
			if ((rc = take_argument(a, argc, argv, &i)))
				return rc;
		} else if (!diff || a->ninputs < 2) {
			a->inputs[a->ninputs++] = arg;
		} else {
			return cli_usage_error(_("diff takes two plans; `%s` is one too many"), arg);
		}
	}
	if (a->ninputs == 0 || (diff && a->ninputs < 2))
		return cli_usage_error(diff ? _("%s needs two plans, OLD and NEW")
		                            : _("%s needs a plan file (or several, or a directory)"), cmd);
	return pair_outputs(a);
}

int cli_take_lang(int *argc, char **argv)
{
	const char *lang = NULL;
	int out = 1, options = 1, bad = 0;
	for (int i = 1; i < *argc; i++) {
		const char *arg = argv[i];
		if (options && strcmp(arg, "--") == 0)
			options = 0;
		if (options && strcmp(arg, "--lang") == 0) {
			if (i + 1 >= *argc) {
				bad = 1;
				break;
			}
			lang = argv[++i];
		} else if (options && strncmp(arg, "--lang=", 7) == 0) {
			lang = arg + 7;
		} else {
			argv[out++] = argv[i];
		}
	}
	if (bad) {
		pp_i18n_init(NULL);
		return cli_usage_error(_("%s needs a value"), "--lang");
	}
	if (pp_i18n_init(lang)) {
		pp_i18n_init(NULL);
		return cli_usage_error(_("--lang takes en, cs or sk, not `%s`: planproof has no "
		                         "messages in that language"), lang);
	}
	argv[out] = NULL;
	*argc = out;
	return 0;
}
