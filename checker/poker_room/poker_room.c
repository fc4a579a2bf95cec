/* SPDX-License-Identifier: Apache-2.0 */
/* poker_room.c - the poker-room family: the house takes a fee (rake, time
 * collection, tournament registration fee) and players play each other, so
 * the family has no maximum win (ck_family.max_win is NULL).  This file holds
 * the rule table, the deck-sufficiency and tournament-fee checks, and the
 * shared helpers; rake and jackpots are in poker_room_rake.c and
 * poker_room_jackpot.c. */
#include <stdlib.h>
#include <string.h>

#include "poker_room/poker_room.h"
#include "i18n.h"

int room_share(mpq_t out, const char *s, unsigned *decimals)
{
	pp_error err;
	*decimals = 0;
	if (strcmp(s, "x") == 0 || strcmp(s, "X") == 0)
		return 0;
	if (num_parse(out, LIT_DECIMAL, s, "", 0, 0, &err) != PP_OK)
		return -1;
	const char *dot = strchr(s, '.');
	*decimals = dot ? (unsigned)strlen(dot + 1) : 0;
	return 1;
}

char *room_pct(const mpq_t q)
{
	mpq_t h;
	mpq_init(h);
	mpq_set_ui(h, 100, 1);
	mpq_mul(h, h, q);
	char *n = num_plain(h), *out = pp_xasprintf("%s%%", n);
	free(n);
	mpq_clear(h);
	return out;
}

void room_per_hour(mpq_t out, const pp_node *time)
{
	mpq_t m;
	mpq_init(m);
	num_get(out, time, "fee");
	mpq_set_ui(m, 60, (unsigned long)node_get_int(time, "minutes", 60));
	mpq_canonicalize(m);
	mpq_mul(out, out, m);
	mpq_clear(m);
}

void room_rounding_rate(mpq_t out, const pp_node *rounding)
{
	mpq_t step;
	mpq_init(step);
	num_get(out, rounding, "unit");
	num_get(step, rounding, "per_full");
	mpq_div(out, out, step);
	mpq_clear(step);
}

void room_unit(ck_ctx *ctx, const pp_node *game, const char *code, mpq_t out)
{
	if (!ck_smallest_chip(out, ctx, game, code))
		mpq_set_ui(out, 1, 1);
}

/* PP-ROOM-009: for each variant, the cards a deal at the most players needs
 * (cards per player x players + community + burns + reserved) against the
 * deck, and the most players the deck serves. */
static void check_decks(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *variants = node_get(game, "variants");
	if (!variants)
		return;
	pp_table *t = ck_table(ctx, game, "decks", "Cards needed at the most players", 7,
	                       N_("variant"), N_("max players"), N_("per player"), N_("board + burnt + reserved"),
	                       N_("needed"), N_("deck"), N_("most players served"));
	for (size_t i = 0; i < node_len(variants); i++) {
		const pp_node *v = node_at(variants, i);
		const char *name = node_get_text(v, "name", "");
		long long per = node_get_int(v, "cards_per_player", 0);
		long long fixed = node_get_int(v, "community_cards", 0) +
		                  node_get_int(v, "burn_cards", 0) +
		                  node_get_int(v, "reserved_cards", 0);
		long long deck = node_get_int(v, "deck", 52);
		long long players = node_get_int(v, "max_players", 0);
		long long need = per * players + fixed;
		long long served = per > 0 ? (deck - fixed) / per : players;
		if (served < 0)
			served = 0;
		const char *rule = node_get_text(v, "out_of_cards", NULL);
		char c[5][24];
		snprintf(c[0], sizeof(c[0]), "%lld", players);
		snprintf(c[1], sizeof(c[1]), "%lld", per);
		snprintf(c[2], sizeof(c[2]), "%lld", fixed);
		snprintf(c[3], sizeof(c[3]), "%lld", need);
		snprintf(c[4], sizeof(c[4]), "%lld", deck);
		char sv[24];
		snprintf(sv, sizeof(sv), "%lld", served);
		ck_table_row(t, name, c[0], c[1], c[2], c[3], c[4], sv);
		pp_finding *f;
		const pp_node *at = node_get(v, "max_players");
		if (need <= deck)
			f = ck_emit(ctx, "PP-ROOM-009", game, at, name, 1,
			            "%s at %lld players needs %lld x %lld + %lld = %lld cards of %lld; "
			            "the deck serves up to %lld players", name, players, players, per,
			            fixed, need, deck, served);
		else if (rule)
			f = ck_emit_status(ctx, "PP-ROOM-009", game, node_get(v, "out_of_cards"), name,
			                   PP_ST_INFO, "%s at %lld players needs %lld x %lld + %lld = "
			                   "%lld cards of %lld; the deck serves %lld players, and the "
			                   "plan says what happens when it runs out", name, players,
			                   players, per, fixed, need, deck, served);
		else
			f = ck_emit(ctx, "PP-ROOM-009", game, at, name, 0,
			            "%s at %lld players needs %lld x %lld + %lld = %lld cards of %lld "
			            "and the plan does not say what happens when the deck runs out; "
			            "the deck serves %lld players", name, players, players, per, fixed,
			            need, deck, served);
		ck_evidence_text(f, "cards_needed", c[3]);
		ck_evidence_text(f, "deck", c[4]);
		ck_evidence_text(f, "most_players_served", sv);
	}
}

