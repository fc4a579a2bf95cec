/* SPDX-License-Identifier: Apache-2.0 */
/* result.h - the result set of a check run: findings, computed tables and
 * the games they belong to.  The writers in reports/ read it; nothing in it
 * needs GMP, because every figure is already text (exact and decimal).
 *
 * Ownership: a pp_result owns its findings, tables and strings; it borrows
 * the plan (and through it every file name and node). */
#ifndef PP_RESULT_H
#define PP_RESULT_H

#include <stdbool.h>
#include <stddef.h>

#include "node.h"
#include "planproof.h"

/* A rule: what one check verifies.  Rule tables are static data. */
typedef struct {
	const char *id;          /* PP-<AREA>-<NNN>, stable forever */
	const char *title;       /* one line: what holds when it passes */
	pp_severity severity;    /* the level a failure is reported at */
	const char *explain;     /* what the check computes and compares */
	const char *basis;       /* why: the law, the plan article or the math */
	const char *remediation; /* what to change in the plan when it fails */
} pp_rule;

/* The status of one check result, XCCDF-like.  FAIL, WARNING and INFO are
 * a check that did not hold, at the rule's severity. */
typedef enum {
	PP_ST_PASS,
	PP_ST_FAIL,
	PP_ST_WARNING,
	PP_ST_INFO,
	PP_ST_NOTAPPLICABLE,
	PP_ST_WAIVED,
	PP_ST_ERROR
} pp_check_status;
#define PP_ST_COUNT 7

/* An exact figure: exact is "n/d" (or text), decimal its rounded decimal
 * (NULL for text evidence) in unit ("%" for percentages, else NULL), and
 * rounding and digits say how it was rounded. */
typedef struct {
	char *name;
	char *exact;
	char *decimal;
	const char *unit;
	const char *rounding;
	unsigned digits;
} pp_evidence;

/* Where in a source document a finding's subject is written: the nearest
 * anchor of the node the finding is located at (spec_anchor_of). */
typedef struct {
	char *source;            /* the document's id in `sources` */
	char *file;              /* its path as the plan writes it, or NULL */
	unsigned line, end_line; /* 1-based, the anchor's lines */
	char *quote;             /* the anchor's quote, as the plan writes it */
} pp_doc_location;

typedef struct {
	const pp_rule *rule;
	pp_check_status status;
	size_t game;             /* index into games, or PP_NO_GAME */
	char *subject;           /* what in the game it is about ("straight", "CZK") */
	const char *file;        /* borrowed from the plan */
	unsigned line, col;
	char *path;              /* node path, for fingerprints and SARIF */
	char *citation;          /* plan article, or NULL */
	char *message;           /* in English: the XML, JSON, SARIF, JUnit reports */
	char *message_l10n;      /* in the run's language for the text and HTML
	                          * reports, or NULL: the English one */
	pp_evidence *evidence;
	size_t nevidence, cap_evidence;
	char *waiver;            /* when waived: who, why, until (text) */
	pp_doc_location *doc;    /* the document location, or NULL (no anchor) */
	pp_kind kind;            /* what it is about (kinds.c assigns it) */
	bool reading_open;       /* a reading of a passage the plan leaves
	                          * unsettled (`interpretations: open`) */
	size_t entry;            /* index into entries, PP_NO_ENTRY for a pass or
	                          * a check not applicable (entries.c) */
} pp_finding;

#define PP_NO_ENTRY ((size_t)-1)

/* One root cause: the results of one rule with one cause (entries.c says
 * what a cause is), folded.  Every finding that is not a pass or not
 * applicable is an instance of exactly one entry. */
