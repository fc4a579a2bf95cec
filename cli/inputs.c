/* SPDX-License-Identifier: Apache-2.0 */
/* inputs.c - the inputs of a run beyond one named file: `-` (standard
 * input) and a directory of plans, with its subfolders unless
 * --no-recurse.  The walk never leaves the tree: a symbolic link to a
 * folder is not entered (a link to a plan file is read, as a plan named on
 * the command line would be), nor is a hidden entry (.git), and it stops
 * at CLI_MAX_DEPTH levels. */
#define _XOPEN_SOURCE 700 /* dirent, stat */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "i18n.h"
#include "util.h"

pp_status cli_read_stdin(char **data, size_t *len, pp_error *err)
{
	size_t cap = 65536, n = 0, limit = (size_t)PP_MAX_INPUT_BYTES + 1;
	char *buf = pp_xmalloc(cap + 1);
	pp_status st = PP_OK;
	for (;;) {
		if (n == cap) {
			cap *= 2;
			buf = pp_xrealloc(buf, cap + 1);
		}
		size_t want = cap - n < limit - n ? cap - n : limit - n;
		size_t got = fread(buf + n, 1, want, stdin);
		n += got;
		if (n >= limit || got < want)
			break;
	}
	if (ferror(stdin))
		st = pp_error_set(err, PP_EIO, "<stdin>", 0, 0, _("cannot read: %s"),
		                  strerror(errno ? errno : EIO));
	buf[n] = '\0';
	*data = buf;
	*len = n;
	return st;
}

/* Whether name ends in .yaml or .yml. */
static int plan_name(const char *name)
{
	size_t n = strlen(name);
	return name[0] != '.' && ((n > 5 && strcmp(name + n - 5, ".yaml") == 0) ||
	                          (n > 4 && strcmp(name + n - 4, ".yml") == 0));
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Append the plans of dir to *list, and those of its subfolders while
 * depth stays below CLI_MAX_DEPTH (depth -1: none). */
static pp_status list_folder(const char *dir, int depth, char ***list, size_t *n,
                             size_t *cap, pp_error *err)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	struct stat st;
	pp_status status = PP_OK;
	const char *sep = dir[0] && dir[strlen(dir) - 1] == '/' ? "" : "/";
	if (!d)
		return pp_error_set(err, PP_EIO, dir, 0, 0, _("cannot read the directory: %s"),
		                    strerror(errno));
	while (!status && (e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		char *path = pp_xasprintf("%s%s%s", dir, sep, e->d_name);
		if (depth >= 0 && depth + 1 < CLI_MAX_DEPTH && lstat(path, &st) == 0 &&
		    S_ISDIR(st.st_mode)) {
			status = list_folder(path, depth + 1, list, n, cap, err);
			free(path);
			continue;
		}
		if (!plan_name(e->d_name) || stat(path, &st) != 0 || !S_ISREG(st.st_mode)) {
			free(path);
			continue;
		}
		if (*n == *cap) {
			*cap = *cap ? *cap * 2 : 16;
			*list = pp_xrealloc(*list, *cap * sizeof(**list));
		}
		(*list)[(*n)++] = path;
	}
	closedir(d);
	return status;
}

pp_status cli_list_plans(const char *dir, int recurse, char ***list, size_t *n,
                         size_t *cap, pp_error *err)
{
	size_t first = *n;
	pp_status st = list_folder(dir, recurse ? 0 : -1, list, n, cap, err);
	if (!st && *n - first > 1)
		qsort(*list + first, *n - first, sizeof(**list), cmp_str);
	return st;
}
