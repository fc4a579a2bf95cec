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
 * an engine starts see no run (the defaults): they only compute.  Games
 * checked on a pool's worker threads (check.c) each enter a run of their
 * own that names the check's run as its root: the root owns the result
 * cache's state and the check's budget of jobs.  Internal to checker/. */
#ifndef PP_RUN_H
#define PP_RUN_H

#include <pthread.h>
#include <stdatomic.h>

#include "planproof.h"

typedef struct ck_run {
	pp_check_options opts;    /* the caller's, copied; pointers borrowed */
	struct ck_run *outer;     /* the run this thread was in before, if any */
	/* The result cache of this run (disk_cache.c): 0 not yet looked at,
	 * 1 usable (key loaded), -1 not used (already said why). */
	int cache_state;
	unsigned char cache_key[32];
	/* The check's own run: this run itself, or for a game checked on a
	 * pool's worker, the run of the check that started the pool.  Only
	 * the root's cache fields and jobs are used. */
	struct ck_run *root;
	/* The root's budget: the jobs the check may run at once, and how many
	 * of them no thread holds (the check's own thread holds one). */
	unsigned jobs;
	atomic_int jobs_free;
} ck_run;

/* Enter run for opts (NULL: the defaults) on this thread; leave it when
 * the check ends.  Runs nest (a diff checks two plans). */
void ck_run_enter(ck_run *run, const pp_check_options *opts);
void ck_run_leave(ck_run *run);

/* Enter, on a pool's worker thread, a run of the check whose run is root
 * (its options, its cache, its budget); leave it with ck_run_leave. */
void ck_run_enter_worker(ck_run *run, ck_run *root);

/* The run of the calling thread, or NULL outside any check. */
ck_run *ck_current_run(void);

/* The options of the calling thread's check (the defaults outside one). */
const pp_check_options *ck_options(void);

/* The jobs the calling thread's check runs at once: the option `jobs`,
 * else `threads`, else the processors online; 1..256.  Outside a check,
 * the processors online. */
unsigned ck_threads(void);

/* The threads an engine may run its parts on now, the calling thread
 * included: 1 plus as many of the check's free jobs as it takes, at most
 * want in all (want 0: as many as there are).  The engine gives them back
 * with ck_threads_give(n) once its threads are joined.  So games checked
 * in parallel and the engines inside them share one budget: no check runs
 * more threads than its jobs.  Outside a check, min(want, processors). */
unsigned ck_threads_take(unsigned want);
void ck_threads_give(unsigned n);

/* One more of the check's free jobs for an engine already running (one
 * that took fewer threads than it could use at its start, and can start
 * another now that a game has finished): 1 when taken, then given back
 * with the others (ck_threads_give(n + 1)); 0 when none is free, and
 * always outside a check (ck_threads_take gave it every processor). */
unsigned ck_threads_more(void);

/* wanted threads, or 1 in a coverage build (PP_ONE_THREAD, set by
 * cmake/PlanproofDefaults.cmake), whose plain counters lose updates made
 * from several threads: every job count and every engine's thread count
 * passes through it. */
unsigned ck_threads_allowed(unsigned wanted);

/* Say something about the run (not the plan) through the options' notice
 * callback: one line, printf-style.  Dropped when there is none. */
void ck_notice(const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 1, 2)))
#endif
	;

#endif
