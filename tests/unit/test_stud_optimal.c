/* test_stud_optimal.c - the dealer-hand counts of the stud engine
 * (stud_optimal.c, inclusion-exclusion over the player's cards) against
 * brute force over the C(47,5) dealer hands for chosen player hands. */
#include <string.h>

#include "helpers.h"
#include "poker/stud_optimal.h"

static void brute(so_counts *out, pe_value q, const uint8_t p[5])
{
	uint8_t rest[47], d[5];
	unsigned n = 0;
	for (uint8_t c = 0; c < 52; c++)
		if (c != p[0] && c != p[1] && c != p[2] && c != p[3] && c != p[4])
			rest[n++] = c;
	memset(out, 0, sizeof(*out));
	pe_value v = pe_eval(p, 5);
	for (unsigned a = 0; a < 47; a++)
		for (unsigned b = a + 1; b < 47; b++)
			for (unsigned c = b + 1; c < 47; c++)
				for (unsigned e = c + 1; e < 47; e++)
					for (unsigned f = e + 1; f < 47; f++) {
						d[0] = rest[a], d[1] = rest[b], d[2] = rest[c];
						d[3] = rest[e], d[4] = rest[f];
						pe_value dv = pe_eval(d, 5);
						if (dv < q)
							out->not_qualifying++;
						else if (dv < v)
							out->below++;
						else if (dv == v)
							out->level++;
						else
							out->above++;
					}
}

/* card: rank 0 (two) .. 12 (ace), suit 0..3 */
#define C(r, s) (uint8_t)((r) * 4 + (s))

Test(stud_optimal, dealer_counts_match_brute_force)
{
	static const uint8_t hands[][5] = {
		{ C(12, 0), C(11, 1), C(9, 2), C(6, 3), C(2, 0) },  /* A K J 8 4 */
		{ C(12, 0), C(11, 0), C(10, 0), C(9, 0), C(8, 0) }, /* royal */
		{ C(5, 0), C(5, 1), C(3, 2), C(2, 3), C(0, 0) },    /* pair of sevens */
		{ C(0, 0), C(1, 1), C(2, 2), C(3, 3), C(5, 0) },    /* 7 high */
		{ C(12, 1), C(12, 2), C(12, 3), C(0, 0), C(0, 1) }, /* aces full */
	};
	so_rules r;
	so_rules_init(&r);
	r.has_qual = 1;
	r.qual = PE_ACE_KING;
	pe_value q = 0;
	while (pe_class_of(q) < PE_ACE_KING)
		q++;
	for (size_t i = 0; i < sizeof(hands) / sizeof(hands[0]); i++) {
		so_counts got, want;
		so_dealer_counts(&got, &r, hands[i]);
		brute(&want, q, hands[i]);
		cr_expect_eq(got.not_qualifying, want.not_qualifying, "hand %zu nq %lu %lu", i, (unsigned long)got.not_qualifying, (unsigned long)want.not_qualifying);
		cr_expect_eq(got.below, want.below, "hand %zu below %lu %lu", i, (unsigned long)got.below, (unsigned long)want.below);
		cr_expect_eq(got.level, want.level, "hand %zu level", i);
		cr_expect_eq(got.above, want.above, "hand %zu above %lu %lu", i, (unsigned long)got.above, (unsigned long)want.above);
		cr_expect_eq(got.not_qualifying + got.below + got.level + got.above, 1533939);
	}
	so_rules_clear(&r);
}
