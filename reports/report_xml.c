/* report_xml.c - the native XML report, written with libxml2's text writer.
 *
 * libxml2 reports a failed write with a negative return; the W() macro turns
 * that into one jump to the cleanup path.  The bytes are deterministic: the
 * findings are already sorted, attribute order is fixed, and no time is
 * written unless SOURCE_DATE_EPOCH is set.  Text is sanitised of the control
 * characters XML 1.0 cannot carry (a YAML "\x01" escape could produce one). */
#include <libxml/xmlwriter.h>
#include <stdio.h>
#include <string.h>

#include "node.h"
#include "plan.h"
#include "report.h"

#define W(call) do { if ((call) < 0) goto fail; } while (0)

typedef struct {
	xmlTextWriterPtr w;
	pp_buf scratch;
} xw;

/* s with XML-illegal control characters replaced by U+FFFD. */
static const xmlChar *clean(xw *x, const char *s)
{
	x->scratch.len = 0;
	pp_buf_puts(&x->scratch, "");
	for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
		if (*p < 0x20 && *p != '\t' && *p != '\n' && *p != '\r')
			pp_buf_puts(&x->scratch, "\xEF\xBF\xBD");
		else
			pp_buf_putc(&x->scratch, (char)*p);
	}
	return (const xmlChar *)x->scratch.data;
}

static int attr(xw *x, const char *name, const char *value)
{
	if (!value)
		return 0;
	return xmlTextWriterWriteAttribute(x->w, (const xmlChar *)name, clean(x, value));
}

static int attr_u(xw *x, const char *name, size_t v)
{
	char buf[32];
	snprintf(buf, sizeof(buf), "%zu", v);
	return attr(x, name, buf);
}

static int start(xw *x, const char *name)
{
	return xmlTextWriterStartElement(x->w, (const xmlChar *)name);
}

static int end(xw *x)
{
	return xmlTextWriterEndElement(x->w);
}

static int text_element(xw *x, const char *name, const char *text)
{
	return xmlTextWriterWriteElement(x->w, (const xmlChar *)name, clean(x, text));
}

static int write_summary(xw *x, const pp_result *res, size_t game)
{
	size_t c[PP_ST_COUNT], total = 0;
	pp_result_count(res, c, game);
	for (int s = 0; s < PP_ST_COUNT; s++)
		total += c[s];
	if (start(x, "summary") < 0 || attr(x, "verdict", report_verdict(res, game)) < 0 ||
	    attr_u(x, "checks", total) < 0)
		return -1;
	for (int s = 0; s < PP_ST_COUNT; s++)
		if (attr_u(x, pp_check_status_name((pp_check_status)s), c[s]) < 0)
			return -1;
	return end(x);
}

static int write_finding(xw *x, const pp_finding *f)
{
	W(start(x, "result"));
	W(attr(x, "ruleId", f->rule->id));
	W(attr(x, "status", pp_check_status_name(f->status)));
	W(attr(x, "severity", pp_severity_name(f->rule->severity)));
	W(attr(x, "subject", f->subject));
	W(attr(x, "title", f->rule->title));
	W(start(x, "location"));
	W(attr(x, "file", f->file));
	W(attr_u(x, "line", f->line));
	W(attr_u(x, "col", f->col));
	W(attr(x, "path", f->path));
	W(end(x));
	if (f->citation)
		W(text_element(x, "citation", f->citation));
	W(text_element(x, "message", f->message));
	for (size_t i = 0; i < f->nevidence; i++) {
		const pp_evidence *e = &f->evidence[i];
		W(start(x, "evidence"));
		W(attr(x, "name", e->name));
		W(attr(x, "exact", e->exact));
		if (e->decimal) {
			W(attr(x, "decimal", e->decimal));
			W(attr(x, "unit", e->unit));
			W(attr(x, "rounding", e->rounding));
			W(attr_u(x, "digits", e->digits));
		}
		W(end(x));
	}
	if (f->status != PP_ST_PASS && f->status != PP_ST_NOTAPPLICABLE)
		W(text_element(x, "remediation", f->rule->remediation));
	if (f->waiver)
		W(text_element(x, "waiver", f->waiver));
	return end(x);
fail:
	return -1;
}

static int write_table(xw *x, const pp_table *t)
{
	W(start(x, "table"));
	W(attr(x, "id", t->id));
	W(attr(x, "title", t->title));
	for (size_t c = 0; c < t->ncols; c++)
		W(text_element(x, "column", t->head[c]));
	for (size_t r = 0; r < t->nrows; r++) {
		W(start(x, "row"));
		for (size_t c = 0; c < t->ncols; c++)
			W(text_element(x, "cell", t->cells[r * t->ncols + c]));
		W(end(x));
	}
	return end(x);
fail:
	return -1;
}

