/* SPDX-License-Identifier: Apache-2.0 */
/* fuzz_plan_load.c - libFuzzer target: any bytes as a plan through the
 * loader, the validator and every check, then the text report (the one
 * every run prints).  Must never crash, leak or hang; every input either
 * loads or is refused with an error.  The other writers have their own
 * target (fuzz_report_writers.c), which runs the same pipeline and then
 * all six formats: here the executions go to the loader and the checks. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "planproof.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* /dev/null, opened once: a FILE per execution cost an intercepted fopen
 * and a buffer allocation every time. */
static FILE *sink;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	pp_plan *plan = NULL;
	pp_result *res = NULL;
	pp_error err;
	if (pp_plan_load_buffer(&plan, "fuzz.yaml", (const char *)data, size, &err) == PP_OK &&
	    pp_check(&res, plan, NULL, &err) == PP_OK) {
		if (!sink)
			sink = fopen("/dev/null", "w");
		if (sink)
			pp_report_write(res, PP_FORMAT_TEXT, sink, &err);
	}
	pp_result_free(res);
	pp_plan_free(plan);
	return 0;
}
