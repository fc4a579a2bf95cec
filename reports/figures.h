/* SPDX-License-Identifier: Apache-2.0 */
/* figures.h - the PAR-sheet writers (`planproof figures`): figures.c lays
 * out CSV and JSON and picks the writer, figures_text.c the text tables.
 * Every figure is text in the result set already (checker/core/figures.c). */
#ifndef PP_REPORT_FIGURES_H
#define PP_REPORT_FIGURES_H

#include "core/result.h"
#include "util.h"

/* The figures of each game in result order: those of game g are
 * res->figures[at[first[g]]] .. [at[first[g + 1] - 1]].  Built once in
 * linear time, so each game visits only its own bets. */
typedef struct {
	size_t *at;
	size_t *first;      /* ngames + 1 entries */
	const pp_table **max_win; /* per game: its "max-win" table, or NULL */
} figures_index;

void figures_index_build(const pp_result *res, figures_index *fi);
void figures_index_free(figures_index *fi);

/* A game's "max-win" table has one row per limits row: row, max bet, how,
 * gross, net, declared, matches (checker/core/common.c). */
enum { MW_ROW, MW_MAX_BET, MW_HOW, MW_GROSS, MW_NET, MW_DECLARED, MW_NCOLS = 7 };

/* The sheet's header, the same fields in every format: the plan (id,
 * title, version, date, file, the file's SHA-256), the tool and its
 * version, the policy in force and where it was read from, the rounding.
 * Values are borrowed from res (or static); "" when the plan states none. */
enum { FH_PLAN_ID, FH_PLAN_TITLE, FH_PLAN_VERSION, FH_PLAN_DATE, FH_PLAN_FILE,
       FH_PLAN_SHA256, FH_TOOL, FH_TOOL_VERSION, FH_POLICY, FH_POLICY_FILE, FH_ROUNDING,
       FH_COUNT };
typedef struct {
	const char *key;    /* the JSON and CSV key, e.g. "plan_sha256" */
	const char *label;  /* the text sheet's words, e.g. "Plan SHA-256" */
	const char *value;
} figures_field;

void figures_header(const pp_result *res, figures_field out[FH_COUNT]);

/* The strategy assumptions of game g: the distinct strategies its bets'
 * figures assume, in bet order, joined by "; " ("" without bets).  The
 * caller frees it. */
char *figures_game_strategy(const pp_result *res, const figures_index *fi, size_t g);

/* One sentence naming how every decimal of the sheet is rounded. */
const char *figures_rounding_words(void);

/* The PAR sheet as text tables: the header, then per game its bets'
 * figures, each bet's outcomes, the max win per limits row.  Can't fail. */
void figures_text(const pp_result *res, pp_buf *out);

#endif
