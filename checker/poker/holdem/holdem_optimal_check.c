/* SPDX-License-Identifier: Apache-2.0 */
/* holdem_optimal_check.c - PP-POKER-007 for hold'em games: the main game's
 * exact return under the optimal strategy (holdem_optimal*.c), when the
 * heavy analyses are on (pp_set_exact_main, the CLI's --exact-main).
 *
 * The engine models two shapes, read from the bets:
 * - Ultimate Texas Hold'em: an Ante, a Blind of one stake, and one Play
 *   raise of three or more sizes.  The plan format lists the sizes without
 *   the stage each belongs to, so they are read as UTH's: the smallest on
 *   the river (or fold), the next on the flop (or check), every larger one
 *   before the flop (or check); the finding says so.
 * - Casino hold'em: an Ante and one call of a single size, no Blind: read
 *   as a call on the flop or a fold.
 * - Easy hold'em (Texas Hold'em Bonus): an Ante and three raises of one
 *   size each, no Blind: separate bets before the flop (or fold), on the
 *   flop and on the turn (or check); when the plan leaves open what the
 *   Ante gets on some wins, the game is priced with it lost and with it
 *   returned (holdem_optimal_easy.c tells why).
 * A game with anything else (other sets of raises, card options, a second
 * combination, fixed-amount payouts, a tie broken by suits, a rule the plan
 * leaves unstated but the Ante's open wins above) gets "not applicable"
 * with the reason: never a number for rules the engine did not model.  Side bets and insurance are not part
 * of the main game.  Results are kept per rule set in the shared memo. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "core/figures.h"
#include "core/disk_cache.h"
#include "core/memo.h"
#include "poker/holdem/holdem_optimal_impl.h"
#include "poker/poker_streets.h"
#include "i18n.h"

/* The Play sizes, distinct and ascending, into r's stages; NULL or why not. */
static const char *read_stages(holdem_rules *r, const poker_bet *play, int has_blind)
{
	const pp_node *list = node_get(play->node, "multiples");
	unsigned m[8], n = 0;
	mpq_t q;
	mpq_init(q);
	const char *no = NULL;
	for (size_t i = 0; !no && i < node_len(list); i++) {
		num_from_node(q, node_at(list, i));
		if (mpz_cmp_ui(mpq_denref(q), 1) != 0 || mpq_sgn(q) <= 0 ||
		    mpz_cmp_ui(mpq_numref(q), HOLDEM_MAX_MULTIPLE) > 0) {
			no = "a raise that is not a whole number of antes up to 64 is not modelled";
			break;
		}
		unsigned v = (unsigned)mpz_get_ui(mpq_numref(q)), at = 0;
		while (at < n && m[at] < v)
			at++;
		if (at < n && m[at] == v)
			continue;
		if (n == 8) {
			no = "a raise of more than eight sizes is not modelled";
			break;
		}
		memmove(m + at + 1, m + at, (n - at) * sizeof(*m));
		m[at] = v;
		n++;
	}
	mpq_clear(q);
	if (no)
		return no;
	if (!has_blind && n == 1) { /* Casino hold'em: call on the flop or fold */
		r->flop = m[0];
		return NULL;
	}
	if (has_blind && n >= 3 && n - 2 <= HOLDEM_MAX_PRE) { /* UTH */
		r->river = m[0];
		r->flop = m[1];
		r->npre = n - 2;
		for (unsigned i = 2; i < n; i++)
			r->pre[i - 2] = m[i];
		return NULL;
	}
	return has_blind ? "with a Blind the engine models Ultimate Texas Hold'em's three "
	                   "raise stages (three to six Play sizes)"
	                 : "without a Blind the engine models one call size (Casino hold'em)";
}

/* Reads g into r; returns NULL, or why the engine cannot price g (text in
 * why or static).  *play_out: the (first) raise, for the finding's
 * location; *ante_out: the ante; *open: the classes the Ante can win on
 * whose win the plan leaves open, when the game has separate stages (the
 * Ante's win is left at 0 on them), else 0. */
