# SPDX-License-Identifier: Apache-2.0
# Included first by the test scripts (run_cli.cmake, golden.cmake,
# validate_reports.cmake): a test that needs the real plans' documents
# (ctest sets PP_NEEDS_DOCUMENTS=1 on it, tests/CMakeLists.txt
# pp_needs_documents) is skipped, with the reason, when the build names no
# folder of documents.  The including script returns when PP_SKIP is set;
# ctest shows the test as skipped through its SKIP_REGULAR_EXPRESSION.
set(PP_SKIP FALSE)
if("$ENV{PP_NEEDS_DOCUMENTS}" STREQUAL "1" AND "$ENV{PLANPROOF_DOCUMENTS}" STREQUAL "")
  message("SKIPPED: this test needs the real plans' documents (the seeds), which are "
          "not part of the repository; configure with -DPP_DOCUMENTS=<their folder> "
          "(found by itself at ../shared/seeds beside the source tree)")
  set(PP_SKIP TRUE)
endif()
