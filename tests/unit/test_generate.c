/* SPDX-License-Identifier: Apache-2.0 */
/* test_generate.c - plan skeletons: one per family, and each is a plan the
 * loader accepts once its empty placeholders are filled (the generator and
 * the schema share their tables; an unfilled "" is refused as empty); and
 * the rule pages, a folder written whole. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "helpers.h"
#include "schema.h"
#include "util.h"

Test(generate, every_family_skeleton_loads)
{
	for (size_t i = 0; spec_families[i]; i++) {
		char *text = NULL;
		size_t len = 0;
		FILE *fp = open_memstream(&text, &len);
		pp_error err;
		cr_assert_eq(pp_generate_skeleton(spec_families[i]->name, fp, &err), PP_OK);
		fclose(fp);
		cr_expect(strstr(text, "# required:") != NULL);
		for (char *p = strstr(text, "\"\""); p; p = strstr(p, "\"\""))
			p[0] = p[1] = 'x'; /* fill each empty placeholder */
		pp_plan *plan = NULL;
		cr_expect_eq(pp_plan_load_buffer(&plan, "skeleton.yaml", text, len, &err), PP_OK,
		             "%s skeleton: %u:%u: %s", spec_families[i]->name, err.line, err.col,
		             err.msg);
		pp_plan_free(plan);
		free(text);
	}
}

Test(generate, unknown_family_is_a_usage_error)
{
	pp_error err;
	FILE *fp = fopen("/dev/null", "w");
	cr_expect_eq(pp_generate_skeleton("craps", fp, &err), PP_EUSAGE);
	cr_expect(strstr(err.msg, "roulette") != NULL, "%s", err.msg);
	fclose(fp);
}

/* --- rule pages: a folder written whole, never through a link (issue 25) --- */

/* The number of entries of folder path (no . and ..), -1 when unreadable. */
static int entries(const char *path)
{
	DIR *d = opendir(path);
	struct dirent *e;
	int n = 0;
	if (!d)
		return -1;
	while ((e = readdir(d)))
		n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
	closedir(d);
	return n;
}

static void put(const char *path, const char *text)
{
	FILE *fp = fopen(path, "w");
	cr_assert_not_null(fp, "%s", path);
	fputs(text, fp);
	fclose(fp);
}

Test(generate, rule_docs_refuse_an_empty_or_unnamed_folder, .description = "hostile")
{
	pp_error err;
	cr_expect_eq(pp_generate_rule_docs("", &err), PP_EUSAGE);
	cr_expect(strstr(err.msg, "the folder for the rule pages is empty"), "%s", err.msg);
	cr_expect_eq(pp_generate_rule_docs(NULL, &err), PP_EUSAGE);
	cr_expect_eq(pp_generate_rule_docs("/", &err), PP_EUSAGE);
	cr_expect_eq(pp_generate_rule_docs(".", &err), PP_EUSAGE);
	cr_expect_eq(pp_generate_rule_docs("docs/..", &err), PP_EUSAGE);
	cr_expect(strstr(err.msg, "not `/`, `.` or `..`"), "%s", err.msg);
}

Test(generate, rule_docs_write_a_folder_whole, .description = "hostile")
{
	char top[] = "/tmp/pp-rule-docs-XXXXXX";
	cr_assert_not_null(mkdtemp(top));
	char *docs = pp_xasprintf("%s/docs", top), *page = pp_xasprintf("%s/PP-RTP-001.md", docs);
	char *stale = pp_xasprintf("%s/PP-GONE-001.md", docs);
	char *stray = pp_xasprintf("%s/notes.txt", docs);
	char *link = pp_xasprintf("%s/link", top);
	pp_error err;
	struct stat sb;
	int pages;

	/* A new folder: every page, and nothing left beside it. */
	cr_assert_eq(pp_generate_rule_docs(docs, &err), PP_OK, "%s", err.msg);
	pages = entries(docs);
	cr_expect_gt(pages, 50);
	cr_expect_eq(entries(top), 1, "a temporary folder was left");
	cr_expect_eq(stat(page, &sb), 0);
	/* Again, over a stale page and with its mode kept: replaced whole. */
	put(stale, "old\n");
	cr_assert_eq(chmod(docs, 0750), 0);
	cr_expect_eq(pp_generate_rule_docs(docs, &err), PP_OK, "%s", err.msg);
	cr_expect_eq(entries(docs), pages, "the stale page is gone");
	cr_expect_eq(stat(docs, &sb), 0);
	cr_expect_eq(sb.st_mode & 07777, 0750);
	/* Anything but pages in the folder: refused, the folder untouched. */
	put(stray, "mine\n");
	cr_expect_eq(pp_generate_rule_docs(docs, &err), PP_EIO);
	cr_expect(strstr(err.msg, "holds `notes.txt`, which is not a rule page"), "%s", err.msg);
	cr_expect_eq(entries(docs), pages + 1);
	cr_assert_eq(unlink(stray), 0);
	/* A page that is a symbolic link: refused, its target untouched. */
	cr_assert_eq(unlink(page), 0);
	cr_assert_eq(symlink("/etc/hostname", page), 0);
	cr_expect_eq(pp_generate_rule_docs(docs, &err), PP_EIO);
	cr_expect(strstr(err.msg, "holds `PP-RTP-001.md`"), "%s", err.msg);
	cr_expect_eq(lstat(page, &sb), 0);
	cr_expect(S_ISLNK(sb.st_mode));
	cr_assert_eq(unlink(page), 0);
	/* The folder named is a symbolic link (with or without a slash). */
	cr_assert_eq(symlink(docs, link), 0);
	cr_expect_eq(pp_generate_rule_docs(link, &err), PP_EIO);
	cr_expect(strstr(err.msg, "is a symbolic link"), "%s", err.msg);
	char *slashed = pp_xasprintf("%s/", link);
	cr_expect_eq(pp_generate_rule_docs(slashed, &err), PP_EIO);
	cr_expect_eq(entries(docs), pages - 1, "nothing was written through the link");
	/* A parent that does not exist: located, nothing made. */
	char *nowhere = pp_xasprintf("%s/no/such", top);
	cr_expect_eq(pp_generate_rule_docs(nowhere, &err), PP_EIO);
	cr_expect_str_eq(err.file, nowhere);
	cr_expect(strstr(err.msg, "No such file or directory"), "%s", err.msg);

	unlink(link);
	for (DIR *d = opendir(docs); d; d = (closedir(d), NULL))
		for (struct dirent *e; (e = readdir(d));)
			if (e->d_name[0] != '.') {
				char *p = pp_xasprintf("%s/%s", docs, e->d_name);
				unlink(p);
				free(p);
			}
	rmdir(docs);
	cr_expect_eq(rmdir(top), 0, "the test folder holds only what the test made");
	free(nowhere);
	free(slashed);
	free(link);
	free(stray);
	free(stale);
	free(page);
	free(docs);
}