static const char *read_rules(holdem_rules *r, const poker_game *g, pp_buf *why,
                              const poker_bet **play_out, const poker_bet **ante_out,
                              unsigned *open)
{
	const poker_bet *ante = NULL, *blind = NULL, *raise[3] = { NULL, NULL, NULL };
	unsigned nraise = 0;
	*open = 0;
	if (node_len(node_get(g->game, "options")))
		return "card options are not modelled";
	if (g->second)
		return "a second combination paid on one hand is not modelled";
	for (size_t i = 0; i < g->nbets; i++) {
		const poker_bet *b = &g->bets[i];
		if (b->kind == POKER_RAISE) {
			if (nraise < 3)
				raise[nraise] = b;
			nraise++;
			continue;
		}
		const poker_bet **slot = b->kind == POKER_ANTE    ? &ante
		                         : b->kind == POKER_BLIND ? &blind
		                                                  : NULL;
		if (slot && *slot) {
			pp_buf_printf(why, "more than one %s (`%s`, `%s`) is not modelled",
			              b->kind == POKER_ANTE ? "ante" : "blind", (*slot)->name, b->name);
			return why->data;
		}
		if (slot)
			*slot = b;
	}
	int separate = nraise == 3 && !blind; /* Easy hold'em's shape */
	if (nraise > 1 && !separate) {
		pp_buf_printf(why, "more than one raise (`%s`, `%s`) is not modelled", raise[0]->name,
		              raise[1]->name);
		return why->data;
	}
	const poker_bet *play = raise[0];
	if (!ante || !play)
		return "the engine needs one ante and one raise";
	*play_out = play;
	*ante_out = ante;
	if (ante->amounts || play->amounts || (blind && blind->amounts) ||
	    (separate && (raise[1]->amounts || raise[2]->amounts)))
		return "fixed-amount payouts on the main bets are not modelled";
	const char *no = poker_read_tie(&r->tie, g);
	if (no)
		return no;
	for (size_t i = 0; i < (separate ? 3u : 1u); i++)
		if ((no = poker_streets_unmodelled(raise[i]->node, "holdem")))
			return no;
	no = separate ? holdem_read_separate(r, raise) : read_stages(r, play, blind != NULL);
	if (no)
		return no;
	if (separate)
		*open = poker_open_wins(g, ante);
	if (blind && node_len(node_get(blind->node, "multiples")) != 1)
		return "a Blind of several sizes is not modelled";
	const char *q = node_get_text(node_get(g->game, "dealer"), "qualifies_with", NULL);
	if (g->has_qual && (!q || hand_class_find(q) == HAND_NCLASS))
		return "the plan does not state the dealer's qualifying hand";
	r->has_qual = g->has_qual;
	r->qual = g->has_qual ? holdem_lowest_value(g->qual) : 0;
	if (blind)
		mpq_set(r->blind, blind->max_multiple);
	const poker_bet *bets[3] = { ante, play, blind };
	poker_main_dnq *dnq[3] = { &r->ante_dnq, &r->play_dnq, &r->blind_dnq };
	mpq_t *wins[3] = { r->ante_win, r->play_win, r->blind_win };
	for (int i = 0; i < 3; i++) {
		hand_class missing;
		if (!bets[i]) {
			*dnq[i] = POKER_MAIN_DNQ_PLAYS;
			continue;
		}
		if (!g->has_qual) {
			*dnq[i] = POKER_MAIN_DNQ_PLAYS; /* the dealer always plays */
		} else if (!poker_main_dnq_of(dnq[i], bets[i]->dnq)) {
			pp_buf_printf(why, "the plan does not say what `%s` gets when the dealer "
			              "does not qualify (PP-PLAN-007)", bets[i]->name);
			return why->data;
		}
		if (!poker_wins_except(wins[i], g, bets[i], i == 0 ? *open : 0, &missing)) {
			pp_buf_printf(why, "the plan states no payout of `%s` on %s, a hand it can "
			              "win on (PP-POKER-001)", bets[i]->name, hand_class_name(missing));
			return why->data;
		}
	}
	return NULL;
}

/* The rules the engine read, in words: the memo's key and the finding's
 * evidence of what was assumed. */
