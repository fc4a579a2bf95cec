/* SPDX-License-Identifier: Apache-2.0 */
/* figures.c - the PAR sheet (`planproof figures`): every bet's outcome
 * probabilities, RTP, house edge, hit frequency, variance and standard
 * deviation, each outcome's combinations and contribution to the return,
 * and each game's maximum win per limits row, under a header naming the
 * plan, its file's SHA-256, the tool, the policy and the strategies
 * assumed; as text tables, CSV (RFC 4180, formulas neutralised: the header
 * as field,value rows, the bets, the outcomes, an empty line between) or
 * JSON (reports/planproof-figures-1.schema.json).
 *
 * Every figure is already text in the result set (checker/core/figures.c
 * derives them exactly); this file only lays them out.  The max-win rows
 * are the game's "max-win" table, which the common max-win check fills. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "figures.h"
#include "i18n.h"
#include "json.h"
#include "plan.h"
#include "report.h"


void figures_index_build(const pp_result *res, figures_index *fi)
{
	size_t *next = pp_xcalloc(res->ngames + 1, sizeof(*next));
	fi->at = pp_xcalloc(res->nfigures + 1, sizeof(*fi->at));
	fi->first = pp_xcalloc(res->ngames + 1, sizeof(*fi->first));
	/* Counting sort by game; figures of no game (none today) are left out. */
	for (size_t i = 0; i < res->nfigures; i++)
		if (res->figures[i]->game < res->ngames)
			fi->first[res->figures[i]->game + 1]++;
	for (size_t g = 0; g < res->ngames; g++)
		fi->first[g + 1] += fi->first[g];
	for (size_t g = 0; g < res->ngames; g++)
		next[g] = fi->first[g];
	for (size_t i = 0; i < res->nfigures; i++)
		if (res->figures[i]->game < res->ngames)
			fi->at[next[res->figures[i]->game]++] = i;
	free(next);
	fi->max_win = pp_xcalloc(res->ngames + 1, sizeof(*fi->max_win));
	for (size_t i = 0; i < res->ntables; i++) {
		const pp_table *t = res->tables[i];
		if (t->game < res->ngames && t->ncols == MW_NCOLS && strcmp(t->id, "max-win") == 0)
			fi->max_win[t->game] = t;
	}
}

void figures_index_free(figures_index *fi)
{
	free(fi->at);
	free(fi->first);
	free(fi->max_win);
	fi->at = fi->first = NULL;
	fi->max_win = NULL;
}

const char *figures_rounding_words(void)
{
	return N_("probabilities half-even to 10 places; RTP, house edge and hit frequency "
	       "as percentages half-even to 4 places; variance half-even to 6 places; "
	       "standard deviation: the square root of the exact variance, rounded "
	       "half-even to 6 places");
}

void figures_header(const pp_result *res, figures_field out[FH_COUNT])
{
	const pp_plan *plan = res->plan;
	const pp_node *meta = plan ? plan_meta(plan) : NULL;
	static const char *const keys[FH_COUNT][2] = {
		{ "plan_id", N_("Plan id") }, { "plan_title", N_("Plan title") },
		{ "plan_version", N_("Plan version") }, { "plan_date", N_("Plan date") },
		{ "plan_file", N_("Plan file") }, { "plan_sha256", N_("Plan file SHA-256") },
		{ "tool", N_("Tool") }, { "tool_version", N_("Tool version") },
		{ "policy", N_("Policy") }, { "policy_file", N_("Policy file") },
		{ "rounding", N_("Rounding") }
	};
	const char *values[FH_COUNT] = {
		node_get_text(meta, "id", ""), node_get_text(meta, "title", ""),
		node_get_text(meta, "version", ""), node_get_text(meta, "date", ""),
		plan ? plan->path : "", plan ? plan->sha256 : "", "planproof", PP_VERSION,
		res->policy_name ? res->policy_name : "",
		res->policy_path ? res->policy_path : "built-in default",
		figures_rounding_words()
	};
	for (size_t i = 0; i < FH_COUNT; i++) {
		out[i].key = keys[i][0];
		out[i].label = keys[i][1];
		out[i].value = values[i];
	}
}

