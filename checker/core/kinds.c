/* SPDX-License-Identifier: Apache-2.0 */
/* kinds.c - the one place that says what each rule's results are about
 * (pp_kind, planproof.h), how they fold into entries and what is at stake
 * in them.
 *
 * The kinds, as the reports use them (pp_finding_kind: a rule's own, but a
 * defect rule's result at info where the rule is graver is a notice, and a
 * reading that states an ambiguity of the document is open):
 *   defect    wrong by computation: statements that contradict, a maximum
 *             exceeded, a return of 100 % or more, undecided drawing cells,
 *             words that differ from a ratio, a deck that runs out;
 *   open      a rule the plan leaves unstated (and the figures it leaves open);
 *   reading   a choice the encoder recorded (`interpretations`), unless it
 *             states an ambiguity of the document (then open);
 *   notice    a true fact that is no error of this plan (a standard bet
 *             below a policy floor, a rate comparison, a computed return);
 *   coverage  text not encoded, extraction debris, uncited lines.
 * A rule missing here is a bug (tests/unit/test_kinds.c checks every rule
 * of the registry); pp_finding_kind then says defect, so nothing is hidden. */
#include <string.h>
#include <strings.h>

#include "core/kinds.h"
#include "util.h"

#define D PP_KIND_DEFECT
#define O PP_KIND_OPEN
#define R PP_KIND_READING
#define N PP_KIND_NOTICE
#define C PP_KIND_COVERAGE

