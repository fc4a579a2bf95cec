/* cmd_diff.c - `planproof diff OLD NEW [--format text|xml --output FILE]...
 * [--fail-on error|warning|info|never]`; OLD and NEW are plan files or git
 * REV:path (cli_load_plan). */
#include <stdio.h>

#include "cli.h"

/* Render one report of the diff to fp. */
static pp_status write_diff(void *d, pp_format format, FILE *fp, pp_error *err)
{
	return pp_diff_report_write(d, format, fp, err);
}

int cmd_diff(int argc, char **argv)
{
	cli_args a;
	pp_error err;
	pp_plan *old_plan = NULL, *new_plan = NULL;
	pp_diff *d = NULL;
	int rc = cli_parse_args(&a, argc, argv, 1);

	if (rc || (rc = cli_check_outputs(&a)))
		return rc;
	if (cli_load_plan(&old_plan, a.inputs[0], &err) ||
	    cli_load_plan(&new_plan, a.inputs[1], &err) ||
	    pp_diff_plans(&d, old_plan, new_plan, &err)) {
		rc = cli_fail(&err);
		goto cleanup;
	}
	if (cli_write_reports(write_diff, d, &a, &err)) {
		rc = cli_fail(&err);
		goto cleanup;
	}
	rc = pp_diff_exit_code(d, a.fail_on);
cleanup:
	pp_diff_free(d);
	pp_plan_free(new_plan);
	pp_plan_free(old_plan);
	return rc;
}
