/* test_generate.c - plan skeletons: one per family, and each is a plan the
 * loader accepts once its empty placeholders are filled (the generator and
 * the schema share their tables; an unfilled "" is refused as empty). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "schema.h"

Test(generate, every_family_skeleton_loads)
{
	for (size_t i = 0; spec_families[i]; i++) {
		char *text = NULL;
		size_t len = 0;
		FILE *fp = open_memstream(&text, &len);
		pp_error err;
		cr_assert_eq(pp_generate_skeleton(spec_families[i]->name, fp, &err), PP_OK);
		fclose(fp);
		cr_expect(strstr(text, "# required:") != NULL);
		for (char *p = strstr(text, "\"\""); p; p = strstr(p, "\"\""))
			p[0] = p[1] = 'x'; /* fill each empty placeholder */
		pp_plan *plan = NULL;
		cr_expect_eq(pp_plan_load_buffer(&plan, "skeleton.yaml", text, len, &err), PP_OK,
		             "%s skeleton: %u:%u: %s", spec_families[i]->name, err.line, err.col,
		             err.msg);
		pp_plan_free(plan);
		free(text);
	}
}

Test(generate, unknown_family_is_a_usage_error)
{
	pp_error err;
	FILE *fp = fopen("/dev/null", "w");
	cr_expect_eq(pp_generate_skeleton("craps", fp, &err), PP_EUSAGE);
	cr_expect(strstr(err.msg, "roulette") != NULL, "%s", err.msg);
	fclose(fp);
}
