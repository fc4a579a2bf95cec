/* SPDX-License-Identifier: Apache-2.0 */
/* poker_room_play.c - the rules of play a house states without amounts:
 * the minimum raise against the all-in reopening rule on generated betting
 * sequences (PP-ROOM-014), the straddle against the blind order
 * (PP-ROOM-017), and the dead-button rule against the heads-up rule when a
 * table goes down to two players (PP-ROOM-018).  Amounts are whole chips
 * of a worked sequence (an opening bet of 10), exact integers. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "poker_room/poker_room.h"
#include "i18n.h"
#include "source_doc.h"

char *room_anchor_text(const pp_node *n)
{
	/* a mapping with no anchor of its own is located by its first key's */
	const pp_node *own = node_get(n, "anchor"), *keys = node_get(n, "anchors");
	const pp_node *a = !own && node_len(keys) ? node_at(keys, 0) : spec_anchor_of(n);
	unsigned first, last;
	if (!a || !spec_anchor_lines(a, &first, &last))
		return pp_xstrdup(node_citation(n) ? node_citation(n) : "no anchor");
	const char *quote = node_get_text(a, "quote", "");
	return first == last ? pp_xasprintf("line %u: \"%s\"", first, quote)
	                     : pp_xasprintf("lines %u-%u: \"%s\"", first, last, quote);
}

void room_evidence_anchor(pp_finding *f, const char *name, const pp_node *n)
{
	char *t = room_anchor_text(n);
	ck_evidence_text(f, name, t);
	free(t);
}

/* Append to the message buf of cap bytes, *used of them written: a long
 * figure truncates the message, never overruns it. */
static void appendf(char *buf, size_t cap, size_t *used, const char *fmt, ...) PP_PRINTF(4, 5);
static void appendf(char *buf, size_t cap, size_t *used, const char *fmt, ...)
{
	if (*used + 1 >= cap)
		return;
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(buf + *used, cap - *used, fmt, ap);
	va_end(ap);
	*used = n < 0 ? *used : *used + (size_t)n >= cap ? cap - 1 : *used + (size_t)n;
}

/* A worked betting round: the totals bet so far, opening bet first, each a
 * full bet or raise.  Chips of a table whose opening bet is 10. */
typedef struct {
	const char *words;      /* the sequence as a dealer would tell it */
	long long bets[2];
	int n;
} bet_seq;

static const bet_seq sequences[] = {
	{ "A bets 10", { 10, 0 }, 1 },
	{ "A bets 10, B raises to 30", { 10, 30 }, 2 },
};

/* The total a full raise must reach after the totals bets[0..n) under
 * basis: the last bet plus the difference between the last two bets (the
 * first counted from 0), or plus the largest raise of the round.  The one
 * statement of the rule: the worked sequences and the plan's examples
 * both use it. */
static void full_raise_amount(mpq_t out, const char *basis, mpq_t *bets, size_t n)
{
	mpq_t prev, step, largest;
	mpq_inits(prev, step, largest, NULL);
	for (size_t i = 0; i < n; i++) {
		mpq_sub(step, bets[i], prev);
		if (mpq_cmp(step, largest) > 0)
			mpq_set(largest, step);
		if (i + 1 < n)
			mpq_set(prev, bets[i]);
	}
	mpq_sub(step, bets[n - 1], prev);
	mpq_add(out, bets[n - 1], strcmp(basis, "last_two_bets") == 0 ? step : largest);
	mpq_clears(prev, step, largest, NULL);
}

/* full_raise_amount for a worked sequence (whole chips); -1 when the
 * basis is unknown. */
static long long full_raise_to(const char *basis, const bet_seq *s)
{
	if (!basis)
		return -1;
	mpq_t bets[2], out;
	mpq_inits(bets[0], bets[1], out, NULL);
	for (int i = 0; i < s->n; i++)
		mpq_set_si(bets[i], s->bets[i], 1);
	full_raise_amount(out, basis, bets, (size_t)s->n);
	long long to = mpz_get_si(mpq_numref(out));
	mpq_clears(bets[0], bets[1], out, NULL);
	return to;
}

