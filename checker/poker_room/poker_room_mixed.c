/* SPDX-License-Identifier: Apache-2.0 */
/* poker_room_mixed.c - the mixed games of a poker room against the variants
 * they deal (PP-ROOM-041), and the declared house rules of time and age
 * with the mix-max tournament's table sizes (PP-ROOM-042).  Each figure is
 * the plan's; the checks say where two of them cannot both hold. */
#include <stdlib.h>
#include <string.h>

#include "poker_room/poker_room.h"
#include "i18n.h"

/* The variant of game called name, or NULL. */
static const pp_node *find_variant(const pp_node *game, const char *name)
{
	const pp_node *vs = node_get(game, "variants");
	for (size_t i = 0; i < node_len(vs); i++)
		if (strcmp(node_get_text(node_at(vs, i), "name", ""), name) == 0)
			return node_at(vs, i);
	return NULL;
}

/* The limit variant v is played at: its own betting's, else the room's;
 * NULL when neither says. */
static const char *variant_limit(const pp_node *game, const pp_node *v)
{
	return room_inherit_text(node_get(v, "betting"), node_get(game, "betting"), "limit");
}

/* The problems of component variant v (named name) of mixed game m,
 * appended to msg; returns how many. */
static int component_problems(ck_l10n_buf *msg, const pp_node *game, const pp_node *m,
                              const char *name, const pp_node *v)
{
	int bad = 0;
	long long seats = node_get_int(m, "max_players", 0), vmax = node_get_int(v, "max_players", 0);
	if (seats && vmax < seats) {
		ck_l10n_buf_printf(msg, "; `%s` seats at most %lld players, the mix %lld", name, vmax,
		                   seats);
		bad++;
	}
	long long deck = node_get_int(m, "deck", 0), vdeck = node_get_int(v, "deck", 52);
	if (deck && vdeck != deck) {
		ck_l10n_buf_printf(msg, "; `%s` is dealt from %lld cards, the mix from %lld", name,
		                   vdeck, deck);
		bad++;
	}
	const char *limit = node_get_text(m, "limit", NULL), *vlimit = variant_limit(game, v);
	if (limit && vlimit && strcmp(limit, vlimit) != 0) {
		ck_l10n_buf_printf(msg, "; `%s` is played %s, the mix %s", name, vlimit, limit);
		bad++;
	}
	return bad;
}

/* PP-ROOM-041 for mixed game m. */
static void check_mixed_game(ck_ctx *ctx, const pp_node *game, const pp_node *m)
{
	const char *name = node_get_text(m, "name", "");
	const pp_node *games = node_get(m, "games"), *rot = node_get(m, "rotation");
	const pp_node *hands = node_get(rot, "hands");
	int orbit = node_get_bool(rot, "orbit", 0), bad = 0;
	size_t n = node_len(games), smallest = 0;
	long long least = 0;
	ck_l10n_buf msg = { 0 };
	ck_l10n_buf_printf(&msg, "%s: %zu games", name, n);
	for (size_t i = 0; i < n; i++) {
		const char *g = node_text(node_at(games, i));
		const pp_node *v = find_variant(game, g);
		if (!v) {
			ck_l10n_buf_printf(&msg, "; `%s` is not a variant of the room", g);
			bad++;
			continue;
		}
		long long vmax = node_get_int(v, "max_players", 0);
		if (!least || vmax < least) {
			least = vmax;
			smallest = i;
		}
		bad += component_problems(&msg, game, m, g, v);
	}
	mpq_t cycle;
	mpq_init(cycle);
	if ((hands != NULL) == orbit) {
		ck_l10n_buf_printf(&msg, "; the rotation must state either a number of hands or one "
		                         "round of the table");
		bad++;
	} else if (hands && node_get_int(rot, "hands", 0) == 0) {
		ck_l10n_buf_printf(&msg, "; a rotation of 0 hands never deals the next game");
		bad++;
	} else if (hands) {
		mpq_set_ui(cycle, (unsigned long)node_get_int(rot, "hands", 0) * n, 1);
		char *c = num_plain(cycle);
		ck_l10n_buf_printf(&msg, "; %s hands each, a full cycle of %s hands",
		                   node_text(hands), c);
		free(c);
	} else if (node_get_int(m, "max_players", 0)) {
		mpq_set_ui(cycle, (unsigned long)node_get_int(m, "max_players", 0) * n, 1);
		char *c = num_plain(cycle);
		ck_l10n_buf_printf(&msg, "; a round of the table each, a full cycle of %s hands at a "
		                         "full table", c);
		free(c);
	}
	if (!bad && least)
		ck_l10n_buf_printf(&msg, "; every game is a variant of the room, the fewest seats "
		                         "%lld (`%s`)", least, node_text(node_at(games, smallest)));
	pp_finding *f = ck_emit(ctx, "PP-ROOM-041", game, m, name, !bad, "%s",
	                        ck_l10n_buf_text(&msg));
	if (mpq_sgn(cycle))
		ck_evidence_q(f, "cycle_hands", cycle, 0);
	ck_l10n_buf_free(&msg);
	mpq_clear(cycle);
}

