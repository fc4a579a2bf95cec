/* report_set.h - the reports of a run over several plans, and of an input
 * that could not be loaded (pp_report_write_set, report_set.c; the SARIF
 * log in report_set_sarif.c). */
#ifndef PP_REPORT_SET_H
#define PP_REPORT_SET_H

#include "planproof.h"
#include "util.h"

/* The rule an input that cannot be loaded is reported under (JUnit
 * testcase names, SARIF results): checker/core/rules_input.c. */
#define INPUT_RULE "PP-INPUT-001"

/* One SARIF log of plans: a run per plan, in order (report_set_sarif.c). */
pp_status report_set_sarif(const pp_plan_outcome *plans, size_t n, pp_buf *out,
                           pp_error *err);

#endif
