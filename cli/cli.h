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
int cmd_diff(int argc, char **argv);
int cmd_explain(int argc, char **argv);
int cmd_generate(int argc, char **argv);
int cmd_migrate(int argc, char **argv);

#define CLI_MAX_OUTPUTS 8

/* The command line of `check` (one plan) and `diff` (two). */
typedef struct {
	const char *inputs[2];
	int ninputs;
	pp_format formats[CLI_MAX_OUTPUTS];
	const char *outputs[CLI_MAX_OUTPUTS];
	int nformats, noutputs;
	pp_fail_on fail_on;
	const char *waivers;      /* check only; NULL when not given */
	const char *policy;       /* check only; NULL: the built-in default */
	int exact_main;           /* check only: --exact-main */
	int diff;                 /* parsing diff's command line */
} cli_args;

/* Parse argv (argv[0] is the command name) for check, or for diff when diff
 * is set.  Returns 0, or EXIT_USAGE after printing why. */
int cli_parse_args(cli_args *a, int argc, char **argv, int diff);

/* Load a plan from arg: a file when one exists at that path, else a git
 * REV:path read from the repository of the current directory (the name in
 * locations is arg as given).  Errors (no such file, bad revision, not a
 * repository, git missing) are PP_EIO in err. */
pp_status cli_load_plan(pp_plan **out, const char *arg, pp_error *err);

/* Load the plan file path, printing every error it has (at most
 * PP_MAX_ERRORS, one GNU line each) and setting *rc to the exit code when
 * it cannot be loaded.  Returns 0 when loaded. */
int cli_load_plan_all(pp_plan **out, const char *path, int *rc);

/* Print "planproof: <msg>" to stderr and return EXIT_USAGE. */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
int cli_usage_error(const char *fmt, ...);

/* Print a library error to stderr ("planproof: file:line:col: error: msg")
 * and return the exit code its status maps to (2, 64 or 70). */
int cli_fail(const pp_error *err);

/* Renders one report of obj in format to fp (pp_report_write, ...). */
typedef pp_status (*cli_writer)(void *obj, pp_format format, FILE *fp, pp_error *err);

/* Write every report a's --format/--output pairs ask for, all or none
 * (output.c): files through exclusive temporaries renamed into place only
 * when all are complete, `-` and devices directly.  A failure names the
 * output and the reason. */
pp_status cli_write_reports(cli_writer write, void *obj, const cli_args *a,
                            pp_error *err);

/* Refuse (EXIT_USAGE, after printing why) an --output that is an input of
 * the run (plan, waivers file) or another output; else 0. */
int cli_check_outputs(const cli_args *a);

/* Parse a --format name; returns 0 and sets *out, or -1. */
int cli_parse_format(const char *name, pp_format *out);

#endif
