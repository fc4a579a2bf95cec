/* SPDX-License-Identifier: Apache-2.0 */
/* test_stud_optimal_seed_slow.c - PP-POKER-007 for seed 000's four stud
 * games (fixtures/plans/seed-000.yaml), checked with the analyses on
 * (ctest label `slow`: about 45 s of CPU).  The test takes the fixture's
 * head (everything before `games:`) and the four games' blocks as they
 * are, so the rest of the seed's heavy analyses do not run.
 *
 * What is pinned, and how it was checked:
 * - casino-five-card: the plan leaves open what the Bet wins on ace-king:
 *   three readings.  Of its four card options the one-card exchange for
 *   one ante is optimised (the second round's card follows it, `after`),
 *   the other three declined: a lower bound, said so, whose figures are
 *   caribbean-stud's (the same rules and price, from the memo).  With every
 *   option declined (the instrumented run's copy, its exchange priced out)
 *   and one dealer card seen, read "paid 1:1 as one pair", the rules are
 *   the standard ones, and the figures are the Wizard of Odds' (the same
 *   fractions test_stud_optimal_slow.c derives from his totals); the other
 *   readings have no published figure: their fractions are the engine's,
 *   its per-hand values checked against brute force in
 *   test_stud_optimal_second.c.
 * - caribbean-stud: the same three readings, and one option, an exchange
 *   of one card for one ante, optimised in both views: with the dealer's
 *   cards unseen (stud_exchange.c, checked hand by hand against brute
 *   force in test_stud_exchange_slow.c; "paid" is the standard game with
 *   that exchange, 14275250707/1162771780170 there too) and with one seen
 *   (stud_exchange_up.c, checked hand by hand in test_stud_exchange_up.c;
 *   never exchanging equals the raise/fold figure, which the check holds
 *   it to).  The three readings are priced in one run; "paid" is the
 *   standard game, priced alone in test_stud_exchange_up_slow.c to the
 *   same fraction, and banco-poker's (the same rules, the same words: the
 *   check's memo gives it).
 * - russian-poker: the second combination (ace-king with a pair, two pair,
 *   trips or quads on five cards; table 1's pairs on six), ties won by the
 *   player; the sixth card for one ante optimised with the dealer's up
 *   card seen (stud_sixth_up_return, checked hand by hand against brute
 *   force in test_stud_sixth_up.c; never buying equals the raise/fold
 *   figure, which the check holds it to), the two other options declined:
 *   a lower bound, and it returns more than 100 %; no published figure
 *   for these rules.  In the instrumented run a copy whose sixth card is
 *   priced out declines all three, as russian-poker did before.
 * - banco-poker: standard rules with a one-card exchange for one ante,
 *   optimised in both views.
 * - all four deal one dealer card face up (dealer.face_up, issue 31): the
 *   figures with it seen are the games' returns, named first and "as
 *   dealt", the others only comparisons; no figure depends on it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/memo.h"
#include "helpers.h"
#include "seed_games.h"

/* A copy of one of the games for the instrumented run: the game copied,
 * the copy's id, the lines that replace its face_up mapping ("": none;
 * NULL: its own), the words that name that view in its finding (its
 * dealt_view evidence, or a part of its message), its house edges with
 * the dealer's cards unseen and with one seen (NULL: the game copied's,
 * which is then in the run), and a line of the game replaced (from, to;
 * NULL: none). */
typedef struct {
	const char *of, *id, *face_up, *view_words, *unseen_edge, *seen_edge, *from, *to;
} game_copy;

/* The fixture's text from its head and the four stud games' blocks; in
 * the instrumented builds (PP_TEST_INSTRUMENTED), where .ci/run runs this
 * test for the coverage of the stud engine and its report, without
 * caribbean-stud, banco-poker, casino-five-card and russian-poker and with
 * copies instead (whole is 0): the exchange with one dealer card seen,
 * which the first three price as dealt, takes about 200 CPU-s under the
 * sanitizers, and russian-poker's sixth card as much again
 * (test_stud_exchange_up.c runs its lines on one up-card rank in the
 * default tier).  A copy of banco-poker dealt face down, with a sixth card
 * offered, prices the exchange with the dealer's cards unseen and declines
 * it with one seen, and the sixth card in both; a copy of casino-five-card
 * whose exchange is priced out declines every option; copies of
 * russian-poker deal the dealer's
 * cards in the other ways a plan can state (face down, left open): the
 * same rules, priced once, and those views' words in the report, which
 * test_stud_dealt_view_slow.c checks on a smaller game in the slow tier.
 * Its figures are pinned in the optimised slow tier, where the test runs
 * whole. */
