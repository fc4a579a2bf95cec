/* SPDX-License-Identifier: Apache-2.0 */
/* test_format_doc.c - every example in spec/FORMAT.md is a complete plan
 * that loads and checks without a failure, and every family is documented
 * there with an example. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "schema.h"

static char *read_doc(size_t *len)
{
	char *data = NULL;
	pp_error err;
	cr_assert_eq(spec_read_file(&data, len, "spec/FORMAT.md", 1u << 20, &err), PP_OK,
	             "%s", err.msg);
	return data;
}

Test(format_doc, every_example_loads_and_checks)
{
	size_t len, examples = 0;
	char *doc = read_doc(&len);
	for (char *p = doc; (p = strstr(p, "```yaml\n")); examples++) {
		char *start = p + 8, *end = strstr(start, "```");
		cr_assert_not_null(end);
		char name[64];
		snprintf(name, sizeof(name), "FORMAT.md example %zu", examples + 1);
		pp_plan *plan = NULL;
		pp_error err;
		pp_status st = pp_plan_load_buffer(&plan, name, start, (size_t)(end - start), &err);
		cr_expect_eq(st, PP_OK, "%s:%u:%u: %s", name, err.line, err.col, err.msg);
		if (plan) {
			pp_result *res = t_check(plan);
			for (size_t i = 0; i < res->nfindings; i++) {
				/* Without the seed documents an example that cites one
				 * has its document checks (PP-DOC-*) unverifiable: those
				 * alone are left out, and said so. */
				if (!t_have_documents() &&
				    strncmp(res->findings[i]->rule->id, "PP-DOC-", 7) == 0) {
					fprintf(stderr, "%s: %s not asserted: the seed documents "
					                "are absent\n", name, res->findings[i]->rule->id);
					continue;
				}
				cr_expect(res->findings[i]->status != PP_ST_FAIL &&
				          res->findings[i]->status != PP_ST_ERROR,
				          "%s: %s %s", name, res->findings[i]->rule->id,
				          res->findings[i]->message);
			}
			pp_result_free(res);
		}
		pp_plan_free(plan);
		p = end + 3;
	}
	cr_expect_geq(examples, 3);
	free(doc);
}

Test(format_doc, every_family_has_a_section)
{
	size_t len;
	char *doc = read_doc(&len);
	for (size_t i = 0; spec_families[i]; i++) {
		char heading[96];
		snprintf(heading, sizeof(heading), "## Family `%s`", spec_families[i]->name);
		cr_expect(strstr(doc, heading), "FORMAT.md lacks \"%s\"", heading);
	}
	free(doc);
}
