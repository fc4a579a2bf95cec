/* SPDX-License-Identifier: Apache-2.0 */
/* waivers.c - load a waivers file (waiver.h): YAML under the plan profile,
 * validated against spec_waivers_type by the plan validator. */
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "sha256.h"
#include "util.h"
#include "waiver.h"

static const spec_type rule_id_type = { .kind = T_TEXT,
	.what = "rule id such as \"PP-MAXWIN-001\"" };

static const spec_field waiver_fields[] = {
	{ "rule", &rule_id_type, SPEC_REQUIRED, "the id of the rule waived" },
	{ "game", &spec_text, SPEC_REQUIRED,
	  "the id of the game, or `plan` for a plan-wide check" },
	{ "subject", &spec_text, 0,
	  "the finding's subject (\"CZK\", \"straight\"); absent: every subject" },
	{ "justification", &spec_text, SPEC_REQUIRED, "why the finding is accepted" },
	{ "approver", &spec_text, SPEC_REQUIRED, "who accepted it" },
	{ "expires", &spec_date, SPEC_REQUIRED, "the last day the waiver holds" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type waiver_type = { .kind = T_MAP, .what = "waiver",
	.fields = waiver_fields };
static const spec_type waiver_list = { .kind = T_LIST, .what = "list of waivers",
	.item = &waiver_type };
static const spec_type format_version = { .kind = T_INT,
	.what = "waivers format version", .min = 1, .max = 1 };

static const spec_field waivers_fields[] = {
	{ "planproof_waivers", &format_version, SPEC_REQUIRED,
	  "the waivers format version: 1" },
	{ "waivers", &waiver_list, SPEC_REQUIRED, "the waivers" },
	{ NULL, NULL, 0, NULL }
};
const spec_type spec_waivers_type = { .kind = T_MAP, .what = "waivers file",
	.fields = waivers_fields };

/* PP-<AREA>-<NNN>: upper-case area, three digits. */
static int is_rule_id(const char *s)
{
	size_t area = 0, digits = 0;
	if (strncmp(s, "PP-", 3) != 0)
		return 0;
	for (s += 3; *s >= 'A' && *s <= 'Z'; s++)
		area++;
	if (!area || *s++ != '-')
		return 0;
	for (; *s >= '0' && *s <= '9'; s++)
		digits++;
	return digits == 3 && *s == '\0';
}

/* Whether s has a character other than white space. */
static int has_text(const char *s)
{
	for (; s && *s; s++)
		if (!strchr(" \t\r\n", *s))
			return 1;
	return 0;
}

/* Fill w->items from the validated tree; refuse what the schema cannot
 * say: a malformed rule id, a blank justification or approver. */
static pp_status collect(pp_waivers *w, pp_error *err)
{
	const pp_node *list = node_get(w->root, "waivers");
	w->n = node_len(list);
	w->items = pp_xcalloc(w->n, sizeof(*w->items));
	for (size_t i = 0; i < w->n; i++) {
		const pp_node *n = node_at(list, i);
		spec_waiver *x = &w->items[i];
		x->node = n;
		x->rule_node = node_get(n, "rule");
		x->rule = node_text(x->rule_node);
		x->game = node_get_text(n, "game", "");
		x->subject = node_get_text(n, "subject", NULL);
		x->justification = node_get_text(n, "justification", "");
		x->approver = node_get_text(n, "approver", "");
		x->expires = node_get_text(n, "expires", "");
		if (!is_rule_id(x->rule))
			return pp_error_set(err, PP_EVALUE, w->path, x->rule_node->line,
			                    x->rule_node->col,
			                    "`rule: %s` is not a rule id such as PP-MAXWIN-001",
			                    x->rule);
		static const char *const needed[] = { "justification", "approver" };
		for (size_t k = 0; k < PP_ARRAY_LEN(needed); k++) {
			const pp_node *v = node_get(n, needed[k]);
			if (!has_text(node_text(v)))
				return pp_error_set(err, PP_ESCHEMA, w->path, v->line, v->col,
				                    "a waiver's `%s` must not be blank", needed[k]);
		}
	}
	return PP_OK;
}

pp_status pp_waivers_load_buffer(pp_waivers **out, const char *name, const char *data,
                                 size_t len, pp_error *err)
{
	pp_waivers *w = pp_xcalloc(1, sizeof(*w));
	pp_status st;

	*out = NULL;
	pp_error_clear(err);
	w->path = pp_xstrdup(name);
	w->bytes = len;
	sha256_hex(data, len, w->sha256);
	st = spec_parse_document(&w->root, w->path, data, len, &spec_waivers_type,
	                         "a waivers file", err);
	if (st)
		goto cleanup;
	st = collect(w, err);
	if (st)
		goto cleanup;
	*out = w;
	w = NULL;
cleanup:
	pp_waivers_free(w);
	return st;
}

pp_status pp_waivers_load_file(pp_waivers **out, const char *path, pp_error *err)
{
	char *data = NULL;
	size_t len = 0;
	pp_status st;

	*out = NULL;
	pp_error_clear(err);
	st = spec_read_file(&data, &len, path, PP_MAX_INPUT_BYTES, err);
	if (!st)
		st = pp_waivers_load_buffer(out, path, data, len, err);
	free(data);
	return st;
}

void pp_waivers_free(pp_waivers *w)
{
	if (!w)
		return;
	node_free(w->root);
	free(w->items);
	free(w->path);
	free(w);
}