char *figures_game_strategy(const pp_result *res, const figures_index *fi, size_t g)
{
	pp_buf b = { 0 };
	pp_buf_puts(&b, "");
	for (size_t i = fi->first[g]; i < fi->first[g + 1]; i++) {
		const char *s = res->figures[fi->at[i]]->strategy;
		int seen = !s;
		for (size_t k = fi->first[g]; k < i && !seen; k++)
			seen = strcmp(res->figures[fi->at[k]]->strategy, s) == 0;
		if (!seen)
			pp_buf_printf(&b, "%s%s", b.len ? "; " : "", s);
	}
	return pp_buf_detach(&b);
}

/* The decimal of a figure, "" when it is not given. */
static const char *dec(const pp_evidence *e)
{
	return e->decimal ? e->decimal : "";
}

static const char *ex(const pp_evidence *e)
{
	return e->exact ? e->exact : "";
}

/* ---- CSV ---------------------------------------------------------------- */

/* Whether s is a plain number: an optional sign, digits, and a decimal
 * part or a denominator ("-0.5", "-1/74", "+3").  Spreadsheets read such
 * a cell as the number it is; it can hold no formula. */
static int plain_number(const char *s)
{
	const char *p = s + (*s == '-' || *s == '+');
	size_t digits = strspn(p, "0123456789");
	if (!digits)
		return 0;
	p += digits;
	if (*p == '.' || *p == '/') {
		digits = strspn(p + 1, "0123456789");
		if (!digits)
			return 0;
		p += 1 + digits;
	}
	return *p == '\0';
}

/* Whether a spreadsheet would run s as a formula: it begins with = + - @,
 * a tab or a carriage return (OWASP's list), and is not a plain number. */
static int formula_like(const char *s)
{
	return s[0] && strchr("=+-@\t\r", s[0]) && !plain_number(s);
}

/* One field, quoted when it holds a comma, quote, CR or LF (RFC 4180).
 * Text a spreadsheet would run as a formula (a game or bet name such as
 * `=HYPERLINK(...)`) is neutralised as spreadsheet-safe CSV writers do
 * it: a single quote before it, and the field quoted, so that the cell
 * shows the text and runs nothing. */
static void csv_field(pp_buf *out, const char *s, int last)
{
	int formula = formula_like(s);
	if (formula || strpbrk(s, ",\"\r\n")) {
		pp_buf_puts(out, formula ? "\"'" : "\"");
		for (const char *c = s; *c; c++) {
			if (*c == '"')
				pp_buf_putc(out, '"');
			pp_buf_putc(out, *c);
		}
		pp_buf_putc(out, '"');
	} else {
		pp_buf_puts(out, s);
	}
	pp_buf_puts(out, last ? "\r\n" : ",");
}

static const char *const csv_head[] = {
	"game", "game_name", "family", "bet", "kind", "rtp", "rtp_percent", "house_edge",
	"house_edge_percent", "hit_frequency", "hit_frequency_percent", "variance",
	"variance_decimal", "standard_deviation", "standard_deviation_decimal", "rounding",
	"outcomes", "not_computed", "max_win_per_limits_row"
};

static const char *const csv_outcome_head[] = {
	"game", "bet", "outcome", "combinations", "combinations_of", "probability",
	"probability_decimal", "net", "return_contribution", "return_contribution_decimal",
	"net_contribution", "net_contribution_decimal", "rounding", "combinations_basis"
};

/* A row of n cells. */
static void csv_row(pp_buf *out, const char *const *cells, size_t n)
{
	for (size_t i = 0; i < n; i++)
		csv_field(out, cells[i], i + 1 == n);
}

/* "row: net N (gross G)" for every row of the game's max-win table. */
static char *max_win_cell(const pp_table *t)
{
	pp_buf b = { 0 };
	pp_buf_puts(&b, "");
	for (size_t r = 0; t && r < t->nrows; r++) {
		char *const *c = t->cells + r * t->ncols;
		pp_buf_printf(&b, "%s%s: net %s (gross %s)", r ? "; " : "", c[MW_ROW], c[MW_NET],
		              c[MW_GROSS]);
	}
	return pp_buf_detach(&b);
}