pp_check_status room_bound_status(const char *bound, const mpq_t figure, const mpq_t rate)
{
	int c = mpq_cmp(figure, rate);
	int ok = !bound || strcmp(bound, "exactly") == 0 || strcmp(bound, "usually") == 0
	         ? c == 0 : strcmp(bound, "at_most") == 0 ? c <= 0 : c >= 0;
	if (ok)
		return PP_ST_PASS;
	return bound && strcmp(bound, "usually") == 0 ? PP_ST_INFO : PP_ST_FAIL;
}

const char *room_bound_words(const char *bound)
{
	return !bound || strcmp(bound, "exactly") == 0 ? ""
	       : strcmp(bound, "at_most") == 0 ? "at most "
	       : strcmp(bound, "at_least") == 0 ? "at least " : "usually ";
}

#define FEE_FMT N_("`%s`: a fee of %s on a buy-in of %s is %s of the %s; the plan's fee " \
	"is %s%s of the %s")

/* PP-ROOM-013 for every stated buy-in and fee pair against one bound:
 * the fee's share of the entry (buy-in + fee) or of the buy-in, against
 * the rate the plan states as a floor, a ceiling, exactly or usually. */
static void check_fee_bound(ck_ctx *ctx, const pp_node *game, const pp_node *entries,
                            const pp_node *rate_node, const char *bound, const char *of,
                            const char *tag)
{
	mpq_t rate, buy, fee, base, share;
	mpq_inits(rate, buy, fee, base, share, NULL);
	num_from_node(rate, rate_node);
	int of_entry = strcmp(of, "entry") == 0;
	for (size_t i = 0; i < node_len(entries); i++) {
		const pp_node *e = node_at(entries, i);
		const char *name = node_get_text(e, "name", "");
		num_get(buy, e, "buy_in");
		num_get(fee, e, "fee");
		mpq_set(base, buy);
		if (of_entry)
			mpq_add(base, buy, fee);
		if (mpq_sgn(base) == 0)
			mpq_set_ui(share, 0, 1);   /* a free entry charges no fee */
		else
			mpq_div(share, fee, base);
		pp_check_status st = room_bound_status(bound, share, rate);
		char *ps = ck_pct(share), *b = num_plain(buy), *fe = num_plain(fee);
		char *subject = tag ? pp_xasprintf("%s (%s)", name, tag) : pp_xstrdup(name);
		pp_finding *f = st == PP_ST_PASS || st == PP_ST_FAIL
			? ck_emit(ctx, "PP-ROOM-013", game, node_get(e, "fee"), subject,
			          st == PP_ST_PASS, FEE_FMT, name, fe, b, ps, of_entry ? "entry" : "buy-in",
			          room_bound_words(bound), node_text(rate_node),
			          of_entry ? "entry" : "buy-in")
			: ck_emit_status(ctx, "PP-ROOM-013", game, node_get(e, "fee"), subject, st,
			                 FEE_FMT, name, fe, b, ps, of_entry ? "entry" : "buy-in",
			                 room_bound_words(bound), node_text(rate_node),
			                 of_entry ? "entry" : "buy-in");
		ck_evidence_pct(f, "fee_share", share);
		ck_evidence_pct(f, tag ? "fee_bound" : "fee_min", rate);
		free(subject);
		free(ps);
		free(b);
		free(fe);
	}
	mpq_clears(rate, buy, fee, base, share, NULL);
}

