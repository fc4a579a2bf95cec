/* SPDX-License-Identifier: Apache-2.0 */
/* disk_cache.c - results kept on disk between runs (disk_cache.h). */
#define _GNU_SOURCE /* getrandom; mkstemp, fsync */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/disk_cache.h"
#include "core/run.h"
#include "planproof.h"
#include "sha256.h"

#define MAGIC "planproof-result-cache 2\n"
#define MAGIC_PREFIX "planproof-result-cache "
#define MAX_FILE ((size_t)1 << 20)
#define KEY_FILE "key"
#define MAC_LINE 69 /* "mac " + 64 hex digits + "\n" */

/* HMAC-SHA-256 (RFC 2104) of len bytes at data under the 32-byte key. */
static void hmac(const unsigned char key[32], const char *data, size_t len,
                 unsigned char out[32])
{
	unsigned char pad[64], inner[32];
	char *buf = pp_xmalloc(64 + (len > 32 ? len : 32));
	for (int pass = 0; pass < 2; pass++) {
		memset(pad, pass ? 0x5c : 0x36, sizeof(pad));
		for (int i = 0; i < 32; i++)
			pad[i] ^= key[i];
		memcpy(buf, pad, 64);
		memcpy(buf + 64, pass ? (const char *)inner : data, pass ? 32 : len);
		sha256(buf, 64 + (pass ? 32 : len), pass ? out : inner);
	}
	free(buf);
}

static void hex32(const unsigned char in[32], char out[65])
{
	static const char digits[] = "0123456789abcdef";
	for (int i = 0; i < 32; i++) {
		out[2 * i] = digits[in[i] >> 4];
		out[2 * i + 1] = digits[in[i] & 15];
	}
	out[64] = '\0';
}

/* The whole file at path (regular, not a link, at most max bytes), or NULL;
 * *sb its status. */
