/* SPDX-License-Identifier: Apache-2.0 */
/* report_json.h - the parts of the JSON report's conversion shared by
 * report_json.c (what the XSD says, the whole-tree conversion, the entry
 * points) and report_json_stream.c (the conversion as the XML is read).
 * reports/ only. */
#ifndef PP_REPORT_JSON_H
#define PP_REPORT_JSON_H

#include <stddef.h>

#include "json.h"
#include "util.h"

/* What the XSD says about names: each list is "\nname\nname\n". */
typedef struct {
	pp_buf simple_types; /* the XSD's named simple types */
	pp_buf repeated;     /* elements that may occur more than once */
	pp_buf simple;       /* elements declared with a simple type */
	pp_buf complex;      /* elements declared with a complex type */
	pp_buf integers;     /* attributes typed as a non-negative integer */
	pp_buf booleans;     /* attributes typed xs:boolean */
	pp_buf others;       /* attributes declared with any other type */
} xsd_facts;

/* How a name maps (report_json.c's header comment). */
enum {
	JSON_NAME_SIMPLE = 1,   /* an element that is a string */
	JSON_NAME_DECLARED = 2, /* an element the XSD declares */
	JSON_NAME_REPEATED = 4, /* an element that is always an array */
	JSON_ATTR_INTEGER = 8,  /* an attribute that is an integer when it is digits */
	JSON_ATTR_BOOLEAN = 16  /* an attribute that is true or false when it says so */
};
int json_name_flags(const xsd_facts *f, const char *name);

/* The attribute name="value" as a member of the open object, typed by
 * flags (json_name_flags of name). */
void json_attribute(json *j, int flags, const char *name, const char *value);

/* 1 when s (len bytes) is only spaces, tabs and line ends (or empty). */
int json_blank(const char *s, size_t len);

/* The conversion of an XML report fed to it in pieces, as the bytes come:
 * nothing but the JSON and the open elements' state is held.  It maps the
 * documents planproof writes exactly as the whole-tree conversion does;
 * on one it cannot (a name that does not repeat in the XSD written twice,
 * a name's elements not next to each other, text after an element, a
 * comment, CDATA, a DTD, too deep, not well-formed) it stops, and the
 * caller converts the document whole instead. */
typedef struct json_stream json_stream;

/* A stream writing into out (appending); f outlives it. */
json_stream *json_stream_open(const xsd_facts *f, pp_buf *out);
/* Feed the next len bytes (an xw_sink): negative once the stream has
 * stopped. */
int json_stream_feed(void *stream, const char *bytes, size_t len);
/* End the document and free s: 0 when the whole JSON is in out, -1 when
 * the stream stopped (out then holds a part to drop). */
int json_stream_close(json_stream *s);

/* The XML text xml converted by the tree walk alone, never the stream:
 * what report_xml_to_json writes (the tests compare the two). */
/* The XML text xml converted by the stream alone, fed chunk bytes at a
 * time (0: all at once): 0 when it converted it
 * whole into out, -1 when it stopped (out then holds a part). */
int report_xml_to_json_streamed(const char *xml, size_t len, size_t chunk, pp_buf *out);
pp_status report_xml_to_json_tree(const char *xml, size_t len, pp_buf *out, pp_error *err);

#endif