/* The smallest all-in that reopens the betting after seq, read as
 * reading; full is the full raise of the minimum-raise rule (-1: none). */
static long long reopen_to(const char *reading, const bet_seq *s, long long full)
{
	long long last = s->bets[s->n - 1], prev = s->n > 1 ? s->bets[s->n - 2] : 0;
	if (strcmp(reading, "twice_bet") == 0)
		return 2 * last;
	if (strcmp(reading, "twice_raise") == 0)
		return last + 2 * (last - prev);
	return full;
}

static const char *reading_words(const char *reading)
{
	return strcmp(reading, "twice_bet") == 0 ? "twice the bet it raises"
	       : strcmp(reading, "twice_raise") == 0 ? "a raise of twice the last raise"
	       : "a full raise";
}

/* One reading of the all-in rule against the minimum-raise rule on every
 * worked sequence: the all-ins short of, at, and above a full raise, and
 * the range where one rule calls the all-in a full raise and the other
 * does not reopen the betting (or the reverse). */
static void check_reading(ck_ctx *ctx, const pp_node *game, pp_table *t, const pp_node *betting,
                          const char *reading, int checked)
{
	const pp_node *min_raise = node_get(betting, "min_raise");
	const pp_node *all_in = node_get(betting, "all_in");
	const char *basis = node_get_text(min_raise, "basis", NULL);
	char msg[768] = "";
	size_t used = 0;
	for (size_t k = 0; k < sizeof(sequences) / sizeof(sequences[0]); k++) {
		const bet_seq *s = &sequences[k];
		long long full = full_raise_to(basis, s), open = reopen_to(reading, s, full);
		long long last = s->bets[s->n - 1];
		long long xs[4] = { full - 5, full, open, (full > open ? full : open) + 5 };
		for (int i = 0; i < 4; i++) {
			if (xs[i] <= last || (i == 2 && open == full))
				continue;
			char x[24], rr[64], ar[64];
			snprintf(x, sizeof(x), "%lld", xs[i]);
			snprintf(rr, sizeof(rr), xs[i] >= full ? "a full raise (%lld or more)"
			         : "short of a full raise (%lld)", full);
			snprintf(ar, sizeof(ar), xs[i] >= open ? "reopens: A may raise"
			         : "A may only call");
			ck_table_row(t, reading, s->words, x, rr, ar,
			             (xs[i] >= full) == (xs[i] >= open) ? "yes" : "no");
		}
		if (full == open || used >= sizeof(msg) - 200)
			continue;
		long long lo = full < open ? full : open, hi = (full < open ? open : full) - 1;
		appendf(msg, sizeof(msg), &used,
		        "%safter \"%s\" an all-in to %lld-%lld %s", used ? "; " : "", s->words, lo, hi,
		        full < open ? "is a full raise under the minimum-raise rule, yet A, who "
		                      "already acted, may only call"
		                    : "is short of a full raise, yet reopens the betting for A");
	}
	char *subject = pp_xasprintf("all-in reopening (%s%s)", reading,
	                             checked ? "" : ", another reading");
	pp_finding *f;
	if (!used && checked)
		f = ck_emit(ctx, "PP-ROOM-014", game, node_get(all_in, "reopens_at"), subject, 1,
		            "read as %s, an all-in reopens the betting exactly when it is a full "
		            "raise under the minimum-raise rule, on every worked sequence",
		            reading_words(reading));
	else if (!used)
		f = ck_emit_status(ctx, "PP-ROOM-014", game, all_in, subject, PP_ST_INFO,
		                   "read as %s, the two rules agree on every worked sequence",
		                   reading_words(reading));
	else if (checked)
		f = ck_emit(ctx, "PP-ROOM-014", game, node_get(all_in, "reopens_at"), subject, 0,
		            "the all-in rule (reopens at %s) and the minimum-raise rule disagree: %s",
		            reading_words(reading), msg);
	else
		f = ck_emit_status(ctx, "PP-ROOM-014", game, all_in, subject, PP_ST_INFO,
		                   "read as %s, the all-in rule and the minimum-raise rule "
		                   "disagree: %s", reading_words(reading), msg);
	room_evidence_anchor(f, "all_in_rule", all_in);
	room_evidence_anchor(f, "min_raise_rule", min_raise);
	free(subject);
}

