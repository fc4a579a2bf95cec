/* SPDX-License-Identifier: Apache-2.0 */
/* report_json.c - the JSON report (reports/planproof-report-1.schema.json):
 * the native XML report's document converted by a generic, schema-aware
 * mapping, so it cannot say anything the XML does not, nor leave anything
 * out.
 *
 * Why a conversion and not a second walk of the results: the XML report is
 * the contract (XSD-validated, golden-tested) and other writers keep adding
 * elements to it (HTML reads it through XSLT too).  A second walk would have
 * to be edited in step with every such change and would drift the first
 * time someone forgot; converting the document makes a new element or
 * attribute appear in the JSON the moment it appears in the XML.
 *
 * The mapping, driven by the report XSD compiled in (report_xsd[]):
 *   - the root is an object: "namespace" (the XML namespace), then its
 *     attributes and children as below;
 *   - an element the XSD declares with a simple type (message, citation,
 *     cell ...) is a JSON string of its text;
 *   - an element declared with a complex type is an object, even when
 *     empty: its attributes in document order, then "text" when it carries
 *     text of its own (interpretation), then its children grouped by name
 *     in order of first appearance (an element the XSD does not declare is
 *     a string when it has neither attributes nor children, else an
 *     object);
 *   - a child element the XSD lets repeat (maxOccurs other than 1, on the
 *     element or on an enclosing sequence/choice) is an array under its
 *     name even when it occurs once, so the shape never depends on the data;
 *   - an attribute the XSD types as a non-negative integer is a JSON
 *     integer (digits copied, never through a float), one typed xs:boolean
 *     is true or false; every other value, the exact fractions "n/d" and
 *     their decimals included, is a string.
 * Names are looked up by local name across the whole XSD: if a name is
 * declared repeatable anywhere it is always an array, complex anywhere it
 * is always an object, and an attribute is an integer (a boolean) only if
 * every declaration of that name says so.
 *
 * The bytes are deterministic because the XML's are (the SOURCE_DATE_EPOCH
 * rule is the XML's: <generated> becomes "generated").  Strings are escaped
 * by json_escape (json.c).
 *
 * Memory and time: the XML report is converted as it is written
 * (report_xml_stream, report_json_stream.c), so neither the whole XML text
 * nor a tree of it is ever held, only the JSON.  That conversion maps the
 * documents planproof writes; a document it cannot map as this file's tree
 * walk would (see report_json.h) is read into a tree and converted here
 * instead, so the mapping has one definition: the tree walk below. */
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "report.h"
#include "report_json.h"

extern const unsigned char report_xsd[];
extern const unsigned long report_xsd_len;

#define XS_NS "http://www.w3.org/2001/XMLSchema"

/* The pieces an XML text is fed to the stream in. */
#define XML_CHUNK ((size_t)1 << 20)

static int listed(const pp_buf *list, const char *name)
{
	if (!list->data)
		return 0;
	size_t n = strlen(name);
	for (const char *p = list->data; (p = strstr(p, name)); p++)
		if (p > list->data && p[-1] == '\n' && p[n] == '\n')
			return 1;
	return 0;
}

static void add(pp_buf *list, const char *name)
{
	if (!list->data)
		pp_buf_putc(list, '\n');
	if (!listed(list, name)) {
		pp_buf_puts(list, name);
		pp_buf_putc(list, '\n');
	}
}

static int is_xs(const xmlNode *n, const char *local)
{
	return n->type == XML_ELEMENT_NODE && n->ns && n->ns->href &&
	       strcmp((const char *)n->ns->href, XS_NS) == 0 &&
	       strcmp((const char *)n->name, local) == 0;
}

/* 1 when the maxOccurs of n lets it occur more than once. */
static int repeats(const xmlNode *n)
{
	xmlChar *max = xmlGetProp(n, (const xmlChar *)"maxOccurs");
	int r = max && strcmp((const char *)max, "1") != 0 && strcmp((const char *)max, "0") != 0;
	xmlFree(max);
	return r;
}

/* The XSD integer types a count is written as (prefix stripped). */
static int integer_type(const char *type)
{
	static const char *const names[] = { "nonNegativeInteger", "positiveInteger",
		"unsignedLong", "unsignedInt", "unsignedShort", NULL };
	const char *colon = strchr(type, ':');
	const char *local = colon ? colon + 1 : type;
	if (!colon || strncmp(type, "xs:", 3) != 0)
		return 0; /* a named simple type: keep its text as it is */
	for (size_t i = 0; names[i]; i++)
		if (strcmp(local, names[i]) == 0)
			return 1;
	return 0;
}

