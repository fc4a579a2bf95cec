/* SPDX-License-Identifier: Apache-2.0 */
/* names.c - what a game's name says against what its model is, and bets
 * of one name that two games define differently.
 *
 * PP-NAME-001 reads the game's name for the claims a name can make and the
 * model can contradict: "American" (a double-zero wheel) on a single-zero
 * roulette, a deck count ("6-deck", "6 balíčků", "6 pakkaa") that is not
 * the shoe's, "Punto Banco" whose banker bet pays without commission, and
 * "no commission" / "bez provize" whose banker bet is charged one.
 * A banker bet paid below even money ("0.95:1", "19:20") carries its
 * commission in the payout: it is charged one as much as a 1:1 bet with a
 * 5 % commission entry.
 * PP-NAME-002 compares, across the games of one family, the bets that have
 * the same name and are settled alike: the same kind (type), the same
 * outcomes (a wheel bet's symbol) and the same trigger of a commission
 * charged on some wins only (Super Six's banker six).  Each is compared
 * with the first such bet in the plan, so a bet name offered in N games
 * costs N comparisons and at most N - 1 findings.  A different payout (in
 * effect: after a commission on every win whose net payout the plan
 * states), compared as a number, is reported; bets that only share a name
 * but are settled differently are different bets and are not compared. */
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

/* Whether ratio node n pays less than even money (0.95:1, 19:20). */
static int below_even_money(const pp_node *n)
{
	mpq_t q;
	mpq_init(q);
	num_from_node(q, n);
	int below = mpq_cmp_ui(q, 1, 1) < 0;
	mpq_clear(q);
	return below;
}

/* Whether the baccarat game charges a commission on a banker bet: a
 * commission entry names it (one index of the commissions' bet names, one
 * lookup per banker bet), or the bet pays below even money, the
 * commission written into the payout. */
