/* SPDX-License-Identifier: Apache-2.0 */
/* aliases.c - keys earlier format versions used, and their current names.
 * A plan that loaded yesterday loads today: the validator reads an old key
 * as its new one (schema.c, resolve_alias), the check reports it as
 * deprecated (PP-SPEC-001) and `planproof migrate` rewrites it.  Append
 * here whenever a key is renamed; never remove an entry. */
#include <stddef.h>
#include <string.h>

#include "schema.h"

static const spec_alias aliases[] = {
	{ "double", "doubling", 1, "renamed during format 1" },
};

const spec_alias *spec_alias_find(const char *old_key)
{
	for (size_t i = 0; i < sizeof(aliases) / sizeof(aliases[0]); i++)
		if (strcmp(aliases[i].old_key, old_key) == 0)
			return &aliases[i];
	return NULL;
}

const spec_alias *spec_alias_of_new(const char *new_key)
{
	for (size_t i = 0; i < sizeof(aliases) / sizeof(aliases[0]); i++)
		if (strcmp(aliases[i].new_key, new_key) == 0)
			return &aliases[i];
	return NULL;
}
