/* SPDX-License-Identifier: Apache-2.0 */
/* check.c - pp_check: run every family's checks and the shared ones (the
 * games on a pool of the check's jobs, merged in plan order), and the
 * calls families use to record findings, evidence and tables. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/check.h"
#include "core/check_internal.h"
#include "core/discretion.h"
#include "core/memo.h"
#include "core/run.h"
#include "i18n.h"
#include "plan.h"
#include "policy.h"
#include "source_doc.h"

const struct pp_plan *ck_plan(const ck_ctx *ctx)
{
	return ctx->plan;
}

void *ck_run_state(const ck_ctx *ctx)
{
	return ctx->run_state;
}

void ck_set_run_state(ck_ctx *ctx, void *state, void (*free_fn)(void *))
{
	ctx->run_state = state;
	ctx->run_state_free = free_fn;
}

const pp_node *ck_currency(const ck_ctx *ctx, const char *code)
{
	const pp_node *list = plan_currencies(ctx->plan);
	for (size_t i = 0; i < node_len(list); i++) {
		const pp_node *c = node_at(list, i);
		if (strcmp(node_get_text(c, "code", ""), code) == 0)
			return c;
	}
	return NULL;
}

/* The smallest chip of currency cur: the game's `chips` entry (if the
 * family has one), else the plan's currency; its smallest_chip, else the gcd of its chip values.
 * Returns 0 (out untouched) when the plan states none. */
int ck_smallest_chip(mpq_t out, const ck_ctx *ctx, const pp_node *game, const char *cur)
{
	const pp_node *src[2] = { NULL, ck_currency(ctx, cur) };
	const pp_node *chips = node_get(game, "chips");
	for (size_t i = 0; i < node_len(chips); i++)
		if (strcmp(node_get_text(node_at(chips, i), "currency", ""), cur) == 0)
			src[0] = node_at(chips, i);
	for (unsigned k = 0; k < 2; k++) {
		if (!src[k])
			continue;
		if (num_get(out, src[k], "smallest_chip"))
			return 1;
		const pp_node *values = node_get(src[k], k ? "chips" : "values");
		if (!node_len(values))
			continue;
		mpq_t v;
		mpq_init(v);
		num_from_node(out, node_at(values, 0));
		for (size_t i = 1; i < node_len(values); i++) {
			num_from_node(v, node_at(values, i));
			mpz_gcd(mpq_numref(out), mpq_numref(out), mpq_numref(v));
			mpz_lcm(mpq_denref(out), mpq_denref(out), mpq_denref(v));
			mpq_canonicalize(out);
		}
		mpq_clear(v);
		return 1;
	}
	return 0;
}

/* The index of game among the plan's games.  Nearly every finding is of
 * the game being checked, so the last answer is tried first: a plan of G
 * games and N findings costs N lookups, not N x G comparisons. */
static size_t game_index(ck_ctx *ctx, const pp_node *game)
{
	if (!game)
		return PP_NO_GAME;
	if (ctx->last_game < ctx->res->ngames && ctx->res->games[ctx->last_game].node == game)
		return ctx->last_game;
	for (size_t i = 0; i < ctx->res->ngames; i++)
		if (ctx->res->games[i].node == game)
			return ctx->last_game = i;
	abort(); /* a family passed a node that is not one of the plan's games */
}

static pp_finding *emit(ck_ctx *ctx, const char *rule_id, const pp_node *game,
                        const pp_node *at, const char *subject, int ok,
                        pp_check_status forced, const char *fmt, va_list ap)
	PP_PRINTF(8, 0);

