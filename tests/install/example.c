/* SPDX-License-Identifier: Apache-2.0 */
/* example.c - a user's program against the installed libplanproof: load
 * a plan, check it, print the text report, exit with planproof's code. */
#include <planproof.h>
#include <stdio.h>

int main(int argc, char **argv)
{
	pp_plan *plan = NULL;
	pp_result *res = NULL;
	pp_error err;
	int rc = 2;
	if (argc != 2 || pp_plan_load_file(&plan, argv[1], &err) || pp_check(&res, plan, NULL, &err) ||
	    pp_report_write(res, PP_FORMAT_TEXT, stdout, &err))
		fprintf(stderr, "example: %s\n", argc == 2 ? err.msg : "usage: example PLAN");
	else
		rc = pp_result_exit_code(res, PP_FAIL_ON_ERROR);
	pp_result_free(res);
	pp_plan_free(plan);
	return rc;
}
