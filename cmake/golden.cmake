# SPDX-License-Identifier: Apache-2.0
# Golden-file test: run the CLI, byte-compare its report with the expected
# one, and validate XML reports against their XSD.
#   cmake -DCMD="prog|args" -DACTUAL=file -DEXPECTED=file [-DEXIT=n]
#         [-DXSD=schema] [-DXMLLINT=path] -P golden.cmake
# The command must write its report to ACTUAL (via --output).
include(${CMAKE_CURRENT_LIST_DIR}/needs_documents.cmake)
if(PP_SKIP)
  return()
endif()
unset(ENV{SOURCE_DATE_EPOCH})
file(REMOVE ${ACTUAL})
string(REPLACE "|" ";" CMD "${CMD}") # arguments arrive joined by |
execute_process(COMMAND ${CMD} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(DEFINED EXIT AND NOT "${rc}" STREQUAL "${EXIT}")
  message(FATAL_ERROR "exit code ${rc}, expected ${EXIT}\n${out}\n${err}")
endif()
if(DEFINED XSD)
  execute_process(COMMAND ${XMLLINT} --noout --schema ${XSD} ${ACTUAL}
                  RESULT_VARIABLE invalid ERROR_VARIABLE why)
  if(invalid)
    message(FATAL_ERROR "${ACTUAL} does not validate against ${XSD}:\n${why}")
  endif()
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${ACTUAL} ${EXPECTED}
                RESULT_VARIABLE differs)
if(differs)
  execute_process(COMMAND diff -u ${EXPECTED} ${ACTUAL} OUTPUT_VARIABLE d)
  string(SUBSTRING "${d}" 0 6000 d)
  message(FATAL_ERROR "output differs from ${EXPECTED} "
    "(scripts/update-golden regenerates it after a reviewed change):\n${d}")
endif()