static int banker_charged(const pp_node *game)
{
	const pp_node *bets = node_get(game, "bets"), *comms = node_get(game, "commission");
	pp_strindex charged = { 0 };
	int found = 0;
	for (size_t k = 0; k < node_len(comms); k++)
		pp_strindex_add(&charged, node_get_text(node_at(comms, k), "bet", ""), k, NULL);
	for (size_t i = 0; i < node_len(bets) && !found; i++) {
		const pp_node *b = node_at(bets, i), *pay = node_get(b, "payout");
		found = strcmp(node_get_text(b, "type", ""), "banker") == 0 &&
		        (pp_strindex_get(&charged, node_get_text(b, "name", ""), NULL) ||
		         (pay && below_even_money(pay)));
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

/* What a bet pays, in effect, and on which outcomes.  pay: on every win
 * (the net payout a commission on every win states, baccarat's banker at
 * 1:1 less 5 % "0.95:1", else its payout); when, cond: the trigger of a
 * commission charged on some wins only and the net payout it states there
 * (Super Six: "banker_six", "1:0.5"; cond NULL when it states none), else
 * NULL.  All borrowed from the plan. */
typedef struct {
	const pp_node *pay, *cond;
	const char *when;
} bet_terms;

/* The terms of bet b of game; comms: the game's commissions by bet name. */
static bet_terms terms_of(const pp_node *game, const pp_strindex *comms, const pp_node *b)
{
	bet_terms t = { node_get(b, "payout"), NULL, NULL };
	size_t k;
	if (!pp_strindex_get(comms, node_get_text(b, "name", ""), &k))
		return t;
	const pp_node *c = node_at(node_get(game, "commission"), k);
	const pp_node *net = node_get(c, "net_payout");
	const char *when = node_get_text(c, "when", "any_win");
	if (strcmp(when, "any_win") != 0) {
		t.when = when;
		t.cond = net;
	} else if (net) {
		t.pay = net;
	}
	return t;
}

/* Append to keys the key that bets compared with b must share: family,
 * kind, what settles it (the symbol it wins on, the trigger of a
 * commission on some wins only) and name, 0x1f apart, then a NUL. */
static void add_key(pp_buf *keys, const char *family, const pp_node *b, const bet_terms *t)
{
	pp_buf_printf(keys, "%s%c%s%c%s%c%s%c%s", family, 0x1f, kind_of(b), 0x1f,
	              node_get_text(b, "symbol", ""), 0x1f, t->when ? t->when : "", 0x1f,
	              node_get_text(b, "name", ""));
	pp_buf_putc(keys, '\0');
}

/* Whether bets of terms a and b (one key: one trigger) pay alike, as
 * numbers ("0.95:1" is "19:20"). */
static int pay_alike(const bet_terms *a, const bet_terms *b)
{
	return num_nodes_equal(a->pay, b->pay) &&
	       (!a->cond || !b->cond || num_nodes_equal(a->cond, b->cond));
}

/* What terms t pay, for a message: "0.95:1", or "1:1 (1:0.5 on banker_six)".
 * Caller frees. */
static char *pays_text(const bet_terms *t)
{
	if (t->cond)
		return pp_xasprintf("%s (%s on %s)", t->pay->text, t->cond->text, t->when);
	return pp_xstrdup(t->pay->text);
}

/* The game's commissions by bet name into ix (emptied first). */
static void index_commissions(pp_strindex *ix, const pp_node *game)
{
	const pp_node *comms = node_get(game, "commission");
	pp_strindex_free(ix);
	for (size_t k = 0; k < node_len(comms); k++)
		pp_strindex_add(ix, node_get_text(node_at(comms, k), "bet", ""), k, NULL);
}

/* The first bet of one key in the plan: where later bets of that key are
 * compared. */
typedef struct {
	size_t game;
	bet_terms terms;
} first_bet;

/* One finding: bet b of game g pays otherwise than the first bet f. */
static void report_differ(ck_ctx *ctx, const pp_node *games, const first_bet *f,
                          const pp_node *g, const pp_node *b, const bet_terms *t)
{
	const char *name = node_get_text(b, "name", "");
	const char *gid = node_get_text(node_at(games, f->game), "id", "");
	const char *hid = node_get_text(g, "id", "");
	char *subject = pp_xasprintf("%s: %s / %s", name, gid, hid);
	char *was = pays_text(&f->terms), *is = pays_text(t);
	ck_emit(ctx, "PP-NAME-002", NULL, t->pay, subject, 0,
	        "bet `%s` pays %s in %s and %s in %s: one name, two bets", name, was, gid, is,
	        hid);
	free(was);
	free(is);
	free(subject);
}

/* PP-NAME-002: each bet is compared with the first bet of its key (family,
 * kind, what settles it, name) in an earlier game of the plan, found in an
 * index of keys: one comparison per bet, not per pair. */
void ck_check_bet_names(ck_ctx *ctx)
{
	const pp_node *games = plan_games(ck_plan(ctx));
	size_t compared = 0, differ = 0, nfirst = 0, cap_first = 0;
	pp_strindex firsts = { 0 }, comms = { 0 };
	pp_buf keys = { 0 };
	first_bet *first = NULL;
	bet_terms *terms = NULL;
	size_t *key_at = NULL, cap_keys = 0, cap_terms = 0, nkeys = 0;
	/* Keys are stored in one buffer, so they are put in place first. */
	for (size_t i = 0; i < node_len(games); i++) {
		const pp_node *g = node_at(games, i), *bets = node_get(g, "bets");
		index_commissions(&comms, g);
		for (size_t b = 0; b < node_len(bets); b++) {
			const pp_node *bet = node_at(bets, b);
			pp_grow((void **)&key_at, &cap_keys, nkeys + 1, sizeof(*key_at));
			pp_grow((void **)&terms, &cap_terms, nkeys + 1, sizeof(*terms));
			terms[nkeys] = terms_of(g, &comms, bet);
			key_at[nkeys] = keys.len;
			add_key(&keys, node_get_text(g, "family", ""), bet, &terms[nkeys]);
			nkeys++;
		}
	}
	nkeys = 0;
	for (size_t i = 0; i < node_len(games); i++) {
		const pp_node *g = node_at(games, i), *bets = node_get(g, "bets");
		for (size_t b = 0; b < node_len(bets); b++) {
			const pp_node *bet = node_at(bets, b);
			const bet_terms *t = &terms[nkeys];
			const char *key = keys.data + key_at[nkeys++];
			size_t at;
			if (!t->pay || !node_get_text(bet, "name", NULL))
				continue;
			if (!pp_strindex_add(&firsts, key, nfirst, &at)) {
				pp_grow((void **)&first, &cap_first, nfirst + 1, sizeof(*first));
				first[nfirst++] = (first_bet){ i, *t };
				continue;
			}
			const first_bet *f = &first[at];
			if (f->game == i)
				continue; /* two bets of one name in one game: not compared */
			compared++;
			if (pay_alike(&f->terms, t))
				continue;
			differ++;
			report_differ(ctx, games, f, g, bet, t);
		}
	}
	if (!differ)
		ck_emit(ctx, "PP-NAME-002", NULL, games, "bet-names", 1,
		        "%zu pair(s) of same-named bets of one kind compared: each pays alike",
		        compared);
	pp_strindex_free(&comms);
	pp_strindex_free(&firsts);
	pp_buf_free(&keys);
	free(key_at);
	free(terms);
	free(first);
}