void room_check_mixed(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *mixed = node_get(game, "mixed");
	for (size_t i = 0; i < node_len(mixed); i++)
		check_mixed_game(ctx, game, node_at(mixed, i));
}

/* Whether house rule key of h is stated; if so, the separator before its
 * words goes into msg (": " first, "; " after), counted in *n. */
static int house_item(ck_l10n_buf *msg, const pp_node *h, const char *key, size_t *n)
{
	if (!node_get(h, key))
		return 0;
	ck_l10n_buf_puts(msg, (*n)++ ? "; " : ": ");
	return 1;
}

static const char *house_text(const pp_node *h, const char *key)
{
	return node_text(node_get(h, key));
}

/* PP-ROOM-042 for the house rules h: each figure listed; the countdown
 * must fit in the time to act. */
static void check_house_rules(ck_ctx *ctx, const pp_node *game, const pp_node *h)
{
	ck_l10n_buf msg = { 0 };
	ck_l10n_buf_printf(&msg, "the plan states");
	size_t n = 0;
	if (house_item(&msg, h, "min_age", &n))
		ck_l10n_buf_printf(&msg, "players at least %s years old", house_text(h, "min_age"));
	if (house_item(&msg, h, "break_minutes", &n))
		ck_l10n_buf_printf(&msg, "a break of %s minutes", house_text(h, "break_minutes"));
	if (house_item(&msg, h, "breaks_per_day", &n))
		ck_l10n_buf_printf(&msg, "%s such breaks a day", house_text(h, "breaks_per_day"));
	if (house_item(&msg, h, "action_seconds", &n))
		ck_l10n_buf_printf(&msg, "%s seconds to act", house_text(h, "action_seconds"));
	if (house_item(&msg, h, "countdown_seconds", &n))
		ck_l10n_buf_printf(&msg, "the last %s seconds counted down",
		                   house_text(h, "countdown_seconds"));
	if (house_item(&msg, h, "return_minutes", &n))
		ck_l10n_buf_printf(&msg, "a player back at his table within %s minutes brings the "
		                         "chips he left with", house_text(h, "return_minutes"));
	long long act = node_get_int(h, "action_seconds", -1), down = node_get_int(h, "countdown_seconds", -1);
	int ok = act < 0 || down <= act;
	if (!ok)
		ck_l10n_buf_printf(&msg, "; a countdown of %lld seconds is longer than the %lld "
		                         "seconds to act", down, act);
	pp_finding *f = ck_emit(ctx, "PP-ROOM-042", game, h, "house rules", ok, "%s",
	                        ck_l10n_buf_text(&msg));
	room_evidence_anchor(f, "house_rules", h);
	ck_l10n_buf_free(&msg);
}

/* PP-ROOM-042 for the mix-max stages of tournament t: each stage seats no
 * more than the one before and lies within the players per table. */
static void check_mix_max(ck_ctx *ctx, const pp_node *game, const pp_node *t)
{
	const pp_node *mm = node_get(t, "mix_max"), *st = node_get(mm, "stages");
	const pp_node *ppt = node_get(t, "players_per_table");
	long long lo = node_get_int(ppt, "min", 1), hi = node_get_int(ppt, "max", 23), prev = 0;
	ck_l10n_buf msg = { 0 };
	ck_l10n_buf_printf(&msg, "mix max: %zu stages", node_len(st));
	int ok = 1;
	for (size_t i = 0; i < node_len(st); i++) {
		long long s = atoll(node_text(node_at(st, i)));
		ck_l10n_buf_puts(&msg, i ? ", " : ": ");
		ck_l10n_buf_puts(&msg, node_text(node_at(st, i)));
		if (i && s > prev) {
			ck_l10n_buf_printf(&msg, " (more seats than the stage before, %lld)", prev);
			ok = 0;
		}
		if (s < lo || s > hi) {
			ck_l10n_buf_printf(&msg, " (outside %lld to %lld players per table)", lo, hi);
			ok = 0;
		}
		prev = s;
	}
	ck_emit(ctx, "PP-ROOM-042", game, mm, "mix max", ok, "%s", ck_l10n_buf_text(&msg));
	ck_l10n_buf_free(&msg);
}

void room_check_house(ck_ctx *ctx, const pp_node *game)
{
	if (node_get(game, "house_rules"))
		check_house_rules(ctx, game, node_get(game, "house_rules"));
	const pp_node *t = node_get(game, "tournament");
	if (t && node_get(t, "mix_max"))
		check_mix_max(ctx, game, t);
}
