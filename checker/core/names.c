/* names.c - what a game's name says against what its model is, and bets
 * of one name that two games define differently.
 *
 * PP-NAME-001 reads the game's name for the claims a name can make and the
 * model can contradict: "American" (a double-zero wheel) on a single-zero
 * roulette, a deck count ("6-deck", "6 balíčků", "6 pakkaa") that is not
 * the shoe's, "Punto Banco" whose banker bet pays without commission, and
 * "no commission" / "bez provize" whose banker bet is charged one.
 * PP-NAME-002 compares, across the games of one family, the bets that have
 * the same name and the same kind (type): each with the first such bet in
 * the plan, so a bet name offered in N games costs N comparisons and at
 * most N - 1 findings.  A different payout (in effect: after a commission
 * whose net payout the plan states) is reported; bets that only share a
 * name but are different bets are not compared. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/check_internal.h"
#include "plan.h"

/* Whether hay contains needle, ASCII letters compared without case. */
static int has_word(const char *hay, const char *needle)
{
	size_t n = strlen(needle);
	for (; *hay; hay++) {
		size_t i = 0;
		while (i < n && hay[i] && tolower((unsigned char)hay[i]) == needle[i])
			i++;
		if (i == n)
			return 1;
	}
	return 0;
}

/* Whether s starts with word, ASCII letters compared without case. */
static int starts_with(const char *s, const char *word)
{
	for (; *word; s++, word++)
		if (tolower((unsigned char)*s) != (unsigned char)*word)
			return 0;
	return 1;
}

/* The deck count the name states ("6-deck", "6 decks", "6 balíčků",
 * "8 pakkaa"), or 0. */
static long deck_count(const char *name)
{
	static const char *const words[] = { "deck", "balíč", "balic", "pakka", "pakan", NULL };
	for (const char *p = name; *p; p++) {
		if (!isdigit((unsigned char)*p) || (p > name && isdigit((unsigned char)p[-1])))
			continue;
		char *end;
		long n = strtol(p, &end, 10);
		while (*end == ' ' || *end == '-')
			end++;
		for (size_t w = 0; words[w]; w++)
			if (starts_with(end, words[w]))
				return n;
	}
	return 0;
}

/* Whether the baccarat game charges a commission on a banker bet: one
 * index of the commissions' bet names, one lookup per banker bet. */
static int banker_charged(const pp_node *game)
{
	const pp_node *bets = node_get(game, "bets"), *comms = node_get(game, "commission");
	pp_strindex charged = { 0 };
	int found = 0;
	for (size_t k = 0; k < node_len(comms); k++)
		pp_strindex_add(&charged, node_get_text(node_at(comms, k), "bet", ""), k, NULL);
	for (size_t i = 0; i < node_len(bets) && !found; i++) {
		const pp_node *b = node_at(bets, i);
		found = strcmp(node_get_text(b, "type", ""), "banker") == 0 &&
		        pp_strindex_get(&charged, node_get_text(b, "name", ""), NULL);
	}
	pp_strindex_free(&charged);
	return found;
}

/* Whether the baccarat game has a banker bet at all. */
static int has_banker(const pp_node *game)
{
	const pp_node *bets = node_get(game, "bets");
	for (size_t i = 0; i < node_len(bets); i++)
		if (strcmp(node_get_text(node_at(bets, i), "type", ""), "banker") == 0)
			return 1;
	return 0;
}

void ck_check_name(ck_ctx *ctx, const pp_node *game)
{
	const char *name = node_get_text(game, "name", "");
	const char *family = node_get_text(game, "family", "");
	const pp_node *at = node_get(game, "name");
	pp_buf why = { 0 };
	if (strcmp(family, "roulette") == 0 && (has_word(name, "americ") ||
	                                        has_word(name, "double zero")))
		pp_buf_printf(&why, "the name says American (a double-zero wheel) but the wheel "
		              "has a single zero");
	long decks = deck_count(name);
	const pp_node *shoe = strcmp(family, "baccarat") == 0 ? node_get(game, "cards")
	                                                      : node_get(game, "shoe");
	const pp_node *dn = node_get(shoe, "decks");
	if (decks && dn && node_int(dn) != decks)
		pp_buf_printf(&why, "%sthe name says %ld decks but the shoe holds %lld",
		              why.len ? "; " : "", decks, node_int(dn));
	if (strcmp(family, "baccarat") == 0 && has_banker(game)) {
		int charged = banker_charged(game);
		if (has_word(name, "punto banco") && !charged)
			pp_buf_printf(&why, "%sthe name says Punto Banco but the banker bet is paid "
			              "without commission", why.len ? "; " : "");
		if ((has_word(name, "no commission") || has_word(name, "bez provize") ||
		     has_word(name, "commission free") || has_word(name, "commission-free")) &&
		    charged)
			pp_buf_printf(&why, "%sthe name says no commission but the banker bet is "
			              "charged one", why.len ? "; " : "");
	}
	if (why.len)
		ck_emit(ctx, "PP-NAME-001", game, at, "name", 0, "\"%s\": %s", name, why.data);
	else
		ck_emit(ctx, "PP-NAME-001", game, at, "name", 1,
		        "\"%s\": nothing in the name contradicts the model", name);
	pp_buf_free(&why);
}

