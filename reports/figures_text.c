/* SPDX-License-Identifier: Apache-2.0 */
/* figures_text.c - the PAR sheet as text tables (figures.h): the header,
 * then per game a table of its bets' figures (decimals), the exact
 * figures, each bet's outcomes, and the max win per limits row.  Plan text is made visible
 * (control characters escaped) before columns are padded. */
#include <stdlib.h>
#include <string.h>

#include "figures.h"
#include "i18n.h"
#include "plan.h"

/* A table being laid out: ncols columns, cells owned (visible text). */
typedef struct {
	size_t ncols, nrows, cap;
	char **cells;
} text_table;

/* Append a row of t's ncols cells, made visible; translated: cells are
 * msgids (a head), printed in the run's language. */
static void row_add_as(text_table *t, const char *const *cells, int translated)
{
	pp_grow((void **)&t->cells, &t->cap, (t->nrows + 1) * t->ncols, sizeof(*t->cells));
	for (size_t c = 0; c < t->ncols; c++) {
		const char *cell = cells[c] ? cells[c] : "";
		pp_buf b = { 0 };
		pp_buf_puts(&b, "");
		pp_buf_put_visible(&b, translated ? _(cell) : cell);
		t->cells[t->nrows * t->ncols + c] = pp_buf_detach(&b);
	}
	t->nrows++;
}

static void row_add(text_table *t, const char *const *cells)
{
	row_add_as(t, cells, 0);
}

/* Columns a cell takes: its UTF-8 characters (continuation bytes do not
 * count), close enough for the Latin scripts plans are written in. */
static size_t width_of(const char *s)
{
	size_t n = 0;
	for (; *s; s++)
		n += ((unsigned char)*s & 0xC0) != 0x80;
	return n;
}

/* Print t indented by two spaces, columns padded to their widest cell,
 * the first row (the head) underlined when headed; t is emptied. */
static void table_lay_out(pp_buf *out, text_table *t, int headed)
{
	size_t *w = pp_xcalloc(t->ncols, sizeof(*w));
	for (size_t i = 0; i < t->nrows * t->ncols; i++) {
		size_t len = width_of(t->cells[i]);
		if (len > w[i % t->ncols])
			w[i % t->ncols] = len;
	}
	for (size_t r = 0; r < t->nrows; r++) {
		pp_buf_puts(out, "  ");
		for (size_t c = 0; c < t->ncols; c++) {
			const char *s = t->cells[r * t->ncols + c];
			if (c + 1 == t->ncols)
				pp_buf_puts(out, s); /* no padding after the last column */
			else
				pp_buf_printf(out, "%s%*s", s, (int)(w[c] - width_of(s) + 2), "");
		}
		pp_buf_putc(out, '\n');
		if (r == 0 && headed) {
			pp_buf_puts(out, "  ");
			for (size_t c = 0; c < t->ncols; c++) {
				for (size_t k = 0; k < w[c]; k++)
					pp_buf_putc(out, '-');
				pp_buf_puts(out, c + 1 == t->ncols ? "\n" : "  ");
			}
		}
	}
	for (size_t i = 0; i < t->nrows * t->ncols; i++)
		free(t->cells[i]);
	free(t->cells);
	free(w);
	memset(t, 0, sizeof(*t));
}

static void table_put(pp_buf *out, text_table *t)
{
	table_lay_out(out, t, 1);
}

/* A table of label/value rows, no head. */
static void table_put_plain(pp_buf *out, text_table *t)
{
	table_lay_out(out, t, 0);
}

/* Free t without printing it. */
static void table_drop(text_table *t)
{
	for (size_t i = 0; i < t->nrows * t->ncols; i++)
		free(t->cells[i]);
	free(t->cells);
	memset(t, 0, sizeof(*t));
}

static const char *dec(const pp_evidence *e)
{
	return e->decimal ? e->decimal : "-";
}

