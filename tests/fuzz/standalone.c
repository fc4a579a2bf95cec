/* SPDX-License-Identifier: Apache-2.0 */
/* standalone.c - replay a fuzz corpus without libFuzzer (gcc builds, plain
 * ctest): every file named, and every file in every directory named, goes
 * once through LLVMFuzzerTestOneInput. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
	FILE *fp = fopen(path, "rb");
	if (!fp) {
		perror(path);
		return 1;
	}
	size_t cap = 1 << 16, len = 0, got;
	uint8_t *buf = malloc(cap);
	while (buf && (got = fread(buf + len, 1, cap - len, fp)) > 0) {
		len += got;
		if (len == cap)
			buf = realloc(buf, cap *= 2);
	}
	fclose(fp);
	if (!buf)
		return 1;
	LLVMFuzzerTestOneInput(buf, len);
	free(buf);
	return 0;
}

int main(int argc, char **argv)
{
	int failed = 0, runs = 0;
	for (int i = 1; i < argc; i++) {
		struct stat sb;
		if (stat(argv[i], &sb) != 0) {
			perror(argv[i]);
			return 1;
		}
		if (!S_ISDIR(sb.st_mode)) {
			failed |= run_file(argv[i]);
			runs++;
			continue;
		}
		DIR *d = opendir(argv[i]);
		for (struct dirent *e; d && (e = readdir(d));) {
			if (e->d_name[0] == '.')
				continue;
			char path[4096];
			snprintf(path, sizeof(path), "%s/%s", argv[i], e->d_name);
			failed |= run_file(path);
			runs++;
		}
		if (d)
			closedir(d);
	}
	printf("replayed %d inputs\n", runs);
	return failed;
}
