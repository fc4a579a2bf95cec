/* SPDX-License-Identifier: Apache-2.0 */
/* cmd_migrate.c - `planproof migrate PLAN [--output FILE | --in-place]`:
 * the plan in the current format version (pp_plan_migrate), to stdout or
 * written like any report (all or nothing).  --output never names the
 * plan itself; --in-place replaces it, atomically, after it was read whole.
 * PLAN `-` is standard input, as for check, figures and diff. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"

/* What the writer migrates: a plan file, or the bytes of standard input. */
typedef struct {
	const char *path;
	char *data;          /* NULL: read path */
	size_t len;
} migrate_job;

static pp_status write_migrated(void *obj, pp_format format, FILE *fp, pp_error *err)
{
	const migrate_job *job = obj;
	(void)format;
	return job->data ? pp_plan_migrate_buffer("<stdin>", job->data, job->len, fp, err)
	                 : pp_plan_migrate(job->path, fp, err);
}

int cmd_migrate(int argc, char **argv)
{
	cli_args a;
	pp_error err;
	const char *inputs[1] = { NULL };
	int rc, in_place = 0;

	if (cli_wants_help(argc, argv))
		return cli_help("migrate");
	memset(&a, 0, sizeof(a));
	a.inputs = inputs;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--output") == 0 && i + 1 < argc && !a.noutputs && !in_place)
			a.outputs[a.noutputs++] = argv[++i];
		else if (strncmp(argv[i], "--output=", 9) == 0 && !a.noutputs && !in_place)
			a.outputs[a.noutputs++] = argv[i] + 9;
		else if (strcmp(argv[i], "--in-place") == 0 && !a.noutputs)
			in_place = 1;
		else if (argv[i][0] == '-' && argv[i][1])
			return cli_usage_error(_("migrate: unknown or repeated option `%s`"), argv[i]);
		else if (a.ninputs)
			return cli_usage_error(_("migrate takes one plan"));
		else
			a.inputs[a.ninputs++] = argv[i];
	}
	if (!a.ninputs)
		return cli_usage_error(_("migrate: which plan? planproof migrate PLAN [--output FILE]"));
	a.nformats = 1;
	a.formats[0] = PP_FORMAT_TEXT;
	if (!a.noutputs)
		a.outputs[a.noutputs++] = in_place ? a.inputs[0] : "-";
	if (in_place && strcmp(a.inputs[0], "-") == 0)
		return cli_usage_error(_("migrate --in-place needs a plan file; `-` is standard "
		                       "input (use --output FILE, or no option for stdout)"));
	if (!in_place && (rc = cli_check_outputs(&a)))
		return rc;
	migrate_job job = { a.inputs[0], NULL, 0 };
	if (strcmp(job.path, "-") == 0 && cli_read_stdin(&job.data, &job.len, &err)) {
		free(job.data);
		return cli_fail(&err);
	}
	rc = cli_write_reports(write_migrated, &job, &a, &err) ? cli_fail(&err) : EXIT_COMPLIANT;
	free(job.data);
	return rc;
}
