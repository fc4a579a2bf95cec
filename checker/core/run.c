/* SPDX-License-Identifier: Apache-2.0 */
/* run.c - the options of the check running on this thread (run.h). */
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

void ck_run_enter(ck_run *run, const pp_check_options *opts)
{
	memset(run, 0, sizeof(*run));
	if (opts)
		run->opts = *opts;
	run->outer = current;
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
	unsigned n = ck_options()->threads;
	if (n == 0) {
		long cores = sysconf(_SC_NPROCESSORS_ONLN);
		n = cores > 0 ? (unsigned)cores : 1;
	}
	return ck_threads_allowed(n > 256 ? 256 : n);
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
