/* SPDX-License-Identifier: Apache-2.0 */
/* report_rule_docs.c - the Markdown page of a rule (docs/rules/<id>.md and
 * SARIF help.markdown, from the one rule table so they cannot drift), the
 * rule pages' generator, and repository-relative artifact paths for SARIF.
 *
 * helpUri is BASE + "<id>.md", BASE the caller's (`check --rules-uri`,
 * pp_report_options.rules_uri), else the build's REPORT_RULES_URI (the
 * CMake cache variable PP_RULES_URI, reports/CMakeLists.txt: where the
 * project publishes docs/rules/; empty by default).  With no base there is
 * no helpUri at all: a placeholder address would be a dead link in every
 * code-scanning alert. */
#define _GNU_SOURCE /* realpath, mkdtemp, openat, renameat2 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "report.h"

char *report_rule_markdown(const pp_rule *r)
{
	return pp_xasprintf("# %s: %s\n\nSeverity: %s\n\n## What it checks\n\n%s\n\n"
	                    "## Basis\n\n%s\n\n## When it fails\n\n%s\n",
	                    r->id, r->title, pp_severity_name(r->severity), r->explain,
	                    r->basis, r->remediation);
}

char *report_rule_help_uri(const pp_rule *r, const char *base)
{
	return base && base[0] ? pp_xasprintf("%s%s.md", base, r->id) : NULL;
}

const char *report_rules_base(const pp_report_options *opts)
{
	return opts && opts->rules_uri ? opts->rules_uri : REPORT_RULES_URI;
}

/* --- the pages' folder, written whole or not at all ------------------------
 *
 * The pages are written into a fresh folder that mkdtemp creates beside
 * DIR (".NAME.planproof-XXXXXX"), each page created exclusively and not
 * through a link, flushed to the disk; only then is the folder renamed
 * onto DIR: atomically swapped with an existing DIR (renameat2's
 * RENAME_EXCHANGE; where the file system cannot, DIR is moved aside
 * first), whose old pages are then removed.  So DIR holds the old set or
 * the new one, never part of one, and a symbolic link is never followed:
 * DIR itself may not be one, and the pages go into a folder no one else
 * has written to.  An existing DIR must hold only rule pages (regular
 * files NAME.md), as it is replaced whole: a folder with anything else in
 * it is refused, not emptied. */

/* pp_rules_each's payload: the new folder, and the first error. */
typedef struct {
	int dirfd;
	const char *dir;   /* the folder the user named, for messages */
	pp_error *err;
	pp_status st;
} docs_writer;

static pp_status write_failed(pp_error *err, const char *dir, const char *what, int errnum)
{
	return pp_error_set(err, PP_EIO, dir, 0, 0, "cannot write the rule pages (%s): %s",
	                    what, strerror(errnum));
}

