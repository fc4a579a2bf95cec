/* SPDX-License-Identifier: Apache-2.0 */
/* policy.c - load a jurisdiction policy (policy.h), and the built-in
 * default policy every check applies unless the caller names another:
 * bets returning below 85 % are reported as warnings, below 90 % as info. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "policy.h"
#include "schema.h"
#include "sha256.h"
#include "util.h"

static const char *const kind_values[] = { "any", "main", "side", "wheel", NULL };
static const spec_type kind_type = { .kind = T_ENUM, .what = "kind of bet",
	.values = kind_values };
static const char *const severity_values[] = { "error", "warning", "info", NULL };
static const spec_type severity_type = { .kind = T_ENUM, .what = "severity",
	.values = severity_values };

static const spec_type family_list = { .kind = T_LIST, .what = "list of families",
	.item = &spec_text, .min = 1 };

static const spec_field floor_fields[] = {
	{ "bets", &kind_type, SPEC_REQUIRED, "which bets: any, main, side or wheel" },
	{ "below", &spec_percent, SPEC_REQUIRED, "an RTP below this is reported" },
	{ "families", &family_list, 0, "the game families it applies to; absent: all" },
	{ "severity", &severity_type, SPEC_REQUIRED, "error, warning or info" },
	{ "citation", &spec_citation, 0, "where the policy says it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type floor_type = { .kind = T_MAP, .what = "RTP floor",
	.fields = floor_fields };
static const spec_type floor_list = { .kind = T_LIST, .what = "list of RTP floors",
	.item = &floor_type };

static const spec_field ceiling_fields[] = {
	{ "bets", &kind_type, SPEC_REQUIRED, "which bets: any, main, side or wheel" },
	{ "above", &spec_percent, SPEC_REQUIRED, "a house edge above this is reported" },
	{ "families", &family_list, 0, "the game families it applies to; absent: all" },
	{ "severity", &severity_type, SPEC_REQUIRED, "error, warning or info" },
	{ "citation", &spec_citation, 0, "where the policy says it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type ceiling_type = { .kind = T_MAP, .what = "house-edge ceiling",
	.fields = ceiling_fields };
static const spec_type ceiling_list = { .kind = T_LIST,
	.what = "list of house-edge ceilings", .item = &ceiling_type };

static const spec_field required_fields[] = {
	{ "key", &spec_text, SPEC_REQUIRED,
	  "a game key, dotted (`max_win.basis`), or `plan.` and a key of the plan" },
	{ "families", &family_list, 0, "the game families it applies to; absent: all" },
	{ "severity", &severity_type, 0, "error (the default), warning or info" },
	{ "citation", &spec_citation, 0, "where the policy requires it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type required_type = { .kind = T_MAP, .what = "required statement",
	.fields = required_fields };
static const spec_type required_list = { .kind = T_LIST,
	.what = "list of required statements", .item = &required_type };

/* Paytables as floors: a bet of the games of `families` (absent: all)
 * named `bet` (its name, kind or type) pays each row's hand at least
 * `at_least`, or, paid at one ratio, at least the entry's own `at_least`
 * (checker/core/floors.c). */
