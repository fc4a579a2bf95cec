/* SPDX-License-Identifier: Apache-2.0 */
/* rules_waivers.c - the rules a waivers file is checked against
 * (checker/waivers.c applies the waivers and records these). */
#include <stddef.h>

#include "core/check.h"
#include "i18n.h"

const pp_rule ck_rules_waivers[] = {
	{ "PP-WAIVER-001", N_("Every waiver waives a finding"), PP_SEV_WARNING,
	  "Checks that each waiver names a rule, game (and subject) with at least "
	  "one finding that did not pass, which the waiver then marks `waived`.",
	  "A waiver that matches nothing is stale: the finding was fixed, or the "
	  "waiver names the wrong game, subject or rule.  Left in place it would "
	  "silently waive the finding if it ever came back.",
	  "Remove the waiver, or correct its rule, game or subject." },
	{ "PP-WAIVER-002", N_("Every waiver is within its expiry date"), PP_SEV_ERROR,
	  "Compares each waiver's `expires` date with today (the UTC date, or the "
	  "date of SOURCE_DATE_EPOCH when it is set).  An expired waiver is not "
	  "applied: the findings it named count again.",
	  "A waiver is a time-limited acceptance by a named approver; after its "
	  "expiry nobody has accepted the finding.",
	  "Fix the finding, or have the waiver reviewed and its expiry renewed." },
	{ "PP-WAIVER-003", N_("No waiver names a check that could not be evaluated"),
	  PP_SEV_ERROR,
	  "Checks that no waiver matches a finding with status `error` (a check that "
	  "could not be evaluated).  Such a finding is never waived.",
	  "A waiver accepts a known deviation; a check that could not be evaluated "
	  "has no known outcome to accept.",
	  "Make the plan evaluable, then waive the actual finding if needed." },
	{ NULL, NULL, PP_SEV_INFO, NULL, NULL, NULL }
};
