/* SPDX-License-Identifier: Apache-2.0 */
/* baccarat_cache.c - bac_enumerate with a memo of the shoes already walked.
 *
 * Walking an 8-deck shoe is the most expensive step of a baccarat check,
 * and its result depends only on the rules and the split cells: three
 * games of one plan, a limits row re-reading a game, or a fuzzer feeding
 * thousands of plans of one shape walk the same shoe again.  The checker's
 * memo (core/memo.h) holds the last few distinct walks (a copy each, the
 * split array included) and hands out copies, so callers own their result
 * exactly as before.  Eight slots: a walk with every cell split is a few
 * megabytes. */
#include <stdlib.h>
#include <string.h>

#include "baccarat/baccarat.h"
#include "core/memo.h"

/* dst = a deep copy of src. */
static void copy_enum(void *dst_, const void *src_)
{
	bac_enum *dst = dst_;
	const bac_enum *src = src_;
	*dst = *src;
	dst->split = bac_split_share(src->split); /* read-only from here on */
}

static void free_enum(void *value)
{
	bac_enum_free(value);
	free(value);
}

static ck_memo shoe_memo = CK_MEMO_INIT("baccarat shoe", free_enum, 8);

/* Everything the enumeration reads, field by field: the rules and the
 * split cells (none: all zero). */
static void shoe_key(ck_key *k, const bac_rules *r,
                     const unsigned char split[BAC_TOTALS][BAC_COLS])
{
	static const unsigned char none[BAC_TOTALS][BAC_COLS];
	ck_key_uint(k, r->decks);
	ck_key_bytes(k, r->value, sizeof(r->value));
	ck_key_uint(k, r->natural);
	ck_key_bytes(k, r->player, sizeof(r->player));
	ck_key_bytes(k, r->banker, sizeof(r->banker));
	ck_key_int(k, r->pair_by_points);
	ck_key_bytes(k, split ? split : none, sizeof(none));
}

void bac_enumerate(bac_enum *e, const bac_rules *r,
                   const unsigned char split[BAC_TOTALS][BAC_COLS])
{
	ck_key k = { 0 };
	shoe_key(&k, r, split);
	if (!ck_memo_find(&shoe_memo, &k, copy_enum, e)) {
		bac_enumerate_states(e, r, split);
		bac_enum *kept = pp_xmalloc(sizeof(*kept));
		copy_enum(kept, e);
		ck_memo_store(&shoe_memo, &k, kept);
	}
	ck_key_free(&k);
}
