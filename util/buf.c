/* SPDX-License-Identifier: Apache-2.0 */
/* buf.c - growable strings (pp_buf) and small string helpers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* A buffer starts at 64 bytes (most messages, quotes and figures fit),
 * not pp_grow's 8, which took four reallocations to reach a sentence. */
#define BUF_FIRST 64

static void reserve(pp_buf *b, size_t extra)
{
	size_t need = b->len + extra + 1;
	if (!b->cap && need < BUF_FIRST)
		need = BUF_FIRST;
	pp_grow((void **)&b->data, &b->cap, need, 1);
}

void pp_buf_putn(pp_buf *b, const char *s, size_t n)
{
	reserve(b, n);
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
}

void pp_buf_puts(pp_buf *b, const char *s)
{
	pp_buf_putn(b, s, strlen(s));
}

void pp_buf_putc(pp_buf *b, char c)
{
	pp_buf_putn(b, &c, 1);
}

/* Formats straight into the buffer's free space; only when it is too small
 * is the buffer grown and the text formatted again. */
void pp_buf_vprintf(pp_buf *b, const char *fmt, va_list ap)
{
	va_list again;
	va_copy(again, ap);
	reserve(b, 0);
	int n = vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap);
	if (n < 0)
		pp_oom(); /* an encoding error: our formats have none */
	if ((size_t)n >= b->cap - b->len) {
		reserve(b, (size_t)n);
		vsnprintf(b->data + b->len, b->cap - b->len, fmt, again);
	}
	va_end(again);
	b->len += (size_t)n;
}

void pp_buf_printf(pp_buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	pp_buf_vprintf(b, fmt, ap);
	va_end(ap);
}

char *pp_buf_detach(pp_buf *b)
{
	char *s = b->data ? b->data : pp_xstrdup("");
	b->data = NULL;
	b->len = b->cap = 0;
	return s;
}

void pp_buf_free(pp_buf *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
}

size_t pp_edit_distance(const char *a, const char *b, size_t cap)
{
	size_t la = strlen(a), lb = strlen(b);
	if (la > 64 || lb > 64)
		return cap + 1;
	size_t row[65];
	for (size_t j = 0; j <= lb; j++)
		row[j] = j;
	for (size_t i = 1; i <= la; i++) {
		size_t diag = row[0];
		row[0] = i;
		for (size_t j = 1; j <= lb; j++) {
			size_t up = row[j];
			size_t best = diag + (a[i - 1] != b[j - 1]);
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			if (up + 1 < best)
				best = up + 1;
			row[j] = best;
			diag = up;
		}
	}
	return row[lb] > cap ? cap + 1 : row[lb];
}
