# One report format for many plans: each plan checked in a run of its own,
# then every report validated in one go (one validator start for them all:
# most of a plan's cost is starting the validator, python above all).
#   cmake -DCLI=planproof -DPLANS="a.yaml|b.yaml" -DFORMAT=xml|junit|sarif
#         -DOUT=dir -DEXIT=n [-DARGS="opt|opt"]
#         (-DXSD=schema.xsd -DXMLLINT=path | -DSCHEMA=schema.json
#          -DPYTHON=python3 -DSCRIPT=validate_sarif.py) -P validate_reports.cmake
# Runs `CLI check PLAN ARGS --format FORMAT --output OUT/<plan>.<FORMAT>`
# for each plan; fails naming every plan whose exit code is not EXIT, then
# every report that does not validate (the validator names each file).
string(REPLACE "|" ";" PLANS "${PLANS}") # lists arrive joined by |
string(REPLACE "|" ";" ARGS "${ARGS}")
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
set(reports "")
set(problems "")
foreach(plan IN LISTS PLANS)
  get_filename_component(name ${plan} NAME_WE)
  set(report ${OUT}/${name}.${FORMAT})
  execute_process(COMMAND ${CLI} check ${plan} ${ARGS} --format ${FORMAT} --output ${report}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT "${rc}" STREQUAL "${EXIT}")
    string(APPEND problems "${plan}: exit code ${rc}, expected ${EXIT}\n${out}${err}\n")
  else()
    list(APPEND reports ${report})
  endif()
endforeach()
if(reports)
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
    string(APPEND problems "reports that do not validate against ${against}:\n${why}")
  endif()
endif()
if(problems)
  message(FATAL_ERROR "${problems}")
endif()
