/* SPDX-License-Identifier: Apache-2.0 */
/* cli_run.c - runs one CLI test case and checks its contract (the test
 * driver of pp_cli_test in tests/CMakeLists.txt):
 *
 *   pp_cli_run --exit N [--stdout RE] [--stderr RE] [--no-stdout]
 *              [--absent FILE] [--epoch S] [--unset VAR]... [--set VAR=VALUE]...
 *              -- PROGRAM ARG...
 *
 * Runs PROGRAM with SOURCE_DATE_EPOCH unset (or set to S), the variables
 * --unset names unset and those --set names set, its standard
 * output and error captured; fails, printing both, when the exit code is
 * not N, a regular expression does not match somewhere in its stream,
 * standard output is not empty under --no-stdout, or FILE (a report that
 * a failed run must not leave) exists afterwards.  The expressions are
 * CMake's (the cases were written for `string(REGEX)`, which has no
 * intervals: a brace is a brace), read as POSIX extended ones with every
 * brace outside a bracket escaped; and \r, \n and \t (a backslash and a
 * letter) stand for a carriage return, a line feed and a tab, because
 * ctest reads a carriage return written in a test's command as the end of
 * a line.
 *
 * A test that needs the real plans' documents (PP_NEEDS_DOCUMENTS set to
 * the reason) prints "SKIPPED: <reason>" and passes when no folder of
 * documents is named (PLANPROOF_DOCUMENTS empty): ctest counts it skipped.
 *
 * It replaces a `cmake -P` script per case: starting CMake cost about
 * 45 ms of CPU, several times the run of a small plan, in each of the
 * suite's few hundred cases.  Built without the sanitizers and coverage:
 * what it checks is the program it starts. */
#include <errno.h>
#include <poll.h>
#include <regex.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct {
	char *data;
	size_t len, cap;
} buffer;

static void *must(void *p)
{
	if (!p) {
		fputs("pp_cli_run: out of memory\n", stderr);
		abort();
	}
	return p;
}

static void append(buffer *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		b->cap = (b->len + n + 1) * 2;
		b->data = must(realloc(b->data, b->cap));
	}
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
}

/* matches(RE, TEXT): 1 when CMake's expression RE matches somewhere in
 * TEXT, 0 when not, -1 (said on stderr) when RE does not compile. */
static int matches(const char *re, const char *text)
{
	buffer ere = { 0 };
	int in_bracket = 0;
	append(&ere, "", 0);
	for (const char *p = re; *p; p++) {
		if (in_bracket) {
			if (*p == ']')
				in_bracket = 0;
			append(&ere, p, 1);
		} else if (*p == '[') {
			/* "[", "[^" and a "]" right after them: a member, not the end */
			const char *start = p;
			if (p[1] == '^')
				p++;
			if (p[1] == ']')
				p++;
			append(&ere, start, (size_t)(p - start) + 1);
			in_bracket = 1;
		} else if (*p == '\\' && (p[1] == 'r' || p[1] == 'n' || p[1] == 't')) {
			append(&ere, p[1] == 'r' ? "\r" : p[1] == 'n' ? "\n" : "\t", 1);
			p++;
		} else if (*p == '\\' && p[1]) {
			append(&ere, p, 2);
			p++;
		} else if (*p == '{' || *p == '}') {
			append(&ere, "\\", 1);
			append(&ere, p, 1);
		} else {
			append(&ere, p, 1);
		}
	}
	regex_t rx;
	int rc = regcomp(&rx, ere.data, REG_EXTENDED | REG_NOSUB);
	if (rc != 0) {
		char why[256];
		regerror(rc, &rx, why, sizeof why);
		fprintf(stderr, "pp_cli_run: bad expression `%s`: %s\n", re, why);
		free(ere.data);
		return -1;
	}
	int hit = regexec(&rx, text, 0, NULL, 0) == 0;
	regfree(&rx);
	free(ere.data);
	return hit;
}

/* run(ARGV, OUT, ERR): runs ARGV[0] with its output captured; returns its
 * exit code, or 128 + the signal that ended it, or -1 when it could not
 * start (said in ERR). */
