/* SPDX-License-Identifier: Apache-2.0 */
/* blackjack_cdp_results.c - what the two composition-dependent engines'
 * reports share (blackjack_cdp.h; Black Jack's blackjack_main.c, Pontoon's
 * pontoon_cdp_main.c): each rule set's return and strategy kept for the
 * process in the engine's memo (core/memo.h, locked: checks may run on
 * several threads) and on disk (core/disk_cache.h), and the table of
 * first decisions. */
#include <stdlib.h>
#include <string.h>

#include "blackjack/blackjack_cdp.h"
#include "blackjack/pontoon_cdp.h"
#include "core/disk_cache.h"
#include "core/memo.h"
#include "i18n.h"

static void free_kept(void *value)
{
	cd_main_value *v = value;
	mpq_clear(v->rtp);
	free(v);
}

/* Each engine's memo (locked: checks may run on several threads) and its
 * name in the disk cache, whose version is bumped when the engine's
 * figures change. */
static ck_memo blackjack_memo = CK_MEMO_INIT("blackjack main", free_kept, 16);
static ck_memo pontoon_memo = CK_MEMO_INIT("pontoon main", free_kept, 16);
static const struct {
	ck_memo *memo;
	const char *disk_kind;
} kinds[] = {
	[CD_MAIN_BLACKJACK] = { &blackjack_memo, "blackjack main cdp 1" },
	[CD_MAIN_PONTOON] = { &pontoon_memo, "pontoon main cdp 1" },
};

static void copy_kept(void *dst, const void *value)
{
	cd_main_value *d = dst;
	const cd_main_value *v = value;
	mpq_set(d->rtp, v->rtp);
	d->strat = v->strat;
}

/* (blackjack_cdp.h) Two checks on two threads asking for one rule set may
 * both compute it; the memo keeps one (ck_memo_store). */
void cd_main_cached(cd_main_value *out, cd_main_engine engine, char *key, unsigned decks,
                    const void *rules)
{
	ck_key k = { 0 };
	ck_key_bytes(&k, key, strlen(key));
	free(key);
	ck_memo *memo = kinds[engine].memo;
	const char *kind = kinds[engine].disk_kind;
	if (!ck_memo_find(memo, &k, copy_kept, out)) {
		char *cached = ck_disk_load(kind, &k);
		if (!cached || !ck_disk_get_q(out->rtp, cached, "rtp") ||
		    !ck_disk_get_bytes(&out->strat, sizeof(out->strat), cached, "strategy")) {
			bj_shoe s;
			bj_shoe_decks(&s, decks);
			if (engine == CD_MAIN_PONTOON)
				pc_return(out->rtp, &out->strat, rules, &s);
			else
				cd_return(out->rtp, &out->strat, rules, &s);
			pp_buf b = { 0 };
			ck_disk_put_q(&b, "rtp", out->rtp);
			ck_disk_put_bytes(&b, "strategy", &out->strat, sizeof(out->strat));
			ck_disk_store(kind, &k, b.data);
			pp_buf_free(&b);
		}
		free(cached);
		cd_main_value *kept = pp_xmalloc(sizeof(*kept));
		mpq_init(kept->rtp);
		mpq_set(kept->rtp, out->rtp);
		kept->strat = out->strat;
		ck_memo_store(memo, &k, kept);
	}
	ck_key_free(&k);
}

/* (blackjack_cdp.h) The columns in the order 2 .. 10, A. */
void cd_strategy_table(ck_ctx *ctx, const bj_game *g, const char *id, const char *title,
                       const cd_strategy *st)
{
	pp_table *t = ck_table(ctx, g->game, id, title, 11, N_("hand"), "2", "3", "4", "5", "6", "7",
	                       "8", "9", "10", N_("A"));
	static const int cols[BJ_RANKS] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 0 };
	for (int c1 = 0; c1 < BJ_RANKS; c1++)
		for (int c2 = c1; c2 < BJ_RANKS; c2++) {
			char *cells[11];
			cells[0] = pp_xasprintf("%s,%s", bj_rank_name(c1), bj_rank_name(c2));
			for (int i = 0; i < BJ_RANKS; i++)
				cells[1 + i] = pp_xasprintf("%c", st->move[cols[i]][c1][c2]);
			ck_table_row_owned(t, cells);
		}
}
