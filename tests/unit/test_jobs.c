/* SPDX-License-Identifier: Apache-2.0 */
/* test_jobs.c - a check's budget of jobs (core/run.h: ck_threads_take and
 * ck_threads_give) and the memo's claims (core/memo.c: two games of one
 * rule set on two of the pool's threads compute an analysis once). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "core/memo.h"
#include "core/run.h"
#include "helpers.h"

/* Sleep ms milliseconds. */
static void pause_ms(long ms)
{
	struct timespec t = { ms / 1000, (ms % 1000) * 1000000L };
	nanosleep(&t, NULL);
}

Test(jobs, the_option_then_threads_then_the_processors)
{
	pp_check_options o;
	ck_run run;
	pp_check_options_init(&o);
	o.threads = 3;
	ck_run_enter(&run, &o);
	cr_assert_eq(ck_threads(), 3, "threads, the older name, when jobs is 0");
	ck_run_leave(&run);
	o.jobs = 2;
	ck_run_enter(&run, &o);
	cr_assert_eq(ck_threads(), 2, "jobs wins over threads");
	ck_run_leave(&run);
	o.jobs = 1000;
	ck_run_enter(&run, &o);
	cr_assert_eq(ck_threads(), 256, "at most 256");
	ck_run_leave(&run);
	o.jobs = o.threads = 0;
	ck_run_enter(&run, &o);
	cr_assert_eq(ck_threads(), (unsigned)sysconf(_SC_NPROCESSORS_ONLN));
	ck_run_leave(&run);
}

Test(jobs, engines_share_the_budget_and_give_it_back)
{
	pp_check_options o;
	ck_run run;
	pp_check_options_init(&o);
	o.jobs = 4;
	ck_run_enter(&run, &o);
	unsigned a = ck_threads_take(3);
	cr_assert_eq(a, 3, "three of four: the caller's and two free ones");
	unsigned b = ck_threads_take(0);
	cr_assert_eq(b, 2, "the one left and the caller's own, not four");
	unsigned c = ck_threads_take(5);
	cr_assert_eq(c, 1, "none free: the caller's thread alone");
	ck_threads_give(c);
	ck_threads_give(b);
	ck_threads_give(a);
	cr_assert_eq(ck_threads_take(0), 4, "every job back");
	ck_run_leave(&run);
	/* a pool's worker draws on its check's budget, not a new one */
	ck_run_enter(&run, &o);
	ck_run worker;
	unsigned held = ck_threads_take(2);
	ck_run_enter_worker(&worker, &run);
	cr_assert_eq(ck_threads_take(8), 3, "the worker sees the root's two free jobs");
	ck_run_leave(&worker);
	cr_assert_eq(atomic_load(&run.jobs_free), 0);
	(void)held;
	ck_run_leave(&run);
}

/* Two "games" of one rule set: each looks the analysis up, computes it on
 * a miss (slowly, so the other thread arrives meanwhile) and keeps it. */
static ck_memo slow_memo = CK_MEMO_INIT("jobs test", free, 4);
static atomic_int computed;
static ck_run *pool_root;

static void copy_int(void *dst, const void *value)
{
	*(int *)dst = *(const int *)value;
}

static void *one_game(void *arg)
{
	ck_run run;
	ck_key k = { 0 };
	int *got = arg;
	ck_run_enter_worker(&run, pool_root);
	ck_key_int(&k, 42);
	if (!ck_memo_find(&slow_memo, &k, copy_int, got)) {
		atomic_fetch_add(&computed, 1);
		pause_ms(200);
		*got = 7;
		int *v = pp_xmalloc(sizeof(*v));
		*v = 7;
		ck_memo_store(&slow_memo, &k, v);
	}
	ck_memo_release_claims();
	ck_key_free(&k);
	ck_run_leave(&run);
	return NULL;
}

Test(jobs, one_rule_set_on_two_threads_is_computed_once)
{
	pp_check_options o;
	ck_run run;
	pthread_t th[2];
	int got[2] = { 0, 0 };
	pp_check_options_init(&o);
	o.jobs = 2;
	ck_memo_clear_all();
	ck_run_enter(&run, &o);
	pool_root = &run;
	for (int i = 0; i < 2; i++)
		cr_assert_eq(pthread_create(&th[i], NULL, one_game, &got[i]), 0);
	for (int i = 0; i < 2; i++)
		pthread_join(th[i], NULL);
	ck_run_leave(&run);
	cr_assert_eq(atomic_load(&computed), 1, "computed %d times", atomic_load(&computed));
	cr_assert_eq(got[0], 7);
	cr_assert_eq(got[1], 7);
	cr_assert_eq(atomic_load(&run.jobs_free), 1, "the waiter's job lent and taken back");
}

/* A claim the game did not store ends with the game: the waiter then
 * computes the value itself rather than wait for ever. */
static void *claim_and_drop(void *arg)
{
	ck_run run;
	ck_key k = { 0 };
	int dummy;
	(void)arg;
	ck_run_enter_worker(&run, pool_root);
	ck_key_int(&k, 43);
	cr_assert_not(ck_memo_find(&slow_memo, &k, copy_int, &dummy));
	pause_ms(100); /* the other thread arrives and waits */
	ck_memo_release_claims();
	ck_key_free(&k);
	ck_run_leave(&run);
	return NULL;
}

Test(jobs, a_claim_not_stored_ends_with_its_game)
{
	pp_check_options o;
	ck_run run;
	pthread_t th;
	ck_key k = { 0 };
	int dummy;
	pp_check_options_init(&o);
	o.jobs = 2;
	ck_memo_clear_all();
	ck_run_enter(&run, &o);
	pool_root = &run;
	cr_assert_eq(pthread_create(&th, NULL, claim_and_drop, NULL), 0);
	pause_ms(20);
	ck_key_int(&k, 43);
	cr_assert_not(ck_memo_find(&slow_memo, &k, copy_int, &dummy), "nothing was stored");
	ck_memo_release_claims();
	pthread_join(th, NULL);
	ck_key_free(&k);
	ck_run_leave(&run);
}
