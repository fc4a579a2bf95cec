/* SPDX-License-Identifier: Apache-2.0 */
/* memo.c - the bounded per-process memo of per-game analyses (memo.h).
 *
 * Each ck_memo owns its slots: a copy of the key and the stored value,
 * freed with the memo's free_value when the slot is replaced or the memos
 * are cleared.  The chain of memos that hold something (under chain_lock)
 * lets ck_memo_clear_all reach them all.
 *
 * Claims: the games of a check run on a pool of threads (check.c), and two
 * games of one rule set would compute the same analysis at once.  A check's
 * thread that misses claims the key until it stores the value (or its game
 * ends, ck_memo_release_claims); another check's thread that misses the
 * same key meanwhile waits for the value instead of computing it again,
 * its job lent back to the check's budget while it waits.  A thread that
 * holds a claim never waits (so no two threads wait for each other), and
 * threads outside a check (an engine's workers) never wait. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "core/memo.h"
#include "core/run.h"

/* Read by every check, on any thread; set by tests between checks. */
static atomic_int memo_on = 1;
static ck_memo *chain_head;
static pthread_mutex_t chain_lock = PTHREAD_MUTEX_INITIALIZER;

/* The keys being computed: memo, key, the claiming thread; under
 * claim_lock, whose condition is broadcast when a claim ends. */
typedef struct claim {
	const ck_memo *memo;
	char *key;
	size_t key_len;
	pthread_t owner;
	struct claim *next;
} claim;
static claim *claims;
static pthread_mutex_t claim_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t claim_done = PTHREAD_COND_INITIALIZER;
static _Thread_local unsigned claims_held; /* by this thread */

void ck_key_int(ck_key *k, long long v)
{
	pp_buf_printf(&k->text, "%lld;", v);
}

void ck_key_uint(ck_key *k, unsigned long long v)
{
	pp_buf_printf(&k->text, "%llu;", v);
}

/* Length first, so bytes containing the separator stay unambiguous. */
void ck_key_bytes(ck_key *k, const void *data, size_t len)
{
	pp_buf_printf(&k->text, "%zu:", len);
	pp_buf_putn(&k->text, data, len);
	pp_buf_putc(&k->text, ';');
}

void ck_key_free(ck_key *k)
{
	pp_buf_free(&k->text);
}

/* The slot of m holding key k, or -1; m->lock held. */
static int find_slot(const ck_memo *m, const ck_key *k)
{
	for (int i = 0; i < CK_MEMO_SLOTS; i++)
		if (m->slot[i].key && m->slot[i].key_len == k->text.len &&
		    memcmp(m->slot[i].key, k->text.data, k->text.len) == 0)
			return i;
	return -1;
}

/* The claim on (m, k), or NULL; claim_lock held. */
static claim *claim_of(const ck_memo *m, const ck_key *k)
{
	for (claim *c = claims; c; c = c->next)
		if (c->memo == m && c->key_len == k->text.len &&
		    memcmp(c->key, k->text.data, k->text.len) == 0)
			return c;
	return NULL;
}

/* Wait until no other thread claims (m, k), then claim it for this one;
 * returns without either when this thread may not wait (see above). */
static void claim_or_wait(const ck_memo *m, const ck_key *k)
{
	ck_run *run = ck_current_run();
	pthread_mutex_lock(&claim_lock);
	claim *c = claim_of(m, k);
	if (c && (!run || claims_held || pthread_equal(c->owner, pthread_self()))) {
		pthread_mutex_unlock(&claim_lock);
		return;
	}
	if (c) {
		atomic_fetch_add(&run->root->jobs_free, 1); /* lent while waiting */
		while (claim_of(m, k))
			pthread_cond_wait(&claim_done, &claim_lock);
		atomic_fetch_sub(&run->root->jobs_free, 1);
	} else if (run) {
		c = pp_xcalloc(1, sizeof(*c));
		c->memo = m;
		c->key = pp_xmalloc(k->text.len);
		memcpy(c->key, k->text.data, k->text.len);
		c->key_len = k->text.len;
		c->owner = pthread_self();
		c->next = claims;
		claims = c;
		claims_held++;
	}
	pthread_mutex_unlock(&claim_lock);
}

