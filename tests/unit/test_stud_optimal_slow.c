#include <stdio.h>
#include "helpers.h"
#include "poker/stud_optimal.h"

static void caribbean(so_rules *r)
{
	so_rules_init(r);
	static const long bet[PE_NCLASS] = { 0, 1, 1, 2, 3, 4, 5, 7, 20, 50, 100 };
	r->has_qual = 1;
	r->qual = PE_ACE_KING;
	mpq_set_ui(r->raise, 2, 1);
	for (int c = 0; c < PE_NCLASS; c++) {
		mpq_set_ui(r->ante_win[c], 1, 1);
		mpq_set_ui(r->bet_win[c], (unsigned long)bet[c], 1);
	}
	r->ante_dnq = SO_DNQ_WINS;
	r->bet_dnq = SO_DNQ_PUSH;
	r->tie = SO_TIE_PUSH;
}

Test(stud_optimal_slow, caribbean_standard)
{
	so_rules r;
	so_result res;
	caribbean(&r);
	so_result_init(&res);
	cr_assert(so_return(&res, &r));
	char *he = num_exact(res.house_edge), *hd = num_decimal(res.house_edge, 8, NUM_HALF_EVEN);
	char *er = num_decimal(res.element_of_risk, 8, NUM_HALF_EVEN);
	printf("house edge %s = %s, ER %s, raised %lu\n", he, hd, er, (unsigned long)res.raised);
	for (int c = 0; c < PE_NCLASS; c++)
		printf("%s %lu %lu\n", pe_class_name(c), (unsigned long)res.hands_by_class[c], (unsigned long)res.raised_by_class[c]);
	so_result_clear(&res);
	so_rules_clear(&r);
}
