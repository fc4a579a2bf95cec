/* SPDX-License-Identifier: Apache-2.0 */
/* test_jobs_more.c - an engine already running takes one more of its
 * check's free jobs when a game finishes (core/run.h: ck_threads_more),
 * and gives it back with the others.  No threads are started here (the
 * `threads` tests are test_jobs.c's), so this runs in every tier. */
#include <stdatomic.h>

#include "core/run.h"
#include "helpers.h"

Test(jobs_more, one_free_job_at_a_time_and_none_outside_a_check)
{
	cr_assert_eq(ck_threads_more(), 0, "outside a check every processor was given at once");
	pp_check_options o;
	ck_run run;
	pp_check_options_init(&o);
	o.jobs = 3;
	ck_run_enter(&run, &o);
	/* 3, or 1 in a coverage build (ck_threads_allowed): no job to lend */
	unsigned jobs = ck_threads();
	cr_assert(jobs == 3 || jobs == 1);
	unsigned held = ck_threads_take(2); /* an engine starts with two of three */
	cr_assert_eq(held, jobs == 3 ? 2 : 1);
	unsigned more = ck_threads_more();
	cr_assert_eq(more, jobs == 3, "the game holding the third finished");
	cr_assert_eq(ck_threads_more(), 0, "none left");
	cr_assert_eq(atomic_load(&run.jobs_free), 0);
	ck_threads_give(held + more); /* all it held */
	cr_assert_eq(atomic_load(&run.jobs_free), (int)jobs - 1,
	             "every job back but the caller's own");
	ck_run_leave(&run);
}
