/* SPDX-License-Identifier: Apache-2.0 */
/* report_entries.h - the entries of a result (one per root cause,
 * checker/core/entries.c) as the writers show them. */
#ifndef PP_REPORT_ENTRIES_H
#define PP_REPORT_ENTRIES_H

#include "core/result.h"
#include "xml_writer.h"

/* The number of entries of res of each kind into counts (PP_KIND_COUNT
 * elements).  Can't fail. */
void report_entry_counts(const pp_result *res, size_t *counts);

/* The native report's <entries> element: the counts per kind, then each
 * entry in rank order with its rule, kind, status, game, number of
 * instances, the figure it is ranked by, the message of its lead instance
 * and every instance's subject.  Negative on failure. */
int report_xml_entries(xw *x, const pp_result *res);

#endif
