/* SPDX-License-Identifier: Apache-2.0 */
/* path.c - file paths as text (util.h). */
#include <string.h>

#include "util.h"

char *pp_path_normalise(const char *path, unsigned *up)
{
	size_t len = strlen(path);
	char *out = pp_xmalloc(len + 1);
	size_t n = 0;     /* bytes of out used */
	unsigned kept = 0; /* components in out that a `..` may remove */
	*up = 0;
	for (const char *p = path; *p;) {
		const char *end = strchr(p, '/');
		size_t k = end ? (size_t)(end - p) : strlen(p);
		if (k == 2 && p[0] == '.' && p[1] == '.') {
			if (kept) { /* drop the last component and its slash */
				while (n > 0 && out[n - 1] != '/')
					n--;
				if (n > 0)
					n--;
				kept--;
			} else {
				(*up)++;
			}
		} else if (k > 0 && !(k == 1 && p[0] == '.')) {
			if (n > 0)
				out[n++] = '/';
			memcpy(out + n, p, k);
			n += k;
			kept++;
		}
		p += k;
		while (*p == '/')
			p++;
	}
	out[n] = '\0';
	return out;
}
