/* SPDX-License-Identifier: Apache-2.0 */
/* run_options.c - the options `check`, `diff` and `figures` share about how
 * a plan is checked (cli.h: cli_run): where its documents may be read from
 * (--documents DIR, repeatable, then $PLANPROOF_DOCUMENTS, a colon-separated
 * list), --allow-outside-documents, --documents-budget SIZE, --jobs N (its
 * older name --threads N; else $PLANPROOF_JOBS), and --exact-main with its
 * result cache; and what the CLI says about a run
 * besides its report: notices on standard error, one line naming the
 * documents that could not be verified, and outputs that would overwrite a
 * document the check read. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "i18n.h"
#include "util.h"

/* Parse a size: digits, then nothing (bytes) or K, M or G (KiB, MiB, GiB);
 * 0 on success. */
static int parse_size(const char *s, size_t *out)
{
	char *end = NULL;
	if (s[0] < '0' || s[0] > '9')
		return -1;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 10);
	unsigned shift = 0;
	if (errno || end == s)
		return -1;
	if (*end == 'K' || *end == 'k')
		shift = 10;
	else if (*end == 'M' || *end == 'm')
		shift = 20;
	else if (*end == 'G' || *end == 'g')
		shift = 30;
	if (shift)
		end++;
	if (*end || v == 0 || v > (SIZE_MAX >> shift))
		return -1;
	*out = (size_t)(v << shift);
	return 0;
}

/* Parse the jobs of --jobs, --threads or $PLANPROOF_JOBS (named by name):
 * 0 (one per processor) to 256; 0, or -1 after printing why. */
static int parse_jobs(const char *name, const char *val, unsigned *out)
{
	char *end = NULL;
	errno = 0;
	unsigned long n = strtoul(val, &end, 10);
	if (val[0] < '0' || val[0] > '9' || *end || errno || n > 256) {
		cli_usage_error(_("%s takes a number from 0 (one per processor) to 256, not `%s`"),
		                name, val);
		return -1;
	}
	*out = (unsigned)n;
	return 0;
}

int cli_run_takes_value(const char *name)
{
	return strcmp(name, "--documents") == 0 || strcmp(name, "--documents-budget") == 0 ||
	       strcmp(name, "--jobs") == 0 || strcmp(name, "--threads") == 0;
}

int cli_run_flag(cli_run *r, const char *arg)
{
	if (strcmp(arg, "--allow-outside-documents") == 0)
		r->allow_outside = 1;
	else if (strcmp(arg, "--exact-main") == 0)
		r->exact_main = 1;
	else
		return 0;
	return 1;
}

int cli_run_option(cli_run *r, const char *name, const char *val)
{
	if (strcmp(name, "--documents") == 0) {
		if (!val[0])
			return cli_usage_error(_("--documents needs a folder, not an empty name"));
		r->dirs = pp_xrealloc(r->dirs, (r->ndirs + 1) * sizeof(*r->dirs));
		r->dirs[r->ndirs++] = pp_xstrdup(val);
	} else if (strcmp(name, "--documents-budget") == 0) {
		if (parse_size(val, &r->budget))
			return cli_usage_error(_("--documents-budget takes a size in bytes, or with "
			                         "K, M or G (64M), not `%s`"), val);
	} else { /* --jobs, --threads */
		if (parse_jobs(name, val, &r->jobs))
			return EXIT_USAGE;
		r->jobs_set = 1;
	}
	return 0;
}

/* Print a notice of the library's on standard error. */
static void print_notice(void *data, const char *message)
{
	(void)data;
	fprintf(stderr, "planproof: %s\n", message);
}

/* The user's cache folder for --exact-main: $PLANPROOF_CACHE_DIR (set but
 * empty: none), else $XDG_CACHE_HOME/planproof, else ~/.cache/planproof;
 * allocated, or NULL. */
static char *cache_folder(void)
{
	const char *dir = getenv("PLANPROOF_CACHE_DIR"), *base;
	if (dir)
		return dir[0] ? pp_xstrdup(dir) : NULL;
	if ((base = getenv("XDG_CACHE_HOME")) && base[0] == '/')
		return pp_xasprintf("%s/planproof", base);
	if ((base = getenv("HOME")) && base[0] == '/')
		return pp_xasprintf("%s/.cache/planproof", base);
	return NULL;
}

int cli_run_options(cli_run *r, pp_check_options *o)
{
	const char *env = getenv("PLANPROOF_DOCUMENTS"), *jobs = getenv("PLANPROOF_JOBS");
	pp_check_options_init(o);
	if (!r->jobs_set && jobs && jobs[0] && parse_jobs("PLANPROOF_JOBS", jobs, &r->jobs))
		return EXIT_USAGE;
	if (env && env[0] && !r->env_added) { /* after the command line's folders */
		char *list = pp_xstrdup(env), *save = NULL;
		for (char *dir = strtok_r(list, ":", &save); dir; dir = strtok_r(NULL, ":", &save)) {
			r->dirs = pp_xrealloc(r->dirs, (r->ndirs + 1) * sizeof(*r->dirs));
			r->dirs[r->ndirs++] = pp_xstrdup(dir);
		}
		free(list);
		r->env_added = 1;
	}
	free(r->cache_dir);
	r->cache_dir = r->exact_main ? cache_folder() : NULL;
	o->exact_main = r->exact_main;
	o->cache_dir = r->cache_dir;
	o->jobs = r->jobs;
	o->document_dirs = (const char *const *)r->dirs;
	o->ndocument_dirs = r->ndirs;
	o->allow_outside_documents = r->allow_outside;
	o->documents_budget = r->budget;
	o->notice = print_notice;
	return 0;
}

void cli_run_free(cli_run *r)
{
	for (size_t i = 0; i < r->ndirs; i++)
		free(r->dirs[i]);
	free(r->dirs);
	free(r->cache_dir);
	memset(r, 0, sizeof(*r));
}

void cli_note_missing_documents(const pp_result *res, const char *plan_name)
{
	pp_buf names = { 0 };
	size_t missing = 0;
	pp_document_view v;
	for (size_t i = 0; i < pp_result_document_count(res); i++)
		if (pp_result_document(res, i, &v, NULL) == PP_OK && v.missing) {
			pp_buf_printf(&names, "%s`%s`", missing ? ", " : "", v.path);
			missing++;
		}
	if (missing)
		fprintf(stderr, pp_ngettext("planproof: %s: %zu document could not be verified (%s): "
		                         "name the folder that holds it with --documents DIR or "
		                         "PLANPROOF_DOCUMENTS\n",
		                         "planproof: %s: %zu documents could not be verified (%s): "
		                         "name the folders that hold them with --documents DIR or "
		                         "PLANPROOF_DOCUMENTS\n", missing),
		        plan_name, missing, names.data);
	pp_buf_free(&names);
}

int cli_check_outputs_documents(const cli_args *a, const pp_result *res)
{
	pp_document_view v;
	struct stat so, sd;
	for (int i = 0; i < a->noutputs; i++) {
		const char *out = a->outputs[i];
		if (strcmp(out, "-") == 0 || stat(out, &so) != 0 || !S_ISREG(so.st_mode))
			continue;
		for (size_t k = 0; k < pp_result_document_count(res); k++)
			if (pp_result_document(res, k, &v, NULL) == PP_OK && v.file &&
			    stat(v.file, &sd) == 0 && sd.st_dev == so.st_dev && sd.st_ino == so.st_ino)
				return cli_usage_error(_("--output %s is the plan's source document `%s` "
				                         "(%s); refusing to overwrite it"), out, v.id, v.path);
	}
	return 0;
}
