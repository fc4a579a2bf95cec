/* SPDX-License-Identifier: Apache-2.0 */
/* poker_room_hands.c - a variant's hands: how they are ranked (high,
 * Ace-to-Five low, Deuce-to-Seven low, a high-low split and its low
 * qualifier), how they are made (own and board cards), and the lists of
 * ranked hands a plan prints (PP-ROOM-030..032).
 *
 * The engine works on five-card hands as ranks (suits matter only for a
 * flush, which a row states).  Every ranking is turned into one strength,
 * smaller is better, so each list is checked by enumerating every hand the
 * ranking admits (7462 classes at most) and comparing: never a stored list
 * of the right answers. */
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#include "poker_room/poker_room.h"
#include "i18n.h"

int room_ranking_parse(const char *s)
{
	if (!s)
		return -1;
	return strcmp(s, "high") == 0 ? ROOM_RANK_HIGH
	       : strcmp(s, "ace_to_five_low") == 0 ? ROOM_RANK_A5
	       : strcmp(s, "deuce_to_seven_low") == 0 ? ROOM_RANK_27 : -1;
}

/* One rank token ("A", "10", "t") as 2..14, or 0. */
static int rank_of(const char *s, size_t n)
{
	if (n == 2 && s[0] == '1' && s[1] == '0')
		return 10;
	if (n != 1)
		return 0;
	int c = toupper((unsigned char)s[0]);
	if (c >= '2' && c <= '9')
		return c - '0';
	return c == 'T' ? 10 : c == 'J' ? 11 : c == 'Q' ? 12 : c == 'K' ? 13 : c == 'A' ? 14 : 0;
}

/* Sorts the ranks from the highest down (ace 14). */
static void sort_desc(unsigned char *r)
{
	for (int i = 1; i < 5; i++)
		for (int j = i; j > 0 && r[j] > r[j - 1]; j--) {
			unsigned char t = r[j];
			r[j] = r[j - 1];
			r[j - 1] = t;
		}
}

int room_hand_parse(room_hand *h, const char *text, int flush)
{
	int n = 0;
	const char *p = text;
	while (*p) {
		while (*p == ' ' || *p == '-' || *p == ',')
			p++;
		if (!*p)
			break;
		const char *start = p;
		while (*p && *p != ' ' && *p != '-' && *p != ',')
			p++;
		int r = rank_of(start, (size_t)(p - start));
		if (!r || n == 5)
			return 0;
		h->rank[n++] = (unsigned char)r;
	}
	if (n != 5)
		return 0;
	sort_desc(h->rank);
	h->flush = flush != 0;
	int same = 0;
	for (int i = 1; i < 5; i++) {
		if (h->rank[i] == h->rank[i - 1])
			same++;
		if (i >= 4 && h->rank[i] == h->rank[i - 4])
			return 0;   /* five of a rank: one deck has four */
	}
	return !(h->flush && same);   /* a flush has five different ranks */
}

/* The ranks grouped by how often they occur, then by rank, each group's
 * rank once: into g (most frequent first), returns the pattern's
 * category: 0 no pair, 1 pair, 2 two pairs, 3 trips, 4 full house,
 * 5 four of a kind.  ace_low counts aces as 1. */
static int group(const room_hand *h, int ace_low, int *g, int *ng)
{
	int count[15] = { 0 };
	for (int i = 0; i < 5; i++)
		count[ace_low && h->rank[i] == 14 ? 1 : h->rank[i]]++;
	*ng = 0;
	int top = 0, pairs = 0;
	for (int c = 4; c >= 1; c--)
		for (int r = 14; r >= 1; r--)
			if (count[r] == c) {
				g[(*ng)++] = r;
				if (c > top)
					top = c;
				pairs += c == 2;
			}
	return top == 4 ? 5 : top == 3 ? (pairs ? 4 : 3) : pairs == 2 ? 2 : pairs;
}

/* The usual poker category, 0 (high card) to 8 (straight flush); the
 * ace plays low in a wheel only when wheel is set. */
static int high_category(const room_hand *h, int pattern, const int *g, int wheel, int *top)
{
	static const int by_pattern[] = { 0, 1, 2, 3, 6, 7 };
	*top = g[0];
	if (pattern)
		return by_pattern[pattern];
	int straight = h->rank[0] - h->rank[4] == 4;
	if (wheel && h->rank[0] == 14 && h->rank[1] == 5) {
		straight = 1;
		*top = 5;
	}
	return straight && h->flush ? 8 : h->flush ? 5 : straight ? 4 : 0;
}

