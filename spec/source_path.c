/* SPDX-License-Identifier: Apache-2.0 */
/* source_path.c - where a plan's documents may be read from (source_path.h). */
#define _XOPEN_SOURCE 700 /* realpath */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "plan.h"
#include "source_path.h"
#include "util.h"

/* The folder of a plan named path: everything before its last slash, "/"
 * for a file at the root, "." for a bare name (standard input included). */
static char *plan_folder(const char *path)
{
	const char *slash = strrchr(path, '/');
	if (!slash)
		return pp_xstrdup(".");
	if (slash == path)
		return pp_xstrdup("/");
	return pp_xstrndup(path, (size_t)(slash - path));
}

void src_roots_init(src_roots *r, const pp_plan *plan, const pp_check_options *opts)
{
	memset(r, 0, sizeof(*r));
	r->plan = plan;
	r->opts = opts;
	r->plan_dir = plan_folder(plan->path);
	r->plan_real = plan->read_document ? NULL : realpath(r->plan_dir, NULL);
	r->ndirs = opts->ndocument_dirs;
	r->dir_real = r->ndirs ? pp_xcalloc(r->ndirs, sizeof(*r->dir_real)) : NULL;
	for (size_t i = 0; i < r->ndirs; i++)
		r->dir_real[i] = opts->document_dirs[i] && opts->document_dirs[i][0]
		                 ? realpath(opts->document_dirs[i], NULL) : NULL;
}

void src_roots_free(src_roots *r)
{
	for (size_t i = 0; i < r->ndirs; i++)
		free(r->dir_real[i]);
	free(r->dir_real);
	free(r->plan_real);
	free(r->plan_dir);
	memset(r, 0, sizeof(*r));
}

void src_location_free(src_location *loc)
{
	free(loc->file);
	free(loc->shown);
	free(loc->why);
	memset(loc, 0, sizeof(*loc));
}

char *src_roots_describe(const src_roots *r)
{
	pp_buf b = { 0 };
	if (r->plan->read_document)
		pp_buf_printf(&b, "the plan's folder in `%s`", r->plan->path);
	else
		pp_buf_printf(&b, "`%s` (the plan's folder)", r->plan_dir);
	for (size_t i = 0; i < r->ndirs; i++)
		pp_buf_printf(&b, ", `%s`", r->opts->document_dirs[i]);
	return b.data;
}

/* Whether real lies inside the folder root (both real paths). */
static int inside(const char *real, const char *root)
{
	size_t n = strlen(root);
	if (n == 1 && root[0] == '/')
		return 1;
	return strncmp(real, root, n) == 0 && (real[n] == '/' || real[n] == '\0');
}

/* What kind of thing the file with this mode is, when it is no regular
 * file; NULL for a regular file. */
static const char *not_regular(mode_t mode)
{
	return S_ISREG(mode) ? NULL
	       : S_ISDIR(mode) ? "is a folder, not a text file"
	       : S_ISFIFO(mode) ? "is a FIFO (named pipe), not a regular file"
	       : S_ISCHR(mode) || S_ISBLK(mode) ? "is a device, not a regular file"
	       : S_ISSOCK(mode) ? "is a socket, not a regular file"
	       : "is not a regular file";
}

/* The search so far: the first refusal seen (a path outside), kept in
 * case the document is found nowhere allowed. */
typedef struct {
	const src_roots *r;
	char *outside;            /* why the first outside candidate was refused */
} search;

enum { NOT_HERE = 0, DONE = 1 };

static void note_outside(search *s, char *why)
{
	if (!s->outside)
		s->outside = why;
	else
		free(why);
}

/* Look for rel in the folder given (real: its real path, NULL when the
 * folder does not exist).  DONE with loc filled when the candidate exists
 * (found, or why it cannot be read); NOT_HERE otherwise. */
static int try_folder(src_location *loc, search *s, const char *given, const char *real,
                      const char *rel)
{
	int allow = s->r->opts->allow_outside_documents;
	if (!real && !allow)
		return NOT_HERE;
	char *full = strcmp(given, "/") == 0 ? pp_xasprintf("/%s", rel)
	             : strcmp(given, ".") == 0 ? pp_xstrdup(rel)
	             : pp_xasprintf("%s/%s", given, rel);
	char *target = realpath(full, NULL);
	struct stat sb;
	int rc = NOT_HERE;
	if (!target) {
		if (errno == ENOENT || errno == ENOTDIR)
			goto cleanup;
		loc->where = SRC_UNREADABLE;
		loc->why = errno == ELOOP
		           ? pp_xasprintf("`%s` is a loop of symbolic links", full)
		           : pp_xasprintf("`%s` cannot be reached: %s", full, strerror(errno));
		rc = DONE;
		goto cleanup;
	}
	if (!allow && !inside(target, real)) {
		note_outside(s, pp_xasprintf("`%s` leads through a symbolic link to `%s`, outside "
		                             "the folder `%s`", full, target, given));
		goto cleanup;
	}
	rc = DONE;
	if (stat(target, &sb) != 0) {
		loc->where = SRC_UNREADABLE;
		loc->why = pp_xasprintf("`%s` cannot be read: %s", full, strerror(errno));
	} else if (not_regular(sb.st_mode)) {
		loc->where = SRC_UNREADABLE;
		loc->why = pp_xasprintf("`%s` %s", full, not_regular(sb.st_mode));
	} else {
		loc->where = SRC_FOUND_FILE;
		loc->file = target;
		loc->shown = full;
		target = full = NULL;
		loc->dev = (unsigned long long)sb.st_dev;
		loc->ino = (unsigned long long)sb.st_ino;
	}
cleanup:
	free(target);
	free(full);
	return rc;
}

