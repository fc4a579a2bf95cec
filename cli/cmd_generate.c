/* cmd_generate.c - `planproof generate skeleton FAMILY`, `generate schema`,
 * `generate rule-docs DIR`, `generate --list`. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"

int cmd_generate(int argc, char **argv)
{
	pp_error err;
	if (cli_wants_help(argc, argv))
		return cli_help("generate");
	if (argc == 2 && strcmp(argv[1], "--list") == 0) {
		pp_families_list(stdout);
		return EXIT_COMPLIANT;
	}
	if (argc == 2 && strcmp(argv[1], "schema") == 0) {
		if (pp_generate_schema(stdout, &err))
			return cli_fail(&err);
		return EXIT_COMPLIANT;
	}
	if (argc == 3 && strcmp(argv[1], "rule-docs") == 0) {
		if (pp_generate_rule_docs(argv[2], &err))
			return cli_fail(&err);
		return EXIT_COMPLIANT;
	}
	if (argc != 3 || strcmp(argv[1], "skeleton") != 0)
		return cli_usage_error(_("generate takes `skeleton FAMILY`, `schema`, "
		                       "`rule-docs DIR` or `--list`"));
	if (pp_generate_skeleton(argv[2], stdout, &err))
		return cli_fail(&err);
	return EXIT_COMPLIANT;
}
