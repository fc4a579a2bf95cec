/* SPDX-License-Identifier: Apache-2.0 */
/* schema.h - the plan format as data, and the validator that enforces it.
 *
 * A plan's shape is described by static spec_type tables: mappings with
 * their fields, lists with their item type and the key that names an item,
 * scalars with a kind (text, whole number, ratio, money, ...).  Games are a
 * variant: the `family` key selects the family's own fields, which join the
 * fields every game has (spec_game_fields).  Each family describes itself in
 * spec/schema_<family>.c and is listed in spec/families.c.
 *
 * The validator refuses unknown and missing keys, scalars of the wrong kind
 * (with a message saying how to write the value), duplicate item names and
 * out-of-range numbers, each with the value's 1-based location, and records
 * on every node the type it was validated as (the diff reads it). */
#ifndef PP_SCHEMA_H
#define PP_SCHEMA_H

#include "literal.h"
#include "node.h"
#include "planproof.h"

typedef enum {
	T_TEXT,     /* any text; plain scalars YAML could read as another type
	             * (true, null, 1.5, 2024-01-01) must be quoted */
	T_INT,      /* a whole number, plain, within [min, max] */
	T_BOOL,     /* plain true or false */
	T_RATIO,    /* "a:b", quoted or plain (YAML 1.2 reads 35:1 as a string) */
	T_PERCENT,  /* "5%", quoted or plain */
	T_MONEY,    /* quoted decimal "0.50", or a plain whole number (5, 5.0) */
	T_DECIMAL,  /* as T_MONEY, for quantities that are not amounts */
	T_DATE,     /* "YYYY-MM-DD", quoted or plain */
	T_ENUM,     /* one of values */
	T_MAP,      /* a mapping with fields */
	T_LIST,     /* a sequence of item */
	T_GAME      /* a mapping whose `family` selects its fields */
} spec_kind;

/* The plan format version this build writes; every earlier one loads. */
#define SPEC_FORMAT_VERSION 2

#define SPEC_REQUIRED 1u
/* A rule a real plan can leave open: the value may be the plain word
 * `unstated`, and the key may be omitted; both mean "the plan does not say".
 * The validator marks an `unstated` value (node->unstated) and node_get()
 * then answers NULL for it, so a checker treats it exactly as absent and
 * never reads an invented value.  PP-PLAN-007 reports every open rule of a
 * game (spec_open_rules).  Not combined with SPEC_REQUIRED. */
#define SPEC_OPEN 2u
/* With SPEC_OPEN: the family has a rule of its own that reports the open
 * rule with what it computes (blackjack's soft 17, PP-BJ-002), so
 * PP-PLAN-007 names it as reported there instead of warning twice. */
#define SPEC_OPEN_OWN_RULE 4u
/* Not an open rule (absent, the key has a meaning of its own: no cap),
 * but the value may be the plain word `unstated` when the plan states the
 * thing and leaves open how it applies (`max_win.cap`: the figure may cap
 * payment or be only the largest win); the field's own check reads it
 * (node_get_raw, node->unstated) and gives every reading.  PP-PLAN-007
 * does not list it. */
#define SPEC_UNSTATED_VALUE 8u

typedef struct spec_type spec_type;

typedef struct {
	const char *name;
	const spec_type *type;
	unsigned flags;
	const char *doc;          /* one line for FORMAT.md and messages */
} spec_field;

struct spec_type {
	spec_kind kind;
	const char *what;         /* noun for messages ("bet", "wheel order") */
	const spec_field *fields; /* T_MAP: terminated by a field with NULL name */
	const spec_type *item;    /* T_LIST */
	const char *const *values;/* T_ENUM: NULL-terminated */
	const char *identity;     /* T_LIST of T_MAP: key naming an item, unique */
	const char *identity2;    /* optional second key of the name: an item is
	                           * "CZK level 2" when it has one, "CZK" if not */
	const char *const *one_of;/* T_MAP: keys of which exactly one is written
	                           * (a payout as a ratio or at discretion) */
	long long min, max;       /* T_INT bounds; T_LIST length (max 0 = none);
	                           * T_MONEY/T_DECIMAL: min 1 = must be above 0 */
};

/* A game family as the spec sees it: its name and its own fields. */
typedef struct {
	const char *name;
	const spec_field *fields;
	const char *doc;
} spec_family;

/* Families, NULL-terminated (spec/families.c). */
extern const spec_family *const spec_families[];

/* The family called name, or NULL. */
const spec_family *spec_family_find(const char *name);

/* The fields every game has, whatever its family (schema_common.c). */
extern const spec_field spec_game_fields[];

/* The type of a whole plan document (schema_common.c). */
extern const spec_type spec_plan_type;

/* Types shared by several families (schema_common.c). */
extern const spec_type spec_text, spec_int, spec_count, spec_bool, spec_ratio,
	spec_percent, spec_money, spec_decimal, spec_date, spec_citation,
	spec_text_list, spec_payout_words, spec_number_list, spec_chip;

/* The ties to source documents (schema_anchor.c): a plan's `sources`, the
 * `anchor` every mapping of a plan may carry, the `anchors` of its scalar
 * keys, and a game's `not_encoded` passages. */
extern const spec_type spec_source_list, spec_anchor_type, spec_anchor_map_type,
	spec_not_encoded_list;

/* Validate the tree rooted at root as a plan, recording each node's type.
 * Returns PP_OK, or PP_ESCHEMA / PP_EVALUE with the offending value's
 * location in err. */
pp_status spec_validate(pp_node *root, pp_error *err);

/* Validate root as type, collecting up to cap located errors into errs
 * (sorted by location; *n of them): every independent mistake of a file is
 * reported in one run.  Returns the status of the first error found. */
pp_status spec_validate_all(pp_node *root, const spec_type *type, pp_error *errs,
                            size_t cap, size_t *n);

/* Validate the tree rooted at root as a document of type (the waivers file
 * uses it), with the same profile and messages as spec_validate. */
pp_status spec_validate_as(pp_node *root, const spec_type *type, pp_error *err);

/* Call fn for every rule (field flagged SPEC_OPEN) that game leaves open,
 * in schema order, descending into the game's nested mappings and lists
 * (given the plan's root instead, the plan's own fields but its games):
 * field is the rule, map the mapping it belongs to, value the `unstated`
 * node or NULL when the key is absent.  game must have been validated.
 * Returns the number of open rules. */
typedef void spec_open_fn(void *arg, const spec_field *field, const pp_node *map,
                          const pp_node *value);
size_t spec_open_rules(const pp_node *game, spec_open_fn *fn, void *arg);

/* A key a plan of an earlier format version used for what is now called
 * new_key (spec/aliases.c).  The validator accepts old_key where a mapping
 * has a field new_key (and no value under it), renames the node's key and
 * keeps the old name in node->alias_of, for the deprecation finding
 * (PP-SPEC-001) and for `planproof migrate`. */
typedef struct {
	const char *old_key, *new_key;
	unsigned until_version;   /* the last format version that used old_key */
	const char *why;
} spec_alias;

/* The alias of old_key, or NULL. */
const spec_alias *spec_alias_find(const char *old_key);

/* The alias whose current name is new_key, or NULL (the JSON Schema
 * generator accepts the old name too). */
const spec_alias *spec_alias_of_new(const char *new_key);

/* The literal kind a scalar type is parsed as (T_RATIO -> LIT_RATIO ...). */
lit_kind spec_lit_kind(spec_kind kind);

#endif