typedef struct {
	char id[48];             /* "PP-RTP-001:1a2b3c4d": rule, then a hash of
	                          * the cause and its anchor (stable across runs,
	                          * whatever the order and number of instances) */
	const pp_rule *rule;
	pp_kind kind;
	size_t game;             /* the game, or PP_NO_GAME */
	pp_check_status status;  /* the gravest of its instances' statuses */
	size_t *instances;       /* indices into findings, in report order */
	size_t ninstances;
	size_t lead;             /* the instance shown for the entry: the one
	                          * with the most at stake, else the first of
	                          * the gravest status */
	int stake_class;         /* what is at stake, for ranking (kinds.h) */
	char *stake;             /* the figure ranked by ("n/d"), or NULL */
	const char *stake_name;  /* static: what that figure is ("rtp", ...) */
	char *stake_decimal;     /* the stake in decimals for people: a return
	                          * or a spread in per cent to 4 places, an
	                          * excess in money to 2; or NULL */
	const char *stake_unit;  /* static: "%" or "" */
	const char *stake_rounding; /* static: the rounding of stake_decimal */
} pp_entry;

#define PP_NO_GAME ((size_t)-1)
#define PP_ALL_GAMES ((size_t)-2) /* for pp_result_count: every finding */

/* A table of computed figures shown in reports (RTP per bet, ...). */
typedef struct {
	size_t game;
	char *id;
	char *title;
	char *title_l10n;        /* in the run's language when a check built the
	                          * title from a translated format (ck_l10nf),
	                          * else NULL: the HTML report looks title up */
	size_t ncols;
	char **head;             /* ncols column titles */
	char **cells;            /* nrows * ncols */
	size_t nrows, cap_cells;
} pp_table;

/* One outcome of a bet on the PAR sheet: its probability (exact "n/d" and
 * a decimal) and the net payout per unit staked ("35", "-1", "0"). */
typedef struct {
	char *label;
	char *probability, *probability_decimal;
	char *net;
	/* Appended for the PAR sheet's outcome rows (checker/core/figures.c):
	 * the outcome's ways out of the bet's combinations_of (an integer),
	 * and its contributions p * (1 + net) to the RTP and p * net to the
	 * expected net result, exact and as a decimal. */
	char *combinations;
	char *return_part, *return_part_decimal;
	char *net_part, *net_part_decimal;
} pp_figure_outcome;

/* The PAR-sheet figures of one bet (checker/core/figures.c derives them
 * from the bet's outcome distribution).  When not_computed is set (why, as
 * text) some figures are missing: the bet has no outcomes, and a figure
 * whose exact is NULL is not given (a return that depends on the player's
 * decisions has none; a strategy's exact return has RTP and house edge). */
typedef struct {
	size_t game;
	char *bet;
	const char *kind;        /* static: "main", "side", "wheel" */
	char *not_computed;      /* why no figure is given, or NULL */
	pp_figure_outcome *outcomes;
	size_t noutcomes;
	/* rtp and house_edge with a percentage decimal (unit "%"); hit
	 * frequency (P(net > 0)) and variance of the net payout as exact and
	 * decimal; std_dev's exact is "sqrt(<variance>)", its decimal the
	 * exactly rounded root. */
	pp_evidence rtp, house_edge, hit_frequency, variance, std_dev;
	/* Appended: the number the outcomes' combinations are counted out of
	 * (an integer, NULL without outcomes) and what it is (static text);
	 * the strategy the figures assume (static text, never NULL). */
	char *combinations_of;
	const char *combinations_basis;
	const char *strategy;
} pp_bet_figures;

/* How many of the figures in some document lines the plan accounts for. */
typedef struct {
	int measured;            /* 0: no lines to measure (no game anchor) */
	size_t encoded;          /* figures covered by an anchored quote */
	size_t set_aside;        /* the others covered by a `not_encoded` passage */
	size_t total;            /* every figure; total - encoded - set_aside are
	                          * accounted for by neither */
} pp_coverage;

typedef struct {
	char *id, *name, *family, *citation;
	const pp_node *node;
	const pp_node *interpretations;
	pp_coverage coverage;    /* of the lines the game's anchor cites */
} pp_game_info;