/* The part of a QName after its prefix. */
static const char *local_part(const xmlChar *qname)
{
	const char *colon = strchr((const char *)qname, ':');
	return colon ? colon + 1 : (const char *)qname;
}

/* The named simple types anywhere below n. */
static void scan_simple_types(xsd_facts *f, const xmlNode *n)
{
	for (const xmlNode *c = n->children; c; c = c->next) {
		xmlChar *name = is_xs(c, "simpleType") ? xmlGetProp(c, (const xmlChar *)"name") : NULL;
		if (name)
			add(&f->simple_types, (const char *)name);
		xmlFree(name);
		if (c->type == XML_ELEMENT_NODE)
			scan_simple_types(f, c);
	}
}

/* Record element declaration c (named name): repeats, simple or complex. */
static void declare_element(xsd_facts *f, const xmlNode *c, const char *name, int in_repeat)
{
	xmlChar *type = xmlGetProp(c, (const xmlChar *)"type");
	if (in_repeat || repeats(c))
		add(&f->repeated, name);
	if (type)
		add(strncmp((const char *)type, "xs:", 3) == 0 ||
		    listed(&f->simple_types, local_part(type)) ? &f->simple : &f->complex, name);
	else
		for (const xmlNode *t = c->children; t; t = t->next)
			if (is_xs(t, "complexType") || is_xs(t, "simpleType"))
				add(is_xs(t, "complexType") ? &f->complex : &f->simple, name);
	xmlFree(type);
}

/* Gather facts from the subtree at n; in_repeat: an enclosing particle
 * (sequence, choice, all) within the current type repeats. */
static void scan(xsd_facts *f, const xmlNode *n, int in_repeat)
{
	for (const xmlNode *c = n->children; c; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		int rep = in_repeat;
		xmlChar *name = xmlGetProp(c, (const xmlChar *)"name");
		xmlChar *ref = xmlGetProp(c, (const xmlChar *)"ref");
		if (is_xs(c, "complexType")) {
			rep = 0; /* a type starts a new content model */
		} else if (is_xs(c, "sequence") || is_xs(c, "choice") || is_xs(c, "all")) {
			rep = in_repeat || repeats(c);
		} else if (is_xs(c, "element") && (name || ref)) {
			if (name)
				declare_element(f, c, (const char *)name, in_repeat);
			else if (in_repeat || repeats(c))
				add(&f->repeated, local_part(ref)); /* declared where it is named */
			rep = 0;
		} else if (is_xs(c, "attribute") && name) {
			xmlChar *type = xmlGetProp(c, (const xmlChar *)"type");
			const char *t = type ? (const char *)type : "";
			add(integer_type(t) ? &f->integers : strcmp(t, "xs:boolean") == 0 ? &f->booleans
			    : &f->others, (const char *)name);
			xmlFree(type);
		}
		xmlFree(ref);
		xmlFree(name);
		scan(f, c, rep);
	}
}

int json_name_flags(const xsd_facts *f, const char *name)
{
	int simple = listed(&f->simple, name), complex = listed(&f->complex, name);
	int only = !listed(&f->others, name), integer = listed(&f->integers, name),
	    boolean = listed(&f->booleans, name);
	return (simple && !complex ? JSON_NAME_SIMPLE : 0) |
	       (simple || complex ? JSON_NAME_DECLARED : 0) |
	       (listed(&f->repeated, name) ? JSON_NAME_REPEATED : 0) |
	       (only && integer && !boolean ? JSON_ATTR_INTEGER : 0) |
	       (only && boolean && !integer ? JSON_ATTR_BOOLEAN : 0);
}

/* 1 when s is digits only (no sign, no point): copied as a JSON integer. */
static int digits_only(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (*s < '0' || *s > '9')
			return 0;
	return 1;
}

/* The concatenated direct text children of n; caller frees (xmlFree). */
static xmlChar *own_text(const xmlNode *n)
{
	xmlChar *text = NULL;
	for (const xmlNode *c = n->children; c; c = c->next)
		if ((c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE) && c->content)
			text = xmlStrcat(text, c->content);
	return text;
}

void json_attribute(json *j, int flags, const char *name, const char *value)
{
	if ((flags & JSON_ATTR_INTEGER) && digits_only(value) && strlen(value) <= 19)
		json_uint(j, name, strtoull(value, NULL, 10));
	else if ((flags & JSON_ATTR_BOOLEAN) &&
	         (strcmp(value, "true") == 0 || strcmp(value, "false") == 0))
		json_bool(j, name, value[0] == 't');
	else
		json_str(j, name, value);
}

