/* SPDX-License-Identifier: Apache-2.0 */
/* baccarat.c - the baccarat family (Punto Banco, commission baccarat,
 * Super Six and their kin, one model with the differences as data): the
 * checks of a game, its maximum win, and the PP-BAC rules. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "baccarat/baccarat.h"
#include "i18n.h"

/* The analysis of the game checked last on this thread, kept for the
 * max-win check of each of its limits rows: the driver (check.c) calls a
 * family's max_win for a game right after its check, within the same run,
 * so a game is analysed once per run however many rows it has.  The key
 * is the run's context and the game's node; a call that does not match
 * (another caller, another game) analyses afresh.  The slot is replaced by
 * the next baccarat check on the thread.  A bac_game holds three 51 KB
 * distributions, so it lives on the heap, not on the stack or in TLS; it
 * is freed when its thread ends (a key's destructor: the check's game pool
 * runs games on threads that end with the check). */
static _Thread_local struct {
	const ck_ctx *ctx;
	const pp_node *game;
	bac_game *g;   /* owned; NULL before the first check */
} last;

static pthread_key_t last_key;
static pthread_once_t last_key_once = PTHREAD_ONCE_INIT;

static void free_last(void *g)
{
	bac_game_free(g);
	free(g);
}

static void make_last_key(void)
{
	if (pthread_key_create(&last_key, free_last) != 0)
		pp_oom(); /* no key: nothing else can be done about the memory */
}

static pp_status baccarat_check(ck_ctx *ctx, const pp_node *game, pp_error *err)
{
	(void)err;
	if (!last.g) {
		pthread_once(&last_key_once, make_last_key);
		last.g = pp_xmalloc(sizeof(*last.g));
		pthread_setspecific(last_key, last.g);
	} else {
		bac_game_free(last.g);
	}
	bac_game_analyse(last.g, game);
	last.ctx = ctx;
	last.game = game;
	bac_report_rules(ctx, last.g);
	bac_report_bets(ctx, last.g);
	bac_report_money(ctx, last.g);
	return PP_OK;
}

/* A figure declared per bet is the best single bet's; per game (the
 * plan's "z jedné hry") or unstated, the best round with every bet of the
 * layout at the maximum bet. */
static int baccarat_max_win(ck_ctx *ctx, const pp_node *game, const pp_node *limits,
                            mpq_t gross, mpq_t net, pp_buf *path)
{
	const char *scope = node_get_text(node_get(game, "max_win"), "scope", "game");
	int per_round = strcmp(scope, "bet") != 0 && strcmp(scope, "hand") != 0;
	if (last.g && last.ctx == ctx && last.game == game)
		return bac_max_win(ctx, last.g, limits, per_round, gross, net, path);
	bac_game *g = pp_xmalloc(sizeof(*g));
	bac_game_analyse(g, game);
	int found = bac_max_win(ctx, g, limits, per_round, gross, net, path);
	bac_game_free(g);
	free(g);
	return found;
}

