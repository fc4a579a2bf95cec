/* SPDX-License-Identifier: Apache-2.0 */
/* rules_doc.c - the rules that tie a plan to the document it encodes:
 * the documents themselves, anchored quotes, the readings the encoder
 * chose, how much of the document's figures the plan accounts for, and
 * the damage text extraction leaves in a document (doc_check.c,
 * doc_coverage.c). */
#include <stddef.h>

#include "core/check.h"
#include "i18n.h"

const pp_rule ck_rules_doc[] = {
	{ "PP-DOC-001", N_("Every document the plan encodes is present and unchanged"),
	  PP_SEV_ERROR,
	  "For every entry of `sources`, finds the document (relative to the plan file, or "
	  "in a folder above it), checks that it is UTF-8 text and compares the SHA-256 of "
	  "its bytes with the one the plan declares.",
	  "A plan is an encoding of one document. When the document is missing its quotes "
	  "cannot be checked; when it changed, the encoding may describe text that is no "
	  "longer there.",
	  "Put the document's text at the path the plan names, or, when the document was "
	  "revised on purpose, re-check every anchor and declare the new SHA-256." },
	{ "PP-DOC-002", N_("Every document is pinned by its SHA-256"), PP_SEV_WARNING,
	  "Checks that every entry of `sources` declares the SHA-256 of the text it encodes.",
	  "Without the hash a later edit of the document goes unnoticed.",
	  "Add `sha256:` with the figure given in the finding's evidence." },
	{ "PP-DOC-003", N_("Every anchored quote is found at its lines"), PP_SEV_ERROR,
	  "For every `anchor` (of a game, a rule or a value) and every `not_encoded` "
	  "passage, looks for the quote in the document between the anchor's first and "
	  "last line, ignoring spaces, line breaks, hyphenation at a line end, soft "
	  "hyphens, ligatures and Unicode composition. When it is not there, the whole "
	  "document is searched to say where it is, if anywhere.",
	  "An anchor is the encoder's claim that these words, at these lines, are what the "
	  "value encodes. A quote the document does not have is a typing slip, a changed "
	  "document or a value taken from somewhere else.",
	  "Copy the quote from the document and give the lines it is on." },
	{ "PP-DOC-004", N_("Every anchor names a document of the plan, and lines it has"),
	  PP_SEV_ERROR,
	  "Checks that an anchor's `source` is the id of an entry of `sources` (or that the "
	  "plan has exactly one when it is left out), and that its lines are in order and "
	  "within the document.",
	  "An anchor that points nowhere cannot be verified.",
	  "Name the document by its id in `sources`, and give lines it has." },
	{ "PP-DOC-005", N_("Where the text can be read two ways, the reading checked is shown"),
	  PP_SEV_WARNING,
	  "Every entry of a game's `interpretations` is a place where the encoder chose "
	  "between readings of the plan. Each is reported with the reading checked and, "
	  "where the family computes them, the figures under every reading (blackjack: the "
	  "lowest and highest return over the rules the plan leaves open).",
	  "A result is only as good as the reading it was computed under. A regulator has "
	  "to see every place the document is ambiguous, not only the encoder's choice.",
	  "Have the operator state the rule unambiguously in the plan." },
	{ "PP-DOC-006", N_("Every figure in a game's lines is encoded or set aside with a reason"),
	  PP_SEV_INFO,
	  "Finds every numeric statement (numbers, ratios such as 35:1 or 1:0,5, "
	  "percentages, amounts, counts) in the document lines a game's anchor cites and "
	  "checks that an anchored quote of the game covers it, or a `not_encoded` passage "
	  "lists it with a reason. The game's `coverage` counts them apart: encoded (under "
	  "an anchored quote) and set aside (under a `not_encoded` passage only); the share "
	  "it shows is the encoded one.",
	  "A figure of the document that the encoding neither encodes nor sets aside is a "
	  "figure nothing checked.",
	  "Encode the figure with an anchor, or list it under `not_encoded` with a reason "
	  "(\"article number\", \"date\", \"procedure, no figure\")." },
	{ "PP-DOC-007", N_("Every line of the document is cited by a game or the plan"),
	  PP_SEV_INFO,
	  "Lists the ranges of document lines that no game's anchor (and no anchor of the "
	  "plan's own metadata) covers.",
	  "A part of the document no game cites is a part nothing checked: a game or a "
	  "general rule may be missing from the encoding.",
	  "Anchor the game or plan part those lines belong to, or list them as not encoded." },
	{ "PP-DOC-008", N_("The plan names the documents it encodes"), PP_SEV_INFO,
	  "Checks that the plan has a `sources` list; a plan that only names its document "
	  "(`plan.source`) has quotes nothing can check.",
	  "An auditor cannot trust a result typed by hand from a long document unless the "
	  "tool can show what it read.",
	  "Add `sources: [{id, path, sha256}]` and anchors on the encoded values." },
	{ "PP-DOC-009", N_("Numbered lists of the document have no gaps"), PP_SEV_WARNING,
	  "Reads the lines that open with an item number (\"8.\", \"8)\"; a heading in "
	  "capitals numbers a section, not an item) and reports a number followed, within "
	  "100 lines and with the same delimiter, by a later one with numbers missing "
	  "between them (rules 8 to 13 missing).",
	  "A gap is a rule the document lost, most often in conversion from PDF or OCR: "
	  "the encoding cannot encode what is not there.",
	  "Restore the missing items from the original document." },
	{ "PP-DOC-010", N_("The document text is free of extraction debris"), PP_SEV_INFO,
	  "Reports lines with runs of characters that are not text (OCR noise, replacement "
	  "characters, box-drawing) and short lines repeated many times through the text "
	  "(page headers and footers cut into sentences).",
	  "Debris in the text is where a figure may have been lost or garbled.",
	  "Check those lines against the original document and correct the text." },
	{ "PP-DOC-011", N_("No enumeration of the document stops early"), PP_SEV_WARNING,
	  "Reports a line that announces how many items follow (\"the following four cases:\", "
	  "a count in digits or an English, Czech or Finnish number word among its last three "
	  "words) followed by a list with fewer; two or more item numbers with no text "
	  "(\"10.\" \"11.\" alone on their lines); a list of three or more items whose items "
	  "end with a stop but its last, which stops mid-sentence before a heading; and a "
	  "document whose last line is a table row with fewer cells than the row above, or a "
	  "sentence with no stop inside a list item or with no newline after it.",
	  "A list that stops early is a rule the document lost, most often where a page was "
	  "cut off or a conversion from PDF or OCR dropped text: the encoding cannot encode "
	  "what is not there, and a reader cannot tell from the encoding that it is missing.",
	  "Restore the rest of the list from the original document." },
	{ "PP-DOC-012", N_("Every value a game encodes is anchored to the document's words"),
	  PP_SEV_INFO,
	  "Counts the values of each game (every scalar of its rules, tables, bets and limits; "
	  "not ids, families, citations, readings or `not_encoded` passages, nor a rule left "
	  "`unstated`) and reports those with no anchor: a value is anchored when its mapping "
	  "names its key under `anchors`, or when a row, bet or table around it below the game "
	  "carries an `anchor`. The game's own anchor cites its section and stands for its name "
	  "only. Applies to plans that name their documents in `sources`.",
	  "A value with no quote beside it cannot be traced to the text that states it: a "
	  "reviewer has to find it by hand, and a slip made while typing it goes unnoticed.",
	  "Add `anchors: {KEY: {lines, quote}}` with the words that state each value, or an "
	  "`anchor` on the row or bet." },
	{ NULL, NULL, 0, NULL, NULL, NULL }
};
