/* SPDX-License-Identifier: Apache-2.0 */
/* git_input.c - plans named as files or as git REV:path.
 *
 * A REV:path is read with `git cat-file blob REV:path`, run with fork and
 * execvp (no shell, so nothing in the argument is interpreted) from the
 * current directory.  cat-file prints the blob's bytes as committed (no
 * textconv, no filters) and refuses a tree, so the plan checked is exactly
 * the plan in the repository.  As in git, the path is relative to the
 * repository's top; `REV:./path` is relative to the current directory.
 * Such a plan reads its documents from the same revision (the plan's
 * folder in it), never from the working tree. */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "util.h"

/* The blob read so far. */
typedef struct {
	char *data;
	size_t len, cap;
} blob;

static void blob_put(blob *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		size_t cap = b->cap ? b->cap : 65536;
		while (cap < b->len + n + 1)
			cap *= 2;
		char *p = realloc(b->data, cap);
		if (!p) {
			fputs("planproof: out of memory, aborting\n", stderr);
			abort();
		}
		b->data = p;
		b->cap = cap;
	}
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
}

/* Fill err with "<what><detail>" about spec; returns PP_EIO. */
static pp_status fail_io(pp_error *err, const char *spec, const char *what,
                         const char *detail)
{
	err->code = PP_EIO;
	snprintf(err->file, sizeof(err->file), "%s", spec);
	err->line = err->col = 0;
	snprintf(err->msg, sizeof(err->msg), "%s%.400s", what, detail);
	return PP_EIO;
}

#define GIT_STDERR_MAX 512

/* What git printed to stderr, as one line without its "fatal: " prefix. */
static const char *git_reason(char *msg, size_t len)
{
	msg[len] = '\0';
	char *nl = strchr(msg, '\n');
	if (nl)
		*nl = '\0';
	if (strncmp(msg, "fatal: ", 7) == 0)
		return msg + 7;
	return len ? msg : "git failed";
}

/* Read both pipes until both close: the blob (bytes past max + 64 KiB are
 * read and dropped, so git never blocks) and the start of stderr. */