static char *stud_games_of_seed(int whole, const game_copy *copies, size_t ncopies)
{
	static const char *const keep[] = { "casino-five-card", "russian-poker", "banco-poker",
		                            "caribbean-stud" };
	char *yaml = t_games_of_plan("fixtures/plans/seed-000.yaml", keep, 4);
	size_t cap = strlen(yaml) + 1;
	for (size_t i = 0; i < ncopies; i++)
		cap += strlen(yaml) + strlen(copies[i].id) + 64 +
		       (copies[i].face_up ? strlen(copies[i].face_up) : 0);
	char *out = malloc(cap);
	cr_assert(out);
	size_t at = 0;
	for (const char *g = yaml; *g;) { /* the head, then each game's block */
		const char *next = strstr(g, "\n  - id: ");
		const char *end = next ? next + 1 : g + strlen(g);
		int dropped = !whole && (strncmp(g, "  - id: banco-poker\n", 20) == 0 ||
		                         strncmp(g, "  - id: caribbean-stud\n", 23) == 0 ||
		                         strncmp(g, "  - id: casino-five-card\n", 25) == 0 ||
		                         strncmp(g, "  - id: russian-poker\n", 22) == 0);
		if (!dropped)
			at += (size_t)snprintf(out + at, cap - at, "%.*s", (int)(end - g), g);
		g = end;
	}
	for (size_t i = 0; i < ncopies; i++) {
		char head[64];
		snprintf(head, sizeof(head), "\n  - id: %s\n", copies[i].of);
		const char *from = strstr(yaml, head);
		cr_assert_not_null(from, "%s", copies[i].of);
		const char *body = from + strlen(head), *to = strstr(body, "\n  - id: ");
		const char *end = to ? to + 1 : body + strlen(body);
		const char *face = strstr(body, "\n      face_up:");
		cr_assert(face && face < end, "%s: no face_up", copies[i].of);
		face++;
		const char *after = strchr(face, '\n') + 1; /* and the mapping's deeper lines */
		while (strncmp(after, "        ", 8) == 0)
			after = strchr(after, '\n') + 1;
		if (!copies[i].face_up)
			face = after = body; /* its own view: the body whole */
		size_t start = at;
		at += (size_t)snprintf(out + at, cap - at, "  - id: %s\n%.*s%s%.*s", copies[i].id,
		                       (int)(face - body), body,
		                       copies[i].face_up ? copies[i].face_up : "",
		                       (int)(end - after), after);
		if (copies[i].from) {
			char *line = strstr(out + start, copies[i].from);
			cr_assert(line, "%s: no `%s`", copies[i].id, copies[i].from);
			size_t n = strlen(copies[i].from), m = strlen(copies[i].to);
			cr_assert(m <= n + 64);
			memmove(line + m, line + n, strlen(line + n) + 1);
			memcpy(line, copies[i].to, m);
			at = at - n + m;
		}
	}
	free(yaml);
	return out;
}

static void expect_evidence(const pp_finding *f, const char *name, const char *want)
{
	cr_expect_str_eq(t_evidence(f, name), want, "%s", name);
}

/* The three readings' figures of the standard Caribbean paytable with the
 * ace-king row open (both games state it so), exchange the name of the
 * one-card exchange optimised (NULL: every card option declined), never
 * an exchange of two cards at once shown never better beside it (NULL:
 * none), others the other card options declined (NULL: none). */
