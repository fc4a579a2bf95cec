/* SPDX-License-Identifier: Apache-2.0 */
/* report_json_stream.c - the JSON report converted as the XML report is
 * read (report_json.h): libxml2's push parser calls back for each start
 * tag, text and end tag, and the JSON of report_json.c's mapping is
 * written as they come.  Memory is the JSON plus one piece of XML and the
 * state of the open elements; time is one pass over the XML.
 *
 * Why it can write as it reads: the mapping groups an element's children
 * by name in order of first appearance and puts its text before them, and
 * a report planproof writes has each name's children next to each other
 * (the XSD's sequences), no text after a child element, and a name the XSD
 * does not let repeat at most once in its parent.  Each of those is
 * checked as the XML comes; the first document that breaks one stops the
 * stream, and report_json.c converts that document from a whole tree
 * instead (the one definition of the mapping), so the output is the same
 * either way.  What is written for each element:
 *   - at its start tag: the member (or array element) opened, and its
 *     attributes; for a name that is a string, nothing yet;
 *   - at its first child: its "text" when that text is not blank (an
 *     element with children: indentation is not text), then each child's
 *     group opened (an array when the XSD lets the name repeat) as the
 *     name changes;
 *   - at its end tag: a string element's text, or an element without
 *     children's "text" (any text, blank too, as the tree keeps it).
 * The blank text the tree walk reads without (XML_PARSE_NOBLANKS) is only
 * ever blank text before or between child elements, which is not written
 * either way. */
#include <libxml/parser.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "report_json.h"

#define MAX_GROUPS 64    /* distinct child names of one element */
#define NAME_SLOTS 1024  /* distinct names of a document (a power of 2) */

/* A name of the document and how it maps (json_name_flags), looked up
 * once. */
typedef struct {
	char *name;
	int flags;
} name_info;

/* An open element. */
typedef struct {
	const name_info *name;
	int keyed;       /* a member (not an array element) of its parent */
	int string;      /* written as a string at its end tag */
	int children;    /* element children seen */
	int text_blank;  /* its text before its first child is blank or empty */
	const name_info *group; /* the name of the children being written */
	int group_array;        /* those are an array */
	const name_info *done[MAX_GROUPS]; /* every group opened so far */
	size_t ndone;
	pp_buf text; /* its text so far (string elements: all of it) */
} frame;

/* The entries of names the parser's dictionary holds, by address: a
 * name's every occurrence is the same pointer (xmlDictOwns). */
#define SEEN_SLOTS 256

struct json_stream {
	xmlParserCtxtPtr ctxt;
	const xsd_facts *facts;
	json j;
	int stopped;
	size_t depth; /* open elements; frames[depth - 1] the innermost */
	frame frames[JSON_MAX_DEPTH];
	name_info names[NAME_SLOTS];
	struct {
		const xmlChar *name;
		const name_info *info;
	} seen[SEEN_SLOTS];
	pp_buf value; /* an attribute's value, NUL-terminated */
};

static void stop(json_stream *s)
{
	if (!s->stopped)
		xmlStopParser(s->ctxt);
	s->stopped = 1;
}

/* The entry of name (len bytes), added at its first sight; NULL when the
 * table is full (the stream stops). */
static const name_info *lookup(json_stream *s, const char *name, size_t len)
{
	uint32_t h = 2166136261u; /* FNV-1a */
	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)name[i]) * 16777619u;
	for (size_t k = 0; k < NAME_SLOTS; k++) {
		name_info *e = &s->names[(h + k) & (NAME_SLOTS - 1)];
		if (!e->name) {
			e->name = pp_xstrndup(name, len);
			e->flags = json_name_flags(s->facts, e->name);
			return e;
		}
		if (strncmp(e->name, name, len) == 0 && e->name[len] == '\0')
			return e;
	}
	return NULL;
}

/* The entry of a name as the parser passes it: by its address when the
 * parser's dictionary holds it, else by its text. */