/* Write all of text to fd; 0 or an errno. */
static int write_all(int fd, const char *text, size_t len)
{
	while (len) {
		ssize_t n = write(fd, text, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return n < 0 ? errno : EIO;
		text += n;
		len -= (size_t)n;
	}
	return 0;
}

static void write_page(const pp_rule *r, void *payload)
{
	docs_writer *w = payload;
	char *name, *text;
	int fd, errnum = 0;
	if (w->st)
		return;
	name = pp_xasprintf("%s.md", r->id);
	text = report_rule_markdown(r);
	fd = openat(w->dirfd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
	if (fd < 0)
		errnum = errno;
	else if (!(errnum = write_all(fd, text, strlen(text))) && fsync(fd) != 0 &&
	         errno != EINVAL && errno != EROFS)
		errnum = errno;
	if (fd >= 0 && close(fd) != 0 && !errnum)
		errnum = errno;
	if (errnum) {
		char *what = pp_xasprintf("page %s", name);
		w->st = write_failed(w->err, w->dir, what, errnum);
		free(what);
	}
	free(text);
	free(name);
}

/* Whether name is a rule page's: NAME.md, not hidden. */
static int page_name(const char *name)
{
	size_t n = strlen(name);
	return name[0] != '.' && n > 3 && strcmp(name + n - 3, ".md") == 0;
}

/* Refuse an existing folder that holds anything but rule pages. */
static pp_status only_pages(const char *dir, pp_error *err)
{
	int fd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	DIR *d = fd < 0 ? NULL : fdopendir(fd);
	struct dirent *e;
	pp_status st = PP_OK;
	if (!d) {
		int errnum = errno;
		if (fd >= 0)
			close(fd);
		return write_failed(err, dir, "reading the folder", errnum);
	}
	while (!st && (e = readdir(d))) {
		struct stat sb;
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		if (!page_name(e->d_name) || fstatat(fd, e->d_name, &sb, AT_SYMLINK_NOFOLLOW) != 0 ||
		    !S_ISREG(sb.st_mode))
			st = pp_error_set(err, PP_EIO, dir, 0, 0,
			                  "holds `%s`, which is not a rule page (a regular file "
			                  "NAME.md); the folder is replaced whole, so it may hold "
			                  "rule pages only: name a new or empty folder", e->d_name);
	}
	closedir(d);
	return st;
}

/* Remove a folder of pages: its files (unlinked, never followed), then
 * itself.  0 or an errno. */
static int remove_folder(const char *path)
{
	int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	DIR *d = fd < 0 ? NULL : fdopendir(fd);
	struct dirent *e;
	if (!d) {
		int errnum = errno;
		if (fd >= 0)
			close(fd);
		return errnum;
	}
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
			unlinkat(fd, e->d_name, 0);
	closedir(d);
	return rmdir(path) == 0 ? 0 : errno;
}

/* Put the finished folder tmp in the place of the existing folder dir;
 * afterwards tmp names the old one.  0 or an errno. */
static int swap_folders(const char *tmp, const char *dir, const char *parent,
                        const char *base)
{
#ifdef RENAME_EXCHANGE
	if (renameat2(AT_FDCWD, tmp, AT_FDCWD, dir, RENAME_EXCHANGE) == 0)
		return 0;
	if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP)
		return errno;
#endif
	/* No atomic exchange here: the old folder goes aside, the new one in. */
	char *aside = pp_xasprintf("%s/.%s.planproof-old-XXXXXX", parent, base);
	int errnum = 0;
	if (!mkdtemp(aside)) {
		errnum = errno;
	} else if (rename(dir, aside) != 0) {
		errnum = errno;
		rmdir(aside);
	} else if (rename(tmp, dir) != 0) {
		errnum = errno;
		rename(aside, dir);
	} else if (rename(aside, tmp) != 0) {
		remove_folder(aside); /* the new set is in place either way */
	}
	free(aside);
	return errnum;
}

/* dir with its trailing slashes dropped (so that a symbolic link named
 * "link/" is seen as the link, not as where it leads), its parent and its
 * last component. */
static pp_status split_dir(const char *dir, char **path, char **parent, char **base,
                           pp_error *err)
{
	size_t n = strlen(dir);
	while (n > 1 && dir[n - 1] == '/')
		n--;
	*path = pp_xasprintf("%.*s", (int)n, dir);
	size_t b = n;
	while (b > 0 && dir[b - 1] != '/')
		b--;
	*base = pp_xasprintf("%.*s", (int)(n - b), dir + b);
	if (!**base || strcmp(*base, ".") == 0 || strcmp(*base, "..") == 0) {
		free(*base);
		free(*path);
		*base = *path = NULL;
		return pp_error_set(err, PP_EUSAGE, dir, 0, 0,
		                    "name the folder the rule pages go in by its own name "
		                    "(docs/rules), not `/`, `.` or `..`: it is replaced whole");
	}
	*parent = b == 0 ? pp_xstrdup(".") : b == 1 ? pp_xstrdup("/")
	                 : pp_xasprintf("%.*s", (int)(b - 1), dir);
	return PP_OK;
}

pp_status pp_generate_rule_docs(const char *dir, pp_error *err)
{
	char *path = NULL, *parent = NULL, *base = NULL, *tmp = NULL;
	docs_writer w = { -1, dir, err, PP_OK };
	struct stat sb;
	int exists, errnum;
	mode_t mask;
	pp_status st;

	pp_error_clear(err);
	if (!dir || !dir[0])
		return pp_error_set(err, PP_EUSAGE, NULL, 0, 0,
		                    "the folder for the rule pages is empty: name one (docs/rules)");
	st = split_dir(dir, &path, &parent, &base, err);
	if (st)
		return st;
	exists = lstat(path, &sb) == 0;
	if (!exists && errno != ENOENT)
		st = write_failed(err, dir, "looking at the folder", errno);
	else if (exists && S_ISLNK(sb.st_mode))
		st = pp_error_set(err, PP_EIO, dir, 0, 0,
		                  "is a symbolic link; rule pages are never written through one: "
		                  "name the folder itself");
	else if (exists && !S_ISDIR(sb.st_mode))
		st = pp_error_set(err, PP_EIO, dir, 0, 0, "is not a folder");
	else if (exists)
		st = only_pages(path, err);
	if (st)
		goto cleanup;

	tmp = pp_xasprintf("%s/.%s.planproof-XXXXXX", parent, base);
	if (!mkdtemp(tmp)) {
		st = write_failed(err, dir, "no temporary folder can be created beside it", errno);
		free(tmp);
		tmp = NULL;
		goto cleanup;
	}
	w.dirfd = open(tmp, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (w.dirfd < 0) {
		st = write_failed(err, dir, "opening the temporary folder", errno);
		goto cleanup;
	}
	pp_rules_each(write_page, &w);
	mask = umask(0);
	umask(mask);
	if (!w.st && fchmod(w.dirfd, exists ? sb.st_mode & 07777 : 0777 & ~mask) != 0)
		w.st = write_failed(err, dir, "setting the folder's permissions", errno);
	if (!w.st && fsync(w.dirfd) != 0 && errno != EINVAL && errno != EROFS)
		w.st = write_failed(err, dir, "flushing the folder", errno);
	close(w.dirfd);
	st = w.st;
	if (st)
		goto cleanup;
	errnum = exists ? swap_folders(tmp, path, parent, base) : rename(tmp, path) ? errno : 0;
	if (errnum)
		st = write_failed(err, dir, "moving the finished pages into place", errnum);
cleanup:
	/* On success tmp names the old pages (or nothing); on failure the new. */
	if (tmp) {
		errnum = remove_folder(tmp);
		if (!st && errnum && errnum != ENOENT)
			st = pp_error_set(err, PP_EIO, dir, 0, 0,
			                  "the new rule pages are in place, but the old ones, moved "
			                  "to %s, could not be removed: %s", tmp, strerror(errnum));
	}
	free(tmp);
	free(path);
	free(parent);
	free(base);
	return st;
}

/* Whether dir (an absolute path, no trailing slash but "/") holds .git: a
 * directory, or the file of a linked work tree. */
static int holds_git(const char *dir)
{
	char *git = pp_xasprintf("%s/.git", strcmp(dir, "/") ? dir : "");
	int yes = access(git, F_OK) == 0;
	free(git);
	return yes;
}

char *report_repo_relative(const char *path)
{
	char *real = realpath(path, NULL);
	char *dir, *rel = NULL;
	if (!real)
		return NULL;
	/* Walk up from the file's directory: the first one holding .git is
	 * the top of its work tree, and the path below it is the answer. */
	dir = pp_xstrdup(real);
	for (char *slash = strrchr(dir, '/'); slash; slash = strrchr(dir, '/')) {
		*slash = '\0';
		if (holds_git(dir[0] ? dir : "/")) {
			rel = pp_xstrdup(real + (size_t)(slash - dir) + 1);
			break;
		}
	}
	free(dir);
	free(real);
	return rel;
}
