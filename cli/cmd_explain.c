/* SPDX-License-Identifier: Apache-2.0 */
/* cmd_explain.c - `planproof explain RULE-ID` and `explain --list`. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"

int cmd_explain(int argc, char **argv)
{
	pp_error err;
	if (cli_wants_help(argc, argv))
		return cli_help("explain");
	if (argc != 2)
		return cli_usage_error(_("explain takes one rule id, or --list"));
	if (strcmp(argv[1], "--list") == 0) {
		pp_rules_list(stdout);
		return EXIT_COMPLIANT;
	}
	if (pp_rule_explain(argv[1], stdout, &err))
		return cli_fail(&err);
	return EXIT_COMPLIANT;
}