/* The kind of bet b within its family: its type, or "" when it has none. */
static const char *kind_of(const pp_node *b)
{
	return node_get_text(b, "type", node_get_text(b, "kind", ""));
}

/* What bet b of game pays in effect: the net payout a commission on it
 * states (baccarat's banker at 1:1 less 5 %, "0.95:1"), else its payout.
 * net: the game's commissions that state a net payout, by bet name. */
static const pp_node *effective_payout(const pp_node *game, const pp_strindex *net,
                                       const pp_node *b)
{
	size_t k;
	if (pp_strindex_get(net, node_get_text(b, "name", ""), &k))
		return node_get(node_at(node_get(game, "commission"), k), "net_payout");
	return node_get(b, "payout");
}

/* The first bet of one family, kind and name in the plan: where later
 * bets of that family, kind and name are compared. */
typedef struct {
	size_t game;
	const pp_node *bet, *pay;
} first_bet;

/* PP-NAME-002: each bet is compared with the first bet of its family,
 * kind and name in an earlier game of the plan, found in an index of
 * "family / kind / name" keys: one comparison per bet, not per pair. */
void ck_check_bet_names(ck_ctx *ctx)
{
	const pp_node *games = plan_games(ck_plan(ctx));
	size_t compared = 0, differ = 0, nfirst = 0, cap_first = 0;
	pp_strindex firsts = { 0 };
	pp_buf keys = { 0 };
	first_bet *first = NULL;
	size_t *key_at = NULL, cap_keys = 0, nkeys = 0;
	/* Keys are stored in one buffer, so they are put in place first. */
	for (size_t i = 0; i < node_len(games); i++) {
		const pp_node *bets = node_get(node_at(games, i), "bets");
		for (size_t b = 0; b < node_len(bets); b++) {
			const pp_node *bet = node_at(bets, b);
			pp_grow((void **)&key_at, &cap_keys, nkeys + 1, sizeof(*key_at));
			key_at[nkeys++] = keys.len;
			pp_buf_printf(&keys, "%s%c%s%c%s", node_get_text(node_at(games, i), "family", ""),
			              0x1f, kind_of(bet), 0x1f, node_get_text(bet, "name", ""));
			pp_buf_putc(&keys, '\0');
		}
	}
	nkeys = 0;
	for (size_t i = 0; i < node_len(games); i++) {
		const pp_node *g = node_at(games, i), *bets = node_get(g, "bets");
		const pp_node *comms = node_get(g, "commission");
		pp_strindex net = { 0 };
		for (size_t k = 0; k < node_len(comms); k++)
			if (node_get(node_at(comms, k), "net_payout"))
				pp_strindex_add(&net, node_get_text(node_at(comms, k), "bet", ""), k, NULL);
		for (size_t b = 0; b < node_len(bets); b++) {
			const pp_node *bet = node_at(bets, b), *pay = effective_payout(g, &net, bet);
			const char *key = keys.data + key_at[nkeys++];
			size_t at;
			if (!pay || !node_get_text(bet, "name", NULL))
				continue;
			if (!pp_strindex_add(&firsts, key, nfirst, &at)) {
				pp_grow((void **)&first, &cap_first, nfirst + 1, sizeof(*first));
				first[nfirst++] = (first_bet){ i, bet, pay };
				continue;
			}
			const first_bet *f = &first[at];
			if (f->game == i)
				continue; /* two bets of one name in one game: not compared */
			compared++;
			if (strcmp(pay->text, f->pay->text) == 0)
				continue;
			differ++;
			const char *name = node_get_text(bet, "name", "");
			const char *gid = node_get_text(node_at(games, f->game), "id", "");
			const char *hid = node_get_text(g, "id", "");
			char *subject = pp_xasprintf("%s: %s / %s", name, gid, hid);
			ck_emit(ctx, "PP-NAME-002", NULL, pay, subject, 0,
			        "bet `%s` pays %s in %s and %s in %s: one name, two bets", name,
			        f->pay->text, gid, pay->text, hid);
			free(subject);
		}
		pp_strindex_free(&net);
	}
	if (!differ)
		ck_emit(ctx, "PP-NAME-002", NULL, games, "bet-names", 1,
		        "%zu pair(s) of same-named bets of one kind compared: each pays alike",
		        compared);
	pp_strindex_free(&firsts);
	pp_buf_free(&keys);
	free(key_at);
	free(first);
}
