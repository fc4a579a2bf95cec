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
int cmd_figures(int argc, char **argv);

/* Turn the exact main-game analyses on or off (pp_set_exact_main) and, when
 * on, keep their results between runs in the user's cache folder:
 * $PLANPROOF_CACHE_DIR (set but empty: no cache), else
 * $XDG_CACHE_HOME/planproof, else $HOME/.cache/planproof. */
void cli_set_exact_main(int on);

#define CLI_MAX_OUTPUTS 8

/* When the text report and messages get colour: --color=auto (the
 * default: on a terminal, unless NO_COLOR is set and not empty),
 * --color=never, --color=always (or a bare --color). */
typedef enum { CLI_COLOR_AUTO, CLI_COLOR_NEVER, CLI_COLOR_ALWAYS } cli_color;

/* The command line of `check` (plans, directories, `-`) and `diff` (two). */
typedef struct {
	const char **inputs;      /* the inputs, in order; freed by cli_args_free */
	int ninputs;
	pp_format formats[CLI_MAX_OUTPUTS];
	const char *outputs[CLI_MAX_OUTPUTS];
	int nformats, noutputs;
	pp_fail_on fail_on;
	const char *waivers;      /* check only; NULL when not given */
	const char *policy;       /* check only; NULL: the built-in default */
	int quiet;                /* --quiet: stdout's text report is its summary lines */
	int exact_main;           /* check only: --exact-main */
	int diff;                 /* parsing diff's command line */
} cli_args;

/* cli_parse_args returned this after printing the command's --help. */
#define CLI_HELP_SHOWN (-1)

/* Release what cli_parse_args allocated.  Can't fail. */
void cli_args_free(cli_args *a);

/* Print the help of command (NULL: planproof's own) to stdout; returns
 * EXIT_COMPLIANT, or EXIT_USAGE for an unknown command (help.c). */
int cli_help(const char *command);

/* Whether argv (argv[0] is the command name) asks for --help or -h
 * before any `--`. */
int cli_wants_help(int argc, char **argv);

/* The colour setting of this run (cli_color), and whether fp gets colour
 * under it: always, or auto on a terminal without NO_COLOR (color.c). */
extern cli_color cli_color_mode;
int cli_color_on(FILE *fp);

/* Parse the value of --color; 0, or -1 when it is not auto, never, always. */
int cli_parse_color(const char *when);

/* Write a text report to fp: with colour when cli_color_on(fp), and
 * only its summary lines when quiet (those ending `; verdict: WORD`, and
 * for a diff, whose report ends in its summary, the last line). */
pp_status cli_put_text(const char *text, size_t len, FILE *fp, int quiet, int diff,
                       pp_error *err);

/* Read standard input whole (at most PP_MAX_INPUT_BYTES + 1 bytes, so the
 * loader refuses an oversize input) into *data, its length into *len;
 * the caller frees *data.  PP_EIO on a read error (inputs.c). */
pp_status cli_read_stdin(char **data, size_t *len, pp_error *err);

/* The plan files of dir: its *.yaml and *.yml entries (regular files or
 * links to them), sorted bytewise, as "dir/name" strings the caller frees,
 * appended to *list (*n of them, *cap allocated).  PP_EIO when dir cannot
 * be read. */
pp_status cli_list_plans(const char *dir, char ***list, size_t *n, size_t *cap,
                         pp_error *err);

/* Take every `--lang LL` and `--lang=LL` before any `--` out of argv
 * (argv[0] is the program), fixing *argc, and set the language of the run
 * from the last one, or from the environment when there is none
 * (pp_i18n_init).  Returns 0, or EXIT_USAGE after printing why (a
 * language planproof has no messages in, a missing value). */
int cli_take_lang(int *argc, char **argv);

/* Parse argv (argv[0] is the command name) for check, or for diff when diff
 * is set.  Returns 0, or EXIT_USAGE after printing why. */
int cli_parse_args(cli_args *a, int argc, char **argv, int diff);

/* Load a plan from arg: `-` is standard input (named `<stdin>` in
 * locations), a file when one exists at that path, else a git REV:path
 * read from the repository of the current directory (the name in
 * locations is arg as given).  Errors (no such file, bad revision, not a
 * repository, git missing) are PP_EIO in err. */
pp_status cli_load_plan(pp_plan **out, const char *arg, pp_error *err);

/* Load the plan file path (`-`: standard input), printing every error it
 * has (at most PP_MAX_ERRORS, one GNU line each) and setting *rc to the
 * exit code when it cannot be loaded.  The errors are also copied into
 * errs (caller-owned, PP_MAX_ERRORS of them; may be NULL), their number
 * into *nerrs.  Returns 0 when loaded. */
int cli_load_plan_all(pp_plan **out, const char *path, int *rc, pp_error *errs,
                      size_t *nerrs);

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
