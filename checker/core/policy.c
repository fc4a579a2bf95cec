/* SPDX-License-Identifier: Apache-2.0 */
/* policy.c - the jurisdiction policy a check applies (spec/policy.h): the
 * RTP floors and house-edge ceilings every computed return is held to
 * (PP-RTP-002, from ck_rtp), the statements every game and the plan
 * must make (PP-POLICY-001) and the kinds of result that fail a run.  Without a policy from the caller, pp_check
 * applies the built-in default one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/check_internal.h"
#include "core/policy_tables.h"
#include "i18n.h"
#include "plan.h"
#include "policy.h"

pp_check_status ck_policy_status(const pp_node *rule)
{
	const char *severity = node_get_text(rule, "severity", "error");
	return strcmp(severity, "error") == 0 ? PP_ST_FAIL
	       : strcmp(severity, "warning") == 0 ? PP_ST_WARNING : PP_ST_INFO;
}

int ck_policy_applies(const pp_node *r, const pp_node *game)
{
	const pp_node *fams = node_get(r, "families");
	const char *family = node_get_text(game, "family", "");
	if (!fams || !game)
		return 1;
	for (size_t i = 0; i < node_len(fams); i++)
		if (strcmp(node_text(node_at(fams, i)), family) == 0)
			return 1;
	return 0;
}

/* How grave a status is, for picking the worst threshold a bet breaks. */
static int rank(pp_check_status st)
{
	return st == PP_ST_FAIL ? 3 : st == PP_ST_WARNING ? 2 : st == PP_ST_INFO ? 1 : 0;
}

/* The worst threshold of list key (`rtp_floors` or `house_edge_ceilings`)
 * a bet of kind returning rtp breaks, if graver than *found (NULL: none
 * yet); its return floor into floor.  A ceiling on the edge e is the floor
 * 1 - e on the return. */
static void worst(const pp_node *root, const char *key, const pp_node *game,
                  const char *kind, const mpq_t rtp, const pp_node **found, mpq_t floor)
{
	const pp_node *list = node_get(root, key);
	int ceiling = strcmp(key, "house_edge_ceilings") == 0;
	mpq_t t, one;
	mpq_inits(t, one, NULL);
	mpq_set_ui(one, 1, 1);
	for (size_t i = 0; i < node_len(list); i++) {
		const pp_node *x = node_at(list, i);
		const char *bets = node_get_text(x, "bets", "any");
		if ((strcmp(bets, "any") != 0 && strcmp(bets, kind) != 0) ||
		    !ck_policy_applies(x, game))
			continue;
		num_from_node(t, node_get(x, ceiling ? "above" : "below"));
		if (ceiling)
			mpq_sub(t, one, t);
		if (mpq_cmp(rtp, t) >= 0)
			continue;
		int r = rank(ck_policy_status(x)), was = *found ? rank(ck_policy_status(*found)) : 0;
		if (r > was || (r == was && mpq_cmp(t, floor) > 0)) {
			*found = x;
			mpq_set(floor, t);
		}
	}
	mpq_clears(t, one, NULL);
}

void ck_policy_rtp(ck_ctx *ctx, const pp_node *game, const pp_node *at, const char *subject,
                   const char *kind, const mpq_t rtp)
{
	const pp_node *root = ctx->policy->root, *found = NULL;
	mpq_t floor;
	mpq_init(floor);
	worst(root, "rtp_floors", game, kind, rtp, &found, floor);
	worst(root, "house_edge_ceilings", game, kind, rtp, &found, floor);
	char *pct = ck_pct(rtp);
	pp_finding *f;
	if (!found) {
		f = ck_emit(ctx, "PP-RTP-002", game, at, subject, 1,
		            "%s bet `%s` returns %s: within policy `%s`", kind, subject, pct,
		            ctx->policy->name);
	} else {
		int ceiling = node_get(found, "above") != NULL;
		const char *limit = node_get_text(found, ceiling ? "above" : "below", "");
		const char *cite = node_get_text(found, "citation", NULL);
		mpq_t edge;
		mpq_init(edge);
		mpq_set_ui(edge, 1, 1);
		mpq_sub(edge, edge, rtp);
		char *e = ck_pct(edge);
		f = ck_emit_status(ctx, "PP-RTP-002", game, at, subject, ck_policy_status(found),
		                   ceiling ? N_("%s bet `%s` has a house edge of %s, above the %s "
		                             "ceiling of policy `%s`%s%s")
		                           : N_("%s bet `%s` returns %s, below the %s floor of "
		                             "policy `%s`%s%s"),
		                   kind, subject, ceiling ? e : pct, limit, ctx->policy->name,
		                   cite ? " " : "", cite ? cite : "");
		ck_evidence_pct(f, "policy_floor", floor);
		free(e);
		mpq_clear(edge);
	}
	ck_evidence_pct(f, "rtp", rtp);
	free(pct);
	mpq_clear(floor);
}

