/* SPDX-License-Identifier: Apache-2.0 */
/* epoch.c - SOURCE_DATE_EPOCH and UTC dates, for reproducible output. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "util.h"

int pp_source_date_epoch(long long *epoch)
{
	const char *s = getenv("SOURCE_DATE_EPOCH");
	long long v = 0;
	if (!s || !*s) /* unset, or set empty as CI templates do */
		return 0;
	if (strlen(s) > 15)
		return -1;
	for (const char *p = s; *p; p++) {
		if (*p < '0' || *p > '9')
			return -1;
		v = v * 10 + (*p - '0');
	}
	*epoch = v;
	return 1;
}

int pp_utc_date(long long epoch, char day[11])
{
	time_t t = (time_t)epoch;
	struct tm tm;
	if (!gmtime_r(&t, &tm) || strftime(day, 11, "%Y-%m-%d", &tm) != 10)
		return -1;
	return 0;
}
