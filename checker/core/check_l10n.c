/* SPDX-License-Identifier: Apache-2.0 */
/* check_l10n.c - finding messages in the run's language: the translatable
 * fragments a check passes as `%s` arguments (ck_l10n, ck_l10nf), and the
 * formatting of the translated format with them (ck_l10n_vformat).
 *
 * A message is formatted twice (check.c, emit): in English with the
 * C library's vasprintf, and in the run's language here.  The arguments
 * are the same both times; what differs is that a `%s` argument the
 * calling thread registered with ck_l10n or ck_l10nf since the last
 * message is replaced by its translation.  The registry is per thread
 * (checks run in several threads) and emptied by every message. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/check.h"
#include "core/check_internal.h"
#include "i18n.h"

/* One registered fragment: the English text the check passes (compared
 * by address), its translation, and which of the two this file owns. */
typedef struct {
	const char *english;
	const char *local;
	int own_english, own_local;
} fragment;

static _Thread_local fragment *fragments;
static _Thread_local size_t nfragments, cap_fragments;

static void remember(const char *english, const char *local, int own_english, int own_local)
{
	pp_grow((void **)&fragments, &cap_fragments, nfragments + 1, sizeof(*fragments));
	fragments[nfragments++] = (fragment){ english, local, own_english, own_local };
}

const char *ck_l10n(const char *msgid)
{
	const char *local = pp_gettext(msgid);
	if (local != msgid)
		remember(msgid, local, 0, 0);
	return msgid;
}

const char *ck_l10nc(const char *context, const char *msgid)
{
	/* gettext's key for a msgctxt: the context, EOT, the msgid. */
	char *key = pp_xasprintf("%s\004%s", context, msgid);
	const char *local = pp_gettext(key);
	if (local != key)
		remember(msgid, local, 0, 0);
	free(key);
	return msgid;
}

static char *format_local(const char *fmt, const char *local, va_list ap) PP_PRINTF(1, 0);

const char *ck_l10nf(const char *fmt, ...)
{
	va_list ap, again;
	va_start(ap, fmt);
	va_copy(again, ap);
	char *english = pp_xvasprintf(fmt, ap);
	char *local = format_local(fmt, pp_gettext(fmt), again);
	va_end(again);
	va_end(ap);
	remember(english, local ? local : english, 1, local != NULL);
	return english;
}

const char *ck_l10nfn(unsigned long n, const char *fmt, const char *plural, ...)
{
	va_list ap, again;
	va_start(ap, plural);
	va_copy(again, ap);
	const char *en = n == 1 ? fmt : plural;
	char *english = pp_xvasprintf(en, ap);
	char *local = format_local(en, pp_ngettext(fmt, plural, n), again);
	va_end(again);
	va_end(ap);
	remember(english, local ? local : english, 1, local != NULL);
	return english;
}

void ck_l10n_buf_printf(ck_l10n_buf *b, const char *fmt, ...)
{
	va_list ap, again;
	va_start(ap, fmt);
	va_copy(again, ap);
	size_t at = b->en.len;
	pp_buf_vprintf(&b->en, fmt, ap);
	char *local = format_local(fmt, pp_gettext(fmt), again);
	if (local)
		pp_buf_puts(&b->local, local);
	else
		pp_buf_putn(&b->local, b->en.data + at, b->en.len - at);
	free(local);
	va_end(again);
	va_end(ap);
}

void ck_l10n_buf_puts(ck_l10n_buf *b, const char *s)
{
	pp_buf_puts(&b->en, s);
	pp_buf_puts(&b->local, s);
}

const char *ck_l10n_buf_text(ck_l10n_buf *b)
{
	if (!b->en.len)
		return "";
	if (b->local.len != b->en.len || memcmp(b->local.data, b->en.data, b->en.len) != 0)
		remember(b->en.data, pp_xstrdup(b->local.data), 0, 1);
	return b->en.data;
}

void ck_l10n_buf_free(ck_l10n_buf *b)
{
	pp_buf_free(&b->en);
	pp_buf_free(&b->local);
}

void ck_l10n_forget(void)
{
	for (size_t i = 0; i < nfragments; i++) {
		if (fragments[i].own_local)
			free((char *)fragments[i].local);
		if (fragments[i].own_english)
			free((char *)fragments[i].english);
	}
	/* Freed, not kept for the next message: few messages have fragments,
	 * and a thread's registry must not outlive the thread's checks. */
	free(fragments);
	fragments = NULL;
	nfragments = cap_fragments = 0;
}

