/* SPDX-License-Identifier: Apache-2.0 */
/* i18n.h - message catalogues (GNU gettext, through the C library): the
 * one module that chooses the language of planproof's human-readable text.
 *
 * The language comes, as usual, from LANGUAGE, LC_ALL, LC_MESSAGES and LANG,
 * or from the command's `--lang LL` (pp_i18n_init).  Only LC_MESSAGES is
 * taken from the environment: numbers, character classes and collation stay
 * those of the C locale, so no computed figure or parsed plan depends on the
 * user's locale.  Translations are delivered as UTF-8 whatever LC_CTYPE is,
 * the C library's own (strerror's) included.
 *
 * Only text meant for people is translated (the text and HTML reports, the
 * command's messages and help, rule titles at output); the XML, JSON, JUnit
 * and SARIF reports carry ids and stay the same in every language.
 *
 * Mark a string with _() where it is used, or with N_() in a static table
 * and translate it with _() where it is printed.  po/planproof.pot is
 * extracted from these marks (xgettext -k_ -kN_). */
#ifndef PP_I18N_H
#define PP_I18N_H

/* The gettext domain: po/<ll>.po compiles to <localedir>/<ll>/LC_MESSAGES/
 * planproof.mo. */
#define PP_TEXTDOMAIN "planproof"

#if defined(__GNUC__)
#define PP_FORMAT_ARG(n) __attribute__((format_arg(n)))
#else
#define PP_FORMAT_ARG(n)
#endif

/* The translation of msgid in planproof's domain, or msgid itself when
 * there is none (English, no catalogue, the C locale).  The result is
 * static: never freed or modified.  "" is returned as "" (gettext would
 * return the catalogue header). */
const char *pp_gettext(const char *msgid) PP_FORMAT_ARG(1);

/* The translation of msgid (n == 1 in English) or plural (otherwise) for
 * the count n, by the catalogue's plural rule (Czech and Slovak have three
 * forms). */
const char *pp_ngettext(const char *msgid, const char *plural, unsigned long n)
	PP_FORMAT_ARG(1) PP_FORMAT_ARG(2);

/* Debugging the catalogues: with PP_I18N_MISSING=FILE in the environment
 * and a language other than English, pp_gettext and pp_ngettext append
 * every msgid they find no translation for to FILE, one a line (a newline
 * inside it written as \n), once per lookup.  An empty FILE after a run
 * means that run printed no untranslated message (tests/cli/i18n.cmake). */

#define _(msgid) pp_gettext(msgid)
#define N_(msgid) msgid

/* The languages with a catalogue, English (the msgids) first: "en", "cs",
 * "sk", then NULL. */
extern const char *const pp_i18n_languages[];

/* Set up the language of this process: LC_MESSAGES from the environment,
 * the domain bound to its catalogue directory (the PP_LOCALEDIR environment
 * variable when set; else locale/ beside the program, as in a build tree,
 * or ../share/locale from it, as in an installation under any prefix;
 * else the configured share/locale), and, when lang is not NULL, lang instead of what the
 * environment says (LANGUAGE is set to it, so `--lang` wins over LANG).
 * lang is a language code with a catalogue, optionally with a territory
 * and codeset ("cs", "cs_CZ", "cs_CZ.UTF-8"), or "en".  Returns 0, or -1
 * (nothing changed) when lang names no language planproof has.  Call it
 * once, before any other thread runs and before any text is translated. */
int pp_i18n_init(const char *lang);

/* The language the messages are in: "cs", "sk" or "en" (what the current
 * catalogue's header says).  Static; never NULL. */
const char *pp_i18n_language(void);

#endif
