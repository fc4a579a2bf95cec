/* SPDX-License-Identifier: Apache-2.0 */
/* gen_hand_hash.c - the table generator's perfect hash of rank keys, and
 * its `--search` for the rank weights (gen_hand_tables.h).  A build-time
 * program only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "poker/eval/gen/gen_hand_tables.h"
#include "poker/eval/hand_tables.h"

/* ---- the perfect hash ---------------------------------------------------- */

typedef struct {
	uint32_t row, first, n; /* the row's keys: byrow[first .. first + n) */
} row_span;

static int cmp_span(const void *a, const void *b)
{
	const row_span *x = a, *y = b;
	if (x->n != y->n)
		return (x->n < y->n) - (x->n > y->n); /* fullest first */
	return (x->row > y->row) - (x->row < y->row);
}

/* The perfect hash of the hands' keys (5..7 ranks): a key's low
 * HAND_HASH_SHIFT bits pick its row, its high bits its column, and the row's
 * offset moves the row into the table.  Rows are placed fullest first, each
 * at the first even offset where all its columns are free (the table of
 * offsets holds half of each, in 16 bits: 16 KB).  The low bits make
 * the rows sparse and alike, so they interleave almost without gaps. */
rank_hash build_hash(const multiset *hands, size_t nhands, const uint16_t *values)
{
	rank_hash out = { 0 };
	uint32_t nrows, key_max;
	uint16_t *offsets, *rank_value;
	uint32_t table_size;
	key_max = hands[nhands - 1].key;
	nrows = 1u << HAND_HASH_SHIFT;
	uint32_t width = (key_max >> HAND_HASH_SHIFT) + 1;
	row_span *spans = xcalloc(nrows, sizeof(*spans));
	size_t *start = xcalloc(nrows + 1, sizeof(*start));
	multiset *byrow = xcalloc(nhands, sizeof(*byrow));
	uint16_t *row_values = xcalloc(nhands, sizeof(*row_values));
	for (size_t i = 0; i < nhands; i++)
		start[(hands[i].key & (nrows - 1)) + 1]++;
	for (uint32_t r = 0; r < nrows; r++) {
		spans[r].row = r;
		spans[r].first = (uint32_t)start[r];
		spans[r].n = (uint32_t)start[r + 1];
		start[r + 1] += start[r];
	}
	for (size_t i = 0; i < nhands; i++) {
		size_t at = start[hands[i].key & (nrows - 1)]++;
		byrow[at] = hands[i];
		row_values[at] = values[i];
	}
	qsort(spans, nrows, sizeof(*spans), cmp_span);
	size_t cap = nhands * 2 + width;
	uint8_t *used = xcalloc(cap, 1);
	offsets = xcalloc(nrows, sizeof(*offsets));
	rank_value = xcalloc(cap, sizeof(*rank_value));
	table_size = 0;
	for (uint32_t k = 0; k < nrows && spans[k].n; k++) {
		const row_span *s = &spans[k];
		uint32_t base = 0;
		for (;; base += 2) { /* even: the offset table holds base / 2 */
			if (base + width > cap)
				fail("the hash does not fit");
			uint32_t i = 0;
			while (i < s->n && !used[base + (byrow[s->first + i].key >> HAND_HASH_SHIFT)])
				i++;
			if (i == s->n)
				break;
		}
		for (uint32_t i = 0; i < s->n; i++) {
			uint32_t at = base + (byrow[s->first + i].key >> HAND_HASH_SHIFT);
			used[at] = 1;
			rank_value[at] = row_values[s->first + i];
			table_size = at + 1 > table_size ? at + 1 : table_size;
		}
		if (base / 2 > UINT16_MAX)
			fail("a row offset beyond 16 bits");
		offsets[s->row] = (uint16_t)(base / 2);
	}
	free(used);
	free(byrow);
	free(row_values);
	free(start);
	free(spans);
	out.offsets = offsets;
	out.values = rank_value;
	out.nrows = nrows;
	out.size = table_size;
	out.key_max = key_max;
	return out;
}

/* ---- --search: the greedy search for the weights ------------------------ */

/* Whether two multisets of ranks 0..i of sizes a and b can both grow by
 * the same cards of ranks above i into hands of 5..7 cards. */
static int can_meet(unsigned a, unsigned b, int i)
{
	unsigned most = 4u * (unsigned)(12 - i);
	most = most > MAX_KEY_CARDS ? MAX_KEY_CARDS : most;
	for (unsigned t = 0; t <= most; t++)
		if (a + t >= 5 && a + t <= 7 && b + t >= 5 && b + t <= 7)
			return 1;
	return 0;
}

void search(void)
{
	size_t cap = 80000, n = 1;
	multiset *cur = xcalloc(cap, sizeof(*cur)), *add = xcalloc(cap, sizeof(*add));
	uint8_t *sizes_at = xcalloc(1u << 24, 1); /* per key: bit s, a multiset of size s */
	uint32_t w = 0;
	for (int i = 0; i < RANKS; i++) {
		for (size_t j = 0; j < n; j++)
			sizes_at[cur[j].key] |= (uint8_t)(1u << cur[j].size);
		for (w = w + 1;; w++) {
			size_t m = 0;
			int clash = 0;
			for (unsigned k = 1; k <= 4 && !clash; k++)
				for (size_t j = 0; j < n && !clash; j++) {
					unsigned size = cur[j].size + k;
					uint32_t key = cur[j].key + k * w;
					if (size > MAX_KEY_CARDS)
						continue;
					if (key >= 1u << 24)
						fail("search: keys out of range");
					for (unsigned s = 0; s <= MAX_KEY_CARDS; s++)
						clash |= (sizes_at[key] >> s & 1) && can_meet(s, size, i);
					sizes_at[key] |= (uint8_t)(1u << size);
					add[m].key = key;
					add[m++].size = size;
				}
			if (!clash)
				break;
			for (size_t j = 0; j < m; j++)
				sizes_at[add[j].key] = 0;
			for (size_t j = 0; j < n; j++) /* restore what the clash cleared */
				sizes_at[cur[j].key] |= (uint8_t)(1u << cur[j].size);
		}
		size_t m = 0;
		for (unsigned k = 1; k <= 4; k++)
			for (size_t j = 0; j < n; j++)
				if (cur[j].size + k <= MAX_KEY_CARDS) {
					add[m].key = cur[j].key + k * w;
					add[m++].size = cur[j].size + k;
				}
		memcpy(cur + n, add, m * sizeof(*cur));
		n += m;
		for (size_t j = 0; j < n; j++)
			sizes_at[cur[j].key] = 0;
		printf("%s%u", i ? ", " : "", w);
		fflush(stdout);
	}
	printf("\n");
	free(cur);
	free(add);
	free(sizes_at);
}
