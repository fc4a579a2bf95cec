/* SPDX-License-Identifier: Apache-2.0 */
/* roulette.c - the roulette family: wheel, layout bets and payouts, zero
 * rules, exact RTP of every bet, maximum win.  Call bets: roulette_calls.c. */
#include <stdlib.h>
#include <string.h>

#include "core/figures.h"
#include "roulette/roulette.h"
#include "roulette/roulette_tournament.h"
#include "i18n.h"

/* PP-ROUL-001: the wheel order is a permutation of 0..36 (not applicable
 * when the plan leaves it open).  Returns whether the order can be used. */
static int check_order(ck_ctx *ctx, const pp_node *game, const pp_node *wheel,
                       unsigned char *order)
{
	const pp_node *list = node_get(wheel, "order");
	unsigned seen[ROUL_POCKETS] = { 0 };
	if (!list) { /* left open (PP-PLAN-007): nothing is assumed in its place */
		ck_emit_status(ctx, "PP-ROUL-001", game, wheel, "wheel", PP_ST_NOTAPPLICABLE,
		               "the plan does not give the wheel order: the colours' alternation, "
		               "the neighbours' examples and the wheel runs of call bets are not "
		               "checked");
		return 0;
	}
	size_t n = node_len(list);
	for (size_t i = 0; i < n; i++) {
		unsigned v = (unsigned)node_int(node_at(list, i));
		seen[v]++;
		if (i < ROUL_POCKETS)
			order[i] = (unsigned char)v;
	}
	pp_buf missing = { 0 }, twice = { 0 };
	for (unsigned v = 0; v < ROUL_POCKETS; v++) {
		if (!seen[v])
			pp_buf_printf(&missing, "%s%u", missing.len ? ", " : "", v);
		if (seen[v] > 1)
			pp_buf_printf(&twice, "%s%u", twice.len ? ", " : "", v);
	}
	int ok = n == ROUL_POCKETS && !missing.len && !twice.len;
	pp_finding *f = ck_emit(ctx, "PP-ROUL-001", game, list, "wheel", ok,
	                        ok ? N_("the wheel order holds each number 0-36 once")
	                           : N_("the wheel order is not a permutation of 0-36: %zu numbers"
	                             "%s%s%s%s"), n, missing.len ? "; missing " : "",
	                        missing.len ? missing.data : "", twice.len ? "; repeated " : "",
	                        twice.len ? twice.data : "");
	if (!ok) {
		ck_evidence_text(f, "missing", missing.len ? missing.data : "");
		ck_evidence_text(f, "repeated", twice.len ? twice.data : "");
	}
	pp_buf_free(&missing);
	pp_buf_free(&twice);
	return ok;
}

/* PP-ROUL-002: the red numbers are the standard ones and alternate with
 * black around the wheel. */
static void check_red(ck_ctx *ctx, const pp_node *game, const pp_node *wheel,
                      const unsigned char *order, int order_ok)
{
	const pp_node *red_node = node_get(wheel, "red");
	roul_set std = roul_standard_red();
	if (!red_node) {
		ck_emit_status(ctx, "PP-ROUL-002", game, wheel, "colours", PP_ST_NOTAPPLICABLE,
		               "the plan does not list the red numbers; the standard ones are "
		               "assumed");
		return;
	}
	int dups;
	roul_set red = roul_set_of(red_node, &dups);
	/* Alternation is only checkable on a valid wheel order. */
	int alternate = 1;
	for (unsigned i = 0; order_ok && i < ROUL_POCKETS; i++) {
		unsigned a = order[i], b = order[(i + 1) % ROUL_POCKETS];
		if (a != 0 && b != 0 && ((red >> a) & 1) == ((red >> b) & 1))
			alternate = 0;
	}
	int standard = red == std && !dups;
	char *diff = roul_set_text(red ^ std);
	pp_finding *f = ck_emit(ctx, "PP-ROUL-002", game, red_node, "colours",
	                        standard && alternate,
	                        !standard ? N_("the red numbers differ from the standard set in %s")
	                        : alternate ? N_("the red numbers are the standard ones%s and "
	                                      "alternate with black on the wheel")
	                        : N_("the red numbers are the standard ones%s but do not "
	                          "alternate with black on the wheel"),
	                        standard ? "" : diff);
	ck_evidence_text(f, "differs_from_standard", diff);
	free(diff);
}

