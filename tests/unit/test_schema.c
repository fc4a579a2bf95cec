/* SPDX-License-Identifier: Apache-2.0 */
/* test_schema.c - the plan format: unknown, missing and mistyped values are
 * refused with the value's location and a message saying how to fix it. */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

/* A complete small plan; %s is spliced into the wheel game's mapping. */
static const char plan_head[] =
	"planproof: 1\n"
	"plan: {id: p, operator: \"O\", jurisdiction: CZ, version: \"1\", date: \"2025-02-12\"}\n"
	"currencies:\n"
	"  - {code: CZK}\n"
	"games:\n"
	"  - id: w\n"
	"    name: W\n"
	"    family: wheel\n"
	"    citation: \"1\"\n"
	"    wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]}\n";

static pp_status load_with(const char *extra, pp_error *err)
{
	char *yaml = malloc(strlen(plan_head) + strlen(extra) + 1);
	strcpy(yaml, plan_head);
	strcat(yaml, extra);
	pp_plan *plan = NULL;
	pp_status st = t_load_str(&plan, yaml, err);
	pp_plan_free(plan);
	free(yaml);
	return st;
}

static void refused(const char *extra, pp_status code, unsigned line, unsigned col,
                    const char *what)
{
	pp_error err;
	pp_status st = load_with(extra, &err);
	cr_expect_eq(st, code, "status %d (%s) for: %s", st, err.msg, extra);
	cr_expect_eq(err.line, line, "line %u: %s", err.line, err.msg);
	cr_expect_eq(err.col, col, "col %u: %s", err.col, err.msg);
	cr_expect(strstr(err.msg, what), "\"%s\" does not mention \"%s\"", err.msg, what);
}

Test(schema, a_complete_plan_loads)
{
	pp_error err;
	cr_expect_eq(load_with("    bets: [{name: a, symbol: a, payout: \"1:1\"}]\n", &err),
	             PP_OK, "%s:%u:%u: %s", err.file, err.line, err.col, err.msg);
}

Test(schema, a_bare_float_where_a_ratio_belongs_says_how_to_write_it)
{
	refused("    bets: [{name: a, symbol: a, payout: 0.95}]\n", PP_ESCHEMA, 11, 41,
	        "write the ratio as a quoted string, e.g. \"0.95:1\"");
}

/* YAML 1.2, as editors read it, reads a plain 35:1 as a string; in a
 * ratio field that string can only be the ratio (issue 29). */
Test(schema, an_unquoted_ratio_is_the_ratio_yaml_1_2_reads)
{
	pp_error err;
	cr_expect_eq(load_with("    bets: [{name: a, symbol: a, payout: 35:1}, "
	                       "{name: b, symbol: b, payout: 0.95:1}]\n", &err),
	             PP_OK, "%s:%u:%u: %s", err.file, err.line, err.col, err.msg);
}

Test(schema, an_unquoted_ratio_is_held_to_the_ratio_grammar)
{
	refused("    bets: [{name: a, symbol: a, payout: 35:0}]\n", PP_EVALUE, 11, 41,
	        "`payout: 35:0` is not a valid ratio: the second term of a ratio must not be zero");
	refused("    bets: [{name: a, symbol: a, payout: 1:30:00}]\n", PP_EVALUE, 11, 41,
	        "not a valid ratio: unexpected character");
	refused("    bets: [{name: a, symbol: a, payout: 35}]\n", PP_ESCHEMA, 11, 41,
	        "write the ratio as a quoted string");
}

Test(schema, a_zero_ratio_is_an_invalid_value)
{
	refused("    bets: [{name: a, symbol: a, payout: \"1:0\"}]\n", PP_EVALUE, 11, 41,
	        "must not be zero");
}

Test(schema, unknown_keys_suggest_the_closest_one)
{
	refused("    bets: [{name: a, symbol: a, payuot: \"1:1\"}]\n", PP_ESCHEMA, 11, 33,
	        "unknown key `payuot` in wheel bet (did you mean `payout`?)");
}

Test(schema, missing_keys_are_named)
{
	refused("    bets: [{name: a, symbol: a}]\n", PP_ESCHEMA, 11, 12,
	        "missing required key `payout`");
}