static pp_finding *emit(ck_ctx *ctx, const char *rule_id, const pp_node *game,
                        const pp_node *at, const char *subject, int ok,
                        pp_check_status forced, const char *fmt, va_list ap)
{
	const pp_rule *rule = pp_rule_find(rule_id);
	if (!rule) {
		fprintf(stderr, "planproof: internal error: unknown rule %s\n", rule_id);
		abort();
	}
	pp_finding *f = pp_xcalloc(1, sizeof(*f));
	static const pp_check_status by_sev[] = { PP_ST_INFO, PP_ST_WARNING, PP_ST_FAIL };
	f->rule = rule;
	f->status = forced != PP_ST_PASS ? forced : ok ? PP_ST_PASS : by_sev[rule->severity];
	f->game = game_index(ctx, game);
	f->subject = pp_xstrdup(subject ? subject : "");
	if (!at)
		at = game ? game : ctx->plan->root;
	f->file = at->file;
	f->line = at->line;
	f->col = at->col;
	f->path = node_path(at);
	const char *cit = node_citation(at);
	f->citation = cit ? pp_xstrdup(cit) : NULL;
	/* The message in English for every report, and in the run's language
	 * for the reports for people when the catalogue translates fmt or a
	 * fragment (check_l10n.c; the XML, JSON, SARIF and JUnit reports stay
	 * English). */
	va_list again;
	va_copy(again, ap);
	f->message = pp_xvasprintf(fmt, ap);
	f->message_l10n = ck_l10n_vformat(fmt, again);
	va_end(again);
	ck_l10n_forget();
	f->doc = ck_doc_locate(ctx, at);
	pp_grow((void **)&ctx->res->findings, &ctx->res->cap_findings,
	        ctx->res->nfindings + 1, sizeof(*ctx->res->findings));
	ctx->res->findings[ctx->res->nfindings++] = f;
	return f;
}

pp_finding *ck_emit(ck_ctx *ctx, const char *rule_id, const pp_node *game,
                    const pp_node *at, const char *subject, int ok,
                    const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	pp_finding *f = emit(ctx, rule_id, game, at, subject, ok, PP_ST_PASS, fmt, ap);
	va_end(ap);
	return f;
}

pp_finding *ck_emit_status(ck_ctx *ctx, const char *rule_id, const pp_node *game,
                           const pp_node *at, const char *subject,
                           pp_check_status status, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	pp_finding *f = emit(ctx, rule_id, game, at, subject, 1, status, fmt, ap);
	va_end(ap);
	return f;
}

static pp_evidence *add_evidence(pp_finding *f, const char *name)
{
	pp_grow((void **)&f->evidence, &f->cap_evidence, f->nevidence + 1,
	        sizeof(*f->evidence));
	pp_evidence *e = &f->evidence[f->nevidence++];
	memset(e, 0, sizeof(*e));
	e->name = pp_xstrdup(name);
	return e;
}

void ck_evidence_q(pp_finding *f, const char *name, const mpq_t q, unsigned digits)
{
	pp_evidence *e = add_evidence(f, name);
	e->exact = num_exact(q);
	e->decimal = num_decimal(q, digits, NUM_HALF_EVEN);
	e->rounding = num_rounding_name(NUM_HALF_EVEN);
	e->digits = digits;
}

void ck_evidence_pct(pp_finding *f, const char *name, const mpq_t q)
{
	pp_evidence *e = add_evidence(f, name);
	mpq_t pct;
	mpq_init(pct);
	mpq_set_ui(pct, 100, 1);
	mpq_mul(pct, pct, q);
	e->exact = num_exact(q);
	e->decimal = num_decimal(pct, 4, NUM_HALF_EVEN);
	e->unit = "%";
	e->rounding = num_rounding_name(NUM_HALF_EVEN);
	e->digits = 4;
	mpq_clear(pct);
}

void ck_evidence_text(pp_finding *f, const char *name, const char *text)
{
	pp_evidence *e = add_evidence(f, name);
	e->exact = pp_xstrdup(text);
}

char *ck_pct(const mpq_t q)
{
	return num_percent(q, 4, NUM_HALF_EVEN);
}

