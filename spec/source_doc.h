/* SPDX-License-Identifier: Apache-2.0 */
/* source_doc.h - the documents a plan encodes, read for the anchor checks.
 *
 * A plan's `sources` list names each document by an id, a path and the
 * SHA-256 of its text.  spec_sources_load reads every one of them from the
 * folders the user allows (source_path.h: the plan's own folder and the
 * document folders of the check's options, or the plan's reader): a
 * document that is missing, unreadable, too large or not UTF-8 is recorded
 * with the reason (the checker reports it as a finding).  A path outside
 * those folders, or documents beyond the budget, fail the load: a plan must
 * not make planproof read, and quote into its reports, a file the user did
 * not offer.  Each file is read once however often it is listed.
 *
 * Ownership: spec_sources owns its documents; their bytes, line index and
 * normalised text are a shared read-only reading of the file's bytes
 * (source_text.h: one per process for the same bytes), which each document
 * holds a reference to.  It borrows the plan's nodes (ids, paths) and must
 * not outlive the plan. */
#ifndef PP_SOURCE_DOC_H
#define PP_SOURCE_DOC_H

#include <stddef.h>

#include "node.h"
#include "planproof.h"
#include "textnorm.h"

/* Documents larger than this are recorded as unreadable: the normalised
 * text costs nine bytes per character, so a plan cannot make a run hold
 * more than about 80 MB per document (the largest real plan text is 360 KB). */
#define SPEC_SOURCE_MAX ((size_t)8 << 20)

typedef struct {
	const pp_node *node;     /* the `sources` item */
	const char *id;          /* borrowed from the plan */
	const char *path;        /* as the plan writes it */
	const char *declared;    /* the declared SHA-256, or NULL */
	char *file;              /* the file read (its real path; allocated), or NULL:
	                          * not read, or read through the plan's reader */
	int found;               /* 1 when the text was read */
	int missing;             /* 1 when no file was found at all */
	char *why;               /* when not found: why, a sentence fragment (allocated) */
	char sha256[65];         /* the text's SHA-256 ("" when not read) */
	const struct source_text *text; /* the reading the fields below borrow from */
	const char *data;        /* the text, NUL-terminated (borrowed) */
	size_t len;
	size_t nlines;           /* lines of the text (a last line without a newline counts) */
	const size_t *line_start; /* byte offset of each line; line k starts at [k - 1] */
	pp_normtext norm;        /* the whole text, normalised (textnorm.h; borrowed) */
} spec_source;

typedef struct spec_sources {
	spec_source *items;
	size_t n;
} spec_sources;

/* Read every document plan names, as opts allows (NULL: the defaults).
 * Documents that cannot be read have found == 0 and why.  PP_EIO, located
 * at the entry's path, for a document outside the allowed folders or over
 * the budget (pp_check_options); out is then empty. */
pp_status spec_sources_load(spec_sources *out, const pp_plan *plan,
                            const pp_check_options *opts, pp_error *err);

/* Free what spec_sources_load made.  Accepts a zeroed s. */
void spec_sources_free(spec_sources *s);

/* The document an anchor's `source` names: by id, or the only document
 * when id is NULL and the plan has exactly one.  NULL when none. */
const spec_source *spec_sources_find(const spec_sources *s, const char *id);

/* The text of document line k (1-based) without its newline, into *len;
 * NULL when k is out of range. */
const char *spec_source_line(const spec_source *d, size_t k, size_t *len);

/* How many normalised characters of d come before its line k: the cost
 * unit of a quote search over a line range (check and diff bound their
 * work by it). */
unsigned long long spec_source_chars_before(const spec_source *d, unsigned k);

/* The anchor that locates n in a document: the `anchors` entry of n's key
 * in its parent mapping, else n's own `anchor` (n a mapping), else the
 * nearest such anchor of an enclosing value.  NULL when none. */
const pp_node *spec_anchor_of(const pp_node *n);

/* An anchor's line range into *first and *last.  Returns 0 when the
 * anchor is malformed (the validator refuses such plans). */
int spec_anchor_lines(const pp_node *anchor, unsigned *first, unsigned *last);

#endif
