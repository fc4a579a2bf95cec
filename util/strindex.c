/* SPDX-License-Identifier: Apache-2.0 */
/* strindex.c - a map from borrowed NUL-terminated texts to numbers, by
 * open addressing (FNV-1a, linear probing, load at most 1/2), so that a
 * check that looks up names in a list of N items costs N lookups, not N²
 * comparisons.  The index never copies or frees its keys: they belong to
 * the caller (usually a plan's nodes) and must outlive it. */
#include <stdlib.h>
#include <string.h>

#include "util.h"

static size_t strindex_hash(const char *s)
{
	size_t h = (size_t)14695981039346656037ull;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * (size_t)1099511628211ull;
	return h;
}

/* The slot that holds key, or the empty slot where it would go. */
static size_t strindex_slot(const pp_strindex *ix, const char *key)
{
	size_t mask = ix->cap - 1, h = strindex_hash(key) & mask;
	while (ix->keys[h] && strcmp(ix->keys[h], key) != 0)
		h = (h + 1) & mask;
	return h;
}

static void strindex_rehash(pp_strindex *ix, size_t cap)
{
	pp_strindex bigger = { pp_xcalloc(cap, sizeof(*bigger.keys)),
		               pp_xcalloc(cap, sizeof(*bigger.values)), cap, 0 };
	for (size_t i = 0; i < ix->cap; i++)
		if (ix->keys[i]) {
			size_t h = strindex_slot(&bigger, ix->keys[i]);
			bigger.keys[h] = ix->keys[i];
			bigger.values[h] = ix->values[i];
			bigger.len++;
		}
	pp_strindex_free(ix);
	*ix = bigger;
}

int pp_strindex_add(pp_strindex *ix, const char *key, size_t value, size_t *first)
{
	if (2 * (ix->len + 1) > ix->cap)
		strindex_rehash(ix, ix->cap ? 2 * ix->cap : 16);
	size_t h = strindex_slot(ix, key);
	if (ix->keys[h]) {
		if (first)
			*first = ix->values[h];
		return 1;
	}
	ix->keys[h] = key;
	ix->values[h] = value;
	ix->len++;
	if (first)
		*first = value;
	return 0;
}

int pp_strindex_get(const pp_strindex *ix, const char *key, size_t *value)
{
	if (!ix->cap)
		return 0;
	size_t h = strindex_slot(ix, key);
	if (!ix->keys[h])
		return 0;
	if (value)
		*value = ix->values[h];
	return 1;
}

void pp_strindex_free(pp_strindex *ix)
{
	free(ix->keys);
	free(ix->values);
	ix->keys = NULL;
	ix->values = NULL;
	ix->cap = ix->len = 0;
}
