/* SPDX-License-Identifier: Apache-2.0 */
/* xml_writer.c - see xml_writer.h. */
#include <pthread.h>
#include <stdio.h>

#include <libxslt/xslt.h>

#include "report.h"
#include "xml_writer.h"

/* libxml2 and libxslt keep global state that their first use sets up; two
 * threads writing their first reports at once would both set it up.  Done
 * once, before any writer runs. */
static pthread_once_t libxml_once = PTHREAD_ONCE_INIT;

static void libxml_init(void)
{
	xmlInitParser();
	xsltInit();
}

void report_libxml_init(void)
{
	pthread_once(&libxml_once, libxml_init);
}

int xw_open(xw *x)
{
	x->scratch = (pp_buf){ 0 };
	x->sink = NULL;
	x->sink_ctx = NULL;
	x->sink_bytes = 0;
	x->buf = xmlBufferCreate();
	if (!x->buf)
		pp_oom();
	/* libxml2 2.9 grows a buffer to the exact size by default: one
	 * reallocation and copy of the whole report per write, quadratic in
	 * the report (and a fresh mapping per step under AddressSanitizer). */
	xmlBufferSetAllocationScheme(x->buf, XML_BUFFER_ALLOC_DOUBLEIT);
	x->w = xmlNewTextWriterMemory(x->buf, 0);
	if (!x->w)
		pp_oom();
	if (xmlTextWriterSetIndent(x->w, 1) < 0 ||
	    xmlTextWriterSetIndentString(x->w, (const xmlChar *)"  ") < 0 ||
	    xmlTextWriterStartDocument(x->w, "1.0", "UTF-8", NULL) < 0)
		return -1;
	return 0;
}

/* Pass what buf holds to the sink and empty it. */
static int drain(xw *x)
{
	int rc = x->sink(x->sink_ctx, (const char *)xmlBufferContent(x->buf),
	                 (size_t)xmlBufferLength(x->buf));
	xmlBufferEmpty(x->buf);
	return rc;
}

int xw_close(xw *x, pp_buf *out)
{
	if (xmlTextWriterEndDocument(x->w) < 0)
		return -1;
	xmlFreeTextWriter(x->w); /* flushes into buf */
	x->w = NULL;
	if (x->sink)
		return drain(x);
	pp_buf_putn(out, (const char *)xmlBufferContent(x->buf), (size_t)xmlBufferLength(x->buf));
	return 0;
}

void xw_free(xw *x)
{
	if (x->w)
		xmlFreeTextWriter(x->w);
	xmlBufferFree(x->buf);
	pp_buf_free(&x->scratch);
	x->w = NULL;
	x->buf = NULL;
}

const xmlChar *xw_clean(xw *x, const char *s)
{
	x->scratch.len = 0;
	pp_buf_put_xml_safe(&x->scratch, s ? s : "");
	return (const xmlChar *)x->scratch.data;
}

int xw_start(xw *x, const char *name)
{
	return xmlTextWriterStartElement(x->w, (const xmlChar *)name);
}

int xw_end(xw *x)
{
	int rc = xmlTextWriterEndElement(x->w);
	if (rc >= 0 && x->sink && (size_t)xmlBufferLength(x->buf) >= x->sink_bytes)
		rc = xmlTextWriterFlush(x->w) < 0 ? -1 : drain(x);
	return rc;
}

int xw_attr(xw *x, const char *name, const char *value)
{
	if (!value)
		return 0;
	return xmlTextWriterWriteAttribute(x->w, (const xmlChar *)name, xw_clean(x, value));
}

int xw_attr_u(xw *x, const char *name, size_t v)
{
	char buf[32];
	snprintf(buf, sizeof(buf), "%zu", v);
	return xw_attr(x, name, buf);
}

int xw_text_element(xw *x, const char *name, const char *text)
{
	return xmlTextWriterWriteElement(x->w, (const xmlChar *)name, xw_clean(x, text));
}

int xw_text(xw *x, const char *text)
{
	return xmlTextWriterWriteString(x->w, xw_clean(x, text));
}

int xw_tool(xw *x)
{
	W(xw_start(x, "tool"));
	W(xw_attr(x, "name", "planproof"));
	W(xw_attr(x, "version", PP_VERSION));
	return xw_end(x);
fail:
	return -1;
}

int xw_generated(xw *x)
{
	char when[32];
	long long epoch;
	if (!report_epoch(when, sizeof(when), &epoch))
		return 0;
	W(xw_start(x, "generated"));
	W(xw_attr(x, "time", when));
	return xw_end(x);
fail:
	return -1;
}