/* PP-ROOM-013: each stated buy-in and fee pair against the plan's bounds
 * on the fee: `fee_min` (a floor on the share of the entry) and
 * `fee_bound` (a floor, a ceiling, an exact or a usual rate, of the entry
 * or of the buy-in). */
static void check_tournament(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *tour = node_get(game, "tournament");
	if (!tour)
		return;
	const pp_node *min = node_get(tour, "fee_min"), *fb = node_get(tour, "fee_bound");
	const pp_node *entries = node_get(tour, "entries");
	if ((!min && !fb) || !node_len(entries)) {
		if (!min && !fb)
			ck_emit_status(ctx, "PP-ROOM-013", game, tour, "", PP_ST_NOTAPPLICABLE,
			               "the plan states no bound on the registration fee");
		else
			ck_emit_status(ctx, "PP-ROOM-013", game, min ? min : fb, "",
			               PP_ST_NOTAPPLICABLE, "the plan bounds the registration fee "
			               "(%s%s of the %s) but states no buy-in and fee to check",
			               min ? "at least " : room_bound_words(node_get_text(fb, "bound",
			                                                                  NULL)),
			               node_text(min ? min : node_get(fb, "percent")),
			               min || strcmp(node_get_text(fb, "of", "entry"), "entry") == 0
			               ? "entries" : "buy-in");
		return;
	}
	if (min)
		check_fee_bound(ctx, game, entries, min, "at_least", "entry", NULL);
	if (fb)
		check_fee_bound(ctx, game, entries, node_get(fb, "percent"),
		                node_get_text(fb, "bound", "exactly"), node_get_text(fb, "of", "entry"),
		                min ? "fee bound" : NULL);
}

static pp_status room_check(ck_ctx *ctx, const pp_node *game, pp_error *err)
{
	(void)err;
	room_check_rake_rules(ctx, game);
	room_check_rake_tables(ctx, game);
	room_check_jackpots(ctx, game);
	check_decks(ctx, game);
	check_tournament(ctx, game);
	room_check_play(ctx, game);
	room_check_pieces(ctx, game);
	room_check_betting(ctx, game);
	room_check_tournament_money(ctx, game);
	room_check_hands(ctx, game);
	return PP_OK;
}