static void rules_words(pp_buf *b, const holdem_rules *r)
{
	static const char *const dnq[] = { "pushes", "wins", "loses", "plays" };
	static const char *const tie[] = { "push", "the player wins", "the dealer wins" };
	if (r->has_qual)
		pp_buf_printf(b, "the dealer qualifies with %s or better",
		              hand_class_name(hand_class_of(r->qual)));
	else
		pp_buf_printf(b, "the dealer always plays");
	if (r->separate) {
		holdem_separate_words(b, r);
	} else if (r->npre) {
		pp_buf_printf(b, "; Play before the flop:");
		for (unsigned i = 0; i < r->npre; i++)
			pp_buf_printf(b, "%s %u", i ? " or" : "", r->pre[i]);
		pp_buf_printf(b, " antes or check; on the flop %u antes or check; on the river %u "
		              "antes or fold (the plan's Play sizes read as these stages)",
		              r->flop, r->river);
	} else {
		pp_buf_printf(b, "; a call of %u antes on the flop or fold", r->flop);
	}
	if (r->has_qual) {
		pp_buf_printf(b, "; when the dealer does not qualify the ante %s, the raise %s",
		              dnq[r->ante_dnq], dnq[r->play_dnq]);
		if (mpq_sgn(r->blind) > 0)
			pp_buf_printf(b, ", the blind %s", dnq[r->blind_dnq]);
	}
	pp_buf_printf(b, "; ties: %s; net wins per stake", tie[r->tie]);
	const char *name[3] = { "ante", "raise", "blind" };
	const mpq_t *wins[3] = { r->ante_win, r->play_win, r->blind_win };
	for (int bet = 0; bet < (mpq_sgn(r->blind) > 0 ? 3 : 2); bet++) {
		pp_buf_printf(b, "%s %s:", bet ? ";" : ",", name[bet]);
		for (int c = 0; c < HAND_NCLASS; c++) {
			char *w = num_plain(wins[bet][c]);
			pp_buf_printf(b, "%s %s %s", c ? "," : "", hand_class_name((hand_class)c), w);
			free(w);
		}
	}
	if (mpq_sgn(r->blind) > 0) {
		char *s = num_plain(r->blind);
		pp_buf_printf(b, "; the blind's stake is %s antes", s);
		free(s);
	}
	pp_buf_printf(b, "; one 52-card deck, two cards each and five on the board; side bets "
	              "and insurance are not part of the figure");
}

static void free_result(void *value)
{
	holdem_result_clear(value);
	free(value);
}

static void copy_result(void *dst, const void *value)
{
	holdem_result_copy(dst, value);
}

/* Locked per memo (core/memo.h): safe for checks on several threads. */
static ck_memo holdem_memo = CK_MEMO_INIT("holdem main", free_result, 8);

/* Tests only (holdem_optimal_impl.h): a part of the deal, 0 for all.
 * Atomic: a test may set it while checks read it on other threads. */
static atomic_uint flop_limit;

void holdem_check_set_flop_limit(unsigned max_flops)
{
	atomic_store(&flop_limit, max_flops);
	ck_memo_clear_all(); /* no result of another part is reused */
}

/* The disk cache's name for this engine's results (core/disk_cache.h):
 * bump the version when the engine's figures change. */
static const char disk_kind[] = "holdem main optimal 2";

/* The result from the disk cache into out (initialised): 1 on a hit. */
static int holdem_from_disk(holdem_result *out, const ck_key *k)
{
	char *text = ck_disk_load(disk_kind, k);
	int ok = text && ck_disk_get_q(out->ev, text, "ev") &&
	         ck_disk_get_q(out->house_edge, text, "house_edge") &&
	         ck_disk_get_q(out->stake, text, "stake") &&
	         ck_disk_get_q(out->element_of_risk, text, "element_of_risk") &&
	         ck_disk_get_bytes(out->pre_choice, sizeof(out->pre_choice), text, "pre_choice") &&
	         ck_disk_get_u64(&out->flop_situations, text, "flop_situations") &&
	         ck_disk_get_u64(&out->flop_raised, text, "flop_raised") &&
	         ck_disk_get_u64(&out->turn_situations, text, "turn_situations") &&
	         ck_disk_get_u64(&out->turn_raised, text, "turn_raised") &&
	         ck_disk_get_u64(&out->river_situations, text, "river_situations") &&
	         ck_disk_get_u64(&out->river_raised, text, "river_raised");
	free(text);
	return ok;
}

static void holdem_to_disk(const holdem_result *res, const ck_key *k)
{
	pp_buf b = { 0 };
	ck_disk_put_q(&b, "ev", res->ev);
	ck_disk_put_q(&b, "house_edge", res->house_edge);
	ck_disk_put_q(&b, "stake", res->stake);
	ck_disk_put_q(&b, "element_of_risk", res->element_of_risk);
	ck_disk_put_bytes(&b, "pre_choice", res->pre_choice, sizeof(res->pre_choice));
	ck_disk_put_u64(&b, "flop_situations", res->flop_situations);
	ck_disk_put_u64(&b, "flop_raised", res->flop_raised);
	ck_disk_put_u64(&b, "turn_situations", res->turn_situations);
	ck_disk_put_u64(&b, "turn_raised", res->turn_raised);
	ck_disk_put_u64(&b, "river_situations", res->river_situations);
	ck_disk_put_u64(&b, "river_raised", res->river_raised);
	ck_disk_store(disk_kind, k, b.data);
	pp_buf_free(&b);
}

