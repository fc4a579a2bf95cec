/* SPDX-License-Identifier: Apache-2.0 */
/* poker_room.h - the poker-room family's parts: rake (poker_room_rake.c),
 * jackpot shares (poker_room_jackpot.c), decks and tournament fees with the
 * rule table (poker_room.c).  Each part records its own findings. */
#ifndef PP_POKER_ROOM_H
#define PP_POKER_ROOM_H

#include "core/check.h"

/* PP-ROOM-001..003: percentage rake rules, their rounding and examples. */
void room_check_rake_rules(ck_ctx *ctx, const pp_node *game);

/* PP-ROOM-002, -004..006, -008: rake tables per blind level, and the
 * rates between the currencies of the tables. */
void room_check_rake_tables(ck_ctx *ctx, const pp_node *game);

/* PP-ROOM-007, -010..012: jackpot collection and share tables. */
void room_check_jackpots(ck_ctx *ctx, const pp_node *game);

/* The share text s ("9.333", "x") into out: returns 1 for a number, 0 for
 * "x" (nobody in the role), -1 for anything else.  *decimals receives how
 * many fraction digits the plan printed (0 for "40"). */
int room_share(mpq_t out, const char *s, unsigned *decimals);

/* PP-ROOM-002 for a rake of pct in currency cur with no rounding rule:
 * the first pot from start up, in the currency's smallest unit, whose rake
 * is not a whole unit.  Located at `at`. */
void room_no_rounding(ck_ctx *ctx, const pp_node *game, const pp_node *at,
                      const char *subject, const char *cur, const mpq_t pct,
                      const mpq_t start);

/* How a figure stands against a rate the plan states with bound
 * ("exactly" or NULL, "at_most", "at_least", "usually"): PP_ST_PASS when
 * it keeps the bound, the rule's failure when not, and PP_ST_INFO when a
 * soft ("usually") rate is not kept: a soft rate is reported, never failed. */
pp_check_status room_bound_status(const char *bound, const mpq_t figure, const mpq_t rate);

/* "at most", "at least", "usually", or "" for bound (NULL: exactly). */
const char *room_bound_words(const char *bound);

/* 100 q with a % sign, exactly ("5%", "100/3%"); caller frees. */
char *room_pct(const mpq_t q);

/* The fee per hour of a time collection map (minutes, fee) into out. */
void room_per_hour(mpq_t out, const pp_node *time);

/* The share of the pot a rounding rule {unit, per_full} takes: unit /
 * per_full ("one euro per full 20 euros" is 1/20). */
void room_rounding_rate(mpq_t out, const pp_node *rounding);

/* The smallest unit of currency code: its smallest chip (ck_smallest_chip),
 * else 1. */
void room_unit(ck_ctx *ctx, const pp_node *game, const char *code, mpq_t out);

/* PP-ROOM-014, -017, -018: the minimum raise against the all-in rule on
 * worked betting sequences, the straddle against the blind order, the dead
 * button against the heads-up rule (poker_room_play.c). */
void room_check_play(ck_ctx *ctx, const pp_node *game);

/* PP-ROOM-015, -016, -019: piecewise conditions, the odd chip and the chip
 * race's rounding, each for the cases it leaves out or states twice
 * (poker_room_pieces.c). */
void room_check_pieces(ck_ctx *ctx, const pp_node *game);

/* Why the rule `field` of mapping map that game leaves open needs no
 * statement (ck_family.open_decided): the chip race's `ratios` when its
 * remainder rules decide every share whatever the ratio; else NULL. */
const char *room_open_decided(const pp_node *game, const pp_node *map, const char *field);

/* PP-ROOM-021..025: the betting structure of the room and each variant,
 * the least-blinds tables, the raising rules and the multiple-chips
 * examples (poker_room_betting.c). */
void room_check_betting(ck_ctx *ctx, const pp_node *game);

/* PP-ROOM-028: the raising chart of subject (the room or a variant)
 * against one bet per raise, its rounds' most and total, and the raise
 * cap (may be NULL) (poker_room_chart.c). */
void room_check_chart(ck_ctx *ctx, const pp_node *game, const char *subject,
                      const pp_node *chart, const pp_node *cap);

/* PP-ROOM-026, -027: tournament fees with re-buys and add-ons, and the
 * shares out of the prize pool (poker_room_tournament.c). */
void room_check_tournament_money(ck_ctx *ctx, const pp_node *game);

/* Where node n is anchored in the document ("lines 76-78: \"...\""), or its
 * citation; caller frees. */
char *room_anchor_text(const pp_node *n);

/* Evidence name of f: the anchor of n (room_anchor_text), so a finding
 * about two rules is located at both. */
void room_evidence_anchor(pp_finding *f, const char *name, const pp_node *n);

