/* stud_optimal_check.c - PP-POKER-007: the main game's exact return under
 * the optimal raise/fold strategy for a stud game the engine can price
 * (stud_optimal.c), when the heavy analyses are on (pp_set_exact_main,
 * the CLI's --exact-main).  A game with rules the engine does not model (card exchanges or
 * purchases, a second combination, a Blind, ties broken by suits, any
 * rule the plan leaves unstated) gets "not applicable" with the reason:
 * never a number for rules it did not model.
 *
 * Two figures: the optimum when the dealer's cards are unseen, and the
 * optimum when the player sees one dealer card.  The plan format does not
 * record whether the dealer deals a card face up (Caribbean stud does), so
 * the finding gives both and says so.  Results are kept per rule set in
 * the checker's shared memo (core/memo.h). */
#include <stdlib.h>
#include <string.h>

#include "core/disk_cache.h"
#include "core/memo.h"
#include "poker/poker.h"
#include "poker/stud_optimal.h"

/* Reads g into r and its ante and raise into *ante_out, *bet_out;
 * returns NULL, or why the engine cannot price g (text in why or static). */
static const char *read_rules(so_rules *r, const pk_game *g, pp_buf *why,
                              const pk_bet **ante_out, const pk_bet **bet_out)
{
	const pk_bet *ante = NULL, *bet = NULL;
	const pp_node *options = node_get(g->game, "options");
	if (node_len(options)) {
		pp_buf_printf(why, "card options are not modelled (");
		for (size_t i = 0; i < node_len(options); i++)
			pp_buf_printf(why, "%s%s", i ? ", " : "",
			              node_get_text(node_at(options, i), "name", ""));
		pp_buf_printf(why, ")");
		return why->data;
	}
	if (g->second)
		return "a second combination paid on one hand is not modelled";
	const char *no = so_read_tie(&r->tie, g);
	if (no)
		return no;
	for (size_t i = 0; i < g->nbets; i++) {
		const pk_bet *b = &g->bets[i];
		if (b->kind == PK_BLIND)
			return "a Blind is not modelled";
		if (b->kind == PK_ANTE && ante)
			return "more than one ante is not modelled";
		if (b->kind == PK_RAISE && bet)
			return "more than one raise is not modelled";
		if (b->kind == PK_ANTE)
			ante = b;
		else if (b->kind == PK_RAISE)
			bet = b;
	}
	if (!ante || !bet)
		return "the engine needs one ante and one raise";
	*ante_out = ante;
	*bet_out = bet;
	if (ante->amounts || bet->amounts)
		return "fixed-amount payouts on the ante or the raise are not modelled";
	if (node_len(node_get(bet->node, "multiples")) != 1)
		return "a raise of several sizes is not modelled";
	const char *q = node_get_text(node_get(g->game, "dealer"), "qualifies_with", NULL);
	if (g->has_qual && (!q || pe_class_find(q) == PE_NCLASS))
		return "the plan does not state the dealer's qualifying hand";
	r->has_qual = g->has_qual;
	r->qual = g->qual;
	mpq_set(r->raise, bet->max_multiple);
	if (!g->has_qual) { /* the dealer always plays: no such rule applies */
		r->ante_dnq = r->bet_dnq = SO_DNQ_PLAYS;
	} else if (!so_dnq_of(&r->ante_dnq, ante->dnq) || !so_dnq_of(&r->bet_dnq, bet->dnq)) {
		pp_buf_printf(why, "the plan does not say what `%s` gets when the dealer does "
		              "not qualify (PP-PLAN-007)", !so_dnq_of(&r->ante_dnq, ante->dnq)
		              ? ante->name : bet->name);
		return why->data;
	}
	pe_class missing;
	if (!so_wins_of(r->ante_win, g, ante, &missing) || !so_wins_of(r->bet_win, g, bet, &missing)) {
		pp_buf_printf(why, "the plan states no payout of `%s` on %s, a hand it can win "
		              "on (PP-POKER-001)", !so_wins_of(r->ante_win, g, ante, &missing)
		              ? ante->name : bet->name, pe_class_name(missing));
		return why->data;
	}
	return NULL;
}

/* The rules the engine read, in words: the memo's key and the finding's
 * evidence of what was assumed.  need_ante, need_bet: the classes each
 * bet can win on (the others' payouts never count). */
static void rules_words(pp_buf *b, const so_rules *r, unsigned need_ante, unsigned need_bet)
{
	static const char *const dnq[] = { "pushes", "wins", "loses", "plays" };
	static const char *const tie[] = { "push", "the player wins", "the dealer wins" };
	char *k = num_plain(r->raise);
	if (r->has_qual)
		pp_buf_printf(b, "the dealer qualifies with %s or better", pe_class_name(r->qual));
	else
		pp_buf_printf(b, "the dealer always plays");
	pp_buf_printf(b, "; the raise is %s antes; when the dealer does not qualify the ante "
	              "%s and the raise %s; ties: %s; net wins per stake, ante:", k,
	              dnq[r->ante_dnq], dnq[r->bet_dnq], tie[r->tie]);
	free(k);
	for (int bet = 0; bet < 2; bet++) {
		unsigned need = bet ? need_bet : need_ante;
		int first = 1;
		if (bet)
			pp_buf_printf(b, "; raise:");
		for (int c = 0; c < PE_NCLASS; c++) {
			if (!(need & (1u << c)))
				continue;
			char *w = num_plain(bet ? r->bet_win[c] : r->ante_win[c]);
			pp_buf_printf(b, "%s %s %s", first ? "" : ",", pe_class_name((pe_class)c), w);
			first = 0;
			free(w);
		}
	}
	pp_buf_printf(b, "; one 52-card deck, five cards each; side bets and insurance are "
	              "not part of the figure");
}

