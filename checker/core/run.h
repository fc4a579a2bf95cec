/* SPDX-License-Identifier: Apache-2.0 */
/* run.h - the check running on this thread: its options and the state the
 * deep engine code reads from them (the exact main-game switch, the result
 * cache, the thread count, notices).
 *
 * pp_check takes its options as an argument; the engines that price a main
 * game sit many calls below the family's check and have no context
 * argument.  Rather than a process-wide switch (which made two checks on
 * two threads interfere), pp_check enters a ck_run for its own duration
 * and those engines ask for the run of the calling thread.  Worker threads
 * an engine starts see no run (the defaults): they only compute.  Internal
 * to checker/. */
#ifndef PP_RUN_H
#define PP_RUN_H

#include "planproof.h"

typedef struct ck_run {
	pp_check_options opts;    /* the caller's, copied; pointers borrowed */
	struct ck_run *outer;     /* the run this thread was in before, if any */
	/* The result cache of this run (disk_cache.c): 0 not yet looked at,
	 * 1 usable (key loaded), -1 not used (already said why). */
	int cache_state;
	unsigned char cache_key[32];
} ck_run;

/* Enter run for opts (NULL: the defaults) on this thread; leave it when
 * the check ends.  Runs nest (a diff checks two plans). */
void ck_run_enter(ck_run *run, const pp_check_options *opts);
void ck_run_leave(ck_run *run);

/* The run of the calling thread, or NULL outside any check. */
ck_run *ck_current_run(void);

/* The options of the calling thread's check (the defaults outside one). */
const pp_check_options *ck_options(void);

/* The threads an analysis may start: the option, else the processors
 * online; at least 1.  Always 1 in a coverage build (PP_ONE_THREAD, set by
 * cmake/PlanproofDefaults.cmake), whose plain counters lose updates made
 * from several threads. */
unsigned ck_threads(void);

/* wanted threads, or 1 in a coverage build: for an engine whose caller
 * names its thread count. */
unsigned ck_threads_allowed(unsigned wanted);

/* Say something about the run (not the plan) through the options' notice
 * callback: one line, printf-style.  Dropped when there is none. */
void ck_notice(const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 1, 2)))
#endif
	;

#endif
