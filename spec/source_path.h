/* SPDX-License-Identifier: Apache-2.0 */
/* source_path.h - where a plan's document may be read from, and where it is.
 *
 * A plan is untrusted: its `sources` paths must not make planproof read a
 * file the user did not offer (and quote it into reports).  A relative path
 * is looked for in the plan's own folder, then in each document folder the
 * user names (in order; there the path as written, then its last component,
 * so a plan written as `shared/seeds/x.txt` finds x.txt in the folder named
 * with --documents .../shared/seeds).  A plan read through a reader (a git
 * revision) asks its reader in place of its folder, and goes on to the
 * document folders, on disk, for a path the reader does not have.
 * Nothing else is searched.  A path
 * that is absolute, or that leaves the folder it is tried in (by `..` or
 * through a symbolic link), is outside: refused unless the user allows it.
 * Only regular files are read (spec_read_file refuses the rest).
 *
 * Internal to spec/ (source_doc.c); every string is owned by the caller. */
#ifndef PP_SOURCE_PATH_H
#define PP_SOURCE_PATH_H

#include <stddef.h>

#include "planproof.h"

/* Where an entry's document was found. */
typedef enum {
	SRC_NONE,          /* not looked for yet */
	SRC_FOUND_FILE,    /* a file on disk: file (its real path), dev/ino set */
	SRC_FOUND_READER,  /* through the plan's reader: file is the path given to it */
	SRC_MISSING,       /* not found anywhere allowed: why says where it looked */
	SRC_UNREADABLE,    /* found but not readable as a document: why */
	SRC_OUTSIDE        /* only outside the allowed folders: refused, why */
} src_where;

typedef struct {
	src_where where;
	char *file;               /* SRC_FOUND_*: what to read (allocated) */
	char *shown;              /* SRC_FOUND_*: the file as messages name it: the
	                           * folder as the user named it, then the path */
	unsigned long long dev, ino; /* SRC_FOUND_FILE: identity, to read each file once */
	char *why;                /* the other cases: a sentence fragment (allocated) */
} src_location;

/* The folders of one plan's documents: its own folder (or its reader) and
 * the user's document folders, with their real paths resolved once. */
typedef struct {
	const pp_plan *plan;
	const pp_check_options *opts;
	char *plan_dir;           /* the plan's folder as named ("." when none) */
	char *plan_real;          /* its real path, or NULL when it has none */
	char **dir_real;          /* per document folder: its real path or NULL */
	size_t ndirs;
} src_roots;

/* Resolve the folders for plan under opts.  Can't fail: a folder that does
 * not exist finds nothing. */
void src_roots_init(src_roots *r, const pp_plan *plan, const pp_check_options *opts);
void src_roots_free(src_roots *r);

/* Find the document path (as the plan writes it) names; loc is the
 * caller's, freed with src_location_free.  Can't fail. */
void src_locate(src_location *loc, const src_roots *r, const char *path);
void src_location_free(src_location *loc);

/* The search of src_locate going on past the plan's folder, when its
 * reader was asked for path (SRC_FOUND_READER) and does not have it: the
 * document folders, on disk, as src_locate tries them after the plan's
 * folder; loc as src_locate's (never SRC_FOUND_READER).  Can't fail. */
void src_locate_past_reader(src_location *loc, const src_roots *r, const char *path);

/* The folders searched, for messages: "`DIR` (the plan's folder)", then
 * each document folder; allocated. */
char *src_roots_describe(const src_roots *r);

#endif