/* A second raise after an incomplete all-in: A bets 10, B raises to 30, C
 * goes all in short of a full raise.  What D (yet to act) must raise to,
 * and whether A and B (limited to calling) may raise after D. */
static void check_after_short_all_in(ck_ctx *ctx, const pp_node *game, const pp_node *betting)
{
	const pp_node *min_raise = node_get(betting, "min_raise");
	const pp_node *all_in = node_get(betting, "all_in");
	const char *basis = node_get_text(min_raise, "basis", NULL);
	const bet_seq *s = &sequences[1];
	long long full = full_raise_to(basis, s), short_to = full - 10;
	const bet_seq after = { "", { s->bets[1], short_to }, 2 };
	if (!basis)
		return;
	/* the incomplete all-in is one of the last two bets; it is no raise of
	 * the round's largest */
	long long d_to = strcmp(basis, "last_two_bets") == 0 ? full_raise_to(basis, &after)
	                 : short_to + (full - s->bets[1]);
	/* PASS when the incomplete all-in leaves the minimum raise as it was,
	 * INFO (what the rule says, reported) when it lowers it */
	long long largest = full - s->bets[1];
	pp_finding *f = ck_emit_status(ctx, "PP-ROOM-014", game, node_get(min_raise, "basis"),
	                               "raise after an incomplete all-in",
	                               d_to - short_to < largest ? PP_ST_INFO : PP_ST_PASS,
	                               "after \"%s\" and C all in for %lld (short of a full raise "
	                               "to %lld), D must raise to at least %lld: a raise of %lld, "
	                               "where the round's largest raise was %lld", s->words,
	                               short_to, full, d_to, d_to - short_to, largest);
	char v[24];
	snprintf(v, sizeof(v), "%lld", d_to);
	ck_evidence_text(f, "d_min_raise_to", v);
	room_evidence_anchor(f, "min_raise_rule", min_raise);
	const char *lasts = node_get_text(all_in, "limit_lasts", NULL);
	const char *sub = "limit after an incomplete all-in";
	if (!lasts)
		f = ck_emit(ctx, "PP-ROOM-014", game, all_in, sub, 0,
		            "neither rule decides whether A and B, limited to calling by C's all-in "
		            "for %lld, may raise again after D's full raise to %lld", short_to, d_to);
	else if (strcmp(lasts, "rest_of_round") == 0)
		f = ck_emit_status(ctx, "PP-ROOM-014", game, node_get(all_in, "limit_lasts"), sub,
		                   PP_ST_INFO, "A and B, limited to calling by C's all-in for %lld, "
		                   "stay limited for the rest of the round: after D's full raise to "
		                   "%lld they may still only call", short_to, d_to);
	else
		f = ck_emit(ctx, "PP-ROOM-014", game, node_get(all_in, "limit_lasts"), sub, 1,
		            "D's full raise to %lld lets A and B, limited to calling by C's all-in "
		            "for %lld, raise again", d_to, short_to);
	room_evidence_anchor(f, "all_in_rule", all_in);
	room_evidence_anchor(f, "min_raise_rule", min_raise);
}

/* full_raise_amount for the totals a plan's example lists. */
static void full_raise_q(mpq_t out, const char *basis, const pp_node *bets, size_t n)
{
	mpq_t *q = pp_xcalloc(n, sizeof(*q));
	for (size_t i = 0; i < n; i++) {
		mpq_init(q[i]);
		num_from_node(q[i], node_at(bets, i));
	}
	full_raise_amount(out, basis, q, n);
	for (size_t i = 0; i < n; i++)
		mpq_clear(q[i]);
	free(q);
}

