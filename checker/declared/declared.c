/* SPDX-License-Identifier: Apache-2.0 */
/* declared.c - the `declared` family: a game of the plan that planproof
 * models with no rules engine (a slot machine, a lottery).  The game is
 * accounted for (named, cited, its limits checked like any game's by
 * core/common.c), and every check a rules engine would make is reported
 * as not applicable with the reason, so the report says what was not
 * checked rather than staying silent. */
#include "core/check.h"
#include "core/maxwin.h"
#include "i18n.h"

/* The checks a rules engine makes that a declared game gets as not
 * applicable (here and in core/maxwin.c), listed as the notice's evidence
 * so every report says which checks did not run. */
static const char not_applicable[] = "PP-RTP-001 (the return of each stake), PP-MAXWIN-001 "
                                     "(the maximum win from the payouts)";

static pp_status declared_check(ck_ctx *ctx, const pp_node *game, pp_error *err)
{
	(void)err;
	const char *kind = node_get_text(game, "kind", "");
	pp_finding *f = ck_emit_status(ctx, "PP-DECL-001", game, node_get(game, "kind"), "",
	                               PP_ST_INFO,
	                               "`%s` is a %s, declared without a model: %s; only its "
	                               "limits and its maximum-win convention are checked",
	                               node_get_text(game, "name", ""), kind, CK_NO_ENGINE);
	ck_evidence_text(f, "not_applicable", not_applicable);
	/* What an engine would compute per stake: its return. */
	const pp_node *bets = node_get(game, "bets");
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *b = node_at(bets, i);
		ck_emit_status(ctx, "PP-RTP-001", game, b, node_get_text(b, "name", ""),
		               PP_ST_NOTAPPLICABLE, "the return of `%s` is not computed: %s",
		               node_get_text(b, "name", ""), CK_NO_ENGINE);
	}
	return PP_OK;
}

static const pp_rule declared_rules[] = {
	{ "PP-DECL-001", N_("The game is checked by a rules engine"), PP_SEV_INFO,
	  "Reports every game the plan declares with `family: declared`: a game "
	  "planproof has no rules engine for (a slot machine, a lottery). Its limits "
	  "rows and maximum-win convention are checked as every game's; the checks a "
	  "rules engine makes (the return of each stake, the maximum win from the "
	  "payouts) are reported as not applicable.",
	  "A plan may offer games outside the families planproof models. Declaring "
	  "them accounts for their text and says plainly which checks did not run, "
	  "instead of leaving the game out or forcing it into a family it is not.",
	  "Nothing to correct in the plan; have the game's figures verified by other "
	  "means (a slot machine's return by its certified PAR sheet)." },
	{ NULL, NULL, 0, NULL, NULL, NULL }
};

const ck_family ck_family_declared = { "declared", declared_rules, declared_check, NULL,
	                                     NULL };