static const name_info *lookup_name(json_stream *s, const xmlChar *name)
{
	size_t slot = ((uintptr_t)name >> 3) & (SEEN_SLOTS - 1);
	if (s->seen[slot].name == name)
		return s->seen[slot].info;
	const name_info *info = lookup(s, (const char *)name, strlen((const char *)name));
	if (info && s->ctxt->dict && xmlDictOwns(s->ctxt->dict, name) == 1) {
		s->seen[slot].name = name;
		s->seen[slot].info = info;
	}
	return info;
}

/* The attributes of a start tag (libxml2's SAX2 layout: local name,
 * prefix, URI, value, value end), as members of the open object. */
static int write_attributes(json_stream *s, int n, const xmlChar **attributes)
{
	for (int i = 0; i < n; i++) {
		const xmlChar **a = attributes + 5 * i;
		const name_info *name = lookup_name(s, a[0]);
		if (!name)
			return -1;
		s->value.len = 0;
		pp_buf_putn(&s->value, (const char *)a[3], (size_t)(a[4] - a[3]));
		json_attribute(&s->j, name->flags, name->name, s->value.data);
	}
	return 0;
}

/* The parent p is about to get a child named name: its text when this is
 * the first, and the child's group.  Negative when the stream must stop. */
static int begin_child(json_stream *s, frame *p, const name_info *name)
{
	if (p->string)
		return -1; /* a string element with element children */
	if (!p->children++) {
		p->text_blank = json_blank(p->text.data, p->text.len);
		if (!p->text_blank)
			json_str(&s->j, "text", p->text.data);
	}
	if (p->group == name)
		return p->group_array ? 0 : -1; /* else: the same name again */
	if (p->group && p->group_array)
		json_end(&s->j, ']');
	for (size_t i = 0; i < p->ndone; i++)
		if (p->done[i] == name)
			return -1; /* its group was written already */
	if (p->ndone == MAX_GROUPS)
		return -1;
	p->done[p->ndone++] = name;
	p->group = name;
	p->group_array = (name->flags & JSON_NAME_REPEATED) != 0;
	if (p->group_array)
		json_array(&s->j, name->name);
	return 0;
}

static void on_start(void *ctx, const xmlChar *localname, const xmlChar *prefix,
                     const xmlChar *uri, int nb_namespaces, const xmlChar **namespaces,
                     int nb_attributes, int nb_defaulted, const xmlChar **attributes)
{
	json_stream *s = ctx;
	(void)prefix;
	(void)nb_namespaces;
	(void)namespaces;
	(void)nb_defaulted;
	const name_info *name = s->stopped ? NULL : lookup_name(s, localname);
	if (!name || s->depth == JSON_MAX_DEPTH) {
		stop(s);
		return;
	}
	frame *p = s->depth ? &s->frames[s->depth - 1] : NULL, *f = &s->frames[s->depth];
	if (p && (begin_child(s, p, name) < 0 || s->j.depth >= JSON_MAX_DEPTH - 1)) {
		stop(s); /* the tree walk nests too deep at the same element */
		return;
	}
	s->depth++;
	f->name = name;
	f->keyed = p && !p->group_array;
	f->string = p && ((name->flags & JSON_NAME_SIMPLE) ||
	                  (!(name->flags & JSON_NAME_DECLARED) && nb_attributes == 0));
	f->children = 0;
	f->text_blank = 1;
	f->group = NULL;
	f->group_array = 0;
	f->ndone = 0;
	f->text.len = 0;
	if (f->string)
		return;
	json_object(&s->j, f->keyed ? name->name : NULL);
	if (!p && uri)
		json_str(&s->j, "namespace", (const char *)uri);
	if (write_attributes(s, nb_attributes, attributes) < 0)
		stop(s);
}