/* Compare the plan's figure key of example e with the computed one;
 * returns 1 when they agree or the plan states none. */
static int example_figure(const pp_node *e, const char *key, const mpq_t computed,
                          char *msg, size_t cap, size_t *used)
{
	const pp_node *n = node_get(e, key);
	if (!n)
		return 1;
	mpq_t stated;
	mpq_init(stated);
	num_from_node(stated, n);
	int ok = mpq_equal(stated, computed);
	char *c = num_plain(computed);
	appendf(msg, cap, used, "%s%s: the plan says %s, the rules "
	                          "give %s", *used ? "; " : "", key, node_text(n), c);
	free(c);
	mpq_clear(stated);
	return ok;
}

/* PP-ROOM-020: each worked example the plan prints, recomputed under its
 * minimum-raise and all-in rules. */
static void check_examples(ck_ctx *ctx, const pp_node *game, const pp_node *betting)
{
	const pp_node *examples = node_get(betting, "examples");
	const char *basis = node_get_text(node_get(betting, "min_raise"), "basis", NULL);
	const char *reading = node_get_text(node_get(betting, "all_in"), "reopens_at", NULL);
	mpq_t full, all_in, next, last, prev;
	mpq_inits(full, all_in, next, last, prev, NULL);
	for (size_t i = 0; i < node_len(examples); i++) {
		const pp_node *e = node_at(examples, i), *bets = node_get(e, "bets");
		const char *name = node_get_text(e, "name", "");
		size_t n = node_len(bets);
		if (!basis) {
			ck_emit_status(ctx, "PP-ROOM-020", game, e, name, PP_ST_NOTAPPLICABLE,
			               "`%s`: the plan states no minimum-raise rule to recompute it by",
			               name);
			continue;
		}
		full_raise_q(full, basis, bets, n);
		mpq_set(next, full);
		int ok = 1, reopens = 1;
		char msg[512] = "";
		size_t used = 0;
		ok &= example_figure(e, "full_raise_to", full, msg, sizeof(msg), &used);
		if (node_get(e, "all_in")) {
			num_get(all_in, e, "all_in");
			num_from_node(last, node_at(bets, n - 1));
			mpq_set_ui(prev, 0, 1);
			if (n > 1)
				num_from_node(prev, node_at(bets, n - 2));
			/* the next raise is over the all-in, by the rule's step */
			mpq_sub(next, full, last);
			if (strcmp(basis, "last_two_bets") == 0 || mpq_cmp(all_in, full) >= 0)
				mpq_sub(next, all_in, last);
			mpq_add(next, next, all_in);
			if (!reading || strcmp(reading, "full_raise") == 0)
				reopens = mpq_cmp(all_in, full) >= 0;
			else if (strcmp(reading, "twice_bet") == 0) {
				mpq_add(prev, last, last);
				reopens = mpq_cmp(all_in, prev) >= 0;
			} else {
				mpq_sub(prev, last, prev);
				mpq_add(prev, prev, prev);
				mpq_add(prev, prev, last);
				reopens = mpq_cmp(all_in, prev) >= 0;
			}
			const pp_node *may = node_get(e, "earlier_may_raise");
			if (may && reading) {
				ok &= node_bool(may) == reopens;
				appendf(msg, sizeof(msg), &used,
				        "%searlier_may_raise: the plan says %s, the all-in rule gives %s",
				        used ? "; " : "", node_bool(may) ? "yes" : "no",
				        reopens ? "yes" : "no");
			}
		}
		ok &= example_figure(e, "min_raise_to", next, msg, sizeof(msg), &used);
		pp_finding *f = ck_emit(ctx, "PP-ROOM-020", game, e, name, ok, "`%s` (%s): %s", name,
		                        basis, used ? msg : "no figure stated to check");
		char *v = num_plain(next);
		ck_evidence_text(f, "min_raise_to", v);
		free(v);
	}
	mpq_clears(full, all_in, next, last, prev, NULL);
}