pp_finding *ck_rtp(ck_ctx *ctx, const pp_node *game, const pp_node *at,
                   const char *subject, const char *kind, const mpq_t rtp)
{
	int ok = mpq_cmp_ui(rtp, 1, 1) < 0;
	char *pct = ck_pct(rtp);
	char *ex = num_exact(rtp);
	pp_finding *f = ck_emit(ctx, "PP-RTP-001", game, at, subject, ok,
	                        "bet `%s` returns %s of stakes (RTP %s)%s", subject,
	                        pct, ex, ok ? "" : ck_l10n(", at least 100%: players win on average"));
	ck_evidence_pct(f, "rtp", rtp);
	free(ex);
	free(pct);
	ck_policy_rtp(ctx, game, at, subject, kind, rtp);
	return f;
}

pp_table *ck_table(ck_ctx *ctx, const pp_node *game, const char *id,
                   const char *title, size_t ncols, ...)
{
	pp_table *t = pp_xcalloc(1, sizeof(*t));
	va_list ap;
	t->game = game_index(ctx, game);
	t->id = pp_xstrdup(id);
	t->title = pp_xstrdup(title);
	const char *local = ck_l10n_translation(title);
	t->title_l10n = local != title ? pp_xstrdup(local) : NULL;
	t->ncols = ncols;
	t->head = pp_xcalloc(ncols, sizeof(char *));
	va_start(ap, ncols);
	for (size_t i = 0; i < ncols; i++)
		t->head[i] = pp_xstrdup(va_arg(ap, const char *));
	va_end(ap);
	pp_grow((void **)&ctx->res->tables, &ctx->res->cap_tables, ctx->res->ntables + 1,
	        sizeof(*ctx->res->tables));
	ctx->res->tables[ctx->res->ntables++] = t;
	return t;
}

void ck_table_row_owned(pp_table *t, char **cells)
{
	pp_grow((void **)&t->cells, &t->cap_cells, (t->nrows + 1) * t->ncols,
	        sizeof(*t->cells));
	memcpy(t->cells + t->nrows * t->ncols, cells, t->ncols * sizeof(*cells));
	t->nrows++;
}

void ck_table_row(pp_table *t, ...)
{
	char **cells = pp_xcalloc(t->ncols, sizeof(char *));
	va_list ap;
	va_start(ap, t);
	for (size_t i = 0; i < t->ncols; i++) {
		const char *c = va_arg(ap, const char *);
		cells[i] = pp_xstrdup(c ? c : "");
	}
	va_end(ap);
	ck_table_row_owned(t, cells);
	free(cells);
}

static void game_info(pp_game_info *g, const pp_node *game)
{
	g->node = game;
	g->id = pp_xstrdup(node_get_text(game, "id", ""));
	g->name = pp_xstrdup(node_get_text(game, "name", ""));
	g->family = pp_xstrdup(node_get_text(game, "family", ""));
	g->citation = pp_xstrdup(node_get_text(game, "citation", ""));
	g->interpretations = node_get(game, "interpretations");
}

/* Check game i of the plan into ctx: its family's checks, then the ones
 * every game gets. */
static pp_status check_game(ck_ctx *ctx, size_t i, pp_error *err)
{
	const pp_node *game = ctx->res->games[i].node;
	const ck_family *fam = ck_family_find(ctx->res->games[i].family);
	if (!fam)
		return pp_error_set(err, PP_EINTERNAL, game->file, game->line, game->col,
		                    "family `%s` has a format but no checker",
		                    ctx->res->games[i].family);
	pp_status st = fam->check(ctx, game, err);
	if (st)
		return st;
	ck_check_limits(ctx, game, fam);
	ck_check_payout_words(ctx, game);
	ck_check_open_rules(ctx, game);
	ck_check_soft(ctx, game);
	ck_check_required(ctx, game);
	ck_check_name(ctx, game);
	ck_check_readings(ctx, game);
	return PP_OK;
}

/* One game of a pool: checked in a context of its own, whose result holds
 * only that game's findings, tables, figures and notes (its games array
 * is the check's, borrowed), merged into the check's in plan order. */
typedef struct {
	ck_ctx ctx;
	pp_status st;
	pp_error err;
} game_part;

