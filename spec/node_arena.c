/* SPDX-License-Identifier: Apache-2.0 */
/* node_arena.c - the memory of one plan tree (node.h).
 *
 * A plan of 200,000 values made about 600,000 allocations (a node, its key,
 * its text, its items array as it grew), each freed again one by one.  An
 * arena holds them all in a few chunks and frees them together with the
 * root: loading costs fewer calls into the allocator, and under
 * AddressSanitizer (the fuzz and sanitizer builds) far fewer stack captures
 * and quarantine passes.
 *
 * Overflows are still caught under AddressSanitizer: every allocation is
 * followed by a poisoned redzone, the unused tail of a chunk stays poisoned,
 * and the chunks themselves are ordinary heap blocks, so a use after the
 * tree is freed is a heap-use-after-free as before. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "node.h"
#include "util.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NODE_ARENA_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define NODE_ARENA_ASAN 1
#endif

#ifdef NODE_ARENA_ASAN
#include <sanitizer/asan_interface.h>
#define REDZONE 16
#define POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define REDZONE 0
#define POISON(p, n) ((void)(p), (void)(n))
#define UNPOISON(p, n) ((void)(p), (void)(n))
#endif

#define ALIGN 16
#define FIRST_CHUNK ((size_t)8 << 10)  /* 8 KiB: a small plan needs one or two */
#define LAST_CHUNK ((size_t)64 << 10)  /* chunks double up to 64 KiB (see above) */

typedef struct chunk {
	struct chunk *next;            /* the chunk allocated before this one */
	size_t used, cap;              /* bytes of data[] handed out, and its size */
	_Alignas(ALIGN) unsigned char data[];
} chunk;

struct node_arena {
	chunk *head;                   /* the chunk being filled */
	size_t next_cap;               /* the size of the next chunk */
};

static size_t round_up(size_t n)
{
	return (n + ALIGN - 1) & ~(size_t)(ALIGN - 1);
}

node_arena *node_arena_new(void)
{
	node_arena *a = pp_xcalloc(1, sizeof(*a));
	a->next_cap = FIRST_CHUNK;
	return a;
}

/* A new chunk with room for at least need bytes, made the one being filled.
 * A request bigger than a quarter of the next chunk gets a chunk of its own
 * behind the current one, so the current one's free space is not lost. */
static chunk *add_chunk(node_arena *a, size_t need)
{
	size_t cap = a->next_cap;
	int own = need > cap / 4;
	if (own)
		cap = need;
	else if (a->next_cap < LAST_CHUNK)
		a->next_cap *= 2;
	if (cap > SIZE_MAX - sizeof(chunk))
		pp_oom();
	chunk *c = pp_xmalloc(sizeof(chunk) + cap);
	c->used = 0;
	c->cap = cap;
	POISON(c->data, cap);
	if (own && a->head) {
		c->next = a->head->next;
		a->head->next = c;
	} else {
		c->next = a->head;
		a->head = c;
	}
	return c;
}

void *node_arena_alloc(node_arena *a, size_t size)
{
	if (size > SIZE_MAX / 2)
		pp_oom();
	size_t need = round_up(size + REDZONE);
	chunk *c = a->head;
	if (!c || c->cap - c->used < need)
		c = add_chunk(a, need);
	unsigned char *p = c->data + c->used;
	c->used += need;
	UNPOISON(p, size);
	memset(p, 0, size);
	return p;
}

char *node_arena_strndup(node_arena *a, const char *s, size_t len)
{
	char *d = node_arena_alloc(a, len + 1);
	memcpy(d, s, len);
	d[len] = '\0';
	return d;
}

void node_arena_free(node_arena *a)
{
	if (!a)
		return;
	for (chunk *c = a->head, *next; c; c = next) {
		next = c->next;
		UNPOISON(c->data, c->cap);
		free(c);
	}
	free(a);
}
