/* cli.h - the planproof command: argv in, library calls, exit codes out. */
#ifndef PP_CLI_H
#define PP_CLI_H

#include "planproof.h"

/* Exit codes never change meaning with flags. */
#define EXIT_COMPLIANT 0   /* evaluated, nothing at or above --fail-on */
#define EXIT_FINDINGS 1    /* evaluated, findings at or above --fail-on */
#define EXIT_INPUT 2       /* could not evaluate: bad file, YAML or spec */
#define EXIT_USAGE 64      /* bad command line (sysexits EX_USAGE) */
#define EXIT_INTERNAL 70   /* a bug in planproof (sysexits EX_SOFTWARE) */

int cmd_check(int argc, char **argv);
int cmd_explain(int argc, char **argv);
int cmd_generate(int argc, char **argv);

/* Print "planproof: <msg>" to stderr and return EXIT_USAGE. */
int cli_usage_error(const char *fmt, ...);

/* Print a library error to stderr ("planproof: file:line:col: error: msg")
 * and return the exit code its status maps to (2, 64 or 70). */
int cli_fail(const pp_error *err);

/* Write a report in format to path ("-" = stdout) without ever leaving a
 * half-written file: a temporary file beside it is renamed into place. */
pp_status cli_write_report(const pp_result *res, pp_format format, const char *path,
                           pp_error *err);

/* Parse a --format name; returns 0 and sets *out, or -1. */
int cli_parse_format(const char *name, pp_format *out);

#endif
