/* SPDX-License-Identifier: Apache-2.0 */
/* report.c - pp_report_write: choose a writer, render, copy out. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "i18n.h"
#include "report.h"
#include "xml_writer.h"

const char *report_verdict(const pp_result *res, size_t game)
{
	static const char *const rank_names[] = { N_("pass"), N_("info"), N_("warning"),
	                                             N_("fail"), N_("error") };
	int worst = 0;
	size_t lo, hi;
	pp_result_game_range(res, game, &lo, &hi);
	for (size_t i = lo; i < hi; i++) {
		const pp_finding *f = res->findings[i];
		if (game != PP_ALL_GAMES && f->game != game)
			continue;
		int r = f->status == PP_ST_ERROR ? 4 : f->status == PP_ST_FAIL ? 3
		        : f->status == PP_ST_WARNING ? 2 : f->status == PP_ST_INFO ? 1 : 0;
		if (r > worst)
			worst = r;
	}
	return rank_names[worst];
}

int report_epoch(char *buf, size_t size, long long *epoch)
{
	long long v;
	if (pp_source_date_epoch(&v) <= 0)
		return 0;
	time_t t = (time_t)v;
	struct tm tm;
	if (!gmtime_r(&t, &tm))
		return 0;
	strftime(buf, size, "%Y-%m-%dT%H:%M:%SZ", &tm);
	*epoch = v;
	return 1;
}

pp_status report_copy_out(pp_status st, pp_buf *out, FILE *fp, const char *what,
                          pp_error *err)
{
	errno = 0;
	if (!st && ((out->len && fwrite(out->data, 1, out->len, fp) != out->len) ||
	            fflush(fp) != 0))
		st = pp_error_set(err, PP_EIO, NULL, 0, 0, "cannot write the %s: %s", what,
		                  strerror(errno ? errno : EIO));
	pp_buf_free(out);
	return st;
}

pp_status pp_report_write(const pp_result *res, pp_format format, FILE *fp,
                          pp_error *err)
{
	return pp_report_write_with(res, format, NULL, fp, err);
}

pp_status pp_report_write_with(const pp_result *res, pp_format format,
                               const pp_report_options *opts, FILE *fp, pp_error *err)
{
	pp_buf out = { 0 };
	pp_status st;
	report_libxml_init();
	switch (format) {
	case PP_FORMAT_TEXT: st = report_text(res, &out, err); break;
	case PP_FORMAT_XML: st = report_xml(res, &out, err); break;
	case PP_FORMAT_HTML: st = report_html(res, &out, err); break;
	case PP_FORMAT_JUNIT: st = report_junit(res, &out, err); break;
	case PP_FORMAT_SARIF: st = report_sarif(res, report_rules_base(opts), &out, err); break;
	case PP_FORMAT_JSON: st = report_json(res, &out, err); break;
	default:
		st = pp_error_set(err, PP_EUSAGE, NULL, 0, 0, "this report format is not available");
		break;
	}
	return report_copy_out(st, &out, fp, "report", err);
}

pp_status pp_diff_report_write(const pp_diff *d, pp_format format, FILE *fp,
                               pp_error *err)
{
	return pp_diff_report_write_with(d, format, NULL, fp, err);
}

pp_status pp_diff_report_write_with(const pp_diff *d, pp_format format,
                                    const pp_report_options *opts, FILE *fp, pp_error *err)
{
	pp_buf out = { 0 };
	pp_status st;
	const char *rules = report_rules_base(opts);
	report_libxml_init();
	switch (format) {
	case PP_FORMAT_TEXT: st = report_diff_text(d, &out, err); break;
	case PP_FORMAT_XML: st = report_diff_xml(d, &out, err); break;
	case PP_FORMAT_MARKDOWN: st = report_diff_markdown(d, rules, &out, err); break;
	case PP_FORMAT_HTML: st = report_diff_html(d, rules, &out, err); break;
	case PP_FORMAT_JSON: st = report_diff_json(d, &out, err); break;
	case PP_FORMAT_SARIF: st = report_diff_sarif(d, rules, &out, err); break;
	default:
		st = pp_error_set(err, PP_EUSAGE, NULL, 0, 0,
		                  "a diff is written as text, xml, markdown, html, json or sarif");
		break;
	}
	return report_copy_out(st, &out, fp, "report", err);
}

void report_line(pp_buf *out, const char *fmt, ...)
{
	pp_buf line = { 0 };
	va_list ap;
	va_start(ap, fmt);
	pp_buf_vprintf(&line, fmt, ap);
	va_end(ap);
	pp_buf_put_visible(out, line.data ? line.data : "");
	pp_buf_putc(out, '\n');
	pp_buf_free(&line);
}