/* End this thread's claim on (m, k), or (m NULL) all of its claims. */
static void claims_end(const ck_memo *m, const ck_key *k)
{
	if (!claims_held)
		return;
	pthread_mutex_lock(&claim_lock);
	for (claim **p = &claims; *p;) {
		claim *c = *p;
		if (pthread_equal(c->owner, pthread_self()) &&
		    (!m || (c->memo == m && c->key_len == k->text.len &&
		            memcmp(c->key, k->text.data, k->text.len) == 0))) {
			*p = c->next;
			free(c->key);
			free(c);
			claims_held--;
		} else {
			p = &c->next;
		}
	}
	pthread_cond_broadcast(&claim_done);
	pthread_mutex_unlock(&claim_lock);
}

void ck_memo_release_claims(void)
{
	claims_end(NULL, NULL);
}

/* Look k up in m: 1 and the value copied on a hit; m->misses counted on
 * a miss when count_miss. */
static int look_up(ck_memo *m, const ck_key *k, void (*copy)(void *dst, const void *value),
                   void *dst, int count_miss)
{
	int hit = 0;
	pthread_mutex_lock(&m->lock);
	int i = find_slot(m, k);
	if (i >= 0) {
		copy(dst, m->slot[i].value);
		hit = 1;
		m->hits++;
	} else if (count_miss) {
		m->misses++;
	}
	pthread_mutex_unlock(&m->lock);
	return hit;
}

int ck_memo_find(ck_memo *m, const ck_key *k, void (*copy)(void *dst, const void *value),
                 void *dst)
{
	if (!atomic_load(&memo_on) || !k->text.len)
		return 0;
	if (look_up(m, k, copy, dst, 0))
		return 1;
	claim_or_wait(m, k); /* the value may have come meanwhile */
	return look_up(m, k, copy, dst, 1);
}

/* Empties slot i of m; m->lock held. */
static void clear_slot(ck_memo *m, int i)
{
	if (!m->slot[i].key)
		return;
	m->free_value(m->slot[i].value);
	free(m->slot[i].key);
	m->slot[i].key = NULL;
	m->slot[i].key_len = 0;
	m->slot[i].value = NULL;
}

/* Puts m on the chain of memos ck_memo_clear_all empties, once. */
static void chain_memo(ck_memo *m)
{
	pthread_mutex_lock(&chain_lock);
	if (!m->chained) {
		m->chained = 1;
		m->chain = chain_head;
		chain_head = m;
	}
	pthread_mutex_unlock(&chain_lock);
}

void ck_memo_store(ck_memo *m, const ck_key *k, void *value)
{
	if (!atomic_load(&memo_on) || !k->text.len) {
		m->free_value(value);
		return;
	}
	chain_memo(m);
	pthread_mutex_lock(&m->lock);
	if (find_slot(m, k) >= 0) {
		m->free_value(value); /* another thread stored it meanwhile */
	} else {
		unsigned slots = m->slots >= 1 && m->slots <= CK_MEMO_SLOTS ? m->slots : CK_MEMO_SLOTS;
		int i = (int)(m->next++ % slots);
		clear_slot(m, i);
		m->slot[i].key = pp_xmalloc(k->text.len);
		memcpy(m->slot[i].key, k->text.data, k->text.len);
		m->slot[i].key_len = k->text.len;
		m->slot[i].value = value;
	}
	pthread_mutex_unlock(&m->lock);
	claims_end(m, k);
}

void ck_memo_clear_all(void)
{
	pthread_mutex_lock(&chain_lock);
	for (ck_memo *m = chain_head; m; m = m->chain) {
		pthread_mutex_lock(&m->lock);
		for (int i = 0; i < CK_MEMO_SLOTS; i++)
			clear_slot(m, i);
		m->next = 0;
		pthread_mutex_unlock(&m->lock);
	}
	pthread_mutex_unlock(&chain_lock);
}

void ck_memo_set_enabled(int on)
{
	atomic_store(&memo_on, on != 0);
	if (!on)
		ck_memo_clear_all();
}

void ck_memo_stats(ck_memo *m, unsigned long *hits, unsigned long *misses)
{
	pthread_mutex_lock(&m->lock);
	*hits = m->hits;
	*misses = m->misses;
	pthread_mutex_unlock(&m->lock);
}