static void expect_open_ace_king(const pp_finding *f, const char *exchange, const char *never,
                                 const char *others)
{
	cr_expect_eq(f->status, PP_ST_PASS);
	cr_expect(strstr(f->message, "The plan does not say what `Bet` gets when the player "
	                             "wins with ace_king"), "%s", f->message);
	cr_expect(strstr(t_evidence(f, "rules_assumed_open_lost"), "raise: ace_king -1, "));
	cr_expect(strstr(t_evidence(f, "rules_assumed_open_returned"), "raise: ace_king 0, "));
	if (exchange) {
		expect_evidence(f, "house_edge_open_lost", "1399909997/102597510015");
		expect_evidence(f, "house_edge_open_returned", "12632350285/930217424136");
		expect_evidence(f, "house_edge_open_paid", "14275250707/1162771780170");
		expect_evidence(f, "exchanges_open_paid", "215076 of 2598960");
		/* one dealer card seen, the exchange optimised knowing it */
		expect_evidence(f, "house_edge_up_card_open_lost", "849642197597/69766306810200");
		expect_evidence(f, "house_edge_up_card_open_returned",
		                "31109970739/2683319492700");
		expect_evidence(f, "house_edge_up_card_open_paid", "723583636439/69766306810200");
		expect_evidence(f, "element_of_risk_up_card_open_paid",
		                "723583636439/152353557978930");
		expect_evidence(f, "exchanges_up_card_open_lost", "10333152 of 122151120");
		expect_evidence(f, "exchanges_up_card_open_paid", "10257468 of 122151120");
		/* dealt with one card face up: the seen figures first, the return */
		char *beside = never ? pp_xasprintf(" with %s never better than the best of keeping "
		                                    "and exchanging one card when one dealer card "
		                                    "is seen (an upper bound of its value, hand by "
		                                    "hand) and", never)
		                     : pp_xstrdup("");
		char *strategy = pp_xasprintf("under the optimal strategy (keep the five cards or "
		                              "exchange one, `%s` for 1 ante, then raise or fold)%s%s%s%s "
		                              "the house edge ", exchange, beside,
		                              others ? " with every other card option declined (" : "",
		                              others ? others : "", others ? ")," : "");
		cr_expect(strstr(f->message, strategy), "%s", f->message);
		free(strategy);
		free(beside);
		if (never) {
			cr_expect(strncmp(t_evidence(f, "options_never_better"), never,
			                  strlen(never)) == 0);
			/* the bound's least price, the largest of the three readings' */
			expect_evidence(f, "two_cards_never_better_from_antes", "1680739/851529");
		}
		expect_evidence(f, "options_optimised", exchange);
		expect_evidence(f, "options_declined", others ? others : "none");
		cr_expect(strstr(f->message, "the house edge of the game as dealt "
		                             "(one dealer card seen) is 1.2178% of the ante if it "
		                             "is lost; 1.1594% of the ante if it is returned; "
		                             "1.0372% of the ante if it is paid 1:1 as one_pair; "
		                             "for comparison only, not as dealt (the dealer's cards "
		                             "unseen), it would be 1.3645% if it is lost; 1.3580% "
		                             "if it is returned; 1.2277% if it is paid 1:1 as "
		                             "one_pair (the plan deals one dealer card face up"),
		          "%s", f->message);
		/* the other options declined: the strategy's exact return, a
		 * lower bound of the game's optimum, and said so */
		cr_expect(!strstr(f->message, "lower bound") == !others, "%s", f->message);
		if (others)
			cr_expect(strstr(f->message, ": the exact return of that strategy, a lower "
			                             "bound of the optimal return, not the optimum"),
			          "%s", f->message);
		return;
	}
	expect_evidence(f, "house_edge_up_card_open_lost", "2143947023/39550060550");
	expect_evidence(f, "house_edge_up_card_open_returned", "508626311/9492014532");
	expect_evidence(f, "house_edge_up_card_open_paid", "142031221/2718662100");
	expect_evidence(f, "raises_up_card_open_lost", "62393568 of 122151120");
	expect_evidence(f, "house_edge_open_lost", "18171201691/332220508620");
	expect_evidence(f, "house_edge_open_returned", "1296727577/23730036330");
	expect_evidence(f, "house_edge_open_paid", "1605628741/30201864420");
	expect_evidence(f, "options_optimised", "none");
	/* dealt with one card face up: the seen figures are the game's */
	cr_expect(strstr(f->message, "the house edge of the game as dealt (one dealer card "
	                             "seen) is 5.4208% of the ante if it is lost; 5.3585% of "
	                             "the ante if it is returned; 5.2243% of the ante if it is "
	                             "paid 1:1 as one_pair; for comparison only, not as dealt "
	                             "(the dealer's cards unseen)"), "%s", f->message);
	cr_expect(strstr(f->message, "a lower bound of the optimal return, not the optimum"),
	          "%s", f->message);
}