Test(schema, duplicate_item_names_are_refused)
{
	refused("    bets: [{name: a, symbol: a, payout: \"1:1\"}, {name: a, symbol: b, "
	        "payout: \"1:1\"}]\n", PP_ESCHEMA, 11, 56, "duplicate wheel bet `a`");
}

Test(schema, booleans_and_numbers_in_text_must_be_quoted)
{
	refused("    notes: yes\n    bets: [{name: a, symbol: a, payout: \"1:1\"}]\n",
	        PP_ESCHEMA, 11, 12, "boolean");
	refused("    notes: 1.10\n    bets: [{name: a, symbol: a, payout: \"1:1\"}]\n",
	        PP_ESCHEMA, 11, 12, "quote it");
}

Test(schema, whole_numbers_are_bounded_and_unquoted)
{
	refused("    betting_fields: \"6\"\n    bets: [{name: a, symbol: a, payout: \"1:1\"}]\n",
	        PP_ESCHEMA, 11, 21, "without quotes");
	refused("    betting_fields: 0\n    bets: [{name: a, symbol: a, payout: \"1:1\"}]\n",
	        PP_EVALUE, 11, 21, "out of range");
	refused("    betting_fields: 010\n    bets: [{name: a, symbol: a, payout: \"1:1\"}]\n",
	        PP_EVALUE, 11, 21, "leading zeros");
}

Test(schema, unknown_families_list_the_known_ones)
{
	pp_plan *plan = NULL;
	pp_error err;
	const char *yaml = "planproof: 1\n"
		"plan: {id: p, operator: \"O\", jurisdiction: CZ, version: \"1\", date: \"2025-02-12\"}\n"
		"currencies: [{code: CZK}]\n"
		"games: [{id: g, name: G, family: craps, citation: \"1\"}]\n";
	cr_expect_eq(t_load_str(&plan, yaml, &err), PP_ESCHEMA);
	cr_expect_eq(err.line, 4);
	cr_expect(strstr(err.msg, "unknown game family `craps`; known families: roulette"),
	          "%s", err.msg);
}

Test(schema, dates_are_checked_on_the_calendar)
{
	pp_plan *plan = NULL;
	pp_error err;
	const char *yaml = "planproof: 1\n"
		"plan: {id: p, operator: \"O\", jurisdiction: CZ, version: \"1\", date: \"2025-02-29\"}\n"
		"currencies: [{code: CZK}]\n"
		"games: [{id: g, name: G, family: wheel, citation: \"1\"}]\n";
	cr_expect_eq(t_load_str(&plan, yaml, &err), PP_EVALUE);
	cr_expect(strstr(err.msg, "`date: \"2025-02-29\"` is not a date of the calendar"),
	          "a well-written date that does not exist is told so: %s", err.msg);
}

/* A plain 100% is a string to every YAML tool: a percentage field reads
 * it as its quoted form, and holds it to the grammar. */
Test(schema, an_unquoted_percentage_is_the_percentage)
{
	pp_error err;
	cr_expect_eq(load_with("    bets: [{name: a, symbol: a, payout: \"1:1\", payout_words: "
	                       "{quote: q, net_percent: 100%}}]\n", &err),
	             PP_OK, "%u:%u: %s", err.line, err.col, err.msg);
	refused("    bets: [{name: a, symbol: a, payout: \"1:1\", payout_words: "
	        "{quote: q, net_percent: 1e2%}}]\n", PP_EVALUE, 11, 86,
	        "`net_percent: 1e2%` is not a valid percentage: exponents are not allowed");
}

/* plan_head with its first `from` replaced by `to`, and extra spliced
 * into the wheel game, loaded. */
static pp_status load_edited(const char *from, const char *to, const char *extra,
                             pp_error *err)
{
	const char *at = strstr(plan_head, from);
	cr_assert(at, "plan_head has no \"%s\"", from);
	char *yaml = malloc(strlen(plan_head) + strlen(to) + strlen(extra) + 1);
	sprintf(yaml, "%.*s%s%s%s", (int)(at - plan_head), plan_head, to, at + strlen(from),
	        extra);
	pp_plan *plan = NULL;
	pp_status st = t_load_str(&plan, yaml, err);
	pp_plan_free(plan);
	free(yaml);
	return st;
}

