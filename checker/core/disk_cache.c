/* disk_cache.c - results kept on disk between runs (disk_cache.h). */
#define _XOPEN_SOURCE 700 /* mkstemp, fsync */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/disk_cache.h"
#include "planproof.h"
#include "sha256.h"

#define MAGIC "planproof-result-cache 1\n"
#define MAX_FILE ((size_t)1 << 20)

static char *cache_dir; /* NULL: off */

void pp_set_result_cache(const char *dir)
{
	free(cache_dir);
	cache_dir = dir && *dir ? pp_xstrdup(dir) : NULL;
}

/* The file for (kind, k), allocated: <dir>/<sha256 of kind NUL key>. */
static char *file_for(const char *kind, const ck_key *k)
{
	pp_buf id = { 0 };
	char hex[65];
	pp_buf_puts(&id, kind);
	pp_buf_putc(&id, '\0');
	pp_buf_putn(&id, k->text.data ? k->text.data : "", k->text.len);
	sha256_hex(id.data, id.len, hex);
	pp_buf_free(&id);
	return pp_xasprintf("%s/%s.ppc", cache_dir, hex);
}

/* The header every file starts with: the magic line, the kind, the key's
 * length and bytes. */
static void put_header(pp_buf *b, const char *kind, const ck_key *k)
{
	pp_buf_puts(b, MAGIC);
	pp_buf_printf(b, "%s\n%zu\n", kind, k->text.len);
	pp_buf_putn(b, k->text.data ? k->text.data : "", k->text.len);
	pp_buf_putc(b, '\n');
}

/* The whole file at path (regular, not a link, at most MAX_FILE), or NULL. */
static char *read_small(const char *path, size_t *len)
{
	char *data = NULL;
	int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
	struct stat sb;
	if (fd < 0)
		return NULL;
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode) || (size_t)sb.st_size > MAX_FILE)
		goto cleanup;
	size_t size = (size_t)sb.st_size, got = 0;
	data = pp_xmalloc(size + 1);
	while (got < size) {
		ssize_t n = read(fd, data + got, size - got);
		if (n <= 0 && !(n < 0 && errno == EINTR)) {
			free(data);
			data = NULL;
			goto cleanup;
		}
		if (n > 0)
			got += (size_t)n;
	}
	data[size] = '\0';
	*len = size;
cleanup:
	close(fd);
	return data;
}

char *ck_disk_load(const char *kind, const ck_key *k)
{
	if (!cache_dir)
		return NULL;
	char *path = file_for(kind, k), *value = NULL, *data;
	size_t len = 0;
	pp_buf head = { 0 };
	data = read_small(path, &len);
	put_header(&head, kind, k);
	if (data && len >= head.len && memcmp(data, head.data, head.len) == 0 &&
	    strlen(data) == len) /* no NUL inside */
		value = pp_xstrdup(data + head.len);
	pp_buf_free(&head);
	free(data);
	free(path);
	return value;
}

/* mkdir -p, each new folder private (0700); failures are left to the
 * write that follows. */
static void make_folders(const char *dir)
{
	char *p = pp_xstrdup(dir);
	for (char *s = p + 1; *s; s++)
		if (*s == '/') {
			*s = '\0';
			(void)mkdir(p, 0700);
			*s = '/';
		}
	(void)mkdir(p, 0700);
	free(p);
}

void ck_disk_store(const char *kind, const ck_key *k, const char *text)
{
	if (!cache_dir)
		return;
	char *path = file_for(kind, k), *tmp = pp_xasprintf("%s/.tmp-XXXXXX", cache_dir);
	pp_buf b = { 0 };
	int fd = -1;
	make_folders(cache_dir);
	put_header(&b, kind, k);
	pp_buf_puts(&b, text);
	fd = mkstemp(tmp);
	if (fd < 0)
		goto cleanup;
	size_t done = 0;
	while (done < b.len) {
		ssize_t n = write(fd, b.data + done, b.len - done);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		done += (size_t)n;
	}
	if (done == b.len && fsync(fd) == 0 && close(fd) == 0) {
		fd = -1;
		if (rename(tmp, path) == 0)
			goto cleanup;
	}
	unlink(tmp);
cleanup:
	if (fd >= 0)
		close(fd);
	pp_buf_free(&b);
	free(tmp);
	free(path);
}

/* The value after "\n<name> " (or at the very start), up to the line's
 * end, allocated; NULL when absent. */
static char *field(const char *text, const char *name)
{
	size_t n = strlen(name);
	for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		if (strncmp(p, name, n) == 0 && p[n] == ' ') {
			const char *v = p + n + 1, *end = strchr(v, '\n');
			return pp_xstrndup(v, end ? (size_t)(end - v) : strlen(v));
		}
	}
	return NULL;
}

void ck_disk_put_q(pp_buf *b, const char *name, const mpq_t q)
{
	char *s = num_exact(q);
	pp_buf_printf(b, "%s %s\n", name, s);
	free(s);
}

int ck_disk_get_q(mpq_t out, const char *text, const char *name)
{
	char *v = field(text, name);
	int ok = v && num_parse_exact(out, v);
	free(v);
	return ok;
}

void ck_disk_put_u64(pp_buf *b, const char *name, uint64_t v)
{
	pp_buf_printf(b, "%s %llu\n", name, (unsigned long long)v);
}

int ck_disk_get_u64(uint64_t *out, const char *text, const char *name)
{
	char *v = field(text, name), *end = NULL;
	int ok = 0;
	if (v && v[0] >= '0' && v[0] <= '9' && strlen(v) <= 20) {
		errno = 0;
		unsigned long long x = strtoull(v, &end, 10);
		ok = errno == 0 && *end == '\0';
		if (ok)
			*out = (uint64_t)x;
	}
	free(v);
	return ok;
}

void ck_disk_put_bytes(pp_buf *b, const char *name, const void *data, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *p = data;
	pp_buf_printf(b, "%s ", name);
	for (size_t i = 0; i < len; i++) {
		pp_buf_putc(b, hex[p[i] >> 4]);
		pp_buf_putc(b, hex[p[i] & 15]);
	}
	pp_buf_putc(b, '\n');
}

static int hex_digit(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

int ck_disk_get_bytes(void *out, size_t len, const char *text, const char *name)
{
	char *v = field(text, name);
	int ok = v && strlen(v) == 2 * len;
	unsigned char *o = out;
	for (size_t i = 0; ok && i < len; i++) {
		int hi = hex_digit(v[2 * i]), lo = hex_digit(v[2 * i + 1]);
		ok = hi >= 0 && lo >= 0;
		if (ok)
			o[i] = (unsigned char)(hi << 4 | lo);
	}
	free(v);
	return ok;
}
