/* SPDX-License-Identifier: Apache-2.0 */
/* main.c - planproof's entry point: dispatch to a subcommand. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"
#include "util.h"

int cli_usage_error(const char *fmt, ...)
{
	va_list ap;
	fputs("planproof: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputs(_("\n(run `planproof --help` for usage)\n"), stderr);
	return EXIT_USAGE;
}

int cli_fail(const pp_error *err)
{
	/* GNU style: planproof: file:line:col: error: message */
	int color = cli_color_on(stderr);
	fputs("planproof: ", stderr);
	if (err->file[0]) {
		if (color)
			fputs("\033[1m", stderr);
		pp_fput_visible(stderr, err->file);
		if (err->line)
			fprintf(stderr, ":%u", err->line);
		if (err->line && err->col)
			fprintf(stderr, ":%u", err->col);
		fputs(color ? ":\033[0m " : ": ", stderr);
	}
	fputs(color ? "\033[1;31merror:\033[0m " : "error: ", stderr);
	pp_fput_visible(stderr, err->msg);
	fputc('\n', stderr);
	switch (err->code) {
	case PP_EUSAGE: return EXIT_USAGE;
	case PP_EINTERNAL: return EXIT_INTERNAL;
	default: return EXIT_INPUT;
	}
}

int cli_load_plan_all(pp_plan **out, const char *path, int *rc, pp_error *copy,
                      size_t *ncopy)
{
	pp_error *errs = pp_xcalloc(PP_MAX_ERRORS, sizeof(*errs));
	size_t n = 0;
	pp_status st;
	if (strcmp(path, "-") == 0) { /* standard input: its first error */
		st = cli_load_plan(out, path, &errs[0]);
		n = st != PP_OK;
	} else {
		st = pp_plan_load_file_all(out, path, errs, PP_MAX_ERRORS, &n);
	}
	for (size_t i = 0; i < n; i++)
		*rc = cli_fail(&errs[i]);
	if (st && n == PP_MAX_ERRORS)
		fprintf(stderr, _("planproof: stopped after %d errors\n"), PP_MAX_ERRORS);
	if (copy) {
		memcpy(copy, errs, n * sizeof(*errs));
		*ncopy = n;
	}
	free(errs);
	return st != PP_OK;
}

/* Dispatch argv to its command. */
static int run(int argc, char **argv)
{
	long long epoch;
	int lang_rc = cli_take_lang(&argc, argv);
	if (lang_rc)
		return lang_rc;
	if (pp_source_date_epoch(&epoch) < 0)
		return cli_usage_error(_("SOURCE_DATE_EPOCH is set but is not a time: it must be "
		                       "whole seconds since 1970-01-01 UTC, digits only"));
	if (argc < 2)
		return cli_usage_error(_("no command given"));
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
		return cli_help(NULL);
	if (strcmp(argv[1], "help") == 0)
		return argc > 3 ? cli_usage_error(_("help takes one command"))
		                : cli_help(argc == 3 ? argv[2] : NULL);
	if (strcmp(argv[1], "--version") == 0) {
		printf("planproof %s\n", PP_VERSION);
		return EXIT_COMPLIANT;
	}
	if (strcmp(argv[1], "check") == 0)
		return cmd_check(argc - 1, argv + 1);
	if (strcmp(argv[1], "diff") == 0)
		return cmd_diff(argc - 1, argv + 1);
	if (strcmp(argv[1], "explain") == 0)
		return cmd_explain(argc - 1, argv + 1);
	if (strcmp(argv[1], "generate") == 0)
		return cmd_generate(argc - 1, argv + 1);
	if (strcmp(argv[1], "migrate") == 0)
		return cmd_migrate(argc - 1, argv + 1);
	if (strcmp(argv[1], "figures") == 0)
		return cmd_figures(argc - 1, argv + 1);
	return cli_usage_error(_("unknown command `%s`"), argv[1]);
}

/* Run the command, then make sure what it printed reached stdout: a full
 * disk or a closed pipe is an error (exit 2, as any report that cannot be
 * written), never a silent success. */
int main(int argc, char **argv)
{
	int rc = run(argc, argv);
	errno = 0;
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "planproof: <stdout>: error: cannot write: %s\n",
		        strerror(errno ? errno : EIO));
		if (rc == EXIT_COMPLIANT || rc == EXIT_FINDINGS)
			rc = EXIT_INPUT;
	}
	return rc;
}
