/* SPDX-License-Identifier: Apache-2.0 */
/* policy.h - a jurisdiction policy (pp_policy): the floors and required
 * statements a regulator sets, kept apart from the plan.
 *
 *   planproof_policy: 1
 *   name: "Example jurisdiction 2025"
 *   rtp_floors:                  # a bet whose RTP is below `below` is
 *     - {bets: any, below: "85%", severity: warning}    # reported at severity
 *     - {bets: side, below: "80%", severity: error}
 *   house_edge_ceilings:         # the same, said as a house edge
 *     - {bets: main, above: "5%", severity: info}
 *   required:                    # statements every game (or the plan) makes
 *     - {key: max_win.basis, families: [roulette, wheel]}   # dotted game key
 *     - {key: plan.date}         # `plan.` and a key of the plan's metadata
 *   fail_on: [defect, open]      # the kinds of result that fail a run
 *                                # (absent: errors fail it; --fail-on wins)
 *   min_paytables:               # paytables as floors ("no less than the
 *     - families: [three_card_poker]        # odds below"): each row of
 *       bet: pair_plus           # the plan's table pays at least this
 *       rows: [{hand: straight_flush, at_least: "40:1"}]
 *   aggregate_max_payouts:       # "$50,000 or the most one player could
 *     - limit: {amount: "50000", currency: USD, or: most_at_min_bet,
 *               take: greater, per: [player, round]}   # win betting the
 *                                                      # minimum"
 * rtp_floors and house_edge_ceilings may name `families` they apply to.
 *
 * Loading checks the shape; the checker (checker/core/policy.c) reads the
 * figures from the tree.  The object is immutable and owns its tree. */
#ifndef PP_POLICY_H
#define PP_POLICY_H

#include <stddef.h>

#include "node.h"
#include "planproof.h"

struct pp_policy {
	char *path;          /* as the caller named it; nodes borrow it */
	char sha256[65];
	pp_node *root;
	const char *name;    /* borrowed from the tree */
};

/* An aggregate payout limit as a formula (schema_common.c): a game's
 * `aggregate_max_payout` and the `limit` of a policy's entry. */
struct spec_type;
extern const struct spec_type spec_aggregate_payout;

#endif
