/* SPDX-License-Identifier: Apache-2.0 */
/* xml_writer.h - the libxml2 text writer as the XML reports use it (native
 * report, diff report, JUnit): into memory, indented, with text sanitised
 * of the control characters XML 1.0 cannot carry.  reports/ only.
 *
 * Every call returns libxml2's convention, negative on failure; W() turns
 * that into one jump to the caller's `fail:` label. */
#ifndef PP_XML_WRITER_H
#define PP_XML_WRITER_H

#include <libxml/xmlwriter.h>
#include <stddef.h>

#include "util.h"

#define W(call) do { if ((call) < 0) goto fail; } while (0)

/* Where a writer's bytes go as they are written, for a reader that must
 * not hold the whole document (report_xml_stream): negative stops it. */
typedef int (*xw_sink)(void *ctx, const char *bytes, size_t len);

typedef struct {
	xmlTextWriterPtr w;
	xmlBufferPtr buf;
	pp_buf scratch;
	/* NULL (as xw_open leaves it): xw_close appends the whole document.
	 * Else each time an element ends with sink_bytes or more written,
	 * they are passed to sink and forgotten, and xw_close passes the rest. */
	xw_sink sink;
	void *sink_ctx;
	size_t sink_bytes;
} xw;

/* Start a document in memory.  Negative on failure (x is then freed). */
int xw_open(xw *x);

/* Set up libxml2 and libxslt for use on any thread, once per process;
 * every public writer calls it first.  Can't fail. */
void report_libxml_init(void);

/* End the document and append its bytes to out.  Negative on failure. */
int xw_close(xw *x, pp_buf *out);

/* Release x (after xw_close or on failure).  Can't fail. */
void xw_free(xw *x);

/* s (NULL: "") with XML-illegal control characters replaced by U+FFFD;
 * valid until the next call. */
const xmlChar *xw_clean(xw *x, const char *s);

/* The <tool name="planproof" version="..."/> element every XML report
 * starts with, and its <generated time="..."/> element, written only when
 * SOURCE_DATE_EPOCH is set (report_epoch): reports are otherwise
 * byte-for-byte reproducible. */
int xw_tool(xw *x);
int xw_generated(xw *x);

int xw_start(xw *x, const char *name);
int xw_end(xw *x);
/* An attribute; nothing is written (and 0 returned) when value is NULL. */
int xw_attr(xw *x, const char *name, const char *value);
int xw_attr_u(xw *x, const char *name, size_t v);
int xw_text_element(xw *x, const char *name, const char *text);
int xw_text(xw *x, const char *text);

#endif