int json_blank(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\n' && s[i] != '\r')
			return 0;
	return 1;
}

static int blank(const xmlChar *s)
{
	return !s || json_blank((const char *)s, strlen((const char *)s));
}

static int has_element_children(const xmlNode *n)
{
	for (const xmlNode *c = n->children; c; c = c->next)
		if (c->type == XML_ELEMENT_NODE)
			return 1;
	return 0;
}

static int emit(json *j, const xsd_facts *f, const xmlNode *n, const char *key);

/* The attributes, text and grouped children of n, into the open object. */
static int emit_members(json *j, const xsd_facts *f, const xmlNode *n)
{
	for (const xmlAttr *a = n->properties; a; a = a->next) {
		xmlChar *v = xmlNodeListGetString(n->doc, a->children, 1);
		const char *name = (const char *)a->name;
		json_attribute(j, json_name_flags(f, name), name, v ? (const char *)v : "");
		xmlFree(v);
	}
	xmlChar *text = own_text(n);
	if (text && (!has_element_children(n) || !blank(text)))
		json_str(j, "text", (const char *)text); /* not the indentation */
	xmlFree(text);
	/* Each name once, at its first occurrence, with all its siblings: the
	 * scan for siblings runs once per distinct name, so the work stays
	 * linear in the children for the handful of names a schema allows. */
	pp_buf done = { 0 };
	int rc = 0;
	for (const xmlNode *c = n->children; c && rc == 0; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || listed(&done, (const char *)c->name))
			continue;
		add(&done, (const char *)c->name);
		size_t count = 0;
		for (const xmlNode *s = c; s; s = s->next)
			count += s->type == XML_ELEMENT_NODE && xmlStrEqual(s->name, c->name);
		if (!listed(&f->repeated, (const char *)c->name) && count == 1) {
			rc = emit(j, f, c, (const char *)c->name);
			continue;
		}
		json_array(j, (const char *)c->name);
		for (const xmlNode *s = c; s && rc == 0; s = s->next)
			if (s->type == XML_ELEMENT_NODE && xmlStrEqual(s->name, c->name))
				rc = emit(j, f, s, NULL);
		json_end(j, ']');
	}
	pp_buf_free(&done);
	return rc;
}

/* Element n as member key of the open object (NULL: array element). */
static int emit(json *j, const xsd_facts *f, const xmlNode *n, const char *key)
{
	if (j->depth >= JSON_MAX_DEPTH - 1)
		return -1;
	int flags = json_name_flags(f, (const char *)n->name);
	int simple = flags & JSON_NAME_SIMPLE, declared = flags & JSON_NAME_DECLARED;
	if (simple || (!declared && !n->properties && !has_element_children(n))) {
		xmlChar *text = own_text(n);
		json_str(j, key, text ? (const char *)text : "");
		xmlFree(text);
		return 0;
	}
	json_object(j, key);
	int rc = emit_members(j, f, n);
	json_end(j, '}');
	return rc;
}

/* The facts of the report XSD compiled in; -1 when it does not parse. */
static int load_facts(xsd_facts *f)
{
	xmlDocPtr xsd = xmlReadMemory((const char *)report_xsd, (int)report_xsd_len,
	                              "planproof-report-1.xsd", NULL, XML_PARSE_NONET);
	const xmlNode *root = xsd ? xmlDocGetRootElement(xsd) : NULL;
	if (root) {
		scan_simple_types(f, root);
		scan(f, root, 0);
	}
	xmlFreeDoc(xsd);
	return root ? 0 : -1;
}

static void free_facts(xsd_facts *f)
{
	pp_buf *lists[] = { &f->simple_types, &f->repeated, &f->simple, &f->complex,
		&f->integers, &f->booleans, &f->others };
	for (size_t i = 0; i < sizeof(lists) / sizeof(lists[0]); i++)
		pp_buf_free(lists[i]);
}

/* The JSON of the parsed XML report doc, appended to out.  The JSON is
 * written straight into out: no second copy of it is held. */