const char *ck_l10n_translation(const char *s)
{
	for (size_t i = nfragments; i-- > 0;)
		if (fragments[i].english == s)
			return fragments[i].local;
	return s;
}

/* The C types a conversion takes.  No floating point: planproof prints
 * none (GMP figures are formatted to text before they reach a message). */
enum arg_type { ARG_INT, ARG_LONG, ARG_LLONG, ARG_SIZE, ARG_INTMAX, ARG_PTRDIFF,
	        ARG_UINT, ARG_ULONG, ARG_ULLONG, ARG_USIZE, ARG_UINTMAX,
	        ARG_STRING, ARG_POINTER };

typedef union {
	int i;
	long l;
	long long ll;
	ptrdiff_t pd;
	intmax_t im;
	unsigned u;
	unsigned long ul;
	unsigned long long ull;
	size_t sz;
	uintmax_t uim;
	const char *s;
	void *p;
} arg_value;

#define MAX_ARGS 32

/* One conversion of a format: the argument it takes (0-based; -1 for
 * `%%`), its type, and the text of the conversion without a `n$` position,
 * for snprintf. */
typedef struct {
	int arg;
	enum arg_type type;
	char spec[32];
} conversion;

/* Parse the conversion at fmt[*pos] (just after its `%`) into c, the next
 * argument being *next.  Returns 0, or -1 for what this module does not
 * format (`*` widths, floating point, `%n`, more than MAX_ARGS). */
static int parse_conversion(const char *fmt, size_t *pos, int *next, conversion *c)
{
	size_t p = *pos, n = 0;
	c->spec[n++] = '%';
	if (fmt[p] == '%') {
		c->arg = -1;
		c->spec[n++] = '%';
		c->spec[n] = '\0';
		*pos = p + 1;
		return 0;
	}
	size_t digits = strspn(fmt + p, "0123456789");
	if (digits && fmt[p + digits] == '$') {
		c->arg = atoi(fmt + p) - 1;
		p += digits + 1;
	} else {
		c->arg = (*next)++;
	}
	size_t body = strspn(fmt + p, "-+ #0'0123456789.hlzjt");
	if (c->arg < 0 || c->arg >= MAX_ARGS || body + 3 > sizeof(c->spec))
		return -1;
	memcpy(c->spec + n, fmt + p, body);
	n += body;
	const char *len = fmt + p + strspn(fmt + p, "-+ #0'0123456789.");
	size_t lenlen = (size_t)(fmt + p + body - len);
	char conv = fmt[p + body];
	c->spec[n++] = conv;
	c->spec[n] = '\0';
	*pos = p + body + 1;
	int sign = conv == 'd' || conv == 'i';
	if (conv == 's' && lenlen == 0)
		c->type = ARG_STRING;
	else if (conv == 'p' && lenlen == 0)
		c->type = ARG_POINTER;
	else if (conv == 'c' && lenlen == 0)
		c->type = ARG_INT;
	else if (!sign && !strchr("uxXo", conv))
		return -1;
	else if (lenlen == 0 || (len[0] == 'h' && lenlen <= 2))
		c->type = sign ? ARG_INT : ARG_UINT;
	else if (lenlen == 1 && len[0] == 'l')
		c->type = sign ? ARG_LONG : ARG_ULONG;
	else if (lenlen == 2 && len[0] == 'l' && len[1] == 'l')
		c->type = sign ? ARG_LLONG : ARG_ULLONG;
	else if (lenlen == 1 && len[0] == 'z')
		c->type = sign ? ARG_SIZE : ARG_USIZE;
	else if (lenlen == 1 && len[0] == 'j')
		c->type = sign ? ARG_INTMAX : ARG_UINTMAX;
	else if (lenlen == 1 && len[0] == 't' && sign)
		c->type = ARG_PTRDIFF;
	else
		return -1;
	return 0;
}

/* Fetch the arguments of the English format fmt, in order, into values and
 * their types into types; returns how many, or -1 when fmt has a
 * conversion parse_conversion refuses or positions of its own. */
