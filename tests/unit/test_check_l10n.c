/* SPDX-License-Identifier: Apache-2.0 */
/* test_check_l10n.c - the second formatting of a finding message
 * (check_l10n.c): a fragment registered for the message replaces its `%s`
 * argument, every other conversion prints what the C library prints, and a
 * format the module cannot take gives NULL (the English message stands).
 * Without a catalogue: the fragment's translation is set here through a
 * ck_l10n_buf whose two texts differ, so the test needs no locale. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/check.h"
#include "core/check_internal.h"
#include "helpers.h"
#include "util.h"

/* ck_l10n_vformat with arguments. */
static char *vformat(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *s = ck_l10n_vformat(fmt, ap);
	va_end(ap);
	return s;
}

/* Register "dealer" as translated "krupiér"; returns the English text the
 * check would pass (owned by b). */
static const char *register_dealer(ck_l10n_buf *b)
{
	pp_buf_puts(&b->en, "dealer");
	pp_buf_puts(&b->local, "krupi\xc3\xa9r");
	return ck_l10n_buf_text(b);
}

Test(check_l10n, no_fragment_and_no_translation_is_the_english_message)
{
	ck_l10n_forget();
	cr_expect_null(vformat("the %s stands on %d", "dealer", 17));
}

Test(check_l10n, every_conversion_prints_as_the_c_library_does)
{
	ck_l10n_buf b = { 0 };
	const char *dealer = register_dealer(&b);
	int x = 0;
	char *got = vformat("%s|%d|%hd|%ld|%lld|%zu|%zd|%jd|%td|%u|%lu|%llu|%x|%jX|%o|%c|%5s|%-4d|%%|%p",
	                    dealer, -1, (short)-2, -3L, -4LL, (size_t)5, (size_t)6, (intmax_t)-7,
	                    (ptrdiff_t)-8, 9u, 10UL, 11ULL, 255u, (uintmax_t)171, 8u, 'q', "ab", 3,
	                    (void *)&x);
	char want[256];
	snprintf(want, sizeof(want), "%s|%d|%hd|%ld|%lld|%zu|%zd|%jd|%td|%u|%lu|%llu|%x|%jX|%o|%c|%5s|%-4d|%%|%p",
	         "krupi\xc3\xa9r", -1, (short)-2, -3L, -4LL, (size_t)5, (size_t)6, (intmax_t)-7,
	         (ptrdiff_t)-8, 9u, 10UL, 11ULL, 255u, (uintmax_t)171, 8u, 'q', "ab", 3,
	         (void *)&x);
	cr_assert_not_null(got);
	cr_expect_str_eq(got, want);
	free(got);
	/* a string that is not the registered one stays as it is */
	got = vformat("%s and %s", dealer, "dealer");
	cr_expect_str_eq(got, "krupi\xc3\xa9r and dealer");
	free(got);
	ck_l10n_forget();
	cr_expect_null(vformat("%s", dealer), "forgotten after the message");
	ck_l10n_buf_free(&b);
}

Test(check_l10n, formats_it_cannot_take_leave_the_english_message)
{
	ck_l10n_buf b = { 0 };
	const char *dealer = register_dealer(&b);
	/* positions in the English format, a width from an argument, an
	 * unknown length: each refused, never guessed */
	cr_expect_null(vformat("%2$s %1$s", dealer, "x"));
	cr_expect_null(vformat("%*d", 3, 4));
	cr_expect_null(vformat("%qd %s", 1LL, dealer));
	ck_l10n_forget();
	ck_l10n_buf_free(&b);
}

Test(check_l10n, fragments_formatted_and_counted)
{
	ck_l10n_buf b = { 0 };
	const char *dealer = register_dealer(&b);
	/* an untranslated format with a registered fragment among its
	 * arguments: the fragment is registered with its translation */
	const char *one = ck_l10nfn(1, "%lu card to the %s", "%lu cards to the %s", 1UL, dealer);
	const char *two = ck_l10nfn(2, "%lu card to the %s", "%lu cards to the %s", 2UL, dealer);
	cr_expect_str_eq(one, "1 card to the dealer");
	cr_expect_str_eq(two, "2 cards to the dealer");
	cr_expect_str_eq(ck_l10n_translation(one), "1 card to the krupi\xc3\xa9r");
	cr_expect_str_eq(ck_l10n_translation(two), "2 cards to the krupi\xc3\xa9r");
	const char *f = ck_l10nf("the %s", dealer);
	cr_expect_str_eq(f, "the dealer");
	cr_expect_str_eq(ck_l10n_translation(f), "the krupi\xc3\xa9r");
	/* a buffer built piece by piece: printf pieces and plain pieces */
	ck_l10n_buf parts = { 0 };
	ck_l10n_buf_printf(&parts, "%s draws", dealer);
	ck_l10n_buf_puts(&parts, " (17)");
	const char *text = ck_l10n_buf_text(&parts);
	cr_expect_str_eq(text, "dealer draws (17)");
	cr_expect_str_eq(ck_l10n_translation(text), "krupi\xc3\xa9r draws (17)");
	ck_l10n_buf empty = { 0 };
	cr_expect_str_eq(ck_l10n_buf_text(&empty), "");
	ck_l10n_forget();
	ck_l10n_buf_free(&parts);
	ck_l10n_buf_free(&b);
}