long room_hand_strength(int ranking, const room_hand *h)
{
	int g[5], ng, top;
	int ace_low = ranking == ROOM_RANK_A5;
	int pattern = group(h, ace_low, g, &ng);
	long key = pattern;
	if (ranking != ROOM_RANK_A5) {
		key = high_category(h, pattern, g, ranking == ROOM_RANK_HIGH, &top);
		if (key == 4 || key == 8) {
			g[0] = top;   /* a straight is known by its top card */
			ng = 1;
		}
	}
	for (int i = 0; i < 5; i++)
		key = key * 15 + (i < ng ? g[i] : 0);
	/* Smaller is better: a high hand's key is turned round. */
	return ranking == ROOM_RANK_HIGH ? -key : key;
}

int room_hand_qualifies(const room_hand *h, int eight_or_better)
{
	if (!eight_or_better)
		return 1;
	for (int i = 0; i < 5; i++) {
		if (h->rank[i] != 14 && h->rank[i] > 8)
			return 0;
		if (i && h->rank[i] == h->rank[i - 1])
			return 0;
	}
	return 1;
}

char *room_hand_text(int ranking, const room_hand *h)
{
	static const char names[] = "??23456789TJQKA";
	unsigned char r[5];
	memcpy(r, h->rank, 5);
	if (ranking == ROOM_RANK_A5) {
		/* Aces low: written last, as the plans print them (8-6-4-2-A). */
		for (int i = 0; i < 5; i++)
			if (r[i] == 14)
				r[i] = 1;
		sort_desc(r);
	}
	char buf[32];
	size_t n = 0;
	for (int i = 0; i < 5; i++) {
		if (i)
			buf[n++] = '-';
		buf[n++] = r[i] == 1 ? 'A' : names[r[i]];
	}
	buf[n] = '\0';
	return ranking != ROOM_RANK_A5 && h->flush ? pp_xasprintf("%s flush", buf)
	       : pp_xstrdup(buf);
}

static int by_strength(const void *a, const void *b)
{
	long x = ((const room_ranked *)a)->strength, y = ((const room_ranked *)b)->strength;
	return x < y ? -1 : x > y;
}

size_t room_hands_admitted(int ranking, int eight_or_better, room_ranked **out)
{
	size_t n = 0, cap = 7462;
	room_ranked *all = pp_xmalloc(cap * sizeof(*all));
	int r[5];
	/* Every multiset of five ranks, highest first, none more than four
	 * times; suits count only for a flush of five different ranks, and
	 * not at all Ace-to-Five. */
	for (r[0] = 14; r[0] >= 2; r[0]--)
	for (r[1] = r[0]; r[1] >= 2; r[1]--)
	for (r[2] = r[1]; r[2] >= 2; r[2]--)
	for (r[3] = r[2]; r[3] >= 2; r[3]--)
	for (r[4] = r[3]; r[4] >= 2; r[4]--) {
		if (r[0] == r[4])
			continue;
		int distinct = r[0] > r[1] && r[1] > r[2] && r[2] > r[3] && r[3] > r[4];
		for (int flush = 0; flush <= (distinct && ranking != ROOM_RANK_A5); flush++) {
			room_hand h = { { (unsigned char)r[0], (unsigned char)r[1], (unsigned char)r[2],
			                  (unsigned char)r[3], (unsigned char)r[4] }, flush };
			if (!room_hand_qualifies(&h, eight_or_better))
				continue;
			all[n].hand = h;
			all[n++].strength = room_hand_strength(ranking, &h);
		}
	}
	qsort(all, n, sizeof(*all), by_strength);
	*out = all;
	return n;
}

unsigned long room_hands_makeable(const char *hole, long hole_cards, long board_cards,
                                  long own, long board)
{
	unsigned long total = 0;
	for (long k = 0; k <= 5; k++) {
		long b = 5 - k;
		int ok = strcmp(hole, "any") == 0 ? 1
		         : strcmp(hole, "exactly") == 0 ? k == hole_cards
		         : strcmp(hole, "at_most") == 0 ? k <= hole_cards : k >= hole_cards;
		if (!ok || k > own || b > board || (board_cards >= 0 && b != board_cards))
			continue;
		unsigned long ways = 1;
		for (long i = 0; i < k; i++)
			ways = ways * (unsigned long)(own - i) / (unsigned long)(i + 1);
		for (long i = 0; i < b; i++)
			ways = ways * (unsigned long)(board - i) / (unsigned long)(i + 1);
		total += ways;
	}
	return total;
}

