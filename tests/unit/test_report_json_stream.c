/* SPDX-License-Identifier: Apache-2.0 */
/* test_report_json_stream.c - the JSON report converted as the XML comes
 * (reports/report_json_stream.c) writes exactly what the tree walk of
 * reports/report_json.c writes, the one definition of the mapping: on
 * hand-made documents that stay within what the stream maps and on ones
 * that make it stop (then the document is converted whole, and the
 * result is the same again), on a few thousand random documents, fed in
 * pieces of any size, and on whole reports written in pieces by
 * report_xml_stream. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "report.h"
#include "report_json.h"
#include "util.h"

/* The tree walk's JSON of xml (its status in *st). */
static char *by_tree(const char *xml, pp_status *st)
{
	pp_buf out = { 0 };
	pp_error err;
	*st = report_xml_to_json_tree(xml, strlen(xml), &out, &err);
	pp_buf_putc(&out, '\0');
	return pp_buf_detach(&out);
}

/* What report_xml_to_json writes: the stream, or the tree when it stops;
 * it must be the tree walk's output, status and bytes.  Returns whether
 * the stream alone converted xml (fed chunk bytes at a time) and then
 * wrote the same bytes. */
static int same_as_tree(const char *xml, size_t chunk)
{
	pp_status tree_st, st;
	pp_error err;
	char *tree = by_tree(xml, &tree_st);
	pp_buf whole = { 0 }, streamed = { 0 };
	st = report_xml_to_json(xml, strlen(xml), &whole, &err);
	cr_assert_eq(st, tree_st, "%s", xml);
	cr_assert_str_eq(whole.data ? whole.data : "", tree, "%s", xml);
	int ok = report_xml_to_json_streamed(xml, strlen(xml), chunk, &streamed) == 0;
	if (ok)
		cr_assert_str_eq(streamed.data ? streamed.data : "", tree, "%s", xml);
	pp_buf_free(&whole);
	pp_buf_free(&streamed);
	free(tree);
	return ok;
}

#define ROOT "<report xmlns=\"urn:planproof:report:1\" formatVersion=\"1\">"

Test(report_json_stream, maps_as_the_tree_what_planproof_writes)
{
	static const char *const docs[] = {
		ROOT "<plan id=\"p\"><legalBasis>law</legalBasis></plan>"
		"<game id=\"g\" name=\"G\"><summary verdict=\"pass\" checks=\"2\" pass=\"2\"/>"
		"<interpretation citation=\"c\">as worded</interpretation>"
		"<result ruleId=\"R\" status=\"pass\"><location line=\"7\" col=\"x7\"/>"
		"<message></message><evidence name=\"rtp\" exact=\"1/2\"/></result>"
		"<result ruleId=\"R2\"><message>m &amp; &lt;b&gt; \xC5\xBE</message></result>"
		"<table id=\"t\"><column>a</column><row><cell></cell><cell>  </cell></row></table>"
		"</game><planChecks/><note>hi</note><extra a=\"1\"/></report>",
		/* Indented, as the writer indents. */
		"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" ROOT "\n  <game id=\"g\">\n"
		"    <summary checks=\"1\"/>\n    <interpretation>\n  two\n lines </interpretation>\n"
		"    <interpretation>   </interpretation>\n  </game>\n</report>\n",
		/* Attributes: integers only when digits of at most 19, booleans
		 * only true and false, entities and references as the tree holds. */
		ROOT "<document lines=\"007\" found=\"true\" id=\"a &amp; b &quot;q&quot; &#x263A; &lt;\"/>"
		"<document lines=\"-1\" found=\"yes\"/><document lines=\"99999999999999999999\"/>"
		"<document lines=\"9999999999999999999\" found=\"false\" path=\"\"/></report>",
		/* Text before the first child: blank is not written, text is. */
		ROOT "<game>  <summary/></game><planChecks>a &amp; b<summary/></planChecks></report>",
		ROOT "hello</report>",
		ROOT "</report>",
		"<r:report xmlns:r=\"urn:planproof:report:1\"><r:plan r:id=\"x\"/></r:report>",
		"<report><game/></report>",
	};
	for (size_t i = 0; i < sizeof(docs) / sizeof(docs[0]); i++)
		cr_expect(same_as_tree(docs[i], 0), "the stream stopped on %s", docs[i]);
}

Test(report_json_stream, stops_where_it_cannot_and_the_tree_converts)
{
	pp_buf deep = { 0 };
	pp_buf_puts(&deep, ROOT);
	for (int i = 0; i < 40; i++)
		pp_buf_puts(&deep, "<x a=\"1\">");
	for (int i = 0; i < 40; i++)
		pp_buf_puts(&deep, "</x>");
	pp_buf_puts(&deep, "</report>");
	const char *const docs[] = {
		ROOT "<game id=\"a\"/><planChecks/><game id=\"b\"/></report>", /* apart */
		ROOT "<plan id=\"a\"/><plan id=\"b\"/></report>",  /* does not repeat */
		ROOT "<game>text<summary/>more</game></report>",   /* text after */
		ROOT "<game>x<summary/>  </game></report>",
		ROOT "<game><summary/>  x</game></report>",
		ROOT "<!-- c --><game/></report>",
		ROOT "<game><![CDATA[x]]></game></report>",
		ROOT "<?pi x?><game/></report>",
		"<!DOCTYPE report [<!ENTITY e \"x\">]>" ROOT "<game>&e;</game></report>",
		ROOT "<note><b>x</b></note></report>",             /* a string with children */
		ROOT "<plan><legalBasis>a<b/></legalBasis></plan></report>",
		ROOT "<game></report>",                            /* not well-formed */
		"",
		deep.data,                                         /* too deep for either */
	};
	for (size_t i = 0; i < sizeof(docs) / sizeof(docs[0]); i++)
		cr_expect(!same_as_tree(docs[i], 0), "the stream did not stop on %s", docs[i]);
	pp_buf_free(&deep);
}