static char *read_small(const char *path, size_t max, size_t *len, struct stat *sb)
{
	char *data = NULL;
	int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
	if (fd < 0)
		return NULL;
	if (fstat(fd, sb) != 0 || !S_ISREG(sb->st_mode) || (size_t)sb->st_size > max)
		goto cleanup;
	size_t size = (size_t)sb->st_size, got = 0;
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

/* mkdir -p, each new folder private (0700); failures show in the lstat
 * that follows. */
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

/* Why the folder dir (or its key file, sb its status) is not the user's
 * own, or NULL when it is: not a link, owned by the user, writable by the
 * user alone.  A file must be readable by the user alone too. */
static const char *not_private(const struct stat *sb, int folder)
{
	if (S_ISLNK(sb->st_mode))
		return "it is a symbolic link";
	if (folder ? !S_ISDIR(sb->st_mode) : !S_ISREG(sb->st_mode))
		return folder ? "it is not a folder" : "it is not a regular file";
	if (sb->st_uid != geteuid())
		return "it belongs to another user";
	if (sb->st_mode & (folder ? 022 : 077))
		return folder ? "group or others may write to it" : "group or others may read it";
	return NULL;
}

/* Create dir/key with 32 random bytes, atomically: written to a private
 * temporary file, then linked into place (a link never replaces a key
 * another run made first).  Failures show when the key is read. */
static void make_key(const char *dir, const char *key_path)
{
	unsigned char key[32];
	char *tmp = pp_xasprintf("%s/.key-XXXXXX", dir);
	int fd = -1;
	if (getrandom(key, sizeof(key), 0) != (ssize_t)sizeof(key))
		goto cleanup;
	fd = mkstemp(tmp);
	if (fd < 0)
		goto cleanup;
	if (write(fd, key, sizeof(key)) == (ssize_t)sizeof(key) && fsync(fd) == 0)
		(void)link(tmp, key_path);
	unlink(tmp);
cleanup:
	if (fd >= 0)
		close(fd);
	memset(key, 0, sizeof(key));
	free(tmp);
}

/* Guards the cache fields of every check's root run: the games of one
 * check, checked on a pool's threads, share their root's cache. */
static pthread_mutex_t state_lock = PTHREAD_MUTEX_INITIALIZER;

static const char *usable_dir_locked(ck_run *run);

/* Whether the calling thread's check may use its cache; on the first call
 * of a check, check the folder and load its key, saying once why not. */
static const char *usable_dir(void)
{
	ck_run *run = ck_current_run();
	if (!run)
		return NULL;
	pthread_mutex_lock(&state_lock);
	const char *dir = usable_dir_locked(run->root);
	pthread_mutex_unlock(&state_lock);
	return dir;
}

/* usable_dir for the root run, under state_lock; the key, once loaded, is
 * only read. */
static const char *usable_dir_locked(ck_run *run)
{
	const char *dir = run->opts.cache_dir, *why = NULL;
	struct stat sb;
	if (!dir || !dir[0] || run->cache_state < 0)
		return NULL;
	if (run->cache_state > 0)
		return dir;
	run->cache_state = -1;
	if (lstat(dir, &sb) != 0 && errno == ENOENT) {
		make_folders(dir);
		if (lstat(dir, &sb) != 0) {
			ck_notice("the result cache folder `%s` is not used: it cannot be made (%s)",
			          dir, strerror(errno));
			return NULL;
		}
	}
	if ((why = not_private(&sb, 1))) {
		ck_notice("the result cache folder `%s` is not used: %s; results are computed "
		          "afresh (make it a private folder of your own: chmod 700, or name "
		          "another with PLANPROOF_CACHE_DIR)", dir, why);
		return NULL;
	}
	char *key_path = pp_xasprintf("%s/%s", dir, KEY_FILE), *key = NULL;
	size_t len = 0;
	key = read_small(key_path, 64, &len, &sb);
	if (!key && errno == ENOENT) {
		make_key(dir, key_path);
		key = read_small(key_path, 64, &len, &sb);
	}
	if (!key || len != 32 || (why = not_private(&sb, 0))) {
		ck_notice("the result cache folder `%s` is not used: its key file `%s` %s; "
		          "remove the file and a new key is made", dir, key_path,
		          why ? "is not private" : "cannot be read or is not 32 bytes");
	} else {
		memcpy(run->cache_key, key, sizeof(run->cache_key));
		run->cache_state = 1;
	}
	free(key);
	free(key_path);
	return run->cache_state > 0 ? dir : NULL;
}

/* The file for (kind, k), allocated: <dir>/<sha256 of kind NUL key>. */
static char *file_for(const char *dir, const char *kind, const ck_key *k)
{
	pp_buf id = { 0 };
	char hex[65];
	pp_buf_puts(&id, kind);
	pp_buf_putc(&id, '\0');
	pp_buf_putn(&id, k->text.data ? k->text.data : "", k->text.len);
	sha256_hex(id.data, id.len, hex);
	pp_buf_free(&id);
	return pp_xasprintf("%s/%s.ppc", dir, hex);
}

/* The header every entry starts with: the magic line, the version of
 * planproof that wrote it, the kind (which names the engine version), the
 * key's length and bytes: what the value was computed from. */
static void put_header(pp_buf *b, const char *kind, const ck_key *k)
{
	pp_buf_puts(b, MAGIC);
	pp_buf_printf(b, "planproof %s\n%s\n%zu\n", PP_VERSION, kind, k->text.len);
	pp_buf_putn(b, k->text.data ? k->text.data : "", k->text.len);
	pp_buf_putc(b, '\n');
}

/* Whether data (len bytes) ends in the line "mac <hex>" that signs the
 * rest under the run's key. */
static int signed_by_run(const char *data, size_t len)
{
	unsigned char mac[32];
	char hex[65];
	if (len < MAC_LINE || memcmp(data + len - MAC_LINE, "mac ", 4) != 0 ||
	    data[len - 1] != '\n')
		return 0;
	hmac(ck_current_run()->root->cache_key, data, len - MAC_LINE, mac);
	hex32(mac, hex);
	return memcmp(data + len - MAC_LINE + 4, hex, 64) == 0;
}

char *ck_disk_load(const char *kind, const ck_key *k)
{
	const char *dir = usable_dir();
	if (!dir)
		return NULL;
	char *path = file_for(dir, kind, k), *value = NULL, *data;
	size_t len = 0;
	struct stat sb;
	pp_buf head = { 0 };
	data = read_small(path, MAX_FILE, &len, &sb);
	put_header(&head, kind, k);
	/* An entry of an older format is a plain miss, replaced when stored. */
	if (!data || strncmp(data, MAGIC, strlen(MAGIC)) != 0)
		goto cleanup;
	if (!signed_by_run(data, len) || strlen(data) != len) {
		ck_notice("the cached result `%s` does not verify (it was not written by "
		          "planproof with this cache's key, or was changed since): it is "
		          "ignored and computed again", path);
		goto cleanup;
	}
	if (len - MAC_LINE >= head.len && memcmp(data, head.data, head.len) == 0)
		value = pp_xstrndup(data + head.len, len - MAC_LINE - head.len);
cleanup:
	pp_buf_free(&head);
	free(data);
	free(path);
	return value;
}

void ck_disk_store(const char *kind, const ck_key *k, const char *text)
{
	const char *dir = usable_dir();
	if (!dir)
		return;
	char *path = file_for(dir, kind, k), *tmp = pp_xasprintf("%s/.tmp-XXXXXX", dir);
	unsigned char mac[32];
	char hex[65];
	pp_buf b = { 0 };
	int fd = -1;
	put_header(&b, kind, k);
	pp_buf_puts(&b, text);
	hmac(ck_current_run()->root->cache_key, b.data, b.len, mac);
	hex32(mac, hex);
	pp_buf_printf(&b, "mac %s\n", hex);
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