static void csv_bet(pp_buf *out, const pp_result *res, const pp_bet_figures *f,
                    const char *mw)
{
	const pp_game_info *g = &res->games[f->game];
	pp_buf outcomes = { 0 };
	pp_buf_puts(&outcomes, "");
	for (size_t i = 0; i < f->noutcomes; i++) {
		const pp_figure_outcome *o = &f->outcomes[i];
		pp_buf_printf(&outcomes, "%s%s: %s net %s", i ? " | " : "", o->label, o->probability,
		              o->net);
	}
	const char *cells[] = {
		g->id, g->name, g->family, f->bet, f->kind, ex(&f->rtp), dec(&f->rtp),
		ex(&f->house_edge), dec(&f->house_edge), ex(&f->hit_frequency),
		dec(&f->hit_frequency), ex(&f->variance), dec(&f->variance), ex(&f->std_dev),
		dec(&f->std_dev), f->rtp.decimal ? f->rtp.rounding : "", outcomes.data,
		f->not_computed ? f->not_computed : "", mw
	};
	csv_row(out, cells, PP_ARRAY_LEN(cells));
	pp_buf_free(&outcomes);
}

/* The outcome rows of bet f of game gid: one per outcome, or one saying
 * the outcomes are not enumerated, and why. */
static void csv_outcomes(pp_buf *out, const char *gid, const pp_bet_figures *f)
{
	if (!f->noutcomes) {
		char *why = pp_xasprintf("not enumerated: %s", f->not_computed ? f->not_computed : "");
		const char *cells[] = { gid, f->bet, why, "", "", "", "", "", "", "", "", "", "", "" };
		csv_row(out, cells, PP_ARRAY_LEN(cells));
		free(why);
		return;
	}
	for (size_t i = 0; i < f->noutcomes; i++) {
		const pp_figure_outcome *o = &f->outcomes[i];
		const char *cells[] = { gid, f->bet, o->label, o->combinations, f->combinations_of,
			o->probability, o->probability_decimal, o->net, o->return_part,
			o->return_part_decimal, o->net_part, o->net_part_decimal, f->rtp.rounding,
			f->combinations_basis };
		csv_row(out, cells, PP_ARRAY_LEN(cells));
	}
}

/* Three sections, each a table with its own header row, an empty line
 * between them: the sheet's header as field,value rows (a strategy row per
 * game), one row per bet, one row per outcome. */
static void figures_csv(const pp_result *res, pp_buf *out)
{
	figures_field head[FH_COUNT];
	figures_header(res, head);
	figures_index fi;
	figures_index_build(res, &fi);
	csv_field(out, "field", 0);
	csv_field(out, "value", 1);
	for (size_t i = 0; i < FH_COUNT; i++) {
		csv_field(out, head[i].key, 0);
		csv_field(out, head[i].value, 1);
	}
	for (size_t g = 0; g < res->ngames; g++) {
		char *key = pp_xasprintf("strategy[%s]", res->games[g].id);
		char *s = figures_game_strategy(res, &fi, g);
		csv_field(out, key, 0);
		csv_field(out, s, 1);
		free(key);
		free(s);
	}
	pp_buf_puts(out, "\r\n");
	csv_row(out, csv_head, PP_ARRAY_LEN(csv_head));
	for (size_t g = 0; g < res->ngames; g++) {
		char *mw = max_win_cell(fi.max_win[g]);
		for (size_t i = fi.first[g]; i < fi.first[g + 1]; i++)
			csv_bet(out, res, res->figures[fi.at[i]], mw);
		free(mw);
	}
	pp_buf_puts(out, "\r\n");
	csv_row(out, csv_outcome_head, PP_ARRAY_LEN(csv_outcome_head));
	for (size_t g = 0; g < res->ngames; g++)
		for (size_t i = fi.first[g]; i < fi.first[g + 1]; i++)
			csv_outcomes(out, res->games[g].id, res->figures[fi.at[i]]);
	figures_index_free(&fi);
}

/* ---- JSON --------------------------------------------------------------- */

/* A figure as {"exact", "decimal"} (and "unit", "rounding", "digits"),
 * nothing when it is not given. */
static void json_figure(json *j, const char *key, const pp_evidence *e)
{
	if (!e->exact)
		return;
	json_object(j, key);
	json_str(j, "exact", e->exact);
	json_str(j, "decimal", e->decimal);
	json_str(j, "unit", e->unit);
	json_str(j, "rounding", e->rounding);
	json_uint(j, "digits", e->digits);
	json_end(j, '}');
}