/* The result for r (key: its words) into out (initialised), from the memo
 * or computed and kept there; 0 when the engine cannot price r. */
/* Keeps res under k in the memo, and on disk unless it came from there. */
static void holdem_keep(const holdem_result *res, const ck_key *k, int to_disk)
{
	if (to_disk)
		holdem_to_disk(res, k);
	holdem_result *kept = pp_xmalloc(sizeof(*kept));
	holdem_result_init(kept);
	holdem_result_copy(kept, res);
	ck_memo_store(&holdem_memo, k, kept);
}

static int cached_result(holdem_result *out, const holdem_rules *r, const char *key)
{
	ck_key k = { 0 };
	int ok = 1;
	ck_key_bytes(&k, key, strlen(key));
	if (!ck_memo_find(&holdem_memo, &k, copy_result, out)) {
		int from_disk = holdem_from_disk(out, &k);
		ok = from_disk || holdem_return_part(out, r, 0, atomic_load(&flop_limit));
		if (ok)
			holdem_keep(out, &k, !from_disk);
	}
	ck_key_free(&k);
	return ok;
}

int holdem_check_recall(holdem_result *out, const holdem_rules *r)
{
	pp_buf words = { 0 };
	ck_key k = { 0 };
	rules_words(&words, r);
	ck_key_bytes(&k, words.data, strlen(words.data));
	int found = ck_memo_find(&holdem_memo, &k, copy_result, out);
	ck_key_free(&k);
	pp_buf_free(&words);
	return found;
}

/* cached_result for two readings (keys: their words): when neither is
 * kept, both are computed in one set of sweeps (holdem_return_pair), else
 * (or when the pair is refused) one by one. */
static int cached_result_pair(holdem_result *a, holdem_result *b, const holdem_rules *ra,
                              const holdem_rules *rb, const char *key_a, const char *key_b)
{
	ck_key ka = { 0 }, kb = { 0 };
	ck_key_bytes(&ka, key_a, strlen(key_a));
	ck_key_bytes(&kb, key_b, strlen(key_b));
	int kept = ck_memo_find(&holdem_memo, &ka, copy_result, a) || holdem_from_disk(a, &ka) ||
	           ck_memo_find(&holdem_memo, &kb, copy_result, b) || holdem_from_disk(b, &kb);
	int paired = !kept && holdem_return_pair(a, b, ra, rb, 0, atomic_load(&flop_limit));
	if (paired) {
		holdem_keep(a, &ka, 1);
		holdem_keep(b, &kb, 1);
	}
	ck_key_free(&ka);
	ck_key_free(&kb);
	return paired || (cached_result(a, ra, key_a) && cached_result(b, rb, key_b));
}

/* The strategy in words: the preflop raises by class, the other stages by
 * their counts. */
static void strategy_words(pp_buf *b, const holdem_rules *r, const holdem_result *res)
{
	if (r->separate) {
		holdem_separate_strategy(b, r, res);
		return;
	}
	if (r->npre) {
		unsigned total = 0;
		for (unsigned i = 0; i < r->npre; i++) {
			unsigned n = 0;
			for (unsigned k = 0; k < HOLDEM_CLASSES; k++) {
				/* pairs, suited, offsuit; each from the highest */
				unsigned c = k < 13 ? 12 - k : k < 91 ? 90 - (k - 13) : 168 - (k - 91);
				if (res->pre_choice[c] != i + 1)
					continue;
				char name[4];
				holdem_class_name(name, c);
				if (n++ == 0)
					pp_buf_printf(b, "%sbefore the flop raise %u antes with %s",
					              total ? "; " : "", r->pre[i], name);
				else
					pp_buf_printf(b, ", %s", name);
			}
			if (n)
				pp_buf_printf(b, " (%u of 169 starting hands up to suits)", n);
			total += n;
		}
		pp_buf_printf(b, "%s; ", total ? "; check the others" : "never raise before the flop");
	}
	pp_buf_printf(b, "on the flop %s %u antes when that has the higher exact expectation "
	              "over every turn, river and dealer hand%s (%llu of %llu situations of "
	              "hand and flop), else %s", r->npre ? "raise" : "call", r->flop,
	              r->river ? ", the river played optimally after a check" : "",
	              (unsigned long long)res->flop_raised,
	              (unsigned long long)res->flop_situations, r->river ? "check" : "fold");
	if (r->river)
		pp_buf_printf(b, "; on the river raise %u antes when that beats folding over "
		              "every dealer hand (%llu of %llu situations of hand and board), "
		              "else fold", r->river, (unsigned long long)res->river_raised,
		              (unsigned long long)res->river_situations);
	pp_buf_printf(b, "; two choices worth the same are resolved to the smaller stake");
}

