/* SPDX-License-Identifier: Apache-2.0 */
/* three_card_poker.c - the three_card_poker family: the bets the game
 * needs (PP-TCP-007), the name against the model (PP-TCP-006), every
 * paytable's hands and order (PP-TCP-001..003), the exact return of Pair
 * Plus (every three-card hand counted) and of the six-card bonus (the
 * best five of six cards, poker/eval's exact counts), the Ante/Play under
 * the optimal strategy (tcp_main.c), and the maximum win of a round. */
#include <stdlib.h>
#include <string.h>

#include "core/figures.h"
#include "i18n.h"
#include "poker/eval/hand_counts.h"
#include "three_card_poker/tcp_paytable.h"
#include "three_card_poker/three_card_poker.h"

/* The hands a paytable of three cards can name, ranked under r. */
static void three_card_hands(tcp_pt_hand out[11], const tcp_ranking *r)
{
	static const char *const impossible[] = { "two_pair", "full_house", "four_of_a_kind",
		"royal_flush" };
	size_t n = 0;
	for (int h = 0; h < TCP_NHAND; h++) {
		out[n].name = tcp_hand_name((tcp_hand)h);
		out[n++].rank = h == TCP_MINI_ROYAL ? 6 : (int)tcp_class_rank((tcp_hand)h, r);
	}
	for (size_t i = 0; i < 4; i++) {
		out[n].name = impossible[i];
		out[n++].rank = -1;
	}
}

/* The hands of the six-card bonus (best five of six), by hand_class. */
static const char *const six_names[HAND_NCLASS] = { "high_card", "high_card", "pair",
	"two_pair", "three_of_a_kind", "straight", "flush", "full_house", "four_of_a_kind",
	"straight_flush", "royal_flush" };
static const tcp_pt_hand six_hands[] = { { "high_card", 0 }, { "pair", 1 },
	{ "two_pair", 2 }, { "three_of_a_kind", 3 }, { "straight", 4 }, { "flush", 5 },
	{ "full_house", 6 }, { "four_of_a_kind", 7 }, { "straight_flush", 8 },
	{ "royal_flush", 9 }, { "mini_royal", -1 } };
#define SIX_NHANDS (sizeof(six_hands) / sizeof(six_hands[0]))

static const tcp_pt_rules pt_rules = { "PP-TCP-001", "PP-TCP-002", "PP-TCP-003" };

const char *tcp_game_read(tcp_game *g, const pp_node *game)
{
	memset(g, 0, sizeof(*g));
	g->game = game;
	const pp_node *rk = node_get(game, "ranking");
	g->ranking.straight_beats_flush = node_get_bool(rk, "straight_beats_flush", 1);
	g->ranking.ace_two_three = node_get_bool(rk, "ace_two_three", 1);
	const pp_node *bets = node_get(game, "bets");
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *b = node_at(bets, i);
		const char *kind = node_get_text(b, "kind", "");
		const pp_node **slot = strcmp(kind, "ante") == 0 ? &g->ante
		                       : strcmp(kind, "play") == 0 ? &g->play : NULL;
		if (!slot)
			continue;
		if (*slot)
			return "the game has more than one bet of one kind (ante, play)";
		*slot = b;
	}
	if (!g->ante || !g->play)
		return "the game needs an Ante and a Play";
	if (!node_get(g->ante, "payout") || !node_get(g->play, "payout"))
		return "the Ante and the Play each need the payout of a win";
	return NULL;
}

/* Pair Plus: every three-card hand counted. */
static void price_pair_plus(ck_ctx *ctx, const pp_node *game, const pp_node *bet,
                            const tcp_ranking *r)
{
	uint64_t counts[TCP_NHAND];
	const char *names[TCP_NHAND];
	tcp_hand_counts(counts, r);
	for (int h = 0; h < TCP_NHAND; h++)
		names[h] = tcp_hand_name((tcp_hand)h);
	tcp_paytable_price(ctx, game, bet, names, counts, TCP_NHAND, TCP_HANDS);
}

/* The six-card bonus: the best five of six cards, six cards being any six
 * of the deck, from poker/eval's exact counts of six-card hands. */
static void price_six_card(ck_ctx *ctx, const pp_node *game, const pp_node *bet)
{
	const hand_counts *hc = hand_counts_get(6);
	uint64_t counts[HAND_NCLASS];
	memcpy(counts, hc->by_class, sizeof(counts));
	counts[HAND_HIGH_CARD] += counts[HAND_ACE_KING];
	counts[HAND_ACE_KING] = 0;
	tcp_paytable_price(ctx, game, bet, six_names, counts, HAND_NCLASS, hc->total);
}

/* PP-TCP-006's claims: the bets a name promises (has[0] Pair Plus, has[1]
 * the six-card bonus) that the game lacks. */
static void name_claims(pp_buf *why, const char *low, const void *arg)
{
	const int *has = arg;
	if (strstr(low, "pair plus") && !has[0])
		pp_buf_printf(why, "%sthe name says Pair Plus but the game has no pair_plus bet",
		              why->len ? "; " : "");
	if ((strstr(low, "six card") || strstr(low, "6 card") || strstr(low, "6-card") ||
	     strstr(low, "six-card")) && !has[1])
		pp_buf_printf(why, "%sthe name says six-card bonus but the game has none",
		              why->len ? "; " : "");
}

