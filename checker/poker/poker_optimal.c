/* poker_optimal.c - how the optimal-strategy engines (stud_optimal_check.c,
 * holdem_optimal_check.c) read a game's main bets: the tie rule, what a
 * bet gets when the dealer does not qualify, and its net win by class
 * (declared in stud_optimal.h). */
#include <string.h>

#include "poker/stud/stud_optimal.h"

int so_dnq_of(so_dnq *out, pk_dnq d)
{
	switch (d) {
	case PK_DNQ_PUSH: *out = SO_DNQ_PUSH; return 1;
	case PK_DNQ_WINS: *out = SO_DNQ_WINS; return 1;
	case PK_DNQ_LOSES: *out = SO_DNQ_LOSES; return 1;
	case PK_DNQ_PLAYS: *out = SO_DNQ_PLAYS; return 1;
	default: return 0;
	}
}

unsigned so_winning_classes(const pk_game *g, const pk_bet *b)
{
	if (!g->has_qual || b->dnq == PK_DNQ_WINS || b->dnq == PK_DNQ_PLAYS)
		return (1u << PE_NCLASS) - 1;
	return ((1u << PE_NCLASS) - 1) & ~((1u << g->qual) - 1);
}

int so_wins_except(mpq_t win[PE_NCLASS], const pk_game *g, const pk_bet *b, unsigned open,
                   pe_class *missing)
{
	unsigned need = so_winning_classes(g, b) & ~open;
	for (int c = 0; c < PE_NCLASS; c++) {
		int stated = pk_multiple(win[c], b, (pe_class)c) ||
		             (b->paytable && b->otherwise != PK_OTHER_UNSTATED);
		if ((need & (1u << c)) && !stated) {
			*missing = (pe_class)c;
			return 0;
		}
	}
	return 1;
}

int so_wins_of(mpq_t win[PE_NCLASS], const pk_game *g, const pk_bet *b, pe_class *missing)
{
	return so_wins_except(win, g, b, 0, missing);
}

const char *so_read_tie(so_tie *out, const pk_game *g)
{
	const char *tie = node_get_text(node_get(g->game, "tie"), "main_bets", NULL);
	if (!tie)
		return "the plan states no tie rule";
	if (strcmp(tie, "suit_order") == 0)
		return "ties broken by a suit order are not modelled";
	*out = strcmp(tie, "player_wins") == 0 ? SO_TIE_PLAYER_WINS
	       : strcmp(tie, "dealer_wins") == 0 ? SO_TIE_DEALER_WINS : SO_TIE_PUSH;
	return NULL;
}

/* The classes b can win on whose net win the plan leaves open (no row, no
 * payout, `otherwise` unstated): read the same way by the stud and the
 * hold'em checks (stud_optimal.h). */
unsigned so_open_wins(const pk_game *g, const pk_bet *b)
{
	unsigned need = so_winning_classes(g, b), open = 0;
	int otherwise = b->paytable && b->otherwise != PK_OTHER_UNSTATED;
	mpq_t w;
	mpq_init(w);
	for (int c = 0; c < PE_NCLASS; c++) {
		int has_row = b->paytable && b->has_row[c];
		if ((need & (1u << c)) && !has_row && !otherwise && !pk_multiple(w, b, (pe_class)c))
			open |= 1u << c;
	}
	mpq_clear(w);
	return open;
}