static pp_status doc_to_json(xmlDocPtr doc, const xsd_facts *facts, pp_buf *out, pp_error *err)
{
	const xmlNode *root = doc ? xmlDocGetRootElement(doc) : NULL;
	if (!root)
		return pp_error_set(err, PP_EINTERNAL, NULL, 0, 0, "cannot read back the XML report");
	json j = { .out = out };
	json_object(&j, NULL);
	if (root->ns && root->ns->href)
		json_str(&j, "namespace", (const char *)root->ns->href);
	if (emit_members(&j, facts, root) < 0)
		return pp_error_set(err, PP_EINTERNAL, NULL, 0, 0,
		                    "the XML report nests too deep for the JSON writer");
	json_end(&j, '}');
	return PP_OK;
}

/* Parse the XML report's text.  Blank text between elements is not kept:
 * the mapping never reads it (an element's own text is kept), and it was
 * about half of the tree's nodes. */
static xmlDocPtr read_report(const char *xml, size_t len)
{
	return len <= INT_MAX ? xmlReadMemory(xml, (int)len, "report.xml", NULL,
	                                      XML_PARSE_NONET | XML_PARSE_HUGE |
	                                      XML_PARSE_NOBLANKS)
	                      : NULL;
}

/* The JSON of the report of res (xml NULL) or of the XML text xml, into
 * out: converted as the XML comes (report_json_stream.c), else, when the
 * stream stops, read whole into a tree (the XML text of res written again)
 * and converted by the tree walk.  On failure out is left as it was. */
static pp_status convert(const pp_result *res, const char *xml, size_t len, pp_buf *out,
                         pp_error *err)
{
	xsd_facts facts = { { 0 }, { 0 }, { 0 }, { 0 }, { 0 }, { 0 }, { 0 } };
	pp_buf whole = { 0 };
	xmlDocPtr doc = NULL;
	pp_status st = PP_OK;
	size_t start = out->len;
	if (load_facts(&facts) < 0) {
		st = pp_error_set(err, PP_EINTERNAL, NULL, 0, 0, "cannot read back the XML report");
		goto cleanup;
	}
	json_stream *s = json_stream_open(&facts, out);
	int streamed = 1;
	if (res) {
		pp_error ignored; /* a failed write fails again below, with its message */
		streamed = report_xml_stream(res, 0, json_stream_feed, s, &ignored) == PP_OK;
	} else {
		for (size_t at = 0; at < len && streamed; at += XML_CHUNK)
			streamed = json_stream_feed(s, xml + at, len - at < XML_CHUNK ? len - at
			                                                             : XML_CHUNK) >= 0;
	}
	if (json_stream_close(s) == 0 && streamed)
		goto cleanup; /* converted as it came */
	if (out->data) {
		out->len = start;
		out->data[start] = '\0';
	}
	if (res) {
		st = report_xml(res, &whole, err);
		xml = whole.data;
		len = whole.len;
	}
	doc = st ? NULL : read_report(xml, len);
	pp_buf_free(&whole); /* the tree and the JSON are all that is held at once */
	if (!st)
		st = doc_to_json(doc, &facts, out, err);
cleanup:
	if (st && out->data) {
		out->len = start;
		out->data[start] = '\0';
	}
	xmlFreeDoc(doc);
	free_facts(&facts);
	return st;
}

int report_xml_to_json_streamed(const char *xml, size_t len, size_t chunk, pp_buf *out)
{
	xsd_facts facts = { { 0 }, { 0 }, { 0 }, { 0 }, { 0 }, { 0 }, { 0 } };
	int rc = -1;
	if (load_facts(&facts) == 0) {
		json_stream *s = json_stream_open(&facts, out);
		size_t step = chunk ? chunk : len;
		for (size_t at = 0; at < len; at += step)
			json_stream_feed(s, xml + at, len - at < step ? len - at : step);
		rc = json_stream_close(s);
	}
	free_facts(&facts);
	return rc;
}

pp_status report_xml_to_json_tree(const char *xml, size_t len, pp_buf *out, pp_error *err)
{
	xsd_facts facts = { { 0 }, { 0 }, { 0 }, { 0 }, { 0 }, { 0 }, { 0 } };
	size_t start = out->len;
	xmlDocPtr doc = load_facts(&facts) == 0 ? read_report(xml, len) : NULL;
	pp_status st = doc_to_json(doc, &facts, out, err);
	if (st && out->data) {
		out->len = start;
		out->data[start] = '\0';
	}
	xmlFreeDoc(doc);
	free_facts(&facts);
	return st;
}

pp_status report_xml_to_json(const char *xml, size_t len, pp_buf *out, pp_error *err)
{
	return convert(NULL, xml, len, out, err);
}

pp_status report_json(const pp_result *res, pp_buf *out, pp_error *err)
{
	return convert(res, NULL, 0, out, err);
}
