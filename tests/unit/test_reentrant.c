/* test_reentrant.c - the library is reentrant: plans checked at once on
 * several threads give the same reports, byte for byte, as one after the
 * other, each under its own options (issue 26).  The threads differ in what
 * they ask for (the exact main game on or off, a policy, the document
 * folders), so a setting that leaked from one check into another would
 * show in the bytes.  CI also runs this test under ThreadSanitizer
 * (.ci/run: the `tsan` phase), which reports any data race the run has. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

/* One check: the plan, its options, and the XML report it gave. */
typedef struct {
	const char *plan;
	int exact_main;
	int strict_policy;
	char *xml;
} job;

static char *check_to_xml(const job *j)
{
	pp_plan *plan = t_load(j->plan);
	pp_policy *policy = NULL;
	pp_check_options o = *t_options();
	pp_error err;
	pp_result *res = NULL;
	o.exact_main = j->exact_main;
	o.threads = 2; /* the engines' own worker threads run alongside too */
	if (j->strict_policy) {
		cr_assert_eq(pp_policy_load_file(&policy, "fixtures/policies/none.yaml", &err), PP_OK,
		             "%s", err.msg);
		o.policy = policy;
	}
	cr_assert_eq(pp_check(&res, plan, &o, &err), PP_OK, "%s: %s", j->plan, err.msg);
	char *xml = t_render(res, PP_FORMAT_XML);
	pp_result_free(res);
	pp_policy_free(policy);
	pp_plan_free(plan);
	return xml;
}

static void *run_job(void *arg)
{
	job *j = arg;
	j->xml = check_to_xml(j);
	return NULL;
}

/* The plans: a blackjack game priced on its one-deck shoe (threads of its
 * own), a roulette, and the bundled poker room, each twice with different
 * options. */
static job jobs[] = {
	{ "fixtures/defects/blackjack-pairs-one-deck.yaml", 1, 0, NULL },
	{ "fixtures/defects/blackjack-pairs-one-deck.yaml", 0, 1, NULL },
	{ "fixtures/defects/roulette-clean.yaml", 0, 0, NULL },
	{ "fixtures/plans/seed-002.yaml", 0, 1, NULL },
};
#define NJOBS (sizeof(jobs) / sizeof(jobs[0]))

Test(reentrant, concurrent_checks_give_the_same_bytes_as_sequential_ones)
{
	char *sequential[NJOBS];
	pthread_t th[NJOBS];
	for (size_t i = 0; i < NJOBS; i++)
		sequential[i] = check_to_xml(&jobs[i]);
	for (size_t i = 0; i < NJOBS; i++)
		cr_assert_eq(pthread_create(&th[i], NULL, run_job, &jobs[i]), 0);
	for (size_t i = 0; i < NJOBS; i++)
		cr_assert_eq(pthread_join(th[i], NULL), 0);
	/* the options reached each check: the exact figure only where asked */
	cr_expect(strstr(jobs[0].xml, "<result ruleId=\"PP-BJ-015\" status=\"pass\""));
	cr_expect(!strstr(jobs[1].xml, "ruleId=\"PP-BJ-015\""));
	for (size_t i = 0; i < NJOBS; i++) {
		cr_expect_str_eq(jobs[i].xml, sequential[i], "%s (exact main %d, policy %d)",
		                 jobs[i].plan, jobs[i].exact_main, jobs[i].strict_policy);
		free(jobs[i].xml);
		free(sequential[i]);
	}
}
