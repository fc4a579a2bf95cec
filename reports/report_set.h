/* SPDX-License-Identifier: Apache-2.0 */
/* report_set.h - the reports of a run over several plans, and of an input
 * that could not be loaded (pp_report_write_set, report_set.c; the SARIF
 * log in report_set_sarif.c). */
#ifndef PP_REPORT_SET_H
#define PP_REPORT_SET_H

#include "core/result.h"
#include "json.h"
#include "planproof.h"
#include "util.h"

/* The rule an input that cannot be loaded is reported under (JUnit
 * testcase names, SARIF results): checker/core/rules_input.c. */
#define INPUT_RULE "PP-INPUT-001"

/* One SARIF log of plans: a run per plan, in order (report_set_sarif.c). */
pp_status report_set_sarif(const pp_plan_outcome *plans, size_t n, const char *rules_uri,
                           pp_buf *out, pp_error *err);

/* SARIF pieces report_sarif.c writes, shared with report_set_sarif.c: a
 * rule of tool.driver.rules (helpUri, help.text, help.markdown); the uri
 * (and uriBaseId SRCROOT when in a git work tree) of a file's artifact
 * location, returning whether it is relative to SRCROOT; and
 * run.originalUriBaseIds defining SRCROOT. */
void report_sarif_rule(json *j, const pp_rule *r, const char *rules_uri);
int report_sarif_file_uri(json *j, const char *path);
void report_sarif_srcroot(json *j);

#endif