/* Exact RTP of a layout bet covering n numbers paying p:1, when even
 * chances follow zero rule `zero` ("lose", "half_back", ...).  half_win
 * is the literal reading of "the player wins half his stake" on a zero: a
 * slip for half_back as often as not, encoded as worded and priced so. */
static void bet_rtp(mpq_t rtp, unsigned n, const mpq_t p, int even_chance,
                    const char *zero)
{
	mpq_t t;
	mpq_init(t);
	mpq_set_ui(t, 1, 1);
	mpq_add(rtp, p, t);           /* p + 1 returned per unit on a win */
	mpq_set_ui(t, n, ROUL_POCKETS);
	mpq_mul(rtp, rtp, t);
	if (even_chance && zero && strcmp(zero, "lose") != 0) {
		if (strcmp(zero, "en_prison") == 0)
			mpq_set_ui(t, 18, ROUL_POCKETS * ROUL_POCKETS); /* freed on a win next */
		else if (strcmp(zero, "half_win") == 0)
			mpq_set_ui(t, 3, 2 * ROUL_POCKETS); /* the stake back and half of it won */
		else
			mpq_set_ui(t, 1, 2 * ROUL_POCKETS); /* half the stake back on 0 */
		mpq_add(rtp, rtp, t);
	}
	mpq_clear(t);
}

/* The PAR-sheet outcomes of a layout bet covering n numbers at payout p:
 * a win, the zero rule of an even chance (zero "lose": none), a loss. */
static void bet_figures(ck_ctx *ctx, const pp_node *game, const char *subject, unsigned n,
                        const mpq_t p, const char *zero)
{
	ck_dist d;
	mpq_t q, net;
	mpq_inits(q, net, NULL);
	ck_dist_init(&d, subject, "main");
	ck_dist_set_space_ui(&d, ROUL_POCKETS); /* en prison's 18/37² falls back to its own */
	mpq_set_ui(q, n, ROUL_POCKETS);
	mpq_canonicalize(q);
	ck_dist_add(&d, "win", q, p);
	mpq_set_ui(q, 1, ROUL_POCKETS);
	if (zero && strcmp(zero, "en_prison") == 0) {
		/* The imprisoned stake is freed (returned) by a win on the next spin. */
		mpq_set_ui(q, 18, ROUL_POCKETS * ROUL_POCKETS);
		mpq_set_ui(net, 0, 1);
		ck_dist_add(&d, "zero, then freed by a win", q, net);
	} else if (zero && strcmp(zero, "half_win") == 0) {
		mpq_set_ui(net, 1, 2);
		ck_dist_add(&d, "zero: the stake back and half of it won", q, net);
	} else if (zero && strcmp(zero, "lose") != 0) {
		mpq_set_si(net, -1, 2);
		ck_dist_add(&d, "zero: half the stake back", q, net);
	}
	ck_dist_add_rest(&d, "lose", -1);
	ck_figures_record(ctx, game, &d);
	mpq_clears(q, net, NULL);
}