/* A variant's hands (poker_room_hands.c).  The rankings a plan names. */
enum { ROOM_RANK_HIGH, ROOM_RANK_A5, ROOM_RANK_27 };

/* A five-card hand: its ranks 2..14 (ace 14), highest first, and whether
 * the plan says it is of one suit. */
typedef struct {
	unsigned char rank[5];
	int flush;
} room_hand;

/* A hand with its strength under one ranking (room_hand_strength). */
typedef struct {
	room_hand hand;
	long strength;
} room_ranked;

/* "high", "ace_to_five_low", "deuce_to_seven_low" as ROOM_RANK_*, or -1. */
int room_ranking_parse(const char *s);

/* A hand as printed ("8-6-4-3-A", "J, 7, 4, 3, 2"; ranks A K Q J T/10
 * 9..2) into h: 1 when it is five ranks one deck can deal (no rank five
 * times, a flush of five different ranks), else 0. */
int room_hand_parse(room_hand *h, const char *text, int flush);

/* The strength of h under ranking: smaller is better, equal for hands of
 * the same value (Ace-to-Five ignores suits and straights, counts the ace
 * as 1; Deuce-to-Seven is the high ranking reversed, the ace always
 * high). */
long room_hand_strength(int ranking, const room_hand *h);

/* 1 when h is a low hand under the eight-or-better qualifier (five
 * different ranks, none above 8, the ace low), or when there is none. */
int room_hand_qualifies(const room_hand *h, int eight_or_better);

/* h as "7-5-4-2-A" (aces last Ace-to-Five, first otherwise; " flush"
 * added when it counts); caller frees. */
char *room_hand_text(int ranking, const room_hand *h);

/* Every hand the ranking admits under the qualifier, best first, into
 * *out (caller frees); returns how many (56 for eight-or-better
 * Ace-to-Five, 6175 Ace-to-Five with no qualifier, 7462 otherwise). */
size_t room_hands_admitted(int ranking, int eight_or_better, room_ranked **out);

/* The five-card hands a player may choose among, with own cards of his own
 * and board on the board, under the rule: hole "exactly", "at_most",
 * "at_least" hole_cards of his own or "any"; board_cards exactly from
 * the board (-1: the rest).  0 when no hand can be made. */
unsigned long room_hands_makeable(const char *hole, long hole_cards, long board_cards,
                                  long own, long board);

/* PP-ROOM-030..032: each variant's hand ranking and hand-making rule, and
 * its printed lists of ranked hands (poker_room_hands.c). */
void room_check_hands(ck_ctx *ctx, const pp_node *game);
/* The value of key in a variant's betting vb, else in the room's rb
 * (either may be NULL) (poker_room_betting.c). */
const pp_node *room_inherit(const pp_node *vb, const pp_node *rb, const char *key);
const char *room_inherit_text(const pp_node *vb, const pp_node *rb, const char *key);

/* The minimum-raise rule of a structure (vb over the room's rb), key by
 * key over the room's: its basis and its previous_bet_times node (each
 * NULL when neither states it). */
void room_min_raise_rule(const pp_node *vb, const pp_node *rb, const char **basis,
                         const pp_node **times);

/* Pot limit: with a pot of pot before the round, the other players'
 * totals bets[0..n) and the acting player's own: top, the highest bet,
 * pot_after_call, the pot once he calls (pot, every bet, and top of his
 * own), and max_to, the most he may bet to (top + pot_after_call)
 * (poker_room_limits.c). */
void room_pot_limit(mpq_t max_to, mpq_t pot_after_call, mpq_t top, const mpq_t pot,
                    mpq_t *bets, size_t n, const mpq_t own);

/* The least raise-to after the totals bets[0..n) (n >= 1): k times the
 * last when k > 0, else the last plus the step the basis names
 * (last_two_bets: the last increase; largest_raise: the largest), the
 * opening bet counted as the first increase. */
void room_min_raise(mpq_t min_to, mpq_t *bets, size_t n, const char *basis, long long k);

/* PP-ROOM-040: the most bet of one betting structure (own over the room's
 * rb) against its limit, and its worked limit examples recomputed. */
void room_check_limits(ck_ctx *ctx, const pp_node *game, const char *subject,
                       const pp_node *own, const pp_node *rb);

/* PP-ROOM-041: each mixed game's variants, rotation, table and deck
 * against the room's variants (poker_room_mixed.c). */
void room_check_mixed(ck_ctx *ctx, const pp_node *game);

/* PP-ROOM-042: the house rules of time and age and the mix-max table
 * sizes, listed and checked against each other (poker_room_mixed.c). */
void room_check_house(ck_ctx *ctx, const pp_node *game);

#endif
