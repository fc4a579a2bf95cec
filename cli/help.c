/* SPDX-License-Identifier: Apache-2.0 */
/* help.c - `planproof --help` and each command's --help (to stdout, exit
 * 0).  The man page (man/planproof.1) says the same at length; a test
 * checks that every option named here is in it. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"

static const char *const usage = N_(
	"usage: planproof <command> [options]\n"
	"\n"
	"commands:\n"
	"  check PLAN... [--format text|xml|json|html|junit|sarif --output FILE]...\n"
	"                [--waivers WAIVERS.yaml] [--policy POLICY.yaml] [--fail-on LEVEL]\n"
	"                [--show KINDS] [--quiet] [--color[=WHEN]] [--exact-main]\n"
	"                [--no-recurse] [--rules-uri BASE]\n"
	"                       verify plans (files, directories, - for stdin)\n"
	"                       and report every check\n"
	"  diff OLD NEW [--format text|xml|markdown|html|json|sarif --output FILE]...\n"
	"                [--fail-on LEVEL] [--rules-uri BASE]\n"
	"                       what changed between two plan versions (files, -,\n"
	"                       or git REV:path) and which verdicts changed\n"
	"  explain RULE-ID      what a check does and on what basis\n"
	"  explain --list       every rule\n"
	"  generate skeleton FAMILY\n"
	"                       a plan skeleton with one game of FAMILY\n"
	"  generate schema      the JSON Schema of the plan format, for editors\n"
	"  generate --list      the game families\n"
	"  migrate PLAN [--output FILE | --in-place]\n"
	"                       the plan in the current format version (old key\n"
	"                       names and the version rewritten; comments kept)\n"
	"  figures PLAN [--format text|csv|json --output FILE]... [--exact-main]\n"
	"                       the PAR sheet: every bet's outcome probabilities,\n"
	"                       RTP, house edge, hit frequency, variance, std dev\n"
	"  help [COMMAND]       this help, or a command's (also COMMAND --help)\n"
	"\n"
	"  --version            the version\n"
	"  --lang LL            messages, help and the text and HTML reports in\n"
	"                       language LL: en, cs or sk (any command; default:\n"
	"                       LANGUAGE, LC_ALL, LC_MESSAGES, LANG)\n"
	"\n"
	"exit codes: 0 compliant, 1 findings (diff: changes) at or above --fail-on\n"
	"            (default error), 2 could not evaluate (bad file, YAML or spec),\n"
	"            64 usage, 70 internal\n"
	"An option's value may be joined with `=` (--format=xml); `--` ends the options.\n");

static const char *const check_help = N_(
	"usage: planproof check PLAN... [options]\n"
	"\n"
	"Verify each plan and report every check.  A PLAN is a YAML file, `-` for\n"
	"standard input (named <stdin> in messages), or a directory, whose *.yaml\n"
	"and *.yml files, its subfolders' included, are checked in path order\n"
	"(hidden folders and links to folders are not entered).  Several plans\n"
	"(or a directory) give one combined report per format: text with a total\n"
	"line, XML with a <reportSet> root, JUnit with one testsuite per plan, SARIF\n"
	"with one run per plan.  The exit code is the worst of the plans'.\n"
	"\n"
	"options:\n"
	"  --format FORMAT      text (default), xml, json (one plan), html (one plan),\n"
	"                       junit or sarif;\n"
	"                       may be repeated, each with its own --output\n"
	"  --output FILE        where the report goes (`-`: standard output); all the\n"
	"                       reports of a run are written, or none.  Without\n"
	"                       --format the extension says the format (.xml .json\n"
	"                       .sarif .html .txt; JUnit only by --format), and a\n"
	"                       --format the extension contradicts is refused\n"
	"  --no-recurse         a directory's own plans only, not its subfolders'\n"
	"  --rules-uri BASE     where the rule pages (docs/rules/<id>.md) are\n"
	"                       published, ending in /: SARIF helpUri is BASE<id>.md;\n"
	"                       empty: none (default: the build's PP_RULES_URI)\n"
	"  --waivers FILE       accepted findings (one plan only)\n"
	"  --policy FILE        a jurisdiction policy (default: the built-in one)\n"
	"  --fail-on LEVEL      error (default), warning, info or never: the lowest\n"
	"                       finding that makes the run exit 1\n"
	"  --fail-on KINDS      or the kinds that make it exit 1, comma-separated:\n"
	"                       defect, open, reading, notice, coverage, all\n"
	"  --show KINDS         what the text report lists, one line per entry (root\n"
	"                       cause): defects and open (default), readings,\n"
	"                       notices, coverage, comma-separated; all: every\n"
	"                       result that is not a pass, one line each\n"
	"  -q, --quiet          the text report on standard output shows only its\n"
	"                       summary lines (per plan, and the total)\n"
	"  --color[=WHEN]       auto (default: on a terminal, unless NO_COLOR is set),\n"
	"                       never, or always (a bare --color)\n"
	"  --exact-main         also the main-game returns that take seconds or\n"
	"                       minutes (PP-BJ-015, PP-POKER-007), kept between runs\n"
	"                       in $PLANPROOF_CACHE_DIR or ~/.cache/planproof\n"
	"  --lang LL            messages and reports in en, cs or sk\n"
	"  -h, --help           this help\n"
	"\n"
	"exit codes: 0 nothing at or above --fail-on, 1 findings at or above it,\n"
	"            2 a plan could not be evaluated, 64 usage, 70 internal\n");

static const char *const diff_help = N_(
	"usage: planproof diff OLD NEW [options]\n"
	"\n"
	"Compare two versions of a plan (files, `-` for standard input, or git\n"
	"REV:path) and check both: what changed, and which verdicts changed.\n"
	"\n"
	"options:\n"
	"  --format FORMAT      text (default), xml, markdown (a pull-request\n"
	"                       comment), html, json or sarif (the findings the\n"
	"                       change brings in); may be repeated\n"
	"  --output FILE        where the report goes (`-`: standard output); without\n"
	"                       --format the extension says the format (.md .html\n"
	"                       .json .sarif .xml .txt)\n"
	"  --rules-uri BASE     where the rule pages are published, ending in /: the\n"
	"                       links of markdown, html and sarif\n"
	"  --fail-on LEVEL      error (default), warning, info or never: the lowest\n"
	"                       class of change that makes the run exit 1\n"
	"  --fail-on KINDS      or the kinds whose new entries (root causes) make it\n"
	"                       exit 1: defect, open, reading, notice, coverage, all\n"
	"  -q, --quiet          the text report on standard output is its summary line\n"
	"  --color[=WHEN]       auto (default), never, or always\n"
	"  --lang LL            messages and reports in en, cs or sk\n"
	"  -h, --help           this help\n"
	"\n"
	"exit codes: 0 no change at or above --fail-on, 1 one at or above it,\n"
	"            2 a version could not be read or evaluated, 64 usage, 70 internal\n");

static const char *const explain_help = N_(
	"usage: planproof explain RULE-ID\n"
	"       planproof explain --list\n"
	"\n"
	"What a check computes, on what basis, and how to fix a failure; or\n"
	"every rule with its title.\n"
	"\n"
	"options:\n"
	"  --list               every rule\n"
	"  --lang LL            messages and reports in en, cs or sk\n"
	"  -h, --help           this help\n");

static const char *const generate_help = N_(
	"usage: planproof generate skeleton FAMILY\n"
	"       planproof generate schema\n"
	"       planproof generate rule-docs DIR\n"
	"       planproof generate --list\n"
	"\n"
	"skeleton FAMILY        a plan with one game of FAMILY and every field, each\n"
	"                       with a placeholder and its description; its first\n"
	"                       line names the JSON Schema for editors\n"
	"schema                 the JSON Schema of the plan format (draft-07), for\n"
	"                       editors; installed in share/planproof/\n"
	"rule-docs DIR          one Markdown page per rule, DIR/<id>.md (the pages\n"
	"                       SARIF helpUri names: docs/rules/ in the repository)\n"
	"\n"
	"options:\n"
	"  --list               the game families\n"
	"  --lang LL            messages and reports in en, cs or sk\n"
	"  -h, --help           this help\n");

static const char *const migrate_help = N_(
	"usage: planproof migrate PLAN [--output FILE | --in-place]\n"
	"\n"
	"Write the plan in the current format version: the version and every key\n"
	"written under an old name are rewritten; comments and layout are kept.\n"
	"\n"
	"options:\n"
	"  --output FILE        where it goes (default: standard output)\n"
	"  --in-place           replace the plan file itself, atomically\n"
	"  --lang LL            messages and reports in en, cs or sk\n"
	"  -h, --help           this help\n");

static const char *const figures_help = N_(
	"usage: planproof figures PLAN [--format text|csv|json --output FILE]...\n"
	"                       [--exact-main] [--policy FILE]\n"
	"\n"
	"The PAR sheet of every game, after a header naming the plan, its SHA-256,\n"
	"the tool, the policy and each game's strategy: for each bet every outcome\n"
	"with its combinations, probability, net payout and contribution to the\n"
	"return, the RTP and house edge, the hit frequency (the chance of a net\n"
	"win), the variance and standard deviation of the net payout per unit\n"
	"staked, all exact with rounded decimals (the rounding is named); and the\n"
	"game's maximum win per limits row.  A bet whose return depends on the\n"
	"player's decisions gets a row saying why it has no figure.\n"
	"\n"
	"options:\n"
	"  --format FORMAT      text (default), csv (RFC 4180: the header, the\n"
	"                       bets and the outcomes, three sections each with its\n"
	"                       own header row) or json (planproof-figures-1.schema.json)\n"
	"  --policy FILE        the jurisdiction policy the sheet names (as check's)\n"
	"  --output FILE        where it goes (`-`: standard output, the default);\n"
	"                       several --format/--output pairs write several\n"
	"                       sheets, and without --format an output ending in\n"
	"                       .txt, .csv or .json names its format\n"
	"  --exact-main         the main games' exact returns (PP-BJ-015,\n"
	"                       PP-POKER-007: seconds or minutes a game), kept\n"
	"                       between runs in $PLANPROOF_CACHE_DIR or ~/.cache/planproof\n"
	"  --lang LL            messages and the text sheet in en, cs or sk\n"
	"  -h, --help           this help\n"
	"\n"
	"exit codes: 0 written, 2 the plan could not be loaded or the sheet not\n"
	"            written, 64 usage\n");

/* The options check, diff and figures share about the plan's documents and
 * the work a check may do (run_options.c): printed after their own help. */
