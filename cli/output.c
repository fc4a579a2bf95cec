/* SPDX-License-Identifier: Apache-2.0 */
/* output.c - writing a run's reports: all of them or none, never a torn or
 * misplaced file.
 *
 * A report for a regular file (or a path that does not exist yet) is
 * rendered into a temporary file that mkstemp creates beside its target
 * (exclusively, so a planted symlink is never followed), flushed and
 * fsync'ed.  Only when every temporary is complete, and the reports bound
 * for the terminal or a device have been written, are the temporaries
 * renamed onto their targets; on any failure, and on SIGINT, SIGTERM,
 * SIGHUP or SIGPIPE, they are removed.  A target that is a symlink is
 * resolved, so the link stays a link.  `-`, character devices, FIFOs and
 * sockets (/dev/null, /dev/stdout, a pipe) are written directly: renaming
 * over them would replace the device with a file.  Before anything is
 * loaded, cli_check_outputs refuses an empty output name, and an output
 * that is an input of the run or another output. */
#define _XOPEN_SOURCE 700 /* realpath, mkstemp, fchmod */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "i18n.h"
#include "util.h"

static const struct { const char *name; pp_format f; } format_names[] = {
	{ "text", PP_FORMAT_TEXT }, { "xml", PP_FORMAT_XML },
	{ "html", PP_FORMAT_HTML }, { "junit", PP_FORMAT_JUNIT },
	{ "sarif", PP_FORMAT_SARIF },
	{ "json", PP_FORMAT_JSON }, { "markdown", PP_FORMAT_MARKDOWN },
};
#define NFORMATS (sizeof(format_names) / sizeof(format_names[0]))

int cli_parse_format(const char *name, pp_format *out)
{
	for (size_t i = 0; i < NFORMATS; i++)
		if (strcmp(format_names[i].name, name) == 0) {
			*out = format_names[i].f;
			return 0;
		}
	return -1;
}

const char *cli_format_name(pp_format f)
{
	for (size_t i = 0; i < NFORMATS; i++)
		if (format_names[i].f == f)
			return format_names[i].name;
	return "?";
}

int cli_output_formats(const char *path, pp_format fmts[2])
{
	static const struct { const char *ext; pp_format f[2]; int n; } exts[] = {
		{ ".xml", { PP_FORMAT_XML, PP_FORMAT_JUNIT }, 2 },
		{ ".json", { PP_FORMAT_JSON, PP_FORMAT_SARIF }, 2 },
		{ ".sarif", { PP_FORMAT_SARIF, PP_FORMAT_SARIF }, 1 },
		{ ".html", { PP_FORMAT_HTML, PP_FORMAT_HTML }, 1 },
		{ ".htm", { PP_FORMAT_HTML, PP_FORMAT_HTML }, 1 },
		{ ".txt", { PP_FORMAT_TEXT, PP_FORMAT_TEXT }, 1 },
		{ ".md", { PP_FORMAT_MARKDOWN, PP_FORMAT_MARKDOWN }, 1 },
	};
	const char *base = strrchr(path, '/'), *dot;
	base = base ? base + 1 : path;
	dot = strrchr(base, '.');
	if (!dot || dot == base)
		return 0;
	for (size_t i = 0; i < sizeof(exts) / sizeof(exts[0]); i++)
		if (strcasecmp(dot, exts[i].ext) == 0) {
			fmts[0] = exts[i].f[0];
			fmts[1] = exts[i].f[1];
			return exts[i].n;
		}
	return 0;
}

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* --- temporaries removed on a signal ------------------------------------- */

/* The temporaries that exist right now.  The handler reads only these
 * fixed buffers, and unlink is async-signal-safe. */
static char pending_tmp[CLI_MAX_OUTPUTS][PATH_MAX];
static volatile sig_atomic_t npending;

static void remove_pending_and_die(int sig)
{
	for (sig_atomic_t i = 0; i < npending; i++)
		if (pending_tmp[i][0])
			unlink(pending_tmp[i]);
	signal(sig, SIG_DFL);
	raise(sig);
}

/* The signals that end the run while temporaries exist: an interrupt, a
 * kill, a closed terminal, and a reader that went away (`| head`: without
 * a handler SIGPIPE would end the run with its temporaries left behind).
 * A signal the caller ignores stays ignored (nohup, a background job). */
static const int guarded[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE };
#define NGUARDED (sizeof(guarded) / sizeof(guarded[0]))

static void guarded_set(sigset_t *set)
{
	sigemptyset(set);
	for (size_t i = 0; i < NGUARDED; i++)
		sigaddset(set, guarded[i]);
}