/* PP-ROOM-030: the variant's ranking names a low hand wherever it names
 * a qualifier, and the best low hand it states is the best the ranking
 * admits. */
static void check_ranking(ck_ctx *ctx, const pp_node *game, const char *name,
                          const pp_node *hr)
{
	int main_rank = room_ranking_parse(node_get_text(hr, "ranking", NULL));
	int low = main_rank != ROOM_RANK_HIGH ? main_rank
	          : room_ranking_parse(node_get_text(hr, "split_low", NULL));
	const char *q = node_get_text(hr, "qualifier", "none");
	if (low < 0 && strcmp(q, "eight_or_better") == 0) {
		ck_emit(ctx, "PP-ROOM-030", game, node_get(hr, "qualifier"), name, 0,
		        "%s: the plan states a low qualifier (%s) but no low hand: the ranking is "
		        "high and the pot is not split", name, q);
		return;
	}
	const pp_node *best = node_get(hr, "best_low");
	if (low < 0 && best)
		ck_emit(ctx, "PP-ROOM-030", game, best, name, 0,
		        "%s: the plan names a best low hand (%s) but no low hand: the ranking is "
		        "high and the pot is not split", name, node_text(best));
	if (low < 0 || !best)
		return;
	room_ranked *all;
	size_t n = room_hands_admitted(low, strcmp(q, "eight_or_better") == 0, &all);
	char *want = room_hand_text(low, &all[0].hand);
	room_hand stated;
	int ok = room_hand_parse(&stated, node_text(best), 0);
	pp_finding *f;
	if (!ok)
		f = ck_emit(ctx, "PP-ROOM-030", game, best, name, 0,
		            "%s: the best low hand `%s` is not five ranks one deck deals; the "
		            "ranking's best is %s", name, node_text(best), want);
	else
		f = ck_emit(ctx, "PP-ROOM-030", game, best, name,
		            room_hand_strength(low, &stated) == all[0].strength,
		            "%s: %s with qualifier %s admits %zu low hands, the best %s; the plan "
		            "says %s", name, low == ROOM_RANK_A5 ? "ace_to_five_low"
		            : "deuce_to_seven_low", q, n, want, node_text(best));
	ck_evidence_text(f, "best_low", want);
	free(want);
	free(all);
}

/* PP-ROOM-030: the hand-making rule makes a five-card hand out of the
 * variant's own and board cards; the count of hands a player chooses
 * among is the figure. */
static void check_making(ck_ctx *ctx, const pp_node *game, const pp_node *v,
                         const char *name, const pp_node *hm)
{
	const char *hole = node_get_text(hm, "hole", "any");
	long n = node_get_int(hm, "hole_cards", -1);
	long board = node_get_int(hm, "board_cards", -1);
	/* The hand is made of the cards kept: those dealt less the discards. */
	long own = node_get_int(v, "cards_per_player", 0) - node_get_int(hm, "discards", 0);
	long comm = node_get_int(v, "community_cards", 0);
	if (own < 0)
		own = 0;   /* more discards than cards: no hand, reported below */
	if (strcmp(hole, "any") != 0 && n < 0) {
		ck_emit(ctx, "PP-ROOM-030", game, hm, name, 0,
		        "%s: the hand-making rule says %s but not how many own cards", name, hole);
		return;
	}
	unsigned long ways = room_hands_makeable(hole, n, board, own, comm);
	char *hn = n < 0 ? pp_xstrdup("") : pp_xasprintf(" %ld", n);
	char *bn = board < 0 ? pp_xstrdup("5 - own") : pp_xasprintf("%ld", board);
	char w[24];
	snprintf(w, sizeof(w), "%lu", ways);
	pp_finding *f = ck_emit(ctx, "PP-ROOM-030", game, hm, name, ways > 0,
	                        "%s: own cards %s%s, board cards %s: with %ld own and %ld board "
	                        "cards a player chooses among %lu five-card hands", name, hole, hn,
	                        bn, own, comm, ways);
	ck_evidence_text(f, "five_card_hands", w);
	free(hn);
	free(bn);
}

/* A row's label: its printed number, else its place in the list. */
static char *row_label(const pp_node *row, size_t i)
{
	return node_get(row, "number") ? pp_xasprintf("%lld", node_get_int(row, "number", 0))
	       : pp_xasprintf("%zu", i + 1);
}