static const char *const run_help = N_(
	"\n"
	"documents and work (check, diff, figures):\n"
	"  --documents DIR      a folder the plan's documents (`sources`) may be read\n"
	"                       from besides the plan's own; repeatable, tried in\n"
	"                       order, then $PLANPROOF_DOCUMENTS (colon-separated).\n"
	"                       Nothing else is read: an absolute path, or one that\n"
	"                       leaves these folders, is refused (exit 2)\n"
	"  --allow-outside-documents\n"
	"                       read such paths anyway\n"
	"  --documents-budget SIZE\n"
	"                       the most all of a plan's documents may hold together\n"
	"                       (default 64M; bytes, or K, M, G); more is exit 2\n"
	"  --jobs N             jobs run at once: games, and parts of an analysis\n"
	"                       (0, the default: one per processor; else\n"
	"                       $PLANPROOF_JOBS); the report is the same for any N\n"
	"  --threads N          the older name of --jobs\n");

int cli_help(const char *command)
{
	const struct { const char *name, *text; } helps[] = {
		{ "check", check_help }, { "diff", diff_help }, { "explain", explain_help },
		{ "generate", generate_help }, { "migrate", migrate_help },
		{ "figures", figures_help },
	};
	if (!command) {
		fputs(_(usage), stdout);
		return EXIT_COMPLIANT;
	}
	for (size_t i = 0; i < sizeof(helps) / sizeof(helps[0]); i++)
		if (strcmp(helps[i].name, command) == 0) {
			fputs(_(helps[i].text), stdout);
			if (strcmp(command, "check") == 0 || strcmp(command, "diff") == 0 ||
			    strcmp(command, "figures") == 0)
				fputs(_(run_help), stdout);
			return EXIT_COMPLIANT;
		}
	return cli_usage_error(_("no help for `%s`: not a command"), command);
}