static void guard_signals(int on)
{
	static struct sigaction old[NGUARDED];
	struct sigaction sa;
	if (!on) {
		for (size_t i = 0; i < NGUARDED; i++)
			sigaction(guarded[i], &old[i], NULL);
		return;
	}
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = remove_pending_and_die;
	guarded_set(&sa.sa_mask); /* one handler at a time */
	for (size_t i = 0; i < NGUARDED; i++) {
		sigaction(guarded[i], NULL, &old[i]);
		if (old[i].sa_handler != SIG_IGN)
			sigaction(guarded[i], &sa, NULL);
	}
}

/* --- one output ------------------------------------------------------------ */

typedef struct {
	const char *path;     /* as the user gave it */
	pp_format format;
	int direct;           /* written in place: `-` or not a regular file */
	char target[PATH_MAX];/* direct: path; else the file renamed onto */
	int slot;             /* index in pending_tmp, -1 when none */
} output;

static pp_status io_error(pp_error *err, const char *path, const char *what, int errnum)
{
	return pp_error_set(err, PP_EIO, path, 0, 0, _("cannot %s: %s"), what, strerror(errnum));
}

/* Decide how path is written, and what file a rename would replace. */
static pp_status plan_output(output *o, pp_error *err)
{
	struct stat st;
	o->slot = -1;
	if (strcmp(o->path, "-") == 0 || (stat(o->path, &st) == 0 && !S_ISREG(st.st_mode))) {
		o->direct = 1;
		snprintf(o->target, sizeof(o->target), "%s", o->path);
		return PP_OK;
	}
	o->direct = 0;
	if (realpath(o->path, o->target)) /* an existing file, symlinks resolved */
		return PP_OK;
	if (strlen(o->path) >= sizeof(o->target))
		return pp_error_set(err, PP_EUSAGE, o->path, 0, 0, _("output path is too long"));
	snprintf(o->target, sizeof(o->target), "%s", o->path);
	return PP_OK;
}

/* The directory part of path into dir ("." when it has none). */
static void dir_of(char *dir, size_t size, const char *path)
{
	const char *slash = strrchr(path, '/');
	if (!slash)
		snprintf(dir, size, ".");
	else if (slash == path)
		snprintf(dir, size, "/");
	else
		snprintf(dir, size, "%.*s", (int)(slash - path), path);
}

/* Flush fp's data to the disk and close it; a failure names path. */
static pp_status finish_file(FILE *fp, int sync, const char *path, pp_error *err)
{
	int bad = fflush(fp) != 0 || ferror(fp);
	int errnum = errno ? errno : EIO;
	if (!bad && sync && fsync(fileno(fp)) != 0 && errno != EINVAL && errno != EROFS) {
		bad = 1;
		errnum = errno;
	}
	if (fclose(fp) != 0 && !bad) {
		bad = 1;
		errnum = errno;
	}
	return bad ? io_error(err, path, _("write"), errnum) : PP_OK;
}

/* The permissions a new file gets: those of the file it replaces, else
 * 0666 less the umask. */
static mode_t new_mode(const char *target)
{
	struct stat st;
	mode_t mask;
	if (stat(target, &st) == 0)
		return st.st_mode & 07777;
	mask = umask(0);
	umask(mask);
	return 0666 & ~mask;
}

/* A writer's own I/O error does not know the output's name: add it. */
static pp_status name_output(pp_status st, const output *o, pp_error *err)
{
	if (st && err && !err->file[0])
		snprintf(err->file, sizeof(err->file), "%s",
		         strcmp(o->path, "-") == 0 ? "<stdout>" : o->path);
	return st;
}

/* Render o into a fresh temporary beside its target. */
static pp_status write_temp(output *o, cli_writer write, void *obj, pp_error *err)
{
	char dir[PATH_MAX];
	const char *base = strrchr(o->target, '/');
	char *tmp = pending_tmp[npending];
	sigset_t guard, before;
	FILE *fp;
	int fd, errnum;
	pp_status st;

	base = base ? base + 1 : o->target;
	dir_of(dir, sizeof(dir), o->target);
	if (snprintf(tmp, PATH_MAX, "%s/.%s.planproof-XXXXXX", dir, base) >= PATH_MAX)
		return pp_error_set(err, PP_EUSAGE, o->path, 0, 0, _("output path is too long"));
	/* The guarded signals wait while the file is created and registered:
	 * one in between would leave it behind. */
	guarded_set(&guard);
	sigprocmask(SIG_BLOCK, &guard, &before);
	fd = mkstemp(tmp);
	errnum = errno;
	if (fd >= 0)
		o->slot = npending++;
	else
		tmp[0] = '\0';
	sigprocmask(SIG_SETMASK, &before, NULL);
	if (fd < 0)
		return io_error(err, o->path, _("write (no temporary file can be created beside it)"), errnum);
	if (fchmod(fd, new_mode(o->target)) != 0 || !(fp = fdopen(fd, "wb"))) {
		errnum = errno;
		close(fd);
		return io_error(err, o->path, _("write"), errnum);
	}
	errno = 0;
	st = name_output(write(obj, o->format, fp, err), o, err);
	if (st) {
		fclose(fp);
		return st;
	}
	return finish_file(fp, 1, o->path, err);
}

