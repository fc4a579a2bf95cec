/* SPDX-License-Identifier: Apache-2.0 */
/* helpers.h - shared helpers for the Criterion unit tests: load a plan from
 * a fixture or a string, run the checks, and look findings, evidence and
 * table cells up by name.  Helpers assert (cr_assert) on misuse, so tests
 * read as the behaviour they pin down. */
#ifndef PP_TEST_HELPERS_H
#define PP_TEST_HELPERS_H

#include <criterion/criterion.h>

#include "plan.h"
#include "planproof.h"
#include "core/result.h"

/* T_ROUNDS(n): the rounds a randomised test runs: n, and a tenth of n in
 * the instrumented builds (PP_TEST_INSTRUMENTED: sanitizers or coverage,
 * cmake/PlanproofDefaults.cmake), where a round costs several times as
 * much and the rounds after the first hundreds retrace the same code; the
 * optimised build runs them all. */
#ifdef PP_TEST_INSTRUMENTED
#define T_ROUNDS(n) ((n) / 10 > 0 ? (n) / 10 : 1)
#else
#define T_ROUNDS(n) (n)
#endif

/* T_BREADTH: `.disabled = T_BREADTH` on a test whose every line of the
 * library the rest of the instrumented pass runs too (measured with gcovr,
 * test by test, as for the label `breadth` in tests/CMakeLists.txt): it
 * runs in the optimised builds only, the rest of its file in both. */
#ifdef PP_TEST_INSTRUMENTED
#define T_BREADTH 1
#else
#define T_BREADTH 0
#endif

/* Load the fixture at rel (relative to the source tree); asserts success. */
pp_plan *t_load(const char *rel);

/* Load YAML text (named "test.yaml"); returns the status, fills err. */
pp_status t_load_str(pp_plan **out, const char *yaml, pp_error *err);

/* A copy of text in plan's tree (its arena, node.h), for tests that
 * change a loaded value behind the loader's back; freed with the plan. */
char *t_tree_strdup(pp_plan *plan, const char *text);

/* A one-game blackjack plan (EUR, a win paying 1:1, a blackjack paying
 * `natural`, ties pushed) with the game's further keys `rules` (YAML lines
 * indented by four spaces); asserts that it loads.  Freed by the caller. */
pp_plan *t_blackjack_plan(const char *rules, const char *natural);

/* Write text to path atomically (a temporary file renamed over it), so
 * tests running in parallel never read a half-written file. */
void t_write_file(const char *path, const char *text);

/* The options the tests check with: the document folders of
 * $PLANPROOF_DOCUMENTS (tests/CMakeLists.txt sets it to the seed
 * documents' folder when it exists), everything else the defaults; the
 * same with the exact main-game analyses on (no result cache: the tests
 * compute what they pin); and with policy.  Borrowed, static. */
const pp_check_options *t_options(void);
const pp_check_options *t_options_exact(void);
const pp_check_options *t_options_policy(const pp_policy *policy);

/* Whether the build names a folder of the real plans' documents
 * ($PLANPROOF_DOCUMENTS not empty). */
int t_have_documents(void);

/* First statement of a test that reads the real plans' documents: without
 * them the test is skipped, saying why, and "SKIPPED: " on stderr makes
 * ctest count the binary as skipped (tests/CMakeLists.txt
 * pp_needs_documents; such tests live in binaries of their own, so no test
 * that ran is hidden behind the skip). */
#define T_REQUIRE_DOCUMENTS()                                                          \
	do {                                                                           \
		if (!t_have_documents()) {                                             \
			const char *why = getenv("PP_NEEDS_DOCUMENTS");                \
			fprintf(stderr, "SKIPPED: %s\n",                              \
			        why ? why : "the real plans' documents are absent");   \
			cr_skip_test("the real plans' documents are absent");         \
		}                                                                      \
	} while (0)

/* How many times needle occurs in hay, without overlap. */
size_t t_count(const char *hay, const char *needle);

/* Run every check under t_options() (t_options_exact()); asserts success. */
pp_result *t_check(const pp_plan *plan);

/* A one-game plan (EUR) whose game is a poker room `room` with the YAML
 * lines room (its keys past id, name, family and citation), loaded into
 * *plan (the caller frees it) and checked with t_options(). */
pp_result *t_check_room_yaml(const char *room, pp_plan **plan);
pp_result *t_check_exact(const pp_plan *plan);

/* The finding of rule in game (NULL: plan-wide) about subject (NULL: any). */
const pp_finding *t_find(const pp_result *res, const char *game, const char *rule,
                         const char *subject);

/* The exact text of evidence name of f (asserts it exists). */
const char *t_evidence(const pp_finding *f, const char *name);

/* The rule ids of the findings that did not pass (fail, warning, info,
 * error), sorted, unique, comma-separated ("" when none).  Caller frees. */
char *t_failing_rules(const pp_result *res);

/* A defect fixture, fixtures/defects/<file>.yaml, and the sorted,
 * comma-separated rule ids that must not pass on it ("" for a clean one). */
typedef struct {
	const char *file;
	const char *failing;
} t_defect;

/* Load and check fixtures/defects/<name>.yaml under a policy without
 * thresholds (fixtures/policies/none.yaml), so that only the defect the
 * fixture was made for shows; the caller frees both. */
pp_result *t_check_defect(const char *name, pp_plan **plan);

/* For each of n cases: the fixture gives exactly its failing rules, and
 * its first line names each of them (the fixture says what it is for). */
void t_expect_defects(const t_defect *cases, size_t n);

/* The cell in column col of the row whose first cell is key, in the table
 * with id table of game (NULL: plan-wide); asserts it exists. */
const char *t_cell(const pp_result *res, const char *game, const char *table,
                   const char *key, size_t col);

/* Render res in format into a fresh string the caller frees. */
char *t_render(const pp_result *res, pp_format format);

/* Validate XML text against the report XSD with xmllint; 1 when valid. */
int t_xsd_valid(const char *xml, const char *xsd);

/* Validate a SARIF log against the SARIF 2.1.0 JSON schema with
 * tests/validate_sarif.py; 1 when valid. */
int t_sarif_valid(const char *json);

/* Render a diff in format into a fresh string the caller frees. */
char *t_render_diff(const pp_diff *d, pp_format format);

/* Load the fixtures old and new and diff them; asserts success.  The
 * plans are returned for the caller to free after the diff. */
pp_diff *t_diff(const char *old_rel, const char *new_rel, pp_plan **old_plan,
                pp_plan **new_plan);

/* Load waivers from YAML text (named "waivers.yaml"). */
pp_status t_waivers_str(pp_waivers **out, const char *yaml, pp_error *err);

#endif