/* The node at dotted key below n, or NULL. */
static const pp_node *dotted(const pp_node *n, const char *key)
{
	char *copy = pp_xstrdup(key), *save = NULL;
	for (char *part = strtok_r(copy, ".", &save); n && part; part = strtok_r(NULL, ".", &save))
		n = node_get(n, part);
	free(copy);
	return n;
}

void ck_check_required(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *req = node_get(ctx->policy->root, "required");
	/* The policy's paytable floors and the aggregate payout limits ride
	 * along with its required statements, once per game (policy_tables.h). */
	if (game) {
		ck_check_min_paytables(ctx, game);
		ck_check_aggregate(ctx, game);
		ck_check_odds_wording(ctx, game);
		ck_note_payout_floor(ctx, game);
	}
	for (size_t i = 0; i < node_len(req); i++) {
		const pp_node *r = node_at(req, i);
		const char *key = node_get_text(r, "key", "");
		int for_plan = strncmp(key, "plan.", 5) == 0;
		if (for_plan != (game == NULL) || (game && !ck_policy_applies(r, game)))
			continue;
		const pp_node *owner = game ? game : plan_meta(ctx->plan);
		const pp_node *v = dotted(owner, for_plan ? key + 5 : key);
		int stated = v && !(v->kind == NODE_SCALAR && strcmp(v->text, "unstated") == 0);
		/* A convention the plan states once for all games (the top-level
		 * `max_win.basis`) is stated for every game that says nothing. */
		const pp_node *once = game && !stated ? dotted(ck_plan(ctx)->root, key) : NULL;
		if (once && !(once->kind == NODE_SCALAR && strcmp(once->text, "unstated") == 0)) {
			ck_emit(ctx, "PP-POLICY-001", game, once, key, 1,
			        "the plan states `%s` once for every game, as policy `%s` requires",
			        key, ctx->policy->name);
			continue;
		}
		if (stated)
			ck_emit(ctx, "PP-POLICY-001", game, v, key, 1,
			        "the %s states `%s`, as policy `%s` requires", game ? "game" : "plan",
			        key, ctx->policy->name);
		else
			ck_emit_status(ctx, "PP-POLICY-001", game, v ? v : owner, key, ck_policy_status(r),
			               "the %s %s `%s`, which policy `%s` requires",
			               game ? "game" : "plan", v ? "leaves open" : "does not state",
			               key, ctx->policy->name);
	}
}

void ck_policy_fail_kinds(ck_ctx *ctx)
{
	const pp_node *list = node_get(ctx->policy->root, "fail_on");
	unsigned kinds = 0;
	for (size_t i = 0; i < node_len(list); i++)
		for (unsigned k = 0; k < PP_KIND_COUNT; k++)
			if (strcmp(node_text(node_at(list, i)), pp_kind_name((pp_kind)k)) == 0)
				kinds |= PP_KIND_BIT(k);
	pp_result_set_fail_kinds(ctx->res, kinds);
}

/* The plan-wide table "policy": every return floor and house-edge ceiling
 * of the policy applied, each as the floor it puts on a bet's return (a
 * ceiling e on the edge is the floor 1 - e), so a report can show what
 * each RTP was held to (the HTML report draws them on its RTP bars). */
void ck_policy_table(ck_ctx *ctx)
{
	static const char *const keys[] = { "rtp_floors", "house_edge_ceilings" };
	const pp_node *root = ctx->policy->root;
	mpq_t t, one;
	mpq_inits(t, one, NULL);
	mpq_set_ui(one, 1, 1);
	const char *title = ck_l10nf("Policy `%s`: the floors on every bet's return",
	         ctx->policy->name);
	pp_table *tab = ck_table(ctx, NULL, "policy", title, 7, N_("bets"), N_("threshold"), N_("as stated"),
	                         N_("RTP floor"), N_("RTP floor %"), N_("severity"), N_("citation"));
	for (size_t k = 0; k < 2; k++) {
		const pp_node *list = node_get(root, keys[k]);
		for (size_t i = 0; i < node_len(list); i++) {
			const pp_node *x = node_at(list, i);
			const pp_node *limit = node_get(x, k ? "above" : "below");
			num_from_node(t, limit);
			if (k)
				mpq_sub(t, one, t);
			char *exact = num_exact(t), *pct = ck_pct(t);
			ck_table_row(tab, node_get_text(x, "bets", "any"),
			             k ? "house edge above" : "return below", node_text(limit), exact,
			             pct, node_get_text(x, "severity", "error"),
			             node_get_text(x, "citation", ""));
			free(exact);
			free(pct);
		}
	}
	mpq_clears(t, one, NULL);
}
