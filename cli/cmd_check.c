/* cmd_check.c - `planproof check PLAN [--format F --output FILE]...
 * [--waivers FILE] [--policy FILE] [--fail-on error|warning|info|never]
 * [--exact-main]`. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

/* Render one report of the result set to fp. */
static pp_status write_result(void *res, pp_format format, FILE *fp, pp_error *err)
{
	return pp_report_write(res, format, fp, err);
}

int cmd_check(int argc, char **argv)
{
	cli_args a;
	pp_error err;
	pp_plan *plan = NULL;
	pp_result *res = NULL;
	pp_waivers *waivers = NULL;
	pp_policy *policy = NULL;
	int rc = cli_parse_args(&a, argc, argv, 0);

	if (rc || (rc = cli_check_outputs(&a)))
		return rc;
	if (cli_load_plan_all(&plan, a.inputs[0], &rc))
		goto cleanup;
	pp_set_exact_main(a.exact_main);
	if ((a.policy && pp_policy_load_file(&policy, a.policy, &err)) ||
	    pp_check_with_policy(&res, plan, policy, &err) ||
	    (a.waivers && (pp_waivers_load_file(&waivers, a.waivers, &err) ||
	                   pp_result_apply_waivers(res, waivers, NULL, &err)))) {
		rc = cli_fail(&err);
		goto cleanup;
	}
	pp_result_set_fail_on(res, a.fail_on);
	if (cli_write_reports(write_result, res, &a, &err)) {
		rc = cli_fail(&err);
		goto cleanup;
	}
	rc = pp_result_exit_code(res, a.fail_on);
cleanup:
	pp_result_free(res);
	pp_waivers_free(waivers);
	pp_policy_free(policy);
	pp_plan_free(plan);
	return rc;
}
