/* SPDX-License-Identifier: Apache-2.0 */
/* test_node_arena.c - the plan tree's arena (spec/node_arena.c): aligned,
 * zeroed, separate allocations across many chunks and of any size, and a
 * tree that the loader built, failed or not, released by its root alone
 * (the sanitizer build checks that nothing leaks or overlaps). */
#include <stdint.h>
#include <string.h>

#include "helpers.h"
#include "node.h"
#include "yaml_load.h"

Test(node_arena, allocations_are_aligned_zeroed_and_disjoint)
{
	node_arena *a = node_arena_new();
	unsigned char *prev = NULL;
	size_t prev_size = 0;
	/* 20,000 allocations of 1..97 bytes: many chunks, each a fresh block. */
	for (size_t i = 0; i < 20000; i++) {
		size_t size = 1 + (i * 37) % 97;
		unsigned char *p = node_arena_alloc(a, size);
		cr_assert_eq((uintptr_t)p % 16, 0, "allocation %zu is not 16-byte aligned", i);
		for (size_t k = 0; k < size; k++)
			cr_assert_eq(p[k], 0, "allocation %zu byte %zu is not zero", i, k);
		memset(p, 0xAB, size); /* writable to its last byte */
		if (prev)
			cr_assert(p + size <= prev || p >= prev + prev_size, "allocation %zu overlaps", i);
		prev = p;
		prev_size = size;
	}
	/* A request larger than any chunk gets one of its own. */
	unsigned char *big = node_arena_alloc(a, (size_t)3 << 20);
	big[0] = 1;
	big[((size_t)3 << 20) - 1] = 2;
	char *s = node_arena_strndup(a, "key: value", 3);
	cr_assert_str_eq(s, "key");
	node_arena_free(a);
	node_arena_free(NULL);
}

Test(node_arena, a_loaded_tree_is_freed_by_its_root)
{
	pp_node *root = NULL;
	pp_error err;
	const char *yaml = "a: [1, 2, 3, {b: c}]\nd: {e: f, g: [h, i]}\n";
	cr_assert_eq(yaml_load_tree(&root, "t.yaml", yaml, strlen(yaml), &err), PP_OK);
	cr_assert_not_null(root->arena, "the root owns the arena");
	const pp_node *seq = node_get(root, "a");
	cr_assert_eq(node_len(seq), 4);
	cr_assert_null(node_at(seq, 3)->arena, "only the root holds the arena");
	cr_assert_str_eq(node_get_text(node_at(seq, 3), "b", ""), "c");
	node_free((pp_node *)node_at(seq, 3)); /* not a root: nothing happens */
	cr_assert_str_eq(node_get_text(node_get(root, "d"), "e", ""), "f");
	node_free(root);
}

Test(node_arena, a_failed_load_frees_what_it_built)
{
	pp_node *root = NULL;
	pp_error err;
	/* Fails deep inside open containers, with a key waiting for its value. */
	const char *yaml = "a: {b: [1, 2, {c: d, e: *x}]}\n";
	cr_assert_neq(yaml_load_tree(&root, "t.yaml", yaml, strlen(yaml), &err), PP_OK);
	cr_assert_null(root);
}
