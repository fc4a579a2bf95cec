/* SPDX-License-Identifier: Apache-2.0 */
/* rules_input.c - the rule an input that cannot be loaded is reported
 * under.  A plan, waivers or policy file that cannot be read, is not
 * well-formed YAML or has the wrong shape is an error with a location
 * (exit 2), not a finding; the CI reports (JUnit, SARIF) still show it, at
 * that location, under this rule (reports/report_set.c), so a test view
 * or code-scanning UI says why there is no verdict. */
#include <stddef.h>

#include "core/check.h"
#include "i18n.h"

const pp_rule ck_rules_input[] = {
	{ "PP-INPUT-001", N_("Every input can be loaded"), PP_SEV_ERROR,
	  "Reads each input (a plan, a waivers file, a policy file) under the YAML "
	  "profile and validates it against its format.  An input that cannot be "
	  "read, is not well-formed YAML, or does not have the shape its format "
	  "requires is reported where it goes wrong, and nothing in it is evaluated.",
	  "An input that cannot be loaded cannot be checked: there is no verdict "
	  "on it, so the run exits 2 and every CI report says where it went wrong.",
	  "Correct the file at the reported line and column (`planproof check` prints "
	  "every mistake it finds at once), then run again." },
	{ NULL, NULL, PP_SEV_INFO, NULL, NULL, NULL }
};