/* A source document as the reports record it (doc_check.c fills it). */
typedef struct {
	char *id, *path;         /* as the plan writes them */
	char *declared;          /* declared SHA-256, or NULL */
	char *sha256;            /* actual SHA-256, or NULL when not read */
	char *file;              /* the file read (a real path), or NULL */
	char *why;               /* when not found: why, else NULL */
	int found;
	int missing;             /* 1 when no file was found at all */
	size_t lines;
	size_t nuncovered;       /* ranges of lines no anchor cites */
	unsigned *uncovered;     /* 2 * nuncovered: first, last */
} pp_doc_info;

struct pp_result {
	const struct pp_plan *plan;
	const struct pp_waivers *waivers; /* applied waivers (borrowed), or NULL */
	pp_fail_on fail_on;      /* what reports mark as failing (JUnit) */
	unsigned fail_kinds;     /* PP_KIND_BIT set failing instead, or 0 */
	unsigned show;           /* what the text report shows (pp_result_set_show) */
	pp_entry *entries;       /* one per root cause, ranked (entries.c) */
	size_t nentries;
	pp_game_info *games;
	size_t ngames;
	pp_finding **findings;
	size_t nfindings, cap_findings;
	pp_table **tables;
	size_t ntables, cap_tables;
	pp_doc_info *docs;       /* the plan's `sources`, in plan order */
	size_t ndocs;
	pp_coverage coverage;    /* over every game's lines */
	pp_bet_figures **figures; /* the PAR sheet: per bet, in check order */
	size_t nfigures, cap_figures;
	/* The policy the check applied: its name, and the file it was read
	 * from (NULL: the built-in default).  Owned. */
	char *policy_name, *policy_path;
	/* The documents as the check read them (owned): a diff compares the
	 * two revisions' texts without reading a file again. */
	struct spec_sources *sources;
};

/* Free one bet's figures (figures.c).  Can't fail. */
void pp_bet_figures_free(pp_bet_figures *f);

/* Name of a status as written in reports ("pass", "notapplicable"). */
const char *pp_check_status_name(pp_check_status st);
/* Name of a severity ("error", "warning", "info"). */
const char *pp_severity_name(pp_severity sev);

/* Whether a finding counts against --fail-on at threshold. */
int pp_finding_fails(const pp_finding *f, pp_fail_on threshold);

/* Whether a finding fails the run of res: by res->fail_kinds when set,
 * else by res->fail_on. */
int pp_finding_fails_run(const pp_result *res, const pp_finding *f);

/* Whether a finding fails a run that fails on the kinds in kinds. */
int pp_finding_fails_kinds(const pp_finding *f, unsigned kinds);

/* Counts of the findings of game (or PP_NO_GAME, PP_ALL_GAMES) by status
 * into counts, which has PP_ST_COUNT elements. */
void pp_result_count(const pp_result *res, size_t *counts, size_t game);

/* Sort findings deterministically: by game (plan order, plan-wide last),
 * then position in the plan, rule id, subject and message. */
void pp_result_sort(pp_result *res);

/* Finish a result after findings were added or changed: sort them, give
 * each its kind (kinds.c) and fold them into ranked entries (entries.c).
 * pp_check and the waivers end with it.  Can't fail. */
void pp_result_finish(pp_result *res);

/* Drop the entries of res (entries.c).  Can't fail. */
void pp_result_entries_free(pp_result *res);

/* The findings of game (or PP_NO_GAME): res->findings[*lo .. *hi - 1], by
 * binary search, in a result pp_result_sort has grouped by game (every
 * finished result is: pp_check and the waivers sort it).  PP_ALL_GAMES:
 * all of them. */
void pp_result_game_range(const pp_result *res, size_t game, size_t *lo, size_t *hi);

/* The rule with this id, or NULL.  The registry is in checker/rules.c. */
const pp_rule *pp_rule_find(const char *id);

/* Call fn for every rule in id order.  Can't fail. */
void pp_rules_each(void (*fn)(const pp_rule *rule, void *payload), void *payload);

#endif
