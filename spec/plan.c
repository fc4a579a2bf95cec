/* SPDX-License-Identifier: Apache-2.0 */
/* plan.c - read a plan file, load it, validate it: pp_plan_load_*. */
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "plan.h"
#include "schema.h"
#include "sha256.h"
#include "util.h"
#include "yaml_load.h"

pp_status spec_read_file(char **out, size_t *len, const char *path, size_t max,
                         pp_error *err)
{
	FILE *fp = NULL;
	char *data = NULL;
	size_t n = 0, cap = 0;
	pp_status st = PP_OK;
	struct stat sb;
	int fd;

	*out = NULL;
	*len = 0;
	/* Open without blocking (a FIFO with no writer would wait forever), then
	 * refuse anything that is not a regular file before reading a byte. */
	fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return pp_error_set(err, PP_EIO, path, 0, 0, "cannot open: %s", strerror(errno));
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
		close(fd);
		return pp_error_set(err, PP_EIO, path, 0, 0, "is %s, not a regular file",
		                    S_ISDIR(sb.st_mode) ? "a directory"
		                    : S_ISFIFO(sb.st_mode) ? "a FIFO (named pipe)"
		                    : S_ISCHR(sb.st_mode) ? "a character device"
		                    : S_ISSOCK(sb.st_mode) ? "a socket" : "a special file");
	}
	if (sb.st_size > 0 && (unsigned long long)sb.st_size > max) {
		close(fd);
		return pp_error_set(err, PP_EIO, path, 0, 0,
		                    "file is larger than the %zu-byte limit for a planproof file", max);
	}
	fp = fdopen(fd, "rb");
	if (!fp) {
		close(fd);
		return pp_error_set(err, PP_EIO, path, 0, 0, "cannot open: %s", strerror(errno));
	}
	for (;;) {
		pp_grow((void **)&data, &cap, n + 65536 + 1, 1);
		size_t got = fread(data + n, 1, cap - n - 1, fp);
		n += got;
		if (n > max) {
			st = pp_error_set(err, PP_EIO, path, 0, 0,
			                  "file is larger than the %zu-byte limit for a planproof file", max);
			goto cleanup;
		}
		if (got == 0)
			break;
	}
	if (ferror(fp)) {
		st = pp_error_set(err, PP_EIO, path, 0, 0, "cannot read: %s", strerror(errno));
		goto cleanup;
	}
	data[n] = '\0';
	*out = data;
	*len = n;
	data = NULL;
cleanup:
	free(data);
	fclose(fp);
	return st;
}

pp_status spec_parse_document_all(pp_node **root, const char *name, const char *data,
                                  size_t len, const struct spec_type *type,
                                  const char *what, pp_error *errs, size_t cap,
                                  size_t *n)
{
	pp_status st;

	*root = NULL;
	*n = 0;
	if (len > PP_MAX_INPUT_BYTES) {
		*n = 1;
		return pp_error_set(errs, PP_EIO, name, 0, 0,
		                    "file is larger than the %u-byte limit for %s",
		                    PP_MAX_INPUT_BYTES, what);
	}
	st = yaml_load_tree(root, name, data, len, errs);
	if (st)
		*n = 1; /* the YAML parser stops at its first error */
	else
		st = spec_validate_all(*root, type, errs, cap, n);
	if (st) {
		node_free(*root);
		*root = NULL;
	}
	return st;
}

pp_status spec_parse_document(pp_node **root, const char *name, const char *data,
                              size_t len, const struct spec_type *type,
                              const char *what, pp_error *err)
{
	pp_error first;
	size_t n = 0;
	pp_status st = spec_parse_document_all(root, name, data, len, type, what, &first, 1, &n);
	if (err && n)
		*err = first;
	return st;
}

/* Load a plan from bytes, its errors into errs (see pp_plan_load_file_all). */
static pp_status load_buffer(pp_plan **out, const char *name, const char *data,
                             size_t len, pp_error *errs, size_t cap, size_t *n)
{
	pp_plan *plan = pp_xcalloc(1, sizeof(*plan));
	pp_status st;

	*out = NULL;
	plan->path = pp_xstrdup(name);
	plan->bytes = len;
	sha256_hex(data, len, plan->sha256);
	st = spec_parse_document_all(&plan->root, plan->path, data, len, &spec_plan_type,
	                             "a plan", errs, cap, n);
	if (st)
		goto cleanup;
	*out = plan;
	plan = NULL;
cleanup:
	pp_plan_free(plan);
	return st;
}

pp_status pp_plan_load_file_all(pp_plan **out, const char *path, pp_error *errs,
                                size_t cap, size_t *n)
{
	char *data = NULL;
	size_t len = 0;
	pp_status st;

	*out = NULL;
	*n = 0;
	if (cap == 0)
		return PP_EUSAGE;
	st = spec_read_file(&data, &len, path, PP_MAX_INPUT_BYTES, errs);
	if (st)
		*n = 1;
	else
		st = load_buffer(out, path, data, len, errs, cap, n);
	free(data);
	return st;
}

pp_status pp_plan_load_buffer(pp_plan **out, const char *name, const char *data,
                              size_t len, pp_error *err)
{
	pp_error first;
	size_t n = 0;
	pp_status st;
	pp_error_clear(err);
	st = load_buffer(out, name, data, len, &first, 1, &n);
	if (err && n)
		*err = first;
	return st;
}

pp_status pp_plan_load_file(pp_plan **out, const char *path, pp_error *err)
{
	pp_error first;
	size_t n = 0;
	pp_status st;
	pp_error_clear(err);
	st = pp_plan_load_file_all(out, path, &first, 1, &n);
	if (err && n)
		*err = first;
	return st;
}

void pp_plan_free(pp_plan *plan)
{
	if (!plan)
		return;
	if (plan->free_read_document_data)
		plan->free_read_document_data(plan->read_document_data);
	node_free(plan->root);
	free(plan->path);
	free(plan);
}

void pp_plan_set_document_reader(pp_plan *plan, pp_document_reader read, void *data,
                                 void (*free_data)(void *))
{
	if (plan->free_read_document_data)
		plan->free_read_document_data(plan->read_document_data);
	plan->read_document = read;
	plan->read_document_data = data;
	plan->free_read_document_data = free_data;
}

const pp_node *plan_meta(const pp_plan *plan)
{
	return node_get(plan->root, "plan");
}

const pp_node *plan_currencies(const pp_plan *plan)
{
	return node_get(plan->root, "currencies");
}

const pp_node *plan_games(const pp_plan *plan)
{
	return node_get(plan->root, "games");
}
