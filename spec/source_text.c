/* SPDX-License-Identifier: Apache-2.0 */
/* source_text.c - one reading of each source document per process
 * (source_text.h). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "sha256.h"
#include "source_text.h"
#include "util.h"

/* Texts kept for later loads: at most CACHE_SLOTS, each at most
 * CACHE_MAX_BYTES (its normalised text is nine bytes a character, so the
 * cache holds at most about 40 MB), replaced round-robin.  Larger texts are
 * read for each plan as before. */
#define CACHE_SLOTS 4
#define CACHE_MAX_BYTES ((size_t)1 << 20)

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static source_text *slot[CACHE_SLOTS];
static unsigned next_slot;

/* The first line of the text that is not UTF-8 (or holds a NUL), or 0. */
static size_t bad_utf8_line(const char *data, size_t len)
{
	size_t line = 1;
	for (size_t i = 0; i < len;) {
		unsigned char c = (unsigned char)data[i];
		if (c != 0 && c < 0x80) {
			line += c == '\n'; /* ASCII, most of a document: one byte */
			i++;
			continue;
		}
		unsigned cp;
		size_t k = pp_utf8_next(data + i, len - i, &cp);
		if (k == 0 || cp == 0)
			return line;
		line += cp == '\n';
		i += k;
	}
	return 0;
}

/* Split the text into lines and normalise it. */
static void index_lines(source_text *t)
{
	size_t cap = 0;
	for (size_t i = 0; i < t->len; i++) {
		if (i == 0 || t->data[i - 1] == '\n') {
			pp_grow((void **)&t->line_start, &cap, t->nlines + 1, sizeof(size_t));
			t->line_start[t->nlines++] = i;
		}
	}
	pp_norm_append(&t->norm, t->data, t->len, 1);
}

static source_text *make_text(char *data, size_t len)
{
	source_text *t = pp_xcalloc(1, sizeof(*t));
	t->data = data;
	t->len = len;
	sha256_hex(data, len, t->sha256);
	t->bad_line = bad_utf8_line(data, len);
	if (!t->bad_line)
		index_lines(t);
	return t;
}

static void free_text(source_text *t)
{
	free(t->data);
	free(t->line_start);
	pp_norm_free(&t->norm);
	free(t);
}

/* Drop one reference; the caller holds the lock. */
static void drop_locked(source_text *t)
{
	if (t && --t->refs == 0)
		free_text(t);
}

const source_text *source_text_get(char *data, size_t len)
{
	source_text *t = NULL;
	pthread_mutex_lock(&lock);
	for (unsigned i = 0; i < CACHE_SLOTS && !t; i++)
		if (slot[i] && slot[i]->len == len && memcmp(slot[i]->data, data, len) == 0)
			t = slot[i];
	if (t) {
		t->refs++;
		pthread_mutex_unlock(&lock);
		free(data);
		return t;
	}
	pthread_mutex_unlock(&lock);
	t = make_text(data, len); /* outside the lock: the costly part */
	t->refs = 1;
	if (len <= CACHE_MAX_BYTES) {
		pthread_mutex_lock(&lock);
		unsigned i = next_slot++ % CACHE_SLOTS;
		drop_locked(slot[i]);
		slot[i] = t;
		t->refs++;
		pthread_mutex_unlock(&lock);
	}
	return t;
}

void source_text_get_again(const source_text *t)
{
	pthread_mutex_lock(&lock);
	((source_text *)t)->refs++;
	pthread_mutex_unlock(&lock);
}

void source_text_release(const source_text *t)
{
	if (!t)
		return;
	pthread_mutex_lock(&lock);
	drop_locked((source_text *)t);
	pthread_mutex_unlock(&lock);
}
