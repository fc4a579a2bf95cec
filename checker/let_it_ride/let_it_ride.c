/* SPDX-License-Identifier: Apache-2.0 */
/* let_it_ride.c - the let_it_ride family: the bets the game needs
 * (PP-LIR-001), each paytable's order and gaps (PP-LIR-002/003), the main
 * bets under the optimal pull-back strategy (lir_main.c, PP-LIR-004), the
 * bonus's exact return from the counts of five-card hands, the name
 * against the model (PP-LIR-005), and the maximum win of a round. */
#include <stdlib.h>
#include <string.h>

#include "core/figures.h"
#include "i18n.h"
#include "let_it_ride/let_it_ride.h"
#include "three_card_poker/tcp_paytable.h"

static const tcp_pt_rules pt_rules = { NULL, "PP-LIR-002", "PP-LIR-003" };

/* The hands a paytable names, ranked (every name the format allows). */
static void ranked_hands(tcp_pt_hand out[LIR_NHAND - 1])
{
	for (int h = 1; h < LIR_NHAND; h++) {
		out[h - 1].name = lir_hand_name((lir_hand)h);
		out[h - 1].rank = h - 1;
	}
}

/* The game's main bet into *main_bet and its bonus (NULL when absent);
 * NULL or why the engine cannot price the main bets. */
static const char *read_bets(const pp_node *game, const pp_node **main_bet,
                             const pp_node **bonus)
{
	*main_bet = *bonus = NULL;
	const pp_node *bets = node_get(game, "bets");
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *b = node_at(bets, i);
		const pp_node **slot = strcmp(node_get_text(b, "kind", ""), "main") == 0 ? main_bet
		                                                                          : bonus;
		if (*slot)
			return "the game has more than one main bet or bonus";
		*slot = b;
	}
	if (!*main_bet)
		return "the game has no main bet";
	const pp_node *spots = node_get(*main_bet, "spots"), *pulls = node_get(*main_bet,
	                                                                        "pull_backs");
	if (!spots || !pulls)
		return "the plan does not state how many equal bets the player places and how "
		       "many he may pull back";
	if (node_int(spots) != 3 || node_int(pulls) != 2)
		return "the engine models three equal bets of which two may be pulled back";
	return NULL;
}

static void price_bonus(ck_ctx *ctx, const pp_node *game, const pp_node *bonus)
{
	uint64_t counts[LIR_NHAND];
	const char *names[LIR_NHAND];
	lir_hand_counts(counts);
	for (int h = 0; h < LIR_NHAND; h++)
		names[h] = lir_hand_name((lir_hand)h);
	tcp_paytable_price(ctx, game, bonus, names, counts, LIR_NHAND, LIR_HANDS5);
}

/* PP-LIR-005's claim: a bonus the name promises that the game lacks. */
static void name_claims(pp_buf *why, const char *low, const void *arg)
{
	if (strstr(low, "bonus") && !*(const int *)arg)
		pp_buf_printf(why, "%sthe name says bonus but the game has no bonus bet",
		              why->len ? "; " : "");
}

static const char *const other_games[] = { "three card", "3 card", "three-card", "3-card",
	"caribbean", "hold'em", "holdem", "pair plus" };

static pp_status lir_check(ck_ctx *ctx, const pp_node *game, pp_error *err)
{
	(void)err;
	const pp_node *main_bet, *bonus;
	const char *no = read_bets(game, &main_bet, &bonus);
	ck_emit(ctx, "PP-LIR-001", game, main_bet ? main_bet : node_get(game, "bets"), "bets",
	        no == NULL, no ? N_("%s") : N_("the game has one main bet of three equal bets, two of "
	        "which may be pulled back%s"), no ? no : "");
	tcp_pt_hand hands[LIR_NHAND - 1];
	ranked_hands(hands);
	const pp_node *bets = node_get(game, "bets");
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *b = node_at(bets, i);
		tcp_paytable_check(ctx, game, node_get(b, "paytable"), node_get_text(b, "name", ""),
		                   hands, LIR_NHAND - 1, &pt_rules);
	}
	if (bonus)
		price_bonus(ctx, game, bonus);
	const int has_bonus = bonus != NULL;
	tcp_check_name(ctx, game, "PP-LIR-005", other_games,
	               sizeof(other_games) / sizeof(other_games[0]), name_claims, &has_bonus);
	lir_check_main(ctx, game, main_bet, no);
	return PP_OK;
}

/* The largest win at a limits row: of one bet when the max-win figure
 * covers one (scope bet or hand): one of the equal bets or the bonus; else
 * of a round over every final hand, the equal bets all riding (each at the
 * row's maximum) and the bonus at its own maximum on the same five cards,
 * left out when the plan excludes side bets. */