void holdem_check_main(ck_ctx *ctx, const poker_game *g)
{
	if (!ck_exact_main_enabled())
		return;
	const char *subject = "main game under optimal strategy";
	holdem_rules r, other;
	holdem_rules_init(&r);
	holdem_rules_init(&other);
	pp_buf why = { 0 }, words = { 0 }, strategy = { 0 }, other_words = { 0 };
	const poker_bet *play = NULL, *ante = NULL;
	unsigned open = 0;
	const char *no = read_rules(&r, g, &why, &play, &ante, &open);
	holdem_result res, other_res;
	holdem_result_init(&res);
	holdem_result_init(&other_res);
	if (!no && open) { /* two readings: r the Ante lost on those wins, other returned */
		holdem_rules_copy(&other, &r);
		for (int c = 0; c < HAND_NCLASS; c++)
			if (open & (1u << c))
				mpq_set_si(r.ante_win[c], -1, 1);
	}
	if (!no) {
		rules_words(&words, &r);
		if (open)
			rules_words(&other_words, &other);
		if (open ? !cached_result_pair(&res, &other_res, &r, &other, words.data,
		                               other_words.data)
		         : !cached_result(&res, &r, words.data))
			no = "a payout's common denominator or size is too large for the engine's "
			     "integer sums";
	}
	if (no) {
		ck_emit_status(ctx, "PP-POKER-007", g->game, g->game, subject, PP_ST_NOTAPPLICABLE,
		               "the engine cannot price the main game: %s", no);
	} else if (open) {
		const holdem_rules both[2] = { r, other }; /* shallow: read only */
		const holdem_result results[2] = { res, other_res };
		const pp_buf both_words[2] = { words, other_words };
		holdem_report_readings(ctx, g, ante, play->node, open, both, results, both_words);
	} else {
		char *he = ck_pct(res.house_edge), *eor = ck_pct(res.element_of_risk);
		pp_finding *f = ck_emit(ctx, "PP-POKER-007", g->game, play->node, subject, 1,
		                        "Under the optimal strategy the house edge is %s of the "
		                        "ante (element of risk %s)", he, eor);
		free(he);
		free(eor);
		ck_evidence_q(f, "house_edge", res.house_edge, 6);
		ck_evidence_q(f, "element_of_risk", res.element_of_risk, 6);
		ck_evidence_q(f, "expected_stake", res.stake, 6);
		strategy_words(&strategy, &r, &res);
		ck_evidence_text(f, "strategy", strategy.data);
		ck_evidence_text(f, "rules_assumed", words.data);
		mpq_t rtp;
		mpq_init(rtp);
		mpq_set_ui(rtp, 1, 1);
		mpq_add(rtp, rtp, res.ev);
		ck_rtp(ctx, g->game, play->node, "main game under optimal strategy, per ante",
		       "main", rtp);
		ck_figures_rtp_only(ctx, g->game, "main game", "main", rtp,
		                    "PP-POKER-007 gives the return per ante under the optimal "
		                    "strategy, whose stake varies with the decisions, not the "
		                    "distribution of a round's results: hit frequency, variance "
		                    "and standard deviation are not computed");
		mpq_clear(rtp);
		pp_table *t = ck_table(ctx, g->game, "main-holdem",
		                       "Main game: exact return under the optimal strategy", 3,
		                       N_("figure"), N_("exact"), N_("percent"));
		const char *label[2] = { "house edge per ante", "element of risk" };
		mpq_ptr q[2] = { res.house_edge, res.element_of_risk };
		for (int i = 0; i < 2; i++) {
			char *x = num_exact(q[i]), *pc = ck_pct(q[i]);
			ck_table_row(t, label[i], x, pc);
			free(x);
			free(pc);
		}
	}
	holdem_result_clear(&res);
	holdem_result_clear(&other_res);
	pp_buf_free(&why);
	pp_buf_free(&words);
	pp_buf_free(&other_words);
	pp_buf_free(&strategy);
	holdem_rules_clear(&r);
	holdem_rules_clear(&other);
}
