/* SPDX-License-Identifier: Apache-2.0 */
/* test_yaml_load.c - the restricted YAML profile and its locations. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "yaml_load.h"

static pp_status load(const char *yaml, pp_node **out, pp_error *err)
{
	return yaml_load_tree(out, "t.yaml", yaml, strlen(yaml), err);
}

/* Loading yaml fails with code at line:col and a message containing what. */
static void refused(const char *yaml, pp_status code, unsigned line, unsigned col,
                    const char *what)
{
	pp_node *root = NULL;
	pp_error err;
	pp_status st = load(yaml, &root, &err);
	cr_expect_eq(st, code, "status %d for: %s (%s)", st, yaml, err.msg);
	cr_expect_null(root);
	cr_expect_str_eq(err.file, "t.yaml");
	cr_expect_eq(err.line, line, "line %u for %s: %s", err.line, what, err.msg);
	cr_expect_eq(err.col, col, "col %u for %s: %s", err.col, what, err.msg);
	cr_expect(strstr(err.msg, what), "\"%s\" does not mention \"%s\"", err.msg, what);
}

Test(yaml_load, builds_a_tree_with_one_based_locations)
{
	pp_node *root = NULL;
	pp_error err;
	cr_assert_eq(load("a: 1\nb:\n  - x\n  - \"y\"\n", &root, &err), PP_OK, "%s", err.msg);
	cr_expect_eq(root->kind, NODE_MAP);
	const pp_node *b = node_get(root, "b");
	cr_assert_not_null(b);
	cr_expect_eq(b->kind, NODE_SEQ);
	cr_expect_eq(b->key_line, 2);
	cr_expect_eq(b->key_col, 1);
	const pp_node *y = node_at(b, 1);
	cr_expect_str_eq(y->text, "y");
	cr_expect_eq(y->line, 4);
	cr_expect_eq(y->col, 5);
	cr_expect_eq(y->plain, 0);
	cr_expect_eq(node_at(b, 0)->plain, 1);
	cr_expect_eq(y->parent, b);
	node_free(root);
}

Test(yaml_load, refuses_anchors_aliases_tags_and_merge_keys)
{
	refused("a: &x 1\nb: *x\n", PP_ESYNTAX, 1, 4, "anchors");
	refused("a: !!float 1\n", PP_ESYNTAX, 1, 4, "tags");
	refused("a: {b: 1}\nc:\n  <<: {b: 2}\n", PP_ESYNTAX, 3, 3, "merge keys");
}

Test(yaml_load, refuses_an_alias_bomb_at_its_first_anchor)
{
	refused("a: &a [\"lol\",\"lol\"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\n"
	        "c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n", PP_ESYNTAX, 1, 4, "anchors");
}

Test(yaml_load, refuses_duplicate_keys_naming_the_first)
{
	refused("a: 1\nb: 2\na: 3\n", PP_ESCHEMA, 3, 1, "duplicate key \"a\" (first defined at 1:1)");
}

Test(yaml_load, refuses_a_second_document)
{
	refused("a: 1\n---\nb: 2\n", PP_ESYNTAX, 2, 1, "one YAML document");
}

Test(yaml_load, refuses_complex_keys)
{
	refused("? [a, b]\n: 1\n", PP_ESYNTAX, 1, 3, "complex keys");
}

Test(yaml_load, bounds_nesting_depth)
{
	char deep[400];
	memset(deep, '[', 100);
	memset(deep + 100, ']', 100);
	deep[200] = '\0';
	refused(deep, PP_ESYNTAX, 1, 65, "nested too deeply");
}

Test(yaml_load, reports_syntax_errors_with_context)
{
	refused("a: 1\n b: 2\n", PP_ESYNTAX, 2, 3, "mapping values are not allowed");
	refused("a: [1, 2\n", PP_ESYNTAX, 2, 1, "flow sequence");
}

Test(yaml_load, refuses_invalid_utf8_and_utf16)
{
	refused("a: \"caf\xC3\"\nb: 1\n", PP_ESYNTAX, 1, 9, "invalid UTF-8");
	pp_node *root = NULL;
	pp_error err;
	const char utf16[] = "\xFF\xFE" "a\0:\0 \0" "1\0";
	cr_expect_eq(yaml_load_tree(&root, "t.yaml", utf16, sizeof(utf16) - 1, &err), PP_ESYNTAX);
	cr_expect(strstr(err.msg, "UTF-16"), "%s", err.msg);
}

