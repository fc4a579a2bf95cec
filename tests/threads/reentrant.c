/* SPDX-License-Identifier: Apache-2.0 */
/* reentrant.c - the library is reentrant: plans checked at once on several
 * threads give the same reports, byte for byte, as one after the other,
 * each under its own options (issue 26).  The threads differ in what they
 * ask for (the exact main game on or off, a policy), so a setting that
 * leaked from one check into another would show in the bytes; the engines
 * start worker threads of their own meanwhile.  The sequential checks run
 * on one job, the concurrent ones on two (issue 31: a plan's games on a
 * pool of jobs, merged in plan order), so the bytes compared are also
 * those of --jobs 1 and --jobs 2.
 *
 * A plain program on the public API (no Criterion: its shared-memory arena
 * does not start under ThreadSanitizer), so that CI builds it with
 * -fsanitize=thread and runs it (.ci/run, the ThreadSanitizer phase); ctest
 * runs it in every build (threads.reentrant).  Run from the source tree.
 * Exits 0 when every report matches, 1 otherwise. */
#define _XOPEN_SOURCE 700 /* open_memstream */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "planproof.h"

/* One check: the plan, its options, and the XML report it gave. */
typedef struct {
	const char *plan;
	int exact_main;
	int no_policy_floors;
	unsigned jobs;
	char *xml;
	size_t len;
} job;

/* Check j's plan under its options into j->xml; 0, or -1 after saying why. */
static int check_to_xml(job *j)
{
	pp_plan *plan = NULL;
	pp_policy *policy = NULL;
	pp_result *res = NULL;
	pp_check_options o;
	pp_error err;
	FILE *mem = NULL;
	int rc = -1;
	pp_check_options_init(&o);
	o.exact_main = j->exact_main;
	o.jobs = j->jobs;
	if (pp_plan_load_file(&plan, j->plan, &err) ||
	    (j->no_policy_floors &&
	     pp_policy_load_file(&policy, "fixtures/policies/none.yaml", &err))) {
		fprintf(stderr, "reentrant: %s: %s\n", err.file, err.msg);
		goto cleanup;
	}
	o.policy = policy;
	if (pp_check(&res, plan, &o, &err)) {
		fprintf(stderr, "reentrant: %s: %s\n", j->plan, err.msg);
		goto cleanup;
	}
	mem = open_memstream(&j->xml, &j->len);
	if (!mem || pp_report_write(res, PP_FORMAT_XML, mem, &err)) {
		fprintf(stderr, "reentrant: %s: cannot render\n", j->plan);
		goto cleanup;
	}
	rc = 0;
cleanup:
	if (mem)
		fclose(mem);
	pp_result_free(res);
	pp_policy_free(policy);
	pp_plan_free(plan);
	return rc;
}

static void *run_job(void *arg)
{
	return check_to_xml(arg) ? arg : NULL;
}

int main(void)
{
	/* A blackjack game priced on its one-deck shoe (threads of its own)
	 * and not priced, a roulette, the bundled poker room, and five games
	 * of four families with their main games priced. */
	job seq[] = {
		{ "fixtures/defects/blackjack-pairs-one-deck.yaml", 1, 0, 1, NULL, 0 },
		{ "fixtures/defects/blackjack-pairs-one-deck.yaml", 0, 1, 1, NULL, 0 },
		{ "fixtures/defects/roulette-clean.yaml", 0, 0, 1, NULL, 0 },
		{ "fixtures/plans/seed-002.yaml", 0, 1, 1, NULL, 0 },
		{ "fixtures/defects/four-families-clean.yaml", 1, 0, 1, NULL, 0 },
	};
	enum { N = sizeof(seq) / sizeof(seq[0]) };
	job par[N];
	pthread_t th[N];
	int bad = 0;
	for (int i = 0; i < N; i++) {
		par[i] = seq[i];
		par[i].jobs = 2;
		if (check_to_xml(&seq[i]))
			return 1;
	}
	for (int i = 0; i < N; i++)
		if (pthread_create(&th[i], NULL, run_job, &par[i])) {
			fprintf(stderr, "reentrant: cannot start a thread\n");
			return 1;
		}
	for (int i = 0; i < N; i++) {
		void *failed = NULL;
		pthread_join(th[i], &failed);
		bad |= failed != NULL;
	}
	/* the options reached each check: the exact figure only where asked */
	if (!bad && (!strstr(seq[0].xml, "<result ruleId=\"PP-BJ-015\" status=\"pass\"") ||
	             strstr(seq[1].xml, "ruleId=\"PP-BJ-015\""))) {
		fprintf(stderr, "reentrant: --exact-main did not reach the check it was set for\n");
		bad = 1;
	}
	for (int i = 0; i < N && !bad; i++)
		if (seq[i].len != par[i].len || memcmp(seq[i].xml, par[i].xml, seq[i].len) != 0) {
			fprintf(stderr, "reentrant: %s (exact main %d): the concurrent report differs\n",
			        seq[i].plan, seq[i].exact_main);
			bad = 1;
		}
	for (int i = 0; i < N; i++) {
		free(seq[i].xml);
		free(par[i].xml);
	}
	if (!bad)
		printf("reentrant: %d checks on %d threads gave the sequential bytes\n", N, N);
	return bad;
}
