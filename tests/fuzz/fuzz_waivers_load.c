/* SPDX-License-Identifier: Apache-2.0 */
/* fuzz_waivers_load.c - libFuzzer target: any bytes as a waivers file,
 * applied to a fixed checked plan.  Must never crash, leak or hang. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "planproof.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The plan every input's waivers are applied to: loaded once. */
static const char plan_text[] =
	"planproof: 1\n"
	"plan: {id: p, operator: \"O\", jurisdiction: CZ}\n"
	"currencies: [{code: CZK}]\n"
	"games:\n"
	"  - id: w\n    name: W\n    family: wheel\n    citation: \"1\"\n"
	"    wheel: {fields: 3, declared_symbols: 4, segments: [{symbol: a, count: 1},"
	" {symbol: X, count: 2}]}\n"
	"    bets: [{name: a, symbol: a, payout: \"1:1\"}]\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static pp_plan *plan;
	pp_waivers *w = NULL;
	pp_result *res = NULL;
	pp_error err;
	if (!plan && pp_plan_load_buffer(&plan, "plan.yaml", plan_text, sizeof(plan_text) - 1,
	                                 &err) != PP_OK)
		abort();
	if (pp_waivers_load_buffer(&w, "fuzz.yaml", (const char *)data, size, &err) == PP_OK &&
	    pp_check(&res, plan, NULL, &err) == PP_OK &&
	    pp_result_apply_waivers(res, w, "2026-01-01", &err) == PP_OK) {
		FILE *sink = fopen("/dev/null", "w");
		if (sink) {
			pp_report_write(res, PP_FORMAT_XML, sink, &err);
			pp_report_write(res, PP_FORMAT_SARIF, sink, &err);
			fclose(sink);
		}
	}
	pp_result_free(res);
	pp_waivers_free(w);
	return 0;
}
