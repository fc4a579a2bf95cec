/* SPDX-License-Identifier: Apache-2.0 */
/* color.c - the text report on a terminal: colour and --quiet.
 *
 * The library renders the text report plainly (its bytes are the same
 * wherever they go); this layer decides what reaches the user's terminal.
 * Colour is on with --color=always, or with --color=auto (the default)
 * when the stream is a terminal and NO_COLOR is unset or empty
 * (https://no-color.org: a command-line option overrides it).  Coloured
 * are the GNU diagnostic word of a finding line (error red, warning
 * magenta, info cyan, waived blue, as gcc does) with its location (and
 * the document location of an anchored finding) in bold,
 * the verdict word that starts a game's line, and the verdict at the end
 * of a summary.  Control characters from a plan were already made visible
 * by the writer, so nothing here can be smuggled in by a plan. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "i18n.h"

cli_color cli_color_mode = CLI_COLOR_AUTO;

#define BOLD "\033[1m"
#define RESET "\033[0m"

int cli_parse_color(const char *when)
{
	if (strcmp(when, "auto") == 0)
		cli_color_mode = CLI_COLOR_AUTO;
	else if (strcmp(when, "never") == 0)
		cli_color_mode = CLI_COLOR_NEVER;
	else if (strcmp(when, "always") == 0)
		cli_color_mode = CLI_COLOR_ALWAYS;
	else
		return -1;
	return 0;
}

int cli_color_on(FILE *fp)
{
	const char *no_color = getenv("NO_COLOR");
	if (cli_color_mode != CLI_COLOR_AUTO)
		return cli_color_mode == CLI_COLOR_ALWAYS;
	return isatty(fileno(fp)) && !(no_color && no_color[0]);
}

/* The colour of a diagnostic or verdict word, or NULL for none. */
static const char *color_of(const char *word, size_t len)
{
	static const struct { const char *word, *sgr; } table[] = {
		{ "error", "\033[1;31m" }, { "fail", "\033[1;31m" },
		{ "warning", "\033[1;35m" }, { "info", "\033[1;36m" },
		{ "waived", "\033[1;34m" }, { "pass", "\033[1;32m" },
	};
	for (size_t i = 0; i < sizeof(table) / sizeof(table[0]); i++) {
		/* The report says the word in the language of the run. */
		const char *shown = _(table[i].word);
		if (strlen(shown) == len && strncmp(shown, word, len) == 0)
			return table[i].sgr;
	}
	return NULL;
}

/* The end of a "file:LINE:COL: " prefix in line[0, len), or NULL. */
static const char *location_end(const char *line, size_t len)
{
	for (const char *p = line; p + 1 < line + len; p++) {
		const char *q = p;
		if (*q++ != ':' || *q < '0' || *q > '9')
			continue;
		while (q < line + len && *q >= '0' && *q <= '9')
			q++;
		if (q >= line + len || *q++ != ':' || q >= line + len || *q < '0' || *q > '9')
			continue;
		while (q < line + len && *q >= '0' && *q <= '9')
			q++;
		if (q + 1 < line + len && q[0] == ':' && q[1] == ' ')
			return q + 2;
	}
	return NULL;
}

/* After a finding's plan location, the end of the document location
 * that may follow it ("path:LINE: ", an anchored finding's), or s when
 * there is none. */
static const char *document_location_end(const char *s, const char *end)
{
	const char *space = memchr(s, ' ', (size_t)(end - s)), *digits;
	if (!space || space - s < 3 || space[-1] != ':')
		return s;
	digits = space - 1;
	while (digits > s && digits[-1] >= '0' && digits[-1] <= '9')
		digits--;
	if (digits == space - 1 || digits == s || digits[-1] != ':')
		return s;
	return space + 1;
}

/* Whether c is a byte of a lower-case word: a-z, or a byte of a UTF-8
 * encoded letter (a translated status word, "varování"). */
static int word_byte(char c)
{
	return (c >= 'a' && c <= 'z') || (unsigned char)c >= 0x80;
}

/* The length of the lower-case word at s, within end. */
static size_t word_len(const char *s, const char *end)
{
	size_t n = 0;
	while (s + n < end && word_byte(s[n]))
		n++;
	return n;
}

/* "; verdict: " in the language of the run, as the text report ends a
 * summary line (reports/report_text.c). */
static const char *verdict_marker(void)
{
	static char marker[64];
	snprintf(marker, sizeof(marker), "; %s: ", _("verdict"));
	return marker;
}

/* One line, coloured, to fp. */
static void put_colored(const char *line, size_t len, FILE *fp)
{
	const char *end = line + len, *loc = location_end(line, len), *tail;
	size_t n;
	const char *verdict = verdict_marker();
	if (loc)
		loc = document_location_end(loc, end);
	if (loc && (n = word_len(loc, end)) && color_of(loc, n) && loc + n < end &&
	    loc[n] == ':') {
		fprintf(fp, BOLD "%.*s" RESET "%s%.*s" RESET "%.*s", (int)(loc - line), line,
		        color_of(loc, n), (int)n, loc, (int)(end - loc - n), loc + n);
		return;
	}
	if ((n = word_len(line, end)) && color_of(line, n) && n < len && line[n] == ' ') {
		fprintf(fp, "%s%.*s" RESET "%.*s", color_of(line, n), (int)n, line,
		        (int)(len - n), line + n);
		return;
	}
	if (len > strlen(verdict) + 1 && (tail = strstr(line, verdict)) && tail < end &&
	    (n = word_len(tail + strlen(verdict), end)) &&
	    tail + strlen(verdict) + n == end && color_of(tail + strlen(verdict), n)) {
		const char *w = tail + strlen(verdict);
		fprintf(fp, "%.*s%s%.*s" RESET, (int)(w - line), line, color_of(w, n), (int)n, w);
		return;
	}
	fwrite(line, 1, len, fp);
}

/* Whether a line is a summary line: it ends in "; verdict: WORD" and does
 * not start with a space (a waiver's text is indented). */
static int summary_line(const char *line, size_t len)
{
	const char *verdict = verdict_marker();
	size_t n = 0;
	while (n < len && word_byte(line[len - 1 - n]))
		n++;
	return n && len > n + strlen(verdict) && line[0] != ' ' &&
	       strncmp(line + len - n - strlen(verdict), verdict, strlen(verdict)) == 0;
}

pp_status cli_put_text(const char *text, size_t len, FILE *fp, int quiet, int diff,
                       pp_error *err)
{
	int color = cli_color_on(fp);
	const char *p = text, *end = text + len, *last = NULL;
	size_t last_len = 0;
	(void)err;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		if (n) {
			last = p;
			last_len = n;
		}
		if (!quiet || (!diff && summary_line(p, n))) {
			if (color)
				put_colored(p, n, fp);
			else
				fwrite(p, 1, n, fp);
			if (nl)
				fputc('\n', fp);
		}
		p += n + (nl != NULL);
	}
	if (quiet && diff && last) {
		fwrite(last, 1, last_len, fp);
		fputc('\n', fp);
	}
	return PP_OK;
}
