/* SPDX-License-Identifier: Apache-2.0 */
/* planproof.h - the public API of libplanproof.
 *
 * planproof verifies casino game plans: a plan written as a YAML spec is
 * loaded into an immutable model (pp_plan), checked by an exact rules engine
 * into a result set (pp_result), and written out as reports.
 *
 * Conventions, stated once:
 * - Functions that can fail return pp_status (0 = PP_OK, negative = failure)
 *   and fill a caller-owned pp_error, which may be NULL.  Locations in errors
 *   are 1-based line and column (columns count Unicode code points).
 * - Objects returned through a `**out` parameter belong to the caller, who
 *   frees them with the matching _free function.  Every _free accepts NULL
 *   and cannot fail.  Pointers returned directly are borrowed from their
 *   parent object and live as long as it does.
 * - Findings are data, not errors: a plan that breaks a rule still checks
 *   successfully (PP_OK) and its result set says what failed.
 * - Out of memory aborts the process; no function reports it. */
#ifndef PLANPROOF_H
#define PLANPROOF_H

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PP_VERSION "0.1.0"

/* Numbers are part of the API: never renumber, only append. */
typedef enum {
	PP_OK = 0,
	PP_EIO = -1,      /**< a file could not be opened, read or written */
	PP_ESYNTAX = -2,  /**< not well-formed YAML, or outside our YAML profile */
	PP_ESCHEMA = -3,  /**< well-formed YAML with the wrong shape for a plan */
	PP_EVALUE = -4,   /**< a literal is malformed or meaningless ("1:0") */
	PP_EUSAGE = -5,   /**< a bad argument detected at run time */
	PP_EINTERNAL = -6 /**< a broken invariant: a bug in planproof */
} pp_status;

/* Why something could not be evaluated, and where.  Owned by the caller. */
typedef struct {
	pp_status code;
	char file[1024];  /**< "" when the error has no file */
	unsigned line;    /**< 1-based; 0 when unknown */
	unsigned col;     /**< 1-based; 0 when unknown */
	char msg[512];    /**< one line, lower-case start, no trailing period */
} pp_error;

/* Severity of a rule: the level a failure of it is reported at. */
typedef enum {
	PP_SEV_INFO = 0,
	PP_SEV_WARNING = 1,
	PP_SEV_ERROR = 2
} pp_severity;

/* The threshold of `--fail-on`: findings at or above it make a run fail. */
typedef enum {
	PP_FAIL_ON_INFO = 0,
	PP_FAIL_ON_WARNING = 1,
	PP_FAIL_ON_ERROR = 2,
	PP_FAIL_ON_NEVER = 3
} pp_fail_on;

/* What a result is about, besides its status (checker/core/kinds.c assigns
 * it from the rule, one table for every rule):
 *   defect    the plan is wrong by computation (two statements contradict,
 *             a declared maximum is exceeded, a bet returns 100 % or more,
 *             a drawing rule leaves cells undecided, the deck runs out);
 *   open      the plan leaves a rule unstated (with the figures it leaves open);
 *   reading   a choice the encoder recorded (`interpretations`);
 *   notice    a true fact that is no error of this plan (a standard bet
 *             below a policy floor, a currency-rate comparison);
 *   coverage  text not encoded, extraction debris, uncited ranges.
 * Numbers are part of the API: never renumber, only append. */
typedef enum {
	PP_KIND_DEFECT = 0,
	PP_KIND_OPEN = 1,
	PP_KIND_READING = 2,
	PP_KIND_NOTICE = 3,
	PP_KIND_COVERAGE = 4
} pp_kind;
#define PP_KIND_COUNT 5
/* A set of kinds, for pp_result_exit_code_kinds: PP_KIND_BIT(PP_KIND_DEFECT)
 * | PP_KIND_BIT(PP_KIND_OPEN) fails a run on defects and open rules. */
#define PP_KIND_BIT(k) (1u << (unsigned)(k))

/* Report formats.  PP_FORMAT_XML is the native, XSD-described report. */
typedef enum {
	PP_FORMAT_TEXT = 0,
	PP_FORMAT_XML = 1,
	PP_FORMAT_JUNIT = 2,
	PP_FORMAT_SARIF = 3,
	PP_FORMAT_HTML = 4,
	PP_FORMAT_JSON = 5, /* the XML report as JSON (planproof-report-1.schema.json) */
	PP_FORMAT_MARKDOWN = 6 /* a diff for a pull-request comment (diffs only) */
} pp_format;