/* The games of one check, shared by the pool's threads: each takes the
 * next game not taken; a game after one that failed is not checked (one
 * after the other, the check would have stopped there). */
typedef struct {
	const ck_ctx *main;
	ck_run *root;
	game_part *parts;
	size_t ngames;
	atomic_size_t next;
	atomic_size_t first_failed; /* the lowest game that failed; ngames: none */
} game_pool;

/* Check games of the pool until none is left.  The run-wide state a
 * family keeps (ck_run_state) stays with the thread, from game to game. */
static void pool_work(game_pool *pool)
{
	void *state = NULL;
	void (*state_free)(void *) = NULL;
	for (;;) {
		size_t i = atomic_fetch_add(&pool->next, 1);
		if (i >= pool->ngames || i > atomic_load(&pool->first_failed))
			break;
		ck_ctx *ctx = &pool->parts[i].ctx;
		ctx->plan = pool->main->plan;
		ctx->sources = pool->main->sources;
		ctx->policy = pool->main->policy;
		ctx->res = pp_xcalloc(1, sizeof(*ctx->res));
		ctx->res->plan = pool->main->plan;
		ctx->res->games = pool->main->res->games;
		ctx->res->ngames = pool->ngames;
		ctx->run_state = state;
		ctx->run_state_free = state_free;
		pool->parts[i].st = check_game(ctx, i, &pool->parts[i].err);
		ck_memo_release_claims(); /* what the game looked up but did not keep */
		state = ctx->run_state;
		state_free = ctx->run_state_free;
		ctx->run_state = NULL;
		size_t failed = atomic_load(&pool->first_failed);
		while (pool->parts[i].st && i < failed &&
		       !atomic_compare_exchange_weak(&pool->first_failed, &failed, i))
			;
	}
	if (state_free)
		state_free(state);
}

/* A pool thread: a run of the check's own, the games, then its job back
 * to the check's budget. */
static void *pool_thread(void *arg)
{
	game_pool *pool = arg;
	ck_run run;
	ck_run_enter_worker(&run, pool->root);
	pool_work(pool);
	ck_run_leave(&run);
	atomic_fetch_add(&pool->root->jobs_free, 1);
	return NULL;
}

/* Append what part found to ctx (plan order: parts are merged in game
 * order) and free the part's own allocations. */
static void merge_part(ck_ctx *ctx, game_part *part)
{
	pp_result *from = part->ctx.res, *to = ctx->res;
	if (!from)
		return;
	pp_grow((void **)&to->findings, &to->cap_findings, to->nfindings + from->nfindings,
	        sizeof(*to->findings));
	for (size_t k = 0; k < from->nfindings; k++)
		to->findings[to->nfindings++] = from->findings[k];
	pp_grow((void **)&to->tables, &to->cap_tables, to->ntables + from->ntables,
	        sizeof(*to->tables));
	for (size_t k = 0; k < from->ntables; k++)
		to->tables[to->ntables++] = from->tables[k];
	pp_grow((void **)&to->figures, &to->cap_figures, to->nfigures + from->nfigures,
	        sizeof(*to->figures));
	for (size_t k = 0; k < from->nfigures; k++)
		to->figures[to->nfigures++] = from->figures[k];
	pp_grow((void **)&ctx->notes, &ctx->cap_notes, ctx->nnotes + part->ctx.nnotes,
	        sizeof(*ctx->notes));
	for (size_t k = 0; k < part->ctx.nnotes; k++)
		ctx->notes[ctx->nnotes++] = part->ctx.notes[k];
	from->nfindings = from->ntables = from->nfigures = 0;
	part->ctx.nnotes = 0;
}

/* Free a part and whatever of it was not merged. */
static void part_free(game_part *part)
{
	if (part->ctx.res) {
		part->ctx.res->games = NULL; /* the check's */
		part->ctx.res->ngames = 0;
		pp_result_free(part->ctx.res);
	}
	free(part->ctx.notes);
}

