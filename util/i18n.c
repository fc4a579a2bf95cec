/* SPDX-License-Identifier: Apache-2.0 */
/* i18n.c - the language of planproof's human-readable text: setlocale,
 * bindtextdomain and textdomain are called here and nowhere else.  See
 * i18n.h for what is translated and what never is. */
#include <fcntl.h>
#include <libintl.h>
#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "util.h"

/* The installed catalogues, share/locale (set by CMake from
 * CMAKE_INSTALL_FULL_LOCALEDIR).  PP_LOCALEDIR in the environment wins;
 * next come the catalogues beside the running program (see
 * catalogue_dir), so a build tree and an installation moved to another
 * prefix find their own. */
#ifndef PP_INSTALL_LOCALEDIR
#define PP_INSTALL_LOCALEDIR "/usr/local/share/locale"
#endif

const char *const pp_i18n_languages[] = { "en", "cs", "sk", NULL };

/* The file PP_I18N_MISSING names, or NULL (not set, or English: every
 * msgid is its own translation).  Set once by pp_i18n_init. */
static const char *missing_file;

#define LETTERS "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

/* Append msgid to missing_file, one line each (newlines written as \n),
 * when the catalogue had no translation for it: dgettext returns the
 * msgid itself then.  Lines are written whole with O_APPEND, so threads
 * and processes sharing the file do not interleave. */
static void note_missing(const char *msgid, const char *got)
{
	if (!missing_file || got != msgid || !msgid[strcspn(msgid, LETTERS)])
		return; /* translated, or a number or symbol: nothing to say */
	pp_buf line = { 0 };
	for (const char *c = msgid; *c; c++) {
		if (*c == '\n')
			pp_buf_puts(&line, "\\n");
		else
			pp_buf_putc(&line, *c);
	}
	pp_buf_putc(&line, '\n');
	int fd = open(missing_file, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
	if (fd >= 0) {
		ssize_t n = write(fd, line.data, line.len);
		(void)n; /* a debugging aid: a short write loses a line, nothing else */
		close(fd);
	}
	pp_buf_free(&line);
}

const char *pp_gettext(const char *msgid)
{
	if (!msgid || !msgid[0])
		return msgid;
	const char *got = dgettext(PP_TEXTDOMAIN, msgid);
	note_missing(msgid, got);
	return got;
}

const char *pp_ngettext(const char *msgid, const char *plural, unsigned long n)
{
	const char *got = dngettext(PP_TEXTDOMAIN, msgid, plural, n);
	note_missing(msgid, got == plural ? msgid : got);
	return got;
}

/* Whether lang is a language of pp_i18n_languages, alone or followed by
 * `_TERRITORY`, `.codeset` or `@modifier`. */
static int known_language(const char *lang)
{
	size_t len = strcspn(lang, "_.@");
	for (size_t i = 0; pp_i18n_languages[i]; i++)
		if (len == strlen(pp_i18n_languages[i]) &&
		    strncmp(lang, pp_i18n_languages[i], len) == 0)
			return 1;
	return 0;
}

/* Whether the LC_MESSAGES locale is the C (POSIX) one, in which gettext
 * ignores LANGUAGE and never translates. */
static int messages_locale_is_c(void)
{
	const char *now = setlocale(LC_MESSAGES, NULL);
	return !now || strcmp(now, "C") == 0 || strcmp(now, "POSIX") == 0;
}

/* Whether dir holds planproof's catalogues (its Czech one). */
static int has_catalogues(const char *dir)
{
	char path[PATH_MAX];
	return snprintf(path, sizeof(path), "%s/cs/LC_MESSAGES/" PP_TEXTDOMAIN ".mo", dir) <
	               (int)sizeof(path) &&
	       access(path, R_OK) == 0;
}

/* Where the catalogues are: $PP_LOCALEDIR; else, for the program
 * /x/bin/planproof, /x/bin/locale (a build tree: po/CMakeLists.txt writes
 * them there) or /x/share/locale (an installation), when it holds them;
 * else the installed directory.  buf holds the path when it is built. */
static const char *catalogue_dir(char *buf, size_t size)
{
	const char *env = getenv("PP_LOCALEDIR");
	char exe[PATH_MAX];
	ssize_t n;
	if (env && env[0])
		return env;
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n > 0) {
		exe[n] = '\0';
		char *slash = strrchr(exe, '/');
		if (slash) {
			*slash = '\0';
			if ((size_t)snprintf(buf, size, "%s/locale", exe) < size && has_catalogues(buf))
				return buf;
			if ((size_t)snprintf(buf, size, "%s/../share/locale", exe) < size &&
			    has_catalogues(buf))
				return buf;
		}
	}
	return PP_INSTALL_LOCALEDIR;
}

int pp_i18n_init(const char *lang)
{
	if (lang && !known_language(lang))
		return -1;
	/* Messages only: numbers, ctype and collation stay the C locale's. */
	setlocale(LC_MESSAGES, "");
	if (lang) {
		/* LANGUAGE is gettext's first choice; it needs a messages locale
		 * other than C, and C.UTF-8 is one every current C library has. */
		setenv("LANGUAGE", lang, 1);
		if (messages_locale_is_c())
			setlocale(LC_MESSAGES, "C.UTF-8");
	}
	char dir[PATH_MAX];
	bindtextdomain(PP_TEXTDOMAIN, catalogue_dir(dir, sizeof(dir)));
	bind_textdomain_codeset(PP_TEXTDOMAIN, "UTF-8");
	/* strerror's text comes from the C library's own domain, converted
	 * to LC_CTYPE's codeset; LC_CTYPE stays C (ASCII), so every accented
	 * letter came out as `?`.  Asked for UTF-8, as planproof's own. */
	bind_textdomain_codeset("libc", "UTF-8");
	textdomain(PP_TEXTDOMAIN);
	const char *missing = getenv("PP_I18N_MISSING");
	/* English asked for (or found, without --lang): nothing is missing. */
	int english = lang ? strcspn(lang, "_.@") == 2 && strncmp(lang, "en", 2) == 0
	                   : strcmp(pp_i18n_language(), "en") == 0;
	missing_file = missing && missing[0] && !english ? missing : NULL;
	return 0;
}

const char *pp_i18n_language(void)
{
	/* TRANSLATORS: the ISO 639-1 code of the language of this catalogue
	   ("cs" for Czech); the HTML report's lang attribute. */
	const char *code = _("en");
	return code;
}
