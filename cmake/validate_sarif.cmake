# SPDX-License-Identifier: Apache-2.0
# Run a command that writes a SARIF log, then validate it against the SARIF
# 2.1.0 JSON schema with tests/validate_sarif.py (python3-jsonschema).
#   cmake -DCMD="prog|args" -DFILE=out.sarif -DSCHEMA=schema.json
#         -DPYTHON=python3 -DSCRIPT=validate_sarif.py [-DEXIT=n]
#         -P validate_sarif.cmake
file(REMOVE ${FILE})
string(REPLACE "|" ";" CMD "${CMD}") # arguments arrive joined by |
execute_process(COMMAND ${CMD} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(DEFINED EXIT AND NOT "${rc}" STREQUAL "${EXIT}")
  message(FATAL_ERROR "exit code ${rc}, expected ${EXIT}\n${out}\n${err}")
endif()
execute_process(COMMAND ${PYTHON} ${SCRIPT} ${SCHEMA} ${FILE}
                RESULT_VARIABLE invalid ERROR_VARIABLE why)
if(invalid)
  message(FATAL_ERROR "${FILE} does not validate against ${SCHEMA}:\n${why}")
endif()
