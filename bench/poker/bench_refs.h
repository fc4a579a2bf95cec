/* SPDX-License-Identifier: Apache-2.0 */
/* bench_refs.h - the public reference evaluators bench_poker compares
 * planproof with, each behind the same two entries: evaluate a list of
 * seven-card hands (writing each hand's value), and enumerate every
 * seven-card hand, counting hands by category (cat[0] high card .. cat[8]
 * straight flush, royal included).
 * A card is rank * 4 + suit, rank 0 a two.  Each reference is compiled in
 * only when its CMake cache variable names where it was built (README.md);
 * its code stays in its own repository. */
#ifndef BENCH_REFS_H
#define BENCH_REFS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define BENCH_CATS 9

#ifdef BENCH_HAVE_OMPEVAL
/* out[i]: the value of hand i (category 1..9 << 12 | rank). */
void ref_ompeval_random(const uint8_t *hands, size_t n, uint16_t *out);
void ref_ompeval_enumerate(uint64_t *cat);
#endif
#ifdef BENCH_HAVE_PHEVAL
/* out[i]: PokerHandEvaluator's rank of hand i (1 best .. 7462). */
void ref_pheval_random(const uint8_t *hands, size_t n, uint16_t *out);
#endif

#ifdef __cplusplus
}
#endif

#endif