static void game_bets(pp_buf *out, const pp_result *res, const figures_index *fi, size_t g)
{
	static const char *const head[] = { N_("bet"), N_("kind"), N_("RTP %"),
		N_("house edge %"), N_("hit frequency %"), N_("variance"), N_("std dev") };
	text_table t = { .ncols = PP_ARRAY_LEN(head) };
	row_add_as(&t, head, 1);
	size_t nbets = 0, nmissing = 0;
	for (size_t i = fi->first[g]; i < fi->first[g + 1]; i++) {
		const pp_bet_figures *f = res->figures[fi->at[i]];
		if (f->game != g)
			continue;
		const char *cells[] = { f->bet, f->kind, dec(&f->rtp), dec(&f->house_edge),
			dec(&f->hit_frequency), dec(&f->variance), dec(&f->std_dev) };
		row_add(&t, cells);
		nbets++;
		nmissing += f->not_computed != NULL;
	}
	if (!nbets) {
		pp_buf_puts(out, _("  No bets with figures in this game.\n"));
		table_drop(&t);
		return;
	}
	table_put(out, &t);
	if (nmissing) {
		pp_buf_puts(out, _("\n  Figures not computed (-):\n"));
		for (size_t i = fi->first[g]; i < fi->first[g + 1]; i++) {
			const pp_bet_figures *f = res->figures[fi->at[i]];
			if (f->game != g || !f->not_computed)
				continue;
			pp_buf_puts(out, "    ");
			pp_buf_put_visible(out, f->bet);
			pp_buf_puts(out, ": ");
			pp_buf_put_visible(out, f->not_computed);
			pp_buf_putc(out, '\n');
		}
	}
}

static void game_exact(pp_buf *out, const pp_result *res, const figures_index *fi, size_t g)
{
	static const char *const head[] = { N_("bet"), N_("RTP"), N_("house edge"),
		N_("hit frequency"), N_("variance") };
	text_table t = { .ncols = PP_ARRAY_LEN(head) };
	row_add_as(&t, head, 1);
	for (size_t i = fi->first[g]; i < fi->first[g + 1]; i++) {
		const pp_bet_figures *f = res->figures[fi->at[i]];
		if (f->game != g || !f->rtp.exact)
			continue;
		const char *cells[] = { f->bet, f->rtp.exact, f->house_edge.exact,
			f->hit_frequency.exact ? f->hit_frequency.exact : "-",
			f->variance.exact ? f->variance.exact : "-" };
		row_add(&t, cells);
	}
	if (t.nrows > 1) {
		pp_buf_puts(out, _("\n  Exact figures:\n"));
		table_put(out, &t);
	} else {
		table_drop(&t);
	}
}

/* Each bet's outcomes: ways out of the bet's combinations, probability,
 * net payout and contribution to the RTP, p * (1 + net); a bet without
 * outcomes says they are not enumerated rather than show a number. */
static void game_outcomes(pp_buf *out, const pp_result *res, const figures_index *fi, size_t g)
{
	static const char *const head[] = { N_("bet"), N_("outcome"), N_("combinations"),
		N_("probability"), N_("decimal"), N_("net payout"), N_("to RTP"),
		N_("to RTP (exact)") };
	text_table t = { .ncols = PP_ARRAY_LEN(head) };
	row_add_as(&t, head, 1);
	for (size_t i = fi->first[g]; i < fi->first[g + 1]; i++) {
		const pp_bet_figures *f = res->figures[fi->at[i]];
		if (f->game != g)
			continue;
		if (!f->noutcomes) {
			const char *cells[] = { f->bet, _("not enumerated (see above)"), "-", "-", "-", "-",
				"-", "-" };
			row_add(&t, cells);
			continue;
		}
		for (size_t k = 0; k < f->noutcomes; k++) {
			const pp_figure_outcome *o = &f->outcomes[k];
			char *ways = pp_xasprintf(_("%s of %s"), o->combinations, f->combinations_of);
			const char *cells[] = { k ? "" : f->bet, o->label, ways, o->probability,
				o->probability_decimal, o->net, o->return_part_decimal, o->return_part };
			row_add(&t, cells);
			free(ways);
		}
	}
	if (t.nrows > 1) {
		pp_buf_puts(out, _("\n  Outcomes (net payout per unit staked; to RTP: probability "
		                  "x (1 + net payout), summing to the RTP):\n"));
		table_put(out, &t);
		pp_buf_puts(out, _("  Combinations: ways out of the combinations the checker "
		                  "enumerates, or else out of the least common denominator of "
		                  "the bet's probabilities.\n"));
	} else {
		table_drop(&t);
	}
}

