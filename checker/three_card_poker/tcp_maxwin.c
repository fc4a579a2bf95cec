/* SPDX-License-Identifier: Apache-2.0 */
/* tcp_maxwin.c - the largest win of one bet (max_win scope bet or hand)
 * or of one box in one round (otherwise; side bets left out when the plan
 * says they are excluded) of three-card poker at a limits row.  A round:
 * the Ante at its maximum with an equal Play, the ante bonus, Pair Plus
 * and the six-card bonus each at their own maximum, each on its best row.
 * The sum is reached when one deal pays every best row; the deal that does
 * for the usual tables (the player's A-K-Q of hearts against the dealer's
 * J-10-9 of hearts: a mini royal beating a qualified straight flush, a
 * royal flush of six cards) is settled to check it, and where it pays less
 * the figure is called an upper bound. */
#include <stdlib.h>
#include <string.h>

#include "poker/eval/hand_eval.h"
#include "three_card_poker/three_card_poker.h"
#include "three_card_poker/tcp_paytable.h"

/* The bet's stake at the row (0 when none is stated). */
static void stake_of(mpq_t out, const pp_node *row, const pp_node *bet)
{
	if (!ck_bet_max(out, row, node_get_text(bet, "name", ""), NULL))
		mpq_set_ui(out, 0, 1);
}

/* The best payout of rows into best, and what the witness deal pays
 * (hand witness, falling back to straight_flush) into got. */
static void best_and_witness(mpq_t best, mpq_t got, const char **hand, const pp_node *rows,
                             const char *witness, int six)
{
	static const tcp_pt_hand all[] = { { "high_card", 0 }, { "pair", 1 }, { "two_pair", 1 },
		{ "three_of_a_kind", 1 }, { "straight", 1 }, { "flush", 1 }, { "full_house", 1 },
		{ "four_of_a_kind", 1 }, { "straight_flush", 1 }, { "mini_royal", 1 },
		{ "royal_flush", 1 } };
	tcp_pt_hand hands[11];
	memcpy(hands, all, sizeof(hands));
	for (size_t i = 0; i < 11; i++) /* hands the bet's cards cannot make */
		if ((six && strcmp(hands[i].name, "mini_royal") == 0) ||
		    (!six && (strcmp(hands[i].name, "two_pair") == 0 ||
		              strcmp(hands[i].name, "full_house") == 0 ||
		              strcmp(hands[i].name, "four_of_a_kind") == 0 ||
		              strcmp(hands[i].name, "royal_flush") == 0)))
			hands[i].rank = -1;
	tcp_paytable_max(best, hand, rows, hands, 11);
	if (!tcp_paytable_get(got, rows, witness) &&
	    !tcp_paytable_get(got, rows, "straight_flush"))
		mpq_set_ui(got, 0, 1);
}

/* Whether the game's max-win figure covers one bet (scope bet or hand)
 * rather than a round, and whether a round's figure leaves out the side
 * bets (side_bets: excluded). */
static int scope_is_bet(const pp_node *game)
{
	const char *scope = node_get_text(node_get(game, "max_win"), "scope", "round");
	return strcmp(scope, "bet") == 0 || strcmp(scope, "hand") == 0;
}

static int sides_excluded(const pp_node *game)
{
	const char *sides = node_get_text(node_get(game, "max_win"), "side_bets", "");
	return strcmp(sides, "excluded") == 0;
}

/* One bet at the row: its stake, its best net win and what the witness
 * deal pays it (both per the stake), and how (path). */
typedef struct {
	mpq_t stake, best, got;
	pp_buf path;
	int side;
} bet_win;

/* Fills w for bet b (the Play staked as the Ante; the Ante's win with
 * its bonus): 0 when the row states no stake for it. */
