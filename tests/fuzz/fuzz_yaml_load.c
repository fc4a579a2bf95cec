/* SPDX-License-Identifier: Apache-2.0 */
/* fuzz_yaml_load.c - libFuzzer target: any bytes through the loader alone
 * (the restricted YAML profile and the schema), with no check run, so the
 * fuzzer spends its time where hostile bytes first land.  Every input loads
 * or is refused with a located error; neither may crash, leak or hang. */
#include <stdint.h>
#include <stdlib.h>

#include "planproof.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	pp_plan *plan = NULL;
	pp_error err;
	if (pp_plan_load_buffer(&plan, "fuzz.yaml", (const char *)data, size, &err) != PP_OK &&
	    (err.code == PP_OK || !err.msg[0]))
		abort(); /* a refusal must say why */
	pp_plan_free(plan);
	return 0;
}