static void game_max_win(pp_buf *out, const pp_table *mw)
{
	if (!mw || !mw->nrows)
		return;
	static const char *const head[] = { N_("limits row"), N_("max bet"), N_("gross"),
		N_("net"), N_("declared"), N_("how") };
	text_table t = { .ncols = PP_ARRAY_LEN(head) };
	row_add_as(&t, head, 1);
	for (size_t r = 0; r < mw->nrows; r++) {
		char *const *c = mw->cells + r * mw->ncols;
		const char *cells[] = { c[MW_ROW], c[MW_MAX_BET], c[MW_GROSS], c[MW_NET],
			c[MW_DECLARED], c[MW_HOW] };
		row_add(&t, cells);
	}
	pp_buf_puts(out, _("\n  Max win per limits row:\n"));
	table_put(out, &t);
}

/* The header after the first two lines: plan, file, digest, tool, policy,
 * and the strategy assumptions of each game. */
static void sheet_header(pp_buf *out, const pp_result *res, const figures_index *fi)
{
	figures_field head[FH_COUNT];
	figures_header(res, head);
	text_table t = { .ncols = 2 };
	for (size_t i = 0; i < FH_COUNT; i++) {
		if (i == FH_ROUNDING)
			continue; /* the second line says it */
		char *label = pp_xasprintf("%s:", _(head[i].label));
		const char *cells[] = { label, *head[i].value ? head[i].value : _("(not stated)") };
		row_add(&t, cells);
		free(label);
	}
	pp_buf_putc(out, '\n');
	table_put_plain(out, &t);
	pp_buf_puts(out, _("\nStrategy assumptions:\n"));
	t.ncols = 2; /* table_lay_out emptied t */
	for (size_t g = 0; g < res->ngames; g++) {
		char *s = figures_game_strategy(res, fi, g);
		char *label = pp_xasprintf("%s:", res->games[g].id);
		const char *cells[] = { label, *s ? s : _("no bets with figures") };
		row_add(&t, cells);
		free(label);
		free(s);
	}
	table_put_plain(out, &t);
}

void figures_text(const pp_result *res, pp_buf *out)
{
	pp_buf_puts(out, _("PAR sheet of "));
	pp_buf_put_visible(out, res->plan ? res->plan->path : "");
	pp_buf_printf(out, _("\nRounding: %s.\n"), _(figures_rounding_words()));
	figures_index fi;
	figures_index_build(res, &fi);
	sheet_header(out, res, &fi);
	for (size_t g = 0; g < res->ngames; g++) {
		const pp_game_info *gi = &res->games[g];
		pp_buf_puts(out, _("\nGame "));
		pp_buf_put_visible(out, gi->id);
		pp_buf_puts(out, ": ");
		pp_buf_put_visible(out, gi->name);
		pp_buf_puts(out, " (");
		pp_buf_put_visible(out, gi->family);
		pp_buf_puts(out, ")\n");
		game_bets(out, res, &fi, g);
		game_exact(out, res, &fi, g);
		game_outcomes(out, res, &fi, g);
		game_max_win(out, fi.max_win[g]);
	}
	figures_index_free(&fi);
}
