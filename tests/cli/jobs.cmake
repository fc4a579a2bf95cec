# SPDX-License-Identifier: Apache-2.0
# --jobs N (issue 31): the games of a plan checked on several jobs give the
# reports of one job, byte for byte; --threads is its older name and
# PLANPROOF_JOBS stands in for it (tests/cli/jobs.sh).  Included by
# tests/CMakeLists.txt (globbed).
foreach(case same-bytes exact-main seed threads-alias environment bad-option)
  add_test(NAME cli.jobs_${case}
           COMMAND ${PROJECT_SOURCE_DIR}/tests/cli/jobs.sh ${PP_CLI} ${case} "${PP_DOCUMENTS}")
  set_tests_properties(cli.jobs_${case} PROPERTIES LABELS cli SKIP_RETURN_CODE 77)
endforeach()
