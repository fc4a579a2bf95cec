/* SPDX-License-Identifier: Apache-2.0 */
/* gift.h - prizes that are gifts beside (or instead of) amounts
 * (spec/FORMAT.md, "Gifts beside amounts").
 *
 * A paytable sometimes pays "a small attention from the casino" instead of
 * an amount, or an amount and a gift.  The format writes such a prize where
 * its amount or payout belongs:
 *
 *     amount: {gift: "small attention from the casino"}   # no cash
 *     amount: {cash: "500", gift: "a bottle of wine"}
 *     payout: {cash: "50:1", gift: "dinner for two"}
 *
 * The validator unwraps it: the cash figure takes the wrapper's place (a
 * gift alone is the amount 0: no cash), so every engine prices the cash
 * as it always did, and node->gift keeps the gift's words, which the
 * checks report as a non-cash prize left out of every return
 * (PP-GIFT-001), never as a silent zero. */
#ifndef PP_SPEC_GIFT_H
#define PP_SPEC_GIFT_H

#include "node.h"
#include "schema.h"

/* Whether field f may hold a gift: `amount` (an amount of money: a gift
 * alone, or cash and a gift) and `payout` (a ratio: cash and a gift). */
int spec_gift_allowed(const char *name, const spec_type *t);

/* When map->items[i] is a gift wrapper that field f allows, put its cash
 * value in its place (the amount 0, quoted, for a gift alone) with the
 * wrapper's key and position, set its gift to the gift's words and return
 * 1; else change nothing and return 0.  Can't fail. */
int spec_gift_unwrap(pp_node *map, size_t i, const spec_field *f);

#endif
