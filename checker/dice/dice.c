/* SPDX-License-Identifier: Apache-2.0 */
/* dice.c - the dice family: sic bo and craps.  Reads the game's bets
 * (dice_model.c), prices each exactly (dice_price.c, dice_commission.c),
 * checks the name against the game, and gives the maximum win
 * (dice_maxwin.c). */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "dice/dice.h"
#include "i18n.h"

/* Whether name contains word, ignoring case. */
static int mentions(const char *name, const char *word)
{
	size_t n = strlen(word);
	for (const char *p = name; *p; p++)
		if (!strncasecmp(p, word, n))
			return 1;
	return 0;
}

/* PP-DICE-006: a name that says sic bo on a craps game, or the reverse. */
static void check_name(ck_ctx *ctx, const dice_game *g)
{
	const char *name = node_get_text(g->game, "name", "");
	int says_sicbo = mentions(name, "sic bo") || mentions(name, "sicbo") ||
	                 mentions(name, "tai sai") || mentions(name, "hi-lo");
	int says_craps = mentions(name, "craps");
	int bad = g->craps ? says_sicbo : says_craps;
	ck_emit(ctx, "PP-DICE-006", g->game, node_get(g->game, "name"), "name", !bad,
	        bad ? N_("\"%s\" names %s, but the game is %s with %s")
	            : N_("\"%s\": the name agrees with %s%s%s"), name,
	        bad ? (g->craps ? "sic bo" : "craps") : g->craps ? "craps" : "sic bo",
	        bad ? (g->craps ? "craps" : "sic bo") : "",
	        bad ? (g->craps ? "two dice" : "three dice") : "");
}

static pp_status dice_check(ck_ctx *ctx, const pp_node *game, pp_error *err)
{
	(void)err;
	dice_game g;
	dice_game_read(&g, ctx, game);
	check_name(ctx, &g);
	dice_price(ctx, &g);
	dice_game_clear(&g);
	return PP_OK;
}

/* The rules of one game the other does not have. */
static const char *dice_open_decided(const pp_node *game, const pp_node *map,
                                     const char *field)
{
	int craps = !strcmp(node_get_text(game, "game", ""), "craps");
	if (map != game)
		return NULL;
	if (!strcmp(field, "triples_lose") && craps)
		return "craps is played with two dice: there are no triples";
	if (!strcmp(field, "bar") && !craps)
		return "sic bo has no don't pass or don't come bets";
	if (!strcmp(field, "bar")) {
		const pp_node *bets = node_get(game, "bets");
		for (size_t i = 0; i < node_len(bets); i++)
			if (!strncmp(node_get_text(node_at(bets, i), "type", ""), "dont_", 5))
				return NULL;
		return "the game has no don't pass or don't come bet";
	}
	return NULL;
}

static const pp_rule dice_rules[] = {
	{ "PP-DICE-001", N_("Every dice bet wins on outcomes the dice can show"), PP_SEV_ERROR,
	  "Checks that each bet belongs to its game (sic bo or craps) and that every face, "
	  "total, number of matches or point it names, and every pay row, is an outcome "
	  "the bet can have: faces 1-6, three dice totalling 3-18, two dice 2-12, place "
	  "bets on points, hardways on 4, 6, 8 and 10.",
	  "A bet on an outcome the dice cannot show never wins, and a pay row that can "
	  "never apply hides what the plan meant to pay.",
	  "Correct the bet's face, total or pay rows." },
	{ "PP-DICE-002", N_("Every way a dice bet wins has a stated pay"), PP_SEV_ERROR,
	  "Lists the ways each bet wins (a single number's 1, 2 and 3 matches, each total "
	  "of a field, horn or C&E bet, each point of an odds bet) and checks that the "
	  "plan states a pay for each.",
	  "A win the plan does not pay is a gap in the rules; the bet cannot be priced.",
	  "State the pay of every way the bet wins." },
	{ "PP-DICE-003", N_("Odds bets pay the true odds"), PP_SEV_WARNING,
	  "For each point, compares what the odds behind a line bet pay with the true "
	  "odds: 2:1 on 4 and 10, 3:2 on 5 and 9, 6:5 on 6 and 8 (laid: the inverse).",
	  "Free odds carry no house edge; a different pay changes the combined return "
	  "of line bet and odds, and is usually a typing slip.",
	  "Correct the odds pay, or state why it differs from the true odds." },
	{ "PP-DICE-004", N_("The odds limits give every point one multiple"), PP_SEV_ERROR,
	  "Checks that the odds multiples (3-4-5x and the like) name each point 4, 5, 6, "
	  "8, 9 and 10 exactly once and nothing else.",
	  "The largest odds stake, and so the largest win, depends on the point.",
	  "Give each point one multiple." },
	{ "PP-DICE-005", N_("A rounded commission is charged at every stake"), PP_SEV_WARNING,
	  "For each buy or lay bet and each limits row, rounds the commission to the "
	  "currency's smallest chip as the plan says (down and up when it does not say) at "
	  "every stake from the minimum to the maximum bet in steps of that chip, and "
	  "reports the range of the commission as a share of the stake and the stakes "
	  "that pay none.",
	  "Rounding moves the commission away from the stated rate; a stake on which it "
	  "rounds to nothing pays the true odds, a return of 100%.",
	  "State a rounding that keeps a charge (up, or a minimum commission), or a "
	  "minimum stake at which it is charged." },
	{ "PP-DICE-006", N_("The game's name agrees with its dice"), PP_SEV_WARNING,
	  "Checks that a game named sic bo (tai sai, hi-lo) is played with three dice "
	  "and one named craps with two.",
	  "The name tells players and auditors which bets and odds to expect.",
	  "Correct the name or the game." },
	{ "PP-DICE-007", N_("A rule the plan leaves open moves a bet's return"), PP_SEV_WARNING,
	  "Where the plan leaves open whether triples lose small and big, which total is "
	  "barred for don't pass, or on what and when a commission is charged, prices the "
	  "bet under every reading and reports the range.",
	  "An open rule leaves the bet's return open; the range says by how much.",
	  "State the rule." },
	{ NULL, NULL, PP_SEV_INFO, NULL, NULL, NULL }
};

const ck_family ck_family_dice = { "dice", dice_rules, dice_check, dice_max_win,
	                                 dice_open_decided };