/* Check every game of the plan into ctx, on as many of the check's jobs
 * as are free (this thread included), and merge the results in plan
 * order: the same findings, tables and figures in the same order for any
 * number of jobs.  Fails as checking the games one after the other would:
 * with the first failing game's error. */
static pp_status check_games(ck_ctx *ctx, ck_run *run, pp_error *err)
{
	game_pool pool = { ctx, run, NULL, ctx->res->ngames, 0, ctx->res->ngames };
	pp_status st = PP_OK;
	pool.parts = pp_xcalloc(pool.ngames + 1, sizeof(*pool.parts));
	unsigned threads = pool.ngames ? ck_threads_take((unsigned)pool.ngames) : 1;
	pthread_t *th = pp_xcalloc(threads, sizeof(*th));
	unsigned started = 0;
	for (unsigned t = 1; t < threads; t++)
		if (pthread_create(&th[started], NULL, pool_thread, &pool) == 0)
			started++;
		else
			atomic_fetch_add(&run->jobs_free, 1); /* its job, unused */
	pool_work(&pool);
	atomic_fetch_add(&run->jobs_free, 1); /* this thread's, while it waits */
	for (unsigned t = 0; t < started; t++)
		pthread_join(th[t], NULL);
	atomic_fetch_sub(&run->jobs_free, 1); /* and back */
	size_t failed = atomic_load(&pool.first_failed);
	for (size_t i = 0; i < pool.ngames; i++) {
		if (i == failed) {
			st = pool.parts[i].st;
			if (err)
				*err = pool.parts[i].err;
		} else if (i < failed) {
			merge_part(ctx, &pool.parts[i]);
		}
		part_free(&pool.parts[i]);
	}
	free(th);
	free(pool.parts);
	return st;
}

pp_status pp_check(pp_result **out, const pp_plan *plan, const pp_check_options *opts,
                   pp_error *err)
{
	ck_ctx ctx;
	ck_run run;
	pp_status st = PP_OK;
	const pp_node *games = plan_games(plan);
	const pp_policy *policy = opts ? opts->policy : NULL;
	pp_policy *builtin = NULL;
	spec_sources *sources = pp_xcalloc(1, sizeof(*sources));

	*out = NULL;
	pp_error_clear(err);
	memset(&ctx, 0, sizeof(ctx));
	ck_run_enter(&run, opts);
	if (!policy)
		pp_policy_default(&builtin);
	ctx.plan = plan;
	ctx.policy = policy ? policy : builtin;
	ctx.sources = sources;
	ctx.res = pp_xcalloc(1, sizeof(*ctx.res));
	ctx.res->sources = sources;
	st = spec_sources_load(sources, plan, opts, err);
	if (st)
		goto cleanup;
	ctx.res->plan = plan;
	ctx.res->fail_on = PP_FAIL_ON_ERROR;
	ctx.res->policy_name = pp_xstrdup(ctx.policy->name);
	ctx.res->policy_path = policy ? pp_xstrdup(policy->path) : NULL;
	ctx.res->ngames = node_len(games);
	ctx.res->games = pp_xcalloc(ctx.res->ngames, sizeof(pp_game_info));
	for (size_t i = 0; i < ctx.res->ngames; i++)
		game_info(&ctx.res->games[i], node_at(games, i));
	st = check_games(&ctx, &run, err);
	if (st)
		goto cleanup;
	ck_check_bet_names(&ctx);
	ck_check_open_rules(&ctx, NULL);
	ck_check_required(&ctx, NULL);
	ck_check_format_notes(&ctx);
	ck_check_plan(&ctx);
	ck_policy_table(&ctx);
	ck_check_documents(&ctx);
	pp_result_finish(ctx.res);
	ck_policy_fail_kinds(&ctx);
	*out = ctx.res;
	ctx.res = NULL;
cleanup:
	if (ctx.run_state_free)
		ctx.run_state_free(ctx.run_state);
	free(ctx.notes);
	pp_result_free(ctx.res);
	pp_policy_free(builtin);
	ck_memo_release_claims();
	ck_run_leave(&run);
	return st;
}
