/* SPDX-License-Identifier: Apache-2.0 */
/* memo.h - a small bounded cache of per-game analyses, for every family.
 *
 * Some analyses depend only on a rule set, not on the plan around it (a
 * baccarat shoe and tableau, a blackjack dealer's drawing rule on a shoe, a
 * poker paytable's distribution); a plan with several games of one rule
 * set, a limits row re-reading a game, or a fuzzer feeding thousands of
 * plans of one shape would compute them again and again.  A ck_memo keeps
 * the last CK_MEMO_SLOTS distinct results of one analysis for the process.
 *
 * Correct under any input: the key is the full canonical rule set the
 * analysis reads, written field by field into a ck_key by the family (never
 * a struct's bytes, never a partial set), and compared byte for byte; a hit
 * copies the stored value out, so callers own their result exactly as
 * without the memo.  Bounded: at most CK_MEMO_SLOTS values per memo, replaced
 * round-robin, each of a size fixed by its analysis.  Safe for callers on
 * several threads (one mutex per memo).  ck_memo_set_enabled(0) turns every
 * memo off (the tests compare results both ways). */
#ifndef PP_MEMO_H
#define PP_MEMO_H

#include <pthread.h>
#include <stddef.h>

#include "util.h"

#define CK_MEMO_SLOTS 64

/* The canonical key of one rule set: fields appended one by one. */
typedef struct {
	pp_buf text;
} ck_key;

/* One memo, static in the family that owns it:
 *   static ck_memo dealer_memo = CK_MEMO_INIT("dealer", free_dealer, 16);
 * free_value releases a stored value (the memo owns what it stores); it
 * holds at most `slots` values (1..CK_MEMO_SLOTS: fewer for big values). */
typedef struct ck_memo {
	const char *name;
	void (*free_value)(void *value);
	unsigned slots;
	pthread_mutex_t lock;
	unsigned next;                 /* the slot replaced next */
	unsigned long hits, misses;
	struct ck_memo *chain;         /* every memo that has stored a value */
	int chained;
	struct {
		char *key;
		size_t key_len;
		void *value;
	} slot[CK_MEMO_SLOTS];
} ck_memo;

#define CK_MEMO_INIT(name, free_value, slots)                                        \
	{ (name), (free_value), (slots), PTHREAD_MUTEX_INITIALIZER, 0, 0, 0, NULL, 0, \
	  { { NULL, 0, NULL } } }

/* Key building: each field is appended with a separator, so two different
 * sequences of fields never give the same key.  ck_key_free releases it. */
void ck_key_int(ck_key *k, long long v);
void ck_key_uint(ck_key *k, unsigned long long v);
void ck_key_bytes(ck_key *k, const void *data, size_t len);
void ck_key_free(ck_key *k);

/* On a hit: copy(dst, stored value) under the memo's lock, returns 1.  On
 * a miss (or with memos off): returns 0 and dst is untouched. */
int ck_memo_find(ck_memo *m, const ck_key *k, void (*copy)(void *dst, const void *value),
                 void *dst);

/* Keeps value (owned by the memo from now on) under k, replacing the
 * oldest slot; frees value at once when memos are off or another caller
 * stored the same key meanwhile. */
void ck_memo_store(ck_memo *m, const ck_key *k, void *value);

/* End every claim the calling thread holds (memo.c: a check's thread that
 * misses claims the key until it stores the value, and other checks'
 * threads wait for it rather than compute it too): called when a game's
 * check ends, so a key its family looked up but did not store keeps no
 * one waiting. */
void ck_memo_release_claims(void);

/* Memos on (the default) or off for the whole process; off also empties
 * them.  Not for use while checks run on other threads. */
void ck_memo_set_enabled(int on);

/* Empties every memo (tests: a cold start).  Same caveat. */
void ck_memo_clear_all(void);

/* Hits and misses of m since the process started. */
void ck_memo_stats(ck_memo *m, unsigned long *hits, unsigned long *misses);

#endif