/* Both variants' results for one rule set: what the memo keeps. */
typedef struct {
	so_result unseen, seen;
} stud_value;

static void stud_value_init(stud_value *v)
{
	so_result_init(&v->unseen);
	so_result_init(&v->seen);
}

static void stud_value_clear(stud_value *v)
{
	so_result_clear(&v->unseen);
	so_result_clear(&v->seen);
}

static void free_stud(void *value)
{
	stud_value_clear(value);
	free(value);
}

static void copy_result(so_result *d, const so_result *s)
{
	mpq_set(d->ev, s->ev);
	mpq_set(d->house_edge, s->house_edge);
	mpq_set(d->element_of_risk, s->element_of_risk);
	d->hands = s->hands;
	d->situations = s->situations;
	d->raised = s->raised;
	memcpy(d->situations_by_class, s->situations_by_class, sizeof(d->situations_by_class));
	memcpy(d->raised_by_class, s->raised_by_class, sizeof(d->raised_by_class));
}

/* dst: an initialised stud_value. */
static void copy_stud(void *dst, const void *value)
{
	stud_value *d = dst;
	const stud_value *v = value;
	copy_result(&d->unseen, &v->unseen);
	copy_result(&d->seen, &v->seen);
}

static ck_memo stud_memo = CK_MEMO_INIT("stud main", free_stud, 8);

/* The disk cache's name for this engine's results (core/disk_cache.h):
 * bump the version when the engine's figures change. */
static const char disk_kind[] = "stud main optimal 1";

static void put_result(pp_buf *b, const char *variant, const so_result *r)
{
	char name[64];
	snprintf(name, sizeof(name), "%s.ev", variant);
	ck_disk_put_q(b, name, r->ev);
	snprintf(name, sizeof(name), "%s.house_edge", variant);
	ck_disk_put_q(b, name, r->house_edge);
	snprintf(name, sizeof(name), "%s.element_of_risk", variant);
	ck_disk_put_q(b, name, r->element_of_risk);
	snprintf(name, sizeof(name), "%s.hands", variant);
	ck_disk_put_u64(b, name, r->hands);
	snprintf(name, sizeof(name), "%s.situations", variant);
	ck_disk_put_u64(b, name, r->situations);
	snprintf(name, sizeof(name), "%s.raised", variant);
	ck_disk_put_u64(b, name, r->raised);
	for (int c = 0; c < PE_NCLASS; c++) {
		snprintf(name, sizeof(name), "%s.situations.%d", variant, c);
		ck_disk_put_u64(b, name, r->situations_by_class[c]);
		snprintf(name, sizeof(name), "%s.raised.%d", variant, c);
		ck_disk_put_u64(b, name, r->raised_by_class[c]);
	}
}

/* 1 when text holds every field of one variant (r is then filled). */
static int get_result(so_result *r, const char *text, const char *variant)
{
	char name[64];
	int ok = 1;
	snprintf(name, sizeof(name), "%s.ev", variant);
	ok &= ck_disk_get_q(r->ev, text, name);
	snprintf(name, sizeof(name), "%s.house_edge", variant);
	ok &= ck_disk_get_q(r->house_edge, text, name);
	snprintf(name, sizeof(name), "%s.element_of_risk", variant);
	ok &= ck_disk_get_q(r->element_of_risk, text, name);
	snprintf(name, sizeof(name), "%s.hands", variant);
	ok &= ck_disk_get_u64(&r->hands, text, name);
	snprintf(name, sizeof(name), "%s.situations", variant);
	ok &= ck_disk_get_u64(&r->situations, text, name);
	snprintf(name, sizeof(name), "%s.raised", variant);
	ok &= ck_disk_get_u64(&r->raised, text, name);
	for (int c = 0; c < PE_NCLASS; c++) {
		snprintf(name, sizeof(name), "%s.situations.%d", variant, c);
		ok &= ck_disk_get_u64(&r->situations_by_class[c], text, name);
		snprintf(name, sizeof(name), "%s.raised.%d", variant, c);
		ok &= ck_disk_get_u64(&r->raised_by_class[c], text, name);
	}
	return ok;
}

/* Both variants from the disk cache into out (initialised): 1 on a hit. */
static int stud_from_disk(stud_value *out, const ck_key *k)
{
	char *text = ck_disk_load(disk_kind, k);
	int ok = text && get_result(&out->unseen, text, "unseen") &&
	         get_result(&out->seen, text, "seen");
	free(text);
	return ok;
}

