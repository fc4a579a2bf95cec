/* SPDX-License-Identifier: Apache-2.0 */
/* discretion.h - what the checks do with discretion and soft figures
 * (spec/soft.h): the values a plan writes `{may: ...}`, `{usually: ...}`
 * or `{usually_up_to: ...}`, and a game's `may_void` statements. */
#ifndef PP_CORE_DISCRETION_H
#define PP_CORE_DISCRETION_H

#include <gmp.h>

#include "core/check.h"

/* PP-SOFT-001: a family priced the bet `bet` with and without the
 * commission the operator may charge, whose rate is node `at`: rtp_with and
 * rtp_without are the bet's returns under each.  Returns the finding. */
pp_finding *ck_soft_commission_priced(ck_ctx *ctx, const pp_node *game, const pp_node *at,
                                      const char *bet, const mpq_t rtp_with,
                                      const mpq_t rtp_without);

/* Whether n (or NULL) was written as a rule the operator may apply. */
int ck_soft_may(const pp_node *n);

/* PP-SOFT-002, PP-SOFT-003 and PP-GIFT-001, after the family's checks:
 * every soft value of game, once, as a notice saying how the checks used
 * it, and the evidence `soft` on each finding that rests on it; every
 * `may_void` statement; every prize that pays a gift. */
void ck_check_soft(ck_ctx *ctx, const pp_node *game);

#endif
