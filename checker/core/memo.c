/* SPDX-License-Identifier: Apache-2.0 */
/* memo.c - the bounded per-process memo of per-game analyses (memo.h).
 *
 * Each ck_memo owns its slots: a copy of the key and the stored value,
 * freed with the memo's free_value when the slot is replaced or the memos
 * are cleared.  The chain of memos that hold something (under chain_lock)
 * lets ck_memo_clear_all reach them all. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "core/memo.h"

/* Read by every check, on any thread; set by tests between checks. */
static atomic_int memo_on = 1;
static ck_memo *chain_head;
static pthread_mutex_t chain_lock = PTHREAD_MUTEX_INITIALIZER;

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

int ck_memo_find(ck_memo *m, const ck_key *k, void (*copy)(void *dst, const void *value),
                 void *dst)
{
	int hit = 0;
	if (!atomic_load(&memo_on) || !k->text.len)
		return 0;
	pthread_mutex_lock(&m->lock);
	int i = find_slot(m, k);
	if (i >= 0) {
		copy(dst, m->slot[i].value);
		hit = 1;
		m->hits++;
	} else {
		m->misses++;
	}
	pthread_mutex_unlock(&m->lock);
	return hit;
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
