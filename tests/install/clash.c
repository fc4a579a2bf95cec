/* SPDX-License-Identifier: Apache-2.0 */
/* clash.c - a user's program that defines functions under names
 * libplanproof uses inside (its JSON writer's json_escape, its YAML
 * loader's yaml_load_tree, its diff's diff_games), with signatures of its
 * own, linked statically against the installed libplanproof.a.  It links
 * only if the archive keeps those names local; it then checks that each
 * call reaches the program's own function, and that the library's, which
 * the JSON report and the plan loader run, still do their work. */
#include <planproof.h>
#include <stdio.h>
#include <string.h>

int json_escape(int x);
const char *yaml_load_tree(void);
long diff_games(long a, long b);

int json_escape(int x)
{
	return x * 3;
}

const char *yaml_load_tree(void)
{
	return "the program's own";
}

long diff_games(long a, long b)
{
	return a - b;
}

int main(int argc, char **argv)
{
	pp_plan *plan = NULL;
	pp_result *res = NULL;
	pp_error err;
	int rc = 2;
	if (json_escape(14) != 42 || strcmp(yaml_load_tree(), "the program's own") != 0 ||
	    diff_games(7, 2) != 5) {
		fprintf(stderr, "clash: a call reached the library's function, not the program's\n");
		return 3;
	}
	if (argc != 2 || pp_plan_load_file(&plan, argv[1], &err) || pp_check(&res, plan, NULL, &err) ||
	    pp_report_write(res, PP_FORMAT_JSON, stdout, &err))
		fprintf(stderr, "clash: %s\n", argc == 2 ? err.msg : "usage: clash PLAN");
	else
		rc = pp_result_exit_code(res, PP_FAIL_ON_ERROR);
	pp_result_free(res);
	pp_plan_free(plan);
	return rc;
}