/* Write o in place: stdout, a device, a pipe. */
static pp_status write_direct(output *o, cli_writer write, void *obj, pp_error *err)
{
	FILE *fp = strcmp(o->path, "-") == 0 ? stdout : fopen(o->path, "wb");
	pp_status st;
	if (!fp)
		return io_error(err, o->path, _("write"), errno);
	errno = 0;
	st = name_output(write(obj, o->format, fp, err), o, err);
	if (fp == stdout) {
		if (!st && (fflush(stdout) != 0 || ferror(stdout)))
			st = io_error(err, "<stdout>", _("write"), errno ? errno : EIO);
		if (st)
			clearerr(stdout); /* reported here, with its reason: once */
		return st;
	}
	if (st) {
		fclose(fp);
		return st;
	}
	return finish_file(fp, 0, o->path, err);
}

pp_status cli_write_reports(cli_writer write, void *obj, const cli_args *a, pp_error *err)
{
	output outs[CLI_MAX_OUTPUTS];
	pp_status st = PP_OK;
	int n = a->nformats;

	npending = 0;
	guard_signals(1);
	for (int i = 0; i < n && !st; i++) {
		outs[i].path = a->outputs[i];
		outs[i].format = a->formats[i];
		st = plan_output(&outs[i], err);
	}
	for (int i = 0; i < n && !st; i++)
		if (!outs[i].direct)
			st = write_temp(&outs[i], write, obj, err);
	for (int i = 0; i < n && !st; i++)
		if (outs[i].direct)
			st = write_direct(&outs[i], write, obj, err);
	for (int i = 0; i < n && !st; i++) {
		if (outs[i].direct)
			continue;
		if (rename(pending_tmp[outs[i].slot], outs[i].target) != 0)
			st = io_error(err, outs[i].path, _("write (renaming the finished report into place failed)"), errno);
		else
			pending_tmp[outs[i].slot][0] = '\0';
	}
	for (sig_atomic_t i = 0; i < npending; i++)
		if (pending_tmp[i][0]) {
			unlink(pending_tmp[i]);
			pending_tmp[i][0] = '\0';
		}
	npending = 0;
	guard_signals(0);
	return st;
}

/* --- outputs that would destroy an input ----------------------------------- */

/* The identity of an existing regular file, else 0. */
static int regular_file(const char *path, struct stat *st)
{
	return strcmp(path, "-") != 0 && stat(path, st) == 0 && S_ISREG(st->st_mode);
}

/* The canonical name of a path that may not exist yet: its directory
 * resolved, its last component as given. */
static int canonical(char *out, const char *path)
{
	char dir[PATH_MAX], real[PATH_MAX];
	const char *base = strrchr(path, '/');
	if (realpath(path, out))
		return 1;
	dir_of(dir, sizeof(dir), path);
	if (!realpath(dir, real))
		return 0;
	return snprintf(out, PATH_MAX, "%s/%s", real, base ? base + 1 : path) < PATH_MAX;
}

int cli_check_outputs(const cli_args *a)
{
	struct stat so, si;
	char ci[PATH_MAX], cj[PATH_MAX];
	const char *extra[2] = { a->waivers, a->policy };
	static const char *const what[2] = { N_("the waivers file"), N_("the policy file") };
	for (int i = 0; i < a->nformats; i++) {
		const char *out = a->outputs[i];
		if (!out[0])
			return cli_usage_error(_("--output names no file (its value is empty); "
			                       "give a file name, or - for standard output"));
		if (strcmp(out, "-") == 0 || (stat(out, &so) == 0 && !S_ISREG(so.st_mode)))
			continue;
		for (int k = 0; k < a->ninputs + 2; k++) {
			const char *in = k < a->ninputs ? a->inputs[k] : extra[k - a->ninputs];
			if (in && regular_file(out, &so) && regular_file(in, &si) &&
			    so.st_dev == si.st_dev && so.st_ino == si.st_ino)
				return cli_usage_error(_("--output %s is %s `%s`; refusing to overwrite it"),
				                       out, k < a->ninputs ? _("the input")
				                                           : _(what[k - a->ninputs]), in);
		}
		for (int j = 0; j < i; j++)
			if (canonical(ci, out) && canonical(cj, a->outputs[j]) && strcmp(ci, cj) == 0)
				return cli_usage_error(_("--output %s is named twice (also as %s)"),
				                       out, a->outputs[j]);
	}
	return 0;
}