/* Results and tables of game (PP_NO_GAME for the plan-wide ones). */
static int write_body(xw *x, const pp_result *res, size_t game)
{
	for (size_t i = 0; i < res->nfindings; i++)
		if (res->findings[i]->game == game)
			W(write_finding(x, res->findings[i]));
	for (size_t i = 0; i < res->ntables; i++)
		if (res->tables[i]->game == game)
			W(write_table(x, res->tables[i]));
	return 0;
fail:
	return -1;
}

static int write_game(xw *x, const pp_result *res, size_t g)
{
	const pp_game_info *gi = &res->games[g];
	W(start(x, "game"));
	W(attr(x, "id", gi->id));
	W(attr(x, "name", gi->name));
	W(attr(x, "family", gi->family));
	W(attr(x, "citation", gi->citation));
	W(write_summary(x, res, g));
	for (size_t i = 0; i < node_len(gi->interpretations); i++) {
		const pp_node *it = node_at(gi->interpretations, i);
		W(start(x, "interpretation"));
		W(attr(x, "citation", node_get_text(it, "citation", NULL)));
		W(xmlTextWriterWriteString(x->w, clean(x, node_get_text(it, "text", ""))));
		W(end(x));
	}
	W(write_body(x, res, g));
	return end(x);
fail:
	return -1;
}

static int write_plan(xw *x, const pp_result *res)
{
	const pp_node *meta = plan_meta(res->plan);
	const pp_node *basis = node_get(meta, "legal_basis");
	const pp_node *cur = plan_currencies(res->plan);
	static const char *const keys[] = { "id", "title", "operator", "jurisdiction",
		"version", "date", "language", "source", NULL };
	W(start(x, "plan"));
	for (size_t i = 0; keys[i]; i++)
		W(attr(x, keys[i], node_get_text(meta, keys[i], NULL)));
	for (size_t i = 0; i < node_len(basis); i++)
		W(text_element(x, "legalBasis", node_text(node_at(basis, i))));
	for (size_t i = 0; i < node_len(cur); i++) {
		W(start(x, "currency"));
		W(attr(x, "code", node_get_text(node_at(cur, i), "code", "")));
		W(attr(x, "smallestChip", node_get_text(node_at(cur, i), "smallest_chip", NULL)));
		W(end(x));
	}
	return end(x);
fail:
	return -1;
}

pp_status report_xml(const pp_result *res, pp_buf *out, pp_error *err)
{
	xw x = { NULL, { 0 } };
	xmlBufferPtr buf = xmlBufferCreate();
	pp_status st = PP_OK;
	char when[32];
	long long epoch;

	if (!buf)
		pp_oom();
	x.w = xmlNewTextWriterMemory(buf, 0);
	if (!x.w)
		pp_oom();
	W(xmlTextWriterSetIndent(x.w, 1));
	W(xmlTextWriterSetIndentString(x.w, (const xmlChar *)"  "));
	W(xmlTextWriterStartDocument(x.w, "1.0", "UTF-8", NULL));
	W(start(&x, "report"));
	W(attr(&x, "xmlns", PP_REPORT_NS));
	W(attr(&x, "formatVersion", "1"));
	W(start(&x, "tool"));
	W(attr(&x, "name", "planproof"));
	W(attr(&x, "version", PP_VERSION));
	W(end(&x));
	W(start(&x, "input"));
	W(attr(&x, "role", "plan"));
	W(attr(&x, "file", res->plan->path));
	W(attr_u(&x, "bytes", res->plan->bytes));
	W(attr(&x, "sha256", res->plan->sha256));
	W(end(&x));
	if (report_epoch(when, sizeof(when), &epoch)) {
		W(start(&x, "generated"));
		W(attr(&x, "time", when));
		W(end(&x));
	}
	W(write_plan(&x, res));
	W(write_summary(&x, res, PP_ALL_GAMES));
	for (size_t g = 0; g < res->ngames; g++)
		W(write_game(&x, res, g));
	W(start(&x, "planChecks"));
	W(write_summary(&x, res, PP_NO_GAME));
	W(write_body(&x, res, PP_NO_GAME));
	W(end(&x));
	W(xmlTextWriterEndDocument(x.w));
	xmlFreeTextWriter(x.w); /* flushes into buf */
	x.w = NULL;
	pp_buf_putn(out, (const char *)xmlBufferContent(buf), (size_t)xmlBufferLength(buf));
	goto cleanup;
fail:
	st = pp_error_set(err, PP_EIO, NULL, 0, 0, "cannot produce the XML report");
cleanup:
	if (x.w)
		xmlFreeTextWriter(x.w);
	xmlBufferFree(buf);
	pp_buf_free(&x.scratch);
	return st;
}