/* The place (1-based) of strength s among all, or 0 when not admitted. */
static size_t place_of(const room_ranked *all, size_t n, long s)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (all[mid].strength < s)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < n && all[lo].strength == s ? lo + 1 : 0;
}

/* A printed list's rows as read: place among the admitted hands (0: not
 * a hand the list admits) and whether it repeats an earlier row. */
typedef struct {
	size_t place;
	char *label, *text;
} list_row;

/* PP-ROOM-031 for each row: a hand one deck deals, that qualifies, listed
 * once; fills rows[] with each row's place. Returns the rows in error. */
static size_t read_rows(ck_ctx *ctx, const pp_node *game, const char *subject, int ranking,
                        int eight, const pp_node *rows_node, const room_ranked *all,
                        size_t n, list_row *rows, size_t *dups)
{
	size_t bad = 0;
	for (size_t i = 0; i < node_len(rows_node); i++) {
		const pp_node *row = node_at(rows_node, i);
		room_hand h;
		rows[i].place = 0;
		rows[i].label = row_label(row, i);
		rows[i].text = NULL;
		const pp_node *hand = node_get(row, "hand");
		if (!room_hand_parse(&h, node_text(hand), node_get_bool(row, "flush", 0))) {
			ck_emit(ctx, "PP-ROOM-031", game, hand, subject, 0,
			        "%s: row %s `%s` is not five ranks one deck deals", subject,
			        rows[i].label, node_text(hand));
			bad++;
			continue;
		}
		rows[i].text = room_hand_text(ranking, &h);
		if (!room_hand_qualifies(&h, eight)) {
			ck_emit(ctx, "PP-ROOM-031", game, hand, subject, 0,
			        "%s: row %s %s does not qualify as eight or better (five different "
			        "ranks, none above 8)", subject, rows[i].label, rows[i].text);
			bad++;
			continue;
		}
		rows[i].place = place_of(all, n, room_hand_strength(ranking, &h));
		for (size_t j = 0; j < i; j++)
			if (rows[j].place == rows[i].place) {
				pp_finding *f = ck_emit(ctx, "PP-ROOM-031", game, hand, subject, 0,
				                        "%s: row %s %s repeats row %s", subject,
				                        rows[i].label, rows[i].text, rows[j].label);
				ck_evidence_text(f, "repeats_row", rows[j].label);
				rows[i].place = 0;   /* compared once, as the row it repeats */
				(*dups)++;
				bad++;
				break;
			}
	}
	return bad;
}

/* PP-ROOM-031 for a list the plan presents as complete: each hand the
 * ranking admits that no row lists, placed next to the row it follows
 * in the list's order.  Returns how many are missing. */
static size_t find_missing(ck_ctx *ctx, const pp_node *game, const char *subject,
                           int ranking, const pp_node *rows_node, const room_ranked *all,
                           size_t n, const list_row *rows, int best_first)
{
	size_t nrows = node_len(rows_node), missing = 0;
	for (size_t k = 1; k <= n; k++) {
		size_t prev = nrows, first = nrows;
		for (size_t i = 0; i < nrows; i++) {
			if (rows[i].place == k)
				goto listed;
			if (!rows[i].place)
				continue;
			if (first == nrows)
				first = i;
			int before = best_first ? rows[i].place < k : rows[i].place > k;
			if (before && (prev == nrows || (best_first ? rows[i].place > rows[prev].place
			                                            : rows[i].place < rows[prev].place)))
				prev = i;
		}
		char *text = room_hand_text(ranking, &all[k - 1].hand);
		pp_finding *f;
		if (prev < nrows)
			f = ck_emit(ctx, "PP-ROOM-031", game, rows_node, subject, 0,
			            "%s: %s is missing: it is hand %zu of the %zu the ranking admits, "
			            "best first, and belongs after row %s (%s)", subject, text, k, n,
			            rows[prev].label, rows[prev].text);
		else
			f = ck_emit(ctx, "PP-ROOM-031", game, rows_node, subject, 0,
			            "%s: %s is missing: it is hand %zu of the %zu the ranking admits, "
			            "best first, and belongs before row %s (%s)", subject, text, k, n,
			            first < nrows ? rows[first].label : "1",
			            first < nrows ? rows[first].text : "");
		ck_evidence_text(f, "missing_hand", text);
		free(text);
		missing++;
listed:;
	}
	return missing;
}

/* PP-ROOM-032: every row comes after the rows the list's order puts
 * before it; one pass when all do. */