static const pp_rule baccarat_rules[] = {
	{ "PP-BAC-001", N_("The banker's drawing tableau is complete"), PP_SEV_ERROR,
	  "Lists every cell a coup can reach - each banker two-card total that is not a "
	  "natural against each value of the player's third card, and against the case "
	  "where the player stood - and checks that the plan decides each one.  A missing "
	  "row is reported, never filled in silently: the returns are computed with the "
	  "missing cells played as the standard tableau, and each bet's exact lowest and "
	  "highest return over every way of deciding them is given.",
	  "Punto Banco has no decisions: the tableau is the whole game.  A cell the plan "
	  "leaves open lets the dealer decide, and every bet's return depends on it.",
	  "State the banker's action for every banker total 0-7 against every third card "
	  "0-9, and for the case where the player stood (the standard: draw on 0-5, stand "
	  "on 6-7)." },
	{ "PP-BAC-002", N_("No tableau cell is stated both ways"), PP_SEV_ERROR,
	  "Checks that no cell of the banker's rule is stated as both draw and stand (by "
	  "two rows, a row's lists, or the player-stood rule), and that no natural is made "
	  "to draw.",
	  "A cell stated both ways is not a rule; the returns under either reading are "
	  "reported as the range of PP-BAC-001.",
	  "Keep one statement per cell." },
	{ "PP-BAC-003", N_("The tableau is the standard Punto Banco tableau"), PP_SEV_ERROR,
	  "Compares every stated cell with the standard tableau (banker 0-2 draws; 3 draws "
	  "unless the third card is 8; 4 draws on 2-7; 5 on 4-7; 6 on 6-7; 7 stands; after "
	  "the player stood, 0-5 draws and 6-7 stands), lists the cells that differ and "
	  "gives the exact change each makes to every bet's return.",
	  "Published returns and house edges, and the players' expectations of a game "
	  "called baccarat, assume the standard tableau; a changed cell changes every bet.",
	  "Correct the cell, or state the non-standard rule deliberately with its returns." },
	{ "PP-BAC-004", N_("The player's rule is complete and standard"), PP_SEV_ERROR,
	  "Checks that the plan states the player's action on every two-card total that is "
	  "not a natural, once, and that it is the standard one (draw on 0-5, stand on 6-7), "
	  "with the exact change to every bet's return where it is not.",
	  "The player's rule decides which column of the banker's tableau applies.",
	  "State the player's rule for every total 0-7." },
	{ "PP-BAC-005", N_("Card values and naturals are the standard ones"), PP_SEV_ERROR,
	  "Checks that the plan states the card values (ace 1, 2-9 their pips, tens and "
	  "pictures 0) and the naturals (two-card 8 and 9) and that they are the standard "
	  "ones.",
	  "The enumeration of the shoe and every return rest on them.",
	  "State the card values and naturals." },
	{ "PP-BAC-006", N_("A commission agrees with the payout the plan states"), PP_SEV_ERROR,
	  "For every commission, checks that it names a bet of the game, computes the net "
	  "win it leaves (the payout less the rate of the win, stake, or both, as the plan "
	  "says) and compares it with the net payout the plan states next to it (such as "
	  "\"0,95 : 1 (1 : 1 bez 5 procent)\").",
	  "Players read the ratio; the dealer deducts the commission.  The two must pay the "
	  "same amount.",
	  "Make the stated payout and the commission agree." },
	{ "PP-BAC-007", N_("A commission states how it is rounded"), PP_SEV_ERROR,
	  "For every currency, sweeps every legal stake from the minimum to the maximum bet "
	  "in steps of the smallest chip and computes the exact win the commission leaves; "
	  "where the plan states no rounding rule, counts the stakes whose win is not a whole "
	  "number of chips (so the plan does not say what is paid).",
	  "A commission of 5% on a 10 CZK win is 0.50 CZK: the amount paid for such stakes "
	  "is a rule of the game and belongs in the plan.",
	  "State the rounding: which amount (the commission or the paid win), in which "
	  "direction, to what step (the smallest chip, or a stated amount per currency)." },
	{ "PP-BAC-008", N_("The rounded commission pays sound amounts at every stake"),
	  PP_SEV_ERROR,
	  "Sweeps every legal stake in steps of the smallest chip through the plan's "
	  "rounding rule and checks that the paid win is never negative, always a whole "
	  "number of chips, never above the declared maximum win and never lower than the "
	  "win of a smaller stake; reports the effective commission's range with the stakes "
	  "where rounding most favours the player and the house, and the bet's exact return "
	  "at each.",
	  "A rounding rule is part of the payout; it must pay what can be paid and keep the "
	  "bet's return within the range the plan claims.",
	  "Change the rounding step or direction, or the limits." },
	{ "PP-BAC-009", N_("Player and banker bets say what a tie does"), PP_SEV_WARNING,
	  "Checks that the plan states whether player and banker bets are returned or lost "
	  "when the coup is a tie.",
	  "The usual rule returns them; a plan that says nothing leaves the settlement open.",
	  "State what happens to player and banker bets on a tie." },
	{ NULL, NULL, PP_SEV_INFO, NULL, NULL, NULL }
};

const ck_family ck_family_baccarat = { "baccarat", baccarat_rules, baccarat_check,
	baccarat_max_win, NULL };