static void drain(int out_fd, int err_fd, blob *data, size_t max, char *msg,
                  size_t *msg_len)
{
	struct pollfd fds[2] = { { out_fd, POLLIN, 0 }, { err_fd, POLLIN, 0 } };
	char chunk[65536];
	int open_fds = 2;
	while (open_fds > 0) {
		if (poll(fds, 2, -1) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		for (int i = 0; i < 2; i++) {
			if (fds[i].fd < 0 || !fds[i].revents)
				continue;
			ssize_t got = read(fds[i].fd, chunk, sizeof(chunk));
			if (got < 0 && errno == EINTR)
				continue;
			if (got <= 0) {
				close(fds[i].fd);
				fds[i].fd = -1;
				open_fds--;
			} else if (i == 0 && data->len <= max) {
				blob_put(data, chunk, (size_t)got);
			} else if (i == 1 && *msg_len < GIT_STDERR_MAX) {
				size_t n = (size_t)got < GIT_STDERR_MAX - *msg_len
				           ? (size_t)got : GIT_STDERR_MAX - *msg_len;
				memcpy(msg + *msg_len, chunk, n);
				*msg_len += n;
			}
		}
	}
}

/* Run git with argv (argv[0] "git"; no shell) from the current directory:
 * its stdout into *data (at most max bytes kept: a longer one has len >
 * max), the start of its stderr into msg, and its exit status, -1 when it
 * did not exit, into *exit_code.  PP_EIO about spec when git cannot be
 * started. */
static pp_status git_run(char *const argv[], const char *spec, blob *data, size_t max,
                         char msg[GIT_STDERR_MAX + 1], size_t *msg_len, int *exit_code,
                         pp_error *err)
{
	int out[2] = { -1, -1 }, errp[2] = { -1, -1 }, status = 0;
	pid_t pid;

	*msg_len = 0;
	if (pipe(out) || pipe(errp)) {
		fail_io(err, spec, "cannot run git: ", strerror(errno));
		goto fail;
	}
	pid = fork();
	if (pid < 0) {
		fail_io(err, spec, "cannot run git: ", strerror(errno));
		goto fail;
	}
	if (pid == 0) {
		dup2(out[1], STDOUT_FILENO);
		dup2(errp[1], STDERR_FILENO);
		close(out[0]);
		close(out[1]);
		close(errp[0]);
		close(errp[1]);
		execvp("git", argv);
		/* Only reached when git cannot be started; the parent reports it. */
		const char *why = strerror(errno);
		ssize_t ignored = write(STDERR_FILENO, "fatal: cannot run git: ", 23);
		ignored = write(STDERR_FILENO, why, strlen(why));
		(void)ignored;
		_exit(127);
	}
	close(out[1]);
	close(errp[1]);
	drain(out[0], errp[0], data, max, msg, msg_len);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	*exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
	return PP_OK;
fail:
	for (int i = 0; i < 2; i++) {
		if (out[i] >= 0)
			close(out[i]);
		if (errp[i] >= 0)
			close(errp[i]);
	}
	return PP_EIO;
}

/* Run git cat-file blob spec; the blob into *data (at most max bytes are
 * kept: a longer one has len > max).  PP_EIO on failure. */
static pp_status git_read(blob *data, const char *spec, size_t max, pp_error *err)
{
	char msg[GIT_STDERR_MAX + 1];
	size_t msg_len = 0;
	int code = -1;
	char *const argv[] = { "git", "cat-file", "blob", (char *)spec, NULL };

	if (spec[0] == '-')
		return fail_io(err, spec, "not a file, and not a git REV:path", "");
	if (git_run(argv, spec, data, max, msg, &msg_len, &code, err))
		return PP_EIO;
	if (code != 0)
		return fail_io(err, spec, "no such file, and git cannot read it as REV:path: ",
		               git_reason(msg, msg_len));
	return PP_OK; /* a blob over the limit is refused by the loader */
}

/* Whether the REV:path spec, whose REV is known to exist, names nothing in
 * its revision: `git rev-parse --verify --quiet` exits 1, saying nothing,
 * only when the name does not resolve (git's messages are translated, so
 * they are not read).  0 when it names something or git fails otherwise. */
static int git_absent(const char *spec)
{
	char msg[GIT_STDERR_MAX + 1];
	size_t msg_len = 0;
	int code = -1;
	blob out = { NULL, 0, 0 };
	pp_error ignored;
	char *const argv[] = { "git", "rev-parse", "--verify", "--quiet", (char *)spec, NULL };
	if (spec[0] == '-' || git_run(argv, spec, &out, 128, msg, &msg_len, &code, &ignored))
		code = -1;
	free(out.data);
	return code == 1;
}

/* Where a plan read from git finds its documents: the same revision, the
 * plan's folder in it (a pp_document_reader's data, owned by the plan). */
typedef struct {
	char *rev;     /* REV, as given */
	char *prefix;  /* the leading ./ and ../ of the plan's path (relative to
	                * the current directory in git), or "" (to the top) */
	char *folder;  /* the plan's folder below that prefix, or "" */
} git_origin;

static void git_origin_free(void *data)
{
	git_origin *o = data;
	free(o->rev);
	free(o->prefix);
	free(o->folder);
	free(o);
}

/* path (relative to the plan's folder, with no `..` left unless the user
 * allows documents outside) read from the plan's revision; PP_OK with
 * *bytes NULL when the revision has no such path (pp_document_reader). */
static pp_status git_document(void *data, const char *path, size_t max, char **bytes,
                              size_t *len, pp_error *err)
{
	const git_origin *o = data;
	blob b = { NULL, 0, 0 };
	char *joined = o->folder[0] ? pp_xasprintf("%s/%s", o->folder, path) : pp_xstrdup(path);
	unsigned up = 0;
	char *rel = pp_path_normalise(joined, &up);
	pp_buf spec = { 0 };
	pp_status st;
	pp_buf_printf(&spec, "%s:%s", o->rev, o->prefix);
	for (unsigned i = 0; i < up; i++)
		pp_buf_puts(&spec, "../");
	pp_buf_puts(&spec, rel);
	st = git_read(&b, spec.data, max, err);
	if (!st && b.len > max)
		st = fail_io(err, spec.data, "file is larger than the limit", "");
	if (st && git_absent(spec.data)) {
		free(b.data);
		*bytes = NULL; /* not in the revision: the document folders are next */
		*len = 0;
		st = PP_OK;
	} else if (st) {
		free(b.data);
	} else {
		*bytes = b.data ? b.data : pp_xstrdup("");
		*len = b.len;
	}
	pp_buf_free(&spec);
	free(rel);
	free(joined);
	return st;
}

/* Let plan, read from the git REV:path arg, read its documents from REV. */
static void read_documents_from_git(pp_plan *plan, const char *arg)
{
	const char *colon = strchr(arg, ':'), *p = colon + 1, *rest = p;
	git_origin *o = pp_xcalloc(1, sizeof(*o));
	while (strncmp(rest, "./", 2) == 0 || strncmp(rest, "../", 3) == 0)
		rest += rest[1] == '/' ? 2 : 3;
	const char *slash = strrchr(rest, '/');
	o->rev = pp_xstrndup(arg, (size_t)(colon - arg));
	o->prefix = pp_xstrndup(p, (size_t)(rest - p));
	o->folder = slash ? pp_xstrndup(rest, (size_t)(slash - rest)) : pp_xstrdup("");
	pp_plan_set_document_reader(plan, git_document, o, git_origin_free);
}

pp_status cli_load_plan(pp_plan **out, const char *arg, pp_error *err)
{
	struct stat sb;
	blob data = { NULL, 0, 0 };
	pp_status st;

	*out = NULL;
	if (strcmp(arg, "-") == 0) {
		char *bytes = NULL;
		size_t len = 0;
		st = cli_read_stdin(&bytes, &len, err);
		if (!st)
			st = pp_plan_load_buffer(out, "<stdin>", bytes, len, err);
		free(bytes);
		return st;
	}
	if (stat(arg, &sb) == 0 || !strchr(arg, ':') || arg[0] == ':')
		return pp_plan_load_file(out, arg, err);
	st = git_read(&data, arg, PP_MAX_INPUT_BYTES, err);
	if (!st)
		st = pp_plan_load_buffer(out, arg, data.data ? data.data : "", data.len, err);
	if (!st)
		read_documents_from_git(*out, arg);
	free(data.data);
	return st;
}
