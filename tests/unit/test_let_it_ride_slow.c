/* SPDX-License-Identifier: Apache-2.0 */
/* test_let_it_ride_slow.c - the whole-space brute force behind the figures
 * test_let_it_ride.c pins: every three-card hand against its C(49, 2)
 * completions and every four-card hand against its 48, classified by the
 * independent reference (no evaluator, no subset sums), each pull-back
 * decided on its own integer sum. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/num.h"
#include "helpers.h"
#include "lir_reference.h"

/* The usual paytable's net on cards h (n of them) completed by every
 * choice of 5 - n further cards above nothing in particular: a plain
 * recursion over the deck. */
static long long completions(int *h, int n, uint64_t used, int from)
{
	if (n == 5)
		return ref_lir_pay[ref_lir_class(h)];
	long long s = 0;
	for (int c = from; c < 52; c++) {
		if (used & (1ull << c))
			continue;
		h[n] = c;
		s += completions(h, n + 1, used | 1ull << c, c + 1);
	}
	return s;
}

Test(let_it_ride_slow, optimal_pull_backs_by_brute_force, .timeout = 3600)
{
	long long bet1 = 0, bet2 = 0, bet3 = 0;
	for (int a = 0; a < 52; a++)
		for (int b = a + 1; b < 52; b++)
			for (int c = b + 1; c < 52; c++) {
				int h[5] = { a, b, c };
				uint64_t used = 1ull << a | 1ull << b | 1ull << c;
				long long s = completions(h, 3, used, 0);
				bet1 += s > 0 ? s : 0;
				bet3 += s;
				for (int d = c + 1; d < 52; d++) {
					int h4[5] = { a, b, c, d };
					long long s4 = completions(h4, 4, used | 1ull << d, 0);
					bet2 += s4 > 0 ? s4 : 0;
				}
			}
	/* bet 1 over C(52,3) x C(49,2); bet 2 over C(52,4) x 48; bet 3 (every
	 * five-card hand counted C(5,3) = 10 times) over C(52,3) x C(49,2) */
	mpq_t e1, e2, e3, he;
	mpq_inits(e1, e2, e3, he, NULL);
	mpq_set_si(e1, bet1, 22100ul * 1176ul);
	mpq_set_si(e2, bet2, 270725ul * 48ul);
	mpq_set_si(e3, bet3, 22100ul * 1176ul);
	mpq_canonicalize(e1);
	mpq_canonicalize(e2);
	mpq_canonicalize(e3);
	char *s1 = num_exact(e1), *s2 = num_exact(e2), *s3 = num_exact(e3);
	cr_expect_str_eq(s1, "354517/3248700");
	cr_expect_str_eq(s2, "742459/3248700");
	cr_expect_str_eq(s3, "-242173/649740");
	mpq_add(he, e1, e2);
	mpq_add(he, he, e3);
	mpq_neg(he, he);
	char *sh = num_exact(he);
	cr_expect_str_eq(sh, "37963/1082900");
	free(s1);
	free(s2);
	free(s3);
	free(sh);
	mpq_clears(e1, e2, e3, he, NULL);
}