typedef struct pp_plan pp_plan;
typedef struct pp_result pp_result;
typedef struct pp_waivers pp_waivers;
typedef struct pp_policy pp_policy;
typedef struct pp_diff pp_diff;

/* Return a static, human-readable name for a status ("syntax error"). */
const char *pp_status_str(pp_status s);

/* Format err as "file:line:col: message" (GNU style, parts omitted when
 * unknown) into buf, which is always NUL-terminated.  Returns buf. */
const char *pp_error_format(const pp_error *err, char *buf, size_t size);

/* Load and validate the plan in the file at path.  On success *out is the
 * caller's; on failure *out is NULL, err says why and where, and nothing
 * leaks.  Reads at most PP_MAX_INPUT_BYTES bytes. */
#define PP_MAX_INPUT_BYTES (4u * 1024u * 1024u)
pp_status pp_plan_load_file(pp_plan **out, const char *path, pp_error *err);

/* As pp_plan_load_file, reporting every independent mistake of the file:
 * up to cap errors into errs (caller-owned), sorted by location, their
 * number into *n (at least 1 on failure).  A YAML syntax error stops
 * parsing, so it is reported alone; schema and value errors are collected.
 * PP_MAX_ERRORS is the cap the CLI uses. */
#define PP_MAX_ERRORS 50
pp_status pp_plan_load_file_all(pp_plan **out, const char *path, pp_error *errs,
                                size_t cap, size_t *n);

/* Write the plan file at path to fp in the current format version: the
 * version number and every key written under an old name are rewritten in
 * place, and nothing else changes (comments and layout are kept).  The
 * result is checked to load.  Errors as pp_plan_load_file. */
pp_status pp_plan_migrate(const char *path, FILE *fp, pp_error *err);

/* As pp_plan_migrate, from len bytes of data (standard input, say); name
 * names them in locations. */
pp_status pp_plan_migrate_buffer(const char *name, const char *data, size_t len, FILE *fp,
                                 pp_error *err);

/* As pp_plan_load_file, from a buffer; name is used in locations. */
pp_status pp_plan_load_buffer(pp_plan **out, const char *name,
                              const char *data, size_t len, pp_error *err);

/* Free a plan.  This function can't fail. */
void pp_plan_free(pp_plan *plan);

/* How a check runs.  Fill one with pp_check_options_init (every default),
 * then set what differs.  The check borrows every pointer for its own
 * duration only, so one options struct may serve several checks, on
 * several threads at once.  Fields are only ever appended. */
typedef struct {
	/** Hold every computed return and the plan's statements to this
	 *  policy; NULL: the built-in default (RTP below 85 % a warning,
	 *  below 90 % info). */
	const struct pp_policy *policy;
	/** 1: also run the exact main-game analyses, which take seconds per
	 *  game (Black Jack on the plan's finite shoe, PP-BJ-015; the stud
	 *  and hold'em optimum, PP-POKER-007).  2: those, and the figures
	 *  only the PAR sheet shows (Black Jack's main game with pairs never
	 *  split, with its exact variance), as `planproof figures
	 *  --exact-main` asks. */
	int exact_main;
	/** Keep those analyses' results in this folder between runs (created
	 *  private if missing), or NULL for none.  The folder is used only
	 *  when it is the user's own: a folder that is a symbolic link, owned
	 *  by another user, or writable by group or others is not used, and
	 *  the check says so through notice.  Every entry is signed with a
	 *  key kept in the folder; an entry that does not verify is ignored,
	 *  recomputed and reported through notice. */
	const char *cache_dir;
	/** Threads a check may use; 0: one per online processor.  The
	 *  older name of jobs (below), which wins when set. */
	unsigned threads;
	/** Folders the plan's documents (`sources`) may be read from besides
	 *  the plan's own folder, tried in order (an entry's path as written,
	 *  then its last component).  Nothing else is read: an absolute path,
	 *  or one that leaves these folders after `..` and symbolic links are
	 *  resolved, fails the check (PP_EIO, located at the path) unless
	 *  allow_outside_documents is set. */
	const char *const *document_dirs;
	size_t ndocument_dirs;
	int allow_outside_documents;
	/** The bytes all the documents of one check may hold together (each
	 *  file counted once however often it is listed); 0: PP_DOCUMENTS_BUDGET.
	 *  A plan whose documents exceed it fails the check (PP_EIO). */
	size_t documents_budget;
	/** Called with each one-line notice about the run rather than the
	 *  plan (a cache folder not used, a cache entry that did not verify,
	 *  documents not found), or NULL to drop them. */
	void (*notice)(void *data, const char *message);
	void *notice_data;
	/** Jobs the check runs at once: its games, and the parts of the
	 *  analyses inside them, share this many threads (the calling
	 *  thread's included).  The result is the same for every value.
	 *  0: threads (the older name of this field), and when that is 0
	 *  too, one per online processor. */
	unsigned jobs;
} pp_check_options;

