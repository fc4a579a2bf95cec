/* SPDX-License-Identifier: Apache-2.0 */
/* let_it_ride.c - the let_it_ride family: the bets the game needs
 * (PP-LIR-001), each paytable's order and gaps (PP-LIR-002/003), the main
 * bets under the optimal pull-back strategy (lir_main.c, PP-LIR-004), the
 * bonus's exact return from the counts of five-card hands, the name
 * against the model (PP-LIR-005), and the maximum win of a round. */
#include <ctype.h>
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

static void check_name(ck_ctx *ctx, const pp_node *game, int has_bonus)
{
	const char *name = node_get_text(game, "name", "");
	char *low = pp_xstrdup(name);
	for (char *p = low; *p; p++)
		*p = (char)tolower((unsigned char)*p);
	pp_buf why = { 0 };
	static const char *const other[] = { "three card", "3 card", "three-card", "3-card",
		"caribbean", "hold'em", "holdem", "pair plus" };
	for (size_t i = 0; i < sizeof(other) / sizeof(other[0]); i++)
		if (strstr(low, other[i]))
			pp_buf_printf(&why, "%sthe name says \"%s\", another game", why.len ? "; " : "",
			              other[i]);
	if (strstr(low, "bonus") && !has_bonus)
		pp_buf_printf(&why, "%sthe name says bonus but the game has no bonus bet",
		              why.len ? "; " : "");
	ck_emit(ctx, "PP-LIR-005", game, node_get(game, "name"), "name", why.len == 0,
	        why.len ? "`%s`: %s" : "`%s` agrees with the game's model%s", name,
	        why.len ? why.data : "");
	pp_buf_free(&why);
	free(low);
}

static pp_status lir_check(ck_ctx *ctx, const pp_node *game, pp_error *err)
{
	(void)err;
	const pp_node *main_bet, *bonus;
	const char *no = read_bets(game, &main_bet, &bonus);
	ck_emit(ctx, "PP-LIR-001", game, main_bet ? main_bet : node_get(game, "bets"), "bets",
	        no == NULL, no ? "%s" : "the game has one main bet of three equal bets, two of "
	        "which may be pulled back%s", no ? no : "");
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
	check_name(ctx, game, bonus != NULL);
	lir_check_main(ctx, game, main_bet, no);
	return PP_OK;
}

/* The largest win of a round: over every final hand, the main bets (all
 * three left to ride, each at the row's maximum) and the bonus at its own
 * maximum, both paid on the same five cards. */
static int lir_max_win(ck_ctx *ctx, const pp_node *game, const pp_node *limits,
                       mpq_t gross, mpq_t net, pp_buf *path)
{
	const pp_node *main_bet, *bonus;
	read_bets(game, &main_bet, &bonus);
	if (!main_bet)
		return 0;
	long spots = node_get_int(main_bet, "spots", 3);
	mpq_t m, bm, pay[LIR_NHAND], bpay[LIR_NHAND], w, bw, g;
	mpq_inits(m, bm, w, bw, g, NULL);
	for (int h = 0; h < LIR_NHAND; h++)
		mpq_inits(pay[h], bpay[h], NULL);
	int ok = ck_bet_max(m, limits, node_get_text(main_bet, "name", ""), NULL) != 0;
	if (!bonus || !ck_bet_max(bm, limits, node_get_text(bonus, "name", ""), NULL))
		mpq_set_ui(bm, 0, 1);
	lir_payouts(pay, node_get(main_bet, "paytable"));
	if (bonus)
		lir_payouts(bpay, node_get(bonus, "paytable"));
	int best = -1;
	for (int h = 1; ok && h < LIR_NHAND; h++) {
		if (mpq_sgn(pay[h]) < 0 && (!bonus || mpq_sgn(bpay[h]) < 0))
			continue;
		/* net: the main bets' win (or loss) and the bonus's */
		mpq_set_si(w, spots, 1);
		mpq_mul(w, w, pay[h]);
		mpq_mul(w, w, m);
		if (bonus) {
			mpq_mul(bw, bpay[h], bm);
			mpq_add(w, w, bw);
		}
		/* gross: what the winning bets return, stakes included */
		mpq_set_ui(g, 0, 1);
		if (mpq_sgn(pay[h]) >= 0) {
			mpq_set_ui(bw, 1, 1);
			mpq_add(bw, bw, pay[h]);
			mpq_mul(bw, bw, m);
			mpq_set_si(g, spots, 1);
			mpq_mul(g, g, bw);
		}
		if (bonus && mpq_sgn(bpay[h]) >= 0) {
			mpq_set_ui(bw, 1, 1);
			mpq_add(bw, bw, bpay[h]);
			mpq_mul(bw, bw, bm);
			mpq_add(g, g, bw);
		}
		ck_maxwin_outcome(ctx, lir_hand_name((lir_hand)h), g, w);
		if (best < 0 || mpq_cmp(w, net) > 0) {
			mpq_set(net, w);
			mpq_set(gross, g);
			best = h;
		}
	}
	if (best >= 0) {
		char *ms = num_plain(m), *r = num_ratio(pay[best]);
		pp_buf_printf(path, "%ld bets of %s riding on %s at %s", spots, ms,
		              lir_hand_name((lir_hand)best), r);
		free(ms);
		free(r);
		if (bonus && mpq_sgn(bm)) {
			char *bs = num_plain(bm), *br = num_ratio(bpay[best]);
			pp_buf_printf(path, " + %s %s at %s", node_get_text(bonus, "name", ""), bs, br);
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