/* The plan checked with the analyses on, its results kept in dir. */
static pp_result *check_cached(const pp_plan *p, const char *dir)
{
	pp_check_options o = *t_options_exact();
	o.cache_dir = dir;
	pp_result *r = NULL;
	pp_error err;
	cr_assert_eq(pp_check(&r, p, &o, &err), PP_OK, "%s", err.msg);
	return r;
}

/* Every PP-POKER-007 finding of a and b the same, message and evidence. */
static void expect_same_stud_findings(const pp_result *a, const pp_result *b)
{
	size_t seen = 0;
	cr_assert_eq(a->nfindings, b->nfindings);
	for (size_t i = 0; i < a->nfindings; i++) {
		const pp_finding *f = a->findings[i], *g = b->findings[i];
		if (strcmp(f->rule->id, "PP-POKER-007") != 0)
			continue;
		seen++;
		cr_expect_str_eq(g->message, f->message);
		cr_assert_eq(g->nevidence, f->nevidence);
		for (size_t k = 0; k < f->nevidence; k++)
			cr_expect_str_eq(g->evidence[k].exact ? g->evidence[k].exact : "",
			                 f->evidence[k].exact ? f->evidence[k].exact : "", "%s",
			                 f->evidence[k].name);
	}
	cr_expect_gt(seen, 0);
}

/* russian-poker on the five cards dealt, every option declined: its house
 * edges with the dealer's cards unseen and with one seen */
static const char russian_unseen[] = "203124674/7119010899";
static const char russian_seen[] = "9824430043/355950544950";