#define PP_DOCUMENTS_BUDGET ((size_t)64 << 20)

/* Set every field of opts to its default.  This function can't fail. */
void pp_check_options_init(pp_check_options *opts);

/* Run every check on plan under opts (NULL: the defaults).  On success
 * *out is the caller's; the result borrows from plan, which must outlive
 * it.  Fails (PP_EIO, located at the `sources` entry) when a document
 * lies outside the folders opts allows or the documents exceed their
 * budget; a document that is only missing or unreadable is a finding. */
pp_status pp_check(pp_result **out, const pp_plan *plan, const pp_check_options *opts,
                   pp_error *err);

/* How a plan read from somewhere other than a file (a git revision, an
 * archive) reads its documents: path is an entry's path relative to the
 * plan's folder, already checked not to leave it (unless
 * allow_outside_documents: then it may start with "../").  Fill *bytes
 * (malloc'ed, the caller frees it) and *len, reading at most max bytes
 * (more: PP_EIO); PP_EIO with err's message saying why when the document
 * cannot be read; PP_OK with *bytes left NULL when the source has no such
 * path (the document is then looked for in opts->document_dirs). */
typedef pp_status (*pp_document_reader)(void *data, const char *path, size_t max,
                                        char **bytes, size_t *len, pp_error *err);

/* Read the documents of plan through read instead of from the plan's
 * folder (the folders of opts->document_dirs are still read from disk,
 * for a document read does not have).
 * The plan takes data over: pp_plan_free calls free_data(data) (when
 * free_data is not NULL).  This function can't fail. */
void pp_plan_set_document_reader(pp_plan *plan, pp_document_reader read, void *data,
                                 void (*free_data)(void *));

/* Load and validate a jurisdiction policy file (strict YAML like plans):
 * `planproof_policy: 1`, `name`, `rtp_floors` and `house_edge_ceilings`
 * per kind of bet (any, main, side, wheel) with a severity, `required`
 * statements (dotted game keys, or `plan.` keys), and `fail_on`: the
 * kinds of result that fail a run (pp_result_run_exit_code).  On success
 * *out is the caller's; on failure NULL, and err says why and where. */
pp_status pp_policy_load_file(pp_policy **out, const char *path, pp_error *err);
pp_status pp_policy_load_buffer(pp_policy **out, const char *name,
                                const char *data, size_t len, pp_error *err);

/* The built-in default policy into *out, a fresh copy the caller frees
 * (pp_policy_free).  This function can't fail. */
void pp_policy_default(pp_policy **out);

/* Free a policy.  This function can't fail. */
void pp_policy_free(pp_policy *p);

/* Free a result set.  This function can't fail. */
void pp_result_free(pp_result *res);

/* The exit code a run with this result gets under fail_on:
 * 0 compliant, 1 findings at or above the threshold. */
int pp_result_exit_code(const pp_result *res, pp_fail_on fail_on);

/* Write res in format to fp: the whole report is rendered first, so a
 * failed render writes nothing.  Returns PP_EIO when writing fails. */
pp_status pp_report_write(const pp_result *res, pp_format format, FILE *fp,
                          pp_error *err);

/* The PAR sheet of a checked plan (`planproof figures`): every bet's
 * outcome probabilities, RTP, house edge, hit frequency, variance and
 * standard deviation, and each game's maximum win per limits row. */
typedef enum {
	PP_FIGURES_TEXT = 0,
	PP_FIGURES_CSV = 1,  /* RFC 4180, one row per bet after a header row */
	PP_FIGURES_JSON = 2  /* reports/planproof-figures-1.schema.json */
} pp_figures_format;

/* Write the PAR sheet of res in format to fp.  PP_EUSAGE for an unknown
 * format, PP_EIO when writing fails. */
pp_status pp_figures_write(const pp_result *res, pp_figures_format format, FILE *fp,
                           pp_error *err);

