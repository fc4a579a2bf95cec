/* SPDX-License-Identifier: Apache-2.0 */
/* error.c - filling and printing pp_error. */
#include <stdio.h>
#include <string.h>

#include "util.h"

void pp_error_clear(pp_error *err)
{
	if (err)
		memset(err, 0, sizeof(*err));
}

pp_status pp_error_set(pp_error *err, pp_status code, const char *file,
                       unsigned line, unsigned col, const char *fmt, ...)
{
	if (!err)
		return code;
	err->code = code;
	snprintf(err->file, sizeof(err->file), "%s", file ? file : "");
	err->line = line;
	err->col = col;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
	va_end(ap);
	return code;
}

const char *pp_status_str(pp_status s)
{
	switch (s) {
	case PP_OK: return "ok";
	case PP_EIO: return "input/output error";
	case PP_ESYNTAX: return "syntax error";
	case PP_ESCHEMA: return "schema error";
	case PP_EVALUE: return "invalid value";
	case PP_EUSAGE: return "usage error";
	case PP_EINTERNAL: return "internal error";
	}
	return "unknown status";
}

const char *pp_error_format(const pp_error *err, char *buf, size_t size)
{
	if (!size)
		return buf;
	if (!err->file[0])
		snprintf(buf, size, "%s", err->msg);
	else if (!err->line)
		snprintf(buf, size, "%s: %s", err->file, err->msg);
	else if (!err->col)
		snprintf(buf, size, "%s:%u: %s", err->file, err->line, err->msg);
	else
		snprintf(buf, size, "%s:%u:%u: %s", err->file, err->line, err->col,
		         err->msg);
	return buf;
}
