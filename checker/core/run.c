/* SPDX-License-Identifier: Apache-2.0 */
/* run.c - the options of the check running on this thread and its budget
 * of jobs (run.h). */
#define _XOPEN_SOURCE 700 /* sysconf */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "core/check.h"
#include "core/run.h"

/* Only this thread's own pp_check frames point here: no other thread
 * reads or writes it. */
static _Thread_local ck_run *current;

void pp_check_options_init(pp_check_options *opts)
{
	memset(opts, 0, sizeof(*opts));
}

/* The processors online, at least 1 (1 in a coverage build: see
 * ck_threads_allowed). */
static unsigned cores_online(void)
{
	long cores = sysconf(_SC_NPROCESSORS_ONLN);
	return ck_threads_allowed(cores > 0 ? (unsigned)cores : 1);
}

void ck_run_enter(ck_run *run, const pp_check_options *opts)
{
	memset(run, 0, sizeof(*run));
	if (opts)
		run->opts = *opts;
	run->outer = current;
	run->root = run;
	run->jobs = run->opts.jobs ? run->opts.jobs : run->opts.threads;
	if (run->jobs == 0)
		run->jobs = cores_online();
	if (run->jobs > 256)
		run->jobs = 256;
	run->jobs = ck_threads_allowed(run->jobs);
	atomic_init(&run->jobs_free, (int)run->jobs - 1); /* this thread holds one */
	current = run;
}

void ck_run_enter_worker(ck_run *run, ck_run *root)
{
	memset(run, 0, sizeof(*run));
	run->opts = root->opts;
	run->outer = current;
	run->root = root;
	run->jobs = root->jobs;
	current = run;
}

void ck_run_leave(ck_run *run)
{
	current = run->outer;
}

ck_run *ck_current_run(void)
{
	return current;
}

const pp_check_options *ck_options(void)
{
	static const pp_check_options defaults; /* all zero: pp_check_options_init */
	return current ? &current->opts : &defaults;
}

int ck_exact_main_enabled(void)
{
	return ck_options()->exact_main != 0;
}

unsigned ck_threads_allowed(unsigned wanted)
{
#ifdef PP_ONE_THREAD
	(void)wanted;
	return 1;
#else
	return wanted;
#endif
}

unsigned ck_threads(void)
{
	return current ? current->jobs : cores_online();
}

unsigned ck_threads_take(unsigned want)
{
	if (!current) {
		unsigned n = cores_online();
		return want && want < n ? want : n;
	}
	ck_run *root = current->root;
	if (want == 0 || want > root->jobs)
		want = root->jobs;
	int have = atomic_load(&root->jobs_free), take;
	do {
		take = have < (int)want - 1 ? have : (int)want - 1;
		if (take <= 0)
			return 1;
	} while (!atomic_compare_exchange_weak(&root->jobs_free, &have, have - take));
	return 1 + (unsigned)take;
}

unsigned ck_threads_more(void)
{
	if (!current)
		return 0;
	atomic_int *free_jobs = &current->root->jobs_free;
	int have = atomic_load(free_jobs);
	while (have > 0)
		if (atomic_compare_exchange_weak(free_jobs, &have, have - 1))
			return 1;
	return 0;
}

void ck_threads_give(unsigned n)
{
	if (current && n > 1)
		atomic_fetch_add(&current->root->jobs_free, (int)n - 1);
}

void ck_notice(const char *fmt, ...)
{
	const pp_check_options *o = ck_options();
	char line[1024];
	va_list ap;
	if (!o->notice)
		return;
	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	o->notice(o->notice_data, line);
}
