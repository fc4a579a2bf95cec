/* SPDX-License-Identifier: Apache-2.0 */
/* tcp_maxwin.c - the largest win of one box in one round of three-card
 * poker at a limits row: the Ante at its maximum with an equal Play, the
 * ante bonus, Pair Plus and the six-card bonus each at their own maximum,
 * each on its best row.  The sum is reached when one deal pays every best
 * row; the deal that does for the usual tables (the player's A-K-Q of
 * hearts against the dealer's J-10-9 of hearts: a mini royal beating a
 * qualified straight flush, a royal flush of six cards) is settled to
 * check it, and where it pays less the figure is called an upper bound. */
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
	mpq_t stake, best, got, w, total_best, total_got, staked;
	mpq_inits(stake, best, got, w, total_best, total_got, staked, NULL);
	int any = 0;
	const pp_node *bets = node_get(game, "bets");
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *b = node_at(bets, i);
		const char *kind = node_get_text(b, "kind", "");
		int is_play = strcmp(kind, "play") == 0;
		stake_of(stake, limits, is_play ? g.ante : b);
		if (!mpq_sgn(stake))
			continue;
		any = 1;
		mpq_add(staked, staked, stake);
		const char *hand = NULL;
		if (strcmp(kind, "ante") == 0 || is_play) {
			num_get(best, b, "payout");
			if (beats)
				mpq_set(got, best);
			else
				mpq_set_ui(got, 0, 1);
			hand = "a win against the dealer";
		} else {
			int sixc = strcmp(kind, "six_card_bonus") == 0;
			best_and_witness(best, got, &hand, node_get(b, "paytable"),
			                 sixc ? sixhand : phand, sixc);
		}
		mpq_mul(w, got, stake);
		mpq_add(total_got, total_got, w);
		mpq_mul(w, best, stake);
		mpq_add(total_best, total_best, w);
		char *s = num_plain(stake), *x = num_ratio(best);
		pp_buf_printf(path, "%s%s %s on %s at %s", path->len ? " + " : "",
		              node_get_text(b, "name", ""), s, hand ? hand : "no row", x);
		mpq_add(got, w, stake); /* the bet's best, gross */
		ck_maxwin_outcome(ctx, node_get_text(b, "name", ""), got, w);
		free(s);
		free(x);
		if (strcmp(kind, "ante") == 0 && node_get(b, "bonus")) {
			best_and_witness(best, got, &hand, node_get(b, "bonus"), phand, 0);
			mpq_mul(w, best, stake);
			mpq_add(total_best, total_best, w);
			mpq_mul(w, got, stake);
			mpq_add(total_got, total_got, w);
			x = num_ratio(best);
			pp_buf_printf(path, " + ante bonus on %s at %s", hand ? hand : "no row", x);
			free(x);
		}
	}
	if (any) {
		mpq_set(net, total_best);
		mpq_add(gross, total_best, staked);
		if (mpq_cmp(total_got, total_best) == 0)
			pp_buf_printf(path, " (all in one deal: the player's A-K-Q of one suit "
			              "against the dealer's J-10-9 of it)");
		else
			pp_buf_printf(path, " (an upper bound: the deal that pays every usual best "
			              "row pays less under these tables)");
	}
	mpq_clears(stake, best, got, w, total_best, total_got, staked, NULL);
	return any;
}