static const char *const other_games[] = { "let it ride", "caribbean", "hold'em", "holdem",
	"four card", "4 card" };

static pp_status tcp_check(ck_ctx *ctx, const pp_node *game, pp_error *err)
{
	(void)err;
	tcp_game g;
	const char *no = tcp_game_read(&g, game);
	ck_emit(ctx, "PP-TCP-007", game, node_get(game, "bets"), "bets", no == NULL,
	        no ? N_("%s") : N_("the game has one Ante and one Play, each with its payout%s"),
	        no ? no : "");
	tcp_pt_hand three[11];
	three_card_hands(three, &g.ranking);
	int has_pp = 0, has_six = 0;
	const pp_node *bets = node_get(game, "bets");
	for (size_t i = 0; i < node_len(bets); i++) {
		const pp_node *b = node_at(bets, i);
		const char *kind = node_get_text(b, "kind", "");
		const char *name = node_get_text(b, "name", "");
		const pp_node *rows = node_get(b, strcmp(kind, "ante") == 0 ? "bonus" : "paytable");
		int six = strcmp(kind, "six_card_bonus") == 0;
		has_pp |= strcmp(kind, "pair_plus") == 0;
		has_six |= six;
		if (rows)
			tcp_paytable_check(ctx, game, rows, name, six ? six_hands : three,
			                   six ? SIX_NHANDS : 11, &pt_rules);
		if (!rows && (six || strcmp(kind, "pair_plus") == 0))
			ck_figures_not_computed(ctx, game, name, "side", "the plan states no paytable");
		else if (six)
			price_six_card(ctx, game, b);
		else if (strcmp(kind, "pair_plus") == 0)
			price_pair_plus(ctx, game, b, &g.ranking);
	}
	const int has[2] = { has_pp, has_six };
	tcp_check_name(ctx, game, "PP-TCP-006", other_games,
	               sizeof(other_games) / sizeof(other_games[0]), name_claims, has);
	if (!no)
		tcp_check_main(ctx, &g);
	else
		ck_emit_status(ctx, "PP-TCP-004", game, game, "Ante and Play under optimal strategy",
		               PP_ST_NOTAPPLICABLE, "the engine cannot price the Ante and Play: %s",
		               no);
	return PP_OK;
}

static const pp_rule tcp_rules_table[] = {
	{ "PP-TCP-001", N_("Every paytable row names a hand the bet's cards can make"),
	  PP_SEV_ERROR,
	  "Checks each row of the ante bonus, Pair Plus and six-card bonus tables "
	  "against the hands three cards (or the best five of six) can make.",
	  "Three cards cannot make two pair, a full house, four of a kind or a royal "
	  "flush: a row for one can never pay and usually stands for another hand.",
	  "Correct the row's hand." },
	{ "PP-TCP-002", N_("Every paytable pays more for a higher hand"), PP_SEV_ERROR,
	  "Orders each table's rows by the plan's own hand ranking (a straight above a "
	  "flush in three cards) and compares consecutive payouts.",
	  "A table paying a lower hand more than a higher one contradicts the ranking "
	  "it is printed under; usually two rows are swapped.",
	  "Correct the payouts or the ranking." },
	{ "PP-TCP-003", N_("No hand is missing between the hands a paytable pays"),
	  PP_SEV_ERROR,
	  "Lists the hands ranked between a table's lowest and highest paid hands "
	  "that have no row.",
	  "Such a hand loses while a lower one wins.",
	  "Add the missing row." },
	{ "PP-TCP-004", N_("Ante and Play under the optimal strategy"), PP_SEV_INFO,
	  "Plays every player hand against every dealer hand of the 49 cards left "
	  "(integer counts, one hand per suit pattern), compares playing with folding "
	  "exactly, and gives the return per ante, the house edge, the element of "
	  "risk and the strategy derived from the counts.",
	  "The main game's return depends on the player's decision; the optimum is "
	  "the figure a return to player is stated against.",
	  "None; the figure is for the auditor." },
	{ "PP-TCP-005", N_("The dealer's qualifying hand is stated"), PP_SEV_WARNING,
	  "Reads the dealer's qualifying hand; when the plan leaves it open, the Ante "
	  "and Play are priced under each reading (jack, queen and king high).",
	  "Whether the Ante is paid when the dealer does not qualify moves the return "
	  "by tenths of a percent.",
	  "State the dealer's qualifying hand." },
	{ "PP-TCP-006", N_("The game's name agrees with its model"), PP_SEV_WARNING,
	  "Reads the game's name for another game's name and for bets it names that "
	  "the game does not have.",
	  "A name promising Pair Plus or a six-card bonus the game lacks misleads.",
	  "Correct the name or the bets." },
	{ "PP-TCP-007", N_("The game has one Ante and one Play with their payouts"),
	  PP_SEV_ERROR,
	  "Checks that the game has exactly one Ante and one Play, each paying a "
	  "stated ratio on a win.",
	  "Three-card poker's main game is an Ante and an equal Play.",
	  "Add or correct the bets." },
	{ NULL, NULL, PP_SEV_INFO, NULL, NULL, NULL }
};

const ck_family ck_family_three_card_poker = { "three_card_poker", tcp_rules_table,
	                                              tcp_check, tcp_max_win, NULL };
