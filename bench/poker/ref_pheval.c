/* SPDX-License-Identifier: Apache-2.0 */
/* ref_pheval.c - bench_poker's calls into PokerHandEvaluator
 * (github:HenryRLee/PokerHandEvaluator), compiled only when
 * PP_BENCH_PHEVAL_DIR names its cpp/ folder with the library built
 * (README.md).  Its public C entry evaluate_7cards takes cards numbered
 * rank * 4 + suit, as here, and returns 1 (royal flush) .. 7462. */
#include "bench_refs.h"
#include "phevaluator/phevaluator.h"

__attribute__((noinline)) void ref_pheval_random(const uint8_t *hands, size_t n,
                                                 uint16_t *out)
{
	for (size_t i = 0; i < n; i++) {
		const uint8_t *c = hands + 7 * i;
		out[i] = (uint16_t)evaluate_7cards(c[0], c[1], c[2], c[3], c[4], c[5], c[6]);
	}
}