static const spec_field floor_row_fields[] = {
	{ "hand", &spec_text, SPEC_REQUIRED,
	  "the hand or outcome, as the plan's paytable names it (\"straight_flush\")" },
	{ "at_least", &spec_ratio, SPEC_REQUIRED, "the least payout of the row, \"40:1\"" },
	{ "citation", &spec_citation, 0, "where the regulation states the row" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type floor_row_type = { .kind = T_MAP, .what = "minimum paytable row",
	.fields = floor_row_fields };
static const spec_type floor_row_list = { .kind = T_LIST,
	.what = "list of minimum paytable rows", .item = &floor_row_type, .identity = "hand",
	.min = 1 };
static const spec_field min_paytable_fields[] = {
	{ "families", &family_list, 0, "the game families it applies to; absent: all" },
	{ "bet", &spec_text, SPEC_REQUIRED,
	  "the bet it applies to: its name, kind or type in the game (\"pair_plus\")" },
	{ "rows", &floor_row_list, 0, "each hand and the least it pays" },
	{ "at_least", &spec_ratio, 0, "for a bet paid at one ratio: the least payout" },
	{ "severity", &severity_type, 0, "error (the default), warning or info" },
	{ "citation", &spec_citation, 0, "where the regulation states the table" },
	{ NULL, NULL, 0, NULL }
};
static const char *const min_paytable_one_of[] = { "rows", "at_least", NULL };
static const spec_type min_paytable_type = { .kind = T_MAP, .what = "minimum paytable",
	.fields = min_paytable_fields, .one_of = min_paytable_one_of };
static const spec_type min_paytable_list = { .kind = T_LIST,
	.what = "list of minimum paytables", .item = &min_paytable_type };

/* Aggregate payout limits a regulation sets for the games of `families`
 * (checker/core/aggregate.c). */
static const spec_field aggregate_entry_fields[] = {
	{ "families", &family_list, 0, "the game families it applies to; absent: all" },
	{ "limit", &spec_aggregate_payout, SPEC_REQUIRED,
	  "the formula: `{amount, currency, or, take, per, basis}`" },
	{ "severity", &severity_type, 0, "error (the default), warning or info" },
	{ "citation", &spec_citation, 0, "where the regulation states the limit" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type aggregate_entry_type = { .kind = T_MAP,
	.what = "aggregate payout limit of a policy", .fields = aggregate_entry_fields };
static const spec_type aggregate_entry_list = { .kind = T_LIST,
	.what = "list of aggregate payout limits", .item = &aggregate_entry_type };

/* The wording of odds a regulation allows: `to` ("8 to 1", written
 * "8:1") only, which makes "x for y" odds a finding (checker/core/
 * odds_wording.c). */
static const char *const wording_values[] = { "to", NULL };
static const spec_type wording_type = { .kind = T_ENUM, .what = "wording of odds",
	.values = wording_values };
static const spec_field odds_wording_fields[] = {
	{ "use", &wording_type, SPEC_REQUIRED,
	  "to: odds are stated as \"a:b\" (a to b), never \"x for y\"" },
	{ "severity", &severity_type, 0, "error (the default), warning or info" },
	{ "citation", &spec_citation, 0, "where the regulation says it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type odds_wording_type = { .kind = T_MAP, .what = "wording of odds",
	.fields = odds_wording_fields };

/* The kinds of result (planproof.h, pp_kind) a policy fails a run on. */
static const char *const kind_of_result_values[] = { "defect", "open", "reading", "notice",
	"coverage", NULL };
static const spec_type kind_of_result_type = { .kind = T_ENUM, .what = "kind of result",
	.values = kind_of_result_values };
static const spec_type fail_on_list = { .kind = T_LIST, .what = "list of kinds of result",
	.item = &kind_of_result_type, .min = 1 };

static const spec_type format_version = { .kind = T_INT,
	.what = "policy format version", .min = 1, .max = 1 };

static const spec_field policy_fields[] = {
	{ "planproof_policy", &format_version, SPEC_REQUIRED, "the policy format version: 1" },
	{ "name", &spec_text, SPEC_REQUIRED, "the policy's name, quoted in findings" },
	{ "citation", &spec_citation, 0, "the regulation the policy encodes" },
	{ "rtp_floors", &floor_list, 0, "returns below which a bet is reported" },
	{ "house_edge_ceilings", &ceiling_list, 0, "house edges above which a bet is reported" },
	{ "required", &required_list, 0, "statements every game or the plan must make" },
	{ "min_paytables", &min_paytable_list, 0,
	  "paytables as floors: the least each row of a bet may pay" },
	{ "odds_wording", &odds_wording_type, 0,
	  "the wording of odds allowed: `{use: to}` makes \"x for y\" odds a finding" },
	{ "aggregate_max_payouts", &aggregate_entry_list, 0,
	  "aggregate payout limits as formulas, held against the paytable at maximum bets" },
	{ "fail_on", &fail_on_list, 0,
	  "the kinds of result that fail a run (defect, open, reading, notice, coverage); "
	  "absent: errors fail it" },
	{ NULL, NULL, 0, NULL }
};
static const spec_type policy_type = { .kind = T_MAP, .what = "policy file",
	.fields = policy_fields };

/* The built-in default policy, documented in README.md. */
static const char default_policy[] =
	"planproof_policy: 1\n"
	"name: \"planproof default\"\n"
	"rtp_floors:\n"
	"  - {bets: any, below: \"85%\", severity: warning}\n"
	"  - {bets: any, below: \"90%\", severity: info}\n";

/* A required key must be a dotted path of plain keys. */
static pp_status check_keys(const pp_policy *p, pp_error *err)
{
	const pp_node *req = node_get(p->root, "required");
	for (size_t i = 0; i < node_len(req); i++) {
		const pp_node *k = node_get(node_at(req, i), "key");
		const char *s = node_text(k);
		int ok = s && *s && *s != '.' && s[strlen(s) - 1] != '.' && !strstr(s, "..");
		for (const char *c = s; ok && *c; c++)
			ok = (*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '_' ||
			     *c == '.';
		if (!ok)
			return pp_error_set(err, PP_EVALUE, p->path, k->line, k->col,
			                    "`key: %s` is not a dotted key such as max_win.basis", s);
	}
	return PP_OK;
}

pp_status pp_policy_load_buffer(pp_policy **out, const char *name, const char *data,
                                size_t len, pp_error *err)
{
	pp_policy *p = pp_xcalloc(1, sizeof(*p));
	pp_status st;

	*out = NULL;
	pp_error_clear(err);
	p->path = pp_xstrdup(name);
	sha256_hex(data, len, p->sha256);
	st = spec_parse_document(&p->root, p->path, data, len, &policy_type, "a policy file",
	                         err);
	if (st)
		goto cleanup;
	st = check_keys(p, err);
	if (st)
		goto cleanup;
	p->name = node_get_text(p->root, "name", "");
	*out = p;
	p = NULL;
cleanup:
	pp_policy_free(p);
	return st;
}

pp_status pp_policy_load_file(pp_policy **out, const char *path, pp_error *err)
{
	char *data = NULL;
	size_t len = 0;
	pp_status st;

	*out = NULL;
	pp_error_clear(err);
	st = spec_read_file(&data, &len, path, PP_MAX_INPUT_BYTES, err);
	if (!st)
		st = pp_policy_load_buffer(out, path, data, len, err);
	free(data);
	return st;
}

void pp_policy_default(pp_policy **out)
{
	pp_policy *p = NULL;
	pp_error err;
	if (pp_policy_load_buffer(&p, "built-in default policy", default_policy,
	                          sizeof(default_policy) - 1, &err))
	{
		fprintf(stderr, "planproof: internal error: the built-in policy: %s\n", err.msg);
		abort();
	}
	*out = p;
}

void pp_policy_free(pp_policy *p)
{
	if (!p)
		return;
	node_free(p->root);
	free(p->path);
	free(p);
}
