# SPDX-License-Identifier: Apache-2.0
# Run a command that writes an XML file, then validate it against an XSD.
#   cmake -DCMD="prog|args" -DFILE=out.xml -DXSD=schema -DXMLLINT=path
#         [-DEXIT=n] -P validate_xml.cmake
include(${CMAKE_CURRENT_LIST_DIR}/needs_documents.cmake)
if(PP_SKIP)
  return()
endif()
file(REMOVE ${FILE})
string(REPLACE "|" ";" CMD "${CMD}") # arguments arrive joined by |
execute_process(COMMAND ${CMD} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(DEFINED EXIT AND NOT "${rc}" STREQUAL "${EXIT}")
  message(FATAL_ERROR "exit code ${rc}, expected ${EXIT}\n${out}\n${err}")
endif()
execute_process(COMMAND ${XMLLINT} --noout --schema ${XSD} ${FILE}
                RESULT_VARIABLE invalid ERROR_VARIABLE why)
if(invalid)
  message(FATAL_ERROR "${FILE} does not validate against ${XSD}:\n${why}")
endif()
