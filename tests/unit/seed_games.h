/* SPDX-License-Identifier: Apache-2.0 */
/* seed_games.h - a bundled plan cut down to some of its games, for tests
 * that check those games with the heavy analyses on (t_check_exact: pp_check_options.exact_main)
 * without running the analyses of the plan's other games: static, one
 * copy per test program. */
#ifndef PP_TEST_SEED_GAMES_H
#define PP_TEST_SEED_GAMES_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

/* The text of the plan at rel (relative to the source tree, where ctest
 * runs the tests): its head (everything before `games:`), the blocks of
 * the games named in keep, as they are, and any top-level key after the
 * games.  The caller frees the text. */
static inline char *t_games_of_plan(const char *rel, const char *const *keep, size_t nkeep)
{
	FILE *f = fopen(rel, "r");
	cr_assert(f, "%s", rel);
	size_t cap = 1 << 20, len = 0;
	char *out = malloc(cap), line[4096];
	cr_assert(out);
	int in_games = 0, keeping = 1;
	while (fgets(line, sizeof(line), f)) {
		if (strncmp(line, "games:", 6) == 0)
			in_games = 1;
		else if (in_games && strncmp(line, "  - id: ", 8) == 0) {
			keeping = 0;
			for (size_t k = 0; k < nkeep; k++)
				if (strncmp(line + 8, keep[k], strlen(keep[k])) == 0 &&
				    line[8 + strlen(keep[k])] == '\n')
					keeping = 1;
		} else if (in_games && line[0] != ' ' && line[0] != '\n' && line[0] != '#') {
			keeping = 1; /* a top-level key after the games */
			in_games = 0;
		}
		size_t n = strlen(line);
		if (keeping) {
			cr_assert(len + n < cap);
			memcpy(out + len, line, n);
			len += n;
		}
	}
	out[len] = 0;
	fclose(f);
	return out;
}

/* Seed 000 cut down to its four hold'em games, loaded (asserted); the
 * caller frees the plan. */
static inline pp_plan *t_seed_000_holdem_games(void)
{
	static const char *const holdem[] = { "casino-holdem", "easy-holdem", "grand-poker",
		                              "ultimate-texas-holdem" };
	char *yaml = t_games_of_plan("fixtures/plans/seed-000.yaml", holdem, 4);
	pp_plan *p = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&p, yaml, &err), PP_OK, "%s", err.msg);
	free(yaml);
	return p;
}

#endif
