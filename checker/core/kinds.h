/* SPDX-License-Identifier: Apache-2.0 */
/* kinds.h - what each rule's results are about (defect, open, reading,
 * notice, coverage), how they fold into entries and what is at stake in
 * them: one table for every rule of the registry (kinds.c). */
#ifndef PP_KINDS_H
#define PP_KINDS_H

#include "core/result.h"

/* How the results of a rule fold into entries (entries.c):
 * FOLD_CAUSE: results of one game with the same document anchor whose
 *   messages are the same once the subject and the digits are set aside
 *   (six bets that return 75/74 under the same zero rule);
 * FOLD_GAME: every result of the rule in one game is one cause (the
 *   rounding of one commission in each currency, the fees of each blind
 *   level, each variant the deck cannot serve). */
typedef enum { FOLD_CAUSE, FOLD_GAME } pp_fold;

/* What is at stake in a defect, in the order entries are ranked (entries.c
 * states the whole order): players win on average, a payout above a
 * declared maximum, two statements that contradict, drawing cells left
 * undecided, the rest. */
typedef enum {
	STAKE_PLAYERS_WIN,
	STAKE_MAXWIN,
	STAKE_CONTRADICTION,
	STAKE_UNDECIDED,
	STAKE_OTHER
} pp_stake_class;

typedef struct {
	const char *id;
	pp_kind kind;
	pp_fold fold;
	pp_stake_class stake;
} pp_rule_kind;

/* The kind table's row of rule id, or NULL when the table lacks it (a
 * unit test asserts every rule of the registry has one). */
const pp_rule_kind *pp_rule_kind_find(const char *id);

/* Whether the text of a reading (`interpretations`) states an ambiguity
 * of the document, not only how a clear sentence was encoded (kinds.c
 * lists the words that say so).  Can't fail. */
int pp_reading_states_ambiguity(const char *text);

/* The kind of finding f: its rule's, except where one rule yields results
 * of several kinds (a reading that states an ambiguity of the document is
 * open).  Can't fail. */
pp_kind pp_finding_kind(const pp_finding *f);

#endif