/* rel climbing up levels: the path as the reader or a folder gets it. */
static char *with_climb(const char *rel, unsigned up)
{
	pp_buf b = { 0 };
	for (unsigned i = 0; i < up; i++)
		pp_buf_puts(&b, i + 1 < up || rel[0] ? "../" : "..");
	pp_buf_puts(&b, rel);
	return b.data;
}

/* An absolute path, read only when the user allows documents outside. */
static void locate_absolute(src_location *loc, search *s, const char *path)
{
	if (!s->r->opts->allow_outside_documents) {
		note_outside(s, pp_xasprintf("`%s` is an absolute path", path));
		return;
	}
	if (try_folder(loc, s, "/", "/", path + 1) == NOT_HERE) {
		loc->where = SRC_MISSING;
		loc->why = pp_xasprintf("`%s` does not exist", path);
	}
}

/* The plan's own folder: on disk, or through its reader.  DONE when the
 * search ends there. */
static int locate_in_plan_folder(src_location *loc, search *s, const char *rel, unsigned up)
{
	const src_roots *r = s->r;
	int allow = r->opts->allow_outside_documents;
	if (up && !allow) {
		note_outside(s, pp_xasprintf("`..` leads out of the plan's folder (`%s`)",
		                             r->plan->read_document ? r->plan->path : r->plan_dir));
		return NOT_HERE;
	}
	char *climbed = with_climb(rel, up);
	int rc = NOT_HERE;
	if (r->plan->read_document) {
		loc->where = SRC_FOUND_READER;
		loc->file = climbed;
		loc->shown = pp_xstrdup(climbed);
		/* The reader says whether it is there; when it is not, source_doc.c
		 * goes on in the document folders (src_locate_past_reader). */
		return DONE;
	}
	rc = try_folder(loc, s, r->plan_dir, r->plan_real, climbed);
	free(climbed);
	return rc;
}

/* Find path: in the plan's folder (unless past_plan_folder: its reader was
 * asked and does not have it), then in the document folders. */
static void locate(src_location *loc, const src_roots *r, const char *path,
                   int past_plan_folder)
{
	search s = { r, NULL };
	unsigned up = 0;
	char *rel = NULL, *climbed = NULL;
	memset(loc, 0, sizeof(*loc));
	if (path[0] == '/') {
		locate_absolute(loc, &s, path);
		if (loc->where != SRC_NONE)
			goto done;
		goto nowhere;
	}
	rel = pp_path_normalise(path, &up);
	if (!rel[0] && !up) {
		loc->where = SRC_UNREADABLE;
		loc->why = pp_xasprintf("`%s` names the plan's folder itself, not a document", path);
		goto done;
	}
	if (!past_plan_folder && locate_in_plan_folder(loc, &s, rel, up) == DONE)
		goto done;
	const char *base = strrchr(rel, '/');
	base = base ? base + 1 : rel;
	climbed = with_climb(rel, up);
	for (size_t i = 0; i < r->ndirs; i++) {
		const char *given = r->opts->document_dirs[i];
		if (!given || !given[0])
			continue;
		if (up && !r->opts->allow_outside_documents)
			note_outside(&s, pp_xasprintf("`..` leads out of the document folder `%s`", given));
		else if (try_folder(loc, &s, given, r->dir_real[i], climbed) == DONE)
			goto done;
		if (base[0] && base != rel && try_folder(loc, &s, given, r->dir_real[i], base) == DONE)
			goto done;
	}
nowhere:
	if (s.outside) {
		loc->where = SRC_OUTSIDE;
		loc->why = s.outside;
		s.outside = NULL;
	} else {
		char *where = src_roots_describe(r);
		loc->where = SRC_MISSING;
		loc->why = pp_xasprintf("not found in %s; name the folder that holds it with "
		                        "--documents DIR or PLANPROOF_DOCUMENTS", where);
		free(where);
	}
done:
	free(s.outside);
	free(climbed);
	free(rel);
}

void src_locate(src_location *loc, const src_roots *r, const char *path)
{
	locate(loc, r, path, 0);
}

void src_locate_past_reader(src_location *loc, const src_roots *r, const char *path)
{
	locate(loc, r, path, 1);
}