Test(stud_optimal_seed_slow, seed_000_stud_games)
{
#ifdef PP_TEST_INSTRUMENTED
	const int whole = 0;
	static const char face_down[] = "the plan deals the dealer's cards face down";
	static const game_copy copies[] = {
		/* casino five-card poker with its one-card exchange priced out:
		 * every option declined, its three readings (checked apart),
		 * priced first: the standard rules, the banco copies', are one
		 * of them, so the three are priced in one sweep and the banco
		 * copies find theirs in the memo */
		{ "casino-five-card", "casino-priced-out", NULL, NULL, NULL, NULL, "price: \"1\"\n",
		  "price: \"2000000000000\"\n" },
		/* the exchange optimised with the dealer's cards unseen (the
		 * game as dealt), declined with one seen (a comparison): the
		 * standard game's 5.2243 %; a sixth card offered beside it,
		 * declined in both (a lower bound) */
		{ "banco-poker", "banco-face-down", "      face_up: {cards: 0}\n", face_down,
		  "14275250707/1162771780170", "142031221/2718662100", "    max_win: {scope: game",
		  "      - {name: Sixth, kind: buy, cards: [1], price: \"1\"}\n"
		  "    max_win: {scope: game" },
		/* an exchange priced beyond both engines' integers (2e12 antes):
		 * declined in both views, a lower bound, and said so */
		{ "banco-poker", "banco-priced-out", NULL, "the plan deals one dealer card face up",
		  "1605628741/30201864420", "142031221/2718662100", "price: \"1\"\n",
		  "price: \"2000000000000\"\n" },
		/* the sixth card priced beyond the engine's integers: every
		 * option declined, as dealt; and the other views, in which the
		 * sixth card is not priced */
		{ "russian-poker", "russian-priced-out", NULL, "the plan deals one dealer card face up",
		  russian_unseen, russian_seen, "price: \"1\"\n", "price: \"2000000000000\"\n" },
		{ "russian-poker", "russian-open", "", "(the plan does not say whether a dealer "
		  "card is dealt face up, so both are readings)", russian_unseen, russian_seen, NULL,
		  NULL },
		{ "russian-poker", "russian-face-down", "      face_up: {cards: 0}\n", face_down,
		  russian_unseen, russian_seen, NULL, NULL },
	};
	const size_t ncopies = sizeof(copies) / sizeof(copies[0]);
#else
	const int whole = 1;
	static const game_copy *const copies = NULL;
	const size_t ncopies = 0;
#endif
	char *yaml = stud_games_of_seed(whole, copies, ncopies);
	pp_plan *p = NULL;
	pp_error err;
	cr_assert_eq(t_load_str(&p, yaml, &err), PP_OK, "%s", err.msg);
	free(yaml);
	/* the results kept on disk: the suite's cache (which the command-line
	 * tests of the same rules then read) or a folder of this test's */
	const char *env = getenv("PLANPROOF_CACHE_DIR");
	char tmp[] = "/tmp/pp-stud-seed-XXXXXX";
	const char *dir = env && env[0] ? env : mkdtemp(tmp);
	cr_assert_not_null(dir);
	pp_result *r = check_cached(p, dir);
	/* read back: the memo forgotten, every figure from the disk, the same */
	ck_memo_clear_all();
	pp_result *again = check_cached(p, dir);
	expect_same_stud_findings(r, again);
	pp_result_free(again);

	const pp_finding *f;
	if (whole) {
		f = t_find(r, "caribbean-stud", "PP-POKER-007", NULL);
		expect_open_ace_king(f, "Výměna jedné karty", NULL, NULL);
		cr_expect_str_eq(t_cell(r, "caribbean-stud", "main-stud", "house edge per ante, as "
		                        "dealt, one dealer card seen, exchange optimised, `Bet` on "
		                        "ace_king returned", 2), "1.1594%");
		cr_expect_str_eq(t_cell(r, "caribbean-stud", "main-stud", "house edge per ante, for "
		                        "comparison, not as dealt, dealer's cards unseen, exchange "
		                        "optimised, `Bet` on ace_king returned", 2), "1.3580%");
		expect_evidence(f, "dealt_view", "the plan deals one dealer card face up, the last "
		                "dealt to him");
	}

	/* casino five-card poker: the one-card exchange for one ante (the
	 * second round's card follows it) optimised, two cards at once (two
	 * antes) never better as dealt, the two other options declined: a
	 * lower bound, with Caribbean stud's figures (the same rules and
	 * price: the memo's); in the instrumented run a copy whose exchange is
	 * priced out declines all four */
	f = t_find(r, whole ? "casino-five-card" : "casino-priced-out", "PP-POKER-007", NULL);
	static const char others[] = "Dokoupení karty ve druhém kole; Karta pro Krupiéra";
	if (whole) {
		expect_open_ace_king(f, "Dokoupení jedné karty", "Dokoupení dvou karet najednou",
		                     others);
	} else {
		expect_open_ace_king(f, NULL, NULL, NULL);
		expect_evidence(f, "options_declined", "Dokoupení jedné karty; Dokoupení dvou karet "
		                "najednou; Dokoupení karty ve druhém kole; Karta pro Krupiéra");
	}
	expect_evidence(f, "dealt_view", "the plan deals one dealer card face up");

	/* russian-poker: the sixth card optimised as dealt, the two other
	 * options declined; in the instrumented run a copy whose sixth card
	 * is priced out declines all three */
	f = t_find(r, whole ? "russian-poker" : "russian-priced-out", "PP-POKER-007", NULL);
	cr_expect_eq(f->status, PP_ST_PASS);
	expect_evidence(f, "house_edge", russian_unseen);
	expect_evidence(f, "element_of_risk", "14218727180/1020779648757");
	expect_evidence(f, "raises", "1362372 of 2598960");
	if (whole) {
		expect_evidence(f, "house_edge_up_card", "-418339317761/5813858900850");
		expect_evidence(f, "element_of_risk_up_card", "-836678635522/26675108268655");
		expect_evidence(f, "sixth_cards_bought_up_card", "20050292 of 122151120");
		expect_evidence(f, "options_optimised", "Koupit šestou kartu");
		expect_evidence(f, "options_declined", "Vyměnit 2 až 5 karet; Výměna karty Krupiéra");
		expect_evidence(f, "sixth_card_price_antes", "1");
		cr_expect(strstr(f->message, "the house edge of the game as dealt (one dealer card "
		                             "seen) is -7.1956% of the ante; for comparison only, not "
		                             "as dealt (the dealer's cards unseen), the sixth card "
		                             "declined and the player raising or folding on the five "
		                             "cards dealt, it would be 2.8533%"), "%s", f->message);
		cr_expect(strstr(f->message, "a lower bound of the optimal return"), "%s",
		          f->message);
		/* more than 100 % even so: PP-RTP-001 says the players win */
		const pp_finding *rtp = t_find(r, "russian-poker", "PP-RTP-001",
		                               "main game, as dealt, one dealer card seen, per "
		                               "ante, other card options declined");
		cr_expect_eq(rtp->status, PP_ST_FAIL);
		cr_expect(strstr(rtp->message, "returns 107.1956% of stakes"), "%s", rtp->message);
	} else {
		expect_evidence(f, "house_edge_up_card", russian_seen);
		expect_evidence(f, "element_of_risk_up_card", "68771010301/5094453748725");
		expect_evidence(f, "raises_up_card", "63799980 of 122151120");
		expect_evidence(f, "options_declined", "Koupit šestou kartu; Vyměnit 2 až 5 karet; "
		                "Výměna karty Krupiéra");
		cr_expect(strstr(f->message, "the house edge of the game as dealt (one dealer card "
		                             "seen) is 2.7601% of the ante; for comparison only, not "
		                             "as dealt (the dealer's cards unseen), it would be "
		                             "2.8533%"), "%s", f->message);
	}
	cr_expect(strstr(t_evidence(f, "rules_assumed"), "ties: the player wins"));
	cr_expect(strstr(t_evidence(f, "rules_assumed"), "one_pair with ace_king, two_pair "
	                                                 "with ace_king, two_pair with two_pair"));

	if (whole) {
		f = t_find(r, "banco-poker", "PP-POKER-007", NULL);
		cr_expect_eq(f->status, PP_ST_PASS);
		expect_evidence(f, "house_edge", "14275250707/1162771780170");
		/* the standard rules: caribbean-stud's "paid" reading's */
		expect_evidence(f, "house_edge_up_card", "723583636439/69766306810200");
		expect_evidence(f, "exchanges_up_card", "10257468 of 122151120");
		expect_evidence(f, "options_optimised", "Výměna jedné karty");
		expect_evidence(f, "options_declined", "none");
		cr_expect(strstr(t_evidence(f, "strategy"), "with one dealer card seen every "
		                                            "decision knows it"));
	}
	/* the copies: the same rules, so the figures pinned above for the
	 * game copied, or given, priced once; each view named */
	for (size_t i = 0; i < ncopies; i++) {
		if (!copies[i].view_words)
			continue; /* checked above */
		const pp_finding *g = t_find(r, copies[i].id, "PP-POKER-007", NULL);
		f = copies[i].unseen_edge ? NULL : t_find(r, copies[i].of, "PP-POKER-007", NULL);
		expect_evidence(g, "house_edge", f ? t_evidence(f, "house_edge")
		                                   : copies[i].unseen_edge);
		expect_evidence(g, "house_edge_up_card", f ? t_evidence(f, "house_edge_up_card")
		                                           : copies[i].seen_edge);
		const char *view = t_evidence(g, "dealt_view");
		cr_expect((view && strcmp(view, copies[i].view_words) == 0) ||
		          strstr(g->message, copies[i].view_words), "%s: %s", copies[i].id,
		          g->message);
	}
	/* dealt face down: the exchange optimised as dealt, declined in the
	 * comparison, and said so */
	if (!whole) {
		f = t_find(r, "banco-face-down", "PP-POKER-007", NULL);
		expect_evidence(f, "options_optimised", "Výměna jedné karty (dealer's cards unseen)");
		expect_evidence(f, "options_declined", "Výměna jedné karty (one dealer card seen); "
		                "Sixth");
		cr_expect(strstr(f->message, "for comparison only, not as dealt, with one dealer "
		                             "card seen the exchange is not optimised"), "%s",
		          f->message);
		cr_expect(strstr(f->message, "then raise or fold) with every other card option declined "
		                             "(Sixth), the house edge is 1.2277% of the ante"), "%s",
		          f->message);
		cr_expect(strstr(f->message, ": the exact return of that strategy, a lower bound of "
		                             "the optimal return, not the optimum"), "%s", f->message);
		f = t_find(r, "banco-priced-out", "PP-POKER-007", NULL);
		expect_evidence(f, "options_declined", "Výměna jedné karty");
		cr_expect(strstr(f->message, "a lower bound of the optimal return"), "%s",
		          f->message);
	}
	pp_result_free(r);
	pp_plan_free(p);
}
