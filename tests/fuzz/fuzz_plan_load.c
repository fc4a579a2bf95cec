/* fuzz_plan_load.c - libFuzzer target: any bytes through the whole pipeline
 * (load, validate, check, XML report).  Must never crash, leak or hang;
 * every input either loads or is refused with an error. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "planproof.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	pp_plan *plan = NULL;
	pp_result *res = NULL;
	pp_error err;
	if (pp_plan_load_buffer(&plan, "fuzz.yaml", (const char *)data, size, &err) == PP_OK &&
	    pp_check(&res, plan, &err) == PP_OK) {
		FILE *sink = fopen("/dev/null", "w");
		if (sink) {
			pp_report_write(res, PP_FORMAT_XML, sink, &err);
			pp_report_write(res, PP_FORMAT_TEXT, sink, &err);
			fclose(sink);
		}
	}
	pp_result_free(res);
	pp_plan_free(plan);
	return 0;
}
