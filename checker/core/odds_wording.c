/* SPDX-License-Identifier: Apache-2.0 */
/* odds_wording.c - the wording of odds a policy allows (PP-POLICY-003).
 *
 * Plans may state odds as "a:b" (a to b: the net win per stake) or as "x
 * for y" (the stake included: "8 for 1" pays the same as "7:1"), and the
 * loader keeps the plan's words (spec/literal.h).  Some regulations forbid
 * "for" ("no odds shall be stated through the use of the word 'for'"): a
 * policy's `odds_wording: {use: to}` makes every ratio of a game written
 * with "for" a finding at its location, with the net ratio it reads as. */
#include <stdlib.h>
#include <string.h>

#include "core/policy_tables.h"
#include "literal.h"
#include "policy.h"
#include "schema.h"

/* Every ratio below n written "x for y", each a finding; returns their
 * count. */
static size_t walk(ck_ctx *ctx, const pp_node *game, const pp_node *n, const pp_node *rule)
{
	size_t found = 0;
	if (n->kind == NODE_SCALAR) {
		if (!n->type || n->type->kind != T_RATIO || !lit_ratio_is_for(n->text, n->len))
			return 0;
		mpq_t net;
		mpq_init(net);
		num_from_node(net, n);
		char *path = node_path(n), *ratio = num_ratio(net);
		const char *cite = node_get_text(rule, "citation", NULL);
		pp_finding *f = ck_emit_status(ctx, "PP-POLICY-003", game, n, path,
		                               ck_policy_status(rule),
		                               "the odds \"%s\" (%s to the stake) are stated "
		                               "with the word \"for\", which policy `%s` "
		                               "forbids%s%s", n->text, ratio, ctx->policy->name,
		                               cite ? " " : "", cite ? cite : "");
		ck_evidence_q(f, "net_ratio", net, 4);
		free(path);
		free(ratio);
		mpq_clear(net);
		return 1;
	}
	for (size_t i = 0; i < node_len(n); i++)
		found += walk(ctx, game, node_at(n, i), rule);
	return found;
}

void ck_check_odds_wording(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *rule = node_get(ctx->policy->root, "odds_wording");
	if (!rule)
		return;
	if (!walk(ctx, game, game, rule))
		ck_emit(ctx, "PP-POLICY-003", game, game, "odds", 1,
		        "every ratio of the game is stated as \"a:b\" (a to b), as policy `%s` "
		        "requires", ctx->policy->name);
}
