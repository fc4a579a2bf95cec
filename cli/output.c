/* output.c - writing reports to files atomically, and format names. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

int cli_parse_format(const char *name, pp_format *out)
{
	static const struct { const char *name; pp_format f; } names[] = {
		{ "text", PP_FORMAT_TEXT }, { "xml", PP_FORMAT_XML },
		{ "html", PP_FORMAT_HTML }, { "junit", PP_FORMAT_JUNIT },
		{ "sarif", PP_FORMAT_SARIF },
	};
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(names[i].name, name) == 0) {
			*out = names[i].f;
			return 0;
		}
	return -1;
}

pp_status cli_write_report(cli_writer write, void *obj, pp_format format,
                           const char *path, pp_error *err)
{
	char tmp[4200];
	FILE *fp;
	pp_status st;

	if (strcmp(path, "-") == 0)
		return write(obj, format, stdout, err);
	if (snprintf(tmp, sizeof(tmp), "%s.tmp.%ld", path, (long)getpid()) >= (int)sizeof(tmp)) {
		snprintf(err->msg, sizeof(err->msg), "output path is too long");
		err->code = PP_EUSAGE;
		return PP_EUSAGE;
	}
	fp = fopen(tmp, "wb");
	if (!fp) {
		err->code = PP_EIO;
		snprintf(err->file, sizeof(err->file), "%s", path);
		snprintf(err->msg, sizeof(err->msg), "cannot write: %s", strerror(errno));
		return PP_EIO;
	}
	st = write(obj, format, fp, err);
	if (fclose(fp) != 0 && !st) {
		err->code = st = PP_EIO;
		snprintf(err->msg, sizeof(err->msg), "cannot write: %s", strerror(errno));
	}
	if (!st && rename(tmp, path) != 0) {
		err->code = st = PP_EIO;
		snprintf(err->file, sizeof(err->file), "%s", path);
		snprintf(err->msg, sizeof(err->msg), "cannot write: %s", strerror(errno));
	}
	if (st)
		remove(tmp);
	return st;
}
