/* stud_exchange_option.c - so_exchange_option (stud_exchange.h): whether a
 * stud game's card options are exactly what the exchange engine models,
 * one exchange of one card, once a round, at a stated price in antes.
 * Anything else (a sixth card, a dealer card, two to five cards, an
 * exchange used twice, a count the plan does not give) is named, so the
 * caller reports why it gives no figure instead of guessing. */
#include <string.h>

#include "core/num.h"
#include "poker/stud_exchange.h"
#include "util.h"

/* The reason, "the card option `name` what", into why when the caller
 * wants it. */
static so_exchange_kind unmodelled(pp_buf *why, const char *name, const char *what)
{
	if (why)
		pp_buf_printf(why, "the card option `%s` %s", name, what);
	return SO_EXCHANGE_UNMODELLED;
}

so_exchange_kind so_exchange_option(mpq_t price, const pp_node **option, pp_buf *why,
                                    const pk_game *g)
{
	const pp_node *options = node_get(g->game, "options");
	size_t n = node_len(options);
	if (n == 0)
		return SO_EXCHANGE_NONE;
	if (n > 1) {
		if (why) {
			pp_buf_printf(why, "card options besides one exchange of one card are not "
			              "modelled (");
			for (size_t i = 0; i < n; i++)
				pp_buf_printf(why, "%s`%s`", i ? ", " : "",
				              node_get_text(node_at(options, i), "name", ""));
			pp_buf_printf(why, ")");
		}
		return SO_EXCHANGE_UNMODELLED;
	}
	const pp_node *o = node_at(options, 0);
	const char *name = node_get_text(o, "name", "");
	if (strcmp(node_get_text(o, "kind", ""), "exchange") != 0)
		return unmodelled(why, name,
		                  "is not an exchange of the player's cards: not modelled");
	const pp_node *cards = node_get(o, "cards");
	if (node_len(cards) == 0)
		return unmodelled(why, name, "does not state how many cards it exchanges");
	if (node_len(cards) != 1 || node_int(node_at(cards, 0)) != 1)
		return unmodelled(why, name, "exchanges more than one card: not modelled");
	const pp_node *times = node_get_raw(o, "times");
	if (times && times->unstated)
		return unmodelled(why, name, "does not state how often a round it may be used");
	if (node_get_int(o, "times", 1) != 1)
		return unmodelled(why, name, "may be used more than once a round: not modelled");
	const pp_node *cost = node_get(o, "price");
	if (!cost)
		return unmodelled(why, name, "does not state its price");
	num_from_node(price, cost);
	if (mpq_sgn(price) < 0)
		return unmodelled(why, name, "has a negative price");
	if (option)
		*option = o;
	return SO_EXCHANGE_ONE_CARD;
}