/* A small random generator (xorshift), so the documents are the same each run. */
static uint32_t next(uint32_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 17;
	*s ^= *s << 5;
	return *s;
}

/* A random element into b; returns its name. */
static const char *random_element(pp_buf *b, uint32_t *s, int depth)
{
	static const char *const names[] = { "game", "result", "evidence", "message", "cell",
		"row", "table", "summary", "note", "plan", "legalBasis", "interpretation" };
	static const char *const attrs[] = { " line=\"12\"", " found=\"true\"", " name=\"n\"",
		" id=\"a&amp;b\"", " checks=\"x1\"", "" };
	static const char *const texts[] = { "", "  ", "\n    ", "x", "a &amp; b", "" };
	const char *name = names[next(s) % 12];
	size_t a1 = next(s) % 6, a2 = next(s) % 6; /* never the same twice */
	pp_buf_printf(b, "<%s%s%s>", name, attrs[a1], a1 == a2 ? "" : attrs[a2]);
	pp_buf_puts(b, texts[next(s) % 6]);
	size_t children = depth < 4 ? next(s) % 5 : 0;
	const char *last = NULL;
	for (size_t i = 0; i < children; i++) {
		if (last && next(s) % 2) { /* mostly the same name again, as reports do */
			pp_buf_printf(b, "<%s%s>%s</%s>", last, attrs[next(s) % 6], texts[next(s) % 6], last);
			continue;
		}
		last = random_element(b, s, depth + 1);
		if (next(s) % 8 == 0)
			pp_buf_puts(b, texts[next(s) % 6]);
	}
	pp_buf_printf(b, "</%s>", name);
	return name;
}

Test(report_json_stream, random_documents_as_the_tree)
{
	uint32_t seed = 2463534242u;
	size_t streamed = 0, n = T_ROUNDS(3000);
	for (size_t i = 0; i < n; i++) {
		pp_buf b = { 0 };
		pp_buf_puts(&b, ROOT);
		for (size_t k = next(&seed) % 4; k > 0; k--)
			random_element(&b, &seed, 1);
		pp_buf_puts(&b, "</report>");
		streamed += (size_t)same_as_tree(b.data, 1 + next(&seed) % 64);
		pp_buf_free(&b);
	}
	/* Both kinds are exercised: documents the stream maps, and not. */
	cr_expect(streamed > n / 10 && streamed < n, "%zu of %zu streamed", streamed, n);
}

/* A whole report, fed a byte, a few bytes or a page at a time. */
Test(report_json_stream, a_report_in_pieces_of_any_size)
{
	pp_plan *plan = t_load("fixtures/defects/wheel-clean.yaml");
	pp_result *res = t_check(plan);
	char *xml = t_render(res, PP_FORMAT_XML);
	static const size_t chunks[] = { 1, 2, 7, 100, 4096 };
	for (size_t i = 0; i < sizeof(chunks) / sizeof(chunks[0]); i++)
		cr_expect(same_as_tree(xml, chunks[i]), "the stream stopped in pieces of %zu",
		          chunks[i]);
	free(xml);
	pp_result_free(res);
	pp_plan_free(plan);
}

static int collect(void *ctx, const char *bytes, size_t len)
{
	pp_buf *pieces = ctx;
	pp_buf_putn(&pieces[0], bytes, len);
	pp_buf_putc(&pieces[1], 'x'); /* one mark a piece */
	return 0;
}

/* report_xml_stream passes the bytes of report_xml in pieces, and the
 * JSON report (written from those pieces as they come) is the tree walk's
 * of the whole XML report. */
Test(report_json_stream, the_report_written_in_pieces)
{
	unsetenv("SOURCE_DATE_EPOCH");
	pp_plan *plan = t_load("fixtures/plans/seed-000.yaml");
	pp_result *res = t_check(plan);
	char *xml = t_render(res, PP_FORMAT_XML), *report = t_render(res, PP_FORMAT_JSON);
	pp_error err;
	static const size_t sizes[] = { 1, 4096, 100000, 0 };
	for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		pp_buf pieces[2] = { { 0 }, { 0 } };
		cr_assert_eq(report_xml_stream(res, sizes[i], collect, pieces, &err), PP_OK);
		cr_expect(pieces[0].data && strcmp(pieces[0].data, xml) == 0,
		          "pieces of %zu bytes are not the XML report", sizes[i]);
		/* libxml2's writer hands on its bytes a page (4,000) at a time. */
		size_t size = sizes[i] ? sizes[i] : (size_t)1 << 20;
		size_t want = strlen(xml) / (size < 8192 ? 8192 : size) / 2;
		cr_expect_gt(pieces[1].len, want, "%zu pieces of %zu", pieces[1].len, sizes[i]);
		pp_buf_free(&pieces[0]);
		pp_buf_free(&pieces[1]);
	}
	pp_status st;
	char *tree = by_tree(xml, &st);
	cr_assert_eq(st, PP_OK);
	cr_expect(strcmp(report, tree) == 0, "the streamed JSON differs from the tree's");
	pp_buf streamed = { 0 };
	cr_expect_eq(report_xml_to_json_streamed(xml, strlen(xml), 0, &streamed), 0);
	cr_expect(streamed.data && strcmp(streamed.data, tree) == 0);
	pp_buf_free(&streamed);
	free(tree);
	free(report);
	free(xml);
	pp_result_free(res);
	pp_plan_free(plan);
}