static void stud_to_disk(const stud_value *v, const ck_key *k)
{
	pp_buf b = { 0 };
	put_result(&b, "unseen", &v->unseen);
	put_result(&b, "seen", &v->seen);
	ck_disk_store(disk_kind, k, b.data);
	pp_buf_free(&b);
}

/* The results for r (key: its words) into out (initialised), from the
 * memo or computed and kept there; 0 when the engine cannot price figures
 * this large (nothing is kept). */
static int stud_results(stud_value *out, const so_rules *r, const char *key)
{
	ck_key k = { 0 };
	int ok = 1;
	ck_key_bytes(&k, key, strlen(key));
	if (!ck_memo_find(&stud_memo, &k, copy_stud, out)) {
		so_rules up = *r; /* shares r's rationals, read only */
		up.up_card = 1;
		int from_disk = stud_from_disk(out, &k);
		ok = from_disk || (so_return(&out->unseen, r) && so_return(&out->seen, &up));
		if (ok && !from_disk)
			stud_to_disk(out, &k);
		if (ok) {
			stud_value *kept = pp_xmalloc(sizeof(*kept));
			stud_value_init(kept);
			copy_stud(kept, out);
			ck_memo_store(&stud_memo, &k, kept);
		}
	}
	ck_key_free(&k);
	return ok;
}

static const char strategy_words[] =
	"raise or fold on each hand, whichever has the higher exact expected value against "
	"every dealer hand from the other 47 cards (with one dealer card seen: for each up "
	"card, against the dealer hands holding it); no card exchange, no sixth card; a "
	"hand whose two choices are worth the same is folded";

/* The figures of one variant as evidence and table rows. */
static void variant(pp_finding *f, pp_table *t, const char *suffix, const char *label,
                    const so_result *res)
{
	char name[64];
	snprintf(name, sizeof(name), "house_edge%s", suffix);
	ck_evidence_q(f, name, res->house_edge, 6);
	snprintf(name, sizeof(name), "element_of_risk%s", suffix);
	ck_evidence_q(f, name, res->element_of_risk, 6);
	char raised[96];
	snprintf(raised, sizeof(raised), "%llu of %llu", (unsigned long long)res->raised,
	         (unsigned long long)res->situations);
	snprintf(name, sizeof(name), "raises%s", suffix);
	ck_evidence_text(f, name, raised);
	char *x = num_exact(res->house_edge), *pc = ck_pct(res->house_edge);
	char row[128];
	snprintf(row, sizeof(row), "house edge per ante, %s", label);
	ck_table_row(t, row, x, pc);
	free(x);
	free(pc);
	x = num_exact(res->element_of_risk);
	pc = ck_pct(res->element_of_risk);
	snprintf(row, sizeof(row), "element of risk, %s", label);
	ck_table_row(t, row, x, pc);
	free(x);
	free(pc);
}

void so_check_main(ck_ctx *ctx, const pk_game *g)
{
	if (!ck_exact_main_enabled())
		return;
	const char *subject = "main game under optimal strategy";
	so_rules r;
	so_rules_init(&r);
	pp_buf why = { 0 }, words = { 0 };
	const pk_bet *ante = NULL, *bet = NULL;
	const char *no = read_rules(&r, g, &why, &ante, &bet);
	stud_value v;
	stud_value_init(&v);
	if (!no) {
		rules_words(&words, &r, so_winning_classes(g, ante), so_winning_classes(g, bet));
		if (!stud_results(&v, &r, words.data))
			no = "the payouts' common denominator is too large for the engine's "
			     "integer sums";
	}
	if (no) {
		ck_emit_status(ctx, "PP-POKER-007", g->game, g->game, subject, PP_ST_NOTAPPLICABLE,
		               "the engine cannot price the main game: %s", no);
	} else {
		const so_result *unseen = &v.unseen, *seen = &v.seen;
		char *a = ck_pct(unseen->house_edge), *b = ck_pct(seen->house_edge);
		pp_finding *f = ck_emit(ctx, "PP-POKER-007", g->game, bet->node, subject, 1,
		                        "Under the optimal raise/fold strategy the house edge is "
		                        "%s of the ante when the dealer's cards are unseen, %s "
		                        "when the player sees one dealer card (the plan format "
		                        "does not record whether one is dealt face up)", a, b);
		free(a);
		free(b);
		pp_table *t = ck_table(ctx, g->game, "main-stud",
		                       "Main game: exact return under the optimal raise/fold "
		                       "strategy", 3, "figure", "exact", "percent");
		variant(f, t, "", "dealer's cards unseen", unseen);
		variant(f, t, "_up_card", "one dealer card seen", seen);
		ck_evidence_text(f, "strategy", strategy_words);
		ck_evidence_text(f, "rules_assumed", words.data);
	}
	stud_value_clear(&v);
	pp_buf_free(&why);
	pp_buf_free(&words);
	so_rules_clear(&r);
}
