/* SPDX-License-Identifier: Apache-2.0 */
// ref_ompeval.cpp - bench_poker's calls into OMPEval (github:zekyll/OMPEval),
// compiled only when PP_BENCH_OMPEVAL_DIR names a checkout where its
// library was built (README.md).  Only OMPEval's public API is used:
// omp::Hand (a hand as a sum of per-card terms) and
// omp::HandEvaluator::evaluate, whose value / 4096 is the category (1 high
// card .. 9 straight flush).
#include <cstring>

#include "bench_refs.h"
#include "omp/HandEvaluator.h"

static const omp::HandEvaluator &evaluator()
{
	static omp::HandEvaluator e;
	return e;
}

static void to_categories(const uint64_t *by_value, uint64_t *cat)
{
	for (unsigned v = 0; v < 65536; v++)
		if (by_value[v])
			cat[(v >> 12) - 1] += by_value[v];
}

extern "C" __attribute__((noinline)) void ref_ompeval_random(const uint8_t *hands, size_t n,
                                                          uint16_t *out)
{
	const omp::HandEvaluator &e = evaluator();
	for (size_t i = 0; i < n; i++) {
		const uint8_t *c = hands + 7 * i;
		omp::Hand h = omp::Hand::empty() + omp::Hand(c[0]) + omp::Hand(c[1]) +
		              omp::Hand(c[2]) + omp::Hand(c[3]) + omp::Hand(c[4]) +
		              omp::Hand(c[5]) + omp::Hand(c[6]);
		out[i] = e.evaluate(h);
	}
}

// Every seven-card hand, the hand summed one card per loop level.
extern "C" __attribute__((noinline)) void ref_ompeval_enumerate(uint64_t *cat)
{
	static uint64_t by_value[65536];
	std::memset(by_value, 0, sizeof(by_value));
	const omp::HandEvaluator &e = evaluator();
	for (unsigned a = 0; a < 52; a++) {
		omp::Hand ha = omp::Hand::empty() + omp::Hand(a);
		for (unsigned b = a + 1; b < 52; b++) {
			omp::Hand hb = ha + omp::Hand(b);
			for (unsigned c = b + 1; c < 52; c++) {
				omp::Hand hc = hb + omp::Hand(c);
				for (unsigned d = c + 1; d < 52; d++) {
					omp::Hand hd = hc + omp::Hand(d);
					for (unsigned f = d + 1; f < 52; f++) {
						omp::Hand hf = hd + omp::Hand(f);
						for (unsigned g = f + 1; g < 52; g++) {
							omp::Hand hg = hf + omp::Hand(g);
							for (unsigned k = g + 1; k < 52; k++)
								by_value[e.evaluate(hg + omp::Hand(k))]++;
						}
					}
				}
			}
		}
	}
	to_categories(by_value, cat);
}