/* PP-ROOM-014: the minimum-raise rule and the all-in rule, checked against
 * each other under the plan's reading and each other reading it lists;
 * PP-ROOM-029 (an open rule, not a defect) when the plan states no all-in
 * rule, or reopens at a full raise without saying how large one is. */
static void check_betting(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *betting = node_get(game, "betting");
	if (!betting)
		return;
	const pp_node *min_raise = node_get(betting, "min_raise");
	const pp_node *all_in = node_get(betting, "all_in");
	const char *basis = node_get_text(min_raise, "basis", NULL);
	const char *reading = node_get_text(all_in, "reopens_at", NULL);
	check_examples(ctx, game, betting);
	if (!all_in || !reading) {
		pp_finding *f = ck_emit(ctx, "PP-ROOM-029", game, all_in ? all_in : betting,
		                        "all-in reopening", 0, "the plan does not say whether an "
		                        "all-in short of a full raise lets players who already acted "
		                        "raise: after \"A bets 10, B raises to 30\", an all-in to 40 "
		                        "leaves A's options undecided");
		room_evidence_anchor(f, "min_raise_rule", min_raise ? min_raise : betting);
		check_after_short_all_in(ctx, game, betting);
		return;
	}
	if (!basis && strcmp(reading, "full_raise") == 0) {
		pp_finding *f = ck_emit(ctx, "PP-ROOM-029", game, node_get(all_in, "reopens_at"),
		                        "all-in reopening (full_raise)", 0, "the all-in rule reopens "
		                        "the betting at a full raise, but the plan does not say how "
		                        "large a full raise is: neither rule decides whether an "
		                        "all-in to 40 after \"A bets 10, B raises to 30\" reopens it");
		room_evidence_anchor(f, "all_in_rule", all_in);
		return;
	}
	pp_table *t = ck_table(ctx, game, "betting", "All-ins on worked betting sequences", 6,
	                       N_("reading"), N_("sequence"), N_("all-in to"), N_("minimum-raise rule"),
	                       N_("all-in rule"), N_("agree"));
	if (basis)
		check_reading(ctx, game, t, betting, reading, 1);
	const pp_node *others = node_get(all_in, "readings");
	for (size_t i = 0; basis && i < node_len(others); i++) {
		const char *other = node_text(node_at(others, i));
		int seen = strcmp(other, reading) == 0;   /* one finding per reading */
		for (size_t j = 0; !seen && j < i; j++)
			seen = strcmp(other, node_text(node_at(others, j))) == 0;
		if (!seen)
			check_reading(ctx, game, t, betting, other, 0);
	}
	check_after_short_all_in(ctx, game, betting);
}

/* PP-ROOM-017: the straddler sits left of the big blind, the seat the blind
 * order makes first to act before the flop.  A straddle rule that makes him
 * close the first round is itself the exception to that order (the
 * particular rule for a straddled hand over the general one), as much as
 * one the blind order states; only a plan that does not say who acts
 * first leaves the straddler's turn undecided. */
static void check_straddle(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *st = node_get(game, "straddle"), *blinds = node_get(game, "blinds");
	if (!st)
		return;
	const char *seat = node_get_text(st, "seat", "");
	const char *first = node_get_text(blinds, "first_to_act_preflop", NULL);
	int last = node_get_bool(st, "acts_last_preflop", 0);
	const char *exception = node_get_text(blinds, "straddle_exception", NULL);
	pp_finding *f;
	if (!first)
		f = ck_emit(ctx, "PP-ROOM-017", game, st, "straddle and blind order", 0,
		            "the plan does not say who acts first before the flop, so neither rule "
		            "decides whether the straddler acts first or last");
	else if (strcmp(seat, first) == 0 && last && !exception)
		f = ck_emit(ctx, "PP-ROOM-017", game, node_get(st, "acts_last_preflop"),
		            "straddle and blind order", 1, "the straddler sits %s, the seat the "
		            "blind order makes first to act before the flop, and the straddle rule "
		            "makes him close the first betting round: the straddle rule is the "
		            "exception to the order", strcmp(seat, "button") == 0
		            ? "on the button" : "left of the big blind");
	else
		f = ck_emit(ctx, "PP-ROOM-017", game, st, "straddle and blind order", 1,
		            "the straddle (%s) and the blind order agree on who acts first and last "
		            "before the flop%s", seat, exception ? ", by the stated exception" : "");
	room_evidence_anchor(f, "straddle_rule", st);
	if (blinds)
		room_evidence_anchor(f, "blind_order", blinds);
}

