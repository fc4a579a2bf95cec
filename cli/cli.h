/* SPDX-License-Identifier: Apache-2.0 */
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

#define CLI_MAX_OUTPUTS 8

/* When the text report and messages get colour: --color=auto (the
 * default: on a terminal, unless NO_COLOR is set and not empty),
 * --color=never, --color=always (or a bare --color). */
typedef enum { CLI_COLOR_AUTO, CLI_COLOR_NEVER, CLI_COLOR_ALWAYS } cli_color;

/* How plans are checked, from the command line and the environment
 * (run_options.c): check, diff and figures share these options. */
typedef struct {
	char **dirs;              /* --documents, then $PLANPROOF_DOCUMENTS (owned) */
	size_t ndirs;
	int env_added;            /* $PLANPROOF_DOCUMENTS already appended */
	int allow_outside;        /* --allow-outside-documents */
	size_t budget;            /* --documents-budget; 0: the library's default */
	unsigned jobs;            /* --jobs (--threads), else $PLANPROOF_JOBS; 0: one per processor */
	int jobs_set;             /* --jobs or --threads given: $PLANPROOF_JOBS is not read */
	int exact_main;           /* --exact-main (check and figures) */
	char *cache_dir;          /* the result cache folder while exact_main (owned) */
} cli_run;

/* Whether name is a run option that takes a value (--documents,
 * --documents-budget, --jobs, --threads). */
int cli_run_takes_value(const char *name);

/* Take the run option name's value into r; 0, or EXIT_USAGE after
 * printing why. */
int cli_run_option(cli_run *r, const char *name, const char *val);

/* Take a run flag (--allow-outside-documents, --exact-main); 1 when arg
 * is one. */
int cli_run_flag(cli_run *r, const char *arg);

/* Fill o from r and the environment: the document folders (the command
 * line's, then $PLANPROOF_DOCUMENTS), the result cache folder when
 * exact_main ($PLANPROOF_CACHE_DIR, set but empty: none; else
 * $XDG_CACHE_HOME/planproof, else ~/.cache/planproof), the jobs (the
 * option, else $PLANPROOF_JOBS, set but empty: absent), notices printed
 * on standard error.  o borrows from r.  0, or EXIT_USAGE after printing
 * why ($PLANPROOF_JOBS is not a number of jobs). */
int cli_run_options(cli_run *r, pp_check_options *o);

/* Release what r holds.  Can't fail. */
void cli_run_free(cli_run *r);

/* Print one line on standard error naming the documents of res that were
 * not found in any allowed folder, and how to supply them; nothing when
 * there are none (a document found but unreadable is a finding). */
void cli_note_missing_documents(const pp_result *res, const char *plan_name);

/* The command line of `check` (plans, directories, `-`) and `diff` (two). */
typedef struct {
	const char **inputs;      /* the inputs, in order; freed by cli_args_free */
	int ninputs;
	pp_format formats[CLI_MAX_OUTPUTS];
	const char *outputs[CLI_MAX_OUTPUTS];
	int nformats, noutputs;
	pp_fail_on fail_on;
	unsigned fail_kinds;      /* --fail-on KINDS: PP_KIND_BIT set, or 0 (the level) */
	int fail_on_given;        /* --fail-on given: it overrides the policy's fail_on */
	unsigned show;            /* --show: what the text report lists, or 0 (default) */
	const char *waivers;      /* check only; NULL when not given */
	const char *policy;       /* check only; NULL: the built-in default */
	int quiet;                /* --quiet: stdout's text report is its summary lines */
	cli_run run;              /* how the plans are checked; freed by cli_args_free */
	int diff;                 /* parsing diff's command line */
	int no_recurse;           /* check --no-recurse: a directory's own plans only */
	pp_report_options report; /* --rules-uri (report.rules_uri NULL: the build's) */
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
 * links to them), and when recurse those of its subfolders, at any depth
 * up to CLI_MAX_DEPTH (hidden entries and symbolic links to folders are
 * never entered, so the walk stays in the tree), sorted bytewise by path,
 * as "dir/sub/name" strings the caller frees, appended to *list (*n of
 * them, *cap allocated).  PP_EIO when a folder cannot be read. */
#define CLI_MAX_DEPTH 32
pp_status cli_list_plans(const char *dir, int recurse, char ***list, size_t *n,
                         size_t *cap, pp_error *err);

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

/* Refuse (EXIT_USAGE, after printing why) an --output that is empty, an
 * input of the run (plan, waivers or policy file) or another output;
 * else 0.  check and diff then call cli_check_formats. */
int cli_check_outputs(const cli_args *a);

/* Refuse (EXIT_USAGE, after printing why) an --output that is a source
 * document the check of res read; else 0. */
int cli_check_outputs_documents(const cli_args *a, const pp_result *res);

/* Refuse (EXIT_USAGE, after printing why) an --output whose extension
 * names another format than its --format (cli_output_formats: `--format
 * text --output r.xml`), or a Markdown output of check; else 0 (args.c). */
int cli_check_formats(const cli_args *a);

/* Parse a --format name; returns 0 and sets *out, or -1. */
int cli_parse_format(const char *name, pp_format *out);

/* The name of format f as --format spells it. */
const char *cli_format_name(pp_format f);

/* The formats an output file's extension stands for, into fmts (at most
 * 2), the one it gets without --format first: .xml xml (or junit), .json
 * json (or sarif: `x.sarif.json`), .sarif sarif, .html and .htm html,
 * .txt text, .md markdown.  Returns how many: 0 for `-` and any other
 * name, which take any format (text without --format). */
int cli_output_formats(const char *path, pp_format fmts[2]);

#endif
