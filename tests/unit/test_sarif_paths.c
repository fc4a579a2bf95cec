/* SPDX-License-Identifier: Apache-2.0 */
/* test_sarif_paths.c - the pieces SARIF for code scanning rests on:
 * report_repo_relative finds the top of a git work tree by walking up to a
 * .git (a directory, or the file of a linked work tree) without running
 * git; automation ids follow it; every rule's page is its explain text. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "report.h"

/* A fresh directory under /tmp (outside any work tree); the caller frees. */
static char *scratch(void)
{
	char tmpl[] = "/tmp/pp-sarif-XXXXXX";
	cr_assert_not_null(mkdtemp(tmpl));
	return strdup(tmpl);
}

static void touch(const char *path)
{
	FILE *fp = fopen(path, "w");
	cr_assert_not_null(fp);
	fclose(fp);
}

static char *join(const char *a, const char *b)
{
	size_t n = strlen(a) + strlen(b) + 2;
	char *s = malloc(n);
	snprintf(s, n, "%s/%s", a, b);
	return s;
}

Test(sarif_paths, relative_to_the_nearest_git_above)
{
	char *top = scratch(), *git = join(top, ".git"), *sub = join(top, "plans");
	char *deep = join(sub, "x"), *plan = join(deep, "p.yaml");
	char *rel, *id;
	cr_assert_eq(mkdir(git, 0700), 0);
	cr_assert_eq(mkdir(sub, 0700), 0);
	cr_assert_eq(mkdir(deep, 0700), 0);
	touch(plan);
	rel = report_repo_relative(plan);
	cr_expect_str_eq(rel, "plans/x/p.yaml");
	id = report_sarif_automation_id(plan);
	cr_expect_str_eq(id, "planproof/plans/x/p.yaml/");
	free(rel);
	free(id);
	/* A .git file (a linked work tree) nearer the plan wins. */
	{
		char *inner = join(sub, ".git");
		touch(inner);
		rel = report_repo_relative(plan);
		cr_expect_str_eq(rel, "x/p.yaml");
		free(rel);
		remove(inner);
		free(inner);
	}
	remove(plan);
	rmdir(deep);
	rmdir(sub);
	rmdir(git);
	rmdir(top);
	free(plan); free(deep); free(sub); free(git); free(top);
}

Test(sarif_paths, outside_a_work_tree_or_missing_is_null)
{
	char *top = scratch(), *plan = join(top, "p.yaml"), *id;
	touch(plan);
	cr_expect_null(report_repo_relative(plan));
	cr_expect_null(report_repo_relative("/no/such/dir/p.yaml"));
	cr_expect_null(report_repo_relative("<stdin>"));
	id = report_sarif_automation_id("<stdin>");
	cr_expect_str_eq(id, "planproof/<stdin>/");
	free(id);
	remove(plan);
	rmdir(top);
	free(plan); free(top);
}

Test(sarif_paths, rule_page_is_the_explain_text)
{
	const pp_rule *r = pp_rule_find("PP-ROUL-001");
	char *page, *uri;
	cr_assert_not_null(r);
	page = report_rule_markdown(r);
	cr_expect(strncmp(page, "# PP-ROUL-001: ", 15) == 0);
	cr_expect_not_null(strstr(page, r->explain));
	cr_expect_not_null(strstr(page, r->basis));
	cr_expect_not_null(strstr(page, r->remediation));
	uri = report_rule_help_uri(r, "https://example.org/p/docs/rules/");
	cr_expect_str_eq(uri, "https://example.org/p/docs/rules/PP-ROUL-001.md");
	/* No base known: no URI at all, never a placeholder. */
	cr_expect_null(report_rule_help_uri(r, ""));
	cr_expect_null(report_rule_help_uri(r, NULL));
	free(page);
	free(uri);
}