/* PP-ROUL-004: the number sets the plan gives for a bet are bets of it. */
static void check_sets(ck_ctx *ctx, const pp_node *game, const pp_node *bet, roul_bet b)
{
	const pp_node *sets = node_get(bet, "sets");
	for (size_t i = 0; i < node_len(sets); i++) {
		const pp_node *s = node_at(sets, i);
		int dups;
		roul_set set = roul_set_of(s, &dups);
		int ok = !dups && roul_is_layout_bet(b, set);
		char *txt = roul_set_text(set);
		char subject[64];
		snprintf(subject, sizeof(subject), "%s %zu", roul_bet_name(b), i + 1);
		ck_emit(ctx, "PP-ROUL-004", game, s, subject, ok,
		        ok ? N_("%s is a %s of the layout") : N_("%s is not a %s of the layout"),
		        txt, roul_bet_name(b));
		free(txt);
	}
}

/* Even-chance zero rules: the plan's variants, or "lose" when it has none. */
static size_t zero_rules(const pp_node *game, const pp_node **rules)
{
	*rules = node_get(game, "zero_rules");
	return node_len(*rules);
}

static void rtp_row(ck_ctx *ctx, pp_table *t, const pp_node *game, const pp_node *at,
                    const char *subject, unsigned count, unsigned n, const mpq_t p,
                    const mpq_t fair, const mpq_t rtp)
{
	char cnt[16], cov[16];
	snprintf(cnt, sizeof(cnt), "%u", count);
	snprintf(cov, sizeof(cov), "%u", n);
	char *pr = num_ratio(p), *fr = num_ratio(fair), *ex = num_exact(rtp);
	char *pct = ck_pct(rtp);
	ck_table_row(t, subject, cnt, cov, pr, fr, ex, pct);
	ck_rtp(ctx, game, at, subject, "main", rtp);
	free(pr);
	free(fr);
	free(ex);
	free(pct);
}

/* PP-ROUL-003/004/005 and PP-RTP-001 for every bet type of the layout. */
static void check_bets(ck_ctx *ctx, const pp_node *game, mpq_t *payout, int *has)
{
	const pp_node *bets = node_get(game, "bets"), *rules;
	size_t nrules = zero_rules(game, &rules);
	pp_table *t = ck_table(ctx, game, "bets", "Layout bets: coverage, payout and RTP", 7,
	                       N_("bet"), N_("bets on the layout"), N_("numbers covered"),
	                       N_("declared payout"), N_("fair payout 36/n-1"), N_("RTP"), N_("RTP %"));
	for (int b = 0; b < RB_COUNT; b++) {
		const pp_node *bet = NULL;
		for (size_t i = 0; i < node_len(bets); i++)
			if (strcmp(node_get_text(node_at(bets, i), "type", ""), roul_bet_name(b)) == 0)
				bet = node_at(bets, i);
		roul_set all[64];
		unsigned count = (unsigned)roul_layout_bets(b, all);
		unsigned n = roul_count(all[count - 1]);
		has[b] = bet != NULL;
		ck_emit(ctx, "PP-ROUL-005", game, bet ? bet : bets, roul_bet_name(b), bet != NULL,
		        bet ? N_("the plan states the payout of %s bets (%u on the layout)")
		            : N_("the plan states no payout for %s bets (%u on the layout)"),
		        roul_bet_name(b), count);
		if (!bet)
			continue;
		const pp_node *pn = node_get(bet, "payout");
		mpq_t fair, rtp;
		mpq_inits(fair, rtp, NULL);
		num_from_node(payout[b], pn);
		mpq_set_ui(fair, 36 - n, n); /* 36/n - 1 */
		mpq_canonicalize(fair);
		int ok = mpq_equal(payout[b], fair);
		char *fr = num_ratio(fair);
		pp_finding *f = ck_emit(ctx, "PP-ROUL-003", game, pn, roul_bet_name(b), ok,
		                        "%s covers %u number(s): pays %s, 36/%u-1 is %s",
		                        roul_bet_name(b), n, pn->text, n, fr);
		ck_evidence_q(f, "declared", payout[b], 4);
		ck_evidence_q(f, "fair", fair, 4);
		free(fr);
		check_sets(ctx, game, bet, b);
		if (!roul_is_even_chance(b) || nrules == 0) {
			bet_rtp(rtp, n, payout[b], roul_is_even_chance(b), "lose");
			rtp_row(ctx, t, game, pn, roul_bet_name(b), count, n, payout[b], fair, rtp);
			bet_figures(ctx, game, roul_bet_name(b), n, payout[b], NULL);
		}
		for (size_t r = 0; roul_is_even_chance(b) && r < nrules; r++) {
			const pp_node *rule = node_at(rules, r);
			char subject[96];
			snprintf(subject, sizeof(subject), "%s, zero rule %s (%s)",
			         roul_bet_name(b), node_get_text(rule, "id", ""),
			         node_get_text(rule, "even_chances", ""));
			bet_rtp(rtp, n, payout[b], 1, node_get_text(rule, "even_chances", "lose"));
			rtp_row(ctx, t, game, rule, subject, count, n, payout[b], fair, rtp);
			bet_figures(ctx, game, subject, n, payout[b],
			            node_get_text(rule, "even_chances", "lose"));
		}
		mpq_clears(fair, rtp, NULL);
	}
}