/* Where the next hand's blinds and button fall after one of three players
 * (button seat 0, small blind 1, big blind 2) leaves, under the dead-button
 * rule: the big blind moves to the next player; the small blind and the
 * button are on the seats before it (empty ones too, when the rule allows
 * dead ones), else on the players before it. */
static void next_hand(int gone, int dead_sb, int dead_button, int *bb, int *sb, int *button)
{
	*bb = (2 + 1) % 3 == gone ? (2 + 2) % 3 : (2 + 1) % 3;
	int s = (*bb + 2) % 3;
	if (s == gone && !dead_sb)
		s = (s + 2) % 3;
	*sb = s;
	int b = (s + 2) % 3;
	if (b == gone && !dead_button)
		b = (b + 2) % 3;
	*button = b;
}

/* PP-ROOM-018: the dead-button rule taken down to two players against the
 * heads-up rule (the small blind on the button). */
static void check_dead_button(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *db = node_get(game, "dead_button"), *blinds = node_get(game, "blinds");
	if (!db || !node_get_bool(db, "big_blind_first", 0))
		return;
	const pp_node *hu = node_get(blinds, "heads_up_small_blind_on_button");
	const pp_node *transition = node_get(db, "heads_up_transition");
	if (!hu || !node_bool(hu)) {
		ck_emit_status(ctx, "PP-ROOM-018", game, db, "heads-up transition",
		               PP_ST_NOTAPPLICABLE, "the plan states no heads-up rule to check "
		               "the dead-button rule against");
		return;
	}
	static const char *const role[3] = { "the button", "the small blind", "the big blind" };
	char msg[640] = "";
	size_t used = 0;
	int conflicts = 0;
	for (int gone = 0; gone < 3; gone++) {
		int bb, sb, button;
		next_hand(gone, node_get_bool(db, "dead_small_blind", 0),
		          node_get_bool(db, "dead_button", 0), &bb, &sb, &button);
		if (sb == button && sb != gone)
			continue;
		conflicts++;
		appendf(msg, sizeof(msg), &used,
		        "%swhen %s leaves, the big blind goes to seat %d, the small blind to seat "
		        "%d%s and the button to seat %d%s", used ? "; " : "", role[gone], bb + 1,
		        sb + 1, sb == gone ? " (empty)" : "", button + 1,
		        button == gone ? " (empty)" : "");
	}
	pp_finding *f;
	if (!conflicts)
		f = ck_emit(ctx, "PP-ROOM-018", game, db, "heads-up transition", 1,
		            "going from three players to two, the dead-button rule puts the small "
		            "blind on the button, as the heads-up rule does");
	else if (transition)
		f = ck_emit(ctx, "PP-ROOM-018", game, transition, "heads-up transition", 1,
		            "going from three players to two the dead-button rule and the heads-up "
		            "rule differ (%s); the plan states the transition", msg);
	else
		f = ck_emit(ctx, "PP-ROOM-018", game, db, "heads-up transition", 0,
		            "going from three players (seats 1-3: button, small blind, big blind) to "
		            "two, the dead-button rule and the heads-up rule (the small blind on the "
		            "button) disagree and the plan does not say which applies: %s", msg);
	room_evidence_anchor(f, "dead_button_rule", db);
	room_evidence_anchor(f, "heads_up_rule", hu);
}

void room_check_play(ck_ctx *ctx, const pp_node *game)
{
	check_betting(ctx, game);
	check_straddle(ctx, game);
	check_dead_button(ctx, game);
}