/* The --fail-on threshold the reports of res mark failures at (a JUnit
 * testcase fails for a finding the exit code counts).  The default is
 * PP_FAIL_ON_ERROR.  This function can't fail. */
void pp_result_set_fail_on(pp_result *res, pp_fail_on fail_on);

/* The name of a kind as the reports write it ("defect", "open", "reading",
 * "notice", "coverage"), or NULL for a number that is no kind. */
const char *pp_kind_name(pp_kind kind);

/* Fail by kind instead of by severity: kinds is a set of PP_KIND_BIT; a
 * result fails the run when it did not hold (fail, warning, info) and its
 * kind is in the set, or could not be evaluated (error) whatever its
 * kind.  0 (the default) restores the --fail-on threshold.  The exit code
 * and the reports (JUnit, SARIF) follow it.  This function can't fail. */
void pp_result_set_fail_kinds(pp_result *res, unsigned kinds);

/* What the text report of res shows (pp_report_write, PP_FORMAT_TEXT):
 * kinds is a set of PP_KIND_BIT whose entries (one line per root cause)
 * are listed, the other kinds counted in one line each; with
 * PP_SHOW_INSTANCES, every result that is not a pass, one line each, as
 * before entries.  0 (the default): defects and open rules.  Can't fail. */
#define PP_SHOW_INSTANCES (1u << 16)
void pp_result_set_show(pp_result *res, unsigned kinds);

/* The exit code of a run with this result under what it is set to fail
 * on: the kinds of pp_result_set_fail_kinds (which a policy's `fail_on`
 * sets when the check runs) when set, else the pp_result_set_fail_on
 * threshold.  0 compliant, 1 a failing result.  Can't fail. */
int pp_result_run_exit_code(const pp_result *res);

/* The exit code a run with this result gets when it fails by kinds (as
 * pp_result_set_fail_kinds): 0 compliant, 1 a failing result. */
int pp_result_exit_code_kinds(const pp_result *res, unsigned kinds);

/* Load and validate a waivers file, under the same YAML profile as plans.
 * On success *out is the caller's; on failure *out is NULL and err says
 * why and where.  The _buffer form names the input `name` in locations. */
pp_status pp_waivers_load_file(pp_waivers **out, const char *path, pp_error *err);
pp_status pp_waivers_load_buffer(pp_waivers **out, const char *name,
                                 const char *data, size_t len, pp_error *err);

/* Free waivers.  This function can't fail. */
void pp_waivers_free(pp_waivers *w);

/* Apply waivers to a checked result: a fail, warning or info finding that
 * a valid waiver names becomes `waived` (still reported, counted apart);
 * a finding that could not be evaluated (`error`) is never waived.  Each
 * waiver is itself checked and reported (PP-WAIVER-001 unused, -002
 * expired, -003 names an error).  today is "YYYY-MM-DD", or NULL for the
 * UTC date of SOURCE_DATE_EPOCH when set, else of now.  Afterwards res
 * borrows from w, which must outlive it.  Returns PP_ESCHEMA when a waiver
 * names an unknown rule, PP_EUSAGE for a malformed today or a result that
 * already has waivers applied (one waivers file per result); res is then
 * unchanged. */
pp_status pp_result_apply_waivers(pp_result *res, const pp_waivers *w,
                                  const char *today, pp_error *err);

/* Compare two plans: their structure (games, bets, payouts, limits,
 * tables, rules) and their verdicts (both are checked under opts, NULL:
 * the defaults).  On success *out is the caller's; it borrows both plans,
 * which must outlive it. */
pp_status pp_diff_plans(pp_diff **out, const pp_plan *old_plan,
                        const pp_plan *new_plan, const pp_check_options *opts,
                        pp_error *err);

/* Free a diff.  This function can't fail. */
void pp_diff_free(pp_diff *d);

/* The exit code of a diff under fail_on: 1 when a change (or a finding
 * the new version introduces) is at or above the threshold, else 0. */
int pp_diff_exit_code(const pp_diff *d, pp_fail_on fail_on);

/* The exit code of a diff that fails by kinds (PP_KIND_BIT set, as
 * pp_result_set_fail_kinds): 1 when NEW has a result of one of those kinds
 * that OLD did not, at a graver level, or that is a new entry (a new
 * instance of an entry OLD had counts only when the entry got graver); a
 * check NEW could not evaluate counts whatever its kind.  Else 0. */