static void check_order(ck_ctx *ctx, const pp_node *game, const char *subject,
                        const pp_node *list, const list_row *rows, size_t n, int best_first)
{
	const pp_node *rows_node = node_get(list, "rows");
	const char *order = best_first ? "best_first" : "worst_first";
	size_t last = node_len(rows_node), wrong = 0, counted = 0;
	for (size_t i = 0; i < node_len(rows_node); i++) {
		if (!rows[i].place)
			continue;
		counted++;
		if (last < i && (best_first ? rows[i].place < rows[last].place
		                            : rows[i].place > rows[last].place)) {
			pp_finding *f = ck_emit(ctx, "PP-ROOM-032", game,
			                        node_get(node_at(rows_node, i), "hand"), subject, 0,
			                        "%s: row %s %s (hand %zu of %zu, best first) is out of %s "
			                        "order after row %s %s (hand %zu)", subject, rows[i].label,
			                        rows[i].text, rows[i].place, n, order, rows[last].label,
			                        rows[last].text, rows[last].place);
			ck_evidence_text(f, "after_row", rows[last].label);
			wrong++;
		}
		last = i;
	}
	if (!wrong)
		ck_emit(ctx, "PP-ROOM-032", game, list, subject, 1,
		        "%s: the %zu rows that are hands of the ranking are in %s order", subject,
		        counted, order);
}

/* PP-ROOM-031 and -032 for one printed list of ranked hands. */
static void check_list(ck_ctx *ctx, const pp_node *game, const char *variant,
                       const pp_node *list)
{
	int ranking = room_ranking_parse(node_get_text(list, "ranking", NULL));
	int eight = strcmp(node_get_text(list, "qualifier", "none"), "eight_or_better") == 0;
	int best_first = strcmp(node_get_text(list, "order", "best_first"), "best_first") == 0;
	const pp_node *rows_node = node_get(list, "rows");
	size_t nrows = node_len(rows_node), dups = 0, missing = 0;
	char *subject = pp_xasprintf("%s, %s", variant, node_get_text(list, "name", ""));
	room_ranked *all;
	size_t n = room_hands_admitted(ranking, eight, &all);
	list_row *rows = pp_xmalloc((nrows ? nrows : 1) * sizeof(*rows));
	size_t bad = read_rows(ctx, game, subject, ranking, eight, rows_node, all, n, rows, &dups);
	int complete = node_get_bool(list, "complete", 0);
	if (complete)
		missing = find_missing(ctx, game, subject, ranking, rows_node, all, n, rows, best_first);
	check_order(ctx, game, subject, list, rows, n, best_first);
	size_t distinct = nrows - bad;
	char c[3][24];
	snprintf(c[0], sizeof(c[0]), "%zu", n);
	snprintf(c[1], sizeof(c[1]), "%zu", distinct);
	snprintf(c[2], sizeof(c[2]), "%zu", missing);
	pp_finding *f;
	pp_check_status st = bad || missing ? PP_ST_INFO : PP_ST_PASS;
	if (complete)
		f = ck_emit_status(ctx, "PP-ROOM-031", game, list, subject, st,
		                   "%s: the ranking admits %zu hands; the list has %zu rows, %zu "
		                   "different hands, %zu listed twice, %zu missing", subject, n, nrows,
		                   distinct, dups, missing);
	else
		f = ck_emit_status(ctx, "PP-ROOM-031", game, list, subject, st,
		                   "%s: the list gives %zu rows, %zu different hands of the %zu the "
		                   "ranking admits, as examples", subject, nrows, distinct, n);
	ck_evidence_text(f, "hands_admitted", c[0]);
	ck_evidence_text(f, "different_hands", c[1]);
	if (complete)
		ck_evidence_text(f, "missing", c[2]);
	for (size_t i = 0; i < nrows; i++) {
		free(rows[i].label);
		free(rows[i].text);
	}
	free(rows);
	free(all);
	free(subject);
}

void room_check_hands(ck_ctx *ctx, const pp_node *game)
{
	const pp_node *variants = node_get(game, "variants");
	for (size_t i = 0; i < node_len(variants); i++) {
		const pp_node *v = node_at(variants, i);
		const char *name = node_get_text(v, "name", "");
		const pp_node *hr = node_get(v, "hand_ranking"), *hm = node_get(v, "hand_making");
		if (hr)
			check_ranking(ctx, game, name, hr);
		if (hm)
			check_making(ctx, game, v, name, hm);
		const pp_node *lists = node_get(v, "hand_lists");
		for (size_t k = 0; k < node_len(lists); k++)
			check_list(ctx, game, name, node_at(lists, k));
	}
}
