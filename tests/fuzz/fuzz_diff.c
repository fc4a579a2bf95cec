/* SPDX-License-Identifier: Apache-2.0 */
/* fuzz_diff.c - libFuzzer target: the input is two plans separated by a
 * line "#---" (the old version before it, the new one after; without it
 * both are the input).  Both that load are diffed and the diff written as
 * text and XML.  Must never crash, leak or hang. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "planproof.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The first "\n#---\n" in data, or NULL. */
static const char *separator(const char *data, size_t size)
{
	static const char sep[] = "\n#---\n";
	for (size_t i = 0; i + sizeof(sep) - 1 <= size; i++)
		if (memcmp(data + i, sep, sizeof(sep) - 1) == 0)
			return data + i;
	return NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data, *sep = separator(text, size);
	size_t old_len = sep ? (size_t)(sep - text) + 1 : size;
	const char *new_text = sep ? sep + 6 : text;
	size_t new_len = sep ? size - (size_t)(new_text - text) : size;
	pp_plan *old_plan = NULL, *new_plan = NULL;
	pp_diff *d = NULL;
	pp_error err;
	if (pp_plan_load_buffer(&old_plan, "old.yaml", text, old_len, &err) == PP_OK &&
	    pp_plan_load_buffer(&new_plan, "new.yaml", new_text, new_len, &err) == PP_OK &&
	    pp_diff_plans(&d, old_plan, new_plan, NULL, &err) == PP_OK) {
		FILE *sink = fopen("/dev/null", "w");
		if (!sink)
			abort();
		pp_diff_report_write(d, PP_FORMAT_TEXT, sink, &err);
		pp_diff_report_write(d, PP_FORMAT_XML, sink, &err);
		fclose(sink);
	}
	pp_diff_free(d);
	pp_plan_free(new_plan);
	pp_plan_free(old_plan);
	return 0;
}