Test(yaml_load, refuses_empty_documents)
{
	refused("", PP_ESCHEMA, 1, 1, "empty");
	refused("# only a comment\n", PP_ESCHEMA, 1, 1, "empty");
}

Test(yaml_load, refuses_control_characters)
{
	refused("a: \"x\"\nb: \x01\n", PP_ESYNTAX, 2, 4, "control characters");
}

/* Text a report could not hold is refused where it is written, however the
 * YAML spelled it (issue: U+FFFE/U+FFFF made the XML malformed). */
Test(yaml_load, refuses_characters_xml_cannot_hold, .description = "hostile")
{
	refused("a: \"x\\uFFFE\"\n", PP_ESYNTAX, 1, 4, "U+FFFE");
	refused("a: 1\nb: \"\\uFFFF\"\n", PP_ESYNTAX, 2, 4, "U+FFFF");
	refused("a: \"bell \\a\"\n", PP_ESYNTAX, 1, 4, "U+0007");
	refused("\"k\\x1b\": 1\n", PP_ESYNTAX, 1, 1, "this key contains the character U+001B");
	refused("a: \"\xEF\xBF\xBE\"\n", PP_ESYNTAX, 1, 5, "U+FFFE");
}

Test(yaml_load, accepts_a_utf8_byte_order_mark)
{
	pp_node *root = NULL;
	pp_error err;
	cr_assert_eq(load("\xEF\xBB\xBF" "a: 1\nb: x\n", &root, &err), PP_OK, "%s", err.msg);
	cr_expect_str_eq(node_get_text(root, "b", ""), "x");
	cr_expect_eq(node_get(root, "b")->line, 2);
	cr_expect_eq(node_get(root, "a")->col, 4, "the mark is not a column");
	node_free(root);
}

Test(yaml_load, says_tab_when_a_tab_indents)
{
	refused("a:\n\tb: 1\n", PP_ESYNTAX, 2, 1, "tab");
}

/* A binary file (a NUL byte among its first bytes) is named as one, not
 * by the first odd character the YAML reader meets (issue 25). */
Test(yaml_load, says_a_binary_file_is_not_text, .description = "hostile")
{
	pp_node *root = NULL;
	pp_error err;
	const char png[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
	cr_expect_eq(yaml_load_tree(&root, "t.yaml", png, sizeof(png) - 1, &err), PP_ESYNTAX);
	cr_expect_eq(err.line, 1);
	cr_expect_eq(err.col, 1);
	cr_expect(strstr(err.msg, "this is not a text file (it holds a NUL byte at offset 8"),
	          "%s", err.msg);
	const char elf[] = "\x7F" "ELF\x02\x01\x01\0\0\0";
	cr_expect_eq(yaml_load_tree(&root, "t.yaml", elf, sizeof(elf) - 1, &err), PP_ESYNTAX);
	cr_expect(strstr(err.msg, "not a text file"), "%s", err.msg);
	/* UTF-16 without a byte order mark says what it is. */
	const char utf16[] = "a\0:\0 \0" "1\0\n\0";
	cr_expect_eq(yaml_load_tree(&root, "t.yaml", utf16, sizeof(utf16) - 1, &err), PP_ESYNTAX);
	cr_expect(strstr(err.msg, "looks like UTF-16 or UTF-32"), "%s", err.msg);
	/* A NUL byte past the probe is a character the reader refuses. */
	char *late = calloc(9001, 1);
	memset(late, '#', 9000);
	late[0] = 'a', late[1] = ':', late[2] = ' ', late[3] = '1', late[4] = '\n';
	late[8999] = '\0';
	cr_expect_eq(yaml_load_tree(&root, "t.yaml", late, 9000, &err), PP_ESYNTAX);
	cr_expect_null(strstr(err.msg, "not a text file"), "%s", err.msg);
	cr_expect(strstr(err.msg, "U+0000"), "%s", err.msg);
	free(late);
	cr_expect_null(root);
}
