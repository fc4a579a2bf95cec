/* SPDX-License-Identifier: Apache-2.0 */
/* doc_internal.h - what the anchor checks (doc_check.c) hand to the
 * coverage and integrity checks (doc_coverage.c): the spans of the
 * documents that anchored quotes matched, and the lines anchors cite. */
#ifndef PP_DOC_INTERNAL_H
#define PP_DOC_INTERNAL_H

#include "core/check.h"
#include "source_doc.h"

/* Where one quote (or not_encoded passage) matched: normalised-text
 * indices [at, end) of doc, for game (NULL: the plan's own part). */
typedef struct {
	const pp_node *game;
	size_t slot;             /* the game's index, or the number of games */
	const spec_source *doc;
	size_t at, end;
} doc_match;

typedef struct {
	ck_ctx *ctx;
	size_t *found, *failed;  /* anchors per game slot: games, then the plan */
	unsigned long long work; /* character comparisons the quote searches may
	                          * still make, at most (DOC_WORK_BUDGET) */
	doc_match *matches;
	size_t nmatches, cap_matches;
	unsigned char **cited;   /* per document: 1 for each line an anchor cites */
} doc_walk;

/* The most character comparisons the quote searches of one plan may make
 * (a bound: a search costs at most the characters of its lines times the
 * quote's).  A plan that asks for more, say tens of thousands of anchors
 * each citing a whole large document, has the rest reported as not
 * checked instead of taking minutes: about a second of work. */
#define DOC_WORK_BUDGET 1000000000ull

/* Allocate and free the per-document line marks. */
void doc_walk_init(doc_walk *w);
void doc_walk_free(doc_walk *w);

/* Record that an anchor cites lines [first, last] of d, and that its quote
 * matched d's normalised text [at, end). */
void doc_cite(doc_walk *w, const spec_source *d, unsigned first, unsigned last);
void doc_span(doc_walk *w, const pp_node *game, size_t slot, const spec_source *d, size_t at,
              size_t end);

/* PP-DOC-006 per game with the coverage figures, PP-DOC-007 per document. */
void doc_coverage(doc_walk *w);

/* PP-DOC-009 and PP-DOC-010 per document. */
void doc_integrity(doc_walk *w);

/* PP-DOC-011 for document d (doc_cutoff.c): enumerations that stop early. */
void doc_cutoff(doc_walk *w, const spec_source *d);

/* PP-DOC-012 per game (doc_values.c): the values with no anchor. */
void doc_values(doc_walk *w);

/* Set f's document location to lines [line, end] of d (0: the whole
 * document), with quote (may be NULL). */
void doc_locate_line(pp_finding *f, const spec_source *d, unsigned line, unsigned end,
                     const char *quote);

#endif