static int run(char **argv, buffer *out, buffer *err)
{
	int po[2], pe[2];
	if (pipe(po) != 0 || pipe(pe) != 0) {
		perror("pp_cli_run: pipe");
		return -1;
	}
	pid_t pid = fork();
	if (pid < 0) {
		perror("pp_cli_run: fork");
		return -1;
	}
	if (pid == 0) {
		dup2(po[1], 1);
		dup2(pe[1], 2);
		close(po[0]);
		close(po[1]);
		close(pe[0]);
		close(pe[1]);
		execvp(argv[0], argv);
		fprintf(stderr, "pp_cli_run: cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	close(po[1]);
	close(pe[1]);
	struct pollfd fds[2] = { { po[0], POLLIN, 0 }, { pe[0], POLLIN, 0 } };
	buffer *to[2] = { out, err };
	int open_fds = 2;
	char chunk[65536];
	while (open_fds > 0) {
		if (poll(fds, 2, -1) < 0) {
			if (errno == EINTR)
				continue;
			perror("pp_cli_run: poll");
			break;
		}
		for (int i = 0; i < 2; i++) {
			if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
				continue;
			ssize_t n = read(fds[i].fd, chunk, sizeof chunk);
			if (n > 0) {
				append(to[i], chunk, (size_t)n);
			} else if (n == 0 || errno != EINTR) {
				close(fds[i].fd);
				fds[i].fd = -1;
				open_fds--;
			}
		}
	}
	int status;
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR) {
			perror("pp_cli_run: waitpid");
			return -1;
		}
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}

/* set_variable("NAME=VALUE"): sets NAME to VALUE in the environment. */
static void set_variable(const char *setting)
{
	size_t n = (size_t)(strchr(setting, '=') - setting);
	char *name = must(malloc(n + 1));
	memcpy(name, setting, n);
	name[n] = '\0';
	setenv(name, setting + n + 1, 1);
	free(name);
}

static int usage(void)
{
	fputs("usage: pp_cli_run --exit N [--stdout RE] [--stderr RE] [--no-stdout]\n"
	      "                  [--absent FILE] [--epoch S] [--unset VAR]...\n"
	      "                  [--set VAR=VALUE]... -- PROGRAM ARG...\n",
	      stderr);
	return 2;
}

int main(int argc, char **argv)
{
	const char *exit_want = NULL, *stdout_re = NULL, *stderr_re = NULL;
	const char *absent = NULL, *epoch = NULL;
	int no_stdout = 0, i = 1;
	for (; i < argc && strcmp(argv[i], "--") != 0; i++) {
		const char *opt = argv[i];
		if (strcmp(opt, "--no-stdout") == 0) {
			no_stdout = 1;
			continue;
		}
		if (i + 1 >= argc)
			return usage();
		const char *val = argv[++i];
		if (strcmp(opt, "--exit") == 0)
			exit_want = val;
		else if (strcmp(opt, "--stdout") == 0)
			stdout_re = val;
		else if (strcmp(opt, "--stderr") == 0)
			stderr_re = val;
		else if (strcmp(opt, "--absent") == 0)
			absent = val;
		else if (strcmp(opt, "--epoch") == 0)
			epoch = val;
		else if (strcmp(opt, "--unset") == 0)
			unsetenv(val);
		else if (strcmp(opt, "--set") == 0 && strchr(val, '=') && val[0] != '=')
			set_variable(val);
		else
			return usage();
	}
	if (!exit_want || i + 1 >= argc)
		return usage();

	const char *needs = getenv("PP_NEEDS_DOCUMENTS"), *docs = getenv("PLANPROOF_DOCUMENTS");
	if (needs && *needs && (!docs || !*docs)) {
		printf("SKIPPED: %s\n", needs);
		return 0;
	}
	unsetenv("SOURCE_DATE_EPOCH");
	if (epoch)
		setenv("SOURCE_DATE_EPOCH", epoch, 1);
	if (absent)
		remove(absent);

	buffer out = { 0 }, err = { 0 }, problems = { 0 };
	append(&out, "", 0);
	append(&err, "", 0);
	append(&problems, "", 0);
	int rc = run(argv + i + 1, &out, &err);
	char line[512];
	if (rc != atoi(exit_want) || rc < 0) {
		snprintf(line, sizeof line, "exit code %d%s, expected %s\n", rc,
		         rc > 128 ? " (a signal: 128 + its number)" : "", exit_want);
		append(&problems, line, strlen(line));
	}
	struct {
		const char *re, *text, *name;
	} checks[2] = { { stdout_re, out.data, "stdout" }, { stderr_re, err.data, "stderr" } };
	for (int k = 0; k < 2; k++) {
		if (!checks[k].re || matches(checks[k].re, checks[k].text) == 1)
			continue;
		append(&problems, checks[k].name, strlen(checks[k].name));
		append(&problems, " does not match: ", 17);
		append(&problems, checks[k].re, strlen(checks[k].re));
		append(&problems, "\n", 1);
	}
	if (no_stdout && out.len > 0)
		append(&problems, "stdout should be empty\n", 23);
	struct stat st;
	if (absent && stat(absent, &st) == 0) {
		snprintf(line, sizeof line, "%s was written; no report may be left on failure\n",
		         absent);
		append(&problems, line, strlen(line));
	}
	int failed = problems.len > 0;
	if (failed)
		fprintf(stderr, "%s--- stdout:\n%s\n--- stderr:\n%s\n", problems.data, out.data,
		        err.data);
	free(out.data);
	free(err.data);
	free(problems.data);
	return failed;
}