static const pp_rule room_rules[] = {
	{ "PP-ROOM-001", N_("The rake's rounding agrees with its percentage"), PP_SEV_ERROR,
	  "For a rake of \"one unit per full N\", compares unit/N with the stated percentage.",
	  "The rounding rule and the percentage describe one fee; if they differ, one of "
	  "them charges the players something the other does not.",
	  "Correct the percentage or the step of the rounding rule." },
	{ "PP-ROOM-002", N_("A percentage rake states how it is rounded"), PP_SEV_WARNING,
	  "Where the plan gives a rake as a percentage with no rounding rule, finds the "
	  "smallest pot (from the blinds up, in the currency's smallest unit) whose rake is "
	  "not a whole unit.",
	  "Chips cannot be cut: a rake that is not a whole number of units must be rounded, "
	  "and the plan must say how so that the fee is the same at every table.",
	  "State the rounding (\"one unit per full N\", or down to the smallest chip)." },
	{ "PP-ROOM-003", N_("The worked rake examples follow the rule"), PP_SEV_ERROR,
	  "Recomputes each worked example: the rake is one unit per full step of the pots "
	  "added up (up to the cap), and the pot in which each full step starts pays it, "
	  "pots charged in order of formation.",
	  "Examples are how dealers learn the rule; an example that disagrees with the "
	  "rule makes the rule ambiguous.",
	  "Correct the example or the rule." },
	{ "PP-ROOM-004", N_("Rake caps do not fall as the blinds rise"), PP_SEV_WARNING,
	  "For each players bracket, compares each blind level's cap with the level below; "
	  "reports the pot at which each cap starts to bind (cap / percentage).",
	  "A lower cap at higher stakes is almost always a typing error in the table.",
	  "Correct the cap of the level." },
	{ "PP-ROOM-005", N_("A fuller table's cap is not below a short table's"), PP_SEV_WARNING,
	  "Within each blind level, compares the cap of each players bracket with the "
	  "bracket of fewer players.",
	  "The caps by number of players are meant to rise with the number of players.",
	  "Correct the caps of the level." },
	{ "PP-ROOM-006", N_("Time collection per hour does not fall as the blinds rise"),
	  PP_SEV_WARNING,
	  "Converts each level's time collection to a fee per hour and compares it with the "
	  "level below.",
	  "A higher level that costs less per hour is almost always a typing error.",
	  "Correct the fee or the period of the level." },
	{ "PP-ROOM-007", N_("Alternative hourly fees cost the same per hour"), PP_SEV_WARNING,
	  "Converts each time-based alternative of a fee (40 per 60 min, 10 per 15 min) to "
	  "a fee per hour and compares them.",
	  "Alternatives the plan offers as the same fee should charge the same.",
	  "Correct the fee or the period of an alternative." },
	{ "PP-ROOM-008", N_("A blind level's fees convert between currencies at the blinds' rate"),
	  PP_SEV_WARNING,
	  "Pairs the levels of two currencies' rake tables by position where their blinds "
	  "are in one ratio, and computes the rate each cap and the time collection per hour "
	  "imply.",
	  "The same game in two currencies should cost the same; a fee at another rate "
	  "charges players of one currency more.",
	  "Correct the fees of the level in one currency." },
	{ "PP-ROOM-009", N_("The deck serves the most players a variant allows"), PP_SEV_ERROR,
	  "Counts the cards a deal needs at the variant's most players (cards per player, "
	  "board, burnt and never-dealt cards) against the deck, and the most players the "
	  "deck serves; where it does not fit, looks for the plan's rule for running out.",
	  "A deal that can run out of cards needs a stated rule (such as a common card in "
	  "stud) or a smaller table.",
	  "Lower the maximum players or state what happens when the deck runs out." },
	{ "PP-ROOM-010", N_("Jackpot share rows mark exactly the empty roles"), PP_SEV_ERROR,
	  "Checks in each row that a share is \"x\" exactly when nobody is in the role "
	  "(others = players - losers - winners).",
	  "A share for nobody, or no share for somebody, leaves the payout undefined.",
	  "Correct the row's shares." },
	{ "PP-ROOM-011", N_("Each jackpot share row adds up to the stated total"), PP_SEV_ERROR,
	  "Adds losers x loser share + winners x winner share + others x other share and "
	  "compares with the category's total; a difference within the rounding of the "
	  "printed shares (count x half a unit of the last printed place) passes the row "
	  "and is reported once per category as info (the largest such difference), a "
	  "larger one fails with the share that would make the row add up.",
	  "The shares are the jackpot's whole payout; a row that adds up to more pays out "
	  "money that is not there, a row that adds up to less keeps some.",
	  "Correct the share; print shares to enough places, or say who gets the remainder." },
	{ "PP-ROOM-012", N_("The totals of a two-way share table lie in the stated range"),
	  PP_SEV_ERROR,
	  "Reads the table both ways: for every number of players, losers and winners, "
	  "adds up the shares, and compares the smallest and largest total with the range "
	  "the plan states.",
	  "The plan promises a range; every combination must pay within it.",
	  "Correct the shares or the stated range." },
	{ "PP-ROOM-013", N_("Tournament fees meet the plan's least fee"), PP_SEV_ERROR,
	  "Computes each stated fee as a share of the entry (buy-in + fee) and compares it "
	  "with the plan's least registration fee.",
	  "The registration fee is the operator's income the plan commits to.",
	  "Correct the fee or the bound." },
	{ "PP-ROOM-014", N_("The minimum-raise and all-in rules agree on worked betting sequences"),
	  PP_SEV_WARNING,
	  "Plays worked betting rounds (A bets 10; A bets 10 and B raises to 30) with all-ins "
	  "short of a full raise, of exactly a full raise and above it, under the plan's "
	  "reading of the all-in rule and each other reading it lists; reports the all-ins "
	  "one rule calls a full raise while the other keeps those who already acted to "
	  "calling (or the reverse), what the next player must raise to after an incomplete "
	  "all-in, and whether those limited to calling may raise after a later full raise.",
	  "Dealers apply both rules to the same bets; where they disagree or neither decides, "
	  "the same all-in is ruled two ways at two tables.",
	  "State the all-in rule in terms of the minimum raise (or the reverse), and how long "
	  "the limit to calling lasts." },
	{ "PP-ROOM-015", N_("A rule given in pieces over a number covers each number once"),
	  PP_SEV_WARNING,
	  "Cuts the range of the number (from its least value, up to its stated most) at every "
	  "piece's bounds and reports each whole number, or range, no piece covers (with the "
	  "pieces next to it) and each two pieces cover (with both).",
	  "A rule for \"more than 6\" and \"fewer than 6\" says nothing for 6; two pieces "
	  "for one number say two things.",
	  "Add the missing piece, or make the bounds meet (\"6 or more\")." },
	{ "PP-ROOM-016", N_("The odd-chip rule names a recipient for every split"), PP_SEV_WARNING,
	  "A pot split k ways leaves 1 to k-1 odd smallest chips; for every count up to the "
	  "most players any variant seats, looks for exactly one recipient the plan names.",
	  "Chips that cannot be split must go to someone; a count the rule does not cover "
	  "is decided at the table.",
	  "Name the recipient of every odd chip (e.g. one at a time, left of the button)." },
	{ "PP-ROOM-017", N_("The straddle agrees with the blind order"), PP_SEV_WARNING,
	  "Compares the straddler's seat and whether the straddle closes the first betting "
	  "round with the seat the blind order makes first to act before the flop.",
	  "The straddler sits where the order starts the betting. A straddle rule that makes "
	  "him act last is itself the exception to the order for a straddled hand, as is one "
	  "the blind order states; a plan that does not say who acts first before the flop "
	  "leaves his turn to the table.",
	  "State who acts first before the flop when there is a straddle." },
	{ "PP-ROOM-018", N_("The dead-button rule states the move to two players"), PP_SEV_WARNING,
	  "Plays the dead-button rule (the big blind moves on, the small blind and button are "
	  "placed from it, on empty seats too) as each of three players leaves, and compares "
	  "the next hand's small blind and button with the heads-up rule (the small blind on "
	  "the button).",
	  "Going down to two players the two rules place the blinds differently; the plan "
	  "must say which applies.",
	  "State how the button and blinds move when the table goes heads-up." },
	{ "PP-ROOM-019", N_("The chip race's rounding is total and unambiguous"), PP_SEV_WARNING,
	  "For each colour-up ratio (the plan's, else 2 to 20 lower chips per higher chip), "
	  "takes every remainder as a share of a higher chip and counts the plan's remainder "
	  "rules that cover it; a remainder of exactly half is reported on its own.",
	  "Chips left over when a denomination is removed must all be rounded one way; a "
	  "remainder no rule covers, or two rules cover, is decided at the table.",
	  "State what happens to every remainder, including one of exactly half." },
	{ "PP-ROOM-020", N_("The worked betting examples follow the minimum-raise and all-in rules"),
	  PP_SEV_ERROR,
	  "Recomputes each worked example the plan prints (the bets in order, perhaps a short "
	  "all-in after them): what a full raise had to reach, whether those who bet before "
	  "the all-in may raise again, and the least raise of the next player, against the "
	  "figures the plan states.",
	  "Examples are how dealers learn the rule; an example that disagrees with the rule "
	  "makes the rule ambiguous.",
	  "Correct the example or the rule." },
	{ "PP-ROOM-021", N_("Blinds and the least bet keep their stated relations"), PP_SEV_ERROR,
	  "For every stakes of the room and of each variant, and every level of a least-blinds "
	  "table, checks that the small blind is at most the big blind and in the stated "
	  "relation (half the big blind, or equal to it), and that the least bet (a fixed-limit "
	  "game's small bet) is not below the big blind, and is the big blind where the plan "
	  "says so.",
	  "The blinds and the least bet are what every hand starts from; figures that break "
	  "the relation the plan itself states leave the table to choose one.",
	  "Correct the blinds, the least bet, or the stated relation." },
	{ "PP-ROOM-022", N_("The least-blinds tables convert between currencies at one rate"),
	  PP_SEV_WARNING,
	  "Pairs the levels of each currency's least-blinds table with the first table's by "
	  "position, computes the rate of every small and big blind, and reports each figure "
	  "whose rate differs from the rate most figures share.",
	  "One table of least stakes printed in two currencies should be one table; a figure "
	  "at another rate lets a game start lower in one currency.",
	  "Correct the figure in one currency." },
	{ "PP-ROOM-023", N_("No variant's stakes fall below the least blinds"), PP_SEV_ERROR,
	  "For each stakes stated for the room or a variant, looks for a level of the "
	  "least-blinds table of its currency whose small and big blind it both reaches.",
	  "The plan's least blinds hold for poker in general unless a game states its own; "
	  "stakes below every level contradict the table.",
	  "Raise the stakes, or state the variant's own least bets." },
	{ "PP-ROOM-024", N_("The raising rules agree with each other"), PP_SEV_WARNING,
	  "Plays \"A bets 10, B raises to 30\" under the minimum-raise basis and under \"k "
	  "times the previous bet\" and compares the least re-raise; in a fixed-limit game "
	  "checks that a raise is one bet (twice the bet), that no no-limit or pot-limit game "
	  "states fixed bet sizes, and computes the most one round costs (the bet and the "
	  "raise cap's raises) against the figure the plan states; under the half-bet rule, "
	  "computes from which total a short raise is completed (the previous bet of 30 and "
	  "the rule's share of it) and checks that this band lies below the full raise and "
	  "that the larger short raise is not the one reduced to a call.",
	  "\"Double the previous bet\" and \"at least the last raise\" agree on the first "
	  "raise and differ on the second; a dealer needs one rule.",
	  "State the minimum raise one way, or say which rule applies after a raise." },
	{ "PP-ROOM-025", N_("The multiple-chips examples follow the rule"), PP_SEV_ERROR,
	  "For each worked example of chips put in without a word, takes the smallest chip "
	  "away and compares what is left with the call: short of it the chips are a call, "
	  "else a raise to their total; compares with what the plan says.",
	  "Examples are how dealers learn the rule; an example that disagrees with the rule "
	  "makes the rule ambiguous.",
	  "Correct the example or the rule." },
	{ "PP-ROOM-026", N_("Tournament fees with re-buys and add-ons keep the plan's bounds"),
	  PP_SEV_ERROR,
	  "For each entry with re-buys or an add-on, adds the fees and the prize-pool parts "
	  "of every number of re-buys from none to the most, with and without the add-on, "
	  "and compares the fees' share of the entry (or of the buy-ins) with each bound the "
	  "plan states; the case furthest from the bound is reported.",
	  "A fee ceiling \"re-buys and add-ons included\" holds for the whole entry, not only "
	  "for the first buy-in.",
	  "Lower the fee of the re-buy or add-on, or correct the bound." },
	{ "PP-ROOM-027", N_("The shares taken from the prize pool leave a pool"), PP_SEV_ERROR,
	  "Adds the bounty share and the set-asides of the prize pool and compares with "
	  "100 %; checks a progressive bounty's share is at most 100 % (a usual share that "
	  "is not: info); and subtracts each entry's bounty from its buy-in.",
	  "Shares of more than the whole pool, or a bounty larger than the buy-in, promise "
	  "prizes that are not paid for.",
	  "Correct the shares or the bounty." },
	{ "PP-ROOM-028", N_("A fixed-limit raising chart adds one bet per raise"), PP_SEV_ERROR,
	  "Reads each round of the chart (in betting units): raise i must be printed as i bets "
	  "already in plus one bet; the round's most is the bet and its raises; the number of "
	  "raises is the cap the plan states; the chart's total is the sum of the rounds' most.",
	  "In a fixed-limit game every raise is one bet of the round; a chart cell that says "
	  "otherwise sets another price for the same raise.",
	  "Correct the cell of the chart." },
	{ "PP-ROOM-029", N_("The plan says when an all-in reopens the betting"), PP_SEV_WARNING,
	  "Where the room states betting rules, looks for the all-in rule (whether an all-in "
	  "short of a full raise lets players who already acted raise again) and, when it "
	  "reopens at a full raise, for the minimum-raise rule that says how large a full "
	  "raise is; reports the worked sequence that neither decides (A bets 10, B raises to "
	  "30, an all-in to 40).",
	  "An all-in short of a full raise comes up at every table; a rule the plan leaves "
	  "unstated is ruled by each dealer as he sees fit.",
	  "State the all-in rule (`all_in: {reopens_at}`) and the minimum raise." },
	{ NULL, NULL, PP_SEV_INFO, NULL, NULL, NULL }
};

const ck_family ck_family_poker_room = { "poker_room", room_rules, room_check, NULL,
	                                        room_open_decided };
