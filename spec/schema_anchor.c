/* SPDX-License-Identifier: Apache-2.0 */
/* schema_anchor.c - the plan format's ties to its source documents:
 * `sources` (the documents a plan encodes), `anchor` / `anchors` (where in
 * a document a game, rule or value is written, and the exact words) and a
 * game's `not_encoded` list (figures of the document deliberately left
 * out, each with a reason).  The validator (schema.c) accepts `anchor` and
 * `anchors` on every mapping of a plan, so no family table names them.
 *
 * Why `anchors: {key: anchor}` next to the mapping's own `anchor`: a
 * scalar value ("35:1") cannot carry a key of its own without turning it
 * into a mapping, which every reader of the tree would then have to
 * unwrap; a mapping that names the anchors of its scalar keys keeps every
 * value where it is, so old plans, the checkers and the diff read the same
 * tree, and an anchor can be added to any value without touching the
 * format of the family it belongs to. */
#include <stddef.h>

#include "schema.h"

/* A line range: [first] or [first, last], 1-based. */
static const spec_type line_range = { .kind = T_LIST, .what = "line range [first, last]",
	.item = &spec_count, .min = 1, .max = 2 };

static const spec_field anchor_fields[] = {
	{ "source", &spec_text, 0,
	  "the `id` of the document in `sources` (may be left out when the plan has one)" },
	{ "lines", &line_range, SPEC_REQUIRED,
	  "the document lines the quote is on: [first, last] or [line]" },
	{ "quote", &spec_text, SPEC_REQUIRED,
	  "the exact words encoded; compared with the document with spaces, line breaks, "
	  "hyphenation and Unicode forms ignored" },
	{ NULL, NULL, 0, NULL }
};
const spec_type spec_anchor_type = { .kind = T_MAP, .what = "anchor",
	.fields = anchor_fields };

/* The `anchors` mapping: its keys are the keys of the mapping it sits in
 * (schema.c checks that), its values anchors; it has no fixed fields. */
const spec_type spec_anchor_map_type = { .kind = T_MAP, .what = "anchors of the values" };

static const spec_field source_fields[] = {
	{ "id", &spec_text, SPEC_REQUIRED, "a short name anchors use for the document" },
	{ "path", &spec_text, SPEC_REQUIRED,
	  "the UTF-8 text of the document, relative to the plan file (or to a folder above it)" },
	{ "sha256", &spec_text, 0, "the SHA-256 of the text, 64 hex digits" },
	{ "title", &spec_text, 0, "what the document is" },
	{ "citation", &spec_citation, 0, "the plan article it is" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type source_type = { .kind = T_MAP, .what = "source document",
	.fields = source_fields };
const spec_type spec_source_list = { .kind = T_LIST, .what = "list of source documents",
	.item = &source_type, .identity = "id", .min = 1 };

static const spec_field not_encoded_fields[] = {
	{ "source", &spec_text, 0, "the `id` of the document (may be left out when the plan has one)" },
	{ "lines", &line_range, SPEC_REQUIRED, "the document lines of the passage" },
	{ "text", &spec_text, SPEC_REQUIRED,
	  "the passage's words, matched like an anchor's quote; the figures in it count as accounted for" },
	{ "reason", &spec_text, SPEC_REQUIRED,
	  "why it is not encoded (\"article number\", \"date\", \"procedure, no figure\")" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type not_encoded_type = { .kind = T_MAP, .what = "passage not encoded",
	.fields = not_encoded_fields };
const spec_type spec_not_encoded_list = { .kind = T_LIST,
	.what = "list of passages not encoded", .item = &not_encoded_type, .min = 1 };