int pp_diff_exit_code_kinds(const pp_diff *d, unsigned kinds);

/* Write a diff as text or XML (PP_FORMAT_TEXT, PP_FORMAT_XML) to fp.
 * PP_EUSAGE for other formats, PP_EIO when writing fails. */
pp_status pp_diff_report_write(const pp_diff *d, pp_format format, FILE *fp,
                               pp_error *err);

/* Print what the rule with this id checks and on what basis to fp.
 * Returns PP_EUSAGE when no rule has that id. */
pp_status pp_rule_explain(const char *id, FILE *fp, pp_error *err);

/* Print every rule id with its title, one per line, to fp.  Can't fail. */
void pp_rules_list(FILE *fp);

/* Write a plan skeleton with one game of family to fp: every field with a
 * placeholder and its description.  PP_EUSAGE for an unknown family. */
pp_status pp_generate_skeleton(const char *family, FILE *fp, pp_error *err);

/* Write the JSON Schema (draft-07) of the plan format to fp, generated
 * from the tables the loader validates against: for editors
 * (yaml-language-server).  Installed as share/planproof/
 * PP_PLAN_SCHEMA_NAME.  PP_EIO when writing fails. */
#define PP_PLAN_SCHEMA_NAME "planproof-plan-2.schema.json"
pp_status pp_generate_schema(FILE *fp, pp_error *err);

/* Write one Markdown page per rule, DIR/<id>.md, from the rule tables: the
 * pages SARIF helpUri points at (docs/rules/ in the repository).  PP_EIO
 * when a page cannot be written. */
pp_status pp_generate_rule_docs(const char *dir, pp_error *err);

/* Print every game family with a one-line description to fp.  Can't fail. */
void pp_families_list(FILE *fp);

/* One plan of a run over several plans: its result, or (result NULL) the
 * errors that kept it from being evaluated.  Everything is borrowed. */
typedef struct {
	const char *name;          /**< the input as the user named it */
	const pp_result *result;   /**< NULL when it could not be evaluated */
	const pp_error *errors;    /**< result NULL: nerrors >= 1 of them */
	size_t nerrors;
} pp_plan_outcome;

/* Write the reports of several plans as one: text (each plan's report,
 * then a total line), XML (a `reportSet` of `report`s and `unevaluated`
 * inputs, reports/planproof-report-1.xsd), JUnit (one testsuite per plan)
 * or SARIF (one run per plan).  HTML holds one plan: PP_EUSAGE.  Returns
 * PP_EIO when writing fails. */
pp_status pp_report_write_set(const pp_plan_outcome *plans, size_t n,
                              pp_format format, FILE *fp, pp_error *err);

/* Read access to a checked result, for programs and bindings (ctypes).
 *
 * Games, findings and tables are addressed by index, 0 .. count - 1, in
 * report order (findings sorted by game, then position in the plan).  The
 * view structs are the caller's (on its stack, say); the functions fill
 * them with pointers borrowed from res: they stay valid until res is
 * freed or changed (pp_result_apply_waivers rewrites statuses and adds
 * findings: take views after it).  A NULL field means "not stated" (a
 * finding without a citation, plan-wide findings' game_id, text
 * evidence's decimal).  Statuses, severities and verdicts are the words
 * the reports write ("pass", "fail", "notapplicable"; "error", "warning",
 * "info").  Fields are only ever appended to a view, and a release that
 * appends one breaks the ABI and so changes the SONAME: a program never
 * gets a view larger than the one it was built with.
 * An index out of range returns PP_EUSAGE and leaves the view untouched. */
typedef struct {
	const char *id;        /**< the game's id in the plan */
	const char *name;      /**< its name as the plan writes it */
	const char *family;    /**< "roulette", "blackjack", ... */
	const char *citation;  /**< plan article, or NULL */
	const char *verdict;   /**< worst unwaived status: "pass" .. "error" */
} pp_game_view;

