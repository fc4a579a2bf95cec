/* SPDX-License-Identifier: Apache-2.0 */
/* stud_dealer_card.c - the rules of a card for the dealer (an option of
 * kind dealer_card: when the dealer does not qualify, the player gives up
 * the Ante's payment and pays for the dealer's highest card to be
 * replaced).  Its value to the player depends on two rules real plans
 * state in their own words or leave out:
 * - when it may be bought again (`repeat_if`, read where `times` is above
 *   1): "only if the dealer got a card of the same value" (same_rank),
 *   "the replaced card is the same as the original and the dealer again
 *   does not qualify" (same_rank_not_qualified);
 * - what each main bet gets when the dealer still does not qualify after
 *   it (`still_not_qualified`): "the Ante is not paid and the Bet stays
 *   with the player".
 * Each one the plan leaves open is a PP-PLAN-007 warning at the option;
 * the bets `still_not_qualified` names are checked with every other bet a
 * rule names (stud.c, PP-STUD-002), and the two keys on another kind of
 * option are a PP-STUD-002 failure (they would be silently ignored). */
#include <string.h>

#include "i18n.h"
#include "poker/stud/stud_optimal.h"

static const char *const dealer_keys[] = { "repeat_if", "still_not_qualified" };

/* The entry of list (an option's `still_not_qualified`) for bet name, or
 * NULL. */
static const pp_node *still_entry(const pp_node *list, const char *name)
{
	for (size_t i = 0; i < node_len(list); i++)
		if (strcmp(node_get_text(node_at(list, i), "bet", ""), name) == 0)
			return node_at(list, i);
	return NULL;
}

/* Whether option o may be bought more than once a round, or does not say
 * how often (`times: unstated`). */
static int may_repeat(const pp_node *o)
{
	const pp_node *times = node_get_raw(o, "times");
	return times && (times->unstated || node_get_int(o, "times", 1) > 1);
}

/* PP-PLAN-007 for `repeat_if` of option o, when it may be repeated and the
 * plan does not say when. */
static void check_repeat(ck_ctx *ctx, const poker_game *g, const pp_node *o, const char *name)
{
	const pp_node *v = node_get_raw(o, "repeat_if");
	if (!may_repeat(o) || (v && strcmp(node_text(v), "unstated") != 0))
		return;
	char subject[200];
	snprintf(subject, sizeof(subject), "options/%s/repeat_if", name);
	ck_emit(ctx, "PP-PLAN-007", g->game, v ? v : o, subject, 0,
	        N_("the plan does not state `%s` (when the card for the dealer may be bought "
	           "again: same_rank, not_qualified or same_rank_not_qualified)"), subject);
}

/* One PP-PLAN-007 naming the main bets (ante, raise, blind) option o's
 * `still_not_qualified` leaves open (stud.c checks the bets it names). */
static void check_still(ck_ctx *ctx, const poker_game *g, const pp_node *o, const char *name)
{
	const pp_node *raw = node_get_raw(o, "still_not_qualified");
	const pp_node *list = node_get(o, "still_not_qualified"), *at = NULL;
	char subject[200];
	pp_buf open = { 0 };
	size_t nopen = 0;
	for (size_t i = 0; i < g->nbets; i++) {
		const poker_bet *b = &g->bets[i];
		if (b->kind == POKER_SIDE || b->kind == POKER_INSURANCE)
			continue;
		const pp_node *e = still_entry(list, b->name);
		if (e && strcmp(node_get_text(e, "gets", ""), "unstated") != 0)
			continue;
		if (!at)
			at = e ? node_get(e, "gets") : raw ? raw : o;
		pp_buf_printf(&open, "%s`%s`", nopen++ ? ", " : "", b->name);
	}
	if (nopen) {
		snprintf(subject, sizeof(subject), "options/%s/still_not_qualified", name);
		ck_emit(ctx, "PP-PLAN-007", g->game, at, subject, 0,
		        N_("the plan does not state `%s`: what %s get if the dealer still does not "
		           "qualify (lost, push or wins)"), subject, open.data);
	}
	pp_buf_free(&open);
}

void stud_check_dealer_card(ck_ctx *ctx, const poker_game *g)
{
	const pp_node *options = node_get(g->game, "options");
	char subject[200];
	for (size_t i = 0; i < node_len(options); i++) {
		const pp_node *o = node_at(options, i);
		const char *name = node_get_text(o, "name", "");
		const char *kind = node_get_text(o, "kind", "");
		if (strcmp(kind, "dealer_card") == 0) {
			check_repeat(ctx, g, o, name);
			check_still(ctx, g, o, name);
			continue;
		}
		for (size_t k = 0; k < sizeof(dealer_keys) / sizeof(dealer_keys[0]); k++) {
			const pp_node *v = node_get_raw(o, dealer_keys[k]);
			if (!v)
				continue;
			snprintf(subject, sizeof(subject), "%s %s", name, dealer_keys[k]);
			ck_emit(ctx, "PP-STUD-002", g->game, v, subject, 0,
			        N_("`%s` is a rule of a card for the dealer (kind dealer_card), not of "
			           "an option of kind %s"), dealer_keys[k], kind);
		}
	}
}
