# SPDX-License-Identifier: Apache-2.0
# Run one CLI test case and check its contract.
#   cmake -DCMD="prog|arg|..." -DEXIT=n [-DSTDOUT=regex] [-DSTDERR=regex]
#         [-DNO_STDOUT=1] [-DABSENT=file] [-DEPOCH=s] -P run_cli.cmake
# Fails (with what was printed) when the exit code or a regex does not
# match, or when ABSENT (a report path) exists after the run.
include(${CMAKE_CURRENT_LIST_DIR}/needs_documents.cmake)
if(PP_SKIP)
  return()
endif()
unset(ENV{SOURCE_DATE_EPOCH})
if(DEFINED EPOCH)
  set(ENV{SOURCE_DATE_EPOCH} "${EPOCH}")
endif()
string(REPLACE "|" ";" CMD "${CMD}") # arguments arrive joined by |
if(DEFINED ABSENT)
  file(REMOVE ${ABSENT})
endif()
execute_process(COMMAND ${CMD} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(problems "")
if(NOT "${rc}" STREQUAL "${EXIT}")
  string(APPEND problems "exit code ${rc}, expected ${EXIT}\n")
endif()
if(DEFINED STDOUT AND NOT out MATCHES "${STDOUT}")
  string(APPEND problems "stdout does not match: ${STDOUT}\n")
endif()
if(DEFINED STDERR AND NOT err MATCHES "${STDERR}")
  string(APPEND problems "stderr does not match: ${STDERR}\n")
endif()
if(NO_STDOUT AND NOT out STREQUAL "")
  string(APPEND problems "stdout should be empty\n")
endif()
if(DEFINED ABSENT AND EXISTS ${ABSENT})
  string(APPEND problems "${ABSENT} was written; no report may be left on failure\n")
endif()
if(problems)
  message(FATAL_ERROR "${problems}--- stdout:\n${out}\n--- stderr:\n${err}")
endif()
