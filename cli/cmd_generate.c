/* SPDX-License-Identifier: Apache-2.0 */
/* cmd_generate.c - `planproof generate skeleton FAMILY`, `generate schema`,
 * `generate rule-docs DIR`, `generate --list`.
 *
 * The skeleton and the schema are generated into memory and then written
 * to standard output here, where the stream is known to be stdout: a full
 * disk or a closed pipe is reported once, as `<stdout>` with its reason. */
#define _XOPEN_SOURCE 700 /* open_memstream */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"
#include "util.h"

/* Copy text to stdout; the exit code. */
static int put_stdout(const char *text, size_t len)
{
	pp_error err;
	errno = 0;
	if (fwrite(text, 1, len, stdout) == len && fflush(stdout) == 0 && !ferror(stdout))
		return EXIT_COMPLIANT;
	pp_error_set(&err, PP_EIO, "<stdout>", 0, 0, _("cannot %s: %s"), _("write"),
	             strerror(errno ? errno : EIO));
	clearerr(stdout); /* reported here: main need not say it again */
	return cli_fail(&err);
}

/* The skeleton of family (NULL: the schema), to stdout; the exit code. */
static int generate_to_stdout(const char *family)
{
	char *text = NULL;
	size_t len = 0;
	pp_error err;
	pp_status st;
	int rc;
	FILE *mem = open_memstream(&text, &len);
	if (!mem)
		pp_oom();
	st = family ? pp_generate_skeleton(family, mem, &err) : pp_generate_schema(mem, &err);
	if (fclose(mem) != 0 && !st)
		pp_oom(); /* a memory stream fails only for want of memory */
	rc = st ? cli_fail(&err) : put_stdout(text, len);
	free(text);
	return rc;
}

int cmd_generate(int argc, char **argv)
{
	pp_error err;
	if (cli_wants_help(argc, argv))
		return cli_help("generate");
	if (argc == 2 && strcmp(argv[1], "--list") == 0) {
		pp_families_list(stdout);
		return EXIT_COMPLIANT;
	}
	if (argc == 2 && strcmp(argv[1], "schema") == 0)
		return generate_to_stdout(NULL);
	if (argc == 2 && strcmp(argv[1], "rule-docs") == 0)
		return cli_usage_error(_("generate rule-docs needs the folder the pages go in "
		                       "(docs/rules)"));
	if (argc == 3 && strcmp(argv[1], "rule-docs") == 0) {
		if (pp_generate_rule_docs(argv[2], &err))
			return cli_fail(&err);
		return EXIT_COMPLIANT;
	}
	if (argc != 3 || strcmp(argv[1], "skeleton") != 0)
		return cli_usage_error(_("generate takes `skeleton FAMILY`, `schema`, "
		                       "`rule-docs DIR` or `--list`"));
	return generate_to_stdout(argv[2]);
}