/* Sorted by id (pp_rule_kind_find searches it by bisection). */
static const pp_rule_kind table[] = {
	{ "PP-AGG-001", D, FOLD_CAUSE, STAKE_MAXWIN },
	{ "PP-BAC-001", D, FOLD_CAUSE, STAKE_UNDECIDED },
	{ "PP-BAC-002", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-BAC-003", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-BAC-004", D, FOLD_CAUSE, STAKE_UNDECIDED },
	{ "PP-BAC-005", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-BAC-006", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-BAC-007", O, FOLD_GAME, STAKE_OTHER },
	{ "PP-BAC-008", D, FOLD_GAME, STAKE_OTHER },
	{ "PP-BAC-009", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-BJ-001", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-BJ-002", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-BJ-003", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-BJ-004", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-BJ-005", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-BJ-006", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-BJ-007", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-BJ-008", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-BJ-009", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-BJ-010", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-BJ-011", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-BJ-012", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-BJ-013", O, FOLD_GAME, STAKE_OTHER },
	{ "PP-BJ-014", D, FOLD_GAME, STAKE_OTHER },
	{ "PP-BJ-015", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-BJ-016", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-BJ-017", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-BJ-018", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-DECL-001", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-DICE-001", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-DICE-002", D, FOLD_CAUSE, STAKE_UNDECIDED },
	{ "PP-DICE-003", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-DICE-004", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-DICE-005", D, FOLD_GAME, STAKE_OTHER },
	{ "PP-DICE-006", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-DICE-007", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-DOC-001", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-DOC-002", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-DOC-003", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-DOC-004", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-DOC-005", R, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-DOC-006", C, FOLD_GAME, STAKE_OTHER },
	{ "PP-DOC-007", C, FOLD_GAME, STAKE_OTHER },
	{ "PP-DOC-008", C, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-DOC-009", C, FOLD_GAME, STAKE_OTHER },
	{ "PP-DOC-010", C, FOLD_GAME, STAKE_OTHER },
	{ "PP-DOC-011", C, FOLD_GAME, STAKE_OTHER },
	{ "PP-DOC-012", C, FOLD_GAME, STAKE_OTHER },
	{ "PP-FLOOR-001", N, FOLD_GAME, STAKE_OTHER },
	{ "PP-GIFT-001", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-INPUT-001", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-LIMIT-001", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-LIMIT-002", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-LIMIT-003", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-LIR-001", D, FOLD_GAME, STAKE_OTHER },
	{ "PP-LIR-002", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-LIR-003", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-LIR-004", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-LIR-005", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-MAXWIN-001", D, FOLD_GAME, STAKE_MAXWIN },
	{ "PP-MAXWIN-002", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-NAME-001", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-NAME-002", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-PAY-001", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-PAY-002", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-PLAN-001", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-PLAN-002", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-PLAN-003", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-PLAN-004", O, FOLD_GAME, STAKE_OTHER },
	{ "PP-PLAN-005", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-PLAN-006", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-PLAN-007", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-POKER-001", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-POKER-002", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-POKER-003", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-POKER-004", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-POKER-005", O, FOLD_GAME, STAKE_OTHER },
	{ "PP-POKER-006", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-POKER-007", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-POLICY-001", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-POLICY-002", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-POLICY-003", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-PONT-001", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROOM-001", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-002", O, FOLD_GAME, STAKE_OTHER },
	{ "PP-ROOM-003", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-004", D, FOLD_GAME, STAKE_OTHER },
	{ "PP-ROOM-005", D, FOLD_GAME, STAKE_OTHER },
	{ "PP-ROOM-006", D, FOLD_GAME, STAKE_OTHER },
	{ "PP-ROOM-007", D, FOLD_GAME, STAKE_OTHER },
	{ "PP-ROOM-008", N, FOLD_GAME, STAKE_OTHER },
	{ "PP-ROOM-009", D, FOLD_GAME, STAKE_OTHER },
	{ "PP-ROOM-010", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROOM-011", D, FOLD_GAME, STAKE_CONTRADICTION },
	{ "PP-ROOM-012", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-013", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROOM-014", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-015", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROOM-016", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROOM-017", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-018", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROOM-019", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROOM-020", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-021", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-022", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-023", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-024", D, FOLD_GAME, STAKE_CONTRADICTION },
	{ "PP-ROOM-025", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-026", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROOM-027", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROOM-028", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-029", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROOM-030", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-031", D, FOLD_GAME, STAKE_CONTRADICTION },
	{ "PP-ROOM-032", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-040", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-041", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROOM-042", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROUL-001", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROUL-002", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROUL-003", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROUL-004", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROUL-005", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROUL-006", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-ROUL-007", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROUL-008", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROUL-009", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-ROUL-010", D, FOLD_GAME, STAKE_OTHER },
	{ "PP-ROUL-011", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-RTOUR-001", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-RTOUR-002", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-RTOUR-003", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-RTP-001", D, FOLD_CAUSE, STAKE_PLAYERS_WIN },
	{ "PP-RTP-002", N, FOLD_GAME, STAKE_OTHER },
	{ "PP-SIDE-001", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-SIDE-002", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-SIDE-003", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-SOFT-001", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-SOFT-002", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-SOFT-003", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-SPEC-001", N, FOLD_GAME, STAKE_OTHER },
	{ "PP-STREET-001", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-STREET-002", N, FOLD_CAUSE, STAKE_MAXWIN },
	{ "PP-STREET-003", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-STUD-001", D, FOLD_GAME, STAKE_OTHER },
	{ "PP-STUD-002", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-TCP-001", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-TCP-002", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-TCP-003", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-TCP-004", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-TCP-005", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-TCP-006", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-TCP-007", D, FOLD_GAME, STAKE_OTHER },
	{ "PP-WAIVER-001", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-WAIVER-002", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-WAIVER-003", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-WAR-001", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-WAR-002", D, FOLD_CAUSE, STAKE_UNDECIDED },
	{ "PP-WAR-003", O, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-WHEEL-001", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-WHEEL-002", D, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-WHEEL-003", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-WHEEL-004", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-WHEEL-005", D, FOLD_CAUSE, STAKE_CONTRADICTION },
	{ "PP-WHEEL-006", N, FOLD_CAUSE, STAKE_OTHER },
	{ "PP-WHEEL-007", D, FOLD_CAUSE, STAKE_CONTRADICTION },
};

const pp_rule_kind *pp_rule_kind_find(const char *id)
{
	size_t lo = 0, hi = PP_ARRAY_LEN(table);
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(table[mid].id, id);
		if (c == 0)
			return &table[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/* Words by which a reading says the document itself leaves something
 * unsettled, not only how a clear sentence was encoded: such a reading is
 * an open rule.  Matched case-insensitively in the reading's text, only for
 * a reading without `open:` (plans written before the field existed). */
static const char *const ambiguity_words[] = {
	"says nothing", "does not say", "does not state", "not stated", "is silent",
	"ambiguous", "unclear", "either way", "can mean", "could mean", "leaves open",
	"not said", "states no",
};

static int contains_folded(const char *hay, const char *needle)
{
	size_t n = strlen(needle);
	for (; *hay; hay++)
		if (strncasecmp(hay, needle, n) == 0)
			return 1;
	return 0;
}

int pp_reading_states_ambiguity(const char *text)
{
	for (size_t i = 0; i < PP_ARRAY_LEN(ambiguity_words); i++)
		if (contains_folded(text, ambiguity_words[i]))
			return 1;
	return 0;
}

pp_kind pp_finding_kind(const pp_finding *f)
{
	const pp_rule_kind *k = pp_rule_kind_find(f->rule->id);
	if (!k)
		return PP_KIND_DEFECT;
	/* A defect rule's check that reports at info although the rule is
	 * graver has judged the fact no error of this plan (a deck that runs
	 * out where the plan says what then happens, shares that miss a total
	 * only by the rounding of the printed figures): a notice. */
	if (k->kind == PP_KIND_DEFECT && f->status == PP_ST_INFO &&
	    f->rule->severity > PP_SEV_INFO)
		return PP_KIND_NOTICE;
	if (k->kind == PP_KIND_READING && f->reading_open)
		return PP_KIND_OPEN;
	return k->kind;
}

const char *pp_kind_name(pp_kind kind)
{
	static const char *const names[PP_KIND_COUNT] = { "defect", "open", "reading", "notice",
		"coverage" };
	return (unsigned)kind < PP_KIND_COUNT ? names[kind] : NULL;
}
