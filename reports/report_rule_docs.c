/* report_rule_docs.c - the Markdown page of a rule (docs/rules/<id>.md and
 * SARIF help.markdown, from the one rule table so they cannot drift), the
 * rule pages' generator, and repository-relative artifact paths for SARIF.
 *
 * helpUri is REPORT_RULE_DOCS_BASE + "<id>.md": the build sets the base from
 * the CMake cache variable PP_RULE_DOCS_URL (reports/CMakeLists.txt), the
 * absolute URL where the repository's docs/rules/ is published; SARIF
 * wants an absolute URI there. */
#define _XOPEN_SOURCE 700 /* realpath */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "report.h"

char *report_rule_markdown(const pp_rule *r)
{
	return pp_xasprintf("# %s: %s\n\nSeverity: %s\n\n## What it checks\n\n%s\n\n"
	                    "## Basis\n\n%s\n\n## When it fails\n\n%s\n",
	                    r->id, r->title, pp_severity_name(r->severity), r->explain,
	                    r->basis, r->remediation);
}

char *report_rule_help_uri(const pp_rule *r)
{
	return pp_xasprintf("%s%s.md", REPORT_RULE_DOCS_BASE, r->id);
}

/* pp_rules_each's payload: the directory, and the first error. */
typedef struct {
	const char *dir;
	pp_error *err;
	pp_status st;
} docs_writer;

static void write_page(const pp_rule *r, void *payload)
{
	docs_writer *w = payload;
	char *path, *text;
	FILE *fp;
	if (w->st)
		return;
	path = pp_xasprintf("%s/%s.md", w->dir, r->id);
	text = report_rule_markdown(r);
	fp = fopen(path, "w");
	if (!fp || fputs(text, fp) == EOF)
		w->st = pp_error_set(w->err, PP_EIO, NULL, 0, 0, "cannot write %s: %s", path,
		                     strerror(errno));
	if (fp && fclose(fp) && !w->st)
		w->st = pp_error_set(w->err, PP_EIO, NULL, 0, 0, "cannot write %s: %s", path,
		                     strerror(errno));
	free(text);
	free(path);
}

pp_status pp_generate_rule_docs(const char *dir, pp_error *err)
{
	docs_writer w = { dir, err, PP_OK };
	pp_rules_each(write_page, &w);
	return w.st;
}

/* Whether dir (an absolute path, no trailing slash but "/") holds .git: a
 * directory, or the file of a linked work tree. */
static int holds_git(const char *dir)
{
	char *git = pp_xasprintf("%s/.git", strcmp(dir, "/") ? dir : "");
	int yes = access(git, F_OK) == 0;
	free(git);
	return yes;
}

char *report_repo_relative(const char *path)
{
	char *real = realpath(path, NULL);
	char *dir, *rel = NULL;
	if (!real)
		return NULL;
	/* Walk up from the file's directory: the first one holding .git is
	 * the top of its work tree, and the path below it is the answer. */
	dir = pp_xstrdup(real);
	for (char *slash = strrchr(dir, '/'); slash; slash = strrchr(dir, '/')) {
		*slash = '\0';
		if (holds_git(dir[0] ? dir : "/")) {
			rel = pp_xstrdup(real + (size_t)(slash - dir) + 1);
			break;
		}
	}
	free(dir);
	free(real);
	return rel;
}
