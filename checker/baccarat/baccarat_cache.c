/* baccarat_cache.c - bac_enumerate with a memo of the shoes already walked.
 *
 * Walking an 8-deck shoe is the most expensive step of a baccarat check,
 * and its result depends only on the rules and the split cells: three
 * games of one plan, a limits row re-reading a game, or a fuzzer feeding
 * thousands of plans of one shape walk the same shoe again.  The memo holds
 * the last few distinct walks (a copy each, the split array included) and
 * hands out copies, so callers own their result exactly as before.  A
 * mutex keeps it safe for callers on several threads. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "baccarat/baccarat.h"

#define MEMO_SLOTS 8

typedef struct {
	int used;
	bac_rules rules;
	unsigned char split[BAC_TOTALS][BAC_COLS];
	bac_enum e;
} memo_slot;

static memo_slot memo[MEMO_SLOTS];
static unsigned memo_next;
static pthread_mutex_t memo_lock = PTHREAD_MUTEX_INITIALIZER;

/* Field by field: struct padding is never compared. */
static int same_rules(const bac_rules *a, const bac_rules *b)
{
	return a->decks == b->decks && a->natural == b->natural &&
	       a->pair_by_points == b->pair_by_points &&
	       memcmp(a->value, b->value, sizeof(a->value)) == 0 &&
	       memcmp(a->player, b->player, sizeof(a->player)) == 0 &&
	       memcmp(a->banker, b->banker, sizeof(a->banker)) == 0;
}

static int same_key(const memo_slot *m, const bac_rules *r,
                    const unsigned char split[BAC_TOTALS][BAC_COLS])
{
	static const unsigned char none[BAC_TOTALS][BAC_COLS];
	return m->used && same_rules(&m->rules, r) &&
	       memcmp(m->split, split ? split : none, sizeof(m->split)) == 0;
}

/* dst = a deep copy of src. */
static void copy_enum(bac_enum *dst, const bac_enum *src)
{
	*dst = *src;
	dst->split = NULL;
	if (src->nsplit) {
		dst->split = pp_xmalloc(2 * src->nsplit * sizeof(*src->split));
		memcpy(dst->split, src->split, 2 * src->nsplit * sizeof(*src->split));
	}
}

void bac_enumerate(bac_enum *e, const bac_rules *r,
                   const unsigned char split[BAC_TOTALS][BAC_COLS])
{
	memo_slot *slot;
	pthread_mutex_lock(&memo_lock);
	for (unsigned i = 0; i < MEMO_SLOTS; i++)
		if (same_key(&memo[i], r, split)) {
			copy_enum(e, &memo[i].e);
			pthread_mutex_unlock(&memo_lock);
			return;
		}
	pthread_mutex_unlock(&memo_lock);

	bac_enumerate_states(e, r, split); /* outside the lock */

	pthread_mutex_lock(&memo_lock);
	slot = &memo[memo_next++ % MEMO_SLOTS];
	if (slot->used)
		bac_enum_free(&slot->e);
	slot->used = 1;
	slot->rules = *r;
	memset(slot->split, 0, sizeof(slot->split));
	if (split)
		memcpy(slot->split, split, sizeof(slot->split));
	copy_enum(&slot->e, e);
	pthread_mutex_unlock(&memo_lock);
}