static void on_end(void *ctx, const xmlChar *localname, const xmlChar *prefix,
                   const xmlChar *uri)
{
	json_stream *s = ctx;
	(void)localname;
	(void)prefix;
	(void)uri;
	if (s->stopped)
		return;
	frame *f = &s->frames[--s->depth];
	const char *text = f->text.len ? f->text.data : ""; /* data outlives len = 0 */
	if (f->string) {
		json_str(&s->j, f->keyed ? f->name->name : NULL, text);
		return;
	}
	if (!f->children && f->text.len)
		json_str(&s->j, "text", text);
	if (f->group && f->group_array)
		json_end(&s->j, ']');
	json_end(&s->j, '}');
}

static void on_text(void *ctx, const xmlChar *ch, int len)
{
	json_stream *s = ctx;
	if (s->stopped || !s->depth)
		return;
	frame *f = &s->frames[s->depth - 1];
	if (!f->children)
		pp_buf_putn(&f->text, (const char *)ch, (size_t)len);
	else if (!f->text_blank || !json_blank((const char *)ch, (size_t)len))
		stop(s); /* text after a child element */
}

/* What the tree walk reads differently (or a tree holds differently). */
static void on_cdata(void *ctx, const xmlChar *value, int len)
{
	(void)value;
	(void)len;
	stop(ctx);
}

static void on_comment(void *ctx, const xmlChar *value)
{
	(void)value;
	stop(ctx);
}

static void on_pi(void *ctx, const xmlChar *target, const xmlChar *data)
{
	(void)target;
	(void)data;
	stop(ctx);
}

static void on_reference(void *ctx, const xmlChar *name)
{
	(void)name;
	stop(ctx);
}

static void on_subset(void *ctx, const xmlChar *name, const xmlChar *external_id,
                      const xmlChar *system_id)
{
	(void)name;
	(void)external_id;
	(void)system_id;
	stop(ctx);
}

json_stream *json_stream_open(const xsd_facts *f, pp_buf *out)
{
	xmlSAXHandler h;
	memset(&h, 0, sizeof(h));
	h.initialized = XML_SAX2_MAGIC;
	h.startElementNs = on_start;
	h.endElementNs = on_end;
	h.characters = on_text;
	h.ignorableWhitespace = on_text;
	h.cdataBlock = on_cdata;
	h.comment = on_comment;
	h.processingInstruction = on_pi;
	h.reference = on_reference;
	h.internalSubset = on_subset;
	h.externalSubset = on_subset;
	json_stream *s = pp_xcalloc(1, sizeof(*s));
	s->facts = f;
	s->j.out = out;
	s->ctxt = xmlCreatePushParserCtxt(&h, s, NULL, 0, "report.xml");
	if (!s->ctxt)
		pp_oom();
	/* Entities replaced: an attribute's value arrives as the tree holds it
	 * ("&amp;" as "&"); no errors printed: a document that is not
	 * well-formed is read again whole, and that says what is wrong. */
	xmlCtxtUseOptions(s->ctxt, XML_PARSE_NONET | XML_PARSE_HUGE | XML_PARSE_NOENT |
	                                   XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
	return s;
}

int json_stream_feed(void *stream, const char *bytes, size_t len)
{
	json_stream *s = stream;
	for (size_t at = 0; at < len && !s->stopped;) {
		int n = len - at > (1u << 30) ? 1 << 30 : (int)(len - at);
		if (xmlParseChunk(s->ctxt, bytes + at, n, 0) != 0)
			stop(s);
		at += (size_t)n;
	}
	return s->stopped ? -1 : 0;
}

int json_stream_close(json_stream *s)
{
	if (!s->stopped && xmlParseChunk(s->ctxt, NULL, 0, 1) != 0)
		stop(s);
	int ok = !s->stopped && s->ctxt->wellFormed && s->depth == 0 && s->j.depth == 0;
	xmlFreeParserCtxt(s->ctxt);
	for (size_t i = 0; i < JSON_MAX_DEPTH; i++)
		pp_buf_free(&s->frames[i].text);
	for (size_t i = 0; i < NAME_SLOTS; i++)
		free(s->names[i].name);
	pp_buf_free(&s->value);
	free(s);
	return ok ? 0 : -1;
}
