/* SPDX-License-Identifier: Apache-2.0 */
/* fuzz_report_writers.c - libFuzzer target: any bytes that load as a plan
 * are checked and written in every report format (XML, text, HTML, JUnit,
 * SARIF, JSON).  Whatever a plan holds, every writer must finish without a
 * crash or a leak; the XML must stay a document libxml2 accepts (the HTML
 * step parses it, and fails loudly if it is malformed). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "planproof.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const pp_format formats[] = { PP_FORMAT_XML, PP_FORMAT_TEXT, PP_FORMAT_HTML,
		PP_FORMAT_JUNIT, PP_FORMAT_SARIF, PP_FORMAT_JSON };
	pp_plan *plan = NULL;
	pp_result *res = NULL;
	pp_error err;
	if (pp_plan_load_buffer(&plan, "fuzz.yaml", (const char *)data, size, &err) == PP_OK &&
	    pp_check(&res, plan, NULL, &err) == PP_OK) {
		FILE *sink = fopen("/dev/null", "w");
		if (!sink)
			abort();
		for (size_t i = 0; i < sizeof(formats) / sizeof(formats[0]); i++)
			if (pp_report_write(res, formats[i], sink, &err) != PP_OK)
				abort(); /* a loaded, checked plan always has a report */
		fclose(sink);
	}
	pp_result_free(res);
	pp_plan_free(plan);
	return 0;
}
