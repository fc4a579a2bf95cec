/* SPDX-License-Identifier: Apache-2.0 */
/* alloc.c - the one place that handles running out of memory (by aborting). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

void pp_oom(void)
{
	fputs("planproof: out of memory, aborting\n", stderr);
	abort();
}

void *pp_xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);
	if (!p)
		pp_oom();
	return p;
}

void *pp_xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		pp_oom();
	return p;
}

void *pp_xrealloc(void *ptr, size_t size)
{
	void *p = realloc(ptr, size ? size : 1);
	if (!p)
		pp_oom();
	return p;
}

char *pp_xstrndup(const char *s, size_t n)
{
	char *p = pp_xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *pp_xstrdup(const char *s)
{
	return pp_xstrndup(s, strlen(s));
}

/* Most texts are short: formatted once into a stack buffer and copied;
 * only a longer one is measured there and formatted again. */
char *pp_xvasprintf(const char *fmt, va_list ap)
{
	char small[256];
	va_list copy;
	va_copy(copy, ap);
	int n = vsnprintf(small, sizeof(small), fmt, copy);
	va_end(copy);
	if (n < 0)
		pp_oom(); /* only an encoding error can get here; treat as fatal */
	char *p = pp_xmalloc((size_t)n + 1);
	if ((size_t)n < sizeof(small))
		memcpy(p, small, (size_t)n + 1);
	else
		vsnprintf(p, (size_t)n + 1, fmt, ap);
	return p;
}

char *pp_xasprintf(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *p = pp_xvasprintf(fmt, ap);
	va_end(ap);
	return p;
}

void pp_grow(void **items, size_t *cap, size_t need, size_t elem)
{
	if (need <= *cap)
		return;
	size_t c = *cap ? *cap : 8;
	while (c < need) {
		if (c > ((size_t)-1) / 2 / elem)
			pp_oom();
		c *= 2;
	}
	*items = pp_xrealloc(*items, c * elem);
	*cap = c;
}
