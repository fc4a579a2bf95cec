# SPDX-License-Identifier: Apache-2.0
# Included first by the test scripts (golden.cmake, validate_reports.cmake;
# tests/cli_run.c, the driver of the CLI contract cases, does the same): a
# test that needs the real plans' documents (ctest sets PP_NEEDS_DOCUMENTS
# to the reason on it, tests/CMakeLists.txt pp_needs_documents) is skipped, with the reason, when the build names no
# folder of documents.  The including script returns when PP_SKIP is set;
# ctest shows the test as skipped through its SKIP_REGULAR_EXPRESSION.
set(PP_SKIP FALSE)
if(NOT "$ENV{PP_NEEDS_DOCUMENTS}" STREQUAL "" AND "$ENV{PLANPROOF_DOCUMENTS}" STREQUAL "")
  message("SKIPPED: $ENV{PP_NEEDS_DOCUMENTS}")
  set(PP_SKIP TRUE)
endif()
