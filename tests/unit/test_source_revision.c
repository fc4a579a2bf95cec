/* SPDX-License-Identifier: Apache-2.0 */
/* test_source_revision.c - the documents of a plan read through a reader
 * (a git revision, cli/git_input.c) and the user's document folders
 * (spec/source_doc.c, spec/source_path.c): the reader's own copy wins, a
 * path the reader does not have is read from the folders, a document in
 * neither place is missing, and a reader's read error stays an error. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "helpers.h"
#include "source_doc.h"
#include "util.h"

/* The fixture's sources: rules.txt, leaflet.txt and gone.txt. */
#define PLAN "fixtures/documents/html-documents.yaml"

/* What the test reader has: rules.txt always; leaflet.txt is absent, or a
 * read error when fail_leaflet is set.  It counts the questions asked. */
typedef struct {
	int fail_leaflet;
	int asked;
} fake_revision;

static pp_status fake_read(void *data, const char *path, size_t max, char **bytes,
                           size_t *len, pp_error *err)
{
	fake_revision *rev = data;
	(void)max;
	rev->asked++;
	if (strcmp(path, "rules.txt") == 0) {
		*bytes = pp_xstrdup("the revision's copy\n");
		*len = strlen(*bytes);
		return PP_OK;
	}
	if (strcmp(path, "leaflet.txt") == 0 && rev->fail_leaflet)
		return pp_error_set(err, PP_EIO, path, 0, 0, "the object store is damaged");
	return PP_OK; /* not in this revision: *bytes stays NULL */
}

/* A fresh folder holding the folder's own rules.txt and leaflet.txt. */
static char *folder_with_documents(void)
{
	char *dir = pp_xstrdup("/tmp/pp-source-revision-XXXXXX");
	cr_assert_not_null(mkdtemp(dir));
	char *rules = pp_xasprintf("%s/rules.txt", dir);
	char *leaflet = pp_xasprintf("%s/leaflet.txt", dir);
	t_write_file(rules, "the folder's copy\n");
	t_write_file(leaflet, "the folder's leaflet\n");
	free(rules);
	free(leaflet);
	return dir;
}

static void remove_folder(char *dir)
{
	char *rules = pp_xasprintf("%s/rules.txt", dir);
	char *leaflet = pp_xasprintf("%s/leaflet.txt", dir);
	unlink(rules);
	unlink(leaflet);
	rmdir(dir);
	free(rules);
	free(leaflet);
	free(dir);
}

/* Load PLAN's sources through rev's reader with dir as the one document
 * folder; asserts the load succeeds. */
static pp_plan *load_through(spec_sources *s, fake_revision *rev, const char *dir)
{
	pp_plan *plan = t_load(PLAN);
	pp_check_options opts;
	const char *dirs[] = { dir };
	pp_error err;
	pp_check_options_init(&opts);
	opts.document_dirs = dirs;
	opts.ndocument_dirs = 1;
	pp_plan_set_document_reader(plan, fake_read, rev, NULL);
	cr_assert_eq(spec_sources_load(s, plan, &opts, &err), PP_OK, "%s", err.msg);
	cr_assert_eq(s->n, 3);
	return plan;
}

Test(source_revision, the_revisions_own_copy_wins_over_the_folder)
{
	fake_revision rev = { 0, 0 };
	spec_sources s;
	char *dir = folder_with_documents();
	pp_plan *plan = load_through(&s, &rev, dir);
	const spec_source *rules = spec_sources_find(&s, "rules");
	cr_assert(rules->found);
	cr_assert_str_eq(rules->data, "the revision's copy\n");
	cr_assert_null(rules->file, "read through the reader, not from a file");
	spec_sources_free(&s);
	pp_plan_free(plan);
	remove_folder(dir);
}

Test(source_revision, a_path_the_revision_lacks_is_read_from_the_folder)
{
	fake_revision rev = { 0, 0 };
	spec_sources s;
	char *dir = folder_with_documents();
	pp_plan *plan = load_through(&s, &rev, dir);
	const spec_source *leaflet = spec_sources_find(&s, "leaflet");
	cr_assert(leaflet->found, "%s", leaflet->why ? leaflet->why : "");
	cr_assert_str_eq(leaflet->data, "the folder's leaflet\n");
	cr_assert_not_null(leaflet->file);
	cr_assert(strstr(leaflet->file, "/leaflet.txt"), "read from %s", leaflet->file);
	cr_assert_eq(rev.asked, 3, "the reader is asked once per document");
	spec_sources_free(&s);
	pp_plan_free(plan);
	remove_folder(dir);
}

Test(source_revision, a_document_in_neither_place_is_missing)
{
	fake_revision rev = { 0, 0 };
	spec_sources s;
	char *dir = folder_with_documents();
	pp_plan *plan = load_through(&s, &rev, dir);
	const spec_source *gone = spec_sources_find(&s, "gone");
	cr_assert(!gone->found);
	cr_assert(gone->missing);
	cr_assert_not_null(gone->why);
	cr_assert(strstr(gone->why, "not found in the plan's folder in `" PLAN "`"),
	          "why: %s", gone->why);
	cr_assert(strstr(gone->why, dir), "the folder searched is named: %s", gone->why);
	spec_sources_free(&s);
	pp_plan_free(plan);
	remove_folder(dir);
}

Test(source_revision, a_read_error_of_the_revision_stays_an_error)
{
	fake_revision rev = { 1, 0 };
	spec_sources s;
	char *dir = folder_with_documents();
	pp_plan *plan = load_through(&s, &rev, dir);
	const spec_source *leaflet = spec_sources_find(&s, "leaflet");
	cr_assert(!leaflet->found, "the folder's copy is not read in its place");
	cr_assert(!leaflet->missing);
	cr_assert_null(leaflet->file);
	cr_assert(strstr(leaflet->why, "the object store is damaged"), "why: %s", leaflet->why);
	spec_sources_free(&s);
	pp_plan_free(plan);
	remove_folder(dir);
}