static int bet_at_row(bet_win *w, const tcp_game *g, const pp_node *b, const pp_node *limits,
                      const char *phand, const char *sixhand, int beats)
{
	const char *kind = node_get_text(b, "kind", "");
	int ante = strcmp(kind, "ante") == 0, play = strcmp(kind, "play") == 0;
	stake_of(w->stake, limits, play ? g->ante : b);
	if (!mpq_sgn(w->stake))
		return 0;
	w->side = !ante && !play;
	const char *hand = NULL;
	if (ante || play) {
		num_get(w->best, b, "payout");
		if (beats)
			mpq_set(w->got, w->best);
		else
			mpq_set_ui(w->got, 0, 1);
		hand = "a win against the dealer";
	} else {
		int six = strcmp(kind, "six_card_bonus") == 0;
		best_and_witness(w->best, w->got, &hand, node_get(b, "paytable"),
		                 six ? sixhand : phand, six);
	}
	char *s = num_plain(w->stake), *x = num_ratio(w->best);
	pp_buf_printf(&w->path, "%s %s on %s at %s", node_get_text(b, "name", ""), s,
	              hand ? hand : "no row", x);
	free(s);
	free(x);
	if (ante && node_get(b, "bonus")) {
		mpq_t best, got;
		mpq_inits(best, got, NULL);
		best_and_witness(best, got, &hand, node_get(b, "bonus"), phand, 0);
		mpq_add(w->best, w->best, best);
		mpq_add(w->got, w->got, got);
		x = num_ratio(best);
		pp_buf_printf(&w->path, " + ante bonus on %s at %s", hand ? hand : "no row", x);
		free(x);
		mpq_clears(best, got, NULL);
	}
	mpq_mul(w->best, w->best, w->stake);
	mpq_mul(w->got, w->got, w->stake);
	return 1;
}

int tcp_max_win(ck_ctx *ctx, const pp_node *game, const pp_node *limits, mpq_t gross,
                mpq_t net, pp_buf *path)
{
	tcp_game g;
	if (tcp_game_read(&g, game))
		return 0;
	/* the witness deal, settled */
	const uint8_t player[3] = { 48, 44, 40 }, dealer[3] = { 36, 32, 28 };
	const uint8_t six[6] = { 48, 44, 40, 36, 32, 28 };
	const char *phand = tcp_hand_name(tcp_hand_of(player, &g.ranking));
	const char *sixhand = hand_class_of(hand_eval(six, 6)) == HAND_ROYAL_FLUSH
	                      ? "royal_flush" : "straight_flush";
	int beats = tcp_value(player, &g.ranking) > tcp_value(dealer, &g.ranking);
	int per_bet = scope_is_bet(game), no_sides = sides_excluded(game);
	mpq_t best, got, staked, gr;
	mpq_inits(best, got, staked, gr, NULL);
	pp_buf how = { 0 };
	int any = 0;
	const pp_node *bets = node_get(game, "bets");
	for (size_t i = 0; i < node_len(bets); i++) {
		bet_win w;
		mpq_inits(w.stake, w.best, w.got, NULL);
		memset(&w.path, 0, sizeof(w.path));
		if (bet_at_row(&w, &g, node_at(bets, i), limits, phand, sixhand, beats) &&
		    (per_bet || !(no_sides && w.side))) {
			mpq_add(gr, w.best, w.stake);
			ck_maxwin_outcome(ctx, node_get_text(node_at(bets, i), "name", ""), gr, w.best);
			if (per_bet && (!any || mpq_cmp(w.best, best) > 0)) {
				mpq_set(best, w.best);
				mpq_set(staked, w.stake);
				pp_buf_free(&how);
				pp_buf_printf(&how, "one bet: %s", w.path.data);
			} else if (!per_bet) {
				mpq_add(best, best, w.best);
				mpq_add(got, got, w.got);
				mpq_add(staked, staked, w.stake);
				pp_buf_printf(&how, "%s%s", any ? " + " : "one box, one round: ",
				              w.path.data);
			}
			any = 1;
		}
		mpq_clears(w.stake, w.best, w.got, NULL);
		pp_buf_free(&w.path);
	}
	if (any) {
		pp_buf_puts(path, how.data);
		mpq_set(net, best);
		mpq_add(gross, best, staked);
		if (!per_bet && mpq_cmp(got, best) == 0)
			pp_buf_printf(path, " (all in one deal: the player's A-K-Q of one suit "
			              "against the dealer's J-10-9 of it)");
		else if (!per_bet)
			pp_buf_printf(path, " (an upper bound: the deal that pays every usual best "
			              "row pays less under these tables)");
	}
	pp_buf_free(&how);
	mpq_clears(best, got, staked, gr, NULL);
	return any;
}
