/* SPDX-License-Identifier: Apache-2.0 */
/* cmd_diff.c - `planproof diff OLD NEW [--format
 * text|xml|markdown|html|json|sarif --output FILE]... [--fail-on
 * LEVEL|KINDS] [--rules-uri BASE]`; OLD and NEW are plan files or git
 * REV:path (cli_load_plan). */
#define _XOPEN_SOURCE 700 /* open_memstream */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"
#include "util.h"

/* The diff and the command line it is written for. */
typedef struct {
	pp_diff *d;
	const cli_args *a;
} diff_run;

/* Render one report of the diff to fp; the text report passes through the
 * terminal layer (colour, --quiet). */
static pp_status write_diff(void *obj, pp_format format, FILE *fp, pp_error *err)
{
	diff_run *r = obj;
	if (format != PP_FORMAT_TEXT)
		return pp_diff_report_write_with(r->d, format, &r->a->report, fp, err);
	char *text = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&text, &len);
	if (!mem)
		pp_oom();
	pp_status st = pp_diff_report_write(r->d, format, mem, err);
	fclose(mem);
	if (!st)
		st = cli_put_text(text, len, fp, r->a->quiet && fp == stdout, 1, err);
	free(text);
	return st;
}

int cmd_diff(int argc, char **argv)
{
	cli_args a;
	pp_error err;
	pp_plan *old_plan = NULL, *new_plan = NULL;
	pp_diff *d = NULL;
	pp_check_options opts;
	int rc = cli_parse_args(&a, argc, argv, 1);

	if (rc == CLI_HELP_SHOWN) {
		rc = EXIT_COMPLIANT;
		goto cleanup;
	}
	if (!rc && strcmp(a.inputs[0], "-") == 0 && strcmp(a.inputs[1], "-") == 0)
		rc = cli_usage_error(_("`-` (standard input) may be named once"));
	if (rc || (rc = cli_check_outputs(&a)) || (rc = cli_check_formats(&a)) ||
	    (rc = cli_run_options(&a.run, &opts)))
		goto cleanup;
	if (cli_load_plan(&old_plan, a.inputs[0], &err) ||
	    cli_load_plan(&new_plan, a.inputs[1], &err) ||
	    pp_diff_plans(&d, old_plan, new_plan, &opts, &err)) {
		rc = cli_fail(&err);
		goto cleanup;
	}
	diff_run run = { d, &a };
	if (cli_write_reports(write_diff, &run, &a, &err)) {
		rc = cli_fail(&err);
		goto cleanup;
	}
	rc = a.fail_kinds ? pp_diff_exit_code_kinds(d, a.fail_kinds)
	                  : pp_diff_exit_code(d, a.fail_on);
cleanup:
	pp_diff_free(d);
	pp_plan_free(new_plan);
	pp_plan_free(old_plan);
	cli_args_free(&a);
	return rc;
}