static const char one_bet[] = "    bets: [{name: a, symbol: a, payout: \"1:1\"}]\n";

/* A plain date is a string to YAML 1.2 (issue 29), checked on the
 * calendar as a quoted one is. */
Test(schema, an_unquoted_date_is_the_date_yaml_1_2_reads)
{
	pp_error err;
	cr_expect_eq(load_edited("date: \"2025-02-12\"", "date: 2024-02-29", one_bet, &err),
	             PP_OK, "%u:%u: %s", err.line, err.col, err.msg);
	cr_expect_eq(load_edited("date: \"2025-02-12\"", "date: 2025-02-29", one_bet, &err),
	             PP_EVALUE);
	cr_expect(strstr(err.msg, "`date: 2025-02-29` is not a date of the calendar"), "%s",
	          err.msg);
	cr_expect_eq(load_edited("date: \"2025-02-12\"", "date: 2025-2-12", one_bet, &err),
	             PP_EVALUE);
	cr_expect(strstr(err.msg, "must be a date written as a quoted \"YYYY-MM-DD\""), "%s",
	          err.msg);
}

/* A plain 5.0 is the whole number 5 to every YAML tool: an amount takes
 * it; a fraction that is not zero is still a bare float. */
Test(schema, an_amount_written_with_a_zero_fraction_is_whole)
{
	pp_error err;
	cr_expect_eq(load_edited("{code: CZK}", "{code: CZK, smallest_chip: 5.0, chips: [5.00, 25]}",
	                         one_bet, &err),
	             PP_OK, "%u:%u: %s", err.line, err.col, err.msg);
	cr_expect_eq(load_edited("{code: CZK}", "{code: CZK, smallest_chip: 5.5}", one_bet, &err),
	             PP_ESCHEMA);
	cr_expect(strstr(err.msg, "`smallest_chip: 5.5` is a bare YAML number"), "%s", err.msg);
	cr_expect_eq(load_edited("{code: CZK}", "{code: CZK, smallest_chip: 0.0}", one_bet, &err),
	             PP_EVALUE);
	cr_expect(strstr(err.msg, "`smallest_chip: 0.0` must be greater than zero"), "%s",
	          err.msg);
	/* A whole number's field is not an amount: 6.0 stays refused there. */
	cr_expect_eq(load_with("    betting_fields: 2.0\n    bets: [{name: a, symbol: a, "
	                       "payout: \"1:1\"}]\n", &err), PP_EVALUE);
	cr_expect(strstr(err.msg, "is not a whole number"), "%s", err.msg);
}

/* Plain text that no YAML tool reads as anything but text is accepted; what
 * YAML 1.1 or 1.2 reads as a number or a date must be quoted. */
Test(schema, plain_ids_are_text_unless_yaml_reads_a_number)
{
	static const char *const text[] = { "b0", "e5", "x1", "1-2", "0b", "1e", "0x",
		"1.2.3", "12-2024", "o7", "B", "_1", "1:x", NULL };
	static const char *const numbers[] = { "0", "-3", "+1.5", ".5", "1e3", "1E-3",
		"0x1F", "0o17", "010", "0b101", "1_000", "35:1", "1:30:00", "2024-01-01",
		"2024-1-1", NULL };
	char yaml[512];
	size_t n_text = sizeof(text) / sizeof(text[0]) - 1;
	size_t n_numbers = sizeof(numbers) / sizeof(numbers[0]) - 1;
	for (size_t i = 0; i < n_text || i < n_numbers; i++) {
		for (int k = 0; k < 2; k++) {
			const char *v = k ? (i < n_numbers ? numbers[i] : NULL)
			                  : (i < n_text ? text[i] : NULL);
			pp_plan *plan = NULL;
			pp_error err;
			if (!v)
				continue;
			snprintf(yaml, sizeof(yaml), "planproof: 1\n"
			         "plan: {id: %s, operator: O, jurisdiction: CZ}\n"
			         "currencies: [{code: CZK}]\n"
			         "games: [{id: g, name: G, family: wheel, citation: \"1\","
			         " wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]},"
			         " bets: [{name: a, symbol: a, payout: \"1:2\"}]}]\n", v);
			pp_status st = t_load_str(&plan, yaml, &err);
			if (k)
				cr_expect(st == PP_ESCHEMA && strstr(err.msg, "quote it"),
				          "`%s` must be quoted: %s", v, err.msg);
			else
				cr_expect_eq(st, PP_OK, "`%s` is text: %s", v, err.msg);
			pp_plan_free(plan);
		}
	}
}