static void json_bet(json *j, const pp_bet_figures *f)
{
	json_object(j, NULL);
	json_str(j, "bet", f->bet);
	json_str(j, "kind", f->kind);
	json_str(j, "not_computed", f->not_computed);
	json_array(j, "outcomes");
	for (size_t i = 0; i < f->noutcomes; i++) {
		const pp_figure_outcome *o = &f->outcomes[i];
		json_object(j, NULL);
		json_str(j, "label", o->label);
		json_str(j, "probability", o->probability);
		json_str(j, "probability_decimal", o->probability_decimal);
		json_str(j, "net", o->net);
		json_str(j, "combinations", o->combinations);
		json_str(j, "return_contribution", o->return_part);
		json_str(j, "return_contribution_decimal", o->return_part_decimal);
		json_str(j, "net_contribution", o->net_part);
		json_str(j, "net_contribution_decimal", o->net_part_decimal);
		json_end(j, '}');
	}
	json_end(j, ']');
	json_figure(j, "rtp", &f->rtp);
	json_figure(j, "house_edge", &f->house_edge);
	json_figure(j, "hit_frequency", &f->hit_frequency);
	json_figure(j, "variance", &f->variance);
	json_figure(j, "standard_deviation", &f->std_dev);
	json_str(j, "strategy", f->strategy);
	json_str(j, "combinations_of", f->combinations_of);
	json_str(j, "combinations_basis", f->combinations_basis);
	json_end(j, '}');
}

static void json_max_win(json *j, const pp_table *t)
{
	json_array(j, "max_win");
	for (size_t r = 0; t && r < t->nrows; r++) {
		char *const *c = t->cells + r * t->ncols;
		json_object(j, NULL);
		json_str(j, "row", c[MW_ROW]);
		json_str(j, "max_bet", c[MW_MAX_BET]);
		json_str(j, "how", c[MW_HOW]);
		json_str(j, "gross", c[MW_GROSS]);
		json_str(j, "net", c[MW_NET]);
		json_str(j, "declared", c[MW_DECLARED]);
		json_end(j, '}');
	}
	json_end(j, ']');
}

static void figures_json(const pp_result *res, pp_buf *out)
{
	json j = { .out = out };
	json_object(&j, NULL);
	json_uint(&j, "planproof_figures", 1);
	json_str(&j, "plan", res->plan ? res->plan->path : NULL);
	json_str(&j, "rounding", figures_rounding_words());
	figures_index fi;
	figures_index_build(res, &fi);
	figures_field head[FH_COUNT];
	figures_header(res, head);
	json_object(&j, "sheet");
	for (size_t i = 0; i < FH_COUNT; i++)
		json_str(&j, head[i].key, head[i].value);
	json_end(&j, '}');
	json_array(&j, "games");
	for (size_t g = 0; g < res->ngames; g++) {
		const pp_game_info *gi = &res->games[g];
		json_object(&j, NULL);
		json_str(&j, "id", gi->id);
		json_str(&j, "name", gi->name);
		json_str(&j, "family", gi->family);
		json_array(&j, "bets");
		for (size_t i = fi.first[g]; i < fi.first[g + 1]; i++)
			json_bet(&j, res->figures[fi.at[i]]);
		json_end(&j, ']');
		json_max_win(&j, fi.max_win[g]);
		char *strategy = figures_game_strategy(res, &fi, g);
		json_str(&j, "strategy", strategy);
		free(strategy);
		json_end(&j, '}');
	}
	json_end(&j, ']');
	json_end(&j, '}');
	pp_buf_putc(out, '\n');
	figures_index_free(&fi);
}

/* ---- entry -------------------------------------------------------------- */

pp_status pp_figures_write(const pp_result *res, pp_figures_format format, FILE *fp,
                           pp_error *err)
{
	pp_buf out = { 0 };
	pp_status st = PP_OK;
	switch (format) {
	case PP_FIGURES_TEXT: figures_text(res, &out); break;
	case PP_FIGURES_CSV: figures_csv(res, &out); break;
	case PP_FIGURES_JSON: figures_json(res, &out); break;
	default:
		st = pp_error_set(err, PP_EUSAGE, NULL, 0, 0, "this figures format is not available");
		break;
	}
	return report_copy_out(st, &out, fp, "figures", err);
}