typedef struct {
	const char *rule_id;   /**< PP-<AREA>-<NNN> */
	const char *status;    /**< "pass", "fail", "warning", "info", ... */
	const char *severity;  /**< the rule's: "error", "warning", "info" */
	const char *game_id;   /**< the game's id, NULL for plan-wide findings */
	const char *subject;   /**< what in the game it is about; "" when the
	                        *   finding is about the game (or plan) as a whole */
	const char *file;      /**< the plan file, or NULL */
	unsigned line, col;    /**< 1-based; 0 when unknown */
	const char *citation;  /**< plan article, or NULL */
	const char *message;
	const char *remediation; /**< the rule's advice, or NULL */
	const char *waiver;    /**< when waived: who, why, until; else NULL */
	size_t evidence_count; /**< for pp_result_finding_evidence */
	pp_kind kind;          /**< what it is about (pp_kind_name names it) */
	const char *entry;     /**< the id of the entry (one per root cause) the
	                        *   finding is an instance of, "PP-RTP-001:1a2b3c4d";
	                        *   NULL for a pass or a check not applicable */
} pp_finding_view;

typedef struct {
	const char *name;
	const char *exact;     /**< "n/d", or text */
	const char *decimal;   /**< rounded decimal, NULL for text evidence */
	const char *unit;      /**< "%" or NULL */
	const char *rounding;  /**< how decimal was rounded, or NULL */
	unsigned digits;       /**< decimal places of decimal */
} pp_evidence_view;

typedef struct {
	const char *id;
	const char *title;
	const char *game_id;   /**< NULL for plan-wide tables */
	size_t columns, rows;
} pp_table_view;

/* A source document of the plan (its `sources` entry) as the check read it. */
typedef struct {
	const char *id;        /**< the entry's id */
	const char *path;      /**< its path as the plan writes it */
	const char *file;      /**< the file read (a real path), or NULL: not read,
	                        *   or read through the plan's document reader */
	const char *sha256;    /**< of the text read, or NULL */
	int found;             /**< 1 when read as UTF-8 text */
	const char *why;       /**< when not found: why (a sentence fragment), else NULL */
	int missing;           /**< 1 when no file was found in the allowed folders */
} pp_document_view;

/* Numbers of games, findings (every status, pass included), tables and
 * source documents of res.  These functions can't fail. */
size_t pp_result_game_count(const pp_result *res);
size_t pp_result_finding_count(const pp_result *res);
size_t pp_result_table_count(const pp_result *res);
size_t pp_result_document_count(const pp_result *res);

/* Fill *out with game, finding or table i of res (see above). */
pp_status pp_result_game(const pp_result *res, size_t i, pp_game_view *out,
                         pp_error *err);
pp_status pp_result_finding(const pp_result *res, size_t i,
                            pp_finding_view *out, pp_error *err);
pp_status pp_result_table(const pp_result *res, size_t i, pp_table_view *out,
                          pp_error *err);

/* Fill *out with source document i of res (in the plan's order). */
pp_status pp_result_document(const pp_result *res, size_t i, pp_document_view *out,
                             pp_error *err);

/* Fill *out with evidence j of finding i. */
pp_status pp_result_finding_evidence(const pp_result *res, size_t i, size_t j,
                                     pp_evidence_view *out, pp_error *err);

/* The title of column col of table i, and the cell at row, col: borrowed
 * from res; NULL when an index is out of range.  Can't fail otherwise. */
const char *pp_result_table_column(const pp_result *res, size_t i, size_t col);
const char *pp_result_table_cell(const pp_result *res, size_t i, size_t row,
                                 size_t col);

/* How the report writers link to the rule pages (docs/rules/<id>.md, as
 * `planproof generate rule-docs` writes them): rules_uri is their base, an
 * absolute URI ending in `/`, so a rule's page is rules_uri + "<id>.md"
 * (SARIF helpUri, the diff's Markdown and HTML links); "" gives no link
 * (SARIF help.text and help.markdown still carry the page); NULL (and a
 * NULL opts) the build's default (the CMake cache variable PP_RULES_URI,
 * empty unless the build names one).  Borrowed for the call. */
typedef struct {
	const char *rules_uri;
} pp_report_options;

/* pp_report_write, pp_report_write_set and pp_diff_report_write under
 * opts (NULL: the defaults, as those functions).  A diff is written as
 * text, XML, Markdown, HTML, JSON or SARIF (the findings NEW brings in). */
pp_status pp_report_write_with(const pp_result *res, pp_format format,
                               const pp_report_options *opts, FILE *fp, pp_error *err);
pp_status pp_report_write_set_with(const pp_plan_outcome *plans, size_t n,
                                   pp_format format, const pp_report_options *opts,
                                   FILE *fp, pp_error *err);
pp_status pp_diff_report_write_with(const pp_diff *d, pp_format format,
                                    const pp_report_options *opts, FILE *fp,
                                    pp_error *err);

#ifdef __cplusplus
}
#endif
#endif
