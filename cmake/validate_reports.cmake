# SPDX-License-Identifier: Apache-2.0
# Many plans' reports: written by one run per plan, then validated a format
# at a time in one go (one validator start for them all: most of a plan's
# cost is starting the validator, python above all).  Two steps:
#   cmake -DCLI=planproof -DPLANS="a.yaml|b.yaml" -DOUT=dir -DEXIT=n
#         [-DARGS="opt|opt"] [-DFORMATS="xml|junit|sarif|json|html"]
#         -P validate_reports.cmake
#     runs `CLI check PLAN ARGS --format F --output OUT/<plan>.F` for F in
#     FORMATS (default xml, junit and sarif), all in one run per plan, with
#     SOURCE_DATE_EPOCH unset (the reports carry no time); fails naming
#     every plan whose exit code is not EXIT.  Other tests read the reports
#     too (FIXTURES_REQUIRED), so that each plan is checked once;
#   cmake -DOUT=dir -DFORMAT=xml|junit|sarif (-DXSD=schema.xsd -DXMLLINT=path
#         | -DSCHEMA=schema.json -DPYTHON=python3 -DSCRIPT=validate_sarif.py)
#         -P validate_reports.cmake
#     validates every OUT/*.FORMAT; fails naming each report that does not
#     validate (and when there is none).
include(${CMAKE_CURRENT_LIST_DIR}/needs_documents.cmake)
if(PP_SKIP)
  return()
endif()
if(DEFINED PLANS)
  string(REPLACE "|" ";" PLANS "${PLANS}") # lists arrive joined by |
  string(REPLACE "|" ";" ARGS "${ARGS}")
  if(NOT DEFINED FORMATS)
    set(FORMATS "xml|junit|sarif")
  endif()
  string(REPLACE "|" ";" FORMATS "${FORMATS}")
  unset(ENV{SOURCE_DATE_EPOCH})
  file(REMOVE_RECURSE ${OUT})
  file(MAKE_DIRECTORY ${OUT})
  set(problems "")
  foreach(plan IN LISTS PLANS)
    get_filename_component(name ${plan} NAME_WE)
    set(formats "")
    foreach(format IN LISTS FORMATS)
      list(APPEND formats --format ${format} --output ${OUT}/${name}.${format})
    endforeach()
    execute_process(COMMAND ${CLI} check ${plan} ${ARGS} ${formats}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT "${rc}" STREQUAL "${EXIT}")
      string(APPEND problems "${plan}: exit code ${rc}, expected ${EXIT}\n${out}${err}\n")
    endif()
  endforeach()
  if(problems)
    message(FATAL_ERROR "${problems}")
  endif()
  return()
endif()

file(GLOB reports ${OUT}/*.${FORMAT})
if(NOT reports)
  message(FATAL_ERROR "no ${FORMAT} report in ${OUT}")
endif()
if(DEFINED XSD)
  execute_process(COMMAND ${XMLLINT} --noout --schema ${XSD} ${reports}
                  RESULT_VARIABLE invalid ERROR_VARIABLE why)
  set(against ${XSD})
else()
  execute_process(COMMAND ${PYTHON} ${SCRIPT} ${SCHEMA} ${reports}
                  RESULT_VARIABLE invalid ERROR_VARIABLE why)
  set(against ${SCHEMA})
endif()
if(invalid)
  # xmllint also prints "FILE validates" for each good file: keep the rest
  string(REGEX REPLACE "[^\n]* validates\n" "" why "${why}")
  message(FATAL_ERROR "reports that do not validate against ${against}:\n${why}")
endif()