static int lir_max_win(ck_ctx *ctx, const pp_node *game, const pp_node *limits,
                       mpq_t gross, mpq_t net, pp_buf *path)
{
	const pp_node *main_bet, *bonus;
	read_bets(game, &main_bet, &bonus);
	if (!main_bet || !node_get(main_bet, "spots"))
		return 0; /* PP-LIR-001 reports it; no number is assumed */
	const pp_node *mw = node_get(game, "max_win");
	const char *scope = node_get_text(mw, "scope", "round");
	int per_bet = strcmp(scope, "bet") == 0 || strcmp(scope, "hand") == 0;
	if (!per_bet && strcmp(node_get_text(mw, "side_bets", ""), "excluded") == 0)
		bonus = NULL;
	long spots = per_bet ? 1 : node_get_int(main_bet, "spots", 0);
	mpq_t m, bm, pay[LIR_NHAND], bpay[LIR_NHAND], w, bw, g;
	mpq_inits(m, bm, w, bw, g, NULL);
	for (int h = 0; h < LIR_NHAND; h++)
		mpq_inits(pay[h], bpay[h], NULL);
	int ok = ck_bet_max(m, limits, node_get_text(main_bet, "name", ""), NULL) != 0;
	if (!bonus || !ck_bet_max(bm, limits, node_get_text(bonus, "name", ""), NULL))
		mpq_set_ui(bm, 0, 1);
	lir_payouts(pay, node_get(main_bet, "paytable"));
	lir_payouts(bpay, bonus ? node_get(bonus, "paytable") : NULL);
	int best = -1, best_is_bonus = 0;
	/* candidates: each final hand (a round, or one main bet), then each
	 * final hand for the bonus alone when one bet is the scope */
	for (int pass = 0; ok && pass < (per_bet && bonus ? 2 : 1); pass++)
		for (int h = 1; h < LIR_NHAND; h++) {
			int main_paid = pass == 0 && mpq_sgn(pay[h]) >= 0;
			int bonus_paid = bonus && (per_bet ? pass == 1 : 1) && mpq_sgn(bpay[h]) >= 0;
			if (!main_paid && !bonus_paid)
				continue;
			/* net: the bets in the candidate, won or lost */
			mpq_set_ui(w, 0, 1);
			mpq_set_ui(g, 0, 1);
			if (pass == 0) {
				mpq_set_si(bw, spots, 1);
				mpq_mul(bw, bw, m);
				mpq_mul(w, bw, pay[h]);
				if (main_paid)
					mpq_add(g, bw, w);
			}
			if (bonus && (per_bet ? pass == 1 : 1)) {
				mpq_mul(bw, bpay[h], bm);
				mpq_add(w, w, bw);
				if (bonus_paid) {
					mpq_add(g, g, bw);
					mpq_add(g, g, bm);
				}
			}
			ck_maxwin_outcome(ctx, lir_hand_name((lir_hand)h), g, w);
			if (best < 0 || mpq_cmp(w, net) > 0) {
				mpq_set(net, w);
				mpq_set(gross, g);
				best = h;
				best_is_bonus = pass == 1;
			}
		}
	if (best >= 0) {
		pp_buf_puts(path, per_bet ? "one bet: " : "one box, one round: ");
		char *ms = num_plain(m), *r = num_ratio(pay[best]);
		if (!best_is_bonus)
			pp_buf_printf(path, "%ld bet%s of %s riding on %s at %s", spots,
			              spots == 1 ? "" : "s", ms, lir_hand_name((lir_hand)best), r);
		free(ms);
		free(r);
		if (bonus && mpq_sgn(bm) && (!per_bet || best_is_bonus)) {
			char *bs = num_plain(bm), *br = num_ratio(bpay[best]);
			pp_buf_printf(path, "%s%s %s on %s at %s", best_is_bonus ? "" : " + ",
			              node_get_text(bonus, "name", ""), bs,
			              lir_hand_name((lir_hand)best), br);
			free(bs);
			free(br);
		}
	}
	mpq_clears(m, bm, w, bw, g, NULL);
	for (int h = 0; h < LIR_NHAND; h++)
		mpq_clears(pay[h], bpay[h], NULL);
	return best >= 0;
}

static const pp_rule lir_rules[] = {
	{ "PP-LIR-001", N_("One main bet of three equal bets, two of which may be pulled back"),
	  PP_SEV_ERROR,
	  "Checks that the game has one main bet, stating three equal bets and two "
	  "pull-backs, and at most one bonus.",
	  "The figures of Let It Ride depend on how many bets ride and how many the "
	  "player may take back.",
	  "State the number of bets and of pull-backs." },
	{ "PP-LIR-002", N_("Every paytable pays more for a higher hand"), PP_SEV_ERROR,
	  "Orders each paytable's rows by poker rank and compares consecutive payouts.",
	  "A lower hand paid more than a higher one contradicts the ranking; usually two "
	  "rows are swapped.",
	  "Correct the payouts." },
	{ "PP-LIR-003", N_("No hand is missing between the hands a paytable pays"),
	  PP_SEV_ERROR,
	  "Lists the hands ranked between a paytable's lowest and highest paid hands "
	  "that have no row.",
	  "Such a hand loses every bet while a lower one wins.",
	  "Add the missing row." },
	{ "PP-LIR-004", N_("The main bets under the optimal pull-back strategy"), PP_SEV_INFO,
	  "Counts every five-card hand into its three- and four-card parts (integer "
	  "sums), decides each pull-back exactly, and gives the return per unit of one "
	  "bet, the house edge, the element of risk and the strategy.",
	  "The main game's return depends on the player's pull-backs; the optimum is the "
	  "figure a return to player is stated against.",
	  "None; the figure is for the auditor." },
	{ "PP-LIR-005", N_("The game's name agrees with its model"), PP_SEV_WARNING,
	  "Reads the game's name for another game's name and for a bonus the game does "
	  "not have.",
	  "A name promising what the game does not offer misleads.",
	  "Correct the name or the bets." },
	{ NULL, NULL, PP_SEV_INFO, NULL, NULL, NULL }
};

const ck_family ck_family_let_it_ride = { "let_it_ride", lir_rules, lir_check, lir_max_win,
	                                         NULL };