static int fetch_args(const char *fmt, va_list ap, arg_value *values, enum arg_type *types)
{
	int next = 0;
	for (size_t pos = 0; fmt[pos];) {
		if (fmt[pos++] != '%')
			continue;
		conversion c;
		int before = next;
		if (parse_conversion(fmt, &pos, &next, &c) < 0 || (c.arg >= 0 && c.arg != before))
			return -1;
		if (c.arg < 0)
			continue;
		types[c.arg] = c.type;
		arg_value *v = &values[c.arg];
		switch (c.type) {
		case ARG_INT: v->i = va_arg(ap, int); break;
		case ARG_LONG: v->l = va_arg(ap, long); break;
		case ARG_LLONG: v->ll = va_arg(ap, long long); break;
		case ARG_SIZE: v->sz = va_arg(ap, size_t); break;
		case ARG_INTMAX: v->im = va_arg(ap, intmax_t); break;
		case ARG_PTRDIFF: v->pd = va_arg(ap, ptrdiff_t); break;
		case ARG_UINT: v->u = va_arg(ap, unsigned); break;
		case ARG_ULONG: v->ul = va_arg(ap, unsigned long); break;
		case ARG_ULLONG: v->ull = va_arg(ap, unsigned long long); break;
		case ARG_USIZE: v->sz = va_arg(ap, size_t); break;
		case ARG_UINTMAX: v->uim = va_arg(ap, uintmax_t); break;
		case ARG_STRING: v->s = va_arg(ap, const char *); break;
		case ARG_POINTER: v->p = va_arg(ap, void *); break;
		}
	}
	return next;
}

/* Append conversion c of value v to b.  c->spec is one conversion of a
 * format parse_conversion checked, for the argument's own type. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static void put_conversion(pp_buf *b, const conversion *c, const arg_value *v)
{
	switch (c->type) {
	case ARG_INT: pp_buf_printf(b, c->spec, v->i); break;
	case ARG_LONG: pp_buf_printf(b, c->spec, v->l); break;
	case ARG_LLONG: pp_buf_printf(b, c->spec, v->ll); break;
	case ARG_SIZE: case ARG_USIZE: pp_buf_printf(b, c->spec, v->sz); break;
	case ARG_INTMAX: pp_buf_printf(b, c->spec, v->im); break;
	case ARG_PTRDIFF: pp_buf_printf(b, c->spec, v->pd); break;
	case ARG_UINT: pp_buf_printf(b, c->spec, v->u); break;
	case ARG_ULONG: pp_buf_printf(b, c->spec, v->ul); break;
	case ARG_ULLONG: pp_buf_printf(b, c->spec, v->ull); break;
	case ARG_UINTMAX: pp_buf_printf(b, c->spec, v->uim); break;
	case ARG_STRING: pp_buf_printf(b, c->spec, ck_l10n_translation(v->s)); break;
	case ARG_POINTER: pp_buf_printf(b, c->spec, v->p); break;
	}
}
#pragma GCC diagnostic pop

char *ck_l10n_vformat(const char *fmt, va_list ap)
{
	return format_local(fmt, pp_gettext(fmt), ap);
}

/* ck_l10n_vformat with the translation local of fmt. */
static char *format_local(const char *fmt, const char *local, va_list ap)
{
	if (local == fmt && nfragments == 0)
		return NULL;
	arg_value values[MAX_ARGS];
	enum arg_type types[MAX_ARGS];
	int nargs = fetch_args(fmt, ap, values, types);
	if (nargs < 0)
		return NULL; /* a format this module cannot take: English it is */
	pp_buf b = { 0 };
	int next = 0;
	size_t done = 0;
	for (size_t pos = 0; local[pos];) {
		if (local[pos++] != '%')
			continue;
		conversion c;
		size_t start = pos - 1;
		if (parse_conversion(local, &pos, &next, &c) < 0 || c.arg >= nargs ||
		    (c.arg >= 0 && types[c.arg] != c.type)) {
			pp_buf_free(&b); /* a catalogue msgfmt -c would have refused */
			return NULL;
		}
		pp_buf_putn(&b, local + done, start - done);
		if (c.arg < 0)
			pp_buf_putc(&b, '%');
		else
			put_conversion(&b, &c, &values[c.arg]);
		done = pos;
	}
	pp_buf_puts(&b, local + done);
	return pp_buf_detach(&b);
}
