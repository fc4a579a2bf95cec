/* SPDX-License-Identifier: Apache-2.0 */
/* num_alloc.c - GMP's memory, through the one out-of-memory wrapper and a
 * small cache.
 *
 * GMP allocates for nearly every operation on rationals (the results of a
 * gcd, a product's temporaries) and frees right after: the blackjack and
 * baccarat analyses make about 200,000 such calls per run of seed 000.
 * Each is a full allocation in the sanitizer builds (a stack trace
 * recorded on malloc and on free), so a freed block of up to
 * NUM_CACHE_LIMBS limbs is kept on a per-thread list by its exact size and
 * handed out again for the same size.  The lists are bounded, released
 * when their thread ends, and under AddressSanitizer a kept block is
 * poisoned, so a use after mpq_clear is still reported.  Blocks come from
 * pp_xmalloc: out of memory aborts in one place, as everywhere else.
 * num.c installs it from a constructor, before any rational exists (a
 * constructor here would be dropped from static links that reference
 * nothing else in this file). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "core/num.h"
#include "util.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NUM_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define NUM_ASAN 1
#endif
#ifdef NUM_ASAN
#include <sanitizer/asan_interface.h>
#define NUM_POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define NUM_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define NUM_POISON(p, n) ((void)(p), (void)(n))
#define NUM_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

enum { NUM_CACHE_LIMBS = 16, NUM_CACHE_DEPTH = 256 };

/* A thread's kept blocks: a stack of pointers per size in limbs, held
 * here rather than linked through the blocks, so the blocks can be
 * poisoned whole and the leak checker still sees them reachable. */
typedef struct {
	void *kept[NUM_CACHE_LIMBS + 1][NUM_CACHE_DEPTH];
	unsigned count[NUM_CACHE_LIMBS + 1];
} num_cache;

static _Thread_local num_cache *thread_cache;
static pthread_key_t cache_key;
static pthread_once_t cache_once = PTHREAD_ONCE_INIT;

/* Release every block a thread kept (its exit, via cache_key). */
static void cache_release(void *arg)
{
	num_cache *c = arg;
	for (size_t s = 1; s <= NUM_CACHE_LIMBS; s++) {
		while (c->count[s]) {
			void *b = c->kept[s][--c->count[s]];
			NUM_UNPOISON(b, s * sizeof(mp_limb_t));
			free(b);
		}
	}
	free(c);
}

static void cache_key_create(void)
{
	if (pthread_key_create(&cache_key, cache_release) != 0)
		pp_oom();
}

/* The cache's list for a block of size bytes, or 0 when it is not kept. */
static size_t cache_class(size_t size)
{
	if (size == 0 || size % sizeof(mp_limb_t) != 0 || size / sizeof(mp_limb_t) > NUM_CACHE_LIMBS)
		return 0;
	return size / sizeof(mp_limb_t);
}

static num_cache *cache_get(void)
{
	if (!thread_cache) {
		pthread_once(&cache_once, cache_key_create);
		thread_cache = pp_xcalloc(1, sizeof(*thread_cache));
		pthread_setspecific(cache_key, thread_cache);
	}
	return thread_cache;
}

static void *num_alloc(size_t size)
{
	size_t s = cache_class(size);
	if (s) {
		num_cache *c = cache_get();
		if (c->count[s]) {
			void *b = c->kept[s][--c->count[s]];
			NUM_UNPOISON(b, size);
			return b;
		}
	}
	return pp_xmalloc(size);
}

static void num_free(void *p, size_t size)
{
	size_t s = cache_class(size);
	if (s) {
		num_cache *c = cache_get();
		if (c->count[s] < NUM_CACHE_DEPTH) {
			NUM_POISON(p, size);
			c->kept[s][c->count[s]++] = p;
			return;
		}
	}
	free(p);
}

static void *num_realloc(void *p, size_t old_size, size_t new_size)
{
	if (new_size == old_size)
		return p;
	void *q = num_alloc(new_size);
	memcpy(q, p, old_size < new_size ? old_size : new_size);
	num_free(p, old_size);
	return q;
}

void num_alloc_install(void)
{
	mp_set_memory_functions(num_alloc, num_realloc, num_free);
}
