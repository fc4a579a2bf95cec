/* SPDX-License-Identifier: Apache-2.0 */
/* schema_declared.c - the `declared` family: a game the plan offers that
 * planproof has no rules engine for (a slot machine, a lottery).  The
 * plan names it, cites it, lists what can be staked and gives its limits,
 * so every line of the document is accounted for; only the checks every
 * game gets (limits, the max-win convention) apply
 * (checker/declared/declared.c). */
#include <stddef.h>

#include "schema.h"

static const spec_field stake_fields[] = {
	{ "name", &spec_text, SPEC_REQUIRED,
	  "what the player stakes on, as the plan names it (limits rows' `bets:` use it)" },
	{ "pays", &spec_text, 0, "what the plan says it pays, in the plan's words" },
	{ "citation", &spec_citation, 0, "where the plan states it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type stake_type = { .kind = T_MAP, .what = "declared stake",
	.fields = stake_fields };
static const spec_type stake_list = { .kind = T_LIST, .what = "list of declared stakes",
	.item = &stake_type, .identity = "name", .min = 1 };

static const spec_field declared_fields[] = {
	{ "kind", &spec_text, SPEC_REQUIRED,
	  "what the game is, in a few words (\"slot machine\", \"lottery\")" },
	{ "bets", &stake_list, 0, "what can be staked, each `{name, pays, citation}`" },
	{ NULL, NULL, 0, NULL }
};

const spec_family spec_family_declared = { "declared", declared_fields,
	"a game planproof has no rules engine for: named, cited, its stakes and limits" };
