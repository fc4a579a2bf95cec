/* SPDX-License-Identifier: Apache-2.0 */
/* test_source_text.c - one reading per document text per process
 * (spec/source_text.c): the same bytes share one reading, other bytes get
 * their own, and a document changed on disk between two plan loads is read
 * as it is now. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "source_doc.h"
#include "source_text.h"
#include "util.h"
#include "yaml_load.h"

static const source_text *get(const char *text)
{
	return source_text_get(pp_xstrdup(text), strlen(text));
}

Test(source_text, the_same_bytes_share_one_reading)
{
	const source_text *a = get("line one\nline two\n");
	const source_text *b = get("line one\nline two\n");
	const source_text *c = get("line one\nline 2\n");
	cr_assert_eq(a, b, "the same bytes are read once");
	cr_assert_neq(a, c, "other bytes get their own reading");
	cr_assert_eq(a->nlines, 2);
	cr_assert_eq(a->line_start[1], 9);
	cr_assert_str_eq(a->sha256, b->sha256);
	cr_assert_str_neq(a->sha256, c->sha256);
	source_text_release(a);
	source_text_release(b);
	source_text_release(c);
	source_text_release(NULL);
}

Test(source_text, bytes_that_are_not_utf8_are_located)
{
	const source_text *t = get("ok\nstill ok\nbad \xC3\x28 here\n");
	cr_assert_eq(t->bad_line, 3);
	cr_assert_eq(t->norm.n, 0, "a text that is not UTF-8 is not normalised");
	source_text_release(t);
}

Test(source_text, more_texts_than_slots_each_keep_their_own)
{
	const source_text *t[9];
	char buf[32];
	for (int i = 0; i < 9; i++) {
		snprintf(buf, sizeof(buf), "document %d\n", i);
		t[i] = get(buf);
	}
	for (int i = 0; i < 9; i++) {
		snprintf(buf, sizeof(buf), "document %d\n", i);
		cr_assert_str_eq(t[i]->data, buf, "text %d survived the cache's turnover", i);
		source_text_release(t[i]);
	}
}

/* Two loads of one plan whose document changed in between: the second
 * reads the new text (the cache compares the bytes, not the path). */
Test(source_text, a_document_changed_on_disk_is_read_again)
{
	const char *dir = "build-test-source-text";
	char doc[128], plan_path[128];
	snprintf(doc, sizeof(doc), "%s/doc.txt", dir);
	snprintf(plan_path, sizeof(plan_path), "%s/plan.yaml", dir);
	(void)!system("mkdir -p build-test-source-text");
	const char *yaml = "sources: [{id: d, path: doc.txt}]\n";
	pp_node *root = NULL;
	pp_error err;
	cr_assert_eq(yaml_load_tree(&root, plan_path, yaml, strlen(yaml), &err), PP_OK, "%s",
	             err.msg);
	spec_sources s1, s2;
	pp_plan plan = { .path = plan_path, .root = root };
	t_write_file(doc, "first text\n");
	cr_assert_eq(spec_sources_load(&s1, &plan, NULL, &err), PP_OK, "%s", err.msg);
	t_write_file(doc, "second text, longer\n");
	cr_assert_eq(spec_sources_load(&s2, &plan, NULL, &err), PP_OK, "%s", err.msg);
	cr_assert(s1.items[0].found && s2.items[0].found);
	cr_assert_str_eq(s1.items[0].data, "first text\n");
	cr_assert_str_eq(s2.items[0].data, "second text, longer\n");
	cr_assert_str_neq(s1.items[0].sha256, s2.items[0].sha256);
	spec_sources_free(&s1);
	spec_sources_free(&s2);
	node_free(root);
	(void)!system("rm -rf build-test-source-text");
}