static pp_status roulette_check(ck_ctx *ctx, const pp_node *game, pp_error *err)
{
	(void)err;
	const pp_node *wheel = node_get(game, "wheel");
	unsigned char order[ROUL_POCKETS];
	mpq_t payout[RB_COUNT];
	int has[RB_COUNT];
	for (int b = 0; b < RB_COUNT; b++)
		mpq_init(payout[b]);
	memset(order, 0, sizeof(order));
	int order_ok = check_order(ctx, game, wheel, order);
	check_red(ctx, game, wheel, order, order_ok);
	check_bets(ctx, game, payout, has);
	roul_check_calls(ctx, game, order, order_ok, (const mpq_t *)payout, has);
	roul_check_bet_limits(ctx, game);
	roul_check_tournament(ctx, game);
	for (int b = 0; b < RB_COUNT; b++)
		mpq_clear(payout[b]);
	return PP_OK;
}

/* The best win: the maximum bet on the bet with the highest payout. */
static int roulette_max_win(ck_ctx *ctx, const pp_node *game, const pp_node *limits,
                            mpq_t gross, mpq_t net, pp_buf *path)
{
	return ck_best_single_bet_win_in(ctx, node_get(game, "bets"), "type", limits, gross, net, path);
}

static const pp_rule roulette_rules[] = {
	{ "PP-ROUL-001", N_("The wheel order is a permutation of 0-36"), PP_SEV_ERROR,
	  "Checks that the wheel order the plan gives holds every number 0 to 36 "
	  "exactly once.",
	  "A single-zero wheel has 37 pockets; the announced bets and the colour "
	  "pattern are defined by this order.",
	  "Copy the wheel order from the wheel manufacturer's drawing." },
	{ "PP-ROUL-002", N_("The red numbers are the standard ones"), PP_SEV_ERROR,
	  "Compares the red numbers the plan lists with the standard set (1, 3, 5, 7, "
	  "9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36) and checks that red "
	  "and black alternate around the wheel.",
	  "The even-chance bets red and black are defined by the colouring.",
	  "Correct the list of red numbers." },
	{ "PP-ROUL-003", N_("Every layout bet pays 36/n - 1 for n numbers covered"),
	  PP_SEV_ERROR,
	  "Generates every bet of the single-zero layout, counts the numbers each "
	  "covers (n), and compares the declared payout with 36/n - 1, the payout "
	  "that gives every bet the same return 36/37.",
	  "European roulette's payouts are all derived from 36/n - 1; a deviation "
	  "changes one bet's return and is usually a typing error.",
	  "Correct the payout to 36/n - 1, or state the bet's different return "
	  "deliberately." },
	{ "PP-ROUL-004", N_("Number sets named for a bet are bets of the layout"),
	  PP_SEV_ERROR,
	  "Checks that every set of numbers the plan names for a bet (its examples, "
	  "or the dozens, columns and even chances it lists) is a bet of that type "
	  "on the standard layout.",
	  "An example or definition that is not a bet of the layout misdescribes "
	  "the bet to players.",
	  "Correct the numbers the plan lists for the bet." },
	{ "PP-ROUL-005", N_("Every bet type of the layout has a stated payout"), PP_SEV_INFO,
	  "Lists the bet types of the standard layout and checks that the plan states "
	  "a payout for each.",
	  "A bet the table allows but the plan does not pay is unregulated.",
	  "State the payout of the bet type, or say that it is not offered." },
	{ "PP-ROUL-006", N_("Call bets are made of bets of the layout"), PP_SEV_ERROR,
	  "Checks that every part of an announced bet (split 0/3, corner 25/26/28/29, "
	  "...) is a bet of the stated type on the layout.",
	  "An announced bet is placed by the dealer as its parts; a part that is not "
	  "a bet cannot be placed.",
	  "Correct the numbers of the part." },
	{ "PP-ROUL-007", N_("A call bet's chip count is the sum of its parts"), PP_SEV_ERROR,
	  "Adds up the chips of an announced bet's parts (or 2k+1 for a neighbours "
	  "bet with k neighbours a side) and compares the total with the chip count "
	  "the plan states.",
	  "Players pay the stated number of chips; the dealer places the parts.",
	  "Make the chip count and the parts agree." },
	{ "PP-ROUL-008", N_("A call bet covers the numbers and wheel sections it claims"),
	  PP_SEV_ERROR,
	  "Computes the numbers an announced bet covers and the runs of consecutive "
	  "wheel positions they form, and compares them with the counts the plan "
	  "states (e.g. 17 consecutive numbers for voisins du zéro).",
	  "Call bets are defined by wheel sections; the plan's description and its "
	  "parts must describe the same section.",
	  "Correct the description or the parts." },
	{ "PP-ROUL-009", N_("A neighbours example is the number and its wheel neighbours"),
	  PP_SEV_ERROR,
	  "For a neighbours bet, takes the plan's example number and checks that the "
	  "numbers it lists are that number and its k neighbours on each side of the "
	  "wheel.",
	  "The example teaches players what the call covers.",
	  "Correct the example against the wheel order." },
	{ "PP-ROUL-010", N_("Per-bet-type maximums allow the same stake per number covered"),
	  PP_SEV_WARNING,
	  "For every limits row that sets roulette bet types apart (`bets:` of the "
	  "row), divides each type's maximum bet by the numbers it covers (straight "
	  "1, split 2, street 3, corner 4, six line 6, dozen and column 12, even "
	  "chances 18), reports the figure most types share and names every type "
	  "that breaks it. The table lists every type.",
	  "Plans set per-type maximums so that the stake on one number is the same "
	  "whichever bet carries it; a type off the pattern is usually a typing slip "
	  "and changes the house's exposure to a single number.",
	  "Correct the maximum of the type, or state in the plan why it differs." },
	{ "PP-ROUL-011", N_("A call bet's stated result for each winning number is what its chips win"),
	  PP_SEV_ERROR,
	  "Where the plan states, for a call bet made of parts, what each winning number "
	  "wins (\"2 x 8:1\": two chips at 8:1), computes the result from the parts that "
	  "cover the number (their chips at the payout the plan states for their bet "
	  "type) and names every number where the two differ, with both figures.",
	  "The dealer pays a call bet by the plan's table of results; a result that is "
	  "not what the chips on the layout win pays more or less than the bet's return.",
	  "Correct the stated result or the call bet's parts." },
	{ NULL, NULL, PP_SEV_INFO, NULL, NULL, NULL }
};

const ck_family ck_family_roulette = { "roulette", roulette_rules, roulette_check,
	roulette_max_win, NULL };
