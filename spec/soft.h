/* SPDX-License-Identifier: Apache-2.0 */
/* soft.h - discretion and soft figures on any rule value (spec/FORMAT.md,
 * "Discretion and soft figures").
 *
 * A plan often states a rule as something the operator may do ("a
 * commission of 5 % may be charged") or as a usual figure ("usually up to
 * 5 %").  The format writes such a value wrapped in a one-key mapping:
 *
 *     rate: {may: "5%"}                 # the operator may apply it
 *     rate: {usually: "5%"}             # a soft figure
 *     rate: {usually_up_to: "5%"}       # a soft bound
 *     rate: {may: {usually_up_to: "5%"}}
 *
 * The validator unwraps it: the wrapped value takes the wrapper's place in
 * the tree (so every check reads the stated figure as it always did) and
 * keeps in node->soft what the wrapper said (SPEC_SOFT_* bits).  Checks
 * that can compute with it read the bits (a commission that may be
 * charged is priced with and without); every soft value is reported as
 * such (PP-SOFT-002). */
#ifndef PP_SPEC_SOFT_H
#define PP_SPEC_SOFT_H

#include "node.h"
#include "schema.h"

#define SPEC_SOFT_MAY 1u          /* the operator may apply the rule */
#define SPEC_SOFT_USUALLY 2u      /* a usual figure, not a fixed one */
#define SPEC_SOFT_USUALLY_UP_TO 4u /* a usual upper bound */

/* The wrapper keys, in the order of their bits. */
extern const char *const spec_soft_keys[];

/* Whether field f's value may be written wrapped: a rule's scalar value
 * (a number, ratio, percentage, amount, true/false or choice), not a
 * name, a text, a date or a key that chooses the shape of its mapping. */
int spec_soft_allowed(const spec_field *f);

/* The same for a value of type t under key name (the JSON Schema
 * generator asks it of every member it writes). */
int spec_soft_allowed_key(const char *name, const spec_type *t);

/* When map->items[i] is a wrapper ({may: v}, {usually: v},
 * {usually_up_to: v}, or {may: {usually...: v}}) and field f allows it,
 * put v in its place (with the wrapper's key and position in map), set
 * v->soft to the wrapper's bits and return 1; else change nothing and
 * return 0.  Can't fail. */
int spec_soft_unwrap(pp_node *map, size_t i, const spec_field *f);

/* What bits say, as the plan's hedge before the value: "may", "usually",
 * "usually up to", "may, usually up to".  Static text. */
const char *spec_soft_words(unsigned bits);

#endif