Test(schema, the_format_version_is_required)
{
	pp_plan *plan = NULL;
	pp_error err;
	cr_expect_eq(t_load_str(&plan, "plan: {}\n", &err), PP_ESCHEMA);
	cr_expect(strstr(err.msg, "missing required key `planproof`") ||
	          strstr(err.msg, "missing required key"), "%s", err.msg);
}

/* "Did you mean" never offers the key of opposite meaning: an encoder who
 * took `fee_min` for a misspelt `fee_max` would turn a ceiling into a
 * floor.  A real misspelling still gets its hint. */
Test(schema, hints_never_suggest_the_opposite_key)
{
	pp_plan *plan = NULL;
	pp_error err;
	const char *yaml = "planproof: 1\n"
		"plan: {id: p, operator: O, jurisdiction: CZ}\n"
		"currencies: [{code: CZK}]\n"
		"games: [{id: g, name: G, family: wheel, citation: \"1\","
		" limits: [{currency: CZK, min_win: 5}],"
		" wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]},"
		" bets: [{name: a, symbol: a, payout: \"1:2\"}]}]\n";
	cr_assert_eq(t_load_str(&plan, yaml, &err), PP_ESCHEMA);
	cr_expect(strstr(err.msg, "unknown key `min_win`") && !strstr(err.msg, "did you mean"),
	          "min_win is two letters from max_win, its opposite: no hint: %s", err.msg);
	const char *yaml2 = "planproof: 1\n"
		"plan: {id: p, operator: O, jurisdiction: CZ}\n"
		"currencies: [{code: CZK}]\n"
		"games: [{id: g, name: G, family: wheel, citation: \"1\","
		" limits: [{currency: CZK, max_bte: 5}],"
		" wheel: {fields: 2, segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]},"
		" bets: [{name: a, symbol: a, payout: \"1:2\"}]}]\n";
	cr_assert_eq(t_load_str(&plan, yaml2, &err), PP_ESCHEMA);
	cr_expect(strstr(err.msg, "did you mean `max_bet`"), "%s", err.msg);
}

/* A list item is named by its list's key and its index, not as `item`
 * (issue 25: "`item: 0` where the key is `cards`"). */
Test(schema, list_items_are_named_by_their_list_and_index, .description = "hostile")
{
	pp_plan *plan = NULL;
	pp_error err;
	const char *yaml = "planproof: 1\n"
		"plan: {id: p, operator: \"O\", jurisdiction: CZ, version: \"1\", date: \"2025-02-12\"}\n"
		"currencies: [{code: CZK}]\n"
		"games:\n"
		"  - {id: w, name: W, family: wheel, citation: \"1\",\n"
		"     wheel: {fields: 2, order: [a, 1], segments: [{symbol: a, count: 1}, {symbol: b, count: 1}]},\n"
		"     bets: [{name: a, symbol: a, payout: \"1:1\"}]}\n";
	cr_expect_eq(t_load_str(&plan, yaml, &err), PP_ESCHEMA);
	cr_expect_eq(err.line, 6);
	cr_expect_eq(err.col, 36);
	cr_expect(strstr(err.msg, "`order[1]: 1` would be read as a number"), "%s", err.msg);
	pp_plan_free(plan);
}

/* A whole number of more than 15 digits states the range it is out of. */
Test(schema, a_huge_number_states_the_range, .description = "hostile")
{
	refused("    betting_fields: 99999999999999999999\n"
	        "    bets: [{name: a, symbol: a, payout: \"1:1\"}]\n",
	        PP_EVALUE, 11, 21, "`betting_fields: 99999999999999999999` is out of range 1..");
}
